/* cli-tune-probcut.c: `sakiyomi-cli tune probcut`: the statistics of the
 * strong engine's selective search (reversi-probcut.h), fitted from
 * positions, written as src/engine/reversi/reversi-probcut-table.h.
 *
 * A fixed sample of the positions (the same for the same file and seed),
 * spread evenly over the numbers of empties, is searched at every depth
 * from 1 to --max-depth by the engine's own search with no selectivity
 * (sky_reversi_search () at a fixed depth: the value of a plain alpha-beta
 * with the engine's evaluation).  For each number of empties e and each
 * depth d, deep ≈ a · shallow + b is fitted by least squares over the
 * positions with e - 2 to e + 2 empties, shallow being the value at the
 * depth d' paired with d, and sigma is the residual's standard deviation.
 * The endgame's rows pair the exact score (the solver) with the solver's
 * own shallow search (sky_reversi_endgame_estimate ()).  Every value is
 * deterministic, so the same command writes the same table; --threads
 * changes only the time.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "reversi-bitboard.h"
#include "reversi-endgame.h"
#include "reversi-search.h"
#include "reversi-training.h"

#define MAX_DEPTH 16
#define MAX_SHALLOW_END 8
#define WINDOW 2                /* rows fitted over e - WINDOW .. e + WINDOW */
#define MIN_PAIRS 20            /* fewer: the row is not fitted */
#define TABLE_BITS 18
#define MAX_THREADS 64
#define VALUE_INF 30000

#define DEFAULT_POSITIONS 2000
#define DEFAULT_SEED 1
#define DEFAULT_MAX_DEPTH 9
#define DEFAULT_MIN_EMPTIES 10
#define DEFAULT_MAX_EMPTIES 60
#define DEFAULT_ENDGAME_MIN 10
#define DEFAULT_ENDGAME_MAX 20

/* The depth d' paired with depth d: about half as deep, of the same parity
 * (the evaluation leans to the side to move at the leaves); none below 3. */
static int
shallow_depth (int depth)
{
  return depth >= 3 ? depth - 2 * ((depth + 3) / 4) : 0;
}

/* The endgame's shallow search: short, for it runs at many nodes of the
 * solver without a table or move ordering. */
static int
endgame_shallow_depth (int empties)
{
  return empties < 14 ? 2 : 4;
}

typedef struct {
  guint64 P, O;
  int empties;
  int value[MAX_DEPTH + 1];     /* value[d]: the depth-d search, d < empties */
  gboolean endgame;             /* exact and estimate[] set */
  int exact;                    /* hundredths */
  int estimate[MAX_SHALLOW_END + 1];
  guint64 nodes;
} Sample;

typedef struct {
  Sample *samples;
  guint n;
  int max_depth;
  int endgame_min, endgame_max;
  const SkyReversiEvaluator *evaluator;  /* the midgame searches'; NULL:
                                          * the built-in weights */
  gint next;                    /* atomic: the next sample to do */
  gint done;                    /* atomic */
} Work;

static void
measure (Work *w, Sample *s, SkyReversiSolver *solver)
{
  int top = MIN (w->max_depth, s->empties - 1);

  for (int d = 1; d <= top; d++)
    {
      SkyReversiSearchOptions options = {
        .max_depth = d,
        .seconds = 0,
        .solve_empties = -1,
        .table_bits = TABLE_BITS,
        .threads = 1,
        .selective = SKY_SELECTIVE_OFF,
        .evaluator = w->evaluator,
      };
      SkySearchResult result;

      /* No cancellable, no time limit: it cannot fail. */
      if (!sky_reversi_search (s->P, s->O, &options, &result, NULL))
        g_assert_not_reached ();
      s->value[d] = result.solved ? 100 * result.value : result.value;
      s->nodes += result.nodes;
    }
  if (s->empties >= w->endgame_min && s->empties <= w->endgame_max)
    {
      SkyReversiSolveStats stats = { 0 };

      s->endgame = TRUE;
      s->exact = 100 * sky_reversi_solver_solve (solver, s->P, s->O,
                                                 -SKY_REVERSI_SCORE_MAX,
                                                 SKY_REVERSI_SCORE_MAX,
                                                 &stats);
      s->nodes += stats.nodes;
      /* At the depths of every row this sample is fitted in. */
      for (int e = s->empties - WINDOW, done = 0; e <= s->empties + WINDOW;
           e++)
        {
          int d = endgame_shallow_depth (e);

          if (done & (1 << d))
            continue;
          done |= 1 << d;
          s->estimate[d] = sky_reversi_endgame_estimate (s->P, s->O, d,
                                                         -VALUE_INF,
                                                         VALUE_INF);
        }
    }
}

