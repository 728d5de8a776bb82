/* cli-practice.c: `sakiyomi-cli practice`: the practice positions
 * (practice.h) from the command line: list them, add a reviewed game's
 * mistakes, practise the next one due, answer it, remove, clear, count. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "cli.h"
#include "cli-board.h"
#include "practice.h"
#include "practice-schedule.h"
#include "review.h"
#include "value-format.h"

/* As review's. */

typedef enum {
  FORMAT_TEXT,
  FORMAT_JSON
} Format;

static const char *const judgement_ids[SKY_N_JUDGEMENTS] = {
  "none", "inaccuracy", "mistake", "blunder",
};

static char *file_option;

static const GOptionEntry file_entries[] = {
  { "file", 0, 0, G_OPTION_ARG_FILENAME, &file_option,
    N_("The practice file (default: $SAKIYOMI_PRACTICE_FILE, or practice.ini in the user’s data folder)"),
    N_("PATH") },
  { NULL }
};

static gint64
now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

static char *
store_path (void)
{
  return file_option != NULL ? g_strdup (file_option)
                             : sky_practice_default_path ();
}

/* The store, or NULL with the error printed. */
static SkyPracticeStore *
load_store (void)
{
  g_autofree char *path = store_path ();
  g_autoptr(GError) error = NULL;
  SkyPracticeStore *store = sky_practice_store_load (path, &error);

  if (store == NULL)
    sky_cli_error (error->message);
  return store;
}

static int
failed (GError *error)
{
  sky_cli_error (error->message);
  return SKY_CLI_EXIT_FAILURE;
}

/* A context for `practice WORD`, with --file and entries. */
static GOptionContext *
new_context (const char *parameters, const char *summary)
{
  GOptionContext *context = g_option_context_new (parameters);

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  return context;
}

static gboolean
parse (GOptionContext *context, const GOptionEntry *entries, int *argc,
       char ***argv)
{
  g_option_context_add_main_entries (context, file_entries, GETTEXT_PACKAGE);
  return sky_cli_parse_options (context, entries, argc, argv);
}

static gboolean
parse_format (const char *text, Format *format, GError **error)
{
  if (text == NULL || strcmp (text, "text") == 0)
    *format = FORMAT_TEXT;
  else if (strcmp (text, "json") == 0)
    *format = FORMAT_JSON;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--format must be text or json, not “%s”"), text);
      return FALSE;
    }
  return TRUE;
}

static char *
format_time (gint64 time)
{
  g_autoptr(GDateTime) date = g_date_time_new_from_unix_utc (time);

  return date != NULL ? g_date_time_format_iso8601 (date) : g_strdup ("");
}

/* "14 discs", as the window shows a loss. */
static char *
format_loss (const SkyPracticeEntry *entry)
{
  SkyValueUnit unit = sky_value_unit_for_review (entry->game->kind);
  char *text = sky_value_format (unit, entry->loss, SKY_VALUE_STYLE_LONG);

  /* A loss has no sign. */
  if (text[0] == '+')
    memmove (text, text + 1, strlen (text));
  return text;
}

/* "game.txt, game 2, move 5". */
static char *
format_source (const SkyPracticeEntry *entry)
{
  if (entry->source_game > 0)
    return g_strdup_printf (_("%s, game %u, move %u"), entry->source,
                            entry->source_game, entry->ply);
  return g_strdup_printf (_("%s, move %u"), entry->source, entry->ply);
}

static char *
format_due (const SkyPracticeEntry *entry, gint64 time)
{
  g_autofree char *date = NULL;

  if (entry->due <= time)
    return g_strdup (_("due now"));
  date = format_time (entry->due);
  return g_strdup_printf (_("due %s"), date);
}

/* practice list
 * ============= */

