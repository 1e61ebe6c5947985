"""The Poch board on the table: our board art, its compartments labelled as on real boards, each
with its name (in the words of the deck on the table) and its count when the mouse is over it.

The compartments are found in the art by their ids (``compartment-ace`` …); a chip place of a
game with the same name (``"ace"``, ``"poch"``, ``"pocher"``, ``"centre"`` …) lies in that
hollow. The board is one item, rendered from SVG at the table's size and screen scale.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from cardtable import art
from cardtable.cards import FRENCH_RANK_NAMES, GERMAN_RANK_NAMES
from cardtable.engine.messages import Text
from cardtable.ui.table.layout import BoardSpot
from cardtable.ui.words.text import TableWords, words

_RANKS = {"ace": 14, "king": 13, "queen": 12, "jack": 11, "ten": 10}
# What real boards paint in each hollow (rules/poch.md §5): the rank's index, the pair of the
# Mariage, the run of the Sequenz; the modern board's centre is unlabelled.
_FRENCH_LABELS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "10",
                  "mariage": "K Q", "sequenz": "7 8 9", "poch": "POCH", "pocher": "POCHER",
                  "centre": ""}
_GERMAN_LABELS = _FRENCH_LABELS | {"queen": "O", "jack": "U", "mariage": "K O"}
# The game's own words, the same with either pack (rules/poch.md's vocabulary).
_GAME_WORDS = {"mariage": "Mariage", "sequenz": "Sequenz", "poch": "Poch", "pocher": "Pocher",
               "centre": "Pinke"}
_HOLLOW_TIP = Text("table", "{place}: %n chips", one="{place}: %n chip", count="n")


def compartment_name(compartment: str, german: bool) -> str:
    """A compartment's name for people: the rank's name in the pack on the table (Ober with
    the German pack, Queen with the French), or the game's word (Mariage, Sequenz, Poch)."""
    rank = _RANKS.get(compartment)
    if rank is not None:
        english = (GERMAN_RANK_NAMES if german else FRENCH_RANK_NAMES)[rank]
        return words("cards", english[:1].upper() + english[1:])
    return words("board", _GAME_WORDS.get(compartment, compartment.capitalize()))


def compartment_label(compartment: str, german: bool) -> str:
    """What the board shows painted in the hollow."""
    labels = _GERMAN_LABELS if german else _FRENCH_LABELS
    return words("board", labels.get(compartment, compartment.upper()))


@cache
def hollows_in_art(board: str) -> tuple[float, tuple[tuple[str, float, float, float], ...]]:
    """The art's size across, and each compartment's hollow (name, centre x, y, radius) in
    the art's coordinates. Needs a QGuiApplication."""
    view = art.board_view_box(board)
    out = []
    for cid, r in art.compartment_rects(board).items():
        c = r.center()
        out.append((cid.removeprefix("compartment-"), c.x() - view.x(), c.y() - view.y(),
                    min(r.width(), r.height()) / 2))
    return view.width(), tuple(out)


class Hollow(QGraphicsObject):
    """One compartment of the board: lights up under the mouse, names itself in a tooltip."""

    def __init__(self, compartment: str, parent: BoardItem) -> None:
        super().__init__(parent)
        self.compartment = compartment
        self.radius = 10.0
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_radius(self, radius: float) -> None:
        if radius != self.radius:
            self.prepareGeometryChange()
            self.radius = radius

    def boundingRect(self) -> QRectF:
        r = self.radius + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius, self.radius)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.hovered:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 226, 140, 220), max(2.0, self.radius * 0.06)))
        painter.setBrush(QColor(255, 236, 170, 36))
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()


class BoardItem(QGraphicsObject):
    """The Poch board (``classic8`` or ``modern9``), centred on its position."""

    def __init__(self, board: str, german: bool) -> None:
        super().__init__()
        self.board = board
        self.german = german
        self.size = 100.0
        self.dpr = 1.0
        self._pixmap: QPixmap | None = None
        self.art_size, hollows = hollows_in_art(board)
        self._art_hollows = {name: (x, y, r) for name, x, y, r in hollows}
        self.hollows = {name: Hollow(name, self) for name in self._art_hollows}
        self.setZValue(-5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The board and its gilded names painted once into a pixmap and copied after that:
        # chips fly over it all the time (0.5 ms a paint with the names drawn).
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self._tips: dict[tuple[str, str, int | None], str] = {}
        self.set_counts({})

    @property
    def art_hollows(self) -> dict[str, tuple[float, float, float]]:
        """Each compartment's hollow in the art's coordinates (for the layout)."""
        return dict(self._art_hollows)

    def set_spot(self, spot: BoardSpot, dpr: float) -> None:
        self.setPos(spot.x, spot.y)
        if (spot.size, dpr) == (self.size, self.dpr):
            return
        self.prepareGeometryChange()
        self.size, self.dpr = spot.size, dpr
        self._pixmap = None
        k = self.size / self.art_size
        for name, (x, y, r) in self._art_hollows.items():
            hollow = self.hollows[name]
            hollow.setPos((x - self.art_size / 2) * k, (y - self.art_size / 2) * k)
            hollow.set_radius(r * k)
        self.update()

    def set_german(self, german: bool) -> None:
        if german != self.german:
            self.german = german
            self.update()

    def set_counts(self, counts: dict[str, int]) -> None:
        """The tooltips: each compartment's name, and its chips if it holds a place."""
        words = TableWords(german=self.german)
        # Said once for each count and language: every chip landing in Poch sets the counts,
        # and saying all nine tips anew cost 2 ms of the frame.
        language = words.translate(_HOLLOW_TIP.context, _HOLLOW_TIP.source, 2)
        for name, hollow in self.hollows.items():
            place = compartment_name(name, self.german)
            key = (language, place, counts.get(name))
            tip = self._tips.get(key)
            if tip is None:
                if len(self._tips) > 1000:
                    self._tips.clear()
                tip = words.say(_HOLLOW_TIP(place=place, n=counts[name])) if name in counts \
                    else place
                self._tips[key] = tip
            if hollow.toolTip() != tip:
                hollow.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s / 2, -s / 2, s, s * 1.02)  # and the shadow below

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._pixmap is None:
            side = max(1, round(self.size))
            self._pixmap = QPixmap.fromImage(
                art.render_svg(art.board_svg_path(self.board), side, side, self.dpr))
        s = self.size
        painter.drawPixmap(QPointF(-s / 2, -s / 2), self._pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        k = s / self.art_size
        for name, (x, y, r) in self._art_hollows.items():
            text = compartment_label(name, self.german)
            if text:
                self._paint_label(painter, text, (x - self.art_size / 2) * k,
                                  (y - self.art_size / 2) * k, r * k)

    def _paint_label(self, painter: QPainter, text: str, x: float, y: float, r: float) -> None:
        """Gilded letters in the upper part of the hollow, as painted on old boards."""
        font = QFont("serif")
        font.setBold(True)
        share = 0.5 if len(text) <= 2 else 0.32 if len(text) <= 5 else 0.25
        font.setPixelSize(max(9, round(r * share)))
        painter.setFont(font)
        box = QRectF(x - r * 0.9, y - r * 0.78, r * 1.8, r * 0.62)
        painter.setPen(QColor(40, 8, 10, 200))
        painter.drawText(box.translated(0, max(1.0, r * 0.02)), Qt.AlignmentFlag.AlignCenter,
                         text)
        painter.setPen(QColor("#f2d488"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
