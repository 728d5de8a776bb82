/* test-game-chooser.c: files of many games through the window: the game
 * chooser (listing, searching, choosing game 2, the results as a reader
 * says them and sorted by black's lead), games refused (an
 * anti-reversi game, alone or among others; a named pipe) with the game
 * on the board kept, the game written as GGF (Copy as GGF, Save to a
 * .ggf name, the Save chooser's GGF filter) reading back to the same
 * game, and pasted text of two games listed in the chooser.
 *
 * G_TEST_SRCDIR is tests/ (tests/three-games.ggf); XDG_DATA_HOME is a
 * fresh temporary directory that also holds the files the tests write. */
#include "config.h"

#include <string.h>

#include <sys/stat.h>

#include <glib/gstdio.h>

#include "ggf.h"
#include "gui-test-util.h"
#include "record-collection.h"
#include "sakiyomi-autosave.h"
#include "sakiyomi-game-chooser.h"
#include "sakiyomi-game-details.h"

static char *data_home;

/* An anti-reversi game (GGS type 8a) and a normal one, GGS archive lines. */
#define ANTI_GAME \
  "1 (;GM[Othello]PC[GGS/os]DT[2003.01.01_00:06:50.UTC]PB[anti1]PW[anti2]" \
  "RE[+2.00]TY[8a]BO[8 -------- -------- -------- ---O*--- ---*O--- " \
  "-------- -------- -------- *]B[F5]W[F6]B[E6];)\n"
#define NORMAL_GAME_BODY \
  "(;GM[Othello]PC[GGS/os]DT[2003.01.01_00:07:00.UTC]PB[normal1]PW[normal2]" \
  "RE[?]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- " \
  "-------- -------- -------- *]B[F5]W[D6]B[C3]W[D3];)"
#define NORMAL_GAME "1 " NORMAL_GAME_BODY "\n"

static void
activate (SakiyomiWindow *window,
          const char     *action)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), action, NULL);
}

static gboolean
opened (gpointer data)
{
  return !sakiyomi_window_is_reading_file (data);
}

static gboolean
error_shown (gpointer data)
{
  return sakiyomi_window_get_error_dialog (data) != NULL;
}

static SakiyomiGameChooser *
chooser_of (SakiyomiWindow *window)
{
  GtkWidget *chooser = sakiyomi_window_get_game_chooser (window);

  return chooser != NULL ? SAKIYOMI_GAME_CHOOSER (chooser) : NULL;
}

static gboolean
search_done (gpointer data)
{
  return !sakiyomi_game_chooser_is_searching (data);
}

static void
dialog_texts (GtkWidget  *dialog,
              char      **primary,
              char      **secondary)
{
  g_object_get (dialog, "heading", primary, "body", secondary, NULL);
}

static void
close_error (SakiyomiWindow *window)
{
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_error_dialog (window)),
                               "close");
  g_assert_null (sakiyomi_window_get_error_dialog (window));
}

static void
assert_same_moves (const SkyRecord *a,
                   const SkyRecord *b)
{
  const SkyPosition *sa = sky_record_get_start (a);
  const SkyPosition *sb = sky_record_get_start (b);

  g_assert_true (sky_record_get_game (a) == sky_record_get_game (b));
  g_assert_cmpmem (sa, sa->game->position_size, sb, sb->game->position_size);
  g_assert_cmpuint (sky_record_get_n_moves (a), ==, sky_record_get_n_moves (b));
  for (guint i = 0; i < sky_record_get_n_moves (a); i++)
    g_assert_cmpint (sky_record_get_move (a, i), ==, sky_record_get_move (b, i));
}

static gboolean
is_shown_status_page (GtkWidget *widget, gconstpointer data G_GNUC_UNUSED)
{
  return ADW_IS_STATUS_PAGE (widget) && gtk_widget_get_mapped (widget);
}

/* The title of the status page shown under widget, or NULL. */
static const char *
shown_status_title (GtkWidget *widget)
{
  GtkWidget *page = gui_test_find_widget (widget, is_shown_status_page, NULL);

  return page != NULL ? adw_status_page_get_title (ADW_STATUS_PAGE (page))
                      : NULL;
}

/* Two people play count random legal moves (seeded). */
static void
play_moves (SakiyomiWindow *window,
            guint32         seed,
            int             count)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  for (int i = 0; i < count; i++)
    {
      const SkyPosition *pos = sakiyomi_window_get_position (window);
      SkyMove moves[SKY_MAX_MOVES];
      int n = sky_position_legal_moves (pos, moves);

      g_assert_cmpint (n, >, 0);
      g_assert_true (sakiyomi_window_is_persons_turn (window));
      gui_test_click_cell (window, moves[g_rand_int_range (rand, 0, n)]);
    }
}

