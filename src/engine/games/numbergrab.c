/* numbergrab.c: the rules of number-grab (seed 000).  The rules, the values
 * and the text forms are described in numbergrab.h. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "numbergrab.h"

#define N SKY_NUMBERGRAB_SIZE
#define N_CELLS (N * N)
#define ROW_MASK(row) (G_GUINT64_CONSTANT (0xff) << (8 * (row)))
#define COLUMN_MASK(col) (G_GUINT64_CONSTANT (0x0101010101010101) << (col))
#define CELL_BIT(index) (G_GUINT64_CONSTANT (1) << (index))

/* The seed's WIN_FST / WIN_SND. */
#define WIN_VALUE 500

typedef struct {
  SkyPosition base;
  gint8 values[N_CELLS];    /* the numbers, kept once taken */
  guint8 history[N_CELLS];  /* the cells in the order taken (base.ply of them) */
  guint64 taken;            /* a bit per taken cell */
  guint64 taken_by_second;  /* the taken cells the second player took */
  int totals[2];            /* indexed by SkySide */
  int line;                 /* row (first to move) or column (second) */
  gboolean history_known;   /* FALSE: read from text without the taken line */
} NumbergrabPosition;

#define NG(pos) ((NumbergrabPosition *) (pos))
#define CONST_NG(pos) ((const NumbergrabPosition *) (pos))

static void
init_values (NumbergrabPosition *ng, const int *values)
{
  memset (ng, 0, sizeof *ng);
  ng->base.game = &sky_numbergrab_game;
  ng->base.to_move = SKY_SIDE_FIRST;
  ng->base.ply = 0;
  ng->base.last_move = SKY_MOVE_NONE;
  for (int i = 0; i < N_CELLS; i++)
    ng->values[i] = (gint8) values[i];
  ng->line = 0;             /* the first player starts on row 0 */
  ng->history_known = TRUE;
}

void
sky_numbergrab_init_with_values (SkyPosition *pos, const int *values)
{
  for (int i = 0; i < N_CELLS; i++)
    g_return_if_fail (values[i] >= -9 && values[i] <= 9 && values[i] != 0);
  init_values (NG (pos), values);
}

void
sky_numbergrab_init_from_random (SkyPosition *pos, SkyPyRandom *random)
{
  int values[N_CELLS];

  /* The seed's select_number (), row by row. */
  for (int i = 0; i < N_CELLS; i++)
    {
      int n = (int) sky_py_random_randint (random, -9, 9);

      if (n == 0)
        n = (int) sky_py_random_randint (random, 1, 9);
      values[i] = n;
    }
  init_values (NG (pos), values);
}

static void
numbergrab_init (SkyPosition *pos, const SkyGameSetup *setup)
{
  g_autoptr(SkyPyRandom) random = NULL;

  /* Unchecked: under G_RANDOM_VERSION=2.0 the board for a seed is not
   * Python's, but it is still a fair random board. */
  random = sky_py_random_new_unchecked (setup->seed);
  sky_numbergrab_init_from_random (pos, random);
}

/* The seed's gameover (board, x, y) on the cell just taken. */
static gboolean
numbergrab_is_over (const SkyPosition *pos)
{
  const NumbergrabPosition *ng = CONST_NG (pos);
  int row, col;

  if (pos->last_move < 0)
    return FALSE;
  row = pos->last_move / N;
  col = pos->last_move % N;
  return (ng->taken & ROW_MASK (row)) == ROW_MASK (row)
         || (ng->taken & COLUMN_MASK (col)) == COLUMN_MASK (col);
}

static int
numbergrab_legal_moves (const SkyPosition *pos, SkyMove *moves)
{
  const NumbergrabPosition *ng = CONST_NG (pos);
  int n = 0;

  if (numbergrab_is_over (pos))
    return 0;
  for (int i = 0; i < N; i++)
    {
      int index = pos->to_move == SKY_SIDE_FIRST ? ng->line * N + i
                                                 : i * N + ng->line;

      if ((ng->taken & CELL_BIT (index)) == 0)
        moves[n++] = index;
    }
  return n;
}

