"""The Wallachen guide played through the real window: Next, the Doppler, the auction, the
contract and Re by the panel, the two cards laid away by clicking them and the panel's
button, every card dragged; a wrong move in each phase (no Doppler, a pass, laying away an
ace, a higher contract, no Re, a first lead that would make hearts trumps, a leaf where a
trump is due) is refused with its explanation and changes nothing; the deal ends as the last
words say."""

from __future__ import annotations

from tests.ui.guide_driver import index_of, play_to, refused, start_guide, wait_ready


def test_the_wallachen_guide_plays_through_and_refuses_a_wrong_move_in_each_phase(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    run = start_guide(qtbot, window, "wallachen")
    play_to(qtbot, window, run, index_of(run, "double"))
    refused(qtbot, window, run, "no")  # Doppeln

    play_to(qtbot, window, run, index_of(run, "bid 6"))
    refused(qtbot, window, run, "pass")  # the auction
    play_to(qtbot, window, run, index_of(run, "hold"))
    refused(qtbot, window, run, "pass")

    play_to(qtbot, window, run, index_of(run, "discard 7D 8D"))
    refused(qtbot, window, run, "discard AS 7D")  # laying away: not an ace
    play_to(qtbot, window, run, index_of(run, "declare 7"))
    refused(qtbot, window, run, "declare 8")  # the contract

    play_to(qtbot, window, run, index_of(run, "re"))
    assert run.flow.state.view(0).kontra == 1
    refused(qtbot, window, run, "no")  # Re

    play_to(qtbot, window, run, index_of(run, "AC"))
    refused(qtbot, window, run, "7H")  # the first lead names the trumps
    play_to(qtbot, window, run, index_of(run, "9C"))
    refused(qtbot, window, run, "AS")  # no bells: a trump is due (the rules)

    play_to(qtbot, window, run, len(run.steps))
    state = run.flow.state
    assert state.is_over
    details = state.result().details
    assert details["tricks"] == [9, 1, 0] and details["multiplier"] == 8
    assert list(run.flow.match.chips().balances) == [144, -72, -72]
    wait_ready(qtbot, run)
    assert run.bubble.play_button.isVisible()
