"""Write cardtable's card, back, board and chip art as SVG files under ``assets/``.

Everything is drawn here, by this code: suit signs, index glyphs (stroked paths, so no font is
needed at run time), court figures, backs and the Poch boards. Run from the repo root:

    .venv/bin/python tools/make_art.py

The output is deterministic, so re-running it on an unchanged script gives no git diff.
"""

from __future__ import annotations

import math
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardtable.art import CHIP_COLOURS, chip_file
from cardtable.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    QUEEN,
    SPADES,
    SUITS,
    card,
    card_name,
    card_str,
)

W, H = 250, 350
CX, CY = W / 2, H / 2
RADIUS = 15  # 6 % of the width
FACE = "#fffdf7"
INK = "#1a1a1a"
SKIN = "#f6d9b8"
GOLD = "#e8b321"
RED = "#c8102e"
BLUE = "#1f4e9c"
GREEN = "#2f7d32"

SVG_HEAD = (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'version="1.2" baseProfile="tiny" viewBox="0 0 {w} {h}" width="{w}" height="{h}">'
)


def n(x: float) -> str:
    """A number as short as it can be written (one decimal at most)."""
    s = f"{x:.1f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def doc(body: str, defs: str = "", w: int = W, h: int = H) -> str:
    head = SVG_HEAD.format(w=w, h=h)
    return f"{head}\n<defs>{defs}</defs>\n{body}\n</svg>\n" if defs else f"{head}\n{body}\n</svg>\n"


def use(ref: str, x: float, y: float, scale: float = 1.0, rot: float = 0) -> str:
    t = f"translate({n(x)} {n(y)})"
    if rot:
        t += f" rotate({n(rot)})"
    if scale != 1:
        t += f" scale({scale:.3g})"
    return f'<use xlink:href="#{ref}" transform="{t}"/>'


# --- index glyphs: stroked paths in a box 100 units high ------------------------------------

GLYPHS: dict[str, tuple[str, float]] = {
    "A": ("M2 100L32 0L62 100M14 62H50", 64),
    "K": ("M6 0V100M56 0L6 60M24 40L58 100", 60),
    "Q": ("M31 0C14 0 4 20 4 50C4 80 14 100 31 100C48 100 58 80 58 50C58 20 48 0 31 0ZM38 72L60 102",
          62),
    "J": ("M40 0V70C40 90 32 100 22 100C10 100 4 92 3 80", 46),
    "O": ("M30 0C13 0 4 20 4 50C4 80 13 100 30 100C47 100 56 80 56 50C56 20 47 0 30 0Z", 60),
    "U": ("M6 0V66C6 88 15 100 28 100C41 100 50 88 50 66V0", 56),
    "E": ("M48 0H6V100H48M6 50H40", 52),
    "R": ("M6 100V0H30C46 0 52 12 52 26C52 40 44 52 30 52H6M28 52L52 100", 56),
    "2": ("M6 24C6 9 16 0 29 0C43 0 52 10 52 25C52 48 22 66 5 100H54", 58),
    "3": (("M6 12C11 4 19 0 29 0C43 0 51 10 51 24C51 38 41 46 25 46C43 46 53 56 53 72"
           "C53 90 42 100 28 100C17 100 9 95 4 86"), 58),
    "4": ("M44 100V0L4 68H58", 60),
    "5": (("M50 0H12L8 44C14 40 21 38 29 38C45 38 54 50 54 68C54 88 43 100 28 100"
           "C18 100 10 96 4 88"), 58),
    "6": (("M48 4C43 1 38 0 32 0C14 0 5 25 5 62M5 68C5 86 16 100 30 100C44 100 54 88 54 70"
           "C54 52 44 40 30 40C16 40 5 52 5 68Z"), 58),
    "7": ("M4 0H54C40 24 26 58 20 100", 58),
    "8": (("M29 0C16 0 9 10 9 23C9 36 17 45 29 45C41 45 49 36 49 23C49 10 42 0 29 0Z"
           "M29 45C14 45 5 56 5 72C5 89 15 100 29 100C43 100 53 89 53 72C53 56 44 45 29 45Z"), 58),
    "9": (("M10 96C15 99 20 100 26 100C44 100 53 75 53 38M53 32C53 14 42 0 28 0C14 0 4 12 4 30"
           "C4 48 14 60 28 60C42 60 53 48 53 32Z"), 58),
    "10": (("M4 16L22 0V100M56 0C43 0 37 22 37 50C37 78 43 100 56 100C69 100 75 78 75 50"
            "C75 22 69 0 56 0Z"), 78),
}


def glyph(text: str, cx: float, top: float, height: float, color: str, weight: float) -> str:
    """A stroked index glyph centred on ``cx`` with its top at ``top``."""
    d, w = GLYPHS[text]
    s = height / 100
    return (f'<path d="{d}" fill="none" stroke="{color}" stroke-width="{n(weight)}" '
            f'stroke-linecap="round" stroke-linejoin="round" '
            f'transform="translate({n(cx - w * s / 2)} {n(top)}) scale({s:.3g})"/>')


# --- suit signs, each in a box from -50 to 50 --------------------------------------------

HEART = ("M0 46C-16 30-50 10-50-16C-50-36-36-47-23-47C-11-47-3-39 0-29"
         "C3-39 11-47 23-47C36-47 50-36 50-16C50 10 16 30 0 46Z")
DIAMOND = "M0-50Q17-23 37 0Q17 23 0 50Q-17 23-37 0Q-17-23 0-50Z"
SPADE = ("M0-50C-14-30-47-14-47 9C-47 26-35 34-23 34C-14 34-7 30-4 24C-5 36-11 44-20 50H20"
         "C11 44 5 36 4 24C7 30 14 34 23 34C35 34 47 26 47 9C47-14 14-30 0-50Z")


def circle_path(cx: float, cy: float, r: float) -> str:
    return (f"M{n(cx - r)} {n(cy)}a{n(r)} {n(r)} 0 1 0 {n(2 * r)} 0"
            f"a{n(r)} {n(r)} 0 1 0 {n(-2 * r)} 0Z")


CLUB = (circle_path(0, -25, 22) + circle_path(-24, 10, 22) + circle_path(24, 10, 22)
        + circle_path(0, 4, 12)
        + "M-4 10C-5 32-11 43-20 50H20C11 43 5 32 4 10Z")

FRENCH_SHAPES = {CLUBS: CLUB, DIAMONDS: DIAMOND, HEARTS: HEART, SPADES: SPADE}


