/* cli-bench-set.c: `sakiyomi-cli bench`: a fixed, deterministic set of
 * engine workloads, one line each with its time, its count of work (nodes,
 * playouts or evaluations) and the rate, so that a change can be compared
 * before and after.  The items are each game's own (cli-bench.h); this file
 * runs them in the set's order and prints the table.
 *
 * Every item does the same work on every run (fixed positions, fixed seeds,
 * playout budgets rather than time budgets), so the counts must not change
 * between runs and only the times may; items with a known answer check it
 * (the "check" column) and a wrong answer makes the exit status 1.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include <glib/gi18n.h>

#include "cli-bench.h"

void
sky_cli_bench_note_move (BenchRun *run, const SkyPosition *pos,
                         const SkySearchResult *result)
{
  g_autofree char *move = pos->game->move_to_string (pos, result->move);

  run->note = g_strdup_printf (_("plays %s, value %d"), move, result->value);
}

/* The set: the items in the order they run, by id (--only lists them). */
static const char *const order[] = {
  "perft", "perft11", "playouts", "flat", "uct",
  "endgame40", "endgame41", "endgame42", "endgame-threads",
  "endgame-selective", "reversi-search", "reversi-engine",
  "reversi-engine-selective", "pattern-eval",
  "numbergrab-search", "engine-numbergrab", "engine-tictactoe",
  "seed0-minimax", "seed0-alphabeta", "seed0-threads",
  "review", "steady-values", "wthor-list", "ggf-list",
};

/* The item with id among the games' items. */
static const BenchItem *
find_item (const char *id)
{
  const BenchItem *const tables[] = {
    sky_cli_bench_reversi_items,
    sky_cli_bench_numbergrab_items,
    sky_cli_bench_tictactoe_items,
  };

  for (gsize t = 0; t < G_N_ELEMENTS (tables); t++)
    for (const BenchItem *item = tables[t]; item->id != NULL; item++)
      if (strcmp (item->id, id) == 0)
        return item;
  g_return_val_if_reached (NULL);
}

/* CPU time of the process, all its threads (only seed0-threads has more
 * than one): on a busy machine it measures the work far more steadily than
 * the wall clock. */
static double
cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

static void
format_rate (char *buffer, gsize size, double rate)
{
  if (rate >= 1e6)
    g_snprintf (buffer, size, "%.2f M/s", rate / 1e6);
  else if (rate >= 1e3)
    g_snprintf (buffer, size, "%.1f k/s", rate / 1e3);
  else
    g_snprintf (buffer, size, "%.0f /s", rate);
}

