/* sakiyomi-side-panel.c: the game window's side panel.
 *
 * The panel follows the session by itself: its players, search and review
 * parts are given the session; the status line is the session's status;
 * the log, the moves, the game's end and the opening's name follow its
 * signals.  Its views (the game, the review, the search) switch with the
 * review, and the moves go with the view shown.
 */
#define G_LOG_DOMAIN "sakiyomi-side-panel"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sakiyomi-game-text.h"
#include "sakiyomi-search-panel.h"
#include "sakiyomi-side-panel.h"

struct _SakiyomiSidePanel
{
  GtkWidget parent_instance;

  SakiyomiGameSession *session;
  gboolean compact;

  /* Template widgets */
  GtkWidget *side_scroller;
  GtkBox *box;
  SakiyomiPlayersPanel *players_panel;
  GtkLabel *status_label;
  AdwViewStack *side_stack;     /* the views: game, review, search */
  GtkBox *game_page;
  GtkBox *review_page;
  GtkRevealer *game_over_revealer;
  GtkLabel *result_label;
  GtkLabel *final_score_label;
  GtkLabel *opening_label;
  GtkWidget *moves_box;         /* the moves and the log, in the view shown */
  GtkWidget *moves_switcher;    /* the moves or the log */
  GtkStack *moves_stack;
  SakiyomiMoveList *move_list;
  GtkScrolledWindow *log_scroller;
  GtkTextView *log_view;
  SakiyomiReviewPanel *review_panel;
  SakiyomiSearchPanel *search_panel;
};

G_DEFINE_FINAL_TYPE (SakiyomiSidePanel, sakiyomi_side_panel, GTK_TYPE_WIDGET)

/* ---- The log ------------------------------------------------------------ */

static void
on_log (SakiyomiGameSession *session,
        const char          *text,
        SakiyomiSidePanel   *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->log_view);
  GtkTextMark *end_mark = gtk_text_buffer_get_mark (buffer, "end");
  GtkTextIter end;

  gtk_text_buffer_get_end_iter (buffer, &end);
  if (end_mark == NULL)
    /* Right gravity: it stays at the end as lines are added. */
    end_mark = gtk_text_buffer_create_mark (buffer, "end", &end, FALSE);
  if (gtk_text_buffer_get_char_count (buffer) > 0)
    gtk_text_buffer_insert (buffer, &end, "\n", 1);
  gtk_text_buffer_insert (buffer, &end, text, -1);
  /* Deferred until the new line is laid out. */
  gtk_text_view_scroll_to_mark (self->log_view, end_mark, 0.0, TRUE, 0.0, 1.0);
}

static void
on_log_cleared (SakiyomiGameSession *session,
                SakiyomiSidePanel   *self)
{
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->log_view), "", 0);
}

