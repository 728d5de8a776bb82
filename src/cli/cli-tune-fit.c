/* cli-tune-fit.c: the pattern evaluation's weights (reversi-pattern.h)
 * fitted to labelled positions (reversi-training.h), and compared with the
 * legacy evaluation (reversi-eval.h), the strong engine's before the pattern one:
 *
 *   sakiyomi-cli tune fit --labels FILE… --output FILE [--phases LIST]
 *                         [--base FILE]
 *   sakiyomi-cli tune test --labels FILE [--weights FILE]
 *                          [--held-out-every N]
 *   sakiyomi-cli tune weights [--weights FILE] [--output FILE]
 *
 * With --base the phases not fitted now are copied from another weights
 * file, fitted or not as they were there, and its description is kept
 * with this run's appended: so the evaluation can be fitted a phase at a
 * time from the endgame upward, each phase from labels made by searches
 * whose leaves fall in the phases fitted before it, and the file still
 * says how every phase was made.
 *
 * The fit is least squares with L2 regularisation, phase by phase: the
 * positions of the phase count fully, those of the two neighbouring phases
 * with a smaller weight (so that neighbouring phases differ smoothly), and
 * the normal equations are solved by conjugate gradients preconditioned by
 * their diagonal (each weight's own scale: a pattern class seen rarely
 * moves as fast as one seen in every position).  A position is held out by
 * a hash of its canonical form, so its symmetric images go with it.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "read-limited.h"
#include "reversi-eval.h"
#include "reversi-pattern.h"
#include "reversi-training.h"

#define N_PHASES SKY_REVERSI_PATTERN_N_PHASES
#define N_FEATURES SKY_REVERSI_PATTERN_N_FEATURES
#define N_WEIGHTS SKY_REVERSI_PATTERN_N_WEIGHTS

typedef struct {
  guint32 idx[N_FEATURES];
  float value;              /* discs */
  guint8 phase;
  guint8 empties;
  gboolean held_out;
  guint64 P, O;
} Row;

typedef struct {
  double sum;
  gsize n;
} Rms;

static void
rms_add (Rms *r, double error)
{
  r->sum += error * error;
  r->n++;
}

static double
rms_value (const Rms *r)
{
  return r->n > 0 ? sqrt (r->sum / r->n) : NAN;
}

/* Held out when the canonical form's hash is 0 modulo every (0: none). */
static gboolean
is_held_out (guint64 P, guint64 O, int every)
{
  guint64 h;

  if (every <= 0)
    return FALSE;
  sky_reversi_canonical (P, O, &P, &O);
  h = P * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) ^ O;
  h ^= h >> 31;
  h *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  h ^= h >> 29;
  return h % (guint64) every == 0;
}

/* Reads the labels of every file (a file still being written: up to its
 * last whole record). */
static GArray *
load_labels (char **paths, GString *about, GError **error)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (SkyReversiLabel));

  for (int i = 0; paths[i] != NULL; i++)
    {
      gsize partial = 0, by_source[256] = { 0 };
      g_autoptr(GArray) labels = sky_reversi_labels_load (paths[i], &partial,
                                                          error);

      if (labels == NULL)
        {
          g_array_unref (all);
          return NULL;
        }
      for (guint k = 0; k < labels->len; k++)
        by_source[g_array_index (labels, SkyReversiLabel, k).source]++;
      g_string_append_printf (about, "data: %s: %u positions (%" G_GSIZE_FORMAT
                              " exact", paths[i], labels->len,
                              by_source[SKY_REVERSI_LABEL_EXACT]);
      /* A search's labels say how deep it went. */
      for (int d = 1; d <= 60; d++)
        if (by_source[d] > 0)
          g_string_append_printf (about, ", %" G_GSIZE_FORMAT " by depth-%d searches",
                                  by_source[d], d);
      if (by_source[SKY_REVERSI_LABEL_GAME_RESULT] > 0)
        g_string_append_printf (about, ", %" G_GSIZE_FORMAT " by the mean result of games",
                                by_source[SKY_REVERSI_LABEL_GAME_RESULT]);
      g_string_append (about, ")\n");
      g_array_append_vals (all, labels->data, labels->len);
    }
  return all;
}

