/* sakiyomi-tree-window.c: the search tree behind a computer's move.
 *
 * The window runs the computer's search again on a worker thread with the
 * recording on (normal play never records), for minimax both with and
 * without alpha-beta so the totals per depth show what the pruning saved.
 * The tree is shown through a GtkTreeListModel whose child models and row
 * objects are made only when a row is shown or expanded, so a tree of
 * hundreds of thousands of nodes opens at once.  Selecting a row shows its
 * position on a small board.  What a node's cells say is worded in
 * sakiyomi-search-text.c, the positions per depth in
 * sakiyomi-search-summary.c.
 */
#define G_LOG_DOMAIN "sakiyomi-tree-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-search-summary.h"
#include "sakiyomi-search-text.h"
#include "sakiyomi-search-tree-model.h"
#include "sakiyomi-settings.h"
#include "sakiyomi-tree-window.h"
#include "value-format.h"
#include "sakiyomi-weak-ref.h"

enum {
  COLUMN_MOVE,
  COLUMN_PLAYER,
  COLUMN_VALUE,
  COLUMN_PLAYOUTS,
  COLUMN_NOTES,
  COLUMN_BELOW,
  N_COLUMNS
};

struct _SakiyomiTreeWindow
{
  GtkWindow parent_instance;

  /* Template widgets */
  GtkButton *analyse_button;
  GtkWidget *method_box;
  GtkToggleButton *alpha_beta_button;
  GtkToggleButton *minimax_button;
  GtkStack *stack;
  GtkSpinner *spinner;
  GtkLabel *message_label;
  GtkLabel *heading_label;
  GtkLabel *truncated_label;
  GtkGrid *summary_grid;
  GtkColumnView *column_view;
  SakiyomiBoardView *preview;
  GtkLabel *node_label;

  GtkColumnViewColumn *columns[N_COLUMNS];

  GCancellable *cancellable;
  /* [0] the search as the computer ran it, [1] minimax: the other method */
  SkySearchTree *trees[2];
  SkySearchTree *shown;
  GtkSingleSelection *selection;
  char *what;
  char *side_names[2];
  char *engine_note;            /* the strong engine was replaced, or NULL */
  char *summary_text;
};

G_DEFINE_FINAL_TYPE (SakiyomiTreeWindow, sakiyomi_tree_window, GTK_TYPE_WINDOW)

enum {
  ANALYSE_CURRENT_POSITION,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- Cells ------------------------------------------------------------- */

/* The side that played the move into node. */
static SkySide
mover (SkySearchTree       *tree,
       const SkySearchNode *node)
{
  SkySide root_side = sky_search_tree_get_root (tree)->to_move;

  return node->flags & SKY_SEARCH_NODE_MAX ? root_side
                                           : SKY_SIDE_OTHER (root_side);
}

static const SkySearchNode *
row_node (GtkTreeListRow  *row,
          SkySearchTree  **tree,
          guint           *index)
{
  g_autoptr(SakiyomiSearchNode) item = gtk_tree_list_row_get_item (row);

  *tree = sakiyomi_search_node_get_tree (item);
  *index = sakiyomi_search_node_get_index (item);
  return sakiyomi_search_node_get_node (item);
}

char *
sakiyomi_tree_window_cell_text (SakiyomiTreeWindow *self,
                                GtkTreeListRow     *row,
                                int                 column)
{
  SkySearchTree *tree;
  guint index;
  const SkySearchNode *node = row_node (row, &tree, &index);
  const SkyPosition *root = sky_search_tree_get_root (tree);

  switch (column)
    {
    case COLUMN_MOVE:
      return sakiyomi_search_text_move (root, node->move);
    case COLUMN_PLAYER:
      {
        SkySide side = mover (tree, node);
        const char *role = node->flags & SKY_SEARCH_NODE_MAX ? "MAX" : "MIN";

        /* MAX and MIN are minimax's words: Monte Carlo counts wins. */
        if (sakiyomi_search_text_is_monte_carlo (tree))
          return g_strdup (self->side_names[side]);
        /* TRANSLATORS: the player who makes the move and the role in
         * minimax: "Computer (MAX)" */
        return g_strdup_printf (_("%s (%s)"), self->side_names[side], role);
      }
    case COLUMN_VALUE:
      return sakiyomi_search_text_value (tree, node);
    case COLUMN_PLAYOUTS:
      return node->flags & SKY_SEARCH_NODE_PRUNED
             ? g_strdup ("") : sakiyomi_search_text_count (node->visits);
    case COLUMN_NOTES:
      return sakiyomi_search_text_notes (tree, node);
    case COLUMN_BELOW:
    default:
      return node->below > 0 ? sakiyomi_search_text_count (node->below)
                             : g_strdup ("");
    }
}

/* ---- The column view ---------------------------------------------------- */

static void
setup_label (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             gpointer                  user_data)
{
  int column = GPOINTER_TO_INT (user_data);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label),
                        column == COLUMN_VALUE || column == COLUMN_PLAYOUTS
                        || column == COLUMN_BELOW ? 1.0 : 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (column == COLUMN_MOVE)
    {
      GtkWidget *expander = gtk_tree_expander_new ();

      gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), label);
      gtk_list_item_set_child (item, expander);
    }
  else
    gtk_list_item_set_child (item, label);
}

