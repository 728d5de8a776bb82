/* sakiyomi-game-file.c: games as files and clipboard text, and the game in
 * progress kept across restarts. */
#define G_LOG_DOMAIN "sakiyomi-game-file"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sakiyomi-game-file.h"

/* The tag that says whose side the person played in the saved game. */
#define MODE_TAG "Mode"

const char *
sakiyomi_game_file_side_key (SkyGameKind kind,
                             SkySide     side)
{
  static const char *const keys[SKY_N_GAMES][2] = {
    [SKY_GAME_NUMBERGRAB] = { "First", "Second" },
    [SKY_GAME_TICTACTOE] = { "X", "O" },
    [SKY_GAME_REVERSI] = { "Black", "White" },
  };

  g_return_val_if_fail (kind < SKY_N_GAMES, NULL);
  return keys[kind][side != SKY_SIDE_FIRST];
}

char *
sakiyomi_game_file_suggest_name (const SkyRecord *record)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");

  return g_strdup_printf ("%s-%s.txt", sky_record_get_game (record)->id, date);
}

SkyRecord *
sakiyomi_game_file_read (GFile   *file,
                         GError **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  /* One byte more than a record may have, to tell a file that is too long. */
  g_autofree char *text = g_malloc (SKY_RECORD_MAX_LENGTH + 2);
  gsize length = 0;

  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return NULL;
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), text,
                                SKY_RECORD_MAX_LENGTH + 1, &length, NULL,
                                error))
    return NULL;
  text[length] = '\0';
  if (length > SKY_RECORD_MAX_LENGTH)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   /* TRANSLATORS: %d is a number of bytes */
                   _("The file is longer than a game record may be (%d bytes)."),
                   SKY_RECORD_MAX_LENGTH);
      return NULL;
    }
  if (memchr (text, '\0', length) != NULL || !g_utf8_validate (text, length, NULL))
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("The file is not text."));
      return NULL;
    }
  return sky_record_from_string (text, error);
}

gboolean
sakiyomi_game_file_write (GFile            *file,
                          const SkyRecord  *record,
                          GError          **error)
{
  g_autofree char *text = sky_record_to_string (record);

  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                  G_FILE_CREATE_NONE, NULL, NULL, error);
}

GtkFileChooserNative *
sakiyomi_game_file_chooser_new (GtkWindow  *parent,
                                gboolean    save,
                                const char *suggested_name)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) games = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (save ? _("Save Game") : _("Open Game"),
                                         parent,
                                         save ? GTK_FILE_CHOOSER_ACTION_SAVE
                                              : GTK_FILE_CHOOSER_ACTION_OPEN,
                                         save ? _("_Save") : _("_Open"),
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

  gtk_file_filter_set_name (games, _("Sakiyomi games"));
  gtk_file_filter_add_pattern (games, "*.txt");
  gtk_file_filter_add_pattern (games, "*.sakiyomi");
  gtk_file_filter_add_mime_type (games, "text/plain");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), games);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), games);

  if (save && suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser),
                                       suggested_name);
  return chooser;
}

GtkWidget *
sakiyomi_game_file_error_dialog (GtkWindow  *parent,
                                 const char *primary,
                                 const char *secondary)
{
  GtkWidget *dialog;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  dialog = gtk_message_dialog_new (parent,
                                   GTK_DIALOG_MODAL
                                   | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                   "%s", primary);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            secondary);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

GFile *
sakiyomi_game_file_get_current (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "sakiyomi",
                                            "current-game.txt", NULL);

  return g_file_new_for_path (path);
}

gboolean
sakiyomi_game_file_save_current (const SkyRecord *record,
                                 SakiyomiMode     mode)
{
  g_autoptr(GFile) file = sakiyomi_game_file_get_current ();
  g_autoptr(GFile) dir = g_file_get_parent (file);
  g_autoptr(SkyRecord) copy = sky_record_copy (record);
  g_autoptr(GError) error = NULL;

  sky_record_set_tag (copy, MODE_TAG, sakiyomi_mode_id (mode));
  if (!g_file_make_directory_with_parents (dir, NULL, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        g_clear_error (&error);
    }
  if (error == NULL)
    sakiyomi_game_file_write (file, copy, &error);
  if (error != NULL)
    {
      g_autofree char *path = g_file_get_parse_name (file);

      g_warning ("cannot save the game in progress to %s: %s", path,
                 error->message);
      return FALSE;
    }
  return TRUE;
}

SkyRecord *
sakiyomi_game_file_restore_current (SakiyomiMode *mode)
{
  g_autoptr(GFile) file = sakiyomi_game_file_get_current ();
  g_autofree char *path = g_file_get_parse_name (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = NULL;
  const char *id;

  record = sakiyomi_game_file_read (file, &error);
  if (record == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_warning ("ignoring the saved game %s: %s", path, error->message);
      return NULL;
    }
  id = sky_record_get_tag (record, MODE_TAG);
  if (id == NULL || !sakiyomi_mode_from_id (id, mode))
    {
      g_warning ("ignoring the saved game %s: it does not say who plays", path);
      return NULL;
    }
  sky_record_set_tag (record, MODE_TAG, NULL);
  return g_steal_pointer (&record);
}

void
sakiyomi_game_file_forget_current (void)
{
  g_autoptr(GFile) file = sakiyomi_game_file_get_current ();
  g_autoptr(GError) error = NULL;

  if (!g_file_delete (file, NULL, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_warning ("cannot remove the saved game: %s", error->message);
}
