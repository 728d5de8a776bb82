/* cli-levels.c: `sakiyomi-cli levels GAME`: the ladder of a game's strength
 * levels (players/levels.h), and with --calibrate the matches between
 * neighbouring levels that check it.
 *
 * Each level should score 60–85 % against the one below it.  A pair is
 * played exactly as `sakiyomi-cli match GAME level:N level:N-1 --games G
 * --seed S` plays it (sky_cli_match_series (), the same openings, colours
 * and random generators), so a pair can be replayed alone, and since no
 * level has a clock the figures are the same on every machine.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "cli.h"
#include "levels.h"
#include "score-interval.h"
#include "series-runner.h"

/* The band a level's score against the one below should fall in. */
#define TARGET_LOW 0.60
#define TARGET_HIGH 0.85

typedef struct {
  int upper;                /* the stronger level; the lower is upper - 1 */
  int games;
  SkyCliMatchResult result;
  SkyScoreInterval interval;
  gboolean within;          /* the score is within the band */
} Pair;

static char *
level_spec (int level)
{
  return g_strdup_printf ("level:%d", level);
}

static void
print_ladder_text (const SkyGame *game)
{
  int n = sky_level_count (game);

  printf (ngettext ("%s: %d strength level, weakest first (opponent level:N)\n",
                    "%s: %d strength levels, weakest first (opponent level:N)\n",
                    n),
          _(game->name), n);
  for (int i = 1; i <= n; i++)
    {
      const SkyStrengthLevel *level = sky_level_get (game, i);
      SkyStrength strength;
      g_autofree char *spec = NULL;

      sky_level_strength (game, i, &strength);
      spec = sky_cli_strength_spec (&strength);
      printf ("\n %2d  ", i);
      sky_cli_print_aligned (_(level->name), 14, TRUE);
      printf (" %s\n     ", _(level->description));
      sky_cli_print_aligned ("", 14, TRUE);
      /* TRANSLATORS: what a strength level is made of: an opponent spec. */
      printf (_(" as %s\n"), spec);
    }
}

