/* sakiyomi-book-panel.c: the strong engine's opening book in the side
 * panel, reversi only:
 *
 *   - add-to-book (Add Game to Book in the main menu, and a button here)
 *     learns the game into the user's book (sky_reversi_book_learn_user ())
 *     on a GTask thread, with its progress under the button and
 *     stop-learning beside it (nothing is written then), and says how it
 *     went in a toast;
 *   - book-explorer (the "book-explorer" setting; the Explorer check
 *     button) asks for the book's moves with their values on the board,
 *     and says under the buttons whether the position is in the book;
 *   - show-book (the "show-book" setting; Opening Book in the main menu's
 *     study tools, and the part's close button) shows the part: a
 *     newcomer's first screen has no book in it.
 *
 * In other games the part is hidden and the menu items disabled (the
 * menu hides them).  The
 * window puts the part under the opening's name and draws what it asks
 * for; the part knows nothing of the window but the action map it is
 * given. */
#define G_LOG_DOMAIN "sakiyomi-book-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "reversi-book.h"
#include "sakiyomi-book-explorer.h"
#include "sakiyomi-book-panel.h"

struct _SakiyomiBookPanel
{
  GtkBox parent_instance;

  GSettings *settings;
  GActionMap *actions;          /* where its actions are (the window) */
  SakiyomiGameSession *session;
  GtkWidget *caption;           /* in the book or not, or why not here */
  GtkWidget *progress;          /* while a game is learnt, */
  GtkWidget *stop;              /* with a button to stop it */
  GCancellable *cancellable;    /* the learning under way, or NULL */
  int learn_depth;              /* > 0: the tests' shallow learning */
};

G_DEFINE_FINAL_TYPE (SakiyomiBookPanel, sakiyomi_book_panel, GTK_TYPE_BOX)

enum {
  SHOW_MOVES,
  CLEAR_MOVES,
  TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
toast (SakiyomiBookPanel *self,
       const char        *text)
{
  g_signal_emit (self, signals[TOAST], 0, text);
}

typedef struct {
  int *moves;
  int n_moves;
  SkyReversiBookParams params;
  GWeakRef panel;
  guint added;
} LearnJob;

static void
learn_job_free (LearnJob *job)
{
  g_free (job->moves);
  g_weak_ref_clear (&job->panel);
  g_free (job);
}

typedef struct {
  GWeakRef panel;
  int done, total;
} LearnProgress;

static gboolean
show_progress_cb (gpointer data)
{
  LearnProgress *p = data;
  g_autoptr(SakiyomiBookPanel) self = g_weak_ref_get (&p->panel);

  if (self != NULL && self->cancellable != NULL)
    {
      g_autofree char *text =
        /* TRANSLATORS: adding a game to the opening book: "Adding the
         * game to the book: position 3 of 36" */
        g_strdup_printf (_("Adding the game to the book: position %d of %d"),
                         p->done, p->total);

      gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress),
                                     p->total > 0 ? (double) p->done / p->total
                                                  : 0);
      gtk_label_set_text (GTK_LABEL (self->caption), text);
      gtk_widget_set_visible (self->caption, TRUE);
    }
  g_weak_ref_clear (&p->panel);
  g_free (p);
  return G_SOURCE_REMOVE;
}

/* On the learning thread: passed to the main loop. */
static void
learn_progress (int done, int total, gpointer data)
{
  LearnJob *job = data;
  LearnProgress *p = g_new0 (LearnProgress, 1);
  g_autoptr(GObject) panel = g_weak_ref_get (&job->panel);

  g_weak_ref_init (&p->panel, panel);
  p->done = done;
  p->total = total;
  g_idle_add (show_progress_cb, p);
}

