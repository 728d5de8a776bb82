/* reversi-explain.c: why a reversi move was worse than another, in the
 * words reversi players use (game-explain.h): a corner given away or
 * missed, an X- or C-square next to an empty corner, the mobility left to
 * either side, frontier and stable discs, the parity of the empty regions
 * in the endgame, a wipe-out.
 *
 * Every reason compares the position after the move played with the one
 * after the better move; the lines after them (the review's) show what
 * the opponent does next.  The weights put what decides games (a wipe-out,
 * a corner) before the patterns that usually cost (X-squares), and these
 * before the counts (mobility, frontier). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "game-explain.h"
#include "reversi.h"
#include "reversi-bitboard.h"

/* The squares next to each corner: its X-square (diagonal) and its two
 * C-squares, a1 (0), h1 (7), a8 (56), h8 (63). */
static const struct {
  int corner, x, c1, c2;
} corner_squares[4] = {
  { 0, 9, 1, 8 },
  { 7, 14, 6, 15 },
  { 56, 49, 57, 48 },
  { 63, 54, 62, 55 },
};

/* The endgame, where the parity of the empty regions counts. */
#define PARITY_EMPTIES 14

/* The position's own discs, read here: the rules in reversi.c name this
 * file's hook, so this file calls nothing of theirs. */
static guint64
discs (const SkyPosition *pos, SkySide side)
{
  return ((const SkyReversiPosition *) pos)->discs[side];
}

static guint64
bit (int sq)
{
  return G_GUINT64_CONSTANT (1) << sq;
}

static char *
square_name (int sq)
{
  return g_strdup_printf ("%c%d", 'a' + sq % 8, sq / 8 + 1);
}

static const char *
side_name (const SkyPosition *pos, SkySide side)
{
  return _(pos->game->side_names[side]);
}

/* pos after move, FALSE if move is not legal there. */
static gboolean
after (const SkyPosition *pos, SkyMove move, SkyReversiPosition *out)
{
  if (move == SKY_MOVE_NONE || !sky_position_is_legal_move (pos, move))
    return FALSE;
  sky_position_copy_into (&out->base, pos);
  sky_position_play (&out->base, move);
  return TRUE;
}

/* The moves side would have in pos (as if it were its turn). */
static int
mobility (const SkyPosition *pos, SkySide side)
{
  return sky_reversi_popcount (sky_reversi_mobility (discs (pos, side),
                                                     discs (pos, SKY_SIDE_OTHER (side))));
}

/* The squares around the set squares of b. */
static guint64
neighbours (guint64 b)
{
  guint64 w = (b >> 1) & SKY_REVERSI_NOT_FILE_H;
  guint64 e = (b << 1) & SKY_REVERSI_NOT_FILE_A;
  guint64 row = b | w | e;

  return (row | (row << 8) | (row >> 8)) & ~b;
}

/* side's discs next to an empty square. */
static int
frontier (const SkyPosition *pos, SkySide side)
{
  guint64 mine = discs (pos, side);
  guint64 empty = ~(mine | discs (pos, SKY_SIDE_OTHER (side)));

  return sky_reversi_popcount (mine & neighbours (empty));
}

/* Whether the line through sq along axis d (0..3, and its opposite d + 4)
 * is full. */
static gboolean
line_full (guint64 empty, int sq, int d)
{
  return ((sky_reversi_rays[sq][d] | sky_reversi_rays[sq][d + 4]) & empty) == 0;
}

/* The next square from sq in direction d, or -1 off the board. */
static int
step (int sq, int d)
{
  static const int delta[8] = { 1, 7, 8, 9, -1, -7, -8, -9 };
  guint64 ray = sky_reversi_rays[sq][d];

  if (ray == 0)
    return -1;
  return sq + delta[d];
}

/* side's stable discs: those that can never be turned.  A disc is stable
 * when, along each of its four lines, the line is full or a neighbour on
 * it is the board's edge or a stable disc of its own: a move that turned
 * it would have to turn that neighbour too.  Grown until nothing more is
 * found; a sound count, if not always the whole one. */
