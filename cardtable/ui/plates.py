"""Name plates (name, dealer button, a line of facts; lit on the seat's turn) and captions."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget


class NamePlate(QGraphicsObject):
    def __init__(self, name: str, font_px: float) -> None:
        super().__init__()
        self.name = name
        self.info = ""
        self.dealer = False
        self.lit = False
        self.font_px = font_px
        self.setZValue(900)

    def set_state(self, name: str, info: str, dealer: bool, lit: bool, font_px: float) -> None:
        if (name, info, dealer, lit, font_px) != (self.name, self.info, self.dealer, self.lit,
                                                  self.font_px):
            self.prepareGeometryChange()
            self.name, self.info, self.dealer, self.lit = name, info, dealer, lit
            self.font_px = font_px
            self.update()

    def _fonts(self) -> tuple[QFont, QFont]:
        bold = QFont()
        bold.setPixelSize(max(11, round(self.font_px)))
        bold.setBold(True)
        small = QFont()
        small.setPixelSize(max(10, round(self.font_px * 0.8)))
        return bold, small

    def boundingRect(self) -> QRectF:
        bold, small = self._fonts()
        w = max(QFontMetricsF(bold).horizontalAdvance(self.name) + (28 if self.dealer else 0),
                QFontMetricsF(small).horizontalAdvance(self.info)) + 24
        h = QFontMetricsF(bold).height() + (QFontMetricsF(small).height() if self.info else 0) + 10
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(255, 214, 90, 235) if self.lit else QColor(0, 0, 0, 120)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(255, 240, 200, 200) if self.lit else QColor(255, 255, 255, 50),
                            1.5))
        painter.drawRoundedRect(r, r.height() / 2.6, r.height() / 2.6)
        bold, small = self._fonts()
        ink = QColor("#1d1d1d") if self.lit else QColor("#f4f1e8")
        painter.setPen(ink)
        painter.setFont(bold)
        hb = QFontMetricsF(bold).height()
        name_rect = QRectF(r.left(), r.top() + 5, r.width(), hb)
        if self.dealer:
            name_rect.adjust(0, 0, -24, 0)
            d = hb * 0.8
            disc = QRectF(name_rect.right() - 4, name_rect.center().y() - d / 2, d, d)
            painter.setBrush(QColor("#fafafa"))
            painter.setPen(QPen(QColor("#333"), 1))
            painter.drawEllipse(disc)
            painter.setFont(small)
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "D")
            painter.setFont(bold)
            painter.setPen(ink)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignCenter, self.name)
        if self.info:
            painter.setFont(small)
            painter.drawText(QRectF(r.left(), r.top() + 5 + hb, r.width(),
                                    QFontMetricsF(small).height()),
                             Qt.AlignmentFlag.AlignCenter, self.info)


class Caption(QGraphicsObject):
    """A short announcement near a seat: "40!", "Closed", "Bid 4", "Pass"."""

    def __init__(self, text: str, font_px: float) -> None:
        super().__init__()
        self.text = text
        self.seat = -1
        self.font = QFont()
        self.font.setPixelSize(max(14, round(font_px)))
        self.font.setBold(True)
        self.setZValue(950)

    def boundingRect(self) -> QRectF:
        fm = QFontMetricsF(self.font)
        w, h = fm.horizontalAdvance(self.text) + 28, fm.height() + 12
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(250, 245, 230, 240))
        painter.setPen(QPen(QColor("#b8860b"), 2))
        painter.drawRoundedRect(r, 10, 10)
        painter.setPen(QColor("#5a1010"))
        painter.setFont(self.font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class TableBadge(QGraphicsObject):
    """A quiet label in the felt's top-left corner: the trump suit, whether spades are broken."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font = QFont()
        self.font.setPixelSize(15)
        self.font.setBold(True)
        self.setZValue(850)

    def set_text(self, text: str, font_px: float) -> None:
        if (text, round(font_px)) != (self.text, self.font.pixelSize()):
            self.prepareGeometryChange()
            self.text = text
            self.font.setPixelSize(max(12, round(font_px)))
            self.update()

    def boundingRect(self) -> QRectF:
        if not self.text:
            return QRectF()
        fm = QFontMetricsF(self.font)
        return QRectF(0, 0, fm.horizontalAdvance(self.text) + 24, fm.height() + 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        r = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setPen(QColor("#f4ecd0"))
        painter.setFont(self.font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)
