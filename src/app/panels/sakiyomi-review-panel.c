/* sakiyomi-review-panel.c: the game review in the side panel.
 *
 * It follows the session by itself: shown when a review starts, filled as
 * its plies come, hidden when the review is dropped.  What it says of the
 * position shown is the review of the move to be played from it: the best
 * move and its value, and how much the move played lost. */
#define G_LOG_DOMAIN "sakiyomi-review-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-game-text.h"
#include "sakiyomi-review-panel.h"

struct _SakiyomiReviewPanel
{
  GtkBox parent_instance;

  SakiyomiGameSession *session;
  SakiyomiGameReview *review;   /* the one followed */

  GtkProgressBar *progress_bar;
  SakiyomiEvalGraph *graph;
  GtkLabel *position_label;
  GtkLabel *first_summary;
  GtkLabel *second_summary;
};

G_DEFINE_FINAL_TYPE (SakiyomiReviewPanel, sakiyomi_review_panel, GTK_TYPE_BOX)

static char *
summary_text (SakiyomiReviewPanel *self,
              SkySide              side)
{
  const SkyGame *game = sakiyomi_game_session_get_game (self->session);
  SkyReviewSummary summary;
  g_autofree char *loss = NULL;

  sakiyomi_game_review_summarize (self->review, side, &summary);
  loss = sakiyomi_format_review_loss (game, summary.average_loss);
  /* TRANSLATORS: a side's review: "Black: 2 ?!, 1 ?, 0 ?? · average loss
   * 1.4 discs" (?! inaccuracy, ? mistake, ?? blunder) */
  return g_strdup_printf (_("%s: %u ?!, %u ?, %u ?? · average loss %s"),
                          sakiyomi_side_name (game, side),
                          summary.counts[SKY_JUDGEMENT_INACCURACY],
                          summary.counts[SKY_JUDGEMENT_MISTAKE],
                          summary.counts[SKY_JUDGEMENT_BLUNDER], loss);
}

static char *
move_name (const SkyPosition *pos,
           SkyMove            move)
{
  return move == SKY_MOVE_PASS ? g_strdup (_("pass"))
                               : sakiyomi_cell_name (pos->game, move);
}

/* What the review says of the move to be played from the position shown. */
static char *
position_text (SakiyomiReviewPanel *self)
{
  guint ply = sakiyomi_game_session_get_ply (self->session);
  const SkyRecord *record = sakiyomi_game_review_get_record (self->review);
  const SkyReviewPly *review;
  const SkyPosition *pos;
  const SkyGame *game;
  g_autofree char *best = NULL;
  g_autofree char *best_value = NULL;
  g_autofree char *played = NULL;
  g_autofree char *played_value = NULL;
  const char *judgement;

  if (ply >= sakiyomi_game_review_get_n_plies (self->review))
    return g_strdup (sky_position_is_over (sky_record_get_end (record))
                     ? _("The end of the game.")
                     : _("No move was played from here yet."));
  review = sakiyomi_game_review_get_ply (self->review, ply);
  if (review == NULL)
    return g_strdup (_("This move is not reviewed yet."));
  pos = sky_record_get_position (record, ply);
  game = pos->game;
  best = move_name (pos, review->best);
  best_value = sakiyomi_format_review_value (game, review->best_value);
  if (review->played == review->best || review->loss <= 0)
    /* TRANSLATORS: the review of the position shown: "Best here: f5
     * (+2 discs), as played" */
    return g_strdup_printf (_("Best here: %s (%s), as played"), best, best_value);
  played = move_name (pos, review->played);
  played_value = sakiyomi_format_review_value (game, review->played_value);
  judgement = sakiyomi_judgement_name (review->judgement);
  if (judgement != NULL)
    /* TRANSLATORS: "Best here: c4 (+2 discs). Played: d3 (−6 discs):
     * Mistake ?" */
    return g_strdup_printf (_("Best here: %s (%s). Played: %s (%s): %s %s"),
                            best, best_value, played, played_value,
                            judgement, sky_judgement_symbol (review->judgement));
  /* TRANSLATORS: "Best here: c4 (+2 discs). Played: d3 (+1 disc)" */
  return g_strdup_printf (_("Best here: %s (%s). Played: %s (%s)"),
                          best, best_value, played, played_value);
}

