"""One road for moves: a person's gesture and a computer's decision are both handed in by the
flow's ``move_handed_in(seat, action)``, and the flow applies what comes that way without
asking who decided."""

from __future__ import annotations

from cardtable.engine import Action
from tests.ui.conftest import SCH01, drag_card, human_vs_computer, start_explicit, wait_turn


def test_a_gesture_and_a_computers_decision_both_come_by_move_handed_in(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer(), script={1: "AC"})
    flow = window.flow
    handed_in: list[tuple[int, str]] = []
    flow.move_handed_in.connect(lambda seat, action: handed_in.append((seat, str(action))))
    wait_turn(qtbot, window)
    drag_card(qtbot, window, "AS")  # the person's gesture
    wait_turn(qtbot, window)  # the computer has answered
    assert handed_in[:2] == [(0, "AS"), (1, "AC")]
    assert [str(a) for a in flow.state.history[:2]] == ["AS", "AC"]


def test_the_flow_applies_a_move_handed_in_whoever_decided_it(qtbot, window) -> None:
    """Handed in for the person's seat without a gesture, the move is taken all the same
    (the computer answers it); handed in for a seat not on turn, it changes nothing."""
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer(), script={1: "AC"})
    flow = window.flow
    wait_turn(qtbot, window)
    flow.move_handed_in.emit(1, "AC")  # seat 1 is not on turn
    assert not flow.taken and flow.state.history == []
    flow.move_handed_in.emit(0, Action.parse("AS"))
    assert flow.taken
    wait_turn(qtbot, window)
    assert [str(a) for a in flow.state.history[:2]] == ["AS", "AC"]
