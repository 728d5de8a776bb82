/* cli-book.c: `sakiyomi-cli book build|extend|deepen|unmark|show|learn|export|stats`:
 * the strong engine's opening book (reversi-book.h) made, grown, read,
 * taught and counted from the command line.  The book is the strong reversi engine's:
 * this file is reversi's own and names the game. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "cli.h"
#include "reversi.h"
#include "reversi-bitboard.h"
#include "reversi-book.h"

typedef struct {
  char *depth, *exact, *plies, *count, *width, *checkpoint, *reach, *margin;
  char *threads;
  gboolean selective;
} SearchTexts;

static void
search_texts_clear (SearchTexts *t)
{
  g_free (t->depth);
  g_free (t->exact);
  g_free (t->plies);
  g_free (t->count);
  g_free (t->width);
  g_free (t->checkpoint);
  g_free (t->reach);
  g_free (t->margin);
  g_free (t->threads);
}

/* The options every command that searches shares; count, width,
 * checkpoint and threads only where extend is true. */
static GOptionGroup *
search_group (SearchTexts *t, gboolean extend)
{
  const GOptionEntry common[] = {
    { "depth", 0, 0, G_OPTION_ARG_STRING, &t->depth,
      N_("Search depth of each new position, 1 to 30 (default 10)"), N_("N") },
    { "exact", 0, 0, G_OPTION_ARG_STRING, &t->exact,
      N_("Solve exactly positions with this many empty squares or fewer, 0 to 30 (default 18)"), N_("N") },
    { "plies", 0, 0, G_OPTION_ARG_STRING, &t->plies,
      N_("Expand positions up to this many moves from the start, 0 to 60 (default: build and extend 6, learn 36)"), N_("N") },
    { "selective", 0, 0, G_OPTION_ARG_NONE, &t->selective,
      N_("Search with the selective search (Multi-ProbCut), deeper for the time; without it the values are those of a plain alpha-beta"), NULL },
    { "reach", 0, 0, G_OPTION_ARG_STRING, &t->reach,
      N_("Search each position at least --margin moves deeper than the engine reaches there in this many seconds on one thread, 0.01 to 60 (default: off, --depth alone)"), N_("SECONDS") },
    { "margin", 0, 0, G_OPTION_ARG_STRING, &t->margin,
      N_("With --reach: how many moves deeper, 0 to 20 (default 4)"), N_("N") },
    { NULL }
  };
  const GOptionEntry more[] = {
    { "count", 0, 0, G_OPTION_ARG_STRING, &t->count,
      N_("Stop at this many positions, 1 to 10000000 (default 1000)"), N_("N") },
    { "width", 0, 0, G_OPTION_ARG_STRING, &t->width,
      N_("Follow only moves within this many discs of the best, 0 to 128 (default 128: all)"), N_("DISCS") },
    { "checkpoint", 0, 0, G_OPTION_ARG_STRING, &t->checkpoint,
      N_("Write the book every N new positions, 0 to 10000000 (default 0: only at the end)"), N_("N") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &t->threads,
      N_("Search this many new positions at once, each on a thread of its own, 1 to 256 (default 1); the book is the same"), N_("N") },
    { NULL }
  };
  GOptionGroup *group = g_option_group_new ("search", _("Search options:"),
                                            _("Show the search options"),
                                            NULL, NULL);

  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  g_option_group_add_entries (group, common);
  if (extend)
    g_option_group_add_entries (group, more);
  return group;
}

