"""Long sessions stay lean: what a game leaves behind is deleted when the next one starts."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent

from cardtable.session import SeatConfig
from tests.ui.conftest import human_vs_computer, wait_turn


def _deferred_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_replaced_table_and_score_sheet_are_deleted(qtbot, window) -> None:
    window.start_game("schnapsen", seats=human_vs_computer(), seed=3)
    wait_turn(qtbot, window)
    old_scene, old_sheet = window.flow.scene, window.flow.score_sheet
    old_items = list(old_scene.items_by_uid.values())
    window.start_game("spades", seats=[SeatConfig("You", True)] + [
        SeatConfig(n, False) for n in ("Anna", "Bert", "Clara")], seed=4)
    _deferred_deletes()
    assert not shiboken6.isValid(old_scene)
    assert not shiboken6.isValid(old_sheet)
    assert old_items and not any(shiboken6.isValid(i) for i in old_items)
    assert shiboken6.isValid(window.flow.scene)


def test_motion_cut_short_by_input_leaves_nothing_behind(qtbot, window) -> None:
    c = window.flow
    window.looks.set_speed(1.0)
    window.start_game("schnapsen", seats=human_vs_computer(), seed=5)
    before = len(c.animator.children())
    cut = 0
    for _ in range(6):  # the deal's motion, cut short again and again
        qtbot.waitUntil(lambda: c.animator.busy or c.human_on_turn(), timeout=3000)
        if c.animator.busy:
            cut += 1
        c.finish_motion()
        assert not c.animator.busy
    _deferred_deletes()
    assert cut
    assert len(c.animator.children()) == before
