/* sakiyomi-application.c: the single-instance application: app actions,
 * accelerators, the About dialog and the style. */
#define G_LOG_DOMAIN "sakiyomi-application"

#include "config.h"

#include <signal.h>

#include <glib/gi18n.h>
#include <glib-unix.h>

#include "sakiyomi-application.h"
#include "sakiyomi-experiments-window.h"
#include "sakiyomi-help.h"
#include "sakiyomi-practice-window.h"
#include "sakiyomi-preferences-window.h"
#include "sakiyomi-settings.h"
#include "sakiyomi-window.h"

struct _SakiyomiApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  guint signal_sources[3];      /* SIGTERM, SIGINT, SIGHUP */
};

G_DEFINE_FINAL_TYPE (SakiyomiApplication, sakiyomi_application,
                     ADW_TYPE_APPLICATION)

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *param,
                       gpointer       user_data)
{
  GtkApplication *app = user_data;
  GtkWindow *parent = gtk_application_get_active_window (app);
  SakiyomiPreferencesWindow *prefs;

  /* One preferences window: present it again if open. */
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (SAKIYOMI_IS_PREFERENCES_WINDOW (l->data))
      {
        gtk_window_present (l->data);
        return;
      }
  prefs = sakiyomi_preferences_window_new (parent);
  gtk_window_set_application (GTK_WINDOW (prefs), app);
  gtk_window_present (GTK_WINDOW (prefs));
}

static void
experiments_activated (GSimpleAction *action,
                       GVariant      *param,
                       gpointer       user_data)
{
  GtkApplication *app = user_data;
  SakiyomiExperimentsWindow *window;

  /* One Experiments window: present it again if open. */
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (SAKIYOMI_IS_EXPERIMENTS_WINDOW (l->data))
      {
        gtk_window_present (l->data);
        return;
      }
  window = sakiyomi_experiments_window_new (gtk_application_get_active_window (app));
  gtk_window_set_application (GTK_WINDOW (window), app);
  gtk_window_present (GTK_WINDOW (window));
}

static void
practice_activated (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  GtkApplication *app = user_data;
  SakiyomiPracticeWindow *window;

  /* One Practice window: present it again if open. */
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (SAKIYOMI_IS_PRACTICE_WINDOW (l->data))
      {
        gtk_window_present (l->data);
        return;
      }
  window = sakiyomi_practice_window_new (gtk_application_get_active_window (app),
                                         NULL);
  gtk_window_set_application (GTK_WINDOW (window), app);
  gtk_window_present (GTK_WINDOW (window));
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *param,
                 gpointer       user_data)
{
  GtkApplication *app = user_data;
  static const char *developers[] = {
    "The Sakiyomi authors",
    NULL
  };
  static const char *sources[] = {
    "Makoto Hiroi — “MiniMax” number-grab and tic-tac-toe in Python (sources 000, 002)",
    "kahirokunn — tic-tac-toe minimax in Rust (source 001)",
    "Hiroi Hiroshi — game trees, MIN-MAX and reversi in Scheme (source 003)",
    "The author of “Pythonでリバーシ(オセロ)をつくろう” — reversi with random, priority-table and Monte Carlo players (source 004)",
    NULL
  };
  AdwAboutWindow *about;

  about = ADW_ABOUT_WINDOW (adw_about_window_new ());
  g_object_set (about,
                "transient-for", gtk_application_get_active_window (app),
                "modal", TRUE,
                "application-name", _("Sakiyomi"),
                "application-icon", APPLICATION_ID,
                "developer-name", "The Sakiyomi authors",
                "version", PACKAGE_VERSION,
                "comments", _("Play number-grab, tic-tac-toe and reversi against computer opponents, and see how they search"),
                "license-type", GTK_LICENSE_GPL_3_0,
                "copyright", "© 2026 The Sakiyomi authors",
                "developers", developers,
                /* TRANSLATORS: your name(s), one per line */
                "translator-credits", _("translator-credits"),
                "website", "https://github.com/sakiyomi/sakiyomi",
                "issue-url", "https://github.com/sakiyomi/sakiyomi/issues",
                NULL);
  adw_about_window_add_credit_section (about,
                                       _("Based on the articles and programs of"),
                                       sources);
  gtk_window_present (GTK_WINDOW (about));
}

