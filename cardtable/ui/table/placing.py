"""Where the table's words go: each name plate at its seat's spot, each caption beside its
plate, moved as little as it takes to lie on the table clear of every card, the places the
game keeps for its cards (the trick, the board), the chip counts and each other
(``ui/table/clearance.py`` finds the room; ``TableGeometry`` gives the spots).

The boxes of the table are turned into plain numbers once for a placing of every plate and
caption, and each word placed is added to them as it lands: a Poch step placed four plates
and up to four captions, each over some forty boxes, and asking Qt for every box anew for
each of them made the step's frame late.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from cardtable.ui.table.clearance import Box, box_of, boxes, free_spot, overlaps
from cardtable.ui.table.plates import Caption, NamePlate

if TYPE_CHECKING:
    from cardtable.ui.table.scene import TableScene


def place_plates(scene: TableScene) -> None:
    """Every plate, then every caption (they follow their plates), then the game's own items
    beside the plates."""
    words, cards = boxes(scene.word_boxes()), scene.card_boxes()
    area = scene.sceneRect().adjusted(2, 2, -2, -2)
    seats = range(len(scene.plates))
    asked = (tuple(words), tuple(cards), box_of(area),
             tuple((scene.place_of(s), len(scene.model.hand(s).slots),
                    box_of(scene.plates[s].boundingRect())) for s in seats),
             tuple((c.serial, c.seat, c.full_px) for c in scene.captions))
    if asked != scene.placed_for:  # else every word lies where the same question put it
        scene.placed_for = asked
        _place(scene, words, cards, area)
    scene.adapter.arrange(scene)  # the game's items say what the game says now, too


def _place(scene: TableScene, words: list[Box], cards: list[Box], area: QRectF) -> None:
    geom = scene.geom
    for seat in sorted(range(len(scene.plates)), key=scene.place_of):
        plate = scene.plates[seat]
        place = scene.place_of(seat)
        spot = geom.spot(place)
        bounds = plate.boundingRect()
        x, y = spot.plate_x, spot.plate_y
        if place == 0:  # beside the hand, where raised cards do not run into it
            n = max(1, len(scene.model.hand(seat).slots))
            left = min(px for px, _, _ in geom.hand(0, n, geom.big))
            side_x = left - geom.big / 2 - bounds.width() / 2 - 14
            if side_x - bounds.width() / 2 > geom.margin:
                x, y = side_x, spot.y + geom.big_h * 0.18
        corner = free_spot(bounds.translated(x, y), words, area,
                           toward=QPointF(spot.toward_x, spot.toward_y), rather=cards)
        plate.setPos(corner - bounds.topLeft())
        words.append(box_of(plate.sceneBoundingRect()))
    said = [box_of(c.sceneBoundingRect()) for c in scene.captions]
    for i, cap in enumerate(scene.captions):
        place_caption(scene, cap, words + said[:i] + said[i + 1:], cards)
        said[i] = box_of(cap.sceneBoundingRect())
        cap.setVisible(True)


def place_caption(scene: TableScene, cap: Caption, words: list[Box] | None = None,
                  cards: list[Box] | None = None) -> None:
    """Above the player's own plate, or beside another seat's toward the middle (the name
    stays readable); then moved as little as it takes to cover no card, plate, count or
    other caption (``words`` and ``cards``: those boxes, if the caller has them)."""
    plate = scene.plates[cap.seat]
    if words is None:
        words = boxes(scene.word_boxes() + [p.sceneBoundingRect() for p in scene.plates]
                      + [c.sceneBoundingRect() for c in scene.captions if c is not cap])
    if cards is None:
        cards = scene.card_boxes()
    area = scene.sceneRect().adjusted(2, 2, -2, -2)
    # Its size first; on a crowded table (six seats at 1280x720), smaller where that finds it
    # room off the cards (a caption over a hand hid the cards it spoke of).
    for px in (cap.full_px, max(12, cap.full_px * 3 // 4)):
        cap.set_pixel_size(px)
        bounds = cap.boundingRect()
        if scene.place_of(cap.seat) == 0:
            x = plate.pos().x()
            y = plate.pos().y() - plate.boundingRect().height() / 2 - bounds.height() / 2 - 6
        else:
            x, y = _beside(scene, plate, bounds)
        toward = QPointF(scene.geom.cx - x, scene.geom.cy - y)
        length = max(1.0, (toward.x() ** 2 + toward.y() ** 2) ** 0.5)
        corner = free_spot(bounds.translated(x, y), words, area, toward=toward / length,
                           rather=cards)
        cap.setPos(corner - bounds.topLeft())
        if not overlaps(cap.sceneBoundingRect(), cards):
            break


def _beside(scene: TableScene, plate: NamePlate, cr: QRectF) -> tuple[float, float]:
    """Where a caption of bounds ``cr`` goes next to a plate: on the plate's side toward the
    table's centre (below a plate at the top, inside a side seat's), touching it."""
    px, py = plate.pos().x(), plate.pos().y()
    pr = plate.boundingRect()
    g = scene.geom
    dx, dy = g.cx - px, g.cy - py
    if abs(dy) * g.width >= abs(dx) * g.height:  # above or below the middle
        return px, py + (1 if dy > 0 else -1) * (pr.height() + cr.height()) / 2 + 4
    return px + (1 if dx > 0 else -1) * (pr.width() + cr.width()) / 2 + 6, py
