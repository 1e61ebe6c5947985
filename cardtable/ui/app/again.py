"""Play this deal again (issue 29): the same cards to the same seats, the person in the
seat they choose, the computers in the others, and at the end the two results side by side,
as a duplicate tournament compares players.

From the end-of-deal panel ("Play this deal again…") or Game ▸ Play the last deal again…
(the match's last finished deal, even while the next one is in play). A small dialog asks
which seat to take, each named by the player who held it and what they scored there. The
deal played again is a side deal (cardtable/session/again.py): the match waits, unchanged,
not autosaved over and not counted in the statistics; "Back to the match" brings it back
where the person left it (the end-of-deal panel they left, or the deal they were playing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.errors import CardtableError
from cardtable.session import Session
from cardtable.session.again import (
    AgainError,
    FirstTime,
    SideSession,
    deal_again,
    first_time,
    last_finished,
)
from cardtable.ui.play.ending import DealEnd
from cardtable.ui.words.text import words

if TYPE_CHECKING:  # the review's module loads when a review first opens
    from cardtable.ui.app.review import ReviewWindow

__all__ = ["DealAgain", "SeatDialog"]


def why_words(error: AgainError) -> str:
    """Why a deal cannot be played again, in the app's language."""
    reasons = {
        "none": words("again", "No deal of this game has been played to its end yet: finish "
                               "a deal, then play it again."),
        "people": words("again", "A deal is played again by one person against the "
                                 "computers; at this table several people play."),
        "differs": words("again", "This deal cannot be dealt again the same way."),
    }
    return reasons.get(error.why, words("again", "This deal cannot be played again."))


