/* sakiyomi-game-review.c: a game review off the main thread.
 *
 * sky_review_run () works on a GTask thread with its own copy of the
 * record; each ply it finishes is written into the shared array under a
 * lock, and one idle at a time tells the main context, which copies the
 * new plies into its own array and emits ::ply-ready for them.  So the
 * main thread never reads what the worker writes without the lock, and a
 * fast review (tic-tac-toe) cannot flood the main loop.
 */
#define G_LOG_DOMAIN "sakiyomi-game-review"

#include "config.h"

#include "sakiyomi-game-review.h"

struct _SakiyomiGameReview
{
  GObject parent_instance;

  SkyRecord *record;
  guint n_plies;
  GCancellable *cancellable;
  GMainContext *context;

  /* Main thread only: the plies handed over so far. */
  SkyReviewPly *plies;
  gboolean *known;
  guint n_done;
  gboolean finished;
  GError *error;

  /* Shared with the worker, under lock. */
  GMutex lock;
  SkyReviewPly *shared;
  gboolean *shared_known;
  gboolean idle_pending;
};

G_DEFINE_FINAL_TYPE (SakiyomiGameReview, sakiyomi_game_review, G_TYPE_OBJECT)

enum {
  PLY_READY,
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  SkyRecord *record;
  SkyReviewOptions options;
  SkyReviewPly *plies;          /* the worker's own */
} ReviewData;

static void
review_data_free (gpointer data)
{
  ReviewData *rd = data;

  sky_record_free (rd->record);
  g_free (rd->plies);
  g_free (rd);
}

/* Main context: take the plies the worker finished since the last time. */
static gboolean
deliver_idle (gpointer user_data)
{
  SakiyomiGameReview *self = user_data;
  g_autofree guint *ready = g_new (guint, self->n_plies + 1);
  guint n_ready = 0;

  g_mutex_lock (&self->lock);
  self->idle_pending = FALSE;
  for (guint i = 0; i < self->n_plies; i++)
    if (self->shared_known[i] && !self->known[i])
      {
        self->plies[i] = self->shared[i];
        self->known[i] = TRUE;
        ready[n_ready++] = i;
      }
  g_mutex_unlock (&self->lock);

  if (g_cancellable_is_cancelled (self->cancellable))
    return G_SOURCE_REMOVE;
  for (guint i = 0; i < n_ready; i++)
    {
      self->n_done++;
      g_signal_emit (self, signals[PLY_READY], 0, ready[i]);
    }
  return G_SOURCE_REMOVE;
}

/* Worker thread: publish a finished ply, and wake the main context once. */
static void
on_review_ply (const SkyReviewPly *ply,
               guint               done,
               guint               total,
               gpointer            user_data)
{
  SakiyomiGameReview *self = user_data;
  gboolean post = FALSE;

  g_mutex_lock (&self->lock);
  if (ply->ply < self->n_plies)
    {
      self->shared[ply->ply] = *ply;
      self->shared_known[ply->ply] = TRUE;
    }
  if (!self->idle_pending)
    post = self->idle_pending = TRUE;
  g_mutex_unlock (&self->lock);

  if (post)
    {
      GSource *source = g_idle_source_new ();

      g_source_set_priority (source, G_PRIORITY_DEFAULT);
      g_source_set_callback (source, deliver_idle, g_object_ref (self),
                             g_object_unref);
      g_source_set_static_name (source, "[sakiyomi] review ply");
      g_source_attach (source, self->context);
      g_source_unref (source);
    }
}

static void
review_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ReviewData *rd = task_data;
  GError *error = NULL;

  if (sky_review_run (rd->record, &rd->options, cancellable, on_review_ply,
                      source_object, rd->plies, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
on_review_done (GObject      *source,
                GAsyncResult *res,
                gpointer      user_data)
{
  SakiyomiGameReview *self = SAKIYOMI_GAME_REVIEW (source);
  g_autoptr(GError) error = NULL;

  /* Every ply the worker published is delivered before the end. */
  deliver_idle (self);
  if (!g_task_propagate_boolean (G_TASK (res), &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      self->error = g_steal_pointer (&error);
    }
  if (g_cancellable_is_cancelled (self->cancellable))
    return;
  self->finished = TRUE;
  g_signal_emit (self, signals[FINISHED], 0);
}

void
sakiyomi_game_review_cancel (SakiyomiGameReview *self)
{
  g_return_if_fail (SAKIYOMI_IS_GAME_REVIEW (self));
  g_cancellable_cancel (self->cancellable);
}

const SkyRecord *
sakiyomi_game_review_get_record (SakiyomiGameReview *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_REVIEW (self), NULL);
  return self->record;
}

guint
sakiyomi_game_review_get_n_plies (SakiyomiGameReview *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_REVIEW (self), 0);
  return self->n_plies;
}

guint
sakiyomi_game_review_get_n_done (SakiyomiGameReview *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_REVIEW (self), 0);
  return self->n_done;
}

