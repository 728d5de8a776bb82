/* review.c: a whole game judged move by move (see review.h).
 *
 * The plies are reviewed from the last to the first.  The positions near
 * the end are the cheapest, and what their searches leave behind (the
 * reversi solver's table, number-grab's table of solved positions) is the
 * tree below the earlier ones; and the value of the move played at ply k
 * is the value of the position at ply k + 1, which is then already known.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "numbergrab.h"
#include "review.h"
#include "reversi-book.h"
#include "reversi.h"
#include "reversi-endgame.h"
#include "reversi-search.h"
#include "search-common.h"
#include "search-generic.h"

void
sky_review_options_init_default (SkyReviewOptions *options)
{
  options->seconds = 0.5;
  options->exact_empties = 26;
  options->depth = 0;
  options->threads = 0;
  options->evaluator = NULL;
  options->no_book = FALSE;
}

double
sky_review_ply_value_for_first (const SkyReviewPly *ply)
{
  return ply->side == SKY_SIDE_FIRST ? ply->played_value : -ply->played_value;
}

/* The thresholds, in each game's unit of loss (best minus played, for the
 * mover), as each game's description holds them (review_classes):
 *
 *   game         inaccuracy  mistake     blunder
 *   reversi      >= 2 discs  >= 6 discs  >= 12 discs, or (exact) a win
 *                                        thrown into a draw or a loss, or a
 *                                        draw into a loss
 *   number-grab  >= 3 points >= 8 points >= 15 points, or (exact) the same
 *                                        change of result
 *   tic-tac-toe  -           -           any loss: the move changes the
 *                                        game-theoretic result
 *
 * Number-grab's numbers are -9..+9 and a game lasts some 15-40 takes, so
 * final differences run to a few dozen points: 3 points is a middling
 * number given away, 8 about a good take, 15 a swing of two.  A thrown
 * result is a blunder only when exact: estimates near 0 change sign too
 * easily to mean anything. */
SkyJudgement
sky_review_judge (SkyGameKind game, double best, double played,
                  gboolean exact)
{
  double loss = MAX (best - played, 0.0);
  gboolean result_thrown = exact
                           && ((best > 0 && played <= 0)
                               || (best == 0 && played < 0));
  const SkyReviewClasses *classes = &sky_game_get (game)->review_classes;
  double inaccuracy = classes->inaccuracy, mistake = classes->mistake;
  double blunder = classes->blunder;

  if (loss >= blunder || result_thrown)
    return SKY_JUDGEMENT_BLUNDER;
  if (loss >= mistake)
    return SKY_JUDGEMENT_MISTAKE;
  if (loss >= inaccuracy)
    return SKY_JUDGEMENT_INACCURACY;
  return SKY_JUDGEMENT_NONE;
}

const char *
sky_judgement_symbol (SkyJudgement judgement)
{
  switch (judgement)
    {
    case SKY_JUDGEMENT_INACCURACY:
      return "?!";
    case SKY_JUDGEMENT_MISTAKE:
      return "?";
    case SKY_JUDGEMENT_BLUNDER:
      return "??";
    case SKY_JUDGEMENT_NONE:
    case SKY_N_JUDGEMENTS:
    default:
      return "";
    }
}

void
sky_review_summarize (const SkyReviewPly *plies, guint n_plies, SkySide side,
                      SkyReviewSummary *summary)
{
  double total = 0;

  memset (summary, 0, sizeof *summary);
  for (guint i = 0; i < n_plies; i++)
    {
      if (plies[i].side != side || plies[i].played == SKY_MOVE_PASS)
        continue;
      summary->moves++;
      summary->counts[plies[i].judgement]++;
      total += plies[i].loss;
    }
  summary->average_loss = summary->moves > 0 ? total / summary->moves : 0;
}