static Row *
make_rows (GArray *labels, int held_out_every)
{
  Row *rows = g_new (Row, labels->len);

  for (guint i = 0; i < labels->len; i++)
    {
      const SkyReversiLabel *l = &g_array_index (labels, SkyReversiLabel, i);
      Row *r = &rows[i];

      r->P = l->P;
      r->O = l->O;
      r->phase = sky_reversi_pattern_features (l->P, l->O, r->idx);
      r->empties = l->empties;
      r->value = l->value / 100.0f;
      r->held_out = is_held_out (l->P, l->O, held_out_every);
    }
  return rows;
}

/* The rows one phase's fit uses, with their weights in the sum of
 * squares. */
typedef struct {
  const Row **rows;
  float *weight;
  gsize n;
  gsize n_own;              /* of the phase itself */
} Slice;

static void
slice_init (Slice *s, const Row *rows, gsize n_rows, int phase,
            double neighbour_weight)
{
  s->rows = g_new (const Row *, n_rows);
  s->weight = g_new (float, n_rows);
  s->n = s->n_own = 0;
  for (gsize i = 0; i < n_rows; i++)
    {
      const Row *r = &rows[i];
      int d = ABS ((int) r->phase - phase);

      if (r->held_out || d > 1 || (d == 1 && neighbour_weight <= 0))
        continue;
      s->rows[s->n] = r;
      s->weight[s->n] = d == 0 ? 1.0f : (float) neighbour_weight;
      s->n++;
      s->n_own += d == 0;
    }
}

static void
slice_clear (Slice *s)
{
  g_free (s->rows);
  g_free (s->weight);
}

/* out = (X^T C X + lambda) v, the bias (last weight) not regularised. */
static void
normal_product (const Slice *s, double lambda, const double *v, double *out)
{
  for (int j = 0; j < N_WEIGHTS; j++)
    out[j] = lambda * v[j];
  out[N_WEIGHTS - 1] = 0;
  for (gsize i = 0; i < s->n; i++)
    {
      const guint32 *idx = s->rows[i]->idx;
      double sum = 0;

      for (int k = 0; k < N_FEATURES; k++)
        sum += v[idx[k]];
      sum *= s->weight[i];
      for (int k = 0; k < N_FEATURES; k++)
        out[idx[k]] += sum;
    }
}

/* Preconditioned conjugate gradients on the normal equations, from 0. */
static void
fit_phase (const Slice *s, double lambda, int iterations, double *theta)
{
  g_autofree double *b = g_new0 (double, N_WEIGHTS);
  g_autofree double *diag = g_new0 (double, N_WEIGHTS);
  g_autofree double *r = g_new (double, N_WEIGHTS);
  g_autofree double *z = g_new (double, N_WEIGHTS);
  g_autofree double *p = g_new (double, N_WEIGHTS);
  g_autofree double *q = g_new (double, N_WEIGHTS);
  double rz = 0;

  for (gsize i = 0; i < s->n; i++)
    {
      const guint32 *idx = s->rows[i]->idx;

      for (int k = 0; k < N_FEATURES; k++)
        {
          int same = 0;

          /* An index twice in a row counts 2 * 2 on the diagonal: added
           * once per occurrence, 2 each time. */
          for (int m = 0; m < N_FEATURES; m++)
            same += idx[m] == idx[k];
          b[idx[k]] += s->weight[i] * s->rows[i]->value;
          diag[idx[k]] += s->weight[i] * same;
        }
    }
  for (int j = 0; j < N_WEIGHTS; j++)
    {
      theta[j] = 0;
      diag[j] += j == N_WEIGHTS - 1 ? 0 : lambda;
      r[j] = b[j];
      z[j] = diag[j] > 0 ? r[j] / diag[j] : 0;
      p[j] = z[j];
      rz += r[j] * z[j];
    }
  for (int it = 0; it < iterations && rz > 1e-12; it++)
    {
      double pq = 0, alpha, rz_new = 0;

      normal_product (s, lambda, p, q);
      for (int j = 0; j < N_WEIGHTS; j++)
        pq += p[j] * q[j];
      if (pq <= 0)
        break;
      alpha = rz / pq;
      for (int j = 0; j < N_WEIGHTS; j++)
        {
          theta[j] += alpha * p[j];
          r[j] -= alpha * q[j];
          z[j] = diag[j] > 0 ? r[j] / diag[j] : 0;
          rz_new += r[j] * z[j];
        }
      for (int j = 0; j < N_WEIGHTS; j++)
        p[j] = z[j] + rz_new / rz * p[j];
      rz = rz_new;
    }
}

