/* sakiyomi-game-session.c: the game in progress.
 *
 * The session holds the game as a record (record.h): the start position
 * and every ply, with the ply shown, so that undo, redo and the move list
 * walk it and a game can be saved, opened and kept across restarts; who
 * plays each side; and the search in flight.  The computer's moves come
 * from the AI worker, each search guarded by its request id and its own
 * GCancellable so that a result arriving after new game, undo or a switch
 * is dropped, never played.  Every change of the record is handed to the
 * autosave at once.
 */
#define G_LOG_DOMAIN "sakiyomi-game-session"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sakiyomi-game-details.h"
#include "sakiyomi-game-session-private.h"
#include "sakiyomi-game-text.h"
#include "sakiyomi-record-file.h"


G_DEFINE_FINAL_TYPE (SakiyomiGameSession, sakiyomi_game_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATUS,
  PROP_BUSY,
  PROP_KEEP_PROBLEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_N_SIGNALS];

/* The session writing the game's settings now (sakiyomi_game_session_write_setting).
 * The settings are shared by every window: another window's session, told
 * of the change, keeps its own game. */
static SakiyomiGameSession *settings_writer;

/* ---- Small helpers ------------------------------------------------------ */

static gboolean
only_pass (const SkyPosition *pos)
{
  SkyMove moves[SKY_MAX_MOVES];

  return sky_position_legal_moves (pos, moves) == 1 && moves[0] == SKY_MOVE_PASS;
}

/* A position the person plays from: where undo and redo stop. */
static gboolean
persons_stop (SakiyomiGameSession *self,
              const SkyPosition   *pos)
{
  return !self->computer[pos->to_move] && !only_pass (pos);
}

/* The ply undo goes back to, or -1. */
static int
undo_target (SakiyomiGameSession *self)
{
  if (self->mode == SAKIYOMI_MODE_COMPUTERS)
    return -1;
  for (int i = (int) self->ply - 1; i >= 0; i--)
    if (persons_stop (self, sky_record_get_position (self->record, i)))
      return i;
  return -1;
}


gboolean
_sakiyomi_game_session_persons_turn (SakiyomiGameSession *self)
{
  const SkyPosition *pos = _sakiyomi_game_session_current (self);

  return !sky_position_is_over (pos) && !self->computer[pos->to_move]
         && !_sakiyomi_game_session_is_busy (self);
}

void
_sakiyomi_game_session_set_status (SakiyomiGameSession *self,
            const char          *text)
{
  if (g_strcmp0 (self->status, text) == 0)
    return;
  g_free (self->status);
  self->status = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

void
_sakiyomi_game_session_log (SakiyomiGameSession *self,
          const char          *text)
{
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_LOG], 0, text);
}

/* Whether the person may act changed: a search started or ended. */
void
_sakiyomi_game_session_busy_changed (SakiyomiGameSession *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
changed (SakiyomiGameSession *self)
{
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_CHANGED], 0);
}

void
_sakiyomi_game_session_show_thinking (SakiyomiGameSession *self,
               gboolean             thinking,
               const char          *text)
{
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_THINKING], 0, thinking, text);
}

/* The record changed: keep it on disk.  A finished or empty game is not
 * kept. */
void
_sakiyomi_game_session_keep_game (SakiyomiGameSession *self)
{
  if (self->autosave == NULL)
    return;
  sakiyomi_autosave_store (self->autosave,
                           sakiyomi_game_session_is_in_progress (self)
                           ? self->record : NULL,
                           self->mode);
}

void
_sakiyomi_game_session_clear_report (SakiyomiGameSession *self)
{
  self->has_report = FALSE;
  g_clear_pointer (&self->report.position, sky_position_free);
  g_clear_pointer (&self->tree_position, sky_position_free);
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_REPORT_CHANGED], 0);
}

/* ---- Keeping the game -------------------------------------------------- */

