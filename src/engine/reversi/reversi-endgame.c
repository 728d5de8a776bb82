/* reversi-endgame.c: the exact endgame solver (see reversi-endgame.h).
 *
 * The search itself is in reversi-endgame-core.h, compiled here once per
 * CPU variant (portable, popcount, AVX2) like the perft counter, and chosen
 * at run time by sky_reversi_cpu_level ().  This file holds what the
 * variants share: the transposition table, the stable discs, the parity
 * regions, the limits, and the root with its principal line.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "reversi-bitboard.h"
#include "reversi-endgame.h"
#include "reversi-eval.h"
#include "reversi-probcut.h"

#define SCORE_INF 127

/* The tuning constants below can be overridden with -D for experiments;
 * the values are those that gave the fewest nodes (and least time) on FFO
 * #40-#42 and on random endgames of 18 and 20 empties.
 *
 * Levels of the search by the number of empties: up to SHALLOW_MAX the
 * empty squares in parity order without a move list; from DEEP_MIN on the
 * transposition table and principal-variation search; between them
 * fastest-first with a move list.  With the stability cut-off down to 3
 * empties, fastest-first pays from 6 empties (it was from 7): FFO #40-#49
 * took 684 M nodes instead of 735 M and less time (29.7 s against 32.4 s,
 * 30.7 against 32.6); from 5, 606 M nodes but more time (34.5 s); from 8,
 * 911 M. */
#ifndef SHALLOW_MAX
#define SHALLOW_MAX 5
#endif
#ifndef DEEP_MIN
#define DEEP_MIN 9
#endif
/* From EVAL_SORT_MIN empties on, moves are ordered by the evaluation of
 * the position they lead to as well as by the opponent's replies (each reply
 * counting EVAL_SORT_MOBILITY / 100 of a disc), from SEARCH_SORT_MIN on by
 * a search one ply deep instead of the evaluation; from ETC_MIN on, the
 * children are looked up in the table before any is searched.  On FFO
 * #41-#47 (one thread) the evaluation from 9 empties cost a fifth of the
 * time; from 11, with the one-ply search from 14, the nodes fell from 224 M
 * to 191 M and the CPU time from 7.5 s to 5.7 s (a two-ply search from 18
 * ordered worse than the one-ply one). */
#ifndef EVAL_SORT_MIN
#define EVAL_SORT_MIN 11
#endif
#ifndef SEARCH_SORT_MIN
#define SEARCH_SORT_MIN 14
#endif
#ifndef EVAL_SORT_MOBILITY
#define EVAL_SORT_MOBILITY 400
#endif
#ifndef ETC_MIN
#define ETC_MIN 10
#endif

/* Move ordering weights (smaller keys first): per opponent reply (corners
 * count twice), and the bonus of a move into a region with an odd number
 * of empties.  The opponent's potential mobility (2 per empty square next
 * to the mover's discs) was dropped once the stability cut-off reached 3
 * empties: FFO #40-#49 took 665 M nodes without it instead of 684 M (664 M
 * with it from EVAL_SORT_MIN empties only, 685 M with it below only). */
#ifndef ORDER_MOBILITY
#define ORDER_MOBILITY 16
#endif
#ifndef ORDER_PARITY
#define ORDER_PARITY 4
#endif

/* Nodes between looks at the cancellable, the clock and the other
 * threads. */
#define CHECK_INTERVAL 16384

/* Several threads (sky_reversi_solver_set_threads ()): from PARALLEL_MIN
 * empties on a solve runs on every thread at once, all sharing the table,
 * each search of its series of null-window tests on all threads together:
 * the first to answer one gives its value to all and stops the others'
 * search of it (solve_round ()); every answer is exact, as the table only
 * ever holds true bounds of exact scores.  With that shared series FFO
 * #40-#42 took 1.90 times less time on two threads than on one, against
 * 1.61 with each thread making its own series (8 runs each).  From
 * ABDADA_MIN empties on, a thread defers a move (not the first) that
 * another thread is searching at that moment and comes back to it after
 * the others, when the table usually knows its value: so the threads
 * spread over the tree instead of following each other (simplified
 * ABDADA, with a small table of the positions being searched). */
#ifndef PARALLEL_MIN
#define PARALLEL_MIN 14
#endif
#ifndef ABDADA_MIN
#define ABDADA_MIN 12
#endif
#define BUSY_BITS 14
#define MAX_THREADS 256
/* The null-window tests of one solve the threads share (see
 * solve_round ()); a longer series goes on unshared. */
#define MAX_ROUNDS 64

/* Probable iterations (sky_reversi_solver_set_selective ()): a solve of
 * SELECTIVE_MIN empties or more first searches with ProbCut at the first
 * SELECTIVE_LEVELS levels of reversi-probcut.h (1.1, 1.5 and 2.0 sigma), each
 * one's score the next one's first guess and its table entries the next
 * one's move order, and then exactly.  Entries carry their level
 * (LEVEL_EXACT: exact): only those at least as sure as the search cut it.
 * On FFO #40-#49 (one thread) the two levels took the CPU time from 109 s
 * to 67 s; all five (to 3.3 sigma) cost more than they saved (#40-#43:
 * 9.5 s against 6.0 s without any), and ProbCut only from 14 empties
 * instead of the table's first row was no faster.  With the move order
 * and the table of issue 23 a third level (2.0 sigma) pays: FFO #43, #45,
 * #46, #48, #49 took 1,061 M nodes instead of 1,271 M (#49 385 M instead
 * of 594 M), #40-#42, #44, #47 as many as with two (88 M); a fourth cost
 * more on those (95 M). */
#ifndef SELECTIVE_MIN
#define SELECTIVE_MIN 18
#endif
#ifndef SELECTIVE_LEVELS
#define SELECTIVE_LEVELS 3
#endif
#ifndef SELECTIVE_BY_DEFAULT
#define SELECTIVE_BY_DEFAULT 1
#endif
#define LEVEL_EXACT SKY_REVERSI_PROBCUT_LEVELS

/* An entry is three words written and read one at a time without a lock
 * (relaxed atomics), the keys mixed with the data: a reader that sees
 * words from two writers finds keys that match no position, so the entry
 * is ignored, never believed.  data: lower + 64, upper + 64, move + 1,
 * empties, generation, level, a byte each from the lowest. */
