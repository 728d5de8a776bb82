/* test-cli-tune-probcut.c: `sakiyomi-cli tune probcut`: bad arguments
 * and input (one line naming the problem, status 2), the same table
 * from the same command, on one thread or two, and the --note it keeps. */
#include "config.h"

#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

static char *dir;

typedef struct {
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static char *
expand (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, "@DIR@", -1);

  return g_strjoinv (dir, parts);
}

static void
run_argv (Run *run, const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, g_strdup (g_getenv ("SAKIYOMI_CLI")));
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
run_ok (const char *const *args)
{
  g_auto(Run) run = { 0 };

  run_argv (&run, args);
  if (run.status != 0)
    g_printerr ("%s", run.err);
  g_assert_cmpint (run.status, ==, 0);
}

/* Not inlined: GCC 12's -Wdangling-pointer takes pointers into what it
 * returns for pointers to its local variable (a false positive at -O2). */
static G_GNUC_NO_INLINE char *
read_file (const char *name, gsize *length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *contents;

  g_assert_true (g_file_get_contents (path, &contents, length, NULL));
  return contents;
}

static void
write_file (const char *name, const char *contents, gsize length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
}

typedef struct {
  const char *args[14];
  const char *message;      /* without "sakiyomi-cli: " and the newline;
                             * "@DIR@" is the temporary folder */
} BadInput;

