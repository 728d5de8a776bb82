/* sakiyomi-window-review.c: the game window's board under a review: the
 * move selected marked (a cross on it where it lost something, the
 * review's ring on the better move), and a line of the review played out
 * on the board instead of the game's position. */
#define G_LOG_DOMAIN "sakiyomi-window"

#include "config.h"

#include "sakiyomi-window-private.h"

/* Looking back at a reviewed game, the move selected (the one that led to
 * the position shown) is marked with a cross where it lost something, and
 * the better move with the review's ring (the review panel's legend names
 * them). */
void
_sakiyomi_window_update_review_mark (SakiyomiWindow *self)
{
  SakiyomiGameReview *review = sakiyomi_game_session_get_review (self->session);
  guint ply = sakiyomi_game_session_get_ply (self->session);
  const SkyReviewPly *judged = NULL;

  if (review == NULL)
    return;
  if (ply > 0 && ply <= sakiyomi_game_review_get_n_plies (review))
    judged = sakiyomi_game_review_get_ply (review, ply - 1);
  sakiyomi_board_view_set_hint_kind (self->board, SAKIYOMI_MARK_BETTER);
  if (judged != NULL && judged->loss > 0 && judged->played != judged->best
      && judged->best != SKY_MOVE_PASS)
    {
      sakiyomi_board_view_set_hint (self->board, judged->best, 0, NULL, NULL);
      sakiyomi_board_view_set_played (self->board, judged->played);
    }
  else
    {
      sakiyomi_board_view_clear_hint (self->board);
      sakiyomi_board_view_set_played (self->board, SKY_MOVE_NONE);
    }
}

static void
on_review_ply_ready (SakiyomiWindow *self,
                     guint           ply)
{
  /* The marks are of the move that led to the position shown. */
  if (ply + 1 == sakiyomi_game_session_get_ply (self->session))
    _sakiyomi_window_update_review_mark (self);
}

static void
on_review_changed (SakiyomiGameSession *session,
                   SakiyomiWindow      *self)
{
  SakiyomiGameReview *review = sakiyomi_game_session_get_review (session);

  /* The side panel shows the review's view itself. */
  if (review != NULL)
    g_signal_connect_object (review, "ply-ready",
                             G_CALLBACK (on_review_ply_ready), self,
                             G_CONNECT_SWAPPED);
  else
    sakiyomi_board_view_clear_hint (self->board);
  _sakiyomi_window_update_review_mark (self);
  _sakiyomi_window_actions_update (self);
}

/* A review's line played out: its positions on the board instead of the
 * game's, which come back when it closes. */
static void
on_line_position (SakiyomiWindow    *self,
                  const SkyPosition *pos,
                  const SkyPosition *before)
{
  sakiyomi_board_view_set_position (self->board, pos, before);
  sakiyomi_board_view_set_interactive (self->board, FALSE);
}

static void
on_line_closed (SakiyomiWindow *self)
{
  sakiyomi_board_view_set_position (self->board,
                                    sakiyomi_game_session_get_position (self->session),
                                    NULL);
  sakiyomi_board_view_set_interactive (self->board,
                                       sakiyomi_game_session_is_persons_turn (self->session));
  _sakiyomi_window_update_review_mark (self);
}

void
_sakiyomi_window_review_init (SakiyomiWindow *self)
{
  SakiyomiLinePlayer *line = sakiyomi_review_panel_get_line_player (self->review_panel);

  g_signal_connect (self->session, "review-changed",
                    G_CALLBACK (on_review_changed), self);
  g_signal_connect_object (line, "position", G_CALLBACK (on_line_position),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (line, "closed", G_CALLBACK (on_line_closed), self,
                           G_CONNECT_SWAPPED);
}
