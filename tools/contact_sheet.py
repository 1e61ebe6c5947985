"""Render a contact sheet of all card art, backs, boards and the chip to ``docs/``.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/contact_sheet.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QPainter,
    QRadialGradient,
)

from cardtable.art import (
    BACKS,
    BOARDS,
    CARD_ASPECT,
    DECK_STYLES,
    back_svg_path,
    board_svg_path,
    board_view_box,
    compartment_rects,
    chip_svg_path,
    deck_cards,
    render_card,
    render_svg,
)
from cardtable.cards import parse_cards, suit_of

CARD_W = 72
GAP = 8
MARGIN = 24
LABEL_H = 26


def felt(img: QImage) -> None:
    p = QPainter(img)
    g = QRadialGradient(QPointF(img.width() / 2, img.height() / 2),
                        max(img.width(), img.height()) * 0.7)
    g.setColorAt(0, QColor("#1f6b43"))
    g.setColorAt(1, QColor("#0e3b25"))
    p.fillRect(img.rect(), g)
    p.end()


def label(p: QPainter, x: float, y: float, text: str) -> None:
    p.setPen(QColor("#e9f2e9"))
    p.setFont(QFont("DejaVu Sans", 11, QFont.Weight.Bold))
    p.drawText(QPointF(x, y + 18), text)


def label_compartments(p: QPainter, board: str, x: float, y: float, size: float) -> None:
    """Labels are the app's job (translatable); this shows the ids' geometry is usable."""
    view = board_view_box(board)
    k = size / view.width()
    p.setFont(QFont("DejaVu Sans", 8, QFont.Weight.Bold))
    p.setPen(QColor("#f3e3c0"))
    for cid, r in compartment_rects(board).items():
        box = QRectF(x + r.x() * k, y + r.y() * k, r.width() * k, r.height() * k)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, cid.removeprefix("compartment-"))


def sheet(path: Path) -> None:
    card_h = round(CARD_W * CARD_ASPECT)
    cols = 14
    rows_per_deck = {s: (4 if s == "german" else 5) for s in DECK_STYLES}
    deck_h = sum(LABEL_H + r * (card_h + GAP) for r in rows_per_deck.values())
    board_px = 300
    width = MARGIN * 2 + cols * (CARD_W + GAP)
    height = MARGIN * 2 + deck_h + LABEL_H + board_px + GAP
    img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    felt(img)
    p = QPainter(img)
    y = MARGIN
    for style in DECK_STYLES:
        label(p, MARGIN, y, style)
        y += LABEL_H
        cards = deck_cards(style)
        for suit in range(5):
            row = [c for c in cards if suit_of(c) == suit]
            if not row:
                continue
            for i, c in enumerate(row):
                p.drawImage(QPointF(MARGIN + i * (CARD_W + GAP), y), render_card(c, style, CARD_W))
            y += card_h + GAP
    label(p, MARGIN, y, "backs; Poch boards classic8 and modern9 (labels drawn by the app); chip")
    y += LABEL_H
    x = MARGIN
    for back in BACKS:
        p.drawImage(QPointF(x, y), render_svg(back_svg_path(back), CARD_W, card_h))
        x += CARD_W + GAP
    x += GAP * 2
    for b in BOARDS:
        p.drawImage(QPointF(x, y), render_svg(board_svg_path(b), board_px, board_px))
        label_compartments(p, b, x, y, board_px)
        x += board_px + GAP * 3
    p.drawImage(QPointF(x, y), render_svg(chip_svg_path(), 48, 48))
    p.end()
    img.save(str(path))


def large(path: Path) -> None:
    """A few cards at 300 px wide, to judge the detail."""
    picks = [("french", "KS QH JD AS 7C"), ("german", "KC QS JH AD TD"),
             ("contrast", "QD 8C"), ("french4", "BJ")]
    w = 300
    h = round(w * CARD_ASPECT)
    n = sum(len(parse_cards(c)) for _, c in picks)
    cols = 5
    rows = (n + cols - 1) // cols
    img = QImage(MARGIN * 2 + cols * (w + GAP), MARGIN * 2 + rows * (h + GAP),
                 QImage.Format.Format_ARGB32_Premultiplied)
    felt(img)
    p = QPainter(img)
    i = 0
    for style, cards in picks:
        for c in parse_cards(cards):
            x = MARGIN + (i % cols) * (w + GAP)
            yy = MARGIN + (i // cols) * (h + GAP)
            p.drawImage(QPointF(x, yy), render_card(c, style, w))
            i += 1
    p.end()
    img.save(str(path))


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication([])
    docs = ROOT / "docs"
    docs.mkdir(exist_ok=True)
    sheet(docs / "contact_sheet.png")
    large(docs / "contact_sheet_large.png")
    print("wrote", docs / "contact_sheet.png", "and", docs / "contact_sheet_large.png")
    del app


if __name__ == "__main__":
    main()

