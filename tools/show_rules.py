"""Show the rules window of a game in a language, for a look or a screenshot.

    .venv/bin/python tools/show_rules.py schnapsen --language th [--option claim_mode]
    /work/shared/tools/screenshot /tmp/rules.png --wait 3 --size 700x720 -- \\
        .venv/bin/python tools/show_rules.py tippen --language th

``--font-dir DIR`` adds the fonts in DIR (for a machine without a Thai font: a font package
unpacked with ``apt-get download fonts-tlwg-loma-otf && dpkg-deb -x …``). ``--changed NAME=VALUE`` (repeatable) plays the game's default preset with that option changed,
so the window quotes the changed options at the top. ``--check`` prints, instead of showing
the window, every character of the page that no font on this machine can draw (a box on the
screen), and exits 1 if there is one.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QFontDatabase, QFontMetrics, QRawFont
from PySide6.QtWidgets import QApplication

from cardtable.games import get_game
from cardtable.ui.app.dialogs import RulesDialog
from cardtable.ui.words.rules import GAME_IDS, LANGUAGES, rules_page


def missing_glyphs(text: str, dialog: RulesDialog) -> list[str]:
    """The characters of ``text`` that the browser's font, with Qt's fallbacks, cannot draw."""
    font = dialog.browser.font()
    metrics = QFontMetrics(font)
    raw = QRawFont.fromFont(font)
    missing = []
    for ch in sorted(set(text) - set(" \n\t")):
        if not metrics.inFontUcs4(ord(ch)) and not raw.supportsCharacter(ch):
            missing.append(ch)
    return missing


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", choices=GAME_IDS)
    ap.add_argument("--language", choices=tuple(LANGUAGES), default="en")
    ap.add_argument("--option", default=None, help="open at this option's section")
    ap.add_argument("--changed", action="append", default=[], metavar="NAME=VALUE",
                    help="an option changed from the default preset (a JSON value)")
    ap.add_argument("--size", default="680x720")
    ap.add_argument("--check", action="store_true", help="list characters no font can draw")
    ap.add_argument("--font-dir", type=Path, default=None, help="add the fonts found here")
    args = ap.parse_args()
    app = QApplication(sys.argv[:1])
    if args.font_dir is not None:
        for path in sorted(args.font_dir.rglob("*")):
            if path.suffix.lower() in (".otf", ".ttf"):
                QFontDatabase.addApplicationFont(str(path))
    options = preset = None
    if args.changed:
        info = get_game(args.game)
        preset = info.default_options()
        changes = {k: json.loads(v) for k, v in (c.split("=", 1) for c in args.changed)}
        options = replace(preset, **changes)
    from cardtable.ui.words import i18n

    i18n.set_language(args.language)  # the window's own words too
    dialog = RulesDialog(args.game, args.game.capitalize(), language=args.language,
                         option=args.option, options=options, preset=preset)
    if args.check:
        missing = missing_glyphs(rules_page(args.game, args.language), dialog)
        print(f"{args.game} ({args.language}): {len(missing)} characters without a glyph"
              + (f": {' '.join(missing[:40])}" if missing else ""))
        return 1 if missing else 0
    width, height = map(int, args.size.split("x"))
    dialog.resize(width, height)
    dialog.move(0, 0)
    dialog.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
