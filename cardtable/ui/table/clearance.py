"""Finding room for words on the table: the nearest spot to where a plate, a caption or a
panel would go at which it lies inside the view and clear of every card, every other box of
words and the places the game keeps for its cards (the trick, the board).

Pure geometry over rectangles; the scene and the window give the boxes.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

from cardtable.ui.table.card_item import CARD_ASPECT
from cardtable.ui.table.layout import Placement

RINGS = 60  # how many steps out from the wanted spot are tried
DIRECTIONS = 16  # spots tried on each ring
GAP = 3.0  # pixels kept between words and whatever they keep clear of

Box = tuple[float, float, float, float]  # left, top, right, bottom


def card_box(p: Placement) -> Box:
    """The upright box round a card laid at ``p`` (turned by its rotation), as plain numbers
    (a relayout's fifty cards, without a QRectF each)."""
    w, h = p.width, p.width * CARD_ASPECT
    r = math.radians(p.rotation)
    c, s = abs(math.cos(r)), abs(math.sin(r))
    half_w, half_h = (w * c + h * s) / 2, (w * s + h * c) / 2
    return p.x - half_w, p.y - half_h, p.x + half_w, p.y + half_h


def _box(rect: QRectF) -> Box | None:
    """``rect`` as plain numbers (right and bottom beyond left and top); None for an empty
    rectangle, which meets nothing (as QRectF.intersects has it)."""
    r = rect.normalized()
    if r.width() <= 0 or r.height() <= 0:
        return None
    return r.left(), r.top(), r.right(), r.bottom()


def boxes(rects: Sequence[QRectF]) -> list[Box]:
    """``rects`` as plain numbers, the empty ones left out: a caller that asks for room
    several times over the same table converts its boxes once."""
    out = []
    for r in rects:
        b = _box(r)
        if b is not None:
            out.append(b)
    return out


def box_of(rect: QRectF) -> Box:
    """``rect`` as plain numbers, as it is (for a rectangle that has a size: an item's
    box; :func:`boxes` leaves the empty ones out)."""
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def overlaps(rect: QRectF, among: Sequence[Box]) -> bool:
    """Whether ``rect`` shares some area with any of ``among`` (QRectF.intersects)."""
    b = _box(rect)
    if b is None:
        return False
    left, top, right, bottom = b
    return any(left < br and bl < right and top < bb and bt < bottom
               for bl, bt, br, bb in among)


def free_spot(box: QRectF, keep_out: Sequence[Box], area: QRectF,
              step: float = 6.0, toward: QPointF | None = None,
              rather: Sequence[Box] = ()) -> QPointF:
    """The top-left corner nearest to ``box``'s at which it lies inside ``area`` and meets
    none of ``keep_out`` (words, which must stay readable) and none of ``rather`` (cards);
    where no such spot is near, the nearest that meets no words and the fewest cards, else
    the one that meets the fewest words. Among spots as near, those ``toward`` a direction
    (a unit vector) come first. ``keep_out`` and ``rather`` are :func:`boxes`.

    A spot meets a box when the spot's box, with :data:`GAP` round it, shares some area with
    it: when its corner lies inside the box grown by that gap and the spot's size (up and to
    the left), which is what is counted here, with plain numbers: a crowded table asks this
    for thousands of spots in a frame."""
    w, h = box.width(), box.height()
    left, top = area.left(), area.top()
    right, bottom = max(left, area.right() - w), max(top, area.bottom() - h)
    sx, sy = min(max(box.x(), left), right), min(max(box.y(), top), bottom)
    reach = step * RINGS
    near = (sx - reach - GAP, sy - reach - GAP, sx + w + reach + GAP, sy + h + reach + GAP)

    def corners(among: Sequence[Box]) -> list[Box]:
        """Where a spot's corner meets each box that some spot could reach."""
        return [(bl - w - GAP, bt - h - GAP, br + GAP, bb + GAP)
                for bl, bt, br, bb in among
                if bl < near[2] and near[0] < br and bt < near[3] and near[1] < bb]

    # The largest first: a spot that meets one is most often known to be no better at once.
    must = sorted(corners(keep_out), key=lambda b: (b[0] - b[2]) * (b[3] - b[1]))
    soft = sorted(corners(rather), key=lambda b: (b[0] - b[2]) * (b[3] - b[1]))

    def count(x: float, y: float, among: list[Box]) -> int:
        """How many of ``among`` the corner (x, y) lies in."""
        return sum(1 for x1, y1, x2, y2 in among if x1 < x < x2 and y1 < y < y2)

    everything = len(must) + len(soft) + 1
    best, best_cost = (sx, sy), (count(sx, sy, must), count(sx, sy, soft))
    if best_cost == (0, 0):
        return QPointF(sx, sy)
    angles = [2 * math.pi * i / DIRECTIONS for i in range(DIRECTIONS)]
    if toward is not None:
        aim = math.atan2(toward.y(), toward.x())
        angles.sort(key=lambda a: abs(math.remainder(a - aim, 2 * math.pi)))
    units = [(math.cos(a), math.sin(a)) for a in angles]
    seen = {best}  # a spot pressed against the area's edge comes up again, ring after ring
    best_words, best_cards = best_cost
    for ring in range(1, RINGS + 1):
        for ux, uy in units:
            # Inside the area, compared in line (min and max are calls: a third of the loop).
            x = sx + ux * ring * step
            if x < left:
                x = left
            elif x > right:
                x = right
            y = sy + uy * ring * step
            if y < top:
                y = top
            elif y > bottom:
                y = bottom
            spot = (x, y)
            if spot in seen:
                continue
            seen.add(spot)
            # Counted only as far as it takes to know the spot is no better than the best
            # so far (on a crowded table most spots are not), in line: this is the loop a
            # crowded table's words spend their time in.
            words = 0
            for x1, y1, x2, y2 in must:
                if x1 < x < x2 and y1 < y < y2:
                    words += 1
                    if words > best_words:
                        break
            if words > best_words:
                continue
            limit = best_cards if words == best_words else everything
            cards = 0
            for x1, y1, x2, y2 in soft:
                if x1 < x < x2 and y1 < y < y2:
                    cards += 1
                    if cards >= limit:
                        break
            if words == best_words and cards >= best_cards:
                continue
            if words == 0 and cards == 0:
                return QPointF(x, y)
            best, best_words, best_cards = spot, words, cards
    return QPointF(*best)


def panel_spot(width: float, height: float, prefer: QPointF, must_rects: Sequence[QRectF],
               rather_rects: Sequence[QRectF], area: QRectF) -> tuple[QPointF, float]:
    """The top left corner for a panel of this size inside ``area`` that covers none of
    ``must_rects`` and as little of ``rather_rects`` as it can, nearest ``prefer`` (the centre
    it would like); if nothing is clear, the spot that covers least. And how much it covers
    there: the largest share it hides of one of ``rather_rects``, plus 1,000 times the share
    of the panel over ``must_rects``.

    The spots tried are the area's edges, the preferred spot and beside each box on every
    side, nearest first: once a spot covers nothing, none further can be better (a Poch
    table's summary tried some 1,700 spots against every box, 11 ms, twice)."""
    must = [box_of(r) for r in must_rects]
    rather = [(*box_of(r), max(1.0, r.width() * r.height())) for r in rather_rects]
    m_left, m_top = area.left(), area.top()
    right, bottom = area.right() - width, area.bottom() - height
    px, py = prefer.x() - width / 2, prefer.y() - height / 2
    xs = {m_left, right, px}
    ys = {m_top, bottom, py}
    for x1, y1, x2, y2 in must + [r[:4] for r in rather]:  # beside each, on every side
        xs.update((x2 + 1, x1 - width - 1))
        ys.update((y2 + 1, y1 - height - 1))
    xs = {x for x in xs if m_left <= x <= max(m_left, right)}
    ys = {y for y in ys if m_top <= y <= max(m_top, bottom)}
    # Nearest first, taken from a heap as they are needed (the search mostly stops early:
    # sorting every spot was a third of it).
    spots = [(abs(x - px) + abs(y - py), x, y) for x in xs for y in ys]
    heapq.heapify(spots)
    best, best_cost, best_covers = (px, py), (math.inf, math.inf), 1000.0
    while spots:
        far, x, y = heapq.heappop(spots)
        if best_cost[0] == 0 and best_cost[1] <= far:
            break  # every spot from here on covers nothing at best, and lies further
        x2, y2 = x + width, y + height
        blocked = 0.0
        for a1, b1, a2, b2 in must:
            if a1 < x2 and x < a2 and b1 < y2 and y < b2:  # they share some area
                blocked += (min(a2, x2) - max(a1, x)) * (min(b2, y2) - max(b1, y))
                if blocked > best_cost[0]:
                    break  # no better than the best so far, whatever the rest
        if blocked > best_cost[0]:
            continue
        hidden = 0.0
        most = 0.0
        worse = blocked == best_cost[0]  # then the cards decide: stop once they are worse
        for a1, b1, a2, b2, size in rather:
            if a1 < x2 and x < a2 and b1 < y2 and y < b2:
                share = (min(a2, x2) - max(a1, x)) * (min(b2, y2) - max(b1, y)) / size
                hidden += share
                most = max(most, share)
                if worse and hidden * 100_000 + far >= best_cost[1]:
                    break
        # Any spot clear of the other hands before a nearer one over them: a panel over a
        # hand hides the cards a person counts.
        cost = (blocked, hidden * 100_000 + far)
        if cost < best_cost:
            best, best_cost = (x, y), cost
            best_covers = blocked / (width * height) * 1000 + most
    return QPointF(*best), best_covers

