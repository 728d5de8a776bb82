/* sakiyomi-game-session-review.c: the session's game review and the
 * reversi opening being played.
 *
 * A review judges every move of the record as it stands; it runs off the
 * main thread (sakiyomi-game-review.c) while the person looks back, and
 * is dropped, its search cancelled, as soon as the record changes: a new
 * game, another game opened, a move played or later moves dropped.
 */
#define G_LOG_DOMAIN "sakiyomi-game-session"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-game-session-private.h"
#include "sakiyomi-practice-session.h"

void
_sakiyomi_game_session_drop_review (SakiyomiGameSession *self)
{
  if (self->review == NULL)
    return;
  sakiyomi_game_review_cancel (self->review);
  g_signal_handlers_disconnect_by_data (self->review, self);
  g_clear_object (&self->review);
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_REVIEW_CHANGED], 0);
}

/* The person's mistakes of the finished review as practice positions,
 * said in the log and by "practice-notice": "2 positions added to
 * Practice" (the status line, full already, would cut it off). */
static void
keep_practice (SakiyomiGameSession *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean sides[2] = {
    self->mode == SAKIYOMI_MODE_FIRST || self->mode == SAKIYOMI_MODE_TWO_PEOPLE,
    self->mode == SAKIYOMI_MODE_SECOND || self->mode == SAKIYOMI_MODE_TWO_PEOPLE,
  };
  guint added = 0;

  if (!self->keeps_practice)
    return;
  if (!sakiyomi_practice_add_review (NULL, self->review, sides,
                                     g_get_real_time () / G_USEC_PER_SEC,
                                     &added, &error))
    /* TRANSLATORS: %s says why the practice file could not be written */
    text = g_strdup_printf (_("The mistakes could not be kept for Practice: %s"),
                            error->message);
  else if (added > 0)
    /* TRANSLATORS: a review's mistakes kept as practice positions */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u position added to Practice",
                                         "%u positions added to Practice",
                                         added),
                            added);
  if (text == NULL)
    return;
  _sakiyomi_game_session_log (self, text);
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_PRACTICE_NOTICE],
                 0, text);
}

static void
on_review_finished (SakiyomiGameReview  *review,
                    SakiyomiGameSession *self)
{
  const GError *error = sakiyomi_game_review_get_error (review);

  if (error != NULL)
    {
      /* TRANSLATORS: the review of a game failed; %s says why */
      g_autofree char *text = g_strdup_printf (_("The game could not be reviewed: %s"),
                                               error->message);

      _sakiyomi_game_session_log (self, text);
      _sakiyomi_game_session_set_status (self, text);
      g_debug ("review failed: %s", error->message);
    }
  else
    {
      _sakiyomi_game_session_log (self, _("Review finished"));
      /* Untranslated, for scripts (build-aux/screenshots waits for it). */
      g_debug ("review finished");
      _sakiyomi_game_session_show_review_status (self);
      keep_practice (self);
    }
}

/* The status follows the review's progress. */
static void
on_review_ply_ready (SakiyomiGameReview  *review,
                     guint                ply,
                     SakiyomiGameSession *self)
{
  _sakiyomi_game_session_show_review_status (self);
}

void
sakiyomi_game_session_review (SakiyomiGameSession *self)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  if (_sakiyomi_game_session_n_moves (self) == 0)
    return;
  _sakiyomi_game_session_drop_review (self);
  {
    /* The Threads preference, as for the computer's moves and hints. */
    SkyReviewOptions options = self->review_options;

    options.threads = sakiyomi_settings_get_threads (self->settings);
    self->review = sakiyomi_game_review_new (self->record, &options);
  }
  g_signal_connect (self->review, "finished", G_CALLBACK (on_review_finished), self);
  g_signal_connect (self->review, "ply-ready", G_CALLBACK (on_review_ply_ready), self);
  _sakiyomi_game_session_log (self, _("Reviewing the game"));
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_REVIEW_CHANGED], 0);
  /* Look back where the board is: the computer waits while the review
   * runs and while the person reads it. */
  sakiyomi_game_session_go_to_ply (self, self->ply, TRUE);
}

void
sakiyomi_game_session_end_review (SakiyomiGameSession *self)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  _sakiyomi_game_session_drop_review (self);
  /* At the end of the game only the review kept the computer waiting:
   * without it, play goes on. */
  if (self->reviewing && self->ply == _sakiyomi_game_session_n_moves (self))
    sakiyomi_game_session_go_to_ply (self, self->ply, FALSE);
  else
    _sakiyomi_game_session_show_review_status (self);
}

SakiyomiGameReview *
sakiyomi_game_session_get_review (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);
  return self->review;
}

void
sakiyomi_game_session_set_keeps_practice (SakiyomiGameSession *self,
                                          gboolean             keeps)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));
  self->keeps_practice = keeps;
}

void
sakiyomi_game_session_set_review_options (SakiyomiGameSession    *self,
                                          const SkyReviewOptions *options)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));
  g_return_if_fail (options != NULL);
  self->review_options = *options;
}

/* Whether pos is the standard start, where the named lines begin. */
static gboolean
is_standard_start (const SkyPosition *pos)
{
  SkyGameSetup setup = { 0, FALSE };
  g_autoptr(SkyPosition) standard = sky_position_new (pos->game, &setup);
  g_autofree char *text = pos->game->position_to_string (pos);
  g_autofree char *standard_text = pos->game->position_to_string (standard);

  return pos->ply == 0 && pos->to_move == SKY_SIDE_FIRST
         && g_str_equal (text, standard_text);
}

const SkyOpening *
sakiyomi_game_session_get_opening (SakiyomiGameSession *self)
{
  /* Longer than any named line. */
  SkyMove moves[SKY_MAX_MOVES];
  guint n = 0;

  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);

  if (!self->game->has_named_openings
      || !is_standard_start (sky_record_get_start (self->record)))
    return NULL;
  for (guint i = 0; i < self->ply && n < G_N_ELEMENTS (moves); i++)
    {
      SkyMove move = sky_record_get_move (self->record, i);

      /* No named line has a pass. */
      if (move == SKY_MOVE_PASS)
        return NULL;
      moves[n++] = move;
    }
  return sky_opening_find (moves, n, NULL);
}
