"""The pace of computer turns, so a person can follow them.

A computer's decision is shown only once the table is still and then a moment has passed
(:attr:`Pace.pause_ms`, the computer-speed setting, apart from the speed of motion): each
bet, call and card can be read before the next. With ``pause_after_trick`` the table also
stops after each finished trick (a closed Poch chain), and with ``pause_after_call`` after
each computer call that is no card, until the person goes on (:meth:`Pace.go_on`: Space,
Enter or a click on the table); the status line says so. With ``auto_forced`` a person's
only legal move is made for them.

Nothing here decides a move: a held decision is the computer's, handed in later by the
one road (:meth:`~cardtable.ui.play.computers.Computers._hand_in`); a forced move is handed
in like a gesture.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.engine.events import Event
from cardtable.storage import Settings
from cardtable.ui.play.computers import Computers
from cardtable.ui.play.flow import Flow
from cardtable.ui.play.looks import Looks
from cardtable.ui.words.text import words

__all__ = ["TRICK_ENDS", "Pace"]

# The events after which "pause after each trick" stops the table.
TRICK_ENDS = frozenset({"trick", "chain_closed"})


class Pace(QObject):
    waiting_changed = Signal(bool)  # the table stops for the person to go on (or goes on)

    def __init__(self, flow: Flow, computers: Computers, looks: Looks) -> None:
        super().__init__(flow)
        self.flow, self.computers = flow, computers
        self.pause_ms = 0  # after each computer decision, once the table is still
        self.pause_after_trick = False
        self.pause_after_call = False
        self.auto_forced = False
        self.waiting = False  # stopped until the person goes on
        self._held: Callable[[], None] | None = None  # a decision not shown yet
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._release)
        self._forced: tuple[int, int, str] | None = None  # (seat, moves, action) to make
        self._forced_timer = QTimer(self)  # the part's own: it goes with the table
        self._forced_timer.setSingleShot(True)
        self._forced_timer.timeout.connect(self._play_forced)
        computers.pace = self.hold
        looks.followed.connect(self.follow)
        flow.animator.idle.connect(self._try)
        flow.cleared.connect(self._forget)
        flow.computer_waits.connect(self._say_waiting)
        flow.computer_waits.connect(self._try)  # the table let go (a question answered)
        flow.person_waits.connect(self._on_person_waits)
        flow.scene_changed.connect(self._on_new_table)

    def follow(self, settings: Settings) -> None:
        """The computer pace, the pauses and forced moves as ``settings`` say."""
        self.configure(settings.computer_pause_ms, settings.pause_after_trick,
                       settings.pause_after_call, settings.auto_forced)

    def configure(self, pause_ms: int, after_trick: bool, after_call: bool,
                  auto_forced: bool) -> None:
        """The settings, at once (mid-deal too)."""
        self.pause_ms = max(0, pause_ms)
        self.pause_after_trick, self.pause_after_call = after_trick, after_call
        self.auto_forced = auto_forced
        if self.waiting and not (after_trick or after_call):
            self.go_on()
        else:
            self._try()

    # --- a computer's decision ---------------------------------------------------------------
    @property
    def holding(self) -> bool:
        """A computer's decision is made and waits to be shown."""
        return self._held is not None

    def hold(self, hand_in: Callable[[], None]) -> None:
        """Show a computer's decision when the pace lets it (at once with no pause)."""
        if not self.pause_ms and not self.waiting and not self.flow.held:
            self._hand_in(hand_in)
            return
        self._held = hand_in
        self._try()

    def _try(self) -> None:
        """The table is still: the held decision comes after the pause."""
        if self._held is None or self.waiting or self.flow.held or self.flow.animator.busy:
            return
        if not self._timer.isActive():
            self._timer.start(self.pause_ms)

    def _release(self) -> None:
        if self._held is None or self.waiting or self.flow.held:
            return
        if self.flow.animator.busy:  # motion began meanwhile (a resize, a look back)
            return  # idle tries again
        hand_in, self._held = self._held, None
        self._hand_in(hand_in)

    def _hand_in(self, hand_in: Callable[[], None]) -> None:
        flow = self.flow
        before = len(flow.state.history) if flow.state is not None else 0
        hand_in()
        state = flow.state
        if (self.pause_after_call and flow.taken and state is not None
                and len(state.history) > before):
            action = state.history[before]
            if action.kind != "play" and not state.is_over:
                self._wait()

    def _forget(self) -> None:
        """A new table or an undo: what was held is of a position that is gone."""
        self._held = None
        self._timer.stop()
        if self.waiting:
            self.waiting = False
            self.waiting_changed.emit(False)

    # --- events in view ----------------------------------------------------------------------
    def _on_new_table(self, _scene: object) -> None:
        if self.flow.presenter is not None:
            self.flow.presenter.beat = self.beat
            self.flow.presenter.also_landed.append(self._on_event)

    def beat(self, event: Event) -> int:
        """How long ``event`` stays in view (ms): the game's share of the pause."""
        adapter = self.flow.adapter
        share = adapter.beats.get(event.kind, 0.0) if adapter is not None else 0.0
        return round(self.pause_ms * share)

    # --- stopping for the person ----------------------------------------------------------------
    def _on_event(self, event: Event) -> None:
        if self.pause_after_trick and event.kind in TRICK_ENDS:
            state = self.flow.state
            if state is not None and not state.is_over:
                self._wait()

    def _wait(self) -> None:
        if not self.waiting:
            self.waiting = True
            self.waiting_changed.emit(True)
            state = self.flow.state
            if not self.flow.animator.busy and state is not None and not state.is_over \
                    and not self.flow.is_human(state.current_player):
                self._say_waiting()  # the table went still before it stopped

    def go_on(self) -> bool:
        """The person goes on (Space, Enter, a click): False if the table was not waiting."""
        if not self.waiting:
            return False
        self.waiting = False
        self.waiting_changed.emit(False)
        self.flow.finish_motion()
        if self._held is not None:
            self._timer.stop()
            self._timer.start(0)  # they have read it: no second pause
        self.flow.on_idle()
        return True

    def _say_waiting(self) -> None:
        """The table is still with a computer on turn: say that it waits for the person."""
        if self.waiting:
            self.flow.status_changed.emit(words(
                "table", "Paused: press Space or Enter, or click the table, to go on."))

    def _on_person_waits(self, seat: int) -> None:
        """A person on turn needs no pause (they act when ready); their only move is made
        for them if they asked for that."""
        if self.waiting:
            self.waiting = False
            self.waiting_changed.emit(False)
        state = self.flow.state
        if not self.auto_forced or state is None or not self.flow.human_on_turn():
            return
        legal = state.legal_actions()
        if len(legal) != 1:
            return
        self._forced = (seat, len(state.history), str(legal[0]))
        self._forced_timer.start(self.pause_ms // 2)  # seen a moment, then made

    def _play_forced(self) -> None:
        forced, self._forced = self._forced, None
        state = self.flow.state
        if forced is None or state is None or len(state.history) != forced[1] \
                or not self.flow.human_on_turn():
            return  # the person acted first, or the table moved on
        self.flow.move_handed_in.emit(forced[0], forced[2])