typedef struct {
  guint64 key_P, key_O;
  guint64 data;
} TableSlot;

/* An entry read out of the table. */
typedef struct {
  gint8 lower, upper;       /* bounds of the exact score */
  gint8 move;               /* best or refuting move, -1 if none */
  guint8 empties;           /* for the replacement: deeper entries stay */
  guint8 generation;        /* older generations may be replaced */
  guint8 level;             /* how sure the bounds are (LEVEL_EXACT) */
} TableEntry;

typedef SkyReversiMove Move;

typedef struct _SkyReversiSolver Solver;

/* What the threads of one parallel solve share. */
typedef struct {
  guint64 P, O;
  int alpha, beta;
  gint stop;                /* atomic: a thread has finished */
  gint winner;              /* atomic: that thread's index (0 the caller) */
  int scores[MAX_THREADS];
  /* The series of searches every thread makes (solve_round ()): how many
   * are answered, whether a thread has taken each one to answer, and the
   * answers. */
  gint rounds_done;         /* atomic */
  gint round_claimed[MAX_ROUNDS];
  int round_value[MAX_ROUNDS];
} Parallel;

struct _SkyReversiSolver {
  TableSlot *table;
  guint64 table_mask;
  guint64 nodes;
  guint64 next_check;
  GCancellable *cancellable;
  gint64 deadline;
  gboolean aborted;
  guint8 generation;
  int threads;              /* 1: alone */
  gint *stop;               /* the parallel solve's flag, or NULL */
  guint64 *busy;            /* positions being searched (ABDADA), or NULL */
  int id;                   /* 0 the caller, 1… the helpers */
  Parallel *par;            /* the parallel solve the thread works for */
  int round;                /* the thread's place in par's series */
  gboolean round_over;      /* aborted: another thread answered the round */
  Solver *helpers;          /* threads - 1 of them, made once */
  int n_helpers;
  gboolean selective;       /* probable iterations first */
  int level;                /* the search's: LEVEL_EXACT or a probable one */
  double t;                 /* a probable level's confidence */
  int probcut_min;          /* the fewest empties with a cut */
  int last_level;           /* where a solve stops: LEVEL_EXACT, or the
                             * probable level whose score it gives */
};

/* Stability cut-offs are tried only where alpha is high enough to make one
 * likely (by the number of empties; the thresholds of Edax's null-window
 * search, and at 3 empties the same as at 4). */
static const int stability_threshold[65] = {
  99, 99, 99, 6, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36,
  38, 40, 42, 44, 46, 48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60,
  62, 62, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64,
  64, 64, 64, 64, 64, 64, 64, 64,
};

/* The final score with n_empties squares left: they go to the winner. */
static inline int
final_score (int p, int o, int n_empties)
{
  int diff = p - o;

  if (diff > 0)
    return diff + n_empties;
  if (diff < 0)
    return diff - n_empties;
  return 0;
}

/* neighbours[sq]: the squares next to sq.  A move needs an opponent disc
 * there, a test far cheaper than working out the flips. */
static guint64 neighbours[64];

/* Parity regions: the four 4x4 quadrants.  Bit q of a parity word is set if
 * quadrant q holds an odd number of empty squares. */
static const guint64 quadrant_masks[4] = {
  G_GUINT64_CONSTANT (0x000000000f0f0f0f),
  G_GUINT64_CONSTANT (0x00000000f0f0f0f0),
  G_GUINT64_CONSTANT (0x0f0f0f0f00000000),
  G_GUINT64_CONSTANT (0xf0f0f0f000000000),
};

static inline guint
quadrant_bit (int sq)
{
  return 1u << (((sq >> 2) & 1) | ((sq >> 4) & 2));
}

/* The squares of the quadrants whose bit is set in parity. */
static inline guint64
quadrant_mask_of_parity (guint parity)
{
  static const guint64 masks[16] = {
    0, 0x000000000f0f0f0f, 0x00000000f0f0f0f0, 0x00000000ffffffff,
    0x0f0f0f0f00000000, 0x0f0f0f0f0f0f0f0f, 0x0f0f0f0ff0f0f0f0,
    0x0f0f0f0fffffffff, 0xf0f0f0f000000000, 0xf0f0f0f00f0f0f0f,
    0xf0f0f0f0f0f0f0f0, 0xf0f0f0f0ffffffff, 0xffffffff00000000,
    0xffffffff0f0f0f0f, 0xfffffffff0f0f0f0, 0xffffffffffffffff,
  };

  return masks[parity & 15];
}

static inline guint
parity_of (guint64 E)
{
  guint parity = 0;

  for (int q = 0; q < 4; q++)
    parity |= (guint) (sky_reversi_popcount (E & quadrant_masks[q]) & 1) << q;
  return parity;
}

/* Stable discs. */

/* edge_stable[P][O]: the discs of P on an edge of eight squares (bit i the
 * i-th square) that no sequence of moves can flip. */
static guint8 edge_stable[256][256];

/* The discs of player on an edge that can be flipped by no sequence of
 * discs put on the empty squares (by either side, in any order, flipping
 * along the edge only: an edge disc lies at the end of every other line
 * through it, so it can only be flipped along its edge).  Filled from full
 * edges down to empty ones, so the positions one move on are known. */
static void
init_edge_stable (void)
{
  /* Every disjoint pair (P, O), by number of discs, fullest first. */
  for (int discs = 8; discs >= 0; discs--)
    for (int P = 0; P < 256; P++)
      for (int O = 0; O < 256; O++)
        {
          int E = ~(P | O) & 0xff;
          int stable = P;

          if ((P & O) != 0 || __builtin_popcount (P | O) != discs)
            continue;
          for (int x = 0; x < 8 && stable != 0; x++)
            {
              if (!(E & (1 << x)))
                continue;
              for (int colour = 0; colour < 2; colour++)
                {
                  int mine = (colour == 0 ? P : O) | (1 << x);
                  int theirs = colour == 0 ? O : P;
                  int y, run;

                  /* Flip towards lower bits, then towards higher bits. */
                  for (run = 0, y = x - 1; y >= 0 && (theirs & (1 << y)); y--)
                    run |= 1 << y;
                  if (y >= 0 && (mine & (1 << y)))
                    {
                      mine |= run;
                      theirs &= ~run;
                    }
                  for (run = 0, y = x + 1; y < 8 && (theirs & (1 << y)); y++)
                    run |= 1 << y;
                  if (y < 8 && (mine & (1 << y)))
                    {
                      mine |= run;
                      theirs &= ~run;
                    }
                  if (colour == 0)
                    stable &= edge_stable[mine][theirs];
                  else
                    stable &= edge_stable[theirs][mine];
                }
            }
          edge_stable[P][O] = (guint8) (stable & P);
        }
}

