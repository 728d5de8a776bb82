/* sakiyomi-window.c: the game window, a view of a game session.
 *
 * The session (sakiyomi-game-session.c) holds the game and decides what
 * happens; the window builds its template, shows what the session
 * announces on the board and in its title and banners (the side panel,
 * sakiyomi-side-panel.c, follows the session itself) and turns clicks and
 * keys into the session's commands.  Its actions live in
 * sakiyomi-window-actions.c, its position editor mode in
 * sakiyomi-window-editor.c, games in and out in sakiyomi-game-file.c.
 */
#define G_LOG_DOMAIN "sakiyomi-window"

/* Narrower than this, a window is a phone's. */
#define PHONE_WIDTH 500

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-autosave.h"
#include "sakiyomi-file-drop.h"
#include "sakiyomi-game-layout.h"
#include "sakiyomi-game-text.h"
#include "sakiyomi-settings.h"
#include "sakiyomi-window-private.h"

G_DEFINE_FINAL_TYPE (SakiyomiWindow, sakiyomi_window,
                     GTK_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_KEEPS_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void sakiyomi_window_constructed (GObject *object);

/* ---- Showing the session ------------------------------------------------ */

static void
update_title (SakiyomiWindow *self)
{
  g_autofree char *first = sakiyomi_game_session_dup_player_name (self->session,
                                                                  SKY_SIDE_FIRST);
  g_autofree char *second = sakiyomi_game_session_dup_player_name (self->session,
                                                                   SKY_SIDE_SECOND);
  g_autofree char *subtitle = NULL;

  adw_window_title_set_title (self->window_title,
                              sakiyomi_game_name (sakiyomi_game_session_get_game (self->session)->kind,
                                          sakiyomi_game_session_is_misere (self->session)));
  /* TRANSLATORS: "You vs Computer (Minimax, depth 4)" */
  subtitle = g_strdup_printf (_("%s vs %s"), first, second);
  /* On a phone the players' panel under the board names them; the header
   * keeps its room for the game's name and the hint. */
  adw_window_title_set_subtitle (self->window_title,
                                 sakiyomi_game_layout_is_narrow (SAKIYOMI_GAME_LAYOUT (self->game_box))
                                 ? NULL : subtitle);
}

/* A phone-sized window has room in its header for the game's name and
 * the hint only without the buttons to minimize and maximize it, which
 * do nothing there; decided on the width asked for, before the window
 * can be that narrow. */
static void
follow_width (SakiyomiWindow *self)
{
  int width = 0, height = 0;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  gtk_header_bar_set_decoration_layout (self->header_bar,
                                        width > 0 && width < PHONE_WIDTH ? ":close" : NULL);
}

/* With the panel under the board (a phone-sized window) the panel is
 * more compact, and the board's margins narrow: the board has the
 * window's width. */
static void
follow_narrow (SakiyomiWindow *self)
{
  gboolean narrow = sakiyomi_game_layout_is_narrow (SAKIYOMI_GAME_LAYOUT (self->game_box));
  GtkWidget *board = GTK_WIDGET (self->board);
  /* The coordinates are margin enough beside a phone's board. */
  int margin = narrow ? 0 : 18;

  sakiyomi_side_panel_set_compact (self->side_panel, narrow);
  update_title (self);
  gtk_widget_set_margin_start (board, margin);
  gtk_widget_set_margin_end (board, margin);
  gtk_widget_set_margin_top (board, margin);
  gtk_widget_set_margin_bottom (board, margin);
}


/* A window beside the first does not keep its game for the next start:
 * once a game is being played there, it says so, once. */
static void
update_not_kept (SakiyomiWindow *self)
{
  if (self->keeps_game || self->told_not_kept
      || !sakiyomi_game_session_is_in_progress (self->session)
      || sakiyomi_banner_get_text (self->banner) != NULL)
    return;
  self->told_not_kept = TRUE;
  sakiyomi_banner_show (self->banner,
                        _("The game in this window is not kept for the next start: the first window’s is. Use Save Game to keep this one."),
                        SAKIYOMI_BANNER_INFO);
}

static void
on_changed (SakiyomiWindow *self)
{
  update_title (self);
  update_not_kept (self);
  _sakiyomi_window_actions_update (self);
}

static void
on_position_changed (SakiyomiGameSession *session,
                     const SkyPosition   *previous,
                     SakiyomiWindow      *self)
{
  sakiyomi_board_view_set_position (self->board,
                                    sakiyomi_game_session_get_position (session),
                                    previous);
  sakiyomi_board_view_set_interactive (self->board,
                                       sakiyomi_game_session_is_persons_turn (session));
  _sakiyomi_window_update_review_mark (self);
}

/* The opening explorer's moves, with their values in discs. */
static void
on_book_moves (SakiyomiWindow *self,
               guint           n,
               const SkyMove  *moves,
               const int      *discs)
{
  sakiyomi_board_view_set_hint_kind (self->board, SAKIYOMI_MARK_BOOK);
  sakiyomi_board_view_set_hint (self->board, n > 0 ? moves[0] : SKY_MOVE_NONE,
                                (int) n, moves, discs);
}

static void
on_hint (SakiyomiGameSession   *session,
         const SkySearchResult *result,
         gboolean               overlay,
         SakiyomiWindow        *self)
{
  sakiyomi_board_view_set_hint_kind (self->board, SAKIYOMI_MARK_HINT);
  sakiyomi_board_view_set_hint (self->board, result->move,
                                overlay ? result->n_moves : 0,
                                result->moves, result->move_values);
}

/* ---- Keeping the game --------------------------------------------------- */

/* The game in progress is not being kept: said once in the banner, which
 * stays until the problem is gone or the person closes it; play goes on
 * either way. */
static void
on_keep_problem (SakiyomiWindow *self)
{
  const char *problem = sakiyomi_game_session_get_keep_problem (self->session);

  self->keep_recovered = problem == NULL;
  if (problem != NULL)
    sakiyomi_banner_show (self->banner, problem, SAKIYOMI_BANNER_PROBLEM);
  else if (sakiyomi_banner_get_text (self->banner) != NULL
           && sakiyomi_banner_get_kind (self->banner) == SAKIYOMI_BANNER_PROBLEM)
    /* The problem is gone; the session's notice says so. */
    sakiyomi_banner_dismiss (self->banner);
}

/* News about keeping the game: that it is kept again passes as a toast;
 * a game from last time that could not be restored stays in the banner. */
static void
on_keep_notice (SakiyomiGameSession *session,
                const char          *text,
                SakiyomiWindow      *self)
{
  /* A problem still there outweighs news. */
  if (sakiyomi_game_session_get_keep_problem (session) != NULL)
    return;
  if (self->keep_recovered)
    {
      self->keep_recovered = FALSE;
      sakiyomi_window_add_toast (self, text);
      return;
    }
  sakiyomi_banner_show (self->banner, text, SAKIYOMI_BANNER_INFO);
}

void
sakiyomi_window_add_toast (SakiyomiWindow *self,
                           const char     *text)
{
  AdwToast *toast;

  g_return_if_fail (SAKIYOMI_IS_WINDOW (self));

  toast = adw_toast_new (text);
  /* Messages said again replace each other instead of queueing. */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
}

const char *
sakiyomi_window_get_last_toast (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->last_toast;
}

/* ---- The person's moves ------------------------------------------------- */

static void
on_cell_activated (SakiyomiBoardView *board,
                   int                cell,
                   SakiyomiWindow    *self)
{
  SakiyomiGameSession *session = self->session;
  guint ply = sakiyomi_game_session_get_ply (session);

  if (!sakiyomi_game_session_is_persons_turn (session))
    return;
  if (!sky_position_is_legal_move (sakiyomi_game_session_get_position (session), cell))
    {
      g_autofree char *text = sakiyomi_game_session_explain_illegal (session, cell);

      sakiyomi_game_session_show_status (session, text);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (sakiyomi_game_session_is_reviewing (session)
      && ply < sakiyomi_game_session_get_n_moves (session))
    {
      /* The move that was played: step on through the game. */
      if (cell == sky_record_get_move (sakiyomi_game_session_get_record (session), ply))
        sakiyomi_game_session_go_to_ply (session, ply + 1, TRUE);
      else
        _sakiyomi_window_ask_continue (self, cell);
      return;
    }
  sakiyomi_game_session_play (session, cell);
}

static void
on_ply_activated (SakiyomiMoveList *list,
                  guint             ply,
                  SakiyomiWindow   *self)
{
  if (_sakiyomi_window_open_question (self) != NULL
      || ply > sakiyomi_game_session_get_n_moves (self->session))
    return;
  sakiyomi_game_session_go_to_ply (self->session, ply, TRUE);
}

/* ---- Settings ----------------------------------------------------------- */

static void
on_settings_changed (GSettings      *settings,
                     const char     *key,
                     SakiyomiWindow *self)
{
  /* Another window's switch: this window's menus stay with its game. */
  if ((g_str_equal (key, "game") || g_str_equal (key, "opponent")
       || g_str_equal (key, "misere"))
      && !sakiyomi_game_session_setting_is_others (self->session))
    {
      /* The question decides: its answer sets the setting again. */
      if (self->confirm_dialog != NULL)
        return;
      _sakiyomi_window_actions_sync_settings (self);
    }
  sakiyomi_game_session_setting_changed (self->session, key);
}

/* ---- Drag and drop ------------------------------------------------------ */

gboolean
sakiyomi_window_drop_value (SakiyomiWindow *self,
                            const GValue   *value)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSList *others = NULL;

  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);

  if (!sakiyomi_file_drop_open (self->game_file, value, &others))
    return FALSE;
  /* Each further file in a window of its own. */
  for (GSList *l = others; l != NULL && app != NULL; l = l->next)
    {
      SakiyomiWindow *beside = sakiyomi_window_new_beside (app);

      gtk_window_present (GTK_WINDOW (beside));
      sakiyomi_window_open_file (beside, l->data);
    }
  g_slist_free_full (others, g_object_unref);
  return TRUE;
}