def german_suit_defs() -> str:
    """Eichel, Schellen, Herz, Laub as ``<g id="sN">`` (0 = Eichel … 3 = Laub)."""
    acorn_scales = "".join(
        f"M{n(x - 5)} {n(y)}q5 6 10 0"
        for y, xs in ((-3, (-22, -11, 0, 11, 22)), (8, (-16, -5.5, 5.5, 16)), (18, (-10, 0, 10)))
        for x in xs
    )
    eichel = (
        '<g id="s0"><g transform="scale(1.12)">'
        '<path d="M-2 36C8 22 34 20 48 30C38 46 12 48-2 36Z" fill="#3f9a2f" stroke="#1c4f16" '
        'stroke-width="3" stroke-linejoin="round"/>'
        '<path d="M3 35Q24 30 42 31" stroke="#1c4f16" stroke-width="2.2" fill="none"/>'
        '<path d="M0 26V48" stroke="#3b2809" stroke-width="7" stroke-linecap="round"/>'
        '<path d="M0-50C18-48 27-28 27-6H-27C-27-28-18-48 0-50Z" fill="url(#nut)" '
        'stroke="#3b2809" stroke-width="3.5" stroke-linejoin="round"/>'
        '<path d="M-12-36C-16-28-17-20-17-12" stroke="#fbefc0" stroke-width="5" fill="none" '
        'stroke-linecap="round"/>'
        '<path d="M-33-11H33C33 14 19 30 0 30C-19 30-33 14-33-11Z" fill="#5c3a12" '
        'stroke="#2e1e06" stroke-width="3.5" stroke-linejoin="round"/>'
        f'<path d="{acorn_scales}" fill="none" stroke="#d9b36a" stroke-width="2.4" '
        'stroke-linecap="round"/>'
        "</g></g>"
    )
    schellen = (
        '<g id="s1">'
        '<circle cx="0" cy="-40" r="7" fill="none" stroke="#7a5200" stroke-width="4"/>'
        '<circle cx="0" cy="5" r="42" fill="url(#bell)" stroke="#7a5200" stroke-width="3"/>'
        '<path d="M-39.6-10Q0-3 39.6-10L41.8 1Q0 8-41.8 1Z" fill="#c4262e" stroke="#6d1016" '
        'stroke-width="2" stroke-linejoin="round"/>'
        '<path d="M-25 23Q0 31 25 23M0 28V45" fill="none" stroke="#3a2400" stroke-width="6" '
        'stroke-linecap="round"/>'
        '<ellipse cx="-17" cy="-18" rx="8" ry="5" fill="#fff8d8" transform="rotate(-35 -17 -18)"/>'
        "</g>"
    )
    herz = (
        '<g id="s2">'
        f'<path d="{HEART}" fill="url(#heart)" stroke="#7a0c17" stroke-width="3" '
        'stroke-linejoin="round"/>'
        '<path d="M-36-22C-36-32-29-38-21-38" fill="none" stroke="#ffd5d5" stroke-width="5" '
        'stroke-linecap="round"/>'
        "</g>"
    )
    laub = (
        '<g id="s3">'
        '<path d="M0 34C0 40-3 45-8 50" fill="none" stroke="#1c4f16" stroke-width="6" '
        'stroke-linecap="round"/>'
        '<path d="M0-49C14-34 41-27 41 0C41 22 25 38 8 38L0 32L-8 38C-25 38-41 22-41 0'
        'C-41-27-14-34 0-49Z" fill="url(#leaf)" stroke="#1c4f16" stroke-width="3" '
        'stroke-linejoin="round"/>'
        '<path d="M0-40V34M0-18L19-31M0-18L-19-31M0 2L29-12M0 2L-29-12M0 20L25 9M0 20L-25 9" '
        'fill="none" stroke="#1c4f16" stroke-width="2.5" stroke-linecap="round"/>'
        "</g>"
    )
    grads = (
        '<radialGradient id="nut" cx="0.4" cy="0.35" r="0.75">'
        '<stop offset="0" stop-color="#e6c65a"/><stop offset="1" stop-color="#9c741c"/>'
        "</radialGradient>"
        '<radialGradient id="bell" cx="0.38" cy="0.33" r="0.7">'
        '<stop offset="0" stop-color="#fff0a0"/><stop offset="0.55" stop-color="#f0bd25"/>'
        '<stop offset="1" stop-color="#b9830a"/></radialGradient>'
        '<radialGradient id="heart" cx="0.35" cy="0.3" r="0.8">'
        '<stop offset="0" stop-color="#ec3a4a"/><stop offset="1" stop-color="#b00d24"/>'
        "</radialGradient>"
        '<radialGradient id="leaf" cx="0.4" cy="0.35" r="0.75">'
        '<stop offset="0" stop-color="#6cc04a"/><stop offset="1" stop-color="#2f7f27"/>'
        "</radialGradient>"
    )
    return grads + eichel + schellen + herz + laub


def german_suit_def(suit: int) -> str:
    """The defs one German card needs: its suit sign and that sign's gradient."""
    grads = german_suit_defs().split("</radialGradient>")[:4]  # nut, bell, heart, leaf
    rest = german_suit_defs().split(f'<g id="s{suit}">')[1]
    sign = rest.split('<g id="s')[0]  # up to the next sign (or the end)
    return f'{grads[suit]}</radialGradient><g id="s{suit}">{sign}'


# --- deck styles ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Style:
    name: str
    colors: dict[int, str]  # index colour per suit
    index_h: float = 50  # height of the rank glyph in the corner
    index_w: float = 14.5  # stroke width of the glyph, in glyph units
    corner_x: float = 27  # centre of the corner column
    corner_pip: float = 32
    pip: float = 44
    border: float = 1.6
    outline: float = 0  # extra outline on pips (low vision)
    german: bool = False
    court_scale: float = 1.0


FRENCH_COLORS = {CLUBS: INK, DIAMONDS: RED, HEARTS: RED, SPADES: INK}
FOUR_COLORS = {CLUBS: "#1e7d32", DIAMONDS: "#1f5fbf", HEARTS: RED, SPADES: INK}
CONTRAST_COLORS = {CLUBS: "#006b1a", DIAMONDS: "#0037c0", HEARTS: "#d0001c", SPADES: "#000000"}
GERMAN_INDEX_COLORS = {CLUBS: "#4a320e", DIAMONDS: "#8a5200", HEARTS: "#b00d24", SPADES: "#1c5a18"}

STYLES = {
    "french": Style("french", FRENCH_COLORS),
    "french4": Style("french4", FOUR_COLORS),
    "contrast": Style("contrast", CONTRAST_COLORS, index_h=68, index_w=17, corner_x=33,
                      corner_pip=44, pip=50, border=4, outline=3, court_scale=0.8),
    "german": Style("german", GERMAN_INDEX_COLORS, pip=54, corner_pip=40, german=True),
}

GERMAN_RANK_TEXT = {7: "7", 8: "8", 9: "9", 10: "10", 11: "U", 12: "O", 13: "K", 14: "A"}
FRENCH_RANK_TEXT = {r: ("10" if r == 10 else "  23456789TJQKA"[r]) for r in range(2, 15)}


def suit_defs(st: Style, suit: int) -> str:
    """Defs of the one suit sign a card uses (shared by its pips and indices)."""
    if st.german:
        return german_suit_def(suit)
    d = FRENCH_SHAPES[suit]
    c = st.colors[suit]
    extra = (f' stroke="{c}" stroke-width="{n(st.outline)}" stroke-linejoin="round"'
             if st.outline else "")
    return f'<path id="s{suit}" d="{d}" fill="{c}"{extra}/>'


def card_frame(st: Style) -> str:
    b = st.border
    return (f'<rect x="{n(b / 2)}" y="{n(b / 2)}" width="{n(W - b)}" height="{n(H - b)}" '
            f'rx="{RADIUS}" fill="{FACE}" stroke="{"#000" if b > 2 else "#5a5a5a"}" '
            f'stroke-width="{n(b)}"/>')


