"""The felt under the cards: a radial gradient with a faint generated noise, per theme."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient

# centre colour, edge colour (TABLE_LOOK.md: deep green, and blue, burgundy, dark)
FELTS = {
    "green": ("#1f6b43", "#0e3b25"),
    "blue": ("#1f4f7a", "#0c2440"),
    "burgundy": ("#7a2335", "#360c16"),
    "dark": ("#3a3f45", "#141619"),
}

_noise: QImage | None = None


def _noise_tile() -> QImage:
    # Generated once: 128×128 random light and dark specks at a few percent opacity, so the
    # felt does not look flat. Seeded, so every start looks the same.
    global _noise
    if _noise is None:
        rng = random.Random(7)
        data = bytearray()
        for _ in range(128 * 128):
            a = rng.randrange(0, 22)
            v = a if rng.random() < 0.5 else 0  # premultiplied: light specks or dark ones
            data += bytes((v, v, v, a))  # B G R A in memory for ARGB32 on little-endian
        img = QImage(bytes(data), 128, 128, 128 * 4,
                     QImage.Format.Format_ARGB32_Premultiplied).copy()
        _noise = img
    return _noise


def felt_pixmap(width: int, height: int, theme: str, dpr: float = 1.0) -> QPixmap:
    centre, edge = FELTS.get(theme, FELTS["green"])
    pm = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pm.setDevicePixelRatio(dpr)
    p = QPainter(pm)
    grad = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.72)
    grad.setColorAt(0.0, QColor(centre))
    grad.setColorAt(1.0, QColor(edge))
    p.fillRect(0, 0, width, height, QBrush(grad))
    p.fillRect(0, 0, width, height, QBrush(_noise_tile()))
    p.setPen(Qt.PenStyle.NoPen)
    p.end()
    return pm
