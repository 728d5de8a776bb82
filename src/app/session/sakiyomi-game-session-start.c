/* sakiyomi-game-session-start.c: starting a game in the session: a new
 * one, one opened or set up (a record handed over), and the game in
 * progress restored at start-up. */
#define G_LOG_DOMAIN "sakiyomi-game-session"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-game-session-private.h"
#include "sakiyomi-game-text.h"

static void
set_players (SakiyomiGameSession *self,
             SakiyomiMode         mode)
{
  self->mode = mode;
  self->computer[SKY_SIDE_FIRST] = mode == SAKIYOMI_MODE_SECOND
                                   || mode == SAKIYOMI_MODE_COMPUTERS;
  self->computer[SKY_SIDE_SECOND] = mode == SAKIYOMI_MODE_FIRST
                                    || mode == SAKIYOMI_MODE_COMPUTERS;
}

static void
log_players (SakiyomiGameSession *self)
{
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = sakiyomi_game_session_dup_player_name (self, side);
      /* TRANSLATORS: "Black: You", "White: Computer (Minimax, depth 4)" */
      g_autofree char *text = g_strdup_printf (_("%s: %s"),
                                               sakiyomi_side_name (self->game, side),
                                               name);

      _sakiyomi_game_session_log (self, text);
    }
}

/* ---- Starting games ----------------------------------------------------- */

void
sakiyomi_game_session_new_game (SakiyomiGameSession *self,
                                SakiyomiMode         mode,
                                gboolean             same_setup)
{
  SkyGameKind kind;
  g_autofree char *text = NULL;
  g_autoptr(SkyPosition) start = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H:%M");

  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));

  /* A new game is the settings' game; restarting a game they cannot name
   * (a test's own) plays it again. */
  if (same_setup && self->game != NULL
      && !sakiyomi_settings_names_game (self->settings, self->game))
    kind = self->game->kind;
  else
    kind = sakiyomi_settings_get_game (self->settings);
  _sakiyomi_game_session_forget_search (self);
  _sakiyomi_game_session_drop_review (self);

  self->game = sky_game_get (kind);
  set_players (self, mode);
  if (!same_setup)
    self->setup.seed = g_rand_int (self->rand);
  self->setup.misere = g_settings_get_boolean (self->settings, "misere");
  g_clear_pointer (&self->last_move_text, g_free);

  /* Restarting plays the same start again, opened games' too. */
  if (same_setup && self->record != NULL
      && sky_record_get_game (self->record) == self->game)
    start = sky_position_copy (sky_record_get_start (self->record));
  else
    {
      start = sky_position_new (self->game, &self->setup);
      self->board_from_record = FALSE;
    }
  if (self->game->is_misere != NULL)
    self->setup.misere = self->game->is_misere (start);
  g_clear_pointer (&self->record, sky_record_free);
  self->record = sky_record_new (start);
  sky_record_set_tag (self->record, "Date", date);
  self->ply = self->game_ply = 0;
  self->reviewing = FALSE;
  _sakiyomi_game_session_keep_game (self);

  /* Only now that the record is of the new game: the change is signalled
   * at once, and its handlers read the record's position as self->game's
   * (a number-grab board read from a tic-tac-toe position overran it). */
  if (!same_setup && self->game->board_from_seed)
    {
      g_autofree char *seed_key = sakiyomi_settings_game_key (self->game, "seed");

      if (sakiyomi_settings_has_key (self->settings, seed_key))
        g_settings_set_uint (self->settings, seed_key, self->setup.seed);
    }

  _sakiyomi_game_session_clear_report (self);
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_LOG_CLEARED], 0);
  if (self->game->board_from_seed && !self->board_from_record)
    /* TRANSLATORS: "New game: Number-grab, board 12345" */
    text = g_strdup_printf (_("New game: %s, board %u"),
                            sakiyomi_game_name (kind, FALSE),
                            self->setup.seed);
  else
    /* TRANSLATORS: "New game: Reversi" */
    text = g_strdup_printf (_("New game: %s"),
                            sakiyomi_game_name (kind, self->setup.misere));
  _sakiyomi_game_session_log (self, text);
  log_players (self);
  _sakiyomi_game_session_set_status (self, "");

  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_POSITION_CHANGED], 0, NULL);
  _sakiyomi_game_session_advance (self);
}