def corner(st: Style, rank_text: str, suit: int) -> str:
    """Index (rank glyph + small suit sign) in the top-left corner and, turned, bottom-right."""
    top = 13 if st.index_h < 60 else 11
    g = glyph(rank_text, st.corner_x, top, st.index_h, st.colors[suit], st.index_w)
    pip_y = top + st.index_h + 6 + st.corner_pip / 2
    p = use(f"s{suit}", st.corner_x, pip_y, st.corner_pip / 100)
    return (f'<g id="index">{g}{p}</g>'
            f'<use xlink:href="#index" transform="rotate(180 {n(CX)} {n(CY)})"/>')


# --- pip cards -----------------------------------------------------------------------------

ROWS_3 = (70, 175, 280)
ROWS_4 = (70, 140, 210, 280)


def pip_positions(rank: int, st: Style) -> list[tuple[float, float]]:
    """Traditional pip positions (centre column plus two side columns)."""
    dx = 45 if not st.outline else 38
    left, mid, right = CX - dx, CX, CX + dx
    top, bottom = (70.0, 280.0) if not st.outline else (78.0, 272.0)
    r3: tuple[float, ...] = (top, CY, bottom)
    r4 = tuple(top + i * (bottom - top) / 3 for i in range(4))
    sides: list[float] = {
        2: [], 3: [], 4: [top, bottom], 5: [top, bottom], 6: list(r3), 7: list(r3), 8: list(r3),
        9: list(r4), 10: list(r4),
    }[rank]
    centre: list[float] = {
        2: [top, bottom], 3: list(r3), 4: [], 5: [CY], 6: [], 7: [(top + CY) / 2],
        8: [(top + CY) / 2, (CY + bottom) / 2], 9: [CY],
        10: [(r4[0] + r4[1]) / 2, (r4[2] + r4[3]) / 2],
    }[rank]
    pos = [(left, y) for y in sides] + [(right, y) for y in sides] + [(mid, y) for y in centre]
    return pos


def pip_card(st: Style, suit: int, rank: int) -> str:
    body = [card_frame(st)]
    size = st.pip / 100
    for x, y in pip_positions(rank, st):
        rot = 180 if y > CY + 1 and not st.german else 0
        body.append(use(f"s{suit}", x, y, size, rot))
    body.append(corner(st, rank_text(st, rank), suit))
    return doc("\n".join(body), suit_defs(st, suit))


def rank_text(st: Style, rank: int) -> str:
    return GERMAN_RANK_TEXT[rank] if st.german else FRENCH_RANK_TEXT[rank]


def ace_card(st: Style, suit: int) -> str:
    c = st.colors[suit]
    size = 1.15 if st.german else (1.0 if suit != SPADES else 1.15)
    if st.outline:
        size *= 1.1
    orn = (f'<circle cx="{n(CX)}" cy="{n(CY)}" r="86" fill="none" stroke="{c}" '
           f'stroke-width="1.5" opacity="0.55"/>'
           f'<circle cx="{n(CX)}" cy="{n(CY)}" r="80" fill="none" stroke="{c}" '
           f'stroke-width="0.8" opacity="0.45"/>')
    dots = "".join(
        f'<circle cx="{n(CX + 92 * math.cos(a))}" cy="{n(CY + 92 * math.sin(a))}" r="2.6" '
        f'fill="{c}" opacity="0.6"/>'
        for a in (i * math.pi / 4 + math.pi / 8 for i in range(8))
    )
    body = [card_frame(st), orn + dots, use(f"s{suit}", CX, CY + (4 if st.german else 0), size)]
    body.append(corner(st, rank_text(st, ACE), suit))
    return doc("\n".join(body), suit_defs(st, suit))


# --- court cards: a half figure, mirrored through the centre --------------------------------

PALETTES = (
    (BLUE, RED, GOLD),
    (RED, BLUE, GOLD),
    (RED, GOLD, BLUE),
    (BLUE, GOLD, RED),
    (GREEN, RED, GOLD),
)
FX0, FX1, FY0 = 50, 200, 22  # court frame (upper half ends at CY)
OUT = "#2a1a0e"  # outline of the figures


def face(cx: float, cy: float, beard: str | None = None, hair: str = "#7a4a1a",
         long_hair: bool = False) -> str:
    """Head with eyes, nose and mouth; optional beard and hair."""
    parts = []
    if long_hair:
        parts.append(f'<path d="M{n(cx - 21)} {n(cy - 6)}C{n(cx - 26)} {n(cy + 14)} {n(cx - 24)} '
                     f'{n(cy + 30)} {n(cx - 16)} {n(cy + 36)}H{n(cx + 16)}C{n(cx + 24)} {n(cy + 30)} '
                     f'{n(cx + 26)} {n(cy + 14)} {n(cx + 21)} {n(cy - 6)}Z" fill="{hair}" '
                     f'stroke="{OUT}" stroke-width="1.5"/>')
    parts.append(f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="17" ry="20" fill="{SKIN}" '
                 f'stroke="{OUT}" stroke-width="1.6"/>')
    parts.append(f'<path d="M{n(cx - 17)} {n(cy - 4)}C{n(cx - 16)} {n(cy - 18)} {n(cx - 8)} '
                 f'{n(cy - 21)} {n(cx)} {n(cy - 21)}C{n(cx + 8)} {n(cy - 21)} {n(cx + 16)} '
                 f'{n(cy - 18)} {n(cx + 17)} {n(cy - 4)}C{n(cx + 10)} {n(cy - 11)} {n(cx - 10)} '
                 f'{n(cy - 11)} {n(cx - 17)} {n(cy - 4)}Z" fill="{hair}"/>')
    parts.append(f'<path d="M{n(cx - 11)} {n(cy - 5)}q3.5-2.5 7 0M{n(cx + 4)} {n(cy - 5)}'
                 f'q3.5-2.5 7 0" fill="none" stroke="{OUT}" stroke-width="1.2" '
                 f'stroke-linecap="round"/>'
                 f'<ellipse cx="{n(cx - 7.5)}" cy="{n(cy)}" rx="2" ry="2.4" fill="{OUT}"/>'
                 f'<ellipse cx="{n(cx + 7.5)}" cy="{n(cy)}" rx="2" ry="2.4" fill="{OUT}"/>')
    parts.append(f'<path d="M{n(cx + 1)} {n(cy + 2)}q-3.5 4 0 7" fill="none" stroke="{OUT}" '
                 f'stroke-width="1.2" stroke-linecap="round"/>')
    if beard:
        parts.append(f'<path d="M{n(cx - 16)} {n(cy + 4)}C{n(cx - 14)} {n(cy + 22)} {n(cx - 8)} '
                     f'{n(cy + 32)} {n(cx)} {n(cy + 34)}C{n(cx + 8)} {n(cy + 32)} {n(cx + 14)} '
                     f'{n(cy + 22)} {n(cx + 16)} {n(cy + 4)}C{n(cx + 10)} {n(cy + 12)} '
                     f'{n(cx - 10)} {n(cy + 12)} {n(cx - 16)} {n(cy + 4)}Z" fill="{beard}" '
                     f'stroke="{OUT}" stroke-width="1.2"/>')
        parts.append(f'<path d="M{n(cx - 5)} {n(cy + 12)}q5 3 10 0" fill="none" stroke="#a0262a" '
                     f'stroke-width="2" stroke-linecap="round"/>')
    else:
        parts.append(f'<path d="M{n(cx - 4)} {n(cy + 12)}q4 3 8 0" fill="none" stroke="#b0262a" '
                     f'stroke-width="2.2" stroke-linecap="round"/>')
    return "".join(parts)


