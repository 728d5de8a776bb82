/* test-cli-attacks.c: the command line attacked as a hostile user or a
 * broken disk would (issue 21, items 3, 8, 9 and 14): endless and huge
 * inputs, a flooding NBoard GUI, a full output device, Ctrl+C in a match,
 * a file name of 255 bytes.
 *
 * Every command runs under a memory ceiling (`ulimit -v`, 1 GiB): it must
 * end with a clear message and its own exit status, never be killed by
 * the kernel or abort because an allocation failed. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib-unix.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

/* g_format_size () puts a no-break space before the unit. */
#define NBSP "\xc2\xa0"

/* The memory ceiling, in KiB, as ulimit -v takes it. */
#define CEILING_KIB "1048576"

static char *dir;

static char *
path_in_dir (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

typedef struct {
  int status;               /* the exit status; asserted it exited */
  char *err;
} Result;

static void
result_clear (Result *result)
{
  g_free (result->err);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Result, result_clear)

/* The argv of sakiyomi-cli with args under the memory ceiling. */
static GPtrArray *
ceiling_argv (const char *const *args)
{
  GPtrArray *argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (char *) "/bin/sh");
  g_ptr_array_add (argv, (char *) "-c");
  /* AddressSanitizer maps terabytes of shadow memory at start, which no
   * ceiling on the address space allows: its build runs the attacks
   * without one (the plain build keeps them under it). */
  if (g_getenv ("ASAN_OPTIONS") != NULL)
    g_ptr_array_add (argv, (char *) "exec \"$0\" \"$@\"");
  else
    g_ptr_array_add (argv, (char *) "ulimit -v " CEILING_KIB " && exec \"$0\" \"$@\"");
  g_ptr_array_add (argv, (char *) g_getenv ("SAKIYOMI_CLI"));
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  return argv;
}

/* Starts sakiyomi-cli under the ceiling with its standard input from a
 * file (or, if in_fd >= 0, that descriptor, taken) and its standard output
 * to a file; standard error a pipe to this test. */
static GSubprocess *
start_fd (const char *in_path, int in_fd, const char *out_path,
          const char *const *args)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GPtrArray) argv = ceiling_argv (args);
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  g_assert_nonnull (g_getenv ("SAKIYOMI_CLI"));
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (in_fd >= 0)
    g_subprocess_launcher_take_stdin_fd (launcher, in_fd);
  else
    g_subprocess_launcher_set_stdin_file_path (launcher, in_path);
  g_subprocess_launcher_set_stdout_file_path (launcher, out_path);
  process = g_subprocess_launcher_spawnv (launcher,
                                          (const char *const *) argv->pdata,
                                          &error);
  g_assert_no_error (error);
  return process;
}

static GSubprocess *
start (const char *in_path, const char *out_path, const char *const *args)
{
  return start_fd (in_path, -1, out_path, args);
}

/* Whether process is still running (GLib reaps it as it ends). */
static gboolean
running (GSubprocess *process)
{
  return g_subprocess_get_identifier (process) != NULL;
}

/* Waits for process and asserts it exited by itself (not killed, not
 * aborted): the ceiling held. */
static void
finish (GSubprocess *process, Result *result)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL,
                                                NULL, &result->err, &error));
  g_assert_no_error (error);
  if (g_subprocess_get_if_signaled (process))
    g_error ("sakiyomi-cli was killed by signal %d; stderr: %s",
             g_subprocess_get_term_sig (process), result->err);
  g_assert_true (g_subprocess_get_if_exited (process));
  result->status = g_subprocess_get_exit_status (process);
}

static void
run (Result *result, const char *in_path, const char *out_path,
     const char *const *args)
{
  g_autoptr(GSubprocess) process = start (in_path != NULL ? in_path : "/dev/null",
                                          out_path != NULL ? out_path : "/dev/null",
                                          args);

  finish (process, result);
}

/* A small game record, for the commands that need one besides the
 * input under attack. */
static char *
ok_record (void)
{
  char *path = path_in_dir ("ok.txt");

  g_assert_true (g_file_set_contents (path, "# Sakiyomi reversi\nf5d6c3d3c4f4\n",
                                      -1, NULL));
  return path;
}

/* --- item 3: inputs read against a limit ---------------------------- */

static void
test_record_dev_zero (void)
{
  const char *const review[] = { "review", "/dev/zero", NULL };
  const char *const analyze[] = { "analyze", "reversi", "--record", "/dev/zero", NULL };
  g_auto(Result) a = { 0 };
  g_auto(Result) b = { 0 };

  run (&a, NULL, NULL, review);
  g_assert_cmpstr (a.err, ==, "sakiyomi-cli: /dev/zero: too long: a file of games is at most 256.0" NBSP "MiB\n");
  g_assert_cmpint (a.status, ==, 2);
  run (&b, NULL, NULL, analyze);
  g_assert_cmpstr (b.err, ==, "sakiyomi-cli: /dev/zero: too long: a file of games is at most 256.0" NBSP "MiB\n");
  g_assert_cmpint (b.status, ==, 2);
}

