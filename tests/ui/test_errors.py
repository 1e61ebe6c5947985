"""The error boundary (``ui/app/errors.py``): an exception that reaches the event loop is
logged in the data folder and told once, with "Copy details", and the table plays on."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtTest import QTest

from cardtable.session import SeatConfig
from cardtable.ui.app.errors import ErrorDialog, install
from tests.ui.conftest import SCH01, start_explicit, wait_turn


def _post_key(widget: Any, key: Qt.Key, text: str) -> None:
    """A key press delivered by the event loop, as a person's is (``QTest.keyClick``
    delivers it at once, and an exception then comes back to the caller instead)."""
    QCoreApplication.postEvent(widget, QKeyEvent(QEvent.Type.KeyPress, key,
                                                 Qt.KeyboardModifier.NoModifier, text))


def _loop_until(condition: Any, timeout: int = 3000) -> None:
    """Run the event loop, as the app's ``exec`` does, until ``condition()`` holds. (PySide
    hands an exception raised during ``exec`` to ``sys.excepthook``; one raised while Python
    itself processes events, as ``qtbot.waitUntil`` does, goes back to the caller.)"""
    loop = QEventLoop()
    poll = QTimer()
    poll.timeout.connect(lambda: condition() and loop.quit())
    poll.start(5)
    QTimer.singleShot(timeout, loop.quit)
    loop.exec()
    poll.stop()
    assert condition(), "the condition did not hold in time"


def _dialogs(window: Any) -> list[ErrorDialog]:
    return [d for d in window.findChildren(ErrorDialog) if d.isVisible()]


@pytest.mark.qt_no_exception_capture  # the boundary is the one that catches here
def test_an_exception_in_a_slot_is_logged_told_once_and_the_table_plays_on(
        qtbot: Any, window: Any, tmp_path: Path, monkeypatch: Any) -> None:
    c = window.flow
    start_explicit(window, SCH01, 1, [SeatConfig("You", True), SeatConfig("Anna", False)])
    wait_turn(qtbot, window)
    boundary = install(window, tmp_path / "data", c.finish_motion)
    try:
        def broken(text: str) -> bool:
            raise RuntimeError("a slot fell over")

        monkeypatch.setattr(window.gestures, "press_key", broken)
        _post_key(window.view, Qt.Key.Key_X, "x")  # the key reaches the broken handler
        _loop_until(lambda: len(_dialogs(window)) == 1)
        log = (tmp_path / "data" / "errors.log").read_text()
        assert "RuntimeError: a slot fell over" in log
        dialog = _dialogs(window)[0]
        assert "a slot fell over" in dialog.details and "errors.log" in dialog.text.text()
        qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
        assert QGuiApplication.clipboard().text() == dialog.details
        dialog.close()
        _post_key(window.view, Qt.Key.Key_X, "x")  # the same again: logged, not told again
        _loop_until(lambda: boundary.seen == 2)
        assert (tmp_path / "data" / "errors.log").read_text().count("\n--- ") == 1  # the second entry
        assert _dialogs(window) == []
        monkeypatch.undo()
        played = len(c.state.history)
        QTest.keyClick(window.view, Qt.Key.Key_Right)  # the person plays on, by key
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(c.state.history) > played, timeout=5000)
    finally:
        boundary.uninstall()


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_thread_is_logged_and_told(qtbot: Any, window: Any,
                                                     tmp_path: Path) -> None:
    boundary = install(window, tmp_path, None)
    try:
        def fall() -> None:
            raise ValueError("a thread fell over")

        thread = threading.Thread(target=fall)
        thread.start()
        thread.join()
        _loop_until(lambda: len(_dialogs(window)) == 1)
        assert "ValueError: a thread fell over" in (tmp_path / "errors.log").read_text()
        _dialogs(window)[0].close()
    finally:
        boundary.uninstall()
