"""Poch on the real table: a whole deal through the widgets (bets by the Pochen panel, cards by
drags), the counts on screen checked against the state after every phase; hot-seat."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.cards import HIDDEN, card_str
from cardtable.engine import Action, View
from cardtable.games import get_game
from cardtable.games.poch import PRESETS, PochView, has_set
from cardtable.session import SeatConfig, Session
from cardtable.ui.games.poch import PochAdapter
from cardtable.ui.table.board import compartment_name
from tests.ui.conftest import drag_card, playable_card, wait_turn

SEATS = [SeatConfig("You", True)] + [SeatConfig(n, False) for n in ("Anna", "Bert", "Clara")]


class Holder:
    """A computer seat that holds every bet it may, opens with 1 when it may and nobody has,
    and otherwise plays the first legal action (a card of Ausspielen)."""

    name = "holder"

    def choose(self, view: View) -> Action:
        legal = view.legal
        for wanted in (Action("hold"), Action("open", n=1)):
            if wanted in legal:
                return wanted
        return legal[0]


def _session(preset: str, seats: list[SeatConfig], want_rival: bool = True,
             **changes: Any) -> Session:
    """The first match seed whose first deal gives seat 0 a set and (``want_rival``), played
    as the tests play it (:class:`Holder` seats, seat 0 betting by :func:`_bet`), goes to a
    showdown and lets seat 0 play at least one card."""
    info = get_game("poch")
    for seed in range(1, 400):
        session = Session.new("poch", replace(PRESETS[preset], **changes), seats, seed)
        state = session.start_deal()
        if not has_set(state.view(0).hand):
            continue
        if not want_rival:
            return session
        trial, holder, played = state.clone(), Holder(), 0
        while not trial.is_over:
            view = trial.view(trial.current_player)
            if view.seat == 0:
                action = Action.parse(_bet(view)) if view.phase == "pochen" else view.legal[0]
                played += view.phase != "pochen"
            else:
                action = holder.choose(view)
            trial.apply(action)
        showdown = any(e.kind == "showdown" for e in trial.log)
        if played and (showdown or not want_rival):
            return session
    raise AssertionError(f"no seed of {info.name} fits the test")


def _bet(view: View) -> str:
    """What the tests bet: open 2 if they may, else hold, else pass."""
    legal = {str(a) for a in view.legal}
    return next(b for b in ("open 2", "hold", "pass") if b in legal)


def _on_screen(window: Any) -> dict[Any, int]:
    """Every number the table shows for the chips: each compartment's stack and each plate."""
    scene = window.flow.scene
    shown: dict[Any, int] = {name: stack.count for name, stack in scene.chip_layer.stacks.items()}
    shown.update({seat: plate.balance for seat, plate in enumerate(scene.plates)})
    return shown


def _truth(window: Any) -> dict[Any, int]:
    chips = window.flow.state.chips()
    return {**dict(chips.places), **dict(enumerate(chips.balances))}


def _check_board(window: Any, adapter: PochAdapter) -> None:
    """The screen equals the state: every count, every compartment in its hollow, and the
    hover text of each hollow its name and count."""
    scene = window.flow.scene
    assert _on_screen(window) == _truth(window)
    board = scene.chip_layer.board_item
    assert board is not None and board.board == adapter.board
    for name, count in window.flow.state.chips().places:
        assert name in board.hollows, f"{name} lies outside the board"
        tip = board.hollows[name].toolTip()
        assert tip.startswith(compartment_name(name, False)) and str(count) in tip


def _press_panel(qtbot: Any, window: Any, view: PochView) -> str:
    """Bet by the Pochen panel: open 2 if you may, else hold, else pass. The panel offers
    exactly the legal bets."""
    assert window.choice.isVisible()
    buttons = {b.objectName().removeprefix("action:"): b for b in window.choice.buttons}
    assert set(buttons) == {str(a) for a in view.legal}
    assert window.action_buttons() == list(window.choice.buttons)  # no second row of buttons
    wanted = _bet(view)
    QTest.mouseClick(buttons[wanted], Qt.MouseButton.LeftButton)
    return wanted


def _play_deal(qtbot: Any, window: Any,
               each: Callable[[PochView], None] | None = None) -> list[str]:
    """Seat 0's part of a deal, bets by the panel and cards by drags, to the summary;
    ``each`` looks at the table at each of seat 0's turns before it acts. The bets made."""
    c = window.flow
    bets: list[str] = []
    for _ in range(120):
        wait_turn(qtbot, window, timeout=10000)
        if window.summary.isVisible():
            return bets
        view = c.state.view(0)
        if each is not None:
            each(view)
        if view.phase == "pochen":
            bets.append(_press_panel(qtbot, window, view))
            continue
        card = playable_card(window)
        n = len(c.state.history)
        drag_card(qtbot, window, card)
        assert len(c.state.history) > n, f"dragging {card} did nothing"
    raise AssertionError("the deal did not reach its summary")


