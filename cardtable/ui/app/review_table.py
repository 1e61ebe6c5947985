"""One finished deal on a table of its own, at any position, every hand face up: the real
table (the game's adapter, the scene, the presenter) driven by a
:class:`~cardtable.session.Review` instead of a game, for the review window
(``ui/app/review.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.engine import DealRecord, RecordError, View
from cardtable.games import get_game, replay
from cardtable.session import Review
from cardtable.ui.games import TableAdapter, adapter_for
from cardtable.ui.models.table import TableModel
from cardtable.ui.play.presenter import Presenter
from cardtable.ui.table.animation import Animator, StepResult
from cardtable.ui.table.scene import TableScene


class ReviewTable:
    """One finished deal on a table of its own, at any position, every hand face up."""

    def __init__(self, record: DealRecord, names: Sequence[str], style: str, back: str,
                 felt: str, animator: Animator, bottom: int = 0) -> None:
        info = get_game(record.game)
        self.review = Review(record)  # RecordError if it does not replay or is not finished
        self.names = list(names)
        self.bottom = bottom  # the seat drawn at the bottom (the person's)
        self.adapter: TableAdapter[Any] = adapter_for(info, self.names)
        self.adapter.german_names = style == "german"
        self.adapter.options = self.review.state.options
        self.model = TableModel(record.num_seats)
        self.adapter.setup(self.model)
        self.animator = animator
        self.scene = TableScene(self.model, self.adapter, animator, style, back, felt)
        self.scene.set_viewer(bottom)
        self.presenter = Presenter(self.model, self.scene, self.adapter, animator)
        self.scene.warm_up(sorted(set(record.deck)))  # every face drawn ahead, not mid-motion

    def _view(self) -> View:
        return self.review.state.view(self.bottom)

    def _open_hands(self) -> None:
        """Every seat's hand face up, sorted as the game sorts a hand."""
        for seat, hand in enumerate(self.review.hands()):
            cards = sorted((c for c in range(54) if hand >> c & 1), key=self.adapter.hand_order)
            self.model.hand(seat).sync_cards(cards)

    def _plates(self) -> None:
        view = self._view()
        infos = [self.adapter.plate_info(view, s) for s in range(view.num_seats)]
        self.scene.set_plates(self.names, infos, view.dealer, view.current_player)
        self.scene.set_badge(self.adapter.table_badge(view))

    def show_now(self) -> None:
        """The position at once, without motion."""
        self.animator.finish_all()
        self.presenter.sync_models(self._view(), True, keep_lying=False)
        self._open_hands()
        with self.scene.plates_once():
            for t in self.scene.relayout("settle", instant=True).tweens:
                t.setter(t.end)
            self._plates()

    def go_to(self, position: int) -> None:
        self.review.go_to(position)
        self.show_now()

    def forward(self) -> bool:
        """One move on, with its motion; False at the end. A move still in motion lands at
        once (without motion, a few steps a turn: Animator.hurry), and the next starts in
        the event loop's next turn: all in one would be a frame of twice the work."""
        if self.review.position >= len(self.review):
            self.animator.finish_all()
            return False
        hurried = self.animator.busy
        if hurried:
            self.animator.hurry()
        self.review.forward()
        last = self.review.last_move
        assert last is not None
        view = self._view()

        def settle() -> StepResult:
            self.presenter.sync_models(view, True)
            self._open_hands()
            with self.scene.plates_once():
                self._plates()
                return self.scene.relayout("settle")

        self.animator.enqueue_all(self.presenter.event_steps(last[2], self.bottom, view,
                                                             hold_lying=False, open_hands=True)
                                  + [settle], next_turn=hurried)
        return True

    def back(self) -> bool:
        if not self.review.back():
            return False
        self.show_now()
        return True


def cannot_show(record: DealRecord) -> str:
    """Why a deal cannot be reviewed ("" if it can): it does not replay, is not finished,
    or is of a game this version has no table for."""
    try:
        get_game(record.game)
        if not replay(record).is_over:
            return "the deal is not finished"
    except RecordError as exc:
        return str(exc)
    return ""


__all__ = ["ReviewTable", "cannot_show"]
