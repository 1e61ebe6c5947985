"""The row of buttons below the table: the person's choices now that are no cards (Claim 66,
Close the talon …), each pressing its action; the one the arrow keys picked has a focus
frame."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

__all__ = ["FOCUS_CSS", "ActionBar", "mark_picked"]

# The button Tab reached (ui/app/focus.py) wears a frame.
FOCUS_CSS = "QPushButton:focus { border: 3px solid #f0c040; border-radius: 4px; }"


class ActionBar(QWidget):
    pressed = Signal(str)  # the action text of the button pressed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet("background: #0b2a1b; QPushButton { font-size: 15px; }")
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(8, 4, 8, 4)
        self.hide()

    def set_buttons(self, buttons: list[tuple[str, str]]) -> None:
        """One button for each (action text, label); none: the bar hides."""
        while self.row.count():
            item = self.row.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:  # gone at once, not only at the next event loop pass
                old.hide()
                old.setParent(None)
                old.deleteLater()
        self.row.addStretch(1)
        for text, label in buttons:
            b = QPushButton(label, self)
            b.setObjectName(f"action:{text}")
            # A click leaves the keys with the table; Tab reaches it (ui/app/focus.py).
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.setStyleSheet(FOCUS_CSS)
            b.clicked.connect(lambda _=False, t=text: self.pressed.emit(t))
            self.row.addWidget(b)
            b.show()  # a layout shows a new child only at the next event loop pass
        self.row.addStretch(1)
        self.setVisible(bool(buttons))


def mark_picked(button: QPushButton, picked: bool) -> None:
    """A focus frame (not only a colour) on the button the arrow keys picked, or none."""
    if picked == bool(button.property("picked")):
        return
    button.setProperty("picked", picked)
    plain = button.property("css_plain")
    if plain is None:
        plain = button.styleSheet()
        button.setProperty("css_plain", plain)
    button.setStyleSheet(f"{plain} QPushButton {{ border: 3px dashed #1565c0; }}"
                         if picked else str(plain))