static void
learn_thread (GTask        *task,
              gpointer      source,
              gpointer      data,
              GCancellable *cancellable)
{
  LearnJob *job = data;
  GError *error = NULL;

  job->params.progress_func = learn_progress;
  job->params.progress_data = job;
  job->params.cancellable = cancellable;
  if (sky_reversi_book_learn_user (job->moves, job->n_moves, &job->params,
                                   NULL, &job->added, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void update_book (SakiyomiBookPanel *self);

static void
learn_done (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  SakiyomiBookPanel *self = SAKIYOMI_BOOK_PANEL (source);
  LearnJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  if (self->session == NULL)
    return;     /* the panel went away meanwhile */
  if (!ok)
    {
      g_clear_object (&self->cancellable);
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        toast (self, _("Stopped: the book is as it was"));
      else
        {
          /* TRANSLATORS: the game could not be added to the opening
           * book; %s says why */
          text = g_strdup_printf (_("The game could not be added to the book: %s"),
                                  error->message);
          toast (self, text);
        }
      update_book (self);
      return;
    }
  g_clear_object (&self->cancellable);
  if (job->added == 0)
    text = g_strdup (_("The game is in the book already"));
  else
    /* TRANSLATORS: after Add Game to Book */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Game added to the book: %u new position",
                                         "Game added to the book: %u new positions",
                                         job->added), job->added);
  toast (self, text);
  update_book (self);
}

/* Why the game cannot be added now, or NULL. */
static const char *
add_problem (SakiyomiBookPanel *self)
{
  const SkyRecord *record = sakiyomi_game_session_get_record (self->session);
  const SkyGame *game = sakiyomi_game_session_get_game (self->session);
  g_autoptr(SkyPosition) standard = NULL;
  g_autofree char *a = NULL, *b = NULL;

  /* Only the game with its own strong engine has a book. */
  if (!game->strength.has_book)
    return _("The opening book is for reversi only.");
  if (self->cancellable != NULL)
    return NULL;
  if (sky_record_get_n_moves (record) == 0)
    return _("Play a move to add the game to the book.");
  standard = sky_position_new (game, NULL);
  a = game->position_to_string (standard);
  b = game->position_to_string (sky_record_get_start (record));
  if (g_strcmp0 (a, b) != 0)
    return _("The book learns games from the standard start only.");
  return NULL;
}

static void
add_to_book_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  SakiyomiBookPanel *self = user_data;
  const SkyRecord *record = sakiyomi_game_session_get_record (self->session);
  g_autoptr(GTask) task = NULL;
  LearnJob *job;

  if (add_problem (self) != NULL || self->cancellable != NULL)
    return;
  job = g_new0 (LearnJob, 1);
  job->n_moves = (int) sky_record_get_n_moves (record);
  job->moves = g_new (int, job->n_moves + 1);
  for (int i = 0; i < job->n_moves; i++)
    {
      SkyMove move = sky_record_get_move (record, i);

      job->moves[i] = move == SKY_MOVE_PASS ? SKY_REVERSI_BOOK_PASS : move;
    }
  sky_reversi_book_params_init_learn (&job->params);
  if (self->learn_depth > 0)
    {
      job->params.depth = self->learn_depth;
      job->params.reach_seconds = 0;
      job->params.exact_empties = 0;
      job->params.selective = FALSE;
    }
  g_weak_ref_init (&job->panel, self);
  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, learn_done, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) learn_job_free);
  g_task_run_in_thread (task, learn_thread);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress), 0);
  gtk_label_set_text (GTK_LABEL (self->caption),
                      _("Adding the game to the book…"));
  gtk_widget_set_visible (self->caption, TRUE);
  update_book (self);
}

static void
stop_learning_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  SakiyomiBookPanel *self = user_data;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

/* The explorer's toggle writes the setting; the setting sets its state
 * (on_explorer_changed). */
static void
explorer_change_state (GSimpleAction *action,
                       GVariant      *state,
                       gpointer       user_data)
{
  SakiyomiBookPanel *self = user_data;

  g_settings_set_boolean (self->settings, "book-explorer",
                          g_variant_get_boolean (state));
}

/* The same for the part's own visibility. */
static void
show_book_change_state (GSimpleAction *action,
                        GVariant      *state,
                        gpointer       user_data)
{
  SakiyomiBookPanel *self = user_data;

  g_settings_set_boolean (self->settings, "show-book",
                          g_variant_get_boolean (state));
}

static const GActionEntry book_actions[] = {
  { "add-to-book", add_to_book_activated },
  { "stop-learning", stop_learning_activated },
  { "book-explorer", NULL, NULL, "false", explorer_change_state },
  { "show-book", NULL, NULL, "false", show_book_change_state },
};

