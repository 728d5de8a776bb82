/* sakiyomi-practice-session.c: the practice positions as the Practice
 * window goes through them (see sakiyomi-practice-session.h).
 *
 * The store's entries are valid only until its next change, and each
 * answer changes it: what the window shows of a position (its board, its
 * words) is copied here when the position is picked. */
#define G_LOG_DOMAIN "sakiyomi-practice"

#include "config.h"

#include <glib/gi18n.h>

#include "explain.h"
#include "sakiyomi-practice-session.h"

struct _SakiyomiPracticeSession
{
  GObject parent_instance;

  char *path;
  SkyPracticeStore *store;      /* NULL: it cannot be read (problem) */
  char *problem;
  gint64 clock;                 /* 0: the real time */

  /* The position shown */
  char *id;
  SkyPosition *position;
  char *question;
  char *source;
  SkyMove best;
  SkyMove played;
  char *best_name;
  char *played_name;
  char *explanation;
  char *line;

  /* Its answer */
  gboolean answered;
  gboolean right;
  SkyMove answer;
  char *verdict;
};

G_DEFINE_FINAL_TYPE (SakiyomiPracticeSession, sakiyomi_practice_session,
                     G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static gint64
now (SakiyomiPracticeSession *self)
{
  return self->clock != 0 ? self->clock : g_get_real_time () / G_USEC_PER_SEC;
}

static void
clear_position (SakiyomiPracticeSession *self)
{
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->position, sky_position_free);
  g_clear_pointer (&self->question, g_free);
  g_clear_pointer (&self->source, g_free);
  g_clear_pointer (&self->best_name, g_free);
  g_clear_pointer (&self->played_name, g_free);
  g_clear_pointer (&self->explanation, g_free);
  g_clear_pointer (&self->line, g_free);
  g_clear_pointer (&self->verdict, g_free);
  self->best = self->played = self->answer = SKY_MOVE_NONE;
  self->answered = self->right = FALSE;
}

static void
set_problem (SakiyomiPracticeSession *self, const GError *error)
{
  g_free (self->problem);
  self->problem = error != NULL ? g_strdup (error->message) : NULL;
}

/* The moves of a line in words: "a1 c1 b1". */
static char *
join_line (char **names)
{
  return g_strjoinv (" ", names);
}

/* Copies what the window shows of entry. */
static void
show_entry (SakiyomiPracticeSession *self, const SkyPracticeEntry *entry)
{
  g_autoptr(GError) error = NULL;
  SkyPosition *pos = sky_practice_entry_get_position (entry, &error);
  SkyReviewPly ply;
  gboolean has_value;
  const char *side;

  if (pos == NULL)
    {
      set_problem (self, error);
      return;
    }
  self->id = g_strdup (entry->id);
  self->position = pos;
  has_value = sky_practice_entry_to_review_ply (entry, pos, &ply);
  self->best = ply.best;
  self->played = ply.played;
  self->best_name = g_strdup (entry->best[0]);
  if (ply.best != SKY_MOVE_NONE && ply.best != SKY_MOVE_PASS)
    {
      g_free (self->best_name);
      self->best_name = pos->game->move_to_string (pos, ply.best);
    }
  self->played_name = g_strdup (entry->played);
  side = _(pos->game->side_names[pos->to_move]);
  /* TRANSLATORS: the question of a practice position, "Black to move:
   * find the best move" */
  self->question = g_strdup_printf (_("%s to move: find the best move"), side);
  if (entry->source != NULL && entry->source[0] != '\0' && entry->ply > 0)
    {
      g_autofree char *base = g_path_get_basename (entry->source);

      /* Numbered as the move list numbers it (a game from the usual
       * start, the first side to move): "3. b2", "3… a1". */
      if (pos->to_move == SKY_SIDE_FIRST)
        /* TRANSLATORS: where a practice position is from, the move
         * played there numbered as the move list does: "From game.txt,
         * 3. b2" */
        self->source = g_strdup_printf (_("From %s, %u. %s"), base,
                                        (entry->ply + 1) / 2, entry->played);
      else
        /* TRANSLATORS: the same for the second side: "From game.txt,
         * 3… a1" */
        self->source = g_strdup_printf (_("From %s, %u… %s"), base,
                                        entry->ply / 2, entry->played);
    }
  if (has_value && ply.played != SKY_MOVE_NONE)
    {
      g_autoptr(SkyExplanation) e = sky_explain_move (pos, &ply);

      self->explanation = g_strdup (e->text);
    }
  if (entry->refutation[0] != NULL)
    {
      g_autofree char *moves = join_line (entry->refutation);

      /* TRANSLATORS: the line after the move played in the game: "After
       * b2: a1 c1 b1" */
      self->line = g_strdup_printf (_("After %s: %s"), entry->played, moves);
    }
}

