/* sakiyomi-window.c: the game window.
 *
 * The window holds the game as a record (record.h): the start position
 * and every ply, with the ply the board shows, so that undo, redo and the
 * move list walk it and a game can be saved, opened, copied and kept
 * across restarts; who plays each side; and the search in flight.  A person's click becomes a move here; the computer's moves
 * come from the AI worker, each search guarded by its request id and its
 * own GCancellable so that a result arriving after new game, undo or a
 * switch is dropped, never played.
 */
#define G_LOG_DOMAIN "sakiyomi-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-new-game-dialog.h"
#include "sakiyomi-game-file.h"
#include "sakiyomi-game-text.h"
#include "sakiyomi-move-list.h"
#include "sakiyomi-tree-window.h"
#include "tictactoe.h"
#include "sakiyomi-window-private.h"

/* How long a pass stays on screen before play goes on. */
#define PASS_PAUSE_MS 700

struct _SakiyomiWindow
{
  GtkApplicationWindow parent_instance;

  GSettings *settings;
  SakiyomiAiWorker *worker;
  GRand *rand;                  /* number-grab board seeds */

  /* Template widgets */
  SakiyomiBoardView *board;
  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  GtkMenuButton *menu_button;
  GtkRevealer *game_over_revealer;
  GtkLabel *result_label;
  GtkLabel *final_score_label;
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
  GtkLabel *status_label;
  GtkWidget *thinking_box;
  GtkSpinner *thinking_spinner;
  GtkLabel *thinking_label;
  GtkProgressBar *progress_bar;
  GtkLabel *best_so_far_label;
  GtkWidget *search_frame;
  GtkLabel *search_title;
  GtkLabel *search_move;
  GtkLabel *search_value;
  GtkLabel *search_evaluations;
  GtkWidget *search_evaluations_title;
  GtkLabel *search_work_title;
  GtkLabel *search_work;
  GtkLabel *search_time;
  GtkWidget *search_pv_title;
  GtkLabel *search_pv;
  GtkTextView *log_view;
  GtkScrolledWindow *log_scroller;
  SakiyomiMoveList *move_list;

  /* The game */
  const SkyGame *game;
  SkyGameSetup setup;
  SakiyomiMode mode;
  gboolean computer[2];         /* which sides the computer plays */
  SkyRecord *record;            /* the start and every ply, passes included */
  guint ply;                    /* the board shows the position after this many */
  gboolean reviewing;           /* looking back through the move list */
  gboolean board_from_record;   /* number-grab: not drawn from setup.seed */

  /* The search in flight */
  GCancellable *cancellable;
  guint request;                /* 0: none */
  gboolean request_is_hint;
  gboolean request_is_engine;   /* the strong engine: its own value scale */
  gint64 search_started;
  SakiyomiSearchCounts search_counts;   /* for the stress test */
  guint pending_id;             /* timeout that plays a computer move or pass */
  SkyMove pending_move;
  SkySearchResult pending_result;
  char *last_move_text;         /* the last move in words, for the status */

  gboolean has_last_search;
  SkySearchResult last_search;

  GtkWidget *confirm_dialog;
  char *confirm_key;            /* the setting the question is about */
  GVariant *confirm_value;
  GtkWidget *new_game_dialog;

  /* The computer's last search, for the search tree window */
  SkyStrength request_strength;  /* the search in flight */
  SkyPosition *tree_position;    /* the position it searched, or NULL */
  SkyStrength tree_strength;
  guint32 tree_seed;
  GtkWidget *tree_window;

  /* Games in and out */
  GtkWidget *question_dialog;   /* continue from here, or replace the game */
  SkyMove question_move;        /* played on "continue" (NONE: just continue) */
  SkyRecord *question_record;   /* opened on "replace" */
  char *question_origin;        /* the log line that says where it came from */
  GtkFileChooserNative *file_chooser;
  GtkWidget *error_dialog;
  gboolean saved_on_close;
};

G_DEFINE_FINAL_TYPE (SakiyomiWindow, sakiyomi_window,
                     GTK_TYPE_APPLICATION_WINDOW)

static void advance (SakiyomiWindow *self);
static void update_actions (SakiyomiWindow *self);
static void show_review (SakiyomiWindow *self);
static void go_to_ply (SakiyomiWindow *self, guint ply, gboolean reviewing);
static void ask_continue (SakiyomiWindow *self, SkyMove move);
static void replace_game (SakiyomiWindow *self, SkyRecord *record,
                          SakiyomiMode mode, const char *origin);
static void save_game_in_progress (SakiyomiWindow *self);

/* ---- Small helpers ------------------------------------------------------ */

static const SkyPosition *
current (SakiyomiWindow *self)
{
  return sky_record_get_position (self->record, self->ply);
}

static guint
n_moves (SakiyomiWindow *self)
{
  return sky_record_get_n_moves (self->record);
}

static gboolean
only_pass (const SkyPosition *pos)
{
  SkyMove moves[SKY_MAX_MOVES];

  return sky_position_legal_moves (pos, moves) == 1 && moves[0] == SKY_MOVE_PASS;
}

/* A position the person plays from: where undo and redo stop. */
static gboolean
persons_stop (SakiyomiWindow    *self,
              const SkyPosition *pos)
{
  return !self->computer[pos->to_move] && !only_pass (pos);
}

/* The ply undo goes back to, or -1. */
static int
undo_target (SakiyomiWindow *self)
{
  if (self->mode == SAKIYOMI_MODE_COMPUTERS)
    return -1;
  for (int i = (int) self->ply - 1; i >= 0; i--)
    if (persons_stop (self, sky_record_get_position (self->record, i)))
      return i;
  return -1;
}

static gboolean
is_busy (SakiyomiWindow *self)
{
  return self->request != 0 || self->pending_id != 0;
}

static gboolean
persons_turn (SakiyomiWindow *self)
{
  const SkyPosition *pos = current (self);

  return !sky_position_is_over (pos) && !self->computer[pos->to_move]
         && !is_busy (self);
}

static void
set_status (SakiyomiWindow *self,
            const char     *text)
{
  gtk_label_set_text (self->status_label, text);
}

static void
log_line (SakiyomiWindow *self,
          const char     *text)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->log_view);
  GtkTextMark *end_mark = gtk_text_buffer_get_mark (buffer, "end");
  GtkTextIter end;

  gtk_text_buffer_get_end_iter (buffer, &end);
  if (end_mark == NULL)
    /* Right gravity: it stays at the end as lines are added. */
    end_mark = gtk_text_buffer_create_mark (buffer, "end", &end, FALSE);
  if (gtk_text_buffer_get_char_count (buffer) > 0)
    gtk_text_buffer_insert (buffer, &end, "\n", 1);
  gtk_text_buffer_insert (buffer, &end, text, -1);
  /* Deferred until the new line is laid out. */
  gtk_text_view_scroll_to_mark (self->log_view, end_mark, 0.0, TRUE, 0.0, 1.0);
}

