/* tictactoe.c: the rules of tic-tac-toe, normal and misère (seeds 001, 002).
 * The text forms and values are described in tictactoe.h. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tictactoe.h"

#define FULL_BOARD 0x1ff

typedef struct {
  SkyPosition base;
  guint16 marks[2];         /* a bit per cell, indexed by SkySide */
  gboolean misere;
} TicTacToePosition;

#define TTT(pos) ((TicTacToePosition *) (pos))
#define CONST_TTT(pos) ((const TicTacToePosition *) (pos))

/* The eight lines in seed 002's order: rows, columns, diagonals. */
static const int lines[8][3] = {
  { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 },
  { 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 },
  { 0, 4, 8 }, { 2, 4, 6 },
};

static const guint16 line_masks[8] = {
  0x007, 0x038, 0x1c0,
  0x049, 0x092, 0x124,
  0x111, 0x054,
};

static const char side_letters[2] = { 'X', 'O' };

static int
count_marks (guint16 marks)
{
  int n = 0;

  for (; marks != 0; marks &= marks - 1)
    n++;
  return n;
}

static int
line_of (guint16 marks)
{
  for (int i = 0; i < 8; i++)
    if ((marks & line_masks[i]) == line_masks[i])
      return i;
  return -1;
}

/* The side with three in a row, or -1.  At most one side can have a line in
 * a position reached by play, since the game ends at the first line. */
static int
line_owner (const TicTacToePosition *ttt)
{
  if (line_of (ttt->marks[SKY_SIDE_FIRST]) >= 0)
    return SKY_SIDE_FIRST;
  if (line_of (ttt->marks[SKY_SIDE_SECOND]) >= 0)
    return SKY_SIDE_SECOND;
  return -1;
}

static void
tictactoe_init (SkyPosition *pos, const SkyGameSetup *setup)
{
  TicTacToePosition *ttt = TTT (pos);

  memset (ttt, 0, sizeof *ttt);
  pos->game = &sky_tictactoe_game;
  pos->to_move = SKY_SIDE_FIRST;
  pos->ply = 0;
  pos->last_move = SKY_MOVE_NONE;
  ttt->misere = setup->misere;
}

static gboolean
tictactoe_is_over (const SkyPosition *pos)
{
  const TicTacToePosition *ttt = CONST_TTT (pos);

  return (ttt->marks[0] | ttt->marks[1]) == FULL_BOARD
         || line_owner (ttt) >= 0;
}

/* The empty cells in index order, as seed 002 tries them. */
static int
tictactoe_legal_moves (const SkyPosition *pos, SkyMove *moves)
{
  const TicTacToePosition *ttt = CONST_TTT (pos);
  guint16 occupied = ttt->marks[0] | ttt->marks[1];
  int n = 0;

  if (tictactoe_is_over (pos))
    return 0;
  for (int i = 0; i < SKY_TICTACTOE_CELLS; i++)
    if (!(occupied & (1 << i)))
      moves[n++] = i;
  return n;
}

static void
tictactoe_play (SkyPosition *pos, SkyMove move)
{
  TicTacToePosition *ttt = TTT (pos);

  g_return_if_fail (move >= 0 && move < SKY_TICTACTOE_CELLS);
  g_return_if_fail (!((ttt->marks[0] | ttt->marks[1]) & (1 << move)));

  ttt->marks[pos->to_move] |= 1 << move;
  pos->to_move = SKY_SIDE_OTHER (pos->to_move);
  pos->ply++;
  pos->last_move = move;
}

static SkyResult
tictactoe_result (const SkyPosition *pos)
{
  const TicTacToePosition *ttt = CONST_TTT (pos);
  int owner = line_owner (ttt);
  SkySide winner;

  if (owner < 0)
    return (ttt->marks[0] | ttt->marks[1]) == FULL_BOARD
           ? SKY_RESULT_DRAW : SKY_RESULT_NONE;
  /* Misère: the side that made the line has lost. */
  winner = ttt->misere ? SKY_SIDE_OTHER (owner) : (SkySide) owner;
  return winner == SKY_SIDE_FIRST ? SKY_RESULT_FIRST_WINS
                                  : SKY_RESULT_SECOND_WINS;
}