/* Number-grab
 * ===========
 *
 * The strong engine's generic search (search-generic.h) values a finished
 * game as a win or a loss, not by its points, so number-grab has its own
 * small search here: negamax alpha-beta whose values are the points still
 * to come (the mover's takes from here on minus the other's, so the final
 * take counts), and a table of positions kept for the whole review.  A
 * position's future depends only on which cells are taken and on the last
 * take (it sets the line to take along), so that pair is the table's key,
 * compared whole.  At the depth limit the points to come count as 0: the
 * seeds' evaluation, the totals' difference.
 *
 * An entry is used at the depth it was searched to, so that a search of a
 * fixed depth gives exactly the values of a plain minimax of that depth; an
 * entry whose lines all reached the end of the game ("solved") also at any
 * greater depth, where a deeper search would have followed the same lines.
 * The later plies' solved positions so serve the earlier plies.
 *
 * Searching number-grab to its end is far cheaper in one search than by
 * iterative deepening (a game can always go on, so every shallower
 * iteration is cut off and wasted): the root tries that first, and deepens
 * step by step only when it does not fit. */

#define NG_MAX_PLY 64
#define NG_INF 10000
#define NG_TABLE_BITS 20
#define NG_CHECK_INTERVAL 1024

typedef struct {
  guint64 taken;
  gint16 lower, upper;
  gint8 last;               /* the last take, -1 at the start */
  gint8 depth;              /* the depth searched */
  gint8 move;               /* the best move, -1 if none */
  guint8 flags;
} NgEntry;

#define NG_ENTRY_USED 1
#define NG_ENTRY_SOLVED 2

typedef struct {
  const SkyGame *game;
  gsize position_size;
  guint8 *stack;            /* NG_MAX_PLY + 1 positions */
  NgEntry *table;
  SkySearchLimits limits;
  guint64 nodes;
  gboolean cut;             /* a line below stopped at the depth limit */
  int pv_length[NG_MAX_PLY + 1];
  SkyMove pv[NG_MAX_PLY + 1][NG_MAX_PLY];
} NgSearch;

static NgSearch *
ng_search_new (const SkyGame *game)
{
  NgSearch *s = g_new0 (NgSearch, 1);

  s->game = game;
  s->position_size = game->position_size;
  s->stack = g_malloc ((NG_MAX_PLY + 1) * s->position_size);
  s->table = g_new0 (NgEntry, (gsize) 1 << NG_TABLE_BITS);
  return s;
}

static void
ng_search_free (NgSearch *s)
{
  g_free (s->stack);
  g_free (s->table);
  g_free (s);
}

static inline SkyPosition *
ng_position (NgSearch *s, int ply)
{
  return (SkyPosition *) (s->stack + (gsize) ply * s->position_size);
}

static inline NgEntry *
ng_entry (NgSearch *s, guint64 taken, SkyMove last)
{
  guint64 h = (taken ^ ((guint64) (last + 1) << 57))
              * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  return &s->table[h >> (64 - NG_TABLE_BITS)];
}

static inline gboolean
ng_entry_usable (const NgEntry *e, int depth)
{
  return (e->flags & NG_ENTRY_SOLVED) ? e->depth <= depth : e->depth == depth;
}

/* The points the side to move gains by taking move. */
static inline int
ng_gain (const SkyPosition *pos, SkyMove move)
{
  return sky_numbergrab_value (pos, move / SKY_NUMBERGRAB_SIZE,
                               move % SKY_NUMBERGRAB_SIZE);
}

/* The hash move first, then the bigger numbers (stable). */
static void
ng_order (const SkyPosition *pos, SkyMove *moves, int n, int hash_move)
{
  int keys[SKY_MAX_MOVES];

  for (int i = 0; i < n; i++)
    keys[i] = moves[i] == hash_move ? NG_INF : ng_gain (pos, moves[i]);
  sky_search_sort_moves (moves, keys, n);
}