static char *
write_temp (const char *name,
            const char *contents)
{
  char *path = g_build_filename (data_home, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

/* Opens path and waits for the chooser to list its games. */
static SakiyomiGameChooser *
open_many (SakiyomiWindow *window,
           const char     *path,
           guint           n_games)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  SakiyomiGameChooser *chooser;

  sakiyomi_window_open_file (window, file);
  g_assert_true (gui_test_wait (opened, window, 30));
  g_assert_null (sakiyomi_window_get_error_dialog (window));
  chooser = chooser_of (window);
  g_assert_nonnull (chooser);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (chooser)));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (chooser)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (chooser)) == GTK_WINDOW (window));
  g_assert_true (gui_test_wait (search_done, chooser, 10));
  g_assert_cmpuint (g_list_model_get_n_items (sakiyomi_game_chooser_get_shown (chooser)),
                    ==, n_games);
  return chooser;
}

static void
search (SakiyomiGameChooser *chooser,
        const char          *text)
{
  gtk_editable_set_text (sakiyomi_game_chooser_get_search (chooser), text);
  /* The entry tells of its change after a short pause. */
  g_signal_emit_by_name (sakiyomi_game_chooser_get_search (chooser), "search-changed");
  g_assert_true (gui_test_wait (search_done, chooser, 10));
}

static guint
shown_index (SakiyomiGameChooser *chooser,
             guint                position)
{
  g_autoptr(SakiyomiGameListItem) item = g_list_model_get_item (sakiyomi_game_chooser_get_shown (chooser),
                                                                position);

  g_assert_nonnull (item);
  return sakiyomi_game_list_item_get_index (item);
}

static void
test_choose_second (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "three-games.ggf", NULL);
  g_autoptr(SkyRecordCollection) expected = NULL;
  g_autoptr(SkyRecord) second = NULL;
  g_autoptr(GError) error = NULL;
  SakiyomiGameChooser *chooser;
  SakiyomiWindow *window;
  const SkyRecord *record;

  expected = sky_record_collection_new_from_file (path, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  second = sky_record_collection_get_record (expected, 1, &error);
  g_assert_no_error (error);

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  chooser = open_many (window, path, 3);

  /* The list in the file's order, with the players from PB and PW. */
  {
    g_autoptr(GObject) item = g_list_model_get_item (sakiyomi_game_chooser_get_shown (chooser), 1);
    g_autofree char *black = NULL;
    g_autofree char *white = NULL;
    g_autofree char *date = NULL;
    guint number;

    g_object_get (item, "number", &number, "black", &black, "white", &white,
                  "date", &date, NULL);
    g_assert_cmpuint (number, ==, 2);
    g_assert_cmpstr (black, ==, "Takizawa");
    g_assert_cmpstr (white, ==, "Shaman");
    g_assert_true (g_str_has_prefix (date, "2003"));
  }

  /* Sorted by a column header (White: Leader, Murakami, Shaman), and
   * back to the file's order by the number. */
  {
    GtkColumnView *view = sakiyomi_game_chooser_get_column_view (chooser);
    g_autoptr(GtkColumnViewColumn) white = g_list_model_get_item (gtk_column_view_get_columns (view), 2);
    g_autoptr(GtkColumnViewColumn) number = g_list_model_get_item (gtk_column_view_get_columns (view), 0);

    g_assert_cmpstr (gtk_column_view_column_get_title (white), ==, "White");
    gtk_column_view_sort_by_column (view, white, GTK_SORT_ASCENDING);
    g_assert_true (gui_test_wait (search_done, chooser, 10));
    g_assert_cmpuint (shown_index (chooser, 0), ==, 2);
    g_assert_cmpuint (shown_index (chooser, 1), ==, 0);
    g_assert_cmpuint (shown_index (chooser, 2), ==, 1);
    gtk_column_view_sort_by_column (view, white, GTK_SORT_DESCENDING);
    g_assert_true (gui_test_wait (search_done, chooser, 10));
    g_assert_cmpuint (shown_index (chooser, 0), ==, 1);
    g_assert_cmpuint (shown_index (chooser, 2), ==, 2);
    /* A search keeps the order. */
    search (chooser, "2003");
    g_assert_cmpuint (g_list_model_get_n_items (sakiyomi_game_chooser_get_shown (chooser)), ==, 3);
    g_assert_cmpuint (shown_index (chooser, 0), ==, 1);
    gtk_column_view_sort_by_column (view, number, GTK_SORT_ASCENDING);
    g_assert_true (gui_test_wait (search_done, chooser, 10));
    for (guint i = 0; i < 3; i++)
      g_assert_cmpuint (shown_index (chooser, i), ==, i);
  }

  /* The results as a reader says them, sorted by black's lead (RE
   * +10.00, +14.00 and -10.00), and found by the words shown. */
  {
    GtkColumnView *view = sakiyomi_game_chooser_get_column_view (chooser);
    g_autoptr(GtkColumnViewColumn) result = g_list_model_get_item (gtk_column_view_get_columns (view), 3);
    g_autoptr(GtkColumnViewColumn) number = g_list_model_get_item (gtk_column_view_get_columns (view), 0);
    g_autoptr(GObject) item = g_list_model_get_item (sakiyomi_game_chooser_get_shown (chooser), 2);
    g_autofree char *text = NULL;

    g_object_get (item, "result", &text, NULL);
    g_assert_cmpstr (text, ==, "White +10");
    g_assert_cmpstr (gtk_column_view_column_get_title (result), ==, "Result");
    gtk_column_view_sort_by_column (view, result, GTK_SORT_ASCENDING);
    g_assert_true (gui_test_wait (search_done, chooser, 10));
    g_assert_cmpuint (shown_index (chooser, 0), ==, 2);
    g_assert_cmpuint (shown_index (chooser, 1), ==, 0);
    g_assert_cmpuint (shown_index (chooser, 2), ==, 1);
    search (chooser, "white +10");
    g_assert_cmpuint (g_list_model_get_n_items (sakiyomi_game_chooser_get_shown (chooser)), ==, 1);
    g_assert_cmpuint (shown_index (chooser, 0), ==, 2);
    search (chooser, "");
    gtk_column_view_sort_by_column (view, number, GTK_SORT_ASCENDING);
    g_assert_true (gui_test_wait (search_done, chooser, 10));
  }

  /* The search finds by player in any case, and all words must match. */
  search (chooser, "shaman");
  g_assert_cmpuint (g_list_model_get_n_items (sakiyomi_game_chooser_get_shown (chooser)), ==, 1);
  g_assert_cmpuint (shown_index (chooser, 0), ==, 1);
  search (chooser, "shaman tamenori");
  g_assert_cmpuint (g_list_model_get_n_items (sakiyomi_game_chooser_get_shown (chooser)), ==, 0);
  /* Nothing found: libadwaita's status page says so. */
  gui_test_run_for (0.1);
  g_assert_cmpstr (shown_status_title (GTK_WIDGET (chooser)), ==, "No Games Found");
  search (chooser, "");
  g_assert_cmpuint (g_list_model_get_n_items (sakiyomi_game_chooser_get_shown (chooser)), ==, 3);
  gui_test_run_for (0.1);
  g_assert_null (shown_status_title (GTK_WIDGET (chooser)));
  search (chooser, "TAKI");
  g_assert_cmpuint (g_list_model_get_n_items (sakiyomi_game_chooser_get_shown (chooser)), ==, 1);

  /* Chosen: the chooser goes, the window plays game 2, players and all. */
  sakiyomi_game_chooser_select (chooser, 0);
  sakiyomi_game_chooser_choose (chooser);
  g_assert_null (sakiyomi_window_get_game_chooser (window));
  g_assert_null (sakiyomi_window_get_error_dialog (window));
  record = sakiyomi_window_get_record (window);
  assert_same_moves (record, second);
  g_assert_cmpstr (sky_record_get_tag (record, "Black"), ==, "Takizawa");
  g_assert_cmpstr (sky_record_get_tag (record, "White"), ==, "Shaman");
  {
    g_autofree char *rows = sakiyomi_move_list_get_text (sakiyomi_window_get_move_list (window));

    g_assert_true (g_str_has_prefix (rows, "1. e6 f4\n2. d3 d6\n"));
  }
  {
    g_autofree char *log = sakiyomi_window_get_log (window);

    g_assert_nonnull (strstr (log, "Opened game 2 of “three-games.ggf”"));
  }

  gui_test_window_close (window);
}

