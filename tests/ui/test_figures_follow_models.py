"""Random deals of every game through the real window, four (or the game's number of)
computer seats at level easy, with motion on but quick: after every landing of motion (a
step's cards, chips landing), every figure on screen — each plate's name, line, dealer button,
turn, balance and tooltip, the side panel's score, each place's stack and the board's
hollows, the end-of-deal panel, the sheet in its view — is what the table's models say; and
once a deal is over and nothing moves, the models are the match's truth."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from cardtable.games import get_game
from cardtable.session import SeatConfig
from cardtable.ui.models.observed import BALANCE, COUNT, DEALER, INFO, NAME, TIP, TURN
from cardtable.ui.table.animation import Animator
from cardtable.ui.words.text import keep_figures

GAMES = ("schnapsen", "wallachen", "tippen", "spades", "poch")
NAMES = ("Anna", "Bert", "Clara", "Dora", "Emil", "Fritz")


def _differences(window: Any) -> list[str]:
    """Every figure on screen that is not what its model says."""
    c = window.flow
    scene, model = c.scene, c.model
    if scene is None or model is None:
        return []
    wrong: list[str] = []
    seats = model.seats
    for seat, plate in enumerate(scene.plates):
        shown = (plate.name, plate.info, plate.dealer, plate.lit, plate.balance, plate.toolTip())
        said = tuple(seats.value(seat, role) for role in (NAME, INFO, DEALER, TURN, BALANCE, TIP))
        if shown != said:
            wrong.append(f"plate {seat}: {shown} on screen, {said} in the model")
    if window.score_label.text() != keep_figures(model.score.text()):
        wrong.append(f"score panel {window.score_label.text()!r}, model {model.score.text()!r}")
    counts = {str(model.places.value(r, NAME)): model.places.value(r, COUNT)
              for r in range(model.places.rowCount())}
    stacks = {name: stack.count for name, stack in scene.chip_layer.stacks.items()}
    if stacks != counts:
        wrong.append(f"stacks {stacks}, places {counts}")
    board = scene.chip_layer.board_item
    if board is not None:
        for name, hollow in board.hollows.items():
            if name in counts and not re.search(rf": {counts[name]} chips?$", hollow.toolTip()):
                wrong.append(f"hollow {name}: {hollow.toolTip()!r}, model {counts[name]}")
    if window.summary.isVisible() and model.deal_end.rows and \
            window.summary.text.text() != keep_figures(model.deal_end.text()):
        wrong.append(f"end-of-deal panel {window.summary.text.text()!r}, "
                     f"model {model.deal_end.text()!r}")
    if window.sheet.model() is not c.score_sheet:
        wrong.append("the sheet's view shows another model")
    return wrong


def _truth_differences(window: Any) -> list[str]:
    """At rest after a deal: the models are the match's chips, and a chip game's sheet ends
    with the plates' balances."""
    c = window.flow
    model, match = c.model, c.match
    chips = match.chips() if hasattr(match, "chips") else None
    wrong: list[str] = []
    if chips is not None:
        balances = model.seats.balances()
        if balances != list(chips.balances):
            wrong.append(f"balances {balances}, match {list(chips.balances)}")
        places = {name: n for name, n in chips.places}
        if model.places.counts() != places:
            wrong.append(f"places {model.places.counts()}, match {places}")
        sheet = c.score_sheet
        if sheet.layout.start:  # the chip games' sheets end with each seat's balance
            last = [int(sheet.item(sheet.rowCount() - 1, i).text())
                    for i in range(len(balances))]
            if last != balances:
                wrong.append(f"sheet's last row {last}, plates {balances}")
    return wrong


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_every_figure_on_screen_is_the_models_after_every_landing(qtbot: Any, window: Any,
                                                                  monkeypatch: Any,
                                                                  game: str) -> None:
    wrong: list[str] = []
    landings = [0]

    def check() -> None:
        landings[0] += 1
        wrong.extend(_differences(window))

    real_land = Animator._land

    def land(self: Animator) -> None:
        real_land(self)
        check()

    monkeypatch.setattr(Animator, "_land", land)
    c = window.flow
    info = get_game(game)
    seats = [SeatConfig(NAMES[i], False, "easy") for i in range(info.default_seats)]
    seed = random.randrange(1, 10**6)
    window.looks.set_speed(0.05)
    window.start_game(game, None, seats, seed=seed)
    c.scene_changed.connect(lambda scene: scene.chips_shown.connect(check))
    c.scene.chips_shown.connect(check)
    deals = 2 if game in ("tippen", "poch") else 1
    for deal in range(deals):
        qtbot.waitUntil(lambda: window.summary.isVisible() and not c.animator.busy,
                        timeout=120000)
        check()
        wrong.extend(_truth_differences(window))
        assert wrong == [], (game, seed, deal, wrong[:3])
        if deal + 1 < deals and not c.match.is_over():
            c.next_deal()
    assert landings[0] > 20, landings