/* Why the game is not kept now, in words for the person, or NULL. */
static char *
describe_keep_problem (SakiyomiGameSession *self)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *reason = NULL;
  const char *message;

  if (self->autosave == NULL)
    return NULL;
  file = sakiyomi_autosave_get_file (self->autosave);
  path = g_file_get_path (file);
  if (sakiyomi_autosave_is_held_elsewhere (self->autosave))
    {
      g_autofree char *dir = g_path_get_dirname (path);

      name = g_filename_display_name (dir);
      /* TRANSLATORS: %s is a folder; the game in progress is the one the
       * app keeps on disk after every move, to play on at the next start */
      return g_strdup_printf (_("This game is not being kept for the next start: another copy of Sakiyomi is running and keeps its game in progress in “%s”. Use Save Game to keep this one."),
                              name);
    }
  message = sakiyomi_autosave_get_error_message (self->autosave);
  if (message == NULL)
    return NULL;
  name = g_filename_display_name (path);
  reason = sakiyomi_sentence (message);
  /* TRANSLATORS: the first %s is a file, the second says why it cannot be
   * written ("No space left on device.") */
  return g_strdup_printf (_("This game is not being kept for the next start: “%s” cannot be written. %s Use Save Game to keep it."),
                          name, reason);
}

void
_sakiyomi_game_session_keep_notice (SakiyomiGameSession *self,
                                    const char          *text)
{
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_KEEP_NOTICE],
                 0, text);
}

/* The autosave's state changed: say so once, and again when it works. */
static void
update_keep_problem (SakiyomiGameSession *self)
{
  g_autofree char *problem = describe_keep_problem (self);
  gboolean had_problem = self->keep_problem != NULL;

  if (g_strcmp0 (problem, self->keep_problem) == 0)
    return;
  g_free (self->keep_problem);
  self->keep_problem = g_steal_pointer (&problem);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KEEP_PROBLEM]);
  if (had_problem && self->keep_problem == NULL)
    _sakiyomi_game_session_keep_notice (self, _("This game is being kept for the next start again."));
}

/* ---- Playing ----------------------------------------------------------- */

void
_sakiyomi_game_session_play_move (SakiyomiGameSession *self,
           SkyMove              move)
{
  g_autoptr(SkyPosition) before = sky_position_copy (_sakiyomi_game_session_current (self));
  g_autoptr(GError) error = NULL;
  const SkyPosition *after;
  g_autofree char *text = sakiyomi_describe_move (before, move);
  g_autofree char *line = NULL;

  /* A move from an earlier position drops the moves after it. */
  _sakiyomi_game_session_drop_review (self);
  sky_record_truncate (self->record, self->ply);
  self->reviewing = FALSE;
  sakiyomi_game_details_forget (self->record);
  if (!sky_record_append (self->record, move, &error))
    {
      g_warning ("not played: %s", error->message);
      return;
    }
  self->game_ply = ++self->ply;
  after = _sakiyomi_game_session_current (self);
  _sakiyomi_game_session_keep_game (self);

  /* TRANSLATORS: a numbered line of the move log, "12. Black plays f5" */
  line = g_strdup_printf (_("%d. %s"), after->ply, text);
  _sakiyomi_game_session_log (self, line);
  _sakiyomi_game_session_set_status (self, text);
  g_free (self->last_move_text);
  self->last_move_text = g_steal_pointer (&text);

  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_POSITION_CHANGED], 0, before);
  _sakiyomi_game_session_advance (self);
}

/* After every change of position: the game ends, a side passes, the
 * computer starts thinking, or the person is asked to play. */
void
_sakiyomi_game_session_advance (SakiyomiGameSession *self)
{
  const SkyPosition *pos = _sakiyomi_game_session_current (self);
  SkySide side = pos->to_move;

  if (sky_position_is_over (pos))
    {
      g_autofree char *text = sakiyomi_game_session_dup_game_over (self);

      _sakiyomi_game_session_log (self, text);
      _sakiyomi_game_session_set_status (self, text);
      g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_GAME_OVER], 0);
    }
  else if (only_pass (pos))
    {
      /* Nothing to choose: announce the pass, then play it. */
      _sakiyomi_game_session_pass_soon (self);
      _sakiyomi_game_session_busy_changed (self);
    }
  else if (self->computer[side])
    {
      SkyStrength strength;

      _sakiyomi_game_session_computer_strength (self, side, &strength);
      _sakiyomi_game_session_start_search (self, &strength, FALSE);
    }
  else
    {
      g_autofree char *prompt = sakiyomi_game_session_dup_prompt (self);

      /* The last move stays in view before the prompt, on one line. */
      if (self->last_move_text != NULL)
        {
          g_autofree char *both = sakiyomi_status_join (self->last_move_text,
                                                        prompt);
          _sakiyomi_game_session_set_status (self, both);
        }
      else
        _sakiyomi_game_session_set_status (self, prompt);
    }

  changed (self);
}

