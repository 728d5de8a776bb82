/* sakiyomi-banner.h: a message across the top of the window that stays
 * until it is closed or replaced, and never blocks the game (what
 * libadwaita's AdwBanner and toasts do; this is the one place to swap for
 * them). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_BANNER (sakiyomi_banner_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiBanner, sakiyomi_banner,
                      SAKIYOMI, BANNER, GtkWidget)

/* Either stays until it is closed or replaced. */
typedef enum {
  SAKIYOMI_BANNER_INFO,         /* news */
  SAKIYOMI_BANNER_PROBLEM       /* something the person must know */
} SakiyomiBannerKind;

GtkWidget *sakiyomi_banner_new (void);
/* Shows text, replacing what was shown. */
void sakiyomi_banner_show (SakiyomiBanner     *self,
                           const char         *text,
                           SakiyomiBannerKind  kind);
/* Hides it (as its close button does). */
void sakiyomi_banner_dismiss (SakiyomiBanner *self);

/* What is shown, or NULL if nothing is. */
const char *sakiyomi_banner_get_text (SakiyomiBanner *self);
SakiyomiBannerKind sakiyomi_banner_get_kind (SakiyomiBanner *self);

G_END_DECLS