/* The log grows at its end: keep the end in view as its height changes. */
static void
on_log_upper_changed (GtkAdjustment  *adjustment,
                      GParamSpec     *pspec,
                      SakiyomiWindow *self)
{
  /* Not while the window is being taken down. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self->log_scroller)))
    return;
  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_upper (adjustment)
                            - gtk_adjustment_get_page_size (adjustment));
}

/* The log is on a page of its own: at its end whenever it is shown. */
static void
on_log_mapped (SakiyomiWindow *self)
{
  GtkTextMark *end_mark = gtk_text_buffer_get_mark (gtk_text_view_get_buffer (self->log_view),
                                                    "end");

  if (end_mark != NULL)
    gtk_text_view_scroll_to_mark (self->log_view, end_mark, 0.0, TRUE, 0.0, 1.0);
}

static char *
format_count (guint64 n)
{
  /* Thousands separated as the locale does ("12,345"). */
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
}

/* Who plays side when the computer does: the chosen opponent, or for the
 * second side of computer against computer, the second computer. */
static SkyPlayerKind
opponent_for (SakiyomiWindow *self,
              SkySide         side)
{
  if (self->mode == SAKIYOMI_MODE_COMPUTERS && side == SKY_SIDE_SECOND)
    return sakiyomi_settings_get_second_opponent (self->settings);
  return sakiyomi_settings_get_opponent (self->settings);
}

static char *
player_name (SakiyomiWindow *self,
             SkySide         side)
{
  SkyStrength strength;
  g_autofree char *description = NULL;

  if (!self->computer[side])
    {
      if (self->mode == SAKIYOMI_MODE_TWO_PEOPLE)
        return g_strdup (side == SKY_SIDE_FIRST ? _("Player 1")
                                                : _("Player 2"));
      return g_strdup (_("You"));
    }
  sakiyomi_settings_get_strength (self->settings, self->game->kind,
                                  opponent_for (self, side), &strength);
  description = sakiyomi_describe_strength (&strength);
  /* TRANSLATORS: "Computer (Minimax, depth 4, alpha-beta)" */
  return g_strdup_printf (_("Computer (%s)"), description);
}

/* ---- Showing the state -------------------------------------------------- */

static void
draw_token (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  SakiyomiWindow *self = g_object_get_data (G_OBJECT (area), "window");
  SkySide side = GPOINTER_TO_INT (user_data);
  double cx = width / 2.0, cy = height / 2.0;
  double r = MIN (width, height) / 2.0 - 2;
  GdkRGBA fg;
  gboolean dark;

  if (self == NULL || self->game == NULL)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)),
                               &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  dark = 0.299 * fg.red + 0.587 * fg.green + 0.114 * fg.blue > 0.5;

  switch (self->game->kind)
    {
    case SKY_GAME_REVERSI:
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      if (side == SKY_SIDE_FIRST)
        cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      else
        cairo_set_source_rgb (cr, 0.96, 0.96, 0.95);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
      break;

    case SKY_GAME_TICTACTOE:
      cairo_set_line_width (cr, r * 0.35);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      if (side == SKY_SIDE_FIRST)
        {
          double s = r * 0.7;

          cairo_set_source_rgb (cr, dark ? 0x62 / 255.0 : 0x1c / 255.0,
                                dark ? 0xa0 / 255.0 : 0x71 / 255.0,
                                dark ? 0xea / 255.0 : 0xd8 / 255.0);
          cairo_move_to (cr, cx - s, cy - s);
          cairo_line_to (cr, cx + s, cy + s);
          cairo_move_to (cr, cx + s, cy - s);
          cairo_line_to (cr, cx - s, cy + s);
        }
      else
        {
          cairo_set_source_rgb (cr, dark ? 1.0 : 0xe6 / 255.0,
                                dark ? 0xa3 / 255.0 : 0x61 / 255.0,
                                dark ? 0x48 / 255.0 : 0.0);
          cairo_arc (cr, cx, cy, r * 0.75, 0, 2 * G_PI);
        }
      cairo_stroke (cr);
      break;

    case SKY_GAME_NUMBERGRAB:
    case SKY_N_GAMES:
    default:
      /* The tint the board gives the numbers each side took. */
      cairo_rectangle (cr, cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6);
      if (side == SKY_SIDE_FIRST)
        cairo_set_source_rgb (cr, dark ? 0x62 / 255.0 : 0x1c / 255.0,
                              dark ? 0xa0 / 255.0 : 0x71 / 255.0,
                              dark ? 0xea / 255.0 : 0xd8 / 255.0);
      else
        cairo_set_source_rgb (cr, dark ? 1.0 : 0xe6 / 255.0,
                              dark ? 0xa3 / 255.0 : 0x61 / 255.0,
                              dark ? 0x48 / 255.0 : 0.0);
      cairo_fill (cr);
      break;
    }
}

static void
update_players (SakiyomiWindow *self)
{
  const SkyPosition *pos = current (self);
  gboolean over = sky_position_is_over (pos);
  gboolean scores = self->game->kind != SKY_GAME_TICTACTOE;
  GtkWidget *rows[2] = { self->first_row, self->second_row };
  GtkLabel *names[2] = { self->first_name, self->second_name };
  GtkLabel *details[2] = { self->first_detail, self->second_detail };
  GtkLabel *score_labels[2] = { self->first_score, self->second_score };

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = player_name (self, side);
      g_autofree char *score = NULL;
      const char *detail = sakiyomi_side_name (self->game, side);
      g_autofree char *detail_text = NULL;

      gtk_label_set_text (names[side], name);
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

      score = sakiyomi_format_score (self->game->score (pos, side));
      gtk_label_set_text (score_labels[side], score);
      gtk_widget_set_visible (GTK_WIDGET (score_labels[side]), scores);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->first_token));
  gtk_widget_queue_draw (GTK_WIDGET (self->second_token));
}

static void
update_title (SakiyomiWindow *self)
{
  g_autofree char *first = player_name (self, SKY_SIDE_FIRST);
  g_autofree char *second = player_name (self, SKY_SIDE_SECOND);
  g_autofree char *subtitle = NULL;

  gtk_label_set_text (self->title_label,
                      sakiyomi_game_name (self->game->kind,
                                          self->setup.misere));
  /* TRANSLATORS: "You vs Computer (Minimax, depth 4)" */
  subtitle = g_strdup_printf (_("%s vs %s"), first, second);
  gtk_label_set_text (self->subtitle_label, subtitle);
}

static char *
result_text (SakiyomiWindow *self,
             SkyResult       result)
{
  gboolean vs_computer = self->mode == SAKIYOMI_MODE_FIRST
                         || self->mode == SAKIYOMI_MODE_SECOND;
  SkySide winner = result == SKY_RESULT_FIRST_WINS ? SKY_SIDE_FIRST
                                                   : SKY_SIDE_SECOND;

  if (result == SKY_RESULT_DRAW)
    return g_strdup (_("Draw"));
  if (vs_computer)
    return g_strdup (self->computer[winner] ? _("The computer wins")
                                            : _("You win!"));
  /* TRANSLATORS: "Black wins" */
  return g_strdup_printf (_("%s wins"),
                          sakiyomi_side_name (self->game, winner));
}

static char *
final_score_text (SakiyomiWindow *self)
{
  const SkyPosition *pos = current (self);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  if (self->game->kind == SKY_GAME_TICTACTOE)
    {
      if (pos->game->result (pos) == SKY_RESULT_DRAW)
        return g_strdup (_("No three in a row"));
      return g_strdup (self->setup.misere
                       ? _("Three in a row loses")
                       : _("Three in a row"));
    }
  first = sakiyomi_format_score (self->game->score (pos, SKY_SIDE_FIRST));
  second = sakiyomi_format_score (self->game->score (pos, SKY_SIDE_SECOND));
  /* TRANSLATORS: "Black 40 : 24 White" */
  return g_strdup_printf (_("%s %s : %s %s"),
                          sakiyomi_side_name (self->game, SKY_SIDE_FIRST),
                          first, second,
                          sakiyomi_side_name (self->game, SKY_SIDE_SECOND));
}

static void
update_game_over (SakiyomiWindow *self)
{
  const SkyPosition *pos = current (self);
  gboolean over = sky_position_is_over (pos);

  if (over)
    {
      g_autofree char *result = result_text (self, self->game->result (pos));
      g_autofree char *score = final_score_text (self);

      gtk_label_set_text (self->result_label, result);
      gtk_label_set_text (self->final_score_label, score);
    }
  gtk_revealer_set_reveal_child (self->game_over_revealer, over);
}

/* The strong reversi engine values in hundredths of a disc, or in whole
 * discs once it has solved the game; everything else in plain points. */
static gboolean
values_in_hundredths (SakiyomiWindow        *self,
                      const SkySearchResult *result)
{
  return self->request_is_engine && self->game->kind == SKY_GAME_REVERSI
         && !result->solved;
}

static char *
format_value (SakiyomiWindow        *self,
              const SkySearchResult *result)
{
  if (self->request_is_engine && self->game->kind == SKY_GAME_REVERSI)
    {
      if (result->solved)
        /* TRANSLATORS: the final disc difference, known exactly */
        return g_strdup_printf (_("%+d discs, exact"), result->value);
      /* TRANSLATORS: an estimated final disc difference */
      return g_strdup_printf (_("%+.2f discs"), result->value / 100.0);
    }
  return g_strdup_printf ("%+d", result->value);
}