static gboolean
parse_search (const SearchTexts *t, int default_plies,
              SkyReversiBookParams *params, GError **error)
{
  int count = 1000, checkpoint = 0, threads = 1;

  *params = (SkyReversiBookParams) {
    .depth = 10, .exact_empties = 18, .max_plies = default_plies,
    .width = 128,
  };
  if ((t->depth != NULL
       && !sky_cli_parse_int ("--depth", t->depth, 1, 30, &params->depth,
                              error))
      || (t->exact != NULL
          && !sky_cli_parse_int ("--exact", t->exact, 0, 30,
                                 &params->exact_empties, error))
      || (t->plies != NULL
          && !sky_cli_parse_int ("--plies", t->plies, 0, 60,
                                 &params->max_plies, error))
      || (t->count != NULL
          && !sky_cli_parse_int ("--count", t->count, 1, 10000000, &count,
                                 error))
      || (t->width != NULL
          && !sky_cli_parse_int ("--width", t->width, 0, 128, &params->width,
                                 error))
      || (t->checkpoint != NULL
          && !sky_cli_parse_int ("--checkpoint", t->checkpoint, 0, 10000000,
                                 &checkpoint, error))
      || (t->threads != NULL
          && !sky_cli_parse_int ("--threads", t->threads, 1, 256, &threads,
                                 error)))
    return FALSE;
  params->selective = t->selective;
  params->margin = 4;
  if (t->margin != NULL
      && !sky_cli_parse_int ("--margin", t->margin, 0, 20, &params->margin,
                             error))
    return FALSE;
  if (t->reach != NULL)
    {
      char *end = NULL;
      double seconds = g_ascii_strtod (t->reach, &end);

      if (end == t->reach || *end != '\0' || !(seconds >= 0.01 && seconds <= 60))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--reach: “%s” is not a number of seconds from 0.01 to 60"),
                       t->reach);
          return FALSE;
        }
      params->reach_seconds = seconds;
    }
  params->count = (guint) count;
  params->checkpoint = (guint) checkpoint;
  params->threads = threads;
  return TRUE;
}

static gboolean
write_checkpoint (SkyReversiBook *book, gpointer data, GError **error)
{
  const char *path = data;

  if (!sky_reversi_book_save (book, path, error))
    return FALSE;
  fprintf (stderr, _("checkpoint: %u positions written to %s\n"),
           sky_reversi_book_size (book), path);
  return TRUE;
}

static char *
square_text (int square)
{
  if (square == SKY_REVERSI_BOOK_PASS)
    return g_strdup ("pass");
  return g_strdup_printf ("%c%d", 'a' + square % 8, square / 8 + 1);
}

static void
print_summary (const SkyReversiBook *book, const char *path, double seconds)
{
  guint64 P, O;
  const SkyReversiBookEntry *root;

  sky_reversi_book_start (&P, &O);
  root = sky_reversi_book_lookup (book, P, O);
  printf (_("%s: %u positions\n"), path, sky_reversi_book_size (book));
  if (root != NULL)
    printf (_("start position: %+.2f discs for black\n"), root->value / 100.0);
  if (seconds > 0 && sky_reversi_book_size (book) > 0)
    printf (_("time: %.1f s\n"), seconds);
}

typedef enum { BOOK_BUILD, BOOK_EXTEND, BOOK_DEEPEN } GrowCommand;

/* The one book FILE argument of extend, deepen and unmark, read, and the
 * file to write: FILE itself unless --output gave another.  0, or the exit
 * status of the error printed. */
static int
load_book_argument (int argc, char **argv, const char *command,
                    SkyReversiBook **book, char **output)
{
  g_autoptr(GError) error = NULL;

  if (argc != 2)
    return sky_cli_usage_error (argc < 2 ? _("book %s: the book FILE is missing")
                                         : _("book %s: one book FILE at a time"),
                                command);
  *book = sky_reversi_book_load (argv[1], SKY_REVERSI_BOOK_MAX_BYTES, &error);
  if (*book == NULL)
    return sky_cli_usage_error ("%s", error->message);
  if (*output == NULL)
    *output = g_strdup (argv[1]);
  return 0;
}

