/* cli-board.c: positions and opponents as terminal text, and the position a
 * subcommand starts from. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli-board.h"
#include "numbergrab.h"
#include "reversi.h"
#include "reversi-obf.h"
#include "tictactoe.h"

const char *
sky_cli_side_name (const SkyGame *game, SkySide side)
{
  switch (game->kind)
    {
    case SKY_GAME_TICTACTOE:
      return side == SKY_SIDE_FIRST ? "X" : "O";
    case SKY_GAME_REVERSI:
      return side == SKY_SIDE_FIRST ? _("Black") : _("White");
    case SKY_GAME_NUMBERGRAB:
    case SKY_N_GAMES:
    default:
      return side == SKY_SIDE_FIRST ? _("First player") : _("Second player");
    }
}

/* The column letters over the cells, each cell_width wide with the letter
 * in column letter_at of the cell. */
static void
append_column_letters (GString *text, int width, int cell_width,
                       int letter_at)
{
  g_string_append (text, "   ");
  for (int col = 0; col < width; col++)
    g_string_append_printf (text, "%*c%*s", letter_at + 1, 'a' + col,
                            col + 1 < width ? cell_width - letter_at - 1 : 0,
                            "");
  g_string_append_c (text, '\n');
}

/* Number-grab: the numbers as the seed prints them, "**" where taken, and
 * the numbers the side to move may take in brackets. */
static void
append_numbergrab_cell (GString *text, const SkyPosition *pos, int index,
                        gboolean legal)
{
  SkyCell cell = pos->game->cell (pos, index);

  if (cell.kind == SKY_CELL_TAKEN)
    g_string_append (text, "  ** ");
  else if (legal)
    g_string_append_printf (text, " [%+d]", cell.value);
  else
    g_string_append_printf (text, "  %+d ", cell.value);
}

