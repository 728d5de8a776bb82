/* sakiyomi-board-view.c: draws a position of any game and takes clicks and
 * keys on its cells.
 *
 * The view never decides rules: it is given a position, asks the game which
 * moves are legal only to mark them, and reports activated cells with
 * ::cell-activated.  It keeps what the board shows (hover, cursor, hint,
 * the flip animation) and hands it to the painter to draw.
 *
 * Flips are animated only when both the app's own switch (:animate) and
 * the desktop (GtkSettings:gtk-enable-animations, which GNOME's Reduce
 * Animation turns off) allow it.
 */
#define G_LOG_DOMAIN "sakiyomi-board-view"

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sakiyomi-board-painter.h"
#include "sakiyomi-board-view.h"
#include "sakiyomi-game-text.h"

#define FLIP_DURATION (350 * G_TIME_SPAN_MILLISECOND)

struct _SakiyomiBoardView
{
  GtkWidget parent_instance;

  SkyPosition *pos;
  SakiyomiBoardPainter *painter;  /* pos's game's */
  SkyMove legal[SKY_MAX_MOVES];
  int n_legal;

  gboolean interactive;
  gboolean show_legal_moves;
  gboolean animate;
  gboolean high_contrast;
  GtkSettings *settings;      /* followed while rooted, for animations */

  int hover;                  /* cell under the pointer, or -1 */
  int cursor;                 /* keyboard cursor */
  gboolean keyboard_used;     /* show the cursor: the keys moved it last */

  SkyMove hint;
  SakiyomiMarkKind hint_kind;
  SkyMove played;             /* a review's move played, marked */
  int n_hint_values;
  SkyMove hint_moves[SKY_MAX_MOVES];
  int hint_values[SKY_MAX_MOVES];

  /* The flip animation: what each cell showed before the move. */
  SkyCellKind anim_from[SKY_MAX_MOVES];
  gint64 anim_start;
  guint tick_id;
};

G_DEFINE_FINAL_TYPE (SakiyomiBoardView, sakiyomi_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_INTERACTIVE,
  PROP_SHOW_LEGAL_MOVES,
  PROP_ANIMATE,
  PROP_HIGH_CONTRAST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CELL_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
compute_layout (SakiyomiBoardView   *self,
                int                  width,
                int                  height,
                SakiyomiBoardLayout *l)
{
  if (self->pos == NULL)
    return FALSE;
  return sakiyomi_board_painter_layout (self->pos->game, width, height, l);
}

static int
cell_at (SakiyomiBoardView *self,
         double             x,
         double             y)
{
  SakiyomiBoardLayout l;

  if (!compute_layout (self, gtk_widget_get_width (GTK_WIDGET (self)),
                       gtk_widget_get_height (GTK_WIDGET (self)), &l))
    return -1;
  return sakiyomi_board_painter_cell_at (&l, x, y);
}

static gboolean
is_legal (SakiyomiBoardView *self,
          int                cell)
{
  for (int i = 0; i < self->n_legal; i++)
    if (self->legal[i] == cell)
      return TRUE;
  return FALSE;
}

/* ---- Drawing ---------------------------------------------------------- */

static double
animation_progress (SakiyomiBoardView *self)
{
  gint64 now;

  if (self->tick_id == 0)
    return 1.0;
  now = g_get_monotonic_time ();
  return CLAMP ((double) (now - self->anim_start) / FLIP_DURATION, 0.0, 1.0);
}

void
sakiyomi_board_view_draw (SakiyomiBoardView *self,
                          cairo_t           *cr,
                          int                width,
                          int                height)
{
  SakiyomiBoardLayout l;
  SakiyomiBoardScene scene;
  GtkWidget *widget = GTK_WIDGET (self);

  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  if (!compute_layout (self, width, height, &l))
    return;

  scene = (SakiyomiBoardScene) {
    .pos = self->pos,
    .legal = self->legal,
    .n_legal = self->n_legal,
    .show_legal_moves = self->show_legal_moves,
    .hover = self->interactive && self->hover >= 0
             && is_legal (self, self->hover) ? self->hover : -1,
    /* The cursor only while the board has the focus and the keys moved
     * it last: a mouse player never sees it. */
    .cursor = gtk_widget_has_focus (widget) && self->cursor >= 0
              && self->keyboard_used
              ? self->cursor : -1,
    .hint = self->hint,
    .hint_kind = self->hint_kind,
    .played = self->played,
    .n_hint_values = self->n_hint_values,
    .hint_moves = self->hint_moves,
    .hint_values = self->hint_values,
    .anim_from = self->anim_from,
    .anim_progress = animation_progress (self),
    .high_contrast = self->high_contrast,
  };
  sakiyomi_board_painter_draw (self->painter, widget, cr, &l, &scene);
}

static void
sakiyomi_board_view_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->pos == NULL)
    return;
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, width, height));
  sakiyomi_board_view_draw (self, cr, width, height);
  cairo_destroy (cr);
}

