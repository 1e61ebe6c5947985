#!/usr/bin/env bash
# CI, after packaging/ci_bundle.sh: the Debian package as a person gets it. As root:
#   packaging/ci_deb.sh
# 1. builds dist/cardtable_VERSION_ARCH.deb from dist/cardtable (packaging/deb.sh);
# 2. checks it: its control says pyproject.toml's version, the metainfo and the desktop entry
#    validate (appstreamcli, desktop-file-validate), lintian reports no error;
# 3. installs it with `apt-get install ./cardtable_….deb`, and as a normal user (made with
#    useradd if missing) runs `cardtable --version` and `cardtable --selftest` on the installed
#    app, in a real X window under Xvfb, started from a folder the user cannot enter (as
#    `runuser` from a root shell leaves it: the analysis's spawned workers must not need it),
#    and checks that the self-test left nothing in its temporary folder and no cardtable folder
#    in the user's home;
# 4. purges it and checks that no file it installed is left (dpkg -L before, the disk after).
# Needs: dpkg-deb, apt-get, lintian, appstreamcli (appstream), desktop-file-validate
# (desktop-file-utils), xvfb-run (xvfb, xauth): .ci/run installs them.
# Environment: CARDTABLE_SELFTEST_MOVES (default 40), CARDTABLE_CI_USER (default cardtable-ci),
# CARDTABLE_DEB_COMPRESSION (default gzip here: the same package, packed in ~30 s instead of
# xz's 2-7 min on two busy cores; the release workflow packs the file it ships with xz).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
export DEBIAN_FRONTEND=noninteractive
user=${CARDTABLE_CI_USER:-cardtable-ci}
moves=${CARDTABLE_SELFTEST_MOVES:-40}
export CARDTABLE_DEB_COMPRESSION=${CARDTABLE_DEB_COMPRESSION:-gzip}

fail() { echo "deb check FAILED: $*" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || fail "run it as root: it installs and removes a package"
for tool in dpkg-deb apt-get lintian appstreamcli desktop-file-validate xvfb-run; do
  command -v "$tool" >/dev/null || fail "$tool is missing (see .ci/run for the packages)"
done
if dpkg -s cardtable >/dev/null 2>&1; then
  fail "a cardtable package is installed already: apt-get purge cardtable first"
fi

# --- 1. build ---------------------------------------------------------------------------------
packaging/deb.sh
version=$(sed -n 's/^version *= *"\([^"]*\)".*/\1/p' pyproject.toml | head -1)
deb="dist/cardtable_${version}_$(dpkg --print-architecture).deb"
[ -f "$deb" ] || fail "packaging/deb.sh made no $deb"
echo "== built $deb after $(( $(date +%s) - start )) s"

# --- 2. check ---------------------------------------------------------------------------------
[ "$(dpkg-deb -f "$deb" Package)" = cardtable ] || fail "the control's Package is not cardtable"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] ||
  fail "the control's Version '$(dpkg-deb -f "$deb" Version)' is not pyproject.toml's '$version'"
for field in Architecture Maintainer Depends Description Installed-Size; do
  [ -n "$(dpkg-deb -f "$deb" "$field")" ] || fail "the control has no $field"
done
check=$(mktemp -d)
useradd_done=""
cleanup() { rm -rf "$check"; }
trap cleanup EXIT
dpkg-deb -x "$deb" "$check/root"
appstreamcli validate --no-net --pedantic \
  "$check/root/usr/share/metainfo/org.cardtable.cardtable.metainfo.xml" ||
  fail "the AppStream metainfo does not validate"
grep -q "<release version=\"$version\"" \
  "$check/root/usr/share/metainfo/org.cardtable.cardtable.metainfo.xml" ||
  fail "the metainfo's release is not $version"
# Its screenshots are the README's.
for shot in $(grep -o 'screenshot_[a-z_]*\.png' packaging/org.cardtable.cardtable.metainfo.xml); do
  [ -f "docs/$shot" ] && grep -q "(docs/$shot)" README.md ||
    fail "the metainfo's $shot is not one of the README's screenshots"
done
desktop-file-validate "$check/root/usr/share/applications/cardtable.desktop" ||
  fail "the desktop entry does not validate"

if ! id "$user" >/dev/null 2>&1; then
  useradd --create-home --shell /bin/bash "$user"
  useradd_done=1
