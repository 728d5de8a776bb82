/* cli-review.c: `sakiyomi-cli review FILE`: a game record judged move by
 * move (review.h): each ply's value, the best move, the loss and its class,
 * then a summary per side; as text, tab-separated values or JSON. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "cli.h"
#include "cli-board.h"
#include "explain.h"
#include "ggf.h"
#include "openings.h"
#include "review.h"
#include "value-format.h"

typedef enum {
  FORMAT_TEXT,
  FORMAT_TSV,
  FORMAT_JSON
} Format;

/* An exact solve beyond this many empties takes hours. */
#define MAX_EXACT_EMPTIES 30

static const char *const judgement_ids[SKY_N_JUDGEMENTS] = {
  "none", "inaccuracy", "mistake", "blunder",
};

/* The game with each move's value as its GGF note, as NBoard writes an
 * engine's: "B[F5/1.39]", in discs from the mover's point of view, to two
 * places; a time the game had is kept, a forced pass has no value. */
static gboolean
save_reviewed (const SkyRecord *record, const SkyReviewPly *plies,
               const char *path, GError **error)
{
  g_autoptr(SkyRecord) copy = sky_record_copy (record);

  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    {
      const SkyReviewPly *ply = &plies[i];

      if (ply->played != SKY_MOVE_PASS && ply->ply == i)
        sky_record_set_move_value (copy, i, ply->played_value);
    }
  return sky_cli_save_record_as (copy, path, SKY_CLI_RECORD_GGF, error);
}

static gboolean
parse_format (const char *text, Format *format, GError **error)
{
  if (text == NULL || strcmp (text, "text") == 0)
    *format = FORMAT_TEXT;
  else if (strcmp (text, "tsv") == 0)
    *format = FORMAT_TSV;
  else if (strcmp (text, "json") == 0)
    *format = FORMAT_JSON;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--format must be text, tsv or json, not “%s”"), text);
      return FALSE;
    }
  return TRUE;
}

/* A value in the game's unit as the window shows it (value-format.h),
 * without the unit the legend names, padded on the left to width
 * characters ("−" is three bytes). */
static char *
format_value (const SkyGame *game, double value, int width)
{
  g_autofree char *text = sky_value_format (sky_value_unit_for_review (game->kind),
                                            value, SKY_VALUE_STYLE_NUMBER);
  glong length = g_utf8_strlen (text, -1);

  if (length >= width)
    return g_steal_pointer (&text);
  return g_strdup_printf ("%*s%s", (int) (width - length), "", text);
}

/* A loss to tenths as the window shows it, whole where it is whole. */
static char *
format_loss (double loss)
{
  if (loss == (double) (gint64) loss)
    return g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) loss);
  return g_strdup_printf ("%.1f", loss);
}

/* A move named in the position it is played from. */
static char *
move_text (const SkyRecord *record, guint ply, SkyMove move)
{
  const SkyPosition *pos = sky_record_get_position (record, ply);

  if (move == SKY_MOVE_PASS)
    return g_strdup ("pass");
  return pos->game->move_to_string (pos, move);
}

/* A line of moves from the position at ply on, each move named in its own
 * position. */
static GPtrArray *
line_texts (const SkyRecord *record, guint ply, const SkyMove *line,
            int length)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(SkyPosition) pos = sky_position_copy (sky_record_get_position (record,
                                                                          ply));

  for (int i = 0; i < length && sky_position_is_legal_move (pos, line[i]); i++)
    {
      g_ptr_array_add (texts, line[i] == SKY_MOVE_PASS
                              ? g_strdup ("pass")
                              : pos->game->move_to_string (pos, line[i]));
      sky_position_play (pos, line[i]);
    }
  return texts;
}

static void
add_strings (JsonBuilder *builder, const char *name, GPtrArray *texts)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint k = 0; k < texts->len; k++)
    json_builder_add_string_value (builder, texts->pdata[k]);
  json_builder_end_array (builder);
}

/* A value as it is shown: to hundredths, the finest a review's values
 * are (the book's and the engine's hundredths of a disc). */
static void
add_value (JsonBuilder *builder, const char *name, double value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, round (value * 100) / 100);
}

static char *
format_search (const SkyReviewPly *ply)
{
  if (ply->book_move)
    return g_strdup (_("book"));
  if (ply->book)
    return g_strdup (_("out of book"));
  if (ply->exact)
    return g_strdup (_("exact"));
  return g_strdup_printf (_("depth %d"), ply->depth);
}

