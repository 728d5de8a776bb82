/* sakiyomi-position-editor.c: the position editor.
 *
 * The editor keeps what each square holds and the side to move, shows
 * them on a board of its own, and asks the game (game.h's
 * position_from_cells) after every change whether a game can have the
 * position: the reason it cannot is shown under the palette at once, and
 * "valid" says whether the window may play from it.  A click on a square
 * puts the piece chosen in the palette there, or takes it off if it is
 * there already; on the keyboard the board's cursor moves with the arrows
 * and B or X, W or O, and Delete put a piece down or take it off.
 */
#define G_LOG_DOMAIN "sakiyomi-position-editor"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "record.h"
#include "reversi-obf.h"
#include "sakiyomi-game-layout.h"
#include "sakiyomi-game-text.h"
#include "sakiyomi-position-editor.h"

#define MAX_CELLS 64

struct _SakiyomiPositionEditor
{
  GtkBox parent_instance;

  const SkyGame *game;
  SkyGameSetup setup;
  SkyCellKind cells[MAX_CELLS];
  SkySide to_move;
  SkyCellKind piece;            /* what a click puts down */
  SkyPosition *shown;           /* the cells as a position, for the board */
  char *message;
  gboolean valid;
  gboolean syncing;             /* the toggles are being set from the state */

  /* Template widgets */
  SakiyomiBoardView *board;
  GtkToggleButton *first_piece;
  GtkToggleButton *second_piece;
  GtkToggleButton *empty_piece;
  GtkToggleButton *first_to_move;
  GtkToggleButton *second_to_move;
  GtkLabel *counts_label;
  GtkLabel *message_label;
  GtkImage *message_icon;
  GtkWidget *message_box;
};

G_DEFINE_FINAL_TYPE (SakiyomiPositionEditor, sakiyomi_position_editor, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_VALID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static int
n_cells (SakiyomiPositionEditor *self)
{
  return self->game->width * self->game->height;
}

/* ---- Checking and showing ----------------------------------------------- */

static void
set_message (SakiyomiPositionEditor *self,
             const char             *text,
             gboolean                error)
{
  g_free (self->message);
  self->message = g_strdup (text);
  gtk_label_set_text (self->message_label, text != NULL ? text : "");
  gtk_image_set_from_icon_name (self->message_icon,
                                error ? "dialog-warning-symbolic"
                                      : "dialog-information-symbolic");
  if (error)
    gtk_widget_add_css_class (self->message_box, "error");
  else
    gtk_widget_remove_css_class (self->message_box, "error");
  gtk_widget_set_visible (self->message_box, text != NULL);
}

static void
update_counts (SakiyomiPositionEditor *self)
{
  int count[2] = { 0, 0 };
  g_autofree char *text = NULL;

  for (int i = 0; i < n_cells (self); i++)
    if (self->cells[i] == SKY_CELL_FIRST)
      count[SKY_SIDE_FIRST]++;
    else if (self->cells[i] == SKY_CELL_SECOND)
      count[SKY_SIDE_SECOND]++;
  /* TRANSLATORS: the pieces on the board being set up: "Black 3 · White 2" */
  text = g_strdup_printf (_("%s %d · %s %d"),
                          sakiyomi_side_name (self->game, SKY_SIDE_FIRST),
                          count[SKY_SIDE_FIRST],
                          sakiyomi_side_name (self->game, SKY_SIDE_SECOND),
                          count[SKY_SIDE_SECOND]);
  gtk_label_set_text (self->counts_label, text);
}

static void
sync_toggles (SakiyomiPositionEditor *self)
{
  self->syncing = TRUE;
  gtk_toggle_button_set_active (self->first_piece, self->piece == SKY_CELL_FIRST);
  gtk_toggle_button_set_active (self->second_piece, self->piece == SKY_CELL_SECOND);
  gtk_toggle_button_set_active (self->empty_piece, self->piece == SKY_CELL_EMPTY);
  gtk_toggle_button_set_active (self->first_to_move, self->to_move == SKY_SIDE_FIRST);
  gtk_toggle_button_set_active (self->second_to_move, self->to_move == SKY_SIDE_SECOND);
  self->syncing = FALSE;
}

/* Whether the game can have the cells with side to move, into pos. */
static gboolean
check (SakiyomiPositionEditor *self,
       SkyPosition            *pos,
       SkySide                 side,
       GError                **error)
{
  return sky_position_set_up (pos, self->game, self->cells, side, &self->setup,
                              error);
}

/* The state changed: check it, say why it is refused or what happens
 * first, and show it.  board_edited: the pieces changed, so a side to move
 * the pieces rule out gives way to the one they imply (tic-tac-toe's X
 * moves when the counts are equal); a side the person chose stays. */
static void
update (SakiyomiPositionEditor *self,
        gboolean                board_edited)
{
  g_autoptr(GError) error = NULL;
  gboolean valid;

  valid = check (self, self->shown, self->to_move, &error);
  if (!valid && board_edited)
    {
      g_autoptr(SkyPosition) other = sky_position_copy (self->shown);

      if (check (self, other, SKY_SIDE_OTHER (self->to_move), NULL))
        {
          self->to_move = SKY_SIDE_OTHER (self->to_move);
          g_clear_error (&error);
          valid = check (self, self->shown, self->to_move, &error);
        }
    }

  if (!valid)
    set_message (self, error->message, TRUE);
  else
    {
      SkyMove moves[SKY_MAX_MOVES];

      if (sky_position_legal_moves (self->shown, moves) == 1
          && moves[0] == SKY_MOVE_PASS)
        {
          /* TRANSLATORS: the position editor: "Black has no move here and
           * passes first; White plays on." */
          g_autofree char *text =
            g_strdup_printf (_("%s has no move here and passes first; %s plays on."),
                             sakiyomi_side_name (self->game, self->to_move),
                             sakiyomi_side_name (self->game,
                                                 SKY_SIDE_OTHER (self->to_move)));

          set_message (self, text, FALSE);
        }
      else
        set_message (self, NULL, FALSE);
    }
  sync_toggles (self);
  update_counts (self);
  sakiyomi_board_view_set_position (self->board, self->shown, NULL);
  if (valid != self->valid)
    {
      self->valid = valid;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALID]);
    }
}

