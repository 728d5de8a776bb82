/* reversi.c: the rules of reversi behind the SkyGame interface.
 *
 * The position is two bitboards (reversi.h); the move generation and the
 * flips come from reversi-bitboard.h.  Legal moves are listed in row-major
 * order a1, b1, … h8: the order in which seed 004 scans the board, which its
 * priority-table and flat Monte Carlo opponents depend on for their
 * tie-breaks.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "reversi.h"
#include "reversi-bitboard.h"
#include "reversi-movelist.h"
#include "utf8-bom.h"

#define START_BLACK ((G_GUINT64_CONSTANT (1) << SKY_REVERSI_SQUARE (3, 4)) \
                     | (G_GUINT64_CONSTANT (1) << SKY_REVERSI_SQUARE (4, 3)))
#define START_WHITE ((G_GUINT64_CONSTANT (1) << SKY_REVERSI_SQUARE (3, 3)) \
                     | (G_GUINT64_CONSTANT (1) << SKY_REVERSI_SQUARE (4, 4)))

/* A finished game is worth more than any evaluation: the strong evaluation
 * is kept inside ±EVAL_LIMIT, wins are 1000 + disc margin. */
#define EVAL_LIMIT 999
#define WIN_VALUE 1000

static inline SkyReversiPosition *
rpos (SkyPosition *pos)
{
  return (SkyReversiPosition *) pos;
}

static inline const SkyReversiPosition *
crpos (const SkyPosition *pos)
{
  return (const SkyReversiPosition *) pos;
}

static inline guint64
bit (int sq)
{
  return G_GUINT64_CONSTANT (1) << sq;
}

static void
reversi_init (SkyPosition *pos, const SkyGameSetup *setup)
{
  sky_reversi_set_discs (pos, START_BLACK, START_WHITE, SKY_SIDE_FIRST);
}

gboolean
sky_reversi_set_discs (SkyPosition *pos, guint64 black, guint64 white,
                       SkySide to_move)
{
  SkyReversiPosition *r = rpos (pos);
  int discs = sky_reversi_popcount (black | white);

  if ((black & white) != 0)
    return FALSE;
  memset (r, 0, sizeof *r);
  r->base.game = &sky_reversi_game;
  r->base.to_move = to_move;
  r->base.ply = MAX (discs - 4, 0);
  r->base.last_move = SKY_MOVE_NONE;
  r->discs[SKY_SIDE_FIRST] = black;
  r->discs[SKY_SIDE_SECOND] = white;
  r->last_flips = 0;
  return TRUE;
}

guint64
sky_reversi_discs (const SkyPosition *pos, SkySide side)
{
  return crpos (pos)->discs[side];
}

guint64
sky_reversi_last_flips (const SkyPosition *pos)
{
  return crpos (pos)->last_flips;
}

guint64
sky_reversi_legal_squares (const SkyPosition *pos)
{
  const SkyReversiPosition *r = crpos (pos);
  SkySide side = pos->to_move;

  return sky_reversi_mobility (r->discs[side], r->discs[SKY_SIDE_OTHER (side)]);
}

int
sky_reversi_empties (const SkyPosition *pos)
{
  const SkyReversiPosition *r = crpos (pos);

  return 64 - sky_reversi_popcount (r->discs[0] | r->discs[1]);
}

int
sky_reversi_final_margin (const SkyPosition *pos)
{
  const SkyReversiPosition *r = crpos (pos);
  int black = sky_reversi_popcount (r->discs[SKY_SIDE_FIRST]);
  int white = sky_reversi_popcount (r->discs[SKY_SIDE_SECOND]);
  int empties = 64 - black - white;

  return black > white ? black - white + empties
         : white > black ? black - white - empties : 0;
}