static void
ng_store (NgEntry *e, guint64 taken, SkyMove last, int depth, gboolean solved,
          int alpha0, int beta, int best, int best_move)
{
  gboolean same = (e->flags & NG_ENTRY_USED) && e->taken == taken
                  && e->last == last;
  guint8 flags = NG_ENTRY_USED | (solved ? NG_ENTRY_SOLVED : 0);

  /* A solved entry of the same position stays unless this one is too. */
  if (same && (e->flags & NG_ENTRY_SOLVED) && !solved)
    return;
  if (!same || e->flags != flags || e->depth != depth)
    {
      e->taken = taken;
      e->last = (gint8) last;
      e->depth = (gint8) depth;
      e->flags = flags;
      e->lower = -NG_INF;
      e->upper = NG_INF;
    }
  if (best > alpha0)
    e->lower = MAX (e->lower, best);
  if (best < beta)
    e->upper = MIN (e->upper, best);
  e->move = (gint8) best_move;
}

/* Fail-soft negamax with principal-variation search: the points to come
 * for the side to move in the position at ply (not over), whose taken
 * cells are taken.  Sets s->cut if a line stopped at the depth limit. */
static int
ng_node (NgSearch *s, int ply, guint64 taken, int depth, int alpha, int beta)
{
  const SkyPosition *pos = ng_position (s, ply);
  SkyMove moves[SKY_MAX_MOVES];
  gboolean cut_above = s->cut, tainted = FALSE;
  int n, best = -NG_INF, best_move = -1, hash_move = -1, alpha0;
  NgEntry *e;

  s->nodes++;
  s->pv_length[ply] = 0;
  if (sky_search_limits_stopped (&s->limits, s->nodes, NG_CHECK_INTERVAL))
    return 0;
  e = ng_entry (s, taken, pos->last_move);
  if ((e->flags & NG_ENTRY_USED) && e->taken == taken
      && e->last == pos->last_move)
    {
      if (ng_entry_usable (e, depth))
        {
          int v;

          /* An estimate's bounds make whatever they touch an estimate. */
          tainted = !(e->flags & NG_ENTRY_SOLVED);
          if (sky_search_table_cut (e->lower, e->upper, &alpha, &beta, &v))
            {
              s->cut = cut_above || tainted;
              return v;
            }
        }
      hash_move = e->move;
    }
  if (depth == 0)
    {
      s->cut = TRUE;
      return 0;
    }
  alpha0 = alpha;

  s->cut = FALSE;
  n = s->game->legal_moves (pos, moves);
  ng_order (pos, moves, n, hash_move);
  for (int i = 0; i < n; i++)
    {
      SkyPosition *child = ng_position (s, ply + 1);
      guint64 child_taken = taken | (G_GUINT64_CONSTANT (1) << moves[i]);
      int gain = ng_gain (pos, moves[i]);
      int v;

      memcpy (child, pos, s->position_size);
      s->game->play (child, moves[i]);
      if (s->game->is_over (child))
        {
          s->pv_length[ply + 1] = 0;
          v = gain;
        }
      else if (i == 0)
        v = gain - ng_node (s, ply + 1, child_taken, depth - 1, gain - beta,
                            gain - alpha);
      else
        {
          v = gain - ng_node (s, ply + 1, child_taken, depth - 1,
                              gain - alpha - 1, gain - alpha);
          if (v > alpha && v < beta
              && !s->limits.cancelled && !s->limits.timed_out)
            v = gain - ng_node (s, ply + 1, child_taken, depth - 1,
                                gain - beta, gain - alpha);
        }
      if (s->limits.cancelled || s->limits.timed_out)
        return 0;
      if (v > best)
        {
          best = v;
          best_move = moves[i];
          if (v > alpha)
            s->pv_length[ply] = sky_search_line_prepend (s->pv[ply],
                                                         NG_MAX_PLY, moves[i],
                                                         s->pv[ply + 1],
                                                         s->pv_length[ply + 1]);
          if (v >= beta)
            break;
          alpha = MAX (alpha, v);
        }
    }

  s->cut = s->cut || tainted;
  ng_store (e, taken, pos->last_move, depth, !s->cut, alpha0, beta, best,
            best_move);
  s->cut = s->cut || cut_above;
  return best;
}

/* What a root search found: every legal move's value in points (the final
 * difference for the mover), exact or at depth. */