gboolean
sakiyomi_game_review_is_finished (SakiyomiGameReview *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_REVIEW (self), FALSE);
  return self->finished;
}

const SkyReviewPly *
sakiyomi_game_review_get_ply (SakiyomiGameReview *self,
                              guint               ply)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_REVIEW (self), NULL);
  return ply < self->n_plies && self->known[ply] ? &self->plies[ply] : NULL;
}

const GError *
sakiyomi_game_review_get_error (SakiyomiGameReview *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_REVIEW (self), NULL);
  return self->error;
}

void
sakiyomi_game_review_summarize (SakiyomiGameReview *self,
                                SkySide             side,
                                SkyReviewSummary   *summary)
{
  g_autofree SkyReviewPly *known = NULL;
  guint n = 0;

  g_return_if_fail (SAKIYOMI_IS_GAME_REVIEW (self));

  known = g_new (SkyReviewPly, MAX (self->n_plies, 1));
  for (guint i = 0; i < self->n_plies; i++)
    if (self->known[i])
      known[n++] = self->plies[i];
  sky_review_summarize (known, n, side, summary);
}

static void
sakiyomi_game_review_dispose (GObject *object)
{
  SakiyomiGameReview *self = SAKIYOMI_GAME_REVIEW (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  G_OBJECT_CLASS (sakiyomi_game_review_parent_class)->dispose (object);
}

static void
sakiyomi_game_review_finalize (GObject *object)
{
  SakiyomiGameReview *self = SAKIYOMI_GAME_REVIEW (object);

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_clear_pointer (&self->record, sky_record_free);
  g_free (self->plies);
  g_free (self->known);
  g_free (self->shared);
  g_free (self->shared_known);
  g_clear_error (&self->error);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (sakiyomi_game_review_parent_class)->finalize (object);
}

static void
sakiyomi_game_review_class_init (SakiyomiGameReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sakiyomi_game_review_dispose;
  object_class->finalize = sakiyomi_game_review_finalize;

  signals[PLY_READY] =
    g_signal_new ("ply-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sakiyomi_game_review_init (SakiyomiGameReview *self)
{
  g_mutex_init (&self->lock);
}

SakiyomiGameReview *
sakiyomi_game_review_new (const SkyRecord        *record,
                          const SkyReviewOptions *options)
{
  SakiyomiGameReview *self;
  g_autoptr(GTask) task = NULL;
  ReviewData *rd;

  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  self = g_object_new (SAKIYOMI_TYPE_GAME_REVIEW, NULL);
  self->record = sky_record_copy (record);
  self->n_plies = sky_record_get_n_moves (record);
  self->cancellable = g_cancellable_new ();
  self->context = g_main_context_ref_thread_default ();
  self->plies = g_new0 (SkyReviewPly, MAX (self->n_plies, 1));
  self->known = g_new0 (gboolean, MAX (self->n_plies, 1));
  self->shared = g_new0 (SkyReviewPly, MAX (self->n_plies, 1));
  self->shared_known = g_new0 (gboolean, MAX (self->n_plies, 1));

  rd = g_new0 (ReviewData, 1);
  rd->record = sky_record_copy (record);
  rd->options = *options;
  rd->plies = g_new0 (SkyReviewPly, MAX (self->n_plies, 1));
  /* The task holds the review: the worker's callbacks can use it. */
  task = g_task_new (self, self->cancellable, on_review_done, NULL);
  g_task_set_source_tag (task, sakiyomi_game_review_new);
  g_task_set_task_data (task, rd, review_data_free);
  g_task_run_in_thread (task, review_thread);
  return self;
}