static void
bind_label (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  user_data)
{
  int column = GPOINTER_TO_INT (user_data);
  SakiyomiTreeWindow *self = g_object_get_data (G_OBJECT (factory), "window");
  GtkTreeListRow *row = gtk_list_item_get_item (item);
  GtkWidget *child = gtk_list_item_get_child (item);
  GtkWidget *label = child;
  g_autofree char *text = NULL;
  SkySearchTree *tree;
  guint index;
  const SkySearchNode *node;
  const char *classes[3] = { NULL, NULL, NULL };
  int n_classes = 0;

  if (row == NULL)
    return;
  node = row_node (row, &tree, &index);
  if (column == COLUMN_MOVE)
    {
      gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (child), row);
      label = gtk_tree_expander_get_child (GTK_TREE_EXPANDER (child));
    }
  text = sakiyomi_tree_window_cell_text (self, row, column);
  gtk_label_set_text (GTK_LABEL (label), text);
  if (column == COLUMN_NOTES)
    gtk_widget_set_tooltip_text (label, text);
  if (column != COLUMN_MOVE && column != COLUMN_PLAYER && column != COLUMN_NOTES)
    classes[n_classes++] = "numeric";
  if (node->flags & SKY_SEARCH_NODE_CHOSEN)
    classes[n_classes++] = "tree-chosen";
  else if (node->flags & SKY_SEARCH_NODE_PRUNED)
    classes[n_classes++] = "dim-label";
  gtk_widget_set_css_classes (label, classes);
}

static void
unbind_label (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  int column = GPOINTER_TO_INT (user_data);

  if (column == COLUMN_MOVE)
    gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (gtk_list_item_get_child (item)),
                                    NULL);
}

static void
add_columns (SakiyomiTreeWindow *self)
{
  static const char *const titles[N_COLUMNS] = {
    N_("Move"), N_("Player"), N_("Value"), N_("Playouts"), N_("Notes"),
    N_("Nodes below"),
  };

  for (int i = 0; i < N_COLUMNS; i++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      GtkColumnViewColumn *column;

      g_object_set_data (G_OBJECT (factory), "window", self);
      g_signal_connect (factory, "setup", G_CALLBACK (setup_label),
                        GINT_TO_POINTER (i));
      g_signal_connect (factory, "bind", G_CALLBACK (bind_label),
                        GINT_TO_POINTER (i));
      g_signal_connect (factory, "unbind", G_CALLBACK (unbind_label),
                        GINT_TO_POINTER (i));
      column = gtk_column_view_column_new (_(titles[i]), factory);
      gtk_column_view_column_set_resizable (column, TRUE);
      if (i == COLUMN_NOTES)
        gtk_column_view_column_set_expand (column, TRUE);
      if (i == COLUMN_MOVE)
        gtk_column_view_column_set_fixed_width (column, 190);
      gtk_column_view_append_column (self->column_view, column);
      self->columns[i] = column;
      g_object_unref (column);
    }
}

/* ---- The preview -------------------------------------------------------- */

static void
show_node (SakiyomiTreeWindow *self,
           guint               index)
{
  SkySearchTree *tree = self->shown;
  g_autoptr(SkyPosition) pos = sky_search_tree_get_position (tree, index);
  const SkyPosition *root = sky_search_tree_get_root (tree);
  g_autofree char *text = NULL;

  sakiyomi_board_view_set_position (self->preview, pos, NULL);
  text = sakiyomi_search_text_describe_node (tree, index,
                                             self->side_names[root->to_move]);
  gtk_label_set_text (self->node_label, text);
}