static const BadInput bad_inputs[] = {
  { { "tune", "probcut", "-o", "@DIR@/x.h", NULL }, "tune probcut: --input is required" },
  { { "tune", "probcut", "-i", "@DIR@/small.pos", NULL }, "tune probcut: --output is required" },
  { { "tune", "probcut", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.h", "extra", NULL }, "tune probcut: unexpected argument “extra”" },
  { { "tune", "probcut", "-i", "@DIR@/small.pos", "-o", "@DIR@/missing/x.h", NULL }, "--output: cannot write “@DIR@/missing/x.h”: the folder “@DIR@/missing” does not exist" },
  { { "tune", "probcut", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.h", "--positions", "0", NULL }, "--positions must be 1 to 1000000, not 0" },
  { { "tune", "probcut", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.h", "--seed", "-1", NULL }, "--seed must not be negative, not -1" },
  { { "tune", "probcut", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.h", "--max-depth", "2", NULL }, "--max-depth must be 3 to 16, not 2" },
  { { "tune", "probcut", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.h", "--min-empties", "30", "--max-empties", "20", NULL }, "--min-empties and --max-empties must be 1 to 60 with the first not above the second, not 30 and 20" },
  { { "tune", "probcut", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.h", "--endgame-min", "3", NULL }, "--endgame-min and --endgame-max must be 4 to 30 with the first not above the second, not 3 and 20" },
  { { "tune", "probcut", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.h", "--threads", "0", NULL }, "--threads must be 1 to 64, not 0" },
  { { "tune", "probcut", "-i", "@DIR@/missing.pos", "-o", "@DIR@/x.h", NULL }, "Failed to open file “@DIR@/missing.pos”: No such file or directory" },
  { { "tune", "probcut", "-i", "@DIR@/text.txt", "-o", "@DIR@/x.h", NULL }, "@DIR@/text.txt: not a file of training positions (it does not start with “SKYPOS1”)" },
  { { "tune", "probcut", "-i", "@DIR@/cut.pos", "-o", "@DIR@/x.h", NULL }, "@DIR@/cut.pos: the file ends in the middle of a record at byte 24" },
  { { "tune", "probcut", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.h", "--min-empties", "60", NULL }, "tune probcut: no position with 60 to 60 empties and a move to play in the input" },
  { { "tune", "probcut", "-i", "@DIR@/small.pos", "-o", "@DIR@/x.h", "--note", "a */ b", NULL }, "tune probcut: --note must not contain “*/”" },
};

static void
test_bad_input (gconstpointer data)
{
  const BadInput *bad = data;
  g_auto(Run) run = { 0 };
  g_autofree char *message = expand (bad->message);
  g_autofree char *expected = g_strdup_printf ("sakiyomi-cli: %s\n", message);
  g_autofree char *path = g_build_filename (dir, "x.h", NULL);

  run_argv (&run, bad->args);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpint (run.status, ==, 2);
  /* Nothing written. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* The same command writes the same table, on one thread or two; it names
 * the command and holds fitted rows. */
static void
test_deterministic (void)
{
  const char *const one[] = { "tune", "probcut", "-q", "-i", "@DIR@/small.pos",
                              "--positions", "150", "--max-depth", "4",
                              "--min-empties", "8", "--max-empties", "22",
                              "--endgame-min", "8", "--endgame-max", "12",
                              "-o", "@DIR@/one.h", NULL };
  const char *const two[] = { "tune", "probcut", "-q", "-i", "@DIR@/small.pos",
                              "--positions", "150", "--max-depth", "4",
                              "--min-empties", "8", "--max-empties", "22",
                              "--endgame-min", "8", "--endgame-max", "12",
                              "--threads", "2", "-o", "@DIR@/one.h", NULL };
  g_autofree char *first = NULL, *second = NULL;
  g_autofree char *command = expand ("sakiyomi-cli tune probcut --input @DIR@/small.pos "
                                     "--positions 150 --seed 1 --max-depth 4 "
                                     "--min-empties 8 --max-empties 22 "
                                     "--endgame-min 8 --endgame-max 12 "
                                     "--output @DIR@/one.h\n");
  gsize first_length, second_length;

  run_ok (one);
  first = read_file ("one.h", &first_length);
  run_ok (two);
  second = read_file ("one.h", &second_length);
  g_assert_cmpmem (first, first_length, second, second_length);

  g_assert_nonnull (strstr (first, command));
  g_assert_nonnull (strstr (first, "#define SKY_REVERSI_PROBCUT_TABLE_MAX_DEPTH 4\n"));
  g_assert_nonnull (strstr (first, "sky_reversi_probcut_table_shallow[SKY_REVERSI_PROBCUT_TABLE_MAX_DEPTH + 1] = { 0, 0, 0, 1, 2 };"));
  /* A fitted midgame row and a fitted endgame row. */
  g_assert_nonnull (strstr (first, "/* 15 */ {{0,0,0},{0,0,0},{0,0,0},{"));
  g_assert_null (strstr (first, "/* 15 */ {{0,0,0},{0,0,0},{0,0,0},{0,0,0}"));
  g_assert_null (strstr (first, "/* 10 */ {0,0,0},"));
  g_assert_nonnull (strstr (first, "/*  7 */ {0,0,0},"));
}

/* --weights: the midgame rows are those of the weights' searches (the
 * legacy weights, a file of the tree, give other ones), the command
 * names them, and a file that is not weights is refused. */
static void
test_weights (void)
{
  g_autofree char *legacy = g_test_build_filename (G_TEST_DIST, "..", "src",
                                                   "engine", "reversi",
                                                   "reversi-legacy-weights.bin",
                                                   NULL);
  const char *const built_in[] = { "tune", "probcut", "-q", "-i", "@DIR@/small.pos",
                                   "--positions", "60", "--max-depth", "4",
                                   "--min-empties", "14", "--max-empties", "22",
                                   "--endgame-min", "8", "--endgame-max", "8",
                                   "-o", "@DIR@/one.h", NULL };
  const char *const other[] = { "tune", "probcut", "-q", "-i", "@DIR@/small.pos",
                                "--positions", "60", "--max-depth", "4",
                                "--min-empties", "14", "--max-empties", "22",
                                "--endgame-min", "8", "--endgame-max", "8",
                                "--weights", legacy, "-o", "@DIR@/w.h", NULL };
  const char *const not_weights[] = { "tune", "probcut", "-q", "-i", "@DIR@/small.pos",
                                      "--weights", "@DIR@/small.pos",
                                      "-o", "@DIR@/w.h", NULL };
  g_autofree char *first = NULL, *second = NULL, *named = NULL;
  const char *rows_first, *rows_second;
  gsize first_length, second_length;
  g_auto(Run) run = { 0 };

  run_ok (built_in);
  first = read_file ("one.h", &first_length);
  run_ok (other);
  second = read_file ("w.h", &second_length);
  named = g_strdup_printf (" --weights %s\n", legacy);
  g_assert_nonnull (strstr (second, named));
  rows_first = strstr (first, "/* 18 */");
  rows_second = strstr (second, "/* 18 */");
  g_assert_nonnull (rows_first);
  g_assert_nonnull (rows_second);
  g_assert_cmpint (strncmp (rows_first, rows_second, 60), !=, 0);

  run_argv (&run, not_weights);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_prefix (run.err, "sakiyomi-cli: --weights: "));
}

/* --note: kept in the header's comment after the command, its words in
 * lines of at most 72 characters, its own line breaks kept. */
static void
test_note (void)
{
  const char *const args[] = { "tune", "probcut", "-q", "-i", "@DIR@/small.pos",
                               "--positions", "20", "--max-depth", "3",
                               "--min-empties", "8", "--max-empties", "22",
                               "--endgame-min", "8", "--endgame-max", "10",
                               "--note", "positions: sakiyomi-cli tune positions --games 6 --depth 1 "
                               "--seed 5 --output small.pos (made by the test itself, a line "
                               "longer than seventy-two characters)\nsecond line",
                               "-o", "@DIR@/note.h", NULL };
  g_autofree char *header = NULL;
  g_autofree char *expected = expand ("--endgame-min 8 --endgame-max 10 --output @DIR@/note.h\n"
                                      " *\n"
                                      " * positions: sakiyomi-cli tune positions --games 6 --depth 1 --seed 5\n"
                                      " * --output small.pos (made by the test itself, a line longer than\n"
                                      " * seventy-two characters)\n"
                                      " * second line\n"
                                      " *\n"
                                      " * 20 positions sampled, 8 to 22 empties.");
  gsize length;

  run_ok (args);
  header = read_file ("note.h", &length);
  g_assert_nonnull (strstr (header, expected));
}

int
main (int argc, char **argv)
{
  const char *const make_small[] = { "tune", "positions", "-q", "--games", "6",
                                     "--depth", "1", "--seed", "5",
                                     "-o", "@DIR@/small.pos", NULL };
  static const char *const files[] = {
    "small.pos", "cut.pos", "text.txt", "one.h", "note.h", "x.h", "w.h",
  };
  g_autofree char *small = NULL;
  gsize small_length;
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("SAKIYOMI_CLI"));
  dir = g_dir_make_tmp ("sakiyomi-cli-probcut-XXXXXX", NULL);
  g_assert_nonnull (dir);

  run_ok (make_small);
  small = read_file ("small.pos", &small_length);
  write_file ("cut.pos", small, 8 + 16 + 5);
  write_file ("text.txt", "not a file of positions\n", 24);

  for (gsize i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli-tune-probcut/errors/%02" G_GSIZE_FORMAT, i);

      g_test_add_data_func (path, &bad_inputs[i], test_bad_input);
    }
  g_test_add_func ("/cli-tune-probcut/deterministic", test_deterministic);
  g_test_add_func ("/cli-tune-probcut/note", test_note);
  g_test_add_func ("/cli-tune-probcut/weights", test_weights);

  status = g_test_run ();

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i], NULL);

      g_remove (path);
    }
  g_rmdir (dir);
  g_free (dir);
  return status;
}
