/* sakiyomi-window-book.c: the strong engine's opening book in the window,
 * reversi only:
 *
 *   - win.add-to-book (Add Game to Book in the main menu, and a button in
 *     the side panel's game view) learns the game into the user's book
 *     (sky_reversi_book_learn_user ()) on a GTask thread, with its progress
 *     under the button and win.stop-learning beside it (nothing is
 *     written then), and says how it went in a toast;
 *   - win.book-explorer (the "book-explorer" setting; the Explorer check
 *     button beside it) draws the book's moves with their values on the
 *     board, and says under the opening's name whether the position is in
 *     the book.
 *
 * In other games the panel's part is hidden and the menu item disabled.
 * The part is made here, under the opening's name, so that the window's
 * template does not change. */
#include "config.h"

#include <glib/gi18n.h>

#include "reversi-book.h"
#include "sakiyomi-book-explorer.h"
#include "sakiyomi-window-private.h"

typedef struct _SakiyomiWindowBook SakiyomiWindowBook;

struct _SakiyomiWindowBook
{
  GtkWidget *box;
  GtkWidget *caption;           /* in the book or not, or why not here */
  GtkWidget *progress;          /* while a game is learnt, */
  GtkWidget *stop;              /* with a button to stop it */
  GCancellable *cancellable;    /* the learning under way, or NULL */
  int learn_depth;              /* > 0: the tests' shallow learning */
};

typedef struct {
  int *moves;
  int n_moves;
  SkyReversiBookParams params;
  GWeakRef window;
  guint added;
} LearnJob;

static void
learn_job_free (LearnJob *job)
{
  g_free (job->moves);
  g_weak_ref_clear (&job->window);
  g_free (job);
}

typedef struct {
  GWeakRef window;
  int done, total;
} LearnProgress;

static gboolean
show_progress_cb (gpointer data)
{
  LearnProgress *p = data;
  g_autoptr(SakiyomiWindow) self = g_weak_ref_get (&p->window);

  if (self != NULL && self->book != NULL && self->book->cancellable != NULL)
    {
      g_autofree char *text =
        /* TRANSLATORS: adding a game to the opening book: "Adding the
         * game to the book: position 3 of 36" */
        g_strdup_printf (_("Adding the game to the book: position %d of %d"),
                         p->done, p->total);

      gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->book->progress),
                                     p->total > 0 ? (double) p->done / p->total
                                                  : 0);
      gtk_label_set_text (GTK_LABEL (self->book->caption), text);
      gtk_widget_set_visible (self->book->caption, TRUE);
    }
  g_weak_ref_clear (&p->window);
  g_free (p);
  return G_SOURCE_REMOVE;
}

/* On the learning thread: passed to the main loop. */
static void
learn_progress (int done, int total, gpointer data)
{
  LearnJob *job = data;
  LearnProgress *p = g_new0 (LearnProgress, 1);
  g_autoptr(GObject) window = g_weak_ref_get (&job->window);

  g_weak_ref_init (&p->window, window);
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

static void update_book (SakiyomiWindow *self);

static void
learn_done (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  SakiyomiWindow *self = SAKIYOMI_WINDOW (source);
  LearnJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  if (self->book == NULL)
    return;     /* the window went away meanwhile */
  if (!ok)
    {
      g_clear_object (&self->book->cancellable);
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        sakiyomi_window_add_toast (self, _("Stopped: the book is as it was"));
      else
        {
          /* TRANSLATORS: the game could not be added to the opening
           * book; %s says why */
          text = g_strdup_printf (_("The game could not be added to the book: %s"),
                                  error->message);
          sakiyomi_window_add_toast (self, text);
        }
      update_book (self);
      return;
    }
  g_clear_object (&self->book->cancellable);
  if (job->added == 0)
    text = g_strdup (_("The game is in the book already"));
  else
    /* TRANSLATORS: after Add Game to Book */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Game added to the book: %u new position",
                                         "Game added to the book: %u new positions",
                                         job->added), job->added);
  sakiyomi_window_add_toast (self, text);
  update_book (self);
}

/* Why the game cannot be added now, or NULL. */
static const char *
add_problem (SakiyomiWindow *self)
{
  const SkyRecord *record = sakiyomi_game_session_get_record (self->session);
  const SkyGame *game = sakiyomi_game_session_get_game (self->session);
  g_autoptr(SkyPosition) standard = NULL;
  g_autofree char *a = NULL, *b = NULL;

  /* Only the game with its own strong engine has a book. */
  if (!game->strength.has_book)
    return _("The opening book is for reversi only.");
  if (self->book->cancellable != NULL)
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
  SakiyomiWindow *self = user_data;
  const SkyRecord *record = sakiyomi_game_session_get_record (self->session);
  g_autoptr(GTask) task = NULL;
  LearnJob *job;

  if (add_problem (self) != NULL || self->book->cancellable != NULL)
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
  if (self->book->learn_depth > 0)
    {
      job->params.depth = self->book->learn_depth;
      job->params.reach_seconds = 0;
      job->params.exact_empties = 0;
      job->params.selective = FALSE;
    }
  g_weak_ref_init (&job->window, self);
  self->book->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->book->cancellable, learn_done, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) learn_job_free);
  g_task_run_in_thread (task, learn_thread);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->book->progress), 0);
  gtk_label_set_text (GTK_LABEL (self->book->caption),
                      _("Adding the game to the book…"));
  gtk_widget_set_visible (self->book->caption, TRUE);
  update_book (self);
}

static void
stop_learning_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  if (self->book->cancellable != NULL)
    g_cancellable_cancel (self->book->cancellable);
}

/* The explorer's toggle writes the setting; the setting sets its state
 * (on_explorer_changed). */
