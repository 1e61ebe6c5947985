#!/usr/bin/env bash
# CI: build the desktop bundle, then run the frozen binary's self-test offscreen.
# Fails (non-zero) if the build fails, the bundle is over the size limit, or the frozen
# self-test fails or hangs. Prints the bundle size and "frozen self-test passed".
#   packaging/ci_bundle.sh
# Environment: CARDTABLE_BUNDLE_LIMIT_MB (default 150), CARDTABLE_SELFTEST_MOVES (default 40),
# CARDTABLE_SELFTEST_GAMES (default schnapsen,spades: the games the table can play so far).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
limit_mb=${CARDTABLE_BUNDLE_LIMIT_MB:-150}
moves=${CARDTABLE_SELFTEST_MOVES:-40}
games=${CARDTABLE_SELFTEST_GAMES:-schnapsen,spades,tippen}

packaging/build.sh
bundle=dist/cardtable
bytes=$(du -sb "$bundle" | cut -f1)
echo "== bundle: $(( bytes / 1000000 )) MB (limit ${limit_mb} MB) after $(( $(date +%s) - start )) s"
if [ $(( bytes / 1000000 )) -gt "$limit_mb" ]; then
  echo "bundle is larger than ${limit_mb} MB: see what the spec keeps (docs/packaging.md)" >&2
  exit 1
fi

# Run it as a user would, but headless, with private runtime and user folders.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -m 700 "$tmp/runtime"
shot="$tmp/selftest.png"
set +e
env -u PYTHONPATH -u PYTHONHOME QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 \
  QT_LOGGING_RULES="qt.multimedia.*=false" XDG_RUNTIME_DIR="$tmp/runtime" HOME="$tmp" \
  timeout -k 5 120 "$bundle/cardtable" --selftest --selftest-moves "$moves" \
    --selftest-game "$games" --selftest-out "$shot" --selftest-extras
status=$?
set -e
if [ $status -eq 124 ] || [ $status -eq 137 ]; then
  echo "frozen self-test FAILED: no answer within 120 s" >&2; exit 1
fi
if [ $status -ne 0 ]; then
  echo "frozen self-test FAILED (exit status $status)" >&2; exit 1
fi
mkdir -p build
frames=""
for game in ${games//,/ }; do
  frame="$tmp/selftest.png"
  case "$games" in *,*) frame="$tmp/selftest-$game.png" ;; esac
  if [ ! -s "$frame" ]; then
    echo "frozen self-test FAILED: it exited 0 but wrote no frame for $game" >&2; exit 1
  fi
  cp "$frame" "build/frozen-selftest-$game.png"
  frames="$frames build/frozen-selftest-$game.png"
done
echo "frozen self-test passed ($games, $moves actions each; frames:$frames; $(( $(date +%s) - start )) s in all)"