/* The last move: with one empty square every other square holds a disc, so
 * the flips along a line depend only on where the mover's discs are.
 * last_flips[x][line]: the discs turned over along a line of eight by a
 * disc put at x, line the mover's discs (bit i the i-th square), all other
 * squares but x the opponent's.  Diagonals shorter than eight are read with
 * the squares off the board as 0: never the mover's, so no run across them
 * is ever outflanked. */
static guint8 last_flips[8][256];
/* The diagonals through each square (+7 and +9 steps), as masks. */
static guint64 diagonal7[64], diagonal9[64];

static void
init_last_flips (void)
{
  for (int x = 0; x < 8; x++)
    for (int line = 0; line < 256; line++)
      {
        int n = 0, k;

        for (k = x - 1; k >= 0 && !(line & (1 << k)); k--)
          ;
        if (k >= 0)
          n += x - 1 - k;
        for (k = x + 1; k < 8 && !(line & (1 << k)); k++)
          ;
        if (k < 8)
          n += k - x - 1;
        last_flips[x][line] = (guint8) n;
      }
  for (int sq = 0; sq < 64; sq++)
    for (int other = 0; other < 64; other++)
      {
        int r = sq / 8, c = sq % 8, r2 = other / 8, c2 = other % 8;

        if (r2 + c2 == r + c)
          diagonal7[sq] |= G_GUINT64_CONSTANT (1) << other;
        if (c2 - r2 == c - r)
          diagonal9[sq] |= G_GUINT64_CONSTANT (1) << other;
      }
}

/* a_file[x]: the byte x spread over the a-file, bit i to square a(i+1). */
static guint64 a_file[256];

static void
ensure_tables (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (int sq = 0; sq < 64; sq++)
        for (int dr = -1; dr <= 1; dr++)
          for (int dc = -1; dc <= 1; dc++)
            {
              int r = sq / 8 + dr, c = sq % 8 + dc;

              if ((dr != 0 || dc != 0) && r >= 0 && r < 8 && c >= 0 && c < 8)
                neighbours[sq] |= G_GUINT64_CONSTANT (1) << (r * 8 + c);
            }
      for (int x = 0; x < 256; x++)
        for (int i = 0; i < 8; i++)
          if (x & (1 << i))
            a_file[x] |= G_GUINT64_CONSTANT (1) << (8 * i);
      init_edge_stable ();
      init_last_flips ();
      g_once_init_leave (&done, 1);
    }
}

/* The a-file (bits 0, 8, …, 56) packed into a byte, a1 the lowest bit (the
 * multiplier's shifts 56 - 7 i move bit 8 i to bit 56 + i without two
 * partial products ever meeting), and back; the h-file likewise through a
 * shift. */
static inline guint
pack_a_file (guint64 x)
{
  return (guint) (((x & G_GUINT64_CONSTANT (0x0101010101010101))
                   * G_GUINT64_CONSTANT (0x0102040810204080)) >> 56);
}

static inline guint64
unpack_a_file (guint x)
{
  return a_file[x];
}

/* The number of discs the mover (discs mine, a subset of the squares other
 * than sq) turns over by a disc at sq, the only empty square.  A diagonal
 * has one square per file, so multiplying by 0x0101…01 gathers its squares
 * into the top byte by file without carries. */
static inline int
count_last_flips (guint64 mine, int sq)
{
  const guint64 files = G_GUINT64_CONSTANT (0x0101010101010101);
  int r = sq >> 3, c = sq & 7;

  return last_flips[c][(mine >> (8 * r)) & 0xff]
         + last_flips[r][pack_a_file (mine >> c)]
         + last_flips[c][((mine & diagonal7[sq]) * files) >> 56]
         + last_flips[c][((mine & diagonal9[sq]) * files) >> 56];
}

/* The squares on lines (in one of the four directions) that are full;
 * on the diagonals right for the central squares only (b2-g7, the only
 * ones stable_discs () asks about).  A diagonal is full where it is full
 * both ways from the square: each way folds it in steps of 1, 2 and 4
 * squares, the edge squares (where a diagonal ends) counting as full
 * (Edax's get_full_lines ()); this took the place of a loop over the 30
 * diagonals. */
static inline void
full_lines (guint64 occupied, guint64 *h, guint64 *v, guint64 *d7,
            guint64 *d9)
{
  const guint64 edge = G_GUINT64_CONSTANT (0xff818181818181ff);
  guint64 l, r;

  l = occupied;
  l &= l >> 1;
  l &= l >> 2;
  l &= l >> 4;
  *h = (l & G_GUINT64_CONSTANT (0x0101010101010101)) * 0xff;

  l = occupied;
  l &= l >> 8;
  l &= l >> 16;
  l &= l >> 32;
  *v = (l & 0xff) * G_GUINT64_CONSTANT (0x0101010101010101);

  l = r = occupied;
  l &= edge | (l >> 7);
  r &= edge | (r << 7);
  l &= G_GUINT64_CONSTANT (0xffff030303030303) | (l >> 14);
  r &= G_GUINT64_CONSTANT (0xc0c0c0c0c0c0ffff) | (r << 14);
  l &= G_GUINT64_CONSTANT (0xffffffff0f0f0f0f) | (l >> 28);
  r &= G_GUINT64_CONSTANT (0xf0f0f0f0ffffffff) | (r << 28);
  *d7 = l & r;

  l = r = occupied;
  l &= edge | (l >> 9);
  r &= edge | (r << 9);
  l &= G_GUINT64_CONSTANT (0xffffc0c0c0c0c0c0) | (l >> 18);
  r &= G_GUINT64_CONSTANT (0x030303030303ffff) | (r << 18);
  *d9 = l & r & (G_GUINT64_CONSTANT (0x0f0f0f0ff0f0f0f0) | (l >> 36)
                 | (r << 36));
}