static void
add_entry_json (JsonBuilder *builder, const SkyPracticeEntry *entry,
                gint64 time)
{
  g_autofree char *added = format_time (entry->added);
  g_autofree char *due = format_time (entry->due);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, entry->id);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, entry->game->id);
  json_builder_set_member_name (builder, "board");
  json_builder_add_string_value (builder, entry->board);
  json_builder_set_member_name (builder, "side_to_move");
  json_builder_add_string_value (builder, entry->to_move == SKY_SIDE_FIRST
                                          ? "first" : "second");
  json_builder_set_member_name (builder, "played");
  json_builder_add_string_value (builder, entry->played);
  json_builder_set_member_name (builder, "best");
  json_builder_begin_array (builder);
  for (int i = 0; entry->best[i] != NULL; i++)
    json_builder_add_string_value (builder, entry->best[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "loss");
  json_builder_add_double_value (builder, entry->loss);
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder,
                                 sky_value_unit_id (sky_value_unit_for_review (entry->game->kind)));
  json_builder_set_member_name (builder, "exact");
  json_builder_add_boolean_value (builder, entry->exact);
  json_builder_set_member_name (builder, "judgement");
  json_builder_add_string_value (builder, judgement_ids[entry->judgement]);
  json_builder_set_member_name (builder, "source");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, entry->source);
  json_builder_set_member_name (builder, "game");
  json_builder_add_int_value (builder, entry->source_game);
  json_builder_set_member_name (builder, "ply");
  json_builder_add_int_value (builder, entry->ply);
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "added");
  json_builder_add_string_value (builder, added);
  json_builder_set_member_name (builder, "due");
  json_builder_add_string_value (builder, due);
  json_builder_set_member_name (builder, "is_due");
  json_builder_add_boolean_value (builder, entry->due <= time);
  json_builder_set_member_name (builder, "interval_days");
  json_builder_add_double_value (builder,
                                 (double) entry->interval / SKY_PRACTICE_DAY);
  json_builder_set_member_name (builder, "streak");
  json_builder_add_int_value (builder, entry->streak);
  json_builder_set_member_name (builder, "right");
  json_builder_add_int_value (builder, entry->right);
  json_builder_set_member_name (builder, "wrong");
  json_builder_add_int_value (builder, entry->wrong);
  json_builder_end_object (builder);
}

static void
print_json (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
}

static void
add_counts_json (JsonBuilder *builder, const SkyPracticeStore *store,
                 gint64 time)
{
  json_builder_set_member_name (builder, "file");
  json_builder_add_string_value (builder, sky_practice_store_get_path (store));
  json_builder_set_member_name (builder, "positions");
  json_builder_add_int_value (builder, sky_practice_store_get_n_entries (store));
  json_builder_set_member_name (builder, "due");
  json_builder_add_int_value (builder, sky_practice_store_count_due (store, time));
  json_builder_set_member_name (builder, "attempted");
  json_builder_add_int_value (builder, sky_practice_store_get_attempted (store));
  json_builder_set_member_name (builder, "solved");
  json_builder_add_int_value (builder, sky_practice_store_get_solved (store));
}

/* "3 positions, 2 due now; 5 answers, 3 right." */
static void
print_counts (const SkyPracticeStore *store, gint64 time)
{
  guint n = sky_practice_store_get_n_entries (store);
  guint due = sky_practice_store_count_due (store, time);
  guint attempted = sky_practice_store_get_attempted (store);

  printf (g_dngettext (GETTEXT_PACKAGE, "%u practice position, %u due now",
                       "%u practice positions, %u due now", n), n, due);
  printf (g_dngettext (GETTEXT_PACKAGE, "; %u answer, %u right.\n",
                       "; %u answers, %u right.\n", attempted),
          attempted, sky_practice_store_get_solved (store));
}

