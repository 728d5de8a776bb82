/* test-game-descriptor.c: every registered game describes itself fully
 * (names, words, units, review classes, strength and presets), ids are
 * unique and found again, and a test's own game joins the registry as
 * the next kind. */
#include "config.h"

#include <string.h>

#include "game.h"

static gboolean
nonempty (const char *text)
{
  return text != NULL && *text != '\0';
}

static void
check_descriptor (const SkyGame *game)
{
  const SkyGameStrength *s = &game->strength;
  const SkyReviewClasses *c = &game->review_classes;

  g_test_message ("game %s", game->id);
  g_assert_true (nonempty (game->id));
  g_assert_true (nonempty (game->name));
  g_assert_true (nonempty (game->menu_label));
  g_assert_nonnull (strchr (game->menu_label, '_'));
  g_assert_true (nonempty (game->board_name));
  for (int side = 0; side < 2; side++)
    {
      g_assert_true (nonempty (game->side_names[side]));
      g_assert_true (nonempty (game->piece_names[side]));
      g_assert_true (nonempty (game->side_tags[side]));
    }
  g_assert_cmpstr (game->side_tags[0], !=, game->side_tags[1]);
  g_assert_cmpstr (game->side_names[0], !=, game->side_names[1]);
  if (game->has_misere)
    {
      g_assert_true (nonempty (game->misere_name));
      g_assert_nonnull (strchr (game->misere_menu_label, '_'));
    }
  else
    {
      g_assert_null (game->misere_name);
      g_assert_null (game->misere_menu_label);
    }

  g_assert_cmpint (game->width, >, 0);
  g_assert_cmpint (game->height, >, 0);
  g_assert_cmpint (game->width * game->height, <=, SKY_MAX_MOVES);
  g_assert_cmpuint (game->position_size, >=, sizeof (SkyPosition));

  g_assert_cmpint (game->value_unit, <, SKY_N_VALUE_UNITS);
  g_assert_cmpint (game->minimax_unit, <, SKY_N_VALUE_UNITS);
  g_assert_cmpint (game->value_unit, !=, SKY_VALUE_UNIT_WIN_RATE);
  g_assert_cmpfloat (game->graph_scale_floor, >, 0);
  g_assert_true (game->review_method == SKY_REVIEW_SOLVE
                 || game->review_method == SKY_REVIEW_GENERIC
                 || game->review_method == SKY_REVIEW_ENGINE);
  g_assert_cmpfloat (c->inaccuracy, >, 0);
  g_assert_cmpfloat (c->inaccuracy, <=, c->mistake);
  g_assert_cmpfloat (c->mistake, <=, c->blunder);

  g_assert_cmpint (s->depth_max, >=, 1);
  g_assert_cmpint (s->source_depth, >=, 1);
  g_assert_cmpint (s->source_depth, <=, s->depth_max);
  g_assert_cmpint (s->depth, >=, 1);
  g_assert_cmpint (s->depth, <=, s->depth_max);
  g_assert_cmpfloat (s->montecarlo_seconds, >=, 0);
  g_assert_true ((s->montecarlo_schedule == NULL)
                 == (s->montecarlo_schedule_length == 0));
  for (int i = 0; i < s->montecarlo_schedule_length; i++)
    g_assert_cmpint (s->montecarlo_schedule[i], >, 0);
  g_assert_true (nonempty (s->engine_description));
  g_assert_true (nonempty (s->playouts_description));
  for (int i = 0; i < SKY_N_STRENGTH_PRESETS; i++)
    {
      const SkyStrengthPreset *p = &s->presets[i];

      g_assert_true (nonempty (p->name));
      g_assert_true (nonempty (p->description));
      g_assert_cmpint (p->depth, >=, 1);
      g_assert_cmpint (p->depth, <=, s->depth_max);
      g_assert_true (!p->strong_eval || s->has_strong_eval);
      g_assert_cmpint (p->playouts, >=, 0);
      g_assert_cmpfloat (p->seconds, >=, 0);
      if (i > 0)
        g_assert_cmpstr (p->name, !=, s->presets[i - 1].name);
    }

  if (game->priority_table != NULL)
    for (int i = 0; i < game->width * game->height; i++)
      g_assert_cmpint (game->priority_table[i], >=, 0);

  g_assert_nonnull (game->init);
  g_assert_nonnull (game->legal_moves);
  g_assert_nonnull (game->play);
  g_assert_nonnull (game->is_over);
  g_assert_nonnull (game->score);
  g_assert_nonnull (game->result);
  g_assert_nonnull (game->evaluate);
  g_assert_nonnull (game->final_value);
  g_assert_nonnull (game->cell);
  g_assert_nonnull (game->position_to_string);
  g_assert_nonnull (game->position_from_string);
  g_assert_nonnull (game->move_to_string);
  g_assert_nonnull (game->move_from_string);
}