@pytest.mark.parametrize(("preset", "deck"), [("seed", "french"), ("modern", "german")])
def test_a_whole_deal_by_panel_and_drags(qtbot: Any, window: Any, preset: str,
                                         deck: str) -> None:
    window.looks.set_art(deck, "blue")
    session = _session(preset, SEATS)
    window.resume_session(session, {s: Holder() for s in (1, 2, 3)})
    c = window.flow
    adapter = c.adapter
    assert isinstance(adapter, PochAdapter)
    phases: list[str] = []
    plays = 0
    showdown_seen = False

    def look(view: PochView) -> None:
        nonlocal plays, showdown_seen
        _check_board(window, adapter)
        if not phases or phases[-1] != view.phase:
            phases.append(view.phase)
        if view.phase == "pochen":
            return
        assert not window.choice.isVisible()
        # What every seat has seen of the others' hands (a showdown, claims, the dealer's
        # trump card) lies face up in their fans.
        faces = set(c.scene.face_up_cards())
        for seat in (1, 2, 3):
            assert set(adapter.known_in_hand(view, seat)) <= faces
        showdown_seen = showdown_seen or any(e.kind == "show" and e.seat != 0 and
                                             set(e.cards) & faces for e in view.events)
        chain = [card for _, card in view.trick]
        shown = [s.card for s in c.model.zone("trick").slots]
        assert shown == chain  # the running chain, in the order played
        xs = [c.scene.items_by_uid[s.uid].x() for s in c.model.zone("trick").slots]
        assert xs == sorted(xs)  # laid out left to right: the run reads
        if view.need >= 0:
            assert "continue the chain" in window.status_label.text()
        else:
            assert "start the next chain" in window.status_label.text()
        bright = [card_str(s.card) for s in c.model.hand(0).slots
                  if c.scene.items_by_uid[s.uid].playable]
        assert {str(a) for a in view.legal} == set(bright)  # only the legal cards are bright
        plays += 1

    bets = _play_deal(qtbot, window, look)
    assert window.summary.isVisible(), "the deal did not reach its summary"
    assert bets and bets[0] in ("open 2", "hold")
    assert phases[0] == "pochen" and "ausspielen" in phases and plays >= 1
    qtbot.waitUntil(lambda: not c.animator.busy, timeout=5000)
    assert _on_screen(window) == _truth(window)  # after the settlement too
    state = c.state
    assert showdown_seen == ("showdown" in [e.kind for e in state.log])
    result = c.match.results[0]
    sheet = c.score_sheet
    assert sheet.rowCount() == 2  # the deal, then the balances
    assert [sheet.item(0, s).text() for s in range(4)] == \
        [f"{p:+d}" if p else "0" for p in result.points]
    assert [int(sheet.item(1, s).text()) for s in range(4)] == list(state.chips().balances)


def test_the_chain_and_the_closed_chain_are_laid_out_and_the_status_says_who_starts(
        qtbot: Any, window: Any) -> None:
    window.resume_session(_session("modern", SEATS), {s: Holder() for s in (1, 2, 3)})
    c = window.flow
    closed_seen = False

    def look(view: PochView) -> None:
        nonlocal closed_seen
        if view.phase == "ausspielen" and not view.trick and \
                any(e.kind == "chain_closed" for e in view.events):
            closed = [s.card for s in c.model.zone("closed").slots]
            assert closed and HIDDEN not in closed  # the chain just closed stays face up
            closed_seen = True

    _play_deal(qtbot, window, look)
    assert closed_seen


def _at_first_bet(qtbot: Any, window: Any) -> PochView:
    """A deal of the seed preset on the table, up to seat 0's first bet; its view."""
    window.resume_session(_session("seed", SEATS), {s: Holder() for s in (1, 2, 3)})
    wait_turn(qtbot, window, timeout=10000)
    view = window.flow.state.view(0)
    assert view.phase == "pochen"
    return view