static void
test_weights_dev_zero (void)
{
  g_autofree char *record = ok_record ();
  const char *const review[] = { "review", "--weights", "/dev/zero", record, NULL };
  g_auto(Result) r = { 0 };

  run (&r, NULL, NULL, review);
  g_assert_cmpstr (r.err, ==, "sakiyomi-cli: --weights: /dev/zero: not a file of evaluation weights (it starts with neither “SKYPATW1” nor “SKYLEGW1”)\n");
  g_assert_cmpint (r.status, ==, 2);
}

/* A sparse file of 2 GB with a weights file's magic: refused by its size
 * after the magic, not read whole. */
static void
test_weights_sparse (void)
{
  g_autofree char *record = ok_record ();
  g_autofree char *sparse = path_in_dir ("sparse.bin");
  g_autofree char *expected = NULL;
  const char *const review[] = { "review", "--weights", sparse, record, NULL };
  g_auto(Result) r = { 0 };
  int fd;

  fd = g_open (sparse, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, "SKYPATW1", 8), ==, 8);
  if (ftruncate (fd, (off_t) 2 << 30) != 0)
    {
      close (fd);
      g_remove (sparse);
      g_test_skip ("this file system cannot hold a sparse file of 2 GB");
      return;
    }
  close (fd);
  run (&r, NULL, NULL, review);
  g_remove (sparse);
  expected = g_strdup_printf ("sakiyomi-cli: --weights: %s: too long: a weights file is at most 16.0" NBSP "MiB\n",
                              sparse);
  g_assert_cmpstr (r.err, ==, expected);
  g_assert_cmpint (r.status, ==, 2);
}

/* play reads a line at a time: an endless one is refused. */
static void
test_play_endless_line (void)
{
  const char *const play[] = { "play", "reversi", NULL };
  g_auto(Result) r = { 0 };

  run (&r, "/dev/zero", NULL, play);
  g_assert_cmpstr (r.err, ==, "sakiyomi-cli: standard input: a line longer than 1024 bytes; the game is stopped\n");
  g_assert_cmpint (r.status, ==, 2);
}

/* A GUI that sends without end while the engine searches: the reader
 * stops reading (the pipe fills and stays full) instead of queueing
 * everything.  The search ("go" at depth 60) never ends by itself, so
 * the lines after it wait; the test writes until the pipe has stayed full
 * for a few seconds, or 64 MiB have gone in. */
static void
test_nboard_flood (void)
{
  const char *const nboard[] = { "nboard", NULL };
  static const char start_search[] = "nboard 2\nset depth 60\ngo\n";
  g_autoptr(GSubprocess) process = NULL;
  char chunk[6 * 1024];
  gsize written = 0;
  gboolean blocked = FALSE;
  int pipe_fds[2], fd;

  g_assert_true (g_unix_open_pipe (pipe_fds, FD_CLOEXEC, NULL));
  process = start_fd (NULL, pipe_fds[0], "/dev/null", nboard);
  fd = pipe_fds[1];
  for (gsize i = 0; i < sizeof chunk; i += 6)
    memcpy (chunk + i, "learn\n", 6);
  g_assert_cmpint (write (fd, start_search, strlen (start_search)), ==,
                   (gssize) strlen (start_search));
  g_assert_true (g_unix_set_fd_nonblocking (fd, TRUE, NULL));
  while (written < 64 * 1024 * 1024)
    {
      struct pollfd p = { .fd = fd, .events = POLLOUT };
      gssize n;

      /* Full for three seconds: the reader has stopped reading (this is
       * no timing assertion: a slow machine only waits longer for it). */
      if (poll (&p, 1, 3000) == 0)
        {
          blocked = TRUE;
          break;
        }
      n = write (fd, chunk, sizeof chunk);
      if (n < 0 && errno == EAGAIN)
        continue;
      if (n < 0)
        g_error ("nboard stopped reading: %s", g_strerror (errno));
      written += n;
    }
  /* Still running (not killed by the ceiling), and it took no more than
   * its bound (4 MiB) and a pipe's buffer (at most 1 MiB). */
  g_assert_true (running (process));
  g_test_message ("%" G_GSIZE_FORMAT " bytes taken before the pipe stayed full",
                  written);
  g_assert_true (blocked);
  g_assert_cmpuint (written, <, 8 * 1024 * 1024);
  g_subprocess_force_exit (process);
  g_assert_true (g_subprocess_wait (process, NULL, NULL));
  close (fd);
}

/* A line longer than the protocol's longest is refused, not cut and
 * carried out. */
static void
test_nboard_long_line (void)
{
  const char *const nboard[] = { "nboard", NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) input = g_string_new ("nboard 2\n");
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GPtrArray) argv = ceiling_argv (nboard);

  for (int i = 0; i < 2 * 1024 * 1024; i++)
    g_string_append_c (input, 'a');
  g_string_append (input, "\nping 7\nquit\n");
  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE
                               | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, input->str, NULL,
                                                &out, &err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_assert_cmpstr (out, ==,
                   "set myname Sakiyomi\n"
                   "status\n"
                   "status ERROR: the line is longer than 1048640 bytes\n"
                   "pong 7\n");
  g_assert_cmpstr (err, ==, "");
}

