/* reversi-endgame-core.h: the endgame solver's search, compiled once per CPU
 * variant.  Included by reversi-endgame.c only, with these defined:
 *
 *   FN(name)          the variant's name for a function
 *   VARIANT_ATTR      its target attribute (empty for the portable one)
 *   MOBILITY(P, O)    its mobility function
 *   POPCOUNT(x)       its popcount
 *
 * Everything here is static; the only way in is FN (solve_any) and
 * FN (solve_root_children).
 */

/* The stability cut-off: O's stable discs bound P's score from above. */
VARIANT_ATTR static inline gboolean
FN (stability_cutoff) (guint64 P, guint64 O, int n_empties, int alpha,
                       int *score)
{
  if (alpha >= stability_threshold[n_empties])
    {
      int bound = 64 - 2 * POPCOUNT (stable_discs (O, P));

      if (bound <= alpha)
        {
          *score = bound;
          return TRUE;
        }
    }
  return FALSE;
}

/* The last empty square sq: P's final score, counting flips without
 * playing them.  With one empty square O is every other square. */
VARIANT_ATTR static inline int
FN (solve_1) (Solver *s, guint64 P, int sq)
{
  int p = POPCOUNT (P);
  guint64 O = ~P & ~(G_GUINT64_CONSTANT (1) << sq);
  int n;

  s->nodes++;
  n = count_last_flips (P, sq);
  if (n > 0)
    return 2 * (p + n + 1) - 64;
  n = count_last_flips (O, sq);
  if (n > 0)
    return 2 * (p - n) - 64;
  /* Nobody can move: the empty square goes to the winner (63 discs, no
   * draw). */
  return p >= 32 ? 2 * p - 62 : 2 * p - 64;
}

VARIANT_ATTR static int
FN (solve_2) (Solver *s, guint64 P, guint64 O, int alpha, int beta,
              int x1, int x2, gboolean passed)
{
  guint64 flips;
  int best = -SCORE_INF, v;

  s->nodes++;
  if ((neighbours[x1] & O) && (flips = sky_reversi_flips (P, O, x1)) != 0)
    {
      best = -FN (solve_1) (s, O ^ flips, x2);
      if (best >= beta)
        return best;
    }
  if ((neighbours[x2] & O) && (flips = sky_reversi_flips (P, O, x2)) != 0)
    {
      v = -FN (solve_1) (s, O ^ flips, x1);
      if (v > best)
        best = v;
    }
  if (best != -SCORE_INF)
    return best;
  if (passed)
    return final_score (POPCOUNT (P), POPCOUNT (O), 2);
  return -FN (solve_2) (s, O, P, -beta, -alpha, x1, x2, TRUE);
}

/* Three empties: one block per square, written out (no loop, no move
 * list) like solve_2 (): the innermost levels are the solver's hottest
 * code.  The stability cut-off is tried here too: it costs about the time
 * it saves, and takes FFO #40-#49 from 796 M nodes to 735 M. */
VARIANT_ATTR static int
FN (solve_3) (Solver *s, guint64 P, guint64 O, int alpha, int beta,
              int x1, int x2, int x3, gboolean passed)
{
  guint64 flips, b;
  int best = -SCORE_INF, v;

  s->nodes++;
  if (FN (stability_cutoff) (P, O, 3, alpha, &v))
    return v;
  if ((neighbours[x1] & O) && (flips = sky_reversi_flips (P, O, x1)) != 0)
    {
      b = G_GUINT64_CONSTANT (1) << x1;
      best = -FN (solve_2) (s, O ^ flips, P ^ flips ^ b, -beta, -alpha,
                            x2, x3, FALSE);
      if (best >= beta)
        return best;
      if (best > alpha)
        alpha = best;
    }
  if ((neighbours[x2] & O) && (flips = sky_reversi_flips (P, O, x2)) != 0)
    {
      b = G_GUINT64_CONSTANT (1) << x2;
      v = -FN (solve_2) (s, O ^ flips, P ^ flips ^ b, -beta, -alpha,
                         x1, x3, FALSE);
      if (v > best)
        {
          best = v;
          if (best >= beta)
            return best;
          if (best > alpha)
            alpha = best;
        }
    }
  if ((neighbours[x3] & O) && (flips = sky_reversi_flips (P, O, x3)) != 0)
    {
      b = G_GUINT64_CONSTANT (1) << x3;
      v = -FN (solve_2) (s, O ^ flips, P ^ flips ^ b, -beta, -alpha,
                         x1, x2, FALSE);
      if (v > best)
        best = v;
    }
  if (best != -SCORE_INF)
    return best;
  if (passed)
    return final_score (POPCOUNT (P), POPCOUNT (O), 3);
  return -FN (solve_3) (s, O, P, -beta, -alpha, x1, x2, x3, TRUE);
}

