/* sakiyomi-game-file.c: games in and out of a session.
 *
 * Saving and copying write the session's record with the players and the
 * result as tags; opening and pasting hand a record to the session, after
 * asking if a game being played would be lost.  Nothing here touches the
 * window beyond using it as the dialogs' parent. */
#define G_LOG_DOMAIN "sakiyomi-game-file"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ggf.h"
#include "record-collection.h"
#include "sakiyomi-game-chooser.h"
#include "sakiyomi-game-file.h"
#include "sakiyomi-game-list.h"
#include "sakiyomi-record-file.h"
#include "sakiyomi-safe-file.h"

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

  /* Reading a file or the clipboard's text, and its games */
  GCancellable *loading;
  struct _LoadData *load_data;  /* the reading's, while it goes on */
  guint load_timer;
  guint load_ticks;
  gint64 load_started;          /* monotonic µs, for the debug log */
  char *source_name;            /* the file's name, NULL for the clipboard */
  SakiyomiGameList *games;
  GtkWidget *game_chooser;
};

G_DEFINE_FINAL_TYPE (SakiyomiGameFile, sakiyomi_game_file, G_TYPE_OBJECT)

static GtkFileChooserNative *
chooser_new (GtkWindow  *parent,
             gboolean    save,
             gboolean    ggf,
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
  if (!save)
    {
      gtk_file_filter_add_pattern (games, "*.ggf");
      gtk_file_filter_add_pattern (games, "*.wtb");
      /* Edax's problems and Logistello's logbook (reversi-lines.h). */
      gtk_file_filter_add_pattern (games, "*.obf");
      gtk_file_filter_add_pattern (games, "*.gam");
      /* Othello's PGN and SGF (PlayOK, eOthello, Edax): their types are
       * chess's and Go's, so the names. */
      gtk_file_filter_add_suffix (games, "pgn");
      gtk_file_filter_add_suffix (games, "sgf");
      gtk_file_filter_add_mime_type (games, "text/plain");
    }
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), games);
  if (save && ggf)
    {
      /* The filter chosen is the format written (on_chooser_response). */
      g_autoptr(GtkFileFilter) ggf_games = gtk_file_filter_new ();

      gtk_file_filter_set_name (ggf_games, _("Generic Game Format (GGF)"));
      gtk_file_filter_add_pattern (ggf_games, "*.ggf");
      gtk_file_filter_add_pattern (ggf_games, "*.GGF");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), ggf_games);
      g_object_set_data_full (G_OBJECT (chooser), "ggf-filter",
                              g_object_ref (ggf_games), g_object_unref);
    }
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), games);

  if (save && suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser),
                                       suggested_name);
  return chooser;
}

/* The file to save to: with the GGF filter chosen, a name not ending in
 * ".ggf" gets it (in place of ".txt"), so that the format is the one
 * chosen and the name says so. */
static GFile *
file_for_format (GtkFileChooser *chooser,
                 GFile          *file)
{
  GtkFileFilter *filter = gtk_file_chooser_get_filter (chooser);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *stem = NULL;
  g_autofree char *renamed = NULL;
  g_autoptr(GFile) parent = NULL;

  if (filter == NULL
      || filter != g_object_get_data (G_OBJECT (chooser), "ggf-filter")
      || sakiyomi_record_file_is_ggf_name (name))
    return g_object_ref (file);
  /* Our own suffixes give way to .ggf: "reversi-DATE.sakiyomi" becomes
   * "reversi-DATE.ggf", not "reversi-DATE.sakiyomi.ggf". */
  if (g_str_has_suffix (name, ".txt"))
    stem = g_strndup (name, strlen (name) - strlen (".txt"));
  else if (g_str_has_suffix (name, ".sakiyomi"))
    stem = g_strndup (name, strlen (name) - strlen (".sakiyomi"));
  else
    stem = g_strdup (name);
  renamed = g_strconcat (stem, ".ggf", NULL);
  parent = g_file_get_parent (file);
  return parent != NULL ? g_file_get_child (parent, renamed) : g_object_ref (file);
}

