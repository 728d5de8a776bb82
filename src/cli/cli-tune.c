/* cli-tune.c: `sakiyomi-cli tune`: fits the weights of the reversi
 * evaluation (reversi-eval.c) to exact endgame results and writes
 * reversi-weights.h.
 *
 * Training positions come from games played from the start: the first few
 * moves of each game at random (a different number per game, for varied
 * openings), then a small fixed-depth alpha-beta search with a fixed
 * hand-weighted evaluation (so the data does not depend on the weights being
 * fitted), with an occasional random move, until solve-empties squares are
 * left.  There the game is solved exactly; the rest of it is played
 * perfectly, so every later position is labelled with its exact final disc
 * difference, and every earlier one with the exact result of the game from
 * that point (a noisy but unbiased label for how good the position was
 * with the play that followed).  Every game has its own generator, seeded
 * from --seed and its number, so the data is the same for the same seed.
 *
 * The fit is least squares per phase (reversi-eval.h) with a small L2
 * penalty, by gradient descent with each weight's step divided by its
 * feature's sum of squares (patterns seen rarely move as fast as common
 * ones).  One game in ten is held out to measure the error on positions the
 * fit has not seen.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "read-limited.h"
#include "reversi-training.h"
#include "reversi-bitboard.h"
#include "reversi-endgame.h"
#include "reversi-eval.h"

#define START_BLACK G_GUINT64_CONSTANT (0x0000000810000000)
#define START_WHITE G_GUINT64_CONSTANT (0x0000001008000000)
#define SEARCH_INFINITY 1000000

/* Defaults: about two minutes on one core here. */
#define DEFAULT_GAMES 3000
#define DEFAULT_SEED 1
#define DEFAULT_SOLVE_EMPTIES 14
#define DEFAULT_DEPTH 2
#define DEFAULT_RANDOM_PLIES 20
#define DEFAULT_ITERATIONS 300
#define RANDOM_MOVE_PERCENT 5
#define HELD_OUT_EVERY 10
#define DEFAULT_NEIGHBOUR 0.5
#define DEFAULT_LAMBDA 4.0

/* A training position: P to move, label = P's final disc difference. */
typedef struct {
  guint64 P, O;
  gint8 label;
  guint8 held_out;
} Sample;

static int
final_score (guint64 P, guint64 O)
{
  int p = sky_reversi_popcount (P), o = sky_reversi_popcount (O);
  int empties = 64 - p - o;

  /* Empty squares go to the winner. */
  if (p > o)
    return p - o + empties;
  if (p < o)
    return p - o - empties;
  return 0;
}

static void
play_move (guint64 *P, guint64 *O, int sq)
{
  guint64 flips = sky_reversi_flips (*P, *O, sq);

  *P |= flips | (G_GUINT64_CONSTANT (1) << sq);
  *O &= ~flips;
}

/* --- The self-play player -------------------------------------------- */

/* Fixed hand weights per phase (bias, parity, mobility, potential
 * mobility, stable, corners, corner moves, discs), hundredths of a disc:
 * the data-generating players' evaluation, kept apart from the fitted
 * weights so that the data is reproducible. */