static void
show_search (SakiyomiWindow        *self,
             const SkySearchResult *result,
             SkySide                side,
             SkyPlayerKind          kind)
{
  g_autofree char *title = NULL;
  g_autofree char *move = NULL;
  g_autofree char *value = NULL;
  g_autofree char *evaluations = NULL;
  g_autofree char *work = NULL;
  g_autofree char *time = NULL;
  const SkyPosition *pos = current (self);

  self->has_last_search = TRUE;
  self->last_search = *result;

  if (self->mode == SAKIYOMI_MODE_COMPUTERS)
    /* TRANSLATORS: "Black's last search" */
    title = g_strdup_printf (_("%s's last search"),
                             sakiyomi_side_name (self->game, side));
  else
    title = g_strdup (_("The computer's last move"));
  gtk_label_set_text (self->search_title, title);

  if (result->move == SKY_MOVE_PASS)
    move = g_strdup (_("pass"));
  else
    move = sakiyomi_cell_name (pos->game, result->move);
  gtk_label_set_text (self->search_move, move);

  switch (kind)
    {
    case SKY_PLAYER_MONTECARLO:
      /* TRANSLATORS: Monte Carlo's value: wins per thousand playouts */
      value = g_strdup_printf (_("%d ‰ wins"), result->value);
      gtk_label_set_text (self->search_work_title, _("Playouts"));
      work = format_count (result->playouts);
      break;
    case SKY_PLAYER_MINIMAX:
      value = format_value (self, result);
      gtk_label_set_text (self->search_work_title, _("Depth"));
      work = g_strdup_printf ("%d", result->depth);
      break;
    case SKY_PLAYER_RANDOM:
    case SKY_PLAYER_PRIORITY:
    case SKY_N_PLAYER_KINDS:
    default:
      value = g_strdup (kind == SKY_PLAYER_RANDOM ? _("chosen at random")
                                                  : _("highest priority"));
      gtk_label_set_text (self->search_work_title, _("Positions visited"));
      work = format_count (result->nodes);
      break;
    }
  gtk_label_set_text (self->search_value, value);
  evaluations = format_count (result->evaluations);
  gtk_label_set_text (self->search_evaluations, evaluations);
  /* Only minimax calls an evaluation function; the others would show 0. */
  gtk_widget_set_visible (self->search_evaluations_title,
                          result->evaluations > 0 || kind == SKY_PLAYER_MINIMAX);
  gtk_widget_set_visible (GTK_WIDGET (self->search_evaluations),
                          result->evaluations > 0 || kind == SKY_PLAYER_MINIMAX);
  gtk_label_set_text (self->search_work, work);
  if (result->seconds < 1.0)
    /* TRANSLATORS: milliseconds a search took */
    time = g_strdup_printf (_("%.2f ms"), result->seconds * 1000);
  else
    /* TRANSLATORS: seconds a search took */
    time = g_strdup_printf (_("%.2f s"), result->seconds);
  gtk_label_set_text (self->search_time, time);

  /* The line the search expects, as far as it looked. */
  {
    GString *pv = g_string_new (NULL);
    SkyPosition *p = sky_position_copy (pos);

    for (int i = 0; i < MIN (result->pv_length, 12); i++)
      {
        g_autofree char *cell = NULL;

        if (!sky_position_is_legal_move (p, result->pv[i]))
          break;
        cell = result->pv[i] == SKY_MOVE_PASS ? g_strdup (_("pass"))
                                              : sakiyomi_cell_name (p->game, result->pv[i]);
        if (pv->len > 0)
          /* Cells of number-grab and tic-tac-toe are words: separate them. */
          g_string_append (pv, p->game->kind == SKY_GAME_REVERSI ? " " : "; ");
        g_string_append (pv, cell);
        sky_position_play (p, result->pv[i]);
      }
    sky_position_free (p);
    gtk_label_set_text (self->search_pv, pv->str);
    gtk_widget_set_visible (self->search_pv_title, result->pv_length > 1);
    gtk_widget_set_visible (GTK_WIDGET (self->search_pv), result->pv_length > 1);
    g_string_free (pv, TRUE);
  }

  gtk_widget_set_visible (self->search_frame, TRUE);
}

static void
show_thinking (SakiyomiWindow *self,
               gboolean        thinking,
               const char     *text)
{
  gtk_widget_set_visible (self->thinking_box, thinking);
  if (thinking)
    {
      gtk_label_set_text (self->thinking_label, text);
      gtk_progress_bar_set_fraction (self->progress_bar, 0.0);
      gtk_progress_bar_set_text (self->progress_bar, "");
      gtk_label_set_text (self->best_so_far_label, "");
      gtk_spinner_start (self->thinking_spinner);
    }
  else
    gtk_spinner_stop (self->thinking_spinner);
}

static void
update_board (SakiyomiWindow    *self,
              const SkyPosition *previous)
{
  sakiyomi_board_view_set_position (self->board, current (self), previous);
  sakiyomi_board_view_set_interactive (self->board, persons_turn (self));
}

/* The one place that decides which actions can be used now. */
static void
update_actions (SakiyomiWindow *self)
{
  const SkyPosition *pos = current (self);
  gboolean over = sky_position_is_over (pos);
  gboolean can_undo = undo_target (self) >= 0;
  GAction *action;

  action = g_action_map_lookup_action (G_ACTION_MAP (self), "undo");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), can_undo);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "redo");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), self->ply < n_moves (self));
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "back-to-game");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), self->reviewing);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "continue-here");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), self->reviewing);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "hint");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               !over && persons_turn (self)
                               && !only_pass (pos));
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "show-search-tree");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               self->tree_position != NULL || !over);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "analyse-position");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), !over);

  sakiyomi_board_view_set_interactive (self->board, persons_turn (self));
}

static void
update_all (SakiyomiWindow *self)
{
  sakiyomi_move_list_set_record (self->move_list, self->record, self->ply,
                                 self->reviewing);
  update_title (self);
  update_players (self);
  update_game_over (self);
  update_actions (self);
}

/* ---- Searching ---------------------------------------------------------- */

static void
forget_search (SakiyomiWindow *self)
{
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
  sakiyomi_ai_worker_forget (self->worker);
  self->request = 0;
  g_clear_handle_id (&self->pending_id, g_source_remove);
  show_thinking (self, FALSE, NULL);
}

void
sakiyomi_window_cancel_search (SakiyomiWindow *self)
{
  g_return_if_fail (SAKIYOMI_IS_WINDOW (self));

  forget_search (self);
  update_actions (self);
}

static void
on_progress (SakiyomiAiWorker  *worker,
             guint              request,
             gpointer           data,
             SakiyomiWindow    *self)
{
  const SkyProgress *progress = data;
  g_autofree char *text = NULL;

  if (request != self->request)
    return;

  if (progress->fraction >= 0)
    gtk_progress_bar_set_fraction (self->progress_bar,
                                   CLAMP (progress->fraction, 0.0, 1.0));
  else
    gtk_progress_bar_pulse (self->progress_bar);

  if (progress->playouts_done > 0)
    {
      g_autofree char *done = format_count (progress->playouts_done);

      if (progress->playouts_total > 0)
        {
          g_autofree char *total = format_count (progress->playouts_total);

          /* TRANSLATORS: "1,200 of 3,000 playouts" */
          text = g_strdup_printf (_("%s of %s playouts"), done, total);
        }
      else
        /* TRANSLATORS: "1,200 playouts" */
        text = g_strdup_printf (_("%s playouts"), done);
    }
  else if (progress->depth_done > 0)
    /* TRANSLATORS: minimax has searched this many moves ahead */
    text = g_strdup_printf (_("depth %d done"), progress->depth_done);
  else
    text = g_strdup ("");
  gtk_progress_bar_set_text (self->progress_bar, text);

  if (progress->best_so_far >= 0 || progress->best_so_far == SKY_MOVE_PASS)
    {
      g_autofree char *cell = progress->best_so_far == SKY_MOVE_PASS
        ? g_strdup (_("pass"))
        : sakiyomi_cell_name (self->game, progress->best_so_far);
      g_autofree char *best = NULL;

      /* TRANSLATORS: the best move a running search has found so far */
      best = g_strdup_printf (_("Best so far: %s"), cell);
      gtk_label_set_text (self->best_so_far_label, best);
    }
}

static void
play_move (SakiyomiWindow *self,
           SkyMove         move)
{
  g_autoptr(SkyPosition) before = sky_position_copy (current (self));
  g_autoptr(GError) error = NULL;
  const SkyPosition *after;
  g_autofree char *text = sakiyomi_describe_move (before, move);
  g_autofree char *line = NULL;

  /* A move from an earlier position drops the moves after it. */
  sky_record_truncate (self->record, self->ply);
  self->reviewing = FALSE;
  if (!sky_record_append (self->record, move, &error))
    {
      g_warning ("not played: %s", error->message);
      return;
    }
  self->ply++;
  after = current (self);

  /* TRANSLATORS: a numbered line of the move log, "12. Black plays f5" */
  line = g_strdup_printf (_("%d. %s"), after->ply, text);
  log_line (self, line);
  set_status (self, text);
  g_free (self->last_move_text);
  self->last_move_text = g_steal_pointer (&text);

  sakiyomi_board_view_set_position (self->board, after, before);
  advance (self);
}

static gboolean
play_pending_cb (gpointer user_data)
{
  SakiyomiWindow *self = user_data;
  SkyMove move = self->pending_move;

  self->pending_id = 0;
  show_thinking (self, FALSE, NULL);
  show_search (self, &self->pending_result, current (self)->to_move,
               opponent_for (self, current (self)->to_move));
  play_move (self, move);
  return G_SOURCE_REMOVE;
}

static int
computer_pause (SakiyomiWindow *self)
{
  if (self->mode == SAKIYOMI_MODE_COMPUTERS)
    return sakiyomi_settings_get_int (self->settings, "computers-pace");
  return sakiyomi_settings_get_int (self->settings, "computer-pause");
}

