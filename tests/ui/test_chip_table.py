"""Chips on the table, driven through the real scene: the Poch board and a pot, stacks with their
counts, balances on the name plates, chips flying between them (tests/ui/chip_table.py has the
scripted adapter and a toy chip game)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from cardtable.cards import HIDDEN, card_str, parse_card
from cardtable.engine import Action
from cardtable.engine.chips import ChipMove
from cardtable.engine.events import chips_event
from cardtable.session import SeatConfig
from cardtable.ui.models.table import Slot
from cardtable.ui.table import animation
from cardtable.ui.table.board import compartment_label
from cardtable.ui.table.chip_layer import ChipLayer
from cardtable.ui.table.chips import ChipStack
from cardtable.ui.table.plates import NamePlate
from tests.ui.chip_table import ANTE, COMPARTMENTS, ChipTable, ante, chip_table, claim, toy_match
from tests.ui.conftest import ScriptedPlayer, drag_card, wait_turn


@pytest.fixture(autouse=True)
def steps_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests look at the table right after an action is handed to the presenter: its
    instant steps all run then (on a busy machine they can take longer than the 2 ms after which
    the queue gives the event loop a turn, which test_frame_budget.py checks)."""
    monkeypatch.setattr(animation, "STEPS_BUDGET_MS", 10**9)


def _watch_counts(monkeypatch: pytest.MonkeyPatch, table: ChipTable) -> list[tuple]:
    """Log every change of a number on screen with the landings it shows: the chips that have
    landed since the numbers were last drawn (chips landing in one frame are drawn together)."""
    log: list[tuple] = []
    landing: list[ChipMove] = []
    make_lander, show_chips = ChipLayer._lander, ChipLayer.show

    def lander(self, move, item, generation):  # type: ignore[no-untyped-def]
        land = make_lander(self, move, item, generation)

        def wrapped() -> None:
            landing.append(move)
            land()
        return wrapped

    def shown(self) -> None:  # type: ignore[no-untyped-def]
        show_chips(self)
        landing.clear()

    set_chips, set_balance = ChipStack.set_chips, NamePlate.set_balance

    def stack_changed(self, count, resting):  # type: ignore[no-untyped-def]
        names = [n for n, s in table.scene.chip_layer.stacks.items() if s is self]
        if names and count != self.count:
            log.append((names[0], self.count, count, tuple(landing)))
        set_chips(self, count, resting)

    def plate_changed(self, balance, dpr):  # type: ignore[no-untyped-def]
        if balance != self.balance and self.balance is not None:
            seat = table.scene.plates.index(self)
            log.append((seat, self.balance, balance, tuple(landing)))
        set_balance(self, balance, dpr)

    monkeypatch.setattr(ChipLayer, "_lander", lander)
    monkeypatch.setattr(ChipLayer, "show", shown)
    monkeypatch.setattr(ChipStack, "set_chips", stack_changed)
    monkeypatch.setattr(NamePlate, "set_balance", plate_changed)
    return log


def test_the_board_and_the_pot_show_every_place_and_balance(qtbot) -> None:
    t = chip_table(qtbot, seats=4, balance=100)
    board = t.scene.chip_layer.board_item
    assert board is not None and board.board == "classic8"
    assert set(board.hollows) == set(COMPARTMENTS["classic8"])
    assert set(t.scene.chip_layer.stacks) == set(COMPARTMENTS["classic8"]) | {"pot"}
    assert t.all_shown() == {**{s: 100 for s in range(4)},
                             **{p: 0 for p in COMPARTMENTS["classic8"] + ("pot",)}}
    pot = t.scene.chip_layer.spots["pot"]
    assert pot.x > board.pos().x() + board.size / 2  # on the felt, beside the board
    for name in ANTE:  # every compartment's stack lies in its own hollow
        hollow = board.hollows[name]
        centre = hollow.mapToScene(QPointF(0, 0))
        spot = t.scene.chip_layer.spots[name]
        assert math.dist((spot.x, spot.y), (centre.x(), centre.y())) < hollow.radius