static void
load_cells (SakiyomiPositionEditor *self,
            const SkyPosition      *pos)
{
  for (int i = 0; i < n_cells (self); i++)
    {
      SkyCellKind kind = self->game->cell (pos, i).kind;

      self->cells[i] = kind == SKY_CELL_FIRST || kind == SKY_CELL_SECOND
                       ? kind : SKY_CELL_EMPTY;
    }
  self->to_move = pos->to_move;
}

/* ---- Commands ----------------------------------------------------------- */

void
sakiyomi_position_editor_load (SakiyomiPositionEditor *self,
                               const SkyPosition      *pos,
                               gboolean                misere)
{
  g_return_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self));
  g_return_if_fail (pos->game->position_from_cells != NULL);
  g_return_if_fail (pos->game->width * pos->game->height <= MAX_CELLS);

  self->game = pos->game;
  self->setup.seed = 0;
  self->setup.misere = misere;
  g_clear_pointer (&self->shown, sky_position_free);
  self->shown = sky_position_copy (pos);
  load_cells (self, pos);
  gtk_button_set_label (GTK_BUTTON (self->first_piece),
                        sakiyomi_side_name (self->game, SKY_SIDE_FIRST));
  gtk_button_set_label (GTK_BUTTON (self->second_piece),
                        sakiyomi_side_name (self->game, SKY_SIDE_SECOND));
  gtk_button_set_label (GTK_BUTTON (self->first_to_move),
                        sakiyomi_side_name (self->game, SKY_SIDE_FIRST));
  gtk_button_set_label (GTK_BUTTON (self->second_to_move),
                        sakiyomi_side_name (self->game, SKY_SIDE_SECOND));
  if (sakiyomi_board_view_get_cursor (self->board) >= n_cells (self))
    sakiyomi_board_view_set_cursor (self->board, 0);
  update (self, FALSE);
}

SkyPosition *
sakiyomi_position_editor_dup_position (SakiyomiPositionEditor *self,
                                       GError                **error)
{
  g_return_val_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self), NULL);
  g_return_val_if_fail (self->game != NULL, NULL);

  return sky_position_new_from_cells (self->game, self->cells, self->to_move,
                                      &self->setup, error);
}

gboolean
sakiyomi_position_editor_get_valid (SakiyomiPositionEditor *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self), FALSE);
  return self->valid;
}

const SkyGame *
sakiyomi_position_editor_get_game (SakiyomiPositionEditor *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self), NULL);
  return self->game;
}