static int
tictactoe_score (const SkyPosition *pos, SkySide side)
{
  SkyResult result = tictactoe_result (pos);

  return (result == SKY_RESULT_FIRST_WINS && side == SKY_SIDE_FIRST)
         || (result == SKY_RESULT_SECOND_WINS && side == SKY_SIDE_SECOND);
}

/* The game is searched to its end, so positions in play need no heuristic. */
static int
tictactoe_evaluate (const SkyPosition *pos, SkySide side, gboolean strong)
{
  return 0;
}

/* Seed 001's depth-aware value: the sooner a win, the better; the later a
 * loss, the less bad. */
static int
tictactoe_final_value (const SkyPosition *pos, SkySide side, int plies)
{
  switch (tictactoe_result (pos))
    {
    case SKY_RESULT_FIRST_WINS:
      return side == SKY_SIDE_FIRST ? 100 - plies : -(100 - plies);
    case SKY_RESULT_SECOND_WINS:
      return side == SKY_SIDE_SECOND ? 100 - plies : -(100 - plies);
    case SKY_RESULT_DRAW:
    case SKY_RESULT_NONE:
    default:
      return 0;
    }
}

static SkyCell
tictactoe_cell (const SkyPosition *pos, int index)
{
  const TicTacToePosition *ttt = CONST_TTT (pos);
  SkyCell cell = { SKY_CELL_EMPTY, 0, SKY_SIDE_FIRST };

  g_return_val_if_fail (index >= 0 && index < SKY_TICTACTOE_CELLS, cell);

  if (ttt->marks[SKY_SIDE_FIRST] & (1 << index))
    cell.kind = SKY_CELL_FIRST;
  else if (ttt->marks[SKY_SIDE_SECOND] & (1 << index))
    {
      cell.kind = SKY_CELL_SECOND;
      cell.owner = SKY_SIDE_SECOND;
    }
  return cell;
}

static char *
tictactoe_position_to_string (const SkyPosition *pos)
{
  const TicTacToePosition *ttt = CONST_TTT (pos);
  GString *text = g_string_new (NULL);

  for (int i = 0; i < SKY_TICTACTOE_CELLS; i++)
    {
      if (i > 0 && i % 3 == 0)
        g_string_append_c (text, '/');
      if (ttt->marks[SKY_SIDE_FIRST] & (1 << i))
        g_string_append_c (text, 'X');
      else if (ttt->marks[SKY_SIDE_SECOND] & (1 << i))
        g_string_append_c (text, 'O');
      else
        g_string_append_c (text, '.');
    }
  g_string_append_printf (text, " %c", side_letters[pos->to_move]);
  if (ttt->misere)
    g_string_append (text, " misere");
  return g_string_free (text, FALSE);
}

static gboolean
parse_side (const char *token, SkySide *side)
{
  if (g_ascii_strcasecmp (token, "X") == 0)
    *side = SKY_SIDE_FIRST;
  else if (g_ascii_strcasecmp (token, "O") == 0)
    *side = SKY_SIDE_SECOND;
  else
    return FALSE;
  return TRUE;
}

static gboolean
parse_rows (TicTacToePosition *ttt, const char *rows, GError **error)
{
  if (strlen (rows) != 11 || rows[3] != '/' || rows[7] != '/')
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("A tic-tac-toe board is three rows of three cells joined by “/”, like “X.O/.X./..O”, not “%s”"),
                   rows);
      return FALSE;
    }
  for (int i = 0, cell = 0; i < 11; i++)
    {
      if (i == 3 || i == 7)
        continue;
      switch (rows[i])
        {
        case 'X':
        case 'x':
          ttt->marks[SKY_SIDE_FIRST] |= 1 << cell;
          break;
        case 'O':
        case 'o':
          ttt->marks[SKY_SIDE_SECOND] |= 1 << cell;
          break;
        case '.':
          break;
        default:
          {
            /* The whole character, or its first byte if it is not UTF-8:
             * the message must stay UTF-8. */
            gunichar c = g_utf8_get_char_validated (rows + i, -1);
            g_autofree char *what = NULL;

            if (c == (gunichar) -1 || c == (gunichar) -2)
              what = g_strdup_printf ("\\x%02x", (guchar) rows[i]);
            else
              what = g_ucs4_to_utf8 (&c, 1, NULL, NULL, NULL);
            g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                         _("“%s” is not a tic-tac-toe cell (use X, O or .)"),
                         what);
            return FALSE;
          }
        }
      cell++;
    }
  return TRUE;
}

