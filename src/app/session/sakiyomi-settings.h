/* sakiyomi-settings.h: reading the app's GSettings as engine values,
 * clamped to the schema's ranges whatever was written behind its back. */
#pragma once

#include <gio/gio.h>

#include "player.h"

G_BEGIN_DECLS

typedef enum {
  SAKIYOMI_MODE_FIRST,        /* the person plays first (先手) */
  SAKIYOMI_MODE_SECOND,       /* the person plays second (後手) */
  SAKIYOMI_MODE_TWO_PEOPLE,   /* 人 vs 人 */
  SAKIYOMI_MODE_COMPUTERS,    /* the computer plays itself */
  SAKIYOMI_N_MODES
} SakiyomiMode;

GSettings *sakiyomi_settings_new (void);

/* Whether the settings store can be written.  If no key of the app's can
 * be, every GSettings from sakiyomi_settings_new () shares a copy in memory
 * from then on (changes last until the app quits) and FALSE is returned.
 * Called once, before the first window. */
gboolean sakiyomi_settings_check_writable (void);
/* Why settings are kept in memory only, a sentence to show; NULL if they
 * are saved. */
const char *sakiyomi_settings_get_unsaved_reason (void);

int sakiyomi_settings_get_int (GSettings  *settings,
                               const char *key);
double sakiyomi_settings_get_double (GSettings  *settings,
                                     const char *key);
/* The value the app uses when key holds value: NaN is the default, and
 * anything else is clamped to the schema's range. */
double sakiyomi_settings_double_in_use (GSettings  *settings,
                                        const char *key,
                                        double      value);

/* The Threads preference for the strong engine's searches: 0 (the
 * default) is one per processor. */
int sakiyomi_settings_get_threads (GSettings *settings);
SkyGameKind sakiyomi_settings_get_game (GSettings *settings);
gboolean sakiyomi_settings_has_key (GSettings  *settings,
                                    const char *key);
/* One of a game's own keys: "reversi-minimax-depth" for name
 * "minimax-depth". */
char *sakiyomi_settings_game_key (const SkyGame *game,
                                  const char    *name);
/* The schema has the game's own keys (its strength settings); a game it
 * does not know, such as a test's own, plays with its description's
 * defaults instead. */
gboolean sakiyomi_settings_has_game_keys (GSettings     *settings,
                                          const SkyGame *game);
/* The "game" key can name the game: the menus offer it. */
gboolean sakiyomi_settings_names_game (GSettings     *settings,
                                       const SkyGame *game);
/* The algorithm the opponent setting names (minimax for "level"). */
SkyPlayerKind sakiyomi_settings_get_opponent (GSettings *settings);
SkyPlayerKind sakiyomi_settings_get_second_opponent (GSettings *settings);
SakiyomiMode sakiyomi_settings_get_mode (GSettings *settings);

const char *sakiyomi_mode_id (SakiyomiMode mode);
gboolean sakiyomi_mode_from_id (const char   *id,
                                SakiyomiMode *mode);

/* The opponent's strength for a game from the preferences. */
void sakiyomi_settings_get_strength (GSettings     *settings,
                                     SkyGameKind    kind_of_game,
                                     SkyPlayerKind  kind,
                                     SkyStrength   *strength);

/* The strength level the computer plays in game (1 up to the game's
 * highest), or 0 when it plays an algorithm of the Opponent menu instead
 * (or the game has no ladder or keys of its own).  The "opponent"
 * setting's "level" says the level is played. */
int sakiyomi_settings_get_level (GSettings     *settings,
                                 const SkyGame *game);
/* The computer plays level (1 ..) of game from now on. */
void sakiyomi_settings_set_level (GSettings     *settings,
                                  const SkyGame *game,
                                  int            level);
/* A computer's strength in game: its level when levels may be used and
 * one is chosen, else the algorithm kind with its preferences; and what
 * it is called for players ("Level 4 · Casual", "Minimax, depth 4"). */
void sakiyomi_settings_get_computer (GSettings     *settings,
                                     const SkyGame *game,
                                     SkyPlayerKind  kind,
                                     gboolean       may_use_level,
                                     SkyStrength   *strength);
char *sakiyomi_settings_describe_computer (GSettings     *settings,
                                           const SkyGame *game,
                                           SkyPlayerKind  kind,
                                           gboolean       may_use_level);

/* What a hint asks, whatever the opponent: the best answer the app has
 * (the strong engine for its time a move where the game has one, else
 * the game's strongest level), its values in the game's own unit. */
void sakiyomi_settings_get_hint_strength (GSettings     *settings,
                                          const SkyGame *game,
                                          SkyStrength   *strength);

/* "Minimax, depth 4", "Monte Carlo, tree search, 5 s per move" … */
char *sakiyomi_describe_strength (const SkyStrength *strength);
/* Translated game name. */
const char *sakiyomi_game_name (SkyGameKind game,
                                gboolean    misere);

G_END_DECLS
