#!/usr/bin/env bash
# Build the Debian package from the one-folder bundle (packaging/build.sh): dist/cardtable_VERSION_ARCH.deb
#   packaging/deb.sh [BUNDLE]     BUNDLE defaults to dist/cardtable
# With plain dpkg-deb: nothing is downloaded, no debian/ source tree, no debhelper. The package holds
#   /opt/cardtable/                                   the bundle
#   /usr/bin/cardtable                                a link to /opt/cardtable/cardtable
#   /usr/share/applications/cardtable.desktop         the menu entry
#   /usr/share/icons/hicolor/{48x48,128x128,256x256,scalable}/apps/cardtable.*
#   /usr/share/metainfo/org.cardtable.cardtable.metainfo.xml   for software centres
#   /usr/share/man/man6/cardtable.6.gz, /usr/share/doc/cardtable/{copyright,changelog.gz}
#   /usr/share/lintian/overrides/cardtable            why /opt (docs/packaging.md)
# The version is pyproject.toml's; CHANGELOG.md must have an entry for it (its date goes into the
# metainfo and the Debian changelog), and the bundle's `cardtable --version` must say it too.
# Depends: the libraries the bundle's binaries load that it does not carry (read from their ELF
# needed entries, mapped to packages below: an unknown one fails the build), the OpenGL/EGL
# loaders, xcb-cursor, and fonts (DejaVu, and Loma for Thai); libc6 at least as new as the
# newest GLIBC symbol version the binaries use.
# Environment: CARDTABLE_HOMEPAGE (the project's web page), CARDTABLE_SCREENSHOTS (a URL where
# docs/screenshot_*.png can be fetched), CARDTABLE_MAINTAINER ("Name <address>"),
# SOURCE_DATE_EPOCH (file times; default: the last commit's time), CARDTABLE_DEB_COMPRESSION
# (dpkg-deb's -Z: xz by default, 41 MB in 2-7 min on two busy cores; gzip: 56 MB in ~30 s).
set -euo pipefail
cd "$(dirname "$0")/.."
bundle=${1:-dist/cardtable}
homepage=${CARDTABLE_HOMEPAGE:-https://cardtable.example/}
screenshots=${CARDTABLE_SCREENSHOTS:-${homepage%/}/docs}
maintainer=${CARDTABLE_MAINTAINER:-cardtable maintainers <maintainers@users.noreply.a-seed-8ebbfe24.example>}
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

fail() { echo "deb.sh: $*" >&2; exit 1; }
[ -x "$bundle/cardtable" ] || fail "no bundle at $bundle: run packaging/build.sh first"
command -v dpkg-deb >/dev/null || fail "dpkg-deb is missing (a Debian or Ubuntu machine builds the .deb)"

version=$(sed -n 's/^version *= *"\([^"]*\)".*/\1/p' pyproject.toml | head -1)
[[ "$version" =~ ^[0-9]+(\.[0-9]+)*([a-z0-9.+~]*)$ ]] ||
  fail "pyproject.toml's version '$version' is not a Debian upstream version"
date=$(sed -n "s/^## \[$(printf '%s' "$version" | sed 's/[.]/\\./g')\] - \([0-9-]*\).*/\1/p" CHANGELOG.md)
[ -n "$date" ] || fail "CHANGELOG.md has no entry '## [$version] - YYYY-MM-DD' for pyproject.toml's version"
says=$(env -u PYTHONPATH -u PYTHONHOME "$bundle/cardtable" --version)
[ "$says" = "cardtable $version" ] ||
  fail "the bundle says '$says', pyproject.toml '$version': rebuild it (packaging/build.sh)"
arch=$(dpkg --print-architecture)
name="cardtable_${version}_${arch}"
root="build/deb/$name"
out="dist/$name.deb"

# --- the files --------------------------------------------------------------------------------
rm -rf "$root"
mkdir -p "$root/opt" "$root/usr/bin" "$root/DEBIAN"
cp -a "$bundle" "$root/opt/cardtable"
# Plain modes, whatever the build machine's umask: folders 755, files 644, the program 755
# (shared libraries need no execute bit to be loaded).
find "$root/opt" -type d -exec chmod 0755 {} +
find "$root/opt" -type f -exec chmod 0644 {} +
chmod 0755 "$root/opt/cardtable/cardtable"
ln -s /opt/cardtable/cardtable "$root/usr/bin/cardtable"

share="$root/usr/share"
install -Dm644 packaging/cardtable.desktop "$share/applications/cardtable.desktop"
for size in 256 128 48; do
  install -Dm644 "packaging/icon-$size.png" "$share/icons/hicolor/${size}x${size}/apps/cardtable.png"
done
install -Dm644 packaging/icon.svg "$share/icons/hicolor/scalable/apps/cardtable.svg"
mkdir -p "$share/metainfo" "$share/man/man6" "$share/doc/cardtable" "$share/lintian/overrides"
sed -e "s|@VERSION@|$version|g; s|@DATE@|$date|g" -e "s|@HOMEPAGE@|$homepage|g" \
    -e "s|@SCREENSHOTS@|${screenshots%/}|g" packaging/org.cardtable.cardtable.metainfo.xml \
  > "$share/metainfo/org.cardtable.cardtable.metainfo.xml"
sed "s|@VERSION@|$version|g" packaging/deb/cardtable.6 | gzip -9n > "$share/man/man6/cardtable.6.gz"
install -m644 packaging/deb/copyright "$share/doc/cardtable/copyright"
# A native package's changelog.gz is read as a Debian changelog: one entry for this version,
# pointing to the project's own CHANGELOG.md (shipped beside it).
{
  echo "cardtable ($version) stable; urgency=medium"
  echo
  echo "  * Release $version: see /usr/share/doc/cardtable/CHANGELOG.md.gz."
  echo
  echo " -- $maintainer  $(date -u -R -d "$date 12:00")"
} | gzip -9n > "$share/doc/cardtable/changelog.gz"
gzip -9n < CHANGELOG.md > "$share/doc/cardtable/CHANGELOG.md.gz"
chmod 0644 "$share/doc/cardtable/"*.gz "$share/man/man6/cardtable.6.gz"
install -m644 packaging/deb/lintian-overrides "$share/lintian/overrides/cardtable"

# --- Depends ----------------------------------------------------------------------------------
# A needed library the bundle does not carry -> the package that has it (Debian 12, Ubuntu 22.04+).
package_of() {
  case "$1" in
    libc.so.6|libm.so.6|libdl.so.2|libpthread.so.0|libresolv.so.2|librt.so.1|libutil.so.1|ld-linux*.so.*)
      echo libc6 ;;
    libGL.so.1) echo libgl1 ;;
    libEGL.so.1) echo libegl1 ;;
    libOpenGL.so.0) echo libopengl0 ;;
    libGLX.so.0) echo libglx0 ;;
    libdrm.so.2) echo libdrm2 ;;
    libX11.so.6) echo libx11-6 ;;
    libX11-xcb.so.1) echo libx11-xcb1 ;;
    libxcb.so.1) echo libxcb1 ;;
    libxcb-*.so.*)  # libxcb-render-util.so.0 -> libxcb-render-util0
      local stem=${1%%.so.*} number=${1##*.so.}; echo "$stem${number%%.*}" ;;
    libxkbcommon.so.0) echo libxkbcommon0 ;;
    libxkbcommon-x11.so.0) echo libxkbcommon-x11-0 ;;
    libfontconfig.so.1) echo libfontconfig1 ;;
    libfreetype.so.6) echo libfreetype6 ;;
    libglib-2.0.so.0|libgobject-2.0.so.0|libgio-2.0.so.0|libgmodule-2.0.so.0|libgthread-2.0.so.0)
      echo libglib2.0-0 ;;
    libdbus-1.so.3) echo libdbus-1-3 ;;
    libpulse.so.0) echo libpulse0 ;;
    libz.so.1) echo zlib1g ;;
    libgcc_s.so.1) echo libgcc-s1 ;;
    libstdc++.so.6) echo libstdc++6 ;;
    *) return 1 ;;
  esac
}
elves=$(find "$root/opt/cardtable" -type f \( -name '*.so' -o -name '*.so.*' -o -path '*/opt/cardtable/cardtable' \))
carried=$(find "$root/opt/cardtable" \( -type f -o -type l \) -name '*.so*' -printf '%f\n' | sort -u)
needed=$(echo "$elves" | xargs objdump -p 2>/dev/null | awk '$1 == "NEEDED" {print $2}' | sort -u)
missing=$(comm -23 <(echo "$needed") <(echo "$carried"))
# Loaded with dlopen or read at run time, so no needed entry names them; sensible-utils because
# the bundled libblkid and libmount name sensible-pager (lintian checks that it is there).
depends=(libgl1 libegl1 libxcb-cursor0 fonts-dejavu-core fonts-tlwg-loma-otf sensible-utils)
for soname in $missing; do
  pkg=$(package_of "$soname") ||
    fail "the bundle needs $soname, which it does not carry: name its package in package_of"
  depends+=("$pkg")
