/* sakiyomi-game-file.c: games in and out of a session.
 *
 * Saving and copying write the session's record with the players and the
 * result as tags; opening and pasting hand a record to the session, after
 * asking if a game being played would be lost.  Nothing here touches the
 * window beyond using it as the dialogs' parent. */
#define G_LOG_DOMAIN "sakiyomi-game-file"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-game-file.h"
#include "sakiyomi-record-file.h"
#include "sakiyomi-window.h"

struct _SakiyomiGameFile
{
  GObject parent_instance;

  GtkWindow *parent;
  SakiyomiGameSession *session;

  GtkFileChooserNative *chooser;
  GtkWidget *error_dialog;
  GtkWidget *question_dialog;   /* replace the game being played? */
  SkyRecord *question_record;   /* opened on "replace" */
  char *question_origin;        /* the log line that says where it came from */
  GCancellable *cancellable;    /* of the files being read */
  guint n_reading;
};

G_DEFINE_FINAL_TYPE (SakiyomiGameFile, sakiyomi_game_file, G_TYPE_OBJECT)

static GtkFileChooserNative *
chooser_new (GtkWindow  *parent,
             gboolean    save,
             const char *suggested_name)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) games = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (save ? _("Save Game") : _("Open Game"),
                                         parent,
                                         save ? GTK_FILE_CHOOSER_ACTION_SAVE
                                              : GTK_FILE_CHOOSER_ACTION_OPEN,
                                         save ? _("_Save") : _("_Open"),
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

  gtk_file_filter_set_name (games, _("Sakiyomi games"));
  gtk_file_filter_add_pattern (games, "*.txt");
  gtk_file_filter_add_pattern (games, "*.sakiyomi");
  gtk_file_filter_add_pattern (games, "*.ggf");
  gtk_file_filter_add_mime_type (games, "text/plain");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), games);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), games);

  if (save && suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser),
                                       suggested_name);
  return chooser;
}

static void
show_error (SakiyomiGameFile *self,
            const char       *primary,
            const char       *secondary)
{
  if (self->error_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->error_dialog));
  self->error_dialog = adw_message_dialog_new (self->parent, primary, secondary);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (self->error_dialog),
                                   "close", _("_Close"));
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self->error_dialog), TRUE);
  g_signal_connect (self->error_dialog, "response",
                    G_CALLBACK (gtk_window_destroy), NULL);
  g_object_add_weak_pointer (G_OBJECT (self->error_dialog),
                             (gpointer *) &self->error_dialog);
  gtk_window_present (GTK_WINDOW (self->error_dialog));
}

GtkWidget *
sakiyomi_game_file_question_new (GtkWindow  *parent,
                                 const char *primary,
                                 const char *secondary,
                                 const char *cancel_label,
                                 const char *accept_label)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, primary, secondary);
  AdwMessageDialog *message = ADW_MESSAGE_DIALOG (dialog);

  adw_message_dialog_add_responses (message,
                                    "cancel", cancel_label,
                                    "accept", accept_label,
                                    NULL);
  adw_message_dialog_set_response_appearance (message, "accept",
                                              ADW_RESPONSE_DESTRUCTIVE);
  /* Enter and Esc both keep what is there. */
  adw_message_dialog_set_default_response (message, "cancel");
  adw_message_dialog_set_close_response (message, "cancel");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* What the person did worked: said over the board, without stopping play
 * (and in the log and status line, as the session announces it). */
static void
toast (SakiyomiGameFile *self,
       const char       *text)
{
  if (SAKIYOMI_IS_WINDOW (self->parent))
    sakiyomi_window_add_toast (SAKIYOMI_WINDOW (self->parent), text);
}

/* ---- Out ---------------------------------------------------------------- */

gboolean
sakiyomi_game_file_save (SakiyomiGameFile *self,
                         GFile            *file)
{
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (SAKIYOMI_IS_GAME_FILE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  record = sakiyomi_game_session_export_record (self->session);
  name = g_file_get_basename (file);
  if (!sakiyomi_record_file_write (file, record, &error))
    {
      /* TRANSLATORS: %s is a file name */
      text = g_strdup_printf (_("Could not save “%s”"), name);
      show_error (self, text, error->message);
      return FALSE;
    }
  /* TRANSLATORS: %s is a file name */
  text = g_strdup_printf (_("Game saved to “%s”"), name);
  sakiyomi_game_session_announce (self->session, text);
  toast (self, text);
  return TRUE;
}

void
sakiyomi_game_file_copy (SakiyomiGameFile *self)
{
  g_autoptr(SkyRecord) record = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (SAKIYOMI_IS_GAME_FILE (self));

  record = sakiyomi_game_session_export_record (self->session);
  text = sky_record_to_string (record);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->parent)),
                          text);
  sakiyomi_game_session_announce (self->session,
                                  _("Game copied to the clipboard"));
  toast (self, _("Game copied to the clipboard"));
}