/* See sky_reversi_endgame_stable_discs (). */
static inline guint64
stable_discs (guint64 P, guint64 O)
{
  guint64 stable, old, h, v, d7, d9, central;

  stable = edge_stable[P & 0xff][O & 0xff];
  stable |= (guint64) edge_stable[P >> 56][O >> 56] << 56;
  stable |= unpack_a_file (edge_stable[pack_a_file (P)][pack_a_file (O)]);
  stable |= unpack_a_file (edge_stable[pack_a_file (P >> 7)]
                           [pack_a_file (O >> 7)]) << 7;

  full_lines (P | O, &h, &v, &d7, &d9);
  central = P & G_GUINT64_CONSTANT (0x007e7e7e7e7e7e00);
  stable |= central & h & v & d7 & d9;
  /* A central disc is stable if along each line the line is full or a
   * neighbour is a stable disc of the same colour (central discs have all
   * eight neighbours on the board, so the shifts do not wrap). */
  do
    {
      old = stable;
      stable |= central
                & ((stable >> 1) | (stable << 1) | h)
                & ((stable >> 8) | (stable << 8) | v)
                & ((stable >> 7) | (stable << 7) | d7)
                & ((stable >> 9) | (stable << 9) | d9);
    }
  while (stable != old);
  return stable;
}

guint64
sky_reversi_endgame_stable_discs (guint64 player, guint64 opponent)
{
  g_return_val_if_fail ((player & opponent) == 0, 0);
  ensure_tables ();
  return stable_discs (player, opponent);
}

/* The transposition table. */

static inline guint64
table_hash (guint64 P, guint64 O)
{
  guint64 h = P * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  h ^= (O + (O >> 29)) * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);
  h ^= h >> 31;
  return h;
}

static inline guint64
table_index (const Solver *s, guint64 P, guint64 O)
{
  return table_hash (P, O) & s->table_mask;
}

/* The keys' mask from the data: any change of the data changes it all
 * over (a bijection, so two data words never share a mask). */
static inline guint64
data_mask (guint64 data)
{
  guint64 h = (data ^ G_GUINT64_CONSTANT (0x2545f4914f6cdd1d))
              * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);

  return h ^ (h >> 29);
}

/* A position may sit in either slot of its pair (TABLE_WAYS 2): a new
 * entry replaces one of an earlier generation, else the one with fewer
 * empties, so that a collision no longer throws the new entry away (the
 * one slot kept a deeper entry) nor a deep one. */
#ifndef TABLE_WAYS
#define TABLE_WAYS 2
#endif

static inline TableSlot *
table_bucket (const Solver *s, guint64 P, guint64 O)
{
  return &s->table[table_index (s, P, O) & ~(guint64) (TABLE_WAYS - 1)];
}

/* Starts loading (P, O)'s slots (all their cache lines). */
static inline void
table_prefetch (const Solver *s, guint64 P, guint64 O)
{
  const TableSlot *slot = table_bucket (s, P, O);

  __builtin_prefetch (slot);
  __builtin_prefetch (&slot[TABLE_WAYS - 1].data);
}

/* Reads (P, O)'s entry in slot into entry; FALSE if the slot holds
 * another. */
static inline gboolean
slot_read (TableSlot *slot, guint64 P, guint64 O, TableEntry *entry)
{
  guint64 key_P = __atomic_load_n (&slot->key_P, __ATOMIC_RELAXED);
  guint64 key_O = __atomic_load_n (&slot->key_O, __ATOMIC_RELAXED);
  guint64 data = __atomic_load_n (&slot->data, __ATOMIC_RELAXED);
  guint64 mask = data_mask (data);

  if ((key_P ^ mask) != P || (key_O ^ mask) != O)
    return FALSE;
  entry->lower = (gint8) ((int) (data & 0xff) - 64);
  entry->upper = (gint8) ((int) ((data >> 8) & 0xff) - 64);
  entry->move = (gint8) ((int) ((data >> 16) & 0xff) - 1);
  entry->empties = (guint8) (data >> 24);
  entry->generation = (guint8) (data >> 32);
  entry->level = (guint8) (data >> 40);
  return TRUE;
}

/* (P, O)'s slot and entry; NULL if the table has none. */
static inline TableSlot *
table_find (Solver *s, guint64 P, guint64 O, TableEntry *entry)
{
  TableSlot *slot = table_bucket (s, P, O);

  for (int i = 0; i < TABLE_WAYS; i++)
    if (slot_read (&slot[i], P, O, entry))
      return &slot[i];
  return NULL;
}

/* Reads (P, O)'s entry into entry; FALSE if the table has none. */
static inline gboolean
table_probe (Solver *s, guint64 P, guint64 O, TableEntry *entry)
{
  return table_find (s, P, O, entry) != NULL;
}

static inline void
table_write (TableSlot *slot, guint64 P, guint64 O, const TableEntry *entry)
{
  guint64 data = (guint64) (entry->lower + 64)
                 | (guint64) (entry->upper + 64) << 8
                 | (guint64) (entry->move + 1) << 16
                 | (guint64) entry->empties << 24
                 | (guint64) entry->generation << 32
                 | (guint64) entry->level << 40;
  guint64 mask = data_mask (data);

  __atomic_store_n (&slot->key_P, P ^ mask, __ATOMIC_RELAXED);
  __atomic_store_n (&slot->key_O, O ^ mask, __ATOMIC_RELAXED);
  __atomic_store_n (&slot->data, data, __ATOMIC_RELAXED);
}

/* Records the result best of a search of (P, O) with the window
 * (alpha, beta) and its best move. */