def crown(cx: float, base: float, width: float = 38, height: float = 24) -> str:
    w2 = width / 2
    pts = [(cx - w2, base), (cx - w2 - 2, base - height), (cx - w2 / 2, base - height * 0.55),
           (cx, base - height - 4), (cx + w2 / 2, base - height * 0.55),
           (cx + w2 + 2, base - height), (cx + w2, base)]
    d = "M" + "L".join(f"{n(x)} {n(y)}" for x, y in pts) + "Z"
    jewels = "".join(f'<circle cx="{n(x)}" cy="{n(y)}" r="3" fill="{RED}" stroke="{OUT}" '
                     f'stroke-width="0.8"/>'
                     for x, y in ((cx - w2 - 2, base - height), (cx, base - height - 4),
                                  (cx + w2 + 2, base - height)))
    band = (f'<rect x="{n(cx - w2)}" y="{n(base - 7)}" width="{n(width)}" height="7" fill="{GOLD}" '
            f'stroke="{OUT}" stroke-width="1.2"/>'
            f'<circle cx="{n(cx)}" cy="{n(base - 3.5)}" r="2.4" fill="{BLUE}"/>')
    return (f'<path d="{d}" fill="{GOLD}" stroke="{OUT}" stroke-width="1.5" '
            f'stroke-linejoin="round"/>{band}{jewels}')


def body(cx: float, pal: tuple[str, str, str], neck_y: float) -> str:
    """Shoulders and robe down to the centre line, with a collar and trim."""
    a, b, t = pal
    y = neck_y
    robe_l = (f'<path d="M{n(FX0 + 12)} {n(CY)}L{n(FX0 + 16)} {n(y + 30)}C{n(FX0 + 20)} {n(y + 10)} '
              f'{n(cx - 38)} {n(y + 2)} {n(cx - 14)} {n(y)}L{n(cx)} {n(y + 10)}V{n(CY)}Z" '
              f'fill="{a}" stroke="{OUT}" stroke-width="1.6" stroke-linejoin="round"/>')
    robe_r = (f'<path d="M{n(FX1 - 12)} {n(CY)}L{n(FX1 - 16)} {n(y + 30)}C{n(FX1 - 20)} {n(y + 10)} '
              f'{n(cx + 38)} {n(y + 2)} {n(cx + 14)} {n(y)}L{n(cx)} {n(y + 10)}V{n(CY)}Z" '
              f'fill="{b}" stroke="{OUT}" stroke-width="1.6" stroke-linejoin="round"/>')
    # a central band with studs, and sleeve trims
    band = (f'<path d="M{n(cx - 7)} {n(y + 6)}L{n(cx - 9)} {n(CY)}H{n(cx + 9)}L{n(cx + 7)} '
            f'{n(y + 6)}Z" fill="{t}" stroke="{OUT}" stroke-width="1.2"/>')
    studs = "".join(f'<circle cx="{n(cx)}" cy="{n(yy)}" r="2.2" fill="{FACE}" stroke="{OUT}" '
                    f'stroke-width="0.8"/>' for yy in range(int(y + 18), int(CY - 4), 14))
    collar = (f'<path d="M{n(cx - 24)} {n(y + 1)}Q{n(cx)} {n(y + 22)} {n(cx + 24)} {n(y + 1)}'
              f'Q{n(cx)} {n(y + 9)} {n(cx - 24)} {n(y + 1)}Z" fill="{FACE}" stroke="{OUT}" '
              f'stroke-width="1.4"/>')
    motifs = robe_motifs(FX0 + 24, cx - 18, y + 34, CY - 14, GOLD if a != GOLD else RED)
    motifs += robe_motifs(cx + 18, FX1 - 24, y + 34, CY - 14, GOLD if b != GOLD else RED)
    hem = (f'<path d="M{n(FX0 + 12)} {n(CY - 8)}H{n(FX1 - 12)}V{n(CY)}H{n(FX0 + 12)}Z" '
           f'fill="{t}" stroke="{OUT}" stroke-width="1.2"/>')
    return robe_l + robe_r + motifs + hem + band + studs + collar


def robe_motifs(x0: float, x1: float, y0: float, y1: float, color: str) -> str:
    """Small embroidered lozenges on a grid, offset every other row."""
    d = []
    step = 13
    row = 0
    y = y0
    while y <= y1:
        x = x0 + (step / 2 if row % 2 else 0)
        while x <= x1:
            d.append(f"M{n(x)} {n(y - 3.5)}l3 3.5l-3 3.5l-3-3.5Z")
            x += step
        y += step * 0.8
        row += 1
    return f'<path d="{"".join(d)}" fill="{color}" opacity="0.9"/>'


def hand(x: float, y: float) -> str:
    return (f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="7" ry="6" fill="{SKIN}" stroke="{OUT}" '
            f'stroke-width="1.3"/>')


def sword(x: float, top: float) -> str:
    return (f'<path d="M{n(x)} {n(top)}L{n(x + 4)} {n(top + 8)}V{n(CY - 30)}H{n(x - 4)}'
            f'V{n(top + 8)}Z" fill="#dfe3ea" stroke="{OUT}" stroke-width="1.3"/>'
            f'<path d="M{n(x - 13)} {n(CY - 30)}H{n(x + 13)}" stroke="{GOLD}" stroke-width="5" '
            f'stroke-linecap="round"/>'
            f'<path d="M{n(x)} {n(CY - 28)}V{n(CY - 12)}" stroke="#6b3d14" stroke-width="5"/>')


def staff(x: float, top: float, head: str) -> str:
    return (f'<path d="M{n(x)} {n(top)}V{n(CY - 6)}" stroke="#6b3d14" stroke-width="4" '
            f'stroke-linecap="round"/>{head}')


def halberd_head(x: float, top: float) -> str:
    return (f'<path d="M{n(x)} {n(top - 12)}L{n(x + 4)} {n(top)}L{n(x + 15)} {n(top + 2)}'
            f'C{n(x + 17)} {n(top + 10)} {n(x + 15)} {n(top + 16)} {n(x + 10)} {n(top + 20)}'
            f'L{n(x)} {n(top + 14)}L{n(x - 8)} {n(top + 8)}L{n(x - 4)} {n(top)}Z" fill="#dfe3ea" '
            f'stroke="{OUT}" stroke-width="1.2" stroke-linejoin="round"/>')


def flower(x: float, y: float) -> str:
    petals = "".join(f'<circle cx="{n(x + 6 * math.cos(a))}" cy="{n(y + 6 * math.sin(a))}" '
                     f'r="4.6" fill="{RED}" stroke="{OUT}" stroke-width="0.8"/>'
                     for a in (i * 2 * math.pi / 5 - math.pi / 2 for i in range(5)))
    return (f'<path d="M{n(x)} {n(y)}C{n(x + 2)} {n(y + 20)} {n(x - 2)} {n(y + 36)} {n(x + 2)} '
            f'{n(y + 50)}" fill="none" stroke="#2f7d32" stroke-width="2.5"/>'
            f'<path d="M{n(x + 1)} {n(y + 26)}q10-8 14-2q-6 8-14 2Z" fill="#3f9a3a"/>'
            f'{petals}<circle cx="{n(x)}" cy="{n(y)}" r="3.4" fill="{GOLD}"/>')


