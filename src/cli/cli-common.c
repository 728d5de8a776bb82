/* cli-common.c: what the subcommands share: errors, games, numbers. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "cli.h"

int
sky_cli_usage_error (const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "sakiyomi-cli: %s\n", message);
  return SKY_CLI_EXIT_USAGE;
}

gboolean
sky_cli_parse_options (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      sky_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

const SkyGame *
sky_cli_parse_game (const char *text, GError **error)
{
  const SkyGame *game = text != NULL ? sky_game_from_id (text) : NULL;

  if (game == NULL)
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("Unknown game “%s” (choose numbergrab, tictactoe or reversi)"),
                 text != NULL ? text : "");
  return game;
}

gboolean
sky_cli_parse_int (const char *what, const char *text, int min, int max,
                   int *value, GError **error)
{
  char *end = NULL;
  long n;

  errno = 0;
  n = text != NULL ? strtol (text, &end, 10) : 0;
  if (text == NULL || *text == '\0' || end == NULL || *end != '\0'
      || errno == ERANGE)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s must be a whole number, not “%s”"), what,
                   text != NULL ? text : "");
      return FALSE;
    }
  if (n < min || n > max)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s must be between %d and %d, not %ld"), what, min, max,
                   n);
      return FALSE;
    }
  *value = (int) n;
  return TRUE;
}

/* PLACEHOLDER until the spec parser is written: the kind alone. */
gboolean
sky_cli_parse_player (const char *spec, const SkyGame *game,
                      SkyStrength *strength, GError **error)
{
  SkyPlayerKind kind;

  if (!sky_player_kind_from_id (spec, &kind))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "Unknown opponent “%s”", spec);
      return FALSE;
    }
  sky_strength_init_default (strength, kind, game->kind);
  return TRUE;
}