static int
reversi_legal_moves (const SkyPosition *pos, SkyMove *moves)
{
  const SkyReversiPosition *r = crpos (pos);
  guint64 P = r->discs[pos->to_move];
  guint64 O = r->discs[SKY_SIDE_OTHER (pos->to_move)];
  guint64 legal = sky_reversi_mobility (P, O);
  int n = 0;

  if (legal == 0)
    {
      if (sky_reversi_mobility (O, P) == 0)
        return 0;
      moves[0] = SKY_MOVE_PASS;
      return 1;
    }
  /* Lowest bit first is row-major order. */
  for (; legal != 0; legal &= legal - 1)
    moves[n++] = __builtin_ctzll (legal);
  return n;
}

static void
reversi_play (SkyPosition *pos, SkyMove move)
{
  SkyReversiPosition *r = rpos (pos);
  SkySide side = pos->to_move;
  SkySide other = SKY_SIDE_OTHER (side);

  if (move == SKY_MOVE_PASS)
    r->last_flips = 0;
  else
    {
      guint64 flips;

      g_return_if_fail (move >= 0 && move < 64);
      flips = sky_reversi_flips (r->discs[side], r->discs[other], move);
      g_return_if_fail (flips != 0 && ((r->discs[0] | r->discs[1]) & bit (move)) == 0);
      r->discs[side] ^= flips | bit (move);
      r->discs[other] ^= flips;
      r->last_flips = flips;
    }
  pos->to_move = other;
  pos->ply++;
  pos->last_move = move;
}

static gboolean
reversi_is_over (const SkyPosition *pos)
{
  const SkyReversiPosition *r = crpos (pos);

  return sky_reversi_mobility (r->discs[0], r->discs[1]) == 0
         && sky_reversi_mobility (r->discs[1], r->discs[0]) == 0;
}

static int
reversi_score (const SkyPosition *pos, SkySide side)
{
  return sky_reversi_popcount (crpos (pos)->discs[side]);
}

static SkyResult
reversi_result (const SkyPosition *pos)
{
  const SkyReversiPosition *r = crpos (pos);
  int black, white;

  if (!reversi_is_over (pos))
    return SKY_RESULT_NONE;
  black = sky_reversi_popcount (r->discs[SKY_SIDE_FIRST]);
  white = sky_reversi_popcount (r->discs[SKY_SIDE_SECOND]);
  if (black > white)
    return SKY_RESULT_FIRST_WINS;
  if (white > black)
    return SKY_RESULT_SECOND_WINS;
  return SKY_RESULT_DRAW;
}

/* Square weights of the positional evaluation: corners are the prize, the
 * X squares (diagonally next to a corner) and C squares (beside it) give
 * the corner away while it is empty, edges are good, the centre neutral. */
static const int square_weights[64] = {
  100, -20,  10,   5,   5,  10, -20, 100,
  -20, -40,  -4,  -2,  -2,  -4, -40, -20,
   10,  -4,   4,   1,   1,   4,  -4,  10,
    5,  -2,   1,   0,   0,   1,  -2,   5,
    5,  -2,   1,   0,   0,   1,  -2,   5,
   10,  -4,   4,   1,   1,   4,  -4,  10,
  -20, -40,  -4,  -2,  -2,  -4, -40, -20,
  100, -20,  10,   5,   5,  10, -20, 100,
};

/* The X and C squares of each corner: once the corner is taken they are no
 * longer a danger, so their penalty stops counting. */
static const struct {
  int corner;
  guint64 neighbours;
} corner_neighbours[4] = {
  { 0, G_GUINT64_CONSTANT (0x0000000000000302) },
  { 7, G_GUINT64_CONSTANT (0x000000000000c040) },
  { 56, G_GUINT64_CONSTANT (0x0203000000000000) },
  { 63, G_GUINT64_CONSTANT (0x40c0000000000000) },
};

static int
weight_sum (guint64 discs)
{
  int sum = 0;

  for (; discs != 0; discs &= discs - 1)
    sum += square_weights[__builtin_ctzll (discs)];
  return sum;
}

/* Square weights, mobility (the number of moves each side has: the side
 * with more choices is rarely forced into bad ones) and corners owned. */
