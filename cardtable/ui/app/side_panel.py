"""The panel beside the table: the score, the deal's number, the hint button and the score
sheet, as wide as the sheet needs (the deal's log joins it at its foot: ui/app/follow.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.models.sheet import ScoreSheet
from cardtable.ui.models.table import TableModel
from cardtable.ui.table import access
from cardtable.ui.words import i18n
from cardtable.ui.words.text import keep_figures, words

_CSS = (
    "#side { background: #13281d; border-left: 1px solid #0a1510; }"
    " QLabel { color: #efe9d8; font-size: 14px; }"
    " QLabel#heading { color: #e8c66a; font-size: 13px; font-weight: bold;"
    " letter-spacing: 1px; }"
    " QPushButton { background: #2c4a39; color: #f4f1e8; border: 1px solid #4f7a60;"
    " border-radius: 6px; padding: 6px; font-size: 14px; }"
    " QPushButton:hover { background: #36604a; }"
    " QTableView { background: #1a3326; color: #f4f1e8; gridline-color: #2c4a39;"
    " border: 1px solid #2c4a39; border-radius: 4px; font-size: 13px; }"
    " QLabel#sheet_hint { color: #a9b8ad; font-size: 12px; font-style: italic; }"
    " QHeaderView { background: #1a3326; }"
    " QTableCornerButton::section { background: #e3d9bd; border: none; }"
    " QHeaderView::section { background: #e3d9bd; color: #333; border: none;"
    " padding: 3px; font-weight: bold; }")


class SidePanel(QFrame):
    """The score (observing the table's score model), the deal's line, Hint, and the score
    sheet with a line under it until the first deal is scored."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("side")
        self.setFixedWidth(260)
        self.setStyleSheet(_CSS)
        self.score_sheet: ScoreSheet | None = None  # the table's, once there is one
        self.deal_word = "Deal"  # the game's word for a deal ("Hand" in Spades)
        self.deal_shown: tuple[int, int | None, bool] | None = None  # number, seed, again
        col = QVBoxLayout(self)
        col.setContentsMargins(14, 14, 14, 14)
        col.setSpacing(8)
        self.score_heading = _heading("")
        col.addWidget(self.score_heading)
        self.deal_label = QLabel("")
        self.deal_label.setObjectName("deal")
        self.deal_label.setStyleSheet(access.scaled("QLabel#deal { color: #a9b8ad; "
                                                    "font-size: 12px; }"))
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.deal_label)
        self.score_label = QLabel("")
        self.score_label.setWordWrap(True)
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        col.addWidget(self.score_label)
        self.hint_button = QPushButton("", self)
        self.hint_button.setEnabled(False)
        col.addWidget(self.hint_button)
        col.addSpacing(6)
        self.sheet_heading = _heading("")
        col.addWidget(self.sheet_heading)
        self.sheet = QTableView(self)
        self.sheet.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        col.addWidget(self.sheet, 1)
        self.sheet_hint = QLabel("", self)
        self.sheet_hint.setObjectName("sheet_hint")
        self.sheet_hint.setWordWrap(True)
        col.addWidget(self.sheet_hint)

    def retranslate(self) -> None:
        """The panel's words in the app's language (the sheet's headings may widen it)."""
        self.score_heading.setText(words("window", "SCORE"))
        self.sheet_heading.setText(words("window", "SCORE SHEET"))
        self.deal_label.setToolTip(words("window", "The deal's number: Game ▸ Play deal "
                                                   "number… deals the same cards again"))
        self._deal_words()
        self.hint_button.setText(words("window", "Hint (H)"))
        self.hint_button.setToolTip(words("window", "The computer's estimate of each card you "
                                          "may play"))
        self.sheet.setToolTip(words("window", "One row per deal; the last row is the running "
                                              "total"))
        self.sheet.setAccessibleName(words("window", "Score sheet"))
        self.score_label.setAccessibleName(words("window", "Score"))
        self._say_what_the_sheet_holds()

    def follow(self, model: TableModel | None, sheet: ScoreSheet | None,
               deal_word: str) -> None:
        """A new table: its score shown as its model says, its score sheet."""
        self.deal_word = deal_word
        if model is not None:
            def show() -> None:  # each name with its figure
                self.score_label.setText(keep_figures(model.score.text()))
            model.score.modelReset.connect(show)
            show()
        if sheet is not None:
            self.score_sheet = sheet
            self.sheet.setModel(sheet)
            sheet.rowsInserted.connect(self._sheet_changed)
            self._say_what_the_sheet_holds()
            self.fit()

    def show_deal(self, number: int, seed: int | None, replayed: bool) -> None:
        """The line naming the deal on the table (``replayed``: the same deal again)."""
        self.deal_shown = (number, seed, replayed)
        self._deal_words()

    def _deal_words(self) -> None:
        if self.deal_shown is None:
            return
        number, seed, replayed = self.deal_shown
        text = words("window", "Deal {n} of this game").format(n=number)
        if seed is not None:
            text += "\n" + words("window", "Number {seed}").format(seed=seed)
        if seed is not None and replayed and number == 1:
            text += "\n" + words("window", "Played again: everybody holds the same hand")
        self.deal_label.setText(text)

    def _sheet_changed(self, *_: Any) -> None:
        """Until the first deal is scored, a line under the sheet says what it will hold; a
        new row may widen the panel."""
        self._say_what_the_sheet_holds()
        self.fit(grow_only=True)

    def _say_what_the_sheet_holds(self) -> None:
        sheet = self.score_sheet
        if sheet is None:
            self.sheet_hint.setText(words("window", "Each deal's points are added here when "
                                          "it is scored."))
            return
        self.sheet_hint.setText(
            words("window", "Each hand's points are added here when it is scored; the last "
                  "row is the running total.") if self.deal_word == "Hand" else
            words("window", "Each deal's points are added here when it is scored; the last "
                  "row is the running total."))
        self.sheet_hint.setVisible(sheet.deals == 0)

    def fit(self, grow_only: bool = False) -> None:
        """As wide as the score sheet needs, so that five or six players' balances and a
        longer language's headings ("กองกลาง") show whole: the columns share the width
        equally where the widest of them fits so, else each is as wide as its own heading or
        figures and the rest of the width is shared. Figures are given room for three digits
        and a sign from the start, and during a game the panel only grows (``grow_only``): a
        change of width resizes the table, which ends the motion in play."""
        sheet, layout = self.score_sheet, self.layout()
        columns = sheet.columnCount() if sheet is not None else 0
        width = 260 + 34 * max(0, columns - 4)
        header = self.sheet.horizontalHeader()
        needs: list[int] = []
        around = 0  # the sheet's row headings, frame and the panel's margins
        if sheet is not None and columns and layout is not None:
            figures = self.sheet.fontMetrics().horizontalAdvance(i18n.number(-888)) + 12
            needs = [max(header.sectionSizeHint(i), self.sheet.sizeHintForColumn(i), figures)
                     for i in range(columns)]
            margins = layout.contentsMargins()
            rows = self.sheet.verticalHeader()
            # A row just added may not be in the heading's size hint yet ("Balance" below a
            # new "Deal 1"): during a game the headings are as wide as they already are.
            headings = max(rows.sizeHint().width(), rows.width() if grow_only else 0,
                           rows.sizeHint().width() + sheet.room_later(rows.fontMetrics()))
            rows.setMinimumWidth(headings)  # the room for the headings to come, kept now
            around = headings + 2 * self.sheet.frameWidth() + margins.left() + margins.right()
            width = max(width, min(around + 4 + sum(needs), 480))  # 4 px to spare
        if width != self.width() and not (grow_only and width < self.width()):
            self.setFixedWidth(width)
        if not needs or around + 4 + columns * max(needs) <= self.width():
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        else:  # each as wide as it needs, and what is left shared: the sheet fills the panel
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            spare = max(0, self.width() - around - sum(needs))
            for i, need in enumerate(needs):
                header.resizeSection(i, need + spare // columns + (i < spare % columns))


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("heading")
    return label


__all__ = ["SidePanel"]
