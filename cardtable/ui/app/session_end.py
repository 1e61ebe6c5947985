"""Ending a session of a chip game between deals: asked first when deals are left (one
misclick beside "Next deal" ended a 12-deal Poch session after its first deal), and its
winners named in the banner, as a session that ends by its length names them. And a deal
played again by its number: dealt by the seat that dealt it, so every hand is the same; a
past game's deal is played again so too, from its review, as a new game's first deal."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from cardtable.engine import Start
from cardtable.seats import SeatConfig
from cardtable.session import Session
from cardtable.session.again import AgainError, Anew, anew
from cardtable.ui.play.outcome import Outcome, session_outcome
from cardtable.ui.words.naming import named_now
from cardtable.ui.words.text import words

if TYPE_CHECKING:  # the review's module loads when a review first opens
    from cardtable.ui.app.review import ReviewWindow


def dealer_of_number(match: Any, number: int) -> int | None:
    """Who dealt the deal of that number in ``match`` (played, or on the table), or None if
    it was not dealt there: the same number and the same dealer give every seat the same
    hand again (the number alone only gives the same pack)."""
    if match.state is not None and match.deal_seed_now == number:
        return int(match.current_record().dealer)
    return next((r.dealer for r in reversed(match.records) if r.seed == number), None)


def deals_left(session: Session) -> int:
    """The deals still to play in a session of a fixed length (0: none, or open-ended)."""
    total = getattr(session.match.options, "session_deals", 0) or 0
    return max(0, total - len(session.match.results))


def ask_to_end(parent: QWidget, session: Session | None, end: Callable[[], None],
               keep: Callable[[], None]) -> QMessageBox | None:
    """Run ``end`` at once when no deal is left; else ask, and run it on a yes, ``keep`` on
    a no."""
    left = deals_left(session) if session is not None else 0
    if not left:
        end()
        return None
    assert session is not None
    total = len(session.match.results) + left
    box = QMessageBox(QMessageBox.Icon.Question, words("table", "End the session?"),
                      words("table", "%n deals of {total} are still to play. End the session "
                                     "now and settle the chips?", left).format(total=total),
                      QMessageBox.StandardButton.NoButton, parent)
    stop = box.addButton(words("table", "End it now"), QMessageBox.ButtonRole.DestructiveRole)
    play_on = box.addButton(words("table", "Play on"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(play_on)
    box.setEscapeButton(play_on)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered(button: Any) -> None:
        (end if button is stop else keep)()

    box.buttonClicked.connect(answered)
    box.open()
    return box


def end_asking(window: Any) -> None:
    """The end-of-deal panel's "End the session" on ``window`` (the main window): asked
    first while deals are left, then ended, its winners named in the banner."""

    def end() -> None:
        window.ending.end_session()
        told = ended_outcome(window.flow.session)
        if told is not None:
            window.outcome.show_outcome(told)

    ask_to_end(window, window.flow.session, end, window.summary.popup)


def ended_outcome(session: Session | None) -> Outcome | None:
    """Who won a session the players have just ended (None if it is not over)."""
    if session is None or not session.match.is_over():
        return None
    return session_outcome(session)


def play_number(window: Any, number: int | None) -> None:
    """Game ▸ Play deal number … on ``window`` (the main window): this game (or the last
    one) again from deal ``number``, asked first if a game in progress would be lost."""
    if number is None:
        return
    session = window.flow.session
    if session is None:
        window.confirm_abandon(lambda: _start_numbered(window, window.settings.last_game,
                                                       None, None, number))
        return
    game, options, seats = session.info.id, session.match.options, list(session.seats)
    dealer = dealer_of_number(session.match, number)
    window.confirm_abandon(lambda: _start_numbered(window, game, options, seats, number,
                                                   dealer))


def _start_numbered(window: Any, game_id: str, options: Any, seats: list[SeatConfig] | None,
                    number: int, dealer: int | None = None) -> None:
    """Dealt by ``dealer`` (who dealt ``number`` before), each hand is that deal's again and
    the side panel says so."""
    if options is None:
        window.start_saved_choices(game_id)  # the last choices, then that deal instead
        session = window.flow.session
        assert session is not None
        options, seats = session.match.options, list(session.seats)
        game_id = session.info.id
    window.replayed = number if dealer is not None else None
    window.start_game(game_id, options, seats, deal_seed=number,
                      start=Start(first_dealer=dealer) if dealer is not None else None)


def offer_anew(window: Any, review: ReviewWindow | None,
               seats: Sequence[SeatConfig] | None) -> ReviewWindow | None:
    """The review of a past game (or a saved game) offers to play the deal it shows again
    as the first deal of a new game at the same seats, with the same options: only for a
    deal that comes out the same (``session.again.anew``), and only when the file keeps its
    seats; the review closes once the new game is on the table."""
    if review is None or seats is None:
        return review
    plans: dict[int, Anew | None] = {}

    def plan(index: int) -> Anew | None:
        if index not in plans:
            try:
                plans[index] = anew(review.deals[index], seats)
            except AgainError:
                plans[index] = None  # no button: nothing it could do
        return plans[index]

    def play(index: int) -> None:
        chosen = plan(index)
        if chosen is None:
            return

        def start() -> None:
            _start_anew(window, chosen)
            review.close()

        window.confirm_abandon(start)

    review.offer_again(lambda index: plan(index) is not None, anew=True)
    review.again.connect(play)
    return review


def _start_anew(window: Any, plan: Anew) -> None:
    """A new game of ``plan``'s game, its deal first (the side panel says it is played
    again); last time's "You" in today's words."""
    seats = [SeatConfig(named_now(s.name), s.human, s.level) for s in plan.seats]
    window.replayed = plan.seed
    window.start_game(plan.game, plan.options, seats, deal_seed=plan.seed, start=plan.start())