/* The log's first lines: the game and who plays each side. */
/* ---- Moving through the game -------------------------------------------- */

void
sakiyomi_game_session_play (SakiyomiGameSession *self,
                            SkyMove              move)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));
  g_return_if_fail (sky_position_is_legal_move (_sakiyomi_game_session_current (self), move));

  /* A hint still being looked for is of the position left behind. */
  if (self->request != 0)
    _sakiyomi_game_session_forget_search (self);
  _sakiyomi_game_session_play_move (self, move);
}

/* Looking back at a finished game: what the review is doing, or what
 * can be done.  There is no game to go back to, so the words are not
 * those of a game in progress; the review's own close button is the way
 * out of it, and the words do not send anyone looking for another. */
static char *
finished_review_text (SakiyomiGameSession *self)
{
  guint done, total;

  if (self->review == NULL)
    return g_strdup (_("Play a move to go on from here"));
  if (sakiyomi_game_review_is_finished (self->review))
    return g_strdup (_("Choose a move to see how it was judged"));
  done = sakiyomi_game_review_get_n_done (self->review);
  total = sakiyomi_game_review_get_n_plies (self->review);
  /* TRANSLATORS: the review's progress in the status: "Reviewing: 12 of
   * 60 moves judged" */
  return g_strdup_printf (ngettext ("Reviewing: %u of %u move judged",
                                    "Reviewing: %u of %u moves judged",
                                    total),
                          done, total);
}

/* The status while looking back: one line, the move shown (without a
 * number: the move list numbers the moves) and what is happening. */
void
_sakiyomi_game_session_show_review_status (SakiyomiGameSession *self)
{
  g_autofree char *text = NULL;
  g_autofree char *move = NULL;
  g_autofree char *what = NULL;

  if (!self->reviewing)
    return;
  if (self->ply > 0)
    move = sakiyomi_describe_move (sky_record_get_position (self->record,
                                                            self->ply - 1),
                                   sky_record_get_move (self->record,
                                                        self->ply - 1));
  else
    move = g_strdup (_("The start position"));
  if (sky_position_is_over (sky_record_get_end (self->record)))
    what = finished_review_text (self);
  else
    what = g_strdup (_("The computer waits while you look back"));
  text = sakiyomi_status_join (move, what);
  _sakiyomi_game_session_set_status (self, text);
}

static void
show_review (SakiyomiGameSession *self)
{
  _sakiyomi_game_session_show_review_status (self);
  changed (self);
}

void
sakiyomi_game_session_go_to_ply (SakiyomiGameSession *self,
                                 guint                ply,
                                 gboolean             reviewing)
{
  guint old;
  const SkyPosition *pos;

  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));
  g_return_if_fail (ply <= _sakiyomi_game_session_n_moves (self));

  old = self->ply;
  _sakiyomi_game_session_forget_search (self);
  self->ply = ply;
  /* At the end of the game only a game review keeps the computer waiting. */
  self->reviewing = reviewing
                    && (ply < _sakiyomi_game_session_n_moves (self) || self->review != NULL);
  if (!self->reviewing)
    self->game_ply = ply;
  g_clear_pointer (&self->last_move_text, g_free);
  if (ply > 0)
    self->last_move_text = sakiyomi_describe_move (sky_record_get_position (self->record,
                                                                            ply - 1),
                                                   sky_record_get_move (self->record,
                                                                        ply - 1));
  pos = _sakiyomi_game_session_current (self);
  /* One move forward turns the discs over as it was played. */
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_POSITION_CHANGED], 0,
                 ply == old + 1 ? sky_record_get_position (self->record, old)
                                : NULL);
  if (self->reviewing)
    show_review (self);
  else if (sky_position_is_over (pos))
    {
      /* Back at the end of a finished game: said once in the log already. */
      g_autofree char *text = sakiyomi_game_session_dup_game_over (self);

      _sakiyomi_game_session_set_status (self, text);
      changed (self);
    }
  else
    _sakiyomi_game_session_advance (self);
}

void
sakiyomi_game_session_undo (SakiyomiGameSession *self)
{
  int target;

  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  target = undo_target (self);
  if (target < 0)
    return;
  /* The moves stay in the record for redo until another is played. */
  _sakiyomi_game_session_forget_search (self);
  self->ply = target;
  if (!self->reviewing)
    self->game_ply = target;
  /* The last search's report is of a move taken back now. */
  _sakiyomi_game_session_clear_report (self);
  _sakiyomi_game_session_log (self, _("Moves taken back"));
  g_free (self->last_move_text);
  self->last_move_text = g_strdup (_("Moves taken back"));
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_POSITION_CHANGED], 0, NULL);
  if (self->reviewing)
    show_review (self);
  else
    _sakiyomi_game_session_advance (self);
}

