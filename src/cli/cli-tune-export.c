/* cli-tune-export.c: `sakiyomi-cli tune export-legacy --output FILE`: the
 * legacy evaluation's compiled-in weights (reversi-weights.h) written to a
 * weights file (reversi-eval-file.h), so that the engine can be matched
 * against its previous evaluation (`match --a minimax:engine=yes,weights=FILE`).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "reversi-eval-file.h"

static int
tune_export_legacy (int argc, char **argv)
{
  g_autofree char *output = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the weights to FILE"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiLegacyWeights) compiled = sky_reversi_legacy_weights_get_default ();
  g_autoptr(SkyReversiLegacyWeights) w = NULL;
  g_autofree char *text = NULL;
  guint32 checksum = sky_reversi_legacy_weights_checksum (compiled);

  context = g_option_context_new (_("— write the legacy evaluation’s weights to a file"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Writes the weights of the legacy evaluation, the one compiled in from\n"
      "src/engine/reversi/reversi-weights.h, to a weights file that --weights FILE\n"
      "and the opponent key weights=FILE read, so that the engine can be\n"
      "matched against its previous evaluation."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc > 1)
    return sky_cli_usage_error (_("tune export-legacy: unexpected argument “%s”"), argv[1]);
  if (output == NULL)
    return sky_cli_usage_error (_("tune export-legacy needs --output FILE"));
  if (!sky_cli_check_output_path ("--output", output))
    return SKY_CLI_EXIT_USAGE;

  /* The description the file carries: what the weights are (not
   * translated: it is data). */
  text = g_strdup_printf ("legacy: the weights of src/engine/reversi/reversi-weights.h "
                          "(checksum %08x), exported by "
                          "sakiyomi-cli tune export-legacy", checksum);
  w = sky_reversi_legacy_weights_new (sky_reversi_legacy_weights_get_features (compiled),
                                      sky_reversi_legacy_weights_get_edges (compiled),
                                      sky_reversi_legacy_weights_get_corners (compiled),
                                      text);
  if (!sky_reversi_legacy_weights_save_file (w, output, &error))
    {
      sky_cli_error (error->message);
      return SKY_CLI_EXIT_FAILURE;
    }
  printf (_("The legacy weights (checksum %08x) written to %s\n"), checksum,
          output);
  return 0;
}

int
sky_cli_tune_export (int argc, char **argv)
{
  if (strcmp (argv[0], "export-legacy") != 0)
    return -1;
  g_set_prgname ("sakiyomi-cli tune export-legacy");
  return tune_export_legacy (argc, argv);
}