/* Closing the chooser opens nothing. */
/* GGF's RE, WTHOR's discs and what neither is. */
static void
test_result_form (void)
{
  static const struct { const char *file, *shown; } cases[] = {
    { "+10.000", "Black +10" },
    { "-40.00:r", "White +40, Black resigned" },
    { "+64.00:r", "Black +64, White resigned" },
    { "-2.00:t", "White +2, Black lost on time" },
    { "+6.00:s", "Black +6, agreed" },
    { "+0.000", "Draw" },
    { "0", "Draw" },
    { "+2.5", "Black +2.5" },
    { "33-31", "33–31" },
    { "0-64", "0–64" },
    /* Not a result of either form: as it is. */
    { "?", "?" },
    { "+n.000", "+n.000" },
    { "+10.00:x", "+10.00:x" },
    { "inf", "inf" },
    { "+0x10", "+0x10" },
    { "+65", "+65" },
    { "40-40", "40-40" },
    { "-5-3", "-5-3" },
    { "Black wins", "Black wins" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = sakiyomi_game_details_format_result (cases[i].file);

      g_assert_cmpstr (shown, ==, cases[i].shown);
    }
}

/* Dates as GGS, NBoard and this program write them, in the C locale's
 * form of the English format; any other text as it is. */
static void
test_date_form (void)
{
  static const struct { const char *file, *shown; } cases[] = {
    { "2010.10.17_05:21:05.MDT", "17 Oct 2010, 05:21" },
    { "2003.12.15_13:24:03.MST", "15 Dec 2003, 13:24" },
    { "2014-01-29 23:05:30 GMT", "29 Jan 2014, 23:05" },
    { "2026-12-06 14:05", "6 Dec 2026, 14:05" },
    { "2003-08-14", "14 Aug 2003" },
    { "2003.08.14", "14 Aug 2003" },
    { "2003-08-14T09:30:00Z", "14 Aug 2003, 09:30" },
    /* Not a date: as it is. */
    { "", "" },
    { "2003", "2003" },
    { "yesterday", "yesterday" },
    { "2003-02-30", "2003-02-30" },
    { "2003-13-01", "2003-13-01" },
    { "2003.08-14", "2003.08-14" },
    { "2003-08-14 25:00", "2003-08-14 25:00" },
    { "2003-08-14 12:00 and more", "2003-08-14 12:00 and more" },
    { "0000-01-01", "0000-01-01" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = sakiyomi_game_details_format_date (cases[i].file);

      g_assert_cmpstr (shown, ==, cases[i].shown);
    }
}

/* GGF's clocks, TI[MAIN/INCREMENT/EXTENSION]; any other text as it is. */
static void
test_clock_form (void)
{
  static const struct { const char *file, *shown; } cases[] = {
    { "15:00", "15 min" },
    { "30:00", "30 min" },
    { "05:00//02:00", "5 min, 2 min extension" },
    { "10:00//02:00", "10 min, 2 min extension" },
    { "10:00/5", "10 min + 5 s a move" },
    { "1:30:00/0:10/1:00", "1 h 30 min + 10 s a move, 1 min extension" },
    { "90", "1 min 30 s" },
    { "15:00,L", "15 min" },
    { "0//0", "None" },
    /* Not a clock: as it is. */
    { "", "" },
    { "/5", "/5" },
    { "fast", "fast" },
    { "5:00/1/2/3", "5:00/1/2/3" },
    { "5::00", "5::00" },
    { "5:", "5:" },
    { "1:2:3:4", "1:2:3:4" },
    { "2.5", "2.5" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = sakiyomi_game_details_format_clock (cases[i].file);

      g_assert_cmpstr (shown, ==, cases[i].shown);
    }
}

static void
test_cancel (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "three-games.ggf", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  SakiyomiGameChooser *chooser;
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  play_moves (window, 3, 3);
  before = sky_record_to_string (sakiyomi_window_get_record (window));
  chooser = open_many (window, path, 3);
  gtk_window_close (GTK_WINDOW (chooser));
  g_assert_null (sakiyomi_window_get_game_chooser (window));
  gui_test_run_for (0.2);
  g_assert_null (sakiyomi_window_get_question_dialog (window));
  after = sky_record_to_string (sakiyomi_window_get_record (window));
  g_assert_cmpstr (after, ==, before);

  gui_test_window_close (window);
}

static void
test_anti_refused (void)
{
  g_autofree char *alone = write_temp ("anti.ggf", ANTI_GAME);
  g_autofree char *mixed = write_temp ("mixed.ggf", NORMAL_GAME ANTI_GAME);
  g_autoptr(GFile) file = g_file_new_for_path (alone);
  g_autofree char *before = NULL;
  SakiyomiGameChooser *chooser;
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  play_moves (window, 4, 4);
  before = sky_record_to_string (sakiyomi_window_get_record (window));

  /* Alone in its file: refused, naming the file and what is wrong. */
  sakiyomi_window_open_file (window, file);
  g_assert_true (gui_test_wait (opened, window, 30));
  g_assert_true (gui_test_wait (error_shown, window, 5));
  {
    g_autofree char *primary = NULL;
    g_autofree char *secondary = NULL;
    g_autofree char *after = NULL;

    dialog_texts (sakiyomi_window_get_error_dialog (window), &primary, &secondary);
    g_test_message ("%s: %s", primary, secondary);
    g_assert_cmpstr (primary, ==, "Could not open “anti.ggf”");
    g_assert_nonnull (strstr (secondary, "anti-reversi"));
    g_assert_null (sakiyomi_window_get_game_chooser (window));
    g_assert_null (sakiyomi_window_get_question_dialog (window));
    close_error (window);
    after = sky_record_to_string (sakiyomi_window_get_record (window));
    g_assert_cmpstr (after, ==, before);
    g_assert_true (sakiyomi_window_is_persons_turn (window));
  }

  /* Game 2 of two: listed, refused over the chooser, which stays for
   * another choice. */
  chooser = open_many (window, mixed, 2);
  sakiyomi_game_chooser_select (chooser, 1);
  sakiyomi_game_chooser_choose (chooser);
  g_assert_nonnull (sakiyomi_window_get_error_dialog (window));
  {
    g_autofree char *primary = NULL;
    g_autofree char *secondary = NULL;
    g_autofree char *after = NULL;
    GtkWidget *dialog = sakiyomi_window_get_error_dialog (window);

    dialog_texts (dialog, &primary, &secondary);
    g_test_message ("%s: %s", primary, secondary);
    g_assert_cmpstr (primary, ==, "Could not open game 2 of “mixed.ggf”");
    g_assert_nonnull (strstr (secondary, "anti-reversi"));
    g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (chooser));
    close_error (window);
    g_assert_true (sakiyomi_window_get_game_chooser (window) == GTK_WIDGET (chooser));
    after = sky_record_to_string (sakiyomi_window_get_record (window));
    g_assert_cmpstr (after, ==, before);
  }

  /* Game 1 opens, over the game in progress after asking. */
  sakiyomi_game_chooser_select (chooser, 0);
  sakiyomi_game_chooser_choose (chooser);
  g_assert_null (sakiyomi_window_get_game_chooser (window));
  g_assert_nonnull (sakiyomi_window_get_question_dialog (window));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_question_dialog (window)),
                               "accept");
  g_assert_cmpstr (sky_record_get_tag (sakiyomi_window_get_record (window), "Black"),
                   ==, "normal1");
  g_assert_cmpuint (sky_record_get_n_moves (sakiyomi_window_get_record (window)), ==, 4);

  gui_test_window_close (window);
  g_unlink (alone);
  g_unlink (mixed);
}