/* Shows the first position due, or none. */
static void
pick (SakiyomiPracticeSession *self)
{
  const SkyPracticeEntry *entry;

  clear_position (self);
  if (self->store != NULL)
    {
      entry = sky_practice_store_next_due (self->store, now (self));
      if (entry != NULL)
        show_entry (self, entry);
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

void
sakiyomi_practice_session_reload (SakiyomiPracticeSession *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self));

  g_clear_pointer (&self->store, sky_practice_store_free);
  self->store = sky_practice_store_load (self->path, &error);
  set_problem (self, error);
  pick (self);
}

static void
sakiyomi_practice_session_finalize (GObject *object)
{
  SakiyomiPracticeSession *self = SAKIYOMI_PRACTICE_SESSION (object);

  clear_position (self);
  g_clear_pointer (&self->store, sky_practice_store_free);
  g_free (self->path);
  g_free (self->problem);
  G_OBJECT_CLASS (sakiyomi_practice_session_parent_class)->finalize (object);
}

static void
sakiyomi_practice_session_class_init (SakiyomiPracticeSessionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sakiyomi_practice_session_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
sakiyomi_practice_session_init (SakiyomiPracticeSession *self)
{
  self->best = self->played = self->answer = SKY_MOVE_NONE;
}

SakiyomiPracticeSession *
sakiyomi_practice_session_new (const char *path)
{
  SakiyomiPracticeSession *self = g_object_new (SAKIYOMI_TYPE_PRACTICE_SESSION,
                                                NULL);

  self->path = path != NULL ? g_strdup (path) : sky_practice_default_path ();
  sakiyomi_practice_session_reload (self);
  return self;
}

void
sakiyomi_practice_session_set_clock (SakiyomiPracticeSession *self,
                                     gint64                   clock)
{
  g_return_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self));
  self->clock = clock;
}

const char *
sakiyomi_practice_session_get_problem (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), NULL);
  return self->problem;
}

const SkyPosition *
sakiyomi_practice_session_get_position (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), NULL);
  return self->position;
}

const char *
sakiyomi_practice_session_get_id (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), NULL);
  return self->id;
}

char *
sakiyomi_practice_session_dup_question (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), NULL);
  return g_strdup (self->question);
}

char *
sakiyomi_practice_session_dup_source (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), NULL);
  return g_strdup (self->source);
}

/* Records the answer (move, or the move played for Show Answer) and says
 * what it was. */
static gboolean
answer (SakiyomiPracticeSession *self, SkyMove move, gboolean shown)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  gboolean right = FALSE;

  if (self->position == NULL || self->answered || self->store == NULL)
    return FALSE;
  if (!sky_practice_store_answer (self->store, self->id, move, now (self),
                                  &right, &error))
    {
      set_problem (self, error);
      g_signal_emit (self, signals[CHANGED], 0);
      return FALSE;
    }
  set_problem (self, NULL);
  self->answered = TRUE;
  self->right = right && !shown;
  self->answer = shown ? SKY_MOVE_NONE : move;
  name = self->position->game->move_to_string (self->position, move);
  if (shown)
    /* TRANSLATORS: Show Answer: "The answer: f4 is the best move; b2 was
     * played in the game." */
    self->verdict = g_strdup_printf (_("The answer: %s is the best move; %s was played in the game."),
                                     self->best_name, self->played_name);
  else if (right)
    /* TRANSLATORS: a practice position answered right, "Right: f4 is
     * the best move." */
    self->verdict = g_strdup_printf (_("Right: %s is the best move."), name);
  else if (g_str_equal (name, self->played_name))
    /* TRANSLATORS: answered with the game's own mistake: "Not quite: b2
     * was played in the game; f4 was best." */
    self->verdict = g_strdup_printf (_("Not quite: %s was played in the game; %s was best."),
                                     name, self->best_name);
  else
    /* TRANSLATORS: answered with another move than the best: "Not
     * quite: c5 is not the best move; f4 was best." */
    self->verdict = g_strdup_printf (_("Not quite: %s is not the best move; %s was best."),
                                     name, self->best_name);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
sakiyomi_practice_session_answer (SakiyomiPracticeSession *self,
                                  SkyMove                  move)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), FALSE);
  if (self->position == NULL || !sky_position_is_legal_move (self->position, move))
    return FALSE;
  return answer (self, move, FALSE);
}

