"""A finished deal, stepped through move by move with every hand open.

Nothing of a finished deal is secret any more, so a review shows the whole state: every
seat's hand at each step, the move that led there and its events (none masked). It is built
by replaying the deal's record once, keeping a copy of the state after each action.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cardtable.cards import CardSet
from cardtable.engine import Action, DealRecord, Event, GameState
from cardtable.engine.errors import RecordError
from cardtable.games import replay


class Review:
    """Position 0 is the deal as dealt; position ``len(review)`` is its end."""

    def __init__(self, record: DealRecord) -> None:
        self.record = record
        self._states: list[GameState[Any]] = [replay(record, upto=0)]
        self._moves: list[tuple[int, Action, list[Event]]] = []
        for seat, action, events, state in replay_steps(record):
            self._moves.append((seat, action, events))
            self._states.append(state.clone())
        if not self._states[-1].is_over:
            raise RecordError("only a finished deal can be reviewed with every hand open")
        self.position = 0

    def __len__(self) -> int:
        return len(self._moves)

    @property
    def state(self) -> GameState[Any]:
        """The deal at this position (every card's place, nothing hidden)."""
        return self._states[self.position]

    def hands(self) -> tuple[CardSet, ...]:
        """Every seat's hand at this position."""
        state = self.state
        return tuple(state.view(seat).hand for seat in range(state.num_seats))

    @property
    def last_move(self) -> tuple[int, Action, list[Event]] | None:
        """The move that led to this position: its seat, the action, its events."""
        return self._moves[self.position - 1] if self.position else None

    def go_to(self, position: int) -> GameState[Any]:
        self.position = max(0, min(len(self), position))
        return self.state

    def forward(self) -> bool:
        """One move on; False at the end."""
        if self.position >= len(self):
            return False
        self.position += 1
        return True

    def back(self) -> bool:
        """One move back; False at the start."""
        if self.position == 0:
            return False
        self.position -= 1
        return True




def replay_steps(record: DealRecord) -> Iterator[tuple[int, Action, list[Event], GameState[Any]]]:
    """Each action of the record in turn: who took it (a record keeps what was done, not who
    did it), the action, its events and the state after it (one object, moved on).
    RecordError before the first if the record does not replay."""
    replay(record)  # refuses a record that does not replay, with the reason
    state = replay(record, upto=0)
    for text in record.actions:
        seat, action = state.current_player, state.parse_action(text)
        yield seat, action, state.apply(action), state