def test_antes_fly_together_and_each_count_changes_when_its_chips_land(qtbot,
                                                                        monkeypatch) -> None:
    t = chip_table(qtbot, seats=4, speed=1.0, balance=100)
    log = _watch_counts(monkeypatch, t)
    taken_off: list[tuple[int, dict, bool]] = []  # as the chips took off (the presenter's
    fly = ChipLayer.fly  # queue may give the event loop a turn before that step)

    def fly_and_look(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        tweens = fly(self, *args, **kwargs)
        taken_off.append((len(self.flying), t.all_shown(),
                          all(self.stacks[p].resting == 0 for p in ANTE)))
        return tweens

    monkeypatch.setattr(ChipLayer, "fly", fly_and_look)
    before = t.all_shown()
    after = t.show(ante(4))
    qtbot.waitUntil(lambda: bool(taken_off), timeout=20_000)
    # Every seat's chips are in the air at once, one stack per seat and place: they count
    # neither on the plates they left (each number says what lies there) nor where they go.
    paid = {**before, **{s: after.balances[s] for s in range(4)}}
    assert taken_off == [(4 * (len(ANTE) + 1), paid, True)]
    qtbot.waitUntil(lambda: not t.animator.busy, timeout=20_000)
    assert not t.scene.chip_layer.flying
    assert t.all_shown() == {**{s: after.balances[s] for s in range(4)}, **dict(after.places)}
    assert t.shown(0) == 100 - 8 and t.shown("ace") == 4 and t.shown("pot") == 4
    for place, old, new, landings in log:  # a payer's number at take-off, the rest on landing
        if isinstance(place, int):
            assert not landings and new < old, f"seat {place}: {old} → {new} with {landings}"
            continue
        assert landings, f"{place} changed from {old} to {new} with nothing landing"
        assert any(place == move.dest for move in landings)
    assert {entry[0] for entry in log} == {*range(4), *ANTE, "pot"}


def test_a_move_out_of_a_place_the_same_event_fills_waits_for_those_chips(qtbot,
                                                                         monkeypatch) -> None:
    t = chip_table(qtbot, seats=3, speed=1.0)
    t.show(ante(3))
    qtbot.waitUntil(lambda: not t.animator.busy, timeout=20_000)
    log = _watch_counts(monkeypatch, t)
    # Seat 0 bets 5 into the pot and the whole pot (3 + 5) goes to seat 1, in one event.
    t.show(chips_event("bet_and_win", (ChipMove(0, "pot", 5), ChipMove("pot", 1, 8))))
    # The pot's chips are not there yet.
    assert [(f.count) for f in t.scene.chip_layer.flying] == [5]
    qtbot.waitUntil(lambda: not t.animator.busy, timeout=20_000)
    landings = [entry[3] for entry in log if entry[0] != 0]  # seat 0's at its take-off
    assert [entry[:3] for entry in log if entry[0] == 0] == [(0, 92, 87)]
    assert landings[0] == (ChipMove(0, "pot", 5),) and landings[-1] == (ChipMove("pot", 1, 8),)
    assert [entry[2] for entry in log if entry[0] == "pot"] == [8, 0]
    assert t.shown(1) == 100 - 8 + 8 and t.shown(0) == 100 - 8 - 5


def test_a_claim_flies_a_compartment_to_its_claimant(qtbot) -> None:
    t = chip_table(qtbot, seats=4, speed=1.0)
    t.show(ante(4))
    t.animator.finish_all()
    t.show(claim("queen", 2, 4))
    (flying,) = t.scene.chip_layer.flying
    # Its counters fly off: the compartment's number goes with them (issue 27: it kept its
    # old count while they flew), the claimant's changes when they land.
    assert t.scene.chip_layer.stacks["queen"].resting == 0 and t.shown("queen") == 0
    assert t.scene.chip_layer.board_item is not None
    assert t.scene.chip_layer.board_item.hollows["queen"].toolTip().endswith(": 0 chips")
    assert t.shown(2) == 92
    start = flying.pos()
    qtbot.waitUntil(lambda: not t.scene.chip_layer.flying, timeout=20_000)
    assert t.shown("queen") == 0 and t.shown(2) == 92 + 4
    plate = t.scene.plates[2]
    assert math.dist((start.x(), start.y()), (t.scene.chip_layer.spots["queen"].x,
                                              t.scene.chip_layer.spots["queen"].y)) < 1
    end = plate.mapToScene(plate.chip_point())
    assert plate.boundingRect().translated(plate.pos()).contains(end)


def test_off_speed_shows_the_chips_at_once(qtbot) -> None:
    t = chip_table(qtbot, seats=5, speed=0.0)
    after = t.show(ante(5), claim("ace", 3, 5))
    assert not t.animator.busy and not t.scene.chip_layer.flying
    assert t.shown(3) == after.balances[3] == 100 - 8 + 5 and t.shown("ace") == 0
    assert t.shown("pot") == 5


def test_input_is_not_blocked_during_a_flight(qtbot) -> None:
    t = chip_table(qtbot, seats=4, speed=1.0)
    card = parse_card("QH")
    t.model.hand(0).reset([Slot.new(card)])
    for tw in t.scene.relayout("settle", instant=True).tweens:
        tw.setter(tw.end)
    item = t.scene.item_of_card(card)
    assert item is not None
    t.scene.set_interaction({item.uid}, set(), set())
    pressed: list[int] = []
    t.scene.card_pressed.connect(lambda uid: (pressed.append(uid), t.animator.finish_all()))
    after = t.show(ante(4))
    assert t.scene.chip_layer.flying
    # The mouse over a compartment lights it and names it while the chips fly in.
    hollow = t.scene.chip_layer.board_item.hollows["jack"]
    QTest.mouseMove(t.view.viewport(), t.view.mapFromScene(hollow.mapToScene(QPointF(0, 0))))
    qtbot.waitUntil(lambda: hollow.hovered, timeout=20_000)
    assert hollow.toolTip() == "Jack: 0 chips" and t.scene.chip_layer.flying
    # Pressing a card acts at once: the flights end where they were going, counted.
    at = t.view.mapFromScene(item.mapToScene(QPointF(0, 0)))
    QTest.mousePress(t.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, at)
    assert pressed == [item.uid]
    assert not t.scene.chip_layer.flying and not t.animator.busy
    assert t.shown(0) == after.balances[0] and t.shown("jack") == 4
    assert hollow.toolTip() == "Jack: 4 chips"
    QTest.mouseRelease(t.view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, at)


def test_the_board_scales_with_the_table_and_stays_readable(qtbot) -> None:
    t = chip_table(qtbot, seats=4, size=(1100, 720))
    board = t.scene.chip_layer.board_item
    small = (board.size, board.hollows["ace"].radius, t.scene.chip_layer.spots["ace"].chip,
             t.scene.chip_layer.spots["pot"].chip)
    t.scene.resize_table(1600, 1000, 1.0)
    big = (board.size, board.hollows["ace"].radius, t.scene.chip_layer.spots["ace"].chip,
           t.scene.chip_layer.spots["pot"].chip)
    for a, b in zip(small, big):
        assert b / a == pytest.approx(1000 / 720, rel=0.02)
    assert board.pos().x() == t.scene.geom.cx  # in the middle
    for name, hollow in board.hollows.items():  # the stacks moved with their hollows
        centre = hollow.mapToScene(QPointF(0, 0))
        spot = t.scene.chip_layer.spots[name]
        assert math.dist((spot.x, spot.y), (centre.x(), centre.y())) < hollow.radius
        assert t.scene.chip_layer.stacks[name].pos() == QPointF(spot.x, spot.y)
    t.scene.resize_table(640, 430, 2.0)  # a small window on a screen scaled 200 %
    assert t.scene.chip_layer.stacks["ace"].font_px >= 11 and t.scene.plates[0].font_px >= 11
    assert board.dpr == 2.0


@pytest.mark.parametrize("board", ["classic8", "modern9"])
@pytest.mark.parametrize("style,names", [
    ("french", {"ace": "Ace", "queen": "Queen", "jack": "Jack", "sequenz": "Sequenz"}),
    ("german", {"ace": "Sau", "queen": "Ober", "jack": "Unter", "sequenz": "Sequenz"})])
def test_each_compartment_names_itself_in_the_words_of_the_deck(qtbot, board, style,
                                                                names) -> None:
    t = chip_table(qtbot, board=board, seats=3, speed=0.0, style=style)
    t.show(ante(3))
    hollows = t.scene.chip_layer.board_item.hollows
    assert set(hollows) == set(COMPARTMENTS[board])
    for name, words in names.items():
        n = 3 if name in ANTE else 0
        assert hollows[name].toolTip() == f"{words}: {n} chips"
    german = style == "german"
    assert compartment_label("queen", german) == ("O" if german else "Q")
    assert t.scene.chip_layer.stacks["pot"].toolTip() == "Pot: 3 chips"
    t.scene.set_art("german" if not german else "french", "blue")  # the deck changes mid-game
    other = "Ober" if not german else "Queen"
    assert hollows["queen"].toolTip() == f"{other}: 3 chips"


def _grab(t: ChipTable) -> QImage:
    return t.view.grab().toImage()


def test_chips_are_drawn_where_they_lie(qtbot) -> None:
    t = chip_table(qtbot, seats=4, speed=0.0)
    before = _grab(t)
    t.show(ante(4))
    after = _grab(t)
    for name in ("ace", "sequenz", "pot"):
        spot = t.scene.chip_layer.spots[name]
        p = t.view.mapFromScene(QPointF(spot.x, spot.y - spot.chip * 0.3))
        changed = sum(before.pixel(p + QPoint(dx, dy)) != after.pixel(p + QPoint(dx, dy))
                      for dx in range(-4, 5) for dy in range(-4, 5))
        assert changed > 40, name  # a stack now stands where the place was empty


def test_a_chip_game_through_the_whole_table(qtbot, window) -> None:
    """The toy chip game in the real window: balances on the plates, the board, the sheet of
    gains and balances, a summary naming the winner; and on the next deal, a card played by
    the keyboard while the antes are still flying."""
    seats = [SeatConfig("You", True), SeatConfig("Anna", False), SeatConfig("Bert", False)]
    match = toy_match(seats=3, first_dealer=1)  # you lead the second deal
    players = {1: ScriptedPlayer(), 2: ScriptedPlayer()}
    window.resume_match(match, seats, players)
    c = window.flow
    wait_turn(qtbot, window)
    chips = c.state.chips()
    scene = c.scene
    assert [p.balance for p in scene.plates] == [20 - 8] * 3 == list(chips.balances)
    assert {n: s.count for n, s in scene.chip_layer.stacks.items()} == dict(chips.places)
    sheet = c.score_sheet
    assert [sheet.horizontalHeaderItem(i).text() for i in range(3)] == ["You", "Anna", "Bert"]
    assert sheet.verticalHeaderItem(0).text() == "Start"
    assert sheet.item(0, 0).text() == "20"
    hand = c.model.hand(0).slots
    assert len(hand) == 1 and hand[0].card != HIDDEN
    drag_card(qtbot, window, card_str(hand[0].card))
    qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=20_000)
    result = match.results[0]
    winner = result.winners[0]
    assert window.summary.text.text().replace("\xa0", " ") == f"{seats[winner].name} takes 6 chips"  # pot and ace
    final = match.chips()
    assert [p.balance for p in scene.plates] == list(final.balances)
    assert sheet.verticalHeaderItem(1).text() == "After 1"
    assert [sheet.item(0, i).text() for i in range(3)] == \
        [f"{g:+d}" if g else "0" for g in result.points]
    assert [sheet.item(1, i).text() for i in range(3)] == [str(b) for b in final.balances]
    # The next deal, animated: the antes fly, and the keyboard plays a card meanwhile.
    window.looks.set_speed(1.0)
    c.next_deal()
    card = next(cd for cd in range(54) if c.state.hands[0] >> cd & 1)
    # After the pack's own frame.
    qtbot.waitUntil(lambda: bool(scene.chip_layer.flying), timeout=1000)
    assert [p.balance for p in scene.plates] == [b - 8 for b in final.balances]  # paid, flying
    assert sheet.verticalHeaderItem(1).text() == "After 1"  # which is which
    assert c.human_on_turn()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert c.state.history[:1] == [Action("play", card=card)]  # at once, as shown
    assert not scene.chip_layer.flying
    assert [p.balance for p in scene.plates] == [b - 8 for b in final.balances]