void
sakiyomi_game_session_redo (SakiyomiGameSession *self)
{
  guint n, target;

  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  n = _sakiyomi_game_session_n_moves (self);
  target = self->ply + 1;
  if (self->ply >= n)
    return;
  /* Forward to the person's next turn, as undo goes back to the last. */
  if (self->mode != SAKIYOMI_MODE_COMPUTERS)
    while (target < n
           && !persons_stop (self, sky_record_get_position (self->record, target)))
      target++;
  sakiyomi_game_session_go_to_ply (self, target, self->reviewing);
}

void
sakiyomi_game_session_back_to_game (SakiyomiGameSession *self)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));
  /* Where the game was left, not the moves kept for redo after it. */
  sakiyomi_game_session_go_to_ply (self, MIN (self->game_ply,
                                              _sakiyomi_game_session_n_moves (self)),
                                   FALSE);
}

void
sakiyomi_game_session_continue_here (SakiyomiGameSession *self)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  _sakiyomi_game_session_drop_review (self);
  sky_record_truncate (self->record, self->ply);
  self->reviewing = FALSE;
  self->game_ply = self->ply;
  sakiyomi_game_details_forget (self->record);
  _sakiyomi_game_session_keep_game (self);
  _sakiyomi_game_session_log (self, _("Later moves dropped"));
  _sakiyomi_game_session_advance (self);
}

/* ---- Settings ----------------------------------------------------------- */

gboolean
sakiyomi_game_session_value_changes_game (SakiyomiGameSession *self,
                                          const char          *key,
                                          GVariant            *value)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);

  if (g_str_equal (key, "game"))
    return g_strcmp0 (g_variant_get_string (value, NULL), self->game->id) != 0;
  if (g_str_equal (key, "misere"))
    return self->game->has_misere
           && g_variant_get_boolean (value) != self->setup.misere;
  if (g_str_equal (key, "opponent"))
    return self->computer[0] || self->computer[1];
  return FALSE;
}

/* Settings that start a new game when they change. */
static gboolean
setting_changes_game (SakiyomiGameSession *self,
                      const char          *key)
{
  if (g_str_equal (key, "game"))
    return sakiyomi_settings_get_game (self->settings) != self->game->kind;
  if (g_str_equal (key, "misere"))
    return self->game->has_misere
           && g_settings_get_boolean (self->settings, "misere") != self->setup.misere;
  if (g_str_equal (key, "opponent"))
    return self->computer[0] || self->computer[1];
  return FALSE;
}

void
sakiyomi_game_session_write_setting (SakiyomiGameSession *self,
                                     const char          *key,
                                     GVariant            *value)
{
  SakiyomiGameSession *outer = settings_writer;
  g_autoptr(GVariant) owned = g_variant_ref_sink (value);

  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  settings_writer = self;
  g_settings_set_value (self->settings, key, owned);
  settings_writer = outer;
}

gboolean
sakiyomi_game_session_setting_is_others (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);
  return settings_writer != NULL && settings_writer != self;
}

void
sakiyomi_game_session_setting_changed (SakiyomiGameSession *self,
                                       const char          *key)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  if (self->record == NULL)
    return;
  if (sakiyomi_game_session_setting_is_others (self))
    {
      /* Another window's game: the names shown may say other opponents. */
      changed (self);
      return;
    }
  if (setting_changes_game (self, key))
    sakiyomi_game_session_new_game (self, self->mode, FALSE);
  else
    /* Strengths and display preferences apply at once; the names shown
     * say what the next search will use. */
    changed (self);
}

/* ---- State -------------------------------------------------------------- */

void
sakiyomi_game_session_show_status (SakiyomiGameSession *self,
                                   const char          *text)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));
  _sakiyomi_game_session_set_status (self, text);
}

void
sakiyomi_game_session_announce (SakiyomiGameSession *self,
                                const char          *text)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  _sakiyomi_game_session_log (self, text);
  _sakiyomi_game_session_set_status (self, text);
}

