/* sakiyomi-preferences-rows.h: the kinds of row the preferences are made
 * of, each bound to its GSettings key: a switch, a number, a number that
 * can be switched off (no magic zero: "Limit time per move" and its
 * seconds), a level of a game's ladder, a choice among an enum's values. */
#pragma once

#include <adwaita.h>

#include "game.h"

G_BEGIN_DECLS

/* A row: a title (with a mnemonic that reaches the control), an optional
 * explanation under it, and the control at its end. */
GtkWidget *sakiyomi_preferences_row_new (const char *title,
                                         const char *subtitle,
                                         GtkWidget  *control);
/* A spin button over a numeric key, from lower (the schema's least when
 * lower is NaN) to the schema's greatest. */
GtkWidget *sakiyomi_preferences_spin_new (GSettings  *settings,
                                          const char *key,
                                          double      lower,
                                          double      step,
                                          int         digits);
/* A row whose switch turns a number on (the key's value, first set to
 * on_value) or off (the key's 0), the number in a row under it.
 * inverted: the switch on means 0 ("Use every processor"). */
GtkWidget *sakiyomi_preferences_optional_new (GSettings  *settings,
                                              const char *key,
                                              const char *title,
                                              const char *subtitle,
                                              const char *value_title,
                                              GtkWidget  *spin,
                                              double      on_value,
                                              gboolean    inverted);
/* game's strength levels, "Level 4 · Casual", with the chosen one's
 * description under them; choosing one makes the computer play it. */
GtkWidget *sakiyomi_preferences_level_row_new (GSettings     *settings,
                                               const SkyGame *game);
/* One of choices (translated labels) for the enum key's values in order. */
GtkWidget *sakiyomi_preferences_enum_row_new (GSettings         *settings,
                                              const char        *key,
                                              const char        *title,
                                              const char *const *choices);

G_END_DECLS
