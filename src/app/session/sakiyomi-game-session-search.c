/* sakiyomi-game-session-search.c: the computer's side of the session.
 *
 * Each search runs on the AI worker with its own GCancellable and request
 * id; a result that arrives after new game, undo or a switch made the
 * request stale is dropped, never played.  A computer's move is played
 * after the pause the settings ask for, so that the person sees that it
 * thought, and a forced pass after a short one.
 */
#define G_LOG_DOMAIN "sakiyomi-game-session"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-game-session-private.h"
#include "sakiyomi-game-text.h"
#include "sakiyomi-book-explorer.h"

/* How long a pass stays on screen before play goes on. */
#define PASS_PAUSE_MS 700

void
_sakiyomi_game_session_forget_search (SakiyomiGameSession *self)
{
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
  sakiyomi_ai_worker_forget (self->worker);
  self->request = 0;
  g_clear_handle_id (&self->pending_id, g_source_remove);
  _sakiyomi_game_session_show_thinking (self, FALSE, NULL);
}

void
sakiyomi_game_session_cancel_search (SakiyomiGameSession *self)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  _sakiyomi_game_session_forget_search (self);
  _sakiyomi_game_session_busy_changed (self);
}

void
_sakiyomi_game_session_on_progress (SakiyomiAiWorker    *worker,
             guint                request,
             gpointer             progress,
             SakiyomiGameSession *self)
{
  if (request == self->request)
    g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_PROGRESS], 0, progress);
}

static gboolean
play_pending_cb (gpointer user_data)
{
  SakiyomiGameSession *self = user_data;
  SkyMove move = self->pending_move;
  SkySide side = _sakiyomi_game_session_current (self)->to_move;

  self->pending_id = 0;
  _sakiyomi_game_session_show_thinking (self, FALSE, NULL);

  g_clear_pointer (&self->report.position, sky_position_free);
  self->report.result = self->pending_result;
  self->report.position = sky_position_copy (_sakiyomi_game_session_current (self));
  self->report.side = side;
  self->report.kind = sakiyomi_game_session_get_opponent (self, side);
  self->report.engine = self->request_is_engine;
  self->has_report = TRUE;
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_REPORT_CHANGED], 0);

  _sakiyomi_game_session_play_move (self, move);
  return G_SOURCE_REMOVE;
}

static int
computer_pause (SakiyomiGameSession *self)
{
  if (self->mode == SAKIYOMI_MODE_COMPUTERS)
    return sakiyomi_settings_get_int (self->settings, "computers-pace");
  return sakiyomi_settings_get_int (self->settings, "computer-pause");
}

static void
show_hint (SakiyomiGameSession *self,
           SkySearchResult     *result)
{
  g_autofree char *cell = sakiyomi_cell_name (self->game, result->move);
  /* The book is said after the side to move, not inside the value. */
  SkySearchResult plain = { .value = result->value, .solved = result->solved };
  g_autofree char *value = sakiyomi_game_session_format_value (self->game,
                                                               self->request_strength.kind,
                                                               self->request_is_engine,
                                                               &plain);
  gboolean book = result->book && self->request_is_engine;
  g_autofree char *text = NULL;
  gboolean overlay = g_settings_get_boolean (self->settings, "hint-overlay");

  _sakiyomi_game_session_show_thinking (self, FALSE, NULL);
  /* The overlay has room for whole numbers: discs, not hundredths. */
  if (self->request_is_engine && self->game->strength.engine_centi_units
      && !result->solved)
    for (int i = 0; i < result->n_moves; i++)
      result->move_values[i] = (int) (result->move_values[i] / 100.0
                                      + (result->move_values[i] < 0 ? -0.5 : 0.5));
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_HINT], 0, result, overlay);
  if (book)
    /* TRANSLATORS: a hint from the opening book: "Hint: f5 (+1.4 discs
     * for the side to move, from the book)" */
    text = g_strdup_printf (_("Hint: %s (%s for the side to move, from the book)"),
                            cell, value);
  else
    /* TRANSLATORS: "Hint: f5 (+2.4 discs for the side to move)" */
    text = g_strdup_printf (_("Hint: %s (%s for the side to move)"), cell, value);
  _sakiyomi_game_session_set_status (self, text);
}