/* build, extend and deepen: a book made or read, searched, written. */
static int
run_extend (int argc, char **argv, GrowCommand command)
{
  gboolean build = command == BOOK_BUILD;
  const char *name = build ? "build" : command == BOOK_EXTEND ? "extend"
                                                              : "deepen";
  guint checked = 0, deepened = 0;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiBook) book = NULL;
  g_auto(GStrv) rest = NULL;
  g_autofree char *output = NULL;
  SearchTexts texts = { 0 };
  SkyReversiBookParams params;
  gint64 start;
  int status = SKY_CLI_EXIT_USAGE;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      build ? N_("The book file to write (required; it must not exist yet)")
            : N_("Write the book here instead of over FILE"),
      N_("FILE") },
    { NULL }
  };

  context = g_option_context_new (build ? _("— build an opening book from the start position")
                                  : command == BOOK_EXTEND
                                  ? _("FILE — extend an opening book")
                                  : _("FILE — search a book’s shallow leaves again"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, command != BOOK_DEEPEN
    ? _("Expands book positions, fewest moves from the start first, that are "
        "reached by moves within --width discs of the best, until the book has "
        "--count positions or none is left up to --plies moves: every move of "
        "an expanded position is searched to --depth (exactly at --exact "
        "empties or fewer) and the values are backed up by negamax.")
    : _("Searches again the leaves (positions not expanded) searched less "
        "deep than the options ask: with --reach, each leaf not checked yet "
        "whose depth is under --margin more than the engine reaches there in "
        "--reach seconds of CPU time (and never under --depth); without, "
        "those under --depth.  Values are backed up by negamax."));
  g_option_context_add_group (context, search_group (&texts, TRUE));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    goto out;
  if (!parse_search (&texts, 6, &params, &error))
    {
      status = sky_cli_usage_error ("%s", error->message);
      goto out;
    }
  if (build)
    {
      if (argc > 1)
        {
          status = sky_cli_usage_error (_("book build: unexpected argument “%s”"), argv[1]);
          goto out;
        }
      if (output == NULL)
        {
          status = sky_cli_usage_error (_("book build: --output FILE is missing"));
          goto out;
        }
      if (g_file_test (output, G_FILE_TEST_EXISTS))
        {
          status = sky_cli_usage_error (_("book build: %s exists already (use “book extend” to grow it)"),
                                        output);
          goto out;
        }
      book = sky_reversi_book_new ();
    }
  else
    {
      int loaded = load_book_argument (argc, argv, name, &book, &output);

      if (loaded != 0)
        {
          status = loaded;
          goto out;
        }
    }
  if (!sky_cli_check_output_path ("--output", output))
    goto out;

  params.checkpoint_func = write_checkpoint;
  params.checkpoint_data = output;
  start = g_get_monotonic_time ();
  if (!(command == BOOK_DEEPEN
         ? sky_reversi_book_deepen (book, &params, &checked, &deepened, &error)
         : sky_reversi_book_extend (book, &params, &error))
      || !sky_reversi_book_save (book, output, &error))
    {
      sky_cli_error (error->message);
      status = SKY_CLI_EXIT_FAILURE;
      goto out;
    }
  print_summary (book, output,
                 (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  if (command == BOOK_DEEPEN)
    printf (_("leaves checked: %u, searched again: %u\n"), checked, deepened);
  status = 0;
out:
  search_texts_clear (&texts);
  return status;
}

/* unmark: the reach marks cleared, for deepen to check every leaf again. */
static int
run_unmark (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiBook) book = NULL;
  g_autofree char *output = NULL;
  guint cleared;
  int status;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the book here instead of over FILE"), N_("FILE") },
    { NULL }
  };

  context = g_option_context_new (_("FILE — forget which leaves were checked against the engine’s reach"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Clears the marks of the leaves searched past the engine’s reach "
      "measured there, so that book deepen with --reach checks every leaf "
      "again: after the engine got faster, on another machine, or when the "
      "reach was measured wrong.  The values are not changed."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  status = load_book_argument (argc, argv, "unmark", &book, &output);
  if (status != 0)
    return status;
  if (!sky_cli_check_output_path ("--output", output))
    return SKY_CLI_EXIT_USAGE;
  cleared = sky_reversi_book_unmark (book);
  if (!sky_reversi_book_save (book, output, &error))
    {
      sky_cli_error (error->message);
      return SKY_CLI_EXIT_FAILURE;
    }
  printf (_("%s: the marks of %u leaves cleared; book deepen with --reach checks them again\n"),
          output, cleared);
  return 0;
}

/* The book of --book, or the engine's (shipped and user) when NULL. */
static SkyReversiBook *
open_book (const char *path, GError **error)
{
  if (path != NULL)
    return sky_reversi_book_load (path, SKY_REVERSI_BOOK_MAX_BYTES, error);
  else
    {
      SkyReversiBook *book = sky_reversi_book_new ();

      sky_reversi_book_merge (book, sky_reversi_book_get_default ());
      return book;
    }
}

static int
run_show (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiBook) book = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  g_autofree char *book_path = NULL;
  g_autofree char *line = NULL;
  g_autofree char *text = NULL;
  const SkyReversiBookEntry *e;
  SkyReversiBookMove moves[SKY_MAX_MOVES];
  guint64 P, O;
  int n;
  const GOptionEntry entries[] = {
    { "book", 'b', 0, G_OPTION_ARG_FILENAME, &book_path,
      N_("The book file (default: the engine’s book, the shipped one with the user’s)"), N_("FILE") },
    { "line", 'l', 0, G_OPTION_ARG_STRING, &line,
      N_("The position after these moves from the start, e.g. f5d6c3"), N_("MOVES") },
    { NULL }
  };

  context = g_option_context_new (_("[POSITION] — show a position’s book moves and values"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Prints the book’s value of a position (the start position unless "
      "POSITION or --line says otherwise) and of each move it knows, in discs "
      "for the side to move, with the depth behind it, whether it is exact, "
      "and whether the move stays in the book.  POSITION is 64 squares "
      "a1…h8 (X, O, -), a space and the side to move."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc > 1 && line != NULL)
    return sky_cli_usage_error (_("book show: give a POSITION or --line, not both"));
  if (argc == 2)
    text = g_strdup (argv[1]);
  else if (argc == 3)
    text = g_strjoin (" ", argv[1], argv[2], NULL);
  else if (argc > 3)
    return sky_cli_usage_error (_("book show: unexpected argument “%s” after the position"),
                                argv[3]);
  if (text != NULL)
    pos = sky_position_new_from_string (&sky_reversi_game, text, &error);
  else
    {
      pos = sky_position_new (&sky_reversi_game, NULL);
      if (line != NULL && !sky_reversi_play_record (pos, line, NULL, &error))
        g_clear_pointer (&pos, sky_position_free);
    }
  if (pos == NULL)
    return sky_cli_usage_error (_("book show: %s"), error->message);
  book = open_book (book_path, &error);
  if (book == NULL)
    return sky_cli_usage_error ("%s", error->message);

  P = sky_reversi_discs (pos, pos->to_move);
  O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
  e = sky_reversi_book_lookup (book, P, O);
  {
    g_autofree char *board = pos->game->position_to_string (pos);

    printf ("%s\n", board);
  }
  if (e == NULL)
    {
      printf ("%s\n", _("not in the book"));
      return 0;
    }
  printf (_("value: %+.2f discs for %s to move%s\n"), e->value / 100.0,
          pos->to_move == SKY_SIDE_FIRST ? _("black") : _("white"),
          (e->flags & SKY_REVERSI_BOOK_VALUE_EXACT) ? _(" (exact)") : "");
  n = sky_reversi_book_moves (book, P, O, moves);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *sq = square_text (moves[i].square);

      if (moves[i].exact)
        printf (_("  %-4s %+7.2f  exact%s\n"), sq, moves[i].value / 100.0,
                moves[i].in_book ? "" : _("  (leaves the book)"));
      else
        printf (_("  %-4s %+7.2f  depth %d%s\n"), sq, moves[i].value / 100.0,
                moves[i].depth,
                moves[i].in_book ? "" : _("  (leaves the book)"));
    }
  return 0;
}

/* One game's moves for the book (a pass as SKY_REVERSI_BOOK_PASS), or
 * NULL after a usage error naming the game. */
static GArray *
game_moves (SkyRecord *record, const char *name)
{
  g_autoptr(SkyPosition) start = sky_position_new (&sky_reversi_game, NULL);
  g_autofree char *start_text = start->game->position_to_string (start);
  g_autofree char *standard_text = NULL;
  GArray *moves;
  guint n;

  if (sky_record_get_game (record) != &sky_reversi_game)
    {
      sky_cli_usage_error (_("%s: the book learns reversi games from the standard start position only"),
                           name);
      return NULL;
    }
  standard_text = start->game->position_to_string (sky_record_get_start (record));
  if (strcmp (start_text, standard_text) != 0)
    {
      sky_cli_usage_error (_("%s: the book learns reversi games from the standard start position only"),
                           name);
      return NULL;
    }
  n = sky_record_get_n_moves (record);
  moves = g_array_sized_new (FALSE, FALSE, sizeof (int), n);
  for (guint k = 0; k < n; k++)
    {
      SkyMove move = sky_record_get_move (record, k);
      int square = move == SKY_MOVE_PASS ? SKY_REVERSI_BOOK_PASS : move;

      g_array_append_val (moves, square);
    }
  return moves;
}

static void
print_progress (int done, int total, gpointer data)
{
  fprintf (stderr, _("%s: %d of %d positions learnt\n"), (const char *) data,
           done, total);
}

static int
run_learn (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiBook) book = NULL;
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *book_path = NULL;
  g_autofree char *line = NULL;
  SearchTexts texts = { 0 };
  SkyReversiBookParams params;
  guint added = 0;
  int status = SKY_CLI_EXIT_USAGE;
  const GOptionEntry entries[] = {
    { "book", 'b', 0, G_OPTION_ARG_FILENAME, &book_path,
      N_("The book file to add to, made if missing (default: the user’s book in the user data folder)"), N_("FILE") },
    { "line", 'l', 0, G_OPTION_ARG_STRING, &line,
      N_("Also learn the game of these moves from the start, e.g. f5d6c3"), N_("MOVES") },
    { NULL }
  };

  context = g_option_context_new (_("[RECORD…] — add games and their deviations to a book"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("For every position of each game (a record in Sakiyomi’s text form or "
      "GGF, or --line, from the standard start), every legal move is searched "
      "and put in the book, so that the moves not played are in it too, up to "
      "--plies moves; then the values are backed up by negamax.  Without "
      "search options the positions are searched as the shipped book’s were "
      "(depth 18 at least and 4 more than the engine reaches in 0.5 s there, "
      "selective, exact from 24 empties, to move 36); with any, by those "
      "options alone.  The shipped book is never changed: without --book the "
      "games go into the user’s book, which holds what learning changed and "
      "which the engine reads on top of the shipped one."));
  g_option_context_add_group (context, search_group (&texts, FALSE));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    goto out;
  if (texts.depth != NULL || texts.exact != NULL || texts.selective
      || texts.reach != NULL || texts.margin != NULL)
    {
      if (!parse_search (&texts, 60 - 24, &params, &error))
        {
          status = sky_cli_usage_error ("%s", error->message);
          goto out;
        }
    }
  else
    {
      sky_reversi_book_params_init_learn (&params);
      if (texts.plies != NULL
          && !sky_cli_parse_int ("--plies", texts.plies, 0, 60,
                                 &params.max_plies, &error))
        {
          status = sky_cli_usage_error ("%s", error->message);
          goto out;
        }
    }
  if (argc < 2 && line == NULL)
    {
      status = sky_cli_usage_error (_("book learn: no game RECORD or --line given"));
      goto out;
    }

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(SkyRecord) record = sky_cli_load_record (argv[i], &error);
      GArray *moves;

      if (record == NULL)
        {
          status = sky_cli_usage_error ("%s", error->message);
          goto out;
        }
      moves = game_moves (record, argv[i]);
      if (moves == NULL)
        goto out;
      g_ptr_array_add (games, moves);
      g_ptr_array_add (names, g_strdup (argv[i]));
    }
  if (line != NULL)
    {
      g_autoptr(SkyRecord) record = sky_record_from_string (line, &error);
      GArray *moves;

      if (record == NULL)
        {
          status = sky_cli_usage_error (_("book learn: --line: %s"),
                                        error->message);
          goto out;
        }
      moves = game_moves (record, "--line");
      if (moves == NULL)
        goto out;
      g_ptr_array_add (games, moves);
      g_ptr_array_add (names, g_strdup ("--line"));
    }

  params.progress_func = print_progress;
  if (book_path != NULL)
    {
      /* Written at the end of all the searching: checked first. */
      if (!sky_cli_check_output_path ("--book", book_path))
        goto out;
      if (g_file_test (book_path, G_FILE_TEST_EXISTS))
        book = sky_reversi_book_load (book_path, SKY_REVERSI_BOOK_MAX_BYTES,
                                      &error);
      else
        book = sky_reversi_book_new ();
      if (book == NULL)
        {
          status = sky_cli_usage_error ("%s", error->message);
          goto out;
        }
    }
  for (guint i = 0; i < games->len; i++)
    {
      GArray *moves = games->pdata[i];
      guint before = book != NULL ? sky_reversi_book_size (book) : 0, n = 0;
      gboolean ok;

      params.progress_data = names->pdata[i];
      if (book != NULL)
        ok = sky_reversi_book_learn (book, (int *) moves->data,
                                     (int) moves->len, &params, &error);
      else
        ok = sky_reversi_book_learn_user ((int *) moves->data,
                                          (int) moves->len, &params, NULL,
                                          &n, &error);
      if (!ok && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA))
        {
          status = sky_cli_usage_error ("%s: %s",
                                        (const char *) names->pdata[i],
                                        error->message);
          goto out;
        }
      if (!ok)
        {
          sky_cli_error (error->message);
          status = SKY_CLI_EXIT_FAILURE;
          goto out;
        }
      added += book != NULL ? sky_reversi_book_size (book) - before : n;
    }
  /* Another learner may have written the book meanwhile: merged in. */
  if (book != NULL && !sky_reversi_book_save_merged (book, book_path, &error))
    {
      sky_cli_error (error->message);
      status = SKY_CLI_EXIT_FAILURE;
      goto out;
    }
  if (book == NULL)
    {
      g_autoptr(SkyReversiBook) user = NULL;

      book_path = sky_reversi_book_user_path ();
      user = sky_reversi_book_load (book_path, SKY_REVERSI_BOOK_MAX_BYTES,
                                    &error);
      if (user == NULL)
        {
          sky_cli_error (error->message);
          status = SKY_CLI_EXIT_FAILURE;
          goto out;
        }
      print_summary (user, book_path, 0);
    }
  else
    print_summary (book, book_path, 0);
  printf (g_dngettext (GETTEXT_PACKAGE, "%u position added\n",
                       "%u positions added\n", added), added);
  status = 0;
out:
  search_texts_clear (&texts);
  return status;
}