/* Which phases to fit: "0-7,9" and the like. */
static gboolean
parse_phases (const char *text, gboolean *chosen, GError **error)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  for (int i = 0; parts[i] != NULL; i++)
    {
      g_auto(GStrv) range = g_strsplit (parts[i], "-", 2);
      int lo, hi;

      if (!sky_cli_parse_int ("--phases", range[0], 0, N_PHASES - 1, &lo, error))
        return FALSE;
      hi = lo;
      if (range[1] != NULL
          && !sky_cli_parse_int ("--phases", range[1], lo, N_PHASES - 1, &hi, error))
        return FALSE;
      for (int p = lo; p <= hi; p++)
        chosen[p] = TRUE;
    }
  return TRUE;
}

static char *
command_line (int argc, char **argv)
{
  GString *s = g_string_new ("sakiyomi-cli tune");

  for (int i = 0; i < argc; i++)
    {
      g_autofree char *quoted = g_shell_quote (argv[i]);

      g_string_append_c (s, ' ');
      /* Plain words unquoted, for a command that reads as typed. */
      if (strpbrk (argv[i], " '\"\\$`*?[]{}()<>|&;~#\t\n") == NULL && argv[i][0] != '\0')
        g_string_append (s, argv[i]);
      else
        g_string_append (s, quoted);
    }
  return g_string_free (s, FALSE);
}