char *
sky_cli_format_board (const SkyPosition *pos, gboolean mark_legal)
{
  const SkyGame *game = pos->game;
  gboolean is_numbergrab = game->kind == SKY_GAME_NUMBERGRAB;
  int cell_width = is_numbergrab ? 5 : 2;
  gboolean legal[SKY_MAX_MOVES] = { FALSE, };
  SkyMove moves[SKY_MAX_MOVES];
  GString *text = g_string_new (NULL);
  int n;

  if (mark_legal)
    {
      n = sky_position_legal_moves (pos, moves);
      for (int i = 0; i < n; i++)
        if (moves[i] >= 0)
          legal[moves[i]] = TRUE;
    }

  append_column_letters (text, game->width, cell_width,
                         is_numbergrab ? 3 : 1);
  for (int row = 0; row < game->height; row++)
    {
      g_string_append_printf (text, "%2d ", row + 1);
      for (int col = 0; col < game->width; col++)
        {
          int index = row * game->width + col;
          SkyCell cell;

          if (is_numbergrab)
            {
              append_numbergrab_cell (text, pos, index, legal[index]);
              continue;
            }
          cell = game->cell (pos, index);
          g_string_append_c (text, ' ');
          if (cell.kind == SKY_CELL_FIRST)
            g_string_append_c (text, 'X');
          else if (cell.kind == SKY_CELL_SECOND)
            g_string_append_c (text, 'O');
          else if (legal[index] && game->kind == SKY_GAME_REVERSI)
            g_string_append_c (text, '*');
          else
            g_string_append_c (text, '.');
        }
      /* No blanks at the ends of lines (number-grab's cells end in one). */
      while (text->str[text->len - 1] == ' ')
        g_string_truncate (text, text->len - 1);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* "Black 2, White 2" for the games that keep a score. */
static char *
format_scores (const SkyPosition *pos)
{
  const SkyGame *game = pos->game;

  /* TRANSLATORS: the scores of both sides, e.g. "Black 40, White 24". */
  return g_strdup_printf (_("%s %d, %s %d"),
                          sky_cli_side_name (game, SKY_SIDE_FIRST),
                          game->score (pos, SKY_SIDE_FIRST),
                          sky_cli_side_name (game, SKY_SIDE_SECOND),
                          game->score (pos, SKY_SIDE_SECOND));
}

char *
sky_cli_format_status (const SkyPosition *pos)
{
  const SkyGame *game = pos->game;
  g_autofree char *scores = NULL;
  g_autofree char *state = NULL;

  if (game->kind != SKY_GAME_TICTACTOE)
    scores = format_scores (pos);

  switch (game->result (pos))
    {
    case SKY_RESULT_FIRST_WINS:
      state = g_strdup_printf (_("%s wins."),
                               sky_cli_side_name (game, SKY_SIDE_FIRST));
      break;
    case SKY_RESULT_SECOND_WINS:
      state = g_strdup_printf (_("%s wins."),
                               sky_cli_side_name (game, SKY_SIDE_SECOND));
      break;
    case SKY_RESULT_DRAW:
      state = g_strdup (_("Draw."));
      break;
    case SKY_RESULT_NONE:
    default:
      if (game->kind == SKY_GAME_NUMBERGRAB)
        {
          gboolean is_row;
          int line = sky_numbergrab_line (pos, &is_row);

          state = is_row
                  ? g_strdup_printf (_("%s to move, taking from row %d."),
                                     sky_cli_side_name (game, pos->to_move),
                                     line + 1)
                  : g_strdup_printf (_("%s to move, taking from column %c."),
                                     sky_cli_side_name (game, pos->to_move),
                                     'a' + line);
        }
      else
        state = g_strdup_printf (_("%s to move."),
                                 sky_cli_side_name (game, pos->to_move));
      break;
    }

  if (scores != NULL)
    /* TRANSLATORS: the state of the game, then the scores. */
    return g_strdup_printf (_("%s Score: %s."), state, scores);
  return g_steal_pointer (&state);
}

char *
sky_cli_format_strength (const SkyStrength *strength)
{
  const char *name = _(sky_player_kind_name (strength->kind));
  GString *text = g_string_new (name);

  switch (strength->kind)
    {
    case SKY_PLAYER_MINIMAX:
      g_string_append_printf (text, _(", depth %d"), strength->depth);
      g_string_append (text, strength->alpha_beta ? _(", alpha-beta")
                                                  : _(", plain minimax"));
      if (strength->strong_eval)
        g_string_append (text, _(", strong evaluation"));
      break;
    case SKY_PLAYER_MONTECARLO:
      g_string_append (text, strength->tree ? _(", UCT tree search")
                                            : _(", flat"));
      if (strength->playouts > 0)
        g_string_append_printf (text, _(", %d playouts"), strength->playouts);
      else
        g_string_append (text, _(", default playouts"));
      if (strength->seconds > 0)
        g_string_append_printf (text, _(", at most %g s a move"),
                                strength->seconds);
      break;
    case SKY_PLAYER_RANDOM:
    case SKY_PLAYER_PRIORITY:
    case SKY_N_PLAYER_KINDS:
    default:
      break;
    }
  return g_string_free (text, FALSE);
}

static char *
read_stdin (GError **error)
{
  GString *text = g_string_new (NULL);
  char buffer[4096];
  size_t n;

  while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
    g_string_append_len (text, buffer, n);
  if (ferror (stdin))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("Could not read the position from standard input"));
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

static gboolean
play_record (SkyPosition *pos, const char *record, GError **error)
{
  g_auto(GStrv) tokens = NULL;
  int index = 0;

  if (pos->game->kind == SKY_GAME_REVERSI)
    return sky_reversi_play_record (pos, record, NULL, error);

  tokens = g_strsplit_set (record, " \t\n", -1);
  for (int i = 0; tokens[i] != NULL; i++)
    {
      g_autoptr(GError) move_error = NULL;
      SkyMove move;

      if (tokens[i][0] == '\0')
        continue;
      index++;
      if (!pos->game->move_from_string (pos, tokens[i], &move, &move_error))
        {
          g_set_error (error, move_error->domain, move_error->code,
                       _("Move %d of the move list: %s"), index,
                       move_error->message);
          return FALSE;
        }
      sky_position_play (pos, move);
    }
  return TRUE;
}

static gboolean
contains_misere (const char *text)
{
  g_autofree char *lower = g_ascii_strdown (text, -1);

  return strstr (lower, "misere") != NULL;
}

SkyPosition *
sky_cli_load_position (const SkyGame *game, const char *text, gboolean misere,
                       guint32 seed, const char *record, GError **error)
{
  g_autoptr(SkyPosition) pos = NULL;
  g_autofree char *input = NULL;

  if (misere && game->kind != SKY_GAME_TICTACTOE)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("--misere is only for tic-tac-toe"));
      return NULL;
    }

  if (text == NULL)
    {
      SkyGameSetup setup = { .seed = seed, .misere = misere };

      pos = sky_position_new (game, &setup);
    }
  else
    {
      if (g_strcmp0 (text, "-") == 0)
        {
          input = read_stdin (error);
          if (input == NULL)
            return NULL;
        }
      else
        input = g_strdup (text);
      /* The misère rule is part of a tic-tac-toe position's text. */
      if (misere && !contains_misere (input))
        {
          char *with_rule = g_strconcat (input, " misere", NULL);

          g_free (input);
          input = with_rule;
        }
      if (game->kind == SKY_GAME_REVERSI)
        {
          /* A board string in any layout, or an OBF line (its scores are
           * not used here). */
          pos = sky_position_new (game, NULL);
          if (!sky_reversi_obf_parse (input, pos, NULL, error))
            return NULL;
        }
      else
        pos = sky_position_new_from_string (game, input, error);
      if (pos == NULL)
        return NULL;
    }

  if (record != NULL && !play_record (pos, record, error))
    return NULL;
  return g_steal_pointer (&pos);
}