static void
on_search_done (GObject      *source,
                GAsyncResult *res,
                gpointer      user_data)
{
  GWeakRef *weak = user_data;
  g_autoptr(SakiyomiWindow) self = g_weak_ref_get (weak);
  g_autoptr(GError) error = NULL;
  SkySearchResult result;
  guint request = 0;
  gboolean ok;
  gint64 elapsed_ms;
  int wait_ms;

  ok = sakiyomi_ai_worker_choose_finish (SAKIYOMI_AI_WORKER (source), res,
                                         &request, &result, &error);
  g_weak_ref_clear (weak);
  g_free (weak);
  if (self == NULL)
    return;                     /* the window is gone */

  /* A search that new game, undo or a switch made stale: drop it. */
  if (request != self->request
      || !sakiyomi_ai_worker_is_current (self->worker, request)
      || self->record == NULL)
    {
      self->search_counts.dropped++;
      return;
    }
  self->search_counts.used++;
  /* Cancelling always makes a search stale first; counted to prove it. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (res))))
    self->search_counts.used_after_cancel++;

  self->request = 0;
  g_clear_object (&self->cancellable);

  if (!ok)
    {
      g_autofree char *text = NULL;

      show_thinking (self, FALSE, NULL);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          /* TRANSLATORS: the engine failed; %s is its message */
          text = g_strdup_printf (_("The computer could not choose a move: %s"),
                                  error->message);
          set_status (self, text);
          log_line (self, text);
        }
      update_actions (self);
      return;
    }

  if (!sky_position_is_legal_move (current (self), result.move))
    {
      show_thinking (self, FALSE, NULL);
      set_status (self, _("The computer chose an illegal move; it was not played."));
      g_warning ("search returned illegal move %d", result.move);
      update_actions (self);
      return;
    }

  if (self->request_is_hint)
    {
      g_autofree char *cell = sakiyomi_cell_name (self->game, result.move);
      g_autofree char *text = NULL;
      gboolean overlay = g_settings_get_boolean (self->settings,
                                                 "hint-overlay");

      g_autofree char *value = format_value (self, &result);

      show_thinking (self, FALSE, NULL);
      /* The overlay has room for whole numbers: discs, not hundredths. */
      if (values_in_hundredths (self, &result))
        for (int i = 0; i < result.n_moves; i++)
          result.move_values[i] = (int) (result.move_values[i] / 100.0
                                         + (result.move_values[i] < 0 ? -0.5 : 0.5));
      sakiyomi_board_view_set_hint (self->board, result.move,
                                    overlay ? result.n_moves : 0,
                                    result.moves, result.move_values);
      /* TRANSLATORS: "Hint: f5 (value +12)" */
      text = g_strdup_printf (_("Hint: %s (value %s)"), cell, value);
      set_status (self, text);
      update_actions (self);
      return;
    }

  self->pending_result = result;
  g_clear_pointer (&self->tree_position, sky_position_free);
  self->tree_position = sky_position_copy (current (self));
  self->tree_strength = self->request_strength;
  self->tree_seed = sakiyomi_ai_worker_get_request_seed (self->worker, res);

  /* Let the person see that the computer thought, however fast it was. */
  elapsed_ms = (g_get_monotonic_time () - self->search_started) / 1000;
  wait_ms = MAX (0, computer_pause (self) - (int) elapsed_ms);
  self->pending_move = result.move;
  self->pending_id = g_timeout_add (wait_ms, play_pending_cb, self);
}

static void
start_search (SakiyomiWindow    *self,
              const SkyStrength *strength,
              gboolean           hint)
{
  /* The search holds the window weakly: closing it must not wait. */
  GWeakRef *weak = g_new0 (GWeakRef, 1);

  g_weak_ref_init (weak, self);
  forget_search (self);
  self->cancellable = g_cancellable_new ();
  self->request_is_hint = hint;
  self->request_is_engine = strength->engine;
  self->request_strength = *strength;
  self->search_started = g_get_monotonic_time ();
  show_thinking (self, TRUE, hint ? _("Looking for a hint…")
                                  : _("Computer thinking…"));
  self->search_counts.started++;
  self->request = sakiyomi_ai_worker_choose_async (self->worker, strength,
                                                   current (self),
                                                   self->cancellable,
                                                   on_search_done,
                                                   weak);
  update_actions (self);
}

static gboolean
play_pass_cb (gpointer user_data)
{
  SakiyomiWindow *self = user_data;

  self->pending_id = 0;
  play_move (self, SKY_MOVE_PASS);
  return G_SOURCE_REMOVE;
}

/* After every change of position: the game ends, a side passes, the
 * computer starts thinking, or the person is asked to play. */
static void
advance (SakiyomiWindow *self)
{
  const SkyPosition *pos = current (self);
  SkySide side = pos->to_move;

  if (sky_position_is_over (pos))
    {
      g_autofree char *result = result_text (self, self->game->result (pos));
      g_autofree char *score = final_score_text (self);
      g_autofree char *text = NULL;

      /* TRANSLATORS: "Game over: Black wins (Black 40 : 24 White)" */
      text = g_strdup_printf (_("Game over: %s (%s)"), result, score);
      log_line (self, text);
      set_status (self, text);
    }
  else if (only_pass (pos))
    {
      /* Nothing to choose: announce the pass, then play it. */
      self->pending_id = g_timeout_add (PASS_PAUSE_MS, play_pass_cb, self);
    }
  else if (self->computer[side])
    {
      SkyStrength strength;

      sakiyomi_settings_get_strength (self->settings, self->game->kind,
                                      opponent_for (self, side), &strength);
      start_search (self, &strength, FALSE);
    }
  else
    {
      g_autofree char *prompt = NULL;
      const char *who = sakiyomi_side_name (self->game, side);

      if (self->game->kind == SKY_GAME_NUMBERGRAB)
        {
          int line = pos->last_move < 0 ? 0
                   : side == SKY_SIDE_FIRST ? pos->last_move / self->game->width
                                            : pos->last_move % self->game->width;

          if (self->mode == SAKIYOMI_MODE_TWO_PEOPLE)
            prompt = side == SKY_SIDE_FIRST
              /* TRANSLATORS: number-grab: "First player: take a number from row 3" */
              ? g_strdup_printf (_("%s: take a number from row %d"), who, line + 1)
              /* TRANSLATORS: number-grab: "Second player: take a number from column 3" */
              : g_strdup_printf (_("%s: take a number from column %d"), who, line + 1);
          else
            prompt = side == SKY_SIDE_FIRST
              /* TRANSLATORS: number-grab: the first player takes along a row */
              ? g_strdup_printf (_("Your turn: take a number from row %d"), line + 1)
              /* TRANSLATORS: number-grab: the second player takes along a column */
              : g_strdup_printf (_("Your turn: take a number from column %d"), line + 1);
        }
      else if (self->mode == SAKIYOMI_MODE_TWO_PEOPLE)
        /* TRANSLATORS: "Black to play" */
        prompt = g_strdup_printf (_("%s to play"), who);
      else
        prompt = g_strdup (_("Your turn"));

      /* The last move stays in view above the prompt. */
      if (self->last_move_text != NULL)
        {
          g_autofree char *both = g_strdup_printf ("%s\n%s", self->last_move_text,
                                                   prompt);
          set_status (self, both);
        }
      else
        set_status (self, prompt);
    }

  update_all (self);
}

/* ---- Starting games ----------------------------------------------------- */

static void
start_game (SakiyomiWindow *self,
            SakiyomiMode    mode,
            gboolean        same_setup)
{
  SkyGameKind kind = sakiyomi_settings_get_game (self->settings);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *text = NULL;

  forget_search (self);

  self->game = sky_game_get (kind);
  self->mode = mode;
  self->computer[SKY_SIDE_FIRST] = mode == SAKIYOMI_MODE_SECOND
                                   || mode == SAKIYOMI_MODE_COMPUTERS;
  self->computer[SKY_SIDE_SECOND] = mode == SAKIYOMI_MODE_FIRST
                                    || mode == SAKIYOMI_MODE_COMPUTERS;
  if (!same_setup)
    self->setup.seed = g_rand_int (self->rand);
  self->setup.misere = g_settings_get_boolean (self->settings, "misere");

  g_clear_pointer (&self->last_move_text, g_free);
  {
    g_autoptr(SkyPosition) start = NULL;
    g_autoptr(GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H:%M");

    /* Restarting plays the same start again, opened games' too. */
    if (same_setup && self->record != NULL
        && sky_record_get_game (self->record) == self->game)
      start = sky_position_copy (sky_record_get_start (self->record));
    else
      {
        start = sky_position_new (self->game, &self->setup);
        self->board_from_record = FALSE;
      }
    if (kind == SKY_GAME_TICTACTOE)
      self->setup.misere = sky_tictactoe_is_misere (start);
    g_clear_pointer (&self->record, sky_record_free);
    self->record = sky_record_new (start);
    sky_record_set_tag (self->record, "Date", date);
    self->ply = 0;
    self->reviewing = FALSE;
  }
  /* Only now that the record is of the new game: the change is signalled
   * at once, and its handler draws the record's position as self->game's
   * (a number-grab board read from a tic-tac-toe position overran it). */
  if (!same_setup && kind == SKY_GAME_NUMBERGRAB)
    g_settings_set_uint (self->settings, "numbergrab-seed", self->setup.seed);

  self->has_last_search = FALSE;
  g_clear_pointer (&self->tree_position, sky_position_free);
  gtk_widget_set_visible (self->search_frame, FALSE);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->log_view), "", 0);

  first = player_name (self, SKY_SIDE_FIRST);
  second = player_name (self, SKY_SIDE_SECOND);
  if (kind == SKY_GAME_NUMBERGRAB && !self->board_from_record)
    /* TRANSLATORS: "New game: Number-grab, board 12345" */
    text = g_strdup_printf (_("New game: %s, board %u"),
                            sakiyomi_game_name (kind, FALSE),
                            self->setup.seed);
  else
    /* TRANSLATORS: "New game: Reversi" */
    text = g_strdup_printf (_("New game: %s"),
                            sakiyomi_game_name (kind, self->setup.misere));
  log_line (self, text);
  g_clear_pointer (&text, g_free);
  /* TRANSLATORS: "Black: You", "White: Computer (Minimax, depth 4)" */
  text = g_strdup_printf (_("%s: %s"), sakiyomi_side_name (self->game, 0),
                          first);
  log_line (self, text);
  g_clear_pointer (&text, g_free);
  text = g_strdup_printf (_("%s: %s"), sakiyomi_side_name (self->game, 1),
                          second);
  log_line (self, text);
  set_status (self, "");

  update_board (self, NULL);
  advance (self);
}

