"""The Tippen guide played through the real window: Next, play or pass by the panel, the
exchange by clicking two cards and the panel's button, every card dragged; a wrong move in
each phase (passing, exchanging the king of trumps too, the ace of clubs where a trump is
due, leading the seven) is refused with its explanation and changes nothing; the pot ends as
the last words say."""

from __future__ import annotations

from tests.ui.guide_driver import (
    history,
    index_of,
    make_by_keys,
    play_to,
    play_to_by_keys,
    refused,
    start_guide,
    wait_ready,
)


def test_the_tippen_guide_plays_through_and_refuses_a_wrong_move_in_each_phase(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    run = start_guide(qtbot, window, "tippen")
    chips = run.flow.match.chips()
    assert chips.at("pot") == 12 and chips.balances[0] == chips.balances[1] - 3  # you dealt

    play_to(qtbot, window, run, index_of(run, "tap"))
    assert list(run.flow.state.view(0).status[1:]) == ["active", "passed", "active"]
    refused(qtbot, window, run, "pass")  # play or pass: the guide wants you to play

    play_to(qtbot, window, run, index_of(run, "exchange 8S 9S"))
    refused(qtbot, window, run, "exchange KH 9S")  # the exchange: the king of trumps stays

    play_to(qtbot, window, run, index_of(run, "KH"))
    refused(qtbot, window, run, "AC")  # the tricks: no spade, so you must trump (the rules)
    play_to(qtbot, window, run, index_of(run, "AC"))
    refused(qtbot, window, run, "7D")  # leading: the seven would lose

    play_to(qtbot, window, run, len(run.steps))
    state = run.flow.state
    assert state.is_over
    after = run.flow.match.chips()
    assert after.at("pot") == 12  # Clara's bête, for the next deal
    assert [b - a for a, b in zip(chips.balances, after.balances)] == [8, 4, 0, -12]
    wait_ready(qtbot, run)
    assert run.bubble.play_button.isVisible()


def test_the_tippen_guide_goes_by_the_keyboard_alone(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    run = start_guide(qtbot, window, "tippen")
    play_to_by_keys(qtbot, window, run, index_of(run, "tap"))
    before = history(run)
    make_by_keys(qtbot, window, "pass")  # the key shown on Pass: refused as a click would be
    qtbot.waitUntil(run.bubble.refusal.isVisible, timeout=20000)
    assert history(run) == before
    play_to_by_keys(qtbot, window, run, len(run.steps))
    assert run.flow.state.is_over and run.flow.match.chips().at("pot") == 12
    wait_ready(qtbot, run)
    assert run.bubble.play_button.isVisible()
