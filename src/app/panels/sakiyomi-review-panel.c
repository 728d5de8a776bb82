/* sakiyomi-review-panel.c: the game review in the side panel.
 *
 * It follows the session by itself: shown when a review starts, filled as
 * its plies come, hidden when the review is dropped.  What it says is
 * of the move selected (the one that led to the position shown, as the
 * move list highlights it): its class in words, what it lost, the better
 * move, why (study/explain.h) and the line that followed it; the board
 * marks the two moves, and a legend says which mark is which. */
#define G_LOG_DOMAIN "sakiyomi-review-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "explain.h"
#include "sakiyomi-game-text.h"
#include "sakiyomi-line-player.h"
#include "sakiyomi-review-panel.h"

struct _SakiyomiReviewPanel
{
  GtkBox parent_instance;

  SakiyomiGameSession *session;
  SakiyomiGameReview *review;   /* the one followed */

  GtkProgressBar *progress_bar;
  SakiyomiEvalGraph *graph;
  GtkLabel *position_label;
  GtkLabel *line_label;         /* the line that followed the move */
  GtkWidget *marks_legend;      /* the board's two marks, named */
  GtkWidget *playout_box;       /* play out the line after the move played,
                                 * or after the better one */
  GtkButton *played_button;
  GtkButton *better_button;
  SakiyomiLinePlayer *line_player;
  guint shown_ply;              /* the session's ply the panel shows */
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

/* The review of the move selected: the one that led to the position
 * shown, or NULL at the start and while it is not reviewed yet. */
static const SkyReviewPly *
selected_ply (SakiyomiReviewPanel *self)
{
  guint ply = sakiyomi_game_session_get_ply (self->session);

  if (ply == 0 || ply > sakiyomi_game_review_get_n_plies (self->review))
    return NULL;
  return sakiyomi_game_review_get_ply (self->review, ply - 1);
}

/* What the review says of the move selected, in words. */
static char *
position_text (SakiyomiReviewPanel *self)
{
  guint ply = sakiyomi_game_session_get_ply (self->session);
  const SkyRecord *record = sakiyomi_game_review_get_record (self->review);
  const SkyReviewPly *judged;
  g_autoptr(SkyExplanation) explanation = NULL;

  if (ply == 0)
    return g_strdup (_("The start position: choose a move to see how it was judged."));
  judged = selected_ply (self);
  if (judged == NULL)
    return g_strdup (_("This move is not reviewed yet."));
  explanation = sky_explain_move (sky_record_get_position (record, ply - 1), judged);
  /* A move the opening book knows and keeps to (leaving it is one of the
   * explanation's reasons). */
  if (judged->book && judged->book_move)
    return g_strdup_printf ("%s %s", explanation->text,
                            _("It follows the known opening line."));
  return g_strdup (explanation->text);
}

/* The line that followed the move selected, in the engine's view. */
static char *
line_text (SakiyomiReviewPanel *self)
{
  const SkyReviewPly *judged = selected_ply (self);
  const SkyRecord *record = sakiyomi_game_review_get_record (self->review);
  g_autoptr(GString) moves = g_string_new (NULL);
  SkyPosition *pos;

  if (judged == NULL || judged->refutation_length == 0 || judged->loss <= 0)
    return NULL;
  pos = sky_position_copy (sky_record_get_position (record, judged->ply + 1));
  for (int i = 0; i < judged->refutation_length && i < 6; i++)
    {
      SkyMove move = judged->refutation[i];
      g_autofree char *name = move == SKY_MOVE_PASS ? g_strdup (_("pass"))
                                                    : sakiyomi_cell_name (pos->game, move);

      if (!sky_position_is_legal_move (pos, move))
        break;
      g_string_append_printf (moves, "%s%s", i > 0 ? " " : "", name);
      sky_position_play (pos, move);
    }
  sky_position_free (pos);
  if (moves->len == 0)
    return NULL;
  /* TRANSLATORS: the engine's line after a mistake: "What follows: a1 c6
   * b3" */
  return g_strdup_printf (_("What follows: %s"), moves->str);
}

/* The buttons that play out the two lines of the move selected. */
static void
update_playout (SakiyomiReviewPanel *self,
                const SkyReviewPly  *judged)
{
  const SkyRecord *record = sakiyomi_game_review_get_record (self->review);
  gboolean shown = judged != NULL && judged->loss > 0
                   && judged->played != judged->best
                   && judged->best != SKY_MOVE_PASS && judged->pv_length > 0;

  gtk_widget_set_visible (self->playout_box, shown);
  if (shown)
    {
      const SkyPosition *before = sky_record_get_position (record, judged->ply);
      g_autofree char *played = sakiyomi_cell_name (before->game, judged->played);
      g_autofree char *better = sakiyomi_cell_name (before->game, judged->best);
      /* TRANSLATORS: a button that plays out on the board what follows a
       * move: "Play Out b2" */
      g_autofree char *played_label = g_strdup_printf (_("Play Out %s"), played);
      g_autofree char *better_label = g_strdup_printf (_("Play Out %s"), better);

      gtk_button_set_label (self->played_button, played_label);
      gtk_button_set_label (self->better_button, better_label);
    }
}

static void
play_out (SakiyomiReviewPanel *self,
          gboolean             played)
{
  const SkyRecord *record = sakiyomi_game_review_get_record (self->review);
  guint ply = sakiyomi_game_session_get_ply (self->session);
  const SkyReviewPly *judged;
  const SkyPosition *before;
  SkyMove moves[SKY_REVIEW_LINE_MAX + 1];
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  int n = 0;

  if (ply == 0 || ply > sakiyomi_game_review_get_n_plies (self->review))
    return;
  judged = sakiyomi_game_review_get_ply (self->review, ply - 1);
  if (judged == NULL)
    return;
  before = sky_record_get_position (record, judged->ply);
  if (played)
    {
      moves[n++] = judged->played;
      for (int i = 0; i < judged->refutation_length; i++)
        moves[n++] = judged->refutation[i];
    }
  else
    for (int i = 0; i < judged->pv_length; i++)
      moves[n++] = judged->pv[i];
  name = sakiyomi_cell_name (before->game, moves[0]);
  /* TRANSLATORS: the title of a line played out: "After b2" */
  title = g_strdup_printf (_("After %s"), name);
  sakiyomi_line_player_start (self->line_player, title, before, moves, n);
}

static void
on_play_played (SakiyomiReviewPanel *self)
{
  play_out (self, TRUE);
}

static void
on_play_better (SakiyomiReviewPanel *self)
{
  play_out (self, FALSE);
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
    g_autofree char *line = line_text (self);
    const SkyReviewPly *judged = selected_ply (self);

    /* A line played out is of the move it was started from. */
    if (self->shown_ply != sakiyomi_game_session_get_ply (self->session))
      sakiyomi_line_player_stop (self->line_player);
    self->shown_ply = sakiyomi_game_session_get_ply (self->session);
    update_playout (self, judged);
    gtk_label_set_text (self->line_label, line != NULL ? line : "");
    gtk_widget_set_visible (GTK_WIDGET (self->line_label), line != NULL);
    /* The legend where the board shows both marks. */
    gtk_widget_set_visible (self->marks_legend,
                            judged != NULL && judged->loss > 0
                            && judged->played != judged->best
                            && judged->best != SKY_MOVE_PASS);
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
#define GRAPH_HEIGHT 92
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
  gtk_box_set_spacing (GTK_BOX (self), compact ? 3 : 4);
}

SakiyomiLinePlayer *
sakiyomi_review_panel_get_line_player (SakiyomiReviewPanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_REVIEW_PANEL (self), NULL);
  return self->line_player;
}

void
sakiyomi_review_panel_play_out (SakiyomiReviewPanel *self,
                                gboolean             played)
{
  g_return_if_fail (SAKIYOMI_IS_REVIEW_PANEL (self));
  if (self->review != NULL)
    play_out (self, played);
}

const char *
sakiyomi_review_panel_get_comment (SakiyomiReviewPanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_REVIEW_PANEL (self), NULL);
  return gtk_label_get_text (self->position_label);
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
  g_type_ensure (SAKIYOMI_TYPE_LINE_PLAYER);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-review-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, graph);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, position_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, line_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, marks_legend);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, playout_box);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, played_button);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, better_button);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiReviewPanel, line_player);
  gtk_widget_class_bind_template_callback (widget_class, on_play_played);
  gtk_widget_class_bind_template_callback (widget_class, on_play_better);
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
