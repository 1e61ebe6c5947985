"""The card, back and board art: every file exists, is SVG, renders, and the decks are distinct."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable import art
from cardtable.cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    PACK_32,
    card_list,
    card_str,
    parse_card,
)

SVG_ROOT = "{http://www.w3.org/2000/svg}svg"
ALL_CARD_FILES = [(style, c) for style in art.DECK_STYLES for c in art.deck_cards(style)]
CLASSIC8 = ["ace", "king", "queen", "jack", "ten", "mariage", "sequenz", "poch"]
MODERN9 = ["ace", "king", "queen", "jack", "ten", "mariage", "sequenz", "pocher", "centre"]


@pytest.fixture(scope="module")
def qapp() -> Iterator[object]:
    # A QApplication (not just a QGuiApplication): whichever test module makes the app first
    # makes it for the whole run, and widget tests need the full one.
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    yield app


def has_dark_and_light(img: object, dark_below: int = 90, light_above: int = 200) -> bool:
    """True if the image has both a dark and a light opaque pixel (it is not blank)."""
    from PySide6.QtGui import QColor, QImage

    assert isinstance(img, QImage)
    dark = light = False
    step = max(1, img.width() // 40)
    for y in range(0, img.height(), step):
        for x in range(0, img.width(), step):
            c = QColor(img.pixel(x, y))
            if c.alpha() < 200:
                continue
            v = c.lightness()
            dark |= v < dark_below
            light |= v > light_above
            if dark and light:
                return True
    return False


def image_bytes(img: object) -> bytes:
    from PySide6.QtGui import QImage

    assert isinstance(img, QImage)
    return bytes(img.constBits())


def test_deck_sizes() -> None:
    assert len(art.deck_cards("french")) == 54
    assert art.deck_cards("german") == card_list(PACK_32)
    for style in ("french", "french4", "contrast"):
        assert {LITTLE_JOKER, BIG_JOKER} <= set(art.deck_cards(style))


@pytest.mark.parametrize("style,card", ALL_CARD_FILES,
                         ids=[f"{s}-{card_str(c)}" for s, c in ALL_CARD_FILES])
def test_card_file_is_svg(style: str, card: int) -> None:
    path = art.card_svg_path(card, style)
    assert path.is_file(), path
    assert ET.parse(path).getroot().tag == SVG_ROOT


@pytest.mark.parametrize("name", art.BACKS)
def test_back_file_is_svg(name: str) -> None:
    assert ET.parse(art.back_svg_path(name)).getroot().tag == SVG_ROOT


@pytest.mark.parametrize("style", art.DECK_STYLES)
def test_every_card_renders_at_two_sizes(qapp: object, style: str) -> None:
    art.clear_cache()
    for c in art.deck_cards(style):
        for width in (60, 250):
            img = art.render_card(c, style, width)
            assert img.width() == width and img.height() == round(width * 1.4)
            assert has_dark_and_light(img), f"{style} {card_str(c)} at {width} px looks blank"


@pytest.mark.parametrize("name", art.BACKS)
def test_backs_render(qapp: object, name: str) -> None:
    for width in (60, 250):
        img = art.render_card(None, "french", width, back=name)
        assert has_dark_and_light(img)


def test_backs_differ(qapp: object) -> None:
    faces = {image_bytes(art.render_card(None, "french", 120, back=b)) for b in art.BACKS}
    assert len(faces) == len(art.BACKS)


@pytest.mark.parametrize("style", art.DECK_STYLES)
def test_no_two_cards_of_a_deck_look_the_same(qapp: object, style: str) -> None:
    seen: dict[bytes, int] = {}
    for c in art.deck_cards(style):
        b = image_bytes(art.render_card(c, style, 120))
        assert b not in seen, f"{card_str(c)} renders like {card_str(seen[b])} in {style}"
        seen[b] = c


def test_render_at_device_pixel_ratio(qapp: object) -> None:
    img = art.render_card(parse_card("AS"), "french", 100, device_pixel_ratio=2.0)
    assert (img.width(), img.height()) == (200, 280)
    assert img.devicePixelRatio() == 2.0


def test_render_cache_returns_same_image(qapp: object) -> None:
    a = art.render_card(parse_card("KH"), "german", 90)
    assert art.render_card(parse_card("KH"), "german", 90) is a


@pytest.mark.parametrize("board,names", [("classic8", CLASSIC8), ("modern9", MODERN9)])
def test_board_compartments(qapp: object, board: str, names: list[str]) -> None:
    ids = art.compartment_ids(board)
    assert sorted(ids) == sorted(f"compartment-{n}" for n in names)
    rects = art.compartment_rects(board)
    assert set(rects) == set(ids)
    view = art.board_view_box(board)
    for cid, r in rects.items():
        assert r.width() > 20 and r.height() > 20, cid
        assert view.contains(r), cid
    centre = "compartment-poch" if board == "classic8" else "compartment-centre"
    assert rects[centre].center().x() == pytest.approx(view.center().x(), abs=1)


@pytest.mark.parametrize("board", ["classic8", "modern9"])
def test_board_has_no_text(board: str) -> None:
    root = ET.parse(art.board_svg_path(board)).getroot()
    assert not [el for el in root.iter() if el.tag.endswith("}text")]


def test_boards_and_chip_render(qapp: object) -> None:
    for path in (*(art.board_svg_path(b) for b in ("classic8", "modern9")), art.chip_svg_path()):
        assert has_dark_and_light(art.render_svg(path, 200, 200), 60, 120), path


def test_assets_stay_small() -> None:
    total = sum(p.stat().st_size for p in art.assets_dir().rglob("*") if p.is_file())
    assert total < 3 * 1024 * 1024, f"assets are {total / 1e6:.2f} MB"


@pytest.mark.parametrize("text", ["2C", "6H", "5S", "LJ", "BJ"])
def test_german_deck_rejects_missing_cards(text: str) -> None:
    with pytest.raises(ValueError, match="german deck has no card"):
        art.card_svg_path(parse_card(text), "german")


def test_bad_style_back_and_board_are_rejected() -> None:
    with pytest.raises(ValueError, match="no deck style"):
        art.card_svg_path(0, "tarot")
    with pytest.raises(ValueError):
        art.card_svg_path(99, "french")
    with pytest.raises(ValueError, match="no card back"):
        art.back_svg_path("green")
    with pytest.raises(ValueError, match="no board"):
        art.board_svg_path("square")


def test_assets_dir_is_the_repo_folder() -> None:
    assert art.assets_dir() == Path(__file__).resolve().parent.parent / "assets"


def test_path_functions_do_not_need_qt() -> None:
    import subprocess
    import sys

    code = ("import sys; from cardtable import art; art.card_svg_path(0, 'french');"
            "art.compartment_ids('classic8'); assert 'PySide6' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_chips_come_in_every_colour(qapp: object) -> None:
    centres = set()
    for colour in art.CHIP_COLOURS:
        img = art.render_svg(art.chip_svg_path(colour), 60, 60)
        assert has_dark_and_light(img, 60, 120), colour
        centres.add(img.pixel(18, 30))  # the face, between the rim and the star
    assert len(centres) == len(art.CHIP_COLOURS)
    with pytest.raises(ValueError, match="no chip colour"):
        art.chip_svg_path("purple")
