/* cli-tournament.c: `sakiyomi-cli tournament reversi`: the ladder of
 * reversi opponents, each against the one below it, with a confidence
 * interval per pairing and, if asked, a bar chart as SVG.  The ladder is
 * reversi's: this file is reversi's own and names the game.
 *
 * The rungs, weakest first: random moves; seed 004's priority table; seed
 * 004's flat Monte Carlo with its own trial schedule; seed 003's plain
 * minimax with the disc count at depth 3; UCT Monte Carlo; the strong
 * engine.  The last two think for --seconds per move.  Besides the ladder,
 * the strong engine also meets the flat Monte Carlo, and the minimax the
 * priority table (the flat Monte Carlo turns out far stronger than the
 * minimax, so this places the minimax on the ladder).
 *
 * Every pairing is played exactly as `sakiyomi-cli match reversi A B --games
 * N --seed S` plays it (the same openings, colours and random generators),
 * so a pairing can be replayed alone; without a time budget the results are
 * the same on every run.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "score-interval.h"
#include "series-runner.h"

typedef struct {
  const char *name;         /* short name for the table and chart */
  const char *spec;         /* opponent spec */
  gboolean timed;           /* thinks for --seconds per move: the spec gets
                             * ",seconds=X" */
} Rung;

static const Rung rungs[] = {
  { N_("random"), "random", FALSE },
  { N_("priority table"), "priority", FALSE },
  { N_("flat Monte Carlo"), "montecarlo", FALSE },
  { N_("minimax depth 3"), "minimax:depth=3,ab=no,strong=no", FALSE },
  { N_("UCT Monte Carlo"), "montecarlo:tree=yes", TRUE },
  { N_("strong engine"), "minimax:engine=yes", TRUE },
};

typedef struct {
  int a, b;                 /* rungs: A the stronger */
  double target;            /* the score A should reach; 0: none (a
                             * pairing that only places a rung) */
} Pairing;

static const Pairing pairings[] = {
  { 1, 0, 0.60 },
  { 2, 1, 0.60 },
  { 3, 2, 0.60 },
  { 4, 3, 0.60 },
  { 5, 4, 0.80 },
  { 5, 2, 0.95 },
  /* Where seed 003's minimax stands without the flat Monte Carlo. */
  { 3, 1, 0 },
};

typedef struct {
  int games;
  int wins, draws, losses;
  double seconds[2];        /* thinking time of A and B */
  guint64 moves[2];
  SkyScoreInterval interval;  /* A's score and its 95 % interval */
  gboolean played;
  char label[80];           /* "A vs B" */
} Outcome;

/* One game from start, A on a_side; the result for A: 1 win, 0 draw,
 * -1 loss.  The generators are seeded as match seeds them. */
static gboolean
play_game (const SkyPosition *start, const SkyStrength *a,
           const SkyStrength *b, SkySide a_side, guint32 seed, int index,
           Outcome *outcome, int *result_for_a, GError **error)
{
  g_autoptr(SkyPosition) pos = sky_position_copy (start);
  g_autoptr(GRand) rand_first = NULL;
  g_autoptr(GRand) rand_second = NULL;
  GRand *rands[2];
  SkyResult result;

  rand_first = g_rand_new_with_seed_array ((const guint32[]) {
                                             seed, (guint32) index, 0 }, 3);
  rand_second = g_rand_new_with_seed_array ((const guint32[]) {
                                              seed, (guint32) index, 1 }, 3);
  rands[SKY_SIDE_FIRST] = rand_first;
  rands[SKY_SIDE_SECOND] = rand_second;
  while (!sky_position_is_over (pos))
    {
      SkySide side = pos->to_move;
      gboolean is_a = side == a_side;
      SkySearchResult found;

      if (!sky_player_choose (is_a ? a : b, pos, rands[side], NULL, NULL,
                              NULL, &found, error))
        return FALSE;
      outcome->seconds[is_a ? 0 : 1] += found.seconds;
      outcome->moves[is_a ? 0 : 1]++;
      sky_position_play (pos, found.move);
    }
  result = pos->game->result (pos);
  if (result == SKY_RESULT_DRAW)
    *result_for_a = 0;
  else
    *result_for_a = (result == SKY_RESULT_FIRST_WINS) == (a_side == SKY_SIDE_FIRST)
                    ? 1 : -1;
  return TRUE;
}

/* A pairing's games on the threads (series-runner.h): the opponents only
 * read, the outcome added up in the order of the games. */
typedef struct {
  GPtrArray *openings;
  const SkyStrength *a, *b;
  guint32 seed;
  Outcome *outcome;
} PairingRun;

typedef struct {
  const SkyPosition *start;
  SkySide a_side;
  Outcome played;           /* this game's thinking time and moves */
  int result_for_a;
} PairingGame;