/* A named pipe is refused, never waited on; the game is kept. */
static void
test_not_regular (void)
{
  g_autofree char *path = g_build_filename (data_home, "pipe.ggf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *primary = NULL;
  g_autofree char *secondary = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  SakiyomiWindow *window;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  play_moves (window, 7, 2);
  before = sky_record_to_string (sakiyomi_window_get_record (window));
  sakiyomi_window_open_file (window, file);
  g_assert_true (gui_test_wait (opened, window, 30));
  g_assert_nonnull (sakiyomi_window_get_error_dialog (window));
  dialog_texts (sakiyomi_window_get_error_dialog (window), &primary, &secondary);
  g_assert_cmpstr (primary, ==, "Could not open “pipe.ggf”");
  g_assert_cmpstr (secondary, ==, "It is a named pipe (FIFO), not a regular file.");
  close_error (window);
  after = sky_record_to_string (sakiyomi_window_get_record (window));
  g_assert_cmpstr (after, ==, before);
  gui_test_window_close (window);
  g_unlink (path);
}

typedef struct
{
  char *text;
  gboolean done;
} ClipboardRead;

static void
clipboard_read (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  ClipboardRead *read = data;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  read->done = TRUE;
}

static gboolean
read_done (gpointer data)
{
  return ((ClipboardRead *) data)->done;
}

static char *
clipboard_text (SakiyomiWindow *window)
{
  ClipboardRead read = { NULL, FALSE };

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)),
                                 NULL, clipboard_read, &read);
  g_assert_true (gui_test_wait (read_done, &read, 5));
  return read.text;
}

