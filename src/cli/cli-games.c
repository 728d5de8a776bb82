/* cli-games.c: `sakiyomi-cli games FILE`, the games in a file (a GGS
 * archive, several GGF games, a WTHOR database, a game record) with their
 * players, result, date and opening, for choosing one with --game N. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "cli.h"

typedef enum {
  FORMAT_TEXT,
  FORMAT_TSV,
  FORMAT_JSON
} Format;

/* The summary keys listed, the JSON members they become, and their
 * titles (translated in column_title ()). */
typedef struct {
  const char *key, *member;
  gboolean in_text;
} Column;

/* Games of GGF, WTHOR and Sakiyomi's files. */
static const Column game_columns[] = {
  { "Black", "black", TRUE },
  { "White", "white", TRUE },
  { "Result", "result", TRUE },
  { "Date", "date", TRUE },
  { "Place", "place", FALSE },
  { "Clock", "clock", FALSE },
  { "Opening", "opening", TRUE },
};

/* Games of a file of one game a line: no players, dates or places. */
static const Column line_game_columns[] = {
  { "Line", "line", TRUE },
  { "Result", "result", TRUE },
  { "Moves", "moves", TRUE },
  { "Opening", "opening", TRUE },
};

/* Positions of a file of OBF lines or board strings. */
static const Column position_columns[] = {
  { "Line", "line", TRUE },
  { "To move", "to_move", TRUE },
  { "Empties", "empties", TRUE },
  { "Best", "best", TRUE },
  { "Scores", "scores", FALSE },
};

static const Column *columns;
static guint n_columns;

static void
choose_columns (const SkyRecordCollection *collection)
{
  if (sky_record_collection_holds_positions (collection))
    {
      columns = position_columns;
      n_columns = G_N_ELEMENTS (position_columns);
    }
  else if (sky_record_collection_get_summary (collection, 0, "Line") != NULL)
    {
      columns = line_game_columns;
      n_columns = G_N_ELEMENTS (line_game_columns);
    }
  else
    {
      columns = game_columns;
      n_columns = G_N_ELEMENTS (game_columns);
    }
}

/* A text column is at most this many characters wide. */
#define MAX_WIDTH 24

static const char *
column_title (guint c)
{
  const char *key = columns[c].key;

  if (strcmp (key, "Black") == 0) return _("Black");
  if (strcmp (key, "White") == 0) return _("White");
  if (strcmp (key, "Result") == 0) return C_("games column", "Result");
  if (strcmp (key, "Date") == 0) return C_("games column", "Date");
  if (strcmp (key, "Place") == 0) return C_("games column", "Place");
  if (strcmp (key, "Clock") == 0) return C_("games column", "Clock");
  if (strcmp (key, "Line") == 0) return C_("games column", "Line");
  if (strcmp (key, "Moves") == 0) return C_("games column", "Moves");
  if (strcmp (key, "To move") == 0) return C_("games column", "To Move");
  if (strcmp (key, "Empties") == 0) return C_("games column", "Empties");
  if (strcmp (key, "Best") == 0) return C_("games column", "Best Moves");
  if (strcmp (key, "Scores") == 0) return C_("games column", "Scores");
  return C_("games column", "Opening");
}

/* A summary as the text table shows it: the side to move translated. */
static const char *
text_value (const SkyRecordCollection *collection, guint index, guint c)
{
  const char *value = sky_record_collection_get_summary (collection, index,
                                                         columns[c].key);

  if (value != NULL && strcmp (columns[c].key, "To move") == 0)
    return strcmp (value, "black") == 0 ? _("Black") : _("White");
  return value;
}

/* value cut to MAX_WIDTH columns and padded with spaces to width (the last
 * column is not padded). */
static void
print_cell (const char *text, guint width, gboolean last)
{
  g_autofree char *value = sky_cli_printable (text);
  const char *end;
  guint shown = sky_cli_display_width (value, G_MAXUINT, NULL);

  if (shown > MAX_WIDTH)
    {
      shown = sky_cli_display_width (value, MAX_WIDTH - 1, &end) + 1;
      printf ("%.*s…", (int) (end - value), value);
    }
  else
    fputs (value, stdout);
  if (!last)
    printf ("%*s", (int) (width - shown + 2), "");
}

