/* sakiyomi-line-player.c: a line of moves played out step by step (see the
 * header).
 *
 * The player keeps the line's positions itself and says which one to show
 * with ::position (the position, and the position before it so that the
 * board can turn the discs over); the window shows it on the board instead
 * of the game's, and the game's again on ::closed.  The game itself is not
 * touched: the review stays where it was. */
#define G_LOG_DOMAIN "sakiyomi-line-player"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-game-text.h"
#include "sakiyomi-line-player.h"

struct _SakiyomiLinePlayer
{
  GtkBox parent_instance;

  GPtrArray *positions;         /* SkyPosition*: the start, then after
                                 * each move */
  GArray *moves;                /* SkyMove */
  char *title;
  guint shown;                  /* the index of the position shown */

  GtkWidget *caption;
  GtkWidget *back;
  GtkWidget *forward;
};

G_DEFINE_FINAL_TYPE (SakiyomiLinePlayer, sakiyomi_line_player, GTK_TYPE_BOX)

enum {
  POSITION,
  CLOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show (SakiyomiLinePlayer *self)
{
  guint n = self->moves->len;
  g_autofree char *caption = NULL;

  if (self->shown > 0)
    {
      const SkyPosition *before = g_ptr_array_index (self->positions, self->shown - 1);
      SkyMove move = g_array_index (self->moves, SkyMove, self->shown - 1);
      g_autofree char *words = sakiyomi_describe_move (before, move);

      /* TRANSLATORS: a line played out on the board: "After b2 · 2 of 6:
       * White plays a1" */
      caption = g_strdup_printf (_("%s · %u of %u: %s"), self->title,
                                 self->shown, n, words);
    }
  else
    caption = g_strdup (self->title);
  gtk_label_set_text (GTK_LABEL (self->caption), caption);
  gtk_widget_set_sensitive (self->back, self->shown > 0);
  gtk_widget_set_sensitive (self->forward, self->shown < n);
  g_signal_emit (self, signals[POSITION], 0,
                 g_ptr_array_index (self->positions, self->shown),
                 self->shown > 0 ? g_ptr_array_index (self->positions, self->shown - 1)
                                 : NULL);
}

void
sakiyomi_line_player_start (SakiyomiLinePlayer *self,
                            const char         *title,
                            const SkyPosition  *start,
                            const SkyMove      *moves,
                            int                 n)
{
  SkyPosition *pos;

  g_return_if_fail (SAKIYOMI_IS_LINE_PLAYER (self));
  g_return_if_fail (start != NULL);

  g_ptr_array_set_size (self->positions, 0);
  g_array_set_size (self->moves, 0);
  g_free (self->title);
  self->title = g_strdup (title);
  pos = sky_position_copy (start);
  g_ptr_array_add (self->positions, sky_position_copy (pos));
  for (int i = 0; i < n && !sky_position_is_over (pos); i++)
    {
      if (!sky_position_is_legal_move (pos, moves[i]))
        break;
      sky_position_play (pos, moves[i]);
      g_array_append_val (self->moves, moves[i]);
      g_ptr_array_add (self->positions, sky_position_copy (pos));
    }
  sky_position_free (pos);
  /* The first move at once: the line is of what that move does. */
  self->shown = self->moves->len > 0 ? 1 : 0;
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  show (self);
}

void
sakiyomi_line_player_stop (SakiyomiLinePlayer *self)
{
  g_return_if_fail (SAKIYOMI_IS_LINE_PLAYER (self));

  if (self->positions->len == 0)
    return;
  g_ptr_array_set_size (self->positions, 0);
  g_array_set_size (self->moves, 0);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_signal_emit (self, signals[CLOSED], 0);
}

gboolean
sakiyomi_line_player_is_playing (SakiyomiLinePlayer *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_LINE_PLAYER (self), FALSE);
  return self->positions->len > 0;
}

gboolean
sakiyomi_line_player_step (SakiyomiLinePlayer *self,
                           gboolean            forward)
{
  g_return_val_if_fail (SAKIYOMI_IS_LINE_PLAYER (self), FALSE);

  if (self->positions->len == 0
      || (forward && self->shown >= self->moves->len)
      || (!forward && self->shown == 0))
    return FALSE;
  self->shown += forward ? 1 : -1;
  show (self);
  return TRUE;
}

const SkyPosition *
sakiyomi_line_player_get_position (SakiyomiLinePlayer *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_LINE_PLAYER (self), NULL);
  if (self->positions->len == 0)
    return NULL;
  return g_ptr_array_index (self->positions, self->shown);
}

static void
on_back (SakiyomiLinePlayer *self)
{
  sakiyomi_line_player_step (self, FALSE);
}

static void
on_forward (SakiyomiLinePlayer *self)
{
  sakiyomi_line_player_step (self, TRUE);
}

static void
on_close (SakiyomiLinePlayer *self)
{
  sakiyomi_line_player_stop (self);
}

static void
sakiyomi_line_player_finalize (GObject *object)
{
  SakiyomiLinePlayer *self = SAKIYOMI_LINE_PLAYER (object);

  g_ptr_array_unref (self->positions);
  g_array_unref (self->moves);
  g_free (self->title);
  G_OBJECT_CLASS (sakiyomi_line_player_parent_class)->finalize (object);
}

static void
sakiyomi_line_player_class_init (SakiyomiLinePlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sakiyomi_line_player_finalize;

  /* ::position (position, before or NULL): show position on the board. */
  signals[POSITION] =
    g_signal_new ("position", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_POINTER, G_TYPE_POINTER);
  signals[CLOSED] =
    g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static GtkWidget *
icon_button (const char *icon,
             const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return button;
}

static void
sakiyomi_line_player_init (SakiyomiLinePlayer *self)
{
  GtkWidget *close, *row;

  self->positions = g_ptr_array_new_with_free_func ((GDestroyNotify) sky_position_free);
  self->moves = g_array_new (FALSE, FALSE, sizeof (SkyMove));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 2);
  gtk_widget_add_css_class (GTK_WIDGET (self), "card");
  self->back = icon_button ("go-previous-symbolic", _("Move Back"));
  self->forward = icon_button ("go-next-symbolic", _("Move Forward"));
  close = gtk_button_new_with_label (_("Back to Review"));
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_set_hexpand (close, TRUE);
  gtk_widget_set_halign (close, GTK_ALIGN_END);
  self->caption = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->caption), 0);
  gtk_label_set_wrap (GTK_LABEL (self->caption), TRUE);
  gtk_widget_set_margin_start (self->caption, 8);
  gtk_widget_set_margin_end (self->caption, 8);
  gtk_widget_set_margin_top (self->caption, 6);
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_set_margin_start (row, 4);
  gtk_widget_set_margin_end (row, 4);
  gtk_widget_set_margin_bottom (row, 4);
  gtk_box_append (GTK_BOX (row), self->back);
  gtk_box_append (GTK_BOX (row), self->forward);
  gtk_box_append (GTK_BOX (row), close);
  gtk_box_append (GTK_BOX (self), self->caption);
  gtk_box_append (GTK_BOX (self), row);
  g_signal_connect_swapped (self->back, "clicked", G_CALLBACK (on_back), self);
  g_signal_connect_swapped (self->forward, "clicked", G_CALLBACK (on_forward), self);
  g_signal_connect_swapped (close, "clicked", G_CALLBACK (on_close), self);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
sakiyomi_line_player_new (void)
{
  return g_object_new (SAKIYOMI_TYPE_LINE_PLAYER, NULL);
}