static void
on_search_done (GObject      *source,
                GAsyncResult *res,
                gpointer      user_data)
{
  GWeakRef *weak = user_data;
  g_autoptr(SakiyomiGameSession) self = g_weak_ref_get (weak);
  g_autoptr(GError) error = NULL;
  SkySearchResult result;
  guint request = 0;
  gboolean ok;
  gint64 elapsed_ms;
  int wait_ms;

  ok = sakiyomi_ai_worker_choose_finish (SAKIYOMI_AI_WORKER (source), res,
                                         &request, &result, &error);
  g_weak_ref_clear (weak);
  g_free (weak);
  if (self == NULL)
    return;                     /* the session is gone */

  /* A search that new game, undo or a switch made stale: drop it. */
  if (request != self->request
      || !sakiyomi_ai_worker_is_current (self->worker, request)
      || self->record == NULL)
    {
      self->search_counts.dropped++;
      return;
    }
  self->search_counts.used++;
  /* Cancelling always makes a search stale first; counted to prove it. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (res))))
    self->search_counts.used_after_cancel++;

  self->request = 0;
  g_clear_object (&self->cancellable);

  if (!ok)
    {
      _sakiyomi_game_session_show_thinking (self, FALSE, NULL);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          /* TRANSLATORS: the engine failed; %s is its message */
          g_autofree char *text = g_strdup_printf (_("The computer could not choose a move: %s"),
                                                   error->message);

          _sakiyomi_game_session_set_status (self, text);
          _sakiyomi_game_session_log (self, text);
        }
      _sakiyomi_game_session_busy_changed (self);
      return;
    }

  if (!sky_position_is_legal_move (_sakiyomi_game_session_current (self), result.move))
    {
      _sakiyomi_game_session_show_thinking (self, FALSE, NULL);
      _sakiyomi_game_session_set_status (self, _("The computer chose an illegal move; it was not played."));
      g_warning ("search returned illegal move %d", result.move);
      _sakiyomi_game_session_busy_changed (self);
      return;
    }

  if (self->request_is_hint)
    {
      show_hint (self, &result);
      _sakiyomi_game_session_busy_changed (self);
      return;
    }

  self->pending_result = result;
  g_clear_pointer (&self->tree_position, sky_position_free);
  self->tree_position = sky_position_copy (_sakiyomi_game_session_current (self));
  self->tree_strength = self->request_strength;
  self->tree_seed = sakiyomi_ai_worker_get_request_seed (self->worker, res);

  /* Let the person see that the computer thought, however fast it was. */
  elapsed_ms = (g_get_monotonic_time () - self->search_started) / 1000;
  wait_ms = MAX (0, computer_pause (self) - (int) elapsed_ms);
  self->pending_move = result.move;
  self->pending_id = g_timeout_add (wait_ms, play_pending_cb, self);
}

void
_sakiyomi_game_session_start_search (SakiyomiGameSession *self,
              const SkyStrength   *strength,
              gboolean             hint)
{
  /* The search holds the session weakly: closing must not wait for it. */
  GWeakRef *weak = g_new0 (GWeakRef, 1);

  g_weak_ref_init (weak, self);
  _sakiyomi_game_session_forget_search (self);
  self->cancellable = g_cancellable_new ();
  self->request_is_hint = hint;
  self->request_is_engine = strength->engine;
  self->request_strength = *strength;
  self->search_started = g_get_monotonic_time ();
  _sakiyomi_game_session_show_thinking (self, TRUE, hint ? _("Looking for a hint…")
                                  : _("Computer thinking…"));
  self->search_counts.started++;
  self->request = sakiyomi_ai_worker_choose_async (self->worker, strength,
                                                   _sakiyomi_game_session_current (self),
                                                   self->cancellable,
                                                   on_search_done,
                                                   weak);
  _sakiyomi_game_session_busy_changed (self);
}

static gboolean
play_pass_cb (gpointer user_data)
{
  SakiyomiGameSession *self = user_data;

  self->pending_id = 0;
  _sakiyomi_game_session_play_move (self, SKY_MOVE_PASS);
  return G_SOURCE_REMOVE;
}

void
sakiyomi_game_session_hint (SakiyomiGameSession *self)
{
  SkyStrength strength;

  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  if (!_sakiyomi_game_session_persons_turn (self) || sky_position_is_over (_sakiyomi_game_session_current (self)))
    return;
  /* The best answer the app has, whatever the opponent plays with: a
   * hint's value is in the game's unit, never the sources' table points. */
  sakiyomi_settings_get_hint_strength (self->settings, self->game, &strength);
  /* With the overlay every move's value is shown, so every one must be
   * exact, not just an alpha-beta bound. */
  strength.exact_values = g_settings_get_boolean (self->settings,
                                                  "hint-overlay");
  /* Unless the opening book knows every move: its values are the ones
   * shown then, and the hint says they are the book's. */
  if (strength.exact_values && strength.engine && !strength.no_book
      && sakiyomi_book_knows_every_move (_sakiyomi_game_session_current (self)))
    strength.exact_values = FALSE;
  /* A hint is the book's best move, never one drawn for variety. */
  strength.variety = 0;
  _sakiyomi_game_session_start_search (self, &strength, TRUE);
}

/* Nothing to choose: the pass is announced, then played. */
void
_sakiyomi_game_session_pass_soon (SakiyomiGameSession *self)
{
  self->pending_id = g_timeout_add (PASS_PAUSE_MS, play_pass_cb, self);
}
