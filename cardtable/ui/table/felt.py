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


_ALPHA = bytes(b * 22 >> 8 for b in range(256))  # a random byte to an opacity 0 … 21


def _noise_tile() -> QImage:
    # Generated once: 128×128 random light and dark specks at a few percent opacity, so the
    # felt does not look flat. Seeded, so every start looks the same. Built from random
    # bytes by slicing (a pixel-by-pixel loop took ~12 ms of every start).
    global _noise
    if _noise is None:
        n = 128 * 128
        raw = random.Random(7).randbytes(2 * n)
        alpha = raw[:n].translate(_ALPHA)
        # premultiplied: light specks (grey = opacity) or dark ones (black)
        grey = bytes(a if light < 128 else 0 for a, light in zip(alpha, raw[n:]))
        data = bytearray(4 * n)  # B G R A in memory for ARGB32 on little-endian
        data[0::4] = data[1::4] = data[2::4] = grey
        data[3::4] = alpha
        _noise = QImage(bytes(data), 128, 128, 128 * 4,
                        QImage.Format.Format_ARGB32_Premultiplied).copy()
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