static void
numbergrab_play (SkyPosition *pos, SkyMove move)
{
  NumbergrabPosition *ng = NG (pos);
  SkySide side = pos->to_move;

  g_assert (move >= 0 && move < N_CELLS);
  ng->taken |= CELL_BIT (move);
  if (side == SKY_SIDE_SECOND)
    ng->taken_by_second |= CELL_BIT (move);
  ng->totals[side] += ng->values[move];
  ng->history[pos->ply] = (guint8) move;
  /* The other player takes along the column (after the first player) or the
   * row (after the second) of this cell. */
  ng->line = side == SKY_SIDE_FIRST ? move % N : move / N;
  pos->to_move = SKY_SIDE_OTHER (side);
  pos->ply++;
  pos->last_move = move;
}

static int
numbergrab_score (const SkyPosition *pos, SkySide side)
{
  return CONST_NG (pos)->totals[side];
}

static SkyResult
numbergrab_result (const SkyPosition *pos)
{
  const NumbergrabPosition *ng = CONST_NG (pos);

  if (!numbergrab_is_over (pos))
    return SKY_RESULT_NONE;
  if (ng->totals[SKY_SIDE_FIRST] > ng->totals[SKY_SIDE_SECOND])
    return SKY_RESULT_FIRST_WINS;
  if (ng->totals[SKY_SIDE_FIRST] < ng->totals[SKY_SIDE_SECOND])
    return SKY_RESULT_SECOND_WINS;
  return SKY_RESULT_DRAW;
}

/* The seed's value_func (fval, sval): fval - sval for the first player. */
static int
numbergrab_evaluate (const SkyPosition *pos, SkySide side, gboolean strong)
{
  const NumbergrabPosition *ng = CONST_NG (pos);
  int value = ng->totals[SKY_SIDE_FIRST] - ng->totals[SKY_SIDE_SECOND];

  return side == SKY_SIDE_FIRST ? value : -value;
}

/* The seed's value_func (fval, sval, True), called with the totals from
 * before the take that ended the game. */
static int
numbergrab_final_value (const SkyPosition *pos, SkySide side, int plies)
{
  const NumbergrabPosition *ng = CONST_NG (pos);
  int first = ng->totals[SKY_SIDE_FIRST];
  int second = ng->totals[SKY_SIDE_SECOND];
  int value;

  if (pos->last_move >= 0)
    {
      if (pos->to_move == SKY_SIDE_SECOND)
        first -= ng->values[pos->last_move];
      else
        second -= ng->values[pos->last_move];
    }
  value = first > second ? WIN_VALUE : first < second ? -WIN_VALUE : 0;
  return side == SKY_SIDE_FIRST ? value : -value;
}

static SkyCell
numbergrab_cell (const SkyPosition *pos, int index)
{
  const NumbergrabPosition *ng = CONST_NG (pos);
  SkyCell cell = { SKY_CELL_NUMBER, ng->values[index], SKY_SIDE_FIRST };

  if (ng->taken & CELL_BIT (index))
    {
      cell.kind = SKY_CELL_TAKEN;
      if (ng->taken_by_second & CELL_BIT (index))
        cell.owner = SKY_SIDE_SECOND;
    }
  return cell;
}

/* The row (first player) or column (second) the side to move takes from,
 * as the window tells it: row 1 at the start, then the line of the last
 * take. */
static int
numbergrab_prompt_line (const SkyPosition *pos)
{
  if (pos->last_move < 0)
    return 0;
  return pos->to_move == SKY_SIDE_FIRST ? pos->last_move / N
                                        : pos->last_move % N;
}

