"""Hot-seat handover: a plain screen over the whole table, "Pass to <name>", one button.

It is opaque and covers the table view completely; the turns (``ui/play/turns.py``) have already
turned every hand face down before it appears, so nothing of any hand shows through or behind it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.ui.words.text import words


def _hint_words() -> str:
    return words("table", "Everybody else, look away. The cards appear when you press the "
                          "button (or Enter).")


class Cover(QWidget):
    """A screen over the whole of its parent (the table view), following its size; Escape,
    Enter … are offered to ``take_key`` first."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        parent.installEventFilter(self)
        self.hide()

    def cover(self) -> None:
        """Over the table, on top of everything on it."""
        self.setGeometry(self._host().rect())
        self.raise_()
        self.show()

    def take_key(self, event: QKeyEvent) -> bool:
        """A key pressed while the cover is up; True if it did something with it."""
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.take_key(event):
            super().keyPressEvent(event)

    def _host(self) -> QWidget:
        host = self.parentWidget()
        assert host is not None  # made with the table view as parent
        return host

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._host().rect())
        return False


class HandoverCover(Cover):
    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.setStyleSheet("#handover { background: #10231a; } QLabel { color: #f4f1e8; }"
                           "QPushButton { font-size: 18px; padding: 10px 28px; }")
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel("", self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPixelSize(34)
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.hint = hint = QLabel(_hint_words())
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(hint)
        layout.addSpacing(24)
        self.button = QPushButton("", self)
        self.button.clicked.connect(self._confirm)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)

    def show_for(self, name: str) -> None:
        self.title.setText(words("table", "Pass to {name}").format(name=name))
        self.button.setText(words("table", "I am {name}: show my cards").format(name=name))
        self.cover()
        self.button.setFocus()

    def take_key(self, event: QKeyEvent) -> bool:
        """Enter (or Space) takes the seat."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._confirm()
            return True
        return False

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.hint.setText(_hint_words())

    def _confirm(self) -> None:
        self.hide()
        self.confirmed.emit()