/* What export and stats share: the options (--book alone), the
 * arguments (none), the book, and the --book path in *path (may be NULL;
 * NULL without --book).  NULL, with *status the exit status, if the
 * command line or the book is wrong. */
static SkyReversiBook *
open_book_command (int argc, char **argv, const char *parameter,
                   const char *summary, const char *command, char **path,
                   int *status)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *book_path = NULL;
  SkyReversiBook *book;
  const GOptionEntry entries[] = {
    { "book", 'b', 0, G_OPTION_ARG_FILENAME, &book_path,
      N_("The book file (default: the engine’s book, the shipped one with the user’s)"), N_("FILE") },
    { NULL }
  };

  context = g_option_context_new (parameter);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    {
      *status = SKY_CLI_EXIT_USAGE;
      return NULL;
    }
  if (argc > 1)
    {
      *status = sky_cli_usage_error (_("book %s: unexpected argument “%s”"),
                                     command, argv[1]);
      return NULL;
    }
  book = open_book (book_path, &error);
  if (book == NULL)
    *status = sky_cli_usage_error ("%s", error->message);
  if (path != NULL)
    *path = g_steal_pointer (&book_path);
  return book;
}

static int
run_export (int argc, char **argv)
{
  g_autoptr(SkyReversiBook) book = NULL;
  g_autoptr(GPtrArray) list = NULL;
  int status;

  book = open_book_command (argc, argv,
    _("— print every book position as text"),
    _("One line per position, in its canonical orientation: the 64 squares "
      "with X to move, the value in discs, “exact” or the depth of the "
      "search behind it, and the leaf move (the best move not in the book, "
      "with its value) or “-”; “reached” after a leaf searched past the "
      "engine’s reach measured there."),
    "export", NULL, &status);
  if (book == NULL)
    return status;

  list = sky_reversi_book_entries (book);
  for (guint i = 0; i < list->len; i++)
    {
      const SkyReversiBookEntry *e = list->pdata[i];
      char board[65];

      for (int sq = 0; sq < 64; sq++)
        board[sq] = (e->player >> sq) & 1 ? 'X' : (e->opponent >> sq) & 1 ? 'O' : '-';
      board[64] = '\0';
      printf ("%s X %+.2f %s", board, e->value / 100.0,
              (e->flags & SKY_REVERSI_BOOK_VALUE_EXACT) ? "exact" : "~");
      if (e->leaf != SKY_REVERSI_BOOK_NONE && e->leaf_move != SKY_REVERSI_BOOK_NO_MOVE)
        {
          g_autofree char *sq = square_text (e->leaf_move);

          printf (" %s %+.2f %s%d%s\n", sq, e->leaf / 100.0,
                  (e->flags & SKY_REVERSI_BOOK_LEAF_EXACT) ? "exact:" : "depth:",
                  e->depth,
                  (e->flags & SKY_REVERSI_BOOK_LEAF_REACHED) ? " reached" : "");
        }
      else if (e->leaf != SKY_REVERSI_BOOK_NONE)
        printf (" end %+.2f exact:0\n", e->leaf / 100.0);
      else
        printf (" -\n");
    }
  return 0;
}