static char *
numbergrab_explain_illegal (const SkyPosition *pos, int index,
                            const char *cell_name)
{
  int line = numbergrab_prompt_line (pos);

  if (numbergrab_cell (pos, index).kind == SKY_CELL_TAKEN)
    /* TRANSLATORS: number-grab: the square was emptied before */
    return g_strdup_printf (_("The number at %s has already been taken."),
                            cell_name);
  if (pos->to_move == SKY_SIDE_FIRST)
    return g_strdup_printf (_("You must take a number from row %d."),
                            line + 1);
  return g_strdup_printf (_("You must take a number from column %d."),
                          line + 1);
}

static char *
numbergrab_prompt (const SkyPosition *pos, const char *who)
{
  int line = numbergrab_prompt_line (pos);
  gboolean first = pos->to_move == SKY_SIDE_FIRST;

  if (who != NULL)
    return first
      /* TRANSLATORS: number-grab: "First player: take a number from row 3" */
      ? g_strdup_printf (_("%s: take a number from row %d"), who, line + 1)
      /* TRANSLATORS: number-grab: "Second player: take a number from column 3" */
      : g_strdup_printf (_("%s: take a number from column %d"), who, line + 1);
  return first
    /* TRANSLATORS: number-grab: the first player takes along a row */
    ? g_strdup_printf (_("Your turn: take a number from row %d"), line + 1)
    /* TRANSLATORS: number-grab: the second player takes along a column */
    : g_strdup_printf (_("Your turn: take a number from column %d"), line + 1);
}

int
sky_numbergrab_value (const SkyPosition *pos, int row, int col)
{
  g_return_val_if_fail (row >= 0 && row < N && col >= 0 && col < N, 0);
  return CONST_NG (pos)->values[row * N + col];
}

gboolean
sky_numbergrab_is_taken (const SkyPosition *pos, int row, int col)
{
  g_return_val_if_fail (row >= 0 && row < N && col >= 0 && col < N, FALSE);
  return (CONST_NG (pos)->taken & CELL_BIT (row * N + col)) != 0;
}

int
sky_numbergrab_line (const SkyPosition *pos, gboolean *is_row)
{
  if (is_row != NULL)
    *is_row = pos->to_move == SKY_SIDE_FIRST;
  return CONST_NG (pos)->line;
}

int
sky_numbergrab_total (const SkyPosition *pos, SkySide side)
{
  return CONST_NG (pos)->totals[side];
}

gboolean
sky_numbergrab_history_known (const SkyPosition *pos)
{
  return CONST_NG (pos)->history_known;
}

/* Text forms. */

static char *
numbergrab_move_to_string (const SkyPosition *pos, SkyMove move)
{
  if (move == SKY_MOVE_PASS)
    return g_strdup ("pass");
  if (move < 0 || move >= N_CELLS)
    return g_strdup ("-");
  return g_strdup_printf ("%c%d", 'a' + move % N, move / N + 1);
}