void
sakiyomi_position_editor_set_piece (SakiyomiPositionEditor *self,
                                    SkyCellKind             piece)
{
  g_return_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self));
  self->piece = piece;
  sync_toggles (self);
}

void
sakiyomi_position_editor_set_to_move (SakiyomiPositionEditor *self,
                                      SkySide                 side)
{
  g_return_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self));
  if (self->game == NULL)
    return;
  self->to_move = side;
  update (self, FALSE);
}

void
sakiyomi_position_editor_clear (SakiyomiPositionEditor *self)
{
  g_return_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self));
  if (self->game == NULL)
    return;
  for (int i = 0; i < n_cells (self); i++)
    self->cells[i] = SKY_CELL_EMPTY;
  self->to_move = SKY_SIDE_FIRST;
  update (self, TRUE);
}

void
sakiyomi_position_editor_start_position (SakiyomiPositionEditor *self)
{
  g_autoptr(SkyPosition) start = NULL;

  g_return_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self));
  if (self->game == NULL)
    return;
  start = sky_position_new (self->game, &self->setup);
  load_cells (self, start);
  update (self, FALSE);
}

/* Puts piece on cell. */
static void
put (SakiyomiPositionEditor *self,
     int                     cell,
     SkyCellKind             piece)
{
  if (self->game == NULL || cell < 0 || cell >= n_cells (self))
    return;
  self->cells[cell] = piece;
  update (self, TRUE);
}

gboolean
sakiyomi_position_editor_paste_text (SakiyomiPositionEditor *self,
                                     const char             *text,
                                     GError                **error)
{
  g_autoptr(GError) position_error = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  if (self->game->kind == SKY_GAME_REVERSI)
    {
      /* Reversi's own forms: a board string in any layout, or an OBF
       * line, whose expected scores are not needed here. */
      pos = sky_position_new (self->game, NULL);
      if (!sky_reversi_obf_parse (stripped, pos, NULL, &position_error))
        g_clear_pointer (&pos, sky_position_free);
    }
  else
    pos = sky_position_new_from_string (self->game, stripped, &position_error);
  if (pos == NULL && strchr (stripped, '\n') != NULL)
    {
      /* A whole game: the position it reached. */
      record = sky_record_from_any (stripped, NULL);
      if (record != NULL && sky_record_get_game (record) == self->game)
        pos = sky_position_copy (sky_record_get_end (record));
    }
  if (pos == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&position_error));
      return FALSE;
    }
  load_cells (self, pos);
  update (self, FALSE);
  return TRUE;
}

static void
on_clipboard_read (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(SakiyomiPositionEditor) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source),
                                                          result, &error);

  if (self->game == NULL)
    return;
  if (text == NULL || *g_strstrip (text) == '\0')
    {
      set_message (self, _("The clipboard holds no text to read a position from."), TRUE);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  g_clear_error (&error);
  if (!sakiyomi_position_editor_paste_text (self, text, &error))
    {
      /* TRANSLATORS: %s says what is wrong with the text pasted */
      g_autofree char *message = g_strdup_printf (_("The clipboard does not hold a position: %s"),
                                                  error->message);

      set_message (self, message, TRUE);
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
}

void
sakiyomi_position_editor_paste (SakiyomiPositionEditor *self)
{
  g_return_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self));
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)),
                                 NULL, on_clipboard_read, g_object_ref (self));
}

/* ---- The palette and the board ------------------------------------------ */

static void
on_piece_toggled (GtkToggleButton        *button,
                  SakiyomiPositionEditor *self)
{
  if (self->syncing || !gtk_toggle_button_get_active (button))
    return;
  self->piece = button == self->first_piece ? SKY_CELL_FIRST
                : button == self->second_piece ? SKY_CELL_SECOND
                : SKY_CELL_EMPTY;
}

static void
on_to_move_toggled (GtkToggleButton        *button,
                    SakiyomiPositionEditor *self)
{
  if (self->syncing || !gtk_toggle_button_get_active (button))
    return;
  sakiyomi_position_editor_set_to_move (self, button == self->first_to_move
                                              ? SKY_SIDE_FIRST : SKY_SIDE_SECOND);
}

static void
on_cell_activated (SakiyomiBoardView      *board,
                   int                     cell,
                   SakiyomiPositionEditor *self)
{
  if (self->game == NULL || cell < 0 || cell >= n_cells (self))
    return;
  /* The piece chosen, or off again if it is there already. */
  put (self, cell, self->cells[cell] == self->piece ? SKY_CELL_EMPTY : self->piece);
}

