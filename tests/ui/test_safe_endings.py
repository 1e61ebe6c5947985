"""Asked before it is too late, told what happens: the rules from the start screen ask which
game, a session with deals left ends only when asked twice, a numbered deal gives you the same
hand again and says so."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.ui.app.dialogs import RulesDialog


def _visible(window, kind):  # type: ignore[no-untyped-def]
    return [w for w in window.findChildren(kind) if w.isVisible()]


def test_f1_on_the_start_screen_asks_which_games_rules(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    screen = window.show_start_screen()
    qtbot.waitUntil(screen.isVisible)
    QTest.keyClick(screen, Qt.Key.Key_F1)
    dialog = _visible(window, RulesDialog)[0]
    assert dialog.game is not None and dialog.game.count() == 5
    dialog.game.setCurrentIndex(dialog.game.findData("poch"))
    assert dialog.windowTitle() == "Rules of Poch"
    assert "Poch" in dialog.browser.toPlainText().splitlines()[0]
    dialog.close()