static void
on_selection_changed (GtkSingleSelection *selection,
                      GParamSpec         *pspec,
                      SakiyomiTreeWindow *self)
{
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (selection);
  SkySearchTree *tree;
  guint index = 0;

  if (self->shown == NULL)
    return;
  if (row != NULL)
    row_node (row, &tree, &index);
  show_node (self, index);
}

/* ---- Showing a tree ----------------------------------------------------- */

/* Expands the chosen line and selects the chosen move. */
static void
expand_chosen (SakiyomiTreeWindow *self,
               GtkTreeListModel   *model)
{
  SkySearchTree *tree = self->shown;
  guint position = 0, chosen_position = GTK_INVALID_LIST_POSITION;
  gint32 parent = 0;

  for (;;)
    {
      gint32 chosen = -1;
      guint k = 0;
      g_autoptr(GtkTreeListRow) row = NULL;

      for (gint32 c = sky_search_tree_get_node (tree, parent)->first_child;
           c >= 0; c = sky_search_tree_get_node (tree, c)->next_sibling, k++)
        if (sky_search_tree_get_node (tree, c)->flags & SKY_SEARCH_NODE_CHOSEN)
          {
            chosen = c;
            break;
          }
      if (chosen < 0)
        break;
      position += k;
      if (chosen_position == GTK_INVALID_LIST_POSITION)
        chosen_position = position;
      /* Deep Monte Carlo lines: a few levels open is enough. */
      if (sky_search_tree_get_node (tree, chosen)->depth >= 6
          || sky_search_tree_get_node (tree, chosen)->first_child < 0)
        break;
      row = gtk_tree_list_model_get_row (model, position);
      if (row == NULL)
        break;
      gtk_tree_list_row_set_expanded (row, TRUE);
      position++;
      parent = chosen;
    }
  if (chosen_position != GTK_INVALID_LIST_POSITION)
    /* The root's moves are few: the chosen one is in view. */
    gtk_single_selection_set_selected (self->selection, chosen_position);
}

static void
show_tree (SakiyomiTreeWindow *self,
           SkySearchTree      *tree)
{
  g_autoptr(SakiyomiSearchChildren) roots = NULL;
  GtkTreeListModel *model;
  const SkySearchResult *result = sky_search_tree_get_result (tree);
  const SkyStrength *strength = sky_search_tree_get_strength (tree);
  const SkyPosition *root = sky_search_tree_get_root (tree);
  g_autofree char *strength_text = sakiyomi_describe_strength (strength);
  g_autofree char *move = sakiyomi_search_text_move (root, result->move);
  g_autofree char *nodes = sakiyomi_search_text_count (result->nodes);
  g_autofree char *heading = NULL;
  g_autofree char *value = NULL;
  gboolean mc = sakiyomi_search_text_is_monte_carlo (tree);

  self->shown = tree;
  roots = sakiyomi_search_children_new (tree, 0);
  model = gtk_tree_list_model_new (G_LIST_MODEL (g_steal_pointer (&roots)),
                                   FALSE, FALSE,
                                   sakiyomi_search_children_create_func,
                                   NULL, NULL);
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  g_clear_object (&self->selection);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (model));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  gtk_column_view_set_model (self->column_view,
                             GTK_SELECTION_MODEL (self->selection));
  g_signal_connect (self->selection, "notify::selected",
                    G_CALLBACK (on_selection_changed), self);

  gtk_column_view_column_set_visible (self->columns[COLUMN_PLAYOUTS], mc);
  gtk_column_view_column_set_visible (self->columns[COLUMN_BELOW],
                                      sky_search_tree_get_kind (tree)
                                      != SKY_SEARCH_TREE_FLAT);
  gtk_column_view_column_set_title (self->columns[COLUMN_VALUE],
                                    mc ? _("Win rate") : _("Value"));

  if (mc)
    value = sky_value_format (SKY_VALUE_UNIT_WIN_RATE, result->value / 1000.0,
                              SKY_VALUE_STYLE_LONG);
  else
    {
      SkySearchNode root_node = *sky_search_tree_get_node (tree, 0);

      root_node.flags = 0;
      value = sakiyomi_search_text_value (tree, &root_node);
    }
  /* TRANSLATORS: "The computer's move: f5 — Minimax, depth 4, alpha-beta —
   * value +3 points (table), 1,234 positions, 1.52 ms" */
  heading = g_strdup_printf (_("%s: %s — %s — value %s, %s positions, %.2f ms"),
                             self->what, move, strength_text, value, nodes,
                             result->seconds * 1000);
  if (self->engine_note != NULL)
    {
      g_autofree char *both = g_strdup_printf ("%s\n%s", heading,
                                               self->engine_note);

      gtk_label_set_text (self->heading_label, both);
    }
  else
    gtk_label_set_text (self->heading_label, heading);

  if (sky_search_tree_is_truncated (tree))
    {
      g_autofree char *cap =
        sakiyomi_search_text_count (sky_search_tree_get_max_nodes (tree));
      g_autofree char *text = NULL;

      /* TRANSLATORS: %s is the node cap, "2,000,000" */
      text = g_strdup_printf (_("Tree truncated at %s nodes: the search went on, but the deepest lines were not recorded and are missing below."),
                              cap);
      gtk_label_set_text (self->truncated_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->truncated_label),
                          sky_search_tree_is_truncated (tree));

  show_node (self, 0);
  expand_chosen (self, model);
  gtk_stack_set_visible_child_name (self->stack, "tree");
}