typedef struct {
  int n_moves;
  SkyMove moves[SKY_MAX_MOVES];
  int values[SKY_MAX_MOVES];
  int best;                 /* index into moves */
  int depth;
  gboolean exact;
  int pv_length;
  SkyMove pv[G_N_ELEMENTS (((SkyReviewPly *) NULL)->pv)];
} NgRoot;

/* One search of pos's moves (moves[], in that order) at depth, each with
 * the full window; FALSE if it was stopped (root unchanged). */
static gboolean
ng_iteration (NgSearch *s, const SkyPosition *pos, guint64 taken,
              const SkyMove *moves, int n, int depth, NgRoot *root)
{
  const SkyGame *game = s->game;
  SkySide mover = pos->to_move;
  int base = game->score (pos, mover)
             - game->score (pos, SKY_SIDE_OTHER (mover));
  int values[SKY_MAX_MOVES], pv_length[SKY_MAX_MOVES];
  SkyMove pvs[SKY_MAX_MOVES][G_N_ELEMENTS (root->pv)];
  int best = 0;

  s->cut = FALSE;
  for (int i = 0; i < n; i++)
    {
      SkyPosition *child = ng_position (s, 1);
      int gain = ng_gain (pos, moves[i]);
      int v;

      memcpy (child, pos, s->position_size);
      game->play (child, moves[i]);
      s->pv_length[1] = 0;
      v = game->is_over (child)
          ? gain
          : gain - ng_node (s, 1, taken | (G_GUINT64_CONSTANT (1) << moves[i]),
                            depth - 1, -NG_INF, NG_INF);
      if (s->limits.cancelled || s->limits.timed_out)
        return FALSE;
      values[i] = v;
      pv_length[i] = sky_search_line_prepend (pvs[i], G_N_ELEMENTS (root->pv),
                                              moves[i], s->pv[1],
                                              s->pv_length[1]);
      if (v > values[best])
        best = i;
    }

  root->n_moves = n;
  for (int i = 0; i < n; i++)
    {
      root->moves[i] = moves[i];
      root->values[i] = base + values[i];
    }
  root->best = best;
  root->depth = depth;
  root->exact = !s->cut;
  root->pv_length = pv_length[best];
  memcpy (root->pv, pvs[best], pv_length[best] * sizeof (SkyMove));
  return TRUE;
}

/* The next iteration's order: the best first, then by value (stable). */
static void
ng_sort_root (SkyMove *moves, const NgRoot *root)
{
  int order[SKY_MAX_MOVES];
  int n = root->n_moves;

  for (int i = 0; i < n; i++)
    {
      moves[i] = root->moves[i];
      order[i] = i == root->best ? NG_INF : root->values[i];
    }
  sky_search_sort_moves (moves, order, n);
}

/* Searches pos (not over).  With depth > 0, one search of that depth.
 * Otherwise, within budget (microseconds): a search to the end of the game
 * in half of it, and if that does not finish, iterative deepening in the
 * rest (the first iteration always completes). */
