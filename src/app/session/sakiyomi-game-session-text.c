/* sakiyomi-game-session-text.c: what the session says in words: the
 * players' names, results, prompts and the reasons a move is not legal.
 * Built on the session's public state alone. */
#define G_LOG_DOMAIN "sakiyomi-game-session"

#include "config.h"

#include <glib/gi18n.h>

#include "ggf.h"
#include "printable.h"
#include "sakiyomi-game-details.h"
#include "sakiyomi-game-session.h"
#include "sakiyomi-game-text.h"
#include "sakiyomi-record-file.h"
#include "value-format.h"

char *
sakiyomi_game_session_dup_player_name (SakiyomiGameSession *self,
                                       SkySide              side)
{
  SakiyomiMode mode = sakiyomi_game_session_get_mode (self);
  g_autofree char *description = NULL;
  const SkyRecord *record;
  const char *file_name;

  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);

  /* A game from a file is shown with its own players until play goes on
   * from it (sakiyomi-game-details.h). */
  record = sakiyomi_game_session_get_record (self);
  file_name = record != NULL ? sakiyomi_game_details_get_player (record, side) : NULL;
  /* A name from a file: no control character, and no right-to-left
   * override that would turn the rest of the label round. */
  if (file_name != NULL)
    return sky_text_printable (file_name);
  if (!sakiyomi_game_session_is_computer (self, side))
    {
      if (mode == SAKIYOMI_MODE_TWO_PEOPLE)
        return g_strdup (side == SKY_SIDE_FIRST ? _("Player 1")
                                                : _("Player 2"));
      return g_strdup (_("You"));
    }
  description = sakiyomi_game_session_dup_computer_name (self, side);
  /* TRANSLATORS: "Computer (Level 4 · Casual)", "Computer (Minimax,
   * depth 4, alpha-beta)" */
  return g_strdup_printf (_("Computer (%s)"), description);
}

static gboolean
has_file_players (SakiyomiGameSession *self)
{
  const SkyRecord *record = sakiyomi_game_session_get_record (self);

  return record != NULL
         && (sakiyomi_game_details_get_player (record, SKY_SIDE_FIRST) != NULL
             || sakiyomi_game_details_get_player (record, SKY_SIDE_SECOND) != NULL);
}

char *
sakiyomi_game_session_dup_result (SakiyomiGameSession *self)
{
  const SkyGame *game = sakiyomi_game_session_get_game (self);
  SakiyomiMode mode = sakiyomi_game_session_get_mode (self);
  SkyResult result;
  gboolean vs_computer;
  SkySide winner;

  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);

  result = game->result (sakiyomi_game_session_get_position (self));
  /* The players of a game from a file are its own, not "you" and "the
   * computer". */
  vs_computer = (mode == SAKIYOMI_MODE_FIRST || mode == SAKIYOMI_MODE_SECOND)
                && !has_file_players (self);
  winner = result == SKY_RESULT_FIRST_WINS ? SKY_SIDE_FIRST : SKY_SIDE_SECOND;
  if (result == SKY_RESULT_DRAW)
    return g_strdup (_("Draw"));
  if (vs_computer)
    return g_strdup (sakiyomi_game_session_is_computer (self, winner) ? _("The computer wins")
                                            : _("You win!"));
  /* TRANSLATORS: "Black wins" */
  return g_strdup_printf (_("%s wins"),
                          sakiyomi_side_name (game, winner));
}

char *
sakiyomi_game_session_dup_final_score (SakiyomiGameSession *self)
{
  const SkyGame *game = sakiyomi_game_session_get_game (self);
  const SkyPosition *pos;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);

  pos = sakiyomi_game_session_get_position (self);
  if (game->describe_end != NULL)
    return game->describe_end (pos);
  first = sakiyomi_format_score (game->score (pos, SKY_SIDE_FIRST));
  second = sakiyomi_format_score (game->score (pos, SKY_SIDE_SECOND));
  /* TRANSLATORS: "Black 40 : 24 White" */
  return g_strdup_printf (_("%s %s : %s %s"),
                          sakiyomi_side_name (game, SKY_SIDE_FIRST),
                          first, second,
                          sakiyomi_side_name (game, SKY_SIDE_SECOND));
}

char *
sakiyomi_game_session_dup_game_over (SakiyomiGameSession *self)
{
  g_autofree char *result = sakiyomi_game_session_dup_result (self);
  g_autofree char *score = sakiyomi_game_session_dup_final_score (self);

  /* TRANSLATORS: "Game over: Black wins (Black 40 : 24 White)" */
  return g_strdup_printf (_("Game over: %s (%s)"), result, score);
}