/* ---- In ----------------------------------------------------------------- */

/* Plays an opened or pasted game, and says so. */
static void
play_game (SakiyomiGameFile *self,
           SkyRecord        *record,
           const char       *origin)
{
  g_autofree char *text = NULL;

  sakiyomi_game_session_replace (self->session, record,
                                 sakiyomi_game_session_get_mode (self->session),
                                 origin);
  text = sakiyomi_game_session_dup_origin_text (self->session, origin);
  toast (self, text);
}

static void
on_replace_response (AdwMessageDialog *dialog,
                     const char       *response,
                     SakiyomiGameFile *self)
{
  g_autoptr(SkyRecord) record = g_steal_pointer (&self->question_record);
  g_autofree char *origin = g_steal_pointer (&self->question_origin);

  g_object_remove_weak_pointer (G_OBJECT (dialog),
                                (gpointer *) &self->question_dialog);
  self->question_dialog = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (g_str_equal (response, "accept") && record != NULL)
    play_game (self, g_steal_pointer (&record), origin);
}

/* An opened or pasted game: play it, asking first if that throws away a
 * game being played. */
static void
offer_game (SakiyomiGameFile *self,
            SkyRecord        *record,
            const char       *origin)
{
  if (self->question_dialog != NULL)
    {
      sky_record_free (record);
      return;
    }
  if (!sakiyomi_game_session_is_in_progress (self->session))
    {
      play_game (self, record, origin);
      return;
    }
  self->question_dialog =
    sakiyomi_game_file_question_new (self->parent,
                                     _("Discard the current game?"),
                                     _("The game being played is replaced by the one opened; its moves are lost."),
                                     _("_Cancel"), _("_Discard and Open"));
  g_object_add_weak_pointer (G_OBJECT (self->question_dialog),
                             (gpointer *) &self->question_dialog);
  self->question_record = record;
  self->question_origin = g_strdup (origin);
  g_signal_connect (self->question_dialog, "response",
                    G_CALLBACK (on_replace_response), self);
}

static void
on_open_read (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SakiyomiGameFile) self = user_data;
  GFile *file = G_FILE (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *origin = NULL;
  SkyRecord *record = sakiyomi_record_file_read_finish (file, result, &error);

  self->n_reading--;
  if (self->parent == NULL)
    {
      /* The window closed while the file was read. */
      g_clear_pointer (&record, sky_record_free);
      return;
    }
  if (record == NULL)
    {
      /* TRANSLATORS: %s is a file name */
      g_autofree char *text = g_strdup_printf (_("Could not open “%s”"), name);

      show_error (self, text, error->message);
      return;
    }
  /* TRANSLATORS: %s is a file name; the log goes on ": Reversi, 23 moves" */
  origin = g_strdup_printf (_("Opened “%s”"), name);
  offer_game (self, record, origin);
}

void
sakiyomi_game_file_open (SakiyomiGameFile *self,
                         GFile            *file)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_FILE (self));
  g_return_if_fail (G_IS_FILE (file));

  /* Read off the main thread: a slow or stuck disk never freezes the
   * window, and what is not a regular file is refused unread. */
  self->n_reading++;
  sakiyomi_record_file_read_async (file, self->cancellable, on_open_read,
                                   g_object_ref (self));
}

gboolean
sakiyomi_game_file_is_reading (SakiyomiGameFile *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_FILE (self), FALSE);
  return self->n_reading > 0;
}

void
sakiyomi_game_file_open_text (SakiyomiGameFile *self,
                              const char       *text)
{
  g_autoptr(GError) error = NULL;
  SkyRecord *record;

  g_return_if_fail (SAKIYOMI_IS_GAME_FILE (self));
  g_return_if_fail (text != NULL);

  record = sky_record_from_any (text, &error);
  if (record == NULL)
    {
      show_error (self, _("The text dropped is not a game"), error->message);
      return;
    }
  /* TRANSLATORS: the log goes on ": Reversi, 23 moves" */
  offer_game (self, record, _("Dropped"));
}