static gboolean
on_drop (GtkDropTarget  *target,
         const GValue   *value,
         double          x,
         double          y,
         SakiyomiWindow *self)
{
  return sakiyomi_window_drop_value (self, value);
}

/* ---- GObject ------------------------------------------------------------ */

void
sakiyomi_window_cancel_search (SakiyomiWindow *self)
{
  g_return_if_fail (SAKIYOMI_IS_WINDOW (self));
  sakiyomi_game_session_cancel_search (self->session);
}

/* The game in progress is saved after every ply already; closing writes
 * the newest state before the process may end. */
static void
save_on_close (SakiyomiWindow *self)
{
  if (self->session == NULL || self->saved_on_close)
    return;
  self->saved_on_close = TRUE;
  sakiyomi_game_session_save (self->session);
}

static gboolean
sakiyomi_window_close_request (GtkWindow *window)
{
  SakiyomiWindow *self = SAKIYOMI_WINDOW (window);

  /* Stop the search now rather than when the window is finalized. */
  sakiyomi_game_session_cancel_search (self->session);
  save_on_close (self);
  return GTK_WINDOW_CLASS (sakiyomi_window_parent_class)->close_request (window);
}

static void
sakiyomi_window_dispose (GObject *object)
{
  SakiyomiWindow *self = SAKIYOMI_WINDOW (object);

  if (self->session != NULL)
    {
      sakiyomi_game_session_cancel_search (self->session);
      /* Quitting destroys the window without a close request. */
      save_on_close (self);
      g_signal_handlers_disconnect_by_data (self->session, self);
    }
  if (self->game_file != NULL)
    sakiyomi_game_file_close (self->game_file);
  if (self->question_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->question_dialog));
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  if (self->confirm_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->confirm_dialog));
  if (self->new_game_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->new_game_dialog));
  if (self->setup_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->setup_dialog));
  g_clear_pointer (&self->confirm_key, g_free);
  g_clear_pointer (&self->last_toast, g_free);
  g_clear_pointer (&self->confirm_value, g_variant_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), SAKIYOMI_TYPE_WINDOW);
  g_clear_object (&self->game_file);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sakiyomi_window_parent_class)->dispose (object);
}

