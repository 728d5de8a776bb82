/* sakiyomi-game-chooser.c: choosing one game of a file of many.
 *
 * The column view shows the game list through a single selection.  The
 * list sorts (by the column headers) and searches (the entry) in threads
 * and changes in one step when done, so neither stops the window over
 * 100,000 games; the rows are made only for the games on screen
 * (sakiyomi-game-list.c).  A libadwaita window: a dialog's header bar
 * (Cancel, Open), the file's name under its title, status pages while
 * the file is read and when a search finds nothing. */
#define G_LOG_DOMAIN "sakiyomi-game-chooser"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sakiyomi-game-chooser.h"

struct _SakiyomiGameChooser
{
  AdwWindow parent_instance;

  SakiyomiGameList *games;
  GtkSingleSelection *selection;
  char **words;
  GCancellable *searching;      /* while a search runs */
  GCancellable *sorting;
  const char *probed;           /* see sort_order () */

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkButton *open_button;
  GtkSearchEntry *search_entry;
  GtkStack *stack;
  AdwStatusPage *loading_page;
  GtkProgressBar *progress_bar;
  GtkColumnView *column_view;
  GtkColumnViewColumn *number_column;
  GtkColumnViewColumn *black_column;
  GtkColumnViewColumn *white_column;
  GtkColumnViewColumn *result_column;
  GtkColumnViewColumn *date_column;
  GtkColumnViewColumn *place_column;
  GtkColumnViewColumn *opening_column;
  GtkColumnViewColumn *moves_column;
  GtkColumnViewColumn *to_move_column;
  GtkColumnViewColumn *empties_column;
  GtkColumnViewColumn *best_column;
  AdwStatusPage *empty_page;
  GtkLabel *count_label;
  gboolean positions;           /* the file holds positions, not games */
};

G_DEFINE_FINAL_TYPE (SakiyomiGameChooser, sakiyomi_game_chooser, ADW_TYPE_WINDOW)

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

/* Up and Down in the search move through the games found, so that the
 * keyboard never has to leave the search: type, Down, Enter. */
static gboolean
on_search_key_pressed (SakiyomiGameChooser *self,
                       guint                keyval,
                       guint                keycode,
                       GdkModifierType      state)
{
  guint n, selected;
  int step;

  if (keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down)
    step = 1;
  else if (keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up)
    step = -1;
  else
    return GDK_EVENT_PROPAGATE;
  if (self->selection == NULL)
    return GDK_EVENT_STOP;
  n = g_list_model_get_n_items (G_LIST_MODEL (self->selection));
  selected = gtk_single_selection_get_selected (self->selection);
  if (n == 0)
    return GDK_EVENT_STOP;
  if (selected == GTK_INVALID_LIST_POSITION)
    selected = 0;
  else if (step > 0 && selected + 1 < n)
    selected++;
  else if (step < 0 && selected > 0)
    selected--;
  gtk_single_selection_set_selected (self->selection, selected);
  gtk_widget_activate_action (GTK_WIDGET (self->column_view), "list.scroll-to-item",
                              "u", selected);
  return GDK_EVENT_STOP;
}

/* Typing in the list starts a search: the entry takes the keys from then
 * on (spaces too, which the list would take for itself). */