/* The unit of the values, for the legend. */
static const char *
values_legend (const SkyGame *game)
{
  switch (game->value_unit)
    {
    case SKY_VALUE_UNIT_OUTCOME:
      return _("Values for the side that moved: win, draw or loss with best play; a loss per move counts results given away (a win to a draw is 1).");
    case SKY_VALUE_UNIT_POINTS:
      return _("Values for the side that moved: its final total minus the other’s, in points.");
    case SKY_VALUE_UNIT_DISCS:
      return _("Values for the side that moved: the final disc difference, in discs.");
    case SKY_VALUE_UNIT_TABLE_POINTS:
    case SKY_VALUE_UNIT_WIN_RATE:
    case SKY_N_VALUE_UNITS:
    default:
      /* A review counts what the game itself counts, never these. */
      g_return_val_if_reached ("");
    }
}

/* The named opening a reversi game follows, or NULL. */
static const SkyOpening *
find_opening (const SkyRecord *record, guint *length)
{
  SkyMove moves[SKY_MAX_MOVES];
  guint n = 0;

  *length = 0;
  if (sky_record_get_game (record) != sky_openings_game ())
    return NULL;
  /* The table has no passes: the moves up to the first. */
  while (n < sky_record_get_n_moves (record) && n < G_N_ELEMENTS (moves)
         && sky_record_get_move (record, n) != SKY_MOVE_PASS)
    {
      moves[n] = sky_record_get_move (record, n);
      n++;
    }
  return sky_opening_find (moves, n, length);
}

static void
print_text (const SkyRecord *record, const SkyReviewOptions *options,
            const SkyReviewPly *plies)
{
  const SkyGame *game = sky_record_get_game (record);
  guint n = sky_record_get_n_moves (record);
  const SkyOpening *opening;
  guint opening_length;

  printf ("%s: ", _(game->name));
  if (game->review_method == SKY_REVIEW_SOLVE)
    printf ("%s\n", _("solved, every value exact."));
  else if (game->review_method == SKY_REVIEW_ENGINE && options->depth > 0)
    printf (_("exact from %d empty squares, above them searched to depth %d.\n"),
            options->exact_empties, options->depth);
  else if (game->review_method == SKY_REVIEW_ENGINE)
    printf (_("exact from %d empty squares, above them searched for %g s a position.\n"),
            options->exact_empties, options->seconds);
  else if (options->depth > 0)
    printf (_("searched to depth %d, exact where the end is in reach.\n"),
            options->depth);
  else
    printf (_("searched for %g s a position, exact where the end is in reach.\n"),
            options->seconds);
  printf ("%s\n\n", values_legend (game));

  printf ("%4s  %-13s %-6s %7s  %-6s %7s %6s %-3s %s\n", _("ply"), _("side"),
          _("move"), _("value"), _("best"), _("value"), _("loss"), "",
          _("search"));
  for (guint i = 0; i < n; i++)
    {
      const SkyReviewPly *ply = &plies[i];
      g_autofree char *played = move_text (record, i, ply->played);
      g_autofree char *best = move_text (record, i, ply->best);
      g_autofree char *value = format_value (game, ply->played_value, 7);
      g_autofree char *best_value = format_value (game, ply->best_value, 7);
      g_autofree char *loss = format_loss (ply->loss);
      g_autofree char *search = format_search (ply);

      printf ("%4u  %-13s %-6s %s  %-6s %s %6s %-3s %s\n", i + 1,
              sky_cli_side_name (game, ply->side), played, value, best,
              best_value, loss, sky_judgement_symbol (ply->judgement),
              search);
      /* A mistake said in words under its line. */
      if (ply->judgement != SKY_JUDGEMENT_NONE)
        {
          g_autoptr(SkyExplanation) explanation
            = sky_explain_move (sky_record_get_position (record, i), ply);

          printf ("      %s\n", explanation->text);
        }
    }

  printf ("\n%-13s %6s %4s %4s %4s %13s\n", "", _("moves"), "?!", "?", "??",
          _("average loss"));
  for (int side = SKY_SIDE_FIRST; side <= SKY_SIDE_SECOND; side++)
    {
      SkyReviewSummary summary;

      sky_review_summarize (plies, n, (SkySide) side, &summary);
      printf ("%-13s %6u %4u %4u %4u %13.1f\n",
              sky_cli_side_name (game, (SkySide) side), summary.moves,
              summary.counts[SKY_JUDGEMENT_INACCURACY],
              summary.counts[SKY_JUDGEMENT_MISTAKE],
              summary.counts[SKY_JUDGEMENT_BLUNDER], summary.average_loss);
    }

  opening = find_opening (record, &opening_length);
  if (opening != NULL && opening->name_ja != NULL)
    printf (_("\nOpening: %s (%s), %u moves\n"), opening->name,
            opening->name_ja, opening_length);
  else if (opening != NULL)
    printf (_("\nOpening: %s, %u moves\n"), opening->name, opening_length);
}

