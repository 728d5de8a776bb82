/* test-cli-weights.c: the strong engine's weights on the command line:
 * `tune export-legacy`, the opponent key weights=FILE, the --weights
 * option of analyze, match, review and `tune label`, and their errors (one
 * line naming the file and the problem, status 2). */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "cli-run.h"
#include "evaluator-fixture.h"
#include "record.h"
#include "reversi.h"
#include "reversi-bitboard.h"
#include "reversi-eval-file.h"
#include "reversi-search.h"
#include "reversi-training.h"
#include "reversi-weights.h"
#include "value-format.h"

static char *dir;
static char *legacy_path;       /* `tune export-legacy`'s file */
static char *pattern_path;      /* the fixture's pattern weights */

/* The position after f5 d6: black to move. */
#define MOVES "f5d6"

static void
assert_ok (const Run *run)
{
  if (run->status != 0)
    g_printerr ("%s", run->err);
  g_assert_cmpint (run->status, ==, 0);
}

static void
test_export (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiEvaluator) ev = NULL;

  run_cli (&run, NULL, "tune", "export-legacy", "--output", legacy_path, NULL);
  assert_ok (&run);
  g_assert_nonnull (strstr (run.out, "8349b2b6"));
  ev = sky_reversi_evaluator_load_file (legacy_path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sky_reversi_evaluator_get_name (ev), ==, "legacy");
  g_assert_cmpuint (sky_reversi_legacy_weights_checksum (sky_reversi_evaluator_get_legacy_weights (ev)),
                    ==, SKY_REVERSI_WEIGHTS_CHECKSUM);
}

/* "Chosen move: c3 (value 29)" as analyze prints it after a fixed-depth
 * search of the position with ev. */
static char *
expected_choice (const SkyReversiEvaluator *ev, int depth)
{
  g_autoptr(SkyRecord) record = sky_record_from_string (MOVES, NULL);
  const SkyPosition *pos = sky_record_get_position (record, 2);
  SkyReversiSearchOptions options = {
    .max_depth = depth,
    .solve_empties = -1,
    .exact_values = TRUE,
    .threads = 1,
    .evaluator = ev,
  };
  SkySearchResult result;
  g_autofree char *value = NULL;

  g_assert_true (sky_reversi_search (sky_reversi_discs (pos, pos->to_move),
                                     sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                                     &options, &result, NULL));
  /* The value in discs as analyze writes it (value-format.h, tested on
   * its own): hundredths of a disc until solved. */
  value = sky_value_format (SKY_VALUE_UNIT_DISCS,
                            result.solved ? result.value : result.value / 100.0,
                            SKY_VALUE_STYLE_LONG);
  return g_strdup_printf ("Chosen move: %c%c (%s)",
                          'a' + result.move % 8, '1' + result.move / 8,
                          value);
}

static void
analyze (Run *run, const char *spec, const char *weights)
{
  if (weights != NULL)
    run_cli (run, NULL, "analyze", "reversi", "--moves", MOVES, "--threads",
             "1", "--player", spec, "--weights", weights, NULL);
  else
    run_cli (run, NULL, "analyze", "reversi", "--moves", MOVES, "--threads",
             "1", "--player", spec, NULL);
  assert_ok (run);
}

/* analyze searches with the weights of --weights or of weights=FILE. */
static void
test_analyze (void)
{
  g_autoptr(SkyReversiEvaluator) legacy = sky_reversi_evaluator_new_legacy ();
  g_autoptr(SkyReversiEvaluator) fixture = test_pattern_evaluator (3);
  g_autofree char *legacy_spec = g_strdup_printf ("minimax:engine=yes,seconds=0,depth=4,weights=%s",
                                                  legacy_path);
  g_autofree char *legacy_choice = expected_choice (legacy, 4);
  g_autofree char *pattern_choice = expected_choice (fixture, 4);
  g_auto(Run) by_option = { 0 };
  g_auto(Run) by_spec = { 0 };
  g_auto(Run) spec_first = { 0 };
  g_auto(Run) pattern = { 0 };

  analyze (&by_option, "minimax:engine=yes,seconds=0,depth=4", legacy_path);
  g_assert_nonnull (strstr (by_option.out, legacy_choice));
  analyze (&by_spec, legacy_spec, NULL);
  /* The same search, told apart only by its time. */
  *strstr (by_spec.out, "Search:") = '\0';
  *strstr (by_option.out, "Search:") = '\0';
  g_assert_cmpstr (by_spec.out, ==, by_option.out);
  /* The spec's own weights come first. */
  analyze (&spec_first, legacy_spec, pattern_path);
  g_assert_nonnull (strstr (spec_first.out, legacy_choice));
  analyze (&pattern, "minimax:engine=yes,seconds=0,depth=4", pattern_path);
  g_assert_nonnull (strstr (pattern.out, pattern_choice));
}