/* Rejects boards that play cannot reach: X moves first, and the game stops
 * at the first line. */
static gboolean
check_reachable (const TicTacToePosition *ttt, GError **error)
{
  int xs = count_marks (ttt->marks[SKY_SIDE_FIRST]);
  int os = count_marks (ttt->marks[SKY_SIDE_SECOND]);
  gboolean x_line = line_of (ttt->marks[SKY_SIDE_FIRST]) >= 0;
  gboolean o_line = line_of (ttt->marks[SKY_SIDE_SECOND]) >= 0;

  if (xs != os && xs != os + 1)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("X has %d marks and O has %d: X moves first, so X must have as many marks as O or one more"),
                   xs, os);
      return FALSE;
    }
  if (x_line && o_line)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("X and O cannot both have three in a row: the game ends at the first line"));
      return FALSE;
    }
  if (x_line && xs == os)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("O cannot have moved after X’s three in a row: the game ends at the first line"));
      return FALSE;
    }
  if (o_line && xs == os + 1)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("X cannot have moved after O’s three in a row: the game ends at the first line"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
tictactoe_position_from_string (SkyPosition *pos, const char *text,
                                GError **error)
{
  static const SkyGameSetup normal = { 0, FALSE };
  TicTacToePosition ttt;
  g_auto(GStrv) tokens = NULL;
  gboolean have_side = FALSE, have_rule = FALSE;
  SkySide side = SKY_SIDE_FIRST;
  int n_tokens = 0;

  g_return_val_if_fail (text != NULL, FALSE);

  tictactoe_init (&ttt.base, &normal);
  tokens = g_strsplit_set (text, " \t\n", -1);
  for (int i = 0; tokens[i] != NULL; i++)
    {
      const char *token = tokens[i];

      if (*token == '\0')
        continue;               /* runs of blanks */
      if (n_tokens++ == 0)
        {
          if (!parse_rows (&ttt, token, error))
            return FALSE;
        }
      else if (!have_side && !have_rule && parse_side (token, &side))
        have_side = TRUE;
      else if (!have_rule && g_ascii_strcasecmp (token, "misere") == 0)
        have_rule = ttt.misere = TRUE;
      else
        {
          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("Unexpected “%s” after the tic-tac-toe board (expected the side to move, X or O, then “misere”)"),
                       token);
          return FALSE;
        }
    }
  if (n_tokens == 0)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("Empty tic-tac-toe position"));
      return FALSE;
    }
  if (!check_reachable (&ttt, error))
    return FALSE;

  ttt.base.ply = count_marks (ttt.marks[0] | ttt.marks[1]);
  ttt.base.to_move = ttt.base.ply % 2 == 0 ? SKY_SIDE_FIRST : SKY_SIDE_SECOND;
  if (have_side && side != ttt.base.to_move)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("It is %c’s turn on this board, not %c’s (X moves first)"),
                   side_letters[ttt.base.to_move], side_letters[side]);
      return FALSE;
    }
  memcpy (pos, &ttt, sizeof ttt);
  return TRUE;
}

