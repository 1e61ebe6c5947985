"""The guide's bubble of words and its pointer: a ring round what the words are about and
an arrow to it, and where on the table the bubble goes (ui/app/learn.py runs the guide)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

__all__ = ["BUBBLE_W", "Bubble", "Pointer", "bubble_spot"]

BUBBLE_W = 380
GRID = 36  # the spots tried for the bubble, this far apart (a few ms in all)


class Pointer(QWidget):
    """A ring round the target and an arrow to it from the bubble (no mouse input)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.target: QRect | None = None
        self.start: QPointF | None = None

    def point(self, target: QRect | None, bubble: QRect | None) -> None:
        self.target = target
        self.start = None
        if target is not None and bubble is not None:
            self.start = _edge_toward(QRectF(bubble), QRectF(target).center())
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.target is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = QRectF(self.target).adjusted(-6, -6, 6, 6)
        painter.setPen(QPen(QColor(0, 0, 0, 110), 7))
        painter.drawRoundedRect(ring, 12, 12)
        pen = QPen(QColor("#ffd54a"), 4)
        painter.setPen(pen)
        painter.drawRoundedRect(ring, 12, 12)
        if self.start is not None:
            end = _edge_toward(ring, self.start)
            painter.drawLine(self.start, end)
            angle = math.atan2(end.y() - self.start.y(), end.x() - self.start.x())
            for turn in (2.6, -2.6):
                tip = QPointF(end.x() + 14 * math.cos(angle + turn),
                              end.y() + 14 * math.sin(angle + turn))
                painter.drawLine(end, tip)
        painter.end()


def _edge_toward(rect: QRectF, toward: QPointF) -> QPointF:
    """Where the line from ``rect``'s centre toward ``toward`` leaves the rectangle."""
    c = rect.center()
    dx, dy = toward.x() - c.x(), toward.y() - c.y()
    if dx == 0 and dy == 0:
        return c
    sx = rect.width() / 2 / abs(dx) if dx else math.inf
    sy = rect.height() / 2 / abs(dy) if dy else math.inf
    s = min(sx, sy, 1.0)
    return QPointF(c.x() + dx * s, c.y() + dy * s)


class Bubble(QFrame):
    """The guide's words, with Next (Enter) and Leave (Esc); at the end, Play."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("guide_bubble")
        self.setStyleSheet(
            "QFrame#guide_bubble { background: #fbf5e4; border: 2px solid #b8860b;"
            " border-radius: 12px; }"
            " QLabel { color: #2b2418; font-size: 15px; background: transparent; }"
            " QLabel#guide_title { color: #7a5a10; font-size: 12px; font-weight: bold; }"
            " QLabel#guide_refusal { color: #8a2a12; }"
            " QPushButton { font-size: 14px; padding: 5px 14px; }")
        self.setFixedWidth(BUBBLE_W)
        col = QVBoxLayout(self)
        col.setContentsMargins(16, 12, 16, 12)
        self.title = QLabel("", self)
        self.title.setObjectName("guide_title")
        col.addWidget(self.title)
        self.text = QLabel("", self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        col.addWidget(self.text)
        self.refusal = QLabel("", self)
        self.refusal.setObjectName("guide_refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal.hide()
        col.addWidget(self.refusal)
        row = QHBoxLayout()
        self.leave_button = QPushButton("", self)
        self.leave_button.setObjectName("guide:leave")
        row.addWidget(self.leave_button)
        row.addStretch(1)
        self.play_button = QPushButton("", self)
        self.play_button.setObjectName("guide:play")
        self.play_button.setAutoDefault(True)
        row.addWidget(self.play_button)
        self.next_button = QPushButton("", self)
        self.next_button.setObjectName("guide:next")
        self.next_button.setAutoDefault(True)
        row.addWidget(self.next_button)
        col.addLayout(row)
        self.on_language: Any = None

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.on_language is not None:
            self.on_language()


def bubble_spot(area: QRect, size: QSize, target: QRect | None, must: Sequence[QRect],
                rather: Sequence[QRect]) -> QRect:
    """Where a bubble of ``size`` goes inside ``area``: near ``target`` (else near the top),
    covering neither it nor any of ``must`` (words, plates, your hand) where it can, and as
    little of ``rather`` (cards) as it can. A spot is dropped once it costs more than the
    best so far: a few ms for a table's worth of boxes."""
    aim = target.center() if target is not None else \
        QPoint(area.center().x(), area.top() + 60 + size.height() // 2)
    bw, bh = size.width(), size.height()
    spots = [(x, y) for x in range(area.left(), area.right() - bw + 1, GRID)
             for y in range(area.top(), area.bottom() - bh + 1, GRID)]
    if target is not None:  # beside it on each side, first
        gap = 34
        spots += [(aim.x() - bw // 2, target.top() - gap - bh),
                  (aim.x() - bw // 2, target.bottom() + gap),
                  (target.right() + gap, aim.y() - bh // 2),
                  (target.left() - gap - bw, aim.y() - bh // 2)]
    left, top = area.left(), area.top()
    right, bottom = max(left, area.right() - bw), max(top, area.bottom() - bh)
    hide = _box(target.adjusted(-12, -12, 12, 12)) if target is not None else None
    words = sorted({_box(k) for k in must})
    cards = [(*_box(k), max(1, k.width() * k.height())) for k in rather]

    ax, ay = aim.x() - bw / 2, aim.y() - bh / 2
    best_cost: tuple[float, float, float] = (math.inf, math.inf, math.inf)
    x, y = left, top
    for sx, sy in spots:  # the cheapest spot; a spot is dropped once it costs more
        x1, y1 = min(max(sx, left), right), min(max(sy, top), bottom)
        x2, y2 = x1 + bw, y1 + bh
        hides = _meets(x1, y1, x2, y2, *hide) if hide is not None else 0
        if hides > best_cost[0]:
            continue
        covered = 0
        for k in words:
            covered += _meets(x1, y1, x2, y2, *k)
            if (hides, covered) > best_cost[:2]:
                break
        else:
            hidden = sum(_meets(x1, y1, x2, y2, a, b, c, d) / n for a, b, c, d, n in cards)
            cost = (hides, covered, hidden * 400 + math.hypot(x1 - ax, y1 - ay))
            if cost < best_cost:
                best_cost, x, y = cost, x1, y1
    return QRect(min(max(x, left), right), min(max(y, top), bottom), bw, bh)


def _box(r: QRect) -> tuple[int, int, int, int]:
    return r.left(), r.top(), r.left() + r.width(), r.top() + r.height()


def _meets(x1: int, y1: int, x2: int, y2: int, a1: int, b1: int, a2: int, b2: int) -> int:
    """How much of the box (x1, y1)–(x2, y2) lies over (a1, b1)–(a2, b2), in pixels."""
    w, h = min(x2, a2) - max(x1, a1), min(y2, b2) - max(y1, b1)
    return w * h if w > 0 and h > 0 else 0