static gboolean
ng_search_root (NgSearch *s, const SkyPosition *pos, int depth,
                gint64 budget, GCancellable *cancellable, NgRoot *root,
                GError **error)
{
  const SkyGame *game = s->game;
  gint64 start = g_get_monotonic_time ();
  gint64 last_iteration = 0, previous_iteration = 0;
  SkyMove moves[SKY_MAX_MOVES];
  guint64 taken = 0;
  int n;

  for (int i = 0; i < game->width * game->height; i++)
    if (game->cell (pos, i).kind == SKY_CELL_TAKEN)
      taken |= G_GUINT64_CONSTANT (1) << i;

  memset (&s->limits, 0, sizeof s->limits);
  s->limits.cancellable = cancellable;
  memcpy (ng_position (s, 0), pos, s->position_size);
  memset (root, 0, sizeof *root);
  n = game->legal_moves (pos, moves);
  g_return_val_if_fail (n > 0, FALSE);
  ng_order (pos, moves, n, -1);

  if (depth > 0)
    {
      if (!ng_iteration (s, pos, taken, moves, n, MIN (depth, NG_MAX_PLY),
                         root))
        return sky_search_set_cancelled (error, cancellable,
                                         _("The review was cancelled"));
      return TRUE;
    }

  s->limits.deadline = start + budget / 2;
  s->limits.use_deadline = budget > 0;
  if (ng_iteration (s, pos, taken, moves, n, NG_MAX_PLY, root))
    return TRUE;
  if (s->limits.cancelled)
    return sky_search_set_cancelled (error, cancellable,
                                     _("The review was cancelled"));

  s->limits.timed_out = FALSE;
  s->limits.deadline = start + budget;
  start = g_get_monotonic_time ();
  for (depth = 1; depth < NG_MAX_PLY; depth++)
    {
      gint64 iteration_start = g_get_monotonic_time ();

      if (depth > 1
          && iteration_start - start
             + sky_search_next_iteration (last_iteration, previous_iteration,
                                          1.5, 10) > s->limits.deadline - start)
        break;
      s->limits.use_deadline = depth > 1;
      if (!ng_iteration (s, pos, taken, moves, n, depth, root))
        break;
      if (root->exact)
        break;
      ng_sort_root (moves, root);
      previous_iteration = last_iteration;
      last_iteration = g_get_monotonic_time () - iteration_start;
    }
  if (s->limits.cancelled)
    return sky_search_set_cancelled (error, cancellable,
                                     _("The review was cancelled"));
  return TRUE;
}

/* The review
 * ========== */

typedef struct {
  const SkyRecord *record;
  const SkyReviewOptions *options;
  GCancellable *cancellable;
  SkyReviewPly *plies;
  guint n_plies;
  NgSearch *numbergrab;     /* made on first use, kept for the review */
  SkyReversiSolver *solver; /* the same */
} Review;

/* What a search of one position found, in the game's unit for the side to
 * move: the best move, its value and line, and every move's value where
 * the search gives them (n_moves 0 where it does not: the reversi solver
 * gives the best move only). */
typedef struct {
  SkyMove best;
  double best_value;
  gboolean exact;
  int depth;
  int pv_length;
  SkyMove pv[G_N_ELEMENTS (((SkyReviewPly *) NULL)->pv)];
  int n_moves;
  SkyMove moves[SKY_MAX_MOVES];
  double values[SKY_MAX_MOVES];
  gboolean book;            /* the values are the opening book's */
  gboolean in_book[SKY_MAX_MOVES];
} RootValues;

static gboolean
set_cancelled (Review *r, GError **error)
{
  return sky_search_set_cancelled (error, r->cancellable,
                                   _("The review was cancelled"));
}

static void
copy_line (RootValues *root, const SkyMove *line, int length)
{
  root->pv_length = MIN (length, (int) G_N_ELEMENTS (root->pv));
  memcpy (root->pv, line, root->pv_length * sizeof (SkyMove));
}

/* SKY_REVIEW_SOLVE: the generic search to the end of every line. */
static gboolean
search_solve (Review *r, const SkyPosition *pos, RootValues *root,
              GError **error)
{
  SkyGenericSearchOptions options = {
    .exact_values = TRUE,
    .cancellable = r->cancellable,
  };
  SkySearchResult result;

  if (!sky_generic_search (pos, &options, &result, error))
    return FALSE;
  /* The search's values say how soon a result comes; the review wants the
   * result alone. */
  root->best = result.move;
  root->best_value = CLAMP (result.value, -1, 1);
  root->exact = TRUE;
  root->depth = result.depth;
  copy_line (root, result.pv, result.pv_length);
  root->n_moves = result.n_moves;
  for (int i = 0; i < result.n_moves; i++)
    {
      root->moves[i] = result.moves[i];
      root->values[i] = CLAMP (result.move_values[i], -1, 1);
    }
  return TRUE;
}