/* --- item 9: output errors ------------------------------------------- */

static void
test_output_dev_full (void)
{
  g_autofree char *record = ok_record ();
  const char *const perft[] = { "perft", "5", NULL };
  const char *const review[] = { "review", "--depth", "1", record, NULL };
  const char *const match[] = { "match", "reversi", "random", "random",
                                "--games", "2", "-v", NULL };
  const char *const *commands[] = { perft, review, match };

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full on this system");
      return;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Result) r = { 0 };

      g_test_message ("%s", commands[i][0]);
      run (&r, NULL, "/dev/full", commands[i]);
      g_assert_cmpstr (r.err, ==, "sakiyomi-cli: cannot write to standard output: No space left on device\n");
      g_assert_cmpint (r.status, ==, 1);
    }
}

/* --- item 8: Ctrl+C in a match ----------------------------------------- */

static guint
count_game_lines (const char *path)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint n = 0;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return 0;
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    n += g_str_has_prefix (lines[i], "game ");
  return n;
}

static void
test_match_sigint (void)
{
  g_autofree char *out = path_in_dir ("match.txt");
  const char *const match[] = { "match", "reversi", "minimax:depth=2", "random",
                                "--games", "1000000", "--threads", "1", "-v",
                                NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *last_line = NULL;
  g_auto(Result) r = { 0 };
  guint n_lines, games = 0;

  process = start ("/dev/null", out, match);
  /* Until two games are in the file (each is, as it ends). */
  while (count_game_lines (out) < 2)
    {
      g_assert_true (running (process));
      g_usleep (20000);
    }
  g_subprocess_send_signal (process, SIGINT);
  finish (process, &r);
  g_assert_cmpint (r.status, ==, 130);
  g_assert_cmpstr (r.err, ==, "");

  g_assert_true (g_file_get_contents (out, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines);
  /* Ends with a line and its line end. */
  g_assert_cmpuint (n_lines, >=, 2);
  g_assert_cmpstr (lines[n_lines - 1], ==, "");
  last_line = g_strdup (lines[n_lines - 2]);
  /* Every game finished is there, numbered 1, 2, … in order. */
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "game "))
      {
        g_autofree char *prefix = g_strdup_printf ("game %u: ", games + 1);

        g_assert_true (g_str_has_prefix (lines[i], prefix));
        games++;
      }
  g_assert_cmpuint (games, >=, 2);
  {
    g_autofree char *expected
      = g_strdup_printf ("Interrupted: the match stopped after %u of 1000000 games.",
                         games);

    g_assert_cmpstr (last_line, ==, expected);
  }
  g_remove (out);
}

/* --- item 14: saving to a name of 255 bytes ---------------------------- */

static void
test_save_long_name (void)
{
  g_autofree char *name = g_strnfill (251, 'g');
  g_autofree char *file_name = g_strconcat (name, ".txt", NULL);
  g_autofree char *path = path_in_dir (file_name);
  g_autofree char *input = path_in_dir ("moves.txt");
  g_autofree char *saved = NULL;
  const char *const play[] = { "play", "reversi", "--save", path, NULL };
  g_auto(Result) r = { 0 };

  g_assert_cmpuint (strlen (file_name), ==, 255);
  g_assert_true (g_file_set_contents (input, "f5\nquit\n", -1, NULL));
  run (&r, input, NULL, play);
  g_assert_cmpstr (r.err, ==, "");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_true (g_str_has_prefix (saved, "# Sakiyomi reversi\n"));
  g_assert_nonnull (strstr (saved, "\nf5"));
  g_remove (path);
  g_remove (input);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  /* A command that stops reading must not kill the test. */
  signal (SIGPIPE, SIG_IGN);
  dir = g_dir_make_tmp ("sakiyomi-cli-attacks-XXXXXX", NULL);
  g_assert_nonnull (dir);

  g_test_add_func ("/cli-attacks/limits/record-dev-zero", test_record_dev_zero);
  g_test_add_func ("/cli-attacks/limits/weights-dev-zero", test_weights_dev_zero);
  g_test_add_func ("/cli-attacks/limits/weights-sparse-2gb", test_weights_sparse);
  g_test_add_func ("/cli-attacks/limits/play-endless-line", test_play_endless_line);
  g_test_add_func ("/cli-attacks/limits/nboard-flood", test_nboard_flood);
  g_test_add_func ("/cli-attacks/limits/nboard-long-line", test_nboard_long_line);
  g_test_add_func ("/cli-attacks/output/dev-full", test_output_dev_full);
  g_test_add_func ("/cli-attacks/match/sigint", test_match_sigint);
  g_test_add_func ("/cli-attacks/save/long-name", test_save_long_name);

  status = g_test_run ();
  {
    g_autofree char *record = path_in_dir ("ok.txt");

    g_remove (record);
  }
  g_rmdir (dir);
  g_free (dir);
  return status;
}
