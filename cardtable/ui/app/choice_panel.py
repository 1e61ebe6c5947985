"""A decision of the game in a panel of its own over the felt (the bids, Keep / Take next,
Blind nil / Look), placed where it hides the least of the table, compact where it must."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.ui.app.panel import COMPACT_STYLE, PANEL_STYLE, Panel
from cardtable.ui.table.access import scaled

# A choice panel that hides more than this share of another hand or pile tries its compact
# form: smaller words and buttons (ChoicePanel.compact). Any at all: a hand half hidden at
# 1280x720 (Pochen) was a hand a person could not count.
COVERS_TOO_MUCH = 0.0


class ChoicePanel(Panel):
    """A decision of the game in a panel of its own over the felt: a title, a line saying what
    is asked, and one button per legal choice (a bid, Keep / Take next, Blind nil / Look).
    Buttons are named ``action:<action text>`` and say which action they ask for."""

    chosen = Signal(str)  # the action's text

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, 0.45)
        # For a choice that must keep the table clear ("keep_clear"): the top left corner, in
        # the host's coordinates, for a panel of the size given (the table finds the room).
        # The answer also says how much the panel covers there (0: nothing; 1: the whole of
        # another hand; 1,000 or more: a plate, the board or your hand); when it covers much,
        # the panel tries its compact form (smaller words and buttons) and keeps the form that
        # covers less.
        self.placer: Callable[[QSize, float, float], tuple[QPoint, float] | None] | None = None
        self.compact = False
        self.columns = 7  # the button grid's columns for the current choice
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 14)
        self.box = layout
        self.title = self._title("", 19)
        layout.addWidget(self.title)
        self.text = QLabel("", self)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.text)
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        layout.addLayout(self.grid)
        self.more_text = QLabel("", self)
        self.more_text.setObjectName("more")
        self.more_text.setStyleSheet(scaled("QLabel#more { font-size: 13px; color: #555; }"))
        self.more_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.more_text)
        self.more_row = QHBoxLayout()
        self.more_row.setSpacing(3)
        layout.addLayout(self.more_row)
        self.hint = QLabel("", self)
        self.hint.setObjectName("hint")
        self.hint.setStyleSheet(scaled("QLabel#hint { font-size: 13px; color: #6b4e00; }"))
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.hint.hide()
        layout.addWidget(self.hint)
        self.buttons: list[QPushButton] = []  # the main choices first, then the others
        self.current: dict[str, Any] | None = None

    def _set_compact(self, on: bool) -> None:
        """The compact form (for a crowded table) or the usual one."""
        if on == self.compact:
            return
        self.compact = on
        css = PANEL_STYLE + (COMPACT_STYLE if on else "")
        self.setStyleSheet(scaled(css))
        self.setProperty("css_as_written", css)
        font = self.title.font()
        font.setPixelSize(16 if on else 19)
        self.title.setFont(font)
        if on:
            self.box.setContentsMargins(10, 6, 10, 8)
            self.box.setSpacing(4)
            self.grid.setSpacing(4)
        else:
            self.box.setContentsMargins(16, 12, 16, 14)
            self.box.setSpacing(6)
            self.grid.setSpacing(6)
        if self.current is not None:
            self._fit(self.current)

    def offer(self, choice: dict[str, Any] | None) -> None:
        """Show ``choice`` (see ``Controller.choice_changed``), or hide for None."""
        if choice is not None and choice == self.current and self.isVisible():
            return  # the same question again (after a refused move): leave it be
        self.current = choice
        for b in self.buttons:
            b.hide()
            b.setParent(None)
            b.deleteLater()
        self.buttons = []
        self.hint.hide()
        if choice is None:
            self.hide()
            return
        self.title.setText(choice["title"])
        self.text.setText(choice["text"])
        self.setAccessibleName(choice["title"])
        self.setAccessibleDescription(choice["text"])
        for action, label in choice["buttons"]:
            self._button(action, label).setMinimumWidth(44)
        main = list(self.buttons)
        self.columns = self._columns(main, max(1, int(choice.get("columns", 7))))
        for i, b in enumerate(main):
            self.grid.addWidget(b, i // self.columns, i % self.columns)
        more = choice.get("more") or []
        self.more_text.setText(choice.get("more_text", ""))
        self.more_text.setVisible(bool(more))
        for action, label in more:
            b = self._button(action, label)
            b.setStyleSheet(scaled("QPushButton { font-size: 12px; padding: 2px 4px; }"))
            b.setMinimumWidth(26)
            self.more_row.addWidget(b)
        self._set_compact(False)
        self._fit(choice)
        self.x_share, self.y_share = float(choice.get("x", 0.5)), float(choice.get("y", 0.45))
        self.popup()

    def _fit(self, choice: dict[str, Any]) -> None:
        """The width of the words and their height, for the buttons as they are now."""
        columns = self.columns
        for b in self.buttons:
            b.ensurePolished()
        wide = len(choice["buttons"]) > 2
        width = min(520, max(300, 58 * min(columns, len(choice["buttons"])))) if wide else 330
        if self.compact:
            width = 200
        # Wide enough for every button's words (a longer language's labels, "Raise 1 (pay
        # 3)"): the widest button of each column side by side.
        main = self.buttons[:len(choice["buttons"])]
        if main:
            width = max(width, self._grid_width(main, columns))
        width = min(width, max(200 if self.compact else 300, self._room()))
        self.text.setFixedWidth(width)
        self.text.ensurePolished()  # the style sheet's font, before measuring
        # Measured by the font at the new width (QLabel.heightForWidth overestimated the
        # height of centred wrapped text by two lines under X11).
        box = QFontMetrics(self.text.font()).boundingRect(
            QRect(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignHCenter),
            choice["text"])
        self.text.setFixedHeight(box.height() + 4)
        if self.hint.isVisible():
            self.hint.setFixedWidth(width)

    def place(self) -> None:
        super().place()
        if self.placer is None or not self.current or not self.current.get("keep_clear"):
            return
        found = self.placer(self.size(), self.x_share, self.y_share)
        if found is not None and found[1] > COVERS_TOO_MUCH and not self.compact:
            self._set_compact(True)
            super().place()
            compact = self.placer(self.size(), self.x_share, self.y_share)
            if compact is not None and compact[1] < found[1]:
                found = compact
            else:
                self._set_compact(False)
                super().place()
        if found is not None:
            self.move(found[0])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host() and event.type() == QEvent.Type.Resize and \
                self.isVisible() and self.current and self.current.get("keep_clear"):
            QTimer.singleShot(0, self._replace)  # once the table is laid out at the new size
            return False
        return super().eventFilter(watched, event)

    def _replace(self) -> None:
        """At a new size: the usual form again if it now fits, placed anew."""
        if self.isVisible():
            self._set_compact(False)
            self.place()

    def _room(self) -> int:
        """The widest the panel's contents may be: the table's width less the margins."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        return self._host().width() - margins.left() - margins.right() - 8

    def _grid_width(self, buttons: list[QPushButton], columns: int) -> int:
        """The buttons in ``columns`` columns: the widest of each column side by side."""
        shown = min(columns, len(buttons))
        widths = [0] * shown
        for i, b in enumerate(buttons):
            widths[i % columns] = max(widths[i % columns], b.sizeHint().width())
        return sum(widths) + self.grid.spacing() * (shown - 1)

    def _columns(self, buttons: list[QPushButton], wanted: int) -> int:
        """As many columns as the game asks for, fewer if the buttons' words (a longer
        language, a narrow window) would make the panel wider than the table."""
        columns = wanted
        while columns > 1 and self._grid_width(buttons, columns) > self._room():
            columns -= 1
        return columns

    def show_hint(self, action: str, text: str) -> None:
        """The hint on the panel itself: its words under the buttons, and the button of the
        best choice marked."""
        if not self.isVisible():
            return
        for b in self.buttons:
            if b.objectName() == f"action:{action}":
                b.setProperty("hinted", True)
                b.setStyleSheet(b.styleSheet() + " QPushButton { border: 3px solid #d4a017;"
                                " font-weight: bold; }")
        self.hint.setText(text)
        self.hint.setFixedWidth(self.text.width())
        self.hint.show()
        self.place()

    def _button(self, action: str, label: str) -> QPushButton:
        b = QPushButton(label, self)
        b.setObjectName(f"action:{action}")
        # A click leaves the keys with the table; Tab reaches it (ui/app/focus.py).
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        b.clicked.connect(lambda _=False, t=action: self.chosen.emit(t))
        b.show()  # a child made while the panel is up shows only when told
        self.buttons.append(b)
        return b


__all__ = ["COVERS_TOO_MUCH", "ChoicePanel"]
