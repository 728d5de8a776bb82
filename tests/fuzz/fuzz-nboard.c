/* fuzz-nboard.c: the NBoard protocol's command lines (cli-nboard.c's
 * handle_command: "set game GGF", "move F5/…", "set depth", "hint", "go", …),
 * one line of the input after another.  The subcommand's source is
 * included so its file-local functions can be reached.  Searches stay at
 * depth 1 (a "set depth" line is read but the depth is put back), and as
 * each allocates the engine's 16 MB table, "go" and "hint" are carried out
 * for one input in 16 only (first byte), the others skip them; "learn"
 * searches at depth 1, and writes its book under the XDG_DATA_HOME the
 * tests set (meson.build), never the user's.  Replies go to /dev/null. */
#include "config.h"

#include <stdio.h>

#include "fuzz-common.h"

#include "../../src/cli/cli-nboard.c"

/* One line, as the session carries it out, but searching on this thread
 * (the session searches on another); FALSE after "quit". */
static gboolean
handle_line (NBoard *nboard, const char *line)
{
  Search *search = NULL;
  CommandResult result = handle_command (nboard, line, &search);

  if (search != NULL)
    {
      search_run (search);
      search_report (search);
      search_free (search);
    }
  return result != COMMAND_QUIT;
}

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  if (freopen ("/dev/null", "w", stdout) == NULL)
    return 1;
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = fuzz_string (data, size);
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  g_auto(GStrv) lines = g_strsplit (valid, "\n", -1);
  g_autoptr(SkyPosition) start = NULL;
  NBoard nboard = { NULL, 1, 0, NULL };

  fuzz_init ();
  start = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                            &(SkyGameSetup) { 0, FALSE });
  nboard.game = sky_record_new (start);
  nboard.rand = g_rand_new_with_seed (0);
  /* "learn" as shallow as it goes (each still loads the shipped book,
   * most of its time: see the unit timeout in meson.build). */
  sky_reversi_book_params_init_learn (&nboard.learn);
  nboard.learn.depth = 1;
  nboard.learn.reach_seconds = 0;
  nboard.learn.exact_empties = 0;
  for (int i = 0; lines[i] != NULL; i++)
    {
      gboolean go_on;

      if ((size == 0 || data[0] % 16 != 0)
          && (g_str_has_prefix (lines[i], "go") || g_str_has_prefix (lines[i], "hint")))
        continue;
      go_on = handle_line (&nboard, lines[i]);

      nboard.depth = 1;
      /* No game after a "set game" that was refused. */
      FUZZ_CHECK (nboard.game == NULL
                  || sky_record_get_game (nboard.game)->kind == SKY_GAME_REVERSI);
      if (!go_on)
        break;
    }
  if (nboard.game != NULL)
    {
      fuzz_check_record (nboard.game);
      sky_record_free (nboard.game);
    }
  g_rand_free (nboard.rand);
  return 0;
}
