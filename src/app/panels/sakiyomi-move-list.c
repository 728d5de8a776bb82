/* sakiyomi-move-list.c: the moves of a game in numbered rows beside the
 * board.
 *
 * A grid in a scrolled window: row 0 is the start position, then one row
 * per move number with the first side's move and the second side's, each
 * a flat button.  The record is read when it is set, not kept: the window
 * owns the game, the list only shows it and says which ply was clicked.
 */
#define G_LOG_DOMAIN "sakiyomi-move-list"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-game-text.h"
#include "sakiyomi-move-list.h"

/* The least height of the rows: eight of them (a review's moves stay
 * readable beside the graph; the side panel scrolls as a whole when the
 * window is shorter), or two when compact. */
#define MIN_HEIGHT 184
#define MIN_HEIGHT_COMPACT 44

struct _SakiyomiMoveList
{
  GtkWidget parent_instance;

  GtkWidget *scroller;
  GtkWidget *grid;
  GtkWidget *start_button;
  GtkWidget *ellipsis;          /* the first row's gap when the second side starts */
  GPtrArray *buttons;           /* GtkWidget*, [i] plays move i (leads to ply i + 1) */
  GPtrArray *numbers;           /* GtkWidget*, [r] the label of row r + 1 */
  GtkWidget *review_revealer;
  GtkLabel *review_label;

  SakiyomiGameReview *review;   /* marks the moves it judged, or NULL */

  guint offset;                 /* 1 when the second side moves first */
  guint current;
  guint scroll_id;
};

G_DEFINE_FINAL_TYPE (SakiyomiMoveList, sakiyomi_move_list, GTK_TYPE_WIDGET)

enum {
  SIGNAL_PLY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_button_clicked (GtkButton        *button,
                   SakiyomiMoveList *self)
{
  guint ply = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ply"));

  g_signal_emit (self, signals[SIGNAL_PLY_ACTIVATED], 0, ply);
}

static GtkWidget *
new_move_button (SakiyomiMoveList *self,
                 guint             ply)
{
  GtkWidget *button = gtk_button_new_with_label ("");

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0.0);
  g_object_set_data (G_OBJECT (button), "ply", GUINT_TO_POINTER (ply));
  g_signal_connect (button, "clicked", G_CALLBACK (on_button_clicked), self);
  return button;
}

/* Removes every move row, keeping the start row. */
static void
clear_moves (SakiyomiMoveList *self)
{
  for (guint i = 0; i < self->buttons->len; i++)
    gtk_grid_remove (GTK_GRID (self->grid), g_ptr_array_index (self->buttons, i));
  for (guint i = 0; i < self->numbers->len; i++)
    gtk_grid_remove (GTK_GRID (self->grid), g_ptr_array_index (self->numbers, i));
  g_ptr_array_set_size (self->buttons, 0);
  g_ptr_array_set_size (self->numbers, 0);
  if (self->ellipsis != NULL)
    {
      gtk_grid_remove (GTK_GRID (self->grid), self->ellipsis);
      self->ellipsis = NULL;
    }
}

/* The label of move index as the board names its squares: reversi's
 * "f5"; "(row, column)" from 1 for the boards numbered that way, with
 * the number taken in number-grab, "(1, 8) +8"; "pass". */
static char *
move_label (const SkyRecord *record,
            guint            index)
{
  const SkyPosition *before = sky_record_get_position (record, index);
  const SkyGame *game = before->game;
  SkyMove move = sky_record_get_move (record, index);
  g_autofree char *cell = NULL;

  if (move == SKY_MOVE_PASS)
    return g_strdup (_("pass"));
  /* Squares with names of their own are written as the record writes
   * them ("f5"). */
  if (game->algebraic_squares)
    return sky_record_get_move_text (record, index);
  cell = g_strdup_printf ("(%d, %d)", move / game->width + 1,
                          move % game->width + 1);
  /* A number taken (number-grab): which number too. */
  if (game->cell (before, move).kind == SKY_CELL_NUMBER)
    {
      g_autofree char *number = sakiyomi_format_number (game->cell (before, move).value);

      return g_strdup_printf ("%s %s", cell, number);
    }
  return g_steal_pointer (&cell);
}