static int
evaluate_positional (guint64 P, guint64 O)
{
  guint64 occupied = P | O;
  int value = weight_sum (P) - weight_sum (O);

  for (int i = 0; i < 4; i++)
    if (occupied & bit (corner_neighbours[i].corner))
      value -= weight_sum (P & corner_neighbours[i].neighbours)
               - weight_sum (O & corner_neighbours[i].neighbours);
  value += 8 * (sky_reversi_popcount (sky_reversi_mobility (P, O))
                - sky_reversi_popcount (sky_reversi_mobility (O, P)));
  value += 30 * (sky_reversi_popcount (P & SKY_REVERSI_CORNERS)
                 - sky_reversi_popcount (O & SKY_REVERSI_CORNERS));
  return CLAMP (value, -EVAL_LIMIT, EVAL_LIMIT);
}

static int
reversi_evaluate (const SkyPosition *pos, SkySide side, gboolean strong)
{
  const SkyReversiPosition *r = crpos (pos);
  guint64 P = r->discs[side];
  guint64 O = r->discs[SKY_SIDE_OTHER (side)];

  /* Seed 003's eval-by-count: the number of side's discs. */
  if (!strong)
    return sky_reversi_popcount (P);
  return evaluate_positional (P, O);
}

static int
reversi_final_value (const SkyPosition *pos, SkySide side, int plies)
{
  const SkyReversiPosition *r = crpos (pos);
  int diff = sky_reversi_popcount (r->discs[side])
             - sky_reversi_popcount (r->discs[SKY_SIDE_OTHER (side)]);

  if (diff > 0)
    return WIN_VALUE + diff;
  if (diff < 0)
    return -WIN_VALUE + diff;
  return 0;
}

static SkyCell
reversi_cell (const SkyPosition *pos, int index)
{
  const SkyReversiPosition *r = crpos (pos);
  SkyCell cell = { SKY_CELL_EMPTY, 0, SKY_SIDE_FIRST };

  g_return_val_if_fail (index >= 0 && index < 64, cell);
  if (r->discs[SKY_SIDE_FIRST] & bit (index))
    cell.kind = SKY_CELL_FIRST;
  else if (r->discs[SKY_SIDE_SECOND] & bit (index))
    {
      cell.kind = SKY_CELL_SECOND;
      cell.owner = SKY_SIDE_SECOND;
    }
  return cell;
}

/* Text forms ------------------------------------------------------------ */

static char *
reversi_position_to_string (const SkyPosition *pos)
{
  const SkyReversiPosition *r = crpos (pos);
  char text[67];

  for (int sq = 0; sq < 64; sq++)
    text[sq] = (r->discs[SKY_SIDE_FIRST] & bit (sq)) ? 'X'
               : (r->discs[SKY_SIDE_SECOND] & bit (sq)) ? 'O' : '-';
  text[64] = ' ';
  text[65] = pos->to_move == SKY_SIDE_FIRST ? 'X' : 'O';
  text[66] = '\0';
  return g_strdup (text);
}

/* The character at text as a printable string for an error message: its
 * code if it cannot be seen (a byte order mark is "U+FEFF"). */
static char *
describe_char (const char *text)
{
  gunichar c = g_utf8_get_char_validated (text, -1);

  if (c == (gunichar) -1 || c == (gunichar) -2)
    return g_strdup_printf ("\\x%02x", (guchar) *text);
  if (!g_unichar_isgraph (c))
    return g_strdup_printf ("U+%04X", c);
  return g_ucs4_to_utf8 (&c, 1, NULL, NULL, NULL);
}

/* A token of a move list for a message: at most 24 characters, those that
 * cannot be seen shown by their code. */