static inline void
table_store (Solver *s, guint64 P, guint64 O, int n_empties, int alpha,
             int beta, int best, int move)
{
  TableEntry entry;
  TableSlot *slot;
  int lower = -SKY_REVERSI_SCORE_MAX, upper = SKY_REVERSI_SCORE_MAX;

  if (best > alpha)
    lower = best;
  if (best < beta)
    upper = best;
  slot = table_find (s, P, O, &entry);
  if (slot != NULL && entry.level >= s->level)
    {
      /* Surer bounds are not replaced by a probable search's. */
      if (entry.level > s->level)
        return;
      /* Both are bounds of the same score: keep the tighter ones (probable
       * bounds may disagree: then the new ones). */
      entry.lower = (gint8) MAX (entry.lower, lower);
      entry.upper = (gint8) MIN (entry.upper, upper);
      if (entry.lower > entry.upper)
        {
          entry.lower = (gint8) lower;
          entry.upper = (gint8) upper;
        }
      if (move >= 0)
        entry.move = (gint8) move;
      entry.generation = s->generation;
      table_write (slot, P, O, &entry);
      return;
    }
  if (slot == NULL)
    {
      /* Another position in every slot (or none): one of an earlier
       * generation goes, else the one with fewest empties; with one slot,
       * a deeper one of this generation stays. */
      TableSlot *bucket = table_bucket (s, P, O);
      int fewest = 256;

      for (int i = 0; i < TABLE_WAYS; i++)
        {
          guint64 data = __atomic_load_n (&bucket[i].data, __ATOMIC_RELAXED);
          int empties = (guint8) (data >> 24);

          if ((guint8) (data >> 32) != s->generation)
            {
              slot = &bucket[i];
              break;
            }
          if (empties < fewest)
            {
              fewest = empties;
              slot = &bucket[i];
            }
        }
      if (TABLE_WAYS == 1 && (guint8) (slot->data >> 32) == s->generation
          && fewest > n_empties)
        return;
    }
  entry.lower = (gint8) lower;
  entry.upper = (gint8) upper;
  entry.move = (gint8) move;
  entry.empties = (guint8) n_empties;
  entry.generation = s->generation;
  entry.level = (guint8) s->level;
  table_write (slot, P, O, &entry);
}

/* ABDADA: is another thread searching (P, O)?  If not, it is marked as
 * searched by this one (key, to unmark it after) and FALSE returned. */
static inline gboolean
busy_elsewhere (Solver *s, guint64 P, guint64 O, guint64 *key)
{
  guint64 h = table_hash (P, O) | 1;
  guint64 *slot = &s->busy[h & ((1 << BUSY_BITS) - 1)];

  if (__atomic_load_n (slot, __ATOMIC_RELAXED) == h)
    return TRUE;
  __atomic_store_n (slot, h, __ATOMIC_RELAXED);
  *key = h;
  return FALSE;
}

static inline void
busy_done (Solver *s, guint64 key)
{
  guint64 *slot = &s->busy[key & ((1 << BUSY_BITS) - 1)];
  guint64 expected = key;

  __atomic_compare_exchange_n (slot, &expected, 0, FALSE, __ATOMIC_RELAXED,
                               __ATOMIC_RELAXED);
}

/* Looks at the cancellable and the deadline; TRUE if the search must stop. */
static gboolean
check_limits (Solver *s)
{
  s->next_check = s->nodes + CHECK_INTERVAL;
  if ((s->cancellable != NULL && g_cancellable_is_cancelled (s->cancellable))
      || (s->deadline != 0 && g_get_monotonic_time () >= s->deadline)
      || (s->stop != NULL && g_atomic_int_get (s->stop)))
    s->aborted = TRUE;
  else if (s->par != NULL && s->round < MAX_ROUNDS
           && g_atomic_int_get (&s->par->rounds_done) > s->round)
    s->aborted = s->round_over = TRUE;
  return s->aborted;
}

static int estimate (guint64 P, guint64 O, int depth, int alpha, int beta);

/* ProbCut in a probable iteration: TRUE and *score if the shallow search
 * predicts, with confidence t sigma, an exact score of at least beta (then
 * *score is beta, or the even score above it: scores are even, and the
 * null-window search needs them so) or at most alpha (alpha, or the even
 * score below). */
static gboolean
probcut (Solver *s, guint64 P, guint64 O, int n_empties, int alpha,
         int beta, int *score)
{
  SkyReversiProbCut cut;
  double margin;
  int bound;

  if (!sky_reversi_probcut_endgame (n_empties, &cut))
    return FALSE;
  margin = s->t * cut.sigma;
  /* In hundredths, as the shallow search's values. */
  bound = (int) ceil ((100 * beta + margin - cut.b) / cut.a);
  if (bound <= 100 * SKY_REVERSI_SCORE_MAX
      && estimate (P, O, cut.shallow, bound - 1, bound) >= bound)
    {
      *score = beta + (beta & 1);
      return TRUE;
    }
  bound = (int) floor ((100 * alpha - margin - cut.b) / cut.a);
  if (bound >= -100 * SKY_REVERSI_SCORE_MAX
      && estimate (P, O, cut.shallow, bound, bound + 1) <= bound)
    {
      *score = alpha - (alpha & 1);
      return TRUE;
    }
  return FALSE;
}

/* The variants of the search. */

#define FN(name) name##_generic
#define VARIANT_ATTR
#define MOBILITY(P, O) sky_reversi_mobility (P, O)
#define POPCOUNT(x) sky_reversi_popcount (x)
#include "reversi-endgame-core.h"
#undef FN
#undef VARIANT_ATTR
#undef MOBILITY
#undef POPCOUNT

#ifdef SKY_REVERSI_X86_DISPATCH
#define FN(name) name##_popcnt
#define VARIANT_ATTR SKY_REVERSI_TARGET_POPCNT
#define MOBILITY(P, O) sky_reversi_mobility (P, O)
#define POPCOUNT(x) __builtin_popcountll (x)
#include "reversi-endgame-core.h"
#undef FN
#undef VARIANT_ATTR
#undef MOBILITY
#undef POPCOUNT

#define FN(name) name##_avx2
#define VARIANT_ATTR SKY_REVERSI_TARGET_AVX2
#define MOBILITY(P, O) sky_reversi_mobility_avx2 (P, O)
#define POPCOUNT(x) __builtin_popcountll (x)
#include "reversi-endgame-core.h"
#undef FN
#undef VARIANT_ATTR
#undef MOBILITY
#undef POPCOUNT
#endif