void
sakiyomi_game_session_save (SakiyomiGameSession *self)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  if (self->autosave != NULL)
    sakiyomi_autosave_flush (self->autosave);
}

void
sakiyomi_game_session_reseed (SakiyomiGameSession *self,
                              guint32              seed)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  g_rand_set_seed (self->rand, seed);
  sakiyomi_ai_worker_reseed (self->worker, seed);
}

SkyPlayerKind
sakiyomi_game_session_get_opponent (SakiyomiGameSession *self,
                                    SkySide              side)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), SKY_PLAYER_MINIMAX);

  /* The second side of computer against computer is the second computer. */
  if (self->mode == SAKIYOMI_MODE_COMPUTERS && side == SKY_SIDE_SECOND)
    return sakiyomi_settings_get_second_opponent (self->settings);
  return sakiyomi_settings_get_opponent (self->settings);
}

GSettings *
sakiyomi_game_session_get_settings (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);
  return self->settings;
}

SakiyomiAiWorker *
sakiyomi_game_session_get_worker (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);
  return self->worker;
}

const SkyGame *
sakiyomi_game_session_get_game (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);
  return self->game;
}

gboolean
sakiyomi_game_session_is_misere (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);
  return self->setup.misere;
}

SakiyomiMode
sakiyomi_game_session_get_mode (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), 0);
  return self->mode;
}

gboolean
sakiyomi_game_session_is_computer (SakiyomiGameSession *self,
                                   SkySide              side)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);
  return self->computer[side != SKY_SIDE_FIRST];
}

const SkyRecord *
sakiyomi_game_session_get_record (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);
  return self->record;
}

guint
sakiyomi_game_session_get_ply (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), 0);
  return self->ply;
}

guint
sakiyomi_game_session_get_n_moves (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), 0);
  return _sakiyomi_game_session_n_moves (self);
}

const SkyPosition *
sakiyomi_game_session_get_position (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);
  return _sakiyomi_game_session_current (self);
}

gboolean
sakiyomi_game_session_is_reviewing (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);
  return self->reviewing;
}

gboolean
sakiyomi_game_session_is_busy (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);
  return _sakiyomi_game_session_is_busy (self);
}

gboolean
sakiyomi_game_session_is_persons_turn (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);
  return _sakiyomi_game_session_persons_turn (self);
}

gboolean
sakiyomi_game_session_can_undo (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);
  return undo_target (self) >= 0;
}

gboolean
sakiyomi_game_session_can_redo (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);
  return self->ply < _sakiyomi_game_session_n_moves (self);
}

gboolean
sakiyomi_game_session_can_hint (SakiyomiGameSession *self)
{
  const SkyPosition *pos;

  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);
  pos = _sakiyomi_game_session_current (self);
  return !sky_position_is_over (pos) && _sakiyomi_game_session_persons_turn (self) && !only_pass (pos);
}

gboolean
sakiyomi_game_session_is_in_progress (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);
  return _sakiyomi_game_session_n_moves (self) > 0
         && !sky_position_is_over (sky_record_get_end (self->record));
}

const char *
sakiyomi_game_session_get_keep_problem (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);
  return self->keep_problem;
}

const char *
sakiyomi_game_session_get_status (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);
  return self->status != NULL ? self->status : "";
}

const SakiyomiSearchReport *
sakiyomi_game_session_get_report (SakiyomiGameSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);
  return self->has_report ? &self->report : NULL;
}

gboolean
sakiyomi_game_session_get_tree_search (SakiyomiGameSession  *self,
                                       const SkyPosition   **position,
                                       SkyStrength          *strength,
                                       guint32              *seed)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);

  if (self->tree_position == NULL)
    return FALSE;
  *position = self->tree_position;
  *strength = self->tree_strength;
  *seed = self->tree_seed;
  return TRUE;
}

void
sakiyomi_game_session_get_search_counts (SakiyomiGameSession  *self,
                                         SakiyomiSearchCounts *counts)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));
  *counts = self->search_counts;
}

/* ---- GObject ------------------------------------------------------------ */