static const int hand_weights[SKY_REVERSI_EVAL_N_PHASES][SKY_REVERSI_N_FEATURES] = {
  { 0, 100, 20, 5, 100, 100, 50, 100 },
  { 0, 50, 40, 10, 100, 300, 100, 60 },
  { 0, 30, 60, 20, 100, 500, 200, 30 },
  { 0, 0, 70, 25, 100, 600, 250, 10 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
};

static int
hand_evaluate (guint64 P, guint64 O)
{
  SkyReversiEvalFeatures f;
  int value = 0;

  sky_reversi_eval_features (P, O, &f);
  for (int i = 0; i < SKY_REVERSI_N_FEATURES; i++)
    value += hand_weights[f.phase][i] * f.features[i];
  return value;
}

static int
alpha_beta (guint64 P, guint64 O, int depth, int alpha, int beta,
            gboolean passed)
{
  guint64 moves;

  if (depth == 0)
    return hand_evaluate (P, O);
  moves = sky_reversi_mobility (P, O);
  if (moves == 0)
    {
      if (passed)
        return 100 * final_score (P, O);
      return -alpha_beta (O, P, depth, -beta, -alpha, TRUE);
    }
  for (; moves != 0; moves &= moves - 1)
    {
      guint64 p = P, o = O;
      int v;

      play_move (&p, &o, __builtin_ctzll (moves));
      v = -alpha_beta (o, p, depth - 1, -beta, -alpha, FALSE);
      if (v > alpha)
        {
          alpha = v;
          if (alpha >= beta)
            break;
        }
    }
  return alpha;
}

static int
choose_move (guint64 P, guint64 O, int depth)
{
  int best = -SEARCH_INFINITY, best_move = -1;

  for (guint64 m = sky_reversi_mobility (P, O); m != 0; m &= m - 1)
    {
      guint64 p = P, o = O;
      int sq = __builtin_ctzll (m), v;

      play_move (&p, &o, sq);
      v = -alpha_beta (o, p, depth - 1, -SEARCH_INFINITY, -best, FALSE);
      if (v > best)
        {
          best = v;
          best_move = sq;
        }
    }
  return best_move;
}

static int
random_move (guint64 moves, GRand *rand)
{
  int k = g_rand_int_range (rand, 0, sky_reversi_popcount (moves));

  while (k-- > 0)
    moves &= moves - 1;
  return __builtin_ctzll (moves);
}

typedef struct {
  int games;
  int seed;
  int solve_empties;
  int depth;
  int random_plies;
} GenerateOptions;

/* Plays game number index and appends its labelled positions: those
 * before the solve after all of the game's solved ones (their label is
 * only known once the game is solved). */
static void
generate_game (const GenerateOptions *options, int index,
               SkyReversiSolver *solver, GArray *samples, guint64 *nodes)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed_array ((const guint32[]) {
                                                        (guint32) options->seed,
                                                        (guint32) index }, 2);
  int opening = g_rand_int_range (rand, 0, options->random_plies + 1);
  guint64 P = START_BLACK, O = START_WHITE;
  gboolean black_to_move = TRUE;
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (Sample));
  g_autoptr(GArray) pending_black = g_array_new (FALSE, FALSE, sizeof (gboolean));
  int black_result = 0;
  Sample sample = { 0 };

  sample.held_out = index % HELD_OUT_EVERY == HELD_OUT_EVERY - 1;
  for (int ply = 0;; ply++)
    {
      guint64 moves = sky_reversi_mobility (P, O), t;
      int empties = 64 - sky_reversi_popcount (P | O);
      int sq;

      if (moves == 0)
        {
          if (sky_reversi_mobility (O, P) == 0)
            {
              black_result = black_to_move ? final_score (P, O)
                                           : -final_score (P, O);
              break;
            }
          t = P;
          P = O;
          O = t;
          black_to_move = !black_to_move;
          continue;
        }
      sample.P = P;
      sample.O = O;
      if (empties <= options->solve_empties)
        {
          SkyReversiSolveResult solved_line;
          int score;

          /* Exact from here on: follow the principal line to the end, each
           * position labelled with its exact value. */
          if (!sky_reversi_solver_solve_root (solver, P, O, &solved_line))
            g_assert_not_reached ();  /* no limits set */
          *nodes += solved_line.nodes;
          black_result = black_to_move ? solved_line.score : -solved_line.score;
          score = solved_line.score;
          for (int i = 0; i < solved_line.pv_length; i++)
            {
              if (solved_line.pv[i] != SKY_REVERSI_SOLVE_PASS)
                {
                  sample.P = P;
                  sample.O = O;
                  sample.label = (gint8) score;
                  g_array_append_val (samples, sample);
                  play_move (&P, &O, solved_line.pv[i]);
                }
              t = P;
              P = O;
              O = t;
              score = -score;
            }
          break;
        }
      g_array_append_val (pending, sample);
      g_array_append_val (pending_black, black_to_move);
      if (ply < opening
          || g_rand_int_range (rand, 0, 100) < RANDOM_MOVE_PERCENT)
        sq = random_move (moves, rand);
      else
        sq = choose_move (P, O, options->depth);
      play_move (&P, &O, sq);
      t = P;
      P = O;
      O = t;
      black_to_move = !black_to_move;
    }
  for (guint i = 0; i < pending->len; i++)
    {
      Sample s = g_array_index (pending, Sample, i);

      s.label = (gint8) (g_array_index (pending_black, gboolean, i)
                         ? black_result : -black_result);
      g_array_append_val (samples, s);
    }
}