static void
show_error (SakiyomiGameFile *self,
            const char       *primary,
            const char       *secondary)
{
  if (self->error_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->error_dialog));
  /* Over the game chooser when a game chosen there is refused. */
  self->error_dialog = adw_message_dialog_new (self->game_chooser != NULL
                                               ? GTK_WINDOW (self->game_chooser)
                                               : self->parent,
                                               primary, secondary);
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

static guint toast_signal;

/* What the person did worked: the window says so over the board, without
 * stopping play (the session also puts it in the log and status line). */
static void
toast (SakiyomiGameFile *self,
       const char       *text)
{
  g_signal_emit (self, toast_signal, 0, text);
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
  gboolean saved;

  g_return_val_if_fail (SAKIYOMI_IS_GAME_FILE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  record = sakiyomi_game_session_export_record (self->session);
  name = g_file_get_basename (file);
  if (sakiyomi_record_file_is_ggf_name (name))
    saved = sakiyomi_record_file_write_ggf (file, record, &error);
  else
    saved = sakiyomi_record_file_write (file, record, &error);
  if (!saved)
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

gboolean
sakiyomi_game_file_can_write_ggf (SakiyomiGameFile *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_FILE (self), FALSE);
  return sky_record_get_game (sakiyomi_game_session_get_record (self->session))->kind
         == SKY_GAME_REVERSI;
}

void
sakiyomi_game_file_copy_ggf (SakiyomiGameFile *self)
{
  g_autoptr(SkyRecord) record = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (SAKIYOMI_IS_GAME_FILE (self));

  record = sakiyomi_game_session_export_record (self->session);
  text = sky_record_to_ggf (record);
  if (text == NULL)
    {
      show_error (self, _("Only reversi games can be copied as GGF"),
                  _("The Generic Game Format holds only reversi games."));
      return;
    }
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->parent)),
                          text);
  sakiyomi_game_session_announce (self->session,
                                  _("Game copied to the clipboard as GGF"));
  toast (self, _("Game copied to the clipboard as GGF"));
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
                                     _("_Cancel"), _("_Discard Game"));
  g_object_add_weak_pointer (G_OBJECT (self->question_dialog),
                             (gpointer *) &self->question_dialog);
  self->question_record = record;
  self->question_origin = g_strdup (origin);
  g_signal_connect (self->question_dialog, "response",
                    G_CALLBACK (on_replace_response), self);
}

/* ---- Reading files of games ---------------------------------------------
 *
 * A file (or the clipboard's text) is read into a collection of games in a
 * thread, as a GTask: a WTHOR database or a GGS archive may hold 100,000
 * games.  If reading takes a moment, the game chooser opens at once and
 * shows the progress; Cancel there stops the reading.  One game opens
 * directly; several are listed in the chooser. */

/* How often the progress is shown, and after how many of these ticks a
 * file still being read opens the chooser to show it. */
#define LOAD_TICK_MS 100
#define LOAD_TICKS_BEFORE_CHOOSER 3

typedef struct _LoadData
{
  GFile *file;                  /* read in the thread, or */
  GBytes *text;                 /* the clipboard's text */
  char *path;                   /* for WTHOR's files beside it */
  int progress;                 /* per mille, atomic */
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->text, g_bytes_unref);
  g_free (data->path);
  g_free (data);
}

static void
on_load_progress (double   fraction,
                  gpointer user_data)
{
  LoadData *data = user_data;

  g_atomic_int_set (&data->progress, (int) (CLAMP (fraction, 0.0, 1.0) * 1000));
}

static void
load_in_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  LoadData *data = task_data;
  g_autoptr(GBytes) contents = NULL;
  g_autoptr(GError) error = NULL;
  SkyRecordCollection *collection;

  if (data->file != NULL)
    {
      char *bytes = NULL;
      gsize length = 0;

      /* Refuses a named pipe, a device or a folder without waiting on it. */
      if (!sakiyomi_safe_file_read (data->file, SKY_RECORD_COLLECTION_MAX_FILE,
                                    &bytes, &length, cancellable, &error))
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      if (length > SKY_RECORD_COLLECTION_MAX_FILE)
        {
          g_free (bytes);
          g_task_return_new_error (task, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                                   /* TRANSLATORS: %d is a number of megabytes */
                                   _("The file is larger than a file of games may be (%d MB)."),
                                   SKY_RECORD_COLLECTION_MAX_FILE / (1024 * 1024));
          return;
        }
      contents = g_bytes_new_take (bytes, length);
    }
  else
    contents = g_bytes_ref (data->text);

  collection = sky_record_collection_new_from_bytes (contents, data->path,
                                                     cancellable,
                                                     on_load_progress, data,
                                                     &error);
  if (collection == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, collection,
                           (GDestroyNotify) sky_record_collection_free);
}

