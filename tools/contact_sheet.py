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
    board_svg_path,
    board_view_box,
    chip_svg_path,
    compartment_rects,
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
    """Each deck in rows by suit (jokers at the right), backs and chip beside the German
    deck, then both boards."""
    card_h = round(CARD_W * CARD_ASPECT)
    step = CARD_W + GAP
    joker_x = MARGIN + 13 * step + GAP * 2
    board_px = 360
    width = joker_x + step + MARGIN - GAP
    deck_h = len(DECK_STYLES) * (LABEL_H + 4 * (card_h + GAP))
    height = MARGIN * 2 + deck_h + LABEL_H + board_px
    img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    felt(img)
    p = QPainter(img)
    y = MARGIN
    for style in DECK_STYLES:
        label(p, MARGIN, y, style)
        y += LABEL_H
        cards = deck_cards(style)
        for suit in range(4):
            for i, c in enumerate(c for c in cards if suit_of(c) == suit):
                p.drawImage(QPointF(MARGIN + i * step, y + suit * (card_h + GAP)),
                            render_card(c, style, CARD_W))
        for j, c in enumerate(c for c in cards if suit_of(c) == 4):
            p.drawImage(QPointF(joker_x, y + j * (card_h + GAP)), render_card(c, style, CARD_W))
        if style == "german":
            x = MARGIN + 8 * step + GAP * 4
            label(p, x, y - LABEL_H, "backs, chip")
            for i, back in enumerate(BACKS):
                p.drawImage(QPointF(x + i * step, y), render_card(None, style, CARD_W, back=back))
            p.drawImage(QPointF(x + len(BACKS) * step + GAP, y + (card_h - 56) / 2),
                        render_svg(chip_svg_path(), 56, 56))
        y += 4 * (card_h + GAP)
    label(p, MARGIN, y, "Poch boards: classic8, modern9 (labels drawn by the app from the ids)")
    y += LABEL_H
    x = MARGIN
    for b in BOARDS:
        p.drawImage(QPointF(x, y), render_svg(board_svg_path(b), board_px, board_px))
        label_compartments(p, b, x, y, board_px)
        x += board_px + GAP * 6
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