static char *
quote_token (const char *token, gsize length)
{
  GString *out = g_string_new (NULL);
  const char *end = token + length;
  int chars = 0;

  for (const char *p = token; p < end; chars++)
    {
      g_autofree char *what = describe_char (p);
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (chars == 24)
        {
          g_string_append (out, "…");
          break;
        }
      g_string_append (out, what);
      p = c == (gunichar) -1 || c == (gunichar) -2 ? p + 1
                                                     : g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

static void
square_name (int sq, char name[3])
{
  name[0] = 'a' + sq % 8;
  name[1] = '1' + sq / 8;
  name[2] = '\0';
}

static gboolean
reversi_position_from_string (SkyPosition *pos, const char *text,
                              GError **error)
{
  guint64 black = 0, white = 0;
  const char *p;
  int n = 0;
  int to_move;

  if (text == NULL)
    text = "";
  text = sky_utf8_skip_bom (text);
  for (p = text; g_ascii_isspace (*p); p++)
    ;
  for (; *p != '\0' && !g_ascii_isspace (*p); p++, n++)
    {
      guint64 *side;

      switch (*p)
        {
        case 'X': case 'x': case '*':
          side = &black;
          break;
        case 'O': case 'o':
          side = &white;
          break;
        case '-': case '.':
          side = NULL;
          break;
        default:
          {
            g_autofree char *what = describe_char (p);
            char name[3];

            if (n >= 64)
              g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("Invalid character “%s” after the 64 squares of the reversi position"),
                           what);
            else
              {
                square_name (n, name);
                g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                             _("Invalid character “%s” for square %s of the reversi position (use X or * for black, O for white, - or . for empty)"),
                             what, name);
              }
            return FALSE;
          }
        }
      if (n < 64 && side != NULL)
        *side |= bit (n);
    }
  if (n != 64)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("A reversi position has 64 squares (rows a1–h1 first, then a2–h2 …), not %d"),
                   n);
      return FALSE;
    }
  for (; g_ascii_isspace (*p); p++)
    ;
  if (*p == '\0')
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("The side to move is missing: add a space and X (black) or O (white) after the 64 squares"));
      return FALSE;
    }
  if (strchr ("Xx*", *p) != NULL)
    to_move = SKY_SIDE_FIRST;
  else if (strchr ("Oo", *p) != NULL)
    to_move = SKY_SIDE_SECOND;
  else
    to_move = -1;
  if (to_move != -1)
    {
      const char *q = p + 1;

      for (; g_ascii_isspace (*q); q++)
        ;
      if (*q != '\0')
        to_move = -1;
    }
  if (to_move == -1)
    {
      g_autofree char *rest = g_strchomp (g_strdup (p));

      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("Invalid side to move “%s” in the reversi position (use X for black or O for white)"),
                   rest);
      return FALSE;
    }
  sky_reversi_set_discs (pos, black, white, (SkySide) to_move);
  return TRUE;
}

static gboolean
reversi_position_from_cells (SkyPosition *pos, const SkyCellKind *cells,
                             SkySide to_move, const SkyGameSetup *setup,
                             GError **error)
{
  guint64 black = 0, white = 0;

  for (int sq = 0; sq < 64; sq++)
    if (cells[sq] == SKY_CELL_FIRST)
      black |= bit (sq);
    else if (cells[sq] == SKY_CELL_SECOND)
      white |= bit (sq);
  sky_reversi_set_discs (pos, black, white, to_move);
  return sky_reversi_check_setup (black, white, error);
}

static char *
reversi_move_to_string (const SkyPosition *pos, SkyMove move)
{
  char name[3];

  if (move == SKY_MOVE_PASS)
    return g_strdup ("pass");
  if (move < 0 || move >= 64)
    return g_strdup ("none");
  square_name (move, name);
  return g_strdup (name);
}

/* Reads one move token at *text (no leading whitespace): a square or
 * "pass".  Advances *text past it; FALSE if there is none. */
static gboolean
read_move_token (const char **text, SkyMove *move)
{
  const char *p = *text;

  if (g_ascii_strncasecmp (p, "pass", 4) == 0)
    {
      *move = SKY_MOVE_PASS;
      *text = p + 4;
      return TRUE;
    }
  if (g_ascii_tolower (p[0]) >= 'a' && g_ascii_tolower (p[0]) <= 'h'
      && p[1] >= '1' && p[1] <= '8')
    {
      *move = SKY_REVERSI_SQUARE (g_ascii_tolower (p[0]) - 'a', p[1] - '1');
      *text = p + 2;
      return TRUE;
    }
  return FALSE;
}