static const char *
side_id (SkySide side)
{
  return side == SKY_SIDE_FIRST ? "first" : "second";
}

/* Machine-readable: a header line, then one line per ply; values with a
 * point, whatever the locale. */
static void
print_tsv (const SkyRecord *record, const SkyReviewPly *plies)
{
  guint n = sky_record_get_n_moves (record);

  printf ("ply\tside\tmove\tvalue\tbest\tbest_value\tloss\tjudgement\texact\tdepth\n");
  for (guint i = 0; i < n; i++)
    {
      const SkyReviewPly *ply = &plies[i];
      g_autofree char *played = move_text (record, i, ply->played);
      g_autofree char *best = move_text (record, i, ply->best);
      char value[G_ASCII_DTOSTR_BUF_SIZE], best_value[G_ASCII_DTOSTR_BUF_SIZE];
      char loss[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (value, sizeof value, "%.2f", ply->played_value);
      g_ascii_formatd (best_value, sizeof best_value, "%.2f", ply->best_value);
      g_ascii_formatd (loss, sizeof loss, "%.2f", ply->loss);
      printf ("%u\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%d\n", i + 1,
              side_id (ply->side), played, value, best, best_value, loss,
              judgement_ids[ply->judgement], ply->exact ? "yes" : "no",
              ply->depth);
    }
}

static void
print_json (const SkyRecord *record, const SkyReviewOptions *options,
            const SkyReviewPly *plies)
{
  const SkyGame *game = sky_record_get_game (record);
  guint n = sky_record_get_n_moves (record);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  g_autofree char *shown = NULL;
  const SkyOpening *opening;
  guint opening_length;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, game->id);
  /* What value, best_value and loss count, and for whom. */
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder,
                                 sky_value_unit_id (sky_value_unit_for_review (game->kind)));
  json_builder_set_member_name (builder, "point_of_view");
  json_builder_add_string_value (builder, "side-to-move");

  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seconds");
  json_builder_add_double_value (builder, options->seconds);
  json_builder_set_member_name (builder, "exact_empties");
  json_builder_add_int_value (builder, options->exact_empties);
  json_builder_set_member_name (builder, "depth");
  json_builder_add_int_value (builder, options->depth);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "plies");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      const SkyReviewPly *ply = &plies[i];
      g_autofree char *played = move_text (record, i, ply->played);
      g_autofree char *best = move_text (record, i, ply->best);
      g_autoptr(GPtrArray) line = line_texts (record, i, ply->pv,
                                              ply->pv_length);
      g_autoptr(GPtrArray) refutation = line_texts (record, i + 1,
                                                    ply->refutation,
                                                    ply->refutation_length);
      g_autoptr(SkyExplanation) explanation
        = sky_explain_move (sky_record_get_position (record, i), ply);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "ply");
      json_builder_add_int_value (builder, i + 1);
      json_builder_set_member_name (builder, "side");
      json_builder_add_string_value (builder, side_id (ply->side));
      json_builder_set_member_name (builder, "move");
      json_builder_add_string_value (builder, played);
      add_value (builder, "value", ply->played_value);
      json_builder_set_member_name (builder, "best");
      json_builder_add_string_value (builder, best);
      add_value (builder, "best_value", ply->best_value);
      add_value (builder, "loss", ply->loss);
      json_builder_set_member_name (builder, "judgement");
      json_builder_add_string_value (builder, judgement_ids[ply->judgement]);
      json_builder_set_member_name (builder, "exact");
      json_builder_add_boolean_value (builder, ply->exact);
      json_builder_set_member_name (builder, "depth");
      json_builder_add_int_value (builder, ply->depth);
      json_builder_set_member_name (builder, "book");
      json_builder_add_boolean_value (builder, ply->book);
      json_builder_set_member_name (builder, "book_move");
      json_builder_add_boolean_value (builder, ply->book_move);
      add_strings (builder, "line", line);
      /* The move in words, why (stable ids), and what answers it. */
      json_builder_set_member_name (builder, "explanation");
      json_builder_add_string_value (builder, explanation->text);
      json_builder_set_member_name (builder, "reasons");
      json_builder_begin_array (builder);
      for (int k = 0; k < explanation->n_reasons; k++)
        json_builder_add_string_value (builder, explanation->reasons[k].id);
      json_builder_end_array (builder);
      add_strings (builder, "refutation", refutation);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "summary");
  json_builder_begin_object (builder);
  for (int side = SKY_SIDE_FIRST; side <= SKY_SIDE_SECOND; side++)
    {
      SkyReviewSummary summary;

      sky_review_summarize (plies, n, (SkySide) side, &summary);
      json_builder_set_member_name (builder, side_id ((SkySide) side));
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "moves");
      json_builder_add_int_value (builder, summary.moves);
      for (int j = SKY_JUDGEMENT_INACCURACY; j < SKY_N_JUDGEMENTS; j++)
        {
          json_builder_set_member_name (builder, judgement_ids[j]);
          json_builder_add_int_value (builder, summary.counts[j]);
        }
      add_value (builder, "average_loss", summary.average_loss);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  opening = find_opening (record, &opening_length);
  if (opening != NULL)
    {
      json_builder_set_member_name (builder, "opening");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, opening->name);
      json_builder_set_member_name (builder, "name_ja");
      if (opening->name_ja != NULL)
        json_builder_add_string_value (builder, opening->name_ja);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "moves");
      json_builder_add_int_value (builder, opening_length);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);
  shown = sky_cli_json_shorten_numbers (text);
  printf ("%s\n", shown);
}

