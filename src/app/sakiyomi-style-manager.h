/* sakiyomi-style-manager.h: light or dark, following the system. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_STYLE_MANAGER (sakiyomi_style_manager_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiStyleManager, sakiyomi_style_manager,
                      SAKIYOMI, STYLE_MANAGER, GObject)

/* Starts following the app's "color-scheme" setting and, when that says
 * "system", the desktop's preference. */
SakiyomiStyleManager *sakiyomi_style_manager_new (GSettings *settings);
gboolean sakiyomi_style_manager_get_dark (SakiyomiStyleManager *self);

G_END_DECLS