static void
on_method_toggled (GtkToggleButton    *button,
                   SakiyomiTreeWindow *self)
{
  if (!gtk_toggle_button_get_active (button) || self->trees[1] == NULL)
    return;
  sakiyomi_tree_window_show_alpha_beta (self,
                                        button == self->alpha_beta_button);
}

void
sakiyomi_tree_window_show_alpha_beta (SakiyomiTreeWindow *self,
                                      gboolean            alpha_beta)
{
  g_return_if_fail (SAKIYOMI_IS_TREE_WINDOW (self));

  for (int i = 0; i < 2; i++)
    if (self->trees[i] != NULL
        && !!sky_search_tree_get_strength (self->trees[i])->alpha_beta == !!alpha_beta)
      {
        if (self->shown != self->trees[i])
          show_tree (self, self->trees[i]);
        break;
      }
  gtk_toggle_button_set_active (alpha_beta ? self->alpha_beta_button
                                           : self->minimax_button, TRUE);
}

/* ---- Recording on a worker thread --------------------------------------- */

typedef struct
{
  SkyStrength strength;
  SkyPosition *pos;
  guint32 seed;
  SkySearchTree *trees[2];
} RecordData;

static void
record_data_free (gpointer data)
{
  RecordData *rd = data;

  sky_position_free (rd->pos);
  for (int i = 0; i < 2; i++)
    g_clear_pointer (&rd->trees[i], sky_search_tree_unref);
  g_free (rd);
}

