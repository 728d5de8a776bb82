/* sakiyomi-application.h: the single-instance application. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_APPLICATION (sakiyomi_application_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiApplication, sakiyomi_application,
                      SAKIYOMI, APPLICATION, GtkApplication)

SakiyomiApplication *sakiyomi_application_new (void);

/* Opens file in a new game window, whatever the others are doing. */
void sakiyomi_application_open_beside (SakiyomiApplication *self,
                                       GFile               *file);

G_END_DECLS
