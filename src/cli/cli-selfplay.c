/* cli-selfplay.c: `sakiyomi-cli selfplay`: series of computer-vs-computer
 * games and a table of their results.
 *
 * Two forms:
 *   selfplay GAME --levels A..B [--alpha-beta]  every pair of minimax levels,
 *       the first player's level outer, the second's inner, as seed 000's
 *       test1 (s, e) plays them;
 *   selfplay GAME --first SPEC --second SPEC    two opponents of any kind.
 * With --legacy the number-grab boards come one after another from a single
 * Python-compatible stream seeded with --seed, exactly as seed 000 draws them,
 * so `selfplay numbergrab --seed 0 --games 100 --levels 2..5 --legacy`
 * reproduces the seed program's table.  Without it game k of every series is
 * played on the board of seed + k, so every pair of levels meets the same
 * boards.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "experiment.h"
#include "series-runner.h"

typedef enum {
  FORMAT_TABLE,
  FORMAT_SEED,
  FORMAT_GAMES
} Format;

/* One row of the table: a series of games between two opponents. */
typedef struct {
  char *first_name, *second_name;
  SkySeries series;
} Row;

static void
row_clear (Row *row)
{
  g_free (row->first_name);
  g_free (row->second_name);
}

typedef struct {
  const SkyGame *game;
  guint32 seed;
  int n_games;
  gboolean alpha_beta;
  Format format;
  gboolean show_progress;
  /* The opponents' names in the --first/--second form; NULL: the levels
   * form, named by their depths. */
  const char *first_spec, *second_spec;
} Run;

/* An opponent's name in the table and the progress line. */
static char *
opponent_name (Run *run, const SkySeries *series, SkySide side)
{
  const char *spec = side == SKY_SIDE_FIRST ? run->first_spec
                                            : run->second_spec;

  if (spec != NULL)
    return g_strdup (spec);
  return g_strdup_printf ("%d", side == SKY_SIDE_FIRST ? series->first.depth
                                                       : series->second.depth);
}

static void
on_game_started (const SkySeries *series, int index, gpointer data)
{
  Run *run = data;
  g_autofree char *first_name = NULL, *second_name = NULL;

  if (!run->show_progress)
    return;
  first_name = opponent_name (run, series, SKY_SIDE_FIRST);
  second_name = opponent_name (run, series, SKY_SIDE_SECOND);
  fprintf (stderr, "\r");
  /* TRANSLATORS: progress on the terminal: the opponents, then games done */
  fprintf (stderr, _("%s vs %s: game %d of %d"), first_name, second_name,
           index + 1, run->n_games);
  fprintf (stderr, "\033[K");
  fflush (stderr);
}

static void
on_game_done (const SkySeries *series, int index, const SkySelfplayGame *game,
              const SkySelfplayGame *ab_game, gpointer data)
{
  Run *run = data;
  g_autofree char *first_name = NULL, *second_name = NULL;

  if (run->format != FORMAT_GAMES)
    return;
  first_name = opponent_name (run, series, SKY_SIDE_FIRST);
  second_name = opponent_name (run, series, SKY_SIDE_SECOND);
  printf ("%s\t%s\t%d\t%d\t%" G_GUINT64_FORMAT, first_name, second_name,
          index, game->score[SKY_SIDE_FIRST] - game->score[SKY_SIDE_SECOND],
          game->evaluations[0] + game->evaluations[1]);
  if (ab_game != NULL)
    printf ("\t%" G_GUINT64_FORMAT,
            ab_game->evaluations[0] + ab_game->evaluations[1]);
  printf ("\n");
}

/* The seed program's own lines for one pair of levels, byte for byte. */
static void
on_series_done (const SkySeries *series, gpointer data)
{
  Run *run = data;

  if (run->show_progress)
    {
      fprintf (stderr, "\r\033[K");
      fflush (stderr);
    }
  if (run->format != FORMAT_SEED)
    return;
  printf ("---- %d %d ----\n", series->first.depth, series->second.depth);
  printf ("先手 %d 勝, 後手 %d 勝, %d 分け\n",
          series->wins[SKY_SERIES_FIRST_WINS],
          series->wins[SKY_SERIES_SECOND_WINS], series->wins[SKY_SERIES_DRAWS]);
  printf ("平均評価回数 %" G_GUINT64_FORMAT "\n",
          sky_series_evaluations_per_game (series));
}

static const SkyExperimentCallbacks callbacks = {
  on_game_started, on_game_done, on_series_done
};

/* Prints the table: every column as wide as its widest entry, numbers to the
 * right, names to the left. */