/* SKY_REVIEW_GENERIC: the generic search at the review's depth. */
static gboolean
search_generic (Review *r, const SkyPosition *pos, RootValues *root,
                GError **error)
{
  const SkyReviewOptions *options = r->options;
  NgRoot found;
  gint64 budget = options->depth > 0
                  ? 0 : sky_seconds_to_budget (options->seconds);

  if (r->numbergrab == NULL)
    r->numbergrab = ng_search_new (pos->game);
  if (!ng_search_root (r->numbergrab, pos, options->depth, budget, r->cancellable,
                       &found, error))
    return FALSE;
  root->best = found.moves[found.best];
  root->best_value = found.values[found.best];
  root->exact = found.exact;
  root->depth = found.depth;
  copy_line (root, found.pv, found.pv_length);
  root->n_moves = found.n_moves;
  for (int i = 0; i < found.n_moves; i++)
    {
      root->moves[i] = found.moves[i];
      root->values[i] = found.values[i];
    }
  return TRUE;
}

/* Reversi at exact_empties or fewer: the solver, exact, best move only. */
static gboolean
solve_reversi (Review *r, const SkyPosition *pos, RootValues *root,
               GError **error)
{
  SkyReversiSolveResult solved;

  if (r->solver == NULL)
    {
      r->solver = sky_reversi_solver_new (0);
      sky_reversi_solver_set_limits (r->solver, r->cancellable, 0);
      if (r->options->threads > 0)
        sky_reversi_solver_set_threads (r->solver, r->options->threads);
    }
  if (!sky_reversi_solver_solve_root (r->solver,
                                      sky_reversi_discs (pos, pos->to_move),
                                      sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                                      &solved))
    return set_cancelled (r, error);
  root->best = solved.best_move == SKY_REVERSI_SOLVE_PASS ? SKY_MOVE_PASS
                                                           : solved.best_move;
  root->best_value = solved.score;
  root->exact = TRUE;
  root->depth = sky_reversi_empties (pos);
  root->pv_length = MIN (solved.pv_length, (int) G_N_ELEMENTS (root->pv));
  for (int i = 0; i < root->pv_length; i++)
    root->pv[i] = solved.pv[i] == SKY_REVERSI_SOLVE_PASS ? SKY_MOVE_PASS
                                                          : solved.pv[i];
  root->n_moves = 0;
  return TRUE;
}

/* Reversi above exact_empties, a position in the opening book: the book's
 * values of the moves it knows (reversi-book.h). */
static gboolean
book_reversi (const SkyPosition *pos, RootValues *root)
{
  SkyReversiBookMove moves[SKY_MAX_MOVES];
  int n = sky_reversi_book_moves (sky_reversi_book_get_default (),
                                  sky_reversi_discs (pos, pos->to_move),
                                  sky_reversi_discs (pos,
                                                     SKY_SIDE_OTHER (pos->to_move)),
                                  moves);

  if (n == 0)
    return FALSE;
  root->book = TRUE;
  root->best = moves[0].square == SKY_REVERSI_BOOK_PASS ? SKY_MOVE_PASS
                                                        : moves[0].square;
  root->best_value = moves[0].value / 100.0;
  root->exact = moves[0].exact;
  root->depth = moves[0].depth;
  copy_line (root, &root->best, 1);
  root->n_moves = n;
  for (int i = 0; i < n; i++)
    {
      root->moves[i] = moves[i].square == SKY_REVERSI_BOOK_PASS
                       ? SKY_MOVE_PASS : moves[i].square;
      root->values[i] = moves[i].value / 100.0;
      root->in_book[i] = moves[i].in_book;
      root->exact = root->exact && moves[i].exact;
    }
  return TRUE;
}

/* SKY_REVIEW_ENGINE, the strong engine of reversi (the one game with
 * one): its book, then above exact_empties its search with every move's
 * value, below them its solver. */
