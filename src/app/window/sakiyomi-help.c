/* sakiyomi-help.c: opens the user manual in the help viewer (Yelp on
 * GNOME) through the help: URI scheme, and says so in a dialog when there
 * is no viewer to open it. */
#define G_LOG_DOMAIN "sakiyomi-help"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-experiments-window.h"
#include "sakiyomi-help.h"
#include "sakiyomi-preferences-window.h"
#include "sakiyomi-tree-window.h"
#include "sakiyomi-window.h"

/* The manual's name under share/help/LANG/ (help/meson.build). */
#define HELP_NAME "sakiyomi"

/* One dialog at a time: a second failure replaces the first. */
static GtkWidget *error_dialog;

static void
show_error (GtkWindow  *parent,
            const char *uri,
            GError     *error)
{
  g_autofree char *secondary = NULL;

  /* No application handles help: URIs: GIO says the operation is not
   * supported (or that no handler was found). */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED)
      || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    secondary = g_strdup (_("No help viewer is installed. Install Yelp, GNOME’s help viewer (the “yelp” package on Debian and Ubuntu), to read Sakiyomi’s manual."));
  else
    secondary = g_strdup_printf (_("The help viewer could not open %s: %s"),
                                 uri, error->message);

  if (error_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (error_dialog));
  error_dialog = adw_message_dialog_new (parent, _("The Manual Cannot Be Shown"),
                                         secondary);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (error_dialog),
                                   "close", _("_Close"));
  gtk_window_set_destroy_with_parent (GTK_WINDOW (error_dialog), TRUE);
  g_signal_connect (error_dialog, "response",
                    G_CALLBACK (gtk_window_destroy), NULL);
  g_object_add_weak_pointer (G_OBJECT (error_dialog), (gpointer *) &error_dialog);
  gtk_window_present (GTK_WINDOW (error_dialog));
}

typedef struct {
  GtkWindow *parent;    /* weak: the window may close before the viewer
                         * answers */
  char *uri;
} ShowRequest;

static void
show_request_free (ShowRequest *request)
{
  g_clear_weak_pointer (&request->parent);
  g_free (request->uri);
  g_free (request);
}

static void
on_uri_shown (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  ShowRequest *request = user_data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_message ("cannot show %s: %s", request->uri, error->message);
      show_error (request->parent, request->uri, error);
    }
  show_request_free (request);
}

void
sakiyomi_help_show (GtkWindow  *parent,
                    const char *page)
{
  ShowRequest *request = g_new0 (ShowRequest, 1);

  request->uri = page != NULL ? g_strconcat ("help:" HELP_NAME "/", page, NULL)
                              : g_strdup ("help:" HELP_NAME);
  g_set_weak_pointer (&request->parent, parent);
  /* gtk_show_uri_full () wants a window to call back with; its launch
   * context places the viewer on parent's display. */
  gtk_show_uri_full (parent, request->uri, GDK_CURRENT_TIME, NULL,
                     on_uri_shown, request);
}

const char *
sakiyomi_help_page_for_window (GtkWindow *window)
{
  /* A dialog (new game, about, a question) is about its parent window. */
  while (window != NULL
         && !SAKIYOMI_IS_WINDOW (window)
         && !SAKIYOMI_IS_TREE_WINDOW (window)
         && !SAKIYOMI_IS_EXPERIMENTS_WINDOW (window)
         && !SAKIYOMI_IS_PREFERENCES_WINDOW (window)
         && !GTK_IS_SHORTCUTS_WINDOW (window))
    window = gtk_window_get_transient_for (window);

  if (window == NULL)
    return NULL;
  if (SAKIYOMI_IS_WINDOW (window))
    return sakiyomi_window_get_help_page (SAKIYOMI_WINDOW (window));
  if (SAKIYOMI_IS_TREE_WINDOW (window))
    return "search-tree";
  if (SAKIYOMI_IS_EXPERIMENTS_WINDOW (window))
    return "experiments";
  if (SAKIYOMI_IS_PREFERENCES_WINDOW (window))
    return "preferences";
  return "keyboard-shortcuts";
}

GtkWidget *
sakiyomi_help_get_error_dialog (void)
{
  return error_dialog;
}