/* --- The fit ---------------------------------------------------------- */

#define N_FEATURES SKY_REVERSI_N_FEATURES
#define N_EDGE SKY_REVERSI_EVAL_N_EDGE_CLASSES
#define N_CORNER SKY_REVERSI_EVAL_N_CORNER_CLASSES
#define N_WEIGHTS (N_FEATURES + N_EDGE + N_CORNER)

/* A sample as the fit sees it: the weights it touches and how much. */
typedef struct {
  gint16 x[N_FEATURES];
  gint32 pattern[8];       /* weight index (after the features) */
  gint8 sign[8];
  int target;              /* hundredths of a disc */
  guint8 phase;
  guint8 held_out;
} Row;

static void
make_row (const Sample *sample, Row *row)
{
  SkyReversiEvalFeatures f;

  sky_reversi_eval_features (sample->P, sample->O, &f);
  for (int i = 0; i < N_FEATURES; i++)
    row->x[i] = (gint16) f.features[i];
  for (int i = 0; i < 4; i++)
    {
      row->pattern[i] = N_FEATURES + f.edge_class[i];
      row->sign[i] = (gint8) f.edge_sign[i];
      row->pattern[4 + i] = N_FEATURES + N_EDGE + f.corner_class[i];
      row->sign[4 + i] = (gint8) f.corner_sign[i];
    }
  row->target = 100 * sample->label;
  row->phase = (guint8) f.phase;
  row->held_out = sample->held_out;
}

static double
row_predict (const Row *row, const double *w)
{
  double value = 0;

  for (int i = 0; i < N_FEATURES; i++)
    value += w[i] * row->x[i];
  for (int i = 0; i < 8; i++)
    value += row->sign[i] * w[row->pattern[i]];
  return value;
}

/* Root mean square error in discs of the weights (one phase's, or the
 * compiled evaluation's if w is NULL) on the rows of that phase, training
 * or held out. */
typedef struct {
  double sum[2];
  int n[2];
} ErrorSum;

static void
error_add (ErrorSum *e, const Row *row, double prediction)
{
  double d = (CLAMP (prediction, -SKY_REVERSI_EVAL_LIMIT,
                     SKY_REVERSI_EVAL_LIMIT) - row->target) / 100.0;

  e->sum[row->held_out] += d * d;
  e->n[row->held_out]++;
}

static double
error_rms (const ErrorSum *e, int held_out)
{
  return e->n[held_out] > 0 ? sqrt (e->sum[held_out] / e->n[held_out]) : 0;
}

/* How much a row of phase row_phase counts in the fit of phase: fully in
 * its own phase, by `neighbour` in the phases next to it (patterns seen
 * rarely in one phase borrow from the next), not at all elsewhere. */
static double
row_weight (const Row *row, int phase, double neighbour)
{
  if (row->held_out)
    return 0;
  if (row->phase == phase)
    return 1;
  if (ABS ((int) row->phase - phase) == 1)
    return neighbour;
  return 0;
}

/* Fits one phase's weights to its training rows; w is the start and the
 * result. */