static const char *const judgement_classes[SKY_N_JUDGEMENTS] = {
  NULL, "inaccuracy", "mistake", "blunder",
};

/* Writes move index's button: its label and words, with the review's
 * class and what was better when the review has judged it. */
static void
show_move (SakiyomiMoveList *self,
           guint             index)
{
  GtkWidget *button = g_ptr_array_index (self->buttons, index);
  const char *label = g_object_get_data (G_OBJECT (button), "move-label");
  const char *words = g_object_get_data (G_OBJECT (button), "move-words");
  const SkyReviewPly *review = NULL;
  g_autofree char *marked = NULL;
  g_autofree char *told = NULL;

  if (self->review != NULL
      && index < sakiyomi_game_review_get_n_plies (self->review))
    review = sakiyomi_game_review_get_ply (self->review, index);
  for (guint j = 1; j < SKY_N_JUDGEMENTS; j++)
    gtk_widget_remove_css_class (button, judgement_classes[j]);
  if (review != NULL && review->judgement != SKY_JUDGEMENT_NONE)
    {
      const SkyPosition *pos = sky_record_get_position (sakiyomi_game_review_get_record (self->review),
                                                        index);
      g_autofree char *best = review->best == SKY_MOVE_PASS
        ? g_strdup (_("pass")) : sakiyomi_cell_name (pos->game, review->best);
      g_autofree char *value = sakiyomi_format_review_value (pos->game, review->best_value);
      g_autofree char *loss = sakiyomi_format_review_loss (pos->game, review->loss);

      marked = g_strdup_printf ("%s %s", label, sky_judgement_symbol (review->judgement));
      /* TRANSLATORS: a move's tooltip in a reviewed game: "12. Black plays
       * d3", a new line, "Mistake, 8.0 discs lost: better c4 (+2 discs)" */
      told = g_strdup_printf (_("%s\n%s, %s lost: better %s (%s)"), words,
                              sakiyomi_judgement_name (review->judgement),
                              loss, best, value);
      gtk_widget_add_css_class (button, judgement_classes[review->judgement]);
    }
  gtk_button_set_label (GTK_BUTTON (button), marked != NULL ? marked : label);
  gtk_widget_set_tooltip_text (button, told != NULL ? told : words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  told != NULL ? told : words, -1);
}

static void
on_review_ply_ready (SakiyomiGameReview *review,
                     guint               ply,
                     SakiyomiMoveList   *self)
{
  if (ply < self->buttons->len)
    show_move (self, ply);
}

void
sakiyomi_move_list_set_review (SakiyomiMoveList   *self,
                               SakiyomiGameReview *review)
{
  g_return_if_fail (SAKIYOMI_IS_MOVE_LIST (self));

  if (self->review == review)
    return;
  if (self->review != NULL)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_set_object (&self->review, review);
  if (review != NULL)
    g_signal_connect_object (review, "ply-ready",
                             G_CALLBACK (on_review_ply_ready), self, 0);
  for (guint i = 0; i < self->buttons->len; i++)
    if (g_object_get_data (G_OBJECT (g_ptr_array_index (self->buttons, i)),
                           "move-label") != NULL)
      show_move (self, i);
}

static gboolean
scroll_to_current_cb (gpointer user_data)
{
  SakiyomiMoveList *self = user_data;
  GtkWidget *button;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double value, page;

  self->scroll_id = 0;
  button = self->current == 0 ? self->start_button
                              : g_ptr_array_index (self->buttons, self->current - 1);
  if (!gtk_widget_compute_bounds (button, self->grid, &bounds))
    return G_SOURCE_REMOVE;
  /* In the scrolled content the grid starts below its margin. */
  bounds.origin.y += gtk_widget_get_margin_top (self->grid);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment,
                              bounds.origin.y + bounds.size.height - page);
  return G_SOURCE_REMOVE;
}