/* ---- Actions ------------------------------------------------------------ */

static void
on_new_game_start (SakiyomiNewGameDialog *dialog,
                   SakiyomiWindow        *self)
{
  SakiyomiMode mode = sakiyomi_new_game_dialog_get_mode (dialog);

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_action_group_activate_action (G_ACTION_GROUP (self), "start-game",
                                  g_variant_new_string (sakiyomi_mode_id (mode)));
}

static void
new_game_activated (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  if (self->new_game_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->new_game_dialog));
      return;
    }
  self->new_game_dialog = GTK_WIDGET (sakiyomi_new_game_dialog_new (GTK_WINDOW (self),
                                                                    self->settings));
  g_object_add_weak_pointer (G_OBJECT (self->new_game_dialog),
                             (gpointer *) &self->new_game_dialog);
  g_signal_connect (self->new_game_dialog, "start",
                    G_CALLBACK (on_new_game_start), self);
  gtk_window_present (GTK_WINDOW (self->new_game_dialog));
}

static void
start_game_activated (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  SakiyomiMode mode;

  if (!sakiyomi_mode_from_id (g_variant_get_string (param, NULL), &mode))
    {
      g_warning ("unknown player mode '%s'", g_variant_get_string (param, NULL));
      return;
    }
  g_settings_set_enum (self->settings, "player-mode", mode);
  start_game (self, mode, FALSE);
}

static void
restart_activated (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  start_game (self, self->mode, TRUE);
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  int target = undo_target (self);

  if (target < 0)
    return;

  /* The moves stay in the record for redo until another is played. */
  forget_search (self);
  self->ply = target;
  log_line (self, _("Moves taken back"));
  g_free (self->last_move_text);
  self->last_move_text = g_strdup (_("Moves taken back"));
  update_board (self, NULL);
  if (self->reviewing)
    show_review (self);
  else
    advance (self);
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  guint n = n_moves (self);
  guint target = self->ply + 1;

  if (self->ply >= n)
    return;
  /* Forward to the person's next turn, as undo goes back to the last. */
  if (self->mode != SAKIYOMI_MODE_COMPUTERS)
    while (target < n
           && !persons_stop (self, sky_record_get_position (self->record, target)))
      target++;
  go_to_ply (self, target, self->reviewing);
}

static void
hint_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  SkyPlayerKind kind = sakiyomi_settings_get_opponent (self->settings);
  SkyStrength strength;

  if (!persons_turn (self) || sky_position_is_over (current (self)))
    return;

  /* Random and priority play have no values to show: ask minimax. */
  if (kind != SKY_PLAYER_MONTECARLO)
    kind = SKY_PLAYER_MINIMAX;
  sakiyomi_settings_get_strength (self->settings, self->game->kind, kind,
                                  &strength);
  /* With the overlay every move's value is shown, so every one must be
   * exact, not just an alpha-beta bound. */
  strength.exact_values = g_settings_get_boolean (self->settings,
                                                  "hint-overlay");
  start_search (self, &strength, TRUE);
}

/* Settings that start a new game when they change. */
static gboolean
setting_changes_game (SakiyomiWindow *self,
                      const char     *key)
{
  if (g_str_equal (key, "game"))
    return sakiyomi_settings_get_game (self->settings) != self->game->kind;
  if (g_str_equal (key, "misere"))
    return self->game->kind == SKY_GAME_TICTACTOE
           && g_settings_get_boolean (self->settings, "misere") != self->setup.misere;
  if (g_str_equal (key, "opponent"))
    return self->computer[0] || self->computer[1];
  return FALSE;
}

/* Whether setting key to value would start a new game. */
static gboolean
value_changes_game (SakiyomiWindow *self,
                    const char     *key,
                    GVariant       *value)
{
  if (g_str_equal (key, "game"))
    return g_strcmp0 (g_variant_get_string (value, NULL), self->game->id) != 0;
  if (g_str_equal (key, "misere"))
    return self->game->kind == SKY_GAME_TICTACTOE
           && g_variant_get_boolean (value) != self->setup.misere;
  if (g_str_equal (key, "opponent"))
    return self->computer[0] || self->computer[1];
  return FALSE;
}

/* There are moves that switching or opening a game would throw away. */
static gboolean
game_in_progress (SakiyomiWindow *self)
{
  return n_moves (self) > 0
         && !sky_position_is_over (sky_record_get_end (self->record));
}

static void
on_confirm_response (GtkDialog      *dialog,
                     int             response,
                     SakiyomiWindow *self)
{
  g_autofree char *key = g_steal_pointer (&self->confirm_key);
  g_autoptr(GVariant) value = g_steal_pointer (&self->confirm_value);

  g_object_remove_weak_pointer (G_OBJECT (dialog),
                                (gpointer *) &self->confirm_dialog);
  self->confirm_dialog = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response == GTK_RESPONSE_ACCEPT)
    g_settings_set_value (self->settings, key, value);
  else
    {
      /* Put the radio item back where the setting still is. */
      g_autoptr(GVariant) now = g_settings_get_value (self->settings, key);
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), key);

      if (g_variant_is_of_type (now, G_VARIANT_TYPE_BOOLEAN))
        g_simple_action_set_state (G_SIMPLE_ACTION (action), now);
      else
        {
          /* Enum settings: the action's state is the nick. */
          g_autofree char *nick = g_settings_get_string (self->settings, key);

          g_simple_action_set_state (G_SIMPLE_ACTION (action),
                                     g_variant_new_string (nick));
        }
    }
}

/* A radio or toggle item was chosen: switch, asking first if that would
 * throw away a game being played. */
static void
change_setting_state (GSimpleAction *action,
                      GVariant      *value,
                      gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  const char *key = g_action_get_name (G_ACTION (action));
  g_autoptr(GVariant) old = g_settings_get_value (self->settings, key);
  g_autoptr(GVariant) setting = NULL;
  GtkWidget *dialog;

  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    {
      /* Enum settings are read and written by their nicks. */
      g_autoptr(GSettingsSchema) schema = NULL;
      g_autoptr(GSettingsSchemaKey) schema_key = NULL;

      g_object_get (self->settings, "settings-schema", &schema, NULL);
      schema_key = g_settings_schema_get_key (schema, key);
      if (!g_settings_schema_key_range_check (schema_key, value))
        return;
      setting = g_variant_ref_sink (value);
    }
  else
    setting = g_variant_ref_sink (value);

  if (g_variant_equal (old, setting))
    return;

  g_simple_action_set_state (action, setting);
  if (!game_in_progress (self) || self->confirm_dialog != NULL)
    {
      if (self->confirm_dialog == NULL)
        g_settings_set_value (self->settings, key, setting);
      return;
    }

  /* Only a change that would start a new game needs the question. */
  if (!value_changes_game (self, key, setting))
    {
      g_settings_set_value (self->settings, key, setting);
      return;
    }

  self->confirm_key = g_strdup (key);
  self->confirm_value = g_variant_ref (setting);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL
                                   | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", _("Discard the current game?"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            _("Switching starts a new game; the game being played is lost."));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog),
                          _("_Keep Playing"), GTK_RESPONSE_CANCEL,
                          _("_Discard and Switch"), GTK_RESPONSE_ACCEPT,
                          NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog),
                                                                GTK_RESPONSE_ACCEPT),
                            "destructive-action");
  G_GNUC_END_IGNORE_DEPRECATIONS
  self->confirm_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog),
                             (gpointer *) &self->confirm_dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (on_confirm_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
sync_setting_actions (SakiyomiWindow *self)
{
  static const char *const keys[] = { "game", "opponent" };
  GAction *action;

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *nick = g_settings_get_string (self->settings, keys[i]);

      action = g_action_map_lookup_action (G_ACTION_MAP (self), keys[i]);
      g_simple_action_set_state (G_SIMPLE_ACTION (action),
                                 g_variant_new_string (nick));
    }
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "misere");
  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_boolean (g_settings_get_boolean (self->settings,
                                                                            "misere")));
}