/* ---- Input and accessibility ------------------------------------------ */

static void
update_accessible (SakiyomiBoardView *self)
{
  g_autofree char *description = NULL;
  const char *label;

  if (self->pos == NULL)
    return;

  label = _(self->pos->game->board_name);
  description = sakiyomi_board_view_describe_cell (self, self->cursor);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description,
                                  -1);
}

char *
sakiyomi_board_view_describe_cell (SakiyomiBoardView *self,
                                   int                cell)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), NULL);

  if (self->pos == NULL || cell < 0)
    return g_strdup ("");
  return sakiyomi_describe_cell (self->pos, cell);
}

void
sakiyomi_board_view_set_cursor (SakiyomiBoardView *self,
                                int                cell)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  if (self->pos == NULL)
    return;
  cell = CLAMP (cell, 0, self->pos->game->width * self->pos->game->height - 1);
  if (cell == self->cursor)
    return;
  self->cursor = cell;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
sakiyomi_board_view_get_cursor_shown (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), FALSE);

  return gtk_widget_has_focus (GTK_WIDGET (self)) && self->keyboard_used;
}

int
sakiyomi_board_view_get_cursor (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), -1);

  return self->cursor;
}

void
sakiyomi_board_view_click (SakiyomiBoardView *self,
                           double             x,
                           double             y)
{
  int cell;

  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  cell = cell_at (self, x, y);
  if (cell < 0 || !self->interactive)
    return;
  /* Played by pointer: the keyboard cursor hides until a key moves it. */
  self->keyboard_used = FALSE;
  sakiyomi_board_view_set_cursor (self, cell);
  g_signal_emit (self, signals[CELL_ACTIVATED], 0, cell);
}

