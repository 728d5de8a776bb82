/* reversi-search-core.h: the strong engine's midgame search, compiled once
 * per CPU variant.  Included by reversi-search.c only, with these defined:
 *
 *   FN(name)          the variant's name for a function
 *   VARIANT_ATTR      its target attribute (empty for the portable one)
 *   MOBILITY(P, O)    its mobility function
 *   POPCOUNT(x)       its popcount
 *
 * Everything here is static; the way in is FN (search_node).
 */

/* With a cheap last ply (search_frontier ()) the evaluations in the
 * move order pay from 6 plies to go on: bench --only reversi-engine at 3,
 * 4, 5, 6, 7, 8 and never: 3.04, 3.15, 3.15, 3.05, 3.12, 3.15, 3.23 M
 * nodes, 6 the least CPU time. */
#ifndef EVAL_ORDER_DEPTH
#define EVAL_ORDER_DEPTH 6
#endif

/* P's moves with their flips and keys: the hash move first, then by the
 * opponent's replies (corners counting double) and the square; with depth
 * EVAL_ORDER_DEPTH or more to go, also by the evaluation of the position
 * after the move (worth a few evaluations at nodes with big subtrees). */
VARIANT_ATTR static inline int
FN (list_moves) (const SkyReversiEvaluator *evaluator, guint64 P, guint64 O,
            guint64 moves, int hash_move, int depth, Move *list)
{
  guint64 empty = ~(P | O);
  int n = 0;

  for (; moves != 0; moves &= moves - 1)
    {
      int sq = __builtin_ctzll (moves);
      guint64 flips = sky_reversi_flips (P, O, sq);
      guint64 replies = MOBILITY (O ^ flips, P ^ flips ^ bit (sq));

      list[n].sq = sq;
      list[n].flips = flips;
      list[n].key = sq == hash_move ? -VALUE_INF
                    : (POPCOUNT (replies)
                       + POPCOUNT (replies & SKY_REVERSI_CORNERS))
                      * 100 + square_penalty (sq, empty);
      if (depth >= EVAL_ORDER_DEPTH && sq != hash_move)
        list[n].key += sky_reversi_evaluator_evaluate (evaluator, O ^ flips,
                                                       P ^ flips ^ bit (sq));
      n++;
    }
  return n;
}

/* The search. */

VARIANT_ATTR static int FN (search_node) (Search *s, guint64 P, guint64 O,
                                          int depth, int alpha, int beta,
                                          int ply);

/* Multi-ProbCut at a null-window node (alpha, beta = alpha + 1) of depth:
 * TRUE and *value (beta or alpha, or anything once the search is stopped)
 * if a shallow search shows with confidence MPC_T sigma that the deep
 * value is at least beta or at most alpha. */
VARIANT_ATTR static gboolean
FN (probcut) (Search *s, guint64 P, guint64 O, int depth, int alpha, int beta,
         int ply, int *value)
{
  SkyReversiProbCut cut;
  double margin;
  int bound, v;

  if (!sky_reversi_probcut_midgame (POPCOUNT (~(P | O)), depth,
                                    &cut)
      || cut.shallow < 1)
    return FALSE;
  margin = MPC_T * cut.sigma;
  /* a · shallow + b - margin >= beta: the deep value is likely >= beta. */
  bound = (int) ceil ((beta + margin - cut.b) / cut.a);
  if (bound <= SKY_REVERSI_EVAL_LIMIT)
    {
      v = FN (search_node) (s, P, O, cut.shallow, bound - 1, bound, ply);
      if (s->limits.cancelled || s->limits.timed_out || v >= bound)
        {
          *value = beta;
          return TRUE;
        }
    }
  /* a · shallow + b + margin <= alpha: likely <= alpha. */
  bound = (int) floor ((alpha - margin - cut.b) / cut.a);
  if (bound >= -SKY_REVERSI_EVAL_LIMIT)
    {
      v = FN (search_node) (s, P, O, cut.shallow, bound, bound + 1, ply);
      if (s->limits.cancelled || s->limits.timed_out || v <= bound)
        {
          *value = alpha;
          return TRUE;
        }
    }
  return FALSE;
}

/* Fail-soft negamax with principal-variation search: the value of P to
 * move against O searched depth moves deep, from P's point of view.  The
 * loop is that of search-generic.c written out for bitboards (no position
 * copies, passes that use no depth): shared, it would cost a call through a
 * pointer at every node. */
/* One ply to go: the children are leaves, each evaluated where it is
 * reached (a node each, as if search_node () had been called) unless its
 * side must pass; in the order of the opponent's replies and the squares,
 * found with the mobility that tells a pass anyway; no table (its entries
 * would cost more cache misses than they save). */