static void
print_table (Run *run, Row *rows, int n_series, gboolean levels)
{
  const char *headers[9];
  int n_columns = 0, first_ab = -1, playout_column = -1;
  gboolean any_playouts = FALSE;
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  guint widths[9] = { 0, };

  for (int s = 0; s < n_series; s++)
    any_playouts |= rows[s].series.playouts[0] + rows[s].series.playouts[1] > 0;

  /* TRANSLATORS: table column: the first player's opponent or level */
  headers[n_columns++] = _("First");
  /* TRANSLATORS: table column: the second player's opponent or level */
  headers[n_columns++] = _("Second");
  headers[n_columns++] = _("First wins");
  headers[n_columns++] = _("Second wins");
  headers[n_columns++] = _("Draws");
  /* TRANSLATORS: table column: average evaluation-function calls per game,
   * both players together (integer division, as seed 000 prints it) */
  headers[n_columns++] = run->alpha_beta ? _("Minimax evals/game")
                                         : _("Evals/game");
  if (run->alpha_beta)
    {
      first_ab = n_columns;
      headers[n_columns++] = _("Alpha-beta evals/game");
      /* TRANSLATORS: table column: alpha-beta's evaluations as a share of
       * plain minimax's */
      headers[n_columns++] = _("Share");
    }
  if (any_playouts)
    {
      playout_column = n_columns;
      headers[n_columns++] = _("Playouts/game");
    }

  for (int s = 0; s < n_series; s++)
    {
      Row *row = &rows[s];
      const SkySeries *series = &row->series;
      guint64 evaluations = series->evaluations[0] + series->evaluations[1];
      guint64 ab_evaluations = series->ab_evaluations[0]
                               + series->ab_evaluations[1];

      g_ptr_array_add (cells, g_strdup (row->first_name));
      g_ptr_array_add (cells, g_strdup (row->second_name));
      for (int k = 0; k < 3; k++)
        g_ptr_array_add (cells, g_strdup_printf ("%d", series->wins[k]));
      g_ptr_array_add (cells, g_strdup_printf ("%" G_GUINT64_FORMAT,
                                               sky_series_evaluations_per_game (series)));
      if (first_ab >= 0)
        {
          g_ptr_array_add (cells,
                           g_strdup_printf ("%" G_GUINT64_FORMAT,
                                            sky_series_ab_evaluations_per_game (series)));
          g_ptr_array_add (cells,
                           g_strdup_printf ("%.1f%%",
                                            evaluations > 0
                                            ? 100.0 * ab_evaluations
                                              / evaluations
                                            : 0.0));
        }
      if (playout_column >= 0)
        g_ptr_array_add (cells, g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                 (series->playouts[0] + series->playouts[1])
                                                 / (guint64) run->n_games));
    }

  for (int c = 0; c < n_columns; c++)
    {
      widths[c] = sky_cli_display_width (headers[c], G_MAXUINT, NULL);
      for (int s = 0; s < n_series; s++)
        widths[c] = MAX (widths[c],
                         sky_cli_display_width (cells->pdata[s * n_columns + c], G_MAXUINT, NULL));
    }

  for (int c = 0; c < n_columns; c++)
    {
      printf ("%s", c > 0 ? "  " : "");
      sky_cli_print_aligned (headers[c], widths[c], c < 2 && !levels);
    }
  printf ("\n");
  for (int s = 0; s < n_series; s++)
    {
      for (int c = 0; c < n_columns; c++)
        {
          printf ("%s", c > 0 ? "  " : "");
          sky_cli_print_aligned (cells->pdata[s * n_columns + c], widths[c],
                                 c < 2 && !levels);
        }
      printf ("\n");
    }
}

/* The line above the table: what was played. */
static void
print_title (Run *run, gboolean levels, int low, int high, gboolean legacy)
{
  const char *boards = legacy ? _("boards drawn as seed 000 draws them")
                              : _("game k on the board of seed + k");

  if (levels && !run->game->board_from_seed)
    /* TRANSLATORS: the title of the selfplay table: the game, the range
     * of minimax levels, games per pair of levels, the seed */
    printf (g_dngettext (GETTEXT_PACKAGE,
                         "%s: minimax levels %d–%d against each other, %d game per pair, seed %u\n\n",
                         "%s: minimax levels %d–%d against each other, %d games per pair, seed %u\n\n",
                         run->n_games),
            _(run->game->name), low, high, run->n_games, run->seed);
  else if (levels)
    /* TRANSLATORS: the title of the selfplay table: the game, the range
     * of minimax levels, games per pair of levels, the seed, how the
     * boards are drawn */
    printf (g_dngettext (GETTEXT_PACKAGE,
                         "%s: minimax levels %d–%d against each other, %d game per pair, seed %u (%s)\n\n",
                         "%s: minimax levels %d–%d against each other, %d games per pair, seed %u (%s)\n\n",
                         run->n_games),
            _(run->game->name), low, high, run->n_games, run->seed,
            boards);
  else if (run->game->board_from_seed)
    /* TRANSLATORS: the title of the selfplay table: the game, the
     * number of games, the seed, how the boards are drawn */
    printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d game, seed %u (%s)\n\n",
                         "%s: %d games, seed %u (%s)\n\n", run->n_games),
            _(run->game->name), run->n_games, run->seed, boards);
  else
    /* TRANSLATORS: the title of the selfplay table: the game, the
     * number of games, the seed */
    printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d game, seed %u\n\n",
                         "%s: %d games, seed %u\n\n", run->n_games),
            _(run->game->name), run->n_games, run->seed);
}

