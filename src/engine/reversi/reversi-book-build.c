/* reversi-book-build.c: growing a book by searching its positions (see
 * reversi-book.h): a position added, expanded, the book extended along its
 * best lines, its shallow leaves deepened, a game learnt, and the user's
 * book learnt into.  The book's table, file and values are
 * reversi-book.c's. */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <time.h>

#include <glib/gi18n-lib.h>

#include "file-lock.h"
#include "reversi-bitboard.h"
#include "reversi-book.h"
#include "reversi-book-private.h"
#include "reversi-search.h"
#include "search-common.h"
#include "write-atomic.h"

/* ---- Values ---- */

static int
final_value (guint64 P, guint64 O)
{
  int diff = sky_reversi_popcount (P) - sky_reversi_popcount (O);
  int empties = 64 - sky_reversi_popcount (P | O);

  if (diff > 0)
    diff += empties;
  else if (diff < 0)
    diff -= empties;
  return diff * 100;
}

static gboolean
game_over (guint64 P, guint64 O)
{
  return sky_reversi_mobility (P, O) == 0 && sky_reversi_mobility (O, P) == 0;
}

/* ---- Adding positions ---- */

/* A search that measures the engine's reach itself.  Its iterations are
 * those the engine's own search under a clock makes (one thread, the same
 * table, the selective search), so it can tell where that search would
 * have stopped: before an iteration it expects not to fit in the time
 * (the same rule as reversi-search.c's), or in one that would not end in
 * time.  It then goes on to margin plies more and stops: the position is
 * searched once, not once for the reach and again for the value.
 *
 * The time is the searching thread's CPU time, not the wall clock's: the
 * reach of the engine on a core of its own, whatever else the machine
 * runs.  (Measured on the wall clock, a build beside other work searched
 * four leaves in ten shallower than a quiet core's reach + 4.) */
typedef struct {
  gint64 start, last_end;   /* microseconds */
  gint64 last, previous;    /* the last two iterations' times */
  gint64 budget;
  int min_depth, margin;
  int reach;                /* the timed search's last completed depth */
  gboolean reach_known;     /* the timed search would have stopped */
  int have_depth;           /* deepen: the leaf's depth so far, 0 = none */
  gboolean enough;          /* deepen: have_depth is deep enough */
  gboolean done;            /* result holds the iteration wanted */
  SkySearchResult result;
  GCancellable *stop;
} ReachSearch;

/* The calling thread's CPU time in microseconds. */
static gint64
thread_cpu_time (void)
{
  struct timespec t;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t) != 0)
    return g_get_monotonic_time ();
  return (gint64) t.tv_sec * G_USEC_PER_SEC + t.tv_nsec / 1000;
}

static void
reach_search_progress (const SkyProgress *progress, gpointer data)
{
  ReachSearch *r = data;
  gint64 now = thread_cpu_time ();
  gint64 elapsed = now - r->start;

  if (!progress->has_iteration || r->done)
    return;
  r->previous = r->last;
  r->last = now - r->last_end;
  r->last_end = now;
  if (!r->reach_known)
    {
      /* The first iteration always completes; a later one that ends after
       * the budget was cut short there. */
      if (progress->iteration.depth == 1 || elapsed <= r->budget)
        r->reach = progress->iteration.depth;
      if (elapsed > r->budget
          || (elapsed + sky_search_next_iteration (r->last, r->previous, 2, 8)
                > r->budget
              && elapsed * 3 > r->budget))
        r->reach_known = TRUE;
    }
  if (r->reach_known
      && r->have_depth >= MAX (r->min_depth, r->reach + r->margin))
    {
      r->enough = TRUE;
      g_cancellable_cancel (r->stop);
    }
  else if (r->reach_known
           && progress->iteration.depth >= MAX (r->min_depth,
                                                r->reach + r->margin))
    {
      r->result = progress->iteration;
      r->done = TRUE;
      g_cancellable_cancel (r->stop);
    }
}

static void
cancel_search (GCancellable *cancellable G_GNUC_UNUSED, gpointer stop)
{
  g_cancellable_cancel (stop);
}