static void
on_settings_changed (GSettings      *settings,
                     const char     *key,
                     SakiyomiWindow *self)
{
  if (self->record == NULL)
    return;

  if (g_str_equal (key, "game") || g_str_equal (key, "opponent")
      || g_str_equal (key, "misere"))
    {
      if (self->confirm_dialog != NULL)
        return;
      sync_setting_actions (self);
      if (setting_changes_game (self, key))
        start_game (self, self->mode, FALSE);
      else
        update_all (self);
    }
  else
    /* Strengths and display preferences apply at once; the names in the
     * panel say what the next search will use. */
    update_all (self);
}

/* ---- The person's moves ------------------------------------------------- */

static char *
explain_illegal (SakiyomiWindow *self,
                 int             cell)
{
  const SkyPosition *pos = current (self);
  g_autofree char *name = sakiyomi_cell_name (self->game, cell);
  SkyCell c = self->game->cell (pos, cell);

  if (self->game->kind == SKY_GAME_NUMBERGRAB)
    {
      int line = pos->last_move < 0 ? 0
               : pos->to_move == SKY_SIDE_FIRST ? pos->last_move / self->game->width
                                                : pos->last_move % self->game->width;

      if (c.kind == SKY_CELL_TAKEN)
        /* TRANSLATORS: number-grab: the square was emptied before */
        return g_strdup_printf (_("The number at %s has already been taken."), name);
      if (pos->to_move == SKY_SIDE_FIRST)
        return g_strdup_printf (_("You must take a number from row %d."), line + 1);
      return g_strdup_printf (_("You must take a number from column %d."), line + 1);
    }
  if (c.kind != SKY_CELL_EMPTY)
    /* TRANSLATORS: "e4 is not empty." */
    return g_strdup_printf (_("%s is not empty."), name);
  if (self->game->kind == SKY_GAME_REVERSI)
    /* TRANSLATORS: reversi: a move must turn over at least one disc */
    return g_strdup_printf (_("A disc at %s would not turn any disc over."), name);
  return g_strdup_printf (_("%s is not a legal move."), name);
}

static void
on_cell_activated (SakiyomiBoardView *board,
                   int                cell,
                   SakiyomiWindow    *self)
{
  if (!persons_turn (self))
    return;
  if (!sky_position_is_legal_move (current (self), cell))
    {
      g_autofree char *text = explain_illegal (self, cell);

      set_status (self, text);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (self->reviewing && self->ply < n_moves (self))
    {
      /* The move that was played: step on through the game. */
      if (cell == sky_record_get_move (self->record, self->ply))
        go_to_ply (self, self->ply + 1, TRUE);
      else
        ask_continue (self, cell);
      return;
    }
  play_move (self, cell);
}

/* ---- Reviewing the game ------------------------------------------------- */

static void
show_review (SakiyomiWindow *self)
{
  g_autofree char *text = NULL;

  if (self->ply == 0)
    text = g_strdup (_("The start position. The computer waits while you look back; play a move or choose Back to Game."));
  else
    {
      g_autofree char *move = sakiyomi_describe_move (sky_record_get_position (self->record,
                                                                               self->ply - 1),
                                                      sky_record_get_move (self->record,
                                                                           self->ply - 1));

      /* TRANSLATORS: reviewing an earlier position: "12. Black plays f5" and
       * what happens now */
      text = g_strdup_printf (_("%u. %s\nThe computer waits while you look back; play a move or choose Back to Game."),
                              self->ply, move);
    }
  set_status (self, text);
  update_all (self);
}

/* Shows the position after ply.  Reviewing, the computer waits; otherwise
 * play goes on from there. */
static void
go_to_ply (SakiyomiWindow *self,
           guint           ply,
           gboolean        reviewing)
{
  guint old = self->ply;
  const SkyPosition *pos;

  g_return_if_fail (ply <= n_moves (self));

  forget_search (self);
  self->ply = ply;
  self->reviewing = reviewing && ply < n_moves (self);
  g_clear_pointer (&self->last_move_text, g_free);
  if (ply > 0)
    self->last_move_text = sakiyomi_describe_move (sky_record_get_position (self->record,
                                                                            ply - 1),
                                                   sky_record_get_move (self->record,
                                                                        ply - 1));
  pos = current (self);
  /* One move forward turns the discs over as it was played. */
  sakiyomi_board_view_set_position (self->board, pos,
                                    ply == old + 1
                                    ? sky_record_get_position (self->record, old)
                                    : NULL);
  if (self->reviewing)
    show_review (self);
  else if (sky_position_is_over (pos))
    {
      /* Back at the end of a finished game: said once in the log already. */
      g_autofree char *result = result_text (self, self->game->result (pos));
      g_autofree char *score = final_score_text (self);
      g_autofree char *text = g_strdup_printf (_("Game over: %s (%s)"), result,
                                               score);

      set_status (self, text);
      update_all (self);
    }
  else
    advance (self);
}

static void
on_ply_activated (SakiyomiMoveList *list,
                  guint             ply,
                  SakiyomiWindow   *self)
{
  if (self->question_dialog != NULL || ply > n_moves (self))
    return;
  go_to_ply (self, ply, TRUE);
}

static void
back_to_game_activated (GSimpleAction *action,
                        GVariant      *param,
                        gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  go_to_ply (self, n_moves (self), FALSE);
}

static void
on_continue_response (GtkDialog      *dialog,
                      int             response,
                      SakiyomiWindow *self)
{
  SkyMove move = self->question_move;

  g_object_remove_weak_pointer (G_OBJECT (dialog),
                                (gpointer *) &self->question_dialog);
  self->question_dialog = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response != GTK_RESPONSE_ACCEPT)
    return;

  if (move != SKY_MOVE_NONE && sky_position_is_legal_move (current (self), move))
    play_move (self, move);
  else
    {
      sky_record_truncate (self->record, self->ply);
      self->reviewing = FALSE;
      log_line (self, _("Later moves dropped"));
      advance (self);
    }
}

static GtkWidget *
new_question (SakiyomiWindow *self,
              const char     *primary,
              const char     *secondary,
              const char     *accept_label)
{
  GtkWidget *dialog;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL
                                   | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", primary);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            secondary);
  gtk_dialog_add_buttons (GTK_DIALOG (dialog),
                          _("_Cancel"), GTK_RESPONSE_CANCEL,
                          accept_label, GTK_RESPONSE_ACCEPT,
                          NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog),
                                                                GTK_RESPONSE_ACCEPT),
                            "destructive-action");
  G_GNUC_END_IGNORE_DEPRECATIONS
  self->question_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog),
                             (gpointer *) &self->question_dialog);
  return dialog;
}

/* Asks before continuing from the position shown, which drops the moves
 * after it; then plays move (or, SKY_MOVE_NONE, lets play go on). */
static void
ask_continue (SakiyomiWindow *self,
              SkyMove         move)
{
  guint later = n_moves (self) - self->ply;
  g_autofree char *secondary = NULL;
  GtkWidget *dialog;

  if (self->question_dialog != NULL)
    return;
  /* TRANSLATORS: continuing from an earlier position */
  secondary = g_strdup_printf (ngettext ("%u move played after this position will be dropped.",
                                         "%u moves played after this position will be dropped.",
                                         later),
                               later);
  dialog = new_question (self, _("Continue from this position?"), secondary,
                         _("_Continue from Here"));
  self->question_move = move;
  g_signal_connect (dialog, "response", G_CALLBACK (on_continue_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
continue_here_activated (GSimpleAction *action,
                         GVariant      *param,
                         gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  if (self->reviewing)
    ask_continue (self, SKY_MOVE_NONE);
}

/* ---- Games in and out --------------------------------------------------- */

/* The record with the players and the result as tags, for other
 * programs and people. */
static SkyRecord *
record_for_export (SakiyomiWindow *self)
{
  SkyRecord *copy = sky_record_copy (self->record);
  const SkyPosition *end = sky_record_get_end (copy);

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = player_name (self, side);

      sky_record_set_tag (copy, sakiyomi_game_file_side_key (self->game->kind, side),
                          name);
    }
  if (sky_position_is_over (end))
    {
      g_autofree char *result = g_strdup_printf ("%d-%d",
                                                 self->game->score (end, SKY_SIDE_FIRST),
                                                 self->game->score (end, SKY_SIDE_SECOND));

      sky_record_set_tag (copy, "Result", result);
    }
  return copy;
}

/* Plays record (taken) in the window from now on, at its end, the person
 * in mode. */
static void
replace_game (SakiyomiWindow *self,
              SkyRecord      *record,
              SakiyomiMode    mode,
              const char     *origin)
{
  const SkyPosition *start = sky_record_get_start (record);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *text = NULL;

  forget_search (self);
  g_clear_pointer (&self->record, sky_record_free);
  self->record = record;
  self->game = start->game;
  self->mode = mode;
  self->computer[SKY_SIDE_FIRST] = mode == SAKIYOMI_MODE_SECOND
                                   || mode == SAKIYOMI_MODE_COMPUTERS;
  self->computer[SKY_SIDE_SECOND] = mode == SAKIYOMI_MODE_FIRST
                                    || mode == SAKIYOMI_MODE_COMPUTERS;
  if (self->game->kind == SKY_GAME_TICTACTOE)
    self->setup.misere = sky_tictactoe_is_misere (start);
  self->board_from_record = TRUE;
  self->ply = n_moves (self);
  self->reviewing = FALSE;

  /* The menus follow the game; the game is already this one, so the
   * settings do not start another. */
  g_settings_set_string (self->settings, "game", self->game->id);
  if (self->game->kind == SKY_GAME_TICTACTOE)
    g_settings_set_boolean (self->settings, "misere", self->setup.misere);
  g_settings_set_enum (self->settings, "player-mode", mode);
  sync_setting_actions (self);

  self->has_last_search = FALSE;
  g_clear_pointer (&self->tree_position, sky_position_free);
  gtk_widget_set_visible (self->search_frame, FALSE);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->log_view), "", 0);
  /* TRANSLATORS: "Game opened: Reversi, 23 moves" (the first %s says how) */
  text = g_strdup_printf (ngettext ("%s: %s, %u move", "%s: %s, %u moves",
                                    n_moves (self)),
                          origin,
                          sakiyomi_game_name (self->game->kind, self->setup.misere),
                          n_moves (self));
  log_line (self, text);
  g_clear_pointer (&text, g_free);
  first = player_name (self, SKY_SIDE_FIRST);
  second = player_name (self, SKY_SIDE_SECOND);
  text = g_strdup_printf (_("%s: %s"), sakiyomi_side_name (self->game, 0), first);
  log_line (self, text);
  g_clear_pointer (&text, g_free);
  text = g_strdup_printf (_("%s: %s"), sakiyomi_side_name (self->game, 1), second);
  log_line (self, text);

  go_to_ply (self, n_moves (self), FALSE);
}

