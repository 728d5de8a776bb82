/* test-cli-faults.c: faults of issue 37 found with the built sakiyomi-cli
 * ($SAKIYOMI_CLI), each shown under the limit that brings it about: a
 * --hash the system cannot give (a virtual memory limit, ulimit -v), a
 * full disk (a file size limit, RLIMIT_FSIZE, with SIGXFSZ ignored, so
 * that a write past it fails with EFBIG as on a full disk), an output
 * path that cannot be written, and a player's name with a right-to-left
 * override and an ESC sequence. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "cli-run.h"
#include "printable.h"

/* A shell that limits, then runs sakiyomi-cli: "ulimit -v 1048576",
 * "ulimit -f 0" (dash counts 512-byte blocks: 512 bytes). */
static void
run_limited (Run *run, const char *limit, const char *const *args)
{
  const char *cli = g_getenv ("SAKIYOMI_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *script = g_strdup_printf ("trap '' XFSZ; %s; exec \"$0\" \"$@\"",
                                             limit);

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) "/bin/sh");
  g_ptr_array_add (argv, (char *) "-c");
  g_ptr_array_add (argv, script);
  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_INHERIT
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  process = g_subprocess_launcher_spawnv (launcher,
                                          (const char *const *) argv->pdata,
                                          &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL,
                                                &run->out, &run->err,
                                                &error));
  g_assert_no_error (error);
  if (!g_subprocess_get_if_exited (process))
    g_error ("%s was killed by signal %d: %s", args[0],
             g_subprocess_get_term_sig (process), run->err);
  run->status = g_subprocess_get_exit_status (process);
}

/* --hash asks the system first: a size it cannot give is refused with
 * that size and the most it gives (the build before: "GLib-ERROR …
 * failed to allocate" and SIGTRAP), in analyze and match alike. */
static void
test_hash (void)
{
  static const char *const analyze[] = {
    "analyze", "reversi", "--hash", "8192", "--player",
    "minimax:engine=yes,depth=1", NULL,
  };
  static const char *const match[] = {
    "match", "reversi", "--games", "2", "--hash", "8192",
    "minimax:engine=yes,depth=1", "minimax:engine=yes,depth=1", NULL,
  };
  const char *const *commands[] = { analyze, match };

  /* AddressSanitizer maps terabytes of shadow memory at start, which no
   * limit on the address space allows (as in test-cli-attacks.c): the
   * plain build tests this. */
  if (g_getenv ("ASAN_OPTIONS") != NULL)
    {
      g_test_skip ("an address space limit cannot hold AddressSanitizer's shadow memory");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Run) run = { 0 };

      /* 1 GiB of address space: the program runs, 8 GiB is not there. */
      run_limited (&run, "ulimit -v 1048576", commands[i]);
      g_assert_cmpint (run.status, ==, 2);
      if (strstr (run.err, "--hash 8192: cannot allocate a transposition table of 8192 MiB; the most this system gives now is about ") == NULL)
        g_error ("%s: %s", commands[i][0], run.err);
      g_assert_true (g_regex_match_simple ("about [1-9][0-9]* MiB\n$", run.err,
                                           0, 0));
    }
}

/* Writing on a full disk (a file size limit of 0 bytes) leaves the file
 * that was there whole and exits with an error naming it: convert -o,
 * match --save and book learn --book. */
static void
test_full_disk (void)
{
  g_autofree char *dir = g_dir_make_tmp ("faults-full-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (dir, "game.txt", NULL);
  g_autofree char *out = g_build_filename (dir, "out.ggf", NULL);
  g_autofree char *book = g_build_filename (dir, "book.skb", NULL);
  static const char old_text[] = "the old file\n";
  g_autofree char *old_book = NULL;
  gsize old_book_length = 0;

  g_assert_true (g_file_set_contents (game, "# Sakiyomi reversi\nf5 d6 c3 d3 c4\n", -1, NULL));
  /* A small book, learnt without a limit. */
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "book", "learn", "--book", book, "--depth", "1",
             "--exact", "0", "--line", "d3c3b3", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_file_get_contents (book, &old_book, &old_book_length,
                                        NULL));
  }

  {
    const char *const convert[] = { "convert", game, "-o", out, NULL };
    const char *const match[] = {
      "match", "reversi", "--games", "2", "minimax:depth=1",
      "minimax:depth=1", "--save", out, NULL,
    };
    const char *const *commands[] = { convert, match };

    for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
      {
        g_auto(Run) run = { 0 };
        g_autofree char *text = NULL;
        g_autofree char *says = g_strdup_printf ("Cannot write “%s”: File too large", out);

        g_assert_true (g_file_set_contents (out, old_text, -1, NULL));
        run_limited (&run, "ulimit -f 0", commands[i]);
        g_assert_cmpint (run.status, !=, 0);
        if (strstr (run.err, says) == NULL)
          g_error ("%s: %s", commands[i][0], run.err);
        g_assert_true (g_file_get_contents (out, &text, NULL, NULL));
        g_assert_cmpstr (text, ==, old_text);
      }
  }
  {
    const char *const learn[] = {
      "book", "learn", "--book", book, "--depth", "1", "--exact", "0",
      "--line", "d3e3f2c2d2e2", NULL,
    };
    g_auto(Run) run = { 0 };
    g_autofree char *says = g_strdup_printf ("Cannot write “%s”: File too large", book);
    g_autofree char *now = NULL;
    gsize now_length = 0;

    run_limited (&run, "ulimit -f 0", learn);
    g_assert_cmpint (run.status, !=, 0);
    if (strstr (run.err, says) == NULL)
      g_error ("book learn: %s", run.err);
    g_assert_true (g_file_get_contents (book, &now, &now_length, NULL));
    g_assert_cmpmem (now, now_length, old_book, old_book_length);
  }
  /* Nothing of the temporary files is left. */
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;
    guint n = 0;

    while ((name = g_dir_read_name (listing)) != NULL)
      n++;
    g_assert_cmpuint (n, ==, 3);
  }
  g_unlink (game);
  g_unlink (out);
  g_unlink (book);
  g_rmdir (dir);
}

