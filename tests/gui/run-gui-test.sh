#!/bin/sh
# Runs a GUI test under Xvfb and a private session bus when there is no
# display (plain `meson test`); build-aux/test provides both itself.
if [ -z "$DISPLAY" ] && [ -z "$WAYLAND_DISPLAY" ]; then
  exec xvfb-run -a -s '-screen 0 1280x900x24' dbus-run-session -- "$@"
fi
if [ -z "$DBUS_SESSION_BUS_ADDRESS" ]; then
  exec dbus-run-session -- "$@"
fi
exec "$@"
