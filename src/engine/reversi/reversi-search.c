/* reversi-search.c: the strong reversi engine's search (see reversi-search.h).
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "reversi-bitboard.h"
#include "reversi-endgame.h"
#include "reversi-eval.h"
#include "reversi-probcut.h"
#include "reversi-search.h"
#include "search-common.h"

/* Beyond any value: values are hundredths of a disc, within ±6400. */
#define VALUE_INF 30000
#define EXACT_DEPTH 127         /* a table entry searched to the game's end */
#define MAX_PLY 64

/* Nodes between looks at the cancellable and the clock. */
#define CHECK_INTERVAL 4096

/* Several threads: helpers search the same root as the calling thread,
 * iteration by iteration, all sharing the table (lazy SMP); from
 * ABDADA_DEPTH on a thread defers a move (not the first) that another
 * thread is searching to the same depth at that moment, and comes back to
 * it after the others (simplified ABDADA), so that the threads spread over
 * the tree.  Every entry holds true bounds of the value of its position at
 * its depth, whoever wrote it, so the values at a fixed depth stay those
 * of a plain alpha-beta. */
#define ABDADA_DEPTH 3
#define BUSY_BITS 14
#define MAX_THREADS 256

/* Multi-ProbCut (reversi-probcut.h): from MPC_MIN_DEPTH on, a null-window
 * node is cut when a shallow search predicts the deep value outside the
 * window with confidence MPC_T sigma; SELECTIVE_BY_DEFAULT: whether
 * SKY_SELECTIVE_AUTO means on under a time budget. */
#ifndef MPC_MIN_DEPTH
#define MPC_MIN_DEPTH 3
#endif
#ifndef MPC_T
#define MPC_T 1.5
#endif
#ifndef SELECTIVE_BY_DEFAULT
#define SELECTIVE_BY_DEFAULT 1
#endif

/* An entry is three words written and read one at a time without a lock
 * (relaxed atomics), the keys mixed with the data: a reader that sees
 * words of two writers finds keys that match no position.  data: lower +
 * 32768 and upper + 32768 (16 bits each), depth, move + 1, generation (16
 * bits), from the lowest bits up. */
typedef struct {
  guint64 key_P, key_O;
  guint64 data;
} Slot;

/* The table is made of buckets of BUCKET_SLOTS slots: a position may sit
 * in any slot of its bucket, and a new one replaces an entry of an earlier
 * search first, else the shallowest, so that a collision seldom throws
 * away a deep entry.  Any number of buckets (not only powers of two): the
 * size is what --hash asks for. */
#define BUCKET_SLOTS 4
typedef struct {
  Slot slot[BUCKET_SLOTS];
} Bucket;

/* The default sizes: 24 MiB, 6 MiB for searches of a quarter second or
 * less; at most 2^32 - 1 buckets. */
#define TABLE_BYTES_DEFAULT ((gsize) 24 << 20)
#define TABLE_BYTES_SHORT ((gsize) 6 << 20)
/* The endgame solver's table: 2^20 entries (24 MiB). */
#define SOLVER_TABLE_BITS 20
/* The table of the short search before a solve: 2^16 entries. */
#define PRESOLVE_TABLE_BITS 16
/* Under a clock, up to this many empties beyond those it solves, the
 * search ends as the solver does, with ProbCut (its probable levels,
 * reversi-endgame.h): a midgame search of PROBABLE_PRE_SHARE of the
 * budget first, then probable solves at rising confidence, then a
 * win-loss-draw solve and the exact one, as far as the time goes, the
 * last one completed choosing the move.  A search to the end of the game
 * with a few cuts judges such positions better than a deep midgame search
 * does.  The least sure level costs
 * about a tenth of the exact solve (a twentieth to a third), which is
 * about five empties more at the solver's 2.2 times an empty: beyond
 * that it seldom ends in time, and the midgame search would have been
 * better use of the budget. */
#ifndef PROBABLE_EMPTIES
#define PROBABLE_EMPTIES 5
#endif
#ifndef PROBABLE_PRE_SHARE
#define PROBABLE_PRE_SHARE 0.25
#endif
/* The probable levels solved before the exact one: as the solver's own
 * probable iterations, the surer ones cost nearly as much as the exact
 * solve (test-probcut.c: 18 empties, 2.6 and 3.3 sigma). */
#define PROBABLE_LEVELS 3
/* Then a win-loss-draw solve (solve_root_wld ()), before the exact one. */
#define LEVEL_WLD (-2)

typedef struct {
  int lower, upper;         /* bounds of the value at that depth */
  int depth;                /* the depth searched */
  int move;                 /* best or refuting move, -1 if none */
} Entry;

/* What the threads of one search share besides the table. */
typedef struct {
  gint stop;                /* atomic: the search is over */
  gint iteration;           /* atomic: the calling thread's depth */
  guint64 *busy;            /* positions being searched (ABDADA) */
  guint64 helper_nodes;     /* atomic: the helpers' nodes at the end of
                             * their iterations, for the progress */
} Shared;

typedef struct {
  Bucket *table;
  guint64 n_buckets;
  guint16 generation;       /* entries of other generations are not there */
  guint64 nodes;
  guint64 evaluations;
  SkySearchLimits limits;
  gboolean selective;       /* Multi-ProbCut in this search */
  gboolean cut;             /* … in this iteration (not one to the end) */
  Shared *shared;           /* NULL alone */
  const SkyReversiEvaluator *evaluator;
  gboolean helper;
  int depth;                /* a helper's iteration */
  /* Triangular principal-variation table. */
  int pv_length[MAX_PLY + 1];
  int pv[MAX_PLY + 1][MAX_PLY];
} Search;

/* A set of tables, kept for the next search when this one is over:
 * allocated once, not at every search (a worker reuses the same ones
 * from move to move).  Sets not in use wait in a list; a search takes one
 * (or makes one if none is free) and gives it back. */
