/* cli-match.c: `sakiyomi-cli match GAME A B`: two opponents play a series of
 * games, each colour in turn, and the result is A's score with a confidence
 * interval.
 *
 * Games come in pairs that start from the same position, A taking the first
 * side in one game and the second side in the other, so that neither gains
 * from the opening.  Reversi pairs start from the distinct positions after
 * four plies (every one of them, in the order a depth-first walk of the
 * legal moves in row-major order meets them, and again from the first when
 * there are more pairs than openings); number-grab pairs each get their own
 * board, drawn from the seed; tic-tac-toe starts from the empty board.
 * With --openings FILE (reversi), the pairs start instead from the
 * positions after the move lines of a file, in its order, so that a match
 * can use openings chosen to be balanced.
 * Every game has its own random generators, seeded from the seed, the game's
 * number and the side, so a series is the same for the same seed and each
 * game can be replayed alone.
 *
 * Besides the score it tells how many games were distinct (a match of
 * deterministic players from few starts may repeat one game), and for an
 * opponent that plays from an opening book, how many of its moves came
 * from the book and at which ply it first had to search.  With --save FILE
 * (reversi) every game is written to FILE as GGF as it ends, in the order
 * of the games, for a GUI, `sakiyomi-cli review` or the app's game chooser
 * to read.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "cli-board.h"
#include "cli-game.h"
#include "ggf.h"
#include "read-limited.h"
#include "record.h"
#include "score-interval.h"
#include "series-runner.h"

/* The largest --openings file read: 16 MiB, some 250,000 openings of
 * 60 moves. */
#define OPENINGS_FILE_MAX (16 * 1024 * 1024)

/* Plies told apart in where a player left its book; later ones (never
 * reached by a reversi book) are counted with the last. */
#define BOOK_PLIES 128

typedef struct {
  const char *spec;
  SkyStrength strength;
  double seconds;           /* thinking time in all */
  guint64 moves;            /* moves chosen */
  guint64 book_moves;       /* of those, moves from an opening book */
  /* Games by the ply of the player's first move not from the book, and
   * games with no such move. */
  guint left_book_at[BOOK_PLIES];
  guint never_left_book;
} Contestant;

typedef struct {
  int wins, draws, losses;
} Tally;

static gboolean
same_position (const SkyPosition *a, const SkyPosition *b)
{
  const SkyGame *game = a->game;

  if (a->to_move != b->to_move)
    return FALSE;
  for (int i = 0; i < game->width * game->height; i++)
    {
      SkyCell ca = game->cell (a, i), cb = game->cell (b, i);

      if (ca.kind != cb.kind || ca.value != cb.value || ca.owner != cb.owner)
        return FALSE;
    }
  return TRUE;
}

static void
collect_openings (SkyPosition *pos, int plies, GPtrArray *openings)
{
  SkyMove moves[SKY_MAX_MOVES];
  g_autofree SkyPosition *child = NULL;
  int n;

  if (plies == 0 || sky_position_is_over (pos))
    {
      for (guint i = 0; i < openings->len; i++)
        if (same_position (openings->pdata[i], pos))
          return;
      g_ptr_array_add (openings, sky_position_copy (pos));
      return;
    }
  n = sky_position_legal_moves (pos, moves);
  child = g_malloc (pos->game->position_size);
  for (int i = 0; i < n; i++)
    {
      sky_position_copy_into (child, pos);
      sky_position_play (child, moves[i]);
      collect_openings (child, plies - 1, openings);
    }
}

/* The start positions of the pairs of games. */
static GPtrArray *
make_openings (const SkyGame *game, int n_pairs, guint32 seed,
               gboolean misere)
{
  GPtrArray *openings = g_ptr_array_new_with_free_func (g_free);
  int opening_plies = sky_cli_game (game)->opening_plies;

  if (opening_plies > 0)
    {
      g_autoptr(SkyPosition) start = sky_position_new (game, NULL);

      collect_openings (start, opening_plies, openings);
    }
  else if (game->board_from_seed)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

      for (int i = 0; i < n_pairs; i++)
        {
          SkyGameSetup setup = { .seed = g_rand_int (rand) };

          g_ptr_array_add (openings, sky_position_new (game, &setup));
        }
    }
  else
    {
      SkyGameSetup setup = { .misere = misere };

      g_ptr_array_add (openings, sky_position_new (game, &setup));
    }
  return openings;
}