done
glibc=$(echo "$elves" | xargs objdump -T 2>/dev/null | grep -o 'GLIBC_[0-9][0-9.]*' |
  sed 's/GLIBC_//' | sort -uV | tail -1)
depends_field=$(printf '%s\n' "${depends[@]}" | grep -vx libc6 | sort -u |
  sed "1i libc6 (>= ${glibc:-2.17})" | paste -sd, | sed 's/,/, /g')

# --- control ----------------------------------------------------------------------------------
installed_kb=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<EOF
Package: cardtable
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed_kb
Depends: $depends_field
Section: games
Priority: optional
Homepage: $homepage
Description: card table for five traditional European card games
 cardtable is a desktop card table for Schnapsen (Austrian Sixty-six),
 Spades, Wallachen, Poch and Tippen, played against computer opponents at
 three levels or hot-seat with friends at one computer. The rules follow the
 traditional games with their variants; the French- and German-suited cards
 are drawn by the program itself. Games are saved after every move.
 .
 The program is a self-contained build (Python, Qt 6) in /opt/cardtable.
EOF
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z |
  xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
# The files' times: no later than SOURCE_DATE_EPOCH (reproducible builds).
find "$root" -newermt "@$SOURCE_DATE_EPOCH" -print0 | xargs -0 -r touch -h -d "@$SOURCE_DATE_EPOCH"

mkdir -p dist
rm -f "$out"
dpkg-deb --root-owner-group "-Z${CARDTABLE_DEB_COMPRESSION:-xz}" --build "$root" "$out" >/dev/null
echo "== $out: $(( $(stat -c %s "$out") / 1000000 )) MB ($(stat -c %s "$out") bytes), $installed_kb kB installed"
echo "== Depends: $depends_field"