/* Searches (P, O) as search_entry () does with params->reach_seconds.
 * With have_depth > 0 (deepen), a search that finds that depth deep enough
 * stops there and sets *enough instead of a result. */
static gboolean
search_with_reach (guint64 P, guint64 O, const SkyReversiBookParams *params,
                   int have_depth, SkyReversiSearchOptions *options,
                   SkySearchResult *result, gboolean *enough, GError **error)
{
  g_autoptr (GCancellable) stop = g_cancellable_new ();
  ReachSearch r = {
    .budget = sky_seconds_to_budget (params->reach_seconds),
    .min_depth = params->depth,
    .margin = params->margin,
    .reach = 1,               /* a first iteration always completes */
    .have_depth = have_depth,
    .stop = stop,
  };
  g_autoptr (GError) local_error = NULL;
  gulong handler = 0;
  gboolean ok;

  if (params->cancellable != NULL)
    handler = g_cancellable_connect (params->cancellable,
                                     G_CALLBACK (cancel_search), stop, NULL);
  options->max_depth = 0;     /* until the progress stops it */
  options->cancellable = stop;
  options->progress = reach_search_progress;
  options->progress_data = &r;
  r.start = r.last_end = thread_cpu_time ();
  ok = sky_reversi_search (P, O, options, result, &local_error);
  if (params->cancellable != NULL)
    g_cancellable_disconnect (params->cancellable, handler);
  if (g_cancellable_is_cancelled (params->cancellable))
    return sky_search_set_cancelled (error, params->cancellable,
                                     _("The search was cancelled"));
  if (enough != NULL)
    *enough = r.enough;
  if (r.enough)
    return TRUE;
  if (r.done)
    *result = r.result;
  else if (!ok)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

/* A new entry for (P, O): its search, or with have_depth > 0 (deepen:
 * the entry's leaf is that deep) nothing if that is deep enough, which
 * *enough then says. */
static gboolean
search_entry_deeper (guint64 P, guint64 O, const SkyReversiBookParams *params,
                     int have_depth, SkyReversiBookEntry *e, gboolean *enough,
                     GError **error)
{
  int empties = 64 - sky_reversi_popcount (P | O);
  int symmetry;

  sky_reversi_book_canonical (P, O, &e->player, &e->opponent, &symmetry);
  e->leaf_move = SKY_REVERSI_BOOK_NO_MOVE;
  if (game_over (P, O))
    {
      e->leaf = (gint16) final_value (P, O);
      e->depth = 0;
      e->flags = SKY_REVERSI_BOOK_LEAF_EXACT;
    }
  else
    {
      SkyReversiSearchOptions options = {
        .max_depth = params->depth,
        .solve_empties = empties <= params->exact_empties ? empties : -1,
        .threads = 1,
        .selective = params->selective ? SKY_SELECTIVE_ON : SKY_SELECTIVE_OFF,
        .cancellable = params->cancellable,
      };
      SkySearchResult result;
      gboolean reach = params->reach_seconds > 0
                       && empties > params->exact_empties;
      gboolean ok;

      if (enough != NULL)
        *enough = FALSE;
      if (reach)
        ok = search_with_reach (P, O, params, have_depth, &options, &result,
                                enough, error);
      else if (have_depth > 0 && enough != NULL
               && empties > params->exact_empties
               && have_depth >= params->depth)
        {
          *enough = TRUE;
          return TRUE;
        }
      else
        ok = sky_reversi_search (P, O, &options, &result, error);
      if (!ok)
        return FALSE;
      if (enough != NULL && *enough)
        return TRUE;
      e->leaf = (gint16) (result.solved ? result.value * 100 : result.value);
      e->depth = (guint8) (result.solved ? empties : result.depth);
      e->flags = result.solved ? SKY_REVERSI_BOOK_LEAF_EXACT
                 : reach ? SKY_REVERSI_BOOK_LEAF_REACHED : 0;
      e->leaf_move = result.move == SKY_MOVE_PASS
                     ? SKY_REVERSI_BOOK_PASS
                     : (guint8) sky_reversi_book_transform_square (symmetry,
                                                                   result.move);
    }
  e->value = (gint16) sky_reversi_book_counted_leaf (e);
  if (e->flags & SKY_REVERSI_BOOK_LEAF_EXACT)
    e->flags |= SKY_REVERSI_BOOK_VALUE_EXACT;
  return TRUE;
}

static gboolean
search_entry (guint64 P, guint64 O, const SkyReversiBookParams *params,
              SkyReversiBookEntry *e, GError **error)
{
  return search_entry_deeper (P, O, params, 0, e, NULL, error);
}

gboolean
sky_reversi_book_add (SkyReversiBook *book, guint64 player, guint64 opponent,
                      const SkyReversiBookParams *params, GError **error)
{
  SkyReversiBookEntry e;

  if (sky_reversi_book_find (book, player, opponent) != NULL)
    return TRUE;
  if (!search_entry (player, opponent, params, &e, error))
    return FALSE;
  sky_reversi_book_insert (book, g_memdup2 (&e, sizeof e));
  return TRUE;
}

/* Marks (P, O), whose children are all in the book now, expanded. */
static void
mark_expanded (SkyReversiBook *book, guint64 P, guint64 O)
{
  SkyReversiBookEntry *e = sky_reversi_book_find (book, P, O);

  e->leaf = SKY_REVERSI_BOOK_NONE;
  e->leaf_move = SKY_REVERSI_BOOK_NO_MOVE;
  e->flags &= ~SKY_REVERSI_BOOK_LEAF_EXACT;
}

typedef struct {
  guint64 player, opponent;
  int ply;
} Candidate;

static int
compare_candidates (gconstpointer a, gconstpointer b)
{
  const Candidate *x = a, *y = b;

  if (x->ply != y->ply)
    return x->ply - y->ply;
  if (x->player != y->player)
    return x->player < y->player ? -1 : 1;
  if (x->opponent != y->opponent)
    return x->opponent < y->opponent ? -1 : 1;
  return 0;
}

/* The positions to expand next, reached from (P, O) by moves within the
 * width of the best. */
static void
collect (const SkyReversiBook *book, guint64 P, guint64 O,
         const SkyReversiBookParams *params, GHashTable *visited,
         GArray *out)
{
  SkyReversiBookEntry *e = sky_reversi_book_find (book, P, O);
  guint64 cp[SKY_MAX_MOVES], co[SKY_MAX_MOVES];
  int squares[SKY_MAX_MOVES];
  int n, ply = sky_reversi_popcount (P | O) - 4;

  if (e == NULL || !g_hash_table_add (visited, e))
    return;
  n = sky_reversi_book_children (P, O, cp, co, squares);
  if (n == 0)
    return;
  if (e->leaf != SKY_REVERSI_BOOK_NONE)
    {
      /* A pass does not use up a ply. */
      if (ply < params->max_plies
          || (n == 1 && squares[0] == SKY_REVERSI_BOOK_PASS))
        {
          Candidate c = { e->player, e->opponent, ply };

          g_array_append_val (out, c);
        }
      return;
    }
  for (int i = 0; i < n; i++)
    {
      const SkyReversiBookEntry *child =
        sky_reversi_book_find (book, cp[i], co[i]);

      if (child != NULL && -child->value >= e->value - params->width * 100)
        collect (book, cp[i], co[i], params, visited, out);
    }
}

/* ---- Searching positions on several threads ---- */

/* New positions to search, each on the first free thread; every search
 * has tables of its own, so the values do not depend on the threads. */
typedef struct {
  guint64 player, opponent;     /* as reached (any orientation) */
  int have_depth;               /* deepen: the leaf's depth, else 0 */
  gboolean enough;              /* deepen: that depth is deep enough */
  SkyReversiBookEntry entry;    /* the result (unless enough) */
} Job;

typedef struct {
  GArray *jobs;
  const SkyReversiBookParams *params;
  gint next;                    /* the next job to take (atomic) */
  gint failed;                  /* a search failed: stop (atomic) */
  GMutex lock;
  GError *error;                /* the first failure, under lock */
} Work;

static gpointer
work_run (gpointer data)
{
  Work *w = data;

  while (!g_atomic_int_get (&w->failed))
    {
      guint i = (guint) g_atomic_int_add (&w->next, 1);
      Job *job;
      GError *error = NULL;

      if (i >= w->jobs->len)
        break;
      job = &g_array_index (w->jobs, Job, i);
      if (!search_entry_deeper (job->player, job->opponent, w->params,
                                job->have_depth, &job->entry, &job->enough,
                                &error))
        {
          g_mutex_lock (&w->lock);
          if (w->error == NULL)
            w->error = g_steal_pointer (&error);
          g_mutex_unlock (&w->lock);
          g_clear_error (&error);
          g_atomic_int_set (&w->failed, 1);
        }
    }
  return NULL;
}

/* Searches every job, on params->threads threads (this one among them). */
static gboolean
search_jobs (GArray *jobs, const SkyReversiBookParams *params,
             GError **error)
{
  Work w = { .jobs = jobs, .params = params };
  guint n_threads = MIN ((guint) MAX (params->threads, 1), jobs->len);
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();

  g_mutex_init (&w.lock);
  for (guint i = 1; i < n_threads; i++)
    g_ptr_array_add (threads, g_thread_new ("book", work_run, &w));
  work_run (&w);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (threads->pdata[i]);
  g_mutex_clear (&w.lock);
  if (w.error != NULL)
    {
      g_propagate_error (error, w.error);
      return FALSE;
    }
  return TRUE;
}

/* Expands the candidates of one batch together: their children not in
 * the book yet (each once) are searched on the threads, then added, and
 * the candidates marked expanded. */
static gboolean
expand_batch (SkyReversiBook *book, const Candidate *candidates, guint n,
              const SkyReversiBookParams *params, guint *added,
              GError **error)
{
  g_autoptr(GArray) jobs = g_array_new (FALSE, FALSE, sizeof (Job));
  g_autoptr(GHashTable) queued =
    g_hash_table_new_full (sky_reversi_book_entry_hash,
                           sky_reversi_book_entry_equal, g_free, NULL);

  for (guint c = 0; c < n; c++)
    {
      guint64 cp[SKY_MAX_MOVES], co[SKY_MAX_MOVES];
      int squares[SKY_MAX_MOVES];
      int m = sky_reversi_book_children (candidates[c].player,
                                         candidates[c].opponent, cp, co,
                                         squares);

      for (int i = 0; i < m; i++)
        {
          Job job = { .player = cp[i], .opponent = co[i] };

          sky_reversi_book_canonical (cp[i], co[i], &job.entry.player,
                                      &job.entry.opponent, NULL);
          if (sky_reversi_book_find_canonical (book, job.entry.player,
                                               job.entry.opponent) == NULL
              && !g_hash_table_contains (queued, &job.entry))
            {
              g_array_append_val (jobs, job);
              g_hash_table_add (queued,
                                g_memdup2 (&job.entry, sizeof job.entry));
            }
        }
    }
  if (!search_jobs (jobs, params, error))
    return FALSE;
  for (guint i = 0; i < jobs->len; i++)
    sky_reversi_book_insert (book,
                             g_memdup2 (&g_array_index (jobs, Job, i).entry,
                                        sizeof (SkyReversiBookEntry)));
  *added += jobs->len;
  /* A candidate always has moves (collect () skips finished games). */
  for (guint c = 0; c < n; c++)
    mark_expanded (book, candidates[c].player, candidates[c].opponent);
  return TRUE;
}

/* Does deepen look at e: a leaf not solved, and with a reach to compare
 * with, one whose depth was not set by the CPU-time reach. */
static gboolean
to_deepen (const SkyReversiBookEntry *e, const SkyReversiBookParams *params)
{
  if (e->leaf == SKY_REVERSI_BOOK_NONE
      || (e->flags & SKY_REVERSI_BOOK_LEAF_EXACT))
    return FALSE;
  return params->reach_seconds > 0
         ? !(e->flags & SKY_REVERSI_BOOK_LEAF_REACHED)
         : e->depth < params->depth;
}

gboolean
sky_reversi_book_deepen (SkyReversiBook *book,
                         const SkyReversiBookParams *params, guint *checked,
                         guint *deepened, GError **error)
{
  g_autoptr(GPtrArray) list = sky_reversi_book_entries (book);
  g_autoptr(GPtrArray) todo = g_ptr_array_new ();
  guint batch = params->checkpoint > 0 ? params->checkpoint : G_MAXUINT;

  for (guint i = 0; i < list->len; i++)
    if (to_deepen (list->pdata[i], params))
      g_ptr_array_add (todo, list->pdata[i]);
  for (guint first = 0; first < todo->len; first += batch)
    {
      guint n = MIN (batch, todo->len - first);
      g_autoptr(GArray) jobs = g_array_sized_new (FALSE, TRUE, sizeof (Job), n);

      for (guint i = 0; i < n; i++)
        {
          SkyReversiBookEntry *e = todo->pdata[first + i];
          Job job = { .player = e->player, .opponent = e->opponent,
                      .have_depth = MAX (e->depth, 1) };

          g_array_append_val (jobs, job);
        }
      if (!search_jobs (jobs, params, error))
        return FALSE;
      for (guint i = 0; i < n; i++)
        {
          SkyReversiBookEntry *e = todo->pdata[first + i];
          const Job *job = &g_array_index (jobs, Job, i);
          guint8 leaf_flags = SKY_REVERSI_BOOK_LEAF_EXACT
                              | SKY_REVERSI_BOOK_LEAF_REACHED;

          if (job->enough)
            {
              if (params->reach_seconds > 0)
                e->flags |= SKY_REVERSI_BOOK_LEAF_REACHED;
              continue;
            }
          /* The canonical position was searched: its move needs no
           * turning. */
          e->leaf = job->entry.leaf;
          e->leaf_move = job->entry.leaf_move;
          e->depth = job->entry.depth;
          e->flags = (e->flags & ~leaf_flags) | (job->entry.flags & leaf_flags);
          if (deepened != NULL)
            (*deepened)++;
        }
      if (checked != NULL)
        *checked += n;
      sky_reversi_book_backup (book);
      if (params->checkpoint_func != NULL && first + n < todo->len
          && !params->checkpoint_func (book, params->checkpoint_data, error))
        return FALSE;
    }
  sky_reversi_book_backup (book);
  return TRUE;
}

guint
sky_reversi_book_unmark (SkyReversiBook *book)
{
  g_autoptr(GPtrArray) list = sky_reversi_book_entries (book);
  guint cleared = 0;

  for (guint i = 0; i < list->len; i++)
    {
      SkyReversiBookEntry *e = list->pdata[i];

      cleared += (e->flags & SKY_REVERSI_BOOK_LEAF_REACHED) != 0;
      e->flags &= ~SKY_REVERSI_BOOK_LEAF_REACHED;
    }
  return cleared;
}

gboolean
sky_reversi_book_expand (SkyReversiBook *book, guint64 player,
                         guint64 opponent, const SkyReversiBookParams *params,
                         guint *added, GError **error)
{
  guint64 cp[SKY_MAX_MOVES], co[SKY_MAX_MOVES];
  int squares[SKY_MAX_MOVES];
  Candidate c = { player, opponent, 0 };
  guint new_positions = 0;

  if (!sky_reversi_book_add (book, player, opponent, params, error))
    return FALSE;
  if (sky_reversi_book_children (player, opponent, cp, co, squares) == 0)
    return TRUE;    /* the game is over: nothing to expand */
  if (!expand_batch (book, &c, 1, params, &new_positions, error))
    return FALSE;
  if (added != NULL)
    *added += new_positions;
  return TRUE;
}

/* How many new positions expanding c would add (children shared with
 * other candidates are counted for each). */
static guint
children_not_in_book (const SkyReversiBook *book, const Candidate *c)
{
  guint64 cp[SKY_MAX_MOVES], co[SKY_MAX_MOVES];
  int squares[SKY_MAX_MOVES];
  int m = sky_reversi_book_children (c->player, c->opponent, cp, co, squares);
  guint n = 0;

  for (int i = 0; i < m; i++)
    if (sky_reversi_book_find (book, cp[i], co[i]) == NULL)
      n++;
  return n;
}

gboolean
sky_reversi_book_extend (SkyReversiBook *book,
                         const SkyReversiBookParams *params, GError **error)
{
  guint64 P, O;
  guint since_checkpoint = 0;
  /* Enough searches in a batch to keep every thread busy most of it. */
  guint batch_jobs = 4 * (guint) MAX (params->threads, 1);

  sky_reversi_book_start (&P, &O);
  if (!sky_reversi_book_add (book, P, O, params, error))
    return FALSE;
  while (sky_reversi_book_size (book) < params->count)
    {
      g_autoptr(GHashTable) visited = g_hash_table_new (NULL, NULL);
      g_autoptr(GArray) todo = g_array_new (FALSE, FALSE, sizeof (Candidate));
      guint end, i = 0;

      sky_reversi_book_backup (book);
      collect (book, P, O, params, visited, todo);
      if (todo->len == 0)
        break;
      g_array_sort (todo, compare_candidates);
      /* One round: the lowest ply found, so that the next round sees
       * their values before it goes deeper. */
      for (end = 0; end < todo->len
           && g_array_index (todo, Candidate, end).ply
              == g_array_index (todo, Candidate, 0).ply; end++)
        ;
      while (i < end && sky_reversi_book_size (book) < params->count)
        {
          guint first = i, jobs = 0;

          /* Candidates until the batch is full, the count could be
           * reached, or a checkpoint is due. */
          while (i < end && jobs < batch_jobs
                 && sky_reversi_book_size (book) + jobs < params->count
                 && (params->checkpoint == 0
                     || since_checkpoint + jobs < params->checkpoint))
            jobs += children_not_in_book (book,
                                          &g_array_index (todo, Candidate,
                                                          i++));
          if (!expand_batch (book, &g_array_index (todo, Candidate, first),
                             i - first, params, &since_checkpoint, error))
            return FALSE;
          if (params->checkpoint > 0 && params->checkpoint_func != NULL
              && since_checkpoint >= params->checkpoint)
            {
              since_checkpoint = 0;
              sky_reversi_book_backup (book);
              if (!params->checkpoint_func (book, params->checkpoint_data,
                                            error))
                return FALSE;
            }
        }
    }
  sky_reversi_book_backup (book);
  return TRUE;
}

gboolean
sky_reversi_book_learn (SkyReversiBook *book, const int *moves, int n_moves,
                        const SkyReversiBookParams *params, GError **error)
{
  guint64 P, O;
  int total = 0;

  /* The positions learnt: those before a ply of max_plies (a pass is no
   * ply), up to the game's end; a bad move is found below. */
  for (int i = 0, ply = 0; i <= n_moves && ply < params->max_plies; i++)
    {
      total++;
      if (i < n_moves && moves[i] != SKY_REVERSI_BOOK_PASS)
        ply++;
    }
  sky_reversi_book_start (&P, &O);
  for (int i = 0, done = 0; i <= n_moves; i++)
    {
      guint64 mob = sky_reversi_mobility (P, O);

      if (sky_reversi_popcount (P | O) - 4 >= params->max_plies)
        break;
      if (!sky_reversi_book_expand (book, P, O, params, NULL, error))
        return FALSE;
      done++;
      if (params->progress_func != NULL)
        params->progress_func (done, MAX (done, total),
                               params->progress_data);
      if (i == n_moves)
        break;
      if (moves[i] == SKY_REVERSI_BOOK_PASS)
        {
          if (mob != 0)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("move %d passes while a move is possible"), i + 1);
              return FALSE;
            }
        }
      else if (moves[i] < 0 || moves[i] >= 64
               || !(mob & (G_GUINT64_CONSTANT (1) << moves[i])))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("move %d is not a legal move"), i + 1);
          return FALSE;
        }
      else
        {
          guint64 flips = sky_reversi_flips (P, O, moves[i]);

          P ^= flips | (G_GUINT64_CONSTANT (1) << moves[i]);
          O ^= flips;
        }
      {
        guint64 t = P;

        P = O;
        O = t;
      }
    }
  sky_reversi_book_backup (book);
  return TRUE;
}

