"""Play without a mouse or without sight of the screen: a whole deal of Schnapsen and a whole
hand of Spades by key events alone, a keyboard focus that never marks a card you may not play,
an accessible name and role for everything on the table a person can act on, the computers'
moves told to a screen reader, and large text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.cards import card_list
from cardtable.games import get_game
from cardtable.session import SeatConfig
from cardtable.ui.app.window import MainWindow
from cardtable.ui.table import access
from tests.ui.conftest import (
    SCH01,
    ScriptedPlayer,
    poch_by_keys,
    start_explicit,
    tippen_by_keys,
    wallachen_by_keys,
)

ANN_BEN = [SeatConfig("Ann", True), SeatConfig("Ben", False)]


def _ready(window: MainWindow) -> bool:
    c = window.flow
    return (window.summary.isVisible() or window.question.isVisible()
            or (c.human_on_turn() and not c.animator.busy))


def _key(widget: Any, key: Qt.Key) -> None:
    QTest.keyClick(widget, key)


def _picked_is_playable(window: MainWindow) -> bool:
    """The card the keys picked (if any) is one the person may play."""
    picked = [it for it in window.flow.scene.items_by_uid.values()
              if it.selected_by_keyboard]
    return all(it.playable for it in picked)


def _play_by_keys(qtbot: Any, window: MainWindow, steps: int) -> int:
    """Right then Enter on the table, Enter on a question, until the deal's summary; the
    number of moves made."""
    moves = 0
    for _ in range(steps):
        qtbot.waitUntil(lambda: _ready(window), timeout=10000)
        if window.summary.isVisible():
            return moves
        if window.question.isVisible():
            focus = QApplication.focusWidget()
            assert focus is window.question.yes  # Enter answers yes: announce
            _key(focus, Qt.Key.Key_Return)
            continue
        _key(window.view, Qt.Key.Key_Right)
        assert _picked_is_playable(window)
        _key(window.view, Qt.Key.Key_Return)
        moves += 1
    raise AssertionError("the deal did not end")


def test_a_whole_schnapsen_deal_and_the_next_with_keys_only(qtbot: Any, window: MainWindow
                                                            ) -> None:
    start_explicit(window, SCH01, dealer=1, seats=ANN_BEN, script={1: ""})
    c = window.flow
    moves = _play_by_keys(qtbot, window, 60)
    assert moves >= 3 and len(c.match.results) == 1
    assert any(a.kind == "marry" for a in c.state.history)  # the question answered by key
    assert QApplication.focusWidget() is window.summary.button
    _key(window.summary.button, Qt.Key.Key_Return)  # next deal, by key
    qtbot.waitUntil(lambda: not window.summary.isVisible() and c.session.in_play, timeout=5000)
    assert window.view.hasFocus()  # the keys are back on the table


def test_a_whole_wallachen_deal_with_keys_only(qtbot: Any, window: MainWindow) -> None:
    c = window.flow
    panels: list[str] = []
    seen = wallachen_by_keys(qtbot, window, lambda phase: panels.append(
        window.choice.title.text() if window.choice.isVisible() else phase))
    assert seen[:5] == ["doppeln", "auction", "discard", "contract", "re"]
    assert seen.count("play") == 10 and seen[-1] == "summary"
    assert panels[:5] == ["The Doppler", "The auction", "Lay away two cards", "Your contract",
                          "Re?"]
    v = c.state.view(0)
    assert v.doppeln[0] == 1 and v.declarer == 0 and v.re  # D, B, L, R all taken by key
    assert len(c.match.results) == 1 and c.match.results[0].details["multiplier"] == 8
    assert QApplication.focusWidget() is window.summary.button
    _key(window.summary.button, Qt.Key.Key_Return)  # next deal, by key
    qtbot.waitUntil(lambda: not window.summary.isVisible() and c.session.in_play, timeout=5000)
    assert window.view.hasFocus()


def test_a_wallachen_defender_answers_kontra_with_keys(qtbot: Any, window: MainWindow) -> None:
    c = window.flow
    seen = wallachen_by_keys(qtbot, window, lambda phase: None, declarer=False)
    assert seen[:3] == ["doppeln", "auction", "kontra"] and seen[-1] == "summary"
    assert c.state.view(0).kontra < 0 and c.state.view(0).declarer == 1  # N: let it be
    assert seen.count("play") == 10


def test_a_screen_reader_hears_no_secret_of_wallachen(qtbot: Any, window: MainWindow) -> None:
    """The computers' moves are told as the table shows them: a declarer's two cards laid
    away unnamed, a secret Doppeln choice only as chosen."""
    c = window.flow
    told: list[str] = []
    window.computers.announced.connect(told.append)
    wallachen_by_keys(qtbot, window, lambda phase: None, declarer=False)
    laid = card_list(c.state.core.discards)
    assert told[:5] == ["Ben: No Doppler", "Cid: No Doppler", "Ben: I play", "Cid: Pass",
                        "Ben lays away two cards"]
    assert "Ben plays Six" in told and not [t for t in told if "(" in t]  # no keys in words
    names = [c.adapter.renderer.card(card) for card in laid]
    assert not [t for t in told if any(n in t for n in names) and "plays the" not in t]
    told.clear()
    c.stop()
    wallachen_by_keys(qtbot, window, lambda phase: None, doppeln_order="simultaneous")
    said = [t for t in told if t.startswith(("Ben", "Cid"))][:2]
    assert said == ["Ben has chosen", "Cid has chosen"], told


def test_a_whole_poch_deal_with_keys_only(qtbot: Any, window: MainWindow) -> None:
    c = window.flow
    seen = poch_by_keys(qtbot, window, lambda phase: None)
    assert "pochen" in seen and "ausspielen" in seen and seen[-1] == "summary"
    assert len(c.match.results) == 1  # every stop answered by a key: the deal ran out
    assert QApplication.focusWidget() is window.summary.button
    _key(window.summary.button, Qt.Key.Key_Return)  # next deal, by key
    qtbot.waitUntil(lambda: not window.summary.isVisible() and c.session.in_play, timeout=5000)


def test_a_whole_tippen_deal_with_keys_only(qtbot: Any, window: MainWindow) -> None:
    c = window.flow
    seen = tippen_by_keys(qtbot, window, lambda phase: None)
    assert seen[:2] == ["declare", "exchange"] and seen[-1] == "summary"
    assert seen.count("play") == 3 and c.state.view(0).exchanged[0] == 1  # P, a pick and E


def test_a_screen_reader_never_hears_the_cards_a_tippen_computer_throws(
        qtbot: Any, window: MainWindow) -> None:
    c = window.flow
    told: list[str] = []
    window.computers.announced.connect(told.append)
    tippen_by_keys(qtbot, window, lambda phase: None)
    exchanges = [t for t in told if t.startswith(("Ben: ", "Cid: ", "Dot: "))
                 and ("Exchanges" in t or "No exchange" in t)]
    assert len(exchanges) == 3, told  # each computer's exchange, told without its cards
    assert not [t for t in told if "Throw" in t]
    assert len(c.match.results) == 1  # every stop answered by a key: the deal ran out
    assert QApplication.focusWidget() is window.summary.button


def _spades_against_scripted(window: MainWindow) -> None:
    """Ann at a Spades table with three computer seats that play the first legal action."""
    info = get_game("spades")
    seats = [SeatConfig(n, i == 0) for i, n in enumerate(("Ann", "Ben", "Cid", "Dot"))]
    match = info.match_type(info, info.default_options(), 4, seed=11,  # type: ignore[misc]
                            first_dealer=2)
    window.resume_match(match, seats, {s: ScriptedPlayer() for s in (1, 2, 3)})


def test_a_whole_spades_hand_with_keys_only(qtbot: Any, window: MainWindow) -> None:
    _spades_against_scripted(window)
    c = window.flow
    moves = _play_by_keys(qtbot, window, 80)
    assert moves == 14  # one bid (the first button: the lowest legal bid) and 13 cards
    assert len(c.match.results) == 1 and c.match.results[0].details["bids"][0] in (0, 1)


def test_the_arrow_keys_cycle_through_the_playable_cards_only(qtbot: Any, window: MainWindow
                                                              ) -> None:
    _spades_against_scripted(window)
    c = window.flow
    checked_a_dimmed_hand = False
    for _ in range(14):
        qtbot.waitUntil(lambda: _ready(window), timeout=10000)
        if window.summary.isVisible():
            break
        items = [c.scene.items_by_uid[s.uid] for s in c.model.hand(0).slots]
        playable = {it.uid for it in items if it.playable}
        targets = window.picking.pick_targets()
        visited = set()
        for _ in range(len(targets) + 2):
            _key(window.view, Qt.Key.Key_Right)
            picked = [it.uid for it in items if it.selected_by_keyboard]
            assert set(picked) <= playable
            visited |= set(picked)
        assert visited == playable
        checked_a_dimmed_hand |= any(it.dimmed for it in items)
        _key(window.view, Qt.Key.Key_Return)
    assert checked_a_dimmed_hand  # some turn had cards that may not be played


def test_every_interactive_item_on_the_table_has_an_accessible_name_and_role(
        qtbot: Any, window: MainWindow) -> None:
    start_explicit(window, SCH01, dealer=1, seats=ANN_BEN, script={1: ""})
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    c = window.flow
    c.scene.catch_up_access()  # as the table's accessible interfaces do before they read
    interactive = [it for it in c.scene.items_by_uid.values() if it.interactive]
    assert len(interactive) >= 6  # the hand, and the talon to close
    for item in interactive:
        assert item.access is not None and item.access.name, item.card
        assert item.access.role in (QAccessible.Role.ListItem, QAccessible.Role.Button)
    talon = [c.scene.items_by_uid[s.uid] for s in c.model.zone("talon").slots]
    assert any(it.interactive for it in talon)
    assert all(it.access is not None and it.access.role == QAccessible.Role.Button
               and "talon" in it.access.name for it in talon if it.interactive)
    names = [it.access.name for it in interactive if it.access is not None]
    assert "king of clubs, in your hand, playable" in names
    trump = c.scene.items_by_uid[c.model.zone("trump").slots[0].uid]
    assert trump.access is not None and trump.access.name == "The trump card: queen of hearts"
    plates = [p.access for p in c.scene.plates]
    assert all(a is not None and a.role == QAccessible.Role.StaticText for a in plates)
    assert [a.name for a in plates if a is not None] == ["Ann", "Ben"]
    assert "on turn" in plates[0].description and "the dealer" in plates[1].description  # type: ignore[union-attr]
    for widget in [window.view, window.status_label, window.sheet, window.score_label,
                   window.hint_button, *window.action_buttons()]:
        face = QAccessible.queryAccessibleInterface(widget)
        assert face is not None and face.text(QAccessible.Text.Name), widget
        assert face.role() != QAccessible.Role.NoRole


def test_the_computers_moves_and_the_picked_card_are_told_to_a_screen_reader(
        qtbot: Any, window: MainWindow) -> None:
    start_explicit(window, SCH01, dealer=0, seats=ANN_BEN, script={1: ""})  # Ben leads
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    assert window.announcements and window.announcements[-1].startswith("Ben plays the ")
    assert window.status_label.accessibleDescription() == window.announcements[-1]
    _key(window.view, Qt.Key.Key_Right)
    told = window.view.accessibleDescription()
    assert "in your hand, playable, you may play it: press Enter" in told


def test_large_text_grows_the_table_and_the_panels_at_once(qtbot: Any, window: MainWindow
                                                          ) -> None:
    start_explicit(window, SCH01, dealer=1, seats=ANN_BEN, script={1: ""})
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    c = window.flow
    font_before = QApplication.font().pointSizeF()
    plate_before = c.scene.plates[0].font_px
    window.settings.large_text = True
    window.apply_settings()
    c.retranslate()  # the plates laid out anew
    try:
        assert QApplication.font().pointSizeF() > font_before * 1.2
        assert c.scene.plates[0].font_px > plate_before * 1.2
        assert "font-size: 18px" in window.side.styleSheet()  # 14 px grown by 1.3
    finally:
        window.settings.large_text = False
        window.apply_settings()
    assert access.text_scale() == 1.0 and QApplication.font().pointSizeF() == font_before


def test_the_hot_seat_handover_is_taken_with_the_enter_key(qtbot: Any, window: MainWindow
                                                           ) -> None:
    window.start_game("schnapsen", seats=[SeatConfig("Ann", True), SeatConfig("Ben", True)],
                      seed=2)
    c = window.flow
    qtbot.waitUntil(lambda: window.cover.isVisible(), timeout=10000)
    first = c.state.current_player
    assert window.cover.title.text() == f"Pass to {c.seats[first].name}"
    _key(window.cover, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.human_on_turn() and not c.animator.busy, timeout=5000)
    assert not window.cover.isVisible() and c.viewer == first and window.view.hasFocus()
    assert window.status_label.text().startswith(f"{c.seats[first].name}, your turn:")
    _key(window.view, Qt.Key.Key_Right)
    _key(window.view, Qt.Key.Key_Return)  # a card played by key: the other person's turn
    qtbot.waitUntil(lambda: window.cover.isVisible(), timeout=5000)
    assert c.state.current_player != first