static int
solve_dispatch (Solver *s, guint64 P, guint64 O, int alpha, int beta)
{
#ifdef SKY_REVERSI_X86_DISPATCH
  switch (sky_reversi_cpu_level ())
    {
    case SKY_REVERSI_CPU_AVX2:
    case SKY_REVERSI_CPU_AVX2_BMI2:
      return solve_any_avx2 (s, P, O, alpha, beta);
    case SKY_REVERSI_CPU_POPCNT:
      return solve_any_popcnt (s, P, O, alpha, beta);
    case SKY_REVERSI_CPU_GENERIC:
    default:
      break;
    }
#endif
  return solve_any_generic (s, P, O, alpha, beta);
}

/* One search of a solve's series (its probable iterations' and exact
 * null-window tests, or its one wide window).  With several threads every
 * thread makes the same series, each search at once on all of them: the
 * first thread to answer a search gives its value to every thread, and
 * the others stop theirs (check_limits ()) and go on to the next with
 * that value, so they all take the same next step and keep working on
 * one search together (sharing the table, spread by ABDADA) instead of
 * drifting apart, each finishing what another has already answered. */
static int
solve_round (Solver *s, guint64 P, guint64 O, int alpha, int beta)
{
  Parallel *par = s->par;
  int round = s->round, v;

  if (par == NULL || round >= MAX_ROUNDS)
    return solve_dispatch (s, P, O, alpha, beta);
  if (g_atomic_int_get (&par->rounds_done) <= round)
    {
      v = solve_dispatch (s, P, O, alpha, beta);
      if (s->round_over)
        s->aborted = s->round_over = FALSE;
      else if (s->aborted)
        return 0;
      else if (g_atomic_int_compare_and_exchange (&par->round_claimed[round],
                                                  0, 1))
        {
          par->round_value[round] = v;
          g_atomic_int_set (&par->rounds_done, round + 1);
        }
    }
  /* Another thread is publishing the answer it has just found. */
  while (g_atomic_int_get (&par->rounds_done) <= round)
    g_thread_yield ();
  s->round = round + 1;
  return par->round_value[round];
}

/* A guess of the score (hundredths of a disc) for the null-window search
 * below: a small alpha-beta with the evaluation at the leaves. */
static int
estimate (guint64 P, guint64 O, int depth, int alpha, int beta)
{
  guint64 moves = sky_reversi_mobility (P, O);
  int best = -100 * SCORE_INF;

  if (moves == 0)
    {
      if (sky_reversi_mobility (O, P) == 0)
        return 100 * final_score (sky_reversi_popcount (P),
                                  sky_reversi_popcount (O),
                                  sky_reversi_popcount (~(P | O)));
      return -estimate (O, P, depth, -beta, -alpha);
    }
  if (depth == 0)
    return sky_reversi_evaluate (P, O);
  for (; moves != 0; moves &= moves - 1)
    {
      int sq = __builtin_ctzll (moves);
      guint64 flips = sky_reversi_flips (P, O, sq);
      int v = -estimate (O ^ flips, P ^ flips ^ (G_GUINT64_CONSTANT (1) << sq),
                         depth - 1, -beta, -MAX (alpha, best));

      if (v > best)
        {
          best = v;
          if (best >= beta)
            break;
        }
    }
  return best;
}

int
sky_reversi_endgame_estimate (guint64 player, guint64 opponent, int depth,
                              int alpha, int beta)
{
  g_return_val_if_fail ((player & opponent) == 0, 0);
  return estimate (player, opponent, MAX (depth, 0), alpha, beta);
}

/* A wide window is searched as a series of null-window searches converging
 * from a guess (MTD(f)): each proves the score above or below one value, far
 * cheaper than a wide window at every principal node, and the table carries
 * what one search learnt to the next.  Every final score is even (the empty
 * squares go to the winner: 64 - 2 x the loser's discs), so each test
 * splits at an odd value.  When the guess is off, the steps grow (2, 4,
 * 8, ...) until the score is bracketed, then the bracket is halved.  In
 * the exact iteration a guess too low climbs by 2 at a time instead: a test
 * that fails high (a score reaches it) costs a fraction of one that fails
 * low (no move reaches it, every move's proof), so overshooting is what
 * costs.  On FFO #48 (+28, guessed +20) the climb 19, 21, 25, 33, 29, 27
 * took 267 M nodes, 19, 21, 23, 25, 27, 29 took 204 M. */
static int
solve_by_null_windows (Solver *s, guint64 P, guint64 O, int alpha, int beta,
                       int guess)
{
  int lower = alpha, upper = beta;
  int test, direction = 0, step = 2, v = 0;

  test = guess - 1;
  while (lower < upper && !s->aborted)
    {
      /* Is the score above test (odd, strictly between the bounds)? */
      test = CLAMP (test, lower + 1, upper - 1);
      v = solve_round (s, P, O, test - 1, test + 1);
      if (v < test)
        {
          upper = MIN (upper, v);
          step = direction < 0 ? step * 2 : 2;
          direction = -1;
        }
      else
        {
          lower = MAX (lower, v);
          step = direction > 0 && s->level < LEVEL_EXACT ? step * 2 : 2;
          direction = 1;
        }
      if (upper <= alpha || lower >= beta || lower >= upper)
        break;
      /* Bracketed from both sides: halve; otherwise step on. */
      if (lower > alpha && upper < beta)
        test = ((lower + upper) / 2) | 1;
      else if (direction < 0)
        test = upper - 1 - (step - 2);
      else
        test = lower + 1 + (step - 2);
    }
  return v;
}

/* The public interface. */

/* The calling thread's default number of threads, 0 if never set. */
static GPrivate default_threads;

void
sky_reversi_solver_set_thread_default (int threads)
{
  g_private_set (&default_threads,
                 GINT_TO_POINTER (CLAMP (threads, 0, MAX_THREADS)));
}

int
sky_reversi_solver_get_thread_default (void)
{
  int threads = GPOINTER_TO_INT (g_private_get (&default_threads));

  return threads > 0 ? threads : 1;
}