static void
fit_phase (const Row *rows, gsize n_rows, int phase, int iterations,
           double neighbour, double lambda, double *w)
{
  g_autofree double *scale = g_new0 (double, N_WEIGHTS);
  g_autofree double *gradient = g_new0 (double, N_WEIGHTS);
  /* Each row touches about 16 weights; a step of 1/16 of each weight's own
   * Newton step keeps the joint step from overshooting. */
  const double step = 0.06;

  for (gsize r = 0; r < n_rows; r++)
    {
      const Row *row = &rows[r];
      double rw = row_weight (row, phase, neighbour);

      if (rw == 0)
        continue;
      for (int i = 0; i < N_FEATURES; i++)
        scale[i] += rw * row->x[i] * row->x[i];
      for (int i = 0; i < 8; i++)
        scale[row->pattern[i]] += rw * (row->sign[i] != 0);
    }
  for (int it = 0; it < iterations; it++)
    {
      memset (gradient, 0, N_WEIGHTS * sizeof (double));
      for (gsize r = 0; r < n_rows; r++)
        {
          const Row *row = &rows[r];
          double rw = row_weight (row, phase, neighbour);
          double residual;

          if (rw == 0)
            continue;
          residual = rw * (row->target - row_predict (row, w));
          for (int i = 0; i < N_FEATURES; i++)
            gradient[i] += residual * row->x[i];
          for (int i = 0; i < 8; i++)
            gradient[row->pattern[i]] += residual * row->sign[i];
        }
      for (int j = 0; j < N_WEIGHTS; j++)
        if (scale[j] > 0)
          w[j] += step * (gradient[j] - lambda * w[j]) / (scale[j] + lambda);
    }
}

static gint16
quantize (double w)
{
  return (gint16) CLAMP (lround (w), -32767, 32767);
}

/* --- The weights file -------------------------------------------------- */

static void
write_array (GString *out, const char *name, const char *size_name,
             const gint16 *values, int n_per_phase)
{
  g_string_append_printf (out,
                          "static const gint16 %s[SKY_REVERSI_WEIGHTS_N_PHASES][%s] = {\n",
                          name, size_name);
  for (int p = 0; p < SKY_REVERSI_EVAL_N_PHASES; p++)
    {
      int column = 0;

      g_string_append (out, "  {");
      for (int i = 0; i < n_per_phase; i++)
        {
          char number[16];
          int len = g_snprintf (number, sizeof number, "%d,",
                                values[p * n_per_phase + i]);

          if (column + len > 76)
            {
              g_string_append (out, "\n   ");
              column = 0;
            }
          g_string_append (out, number);
          column += len;
        }
      g_string_append (out, " },\n");
    }
  g_string_append (out, "};\n\n");
}

static gboolean
write_weights (const char *path, const char *command, const char *report,
               const gint16 *features, const gint16 *edges,
               const gint16 *corners, GError **error)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_string_append (out,
    "/* reversi-weights.h: weights of the reversi evaluation (reversi-eval.c).\n"
    " *\n"
    " * Written by `sakiyomi-cli tune`; do not edit.  Made by:\n"
    " *\n");
  g_string_append_printf (out, " *   %s\n *\n", command);
  g_string_append (out,
    " * Values in hundredths of a disc: per phase (reversi-eval.h), the counted\n"
    " * features (bias, parity, mobility, potential mobility, stable, corners,\n"
    " * corner moves, discs) and the edge + 2X and corner 3x3 pattern classes.\n"
    " *\n");
  g_string_append (out, report);
  g_string_append (out, " */\n#pragma once\n\n#include <glib.h>\n\n");
  g_string_append_printf (out,
    "#define SKY_REVERSI_WEIGHTS_N_PHASES %d\n"
    "#define SKY_REVERSI_WEIGHTS_N_FEATURES %d\n"
    "#define SKY_REVERSI_WEIGHTS_N_EDGE_CLASSES %d\n"
    "#define SKY_REVERSI_WEIGHTS_N_CORNER_CLASSES %d\n"
    "/* sky_reversi_eval_weights_checksum () of the weights below. */\n"
    "#define SKY_REVERSI_WEIGHTS_CHECKSUM 0x%08xu\n\n",
    SKY_REVERSI_EVAL_N_PHASES, N_FEATURES, N_EDGE, N_CORNER,
    sky_reversi_eval_checksum (features, edges, corners));
  write_array (out, "sky_reversi_weights_features",
               "SKY_REVERSI_WEIGHTS_N_FEATURES", features, N_FEATURES);
  write_array (out, "sky_reversi_weights_edges",
               "SKY_REVERSI_WEIGHTS_N_EDGE_CLASSES", edges, N_EDGE);
  write_array (out, "sky_reversi_weights_corners",
               "SKY_REVERSI_WEIGHTS_N_CORNER_CLASSES", corners, N_CORNER);
  return sky_cli_write_output (path, out->str, out->len, error);
}

