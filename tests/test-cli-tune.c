/* test-cli-tune.c: `sakiyomi-cli tune positions|label|stats|merge`: bad
 * arguments (one line naming the problem, status 2), a labelling
 * stopped and resumed giving the same file as one run, and positions and
 * exact labels taken from a WTHOR database (--from-games, wthor-scores). */
#include "config.h"

#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "cli-run.h"

static char *dir;

/* Logistello's logbook form: a wipe-out, an illegal move, an unfinished
 * game. */
#define LOGBOOK "+e6-f4+e3-f6+g5-d6+e7-f5+c5: +64\n" \
                "+f5-f5: +00\n" \
                "+f5-d6+c3: +00\n"

static char *
path_in_dir (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

typedef struct {
  const char *args[12];
  const char *message;      /* without "sakiyomi-cli: " and the newline;
                             * "@DIR@" is the temporary folder */
} BadInput;

static const BadInput bad_inputs[] = {
  { { "tune", "positions", "--games", "0", "-o", "@DIR@/x.pos", NULL }, "--games must be 1 to 100000000, not 0" },
  { { "tune", "positions", "--seed", "-2", "-o", "@DIR@/x.pos", NULL }, "--seed must not be negative, not -2" },
  { { "tune", "positions", "--depth", "0", "-o", "@DIR@/x.pos", NULL }, "--depth must be 1 to 10, not 0" },
  { { "tune", "positions", "--noise", "101", "-o", "@DIR@/x.pos", NULL }, "--noise must be 0 to 100, not 101" },
  { { "tune", "positions", "--min-opening", "9", "--max-opening", "8", "-o", "@DIR@/x.pos", NULL }, "--min-opening and --max-opening must be 0 to 60 with the first not above the second, not 9 and 8" },
  { { "tune", "positions", "--min-empties", "30", "--max-empties", "20", "-o", "@DIR@/x.pos", NULL }, "--min-empties (30) must not be more than --max-empties (20)" },
  { { "tune", "positions", "--max-empties", "61", "-o", "@DIR@/x.pos", NULL }, "--max-empties must be 0 to 60, not 61" },
  { { "tune", "positions", "--threads", "0", "-o", "@DIR@/x.pos", NULL }, "--threads must be 1 to 64, not 0" },
  { { "tune", "positions", NULL }, "tune positions needs --output FILE" },
  { { "tune", "positions", "-o", "@DIR@/missing/x.pos", NULL }, "--output: cannot write “@DIR@/missing/x.pos”: the folder “@DIR@/missing” does not exist" },
  { { "tune", "positions", "-o", "@DIR@/x.pos", "extra", NULL }, "tune positions: unexpected argument “extra”" },
  { { "tune", "positions", "-o", "@DIR@/x.pos", "--exclude", "@DIR@/text.txt", NULL }, "@DIR@/text.txt: not a file of training positions or labels (it starts with neither “SKYPOS1” nor “SKYLAB1”)" },
  { { "tune", "positions", "--from-games", "-o", "@DIR@/x.pos", NULL }, "tune positions --from-games needs at least one file of games" },
  { { "tune", "positions", "--from-games", "--seed", "3", "-o", "@DIR@/x.pos", "@DIR@/WTH_2025.wtb", NULL }, "tune positions --from-games plays no games: --games, --seed, --depth, --noise, --min-opening, --max-opening, --threads and --weights have no place with it" },
  { { "tune", "positions", "--from-games", "--threads", "1", "-o", "@DIR@/x.pos", "@DIR@/WTH_2025.wtb", NULL }, "tune positions --from-games plays no games: --games, --seed, --depth, --noise, --min-opening, --max-opening, --threads and --weights have no place with it" },
  { { "tune", "positions", "--from-games", "--max-empties", "61", "-o", "@DIR@/x.pos", "@DIR@/WTH_2025.wtb", NULL }, "--max-empties must be 0 to 60, not 61" },
  { { "tune", "positions", "--from-games", "-o", "@DIR@/x.pos", "@DIR@/text.txt", NULL }, "@DIR@/text.txt: line 1: move 1 (“not”) is not a square: a move list holds squares a1–h8 such as f5, and pass" },
  { { "tune", "wthor-scores", "@DIR@/WTH_2026.wtb", NULL }, "tune wthor-scores needs --output FILE" },
  { { "tune", "wthor-scores", "-o", "@DIR@/x.lab", NULL }, "tune wthor-scores needs at least one file of games" },
  { { "tune", "wthor-scores", "-o", "@DIR@/x.lab", "@DIR@/text.txt", NULL }, "@DIR@/text.txt: not a WTHOR database: give --scored-empties N to take its games’ results as their scores from N empty squares" },
  { { "tune", "wthor-scores", "-o", "@DIR@/x.lab", "@DIR@/bad.wtb", NULL }, "@DIR@/bad.wtb: WTHOR: the header says 1768300641 games, but the file holds 8 bytes of 68-byte games" },
  { { "tune", "wthor-scores", "--scored-empties", "60", "-o", "@DIR@/x.lab", "@DIR@/games.gam", NULL }, "--scored-empties must be 1 to 59, not 60" },
  { { "tune", "wthor-scores", "--scored-empties", "0", "-o", "@DIR@/x.lab", "@DIR@/games.gam", NULL }, "--scored-empties must be 1 to 59, not 0" },
  { { "tune", "label", "-o", "@DIR@/x.lab", "-e", "10", NULL }, "tune label needs --input FILE" },
  { { "tune", "label", "-i", "@DIR@/small.pos", "-e", "10", NULL }, "tune label needs --output FILE" },
  { { "tune", "label", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.lab", NULL }, "tune label needs --exact-empties E" },
  { { "tune", "label", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.lab", "-e", "31", NULL }, "--exact-empties must be 0 to 30, not 31" },
  { { "tune", "label", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.lab", "-e", "10", "-d", "21", NULL }, "--depth must be 0 to 20, not 21" },
  { { "tune", "label", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.lab", "-e", "10", "--part", "2/2", NULL }, "--part must be K/N with 0 ≤ K < N ≤ 1024, like 0/2, not “2/2”" },
  { { "tune", "label", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.lab", "-e", "10", "--part", "x", NULL }, "--part must be K/N with 0 ≤ K < N ≤ 1024, like 0/2, not “x”" },
  { { "tune", "label", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.lab", "-e", "10", "--limit", "-1", NULL }, "--limit must be 0 or more, not -1" },
  { { "tune", "label", "-i", "@DIR@/missing.pos", "-o", "@DIR@/x.lab", "-e", "10", NULL }, "Failed to open file “@DIR@/missing.pos”: No such file or directory" },
  { { "tune", "label", "-i", "@DIR@/text.txt", "-o", "@DIR@/x.lab", "-e", "10", NULL }, "@DIR@/text.txt: not a file of training positions (it does not start with “SKYPOS1”)" },
  { { "tune", "label", "-i", "@DIR@/cut.pos", "-o", "@DIR@/x.lab", "-e", "10", NULL }, "@DIR@/cut.pos: the file ends in the middle of a record at byte 24" },
  { { "tune", "label", "-i", "@DIR@/small.pos", "-o", "@DIR@/text.txt", "-e", "10", NULL }, "@DIR@/text.txt: not a file of labelled positions (it does not start with “SKYLAB1”)" },
  { { "tune", "label", "-i", "@DIR@/small.pos", "-o", "@DIR@/other.lab", "-e", "10", NULL }, "@DIR@/other.lab holds labels of other positions than those these options choose from @DIR@/small.pos" },
  { { "tune", "stats", NULL }, "tune stats needs at least one FILE" },
  { { "tune", "stats", "@DIR@/text.txt", NULL }, "@DIR@/text.txt: not a file of training positions or labels (it starts with neither “SKYPOS1” nor “SKYLAB1”)" },
  { { "tune", "merge", "@DIR@/small.pos", NULL }, "tune merge needs --output FILE" },
  { { "tune", "merge", "-o", "@DIR@/x.pos", NULL }, "tune merge needs at least one FILE to read" },
  { { "tune", "merge", "-o", "@DIR@/x.pos", "@DIR@/small.pos", "@DIR@/other.lab", NULL }, "tune merge: @DIR@/small.pos and @DIR@/other.lab are not of the same kind (positions and labels)" },
};

static char *
expand (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, "@DIR@", -1);

  return g_strjoinv (dir, parts);
}

static void
run_argv (Run *run, const char *const *args)
{
  const char *cli = g_getenv ("SAKIYOMI_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, g_strdup (cli));
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, expand (args[i]));
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE
                               | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, "", NULL, &run->out,
                                                &run->err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static void
test_bad_input (gconstpointer data)
{
  const BadInput *bad = data;
  g_auto(Run) run = { 0 };
  g_autofree char *message = expand (bad->message);
  g_autofree char *expected = g_strdup_printf ("sakiyomi-cli: %s\n", message);

  run_argv (&run, bad->args);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpint (run.status, ==, 2);
}

static char *
read_file (const char *name, gsize *length)
{
  g_autofree char *path = path_in_dir (name);
  char *contents;

  g_assert_true (g_file_get_contents (path, &contents, length, NULL));
  return contents;
}

/* Record i of a labels file's contents (after its 8-byte header, 20 bytes
 * each: the position's 16, the value in hundredths, little-endian, the
 * empties and the source). */
typedef struct {
  int value, empties, source;
} LabelRecord;

static LabelRecord
label_record (const char *contents, int i)
{
  const guint8 *record = (const guint8 *) contents + 8 + 20 * i;

  return (LabelRecord) { (gint16) (record[16] | record[17] << 8),
                         record[18], record[19] };
}

static void
write_file (const char *name, const char *contents, gsize length)
{
  g_autofree char *path = path_in_dir (name);

  g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
}

static void
run_ok (const char *const *args)
{
  g_auto(Run) run = { 0 };

  run_argv (&run, args);
  if (run.status != 0)
    g_printerr ("%s", run.err);
  g_assert_cmpint (run.status, ==, 0);
}

/* tune --load of a file with no positions refuses, as --weights does, and
 * writes no weights (issue 21, item 11). */
static void
test_load_empty (void)
{
  const char *const load[] = { "tune", "--load", "@DIR@/empty.txt", "-q",
                               "-o", "@DIR@/fitted.h", NULL };
  g_autofree char *fitted = path_in_dir ("fitted.h");
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };

  run_argv (&run, load);
  expected = g_strdup_printf ("sakiyomi-cli: %s/empty.txt: no training positions in the file\n",
                              dir);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_false (g_file_test (fitted, G_FILE_TEST_EXISTS));
}

/* A labelling resumed with other label options is refused, the file left
 * as it was: one file never mixes two kinds of labels (issue 21, item
 * 15). */
static void
test_resume_other_options (void)
{
  const char *const first[] = { "tune", "label", "-q", "-i", "@DIR@/small.pos",
                                "-o", "@DIR@/mixed.lab", "-e", "12", "-d", "1",
                                "--limit", "5", NULL };
  const char *const deeper[] = { "tune", "label", "-q", "-i", "@DIR@/small.pos",
                                 "-o", "@DIR@/mixed.lab", "-e", "12", "-d", "2", NULL };
  const char *const more_exact[] = { "tune", "label", "-q", "-i", "@DIR@/small.pos",
                                     "-o", "@DIR@/mixed.lab", "-e", "14", "-d", "1", NULL };
  g_autofree char *before = NULL, *after = NULL;
  gsize before_length, after_length;

  run_ok (first);
  before = read_file ("mixed.lab", &before_length);
  for (int i = 0; i < 2; i++)
    {
      g_auto(Run) run = { 0 };

      run_argv (&run, i == 0 ? deeper : more_exact);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, "mixed.lab was labelled with other options (exact-empties=12 depth=1 weights=default), not these"));
      after = read_file ("mixed.lab", &after_length);
      g_assert_cmpmem (after, after_length, before, before_length);
      g_clear_pointer (&after, g_free);
    }
}

/* A labelling stopped in the middle of a record and started again gives
 * the same file as one run; two parts merged hold every label once. */
static void
test_resume (void)
{
  const char *const label_all[] = { "tune", "label", "-q", "-i", "@DIR@/small.pos",
                                    "-o", "@DIR@/all.lab", "-e", "12", "-d", "1", NULL };
  const char *const label_cut[] = { "tune", "label", "-q", "-i", "@DIR@/small.pos",
                                    "-o", "@DIR@/cut.lab", "-e", "12", "-d", "1", NULL };
  const char *const part0[] = { "tune", "label", "-q", "-i", "@DIR@/small.pos",
                                "-o", "@DIR@/part0.lab", "-e", "12", "-d", "1",
                                "--part", "0/2", NULL };
  const char *const part1[] = { "tune", "label", "-q", "-i", "@DIR@/small.pos",
                                "-o", "@DIR@/part1.lab", "-e", "12", "-d", "1",
                                "--part", "1/2", NULL };
  const char *const limited[] = { "tune", "label", "-q", "-i", "@DIR@/small.pos",
                                  "-o", "@DIR@/limit.lab", "-e", "12", "-d", "1",
                                  "--limit", "5", NULL };
  const char *const unlimited[] = { "tune", "label", "-q", "-i", "@DIR@/small.pos",
                                    "-o", "@DIR@/limit.lab", "-e", "12", "-d", "1", NULL };
  const char *const merge[] = { "tune", "merge", "-o", "@DIR@/merged.lab",
                                "@DIR@/part0.lab", "@DIR@/part1.lab", NULL };
  const char *const stats[] = { "tune", "stats", "@DIR@/merged.lab", "@DIR@/small.pos", NULL };
  /* The options the labels were made with, in the file's header
   * (reversi-training.h, "SKYLAB2"): the magic, their length, them. */
  static const char options[] = "exact-empties=12 depth=1 weights=default";
  const gsize header = 8 + 4 + strlen (options);
  g_autofree char *all = NULL, *cut = NULL, *merged = NULL, *lim = NULL;
  gsize all_length, cut_length, merged_length, lim_length;
  g_auto(Run) run = { 0 };

  run_ok (label_all);
  all = read_file ("all.lab", &all_length);
  g_assert_cmpmem (all, 8, "SKYLAB2\n", 8);
  g_assert_cmpmem (all + 12, strlen (options), options, strlen (options));
  g_assert_cmpuint (all_length, >, header + 20 * 20);
  g_assert_cmpuint ((all_length - header) % 20, ==, 0);

  /* Killed after three and a half records. */
  write_file ("cut.lab", all, header + 3 * 20 + 10);
  run_ok (label_cut);
  cut = read_file ("cut.lab", &cut_length);
  g_assert_cmpmem (cut, cut_length, all, all_length);
  /* Run again when done: nothing changes. */
  run_ok (label_cut);
  g_clear_pointer (&cut, g_free);
  cut = read_file ("cut.lab", &cut_length);
  g_assert_cmpmem (cut, cut_length, all, all_length);

  /* --limit: the first records of the whole, complete as they are; the
   * same without it goes on to the rest. */
  run_ok (limited);
  lim = read_file ("limit.lab", &lim_length);
  g_assert_cmpmem (lim, lim_length, all, header + 5 * 20);
  run_ok (limited);
  g_clear_pointer (&lim, g_free);
  lim = read_file ("limit.lab", &lim_length);
  g_assert_cmpuint (lim_length, ==, header + 5 * 20);
  run_ok (unlimited);
  g_clear_pointer (&lim, g_free);
  lim = read_file ("limit.lab", &lim_length);
  g_assert_cmpmem (lim, lim_length, all, all_length);

  run_ok (part0);
  run_ok (part1);
  run_ok (merge);
  merged = read_file ("merged.lab", &merged_length);
  /* Merged, without the options: a "SKYLAB1" file. */
  g_assert_cmpuint (merged_length - 8, ==, all_length - header);

  run_argv (&run, stats);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "labelled positions"));
  g_assert_nonnull (strstr (run.out, "By source: exact"));
  g_assert_nonnull (strstr (run.out, "depth 1:"));
}

/* A WTHOR database the test writes (16-byte header, 68-byte games:
 * tournament, players, Black's discs, theoretical score, the moves as
 * 10 × row + column; see wthor.h), four games:
 *   1. f5 d6 c3 d3 c4: five positions after the start, 59 to 55 empties;
 *   2. f5 f6 e6 f4: three new ones (after f5 is game 1's);
 *   3. e6 f4 c3 c4 d3: game 1 mirrored in the a1-h8 diagonal, none new;
 *   4. f5 f5: an illegal move, the game left out.
 * --from-games keeps 8 positions and leaves out 6 repeated ones; from 57
 * empties up, 5 (and 4).  The header's depth of the theoretical scores is
 * depth, and the games' scores (Black's discs) are 40, 30, 20, 10. */
static void
write_wthor (const char *name, guint8 depth)
{
  const guint8 header[16] = { 20, 26, 12, 6, 4, 0, 0, 0, 0, 0, 0xE9, 0x07, 8, 0, depth, 0 };
  static const char *const moves[4] = { "f5d6c3d3c4", "f5f6e6f4", "e6f4c3c4d3", "f5f5" };
  g_autoptr(GByteArray) games = g_byte_array_new ();

  g_byte_array_append (games, header, sizeof header);
  for (int g = 0; g < 4; g++)
    {
      guint8 game[68] = { 0, 0, 0, 0, 1, 0, 33, 40 - 10 * g };

      for (int i = 0; moves[g][2 * i] != '\0'; i++)
        game[8 + i] = 10 * (moves[g][2 * i + 1] - '0') + (moves[g][2 * i] - 'a' + 1);
      g_byte_array_append (games, game, sizeof game);
    }
  write_file (name, (const char *) games->data, games->len);
}

/* tune wthor-scores: with the scores from 55 empties, game 1's position
 * after c4 (White to move) gets Black's 40 discs as -16 for White; game
 * 2 never has 55 empties; game 3's position is game 1's mirrored, with
 * another score (20 discs): repeated, and counted as such; game 4 cannot
 * be played. */
static void
test_wthor_scores (void)
{
  const char *const scores[] = { "tune", "wthor-scores", "-o", "@DIR@/scores.lab",
                                 "@DIR@/WTH_2026.wtb", NULL };
  g_autofree char *contents = NULL;
  gsize length;
  g_auto(Run) run = { 0 };

  run_argv (&run, scores);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "4 games: 1 labelled positions written to "));
  g_assert_true (g_str_has_suffix (run.out, " (1 games too short, 1 not playable, 1 positions repeated, 1 of them with another score)\n"));
  contents = read_file ("scores.lab", &length);
  g_assert_cmpuint (length, ==, 8 + 20);
  g_assert_cmpmem (contents, 8, "SKYLAB1\n", 8);
  /* value -1600, 55 empties, exact */
  g_assert_cmpint (label_record (contents, 0).value, ==, -1600);
  g_assert_cmpint (label_record (contents, 0).empties, ==, 55);
  g_assert_cmpint (label_record (contents, 0).source, ==, 0);
}

/* tune wthor-scores --before: the four positions of game 1 before the
 * scored one (59 to 56 empties, the start left out) are game 3's too
 * (mirrored), so each is labelled by the mean of Black's margins +16 and
 * -24, -4: +4 for White to move (59 and 57 empties), -4 for Black. */
static void
test_wthor_scores_before (void)
{
  const char *const scores[] = { "tune", "wthor-scores", "--before", "-o",
                                 "@DIR@/before.lab", "@DIR@/WTH_2026.wtb", NULL };
  const char *const stats[] = { "tune", "stats", "@DIR@/before.lab", NULL };
  g_autofree char *contents = NULL;
  gsize length;
  g_auto(Run) run = { 0 };
  g_auto(Run) stats_run = { 0 };
  guint seen_empties = 0;

  run_argv (&run, scores);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "4 games: 1 labelled positions written to "));
  g_assert_true (g_str_has_suffix (run.out, "\nand 4 positions before them, each labelled by the mean score of the games that reach it (8 positions of games in all)\n"));
  contents = read_file ("before.lab", &length);
  g_assert_cmpuint (length, ==, 8 + 5 * 20);
  /* The scored position first, exact, as without --before. */
  g_assert_cmpint (label_record (contents, 0).empties, ==, 55);
  g_assert_cmpint (label_record (contents, 0).source, ==, 0);
  for (int i = 1; i < 5; i++)
    {
      LabelRecord label = label_record (contents, i);

      g_assert_cmpint (label.empties, >=, 56);
      g_assert_cmpint (label.empties, <=, 59);
      g_assert_cmpint (label.value, ==, label.empties % 2 == 1 ? 400 : -400);
      g_assert_cmpint (label.source, ==, 255);
      seen_empties |= 1u << (label.empties - 56);
    }
  g_assert_cmpuint (seen_empties, ==, 0xf);

  run_argv (&stats_run, stats);
  g_assert_cmpint (stats_run.status, ==, 0);
  g_assert_nonnull (strstr (stats_run.out, "By source: exact 1, game results: 4\n"));
}

/* tune wthor-scores --scored-empties on a logbook: game 1, a wipe-out in
 * nine moves (Black 13, White 0: +64 with the empties), scored from 55
 * empties, where White is to move (-64); its four positions before,
 * -64 and +64 by the side to move; game 2 cannot be played and game 3
 * does not end.  Read from standard input, the same. */
static void
test_game_scores (void)
{
  const char *const scores[] = { "tune", "wthor-scores", "--before",
                                 "--scored-empties", "55", "-o",
                                 "@DIR@/games.lab", "@DIR@/games.gam", NULL };
  g_autofree char *contents = NULL;
  gsize length;
  g_auto(Run) run = { 0 };
  guint seen_empties = 0;

  run_argv (&run, scores);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "3 games: 1 labelled positions written to "));
  g_assert_nonnull (strstr (run.out, " (0 games too short, 1 not playable, 0 positions repeated, 0 of them with another score)\n1 games left out as they do not reach the end\nand 4 positions before them, each labelled by the mean score of the games that reach it (4 positions of games in all)\n"));
  contents = read_file ("games.lab", &length);
  g_assert_cmpuint (length, ==, 8 + 5 * 20);
  for (int i = 0; i < 5; i++)
    {
      LabelRecord label = label_record (contents, i);

      /* The scored position first, exact; then the game results. */
      g_assert_cmpint (label.source, ==, i == 0 ? 0 : 255);
      g_assert_cmpint (label.value, ==, label.empties % 2 == 1 ? -6400 : 6400);
      seen_empties |= 1u << (label.empties - 55);
    }
  g_assert_cmpuint (seen_empties, ==, 0x1f);

  /* The same games on standard input ("-") give the same labels. */
  {
    g_autofree char *piped_path = g_build_filename (dir, "piped.lab", NULL);
    g_autofree char *piped = NULL;
    gsize piped_length;
    g_auto(Run) piped_run = { 0 };

    run_cli (&piped_run, LOGBOOK, "tune", "wthor-scores", "--before",
             "--scored-empties", "55", "-o", piped_path, "-", NULL);
    g_assert_cmpint (piped_run.status, ==, 0);
    piped = read_file ("piped.lab", &piped_length);
    g_assert_cmpmem (piped, piped_length, contents, length);
  }
}

static void
test_from_games (void)
{
  const char *const all[] = { "tune", "positions", "--from-games", "-o", "@DIR@/wthor.pos",
                              "@DIR@/WTH_2025.wtb", NULL };
  const char *const late[] = { "tune", "positions", "--from-games", "-q", "--min-empties", "57",
                               "-o", "@DIR@/wthor57.pos", "@DIR@/WTH_2025.wtb", NULL };
  const char *const with_start[] = { "tune", "positions", "--from-games", "-q",
                                     "--max-empties", "60", "-o", "@DIR@/wthor60.pos",
                                     "@DIR@/WTH_2025.wtb", NULL };
  const char *const excluded[] = { "tune", "positions", "--from-games", "-q",
                                   "--exclude", "@DIR@/wthor57.pos", "-o", "@DIR@/wthor55.pos",
                                   "@DIR@/WTH_2025.wtb", NULL };
  const char *const twice[] = { "tune", "positions", "--from-games", "-q",
                                "-o", "@DIR@/wthor2.pos", "@DIR@/WTH_2025.wtb",
                                "@DIR@/WTH_2025.wtb", NULL };
  g_autofree char *expected = NULL;
  g_autofree char *contents = NULL, *again = NULL;
  gsize length, again_length;
  g_auto(Run) run = { 0 };

  run_argv (&run, all);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "4 games (1 left out), 8 positions (6 repeated ones left out) in "));
  expected = g_strdup_printf ("; written to %s/wthor.pos\n", dir);
  g_assert_true (g_str_has_suffix (run.out, expected));
  g_assert_nonnull (strstr (run.err, "WTH_2025.wtb: game 4: "));
  g_assert_nonnull (strstr (run.err, "(left out)\n"));
  contents = read_file ("wthor.pos", &length);
  g_assert_cmpuint (length, ==, 8 + 8 * 16);
  g_assert_cmpmem (contents, 8, "SKYPOS1\n", 8);

  run_ok (late);
  g_clear_pointer (&contents, g_free);
  contents = read_file ("wthor57.pos", &length);
  g_assert_cmpuint (length, ==, 8 + 5 * 16);
  run_ok (with_start);
  g_clear_pointer (&contents, g_free);
  contents = read_file ("wthor60.pos", &length);
  g_assert_cmpuint (length, ==, 8 + 9 * 16);
  /* Those of 57 empties and more left out: the 55-56 of games 1 and 2. */
  run_ok (excluded);
  g_clear_pointer (&contents, g_free);
  contents = read_file ("wthor55.pos", &length);
  g_assert_cmpuint (length, ==, 8 + 3 * 16);
  /* The same file twice: nothing new the second time. */
  run_ok (twice);
  g_clear_pointer (&contents, g_free);
  contents = read_file ("wthor.pos", &length);
  again = read_file ("wthor2.pos", &again_length);
  g_assert_cmpmem (again, again_length, contents, length);
}