static char *
numbergrab_position_to_string (const SkyPosition *pos)
{
  const NumbergrabPosition *ng = CONST_NG (pos);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "first %d second %d\n",
                          ng->totals[SKY_SIDE_FIRST],
                          ng->totals[SKY_SIDE_SECOND]);
  for (int row = 0; row < N; row++)
    {
      for (int col = 0; col < N; col++)
        {
          int index = row * N + col;

          if (col > 0)
            g_string_append_c (text, ' ');
          if (ng->taken & CELL_BIT (index))
            g_string_append (text, "**");
          else
            g_string_append_printf (text, "%+d", ng->values[index]);
        }
      g_string_append_c (text, '\n');
    }
  if (numbergrab_is_over (pos))
    g_string_append (text, "game over\n");
  else if (pos->to_move == SKY_SIDE_FIRST)
    g_string_append_printf (text, "first to move, row %d\n", ng->line + 1);
  else
    g_string_append_printf (text, "second to move, column %c\n",
                            'a' + ng->line);
  if (ng->history_known && pos->ply > 0)
    {
      g_string_append (text, "taken");
      for (int i = 0; i < pos->ply; i++)
        {
          int index = ng->history[i];

          g_string_append_printf (text, " %c%d%+d", 'a' + index % N,
                                  index / N + 1, ng->values[index]);
        }
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* Reads "h1" (column a–h, row 1–8) at *p, advancing p; -1 if there is none. */
static int
parse_coordinates (const char **p)
{
  const char *s = *p;
  int col, row;

  if (g_ascii_tolower (s[0]) < 'a' || g_ascii_tolower (s[0]) > 'h'
      || s[1] < '1' || s[1] > '8')
    return -1;
  col = g_ascii_tolower (s[0]) - 'a';
  row = s[1] - '1';
  *p = s + 2;
  return row * N + col;
}

/* Reads the seed's "row, column" form: "0,7", "(0, 7)". */
static int
parse_seed_coordinates (const char *text)
{
  int row, col, end = -1;
  char close = 0;

  if (sscanf (text, " ( %d , %d %c %n", &row, &col, &close, &end) == 3
      && close == ')' && end >= 0 && text[end] == '\0')
    ;
  else if (sscanf (text, " %d , %d %n", &row, &col, &end) == 2 && end >= 0
           && text[end] == '\0')
    ;
  else
    return -1;
  if (row < 0 || row >= N || col < 0 || col >= N)
    return -1;
  return row * N + col;
}

static gboolean
numbergrab_move_from_string (const SkyPosition *pos, const char *text,
                             SkyMove *move, GError **error)
{
  const NumbergrabPosition *ng = CONST_NG (pos);
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  const char *p = stripped;
  g_autofree char *name = NULL;
  int index;

  index = parse_coordinates (&p);
  if (index < 0 || *p != '\0')
    index = parse_seed_coordinates (stripped);
  if (index < 0)
    {
      if (g_ascii_strcasecmp (stripped, "pass") == 0)
        g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                             _("There is no passing in number-grab"));
      else
        g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                     _("“%s” is not a cell: give a column a–h and a row 1–8 like “h1”, or the seed’s “row, column” like “0,7”"),
                     stripped);
      return FALSE;
    }

  name = numbergrab_move_to_string (pos, index);
  if (numbergrab_is_over (pos))
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   _("Cannot take %s: the game is over"), name);
      return FALSE;
    }
  if (ng->taken & CELL_BIT (index))
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   _("Cannot take %s: its number has already been taken"),
                   name);
      return FALSE;
    }
  if (pos->to_move == SKY_SIDE_FIRST && index / N != ng->line)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   _("Cannot take %s: the first player takes along row %d"),
                   name, ng->line + 1);
      return FALSE;
    }
  if (pos->to_move == SKY_SIDE_SECOND && index % N != ng->line)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   _("Cannot take %s: the second player takes along column %c"),
                   name, 'a' + ng->line);
      return FALSE;
    }
  *move = index;
  return TRUE;
}

/* Position text parsing. */

static gboolean G_GNUC_PRINTF (2, 3)
syntax_error (GError **error, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX, message);
  return FALSE;
}

static gboolean
parse_totals (const char *line, int totals[2], GError **error)
{
  int end = -1;

  if ((sscanf (line, "first %d second %d %n", &totals[0], &totals[1], &end)
       == 2 && end >= 0 && line[end] == '\0')
      || (sscanf (line, "先手 %d 点, 後手 %d 点 %n", &totals[0], &totals[1],
                  &end) == 2 && end >= 0 && line[end] == '\0'))
    {
      for (int side = 0; side < 2; side++)
        if (totals[side] < -9 * N_CELLS / 2 || totals[side] > 9 * N_CELLS / 2)
          return syntax_error (error,
                               _("A total of %d cannot be made from 32 numbers of -9..9"),
                               totals[side]);
      return TRUE;
    }
  return syntax_error (error,
                       _("The first line must give the totals as “first N second M”, not “%s”"),
                       line);
}