typedef struct {
  Bucket *table;
  guint64 n_buckets;
  guint16 generation;
  SkyReversiSolver *solver;
} Tables;

static GMutex tables_lock;
static GSList *free_tables;

/* A table of n_buckets, empty, on cache lines: a bucket then spans two,
 * never three.  NULL if the memory cannot be had (--hash 65536 on a
 * smaller machine): the search says so instead of aborting. */
static Bucket *
table_alloc (guint64 n_buckets)
{
  void *table = NULL;

  if (n_buckets > G_MAXSIZE / sizeof (Bucket)
      || posix_memalign (&table, 64, n_buckets * sizeof (Bucket)) != 0)
    return NULL;
  memset (table, 0, n_buckets * sizeof (Bucket));
  return table;
}

gboolean
sky_reversi_search_can_allocate (gsize bytes)
{
  void *table = NULL;

  if (posix_memalign (&table, 64, MAX (bytes, 1)) != 0)
    return FALSE;
  free (table);
  return TRUE;
}

static void tables_give_back (Tables *t);

/* A set of tables whose table has n_buckets or more; NULL if the memory
 * for it cannot be had. */
static Tables *
tables_take (guint64 n_buckets)
{
  Tables *t = NULL;

  g_mutex_lock (&tables_lock);
  if (free_tables != NULL)
    {
      /* The first big enough, else the first. */
      GSList *pick = free_tables;

      for (GSList *l = free_tables; l != NULL; l = l->next)
        if (((Tables *) l->data)->n_buckets >= n_buckets)
          {
            pick = l;
            break;
          }
      t = pick->data;
      free_tables = g_slist_delete_link (free_tables, pick);
    }
  g_mutex_unlock (&tables_lock);
  if (t == NULL)
    t = g_new0 (Tables, 1);
  if (t->n_buckets < n_buckets)
    {
      Bucket *table;

      /* The old table goes first: the new one may need its memory. */
      free (t->table);
      t->table = NULL;
      t->n_buckets = 0;
      table = table_alloc (n_buckets);
      if (table == NULL)
        {
          tables_give_back (t);
          return NULL;
        }
      t->table = table;
      t->n_buckets = n_buckets;
      t->generation = 0;
    }
  /* A new generation: the entries of earlier searches are not there.  At
   * the wrap, really empty. */
  if (++t->generation == 0)
    {
      memset (t->table, 0, t->n_buckets * sizeof (Bucket));
      t->generation = 1;
    }
  return t;
}

static void
tables_give_back (Tables *t)
{
  g_mutex_lock (&tables_lock);
  free_tables = g_slist_prepend (free_tables, t);
  g_mutex_unlock (&tables_lock);
}

static void
tables_free (gpointer data)
{
  Tables *t = data;

  free (t->table);
  sky_reversi_solver_free (t->solver);
  g_free (t);
}

void
sky_reversi_search_release_tables (void)
{
  GSList *list;

  g_mutex_lock (&tables_lock);
  list = free_tables;
  free_tables = NULL;
  g_mutex_unlock (&tables_lock);
  g_slist_free_full (list, tables_free);
}

/* The size set by sky_reversi_search_set_table_size (), 0 if none. */
static gsize table_bytes;

static guint64
table_buckets (gsize bytes)
{
  return CLAMP (bytes / sizeof (Bucket), 1, G_MAXUINT32);
}

void
sky_reversi_search_set_table_size (gsize bytes)
{
  table_bytes = bytes;
}

gsize
sky_reversi_search_get_table_size (void)
{
  return table_buckets (table_bytes ? table_bytes : TABLE_BYTES_DEFAULT)
         * sizeof (Bucket);
}

gsize
sky_reversi_search_solver_table_size (void)
{
  return sky_reversi_solver_table_size (SOLVER_TABLE_BITS);
}

gsize
sky_reversi_search_short_table_size (void)
{
  return table_bytes ? sky_reversi_search_get_table_size ()
                     : table_buckets (TABLE_BYTES_SHORT) * sizeof (Bucket);
}

gsize
sky_reversi_search_presolve_table_size (void)
{
  return ((gsize) 1 << PRESOLVE_TABLE_BITS) / BUCKET_SLOTS * sizeof (Bucket);
}

gsize
sky_reversi_search_busy_table_size (void)
{
  return ((gsize) 1 << BUSY_BITS) * sizeof (guint64);
}

guint64
sky_reversi_search_table_positions (gsize bytes)
{
  return table_buckets (bytes) * BUCKET_SLOTS;
}

void
sky_reversi_search_set_thread_default (int threads)
{
  sky_reversi_solver_set_thread_default (threads);
}

int
sky_reversi_search_get_thread_default (void)
{
  return sky_reversi_solver_get_thread_default ();
}

int
sky_reversi_search_threads (int threads)
{
  if (threads <= 0)
    return sky_reversi_search_get_thread_default ();
  return MIN (threads, MAX_THREADS);
}

typedef SkyReversiMove Move;

static inline guint64
bit (int sq)
{
  return G_GUINT64_CONSTANT (1) << sq;
}

/* The exact final value (hundredths of a disc) of a finished game. */
static inline int
final_value (guint64 P, guint64 O)
{
  int p = sky_reversi_popcount (P), o = sky_reversi_popcount (O);
  int empties = 64 - p - o;
  int diff = p - o;

  if (diff > 0)
    diff += empties;
  else if (diff < 0)
    diff -= empties;
  return diff * 100;
}

/* Looks at the cancellable and the clock every CHECK_INTERVAL nodes; a
 * helper at its iteration's end and at the search's. */
static inline gboolean
stopped (Search *s)
{
  if (G_UNLIKELY (s->helper && s->nodes >= s->limits.next_check)
      && (g_atomic_int_get (&s->shared->stop)
          || g_atomic_int_get (&s->shared->iteration) > s->depth))
    s->limits.cancelled = TRUE;
  return sky_search_limits_stopped (&s->limits, s->nodes, CHECK_INTERVAL);
}