/* "\r ply 12 of 60" on a terminal's stderr, erased at the end. */
static void
show_progress (const SkyReviewPly *ply, guint done, guint total,
               gpointer user_data)
{
  /* The carriage return stays out of the translatable message. */
  fputc ('\r', stderr);
  fprintf (stderr, _("Reviewing… %u of %u moves"), done, total);
  if (done == total)
    fprintf (stderr, "\r\033[K");
  fflush (stderr);
}

gboolean
sky_cli_review_parse_budget (const char       *empties_text,
                             const char       *depth_text,
                             const char       *threads_text,
                             SkyReviewOptions *options,
                             int              *threads,
                             GError          **error)
{
  return (empties_text == NULL
          || sky_cli_parse_int ("--exact-empties", empties_text, 0,
                                MAX_EXACT_EMPTIES, &options->exact_empties,
                                error))
         && (depth_text == NULL
             || sky_cli_parse_int ("--depth", depth_text, 0, 64, &options->depth,
                                   error))
         && (threads_text == NULL
             || sky_cli_parse_int ("--threads", threads_text, 1, 256, threads,
                                   error));
}

int
sky_cli_review (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autofree char *format_text = NULL;
  g_autofree char *game_number_text = NULL;
  guint game_number = 0;
  g_autofree char *empties_text = NULL;
  g_autofree char *depth_text = NULL;
  g_autofree SkyReviewPly *plies = NULL;
  g_autofree char *threads_text = NULL;
  g_autofree char *weights = NULL;
  g_autofree char *save = NULL;
  int threads = (int) g_get_num_processors ();
  SkyReviewOptions options;
  Format format;
  const GOptionEntry entries[] = {
    { "seconds", 't', 0, G_OPTION_ARG_DOUBLE, &options.seconds,
      N_("Time to search each position that is not solved exactly (default 0.5)"),
      N_("SECONDS") },
    { "exact-empties", 'e', 0, G_OPTION_ARG_STRING, &empties_text,
      N_("Reversi: solve exactly at this many empty squares or fewer (default 26)"),
      N_("N") },
    { "depth", 'd', 0, G_OPTION_ARG_STRING, &depth_text,
      N_("Search to this fixed depth instead of by time, the same on every machine (default 0: by time)"),
      N_("N") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_text,
      N_("text (default), tsv or json"), N_("FORMAT") },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_number_text,
      N_("Of a file with several games, game N (1-based; “sakiyomi-cli games FILE” lists them; default 1)"),
      N_("N") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      N_("Threads to search on, 1 to 256 (default: one per processor); exact scores are the same on any number"), N_("N") },
    { "weights", 0, 0, G_OPTION_ARG_FILENAME, &weights,
      N_("Reversi: the strong engine evaluates with the weights in FILE, pattern or legacy"),
      N_("FILE") },
    { "no-book", 0, 0, G_OPTION_ARG_NONE, &options.no_book,
      N_("Reversi: search positions of the opening book too, instead of judging them by the book’s values"),
      NULL },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save,
      N_("Reversi: also write the game to FILE as GGF with the value of each move played, as NBoard writes an engine’s (“B[F5/1.39]”: discs, from the mover’s side)"),
      N_("FILE") },
    { NULL }
  };

  sky_review_options_init_default (&options);
  context = g_option_context_new (_("FILE — judge every move of a game"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Reviews the game record FILE (any file games lists: Sakiyomi’s text "
      "form, GGF or a GGS archive, a WTHOR database, PGN, SGF, move lines, "
      "a logbook — game N of it with --game N; “-” reads standard input) from its end backwards: for every "
      "move the value of the move played and of the best move for the side "
      "that moved, the loss between them and its class: ?! an inaccuracy, "
      "? a mistake, ?? a blunder.  Then the count of each class and the "
      "average loss per side."));
  g_option_context_set_description (context,
    _("Classes, by the loss in the game’s unit:\n"
      "  reversi      ?! from 2 discs, ? from 6, ?? from 12 or, when exact, "
      "a win thrown into a draw or a loss, or a draw into a loss\n"
      "  number-grab  ?! from 3 points, ? from 8, ?? from 15 or, when exact, "
      "the same change of result\n"
      "  tic-tac-toe  ?? any move that changes the result with best play"));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;

  if (argc < 2)
    return sky_cli_usage_error (_("review: the FILE is missing (see “sakiyomi-cli review --help”)"));
  if (argc > 2)
    return sky_cli_usage_error (_("review: unexpected argument “%s” after the file"),
                                argv[2]);
  if (!parse_format (format_text, &format, &error)
      || !sky_cli_parse_game_number (game_number_text, &game_number, &error)
      || !sky_cli_review_parse_budget (empties_text, depth_text, threads_text,
                                       &options, &threads, &error))
    return sky_cli_usage_error ("%s", error->message);
  if (!sky_cli_check_seconds ("--seconds", options.seconds)
      || (save != NULL && !sky_cli_check_output_path ("--save", save)))
    return SKY_CLI_EXIT_USAGE;

  record = sky_cli_load_record_game (argv[1], game_number, &error);
  if (record == NULL)
    return sky_cli_usage_error ("%s", error->message);
  if (save != NULL)
    {
      /* Before the searching: GGF holds only some games. */
      g_autofree char *probe = sky_record_to_ggf (record);

      if (probe == NULL)
        return sky_cli_usage_error (_("--save writes GGF, which holds only reversi games"));
    }
  if (weights != NULL)
    {
      if (!sky_record_get_game (record)->strength.has_book)
        return sky_cli_usage_error (_("--weights is for reversi only"));
      options.evaluator = sky_cli_load_evaluator (weights, &error);
      if (options.evaluator == NULL)
        return sky_cli_usage_error ("--weights: %s", error->message);
    }

  plies = g_new0 (SkyReviewPly, MAX (sky_record_get_n_moves (record), 1));
  options.threads = threads;
  if (!sky_review_run (record, &options, NULL,
                       isatty (STDERR_FILENO) ? show_progress : NULL, NULL,
                       plies, &error))
    {
      sky_cli_error (error->message);
      return SKY_CLI_EXIT_FAILURE;
    }

  switch (format)
    {
    case FORMAT_TSV:
      print_tsv (record, plies);
      break;
    case FORMAT_JSON:
      print_json (record, &options, plies);
      break;
    case FORMAT_TEXT:
    default:
      print_text (record, &options, plies);
      break;
    }
  if (save != NULL && !save_reviewed (record, plies, save, &error))
    {
      fprintf (stderr, "sakiyomi-cli: --save: %s\n", error->message);
      return SKY_CLI_EXIT_FAILURE;
    }
  return 0;
}