static void
sakiyomi_window_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SakiyomiWindow *self = SAKIYOMI_WINDOW (object);

  switch (prop_id)
    {
    case PROP_KEEPS_GAME:
      g_value_set_boolean (value, self->keeps_game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_window_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SakiyomiWindow *self = SAKIYOMI_WINDOW (object);

  switch (prop_id)
    {
    case PROP_KEEPS_GAME:
      self->keeps_game = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_window_class_init (SakiyomiWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = sakiyomi_window_constructed;
  object_class->get_property = sakiyomi_window_get_property;
  object_class->set_property = sakiyomi_window_set_property;
  object_class->dispose = sakiyomi_window_dispose;
  window_class->close_request = sakiyomi_window_close_request;

  g_type_ensure (SAKIYOMI_TYPE_BANNER);
  /* Whether the window keeps its game in progress across restarts (and
   * starts with the game kept).  The first window does; a window opened
   * beside it for a file leaves the kept game to it. */
  properties[PROP_KEEPS_GAME] =
    g_param_spec_boolean ("keeps-game", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                          | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (SAKIYOMI_TYPE_BOARD_VIEW);
  g_type_ensure (SAKIYOMI_TYPE_SIDE_PANEL);
  g_type_ensure (SAKIYOMI_TYPE_GAME_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, settings_banner);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, board);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, game_menu_games);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, game_menu_rules);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, side_panel);
  _sakiyomi_window_editor_class_init (widget_class);
}

