/* value-format.c: a value with its unit (value-format.h). */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "value-format.h"

SkyValueUnit
sky_value_unit_for_search (SkyGameKind        game,
                           const SkyStrength *strength)
{
  const SkyGame *described = sky_game_get (game);

  if (strength->kind == SKY_PLAYER_MONTECARLO)
    return SKY_VALUE_UNIT_WIN_RATE;
  /* The strong engine counts the game itself (reversi's discs); the
   * sources' minimax its evaluation (reversi's table points). */
  return strength->engine ? described->value_unit : described->minimax_unit;
}

SkyValueUnit
sky_value_unit_for_review (SkyGameKind game)
{
  return sky_game_get (game)->value_unit;
}

double
sky_value_from_search (SkyGameKind            game,
                       const SkyStrength     *strength,
                       const SkySearchResult *result,
                       int                    raw)
{
  if (strength->kind == SKY_PLAYER_MONTECARLO)
    return raw / 1000.0;
  /* The strong engine: hundredths of a unit until it has solved the game
   * where the game says so (reversi-search.h); otherwise whole units. */
  if (sky_game_get (game)->strength.engine_centi_units && strength->engine
      && !result->solved)
    return raw / 100.0;
  return raw;
}

/* |value| with its sign: "+14.3", "0", "−2". */
static char *
signed_number (double value,
               int    decimals)
{
  double scale = decimals > 0 ? 10.0 : 1.0;
  double rounded = round (fabs (value) * scale) / scale;
  const char *sign = rounded == 0 ? "" : value < 0 ? "\u2212" : "+";

  if (decimals > 0 && rounded != floor (rounded))
    return g_strdup_printf ("%s%.1f", sign, rounded);
  return g_strdup_printf ("%s%.0f", sign, rounded);
}

/* The plural form's count: a whole count where it is one (values never
 * come near the cap), else many. */
static gulong
plural_count (double value,
              int    decimals)
{
  double scale = decimals > 0 ? 10.0 : 1.0;
  double rounded = round (fabs (value) * scale) / scale;

  if (rounded != floor (rounded))
    return 2;
  return (gulong) MIN (rounded, 1000000.0);
}

char *
sky_value_format (SkyValueUnit  unit,
                  double        value,
                  SkyValueStyle style)
{
  g_autofree char *number = NULL;

  switch (unit)
    {
    case SKY_VALUE_UNIT_OUTCOME:
      return g_strdup (value > 0 ? _("win") : value < 0 ? _("loss") : _("draw"));
    case SKY_VALUE_UNIT_WIN_RATE:
      number = g_strdup_printf ("%.1f", CLAMP (value, 0.0, 1.0) * 100.0);
      if (style == SKY_VALUE_STYLE_NUMBER)
        /* TRANSLATORS: a share in per cent, "52.3 %" */
        return g_strdup_printf (_("%s %%"), number);
      /* TRANSLATORS: Monte Carlo's value: the share of playouts won,
       * "52.3 % win rate" */
      return g_strdup_printf (_("%s %% win rate"), number);
    case SKY_VALUE_UNIT_DISCS:
      number = signed_number (value, 1);
      if (style == SKY_VALUE_STYLE_NUMBER)
        return g_steal_pointer (&number);
      /* TRANSLATORS: a disc difference, "+14.3 discs", "−1 disc" */
      return g_strdup_printf (ngettext ("%s disc", "%s discs",
                                        plural_count (value, 1)), number);
    case SKY_VALUE_UNIT_TABLE_POINTS:
      number = signed_number (value, 0);
      if (style == SKY_VALUE_STYLE_NUMBER)
        return g_steal_pointer (&number);
      /* TRANSLATORS: the sources' minimax evaluation, in points of
       * their evaluation table: "+1036 points (table)" */
      return g_strdup_printf (ngettext ("%s point (table)", "%s points (table)",
                                        plural_count (value, 0)), number);
    case SKY_VALUE_UNIT_POINTS:
    case SKY_N_VALUE_UNITS:
    default:
      number = signed_number (value, 0);
      if (style == SKY_VALUE_STYLE_NUMBER)
        return g_steal_pointer (&number);
      /* TRANSLATORS: a difference of number-grab totals, "+8 points" */
      return g_strdup_printf (ngettext ("%s point", "%s points",
                                        plural_count (value, 0)), number);
    }
}

const char *
sky_value_unit_name (SkyValueUnit unit)
{
  switch (unit)
    {
    case SKY_VALUE_UNIT_DISCS:
      /* TRANSLATORS: a unit in a heading, "Black's lead (discs)" */
      return _("discs");
    case SKY_VALUE_UNIT_TABLE_POINTS:
      /* TRANSLATORS: a unit in a heading: points of the sources'
       * evaluation table */
      return _("points (table)");
    case SKY_VALUE_UNIT_WIN_RATE:
      return _("win rate");
    case SKY_VALUE_UNIT_OUTCOME:
      return _("win/draw/loss");
    case SKY_VALUE_UNIT_POINTS:
    case SKY_N_VALUE_UNITS:
    default:
      return _("points");
    }
}

const char *
sky_value_unit_id (SkyValueUnit unit)
{
  static const char *const ids[SKY_N_VALUE_UNITS] = {
    "discs", "table-points", "points", "win-rate", "outcome",
  };

  g_return_val_if_fail (unit < SKY_N_VALUE_UNITS, NULL);
  return ids[unit];
}