static void
pairing_game_prepare (int index, gpointer slot, gpointer data)
{
  PairingRun *run = data;
  PairingGame *game = slot;

  game->start = run->openings->pdata[(index / 2) % run->openings->len];
  game->a_side = index % 2 == 0 ? SKY_SIDE_FIRST : SKY_SIDE_SECOND;
}

static gboolean
pairing_game_play (int index, gpointer slot, GCancellable *cancellable,
                   gpointer data, GError **error)
{
  PairingRun *run = data;
  PairingGame *game = slot;

  return play_game (game->start, run->a, run->b, game->a_side, run->seed,
                    index, &game->played, &game->result_for_a, error);
}

static gboolean
pairing_game_deliver (int index, gpointer slot, gpointer data,
                      GError **error)
{
  PairingRun *run = data;
  PairingGame *game = slot;
  Outcome *outcome = run->outcome;

  for (int k = 0; k < 2; k++)
    {
      outcome->seconds[k] += game->played.seconds[k];
      outcome->moves[k] += game->played.moves[k];
    }
  if (game->result_for_a > 0)
    outcome->wins++;
  else if (game->result_for_a == 0)
    outcome->draws++;
  else
    outcome->losses++;
  return TRUE;
}

static const SkySeriesRunnerFuncs pairing_game_funcs = {
  .slot_size = sizeof (PairingGame),
  .prepare = pairing_game_prepare,
  .play = pairing_game_play,
  .deliver = pairing_game_deliver,
};

static gboolean
play_pairing (GPtrArray *openings,
              const SkyStrength *a, const SkyStrength *b, int games,
              guint32 seed, int n_threads, Outcome *outcome, GError **error)
{
  PairingRun run = {
    .openings = openings, .a = a, .b = b, .seed = seed, .outcome = outcome,
  };

  if (!sky_series_runner_run (&pairing_game_funcs, games, n_threads, NULL,
                              &run, error))
    return FALSE;
  outcome->games = games;
  outcome->played = TRUE;
  sky_score_interval (outcome->wins, outcome->draws, outcome->losses,
                      &outcome->interval);
  return TRUE;
}

static char *
rung_spec (int rung, double seconds)
{
  if (!rungs[rung].timed)
    return g_strdup (rungs[rung].spec);
  return g_strdup_printf ("%s,seconds=%g", rungs[rung].spec, seconds);
}

/* The chart: one bar per pairing, the score with its interval and the
 * target.  Plain SVG 1.1 with no fonts beyond the generic sans-serif. */
static gboolean
write_svg (const char *path, const Outcome *outcomes, const char *subtitle,
           GError **error)
{
  const int width = 840, left = 300, right = 120, top = 64, row = 40;
  const int n = G_N_ELEMENTS (pairings);
  const int height = top + n * row + 48;
  const double span = width - left - right;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *title = g_markup_escape_text (_("Reversi ladder: score of the stronger opponent"), -1);
  g_autofree char *subtitle_escaped = g_markup_escape_text (subtitle, -1);
  g_autofree char *not_played = g_markup_escape_text (_("not played"), -1);
  /* xgettext:no-c-format */
  g_autofree char *legend = g_markup_escape_text (_("Bars: score (win 1, draw 1/2) with its 95% confidence interval; "
                                                    "dashed: the target; green: met, red: missed, grey: no target."), -1);

  g_string_append_printf (out,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
    "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"13\">\n"
    "  <rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n"
    "  <text x=\"16\" y=\"26\" font-size=\"17\" font-weight=\"bold\">%s</text>\n"
    "  <text x=\"16\" y=\"46\" fill=\"#555555\">%s</text>\n",
    width, height, width, height, width, height, title, subtitle_escaped);
  /* Grid at 0, 25, 50, 75, 100 %. */
  for (int g = 0; g <= 4; g++)
    {
      double x = left + span * g / 4;

      g_string_append_printf (out,
        "  <line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#dddddd\"/>\n"
        "  <text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#555555\">%d%%</text>\n",
        x, top - 6, x, top + n * row, x, top + n * row + 18, g * 25);
    }
  for (int i = 0; i < n; i++)
    {
      const Outcome *o = &outcomes[i];
      double y = top + i * row;
      double target_x = left + span * pairings[i].target;
      g_autofree char *label = NULL;
      g_autofree char *escaped = NULL;

      label = g_strdup_printf (_("%s vs %s"), _(rungs[pairings[i].a].name),
                               _(rungs[pairings[i].b].name));
      escaped = g_markup_escape_text (label, -1);
      g_string_append_printf (out,
        "  <text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n",
        left - 10, y + row / 2.0 + 4, escaped);
      if (o->played)
        {
          double score = o->interval.score;
          double x_lo = left + span * o->interval.low;
          double x_hi = left + span * o->interval.high;
          const char *colour = pairings[i].target <= 0 ? "#8c8c8c"
                               : score >= pairings[i].target ? "#3a7d44"
                               : "#c0504d";

          g_string_append_printf (out,
            "  <rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>\n"
            "  <line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#222222\" stroke-width=\"1.5\"/>\n"
            "  <line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#222222\" stroke-width=\"1.5\"/>\n"
            "  <line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#222222\" stroke-width=\"1.5\"/>\n"
            "  <text x=\"%.1f\" y=\"%.1f\" fill=\"#222222\">%.1f%% (%d)</text>\n",
            left, y + 8, span * score, row - 16, colour,
            x_lo, y + row / 2.0, x_hi, y + row / 2.0,
            x_lo, y + 14, x_lo, y + row - 14,
            x_hi, y + 14, x_hi, y + row - 14,
            left + span + 12, y + row / 2.0 + 4,
            100 * score, o->games);
        }
      else
        g_string_append_printf (out,
          "  <text x=\"%d\" y=\"%.1f\" fill=\"#888888\">%s</text>\n",
          left + 6, y + row / 2.0 + 4, not_played);
      /* The target, dashed. */
      if (pairings[i].target > 0)
        g_string_append_printf (out,
          "  <line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#1f4e99\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>\n",
          target_x, y + 4, target_x, y + row - 4);
    }
  g_string_append_printf (out,
    "  <text x=\"16\" y=\"%d\" fill=\"#555555\">%s</text>\n</svg>\n",
    height - 10, legend);
  return sky_cli_write_output (path, out->str, out->len, error);
}