/* An output that cannot be written is refused before the work (the
 * build before found it after all its searching): a name of 256 bytes,
 * and a folder where no file can be made (/sys, even for root). */
static void
test_output_checked_first (void)
{
  g_autofree char *dir = g_dir_make_tmp ("faults-out-XXXXXX", NULL);
  g_autofree char *long_name = g_strnfill (252, 'b');
  g_autofree char *too_long = g_strdup_printf ("%s/%s.skb", dir, long_name);
  g_autofree char *just_fits = g_strdup_printf ("%s/%.*s.skb", dir, 251, long_name);
  const char *const unwritable = "/sys/sakiyomi-test-faults.skb";
  const char *const *paths[] = { (const char *[]) { too_long, "File name too long" },
                                 (const char *[]) { unwritable, "Permission denied" } };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_auto(Run) learn = { 0 };
      g_auto(Run) match = { 0 };
      g_auto(Run) probcut = { 0 };
      g_autofree char *says = g_strdup_printf ("cannot write “%s”: ", paths[i][0]);

      run_cli (&learn, NULL, "book", "learn", "--book", paths[i][0],
               "--depth", "1", "--exact", "0", "--line", "d3c3b3", NULL);
      g_assert_cmpint (learn.status, ==, 2);
      g_assert_nonnull (strstr (learn.err, "--book: "));
      g_assert_nonnull (strstr (learn.err, says));
      g_assert_nonnull (strstr (learn.err, paths[i][1]));
      g_assert_null (strstr (learn.err, "learnt"));

      run_cli (&match, NULL, "match", "reversi", "--games", "2",
               "minimax:depth=1", "minimax:depth=1", "--save", paths[i][0],
               NULL);
      g_assert_cmpint (match.status, ==, 2);
      g_assert_nonnull (strstr (match.err, "--save: "));
      g_assert_nonnull (strstr (match.err, paths[i][1]));
      g_assert_cmpstr (match.out, ==, "");
    }
  /* A name of 255 bytes is written (the temporary name beside it is
   * short). */
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "book", "learn", "--book", just_fits, "--depth", "1",
             "--exact", "0", "--line", "d3c3b3", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_file_test (just_fits, G_FILE_TEST_IS_REGULAR));
    g_unlink (just_fits);
  }
  g_rmdir (dir);
}

/* A player's name with a right-to-left override (U+202E) and an ESC
 * sequence (ESC[31m, red): `games` shows neither, as text or TSV (the
 * build before printed the override as it was). */
static void
test_control_characters (void)
{
  g_autofree char *dir = g_dir_make_tmp ("faults-bidi-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "bidi.ggf", NULL);
  g_autofree char *clean = NULL;

  g_assert_true (g_file_set_contents (file,
    "(;GM[Othello]PC[Here\xe2\x81\xa6there]PB[ab\xe2\x80\xae" "cd\x1b[31mred]PW[w\xc2\x9bx]RE[+2]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6];)\n", -1, NULL));
  for (int tsv = 0; tsv < 2; tsv++)
    {
      g_auto(Run) run = { 0 };

      if (tsv)
        run_cli (&run, NULL, "games", "--format", "tsv", file, NULL);
      else
        run_cli (&run, NULL, "games", file, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_null (strstr (run.out, "\xe2\x80\xae"));
      g_assert_null (strstr (run.out, "\xe2\x81\xa6"));
      g_assert_null (strstr (run.out, "\x1b"));
      g_assert_null (strstr (run.out, "\xc2\x9b"));
      g_assert_nonnull (strstr (run.out, "abcd"));
    }

  /* The function every print of a file's text goes through (and the
   * window's labels). */
  clean = sky_text_printable ("a\xe2\x80\xae" "b\x1b[31mc\xe2\x80\x8f\xe2\x81\xa9\t\xc2\x85" "d\xff");
  g_assert_cmpstr (clean, ==, "ab\xef\xbf\xbd[31mc\t\xef\xbf\xbd" "d\xef\xbf\xbd");
  g_assert_true (sky_text_is_printable ("Ann\tB\xc3\xa9la \xe6\x9d\xb1"));
  g_assert_false (sky_text_is_printable ("\xe2\x80\x8e"));
  g_assert_null (sky_text_printable (NULL));

  g_unlink (file);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-faults/hash", test_hash);
  g_test_add_func ("/cli-faults/full-disk", test_full_disk);
  g_test_add_func ("/cli-faults/output-checked-first",
                   test_output_checked_first);
  g_test_add_func ("/cli-faults/control-characters", test_control_characters);
  return g_test_run ();
}