static gboolean
chooser_listed (gpointer data)
{
  SakiyomiGameChooser *chooser = chooser_of (data);

  return chooser != NULL && sakiyomi_game_chooser_get_games (chooser) != NULL
         && !sakiyomi_game_chooser_is_searching (chooser);
}

static gboolean
has_expected_moves (gpointer data)
{
  return sky_record_get_n_moves (sakiyomi_window_get_record (data))
         == GPOINTER_TO_UINT (g_object_get_data (data, "expected-moves"));
}

/* The column titled title of the chooser's view, and whether it shows. */
static gboolean
column_shown (SakiyomiGameChooser *chooser,
              const char          *title)
{
  GListModel *columns = gtk_column_view_get_columns (sakiyomi_game_chooser_get_column_view (chooser));

  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

      if (g_strcmp0 (gtk_column_view_column_get_title (column), title) == 0)
        return gtk_column_view_column_get_visible (column);
    }
  g_error ("no column “%s”", title);
  return FALSE;
}

static void
test_copy_ggf (void)
{
  SakiyomiWindow *window;
  g_autoptr(SkyRecord) played = NULL;
  g_autoptr(SkyRecord) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  play_moves (window, 5, 9);
  played = sky_record_copy (sakiyomi_window_get_record (window));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "copy-game-ggf"));
  activate (window, "copy-game-ggf");
  text = clipboard_text (window);
  g_assert_nonnull (text);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "(;GM[Othello]"));
  read = sky_record_from_ggf (text, &error);
  g_assert_no_error (error);
  assert_same_moves (read, played);

  /* Pasted back into a new game: the same game. */
  activate (window, "restart");
  g_assert_cmpuint (sky_record_get_n_moves (sakiyomi_window_get_record (window)), ==, 0);
  activate (window, "paste-game");
  g_object_set_data (G_OBJECT (window), "expected-moves",
                     GUINT_TO_POINTER (sky_record_get_n_moves (played)));
  g_assert_true (gui_test_wait (has_expected_moves, window, 10));
  assert_same_moves (sakiyomi_window_get_record (window), played);

  /* Pasted text of two games (a synchro line): the chooser lists them. */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)),
                          "2 " NORMAL_GAME_BODY NORMAL_GAME_BODY "\n");
  activate (window, "paste-game");
  g_assert_true (gui_test_wait (chooser_listed, window, 10));
  {
    SakiyomiGameChooser *chooser = chooser_of (window);
    g_autofree char *log = NULL;

    g_assert_cmpuint (g_list_model_get_n_items (sakiyomi_game_chooser_get_shown (chooser)), ==, 2);
    sakiyomi_game_chooser_select (chooser, 1);
    sakiyomi_game_chooser_choose (chooser);
    g_assert_null (sakiyomi_window_get_game_chooser (window));
    if (sakiyomi_window_get_question_dialog (window) != NULL)
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_question_dialog (window)),
                                   "accept");
    g_assert_cmpstr (sky_record_get_tag (sakiyomi_window_get_record (window), "Black"),
                     ==, "normal1");
    log = sakiyomi_window_get_log (window);
    g_assert_nonnull (strstr (log, "Pasted game 2"));
  }

  /* Pasted board strings, one a line: the position chooser, and the
   * position chosen set up. */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)),
                          "---------------------------OX------XO--------------------------- X\n"
                          "---------------------------OX------XXX-------------------------- O\n");
  activate (window, "paste-game");
  g_assert_true (gui_test_wait (chooser_listed, window, 10));
  {
    SakiyomiGameChooser *chooser = chooser_of (window);
    g_autofree char *log = NULL;
    g_autofree char *board = NULL;

    g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (chooser)), ==, "Choose a Position");
    g_assert_cmpuint (g_list_model_get_n_items (sakiyomi_game_chooser_get_shown (chooser)), ==, 2);
    /* No scores in board strings: no column of best moves. */
    g_assert_true (column_shown (chooser, "Empties"));
    g_assert_false (column_shown (chooser, "Best Moves"));
    sakiyomi_game_chooser_select (chooser, 1);
    sakiyomi_game_chooser_choose (chooser);
    if (sakiyomi_window_get_question_dialog (window) != NULL)
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_question_dialog (window)),
                                   "accept");
    board = sky_record_get_game (sakiyomi_window_get_record (window))->position_to_string (sakiyomi_window_get_position (window));
    g_assert_cmpstr (board, ==,
                     "---------------------------OX------XXX-------------------------- O");
    log = sakiyomi_window_get_log (window);
    g_assert_nonnull (strstr (log, "Pasted position 2"));
  }

  gui_test_window_close (window);

  /* GGF holds reversi only. */
  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "copy-game-ggf"));
  gui_test_window_close (window);
}

