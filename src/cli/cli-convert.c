/* cli-convert.c: `sakiyomi-cli convert FILE|- [--game N] --format=ggf|text`,
 * any game Sakiyomi reads written in Sakiyomi's text form or as GGF. */
#include "config.h"

#include <glib/gi18n.h>

#include "cli.h"

int
sky_cli_convert (int argc, char **argv)
{
  g_autofree char *format_text = NULL;
  g_autofree char *game_text = NULL;
  g_autofree char *output = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = NULL;
  SkyCliRecordFormat format;
  guint game;
  GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_text,
      N_("The form to write: text (Sakiyomi’s game record, the default) or ggf (reversi only; the default for an --output FILE ending in .ggf)"),
      N_("FORMAT") },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_text,
      N_("Of a file with several games, game N (1-based; “sakiyomi-cli games FILE” lists them; default 1)"),
      N_("N") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write to FILE instead of standard output"), N_("FILE") },
    { NULL }
  };

  context = g_option_context_new (_("FILE — write a game in another form"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Reads a game from FILE (any file games lists: a Sakiyomi game "
      "record, GGF or a GGS archive, a WTHOR database, PGN, SGF, move lines, "
      "a logbook, a file of positions; “-” reads standard input) and writes it "
      "in Sakiyomi’s text form or as GGF, with its players, result and "
      "date.  Examples:\n"
      "  sakiyomi-cli convert --format=ggf game.txt > game.ggf\n"
      "  sakiyomi-cli convert --game 3 --format=text WTH_2001.wtb"));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc < 2)
    return sky_cli_usage_error (_("convert: the FILE is missing (see “sakiyomi-cli convert --help”)"));
  if (argc > 2)
    return sky_cli_usage_error (_("convert: unexpected argument “%s” after the file"),
                                argv[2]);
  if (!sky_cli_parse_record_format ("--format", format_text, &format, &error)
      || !sky_cli_parse_game_number (game_text, &game, &error))
    return sky_cli_usage_error ("%s", error->message);
  /* "-o game.ggf" without --format: GGF, not text in a .ggf file. */
  if (format_text == NULL && output != NULL && g_str_has_suffix (output, ".ggf"))
    format = SKY_CLI_RECORD_GGF;
  if (!sky_cli_check_output_path ("--output", output))
    return SKY_CLI_EXIT_USAGE;

  record = sky_cli_load_record_game (argv[1], game, &error);
  if (record == NULL)
    return sky_cli_usage_error ("%s", error->message);
  if (!sky_cli_save_record_as (record, output != NULL ? output : "-", format,
                               &error))
    return sky_cli_usage_error ("%s", error->message);
  return 0;
}
