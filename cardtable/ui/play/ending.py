"""The end of a deal and of a session: the score sheet's rows, the chips the end moves, every
hand face up, the summary, the sound and the banner of a Bummerl or a match won, each once the
deal's last card has landed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Signal

from cardtable.engine import DealResult
from cardtable.engine.match import ChipMatch
from cardtable.session import Applied
from cardtable.ui.play import feed
from cardtable.ui.play.flow import Flow
from cardtable.ui.play.outcome import outcome_of
from cardtable.ui.table.animation import Step, StepResult, turn_over
from cardtable.ui.table.scene import TableScene

__all__ = ["DealEnd", "Ending"]


@dataclass(frozen=True)
class DealEnd:
    """What the end-of-deal panel shows: the summary, whether the match is over,
    the deal's place in the match (1 for the first) and its number (its seed; None for a
    deal from a given pack)."""

    text: str
    match_over: bool
    deal: int
    seed: int | None


class Ending(QObject):
    deal_over = Signal(str, bool)  # summary, whether the match is over
    deal_ending = Signal(object)  # a DealEnd, a frame before deal_shown (words, no room yet)
    deal_room = Signal(object)  # a DealEnd, a turn before deal_shown (the room looked for)
    deal_shown = Signal(object)  # a DealEnd, once the deal's last card has landed
    outcome = Signal(object)  # a Bummerl or the match won (ui/play/outcome.Outcome), once shown

    def __init__(self, flow: Flow) -> None:
        super().__init__(flow)
        self.flow = flow
        self.last_deal_over: DealEnd | None = None
        flow.scene_changed.connect(self._fill_sheet)
        flow.deal_scored.connect(self._deal_scored)

    def _fill_sheet(self, _scene: TableScene | None) -> None:
        """A new table's score sheet, with the rows of the deals already played."""
        match = self.flow.match
        for i, result in enumerate(match.results if match is not None else ()):
            self._add_sheet_row(result, i + 1)

    def reword_sheet(self) -> None:
        """The score sheet in the app's language (after a switch: its columns, "Pot",
        "Deal 3", "Balance"): written anew from the match's deals, and the closing row of a
        session that is over. Not while chips or cards still move (a row may be on its
        way to the sheet)."""
        flow = self.flow
        match, adapter, sheet = flow.match, flow.adapter, flow.score_sheet
        if match is None or adapter is None or sheet is None or flow.animator.busy:
            return
        sheet.restart(adapter.sheet_layout(match))
        self._fill_sheet(None)
        closing = getattr(match, "closing_moves", ())
        if closing and match.is_over():
            self._add_closing_row(adapter.closing_row(closing, match))

    def _deal_scored(self, done: Applied) -> None:
        assert done.result is not None
        self._deal_finished(done.result, done.match_over)
        self._announce(done)

    def _deal_finished(self, result: DealResult, over: bool) -> None:
        """The session has scored the deal: once its last card has landed, the score sheet,
        the chips a session's end moves, every hand face up, and the summary."""
        flow = self.flow
        match, adapter, presenter, state = flow.match, flow.adapter, flow.presenter, flow.state
        assert match is not None and adapter is not None and presenter is not None
        assert state is not None
        number = len(match.results)
        end = DealEnd(feed.word_deal_end(flow.model, lambda: adapter.summary(result, match)),
                      over, number, match.records[-1].seed)
        closing = getattr(match, "closing_moves", ()) if over else ()
        flow.animator.enqueue(lambda: self._add_sheet_row(result, number))
        if closing:  # chips left on the table at the end fly, then get their row
            presenter.show_moves(closing, match.chips())
            row = adapter.closing_row(closing, match)
            flow.animator.enqueue(lambda: self._add_closing_row(row))
        hands = tuple(state.view(seat).hand for seat in range(state.num_seats))
        # The summary in a frame of its own (a frame after the last card lands): together,
        # the landing, the summary's room search and both paints were one late frame.
        flow.animator.enqueue_all([presenter.reveal_step(hands),
                                   lambda: StepResult([], hold=1), *self._end_steps(end)])

    def _add_sheet_row(self, result: DealResult, number: int) -> None:
        """Deal ``number``'s row on the score sheet, and a dividing row if one follows it."""
        match, adapter, sheet = self.flow.match, self.flow.adapter, self.flow.score_sheet
        assert match is not None and adapter is not None and sheet is not None
        sheet.add_deal(adapter.sheet_row(result, match), adapter.deal_label(number))
        divider = adapter.sheet_break(match, number)
        if divider is not None:
            sheet.add_break(*divider)

    def _add_closing_row(self, row: tuple[tuple[int, ...], str]) -> None:
        if self.flow.score_sheet is not None:
            self.flow.score_sheet.add_deal(*row, closing=True)

    def _end_steps(self, end: DealEnd) -> list[Step]:
        """The deal's end in words (the figures, the status, ``deal_ending``: the summary's
        words and size), a frame later ``deal_room`` (the summary looks for its room), and
        in the next turn ``deal_shown`` (it shows there): in one turn they were a late frame
        (7–10 ms in Poch)."""
        return [lambda: self._end_words(end), lambda: StepResult([], hold=1),
                lambda: self._look_for_room(end), turn_over, lambda: self._show_end(end)]

    def _end_words(self, end: DealEnd) -> None:
        flow = self.flow
        flow.catch_up()  # the score panel with the deal's points counted
        if flow.scene is not None:
            flow.scene.drop_captions()
        assert flow.adapter is not None
        flow.status_changed.emit(flow.adapter.deal_over_words())
        self.last_deal_over = end
        feed.show_deal_end(flow.model)
        self.deal_ending.emit(end)

    def _look_for_room(self, end: DealEnd) -> None:
        self.deal_room.emit(end)

    def _show_end(self, end: DealEnd) -> None:
        self.deal_shown.emit(end)  # the turns withdraw their offers first
        self.deal_over.emit(end.text, end.match_over)

    def _announce(self, done: Applied) -> None:
        """Once the deal's last card has landed: its sound, and a Bummerl or match won."""
        assert self.flow.session is not None
        told = outcome_of(done, self.flow.session)
        sound = "won" if told is not None and told.people_won else "deal_end"

        def tell() -> None:
            self.flow.sound.emit(sound)
            if told is not None:
                self.outcome.emit(told)

        self.flow.animator.enqueue(tell)

    # --- the end of a session -------------------------------------------------------------------
    def can_end_session(self) -> bool:
        """Whether the players may end the session now: a session of a chip game, between
        deals, not over by its length."""
        session = self.flow.session
        return (session is not None and isinstance(session.match, ChipMatch)
                and not session.in_play and not session.match.is_over())

    def end_session(self) -> None:
        """End the session between deals: what lies on the table is settled by the game's
        rule (its chips fly), the sheet gets its closing row and the match's summary shows."""
        flow = self.flow
        session, adapter, presenter = flow.session, flow.adapter, flow.presenter
        if not self.can_end_session() or session is None or adapter is None:
            return
        match = session.match
        assert isinstance(match, ChipMatch)
        session.end()
        flow.report_problems()
        closing = match.closing_moves
        if closing and presenter is not None:
            presenter.show_moves(closing, match.chips())
        if closing:  # the sheet's row once the chips have landed
            row = adapter.closing_row(closing, match)
            flow.animator.enqueue(lambda: self._add_closing_row(row))
        end = DealEnd(feed.word_deal_end(flow.model, lambda: adapter.say(match.standing())),
                      True, len(match.results), None)
        flow.animator.enqueue_all(self._end_steps(end))

    def retranslate(self) -> None:
        """Between deals, the end-of-deal panel and status in the new language."""
        flow = self.flow
        adapter, match, session = flow.adapter, flow.match, flow.session
        if session is None or session.in_play or self.last_deal_over is None \
                or match is None or adapter is None:
            return
        result = match.results[-1] if match.results else None
        if result is not None:
            end = replace(self.last_deal_over, text=adapter.summary(result, match))
            self.last_deal_over = end
            flow.status_changed.emit(adapter.deal_over_words())
            self.deal_shown.emit(end)
            self.deal_over.emit(end.text, end.match_over)