int
main (int argc, char **argv)
{
  const char *const make_small[] = { "tune", "positions", "-q", "--games", "2",
                                     "--depth", "1", "--seed", "5",
                                     "-o", "@DIR@/small.pos", NULL };
  const char *const make_other[] = { "tune", "label", "-q", "-i", "@DIR@/small.pos",
                                     "-o", "@DIR@/other.lab", "-e", "10", "--part", "1/2", NULL };
  static const char *const files[] = {
    "small.pos", "cut.pos", "text.txt", "other.lab", "all.lab", "cut.lab",
    "part0.lab", "part1.lab", "merged.lab", "x.pos", "x.lab", "limit.lab",
    "mixed.lab", "empty.txt", "fitted.h", "WTH_2025.wtb", "wthor.pos",
    "wthor57.pos", "wthor60.pos", "wthor55.pos", "wthor2.pos",
    "WTH_2026.wtb", "scores.lab", "before.lab", "bad.wtb", "games.gam",
    "games.lab", "piped.lab",
  };
  g_autofree char *small = NULL;
  gsize small_length;
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("SAKIYOMI_CLI"));
  dir = g_dir_make_tmp ("sakiyomi-cli-tune-XXXXXX", NULL);
  g_assert_nonnull (dir);

  run_ok (make_small);
  small = read_file ("small.pos", &small_length);
  write_file ("cut.pos", small, 8 + 16 + 5);
  write_file ("text.txt", "not a file of positions\n", 24);
  write_file ("empty.txt", "", 0);
  write_wthor ("WTH_2025.wtb", 24);
  write_wthor ("WTH_2026.wtb", 55);
  write_file ("bad.wtb", "not a file of positions\n", 24);
  write_file ("games.gam", LOGBOOK, strlen (LOGBOOK));
  run_ok (make_other);

  for (gsize i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli-tune/errors/%02" G_GSIZE_FORMAT, i);

      g_test_add_data_func (path, &bad_inputs[i], test_bad_input);
    }
  g_test_add_func ("/cli-tune/resume", test_resume);
  g_test_add_func ("/cli-tune/resume-other-options", test_resume_other_options);
  g_test_add_func ("/cli-tune/load-empty", test_load_empty);
  g_test_add_func ("/cli-tune/from-games", test_from_games);
  g_test_add_func ("/cli-tune/wthor-scores", test_wthor_scores);
  g_test_add_func ("/cli-tune/wthor-scores-before", test_wthor_scores_before);
  g_test_add_func ("/cli-tune/game-scores", test_game_scores);

  status = g_test_run ();

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = path_in_dir (files[i]);

      g_remove (path);
    }
  g_rmdir (dir);
  g_free (dir);
  return status;
}
