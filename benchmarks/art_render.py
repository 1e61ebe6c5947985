"""Time to render each whole deck at 2x scale, cold (no cached SVGs or images).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/art_render.py [--width 250] [--dpr 2]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication

from cardtable import art


def time_deck(style: str, width: int, dpr: float) -> tuple[int, float, float]:
    """Cards rendered, wall seconds, CPU seconds (CPU time is steadier on a busy machine)."""
    art.clear_cache()
    cards = art.deck_cards(style)
    t0, c0 = time.perf_counter(), time.process_time()
    for c in cards:
        art.render_card(c, style, width, dpr)
    return len(cards), time.perf_counter() - t0, time.process_time() - c0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--width", type=int, default=250, help="logical card width in px")
    ap.add_argument("--dpr", type=float, default=2.0, help="device pixel ratio")
    args = ap.parse_args()
    app = QGuiApplication.instance() or QGuiApplication([])
    px = f"{round(args.width * args.dpr)}x{round(args.width * args.dpr * art.CARD_ASPECT)} px"
    print(f"whole deck, {args.width} px wide at dpr {args.dpr} ({px} per card), cold:")
    total = cpu_total = 0.0
    for style in art.DECK_STYLES:
        count, secs, cpu = time_deck(style, args.width, args.dpr)
        total += secs
        cpu_total += cpu
        print(f"  {style:9s} {count:3d} cards  {secs * 1000:7.1f} ms wall  {cpu * 1000:7.1f} ms cpu"
              f"  ({secs * 1000 / count:.1f} ms/card)")
    art.clear_cache()
    t0 = time.perf_counter()
    for b in art.BACKS:
        art.render_card(None, "french", args.width, args.dpr, back=b)
    print(f"  backs     {len(art.BACKS):3d}        {(time.perf_counter() - t0) * 1000:7.1f} ms wall")
    print(f"  all decks            {total * 1000:7.1f} ms wall  {cpu_total * 1000:7.1f} ms cpu")
    del app


if __name__ == "__main__":
    main()