char *
sakiyomi_game_session_format_value (const SkyGame         *game,
                                    SkyPlayerKind          kind,
                                    gboolean               engine,
                                    const SkySearchResult *result)
{
  SkyStrength strength = { .kind = kind, .engine = engine };
  SkyValueUnit unit = sky_value_unit_for_search (game->kind, &strength);
  g_autofree char *value =
    sky_value_format (unit, sky_value_from_search (game->kind, &strength,
                                                   result, result->value),
                      SKY_VALUE_STYLE_LONG);

  if (engine && result->book && unit == SKY_VALUE_UNIT_DISCS)
    /* TRANSLATORS: a final disc difference from the opening book: "+1.5
     * discs, from the book" */
    return g_strdup_printf (_("%s, from the book"), value);
  if (engine && result->solved && unit == SKY_VALUE_UNIT_DISCS)
    /* TRANSLATORS: the final disc difference, known exactly: "+4 discs,
     * exact" */
    return g_strdup_printf (_("%s, exact"), value);
  return g_steal_pointer (&value);
}

char *
sakiyomi_game_session_explain_illegal (SakiyomiGameSession *self,
                                       int                  cell)
{
  const SkyGame *game = sakiyomi_game_session_get_game (self);
  const SkyPosition *pos;
  g_autofree char *name = NULL;
  SkyCell c;

  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);

  pos = sakiyomi_game_session_get_position (self);
  name = sakiyomi_cell_name (game, cell);
  c = game->cell (pos, cell);
  /* The game's own reason first (number-grab's line, reversi's flips). */
  if (game->explain_illegal != NULL)
    {
      char *reason = game->explain_illegal (pos, cell, name);

      if (reason != NULL)
        return reason;
    }
  if (c.kind != SKY_CELL_EMPTY)
    /* TRANSLATORS: "e4 is not empty." */
    return g_strdup_printf (_("%s is not empty."), name);
  return g_strdup_printf (_("%s is not a legal move."), name);
}

/* The review's value of each move it judged, as the move's note (GGF
 * writes it as NBoard does, "B[F5/1.39]"), where the game reviewed is the
 * one exported up to that move. */
static void
note_review_values (SkyRecord *record, SakiyomiGameReview *review)
{
  const SkyRecord *reviewed = sakiyomi_game_review_get_record (review);
  guint n = MIN (sakiyomi_game_review_get_n_plies (review),
                 MIN (sky_record_get_n_moves (reviewed),
                      sky_record_get_n_moves (record)));

  for (guint i = 0; i < n; i++)
    {
      const SkyReviewPly *ply = sakiyomi_game_review_get_ply (review, i);

      if (sky_record_get_move (reviewed, i) != sky_record_get_move (record, i))
        break;
      if (ply != NULL && ply->played != SKY_MOVE_PASS)
        sky_record_set_move_value (record, i, ply->played_value);
    }
}

SkyRecord *
sakiyomi_game_session_export_record (SakiyomiGameSession *self)
{
  const SkyGame *game = sakiyomi_game_session_get_game (self);
  SkyRecord *copy;
  const SkyPosition *end;

  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);

  copy = sky_record_copy (sakiyomi_game_session_get_record (self));
  end = sky_record_get_end (copy);
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = sakiyomi_game_session_dup_player_name (self, side);

      sky_record_set_tag (copy,
                          sakiyomi_record_file_side_key (game->kind, side),
                          name);
    }
  if (sakiyomi_game_session_get_review (self) != NULL)
    note_review_values (copy, sakiyomi_game_session_get_review (self));
  /* A game's own result, as a GGF file gave it ("+8.500" with a komi),
   * is kept where it agrees with the board. */
  if (sky_position_is_over (end) && !sky_ggf_result_agrees (copy))
    {
      g_autofree char *result = g_strdup_printf ("%d-%d",
                                                 game->score (end, SKY_SIDE_FIRST),
                                                 game->score (end, SKY_SIDE_SECOND));

      sky_record_set_tag (copy, "Result", result);
    }
  return copy;
}

char *
sakiyomi_game_session_dup_prompt (SakiyomiGameSession *self)
{
  const SkyGame *game = sakiyomi_game_session_get_game (self);
  const SkyPosition *pos = sakiyomi_game_session_get_position (self);
  SakiyomiMode mode = sakiyomi_game_session_get_mode (self);
  SkySide side = pos->to_move;
  const char *who = sakiyomi_side_name (game, side);
  gboolean two_people = mode == SAKIYOMI_MODE_TWO_PEOPLE;

  /* Where the rules say where to move (number-grab's line), they say it. */
  if (game->prompt != NULL)
    return game->prompt (pos, two_people ? who : NULL);
  if (two_people)
    /* TRANSLATORS: "Black to play" */
    return g_strdup_printf (_("%s to play"), who);
  return g_strdup (_("Your turn"));
}

