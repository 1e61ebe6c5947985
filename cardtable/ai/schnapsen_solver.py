"""Alpha-beta on game points over a Schnapsen deal with every card placed.

Search knowledge, not rules: it plays the game's rules core
(:class:`~cardtable.games.schnapsen.SchnapsenCore`) and asks it for moves, results and its
table key. A deal's value for a seat is the game points it wins (+1 … +3) or loses (-1 … -3),
0 for the Sixty-six 65 : 65 stand-off.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from cardtable.games.schnapsen import POINTS, SchnapsenCore

INF: Final = 1_000.0
Evaluate = Callable[[SchnapsenCore, int], float]


class Solver:
    """Alpha-beta on game points over a :class:`SchnapsenCore`.

    Exact when ``depth`` is None; otherwise moves beyond ``depth`` are scored by ``evaluate``
    (a function of the core and the seat to move). The transposition table is keyed by
    :meth:`SchnapsenCore.key` and the remaining depth, and kept across calls on related deals.
    ``nodes`` counts the positions searched: the search's budget is counted in them.
    """

    def __init__(self, evaluate: Evaluate | None = None) -> None:
        self.evaluate = evaluate
        self.table: dict[tuple[Any, ...], tuple[float, int]] = {}
        self.nodes = 0

    def root_values(self, core: SchnapsenCore, seat: int, moves: list[int],
                    depth: int | None = None) -> list[float]:
        """The value for ``seat`` of each root move (exact values, not just bounds)."""
        out = []
        for m in moves:
            child = core.clone()
            child.play(m)
            if child.is_over:
                out.append(float(child.value(seat)))
                continue
            v = self.search(child, -INF, INF, depth)
            out.append(v if child.to_move == seat else -v)
        return out

    def search(self, w: SchnapsenCore, alpha: float, beta: float, depth: int | None) -> float:
        """Value of ``w`` for the seat to move (for a finished deal: for the last to move)."""
        self.nodes += 1
        if w.is_over:
            return w.value(w.to_move)
        if depth is not None and depth <= 0:
            assert self.evaluate is not None, "a depth needs an evaluation"
            return float(self.evaluate(w, w.to_move))
        key = w.key()
        hit = self.table.get(key)
        if hit is not None and (depth is None or hit[1] >= depth):
            return hit[0]
        mover, best = w.to_move, -INF
        a0 = alpha
        for m in _ordered(w.moves()):
            child = w.clone()
            child.play(m)
            nd = None if depth is None else depth - 1
            if child.is_over:
                v = float(child.value(mover))
            elif child.to_move == mover:
                v = self.search(child, alpha, beta, nd)
            else:
                v = -self.search(child, -beta, -alpha, nd)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        if a0 < best < beta:  # exact: safe to reuse whatever the window
            self.table[key] = (best, 1_000 if depth is None else depth)
        return best


def _ordered(moves: list[int]) -> list[int]:
    # Marriages, exchanges and closes first, then valuable cards: good moves early prune more.
    if len(moves) < 3:
        return moves
    return sorted(moves, key=lambda m: -100 if m >= 52 else -POINTS[m])
