# Shared by build-aux/run, build-aux/test and build-aux/screenshots (sourced,
# not run): install missing Debian packages, then configure and build.

# The packages every build needs.
SAKIYOMI_BUILD_PACKAGES=(
  meson ninja-build pkg-config gcc
  libglib2.0-dev libglib2.0-dev-bin libglib2.0-bin
  libgtk-4-dev libgtk-4-bin
  libadwaita-1-dev
  gettext desktop-file-utils
  libjson-glib-dev
  # the user manual's translations (gnome.yelp in help/meson.build)
  itstool
)

sakiyomi_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Run a command as root: directly when root, through sudo otherwise.
as_root () {
  if [[ $(id -u) -eq 0 ]]; then
    "$@"
  elif command -v sudo > /dev/null; then
    sudo "$@"
  else
    echo "error: need root (or sudo) to run: $*" >&2
    return 1
  fi
}

# ensure_packages PKG…: install the packages that are not installed yet; a
# machine that has them all does no apt work at all.
ensure_packages () {
  local missing=() pkg
  for pkg in "$@"; do
    if ! dpkg-query -W -f='${db:Status-Status}' "$pkg" 2> /dev/null | grep -qx installed; then
      missing+=("$pkg")
    fi
  done
  if [[ ${#missing[@]} -eq 0 ]]; then
    return 0
  fi
  if ! command -v apt-get > /dev/null; then
    echo "error: missing packages ${missing[*]} and no apt-get to install them" >&2
    return 1
  fi
  echo "Installing ${missing[*]}…" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -q -y --no-install-recommends "${missing[@]}"
}

# configure_and_build BUILDDIR [MESON SETUP OPTION…]: set up BUILDDIR (or
# reconfigure it with the given options when it exists; a setup that failed
# half-way is simply run again), then build.
configure_and_build () {
  local builddir=$1
  shift
  if [[ -f $builddir/build.ninja ]]; then
    meson setup --reconfigure "$builddir" "$sakiyomi_root" "$@"
  elif [[ -e $builddir && ! -d $builddir/meson-private && -n $(ls -A "$builddir") ]]; then
    echo "error: $builddir exists and is not a Meson build directory" >&2
    return 1
  else
    meson setup "$builddir" "$sakiyomi_root" "$@"
  fi
  ninja -C "$builddir" -j "$(sakiyomi_jobs)"
}

# At most two jobs per build: the machines this runs on are small.
sakiyomi_jobs () {
  local n
  n=$(nproc 2> /dev/null || echo 2)
  if [[ $n -gt 2 ]]; then n=2; fi
  echo "$n"
}

# export_uninstalled_env BUILDDIR: what the programs need to run from the
# build directory: the compiled settings schema and the compiled
# translations (build/po/LANG/LC_MESSAGES/sakiyomi.mo).
export_uninstalled_env () {
  local builddir
  builddir=$(cd "$1" && pwd)
  export GSETTINGS_SCHEMA_DIR="$builddir/data"
  export SAKIYOMI_LOCALEDIR="$builddir/po"
  # gettext ignores LANGUAGE (LANGUAGE=ja build-aux/run) in the C locale.
  local current=${LC_ALL:-${LC_MESSAGES:-${LANG:-C}}}
  if [[ $current == C || $current == POSIX ]]; then
    export LC_ALL=C.UTF-8
  fi
}
