"""Panels that sit over the table without blocking the app: a yes/no question, the
end-of-deal summary with its "Next deal" button, a decision of the game (bids …) and the
question whether to resume the game in progress. Each answers to the keyboard too."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.models.observed import LinesModel
from cardtable.ui.table.access import scaled
from cardtable.ui.words.text import keep_figures, words

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

_PANEL_STYLE = ("QFrame#panel { background: rgb(250, 246, 234); border: 2px solid #b8860b;"
                " border-radius: 14px; } QLabel { color: #222; font-size: 16px; }"
                " QPushButton { font-size: 15px; padding: 6px 20px; }"
                # The button Tab reached (ui/app/focus.py) wears a frame.
                " QPushButton:focus { border: 3px solid #1565c0; border-radius: 5px;"
                " background: #eef4fd; color: #111; }")


# A choice panel that hides more than this share of another hand or pile tries its compact
# form: smaller words and buttons (ChoicePanel.compact). Any at all: a hand half hidden at
# 1280x720 (Pochen) was a hand a person could not count.
COVERS_TOO_MUCH = 0.0
_COMPACT_STYLE = (" QLabel { font-size: 13px; } QPushButton { font-size: 13px;"
                  " padding: 3px 8px; }")


class Panel(QFrame):
    """A framed panel kept centred on its parent (the table view)."""

    def __init__(self, parent: QWidget, y_share: float = 0.5, x_share: float = 0.5) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(scaled(_PANEL_STYLE))
        self.setProperty("css_as_written", _PANEL_STYLE)
        self.y_share = y_share
        self.x_share = x_share
        # Where the panel leaves the words on the table readable (the window's, from the
        # scene's clear_spot); None: centred where the shares say.
        self.word_placer: Callable[[QSize, float, float], tuple[QPoint, float] | None] | None \
            = None
        self.covers = 0.0  # how much of the table's words it covers where placed last
        parent.installEventFilter(self)
        self.hide()

    def place(self) -> None:
        """Centred where its shares say; with a ``word_placer``, then moved to the nearest
        spot that leaves the table's words readable."""
        layout = self.layout()
        if layout is not None:  # a button just shown or reworded counts now, not next pass
            layout.invalidate()
            layout.activate()
        self.adjustSize()
        p = self._host().rect()
        x = round(p.width() * self.x_share - self.width() / 2)
        self.move(max(0, min(x, p.width() - self.width())),
                  max(0, round(p.height() * self.y_share - self.height() / 2)))
        self.covers = 0.0
        if self.word_placer is not None:
            found = self.word_placer(self.size(), self.x_share, self.y_share)
            if found is not None:  # inside the view even while the table has an older size
                self.covers = found[1]
                self.move(max(0, min(found[0].x(), p.width() - self.width())),
                          max(0, min(found[0].y(), p.height() - self.height())))

    def _title(self, text: str, pixel_size: int) -> QLabel:
        """The panel's bold, centred heading."""
        title = QLabel(text, self)
        font = title.font()
        font.setPixelSize(pixel_size)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return title

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The panel's own keys (``take_key``) first; then Enter presses the button that has
        the focus and Left/Right move between them."""
        if self.take_key(event):
            return
        focused = self.focusWidget()
        key = event.key()
        buttons = [b for b in self.findChildren(QPushButton)
                   if b.isVisible() and b.focusPolicy() != Qt.FocusPolicy.NoFocus]
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focused, QPushButton):
            focused.click()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and focused in buttons and buttons:
            step = 1 if key == Qt.Key.Key_Right else -1
            buttons[(buttons.index(focused) + step) % len(buttons)].setFocus()
        else:
            super().keyPressEvent(event)

    def popup(self) -> None:
        # Shown first, then placed: a hidden panel's layout does not yet know its size (the
        # summary then grew past the view's edge); no frame is painted in between.
        self.show()
        self.place()
        self.raise_()

    def _host(self) -> QWidget:
        host = self.parentWidget()
        assert host is not None  # made with the table view as parent
        return host

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host() and event.type() == QEvent.Type.Resize and self.isVisible():
            # At once inside the new size, and again once the table is laid out at it (the
            # view's own resize comes after this filter): clear of where the words went.
            self.place()
            QTimer.singleShot(0, self._replace_if_shown)
        return False

    def _replace_if_shown(self) -> None:
        if self.isVisible():
            self.place()

    def take_key(self, event: QKeyEvent) -> bool:
        """A key pressed anywhere on the table while the panel is up; True if it answered."""
        return False


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
        if key == Qt.Key.Key_Y or (key in _ENTER and not self.no.hasFocus()):
            self._answer(True)
        elif key in (Qt.Key.Key_N, Qt.Key.Key_Escape) or key in _ENTER:
            self._answer(False)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab):
            (self.no if self.yes.hasFocus() else self.yes).setFocus()
        else:
            return False
        return True

    def _answer(self, yes: bool) -> None:
        self.hide()
        self.answered.emit(yes)


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
        css = _PANEL_STYLE + (_COMPACT_STYLE if compact else "")
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
        buttons = [b for b in (self.review_button, self.button, self.end_button)
                   if not b.isHidden()]
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

    def show_summary(self, text: str, match_over: bool, number: int | None = None) -> None:
        self._match_over, self._number = match_over, number
        self.retranslate()
        self.set_text(text)
        self.number.setVisible(number is not None)
        self.end_button.setVisible(self.can_end and not match_over and self.side is None)
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
        if event.key() in (*_ENTER, Qt.Key.Key_Space) and not self.end_button.hasFocus():
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
        if event.key() in _ENTER:
            (self.new_button if self.new_button.hasFocus() else self.resume_button).click()
        elif event.key() == Qt.Key.Key_Escape:
            self.new_button.click()
        else:
            return False
        return True

    def _answer(self, signal: Any) -> None:
        self.hide()
        signal.emit()


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
        css = _PANEL_STYLE + (_COMPACT_STYLE if on else "")
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
