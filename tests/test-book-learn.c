/* test-book-learn.c: `sakiyomi-cli book learn` against what its files
 * may meet: two learners at once, an empty or damaged user book, a book
 * that could not be written at the end of the searching. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib-unix.h>
#include <glib/gstdio.h>

#include "cli-run.h"
#include "reversi-book.h"

/* Two lines that leave the shipped book at once (the first legal move,
 * a1 first, at each ply), apart after the first move. */
static const char line_a[] = "d3c3b3b2b1a1";
static const char line_b[] = "d3e3f2c2d2e2";

/* The positions of a book, in its order. */
static GArray *
book_positions (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiBook) book =
    sky_reversi_book_load (path, SKY_REVERSI_BOOK_MAX_BYTES, &error);
  g_autoptr(GPtrArray) list = NULL;
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (guint64));

  g_assert_no_error (error);
  list = sky_reversi_book_entries (book);
  for (guint i = 0; i < list->len; i++)
    {
      const SkyReversiBookEntry *e = list->pdata[i];

      g_array_append_val (positions, e->player);
      g_array_append_val (positions, e->opponent);
    }
  return positions;
}

static char *
user_book (const char *data_home)
{
  return g_build_filename (data_home, "sakiyomi", "book.skb", NULL);
}

static void
learn (const char *line)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "book", "learn", "--depth", "2", "--exact", "0",
           "--line", line, NULL);
  if (run.status != 0)
    g_error ("book learn --line %s: %d: %s", line, run.status, run.err);
}

/* Two `book learn` at once into the user's book: the book holds the
 * positions of both, as when they run one after the other.  The first
 * learner's standard error is a pipe filled to the brim beforehand, so
 * that its first progress line (after it read the user's book) holds it
 * until the second learner has written its book: the order is the one in
 * which a learner that writes what it read loses the other's positions
 * (the build before kept only the first's: 21 positions where one after
 * the other makes 53). */
static void
test_two_at_once (void)
{
  g_autofree char *dir = g_dir_make_tmp ("faults-learn-XXXXXX", NULL);
  g_autofree char *one_home = g_build_filename (dir, "one", NULL);
  g_autofree char *two_home = g_build_filename (dir, "two", NULL);
  g_autofree char *one_book = user_book (one_home);
  g_autofree char *two_book = user_book (two_home);
  g_autoptr(GArray) sequential = NULL;
  g_autoptr(GArray) concurrent = NULL;
  g_autoptr(GArray) alone = NULL;

  /* One after the other, and the first alone. */
  g_setenv ("XDG_DATA_HOME", one_home, TRUE);
  learn (line_a);
  alone = book_positions (one_book);
  learn (line_b);
  sequential = book_positions (one_book);
  g_assert_cmpuint (sequential->len, >, alone->len);

  /* At once. */
  g_setenv ("XDG_DATA_HOME", two_home, TRUE);
  {
    const char *argv[] = {
      g_getenv ("SAKIYOMI_CLI"), "book", "learn", "--depth", "2", "--exact",
      "0", "--line", line_a, NULL,
    };
    g_autoptr(GSubprocessLauncher) launcher =
      g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
    g_autoptr(GSubprocess) first = NULL;
    g_autoptr(GError) error = NULL;
    char block[4096];
    int fds[2];

    g_assert_true (g_unix_open_pipe (fds, FD_CLOEXEC, NULL));
    /* Filled without waiting, then made to wait again for the learner. */
    g_assert_true (g_unix_set_fd_nonblocking (fds[1], TRUE, NULL));
    memset (block, '.', sizeof block);
    while (write (fds[1], block, sizeof block) > 0)
      ;
    while (write (fds[1], block, 1) > 0)
      ;
    g_assert_cmpint (errno, ==, EAGAIN);
    g_assert_true (g_unix_set_fd_nonblocking (fds[1], FALSE, NULL));
    g_subprocess_launcher_take_stderr_fd (launcher, fds[1]);
    first = g_subprocess_launcher_spawnv (launcher, argv, &error);
    g_assert_no_error (error);
    g_clear_object (&launcher);

    /* The first learner is held on its first progress line; the second
     * learns and writes meanwhile. */
    learn (line_b);

    {
      gsize total = 0;
      ssize_t n;

      while ((n = read (fds[0], block, sizeof block)) != 0)
        {
          if (n < 0 && errno == EINTR)
            continue;
          g_assert_cmpint (n, >, 0);
          total += (gsize) n;
        }
      g_assert_cmpuint (total, >, 65536);
    }
    g_close (fds[0], NULL);
    g_assert_true (g_subprocess_wait (first, NULL, &error));
    g_assert_no_error (error);
    g_assert_true (g_subprocess_get_if_exited (first));
    g_assert_cmpint (g_subprocess_get_exit_status (first), ==, 0);
  }
  concurrent = book_positions (two_book);
  g_assert_cmpuint (concurrent->len, ==, sequential->len);
  g_assert_cmpmem (concurrent->data, concurrent->len * sizeof (guint64),
                   sequential->data, sequential->len * sizeof (guint64));

  g_unsetenv ("XDG_DATA_HOME");
  g_unlink (one_book);
  g_unlink (two_book);
  {
    g_autofree char *one_sub = g_path_get_dirname (one_book);
    g_autofree char *two_sub = g_path_get_dirname (two_book);

    g_rmdir (one_sub);
    g_rmdir (two_sub);
  }
  g_rmdir (one_home);
  g_rmdir (two_home);
  g_rmdir (dir);
}

/* An empty user book (a learning cut short) or a damaged one is named,
 * with what to do, before any searching, and left as it is (the build
 * before said "not a valid opening book: it does not start with the
 * book's magic" and no more). */
static void
test_damaged_user_book (void)
{
  g_autofree char *dir = g_dir_make_tmp ("faults-damaged-XXXXXX", NULL);
  g_autofree char *book = user_book (dir);
  g_autofree char *sub = g_path_get_dirname (book);
  static const struct {
    const char *contents;
    const char *says;
  } cases[] = {
    { "", "is empty (a learning cut short or a full disk?): move it away or delete it, and learning starts a new one" },
    { "SKYBOOK\1 damaged", "; it is the user’s opening book: move it away or delete it, and learning starts a new one" },
  };

  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  g_assert_cmpint (g_mkdir_with_parents (sub, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *contents = NULL;

      g_assert_true (g_file_set_contents (book, cases[i].contents, -1, NULL));
      run_cli (&run, NULL, "book", "learn", "--depth", "2", "--exact", "0",
               "--line", line_a, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, book));
      if (strstr (run.err, cases[i].says) == NULL)
        g_error ("case %u: “%s” not in: %s", i, cases[i].says, run.err);
      g_assert_null (strstr (run.err, "learnt"));
      g_assert_true (g_file_get_contents (book, &contents, NULL, NULL));
      g_assert_cmpstr (contents, ==, cases[i].contents);
    }
  g_unsetenv ("XDG_DATA_HOME");
  g_unlink (book);
  g_rmdir (sub);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/book-learn/two-at-once", test_two_at_once);
  g_test_add_func ("/book-learn/damaged-user-book", test_damaged_user_book);
  return g_test_run ();
}
