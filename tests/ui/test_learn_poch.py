"""Learn Poch, as a newcomer plays it: Next by mouse and keys through Melden; the Pochen
panel's buttons pressed with the mouse and the keys, a wrong bet in each Pochen decision
refused with the guide's words and nothing changed; in Ausspielen a card that is not the
guide's, and one the rules forbid, refused the same way; the cards played with the mouse
and the keyboard to the end, counted in no statistics."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from cardtable.storage import Storage
from cardtable.ui.app.learn import GuideSession
from cardtable.ui.app.window import MainWindow
from cardtable.ui.learn.guide import They, You
from tests.ui.conftest import LEFT, drag_card
from tests.ui.test_learn_schnapsen import (
    _guide,
    _hand,
    _key_play,
    _next,
    _refused,
    _table,
    _wait_for,
)


def _button(w: MainWindow, action: str) -> QPushButton:
    found = [b for b in w.action_buttons() if b.objectName() == f"action:{action}"]
    assert found, f"no button {action}: {[b.objectName() for b in w.action_buttons()]}"
    return found[0]


def test_learn_poch_played_by_mouse_and_keys_with_a_wrong_move_in_each_phase(
        qtbot: Any, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "config", tmp_path / "data")
    w = _table(qtbot, storage)
    w.menus.learn["poch"].trigger()  # Help ▸ Learn Poch
    run = _guide(w)
    assert isinstance(w.flow.session, GuideSession)
    # Melden: the board, the trump card, the compartments.
    _next(qtbot, run, "mouse")
    assert run.pointer.isVisible() and run.pointer.target is not None
    _next(qtbot, run, "enter")
    _next(qtbot, run, "space")
    _next(qtbot, run, "mouse")
    _next(qtbot, run, "enter")
    # Pochen: a wrong bet refused, the right one pressed on the panel.
    _wait_for(qtbot, run, You, "open 1")
    qtbot.waitUntil(lambda: w.choice.isVisible(), timeout=20_000)
    assert run._target_rect("choice") is not None
    state = w.flow.state
    assert state is not None
    _refused(qtbot, w, run, lambda: QTest.mouseClick(_button(w, "open 2"), LEFT))
    assert state.view(0).level == 0  # type: ignore[attr-defined]
    QTest.mouseClick(_button(w, "open 1"), LEFT)
    _next(qtbot, run, "space")  # Anna raised, Bert and Clara passed
    _wait_for(qtbot, run, You, "hold")
    qtbot.waitUntil(lambda: w.choice.isVisible(), timeout=20_000)
    _refused(qtbot, w, run, lambda: QTest.keyClick(w.view, Qt.Key.Key_P))  # P: pass
    assert not state.view(0).folded[0]  # type: ignore[attr-defined]
    for _ in range(6):  # the keys: → along the buttons to Hold, Enter
        QTest.keyClick(w.view, Qt.Key.Key_Right)
        if w.picking.selected >= 0 and \
                w.picking.pick_targets()[w.picking.selected] == ("button", "hold"):
            break
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    _next(qtbot, run, "mouse")  # the showdown: your kings win the pool
    _next(qtbot, run, "enter")
    # Ausspielen: a card that is not the guide's start, then one the rules forbid.
    _wait_for(qtbot, run, You, "7C")
    _refused(qtbot, w, run, lambda: drag_card(qtbot, w, "KS"))
    _key_play(qtbot, w, "7C")
    _wait_for(qtbot, run, You, "8C")
    _refused(qtbot, w, run, lambda: drag_card(qtbot, w, "KD"))  # not legal: 8C must come
    drag_card(qtbot, w, "8C")
    _next(qtbot, run, "space")  # Anna's 9C, and the ten is in the talon: the chain stops
    _wait_for(qtbot, run, You, "KS")
    assert any(isinstance(s, They) for s in run.steps[:run.index])
    drag_card(qtbot, w, "KS")
    _wait_for(qtbot, run, You, "KD")
    _key_play(qtbot, w, "KD")
    _next(qtbot, run, "enter")  # out first: everyone pays you
    qtbot.waitUntil(lambda: run.bubble.play_button.isVisible(), timeout=20_000)
    assert _hand(w) == []
    assert not w.summary.isVisible()
    assert w.statistics is not None
    stats = w.statistics.query(lambda db: db.game_stats("poch"))
    assert stats is None or stats.deals == 0
    QTest.mouseClick(run.bubble.leave_button, LEFT)
    qtbot.waitUntil(lambda: w.start_screen is not None and w.start_screen.isVisible(),
                    timeout=20_000)
    assert w.flow.session is None and not storage.autosave_path.exists()
    assert not w.start_screen.close_button.isVisible()  # no way back into the guide