static gboolean
tictactoe_position_from_cells (SkyPosition *pos, const SkyCellKind *cells,
                               SkySide to_move, const SkyGameSetup *setup,
                               GError **error)
{
  TicTacToePosition ttt;

  tictactoe_init (&ttt.base, setup);
  for (int i = 0; i < SKY_TICTACTOE_CELLS; i++)
    if (cells[i] == SKY_CELL_FIRST)
      ttt.marks[SKY_SIDE_FIRST] |= 1 << i;
    else if (cells[i] == SKY_CELL_SECOND)
      ttt.marks[SKY_SIDE_SECOND] |= 1 << i;
  ttt.base.ply = count_marks (ttt.marks[0] | ttt.marks[1]);
  ttt.base.to_move = to_move;
  memcpy (pos, &ttt, sizeof ttt);
  if (!check_reachable (&ttt, error))
    return FALSE;

  if (to_move != (ttt.base.ply % 2 == 0 ? SKY_SIDE_FIRST : SKY_SIDE_SECOND))
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   _("It is %c’s turn on this board, not %c’s (X moves first)"),
                   side_letters[SKY_SIDE_OTHER (to_move)], side_letters[to_move]);
      return FALSE;
    }
  return TRUE;
}

static char *
tictactoe_move_to_string (const SkyPosition *pos, SkyMove move)
{
  if (move == SKY_MOVE_PASS)
    return g_strdup ("pass");
  g_return_val_if_fail (move >= 0 && move < SKY_TICTACTOE_CELLS,
                        g_strdup ("-"));
  return g_strdup_printf ("%c%d", 'a' + move % 3, move / 3 + 1);
}

static gboolean
tictactoe_move_from_string (const SkyPosition *pos, const char *text,
                            SkyMove *move, GError **error)
{
  const TicTacToePosition *ttt = CONST_TTT (pos);
  int cell = -1;

  g_return_val_if_fail (text != NULL, FALSE);

  if (strlen (text) == 2 && g_ascii_tolower (text[0]) >= 'a'
      && g_ascii_tolower (text[0]) <= 'c' && text[1] >= '1' && text[1] <= '3')
    cell = (text[1] - '1') * 3 + (g_ascii_tolower (text[0]) - 'a');
  else if (strlen (text) == 1 && text[0] >= '0' && text[0] <= '8')
    cell = text[0] - '0';
  else
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("“%s” is not a tic-tac-toe square (use a1 to c3, or 0 to 8)"),
                   text);
      return FALSE;
    }

  if (tictactoe_is_over (pos))
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                           _("The game is over"));
      return FALSE;
    }
  if ((ttt->marks[0] | ttt->marks[1]) & (1 << cell))
    {
      g_autofree char *name = tictactoe_move_to_string (pos, cell);

      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   _("%s is already taken"), name);
      return FALSE;
    }
  *move = cell;
  return TRUE;
}

gboolean
sky_tictactoe_is_misere (const SkyPosition *pos)
{
  g_return_val_if_fail (pos->game == &sky_tictactoe_game, FALSE);

  return CONST_TTT (pos)->misere;
}

static char *
tictactoe_describe_end (const SkyPosition *pos)
{
  if (pos->game->result (pos) == SKY_RESULT_DRAW)
    return g_strdup (_("No three in a row"));
  return g_strdup (CONST_TTT (pos)->misere ? _("Three in a row loses")
                                           : _("Three in a row"));
}

gboolean
sky_tictactoe_get_line (const SkyPosition *pos, int cells[3])
{
  const TicTacToePosition *ttt;
  int owner, line;

  g_return_val_if_fail (pos->game == &sky_tictactoe_game, FALSE);

  ttt = CONST_TTT (pos);
  owner = line_owner (ttt);
  if (owner < 0)
    return FALSE;
  line = line_of (ttt->marks[owner]);
  memcpy (cells, lines[line], sizeof lines[line]);
  return TRUE;
}

/* The priority-table opponent's table: the centre (on four lines) first,
 * then the corners (three lines each), then the edges (two lines each). */
static const int tictactoe_priority[9] = {
  2, 1, 2,
  1, 3, 1,
  2, 1, 2,
};

/* The ladder of strength levels (game.h), calibrated by
 * `sakiyomi-cli levels tictactoe --calibrate` (src/engine/players/
 * README-levels.md has the figures).  The top level is perfect: it never
 * loses, so the levels below it differ by how often they play at random. */