static int
stable (const SkyPosition *pos, SkySide side)
{
  guint64 mine = discs (pos, side);
  guint64 empty = ~(mine | discs (pos, SKY_SIDE_OTHER (side)));
  guint64 found = 0;
  gboolean grown = TRUE;

  while (grown)
    {
      grown = FALSE;
      for (int sq = 0; sq < 64; sq++)
        {
          gboolean held = TRUE;

          if (!(mine & bit (sq)) || (found & bit (sq)))
            continue;
          for (int d = 0; d < 4 && held; d++)
            {
              int a = step (sq, d), b = step (sq, d + 4);

              held = line_full (empty, sq, d)
                     || a < 0 || b < 0
                     || (found & bit (a)) || (found & bit (b));
            }
          if (held)
            {
              found |= bit (sq);
              grown = TRUE;
            }
        }
    }
  return sky_reversi_popcount (found);
}

/* The empty region (squares joined through empty neighbours, diagonals
 * too) that sq lies in. */
static guint64
region (guint64 empty, int sq)
{
  guint64 reached = bit (sq), grown;

  do
    {
      grown = reached;
      reached |= neighbours (reached) & empty;
    }
  while (reached != grown);
  return reached;
}

/* The lowest corner in corners, or -1. */
static int
first_corner (guint64 corners)
{
  return corners ? g_bit_nth_lsf (corners, -1) : -1;
}