/* Why move is not legal in pos, or NULL if it is. */
static char *
illegal_reason (const SkyPosition *pos, SkyMove move)
{
  const SkyReversiPosition *r = crpos (pos);
  guint64 P = r->discs[pos->to_move];
  guint64 O = r->discs[SKY_SIDE_OTHER (pos->to_move)];
  guint64 legal = sky_reversi_mobility (P, O);
  g_autofree char *name = reversi_move_to_string (pos, move);

  if (legal == 0 && sky_reversi_mobility (O, P) == 0)
    return g_strdup_printf (_("%s is not legal: the game is over"), name);
  if (move == SKY_MOVE_PASS)
    return legal != 0
           ? g_strdup (_("pass is not legal: the side to move has a move"))
           : NULL;
  if (legal & bit (move))
    return NULL;
  if (legal == 0)
    return g_strdup_printf (_("%s is not legal: the side to move has no move and must pass"),
                            name);
  if ((P | O) & bit (move))
    return g_strdup_printf (_("%s is not legal: the square is taken"), name);
  return g_strdup_printf (_("%s is not legal: it turns over no discs"), name);
}

static gboolean
reversi_move_from_string (const SkyPosition *pos, const char *text,
                          SkyMove *move, GError **error)
{
  g_autofree char *copy = g_strstrip (g_strdup (text != NULL ? text : ""));
  const char *p = copy;
  g_autofree char *reason = NULL;
  SkyMove parsed;

  if (!read_move_token (&p, &parsed) || *p != '\0')
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("“%s” is not a reversi move (expected a square a1–h8 such as f5, or pass)"),
                   copy);
      return FALSE;
    }
  reason = illegal_reason (pos, parsed);
  if (reason != NULL)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                           reason);
      return FALSE;
    }
  *move = parsed;
  return TRUE;
}

gboolean
sky_reversi_play_record (SkyPosition *pos, const char *record, int *n_played,
                         GError **error)
{
  const char *text = sky_utf8_skip_bom (record != NULL ? record : "");
  gsize length = strlen (text);
  gsize at = 0;
  int index = 0;

  if (n_played != NULL)
    *n_played = 0;
  for (;;)
    {
      g_autofree char *reason = NULL;
      gsize token, token_length;
      SkyMove move;

      switch (sky_reversi_movelist_next (text, length, &at, &move, &token,
                                         &token_length))
        {
        case SKY_MOVELIST_END:
          return TRUE;
        case SKY_MOVELIST_BAD:
          {
            g_autofree char *what = quote_token (text + token, token_length);

            g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                         _("Move %d of the move list: “%s” is not a square such as f5, or pass"),
                         index + 1, what);
            return FALSE;
          }
        case SKY_MOVELIST_MOVE:
        default:
          break;
        }
      index++;
      /* The pass the record leaves out. */
      if (move != SKY_MOVE_PASS && sky_reversi_legal_squares (pos) == 0
          && !reversi_is_over (pos))
        reversi_play (pos, SKY_MOVE_PASS);
      reason = illegal_reason (pos, move);
      if (reason != NULL)
        {
          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                       _("Move %d of the move list: %s"), index, reason);
          return FALSE;
        }
      reversi_play (pos, move);
      if (n_played != NULL)
        *n_played = index;
    }
}

/* An empty square is illegal only when a disc there turns none over. */
static char *
reversi_explain_illegal (const SkyPosition *pos, int index,
                         const char *cell_name)
{
  if (pos->game->cell (pos, index).kind != SKY_CELL_EMPTY)
    return NULL;
  /* TRANSLATORS: reversi: a move must turn over at least one disc */
  return g_strdup_printf (_("A disc at %s would not turn any disc over."),
                          cell_name);
}

guint64
sky_reversi_perft (const SkyPosition *pos, int depth)
{
  const SkyReversiPosition *r = crpos (pos);
  SkySide side = pos->to_move;

  return sky_reversi_perft_bitboards (r->discs[side],
                                      r->discs[SKY_SIDE_OTHER (side)], depth);
}