/* A list made shorter or taller (the window resized, the panel made
 * compact) keeps the current move in sight. */
static void
on_page_size (SakiyomiMoveList *self)
{
  if (self->scroll_id == 0)
    self->scroll_id = g_idle_add (scroll_to_current_cb, self);
}

void
sakiyomi_move_list_set_record (SakiyomiMoveList *self,
                               const SkyRecord  *record,
                               guint             ply,
                               gboolean          reviewing)
{
  const SkyPosition *start;
  guint n, offset;

  g_return_if_fail (SAKIYOMI_IS_MOVE_LIST (self));
  g_return_if_fail (record != NULL);

  start = sky_record_get_start (record);
  n = sky_record_get_n_moves (record);
  g_return_if_fail (ply <= n);
  offset = start->to_move == SKY_SIDE_SECOND ? 1 : 0;
  if (offset != self->offset)
    {
      clear_moves (self);
      self->offset = offset;
    }
  if (offset == 1 && self->ellipsis == NULL)
    {
      self->ellipsis = gtk_label_new ("…");
      gtk_widget_add_css_class (self->ellipsis, "dim-label");
      gtk_label_set_xalign (GTK_LABEL (self->ellipsis), 0.0);
      gtk_widget_set_margin_start (self->ellipsis, 12);
      gtk_grid_attach (GTK_GRID (self->grid), self->ellipsis, 1, 1, 1, 1);
    }

  /* Moves past the record's end go; the others are written afresh (a
   * different game may have the same number of moves). */
  while (self->buttons->len > n)
    {
      gtk_grid_remove (GTK_GRID (self->grid),
                       g_ptr_array_index (self->buttons, self->buttons->len - 1));
      g_ptr_array_set_size (self->buttons, self->buttons->len - 1);
    }
  while (self->numbers->len > (n + offset + 1) / 2)
    {
      gtk_grid_remove (GTK_GRID (self->grid),
                       g_ptr_array_index (self->numbers, self->numbers->len - 1));
      g_ptr_array_set_size (self->numbers, self->numbers->len - 1);
    }
  for (guint i = 0; i < n; i++)
    {
      guint slot = i + offset;
      g_autofree char *label = move_label (record, i);
      g_autofree char *words = NULL;
      g_autofree char *spoken = NULL;
      GtkWidget *button;

      if (slot / 2 >= self->numbers->len)
        {
          g_autofree char *number = g_strdup_printf ("%u.", slot / 2 + 1);
          GtkWidget *number_label = gtk_label_new (number);

          gtk_label_set_xalign (GTK_LABEL (number_label), 1.0);
          gtk_widget_add_css_class (number_label, "dim-label");
          gtk_widget_add_css_class (number_label, "numeric");
          gtk_grid_attach (GTK_GRID (self->grid), number_label, 0, slot / 2 + 1, 1, 1);
          g_ptr_array_add (self->numbers, number_label);
        }
      if (i >= self->buttons->len)
        {
          button = new_move_button (self, i + 1);
          gtk_grid_attach (GTK_GRID (self->grid), button, 1 + slot % 2,
                           slot / 2 + 1, 1, 1);
          g_ptr_array_add (self->buttons, button);
        }
      button = g_ptr_array_index (self->buttons, i);
      /* A screen reader and the tooltip say the move in words. */
      words = sakiyomi_describe_move (sky_record_get_position (record, i),
                                      sky_record_get_move (record, i));
      /* TRANSLATORS: a move of the move list, "12. Black plays f5" */
      spoken = g_strdup_printf (_("%u. %s"), i + 1, words);
      g_object_set_data_full (G_OBJECT (button), "move-label",
                              g_steal_pointer (&label), g_free);
      g_object_set_data_full (G_OBJECT (button), "move-words",
                              g_steal_pointer (&spoken), g_free);
      show_move (self, i);
    }

  /* The position on the board stands out; moves after it are dimmed. */
  self->current = ply;
  for (guint p = 0; p <= n; p++)
    {
      GtkWidget *button = p == 0 ? self->start_button
                                 : g_ptr_array_index (self->buttons, p - 1);

      if (p == ply)
        gtk_widget_add_css_class (button, "current-move");
      else
        gtk_widget_remove_css_class (button, "current-move");
      if (p > ply)
        gtk_widget_add_css_class (button, "dim-label");
      else
        gtk_widget_remove_css_class (button, "dim-label");
    }

  if (reviewing)
    {
      g_autofree char *text = NULL;

      if (ply == 0)
        /* TRANSLATORS: the move list shows the position before any move */
        text = g_strdup_printf (_("Reviewing the start of %u moves"), n);
      else
        {
          /* Numbered as the rows are: "3. b2", the second side's "3… a1". */
          guint slot = ply - 1 + offset;
          g_autofree char *move = move_label (record, ply - 1);

          if (slot % 2 == 0)
            /* TRANSLATORS: the move list shows the position after a move
             * of the first side, numbered as the list's rows: "Looking
             * back at 3. b2" */
            text = g_strdup_printf (_("Looking back at %u. %s"), slot / 2 + 1, move);
          else
            /* TRANSLATORS: the same after a move of the second side:
             * "Looking back at 3… a1" */
            text = g_strdup_printf (_("Looking back at %u… %s"), slot / 2 + 1, move);
        }
      gtk_label_set_text (self->review_label, text);
    }
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->review_revealer), reviewing);

  /* Once the rows are laid out. */
  if (self->scroll_id == 0)
    self->scroll_id = g_idle_add (scroll_to_current_cb, self);
}

