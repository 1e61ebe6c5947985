"""Asked before it is too late, told what happens: the rules from the start screen ask which
game, a session with deals left ends only when asked twice, a numbered deal gives you the same
hand again and says so."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.ui.app.dialogs import RulesDialog
from cardtable.ui.app.session_end import play_number


def _visible(window, kind):  # type: ignore[no-untyped-def]
    return [w for w in window.findChildren(kind) if w.isVisible()]


def test_f1_on_the_start_screen_asks_which_games_rules(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    screen = window.show_start_screen()
    qtbot.waitUntil(screen.isVisible)
    QTest.keyClick(screen, Qt.Key.Key_F1)
    dialog = _visible(window, RulesDialog)[0]
    assert dialog.game is not None and dialog.game.count() == 5
    dialog.game.setCurrentIndex(dialog.game.findData("poch"))
    assert dialog.windowTitle() == "Rules of Poch"
    assert "Poch" in dialog.browser.toPlainText().splitlines()[0]
    dialog.close()


def _question(qtbot, window):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    qtbot.waitUntil(lambda: bool(_visible(window, QMessageBox)))
    return _visible(window, QMessageBox)[0]


def test_ending_a_session_with_deals_left_asks_first_and_names_the_winner(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.test_poch_table import SEATS, Holder, _play_deal, _session

    window.resume_session(_session("seed", SEATS, session_deals=3),
                          {s: Holder() for s in (1, 2, 3)})
    c = window.flow
    _play_deal(qtbot, window)
    QTest.mouseClick(window.summary.end_button, Qt.MouseButton.LeftButton)
    box = _question(qtbot, window)
    assert "2 deals of 3 are still to play" in box.text()
    keep = next(b for b in box.buttons() if b.text() == "Play on")
    QTest.mouseClick(keep, Qt.MouseButton.LeftButton)  # a misclick: nothing is lost
    qtbot.waitUntil(window.summary.isVisible)
    assert not c.match.is_over() and window.summary.button.text() == "Next deal"
    QTest.mouseClick(window.summary.end_button, Qt.MouseButton.LeftButton)
    box = _question(qtbot, window)
    QTest.mouseClick(next(b for b in box.buttons() if b.text() == "End it now"),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.summary.isVisible() and c.match.is_over(), timeout=10000)
    assert window.summary.title.text() == "The match is over"
    qtbot.waitUntil(window.outcome.isVisible)
    winners = [SEATS[s].name for s in c.match.winners()]
    assert window.outcome.title.text().startswith(("Most chips", "★ Most chips"))
    assert all(name in window.outcome.title.text() for name in winners)


def test_an_open_ended_session_ends_without_a_question(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.test_poch_table import SEATS, Holder, _play_deal, _session

    window.resume_session(_session("seed", SEATS, session_deals=0),
                          {s: Holder() for s in (1, 2, 3)})
    _play_deal(qtbot, window)
    QTest.mouseClick(window.summary.end_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.flow.match.is_over(), timeout=10000)
    qtbot.waitUntil(window.outcome.isVisible)


def test_play_deal_number_gives_you_the_same_hand_again_and_says_so(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Today's deal number, played again: dealt by the same seat, so every hand is the same
    (the number alone gives the same pack, and a new dealer would give your hand to Clara)."""
    from cardtable.session import SeatConfig

    seats = [SeatConfig("You", True)] + [SeatConfig(n, False) for n in ("Anna", "Bert", "Clara")]
    c = window.flow
    for match_seed in (1, 2, 3, 4):
        window.start_game("poch", seats=seats, seed=match_seed)
        qtbot.waitUntil(lambda: c.state is not None)
        number, dealer = c.session.deal_seed, c.session.match.current_record().dealer
        hands = [c.state.view(s).hand for s in range(4)]
        play_number(window, number)
        qtbot.waitUntil(lambda seed=match_seed: c.session.match.seed != seed)
        assert c.session.deal_seed == number and c.session.match.current_record().dealer == dealer
        assert [c.state.view(s).hand for s in range(4)] == hands
        assert "Played again: everybody holds the same hand" in window.deal_label.text()