def test_the_chips_left_at_the_end_of_a_session_fly_and_are_on_the_sheet(qtbot, window) -> None:
    seats = [SeatConfig("You", True), SeatConfig("Anna", False), SeatConfig("Bert", False)]
    match = toy_match(seats=3, deals=1, first_dealer=2)
    window.resume_match(match, seats, {1: ScriptedPlayer(), 2: ScriptedPlayer()})
    c = window.flow
    wait_turn(qtbot, window)
    left = sum(n for _, n in c.state.chips().places) - c.state.chips().at("pot") \
        - c.state.chips().at("ace")  # what the winner of the deal does not take
    drag_card(qtbot, window, card_str(c.model.hand(0).slots[0].card))
    qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=20_000)
    assert match.is_over() and match.closing_moves and left > 0
    final = match.chips()
    assert sum(m.amount for m in match.closing_moves) == left
    assert all(s.count == 0 for s in c.scene.chip_layer.stacks.values())
    assert [p.balance for p in c.scene.plates] == list(final.balances)
    sheet = c.score_sheet
    assert [sheet.verticalHeaderItem(r).text() for r in range(3)] == ["Deal 1", "End",
                                                                       "Final"]
    assert [sheet.item(2, i).text() for i in range(3)] == [str(b) for b in final.balances]


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
@pytest.mark.parametrize("size", [(960, 610), (1020, 760)])
def test_no_name_plate_covers_another_or_the_board(qtbot, seats, size) -> None:
    t = chip_table(qtbot, seats=seats, size=size, balance=1000)
    t.scene.set_plates(["Annemarie", "Bartholomew", "Clara", "David", "Emma", "Friedrich"]
                       [:seats], ["bet 12"] * seats, 0, 1)
    rects = [p.boundingRect().translated(p.pos()) for p in t.scene.plates]
    for i, a in enumerate(rects):
        assert t.scene.sceneRect().contains(a), f"plate {i} leaves the table"
        for j, b in enumerate(rects[:i]):
            assert not a.intersects(b), f"plates {j} and {i} overlap"
    board = t.scene.chip_layer.board_item
    for i, r in enumerate(rects):
        centre = board.pos()
        nearest = QPointF(min(max(centre.x(), r.left()), r.right()),
                          min(max(centre.y(), r.top()), r.bottom()))
        assert math.dist((nearest.x(), nearest.y()), (centre.x(), centre.y())) \
            > board.size / 2, f"plate {i} lies on the board"


def test_the_stacks_that_fly_chips_are_used_again_once_they_have_landed(qtbot) -> None:
    """A flight hides its stack when it lands, and the next flight takes it up again in the
    colour of its place (thirty new stacks a Poch deal cost 3 ms of a frame)."""
    from cardtable.ui.table.chips import ChipStack

    t = chip_table(qtbot, seats=4, speed=1.0)

    def stacks() -> list[ChipStack]:
        return [it for it in t.scene.items() if isinstance(it, ChipStack)]

    t.show(ante(4))
    qtbot.waitUntil(lambda: not t.animator.busy, timeout=20_000)
    made = len(stacks())
    assert not t.scene.chip_layer.flying
    assert all(not s.isVisible() for s in stacks() if s.zValue() == 920)  # landed: hidden
    t.show(claim("queen", 2, 4))
    (flying,) = t.scene.chip_layer.flying
    assert flying.isVisible() and flying.colour == t.scene.adapter.chip_colour("queen")
    assert len(stacks()) == made  # one that flew the ante, not a new one
    qtbot.waitUntil(lambda: not t.scene.chip_layer.flying, timeout=20_000)
    assert len(stacks()) == made
    assert t.shown(2) == 92 + 4 and not flying.isVisible()