/* Everything after the games: the table and the interval, not the times. */
static char *
match_table (const char *out)
{
  const char *start = strstr (out, "wins");
  const char *end = strstr (out, "Average time");

  g_assert_nonnull (start);
  g_assert_nonnull (end);
  return g_strndup (start, end - start);
}

/* match --weights is the default of both opponents: the same games as
 * weights=FILE in both specs. */
static void
test_match (void)
{
  g_autofree char *a = g_strdup_printf ("minimax:engine=yes,seconds=0,depth=2,weights=%s", pattern_path);
  g_autofree char *b = g_strdup_printf ("minimax:engine=yes,seconds=0,depth=3,weights=%s", pattern_path);
  g_auto(Run) by_spec = { 0 };
  g_auto(Run) by_option = { 0 };
  g_autofree char *table_spec = NULL;
  g_autofree char *table_option = NULL;

  run_cli (&by_spec, NULL, "match", "reversi", a, b, "--games", "4",
           "--threads", "2", NULL);
  assert_ok (&by_spec);
  run_cli (&by_option, NULL, "match", "reversi", "minimax:engine=yes,seconds=0,depth=2",
           "minimax:engine=yes,seconds=0,depth=3", "--weights", pattern_path, "--games",
           "4", "--threads", "2", NULL);
  assert_ok (&by_option);
  table_spec = match_table (by_spec.out);
  table_option = match_table (by_option.out);
  g_assert_cmpstr (table_spec, ==, table_option);
}

/* review --weights: the values of the searches are the evaluator's. */
static void
test_review (void)
{
  g_autofree char *record = g_build_filename (dir, "game.txt", NULL);
  g_auto(Run) legacy = { 0 };
  g_auto(Run) pattern = { 0 };

  g_assert_true (g_file_set_contents (record, "f5d6c3d3c4f4", -1, NULL));
  /* --no-book: these positions are the opening book's otherwise. */
  run_cli (&legacy, NULL, "review", record, "--depth", "2", "--threads", "1",
           "--format", "tsv", "--weights", legacy_path, "--no-book", NULL);
  assert_ok (&legacy);
  run_cli (&pattern, NULL, "review", record, "--depth", "2", "--threads",
           "1", "--format", "tsv", "--weights", pattern_path, "--no-book",
           NULL);
  assert_ok (&pattern);
  g_assert_cmpstr (legacy.out, !=, pattern.out);
}

/* tune label --weights: the depth-limited labels are the evaluator's. */
static void
test_label (void)
{
  g_autofree char *positions = g_build_filename (dir, "small.pos", NULL);
  g_autofree char *labels = g_build_filename (dir, "small.lab", NULL);
  g_autoptr(SkyReversiEvaluator) fixture = test_pattern_evaluator (3);
  g_autoptr(SkyReversiLabeler) labeler = sky_reversi_labeler_new (6, 2);
  g_autoptr(GArray) read = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Run) label = { 0 };
  guint searched = 0;

  run_cli (&label, NULL, "tune", "label", "-q", "-i", positions, "-o", labels,
           "-e", "6", "-d", "2", "--weights", pattern_path, NULL);
  assert_ok (&label);
  read = sky_reversi_labels_load (labels, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read->len, >, 20);
  sky_reversi_labeler_set_evaluator (labeler, fixture);
  for (guint i = 0; i < read->len; i++)
    {
      const SkyReversiLabel *got = &g_array_index (read, SkyReversiLabel, i);
      SkyReversiLabel expected;

      sky_reversi_labeler_label (labeler, got->P, got->O, &expected, NULL);
      g_assert_cmpint (got->value, ==, expected.value);
      g_assert_cmpint (got->source, ==, expected.source);
      searched += got->source == 2;
    }
  g_assert_cmpuint (searched, >, 10);
}

/* tune positions --weights: the self-play searches with that evaluation,
 * so the positions are those of the same games played in this process with
 * it, and not those of the default evaluation. */