static gboolean
on_board_key_pressed (GtkEventControllerKey  *controller,
                      guint                   keyval,
                      guint                   keycode,
                      GdkModifierType         state,
                      SakiyomiPositionEditor *self)
{
  int cell = sakiyomi_board_view_get_cursor (self->board);

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  switch (gdk_keyval_to_lower (keyval))
    {
    case GDK_KEY_b:
    case GDK_KEY_x:
      put (self, cell, SKY_CELL_FIRST);
      return TRUE;
    case GDK_KEY_w:
    case GDK_KEY_o:
      put (self, cell, SKY_CELL_SECOND);
      return TRUE;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
    case GDK_KEY_minus:
    case GDK_KEY_period:
      put (self, cell, SKY_CELL_EMPTY);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
clear_activated (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  sakiyomi_position_editor_clear (SAKIYOMI_POSITION_EDITOR (widget));
}

static void
start_position_activated (GtkWidget  *widget,
                          const char *name,
                          GVariant   *param)
{
  sakiyomi_position_editor_start_position (SAKIYOMI_POSITION_EDITOR (widget));
}

static void
paste_activated (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  sakiyomi_position_editor_paste (SAKIYOMI_POSITION_EDITOR (widget));
}

/* ---- For the tests ------------------------------------------------------ */

SakiyomiBoardView *
sakiyomi_position_editor_get_board (SakiyomiPositionEditor *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self), NULL);
  return self->board;
}

const char *
sakiyomi_position_editor_get_message (SakiyomiPositionEditor *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_POSITION_EDITOR (self), NULL);
  return self->message;
}

/* ---- GObject ------------------------------------------------------------ */

static void
sakiyomi_position_editor_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  SakiyomiPositionEditor *self = SAKIYOMI_POSITION_EDITOR (object);

  switch (prop_id)
    {
    case PROP_VALID:
      g_value_set_boolean (value, self->valid);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_position_editor_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SAKIYOMI_TYPE_POSITION_EDITOR);
  G_OBJECT_CLASS (sakiyomi_position_editor_parent_class)->dispose (object);
}

static void
sakiyomi_position_editor_finalize (GObject *object)
{
  SakiyomiPositionEditor *self = SAKIYOMI_POSITION_EDITOR (object);

  g_clear_pointer (&self->shown, sky_position_free);
  g_free (self->message);
  G_OBJECT_CLASS (sakiyomi_position_editor_parent_class)->finalize (object);
}

static void
sakiyomi_position_editor_class_init (SakiyomiPositionEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sakiyomi_position_editor_get_property;
  object_class->dispose = sakiyomi_position_editor_dispose;
  object_class->finalize = sakiyomi_position_editor_finalize;

  properties[PROP_VALID] =
    g_param_spec_boolean ("valid", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "editor.clear", NULL,
                                   clear_activated);
  gtk_widget_class_install_action (widget_class, "editor.start-position", NULL,
                                   start_position_activated);
  gtk_widget_class_install_action (widget_class, "editor.paste", NULL,
                                   paste_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK,
                                       "editor.paste", NULL);
  /* Once the buttons' mnemonics, now shown in their tooltips. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_ALT_MASK,
                                       "editor.start-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_ALT_MASK,
                                       "editor.clear", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_ALT_MASK,
                                       "editor.paste", NULL);

  g_type_ensure (SAKIYOMI_TYPE_BOARD_VIEW);
  g_type_ensure (SAKIYOMI_TYPE_GAME_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-position-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPositionEditor, board);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPositionEditor, first_piece);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPositionEditor, second_piece);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPositionEditor, empty_piece);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPositionEditor, first_to_move);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPositionEditor, second_to_move);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPositionEditor, counts_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPositionEditor, message_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPositionEditor, message_icon);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPositionEditor, message_box);
  gtk_widget_class_bind_template_callback (widget_class, on_piece_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_to_move_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_cell_activated);
}

static void
sakiyomi_position_editor_init (SakiyomiPositionEditor *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->piece = SKY_CELL_FIRST;
  sakiyomi_board_view_set_interactive (self->board, TRUE);
  sakiyomi_board_view_set_show_legal_moves (self->board, FALSE);
  sakiyomi_board_view_set_animate (self->board, FALSE);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_board_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), keys);
}