static void
update_book (SakiyomiBookPanel *self)
{
    const SkyGame *game = sakiyomi_game_session_get_game (self->session);
  gboolean reversi, explorer;
  const char *problem;
  GAction *action;

  if (game == NULL || sakiyomi_game_session_get_record (self->session) == NULL)
    return;     /* no game yet */
  reversi = game->strength.has_book;
  /* A game without a book shows no book controls at all (the main menu
   * hides its items); a game with one, when they are asked for, or while
   * a game is being added. */
  gtk_widget_set_visible (GTK_WIDGET (self),
                          reversi && (g_settings_get_boolean (self->settings, "show-book")
                                      || self->cancellable != NULL));
  explorer = g_settings_get_boolean (self->settings, "book-explorer");
  problem = add_problem (self);

  action = g_action_map_lookup_action (self->actions, "add-to-book");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               problem == NULL && self->cancellable == NULL);
  action = g_action_map_lookup_action (self->actions, "book-explorer");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), reversi);
  action = g_action_map_lookup_action (self->actions, "show-book");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), reversi);
  gtk_widget_set_visible (self->progress, self->cancellable != NULL);
  gtk_widget_set_visible (self->stop, self->cancellable != NULL);
  action = g_action_map_lookup_action (self->actions, "stop-learning");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               self->cancellable != NULL);
  if (self->cancellable != NULL)
    return;     /* the caption shows the progress */

  if (!reversi)
    gtk_label_set_text (GTK_LABEL (self->caption), problem);
  else if (explorer)
    {
      const SkyPosition *pos = sakiyomi_game_session_get_position (self->session);
      SkyMove moves[SKY_MAX_MOVES];
      int discs[SKY_MAX_MOVES];
      int n = sakiyomi_book_explorer_moves (pos, moves, discs);
      g_autofree char *text = NULL;

      if (n > 0)
        /* TRANSLATORS: the opening explorer: how many moves the opening
         * book knows in the position shown, drawn on the board with
         * their values */
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "In the book: %d move, with its value in discs",
                                             "In the book: %d moves, with their values in discs",
                                             n), n);
      else
        text = g_strdup (_("Not in the book"));
      gtk_label_set_text (GTK_LABEL (self->caption), text);
      if (sakiyomi_game_session_get_review (self->session) == NULL)
        g_signal_emit (self, signals[SHOW_MOVES], 0, (guint) n, moves, discs);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->caption),
                        problem != NULL ? problem : "");
  gtk_widget_set_visible (self->caption,
                          *gtk_label_get_text (GTK_LABEL (self->caption)) != '\0');
}

static void
on_explorer_changed (SakiyomiBookPanel *self)
{
  GAction *action = g_action_map_lookup_action (self->actions,
                                                "book-explorer");

  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_boolean (g_settings_get_boolean (self->settings,
                                                                            "book-explorer")));
  if (!g_settings_get_boolean (self->settings, "book-explorer")
      && sakiyomi_game_session_get_review (self->session) == NULL)
    g_signal_emit (self, signals[CLEAR_MOVES], 0);
  update_book (self);
}

static void
on_show_book_changed (SakiyomiBookPanel *self)
{
  GAction *action = g_action_map_lookup_action (self->actions, "show-book");

  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_boolean (g_settings_get_boolean (self->settings,
                                                                            "show-book")));
  update_book (self);
}