void
sky_reversi_book_params_init_learn (SkyReversiBookParams *params)
{
  *params = (SkyReversiBookParams) {
    .depth = 18, .exact_empties = 24, .selective = TRUE,
    .reach_seconds = 0.5, .margin = 4, .max_plies = 60 - 24,
    .width = 128, .count = G_MAXUINT,
  };
}

static gboolean
same_entry (const SkyReversiBookEntry *a, const SkyReversiBookEntry *b)
{
  return a->value == b->value && a->leaf == b->leaf && a->depth == b->depth
         && a->flags == b->flags && a->leaf_move == b->leaf_move;
}

/* The user's book: what of work differs from the shipped book. */
static SkyReversiBook *
user_part (const SkyReversiBook *work, const SkyReversiBook *shipped)
{
  SkyReversiBook *diff = sky_reversi_book_new ();
  g_autoptr(GPtrArray) list = sky_reversi_book_entries (work);

  for (guint i = 0; i < list->len; i++)
    {
      const SkyReversiBookEntry *e = list->pdata[i];
      const SkyReversiBookEntry *s =
        sky_reversi_book_find_canonical (shipped, e->player, e->opponent);

      if (s == NULL || !same_entry (s, e))
        sky_reversi_book_insert (diff, g_memdup2 (e, sizeof *e));
    }
  return diff;
}

