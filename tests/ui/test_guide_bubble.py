"""Where the guide's bubble goes: beside its target, never over it or over the words it must
keep clear of when there is room, inside the table."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

from cardtable.ui.app.guide_bubble import bubble_spot

AREA = QRect(0, 0, 1000, 700)
SIZE = QSize(380, 140)


def test_the_bubble_lies_beside_its_target_inside_the_table() -> None:
    target = QRect(450, 300, 100, 100)
    spot = bubble_spot(AREA, SIZE, target, [], [])
    assert AREA.contains(spot) and not spot.intersects(target.adjusted(-12, -12, 12, 12))
    gap = max(target.top() - spot.bottom(), spot.top() - target.bottom(),
              target.left() - spot.right(), spot.left() - target.right())
    assert gap < 60  # near it, not across the table


def test_the_bubble_keeps_clear_of_words_and_goes_where_there_is_room() -> None:
    target = QRect(450, 300, 100, 100)
    words_above = QRect(0, 0, 1000, 290)  # plates, counts: the whole top of the table
    spot = bubble_spot(AREA, SIZE, target, [words_above], [])
    assert not spot.intersects(words_above)
    assert not spot.intersects(target.adjusted(-12, -12, 12, 12))


def test_with_no_target_the_bubble_goes_near_the_top() -> None:
    spot = bubble_spot(AREA, SIZE, None, [], [])
    assert spot.top() < AREA.height() / 3 and abs(spot.center().x() - AREA.center().x()) < 40


def test_the_bubble_rather_covers_no_card() -> None:
    target = QRect(450, 300, 100, 100)
    cards_above = QRect(250, 100, 500, 190)
    spot = bubble_spot(AREA, SIZE, target, [], [cards_above])
    assert not spot.intersects(cards_above)
