#!/usr/bin/env bash
# Install the built bundle (dist/cardtable, from packaging/build.sh) for the current user:
#   ~/.local/opt/cardtable/               the bundle
#   ~/.local/bin/cardtable                a link to its binary
#   ~/.local/share/applications/cardtable.desktop and the icon in the hicolor theme
#   packaging/install-linux.sh            install (or update)
#   packaging/install-linux.sh --uninstall
# PREFIX=/usr/local (run as root) installs for everyone instead.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${PREFIX:-$HOME/.local}
app_dir="$prefix/opt/cardtable"
bin="$prefix/bin/cardtable"
apps="$prefix/share/applications"
icons="$prefix/share/icons/hicolor"

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$app_dir" "$bin" "$apps/cardtable.desktop"
  rm -f "$icons"/{256x256,128x128,48x48}/apps/cardtable.png "$icons/scalable/apps/cardtable.svg"
  echo "cardtable removed from $prefix"
  exit 0
fi

[ -x dist/cardtable/cardtable ] || { echo "no bundle: run packaging/build.sh first" >&2; exit 1; }
mkdir -p "$prefix/opt" "$prefix/bin" "$apps"
rm -rf "$app_dir.new"
cp -a dist/cardtable "$app_dir.new"
rm -rf "$app_dir"
mv "$app_dir.new" "$app_dir"
ln -sfn "$app_dir/cardtable" "$bin"
for size in 256 128 48; do
  install -Dm644 "packaging/icon-$size.png" "$icons/${size}x${size}/apps/cardtable.png"
done
install -Dm644 packaging/icon.svg "$icons/scalable/apps/cardtable.svg"
sed "s|^Exec=cardtable|Exec=$bin|; s|^TryExec=cardtable|TryExec=$bin|" \
  packaging/cardtable.desktop > "$apps/cardtable.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -qtf "$icons" || true
echo "cardtable installed in $app_dir; start it from the menu or with $bin"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "(add $prefix/bin to PATH to type 'cardtable')";; esac