/* Monte Carlo's playout on the bitboards, without a move list or a
 * position copy. */
static SkyResult
reversi_random_playout (const SkyPosition *pos, guint64 *rng)
{
  const SkyReversiPosition *r = crpos (pos);
  int diff = sky_reversi_random_playout (r->discs[SKY_SIDE_FIRST],
                                         r->discs[SKY_SIDE_SECOND],
                                         pos->to_move, rng);

  if (diff > 0)
    return SKY_RESULT_FIRST_WINS;
  if (diff < 0)
    return SKY_RESULT_SECOND_WINS;
  return SKY_RESULT_DRAW;
}

/* The priority-table opponent's table: seed 004's `point` table as its
 * program has it (the copy in seeds/restored/reversi_004.py; the
 * article's prose copy has slips).  Corners 6 first, then the edge
 * squares two away from a corner (5), the middle edges (4), most other
 * squares (3), the edge squares next to a corner (2) and, last, the
 * squares diagonally next to a corner (1), which give the corner away.
 * The four centre squares (0) are never empty. */
static const int reversi_priority[64] = {
  6, 2, 5, 4, 4, 5, 2, 6,
  2, 1, 3, 3, 3, 3, 1, 2,
  5, 3, 3, 3, 3, 3, 3, 5,
  4, 3, 3, 0, 0, 3, 3, 4,
  4, 3, 3, 0, 0, 3, 3, 4,
  5, 3, 3, 3, 3, 3, 3, 5,
  2, 1, 3, 3, 3, 3, 1, 2,
  6, 2, 5, 4, 4, 5, 2, 6,
};

/* Seed 004's flat Monte Carlo: playouts per legal move by empty squares
 * / 10, 1 at the start up to 300 near the end. */
static const int reversi_montecarlo_schedule[] = {
  300, 300, 240, 180, 120, 60, 1
};

/* The ladder of strength levels (game.h), calibrated by
 * `sakiyomi-cli levels reversi --calibrate` (src/engine/players/
 * README-levels.md has the figures): each level scores 60–85 % against
 * the one below it. */
static const SkyStrengthLevel reversi_levels[] = {
  { N_("Novice"), N_("Plays any legal move at random."),
    SKY_LEVEL_RANDOM, 0, FALSE, FALSE, 0, 0 },
  { N_("Beginner"), N_("Likes corners and edges, but plays every third move at random."),
    SKY_LEVEL_PRIORITY, 0, FALSE, FALSE, 0, 30 },
  { N_("Learner"), N_("Takes corners and edges and avoids the squares next to the corners."),
    SKY_LEVEL_PRIORITY, 0, FALSE, FALSE, 0, 0 },
  { N_("Casual"), N_("Plays the move that looks best right now, counting corners, edges and mobility."),
    SKY_LEVEL_MINIMAX, 1, TRUE, FALSE, 0, 0 },
  { N_("Improver"), N_("Looks two moves ahead, but now and then plays at random."),
    SKY_LEVEL_MINIMAX, 2, TRUE, FALSE, 0, 5 },
  { N_("Intermediate"), N_("Looks three moves ahead."),
    SKY_LEVEL_MINIMAX, 3, TRUE, FALSE, 0, 0 },
  { N_("Club Player"), N_("Looks four moves ahead."),
    SKY_LEVEL_MINIMAX, 4, TRUE, FALSE, 0, 0 },
  { N_("Advanced"), N_("The strong engine looking one move ahead: knows openings, judges positions well and solves the last 16 squares exactly."),
    SKY_LEVEL_ENGINE, 1, TRUE, FALSE, 0, 0 },
  { N_("Strong"), N_("The strong engine looking two moves ahead."),
    SKY_LEVEL_ENGINE, 2, TRUE, FALSE, 0, 0 },
  { N_("Expert"), N_("The strong engine looking four moves ahead."),
    SKY_LEVEL_ENGINE, 4, TRUE, FALSE, 0, 0 },
  { N_("Master"), N_("The strong engine looking six moves ahead."),
    SKY_LEVEL_ENGINE, 6, TRUE, FALSE, 0, 0 },
  { N_("Grandmaster"), N_("The strong engine looking eight moves ahead."),
    SKY_LEVEL_ENGINE, 8, TRUE, FALSE, 0, 0 },
  { N_("Champion"), N_("The strong engine looking ten moves ahead: the strongest level."),
    SKY_LEVEL_ENGINE, 10, TRUE, FALSE, 0, 0 },
};

