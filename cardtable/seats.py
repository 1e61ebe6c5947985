"""Who sits at the table: a person, or a computer at a level.

A seat read from a file (the autosave, the settings' last choices) is checked as strictly as
an action: anything that is not a seat, or a computer at a level this version does not have,
is refused with :class:`RecordError`, so that no damaged file can seat a player the table
cannot run.

Seats, and the names of the computers' levels, sit below the session, the storage (the
settings keep the last seats chosen) and the players (:mod:`cardtable.ai` offers each game
its levels), so that the storage reads seats importing neither the session nor the players.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.engine.errors import OptionsError, RecordError

MAX_NAME = 100  # characters; a name plate shows far fewer
LEVELS = ("easy", "normal", "strong")  # every game has these
MASTER = "master"
ALL_LEVELS = (*LEVELS, MASTER)  # every level this version has (cardtable.ai.levels: a game's)


@dataclass(frozen=True)
class SeatConfig:
    """One seat: its player's name, a person or not, and the computer's level."""

    name: str
    human: bool
    level: str = "normal"

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not 0 < len(self.name) <= MAX_NAME:
            raise OptionsError(f"a player's name is a text of 1 to {MAX_NAME} characters")
        if not isinstance(self.human, bool):
            raise OptionsError("a seat is a person's or a computer's (yes or no)")
        if self.level not in ALL_LEVELS:
            raise OptionsError(f"unknown computer level {str(self.level)[:20]!r}; "
                               f"the levels are {', '.join(ALL_LEVELS)}")

    @property
    def kind(self) -> str:
        """``"person"`` or ``"computer"`` (for statistics and reports)."""
        return "person" if self.human else "computer"

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "human": self.human, "level": self.level}

    @staticmethod
    def from_dict(data: Any) -> SeatConfig:
        """A seat written by :meth:`to_dict`; RecordError for anything else."""
        if not isinstance(data, dict):
            raise RecordError(f"a seat is an object with a name, not {_shown(data)}")
        try:
            return SeatConfig(data.get("name", "Player"), data.get("human", False),
                              data.get("level", "normal"))
        except OptionsError as exc:
            raise RecordError(f"a seat that does not fit: {exc}") from None


def seats_from_list(data: Any) -> list[SeatConfig]:
    """Seats written as a list of :meth:`SeatConfig.to_dict`; RecordError for anything else."""
    if not isinstance(data, list) or not 0 < len(data) <= 16:
        raise RecordError(f"the seats are a list of 1 to 16 seats, not {_shown(data)}")
    return [SeatConfig.from_dict(d) for d in data]


def seats_to_list(seats: Sequence[SeatConfig]) -> list[dict[str, Any]]:
    return [s.to_dict() for s in seats]


def _shown(value: Any) -> str:
    if isinstance(value, (list, dict)):
        return f"a {type(value).__name__} of {len(value)}"
    return repr(value)[:30]
