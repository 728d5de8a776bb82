/* test-write-atomic.c: the one writer, sky_file_replace () and
 * sky_write_file_atomic () (write-atomic.h), that the CLI's -o, the
 * engine's files and the window's Save share: it replaces a regular file
 * whole and keeps its mode, writes through a symbolic link to its file,
 * and never replaces what is not a regular file (a named pipe, a folder, a
 * device: mknod, as root only, in a temporary folder, never the real
 * /dev/full).  Then the CLI's `convert -o`: over a named pipe refused with
 * a message, the pipe left a pipe (it was replaced by a regular file);
 * /dev/stdout the stream; a file of two names split, and said so. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "cli-run.h"
#include "write-atomic.h"

static char *dir;

static char *
path_of (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static char *
contents_of (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* Nothing of a write is left beside the file: no ".sakiyomi-XXXXXX". */
static void
assert_no_temporary (void)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    g_assert_false (g_str_has_prefix (name, ".sakiyomi-"));
}

static void
test_new_and_replaced (void)
{
  g_autofree char *path = path_of ("new.txt");
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gboolean existed = TRUE;
  struct stat st;
  mode_t mask = umask (022);

  umask (mask);
  g_assert_true (sky_file_replace (path, "first", 5, 0666, &existed, &error));
  g_assert_no_error (error);
  g_assert_false (existed);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0666 & ~mask);

  /* A private file stays private when it is replaced. */
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (sky_write_file_atomic (path, "second", -1, &error));
  g_assert_no_error (error);
  text = contents_of (path);
  g_assert_cmpstr (text, ==, "second");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_true (sky_file_replace (path, "third", 5, 0666, &existed, &error));
  g_assert_true (existed);
  assert_no_temporary ();
}

/* Through a symbolic link: its file is replaced, the link stays a link. */
static void
test_symlink (void)
{
  g_autofree char *target = path_of ("target.txt");
  g_autofree char *link = path_of ("link.txt");
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (symlink ("target.txt", link), ==, 0);
  g_assert_true (sky_write_file_atomic (link, "new", -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  text = contents_of (target);
  g_assert_cmpstr (text, ==, "new");
  assert_no_temporary ();
}

/* A path that is not a regular file: refused with a message naming it
 * and saying what it is, and left as it was. */
static void
assert_refused (const char *path,
                int         code,
                const char *what)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *expected = g_strdup_printf ("Cannot write “%s”: %s", display, what);
  struct stat before, after;

  g_assert_cmpint (g_lstat (path, &before), ==, 0);
  g_assert_false (sky_write_file_atomic (path, "x", 1, &error));
  g_assert_error (error, G_IO_ERROR, code);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_cmpint (g_lstat (path, &after), ==, 0);
  g_assert_cmpint (before.st_mode, ==, after.st_mode);
  g_assert_cmpuint (before.st_ino, ==, after.st_ino);
  assert_no_temporary ();
}

static void
test_not_regular (void)
{
  g_autofree char *fifo = path_of ("fifo");
  g_autofree char *folder = path_of ("folder");
  g_autofree char *device = path_of ("full");
  g_autofree char *link = path_of ("link-to-fifo");

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_refused (fifo, G_IO_ERROR_NOT_REGULAR_FILE,
                  "It is a named pipe (FIFO), not a regular file.");
  /* A link to one is the same. */
  g_assert_cmpint (symlink ("fifo", link), ==, 0);
  assert_refused (link, G_IO_ERROR_NOT_REGULAR_FILE,
                  "It is a named pipe (FIFO), not a regular file.");
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  assert_refused (folder, G_IO_ERROR_IS_DIRECTORY, "It is a folder, not a file.");

  /* /dev/full's own numbers (1, 7), made here: only root may. */
  if (mknod (device, S_IFCHR | 0600, makedev (1, 7)) != 0)
    {
      g_test_message ("not root: no device made to write over");
      return;
    }
  assert_refused (device, G_IO_ERROR_NOT_REGULAR_FILE,
                  "It is a device, not a regular file.");
}

/* The CLI's -o over a named pipe (it was renamed over, leaving a regular
 * file of the game where the pipe was). */
static void
test_cli_output (void)
{
  g_autofree char *fifo = path_of ("cli-fifo");
  g_autofree char *record = path_of ("game.txt");
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };
  struct stat st;

  g_assert_true (g_file_set_contents (record, "f5d6c3", -1, NULL));
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  run_cli (&run, NULL, "convert", record, "--format", "ggf", "-o", fifo, NULL);
  g_assert_cmpint (run.status, ==, 2);
  /* Refused before the game is read, as a bad argument. */
  expected = g_strdup_printf ("sakiyomi-cli: --output: cannot write “%s”: It is a named pipe (FIFO), not a regular file.\n",
                              fifo);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
}

