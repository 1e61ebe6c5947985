"""The banner that says who won a Bummerl or the match, over the table, until the next deal."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from cardtable.ui.app.panel import Panel
from cardtable.ui.play.outcome import Outcome
from cardtable.ui.words.text import keep_figures

_WON_STYLE = ("QFrame#panel { background: rgb(255, 248, 220); border: 3px solid #c9a227;"
              " border-radius: 16px; } QLabel { color: #2b2412; font-size: 16px; }"
              " QLabel#outcome_title { color: #7a5a00; }")
_LOST_STYLE = ("QFrame#panel { background: rgb(238, 240, 244); border: 3px solid #7b8494;"
               " border-radius: 16px; } QLabel { color: #1e2430; font-size: 16px; }"
               " QLabel#outcome_title { color: #303a4c; }")



class OutcomeBanner(Panel):
    """The banner over the table, just above the deal's summary (``anchor``), until the
    next deal."""

    GAP = 10  # pixels between the banner and the summary

    def __init__(self, parent: QWidget, anchor: QWidget | None = None) -> None:
        super().__init__(parent, y_share=0.13)
        self.anchor = anchor
        if anchor is not None:
            anchor.installEventFilter(self)  # the summary moves (a resize): follow it
        self.setObjectName("panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 14, 28, 14)
        self.title = self._title("", 26)
        self.title.setObjectName("outcome_title")
        layout.addWidget(self.title)
        self.text = QLabel("", self)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.text)
        self.shown: Outcome | None = None

    def place(self) -> None:
        super().place()
        anchor = self.anchor
        if anchor is not None and anchor.isVisible():
            # The banner and the summary, one above the other, centred on the table together
            # (the banner above the summary where it lay covered the top seat's name plate).
            host_h = self._host().height()
            top = max(0, round(host_h / 2 - (self.height() + self.GAP + anchor.height()) / 2))
            self.move(self.x(), top)
            anchor.move(anchor.x(), top + self.height() + self.GAP)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.anchor and event.type() in (QEvent.Type.Move, QEvent.Type.Resize,
                                                        QEvent.Type.Show) and self.isVisible():
            self.place()
            return False
        return super().eventFilter(watched, event)

    def show_outcome(self, outcome: Outcome) -> None:
        self.shown = outcome
        self.setStyleSheet(_WON_STYLE if outcome.people_won else _LOST_STYLE)
        self.title.setText(outcome.title)
        self.text.setText(keep_figures(outcome.text))  # a name with its figure
        self.popup()
