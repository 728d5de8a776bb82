/* cli-tune-data.c: the training data of the reversi evaluation
 * (reversi-training.h), a step at a time:
 *
 *   sakiyomi-cli tune positions --games N --seed S --output FILE
 *   sakiyomi-cli tune positions --from-games --output FILE GAMES…
 *   sakiyomi-cli tune wthor-scores [--before] [--scored-empties N] --output FILE FILE…
 *   sakiyomi-cli tune label --input FILE --output FILE --exact-empties E
 *   sakiyomi-cli tune stats FILE…
 *   sakiyomi-cli tune merge --output FILE FILE…
 *
 * `label` is meant to run for hours in the background: it can be stopped
 * at any time and started again with the same arguments to go on where it
 * was, and --part K/N shares the positions between N processes.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "read-limited.h"
#include "reversi-bitboard.h"
#include "reversi-training.h"
#include "reversi.h"
#include "wthor.h"

#define MAX_GAMES 100000000
#define MAX_THREADS 64
#define MAX_PARTS 1024
/* Games that cannot be played are left out of --from-games, the first few
 * named on standard error. */
#define MAX_NAMED_SKIPPED 5
/* An option not given on the command line. */
#define UNSET G_MININT

/* Progress: at most once a second on a terminal, once a minute into a log
 * (a file or pipe). */
typedef struct {
  gboolean quiet;
  gboolean tty;
  gint64 next;
} Progress;

static void
progress_init (Progress *p, gboolean quiet)
{
  p->quiet = quiet;
  p->tty = isatty (fileno (stderr));
  p->next = g_get_monotonic_time () + G_USEC_PER_SEC;
}

/* Whether a report is due now. */
static gboolean
progress_due (Progress *p)
{
  gint64 now;

  if (p->quiet)
    return FALSE;
  now = g_get_monotonic_time ();
  if (now < p->next)
    return FALSE;
  p->next = now + (p->tty ? 1 : 60) * G_USEC_PER_SEC;
  return TRUE;
}

static void
progress_print (Progress *p, const char *text)
{
  if (p->tty)
    fprintf (stderr, "\r%s\033[K", text);
  else
    fprintf (stderr, "%s\n", text);
  fflush (stderr);
}

static void
progress_end (Progress *p)
{
  if (!p->quiet && p->tty)
    fputc ('\n', stderr);
}

static double
cpu_seconds (void)
{
  return (double) clock () / CLOCKS_PER_SEC;
}

static char *
duration_text (double seconds)
{
  long s = (long) (seconds + 0.5);

  return g_strdup_printf ("%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
}

static gboolean
check_empties (int min_empties, int max_empties)
{
  if (min_empties < 0 || min_empties > 60)
    {
      sky_cli_usage_error (_("--min-empties must be 0 to 60, not %d"), min_empties);
      return FALSE;
    }
  if (max_empties < 0 || max_empties > 60)
    {
      sky_cli_usage_error (_("--max-empties must be 0 to 60, not %d"), max_empties);
      return FALSE;
    }
  if (min_empties > max_empties)
    {
      sky_cli_usage_error (_("--min-empties (%d) must not be more than --max-empties (%d)"),
                           min_empties, max_empties);
      return FALSE;
    }
  return TRUE;
}

/* Adds the positions of a positions or labels file to set. */
static gboolean
add_file_positions (const char *path, SkyReversiPositionSet *set,
                    GError **error)
{
  SkyReversiTrainingFileKind kind;
  g_autoptr(GArray) records = NULL;

  if (!sky_reversi_training_file_kind (path, &kind, error))
    return FALSE;
  if (kind == SKY_REVERSI_FILE_POSITIONS)
    {
      records = sky_reversi_positions_load (path, error);
      if (records == NULL)
        return FALSE;
      for (guint i = 0; i < records->len; i++)
        {
          const SkyReversiTrainingPosition *pos
            = &g_array_index (records, SkyReversiTrainingPosition, i);

          sky_reversi_position_set_add (set, pos->P, pos->O);
        }
    }
  else
    {
      records = sky_reversi_labels_load (path, NULL, error);
      if (records == NULL)
        return FALSE;
      for (guint i = 0; i < records->len; i++)
        {
          const SkyReversiLabel *label = &g_array_index (records, SkyReversiLabel, i);

          sky_reversi_position_set_add (set, label->P, label->O);
        }
    }
  return TRUE;
}

/* --- tune positions ---------------------------------------------------- */

typedef struct {
  Progress progress;
  gint64 start;
} GenerateReport;

static void
generate_progress (int games_done, int games, gsize positions, gpointer data)
{
  GenerateReport *report = data;
  double elapsed = (g_get_monotonic_time () - report->start) / 1e6;
  g_autofree char *eta = NULL;
  g_autofree char *text = NULL;

  if (games_done < games && !progress_due (&report->progress))
    return;
  if (report->progress.quiet)
    return;
  eta = duration_text (games_done > 0
                       ? elapsed * (games - games_done) / games_done : 0);
  /* %llu, not G_GSIZE_FORMAT: xgettext cannot see through the macro. */
  text = g_strdup_printf (_("positions: game %d/%d, %llu positions, %.0f positions/s, %s left"),
                          games_done, games, (unsigned long long) positions,
                          elapsed > 0 ? positions / elapsed : 0, eta);
  progress_print (&report->progress, text);
}

/* --from-games: the positions of every reversi game of the files (any
 * form record-collection.h reads: WTHOR, GGF, Sakiyomi's records), in the
 * order of the files and their games, each kept as the self-play's are
 * (reversi-training.h).  A game that cannot be played is left out and
 * counted in *skipped (the first few named on standard error); a file that
 * cannot be read is an error. */
static GArray *
positions_from_games (char **files, int min_empties, int max_empties,
                      SkyReversiPositionSet *seen, gboolean quiet,
                      guint *n_games, guint *skipped, gsize *repeated,
                      GError **error)
{
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE,
                                             sizeof (SkyReversiTrainingPosition));
  g_autoptr(GArray) game = g_array_new (FALSE, FALSE,
                                        sizeof (SkyReversiTrainingPosition));
  Progress progress;

  progress_init (&progress, quiet);
  for (int f = 0; files[f] != NULL; f++)
    {
      g_autoptr(SkyRecordCollection) collection
        = sky_cli_load_collection (files[f], error);
      guint n;

      if (collection == NULL)
        return NULL;
      n = sky_record_collection_get_n_games (collection);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(GError) local_error = NULL;
          g_autoptr(SkyRecord) record
            = sky_record_collection_get_record (collection, i, &local_error);

          (*n_games)++;
          if (record != NULL && sky_record_get_game (record) != &sky_reversi_game)
            {
              g_clear_pointer (&record, sky_record_free);
              g_set_error (&local_error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED,
                           _("game %u is not reversi"), i + 1);
            }
          if (record == NULL)
            {
              if (!quiet && *skipped < MAX_NAMED_SKIPPED)
                fprintf (stderr, _("sakiyomi-cli: %s: %s (left out)\n"),
                         files[f], local_error->message);
              (*skipped)++;
              continue;
            }
          g_array_set_size (game, 0);
          for (guint ply = 0; ply <= sky_record_get_n_moves (record); ply++)
            {
              const SkyPosition *pos = sky_record_get_position (record, ply);
              SkyReversiTrainingPosition p = {
                sky_reversi_discs (pos, pos->to_move),
                sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
              };

              g_array_append_val (game, p);
            }
          sky_reversi_training_add_game ((SkyReversiTrainingPosition *) game->data,
                                         game->len, min_empties, max_empties,
                                         seen, positions, repeated);
          if (progress_due (&progress))
            {
              g_autofree char *text
                = g_strdup_printf (_("positions: %s, game %u/%u, %u positions"),
                                   files[f], i + 1, n, positions->len);

              progress_print (&progress, text);
            }
        }
    }
  progress_end (&progress);
  return g_steal_pointer (&positions);
}