/* Four empties x[0..3], already in parity order. */
VARIANT_ATTR static int
FN (solve_4) (Solver *s, guint64 P, guint64 O, int alpha, int beta,
              const int *x, gboolean passed)
{
  /* The three squares left after playing x[i], in the same order. */
  static const int rest[4][3] = {
    { 1, 2, 3 }, { 0, 2, 3 }, { 0, 1, 3 }, { 0, 1, 2 },
  };
  int best = -SCORE_INF;

  s->nodes++;
  for (int i = 0; i < 4; i++)
    {
      guint64 flips;
      int v;

      if (!(neighbours[x[i]] & O)
          || (flips = sky_reversi_flips (P, O, x[i])) == 0)
        continue;
      v = -FN (solve_3) (s, O ^ flips,
                         P ^ flips ^ (G_GUINT64_CONSTANT (1) << x[i]),
                         -beta, -alpha, x[rest[i][0]], x[rest[i][1]],
                         x[rest[i][2]], FALSE);
      if (v > best)
        {
          best = v;
          if (best >= beta)
            return best;
          if (best > alpha)
            alpha = best;
        }
    }
  if (best != -SCORE_INF)
    return best;
  if (passed)
    return final_score (POPCOUNT (P), POPCOUNT (O), 4);
  return -FN (solve_4) (s, O, P, -beta, -alpha, x, TRUE);
}

/* Few empties (up to SHALLOW_MAX): the empty squares in parity order (those
 * in a quadrant with an odd number of empties first), legality tested by the
 * flips themselves, no move list.  The stability cut-off is tried here too
 * (as Edax does; and in solve_3 ()): so near the end most discs are stable,
 * and where alpha is high it cuts often (when this level ran from 4 to 6
 * empties, FFO #40-#49 took 796 M nodes instead of 1,085 M; on #43, #45,
 * #48, #49 947 M without, 823 M from 5 empties, 673 M from 4). */
VARIANT_ATTR static int
FN (solve_shallow) (Solver *s, guint64 P, guint64 O, int alpha, int beta,
                    int n_empties, guint parity, gboolean passed)
{
  guint64 E = ~(P | O);
  int best = -SCORE_INF, score;

  if (FN (stability_cutoff) (P, O, n_empties, alpha, &score))
    {
      s->nodes++;
      return score;
    }
  if (n_empties == 4)
    {
      int x[4], n = 0;
      guint64 odd = E & quadrant_mask_of_parity (parity);

      for (guint64 m = odd; m != 0; m &= m - 1)
        x[n++] = __builtin_ctzll (m);
      for (guint64 m = E & ~odd; m != 0; m &= m - 1)
        x[n++] = __builtin_ctzll (m);
      return FN (solve_4) (s, P, O, alpha, beta, x, passed);
    }

  s->nodes++;
  for (int round = 0; round < 2; round++)
    {
      guint64 odd = quadrant_mask_of_parity (parity);
      guint64 m = E & (round == 0 ? odd : ~odd);

      for (; m != 0; m &= m - 1)
        {
          int sq = __builtin_ctzll (m);
          guint64 flips;
          int v;

          if (!(neighbours[sq] & O)
              || (flips = sky_reversi_flips (P, O, sq)) == 0)
            continue;
          v = -FN (solve_shallow) (s, O ^ flips,
                                   P ^ flips ^ (G_GUINT64_CONSTANT (1) << sq),
                                   -beta, -alpha, n_empties - 1,
                                   parity ^ quadrant_bit (sq), FALSE);
          if (v > best)
            {
              best = v;
              if (best >= beta)
                return best;
              if (best > alpha)
                alpha = best;
            }
        }
    }
  if (best != -SCORE_INF)
    return best;
  if (passed)
    return final_score (POPCOUNT (P), POPCOUNT (O), n_empties);
  return -FN (solve_shallow) (s, O, P, -beta, -alpha, n_empties, parity,
                              TRUE);
}

/* Fills list with P's moves, each with its flips and its ordering key
 * (smaller first): fastest first, the opponent's replies (corners counted
 * twice), then moves into odd regions. */