static void
on_paste_read (GObject      *source,
               GAsyncResult *res,
               gpointer      user_data)
{
  g_autoptr(SakiyomiGameFile) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source),
                                                          res, &error);
  SkyRecord *record = NULL;

  if (self->parent == NULL)
    return;                     /* the window is closing */
  if (text == NULL && error == NULL)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                         _("The clipboard is empty."));
  if (text != NULL)
    record = sky_record_from_any (text, &error);
  if (record == NULL)
    {
      show_error (self, _("The clipboard does not hold a game"), error->message);
      return;
    }
  offer_game (self, record, _("Pasted"));
}

void
sakiyomi_game_file_paste (SakiyomiGameFile *self)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_FILE (self));

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self->parent)),
                                 NULL, on_paste_read, g_object_ref (self));
}

/* ---- The choosers ------------------------------------------------------- */

static void
on_chooser_response (GtkNativeDialog  *chooser,
                     int               response,
                     SakiyomiGameFile *self)
{
  g_autoptr(GFile) file = NULL;
  gboolean save;

  save = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser))
         == GTK_FILE_CHOOSER_ACTION_SAVE;
  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_signal_handlers_disconnect_by_data (chooser, self);
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
  if (file == NULL)
    return;
  if (save)
    sakiyomi_game_file_save (self, file);
  else
    sakiyomi_game_file_open (self, file);
}

static void
show_chooser (SakiyomiGameFile *self,
              gboolean          save)
{
  g_autofree char *name = NULL;

  if (self->chooser != NULL)
    {
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
      return;
    }
  if (save)
    name = sakiyomi_record_file_suggest_name (sakiyomi_game_session_get_record (self->session));
  self->chooser = chooser_new (self->parent, save, name);
  g_signal_connect (self->chooser, "response",
                    G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

void
sakiyomi_game_file_choose_save (SakiyomiGameFile *self)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_FILE (self));
  show_chooser (self, TRUE);
}

void
sakiyomi_game_file_choose_open (SakiyomiGameFile *self)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_FILE (self));
  show_chooser (self, FALSE);
}

GtkFileChooserNative *
sakiyomi_game_file_get_chooser (SakiyomiGameFile *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_FILE (self), NULL);
  return self->chooser;
}

GtkWidget *
sakiyomi_game_file_get_error_dialog (SakiyomiGameFile *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_FILE (self), NULL);
  return self->error_dialog;
}

GtkWidget *
sakiyomi_game_file_get_question_dialog (SakiyomiGameFile *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_FILE (self), NULL);
  return self->question_dialog;
}

void
sakiyomi_game_file_close (SakiyomiGameFile *self)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_FILE (self));

  if (self->question_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->question_dialog));
  if (self->error_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->error_dialog));
  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  /* A paste still reading the clipboard, or a file still being read,
   * finds no window to use. */
  g_cancellable_cancel (self->cancellable);
  self->parent = NULL;
}

static void
sakiyomi_game_file_dispose (GObject *object)
{
  SakiyomiGameFile *self = SAKIYOMI_GAME_FILE (object);

  if (self->parent != NULL)
    sakiyomi_game_file_close (self);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (sakiyomi_game_file_parent_class)->dispose (object);
}

static void
sakiyomi_game_file_finalize (GObject *object)
{
  SakiyomiGameFile *self = SAKIYOMI_GAME_FILE (object);

  g_clear_pointer (&self->question_record, sky_record_free);
  g_clear_pointer (&self->question_origin, g_free);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (sakiyomi_game_file_parent_class)->finalize (object);
}

static void
sakiyomi_game_file_class_init (SakiyomiGameFileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sakiyomi_game_file_dispose;
  object_class->finalize = sakiyomi_game_file_finalize;
}

static void
sakiyomi_game_file_init (SakiyomiGameFile *self)
{
  self->cancellable = g_cancellable_new ();
}

SakiyomiGameFile *
sakiyomi_game_file_new (GtkWindow           *parent,
                        SakiyomiGameSession *session)
{
  SakiyomiGameFile *self;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (session), NULL);

  self = g_object_new (SAKIYOMI_TYPE_GAME_FILE, NULL);
  self->parent = parent;
  self->session = g_object_ref (session);
  return self;
}