/* Where the games come from, for the messages and the log. */
static char *
source_title (SakiyomiGameFile *self,
              guint             number)
{
  if (self->source_name == NULL)
    {
      if (number == 0)
        return g_strdup (_("The clipboard does not hold a game"));
      /* TRANSLATORS: %u is the number of a game among those pasted */
      return g_strdup_printf (_("Could not open game %u from the clipboard"), number);
    }
  if (number == 0)
    /* TRANSLATORS: %s is a file name */
    return g_strdup_printf (_("Could not open “%s”"), self->source_name);
  /* TRANSLATORS: %u is the number of a game in the file, %s the file's name */
  return g_strdup_printf (_("Could not open game %u of “%s”"), number,
                          self->source_name);
}

static char *
source_origin (SakiyomiGameFile *self,
               guint             number)
{
  if (self->source_name == NULL)
    return number == 0 ? g_strdup (_("Pasted"))
                       /* TRANSLATORS: %u is the number of a game among those
                        * pasted; the log goes on ": Reversi, 23 moves" */
                       : g_strdup_printf (_("Pasted game %u"), number);
  if (number == 0)
    /* TRANSLATORS: %s is a file name; the log goes on ": Reversi, 23 moves" */
    return g_strdup_printf (_("Opened “%s”"), self->source_name);
  /* TRANSLATORS: %u is the number of a game in the file, %s the file's name;
   * the log goes on ": Reversi, 23 moves" */
  return g_strdup_printf (_("Opened game %u of “%s”"), number, self->source_name);
}

/* The same for position number of a file of positions: opened, or could
 * not be. */
static char *
position_source (SakiyomiGameFile *self,
                 guint             number,
                 gboolean          opened)
{
  if (self->source_name == NULL)
    /* TRANSLATORS: %u is the number of a position among those pasted */
    return opened ? g_strdup_printf (_("Pasted position %u"), number)
                  : g_strdup_printf (_("Could not open position %u from the clipboard"), number);
  /* TRANSLATORS: %u is the number of a position in a file of positions,
   * %s the file's name */
  return opened ? g_strdup_printf (_("Opened position %u of “%s”"), number, self->source_name)
                : g_strdup_printf (_("Could not open position %u of “%s”"), number,
                                   self->source_name);
}

static void
close_game_chooser (SakiyomiGameFile *self)
{
  if (self->game_chooser != NULL)
    gtk_window_destroy (GTK_WINDOW (self->game_chooser));
}

/* Opens game index of the games read; a game that cannot be played is
 * refused over the chooser, which stays open for another choice. */
static void
open_game (SakiyomiGameFile *self,
           guint             index)
{
  const SkyRecordCollection *collection = sakiyomi_game_list_get_collection (self->games);
  gboolean several = sky_record_collection_get_n_games (collection) > 1;
  gboolean positions = sky_record_collection_holds_positions (collection);
  g_autoptr(GError) error = NULL;
  g_autofree char *origin = NULL;
  SkyRecord *record;

  record = sky_record_collection_get_record (collection, index, &error);
  if (record == NULL)
    {
      g_autofree char *title = several && positions
                               ? position_source (self, index + 1, FALSE)
                               : source_title (self, several ? index + 1 : 0);

      show_error (self, title, error->message);
      return;
    }
  origin = several && positions ? position_source (self, index + 1, TRUE)
                                : source_origin (self, several ? index + 1 : 0);
  close_game_chooser (self);
  offer_game (self, record, origin);
}

static void
on_game_chosen (SakiyomiGameChooser *chooser,
                guint                index,
                SakiyomiGameFile    *self)
{
  open_game (self, index);
}

static void stop_loading (SakiyomiGameFile *self);

