"""The table as a screen reader sees it (ui/table/table_access.py): the view's accessible children are
the seats' plates, the hands, the trick, the talon and the trump card, the Poch board's
compartments (and a Wallachen Doppler), each card with its name, role, state and place on the
screen, in step with the table as cards move; and a focus event when the keys pick a card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtTest import QTest

from cardtable.ui.app.window import MainWindow
from cardtable.ui.table import table_access
from tests.ui.conftest import SCH01, poch_by_keys, start_explicit, wallachen_by_keys
from tests.ui.test_keyboard_access import ANN_BEN, _ready

Role = QAccessible.Role
NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description


def _children(face: QAccessibleInterface) -> list[QAccessibleInterface]:
    out = []
    for i in range(face.childCount()):
        child = face.child(i)
        assert child is not None and child.isValid(), i
        assert face.indexOfChild(child) == i  # the tree is walked both ways
        out.append(child)
    return out


def _by_name(face: QAccessibleInterface) -> dict[str, QAccessibleInterface]:
    return {c.text(NAME): c for c in _children(face)}


def _table(window: MainWindow) -> QAccessibleInterface:
    face = QAccessible.queryAccessibleInterface(window.view)
    assert face is not None
    return face


def test_the_table_view_has_the_plates_hands_trick_talon_and_trump_card_as_children(
        qtbot: Any, window: MainWindow) -> None:
    start_explicit(window, SCH01, dealer=1, seats=ANN_BEN, script={1: ""})
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    table = _table(window)
    assert table.text(NAME) == "Card table"
    top = _by_name(table)
    for name in ("Ann", "Ben", "Your hand", "Ben's hand", "The trick", "The talon",
                 "The trump card"):
        assert name in top, sorted(top)
    for child in top.values():
        assert child.parent() is not None and child.parent().object() is window.view
    assert top["Ann"].role() == Role.StaticText and "on turn" in top["Ann"].text(DESCRIPTION)
    hand = top["Your hand"]
    assert hand.role() == Role.List and hand.text(DESCRIPTION) == "5 cards"
    cards = _children(hand)
    assert all(c.text(NAME).endswith(", in your hand, playable") for c in cards)
    assert "king of clubs, in your hand, playable" in [c.text(NAME) for c in cards]
    for card in cards:
        assert card.parent().object() is hand.object()
        assert card.role() in (Role.ListItem, Role.Button)
        state = card.state()
        assert not state.invisible and not state.offscreen
        assert state.focusable != state.disabled  # playable, or shown dimmed
        r = card.rect()
        assert r.width() > 20 and r.height() > 30
        assert hand.rect().contains(r.center())
        assert table.rect().contains(r.center())
        assert table.childAt(r.center().x(), r.center().y()) is not None
    ben = _children(top["Ben's hand"])
    assert [c.text(NAME) for c in ben] == ["a card face down, in Ben's hand"] * 5
    assert all(not c.state().focusable for c in ben)
    trump = _children(top["The trump card"])
    assert [c.text(NAME) for c in trump] == ["The trump card: queen of hearts"]
    talon = _children(top["The talon"])
    assert talon and all(c.role() == Role.Button for c in talon)  # Ann may close it


def test_the_tree_follows_the_cards_and_the_keyboard_pick_is_focused(
        qtbot: Any, window: MainWindow, monkeypatch: Any) -> None:
    told: list[tuple[QAccessible.Event, object]] = []

    def record(event: QAccessibleEvent) -> None:
        told.append((event.type(), event.object()))

    monkeypatch.setattr(table_access, "_active", lambda: True)
    monkeypatch.setattr(table_access, "_post", record)
    start_explicit(window, SCH01, dealer=1, seats=ANN_BEN, script={1: ""})
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    table = _table(window)
    assert (QAccessible.Event.ObjectReorder, window.view) in told  # the table was laid
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    focus = table.focusChild()
    assert focus is not None and focus.state().focused and focus.state().selected
    picked = focus.text(NAME)
    c = window.flow
    item = next(it for it in c.scene.items_by_uid.values() if it.selected_by_keyboard)
    assert told[-1] == (QAccessible.Event.Focus, item)
    assert focus.object() is item
    hand = _by_name(table)["Your hand"]
    assert sum(ch.state().focused for ch in _children(hand)) == 1
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # Ann plays the card
    qtbot.waitUntil(lambda: _ready(window) and item.uid not in
                    {s.uid for s in c.model.hand(0).slots}, timeout=10000)
    top = _by_name(table)
    names = [ch.text(NAME) for ch in _children(top["Your hand"])]
    assert picked not in names and len(names) == len(c.model.hand(0).slots)
    assert top["Your hand"].text(DESCRIPTION) == f"{len(names)} cards"
    trick = [ch.text(NAME) for ch in _children(top["The trick"])]
    assert "The trick: " + picked.split(", in ")[0] in trick  # the card moved there
    assert top["Ann"].text(DESCRIPTION).startswith("1 trick")  # and Ann took the trick
    assert told[-1] == (QAccessible.Event.ObjectReorder, window.view)


def test_the_poch_board_lists_its_compartments_and_their_chips(
        qtbot: Any, window: MainWindow) -> None:
    checked: list[str] = []

    def look(phase: str) -> None:
        if checked or phase == "summary":
            return
        top = _by_name(_table(window))
        board = top["The Poch board"]
        assert board.role() == Role.Grouping
        compartments = _children(board)
        assert len(compartments) >= 8
        for comp in compartments:
            assert comp.role() == Role.StaticText and comp.text(NAME)
            assert comp.text(DESCRIPTION).endswith(("chip", "chips"))
            assert board.rect().contains(comp.rect().center())
        assert {"Ann", "Ben", "Cid", "Dot", "Your hand"} <= set(top)
        checked.append(phase)

    poch_by_keys(qtbot, window, look)
    assert checked


def test_a_wallachen_doppler_is_a_button_while_it_may_be_pushed(
        qtbot: Any, window: MainWindow) -> None:
    seen: list[list[tuple[str, QAccessible.Role]]] = []

    def look(phase: str) -> None:
        if phase == "doppeln":
            top = _children(_table(window))
            seen.append([(c.text(NAME), c.role()) for c in top if "Doppler" in c.text(NAME)])

    wallachen_by_keys(qtbot, window, look)
    assert seen and len(seen[0]) == 4
    assert seen[0][0][0] == "The Doppler"  # the panel over the table comes first
    assert ("Your Doppler (click it to push it)", Role.Button) in seen[0]
    assert ("Ben's Doppler", Role.StaticText) in seen[0]


def test_a_reviews_table_is_read_too_every_hand_open(qtbot: Any, window: MainWindow) -> None:
    from tests.ui.test_review import _finish_a_deal, _review

    _finish_a_deal(qtbot, window)
    QTest.keyClick(window.view, Qt.Key.Key_R)  # R on the end-of-deal panel: Review
    review = _review(window)
    top = _by_name(QAccessible.queryAccessibleInterface(review.view))
    assert {"North", "South", "North's hand", "South's hand", "The trick"} <= set(top), top
    for hand in ("North's hand", "South's hand"):
        cards = [c.text(NAME) for c in _children(top[hand])]
        assert len(cards) == 5 and "a card face down" not in cards  # every hand open
        assert top[hand].text(DESCRIPTION) == "5 cards"
    review.close()
