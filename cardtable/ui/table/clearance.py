"""Finding room for words on the table: the nearest spot to where a plate, a caption or a
panel would go at which it lies inside the view and clear of every card, every other box of
words and the places the game keeps for its cards (the trick, the board).

Pure geometry over rectangles; the scene and the window give the boxes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

from cardtable.ui.table.card_item import CARD_ASPECT
from cardtable.ui.table.layout import Placement

RINGS = 60  # how many steps out from the wanted spot are tried
DIRECTIONS = 16  # spots tried on each ring


def card_rect(p: Placement) -> QRectF:
    """The upright box round a card laid at ``p`` (turned by its rotation)."""
    w, h = p.width, p.width * CARD_ASPECT
    r = math.radians(p.rotation)
    c, s = abs(math.cos(r)), abs(math.sin(r))
    bw, bh = w * c + h * s, w * s + h * c
    return QRectF(p.x - bw / 2, p.y - bh / 2, bw, bh)


GAP = 3.0  # pixels kept between words and whatever they keep clear of


def _clear(rect: QRectF, keep_out: Sequence[QRectF]) -> int:
    """How many boxes ``rect``, with a small gap round it, runs into."""
    outer = rect.adjusted(-GAP, -GAP, GAP, GAP)
    return sum(outer.intersects(k) for k in keep_out)


def free_spot(box: QRectF, keep_out: Sequence[QRectF], area: QRectF,
              step: float = 6.0, toward: QPointF | None = None,
              rather: Sequence[QRectF] = ()) -> QPointF:
    """The top-left corner nearest to ``box``'s at which it lies inside ``area`` and meets
    none of ``keep_out`` (words, which must stay readable) and none of ``rather`` (cards);
    where no such spot is near, the nearest that meets no words and the fewest cards, else
    the one that meets the fewest words. Among spots as near, those ``toward`` a direction
    (a unit vector) come first."""
    w, h = box.width(), box.height()
    left, top = area.left(), area.top()
    right, bottom = area.right() - w, area.bottom() - h

    def inside(x: float, y: float) -> QPointF:
        return QPointF(min(max(x, left), max(left, right)), min(max(y, top), max(top, bottom)))

    start = inside(box.x(), box.y())
    reach = step * RINGS
    near_box = QRectF(start.x() - reach, start.y() - reach, w + 2 * reach, h + 2 * reach)
    must = [k for k in keep_out if k.intersects(near_box)]
    soft = [k for k in rather if k.intersects(near_box)]

    def cost(spot: QPointF) -> tuple[int, int]:
        rect = QRectF(spot.x(), spot.y(), w, h)
        return _clear(rect, must), _clear(rect, soft)

    best, best_cost = start, cost(start)
    if best_cost == (0, 0):
        return start
    angles = [2 * math.pi * i / DIRECTIONS for i in range(DIRECTIONS)]
    if toward is not None:
        aim = math.atan2(toward.y(), toward.x())
        angles.sort(key=lambda a: abs(math.remainder(a - aim, 2 * math.pi)))
    for ring in range(1, RINGS + 1):
        for a in angles:
            spot = inside(start.x() + math.cos(a) * ring * step,
                          start.y() + math.sin(a) * ring * step)
            found = cost(spot)
            if found == (0, 0):
                return spot
            if found < best_cost:
                best, best_cost = spot, found
    return best
