"""The last trick, shown again on request (a click on a won-tricks pile, or T): a panel in
the middle of the table with each card face up and the name of who played it, the winner's
card marked. A click on it, T or Escape puts it away; so does the next move."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from cardtable.art import CARD_ASPECT
from cardtable.ui.table.card_item import card_pixmap, shadow_margin

_GAP = 14.0  # between cards, and round the panel's edge


class LastTrickView(QGraphicsObject):
    """``plays``: (the player's name, the card) in the order played; ``winner`` indexes it.

    The cards are ``width`` wide, drawn scaled from the table's pictures ``picture_width``
    wide: a size of their own would keep a third picture of every card of the pack in
    memory (3–4 MB for Spades) for a panel seen now and then."""

    dismissed = Signal()

    def __init__(self, title: str, plays: Sequence[tuple[str, int]], winner: int, width: int,
                 style: str, back: str, dpr: float, picture_width: int | None = None) -> None:
        super().__init__()
        self.title = title
        self.plays = list(plays)
        self.winner = winner
        self.card_w = width
        self.picture_w = picture_width or width
        self.style, self.back, self.dpr = style, back, dpr
        self.title_font = QFont()
        self.title_font.setPixelSize(max(13, round(width * 0.16)))
        self.title_font.setBold(True)
        self.name_font = QFont()
        self.name_font.setPixelSize(max(11, round(width * 0.13)))
        self.setZValue(980)  # over the cards and plates, under nothing but captions
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def _card_h(self) -> float:
        return self.card_w * CARD_ASPECT

    def boundingRect(self) -> QRectF:
        n = max(1, len(self.plays))
        w = n * self.card_w + (n + 1) * _GAP
        w = max(w, QFontMetricsF(self.title_font).horizontalAdvance(self.title) + 2 * _GAP)
        h = (QFontMetricsF(self.title_font).height() + self._card_h()
             + QFontMetricsF(self.name_font).height() + 4 * _GAP)
        return QRectF(-w / 2, -h / 2, w, h)

    def card_centres(self) -> list[QPointF]:
        """Where each card of the trick is drawn (its centre), in the order played."""
        r = self.boundingRect()
        n = len(self.plays)
        row_w = n * self.card_w + (n - 1) * _GAP
        top = r.top() + 2 * _GAP + QFontMetricsF(self.title_font).height()
        return [QPointF(-row_w / 2 + self.card_w / 2 + i * (self.card_w + _GAP),
                        top + self._card_h() / 2) for i in range(n)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setBrush(QColor(8, 32, 20, 225))
        painter.setPen(QPen(QColor("#e8c66a"), 2))
        painter.drawRoundedRect(r, 16, 16)
        painter.setPen(QColor("#f4ecd0"))
        painter.setFont(self.title_font)
        title_h = QFontMetricsF(self.title_font).height()
        painter.drawText(QRectF(r.left(), r.top() + _GAP, r.width(), title_h),
                         Qt.AlignmentFlag.AlignCenter, self.title)
        scale = self.card_w / self.picture_w
        m = shadow_margin(self.picture_w) * scale
        name_h = QFontMetricsF(self.name_font).height()
        for i, (centre, (name, card)) in enumerate(zip(self.card_centres(), self.plays)):
            pm = card_pixmap(card, self.style, self.picture_w, self.dpr, self.back)
            size = pm.deviceIndependentSize() * scale
            painter.drawPixmap(QRectF(centre.x() - self.card_w / 2 - m,
                                      centre.y() - self._card_h() / 2 - m,
                                      size.width(), size.height()), pm, QRectF(pm.rect()))
            if i == self.winner:
                painter.setPen(QPen(QColor("#ffd54a"), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(centre.x() - self.card_w / 2 - 3,
                                               centre.y() - self._card_h() / 2 - 3,
                                               self.card_w + 6, self._card_h() + 6), 8, 8)
            painter.setPen(QColor("#ffd54a") if i == self.winner else QColor("#f4ecd0"))
            painter.setFont(self.name_font)
            painter.drawText(QRectF(centre.x() - self.card_w / 2 - _GAP / 2,
                                    centre.y() + self._card_h() / 2 + _GAP / 2,
                                    self.card_w + _GAP, name_h),
                             Qt.AlignmentFlag.AlignCenter, name)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.dismissed.emit()