/* One board row: eight signed numbers or "**". */
static gboolean
parse_row (const char *line, int row, int values[N_CELLS], guint64 *taken,
           GError **error)
{
  g_auto(GStrv) tokens = g_strsplit_set (line, " \t", -1);
  int col = 0;

  for (int i = 0; tokens[i] != NULL; i++)
    {
      const char *t = tokens[i];
      int index = row * N + col;

      if (*t == '\0')
        continue;
      if (col == N)
        return syntax_error (error,
                             _("Board row %d has more than 8 cells: “%s”"),
                             row + 1, line);
      if (strcmp (t, "**") == 0)
        {
          values[index] = 0;
          *taken |= CELL_BIT (index);
        }
      else if ((t[0] == '+' || t[0] == '-') && t[1] >= '1' && t[1] <= '9'
               && t[2] == '\0')
        values[index] = (t[0] == '-' ? -1 : 1) * (t[1] - '0');
      else
        return syntax_error (error,
                             _("Board row %d, cell %c%d: “%s” is neither a signed number from -9 to +9 other than 0 nor “**”"),
                             row + 1, 'a' + col, row + 1, t);
      col++;
    }
  if (col < N)
    return syntax_error (error,
                         _("Board row %d has %d cells, not 8: “%s”"),
                         row + 1, col, line);
  return TRUE;
}

/* The turn line: *side and *line, or *over. */
static gboolean
parse_turn (const char *text, SkySide *side, int *line, gboolean *over,
            GError **error)
{
  int row, end = -1;
  char col;

  *over = FALSE;
  if (sscanf (text, "first to move, row %d %n", &row, &end) == 1
      && end >= 0 && text[end] == '\0' && row >= 1 && row <= N)
    {
      *side = SKY_SIDE_FIRST;
      *line = row - 1;
      return TRUE;
    }
  end = -1;
  if (sscanf (text, "second to move, column %c %n", &col, &end) == 1
      && end >= 0 && text[end] == '\0' && col >= 'a' && col <= 'h')
    {
      *side = SKY_SIDE_SECOND;
      *line = col - 'a';
      return TRUE;
    }
  if (strcmp (text, "game over") == 0)
    {
      *over = TRUE;
      return TRUE;
    }
  return syntax_error (error,
                       _("After the board comes whose turn it is: “first to move, row N” (N 1–8), “second to move, column X” (X a–h) or “game over”, not “%s”"),
                       text);
}

/* The taken line replayed on the board: fills pos, checking every take. */
static gboolean
replay_taken (SkyPosition *pos, const char *text, int values[N_CELLS],
              guint64 board_taken, GError **error)
{
  g_auto(GStrv) tokens = g_strsplit_set (text + strlen ("taken"), " \t,", -1);
  SkyMove moves[N_CELLS];
  int n_moves = 0;
  guint64 listed = 0;

  for (int i = 0; tokens[i] != NULL; i++)
    {
      const char *p = tokens[i];
      int index, value;

      if (*p == '\0')
        continue;
      index = parse_coordinates (&p);
      if (index < 0 || (p[0] != '+' && p[0] != '-') || p[1] < '1'
          || p[1] > '9' || p[2] != '\0')
        return syntax_error (error,
                             _("“%s” in the taken line is not a cell with its number like “h1+8”"),
                             tokens[i]);
      value = (p[0] == '-' ? -1 : 1) * (p[1] - '0');
      if (listed & CELL_BIT (index))
        return syntax_error (error, _("%.2s is taken twice in the taken line"),
                             tokens[i]);
      if ((board_taken & CELL_BIT (index)) == 0)
        return syntax_error (error,
                             _("%.2s is in the taken line but shows a number on the board"),
                             tokens[i]);
      listed |= CELL_BIT (index);
      values[index] = value;
      moves[n_moves++] = index;
    }
  if (listed != board_taken)
    {
      int index = g_bit_nth_lsf (board_taken & ~listed, -1);

      return syntax_error (error,
                           _("%c%d is “**” on the board but missing from the taken line"),
                           'a' + index % N, index / N + 1);
    }

  init_values (NG (pos), values);
  for (int i = 0; i < n_moves; i++)
    {
      g_autofree char *name = numbergrab_move_to_string (pos, moves[i]);

      if (numbergrab_is_over (pos))
        return syntax_error (error,
                             _("The taken line goes on after the game ended (at %s)"),
                             name);
      if (!sky_position_is_legal_move (pos, moves[i]))
        {
          if (pos->to_move == SKY_SIDE_FIRST)
            return syntax_error (error,
                                 _("Take %d in the taken line, %s, is not on row %d, where the first player takes"),
                                 i + 1, name, NG (pos)->line + 1);
          return syntax_error (error,
                               _("Take %d in the taken line, %s, is not on column %c, where the second player takes"),
                               i + 1, name, 'a' + NG (pos)->line);
        }
      numbergrab_play (pos, moves[i]);
    }
  return TRUE;
}