def scepter(x: float, top: float) -> str:
    return staff(x, top + 8, f'<circle cx="{n(x)}" cy="{n(top)}" r="8" fill="{GOLD}" '
                             f'stroke="{OUT}" stroke-width="1.3"/>'
                             f'<path d="M{n(x)} {n(top - 14)}V{n(top - 6)}M{n(x - 4)} '
                             f'{n(top - 10)}H{n(x + 4)}" stroke="{OUT}" stroke-width="2"/>')


def tiara(cx: float, base: float, color: str) -> str:
    return (f'<path d="M{n(cx - 20)} {n(base)}Q{n(cx)} {n(base - 26)} {n(cx + 20)} {n(base)}'
            f'Q{n(cx)} {n(base - 8)} {n(cx - 20)} {n(base)}Z" fill="{GOLD}" stroke="{OUT}" '
            f'stroke-width="1.3"/><circle cx="{n(cx)}" cy="{n(base - 14)}" r="3.5" fill="{color}" '
            f'stroke="{OUT}" stroke-width="0.8"/>'
            f'<path d="M{n(cx - 22)} {n(base + 2)}C{n(cx - 34)} {n(base + 20)} {n(cx - 30)} '
            f'{n(base + 50)} {n(cx - 24)} {n(base + 62)}" fill="none" stroke="{color}" '
            f'stroke-width="4" opacity="0.8"/>'
            f'<path d="M{n(cx + 22)} {n(base + 2)}C{n(cx + 34)} {n(base + 20)} {n(cx + 30)} '
            f'{n(base + 50)} {n(cx + 24)} {n(base + 62)}" fill="none" stroke="{color}" '
            f'stroke-width="4" opacity="0.8"/>')


def cap(cx: float, base: float, color: str, feather: str) -> str:
    return (f'<path d="M{n(cx + 14)} {n(base - 12)}C{n(cx + 30)} {n(base - 30)} {n(cx + 44)} '
            f'{n(base - 30)} {n(cx + 50)} {n(base - 22)}C{n(cx + 40)} {n(base - 24)} '
            f'{n(cx + 30)} {n(base - 18)} {n(cx + 18)} {n(base - 6)}Z" fill="{feather}" '
            f'stroke="{OUT}" stroke-width="1.2"/>'
            f'<path d="M{n(cx - 22)} {n(base)}C{n(cx - 24)} {n(base - 20)} {n(cx - 8)} '
            f'{n(base - 26)} {n(cx + 4)} {n(base - 24)}C{n(cx + 18)} {n(base - 22)} {n(cx + 24)} '
            f'{n(base - 12)} {n(cx + 22)} {n(base)}Z" fill="{color}" stroke="{OUT}" '
            f'stroke-width="1.5"/>'
            f'<path d="M{n(cx - 23)} {n(base)}H{n(cx + 23)}" stroke="{GOLD}" stroke-width="5" '
            f'stroke-linecap="round"/>')


def brimmed_hat(cx: float, base: float, color: str, feather: str) -> str:
    return (f'<path d="M{n(cx + 10)} {n(base - 14)}C{n(cx + 26)} {n(base - 36)} {n(cx + 42)} '
            f'{n(base - 36)} {n(cx + 48)} {n(base - 26)}C{n(cx + 36)} {n(base - 28)} '
            f'{n(cx + 28)} {n(base - 24)} {n(cx + 16)} {n(base - 8)}Z" fill="{feather}" '
            f'stroke="{OUT}" stroke-width="1.2"/>'
            f'<path d="M{n(cx - 16)} {n(base - 4)}C{n(cx - 16)} {n(base - 22)} {n(cx - 8)} '
            f'{n(base - 28)} {n(cx)} {n(base - 28)}C{n(cx + 8)} {n(base - 28)} {n(cx + 16)} '
            f'{n(base - 22)} {n(cx + 16)} {n(base - 4)}Z" fill="{color}" stroke="{OUT}" '
            f'stroke-width="1.5"/>'
            f'<ellipse cx="{n(cx)}" cy="{n(base - 3)}" rx="32" ry="6" fill="{color}" '
            f'stroke="{OUT}" stroke-width="1.5"/>')


def head(hx: float, hy: float, svg: str, k: float = 1.2) -> str:
    """The head and its headwear, a little larger than drawn (heads read better at 60 px)."""
    return (f'<g transform="translate({n(hx * (1 - k))} {n(hy * (1 - k))}) scale({k:.3g})">'
            f"{svg}</g>")


def arm(x0: float, y0: float, x1: float, y1: float, color: str, w0: float = 24,
        w1: float = 13) -> str:
    """A tapered sleeve from the shoulder to the wrist, a cuff, and the hand."""
    L = math.hypot(x1 - x0, y1 - y0)
    px, py = -(y1 - y0) / L, (x1 - x0) / L
    mx, my, bulge = (x0 + x1) / 2, (y0 + y1) / 2, (w0 + w1) / 4 * 1.3
    d = (f"M{n(x0 + px * w0 / 2)} {n(y0 + py * w0 / 2)}"
         f"Q{n(mx + px * bulge)} {n(my + py * bulge)} {n(x1 + px * w1 / 2)} {n(y1 + py * w1 / 2)}"
         f"L{n(x1 - px * w1 / 2)} {n(y1 - py * w1 / 2)}"
         f"Q{n(mx - px * bulge)} {n(my - py * bulge)} {n(x0 - px * w0 / 2)} {n(y0 - py * w0 / 2)}Z")
    cuff = (f"M{n(x1 + px * (w1 / 2 + 1.5))} {n(y1 + py * (w1 / 2 + 1.5))}"
            f"L{n(x1 - px * (w1 / 2 + 1.5))} {n(y1 - py * (w1 / 2 + 1.5))}")
    ux, uy = (x1 - x0) / L, (y1 - y0) / L
    return (f'<path d="{d}" fill="{color}" stroke="{OUT}" stroke-width="1.5" '
            f'stroke-linejoin="round"/>'
            f'<path d="{cuff}" stroke="{FACE}" stroke-width="4.5" stroke-linecap="round"/>'
            + hand(x1 + ux * 6, y1 + uy * 6))