static int
practice_list (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SkyPracticeStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *format_text = NULL;
  Format format;
  gint64 time = now ();
  const GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_text,
      N_("text (default) or json"), N_("FORMAT") },
    { NULL }
  };

  context = new_context (_("— the practice positions kept"),
                         _("Lists the practice positions: each one’s board, side to move, the move played, the best moves, the loss, the game it came from and when it is due."));
  if (!parse (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc > 1)
    return sky_cli_usage_error (_("practice list: unexpected argument “%s”"), argv[1]);
  if (!parse_format (format_text, &format, &error))
    return sky_cli_usage_error ("%s", error->message);
  store = load_store ();
  if (store == NULL)
    return SKY_CLI_EXIT_FAILURE;

  if (format == FORMAT_JSON)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      add_counts_json (builder, store, time);
      json_builder_set_member_name (builder, "entries");
      json_builder_begin_array (builder);
      for (guint i = 0; i < sky_practice_store_get_n_entries (store); i++)
        add_entry_json (builder, sky_practice_store_get_entry (store, i), time);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      print_json (builder);
      return 0;
    }

  print_counts (store, time);
  for (guint i = 0; i < sky_practice_store_get_n_entries (store); i++)
    {
      const SkyPracticeEntry *entry = sky_practice_store_get_entry (store, i);
      g_autofree char *best = g_strjoinv (" ", entry->best);
      g_autofree char *loss = format_loss (entry);
      g_autofree char *source = format_source (entry);
      g_autofree char *due = format_due (entry, time);

      /* TRANSLATORS: "5d0b6b1f2a  Reversi, Black to move: b2?? played,
       * best c5 (loss 14 discs)" */
      printf (_("\n%s  %s, %s to move: %s%s played, best %s (loss %s)\n"),
              entry->id, _(entry->game->name),
              sky_cli_side_name (entry->game, entry->to_move), entry->played,
              sky_judgement_symbol (entry->judgement), best, loss);
      /* TRANSLATORS: "from game.txt, game 1, move 5; due now; right 1,
       * wrong 2" */
      printf (_("            from %s; %s; right %u, wrong %u\n"), source, due,
              entry->right, entry->wrong);
    }
  return 0;
}

/* practice add
 * ============ */

/* The sides named by --side (comma-separated: first, second, both, or
 * the game's own words, "black", "white", "x", "o"). */
static gboolean
parse_sides (const SkyGame *game, const char *text, gboolean sides[2],
             GError **error)
{
  g_auto(GStrv) words = g_strsplit (text, ",", -1);

  sides[0] = sides[1] = FALSE;
  for (int i = 0; words[i] != NULL; i++)
    {
      g_autofree char *word = g_ascii_strdown (g_strstrip (words[i]), -1);
      gboolean found = FALSE;

      if (strcmp (word, "both") == 0)
        {
          sides[0] = sides[1] = found = TRUE;
          continue;
        }
      for (int side = 0; side < 2; side++)
        {
          g_autofree char *tag = g_ascii_strdown (game->side_tags[side], -1);

          if (strcmp (word, side == 0 ? "first" : "second") == 0
              || strcmp (word, tag) == 0)
            sides[side] = found = TRUE;
        }
      if (!found)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--side must be first, second, both, %s or %s, not “%s”"),
                       sky_cli_side_word (game, SKY_SIDE_FIRST),
                       sky_cli_side_word (game, SKY_SIDE_SECOND), words[i]);
          return FALSE;
        }
    }
  return TRUE;
}

/* Who a record's tag says played a side: a person ("You", as the window
 * and `play` write it), the computer ("Computer (…)", as the window
 * writes it), or neither known (-1, 1, 0). */
static int
player_kind (const SkyRecord *record, SkySide side)
{
  const char *keys[2];
  const char *name;
  /* The window's "Computer (%s)", up to its "%s". */
  const char *computer = _("Computer (%s)");
  g_autofree char *prefix = g_strndup (computer, strcspn (computer, "%"));

  keys[SKY_SIDE_FIRST] = sky_record_get_game (record)->side_tags[SKY_SIDE_FIRST];
  keys[SKY_SIDE_SECOND] = sky_record_get_game (record)->side_tags[SKY_SIDE_SECOND];
  name = sky_record_get_tag (record, keys[side]);
  if (name == NULL)
    return 0;
  if (strcmp (name, "You") == 0 || strcmp (name, _("You")) == 0)
    return -1;
  if (g_str_has_prefix (name, "Computer (")
      || (*prefix != '\0' && g_str_has_prefix (name, prefix)))
    return 1;
  return 0;
}