/* A position without its history: the board, totals and turn as written. */
static gboolean
set_without_history (SkyPosition *pos, int values[N_CELLS], guint64 taken,
                     const int totals[2], SkySide side, int line,
                     GError **error)
{
  NumbergrabPosition *ng = NG (pos);
  guint64 line_mask = side == SKY_SIDE_FIRST ? ROW_MASK (line)
                                             : COLUMN_MASK (line);
  int n_taken = 0;

  for (guint64 t = taken; t != 0; t &= t - 1)
    n_taken++;
  if (side == SKY_SIDE_FIRST && n_taken % 2 != 0)
    return syntax_error (error,
                         _("%d numbers are taken, so it is the second player’s turn, not the first’s"),
                         n_taken);
  if (side == SKY_SIDE_SECOND && n_taken % 2 == 0)
    return syntax_error (error,
                         _("%d numbers are taken, so it is the first player’s turn, not the second’s"),
                         n_taken);
  if (n_taken > 0 && (taken & line_mask) == 0)
    {
      if (side == SKY_SIDE_FIRST)
        return syntax_error (error,
                             _("Nothing has been taken on row %d, so the second player’s last take cannot have been there"),
                             line + 1);
      return syntax_error (error,
                           _("Nothing has been taken on column %c, so the first player’s last take cannot have been there"),
                           'a' + line);
    }
  if ((taken & line_mask) == line_mask)
    {
      if (side == SKY_SIDE_FIRST)
        return syntax_error (error,
                             _("Row %d has no number left to take: the game would be over"),
                             line + 1);
      return syntax_error (error,
                           _("Column %c has no number left to take: the game would be over"),
                           'a' + line);
    }
  memset (ng, 0, sizeof *ng);
  pos->game = &sky_numbergrab_game;
  pos->to_move = side;
  pos->ply = n_taken;
  pos->last_move = SKY_MOVE_NONE;
  for (int i = 0; i < N_CELLS; i++)
    ng->values[i] = (gint8) values[i];
  ng->taken = taken;
  ng->totals[0] = totals[0];
  ng->totals[1] = totals[1];
  ng->line = line;
  ng->history_known = n_taken == 0;
  return TRUE;
}

