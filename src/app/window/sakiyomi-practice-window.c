/* sakiyomi-practice-window.c: Practice (see sakiyomi-practice-window.h).
 *
 * The window shows what its session (sakiyomi-practice-session.c) holds:
 * a click or Enter on the board answers, the words say right or wrong and
 * why, the board marks the best move and the game's mistake, and Next
 * asks the next position due.  The store is read again whenever the
 * window comes to the front unanswered: a review in the game window may
 * have added positions meanwhile. */
#define G_LOG_DOMAIN "sakiyomi-practice-window"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sakiyomi-board-view.h"
#include "sakiyomi-game-layout.h"
#include "sakiyomi-practice-window.h"
#include "practice-schedule.h"
#include "sakiyomi-settings.h"

struct _SakiyomiPracticeWindow
{
  GtkWindow parent_instance;

  SakiyomiPracticeSession *session;
  GSettings *settings;
  guint wake_id;                /* reads the store when the next is due */

  GtkStack *stack;
  AdwStatusPage *done_page;
  AdwStatusPage *problem_page;
  SakiyomiBoardView *board;
  GtkLabel *question_label;
  GtkLabel *source_label;
  GtkLabel *verdict_label;
  GtkLabel *explanation_label;
  GtkLabel *line_label;
  GtkLabel *counts_label;
  GtkWidget *next_button;
};

G_DEFINE_FINAL_TYPE (SakiyomiPracticeWindow, sakiyomi_practice_window,
                     GTK_TYPE_WINDOW)

/* A label shown with text, hidden without. */
static void
set_text (GtkLabel *label, const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL && *text != '\0');
}

static char *
counts_text (SakiyomiPracticeSession *session)
{
  /* TRANSLATORS: the practice counters: positions solved today, due now,
   * and kept in all */
  return g_strdup_printf (_("Solved today: %u · Due: %u · In all: %u"),
                          sakiyomi_practice_session_count_solved_today (session),
                          sakiyomi_practice_session_count_due (session),
                          sakiyomi_practice_session_count_total (session));
}

/* When nothing is due: when the next one is, and the counts. */
static char *
done_text (SakiyomiPracticeSession *session)
{
  gint64 next = sakiyomi_practice_session_get_next_due (session);
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (next);
  g_autofree char *when = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *counts = counts_text (session);

  if (time == NULL)
    return g_steal_pointer (&counts);
  /* TRANSLATORS: a date and time as g_date_time_format () writes them */
  when = g_date_time_format (time, _("%Y-%m-%d %H:%M"));
  /* TRANSLATORS: when the next practice position comes back */
  sentence = g_strdup_printf (_("The next position comes back at %s."), when);
  return g_strdup_printf ("%s\n%s", sentence, counts);
}

static void
show_position (SakiyomiPracticeWindow *self)
{
  SakiyomiPracticeSession *session = self->session;
  gboolean answered = sakiyomi_practice_session_is_answered (session);
  g_autofree char *question = sakiyomi_practice_session_dup_question (session);
  g_autofree char *source = sakiyomi_practice_session_dup_source (session);
  g_autofree char *counts = counts_text (session);
  GtkWidget *verdict = GTK_WIDGET (self->verdict_label);

  sakiyomi_board_view_set_position (self->board,
                                    sakiyomi_practice_session_get_position (session),
                                    NULL);
  sakiyomi_board_view_set_interactive (self->board, !answered);
  /* Answered, the marks of the answer alone: no legal moves around them. */
  sakiyomi_board_view_set_show_legal_moves (self->board,
                                            !answered
                                            && g_settings_get_boolean (self->settings,
                                                                       "show-legal-moves"));
  set_text (self->question_label, question);
  set_text (self->source_label, source);
  set_text (self->counts_label, counts);
  gtk_widget_remove_css_class (verdict, "success");
  gtk_widget_remove_css_class (verdict, "error");
  if (!answered)
    {
      set_text (self->verdict_label, NULL);
      set_text (self->explanation_label, NULL);
      set_text (self->line_label, NULL);
    }
  else
    {
      SkyMove best = sakiyomi_practice_session_get_best (session);
      SkyMove played = sakiyomi_practice_session_get_played (session);

      set_text (self->verdict_label, sakiyomi_practice_session_get_verdict (session));
      gtk_widget_add_css_class (verdict,
                                sakiyomi_practice_session_was_right (session)
                                ? "success" : "error");
      set_text (self->explanation_label,
                sakiyomi_practice_session_get_explanation (session));
      set_text (self->line_label, sakiyomi_practice_session_get_line (session));
      /* The answer on the board: the best move, and the game's mistake. */
      if (best >= 0)
        {
          sakiyomi_board_view_set_hint (self->board, best, 0, NULL, NULL);
          sakiyomi_board_view_set_hint_kind (self->board, SAKIYOMI_MARK_BETTER);
        }
      if (played >= 0)
        sakiyomi_board_view_set_played (self->board, played);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.show-answer", !answered);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.next", answered);
}

