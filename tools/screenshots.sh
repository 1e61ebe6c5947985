#!/usr/bin/env bash
# Retake the screenshots of the README and docs/: one line per picture, named as its file in docs/.
#
#   tools/screenshots.sh                          # every picture
#   tools/screenshots.sh poch_melden tippen_declare   # some (the name without screenshot_ and .png)
#   tools/screenshots.sh --list                   # the names
#   PYTHON=/path/to/python tools/screenshots.sh   # another interpreter (default: .venv/bin/python)
#
# Run it from the repository root. Each picture is taken with the team's screenshot tool, which
# lives beside the project, not in it: ../shared/tools/screenshot (relative to the repository; it
# runs the app in a real X window under Xvfb and captures the screen). The app is started with its
# demo options (--demo, --seed, --moves, --freeze-on …, see cardtable/__main__.py) or with the
# tools/show_*.py scripts, which bring a game to a chosen moment. Settings, autosave and statistics
# go to a temporary folder of this run, never the person's. The machine may be busy: each shot
# waits WAIT seconds (default 10) so the table has settled; a moving moment is frozen
# (--freeze-on, --freeze) so the wait does not change the picture.
set -euo pipefail
cd "$(dirname "$0")/.."
SHOT=../shared/tools/screenshot
PY=${PYTHON:-.venv/bin/python}
W=${WAIT:-10}
APP=("$PY" -m cardtable)

# The screen is the window's size and room for a frame: the app keeps room for a window manager's
# frame (8, 38, 8, 8 px: cardtable/ui/app/placement.py), and there is none under Xvfb, so the
# README's 1280x800 windows get a 1296x846 screen; the black around the window is trimmed. The
# German pictures of issue 28 show what a 1280x720 screen gets: the app fits itself into it.
# A screen ending in '=' is the window's own size: nothing is trimmed (a dialog's grey edge would go).
# name | screen | wait (W: $WAIT seconds, W+N: N more) | command (split on spaces; APP: the app,
# PY: the interpreter, TMP/…: in this run's temporary folder)
SHOTS=$(cat <<'LIST'
start                   | 1296x846 | W | APP --show start --size 1280x800
schnapsen_german        | 1296x846 | W | APP --demo schnapsen --deck german --moves 5 --seed 11 --size 1280x800
schnapsen_german_de     | 1296x846 | W | APP --demo schnapsen --deck german --moves 5 --seed 11 --lang de --size 1280x800
schnapsen_french        | 1296x846 | W | APP --demo schnapsen --deck french --moves 5 --seed 11 --size 1280x800
last_trick              | 1296x846 | W | APP --demo schnapsen --moves 9 --seed 11 --show last-trick --size 1280x800
spades                  | 1296x846 | W | APP --demo spades --moves 14 --seed 3 --size 1280x800
spades_pl               | 1296x846 | W | APP --demo spades --moves 14 --seed 3 --lang pl --size 1280x800
review                  | 1296x846 | W | APP --demo spades --show review --moves 30 --seed 3 --size 1280x800
wallachen_auction       | 1296x846 | W | PY tools/show_wallachen.py --moment auction
wallachen_discard       | 1296x846 | W | PY tools/show_wallachen.py --moment discard
wallachen_kontra_french | 1296x846 | W | PY tools/show_wallachen.py --moment kontra --deck french
poch_melden             | 1296x846 | W | APP --demo poch --seed 47 --freeze-on claim --freeze-ms 700 --speed slow --size 1280x800
poch_pochen_german      | 1296x846 | W | APP --demo poch --seed 47 --deck german --size 1280x800
poch_ausspielen         | 1296x846 | W | APP --demo poch --preset modern --seed 3 --moves 6 --size 1280x800
poch_ausspielen_german  | 1296x846 | W | APP --demo poch --preset modern --seed 3 --moves 6 --deck german --size 1280x800
poch_showdown           | 1296x846 | W | APP --demo poch --watch --seed 7 --freeze-on showdown --freeze-ms 600 --speed fast --size 1280x800
poch_log                | 1296x846 | W | APP --demo poch --moves 30 --size 1280x800
tippen_declare          | 1296x846 | W | PY tools/show_tippen.py declare
tippen_exchange_german  | 1296x846 | W | PY tools/show_tippen.py exchange --pick 2 --deck german
tippen_pot_split        | 1296x846 | W | PY tools/show_tippen.py trick --split --freeze 500
tippen_th               | 1296x846 | W | PY tools/show_tippen.py declare --lang th
statistics              | 1296x846 | W+30 | PY tools/show_statistics.py --data TMP/stats --fill --tab 1
statistics_bummerl      | 1296x846 | W+30 | PY tools/show_statistics.py --data TMP/stats2 --fill --tab 2
rules_th                | 680x720= | W | PY tools/show_rules.py tippen --language th
guide                   | 1280x720 | W | APP --demo poch --show learn --moves 5 --size 1280x720
analysis                | 1280x720= | W+10 | PY tools/show_analysis.py
de_1280x720_poch        | 1280x720 | W | APP --demo poch --seed 47 --deck german --freeze-on claim --freeze-ms 700 --speed slow --lang de --size 1280x720
de_1280x720_wallachen   | 1280x720 | W | PY tools/show_wallachen.py --moment kontra --lang de --names Du,Anna,Bert --size 1264x674
de_1280x720_spades      | 1280x720 | W | PY tools/show_spades.py --seats 6 --moves 20 --seed 1 --lang de --size 1264x674
de_1280x720_tippen      | 1280x720 | W | PY tools/show_tippen.py summary --deck german --lang de --names Du,Anna,Bert,Clara --size 1264x674
de_1280x720_schnapsen   | 1280x720 | W+4 | APP --demo schnapsen --watch --seed 7 --deck german --freeze-on marriage --freeze-ms 500 --speed fast --lang de --size 1280x720
deal_again              | 1280x720 | W+2 | PY tools/show_again.py --game schnapsen --seed 11 --seat 1 --size 1264x674
LIST
)