static void
test_save_ggf (void)
{
  g_autofree char *path = g_build_filename (data_home, "saved.ggf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SkyRecord) played = NULL;
  g_autoptr(SkyRecord) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  play_moves (window, 6, 7);
  played = sky_record_copy (sakiyomi_window_get_record (window));
  g_assert_true (sakiyomi_window_save_file (window, file));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "(;GM[Othello]"));
  /* The spaced board of GGS. */
  g_assert_nonnull (strstr (contents, "BO[8 -------- -------- -------- ---O*--- ---*O--- "));
  read = sky_record_from_ggf (contents, &error);
  g_assert_no_error (error);
  assert_same_moves (read, played);

  /* Opened again: one game, straight to the board. */
  activate (window, "restart");
  sakiyomi_window_open_file (window, file);
  g_assert_true (gui_test_wait (opened, window, 10));
  g_assert_null (sakiyomi_window_get_game_chooser (window));
  assert_same_moves (sakiyomi_window_get_record (window), played);
  gui_test_window_close (window);

  /* A tic-tac-toe game cannot be saved as GGF: said so, nothing written. */
  g_unlink (path);
  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  g_assert_false (sakiyomi_window_save_file (window, file));
  g_assert_nonnull (sakiyomi_window_get_error_dialog (window));
  {
    g_autofree char *primary = NULL;
    g_autofree char *secondary = NULL;

    dialog_texts (sakiyomi_window_get_error_dialog (window), &primary, &secondary);
    g_assert_cmpstr (primary, ==, "Could not save “saved.ggf”");
    g_assert_cmpstr (secondary, ==, "The Generic Game Format holds only reversi games.");
  }
  close_error (window);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  gui_test_window_close (window);
}

static gboolean
chooser_has_file (gpointer data)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (data);
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

  return g_strcmp0 (path, g_object_get_data (data, "expected-path")) == 0;
}

static gboolean
question_shown (gpointer data)
{
  return sakiyomi_window_get_question_dialog (data) != NULL;
}

/* Save through the chooser with its GGF filter, the name typed "….txt". */
static void
save_with_ggf_filter (SakiyomiWindow *window)
{
  g_autofree char *typed = g_build_filename (data_home, "chosen.txt", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (data_home);
  GtkFileChooserNative *chooser;
  g_autoptr(GListModel) filters = NULL;
  GtkFileFilter *ggf = NULL;

  activate (window, "save");
  chooser = sakiyomi_window_get_file_chooser (window);
  g_assert_nonnull (chooser);
  filters = gtk_file_chooser_get_filters (GTK_FILE_CHOOSER (chooser));
  for (guint i = 0; i < g_list_model_get_n_items (filters); i++)
    {
      g_autoptr(GtkFileFilter) filter = g_list_model_get_item (filters, i);

      if (g_strcmp0 (gtk_file_filter_get_name (filter), "Generic Game Format (GGF)") == 0)
        ggf = filter;
    }
  g_assert_nonnull (ggf);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), ggf);
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), dir, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "chosen.txt");
  g_object_set_data_full (G_OBJECT (chooser), "expected-path", g_strdup (typed), g_free);
  g_assert_true (gui_test_wait (chooser_has_file, chooser, 60));
  g_signal_emit_by_name (chooser, "response", GTK_RESPONSE_ACCEPT);
  g_assert_null (sakiyomi_window_get_file_chooser (window));
}