const SkyGame sky_reversi_game = {
  .kind = SKY_GAME_REVERSI,
  .id = "reversi",
  .name = N_("Reversi"),
  .width = 8,
  .height = 8,
  .position_size = sizeof (SkyReversiPosition),

  .record_form = &sky_reversi_record_form,
  .record_without_header = TRUE,
  .menu_label = N_("_Reversi"),
  .board_name = N_("Reversi board"),
  .side_names = { N_("Black"), N_("White") },
  .piece_names = { N_("black disc"), N_("white disc") },
  .side_tags = { "Black", "White" },
  .algebraic_squares = TRUE,
  .shows_score = TRUE,

  .value_unit = SKY_VALUE_UNIT_DISCS,
  /* The sources' minimax counts points of its table. */
  .minimax_unit = SKY_VALUE_UNIT_TABLE_POINTS,
  .graph_scale_floor = 16.0,
  .review_method = SKY_REVIEW_ENGINE,
  .review_classes = { 2, 6, 12 },

  .strength = {
    .depth_max = 10,
    .source_depth = 3,           /* seed 003's *depth* */
    .depth = 5,
    .has_strong_eval = TRUE,
    .has_book = TRUE,
    .montecarlo_seconds = 0.5,
    .montecarlo_schedule = reversi_montecarlo_schedule,
    .montecarlo_schedule_length = G_N_ELEMENTS (reversi_montecarlo_schedule),
    .engine_centi_units = TRUE,
    .engine_description = N_("Instead of the sources’ fixed depth: deepens move by move for the time below, with a tuned evaluation, and solves the last squares exactly."),
    .playouts_description = N_("Off: the time limit decides, or without one source 004’s schedule (1 to 300 a move)."),
    .presets = {
      { N_("Beginner"), N_("Minimax looks one move ahead; Monte Carlo plays 30 random games per square."),
        1, TRUE, FALSE, 30, 0, FALSE },
      { N_("Casual"), N_("Minimax looks three moves ahead and counts discs, like the Scheme program of source 003; Monte Carlo follows source 004’s schedule."),
        3, FALSE, FALSE, 0, 0, FALSE },
      { N_("Strong"), N_("Minimax looks five moves ahead and values corners, edges and mobility; Monte Carlo searches its tree for half a second."),
        5, TRUE, TRUE, 0, 0.5, FALSE },
      { N_("Expert"), N_("Minimax becomes the strong engine: it searches about a second per move and solves the last squares exactly; Monte Carlo searches its tree for two seconds."),
        7, TRUE, TRUE, 0, 2.0, TRUE },
    },
    .levels = reversi_levels,
    .n_levels = G_N_ELEMENTS (reversi_levels),
  },
  .priority_table = reversi_priority,
  .priority_ties_by_square = TRUE,

  .init = reversi_init,
  .legal_moves = reversi_legal_moves,
  .play = reversi_play,
  .is_over = reversi_is_over,
  .score = reversi_score,
  .result = reversi_result,
  .evaluate = reversi_evaluate,
  .final_value = reversi_final_value,
  .cell = reversi_cell,
  .position_to_string = reversi_position_to_string,
  .position_from_string = reversi_position_from_string,
  .move_to_string = reversi_move_to_string,
  .move_from_string = reversi_move_from_string,
  .position_from_cells = reversi_position_from_cells,
  .random_playout = reversi_random_playout,
  .explain_illegal = reversi_explain_illegal,
  .explain = sky_reversi_explain,
  .has_named_openings = TRUE,
  .help_page = "reversi",
  .experiment_depth = 2,
};
