"""Game ▸ Play deal number…: the number of a deal (the same number, the same cards)."""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from cardtable.ui.words.text import words

MAX_DEAL_NUMBER = (1 << 64) - 1


class DealNumberDialog(QDialog):
    """Play deal number …: every deal has a number (its seed); the same number deals the same
    cards. OK only for a whole number a deal can have."""

    def __init__(self, parent: QWidget | None = None, current: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(words("dialogs", "Play deal number"))
        layout = QVBoxLayout(self)
        text = QLabel(words("dialogs", "Every deal has a number: the same number deals the "
                                       "same cards. The end-of-deal panel and the score panel "
                                       "show it. Which deal do you want to play?"), self)
        text.setWordWrap(True)
        layout.addWidget(text)
        self.number = QLineEdit(self)
        self.number.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,20}"),
                                                             self.number))
        self.number.setPlaceholderText(words("dialogs", "a deal number, e.g. 1234"))
        if current is not None:
            self.number.setText(str(current))
        layout.addWidget(self.number)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.number.textChanged.connect(self._check)
        self._check()

    def value(self) -> int | None:
        text = self.number.text().strip()
        if not text.isdigit():
            return None
        n = int(text)
        return n if n <= MAX_DEAL_NUMBER else None

    def _check(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None
        ok.setEnabled(self.value() is not None)


__all__ = ["MAX_DEAL_NUMBER", "DealNumberDialog"]
