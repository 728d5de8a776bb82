/* sakiyomi-search-panel.c: the computer's search in the side panel.
 *
 * While a search runs it shows a spinner, its progress and the best move
 * found so far; after a computer move, what that search did.  The panel
 * hides itself when it has nothing to show, so that the side panel keeps
 * no empty gap. */
#define G_LOG_DOMAIN "sakiyomi-search-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-game-text.h"
#include "sakiyomi-search-panel.h"

/* The moves of the expected line shown at most. */
#define MAX_PV_SHOWN 12

struct _SakiyomiSearchPanel
{
  GtkBox parent_instance;

  SakiyomiGameSession *session;

  GtkWidget *thinking_box;
  GtkSpinner *thinking_spinner;
  GtkLabel *thinking_label;
  GtkProgressBar *progress_bar;
  GtkLabel *best_so_far_label;
  GtkWidget *search_frame;
  GtkLabel *search_title;
  GtkLabel *search_move;
  GtkLabel *search_value;
  GtkLabel *search_evaluations;
  GtkWidget *search_evaluations_title;
  GtkLabel *search_work_title;
  GtkLabel *search_work;
  GtkLabel *search_time;
  GtkWidget *search_pv_title;
  GtkLabel *search_pv;
};

G_DEFINE_FINAL_TYPE (SakiyomiSearchPanel, sakiyomi_search_panel, GTK_TYPE_BOX)

static char *
format_count (guint64 n)
{
  /* Thousands separated as the locale does ("12,345"). */
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
}

static void
update_visible (SakiyomiSearchPanel *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self),
                          gtk_widget_get_visible (self->thinking_box)
                          || gtk_widget_get_visible (self->search_frame));
}

static void
on_thinking (SakiyomiGameSession *session,
             gboolean             thinking,
             const char          *text,
             SakiyomiSearchPanel *self)
{
  gtk_widget_set_visible (self->thinking_box, thinking);
  if (thinking)
    {
      gtk_label_set_text (self->thinking_label, text);
      gtk_progress_bar_set_fraction (self->progress_bar, 0.0);
      gtk_progress_bar_set_text (self->progress_bar, "");
      gtk_label_set_text (self->best_so_far_label, "");
      gtk_spinner_start (self->thinking_spinner);
    }
  else
    gtk_spinner_stop (self->thinking_spinner);
  update_visible (self);
}

static void
on_progress (SakiyomiGameSession *session,
             gpointer             data,
             SakiyomiSearchPanel *self)
{
  const SkyProgress *progress = data;
  g_autofree char *text = NULL;

  if (progress->fraction >= 0)
    gtk_progress_bar_set_fraction (self->progress_bar,
                                   CLAMP (progress->fraction, 0.0, 1.0));
  else
    gtk_progress_bar_pulse (self->progress_bar);

  if (progress->playouts_done > 0)
    {
      g_autofree char *done = format_count (progress->playouts_done);

      if (progress->playouts_total > 0)
        {
          g_autofree char *total = format_count (progress->playouts_total);

          /* TRANSLATORS: "1,200 of 3,000 playouts" */
          text = g_strdup_printf (_("%s of %s playouts"), done, total);
        }
      else
        /* TRANSLATORS: "1,200 playouts" */
        text = g_strdup_printf (_("%s playouts"), done);
    }
  else if (progress->depth_done > 0)
    /* TRANSLATORS: minimax has searched this many moves ahead */
    text = g_strdup_printf (_("depth %d done"), progress->depth_done);
  else
    text = g_strdup ("");
  gtk_progress_bar_set_text (self->progress_bar, text);

  if (progress->best_so_far >= 0 || progress->best_so_far == SKY_MOVE_PASS)
    {
      const SkyGame *game = sakiyomi_game_session_get_game (session);
      g_autofree char *cell = progress->best_so_far == SKY_MOVE_PASS
        ? g_strdup (_("pass"))
        : sakiyomi_cell_name (game, progress->best_so_far);
      g_autofree char *best = NULL;

      /* TRANSLATORS: the best move a running search has found so far */
      best = g_strdup_printf (_("Best so far: %s"), cell);
      gtk_label_set_text (self->best_so_far_label, best);
    }
}

/* The line the search expects, as far as it looked. */
static char *
format_pv (const SkyPosition     *pos,
           const SkySearchResult *result)
{
  GString *pv = g_string_new (NULL);
  g_autoptr(SkyPosition) p = sky_position_copy (pos);

  for (int i = 0; i < MIN (result->pv_length, MAX_PV_SHOWN); i++)
    {
      g_autofree char *cell = NULL;

      if (!sky_position_is_legal_move (p, result->pv[i]))
        break;
      cell = result->pv[i] == SKY_MOVE_PASS ? g_strdup (_("pass"))
                                            : sakiyomi_cell_name (p->game, result->pv[i]);
      if (pv->len > 0)
        /* Cells named in words ("row 2, column 3"): separate them. */
        g_string_append (pv, p->game->algebraic_squares ? " " : "; ");
      g_string_append (pv, cell);
      sky_position_play (p, result->pv[i]);
    }
  return g_string_free (pv, FALSE);
}