static void
explorer_change_state (GSimpleAction *action,
                       GVariant      *state,
                       gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  g_settings_set_boolean (self->settings, "book-explorer",
                          g_variant_get_boolean (state));
}

static const GActionEntry book_actions[] = {
  { "add-to-book", add_to_book_activated },
  { "stop-learning", stop_learning_activated },
  { "book-explorer", NULL, NULL, "false", explorer_change_state },
};

static void
update_book (SakiyomiWindow *self)
{
  SakiyomiWindowBook *book = self->book;
  const SkyGame *game = sakiyomi_game_session_get_game (self->session);
  gboolean reversi, explorer;
  const char *problem;
  GAction *action;

  if (game == NULL || sakiyomi_game_session_get_record (self->session) == NULL)
    return;     /* no game yet: the window is being made */
  reversi = game->strength.has_book;
  /* A game without a book shows no book controls at all (the main menu's
   * item stays, disabled). */
  gtk_widget_set_visible (book->box, reversi);
  explorer = g_settings_get_boolean (self->settings, "book-explorer");
  problem = add_problem (self);

  action = g_action_map_lookup_action (G_ACTION_MAP (self), "add-to-book");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               problem == NULL && book->cancellable == NULL);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "book-explorer");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), reversi);
  gtk_widget_set_visible (book->progress, book->cancellable != NULL);
  gtk_widget_set_visible (book->stop, book->cancellable != NULL);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "stop-learning");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               book->cancellable != NULL);
  if (book->cancellable != NULL)
    return;     /* the caption shows the progress */

  if (!reversi)
    gtk_label_set_text (GTK_LABEL (book->caption), problem);
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
      gtk_label_set_text (GTK_LABEL (book->caption), text);
      if (sakiyomi_game_session_get_review (self->session) == NULL)
        sakiyomi_board_view_set_hint (self->board,
                                      n > 0 ? moves[0] : SKY_MOVE_NONE,
                                      n, moves, discs);
    }
  else
    gtk_label_set_text (GTK_LABEL (book->caption),
                        problem != NULL ? problem : "");
  gtk_widget_set_visible (book->caption,
                          *gtk_label_get_text (GTK_LABEL (book->caption)) != '\0');
}

static void
on_explorer_changed (SakiyomiWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self),
                                                "book-explorer");

  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_boolean (g_settings_get_boolean (self->settings,
                                                                            "book-explorer")));
  if (!g_settings_get_boolean (self->settings, "book-explorer")
      && sakiyomi_game_session_get_review (self->session) == NULL)
    sakiyomi_board_view_clear_hint (self->board);
  update_book (self);
}

void
_sakiyomi_window_book_init (SakiyomiWindow *self)
{
  SakiyomiWindowBook *book = g_new0 (SakiyomiWindowBook, 1);
  GtkWidget *title, *row, *check, *button;

  self->book = book;
  g_action_map_add_action_entries (G_ACTION_MAP (self), book_actions,
                                   G_N_ELEMENTS (book_actions), self);

  book->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  title = gtk_label_new (_("Opening Book"));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
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
  book->progress = gtk_progress_bar_new ();
  gtk_widget_set_hexpand (book->progress, TRUE);
  gtk_widget_set_valign (book->progress, GTK_ALIGN_CENTER);
  book->stop = gtk_button_new_with_label (_("Stop"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (book->stop),
                                  "win.stop-learning");
  gtk_widget_set_tooltip_text (book->stop,
                               _("Stop adding the game to the book; the book stays as it was"));
  book->caption = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (book->caption), 0);
  gtk_label_set_wrap (GTK_LABEL (book->caption), TRUE);
  gtk_widget_add_css_class (book->caption, "dim-label");
  gtk_widget_add_css_class (book->caption, "caption");
  gtk_box_append (GTK_BOX (book->box), title);
  gtk_box_append (GTK_BOX (book->box), row);
  {
    GtkWidget *progress_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

    gtk_box_append (GTK_BOX (progress_row), book->progress);
    gtk_box_append (GTK_BOX (progress_row), book->stop);
    gtk_box_append (GTK_BOX (book->box), progress_row);
  }
  gtk_box_append (GTK_BOX (book->box), book->caption);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->opening_label))),
                              book->box, GTK_WIDGET (self->opening_label));

  g_signal_connect_object (self->settings, "changed::book-explorer",
                           G_CALLBACK (on_explorer_changed), self,
                           G_CONNECT_SWAPPED);
  on_explorer_changed (self);
}

void
_sakiyomi_window_book_update (SakiyomiWindow *self)
{
  if (self->book != NULL)
    update_book (self);
}

void
_sakiyomi_window_book_dispose (SakiyomiWindow *self)
{
  if (self->book == NULL)
    return;
  if (self->book->cancellable != NULL)
    g_cancellable_cancel (self->book->cancellable);
  g_clear_object (&self->book->cancellable);
  g_clear_pointer (&self->book, g_free);
}

void
sakiyomi_window_set_book_learn_depth (SakiyomiWindow *self,
                                      int             depth)
{
  self->book->learn_depth = depth;
}

gboolean
sakiyomi_window_is_learning (SakiyomiWindow *self)
{
  return self->book != NULL && self->book->cancellable != NULL;
}

const char *
sakiyomi_window_get_book_caption (SakiyomiWindow *self)
{
  if (self->book == NULL || !gtk_widget_get_visible (self->book->caption))
    return "";
  return gtk_label_get_text (GTK_LABEL (self->book->caption));
}

gboolean
sakiyomi_window_get_book_shown (SakiyomiWindow *self)
{
  return self->book != NULL && gtk_widget_get_visible (self->book->box);
}
