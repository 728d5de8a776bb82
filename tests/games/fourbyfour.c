/* fourbyfour.c: the rules and descriptor of four by four, the tests' own
 * fourth game.  The rules, text forms and values are in fourbyfour.h. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "fourbyfour.h"

#define FULL_BOARD 0xffff
#define N_LINES 10

typedef struct {
  SkyPosition base;
  guint16 marks[2];         /* a bit per cell, indexed by SkySide */
} FourByFourPosition;

#define FBF(pos) ((FourByFourPosition *) (pos))
#define CONST_FBF(pos) ((const FourByFourPosition *) (pos))

/* The rows, the columns, then the two diagonals. */
static const guint16 line_masks[N_LINES] = {
  0x000f, 0x00f0, 0x0f00, 0xf000,
  0x1111, 0x2222, 0x4444, 0x8888,
  0x8421, 0x1248,
};

/* The points of a line open to one side, by the side's marks on it. */
static const int line_points[4] = { 0, 1, 4, 16 };

/* The priority-table opponent: the four centre cells and the corners lie
 * on three lines each, the other edge cells on two; the centre first,
 * because a centre cell shares its lines with more empty cells early on. */
static const int priority[SKY_FOURBYFOUR_CELLS] = {
  2, 1, 1, 2,
  1, 3, 3, 1,
  1, 3, 3, 1,
  2, 1, 1, 2,
};

static const char side_letters[2] = { 'X', 'O' };

static int
count_marks (guint16 marks)
{
  return __builtin_popcount (marks);
}

static gboolean
has_line (guint16 marks)
{
  for (int i = 0; i < N_LINES; i++)
    if ((marks & line_masks[i]) == line_masks[i])
      return TRUE;
  return FALSE;
}

static void
fourbyfour_init (SkyPosition *pos, const SkyGameSetup *setup)
{
  memset (FBF (pos), 0, sizeof (FourByFourPosition));
  pos->game = &sky_fourbyfour_game;
  pos->to_move = SKY_SIDE_FIRST;
  pos->ply = 0;
  pos->last_move = SKY_MOVE_NONE;
}

static SkyResult
fourbyfour_result (const SkyPosition *pos)
{
  const FourByFourPosition *fbf = CONST_FBF (pos);

  if (has_line (fbf->marks[SKY_SIDE_FIRST]))
    return SKY_RESULT_FIRST_WINS;
  if (has_line (fbf->marks[SKY_SIDE_SECOND]))
    return SKY_RESULT_SECOND_WINS;
  if ((fbf->marks[0] | fbf->marks[1]) == FULL_BOARD)
    return SKY_RESULT_DRAW;
  return SKY_RESULT_NONE;
}

static gboolean
fourbyfour_is_over (const SkyPosition *pos)
{
  return fourbyfour_result (pos) != SKY_RESULT_NONE;
}

/* The empty cells in reading order. */
static int
fourbyfour_legal_moves (const SkyPosition *pos, SkyMove *moves)
{
  const FourByFourPosition *fbf = CONST_FBF (pos);
  guint16 occupied = fbf->marks[0] | fbf->marks[1];
  int n = 0;

  if (fourbyfour_is_over (pos))
    return 0;
  for (int i = 0; i < SKY_FOURBYFOUR_CELLS; i++)
    if (!(occupied & (1 << i)))
      moves[n++] = i;
  return n;
}

static void
fourbyfour_play (SkyPosition *pos, SkyMove move)
{
  FourByFourPosition *fbf = FBF (pos);

  g_return_if_fail (move >= 0 && move < SKY_FOURBYFOUR_CELLS);
  g_return_if_fail (!((fbf->marks[0] | fbf->marks[1]) & (1 << move)));

  fbf->marks[pos->to_move] |= 1 << move;
  pos->to_move = SKY_SIDE_OTHER (pos->to_move);
  pos->ply++;
  pos->last_move = move;
}

static int
fourbyfour_score (const SkyPosition *pos, SkySide side)
{
  SkyResult result = fourbyfour_result (pos);

  return (result == SKY_RESULT_FIRST_WINS && side == SKY_SIDE_FIRST)
         || (result == SKY_RESULT_SECOND_WINS && side == SKY_SIDE_SECOND);
}