static void
show_report (SakiyomiSearchPanel        *self,
             const SakiyomiSearchReport *report)
{
  const SkySearchResult *result = &report->result;
  const SkyPosition *pos = report->position;
  gboolean evaluates;
  g_autofree char *title = NULL;
  g_autofree char *move = NULL;
  g_autofree char *value = NULL;
  g_autofree char *evaluations = NULL;
  g_autofree char *work = NULL;
  g_autofree char *time = NULL;
  g_autofree char *pv = NULL;

  if (sakiyomi_game_session_get_mode (self->session) == SAKIYOMI_MODE_COMPUTERS)
    /* TRANSLATORS: "Black's last search" */
    title = g_strdup_printf (_("%s’s last search"),
                             sakiyomi_side_name (pos->game, report->side));
  else
    title = g_strdup (_("The computer’s last move"));
  gtk_label_set_text (self->search_title, title);

  if (result->move == SKY_MOVE_PASS)
    move = g_strdup (_("pass"));
  else
    move = sakiyomi_cell_name (pos->game, result->move);
  gtk_label_set_text (self->search_move, move);

  switch (report->kind)
    {
    case SKY_PLAYER_MONTECARLO:
      value = sakiyomi_game_session_format_value (pos->game, report->kind,
                                                  FALSE, result);
      gtk_label_set_text (self->search_work_title, _("Playouts"));
      work = format_count (result->playouts);
      break;
    case SKY_PLAYER_MINIMAX:
      value = sakiyomi_game_session_format_value (pos->game, report->kind,
                                                  report->engine, result);
      gtk_label_set_text (self->search_work_title, _("Depth"));
      work = g_strdup_printf ("%d", result->depth);
      break;
    case SKY_PLAYER_RANDOM:
    case SKY_PLAYER_PRIORITY:
    case SKY_N_PLAYER_KINDS:
    default:
      value = g_strdup (report->kind == SKY_PLAYER_RANDOM ? _("chosen at random")
                                                          : _("highest priority"));
      gtk_label_set_text (self->search_work_title, _("Positions visited"));
      work = format_count (result->nodes);
      break;
    }
  gtk_label_set_text (self->search_value, value);
  evaluations = format_count (result->evaluations);
  gtk_label_set_text (self->search_evaluations, evaluations);
  /* Only minimax calls an evaluation function; the others would show 0. */
  evaluates = result->evaluations > 0 || report->kind == SKY_PLAYER_MINIMAX;
  gtk_widget_set_visible (self->search_evaluations_title, evaluates);
  gtk_widget_set_visible (GTK_WIDGET (self->search_evaluations), evaluates);
  gtk_label_set_text (self->search_work, work);
  if (result->seconds < 1.0)
    /* TRANSLATORS: milliseconds a search took */
    time = g_strdup_printf (_("%.2f ms"), result->seconds * 1000);
  else
    /* TRANSLATORS: seconds a search took */
    time = g_strdup_printf (_("%.2f s"), result->seconds);
  gtk_label_set_text (self->search_time, time);

  pv = format_pv (pos, result);
  gtk_label_set_text (self->search_pv, pv);
  gtk_widget_set_visible (self->search_pv_title, result->pv_length > 1);
  gtk_widget_set_visible (GTK_WIDGET (self->search_pv), result->pv_length > 1);
}

static void
on_report_changed (SakiyomiGameSession *session,
                   SakiyomiSearchPanel *self)
{
  const SakiyomiSearchReport *report = sakiyomi_game_session_get_report (session);

  if (report != NULL)
    show_report (self, report);
  gtk_widget_set_visible (self->search_frame, report != NULL);
  update_visible (self);
}

void
sakiyomi_search_panel_set_session (SakiyomiSearchPanel *self,
                                   SakiyomiGameSession *session)
{
  g_return_if_fail (SAKIYOMI_IS_SEARCH_PANEL (self));
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (session));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  g_signal_connect_object (session, "thinking", G_CALLBACK (on_thinking), self, 0);
  g_signal_connect_object (session, "progress", G_CALLBACK (on_progress), self, 0);
  g_signal_connect_object (session, "report-changed",
                           G_CALLBACK (on_report_changed), self, 0);
  on_report_changed (session, self);
}

static void
sakiyomi_search_panel_dispose (GObject *object)
{
  SakiyomiSearchPanel *self = SAKIYOMI_SEARCH_PANEL (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), SAKIYOMI_TYPE_SEARCH_PANEL);
  G_OBJECT_CLASS (sakiyomi_search_panel_parent_class)->dispose (object);
}

static void
sakiyomi_search_panel_class_init (SakiyomiSearchPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sakiyomi_search_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-search-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, best_so_far_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, search_frame);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, search_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, search_move);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, search_value);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, search_evaluations);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, search_evaluations_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, search_work_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, search_work);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, search_time);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, search_pv_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSearchPanel, search_pv);
}

static void
sakiyomi_search_panel_init (SakiyomiSearchPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_visible (self);
}
