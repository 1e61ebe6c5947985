"""Print a guide's deal and walk its moves: each seat's hand as dealt, then every move of the
guide with who is on turn and what was legal, stopping at the first move that does not fit.
For writing a guide (docs/guides.md):

    python tools/guide_deal.py poch          # the guide in cardtable/ui/learn/guides/poch.py
    python tools/guide_deal.py poch --deck "KS 9C …"   # try another pack order first
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.cards import card_str
from cardtable.ui.app.learn import guide_session
from cardtable.ui.learn.guide import Say, You
from cardtable.ui.learn.index import load_guide


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--deck", default=None, help="a pack order to try instead of the guide's")
    args = p.parse_args(argv)
    guide = load_guide(args.game)
    if args.deck is not None:
        guide = replace(guide, deck=args.deck)
    session = guide_session(guide)
    state = session.start_deal()
    for seat in range(session.match.num_seats):
        view = state.view(seat)
        hand = getattr(view, "hand", 0)
        print(f"seat {seat}: {' '.join(card_str(c) for c in range(64) if hand >> c & 1)}")
    for number, step in enumerate(guide.steps):
        if isinstance(step, Say):
            print(f"{number:3}  say   → {step.target or '-'}: {step.text.source[:60]}")
            continue
        seat = 0 if isinstance(step, You) else step.seat
        legal = [str(a) for a in state.view(state.current_player).legal] \
            if not state.is_over else []
        who = "you " if isinstance(step, You) else "they"
        print(f"{number:3}  {who}  seat {seat} {step.action!r:12} legal: {' '.join(legal)}")
        if state.is_over or state.current_player != seat or step.action not in legal:
            print(f"     ✗ seat {state.current_player} is on turn; {step.action!r} does not fit")
            return 1
        session.apply(step.action)
    print("the deal is over" if state.is_over else "the deal goes on after the guide")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