static int
tune_positions (int argc, char **argv)
{
  SkyReversiGenerateOptions options;
  int seed = 1;
  g_autofree char *output = NULL;
  g_auto(GStrv) exclude = NULL;
  g_autofree char *weights = NULL;
  g_autoptr(SkyReversiEvaluator) evaluator = NULL;
  gboolean quiet = FALSE, from_games = FALSE;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiPositionSet) seen = sky_reversi_position_set_new ();
  g_autoptr(GArray) positions = NULL;
  GenerateReport report;
  gsize repeated = 0;
  double seconds;
  guint n_games = 0, skipped = 0;

  /* The self-play's options start unset (UNSET), to tell whether they were
   * given: they have no place with --from-games. */
  sky_reversi_generate_options_init (&options);
  seed = UNSET;
  options.games = options.depth = options.noise_percent = UNSET;
  options.opening_min = options.opening_max = options.threads = UNSET;
  {
    const GOptionEntry entries[] = {
      { "games", 'n', 0, G_OPTION_ARG_INT, &options.games,
        N_("Number of games (default 1000)"), "N" },
      { "seed", 's', 0, G_OPTION_ARG_INT, &seed,
        N_("Seed of the games (default 1)"), "S" },
      { "depth", 'd', 0, G_OPTION_ARG_INT, &options.depth,
        N_("Search depth of the self-play after the opening (default 4)"), "D" },
      { "noise", 0, 0, G_OPTION_ARG_INT, &options.noise_percent,
        N_("Percent of the self-play moves that are random instead (default 10)"), "P" },
      { "min-opening", 0, 0, G_OPTION_ARG_INT, &options.opening_min,
        N_("Fewest random opening moves (default 8)"), "A" },
      { "max-opening", 0, 0, G_OPTION_ARG_INT, &options.opening_max,
        N_("Most random opening moves (default 20)"), "B" },
      { "min-empties", 0, 0, G_OPTION_ARG_INT, &options.min_empties,
        N_("Keep only positions with at least this many empty squares (default 1)"), "A" },
      { "max-empties", 0, 0, G_OPTION_ARG_INT, &options.max_empties,
        N_("Keep only positions with at most this many empty squares (default 59)"), "B" },
      { "exclude", 'x', 0, G_OPTION_ARG_FILENAME_ARRAY, &exclude,
        N_("Leave out the positions of FILE (positions or labels; may be repeated)"), N_("FILE") },
      { "threads", 't', 0, G_OPTION_ARG_INT, &options.threads,
        N_("Games played at once (default 1; the positions do not depend on it)"), "T" },
      { "weights", 0, 0, G_OPTION_ARG_FILENAME, &weights,
        N_("Search with the evaluation of the weights in FILE, pattern or legacy (default: the strong engine’s evaluation)"),
        N_("FILE") },
      { "from-games", 0, 0, G_OPTION_ARG_NONE, &from_games,
        N_("Take the positions of every game of the files GAMES… (WTHOR, GGF) instead of playing games"), NULL },
      { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
        N_("Write the positions to FILE"), N_("FILE") },
      { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
        N_("Print no progress"), NULL },
      { NULL }
    };

    context = g_option_context_new (_("[--from-games GAMES…] — make training positions of reversi"));
    g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
    g_option_context_set_summary (context,
      _("Plays games from the start: a random opening of A to B moves, then\n"
        "both sides search D moves deep, with a random move instead P times in\n"
        "a hundred.  Writes every position from the end of the opening to the\n"
        "end of the game where the side to move has a move, each only once\n"
        "(up to the symmetries of the board).  The same options give the same\n"
        "file, whatever the number of threads.  With --from-games it plays no\n"
        "games: it takes the positions of every game of the files GAMES… (a\n"
        "WTHOR database, GGF, Sakiyomi’s records), from the first move, kept\n"
        "by the same rules."));
    if (!sky_cli_parse_options (context, entries, &argc, &argv))
      return SKY_CLI_EXIT_USAGE;
  }
  if (from_games)
    {
      if (argc < 2)
        return sky_cli_usage_error (_("tune positions --from-games needs at least one file of games"));
      if (seed != UNSET || weights != NULL || options.games != UNSET
          || options.depth != UNSET || options.noise_percent != UNSET
          || options.opening_min != UNSET || options.opening_max != UNSET
          || options.threads != UNSET)
        return sky_cli_usage_error (_("tune positions --from-games plays no games: --games, --seed, --depth, --noise, --min-opening, --max-opening, --threads and --weights have no place with it"));
      if (!check_empties (options.min_empties, options.max_empties))
        return SKY_CLI_EXIT_USAGE;
      if (output == NULL)
        return sky_cli_usage_error (_("tune positions needs --output FILE"));
      if (!sky_cli_check_output_path ("--output", output))
        return SKY_CLI_EXIT_USAGE;
      for (int i = 0; exclude != NULL && exclude[i] != NULL; i++)
        if (!add_file_positions (exclude[i], seen, &error))
          return sky_cli_usage_error ("%s", error->message);
      report.start = g_get_monotonic_time ();
      positions = positions_from_games (argv + 1, options.min_empties,
                                        options.max_empties, seen, quiet,
                                        &n_games, &skipped, &repeated, &error);
      if (positions == NULL)
        return sky_cli_usage_error ("%s", error->message);
      seconds = (g_get_monotonic_time () - report.start) / 1e6;
      if (!sky_reversi_positions_save (output, (SkyReversiTrainingPosition *) positions->data,
                                       positions->len, &error))
        {
          sky_cli_error (error->message);
          return SKY_CLI_EXIT_FAILURE;
        }
      printf (_("%u games (%u left out), %u positions (%llu repeated ones left out) in %.1f s; written to %s\n"),
              n_games, skipped, positions->len, (unsigned long long) repeated,
              seconds, output);
      return 0;
    }
  if (seed == UNSET)
    seed = 1;
  {
    SkyReversiGenerateOptions defaults;

    sky_reversi_generate_options_init (&defaults);
    if (options.games == UNSET)
      options.games = defaults.games;
    if (options.depth == UNSET)
      options.depth = defaults.depth;
    if (options.noise_percent == UNSET)
      options.noise_percent = defaults.noise_percent;
    if (options.opening_min == UNSET)
      options.opening_min = defaults.opening_min;
    if (options.opening_max == UNSET)
      options.opening_max = defaults.opening_max;
    if (options.threads == UNSET)
      options.threads = defaults.threads;
  }
  if (argc > 1)
    return sky_cli_usage_error (_("tune positions: unexpected argument “%s”"), argv[1]);
  if (options.games < 1 || options.games > MAX_GAMES)
    return sky_cli_usage_error (_("--games must be 1 to %d, not %d"), MAX_GAMES,
                                options.games);
  if (seed < 0)
    return sky_cli_usage_error (_("--seed must not be negative, not %d"), seed);
  if (options.depth < 1 || options.depth > 10)
    return sky_cli_usage_error (_("--depth must be 1 to 10, not %d"), options.depth);
  if (options.noise_percent < 0 || options.noise_percent > 100)
    return sky_cli_usage_error (_("--noise must be 0 to 100, not %d"),
                                options.noise_percent);
  if (options.opening_min < 0 || options.opening_max > 60
      || options.opening_min > options.opening_max)
    return sky_cli_usage_error (_("--min-opening and --max-opening must be 0 to 60 with the first not above the second, not %d and %d"),
                                options.opening_min, options.opening_max);
  if (!check_empties (options.min_empties, options.max_empties))
    return SKY_CLI_EXIT_USAGE;
  if (options.threads < 1 || options.threads > MAX_THREADS)
    return sky_cli_usage_error (_("--threads must be 1 to %d, not %d"), MAX_THREADS,
                                options.threads);
  if (output == NULL)
    return sky_cli_usage_error (_("tune positions needs --output FILE"));
  if (weights != NULL)
    {
      evaluator = sky_reversi_evaluator_load_file (weights, &error);
      if (evaluator == NULL)
        return sky_cli_usage_error ("--weights: %s", error->message);
      options.evaluator = evaluator;
    }
  if (!sky_cli_check_output_path ("--output", output))
    return SKY_CLI_EXIT_USAGE;
  options.seed = (guint32) seed;

  for (int i = 0; exclude != NULL && exclude[i] != NULL; i++)
    if (!add_file_positions (exclude[i], seen, &error))
      return sky_cli_usage_error ("%s", error->message);

  progress_init (&report.progress, quiet);
  report.start = g_get_monotonic_time ();
  positions = sky_reversi_training_generate (&options, seen, generate_progress,
                                             &report, &repeated);
  progress_end (&report.progress);
  seconds = (g_get_monotonic_time () - report.start) / 1e6;
  if (!sky_reversi_positions_save (output, (SkyReversiTrainingPosition *) positions->data,
                                   positions->len, &error))
    {
      sky_cli_error (error->message);
      return SKY_CLI_EXIT_FAILURE;
    }
  printf (_("%d games, %u positions (%llu repeated ones left out) in %.1f s, %.0f positions/s; written to %s\n"),
          options.games, positions->len,
          (unsigned long long) repeated,
          seconds, seconds > 0 ? positions->len / seconds : 0, output);
  return 0;
}