static void
show_progress (const SkyReviewPly *ply, guint done, guint total,
               gpointer user_data)
{
  fputc ('\r', stderr);
  fprintf (stderr, _("Reviewing… %u of %u moves"), done, total);
  if (done == total)
    fprintf (stderr, "\r\033[K");
  fflush (stderr);
}

static int
practice_add (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(SkyPracticeStore) store = NULL;
  g_autofree SkyReviewPly *plies = NULL;
  g_autofree char *game_number_text = NULL, *side_text = NULL;
  g_autofree char *empties_text = NULL, *depth_text = NULL;
  g_autofree char *threads_text = NULL, *source = NULL;
  guint game_number = 0, added = 0;
  int threads = (int) g_get_num_processors ();
  gboolean sides[2] = { FALSE, FALSE };
  SkyReviewOptions options;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_number_text,
      N_("Of a file with several games, game N (1-based; default 1)"),
      N_("N") },
    { "side", 's', 0, G_OPTION_ARG_STRING, &side_text,
      N_("Whose mistakes: first, second, both, or the game’s side (black, white) (default: the side the record says was yours)"),
      N_("SIDE") },
    { "seconds", 't', 0, G_OPTION_ARG_DOUBLE, &options.seconds,
      N_("Time to search each position that is not solved exactly (default 0.5)"),
      N_("SECONDS") },
    { "exact-empties", 'e', 0, G_OPTION_ARG_STRING, &empties_text,
      N_("Reversi: solve exactly at this many empty squares or fewer (default 26)"),
      N_("N") },
    { "depth", 'd', 0, G_OPTION_ARG_STRING, &depth_text,
      N_("Search to this fixed depth instead of by time, the same on every machine (default 0: by time)"),
      N_("N") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      N_("Threads to search on, 1 to 256 (default: one per processor); exact scores are the same on any number"), N_("N") },
    { "no-book", 0, 0, G_OPTION_ARG_NONE, &options.no_book,
      N_("Reversi: search positions of the opening book too, instead of judging them by the book’s values"),
      NULL },
    { NULL }
  };

  sky_review_options_init_default (&options);
  context = new_context (_("FILE — keep a game’s mistakes as practice positions"),
                         _("Reviews the game record FILE as “sakiyomi-cli review” does and keeps the mistakes and blunders of the person (not the inaccuracies) as practice positions.  The person is the side the record names “You”; a game of two computers adds nothing; a record that names neither takes both sides, unless --side says whose."));
  if (!parse (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc < 2)
    return sky_cli_usage_error (_("practice add: the FILE is missing (see “sakiyomi-cli practice add --help”)"));
  if (argc > 2)
    return sky_cli_usage_error (_("practice add: unexpected argument “%s” after the file"),
                                argv[2]);
  if (!sky_cli_parse_game_number (game_number_text, &game_number, &error)
      || !sky_cli_review_parse_budget (empties_text, depth_text, threads_text,
                                       &options, &threads, &error))
    return sky_cli_usage_error ("%s", error->message);
  if (!sky_cli_check_seconds ("--seconds", options.seconds))
    return SKY_CLI_EXIT_USAGE;

  record = sky_cli_load_record_game (argv[1], game_number, &error);
  if (record == NULL)
    return sky_cli_usage_error ("%s", error->message);
  if (side_text != NULL)
    {
      if (!parse_sides (sky_record_get_game (record), side_text, sides, &error))
        return sky_cli_usage_error ("%s", error->message);
    }
  else
    {
      int kinds[2] = { player_kind (record, SKY_SIDE_FIRST),
                       player_kind (record, SKY_SIDE_SECOND) };

      sides[0] = kinds[0] < 0;
      sides[1] = kinds[1] < 0;
      if (kinds[0] > 0 && kinds[1] > 0)
        {
          fprintf (stderr, "%s\n", _("Both sides of this game were played by the computer: no practice positions added (--side takes a side’s mistakes anyway)."));
          return 0;
        }
      if (!sides[0] && !sides[1])
        {
          sides[0] = kinds[0] == 0;
          sides[1] = kinds[1] == 0;
          fprintf (stderr, "%s\n", _("The record does not say which side was yours: the mistakes of both sides are kept (--side picks one)."));
        }
    }
  /* Found an error in the store before the review's work, not after. */
  store = load_store ();
  if (store == NULL)
    return SKY_CLI_EXIT_FAILURE;

  plies = g_new0 (SkyReviewPly, MAX (sky_record_get_n_moves (record), 1));
  options.threads = threads;
  if (!sky_review_run (record, &options, NULL,
                       isatty (STDERR_FILENO) ? show_progress : NULL, NULL,
                       plies, &error))
    return failed (error);

  if (strcmp (argv[1], "-") == 0)
    source = g_strdup (_("standard input"));
  else
    source = g_canonicalize_filename (argv[1], NULL);
  if (!sky_practice_store_add_review (store, record, plies,
                                      sky_record_get_n_moves (record), sides,
                                      source, MAX (game_number, 1), now (),
                                      &added,
                                      &error))
    return failed (error);
  printf (g_dngettext (GETTEXT_PACKAGE, "%u practice position added",
                       "%u practice positions added", added), added);
  printf (_(" (%u in all).\n"), sky_practice_store_get_n_entries (store));
  return 0;
}