class SeatDialog(QDialog):
    """Which seat to take in the deal played again: each seat by the player who held it
    and what they scored there; another seat than the person's is chosen at first."""

    def __init__(self, parent: QWidget | None, seats: list[str], first: int) -> None:
        super().__init__(parent)
        self.setWindowTitle(words("again", "Play this deal again"))
        layout = QVBoxLayout(self)
        text = QLabel(words("again", "Everybody gets the same cards again, dealt by the same "
                                     "dealer. Where do you sit this time? The computers play "
                                     "the other seats; your match waits until you are back."),
                      self)
        text.setWordWrap(True)
        layout.addWidget(text)
        self.group = QButtonGroup(self)
        self.buttons_of: list[QRadioButton] = []
        for seat, label in enumerate(seats):
            button = QRadioButton(label, self)
            self.group.addButton(button, seat)
            self.buttons_of.append(button)
            layout.addWidget(button)
        self.buttons_of[(first + 1) % len(seats)].setChecked(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.play = QPushButton(words("again", "Play it"), self)
        self.play.setDefault(True)
        self.buttons.addButton(self.play, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def seat(self) -> int:
        return self.group.checkedId()


class DealAgain(QObject):
    """Plays deals again on ``window`` (the main window) and brings the match back."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.side: SideSession | None = None  # the deal played again
        self.match: Session | None = None  # the match waiting
        self.first: FirstTime | None = None
        self.chosen = 0  # the person's seat this time
        self.left: DealEnd | None = None  # the end-of-deal panel the match was left at
        window.summary.again.connect(self.ask)
        window.summary.back.connect(self.back)
        window.flow.deal_started.connect(self._started)
        window.installEventFilter(self)  # a switch of language rewords the side panel's line

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange and self.playing:
            QTimer.singleShot(0, self, self._word_deal)  # after the window's own words
        return False

    @property
    def playing(self) -> bool:
        """A deal played again is on the table."""
        return self.side is not None and self.window.flow.session is self.side

    def ask(self, number: int | None = None) -> QDialog | None:
        """Which seat? (deal ``number`` of the match, by default its last finished one;
        again the same deal while one is played again); a clear message instead, and
        nothing changes, if it cannot be."""
        base = self.match if self.playing else self.window.flow.session
        try:
            if base is None:
                raise AgainError("no game on the table", "none")
            first = self.first if self.playing and self.first is not None else \
                first_time(base, last_finished(base) if number is None else number)
        except AgainError as exc:
            self._refuse(exc)
            return None
        dialog = SeatDialog(self.window, self._seat_words(first), first.seat)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.play(base, first, dialog.seat()))
        dialog.open()
        return dialog

    def offer_in(self, review: ReviewWindow | None) -> ReviewWindow | None:
        """The review of this match's deals offers to play the deal it shows again (it
        closes once the deal is played again)."""
        if review is not None and len(self.window.flow.humans) == 1:
            review.offer_again(lambda _index: True)
            review.again.connect(lambda index: self._from_review(review, index))
        return review

    def _from_review(self, review: ReviewWindow, index: int) -> None:
        dialog = self.ask(index + 1)
        if dialog is not None:
            dialog.accepted.connect(review.close)

    def play(self, base: Session, first: FirstTime, chosen: int) -> None:
        """Deal ``first``'s deal again beside ``base``, the person in seat ``chosen``."""
        try:
            side = deal_again(base, first, chosen)
        except AgainError as exc:
            self._refuse(exc)
            return
        except CardtableError:
            self._refuse(AgainError("", "differs"))
            return
        window = self.window
        if not self.playing:  # the match is left here; deals played again come back to it
            self.match = base
            self.left = window.ending.last_deal_over if not base.in_play else None
        self.side, self.first, self.chosen = side, first, chosen
        window.summary.hide()
        window.outcome.hide()
        window.flow.take(side, fresh=True)

    def back(self) -> None:
        """Back to the match, where the person left it."""
        match, left, flow = self.match, self.left, self.window.flow
        self.side = self.match = self.first = self.left = None
        if match is None:
            return
        flow.take(match, between=not match.in_play)
        show_left_panel(self.window, match, left)

    # --- words ----------------------------------------------------------------------------
    def _started(self, number: int, _seed: int | None) -> None:
        """Every new deal: whether it is a deal played again (the panel's last words and
        its button say so), and whether one may be played again here."""
        flow, summary = self.window.flow, self.window.summary
        if self.side is not None and flow.session not in (self.side, self.match):
            self.side = self.match = self.first = self.left = None  # another game replaced it
        summary.side = self.compared if self.playing else None
        summary.again_button.setVisible(len(flow.humans) == 1)
        summary.retranslate()
        self._word_deal()

    def _word_deal(self) -> None:
        """The side panel's line naming the deal played again and the person's seat."""
        first = self.first
        if not self.playing or first is None:
            return
        if self.chosen == first.seat:
            text = words("again", "Deal {n} played again, in your seat").format(n=first.number)
        else:
            text = words("again", "Deal {n} played again, in {name}'s seat").format(
                n=first.number, name=first.names[self.chosen])
        self.window.deal_label.setText(text)

    def _amount(self, points: int) -> str:
        adapter = self.window.flow.adapter
        return adapter.amount_words(points) if adapter is not None else str(points)

    def _seat_words(self, first: FirstTime) -> list[str]:
        """Each seat as the dialog offers it: who held it, what they scored there."""
        return [words("again", "Your seat again ({amount} the first time)").format(
                    amount=self._amount(first.points(seat))) if seat == first.seat else
                words("again", "{name}'s seat ({amount} for {name} the first time)").format(
                    name=first.names[seat], amount=self._amount(first.points(seat)))
                for seat in range(len(first.names))]

    def compared(self) -> str:
        """The two results side by side, in the game's units: the person's first time, the
        player who held the chosen seat then, and the person in it now."""
        side, first = self.side, self.first
        if side is None or first is None or not side.match.results:
            return ""
        now = self._amount(side.match.results[-1].points[self.chosen])
        lines = [words("again", "First time (you in your seat): {amount}").format(
            amount=self._amount(first.points(first.seat)))]
        if self.chosen == first.seat:
            lines.append(words("again", "This time (you in your seat again): {amount}").format(
                amount=now))
        else:
            name = first.names[self.chosen]
            lines.append(words("again", "First time ({name} in that seat): {amount}").format(
                name=name, amount=self._amount(first.points(self.chosen))))
            lines.append(words("again", "This time (you in {name}'s seat): {amount}").format(
                name=name, amount=now))
        return "\n".join(lines)

    def _refuse(self, error: AgainError) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Information, words("again", "Play this deal again"),
                          why_words(error), QMessageBox.StandardButton.Ok, self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # never blocks the table
        return box


def show_left_panel(window: Any, match: Session, left: DealEnd | None) -> None:
    """A match taken back between deals (``Flow.take(between=True)``): every hand of its last
    deal open again, then the end-of-deal panel the person left, "Next deal" on it (made
    anew from the match's last result if they left before it showed). Nothing for a match
    in play."""
    flow = window.flow
    state, adapter, presenter = flow.state, flow.adapter, flow.presenter
    if match.in_play or state is None or adapter is None or presenter is None:
        return
    ending, played = window.ending, match.match
    if left is None or left.deal != len(played.results):  # left before its panel showed
        left = DealEnd(adapter.summary(played.results[-1], played), played.is_over(),
                       len(played.results), played.records[-1].seed)

    def panel() -> None:  # the one they left, "Next deal" on it
        ending.last_deal_over = left
        flow.status_changed.emit(adapter.deal_over_words())
        ending.deal_shown.emit(left)

    hands = tuple(state.view(seat).hand for seat in range(state.num_seats))
    flow.animator.enqueue_all([presenter.reveal_step(hands), panel])  # every hand open
