#!/usr/bin/env bash
# Build the desktop app with PyInstaller: dist/cardtable/ (one folder; run dist/cardtable/cardtable).
#   packaging/build.sh            build with the project venv (.venv), adding the `package` extra
#   packaging/build.sh --clean    also throw away PyInstaller's cache (slower, from scratch)
# CARDTABLE_BUILD_VENV=path uses (or creates) another virtual environment for the build.
# Prints the bundle size; fails if the build fails or a bundled library lacks a Qt library that
# the spec dropped. Linux here; on Windows/macOS run the same spec (docs/packaging.md).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=${CARDTABLE_BUILD_VENV:-.venv}
clean=""
for arg in "$@"; do
  case "$arg" in
    --clean) clean="--clean" ;;
    *) echo "usage: packaging/build.sh [--clean]" >&2; exit 2 ;;
  esac
done

find_python() {
  for py in python3.13 python3.12 python3.11 python3; do
    if command -v "$py" >/dev/null 2>&1 &&
       "$py" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      echo "$py"; return 0
    fi
  done
  echo "building cardtable needs Python 3.11 or newer; none was found on PATH." >&2
  exit 1
}

if [ ! -x "$venv/bin/python" ]; then
  echo "== creating the build venv $venv"
  "$(find_python)" -m venv "$venv"
fi
# The pin lives in pyproject.toml's `package` extra; install it only when it is not there yet.
want=$(sed -n 's/^ *"pyinstaller==\([^"]*\)".*/\1/p' pyproject.toml | head -1)
have=$("$venv/bin/python" -c 'import PyInstaller; print(PyInstaller.__version__)' 2>/dev/null || true)
if [ -z "$want" ] || [ "$have" != "$want" ] ||
   ! "$venv/bin/python" -c 'import cardtable, PySide6' 2>/dev/null; then
  echo "== installing cardtable with the package extra into $venv (PyInstaller ${want:-?})"
  "$venv/bin/python" -m pip install -q -e ".[package]"
fi

export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}  # hooks import Qt at build time
start=$(date +%s)
echo "== PyInstaller $("$venv/bin/python" -c 'import PyInstaller; print(PyInstaller.__version__)')"
"$venv/bin/python" -m PyInstaller --noconfirm $clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/cardtable.spec
bundle=dist/cardtable
[ -x "$bundle/cardtable" ] || [ -f "$bundle/cardtable.exe" ] ||
  { echo "build failed: no $bundle/cardtable" >&2; exit 1; }
echo "== built $bundle in $(( $(date +%s) - start )) s"

# Every library the bundle loads must find the Qt libraries it needs in the bundle: a missing
# libQt6* means the spec dropped something still in use. (libGL/libEGL and the like come from
# the system, see docs/packaging.md, and are only reported.)
if command -v ldd >/dev/null 2>&1; then
  missing=$(find "$bundle" \( -name '*.so' -o -name '*.so.*' \) -type f -print0 |
    xargs -0 -r -n 50 env LD_LIBRARY_PATH="$bundle/_internal:$bundle/_internal/PySide6/Qt/lib" \
      ldd 2>/dev/null | awk '/not found/ {print $1}' | sort -u || true)
  if [ -n "$missing" ]; then
    echo "libraries some bundled file needs and this machine lacks: $(echo $missing)"
    if echo "$missing" | grep -q '^libQt6\|^libpyside6\|^libshiboken6'; then
      echo "build broken: a bundled library needs a Qt library the spec dropped" >&2; exit 1
    fi
  fi
fi

bytes=$(du -sb "$bundle" 2>/dev/null | cut -f1) || true  # GNU du; macOS's has no -b
[ -n "$bytes" ] || bytes=$(( $(du -sk "$bundle" | cut -f1) * 1024 ))
files=$(find "$bundle" -type f | wc -l)
echo "== bundle size: $(( bytes / 1000000 )) MB ($bytes bytes, $files files) in $bundle"