static gboolean
search_engine (Review *r, const SkyPosition *pos, RootValues *root,
               GError **error)
{
  const SkyReviewOptions *options = r->options;
  SkyReversiSearchOptions search = {
    .max_depth = options->depth,
    .seconds = options->depth > 0 ? 0 : options->seconds,
    .exact_values = TRUE,
    .threads = options->threads,
    .evaluator = options->evaluator,
    .cancellable = r->cancellable,
  };
  SkySearchResult result;
  /* The engine's estimates are in hundredths of a disc. */
  double unit;

  if (sky_reversi_empties (pos) <= options->exact_empties)
    return solve_reversi (r, pos, root, error);
  if (!options->no_book && book_reversi (pos, root))
    return TRUE;
  if (!sky_reversi_search (sky_reversi_discs (pos, pos->to_move),
                           sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                           &search, &result, error))
    return FALSE;
  unit = result.solved ? 1 : 100;
  root->best = result.move;
  root->exact = result.solved;
  root->depth = result.depth;
  copy_line (root, result.pv, result.pv_length);
  root->n_moves = result.n_moves;
  root->best_value = result.value / unit;
  for (int i = 0; i < result.n_moves; i++)
    {
      root->moves[i] = result.moves[i];
      root->values[i] = result.move_values[i] / unit;
      /* A search stopped inside an iteration updates only its best move's
       * entry: take that one. */
      if (result.moves[i] == result.move)
        root->best_value = root->values[i];
    }
  return TRUE;
}

static gboolean
search_root (Review *r, const SkyPosition *pos, RootValues *root,
             GError **error)
{
  memset (root, 0, sizeof *root);
  switch (pos->game->review_method)
    {
    case SKY_REVIEW_SOLVE:
      return search_solve (r, pos, root, error);
    case SKY_REVIEW_GENERIC:
      return search_generic (r, pos, root, error);
    case SKY_REVIEW_ENGINE:
      return search_engine (r, pos, root, error);
    }
  g_return_val_if_reached (FALSE);
}

/* The value of a finished game for side, in the game's unit: a result,
 * a difference of points, or of discs with the empties going to the
 * winner, as reversi's solver counts them. */
static double
final_value (const SkyPosition *pos, SkySide side)
{
  const SkyGame *game = pos->game;
  int mine = game->score (pos, side);
  int theirs = game->score (pos, SKY_SIDE_OTHER (side));
  int empties;
  SkyResult result;

  switch (game->value_unit)
    {
    case SKY_VALUE_UNIT_OUTCOME:
      result = game->result (pos);
      if (result == SKY_RESULT_DRAW || result == SKY_RESULT_NONE)
        return 0;
      return (result == SKY_RESULT_FIRST_WINS) == (side == SKY_SIDE_FIRST)
             ? 1 : -1;
    case SKY_VALUE_UNIT_DISCS:
      empties = game->width * game->height - mine - theirs;
      return mine > theirs ? mine - theirs + empties
             : mine < theirs ? mine - theirs - empties : 0;
    case SKY_VALUE_UNIT_POINTS:
    case SKY_VALUE_UNIT_TABLE_POINTS:
    case SKY_VALUE_UNIT_WIN_RATE:
    case SKY_N_VALUE_UNITS:
    default:
      return mine - theirs;
    }
}

/* The value for side of the position after ply k: the next ply's best
 * value, reviewed already; at the end of the record the game's result, or
 * if the record stops before the end, a search of the position. */
static gboolean
value_after (Review *r, guint k, SkySide side, double *value,
             gboolean *exact, int *depth, GError **error)
{
  const SkyPosition *pos;
  RootValues next;

  if (k + 1 < r->n_plies)
    {
      const SkyReviewPly *ply = &r->plies[k + 1];

      *value = ply->side == side ? ply->best_value : -ply->best_value;
      *exact = ply->exact;
      *depth = ply->depth;
      return TRUE;
    }
  pos = sky_record_get_position (r->record, k + 1);
  if (sky_position_is_over (pos))
    {
      *value = final_value (pos, side);
      *exact = TRUE;
      *depth = 0;
      return TRUE;
    }
  if (!search_root (r, pos, &next, error))
    return FALSE;
  *value = pos->to_move == side ? next.best_value : -next.best_value;
  *exact = next.exact;
  *depth = next.depth;
  return TRUE;
}