/* Closing the chooser while the file is read stops the reading. */
static void
on_game_chooser_destroy (GtkWidget        *chooser,
                         SakiyomiGameFile *self)
{
  g_object_remove_weak_pointer (G_OBJECT (chooser),
                                (gpointer *) &self->game_chooser);
  self->game_chooser = NULL;
  stop_loading (self);
}

static void
show_game_chooser (SakiyomiGameFile *self)
{
  const char *name = self->source_name != NULL ? self->source_name : _("Clipboard");

  if (self->game_chooser != NULL)
    return;
  self->game_chooser = GTK_WIDGET (sakiyomi_game_chooser_new (self->parent, name));
  g_object_add_weak_pointer (G_OBJECT (self->game_chooser),
                             (gpointer *) &self->game_chooser);
  g_signal_connect (self->game_chooser, "game-chosen",
                    G_CALLBACK (on_game_chosen), self);
  g_signal_connect (self->game_chooser, "destroy",
                    G_CALLBACK (on_game_chooser_destroy), self);
  gtk_window_present (GTK_WINDOW (self->game_chooser));
}

static gboolean
on_load_tick (gpointer user_data)
{
  SakiyomiGameFile *self = user_data;

  if (++self->load_ticks >= LOAD_TICKS_BEFORE_CHOOSER)
    show_game_chooser (self);
  if (self->game_chooser != NULL)
    sakiyomi_game_chooser_set_progress (SAKIYOMI_GAME_CHOOSER (self->game_chooser),
                                        g_atomic_int_get (&self->load_data->progress) / 1000.0);
  return G_SOURCE_CONTINUE;
}

static void
stop_loading (SakiyomiGameFile *self)
{
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  g_clear_handle_id (&self->load_timer, g_source_remove);
  self->load_data = NULL;
}

static void
on_loaded (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  SakiyomiGameFile *self = SAKIYOMI_GAME_FILE (source);
  g_autoptr(GError) error = NULL;
  SkyRecordCollection *collection;

  collection = g_task_propagate_pointer (G_TASK (result), &error);
  /* A newer file replaced this one, or the reading was cancelled. */
  if (g_task_get_cancellable (G_TASK (result)) != self->loading
      || g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    {
      g_clear_pointer (&collection, sky_record_collection_free);
      return;
    }
  stop_loading (self);
  if (collection == NULL)
    {
      g_autofree char *title = source_title (self, 0);

      close_game_chooser (self);
      show_error (self, title, error->message);
      return;
    }
  g_debug ("read %u games of %s in %.3f s",
           sky_record_collection_get_n_games (collection),
           self->source_name != NULL ? self->source_name : "the clipboard",
           (g_get_monotonic_time () - self->load_started) / 1e6);
  g_clear_object (&self->games);
  self->games = sakiyomi_game_list_new (collection);
  if (sky_record_collection_get_n_games (collection) == 1)
    {
      close_game_chooser (self);
      open_game (self, 0);
      return;
    }
  show_game_chooser (self);
  sakiyomi_game_chooser_set_games (SAKIYOMI_GAME_CHOOSER (self->game_chooser),
                                   self->games);
}

/* Reads file (or, NULL, text) in a thread, replacing any reading still
 * going on and any chooser still open. */
static void
load (SakiyomiGameFile *self,
      GFile            *file,
      GBytes           *text)
{
  g_autoptr(GTask) task = NULL;
  LoadData *data = g_new0 (LoadData, 1);

  stop_loading (self);
  close_game_chooser (self);
  g_clear_object (&self->games);
  g_clear_pointer (&self->source_name, g_free);
  if (file != NULL)
    {
      self->source_name = g_file_get_basename (file);
      data->file = g_object_ref (file);
      data->path = g_file_get_path (file);
    }
  else
    data->text = g_bytes_ref (text);

  self->loading = g_cancellable_new ();
  self->load_data = data;
  self->load_ticks = 0;
  self->load_started = g_get_monotonic_time ();
  self->load_timer = g_timeout_add (LOAD_TICK_MS, on_load_tick, self);
  task = g_task_new (self, self->loading, on_loaded, NULL);
  g_task_set_source_tag (task, load);
  g_task_set_task_data (task, data, (GDestroyNotify) load_data_free);
  g_task_run_in_thread (task, load_in_thread);
}

void
sakiyomi_game_file_open (SakiyomiGameFile *self,
                         GFile            *file)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_FILE (self));
  g_return_if_fail (G_IS_FILE (file));

  load (self, file, NULL);
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
  g_autoptr(GBytes) bytes = NULL;
  gsize length;

  if (self->parent == NULL)
    return;                     /* the window is closing */
  if (text == NULL)
    {
      show_error (self, _("The clipboard does not hold a game"),
                  error != NULL ? error->message : _("The clipboard is empty."));
      return;
    }
  length = strlen (text);
  bytes = g_bytes_new_take (g_steal_pointer (&text), length);
  load (self, NULL, bytes);
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
on_overwrite_response (AdwMessageDialog *dialog,
                       const char       *response,
                       SakiyomiGameFile *self)
{
  g_autoptr(GFile) file = g_object_steal_data (G_OBJECT (dialog), "file");

  g_object_remove_weak_pointer (G_OBJECT (dialog),
                                (gpointer *) &self->question_dialog);
  self->question_dialog = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (g_str_equal (response, "accept"))
    sakiyomi_game_file_save (self, file);
}

