/* sakiyomi-file-drop.c: files and text dropped on a game window. */
#define G_LOG_DOMAIN "sakiyomi-file-drop"

#include "config.h"

#include "sakiyomi-file-drop.h"

GtkDropTarget *
sakiyomi_file_drop_target_new (void)
{
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE, G_TYPE_STRING };
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);

  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  return target;
}

gboolean
sakiyomi_file_drop_open (SakiyomiGameFile *game_file,
                         const GValue     *value,
                         GSList          **others)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_FILE (game_file), FALSE);
  g_return_val_if_fail (G_IS_VALUE (value), FALSE);
  g_return_val_if_fail (others != NULL && *others == NULL, FALSE);

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));

      if (files == NULL)
        return FALSE;
      /* The first file here, as Open would. */
      sakiyomi_game_file_open (game_file, files->data);
      for (GSList *l = files->next; l != NULL; l = l->next)
        *others = g_slist_prepend (*others, g_object_ref (l->data));
      *others = g_slist_reverse (*others);
      g_slist_free (files);
      return TRUE;
    }
  if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    {
      sakiyomi_game_file_open (game_file, g_value_get_object (value));
      return TRUE;
    }
  if (G_VALUE_HOLDS (value, G_TYPE_STRING) && g_value_get_string (value) != NULL)
    {
      sakiyomi_game_file_open_text (game_file, g_value_get_string (value));
      return TRUE;
    }
  return FALSE;
}
