"""Hints in words (issue 29, part 3): every game's hint line says the expected result in the
game's own unit, names the best choice, and never shows a bare "-0.0"."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.games import get_game
from cardtable.session import SeatConfig
from cardtable.ui.games import signed_amount, signed_figure
from tests.ui.conftest import wait_turn

UNITS = {"schnapsen": "game point", "spades": "point", "wallachen": "chip", "tippen": "chip",
         "poch": "counter"}
FIGURES = (-0.04, 0.9, -57.7, 0.0, 2.0, 0.04, -1.26)  # -0.04 and 0.04 would read "-0.0", "0.0"


@pytest.mark.parametrize("game_id", sorted(UNITS))
def test_every_games_hint_line_has_its_unit(qtbot: Any, window: Any, game_id: str) -> None:
    info = get_game(game_id)
    seats = [SeatConfig("You", True)] + [SeatConfig(n, False, "easy") for n in
                                         ("Anna", "Bert", "Clara")[:info.default_seats - 1]]
    window.start_game(game_id, info.default_options(), seats, seed=11)
    wait_turn(qtbot, window, timeout=20000)
    c = window.flow
    legal = c.state.view(0).legal
    rated = [(str(a), FIGURES[i % len(FIGURES)], "") for i, a in enumerate(legal)]
    lines: list[str] = []
    window.hints.hint_ready.connect(lines.append)
    window.hints.asked_for = len(c.state.history)
    window.hints._on_hint(window.computers.generation, rated)
    assert lines, game_id
    line = lines[0]
    unit = UNITS[game_id]
    assert re.search(rf"expected ([+−][\d.]+|0) {unit}s?\b", line), line
    assert "-0.0" not in line and "−0.0" not in line and "+0.0" not in line, line
    assert line.startswith("Hint: best "), line
    best = max(rated, key=lambda r: r[1])
    assert "+2 " in line or "+0.9 " in line or best[1] == FIGURES[0], line
    badges = [item.badge for item in c.scene.items_by_uid.values()
              if getattr(item, "badge", "")]
    assert all("-0.0" not in b and "−0.0" not in b for b in badges), badges


def test_a_real_hint_in_schnapsen_reads_in_game_points(qtbot: Any, window: Any) -> None:
    info = get_game("schnapsen")
    window.start_game("schnapsen", info.default_options(),
                      [SeatConfig("You", True), SeatConfig("Anna", False, "easy")], seed=5)
    wait_turn(qtbot, window)
    lines: list[str] = []
    window.hints.hint_ready.connect(lines.append)
    QTest.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(lines), timeout=30000)
    assert re.match(r"Hint: best .+ \(expected ([+−][\d.]+|0) game points?\); the figures on "
                    r"the cards are the expected results", lines[0]), lines[0]


def test_amounts_have_a_sign_a_unit_and_never_minus_zero(qapp: Any) -> None:
    def unit(n: int) -> str:
        return f"{n} points"

    assert signed_amount(-0.04, unit, "{value} points") == "0 points"
    assert signed_amount(0.9, unit, "{value} points") == "+0.9 points"
    assert signed_amount(-57.7, unit, "{value} points") == "−58 points"
    assert signed_amount(2.0, unit, "{value} points") == "+2 points"
    assert signed_figure(-0.04, 1) == "0" and signed_figure(-1.26, 1) == "−1.3"