static void
help_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (user_data);

  sakiyomi_help_show (window, sakiyomi_help_page_for_window (window));
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = g_list_copy (gtk_application_get_windows (app));
  GList *toplevels = gtk_window_list_toplevels ();

  /* Held: destroying a window destroys the windows it owns (its tree
   * window), which are on the list too. */
  for (GList *l = windows; l != NULL; l = l->next)
    g_object_ref (l->data);

  /* GTK 4.8 lets go of a window's transient parent only when the window is
   * finalized.  A window destroyed here may outlive its parent (the key
   * press of Ctrl+Q holds the window it was pressed in, a dialog's own
   * reference holds the dialog) and would then touch the freed parent:
   * every window lets go of its parent first, while both are alive. */
  for (GList *l = toplevels; l != NULL; l = l->next)
    gtk_window_set_transient_for (l->data, NULL);
  g_list_free (toplevels);

  /* Stop every search first so that no worker outlives its window. */
  for (GList *l = windows; l != NULL; l = l->next)
    {
      if (SAKIYOMI_IS_WINDOW (l->data))
        sakiyomi_window_cancel_search (l->data);
      else if (SAKIYOMI_IS_EXPERIMENTS_WINDOW (l->data))
        sakiyomi_experiments_window_cancel (l->data);
      gtk_window_destroy (l->data);
    }
  g_list_free_full (windows, g_object_unref);
  g_application_quit (G_APPLICATION (app));
}

/* A logout (SIGTERM), Ctrl+C in a terminal (SIGINT) or a closed terminal
 * (SIGHUP) quits as the Quit item does: the game in progress is saved and
 * the process exits with status 0. */
static gboolean
on_quit_signal (gpointer user_data)
{
  GApplication *app = user_data;

  g_message ("quitting on a signal; the game in progress is saved");
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  return G_SOURCE_CONTINUE;
}

static void
apply_color_scheme (GSettings  *settings,
                    const char *key,
                    gpointer    user_data)
{
  g_autofree char *scheme = g_settings_get_string (settings, key);
  AdwColorScheme adw_scheme = ADW_COLOR_SCHEME_DEFAULT;

  if (g_strcmp0 (scheme, "dark") == 0)
    adw_scheme = ADW_COLOR_SCHEME_FORCE_DARK;
  else if (g_strcmp0 (scheme, "light") == 0)
    adw_scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      adw_scheme);
}

static const GActionEntry app_actions[] = {
  { "preferences", preferences_activated },
  { "experiments", experiments_activated },
  { "practice", practice_activated },
  { "help", help_activated },
  { "about", about_activated },
  { "quit", quit_activated },
};

static void
sakiyomi_application_startup (GApplication *application)
{
  SakiyomiApplication *self = SAKIYOMI_APPLICATION (application);
  static const struct { const char *action; const char *accels[2]; } accels[] = {
    { "win.new-game", { "<Primary>n", NULL } },
    { "win.undo", { "<Primary>z", NULL } },
    { "win.redo", { "<Primary><Shift>z", NULL } },
    { "win.open", { "<Primary>o", NULL } },
    { "win.save", { "<Primary>s", NULL } },
    { "win.copy-game", { "<Primary><Shift>c", NULL } },
    { "win.paste-game", { "<Primary><Shift>v", NULL } },
    { "win.hint", { "<Primary>h", NULL } },
    { "win.review-game", { "<Primary>r", NULL } },
    { "win.edit-position", { "<Primary><Shift>e", NULL } },
    { "app.preferences", { "<Primary>comma", NULL } },
    { "app.experiments", { "<Primary>e", NULL } },
    { "app.practice", { "<Primary>p", NULL } },
    { "win.show-search-tree", { "<Primary>t", NULL } },
    { "win.show-help-overlay", { "<Primary>question", NULL } },
    { "app.help", { "F1", NULL } },
    { "app.quit", { "<Primary>q", NULL } },
  };
  G_APPLICATION_CLASS (sakiyomi_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accels[i].action, accels[i].accels);

  /* AdwApplication has loaded style.css from the resource base path. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/sakiyomi/Sakiyomi/icons");

  /* A read-only store: settings are kept in memory from here on. */
  sakiyomi_settings_check_writable ();
  self->settings = sakiyomi_settings_new ();
  /* The app's own Style setting; "system" lets AdwStyleManager follow
   * the desktop's light, dark and high-contrast preferences. */
  g_signal_connect_object (self->settings, "changed::color-scheme",
                           G_CALLBACK (apply_color_scheme), self, 0);
  apply_color_scheme (self->settings, "color-scheme", self);

  self->signal_sources[0] = g_unix_signal_add (SIGTERM, on_quit_signal, self);
  self->signal_sources[1] = g_unix_signal_add (SIGINT, on_quit_signal, self);
  self->signal_sources[2] = g_unix_signal_add (SIGHUP, on_quit_signal, self);
  gtk_window_set_default_icon_name (APPLICATION_ID);
}