static void
sakiyomi_window_init (SakiyomiWindow *self)
{
  self->keeps_game = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Not a bound template child: the window's own child is unparented by
   * the window, not by gtk_widget_dispose_template. */
  self->toast_overlay = ADW_TOAST_OVERLAY (gtk_window_get_child (GTK_WINDOW (self)));
  /* The side panel's parts the window works with. */
  self->players_panel = sakiyomi_side_panel_get_players_panel (self->side_panel);
  self->move_list = sakiyomi_side_panel_get_move_list (self->side_panel);
  self->review_panel = sakiyomi_side_panel_get_review_panel (self->side_panel);
  self->status_label = sakiyomi_side_panel_get_status_label (self->side_panel);
  self->game_over_revealer = sakiyomi_side_panel_get_game_over_revealer (self->side_panel);
  self->result_label = sakiyomi_side_panel_get_result_label (self->side_panel);
  self->moves_switcher = sakiyomi_side_panel_get_moves_switcher (self->side_panel);
}

/* Once "keeps-game" is known: the session, and the game it starts with. */
static void
sakiyomi_window_constructed (GObject *object)
{
  SakiyomiWindow *self = SAKIYOMI_WINDOW (object);
  g_autoptr(SakiyomiAutosave) autosave = NULL;
  GtkDropTarget *drop_target;

  G_OBJECT_CLASS (sakiyomi_window_parent_class)->constructed (object);

  if (self->keeps_game)
    autosave = sakiyomi_autosave_new (NULL);
  self->settings = sakiyomi_settings_new ();
  self->session = sakiyomi_game_session_new (self->settings, autosave);
  sakiyomi_game_session_set_keeps_practice (self->session, TRUE);
  g_signal_connect_object (self->session, "practice-notice",
                           G_CALLBACK (sakiyomi_window_add_toast), self,
                           G_CONNECT_SWAPPED);
  self->game_file = sakiyomi_game_file_new (GTK_WINDOW (self), self->session);
  g_signal_connect_object (self->game_file, "toast",
                           G_CALLBACK (sakiyomi_window_add_toast), self,
                           G_CONNECT_SWAPPED);

  _sakiyomi_window_actions_init (self);
  _sakiyomi_window_editor_init (self);
  /* The opening book's part, under the opening's name. */
  self->book_panel = SAKIYOMI_BOOK_PANEL (sakiyomi_book_panel_new (self->settings,
                                                                   G_ACTION_MAP (self)));
  sakiyomi_side_panel_add_part (self->side_panel, GTK_WIDGET (self->book_panel));
  g_signal_connect_object (self->book_panel, "show-moves",
                           G_CALLBACK (on_book_moves), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->book_panel, "clear-moves",
                           G_CALLBACK (sakiyomi_board_view_clear_hint), self->board,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->book_panel, "toast",
                           G_CALLBACK (sakiyomi_window_add_toast), self,
                           G_CONNECT_SWAPPED);

  /* The window opens as it was left.  A key that cannot be written must
   * not make the whole window insensitive, as a binding does by default. */
  g_settings_bind (self->settings, "window-width", self, "default-width",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY);
  g_settings_bind (self->settings, "window-height", self, "default-height",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY);
  g_settings_bind (self->settings, "window-maximized", self, "maximized",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY);
  g_settings_bind (self->settings, "show-legal-moves", self->board,
                   "show-legal-moves", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animation", self->board, "animate",
                   G_SETTINGS_BIND_GET);
  g_object_bind_property (self->board, "high-contrast",
                          sakiyomi_position_editor_get_board (self->position_editor),
                          "high-contrast", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->board, "high-contrast",
                          sakiyomi_review_panel_get_graph (self->review_panel),
                          "high-contrast", G_BINDING_SYNC_CREATE);
  sakiyomi_board_view_follow_desktop_contrast (self->board);

  /* Settings kept in memory only (the store is read-only): said once, and
   * play goes on. */
  if (sakiyomi_settings_get_unsaved_reason () != NULL)
    sakiyomi_banner_show (self->settings_banner,
                          sakiyomi_settings_get_unsaved_reason (),
                          SAKIYOMI_BANNER_PROBLEM);

  /* The session shown: the side panel follows it itself. */
  sakiyomi_side_panel_set_session (self->side_panel, self->session);
  g_signal_connect_swapped (self->game_box, "notify::narrow",
                            G_CALLBACK (follow_narrow), self);
  g_signal_connect_swapped (self, "notify::default-width",
                            G_CALLBACK (follow_width), self);
  follow_width (self);
  g_signal_connect_swapped (self->session, "changed",
                            G_CALLBACK (on_changed), self);
  g_signal_connect_swapped (self->session, "notify::busy",
                            G_CALLBACK (_sakiyomi_window_actions_update), self);
  g_signal_connect (self->session, "position-changed",
                    G_CALLBACK (on_position_changed), self);
  _sakiyomi_window_review_init (self);
  g_signal_connect (self->session, "hint", G_CALLBACK (on_hint), self);
  g_signal_connect_swapped (self->session, "notify::keep-problem",
                            G_CALLBACK (on_keep_problem), self);
  g_signal_connect (self->session, "keep-notice",
                    G_CALLBACK (on_keep_notice), self);
  /* After the window's own: the book's moves go on the board drawn. */
  sakiyomi_book_panel_set_session (self->book_panel, self->session);
  /* Another copy of the app may keep its game already. */
  on_keep_problem (self);

  g_signal_connect (self->settings, "changed",
                    G_CALLBACK (on_settings_changed), self);
  g_signal_connect (self->board, "cell-activated",
                    G_CALLBACK (on_cell_activated), self);
  g_signal_connect (self->move_list, "ply-activated",
                    G_CALLBACK (on_ply_activated), self);

  /* The game left at the last quit, or a new one. */
  if (!sakiyomi_game_session_restore (self->session))
    sakiyomi_game_session_new_game (self->session,
                                    sakiyomi_settings_get_mode (self->settings),
                                    FALSE);
  _sakiyomi_window_actions_sync_settings (self);

  /* Files and text dropped on the window open as Open and Paste would. */
  drop_target = sakiyomi_file_drop_target_new ();
  g_signal_connect (drop_target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop_target));
}

