/* sakiyomi-game-file.h: games in and out of a session: saved to and
 * opened from files through a file chooser, copied to and pasted from the
 * clipboard, with the questions and error messages that go with them. */
#pragma once

#include <adwaita.h>

#include "sakiyomi-game-session.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_GAME_FILE (sakiyomi_game_file_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiGameFile, sakiyomi_game_file,
                      SAKIYOMI, GAME_FILE, GObject)

/* Games of session, with dialogs over parent (not referenced: the window
 * owns this object and drops it first). */
SakiyomiGameFile *sakiyomi_game_file_new (GtkWindow           *parent,
                                          SakiyomiGameSession *session);

/* The Save and Open choosers. */
void sakiyomi_game_file_choose_save (SakiyomiGameFile *self);
void sakiyomi_game_file_choose_open (SakiyomiGameFile *self);
/* What the choosers do with the file chosen: save says so in the log or
 * shows an error (the file that was there is then unchanged); open reads
 * the file in a thread, lists its games in the game chooser if there are
 * several, and plays the game, asking first if that throws away a game
 * being played, or shows why it cannot be read (also that it is not a
 * regular file) or played.  Paste reads the clipboard the same way. */
gboolean sakiyomi_game_file_save (SakiyomiGameFile *self,
                                  GFile            *file);
void sakiyomi_game_file_open (SakiyomiGameFile *self,
                              GFile            *file);
/* A game given as text (dropped on the window): played as a pasted one,
 * or an error saying why it is not a game. */
void sakiyomi_game_file_open_text (SakiyomiGameFile *self,
                                   const char       *text);
/* A file opened or the clipboard's text pasted is still being read. */
gboolean sakiyomi_game_file_is_reading (SakiyomiGameFile *self);
void sakiyomi_game_file_copy (SakiyomiGameFile *self);
/* The game in the Generic Game Format of reversi programs; only a reversi
 * game can be written so (Save writes GGF for a name ending in ".ggf"). */
gboolean sakiyomi_game_file_can_write_ggf (SakiyomiGameFile *self);
void sakiyomi_game_file_copy_ggf (SakiyomiGameFile *self);
void sakiyomi_game_file_paste (SakiyomiGameFile *self);
/* Closes the chooser and the dialogs still open. */
void sakiyomi_game_file_close (SakiyomiGameFile *self);

GtkFileChooserNative *sakiyomi_game_file_get_chooser (SakiyomiGameFile *self);
GtkWidget *sakiyomi_game_file_get_error_dialog (SakiyomiGameFile *self);
/* The chooser of a file of many games (also showing a long reading's
 * progress), or NULL. */
GtkWidget *sakiyomi_game_file_get_game_chooser (SakiyomiGameFile *self);
/* The open "discard the current game?" question of opening or pasting,
 * or "replace the .ggf file?" of saving with the GGF filter. */
GtkWidget *sakiyomi_game_file_get_question_dialog (SakiyomiGameFile *self);

/* A modal question with cancel_label (GTK_RESPONSE_CANCEL, the default)
 * and a destructive accept_label (GTK_RESPONSE_ACCEPT), shown at once. */
GtkWidget *sakiyomi_game_file_question_new (GtkWindow  *parent,
                                            const char *primary,
                                            const char *secondary,
                                            const char *cancel_label,
                                            const char *accept_label);

G_END_DECLS
