/* test-practice.c: the practice positions (practice.h): their file read
 * back, no duplicates, the schedule with the test's own clock, the
 * practice loop, damaged and newer files, a writer killed with SIGKILL at
 * any moment, and `sakiyomi-cli practice` on a small reversi game. */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "cli-run.h"
#include "practice.h"
#include "practice-schedule.h"
#include "review.h"

/* 2026-12-06 00:00 UTC */
#define T0 G_GINT64_CONSTANT (1796515200)

typedef struct {
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = g_dir_make_tmp ("sakiyomi-practice-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
  /* In a folder not made yet: the store makes it. */
  f->path = g_build_filename (f->dir, "sub", "practice.ini", NULL);
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) d = g_dir_open (path, 0, NULL);
      const char *name;

      while ((name = g_dir_read_name (d)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
      g_assert_cmpint (g_rmdir (path), ==, 0);
    }
  else
    g_assert_cmpint (g_remove (path), ==, 0);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

/* A reversi record of moves and its plies as a review would judge them:
 * each ply of bad (1-based plies, 0-terminated) a blunder of 14 discs
 * whose good move is good where it is legal, else the first other. */
static SkyRecord *
reviewed_game (const char *moves, SkyReviewPly **plies, const guint *bad,
               const char *good)
{
  g_autoptr(GError) error = NULL;
  SkyRecord *record = sky_record_from_string (moves, &error);
  guint n;

  g_assert_no_error (error);
  n = sky_record_get_n_moves (record);
  *plies = g_new0 (SkyReviewPly, n);
  for (guint i = 0; i < n; i++)
    {
      const SkyPosition *pos = sky_record_get_position (record, i);
      SkyReviewPly *ply = &(*plies)[i];
      SkyMove legal[SKY_MAX_MOVES];

      ply->ply = i;
      ply->side = pos->to_move;
      ply->played = sky_record_get_move (record, i);
      ply->best = ply->played;
      ply->good[0] = ply->played;
      ply->n_good = 1;
      for (const guint *b = bad; *b != 0; b++)
        if (*b == i + 1)
          {
            ply->judgement = SKY_JUDGEMENT_BLUNDER;
            ply->loss = 14;
            ply->exact = TRUE;
            /* good where it is legal, else the first other legal move. */
            if (good == NULL
                || !pos->game->move_from_string (pos, good, &ply->best, NULL))
              {
                sky_position_legal_moves (pos, legal);
                ply->best = legal[0] != ply->played ? legal[0] : legal[1];
              }
            ply->good[0] = ply->best;
          }
    }
  return record;
}

static gboolean
same_position (const SkyPosition *a, const SkyPosition *b)
{
  g_autofree char *ta = a->game->position_to_string (a);
  g_autofree char *tb = b->game->position_to_string (b);

  return a->game == b->game && a->to_move == b->to_move && g_str_equal (ta, tb);
}

static void
test_schedule (void)
{
  guint streak = 0, right = 0, wrong = 0;
  gint64 interval = 0, due = T0;
  const int days[] = { 1, 3, 7, 16, 35, 75, 160, 365, 365 };

  for (gsize i = 0; i < G_N_ELEMENTS (days); i++)
    {
      sky_practice_schedule (TRUE, T0, &streak, &interval, &due, &right, &wrong);
      g_assert_cmpint (interval, ==, days[i] * SKY_PRACTICE_DAY);
      g_assert_cmpint (due, ==, T0 + days[i] * SKY_PRACTICE_DAY);
      g_assert_cmpuint (streak, ==, i + 1);
    }
  sky_practice_schedule (FALSE, T0 + 5, &streak, &interval, &due, &right, &wrong);
  g_assert_cmpuint (streak, ==, 0);
  g_assert_cmpint (interval, ==, 0);
  g_assert_cmpint (due, ==, T0 + 5 + 600);
  g_assert_cmpuint (right, ==, G_N_ELEMENTS (days));
  g_assert_cmpuint (wrong, ==, 1);
  /* Then it starts again at a day. */
  sky_practice_schedule (TRUE, T0, &streak, &interval, &due, &right, &wrong);
  g_assert_cmpint (interval, ==, SKY_PRACTICE_DAY);
}

static void
test_missing_file (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPracticeStore) store = sky_practice_store_load (f->path, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (sky_practice_store_get_n_entries (store), ==, 0);
  g_assert_null (sky_practice_store_next_due (store, T0));
  g_assert_cmpint (sky_practice_store_next_due_time (store), ==, G_MAXINT64);
  /* Nothing is written until a change. */
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
}

/* Every field comes back as it was written, a number-grab board over
 * several lines too. */
static void
test_round_trip (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPracticeStore) store = sky_practice_store_load (f->path, &error);
  g_autoptr(SkyPracticeStore) again = NULL;
  g_autofree SkyReviewPly *plies = NULL;
  g_autofree SkyReviewPly *ng_plies = NULL;
  g_autoptr(SkyRecord) record = reviewed_game ("d3 c3 c4 e3 b2 a1", &plies,
                                               (const guint[]) { 5, 6, 0 }, "f4");
  const SkyGame *numbergrab = sky_game_from_id ("numbergrab");
  SkyGameSetup setup = { .seed = 7 };
  g_autoptr(SkyPosition) start = sky_position_new (numbergrab, &setup);
  g_autoptr(SkyRecord) ng = sky_record_new (start);
  const gboolean both[2] = { TRUE, TRUE };
  const gboolean first[2] = { TRUE, FALSE };
  const SkyPracticeEntry *e, *a;
  g_autoptr(SkyPosition) pos = NULL;
  SkyMove moves[SKY_MAX_MOVES], move;
  guint added;

  g_assert_no_error (error);
  /* What the explanation needs: the value, the line after b2 (White's
   * a1) and the line from f4. */
  plies[4].best_value = 2;
  plies[4].played_value = -12;
  plies[4].refutation[0] = sky_record_get_move (record, 5);
  plies[4].refutation_length = 1;
  plies[4].pv[0] = plies[4].best;
  plies[4].pv_length = 1;
  g_assert_true (sky_practice_store_add_review (store, record, plies, 6, first,
                                                "game.txt", 1, T0, &added, &error));
  g_assert_no_error (error);
  /* Black's blunder only, not White's. */
  g_assert_cmpuint (added, ==, 1);

  for (int i = 0; i < 3; i++)
    {
      sky_position_legal_moves (sky_record_get_end (ng), moves);
      g_assert_true (sky_record_append (ng, moves[0], NULL));
    }
  ng_plies = g_new0 (SkyReviewPly, 3);
  for (guint i = 0; i < 3; i++)
    {
      ng_plies[i].ply = i;
      ng_plies[i].side = sky_record_get_position (ng, i)->to_move;
      ng_plies[i].played = sky_record_get_move (ng, i);
      ng_plies[i].best = ng_plies[i].played;
    }
  sky_position_legal_moves (sky_record_get_position (ng, 1), moves);
  ng_plies[1].judgement = SKY_JUDGEMENT_MISTAKE;
  ng_plies[1].loss = 9.5;
  ng_plies[1].best = moves[1];
  ng_plies[1].good[0] = moves[1];
  ng_plies[1].good[1] = moves[2];
  ng_plies[1].n_good = 2;
  g_assert_true (sky_practice_store_add_review (store, ng, ng_plies, 3, both,
                                                "game played on 2026-12-06", 0,
                                                T0 + 60, &added, &error));
  g_assert_cmpuint (added, ==, 1);

  again = sky_practice_store_load (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_practice_store_get_n_entries (again), ==, 2);

  e = sky_practice_store_get_entry (again, 0);
  g_assert_cmpstr (e->game->id, ==, "reversi");
  g_assert_cmpstr (e->board, ==,
                   "------------------OOO-----XXO------XO--------------------------- X");
  g_assert_cmpint (e->to_move, ==, SKY_SIDE_FIRST);
  g_assert_cmpstr (e->played, ==, "b2");
  g_assert_cmpuint (g_strv_length (e->best), ==, 1);
  g_assert_cmpstr (e->best[0], ==, "f4");
  g_assert_cmpfloat (e->loss, ==, 14);
  g_assert_true (e->exact);
  g_assert_cmpint (e->judgement, ==, SKY_JUDGEMENT_BLUNDER);
  g_assert_cmpstr (e->source, ==, "game.txt");
  g_assert_cmpuint (e->source_game, ==, 1);
  g_assert_cmpuint (e->ply, ==, 5);
  g_assert_cmpint (e->added, ==, T0);
  g_assert_cmpint (e->due, ==, T0);
  g_assert_cmpint (e->interval, ==, 0);
  g_assert_cmpuint (e->streak + e->right + e->wrong, ==, 0);
  {
    g_autofree char *id = sky_practice_make_id (e->game, e->board);

    g_assert_cmpstr (e->id, ==, id);
  }
  g_assert_true (e->has_value);
  g_assert_cmpfloat (e->best_value, ==, 2);
  g_assert_cmpuint (g_strv_length (e->refutation), ==, 1);
  g_assert_cmpstr (e->refutation[0], ==, "a1");
  g_assert_cmpuint (g_strv_length (e->line), ==, 1);
  g_assert_cmpstr (e->line[0], ==, "f4");
  {
    g_autoptr(SkyPosition) before = sky_practice_entry_get_position (e, NULL);
    SkyReviewPly ply;

    /* Back as the review judged it. */
    g_assert_true (sky_practice_entry_to_review_ply (e, before, &ply));
    g_assert_cmpint (ply.played, ==, plies[4].played);
    g_assert_cmpint (ply.best, ==, plies[4].best);
    g_assert_cmpfloat (ply.played_value, ==, -12);
    g_assert_cmpint (ply.refutation_length, ==, 1);
    g_assert_cmpint (ply.refutation[0], ==, sky_record_get_move (record, 5));
    g_assert_cmpint (ply.judgement, ==, SKY_JUDGEMENT_BLUNDER);
  }

  /* The position rebuilt through its game, its best move accepted. */
  pos = sky_practice_entry_get_position (e, &error);
  g_assert_no_error (error);
  g_assert_cmpint (pos->to_move, ==, SKY_SIDE_FIRST);
  g_assert_true (same_position (pos, sky_record_get_position (record, 4)));
  g_assert_true (pos->game->move_from_string (pos, "f4", &move, NULL));
  g_assert_true (sky_practice_entry_is_best (e, pos, move));
  g_assert_true (pos->game->move_from_string (pos, "b2", &move, NULL));
  g_assert_false (sky_practice_entry_is_best (e, pos, move));

  a = sky_practice_store_get_entry (again, 1);
  g_assert_cmpstr (a->game->id, ==, "numbergrab");
  g_assert_nonnull (strchr (a->board, '\n'));
  g_assert_cmpint (a->to_move, ==, SKY_SIDE_SECOND);
  g_assert_cmpuint (g_strv_length (a->best), ==, 2);
  g_assert_cmpfloat (a->loss, ==, 9.5);
  g_assert_false (a->exact);
  g_assert_cmpint (a->judgement, ==, SKY_JUDGEMENT_MISTAKE);
  g_assert_cmpstr (a->source, ==, "game played on 2026-12-06");
  g_assert_cmpuint (a->source_game, ==, 0);
  g_assert_cmpuint (a->ply, ==, 2);
  g_assert_cmpint (a->added, ==, T0 + 60);
  {
    g_autoptr(SkyPosition) ng_pos = sky_practice_entry_get_position (a, &error);

    g_assert_no_error (error);
    g_assert_true (same_position (ng_pos, sky_record_get_position (ng, 1)));
  }

  /* By id and by a prefix of one. */
  g_assert_true (sky_practice_store_find (again, e->id, NULL) == e);
  {
    g_autofree char *prefix = g_strndup (a->id, 4);

    g_assert_true (sky_practice_store_find (again, prefix, NULL) == a);
  }
  g_assert_null (sky_practice_store_find (again, "zzzz", &error));
  g_assert_error (error, SKY_PRACTICE_ERROR, SKY_PRACTICE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (sky_practice_store_remove (again, e->id, &error));
  g_assert_no_error (error);
  g_clear_pointer (&store, sky_practice_store_free);
  store = sky_practice_store_load (f->path, &error);
  g_assert_cmpuint (sky_practice_store_get_n_entries (store), ==, 1);
  g_assert_true (sky_practice_store_clear (store, &error));
  g_clear_pointer (&store, sky_practice_store_free);
  store = sky_practice_store_load (f->path, &error);
  g_assert_cmpuint (sky_practice_store_get_n_entries (store), ==, 0);
}

/* The same position again (from another game too) is one position, and
 * keeps its schedule. */
static void
test_duplicates (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPracticeStore) store = sky_practice_store_load (f->path, &error);
  g_autofree SkyReviewPly *plies = NULL;
  g_autofree SkyReviewPly *other_plies = NULL;
  g_autoptr(SkyRecord) record = reviewed_game ("d3 c3 c4 e3 b2 a1", &plies,
                                               (const guint[]) { 5, 0 }, "f4");
  /* The same position after b2 reached by another order: c4 c3 d3 e3. */
  g_autoptr(SkyRecord) other = reviewed_game ("c4 c3 d3 e3 b2", &other_plies,
                                              (const guint[]) { 5, 0 }, "f4");
  const gboolean first[2] = { TRUE, FALSE };
  const SkyPracticeEntry *e;
  g_autoptr(SkyPosition) pos = NULL;
  SkyMove move;
  guint added;

  g_assert_true (sky_practice_store_add_review (store, record, plies, 6, first,
                                                "a.txt", 1, T0, &added, &error));
  g_assert_cmpuint (added, ==, 1);
  e = sky_practice_store_get_entry (store, 0);
  pos = sky_practice_entry_get_position (e, NULL);
  g_assert_true (pos->game->move_from_string (pos, "f4", &move, NULL));
  g_assert_true (sky_practice_store_answer (store, e->id, move, T0 + 10, NULL,
                                            &error));
  g_assert_true (sky_practice_store_add_review (store, record, plies, 6, first,
                                                "a.txt", 1, T0 + 20, &added, &error));
  g_assert_cmpuint (added, ==, 0);
  g_assert_true (sky_practice_store_add_review (store, other, other_plies, 5,
                                                first, "b.txt", 1, T0 + 30,
                                                &added, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 0);
  g_assert_cmpuint (sky_practice_store_get_n_entries (store), ==, 1);
  e = sky_practice_store_get_entry (store, 0);
  g_assert_cmpstr (e->source, ==, "a.txt");
  g_assert_cmpuint (e->streak, ==, 1);
  g_assert_cmpint (e->due, ==, T0 + 10 + SKY_PRACTICE_DAY);
}

/* A game of two computers: no side is the person's, nothing is added
 * and nothing written. */
static void
test_no_person (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPracticeStore) store = sky_practice_store_load (f->path, &error);
  g_autofree SkyReviewPly *plies = NULL;
  g_autoptr(SkyRecord) record = reviewed_game ("d3 c3 c4 e3 b2 a1", &plies,
                                               (const guint[]) { 5, 6, 0 }, NULL);
  const gboolean none[2] = { FALSE, FALSE };
  guint added = 99;

  g_assert_true (sky_practice_store_add_review (store, record, plies, 6, none,
                                                "a.txt", 1, T0, &added, &error));
  g_assert_cmpuint (added, ==, 0);
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
}

static SkyMove
move_of (const SkyPracticeEntry *entry, const char *text)
{
  g_autoptr(SkyPosition) pos = sky_practice_entry_get_position (entry, NULL);
  SkyMove move;

  g_assert_true (pos->game->move_from_string (pos, text, &move, NULL));
  return move;
}

/* Add, practise the one due, answer wrong: it comes back soon, after the
 * others; answered right, later and later; the counts of answers. */
static void
test_loop (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPracticeStore) store = sky_practice_store_load (f->path, &error);
  g_autofree SkyReviewPly *plies = NULL;
  g_autoptr(SkyRecord) record = reviewed_game ("d3 c3 c4 e3 b2 a1 c2", &plies,
                                               (const guint[]) { 5, 7, 0 }, NULL);
  const gboolean first[2] = { TRUE, FALSE };
  const SkyPracticeEntry *a, *b, *next;
  g_autofree char *a_id = NULL, *b_id = NULL;
  gboolean right;
  gint64 t;

  g_assert_true (sky_practice_store_add_review (store, record, plies, 7, first,
                                                "a.txt", 1, T0, NULL, &error));
  g_assert_cmpuint (sky_practice_store_get_n_entries (store), ==, 2);
  a = sky_practice_store_get_entry (store, 0);
  b = sky_practice_store_get_entry (store, 1);
  a_id = g_strdup (a->id);
  b_id = g_strdup (b->id);
  g_assert_cmpuint (a->ply, ==, 5);
  g_assert_cmpuint (b->ply, ==, 7);

  /* Both due at once; the first added first. */
  g_assert_null (sky_practice_store_next_due (store, T0 - 1));
  g_assert_cmpuint (sky_practice_store_count_due (store, T0), ==, 2);
  next = sky_practice_store_next_due (store, T0);
  g_assert_cmpstr (next->id, ==, a_id);

  /* Wrong (the move played again): due in ten minutes, the other first. */
  g_assert_true (sky_practice_store_answer (store, a_id, move_of (next, "b2"),
                                            T0 + 5, &right, &error));
  g_assert_false (right);
  next = sky_practice_store_next_due (store, T0 + 5);
  g_assert_cmpstr (next->id, ==, b_id);
  g_assert_true (sky_practice_store_answer (store, b_id,
                                            move_of (next, next->best[0]),
                                            T0 + 10, &right, &error));
  g_assert_true (right);
  /* Nothing due until a's ten minutes are up. */
  g_assert_null (sky_practice_store_next_due (store, T0 + 5 + 599));
  g_assert_cmpint (sky_practice_store_next_due_time (store), ==, T0 + 5 + 600);
  next = sky_practice_store_next_due (store, T0 + 5 + 600);
  g_assert_cmpstr (next->id, ==, a_id);
  g_assert_cmpuint (next->wrong, ==, 1);
  g_assert_cmpuint (next->streak, ==, 0);

  /* Right now, then again each time it is due: the gap grows. */
  t = T0 + 5 + 600;
  for (int i = 0; i < 4; i++)
    {
      const int days[] = { 1, 3, 7, 16 };

      g_assert_true (sky_practice_store_answer (store, a_id,
                                                move_of (next, next->best[0]),
                                                t, &right, &error));
      g_assert_true (right);
      a = sky_practice_store_find (store, a_id, NULL);
      g_assert_cmpint (a->interval, ==, days[i] * SKY_PRACTICE_DAY);
      g_assert_cmpint (a->due, ==, t + days[i] * SKY_PRACTICE_DAY);
      g_assert_cmpuint (a->streak, ==, i + 1);
      t = a->due;
      /* b (due a day after its answer) comes first while it is due. */
      next = sky_practice_store_next_due (store, t);
      if (g_str_equal (next->id, b_id))
        {
          g_assert_true (sky_practice_store_answer (store, b_id,
                                                    move_of (next, next->best[0]),
                                                    t, NULL, &error));
          next = sky_practice_store_next_due (store, t);
        }
      g_assert_cmpstr (next->id, ==, a_id);
    }

  /* The counts, kept in the file. */
  {
    g_autoptr(SkyPracticeStore) again = sky_practice_store_load (f->path, &error);
    const SkyPracticeEntry *kept;

    g_assert_no_error (error);
    g_assert_cmpuint (sky_practice_store_get_attempted (again), ==,
                      sky_practice_store_get_attempted (store));
    g_assert_cmpuint (sky_practice_store_get_solved (again), ==,
                      sky_practice_store_get_solved (store));
    g_assert_cmpuint (sky_practice_store_get_solved (again) + 1, ==,
                      sky_practice_store_get_attempted (again));
    kept = sky_practice_store_find (again, a_id, NULL);
    g_assert_cmpuint (kept->right, ==, 4);
    g_assert_cmpuint (kept->wrong, ==, 1);
    g_assert_cmpint (kept->interval, ==, 16 * SKY_PRACTICE_DAY);
  }
}

