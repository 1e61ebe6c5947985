"""The end of a deal over the table: who won it and how, the deal's number, "Next deal"
(Enter), "Review" (R), "Analyse" (A), and between the deals of a chip session "End the
session"; after a deal played again, the two results and "Back to the match"."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QMargins, QRect, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.ui.app.panel import COMPACT_STYLE, ENTER, PANEL_STYLE, Panel
from cardtable.ui.models.observed import LinesModel
from cardtable.ui.table.access import scaled, text_scale
from cardtable.ui.words.text import keep_figures, words


class DealSummaryPanel(Panel):
    """The end of a deal: who won it and how, the deal's number, "Next deal" (Enter),
    "Review" (R: step through the deal with every hand open) and "Analyse" (A: the review,
    rating the person's play)."""

    next_deal = Signal()
    new_game = Signal()
    review = Signal()
    analyse = Signal()
    end_session = Signal()  # a session of a chip game ended between deals by the players
    again = Signal()  # play this deal again (ui/app/again.py)
    back = Signal()  # a deal played again is over: back to the match

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, 0.45)
        self._match_over = False
        self._number: int | None = None
        self._prepared: tuple[object, ...] | None = None  # what prepare() set, until shown
        self._form: tuple[object, ...] | None = None  # what _set_form() set last
        self.can_end = False  # the window sets it before each summary
        self.deal_word = "deal"  # "hand" in Spades
        # A deal played again (ui/app/again.py): its results beside the first time's, in words.
        self.side: Callable[[], str] | None = None
        layout = QVBoxLayout(self)
        self.title = self._title("", 22)
        layout.addWidget(self.title)
        self.text = QLabel("", self)
        self.text.setWordWrap(True)
        self.text.setFixedWidth(460)
        layout.addWidget(self.text)
        self.number = QLabel("", self)
        self.number.setObjectName("number")
        self.number.setStyleSheet(scaled("QLabel#number { color: #555; font-size: 13px; }"))
        self.number.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.number)
        self.review_button = QPushButton("", self)
        self.review_button.clicked.connect(self.review)
        self.button = QPushButton("", self)
        self.button.clicked.connect(self._go)
        # An open-ended session of a chip game ends when the players say so.
        self.end_button = QPushButton("", self)
        self.end_button.clicked.connect(self._end)
        self.end_button.hide()
        self.again_button = QPushButton("", self)
        self.again_button.clicked.connect(self.again)
        self.analyse_button = QPushButton("", self)
        self.analyse_button.clicked.connect(self.analyse)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.review_button)
        row.addWidget(self.button)
        row.addWidget(self.end_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.buttons_row = row
        # Analyse beside Play again, not in the row above: four buttons in a row were wider
        # than a 1280x720 table has room for beside the name plates (German).
        more = QHBoxLayout()
        more.addStretch(1)
        more.addWidget(self.again_button)
        more.addWidget(self.analyse_button)
        more.addStretch(1)
        layout.addLayout(more)
        self.retranslate()

    # The forms tried in turn where the panel covers words on the table (a crowded table at
    # 1280x720): the words' width and whether the words and buttons are the compact ones
    # (smaller, as a choice panel's); the buttons one above another where side by side
    # they are wider than the words.
    FORMS = ((460, False), (340, True), (260, True))

    def _set_form(self, width: int, compact: bool) -> None:
        buttons = [b for b in (self.review_button, self.button, self.end_button)
                   if not b.isHidden()]
        form = (width, compact, text_scale(), self.text.text(),
                tuple((b, b.text()) for b in buttons))
        if form == self._form:
            return  # set so already (by prepare, the turn before)
        self._form = form
        css = PANEL_STYLE + (COMPACT_STYLE if compact else "")
        if self.property("css_as_written") != css:
            self.setStyleSheet(scaled(css))
            self.setProperty("css_as_written", css)
            font = self.title.font()
            font.setPixelSize(17 if compact else 22)
            self.title.setFont(font)
            layout = self.layout()
            assert layout is not None
            if not hasattr(self, "_usual_box"):  # the style's own margins and spacing
                self._usual_box = (layout.contentsMargins(), layout.spacing(),
                                   self.buttons_row.spacing())
            margins, spacing, row_spacing = self._usual_box
            layout.setContentsMargins(QMargins(10, 6, 10, 8) if compact else margins)
            layout.setSpacing(3 if compact else spacing)
            self.buttons_row.setSpacing(3 if compact else row_spacing)
        self.text.setFixedWidth(width)
        self.style().polish(self.text)  # the new style's font now, before measuring
        # Measured by the font (heightForWidth gave two lines too many, as ChoicePanel found).
        box = QFontMetrics(self.text.font()).boundingRect(
            QRect(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap), self.text.text())
        self.text.setFixedHeight(box.height() + 4)
        for b in buttons:
            self.style().polish(b)
        wide = sum(b.sizeHint().width() for b in buttons) + 6 * len(buttons)
        side_by_side = not compact or wide <= width + 40
        self.buttons_row.setDirection(QHBoxLayout.Direction.LeftToRight if side_by_side
                                      else QHBoxLayout.Direction.TopToBottom)

    def place(self) -> None:
        """The first form that covers no words on the table, else the one covering least."""
        best: tuple[float, int, bool] | None = None
        for width, compact in self.FORMS:
            self._set_form(width, compact)
            super().place()
            covers = self.covers
            if covers <= 1.0:  # no words covered (only cards: at most a whole pile, 1)
                return
            if best is None or covers < best[0]:
                best = (covers, width, compact)
        if best is not None and best[1:] != self.FORMS[-1]:
            self._set_form(*best[1:])
            super().place()

    def prepare(self, text: str, match_over: bool, number: int | None = None) -> None:
        """The summary's words, buttons and first form, while hidden: the turn before it
        shows (:meth:`show_summary` finds its room then; both in one turn were a late
        frame)."""
        self._match_over, self._number = match_over, number
        self.retranslate()
        self.set_text(text)
        self.number.setVisible(number is not None)
        self.end_button.setVisible(self.can_end and not match_over and self.side is None)
        self.ensurePolished()
        self._set_form(*self.FORMS[0])
        self._prepared = (text, match_over, number, self.can_end, self.side)

    def find_room(self) -> None:
        """Look for the room of the prepared summary in its first form (a turn before it
        shows, where it asks the same question again)."""
        if self._prepared is None or self.word_placer is None:
            return
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()
        self.adjustSize()  # hidden, as it will be shown: measured by prepare()'s form
        self.word_placer(self.size(), self.x_share, self.y_share)

    def show_summary(self, text: str, match_over: bool, number: int | None = None) -> None:
        if self._prepared != (text, match_over, number, self.can_end, self.side):
            self.prepare(text, match_over, number)
        self._prepared = None
        self.popup()
        self.button.setFocus()

    def follow(self, model: LinesModel) -> None:
        """While open, say what ``model`` (the table's end-of-deal words) says: worded anew
        when the deck or the language changes."""
        def reworded() -> None:
            if self.isVisible() and model.rows:
                self.set_text(model.text())

        model.modelReset.connect(reworded)

    def set_text(self, text: str) -> None:
        """The summary's words (the table's end-of-deal model), each name with its figure."""
        text += "\n\n" + self.side() if self.side is not None else ""
        self.text.setText(keep_figures(text))
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(text)
        # A wrapped label does not tell the layout its height: give it what the width needs
        # (measured free of the last text's height, which it would not go below).
        self.text.setMinimumHeight(0)
        self.text.setFixedHeight(self.text.heightForWidth(self.text.width()))

    def _title_words(self) -> None:
        self.title.setText(words("table", "The match is over") if self._match_over else
                           words("table", "The hand is over") if self.deal_word == "hand" else
                           words("table", "The deal is over"))

    def retranslate(self) -> None:
        """The panel's own words in the app's language (the summary's text is the table's)."""
        self._title_words()
        self.number.setText(words("table", "Deal number {n}").format(n=self._number)
                            if self._number is not None else "")
        self.review_button.setText(words("table", "Review (R)"))
        self.review_button.setToolTip(words("table", "Step through this deal move by move, "
                                                     "every hand open"))
        self.analyse_button.setText(words("table", "Analyse (A)"))
        self.analyse_button.setToolTip(words("table", "How well you played this deal: each "
                                                      "decision rated, the better choice shown"))
        self.button.setText(words("table", "Back to the match") if self.side is not None else
                            words("table", "New game") if self._match_over else
                            words("table", "Next deal"))
        self.again_button.setText(words("table", "Play this deal again…"))
        self.again_button.setToolTip(words("table", "The same cards to the same seats, in your "
                                                    "seat or another; the match waits"))
        self.end_button.setText(words("table", "End the session"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "end_button"):
            self.retranslate()

    def take_key(self, event: QKeyEvent) -> bool:
        if event.key() in (*ENTER, Qt.Key.Key_Space) and not self.end_button.hasFocus():
            self.button.click()
        elif event.key() == Qt.Key.Key_R:
            self.review_button.click()
        elif event.key() == Qt.Key.Key_A and self.analyse_button.isVisible():
            self.analyse_button.click()
        else:
            return False
        return True

    def _end(self) -> None:
        self.hide()
        self.end_session.emit()

    def _go(self) -> None:
        self.hide()
        (self.back if self.side is not None else self.new_game if self._match_over
         else self.next_deal).emit()


__all__ = ["DealSummaryPanel"]
