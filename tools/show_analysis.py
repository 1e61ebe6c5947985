"""Show the analysis of a Schnapsen deal with a blunder marked, for a look or a screenshot:
the review window of the deal of ``tests/ai/analysis_deals.py`` (you lead the ace of spades
where the ace of diamonds wins), analysed, stepped to the blunder.

    .venv/bin/python tools/show_analysis.py [--lang de] [--size 1280x720]
    /work/shared/tools/screenshot /tmp/analysis.png --wait 20 --size 1280x720 -- \\
        .venv/bin/python tools/show_analysis.py

Settings and past games are not touched: only the review window opens.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--lang", default="en")
    ap.add_argument("--size", default="1280x720")
    args = ap.parse_args()
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.app.review import ReviewWindow
    from cardtable.ui.words import i18n
    from tests.ai.analysis_deals import BLUNDER_AT, blunder_record

    app = QApplication(sys.argv[:1])
    i18n.set_language(args.lang)
    window = ReviewWindow([blunder_record()], ["You", "Anna"], "Schnapsen", "french", "blue",
                          "green", 1.0)
    width, height = map(int, args.size.split("x"))
    window.resize(width, height)
    window.move(0, 0)
    window.show()
    window.analysis.finished.connect(lambda _made: window.go_to(BLUNDER_AT + 1))
    window.analyse()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