static const SkyStrengthLevel tictactoe_levels[] = {
  { N_("Novice"), N_("Plays any free square at random."),
    SKY_LEVEL_RANDOM, 0, FALSE, FALSE, 0, 0 },
  { N_("Beginner"), N_("Plays well half of the time and at random the other half."),
    SKY_LEVEL_MINIMAX, 9, FALSE, FALSE, 0, 50 },
  { N_("Casual"), N_("Plays well, but one move in five is at random."),
    SKY_LEVEL_MINIMAX, 9, FALSE, FALSE, 0, 20 },
  { N_("Perfect"), N_("Searches every game to its end and never loses."),
    SKY_LEVEL_MINIMAX, 9, FALSE, FALSE, 0, 0 },
};

const SkyGame sky_tictactoe_game = {
  .kind = SKY_GAME_TICTACTOE,
  .id = "tictactoe",
  .name = N_("Tic-tac-toe"),
  .width = 3,
  .height = 3,
  .position_size = sizeof (TicTacToePosition),

  .record_form = &sky_tictactoe_record_form,
  .menu_label = N_("_Tic-tac-toe"),
  .board_name = N_("Tic-tac-toe board"),
  .side_names = { N_("X"), N_("O") },
  .piece_names = { N_("X"), N_("O") },
  .side_tags = { "X", "O" },
  .has_misere = TRUE,
  .misere_name = N_("Misère tic-tac-toe"),
  .misere_menu_label = N_("_Misère Tic-tac-toe (Three in a Row Loses)"),

  /* Searched to the end: seed 001's values say win, draw or loss. */
  .value_unit = SKY_VALUE_UNIT_OUTCOME,
  .minimax_unit = SKY_VALUE_UNIT_OUTCOME,
  .graph_scale_floor = 1.0,
  .review_method = SKY_REVIEW_SOLVE,
  /* Values are whole results, so any loss (a result given away) is a
   * blunder. */
  .review_classes = { 1, 1, 1 },

  .strength = {
    .depth_max = 9,
    .source_depth = 9,           /* to the end of every game: exact */
    .depth = 9,
    .montecarlo_seconds = 1.0,
    .engine_description = N_("Instead of the sources’ fixed depth: deepens move by move for the time below, remembering positions it has seen."),
    .playouts_description = N_("Off: the time limit decides, or the engine’s default without one."),
    .presets = {
      { N_("Beginner"), N_("Minimax looks one move ahead; Monte Carlo plays 10 random games per square."),
        1, FALSE, FALSE, 10, 0, FALSE },
      { N_("Casual"), N_("Minimax looks two moves ahead: it blocks a line but misses forks; Monte Carlo plays the engine’s default number of games."),
        2, FALSE, FALSE, 0, 0, FALSE },
      { N_("Strong"), N_("Minimax looks four moves ahead; Monte Carlo searches its tree for half a second."),
        4, FALSE, TRUE, 0, 0.5, FALSE },
      { N_("Expert"), N_("Minimax searches every game to its end and never loses; Monte Carlo searches its tree for a second."),
        9, FALSE, TRUE, 0, 1.0, FALSE },
    },
    .levels = tictactoe_levels,
    .n_levels = G_N_ELEMENTS (tictactoe_levels),
  },
  .priority_table = tictactoe_priority,
  .priority_ties_by_square = TRUE,
  .exact_table = TRUE,

  .init = tictactoe_init,
  .legal_moves = tictactoe_legal_moves,
  .play = tictactoe_play,
  .is_over = tictactoe_is_over,
  .score = tictactoe_score,
  .result = tictactoe_result,
  .evaluate = tictactoe_evaluate,
  .final_value = tictactoe_final_value,
  .cell = tictactoe_cell,
  .position_to_string = tictactoe_position_to_string,
  .position_from_string = tictactoe_position_from_string,
  .move_to_string = tictactoe_move_to_string,
  .move_from_string = tictactoe_move_from_string,
  .position_from_cells = tictactoe_position_from_cells,
  .is_misere = sky_tictactoe_is_misere,
  .describe_end = tictactoe_describe_end,
  .explain = sky_tictactoe_explain,
  .help_page = "tic-tac-toe",
  .experiment_depth = 3,
};