/* --- tune label -------------------------------------------------------- */

static gboolean
parse_part (const char *text, int *k, int *n)
{
  char *end;
  long a, b;

  a = strtol (text, &end, 10);
  if (end == text || *end != '/')
    return FALSE;
  text = end + 1;
  b = strtol (text, &end, 10);
  if (end == text || *end != '\0' || b < 1 || b > MAX_PARTS || a < 0 || a >= b)
    return FALSE;
  *k = (int) a;
  *n = (int) b;
  return TRUE;
}

/* What makes a label's value, kept in the labels file (reversi-training.h)
 * so that a run resumed with other options is refused: the exact and
 * search depths and the weights, by a checksum of their file (its name
 * may change between runs, its contents must not). */
static char *
label_options (int exact_empties, int depth, const char *weights,
               GError **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *sum = NULL;
  gsize length;

  if (weights == NULL)
    return g_strdup_printf ("exact-empties=%d depth=%d weights=default",
                            exact_empties, depth);
  contents = sky_read_file_limited (weights, SKY_REVERSI_WEIGHTS_FILE_MAX,
                                    _("a weights file"), 0, NULL, NULL,
                                    &length, error);
  if (contents == NULL)
    return NULL;
  sum = g_compute_checksum_for_data (G_CHECKSUM_SHA256,
                                     (const guchar *) contents, length);
  return g_strdup_printf ("exact-empties=%d depth=%d weights=sha256:%.16s",
                          exact_empties, depth, sum);
}