static void
on_click_pressed (GtkGestureClick   *gesture,
                  int                n_press,
                  double             x,
                  double             y,
                  SakiyomiBoardView *self)
{
  self->keyboard_used = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_click_released (GtkGestureClick   *gesture,
                   int                n_press,
                   double             x,
                   double             y,
                   SakiyomiBoardView *self)
{
  if (n_press == 1)
    sakiyomi_board_view_click (self, x, y);
}

static void
set_hover (SakiyomiBoardView *self,
           int                cell)
{
  if (cell == self->hover)
    return;
  self->hover = cell;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           SakiyomiBoardView        *self)
{
  set_hover (self, cell_at (self, x, y));
}

static void
on_leave (GtkEventControllerMotion *motion,
          SakiyomiBoardView        *self)
{
  set_hover (self, -1);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                SakiyomiBoardView     *self)
{
  int width, height, row, col;

  if (self->pos == NULL
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;

  width = self->pos->game->width;
  height = self->pos->game->height;
  row = self->cursor / width;
  col = self->cursor % width;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      col = MAX (col - 1, 0);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      col = MIN (col + 1, width - 1);
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      row = MAX (row - 1, 0);
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      row = MIN (row + 1, height - 1);
      break;
    case GDK_KEY_Home:
      col = 0;
      break;
    case GDK_KEY_End:
      col = width - 1;
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      self->keyboard_used = TRUE;
      if (self->interactive)
        g_signal_emit (self, signals[CELL_ACTIVATED], 0, self->cursor);
      return TRUE;
    default:
      /* Not the board's key (a modifier, a shortcut): the cursor stays
       * as it was, unseen after a click. */
      return FALSE;
    }

  /* The keys move the cursor: it shows from now on. */
  self->keyboard_used = TRUE;
  sakiyomi_board_view_set_cursor (self, row * width + col);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static gboolean
on_animation_tick (GtkWidget     *widget,
                   GdkFrameClock *clock,
                   gpointer       user_data)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (widget);

  gtk_widget_queue_draw (widget);
  if (g_get_monotonic_time () - self->anim_start >= FLIP_DURATION)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
stop_animation (SakiyomiBoardView *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

/* Both the app's switch and the desktop's allow moving pictures. */
static gboolean
animations_allowed (SakiyomiBoardView *self)
{
  gboolean enabled = TRUE;

  if (!self->animate)
    return FALSE;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

/* Reduce Animation switched on while a flip runs: show where it ends. */
static void
on_enable_animations_changed (SakiyomiBoardView *self)
{
  if (!animations_allowed (self))
    {
      stop_animation (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
follow_settings (SakiyomiBoardView *self,
                 GtkSettings       *settings)
{
  if (self->settings == settings)
    return;
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_set_object (&self->settings, settings);
  if (settings != NULL)
    g_signal_connect_swapped (settings, "notify::gtk-enable-animations",
                              G_CALLBACK (on_enable_animations_changed), self);
}

/* ---- Public API ------------------------------------------------------- */

void
sakiyomi_board_view_set_position (SakiyomiBoardView *self,
                                  const SkyPosition *pos,
                                  const SkyPosition *previous)
{
  const SkyGame *old_game;
  int n_cells;

  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));
  g_return_if_fail (pos != NULL);

  old_game = self->pos != NULL ? self->pos->game : NULL;
  stop_animation (self);
  g_clear_pointer (&self->pos, sky_position_free);
  self->pos = sky_position_copy (pos);
  self->n_legal = sky_position_legal_moves (pos, self->legal);
  self->hint = SKY_MOVE_NONE;
  self->played = SKY_MOVE_NONE;
  self->n_hint_values = 0;
  n_cells = pos->game->width * pos->game->height;

  if (old_game != pos->game)
    {
      g_clear_object (&self->painter);
      self->painter = sakiyomi_board_painter_new_for_game (pos->game);
      self->cursor = (pos->game->height / 2) * pos->game->width
                     + pos->game->width / 2 - (pos->game->width % 2 == 0);
    }
  self->cursor = CLAMP (self->cursor, 0, n_cells - 1);

  for (int i = 0; i < n_cells; i++)
    self->anim_from[i] = pos->game->cell (pos, i).kind;

  if (animations_allowed (self)
      && previous != NULL && previous->game == pos->game
      && sakiyomi_board_painter_animates_flips (self->painter)
      && pos->ply == previous->ply + 1
      && gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      for (int i = 0; i < n_cells; i++)
        self->anim_from[i] = previous->game->cell (previous, i).kind;
      self->anim_start = g_get_monotonic_time ();
      self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self),
                                                    on_animation_tick,
                                                    NULL, NULL);
    }

  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const SkyPosition *
sakiyomi_board_view_get_position (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), NULL);

  return self->pos;
}

gboolean
sakiyomi_board_view_is_animating (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), FALSE);

  return self->tick_id != 0;
}

void
sakiyomi_board_view_set_interactive (SakiyomiBoardView *self,
                                     gboolean           interactive)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  interactive = !!interactive;
  if (interactive == self->interactive)
    return;
  self->interactive = interactive;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   interactive ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
sakiyomi_board_view_get_interactive (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), FALSE);

  return self->interactive;
}

