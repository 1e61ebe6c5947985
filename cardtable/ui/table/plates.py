"""Name plates (name, dealer button, a line of facts; lit on the seat's turn; a light running
round the rim while a computer seat thinks) and captions."""

from __future__ import annotations

from itertools import count

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QConicalGradient, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.ui.table.access import Accessible
from cardtable.ui.table.chips import chip_pixmap
from cardtable.ui.words.i18n import current_language, number
from cardtable.ui.words.text import words

# A computer that answers at once shows no motion; one that thinks longer gets a light that
# runs round its plate's rim, once per period.
THINK_DELAY_MS = 250
THINK_PERIOD_MS = 1600
_CAPTIONS = count()


class NamePlate(QGraphicsObject):
    """A seat's name, the dealer button, a line of facts and, in a chip game, the seat's
    balance beside a chip; lit on the seat's turn, and a light running round the rim while
    the seat (a computer) thinks."""

    def __init__(self, name: str, font_px: float) -> None:
        super().__init__()
        self.name = name
        self.info = ""
        self.dealer = False
        self.lit = False
        self.font_px = font_px
        self.balance: int | None = None
        self.dpr = 1.0
        self.access: Accessible | None = None  # what a screen reader is told of the seat
        self.thinking = False
        self.think_phase: float | None = None  # where the running light is (0..1), once shown
        self._think_delay = QTimer(self)
        self._think_delay.setSingleShot(True)
        self._think_delay.timeout.connect(self._start_think_motion)
        self._think_motion = QVariantAnimation(self)
        self._think_motion.setStartValue(0.0)
        self._think_motion.setEndValue(1.0)
        self._think_motion.setDuration(THINK_PERIOD_MS)
        self._think_motion.setLoopCount(-1)
        self._think_motion.valueChanged.connect(self._on_think_phase)
        self._moving = True
        self._measured: tuple[object, QRectF, tuple[float, float, float], float] | None = None
        self.setZValue(900)
        self.setVisible(bool(name))  # shown once it has a name (a new table names its seats)
        # Drawn once into a pixmap and copied after that (a plate lies upright, unscaled):
        # its text took 0.6 ms at every frame a card moved near it.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_state(self, name: str, info: str, dealer: bool, lit: bool, font_px: float) -> None:
        if (name, info, dealer, lit, font_px) != (self.name, self.info, self.dealer, self.lit,
                                                  self.font_px):
            self.prepareGeometryChange()
            self.name, self.info, self.dealer, self.lit = name, info, dealer, lit
            self.font_px = font_px
            self.setVisible(bool(name))
            self.update()

    def set_balance(self, balance: int | None, dpr: float) -> None:
        """The seat's chips (None: not a chip game)."""
        if (balance, dpr) != (self.balance, self.dpr):
            self.prepareGeometryChange()
            self.balance, self.dpr = balance, dpr
            self.update()

    def set_thinking(self, on: bool, moving: bool = True) -> None:
        """Show that the seat is thinking: after a short delay, a light running round the
        rim (``moving``), or with motion switched off a steady brighter rim."""
        if on == self.thinking:
            return
        self.thinking, self._moving = on, moving
        self._think_motion.stop()
        if on:
            self._think_delay.start(THINK_DELAY_MS)
        else:
            self._think_delay.stop()
            if self.think_phase is not None:
                self.think_phase = None
                self.update()

    def _start_think_motion(self) -> None:
        self.think_phase = 0.0
        if self._moving:
            self._think_motion.start()
        self.update()

    def _on_think_phase(self, value: object) -> None:
        if self.thinking and isinstance(value, float):
            self.think_phase = value
            self.update()

    def _fonts(self) -> tuple[QFont, QFont]:
        bold = QFont()
        bold.setPixelSize(max(11, round(self.font_px)))
        bold.setBold(True)
        small = QFont()
        small.setPixelSize(max(10, round(self.font_px * 0.8)))
        return bold, small

    def _row(self) -> tuple[float, float, float]:
        """Widths of the name row's parts: the name, the dealer button, the balance."""
        return self._measure()[1]

    def _measure(self) -> tuple[QRectF, tuple[float, float, float]]:
        # The scene asks for the bounding rect many times a frame; the text is measured once
        # for what the plate shows (the key) in the language's digits (number()).
        key = (self.name, self.info, self.dealer, self.font_px, self.balance, current_language())
        if self._measured is not None and self._measured[0] == key:
            return self._measured[1], self._measured[2]
        balance = None if self.balance is None else number(self.balance)
        bold, small = self._fonts()
        fm = QFontMetricsF(bold)
        name_w = fm.horizontalAdvance(self.name)
        dealer_w = 10 + fm.height() * 0.8 if self.dealer else 0.0
        chips_w = 0.0
        if balance is not None:
            chips_w = 12 + fm.height() * 0.95 + 4 + fm.horizontalAdvance(balance)
        row = (name_w, dealer_w, chips_w)
        w = max(sum(row), QFontMetricsF(small).horizontalAdvance(self.info)) + 24
        h = fm.height() + (QFontMetricsF(small).height() if self.info else 0) + 10
        rect = QRectF(-w / 2, -h / 2, w, h)
        self._measured = (key, rect, row, fm.height())
        return rect, row

    def boundingRect(self) -> QRectF:
        return QRectF(self._measure()[0])

    def chip_point(self) -> QPointF:
        """Where chips paid to or by this seat land or leave: the chip beside the balance
        (asked at every frame of a flight)."""
        r, (name_w, dealer_w, chips_w) = self._measure()
        assert self._measured is not None
        hb = self._measured[3]  # the name's line
        x0 = -(name_w + dealer_w + chips_w) / 2
        return QPointF(x0 + name_w + dealer_w + 12 + hb * 0.475, r.top() + 5 + hb / 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(255, 214, 90, 235) if self.lit else QColor(0, 0, 0, 120)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(255, 240, 200, 200) if self.lit else QColor(255, 255, 255, 50),
                            1.5))
        painter.drawRoundedRect(r, r.height() / 2.6, r.height() / 2.6)
        if self.think_phase is not None:
            self._paint_thinking(painter, r)
        bold, small = self._fonts()
        ink = QColor("#1d1d1d") if self.lit else QColor("#f4f1e8")
        hb = QFontMetricsF(bold).height()
        name_w, dealer_w, chips_w = self._row()
        x = -(name_w + dealer_w + chips_w) / 2
        top = r.top() + 5
        painter.setPen(ink)
        painter.setFont(bold)
        painter.drawText(QRectF(x, top, name_w + 1, hb), Qt.AlignmentFlag.AlignCenter, self.name)
        x += name_w
        if self.dealer:
            d = hb * 0.8
            disc = QRectF(x + 10, top + hb / 2 - d / 2, d, d)
            painter.setBrush(QColor("#fafafa"))
            painter.setPen(QPen(QColor("#333"), 1))
            painter.drawEllipse(disc)
            painter.setFont(small)
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, words("dealer button", "D"))
            x += dealer_w
        if self.balance is not None:
            self._paint_balance(painter, x + 12, top, hb, ink, bold)
        if self.info:
            painter.setFont(small)
            painter.setPen(ink)
            painter.drawText(QRectF(r.left(), top + hb, r.width(), QFontMetricsF(small).height()),
                             Qt.AlignmentFlag.AlignCenter, self.info)

    def _paint_thinking(self, painter: QPainter, r: QRectF) -> None:
        """The rim again, with a bright arc at the phase's angle fading behind it."""
        inner = r.adjusted(1.2, 1.2, -1.2, -1.2)
        glow = QColor(255, 240, 200) if not self.lit else QColor(120, 60, 0)
        if self._moving:
            ring = QConicalGradient(r.center(), -360.0 * (self.think_phase or 0.0))
            ring.setColorAt(0.0, glow)
            faded = QColor(glow)
            faded.setAlpha(0)
            ring.setColorAt(0.35, faded)
            ring.setColorAt(1.0, faded)
            pen = QPen(ring, 2.4)
        else:
            glow.setAlpha(200)
            pen = QPen(glow, 2.4)
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen)
        painter.drawRoundedRect(inner, inner.height() / 2.6, inner.height() / 2.6)
        painter.restore()

    def _paint_balance(self, painter: QPainter, x: float, top: float, hb: float, ink: QColor,
                       bold: QFont) -> None:
        d = hb * 0.95
        pm = chip_pixmap("gold", max(6, round(d)), self.dpr)
        painter.drawPixmap(QRectF(x, top + (hb - d * 0.62) / 2, d, d * 0.62), pm,
                           QRectF(pm.rect()))
        painter.setFont(bold)
        painter.setPen(QColor("#5a3b00") if self.lit else QColor("#ffe08a"))
        text = number(self.balance or 0)  # painted only when there is a balance
        painter.drawText(QRectF(x + d + 4, top, QFontMetricsF(bold).horizontalAdvance(text) + 2,
                                hb), Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(ink)


class Caption(QGraphicsObject):
    """A short announcement near a seat: "40!", "Closed", "Bid 4", "Pass"."""

    def __init__(self, text: str, font_px: float) -> None:
        super().__init__()
        self.text = text
        self.seat = -1
        self.serial = next(_CAPTIONS)  # which caption it is, as long as the app runs
        self.font = QFont()
        self.font.setPixelSize(max(14, round(font_px)))
        self.full_px = self.font.pixelSize()  # its size where the table has room for it
        self.font.setBold(True)
        self._rect = self._measure()
        self.setZValue(950)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)  # as a plate

    def set_pixel_size(self, px: int) -> None:
        """Its words at ``px`` pixels (smaller where the table is crowded)."""
        if px != self.font.pixelSize():
            self.prepareGeometryChange()
            self.font.setPixelSize(px)
            self._rect = self._measure()

    def _measure(self) -> QRectF:
        fm = QFontMetricsF(self.font)
        w, h = fm.horizontalAdvance(self.text) + 28, fm.height() + 12
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        # Measured once for its words and size: the room search asks for it many times.
        return QRectF(self._rect)

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
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)  # as a plate

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