/* The log grows at its end: keep the end in view as its height changes. */
static void
on_log_upper_changed (GtkAdjustment     *adjustment,
                      GParamSpec        *pspec,
                      SakiyomiSidePanel *self)
{
  /* Not while the window is being taken down. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self->log_scroller)))
    return;
  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_upper (adjustment)
                            - gtk_adjustment_get_page_size (adjustment));
}

/* The log is on a page of its own: at its end whenever it is shown. */
static void
on_log_mapped (SakiyomiSidePanel *self)
{
  GtkTextMark *end_mark = gtk_text_buffer_get_mark (gtk_text_view_get_buffer (self->log_view),
                                                    "end");

  if (end_mark != NULL)
    gtk_text_view_scroll_to_mark (self->log_view, end_mark, 0.0, TRUE, 0.0, 1.0);
}

static void
update_game_over (SakiyomiSidePanel *self)
{
  gboolean over = sky_position_is_over (sakiyomi_game_session_get_position (self->session));

  if (over)
    {
      g_autofree char *result = sakiyomi_game_session_dup_result (self->session);
      g_autofree char *score = sakiyomi_game_session_dup_final_score (self->session);

      gtk_label_set_text (self->result_label, result);
      gtk_label_set_text (self->final_score_label, score);
    }
  gtk_revealer_set_reveal_child (self->game_over_revealer, over);
}

/* Reversi: the named opening of the game so far, in the side panel. */
static void
update_opening (SakiyomiSidePanel *self)
{
  const SkyOpening *opening = sakiyomi_game_session_get_opening (self->session);

  if (opening != NULL)
    {
      g_autofree char *name = sakiyomi_opening_name (opening);
      /* TRANSLATORS: reversi: "Opening: Tiger" */
      g_autofree char *text = g_strdup_printf (_("Opening: %s"), name);

      gtk_label_set_text (self->opening_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->opening_label), opening != NULL);
}

/* The moves are under the game's view and under the review's: they go
 * with the view shown (the search's view has none).  The review's view
 * shows the moves alone, without the switcher to the log nor the heading
 * of the move shown (the review says it), so that its graph, summaries
 * and moves fit a short window. */
static void
place_moves (SakiyomiSidePanel *self)
{
  GtkWidget *page = adw_view_stack_get_visible_child (self->side_stack);
  GtkWidget *parent = gtk_widget_get_parent (self->moves_box);

  if (page != GTK_WIDGET (self->game_page) && page != GTK_WIDGET (self->review_page))
    return;
  /* Under the review, the moves alone: the log is the game's view's. */
  if (page == GTK_WIDGET (self->review_page))
    gtk_stack_set_visible_child_name (self->moves_stack, "moves");
  gtk_widget_set_visible (self->moves_switcher, page == GTK_WIDGET (self->game_page));
  sakiyomi_move_list_set_show_heading (self->move_list, page == GTK_WIDGET (self->game_page));
  if (parent == page)
    return;
  g_object_ref (self->moves_box);
  gtk_box_remove (GTK_BOX (parent), self->moves_box);
  gtk_box_append (GTK_BOX (page), self->moves_box);
  g_object_unref (self->moves_box);
}


/* The status is one line that never changes height (what is under it
 * holds still); one cut short has all of it in its tooltip. */
static void
follow_status (SakiyomiSidePanel *self)
{
  const char *text = gtk_label_get_label (self->status_label);

  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label),
                               *text != '\0' ? text : NULL);
}

void
sakiyomi_side_panel_set_compact (SakiyomiSidePanel *self,
                                 gboolean           compact)
{
  g_return_if_fail (SAKIYOMI_IS_SIDE_PANEL (self));

  self->compact = compact;
  sakiyomi_players_panel_set_compact (self->players_panel, compact);
  sakiyomi_review_panel_set_compact (self->review_panel, compact);
  sakiyomi_move_list_set_compact (self->move_list, compact);
  /* Not the panel's width (its side margins): that decides whether the
   * window is narrow. */
  gtk_box_set_spacing (self->box, compact ? 4 : 6);
  gtk_box_set_spacing (self->review_page, compact ? 4 : 8);
  gtk_widget_set_margin_top (GTK_WIDGET (self->box), compact ? 8 : 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->box), compact ? 8 : 12);
}

/* ---- Following the session ---------------------------------------------- */

static void
on_changed (SakiyomiSidePanel *self)
{
  sakiyomi_move_list_set_record (self->move_list,
                                 sakiyomi_game_session_get_record (self->session),
                                 sakiyomi_game_session_get_ply (self->session),
                                 sakiyomi_game_session_is_reviewing (self->session));
  update_game_over (self);
  update_opening (self);
}

/* A review starting shows its view; one closed leaves the game's. */
static void
on_review_changed (SakiyomiSidePanel *self)
{
  SakiyomiGameReview *review = sakiyomi_game_session_get_review (self->session);

  if (review != NULL)
    adw_view_stack_set_visible_child (self->side_stack,
                                      GTK_WIDGET (self->review_page));
  else if (adw_view_stack_get_visible_child (self->side_stack)
           == GTK_WIDGET (self->review_page))
    adw_view_stack_set_visible_child (self->side_stack,
                                      GTK_WIDGET (self->game_page));
  sakiyomi_move_list_set_review (self->move_list, review);
}

