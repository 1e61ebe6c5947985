"""Where the card, back and board art lives, and rendering it to images.

The path functions need no Qt. ``render_card`` and ``compartment_rects`` import PySide6 only
when called, and need a ``QGuiApplication``.

>>> from cardtable.cards import parse_card
>>> card_svg_path(parse_card("QS"), "german").name
'QS.svg'
>>> deck_cards("german")[:2]
[5, 6]
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.cards import BIG_JOKER, LITTLE_JOKER, PACK_32, PACK_52, Card, card_list, card_str

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer

DECK_STYLES: tuple[str, ...] = ("french", "french4", "contrast", "german")
BACKS: tuple[str, ...] = ("blue", "red")
BOARDS: tuple[str, ...] = ("poch_classic8", "poch_modern9")
# Counters in several colours (all worth one): light and dark of the face's gradient, the ink
# of its rings and star, the marks round its rim. ``tools/make_art.py`` draws one SVG each
# from these; the table draws a stack's edges in the same colours.
CHIP_COLOURS: dict[str, tuple[str, str, str, str]] = {
    "gold": ("#f4d27a", "#b8860b", "#6b4a06", "#fff6d8"),
    "red": ("#ef6f64", "#a3161f", "#5a0a0e", "#fff1e6"),
    "blue": ("#7fa6ec", "#1e3f8f", "#0e2150", "#eef3ff"),
    "green": ("#74c98a", "#1f6d3b", "#0b3a1c", "#effbe9"),
    "ivory": ("#fffaf0", "#d8ccb0", "#6b5a3a", "#c8102e"),
}
CARD_ASPECT = 350 / 250  # height / width of every card


class ArtError(ValueError):
    """A card, deck style, back or board that has no art."""


def assets_dir() -> Path:
    """The ``assets`` folder: in a frozen app, an installed wheel, or the source tree."""
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        return Path(sys._MEIPASS) / "assets"
    here = Path(__file__).resolve().parent
    packaged = here / "assets"
    if packaged.is_dir():
        return packaged
    return here.parent / "assets"


def _check_style(style: str) -> None:
    if style not in DECK_STYLES:
        raise ArtError(f"no deck style {style!r}; choose one of {', '.join(DECK_STYLES)}")


def deck_cards(style: str) -> list[Card]:
    """Every card the style has art for, lowest first (jokers last)."""
    _check_style(style)
    if style == "german":
        return card_list(PACK_32)
    return card_list(PACK_52) + [LITTLE_JOKER, BIG_JOKER]


@cache
def _deck_set(style: str) -> frozenset[Card]:
    return frozenset(deck_cards(style))


def card_svg_path(card: Card, style: str) -> Path:
    """The SVG of ``card`` in ``style``; ArtError (a ValueError) if the style lacks it."""
    _check_style(style)
    if card not in _deck_set(style):
        what = card_str(card) if 0 <= card <= BIG_JOKER else repr(card)
        raise ArtError(f"the {style} deck has no card {what}")
    return assets_dir() / "cards" / style / f"{card_str(card)}.svg"


def back_svg_path(name: str = "blue") -> Path:
    """The SVG of the card back called ``name``."""
    if name not in BACKS:
        raise ArtError(f"no card back {name!r}; choose one of {', '.join(BACKS)}")
    return assets_dir() / "cards" / "backs" / f"{name}.svg"


def board_svg_path(name: str) -> Path:
    """The SVG of a Poch board: ``classic8``/``modern9`` or ``poch_classic8``/``poch_modern9``."""
    key = name if name.startswith("poch_") else f"poch_{name}"
    if key not in BOARDS:
        raise ArtError(f"no board {name!r}; choose one of classic8, modern9")
    return assets_dir() / "board" / f"{key}.svg"


def chip_file(colour: str = "gold") -> str:
    """The file name of the counter in ``colour`` (one of :data:`CHIP_COLOURS`)."""
    if colour not in CHIP_COLOURS:
        raise ArtError(f"no chip colour {colour!r}; choose one of {', '.join(CHIP_COLOURS)}")
    return "chip.svg" if colour == "gold" else f"chip_{colour}.svg"


def chip_svg_path(colour: str = "gold") -> Path:
    """The SVG of one counter in ``colour``."""
    return assets_dir() / "board" / chip_file(colour)


def compartment_ids(board_name: str) -> list[str]:
    """The ids of the board's compartments (``compartment-ace`` …), in document order."""
    import xml.etree.ElementTree as ET  # here: only Poch's board needs it

    root = ET.parse(board_svg_path(board_name)).getroot()
    return [el.attrib["id"] for el in root.iter()
            if el.attrib.get("id", "").startswith("compartment-")]


