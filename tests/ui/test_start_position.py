"""The new-game dialog's start position: last week's pot and balances, typed in by a person,
are where the table starts (plates, the pot's stack, the score sheet's balance row)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QStyle, QStyleOptionGroupBox

from cardtable.engine import Start
from cardtable.engine.chips import Chips
from cardtable.storage import Settings
from cardtable.ui.app.dialogs import NewGameDialog
from cardtable.ui.app.window import MainWindow

LEFT = Qt.MouseButton.LeftButton


def _open_dialog(window: MainWindow, game: str) -> NewGameDialog:
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = next(w for w in window.findChildren(NewGameDialog) if w.isVisible())
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    return dialog


def _tick(qtbot: Any, dialog: NewGameDialog) -> None:
    """Tick the start position's check box with the mouse, as a person would."""
    box = dialog.start_box
    dialog.options_scroll.ensureWidgetVisible(box)
    option = QStyleOptionGroupBox()
    box.initStyleOption(option)
    where = box.style().subControlRect(QStyle.ComplexControl.CC_GroupBox, option,
                                       QStyle.SubControl.SC_GroupBoxCheckBox, box)
    QTest.mouseClick(box, LEFT, Qt.KeyboardModifier.NoModifier, where.center())
    qtbot.waitUntil(lambda: box.isChecked() and dialog.start_places["pot"].isVisible(),
                    timeout=2000)


def _type(spin: Any, text: str) -> None:
    """Select what the box holds and type over it."""
    spin.setFocus()
    QTest.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(spin, text)
    QTest.keyClick(spin, Qt.Key.Key_Tab)


def _shown(window: MainWindow) -> Chips:
    """The chips the screen shows: each plate's balance and each stack's count."""
    scene = window.flow.scene
    return Chips(tuple(p.balance for p in scene.plates),
                 tuple((name, stack.count) for name, stack in scene.chip_layer.stacks.items()))


def test_a_pot_brought_from_last_week_is_on_the_table(qtbot: Any, window: MainWindow) -> None:
    dialog = _open_dialog(window, "tippen")
    assert dialog.start_box.isVisible() and not dialog.start_box.isChecked()
    assert not dialog.start_places["pot"].isVisible()  # closed until ticked
    _tick(qtbot, dialog)
    assert [dialog.start_grid.itemAtPosition(0, 0).widget().text(),  # type: ignore[union-attr]
            dialog.start_grid.itemAtPosition(2, 0).widget().text()] == [  # type: ignore[union-attr]
        "You", "Pot"]
    assert [s.value() for s in dialog.start_balances] == [100] * 4
    _type(dialog.start_places["pot"], "17")
    _type(dialog.start_balances[1], "80")
    assert dialog.start_position() == Start((100, 80, 100, 100), {"pot": 17})
    ok = dialog.findChild(QDialogButtonBox).button(  # type: ignore[union-attr]
        QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, LEFT)
    c = window.flow
    qtbot.waitUntil(lambda: c.session is not None and c.session.info.id == "tippen"
                    and c.state is not None, timeout=5000)
    c.animator.finish_all()
    qtbot.waitUntil(lambda: not c.animator.busy, timeout=5000)
    assert c.match.start == Start((100, 80, 100, 100), {"pot": 17})
    truth = c.state.chips()
    assert truth is not None and truth.total == 397  # 3 × 100 + 80 + the 17 brought
    shown = _shown(window)
    assert shown.balances == truth.balances and shown.at("pot") == truth.at("pot") >= 17
    sheet = c.score_sheet  # the balance row starts from the start, the pot's column too
    assert [sheet.item(0, k).text() for k in range(5)] == ["100", "80", "100", "100", "17"]
    assert "tippen" not in window.settings.last_choices or \
        "start" not in window.settings.last_choices["tippen"]  # not remembered


def test_unticked_the_game_starts_as_usual_and_a_game_without_chips_has_no_start(
        qtbot: Any) -> None:
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("poch"))
    assert dialog.start_position() is None
    assert set(dialog.start_places) == {"ace", "king", "queen", "jack", "ten", "mariage",
                                        "sequenz", "poch"}
    dialog.start_box.setChecked(True)
    dialog.start_places["mariage"].setValue(9)
    assert dialog.start_position() == Start((100,) * 4, {"mariage": 9})
    board = dialog.option_widgets["board"]
    board.setCurrentIndex(board.findData("modern9"))  # type: ignore[attr-defined]
    assert "pocher" in dialog.start_places and dialog.start_places["mariage"].value() == 9
    balance = dialog.option_widgets["start_balance"]
    balance.setValue(40)  # type: ignore[attr-defined]
    assert [s.value() for s in dialog.start_balances] == [40] * 4  # they follow it
    dialog.game.setCurrentIndex(dialog.game.findData("schnapsen"))
    assert dialog.start_box.isHidden() and dialog.start_position() is None
