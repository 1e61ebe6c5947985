"""Wallachen's Doppler on the felt: a small box, one beside each seat's plate, that a player
pushes in the Doppeln to double the stakes (rules/wallachen.md). Clicked, it asks for the push;
the table turns it when the push is shown."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from cardtable.ui.table.access import Accessible

DOPPLER_TURN_MS = 320  # the Doppler turning when it is pushed (normal speed)


class Doppler(QGraphicsObject):
    """A seat's Doppler on the felt: a small box lying lengthwise beside the seat's plate.
    Pushed, it slides toward the middle of the table and turns crosswise, red side up with
    the factor it puts on the stakes (×2)."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.pushed = False
        self.progress = 0.0  # 0 lying, 1 pushed (drawn in between while it turns)
        self.size = 20.0
        self.base = QPointF()
        self.toward = QPointF(0.0, -1.0)  # where "pushed" slides it: to the table's middle
        self.clickable = False
        self.access: Accessible | None = None  # what a screen reader is told of it
        self._turn: QVariantAnimation | None = None
        self.setZValue(880)

    def set_spot(self, x: float, y: float, toward: QPointF, size: float) -> None:
        if size != self.size:
            self.prepareGeometryChange()
        self.base, self.toward, self.size = QPointF(x, y), toward, size
        self._show()

    def set_pushed(self, pushed: bool, ms: int) -> None:
        """Turn it (over ``ms``), or back at once: a choice taken back is never animated, so
        a handover never shows a Doppler turning back."""
        if pushed == self.pushed:
            return
        self.pushed = pushed
        if self._turn is not None:
            self._turn.stop()
            self._turn = None
        if not pushed or ms <= 0:
            self._set_progress(1.0 if pushed else 0.0)
            return
        turn = QVariantAnimation(self)
        turn.setStartValue(0.0)
        turn.setEndValue(1.0)
        turn.setDuration(ms)
        turn.setEasingCurve(QEasingCurve.Type.OutCubic)
        turn.valueChanged.connect(lambda v: self._set_progress(float(v)))
        self._turn = turn
        turn.start()

    def finish(self) -> None:
        if self._turn is not None:
            self._turn.stop()
            self._turn = None
        self._set_progress(1.0 if self.pushed else 0.0)

    def _set_progress(self, p: float) -> None:
        self.progress = p
        self._show()
        self.update()

    def _show(self) -> None:
        slide = self.size * 0.7 * self.progress
        pos = self.base + self.toward * slide
        if (pos - self.pos()).manhattanLength() > 0.1:
            self.setPos(pos)
        if abs(self.rotation() - 90.0 * self.progress) > 0.01:
            self.setRotation(90.0 * self.progress)
        cursor = Qt.CursorShape.PointingHandCursor if self.clickable \
            else Qt.CursorShape.ArrowCursor
        if self.cursor().shape() != cursor:
            self.setCursor(cursor)

    def boundingRect(self) -> QRectF:
        w, h = self.size * 1.7, self.size
        return QRectF(-w / 2 - 2, -h / 2 - 2, w + 4, h + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self.size * 1.7, self.size
        box = QRectF(-w / 2, -h / 2, w, h)
        red = self.progress >= 0.5
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(box.translated(1.5, 2.5), h * 0.16, h * 0.16)  # its shadow
        painter.setBrush(QColor("#b3262e") if red else QColor("#9a6a35"))
        painter.setPen(QPen(QColor("#f2c14e") if red else QColor("#5c3b17"), 1.5))
        painter.drawRoundedRect(box, h * 0.16, h * 0.16)
        if not red:  # a matchbox: its label, and the striking strip along its side
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#4a2f14"))
            painter.drawRect(QRectF(-w / 2 + 2, h / 2 - h * 0.22, w - 4, h * 0.14))
            painter.setBrush(QColor("#efe1bf"))
            painter.drawRoundedRect(QRectF(-w * 0.3, -h * 0.34, w * 0.6, h * 0.42), 2, 2)
            painter.setBrush(QColor("#b3262e"))
            painter.drawEllipse(QPointF(0.0, -h * 0.13), h * 0.11, h * 0.11)
            return
        font = QFont()
        font.setPixelSize(max(8, round(h * 0.55)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#fff4d6"))
        painter.rotate(-90.0)  # the factor reads upright on the turned box
        painter.drawText(QRectF(-w / 2, -h / 2, w, h), Qt.AlignmentFlag.AlignCenter, "×2")

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and self.boundingRect().contains(event.pos()):
            self.clicked.emit()