static void
print_text (const SkyRecordCollection *collection, const char *name)
{
  guint n = sky_record_collection_get_n_games (collection);
  guint widths[G_N_ELEMENTS (game_columns)];
  int number_width = g_snprintf (NULL, 0, "%u", n);
  guint last = 0;

  if (sky_record_collection_holds_positions (collection))
    printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u position (%s)\n",
                         "%s: %u positions (%s)\n", n),
            name, n, sky_record_collection_get_format (collection));
  else
    printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u game (%s)\n",
                         "%s: %u games (%s)\n", n),
            name, n, sky_record_collection_get_format (collection));
  for (guint c = 0; c < n_columns; c++)
    widths[c] = MIN (sky_cli_display_width (column_title (c), G_MAXUINT, NULL), MAX_WIDTH);
  for (guint i = 0; i < n; i++)
    for (guint c = 0; c < n_columns; c++)
      {
        g_autofree char *value = sky_cli_printable (text_value (collection, i, c));

        if (value != NULL)
          widths[c] = MAX (widths[c], MIN (sky_cli_display_width (value, G_MAXUINT, NULL), MAX_WIDTH));
      }

  for (guint c = 0; c < n_columns; c++)
    if (columns[c].in_text)
      last = c;
  printf ("%*s  ", number_width, "#");
  for (guint c = 0; c < n_columns; c++)
    if (columns[c].in_text)
      print_cell (column_title (c), widths[c], c == last);
  printf ("\n");
  for (guint i = 0; i < n; i++)
    {
      printf ("%*u  ", number_width, i + 1);
      for (guint c = 0; c < n_columns; c++)
        if (columns[c].in_text)
          {
            const char *value = text_value (collection, i, c);

            print_cell (value != NULL ? value : "-", widths[c], c == last);
          }
      printf ("\n");
    }
}

/* One line a game, tab-separated, a header line first; empty where unknown,
 * tabs and newlines in values made spaces. */
static void
print_tsv (const SkyRecordCollection *collection)
{
  guint n = sky_record_collection_get_n_games (collection);

  printf (sky_record_collection_holds_positions (collection) ? "position" : "game");
  for (guint c = 0; c < n_columns; c++)
    printf ("\t%s", columns[c].member);
  printf ("\n");
  for (guint i = 0; i < n; i++)
    {
      printf ("%u", i + 1);
      for (guint c = 0; c < n_columns; c++)
        {
          g_autofree char *value = sky_cli_printable (sky_record_collection_get_summary (collection, i,
                                                                                     columns[c].key));

          putchar ('\t');
          for (const char *p = value; p != NULL && *p != '\0'; p++)
            putchar (*p == '\t' || *p == '\n' ? ' ' : *p);
        }
      printf ("\n");
    }
}

static void
print_json (const SkyRecordCollection *collection)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  guint n = sky_record_collection_get_n_games (collection);
  gboolean positions = sky_record_collection_holds_positions (collection);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, sky_record_collection_get_format (collection));
  json_builder_set_member_name (builder, positions ? "positions" : "games");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, positions ? "position" : "game");
      json_builder_add_int_value (builder, i + 1);
      for (guint c = 0; c < n_columns; c++)
        {
          const char *value = sky_record_collection_get_summary (collection, i,
                                                                 columns[c].key);

          json_builder_set_member_name (builder, columns[c].member);
          if (value != NULL && (strcmp (columns[c].key, "Line") == 0
                                || strcmp (columns[c].key, "Moves") == 0
                                || strcmp (columns[c].key, "Empties") == 0))
            json_builder_add_int_value (builder, g_ascii_strtoll (value, NULL, 10));
          else if (value != NULL)
            json_builder_add_string_value (builder, value);
          else
            json_builder_add_null_value (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
}

int
sky_cli_games (int argc, char **argv)
{
  g_autofree char *format_text = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecordCollection) collection = NULL;
  Format format;
  GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_text,
      N_("How to list them: text (a table, the default), tsv or json"),
      N_("FORMAT") },
    { NULL }
  };

  context = g_option_context_new (_("FILE — list the games in a file"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Lists the games in FILE (a GGF file or GGS archive with one or many "
      "games, a WTHOR database .wtb with its WTHOR.JOU and WTHOR.TRN beside "
      "it, Othello’s PGN or SGF, a file of one game a line — move lines or "
      "Logistello’s logbook — or a Sakiyomi game record; “-” reads standard "
      "input): number, "
      "players, result, date and opening.  A file of positions (Edax’s .obf "
      "problems, board strings one a line) lists its positions: side to "
      "move, empty squares and the best moves with their scores when the "
      "file gives them.  analyze --record, review and convert read one of "
      "them with --game N."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc < 2)
    return sky_cli_usage_error (_("games: the FILE is missing (see “sakiyomi-cli games --help”)"));
  if (argc > 2)
    return sky_cli_usage_error (_("games: unexpected argument “%s” after the file"),
                                argv[2]);
  if (format_text == NULL || strcmp (format_text, "text") == 0)
    format = FORMAT_TEXT;
  else if (strcmp (format_text, "tsv") == 0)
    format = FORMAT_TSV;
  else if (strcmp (format_text, "json") == 0)
    format = FORMAT_JSON;
  else
    return sky_cli_usage_error (_("--format must be text, tsv or json, not “%s”"),
                                format_text);

  collection = sky_cli_load_collection (argv[1], &error);
  if (collection == NULL)
    return sky_cli_usage_error ("%s", error->message);
  choose_columns (collection);
  switch (format)
    {
    case FORMAT_TEXT:
      print_text (collection, strcmp (argv[1], "-") == 0 ? _("standard input") : argv[1]);
      break;
    case FORMAT_TSV:
      print_tsv (collection);
      break;
    case FORMAT_JSON:
    default:
      print_json (collection);
      break;
    }
  return 0;
}
