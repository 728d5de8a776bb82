/* sakiyomi-position-editor.h: the position editor: a board to put pieces
 * on and take them off, the side to move, and the palette beside it. */
#pragma once

#include <gtk/gtk.h>

#include "game.h"
#include "sakiyomi-board-view.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_POSITION_EDITOR (sakiyomi_position_editor_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiPositionEditor, sakiyomi_position_editor,
                      SAKIYOMI, POSITION_EDITOR, GtkBox)

/* Starts editing pos (copied): its pieces, side to move and game, under
 * the misère rule or not (tic-tac-toe).  The game must be one whose
 * positions can be set up (game->position_from_cells). */
void sakiyomi_position_editor_load (SakiyomiPositionEditor *self,
                                    const SkyPosition      *pos,
                                    gboolean                misere);

/* The position set up, or NULL with the reason the game cannot have it;
 * the "valid" property follows it. */
SkyPosition *sakiyomi_position_editor_dup_position (SakiyomiPositionEditor *self,
                                                    GError                **error);
gboolean sakiyomi_position_editor_get_valid (SakiyomiPositionEditor *self);
const SkyGame *sakiyomi_position_editor_get_game (SakiyomiPositionEditor *self);

/* What the palette's buttons do. */
void sakiyomi_position_editor_set_piece (SakiyomiPositionEditor *self,
                                         SkyCellKind             piece);
void sakiyomi_position_editor_set_to_move (SakiyomiPositionEditor *self,
                                           SkySide                 side);
void sakiyomi_position_editor_clear (SakiyomiPositionEditor *self);
void sakiyomi_position_editor_start_position (SakiyomiPositionEditor *self);
/* Reads text as a position of the game edited: its own board string, an
 * OBF line ("board side; …") or a game record, whose last position is
 * taken.  FALSE, the board unchanged, and an error if it is none of them. */
gboolean sakiyomi_position_editor_paste_text (SakiyomiPositionEditor *self,
                                              const char             *text,
                                              GError                **error);
/* The same from the clipboard; a failure is said in the palette. */
void sakiyomi_position_editor_paste (SakiyomiPositionEditor *self);

/* ---- For the tests ---- */
SakiyomiBoardView *sakiyomi_position_editor_get_board (SakiyomiPositionEditor *self);
/* The line under the palette: why the position is refused, or a note. */
const char *sakiyomi_position_editor_get_message (SakiyomiPositionEditor *self);

G_END_DECLS