/* practice next, answer
 * ===================== */

static void
print_position (const SkyPracticeEntry *entry, const SkyPosition *pos)
{
  g_autofree char *board = sky_cli_format_board (pos, FALSE);

  printf ("%s", board);
  /* TRANSLATORS: "Black to move: find the best move (id 5d0b6b1f2a)." */
  printf (_("%s to move: find the best move (id %s).\n"),
          sky_cli_side_name (entry->game, entry->to_move), entry->id);
}

static int
practice_next (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SkyPracticeStore) store = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(GError) error = NULL;
  const SkyPracticeEntry *entry;
  gint64 time = now ();
  const GOptionEntry entries[] = { { NULL } };

  context = new_context (_("— show the practice position due next"),
                         _("Shows the practice position due first, to be answered with “sakiyomi-cli practice answer ID MOVE”."));
  if (!parse (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc > 1)
    return sky_cli_usage_error (_("practice next: unexpected argument “%s”"), argv[1]);
  store = load_store ();
  if (store == NULL)
    return SKY_CLI_EXIT_FAILURE;
  entry = sky_practice_store_next_due (store, time);
  if (entry == NULL)
    {
      gint64 next = sky_practice_store_next_due_time (store);
      g_autofree char *date = NULL;

      if (next == G_MAXINT64)
        {
          printf ("%s\n", _("No practice positions yet: “sakiyomi-cli practice add FILE” keeps a game’s mistakes."));
          return 0;
        }
      date = format_time (next);
      printf (_("Nothing is due now; the next position is due %s.\n"), date);
      return 0;
    }
  pos = sky_practice_entry_get_position (entry, &error);
  if (pos == NULL)
    return failed (error);
  print_position (entry, pos);
  return 0;
}