SakiyomiWindow *
sakiyomi_window_new (GtkApplication *application)
{
  return g_object_new (SAKIYOMI_TYPE_WINDOW, "application", application, NULL);
}

SakiyomiWindow *
sakiyomi_window_new_beside (GtkApplication *application)
{
  return g_object_new (SAKIYOMI_TYPE_WINDOW,
                       "application", application,
                       "keeps-game", FALSE,
                       NULL);
}

gboolean
sakiyomi_window_is_game_in_progress (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);
  return sakiyomi_game_session_is_in_progress (self->session);
}

gboolean
sakiyomi_window_is_asking (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);
  return self->confirm_dialog != NULL || self->question_dialog != NULL
         || self->new_game_dialog != NULL
         || sakiyomi_game_file_get_question_dialog (self->game_file) != NULL
         || sakiyomi_game_file_get_game_chooser (self->game_file) != NULL
         || sakiyomi_game_file_is_reading (self->game_file);
}

gboolean
sakiyomi_window_keeps_game (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);
  return self->keeps_game;
}

const char *
sakiyomi_window_get_help_page (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);

  if (sakiyomi_game_session_get_review (self->session) != NULL)
    return "review";
  return sakiyomi_game_session_get_game (self->session)->help_page;
}

/* ---- For the tests ------------------------------------------------------ */

SakiyomiGameSession *
sakiyomi_window_get_session (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->session;
}

void
sakiyomi_window_reseed (SakiyomiWindow *self,
                        guint32         seed)
{
  sakiyomi_game_session_reseed (sakiyomi_window_get_session (self), seed);
}

SakiyomiBoardView *
sakiyomi_window_get_board (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->board;
}

SakiyomiAiWorker *
sakiyomi_window_get_worker (SakiyomiWindow *self)
{
  return sakiyomi_game_session_get_worker (sakiyomi_window_get_session (self));
}