/* The transposition table. */

static inline guint64
position_hash (guint64 P, guint64 O)
{
  guint64 h = P * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  h ^= (O + (O >> 29)) * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);
  h ^= h >> 31;
  return h;
}

/* (P, O)'s bucket: the hash's high half scaled to the number of
 * buckets. */
static inline Bucket *
table_bucket (Search *s, guint64 P, guint64 O)
{
  return &s->table[((position_hash (P, O) >> 32) * s->n_buckets) >> 32];
}

static inline guint64
data_mask (guint64 data)
{
  guint64 h = (data ^ G_GUINT64_CONSTANT (0x2545f4914f6cdd1d))
              * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);

  return h ^ (h >> 29);
}

/* Reads (P, O)'s entry of this generation from slot; FALSE if the slot
 * holds none. */
static inline gboolean
slot_read (Search *s, Slot *slot, guint64 P, guint64 O, Entry *e)
{
  guint64 key_P = __atomic_load_n (&slot->key_P, __ATOMIC_RELAXED);
  guint64 key_O = __atomic_load_n (&slot->key_O, __ATOMIC_RELAXED);
  guint64 data = __atomic_load_n (&slot->data, __ATOMIC_RELAXED);
  guint64 mask = data_mask (data);

  if ((key_P ^ mask) != P || (key_O ^ mask) != O
      || (guint16) (data >> 48) != s->generation)
    return FALSE;
  e->lower = (int) (data & 0xffff) - 32768;
  e->upper = (int) ((data >> 16) & 0xffff) - 32768;
  e->depth = (int) ((data >> 32) & 0xff);
  e->move = (int) ((data >> 40) & 0xff) - 1;
  return TRUE;
}

/* Reads (P, O)'s entry of this generation; NULL if there is none, else
 * its slot. */
static inline Slot *
table_find (Search *s, guint64 P, guint64 O, Entry *e)
{
  Bucket *b = table_bucket (s, P, O);

  for (int i = 0; i < BUCKET_SLOTS; i++)
    if (slot_read (s, &b->slot[i], P, O, e))
      return &b->slot[i];
  return NULL;
}

/* Starts loading (P, O)'s bucket (its two cache lines). */
static inline void
table_prefetch (Search *s, guint64 P, guint64 O)
{
  const char *b = (const char *) table_bucket (s, P, O);

  __builtin_prefetch (b);
  __builtin_prefetch (b + sizeof (Bucket) - 1);
}

static inline gboolean
table_probe (Search *s, guint64 P, guint64 O, Entry *e)
{
  return table_find (s, P, O, e) != NULL;
}

/* The slot a new entry of (P, O) goes to: one of an earlier search, else
 * the shallowest. */
static inline Slot *
table_victim (Search *s, guint64 P, guint64 O)
{
  Bucket *b = table_bucket (s, P, O);
  Slot *victim = &b->slot[0];
  int victim_depth = 256;

  for (int i = 0; i < BUCKET_SLOTS; i++)
    {
      guint64 data = __atomic_load_n (&b->slot[i].data, __ATOMIC_RELAXED);
      int depth = (int) ((data >> 32) & 0xff);

      if ((guint16) (data >> 48) != s->generation)
        return &b->slot[i];
      if (depth < victim_depth)
        {
          victim = &b->slot[i];
          victim_depth = depth;
        }
    }
  return victim;
}

static inline void
table_write (Search *s, Slot *slot, guint64 P, guint64 O, const Entry *e)
{
  guint64 data = (guint64) (e->lower + 32768)
                 | (guint64) (e->upper + 32768) << 16
                 | (guint64) e->depth << 32
                 | (guint64) (e->move + 1) << 40
                 | (guint64) s->generation << 48;
  guint64 mask = data_mask (data);

  __atomic_store_n (&slot->key_P, P ^ mask, __ATOMIC_RELAXED);
  __atomic_store_n (&slot->key_O, O ^ mask, __ATOMIC_RELAXED);
  __atomic_store_n (&slot->data, data, __ATOMIC_RELAXED);
}

static inline void
table_store (Search *s, guint64 P, guint64 O, int depth, int alpha, int beta,
             int value, int move)
{
  Entry e;
  Slot *slot;
  int lower = -VALUE_INF, upper = VALUE_INF;

  if (value > alpha)
    lower = value;
  if (value < beta)
    upper = value;
  slot = table_find (s, P, O, &e);
  if (slot != NULL)
    {
      if (e.depth == depth)
        {
          /* Two bounds of the same value: keep the tighter ones (those of
           * a selective search may disagree: then the new ones). */
          e.lower = MAX (e.lower, lower);
          e.upper = MIN (e.upper, upper);
          if (e.lower > e.upper)
            {
              e.lower = lower;
              e.upper = upper;
            }
          if (move >= 0)
            e.move = move;
          table_write (s, slot, P, O, &e);
          return;
        }
      /* Replace a shallower entry; keep a deeper one of the same
       * position. */
      if (e.depth > depth)
        return;
    }
  else
    slot = table_victim (s, P, O);
  e.lower = lower;
  e.upper = upper;
  e.depth = depth;
  e.move = move;
  table_write (s, slot, P, O, &e);
}

/* ABDADA: is another thread searching (P, O) to depth?  If not, it is
 * marked as searched by this one (key, to unmark it after). */
static inline gboolean
busy_elsewhere (Search *s, guint64 P, guint64 O, int depth, guint64 *key)
{
  guint64 h = (position_hash (P, O)
               ^ ((guint64) depth * G_GUINT64_CONSTANT (0x94d049bb133111eb)))
              | 1;
  guint64 *slot = &s->shared->busy[h & ((1 << BUSY_BITS) - 1)];

  if (__atomic_load_n (slot, __ATOMIC_RELAXED) == h)
    return TRUE;
  __atomic_store_n (slot, h, __ATOMIC_RELAXED);
  *key = h;
  return FALSE;
}