gboolean
sky_reversi_book_learn_user (const int *moves, int n_moves,
                             const SkyReversiBookParams *params,
                             const char *user_path, guint *added,
                             GError **error)
{
  g_autoptr(SkyReversiBook) shipped = sky_reversi_book_load_shipped ();
  g_autoptr(SkyReversiBook) work = sky_reversi_book_new ();
  g_autoptr(SkyReversiBook) diff = NULL;
  g_autoptr(SkyFileLock) lock = NULL;
  g_autofree char *path = g_strdup (user_path);
  g_autofree char *dir = NULL;
  guint before, learnt;

  if (path == NULL)
    path = sky_reversi_book_user_path ();
  sky_reversi_book_merge (work, shipped);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(SkyReversiBook) user = sky_reversi_book_load_user (path, error);

      if (user == NULL)
        return FALSE;
      sky_reversi_book_merge (work, user);
    }
  /* Before the searching: a book that could not be written at its end. */
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("Cannot make the folder %s: %s"), dir,
                   g_strerror (saved));
      return FALSE;
    }
  if (!sky_file_check_replaceable (path, error))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_prefix_error (error, _("Cannot write “%s”: "), display);
      return FALSE;
    }
  before = sky_reversi_book_size (work);
  if (!sky_reversi_book_learn (work, moves, n_moves, params, error))
    return FALSE;
  learnt = sky_reversi_book_size (work) - before;

  /* Another learner (a second sakiyomi-cli, the window, NBoard's learn)
   * may have written the user's book since it was read: under the lock,
   * what it holds now is merged in before it is replaced. */
  lock = sky_file_lock (path, error);
  if (lock == NULL)
    return FALSE;
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(SkyReversiBook) user = sky_reversi_book_load_user (path, error);

      if (user == NULL)
        return FALSE;
      sky_reversi_book_merge (work, user);
    }
  diff = user_part (work, shipped);
  if (!sky_reversi_book_save (diff, path, error))
    return FALSE;
  g_clear_pointer (&lock, sky_file_unlock);
  if (added != NULL)
    *added = learnt;
  sky_reversi_book_reload_default ();
  return TRUE;
}