/* Plies told apart in the statistics: a book position has at most 60. */
#define STATS_PLIES 61
/* Search depths told apart; deeper ones (none in practice) with the last. */
#define STATS_DEPTHS 64

static int
run_stats (int argc, char **argv)
{
  g_autoptr(SkyReversiBook) book = NULL;
  g_autoptr(GPtrArray) list = NULL;
  guint positions[STATS_PLIES] = { 0 }, expanded[STATS_PLIES] = { 0 };
  guint depths[STATS_DEPTHS] = { 0 };
  guint n_expanded = 0, n_exact = 0, n_reached = 0;
  g_autofree char *path = NULL;
  int status;

  book = open_book_command (argc, argv,
    _("— count a book’s positions"),
    _("Prints how many positions the book has and the size of its file, "
      "the start position’s value, then the positions and the expanded "
      "ones (every move’s child in the book) at each ply, and the depth "
      "of the searches behind the leaves (the positions not expanded), "
      "“exact” for those solved, and how many leaves were searched past "
      "the engine’s reach measured there (the others are for book deepen "
      "to check)."),
    "stats", &path, &status);
  if (book == NULL)
    return status;

  list = sky_reversi_book_entries (book);
  for (guint i = 0; i < list->len; i++)
    {
      const SkyReversiBookEntry *e = list->pdata[i];
      /* A pass is no ply: the discs count the moves. */
      int ply = sky_reversi_popcount (e->player | e->opponent) - 4;

      positions[ply]++;
      if (e->leaf == SKY_REVERSI_BOOK_NONE)
        {
          expanded[ply]++;
          n_expanded++;
        }
      else if (e->flags & SKY_REVERSI_BOOK_LEAF_EXACT)
        n_exact++;
      else
        {
          depths[MIN (e->depth, STATS_DEPTHS - 1)]++;
          if (e->flags & SKY_REVERSI_BOOK_LEAF_REACHED)
            n_reached++;
        }
    }
  print_summary (book, path != NULL ? path : _("the engine’s book"), 0);
  /* The file: a 32-byte header and 24 bytes a position (reversi-book.h). */
  printf (_("file: %u bytes\n"), 32 + 24 * list->len);
  printf (_("expanded: %u; leaves: %u, %u of them solved exactly\n"),
          n_expanded, list->len - n_expanded, n_exact);
  /* The leaves a build or deepen searched past the engine's reach measured
   * on CPU time; book deepen checks the others. */
  printf (_("searched past the engine’s measured reach: %u of the %u leaves not solved\n"),
          n_reached, list->len - n_expanded - n_exact);
  printf ("\n");
  sky_cli_print_aligned (_("ply"), 5, FALSE);
  printf (" ");
  sky_cli_print_aligned (_("positions"), 10, FALSE);
  printf (" ");
  sky_cli_print_aligned (_("expanded"), 10, FALSE);
  printf ("\n");
  for (int ply = 0; ply < STATS_PLIES; ply++)
    if (positions[ply] > 0)
      printf ("%5d %10u %10u\n", ply, positions[ply], expanded[ply]);
  printf ("\n");
  sky_cli_print_aligned (_("leaf depth"), 10, FALSE);
  printf (" ");
  sky_cli_print_aligned (_("leaves"), 10, FALSE);
  printf ("\n");
  for (int depth = 0; depth < STATS_DEPTHS; depth++)
    if (depths[depth] > 0)
      printf ("%10d %10u\n", depth, depths[depth]);
  if (n_exact > 0)
    {
      sky_cli_print_aligned (_("exact"), 10, FALSE);
      printf (" %10u\n", n_exact);
    }
  return 0;
}