static int
tune_label (int argc, char **argv)
{
  g_autofree char *input = NULL;
  g_autofree char *output = NULL;
  g_autofree char *part = NULL;
  g_autofree char *weights = NULL;
  int exact_empties = -1, depth = 0, min_empties = 0, max_empties = 60;
  int part_k = 0, part_n = 1, limit = 0;
  gboolean quiet = FALSE;
  const GOptionEntry entries[] = {
    { "input", 'i', 0, G_OPTION_ARG_FILENAME, &input,
      N_("The positions to label (written by “tune positions”)"), N_("FILE") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the labels to FILE, or go on with it if it exists"), N_("FILE") },
    { "exact-empties", 'e', 0, G_OPTION_ARG_INT, &exact_empties,
      N_("Solve exactly the positions with at most E empty squares"), "E" },
    { "depth", 'd', 0, G_OPTION_ARG_INT, &depth,
      N_("Label the other positions by a search D moves deep (default: leave them out)"), "D" },
    { "weights", 0, 0, G_OPTION_ARG_FILENAME, &weights,
      N_("Evaluate the leaves of those searches with the weights in FILE, pattern or legacy (default: the strong engine’s evaluation)"),
      N_("FILE") },
    { "min-empties", 0, 0, G_OPTION_ARG_INT, &min_empties,
      N_("Label only positions with at least this many empty squares (default 0)"), "A" },
    { "max-empties", 0, 0, G_OPTION_ARG_INT, &max_empties,
      N_("Label only positions with at most this many empty squares (default 60)"), "B" },
    { "part", 'p', 0, G_OPTION_ARG_STRING, &part,
      N_("Label only the positions whose number in the input is K modulo N"), "K/N" },
    { "limit", 0, 0, G_OPTION_ARG_INT, &limit,
      N_("Label only the first N of the positions chosen (default 0: all)"), "N" },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
      N_("Print no progress"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) positions = NULL;
  g_autoptr(GArray) selected = NULL;
  g_autoptr(GArray) existing = NULL;
  g_autoptr(SkyReversiLabeler) labeler = NULL;
  g_autofree char *options = NULL;
  SkyReversiLabelWriter *writer;
  Progress progress;
  gint64 start;
  double cpu_start, cpu;
  guint64 nodes = 0;
  guint done, first;

  context = g_option_context_new (_("— label training positions by their value"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Labels each position of the input with its value for the side to move:\n"
      "exactly by the endgame solver with E empty squares or fewer, otherwise\n"
      "by a search D moves deep with the evaluation of --weights (without\n"
      "--depth such positions are left out).  If the output exists, the\n"
      "labelling goes on after its last whole record: a run can be stopped\n"
      "at any time and started again with the same arguments.  Prints its\n"
      "progress on standard error and, at the end, the CPU time it took."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc > 1)
    return sky_cli_usage_error (_("tune label: unexpected argument “%s”"), argv[1]);
  if (input == NULL)
    return sky_cli_usage_error (_("tune label needs --input FILE"));
  if (output == NULL)
    return sky_cli_usage_error (_("tune label needs --output FILE"));
  if (exact_empties == -1)
    return sky_cli_usage_error (_("tune label needs --exact-empties E"));
  if (exact_empties < 0 || exact_empties > 30)
    return sky_cli_usage_error (_("--exact-empties must be 0 to 30, not %d"), exact_empties);
  if (depth < 0 || depth > 20)
    return sky_cli_usage_error (_("--depth must be 0 to 20, not %d"), depth);
  if (!check_empties (min_empties, max_empties))
    return SKY_CLI_EXIT_USAGE;
  if (part != NULL && !parse_part (part, &part_k, &part_n))
    return sky_cli_usage_error (_("--part must be K/N with 0 ≤ K < N ≤ %d, like 0/2, not “%s”"),
                                MAX_PARTS, part);
  if (limit < 0)
    return sky_cli_usage_error (_("--limit must be 0 or more, not %d"), limit);
  if (!sky_cli_check_output_path ("--output", output))
    return SKY_CLI_EXIT_USAGE;

  positions = sky_reversi_positions_load (input, &error);
  if (positions == NULL)
    return sky_cli_usage_error ("%s", error->message);
  labeler = sky_reversi_labeler_new (exact_empties, depth);
  if (weights != NULL)
    {
      g_autoptr(SkyReversiEvaluator) evaluator
        = sky_reversi_evaluator_load_file (weights, &error);

      if (evaluator == NULL)
        return sky_cli_usage_error ("--weights: %s", error->message);
      sky_reversi_labeler_set_evaluator (labeler, evaluator);
    }
  options = label_options (exact_empties, depth, weights, &error);
  if (options == NULL)
    return sky_cli_usage_error ("--weights: %s", error->message);
  selected = g_array_new (FALSE, FALSE, sizeof (SkyReversiTrainingPosition));
  for (guint i = 0; i < positions->len; i++)
    {
      const SkyReversiTrainingPosition *pos
        = &g_array_index (positions, SkyReversiTrainingPosition, i);
      int empties = 64 - sky_reversi_popcount (pos->P | pos->O);

      if ((int) (i % (guint) part_n) == part_k && empties >= min_empties
          && empties <= max_empties
          && sky_reversi_labeler_can_label (labeler, empties)
          && (limit == 0 || selected->len < (guint) limit))
        g_array_append_val (selected, *pos);
    }

  existing = g_array_new (FALSE, FALSE, sizeof (SkyReversiLabel));
  writer = sky_reversi_label_writer_open (output, options, existing, &error);
  if (writer == NULL)
    return sky_cli_usage_error ("%s", error->message);
  if (existing->len > selected->len)
    goto other_positions;
  for (guint i = 0; i < existing->len; i++)
    {
      const SkyReversiLabel *label = &g_array_index (existing, SkyReversiLabel, i);
      const SkyReversiTrainingPosition *pos
        = &g_array_index (selected, SkyReversiTrainingPosition, i);

      if (label->P != pos->P || label->O != pos->O)
        goto other_positions;
    }

  first = existing->len;
  progress_init (&progress, quiet);
  start = g_get_monotonic_time ();
  cpu_start = cpu_seconds ();
  for (done = first; done < selected->len; done++)
    {
      const SkyReversiTrainingPosition *pos
        = &g_array_index (selected, SkyReversiTrainingPosition, done);
      SkyReversiLabel label;
      gint64 now;

      sky_reversi_labeler_label (labeler, pos->P, pos->O, &label, &nodes);
      /* Written out at once (one write a label is nothing beside the
       * solver): a run killed loses only the position it was at, and the
       * file always shows how far it got. */
      if (!sky_reversi_label_writer_add (writer, &label, &error)
          || !sky_reversi_label_writer_flush (writer, &error))
        goto failed;
      now = g_get_monotonic_time ();
      if (progress_due (&progress))
        {
          double elapsed = (now - start) / 1e6;
          double rate = (done + 1 - first) / elapsed;
          g_autofree char *eta = duration_text ((selected->len - done - 1) / rate);
          g_autofree char *text
            = g_strdup_printf (_("label: %u/%u (%.1f %%), %.1f positions/s, %.0f s CPU, %s left"),
                               done + 1, selected->len,
                               100.0 * (done + 1) / selected->len, rate,
                               cpu_seconds () - cpu_start, eta);

          progress_print (&progress, text);
        }
    }
  progress_end (&progress);
  if (!sky_reversi_label_writer_close (writer, &error))
    {
      sky_cli_error (error->message);
      return SKY_CLI_EXIT_FAILURE;
    }
  cpu = cpu_seconds () - cpu_start;
  /* %llu, not G_GUINT64_FORMAT: xgettext cannot see through the macro. */
  printf (_("%u positions labelled in %s (%u in this run: %.1f s CPU, %.2f ms each, %llu nodes)\n"),
          selected->len, output, selected->len - first, cpu,
          selected->len > first ? 1000 * cpu / (selected->len - first) : 0.0,
          (unsigned long long) nodes);
  return 0;

failed:
  progress_end (&progress);
  sky_cli_error (error->message);
  sky_reversi_label_writer_close (writer, NULL);
  return SKY_CLI_EXIT_FAILURE;

other_positions:
  sky_reversi_label_writer_close (writer, NULL);
  return sky_cli_usage_error (_("%s holds labels of other positions than those these options choose from %s"),
                              output, input);
}

/* --- tune wthor-scores ------------------------------------------------- */

/* The position of game (a record from the standard start) with empties
 * empty squares where the side to move has a move: the first one with
 * that many, or the one after its pass.  FALSE if the game has none. */
static gboolean
position_at_empties (const SkyRecord *record, int empties, guint64 *P,
                     guint64 *O, SkySide *to_move)
{
  for (guint ply = 0; ply <= sky_record_get_n_moves (record); ply++)
    {
      const SkyPosition *pos = sky_record_get_position (record, ply);
      int e = sky_reversi_empties (pos);

      if (e < empties)
        return FALSE;
      if (e == empties && sky_reversi_legal_squares (pos) != 0)
        {
          *to_move = pos->to_move;
          *P = sky_reversi_discs (pos, pos->to_move);
          *O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
          return TRUE;
        }
    }
  return FALSE;
}

typedef struct {
  guint games, bad, unfinished, short_games, repeated, conflicts;
} WthorScoreCounts;

/* A position before the scored one, with its game's score for the side to
 * move (discs), canonical so that sorting brings its repeats together. */
typedef struct {
  guint64 P, O;
  gint8 margin;
  guint8 empties;
} GameResultSample;

/* Appends the positions of record with more empties than depth where the
 * side to move has a move, each with black_margin for the side to move,
 * leaving out those of seen (the excluded ones: the scored positions seen
 * holds too have depth empties, never more). */
static void
add_game_results (const SkyRecord *record, int depth, int black_margin,
                  const SkyReversiPositionSet *seen, GArray *samples)
{
  for (guint ply = 0; ply <= sky_record_get_n_moves (record); ply++)
    {
      const SkyPosition *pos = sky_record_get_position (record, ply);
      int e = sky_reversi_empties (pos);
      GameResultSample sample;
      guint64 P, O;

      if (e <= depth)
        return;
      /* The start is no choice of either player. */
      if (e >= 60 || sky_reversi_legal_squares (pos) == 0)
        continue;
      P = sky_reversi_discs (pos, pos->to_move);
      O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
      if (sky_reversi_position_set_contains (seen, P, O))
        continue;
      sky_reversi_canonical (P, O, &sample.P, &sample.O);
      sample.margin = (gint8) (pos->to_move == SKY_SIDE_FIRST ? black_margin
                                                              : -black_margin);
      sample.empties = (guint8) e;
      g_array_append_val (samples, sample);
    }
}

static int
compare_samples (gconstpointer a, gconstpointer b)
{
  const GameResultSample *x = a, *y = b;

  if (x->P != y->P)
    return x->P < y->P ? -1 : 1;
  if (x->O != y->O)
    return x->O < y->O ? -1 : 1;
  return 0;
}

/* Appends to labels one label a position of samples: the mean of its
 * games' scores, in hundredths of a disc. */
static void
add_mean_results (GArray *samples, GArray *labels)
{
  g_array_sort (samples, compare_samples);
  for (guint i = 0; i < samples->len;)
    {
      const GameResultSample *first = &g_array_index (samples, GameResultSample, i);
      SkyReversiLabel label = { first->P, first->O, 0, first->empties,
                                SKY_REVERSI_LABEL_GAME_RESULT };
      gint64 sum = 0;
      guint n = 0;

      for (; i < samples->len && compare_samples (first, &g_array_index (samples, GameResultSample, i)) == 0; i++, n++)
        sum += g_array_index (samples, GameResultSample, i).margin;
      label.value = (gint16) floor (100.0 * (double) sum / n + 0.5);
      g_array_append_val (labels, label);
    }
}

/* A value kept in a hash table as a pointer, never NULL: value + this. */
#define VALUE_BIAS 10000

/* Adds the labels of one game (a record from the standard start) whose
 * score, Black's margin with perfect play from the position with depth
 * empties, is black_margin: that position, exact, once up to the
 * symmetries (a repeat counted, and whether its score differs); with
 * samples, the positions before it. */
static void
add_scored_game (const SkyRecord *record, int depth, int black_margin,
                 SkyReversiPositionSet *seen, GHashTable *values,
                 GArray *labels, GArray *samples, WthorScoreCounts *counts)
{
  SkyReversiLabel label = { 0 };
  SkySide to_move;
  guint64 cP, cO;
  g_autofree char *key = NULL;

  if (!position_at_empties (record, depth, &label.P, &label.O, &to_move))
    {
      counts->short_games++;
      return;
    }
  if (samples != NULL)
    add_game_results (record, depth, black_margin, seen, samples);
  label.value = (gint16) (100 * (to_move == SKY_SIDE_FIRST ? black_margin
                                                           : -black_margin));
  label.empties = (guint8) depth;
  label.source = SKY_REVERSI_LABEL_EXACT;
  sky_reversi_canonical (label.P, label.O, &cP, &cO);
  key = g_strdup_printf ("%016" G_GINT64_MODIFIER "x%016" G_GINT64_MODIFIER "x",
                         cP, cO);
  if (!sky_reversi_position_set_add (seen, label.P, label.O))
    {
      /* Its symmetric form has a score already (or was excluded): the
       * same one? */
      gpointer old = g_hash_table_lookup (values, key);

      if (old != NULL && GPOINTER_TO_INT (old) - VALUE_BIAS != label.value)
        counts->conflicts++;
      counts->repeated++;
      return;
    }
  g_hash_table_insert (values, g_steal_pointer (&key),
                       GINT_TO_POINTER (label.value + VALUE_BIAS));
  g_array_append_val (labels, label);
}

/* Adds the labels of one .wtb file's games (data, length bytes): their
 * theoretical scores, from the depth its header gives. */
static gboolean
wthor_file_scores (const char *path, const char *data, gsize length,
                   SkyReversiPositionSet *seen, GHashTable *values,
                   GArray *labels, GArray *samples, WthorScoreCounts *counts,
                   gboolean quiet, GError **error)
{
  SkyWthorHeader header;

  if (!sky_wthor_read_header ((const guint8 *) data, length, &header, error))
    {
      g_prefix_error (error, "%s: ", path);
      return FALSE;
    }
  if (header.solitaire != 0 || header.depth < 1 || header.depth > 59)
    {
      if (!quiet)
        fprintf (stderr, _("sakiyomi-cli: %s: no theoretical scores (depth %u), left out\n"),
                 path, header.depth);
      return TRUE;
    }
  for (guint i = 0; i < header.n_games; i++)
    {
      SkyWthorGame game;
      g_autoptr(SkyRecord) record = NULL;

      counts->games++;
      sky_wthor_get_game ((const guint8 *) data, i, &game);
      record = sky_wthor_game_to_record (&game, NULL);
      if (record == NULL || game.theoretical > 64)
        {
          counts->bad++;
          continue;
        }
      /* Black's discs with perfect play, the empties to the winner. */
      add_scored_game (record, (int) header.depth,
                       2 * (int) game.theoretical - 64, seen, values, labels,
                       samples, counts);
    }
  return TRUE;
}

/* Adds the labels of the games of another file of games (a logbook, GGF,
 * …: any form record-collection.h reads), each finished game's result
 * taken as its score from the position with depth empties: the players'
 * endgame counted as perfect from there.  Games that cannot be played or
 * do not end are counted and left out. */
static gboolean
game_file_scores (const char *path, GBytes *contents, int depth,
                  SkyReversiPositionSet *seen, GHashTable *values,
                  GArray *labels, GArray *samples, WthorScoreCounts *counts,
                  GError **error)
{
  g_autoptr(SkyRecordCollection) collection
    = sky_cli_collection_from_bytes (path, contents, error);
  guint n;

  if (collection == NULL)
    return FALSE;
  n = sky_record_collection_get_n_games (collection);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SkyRecord) record
        = sky_record_collection_get_record (collection, i, NULL);

      counts->games++;
      if (record == NULL || sky_record_get_game (record) != &sky_reversi_game)
        counts->bad++;
      else if (!sky_position_is_over (sky_record_get_end (record)))
        counts->unfinished++;
      else
        add_scored_game (record, depth,
                         sky_reversi_final_margin (sky_record_get_end (record)),
                         seen, values, labels, samples, counts);
    }
  return TRUE;
}

/* The labels of one file, read once: a WTHOR database's theoretical
 * scores, or another file's results from scored_empties (UNSET: not
 * given, an error). */
static gboolean
file_scores (const char *path, int scored_empties, SkyReversiPositionSet *seen,
             GHashTable *values, GArray *labels, GArray *samples,
             WthorScoreCounts *counts, gboolean quiet, GError **error)
{
  g_autoptr(GBytes) contents = sky_cli_read_games_file (path, error);
  const char *data;
  gsize length;

  if (contents == NULL)
    return FALSE;
  data = g_bytes_get_data (contents, &length);
  if (sky_wthor_is_game_file ((const guint8 *) data, length, path))
    return wthor_file_scores (path, data, length, seen, values, labels,
                              samples, counts, quiet, error);
  if (scored_empties == UNSET)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED,
                   _("%s: not a WTHOR database: give --scored-empties N to take its games’ results as their scores from N empty squares"),
                   path);
      return FALSE;
    }
  return game_file_scores (path, contents, scored_empties, seen, values,
                           labels, samples, counts, error);
}

