/* test-value-format.c: a value with its unit (value-format.h): the exact
 * words per unit, the sign (U+2212 below zero, none at zero), rounding to
 * tenths of a disc and whole points, win rates in per cent, outcomes in
 * words; the unit each opponent and review counts in; a search's raw
 * values brought to their unit.  In the C locale, with English messages,
 * and again in C.UTF-8. */
#include "config.h"

#include <locale.h>

#include "value-format.h"

typedef struct {
  SkyValueUnit unit;
  double value;
  const char *long_text;
  const char *number_text;
} Expected;

static const Expected expected[] = {
  /* Discs: tenths where not whole, a sign on all but zero. */
  { SKY_VALUE_UNIT_DISCS, 14.32, "+14.3 discs", "+14.3" },
  { SKY_VALUE_UNIT_DISCS, -2.35, "\u22122.4 discs", "\u22122.4" },
  { SKY_VALUE_UNIT_DISCS, 6, "+6 discs", "+6" },
  { SKY_VALUE_UNIT_DISCS, 1, "+1 disc", "+1" },
  { SKY_VALUE_UNIT_DISCS, -1, "\u22121 disc", "\u22121" },
  { SKY_VALUE_UNIT_DISCS, 0, "0 discs", "0" },
  /* Rounds to zero: no sign. */
  { SKY_VALUE_UNIT_DISCS, -0.04, "0 discs", "0" },
  { SKY_VALUE_UNIT_DISCS, 0.96, "+1 disc", "+1" },
  { SKY_VALUE_UNIT_DISCS, 1.5, "+1.5 discs", "+1.5" },
  /* The sources' table: whole points. */
  { SKY_VALUE_UNIT_TABLE_POINTS, 1036, "+1036 points (table)", "+1036" },
  { SKY_VALUE_UNIT_TABLE_POINTS, -1, "\u22121 point (table)", "\u22121" },
  { SKY_VALUE_UNIT_TABLE_POINTS, 0, "0 points (table)", "0" },
  /* Number-grab's totals. */
  { SKY_VALUE_UNIT_POINTS, 8, "+8 points", "+8" },
  { SKY_VALUE_UNIT_POINTS, -7.6, "\u22128 points", "\u22128" },
  { SKY_VALUE_UNIT_POINTS, 1, "+1 point", "+1" },
  /* A share of playouts won, in per cent to tenths, kept within 0..100. */
  { SKY_VALUE_UNIT_WIN_RATE, 0.523, "52.3 % win rate", "52.3 %" },
  { SKY_VALUE_UNIT_WIN_RATE, 1.0, "100.0 % win rate", "100.0 %" },
  { SKY_VALUE_UNIT_WIN_RATE, 0.0, "0.0 % win rate", "0.0 %" },
  { SKY_VALUE_UNIT_WIN_RATE, 1.2, "100.0 % win rate", "100.0 %" },
  /* Outcomes: words in both styles. */
  { SKY_VALUE_UNIT_OUTCOME, 1, "win", "win" },
  { SKY_VALUE_UNIT_OUTCOME, 97, "win", "win" },
  { SKY_VALUE_UNIT_OUTCOME, 0, "draw", "draw" },
  { SKY_VALUE_UNIT_OUTCOME, -1, "loss", "loss" },
};

static void
check_all (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const Expected *e = &expected[i];
      g_autofree char *long_text = sky_value_format (e->unit, e->value,
                                                     SKY_VALUE_STYLE_LONG);
      g_autofree char *number_text = sky_value_format (e->unit, e->value,
                                                       SKY_VALUE_STYLE_NUMBER);

      g_assert_cmpstr (long_text, ==, e->long_text);
      g_assert_cmpstr (number_text, ==, e->number_text);
    }
}

static void
test_format_c (void)
{
  g_assert_nonnull (setlocale (LC_ALL, "C"));
  check_all ();
}

static void
test_format_c_utf8 (void)
{
  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    {
      g_test_skip ("no C.UTF-8 locale");
      return;
    }
  check_all ();
}

