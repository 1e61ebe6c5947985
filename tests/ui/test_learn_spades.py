"""The Spades guide played through the real window: Next, the bid by the panel, every card
dragged; a wrong move in each phase (a bid of 5, a diamond on a heart lead, a spade led
before spades are broken, a legal card the guide does not want) is refused with its
explanation and changes nothing; the hand ends as the words say."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from tests.ui.guide_driver import LEFT, index_of, play_to, refused, start_guide, wait_ready


@pytest.mark.slow
def test_the_spades_guide_plays_through_and_refuses_a_wrong_move_in_each_phase(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    run = start_guide(qtbot, window, "spades")
    assert run.session is not None and run.flow.session is run.session
    play_to(qtbot, window, run, index_of(run, "bid 4"))
    assert list(run.flow.state.view(0).bids[1:]) == [4, 3, 1]  # the others bid on the table
    refused(qtbot, window, run, "bid 5")  # bidding: more than the sure tricks

    play_to(qtbot, window, run, index_of(run, "AH"))
    refused(qtbot, window, run, "AD")  # the play: a diamond on a heart lead (the rules)
    refused(qtbot, window, run, "3H")  # a heart, but not the one that wins

    play_to(qtbot, window, run, index_of(run, "AD"))
    refused(qtbot, window, run, "BJ")  # leading: spades are not broken yet
    assert not run.flow.state.spades_broken

    play_to(qtbot, window, run, len(run.steps))
    state = run.flow.state
    assert state.is_over and list(state.won) == [7, 5, 1, 0]
    assert state.result().points == (43, 41, 0, 0)
    wait_ready(qtbot, run)  # the end: the invitation to a real game
    assert run.bubble.play_button.isVisible() and not run.bubble.next_button.isVisible()
    assert not window.summary.isVisible()
    QTest.mouseClick(run.bubble.leave_button, LEFT)
    assert not run.active  # the guide left the table