static int
tune_wthor_scores (int argc, char **argv)
{
  g_autofree char *output = NULL;
  g_auto(GStrv) exclude = NULL;
  gboolean quiet = FALSE, before = FALSE;
  int scored_empties = UNSET;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the labels to FILE"), N_("FILE") },
    { "before", 'b', 0, G_OPTION_ARG_NONE, &before,
      N_("Also label the positions before the scored one by the mean score of their games"), NULL },
    { "scored-empties", 'e', 0, G_OPTION_ARG_INT, &scored_empties,
      N_("Files of games that are not WTHOR databases: take each finished game’s result as its score from N empty squares, 1–59"), N_("N") },
    { "exclude", 'x', 0, G_OPTION_ARG_FILENAME_ARRAY, &exclude,
      N_("Leave out the positions of FILE (positions or labels; may be repeated)"), N_("FILE") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
      N_("Print no notes"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiPositionSet) seen = sky_reversi_position_set_new ();
  g_autoptr(GHashTable) values = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                        g_free, NULL);
  g_autoptr(GArray) labels = g_array_new (FALSE, FALSE, sizeof (SkyReversiLabel));
  g_autoptr(GArray) samples = NULL;
  WthorScoreCounts counts = { 0 };
  guint n_exact;

  context = g_option_context_new (_("FILE… — exact labels from WTHOR’s theoretical scores, or from the results of games played perfectly to their end"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Every game of a WTHOR database carries its theoretical score: Black’s\n"
      "discs with perfect play from the position with as many empty squares\n"
      "as the file’s header says (24 in the federation’s files).  Writes that\n"
      "position of each game (the one after a pass where the side to move has\n"
      "none) with its exact value for the side to move, as a labels file,\n"
      "each position once up to the symmetries of the board.\n"
      "\n"
      "Other files of games (Logistello’s logbook, GGF, any form “games”\n"
      "reads) have no theoretical scores: with --scored-empties N, each\n"
      "finished game’s result is taken as the score of its position with N\n"
      "empty squares, for games whose players solved their endgames.\n"
      "\n"
      "With --before, also every position before it where the side to move\n"
      "has a move (the start left out), labelled by the mean score of the\n"
      "games that reach it: not exact, since the players could have erred\n"
      "before the scored position, but the outcome of expert play, and a\n"
      "label of the midgame that costs no search."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (output == NULL)
    return sky_cli_usage_error (_("tune wthor-scores needs --output FILE"));
  if (argc < 2)
    return sky_cli_usage_error (_("tune wthor-scores needs at least one file of games"));
  if (scored_empties != UNSET && (scored_empties < 1 || scored_empties > 59))
    return sky_cli_usage_error (_("--scored-empties must be 1 to 59, not %d"),
                                scored_empties);
  if (!sky_cli_check_output_path ("--output", output))
    return SKY_CLI_EXIT_USAGE;
  for (int i = 0; exclude != NULL && exclude[i] != NULL; i++)
    if (!add_file_positions (exclude[i], seen, &error))
      return sky_cli_usage_error ("%s", error->message);
  if (before)
    samples = g_array_new (FALSE, FALSE, sizeof (GameResultSample));
  for (int i = 1; i < argc; i++)
    if (!file_scores (argv[i], scored_empties, seen, values, labels, samples,
                      &counts, quiet, &error))
      return sky_cli_usage_error ("%s", error->message);
  n_exact = labels->len;
  if (samples != NULL)
    add_mean_results (samples, labels);
  if (!sky_reversi_labels_save (output, (SkyReversiLabel *) labels->data,
                                labels->len, &error))
    {
      sky_cli_error (error->message);
      return SKY_CLI_EXIT_FAILURE;
    }
  printf (_("%u games: %u labelled positions written to %s (%u games too short, %u not playable, %u positions repeated, %u of them with another score)\n"),
          counts.games, n_exact, output, counts.short_games, counts.bad,
          counts.repeated, counts.conflicts);
  if (counts.unfinished > 0)
    printf (_("%u games left out as they do not reach the end\n"),
            counts.unfinished);
  if (samples != NULL)
    printf (_("and %u positions before them, each labelled by the mean score of the games that reach it (%u positions of games in all)\n"),
            labels->len - n_exact, samples->len);
  return 0;
}

/* --- tune stats -------------------------------------------------------- */

static int
stats_positions (const char *path, GError **error)
{
  g_autoptr(GArray) positions = sky_reversi_positions_load (path, error);
  guint count[61] = { 0 };

  if (positions == NULL)
    return SKY_CLI_EXIT_USAGE;
  for (guint i = 0; i < positions->len; i++)
    {
      const SkyReversiTrainingPosition *pos
        = &g_array_index (positions, SkyReversiTrainingPosition, i);

      count[64 - sky_reversi_popcount (pos->P | pos->O)]++;
    }
  printf (_("%s: %u positions\n"), path, positions->len);
  printf ("%s\n", _("empties  positions"));
  for (int e = 0; e <= 60; e++)
    if (count[e] > 0)
      printf ("%7d %10u\n", e, count[e]);
  return 0;
}

static int
stats_labels (const char *path, GError **error)
{
  gsize partial = 0;
  g_autoptr(GArray) labels = sky_reversi_labels_load (path, &partial, error);
  guint count[61] = { 0 }, exact[61] = { 0 }, results[61] = { 0 };
  guint by_source[256] = { 0 };
  double sum_abs[61] = { 0 };

  if (labels == NULL)
    return SKY_CLI_EXIT_USAGE;
  for (guint i = 0; i < labels->len; i++)
    {
      const SkyReversiLabel *label = &g_array_index (labels, SkyReversiLabel, i);
      int e = MIN (label->empties, 60);

      count[e]++;
      exact[e] += label->source == SKY_REVERSI_LABEL_EXACT;
      results[e] += label->source == SKY_REVERSI_LABEL_GAME_RESULT;
      by_source[label->source]++;
      sum_abs[e] += ABS (label->value) / 100.0;
    }
  printf (_("%s: %u labelled positions\n"), path, labels->len);
  if (partial > 0)
    printf (_("(and %llu bytes of a record still being written)\n"),
            (unsigned long long) partial);
  printf ("%s\n", _("empties  positions      exact   searched  game results  mean |value|"));
  for (int e = 0; e <= 60; e++)
    if (count[e] > 0)
      printf ("%7d %10u %10u %10u %13u %13.2f\n", e, count[e], exact[e],
              count[e] - exact[e] - results[e], results[e],
              sum_abs[e] / count[e]);
  printf (_("By source: exact %u"), by_source[SKY_REVERSI_LABEL_EXACT]);
  for (int d = 1; d <= 60; d++)
    if (by_source[d] > 0)
      printf (_(", depth %d: %u"), d, by_source[d]);
  if (by_source[SKY_REVERSI_LABEL_GAME_RESULT] > 0)
    printf (_(", game results: %u"), by_source[SKY_REVERSI_LABEL_GAME_RESULT]);
  printf ("\n");
  return 0;
}

static int
tune_stats (int argc, char **argv)
{
  const GOptionEntry entries[] = { { NULL } };
  g_autoptr(GOptionContext) context = NULL;
  int status = 0;

  context = g_option_context_new (_("FILE… — count training positions and labels"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Prints, for each file of positions or labels, the count by number of\n"
      "empty squares and, for labels, how many are exact and how many come\n"
      "from a search (and of which depth).  A labels file still being written\n"
      "is read up to its last whole record."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc < 2)
    return sky_cli_usage_error (_("tune stats needs at least one FILE"));
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      SkyReversiTrainingFileKind kind;
      int s;

      if (i > 1)
        printf ("\n");
      if (!sky_reversi_training_file_kind (argv[i], &kind, &error))
        s = SKY_CLI_EXIT_USAGE;
      else if (kind == SKY_REVERSI_FILE_POSITIONS)
        s = stats_positions (argv[i], &error);
      else
        s = stats_labels (argv[i], &error);
      if (s != 0)
        {
          sky_cli_error (error->message);
          status = s;
        }
    }
  return status;
}

/* --- tune merge -------------------------------------------------------- */

static int
tune_merge (int argc, char **argv)
{
  g_autofree char *output = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the merged file to FILE"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiPositionSet) seen = sky_reversi_position_set_new ();
  g_autoptr(GArray) merged = NULL;
  SkyReversiTrainingFileKind kind = SKY_REVERSI_FILE_POSITIONS;
  guint dropped = 0;
  gboolean ok;

  context = g_option_context_new (_("FILE… — join files of training positions or labels"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Writes the records of the files, all positions or all labels, one after\n"
      "the other into one file, each position only once (up to the symmetries\n"
      "of the board): to join the parts of a labelling (--part), or runs of\n"
      "games with different seeds."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (output == NULL)
    return sky_cli_usage_error (_("tune merge needs --output FILE"));
  if (argc < 2)
    return sky_cli_usage_error (_("tune merge needs at least one FILE to read"));
  if (!sky_cli_check_output_path ("--output", output))
    return SKY_CLI_EXIT_USAGE;

  for (int i = 1; i < argc; i++)
    {
      SkyReversiTrainingFileKind k;
      g_autoptr(GArray) records = NULL;

      if (!sky_reversi_training_file_kind (argv[i], &k, &error))
        return sky_cli_usage_error ("%s", error->message);
      if (i == 1)
        {
          kind = k;
          merged = g_array_new (FALSE, FALSE,
                                kind == SKY_REVERSI_FILE_POSITIONS
                                ? sizeof (SkyReversiTrainingPosition)
                                : sizeof (SkyReversiLabel));
        }
      else if (k != kind)
        return sky_cli_usage_error (_("tune merge: %s and %s are not of the same kind (positions and labels)"),
                                    argv[1], argv[i]);
      records = kind == SKY_REVERSI_FILE_POSITIONS
                ? sky_reversi_positions_load (argv[i], &error)
                : sky_reversi_labels_load (argv[i], NULL, &error);
      if (records == NULL)
        return sky_cli_usage_error ("%s", error->message);
      for (guint r = 0; r < records->len; r++)
        {
          guint64 P, O;

          if (kind == SKY_REVERSI_FILE_POSITIONS)
            {
              P = g_array_index (records, SkyReversiTrainingPosition, r).P;
              O = g_array_index (records, SkyReversiTrainingPosition, r).O;
            }
          else
            {
              P = g_array_index (records, SkyReversiLabel, r).P;
              O = g_array_index (records, SkyReversiLabel, r).O;
            }
          if (sky_reversi_position_set_add (seen, P, O))
            g_array_append_vals (merged,
                                 records->data + (gsize) r
                                 * g_array_get_element_size (records), 1);
          else
            dropped++;
        }
    }
  if (kind == SKY_REVERSI_FILE_POSITIONS)
    ok = sky_reversi_positions_save (output, (SkyReversiTrainingPosition *) merged->data,
                                     merged->len, &error);
  else
    ok = sky_reversi_labels_save (output, (SkyReversiLabel *) merged->data,
                                  merged->len, &error);
  if (!ok)
    {
      sky_cli_error (error->message);
      return SKY_CLI_EXIT_FAILURE;
    }
  printf (_("%u records written to %s (%u repeated positions left out)\n"),
          merged->len, output, dropped);
  return 0;
}

/* --- Dispatch ---------------------------------------------------------- */

int
sky_cli_tune_data (int argc, char **argv)
{
  static const struct {
    const char *name;
    SkyCliCommandFunc run;
  } commands[] = {
    { "positions", tune_positions },
    { "label", tune_label },
    { "stats", tune_stats },
    { "merge", tune_merge },
    { "wthor-scores", tune_wthor_scores },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[0], commands[i].name) == 0)
      {
        g_autofree char *prgname = g_strdup_printf ("sakiyomi-cli tune %s", argv[0]);

        g_set_prgname (prgname);
        return commands[i].run (argc, argv);
      }
  return -1;
}