SkyReversiSolver *
sky_reversi_solver_new (int table_bits)
{
  SkyReversiSolver *solver = g_new0 (SkyReversiSolver, 1);

  if (table_bits <= 0)
    table_bits = 20;
  table_bits = CLAMP (table_bits, 8, 30);
  ensure_tables ();
  solver->table = g_new0 (TableSlot, (gsize) 1 << table_bits);
  solver->table_mask = ((guint64) 1 << table_bits) - 1;
  solver->threads = sky_reversi_solver_get_thread_default ();
  solver->level = LEVEL_EXACT;
  solver->last_level = LEVEL_EXACT;
  solver->probcut_min = sky_reversi_probcut_endgame_min_empties ();
  solver->selective = SELECTIVE_BY_DEFAULT;
  return solver;
}

gsize
sky_reversi_solver_table_size (int table_bits)
{
  if (table_bits <= 0)
    table_bits = 20;
  return ((gsize) 1 << CLAMP (table_bits, 8, 30)) * sizeof (TableSlot);
}

static void
free_helpers (SkyReversiSolver *solver)
{
  if (solver->helpers != NULL)
    g_free (solver->helpers[0].busy);
  g_clear_pointer (&solver->helpers, g_free);
  solver->n_helpers = 0;
}

void
sky_reversi_solver_free (SkyReversiSolver *solver)
{
  if (solver == NULL)
    return;
  free_helpers (solver);
  g_free (solver->table);
  g_free (solver);
}

void
sky_reversi_solver_clear (SkyReversiSolver *solver)
{
  memset (solver->table, 0, (solver->table_mask + 1) * sizeof (TableSlot));
}

void
sky_reversi_solver_next_generation (SkyReversiSolver *solver)
{
  solver->generation++;
}

void
sky_reversi_solver_set_limits (SkyReversiSolver *solver,
                               GCancellable *cancellable, gint64 deadline)
{
  solver->cancellable = cancellable;
  solver->deadline = deadline;
}

void
sky_reversi_solver_set_threads (SkyReversiSolver *solver, int threads)
{
  if (threads <= 0)
    threads = (int) g_get_num_processors ();
  threads = CLAMP (threads, 1, MAX_THREADS);
  if (threads == solver->threads)
    return;
  free_helpers (solver);
  solver->threads = threads;
}

int
sky_reversi_solver_get_threads (SkyReversiSolver *solver)
{
  return solver->threads;
}

void
sky_reversi_solver_set_selective (SkyReversiSolver *solver,
                                  gboolean selective)
{
  solver->selective = selective;
}

gboolean
sky_reversi_solver_get_selective (SkyReversiSolver *solver)
{
  return solver->selective;
}

void
sky_reversi_solver_set_last_level (SkyReversiSolver *solver, int level)
{
  solver->last_level = level < 0 ? LEVEL_EXACT
                                 : MIN (level, LEVEL_EXACT);
}

/* The first guess of the score for solve_by_null_windows (): the
 * estimate, to the nearest even number. */
static int
first_guess (guint64 P, guint64 O, int n_empties)
{
  int guess = estimate (P, O, n_empties >= 18 ? 4 : 2, -100 * SCORE_INF,
                        100 * SCORE_INF);

  return (guess >= 0 ? guess + 100 : guess - 100) / 200 * 2;
}

/* The probable levels 0 … last of a solve of the window, each one's score
 * (to an even one) the next one's first guess, *guess after the last:
 * the last one's score. */
static int
solve_levels (Solver *s, guint64 P, guint64 O, int alpha, int beta,
              gboolean wide, int *guess, int last)
{
  int v = 0;

  for (int level = 0; level <= last && !s->aborted; level++)
    {
      s->level = level;
      s->t = sky_reversi_probcut_level_t (level);
      v = wide ? solve_by_null_windows (s, P, O, alpha, beta, *guess)
               : solve_round (s, P, O, alpha, beta);
      if (wide)
        *guess = CLAMP (v - (v & 1), -SKY_REVERSI_SCORE_MAX,
                        SKY_REVERSI_SCORE_MAX);
    }
  s->level = LEVEL_EXACT;
  return s->aborted ? 0 : v;
}

/* One thread's whole solve of the window: the probable iterations first
 * if there are any, then the exact one; or a probable solve alone. */
static int
solve_window (Solver *s, guint64 P, guint64 O, int alpha, int beta)
{
  int n_empties = sky_reversi_popcount (~(P | O));
  gboolean wide = beta - alpha > 2 && n_empties >= DEEP_MIN;
  int guess = 0;

  if (wide)
    guess = first_guess (P, O, n_empties);
  if (s->last_level < LEVEL_EXACT && n_empties >= s->probcut_min)
    return solve_levels (s, P, O, alpha, beta, wide, &guess, s->last_level);
  if (s->selective && n_empties >= SELECTIVE_MIN
      && n_empties >= s->probcut_min)
    {
      solve_levels (s, P, O, alpha, beta, wide, &guess, SELECTIVE_LEVELS - 1);
      if (s->aborted)
        return 0;
    }
  if (wide)
    return solve_by_null_windows (s, P, O, alpha, beta, guess);
  return solve_round (s, P, O, alpha, beta);
}

/* The end of one thread's solve: the first to finish unaborted wins and
 * stops the others. */
static void
parallel_finish (Parallel *par, Solver *s, int score)
{
  if (!s->aborted && g_atomic_int_compare_and_exchange (&par->winner, -1,
                                                        s->id))
    {
      par->scores[s->id] = score;
      g_atomic_int_set (&par->stop, 1);
    }
}

static gpointer
helper_thread (gpointer data)
{
  Solver *s = data;
  Parallel *par = s->par;
  int score;

  score = solve_window (s, par->P, par->O, par->alpha, par->beta);
  parallel_finish (par, s, score);
  return NULL;
}

