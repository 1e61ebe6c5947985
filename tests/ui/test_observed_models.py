"""Issue 27's defects of figures on screen that disagreed, each seen as a player sees it: two
views of one figure (the score panel and the sheet, a plate and the bets, the side panel and
the end-of-deal panel, the plates and the sheet) say the same thing, or say which is which."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from cardtable.games import get_game
from cardtable.session import SeatConfig
from cardtable.ui.table.plates import NamePlate
from tests.ui.conftest import wait_turn
from tests.ui.test_poch_table import SEATS, Holder, _deal_fresh, _play_deal, _session

COMPUTERS = [SeatConfig(n, False, "easy") for n in ("Anna", "Bert", "Clara", "Dora")]
_SIDE_LINE = re.compile(r"^(.+): (-?\d+)(?: \((\d+) bags?\))?$")


def _panel_sides(window: Any) -> list[tuple[int, int | None]]:
    """Each side's score and bags as the Spades score panel says them."""
    found = []
    for line in window.score_label.text().replace("\xa0", " ").splitlines():
        m = _SIDE_LINE.match(line)
        if m and not line.startswith(("Trick", "Game to")):
            found.append((int(m.group(2)), None if m.group(3) is None else int(m.group(3))))
    return found


def _sheet_sides(sheet: Any) -> list[tuple[int, int | None]]:
    """Each side's running total and bags in the sheet's last row."""
    last = sheet.rowCount() - 1
    cells = [int(sheet.item(last, i).text()) for i in range(sheet.columnCount())]
    return [(cells[i], cells[i + 1]) for i in range(0, len(cells), 2)]


@pytest.mark.slow
def test_the_spades_score_panel_says_the_scores_and_bags_of_the_sheet(qtbot: Any,
                                                                       window: Any) -> None:
    # Watched (four computers), with the bags penalty: at every change of the score panel or
    # the sheet, the panel's score and bags of each side are the sheet's running totals
    # (issue 27: the bags were one hand behind, and the score of a hand showed at its trick 4).
    c = window.flow
    window.looks.set_speed(0.1)
    options = replace(get_game("spades").default_options(), bags_penalty=True)
    window.start_game("spades", options, COMPUTERS, seed=8)
    sheet = c.score_sheet
    wrong: list[str] = []
    checks = [0]

    def check(*_: Any) -> None:
        if c.score_sheet is not sheet:
            return
        checks[0] += 1
        panel, totals = _panel_sides(window), _sheet_sides(sheet)
        if panel != totals:
            wrong.append(f"after {sheet.deals} hands: panel {panel}, sheet {totals}")

    c.score_changed.connect(check)  # the panel changed: it says the sheet's totals
    hands = [0]

    def next_hand(*_: Any) -> None:
        hands[0] += 1
        if hands[0] < 2:
            c.next_deal()

    window.ending.deal_over.connect(next_hand)
    qtbot.waitUntil(lambda: hands[0] >= 2 and not c.animator.busy, timeout=60000)
    check()
    assert sheet.deals == 2 and checks[0] > 20
    assert any(b for _, b in _sheet_sides(sheet)), "no bags taken: pick another seed"
    assert wrong == [], wrong[:3]


def test_a_poch_plate_says_each_bet_its_seat_makes(qtbot: Any, window: Any,
                                                   monkeypatch: Any) -> None:
    # Every open, raise and hold is seen on the bettor's plate ("bet 9" once it held at 9),
    # the last hold before the showdown too (issue 27: that plate went on saying the bet
    # before, until the deal moved on).
    shown: dict[int, list[str]] = {}
    real_set_state = NamePlate.set_state

    def set_state(self: NamePlate, name: str, info: str, *args: Any) -> None:
        scene = window.flow.scene
        if scene is not None and self in scene.plates:
            said = shown.setdefault(scene.plates.index(self), [])
            if not said or said[-1] != info:
                said.append(info)
        real_set_state(self, name, info, *args)

    monkeypatch.setattr(NamePlate, "set_state", set_state)
    c = window.flow
    window.looks.set_speed(0.2)
    session = _session("seed", [SeatConfig(s.name, False) for s in SEATS])
    _deal_fresh(window, session, {s: Holder() for s in range(4)})
    qtbot.waitUntil(lambda: window.summary.isVisible() and not c.animator.busy, timeout=30000)
    bets = [(e.seat, e.value) for e in c.state.log if e.kind in ("open", "raise", "hold")]
    assert len(bets) >= 2
    for seat, level in bets:
        assert f"bet {level}" in shown.get(seat, []), (seat, level, shown.get(seat))


def test_the_end_of_deal_panel_follows_a_switch_of_the_deck(qtbot: Any, window: Any) -> None:
    # A Schnapsen deal over with a marriage announced in bells (German cards); the deck
    # switched to French while the end-of-deal panel is open: the panel says diamonds, as the
    # side panel and the cards do (issue 27: it went on saying the German suit).
    c = window.flow
    window.settings.deck_style = "german"
    seats = [SeatConfig("Anna", False, "easy"), SeatConfig("Bert", False, "easy")]
    german = ("acorns", "leaves", "bells")
    for seed in range(1, 40):
        window.start_game("schnapsen", None, seats, seed=seed)
        window.looks.set_art("german", "blue")
        qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=20000)
        if any(suit in window.summary.text.text() for suit in german):
            break
    else:
        raise AssertionError("no deal named a German suit")
    window.looks.set_art("french", "blue")
    text = window.summary.text.text().replace("\xa0", " ")  # a name keeps its figure
    assert window.summary.isVisible()
    assert not any(suit in text for suit in german), text
    assert text == c.adapter.summary(c.match.results[-1], c.match)


def _sheet_balances(sheet: Any) -> list[int]:
    last = sheet.rowCount() - 1
    return [int(sheet.item(last, i).text()) for i in range(sheet.columnCount())]


def test_the_sheet_says_when_its_balances_stand_while_the_plates_have_paid_the_ante(
        qtbot: Any, window: Any) -> None:
    # Poch: once the next deal's antes have landed, the plates (and the side panel) show the
    # balances now, the sheet those after the last deal, and says so.
    c = window.flow
    window.looks.set_speed(0.2)
    _deal_fresh(window, _session("seed", SEATS), {s: Holder() for s in (1, 2, 3)})
    _play_deal(qtbot, window)
    qtbot.waitUntil(lambda: not c.animator.busy, timeout=10000)
    sheet = c.score_sheet
    plates = [p.balance for p in c.scene.plates]
    assert _sheet_balances(sheet) == plates
    assert sheet.verticalHeaderItem(sheet.rowCount() - 1).text() == "After 1"
    c.next_deal()
    wait_turn(qtbot, window, timeout=20000)  # your bet: the antes and claims have landed
    plates = [p.balance for p in c.scene.plates]
    assert plates != _sheet_balances(sheet)  # the antes are paid
    heading = sheet.verticalHeaderItem(sheet.rowCount() - 1)
    assert heading.text() == "After 1"
    assert heading.toolTip().startswith("The balances after deal 1; the name plates show")
    counters = next(t for t in window.score_label.text().replace("\xa0", " ").splitlines()
                    if t.startswith("Counters:"))
    assert [int(n) for n in re.findall(r" (-?\d+)(?=,|$)", counters)] == plates
