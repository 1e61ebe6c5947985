"""A stack of cards (the pack, the talon, a won-tricks pile) casts one shadow: the cards that
lie between two others of it are drawn without their own, so its side shows the cards' edges
and not fifty shadows on top of each other (a black slab)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardtable.cards import HIDDEN
from cardtable.ui.app.window import MainWindow
from cardtable.ui.table import card_item
from cardtable.ui.table.layout import Placement, inside_stacks
from tests.ui.conftest import SCH01, drag_card, human_vs_computer, start_explicit, wait_turn


def test_the_cards_between_two_others_of_a_stack_are_inside_it() -> None:
    stack = {i: Placement(100 - i * 0.35, 100 - i * 0.5, 0.0, 20 + i, 80, HIDDEN)
             for i in range(9)}
    assert inside_stacks(stack) == set(range(1, 8))  # not the bottom card, not the top one
    fan = {10 + i: Placement(300 + i * 25, 300, i * 3.0, 100 + i, 80, HIDDEN) for i in range(5)}
    across = {20: Placement(100, 100, 90.0, 15, 80, HIDDEN)}  # the trump under the talon
    assert inside_stacks({**stack, **fan, **across}) == set(range(1, 8))
    apart = {i: Placement(100 + i * 3.0, 100, 0.0, i, 80, HIDDEN) for i in range(3)}
    assert not inside_stacks(apart)  # three pixels apart: each shows its own shadow


def test_a_card_inside_a_stack_is_drawn_without_its_shadow(qapp: Any) -> None:
    width, dpr = 90, 1.0
    shadowed = card_item.card_pixmap(HIDDEN, "french", width, dpr, "blue").toImage()
    flat = card_item.flat_pixmap(HIDDEN, "french", width, dpr, "blue").toImage()
    assert flat.size() == shadowed.size()  # the same box: nothing moves when it changes
    m = card_item.shadow_margin(width)
    below = QPoint(shadowed.width() // 2, shadowed.height() - m // 2)  # in the shadow
    assert shadowed.pixelColor(below).alpha() > 0 and flat.pixelColor(below).alpha() == 0
    middle = QPoint(shadowed.width() // 2, shadowed.height() // 2)
    assert flat.pixelColor(middle) == shadowed.pixelColor(middle)  # the card as it was


def test_the_talons_middle_cards_have_no_shadow_and_its_new_top_card_has(qtbot: Any,
                                                                         window: MainWindow
                                                                         ) -> None:
    # SCH-01: Anna exchanges the trump jack and leads the queen of clubs with 20 said, Ben
    # takes it with the ace and leads again; each has drawn a card off the talon.
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer(), script={1: "AC,JD"})
    wait_turn(qtbot, window)
    scene = window.flow.scene
    assert scene is not None

    def talon() -> list[card_item.CardItem]:
        return [scene.items_by_uid[s.uid] for s in scene.model.zone("talon").slots]

    def hands() -> list[card_item.CardItem]:
        return [scene.items_by_uid[s.uid] for seat in (0, 1)
                for s in scene.model.hand(seat).slots]

    assert [it.flat for it in talon()] == [False] + [True] * 7 + [False]
    assert hands() and not any(it.flat for it in hands())
    drag_card(qtbot, window, "JH", "trump")
    wait_turn(qtbot, window)
    drag_card(qtbot, window, "QC")
    QTest.mouseClick(window.question.yes, Qt.MouseButton.LeftButton)  # 20 in clubs, said
    wait_turn(qtbot, window)
    assert len(talon()) == 7
    assert not talon()[-1].flat, "the card that came to lie on top casts the talon's shadow"
    assert [it.flat for it in talon()] == [False] + [True] * 5 + [False]
    assert not any(it.flat for it in hands())  # the cards drawn off it have theirs back
    window.flow.stop()