def test_keys_bet_and_play(qtbot: Any, window: Any) -> None:
    view = _at_first_bet(qtbot, window)
    c = window.flow
    key = Qt.Key.Key_2 if Action("open", n=2) in view.legal else \
        Qt.Key.Key_0 if Action("hold") in view.legal else Qt.Key.Key_P
    n = len(c.state.history)
    QTest.keyClick(window.view, key)
    assert len(c.state.history) > n
    for _ in range(20):
        wait_turn(qtbot, window, timeout=10000)
        if window.summary.isVisible() or c.state.view(0).phase == "ausspielen":
            break
        QTest.keyClick(window.view, Qt.Key.Key_P)
    if window.summary.isVisible():
        return
    # A card by the keyboard: the arrows pick, Enter plays the one picked if it is legal.
    legal = {str(a) for a in c.state.view(0).legal}
    slots = c.model.hand(0).slots
    target = next(i for i, s in enumerate(slots) if card_str(s.card) in legal)
    for _ in range(target + 1):
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    n = len(c.state.history)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert len(c.state.history) > n


def test_hot_seat_covers_the_hands_between_people(qtbot: Any, window: Any) -> None:
    people = [SeatConfig(n, True) for n in ("Ann", "Ben", "Cas")]
    session = _session("seed", people, want_rival=False)
    window.resume_session(session)
    c = window.flow
    handovers = 0
    for _ in range(60):
        qtbot.waitUntil(lambda: window.cover.isVisible() or window.summary.isVisible() or
                        (c.human_on_turn() and not c.animator.busy), timeout=10000)
        if window.summary.isVisible():
            break
        state = c.state
        if window.cover.isVisible():
            handovers += 1
            faces = set(c.scene.face_up_cards())
            for seat in range(3):  # nobody's secret cards while the hands are covered
                secret = [x for x in range(54) if state.view(seat).hand >> x & 1
                          and not state.public_cards() >> x & 1]
                assert not faces & set(secret), f"seat {seat}'s cards are face up"
            assert c.seats[state.current_player].name in window.cover.title.text()
            QTest.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)
            continue
        view = state.view(c.viewer)
        others = [x for s in range(3) if s != c.viewer for x in range(54)
                  if state.view(s).hand >> x & 1 and not state.public_cards() >> x & 1]
        assert not set(c.scene.face_up_cards()) & set(others)
        if view.phase == "pochen":
            _press_panel(qtbot, window, view)
        else:
            drag_card(qtbot, window, playable_card(window, c.viewer))
    assert handovers >= 2


def test_the_new_game_dialog_offers_poch_with_its_session_settings(qtbot: Any,
                                                                   window: Any) -> None:
    from cardtable.storage import Settings
    from cardtable.ui.app.dialogs import NewGameDialog

    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    index = dialog.game.findData("poch")
    assert index >= 0
    dialog.game.setCurrentIndex(index)
    deals, start = dialog.option_widgets["session_deals"], dialog.option_widgets["start_balance"]
    deals.setValue(0)  # type: ignore[attr-defined]
    assert deals.text() == "Open-ended"  # type: ignore[attr-defined]
    start.setValue(40)  # type: ignore[attr-defined]
    options = dialog.options()
    assert options.session_deals == 0 and options.start_balance == 40
    assert [s.human for s in dialog.seats()].count(True) >= 1


def test_the_hint_puts_an_estimate_on_every_bet(qtbot: Any, window: Any) -> None:
    view = _at_first_bet(qtbot, window)
    c = window.flow
    hints: list[str] = []
    window.hints.hint_ready.connect(hints.append)
    QTest.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(hints), timeout=30000)
    text = hints[0]
    assert text.startswith("Hint: ")
    assert text.startswith("Hint: best ")
    for action in view.legal:  # each bet named with the counters it is expected to bring
        label = c.adapter.action_label(action)
        assert re.search(re.escape(label) + r"( \(expected|:) ([+−][\d.]+|0) counters?", text), \
            (label, text)
    assert c.state.view(0).legal == view.legal  # a hint changes nothing


def test_an_open_ended_session_ends_when_the_players_say_and_splits_the_board(
        qtbot: Any, window: Any) -> None:
    session = _session("seed", SEATS, session_deals=0, leftover_at_end="split")
    window.resume_session(session, {s: Holder() for s in (1, 2, 3)})
    c = window.flow
    _play_deal(qtbot, window)
    total = c.match.chips().total
    on_board = dict(c.match.chips().places)
    assert window.summary.end_button.isVisible() and window.summary.button.text() == "Next deal"
    QTest.mouseClick(window.summary.end_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=5000)
    assert window.summary.title.text() == "The match is over"
    assert not window.summary.end_button.isVisible()
    chips = c.match.chips()
    assert c.match.is_over() and chips.total == total  # no counter made or lost
    assert all(chips.at(p) == n % 4 for p, n in on_board.items())  # shared, the rest stays
    assert _on_screen(window) == {**dict(chips.places), **dict(enumerate(chips.balances))}
    sheet = c.score_sheet
    assert sheet.verticalHeaderItem(1).text() == "End"
    assert [int(sheet.item(2, s).text()) for s in range(4)] == list(chips.balances)