/* -o /dev/stdout is the stream, as -o - is (run as root, the build before
 * renamed a file over the /dev/stdout link itself).  Here standard output
 * is a pipe, which the writer would refuse even if the name were not
 * known as standard output. */
static void
test_cli_stdout (void)
{
  g_autofree char *record = path_of ("stdout-game.txt");
  g_auto(Run) dash = { 0 };
  g_auto(Run) named = { 0 };

  g_assert_true (g_file_set_contents (record, "f5d6c3", -1, NULL));
  run_cli (&dash, NULL, "convert", record, "--format", "ggf", "-o", "-", NULL);
  run_cli (&named, NULL, "convert", record, "--format", "ggf", "-o", "/dev/stdout", NULL);
  g_assert_cmpint (dash.status, ==, 0);
  g_assert_cmpint (named.status, ==, 0);
  g_assert_true (g_str_has_prefix (dash.out, "(;GM[Othello]"));
  g_assert_cmpstr (named.out, ==, dash.out);
  g_assert_cmpstr (named.err, ==, "");
}

/* A file of two names: the name written gets a new file of the same
 * mode, the other keeps the old contents, and a note says so. */
static void
test_cli_hard_link (void)
{
  g_autofree char *record = path_of ("linked-game.txt");
  g_autofree char *first = path_of ("first.ggf");
  g_autofree char *second = path_of ("second.ggf");
  g_autofree char *expected = NULL;
  g_autofree char *kept = NULL;
  g_auto(Run) run = { 0 };
  struct stat st;

  g_assert_true (g_file_set_contents (record, "f5d6c3", -1, NULL));
  g_assert_true (g_file_set_contents (first, "old", -1, NULL));
  g_assert_cmpint (g_chmod (first, 0640), ==, 0);
  g_assert_cmpint (link (first, second), ==, 0);
  run_cli (&run, NULL, "convert", record, "--format", "ggf", "-o", first, NULL);
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("sakiyomi-cli: note: “%s” has 2 names (hard links); this one gets a new file, the others keep the old contents\n",
                              first);
  g_assert_cmpstr (run.err, ==, expected);
  kept = contents_of (second);
  g_assert_cmpstr (kept, ==, "old");
  g_assert_cmpint (g_stat (first, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  g_assert_cmpuint (st.st_nlink, ==, 1);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("sakiyomi-write-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_test_add_func ("/write-atomic/new-and-replaced", test_new_and_replaced);
  g_test_add_func ("/write-atomic/symlink", test_symlink);
  g_test_add_func ("/write-atomic/not-regular", test_not_regular);
  g_test_add_func ("/write-atomic/cli-output", test_cli_output);
  g_test_add_func ("/write-atomic/cli-stdout", test_cli_stdout);
  g_test_add_func ("/write-atomic/cli-hard-link", test_cli_hard_link);
  status = g_test_run ();
  {
    g_autofree char *command = g_strdup_printf ("rm -rf '%s'", dir);

    g_assert_cmpint (system (command), ==, 0);
  }
  g_free (dir);
  return status;
}