/* The start positions of an --openings file: one line of moves a position
 * ("f5d6c3d3…", as --moves reads them), blank lines and '#' comments left
 * out.  A line that is not a game's moves is an error naming the file and
 * the line. */
static GPtrArray *
load_openings_file (const SkyGame *game, const char *path, GError **error)
{
  g_autoptr(GPtrArray) openings = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;

  contents = sky_read_file_limited (path, OPENINGS_FILE_MAX,
                                    _("a file of openings"), 0, NULL, NULL,
                                    NULL, error);
  if (contents == NULL)
    return NULL;
  lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      char *line = lines[i];
      char *hash = strchr (line, '#');
      g_autoptr(GError) line_error = NULL;
      SkyPosition *pos;

      if (hash != NULL)
        *hash = '\0';
      g_strstrip (line);
      if (*line == '\0')
        continue;
      pos = sky_cli_load_position (game, NULL, FALSE, 0, line, &line_error);
      if (pos == NULL)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("%s, line %d: %s"), path, i + 1, line_error->message);
          return NULL;
        }
      if (sky_position_is_over (pos))
        {
          g_free (pos);
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("%s, line %d: the game is over after these moves"),
                       path, i + 1);
          return NULL;
        }
      g_ptr_array_add (openings, pos);
    }
  if (openings->len == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s holds no openings"), path);
      return NULL;
    }
  return g_steal_pointer (&openings);
}

/* One game of the match: its start and colours, drawn in order before it
 * is played (on any thread), and what it came to. */
typedef struct {
  const SkyPosition *start;
  guint opening;            /* start's number among the openings */
  SkySide a_side;
  SkyResult result;
  int scores[2];
  double seconds[2];        /* thinking time, by side */
  guint64 moves[2];         /* moves chosen, by side */
  guint64 book_moves[2];    /* of those, from an opening book */
  int left_book_at[2];      /* the ply of the side's first searched move,
                             * -1 if it had none */
  guint64 line;             /* a hash of the start and the moves */
  SkyRecord *record;        /* the moves, with --save */
} MatchGame;

/* Plays one game into game, the players by side; FALSE with the error of
 * the player that failed, after its spec. */
static gboolean
play_game (MatchGame *game, Contestant *players[2], guint32 seed, int index,
           gboolean record, GCancellable *cancellable, GError **error)
{
  g_autoptr(SkyPosition) pos = sky_position_copy (game->start);
  g_autoptr(GRand) rand_first = NULL;
  g_autoptr(GRand) rand_second = NULL;
  GRand *rands[2];

  rand_first = g_rand_new_with_seed_array ((const guint32[]) {
                                             seed, (guint32) index, 0 }, 3);
  rand_second = g_rand_new_with_seed_array ((const guint32[]) {
                                              seed, (guint32) index, 1 }, 3);
  rands[SKY_SIDE_FIRST] = rand_first;
  rands[SKY_SIDE_SECOND] = rand_second;
  game->left_book_at[SKY_SIDE_FIRST] = game->left_book_at[SKY_SIDE_SECOND] = -1;
  /* FNV-1a over the opening's number and the moves. */
  game->line = G_GUINT64_CONSTANT (14695981039346656037);
  game->line = (game->line ^ game->opening) * G_GUINT64_CONSTANT (1099511628211);
  if (record)
    game->record = sky_record_new (game->start);

  while (!sky_position_is_over (pos))
    {
      SkySide side = pos->to_move;
      const Contestant *player = players[side];
      SkySearchResult result;

      if (!sky_player_choose (&player->strength, pos, rands[side],
                              cancellable, NULL, NULL, &result, error))
        {
          if (error != NULL && *error == NULL)
            g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                                 _("no move"));
          g_prefix_error (error, "%s: ", player->spec);
          return FALSE;
        }
      game->seconds[side] += result.seconds;
      game->moves[side]++;
      if (result.book)
        game->book_moves[side]++;
      else if (game->left_book_at[side] < 0)
        game->left_book_at[side] = pos->ply;
      game->line = (game->line ^ (guint64) (result.move + 2))
                   * G_GUINT64_CONSTANT (1099511628211);
      /* The player's move is legal: the record takes it. */
      if (game->record != NULL)
        sky_record_append (game->record, result.move, NULL);
      sky_position_play (pos, result.move);
    }
  game->scores[SKY_SIDE_FIRST] = pos->game->score (pos, SKY_SIDE_FIRST);
  game->scores[SKY_SIDE_SECOND] = pos->game->score (pos, SKY_SIDE_SECOND);
  game->result = pos->game->result (pos);
  return TRUE;
}