void
sakiyomi_board_view_set_show_legal_moves (SakiyomiBoardView *self,
                                          gboolean           show)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  show = !!show;
  if (show == self->show_legal_moves)
    return;
  self->show_legal_moves = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LEGAL_MOVES]);
}

void
sakiyomi_board_view_set_animate (SakiyomiBoardView *self,
                                 gboolean           animate)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  animate = !!animate;
  if (animate == self->animate)
    return;
  self->animate = animate;
  if (!animate)
    stop_animation (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATE]);
}

void
sakiyomi_board_view_set_high_contrast (SakiyomiBoardView *self,
                                       gboolean           high_contrast)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  high_contrast = !!high_contrast;
  if (high_contrast == self->high_contrast)
    return;
  self->high_contrast = high_contrast;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST]);
}

/* The desktop asks for high contrast: AdwStyleManager says so (GNOME's
 * High Contrast switch, or ADW_DEBUG_HIGH_CONTRAST=1), or a high-contrast
 * GTK theme is named (HighContrast, HighContrastInverse), which $GTK_THEME
 * ("NAME[:VARIANT]") overrides as it does for GTK. */
static void
follow_desktop_contrast (SakiyomiBoardView *self)
{
  g_autofree char *theme = NULL;
  const char *forced = g_getenv ("GTK_THEME");

  if (forced != NULL && *forced != '\0')
    theme = g_strndup (forced, strcspn (forced, ":"));
  else
    g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                  "gtk-theme-name", &theme, NULL);
  sakiyomi_board_view_set_high_contrast (self,
                                         adw_style_manager_get_high_contrast (adw_style_manager_get_default ())
                                         || (theme != NULL
                                             && (g_str_has_suffix (theme, "HighContrast")
                                                 || g_str_has_suffix (theme, "HighContrastInverse"))));
}

void
sakiyomi_board_view_follow_desktop_contrast (SakiyomiBoardView *self)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)),
                           "notify::gtk-theme-name",
                           G_CALLBACK (follow_desktop_contrast), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (),
                           "notify::high-contrast",
                           G_CALLBACK (follow_desktop_contrast), self,
                           G_CONNECT_SWAPPED);
  follow_desktop_contrast (self);
}

gboolean
sakiyomi_board_view_get_high_contrast (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), FALSE);

  return self->high_contrast;
}

void
sakiyomi_board_view_set_hint (SakiyomiBoardView *self,
                              SkyMove            best,
                              int                n_moves,
                              const SkyMove     *moves,
                              const int         *values)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));
  g_return_if_fail (n_moves >= 0 && n_moves <= SKY_MAX_MOVES);

  self->hint = best;
  self->n_hint_values = n_moves;
  if (n_moves > 0)
    {
      memcpy (self->hint_moves, moves, n_moves * sizeof *moves);
      memcpy (self->hint_values, values, n_moves * sizeof *values);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sakiyomi_board_view_clear_hint (SakiyomiBoardView *self)
{
  sakiyomi_board_view_set_hint (self, SKY_MOVE_NONE, 0, NULL, NULL);
}

SkyMove
sakiyomi_board_view_get_hint (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), SKY_MOVE_NONE);

  return self->hint;
}

void
sakiyomi_board_view_set_hint_kind (SakiyomiBoardView *self,
                                   SakiyomiMarkKind   kind)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  self->hint_kind = kind;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

SakiyomiMarkKind
sakiyomi_board_view_get_hint_kind (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), SAKIYOMI_MARK_HINT);

  return self->hint_kind;
}

void
sakiyomi_board_view_set_played (SakiyomiBoardView *self,
                                SkyMove            move)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  self->played = move >= 0 ? move : SKY_MOVE_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

SkyMove
sakiyomi_board_view_get_played (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), SKY_MOVE_NONE);

  return self->played;
}

gboolean
sakiyomi_board_view_cell_center (SakiyomiBoardView *self,
                                 int                width,
                                 int                height,
                                 int                cell,
                                 double            *x,
                                 double            *y)
{
  SakiyomiBoardLayout l;

  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), FALSE);

  if (!compute_layout (self, width, height, &l)
      || cell < 0 || cell >= l.cols * l.rows)
    return FALSE;
  *x = l.x0 + (cell % l.cols + 0.5) * l.cell;
  *y = l.y0 + (cell / l.cols + 0.5) * l.cell;
  return TRUE;
}

