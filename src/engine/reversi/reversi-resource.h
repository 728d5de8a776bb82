/* reversi-resource.h: the engine's GResource (reversi-pattern.gresource.xml:
 * the pattern weights and the opening book), compiled in by meson. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The engine's resource, safe to ask for from any thread, the first time
 * too. */
GResource *sky_reversi_engine_resource (void);

G_END_DECLS