static gboolean
parse_levels (const char *text, int *low, int *high, GError **error)
{
  g_auto(GStrv) parts = NULL;

  if (text == NULL || strstr (text, "..") == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--levels must be a range of search depths A..B, like 2..5, not “%s”"),
                   text != NULL ? text : "");
      return FALSE;
    }
  parts = g_strsplit (text, "..", 2);
  if (!sky_cli_parse_int (_("The first level of --levels"), parts[0], 1, 64,
                          low, error)
      || !sky_cli_parse_int (_("The last level of --levels"), parts[1], 1, 64,
                             high, error))
    return FALSE;
  if (*low > *high)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--levels %s runs backwards: the first level must not be above the last"),
                   text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_seed (const char *text, guint32 *seed, GError **error)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, &value, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--seed must be a whole number from 0 to %u, not “%s”"),
                   G_MAXUINT32, text);
      return FALSE;
    }
  *seed = (guint32) value;
  return TRUE;
}

static gboolean
parse_format (const char *text, Format *format, GError **error)
{
  if (g_strcmp0 (text, "table") == 0)
    *format = FORMAT_TABLE;
  else if (g_strcmp0 (text, "seed") == 0)
    *format = FORMAT_SEED;
  else if (g_strcmp0 (text, "games") == 0)
    *format = FORMAT_GAMES;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--format must be table, seed or games, not “%s”"), text);
      return FALSE;
    }
  return TRUE;
}