static gpointer
worker (gpointer data)
{
  Work *w = data;
  g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (20);
  guint i;

  sky_reversi_solver_set_threads (solver, 1);
  while ((i = (guint) g_atomic_int_add (&w->next, 1)) < w->n)
    {
      measure (w, &w->samples[i], solver);
      g_atomic_int_inc (&w->done);
    }
  sky_reversi_search_release_tables ();
  return NULL;
}

/* Least squares y ≈ a x + b over pairs; FALSE if too few or degenerate. */
typedef struct {
  double n, sx, sy, sxx, sxy, syy;
} Sums;

static void
sums_add (Sums *s, double x, double y)
{
  s->n++;
  s->sx += x;
  s->sy += y;
  s->sxx += x * x;
  s->sxy += x * y;
  s->syy += y * y;
}

static gboolean
sums_fit (const Sums *s, float *row)
{
  double vx, cxy, vy, a, b, ssr;

  if (s->n < MIN_PAIRS)
    return FALSE;
  vx = s->sxx - s->sx * s->sx / s->n;
  cxy = s->sxy - s->sx * s->sy / s->n;
  vy = s->syy - s->sy * s->sy / s->n;
  if (vx <= 0)
    return FALSE;
  a = cxy / vx;
  b = (s->sy - a * s->sx) / s->n;
  ssr = MAX (vy - a * cxy, 0.0);
  if (a <= 0)
    return FALSE;
  /* Rounded as written, so that the table read back is this one. */
  row[0] = (float) (round (a * 10000) / 10000);
  row[1] = (float) (round (b * 10) / 10);
  row[2] = (float) (round (sqrt (ssr / (s->n - 2)) * 10) / 10);
  return row[2] > 0;
}

/* Picks per_empties positions (or all there are) at each number of
 * empties in min..max, by a partial shuffle from seed: the same sample for
 * the same file and seed.  Finished games are left out. */
static GArray *
sample_positions (GArray *positions, int n_wanted, guint32 seed,
                  int min_empties, int max_empties, int *count)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  GArray *by_empties[61] = { NULL };
  GArray *sample = g_array_new (FALSE, TRUE, sizeof (Sample));
  int n_values = 0, k = 0;

  for (guint i = 0; i < positions->len; i++)
    {
      const SkyReversiTrainingPosition *p
        = &g_array_index (positions, SkyReversiTrainingPosition, i);
      int e = sky_reversi_popcount (~(p->P | p->O));

      if (e < min_empties || e > max_empties
          || (sky_reversi_mobility (p->P, p->O) == 0
              && sky_reversi_mobility (p->O, p->P) == 0))
        continue;
      if (by_empties[e] == NULL)
        {
          by_empties[e] = g_array_new (FALSE, FALSE, sizeof (guint));
          n_values++;
        }
      g_array_append_val (by_empties[e], i);
    }
  for (int e = 0; e <= 60; e++)
    {
      GArray *list = by_empties[e];
      int quota;

      count[e] = 0;
      if (list == NULL)
        continue;
      /* n_wanted shared evenly, the first ones one more. */
      quota = n_wanted / n_values + (k++ < n_wanted % n_values ? 1 : 0);
      quota = MIN (quota, (int) list->len);
      for (int j = 0; j < quota; j++)
        {
          guint *a = (guint *) list->data;
          int r = g_rand_int_range (rand, j, (gint32) list->len);
          guint t = a[j];
          const SkyReversiTrainingPosition *p;
          Sample s = { 0 };

          a[j] = a[r];
          a[r] = t;
          p = &g_array_index (positions, SkyReversiTrainingPosition, a[j]);
          s.P = p->P;
          s.O = p->O;
          s.empties = e;
          g_array_append_val (sample, s);
        }
      count[e] = quota;
      g_array_free (list, TRUE);
    }
  return sample;
}

