"""Chips on the table: a stack with its count, and the small stacks that fly between places.

A chip is drawn from our own counter art (``assets/board/chip*.svg``) seen a little from
above: its edge, then its face squashed to an ellipse, cached as one pixmap per colour, size
and screen scale. A :class:`ChipStack` piles such pixmaps into a few columns (taller as the
count grows) with the count beside it in a pill that stays readable at any size. A
:class:`ChipFlight` moves a small stack along a slight arc from one place to another and calls
back when it lands, which is when the numbers change.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable import art
from cardtable.ui.table.access import Accessible
from cardtable.ui.words.i18n import number

TILT = 0.52  # height of a chip's face ellipse over its diameter: seen from about 30° above
_pixmaps: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()
_PIXMAP_LIMIT = 64
COLUMN = 10  # chips in a full column; beyond every column's, columns only grow taller
MAX_DRAWN = 80  # a bigger pile is drawn as this many chips (the number says how many)
FLYING_MAX = 5  # a flying stack is a handful of chips, whatever it carries


def thickness(diameter: float) -> float:
    return max(2.0, diameter * 0.13)


def chip_pixmap(colour: str, diameter: int, dpr: float) -> QPixmap:
    """One chip: its edge band with the rim marks, and its face on top; cached."""
    key = (colour, diameter, dpr)
    pm = _pixmaps.get(key)
    if pm is not None:
        _pixmaps.move_to_end(key)
        return pm
    d = float(diameter)
    e, t = d * TILT, thickness(d)
    img = QImage(max(1, math.ceil(d * dpr)), max(1, math.ceil((e + t + 1) * dpr)),
                 QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(0)
    _light, dark, ink, mark = art.CHIP_COLOURS[colour]
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    edge = QColor(dark).darker(125)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(edge)
    p.drawEllipse(QRectF(0, t, d, e))
    p.drawRect(QRectF(0, e / 2, d, t))
    # The white marks round the rim show on the edge too: where the face has them, in front.
    p.setBrush(QColor(mark))
    for i in range(12):
        a = (i + 0.5) * math.pi / 6
        if math.sin(a) <= 0.2:
            continue
        x = d / 2 + math.cos(a) * d / 2
        w = d * 0.09 * math.sin(a)
        p.drawRect(QRectF(x - w / 2, e / 2 + math.sin(a) * e / 2, w, t * 0.9))
    p.setPen(QPen(QColor(ink), max(0.6, d / 40)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(0, t, d, e), 180 * 16, 180 * 16)
    face = art.render_svg(art.chip_svg_path(colour), diameter, diameter, dpr)
    p.drawImage(QRectF(0, 0, d, e), face)
    p.end()
    pm = _pixmaps[key] = QPixmap.fromImage(img)
    if len(_pixmaps) > _PIXMAP_LIMIT:
        _pixmaps.popitem(last=False)
    return pm


def _columns(count: int, most: int) -> list[int]:
    """How ``count`` chips stand: up to five a column before another column starts, as even
    as they go; once every column is used they only grow (up to ``MAX_DRAWN`` in all)."""
    count = min(count, MAX_DRAWN)
    if count <= 0:
        return []
    n = max(1, min(most, math.ceil(count / 5)))
    base, extra = divmod(count, n)
    return [base + (1 if i < extra else 0) for i in range(n)]


# Where each column stands, in chip diameters from the stack's foot, back row first.
_OFFSETS = {
    1: ((0.0, 0.0),),
    2: ((-0.54, 0.0), (0.54, 0.0)),
    3: ((-0.54, -0.2), (0.54, -0.2), (0.0, 0.24)),
    4: ((-0.54, -0.22), (0.54, -0.22), (-0.54, 0.22), (0.54, 0.22)),
    5: ((-0.54, -0.22), (0.54, -0.22), (-1.08, 0.22), (0.0, 0.22), (1.08, 0.22)),
}


class ChipStack(QGraphicsObject):
    """Chips lying in one place, with their count beside them.

    Its position is the middle of the stack's foot. ``count`` is the number shown, ``resting``
    the chips drawn (fewer while some are flying off). A flying stack shows no count.
    """

    def __init__(self, colour: str = "gold", chip: float = 24.0, columns: int = 4,
                 labelled: bool = True) -> None:
        super().__init__()
        self.access: Accessible | None = None  # what a screen reader is told of it
        self.colour = colour
        self.chip = chip
        self.most_columns = columns
        self.labelled = labelled
        self.marked = False  # an empty place shows a faint ring (on the felt, not in a hollow)
        self.count = 0
        self.resting = 0
        self.font_px = 13.0
        self.dpr = 1.0
        self._bounds: QRectF | None = None  # boundingRect and label_rect, until the look changes
        self._label: QRectF | None = None
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Painted into a pixmap when it changes, copied after that: a table repaint passes
        # over 30–40 stacks, and a flying stack only moves.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    # --- state -------------------------------------------------------------------------------
    def set_chips(self, count: int, resting: int) -> None:
        if (count, resting) != (self.count, self.resting):
            self.prepareGeometryChange()
            self.count, self.resting = count, resting
            self._bounds = self._label = None
            self.update()

    def set_colour(self, colour: str) -> None:
        if colour != self.colour:
            self.colour = colour
            self.update()  # its picture is kept until then

    def set_marked(self, marked: bool) -> None:
        """An empty place on the felt shows a faint ring (``marked``); one in a hollow not."""
        if marked != self.marked:
            self.marked = marked
            self.update()  # its picture is kept until then

    def set_look(self, chip: float, columns: int, font_px: float, dpr: float) -> None:
        if (chip, columns, font_px, dpr) != (self.chip, self.most_columns, self.font_px, self.dpr):
            self.prepareGeometryChange()
            self.chip, self.most_columns, self.font_px, self.dpr = chip, columns, font_px, dpr
            self._bounds = self._label = None
            self.update()

    # --- geometry ----------------------------------------------------------------------------
    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(11, round(self.font_px)))
        font.setBold(True)
        return font

    def _stack_rect(self) -> QRectF:
        d = self.chip
        cols = _columns(self.resting, self.most_columns)
        e, t = d * TILT, thickness(d)
        if not cols:
            return QRectF(-d * 0.8, -e * 0.8, d * 1.6, e * 1.6)
        offsets = _OFFSETS[len(cols)]
        left = min(ox for ox, _ in offsets) * d - d / 2
        right = max(ox for ox, _ in offsets) * d + d / 2
        top = min(oy * d - e / 2 - h * t for (_, oy), h in zip(offsets, cols))
        bottom = max(oy for _, oy in offsets) * d + e / 2 + t
        return QRectF(left, top, right - left, bottom - top)

    def label_rect(self) -> QRectF:
        """The pill with the count: right of the stack, level with its foot."""
        if self._label is None:
            self._label = self._measure_label()
        return QRectF(self._label)

    def _measure_label(self) -> QRectF:
        fm = QFontMetricsF(self._font())
        text = number(self.count)
        w = max(fm.horizontalAdvance(text) + fm.height() * 0.8, fm.height() * 1.3)
        h = fm.height() * 1.1
        stack = self._stack_rect()
        return QRectF(stack.right() + self.chip * 0.12, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        if self._bounds is None:
            r = self._stack_rect()
            if self.labelled:
                r = r.united(self.label_rect())
            self._bounds = r.adjusted(-2, -2, 2, 2)
        return QRectF(self._bounds)

    # --- drawing -----------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        d = self.chip
        cols = _columns(self.resting, self.most_columns)
        if cols:
            pm = chip_pixmap(self.colour, max(4, round(d)), self.dpr)
            e, t = d * TILT, thickness(d)
            for (ox, oy), height in zip(_OFFSETS[len(cols)], cols):
                x, foot = ox * d - d / 2, oy * d - e / 2
                for j in range(height):
                    painter.drawPixmap(QPointF(x, foot - j * t), pm)
        elif self.marked:  # an empty place on the felt: a faint ring where chips will lie
            e = d * TILT
            painter.setPen(QPen(QColor(255, 240, 200, 70), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.drawEllipse(QRectF(-d * 0.8, -e * 0.8, d * 1.6, e * 1.6))
        if self.labelled:
            self._paint_label(painter)

    def _paint_label(self, painter: QPainter) -> None:
        r = self.label_rect()
        painter.setPen(QPen(QColor(255, 236, 170, 150 if self.count else 60), 1))
        painter.setBrush(QColor(10, 22, 14, 200 if self.count else 110))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(self._font())
        painter.setPen(QColor("#fff3c4") if self.count else QColor(255, 243, 196, 130))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, number(self.count))


class ChipFlight:
    """A small stack flying from ``start`` to ``end`` along a slight arc; a tween's setter
    (progress 0 … 1). At 1 it lands: the stack is hidden and ``on_land`` runs once.
    The ends are asked where they are at every frame (a plate placed a frame after the chips
    took off moves its end with it)."""

    def __init__(self, item: ChipStack, start: Callable[[], QPointF],
                 end: Callable[[], QPointF], on_land: Callable[[], None]) -> None:
        self.item, self.start, self.end, self.on_land = item, start, end, on_land
        self.landed = False
        item.setPos(start())

    @staticmethod
    def arc(start: QPointF, end: QPointF) -> QPointF:
        """The control point of the path: bowed upward (toward the top of the screen), a
        fifth of its length."""
        mid = (start + end) / 2
        delta = end - start
        length = math.hypot(delta.x(), delta.y())
        nx, ny = (-delta.y() / length, delta.x() / length) if length else (0.0, -1.0)
        if ny > 0:
            nx, ny = -nx, -ny
        return mid + QPointF(nx, ny) * (length * 0.2)

    def __call__(self, progress: Any) -> None:
        if self.landed:
            return
        t = float(progress)
        if t >= 1.0:
            self.landed = True
            self.item.setVisible(False)
            self.on_land()
            return
        start, end = self.start(), self.end()
        u = 1.0 - t
        pos = start * (u * u) + self.arc(start, end) * (2 * u * t) + end * (t * t)
        self.item.setPos(pos)
        self.item.setScale(1.0 + 0.18 * math.sin(math.pi * t))  # lifted off the felt mid-way