static void
on_search_started (SakiyomiGameChooser *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
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

static void update_shown (SakiyomiGameChooser *self);

static void
on_searched (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  SakiyomiGameChooser *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!sakiyomi_game_list_search_finish (SAKIYOMI_GAME_LIST (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("could not search the games: %s", error->message);
      return;
    }
  /* Not cancelled: the chooser is still there and this is its search. */
  g_clear_object (&self->searching);
  g_debug ("search done: %u games shown",
           g_list_model_get_n_items (G_LIST_MODEL (self->games)));
  update_shown (self);
}

static void
search (SakiyomiGameChooser *self)
{
  if (self->searching != NULL)
    g_cancellable_cancel (self->searching);
  g_clear_object (&self->searching);
  self->searching = g_cancellable_new ();
  sakiyomi_game_list_search_async (self->games, (const char * const *) self->words,
                                   self->searching, on_searched, self);
  update_shown (self);
}

static void
on_search_changed (SakiyomiGameChooser *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_auto(GStrv) words = NULL;

  if (self->games == NULL)
    return;
  words = sakiyomi_game_list_search_words (text);
  if (g_strv_equal ((const char * const *) words, (const char * const *) self->words))
    return;
  g_debug ("search for “%s”", text);
  g_strfreev (self->words);
  self->words = g_steal_pointer (&words);
  search (self);
}

static void
update_shown (SakiyomiGameChooser *self)
{
  guint total = sakiyomi_game_list_get_n_games (self->games);
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  g_autofree char *text = NULL;

  if (self->positions && (self->words == NULL || self->words[0] == NULL))
    /* TRANSLATORS: the number of positions in a file of positions */
    text = g_strdup_printf (ngettext ("%'u position", "%'u positions", total), total);
  else if (self->positions)
    /* TRANSLATORS: the positions matching the search, of all in the file */
    text = g_strdup_printf (ngettext ("%'u of %'u position", "%'u of %'u positions", total),
                            shown, total);
  else if (self->words == NULL || self->words[0] == NULL)
    /* TRANSLATORS: the number of games in the file */
    text = g_strdup_printf (ngettext ("%'u game", "%'u games", total), total);
  else
    /* TRANSLATORS: the games matching the search, of all in the file */
    text = g_strdup_printf (ngettext ("%'u of %'u game", "%'u of %'u games", total),
                            shown, total);
  gtk_label_set_text (self->count_label, text);

  gtk_stack_set_visible_child_name (self->stack,
                                    shown == 0 && self->searching == NULL ? "empty" : "list");
  gtk_widget_set_sensitive (GTK_WIDGET (self->open_button),
                            selected_item (self) != NULL);
}

static void
on_shown_changed (SakiyomiGameChooser *self)
{
  update_shown (self);
}

/* ---- Sorting ----------------------------------------------------------
 *
 * The column headers show the sort as GTK draws it, but the games are
 * sorted by the list itself, in a thread (sakiyomi-game-list.c).  GTK 4.8
 * does not say which column the person sorts by, so each column's sorter
 * notes its property when asked to compare, and one comparison of the
 * column view's sorter tells which column it asks first and whether it
 * reverses the answer. */

static GtkOrdering
probe_compare (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  SakiyomiGameChooser *self = g_object_get_data (G_OBJECT (user_data), "chooser");

  if (self->probed == NULL)
    self->probed = g_object_get_data (G_OBJECT (user_data), "property");
  return GTK_ORDERING_SMALLER;
}

static void
on_sorted (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  SakiyomiGameChooser *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!sakiyomi_game_list_sort_finish (SAKIYOMI_GAME_LIST (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("could not sort the games: %s", error->message);
      return;
    }
  /* Not cancelled: the chooser is still there and this is its sort. */
  g_clear_object (&self->sorting);
  g_debug ("sort done");
  update_shown (self);
}

static void
on_sorter_changed (SakiyomiGameChooser *self)
{
  GtkSorter *sorter = gtk_column_view_get_sorter (self->column_view);
  GtkOrdering order;

  if (self->games == NULL)
    return;
  self->probed = NULL;
  /* Two different items: GTK answers "equal" for an item and itself. */
  order = gtk_sorter_compare (sorter, self, self->column_view);
  if (self->sorting != NULL)
    g_cancellable_cancel (self->sorting);
  g_clear_object (&self->sorting);
  self->sorting = g_cancellable_new ();
  g_debug ("sort by %s%s", self->probed != NULL ? self->probed : "number",
           order == GTK_ORDERING_LARGER ? ", descending" : "");
  sakiyomi_game_list_sort_async (self->games, self->probed,
                                 order == GTK_ORDERING_LARGER,
                                 self->sorting, on_sorted, self);
}

static void
add_probe_sorter (SakiyomiGameChooser *self,
                  GtkColumnViewColumn *column,
                  const char          *property)
{
  g_autoptr(GtkCustomSorter) sorter = gtk_custom_sorter_new (NULL, NULL, NULL);

  gtk_custom_sorter_set_sort_func (sorter, probe_compare, sorter, NULL);
  g_object_set_data (G_OBJECT (sorter), "chooser", self);
  g_object_set_data (G_OBJECT (sorter), "property", (gpointer) property);
  gtk_column_view_column_set_sorter (column, GTK_SORTER (sorter));
}

void
sakiyomi_game_chooser_set_progress (SakiyomiGameChooser *self,
                                    double               fraction)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self));
  gtk_progress_bar_set_fraction (self->progress_bar, CLAMP (fraction, 0.0, 1.0));
}

/* The columns that fit what the file holds: games with their players,
 * games of move lines (no players, dates or places: their moves), or
 * positions (the side to move, the empty squares, the best moves). */
static void
fit_columns (SakiyomiGameChooser *self,
             SakiyomiGameList    *games)
{
  const SkyRecordCollection *collection = sakiyomi_game_list_get_collection (games);
  gboolean lines = sakiyomi_game_list_get_n_games (games) > 0
                   && sky_record_collection_get_summary (collection, 0, "Line") != NULL;
  GtkColumnViewColumn *players[] = {
    self->black_column, self->white_column, self->date_column, self->place_column,
  };

  self->positions = sky_record_collection_holds_positions (collection);
  for (guint i = 0; i < G_N_ELEMENTS (players); i++)
    gtk_column_view_column_set_visible (players[i], !lines);
  gtk_column_view_column_set_visible (self->result_column, !self->positions);
  gtk_column_view_column_set_visible (self->opening_column, !self->positions);
  gtk_column_view_column_set_visible (self->moves_column, lines && !self->positions);
  gtk_column_view_column_set_visible (self->to_move_column, self->positions);
  gtk_column_view_column_set_visible (self->empties_column, self->positions);
  /* Board strings give no best moves: no column of blanks. */
  gtk_column_view_column_set_visible (self->best_column, self->positions
                                      && sky_record_collection_get_summary (collection, 0, "Best") != NULL);
  if (lines && !self->positions)
    g_object_set (self->search_entry, "placeholder-text",
                  _("Search results and openings"), NULL);
  if (!self->positions)
    return;
  gtk_window_set_title (GTK_WINDOW (self), _("Choose a Position"));
  adw_window_title_set_title (self->window_title, _("Choose a Position"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->open_button),
                               _("Open the position selected (Enter)"));
  g_object_set (self->search_entry, "placeholder-text",
                _("Search sides to move, empties and best moves"), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search positions"),
                                  -1);
  adw_status_page_set_title (self->empty_page, _("No Positions Found"));
}

