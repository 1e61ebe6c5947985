"""A computer seat that thinks shows it on its name plate: a light running round the rim
after a short delay (a steady rim with motion off), gone when it has decided."""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer

from cardtable.engine import Action, View
from cardtable.ui.table.plates import THINK_DELAY_MS, NamePlate
from tests.ui.conftest import (
    SCH01,
    ScriptedPlayer,
    drag_card,
    human_vs_computer,
    start_explicit,
    wait_turn,
)


class SlowPlayer(ScriptedPlayer):
    """Plays its script like ScriptedPlayer, but thinks ``seconds`` first."""

    def __init__(self, actions: str, seconds: float) -> None:
        super().__init__(actions)
        self.seconds = seconds

    def choose(self, view: View) -> Action:
        time.sleep(self.seconds)
        return super().choose(view)


def _start_slow(window, seconds: float) -> None:  # type: ignore[no-untyped-def]
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    window.computers.players[1] = SlowPlayer("AC", seconds)  # seat 1 answers my lead, slowly


def test_the_thinking_seats_plate_runs_a_light_round_its_rim(qtbot, window) -> None:
    c = window.flow
    c.animator.speed = 1.0  # motion on
    _start_slow(window, 1.2)
    wait_turn(qtbot, window)
    plates = c.scene.plates
    assert all(p.think_phase is None for p in plates)
    early: list[bool] = []  # the plate told of thinking while my card still flew
    watch = QTimer()
    watch.timeout.connect(lambda: early.append(plates[1].thinking and c.animator.busy))
    watch.start(5)
    drag_card(qtbot, window, "AS")
    qtbot.waitUntil(lambda: plates[1].think_phase is not None, timeout=3000)
    watch.stop()
    assert early and not any(early)
    assert "thinking" in window.status_label.text()
    first = plates[1].think_phase
    qtbot.wait(200)
    assert plates[1].think_phase != first  # it moves
    assert plates[0].think_phase is None  # only the thinking seat
    wait_turn(qtbot, window, timeout=8000)
    assert str(c.state.history[-1]) == "AC"
    assert all(p.think_phase is None and not p.thinking for p in plates)


def test_with_motion_off_the_rim_is_steady(qtbot, window) -> None:
    c = window.flow  # the fixture switches animation off
    _start_slow(window, 1.0)
    wait_turn(qtbot, window)
    plates = c.scene.plates
    drag_card(qtbot, window, "AS")
    qtbot.waitUntil(lambda: plates[1].think_phase is not None, timeout=3000)
    first = plates[1].think_phase
    qtbot.wait(200)
    assert plates[1].think_phase == first  # shown, but still
    wait_turn(qtbot, window, timeout=8000)
    assert plates[1].think_phase is None


def test_a_quick_answer_shows_no_motion(qtbot) -> None:
    plate = NamePlate("Anna", 14)
    plate.set_thinking(True)
    qtbot.wait(THINK_DELAY_MS // 3)
    plate.set_thinking(False)
    qtbot.wait(THINK_DELAY_MS * 2)
    assert plate.think_phase is None and not plate.thinking