static void
test_positions (void)
{
  g_autofree char *path = g_build_filename (dir, "fixture.pos", NULL);
  g_autoptr(SkyReversiEvaluator) fixture = test_pattern_evaluator (3);
  g_autoptr(GArray) read = NULL;
  g_autoptr(GArray) expected = NULL;
  g_autoptr(GArray) by_default = NULL;
  g_autoptr(GError) error = NULL;
  SkyReversiGenerateOptions options;
  g_auto(Run) make = { 0 };

  run_cli (&make, NULL, "tune", "positions", "-q", "--games", "6", "--seed",
           "4", "--weights", pattern_path, "-o", path, NULL);
  assert_ok (&make);
  read = sky_reversi_positions_load (path, &error);
  g_assert_no_error (error);

  sky_reversi_generate_options_init (&options);
  options.games = 6;
  options.seed = 4;
  options.evaluator = fixture;
  expected = sky_reversi_training_generate (&options, NULL, NULL, NULL, NULL);
  options.evaluator = NULL;
  by_default = sky_reversi_training_generate (&options, NULL, NULL, NULL, NULL);

  g_assert_cmpuint (read->len, ==, expected->len);
  g_assert_cmpmem (read->data, read->len * sizeof (SkyReversiTrainingPosition),
                   expected->data,
                   expected->len * sizeof (SkyReversiTrainingPosition));
  g_assert_false (by_default->len == expected->len
                  && memcmp (by_default->data, expected->data,
                             expected->len * sizeof (SkyReversiTrainingPosition)) == 0);
}

typedef struct {
  const char *args[14];
  const char *message;      /* "@DIR@" is the temporary folder */
} BadInput;

static const BadInput bad_inputs[] = {
  { { "analyze", "reversi", "--weights", "@DIR@/missing.bin", "--player", "minimax:engine=yes", NULL },
    "--weights: Failed to open file “@DIR@/missing.bin”: No such file or directory" },
  { { "analyze", "reversi", "--weights", "@DIR@/text.txt", "--player", "minimax:engine=yes", NULL },
    "--weights: @DIR@/text.txt: not a file of evaluation weights (it starts with neither “SKYPATW1” nor “SKYLEGW1”)" },
  { { "analyze", "reversi", "--weights", "@DIR@/cut.bin", "--player", "minimax:engine=yes", NULL },
    "--weights: @DIR@/cut.bin: bad legacy weights: the file ends at byte 40 where the text should be" },
  { { "analyze", "reversi", "--weights", "@DIR@/legacy.bin", NULL },
    "--weights is for the strong engine: give an opponent minimax:engine=yes" },
  { { "analyze", "tictactoe", "--weights", "@DIR@/legacy.bin", NULL },
    "--weights is for reversi only" },
  { { "match", "reversi", "random", "minimax:engine=yes,weights=@DIR@/cut.bin", NULL },
    "Opponent “minimax:engine=yes,weights=@DIR@/cut.bin”: @DIR@/cut.bin: bad legacy weights: the file ends at byte 40 where the text should be" },
  { { "match", "reversi", "random", "minimax:weights=@DIR@/legacy.bin", NULL },
    "Key “weights” in opponent “minimax:weights=@DIR@/legacy.bin” needs engine=yes" },
  { { "match", "tictactoe", "random", "minimax:engine=yes,weights=@DIR@/legacy.bin", NULL },
    "Key “weights” in opponent “minimax:engine=yes,weights=@DIR@/legacy.bin” is for reversi only" },
  { { "match", "reversi", "random", "minimax:engine=yes,weights=", NULL },
    "weights needs a file in opponent “minimax:engine=yes,weights=”" },
  { { "match", "reversi", "random", "priority", "--weights", "@DIR@/legacy.bin", NULL },
    "--weights is for the strong engine: give an opponent minimax:engine=yes" },
  { { "review", "@DIR@/game.txt", "--weights", "@DIR@/text.txt", NULL },
    "--weights: @DIR@/text.txt: not a file of evaluation weights (it starts with neither “SKYPATW1” nor “SKYLEGW1”)" },
  { { "tune", "label", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.lab", "-e", "6", "-d", "1", "--weights", "@DIR@/cut.bin", NULL },
    "--weights: @DIR@/cut.bin: bad legacy weights: the file ends at byte 40 where the text should be" },
  { { "tune", "positions", "-o", "@DIR@/x.pos", "--weights", "@DIR@/text.txt", NULL },
    "--weights: @DIR@/text.txt: not a file of evaluation weights (it starts with neither “SKYPATW1” nor “SKYLEGW1”)" },
  /* A phase's stream broken far into the file: an error when the file is
   * read, not a warning later in a search. */
  { { "analyze", "reversi", "--weights", "@DIR@/broken.bin", "--player", "minimax:engine=yes,depth=2", NULL },
    "--weights: @DIR@/broken.bin: bad pattern weights: phase 29 (59-60 empties): Invalid compressed data" },
  { { "match", "reversi", "random", "minimax:engine=yes,weights=@DIR@/broken.bin", NULL },
    "Opponent “minimax:engine=yes,weights=@DIR@/broken.bin”: @DIR@/broken.bin: bad pattern weights: phase 29 (59-60 empties): Invalid compressed data" },
  { { "tune", "export-legacy", NULL }, "tune export-legacy needs --output FILE" },
  { { "tune", "export-legacy", "-o", "@DIR@/missing/x.bin", NULL },
    "--output: cannot write “@DIR@/missing/x.bin”: the folder “@DIR@/missing” does not exist" },
};

static char *
expand (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, "@DIR@", -1);

  return g_strjoinv (dir, parts);
}