void
sakiyomi_game_session_replace (SakiyomiGameSession *self,
                               SkyRecord           *record,
                               SakiyomiMode         mode,
                               const char          *origin)
{
  const SkyPosition *start;
  g_autofree char *text = NULL;

  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));
  g_return_if_fail (record != NULL);

  start = sky_record_get_start (record);
  _sakiyomi_game_session_forget_search (self);
  _sakiyomi_game_session_drop_review (self);
  g_clear_pointer (&self->record, sky_record_free);
  self->record = record;
  self->game = start->game;
  set_players (self, mode);
  if (self->game->is_misere != NULL)
    self->setup.misere = self->game->is_misere (start);
  self->board_from_record = TRUE;
  self->ply = self->game_ply = _sakiyomi_game_session_n_moves (self);
  self->reviewing = FALSE;
  _sakiyomi_game_session_keep_game (self);

  /* The menus follow the game; the game is already this one, so the
   * settings do not start another. */
  if (sakiyomi_settings_names_game (self->settings, self->game))
    sakiyomi_game_session_write_setting (self, "game",
                                         g_variant_new_string (self->game->id));
  if (self->game->has_misere)
    sakiyomi_game_session_write_setting (self, "misere",
                                         g_variant_new_boolean (self->setup.misere));
  sakiyomi_game_session_write_setting (self, "player-mode",
                                       g_variant_new_string (sakiyomi_mode_id (mode)));

  _sakiyomi_game_session_clear_report (self);
  g_signal_emit (self, _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_LOG_CLEARED], 0);
  text = sakiyomi_game_session_dup_origin_text (self, origin);
  _sakiyomi_game_session_log (self, text);
  log_players (self);

  sakiyomi_game_session_go_to_ply (self, _sakiyomi_game_session_n_moves (self), FALSE);
}

char *
sakiyomi_game_session_dup_origin_text (SakiyomiGameSession *self,
                                       const char          *origin)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);

  /* A position opened has no moves to count. */
  if (_sakiyomi_game_session_n_moves (self) == 0)
    return g_strdup_printf (_("%s: %s"), origin,
                            sakiyomi_game_name (self->game->kind, self->setup.misere));
  /* TRANSLATORS: "Game opened: Reversi, 23 moves" (the first %s says how) */
  return g_strdup_printf (ngettext ("%s: %s, %u move", "%s: %s, %u moves",
                                    _sakiyomi_game_session_n_moves (self)),
                          origin,
                          sakiyomi_game_name (self->game->kind, self->setup.misere),
                          _sakiyomi_game_session_n_moves (self));
}

void
sakiyomi_game_session_set_up (SakiyomiGameSession *self,
                              const SkyPosition   *start,
                              SakiyomiMode         mode)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H:%M");
  SkyRecord *record;

  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (self));
  g_return_if_fail (start != NULL);

  record = sky_record_new (start);
  sky_record_set_tag (record, "Date", date);
  /* TRANSLATORS: the log's first line after the position editor, "Position
   * set up: Reversi, 0 moves" */
  sakiyomi_game_session_replace (self, record, mode, _("Position set up"));
}

gboolean
sakiyomi_game_session_restore (SakiyomiGameSession *self)
{
  SakiyomiMode mode;
  SkyRecord *record;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;

  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), FALSE);

  if (self->autosave == NULL)
    return FALSE;
  record = sakiyomi_autosave_restore (self->autosave, &mode, &aside, &error);
  if (record == NULL && error != NULL)
    {
      g_autofree char *reason = sakiyomi_sentence (error->message);
      g_autofree char *text = NULL;

      if (aside != NULL)
        {
          g_autofree char *name = g_filename_display_name (aside);

          /* TRANSLATORS: the first %s says why ("It is a named pipe
           * (FIFO), not a regular file."), the second is a file */
          text = g_strdup_printf (_("The game in progress from last time could not be restored. %s It is kept as “%s”."),
                                  reason, name);
        }
      else
        /* TRANSLATORS: %s says why ("It is a named pipe (FIFO), not a
         * regular file.") */
        text = g_strdup_printf (_("The game in progress from last time could not be restored. %s"),
                                reason);
      _sakiyomi_game_session_keep_notice (self, text);
    }
  if (record == NULL)
    return FALSE;
  sakiyomi_game_session_replace (self, record, mode, _("Game restored"));
  return TRUE;
}