/* The GGF filter of the Save chooser writes GGF, naming the file .ggf, and
 * asks before replacing a .ggf file the chooser did not ask about. */
static void
test_save_ggf_chooser (void)
{
  g_autofree char *path = g_build_filename (data_home, "chosen.ggf", NULL);
  g_autofree char *typed = g_build_filename (data_home, "chosen.txt", NULL);
  g_autofree char *first = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(SkyRecord) read = NULL;
  g_autoptr(GError) error = NULL;
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  play_moves (window, 8, 5);
  save_with_ggf_filter (window);
  g_assert_null (sakiyomi_window_get_question_dialog (window));
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));
  g_assert_false (g_file_test (typed, G_FILE_TEST_EXISTS));
  g_assert_true (g_str_has_prefix (first, "(;GM[Othello]"));
  read = sky_record_from_ggf (first, &error);
  g_assert_no_error (error);
  assert_same_moves (read, sakiyomi_window_get_record (window));

  /* Again, one move on: asked; Cancel keeps the file, Replace writes it. */
  play_moves (window, 9, 1);
  save_with_ggf_filter (window);
  g_assert_true (gui_test_wait (question_shown, window, 5));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_question_dialog (window)),
                               "cancel");
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, first);
  g_clear_pointer (&contents, g_free);
  save_with_ggf_filter (window);
  g_assert_true (gui_test_wait (question_shown, window, 5));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_question_dialog (window)),
                               "accept");
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_clear_pointer (&read, sky_record_free);
  read = sky_record_from_ggf (contents, &error);
  g_assert_no_error (error);
  assert_same_moves (read, sakiyomi_window_get_record (window));

  gui_test_window_close (window);
  g_unlink (path);
}

/* Edax's FFORUM problems open in a position chooser: the side to move, the
 * empties and the best moves, no players; the position chosen is set up,
 * with no moves. */
static void
test_choose_position (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "obf", "fforum-1-19.obf", NULL);
  g_autofree char *board = NULL;
  SakiyomiGameChooser *chooser;
  SakiyomiWindow *window;
  const SkyRecord *record;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  chooser = open_many (window, path, 19);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (chooser)), ==, "Choose a Position");
  g_assert_true (column_shown (chooser, "To Move"));
  g_assert_true (column_shown (chooser, "Empties"));
  g_assert_true (column_shown (chooser, "Best Moves"));
  g_assert_false (column_shown (chooser, "Black"));
  g_assert_false (column_shown (chooser, "Result"));
  g_assert_false (column_shown (chooser, "Opening"));
  g_assert_false (column_shown (chooser, "Moves"));
  {
    g_autoptr(GObject) item = g_list_model_get_item (sakiyomi_game_chooser_get_shown (chooser), 1);
    g_autofree char *to_move = NULL;
    g_autofree char *empties = NULL;
    g_autofree char *best = NULL;

    g_object_get (item, "to-move", &to_move, "empties", &empties, "best", &best, NULL);
    g_assert_cmpstr (to_move, ==, "Black");
    g_assert_cmpstr (empties, ==, "14");
    g_assert_cmpstr (best, ==, "a4 +10");
  }
  /* Sorted by the best score: problems 9 and 12 (-8) first, in
   * the file's order, problem 5's +32 last. */
  {
    GtkColumnView *view = sakiyomi_game_chooser_get_column_view (chooser);
    GListModel *columns = gtk_column_view_get_columns (view);
    g_autoptr(GtkColumnViewColumn) best = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (columns) && best == NULL; i++)
      {
        g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

        if (g_strcmp0 (gtk_column_view_column_get_title (column), "Best Moves") == 0)
          best = g_steal_pointer (&column);
      }
    gtk_column_view_sort_by_column (view, best, GTK_SORT_ASCENDING);
    g_assert_true (gui_test_wait (search_done, chooser, 10));
    g_assert_cmpuint (shown_index (chooser, 0), ==, 8);
    g_assert_cmpuint (shown_index (chooser, 1), ==, 11);
    g_assert_cmpuint (shown_index (chooser, 18), ==, 4);
    gtk_column_view_sort_by_column (view, NULL, GTK_SORT_ASCENDING);
    g_assert_true (gui_test_wait (search_done, chooser, 10));
  }
  /* Found by the best move. */
  search (chooser, "a4 +10");
  g_assert_cmpuint (g_list_model_get_n_items (sakiyomi_game_chooser_get_shown (chooser)), ==, 1);
  g_assert_cmpuint (shown_index (chooser, 0), ==, 1);
  gui_test_run_for (0.1);
  sakiyomi_game_chooser_select (chooser, 0);
  sakiyomi_game_chooser_choose (chooser);
  g_assert_null (sakiyomi_window_get_game_chooser (window));
  g_assert_null (sakiyomi_window_get_error_dialog (window));
  record = sakiyomi_window_get_record (window);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 0);
  board = sky_record_get_game (record)->position_to_string (sakiyomi_window_get_position (window));
  g_assert_cmpstr (board, ==,
                   "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X");
  {
    g_autofree char *log = sakiyomi_window_get_log (window);

    g_assert_nonnull (strstr (log, "Opened position 2 of “fforum-1-19.obf”: Reversi"));
    g_assert_null (strstr (log, "0 moves"));
  }
  gui_test_window_close (window);
}

