"""The games: their names, seat counts, option schemas and presets, and how deals are made.

The UI builds its "new game" dialog from :func:`games`; records and saved matches find their
game with :func:`get_game`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.cards import CardSet, shuffled
from cardtable.engine.errors import OptionsError, RecordError
from cardtable.engine.options import OptionSpec, option_specs, options_from_dict, validate_options
from cardtable.engine.state import GameState

DealFactory = Callable[[Any, int, int, Sequence[int], Mapping[str, Any]], GameState]


@dataclass(frozen=True)
class GameInfo:
    """Static facts of one game and the factory of its deals.

    ``deal(options, seats, dealer, deck, carry)`` builds a deal from an explicit pack order
    (``deck[0]`` is the top card); :meth:`new_deal` shuffles the pack from a seed first.
    ``match_type`` is the class that runs many deals (dealer rotation, running scores).
    """

    id: str
    name: str
    seat_counts: tuple[int, ...]
    default_seats: int
    options_type: type
    presets: Mapping[str, Any]
    pack: Callable[[Any, int], CardSet]
    deal: DealFactory
    rules_file: str
    description: str = ""
    match_type: type | None = None
    default_preset: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)

    def option_specs(self) -> list[OptionSpec]:
        return option_specs(self.options_type)

    def default_options(self) -> Any:
        if self.default_preset:
            return self.presets[self.default_preset]
        return self.options_type()

    def options_from_dict(self, data: Mapping[str, Any]) -> Any:
        opts: Any = options_from_dict(self.options_type, data)
        validate_options(opts)
        return opts

    def check_seats(self, num_seats: int) -> None:
        if num_seats not in self.seat_counts:
            counts = ", ".join(map(str, self.seat_counts))
            raise OptionsError(f"{self.name} is played by {counts} players, not {num_seats}")

    def new_deal(self, options: Any, num_seats: int, dealer: int, seed: int,
                 carry: Mapping[str, Any] | None = None) -> GameState:
        """A deal from a seed: the same seed gives the same deal on every machine."""
        self.check_seats(num_seats)
        deck = shuffled(self.pack(options, num_seats), seed)
        return self.deal(options, num_seats, dealer, deck, dict(carry or {}))


_MODULES = {
    "schnapsen": "cardtable.games.schnapsen",
    "spades": "cardtable.games.spades",
    "wallachen": "cardtable.games.wallachen",
    "tippen": "cardtable.games.tippen",
    "poch": "cardtable.games.poch",
}


def get_game(game_id: str) -> GameInfo:
    """The game of that id; RecordError if there is no such game."""
    module_name = _MODULES.get(game_id)
    if module_name is None:
        raise RecordError(f"unknown game {game_id!r}; known: {', '.join(_MODULES)}")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError:
        raise RecordError(f"the game {game_id!r} is not available in this version") from None
    info: GameInfo = module.GAME
    return info


def games() -> list[GameInfo]:
    """Every game this version can play, in menu order."""
    found = []
    for game_id in _MODULES:
        try:
            found.append(get_game(game_id))
        except RecordError:
            continue
    return found