static gboolean
numbergrab_position_from_string (SkyPosition *pos, const char *text,
                                 GError **error)
{
  g_auto(GStrv) raw_lines = g_strsplit (text, "\n", -1);
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  int values[N_CELLS];
  int totals[2];
  guint64 taken = 0;
  SkySide side = SKY_SIDE_FIRST;
  int line = 0;
  gboolean over;
  const char *taken_line = NULL;

  for (int i = 0; raw_lines[i] != NULL; i++)
    {
      char *l = g_strstrip (raw_lines[i]);

      if (*l != '\0')
        g_ptr_array_add (lines, l);
    }
  if (lines->len < 2 + N)
    return syntax_error (error,
                         _("A number-grab position has the totals, 8 board rows and whose turn it is; this text has only %u lines"),
                         lines->len);
  if (lines->len > 3 + N)
    return syntax_error (error,
                         _("Unexpected text after the taken line: “%s”"),
                         (const char *) lines->pdata[3 + N]);

  if (!parse_totals (lines->pdata[0], totals, error))
    return FALSE;
  for (int row = 0; row < N; row++)
    if (!parse_row (lines->pdata[1 + row], row, values, &taken, error))
      return FALSE;
  if (!parse_turn (lines->pdata[1 + N], &side, &line, &over, error))
    return FALSE;
  if (lines->len == 3 + N)
    {
      taken_line = lines->pdata[2 + N];
      if (!g_str_has_prefix (taken_line, "taken")
          || (taken_line[5] != '\0' && taken_line[5] != ' '
              && taken_line[5] != '\t'))
        return syntax_error (error,
                             _("The last line must list the cells taken, like “taken h1+8 h4+7”, not “%s”"),
                             taken_line);
    }

  if (taken_line == NULL && taken != 0)
    {
      if (over)
        return syntax_error (error,
                             _("A finished game needs its taken line: which take ended it cannot be told otherwise"));
      return set_without_history (pos, values, taken, totals, side, line,
                                  error);
    }

  if (!replay_taken (pos, taken_line != NULL ? taken_line : "taken", values,
                     taken, error))
    return FALSE;

  /* Everything written must agree with the replayed takes. */
  if (totals[0] != CONST_NG (pos)->totals[0]
      || totals[1] != CONST_NG (pos)->totals[1])
    return syntax_error (error,
                         _("The totals say first %d second %d, but the taken numbers make first %d second %d"),
                         totals[0], totals[1], CONST_NG (pos)->totals[0],
                         CONST_NG (pos)->totals[1]);
  if (over != numbergrab_is_over (pos))
    return syntax_error (error,
                         over ? _("The text says “game over”, but the row and the column of the last take still hold numbers")
                              : _("The last take emptied its row or column, so the game is over; the turn line must say “game over”"));
  if (!over && (side != pos->to_move || line != CONST_NG (pos)->line))
    {
      g_autofree char *expected = NULL;

      if (pos->to_move == SKY_SIDE_FIRST)
        expected = g_strdup_printf ("first to move, row %d",
                                    CONST_NG (pos)->line + 1);
      else
        expected = g_strdup_printf ("second to move, column %c",
                                    'a' + CONST_NG (pos)->line);
      return syntax_error (error,
                           _("After the takes listed it is “%s”, not “%s”"),
                           expected, (const char *) lines->pdata[1 + N]);
    }
  return TRUE;
}

/* The ladder of strength levels (game.h), calibrated by
 * `sakiyomi-cli levels numbergrab --calibrate` (src/engine/players/
 * README-levels.md has the figures): each level scores 60–85 % against
 * the one below it.  A random move costs much here, so the weak levels
 * step down by how often they play one. */
static const SkyStrengthLevel numbergrab_levels[] = {
  { N_("Novice"), N_("Takes the biggest number it may, but more than half of its moves are at random."),
    SKY_LEVEL_PRIORITY, 0, FALSE, FALSE, 0, 60 },
  { N_("Beginner"), N_("Takes the biggest number it may, but two moves in five are at random."),
    SKY_LEVEL_PRIORITY, 0, FALSE, FALSE, 0, 40 },
  { N_("Learner"), N_("Takes the biggest number it may, but one move in five is at random."),
    SKY_LEVEL_PRIORITY, 0, FALSE, FALSE, 0, 20 },
  { N_("Casual"), N_("Takes the biggest number it may, but one move in ten is at random."),
    SKY_LEVEL_PRIORITY, 0, FALSE, FALSE, 0, 10 },
  { N_("Greedy"), N_("Always takes the biggest number it may, without looking ahead."),
    SKY_LEVEL_PRIORITY, 0, FALSE, FALSE, 0, 0 },
  { N_("Improver"), N_("Looks two moves ahead."),
    SKY_LEVEL_MINIMAX, 2, FALSE, FALSE, 0, 0 },
  { N_("Club Player"), N_("Looks four moves ahead."),
    SKY_LEVEL_MINIMAX, 4, FALSE, FALSE, 0, 0 },
  { N_("Expert"), N_("The strong engine looking six moves ahead, remembering positions it has seen."),
    SKY_LEVEL_ENGINE, 6, FALSE, FALSE, 0, 0 },
  { N_("Master"), N_("The strong engine looking twelve moves ahead: the strongest level."),
    SKY_LEVEL_ENGINE, 12, FALSE, FALSE, 0, 0 },
};

