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

Box = tuple[float, float, float, float]  # left, top, right, bottom


def _box(rect: QRectF) -> Box | None:
    """``rect`` as plain numbers (right and bottom beyond left and top); None for an empty
    rectangle, which meets nothing (as QRectF.intersects has it)."""
    r = rect.normalized()
    if r.width() <= 0 or r.height() <= 0:
        return None
    return r.left(), r.top(), r.right(), r.bottom()


def _meets(x: float, y: float, w: float, h: float, boxes: Sequence[Box],
           enough: int | None = None) -> int:
    """How many of ``boxes`` the box at (x, y) of size w × h, with a small gap round it,
    runs into (an overlap of some area; touching edges do not count); counting stops at
    ``enough`` if given (more would not change what the caller decides). Plain numbers, not
    QRectF: the search below asks this thousands of times in a frame."""
    left, top, right, bottom = x - GAP, y - GAP, x + w + GAP, y + h + GAP
    n = 0
    for bl, bt, br, bb in boxes:
        if left < br and bl < right and top < bb and bt < bottom:
            n += 1
            if n == enough:
                break
    return n


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
    right, bottom = max(left, area.right() - w), max(top, area.bottom() - h)

    def inside(x: float, y: float) -> tuple[float, float]:
        return min(max(x, left), right), min(max(y, top), bottom)

    sx, sy = inside(box.x(), box.y())
    reach = step * RINGS
    near = (sx - reach - GAP, sy - reach - GAP, sx + w + reach + GAP, sy + h + reach + GAP)

    def nearby(rects: Sequence[QRectF]) -> list[Box]:
        boxes = (_box(r) for r in rects)
        return [b for b in boxes if b is not None and b[0] < near[2] and near[0] < b[2]
                and b[1] < near[3] and near[1] < b[3]]

    must, soft = nearby(keep_out), nearby(rather)

    def cost(x: float, y: float) -> tuple[int, int]:
        return _meets(x, y, w, h, must), _meets(x, y, w, h, soft)

    def cheaper(x: float, y: float, than: tuple[int, int]) -> tuple[int, int] | None:
        """The cost at (x, y) if it is below ``than``, else None; counted only as far as
        that needs (on a crowded table most spots are not, and counting every box of every
        spot made a Poch step's plates and captions 5-10 ms)."""
        words = _meets(x, y, w, h, must, than[0] + 1)
        if words > than[0]:
            return None
        cards = _meets(x, y, w, h, soft, than[1] if words == than[0] else None)
        return (words, cards) if (words, cards) < than else None

    best, best_cost = (sx, sy), cost(sx, sy)
    if best_cost == (0, 0):
        return QPointF(sx, sy)
    angles = [2 * math.pi * i / DIRECTIONS for i in range(DIRECTIONS)]
    if toward is not None:
        aim = math.atan2(toward.y(), toward.x())
        angles.sort(key=lambda a: abs(math.remainder(a - aim, 2 * math.pi)))
    units = [(math.cos(a), math.sin(a)) for a in angles]
    for ring in range(1, RINGS + 1):
        for ux, uy in units:
            x, y = inside(sx + ux * ring * step, sy + uy * ring * step)
            found = cheaper(x, y, best_cost)
            if found is None:
                continue
            if found == (0, 0):
                return QPointF(x, y)
            best, best_cost = (x, y), found
    return QPointF(*best)