VARIANT_ATTR static inline int
FN (list_moves) (guint64 P, guint64 O, guint64 moves, guint parity,
                 int hash_move, Move *list)
{
  int n = 0;

  for (; moves != 0; moves &= moves - 1)
    {
      int sq = __builtin_ctzll (moves);
      guint64 flips = sky_reversi_flips (P, O, sq);
      guint64 next_P = O ^ flips;
      guint64 next_O = P ^ flips ^ (G_GUINT64_CONSTANT (1) << sq);
      guint64 replies = MOBILITY (next_P, next_O);
      int key;

      key = (POPCOUNT (replies) + POPCOUNT (replies & SKY_REVERSI_CORNERS))
            * ORDER_MOBILITY;
      if (parity & quadrant_bit (sq))
        key -= ORDER_PARITY;
      if (sq == hash_move)
        key = -10000;
      list[n].sq = sq;
      list[n].flips = flips;
      list[n].key = key;
      n++;
    }
  return n;
}

VARIANT_ATTR static int FN (solve_deep) (Solver *s, guint64 P, guint64 O,
                                         int alpha, int beta, int n_empties,
                                         gboolean passed);

/* Middle levels: a move list in fastest-first order, no table. */
VARIANT_ATTR static int
FN (solve_mid) (Solver *s, guint64 P, guint64 O, int alpha, int beta,
                int n_empties, gboolean passed)
{
  Move list[SKY_MAX_MOVES];
  guint64 moves;
  guint parity;
  int n, best = -SCORE_INF, score;

  s->nodes++;
  if (G_UNLIKELY (s->nodes >= s->next_check) && check_limits (s))
    return 0;
  if (FN (stability_cutoff) (P, O, n_empties, alpha, &score))
    return score;

  moves = MOBILITY (P, O);
  if (moves == 0)
    {
      if (passed)
        return final_score (POPCOUNT (P), POPCOUNT (O), n_empties);
      return -FN (solve_mid) (s, O, P, -beta, -alpha, n_empties, TRUE);
    }
  parity = parity_of (~(P | O));
  n = FN (list_moves) (P, O, moves, parity, -1, list);
  for (int i = 0; i < n; i++)
    {
      guint64 next_P, next_O;
      int v;

      sky_reversi_pick_next (list, i, n);
      next_P = O ^ list[i].flips;
      next_O = P ^ list[i].flips ^ (G_GUINT64_CONSTANT (1) << list[i].sq);
      if (n_empties - 1 <= SHALLOW_MAX)
        v = -FN (solve_shallow) (s, next_P, next_O, -beta, -alpha,
                                 n_empties - 1,
                                 parity ^ quadrant_bit (list[i].sq), FALSE);
      else
        v = -FN (solve_mid) (s, next_P, next_O, -beta, -alpha, n_empties - 1,
                             FALSE);
      if (s->aborted)
        return 0;
      if (v > best)
        {
          best = v;
          if (best >= beta)
            return best;
          if (best > alpha)
            alpha = best;
        }
    }
  return best;
}

VARIANT_ATTR static inline int
FN (solve_child) (Solver *s, guint64 P, guint64 O, int alpha, int beta,
                  int n_empties)
{
  if (n_empties >= DEEP_MIN)
    return FN (solve_deep) (s, P, O, alpha, beta, n_empties, FALSE);
  return FN (solve_mid) (s, P, O, alpha, beta, n_empties, FALSE);
}

/* Upper levels: the transposition table, the hash move first, and
 * principal-variation search (the first move with the full window, the
 * others with a null window first). */