# --- Qt side -------------------------------------------------------------------------------

_CACHE_LIMIT = 640  # images; a resize re-renders every card, so old sizes must fall out
_image_cache: dict[tuple[str, Card | None, int, float, str], QImage] = {}
# Loaded SVGs, the most recently used last. A few only: a card is drawn once per size and
# then kept as a picture (ui/table/card_cache.py), and a loaded card SVG holds ~70 KB (a pack's
# worth held 3.7 MB for good); loading one again takes ~0.4 ms.
_renderers: OrderedDict[Path, QSvgRenderer] = OrderedDict()
_RENDERER_LIMIT = 12


def clear_cache() -> None:
    """Forget every rendered image and loaded SVG (the next render is cold)."""
    _image_cache.clear()
    _renderers.clear()


def _renderer(path: Path) -> QSvgRenderer:
    from PySide6.QtSvg import QSvgRenderer

    r = _renderers.get(path)
    if r is None:
        r = QSvgRenderer(str(path))
        if not r.isValid():
            raise ArtError(f"cannot read the SVG {path}")
        _renderers[path] = r
        if len(_renderers) > _RENDERER_LIMIT:
            _renderers.popitem(last=False)
    else:
        _renderers.move_to_end(path)
    return r


def render_svg(path: Path, width_px: int, height_px: int,
               device_pixel_ratio: float = 1.0) -> QImage:
    """Render an SVG file into a transparent QImage of the given logical size."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    w = max(1, round(width_px * device_pixel_ratio))
    h = max(1, round(height_px * device_pixel_ratio))
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    _renderer(path).render(p, QRectF(0, 0, w, h))
    p.end()
    img.setDevicePixelRatio(device_pixel_ratio)
    return img


def render_card(card: Card | None, style: str, width_px: int,
                device_pixel_ratio: float = 1.0, back: str = "blue") -> QImage:
    """A card face (or its back, for ``None``) ``width_px`` logical pixels wide, cached.

    The image carries ``device_pixel_ratio``, so it paints at ``width_px`` logical pixels.
    """
    key = (style, card, width_px, device_pixel_ratio, back if card is None else "")
    img = _image_cache.get(key)
    if img is None:
        path = back_svg_path(back) if card is None else card_svg_path(card, style)
        img = render_svg(path, width_px, round(width_px * CARD_ASPECT), device_pixel_ratio)
        if len(_image_cache) >= _CACHE_LIMIT:
            del _image_cache[next(iter(_image_cache))]  # the oldest entry
        _image_cache[key] = img
    return img


def compartment_rects(board_name: str) -> dict[str, QRectF]:
    """Each compartment's bounding rect in the board's SVG (viewBox) coordinates."""
    path = board_svg_path(board_name)
    r = _renderer(path)
    out = {}
    for cid in compartment_ids(board_name):
        if not r.elementExists(cid):
            raise ArtError(f"{path.name} has no element {cid!r}")
        out[cid] = r.transformForElement(cid).mapRect(r.boundsOnElement(cid))
    return out


def board_view_box(board_name: str) -> QRectF:
    """The board's viewBox, to map ``compartment_rects`` onto a drawn board."""
    return _renderer(board_svg_path(board_name)).viewBoxF()