void
sakiyomi_side_panel_set_session (SakiyomiSidePanel   *self,
                                 SakiyomiGameSession *session)
{
  g_return_if_fail (SAKIYOMI_IS_SIDE_PANEL (self));
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  sakiyomi_players_panel_set_session (self->players_panel, session);
  sakiyomi_search_panel_set_session (self->search_panel, session);
  sakiyomi_review_panel_set_session (self->review_panel, session);
  g_object_bind_property (session, "status", self->status_label, "label",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (session, "changed",
                           G_CALLBACK (on_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "review-changed",
                           G_CALLBACK (on_review_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "log", G_CALLBACK (on_log), self, 0);
  g_signal_connect_object (session, "log-cleared",
                           G_CALLBACK (on_log_cleared), self, 0);
}

void
sakiyomi_side_panel_add_part (SakiyomiSidePanel *self,
                              GtkWidget         *part)
{
  g_return_if_fail (SAKIYOMI_IS_SIDE_PANEL (self));
  g_return_if_fail (GTK_IS_WIDGET (part));

  gtk_box_insert_child_after (self->game_page, part,
                              GTK_WIDGET (self->opening_label));
}

/* ---- GObject ------------------------------------------------------------ */

static void
sakiyomi_side_panel_dispose (GObject *object)
{
  SakiyomiSidePanel *self = SAKIYOMI_SIDE_PANEL (object);

  if (self->log_scroller != NULL)
    g_signal_handlers_disconnect_by_data (gtk_scrolled_window_get_vadjustment (self->log_scroller),
                                          self);
  gtk_widget_dispose_template (GTK_WIDGET (self), SAKIYOMI_TYPE_SIDE_PANEL);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (sakiyomi_side_panel_parent_class)->dispose (object);
}

static void
sakiyomi_side_panel_class_init (SakiyomiSidePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_side_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  g_type_ensure (SAKIYOMI_TYPE_MOVE_LIST);
  g_type_ensure (SAKIYOMI_TYPE_PLAYERS_PANEL);
  g_type_ensure (SAKIYOMI_TYPE_SEARCH_PANEL);
  g_type_ensure (SAKIYOMI_TYPE_REVIEW_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, side_scroller);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, box);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, players_panel);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, side_stack);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, game_page);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, review_page);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, game_over_revealer);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, result_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, final_score_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, opening_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, moves_box);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, moves_switcher);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, moves_stack);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, move_list);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, log_view);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, review_panel);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiSidePanel, search_panel);
}

static void
sakiyomi_side_panel_init (SakiyomiSidePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (gtk_scrolled_window_get_vadjustment (self->log_scroller),
                    "notify::upper", G_CALLBACK (on_log_upper_changed), self);
  g_signal_connect_swapped (self->log_scroller, "map",
                            G_CALLBACK (on_log_mapped), self);
  /* The Review view is there while there is a review to show. */
  g_object_bind_property (self->review_panel, "visible",
                          adw_view_stack_get_page (self->side_stack,
                                                   GTK_WIDGET (self->review_page)),
                          "visible", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->side_stack, "notify::visible-child",
                           G_CALLBACK (place_moves), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->status_label, "notify::label",
                           G_CALLBACK (follow_status), self, G_CONNECT_SWAPPED);
}

SakiyomiPlayersPanel *
sakiyomi_side_panel_get_players_panel (SakiyomiSidePanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_SIDE_PANEL (self), NULL);
  return self->players_panel;
}

SakiyomiMoveList *
sakiyomi_side_panel_get_move_list (SakiyomiSidePanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_SIDE_PANEL (self), NULL);
  return self->move_list;
}

SakiyomiReviewPanel *
sakiyomi_side_panel_get_review_panel (SakiyomiSidePanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_SIDE_PANEL (self), NULL);
  return self->review_panel;
}

GtkLabel *
sakiyomi_side_panel_get_status_label (SakiyomiSidePanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_SIDE_PANEL (self), NULL);
  return self->status_label;
}

GtkRevealer *
sakiyomi_side_panel_get_game_over_revealer (SakiyomiSidePanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_SIDE_PANEL (self), NULL);
  return self->game_over_revealer;
}

GtkLabel *
sakiyomi_side_panel_get_result_label (SakiyomiSidePanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_SIDE_PANEL (self), NULL);
  return self->result_label;
}

GtkWidget *
sakiyomi_side_panel_get_moves_switcher (SakiyomiSidePanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_SIDE_PANEL (self), NULL);
  return self->moves_switcher;
}

char *
sakiyomi_side_panel_dup_log (SakiyomiSidePanel *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_return_val_if_fail (SAKIYOMI_IS_SIDE_PANEL (self), NULL);
  buffer = gtk_text_view_get_buffer (self->log_view);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}
