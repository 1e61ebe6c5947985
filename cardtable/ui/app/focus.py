"""The keyboard's way round the window: Tab goes from the table to the buttons of whatever
is offered over it or below it (the deal's summary, a question, a choice panel, the action
bar), then to the side panel (the hint button, the score sheet …), then back to the table;
Shift+Tab the other way. Escape in a panel's buttons or the side panel brings the keys back
to the table, and so does a focused button going away (a choice made, a panel closed).

Nothing traps the keys: the score sheet's own Tab (from cell to cell) is switched off, and
the chain is made afresh from what is shown at each press, so a panel that appears joins it
at once. Enter presses a focused button wherever it is (outside a dialog Qt's buttons answer
only Space)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QPushButton, QWidget

if TYPE_CHECKING:
    from cardtable.ui.app.window import MainWindow

__all__ = ["FocusChain"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
# What Tab reached wears a frame: in the side panel here (the action bar's buttons have theirs
# in ui/app/action_bar.py, the panels over the table in ui/app/panel.py, the table in
# ui/table/view.py).
_FOCUS_CSS = (" QPushButton:focus { border: 3px solid #f0c040; }"
              " QTableView:focus { border: 2px solid #f0c040; }")


def _takes_tab(w: QWidget) -> bool:
    return bool(w.focusPolicy() & Qt.FocusPolicy.TabFocus) and w.isVisible() and w.isEnabled()


def _tab_widgets(root: QWidget) -> list[QWidget]:
    """The widgets under ``root`` that Tab may reach now, in the order they were made."""
    return [w for w in root.findChildren(QWidget) if _takes_tab(w) and not w.isWindow()]


class FocusChain(QObject):
    """The window's Tab order, made from what is shown when Tab is pressed."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        for sheet in window.side.findChildren(QAbstractItemView):
            sheet.setTabKeyNavigation(False)  # Tab leaves the sheet; the arrows move in it
        window.side.setStyleSheet(window.side.styleSheet() + _FOCUS_CSS)
        window.choice.chosen.connect(self._back_to_table)
        window.action_bar.pressed.connect(self._back_to_table)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def chain(self) -> list[QWidget]:
        """The table, the buttons over it and below it, then the side panel."""
        w = self.window
        out: list[QWidget] = [w.view]
        panels = [p for p in w.view.findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if p.isVisible() and p is not w.view.viewport()]
        for panel in panels:
            out += _tab_widgets(panel)
        out += _tab_widgets(w.action_bar) if w.action_bar.isVisible() else []
        out += _tab_widgets(w.side) if w.side.isVisible() else []
        return out

    def step(self, forward: bool) -> bool:
        """Tab (``forward``) or Shift+Tab from the widget with the focus; True (it is done)."""
        focus = QApplication.focusWidget()
        chain = self.chain()
        if focus is None or not focus.isVisible() or focus not in chain:
            # What had the focus is going away (a panel closes): the keys go to the table.
            target: QWidget = self.window.view
        else:
            target = chain[(chain.index(focus) + (1 if forward else -1)) % len(chain)]
        target.setFocus(Qt.FocusReason.TabFocusReason if forward
                        else Qt.FocusReason.BacktabFocusReason)
        return True

    def _back_to_table(self, *_: object) -> None:
        focus = QApplication.focusWidget()
        if focus is not None and focus is not self.window.view and \
                self.window.isAncestorOf(focus):
            self.window.view.setFocus()

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new is not self.window.view and self.window.isAncestorOf(new):
            new.installEventFilter(self)  # once: Qt keeps a filter only once per object

    def _escape_goes_home(self, w: QWidget) -> bool:
        """Escape brings the keys back from the side panel, the action bar, the summary and
        a choice panel (a question's, the resume panel's and the start screen's Escape is
        their own answer)."""
        win = self.window
        return any(home is w or home.isAncestorOf(w)
                   for home in (win.side, win.action_bar, win.summary, win.choice))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget) \
                or not isinstance(event, QKeyEvent) or not watched.hasFocus():
            return False
        key = event.key()
        if key == Qt.Key.Key_Escape and self._escape_goes_home(watched):
            self.window.view.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        if key in _ENTER and isinstance(watched, QPushButton) and watched.isEnabled():
            watched.click()  # outside a dialog a push button answers only Space
            return True
        return False