static void
sakiyomi_game_session_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SakiyomiGameSession *self = SAKIYOMI_GAME_SESSION (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      g_value_set_string (value, sakiyomi_game_session_get_status (self));
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, _sakiyomi_game_session_is_busy (self));
      break;
    case PROP_KEEP_PROBLEM:
      g_value_set_string (value, self->keep_problem);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_game_session_dispose (GObject *object)
{
  SakiyomiGameSession *self = SAKIYOMI_GAME_SESSION (object);

  if (self->worker != NULL)
    {
      _sakiyomi_game_session_forget_search (self);
      g_signal_handlers_disconnect_by_data (self->worker, self);
    }
  if (self->review != NULL)
    {
      sakiyomi_game_review_cancel (self->review);
      g_clear_object (&self->review);
    }
  g_clear_object (&self->worker);
  if (self->autosave != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->autosave, self);
      /* The newest state on disk, and the folder free for the next copy
       * of the app, even while a write still holds the object. */
      sakiyomi_autosave_close (self->autosave);
      g_clear_object (&self->autosave);
    }
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (sakiyomi_game_session_parent_class)->dispose (object);
}

static void
sakiyomi_game_session_finalize (GObject *object)
{
  SakiyomiGameSession *self = SAKIYOMI_GAME_SESSION (object);

  g_clear_pointer (&self->record, sky_record_free);
  g_clear_pointer (&self->status, g_free);
  g_clear_pointer (&self->keep_problem, g_free);
  g_clear_pointer (&self->last_move_text, g_free);
  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->tree_position, sky_position_free);
  g_clear_pointer (&self->report.position, sky_position_free);
  G_OBJECT_CLASS (sakiyomi_game_session_parent_class)->finalize (object);
}

static void
sakiyomi_game_session_class_init (SakiyomiGameSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sakiyomi_game_session_get_property;
  object_class->dispose = sakiyomi_game_session_dispose;
  object_class->finalize = sakiyomi_game_session_finalize;

  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* Why the game in progress is not being kept on disk now, or NULL. */
  properties[PROP_KEEP_PROBLEM] =
    g_param_spec_string ("keep-problem", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Anything shown may have changed: the players, the game's end, what
   * can be done now, the move list. */
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The position shown is another; the argument is the one before it when
   * a single move led here (to animate), else NULL. */
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_POSITION_CHANGED] =
    g_signal_new ("position-changed", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_POINTER);
  /* A line for the game's log, and the log starting over. */
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_LOG] =
    g_signal_new ("log", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_LOG_CLEARED] =
    g_signal_new ("log-cleared", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A search started (TRUE, with what to say) or ended (FALSE, NULL). */
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_THINKING] =
    g_signal_new ("thinking", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_BOOLEAN,
                  G_TYPE_STRING);
  /* The search in flight's SkyProgress. */
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /* The computer's last search changed (see get_report). */
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_REPORT_CHANGED] =
    g_signal_new ("report-changed", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A hint's SkySearchResult (values in whole units), and whether every
   * move's value is to be shown. */
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_HINT] =
    g_signal_new ("hint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER,
                  G_TYPE_BOOLEAN);
  /* The game just ended (played to its end, not gone back to). */
  /* A review of the game started, or was dropped (get_review). */
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_REVIEW_CHANGED] =
    g_signal_new ("review-changed", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* News about keeping the game for the next start, for the person: it
   * is kept again, or the game kept last time could not be restored. */
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_KEEP_NOTICE] =
    g_signal_new ("keep-notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_PRACTICE_NOTICE] =
    g_signal_new ("practice-notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sakiyomi_game_session_init (SakiyomiGameSession *self)
{
  self->rand = g_rand_new ();
  sky_review_options_init_default (&self->review_options);
  self->worker = sakiyomi_ai_worker_new (g_rand_int (self->rand));
  g_signal_connect (self->worker, "progress", G_CALLBACK (_sakiyomi_game_session_on_progress), self);
}

SakiyomiGameSession *
sakiyomi_game_session_new (GSettings        *settings,
                           SakiyomiAutosave *autosave)
{
  SakiyomiGameSession *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (autosave == NULL || SAKIYOMI_IS_AUTOSAVE (autosave), NULL);

  self = g_object_new (SAKIYOMI_TYPE_GAME_SESSION, NULL);
  self->settings = g_object_ref (settings);
  self->autosave = autosave != NULL ? g_object_ref (autosave) : NULL;
  if (self->autosave != NULL)
    {
      g_signal_connect_swapped (self->autosave, "notify::error-message",
                                G_CALLBACK (update_keep_problem), self);
      g_signal_connect_swapped (self->autosave, "notify::held-elsewhere",
                                G_CALLBACK (update_keep_problem), self);
      update_keep_problem (self);
    }
  return self;
}