static void
write_row (GString *out, const float *row)
{
  if (row[2] > 0)
    g_string_append_printf (out, "{%.4f,%.1f,%.1f}", row[0], row[1], row[2]);
  else
    g_string_append (out, "{0,0,0}");
}

/* text as a paragraph of the header's comment: its words in lines of at
 * most 72 characters, each line " * "; its own line breaks kept. */
static void
append_comment_text (GString *out, const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit_set (lines[i], " \t", -1);
      gsize width = 0;

      g_string_append (out, " *");
      for (int w = 0; words[w] != NULL; w++)
        {
          gsize len = g_utf8_strlen (words[w], -1);

          if (len == 0)
            continue;
          if (width > 0 && width + 1 + len > 72)
            {
              g_string_append (out, "\n *");
              width = 0;
            }
          g_string_append_c (out, ' ');
          g_string_append (out, words[w]);
          width += (width > 0) + len;
        }
      g_string_append_c (out, '\n');
    }
  g_string_append (out, " *\n");
}

static int
tune_probcut (int argc, char **argv)
{
  g_auto(GStrv) inputs = NULL;
  char *output = NULL;
  char *note = NULL;
  g_autofree char *weights = NULL;
  int n_positions = DEFAULT_POSITIONS, seed = DEFAULT_SEED;
  int max_depth = DEFAULT_MAX_DEPTH;
  int min_empties = DEFAULT_MIN_EMPTIES, max_empties = DEFAULT_MAX_EMPTIES;
  int endgame_min = DEFAULT_ENDGAME_MIN, endgame_max = DEFAULT_ENDGAME_MAX;
  int n_threads = 1;
  gboolean quiet = FALSE;
  GOptionEntry entries[] = {
    { "input", 'i', 0, G_OPTION_ARG_FILENAME_ARRAY, &inputs,
      N_("Positions to sample (tune positions); may be given more than once"), N_("FILE") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the table as a C header to FILE (src/engine/reversi/reversi-probcut-table.h)"), N_("FILE") },
    { "positions", 'n', 0, G_OPTION_ARG_INT, &n_positions,
      N_("Positions to sample, spread evenly over the numbers of empties (default 2000)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT, &seed,
      N_("Seed of the sample (default 1)"), "S" },
    { "max-depth", 'd', 0, G_OPTION_ARG_INT, &max_depth,
      N_("Deepest search fitted, 3 to 16 (default 9)"), "D" },
    { "min-empties", 0, 0, G_OPTION_ARG_INT, &min_empties,
      N_("Sample positions with this many empties … (default 10)"), "E" },
    { "max-empties", 0, 0, G_OPTION_ARG_INT, &max_empties,
      N_("… to this many (default 60)"), "E" },
    { "endgame-min", 0, 0, G_OPTION_ARG_INT, &endgame_min,
      N_("Fit the endgame’s cuts from this many empties … (default 10)"), "E" },
    { "endgame-max", 0, 0, G_OPTION_ARG_INT, &endgame_max,
      N_("… to this many, solving the positions exactly (default 20)"), "E" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &n_threads,
      N_("Positions searched at once (default 1); the table is the same for any number"), "N" },
    { "weights", 0, 0, G_OPTION_ARG_FILENAME, &weights,
      N_("Search with the evaluation weights in FILE, pattern or legacy (default: the built-in ones): the weights the table is for"), N_("FILE") },
    { "note", 0, 0, G_OPTION_ARG_STRING, &note,
      N_("Where the positions came from, kept in the header"), N_("TEXT") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
      N_("Print no progress"), NULL },
    { NULL }
  };
  g_autofree char *output_owned = NULL;
  g_autofree char *note_owned = NULL;
  g_autoptr(GOptionContext) context = g_option_context_new (_("— fit the selective search’s statistics"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) positions = NULL;
  g_autoptr(GArray) sample = NULL;
  g_autoptr(GString) command = NULL;
  g_autoptr(GString) out = NULL;
  static float midgame[61][MAX_DEPTH + 1][3];
  static float endgame[61][3];
  int endgame_shallow[61] = { 0 };
  int count[61];
  int n_counted = 0;
  int last_endgame = -1;
  guint64 nodes = 0;
  GThread *threads[MAX_THREADS];
  const SkyReversiEvaluator *evaluator = NULL;
  Work work = { 0 };
  gint64 start = g_get_monotonic_time ();

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Fits the statistics of the strong engine’s selective search (Multi-\n"
      "ProbCut): a fixed sample of the positions, spread over the numbers of\n"
      "empties, is searched at every depth up to --max-depth, and for each\n"
      "number of empties and each pair of depths d and d′ (about d / 2) the\n"
      "deep value is fitted as a · shallow + b by least squares, with the\n"
      "residual’s standard deviation sigma.  From --endgame-min to\n"
      "--endgame-max empties the positions are also solved exactly, for the\n"
      "endgame’s probable iterations.  Writes the table as a C header that\n"
      "records the command; the same command writes the same table."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  output_owned = output;
  note_owned = note;
  if (argc > 1)
    return sky_cli_usage_error (_("tune probcut: unexpected argument “%s”"), argv[1]);
  /* The note goes into a C comment. */
  if (note != NULL && strstr (note, "*/") != NULL)
    return sky_cli_usage_error (_("tune probcut: --note must not contain “*/”"));
  if (inputs == NULL)
    return sky_cli_usage_error (_("tune probcut: --input is required"));
  if (output == NULL)
    return sky_cli_usage_error (_("tune probcut: --output is required"));
  if (!sky_cli_check_output_path ("--output", output))
    return SKY_CLI_EXIT_USAGE;
  if (n_positions < 1 || n_positions > 1000000)
    return sky_cli_usage_error (_("--positions must be 1 to 1000000, not %d"), n_positions);
  if (seed < 0)
    return sky_cli_usage_error (_("--seed must not be negative, not %d"), seed);
  if (max_depth < 3 || max_depth > MAX_DEPTH)
    return sky_cli_usage_error (_("--max-depth must be 3 to %d, not %d"), MAX_DEPTH, max_depth);
  if (min_empties < 1 || max_empties > 60 || min_empties > max_empties)
    return sky_cli_usage_error (_("--min-empties and --max-empties must be 1 to 60 with the first not above the second, not %d and %d"),
                                min_empties, max_empties);
  if (endgame_min < 4 || endgame_max > 30 || endgame_min > endgame_max)
    return sky_cli_usage_error (_("--endgame-min and --endgame-max must be 4 to 30 with the first not above the second, not %d and %d"),
                                endgame_min, endgame_max);
  if (n_threads < 1 || n_threads > MAX_THREADS)
    return sky_cli_usage_error (_("--threads must be 1 to %d, not %d"), MAX_THREADS, n_threads);
  if (weights != NULL)
    {
      evaluator = sky_cli_load_evaluator (weights, &error);
      if (evaluator == NULL)
        return sky_cli_usage_error ("--weights: %s", error->message);
    }

  /* The positions of every file, in the order given. */
  positions = g_array_new (FALSE, FALSE, sizeof (SkyReversiTrainingPosition));
  for (int f = 0; inputs[f] != NULL; f++)
    {
      g_autoptr(GArray) part = sky_reversi_positions_load (inputs[f], &error);

      if (part == NULL)
        return sky_cli_usage_error ("%s", error->message);
      g_array_append_vals (positions, part->data, part->len);
    }
  sample = sample_positions (positions, n_positions, (guint32) seed,
                             min_empties, max_empties, count);
  if (sample->len == 0)
    return sky_cli_usage_error (_("tune probcut: no position with %d to %d empties and a move to play in the input"),
                                min_empties, max_empties);
  g_clear_pointer (&positions, g_array_unref);
  if (!quiet)
    {
      g_printerr (_("Positions by empties:"));
      for (int e = 0; e <= 60; e++)
        if (count[e] > 0)
          g_printerr ("%s%d:%d", n_counted++ % 12 == 0 ? "\n  " : " ", e,
                      count[e]);
      g_printerr ("\n");
    }

  /* The searches, on n_threads threads; each sample is the same whoever
   * does it. */
  work.samples = (Sample *) sample->data;
  work.n = sample->len;
  work.max_depth = max_depth;
  work.evaluator = evaluator;
  work.endgame_min = endgame_min;
  work.endgame_max = endgame_max;
  for (int t = 0; t < n_threads; t++)
    threads[t] = g_thread_new ("sky-tune-probcut", worker, &work);
  while (!quiet && g_atomic_int_get (&work.done) < (gint) work.n)
    {
      g_usleep (G_USEC_PER_SEC);
      fputc ('\r', stderr);
      fprintf (stderr, _("positions %d/%u, %.0f s"), g_atomic_int_get (&work.done),
               work.n, (g_get_monotonic_time () - start) / 1e6);
      fflush (stderr);
    }
  for (int t = 0; t < n_threads; t++)
    g_thread_join (threads[t]);
  if (!quiet)
    fputc ('\n', stderr);

  /* The fits. */
  memset (midgame, 0, sizeof midgame);
  memset (endgame, 0, sizeof endgame);
  for (int d = 3; d <= max_depth; d++)
    {
      int dd = shallow_depth (d);
      int fitted = -1;

      for (int e = d + 1; e <= 60; e++)
        {
          Sums sums = { 0 };

          for (guint i = 0; i < sample->len; i++)
            {
              const Sample *s = &g_array_index (sample, Sample, i);

              if (ABS (s->empties - e) <= WINDOW && d < s->empties)
                sums_add (&sums, s->value[dd], s->value[d]);
            }
          sums_fit (&sums, midgame[e][d]);
        }
      /* Rows without data above a fitted one: the fitted row's numbers
       * (below the first, no cut). */
      for (int e = d + 1; e <= 60; e++)
        if (midgame[e][d][2] > 0)
          fitted = e;
        else if (fitted > 0)
          memcpy (midgame[e][d], midgame[fitted][d], sizeof midgame[e][d]);
    }
  for (int e = endgame_min; e <= endgame_max; e++)
    {
      Sums sums = { 0 };
      int dd = endgame_shallow_depth (e);

      for (guint i = 0; i < sample->len; i++)
        {
          const Sample *s = &g_array_index (sample, Sample, i);

          if (s->endgame && ABS (s->empties - e) <= WINDOW)
            sums_add (&sums, s->estimate[dd], s->exact);
        }
      if (sums_fit (&sums, endgame[e]))
        {
          endgame_shallow[e] = dd;
          last_endgame = e;
        }
    }
  /* More empties than fitted: the last fitted row's cut. */
  for (int e = last_endgame + 1; last_endgame > 0 && e <= 60; e++)
    {
      memcpy (endgame[e], endgame[last_endgame], sizeof endgame[e]);
      endgame_shallow[e] = endgame_shallow[last_endgame];
    }
  for (guint i = 0; i < sample->len; i++)
    nodes += g_array_index (sample, Sample, i).nodes;

  /* The header. */
  command = g_string_new ("sakiyomi-cli tune probcut");
  for (int f = 0; inputs[f] != NULL; f++)
    g_string_append_printf (command, " --input %s", inputs[f]);
  g_string_append_printf (command,
                          " --positions %d --seed %d --max-depth %d"
                          " --min-empties %d --max-empties %d"
                          " --endgame-min %d --endgame-max %d --output %s",
                          n_positions, seed, max_depth, min_empties,
                          max_empties, endgame_min, endgame_max, output);
  if (weights != NULL)
    g_string_append_printf (command, " --weights %s", weights);
  out = g_string_new (NULL);
  g_string_append_printf (out,
    "/* reversi-probcut-table.h: the statistics of the selective search\n"
    " * (reversi-probcut.h).\n"
    " *\n"
    " * Written by `sakiyomi-cli tune probcut`; do not edit.  Made by:\n"
    " *\n"
    " *   %s\n"
    " *\n",
    command->str);
  if (note != NULL)
    append_comment_text (out, note);
  g_string_append_printf (out,
    " * %u positions sampled, %d to %d empties.  Values and sigma in\n"
    " * hundredths of a disc.  sigma (discs) of deep ≈ a · shallow + b by\n"
    " * empties (rows) and depths d/d' (columns):\n"
    " *\n"
    " *   empties",
    sample->len, min_empties, max_empties);
  for (int d = 3; d <= max_depth; d++)
    g_string_append_printf (out, " %2d/%d", d, shallow_depth (d));
  g_string_append (out, "\n");
  for (int e = 12; e <= 60; e += 4)
    {
      g_string_append_printf (out, " *   %7d", e);
      for (int d = 3; d <= max_depth; d++)
        if (midgame[e][d][2] > 0)
          g_string_append_printf (out, " %4.1f", midgame[e][d][2] / 100);
        else
          g_string_append (out, "    -");
      g_string_append (out, "\n");
    }
  g_string_append (out,
    " *\n"
    " * Endgame: the exact score ≈ a · the solver's shallow search of depth\n"
    " * d' + b:\n"
    " *\n"
    " *   empties  d'       a       b   sigma (discs)\n");
  for (int e = endgame_min; e <= endgame_max; e++)
    if (endgame[e][2] > 0)
      g_string_append_printf (out, " *   %7d  %2d  %6.3f  %6.2f  %5.2f\n", e,
                              endgame_shallow[e], endgame[e][0],
                              endgame[e][1] / 100, endgame[e][2] / 100);
  g_string_append_printf (out,
    " *\n"
    " * A row is fitted over the positions with 2 empties more or fewer; a\n"
    " * row without data above a fitted one takes its numbers.\n"
    " */\n"
    "#pragma once\n"
    "\n"
    "#include <glib.h>\n"
    "\n"
    "#define SKY_REVERSI_PROBCUT_TABLE_MAX_DEPTH %d\n"
    "\n"
    "/* The depth d' paired with depth d (0: no cut at that depth). */\n"
    "static const gint8 sky_reversi_probcut_table_shallow[SKY_REVERSI_PROBCUT_TABLE_MAX_DEPTH + 1] = {",
    max_depth);
  for (int d = 0; d <= max_depth; d++)
    g_string_append_printf (out, "%s%d", d > 0 ? ", " : " ", shallow_depth (d));
  g_string_append (out,
    " };\n"
    "\n"
    "/* [empties][depth]: a, b, sigma (0: no cut). */\n"
    "static const float sky_reversi_probcut_table_midgame[61][SKY_REVERSI_PROBCUT_TABLE_MAX_DEPTH + 1][3] = {\n");
  for (int e = 0; e <= 60; e++)
    {
      g_string_append_printf (out, "  /* %2d */ {", e);
      for (int d = 0; d <= max_depth; d++)
        {
          if (d > 0)
            g_string_append_c (out, ',');
          write_row (out, midgame[e][d]);
        }
      g_string_append (out, "},\n");
    }
  g_string_append (out,
    "};\n"
    "\n"
    "/* [empties]: the solver's shallow depth d', and a, b, sigma (0: no\n"
    " * cut). */\n"
    "static const gint8 sky_reversi_probcut_table_endgame_shallow[61] = {\n ");
  for (int e = 0; e <= 60; e++)
    g_string_append_printf (out, " %d,%s", endgame_shallow[e],
                            e % 20 == 19 ? "\n " : "");
  g_string_append (out,
    "\n};\n"
    "static const float sky_reversi_probcut_table_endgame[61][3] = {\n");
  for (int e = 0; e <= 60; e++)
    {
      g_string_append_printf (out, "  /* %2d */ ", e);
      write_row (out, endgame[e]);
      g_string_append (out, ",\n");
    }
  g_string_append (out, "};\n");

  if (!sky_cli_write_output (output, out->str, out->len, &error))
    {
      g_printerr ("sakiyomi-cli: %s\n", error->message);
      return SKY_CLI_EXIT_FAILURE;
    }
  if (strcmp (output, "-") != 0)
    /* %llu, not G_GUINT64_FORMAT: xgettext cannot see through the macro. */
    printf (_("%u positions, %llu nodes, %.1f s: table written to %s\n"),
            sample->len, (unsigned long long) nodes,
            (g_get_monotonic_time () - start) / 1e6, output);
  return 0;
}

int
sky_cli_tune_probcut (int argc, char **argv)
{
  if (strcmp (argv[0], "probcut") != 0)
    return -1;
  g_set_prgname ("sakiyomi-cli tune probcut");
  return tune_probcut (argc, argv);
}