static void
tally_add (Tally *tally, SkyResult result, SkySide side)
{
  if (result == SKY_RESULT_DRAW)
    tally->draws++;
  else if ((result == SKY_RESULT_FIRST_WINS) == (side == SKY_SIDE_FIRST))
    tally->wins++;
  else
    tally->losses++;
}

/* The games on the threads (series-runner.h): the players only read, the
 * tally and the lines printed in the order of the games. */
typedef struct {
  const SkyGame *game;
  GPtrArray *openings;
  Contestant *a, *b;
  guint32 seed;
  gboolean verbose;
  const char *save_path;    /* --save, or NULL */
  GString *saved;           /* the games saved so far, as GGF */
  Tally total, by_side[2];
  GHashTable *lines;        /* MatchGame.line of the games played */
} MatchRun;

static void
match_game_prepare (int index, gpointer slot, gpointer data)
{
  MatchRun *run = data;
  MatchGame *game = slot;

  game->opening = (guint) (index / 2) % run->openings->len;
  game->start = run->openings->pdata[game->opening];
  game->a_side = index % 2 == 0 ? SKY_SIDE_FIRST : SKY_SIDE_SECOND;
}

static gboolean
match_game_play (int index, gpointer slot, GCancellable *cancellable,
                 gpointer data, GError **error)
{
  MatchRun *run = data;
  MatchGame *game = slot;
  Contestant *players[2];

  players[game->a_side] = run->a;
  players[SKY_SIDE_OTHER (game->a_side)] = run->b;
  return play_game (game, players, run->seed, index, run->save_path != NULL,
                    cancellable, error);
}

static void
contestant_add (Contestant *player, const MatchGame *game, SkySide side)
{
  player->seconds += game->seconds[side];
  player->moves += game->moves[side];
  player->book_moves += game->book_moves[side];
  if (game->left_book_at[side] < 0)
    player->never_left_book++;
  else
    player->left_book_at[MIN (game->left_book_at[side], BOOK_PLIES - 1)]++;
}

/* Adds game to the --save file as GGF: the players are the opponents'
 * specs, marked A and B, and the date is when it ended.  The whole file is
 * written again through the one writer after every game, so that a full
 * disk or a killed match leaves the file before it whole, never a game
 * cut in two (and the file there before the match stays until the first
 * game ends).  FALSE with an error naming the file if it cannot be
 * written. */
static gboolean
save_game (MatchRun *run, MatchGame *game, GError **error)
{
  const char *const *keys = run->game->side_tags;
  SkySide a_side = game->a_side;
  g_autofree char *a_name = g_strdup_printf ("A: %s", run->a->spec);
  g_autofree char *b_name = g_strdup_printf ("B: %s", run->b->spec);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d_%H:%M:%S.UTC");
  g_autofree char *text = NULL;

  /* A spec too long for a tag leaves the name out, not the game. */
  sky_record_set_tag (game->record, keys[a_side], a_name);
  sky_record_set_tag (game->record, keys[SKY_SIDE_OTHER (a_side)], b_name);
  sky_record_set_tag (game->record, "Date", date);
  sky_record_set_tag (game->record, "Place", "sakiyomi-cli match");
  text = sky_record_to_ggf (game->record);
  g_string_append (run->saved, text);
  return sky_cli_write_output (run->save_path, run->saved->str,
                               run->saved->len, error);
}

static gboolean
match_game_deliver (int index, gpointer slot, gpointer data, GError **error)
{
  MatchRun *run = data;
  MatchGame *game = slot;
  SkySide a_side = game->a_side, b_side = SKY_SIDE_OTHER (a_side);
  SkyResult result = game->result;

  contestant_add (run->a, game, a_side);
  contestant_add (run->b, game, b_side);
  g_hash_table_add (run->lines, g_memdup2 (&game->line, sizeof game->line));
  tally_add (&run->total, result, a_side);
  tally_add (&run->by_side[a_side], result, a_side);
  if (run->verbose)
    {
      printf (_("game %d: A %s %d, B %s %d: %s\n"), index + 1,
              sky_cli_side_word (run->game, a_side), game->scores[a_side],
              sky_cli_side_word (run->game, b_side), game->scores[b_side],
              result == SKY_RESULT_DRAW ? _("draw")
              : ((result == SKY_RESULT_FIRST_WINS) == (a_side == SKY_SIDE_FIRST))
                ? _("A wins") : _("B wins"));
      /* In the file as it ends, even if the match does not. */
      fflush (stdout);
    }
  return game->record == NULL || save_game (run, game, error);
}

