"""The list of past games: when, which game, who played, how many deals, the score; a game
chosen is reviewed deal by deal (``ui/app/review.py``) or exported as a file."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine import RecordError
from cardtable.games import get_game
from cardtable.session.archive import Archive, PastGame
from cardtable.ui.words.text import words


class PastGamesDialog(QDialog):
    """Past games, newest first. ``review`` asks the window to review the file's deals."""

    review = Signal(object)  # the PastGame

    def __init__(self, archive: Archive, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resize(720, 440)
        self.archive = archive
        archive.flush()  # the game just finished is in the list too
        self.games = archive.past_games()
        layout = QVBoxLayout(self)
        self.table = QTableWidget(len(self.games), 5, self)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for row in range(len(self.games)):
            for col in range(5):
                self.table.setItem(row, col, QTableWidgetItem(""))
        self.table.cellDoubleClicked.connect(lambda _r, _c: self._review())
        layout.addWidget(self.table)
        self.empty = QLabel("", self)
        self.empty.setWordWrap(True)
        self.empty.setVisible(not self.games)
        layout.addWidget(self.empty)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.review_button = QPushButton("", self)
        self.export_button = QPushButton("", self)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.review_button.clicked.connect(self._review)
        self.export_button.clicked.connect(self.export)
        layout.addWidget(buttons)
        if self.games:
            self.table.selectRow(0)
        for b in (self.review_button, self.export_button):
            b.setEnabled(bool(self.games))
        self.retranslate()
        self.table.resizeColumnsToContents()

    def retranslate(self) -> None:
        """The dialog's words in the app's language (again after a switch in Settings)."""
        self.setWindowTitle(words("past", "Past games"))
        self.table.setHorizontalHeaderLabels([words("past", "When"), words("past", "Game"),
                                              words("past", "Players"), words("past", "Deals"),
                                              words("past", "Score")])
        for row, game in enumerate(self.games):
            for col, text in enumerate(_cells(game)):
                item = self.table.item(row, col)
                if item is not None:
                    item.setText(text)
        self.empty.setText(words("past", "No game has been finished yet: every deal you play "
                                         "to its end is kept here."))
        self.review_button.setText(words("past", "Review"))
        self.export_button.setText(words("past", "Export…"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "export_button"):
            self.retranslate()

    def chosen(self) -> PastGame | None:
        rows = self.table.selectionModel().selectedRows()
        return self.games[rows[0].row()] if rows else None

    def _review(self) -> None:
        game = self.chosen()
        if game is not None:
            self.review.emit(game)

    def export(self) -> Path | None:
        """Save a copy of the chosen game's file (it imports again: Game ▸ Import)."""
        game = self.chosen()
        if game is None:
            return None
        name, _ = QFileDialog.getSaveFileName(self, words("past", "Export the game"),
                                              game.path.name,
                                              words("past", "Saved games (*.json)"))
        if not name:
            return None
        try:
            shutil.copyfile(game.path, name)
        except OSError as exc:
            self.empty.setText(words("past", "Not saved: {why}").format(why=exc.strerror or exc))
            self.empty.show()
            return None
        return Path(name)


def _cells(game: PastGame) -> list[str]:
    try:
        title = words("games", get_game(game.game).name)
    except RecordError:
        title = game.game
    score = " : ".join(str(t) for t in game.totals)
    if not game.over:
        score = words("past", "{score} (not finished)").format(score=score)
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(game.when))
    return [when, title, ", ".join(game.names), str(game.deals), score]


__all__ = ["PastGamesDialog"]
