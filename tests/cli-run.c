/* cli-run.c: running the built sakiyomi-cli from a test. */
#include "config.h"

#include <glib/gstdio.h>

#include "cli-run.h"

void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

void
run_cli (Run *run, const char *input, ...)
{
  const char *cli = g_getenv ("SAKIYOMI_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *input_path = NULL;
  const char *arg;
  va_list args;
  int fd;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  va_start (args, input);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  /* The input comes from a file, not a pipe: a program that exits before
   * reading all of it (a usage error, "quit") must not kill the test with
   * SIGPIPE, as writing to a pipe nobody reads does. */
  fd = g_file_open_tmp ("sakiyomi-cli-input-XXXXXX", &input_path, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);
  g_assert_true (g_file_set_contents (input_path, input != NULL ? input : "",
                                      -1, &error));
  g_assert_no_error (error);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_stdin_file_path (launcher, input_path);
  process = g_subprocess_launcher_spawnv (launcher,
                                          (const char *const *) argv->pdata,
                                          &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL,
                                                &run->out, &run->err,
                                                &error));
  g_assert_no_error (error);
  g_unlink (input_path);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}