/* The lines still open to each side, weighted by how far along they are. */
static int
fourbyfour_evaluate (const SkyPosition *pos, SkySide side, gboolean strong)
{
  const FourByFourPosition *fbf = CONST_FBF (pos);
  int points[2] = { 0, 0 };

  for (int i = 0; i < N_LINES; i++)
    {
      int first = count_marks (fbf->marks[SKY_SIDE_FIRST] & line_masks[i]);
      int second = count_marks (fbf->marks[SKY_SIDE_SECOND] & line_masks[i]);

      if (second == 0 && first < 4)
        points[SKY_SIDE_FIRST] += line_points[first];
      else if (first == 0 && second < 4)
        points[SKY_SIDE_SECOND] += line_points[second];
    }
  return points[side] - points[SKY_SIDE_OTHER (side)];
}

static int
fourbyfour_final_value (const SkyPosition *pos, SkySide side, int plies)
{
  SkyResult result = fourbyfour_result (pos);

  if (result == SKY_RESULT_FIRST_WINS || result == SKY_RESULT_SECOND_WINS)
    {
      SkySide winner = result == SKY_RESULT_FIRST_WINS ? SKY_SIDE_FIRST
                                                       : SKY_SIDE_SECOND;

      return winner == side ? 1000 - plies : -(1000 - plies);
    }
  return 0;
}

static SkyCell
fourbyfour_cell (const SkyPosition *pos, int index)
{
  const FourByFourPosition *fbf = CONST_FBF (pos);
  SkyCell cell = { SKY_CELL_EMPTY, 0, SKY_SIDE_FIRST };

  g_return_val_if_fail (index >= 0 && index < SKY_FOURBYFOUR_CELLS, cell);

  if (fbf->marks[SKY_SIDE_FIRST] & (1 << index))
    cell.kind = SKY_CELL_FIRST;
  else if (fbf->marks[SKY_SIDE_SECOND] & (1 << index))
    {
      cell.kind = SKY_CELL_SECOND;
      cell.owner = SKY_SIDE_SECOND;
    }
  return cell;
}

static char *
fourbyfour_position_to_string (const SkyPosition *pos)
{
  GString *text = g_string_new (NULL);

  for (int i = 0; i < SKY_FOURBYFOUR_CELLS; i++)
    {
      SkyCellKind kind = fourbyfour_cell (pos, i).kind;

      if (i > 0 && i % 4 == 0)
        g_string_append_c (text, '/');
      g_string_append_c (text, kind == SKY_CELL_FIRST ? 'X'
                               : kind == SKY_CELL_SECOND ? 'O' : '.');
    }
  g_string_append_printf (text, " %c", side_letters[pos->to_move]);
  return g_string_free (text, FALSE);
}

/* Refuses a board play cannot reach: X moves first, and the game stops at
 * the first line.  Sets the ply and the side to move from the marks. */
static gboolean
check_reachable (FourByFourPosition *fbf, GError **error)
{
  int xs = count_marks (fbf->marks[SKY_SIDE_FIRST]);
  int os = count_marks (fbf->marks[SKY_SIDE_SECOND]);
  gboolean x_line = has_line (fbf->marks[SKY_SIDE_FIRST]);
  gboolean o_line = has_line (fbf->marks[SKY_SIDE_SECOND]);

  if (xs != os && xs != os + 1)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("X has %d marks and O has %d: X moves first, so X must have as many marks as O or one more"),
                   xs, os);
      return FALSE;
    }
  if ((x_line && o_line) || (x_line && xs == os) || (o_line && xs > os))
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("Nobody moves after four in a row: the game ends at the first line"));
      return FALSE;
    }
  fbf->base.ply = xs + os;
  fbf->base.to_move = xs == os ? SKY_SIDE_FIRST : SKY_SIDE_SECOND;
  return TRUE;
}