static void
record_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  RecordData *rd = task_data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (rd->seed);
  GError *error = NULL;
  SkySearchResult result;

  rd->trees[0] = sky_search_tree_new (0);
  if (!sky_player_choose_recorded (&rd->strength, rd->pos, rand, cancellable,
                                   NULL, NULL, rd->trees[0], &result, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (sky_search_tree_get_kind (rd->trees[0]) == SKY_SEARCH_TREE_MINIMAX)
    {
      /* The other method on the same position, for the comparison. */
      SkyStrength other = rd->strength;

      other.alpha_beta = !other.alpha_beta;
      other.exact_values = FALSE;
      rd->trees[1] = sky_search_tree_new (0);
      if (!sky_player_choose_recorded (&other, rd->pos, NULL, cancellable,
                                       NULL, NULL, rd->trees[1], &result,
                                       &error))
        {
          g_task_return_error (task, error);
          return;
        }
    }
  g_task_return_boolean (task, TRUE);
}

static void
on_recorded (GObject      *source,
             GAsyncResult *res,
             gpointer      user_data)
{
  g_autoptr(SakiyomiTreeWindow) self = sakiyomi_weak_ref_steal (user_data);
  RecordData *rd = g_task_get_task_data (G_TASK (res));
  g_autoptr(GError) error = NULL;

  if (self == NULL)
    return;                     /* the window is gone */
  if (!g_task_propagate_boolean (G_TASK (res), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        sakiyomi_tree_window_show_message (self, error->message);
      return;
    }
  /* A newer request replaced this one. */
  if (g_task_get_cancellable (G_TASK (res)) != self->cancellable)
    return;

  gtk_spinner_stop (self->spinner);
  g_clear_object (&self->cancellable);
  for (int i = 0; i < 2; i++)
    {
      g_clear_pointer (&self->trees[i], sky_search_tree_unref);
      self->trees[i] = g_steal_pointer (&rd->trees[i]);
    }
  if (sky_search_tree_get_kind (self->trees[0]) == SKY_SEARCH_TREE_NONE)
    {
      sakiyomi_tree_window_show_message (self,
                                         _("This opponent does not search ahead: the random and the priority-table players choose without a tree. Choose minimax or Monte Carlo to see one."));
      return;
    }
  g_free (self->summary_text);
  self->summary_text = sakiyomi_search_summary_show (self->summary_grid,
                                                     self->trees[0],
                                                     self->trees[1]);
  gtk_widget_set_visible (self->method_box, self->trees[1] != NULL);
  show_tree (self, self->trees[0]);
  if (self->trees[1] != NULL)
    gtk_toggle_button_set_active (sky_search_tree_get_strength (self->trees[0])->alpha_beta
                                  ? self->alpha_beta_button
                                  : self->minimax_button, TRUE);
}

static void
cancel_recording (SakiyomiTreeWindow *self)
{
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
}

void
sakiyomi_tree_window_record (SakiyomiTreeWindow *self,
                             const SkyStrength  *strength,
                             const SkyPosition  *pos,
                             guint32             seed,
                             const char         *what,
                             const char * const  side_names[2])
{
  g_autoptr(GTask) task = NULL;
  RecordData *rd;

  g_return_if_fail (SAKIYOMI_IS_TREE_WINDOW (self));
  g_return_if_fail (!sky_position_is_over (pos));

  cancel_recording (self);
  self->cancellable = g_cancellable_new ();
  g_free (self->what);
  self->what = g_strdup (what);
  for (int i = 0; i < 2; i++)
    {
      g_free (self->side_names[i]);
      self->side_names[i] = g_strdup (side_names[i]);
    }

  rd = g_new0 (RecordData, 1);
  rd->strength = *strength;
  rd->pos = sky_position_copy (pos);
  rd->seed = seed;
  g_clear_pointer (&self->engine_note, g_free);
  if (strength->kind == SKY_PLAYER_MINIMAX && strength->engine)
    {
      /* The strong engine's iterative deepening and table are no single
       * tree: show the sources' fixed-depth search instead, and say so. */
      SkyStrength fixed;

      sky_strength_init_default (&fixed, SKY_PLAYER_MINIMAX, pos->game->kind);
      fixed.strong_eval = TRUE;
      rd->strength = fixed;
      /* TRANSLATORS: %d is a search depth */
      self->engine_note = g_strdup_printf (_("The strong engine deepens step by step with a table of positions, which makes no single tree; shown instead: alpha-beta at depth %d with the same evaluation."),
                                           fixed.depth);
    }

  self->shown = NULL;
  gtk_column_view_set_model (self->column_view, NULL);
  g_clear_object (&self->selection);
  gtk_widget_set_visible (self->method_box, FALSE);
  gtk_spinner_start (self->spinner);
  gtk_stack_set_visible_child_name (self->stack, "busy");

  /* The task holds the window weakly: closed, it goes at once (its
   * dispose cancels the search) rather than when the search ends. */
  task = g_task_new (NULL, self->cancellable, on_recorded,
                     sakiyomi_weak_ref_new (self));
  g_task_set_source_tag (task, sakiyomi_tree_window_record);
  g_task_set_task_data (task, rd, record_data_free);
  g_task_run_in_thread (task, record_thread);
}

void
sakiyomi_tree_window_show_message (SakiyomiTreeWindow *self,
                                   const char         *text)
{
  g_return_if_fail (SAKIYOMI_IS_TREE_WINDOW (self));

  cancel_recording (self);
  gtk_spinner_stop (self->spinner);
  gtk_label_set_text (self->message_label, text);
  gtk_widget_set_visible (self->method_box, FALSE);
  gtk_stack_set_visible_child_name (self->stack, "message");
}

/* ---- Accessors for the tests -------------------------------------------- */

gboolean
sakiyomi_tree_window_is_busy (SakiyomiTreeWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_TREE_WINDOW (self), FALSE);
  return self->cancellable != NULL;
}

SkySearchTree *
sakiyomi_tree_window_get_tree (SakiyomiTreeWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_TREE_WINDOW (self), NULL);
  return self->shown;
}