static void
update (SakiyomiReviewPanel *self)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *position = NULL;
  guint done, total;

  if (self->review == NULL)
    return;
  done = sakiyomi_game_review_get_n_done (self->review);
  total = sakiyomi_game_review_get_n_plies (self->review);
  if (!sakiyomi_game_review_is_finished (self->review))
    {
      /* TRANSLATORS: the review's progress, "12 of 60 moves" */
      g_autofree char *text = g_strdup_printf (ngettext ("%u of %u move",
                                                         "%u of %u moves", total),
                                               done, total);

      gtk_progress_bar_set_fraction (self->progress_bar,
                                     total > 0 ? (double) done / total : 1.0);
      gtk_progress_bar_set_text (self->progress_bar, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar),
                          !sakiyomi_game_review_is_finished (self->review));

  position = position_text (self);
  {
    guint ply = sakiyomi_game_session_get_ply (self->session);
    const SkyReviewPly *review = ply < total
                                 ? sakiyomi_game_review_get_ply (self->review, ply)
                                 : NULL;

    /* Judged by the opening book: say whether the move stays in it. */
    if (review != NULL && review->book)
      {
        g_autofree char *plain = g_steal_pointer (&position);

        /* TRANSLATORS: the review of a position of the opening book,
         * "Best here: f5 (+1.39 discs), as played · book move" */
        position = g_strdup_printf (_("%s · %s"), plain,
                                    review->book_move ? _("book move")
                                                      : _("leaves the book"));
      }
  }
  gtk_label_set_text (self->position_label, position);
  first = summary_text (self, SKY_SIDE_FIRST);
  second = summary_text (self, SKY_SIDE_SECOND);
  gtk_label_set_text (self->first_summary, first);
  gtk_label_set_text (self->second_summary, second);
  sakiyomi_eval_graph_set_ply (self->graph, sakiyomi_game_session_get_ply (self->session));
}

static void
on_review_changed (SakiyomiGameSession *session,
                   SakiyomiReviewPanel *self)
{
  SakiyomiGameReview *review = sakiyomi_game_session_get_review (session);

  if (self->review != NULL)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_set_object (&self->review, review);
  if (review != NULL)
    {
      g_signal_connect_object (review, "ply-ready", G_CALLBACK (update), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (review, "finished", G_CALLBACK (update), self,
                               G_CONNECT_SWAPPED);
    }
  sakiyomi_eval_graph_set_review (self->graph, review);
  gtk_widget_set_visible (GTK_WIDGET (self), review != NULL);
  update (self);
}

static void
on_graph_ply_activated (SakiyomiEvalGraph   *graph,
                        guint                ply,
                        SakiyomiReviewPanel *self)
{
  if (self->session != NULL
      && ply <= sakiyomi_game_session_get_n_moves (self->session))
    sakiyomi_game_session_go_to_ply (self->session, ply, TRUE);
}

void
sakiyomi_review_panel_set_session (SakiyomiReviewPanel *self,
                                   SakiyomiGameSession *session)
{
  g_return_if_fail (SAKIYOMI_IS_REVIEW_PANEL (self));
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (session));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  g_signal_connect_object (session, "review-changed",
                           G_CALLBACK (on_review_changed), self, 0);
  g_signal_connect_object (session, "changed", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  on_review_changed (session, self);
}

/* The graph's height, in the side panel beside the board and compact. */
#define GRAPH_HEIGHT 100
#define GRAPH_HEIGHT_COMPACT 64

void
sakiyomi_review_panel_set_compact (SakiyomiReviewPanel *self,
                                   gboolean             compact)
{
  g_return_if_fail (SAKIYOMI_IS_REVIEW_PANEL (self));
  gtk_widget_set_size_request (GTK_WIDGET (self->graph), -1,
                               compact ? GRAPH_HEIGHT_COMPACT : GRAPH_HEIGHT);
  /* The progress as a bar alone: the status says how many moves are
   * judged. */
  gtk_progress_bar_set_show_text (self->progress_bar, !compact);
  gtk_box_set_spacing (GTK_BOX (self), compact ? 4 : 6);
}

SakiyomiEvalGraph *
sakiyomi_review_panel_get_graph (SakiyomiReviewPanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_REVIEW_PANEL (self), NULL);
  return self->graph;
}

static void
sakiyomi_review_panel_dispose (GObject *object)
{
  SakiyomiReviewPanel *self = SAKIYOMI_REVIEW_PANEL (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->review != NULL)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_clear_object (&self->review);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), SAKIYOMI_TYPE_REVIEW_PANEL);
  G_OBJECT_CLASS (sakiyomi_review_panel_parent_class)->dispose (object);
}

static void
sakiyomi_review_panel_class_init (SakiyomiReviewPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sakiyomi_review_panel_dispose;
  g_type_ensure (SAKIYOMI_TYPE_EVAL_GRAPH);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-review-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, graph);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, position_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, first_summary);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, second_summary);
}

static void
sakiyomi_review_panel_init (SakiyomiReviewPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->graph, "ply-activated",
                    G_CALLBACK (on_graph_ply_activated), self);
}
