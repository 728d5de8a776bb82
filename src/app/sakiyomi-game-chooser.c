/* sakiyomi-game-chooser.c: choosing one game of a file of many.
 *
 * The games flow list → sort (the column headers) → filter (the search)
 * → selection → column view.  Sorting and filtering are incremental, so
 * a search over 100,000 games never stops the window; the rows are made
 * only for the games on screen (sakiyomi-game-list.c). */
#define G_LOG_DOMAIN "sakiyomi-game-chooser"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sakiyomi-game-chooser.h"

struct _SakiyomiGameChooser
{
  GtkWindow parent_instance;

  SakiyomiGameList *games;
  GtkFilterListModel *filtered;
  GtkSingleSelection *selection;
  GtkCustomFilter *filter;
  char *search_text;
  char **words;

  /* Template widgets */
  GtkLabel *subtitle_label;
  GtkButton *open_button;
  GtkSearchEntry *search_entry;
  GtkStack *stack;
  GtkLabel *loading_label;
  GtkProgressBar *progress_bar;
  GtkColumnView *column_view;
  GtkColumnViewColumn *number_column;
  GtkLabel *count_label;
};

G_DEFINE_FINAL_TYPE (SakiyomiGameChooser, sakiyomi_game_chooser, GTK_TYPE_WINDOW)

enum {
  GAME_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static SakiyomiGameListItem *
selected_item (SakiyomiGameChooser *self)
{
  if (self->selection == NULL)
    return NULL;
  return gtk_single_selection_get_selected_item (self->selection);
}

void
sakiyomi_game_chooser_choose (SakiyomiGameChooser *self)
{
  SakiyomiGameListItem *item;

  g_return_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self));

  item = selected_item (self);
  if (item != NULL)
    g_signal_emit (self, signals[GAME_CHOSEN], 0,
                   sakiyomi_game_list_item_get_index (item));
}

static void
on_open_clicked (SakiyomiGameChooser *self)
{
  sakiyomi_game_chooser_choose (self);
}

static void
on_row_activated (SakiyomiGameChooser *self,
                  guint                position)
{
  gtk_single_selection_set_selected (self->selection, position);
  sakiyomi_game_chooser_choose (self);
}

/* Enter in the search opens the game selected, the first match. */
static void
on_search_activate (SakiyomiGameChooser *self)
{
  sakiyomi_game_chooser_choose (self);
}

/* Escape clears a search, and closes the chooser when there is none. */
static void
on_stop_search (SakiyomiGameChooser *self)
{
  if (gtk_editable_get_text (GTK_EDITABLE (self->search_entry))[0] != '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  else
    gtk_window_close (GTK_WINDOW (self));
}

static gboolean
match_game (gpointer item,
            gpointer user_data)
{
  SakiyomiGameChooser *self = user_data;

  return sakiyomi_game_list_matches (self->games,
                                     sakiyomi_game_list_item_get_index (item),
                                     (const char * const *) self->words);
}

static void
on_search_changed (SakiyomiGameChooser *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  GtkFilterChange change = GTK_FILTER_CHANGE_DIFFERENT;

  if (self->filter == NULL || g_strcmp0 (text, self->search_text) == 0)
    return;
  /* Typing on narrows what is shown, deleting widens it: the filter then
   * looks again only at the games that can change. */
  if (g_str_has_prefix (text, self->search_text))
    change = GTK_FILTER_CHANGE_MORE_STRICT;
  else if (g_str_has_prefix (self->search_text, text))
    change = GTK_FILTER_CHANGE_LESS_STRICT;
  g_free (self->search_text);
  self->search_text = g_strdup (text);
  g_strfreev (self->words);
  self->words = sakiyomi_game_list_search_words (text);
  gtk_filter_changed (GTK_FILTER (self->filter), change);
}

static void
update_shown (SakiyomiGameChooser *self)
{
  guint total = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
  gboolean searching = gtk_filter_list_model_get_pending (self->filtered) > 0;
  g_autofree char *text = NULL;

  if (self->words == NULL || self->words[0] == NULL)
    /* TRANSLATORS: the number of games in the file */
    text = g_strdup_printf (ngettext ("%u game", "%u games", total), total);
  else
    /* TRANSLATORS: the games matching the search, of all in the file */
    text = g_strdup_printf (ngettext ("%u of %u game", "%u of %u games", total),
                            shown, total);
  gtk_label_set_text (self->count_label, text);

  gtk_stack_set_visible_child_name (self->stack,
                                    shown == 0 && !searching ? "empty" : "list");
  gtk_widget_set_sensitive (GTK_WIDGET (self->open_button),
                            selected_item (self) != NULL);
}

static void
on_shown_changed (SakiyomiGameChooser *self)
{
  update_shown (self);
}

void
sakiyomi_game_chooser_set_progress (SakiyomiGameChooser *self,
                                    double               fraction)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self));
  gtk_progress_bar_set_fraction (self->progress_bar, CLAMP (fraction, 0.0, 1.0));
}