/* The chooser asked before replacing the name typed, not the one the GGF
 * filter gave the file (file_for_format): that one is asked about here. */
static void
save_asking (SakiyomiGameFile *self,
             GFile            *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *primary = NULL;

  if (self->question_dialog != NULL)
    return;
  /* TRANSLATORS: %s is a file name */
  primary = g_strdup_printf (_("Replace “%s”?"), name);
  self->question_dialog =
    sakiyomi_game_file_question_new (self->parent, primary,
                                     _("A file with this name already exists; saving replaces its contents."),
                                     _("_Cancel"), _("_Replace"));
  g_object_add_weak_pointer (G_OBJECT (self->question_dialog),
                             (gpointer *) &self->question_dialog);
  g_object_set_data_full (G_OBJECT (self->question_dialog), "file",
                          g_object_ref (file), g_object_unref);
  g_signal_connect (self->question_dialog, "response",
                    G_CALLBACK (on_overwrite_response), self);
}

static void
on_chooser_response (GtkNativeDialog  *chooser,
                     int               response,
                     SakiyomiGameFile *self)
{
  g_autoptr(GFile) file = NULL;
  gboolean save, renamed = FALSE;

  save = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser))
         == GTK_FILE_CHOOSER_ACTION_SAVE;
  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL && save)
    {
      g_autoptr(GFile) target = file_for_format (GTK_FILE_CHOOSER (chooser), file);

      renamed = !g_file_equal (target, file);
      g_set_object (&file, target);
    }
  g_signal_handlers_disconnect_by_data (chooser, self);
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
  if (file == NULL)
    return;
  if (save && renamed && g_file_query_exists (file, NULL))
    save_asking (self, file);
  else if (save)
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
  self->chooser = chooser_new (self->parent, save,
                               save && sakiyomi_game_file_can_write_ggf (self),
                               name);
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
sakiyomi_game_file_get_game_chooser (SakiyomiGameFile *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_FILE (self), NULL);
  return self->game_chooser;
}

gboolean
sakiyomi_game_file_is_reading (SakiyomiGameFile *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_FILE (self), FALSE);
  return self->loading != NULL;
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

  stop_loading (self);
  if (self->question_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->question_dialog));
  if (self->error_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->error_dialog));
  close_game_chooser (self);
  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  /* A paste still reading the clipboard finds no window to use. */
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
  g_clear_pointer (&self->source_name, g_free);
  g_clear_object (&self->games);
  G_OBJECT_CLASS (sakiyomi_game_file_parent_class)->finalize (object);
}

static void
sakiyomi_game_file_class_init (SakiyomiGameFileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sakiyomi_game_file_dispose;
  object_class->finalize = sakiyomi_game_file_finalize;

  /* A game opened, copied or saved: news for a toast. */
  toast_signal = g_signal_new ("toast", G_TYPE_FROM_CLASS (klass),
                               G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                               G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
sakiyomi_game_file_init (SakiyomiGameFile *self)
{
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
