/* sakiyomi-practice-window.h: Practice, the person's past mistakes asked
 * again one position at a time (sakiyomi-practice-session.h). */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-practice-session.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_PRACTICE_WINDOW (sakiyomi_practice_window_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiPracticeWindow, sakiyomi_practice_window,
                      SAKIYOMI, PRACTICE_WINDOW, GtkWindow)

/* The practice positions of the store at path (NULL: the user's). */
SakiyomiPracticeWindow *sakiyomi_practice_window_new (GtkWindow  *parent,
                                                      const char *path);

SakiyomiPracticeSession *sakiyomi_practice_window_get_session (SakiyomiPracticeWindow *self);
/* Which page shows: "position", "empty", "done" or "problem". */
const char *sakiyomi_practice_window_get_page (SakiyomiPracticeWindow *self);

G_END_DECLS