static inline void
busy_done (Search *s, guint64 key)
{
  guint64 *slot = &s->shared->busy[key & ((1 << BUSY_BITS) - 1)];
  guint64 expected = key;

  __atomic_compare_exchange_n (slot, &expected, 0, FALSE, __ATOMIC_RELAXED,
                               __ATOMIC_RELAXED);
}

/* Move ordering. */

/* The move ordering's worth of each square (subtracted from the key):
 * corners first; X squares (diagonal to a corner) and C squares (beside
 * one, on the edge) last while their corner is empty, since moving there
 * tends to give the corner away.  risky_corner[sq]: that corner, or -1. */
static const gint16 square_worth[64] = {
  400, -150, 0, 0, 0, 0, -150, 400,
  -150, -300, 0, 0, 0, 0, -300, -150,
  0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0,
  -150, -300, 0, 0, 0, 0, -300, -150,
  400, -150, 0, 0, 0, 0, -150, 400,
};
static const gint8 risky_corner[64] = {
  -1, 0, -1, -1, -1, -1, 7, -1,
  0, 0, -1, -1, -1, -1, 7, 7,
  -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1,
  56, 56, -1, -1, -1, -1, 63, 63,
  -1, 56, -1, -1, -1, -1, 63, -1,
};

/* The key's part for the square: smaller is tried first. */
static inline int
square_penalty (int sq, guint64 empty)
{
  if (risky_corner[sq] >= 0 && !(empty & bit (risky_corner[sq])))
    return 0;
  return -square_worth[sq];
}

/* The line at ply: move, then the line found below it. */
static void
update_pv (Search *s, int ply, int move)
{
  if (ply >= MAX_PLY)
    return;
  s->pv_length[ply] = sky_search_line_prepend (s->pv[ply], MAX_PLY, move,
                                               s->pv[ply + 1],
                                               s->pv_length[ply + 1]);
}

/* Nodes one ply from the leaves are searched by search_frontier (). */
#ifndef FRONTIER
#define FRONTIER 1
#endif

/* The search itself, compiled once per CPU variant like the endgame
 * solver's (reversi-search-core.h); search_node () runs the variant the
 * CPU supports. */

static int search_node (Search *s, guint64 P, guint64 O, int depth,
                        int alpha, int beta, int ply);

#define FN(name) name##_generic
#define VARIANT_ATTR
#define MOBILITY(P, O) sky_reversi_mobility (P, O)
#define POPCOUNT(x) sky_reversi_popcount (x)
#include "reversi-search-core.h"
#undef FN
#undef VARIANT_ATTR
#undef MOBILITY
#undef POPCOUNT

#ifdef SKY_REVERSI_X86_DISPATCH
#define FN(name) name##_popcnt
#define VARIANT_ATTR SKY_REVERSI_TARGET_POPCNT
#define MOBILITY(P, O) sky_reversi_mobility (P, O)
#define POPCOUNT(x) __builtin_popcountll (x)
#include "reversi-search-core.h"
#undef FN
#undef VARIANT_ATTR
#undef MOBILITY
#undef POPCOUNT

#define FN(name) name##_avx2
#define VARIANT_ATTR SKY_REVERSI_TARGET_AVX2
#define MOBILITY(P, O) sky_reversi_mobility_avx2 (P, O)
#define POPCOUNT(x) __builtin_popcountll (x)
#include "reversi-search-core.h"
#undef FN
#undef VARIANT_ATTR
#undef MOBILITY
#undef POPCOUNT
#endif

/* The root's and the helpers' way in: the variant of the CPU. */
static int
search_node (Search *s, guint64 P, guint64 O, int depth, int alpha, int beta,
             int ply)
{
#ifdef SKY_REVERSI_X86_DISPATCH
  switch (sky_reversi_cpu_level ())
    {
    case SKY_REVERSI_CPU_AVX2:
    case SKY_REVERSI_CPU_AVX2_BMI2:
      return search_node_avx2 (s, P, O, depth, alpha, beta, ply);
    case SKY_REVERSI_CPU_POPCNT:
      return search_node_popcnt (s, P, O, depth, alpha, beta, ply);
    case SKY_REVERSI_CPU_GENERIC:
    default:
      break;
    }
#endif
  return search_node_generic (s, P, O, depth, alpha, beta, ply);
}

int
sky_reversi_search_solve_empties (double seconds)
{
  if (seconds <= 0)
    return 16;
  /* 14 at 0.1 s, 19 at 1 s, 24 at 10 s.  Measured on positions of random
   * games (harder than most real ones), 20 of each: 14 empties take the
   * solver 0.004 s on average (at most 0.015 s), 18 empties 0.075 s (at
   * most 0.32 s), 20 empties 0.34 s (at most 1.3 s); two more empties cost
   * about four times as much. */
  return CLAMP ((int) lround (19 + 5 * log10 (seconds)), 8, 24);
}

/* A root move and what the iterations found. */
typedef struct {
  int sq;
  guint64 flips;
  int value;                /* the last completed iteration's value */
  int order;                /* for sorting: the value, or the static key */
} RootMove;

static int
compare_root_moves (gconstpointer a, gconstpointer b)
{
  const RootMove *x = a, *y = b;

  return (y->order > x->order) - (y->order < x->order);
}

/* A value of a search to depth, not solved, for a person
 * (SkyReversiSearchOptions.steady_values): an odd depth's less the bias
 * of its parity, within the range of a final disc difference, as the
 * book counts its leaves (sky_reversi_book_counted_leaf ()).  A wipe-out
 * (64 discs either way) is a game seen to its end, certain at any depth,
 * and stays. */
