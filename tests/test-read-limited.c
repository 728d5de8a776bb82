/* test-read-limited.c: sky_read_file_limited () (read-limited.h) at and
 * past its limit, on a regular file, a device and a pipe, its refusal of
 * a folder, and its look at the first bytes before anything else. */
#include "config.h"

#include <string.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "read-limited.h"

static char *dir;

static char *
file_of (gsize size)
{
  g_autofree char *name = g_strdup_printf ("%" G_GSIZE_FORMAT ".bin", size);
  char *path = g_build_filename (dir, name, NULL);
  g_autofree char *data = g_malloc (size + 1);

  memset (data, 'x', size);
  g_assert_true (g_file_set_contents (path, data, (gssize) size, NULL));
  return path;
}

/* A regular file: up to the limit whole, NUL-terminated; a byte more is
 * too long. */
static void
test_regular (void)
{
  g_autofree char *empty = file_of (0);
  g_autofree char *at = file_of (1000);
  g_autofree char *past = file_of (1001);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length = 1;

  text = sky_read_file_limited (empty, 1000, "a test", 0, NULL, NULL,
                                &length, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "");
  g_assert_cmpuint (length, ==, 0);
  g_clear_pointer (&text, g_free);

  text = sky_read_file_limited (at, 1000, "a test", 0, NULL, NULL, &length,
                                &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, 1000);
  g_assert_cmpuint (strlen (text), ==, 1000);
  g_clear_pointer (&text, g_free);

  text = sky_read_file_limited (past, 1000, "a test", 0, NULL, NULL, &length,
                                &error);
  g_assert_null (text);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, past));
  g_assert_nonnull (strstr (error->message, "a test"));
  g_clear_error (&error);

  g_assert_null (sky_read_file_limited ("/nonexistent/x", 1000, "a test", 0,
                                        NULL, NULL, &length, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  /* A folder is named as one, with what was wanted instead. */
  g_assert_null (sky_read_file_limited (dir, 1000, "a test", 0, NULL, NULL,
                                        &length, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  {
    g_autofree char *want = g_strdup_printf ("“%s” is a folder, not a test",
                                             dir);

    g_assert_cmpstr (error->message, ==, want);
  }

  g_remove (empty);
  g_remove (at);
  g_remove (past);
}

/* A device without end: refused once past the limit. */
static void
test_device (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (sky_read_file_limited ("/dev/zero", 4096, "a test", 0, NULL,
                                        NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
}

static gpointer
write_pipe (gpointer data)
{
  int fd = GPOINTER_TO_INT (data);
  char chunk[1000];

  memset (chunk, 'y', sizeof chunk);
  for (int i = 0; i < 3; i++)
    if (write (fd, chunk, sizeof chunk) != (gssize) sizeof chunk)
      break;
  close (fd);
  return NULL;
}

/* A pipe: what comes, up to the limit. */
static void
test_pipe (void)
{
  int fds[2];
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GThread *writer;
  gsize length = 0;

  for (int limit = 2999; limit <= 3000; limit++)
    {
      g_assert_cmpint (pipe (fds), ==, 0);
      path = g_strdup_printf ("/dev/fd/%d", fds[0]);
      writer = g_thread_new ("writer", write_pipe, GINT_TO_POINTER (fds[1]));
      text = sky_read_file_limited (path, limit, "a test", 0, NULL, NULL,
                                    &length, &error);
      close (fds[0]);
      g_thread_join (writer);
      if (limit == 2999)
        {
          g_assert_null (text);
          g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
          g_clear_error (&error);
        }
      else
        {
          g_assert_no_error (error);
          g_assert_cmpuint (length, ==, 3000);
        }
      g_clear_pointer (&text, g_free);
      g_clear_pointer (&path, g_free);
    }
}

static gboolean
refuse_without_magic (const guint8 *head, gsize length, gpointer user_data,
                      GError **error)
{
  int *calls = user_data;

  (*calls)++;
  if (length == 4 && memcmp (head, "MAGI", 4) == 0)
    return TRUE;
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "no magic");
  return FALSE;
}

/* The first bytes are judged before the size: a file of the wrong kind
 * is told so even when it is too large, and the device is not read past
 * them. */
static void
test_head_check (void)
{
  g_autofree char *big = file_of (5000);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  int calls = 0;

  g_assert_null (sky_read_file_limited (big, 1000, "a test", 4,
                                        refuse_without_magic, &calls, NULL,
                                        &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_null (sky_read_file_limited ("/dev/zero", 1000, "a test", 4,
                                        refuse_without_magic, &calls, NULL,
                                        &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_cmpint (calls, ==, 2);

  g_assert_true (g_file_set_contents (big, "MAGIC and the rest", -1, NULL));
  text = sky_read_file_limited (big, 1000, "a test", 4, refuse_without_magic,
                                &calls, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "MAGIC and the rest");
  g_remove (big);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("sakiyomi-read-limited-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_test_add_func ("/read-limited/regular", test_regular);
  g_test_add_func ("/read-limited/device", test_device);
  g_test_add_func ("/read-limited/pipe", test_pipe);
  g_test_add_func ("/read-limited/head-check", test_head_check);
  status = g_test_run ();
  g_rmdir (dir);
  g_free (dir);
  return status;
}
