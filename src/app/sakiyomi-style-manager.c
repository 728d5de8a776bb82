/* sakiyomi-style-manager.c: light or dark, following the system.
 *
 * GTK 4.8 without libadwaita does not follow the desktop's dark preference
 * by itself (gtk-application-prefer-dark-theme is only the app's own
 * wish).  The preference is read from the settings portal
 * (org.freedesktop.appearance color-scheme: 1 = prefer dark), falling back
 * to GNOME's org.gnome.desktop.interface color-scheme where that schema is
 * installed, and followed as it changes.
 */
#define G_LOG_DOMAIN "sakiyomi-style-manager"

#include "config.h"

#include <gtk/gtk.h>

#include "sakiyomi-style-manager.h"

#define PORTAL_BUS_NAME "org.freedesktop.portal.Desktop"
#define PORTAL_OBJECT_PATH "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS_INTERFACE "org.freedesktop.portal.Settings"

struct _SakiyomiStyleManager
{
  GObject parent_instance;

  GSettings *settings;          /* the app's */
  GSettings *desktop;           /* org.gnome.desktop.interface, if any */
  GDBusConnection *bus;
  GCancellable *cancellable;
  guint portal_signal;
  gboolean portal_known;
  gboolean system_dark;
  gboolean dark;
};

G_DEFINE_FINAL_TYPE (SakiyomiStyleManager, sakiyomi_style_manager,
                     G_TYPE_OBJECT)

static void
apply (SakiyomiStyleManager *self)
{
  g_autofree char *scheme = g_settings_get_string (self->settings,
                                                   "color-scheme");
  GtkSettings *gtk_settings = gtk_settings_get_default ();

  if (g_strcmp0 (scheme, "dark") == 0)
    self->dark = TRUE;
  else if (g_strcmp0 (scheme, "light") == 0)
    self->dark = FALSE;
  else
    self->dark = self->system_dark;

  if (gtk_settings != NULL)
    g_object_set (gtk_settings, "gtk-application-prefer-dark-theme",
                  self->dark, NULL);
}

static void
set_system_dark_from_portal (SakiyomiStyleManager *self,
                             GVariant             *value)
{
  g_autoptr(GVariant) inner = NULL;

  /* Read() wraps the value in one or two variants depending on version. */
  inner = g_variant_ref (value);
  while (g_variant_is_of_type (inner, G_VARIANT_TYPE_VARIANT))
    {
      GVariant *next = g_variant_get_variant (inner);

      g_variant_unref (inner);
      inner = next;
    }
  if (g_variant_is_of_type (inner, G_VARIANT_TYPE_UINT32))
    {
      self->portal_known = TRUE;
      self->system_dark = g_variant_get_uint32 (inner) == 1;
      apply (self);
    }
}

static void
on_portal_read (GObject      *source,
                GAsyncResult *res,
                gpointer      user_data)
{
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) value = NULL;
  SakiyomiStyleManager *self;

  reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), res, NULL);
  if (reply == NULL)
    return;                     /* no portal: the GNOME setting stands */
  self = SAKIYOMI_STYLE_MANAGER (user_data);
  g_variant_get (reply, "(v)", &value);
  set_system_dark_from_portal (self, value);
}

static void
on_portal_changed (GDBusConnection *bus,
                   const char      *sender,
                   const char      *path,
                   const char      *interface,
                   const char      *signal,
                   GVariant        *parameters,
                   gpointer         user_data)
{
  SakiyomiStyleManager *self = user_data;
  const char *ns, *key;
  g_autoptr(GVariant) value = NULL;

  if (!g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(ssv)")))
    return;
  g_variant_get (parameters, "(&s&sv)", &ns, &key, &value);
  if (g_str_equal (ns, "org.freedesktop.appearance")
      && g_str_equal (key, "color-scheme"))
    set_system_dark_from_portal (self, value);
}

static void
on_desktop_changed (GSettings            *desktop,
                    const char           *key,
                    SakiyomiStyleManager *self)
{
  g_autofree char *scheme = NULL;

  if (self->portal_known)
    return;
  scheme = g_settings_get_string (desktop, "color-scheme");
  self->system_dark = g_strcmp0 (scheme, "prefer-dark") == 0;
  apply (self);
}

static void
sakiyomi_style_manager_dispose (GObject *object)
{
  SakiyomiStyleManager *self = SAKIYOMI_STYLE_MANAGER (object);

  g_cancellable_cancel (self->cancellable);
  if (self->portal_signal != 0)
    g_dbus_connection_signal_unsubscribe (self->bus, self->portal_signal);
  self->portal_signal = 0;
  g_clear_object (&self->cancellable);
  g_clear_object (&self->bus);
  g_clear_object (&self->desktop);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (sakiyomi_style_manager_parent_class)->dispose (object);
}

static void
sakiyomi_style_manager_class_init (SakiyomiStyleManagerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sakiyomi_style_manager_dispose;
}

static void
sakiyomi_style_manager_init (SakiyomiStyleManager *self)
{
}

SakiyomiStyleManager *
sakiyomi_style_manager_new (GSettings *settings)
{
  SakiyomiStyleManager *self = g_object_new (SAKIYOMI_TYPE_STYLE_MANAGER, NULL);
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  self->settings = g_object_ref (settings);
  self->cancellable = g_cancellable_new ();
  g_signal_connect_swapped (settings, "changed::color-scheme",
                            G_CALLBACK (apply), self);

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source,
                                              "org.gnome.desktop.interface",
                                              TRUE);
  if (schema != NULL && g_settings_schema_has_key (schema, "color-scheme"))
    {
      self->desktop = g_settings_new ("org.gnome.desktop.interface");
      g_signal_connect (self->desktop, "changed::color-scheme",
                        G_CALLBACK (on_desktop_changed), self);
      on_desktop_changed (self->desktop, "color-scheme", self);
    }

  self->bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  if (self->bus != NULL)
    {
      self->portal_signal =
        g_dbus_connection_signal_subscribe (self->bus, PORTAL_BUS_NAME,
                                            PORTAL_SETTINGS_INTERFACE,
                                            "SettingChanged",
                                            PORTAL_OBJECT_PATH, NULL,
                                            G_DBUS_SIGNAL_FLAGS_NONE,
                                            on_portal_changed, self, NULL);
      g_dbus_connection_call (self->bus, PORTAL_BUS_NAME, PORTAL_OBJECT_PATH,
                              PORTAL_SETTINGS_INTERFACE, "Read",
                              g_variant_new ("(ss)",
                                             "org.freedesktop.appearance",
                                             "color-scheme"),
                              G_VARIANT_TYPE ("(v)"),
                              G_DBUS_CALL_FLAGS_NO_AUTO_START, 2000,
                              self->cancellable, on_portal_read, self);
    }

  apply (self);
  return self;
}

gboolean
sakiyomi_style_manager_get_dark (SakiyomiStyleManager *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_STYLE_MANAGER (self), FALSE);
  return self->dark;
}