int
sky_cli_bench (int argc, char **argv)
{
  gboolean quick = FALSE;
  int repeat = 1;
  int threads = 2;
  const SkyReversiEvaluator *evaluator = NULL;
  char *only = NULL;
  g_autofree char *threads_text = NULL;
  g_autofree char *hash_text = NULL;
  g_autofree char *weights = NULL;
  const GOptionEntry entries[] = {
    { "quick", 'q', 0, G_OPTION_ARG_NONE, &quick,
      N_("Smaller sizes of every item (a few seconds in all)"), NULL },
    { "repeat", 'r', 0, G_OPTION_ARG_INT, &repeat,
      N_("Run every item N times and report the run with the least CPU time (default 1)"), "N" },
    { "hash", 0, 0, G_OPTION_ARG_STRING, &hash_text, sky_cli_hash_help,
      N_("MB") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      N_("The threads of the endgame-threads item, 1 to 256 (default 2)"), N_("N") },
    { "weights", 0, 0, G_OPTION_ARG_FILENAME, &weights,
      N_("The strong engine’s evaluation in the reversi-engine and review items: the weights in FILE, pattern or legacy (default: the built-in pattern weights)"),
      N_("FILE") },
    { "only", 'o', 0, G_OPTION_ARG_STRING, &only,
      N_("Only the items whose id contains WORD (perft, perft11, playouts, flat, uct, endgame40, endgame41, endgame42, endgame-threads, endgame-selective, reversi-search, reversi-engine, reversi-engine-selective, pattern-eval, numbergrab-search, engine-numbergrab, engine-tictactoe, seed0-minimax, seed0-alphabeta, seed0-threads, review, wthor-list, ggf-list)"), "WORD" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *only_owned = NULL;
  g_autoptr(GError) error = NULL;
  gboolean all_ok = TRUE;

  context = g_option_context_new (_("— run the fixed benchmark set"));
  g_option_context_set_summary (context,
    _("Runs a fixed, deterministic set of engine workloads and prints, for\n"
      "each, the wall-clock and CPU time, the work done (nodes, playouts or\n"
      "evaluations) and the rate per CPU second (the same as per second on\n"
      "an idle core, and steadier on a busy machine).  The counts are the\n"
      "same on every run; items with a known answer check it.  Exit status 1\n"
      "if a check fails."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  only_owned = only;
  if (argc != 1)
    return sky_cli_usage_error (_("bench takes no arguments, not “%s”"),
                                argv[1]);
  if (repeat < 1)
    return sky_cli_usage_error (_("--repeat must be at least 1, not %d"),
                                repeat);
  if (!sky_cli_apply_hash (hash_text))
    return SKY_CLI_EXIT_USAGE;
  if (threads_text != NULL
      && !sky_cli_parse_int ("--threads", threads_text, 1, 256,
                             &threads, &error))
    return sky_cli_usage_error ("%s", error->message);
  if (weights != NULL)
    {
      evaluator = sky_cli_load_evaluator (weights, &error);
      if (evaluator == NULL)
        return sky_cli_usage_error ("--weights: %s", error->message);
    }
  sky_cli_bench_reversi_setup (threads, evaluator);

  if (only != NULL)
    {
      gboolean any = FALSE;

      for (gsize i = 0; i < G_N_ELEMENTS (order); i++)
        any = any || strstr (order[i], only) != NULL;
      if (!any)
        return sky_cli_usage_error (_("No benchmark item contains “%s”"),
                                    only);
    }

  gboolean engine_ran = FALSE;

  printf ("%-52s %9s %8s %13s %-11s %12s  %-5s %s\n", _("item"),
          _("seconds"), _("cpu"), _("count"), "", _("rate"), _("check"),
          _("answer"));
  for (gsize i = 0; i < G_N_ELEMENTS (order); i++)
    {
      const BenchItem *item = find_item (order[i]);
      double best = G_MAXDOUBLE;
      double best_wall = 0;
      BenchRun run = { 0 };
      char rate[32];

      if ((only != NULL && strstr (item->id, only) == NULL)
          || (quick && item->full_only))
        continue;
      for (int r = 0; r < repeat; r++)
        {
          gint64 start;
          double start_cpu, cpu;

          g_free (run.name);
          g_free (run.note);
          run = (BenchRun) { .quick = quick, .depth = item->depth };
          start = g_get_monotonic_time ();
          start_cpu = cpu_seconds ();
          item->run (&run);
          cpu = cpu_seconds () - start_cpu;
          if (cpu < best)
            {
              best = cpu;
              best_wall = (g_get_monotonic_time () - start)
                          / (double) G_USEC_PER_SEC;
            }
        }
      format_rate (rate, sizeof rate, best > 0 ? run.count / best : 0);
      printf ("%-52s %9.3f %8.3f %13" G_GUINT64_FORMAT " %-11s %12s  %-5s %s\n",
              run.name, best_wall, best, run.count, run.unit, rate,
              run.check == CHECK_OK ? _("ok")
              : run.check == CHECK_WRONG ? _("WRONG") : "-",
              run.note != NULL ? run.note : "");
      fflush (stdout);
      all_ok = all_ok && run.check != CHECK_WRONG;
      g_free (run.name);
      g_free (run.note);
      engine_ran = engine_ran || strstr (item->id, "reversi") != NULL
                   || strstr (item->id, "endgame") != NULL;
    }
  if (engine_ran)
    sky_cli_bench_reversi_print_tables ();
  return all_ok ? 0 : SKY_CLI_EXIT_FAILURE;
}
