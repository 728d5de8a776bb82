/* cli-board.c: positions and opponents as terminal text, and the position a
 * subcommand starts from. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli-board.h"
#include "cli-game.h"
#include "cli.h"
#include "levels.h"
#include "read-limited.h"

/* A side named by its letter ("X") keeps it untranslated: the board in
 * text draws the pieces as the letters X and O in every language. */
const char *
sky_cli_side_name (const SkyGame *game, SkySide side)
{
  const char *name = game->side_names[side];

  return strlen (name) == 1 ? name : _(name);
}

/* The built-in games' tags as sky_cli_side_word () writes them, for the
 * translators (xgettext finds them here; "X" and "O" stay as they are). */
static const char *const side_words[] G_GNUC_UNUSED = {
  N_("black"), N_("white"), N_("first"), N_("second"),
};

const char *
sky_cli_side_word (const SkyGame *game, SkySide side)
{
  const char *tag = game->side_tags[side];
  g_autofree char *word = NULL;

  if (strlen (tag) == 1)
    return tag;
  word = g_ascii_strdown (tag, -1);
  return _(g_intern_string (word));
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

/* A cell in the plain form: X, O or '.'. */
static void
append_plain_cell (GString *text, const SkyPosition *pos, int index)
{
  SkyCell cell = pos->game->cell (pos, index);

  g_string_append_c (text, ' ');
  if (cell.kind == SKY_CELL_FIRST)
    g_string_append_c (text, 'X');
  else if (cell.kind == SKY_CELL_SECOND)
    g_string_append_c (text, 'O');
  else
    g_string_append_c (text, '.');
}

char *
sky_cli_format_board (const SkyPosition *pos, gboolean mark_legal)
{
  const SkyGame *game = pos->game;
  const SkyCliGame *cli_game = sky_cli_game (game);
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

  append_column_letters (text, game->width, cli_game->cell_width,
                         cli_game->letter_at);
  for (int row = 0; row < game->height; row++)
    {
      g_string_append_printf (text, "%2d ", row + 1);
      for (int col = 0; col < game->width; col++)
        {
          int index = row * game->width + col;

          if (cli_game->append_cell != NULL)
            cli_game->append_cell (text, pos, index, legal[index]);
          else
            append_plain_cell (text, pos, index);
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

  if (game->shows_score)
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
      if (sky_cli_game (game)->to_move != NULL)
        state = sky_cli_game (game)->to_move (pos);
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
  if (strength->random_percent > 0)
    /* TRANSLATORS: the chance that the opponent plays a random move */
    g_string_append_printf (text, _(", %d%% random moves"),
                            strength->random_percent);
  return g_string_free (text, FALSE);
}

char *
sky_cli_format_player (const char *spec, const SkyGame *game,
                       const SkyStrength *strength)
{
  g_autofree char *words = sky_cli_format_strength (strength);
  int level;

  if (spec == NULL || !sky_cli_parse_level (spec, game, &level))
    return g_steal_pointer (&words);
  {
    g_autofree char *name = sky_level_display_name (game, level);

    /* TRANSLATORS: a strength level, then the opponent it is made of:
     * "Level 2 · Beginner: Minimax, depth 9, alpha-beta" */
    return g_strdup_printf (_("%s: %s"), name, words);
  }
}

/* The most read of a position on standard input: a position's text is
 * under a hundred bytes. */
#define POSITION_MAX_LENGTH (64 * 1024)

static char *
read_stdin (GError **error)
{
  GString *text = g_string_new (NULL);
  char buffer[4096];
  size_t n;

  while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
    {
      if (text->len + n > POSITION_MAX_LENGTH)
        {
          sky_read_set_too_long (error, _("standard input"),
                                 POSITION_MAX_LENGTH, _("a position"));
          g_string_free (text, TRUE);
          return NULL;
        }
      g_string_append_len (text, buffer, n);
    }
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
  const SkyCliGame *cli_game = sky_cli_game (pos->game);
  g_auto(GStrv) tokens = NULL;
  int index = 0;

  if (cli_game->play_moves != NULL)
    return cli_game->play_moves (pos, record, error);

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

/* The rule is part of the position's text (" misere"). */
gboolean
sky_cli_is_misere (const SkyPosition *pos)
{
  g_autofree char *text = NULL;

  if (!pos->game->has_misere)
    return FALSE;
  text = pos->game->position_to_string (pos);
  return contains_misere (text);
}

SkyPosition *
sky_cli_load_position (const SkyGame *game, const char *text, gboolean misere,
                       guint32 seed, const char *record, GError **error)
{
  g_autoptr(SkyPosition) pos = NULL;
  g_autofree char *input = NULL;

  if (misere && !game->has_misere)
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
      /* The misère rule is part of the position's text. */
      if (misere && !contains_misere (input))
        {
          char *with_rule = g_strconcat (input, " misere", NULL);

          g_free (input);
          input = with_rule;
        }
      if (sky_cli_game (game)->parse_position != NULL)
        {
          pos = sky_position_new (game, NULL);
          if (!sky_cli_game (game)->parse_position (input, pos, error))
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