/* The solve on solver->threads threads (see PARALLEL_MIN). */
static int
solve_parallel (Solver *solver, guint64 P, guint64 O, int alpha, int beta)
{
  Parallel par = { 0 };
  GThread *threads[MAX_THREADS];
  int n_started = 0, score;

  if (solver->helpers == NULL)
    {
      guint64 *busy = g_new0 (guint64, 1 << BUSY_BITS);

      solver->n_helpers = solver->threads - 1;
      solver->helpers = g_new0 (Solver, solver->n_helpers);
      for (int i = 0; i < solver->n_helpers; i++)
        solver->helpers[i].busy = busy;
    }
  /* The evaluation's tables (and the CPU variant) are made once, on first
   * use: here, before the helpers start, so that they find them made. */
  (void) sky_reversi_evaluate (P, O);
  par.P = P;
  par.O = O;
  par.alpha = alpha;
  par.beta = beta;
  par.winner = -1;
  solver->stop = &par.stop;
  solver->busy = solver->helpers[0].busy;
  solver->id = 0;
  solver->par = &par;
  solver->round = 0;
  solver->round_over = FALSE;
  for (int i = 0; i < solver->n_helpers; i++)
    {
      Solver *h = &solver->helpers[i];

      h->table = solver->table;
      h->table_mask = solver->table_mask;
      h->nodes = 0;
      h->next_check = CHECK_INTERVAL;
      h->cancellable = solver->cancellable;
      h->deadline = solver->deadline;
      h->aborted = FALSE;
      h->generation = solver->generation;
      h->threads = 1;
      h->selective = solver->selective;
      h->level = LEVEL_EXACT;
      h->last_level = solver->last_level;
      h->probcut_min = solver->probcut_min;
      h->stop = &par.stop;
      h->id = i + 1;
      h->par = &par;
      h->round = 0;
      h->round_over = FALSE;
      threads[n_started] = g_thread_try_new ("sky-solver", helper_thread, h,
                                             NULL);
      if (threads[n_started] == NULL)
        break;
      n_started++;
    }
  score = solve_window (solver, P, O, alpha, beta);
  parallel_finish (&par, solver, score);
  for (int i = 0; i < n_started; i++)
    {
      g_thread_join (threads[i]);
      solver->nodes += solver->helpers[i].nodes;
      solver->helpers[i].par = NULL;
    }
  solver->stop = NULL;
  solver->busy = NULL;
  solver->par = NULL;
  if (par.winner < 0)
    {
      /* Stopped by the limits before any thread finished. */
      solver->aborted = TRUE;
      return 0;
    }
  solver->aborted = FALSE;
  return par.scores[par.winner];
}

int
sky_reversi_solver_solve (SkyReversiSolver *solver, guint64 player,
                          guint64 opponent, int alpha, int beta,
                          SkyReversiSolveStats *stats)
{
  guint64 nodes_before = solver->nodes;
  int score;

  g_return_val_if_fail ((player & opponent) == 0, 0);
  alpha = MAX (alpha, -SKY_REVERSI_SCORE_MAX - 1);
  beta = MIN (beta, SKY_REVERSI_SCORE_MAX + 1);
  solver->aborted = FALSE;
  solver->next_check = solver->nodes;   /* look at once */
  if (solver->threads > 1
      && sky_reversi_popcount (~(player | opponent)) >= PARALLEL_MIN)
    score = solve_parallel (solver, player, opponent, alpha, beta);
  else
    score = solve_window (solver, player, opponent, alpha, beta);
  if (stats != NULL)
    {
      stats->nodes += solver->nodes - nodes_before;
      stats->aborted |= solver->aborted;
    }
  return solver->aborted ? 0 : score;
}

int
sky_reversi_solve (guint64 player, guint64 opponent, int alpha, int beta,
                   SkyReversiSolveStats *stats, GCancellable *cancellable)
{
  g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (0);

  sky_reversi_solver_set_limits (solver, cancellable, 0);
  return sky_reversi_solver_solve (solver, player, opponent, alpha, beta,
                                   stats);
}

/* The exact score of the position after P plays sq (from P's side). */
static int
solve_after (SkyReversiSolver *solver, guint64 P, guint64 O, int sq,
             int alpha, int beta, SkyReversiSolveStats *stats)
{
  guint64 flips = sky_reversi_flips (P, O, sq);

  return -sky_reversi_solver_solve (solver, O ^ flips,
                                    P ^ flips ^ (G_GUINT64_CONSTANT (1) << sq),
                                    -beta, -alpha, stats);
}

gboolean
sky_reversi_solver_solve_root (SkyReversiSolver *solver, guint64 player,
                               guint64 opponent,
                               SkyReversiSolveResult *result)
{
  SkyReversiSolveStats stats = { 0 };
  guint64 P = player, O = opponent;
  int score;

  memset (result, 0, sizeof *result);
  result->best_move = SKY_REVERSI_SOLVE_NONE;
  /* The table's entries stay true, but those of earlier solves may now
   * give way to this one's. */
  solver->generation++;
  score = sky_reversi_solver_solve (solver, P, O, -SKY_REVERSI_SCORE_MAX,
                                    SKY_REVERSI_SCORE_MAX, &stats);
  if (stats.aborted)
    return FALSE;
  result->score = score;

  /* The principal line: at each step a move whose child has exactly the
   * score (the table usually knows which; otherwise the moves are tried
   * with a window that only the exact score passes). */
  for (int ply = 0; ply < 64; ply++)
    {
      guint64 moves = sky_reversi_mobility (P, O);
      TableEntry entry;
      int found = -1;

      if (moves == 0)
        {
          if (sky_reversi_mobility (O, P) == 0)
            break;
          guint64 t = P;

          result->pv[result->pv_length++] = SKY_REVERSI_SOLVE_PASS;
          P = O;
          O = t;
          score = -score;
          continue;
        }
      if (table_probe (solver, P, O, &entry) && entry.move >= 0
          && (moves & (G_GUINT64_CONSTANT (1) << entry.move)))
        {
          int v = solve_after (solver, P, O, entry.move, score - 1,
                               score + 1, &stats);

          if (v == score)
            found = entry.move;
        }
      for (guint64 m = moves; found < 0 && m != 0; m &= m - 1)
        {
          int sq = __builtin_ctzll (m);

          if (solve_after (solver, P, O, sq, score - 1, score + 1, &stats)
              == score)
            found = sq;
        }
      if (stats.aborted)
        return FALSE;
      g_assert (found >= 0);
      result->pv[result->pv_length++] = found;
      {
        guint64 flips = sky_reversi_flips (P, O, found);
        guint64 next_P = O ^ flips;
        guint64 next_O = P ^ flips ^ (G_GUINT64_CONSTANT (1) << found);

        P = next_P;
        O = next_O;
        score = -score;
      }
    }
  if (result->pv_length > 0)
    result->best_move = result->pv[0];
  result->nodes = stats.nodes;
  return TRUE;
}