void
sakiyomi_move_list_set_compact (SakiyomiMoveList *self,
                                gboolean          compact)
{
  g_return_if_fail (SAKIYOMI_IS_MOVE_LIST (self));
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->scroller),
                                              compact ? MIN_HEIGHT_COMPACT : MIN_HEIGHT);
}

void
sakiyomi_move_list_set_show_heading (SakiyomiMoveList *self,
                                     gboolean          show)
{
  g_return_if_fail (SAKIYOMI_IS_MOVE_LIST (self));
  gtk_widget_set_visible (GTK_WIDGET (self->review_label), show);
}

guint
sakiyomi_move_list_get_current (SakiyomiMoveList *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_MOVE_LIST (self), 0);
  return self->current;
}

void
sakiyomi_move_list_activate_ply (SakiyomiMoveList *self,
                                 guint             ply)
{
  g_return_if_fail (SAKIYOMI_IS_MOVE_LIST (self));
  g_return_if_fail (ply <= self->buttons->len);

  g_signal_emit_by_name (ply == 0 ? self->start_button
                                  : g_ptr_array_index (self->buttons, ply - 1),
                         "clicked");
}

char *
sakiyomi_move_list_get_text (SakiyomiMoveList *self)
{
  GString *text;

  g_return_val_if_fail (SAKIYOMI_IS_MOVE_LIST (self), NULL);

  text = g_string_new (NULL);
  for (guint slot = 0; slot < self->buttons->len + self->offset; slot++)
    {
      if (slot % 2 == 0)
        {
          if (slot > 0)
            g_string_append_c (text, '\n');
          g_string_append_printf (text, "%u.", slot / 2 + 1);
        }
      if (slot < self->offset)
        g_string_append (text, " …");
      else
        g_string_append_printf (text, " %s",
                                gtk_button_get_label (g_ptr_array_index (self->buttons,
                                                                         slot - self->offset)));
    }
  return g_string_free (text, FALSE);
}

const char *
sakiyomi_move_list_get_review_text (SakiyomiMoveList *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_MOVE_LIST (self), NULL);
  if (!gtk_revealer_get_reveal_child (GTK_REVEALER (self->review_revealer)))
    return NULL;
  return gtk_label_get_text (self->review_label);
}