const SkyGame sky_numbergrab_game = {
  .kind = SKY_GAME_NUMBERGRAB,
  .id = "numbergrab",
  .name = N_("Number-grab"),
  .width = N,
  .height = N,
  .position_size = sizeof (NumbergrabPosition),

  .record_form = &sky_numbergrab_record_form,
  .menu_label = N_("_Number-grab"),
  .board_name = N_("Number-grab board"),
  .side_names = { N_("First player"), N_("Second player") },
  .piece_names = { N_("taken by the first player"),
                   N_("taken by the second player") },
  .side_tags = { "First", "Second" },
  .board_from_seed = TRUE,
  .shows_score = TRUE,

  /* Totals run to a few dozen points (review.c's classes say why). */
  .value_unit = SKY_VALUE_UNIT_POINTS,
  .minimax_unit = SKY_VALUE_UNIT_POINTS,
  .graph_scale_floor = 20.0,
  .review_method = SKY_REVIEW_GENERIC,
  .review_classes = { 3, 8, 15 },

  .strength = {
    .depth_max = 10,
    .source_depth = 4,
    .depth = 4,
    .montecarlo_seconds = 0.5,
    .engine_description = N_("Instead of the sources’ fixed depth: deepens move by move for the time below, remembering positions it has seen."),
    .playouts_description = N_("Off: the time limit decides, or the engine’s default without one."),
    .presets = {
      { N_("Beginner"), N_("Minimax takes the best number for now without looking ahead; Monte Carlo plays 30 random games per choice."),
        1, FALSE, FALSE, 30, 0, FALSE },
      { N_("Casual"), N_("Minimax looks two moves ahead, like level 2 of the source program; Monte Carlo plays the engine’s default number of games."),
        2, FALSE, FALSE, 0, 0, FALSE },
      { N_("Strong"), N_("Minimax looks four moves ahead; Monte Carlo searches its tree for half a second."),
        4, FALSE, TRUE, 0, 0.5, FALSE },
      { N_("Expert"), N_("Minimax becomes the strong engine and searches about a second per move; Monte Carlo searches its tree for two seconds."),
        7, FALSE, TRUE, 0, 2.0, TRUE },
    },
    .levels = numbergrab_levels,
    .n_levels = G_N_ELEMENTS (numbergrab_levels),
  },
  /* No table: the priority is the number on the square, taken greedily,
   * ties in the game's own move order. */
  .priority_table = NULL,
  .priority_ties_by_square = FALSE,

  .init = numbergrab_init,
  .legal_moves = numbergrab_legal_moves,
  .play = numbergrab_play,
  .is_over = numbergrab_is_over,
  .score = numbergrab_score,
  .result = numbergrab_result,
  .evaluate = numbergrab_evaluate,
  .final_value = numbergrab_final_value,
  .cell = numbergrab_cell,
  .position_to_string = numbergrab_position_to_string,
  .position_from_string = numbergrab_position_from_string,
  .move_to_string = numbergrab_move_to_string,
  .move_from_string = numbergrab_move_from_string,
  .explain_illegal = numbergrab_explain_illegal,
  .prompt = numbergrab_prompt,
  .explain = sky_numbergrab_explain,
  .help_page = "number-grab",
  .experiment_depth = 3,
};