int
sky_cli_book (int argc, char **argv)
{
  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      FILE *out = argc < 2 ? stderr : stdout;

      fprintf (out, "%s\n\n", _("Usage: sakiyomi-cli book build|extend|deepen|unmark|show|learn|export|stats [OPTION…]"));
      fprintf (out, "  build    %s\n", _("Build an opening book from the start position"));
      fprintf (out, "  extend   %s\n", _("Grow an opening book"));
      fprintf (out, "  deepen   %s\n", _("Search a book’s shallow leaves again"));
      fprintf (out, "  unmark   %s\n", _("Forget which leaves were checked against the engine’s reach"));
      fprintf (out, "  show     %s\n", _("Show a position’s book moves and values"));
      fprintf (out, "  learn    %s\n", _("Add games and their deviations to a book"));
      fprintf (out, "  export   %s\n", _("Print every book position as text"));
      fprintf (out, "  stats    %s\n", _("Count a book’s positions by ply and by search depth"));
      return argc < 2 ? SKY_CLI_EXIT_USAGE : 0;
    }
  {
    g_autofree char *prgname = g_strdup_printf ("sakiyomi-cli book %s", argv[1]);

    g_set_prgname (prgname);
  }
  if (strcmp (argv[1], "build") == 0)
    return run_extend (argc - 1, argv + 1, BOOK_BUILD);
  if (strcmp (argv[1], "extend") == 0)
    return run_extend (argc - 1, argv + 1, BOOK_EXTEND);
  if (strcmp (argv[1], "deepen") == 0)
    return run_extend (argc - 1, argv + 1, BOOK_DEEPEN);
  if (strcmp (argv[1], "unmark") == 0)
    return run_unmark (argc - 1, argv + 1);
  if (strcmp (argv[1], "show") == 0)
    return run_show (argc - 1, argv + 1);
  if (strcmp (argv[1], "learn") == 0)
    return run_learn (argc - 1, argv + 1);
  if (strcmp (argv[1], "export") == 0)
    return run_export (argc - 1, argv + 1);
  if (strcmp (argv[1], "stats") == 0)
    return run_stats (argc - 1, argv + 1);
  return sky_cli_usage_error (_("book: unknown command “%s” (build, extend, deepen, unmark, show, learn, export or stats)"),
                              argv[1]);
}