int
sky_cli_tournament (int argc, char **argv)
{
  int games = 200;
  int timed_games = -1;
  int seed = 0;
  double seconds = 0.1;
  gboolean skip_timed = FALSE;
  g_autofree char *threads_text = NULL;
  int n_threads = 0;                  /* one per processor */
  g_autofree char *svg = NULL;
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games,
      N_("Games per pairing (default 200)"), "N" },
    { "timed-games", 0, 0, G_OPTION_ARG_INT, &timed_games,
      N_("Games per pairing with a timed opponent (default: as --games)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT, &seed,
      N_("Seed of the random generators (default 0)"), "S" },
    { "seconds", 't', 0, G_OPTION_ARG_DOUBLE, &seconds,
      N_("Thinking time per move of UCT and the strong engine (default 0.1)"), "X" },
    { "skip-timed", 0, 0, G_OPTION_ARG_NONE, &skip_timed,
      N_("Play only the pairings without a time budget"), NULL },
    { "svg", 0, 0, G_OPTION_ARG_FILENAME, &svg,
      N_("Also draw the scores as a bar chart into FILE (SVG)"), N_("FILE") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      N_("Games played at once, one per thread (default: one per processor); the results are the same for any number"), N_("N") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) openings = NULL;
  SkyStrength strengths[G_N_ELEMENTS (rungs)];
  Outcome outcomes[G_N_ELEMENTS (pairings)] = { { 0 } };
  g_autofree char *subtitle = NULL;
  const SkyGame *game;

  context = g_option_context_new (_("reversi — the ladder of reversi opponents"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    /* xgettext:no-c-format (not a printf format: "95% c…" is plain text) */
    _("Plays each reversi opponent against the one below it: random, the\n"
      "priority table, flat Monte Carlo (the seed’s trial schedule), plain\n"
      "minimax counting discs at depth 3, UCT Monte Carlo and the strong\n"
      "engine (these two think --seconds per move), the strong engine\n"
      "against flat Monte Carlo, and minimax against the priority table.  Each pairing is played like “match”: every\n"
      "opening after four moves in turn, both colours.  Prints wins, draws,\n"
      "losses, the score with its 95% confidence interval and the target."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc != 2)
    return sky_cli_usage_error (_("tournament needs the game, reversi (see “sakiyomi-cli tournament --help”)"));
  game = sky_cli_parse_game (argv[1], &error);
  if (game == NULL)
    return sky_cli_usage_error ("%s", error->message);
  if (game->kind != SKY_GAME_REVERSI)
    return sky_cli_usage_error (_("tournament: the ladder is for reversi, not %s"),
                                argv[1]);
  if (games < 1)
    return sky_cli_usage_error (_("--games must be at least 1, not %d"), games);
  if (timed_games < 0)
    timed_games = games;
  else if (timed_games < 1)
    return sky_cli_usage_error (_("--timed-games must be at least 1, not %d"),
                                timed_games);
  if (seed < 0)
    return sky_cli_usage_error (_("--seed must not be negative, not %d"), seed);
  if (!sky_cli_check_seconds ("--seconds", seconds))
    return SKY_CLI_EXIT_USAGE;
  if (!sky_cli_check_output_path ("--svg", svg))
    return SKY_CLI_EXIT_USAGE;
  if (threads_text != NULL
      && !sky_cli_parse_int ("--threads", threads_text, 1,
                             SKY_SERIES_RUNNER_MAX_THREADS, &n_threads,
                             &error))
    return sky_cli_usage_error ("%s", error->message);

  /* The opponents of the pairings to be played. */
  for (gsize r = 0; r < G_N_ELEMENTS (rungs); r++)
    {
      g_autofree char *spec = rung_spec ((int) r, seconds);

      if (skip_timed && rungs[r].timed)
        continue;
      if (!sky_cli_parse_player (spec, game, &strengths[r], &error))
        {
          sky_cli_error (error->message);
          return SKY_CLI_EXIT_FAILURE;
        }
    }

  openings = sky_cli_match_openings (game, (MAX (games, timed_games) + 1) / 2,
                                     (guint32) seed, FALSE);
  printf (_("Reversi ladder, seed %d: %d games per pairing, %d with a timed opponent; UCT and the strong engine think %g s per move\n"),
          seed, games, timed_games, seconds);
  printf (_("Openings: %u distinct positions after 4 moves, each with both colours\n"),
          openings->len);
  printf ("\n%s\n", _("Opponents:"));
  for (gsize r = 0; r < G_N_ELEMENTS (rungs); r++)
    {
      g_autofree char *spec = rung_spec ((int) r, seconds);

      printf ("  %-18s %s\n", _(rungs[r].name), spec);
    }
  printf ("\n  %-38s %5s %5s %5s %6s  %6s  %-13s  %6s\n", _("Pairing (A vs B)"),
          _("games"), _("wins"), _("draws"), _("losses"), _("score"),
          /* xgettext:no-c-format (a column title, not a format) */
          _("95% interval"), _("target"));
  fflush (stdout);

  for (gsize i = 0; i < G_N_ELEMENTS (pairings); i++)
    {
      const Pairing *p = &pairings[i];
      gboolean timed = rungs[p->a].timed || rungs[p->b].timed;
      g_autofree char *label = g_strdup_printf (_("%s vs %s"), _(rungs[p->a].name),
                                                _(rungs[p->b].name));
      Outcome *o = &outcomes[i];
      g_autofree char *interval = NULL;

      g_strlcpy (o->label, label, sizeof o->label);

      if (timed && skip_timed)
        {
          printf ("  %-38s %s\n", label, _("(skipped: timed)"));
          continue;
        }
      if (!play_pairing (openings, &strengths[p->a], &strengths[p->b],
                         timed ? timed_games : games, (guint32) seed,
                         n_threads, o, &error))
        {
          fprintf (stderr, "sakiyomi-cli: %s: %s\n", label, error->message);
          return SKY_CLI_EXIT_FAILURE;
        }
      interval = g_strdup_printf ("%.1f-%.1f%%", 100 * o->interval.low,
                                  100 * o->interval.high);
      if (p->target > 0)
        printf ("  %-38s %5d %5d %5d %6d  %5.1f%%  %-13s  %3.0f%% %s\n", label,
                o->games, o->wins, o->draws, o->losses,
                100 * o->interval.score, interval, 100 * p->target,
                o->interval.score >= p->target ? _("met") : _("missed"));
      else
        printf ("  %-38s %5d %5d %5d %6d  %5.1f%%  %-13s     -\n", label,
                o->games, o->wins, o->draws, o->losses,
                100 * o->interval.score, interval);
      fflush (stdout);
    }

  printf ("\n%s\n", _("Average time per move:"));
  for (gsize i = 0; i < G_N_ELEMENTS (pairings); i++)
    if (outcomes[i].played)
      printf (_("  %-38s A %.3g ms, B %.3g ms\n"),
              outcomes[i].label,
              outcomes[i].moves[0] > 0
              ? 1000 * outcomes[i].seconds[0] / outcomes[i].moves[0] : 0.0,
              outcomes[i].moves[1] > 0
              ? 1000 * outcomes[i].seconds[1] / outcomes[i].moves[1] : 0.0);

  if (svg != NULL)
    {
      /* TRANSLATORS: the chart's subtitle */
      subtitle = g_strdup_printf (_("%d games per pairing (%d with UCT or the strong engine at %g s per move), seed %d"),
                                  games, timed_games, seconds, seed);
      if (!write_svg (svg, outcomes, subtitle, &error))
        {
          sky_cli_error (error->message);
          return SKY_CLI_EXIT_FAILURE;
        }
      printf (_("Chart written to %s\n"), svg);
    }
  return 0;
}
