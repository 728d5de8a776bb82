/* reversi-evaluator.c: the pattern or the legacy evaluation behind one
 * call (see reversi-evaluator.h). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "reversi-evaluator.h"
#include "reversi-eval-file.h"
#include "read-limited.h"

struct _SkyReversiEvaluator {
  gatomicrefcount ref;
  /* Exactly one of the two. */
  SkyReversiPatternWeights *pattern;
  SkyReversiLegacyWeights *legacy;
};

G_DEFINE_BOXED_TYPE (SkyReversiEvaluator, sky_reversi_evaluator,
                     sky_reversi_evaluator_ref, sky_reversi_evaluator_unref)

static SkyReversiEvaluator *
evaluator_new (SkyReversiPatternWeights *pattern,
               SkyReversiLegacyWeights *legacy)
{
  SkyReversiEvaluator *ev = g_new0 (SkyReversiEvaluator, 1);

  g_atomic_ref_count_init (&ev->ref);
  ev->pattern = pattern;
  ev->legacy = legacy;
  return ev;
}

SkyReversiEvaluator *
sky_reversi_evaluator_new_pattern (SkyReversiPatternWeights *weights)
{
  g_return_val_if_fail (weights != NULL, NULL);
  return evaluator_new (sky_reversi_pattern_weights_ref (weights), NULL);
}

SkyReversiEvaluator *
sky_reversi_evaluator_new_legacy (void)
{
  return evaluator_new (NULL, sky_reversi_legacy_weights_get_default ());
}

SkyReversiEvaluator *
sky_reversi_evaluator_new_legacy_weights (SkyReversiLegacyWeights *weights)
{
  g_return_val_if_fail (weights != NULL, NULL);
  return evaluator_new (NULL, sky_reversi_legacy_weights_ref (weights));
}

/* The magic's stem, so that a newer version of either format gets its
 * own loader's word on it. */
static gboolean
is_pattern_file (const guint8 *head, gsize len)
{
  return len >= 7 && memcmp (head, "SKYPATW", 7) == 0;
}

static gboolean
is_legacy_file (const guint8 *head, gsize len)
{
  return len >= 7 && memcmp (head, "SKYLEGW", 7) == 0;
}

/* Before the size is judged or the rest read: a file that is no weights
 * file at all is told so, whatever its size. */
static gboolean
check_magic (const guint8 *head, gsize len, gpointer user_data,
             GError **error)
{
  const char *path = user_data;

  if (is_pattern_file (head, len) || is_legacy_file (head, len))
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               /* TRANSLATORS: the file's name, then the two magic strings */
               _("%s: not a file of evaluation weights (it starts with neither “%s” nor “%s”)"),
               path, "SKYPATW1", SKY_REVERSI_LEGACY_WEIGHTS_MAGIC);
  return FALSE;
}

SkyReversiEvaluator *
sky_reversi_evaluator_load_file (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize len;

  g_return_val_if_fail (path != NULL, NULL);
  contents = sky_read_file_limited (path, SKY_REVERSI_WEIGHTS_FILE_MAX,
                                    _("a weights file"), 8, check_magic,
                                    (gpointer) path, &len, error);
  if (contents == NULL)
    return NULL;
  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
  if (is_pattern_file (g_bytes_get_data (bytes, NULL), len))
    {
      g_autoptr(SkyReversiPatternWeights) w
        = sky_reversi_pattern_weights_load_bytes (bytes, error);

      /* Every phase unpacked and checked now (about 2 ms each): a file
       * given by name that is broken further in is an error here, not a
       * warning in the middle of a game with that phase worth 0. */
      if (w == NULL || !sky_reversi_pattern_weights_check (w, error))
        {
          g_prefix_error (error, "%s: ", path);
          return NULL;
        }
      return sky_reversi_evaluator_new_pattern (w);
    }
  else
    {
      /* check_magic () let nothing else through. */
      g_autoptr(SkyReversiLegacyWeights) w
        = sky_reversi_legacy_weights_load_bytes (bytes, error);

      if (w == NULL)
        {
          g_prefix_error (error, "%s: ", path);
          return NULL;
        }
      return sky_reversi_evaluator_new_legacy_weights (w);
    }
}

/* The pattern evaluation with the GResource's weights.  They are built
 * in, so failing to read them is a broken build: said loudly, and the
 * legacy evaluation plays rather than nothing. */
static SkyReversiEvaluator *
make_default (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiPatternWeights) w = sky_reversi_pattern_weights_load_default (&error);

  if (w == NULL)
    {
      g_critical ("The built-in pattern weights cannot be read (%s): the "
                  "strong engine uses the legacy evaluation", error->message);
      return sky_reversi_evaluator_new_legacy ();
    }
  return sky_reversi_evaluator_new_pattern (w);
}

const SkyReversiEvaluator *
sky_reversi_evaluator_get_default (void)
{
  static SkyReversiEvaluator *shared;

  if (g_once_init_enter (&shared))
    g_once_init_leave (&shared, make_default ());
  return shared;
}

SkyReversiEvaluator *
sky_reversi_evaluator_ref (SkyReversiEvaluator *ev)
{
  g_return_val_if_fail (ev != NULL, NULL);
  g_atomic_ref_count_inc (&ev->ref);
  return ev;
}

void
sky_reversi_evaluator_unref (SkyReversiEvaluator *ev)
{
  if (ev != NULL && g_atomic_ref_count_dec (&ev->ref))
    {
      if (ev->pattern != NULL)
        sky_reversi_pattern_weights_unref (ev->pattern);
      sky_reversi_legacy_weights_unref (ev->legacy);
      g_free (ev);
    }
}

int
sky_reversi_evaluator_evaluate (const SkyReversiEvaluator *ev, guint64 P,
                                guint64 O)
{
  /* One branch, the same one all through a search. */
  if (ev->pattern != NULL)
    return sky_reversi_pattern_evaluate (ev->pattern, P, O);
  return sky_reversi_legacy_evaluate (ev->legacy, P, O);
}

const char *
sky_reversi_evaluator_get_name (const SkyReversiEvaluator *ev)
{
  return ev->pattern != NULL ? "pattern" : "legacy";
}

const char *
sky_reversi_evaluator_get_description (const SkyReversiEvaluator *ev)
{
  return ev->pattern != NULL
         ? sky_reversi_pattern_weights_get_description (ev->pattern)
         : sky_reversi_legacy_weights_get_description (ev->legacy);
}

SkyReversiPatternWeights *
sky_reversi_evaluator_get_pattern_weights (const SkyReversiEvaluator *ev)
{
  return ev->pattern;
}

SkyReversiLegacyWeights *
sky_reversi_evaluator_get_legacy_weights (const SkyReversiEvaluator *ev)
{
  return ev->legacy;
}
