/* test-cli-fourbyfour.c: the command line plays the tests' own fourth game
 * (games/fourbyfour.h), which it has never heard of: the game is
 * registered with one line, then sakiyomi-cli's commands run in this
 * program through sky_cli_run () (cli.h).  `play --save` writes the game,
 * `convert` reads it and writes it again, the record reads back move for
 * move, and a malformed record is refused with a message naming the line
 * and the problem.
 *
 * Each command runs in a child process (fork) with its standard input,
 * output and error on files, as the program would run from a shell.
 */
#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "cli.h"
#include "fourbyfour.h"
#include "record.h"

static char *work_dir;

typedef struct {
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

static int
open_file (const char *name, int flags)
{
  g_autofree char *path = g_build_filename (work_dir, name, NULL);
  int fd = g_open (path, flags, 0600);

  g_assert_cmpint (fd, >=, 0);
  return fd;
}

static char *
read_file (const char *name)
{
  g_autofree char *path = g_build_filename (work_dir, name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
write_file (const char *name, const char *text)
{
  g_autofree char *path = g_build_filename (work_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static char *
work_path (const char *name)
{
  return g_build_filename (work_dir, name, NULL);
}

/* Runs `sakiyomi-cli ARGS…` (NULL-terminated) with input on its standard
 * input, in a child process of this program, where the fourth game is
 * registered. */
static void
run_cli (Run *run, const char *input, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;
  pid_t pid;
  int wait_status;

  g_ptr_array_add (args, (gpointer) "sakiyomi-cli");
  va_start (ap, input);
  for (const char *arg = va_arg (ap, const char *); arg != NULL;
       arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  write_file ("stdin", input != NULL ? input : "");

  fflush (stdout);
  fflush (stderr);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      dup2 (open_file ("stdin", O_RDONLY), STDIN_FILENO);
      dup2 (open_file ("stdout", O_WRONLY | O_CREAT | O_TRUNC), STDOUT_FILENO);
      dup2 (open_file ("stderr", O_WRONLY | O_CREAT | O_TRUNC), STDERR_FILENO);
      _exit (sky_cli_run (args->len - 1, (char **) args->pdata));
    }
  g_assert_cmpint (waitpid (pid, &wait_status, 0), ==, pid);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
  run->out = read_file ("stdout");
  run->err = read_file ("stderr");
}

/* The moves of a record, as text, space-separated. */
static char *
record_moves (const SkyRecord *record)
{
  GString *moves = g_string_new (NULL);

  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    {
      g_autofree char *move = sky_record_get_move_text (record, i);

      g_string_append_printf (moves, "%s%s", i > 0 ? " " : "", move);
    }
  return g_string_free (moves, FALSE);
}

/* The command line knows the game by its id. */
static void
test_games_list (void)
{
  Run run = { 0 };

  run_cli (&run, "quit\n", "play", "nosuchgame", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "fourbyfour"));
  run_clear (&run);
}

/* A whole game against the priority table, saved, converted and read
 * back move for move. */
static void
test_play_save_convert (void)
{
  g_autofree char *game_path = work_path ("game.txt");
  g_autofree char *converted_path = work_path ("converted.txt");
  g_autofree char *text = NULL, *converted = NULL, *moves = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  const SkyPosition *end;
  Run run = { 0 };

  /* X takes the top row; the priority table answers from the centre
   * (b2, c2, b3, c3), never blocking. */
  run_cli (&run, "a1\nb1\nc1\nd1\n", "play", "fourbyfour", "--opponent",
           "priority", "--save", game_path, NULL);
  g_test_message ("%s%s", run.out, run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "You win.\n"));
  text = read_file ("game.txt");
  g_assert_true (g_str_has_prefix (text, "# Sakiyomi fourbyfour\n# X: You\n# O: Priority table\n# Date: "));
  g_assert_nonnull (strstr (text, "\n# Result: 1-0\n"));

  record = sky_record_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_true (sky_record_get_game (record) == &sky_fourbyfour_game);
  moves = record_moves (record);
  g_assert_cmpstr (moves, ==, "a1 b2 b1 c2 c1 b3 d1");
  end = sky_record_get_end (record);
  g_assert_true (sky_position_is_over (end));
  g_assert_cmpint (end->game->result (end), ==, SKY_RESULT_FIRST_WINS);
  g_assert_cmpstr (sky_record_get_tag (record, "X"), ==, "You");
  run_clear (&run);

  /* convert to standard output and to a file: the same record. */
  run_cli (&run, NULL, "convert", game_path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, text);
  run_clear (&run);
  run_cli (&run, NULL, "convert", "--format=text", "--output", converted_path,
           game_path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  converted = read_file ("converted.txt");
  g_assert_cmpstr (converted, ==, text);
  run_clear (&run);

  /* A record typed by hand, from standard input: written in the
   * record's own form. */
  run_cli (&run, "# Sakiyomi fourbyfour\n# O: Someone\nB2 a1\nc3\n", "convert", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "# Sakiyomi fourbyfour\n# O: Someone\nb2 a1 c3\n");
  run_clear (&run);

  /* A game set up on a board of its own (the position editor's) starts
   * with the game's position line, and reads back from it. */
  run_cli (&run, "# Sakiyomi fourbyfour\nX.../.O../..../.... X\nc3\n", "convert", "-", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "# Sakiyomi fourbyfour\nX.../.O../..../.... X\nc3\n");
  run_clear (&run);

  /* GGF is reversi's form. */
  run_cli (&run, NULL, "convert", "--format=ggf", game_path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "GGF"));
  run_clear (&run);
}

/* A malformed record: one line naming the file's line and the problem,
 * status 2, nothing written. */
static void
test_malformed (void)
{
  static const struct {
    const char *text;
    const char *message;
  } records[] = {
    { "# Sakiyomi fourbyfour\na1 b2\na1\n", "line 3: move 3 (a1) is illegal" },
    { "# Sakiyomi fourbyfour\na1 e5\n", "line 2: “e5” is not a square" },
    { "# Sakiyomi fourbyfour\nXXXX/OOOO/..../.... X\n",
      "line 2: Nobody moves after four in a row" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    {
      Run run = { 0 };

      run_cli (&run, records[i].text, "convert", "-", NULL);
      g_test_message ("%s", run.err);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, "sakiyomi-cli: "));
      g_assert_nonnull (strstr (run.err, records[i].message));
      g_assert_cmpint (strchr (run.err, '\n') - run.err + 1, ==, strlen (run.err));
      run_clear (&run);
    }
  {
    Run run = { 0 };

    run_cli (&run, records[0].text, "convert", "-", NULL);
    g_assert_nonnull (strstr (run.err, "a1 is already taken"));
    run_clear (&run);
  }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

  /* The one line that makes the game known. */
  sky_game_register (&sky_fourbyfour_game);

  work_dir = g_dir_make_tmp ("sakiyomi-fourbyfour-XXXXXX", NULL);
  g_assert_nonnull (work_dir);
  g_test_add_func ("/cli-fourbyfour/games", test_games_list);
  g_test_add_func ("/cli-fourbyfour/play-save-convert", test_play_save_convert);
  g_test_add_func ("/cli-fourbyfour/malformed", test_malformed);
  status = g_test_run ();

  {
    g_autoptr(GDir) dir = g_dir_open (work_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (work_dir, name, NULL);

        g_remove (path);
      }
  }
  g_rmdir (work_dir);
  g_free (work_dir);
  return status;
}