def court_half(kind: str, suit: int, pal: tuple[str, str, str], sign_size: float) -> str:
    """The upper half of a court card: figure, attribute and the suit sign beside the head."""
    hx, hy = CX, 84
    neck = hy + 24
    a, b, _ = pal
    ls = (hx - 38, neck + 16)  # shoulders
    rs = (hx + 38, neck + 16)
    parts: list[str] = [body(hx, pal, neck)]
    sign_at: tuple[float, float] = (FX1 - 24, 46)
    if kind in ("K", "GK"):
        beard = "#8a5a2a" if kind == "K" else "#d9d2c5"
        parts.append(head(hx, hy, face(hx, hy, beard=beard) + crown(hx, hy - 14)))
        parts.append(arm(*rs, hx + 16, CY - 26, a))
        parts.append(sword(FX0 + 26, FY0 + 16) if kind == "K" else scepter(FX0 + 26, FY0 + 24))
        parts.append(arm(*ls, FX0 + 30, CY - 22, b))
    elif kind == "Q":
        parts.append(head(hx, hy, face(hx, hy, hair="#c98a2c", long_hair=True)
                          + tiara(hx, hy - 14, b)))
        parts.append(arm(*rs, hx + 14, CY - 30, a))
        parts.append(flower(FX0 + 30, 100))
        parts.append(arm(*ls, FX0 + 34, CY - 26, b))
    elif kind == "J":
        parts.append(head(hx, hy, face(hx, hy, hair="#4a2a10") + cap(hx, hy - 12, b, pal[2])))
        parts.append(arm(*rs, hx + 18, CY - 24, a))
        parts.append(staff(FX0 + 24, FY0 + 34, halberd_head(FX0 + 24, FY0 + 30)))
        parts.append(arm(*ls, FX0 + 28, CY - 24, b))
        sign_at = (FX1 - 22, hy + 4)
    elif kind == "GO":  # Ober: holds the suit sign up high
        parts.append(head(hx, hy, face(hx, hy, beard="#5a3a1a", hair="#5a3a1a")
                          + brimmed_hat(hx, hy - 14, b, pal[2])))
        parts.append(arm(*rs, hx + 16, CY - 26, a))
        parts.append(arm(ls[0] + 4, ls[1] - 4, FX0 + 26, FY0 + 62, b))
        sign_at = (FX0 + 26, FY0 + 28)
    elif kind == "GU":  # Unter: holds the suit sign low, in front of the body
        parts.append(head(hx, hy, face(hx, hy, hair="#b0782a") + cap(hx, hy - 12, b, pal[2])))
        parts.append(arm(*ls, hx - 16, CY - 26, b))
        parts.append(arm(*rs, FX1 - 36, CY - 14, a))
        sign_at = (FX1 - 34, CY - 40)
    parts.append(use(f"s{suit}", sign_at[0], sign_at[1], sign_size))
    return "".join(parts)


def court_card(st: Style, suit: int, rank: int) -> str:
    kind = ({JACK: "GU", QUEEN: "GO", KING: "GK"} if st.german
            else {JACK: "J", QUEEN: "Q", KING: "K"})[rank]
    pal = PALETTES[(suit + rank) % 4] if not st.german else PALETTES[(suit + rank) % 5]
    c = st.colors[suit]
    sign = 0.4 if kind in ("GO", "GU") else 0.3
    half = court_half(kind, suit, pal, sign)
    k = st.court_scale
    tf = f' transform="translate({n(CX * (1 - k))} {n(CY * (1 - k))}) scale({k:.3g})"' if k != 1 else ""
    fw = 4 if st.outline else 1.8
    frame = (f'<rect x="{FX0}" y="{FY0}" width="{FX1 - FX0}" height="{n(H - 2 * FY0)}" rx="4" '
             f'fill="#fbf3e2" stroke="{c}" stroke-width="{fw}"/>')
    mid = (f'<path d="M{FX0} {n(CY)}H{FX1}" stroke="{c}" stroke-width="{n(fw * 0.8)}"/>')
    body_svg = (f'<g{tf}>{frame}<g id="half">{half}</g>'
                f'<use xlink:href="#half" transform="rotate(180 {n(CX)} {n(CY)})"/>{mid}</g>')
    out = [card_frame(st), body_svg, corner(st, rank_text(st, rank), suit)]
    return doc("\n".join(out), suit_defs(st, suit))


# --- jokers -------------------------------------------------------------------------------


def jester(colors: tuple[str, str, str, str]) -> str:
    """A jester: a three-pointed cap with bells, a ruff, a chequered tunic."""
    a, b, c, bell = colors
    cx, hy = CX, 150
    cap_d = (f"M{n(cx - 22)} {n(hy - 12)}C{n(cx - 40)} {n(hy - 40)} {n(cx - 60)} {n(hy - 50)} "
             f"{n(cx - 70)} {n(hy - 36)}C{n(cx - 50)} {n(hy - 44)} {n(cx - 34)} {n(hy - 30)} "
             f"{n(cx - 12)} {n(hy - 20)}Z")
    cap_r = (f"M{n(cx + 22)} {n(hy - 12)}C{n(cx + 40)} {n(hy - 40)} {n(cx + 60)} {n(hy - 50)} "
             f"{n(cx + 70)} {n(hy - 36)}C{n(cx + 50)} {n(hy - 44)} {n(cx + 34)} {n(hy - 30)} "
             f"{n(cx + 12)} {n(hy - 20)}Z")
    cap_m = (f"M{n(cx - 18)} {n(hy - 14)}C{n(cx - 16)} {n(hy - 50)} {n(cx - 4)} {n(hy - 66)} "
             f"{n(cx + 6)} {n(hy - 76)}C{n(cx + 4)} {n(hy - 50)} {n(cx + 16)} {n(hy - 34)} "
             f"{n(cx + 18)} {n(hy - 14)}Z")
    bells = "".join(f'<circle cx="{n(x)}" cy="{n(y)}" r="6" fill="{bell}" stroke="{OUT}" '
                    f'stroke-width="1.2"/>'
                    for x, y in ((cx - 70, hy - 36), (cx + 70, hy - 36), (cx + 6, hy - 76)))
    bottom = H - FY0 - 1
    yb = hy + 26  # top of the shoulders, under the ruff
    left = (f"M{n(cx)} {n(yb)}H{n(cx - 30)}C{n(cx - 58)} {n(yb + 2)} {n(cx - 68)} {n(yb + 22)} "
            f"{n(cx - 68)} {n(yb + 50)}L{n(cx - 70)} {n(bottom)}H{n(cx)}Z")
    right = (f"M{n(cx)} {n(yb)}H{n(cx + 30)}C{n(cx + 58)} {n(yb + 2)} {n(cx + 68)} {n(yb + 22)} "
             f"{n(cx + 68)} {n(yb + 50)}L{n(cx + 70)} {n(bottom)}H{n(cx)}Z")
    tunic = (f'<path d="{left}" fill="{a}" stroke="{OUT}" stroke-width="2" '
             f'stroke-linejoin="round"/>'
             f'<path d="{right}" fill="{b}" stroke="{OUT}" stroke-width="2" '
             f'stroke-linejoin="round"/>')
    sleeves = "".join(
        f'<path d="M{n(cx + sgn * 62)} {n(yb + 30)}C{n(cx + sgn * 56)} {n(yb + 70)} '
        f'{n(cx + sgn * 40)} {n(yb + 96)} {n(cx + sgn * 22)} {n(yb + 104)}" fill="none" '
        f'stroke="{OUT}" stroke-width="1.6"/>'
        for sgn in (-1, 1))
    hands = hand(cx - 14, yb + 110) + hand(cx + 14, yb + 110)
    diamonds = "".join(
        f'<path d="M{n(cx)} {n(y - 10)}l7 10l-7 10l-7-10Z" fill="{c}" stroke="{OUT}" '
        f'stroke-width="1"/>' for y in (yb + 30, yb + 58, yb + 86))
    bells_row = "".join(f'<circle cx="{n(x)}" cy="{n(bottom - 8)}" r="4" fill="{bell}" '
                        f'stroke="{OUT}" stroke-width="1"/>'
                        for x in range(int(cx - 60), int(cx + 61), 20))
    ruff = "".join(f'<circle cx="{n(cx + 36 * math.cos(t))}" cy="{n(hy + 28 + 7 * math.sin(t))}" '
                   f'r="9" fill="#ffffff" stroke="{OUT}" stroke-width="1.2"/>'
                   for t in (math.pi * i / 7 for i in range(8)))
    return (
        tunic + sleeves + diamonds + bells_row + ruff + hands
        + f'<path d="{cap_d}" fill="{a}" stroke="{OUT}" stroke-width="1.5"/>'
        + f'<path d="{cap_r}" fill="{b}" stroke="{OUT}" stroke-width="1.5"/>'
        + f'<path d="{cap_m}" fill="{c}" stroke="{OUT}" stroke-width="1.5"/>'
        + bells + face(cx, hy, hair=c)
        + f'<path d="M{n(cx - 10)} {n(hy + 10)}q10 8 20 0" fill="none" stroke="{OUT}" '
          f'stroke-width="1.6" stroke-linecap="round"/>'
    )