static void
write_file (const char *path, const char *text)
{
  g_autofree char *folder = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
assert_unchanged (const char *path, const char *text)
{
  g_autofree char *now = NULL;

  g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
  g_assert_cmpstr (now, ==, text);
}

#define GOOD_ENTRY \
  "[Position 0123456789]\nGame=reversi\n" \
  "Board=---------------------------OX------XO--------------------------- X\n" \
  "SideToMove=first\nPlayed=d3\nBest=f5;\nLoss=6\nClass=mistake\n" \
  "Added=2026-12-06T00:00:00Z\nDue=2026-12-06T00:00:00Z\n"

/* A damaged file is an error naming it and the problem, and is left as
 * it is; set aside, a new store starts. */
static void
test_damaged (Fixture *f, gconstpointer data)
{
  const struct {
    const char *text;
    int code;
    const char *words;
  } cases[] = {
    { "\x01\x02garbage", SKY_PRACTICE_ERROR_DAMAGED, "damaged" },
    { "[Other]\nA=1\n", SKY_PRACTICE_ERROR_DAMAGED, "no [Practice] group" },
    { "[Practice]\nVersion=x\n", SKY_PRACTICE_ERROR_DAMAGED, "Version" },
    { "[Practice]\nVersion=2\n", SKY_PRACTICE_ERROR_NEWER, "later version" },
    { "[Practice]\nVersion=1\n[Position 1]\nGame=reversi\n",
      SKY_PRACTICE_ERROR_DAMAGED, "[Position 1] has no Board" },
    { "[Practice]\nVersion=1\n" GOOD_ENTRY "Streak=-1\n",
      SKY_PRACTICE_ERROR_DAMAGED, "whole numbers" },
    { "[Practice]\nVersion=1\n[Position 1]\nGame=chess\nBoard=x\nSideToMove=first\n"
      "Played=e4\nBest=e4;\nClass=blunder\nAdded=2026-12-06T00:00:00Z\n"
      "Due=2026-12-06T00:00:00Z\n",
      SKY_PRACTICE_ERROR_DAMAGED, "“chess” is not a game" },
    { "[Practice]\nVersion=1\n[Position 1]\nGame=reversi\nBoard=xyz\nSideToMove=first\n"
      "Played=e4\nBest=e4;\nClass=blunder\nAdded=2026-12-06T00:00:00Z\n"
      "Due=2026-12-06T00:00:00Z\n",
      SKY_PRACTICE_ERROR_DAMAGED, "board cannot be read" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyPracticeStore) store = NULL;

      write_file (f->path, cases[i].text);
      store = sky_practice_store_load (f->path, &error);
      g_assert_null (store);
      g_assert_error (error, SKY_PRACTICE_ERROR, cases[i].code);
      g_assert_nonnull (strstr (error->message, f->path));
      if (strstr (error->message, cases[i].words) == NULL)
        g_error ("case %" G_GSIZE_FORMAT ": “%s” lacks “%s”", i,
                 error->message, cases[i].words);
      assert_unchanged (f->path, cases[i].text);
    }

  /* Tolerant: keys it does not know are left alone, counts may be
   * missing. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(SkyPracticeStore) store = NULL;

    write_file (f->path, "[Practice]\nVersion=1\nFuture=yes\n" GOOD_ENTRY
                "Colour=blue\n[Something else]\nX=1\n");
    store = sky_practice_store_load (f->path, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (sky_practice_store_get_n_entries (store), ==, 1);
    g_assert_cmpstr (sky_practice_store_get_entry (store, 0)->id, ==, "0123456789");
    g_assert_cmpuint (sky_practice_store_get_entry (store, 0)->right, ==, 0);
  }

  /* Set aside twice: two backups, the file gone, a new store empty. */
  for (int i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *backup = NULL;
      g_autofree char *expected = i == 0 ? g_strconcat (f->path, ".damaged", NULL)
                                         : g_strconcat (f->path, ".damaged-2", NULL);
      g_autoptr(SkyPracticeStore) store = NULL;

      write_file (f->path, "garbage");
      g_assert_true (sky_practice_set_aside (f->path, &backup, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (backup, ==, expected);
      assert_unchanged (backup, "garbage");
      store = sky_practice_store_load (f->path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (sky_practice_store_get_n_entries (store), ==, 0);
    }
}

/* Two programs (the window, the CLI) with the same file: each change
 * keeps what the other wrote; a file damaged meanwhile stops a change. */
static void
test_two_writers (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPracticeStore) a = sky_practice_store_load (f->path, &error);
  g_autoptr(SkyPracticeStore) b = sky_practice_store_load (f->path, &error);
  g_autoptr(SkyPracticeStore) again = NULL;
  g_autofree SkyReviewPly *plies = NULL;
  g_autofree SkyReviewPly *other_plies = NULL;
  g_autoptr(SkyRecord) record = reviewed_game ("d3 c3 c4 e3 b2 a1", &plies,
                                               (const guint[]) { 5, 0 }, "f4");
  g_autoptr(SkyRecord) other = reviewed_game ("f5 d6 c3 d3 c4", &other_plies,
                                              (const guint[]) { 5, 0 }, NULL);
  const gboolean first[2] = { TRUE, FALSE };
  g_autofree char *a_id = NULL;
  guint added;

  g_assert_true (sky_practice_store_add_review (a, record, plies, 6, first,
                                                "a.txt", 1, T0, &added, &error));
  g_assert_cmpuint (added, ==, 1);
  a_id = g_strdup (sky_practice_store_get_entry (a, 0)->id);
  /* b, loaded before a's change, adds its own and keeps a's. */
  g_assert_true (sky_practice_store_add_review (b, other, other_plies, 5, first,
                                                "b.txt", 1, T0, &added, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 1);
  g_assert_cmpuint (sky_practice_store_get_n_entries (b), ==, 2);
  /* a answers its own: b's stays. */
  g_assert_true (sky_practice_store_answer (a, a_id,
                                            move_of (sky_practice_store_find (a, a_id, NULL), "f4"),
                                            T0 + 1, NULL, &error));
  again = sky_practice_store_load (f->path, &error);
  g_assert_cmpuint (sky_practice_store_get_n_entries (again), ==, 2);
  g_assert_cmpuint (sky_practice_store_find (again, a_id, NULL)->right, ==, 1);
  g_assert_cmpuint (sky_practice_store_get_solved (again), ==, 1);

  /* Damaged meanwhile: the change fails and the file stays as it is. */
  g_assert_true (g_file_set_contents (f->path, "damaged", -1, NULL));
  g_assert_false (sky_practice_store_remove (a, a_id, &error));
  g_assert_error (error, SKY_PRACTICE_ERROR, SKY_PRACTICE_ERROR_DAMAGED);
  g_clear_error (&error);
  g_assert_false (sky_practice_store_clear (b, &error));
  g_assert_error (error, SKY_PRACTICE_ERROR, SKY_PRACTICE_ERROR_DAMAGED);
  assert_unchanged (f->path, "damaged");
}

/* The child of test_killed: adds positions of games of random moves, and
 * answers them, for ever. */
static G_GNUC_NORETURN void
keep_adding (const char *path)
{
  g_autoptr(SkyPracticeStore) store = sky_practice_store_load (path, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (35);
  const gboolean first[2] = { TRUE, FALSE };

  g_assert_nonnull (store);
  for (gint64 t = T0;; t++)
    {
      const SkyGame *game = sky_game_from_id ("reversi");
      g_autoptr(SkyPosition) start = sky_position_new (game, NULL);
      g_autoptr(SkyRecord) record = sky_record_new (start);
      g_autofree SkyReviewPly *plies = g_new0 (SkyReviewPly, 12);
      guint n = sky_practice_store_get_n_entries (store);

      for (guint i = 0; i < 12; i++)
        {
          const SkyPosition *pos = sky_record_get_end (record);
          SkyMove moves[SKY_MAX_MOVES];
          int count = sky_position_legal_moves (pos, moves);

          plies[i].ply = i;
          plies[i].side = pos->to_move;
          plies[i].played = moves[g_rand_int_range (rand, 0, count)];
          plies[i].best = moves[0];
          plies[i].judgement = i % 4 == 0 && plies[i].played != moves[0]
                               ? SKY_JUDGEMENT_MISTAKE : SKY_JUDGEMENT_NONE;
          plies[i].loss = 7;
          g_assert_true (sky_record_append (record, plies[i].played, NULL));
        }
      g_assert_true (sky_practice_store_add_review (store, record, plies, 12,
                                                    first, "random", 1, t,
                                                    NULL, NULL));
      if (n > 0)
        {
          const SkyPracticeEntry *e = sky_practice_store_get_entry (store,
                                                                    t % n);

          g_assert_true (sky_practice_store_answer (store, e->id,
                                                    move_of (e, e->played),
                                                    t, NULL, NULL));
        }
    }
}

/* Killed with SIGKILL while it writes, the file is always whole, reads
 * back, and holds every position it held before. */
static void
test_killed (Fixture *f, gconstpointer data)
{
  guint seen = 0;
  int status;
  pid_t pid;

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    keep_adding (f->path);

  for (int i = 0; i < 3000 && seen < 40; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyPracticeStore) store = sky_practice_store_load (f->path, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (sky_practice_store_get_n_entries (store), >=, seen);
      seen = sky_practice_store_get_n_entries (store);
      g_usleep (2000);
    }
  g_assert_cmpuint (seen, >=, 40);
  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(SkyPracticeStore) store = sky_practice_store_load (f->path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (sky_practice_store_get_n_entries (store), >=, seen);
    g_assert_cmpuint (sky_practice_store_get_attempted (store), >, 0);
  }
}

/* `sakiyomi-cli practice` */

static JsonObject *
parse_json (const char *text, JsonParser **parser)
{
  g_autoptr(GError) error = NULL;

  *parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (*parser, text, -1, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (*parser));
}

static void
test_cli (Fixture *f, gconstpointer data)
{
  g_autofree char *game = g_build_filename (f->dir, "game.txt", NULL);
  g_autofree char *mine = g_build_filename (f->dir, "mine.txt", NULL);
  g_autofree char *computers = g_build_filename (f->dir, "computers.txt", NULL);
  g_autoptr(JsonParser) parser = NULL;
  g_auto(Run) run = { 0 };
  JsonObject *root, *entry, *source;
  JsonArray *entries, *best;

  g_assert_true (g_file_set_contents (game, "d3 c3 c4 e3 b2 a1\n", -1, NULL));
  g_assert_true (g_file_set_contents (mine,
                 "# Sakiyomi reversi\n# Black: Computer (strong)\n# White: You\nd3 c3 c4 e3 b2 a1\n",
                 -1, NULL));
  g_assert_true (g_file_set_contents (computers,
                 "# Sakiyomi reversi\n# Black: Computer (a)\n# White: Computer (b)\nd3 c3 c4 e3 b2 a1\n",
                 -1, NULL));

  /* Nothing yet. */
  run_cli (&run, NULL, "practice", "list", "--file", f->path, "--format", "json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_json (run.out, &parser);
  g_assert_cmpint (json_object_get_int_member (root, "positions"), ==, 0);
  g_clear_object (&parser);
  run_clear (&run);

  /* Two computers: nothing. */
  run_cli (&run, NULL, "practice", "add", computers, "--file", f->path,
           "--depth", "2", "--exact-empties", "0", "--threads", "1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, "computer"));
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
  run_clear (&run);

  /* Black's blunder b2, asked for by --side; book values. */
  run_cli (&run, NULL, "practice", "add", game, "--side", "black",
           "--file", f->path, "--depth", "2", "--exact-empties", "0",
           "--threads", "1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "1 practice position added (1 in all).\n");
  run_clear (&run);
  run_cli (&run, NULL, "practice", "list", "--file", f->path, "--format", "json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_json (run.out, &parser);
  g_assert_cmpint (json_object_get_int_member (root, "positions"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (root, "due"), ==, 1);
  entries = json_object_get_array_member (root, "entries");
  entry = json_array_get_object_element (entries, 0);
  g_assert_cmpstr (json_object_get_string_member (entry, "game"), ==, "reversi");
  g_assert_cmpstr (json_object_get_string_member (entry, "board"), ==,
                   "------------------OOO-----XXO------XO--------------------------- X");
  g_assert_cmpstr (json_object_get_string_member (entry, "side_to_move"), ==, "first");
  g_assert_cmpstr (json_object_get_string_member (entry, "played"), ==, "b2");
  g_assert_cmpstr (json_object_get_string_member (entry, "judgement"), ==, "blunder");
  g_assert_cmpstr (json_object_get_string_member (entry, "unit"), ==, "discs");
  g_assert_cmpfloat (json_object_get_double_member (entry, "loss"), >=, 12);
  best = json_object_get_array_member (entry, "best");
  g_assert_cmpuint (json_array_get_length (best), >=, 1);
  for (guint i = 0; i < json_array_get_length (best); i++)
    g_assert_cmpstr (json_array_get_string_element (best, i), !=, "b2");
  source = json_object_get_object_member (entry, "source");
  g_assert_cmpstr (json_object_get_string_member (source, "name"), ==, game);
  g_assert_cmpint (json_object_get_int_member (source, "game"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (source, "ply"), ==, 5);
  g_clear_object (&parser);
  run_clear (&run);

  /* The game whose White was "You": White's mistake a1 only; again: no
   * duplicate. */
  for (int i = 0; i < 2; i++)
    {
      run_cli (&run, NULL, "practice", "add", mine, "--file", f->path,
               "--depth", "2", "--exact-empties", "0", "--threads", "1", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.out, ==, i == 0 ? "1 practice position added (2 in all).\n"
                                           : "0 practice positions added (2 in all).\n");
      run_clear (&run);
    }

  /* The loop: next, a wrong answer, the other one next. */
  run_cli (&run, NULL, "practice", "next", "--file", f->path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Black to move: find the best move (id "));
  run_clear (&run);
  {
    g_autofree char *id = NULL;

    run_cli (&run, NULL, "practice", "list", "--file", f->path, "--format", "json", NULL);
    root = parse_json (run.out, &parser);
    entry = json_array_get_object_element (json_object_get_array_member (root, "entries"), 0);
    id = g_strdup (json_object_get_string_member (entry, "id"));
    g_clear_object (&parser);
    run_clear (&run);
    run_cli (&run, NULL, "practice", "answer", id, "b2", "--file", f->path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_prefix (run.out, "Wrong: the best is "));
    run_clear (&run);
    run_cli (&run, NULL, "practice", "answer", id, "h8", "--file", f->path, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "“h8” is not a legal move here"));
    run_clear (&run);
  }
  run_cli (&run, NULL, "practice", "next", "--file", f->path, NULL);
  g_assert_nonnull (strstr (run.out, "White to move: find the best move (id "));
  run_clear (&run);
  run_cli (&run, NULL, "practice", "stats", "--file", f->path, "--format", "json", NULL);
  root = parse_json (run.out, &parser);
  g_assert_cmpint (json_object_get_int_member (root, "attempted"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (root, "solved"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (root, "due"), ==, 1);
  g_clear_object (&parser);
  run_clear (&run);

  /* Bad input: status 2 and the problem named. */
  run_cli (&run, NULL, "practice", "add", game, "--game", "2", "--file", f->path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "game 2"));
  run_clear (&run);
  run_cli (&run, NULL, "practice", "add", game, "--side", "purple", "--file", f->path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--side must be"));
  run_clear (&run);
  run_cli (&run, NULL, "practice", "remove", "ffffffffff", "--file", f->path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "No practice position has the id"));
  run_clear (&run);
  run_cli (&run, NULL, "practice", "clear", "--file", f->path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--yes"));
  run_clear (&run);
  run_cli (&run, NULL, "practice", "fly", NULL);
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);

  /* A damaged file: an error, not wiped; clear --yes keeps it aside. */
  {
    g_autofree char *damaged = g_strconcat (f->path, ".damaged", NULL);

    g_assert_true (g_file_set_contents (f->path, "not [a store", -1, NULL));
    run_cli (&run, NULL, "practice", "list", "--file", f->path, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "is damaged"));
    assert_unchanged (f->path, "not [a store");
    run_clear (&run);
    run_cli (&run, NULL, "practice", "add", game, "--side", "both", "--file", f->path,
             "--depth", "2", NULL);
    g_assert_cmpint (run.status, ==, 1);
    assert_unchanged (f->path, "not [a store");
    run_clear (&run);
    run_cli (&run, NULL, "practice", "clear", "--yes", "--file", f->path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    assert_unchanged (damaged, "not [a store");
    run_clear (&run);
    run_cli (&run, NULL, "practice", "list", "--file", f->path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_prefix (run.out, "0 practice positions, 0 due now"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  g_test_add_func ("/practice/schedule", test_schedule);
  ADD ("/practice/missing-file", test_missing_file);
  ADD ("/practice/round-trip", test_round_trip);
  ADD ("/practice/duplicates", test_duplicates);
  ADD ("/practice/no-person", test_no_person);
  ADD ("/practice/two-writers", test_two_writers);
  ADD ("/practice/loop", test_loop);
  ADD ("/practice/damaged", test_damaged);
  ADD ("/practice/killed", test_killed);
  ADD ("/practice/cli", test_cli);
  return g_test_run ();
}