static int
practice_answer (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SkyPracticeStore) store = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *best = NULL, *loss = NULL, *id = NULL;
  const SkyPracticeEntry *entry;
  SkyMove move;
  gboolean right;
  const GOptionEntry entries[] = { { NULL } };

  context = new_context (_("ID MOVE — answer a practice position"),
                         _("Answers the practice position ID with MOVE: says whether it is one of the best, and when the position comes back (later and later while the answers are right, in ten minutes when wrong)."));
  if (!parse (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc < 3)
    return sky_cli_usage_error (_("practice answer: the ID and the MOVE are needed (see “sakiyomi-cli practice answer --help”)"));
  if (argc > 3)
    return sky_cli_usage_error (_("practice answer: unexpected argument “%s”"), argv[3]);
  store = load_store ();
  if (store == NULL)
    return SKY_CLI_EXIT_FAILURE;
  entry = sky_practice_store_find (store, argv[1], &error);
  if (entry == NULL)
    return sky_cli_usage_error ("%s", error->message);
  pos = sky_practice_entry_get_position (entry, &error);
  if (pos == NULL)
    return failed (error);
  if (!entry->game->move_from_string (pos, argv[2], &move, &error))
    return sky_cli_usage_error (_("“%s” is not a legal move here: %s"), argv[2],
                                error->message);
  id = g_strdup (entry->id);
  best = g_strjoinv (_(" or "), entry->best);
  loss = format_loss (entry);
  if (!sky_practice_store_answer (store, id, move, now (), &right, &error))
    return failed (error);
  entry = sky_practice_store_find (store, id, NULL);
  if (right)
    {
      g_autofree char *due = format_time (entry->due);

      /* TRANSLATORS: "Right: c5 is best (b2 was played, losing 14 discs).
       * Back on 2026-12-07T21:00:00Z." */
      printf (_("Right: %s is best (%s was played, losing %s). Back on %s.\n"),
              argv[2], entry->played, loss, due);
    }
  else
    printf (_("Wrong: the best is %s (%s was played, losing %s). Back in ten minutes.\n"),
            best, entry->played, loss);
  return 0;
}

/* practice remove, clear, stats
 * ============================= */

static int
practice_remove (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SkyPracticeStore) store = NULL;
  g_autoptr(GError) error = NULL;
  const GOptionEntry entries[] = { { NULL } };

  context = new_context (_("ID — forget a practice position"),
                         _("Removes the practice position ID (or the one whose id starts with ID, four characters at least)."));
  if (!parse (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc < 2)
    return sky_cli_usage_error (_("practice remove: the ID is missing (see “sakiyomi-cli practice list”)"));
  if (argc > 2)
    return sky_cli_usage_error (_("practice remove: unexpected argument “%s”"), argv[2]);
  store = load_store ();
  if (store == NULL)
    return SKY_CLI_EXIT_FAILURE;
  if (sky_practice_store_find (store, argv[1], &error) == NULL)
    return sky_cli_usage_error ("%s", error->message);
  if (!sky_practice_store_remove (store, argv[1], &error))
    return failed (error);
  printf (g_dngettext (GETTEXT_PACKAGE, "Removed; %u practice position left.\n",
                       "Removed; %u practice positions left.\n",
                       sky_practice_store_get_n_entries (store)),
          sky_practice_store_get_n_entries (store));
  return 0;
}