/* Whether the line (from pos on) ever leaves side without a disc. */
static gboolean
line_wipes_out (const SkyPosition *pos, const SkyMove *line, int length,
                SkySide side)
{
  SkyReversiPosition p;

  sky_position_copy_into (&p.base, pos);
  if (discs (&p.base, side) == 0)
    return TRUE;
  for (int i = 0; i < length && sky_position_is_legal_move (&p.base, line[i]); i++)
    {
      sky_position_play (&p.base, line[i]);
      if (discs (&p.base, side) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The corners the side to move in pos may take now (none if pos is
 * not side's turn). */
static guint64
corners_open (const SkyPosition *pos, SkySide side)
{
  if (pos->to_move != side || sky_position_is_over (pos))
    return 0;
  return sky_reversi_mobility (discs (pos, side), discs (pos, SKY_SIDE_OTHER (side)))
         & SKY_REVERSI_CORNERS;
}

/* The corner whose X-square (x TRUE) or C-square sq is, if that corner
 * is empty in pos; otherwise -1. */
static int
empty_corner_next_to (const SkyPosition *pos, int sq, gboolean x)
{
  guint64 taken = discs (pos, SKY_SIDE_FIRST)
                  | discs (pos, SKY_SIDE_SECOND);

  for (guint i = 0; i < G_N_ELEMENTS (corner_squares); i++)
    {
      gboolean next = x ? sq == corner_squares[i].x
                        : sq == corner_squares[i].c1 || sq == corner_squares[i].c2;

      if (next && !(taken & bit (corner_squares[i].corner)))
        return corner_squares[i].corner;
    }
  return -1;
}

/* What a best move does well: a corner, a wipe-out. */
static int
explain_best (const SkyExplainMoves *moves, SkyExplainReason *found)
{
  SkySide me = moves->before->to_move;
  SkySide them = SKY_SIDE_OTHER (me);
  g_autofree char *name = square_name (moves->played);
  int n = 0;

  if (line_wipes_out (moves->before, moves->better_line,
                      moves->better_line_length, them))
    sky_explain_add (found, &n, "wipeout", 110, SKY_MOVE_NONE, 0, 0,
                     /* TRANSLATORS: "f5 leads to wiping out all of White’s discs." */
                     g_strdup_printf (_("%s leads to wiping out all of %s’s discs."),
                                      name, side_name (moves->before, them)));
  if (bit (moves->played) & SKY_REVERSI_CORNERS)
    sky_explain_add (found, &n, "takes-corner", 60, moves->played, 0, 0,
                     /* TRANSLATORS: "a1 takes the corner." */
                     g_strdup_printf (_("%s takes the corner."), name));
  return n;
}

int
sky_reversi_explain (const SkyExplainMoves *moves, SkyExplainReason *found)
{
  const SkyPosition *before = moves->before;
  SkySide me = before->to_move;
  SkySide them = SKY_SIDE_OTHER (me);
  SkyReversiPosition played, better;
  g_autofree char *p = NULL, *b = NULL;
  guint64 given;
  int corner = -1, n = 0;
  int count_p, count_b;

  if (moves->played == SKY_MOVE_PASS || !after (before, moves->played, &played))
    return 0;
  if (moves->better == moves->played)
    return explain_best (moves, found);
  if (moves->better == SKY_MOVE_PASS || !after (before, moves->better, &better))
    return 0;
  p = square_name (moves->played);
  b = square_name (moves->better);

  /* A wipe-out, given or missed. */
  if (line_wipes_out (&played.base, moves->refutation,
                      moves->refutation_length, me))
    sky_explain_add (found, &n, "wipeout", 120, SKY_MOVE_NONE, 0, 0,
                     /* TRANSLATORS: "After b2, White can wipe out all of Black’s discs." */
                     g_strdup_printf (_("After %s, %s can wipe out all of %s’s discs."),
                                      p, side_name (before, them), side_name (before, me)));
  else if (line_wipes_out (before, moves->better_line,
                           moves->better_line_length, them))
    sky_explain_add (found, &n, "wipeout", 110, SKY_MOVE_NONE, 0, 0,
                     /* TRANSLATORS: "f4 would have wiped out all of White’s discs." */
                     g_strdup_printf (_("%s would have wiped out all of %s’s discs."),
                                      b, side_name (before, them)));

  /* A corner given away: one the opponent may take after the move played
   * and not after the better one (the one it takes in the line first). */
  given = corners_open (&played.base, them) & ~corners_open (&better.base, them);
  if (given)
    {
      g_autofree char *c = NULL;

      corner = moves->refutation_length > 0
               && moves->refutation[0] >= 0
               && (given & bit (moves->refutation[0]))
               ? moves->refutation[0] : first_corner (given);
      c = square_name (corner);
      sky_explain_add (found, &n, "gives-corner", 100, corner, 0, 0,
                       /* TRANSLATORS: "b2 lets White take the a1 corner." */
                       g_strdup_printf (_("%s lets %s take the %s corner."),
                                        p, side_name (before, them), c));
    }

  /* A corner missed. */
  if ((bit (moves->better) & SKY_REVERSI_CORNERS)
      && !(bit (moves->played) & SKY_REVERSI_CORNERS))
    sky_explain_add (found, &n, "takes-corner", 95, moves->better, 0, 0,
                     /* TRANSLATORS: "a8 would have taken the corner." */
                     g_strdup_printf (_("%s would have taken the corner."), b));

  /* An X- or C-square next to an empty corner (said once: not beside the
   * corner it gives away, which says it already). */
  if (empty_corner_next_to (before, moves->better, TRUE) < 0)
    {
      int x = empty_corner_next_to (before, moves->played, TRUE);

      if (x >= 0 && x != corner)
        {
          g_autofree char *c = square_name (x);

          sky_explain_add (found, &n, "x-square", 70, moves->played, 0, 0,
                           /* TRANSLATORS: "b2 is an X-square, diagonally next to the empty a1 corner." */
                           g_strdup_printf (_("%s is an X-square, diagonally next to the empty %s corner."),
                                            p, c));
        }
    }
  if (empty_corner_next_to (before, moves->better, FALSE) < 0
      && empty_corner_next_to (before, moves->better, TRUE) < 0)
    {
      int c_corner = empty_corner_next_to (before, moves->played, FALSE);

      if (c_corner >= 0 && c_corner != corner)
        {
          g_autofree char *c = square_name (c_corner);

          sky_explain_add (found, &n, "c-square", 45, moves->played, 0, 0,
                           /* TRANSLATORS: "b1 is a C-square, next to the empty a1 corner." */
                           g_strdup_printf (_("%s is a C-square, next to the empty %s corner."),
                                            p, c));
        }
    }

  /* The opponent's mobility, then one's own. */
  count_p = played.base.to_move == them ? mobility (&played.base, them) : 0;
  count_b = better.base.to_move == them ? mobility (&better.base, them) : 0;
  if (count_p - count_b >= 3)
    sky_explain_add (found, &n, "mobility",
                     MIN (30 + 3 * (count_p - count_b), 65), SKY_MOVE_NONE,
                     count_p, count_b,
                     /* TRANSLATORS: "b2 gives White 9 moves to choose from; f4 keeps White to 3." */
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "%s gives %s %d move to choose from; %s keeps %s to %d.",
                                                   "%s gives %s %d moves to choose from; %s keeps %s to %d.",
                                                   count_p),
                                      p, side_name (before, them), count_p, b,
                                      side_name (before, them), count_b));
  else
    {
      count_p = mobility (&played.base, me);
      count_b = mobility (&better.base, me);
      if (count_b - count_p >= 4)
        sky_explain_add (found, &n, "mobility",
                         MIN (25 + 3 * (count_b - count_p), 55), SKY_MOVE_NONE,
                         count_p, count_b,
                         /* TRANSLATORS: "After b2, Black would have 2 moves; after f4, 7." */
                         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                       "After %s, %s would have %d move; after %s, %d.",
                                                       "After %s, %s would have %d moves; after %s, %d.",
                                                       count_p),
                                          p, side_name (before, me), count_p, b,
                                          count_b));
    }

  /* Frontier discs, next to empty squares: the more, the more moves the
   * opponent gets later. */
  count_p = frontier (&played.base, me);
  count_b = frontier (&better.base, me);
  if (count_p - count_b >= 3)
    sky_explain_add (found, &n, "frontier",
                     MIN (20 + 2 * (count_p - count_b), 40), SKY_MOVE_NONE,
                     count_p, count_b,
                     /* TRANSLATORS: "c6 leaves Black 11 frontier discs, next to empty squares; f4 leaves 6." */
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "%s leaves %s %d frontier disc, next to empty squares; %s leaves %d.",
                                                   "%s leaves %s %d frontier discs, next to empty squares; %s leaves %d.",
                                                   count_p),
                                      p, side_name (before, me), count_p, b, count_b));

  /* Stable discs, after the opponent's reply to either move. */
  {
    SkyReversiPosition reply_p, reply_b;
    gboolean has_p = moves->refutation_length > 0
                     && after (&played.base, moves->refutation[0], &reply_p);
    gboolean has_b = moves->better_line_length > 1
                     && after (&better.base, moves->better_line[1], &reply_b);

    count_p = has_p ? stable (&reply_p.base, them) : stable (&played.base, them);
    count_b = has_b ? stable (&reply_b.base, them) : stable (&better.base, them);
    if (count_p - count_b >= 3)
      sky_explain_add (found, &n, "stable",
                       MIN (30 + 3 * (count_p - count_b), 70), SKY_MOVE_NONE,
                       count_p, count_b,
                       /* TRANSLATORS: "After b2, White can make 6 discs stable (never to be turned again); after f4, 0." */
                       g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     "After %s, %s can make %d disc stable (never to be turned again); after %s, %d.",
                                                     "After %s, %s can make %d discs stable (never to be turned again); after %s, %d.",
                                                     count_p),
                                        p, side_name (before, them), count_p, b,
                                        count_b));
    else
      {
        count_p = stable (&played.base, me);
        count_b = stable (&better.base, me);
        if (count_b - count_p >= 3)
          sky_explain_add (found, &n, "stable",
                           MIN (30 + 3 * (count_b - count_p), 70), SKY_MOVE_NONE,
                           count_p, count_b,
                           /* TRANSLATORS: "f4 would have made 8 of Black’s discs stable (never to be turned again); b2 makes 2." */
                           g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "%s would have made %d of %s’s discs stable (never to be turned again); %s makes %d.",
                                                         "%s would have made %d of %s’s discs stable (never to be turned again); %s makes %d.",
                                                         count_b),
                                            b, count_b, side_name (before, me), p,
                                            count_p));
      }
  }

  /* Parity: in the endgame the side that plays last in a region of empty
   * squares gains there; a move into an odd region keeps the last move,
   * one into an even region hands it over. */
  if (64 - sky_reversi_popcount (discs (before, SKY_SIDE_FIRST) | discs (before, SKY_SIDE_SECOND))
      <= PARITY_EMPTIES)
    {
      guint64 empty = ~(discs (before, SKY_SIDE_FIRST)
                        | discs (before, SKY_SIDE_SECOND));
      int size_p = sky_reversi_popcount (region (empty, moves->played));
      int size_b = sky_reversi_popcount (region (empty, moves->better));

      if (size_p % 2 == 0 && size_b % 2 == 1)
        sky_explain_add (found, &n, "parity", 40, moves->played, size_p, size_b,
                         /* TRANSLATORS: "h1 plays into a region of 4 empty squares, an even number, which gives White the last move there; g8’s region is odd." */
                         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                       "%s plays into a region of %d empty square, an even number, which gives %s the last move there; %s’s region is odd.",
                                                       "%s plays into a region of %d empty squares, an even number, which gives %s the last move there; %s’s region is odd.",
                                                       size_p),
                                          p, size_p, side_name (before, them), b));
    }
  return n;
}