/* --- The data file ----------------------------------------------------- */

/* One line per position: the board as in `solve` (64 squares a1..h8, X the
 * side to move, O the other), the exact label, and "held-out" or "train". */
static gboolean
write_data (const char *path, GArray *samples, GError **error)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *s = &g_array_index (samples, Sample, i);

      for (int sq = 0; sq < 64; sq++)
        g_string_append_c (out, s->P >> sq & 1 ? 'X' : s->O >> sq & 1 ? 'O' : '-');
      g_string_append_printf (out, " X %+d %s\n", s->label,
                              s->held_out ? "held-out" : "train");
    }
  return sky_cli_write_output (path, out->str, out->len, error);
}

/* Reads what write_data () wrote. */
static gboolean
read_data (const char *path, GArray *samples, GError **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  text = sky_read_file_limited (path, SKY_REVERSI_TRAINING_FILE_MAX,
                                _("a file of training positions"), 0, NULL,
                                NULL, NULL, error);
  if (text == NULL)
    return FALSE;
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      Sample s = { 0 };
      char *end;
      long label;

      if (line[0] == '\0')
        continue;
      if (strspn (line, "XO-") != 64 || !g_str_has_prefix (line + 64, " X "))
        goto bad;
      for (int sq = 0; sq < 64; sq++)
        if (line[sq] == 'X')
          s.P |= G_GUINT64_CONSTANT (1) << sq;
        else if (line[sq] == 'O')
          s.O |= G_GUINT64_CONSTANT (1) << sq;
      label = strtol (line + 67, &end, 10);
      if (end == line + 67 || label < -64 || label > 64)
        goto bad;
      s.label = (gint8) label;
      if (strcmp (end, " held-out") == 0)
        s.held_out = TRUE;
      else if (strcmp (end, " train") != 0)
        goto bad;
      g_array_append_val (samples, s);
      continue;
    bad:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s:%d: not a training position (64 squares, “X”, the score, “train” or “held-out”)"),
                   path, i + 1);
      return FALSE;
    }
  /* Nothing to fit to: weights fitted to nothing are no weights. */
  if (samples->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: no training positions in the file"), path);
      return FALSE;
    }
  return TRUE;
}

