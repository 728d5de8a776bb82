/* sakiyomi-file-drop.h: what a drop on a game window opens: files (from a
 * file manager) and a game's text, as Open and Paste would. */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-game-file.h"

G_BEGIN_DECLS

/* A drop target for files and text, copied. */
GtkDropTarget *sakiyomi_file_drop_target_new (void);

/* Opens what was dropped (a GDK_TYPE_FILE_LIST, a GFile or a string)
 * through game_file: the first file, or the text.  The further files of a
 * list are left in *others (a list of GFile, to free with
 * g_slist_free_full (…, g_object_unref)), for the caller to open each in
 * a window of its own, as a file manager's Open would.  FALSE if value
 * holds none of them. */
gboolean sakiyomi_file_drop_open (SakiyomiGameFile *game_file,
                                  const GValue     *value,
                                  GSList          **others);

G_END_DECLS
