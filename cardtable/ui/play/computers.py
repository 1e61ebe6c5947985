"""The computer seats of a table: who thinks, where, and what comes of it.

Computer seats think in a worker process (no GIL shared with the table) and see only their
view; players given as objects (scripted tests, demos) and machines where no process starts
think in the thread pool. A decision is handed in like a person's move, by the flow's
:attr:`~cardtable.ui.play.flow.Flow.move_handed_in` ``(seat, action)``.

A new game or an undo moves the generation on, so an answer still being computed for a
position that is gone is dropped. A worker process that ends is started again and asked
again; one that keeps ending (more than :data:`RESTARTS_PER_MINUTE`) is given up, and the
computers think in this process from then on.
"""

from __future__ import annotations

from time import monotonic

from PySide6.QtCore import QObject, QThreadPool, Signal

from cardtable.ai import make_player
from cardtable.ai import process as ai_process
from cardtable.ai.player import Player
from cardtable.session import ComputerTurn
from cardtable.ui.play.ai_worker import AIRequest, new_generation, shared_bridge
from cardtable.ui.play.flow import Flow
from cardtable.ui.words.text import words

__all__ = ["RESTARTS_PER_MINUTE", "Computers"]

RESTARTS_PER_MINUTE = 3  # a worker lost more often than this is given up


class Computers(QObject):
    # Computer seats think in a worker process; False: in the thread pool (tests, machines
    # where no process starts).
    use_process = True

    announced = Signal(str)  # a computer's move in words, for the accessible status
    restarted = Signal()  # the worker was replaced: whatever it was asked, ask again

    def __init__(self, flow: Flow) -> None:
        super().__init__(flow)
        self.flow = flow
        self.bridge = shared_bridge()
        self.bridge.decided.connect(self._on_decided)
        self.bridge.failed.connect(self._on_failed)
        self.bridge.lost.connect(self._on_worker_lost)
        self._restarts: list[float] = []  # when the worker was last started again
        self.pool = QThreadPool.globalInstance()
        self.generation = new_generation()
        self.players: dict[int, Player] = {}  # computer seats thinking in this process
        self.worker: ai_process.AIProcess | None = None
        self._thinking = False
        self._thinking_seat: int | None = None  # who, once the table shows the position
        self._thinking_words = ""
        flow.seated.connect(self.seat)
        flow.cleared.connect(self.forget)
        flow.computer_to_move.connect(self.think)
        flow.computer_waits.connect(self.show_thinking)

    def seat(self, players: dict[int, Player]) -> None:
        """A new table: ``players`` think for those seats; the others in the worker."""
        self.players = players
        self.worker = ai_process.shared_process(self.bridge) if self.use_process else None
        if self.worker is not None:
            self.worker.forget_except(self.generation)

    def forget(self) -> None:
        """Whatever is being thought about is of a position that is gone."""
        self.generation = new_generation()
        if self.worker is not None:
            self.worker.forget_except(self.generation)
        self.thinking = False

    @property
    def thinking(self) -> bool:
        """A computer seat is deciding (its plate shows it)."""
        return self._thinking

    @thinking.setter
    def thinking(self, on: bool) -> None:
        self._thinking = on
        if not on:
            self._thinking_seat = None
            if self.flow.scene is not None:
                self.flow.scene.set_thinking(None)

    def show_thinking(self) -> None:
        """Say who is thinking, on the status line and the seat's plate, once the table has
        caught up with the position being thought about (computers may decide while the
        motion of earlier moves still plays)."""
        flow = self.flow
        if self._thinking_seat is None or flow.animator.busy:
            return
        flow.status_changed.emit(self._thinking_words)
        if flow.scene is not None:
            flow.scene.set_thinking(self._thinking_seat)

    def think(self, turn: ComputerTurn) -> None:
        """Let the computer seat on turn decide (unless one already does)."""
        if self.thinking:
            return
        flow = self.flow
        self.thinking = True
        name = flow.seat_name(turn.seat)
        self._thinking_seat = turn.seat
        self._thinking_words = flow.adapter.thinking_text(turn.view, name) \
            if flow.adapter is not None else \
            words("table", "{name} is thinking…").format(name=name)
        self.show_thinking()
        if self.worker is None and turn.seat not in self.players:
            self.players[turn.seat] = make_player(turn.game, turn.level, seed=turn.seed,
                                                  options=turn.options)
        if turn.seat in self.players:
            self.pool.start(AIRequest(self.players[turn.seat], turn.view, self.generation,
                                      self.bridge))
        else:
            assert self.worker is not None
            self.worker.choose(self.generation, turn.game, turn.level, turn.seed,
                               turn.options, turn.view)

    def _on_decided(self, generation: int, seat: int, text: str) -> None:
        if generation != self.generation:
            return  # an answer for a game that is gone
        self.thinking = False
        flow = self.flow
        if flow.session is None or flow.session.turn != seat:
            return
        before = flow.display_view() if flow.state is not None and flow.scene is not None \
            else None  # the phase the move was made in, as the person at the table sees it
        flow.move_handed_in.emit(seat, text)
        if flow.taken and flow.adapter is not None and flow.state is not None:
            told = flow.adapter.move_words(flow.state.parse_action(text), seat, before)
            self.announced.emit(told)

    def _on_worker_lost(self, lost: object, why: str) -> None:
        """The worker process ended or its pipe broke: start a new one and ask again what
        was being asked, so the game carries on. Only if that keeps failing (more than
        RESTARTS_PER_MINUTE) do computer seats think in this process instead, and the
        person is told once."""
        if lost is not self.worker or not isinstance(lost, ai_process.AIProcess):
            return  # another table's, or one already replaced
        now = monotonic()
        self._restarts = [t for t in self._restarts if now - t < 60] + [now]
        if len(self._restarts) > RESTARTS_PER_MINUTE:
            self.worker = None
            self.flow.problem.emit(words("table", "The computer players' process keeps "
                                                  "failing ({why}); they think inside the "
                                                  "table from now on.").format(why=why))
        else:
            self.worker = ai_process.restart(self.bridge, lost)
        if self.thinking:
            self.thinking = False
            turn = self._turn()
            if turn is not None:
                self.think(turn)  # the question again, to the new worker (or this process)
        self.restarted.emit()

    def _on_failed(self, generation: int, seat: int, message: str) -> None:
        """A player raised: report it, and let that seat go on with a player in this
        process, so the game does not hang."""
        if generation not in (self.generation, 0) or not self.thinking:
            return
        self.thinking = False
        session = self.flow.session
        turn = session.computer_turn() if session is not None else None
        if turn is None:
            return
        self.flow.problem.emit(words("table", "The computer player {name} failed:\n{why}")
                               .format(name=self.flow.seat_name(turn.seat), why=message))
        if turn.seat in self.players:
            return  # a player in this process failed: nothing else to fall back on
        self.players[turn.seat] = make_player(turn.game, turn.level, seed=turn.seed,
                                              options=turn.options)
        if not self.flow.held:
            self.think(turn)

    def _turn(self) -> ComputerTurn | None:
        """The computer seat that must think now, unless the table is held."""
        session = self.flow.session
        return session.computer_turn() if session is not None and not self.flow.held else None