names() { sed 's/ *|.*//' <<<"$SHOTS"; }
if [ "${1:-}" = "--list" ]; then names; exit 0; fi
for want in "$@"; do
  names | grep -qx -- "$want" || { echo "screenshots: no picture '$want' (tools/screenshots.sh --list)" >&2; exit 2; }
done

if [ ! -x "$SHOT" ]; then
  echo "screenshots: the team's screenshot tool is missing: expected $(cd .. && pwd)/shared/tools/screenshot" >&2
  echo "  (it lives beside the project, in the shared folder; it is not part of this repository)" >&2
  exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cardtable-shots-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data XDG_STATE_HOME=$tmp/state
export XDG_CACHE_HOME=$tmp/cache CARDTABLE_SOUND=off LANG=C.UTF-8
if [ ! -x "$PY" ] && ! command -v "$PY" >/dev/null; then
  echo "screenshots: no Python at '$PY' (make .venv, or set PYTHON=...)" >&2
  exit 1
fi

failed=0
while IFS='|' read -r name screen wait cmd; do
  name=${name// /}; screen=${screen// /}; wait=${wait// /}
  trim=(--trim)
  case "$screen" in *=) screen=${screen%=}; trim=() ;; esac
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx -- "$name"; then continue; fi
  case "$wait" in W) wait=$W ;; W+*) wait=$((W + ${wait#W+})) ;; esac
  read -r -a words <<<"$cmd"
  argv=()
  for w in "${words[@]}"; do
    case "$w" in
      APP) argv+=("${APP[@]}") ;;
      PY) argv+=("$PY") ;;
      TMP/*) argv+=("$tmp/${w#TMP/}") ;;
      *) argv+=("$w") ;;
    esac
  done
  out=docs/screenshot_$name.png
  echo "== $out: ${argv[*]}"
  "$SHOT" "$out" --wait "$wait" --size "$screen" "${trim[@]}" -- "${argv[@]}" >/dev/null || { failed=1; echo "screenshots: $out failed" >&2; }
done <<<"$SHOTS"
exit $failed