SkySearchTree *
sakiyomi_tree_window_get_other_tree (SakiyomiTreeWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_TREE_WINDOW (self), NULL);
  return self->trees[1];
}

GtkSingleSelection *
sakiyomi_tree_window_get_selection (SakiyomiTreeWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_TREE_WINDOW (self), NULL);
  return self->selection;
}

GtkColumnView *
sakiyomi_tree_window_get_column_view (SakiyomiTreeWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_TREE_WINDOW (self), NULL);
  return self->column_view;
}

SakiyomiBoardView *
sakiyomi_tree_window_get_preview (SakiyomiTreeWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_TREE_WINDOW (self), NULL);
  return self->preview;
}

const char *
sakiyomi_tree_window_get_summary_text (SakiyomiTreeWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_TREE_WINDOW (self), NULL);
  return self->summary_text;
}

/* ---- GObject ------------------------------------------------------------ */

static void
on_analyse_clicked (GtkButton          *button,
                    SakiyomiTreeWindow *self)
{
  g_signal_emit (self, signals[ANALYSE_CURRENT_POSITION], 0);
}

static void
sakiyomi_tree_window_dispose (GObject *object)
{
  SakiyomiTreeWindow *self = SAKIYOMI_TREE_WINDOW (object);

  cancel_recording (self);
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  if (self->column_view != NULL)
    gtk_column_view_set_model (self->column_view, NULL);
  /* The stack is both a template child and the window's child: let the
   * window give it up first, or both would unparent it. */
  gtk_window_set_child (GTK_WINDOW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SAKIYOMI_TYPE_TREE_WINDOW);
  g_clear_object (&self->selection);
  self->shown = NULL;
  for (int i = 0; i < 2; i++)
    g_clear_pointer (&self->trees[i], sky_search_tree_unref);

  G_OBJECT_CLASS (sakiyomi_tree_window_parent_class)->dispose (object);
}

static void
sakiyomi_tree_window_finalize (GObject *object)
{
  SakiyomiTreeWindow *self = SAKIYOMI_TREE_WINDOW (object);

  g_free (self->what);
  g_free (self->side_names[0]);
  g_free (self->side_names[1]);
  g_free (self->engine_note);
  g_free (self->summary_text);
  G_OBJECT_CLASS (sakiyomi_tree_window_parent_class)->finalize (object);
}

static void
sakiyomi_tree_window_class_init (SakiyomiTreeWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_tree_window_dispose;
  object_class->finalize = sakiyomi_tree_window_finalize;

  /**
   * SakiyomiTreeWindow::analyse-current-position:
   *
   * The person asked for the tree of the position on the board now.
   */
  signals[ANALYSE_CURRENT_POSITION] =
    g_signal_new ("analyse-current-position", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (SAKIYOMI_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-tree-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, analyse_button);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, method_box);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, alpha_beta_button);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, minimax_button);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, message_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, heading_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, truncated_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, summary_grid);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, column_view);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, preview);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiTreeWindow, node_label);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0,
                                       "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w,
                                       GDK_CONTROL_MASK, "window.close", NULL);
}

/* The chosen line stands out in the tree. */
static void
ensure_style (void)
{
  static gboolean done;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (done)
    return;
  done = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider,
                                   ".tree-chosen { font-weight: bold; color: @theme_selected_bg_color; }\n"
                                   "row:selected .tree-chosen { color: inherit; }\n"
                                   ".numeric { font-feature-settings: \"tnum\"; }\n",
                                   -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
sakiyomi_tree_window_init (SakiyomiTreeWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ensure_style ();
  add_columns (self);
  sakiyomi_board_view_set_interactive (self->preview, FALSE);
  g_signal_connect (self->analyse_button, "clicked",
                    G_CALLBACK (on_analyse_clicked), self);
  g_signal_connect (self->alpha_beta_button, "toggled",
                    G_CALLBACK (on_method_toggled), self);
  g_signal_connect (self->minimax_button, "toggled",
                    G_CALLBACK (on_method_toggled), self);
}

SakiyomiTreeWindow *
sakiyomi_tree_window_new (GtkWindow *parent)
{
  return g_object_new (SAKIYOMI_TYPE_TREE_WINDOW,
                       "transient-for", parent,
                       NULL);
}
