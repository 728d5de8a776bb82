/* reversi-evaluator.c: the pattern or the legacy evaluation behind one
 * call (see reversi-evaluator.h). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "reversi-evaluator.h"
#include "reversi-eval-file.h"

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

SkyReversiEvaluator *
sky_reversi_evaluator_load_file (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize len;

  g_return_val_if_fail (path != NULL, NULL);
  if (!g_file_get_contents (path, &contents, &len, error))
    return NULL;
  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
  /* By the magic's stem, so that a newer version of either format gets
   * its own loader's word on it. */
  if (len >= 7 && memcmp (g_bytes_get_data (bytes, NULL), "SKYPATW", 7) == 0)
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
  if (len >= 7 && memcmp (g_bytes_get_data (bytes, NULL), "SKYLEGW", 7) == 0)
    {
      g_autoptr(SkyReversiLegacyWeights) w
        = sky_reversi_legacy_weights_load_bytes (bytes, error);

      if (w == NULL)
        {
          g_prefix_error (error, "%s: ", path);
          return NULL;
        }
      return sky_reversi_evaluator_new_legacy_weights (w);
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               /* TRANSLATORS: the file's name, then the two magic strings */
               _("%s: not a file of evaluation weights (it starts with neither “%s” nor “%s”)"),
               path, "SKYPATW1", SKY_REVERSI_LEGACY_WEIGHTS_MAGIC);
  return NULL;
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