def joker_card(big: bool, st: Style) -> str:
    """Big joker in full colour, little joker in black only."""
    color = RED if big else INK
    if big:
        fig = jester((RED, BLUE, GOLD, GOLD))
    else:
        fig = jester((INK, "#ffffff", "#ffffff", "#ffffff")).replace(SKIN, "#ffffff").replace("#b0262a", INK)
    letters = []
    for i, ch in enumerate("JOKER"):
        letters.append(glyph(ch, 24, 16 + i * 27, 21, color, 17 if st.outline else 14))
    star = (f'<path d="{star_path(24, 16 + 5 * 27 + 12, 11, 4.5)}" fill="{color}"/>')
    idx = (f'<g id="index">{"".join(letters)}{star}</g>'
           f'<use xlink:href="#index" transform="rotate(180 {n(CX)} {n(CY)})"/>')
    frame = (f'<rect x="{FX0}" y="{FY0}" width="{FX1 - FX0}" height="{n(H - 2 * FY0)}" rx="4" '
             f'fill="{"#fbf3e2" if big else "#ffffff"}" stroke="{color}" stroke-width="1.8"/>')
    stars = "".join(f'<path d="{star_path(x, y, 8, 3.4)}" fill="{GOLD if big else INK}"/>'
                    for x, y in ((72, 44), (176, 50), (186, 92), (64, 80)))
    return doc("\n".join([card_frame(st), frame, stars, fig, idx]))


def star_path(cx: float, cy: float, r: float, r2: float) -> str:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r2
        pts.append(f"{n(cx + rr * math.cos(a))} {n(cy + rr * math.sin(a))}")
    return "M" + "L".join(pts) + "Z"


# --- backs ---------------------------------------------------------------------------------


