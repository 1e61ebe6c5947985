"""What a person sees of the table's words, as boxes: every item that carries text (name
plates, captions, the badge, the chip counts and the places of chips on the felt) and every panel over the table, in the view's
coordinates; and the checks that none leaves the view and none covers another's words."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsObject, QGraphicsView, QWidget

from cardtable.ui.table.board import Hollow
from cardtable.ui.table.card_item import CardItem
from cardtable.ui.table.chips import ChipStack
from cardtable.ui.table.plates import Caption, NamePlate, TableBadge

SLACK = 1.0  # pixels two boxes may share (anti-aliased rims)


@dataclass(frozen=True)
class Box:
    what: str
    rect: QRectF
    text: bool  # carries words (a card's corner index is no words here)
    panel: bool = False  # a panel over the table: opaque, it may lie over cards


def _name(item: QGraphicsObject) -> str:
    for attr in ("name", "text"):
        value = getattr(item, attr, None)
        if isinstance(value, str) and value:
            return f"{type(item).__name__}({value!r})"
    card = getattr(item, "card", None)
    return f"{type(item).__name__}({card})" if card is not None else type(item).__name__


def boxes(view: QGraphicsView, panels: list[QWidget] | None = None) -> list[Box]:
    """The boxes of what the view shows now: the text-bearing items and the cards at rest
    (in view coordinates), and the visible ``panels`` over the view."""
    out: list[Box] = []
    scene = view.scene()
    if scene is None:
        return out
    for item in scene.items():
        if not isinstance(item, QGraphicsObject) or not item.isVisible() or item.opacity() < 0.5:
            continue
        if isinstance(item, (NamePlate, Caption)) or (
                isinstance(item, TableBadge) and item.text):
            rect = _in_view(view, item.sceneBoundingRect())
            out.append(Box(_name(item), rect, True))
        elif isinstance(item, Hollow):  # a compartment of the board: its name and count
            r = item.radius  # the hollow itself, not the rim its light may draw round it
            out.append(Box(f"Hollow({item.compartment})",
                           _in_view(view, item.mapRectToScene(QRectF(-r, -r, 2 * r, 2 * r))),
                           True))
        elif isinstance(item, ChipStack) and (item.labelled and item.count or item.marked):
            # a count, or a place on the felt that chips go to (its ring, empty): in view
            rect = _in_view(view, item.sceneBoundingRect())
            out.append(Box(f"ChipStack({getattr(item, 'place', '')})", rect, True))
        elif isinstance(item, CardItem):  # the card itself, not its soft shadow
            rect = _in_view(view, item.mapRectToScene(item.card_rect()))
            out.append(Box(_name(item), rect, False))
    for panel in panels or []:
        if panel.isVisible():
            top_left = panel.mapTo(view, panel.rect().topLeft())
            out.append(Box(type(panel).__name__, QRectF(top_left.x(), top_left.y(),
                                                        panel.width(), panel.height()), True,
                       panel=True))
    return out


def problems(view: QGraphicsView, panels: list[QWidget] | None = None) -> list[str]:
    """Words that leave the view, and words that another box covers."""
    found = []
    area = QRectF(view.viewport().rect())
    shown = boxes(view, panels)
    for box in shown:
        if box.text and not area.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(box.rect):
            found.append(f"{box.what} leaves the view: {_r(box.rect)} in {_r(area)}")
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            if not (a.text or b.text):
                continue
            if (a.panel and not b.text) or (b.panel and not a.text):
                continue  # an opaque panel over cards hides them, not their words
            kinds = {a.what.split("(")[0], b.what.split("(")[0]}
            if kinds <= {"Hollow", "ChipStack"}:
                continue  # the board's compartments lie side by side, their counters in them
            meet = a.rect.intersected(b.rect)
            if meet.width() > SLACK and meet.height() > SLACK and _round_meets(a, b):
                found.append(f"{a.what} {_r(a.rect)} and {b.what} {_r(b.rect)} overlap")
    return found


def _round_meets(a: Box, b: Box) -> bool:
    """Whether a hollow of the board (a circle in its box) really meets the other box: the
    corners of a circle's box are no part of it."""
    for circle, other in ((a, b), (b, a)):
        if circle.what.startswith("Hollow("):
            c, r = circle.rect.center(), circle.rect.width() / 2
            nx = min(max(c.x(), other.rect.left()), other.rect.right())
            ny = min(max(c.y(), other.rect.top()), other.rect.bottom())
            return (nx - c.x()) ** 2 + (ny - c.y()) ** 2 < (r - SLACK) ** 2
    return True


def _in_view(view: QGraphicsView, rect: QRectF) -> QRectF:
    return view.viewportTransform().mapRect(rect)


def _r(r: QRectF) -> str:
    return f"({r.x():.0f},{r.y():.0f} {r.width():.0f}x{r.height():.0f})"