static void
sakiyomi_book_panel_dispose (GObject *object)
{
  SakiyomiBookPanel *self = SAKIYOMI_BOOK_PANEL (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  self->actions = NULL;
  G_OBJECT_CLASS (sakiyomi_book_panel_parent_class)->dispose (object);
}

static void
sakiyomi_book_panel_class_init (SakiyomiBookPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sakiyomi_book_panel_dispose;

  signals[SHOW_MOVES] =
    g_signal_new ("show-moves", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                  G_TYPE_UINT, G_TYPE_POINTER, G_TYPE_POINTER);
  signals[CLEAR_MOVES] =
    g_signal_new ("clear-moves", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[TOAST] =
    g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
hide_clicked (SakiyomiBookPanel *self)
{
  g_settings_set_boolean (self->settings, "show-book", FALSE);
}

static void
sakiyomi_book_panel_init (SakiyomiBookPanel *self)
{
  GtkWidget *heading, *title, *close, *row, *check, *button, *progress_row;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  title = gtk_label_new (_("Opening Book"));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_widget_set_hexpand (title, TRUE);
  close = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_add_css_class (close, "circular");
  g_signal_connect_swapped (close, "clicked", G_CALLBACK (hide_clicked), self);
  gtk_widget_set_tooltip_text (close, _("Hide the opening book"));
  heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (heading), title);
  gtk_box_append (GTK_BOX (heading), close);
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  check = gtk_check_button_new_with_label (_("Explorer"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (check), "win.book-explorer");
  gtk_widget_set_tooltip_text (check,
                               _("Draw the book’s moves and their values on the board"));
  button = gtk_button_new_with_label (_("Add Game to Book"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.add-to-book");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (row), check);
  gtk_box_append (GTK_BOX (row), button);
  self->progress = gtk_progress_bar_new ();
  gtk_widget_set_hexpand (self->progress, TRUE);
  gtk_widget_set_valign (self->progress, GTK_ALIGN_CENTER);
  self->stop = gtk_button_new_with_label (_("Stop"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->stop),
                                  "win.stop-learning");
  gtk_widget_set_tooltip_text (self->stop,
                               _("Stop adding the game to the book; the book stays as it was"));
  self->caption = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->caption), 0);
  gtk_label_set_wrap (GTK_LABEL (self->caption), TRUE);
  gtk_widget_add_css_class (self->caption, "dim-label");
  gtk_widget_add_css_class (self->caption, "caption");
  gtk_box_append (GTK_BOX (self), heading);
  gtk_box_append (GTK_BOX (self), row);
  progress_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (progress_row), self->progress);
  gtk_box_append (GTK_BOX (progress_row), self->stop);
  gtk_box_append (GTK_BOX (self), progress_row);
  gtk_box_append (GTK_BOX (self), self->caption);
}

GtkWidget *
sakiyomi_book_panel_new (GSettings  *settings,
                         GActionMap *actions)
{
  SakiyomiBookPanel *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (G_IS_ACTION_MAP (actions), NULL);

  self = g_object_new (SAKIYOMI_TYPE_BOOK_PANEL, NULL);
  self->settings = g_object_ref (settings);
  self->actions = actions;
  g_action_map_add_action_entries (actions, book_actions,
                                   G_N_ELEMENTS (book_actions), self);
  return GTK_WIDGET (self);
}

static void
on_position_changed (SakiyomiBookPanel *self)
{
  update_book (self);
}

void
sakiyomi_book_panel_set_session (SakiyomiBookPanel   *self,
                                 SakiyomiGameSession *session)
{
  g_return_if_fail (SAKIYOMI_IS_BOOK_PANEL (self));
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  g_signal_connect_swapped (session, "position-changed",
                            G_CALLBACK (on_position_changed), self);
  g_signal_connect_swapped (self->settings, "changed::book-explorer",
                            G_CALLBACK (on_explorer_changed), self);
  g_signal_connect_swapped (self->settings, "changed::show-book",
                            G_CALLBACK (on_show_book_changed), self);
  on_explorer_changed (self);
  on_show_book_changed (self);
}

void
sakiyomi_book_panel_update (SakiyomiBookPanel *self)
{
  g_return_if_fail (SAKIYOMI_IS_BOOK_PANEL (self));
  if (self->session != NULL)
    update_book (self);
}

void
sakiyomi_book_panel_set_learn_depth (SakiyomiBookPanel *self,
                                     int                depth)
{
  g_return_if_fail (SAKIYOMI_IS_BOOK_PANEL (self));
  self->learn_depth = depth;
}

gboolean
sakiyomi_book_panel_is_learning (SakiyomiBookPanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOOK_PANEL (self), FALSE);
  return self->cancellable != NULL;
}

const char *
sakiyomi_book_panel_get_caption (SakiyomiBookPanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOOK_PANEL (self), "");
  if (!gtk_widget_get_visible (self->caption))
    return "";
  return gtk_label_get_text (GTK_LABEL (self->caption));
}