static gboolean
wake (gpointer data)
{
  SakiyomiPracticeWindow *self = data;

  self->wake_id = 0;
  sakiyomi_practice_session_reload (self->session);
  return G_SOURCE_REMOVE;
}

/* Nothing due: the page turns to the next position when it is. */
static void
wake_when_due (SakiyomiPracticeWindow *self)
{
  gint64 wait = sakiyomi_practice_session_get_next_due (self->session)
                - sakiyomi_practice_session_get_now (self->session);

  self->wake_id = g_timeout_add_seconds ((guint) CLAMP (wait + 1, 1, SKY_PRACTICE_DAY),
                                         wake, self);
}

static void
on_changed (SakiyomiPracticeSession *session,
            SakiyomiPracticeWindow  *self)
{
  const char *problem = sakiyomi_practice_session_get_problem (session);
  const char *page;

  if (sakiyomi_practice_session_get_position (session) != NULL)
    {
      page = "position";
      show_position (self);
    }
  else if (problem != NULL)
    {
      page = "problem";
      adw_status_page_set_description (self->problem_page, problem);
    }
  else if (sakiyomi_practice_session_count_total (session) == 0)
    page = "empty";
  else
    {
      g_autofree char *text = done_text (session);

      page = "done";
      adw_status_page_set_description (self->done_page, text);
    }
  g_clear_handle_id (&self->wake_id, g_source_remove);
  if (g_str_equal (page, "done"))
    wake_when_due (self);
  gtk_stack_set_visible_child_name (self->stack, page);
  /* An answer that could not be written: said over the position. */
  if (problem != NULL && g_str_equal (page, "position"))
    set_text (self->verdict_label, problem);
}

static void
on_cell_activated (SakiyomiBoardView      *board,
                   int                     cell,
                   SakiyomiPracticeWindow *self)
{
  const SkyPosition *pos = sakiyomi_practice_session_get_position (self->session);

  if (pos == NULL || sakiyomi_practice_session_is_answered (self->session))
    return;
  if (!sky_position_is_legal_move (pos, cell))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (sakiyomi_practice_session_answer (self->session, cell))
    gtk_widget_grab_focus (self->next_button);
}

static void
show_answer_activated (GtkWidget  *widget,
                       const char *action,
                       GVariant   *param)
{
  SakiyomiPracticeWindow *self = SAKIYOMI_PRACTICE_WINDOW (widget);

  if (sakiyomi_practice_session_show_answer (self->session))
    gtk_widget_grab_focus (self->next_button);
}

static void
next_activated (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  SakiyomiPracticeWindow *self = SAKIYOMI_PRACTICE_WINDOW (widget);

  sakiyomi_practice_session_next (self->session);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* Back at the front, unanswered: what was added meanwhile is seen. */
static void
on_active (SakiyomiPracticeWindow *self,
           GParamSpec             *pspec,
           gpointer                data)
{
  if (gtk_window_is_active (GTK_WINDOW (self))
      && !sakiyomi_practice_session_is_answered (self->session))
    sakiyomi_practice_session_reload (self->session);
}

static void
sakiyomi_practice_window_dispose (GObject *object)
{
  SakiyomiPracticeWindow *self = SAKIYOMI_PRACTICE_WINDOW (object);

  g_clear_handle_id (&self->wake_id, g_source_remove);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (sakiyomi_practice_window_parent_class)->dispose (object);
}

static void
sakiyomi_practice_window_class_init (SakiyomiPracticeWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_practice_window_dispose;

  g_type_ensure (SAKIYOMI_TYPE_BOARD_VIEW);
  g_type_ensure (SAKIYOMI_TYPE_GAME_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-practice-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPracticeWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPracticeWindow, done_page);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPracticeWindow, problem_page);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPracticeWindow, board);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPracticeWindow, question_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPracticeWindow, source_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPracticeWindow, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPracticeWindow, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPracticeWindow, line_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPracticeWindow, counts_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPracticeWindow, next_button);
  gtk_widget_class_bind_template_callback (widget_class, on_cell_activated);

  gtk_widget_class_install_action (widget_class, "practice.show-answer", NULL,
                                   show_answer_activated);
  gtk_widget_class_install_action (widget_class, "practice.next", NULL,
                                   next_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static void
sakiyomi_practice_window_init (SakiyomiPracticeWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = sakiyomi_settings_new ();
  sakiyomi_board_view_follow_desktop_contrast (self->board);
}

SakiyomiPracticeWindow *
sakiyomi_practice_window_new (GtkWindow  *parent,
                              const char *path)
{
  SakiyomiPracticeWindow *self = g_object_new (SAKIYOMI_TYPE_PRACTICE_WINDOW,
                                               "transient-for", parent,
                                               NULL);

  self->session = sakiyomi_practice_session_new (path);
  g_signal_connect (self->session, "changed", G_CALLBACK (on_changed), self);
  on_changed (self->session, self);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (on_active), NULL);
  return self;
}

SakiyomiPracticeSession *
sakiyomi_practice_window_get_session (SakiyomiPracticeWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_WINDOW (self), NULL);
  return self->session;
}

const char *
sakiyomi_practice_window_get_page (SakiyomiPracticeWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}