/* Every registered game: complete, at the index its kind says, its id
 * unique and found again. */
static void
test_registry (void)
{
  guint n = sky_game_count ();

  g_assert_cmpuint (n, >=, 3);
  for (guint kind = 0; kind < n; kind++)
    {
      const SkyGame *game = sky_game_get (kind);

      g_assert_nonnull (game);
      g_assert_cmpuint (game->kind, ==, kind);
      check_descriptor (game);
      g_assert_true (sky_game_from_id (game->id) == game);
      for (guint other = 0; other < kind; other++)
        g_assert_cmpstr (sky_game_get (other)->id, !=, game->id);
    }
  g_assert_null (sky_game_from_id ("chess"));
  g_assert_null (sky_game_from_id (NULL));
}

/* The built-in games in the Game menu's order, with the words the window
 * showed before they were described here. */
static void
test_builtin (void)
{
  const char *ids[] = { "numbergrab", "tictactoe", "reversi" };
  const SkyGame *reversi = sky_game_from_id ("reversi");
  const SkyGame *tictactoe = sky_game_from_id ("tictactoe");
  const SkyGame *numbergrab = sky_game_from_id ("numbergrab");

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_assert_cmpstr (sky_game_get (i)->id, ==, ids[i]);

  g_assert_cmpstr (reversi->side_names[SKY_SIDE_FIRST], ==, "Black");
  g_assert_cmpstr (reversi->side_tags[SKY_SIDE_SECOND], ==, "White");
  g_assert_true (reversi->algebraic_squares);
  g_assert_true (reversi->strength.has_book);
  g_assert_cmpint (reversi->review_method, ==, SKY_REVIEW_ENGINE);
  g_assert_cmpint (reversi->priority_table[0], ==, 6);
  g_assert_true (tictactoe->has_misere);
  g_assert_false (tictactoe->shows_score);
  g_assert_cmpint (tictactoe->value_unit, ==, SKY_VALUE_UNIT_OUTCOME);
  g_assert_cmpint (tictactoe->strength.source_depth, ==, 9);
  g_assert_true (numbergrab->board_from_seed);
  g_assert_null (numbergrab->priority_table);
  g_assert_false (numbergrab->priority_ties_by_square);
  g_assert_cmpint (numbergrab->value_unit, ==, SKY_VALUE_UNIT_POINTS);
}

/* A test's own game joins as the next kind and is found by its id.  (A
 * copy of tic-tac-toe's description: its rules still make tic-tac-toe's
 * positions, so it is not played here; tests/ has a game of its own for
 * that.) */
static void
test_register (void)
{
  static SkyGame extra;
  guint before = sky_game_count ();
  SkyGameKind kind;

  extra = *sky_game_from_id ("tictactoe");
  extra.id = "test-extra-tictactoe";
  kind = sky_game_register (&extra);

  g_assert_cmpuint (kind, ==, before);
  g_assert_cmpuint (extra.kind, ==, kind);
  g_assert_cmpuint (sky_game_count (), ==, before + 1);
  g_assert_true (sky_game_get (kind) == &extra);
  g_assert_true (sky_game_from_id ("test-extra-tictactoe") == &extra);
  check_descriptor (&extra);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-descriptor/registry", test_registry);
  g_test_add_func ("/game-descriptor/builtin", test_builtin);
  g_test_add_func ("/game-descriptor/register", test_register);
  return g_test_run ();
}