int
sky_cli_tune (int argc, char **argv)
{
  GenerateOptions options = {
    .games = DEFAULT_GAMES,
    .seed = DEFAULT_SEED,
    .solve_empties = DEFAULT_SOLVE_EMPTIES,
    .depth = DEFAULT_DEPTH,
    .random_plies = DEFAULT_RANDOM_PLIES,
  };
  int iterations = DEFAULT_ITERATIONS;
  g_autofree char *output = NULL;
  g_autofree char *data = NULL;
  g_autofree char *load = NULL;
  double neighbour = DEFAULT_NEIGHBOUR;
  double lambda = DEFAULT_LAMBDA;
  gboolean quiet = FALSE;
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &options.games,
      N_("Number of training games (default 3000)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT, &options.seed,
      N_("Seed of the training games (default 1)"), "S" },
    { "solve-empties", 'e', 0, G_OPTION_ARG_INT, &options.solve_empties,
      N_("Solve the games exactly from this many empty squares (default 14)"), "E" },
    { "depth", 'd', 0, G_OPTION_ARG_INT, &options.depth,
      N_("Search depth of the training games’ players (default 2)"), "D" },
    { "random-plies", 'r', 0, G_OPTION_ARG_INT, &options.random_plies,
      N_("Each game opens with 0 to R random moves (default 20)"), "R" },
    { "iterations", 'i', 0, G_OPTION_ARG_INT, &iterations,
      N_("Gradient descent iterations per phase (default 300; 0 only measures)"), "I" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the fitted weights as a C header to FILE (src/engine/reversi/reversi-weights.h)"), N_("FILE") },
    { "neighbour", 0, 0, G_OPTION_ARG_DOUBLE, &neighbour,
      N_("Weight of the positions of the next phases in a phase’s fit (default 0.5)"), "W" },
    { "lambda", 0, 0, G_OPTION_ARG_DOUBLE, &lambda,
      N_("L2 penalty of the fit (default 4)"), "L" },
    { "data", 0, 0, G_OPTION_ARG_FILENAME, &data,
      N_("Also write the labelled positions to FILE (- for standard output)"), N_("FILE") },
    { "load", 0, 0, G_OPTION_ARG_FILENAME, &load,
      N_("Fit to the positions of FILE (written by --data) instead of playing games"), N_("FILE") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
      N_("Print no progress"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (Sample));
  g_autoptr(SkyReversiSolver) solver = NULL;
  g_autoptr(GString) report = g_string_new (NULL);
  g_autofree Row *rows = NULL;
  g_autofree double *w = NULL;
  g_autofree gint16 *features = NULL;
  g_autofree gint16 *edges = NULL;
  g_autofree gint16 *corners = NULL;
  g_autofree char *command = NULL;
  ErrorSum before[SKY_REVERSI_EVAL_N_PHASES] = { 0 };
  ErrorSum after[SKY_REVERSI_EVAL_N_PHASES] = { 0 };
  ErrorSum before_all = { 0 }, after_all = { 0 };
  guint64 nodes = 0;
  gint64 start;
  FILE *out = stdout;

  /* `tune positions`, `tune label` …: the training data (cli-tune-data.c). */
  if (argc > 1)
    {
      int status = sky_cli_tune_data (argc - 1, argv + 1);

      if (status >= 0)
        return status;
    }

  /* `tune fit`, `tune test`, `tune weights`: the pattern evaluation
   * (cli-tune-fit.c). */
  if (argc > 1)
    {
      int status = sky_cli_tune_fit (argc - 1, argv + 1);

      if (status >= 0)
        return status;
    }

  /* `tune export-legacy` (cli-tune-export.c). */
  if (argc > 1)
    {
      int status = sky_cli_tune_export (argc - 1, argv + 1);

      if (status >= 0)
        return status;
    }

  /* `tune probcut`: the selective search (cli-tune-probcut.c). */
  if (argc > 1)
    {
      int status = sky_cli_tune_probcut (argc - 1, argv + 1);

      if (status >= 0)
        return status;
    }

  context = g_option_context_new (_("— fit the reversi evaluation to exact endgame results"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("The pattern evaluation, step by step (each with --help): training data\n"
      "labelled by value with “tune positions”, “tune label”, “tune stats”\n"
      "and “tune merge”, its weights fitted by “tune fit”, measured by\n"
      "“tune test” and shown by “tune weights”.  The selective search’s\n"
      "statistics: “tune probcut”.  The legacy evaluation’s weights as a\n"
      "file: “tune export-legacy”."));
  g_option_context_set_summary (context,
    _("Plays training games (random openings, then a small search), solves\n"
      "each exactly once E squares are empty, labels every position with the\n"
      "exact result, and fits the evaluation’s weights per game phase by least\n"
      "squares.  Prints the error (root mean square, in discs) of the weights\n"
      "compiled in and of the fitted ones, on the training positions and on\n"
      "the held-out tenth of the games.  The same options give the same data."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc > 1)
    return sky_cli_usage_error (_("tune: unexpected argument “%s”"), argv[1]);
  if (options.games < 1)
    return sky_cli_usage_error (_("--games must be at least 1, not %d"), options.games);
  if (options.seed < 0)
    return sky_cli_usage_error (_("--seed must not be negative, not %d"), options.seed);
  if (options.solve_empties < 1 || options.solve_empties > 20)
    return sky_cli_usage_error (_("--solve-empties must be 1 to 20, not %d"),
                                options.solve_empties);
  if (options.depth < 1 || options.depth > 6)
    return sky_cli_usage_error (_("--depth must be 1 to 6, not %d"), options.depth);
  if (options.random_plies < 0 || options.random_plies > 60)
    return sky_cli_usage_error (_("--random-plies must be 0 to 60, not %d"),
                                options.random_plies);
  if (iterations < 0)
    return sky_cli_usage_error (_("--iterations must not be negative, not %d"), iterations);
  if (!(neighbour >= 0 && neighbour <= 1))
    return sky_cli_usage_error (_("--neighbour must be 0 to 1, not %g"), neighbour);
  if (!(lambda >= 0 && lambda <= 1e6))
    return sky_cli_usage_error (_("--lambda must be 0 to 1000000, not %g"), lambda);
  if (!sky_cli_check_output_path ("--output", output)
      || !sky_cli_check_output_path ("--data", data))
    return SKY_CLI_EXIT_USAGE;
  /* Progress and the report go to stderr when the data goes to stdout. */
  if (data != NULL && strcmp (data, "-") == 0)
    out = stderr;

  command = g_strdup_printf ("sakiyomi-cli tune --games %d --seed %d --solve-empties %d "
                             "--depth %d --random-plies %d --iterations %d "
                             "--neighbour %g --lambda %g "
                             "--output src/engine/reversi/reversi-weights.h",
                             options.games, options.seed, options.solve_empties,
                             options.depth, options.random_plies, iterations,
                             neighbour, lambda);

  start = g_get_monotonic_time ();
  solver = sky_reversi_solver_new (0);
  if (load != NULL)
    {
      if (!read_data (load, samples, &error))
        {
          sky_cli_error (error->message);
          return SKY_CLI_EXIT_USAGE;
        }
      g_free (command);
      command = g_strdup_printf ("sakiyomi-cli tune --load %s --iterations %d "
                                 "--neighbour %g --lambda %g "
                                 "--output src/engine/reversi/reversi-weights.h",
                                 load, iterations, neighbour, lambda);
      options.games = 0;
    }
  for (int i = 0; i < options.games; i++)
    {
      generate_game (&options, i, solver, samples, &nodes);
      if (!quiet && (i + 1) % 100 == 0)
        {
          fputc ('\r', stderr);
          fprintf (stderr, _("games %d/%d"), i + 1, options.games);
          fflush (stderr);
        }
    }
  if (!quiet && options.games >= 100)
    fprintf (stderr, "\n");
  if (load != NULL)
    fprintf (out, _("%u positions from %s\n"), samples->len, load);
  else
    /* %llu, not G_GUINT64_FORMAT: xgettext cannot see through the macro. */
    fprintf (out, _("%d games, %u positions (solver: %llu nodes) in %.1f s\n"),
             options.games, samples->len, (unsigned long long) nodes,
             (g_get_monotonic_time () - start) / 1e6);
  if (data != NULL && !write_data (data, samples, &error))
    {
      sky_cli_error (error->message);
      return SKY_CLI_EXIT_FAILURE;
    }

  rows = g_new (Row, samples->len);
  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *s = &g_array_index (samples, Sample, i);

      make_row (s, &rows[i]);
      error_add (&before[rows[i].phase], &rows[i],
                 sky_reversi_evaluate (s->P, s->O));
      error_add (&before_all, &rows[i], sky_reversi_evaluate (s->P, s->O));
    }
  if (iterations == 0)
    {
      fprintf (out, _("Error of the compiled weights: %.2f discs (training), %.2f (held out)\n"),
               error_rms (&before_all, 0), error_rms (&before_all, 1));
      return 0;
    }

  start = g_get_monotonic_time ();
  w = g_new0 (double, N_WEIGHTS);
  features = g_new0 (gint16, SKY_REVERSI_EVAL_N_PHASES * N_FEATURES);
  edges = g_new0 (gint16, SKY_REVERSI_EVAL_N_PHASES * N_EDGE);
  corners = g_new0 (gint16, SKY_REVERSI_EVAL_N_PHASES * N_CORNER);
  /* From the last phase down, each starting from the fitted one next to it
   * (they differ little, and rarely seen patterns keep a sensible value). */
  for (int p = SKY_REVERSI_EVAL_N_PHASES - 1; p >= 0; p--)
    {
      fit_phase (rows, samples->len, p, iterations, neighbour, lambda, w);
      for (int i = 0; i < N_FEATURES; i++)
        features[p * N_FEATURES + i] = quantize (w[i]);
      for (int i = 0; i < N_EDGE; i++)
        edges[p * N_EDGE + i] = quantize (w[N_FEATURES + i]);
      for (int i = 0; i < N_CORNER; i++)
        corners[p * N_CORNER + i] = quantize (w[N_FEATURES + N_EDGE + i]);
    }
  /* The error of the weights as written (rounded). */
  for (guint r = 0; r < samples->len; r++)
    {
      const Row *row = &rows[r];
      double value = 0;
      int p = row->phase;

      for (int i = 0; i < N_FEATURES; i++)
        value += features[p * N_FEATURES + i] * row->x[i];
      for (int i = 0; i < 4; i++)
        {
          value += row->sign[i] * edges[p * N_EDGE + row->pattern[i] - N_FEATURES];
          value += row->sign[4 + i]
                   * corners[p * N_CORNER + row->pattern[4 + i] - N_FEATURES - N_EDGE];
        }
      error_add (&after[p], row, value);
      error_add (&after_all, row, value);
    }

  g_string_append_printf (report,
    " * %u positions; error (root mean square, discs) before (the previous\n"
    " * weights) and after the fit, training / held out:\n",
    samples->len);
  for (int p = SKY_REVERSI_EVAL_N_PHASES - 1; p >= 0; p--)
    g_string_append_printf (report,
      " *   empties %2d-%2d: %6d positions  before %5.2f / %5.2f  after %5.2f / %5.2f\n",
      p * 6 + 1, p == SKY_REVERSI_EVAL_N_PHASES - 1 ? 60 : p * 6 + 6,
      before[p].n[0] + before[p].n[1],
      error_rms (&before[p], 0), error_rms (&before[p], 1),
      error_rms (&after[p], 0), error_rms (&after[p], 1));
  g_string_append_printf (report,
    " *   all:            %6u positions  before %5.2f / %5.2f  after %5.2f / %5.2f\n",
    samples->len, error_rms (&before_all, 0), error_rms (&before_all, 1),
    error_rms (&after_all, 0), error_rms (&after_all, 1));
  fprintf (out, _("Fit in %.1f s.  Error (root mean square, in discs), training / held out:\n"),
           (g_get_monotonic_time () - start) / 1e6);
  /* The report without the comment's " * " prefixes. */
  {
    g_auto(GStrv) lines = g_strsplit (report->str, "\n", -1);

    for (int i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
      fprintf (out, "%s\n", lines[i] + 3);
  }
  if (output != NULL)
    {
      if (!write_weights (output, command, report->str, features, edges,
                          corners, &error))
        {
          sky_cli_error (error->message);
          return SKY_CLI_EXIT_FAILURE;
        }
      fprintf (out, _("Weights written to %s\n"), output);
    }
  return 0;
}
