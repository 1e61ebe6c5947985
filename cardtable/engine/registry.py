"""What the engine knows of a game: its name, seats, options, presets, pack, and how deals,
cores and matches are made. Each game module builds one :class:`GameInfo`; the list of games
is kept in :mod:`cardtable.games` (the engine itself names no game).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from cardtable.cards import CardSet, shuffled
from cardtable.engine.action import Action
from cardtable.engine.carry import Carry
from cardtable.engine.errors import OptionsError
from cardtable.engine.messages import Text
from cardtable.engine.options import OptionSpec, option_specs, options_from_dict, validate_options
from cardtable.engine.state import Core, GameState, View

O = TypeVar("O")
DealFactory = Callable[[O, int, int, Sequence[int], Carry], GameState[O]]
Sampler = Callable[[O, View, random.Random], Core]

_SEATS = Text("engine", "{game} is played by {counts} players, not {n}")


@dataclass(frozen=True)
class GameAbout:
    """What a person reads of a game before playing it (the start screen's tile, the command
    line's list), and where the rest of it lives: light, so that listing every game imports
    none of their rules. ``module`` is the game's module (its :class:`GameInfo` is the
    module's ``GAME``); ``table`` names its table adapter as ``"module:attribute"`` (empty:
    no table yet, the game plays headless only)."""

    id: str
    name: str
    description: str
    module: str
    table: str = ""

    def __post_init__(self) -> None:
        Text("games", self.name)
        if self.description:
            Text("games", self.description)

    @property
    def playable(self) -> bool:
        """Whether a person can play it at the table."""
        return bool(self.table)


@dataclass(frozen=True)
class GameInfo(Generic[O]):
    """Static facts of one game and the factories of its deals.

    ``deal(options, seats, dealer, deck, carry)`` builds a deal from an explicit pack order
    (``deck[0]`` is the top card); :meth:`new_deal` shuffles the pack from a seed first.
    ``seat_range`` lists every number of players the game knows; ``seats_for`` narrows it
    for given options (Spades in pairs: 4 or 6). ``sample(options, view, rng)`` is the game's
    one sampler of hidden cards: a core consistent with everything ``view`` shows, the cards
    it cannot see dealt at random; ``new_core`` makes the core of a fresh deal (as ``deal``
    does the state); ``move_of``/``action_of`` translate the core's moves.
    ``match_type`` is the game's :class:`~cardtable.engine.match.Match` class (named, not
    imported, here: the match builds on this module; :func:`~cardtable.engine.match.new_match`
    makes one and checks it is a match).
    ``player`` names the computer players' factory as ``"module:attribute"``, imported only
    by those who need it; ``about`` holds the game's id, name, description and table adapter
    (read through :attr:`id`, :attr:`name` … as before), kept where the list of games is so
    that it is read without this module.
    """

    about: GameAbout
    options_type: type[O]
    presets: Mapping[str, O]
    default_preset: str
    seat_range: tuple[int, ...]
    default_seats: int
    pack: Callable[[O, int], CardSet]
    deal: DealFactory[O]
    rules_file: str
    match_type: type[Any]  # a Match (engine.match, which builds on this module; new_match)
    carry_type: type[Carry] = Carry
    seats_for: Callable[[O], tuple[int, ...]] | None = None
    new_core: Callable[[O, int, int, Sequence[int], Carry], Core] | None = None
    sample: Sampler[O] | None = None
    move_of: Callable[[Action], int] | None = None
    action_of: Callable[[int], Action] | None = None
    player: str = ""
    chips: bool = False
    preset_labels: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for words in self.preset_labels.values():
            Text("presets", words)

    @property
    def id(self) -> str:
        return self.about.id

    @property
    def name(self) -> str:
        return self.about.name

    @property
    def description(self) -> str:
        return self.about.description

    @property
    def table(self) -> str:
        return self.about.table

    def preset_label(self, preset: str) -> str:
        """A preset's name as a person reads it ("Sirch's form" for ``sirch``)."""
        return self.preset_labels.get(preset, preset.replace("_", " ").capitalize())

    def option_specs(self) -> list[OptionSpec]:
        return option_specs(self.options_type)

    def default_options(self) -> O:
        if self.default_preset:
            return self.presets[self.default_preset]
        return self.options_type()

    def options_from_dict(self, data: Mapping[str, Any]) -> O:
        opts: O = options_from_dict(self.options_type, data)
        validate_options(opts)
        return opts

    def seat_counts(self, options: O | None = None) -> tuple[int, ...]:
        """The numbers of players these options allow (every count the game knows if None)."""
        if options is None or self.seats_for is None:
            return self.seat_range
        return self.seats_for(options)

    def check_seats(self, num_seats: object, options: O | None = None) -> None:
        counts = self.seat_counts(options)
        if not isinstance(num_seats, int) or isinstance(num_seats, bool) or num_seats not in counts:
            shown = str(num_seats)[:12]
            raise OptionsError(_SEATS(game=self.name, counts=", ".join(map(str, counts)),
                                      n=shown))

    def new_deal(self, options: O, num_seats: int, dealer: int, seed: int,
                 carry: Carry | None = None) -> GameState[O]:
        """A deal from a seed: the same seed gives the same deal on every machine."""
        self.check_seats(num_seats, options)
        deck = shuffled(self.pack(options, num_seats), seed)
        return self.deal(options, num_seats, dealer, deck, carry or self.carry_type())

    def load(self, spec: str) -> Any:
        """The object a ``"module:attribute"`` name of this game points to."""
        module_name, _, attr = spec.partition(":")
        return getattr(importlib.import_module(module_name), attr)