static void
add_ladder_json (JsonBuilder *builder, const SkyGame *game)
{
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, game->id);
  json_builder_set_member_name (builder, "levels");
  json_builder_begin_array (builder);
  for (int i = 1; i <= sky_level_count (game); i++)
    {
      const SkyStrengthLevel *level = sky_level_get (game, i);
      SkyStrength strength;
      g_autofree char *spec = NULL;
      g_autofree char *opponent = level_spec (i);

      sky_level_strength (game, i, &strength);
      spec = sky_cli_strength_spec (&strength);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "level");
      json_builder_add_int_value (builder, i);
      json_builder_set_member_name (builder, "opponent");
      json_builder_add_string_value (builder, opponent);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, _(level->name));
      json_builder_set_member_name (builder, "description");
      json_builder_add_string_value (builder, _(level->description));
      json_builder_set_member_name (builder, "spec");
      json_builder_add_string_value (builder, spec);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_pairs_json (JsonBuilder *builder, const Pair *pairs, int n_pairs,
                guint32 seed)
{
  json_builder_set_member_name (builder, "calibration");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, seed);
  json_builder_set_member_name (builder, "target_low");
  json_builder_add_double_value (builder, TARGET_LOW);
  json_builder_set_member_name (builder, "target_high");
  json_builder_add_double_value (builder, TARGET_HIGH);
  json_builder_set_member_name (builder, "pairs");
  json_builder_begin_array (builder);
  for (int i = 0; i < n_pairs; i++)
    {
      const Pair *pair = &pairs[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "upper");
      json_builder_add_int_value (builder, pair->upper);
      json_builder_set_member_name (builder, "lower");
      json_builder_add_int_value (builder, pair->upper - 1);
      json_builder_set_member_name (builder, "games");
      json_builder_add_int_value (builder, pair->games);
      json_builder_set_member_name (builder, "wins");
      json_builder_add_int_value (builder, pair->result.wins);
      json_builder_set_member_name (builder, "draws");
      json_builder_add_int_value (builder, pair->result.draws);
      json_builder_set_member_name (builder, "losses");
      json_builder_add_int_value (builder, pair->result.losses);
      json_builder_set_member_name (builder, "score");
      json_builder_add_double_value (builder, pair->interval.score);
      json_builder_set_member_name (builder, "low");
      json_builder_add_double_value (builder, pair->interval.low);
      json_builder_set_member_name (builder, "high");
      json_builder_add_double_value (builder, pair->interval.high);
      json_builder_set_member_name (builder, "within");
      json_builder_add_boolean_value (builder, pair->within);
      json_builder_set_member_name (builder, "distinct_games");
      json_builder_add_int_value (builder, pair->result.distinct);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
print_pair_header (void)
{
  printf ("\n  %-9s %6s %6s %6s %7s  %-15s  %s\n", _("pair"), _("wins"),
          _("draws"), _("losses"), _("score"),
          /* xgettext:no-c-format (a heading, not a printf format) */
          _("95% interval"), _("ms a move"));
}

static void
print_pair (const Pair *pair)
{
  /* TRANSLATORS: a pair of levels, the stronger first: "3 vs 2". */
  g_autofree char *label = g_strdup_printf (_("%d vs %d"), pair->upper,
                                            pair->upper - 1);
  g_autofree char *range = g_strdup_printf ("%.1f–%.1f %%",
                                            100 * pair->interval.low,
                                            100 * pair->interval.high);

  printf ("  %-9s %6d %6d %6d %6.1f%%  %-15s  %.3g / %.3g  %s\n", label,
          pair->result.wins, pair->result.draws, pair->result.losses,
          100 * pair->interval.score, range, pair->result.ms_a,
          pair->result.ms_b,
          pair->within ? _("within") : _("OUTSIDE 60–85 %"));
  fflush (stdout);
}

static gboolean
parse_format (const char *text, gboolean *json)
{
  if (text == NULL || strcmp (text, "text") == 0)
    *json = FALSE;
  else if (strcmp (text, "json") == 0)
    *json = TRUE;
  else
    return FALSE;
  return TRUE;
}

int
sky_cli_levels (int argc, char **argv)
{
  gboolean calibrate = FALSE;
  int games = 200;
  int seed = 0;
  int from = 0, to = 0;
  g_autofree char *format_text = NULL;
  g_autofree char *jobs_text = NULL;
  const GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_text,
      N_("Output as text (default) or json"), N_("FORMAT") },
    { "calibrate", 0, 0, G_OPTION_ARG_NONE, &calibrate,
      /* xgettext:no-c-format (not a printf format) */
      N_("Play each level against the one below it and print its score with a 95% confidence interval"),
      NULL },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games,
      N_("With --calibrate: games per pair of levels (default 200; an even number plays every start both ways)"),
      "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT, &seed,
      N_("With --calibrate: seed of the random generators and number-grab boards (default 0)"),
      "S" },
    { "from", 0, 0, G_OPTION_ARG_INT, &from,
      N_("With --calibrate: the first level played against the one below it (default 2)"),
      "N" },
    { "to", 0, 0, G_OPTION_ARG_INT, &to,
      N_("With --calibrate: the last level played against the one below it (default the top level)"),
      "N" },
    { "jobs", 'j', 0, G_OPTION_ARG_STRING, &jobs_text,
      N_("With --calibrate: games played at once, one per thread (default: one per processor); the results are the same for any number"),
      N_("N") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *summary = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree Pair *pairs = NULL;
  const SkyGame *game;
  gboolean json = FALSE;
  int n_levels, n_pairs = 0, n_outside = 0, n_threads = 0;

  context = g_option_context_new (_("GAME — the computer’s strength levels"));
  summary = sky_cli_games_sentence (
    /* xgettext:no-c-format (not a printf format: "95 % c…" is plain text) */
    _("Prints the game’s ladder of strength\n"
      "levels, weakest first: each one’s number, name, description and the\n"
      "opponent it is made of.  Any command that takes an opponent takes a\n"
      "level as “level:N”.  With --calibrate, plays each level against the\n"
      "one below it as “match GAME level:N level:N-1” plays them (pairs of\n"
      "games from the same start, each level on each side) and prints the\n"
      "stronger level’s score with its 95 % confidence interval; each should\n"
      "be within 60–85 %."));
  g_option_context_set_summary (context, summary);
  g_option_context_set_description (context,
    _("The ladder, then the calibration of reversi’s lower levels:\n"
      "  sakiyomi-cli levels reversi\n"
      "  sakiyomi-cli levels reversi --calibrate --to 6 --games 200"));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc != 2)
    return sky_cli_usage_error (_("levels needs GAME (see “sakiyomi-cli levels --help”)"));
  game = sky_cli_parse_game (argv[1], &error);
  if (game == NULL)
    return sky_cli_usage_error ("%s", error->message);
  if (!parse_format (format_text, &json))
    return sky_cli_usage_error (_("--format must be text or json, not “%s”"),
                                format_text);
  n_levels = sky_level_count (game);
  if (n_levels == 0)
    return sky_cli_usage_error (_("%s has no strength levels"),
                                _(game->name));
  if (!calibrate && (from != 0 || to != 0 || jobs_text != NULL))
    return sky_cli_usage_error (_("--from, --to and --jobs go with --calibrate"));
  if (games < 1)
    return sky_cli_usage_error (_("--games must be at least 1, not %d"), games);
  if (seed < 0)
    return sky_cli_usage_error (_("--seed must not be negative, not %d"), seed);
  if (from == 0)
    from = 2;
  if (to == 0)
    to = n_levels;
  if (calibrate && (n_levels < 2 || from < 2 || from > n_levels || to < from
                    || to > n_levels))
    return sky_cli_usage_error (_("--from and --to must name levels from 2 to %d, --from not above --to"),
                                n_levels);
  if (jobs_text != NULL
      && !sky_cli_parse_int ("--jobs", jobs_text, 1,
                             SKY_SERIES_RUNNER_MAX_THREADS, &n_threads,
                             &error))
    return sky_cli_usage_error ("%s", error->message);

  if (!json)
    print_ladder_text (game);
  if (calibrate)
    {
      pairs = g_new0 (Pair, to - from + 1);
      if (!json)
        {
          printf ("\n");
          printf (_("Each level against the one below it, %d games a pair, seed %d:\n"),
                  games, seed);
          print_pair_header ();
        }
      for (int upper = from; upper <= to; upper++)
        {
          Pair *pair = &pairs[n_pairs];
          g_autofree char *spec_a = level_spec (upper);
          g_autofree char *spec_b = level_spec (upper - 1);
          SkyStrength a, b;

          sky_level_strength (game, upper, &a);
          sky_level_strength (game, upper - 1, &b);
          pair->upper = upper;
          pair->games = games;
          if (!sky_cli_match_series (game, spec_a, &a, spec_b, &b, games,
                                     (guint32) seed, n_threads, NULL,
                                     &pair->result, &error))
            {
              fflush (stdout);
              sky_cli_error (error->message);
              return SKY_CLI_EXIT_FAILURE;
            }
          sky_score_interval (pair->result.wins, pair->result.draws,
                              pair->result.losses, &pair->interval);
          pair->within = pair->interval.score >= TARGET_LOW - 1e-9
                         && pair->interval.score <= TARGET_HIGH + 1e-9;
          if (!pair->within)
            n_outside++;
          n_pairs++;
          if (!json)
            print_pair (pair);
        }
      if (!json)
        {
          printf ("\n");
          if (n_outside == 0)
            printf (_("Every pair is within 60–85 %%.\n"));
          else
            printf (ngettext ("%d pair is outside 60–85 %%.\n",
                              "%d pairs are outside 60–85 %%.\n", n_outside),
                    n_outside);
        }
    }
  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_begin_object (builder);
      add_ladder_json (builder, game);
      if (calibrate)
        add_pairs_json (builder, pairs, n_pairs, (guint32) seed);
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      json_generator_set_root (generator, root);
      json_generator_set_pretty (generator, TRUE);
      text = json_generator_to_data (generator, NULL);
      printf ("%s\n", text);
    }
  return 0;
}
