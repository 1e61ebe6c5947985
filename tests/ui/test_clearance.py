"""ui/table/clearance.py: the room found for words is the spot its definition names.

``free_spot`` counts overlaps with plain numbers for speed; here the same search is written
with QRectF's own ``intersects`` (as it was first written), and both must find the same spot
on many random tables.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF

from cardtable.ui.table.clearance import DIRECTIONS, GAP, RINGS, boxes, free_spot, panel_spot


def _by_qrectf(box: QRectF, keep_out: list[QRectF], area: QRectF, step: float,
               toward: QPointF | None, rather: list[QRectF]) -> QPointF:
    w, h = box.width(), box.height()
    left, top = area.left(), area.top()
    right, bottom = area.right() - w, area.bottom() - h

    def inside(x: float, y: float) -> QPointF:
        return QPointF(min(max(x, left), max(left, right)), min(max(y, top), max(top, bottom)))

    def meets(rect: QRectF, boxes: list[QRectF]) -> int:
        outer = rect.adjusted(-GAP, -GAP, GAP, GAP)
        return sum(outer.intersects(k) for k in boxes)

    def cost(spot: QPointF) -> tuple[int, int]:
        rect = QRectF(spot.x(), spot.y(), w, h)
        return meets(rect, keep_out), meets(rect, rather)

    start = inside(box.x(), box.y())
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


def _rect(rng: random.Random, big: bool = False) -> QRectF:
    w = rng.uniform(20, 300 if big else 120)
    h = rng.uniform(10, 200 if big else 60)
    if rng.random() < 0.05:
        w = 0.0  # an empty box meets nothing
    return QRectF(rng.uniform(-50, 1250), rng.uniform(-50, 700), w, h)


def test_free_spot_finds_the_spot_of_its_definition() -> None:
    rng = random.Random(7)
    area = QRectF(2, 2, 1276, 716)
    moved = 0
    for _ in range(300):
        words = [_rect(rng) for _ in range(rng.randrange(0, 8))]
        cards = [_rect(rng, big=True) for _ in range(rng.randrange(0, 14))]
        box = QRectF(rng.uniform(0, 1200), rng.uniform(0, 680), rng.uniform(40, 220),
                     rng.uniform(20, 70))
        toward = None if rng.random() < 0.3 else QPointF(rng.uniform(-1, 1), rng.uniform(-1, 1))
        want = _by_qrectf(box, words, area, 6.0, toward, cards)
        got = free_spot(box, boxes(words), area, toward=toward, rather=boxes(cards))
        assert (got.x(), got.y()) == (want.x(), want.y()), (box, words, cards, toward)
        moved += (got.x(), got.y()) != (box.x(), box.y())
    assert moved > 50  # many tables were crowded enough to move the words


def test_a_box_touching_an_edge_is_clear() -> None:
    card = QRectF(100, 100, 50, 70)
    box = QRectF(150 + GAP, 100, 40, 20)  # its gap ends where the card begins
    assert free_spot(box, [], QRectF(0, 0, 800, 600), rather=boxes([card])) == box.topLeft()
    nearer = QRectF(150 + GAP - 1, 100, 40, 20)
    assert free_spot(nearer, [], QRectF(0, 0, 800, 600), rather=boxes([card])) != nearer.topLeft()


def _panel_by_definition(width: float, height: float, prefer: QPointF, must: list[QRectF],
                         rather: list[QRectF], area: QRectF) -> tuple[QPointF, float]:
    """Every candidate spot tried against every box with QRectF's own intersection."""
    px, py = prefer.x() - width / 2, prefer.y() - height / 2
    right, bottom = area.right() - width, area.bottom() - height
    xs, ys = {area.left(), right, px}, {area.top(), bottom, py}
    for r in must + rather:
        xs.update((r.right() + 1, r.left() - width - 1))
        ys.update((r.bottom() + 1, r.top() - height - 1))
    best, best_cost, covers = QPointF(px, py), (math.inf, math.inf), 1000.0
    for x in (x for x in xs if area.left() <= x <= max(area.left(), right)):
        for y in (y for y in ys if area.top() <= y <= max(area.top(), bottom)):
            panel = QRectF(x, y, width, height)
            blocked = sum(_area(panel.intersected(r)) for r in must)
            shares = [_area(panel.intersected(r)) / max(1.0, _area(r)) for r in rather]
            cost = (blocked, sum(shares) * 100_000 + abs(x - px) + abs(y - py))
            if cost < best_cost:
                best, best_cost = QPointF(x, y), cost
                covers = blocked / (width * height) * 1000 + max(shares, default=0.0)
    return best, covers


def _area(r: QRectF) -> float:
    return r.width() * r.height() if r.width() > 0 and r.height() > 0 else 0.0


def test_a_panel_goes_where_its_definition_says() -> None:
    """The nearest-first search that stops early finds the spot of the full search."""
    rng = random.Random(11)
    area = QRectF(8, 8, 1264, 704)
    for _ in range(200):
        must = [_rect(rng) for _ in range(rng.randrange(0, 10))]
        rather = [_rect(rng, big=True) for _ in range(rng.randrange(0, 8))]
        width, height = rng.uniform(200, 500), rng.uniform(100, 300)
        prefer = QPointF(rng.uniform(300, 900), rng.uniform(200, 500))
        want = _panel_by_definition(width, height, prefer, must, rather, area)
        got = panel_spot(width, height, prefer, must, rather, area)
        assert (got[0].x(), got[0].y()) == (want[0].x(), want[0].y())
        assert math.isclose(got[1], want[1], abs_tol=1e-9)