/* The line of a best move that was the move played: the move, then the
 * next ply's line. */
static void
line_from_played (Review *r, guint k, SkyReviewPly *ply)
{
  ply->pv[0] = ply->played;
  ply->pv_length = 1;
  if (k + 1 < r->n_plies)
    {
      const SkyReviewPly *next = &r->plies[k + 1];
      int n = MIN (next->pv_length, (int) G_N_ELEMENTS (ply->pv) - 1);

      memcpy (&ply->pv[1], next->pv, n * sizeof (SkyMove));
      ply->pv_length += n;
    }
}

static gboolean
review_ply (Review *r, guint k, GError **error)
{
  const SkyPosition *pos = sky_record_get_position (r->record, k);
  SkyReviewPly *ply = &r->plies[k];
  RootValues root;
  gboolean found = FALSE;

  memset (ply, 0, sizeof *ply);
  ply->ply = k;
  ply->side = pos->to_move;
  ply->played = sky_record_get_move (r->record, k);
  ply->judgement = SKY_JUDGEMENT_NONE;

  /* A pass is forced: its value is the next position's. */
  if (ply->played == SKY_MOVE_PASS)
    {
      if (!value_after (r, k, ply->side, &ply->played_value, &ply->exact,
                        &ply->depth, error))
        return FALSE;
      ply->best = SKY_MOVE_PASS;
      ply->best_value = ply->played_value;
      line_from_played (r, k, ply);
      return TRUE;
    }

  if (!search_root (r, pos, &root, error))
    return FALSE;
  ply->best = root.best;
  ply->best_value = root.best_value;
  ply->exact = root.exact;
  ply->depth = root.depth;
  ply->pv_length = root.pv_length;
  memcpy (ply->pv, root.pv, root.pv_length * sizeof (SkyMove));
  ply->book = root.book;
  for (int i = 0; i < root.n_moves && !found; i++)
    if (root.moves[i] == ply->played)
      {
        ply->played_value = root.values[i];
        ply->book_move = root.in_book[i];
        found = TRUE;
      }
  if (!found)
    {
      gboolean exact;
      int depth;

      if (!value_after (r, k, ply->side, &ply->played_value, &exact, &depth,
                        error))
        return FALSE;
      ply->exact = ply->exact && exact;
    }

  /* Of equally good moves, the one played is the best. */
  if (ply->played_value >= ply->best_value)
    {
      ply->best = ply->played;
      ply->best_value = ply->played_value;
      line_from_played (r, k, ply);
    }
  ply->loss = ply->best_value - ply->played_value;
  ply->judgement = sky_review_judge (pos->game->kind, ply->best_value,
                                     ply->played_value, ply->exact);
  return TRUE;
}

gboolean
sky_review_run (const SkyRecord *record, const SkyReviewOptions *options,
                GCancellable *cancellable, SkyReviewFunc func,
                gpointer user_data, SkyReviewPly *plies, GError **error)
{
  SkyReviewOptions defaults;
  Review r = {
    .record = record,
    .options = options,
    .cancellable = cancellable,
    .plies = plies,
    .n_plies = sky_record_get_n_moves (record),
  };
  gboolean ok = TRUE;

  if (options == NULL)
    {
      sky_review_options_init_default (&defaults);
      r.options = &defaults;
    }
  g_return_val_if_fail (r.options->depth > 0 || r.options->seconds > 0,
                        FALSE);
  for (guint k = r.n_plies; k-- > 0;)
    {
      if (g_cancellable_is_cancelled (cancellable))
        ok = set_cancelled (&r, error);
      else
        ok = review_ply (&r, k, error);
      if (!ok)
        break;
      if (func != NULL)
        func (&plies[k], r.n_plies - k, r.n_plies, user_data);
    }
  g_clear_pointer (&r.numbergrab, ng_search_free);
  g_clear_pointer (&r.solver, sky_reversi_solver_free);
  return ok;
}