static gboolean
fourbyfour_position_from_string (SkyPosition *pos, const char *text,
                                 GError **error)
{
  static const SkyGameSetup setup = { 0, FALSE };
  FourByFourPosition fbf;
  g_auto(GStrv) tokens = NULL;
  int n_tokens = 0;
  int side = -1;

  g_return_val_if_fail (text != NULL, FALSE);

  fourbyfour_init (&fbf.base, &setup);
  tokens = g_strsplit_set (text, " \t\r\n", -1);
  for (int i = 0; tokens[i] != NULL; i++)
    {
      const char *token = tokens[i];

      if (*token == '\0')
        continue;
      if (n_tokens == 0)
        {
          if (strlen (token) != 19 || token[4] != '/' || token[9] != '/'
              || token[14] != '/')
            {
              g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("A four by four board is four rows of four cells joined by “/”, like “X.../.O../..../....”, not “%s”"),
                           token);
              return FALSE;
            }
          for (int j = 0, cell = 0; j < 19; j++)
            {
              if (j % 5 == 4)
                continue;
              if (token[j] == 'X' || token[j] == 'x')
                fbf.marks[SKY_SIDE_FIRST] |= 1 << cell;
              else if (token[j] == 'O' || token[j] == 'o')
                fbf.marks[SKY_SIDE_SECOND] |= 1 << cell;
              else if (token[j] != '.')
                {
                  g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                               _("“%s” is not a four by four board: a cell is X, O or ."),
                               token);
                  return FALSE;
                }
              cell++;
            }
        }
      else if (n_tokens == 1 && (g_ascii_strcasecmp (token, "X") == 0
                                 || g_ascii_strcasecmp (token, "O") == 0))
        side = g_ascii_toupper (token[0]) == 'X' ? SKY_SIDE_FIRST
                                                 : SKY_SIDE_SECOND;
      else
        {
          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("Unexpected “%s” after the four by four board (expected the side to move, X or O)"),
                       token);
          return FALSE;
        }
      n_tokens++;
    }
  if (n_tokens == 0)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("Empty four by four position"));
      return FALSE;
    }
  if (!check_reachable (&fbf, error))
    return FALSE;
  if (side >= 0 && (SkySide) side != fbf.base.to_move)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("It is %c’s turn on this board, not %c’s (X moves first)"),
                   side_letters[fbf.base.to_move], side_letters[side]);
      return FALSE;
    }
  memcpy (pos, &fbf, sizeof fbf);
  return TRUE;
}

static gboolean
fourbyfour_position_from_cells (SkyPosition *pos, const SkyCellKind *cells,
                                SkySide to_move, const SkyGameSetup *setup,
                                GError **error)
{
  FourByFourPosition fbf;
  gboolean reachable;

  fourbyfour_init (&fbf.base, setup);
  for (int i = 0; i < SKY_FOURBYFOUR_CELLS; i++)
    if (cells[i] == SKY_CELL_FIRST)
      fbf.marks[SKY_SIDE_FIRST] |= 1 << i;
    else if (cells[i] == SKY_CELL_SECOND)
      fbf.marks[SKY_SIDE_SECOND] |= 1 << i;
  reachable = check_reachable (&fbf, error);
  if (reachable && to_move != fbf.base.to_move)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   _("It is %c’s turn on this board, not %c’s (X moves first)"),
                   side_letters[fbf.base.to_move], side_letters[to_move]);
      reachable = FALSE;
    }
  /* The cells either way, for an editor to show. */
  fbf.base.to_move = to_move;
  memcpy (pos, &fbf, sizeof fbf);
  return reachable;
}

static char *
fourbyfour_move_to_string (const SkyPosition *pos, SkyMove move)
{
  g_return_val_if_fail (move >= 0 && move < SKY_FOURBYFOUR_CELLS,
                        g_strdup ("-"));
  return g_strdup_printf ("%c%d", 'a' + move % 4, move / 4 + 1);
}