VARIANT_ATTR static int
FN (search_frontier) (Search *s, guint64 P, guint64 O, guint64 moves,
                      int alpha, int beta, int ply)
{
  Move list[SKY_MAX_MOVES];
  guint64 empty = ~(P | O), child_moves = 0;
  int n = 0, best = -VALUE_INF;

  for (; moves != 0; moves &= moves - 1)
    {
      int sq = __builtin_ctzll (moves);
      guint64 flips = sky_reversi_flips (P, O, sq);
      guint64 replies = MOBILITY (O ^ flips, P ^ flips ^ bit (sq));

      list[n].sq = sq;
      list[n].flips = flips;
      list[n].key = (POPCOUNT (replies)
                     + POPCOUNT (replies & SKY_REVERSI_CORNERS)) * 100
                    + square_penalty (sq, empty);
      if (replies == 0)
        child_moves |= bit (sq);
      n++;
    }
  for (int i = 0; i < n; i++)
    {
      guint64 next_P, next_O;
      int v;

      sky_reversi_pick_next (list, i, n);
      next_P = O ^ list[i].flips;
      next_O = P ^ list[i].flips ^ bit (list[i].sq);
      if (child_moves & bit (list[i].sq))
        {
          v = -FN (search_node) (s, next_P, next_O, 0, -beta, -alpha,
                                 ply + 1);
          if (s->limits.cancelled || s->limits.timed_out)
            return 0;
        }
      else
        {
          s->nodes++;
          s->evaluations++;
          if (ply + 1 <= MAX_PLY)
            s->pv_length[ply + 1] = 0;
          v = -sky_reversi_evaluator_evaluate (s->evaluator, next_P, next_O);
        }
      if (v > best)
        {
          best = v;
          if (v > alpha)
            update_pv (s, ply, list[i].sq);
          if (v >= beta)
            break;
          if (v > alpha)
            alpha = v;
        }
    }
  return best;
}

VARIANT_ATTR static int
FN (search_node) (Search *s, guint64 P, guint64 O, int depth, int alpha, int beta,
             int ply)
{
  Move list[SKY_MAX_MOVES];
  guint64 moves;
  Entry e;
  int n, best = -VALUE_INF, best_move = -1, hash_move = -1, alpha0;
  int n_deferred = 0;
  guint8 deferred[SKY_MAX_MOVES];

  s->nodes++;
  if (ply <= MAX_PLY)
    s->pv_length[ply] = 0;
  if (stopped (s))
    return 0;

  moves = MOBILITY (P, O);
  if (moves == 0)
    {
      int v;

      if (MOBILITY (O, P) == 0)
        return final_value (P, O);
      /* A pass uses up no depth. */
      v = -FN (search_node) (s, O, P, depth, -beta, -alpha, ply + 1);
      update_pv (s, ply, SKY_MOVE_PASS);
      return v;
    }
  if (depth == 0)
    {
      s->evaluations++;
      return sky_reversi_evaluator_evaluate (s->evaluator, P, O);
    }
#if FRONTIER
  if (depth == 1)
    return FN (search_frontier) (s, P, O, moves, alpha, beta, ply);
#endif

  if (table_probe (s, P, O, &e))
    {
      int v;

      /* Only an entry of this very depth cuts: from one root a position
       * is always met at the same depth, and a helper thread's deeper
       * entries must not change the values of a fixed depth. */
      if (e.depth == depth
          && sky_search_table_cut (e.lower, e.upper, &alpha, &beta, &v))
        return v;
      hash_move = e.move;
    }
  if (s->cut && depth >= MPC_MIN_DEPTH && beta == alpha + 1)
    {
      int v;

      if (FN (probcut) (s, P, O, depth, alpha, beta, ply, &v))
        {
          if (ply <= MAX_PLY)
            s->pv_length[ply] = 0;
          return v;
        }
    }
  alpha0 = alpha;

  n = FN (list_moves) (s->evaluator, P, O, moves, hash_move, depth, list);
  /* The children that will look in the table (depth 2 and more): their
   * buckets are asked for now, so that the cache misses (half of a node's
   * time) overlap with the search of the first ones. */
  if (depth >= 3)
    for (int i = 0; i < n; i++)
      table_prefetch (s, O ^ list[i].flips,
                      P ^ list[i].flips ^ bit (list[i].sq));
  for (int k = 0; k < n + n_deferred; k++)
    {
      guint64 next_P, next_O, busy_key = 0;
      int v, i;

      if (k < n)
        {
          sky_reversi_pick_next (list, k, n);
          i = k;
        }
      else
        i = deferred[k - n];
      next_P = O ^ list[i].flips;
      next_O = P ^ list[i].flips ^ bit (list[i].sq);
      /* ABDADA: a move (not the first) another thread is searching
       * waits for the second round. */
      if (s->shared != NULL && k < n && k > 0 && depth >= ABDADA_DEPTH
          && busy_elsewhere (s, next_P, next_O, depth - 1, &busy_key))
        {
          deferred[n_deferred++] = (guint8) i;
          continue;
        }
      if (best == -VALUE_INF)
        v = -FN (search_node) (s, next_P, next_O, depth - 1, -beta, -alpha,
                          ply + 1);
      else
        {
          v = -FN (search_node) (s, next_P, next_O, depth - 1, -alpha - 1, -alpha,
                            ply + 1);
          if (v > alpha && v < beta
              && !s->limits.cancelled && !s->limits.timed_out)
            v = -FN (search_node) (s, next_P, next_O, depth - 1, -beta, -v,
                              ply + 1);
        }
      if (busy_key != 0)
        busy_done (s, busy_key);
      if (s->limits.cancelled || s->limits.timed_out)
        return 0;
      if (v > best)
        {
          best = v;
          best_move = list[i].sq;
          if (v > alpha)
            update_pv (s, ply, list[i].sq);
          if (v >= beta)
            break;
          if (v > alpha)
            alpha = v;
        }
    }
  table_store (s, P, O, depth, alpha0, beta, best, best_move);
  return best;
}