static void
match_game_clear (gpointer slot, gpointer data)
{
  MatchGame *game = slot;

  g_clear_pointer (&game->record, sky_record_free);
}

static const SkySeriesRunnerFuncs match_game_funcs = {
  .slot_size = sizeof (MatchGame),
  .prepare = match_game_prepare,
  .play = match_game_play,
  .deliver = match_game_deliver,
  .clear = match_game_clear,
};

static void
print_tally (const char *label, const Tally *tally)
{
  int games = tally->wins + tally->draws + tally->losses;

  printf ("  %-24s %5d %5d %5d   %5.1f%%\n", label, tally->wins, tally->draws,
          tally->losses,
          games > 0 ? 100.0 * (tally->wins + 0.5 * tally->draws) / games : 0.0);
}

/* Where a player with an opening book first searched, game by game: a
 * line per ply, and the mean. */
static void
print_book_exits (const char *label, const Contestant *player)
{
  guint games = player->never_left_book;
  double sum = 0;

  if (player->book_moves == 0)
    return;
  for (int ply = 0; ply < BOOK_PLIES; ply++)
    {
      games += player->left_book_at[ply];
      sum += (double) ply * player->left_book_at[ply];
    }
  printf ("\n");
  /* TRANSLATORS: %s is A or B, the opponents of a match. */
  printf (_("Where %s left its opening book (the ply of its first searched move):\n"),
          label);
  for (int ply = 0; ply < BOOK_PLIES; ply++)
    if (player->left_book_at[ply] > 0)
      printf (_("  ply %3d  %6u games\n"), ply, player->left_book_at[ply]);
  if (player->never_left_book > 0)
    printf (_("  never    %6u games\n"), player->never_left_book);
  if (games > player->never_left_book)
    printf (_("  mean ply %.1f\n"), sum / (games - player->never_left_book));
}

