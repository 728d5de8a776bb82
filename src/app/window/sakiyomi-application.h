/* sakiyomi-application.h: the single-instance application. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_APPLICATION (sakiyomi_application_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiApplication, sakiyomi_application,
                      SAKIYOMI, APPLICATION, AdwApplication)

SakiyomiApplication *sakiyomi_application_new (void);

G_END_DECLS