static int
steady_value (const SkyReversiSearchOptions *options, int value, int depth)
{
  if (!options->steady_values || depth % 2 == 0
      || ABS (value) >= SKY_REVERSI_EVAL_LIMIT)
    return value;
  return MAX (value - SKY_REVERSI_ODD_DEPTH_BIAS, -SKY_REVERSI_EVAL_LIMIT);
}

/* Tells options->progress of a completed iteration (or solve) and what
 * it found: result, with the nodes of the search so far. */
static void
post_progress (const SkyReversiSearchOptions *options, double fraction,
               const SkySearchResult *result, guint64 nodes)
{
  if (options->progress != NULL)
    {
      g_autofree SkyProgress *report = g_new0 (SkyProgress, 1);

      report->fraction = CLAMP (fraction, 0.0, 1.0);
      report->depth_done = result->depth;
      report->best_so_far = result->move;
      report->has_iteration = TRUE;
      report->iteration = *result;
      report->iteration.nodes = nodes;
      options->progress (report, options->progress_data);
    }
}

/* A result of the opponent's search turned into that of a forced pass:
 * the value negated, the pass before the principal variation, the pass
 * the one move. */
static void
result_after_pass (SkySearchResult *result)
{
  result->value = -result->value;
  memmove (&result->pv[1], &result->pv[0],
           MIN (result->pv_length, (int) G_N_ELEMENTS (result->pv) - 1)
           * sizeof (SkyMove));
  result->pv[0] = SKY_MOVE_PASS;
  result->pv_length = MIN (result->pv_length + 1,
                           (int) G_N_ELEMENTS (result->pv));
  result->move = SKY_MOVE_PASS;
  result->n_moves = 1;
  result->moves[0] = SKY_MOVE_PASS;
  result->move_values[0] = result->value;
  result->move_values_exact = TRUE;
}

/* The progress of the opponent's search after a forced pass, told as the
 * passing side's. */
static void
progress_after_pass (const SkyProgress *progress, gpointer data)
{
  const SkyReversiSearchOptions *options = data;
  g_autofree SkyProgress *report = g_memdup2 (progress, sizeof *progress);

  if (report->has_iteration)
    {
      result_after_pass (&report->iteration);
      report->best_so_far = SKY_MOVE_PASS;
    }
  options->progress (report, options->progress_data);
}

static gboolean
set_cancelled (GError **error, GCancellable *cancellable)
{
  return sky_search_set_cancelled (error, cancellable,
                                   _("The search was cancelled"));
}

/* The solver of a root solve, made on first use, set for this one: the
 * threads, the limits and the last level (-1: exact). */
static SkyReversiSolver *
root_solver (Tables *tables, const SkyReversiSearchOptions *options,
             gint64 deadline, int threads, int level)
{
  if (tables->solver == NULL)
    tables->solver = sky_reversi_solver_new (SOLVER_TABLE_BITS);
  sky_reversi_solver_next_generation (tables->solver);
  sky_reversi_solver_set_threads (tables->solver, threads);
  sky_reversi_solver_set_limits (tables->solver, options->cancellable,
                                 deadline);
  sky_reversi_solver_set_last_level (tables->solver, level);
  return tables->solver;
}

/* Solves the root exactly: every move's exact score (exact_values) or the
 * best move's exact score and upper bounds for the others.  With level >= 0
 * a probable solve instead (sky_reversi_solver_set_last_level ()): the same
 * with that level's scores, given in hundredths as a search's estimate.
 * Returns FALSE if the solver was stopped (cancelled or out of time). */
static gboolean
solve_root (guint64 P, guint64 O, RootMove *moves, int n,
            const SkyReversiSearchOptions *options, gint64 deadline,
            Tables *tables, int threads, int level, SkySearchResult *result)
{
  SkyReversiSolver *solver = root_solver (tables, options, deadline,
                                          threads, level);
  SkyReversiSolveStats stats = { 0 };
  SkyReversiSolveResult line;
  int best = -SKY_REVERSI_SCORE_MAX - 1, best_index = 0;

  for (int i = 0; i < n; i++)
    {
      guint64 next_P = O ^ moves[i].flips;
      guint64 next_O = P ^ moves[i].flips ^ bit (moves[i].sq);
      int v;

      if (i == 0 || options->exact_values)
        v = -sky_reversi_solver_solve (solver, next_P, next_O,
                                       -SKY_REVERSI_SCORE_MAX,
                                       SKY_REVERSI_SCORE_MAX, &stats);
      else
        {
          /* Is the move better than the best so far?  Only then its exact
           * score is needed. */
          v = -sky_reversi_solver_solve (solver, next_P, next_O, -best - 1,
                                         -best, &stats);
          if (v > best && !stats.aborted)
            v = -sky_reversi_solver_solve (solver, next_P, next_O,
                                           -SKY_REVERSI_SCORE_MAX, -best,
                                           &stats);
        }
      if (stats.aborted)
        {
          result->nodes += stats.nodes;
          return FALSE;
        }
      moves[i].value = v;
      if (v > best)
        {
          best = v;
          best_index = i;
        }
    }

  /* The principal line: the best move, then the child's own line (an
   * exact solve's: a probable one has none). */
  result->move = moves[best_index].sq;
  result->value = best;
  result->pv[0] = moves[best_index].sq;
  result->pv_length = 1;
  sky_reversi_solver_set_last_level (solver, -1);
  if (level < 0
      && sky_reversi_solver_solve_root (solver,
                                     O ^ moves[best_index].flips,
                                     P ^ moves[best_index].flips
                                     ^ bit (moves[best_index].sq), &line))
    {
      stats.nodes += line.nodes;
      for (int i = 0; i < line.pv_length
           && result->pv_length < (int) G_N_ELEMENTS (result->pv); i++)
        result->pv[result->pv_length++] = line.pv[i] == SKY_REVERSI_SOLVE_PASS
                                          ? SKY_MOVE_PASS : line.pv[i];
    }
  result->n_moves = n;
  for (int i = 0; i < n; i++)
    {
      result->moves[i] = moves[i].sq;
      result->move_values[i] = moves[i].value;
    }
  result->move_values_exact = options->exact_values || n == 1;
  result->solved = level < 0;
  result->depth = sky_reversi_popcount (~(P | O));
  result->nodes += stats.nodes;
  if (level >= 0)
    {
      result->value *= 100;
      for (int i = 0; i < n; i++)
        result->move_values[i] *= 100;
    }
  return TRUE;
}