int
sky_cli_match (int argc, char **argv)
{
  int games = G_MININT;               /* unset: 100, or both ways of
                                       * every opening of --openings */
  int seed = 0;
  g_autofree char *openings_path = NULL;
  gboolean misere = FALSE;
  gboolean verbose = FALSE;
  g_autofree char *threads_text = NULL;
  g_autofree char *hash_text = NULL;
  g_autofree char *weights = NULL;
  g_autofree char *save_path = NULL;
  int n_threads = 0;                  /* one per processor */
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games,
      N_("Number of games (default 100, or two for each line of --openings; an even number plays every start both ways)"), "N" },
    { "openings", 0, 0, G_OPTION_ARG_FILENAME, &openings_path,
      N_("Reversi: start the pairs of games from the positions after these lines of moves, one line per position (f5d6c3…)"), N_("FILE") },
    { "seed", 's', 0, G_OPTION_ARG_INT, &seed,
      N_("Seed of the random generators and number-grab boards (default 0)"), "S" },
    { "misere", 0, 0, G_OPTION_ARG_NONE, &misere,
      N_("Tic-tac-toe: three in a row loses"), NULL },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
      N_("Print every game’s result"), NULL },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save_path,
      N_("Reversi: write every game to FILE as GGF, each as it ends, in the order of the games"),
      N_("FILE") },
    { "hash", 0, 0, G_OPTION_ARG_STRING, &hash_text, sky_cli_hash_help,
      N_("MB") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      N_("Games played at once, one per thread (default: one per processor); the results are the same for any number"), N_("N") },
    { "weights", 0, 0, G_OPTION_ARG_FILENAME, &weights,
      N_("Reversi: the strong engine of A and B evaluates with the weights in FILE, pattern or legacy, unless its spec sets its own weights=FILE"),
      N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *summary = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) openings = NULL;
  Contestant a = { 0 }, b = { 0 };
  MatchRun run = { 0 };
  const SkyGame *game;
  SkyScoreInterval interval;
  g_autofree char *label_first = NULL;
  g_autofree char *label_second = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  SkyCliInterrupt *interrupt;
  gboolean ok, interrupted;
  int played;

  context = g_option_context_new (_("GAME A B — play opponent A against opponent B"));
  summary = sky_cli_games_sentence (
    /* xgettext:no-c-format (not a printf format: "95% c…" is plain text) */
    _("A and B are opponents such as\n"
      "“minimax:depth=3”, “montecarlo:tree=yes,seconds=0.1”, “random”,\n"
      "“priority” or “level:4” (a strength level: “sakiyomi-cli levels GAME”\n"
      "lists them).  The games come in pairs from the same start, A playing\n"
      "first in one and second in the other: reversi starts from every\n"
      "distinct position after four moves in turn, number-grab from a new\n"
      "board per pair.  Prints A’s wins, draws and losses with the score and\n"
      "its 95% confidence interval."));
  g_option_context_set_summary (context, summary);
  g_option_context_set_description (context,
    _("The reversi strong engine against itself with its previous (legacy)\n"
      "evaluation, half a second a move:\n"
      "  sakiyomi-cli tune export-legacy --output legacy.bin\n"
      "  sakiyomi-cli match reversi minimax:engine=yes,seconds=0.5 \\\n"
      "      minimax:engine=yes,seconds=0.5,weights=legacy.bin --games 200"));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc != 4)
    return sky_cli_usage_error (_("match needs GAME, A and B (see “sakiyomi-cli match --help”)"));

  game = sky_cli_parse_game (argv[1], &error);
  if (game == NULL)
    return sky_cli_usage_error ("%s", error->message);
  a.spec = argv[2];
  b.spec = argv[3];
  if (!sky_cli_parse_player (a.spec, game, &a.strength, &error)
      || !sky_cli_parse_player (b.spec, game, &b.strength, &error))
    return sky_cli_usage_error ("%s", error->message);
  if (!sky_cli_apply_weights (weights, game,
                              (SkyStrength *[]) { &a.strength, &b.strength }, 2))
    return SKY_CLI_EXIT_USAGE;
  if (openings_path != NULL && sky_cli_game (game)->opening_plies == 0)
    return sky_cli_usage_error (_("--openings is for reversi"));
  if (openings_path != NULL)
    {
      openings = load_openings_file (game, openings_path, &error);
      if (openings == NULL)
        return sky_cli_usage_error ("%s", error->message);
    }
  if (games == G_MININT)
    games = openings_path != NULL ? 2 * (int) openings->len : 100;
  if (games < 1)
    return sky_cli_usage_error (_("--games must be at least 1, not %d"), games);
  if (seed < 0)
    return sky_cli_usage_error (_("--seed must not be negative, not %d"), seed);
  if (misere && !game->has_misere)
    return sky_cli_usage_error (_("--misere is a tic-tac-toe rule"));
  if (save_path != NULL && !sky_cli_game (game)->writes_ggf)
    return sky_cli_usage_error (_("Only reversi games can be written as GGF"));
  /* Standard output has the match's own lines. */
  if (save_path != NULL && sky_cli_is_stdout (save_path))
    return sky_cli_usage_error (_("--save needs a file, not standard output"));
  if (!sky_cli_check_output_path ("--save", save_path))
    return SKY_CLI_EXIT_USAGE;
  if (!sky_cli_apply_hash (hash_text))
    return SKY_CLI_EXIT_USAGE;
  if (threads_text != NULL
      && !sky_cli_parse_int ("--threads", threads_text, 1,
                             SKY_SERIES_RUNNER_MAX_THREADS, &n_threads,
                             &error))
    return sky_cli_usage_error ("%s", error->message);

  if (openings == NULL)
    openings = make_openings (game, (games + 1) / 2, seed, misere);
  {
    g_autofree char *a_name = sky_cli_player_name (a.spec, game);
    g_autofree char *b_name = sky_cli_player_name (b.spec, game);

    printf (_("%s: %s (A) against %s (B), %d games, seed %d\n"),
            _(game->name), a_name, b_name, games, seed);
  }
  if (openings_path != NULL)
    printf (ngettext ("Openings: %u position from %s\n",
                      "Openings: %u positions from %s\n", openings->len),
            openings->len, openings_path);
  else if (sky_cli_game (game)->opening_plies > 0)
    printf (_("Openings: %u distinct positions after %d moves\n"),
            openings->len, sky_cli_game (game)->opening_plies);

  run = (MatchRun) {
    .game = game, .openings = openings, .a = &a, .b = &b,
    .seed = (guint32) seed, .verbose = verbose,
    .save_path = save_path, .saved = g_string_new (NULL),
    .lines = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL),
  };
  /* Ctrl+C stops the match with the games finished so far: their lines,
   * their tally, and a last line saying so. */
  interrupt = sky_cli_interrupt_start (cancellable);
  ok = sky_series_runner_run (&match_game_funcs, games, n_threads,
                              cancellable, &run, &error);
  interrupted = sky_cli_interrupt_stop (interrupt);
  g_string_free (run.saved, TRUE);
  if (!ok && !interrupted)
    {
      fflush (stdout);
      sky_cli_error (error->message);
      g_hash_table_unref (run.lines);
      return SKY_CLI_EXIT_FAILURE;
    }
  played = run.total.wins + run.total.draws + run.total.losses;

  printf ("\n  %-24s %5s %5s %5s   %6s\n", "", _("wins"), _("draws"),
          _("losses"), _("score"));
  label_first = g_strdup_printf (_("A as %s"), sky_cli_side_word (game, SKY_SIDE_FIRST));
  label_second = g_strdup_printf (_("A as %s"), sky_cli_side_word (game, SKY_SIDE_SECOND));
  print_tally (label_first, &run.by_side[SKY_SIDE_FIRST]);
  print_tally (label_second, &run.by_side[SKY_SIDE_SECOND]);
  print_tally (_("A overall"), &run.total);

  /* The Wilson interval (score-interval.h): honest even when every game
   * ended the same way, and for a single game. */
  sky_score_interval (run.total.wins, run.total.draws, run.total.losses, &interval);
  printf ("\n");
  printf (_("Score of A: %.1f%% (95%% confidence interval %.1f%% to %.1f%%)\n"),
          100 * interval.score, 100 * interval.low, 100 * interval.high);
  printf (_("Average time per move: A %.3g ms, B %.3g ms\n"),
          a.moves > 0 ? 1000 * a.seconds / a.moves : 0.0,
          b.moves > 0 ? 1000 * b.seconds / b.moves : 0.0);
  printf (_("Distinct games: %u of %d (the same moves from the same start count once)\n"),
          g_hash_table_size (run.lines), played);
  g_hash_table_unref (run.lines);
  if (a.book_moves + b.book_moves > 0)
    {
      /* A match is far from 2^32 moves. */
      printf (_("Moves from an opening book: A %u of %u, B %u of %u\n"),
              (guint) a.book_moves, (guint) a.moves, (guint) b.book_moves,
              (guint) b.moves);
      print_book_exits ("A", &a);
      print_book_exits ("B", &b);
    }
  if (!ok)
    {
      printf (_("Interrupted: the match stopped after %d of %d games.\n"),
              played, games);
      return SKY_CLI_EXIT_INTERRUPTED;
    }
  return 0;
}