/* The unit names for headings and the ids for JSON. */
static void
test_names (void)
{
  static const char *const names[SKY_N_VALUE_UNITS] = {
    "discs", "points (table)", "points", "win rate", "win/draw/loss",
  };
  static const char *const ids[SKY_N_VALUE_UNITS] = {
    "discs", "table-points", "points", "win-rate", "outcome",
  };

  for (int unit = 0; unit < SKY_N_VALUE_UNITS; unit++)
    {
      g_assert_cmpstr (sky_value_unit_name (unit), ==, names[unit]);
      g_assert_cmpstr (sky_value_unit_id (unit), ==, ids[unit]);
    }
}

/* Which unit each opponent and each game's review counts in. */
static void
test_units (void)
{
  SkyStrength minimax = { .kind = SKY_PLAYER_MINIMAX };
  SkyStrength engine = { .kind = SKY_PLAYER_MINIMAX, .engine = TRUE };
  SkyStrength montecarlo = { .kind = SKY_PLAYER_MONTECARLO };

  g_assert_cmpint (sky_value_unit_for_search (SKY_GAME_REVERSI, &minimax), ==,
                   SKY_VALUE_UNIT_TABLE_POINTS);
  g_assert_cmpint (sky_value_unit_for_search (SKY_GAME_REVERSI, &engine), ==,
                   SKY_VALUE_UNIT_DISCS);
  g_assert_cmpint (sky_value_unit_for_search (SKY_GAME_REVERSI, &montecarlo), ==,
                   SKY_VALUE_UNIT_WIN_RATE);
  g_assert_cmpint (sky_value_unit_for_search (SKY_GAME_NUMBERGRAB, &minimax), ==,
                   SKY_VALUE_UNIT_POINTS);
  g_assert_cmpint (sky_value_unit_for_search (SKY_GAME_TICTACTOE, &minimax), ==,
                   SKY_VALUE_UNIT_OUTCOME);
  g_assert_cmpint (sky_value_unit_for_search (SKY_GAME_TICTACTOE, &montecarlo), ==,
                   SKY_VALUE_UNIT_WIN_RATE);
  g_assert_cmpint (sky_value_unit_for_review (SKY_GAME_REVERSI), ==, SKY_VALUE_UNIT_DISCS);
  g_assert_cmpint (sky_value_unit_for_review (SKY_GAME_NUMBERGRAB), ==, SKY_VALUE_UNIT_POINTS);
  g_assert_cmpint (sky_value_unit_for_review (SKY_GAME_TICTACTOE), ==, SKY_VALUE_UNIT_OUTCOME);
}

/* Raw search values to their unit: the strong engine's hundredths of a
 * disc until solved, Monte Carlo's wins per thousand. */
static void
test_from_search (void)
{
  SkyStrength minimax = { .kind = SKY_PLAYER_MINIMAX };
  SkyStrength engine = { .kind = SKY_PLAYER_MINIMAX, .engine = TRUE };
  SkyStrength montecarlo = { .kind = SKY_PLAYER_MONTECARLO };
  SkySearchResult estimate = { .solved = FALSE };
  SkySearchResult solved = { .solved = TRUE };

  g_assert_cmpfloat (sky_value_from_search (SKY_GAME_REVERSI, &engine, &estimate, 1432),
                     ==, 14.32);
  g_assert_cmpfloat (sky_value_from_search (SKY_GAME_REVERSI, &engine, &solved, 6),
                     ==, 6);
  g_assert_cmpfloat (sky_value_from_search (SKY_GAME_REVERSI, &minimax, &estimate, 1036),
                     ==, 1036);
  g_assert_cmpfloat (sky_value_from_search (SKY_GAME_NUMBERGRAB, &engine, &estimate, 8),
                     ==, 8);
  g_assert_cmpfloat (sky_value_from_search (SKY_GAME_REVERSI, &montecarlo, &estimate, 523),
                     ==, 0.523);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/value-format/c-locale", test_format_c);
  g_test_add_func ("/value-format/c-utf8-locale", test_format_c_utf8);
  g_test_add_func ("/value-format/names", test_names);
  g_test_add_func ("/value-format/units", test_units);
  g_test_add_func ("/value-format/from-search", test_from_search);
  return g_test_run ();
}