/* A file of move lines: each line a game, with its result and moves but
 * no players' columns. */
static void
test_choose_move_line (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "lines", "egaroucid-selfplay.txt", NULL);
  SakiyomiGameChooser *chooser;
  SakiyomiWindow *window;
  const SkyRecord *record;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  chooser = open_many (window, path, 12);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (chooser)), ==, "Choose a Game");
  g_assert_false (column_shown (chooser, "Black"));
  g_assert_false (column_shown (chooser, "Date"));
  g_assert_true (column_shown (chooser, "Result"));
  g_assert_true (column_shown (chooser, "Moves"));
  g_assert_true (column_shown (chooser, "Opening"));
  g_assert_false (column_shown (chooser, "Best Moves"));
  {
    g_autoptr(GObject) item = g_list_model_get_item (sakiyomi_game_chooser_get_shown (chooser), 2);
    g_autofree char *result = NULL;
    g_autofree char *moves = NULL;

    g_object_get (item, "result", &result, "moves", &moves, NULL);
    g_assert_cmpstr (result, ==, "9–55");
    g_assert_cmpstr (moves, ==, "60");
  }
  sakiyomi_game_chooser_select (chooser, 2);
  sakiyomi_game_chooser_choose (chooser);
  g_assert_null (sakiyomi_window_get_game_chooser (window));
  record = sakiyomi_window_get_record (window);
  g_assert_cmpuint (sky_record_get_n_moves (record), >=, 60);
  g_assert_cmpstr (sky_record_get_tag (record, "Result"), ==, "9-55");
  gui_test_window_close (window);
}

/* Othello's PGN (PlayOK's two games) opened: the chooser lists the players
 * and the site as the place; the second game opens with its passes.
 * PlayOK's move text pasted, its result at the end, opens as a game. */
static void
test_pgn (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "pgn", "kurnik.pgn", NULL);
  SakiyomiGameChooser *chooser;
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  chooser = open_many (window, path, 2);
  {
    g_autoptr(GObject) item = g_list_model_get_item (sakiyomi_game_chooser_get_shown (chooser), 1);
    g_autofree char *black = NULL;
    g_autofree char *white = NULL;
    g_autofree char *place = NULL;
    g_autofree char *result = NULL;

    g_object_get (item, "black", &black, "white", &white, "place", &place,
                  "result", &result, NULL);
    g_assert_cmpstr (black, ==, "ntwo");
    g_assert_cmpstr (white, ==, "cosmostan");
    g_assert_cmpstr (place, ==, "kurnik");
    g_assert_cmpstr (result, ==, "37–27");  /* shown as WTHOR’s results are */
  }
  sakiyomi_game_chooser_select (chooser, 1);
  sakiyomi_game_chooser_choose (chooser);
  g_assert_null (sakiyomi_window_get_game_chooser (window));
  g_assert_cmpstr (sky_record_get_tag (sakiyomi_window_get_record (window), "Black"), ==, "ntwo");
  g_assert_cmpuint (sky_record_get_n_moves (sakiyomi_window_get_record (window)), ==, 62);

  activate (window, "restart");
  if (sakiyomi_window_get_question_dialog (window) != NULL)
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_question_dialog (window)),
                                 "accept");
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)),
                          "1. f5 d6 2. c3 d3 3. c4 f4 37-27\n");
  activate (window, "paste-game");
  g_object_set_data (G_OBJECT (window), "expected-moves", GUINT_TO_POINTER (6));
  g_assert_true (gui_test_wait (has_expected_moves, window, 10));
  g_assert_null (sakiyomi_window_get_error_dialog (window));
  gui_test_window_close (window);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  data_home = g_dir_make_tmp ("sakiyomi-chooser-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gui_test_init (&argc, &argv);
  g_test_add_func ("/game-chooser/choose-second", test_choose_second);
  g_test_add_func ("/game-chooser/result-form", test_result_form);
  g_test_add_func ("/game-chooser/date-form", test_date_form);
  g_test_add_func ("/game-chooser/clock-form", test_clock_form);
  g_test_add_func ("/game-chooser/cancel", test_cancel);
  g_test_add_func ("/game-chooser/anti-refused", test_anti_refused);
  g_test_add_func ("/game-chooser/not-regular", test_not_regular);
  g_test_add_func ("/game-chooser/copy-ggf", test_copy_ggf);
  g_test_add_func ("/game-chooser/save-ggf", test_save_ggf);
  g_test_add_func ("/game-chooser/save-ggf-chooser", test_save_ggf_chooser);
  g_test_add_func ("/game-chooser/choose-position", test_choose_position);
  g_test_add_func ("/game-chooser/choose-move-line", test_choose_move_line);
  g_test_add_func ("/game-chooser/pgn", test_pgn);
  status = g_test_run ();

  sakiyomi_autosave_remove_default ();
  {
    g_autofree char *dir = g_build_filename (data_home, "sakiyomi", NULL);

    g_rmdir (dir);
  }
  g_rmdir (data_home);
  return status;
}