static void
on_replace_response (GtkDialog      *dialog,
                     int             response,
                     SakiyomiWindow *self)
{
  g_autoptr(SkyRecord) record = g_steal_pointer (&self->question_record);
  g_autofree char *origin = g_steal_pointer (&self->question_origin);

  g_object_remove_weak_pointer (G_OBJECT (dialog),
                                (gpointer *) &self->question_dialog);
  self->question_dialog = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response == GTK_RESPONSE_ACCEPT && record != NULL)
    replace_game (self, g_steal_pointer (&record), self->mode, origin);
}

/* An opened or pasted game: play it, asking first if that throws away a
 * game being played. */
static void
offer_game (SakiyomiWindow *self,
            SkyRecord      *record,
            const char     *origin)
{
  GtkWidget *dialog;

  if (self->question_dialog != NULL)
    {
      sky_record_free (record);
      return;
    }
  if (!game_in_progress (self))
    {
      replace_game (self, record, self->mode, origin);
      return;
    }
  dialog = new_question (self, _("Discard the current game?"),
                         _("The game being played is replaced by the one opened; its moves are lost."),
                         _("_Discard and Open"));
  self->question_record = record;
  self->question_origin = g_strdup (origin);
  g_signal_connect (dialog, "response", G_CALLBACK (on_replace_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_error (SakiyomiWindow *self,
            const char     *primary,
            const char     *secondary)
{
  if (self->error_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->error_dialog));
  self->error_dialog = sakiyomi_game_file_error_dialog (GTK_WINDOW (self), primary,
                                                        secondary);
  g_object_add_weak_pointer (G_OBJECT (self->error_dialog),
                             (gpointer *) &self->error_dialog);
}

gboolean
sakiyomi_window_save_file (SakiyomiWindow *self,
                           GFile          *file)
{
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  record = record_for_export (self);
  name = g_file_get_basename (file);
  if (!sakiyomi_game_file_write (file, record, &error))
    {
      /* TRANSLATORS: %s is a file name */
      text = g_strdup_printf (_("Could not save “%s”"), name);
      show_error (self, text, error->message);
      return FALSE;
    }
  /* TRANSLATORS: %s is a file name */
  text = g_strdup_printf (_("Game saved to “%s”"), name);
  log_line (self, text);
  set_status (self, text);
  return TRUE;
}

void
sakiyomi_window_open_file (SakiyomiWindow *self,
                           GFile          *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *origin = NULL;
  SkyRecord *record;

  g_return_if_fail (SAKIYOMI_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  name = g_file_get_basename (file);
  record = sakiyomi_game_file_read (file, &error);
  if (record == NULL)
    {
      /* TRANSLATORS: %s is a file name */
      g_autofree char *text = g_strdup_printf (_("Could not open “%s”"), name);

      show_error (self, text, error->message);
      return;
    }
  /* TRANSLATORS: %s is a file name; the log goes on ": Reversi, 23 moves" */
  origin = g_strdup_printf (_("Opened “%s”"), name);
  offer_game (self, record, origin);
}

static void
on_chooser_response (GtkNativeDialog *chooser,
                     int              response,
                     SakiyomiWindow  *self)
{
  g_autoptr(GFile) file = NULL;
  gboolean save;

  save = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser))
         == GTK_FILE_CHOOSER_ACTION_SAVE;
  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_signal_handlers_disconnect_by_data (chooser, self);
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->file_chooser);
  if (file == NULL)
    return;
  if (save)
    sakiyomi_window_save_file (self, file);
  else
    sakiyomi_window_open_file (self, file);
}

static void
show_chooser (SakiyomiWindow *self,
              gboolean        save)
{
  g_autofree char *name = NULL;

  if (self->file_chooser != NULL)
    {
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_chooser));
      return;
    }
  if (save)
    name = sakiyomi_game_file_suggest_name (self->record);
  self->file_chooser = sakiyomi_game_file_chooser_new (GTK_WINDOW (self), save,
                                                       name);
  g_signal_connect (self->file_chooser, "response",
                    G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_chooser));
}

static void
save_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  show_chooser (user_data, TRUE);
}

static void
open_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  show_chooser (user_data, FALSE);
}

static void
copy_game_activated (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  g_autoptr(SkyRecord) record = record_for_export (self);
  g_autofree char *text = sky_record_to_string (record);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  log_line (self, _("Game copied to the clipboard"));
  set_status (self, _("Game copied to the clipboard"));
}

static void
on_paste_read (GObject      *source,
               GAsyncResult *res,
               gpointer      user_data)
{
  g_autoptr(SakiyomiWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source),
                                                          res, &error);
  SkyRecord *record = NULL;

  if (self->record == NULL)
    return;                     /* the window is closing */
  if (text == NULL && error == NULL)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                         _("The clipboard is empty."));
  if (text != NULL)
    record = sky_record_from_string (text, &error);
  if (record == NULL)
    {
      show_error (self, _("The clipboard does not hold a game"), error->message);
      return;
    }
  offer_game (self, record, _("Pasted"));
}

static void
paste_game_activated (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)),
                                 NULL, on_paste_read, g_object_ref (self));
}

/* The game left when the window closes is there at the next start; a
 * finished or empty one is not kept. */
static void
save_game_in_progress (SakiyomiWindow *self)
{
  if (self->record == NULL || self->saved_on_close)
    return;
  self->saved_on_close = TRUE;
  if (game_in_progress (self))
    sakiyomi_game_file_save_current (self->record, self->mode);
  else
    sakiyomi_game_file_forget_current ();
}

/* ---- For the tests ------------------------------------------------------ */

const SkyRecord *
sakiyomi_window_get_record (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->record;
}

gboolean
sakiyomi_window_is_reviewing (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);
  return self->reviewing;
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
  return self->question_dialog;
}

GtkWidget *
sakiyomi_window_get_error_dialog (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->error_dialog;
}

GtkFileChooserNative *
sakiyomi_window_get_file_chooser (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->file_chooser;
}


void
sakiyomi_window_reseed (SakiyomiWindow *self,
                        guint32         seed)
{
  g_return_if_fail (SAKIYOMI_IS_WINDOW (self));

  g_rand_set_seed (self->rand, seed);
  sakiyomi_ai_worker_reseed (self->worker, seed);
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
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->worker;
}

void
sakiyomi_window_get_search_counts (SakiyomiWindow       *self,
                                   SakiyomiSearchCounts *counts)
{
  g_return_if_fail (SAKIYOMI_IS_WINDOW (self));
  *counts = self->search_counts;
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
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return current (self);
}

guint
sakiyomi_window_get_n_moves (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), 0);
  return self->ply;
}

SakiyomiMode
sakiyomi_window_get_mode (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), 0);
  return self->mode;
}

gboolean
sakiyomi_window_is_busy (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);
  return is_busy (self);
}

gboolean
sakiyomi_window_is_persons_turn (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);
  return persons_turn (self);
}