static int
tune_fit (int argc, char **argv)
{
  g_auto(GStrv) label_paths = NULL;
  char *output = NULL;
  char *phases_text = NULL;
  char *note = NULL;
  char *base_path = NULL;
  int held_out_every = 10;
  int iterations = 100;
  double lambda = 3.0;
  double neighbour_weight = 0.5;
  gboolean quiet = FALSE;
  GOptionEntry entries[] = {
    { "labels", 'l', 0, G_OPTION_ARG_FILENAME_ARRAY, &label_paths,
      N_("Labelled positions (tune label); may be given more than once"), N_("FILE") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the weights to FILE"), N_("FILE") },
    { "held-out-every", 0, 0, G_OPTION_ARG_INT, &held_out_every,
      N_("Hold out one position in N, chosen by a hash (default 10; 0: none)"), "N" },
    { "lambda", 0, 0, G_OPTION_ARG_DOUBLE, &lambda,
      N_("Regularisation: the penalty on each squared weight, in discs (default 3)"), "L" },
    { "neighbour-weight", 0, 0, G_OPTION_ARG_DOUBLE, &neighbour_weight,
      N_("Weight of the neighbouring phases’ positions (default 0.5)"), "W" },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations,
      N_("Conjugate gradient steps per phase (default 100)"), "N" },
    { "phases", 0, 0, G_OPTION_ARG_STRING, &phases_text,
      N_("Fit only these phases, e.g. 0-7 (default all with data)"), N_("LIST") },
    { "base", 0, 0, G_OPTION_ARG_FILENAME, &base_path,
      N_("Start from these weights: the phases not fitted now are kept as they are there"), N_("FILE") },
    { "note", 0, 0, G_OPTION_ARG_STRING, &note,
      N_("Where the labels came from, kept with the weights"), N_("TEXT") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
      N_("Print no progress"), NULL },
    { NULL }
  };
  g_autofree char *output_owned = NULL;
  g_autofree char *note_owned = NULL;
  g_autofree char *phases_owned = NULL;
  g_autofree char *base_owned = NULL;
  g_autoptr(SkyReversiPatternWeights) base = NULL;
  g_autofree char *command = command_line (argc, argv);
  g_autoptr(GOptionContext) context = g_option_context_new (_("— fit the pattern evaluation’s weights"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) about = g_string_new (NULL);
  g_autoptr(GArray) labels = NULL;
  g_autoptr(SkyReversiPatternWeights) weights = sky_reversi_pattern_weights_new ();
  g_autofree Row *rows = NULL;
  g_autofree double *theta = g_new (double, N_WEIGHTS);
  g_autofree gint16 *rounded = g_new (gint16, N_WEIGHTS);
  gboolean chosen[N_PHASES] = { 0 };
  gboolean fitted_now[N_PHASES] = { 0 };
  gsize own[N_PHASES] = { 0 }, used[N_PHASES] = { 0 };
  Rms train[N_PHASES] = { 0 }, held[N_PHASES] = { 0 }, old[N_PHASES] = { 0 };
  Rms train_all = { 0 }, held_all = { 0 }, old_all = { 0 };
  gint64 start = g_get_monotonic_time ();

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Fits the weights of the pattern evaluation by least squares, phase by\n"
      "phase (one phase per two empties), and prints the error of the training\n"
      "and of the held-out positions, and that of the legacy evaluation on the\n"
      "same held-out positions, in discs."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  output_owned = output;
  phases_owned = phases_text;
  note_owned = note;
  base_owned = base_path;
  if (argc > 1)
    return sky_cli_usage_error (_("tune fit: unexpected argument “%s”"), argv[1]);
  if (label_paths == NULL)
    return sky_cli_usage_error (_("tune fit: --labels is required"));
  if (output == NULL)
    return sky_cli_usage_error (_("tune fit: --output is required"));
  if (!sky_cli_check_output_path ("--output", output))
    return SKY_CLI_EXIT_USAGE;
  if (held_out_every < 0 || held_out_every == 1)
    return sky_cli_usage_error (_("tune fit: --held-out-every must be 0 or at least 2"));
  if (!(lambda >= 0) || !(neighbour_weight >= 0 && neighbour_weight <= 1))
    return sky_cli_usage_error (_("tune fit: --lambda must be 0 or more and --neighbour-weight 0 to 1"));
  if (iterations < 1 || iterations > 100000)
    return sky_cli_usage_error (_("tune fit: --iterations must be 1 to 100000"));
  if (phases_text == NULL)
    for (int p = 0; p < N_PHASES; p++)
      chosen[p] = TRUE;
  else if (!parse_phases (phases_text, chosen, &error))
    return sky_cli_usage_error ("%s", error->message);

  if (base_path != NULL)
    {
      base = sky_reversi_pattern_weights_load_file (base_path, &error);
      if (base == NULL)
        {
          g_printerr ("sakiyomi-cli: %s\n", error->message);
          return SKY_CLI_EXIT_USAGE;
        }
      for (int p = 0; p < N_PHASES; p++)
        if (sky_reversi_pattern_weights_phase_fitted (base, p))
          sky_reversi_pattern_weights_set_phase (weights, p,
                                                 sky_reversi_pattern_weights_get_phase (base, p));
    }

  labels = load_labels (label_paths, about, &error);
  if (labels == NULL)
    {
      g_printerr ("sakiyomi-cli: %s\n", error->message);
      return SKY_CLI_EXIT_USAGE;
    }
  rows = make_rows (labels, held_out_every);

  for (int p = 0; p < N_PHASES; p++)
    {
      Slice slice;

      if (!chosen[p])
        continue;
      slice_init (&slice, rows, labels->len, p, neighbour_weight);
      if (slice.n_own > 0)
        {
          for (int j = 0; j < N_WEIGHTS; j++)
            theta[j] = 0;
          fit_phase (&slice, lambda, iterations, theta);
          for (int j = 0; j < N_WEIGHTS; j++)
            rounded[j] = (gint16) CLAMP (lround (theta[j] * 100), -32000, 32000);
          sky_reversi_pattern_weights_set_phase (weights, p, rounded);
          fitted_now[p] = TRUE;
          own[p] = slice.n_own;
          used[p] = slice.n;
          if (!quiet)
            g_printerr (_("phase %d: %lu positions (%lu of the phase), %.1f s\n"),
                        p, (gulong) slice.n, (gulong) slice.n_own,
                        (g_get_monotonic_time () - start) / 1e6);
        }
      slice_clear (&slice);
    }

  for (guint i = 0; i < labels->len; i++)
    {
      const Row *r = &rows[i];
      double value = sky_reversi_pattern_evaluate (weights, r->P, r->O) / 100.0;

      if (!fitted_now[r->phase])
        continue;
      if (r->held_out)
        {
          rms_add (&held[r->phase], value - r->value);
          rms_add (&held_all, value - r->value);
          rms_add (&old[r->phase], sky_reversi_evaluate (r->P, r->O) / 100.0 - r->value);
          rms_add (&old_all, sky_reversi_evaluate (r->P, r->O) / 100.0 - r->value);
        }
      else
        {
          rms_add (&train[r->phase], value - r->value);
          rms_add (&train_all, value - r->value);
        }
    }

  {
    g_autofree char *cwd = g_get_current_dir ();
    g_autofree char *head = g_strdup_printf ("command: %s\nin: %s\n", command, cwd);

    g_string_prepend (about, head);
  }
  if (note != NULL)
    g_string_append_printf (about, "note: %s\n", note);
  g_string_append_printf (about,
                          "held out: one position in %d by a hash of its canonical form\n"
                          "lambda %g, neighbouring phases weighted %g, %d conjugate gradient steps\n",
                          held_out_every, lambda, neighbour_weight, iterations);
  /* Per phase, so that a file fitted a phase at a time says how each was
   * made. */
  for (int p = 0; p < N_PHASES; p++)
    if (fitted_now[p])
      g_string_append_printf (about,
                              "phase %d (%d-%d empties) fitted: %" G_GSIZE_FORMAT
                              " positions of the phase, %" G_GSIZE_FORMAT
                              " with its neighbours'; held-out RMS %.2f over %"
                              G_GSIZE_FORMAT " (sky_reversi_evaluate %.2f)\n",
                              p, 2 * p + 1, 2 * p + 2, own[p], used[p],
                              rms_value (&held[p]), held[p].n,
                              rms_value (&old[p]));
  if (base != NULL)
    {
      g_string_append_printf (about, "kept from %s:", base_path);
      for (int p = 0; p < N_PHASES; p++)
        if (!fitted_now[p] && sky_reversi_pattern_weights_phase_fitted (base, p))
          g_string_append_printf (about, " %d", p);
      g_string_append_c (about, '\n');
    }
  g_string_append (about, "fitted phases (empties):");
  for (int p = 0; p < N_PHASES; p++)
    if (sky_reversi_pattern_weights_phase_fitted (weights, p))
      g_string_append_printf (about, " %d (%d-%d)", p, 2 * p + 1, 2 * p + 2);
  g_string_append (about, "\nother phases use the nearest fitted phase\n");
  if (held_all.n > 0)
    g_string_append_printf (about,
                            "held-out RMS (discs), phases fitted now: %.2f over %" G_GSIZE_FORMAT
                            " positions (sky_reversi_evaluate: %.2f)\n",
                            rms_value (&held_all), held_all.n, rms_value (&old_all));
  else
    g_string_append (about, "no phase fitted now: no positions in the chosen phases\n");
  if (base != NULL)
    {
      /* The base's story first, this run's after it. */
      const char *before = sky_reversi_pattern_weights_get_description (base);

      if (before[0] != '\0')
        g_string_prepend (about, g_str_has_suffix (before, "\n") ? "\n" : "\n\n");
      g_string_prepend (about, before);
    }
  sky_reversi_pattern_weights_set_description (weights, about->str);
  if (!sky_reversi_pattern_weights_save_file (weights, output, &error))
    {
      g_printerr ("sakiyomi-cli: %s\n", error->message);
      return SKY_CLI_EXIT_FAILURE;
    }

  printf (_("Phase  Empties  Training  RMS   Held out  RMS   Legacy eval RMS\n"));
  for (int p = 0; p < N_PHASES; p++)
    {
      if (!chosen[p])
        continue;
      if (!fitted_now[p])
        {
          if (sky_reversi_pattern_weights_phase_fitted (weights, p))
            printf (_("%5d  %3d-%-3d  no positions: kept from the base\n"), p, 2 * p + 1, 2 * p + 2);
          else
            printf (_("%5d  %3d-%-3d  no positions: not fitted\n"), p, 2 * p + 1, 2 * p + 2);
          continue;
        }
      printf ("%5d  %3d-%-3d  %8" G_GSIZE_FORMAT "  %5.2f  %8" G_GSIZE_FORMAT
              "  %5.2f  %5.2f\n", p, 2 * p + 1, 2 * p + 2, train[p].n,
              rms_value (&train[p]), held[p].n, rms_value (&held[p]),
              rms_value (&old[p]));
    }
  printf (_("  all           %8lu  %5.2f  %8lu  %5.2f  %5.2f\n"),
          (gulong) train_all.n, rms_value (&train_all), (gulong) held_all.n,
          rms_value (&held_all), rms_value (&old_all));
  printf (_("Weights written to %s (%.1f s)\n"), output,
          (g_get_monotonic_time () - start) / 1e6);
  return 0;
}

static int
tune_test (int argc, char **argv)
{
  g_auto(GStrv) label_paths = NULL;
  char *weights_path = NULL;
  int held_out_every = 0;
  GOptionEntry entries[] = {
    { "labels", 'l', 0, G_OPTION_ARG_FILENAME_ARRAY, &label_paths,
      N_("Labelled positions (tune label); may be given more than once"), N_("FILE") },
    { "weights", 'w', 0, G_OPTION_ARG_FILENAME, &weights_path,
      N_("Pattern weights to test (default: the ones built in)"), N_("FILE") },
    { "held-out-every", 0, 0, G_OPTION_ARG_INT, &held_out_every,
      N_("Only the positions tune fit --held-out-every N holds out (default 0: all)"), "N" },
    { NULL }
  };
  g_autofree char *weights_owned = NULL;
  g_autoptr(GOptionContext) context = g_option_context_new (_("— the old and the new evaluation on labelled positions"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) about = g_string_new (NULL);
  g_autoptr(GArray) labels = NULL;
  g_autoptr(SkyReversiPatternWeights) weights = NULL;
  Rms old[65] = { 0 }, new[65] = { 0 }, old_all = { 0 }, new_all = { 0 };

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Prints the root mean square error, in discs, of the legacy evaluation\n"
      "and of the pattern evaluation on every labelled position, by empties."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  weights_owned = weights_path;
  if (argc > 1)
    return sky_cli_usage_error (_("tune test: unexpected argument “%s”"), argv[1]);
  if (label_paths == NULL)
    return sky_cli_usage_error (_("tune test: --labels is required"));
  if (held_out_every < 0 || held_out_every == 1)
    return sky_cli_usage_error (_("tune test: --held-out-every must be 0 or at least 2"));
  weights = weights_path != NULL
            ? sky_reversi_pattern_weights_load_file (weights_path, &error)
            : sky_reversi_pattern_weights_load_default (&error);
  if (weights == NULL)
    {
      g_printerr ("sakiyomi-cli: %s\n", error->message);
      return SKY_CLI_EXIT_USAGE;
    }
  labels = load_labels (label_paths, about, &error);
  if (labels == NULL)
    {
      g_printerr ("sakiyomi-cli: %s\n", error->message);
      return SKY_CLI_EXIT_USAGE;
    }
  for (guint i = 0; i < labels->len; i++)
    {
      const SkyReversiLabel *l = &g_array_index (labels, SkyReversiLabel, i);
      double o, n;

      if (held_out_every > 0 && !is_held_out (l->P, l->O, held_out_every))
        continue;
      o = (sky_reversi_evaluate (l->P, l->O) - l->value) / 100.0;
      n = (sky_reversi_pattern_evaluate (weights, l->P, l->O) - l->value) / 100.0;
      rms_add (&old[l->empties], o);
      rms_add (&new[l->empties], n);
      rms_add (&old_all, o);
      rms_add (&new_all, n);
    }
  printf (_("Empties  Positions   Legacy eval RMS  Pattern eval RMS  Pattern phase\n"));
  for (int e = 0; e <= 64; e++)
    if (old[e].n > 0)
      {
        int p = sky_reversi_pattern_phase (e);

        printf ("%7d  %9" G_GSIZE_FORMAT "  %16.2f  %16.2f  %d%s\n", e, old[e].n,
                rms_value (&old[e]), rms_value (&new[e]), p,
                sky_reversi_pattern_weights_phase_fitted (weights, p)
                ? "" : _(" (not fitted: the nearest fitted phase’s weights)"));
      }
  printf (_("    all  %9lu  %16.2f  %16.2f\n"), (gulong) old_all.n,
          rms_value (&old_all), rms_value (&new_all));
  return 0;
}

static int
tune_weights (int argc, char **argv)
{
  char *weights_path = NULL;
  char *output = NULL;
  GOptionEntry entries[] = {
    { "weights", 'w', 0, G_OPTION_ARG_FILENAME, &weights_path,
      N_("The pattern weights to show (default: the ones built in)"), N_("FILE") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write them again to FILE, in the current format"), N_("FILE") },
    { NULL }
  };
  g_autofree char *weights_owned = NULL;
  g_autofree char *output_owned = NULL;
  g_autoptr(GOptionContext) context = g_option_context_new (_("— show a pattern weights file"));
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiPatternWeights) weights = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gint64 t0, t1, t2;
  clock_t c0, c1, c2;
  int n_fitted = 0;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Prints the description kept with pattern weights (the commands and data\n"
      "that made them), their fitted phases, size and checksum, and how long\n"
      "they take to load and to unpack every phase."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  weights_owned = weights_path;
  output_owned = output;
  if (argc > 1)
    return sky_cli_usage_error (_("tune weights: unexpected argument “%s”"), argv[1]);
  if (output != NULL && !sky_cli_check_output_path ("--output", output))
    return SKY_CLI_EXIT_USAGE;
  if (weights_path != NULL)
    {
      g_autofree char *contents = NULL;
      gsize len;

      contents = sky_read_file_limited (weights_path,
                                        SKY_REVERSI_WEIGHTS_FILE_MAX,
                                        _("a weights file"), 0, NULL, NULL,
                                        &len, &error);
      if (contents == NULL)
        {
          g_printerr ("sakiyomi-cli: %s\n", error->message);
          return SKY_CLI_EXIT_USAGE;
        }
      bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
      t0 = g_get_monotonic_time ();
      c0 = clock ();
      weights = sky_reversi_pattern_weights_load_bytes (bytes, &error);
    }
  else
    {
      t0 = g_get_monotonic_time ();
      c0 = clock ();
      weights = sky_reversi_pattern_weights_load_default (&error);
    }
  t1 = g_get_monotonic_time ();
  c1 = clock ();
  if (weights == NULL || !sky_reversi_pattern_weights_check (weights, &error))
    {
      if (weights_path != NULL)
        g_prefix_error (&error, "%s: ", weights_path);
      g_printerr ("sakiyomi-cli: %s\n", error->message);
      return SKY_CLI_EXIT_USAGE;
    }
  t2 = g_get_monotonic_time ();
  c2 = clock ();

  printf ("%s", sky_reversi_pattern_weights_get_description (weights));
  if (!g_str_has_suffix (sky_reversi_pattern_weights_get_description (weights), "\n"))
    printf ("\n");
  printf (_("Fitted phases:"));
  for (int p = 0; p < N_PHASES; p++)
    if (sky_reversi_pattern_weights_phase_fitted (weights, p))
      {
        printf (" %d", p);
        n_fitted++;
      }
  printf ("\n");
  if (bytes != NULL)
    printf (_("File: %lu bytes\n"), (gulong) g_bytes_get_size (bytes));
  printf (_("Checksum: %016llx\n"),
          (unsigned long long) sky_reversi_pattern_weights_checksum (weights));
  /* CPU time too: on a busy machine the wall time says little. */
  printf (_("Loaded in %.1f ms (%.1f ms CPU); its %d fitted phases unpacked and checked in %.1f ms more (%.1f ms CPU)\n"),
          (t1 - t0) / 1000.0, 1000.0 * (c1 - c0) / CLOCKS_PER_SEC, n_fitted,
          (t2 - t1) / 1000.0, 1000.0 * (c2 - c1) / CLOCKS_PER_SEC);
  if (output != NULL)
    {
      if (!sky_reversi_pattern_weights_save_file (weights, output, &error))
        {
          g_printerr ("sakiyomi-cli: %s\n", error->message);
          return SKY_CLI_EXIT_FAILURE;
        }
      printf (_("Weights written to %s\n"), output);
    }
  return 0;
}

int
sky_cli_tune_fit (int argc, char **argv)
{
  const char *name = argv[0];

  if (strcmp (name, "weights") == 0)
    {
      g_set_prgname ("sakiyomi-cli tune weights");
      return tune_weights (argc, argv);
    }
  if (strcmp (name, "fit") != 0 && strcmp (name, "test") != 0)
    return -1;
  {
    g_autofree char *prgname = g_strdup_printf ("sakiyomi-cli tune %s", name);

    g_set_prgname (prgname);
  }
  return strcmp (name, "fit") == 0 ? tune_fit (argc, argv) : tune_test (argc, argv);
}