def test_a_session_of_fixed_length_may_be_cut_short_between_deals(qtbot: Any, window: Any) -> None:
    window.resume_session(_session("seed", SEATS, session_deals=3),
                          {s: Holder() for s in (1, 2, 3)})
    _play_deal(qtbot, window)
    assert window.summary.button.text() == "Next deal"
    assert window.summary.end_button.isVisible()  # cut short, if the players wish


def _deal_fresh(window: Any, session: Session, players: dict[int, Any]) -> None:
    """Put ``session``, its first deal just dealt, on the table as a new deal shows: from the
    ante, through Melden, in motion."""
    window.game_id = session.info.id
    window.flow.take(session, players, fresh=True)


def _panel_balances(window: Any) -> list[int]:
    """The balances the score panel shows ("Counters: You 93, Anna 105, …")."""
    line = next(t for t in window.score_label.text().replace("\xa0", " ").splitlines() if t.startswith("Counters:"))
    return [int(n) for n in re.findall(r" (-?\d+)(?=,|$)", line)]


@pytest.mark.slow
def test_every_number_changes_when_its_chips_land(qtbot: Any, window: Any) -> None:
    # A deal in motion: every few milliseconds, the score panel says what the plates say
    # (chips in the air count where they left, until they land), and the session sheet's row
    # comes only once the deal's last payment has landed on the plates.
    from PySide6.QtCore import QTimer

    c = window.flow
    window.looks.set_speed(0.5)
    _deal_fresh(window, _session("seed", SEATS), {s: Holder() for s in (1, 2, 3)})
    seen = {"samples": 0, "in_flight": 0, "landed_mid_action": 0}
    wrong: list[str] = []

    def sample() -> None:
        scene = c.scene
        if scene is None or not scene.plates or not window.score_label.text().replace("\xa0", " "):
            return
        plates = [plate.balance for plate in scene.plates]
        panel = _panel_balances(window)
        seen["samples"] += 1
        if scene.chip_layer.flying:
            seen["in_flight"] += 1
            truth = list(c.state.chips().balances)
            if plates != truth:
                seen["landed_mid_action"] += 1
        if panel != plates:
            wrong.append(f"panel {panel}, plates {plates}")
        sheet = c.score_sheet
        if sheet is not None and sheet.rowCount() >= 2:  # the deal's row and the balances
            balances = [int(sheet.item(1, s).text()) for s in range(4)]
            if balances != plates:
                wrong.append(f"sheet {balances}, plates {plates}")

    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(4)
    try:
        _play_deal(qtbot, window)
        qtbot.waitUntil(lambda: not c.animator.busy, timeout=10000)
    finally:
        timer.stop()
    sample()
    assert seen["in_flight"] > 10 and seen["landed_mid_action"] > 0, seen
    assert wrong == [], wrong[:5]
    assert _panel_balances(window) == list(c.state.chips().balances)


def test_the_closing_row_comes_when_the_shared_board_has_landed(qtbot: Any, window: Any) -> None:
    c = window.flow
    window.resume_session(_session("seed", SEATS, session_deals=0, leftover_at_end="split"),
                          {s: Holder() for s in (1, 2, 3)})
    _play_deal(qtbot, window)
    window.looks.set_speed(0.5)
    sheet = c.score_sheet
    rows = sheet.rowCount()
    QTest.mouseClick(window.summary.end_button, Qt.MouseButton.LeftButton)
    assert c.scene.chip_layer.flying, "the board's chips fly to the players"
    assert sheet.rowCount() == rows  # not before they land
    qtbot.waitUntil(lambda: not c.animator.busy, timeout=10000)
    assert sheet.rowCount() == rows + 1 and sheet.verticalHeaderItem(rows - 1).text() == "End"
    plates = [plate.balance for plate in c.scene.plates]
    assert [int(sheet.item(rows, s).text()) for s in range(4)] == plates
    assert _panel_balances(window) == plates


NAMES = ("Anna", "Bert", "Clara", "Dora", "Emil")