/* For `levels --calibrate` (cli-levels.c): a match as `match GAME A B
 * --games N --seed S` plays it, the same openings, colours, generators
 * and games, without its lines. */
gboolean
sky_cli_match_series (const SkyGame *game, const char *spec_a,
                      const SkyStrength *a, const char *spec_b,
                      const SkyStrength *b, int games, guint32 seed,
                      int n_threads, GCancellable *cancellable,
                      SkyCliMatchResult *result, GError **error)
{
  g_autoptr(GPtrArray) openings = make_openings (game, (games + 1) / 2, seed,
                                                 FALSE);
  Contestant ca = { .spec = spec_a, .strength = *a };
  Contestant cb = { .spec = spec_b, .strength = *b };
  MatchRun run = {
    .game = game, .openings = openings, .a = &ca, .b = &cb, .seed = seed,
    .lines = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL),
  };
  gboolean ok;

  ok = sky_series_runner_run (&match_game_funcs, games, n_threads,
                              cancellable, &run, error);
  *result = (SkyCliMatchResult) {
    .wins = run.total.wins, .draws = run.total.draws,
    .losses = run.total.losses,
    .distinct = g_hash_table_size (run.lines),
    .ms_a = ca.moves > 0 ? 1000 * ca.seconds / ca.moves : 0.0,
    .ms_b = cb.moves > 0 ? 1000 * cb.seconds / cb.moves : 0.0,
  };
  g_hash_table_unref (run.lines);
  return ok;
}

/* For the tournament (cli-tournament.c): the same starts as match (and
 * the same interval, score-interval.h), so a pairing there is the match
 * here. */
GPtrArray *
sky_cli_match_openings (const SkyGame *game, int n_pairs, guint32 seed,
                        gboolean misere)
{
  return make_openings (game, n_pairs, seed, misere);
}
