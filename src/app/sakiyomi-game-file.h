/* sakiyomi-game-file.h: games as files and as clipboard text, in the
 * record format of record.h, and the game in progress kept across
 * restarts. */
#pragma once

#include <gtk/gtk.h>

#include "record.h"
#include "sakiyomi-settings.h"

G_BEGIN_DECLS

/* The tag naming a side's player: "Black"/"White", "X"/"O",
 * "First"/"Second" (as sakiyomi-cli writes them; never translated). */
const char *sakiyomi_game_file_side_key (SkyGameKind kind,
                                         SkySide     side);

/* "reversi-2026-11-21.txt": the game and today's date. */
char *sakiyomi_game_file_suggest_name (const SkyRecord *record);

/* Reads a record from file.  The error names the problem (the parser's
 * "line 3: …", or that the file is too long, not text, unreadable). */
SkyRecord *sakiyomi_game_file_read (GFile   *file,
                                    GError **error);
gboolean sakiyomi_game_file_write (GFile            *file,
                                   const SkyRecord  *record,
                                   GError          **error);

/* A file chooser for games, with the "Sakiyomi games" filter; for saving,
 * with suggested_name. */
GtkFileChooserNative *sakiyomi_game_file_chooser_new (GtkWindow  *parent,
                                                      gboolean    save,
                                                      const char *suggested_name);

/* A modal error message (GtkMessageDialog) that closes itself. */
GtkWidget *sakiyomi_game_file_error_dialog (GtkWindow  *parent,
                                            const char *primary,
                                            const char *secondary);

/* The game in progress, kept in g_get_user_data_dir()/sakiyomi/
 * current-game.txt with whose side the person plays (a "Mode" tag). */
GFile *sakiyomi_game_file_get_current (void);
/* Writes record as the game in progress; FALSE with a g_warning if it
 * cannot be written. */
gboolean sakiyomi_game_file_save_current (const SkyRecord *record,
                                          SakiyomiMode     mode);
/* The saved game in progress, or NULL if there is none or it cannot be
 * used (corrupt, unreadable: a g_warning says why).  The file is left for
 * the next save to replace. */
SkyRecord *sakiyomi_game_file_restore_current (SakiyomiMode *mode);
/* Removes the saved game in progress, if any. */
void sakiyomi_game_file_forget_current (void);

G_END_DECLS