VARIANT_ATTR static int
FN (solve_deep) (Solver *s, guint64 P, guint64 O, int alpha, int beta,
                 int n_empties, gboolean passed)
{
  Move list[SKY_MAX_MOVES];
  TableEntry entry;
  guint64 moves;
  int n, best = -SCORE_INF, best_sq = -1, score, hash_move = -1;
  int alpha0, n_deferred = 0;
  guint8 deferred[SKY_MAX_MOVES];

  s->nodes++;
  if (G_UNLIKELY (s->nodes >= s->next_check) && check_limits (s))
    return 0;
  if (FN (stability_cutoff) (P, O, n_empties, alpha, &score))
    return score;

  /* The cut-off of sky_search_table_cut () (search-common.h), written out:
   * through the helper the solver compiled to other code, and this is its
   * hottest path.  A less sure entry (a probable iteration's) gives its
   * move only. */
  if (table_probe (s, P, O, &entry))
    {
      if (G_LIKELY (entry.level >= s->level))
        {
          if (entry.lower >= beta)
            return entry.lower;
          if (entry.upper <= alpha)
            return entry.upper;
          if (entry.lower == entry.upper)
            return entry.lower;
          if (entry.lower > alpha)
            alpha = entry.lower;
          if (entry.upper < beta)
            beta = entry.upper;
        }
      hash_move = entry.move;
    }
  /* A probable iteration: ProbCut. */
  if (s->level < LEVEL_EXACT && n_empties >= s->probcut_min
      && probcut (s, P, O, n_empties, alpha, beta, &score))
    {
      table_store (s, P, O, n_empties, alpha, beta, score, hash_move);
      return score;
    }
  alpha0 = alpha;

  moves = MOBILITY (P, O);
  if (moves == 0)
    {
      if (passed)
        return final_score (POPCOUNT (P), POPCOUNT (O), n_empties);
      return -FN (solve_deep) (s, O, P, -beta, -alpha, n_empties, TRUE);
    }
  n = FN (list_moves) (P, O, moves, parity_of (~(P | O)), hash_move, list);
  if (n_empties >= ETC_MIN)
    {
      /* Enhanced transposition cut-off: a child the table already knows
       * to refute the opponent ends the search here.  The children's
       * slots are asked for all at once first: their cache misses (most
       * of the time of this level) then overlap. */
      for (int i = 0; i < n; i++)
        table_prefetch (s, O ^ list[i].flips,
                        P ^ list[i].flips
                        ^ (G_GUINT64_CONSTANT (1) << list[i].sq));
      for (int i = 0; i < n; i++)
        {
          guint64 next_P = O ^ list[i].flips;
          guint64 next_O = P ^ list[i].flips
                           ^ (G_GUINT64_CONSTANT (1) << list[i].sq);
          TableEntry child;

          if (table_probe (s, next_P, next_O, &child)
              && child.level >= s->level && -child.upper >= beta)
            {
              table_store (s, P, O, n_empties, alpha0, beta, -child.upper,
                           list[i].sq);
              return -child.upper;
            }
        }
    }
  if (n_empties >= EVAL_SORT_MIN)
    for (int i = 0; i < n; i++)
      if (list[i].key > -10000)
        {
          guint64 next_P = O ^ list[i].flips;
          guint64 next_O = P ^ list[i].flips
                           ^ (G_GUINT64_CONSTANT (1) << list[i].sq);

          list[i].key = list[i].key * EVAL_SORT_MOBILITY / 16
                        + (n_empties >= SEARCH_SORT_MIN
                           ? estimate (next_P, next_O, 1, -100 * SCORE_INF,
                                       100 * SCORE_INF)
                           : sky_reversi_evaluate (next_P, next_O));
        }
  /* The moves in order; with other threads (ABDADA), those another thread
   * is searching come last, in a second round. */
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
      next_O = P ^ list[i].flips ^ (G_GUINT64_CONSTANT (1) << list[i].sq);
      if (s->busy != NULL && k < n && best != -SCORE_INF
          && n_empties >= ABDADA_MIN
          && busy_elsewhere (s, next_P, next_O, &busy_key))
        {
          deferred[n_deferred++] = (guint8) i;
          continue;
        }
      if (best == -SCORE_INF)
        v = -FN (solve_child) (s, next_P, next_O, -beta, -alpha,
                               n_empties - 1);
      else
        {
          v = -FN (solve_child) (s, next_P, next_O, -alpha - 1, -alpha,
                                 n_empties - 1);
          if (v > alpha && v < beta && !s->aborted)
            v = -FN (solve_child) (s, next_P, next_O, -beta, -v,
                                   n_empties - 1);
        }
      if (busy_key != 0)
        busy_done (s, busy_key);
      if (s->aborted)
        return 0;
      if (v > best)
        {
          best = v;
          best_sq = list[i].sq;
          if (best >= beta)
            break;
          if (best > alpha)
            alpha = best;
        }
    }
  table_store (s, P, O, n_empties, alpha0, beta, best, best_sq);
  return best;
}

/* Any position. */
VARIANT_ATTR static int
FN (solve_any) (Solver *s, guint64 P, guint64 O, int alpha, int beta)
{
  guint64 E = ~(P | O);
  int n_empties = POPCOUNT (E);

  if (n_empties == 0)
    {
      s->nodes++;
      return final_score (POPCOUNT (P), POPCOUNT (O), 0);
    }
  if (n_empties == 1)
    return FN (solve_1) (s, P, __builtin_ctzll (E));
  if (n_empties <= SHALLOW_MAX)
    return FN (solve_shallow) (s, P, O, alpha, beta, n_empties, parity_of (E),
                               FALSE);
  return FN (solve_child) (s, P, O, alpha, beta, n_empties);
}
