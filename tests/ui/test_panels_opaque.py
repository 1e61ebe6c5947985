"""The panels over the table hide what lies under them: no card face shows through the
end-of-deal summary's words (they were drawn at 96 % opacity)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor

from cardtable.ui.app.window import MainWindow

PANEL = QColor(250, 246, 234)


def test_the_summary_hides_the_table_under_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_game("schnapsen", seed=5)
    qtbot.waitUntil(lambda: window.flow.scene is not None)
    window.summary.show_summary("A line of the summary", match_over=False)
    qtbot.waitUntil(window.summary.isVisible)
    panel = window.summary
    # A point inside the panel's frame, beside its title, where only the panel's ground is.
    inside = panel.mapTo(window, QPoint(12, panel.height() // 2 - 30))
    seen = window.grab().toImage().pixelColor(inside)
    assert (seen.red(), seen.green(), seen.blue()) == (PANEL.red(), PANEL.green(), PANEL.blue())
