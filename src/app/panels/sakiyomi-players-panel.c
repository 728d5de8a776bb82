/* sakiyomi-players-panel.c: the two players in the side panel.
 *
 * Each row has the side's token (a disc, X or O, or the tint number-grab
 * gives a side's numbers), the player's name, the side and whether it is
 * to move, and the score; under them, for a game from a file, what the
 * file says of it (sakiyomi-game-details.h).  The panel follows its
 * session by itself. */
#define G_LOG_DOMAIN "sakiyomi-players-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-board-painter.h"
#include "sakiyomi-game-details.h"
#include "sakiyomi-game-text.h"
#include "sakiyomi-players-panel.h"

struct _SakiyomiPlayersPanel
{
  GtkBox parent_instance;

  SakiyomiGameSession *session;

  GtkBox *rows_box;
  GtkWidget *first_row;
  GtkWidget *second_row;
  GtkDrawingArea *first_token;
  GtkDrawingArea *second_token;
  GtkLabel *first_name;
  GtkLabel *second_name;
  GtkLabel *first_detail;
  GtkLabel *second_detail;
  GtkLabel *first_score;
  GtkLabel *second_score;
  GtkWidget *details_expander;
  GtkLabel *details_label;
  gboolean compact;             /* side by side, names in two lines at most */
};

G_DEFINE_FINAL_TYPE (SakiyomiPlayersPanel, sakiyomi_players_panel, GTK_TYPE_BOX)

/* The side's token as the game's painter draws it. */
static void
draw_token (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  SakiyomiPlayersPanel *self = user_data;
  SkySide side = area == self->first_token ? SKY_SIDE_FIRST : SKY_SIDE_SECOND;
  double cx = width / 2.0, cy = height / 2.0;
  double r = MIN (width, height) / 2.0 - 2;
  g_autoptr(SakiyomiBoardPainter) painter = NULL;
  const SkyGame *game;

  if (self->session == NULL
      || (game = sakiyomi_game_session_get_game (self->session)) == NULL)
    return;

  painter = sakiyomi_board_painter_new_for_game (game);
  sakiyomi_board_painter_draw_token (painter, GTK_WIDGET (area), cr, cx, cy,
                                     r, side);
}

static void
update (SakiyomiPlayersPanel *self)
{
  const SkyGame *game = sakiyomi_game_session_get_game (self->session);
  const SkyPosition *pos = sakiyomi_game_session_get_position (self->session);
  gboolean over = sky_position_is_over (pos);
  gboolean scores = game->shows_score;
  GtkWidget *rows[2] = { self->first_row, self->second_row };
  GtkLabel *names[2] = { self->first_name, self->second_name };
  GtkLabel *details[2] = { self->first_detail, self->second_detail };
  GtkLabel *score_labels[2] = { self->first_score, self->second_score };
  g_autofree char *game_details = NULL;

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = sakiyomi_game_session_dup_player_name (self->session,
                                                                     side);
      g_autofree char *score = NULL;
      const char *detail = sakiyomi_side_name (game, side);
      g_autofree char *detail_text = NULL;

      gtk_label_set_text (names[side], name);
      /* A name cut short is whole in its tooltip. */
      gtk_widget_set_tooltip_text (GTK_WIDGET (names[side]),
                                   self->compact ? name : NULL);
      if (!over && pos->to_move == (SkySide) side)
        {
          /* TRANSLATORS: "Black · to move" under a player's name */
          detail_text = g_strdup_printf (_("%s · to move"), detail);
          gtk_widget_add_css_class (rows[side], "to-move");
        }
      else
        {
          detail_text = g_strdup (detail);
          gtk_widget_remove_css_class (rows[side], "to-move");
        }
      gtk_label_set_text (details[side], detail_text);

      score = sakiyomi_format_score (game->score (pos, side));
      gtk_label_set_text (score_labels[side], score);
      gtk_widget_set_visible (GTK_WIDGET (score_labels[side]), scores);
    }
  game_details = sakiyomi_game_details_describe (sakiyomi_game_session_get_record (self->session));
  gtk_label_set_text (self->details_label, game_details != NULL ? game_details : "");
  gtk_widget_set_visible (self->details_expander, game_details != NULL);

  gtk_widget_queue_draw (GTK_WIDGET (self->first_token));
  gtk_widget_queue_draw (GTK_WIDGET (self->second_token));
}

const char *
sakiyomi_players_panel_get_details (SakiyomiPlayersPanel *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PLAYERS_PANEL (self), NULL);

  if (!gtk_widget_get_visible (self->details_expander))
    return NULL;
  return gtk_label_get_text (self->details_label);
}

const char *
sakiyomi_players_panel_get_name (SakiyomiPlayersPanel *self,
                                 SkySide               side)
{
  g_return_val_if_fail (SAKIYOMI_IS_PLAYERS_PANEL (self), NULL);
  return gtk_label_get_text (side == SKY_SIDE_FIRST ? self->first_name
                                                    : self->second_name);
}

void
sakiyomi_players_panel_set_compact (SakiyomiPlayersPanel *self,
                                    gboolean              compact)
{
  g_return_if_fail (SAKIYOMI_IS_PLAYERS_PANEL (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->rows_box),
                                  compact ? GTK_ORIENTATION_HORIZONTAL
                                          : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_homogeneous (self->rows_box, compact);
  gtk_box_set_spacing (self->rows_box, compact ? 8 : 4);
  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self->rows_box), "players-compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->rows_box), "players-compact");
  self->compact = compact;
  /* Half the width each: a long name ("Computer (Monte Carlo, …)") takes
   * two lines at most and is cut short after them, so that its first
   * words stay whole; its tooltip has it all. */
  for (guint i = 0; i < 2; i++)
    {
      GtkLabel *name = i == 0 ? self->first_name : self->second_name;
      GtkWidget *row = i == 0 ? self->first_row : self->second_row;

      gtk_label_set_wrap_mode (name, compact ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD);
      gtk_label_set_lines (name, compact ? 2 : -1);
      gtk_label_set_ellipsize (name, compact ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (name),
                                   compact ? gtk_label_get_text (name) : NULL);
      gtk_box_set_spacing (GTK_BOX (row), compact ? 4 : 10);
    }
}

void
sakiyomi_players_panel_set_session (SakiyomiPlayersPanel *self,
                                    SakiyomiGameSession  *session)
{
  g_return_if_fail (SAKIYOMI_IS_PLAYERS_PANEL (self));
  g_return_if_fail (SAKIYOMI_IS_GAME_SESSION (session));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  g_signal_connect_object (session, "changed", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  if (sakiyomi_game_session_get_record (session) != NULL)
    update (self);
}

static void
sakiyomi_players_panel_dispose (GObject *object)
{
  SakiyomiPlayersPanel *self = SAKIYOMI_PLAYERS_PANEL (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), SAKIYOMI_TYPE_PLAYERS_PANEL);
  G_OBJECT_CLASS (sakiyomi_players_panel_parent_class)->dispose (object);
}

static void
sakiyomi_players_panel_class_init (SakiyomiPlayersPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sakiyomi_players_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-players-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, rows_box);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, first_row);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, second_row);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, first_token);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, second_token);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, first_name);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, second_name);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, first_detail);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, second_detail);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, first_score);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, second_score);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, details_expander);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPlayersPanel, details_label);
}

static void
sakiyomi_players_panel_init (SakiyomiPlayersPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->first_token, draw_token, self, NULL);
  gtk_drawing_area_set_draw_func (self->second_token, draw_token, self, NULL);
}