gboolean
sakiyomi_practice_session_show_answer (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), FALSE);
  if (self->position == NULL || self->played == SKY_MOVE_NONE)
    return FALSE;
  /* The game's mistake is never one of the best: counted wrong. */
  return answer (self, self->played, TRUE);
}

void
sakiyomi_practice_session_next (SakiyomiPracticeSession *self)
{
  g_return_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self));
  pick (self);
}

gboolean
sakiyomi_practice_session_is_answered (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), FALSE);
  return self->answered;
}

gboolean
sakiyomi_practice_session_was_right (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), FALSE);
  return self->right;
}

SkyMove
sakiyomi_practice_session_get_answer (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), SKY_MOVE_NONE);
  return self->answer;
}

SkyMove
sakiyomi_practice_session_get_best (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), SKY_MOVE_NONE);
  return self->best;
}

SkyMove
sakiyomi_practice_session_get_played (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), SKY_MOVE_NONE);
  return self->played;
}

const char *
sakiyomi_practice_session_get_verdict (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), NULL);
  return self->verdict;
}

const char *
sakiyomi_practice_session_get_explanation (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), NULL);
  return self->explanation;
}

const char *
sakiyomi_practice_session_get_line (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), NULL);
  return self->line;
}

guint
sakiyomi_practice_session_count_total (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), 0);
  return self->store != NULL ? sky_practice_store_get_n_entries (self->store) : 0;
}

guint
sakiyomi_practice_session_count_due (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), 0);
  return self->store != NULL ? sky_practice_store_count_due (self->store, now (self)) : 0;
}

guint
sakiyomi_practice_session_count_solved_today (SakiyomiPracticeSession *self)
{
  g_autoptr(GDateTime) time = NULL;
  g_autoptr(GDateTime) midnight = NULL;
  gint64 today;
  guint n = 0;

  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), 0);
  if (self->store == NULL)
    return 0;
  time = g_date_time_new_from_unix_local (now (self));
  midnight = g_date_time_new_local (g_date_time_get_year (time),
                                    g_date_time_get_month (time),
                                    g_date_time_get_day_of_month (time),
                                    0, 0, 0);
  today = g_date_time_to_unix (midnight);
  /* A right answer sets Due to its time plus the gap (practice-schedule.h);
   * a wrong one sets the streak back to 0. */
  for (guint i = 0; i < sky_practice_store_get_n_entries (self->store); i++)
    {
      const SkyPracticeEntry *e = sky_practice_store_get_entry (self->store, i);

      if (e->streak > 0 && e->due - e->interval >= today)
        n++;
    }
  return n;
}

gint64
sakiyomi_practice_session_get_now (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), 0);
  return now (self);
}

gint64
sakiyomi_practice_session_get_next_due (SakiyomiPracticeSession *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_PRACTICE_SESSION (self), G_MAXINT64);
  return self->store != NULL ? sky_practice_store_next_due_time (self->store)
                             : G_MAXINT64;
}

gboolean
sakiyomi_practice_add_review (const char          *path,
                              SakiyomiGameReview  *review,
                              const gboolean       sides[2],
                              gint64               time,
                              guint               *added,
                              GError             **error)
{
  g_autofree char *default_path = path == NULL ? sky_practice_default_path () : NULL;
  g_autoptr(SkyPracticeStore) store = NULL;
  g_autoptr(GDateTime) date = g_date_time_new_from_unix_local (time);
  g_autofree char *day = g_date_time_format (date, "%Y-%m-%d");
  g_autofree char *source = NULL;
  g_autofree SkyReviewPly *plies = NULL;
  guint n = sakiyomi_game_review_get_n_plies (review);

  *added = 0;
  if (!sides[0] && !sides[1])
    return TRUE;
  store = sky_practice_store_load (path != NULL ? path : default_path, error);
  if (store == NULL)
    return FALSE;
  plies = g_new0 (SkyReviewPly, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      const SkyReviewPly *ply = sakiyomi_game_review_get_ply (review, i);

      /* An unfinished review: the plies known so far. */
      if (ply == NULL)
        {
          n = i;
          break;
        }
      plies[i] = *ply;
    }
  /* TRANSLATORS: where practice positions came from, kept in the
   * practice file: "game reviewed on 2026-12-06" */
  source = g_strdup_printf (_("game reviewed on %s"), day);
  return sky_practice_store_add_review (store,
                                        sakiyomi_game_review_get_record (review),
                                        plies, n, sides, source, 0, time,
                                        added, error);
}
