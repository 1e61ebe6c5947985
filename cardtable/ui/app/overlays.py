"""Panels that sit over the table without blocking the app: here a yes/no question and the
question whether to resume the game in progress; the end-of-deal summary with its "Next
deal" button in ``summary_panel.py``, a decision of the game (bids …) in ``choice_panel.py``,
each on the ``Panel`` of ``panel.py`` and importable from here. Each answers to the keyboard
too."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.ui.app.choice_panel import COVERS_TOO_MUCH, ChoicePanel
from cardtable.ui.app.panel import ENTER, Panel
from cardtable.ui.app.summary_panel import DealSummaryPanel
from cardtable.ui.words.text import words


class QuestionPanel(Panel):
    """A yes/no question (announce the marriage?): Y or Enter says yes, N or Escape no."""

    answered = Signal(bool)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, 0.42)
        layout = QVBoxLayout(self)
        self.label = QLabel("", self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.label)
        row = QHBoxLayout()
        self.yes = QPushButton("", self)
        self.no = QPushButton("", self)
        self.retranslate()
        row.addWidget(self.yes)
        row.addWidget(self.no)
        layout.addLayout(row)
        self.yes.clicked.connect(lambda: self._answer(True))
        self.no.clicked.connect(lambda: self._answer(False))

    def retranslate(self) -> None:
        self.yes.setText(words("table", "Yes, announce (Y)"))
        self.no.setText(words("table", "No, just play (N)"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def ask(self, text: str) -> None:
        self.label.setText(text)
        self.setAccessibleName(words("access", "Question"))
        self.setAccessibleDescription(text)
        self.popup()
        self.yes.setFocus()

    def take_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key == Qt.Key.Key_Y or (key in ENTER and not self.no.hasFocus()):
            self._answer(True)
        elif key in (Qt.Key.Key_N, Qt.Key.Key_Escape) or key in ENTER:
            self._answer(False)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab):
            (self.no if self.yes.hasFocus() else self.yes).setFocus()
        else:
            return False
        return True

    def _answer(self, yes: bool) -> None:
        self.hide()
        self.answered.emit(yes)


class ResumePanel(Panel):
    """Resume the game in progress? Over the table showing it, naming the game and the
    score: "Resume" (Enter) or "New game"."""

    resume = Signal()
    new_game = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, 0.42)
        layout = QVBoxLayout(self)
        self.title = self._title("", 22)
        layout.addWidget(self.title)
        self.text = QLabel("", self)
        self.text.setWordWrap(True)
        self.text.setFixedWidth(420)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.text)
        row = QHBoxLayout()
        self.resume_button = QPushButton("", self)
        self.new_button = QPushButton("", self)
        self.resume_button.clicked.connect(lambda: self._answer(self.resume))
        self.new_button.clicked.connect(lambda: self._answer(self.new_game))
        row.addStretch(1)
        row.addWidget(self.resume_button)
        row.addWidget(self.new_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(words("table", "Welcome back"))
        self.resume_button.setText(words("table", "Resume"))
        self.new_button.setText(words("table", "New game"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "new_button"):
            self.retranslate()

    def ask(self, text: str) -> None:
        self.text.setText(text)
        self.text.setFixedHeight(self.text.heightForWidth(self.text.width()))
        self.popup()
        self.resume_button.setFocus()

    def take_key(self, event: QKeyEvent) -> bool:
        if event.key() in ENTER:
            (self.new_button if self.new_button.hasFocus() else self.resume_button).click()
        elif event.key() == Qt.Key.Key_Escape:
            self.new_button.click()
        else:
            return False
        return True

    def _answer(self, signal: Any) -> None:
        self.hide()
        signal.emit()


__all__ = ["COVERS_TOO_MUCH", "ChoicePanel", "DealSummaryPanel", "Panel", "QuestionPanel",
           "ResumePanel"]