static void
sakiyomi_application_activate (GApplication *application)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  if (window == NULL)
    window = GTK_WINDOW (sakiyomi_window_new (GTK_APPLICATION (application)));
  gtk_window_present (window);
}

/* The game window most recently used, or NULL. */
static SakiyomiWindow *
find_game_window (GtkApplication *app)
{
  /* The list is in the order the windows were last focused. */
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (SAKIYOMI_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

/* Opens file in a new game window, whatever the others are doing. */
static void
open_beside (GtkApplication *app,
             GFile          *file)
{
  SakiyomiWindow *window;

  /* Only the one game window keeps the game in progress across restarts:
   * a window beside another starts afresh. */
  window = find_game_window (app) == NULL ? sakiyomi_window_new (app)
                                          : sakiyomi_window_new_beside (app);
  gtk_window_present (GTK_WINDOW (window));
  sakiyomi_window_open_file (window, file);
}

/* Files from the command line, `gapplication launch` or a file manager:
 * each in a game window.  The window last used takes the first if no game
 * is being played there (as GNOME's document applications do); otherwise,
 * and for every further file, a new window opens, so no game in progress
 * is replaced and no question stands between the person and the file. */
static void
sakiyomi_application_open (GApplication  *application,
                           GFile        **files,
                           int            n_files,
                           const char    *hint)
{
  GtkApplication *app = GTK_APPLICATION (application);
  SakiyomiWindow *window = find_game_window (app);
  int next = 0;

  if (n_files <= 0)
    return;
  if (window == NULL)
    {
      /* The first window starts with the game kept at the last quit: if
       * that is a game in progress, it stays, and the file goes beside. */
      window = sakiyomi_window_new (app);
      gtk_window_present (GTK_WINDOW (window));
    }
  /* A question open over the window waits for an answer about another
   * game: the file does not queue behind it. */
  if (!sakiyomi_window_is_game_in_progress (window)
      && !sakiyomi_window_is_asking (window))
    {
      gtk_window_present (GTK_WINDOW (window));
      sakiyomi_window_open_file (window, files[next++]);
    }
  for (; next < n_files; next++)
    open_beside (app, files[next]);
}

static void
sakiyomi_application_shutdown (GApplication *application)
{
  SakiyomiApplication *self = SAKIYOMI_APPLICATION (application);

  for (guint i = 0; i < G_N_ELEMENTS (self->signal_sources); i++)
    g_clear_handle_id (&self->signal_sources[i], g_source_remove);
  G_APPLICATION_CLASS (sakiyomi_application_parent_class)->shutdown (application);
}

static void
sakiyomi_application_dispose (GObject *object)
{
  SakiyomiApplication *self = SAKIYOMI_APPLICATION (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (sakiyomi_application_parent_class)->dispose (object);
}

static void
sakiyomi_application_class_init (SakiyomiApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sakiyomi_application_dispose;
  app_class->startup = sakiyomi_application_startup;
  app_class->activate = sakiyomi_application_activate;
  app_class->open = sakiyomi_application_open;
  app_class->shutdown = sakiyomi_application_shutdown;
}

static void
sakiyomi_application_init (SakiyomiApplication *self)
{
}

SakiyomiApplication *
sakiyomi_application_new (void)
{
  return g_object_new (SAKIYOMI_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/sakiyomi/Sakiyomi",
                       NULL);
}
