/* main.c: starts Sakiyomi. */
#define G_LOG_DOMAIN "sakiyomi"

#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "sakiyomi-application.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(SakiyomiApplication) app = NULL;
  /* Running from the build tree, the translations are there. */
  const char *localedir = g_getenv ("SAKIYOMI_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Sakiyomi"));
  app = sakiyomi_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