def lattice_lines(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Diagonal lines both ways, clipped to a rectangle by hand (no clipPath needed)."""
    segs = []
    w, h = x1 - x0, y1 - y0
    k = -h
    while k <= w:
        # line x - x0 = (y - y0) + k  (down-right) and its mirror
        ya, yb = max(0.0, -k), min(h, w - k)
        if yb > ya:
            segs.append(f"M{n(x0 + ya + k)} {n(y0 + ya)}L{n(x0 + yb + k)} {n(y0 + yb)}")
            segs.append(f"M{n(x1 - ya - k)} {n(y0 + ya)}L{n(x1 - yb - k)} {n(y0 + yb)}")
        k += step
    return "".join(segs)


def mix(top: str, ground: str, alpha: float) -> str:
    """The colour of ``top`` laid at ``alpha`` over ``ground`` (both "#rrggbb")."""
    a, b = int(top[1:], 16), int(ground[1:], 16)
    return "#" + "".join(f"{round(alpha * (a >> s & 255) + (1 - alpha) * (b >> s & 255)):02x}"
                         for s in (16, 8, 0))


def back_card(name: str, ground: str, ink: str) -> str:
    m = 12
    x0, y0, x1, y1 = m, m, W - m, H - m
    parts = [card_frame(STYLES["french"]),
             f'<rect x="{m}" y="{m}" width="{W - 2 * m}" height="{H - 2 * m}" rx="8" fill="{ground}"/>']
    if name == "blue":
        step = 12.0  # the lattice is symmetric about both axes: the rectangle is centred
        # The ink at 90 % over the ground, mixed here: an SVG opacity made QtSvg draw the
        # lattice 4.5 times slower (a card back is drawn at every new size and scale).
        parts.append(f'<path d="{lattice_lines(x0 + 4, y0 + 4, x1 - 4, y1 - 4, step)}" '
                     f'stroke="{mix(ink, ground, 0.9)}" stroke-width="1.3" fill="none"/>')
    else:
        # filled lozenges, big and small in a chequer (filled shapes render fast)
        dots = []
        step = 13
        nx = int((x1 - x0 - 42) // step)  # keep clear of the frame lines
        ny = int((y1 - y0 - 42) // step)
        sx = CX - nx * step / 2
        sy = CY - ny * step / 2
        for i in range(nx + 1):
            for j in range(ny + 1):
                x, y = sx + i * step, sy + j * step
                r = 5.2 if (i + j) % 2 == 0 else 2.2
                dots.append(f"M{n(x)} {n(y - r)}L{n(x + r)} {n(y)}L{n(x)} {n(y + r)}"
                            f"L{n(x - r)} {n(y)}Z")
        parts.append(f'<path d="{"".join(dots)}" fill="{ink}"/>')
    # frames and a central medallion, identical under a half turn
    parts.append(f'<rect x="{m + 5}" y="{m + 5}" width="{W - 2 * m - 10}" height="{H - 2 * m - 10}" '
                 f'rx="6" fill="none" stroke="{ink}" stroke-width="3"/>')
    parts.append(f'<rect x="{m + 10}" y="{m + 10}" width="{W - 2 * m - 20}" '
                 f'height="{H - 2 * m - 20}" rx="4" fill="none" stroke="{ink}" stroke-width="1"/>')
    parts.append(f'<ellipse cx="{n(CX)}" cy="{n(CY)}" rx="46" ry="62" fill="{ground}" '
                 f'stroke="{ink}" stroke-width="3"/>'
                 f'<ellipse cx="{n(CX)}" cy="{n(CY)}" rx="38" ry="54" fill="none" stroke="{ink}" '
                 f'stroke-width="1"/>')
    petals = "".join(
        f'<ellipse cx="{n(CX + 20 * math.cos(a))}" cy="{n(CY + 26 * math.sin(a))}" rx="9" ry="20" '
        f'transform="rotate({n(math.degrees(a) + 90)} {n(CX + 20 * math.cos(a))} '
        f'{n(CY + 26 * math.sin(a))})" fill="none" stroke="{ink}" stroke-width="2"/>'
        for a in (i * math.pi / 4 for i in range(8)))
    parts.append(petals + f'<circle cx="{n(CX)}" cy="{n(CY)}" r="6" fill="{ink}"/>')
    return doc("\n".join(parts))


BACKS = {"blue": ("#1d3f8a", "#e8eefc"), "red": ("#9e1427", "#fbe9ea")}


# --- the Poch board and the chip -----------------------------------------------------------

BOARD_SIZE = 600
CLASSIC8_RING = ("ace", "king", "queen", "jack", "ten", "mariage", "sequenz")
MODERN9_RING = ("ace", "king", "queen", "jack", "ten", "mariage", "sequenz", "pocher")


def board(ring: tuple[str, ...], centre: str) -> str:
    c = BOARD_SIZE / 2
    defs = (
        '<radialGradient id="wood" cx="0.45" cy="0.4" r="0.65">'
        '<stop offset="0" stop-color="#b57a42"/><stop offset="0.8" stop-color="#8a5328"/>'
        '<stop offset="1" stop-color="#5e3414"/></radialGradient>'
        '<radialGradient id="hollow" cx="0.5" cy="0.45" r="0.55">'
        '<stop offset="0" stop-color="#8f2a36"/><stop offset="0.75" stop-color="#6a1824"/>'
        '<stop offset="1" stop-color="#340810"/></radialGradient>'
        '<radialGradient id="rimg" cx="0.5" cy="0.5" r="0.5">'
        '<stop offset="0.9" stop-color="#d9a35c"/><stop offset="1" stop-color="#7a4620"/>'
        "</radialGradient>"
    )
    parts = [
        f'<circle cx="{n(c)}" cy="{n(c + 6)}" r="292" fill="#000000" opacity="0.25"/>',
        (f'<circle id="board" cx="{n(c)}" cy="{n(c)}" r="290" fill="url(#wood)" '
         f'stroke="#3d200b" stroke-width="4"/>'),
        f'<circle cx="{n(c)}" cy="{n(c)}" r="272" fill="none" stroke="#d9a35c" stroke-width="3"/>',
        f'<circle cx="{n(c)}" cy="{n(c)}" r="266" fill="none" stroke="#5e3414" stroke-width="1.5"/>',
    ]
    k = len(ring)
    ring_r = 190
    hole_r = min(72.0, ring_r * math.sin(math.pi / k) - 10)
    # dividing spokes between the hollows, and a ring around the centre
    spokes = []
    for i in range(k):
        a = -math.pi / 2 + (i + 0.5) * 2 * math.pi / k
        spokes.append(f"M{n(c + 116 * math.cos(a))} {n(c + 116 * math.sin(a))}"
                      f"L{n(c + 266 * math.cos(a))} {n(c + 266 * math.sin(a))}")
    parts.append(f'<path d="{"".join(spokes)}" stroke="#5e3414" stroke-width="2.5" '
                 f'fill="none"/>')
    studs = "".join(circle_path(c + 279 * math.cos(t), c + 279 * math.sin(t), 2.2)
                    for t in (i * math.pi / 24 for i in range(48)))
    gems = "".join(
        f"M{n(c + 244 * math.cos(t))} {n(c + 244 * math.sin(t) - 7)}l5 7l-5 7l-5-7Z"
        for t in (-math.pi / 2 + (i + 0.5) * 2 * math.pi / k for i in range(k)))
    parts.append(f'<path d="{studs}{gems}" fill="#e8c27a" stroke="#5e3414" stroke-width="0.8"/>')
    parts.append(f'<circle cx="{n(c)}" cy="{n(c)}" r="116" fill="none" stroke="#5e3414" '
                 f'stroke-width="2.5"/>')
    for i, name in enumerate(ring):
        a = -math.pi / 2 + i * 2 * math.pi / k
        x, y = c + ring_r * math.cos(a), c + ring_r * math.sin(a)
        parts.append(f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(hole_r + 5)}" fill="url(#rimg)"/>')
        parts.append(f'<circle id="compartment-{name}" cx="{n(x)}" cy="{n(y)}" r="{n(hole_r)}" '
                     f'fill="url(#hollow)" stroke="#3d200b" stroke-width="1.5"/>')
    parts.append(f'<circle cx="{n(c)}" cy="{n(c)}" r="100" fill="url(#rimg)"/>')
    parts.append(f'<circle id="compartment-{centre}" cx="{n(c)}" cy="{n(c)}" r="94" '
                 f'fill="url(#hollow)" stroke="#3d200b" stroke-width="1.5"/>')
    return doc("\n".join(parts), defs, BOARD_SIZE, BOARD_SIZE)


def chip(colour: str = "gold") -> str:
    light, dark, ink, mark = CHIP_COLOURS[colour]
    defs = ('<radialGradient id="chipg" cx="0.4" cy="0.35" r="0.7">'
            f'<stop offset="0" stop-color="{light}"/><stop offset="1" stop-color="{dark}"/>'
            "</radialGradient>")
    marks = "".join(
        f'<path d="M{n(50 + 38 * math.cos(a))} {n(50 + 38 * math.sin(a))}'
        f'L{n(50 + 47 * math.cos(a))} {n(50 + 47 * math.sin(a))}"/>'
        for a in (i * math.pi / 6 for i in range(12)))
    star = "#8a5e08" if colour == "gold" else ink
    body_ = (
        f'<circle cx="50" cy="50" r="48" fill="url(#chipg)" stroke="{ink}" stroke-width="2"/>'
        f'<g stroke="{mark}" stroke-width="6" stroke-linecap="butt">{marks}</g>'
        f'<circle cx="50" cy="50" r="33" fill="none" stroke="{ink}" stroke-width="1.5"/>'
        f'<circle cx="50" cy="50" r="27" fill="none" stroke="{mark}" stroke-width="1.2" '
        'stroke-dasharray="3 3"/>'
        f'<path d="{star_path(50, 51, 14, 6)}" fill="{star}"/>'
    )
    return doc(body_, defs, 100, 100)


# --- writing -------------------------------------------------------------------------------

GERMAN_RANKS = (7, 8, 9, 10, JACK, QUEEN, KING, ACE)


def card_svg(st: Style, c: int) -> str:
    s, r = divmod(c, 13)
    r += 2
    if r == ACE:
        return ace_card(st, s)
    if r in (JACK, QUEEN, KING):
        return court_card(st, s, r)
    return pip_card(st, s, r)


def write_all(root: Path = ROOT / "assets") -> dict[str, int]:
    """Write every asset; returns the number of files per folder."""
    counts: dict[str, int] = {}
    cards_dir = root / "cards"
    for sub in ("french", "french4", "contrast", "german", "backs"):
        shutil.rmtree(cards_dir / sub, ignore_errors=True)
        (cards_dir / sub).mkdir(parents=True)
    for name, st in STYLES.items():
        ranks = GERMAN_RANKS if st.german else tuple(range(2, 15))
        for s in SUITS:
            for r in ranks:
                c = card(s, r)
                _write(cards_dir / name / f"{card_str(c)}.svg", card_svg(st, c),
                       card_name(c, german=st.german))
        if not st.german:
            _write(cards_dir / name / "LJ.svg", joker_card(False, st), "little joker")
            _write(cards_dir / name / "BJ.svg", joker_card(True, st), "big joker")
        counts[name] = len(list((cards_dir / name).iterdir()))
    for name, (ground, ink) in BACKS.items():
        _write(cards_dir / "backs" / f"{name}.svg", back_card(name, ground, ink))
    counts["backs"] = len(BACKS)
    board_dir = root / "board"
    board_dir.mkdir(parents=True, exist_ok=True)
    _write(board_dir / "poch_classic8.svg", board(CLASSIC8_RING, "poch"))
    _write(board_dir / "poch_modern9.svg", board(MODERN9_RING, "centre"))
    for colour in CHIP_COLOURS:
        _write(board_dir / chip_file(colour), chip(colour))
    counts["board"] = 2 + len(CHIP_COLOURS)
    return counts


def _write(path: Path, text: str, title: str = "") -> None:
    if title:  # a name for screen readers and file browsers, right after the root element
        head, _, rest = text.partition("\n")
        text = f"{head}\n<title>{title}</title>\n{rest}"
    path.write_text(text, encoding="utf-8")


def main() -> None:
    counts = write_all()
    total = sum(p.stat().st_size for p in (ROOT / "assets").rglob("*.svg"))
    print(", ".join(f"{k}: {v}" for k, v in counts.items()), f"— {total / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