def _covered_by_panel(window: Any) -> list[str]:
    """What the open Pochen panel covers of what it must leave in sight: each name plate, the
    board, the cards of your hand (their rectangles in the scene); and whether it is off the
    table."""
    from PySide6.QtCore import QRectF

    c, view = window.flow, window.view
    panel = window.choice
    assert panel.isVisible()
    corner = view.viewport().mapFrom(view, panel.pos())
    rect = QRectF(view.mapToScene(corner), panel.size().toSizeF())
    hits = [f"{c.seat_name(s)}'s plate" for s, plate in enumerate(c.scene.plates)
            if plate.sceneBoundingRect().intersects(rect)]
    if c.scene.chip_layer.board_item.sceneBoundingRect().intersects(rect):
        hits.append("the board")
    hits += [card_str(s.card) for s in c.model.hand(0).slots
             if c.scene.items_by_uid[s.uid].sceneBoundingRect().intersects(rect)]
    if not c.scene.sceneRect().contains(rect):
        hits.append("off the table")
    return hits


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_the_pochen_panel_covers_no_plate_board_or_hand(qtbot: Any, window: Any,
                                                        seats: int) -> None:
    people = [SeatConfig("You", True)] + [SeatConfig(n, False) for n in NAMES[:seats - 1]]
    window.resume_session(_session("seed", people, want_rival=False),
                          {s: Holder() for s in range(1, seats)})
    wait_turn(qtbot, window, timeout=10000)
    assert window.flow.state.view(0).phase == "pochen"
    for size in ((1280, 800), (1024, 640), (1600, 1000), (1920, 1080), (2560, 1440)):
        window.resize(*size)
        qtbot.wait(60)  # the table laid out at the new size, then the panel placed on it
        assert window.choice.isVisible()
        assert _covered_by_panel(window) == [], (seats, size)


def _wait_turn_sampling(qtbot: Any, window: Any, sample: Callable[[], None]) -> None:
    """Wait for the person's turn, calling ``sample`` every 3 ms meanwhile (what the screen
    shows while the deal's start is in motion)."""
    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(3)
    try:
        wait_turn(qtbot, window, timeout=10000)
    finally:
        timer.stop()


def test_melden_flows_in_one_motion_and_the_claims_stay_up_until_pochen(
        qtbot: Any, window: Any) -> None:
    # The claims of a deal: every claimed card up at once beside its claimant's plate, the
    # compartments' counters in the air together (each leaving a moment after the last), each
    # compartment's number going with its own counters; the cards go down as Pochen begins.

    c = window.flow
    window.looks.set_speed(1.0)
    session = _session("seed", SEATS, want_rival=False)
    claimed = {card for e in session.match.state.log if e.kind == "claim" for card in e.cards}
    assert len([e for e in session.match.state.log if e.kind == "claim"]) >= 2
    _deal_fresh(window, session, {s: Holder() for s in (1, 2, 3)})
    seen = {"most_in_air": 0, "all_up": False}
    early: list[str] = []

    def sample() -> None:
        model = c.model
        if model is None or c.scene is None:
            return
        sources = {p for p in model.chips.lifted if isinstance(p, str)}
        if len(sources) >= 2 and claimed <= model.raised:
            seen["most_in_air"] = max(seen["most_in_air"], len(sources))
        seen["all_up"] = seen["all_up"] or claimed <= model.raised
        for place, n in model.chips.lifted.items():  # the number goes with the counters
            shown = c.scene.chip_layer.stacks[place].count if isinstance(place, str) else None
            if shown is not None and shown != model.chips.resting(place):
                early.append(f"{place} shows {shown} with {n} in the air")

    _wait_turn_sampling(qtbot, window, sample)
    assert seen["all_up"] and seen["most_in_air"] >= 2, seen
    assert early == []
    assert c.state.view(0).phase == "pochen" and not c.model.raised  # down as Pochen begins
    assert set(c.adapter.known_in_hand(c.state.view(0), 1)) <= set(c.scene.face_up_cards())


def test_the_score_panel_says_the_ante_and_melden_while_their_chips_fly(
        qtbot: Any, window: Any) -> None:
    # The state is in Pochen as soon as the deal is dealt (Melden needs no decision), but while
    # the antes and the claims are in the air the panel says those, not the betting; once the
    # screen has caught up, it says where the betting stands.

    window.looks.set_speed(1.0)
    session = _session("seed", SEATS, want_rival=False)
    _deal_fresh(window, session, {s: Holder() for s in (1, 2, 3)})
    said: list[str] = []

    def sample() -> None:
        lines = window.score_label.text().replace("\xa0", " ").splitlines()
        if len(lines) > 1 and (not said or said[-1] != lines[1]):
            said.append(lines[1])

    _wait_turn_sampling(qtbot, window, sample)
    sample()
    ante, melden = "The antes go onto the board", "Melden: the board pays the best cards"
    assert said[:2] == [ante, melden], said
    assert len(said) > 2 and all(line.startswith("Pochen: ") for line in said[2:]), said