int
sky_cli_selfplay (int argc, char **argv)
{
  g_autofree char *seed_text = NULL;
  g_autofree char *games_text = NULL;
  g_autofree char *levels_text = NULL;
  g_autofree char *first_spec = NULL;
  g_autofree char *second_spec = NULL;
  g_autofree char *format_text = NULL;
  g_autofree char *threads_text = NULL;
  gboolean legacy = FALSE, alpha_beta = FALSE, misere = FALSE;
  const GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the boards and of the opponents’ randomness (default 0)"), N_("N") },
    { "games", 0, 0, G_OPTION_ARG_STRING, &games_text,
      N_("Games per pair of opponents (default 100)"), N_("N") },
    { "levels", 0, 0, G_OPTION_ARG_STRING, &levels_text,
      N_("Play minimax at every pair of search depths from A to B, the first player’s depth outer"), N_("A..B") },
    { "legacy", 0, 0, G_OPTION_ARG_NONE, &legacy,
      N_("Number-grab: draw all boards from one Python-compatible random stream, as seed 000 does"), NULL },
    { "alpha-beta", 0, 0, G_OPTION_ARG_NONE, &alpha_beta,
      N_("With --levels: play every game again with alpha-beta, check that it plays the same, and show both evaluation counts"), NULL },
    { "first", 0, 0, G_OPTION_ARG_STRING, &first_spec,
      N_("The first player’s opponent, KIND[:KEY=VALUE,…] (default minimax)"), N_("SPEC") },
    { "second", 0, 0, G_OPTION_ARG_STRING, &second_spec,
      N_("The second player’s opponent (default minimax)"), N_("SPEC") },
    { "misere", 0, 0, G_OPTION_ARG_NONE, &misere,
      N_("Tic-tac-toe: three in a row loses"), NULL },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_text,
      N_("table (default), seed (seed 000’s own lines) or games (one line per game)"), N_("FORMAT") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      N_("Games played at once, one per thread (default: one per processor); the results are the same for any number"), N_("N") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyExperiment) experiment = NULL;
  g_autoptr(GArray) rows = NULL;
  SkyExperimentSetup setup;
  Run run = { .seed = 0, .n_games = 100, .format = FORMAT_TABLE };
  SkyStrength first, second;          /* --first, --second */
  int low = 0, high = 0;
  int n_threads = 0;                  /* one per processor */
  gboolean ok;

  context = g_option_context_new (_("GAME — computer-vs-computer series"));
  g_option_context_set_summary (context,
    _("Plays series of games between computer opponents and prints how they "
      "went: wins, draws and the search effort per game.\n\n"
      "Reproduce seed 000’s table:\n"
      "  sakiyomi-cli selfplay numbergrab --seed 0 --games 100 --levels 2..5 --legacy"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;

  if (argc < 2)
    {
      g_autofree char *ids = sky_cli_game_ids ();

      /* TRANSLATORS: %s is the list of the games, "numbergrab, tictactoe
       * or reversi" */
      return sky_cli_usage_error (_("selfplay needs a game: %s"), ids);
    }
  if (argc > 2)
    return sky_cli_usage_error (_("selfplay takes one game, not also “%s”"),
                                argv[2]);
  run.game = sky_cli_parse_game (argv[1], &error);
  if (run.game == NULL
      || (seed_text != NULL && !parse_seed (seed_text, &run.seed, &error))
      || (games_text != NULL
          && !sky_cli_parse_int ("--games", games_text, 1, 1000000,
                                 &run.n_games, &error))
      || (levels_text != NULL && !parse_levels (levels_text, &low, &high,
                                                &error))
      || (format_text != NULL && !parse_format (format_text, &run.format,
                                                &error))
      || (threads_text != NULL
          && !sky_cli_parse_int ("--threads", threads_text, 1,
                                 SKY_SERIES_RUNNER_MAX_THREADS, &n_threads,
                                 &error)))
    return sky_cli_usage_error ("%s", error->message);

  if (levels_text != NULL && (first_spec != NULL || second_spec != NULL))
    return sky_cli_usage_error (_("Give either --levels or --first/--second, not both"));
  if (alpha_beta && levels_text == NULL)
    return sky_cli_usage_error (_("--alpha-beta goes with --levels; in an opponent spec write minimax:ab=yes"));
  if (run.format == FORMAT_SEED && levels_text == NULL)
    return sky_cli_usage_error (_("--format=seed prints seed 000’s lines for --levels only"));
  if (legacy && !run.game->board_from_seed)
    return sky_cli_usage_error (_("--legacy reproduces seed 000’s number-grab boards; it is not for %s"),
                                run.game->id);
  if (misere && !run.game->has_misere)
    return sky_cli_usage_error (_("--misere is a tic-tac-toe rule"));

  if (levels_text == NULL)
    {
      if (first_spec == NULL)
        first_spec = g_strdup ("minimax");
      if (second_spec == NULL)
        second_spec = g_strdup ("minimax");
      if (!sky_cli_parse_player (first_spec, run.game, &first, &error)
          || !sky_cli_parse_player (second_spec, run.game, &second, &error))
        return sky_cli_usage_error ("%s", error->message);
    }

  setup = (SkyExperimentSetup) {
    .game = run.game,
    .misere = misere,
    .seed = run.seed,
    .legacy = legacy,
    .n_games = run.n_games,
    .alpha_beta_too = alpha_beta,
    .n_threads = n_threads,
  };
  experiment = sky_experiment_new (&setup, &error);
  if (experiment == NULL)
    return sky_cli_usage_error ("%s", error->message);
  run.alpha_beta = alpha_beta;
  run.show_progress = isatty (STDERR_FILENO) && run.format != FORMAT_GAMES;

  rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (rows, (GDestroyNotify) row_clear);

  if (run.format == FORMAT_GAMES)
    printf ("first\tsecond\tgame\tdiff\tcount%s\n",
            alpha_beta ? "\talpha_beta_count" : "");
  else if (run.format == FORMAT_TABLE)
    print_title (&run, levels_text != NULL, low, high, legacy);
  fflush (stdout);

  if (levels_text != NULL)
    {
      int n_levels = high - low + 1;
      g_autofree SkySeries *series = g_new0 (SkySeries, n_levels * n_levels);

      ok = sky_experiment_play_levels (experiment, low, high, series, NULL,
                                       &callbacks, &run, &error);
      for (int i = 0; ok && i < n_levels * n_levels; i++)
        {
          Row row = {
            .first_name = opponent_name (&run, &series[i], SKY_SIDE_FIRST),
            .second_name = opponent_name (&run, &series[i], SKY_SIDE_SECOND),
            .series = series[i],
          };
          g_array_append_val (rows, row);
        }
    }
  else
    {
      Row row = {
        .first_name = g_strdup (first_spec),
        .second_name = g_strdup (second_spec),
        .series = { .first = first, .second = second },
      };

      run.first_spec = first_spec;
      run.second_spec = second_spec;
      g_array_append_val (rows, row);
      ok = sky_experiment_play_series (experiment,
                                       &g_array_index (rows, Row, 0).series,
                                       NULL, &callbacks, &run, &error);
    }

  if (!ok)
    {
      fflush (stdout);
      sky_cli_error (error->message);
      return SKY_CLI_EXIT_FAILURE;
    }
  if (run.format == FORMAT_TABLE)
    print_table (&run, (Row *) rows->data, rows->len, levels_text != NULL);
  return 0;
}