static int
practice_clear (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SkyPracticeStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL, *backup = NULL;
  gboolean yes = FALSE;
  const GOptionEntry entries[] = {
    { "yes", 'y', 0, G_OPTION_ARG_NONE, &yes,
      N_("Really forget them"), NULL },
    { NULL }
  };

  context = new_context (_("— forget every practice position"),
                         _("Removes every practice position and the counts of answers.  A damaged practice file is kept beside as a backup (practice.ini.damaged) and a new one started."));
  if (!parse (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc > 1)
    return sky_cli_usage_error (_("practice clear: unexpected argument “%s”"), argv[1]);
  if (!yes)
    return sky_cli_usage_error (_("practice clear forgets every practice position: add --yes to do it"));
  path = store_path ();
  store = sky_practice_store_load (path, &error);
  if (store == NULL
      && (g_error_matches (error, SKY_PRACTICE_ERROR, SKY_PRACTICE_ERROR_DAMAGED)
          || g_error_matches (error, SKY_PRACTICE_ERROR, SKY_PRACTICE_ERROR_NEWER)))
    {
      sky_cli_error (error->message);
      g_clear_error (&error);
      if (!sky_practice_set_aside (path, &backup, &error))
        return failed (error);
      fprintf (stderr, _("It was kept as “%s”.\n"), backup);
      store = sky_practice_store_load (path, &error);
    }
  if (store == NULL)
    return failed (error);
  if (!sky_practice_store_clear (store, &error))
    return failed (error);
  printf ("%s\n", _("Every practice position was removed."));
  return 0;
}

static int
practice_stats (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SkyPracticeStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *format_text = NULL;
  Format format;
  gint64 time = now ();
  guint learnt = 0;
  const GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_text,
      N_("text (default) or json"), N_("FORMAT") },
    { NULL }
  };

  context = new_context (_("— count the practice positions and answers"),
                         _("Counts the practice positions, those due now, the answers given and those right, and the positions solved (answered right the last time)."));
  if (!parse (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc > 1)
    return sky_cli_usage_error (_("practice stats: unexpected argument “%s”"), argv[1]);
  if (!parse_format (format_text, &format, &error))
    return sky_cli_usage_error ("%s", error->message);
  store = load_store ();
  if (store == NULL)
    return SKY_CLI_EXIT_FAILURE;
  for (guint i = 0; i < sky_practice_store_get_n_entries (store); i++)
    if (sky_practice_store_get_entry (store, i)->streak > 0)
      learnt++;
  if (format == FORMAT_JSON)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      add_counts_json (builder, store, time);
      json_builder_set_member_name (builder, "positions_solved");
      json_builder_add_int_value (builder, learnt);
      json_builder_end_object (builder);
      print_json (builder);
      return 0;
    }
  print_counts (store, time);
  printf (_("Solved the last time they were asked: %u of %u.\n"), learnt,
          sky_practice_store_get_n_entries (store));
  return 0;
}

static const struct {
  const char *name;
  SkyCliCommandFunc run;
} subcommands[] = {
  { "list", practice_list },
  { "add", practice_add },
  { "next", practice_next },
  { "answer", practice_answer },
  { "remove", practice_remove },
  { "clear", practice_clear },
  { "stats", practice_stats },
};

int
sky_cli_practice (int argc, char **argv)
{
  if (argc >= 2 && (strcmp (argv[1], "--help") == 0
                    || strcmp (argv[1], "-h") == 0))
    {
      printf ("%s\n\n%s\n", _("Usage: sakiyomi-cli practice COMMAND [OPTION…]"),
              _("Practice positions: the mistakes of reviewed games, brought back until solved.\n"
                "  list     the positions kept (--format json)\n"
                "  add      keep a game’s mistakes (FILE [--game N] [--side SIDE])\n"
                "  next     show the position due next\n"
                "  answer   answer a position (ID MOVE)\n"
                "  remove   forget a position (ID)\n"
                "  clear    forget them all (--yes)\n"
                "  stats    count positions and answers\n"
                "Run “sakiyomi-cli practice COMMAND --help” for the options of each."));
      return 0;
    }
  if (argc < 2)
    return sky_cli_usage_error (_("practice: say list, add, next, answer, remove, clear or stats (see “sakiyomi-cli practice --help”)"));
  for (gsize i = 0; i < G_N_ELEMENTS (subcommands); i++)
    if (strcmp (argv[1], subcommands[i].name) == 0)
      {
        g_autofree char *prgname = g_strdup_printf ("sakiyomi-cli practice %s",
                                                    argv[1]);
        int status;

        g_set_prgname (prgname);
        status = subcommands[i].run (argc - 1, argv + 1);
        g_clear_pointer (&file_option, g_free);
        return status;
      }
  return sky_cli_usage_error (_("practice: unknown command “%s” (list, add, next, answer, remove, clear or stats)"),
                              argv[1]);
}
