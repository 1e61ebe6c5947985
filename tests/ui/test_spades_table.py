"""Spades on the real table: a whole hand by mouse against three computer seats."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from cardtable.cards import BIG_JOKER, HIDDEN, LITTLE_JOKER, card_str, parse_card
from cardtable.games import get_game
from cardtable.games.spades import SpadesMatch
from cardtable.session import SeatConfig, first_dealer
from cardtable.ui.table import card_item
from cardtable.ui.table.card_item import card_pixmap
from tests.ui.conftest import (
    ScriptedPlayer,
    click_scene,
    drag_card,
    item_point,
    playable_card,
    wait_turn,
)

SEATS = [SeatConfig("You", True)] + [SeatConfig(n, False) for n in ("Anna", "Bert", "Clara")]


def test_a_whole_hand_by_mouse_against_three_computers(qtbot, window) -> None:
    window.start_game("spades", seats=SEATS, seed=21)
    c = window.flow
    bid_buttons_seen: list[str] = []
    plays = 0
    for _ in range(60):
        wait_turn(qtbot, window, timeout=10000)
        if window.summary.isVisible():
            break
        view = c.state.view(0)
        buttons = window.action_buttons()
        if view.phase == "bid":
            labels = [b.text() for b in buttons]
            bid_buttons_seen = labels
            assert labels == [str(a.n) for a in view.legal]  # only the legal bids
            QTest.mouseClick(buttons[2], Qt.MouseButton.LeftButton)  # bid 3
            assert c.state.bids[0] == 3
            assert "bid 3" in c.scene.plates[0].info
            continue
        assert not buttons
        n = len(c.state.history)
        drag_card(qtbot, window, playable_card(window))
        assert len(c.state.history) > n
        plays += 1
    assert window.summary.isVisible(), "the hand did not reach its summary"
    assert bid_buttons_seen and plays == 13
    match = c.match
    assert len(match.results) == 1
    points = match.results[0].points
    won = c.state.won[0]
    assert points[0] == (30 + won - 3 if won >= 3 else 0)
    assert c.score_sheet.rowCount() == 2
    assert c.score_sheet.item(0, 0).text() == str(points[0])
    summary = window.summary.text.text().replace("\xa0", " ")
    assert f"You: bid 3, won {won} — " in summary and f"total {points[0]}" in summary
    assert f"You: {points[0]}" in window.score_label.text().replace("\xa0", " ").splitlines()  # counted at once


def test_a_card_that_may_not_be_led_is_refused_with_the_reason(qtbot, window) -> None:
    window.start_game("spades", seats=SEATS, seed=21)
    c = window.flow
    for _ in range(20):
        wait_turn(qtbot, window, timeout=10000)
        view = c.state.view(0)
        if view.phase == "bid":
            QTest.mouseClick(window.action_buttons()[0], Qt.MouseButton.LeftButton)
            continue
        dimmed = [s for s in c.model.hand(0).slots if c.scene.items_by_uid[s.uid].dimmed]
        if dimmed:
            key = c.state.key()
            drag_card(qtbot, window, card_str(dimmed[0].card))
            assert c.state.key() == key
            assert "not legal" not in window.status_label.text()
            assert window.status_label.text().split(".")[0]  # the reason, in words
            return
        drag_card(qtbot, window, playable_card(window))
    raise AssertionError("never held a card that was not playable")


# --- three players with jokers ----------------------------------------------------------------

def _start(window, seats, options, seed: int, players=None) -> None:  # type: ignore[no-untyped-def]
    """A Spades match with these seats; ``players`` scripts some computer seats."""
    info = get_game("spades")
    match = SpadesMatch(info, options, len(seats), seed, first_dealer(seed, len(seats)))
    window.resume_match(match, seats, players or {})


def _differs(a: QImage, b: QImage) -> bool:
    return a.size() != b.size() or a != b


@pytest.fixture
def faces_shown(monkeypatch, window):  # type: ignore[no-untyped-def]
    """Every (card, zone) any card item turns face up in, the moment it does."""
    shown: list[tuple[int, str]] = []
    real_set_face, real_init = card_item.CardItem.set_face, card_item.CardItem.__init__

    def note(item, card: int) -> None:  # type: ignore[no-untyped-def]
        if card != HIDDEN:
            where = window.gestures.card_of_uid(item.uid)
            shown.append((card, where[0] if where else ""))

    def set_face(self, card: int) -> None:  # type: ignore[no-untyped-def]
        note(self, card)
        real_set_face(self, card)

    def init(self, uid, card, *args):  # type: ignore[no-untyped-def]
        real_init(self, uid, card, *args)
        note(self, card)

    monkeypatch.setattr(card_item.CardItem, "set_face", set_face)
    monkeypatch.setattr(card_item.CardItem, "__init__", init)
    return shown


def test_three_players_with_jokers_by_mouse_to_the_score_sheet(qtbot, window,
                                                              faces_shown) -> None:
    # SEED preset, three seats: jokers in, 54 cards, 18 each. Seed 2: the big joker is ours,
    # the little joker Anna's.
    seats = [SeatConfig("You", True), SeatConfig("Anna", False), SeatConfig("Bert", False)]
    window.start_game("spades", get_game("spades").presets["seed"], seats, seed=2)
    c = window.flow
    wait_turn(qtbot, window, timeout=10000)
    assert c.state.num_seats == 3 and c.state.T == 18
    sheet = c.score_sheet  # before the first hand is scored: a total row and a hint
    assert sheet.rowCount() == 1 and sheet.verticalHeaderItem(0).text() == "Total"
    assert window.sheet_hint.isVisible() and "hand" in window.sheet_hint.text()
    assert c.state.hands[0] >> BIG_JOKER & 1 and c.state.hands[1] >> LITTLE_JOKER & 1
    big = c.scene.item_of_card(BIG_JOKER)
    assert big is not None and window.gestures.card_of_uid(big.uid) == ("hand0", BIG_JOKER)
    back = card_pixmap(HIDDEN, c.style, big.width, c.scene.dpr, c.back).toImage()
    ace = card_pixmap(parse_card("AS"), c.style, big.width, c.scene.dpr, c.back).toImage()
    face = big._pixmap.toImage()
    assert _differs(face, back) and _differs(face, ace)  # the joker's own art
    plays = 0
    for _ in range(40):
        wait_turn(qtbot, window, timeout=10000)
        if window.summary.isVisible():
            break
        view = c.state.view(0)
        if view.phase == "bid":
            assert window.choice.isVisible() and window.choice.title.text() == "Your bid"
            buttons = window.action_buttons()
            assert [b.text() for b in buttons] == [str(n) for n in range(1, 19)]
            assert not window.action_bar.isVisible()  # the bids are in their panel only
            QTest.mouseClick(buttons[3], Qt.MouseButton.LeftButton)  # bid 4
            assert c.state.bids[0] == 4 and not window.choice.isVisible()
            continue
        n = len(c.state.history)
        drag_card(qtbot, window, playable_card(window))
        assert len(c.state.history) > n
        plays += 1
    assert window.summary.isVisible(), "the hand did not reach its summary"
    assert plays == 18
    # Anna's little joker showed face up only once played, in the trick, from its own art.
    assert {z for card, z in faces_shown if card == LITTLE_JOKER} == {"trick"}
    assert "hand0" in {z for card, z in faces_shown if card == BIG_JOKER}
    result = c.state.result()
    assert c.match.results[-1].points == result.points
    assert not window.sheet_hint.isVisible()
    assert sheet.verticalHeaderItem(0).text() == "Hand 1"
    assert [sheet.horizontalHeaderItem(i).text() for i in range(3)] == ["You", "Anna", "Bert"]
    assert [sheet.item(0, i).text() for i in range(3)] == [str(p) for p in result.points]
    assert [sheet.item(1, i).text() for i in range(3)] == [str(p) for p in result.points]
    won = c.state.won[0]
    assert result.points[0] == (40 + won - 4 if won >= 4 else 0)
    assert window.summary.title.text() == "The hand is over"
    panel = window.score_label.text().replace("\xa0", " ").splitlines()  # the totals counted at once
    assert [f"{n}: {p}" for n, p in zip(("You", "Anna", "Bert"), result.points)] == panel[2:5]
    summary = window.summary.text.text().replace("\xa0", " ").splitlines()
    assert summary[1].startswith(f"Anna: bid {c.state.bids[1]}, won {c.state.won[1]} — ")


# --- the 2-player draw, blind nil and the exchange ------------------------------------------

def _offer_item(window):  # type: ignore[no-untyped-def]
    c = window.flow
    slots = c.model.zone("offer").slots
    return c.scene.items_by_uid[slots[0].uid] if slots else None


def _wait_human(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.flow
    qtbot.waitUntil(lambda: window.cover.isVisible() or window.summary.isVisible()
                    or (c.human_on_turn() and not c.animator.busy), timeout=10000)


def test_the_two_player_draw_shows_the_card_with_keep_and_take_next(qtbot, window,
                                                                   faces_shown) -> None:
    seats = [SeatConfig("You", True), SeatConfig("Anna", False)]
    window.start_game("spades", get_game("spades").presets["seed"], seats, seed=3)
    c = window.flow
    ways = ["button", "card", "stock", "key K", "key N"]
    for step in range(40):
        _wait_human(qtbot, window)
        state = c.state
        if state.phase != 0:  # the draw is over
            break
        view = state.view(0)
        offered = view.offered
        item = _offer_item(window)
        assert item is not None and item.card == offered  # face up, to its owner
        assert window.choice.isVisible() and window.choice.title.text() == "Your draw"
        assert [b.text() for b in window.action_buttons()] == ["Keep (K)", "Take next (N)"]
        assert "keep" in window.status_label.text()
        hand_before, pos = state.hands[0], state.stock_pos
        nxt = state.deck[pos + 1]
        way = ways[step % len(ways)]
        if way == "button":
            QTest.mouseClick(window.action_buttons()[0], Qt.MouseButton.LeftButton)
        elif way == "card":
            click_scene(window, item.scenePos())
        elif way == "stock":
            top = c.scene.items_by_uid[c.model.zone("stock").slots[-1].uid]
            click_scene(window, top.scenePos() + QPointF(-top.width * 0.3, 0))
        else:
            QTest.keyClick(window.view, Qt.Key.Key_K if way == "key K" else Qt.Key.Key_N)
        kept = offered if way in ("button", "card", "key K") else nxt
        assert c.state.hands[0] == hand_before | 1 << kept, way
        assert str(c.state.history[-1]) == ("keep" if kept == offered else "reject")
        qtbot.waitUntil(lambda: not c.animator.busy)
        assert _offer_item(window) is None or c.state.current_player == 0
        assert kept in [s.card for s in c.model.hand(0).slots]
    else:
        raise AssertionError("the draw never ended")
    assert c.state.hands[0].bit_count() == 13
    # Every card Anna looked at: never face up on our screen during the draw.
    anna_looked = _looked_at(c.state, seat=1)
    assert len(anna_looked) == 13
    shown_in_draw = {card for card, zone in faces_shown if zone in ("offer", "stock", "hand1")}
    assert not shown_in_draw & anna_looked
    assert window.choice.title.text() == "Your bid" or c.state.current_player == 1


def _looked_at(state, seat: int) -> set[int]:  # type: ignore[no-untyped-def]
    """The cards ``seat`` looked at in the draw (the top card at each of its turns), from
    the actions: each keep/reject takes two cards, turns alternate from the leader."""
    draws = [a for a in state.history if a.kind in ("keep", "reject")]
    first = (state.dealer + 1) % 2
    return {state.deck[2 * i] for i in range(len(draws)) if (first + i) % 2 == seat}


def _blind_nil_table(window, seed: int = 7) -> None:  # type: ignore[no-untyped-def]
    """Four seats in pairs (you and Bert, Anna and Clara), blind nil allowed from the first
    hand; the computers look, bid 3, then give and play their first legal card."""
    info = get_game("spades")
    options = replace(info.presets["classic_partnership"], blind_nil_min_deficit=0)
    seats = [SeatConfig("You", True)] + [SeatConfig(n, False) for n in ("Anna", "Bert", "Clara")]
    _start(window, seats, options, seed, {s: ScriptedPlayer("look,bid 3") for s in (1, 2, 3)})


def test_blind_nil_is_offered_before_the_hand_is_turned_up_and_the_exchange_is_dragged(
        qtbot, window, faces_shown) -> None:
    _blind_nil_table(window)
    c = window.flow
    _wait_human(qtbot, window)
    state = c.state
    assert state.phase == 1 and state.current_player == 0 and not state.viewed[0]
    hand = [c.scene.items_by_uid[s.uid] for s in c.model.hand(0).slots]
    assert len(hand) == 13 and all(it.card == HIDDEN for it in hand)  # face down
    assert not {card for card, _ in faces_shown} & _cards_of(state.hands[0])
    assert window.choice.isVisible() and window.choice.title.text() == "Blind nil?"
    panel = [b.text() for b in window.choice.buttons]
    assert panel[:2] == ["Blind nil (B)", "Look at my cards (L)"]
    assert panel[2:] == ["Nil"] + [str(n) for n in range(1, 14)]  # smaller, "without looking"
    assert window.choice.more_text.isVisible() and not window.action_bar.isVisible()
    offered = [b.objectName().removeprefix("action:") for b in window.action_buttons()]
    assert sorted(offered) == sorted(str(a) for a in state.view(0).legal)
    QTest.mouseClick(window.choice.buttons[0], Qt.MouseButton.LeftButton)
    assert state.bids[0] == 0 and state.blind[0]
    # The exchange: give two cards to Bert, the partner, by dragging onto his cards.
    _wait_human(qtbot, window)
    assert state.phase == 2 and state.current_player == 0
    assert all(it.card != HIDDEN for it in
               (c.scene.items_by_uid[s.uid] for s in c.model.hand(0).slots))  # turned up
    assert window.choice.title.text() == "Give to Bert"
    assert "2 more cards" in window.choice.text.text()
    assert not window.action_buttons()  # cards are given by hand, not by buttons
    first = card_str(c.model.hand(0).slots[0].card)
    drag_card(qtbot, window, first, target="give")
    assert state.hands[2] >> parse_card(first) & 1 and not state.hands[0] >> parse_card(first) & 1
    _wait_human(qtbot, window)
    assert "1 more card " in window.choice.text.text()
    drop_on_trick = card_str(c.model.hand(0).slots[0].card)
    key = state.key()
    drag_card(qtbot, window, drop_on_trick)  # not a place to give a card
    assert state.key() == key and "give" in window.status_label.text().lower()
    second = c.model.hand(0).slots[-1]
    # A click on the bare felt first: QTest's synthetic clock would otherwise count the
    # refused drag's press and the double-click's first press as one double-click.
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    pt = item_point(window, card_str(second.card))
    QTest.mouseMove(window.view.viewport(), pt)
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, pt)
    assert state.hands[2] >> second.card & 1, window.status_label.text()
    # Bert gives two back; then the play begins with a 13-card hand each.
    _wait_human(qtbot, window)
    assert state.phase == 3 and state.hands[0].bit_count() == 13
    assert not window.choice.isVisible()
    assert "blind nil" in c.scene.plates[0].info


def test_looking_first_turns_the_hand_up_and_offers_the_bids(qtbot, window) -> None:
    _blind_nil_table(window)
    c = window.flow
    _wait_human(qtbot, window)
    state = c.state
    assert window.choice.title.text() == "Blind nil?"
    first = c.scene.items_by_uid[c.model.hand(0).slots[6].uid]
    click_scene(window, first.scenePos())  # a click on the face-down hand turns it up
    assert state.viewed[0] and str(state.history[-1]) == "look"
    _wait_human(qtbot, window)
    assert all(c.scene.items_by_uid[s.uid].card != HIDDEN for s in c.model.hand(0).slots)
    assert window.choice.title.text() == "Your bid"
    labels = [b.text() for b in window.action_buttons()]
    assert labels == ["Nil"] + [str(n) for n in range(1, 14)]
    assert "Blind nil (B)" not in labels
    n = len(state.history)
    QTest.keyClick(window.view, Qt.Key.Key_B)  # too late for blind nil: nothing happens
    assert len(state.history) == n and not state.blind[0]
    QTest.mouseClick(window.action_buttons()[0], Qt.MouseButton.LeftButton)  # nil, seen
    assert state.bids[0] == 0 and not state.blind[0]
    assert c.scene.plates[0].info.startswith("nil")


def _cards_of(mask: int) -> set[int]:
    return {x for x in range(54) if mask >> x & 1}


def test_a_hint_in_the_draw_names_keep_or_take_next(qtbot, window) -> None:
    seats = [SeatConfig("You", True), SeatConfig("Anna", False)]
    window.start_game("spades", get_game("spades").presets["seed"], seats, seed=5)
    c = window.flow
    wait_turn(qtbot, window)
    hints: list[str] = []
    window.hints.hint_ready.connect(hints.append)
    QTest.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(hints), timeout=15000)
    # decided by rule (no estimate), or with its expected points
    assert re.fullmatch(r"Hint: (Keep \(K\)|Take next \(N\)) \(by rule\)\.|Hint: best (Keep "
                        r"\(K\)|Take next \(N\)) \(expected .* points?\).*", hints[0]), hints[0]
    assert "cards" not in hints[0]  # no talk of card numbers
    assert c.state.phase == 0  # a hint changes nothing
