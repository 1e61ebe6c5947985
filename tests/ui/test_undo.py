"""Undo: against the computer the person takes back their last decision (and the computer's
answers to it), again and again back to the start of the deal; at a hot-seat table only if
every person agrees. The session notes the deal in which undo was used."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from cardtable.cards import parse_card
from cardtable.engine import Action
from cardtable.session import SeatConfig
from cardtable.ui.app.dialogs import AgreeDialog
from tests.ui.conftest import SCH01, drag_card, human_vs_computer, start_explicit, wait_turn

C = parse_card


def _undo_keys(window) -> None:  # type: ignore[no-untyped-def]
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_z_takes_back_the_last_card_and_the_computers_answer(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer(), script={1: "AC"})
    c = window.flow
    wait_turn(qtbot, window)
    assert not window.undo_action.isEnabled()  # nothing to take back yet
    drag_card(qtbot, window, "AS")
    wait_turn(qtbot, window)
    assert [str(a) for a in c.state.history[:2]] == ["AS", "AC"]
    assert window.undo_action.isEnabled()
    _undo_keys(window)
    assert c.state.history == []  # the person's card and the computer's answer are gone
    assert c.human_on_turn()
    hand = [s.card for s in c.model.hand(0).slots]
    assert C("AS") in hand and not c.model.zone("trick").slots  # the table shows it too
    assert c.session.undone == {1}  # noted for the statistics
    assert window.status_label.text().startswith("Your last move was taken back. Your turn:")
    assert not window.undo_action.isEnabled()  # back at the start of the deal


def test_undo_steps_back_several_decisions(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    c = window.flow
    wait_turn(qtbot, window)
    drag_card(qtbot, window, "AS")
    wait_turn(qtbot, window)
    after_one = list(c.state.history)
    card = next(str(a) for a in c.state.view(0).legal  # no king or queen: no marriage
                if a.kind == "play" and str(a)[0] not in "KQ")
    drag_card(qtbot, window, card)
    wait_turn(qtbot, window)
    assert len(c.state.history) > len(after_one)
    assert window.turns.undo()
    assert c.state.history == after_one  # back to my second decision
    assert window.turns.undo()
    assert c.state.history == []  # and to my first
    assert not window.turns.undo()


def test_a_late_answer_to_a_position_taken_back_is_dropped(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer(), script={1: "AC"})
    c = window.flow
    wait_turn(qtbot, window)
    drag_card(qtbot, window, "AS")
    wait_turn(qtbot, window)
    before = window.computers.generation
    assert window.turns.undo()
    assert window.computers.generation != before  # a new generation after the undo
    window.computers._on_decided(before, 1, "AC")  # the old position's answer comes late
    assert c.state.history == [] and c.human_on_turn()


def test_hot_seat_undo_needs_everybody_to_agree(qtbot, window) -> None:
    people = [SeatConfig("Ann", True), SeatConfig("Ben", True)]
    start_explicit(window, SCH01, dealer=1, seats=people)
    c = window.flow
    qtbot.waitUntil(lambda: window.cover.isVisible(), timeout=3000)
    window.cover.button.click()  # Ann takes the seat
    wait_turn(qtbot, window)
    drag_card(qtbot, window, "AS")
    qtbot.waitUntil(lambda: window.cover.isVisible(), timeout=3000)  # Ben's turn next
    _undo_keys(window)
    dialog = next(d for d in window.findChildren(AgreeDialog) if d.isVisible())
    assert [b.text() for b in dialog.boxes] == ["Ann agrees", "Ben agrees"]
    assert any("Ann's last move" in label.text() for label in dialog.findChildren(QLabel))
    assert not dialog.ok.isEnabled()
    dialog.boxes[0].setChecked(True)
    assert not dialog.ok.isEnabled()  # Ben has not agreed yet
    dialog.boxes[1].setChecked(True)
    assert dialog.ok.isEnabled()
    dialog.ok.click()
    assert c.state.history == []
    assert window.cover.isVisible() and "Ann" in window.cover.title.text()  # Ann plays again
    window.cover.button.click()
    wait_turn(qtbot, window)
    assert c.state.current_player == 0 and c.viewer == 0


def test_hot_seat_undo_refused_changes_nothing(qtbot, window) -> None:
    people = [SeatConfig("Ann", True), SeatConfig("Ben", True)]
    start_explicit(window, SCH01, dealer=1, seats=people)
    c = window.flow
    qtbot.waitUntil(lambda: window.cover.isVisible(), timeout=3000)
    window.cover.button.click()
    wait_turn(qtbot, window)
    drag_card(qtbot, window, "AS")
    window.undo_move()
    dialog = next(d for d in window.findChildren(AgreeDialog) if d.isVisible())
    dialog.reject()
    assert c.state.history == [Action("play", card=C("AS"))]
    assert c.session.undone == set()