/* ---- GObject ---------------------------------------------------------- */

static void
sakiyomi_board_view_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  *minimum = 240;
  *natural = 560;
}

static void
sakiyomi_board_view_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (sakiyomi_board_view_parent_class)->root (widget);
  follow_settings (SAKIYOMI_BOARD_VIEW (widget),
                   gtk_widget_get_settings (widget));
}

static void
sakiyomi_board_view_unroot (GtkWidget *widget)
{
  follow_settings (SAKIYOMI_BOARD_VIEW (widget), NULL);
  GTK_WIDGET_CLASS (sakiyomi_board_view_parent_class)->unroot (widget);
}

static void
sakiyomi_board_view_dispose (GObject *object)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (object);

  follow_settings (self, NULL);
  stop_animation (self);
  G_OBJECT_CLASS (sakiyomi_board_view_parent_class)->dispose (object);
}

static void
sakiyomi_board_view_finalize (GObject *object)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (object);

  g_clear_pointer (&self->pos, sky_position_free);
  g_clear_object (&self->painter);
  G_OBJECT_CLASS (sakiyomi_board_view_parent_class)->finalize (object);
}

static void
sakiyomi_board_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_SHOW_LEGAL_MOVES:
      g_value_set_boolean (value, self->show_legal_moves);
      break;
    case PROP_ANIMATE:
      g_value_set_boolean (value, self->animate);
      break;
    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_board_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_INTERACTIVE:
      sakiyomi_board_view_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LEGAL_MOVES:
      sakiyomi_board_view_set_show_legal_moves (self,
                                                g_value_get_boolean (value));
      break;
    case PROP_ANIMATE:
      sakiyomi_board_view_set_animate (self, g_value_get_boolean (value));
      break;
    case PROP_HIGH_CONTRAST:
      sakiyomi_board_view_set_high_contrast (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_board_view_class_init (SakiyomiBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_board_view_dispose;
  object_class->finalize = sakiyomi_board_view_finalize;
  object_class->get_property = sakiyomi_board_view_get_property;
  object_class->set_property = sakiyomi_board_view_set_property;

  widget_class->snapshot = sakiyomi_board_view_snapshot;
  widget_class->measure = sakiyomi_board_view_measure;
  widget_class->root = sakiyomi_board_view_root;
  widget_class->unroot = sakiyomi_board_view_unroot;

  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LEGAL_MOVES] =
    g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS);
  /* The app's own switch; the desktop's gtk-enable-animations is
   * followed as well. */
  properties[PROP_ANIMATE] =
    g_param_spec_boolean ("animate", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS);
  /* Draw in the high-contrast style: the one input, set by whoever
   * follows the desktop's style. */
  properties[PROP_HIGH_CONTRAST] =
    g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SakiyomiBoardView::cell-activated:
   * @cell: the cell clicked, or played from the keyboard
   *
   * The person chose a cell; whether it is a legal move is for the
   * handler to decide.
   */
  signals[CELL_ACTIVATED] =
    g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class,
                                        GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sakiyomi_board_view_init (SakiyomiBoardView *self)
{
  GtkEventController *controller;
  GtkGesture *click;

  self->hover = -1;
  self->hint = SKY_MOVE_NONE;
  self->played = SKY_MOVE_NONE;
  self->show_legal_moves = TRUE;
  self->animate = TRUE;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  /* The cursor is drawn only while the board has the keyboard focus. */
  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter",
                            G_CALLBACK (gtk_widget_queue_draw), self);
  g_signal_connect_swapped (controller, "leave",
                            G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed),
                    self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

GtkWidget *
sakiyomi_board_view_new (void)
{
  return g_object_new (SAKIYOMI_TYPE_BOARD_VIEW, NULL);
}