static gboolean
fourbyfour_move_from_string (const SkyPosition *pos, const char *text,
                             SkyMove *move, GError **error)
{
  const FourByFourPosition *fbf = CONST_FBF (pos);
  int cell;

  g_return_val_if_fail (text != NULL, FALSE);

  if (strlen (text) != 2 || g_ascii_tolower (text[0]) < 'a'
      || g_ascii_tolower (text[0]) > 'd' || text[1] < '1' || text[1] > '4')
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("“%s” is not a four by four square (use a1 to d4)"),
                   text);
      return FALSE;
    }
  cell = (text[1] - '1') * 4 + (g_ascii_tolower (text[0]) - 'a');
  if (fourbyfour_is_over (pos))
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                           _("The game is over"));
      return FALSE;
    }
  if ((fbf->marks[0] | fbf->marks[1]) & (1 << cell))
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   _("%c%c is already taken"), g_ascii_tolower (text[0]),
                   text[1]);
      return FALSE;
    }
  *move = cell;
  return TRUE;
}

SkyGame sky_fourbyfour_game = {
  /* .kind is given by sky_game_register (). */
  .id = "fourbyfour",
  .name = N_("Four by four"),
  .width = 4,
  .height = 4,
  .position_size = sizeof (FourByFourPosition),

  .menu_label = N_("_Four by Four"),
  .board_name = N_("Four by four board"),
  .side_names = { N_("X"), N_("O") },
  .piece_names = { N_("X"), N_("O") },
  .side_tags = { "X", "O" },
  .algebraic_squares = TRUE,
  .record_form = &sky_fourbyfour_record_form,
  .record_without_header = FALSE,

  /* No variant rule, no board drawn from a seed, and a score that is only
   * who won. */
  .has_misere = FALSE,
  .misere_name = NULL,
  .misere_menu_label = NULL,
  .board_from_seed = FALSE,
  .shows_score = FALSE,

  /* The review searches to a depth and sees the evaluation's points until
   * it reaches the end. */
  .value_unit = SKY_VALUE_UNIT_TABLE_POINTS,
  .minimax_unit = SKY_VALUE_UNIT_TABLE_POINTS,
  .graph_scale_floor = 32,
  .review_method = SKY_REVIEW_GENERIC,
  /* A line of three marks is worth 16 points: half of one lost is an
   * inaccuracy, one a mistake, two a blunder. */
  .review_classes = { 8, 16, 32 },

  .strength = {
    .depth_max = 8,
    .source_depth = 3,           /* no source: the default depth */
    .depth = 3,
    .has_strong_eval = FALSE,
    .has_book = FALSE,
    .montecarlo_seconds = 1.0,
    .montecarlo_schedule = NULL,
    .montecarlo_schedule_length = 0,
    .engine_centi_units = FALSE,
    .engine_description = N_("Instead of a fixed depth: deepens move by move for the time below, remembering positions it has seen."),
    .playouts_description = N_("Random games played to the end: per legal move with the flat method, in all with tree search."),
    .presets = {
      { N_("Beginner"), N_("Minimax looks one move ahead; Monte Carlo plays 20 random games per square."),
        1, FALSE, FALSE, 20, 0, FALSE },
      { N_("Casual"), N_("Minimax looks two moves ahead: it blocks a line of three; Monte Carlo plays 100 random games per square."),
        2, FALSE, FALSE, 100, 0, FALSE },
      { N_("Strong"), N_("Minimax looks four moves ahead; Monte Carlo searches its tree for half a second."),
        4, FALSE, TRUE, 0, 0.5, FALSE },
      { N_("Expert"), N_("Minimax looks six moves ahead; Monte Carlo searches its tree for a second."),
        6, FALSE, TRUE, 0, 1.0, FALSE },
    },
  },
  .priority_table = priority,
  .priority_ties_by_square = TRUE,

  .init = fourbyfour_init,
  .legal_moves = fourbyfour_legal_moves,
  .play = fourbyfour_play,
  .is_over = fourbyfour_is_over,
  .score = fourbyfour_score,
  .result = fourbyfour_result,
  .evaluate = fourbyfour_evaluate,
  .final_value = fourbyfour_final_value,
  .cell = fourbyfour_cell,
  .position_to_string = fourbyfour_position_to_string,
  .position_from_string = fourbyfour_position_from_string,
  .move_to_string = fourbyfour_move_to_string,
  .move_from_string = fourbyfour_move_from_string,
  .position_from_cells = fourbyfour_position_from_cells,
};