void
sakiyomi_game_chooser_set_games (SakiyomiGameChooser *self,
                                 SakiyomiGameList    *games)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self));
  g_return_if_fail (SAKIYOMI_IS_GAME_LIST (games));
  g_return_if_fail (self->games == NULL);

  fit_columns (self, games);
  self->games = g_object_ref (games);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (games)));
  g_signal_connect_swapped (games, "items-changed",
                            G_CALLBACK (on_shown_changed), self);
  g_signal_connect_swapped (self->selection, "notify::selected-item",
                            G_CALLBACK (on_shown_changed), self);
  gtk_column_view_set_model (self->column_view,
                             GTK_SELECTION_MODEL (self->selection));

  self->words = sakiyomi_game_list_search_words (NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->search_entry), TRUE);
  /* Typing anywhere in the chooser searches. */
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  update_shown (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
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

GtkColumnView *
sakiyomi_game_chooser_get_column_view (SakiyomiGameChooser *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self), NULL);
  return self->column_view;
}

GListModel *
sakiyomi_game_chooser_get_shown (SakiyomiGameChooser *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self), NULL);
  return G_LIST_MODEL (self->games);
}

gboolean
sakiyomi_game_chooser_is_searching (SakiyomiGameChooser *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_CHOOSER (self), FALSE);
  return self->searching != NULL || self->sorting != NULL;
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

  if (self->games != NULL)
    g_signal_handlers_disconnect_by_data (self->games, self);
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  /* A search or sort that ends after the chooser finds it cancelled. */
  if (self->searching != NULL)
    g_cancellable_cancel (self->searching);
  g_clear_object (&self->searching);
  if (self->sorting != NULL)
    g_cancellable_cancel (self->sorting);
  g_clear_object (&self->sorting);
  if (self->column_view != NULL)
    g_signal_handlers_disconnect_by_data (gtk_column_view_get_sorter (self->column_view), self);
  gtk_widget_dispose_template (GTK_WIDGET (self), SAKIYOMI_TYPE_GAME_CHOOSER);
  g_clear_object (&self->selection);
  g_clear_object (&self->games);
  G_OBJECT_CLASS (sakiyomi_game_chooser_parent_class)->dispose (object);
}

static void
sakiyomi_game_chooser_finalize (GObject *object)
{
  SakiyomiGameChooser *self = SAKIYOMI_GAME_CHOOSER (object);

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
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, window_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, open_button);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, search_entry);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, stack);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, loading_page);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, column_view);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, number_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, black_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, white_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, result_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, date_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, place_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, opening_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, moves_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, to_move_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, empties_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, best_column);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, empty_page);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiGameChooser, count_label);
  gtk_widget_class_bind_template_callback (widget_class, on_open_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_stop_search);
  gtk_widget_class_bind_template_callback (widget_class, on_search_started);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0,
                                       "window.close", NULL);
}

static void
sakiyomi_game_chooser_init (SakiyomiGameChooser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_stack_set_visible_child_name (self->stack, "loading");
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    g_signal_connect_swapped (keys, "key-pressed",
                              G_CALLBACK (on_search_key_pressed), self);
    gtk_widget_add_controller (GTK_WIDGET (self->search_entry), keys);
  }
  add_probe_sorter (self, self->number_column, "number");
  add_probe_sorter (self, self->black_column, "black");
  add_probe_sorter (self, self->white_column, "white");
  add_probe_sorter (self, self->result_column, "result");
  add_probe_sorter (self, self->date_column, "date");
  add_probe_sorter (self, self->place_column, "place");
  add_probe_sorter (self, self->opening_column, "opening");
  add_probe_sorter (self, self->moves_column, "moves");
  add_probe_sorter (self, self->to_move_column, "to-move");
  add_probe_sorter (self, self->empties_column, "empties");
  add_probe_sorter (self, self->best_column, "best");
  g_signal_connect_swapped (gtk_column_view_get_sorter (self->column_view), "changed",
                            G_CALLBACK (on_sorter_changed), self);
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
  adw_window_title_set_subtitle (self->window_title, name);
  /* TRANSLATORS: %s is a file name */
  reading = g_strdup_printf (_("Reading “%s”…"), name);
  adw_status_page_set_title (self->loading_page, reading);
  return self;
}