/* After the probable levels, a win-loss-draw solve: which moves win, draw
 * or lose, in the probable order (moves, the last level's best first;
 * result, its answer), the first win found ending it.  A match counts
 * results, not discs, and a probable score of +1 may be a loss: the best
 * proven move is played, and every value proven is kept within its
 * bound (a win scores +2 or more, a loss -2 or less: final scores are
 * even).  It costs about half the exact solve.  Returns FALSE if the
 * solver was stopped before the first move was proven; stopped later,
 * what it proved stands. */
static gboolean
solve_root_wld (guint64 P, guint64 O, RootMove *moves, int n,
                const SkyReversiSearchOptions *options, gint64 deadline,
                Tables *tables, int threads, SkySearchResult *result)
{
  SkyReversiSolver *solver = root_solver (tables, options, deadline,
                                          threads, -1);
  SkyReversiSolveStats stats = { 0 };
  int chosen = -1, chosen_class = -2;

  for (int i = 0; i < n; i++)
    {
      int v = -sky_reversi_solver_solve (solver, O ^ moves[i].flips,
                                         P ^ moves[i].flips ^ bit (moves[i].sq),
                                         -1, 1, &stats);
      int class = (v > 0) - (v < 0);

      if (stats.aborted)
        break;
      for (int j = 0; j < result->n_moves; j++)
        if (result->moves[j] == moves[i].sq)
          result->move_values[j] = class > 0 ? MAX (result->move_values[j], 200)
                                   : class < 0 ? MIN (result->move_values[j], -200)
                                   : 0;
      if (class > chosen_class)
        {
          chosen = i;
          chosen_class = class;
        }
      if (class > 0 && !options->exact_values)
        break;
    }
  result->nodes += stats.nodes;
  if (chosen < 0)
    return FALSE;
  result->move = moves[chosen].sq;
  for (int j = 0; j < result->n_moves; j++)
    if (result->moves[j] == result->move)
      result->value = result->move_values[j];
  if (result->pv[0] != result->move)
    {
      result->pv[0] = result->move;
      result->pv_length = 1;
    }
  return TRUE;
}

/* A helper thread: the calling thread's iteration, or the next one when it
 * is done with it first, until the search is over. */
typedef struct {
  Search search;
  guint64 P, O;
  int max_depth;
  GThread *thread;
} Helper;

static gpointer
helper_thread (gpointer data)
{
  Helper *h = data;
  Search *s = &h->search;
  int depth = 0;
  guint64 told = 0;

  while (!g_atomic_int_get (&s->shared->stop))
    {
      int target = g_atomic_int_get (&s->shared->iteration);

      if (target <= depth)
        target = depth + 1;
      if (target > h->max_depth)
        break;
      s->depth = depth = target;
      s->cut = s->selective
               && depth < sky_reversi_popcount (~(h->P | h->O));
      s->limits.cancelled = FALSE;
      s->limits.next_check = s->nodes;
      search_node (s, h->P, h->O, depth, -VALUE_INF, VALUE_INF, 0);
      __atomic_fetch_add (&s->shared->helper_nodes, s->nodes - told,
                          __ATOMIC_RELAXED);
      told = s->nodes;
    }
  return NULL;
}

static void
helpers_stop (Shared *shared, Helper *helpers, int n, Search *s)
{
  g_atomic_int_set (&shared->stop, 1);
  for (int i = 0; i < n; i++)
    {
      g_thread_join (helpers[i].thread);
      s->nodes += helpers[i].search.nodes;
      s->evaluations += helpers[i].search.evaluations;
    }
}

