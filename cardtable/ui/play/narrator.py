"""The deal's log: each call and play in words as it lands on the table, in the
:class:`~cardtable.ui.models.deal_log.DealLog` the side panel shows.

Each event is worded by the game's adapter (:meth:`TableAdapter.log_words`) as the person
at the table may see it (hot-seat: as an onlooker), when its motion lands. A new deal
starts an empty log; a deal shown without motion (a resumed game) or taken back (an undo)
is written anew from the events of the view.

While the table moves, the status line says what is happening now: the phase of the deal
(:meth:`TableAdapter.phase_name`) and the move that just landed ("Melden: Bert: Ace +4").
Once the table is still, the turn's own words take over (your turn, who is thinking).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from cardtable.engine.events import Event
from cardtable.session import Session
from cardtable.ui.models.deal_log import DealLog
from cardtable.ui.play.flow import Flow
from cardtable.ui.words.text import words

__all__ = ["Narrator"]


class Narrator(QObject):
    def __init__(self, flow: Flow) -> None:
        super().__init__(flow)
        self.flow = flow
        self.log = DealLog(self)
        self._deal: tuple[Session | None, int] = (None, -1)  # whose lines the log holds
        self._undone = False  # the table was cleared: an undo writes the log anew
        self._phase = ""  # the phase of the deal the last landed event named
        flow.scene_changed.connect(self._on_new_table)
        flow.cleared.connect(self._on_cleared)
        flow.synced.connect(self._on_synced)
        flow.deal_started.connect(self._on_deal_started)

    def _on_new_table(self, _scene: object) -> None:
        if self.flow.presenter is not None:
            self.flow.presenter.also_landed.append(self._on_event)
            self.flow.presenter.also_starting.append(self._on_starting)

    def _key(self) -> tuple[Session | None, int]:
        session = self.flow.session
        return (session, session.deal_number if session is not None else -1)

    def _words(self, event: Event) -> str | None:
        flow = self.flow
        if flow.adapter is None:
            return None
        seen = event.for_seat(flow.viewer if flow.viewer is not None else -1)
        return flow.adapter.log_words(seen)

    def _on_event(self, event: Event) -> None:
        if self._deal != self._key():
            self._deal = self._key()
            self.log.replace_all([])
            self._phase = ""
        line = self._words(event)
        if line:
            self.log.add(line)
        self._say_now(event, line)

    def _on_starting(self, event: Event) -> None:
        """A new phase is said as its first event starts to show (Melden's claims fly
        their chips a while before they land)."""
        if self._deal == self._key() and self.flow.adapter is not None \
                and self.flow.adapter.phase_name(event) not in (None, self._phase):
            self._say_now(event, None)

    def _say_now(self, event: Event, line: str | None) -> None:
        """The status line while motion plays: the phase and the move that landed."""
        flow = self.flow
        if flow.adapter is None or not flow.animator.busy:
            return  # a still table: the turn's words (Turns, Computers, Pace) say it
        phase = flow.adapter.phase_name(event) or self._phase
        if phase == self._phase and not line:
            return
        self._phase = phase
        text = words("table", "{phase}: {move}").format(phase=phase, move=line) \
            if phase and line else line or words("table", "{phase}…").format(phase=phase)
        flow.status_changed.emit(text)

    def _on_cleared(self) -> None:
        self._undone = True

    def _on_synced(self) -> None:
        if self._undone and self._deal == self._key():  # an undo, a handover: same deal
            self.rewrite()
        self._undone = False

    def _on_deal_started(self, *_deal: object) -> None:
        if self._deal != self._key() and not self.flow.animator.busy:  # shown without motion
            self.rewrite()

    def rewrite(self) -> None:
        """The log from the events of the deal as the screen shows it."""
        flow = self.flow
        self._deal = self._key()
        if flow.state is None or flow.scene is None or flow.adapter is None:
            self.log.replace_all([])
            return
        view = flow.display_view()
        lines = [flow.adapter.log_words(e) for e in view.events]
        self.log.replace_all([line for line in lines if line])

    def retranslate(self) -> None:
        """The log in the app's language (after a switch)."""
        if self._deal == self._key() and self._deal[0] is not None:
            self.rewrite()