static void
test_bad_input (gconstpointer data)
{
  const BadInput *bad = data;
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = expand (bad->message);
  g_autofree char *expected = g_strdup_printf ("sakiyomi-cli: %s\n", message);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_ptr_array_add (argv, g_strdup (g_getenv ("SAKIYOMI_CLI")));
  for (int i = 0; bad->args[i] != NULL; i++)
    g_ptr_array_add (argv, expand (bad->args[i]));
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, &out,
                                                &err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpstr (err, ==, expected);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 2);
}

/* The files the tests read: the fixture's pattern weights, a text file,
 * a legacy file cut short, the fixture's pattern weights with a byte of
 * its last phase (29) flipped, a game record. */
static void
make_files (void)
{
  g_autoptr(SkyReversiEvaluator) fixture = test_pattern_evaluator (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiLegacyWeights) legacy = sky_reversi_legacy_weights_get_default ();
  g_autofree char *text = g_build_filename (dir, "text.txt", NULL);
  g_autofree char *cut = g_build_filename (dir, "cut.bin", NULL);
  g_autofree char *game = g_build_filename (dir, "game.txt", NULL);
  g_autofree char *positions = g_build_filename (dir, "small.pos", NULL);
  g_autofree char *contents = NULL;
  g_auto(Run) make = { 0 };
  gsize len;

  g_assert_true (sky_reversi_pattern_weights_save_file (sky_reversi_evaluator_get_pattern_weights (fixture),
                                                        pattern_path, &error));
  g_assert_true (sky_reversi_legacy_weights_save_file (legacy, legacy_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (legacy_path, &contents, &len, NULL));
  g_assert_true (g_file_set_contents (cut, contents, 40, NULL));
  g_assert_true (g_file_set_contents (text, "not weights\n", -1, NULL));
  {
    /* The last phase's stream ends the file, and its last four bytes are
     * zlib's check of it. */
    g_autofree char *broken = g_build_filename (dir, "broken.bin", NULL);
    g_autofree char *weights = NULL;
    gsize size;

    g_assert_true (g_file_get_contents (pattern_path, &weights, &size, NULL));
    weights[size - 1] ^= 0xff;
    g_assert_true (g_file_set_contents (broken, weights, size, NULL));
  }
  g_assert_true (g_file_set_contents (game, "f5d6c3d3c4f4", -1, NULL));
  run_cli (&make, NULL, "tune", "positions", "-q", "--games", "2", "--seed",
           "5", "--depth", "1", "-o", positions, NULL);
  assert_ok (&make);
}

static void
remove_dir (void)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("test-cli-weights-XXXXXX", NULL);
  g_assert_nonnull (dir);
  legacy_path = g_build_filename (dir, "legacy.bin", NULL);
  pattern_path = g_build_filename (dir, "pattern.bin", NULL);
  make_files ();

  g_test_add_func ("/cli-weights/export", test_export);
  g_test_add_func ("/cli-weights/analyze", test_analyze);
  g_test_add_func ("/cli-weights/match", test_match);
  g_test_add_func ("/cli-weights/review", test_review);
  g_test_add_func ("/cli-weights/label", test_label);
  g_test_add_func ("/cli-weights/positions", test_positions);
  for (gsize i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      g_autofree char *name = g_strdup_printf ("/cli-weights/bad-input/%" G_GSIZE_FORMAT, i);

      g_test_add_data_func (name, &bad_inputs[i], test_bad_input);
    }
  status = g_test_run ();
  remove_dir ();
  g_free (legacy_path);
  g_free (pattern_path);
  g_free (dir);
  return status;
}
