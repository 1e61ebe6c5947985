"""Tippen on the real table: a whole deal by panel clicks, picks and drags with the pot and the
balances on screen checked against the state after each phase; the exchange's picking; the
refusals; the knocking dealer; the first-ace opening; hot-seat; ending an open session."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QPushButton, QSpinBox

from cardtable.cards import HIDDEN, card_str, parse_card, parse_cards
from cardtable.engine.chips import Chips
from cardtable.games.tippen import GAME, PRESETS, TippenMatch, TippenState
from cardtable.session import SeatConfig
from cardtable.ui.app.dialogs import NewGameDialog
from cardtable.ui.games.tippen import TALON_SHOWN, TippenAdapter
from tests.games.test_tippen_vectors import carry, deal
from tests.ui.conftest import (
    LEFT,
    NOMOD,
    ScriptedPlayer,
    drag_card,
    item_point,
    playable_card,
    wait_turn,
)

KATIRA = PRESETS["katira"]
YOU_AND_THREE = [SeatConfig("You", True)] + [SeatConfig(n, False) for n in
                                             ("Anna", "Bert", "Clara")]
# TIP-02's hands turned so that you (seat 0) are forehand: the dealer is seat 3.
TIP02 = {0: "9S AC 7D", 1: "KS 8S AH", 2: "7H QD AD", 3: "8H JH 8D"}


def _start(window, hands: dict[int, str], trump: str, dealer: int, pot: int,  # type: ignore[no-untyped-def]
           seats: list[SeatConfig], script: dict[int, str] | None = None, options=KATIRA,
           talon: str = "") -> TippenMatch:
    """A session whose first deal is dealt these hands (cut already), on the table."""
    n = len(seats)
    match = TippenMatch(GAME, options, n, seed=3, first_dealer=dealer)
    match.carry = carry(n, pot)
    match.state = deal(options, n, dealer, hands, trump, pot, talon)
    players = {seat: ScriptedPlayer(actions) for seat, actions in (script or {}).items()}
    for seat in range(n):
        if not seats[seat].human:
            players.setdefault(seat, ScriptedPlayer())
    window.resume_match(match, seats, players)
    return match


def _state(window) -> TippenState:  # type: ignore[no-untyped-def]
    state = window.flow.state
    assert isinstance(state, TippenState)
    return state


def _shown(window) -> Chips:  # type: ignore[no-untyped-def]
    """The chips the screen shows: each plate's balance and each stack's count."""
    scene = window.flow.scene
    balances = tuple(plate.balance for plate in scene.plates)
    return Chips(balances, tuple((name, stack.count) for name, stack in scene.chip_layer.stacks.items()))


def _check_chips(window) -> None:  # type: ignore[no-untyped-def]
    qtbot_wait_still(window)
    truth = _state(window).chips()
    shown = _shown(window)
    assert shown.balances == truth.balances
    assert {p: shown.at(p) for p in truth.place_names()} == dict(truth.places)
    assert window.flow.scene.chip_layer.stacks["pot"].isVisible()


def qtbot_wait_still(window) -> None:  # type: ignore[no-untyped-def]
    c = window.flow
    if c.animator.busy:
        c.animator.finish_all()


def _panel(window) -> dict[str, QPushButton]:  # type: ignore[no-untyped-def]
    """The choice panel's buttons by their action's text."""
    assert window.choice.isVisible()
    return {b.objectName().removeprefix("action:"): b for b in window.choice.buttons
            if not b.isHidden()}


def _click(window, card: str) -> None:  # type: ignore[no-untyped-def]
    QTest.mouseClick(window.view.viewport(), LEFT, NOMOD, item_point(window, card))


def _hand(window, seat: int = 0) -> set[str]:  # type: ignore[no-untyped-def]
    return {card_str(s.card) for s in window.flow.model.hand(seat).slots}


def test_a_whole_deal_by_panel_picks_and_drags_with_the_chips_on_screen(qtbot, window) -> None:
    script = {1: "tap,exchange", 2: "tap,exchange", 3: "tap,exchange"}
    _start(window, TIP02, "QH", 3, 0, YOU_AND_THREE, script, talon="KC QC")
    c = window.flow
    wait_turn(qtbot, window)
    state = _state(window)
    assert state.view(0).phase == "declare"
    _check_chips(window)  # the ante: the dealer 97, the pot 3
    assert _shown(window).at("pot") == 3 and _shown(window).balances[3] == 97
    panel = _panel(window)
    assert set(panel) == {"tap", "pass"}  # only the legal choices
    assert panel["tap"].text() == "Play (P)"
    assert "The pot holds 3: each trick takes 1" in window.choice.text.text()
    QTest.mouseClick(panel["tap"], Qt.MouseButton.LeftButton)
    assert state.view(0).status[0] == "active"

    wait_turn(qtbot, window)  # the others tapped: your exchange
    assert state.view(0).phase == "exchange"
    assert all(s == "active" for s in state.view(0).status)
    _check_chips(window)
    _click(window, "9S")
    _click(window, "7D")
    assert set(c.adapter.picked) == set(parse_cards("9S 7D"))
    assert c.model.raised == set(parse_cards("9S 7D"))
    exchange = [b for b in _panel(window).values() if b.text().startswith("Exchange 2")]
    assert len(exchange) == 1
    QTest.mouseClick(exchange[0], Qt.MouseButton.LeftButton)
    assert state.exchanged[0] == 2
    qtbot_wait_still(window)
    assert _hand(window) == {"AC", "KC", "QC"}  # the new cards came from the talon
    assert len(c.model.zone("dead").slots) == 2 and not c.adapter.picked

    for trick in range(3):
        wait_turn(qtbot, window)
        if window.summary.isVisible():
            break
        assert _state(window).view(0).phase == "play"
        _check_chips(window)
        before = len(_state(window).history)
        drag_card(qtbot, window, playable_card(window))
        assert len(_state(window).history) == before + 1, f"trick {trick + 1}: not played"
    qtbot.waitUntil(window.summary.isVisible, timeout=8000)
    match = c.match
    assert len(match.results) == 1
    final = match.chips()
    shown = _shown(window)
    assert shown.balances == final.balances and shown.at("pot") == final.at("pot")
    assert final.total == 4 * 100  # no chip made or lost
    points = match.results[0].points
    sheet = c.score_sheet
    assert [sheet.item(0, k).text() for k in range(5)] == [
        f"{p:+d}" if p else "0" for p in (*points, -sum(points))]
    assert [sheet.item(1, k).text() for k in range(5)] == [
        str(b) for b in (*final.balances, final.at("pot"))]
    assert "You" in window.summary.text.text().replace("\xa0", " ")


def test_the_exchange_picks_and_puts_back_cards_and_confirms_by_key(qtbot, window) -> None:
    script = {1: "tap,exchange", 2: "tap,exchange", 3: "tap,exchange"}
    _start(window, TIP02, "QH", 3, 0, YOU_AND_THREE, script, talon="KC QC")
    c = window.flow
    wait_turn(qtbot, window)
    QTest.mouseClick(_panel(window)["tap"], Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window)
    assert set(_panel(window)) == {"exchange"}  # nothing picked: keep the cards
    _click(window, "9S")
    _click(window, "AC")
    _click(window, "9S")  # put back
    assert c.adapter.picked == (parse_card("AC"),)
    assert c.model.raised == {parse_card("AC")}
    assert "exchange AC" in _panel(window)
    # Every card of the hand is bright: each may be thrown.
    assert all(c.scene.items_by_uid[s.uid].playable for s in c.model.hand(0).slots)
    window.picking.pick(1)  # the keyboard: → picks the first card, Enter picks it for the exchange
    picked_by_key = c.model.hand(0).slots[window.picking.selected].card
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert set(c.adapter.picked) == {parse_card("AC"), picked_by_key}
    QTest.keyClick(window.view, Qt.Key.Key_E)
    assert _state(window).exchanged[0] == 2
    qtbot_wait_still(window)
    hand = _state(window).view(0).hand
    assert not hand >> parse_card("AC") & 1 and not hand >> picked_by_key & 1
    assert {"KC", "QC"} <= _hand(window)  # the talon's first two cards


def test_refusals_glide_back_and_say_why(qtbot, window) -> None:
    # You deal (last to play): Anna (seat 1) is forehand and leads the king of spades.
    hands = {1: "KS 8S AH", 2: "7H QD AD", 3: "8H JH 8D", 0: "9S AC 7D"}
    _start(window, hands, "QH", 0, 0, YOU_AND_THREE, {1: "tap,exchange,KS",
                                                      2: "tap,exchange", 3: "tap,exchange"})
    c = window.flow
    wait_turn(qtbot, window)  # declare (you are the dealer, last)
    QTest.mouseClick(_panel(window)["tap"], Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window)  # your exchange, last
    key = _state(window).key()
    drag_card(qtbot, window, "AC")  # onto the trick: no card is played, it is marked to throw
    assert _state(window).key() == key
    assert c.adapter.picked == (parse_card("AC"),)
    drag_card(qtbot, window, "AC")  # and put back
    assert not c.adapter.picked and _state(window).key() == key
    QTest.keyClick(window.view, Qt.Key.Key_K)  # keep the cards
    wait_turn(qtbot, window)  # Anna led the king of spades: you must follow with the 9
    view = _state(window).view(0)
    assert view.trick[0] == (1, parse_card("KS")) and len(view.trick) == 3
    item = c.scene.item_of_card(parse_card("AC"))
    assert item.dimmed and c.scene.items_by_uid[
        next(s.uid for s in c.model.hand(0).slots if s.card == parse_card("9S"))].playable
    home = item.pos()
    key = _state(window).key()
    drag_card(qtbot, window, "AC")
    assert _state(window).key() == key
    assert "You must follow suit: play a spade" in window.status_label.text()
    qtbot_wait_still(window)
    assert (item.pos() - home).manhattanLength() < 1  # glided back into the hand
    drag_card(qtbot, window, "9S")
    assert _state(window).view(0).played[0] == 1 << parse_card("9S")


def test_a_bare_pot_under_forced_play_offers_only_play(qtbot, window) -> None:
    options = replace(KATIRA, tipp_zwang=True)
    _start(window, TIP02, "QH", 3, 0, YOU_AND_THREE, options=options)
    wait_turn(qtbot, window)
    assert set(_panel(window)) == {"tap"}
    key = _state(window).key()
    QTest.keyClick(window.view, Qt.Key.Key_N)  # pass: not offered, not taken
    assert _state(window).key() == key
    assert "must play" in window.status_label.text() or "must play" in \
        window.choice.text.text()


def test_the_knocking_dealer_decides_before_seeing_his_cards(qtbot, window) -> None:
    options = replace(KATIRA, knocking=True)
    hands = {1: "AS KS 7D", 2: "QH JH TC", 0: "AD 8C 7H"}
    seats = [SeatConfig("You", True), SeatConfig("Anna", False), SeatConfig("Bert", False)]
    _start(window, hands, "9S", 0, 6, seats, {1: "tap", 2: "tap"}, options=options)
    c = window.flow
    wait_turn(qtbot, window)
    assert _state(window).view(0).phase == "knock"
    assert not c.model.hand(0).slots
    assert [s.card for s in c.model.zone("face_down").slots] == [HIDDEN] * 3
    assert not set(c.scene.face_up_cards()) & set(parse_cards("AD 8C 7H"))
    panel = _panel(window)
    assert set(panel) == {"knock", "decline"}
    QTest.mouseClick(panel["knock"], Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window)
    assert _state(window).view(0).phase == "discard"
    qtbot_wait_still(window)
    assert _hand(window) == {"AD", "8C", "7H", "9S"} and not c.model.zone("face_down").slots
    QTest.mouseDClick(window.view.viewport(), LEFT, NOMOD, item_point(window, "7H"))
    qtbot_wait_still(window)
    assert _hand(window) == {"AD", "8C", "9S"}
    assert _state(window).view(0).dead_count == 1 and len(c.model.zone("dead").slots) == 1


def test_the_first_ace_opening_is_shown_before_the_first_deal(qtbot, window,
                                                             monkeypatch) -> None:
    shown: list[tuple[str, int, int]] = []
    real = TippenAdapter.show_event

    def spy(self, model, event, viewer):  # type: ignore[no-untyped-def]
        if event.kind in ("first_ace_card", "first_dealer"):
            cards = model.zone(f"ace{event.seat}").cards
            shown.append((event.kind, event.seat, len(cards)))
        return real(self, model, event, viewer)

    monkeypatch.setattr(TippenAdapter, "show_event", spy)
    window.start_game("tippen", options=PRESETS["alvensleben"], seats=YOU_AND_THREE[:3],
                      seed=11)
    c = window.flow
    match = c.match
    qtbot.waitUntil(lambda: not c.animator.busy, timeout=8000)
    kinds = [k for k, _, _ in shown]
    assert kinds[-1] == "first_dealer" and kinds.count("first_dealer") == 1
    assert kinds.count("first_ace_card") == len(match.opening) - 1
    assert shown[-1][1] == match.first_dealer == _state(window).dealer
    assert not any(c.model.zone(f"ace{s}").slots for s in range(3))  # cleared for the deal


def test_hot_seat_never_shows_one_persons_cards_to_the_other(qtbot, window,
                                                           face_watch) -> None:
    seats = [SeatConfig("Ann", True), SeatConfig("Cid", False), SeatConfig("Ben", True)]
    window.start_game("tippen", seats=seats, seed=9)
    c = window.flow
    handovers = 0
    for _ in range(40):
        qtbot.waitUntil(lambda: window.cover.isVisible() or window.summary.isVisible()
                        or (c.human_on_turn() and not c.animator.busy), timeout=8000)
        if window.summary.isVisible():
            break
        if window.cover.isVisible():
            QTest.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)
            handovers += 1
            continue
        view = _state(window).view(c.viewer)
        if view.phase == "play":
            drag_card(qtbot, window, playable_card(window, c.viewer))
            continue
        panel = _panel(window)
        choice = next((panel[k] for k in ("tap", "exchange", "deal", "decline") if k in panel),
                      None) or next(iter(panel.values()))
        QTest.mouseClick(choice, Qt.MouseButton.LeftButton)
    assert window.summary.isVisible(), "the hot-seat deal did not finish"
    assert handovers >= 2 and face_watch == []


def test_an_open_session_ends_from_the_deal_summary(qtbot, window) -> None:
    options = replace(KATIRA, session_deals=0)
    script = {1: "tap,exchange", 2: "tap,exchange", 3: "tap,exchange"}
    _start(window, TIP02, "QH", 3, 0, YOU_AND_THREE, script, options=options)
    c = window.flow
    for _ in range(8):
        wait_turn(qtbot, window)
        if window.summary.isVisible():
            break
        view = _state(window).view(0)
        if view.phase == "play":
            drag_card(qtbot, window, playable_card(window))
        else:
            QTest.mouseClick(_panel(window)["tap" if view.phase == "declare" else "exchange"],
                             Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.summary.isVisible, timeout=8000)
    assert window.summary.end_button.isVisible() and window.summary.button.text() == "Next deal"
    pot = c.match.chips().at("pot")
    assert pot > 0
    QTest.mouseClick(window.summary.end_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.summary.isVisible, timeout=8000)
    assert c.match.is_over() and window.summary.button.text() == "New game"
    qtbot_wait_still(window)
    final = c.match.chips()
    assert _shown(window).balances == final.balances and _shown(window).at("pot") == pot % 4
    sheet = c.score_sheet
    assert sheet.verticalHeaderItem(1).text() == "End"
    assert sheet.item(1, 4).text() == f"{-(pot - pot % 4):+d}"


def test_the_new_game_dialog_offers_tippen_with_its_presets_and_session(qtbot, window) -> None:
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = next(w for w in window.findChildren(NewGameDialog) if w.isVisible())
    dialog.game.setCurrentIndex(dialog.game.findData("tippen"))
    # Chosen in the open dialog, the game's options get their room (not a one-row strip).
    qtbot.waitUntil(lambda: dialog.options_scroll.height() >= 120, timeout=2000)
    labels = [dialog.preset.itemText(i) for i in range(dialog.preset.count())]
    assert labels[:3] == [GAME.preset_labels[k] for k in ("katira", "grupp", "alvensleben")]
    dialog.preset.setCurrentIndex(dialog.preset.findData("alvensleben"))
    exchange = dialog.option_widgets["exchange"]
    assert not exchange.isChecked()  # type: ignore[attr-defined]
    deals = dialog.option_widgets["session_deals"]
    balance = dialog.option_widgets["start_balance"]
    assert isinstance(deals, QSpinBox) and isinstance(balance, QSpinBox)
    deals.setValue(0)
    assert deals.text() == "Until you stop"
    balance.setValue(50)
    options: Any = dialog.options()
    assert (options.session_deals, options.start_balance, options.exchange) == (0, 50, False)
    method = dialog.option_widgets["deal_method"]
    assert isinstance(method, QComboBox)  # its choices in words, its values the options'
    assert [(method.itemText(i), method.itemData(i)) for i in range(2)] == [
        ("Three cards each, then the trump card (Grupp)", "grupp"),
        ("Two cards each, the trump card, one more each (Katira)", "katira")]
    dialog.accept()
    c = window.flow
    assert c.match.info.id == "tippen" and c.match.options.first_dealer == "ace"
    assert window.settings.last_choices["tippen"]["preset"] == "alvensleben"
    assert sorted(_state(window).chips().balances) == [47, 50, 50, 50]  # the dealer's ante


@pytest.mark.parametrize("style", ["french", "german"])
def test_the_trump_card_and_talon_lie_beside_the_trick(qtbot, window, style: str) -> None:
    window.settings.deck_style = style
    window.apply_settings()
    _start(window, TIP02, "QH", 3, 0, YOU_AND_THREE, {})
    c = window.flow
    wait_turn(qtbot, window)
    assert [s.card for s in c.model.zone("trump").slots] == [parse_card("QH")]
    assert _state(window).view(0).talon_size == 19
    assert len(c.model.zone("talon").slots) == TALON_SHOWN  # a few backs stand for them
    # The German pack's suit in the language's own word (German: Herz)
    assert c.scene.badge.text == ("Trump: Hearts" if style == "german" else "Trump: ♥ Hearts")


def test_a_hint_weighs_each_declaration(qtbot, window) -> None:
    _start(window, TIP02, "QH", 3, 0, YOU_AND_THREE, {})
    wait_turn(qtbot, window)
    with qtbot.waitSignal(window.hints.hint_ready, timeout=20000) as told:
        assert window.hints.request_hint()
    text = told.args[0]
    # The best call with its expected chips, then the other call's.
    assert re.fullmatch(r"Hint: best (Play|Pass) \(expected ([+−][\d.]+|0) chips?\); "
                        r"(Play|Pass): ([+−][\d.]+|0) chips?\.", text), text
    assert _state(window).view(0).phase == "declare"  # a hint changes nothing


def test_the_dealer_shoves_and_the_cutter_cuts_by_clicking_the_pack(qtbot, window) -> None:
    options = replace(KATIRA, schieben=True)
    match = TippenMatch(GAME, options, 4, seed=5, first_dealer=0)
    window.resume_match(match, YOU_AND_THREE, {s: ScriptedPlayer() for s in (1, 2, 3)})
    c = window.flow
    wait_turn(qtbot, window)
    assert _state(window).view(0).phase == "shove"
    assert set(_panel(window)) == {"deal", "shove"}
    _check_chips(window)
    QTest.mouseClick(_panel(window)["shove"], Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window)  # Anna took the deal and dealt; you sit right of her: cut
    view = _state(window).view(0)
    assert (view.phase, view.dealer) == ("cut", 1)
    _check_chips(window)
    assert _shown(window).balances[:2] == (97, 97) and _shown(window).at("pot") == 6
    assert "Cut (C)" in [b.text() for b in _panel(window).values()]
    pack = c.model.zone("talon").slots
    assert pack and c.scene.items_by_uid[pack[-1].uid].interactive
    QTest.mouseClick(window.view.viewport(), LEFT, NOMOD,
                     window.view.mapFromScene(c.scene.items_by_uid[pack[-1].uid].pos()))
    assert _state(window).history[-1].kind == "cut"
    qtbot.waitUntil(lambda: _state(window).view(0).phase != "cut", timeout=5000)
    qtbot_wait_still(window)
    dealt = {card_str(x) for x in range(52) if _state(window).view(0).hand >> x & 1}
    assert len(dealt) == 3 and _hand(window) == dealt  # your three cards, face up


def test_the_last_to_declare_after_two_passes_takes_the_pot_alone(qtbot, window) -> None:
    seats = [SeatConfig("You", True), SeatConfig("Anna", False), SeatConfig("Bert", False)]
    hands = {1: "AS KS 7D", 2: "QH JH TC", 0: "AD 8C 7H"}
    _start(window, hands, "9S", 0, 0, seats, {1: "pass", 2: "pass"})
    c = window.flow
    wait_turn(qtbot, window)
    assert "Everybody else has passed: play, and the pot is yours." in window.choice.text.text()
    assert [len(c.model.zone(f"folded{s}").slots) for s in (1, 2)] == [3, 3]  # out, face down
    assert not c.model.hand(1).slots and not c.model.hand(2).slots
    QTest.mouseClick(_panel(window)["tap"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.summary.isVisible, timeout=8000)
    assert window.summary.text.text().replace("\xa0", " ").startswith("You alone play and take the pot of 3")
    qtbot_wait_still(window)
    assert _shown(window).balances == (100, 100, 100) and _shown(window).at("pot") == 0


def test_robbing_the_trump_card_by_the_panel(qtbot, window) -> None:
    """TIP-16 turned so that you hold the seven of trumps: the panel offers the rob, and the
    seven then lies face up where the trump card lay."""
    options = replace(KATIRA, rauben=True)
    seats = [SeatConfig("You", True), SeatConfig("Anna", False), SeatConfig("Bert", False)]
    hands = {0: "7S AC 8D", 1: "JC TC 9C", 2: "AH QH 9D"}
    _start(window, hands, "KS", 1, 0, seats, {2: "tap,exchange", 1: "pass"}, options=options)
    c = window.flow
    wait_turn(qtbot, window)
    QTest.mouseClick(_panel(window)["tap"], Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window)
    QTest.keyClick(window.view, Qt.Key.Key_K)  # keep the cards
    wait_turn(qtbot, window)
    assert _state(window).view(0).phase == "rob"
    panel = _panel(window)
    assert set(panel) == {"rob", "decline"} and "king of spades" in window.choice.text.text()
    QTest.mouseClick(panel["rob"], Qt.MouseButton.LeftButton)
    qtbot_wait_still(window)
    assert _hand(window) == {"KS", "AC", "8D"}
    assert [s.card for s in c.model.zone("trump").slots] == [parse_card("7S")]


def test_the_reserve_over_a_pot_cap_shows_while_it_holds_chips(qtbot, window) -> None:
    """TIP-10's pot cap: 21 in the pot, 12 played for, 9 set aside until the deal ends."""
    options = replace(KATIRA, pot_cap=12)
    seats = [SeatConfig("You", True), SeatConfig("Anna", False), SeatConfig("Bert", False)]
    hands = {1: "AC KC 7D", 2: "AD 8H 9C", 0: "7S 8S 9S"}
    _start(window, hands, "QC", 0, 18, seats, {1: "tap,exchange,AC,KC,7D",
                                               2: "tap,exchange,9C,8H,AD"}, options=options)
    c = window.flow
    wait_turn(qtbot, window)
    _check_chips(window)
    assert (_shown(window).at("pot"), _shown(window).at("reserve")) == (12, 9)
    assert c.scene.chip_layer.stacks["reserve"].isVisible() and not c.scene.chip_layer.stacks["bete"].isVisible()
    QTest.mouseClick(_panel(window)["pass"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.summary.isVisible, timeout=15000)
    qtbot_wait_still(window)
    assert (_shown(window).at("pot"), _shown(window).at("reserve")) == (9, 0)  # TIP-10
    assert not c.scene.chip_layer.stacks["reserve"].isVisible()
    assert _shown(window).balances == (97, 108, 104)


def test_the_review_says_what_a_decline_declined(qtbot: Any) -> None:
    # "Decline" alone does not say what was let go: a knock, a sniff or the robbing.
    import random

    from cardtable.engine import Action

    adapter = TippenAdapter(["Anna", "Bert", "Clara", "Dora"])
    said: dict[str, str] = {}
    options = [replace(PRESETS["katira"], knocking=True, rauben=True, sniffing=sniffing)
               for sniffing in ("alvensleben", "grupp")]
    for preset in options:
        for seed in range(60):
            state = TippenMatch(GAME, preset, 4, seed).start_deal()
            rng = random.Random(seed)
            while not state.is_over:
                view = state.view(state.current_player)
                decline = Action("decline")
                if decline in view.legal:
                    said[view.phase] = adapter.review_words("Anna", decline, view)
                state.apply(rng.choice(view.legal))
    assert said == {"knock": "Anna: No knock", "sniff": "Anna: No sniff",
                    "rob": "Anna: Keeps the seven"}, said