gboolean
sky_reversi_search (guint64 P, guint64 O,
                    const SkyReversiSearchOptions *options,
                    SkySearchResult *result, GError **error)
{
  g_autofree Search *s = NULL;
  g_autofree Helper *helpers = NULL;
  Shared shared = { 0 };
  Tables *tables;
  int threads = sky_reversi_search_threads (options->threads), n_helpers = 0;
  RootMove moves[SKY_MAX_MOVES];
  guint64 legal = sky_reversi_mobility (P, O);
  int empties = sky_reversi_popcount (~(P | O));
  int n = 0, max_depth, solve_empties;
  gboolean probable;
  guint64 n_buckets;
  gint64 start = g_get_monotonic_time ();
  gint64 budget = sky_seconds_to_budget (options->seconds);
  gint64 last_iteration = 0, previous_iteration = 0;
  gboolean have_result = FALSE;
  const SkyReversiEvaluator *evaluator = options->evaluator != NULL
                                         ? options->evaluator
                                         : sky_reversi_evaluator_get_default ();

  g_return_val_if_fail ((P & O) == 0, FALSE);

  memset (result, 0, sizeof *result);
  result->move = SKY_MOVE_NONE;

  if (legal == 0)
    {
      SkyReversiSearchOptions after_pass = *options;

      g_return_val_if_fail (sky_reversi_mobility (O, P) != 0, FALSE);
      /* A forced pass: the value is the opponent's, negated. */
      if (options->progress != NULL)
        {
          after_pass.progress = progress_after_pass;
          after_pass.progress_data = (gpointer) options;
        }
      if (!sky_reversi_search (O, P, &after_pass, result, error))
        return FALSE;
      result_after_pass (result);
      return TRUE;
    }

  /* The root moves in static order. */
  {
    Move list[SKY_MAX_MOVES];

    n = list_moves_generic (evaluator, P, O, legal, -1, 0, list);
    for (int i = 0; i < n; i++)
      {
        moves[i].sq = list[i].sq;
        moves[i].flips = list[i].flips;
        moves[i].value = 0;
        moves[i].order = -list[i].key;
      }
    qsort (moves, n, sizeof *moves, compare_root_moves);
  }

  solve_empties = options->solve_empties != 0
                  ? options->solve_empties
                  : sky_reversi_search_solve_empties (options->seconds);
  max_depth = options->max_depth > 0 ? MIN (options->max_depth, empties)
                                     : empties;

  n_buckets = options->table_bits > 0
              ? MAX (((guint64) 1 << options->table_bits) / BUCKET_SLOTS, 1)
              : table_buckets (table_bytes
                               ? table_bytes
                               : options->seconds > 0
                                 && options->seconds <= 0.25
                               ? TABLE_BYTES_SHORT : TABLE_BYTES_DEFAULT);
  tables = tables_take (n_buckets);
  if (tables == NULL)
    {
      /* TRANSLATORS: %.0f is MiB, "Cannot allocate the transposition
       * table of 65536 MiB" */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   _("Cannot allocate the transposition table of %.0f MiB"),
                   n_buckets * (double) sizeof (Bucket) / 1048576.0);
      return FALSE;
    }
  s = g_new0 (Search, 1);
  s->table = tables->table;
  s->n_buckets = n_buckets;
  s->generation = tables->generation;
  s->evaluator = evaluator;
  s->limits.cancellable = options->cancellable;
  s->limits.deadline = budget > 0 ? start + budget : 0;
  s->selective = options->selective == SKY_SELECTIVE_ON
                 || (options->selective == SKY_SELECTIVE_AUTO
                     && SELECTIVE_BY_DEFAULT && options->seconds > 0);

  /* Few empties: solve.  A short midgame search first (a fifth of the
   * budget) orders the moves and gives a move to fall back on should the
   * solver run out of time.  A few more, under a clock: probable solves
   * (PROBABLE_EMPTIES), counted from what the budget would solve, not
   * from a solve asked for (a review solves from 26 empties at 0.5 s a
   * move, beyond the budget's reach already). */
  probable = empties > solve_empties && solve_empties >= 0 && budget > 0
             && s->selective
             && empties <= sky_reversi_search_solve_empties (options->seconds)
                           + PROBABLE_EMPTIES
             && max_depth >= empties;
  if (empties <= solve_empties || probable)
    {
      SkySearchResult pre;
      SkyReversiSearchOptions pre_options = *options;
      gboolean solved_some = FALSE;
      gint64 level_time = 0;
      guint64 nodes = 0;

      /* Before probable solves, a search that stops short of the end,
       * which they reach better. */
      pre_options.max_depth = probable ? empties - PROBABLE_EMPTIES
                                       : MIN (max_depth, 6);
      pre_options.solve_empties = -1;
      pre_options.seconds = options->seconds
                            * (probable ? PROBABLE_PRE_SHARE : 0.2);
      pre_options.progress = NULL;
      pre_options.exact_values = FALSE;
      pre_options.table_bits = probable ? options->table_bits
                                        : PRESOLVE_TABLE_BITS;
      pre_options.threads = probable ? options->threads : 1;
      if (!sky_reversi_search (P, O, &pre_options, &pre, error))
        {
          tables_give_back (tables);
          return FALSE;
        }
      /* The pre-search's best move first, then its order. */
      for (int i = 0; i < n; i++)
        for (int j = 0; j < pre.n_moves; j++)
          if (pre.moves[j] == moves[i].sq)
            moves[i].order = pre.moves[j] == pre.move ? VALUE_INF
                                                      : pre.move_values[j];
      qsort (moves, n, sizeof *moves, compare_root_moves);

      /* The levels, least sure first, then win-loss-draw (LEVEL_WLD),
       * then exact (-1); each completed one chooses the move and orders
       * the next.  A level costs more than the one before it: one is begun
       * only if as much time is left as the last took, and the clock is
       * kept for later moves otherwise. */
      for (int level = probable ? 0 : -1;;
           level = level + 1 < PROBABLE_LEVELS ? level + 1
                   : level == PROBABLE_LEVELS - 1 ? LEVEL_WLD : -1)
        {
          SkySearchResult found;
          gint64 level_start = g_get_monotonic_time ();
          gboolean done;

          if (solved_some && budget > 0
              && level_start + level_time > s->limits.deadline)
            break;
          if (level == LEVEL_WLD)
            {
              /* It refines the last level's answer. */
              found = *result;
              found.nodes = 0;
              done = solve_root_wld (P, O, moves, n, options,
                                     s->limits.deadline, tables, threads,
                                     &found);
            }
          else
            {
              memset (&found, 0, sizeof found);
              done = solve_root (P, O, moves, n, options, s->limits.deadline,
                                 tables, threads, level, &found);
            }
          nodes += found.nodes;
          if (!done)
            break;
          *result = found;
          solved_some = TRUE;
          level_time = g_get_monotonic_time () - level_start;
          if (level == -1)
            break;
          /* A probable level done: what it found, as a depth's progress. */
          post_progress (options,
                         (double) (g_get_monotonic_time () - start) / budget,
                         result, nodes + pre.nodes);
          for (int i = 0; i < n; i++)
            moves[i].order = moves[i].sq == found.move ? VALUE_INF
                                                       : moves[i].value;
          qsort (moves, n, sizeof *moves, compare_root_moves);
        }
      tables_give_back (tables);
      if (solved_some)
        {
          result->nodes = nodes + pre.nodes;
          result->evaluations = pre.evaluations;
          post_progress (options, 1.0, result, result->nodes);
          return TRUE;
        }
      if (g_cancellable_is_cancelled (options->cancellable))
        return set_cancelled (error, options->cancellable);
      /* Out of time: the pre-search's answer. */
      pre.nodes += nodes;
      *result = pre;
      post_progress (options, 1.0, result, result->nodes);
      return TRUE;
    }

  /* The helper threads, if any (not for a search too shallow to share). */
  if (threads > 1 && max_depth >= ABDADA_DEPTH + 2)
    {
      /* The evaluation's tables are made on first use: here, before the
       * helpers start, so that they find them made. */
      (void) sky_reversi_evaluator_evaluate (evaluator, P, O);
      shared.busy = g_new0 (guint64, 1 << BUSY_BITS);
      s->shared = &shared;
      helpers = g_new0 (Helper, threads - 1);
      for (int i = 0; i < threads - 1; i++)
        {
          Helper *h = &helpers[n_helpers];

          h->search.table = s->table;
          h->search.n_buckets = s->n_buckets;
          h->search.generation = s->generation;
          h->search.shared = &shared;
          h->search.evaluator = evaluator;
          h->search.helper = TRUE;
          h->search.selective = s->selective;
          h->P = P;
          h->O = O;
          h->max_depth = max_depth;
          h->thread = g_thread_try_new ("sky-search", helper_thread, h, NULL);
          if (h->thread == NULL)
            break;
          n_helpers++;
        }
    }

  /* Iterative deepening. */
  for (int depth = 1; depth <= max_depth; depth++)
    {
      gint64 iteration_start = g_get_monotonic_time ();
      SkySearchRootBest best;
      int values[SKY_MAX_MOVES];

      /* Does the next iteration fit in the budget?  It takes about as many
       * times longer than the last as the last did than the one before.
       * With less than a third of the budget spent it starts anyway: an
       * iteration cut short still tells whether another move is better. */
      if (depth > 1 && budget > 0)
        {
          gint64 elapsed = iteration_start - start;

          if (elapsed + sky_search_next_iteration (last_iteration,
                                                   previous_iteration, 2, 8)
                > budget
              && elapsed * 3 > budget)
            break;
        }
      s->limits.use_deadline = depth > 1;
      /* An iteration to the end of the game is exact: no cuts. */
      s->cut = s->selective && depth < empties;
      g_atomic_int_set (&shared.iteration, depth);

      sky_search_root_best_init (&best, VALUE_INF);
      for (int i = 0; i < n; i++)
        {
          guint64 next_P = O ^ moves[i].flips;
          guint64 next_O = P ^ moves[i].flips ^ bit (moves[i].sq);
          int v;

          if (i == 0 || options->exact_values)
            v = -search_node (s, next_P, next_O, depth - 1, -VALUE_INF,
                              -best.alpha, 1);
          else
            {
              v = -search_node (s, next_P, next_O, depth - 1,
                                -best.alpha - 1, -best.alpha, 1);
              if (v > best.alpha
                  && !s->limits.cancelled && !s->limits.timed_out)
                v = -search_node (s, next_P, next_O, depth - 1, -VALUE_INF,
                                  -v, 1);
            }
          if (s->limits.cancelled || s->limits.timed_out)
            break;
          values[i] = v;
          sky_search_root_best_offer (&best, i, moves[i].sq, v, s->pv[1],
                                      s->pv_length[1], options->exact_values);
        }
      if (s->limits.cancelled)
        {
          helpers_stop (&shared, helpers, n_helpers, s);
          g_free (shared.busy);
          tables_give_back (tables);
          return set_cancelled (error, options->cancellable);
        }
      if (s->limits.timed_out)
        {
          /* The moves searched to the end of this iteration were searched
           * deeper than the last: if the first of them (the last best
           * move) was, the best of them is the better choice. */
          if (best.index >= 0)
            {
              sky_search_root_best_apply (&best, result);
              result->value = steady_value (options, best.value, depth);
              for (int i = 0; i < result->n_moves; i++)
                if (result->moves[i] == result->move)
                  result->move_values[i] = result->value;
            }
          break;
        }

      /* A completed iteration: its values order the next one, best first. */
      for (int i = 0; i < n; i++)
        {
          moves[i].value = values[i];
          moves[i].order = i == best.index ? VALUE_INF : values[i];
        }
      sky_search_root_best_apply (&best, result);
      result->depth = depth;
      result->n_moves = n;
      for (int i = 0; i < n; i++)
        {
          result->moves[i] = moves[i].sq;
          result->move_values[i] = moves[i].value;
        }
      result->move_values_exact = options->exact_values || n == 1;
      have_result = TRUE;
      qsort (moves, n, sizeof *moves, compare_root_moves);
      if (depth >= empties)
        {
          /* Every line was followed to the end of the game: the values are
           * exact final disc differences. */
          result->solved = TRUE;
          result->value /= 100;
          for (int i = 0; i < result->n_moves; i++)
            result->move_values[i] /= 100;
        }
      else
        {
          result->value = steady_value (options, result->value, depth);
          for (int i = 0; i < result->n_moves; i++)
            result->move_values[i] = steady_value (options,
                                                   result->move_values[i],
                                                   depth);
        }

      previous_iteration = last_iteration;
      last_iteration = g_get_monotonic_time () - iteration_start;
      post_progress (options,
                     budget > 0
                     ? (double) (g_get_monotonic_time () - start) / budget
                     : (double) depth / max_depth,
                     result,
                     s->nodes + __atomic_load_n (&shared.helper_nodes,
                                                 __ATOMIC_RELAXED));
      /* A search that reached the end of every line is exact. */
      if (depth >= empties)
        break;
    }

  helpers_stop (&shared, helpers, n_helpers, s);
  g_free (shared.busy);
  g_assert (have_result);
  result->nodes = s->nodes;
  result->evaluations = s->evaluations;
  tables_give_back (tables);
  return TRUE;
}