void
sakiyomi_window_get_search_counts (SakiyomiWindow       *self,
                                   SakiyomiSearchCounts *counts)
{
  sakiyomi_game_session_get_search_counts (sakiyomi_window_get_session (self),
                                           counts);
}

GSettings *
sakiyomi_window_get_settings (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->settings;
}

const SkyPosition *
sakiyomi_window_get_position (SakiyomiWindow *self)
{
  return sakiyomi_game_session_get_position (sakiyomi_window_get_session (self));
}

guint
sakiyomi_window_get_n_moves (SakiyomiWindow *self)
{
  return sakiyomi_game_session_get_ply (sakiyomi_window_get_session (self));
}

SakiyomiMode
sakiyomi_window_get_mode (SakiyomiWindow *self)
{
  return sakiyomi_game_session_get_mode (sakiyomi_window_get_session (self));
}

gboolean
sakiyomi_window_is_busy (SakiyomiWindow *self)
{
  return sakiyomi_game_session_is_busy (sakiyomi_window_get_session (self));
}

gboolean
sakiyomi_window_is_persons_turn (SakiyomiWindow *self)
{
  return sakiyomi_game_session_is_persons_turn (sakiyomi_window_get_session (self));
}

gboolean
sakiyomi_window_get_last_search (SakiyomiWindow  *self,
                                 SkySearchResult *result)
{
  const SakiyomiSearchReport *report =
    sakiyomi_game_session_get_report (sakiyomi_window_get_session (self));

  if (report != NULL)
    *result = report->result;
  return report != NULL;
}

const char *
sakiyomi_window_get_status (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->status_label);
}

char *
sakiyomi_window_get_log (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return sakiyomi_side_panel_dup_log (self->side_panel);
}

GtkWidget *
sakiyomi_window_get_confirm_dialog (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->confirm_dialog;
}

GtkWidget *
sakiyomi_window_get_new_game_dialog (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->new_game_dialog;
}

GtkWidget *
sakiyomi_window_get_tree_window (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->tree_window;
}

const SkyRecord *
sakiyomi_window_get_record (SakiyomiWindow *self)
{
  return sakiyomi_game_session_get_record (sakiyomi_window_get_session (self));
}

gboolean
sakiyomi_window_is_reviewing (SakiyomiWindow *self)
{
  return sakiyomi_game_session_is_reviewing (sakiyomi_window_get_session (self));
}

SakiyomiMoveList *
sakiyomi_window_get_move_list (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->move_list;
}

GtkWidget *
sakiyomi_window_get_question_dialog (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return _sakiyomi_window_open_question (self);
}

GtkWidget *
sakiyomi_window_get_error_dialog (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return sakiyomi_game_file_get_error_dialog (self->game_file);
}

GtkWidget *
sakiyomi_window_get_game_chooser (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return sakiyomi_game_file_get_game_chooser (self->game_file);
}

SakiyomiBanner *
sakiyomi_window_get_settings_banner (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->settings_banner;
}

SakiyomiBanner *
sakiyomi_window_get_banner (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->banner;
}

gboolean
sakiyomi_window_is_reading_file (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);
  return sakiyomi_game_file_is_reading (self->game_file);
}

GtkFileChooserNative *
sakiyomi_window_get_file_chooser (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return sakiyomi_game_file_get_chooser (self->game_file);
}

gboolean
sakiyomi_window_save_file (SakiyomiWindow *self,
                           GFile          *file)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);
  return sakiyomi_game_file_save (self->game_file, file);
}

void
sakiyomi_window_open_file (SakiyomiWindow *self,
                           GFile          *file)
{
  g_return_if_fail (SAKIYOMI_IS_WINDOW (self));
  sakiyomi_game_file_open (self->game_file, file);
}

void
sakiyomi_window_set_book_learn_depth (SakiyomiWindow *self,
                                      int             depth)
{
  sakiyomi_book_panel_set_learn_depth (self->book_panel, depth);
}

gboolean
sakiyomi_window_is_learning (SakiyomiWindow *self)
{
  return sakiyomi_book_panel_is_learning (self->book_panel);
}

const char *
sakiyomi_window_get_book_caption (SakiyomiWindow *self)
{
  return sakiyomi_book_panel_get_caption (self->book_panel);
}

gboolean
sakiyomi_window_get_book_shown (SakiyomiWindow *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->book_panel));
}