gboolean
sakiyomi_window_get_last_search (SakiyomiWindow  *self,
                                 SkySearchResult *result)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);
  if (self->has_last_search)
    *result = self->last_search;
  return self->has_last_search;
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
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  buffer = gtk_text_view_get_buffer (self->log_view);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
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

/* ---- The search tree window -------------------------------------------- */

/* Who plays each side, as the tree names them. */
static void
tree_side_names (SakiyomiWindow *self,
                 const char     *names[2])
{
  for (int side = 0; side < 2; side++)
    if (self->mode == SAKIYOMI_MODE_FIRST || self->mode == SAKIYOMI_MODE_SECOND)
      names[side] = self->computer[side] ? _("Computer") : _("You");
    else
      names[side] = sakiyomi_side_name (self->game, side);
}

static void analyse_position_activated (GSimpleAction *action,
                                        GVariant      *param,
                                        gpointer       user_data);

static void
on_tree_analyse (SakiyomiTreeWindow *tree_window,
                 SakiyomiWindow     *self)
{
  analyse_position_activated (NULL, NULL, self);
}

static SakiyomiTreeWindow *
ensure_tree_window (SakiyomiWindow *self)
{
  if (self->tree_window == NULL)
    {
      self->tree_window = GTK_WIDGET (sakiyomi_tree_window_new (GTK_WINDOW (self)));
      g_object_add_weak_pointer (G_OBJECT (self->tree_window),
                                 (gpointer *) &self->tree_window);
      g_signal_connect_object (self->tree_window, "analyse-current-position",
                               G_CALLBACK (on_tree_analyse), self, 0);
    }
  gtk_window_present (GTK_WINDOW (self->tree_window));
  return SAKIYOMI_TREE_WINDOW (self->tree_window);
}

/* The tree of the position on the board, searched by the opponent of the
 * side to move there. */
static void
analyse_position_activated (GSimpleAction *action,
                            GVariant      *param,
                            gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  SakiyomiTreeWindow *tree_window = ensure_tree_window (self);
  const SkyPosition *pos = current (self);
  const char *names[2];
  SkyStrength strength;

  if (sky_position_is_over (pos))
    {
      sakiyomi_tree_window_show_message (tree_window,
                                         _("The game is over: there is nothing left to search."));
      return;
    }
  tree_side_names (self, names);
  sakiyomi_settings_get_strength (self->settings, self->game->kind,
                                  opponent_for (self, pos->to_move), &strength);
  sakiyomi_tree_window_record (tree_window, &strength, pos, g_random_int (),
                               _("Best move here"), names);
}

/* The tree behind the computer's last move, or of the position now if the
 * computer has not moved yet. */
static void
show_search_tree_activated (GSimpleAction *action,
                            GVariant      *param,
                            gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  const char *names[2];

  if (self->tree_position == NULL)
    {
      analyse_position_activated (NULL, NULL, self);
      return;
    }
  tree_side_names (self, names);
  sakiyomi_tree_window_record (ensure_tree_window (self), &self->tree_strength,
                               self->tree_position, self->tree_seed,
                               _("The computer's last move"), names);
}

GtkWidget *
sakiyomi_window_get_tree_window (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->tree_window;
}

/* ---- GObject ------------------------------------------------------------ */

static const GActionEntry win_actions[] = {
  { "new-game", new_game_activated },
  { "start-game", start_game_activated, "s" },
  { "restart", restart_activated },
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "back-to-game", back_to_game_activated },
  { "continue-here", continue_here_activated },
  { "save", save_activated },
  { "open", open_activated },
  { "copy-game", copy_game_activated },
  { "paste-game", paste_game_activated },
  { "hint", hint_activated },
  { "show-search-tree", show_search_tree_activated },
  { "analyse-position", analyse_position_activated },
  { "game", NULL, "s", "'reversi'", change_setting_state },
  { "opponent", NULL, "s", "'minimax'", change_setting_state },
  { "misere", NULL, NULL, "false", change_setting_state },
};

static gboolean
sakiyomi_window_close_request (GtkWindow *window)
{
  /* Stop the search now rather than when the window is finalized. */
  forget_search (SAKIYOMI_WINDOW (window));
  save_game_in_progress (SAKIYOMI_WINDOW (window));
  return GTK_WINDOW_CLASS (sakiyomi_window_parent_class)->close_request (window);
}

static void
sakiyomi_window_dispose (GObject *object)
{
  SakiyomiWindow *self = SAKIYOMI_WINDOW (object);

  if (self->worker != NULL)
    {
      forget_search (self);
      g_signal_handlers_disconnect_by_data (self->worker, self);
    }
  /* Quitting destroys the window without a close request. */
  save_game_in_progress (self);
  if (self->question_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->question_dialog));
  if (self->error_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->error_dialog));
  if (self->file_chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->file_chooser, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->file_chooser));
      g_clear_object (&self->file_chooser);
    }
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  if (self->log_scroller != NULL)
    g_signal_handlers_disconnect_by_data (gtk_scrolled_window_get_vadjustment (self->log_scroller),
                                          self);
  if (self->confirm_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->confirm_dialog));
  if (self->new_game_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->new_game_dialog));
  g_clear_pointer (&self->confirm_key, g_free);
  g_clear_pointer (&self->confirm_value, g_variant_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), SAKIYOMI_TYPE_WINDOW);
  g_clear_object (&self->worker);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sakiyomi_window_parent_class)->dispose (object);
}

static void
sakiyomi_window_finalize (GObject *object)
{
  SakiyomiWindow *self = SAKIYOMI_WINDOW (object);

  g_clear_pointer (&self->record, sky_record_free);
  g_clear_pointer (&self->question_record, sky_record_free);
  g_clear_pointer (&self->question_origin, g_free);
  g_clear_pointer (&self->last_move_text, g_free);
  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->tree_position, sky_position_free);
  G_OBJECT_CLASS (sakiyomi_window_parent_class)->finalize (object);
}

static void
sakiyomi_window_class_init (SakiyomiWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = sakiyomi_window_dispose;
  object_class->finalize = sakiyomi_window_finalize;
  window_class->close_request = sakiyomi_window_close_request;

  g_type_ensure (SAKIYOMI_TYPE_BOARD_VIEW);
  g_type_ensure (SAKIYOMI_TYPE_MOVE_LIST);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, board);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, game_over_revealer);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, result_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, final_score_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, first_row);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, second_row);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, first_token);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, second_token);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, first_name);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, second_name);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, first_detail);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, second_detail);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, first_score);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, second_score);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, best_so_far_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, search_frame);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, search_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, search_move);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, search_value);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, search_evaluations);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, search_evaluations_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, search_work_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, search_work);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, search_time);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, search_pv_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, search_pv);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, log_view);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, move_list);
}

static void
sakiyomi_window_init (SakiyomiWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = sakiyomi_settings_new ();
  self->rand = g_rand_new ();
  self->worker = sakiyomi_ai_worker_new (g_rand_int (self->rand));

  g_object_set_data (G_OBJECT (self->first_token), "window", self);
  g_object_set_data (G_OBJECT (self->second_token), "window", self);
  gtk_drawing_area_set_draw_func (self->first_token, draw_token,
                                  GINT_TO_POINTER (SKY_SIDE_FIRST), NULL);
  gtk_drawing_area_set_draw_func (self->second_token, draw_token,
                                  GINT_TO_POINTER (SKY_SIDE_SECOND), NULL);

  g_signal_connect (gtk_scrolled_window_get_vadjustment (self->log_scroller),
                    "notify::upper", G_CALLBACK (on_log_upper_changed), self);
  g_signal_connect_swapped (self->log_scroller, "map",
                            G_CALLBACK (on_log_mapped), self);

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions,
                                   G_N_ELEMENTS (win_actions), self);
  sync_setting_actions (self);

  /* The window opens as it was left. */
  g_settings_bind (self->settings, "window-width", self, "default-width",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized",
                   G_SETTINGS_BIND_DEFAULT);

  g_settings_bind (self->settings, "show-legal-moves", self->board,
                   "show-legal-moves", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animation", self->board, "animate",
                   G_SETTINGS_BIND_GET);
  g_signal_connect (self->settings, "changed",
                    G_CALLBACK (on_settings_changed), self);
  g_signal_connect (self->worker, "progress", G_CALLBACK (on_progress), self);
  g_signal_connect (self->board, "cell-activated",
                    G_CALLBACK (on_cell_activated), self);
  g_signal_connect (self->move_list, "ply-activated",
                    G_CALLBACK (on_ply_activated), self);

  /* The game left at the last quit, or a new one. */
  {
    SakiyomiMode mode;
    SkyRecord *record = sakiyomi_game_file_restore_current (&mode);

    if (record != NULL)
      replace_game (self, record, mode, _("Game restored"));
    else
      start_game (self, sakiyomi_settings_get_mode (self->settings), FALSE);
  }
}

SakiyomiWindow *
sakiyomi_window_new (GtkApplication *application)
{
  return g_object_new (SAKIYOMI_TYPE_WINDOW, "application", application, NULL);
}
