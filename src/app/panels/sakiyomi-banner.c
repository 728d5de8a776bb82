/* sakiyomi-banner.c: a message across the top of the window.
 *
 * A revealer slides a bar down with an icon, the text (wrapped) and a
 * close button; a problem is tinted with the theme's warning colour, news
 * with its accent.  Both stay until closed or replaced: news such as a game
 * that could not be restored must not vanish unread.  The bar is an alert
 * for screen readers. */
#define G_LOG_DOMAIN "sakiyomi-banner"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-banner.h"

struct _SakiyomiBanner
{
  GtkWidget parent_instance;

  GtkWidget *revealer;
  GtkWidget *bar;
  GtkWidget *icon;
  GtkWidget *label;
  char *text;                   /* NULL: nothing shown */
  SakiyomiBannerKind kind;
};

G_DEFINE_FINAL_TYPE (SakiyomiBanner, sakiyomi_banner, GTK_TYPE_WIDGET)

void
sakiyomi_banner_dismiss (SakiyomiBanner *self)
{
  g_return_if_fail (SAKIYOMI_IS_BANNER (self));

  g_clear_pointer (&self->text, g_free);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), FALSE);
}

void
sakiyomi_banner_show (SakiyomiBanner     *self,
                      const char         *text,
                      SakiyomiBannerKind  kind)
{
  gboolean problem = kind == SAKIYOMI_BANNER_PROBLEM;

  g_return_if_fail (SAKIYOMI_IS_BANNER (self));
  g_return_if_fail (text != NULL);

  g_free (self->text);
  self->text = g_strdup (text);
  self->kind = kind;
  gtk_label_set_text (GTK_LABEL (self->label), text);
  gtk_image_set_from_icon_name (GTK_IMAGE (self->icon),
                                problem ? "dialog-warning-symbolic"
                                        : "help-about-symbolic");
  if (problem)
    {
      gtk_widget_add_css_class (self->bar, "problem");
      gtk_widget_remove_css_class (self->bar, "info");
    }
  else
    {
      gtk_widget_add_css_class (self->bar, "info");
      gtk_widget_remove_css_class (self->bar, "problem");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), TRUE);
}

const char *
sakiyomi_banner_get_text (SakiyomiBanner *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BANNER (self), NULL);
  return self->text;
}

SakiyomiBannerKind
sakiyomi_banner_get_kind (SakiyomiBanner *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BANNER (self), SAKIYOMI_BANNER_INFO);
  return self->kind;
}

static void
sakiyomi_banner_dispose (GObject *object)
{
  SakiyomiBanner *self = SAKIYOMI_BANNER (object);

  g_clear_pointer (&self->revealer, gtk_widget_unparent);
  G_OBJECT_CLASS (sakiyomi_banner_parent_class)->dispose (object);
}

static void
sakiyomi_banner_finalize (GObject *object)
{
  g_free (SAKIYOMI_BANNER (object)->text);
  G_OBJECT_CLASS (sakiyomi_banner_parent_class)->finalize (object);
}

static void
sakiyomi_banner_class_init (SakiyomiBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_banner_dispose;
  object_class->finalize = sakiyomi_banner_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "banner");
}

static void
sakiyomi_banner_init (SakiyomiBanner *self)
{
  GtkWidget *close;

  self->revealer = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (self->revealer),
                                    GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  gtk_widget_set_parent (self->revealer, GTK_WIDGET (self));

  self->bar = g_object_new (GTK_TYPE_BOX,
                            "orientation", GTK_ORIENTATION_HORIZONTAL,
                            "spacing", 12,
                            "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                            NULL);
  gtk_widget_add_css_class (self->bar, "banner-bar");
  gtk_revealer_set_child (GTK_REVEALER (self->revealer), self->bar);

  self->icon = gtk_image_new ();
  gtk_widget_set_valign (self->icon, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->bar), self->icon);

  self->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0.0);
  gtk_label_set_selectable (GTK_LABEL (self->label), TRUE);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_box_append (GTK_BOX (self->bar), self->label);

  close = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_widget_set_valign (close, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_add_css_class (close, "circular");
  gtk_widget_set_tooltip_text (close, _("Close"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (close),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Close"), -1);
  g_signal_connect_swapped (close, "clicked",
                            G_CALLBACK (sakiyomi_banner_dismiss), self);
  gtk_box_append (GTK_BOX (self->bar), close);
}

GtkWidget *
sakiyomi_banner_new (void)
{
  return g_object_new (SAKIYOMI_TYPE_BANNER, NULL);
}