fi
home=$(getent passwd "$user" | cut -d: -f6)
# lintian as the normal user (it warns when run as root); overrides are in the package.
cp "$deb" "$check/"
chmod 755 "$check"
chmod 644 "$check/$(basename "$deb")"
set +e
(cd "$check" && runuser -u "$user" -- lintian --fail-on error "$check/$(basename "$deb")" > "$check/lintian.txt" 2>&1)
lintian_status=$?
set -e
echo "== lintian (the tags the package overrides, with their reasons, are in packaging/deb/lintian-overrides):"
sed 's/^/   /' "$check/lintian.txt"
[ $lintian_status -eq 0 ] || fail "lintian found errors (exit status $lintian_status)"
errors=$(grep -c '^E:' "$check/lintian.txt" || true)
[ "$errors" -eq 0 ] || fail "lintian reported $errors errors"
echo "== lintian: no errors, $(grep -c '^W:' "$check/lintian.txt" || true) warnings (docs/packaging.md says why)"

# --- 3. install and run as a person would ------------------------------------------------------
apt-get install -y -qq "./$deb" >/dev/null
dpkg -L cardtable > "$check/files.txt"
echo "== installed: $(wc -l < "$check/files.txt") paths; $(command -v cardtable) -> $(readlink -f "$(command -v cardtable)")"
[ -f /usr/share/applications/cardtable.desktop ] && [ -f /usr/share/icons/hicolor/scalable/apps/cardtable.svg ] &&
  [ -f /usr/share/metainfo/org.cardtable.cardtable.metainfo.xml ] ||
  fail "the desktop entry, icon or metainfo is not where software centres look"

run=$(runuser -u "$user" -- mktemp -d)  # the user's own folder for this run
runuser -u "$user" -- mkdir -m 700 "$run/runtime" "$run/tmp"
# Started from a folder only root may enter, whatever folder the checkout is in: a spawned
# worker of the analysis goes to its parent's folder first (unable to, it broke the pool).
mkdir -m 700 "$check/root-only"
as_user() {
  (cd "$check/root-only" &&
    runuser -u "$user" -- env -i HOME="$home" USER="$user" PATH=/usr/local/bin:/usr/bin:/bin \
      LANG=C.UTF-8 XDG_RUNTIME_DIR="$run/runtime" QT_LOGGING_RULES="qt.multimedia.*=false" "$@")
}
says=$(as_user cardtable --version)
[ "$says" = "cardtable $version" ] || fail "the installed cardtable --version says '$says'"
set +e
as_user timeout -k 5 180 xvfb-run -a -s "-screen 0 1280x800x24" \
  env QT_QPA_PLATFORM=xcb TMPDIR="$run/tmp" cardtable --selftest --selftest-moves "$moves" \
  --selftest-game schnapsen --selftest-out "$run/installed-selftest.png" --selftest-extras
status=$?
set -e
[ $status -ne 124 ] && [ $status -ne 137 ] || fail "the installed self-test gave no answer within 180 s"
[ $status -eq 0 ] || fail "the installed self-test failed (exit status $status)"
[ -s "$run/installed-selftest.png" ] || fail "the installed self-test wrote no frame"
mkdir -p build
cp "$run/installed-selftest.png" build/installed-selftest.png
left=$(find "$run/tmp" -mindepth 1 | head -5)
[ -z "$left" ] || fail "the self-test left files in its temporary folder: $left"
left=$(find "$home" -mindepth 1 -iname '*cardtable*' | head -5)
[ -z "$left" ] || fail "the self-test wrote into the user's own folders: $left"
rm -rf "$run"
echo "== the installed app's self-test passed as $user under Xvfb (frame: build/installed-selftest.png)"

# --- 4. remove ------------------------------------------------------------------------------
apt-get purge -y -qq cardtable >/dev/null
! dpkg -s cardtable >/dev/null 2>&1 || fail "cardtable is still installed after apt-get purge"
leftover=()
while IFS= read -r path; do
  if [ -L "$path" ] || { [ -e "$path" ] && [ ! -d "$path" ]; }; then
    leftover+=("$path")  # a file or link of the package
  elif [ -d "$path" ]; then
    case "$path" in *cardtable*) leftover+=("$path/") ;; esac  # its own folders (shared ones stay)
  fi
done < "$check/files.txt"
[ ${#leftover[@]} -eq 0 ] || fail "left after apt-get purge: ${leftover[*]:0:10}"
[ -z "$useradd_done" ] || userdel --remove "$user" 2>/dev/null || true
echo "== removed: none of the $(wc -l < "$check/files.txt") paths is left; deb check passed in $(( $(date +%s) - start )) s"