static void
sakiyomi_move_list_dispose (GObject *object)
{
  SakiyomiMoveList *self = SAKIYOMI_MOVE_LIST (object);

  g_clear_handle_id (&self->scroll_id, g_source_remove);
  if (self->review != NULL)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_clear_object (&self->review);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_pointer (&self->review_revealer, gtk_widget_unparent);
  G_OBJECT_CLASS (sakiyomi_move_list_parent_class)->dispose (object);
}

static void
sakiyomi_move_list_finalize (GObject *object)
{
  SakiyomiMoveList *self = SAKIYOMI_MOVE_LIST (object);

  g_clear_pointer (&self->buttons, g_ptr_array_unref);
  g_clear_pointer (&self->numbers, g_ptr_array_unref);
  G_OBJECT_CLASS (sakiyomi_move_list_parent_class)->finalize (object);
}

static void
sakiyomi_move_list_class_init (SakiyomiMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_move_list_dispose;
  object_class->finalize = sakiyomi_move_list_finalize;

  /* ::ply-activated (ply): the move leading to ply (0: the start) was
   * clicked. */
  signals[SIGNAL_PLY_ACTIVATED] =
    g_signal_new ("ply-activated", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* A button whose label wraps rather than widen a narrow panel. */
static GtkWidget *
wrapping_button (const char *text)
{
  GtkWidget *button = gtk_button_new_with_label (text);
  GtkLabel *label = GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)));

  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (label, GTK_JUSTIFY_CENTER);
  return button;
}

static void
sakiyomi_move_list_init (SakiyomiMoveList *self)
{
  GtkWidget *bar, *buttons, *button;

  self->buttons = g_ptr_array_new ();
  self->numbers = g_ptr_array_new ();
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              6);
  gtk_widget_add_css_class (GTK_WIDGET (self), "move-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Moves played"),
                                  -1);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  /* Four rows at least: under a review on a 1000×700 window the list
   * shares the panel with the evaluation graph (it grows into any room
   * left). */
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->scroller), MIN_HEIGHT);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller)),
                           "notify::page-size", G_CALLBACK (on_page_size), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_set_vexpand (self->scroller, TRUE);
  gtk_widget_add_css_class (self->scroller, "log");
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));

  self->grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 2);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), FALSE);
  gtk_widget_set_margin_start (self->grid, 8);
  gtk_widget_set_margin_end (self->grid, 8);
  gtk_widget_set_margin_top (self->grid, 6);
  gtk_widget_set_margin_bottom (self->grid, 6);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->grid);

  self->start_button = new_move_button (self, 0);
  gtk_button_set_label (GTK_BUTTON (self->start_button), _("Start Position"));
  gtk_grid_attach (GTK_GRID (self->grid), self->start_button, 0, 0, 3, 1);

  /* Reviewing: what is shown, and the ways back into the game. */
  self->review_revealer = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (self->review_revealer),
                                    GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP);
  gtk_widget_set_parent (self->review_revealer, GTK_WIDGET (self));
  bar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (bar, "review-bar");
  gtk_revealer_set_child (GTK_REVEALER (self->review_revealer), bar);
  self->review_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->review_label, TRUE);
  gtk_label_set_xalign (self->review_label, 0.0);
  gtk_widget_add_css_class (GTK_WIDGET (self->review_label), "heading");
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->review_label));
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (bar), buttons);
  /* No mnemonics on buttons in the content (GNOME HIG): Japanese would
   * show them as "(C)"; the buttons are reached with Tab.  Not
   * homogeneous: each keeps its label on one line where the two fit. */
  button = wrapping_button (C_("history button", "Continue from Here"));
  gtk_widget_set_hexpand (button, TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.continue-here");
  gtk_widget_set_tooltip_text (button, _("Play on from this position; the later moves are dropped"));
  gtk_box_append (GTK_BOX (buttons), button);
  button = wrapping_button (C_("history button", "Back to Game"));
  gtk_widget_set_hexpand (button, TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.back-to-game");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), button);
}

GtkWidget *
sakiyomi_move_list_new (void)
{
  return g_object_new (SAKIYOMI_TYPE_MOVE_LIST, NULL);
}