void
sakiyomi_game_chooser_set_games (SakiyomiGameChooser *self,
                                 SakiyomiGameList    *games)
{
  GtkSortListModel *sorted;

  g_return_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self));
  g_return_if_fail (SAKIYOMI_IS_GAME_LIST (games));
  g_return_if_fail (self->games == NULL);

  self->games = g_object_ref (games);
  sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (games)),
                                    g_object_ref (gtk_column_view_get_sorter (self->column_view)));
  gtk_sort_list_model_set_incremental (sorted, TRUE);
  self->filter = gtk_custom_filter_new (match_game, self, NULL);
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (sorted),
                                              g_object_ref (GTK_FILTER (self->filter)));
  gtk_filter_list_model_set_incremental (self->filtered, TRUE);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->filtered)));
  g_signal_connect_swapped (self->filtered, "items-changed",
                            G_CALLBACK (on_shown_changed), self);
  g_signal_connect_swapped (self->filtered, "notify::pending",
                            G_CALLBACK (on_shown_changed), self);
  g_signal_connect_swapped (self->selection, "notify::selected-item",
                            G_CALLBACK (on_shown_changed), self);
  gtk_column_view_set_model (self->column_view,
                             GTK_SELECTION_MODEL (self->selection));

  self->search_text = g_strdup ("");
  self->words = sakiyomi_game_list_search_words (NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->search_entry), TRUE);
  /* Typing anywhere in the chooser searches. */
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  update_shown (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->column_view));
}

SakiyomiGameList *
sakiyomi_game_chooser_get_games (SakiyomiGameChooser *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self), NULL);
  return self->games;
}

GtkEditable *
sakiyomi_game_chooser_get_search (SakiyomiGameChooser *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self), NULL);
  return GTK_EDITABLE (self->search_entry);
}

GListModel *
sakiyomi_game_chooser_get_shown (SakiyomiGameChooser *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self), NULL);
  return G_LIST_MODEL (self->filtered);
}

gboolean
sakiyomi_game_chooser_is_searching (SakiyomiGameChooser *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self), FALSE);
  return self->filtered != NULL && gtk_filter_list_model_get_pending (self->filtered) > 0;
}

void
sakiyomi_game_chooser_select (SakiyomiGameChooser *self,
                              guint                position)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self));
  g_return_if_fail (self->selection != NULL);
  gtk_single_selection_set_selected (self->selection, position);
}

static void
sakiyomi_game_chooser_dispose (GObject *object)
{
  SakiyomiGameChooser *self = SAKIYOMI_GAME_CHOOSER (object);

  if (self->filtered != NULL)
    g_signal_handlers_disconnect_by_data (self->filtered, self);
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  /* The models may outlive the chooser in the column view for a while. */
  if (self->filter != NULL)
    gtk_custom_filter_set_filter_func (self->filter, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SAKIYOMI_TYPE_GAME_CHOOSER);
  g_clear_object (&self->selection);
  g_clear_object (&self->filtered);
  g_clear_object (&self->filter);
  g_clear_object (&self->games);
  G_OBJECT_CLASS (sakiyomi_game_chooser_parent_class)->dispose (object);
}

static void
sakiyomi_game_chooser_finalize (GObject *object)
{
  SakiyomiGameChooser *self = SAKIYOMI_GAME_CHOOSER (object);

  g_free (self->search_text);
  g_strfreev (self->words);
  G_OBJECT_CLASS (sakiyomi_game_chooser_parent_class)->finalize (object);
}

static void
sakiyomi_game_chooser_class_init (SakiyomiGameChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_game_chooser_dispose;
  object_class->finalize = sakiyomi_game_chooser_finalize;

  signals[GAME_CHOSEN] = g_signal_new ("game-chosen",
                                       G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_UINT);

  /* The rows' factories look up the items' properties by type name. */
  g_type_ensure (SAKIYOMI_TYPE_GAME_LIST_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-game-chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, open_button);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, search_entry);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, stack);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, loading_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, column_view);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, number_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, count_label);
  gtk_widget_class_bind_template_callback (widget_class, on_open_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_stop_search);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0,
                                       "window.close", NULL);
}

static void
sakiyomi_game_chooser_init (SakiyomiGameChooser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_stack_set_visible_child_name (self->stack, "loading");
}

SakiyomiGameChooser *
sakiyomi_game_chooser_new (GtkWindow  *parent,
                           const char *name)
{
  SakiyomiGameChooser *self;
  g_autofree char *reading = NULL;

  g_return_val_if_fail (name != NULL, NULL);

  self = g_object_new (SAKIYOMI_TYPE_GAME_CHOOSER,
                       "transient-for", parent,
                       NULL);
  gtk_label_set_text (self->subtitle_label, name);
  /* TRANSLATORS: %s is a file name */
  reading = g_strdup_printf (_("Reading “%s”…"), name);
  gtk_label_set_text (self->loading_label, reading);
  return self;
}
