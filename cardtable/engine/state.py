"""The contract every game's state implements (modelled on OpenSpiel's ``State``).

A game module provides typed ``Options`` (a frozen dataclass, see :mod:`options`), a *rules
core* (:class:`Core`: ints and bitmasks, int moves, no events, no history; the search plays
on it directly), a state class derived from :class:`GameState` that wraps the core and adds
the checking, the events, the history and the record, and a
:class:`~cardtable.engine.registry.GameInfo` that creates deals. Rules live once, in the game
module; this base class supplies what is the same for every game: text actions, the legality
check that leaves the state unchanged, and the history (its deal record is
:func:`cardtable.engine.record.record_of`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from cardtable.cards import CardSet
from cardtable.engine.action import Action, well_formed
from cardtable.engine.carry import Carry
from cardtable.engine.chips import Chips
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.events import Event
from cardtable.engine.messages import Message, Text

if TYPE_CHECKING:
    from typing import Self

TERMINAL = -1  # ``current_player`` once the deal is over
O = TypeVar("O")

_OVER = Text("engine", "The deal is over")
_NOT_ALLOWED = Text("engine", "It is not one of the moves allowed now")
_MALFORMED = Text("engine", "That is not a move of this game: {why}")
_UNREADABLE = Text("engine", "That cannot be read as a move: {why}")


class Core(Protocol):
    """A game's rules core: what the search needs of a world, and what the state wraps.

    Moves are small ints (a card, or a code the game defines); :class:`GameInfo` translates
    between moves and :class:`Action` values. ``play`` applies a legal move without checking
    it and records nothing, so a search can play hundreds of thousands of moves a second.
    """

    @property
    def current_player(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    def moves(self) -> list[int]: ...

    def play(self, move: int) -> None: ...

    def clone(self) -> Self: ...

    def hand(self, seat: int) -> CardSet: ...


@dataclass(frozen=True)
class DealResult:
    """The outcome of one deal.

    ``points`` is what each seat scores towards the match this deal (game points, hand
    points, or chips won minus chips paid); ``summary`` explains the result in a sentence
    or two for the end-of-deal panel; ``details`` holds game-specific figures (card points,
    tricks) as plain values; ``carry`` is what the next deal of the match inherits
    (a Schnapsen tie bonus, the chips on the table and in every seat's balance).
    """

    points: tuple[int, ...]
    winners: tuple[int, ...]
    summary: Message
    details: Mapping[str, Any] = field(default_factory=dict)
    carry: Carry = field(default_factory=Carry)


@dataclass(frozen=True)
class View:
    """What one seat may know. Games derive from it and add their public facts.

    ``legal`` is empty unless ``seat`` is on turn. ``events`` is the seat's version of
    every event of the deal so far (private fields of others hidden). ``chips`` are the
    balances and what lies on the table, in games played for chips. ``phase`` names the part
    of the deal in the game's own words (``"bid"``, ``"play"``, ``"cut"`` …; each game lists
    its phases), empty in a game that has only one.
    """

    seat: int
    num_seats: int
    dealer: int
    current_player: int
    hand: CardSet
    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]
    legal: tuple[Action, ...]
    is_over: bool
    events: tuple[Event, ...]
    chips: Chips | None = field(default=None, kw_only=True)
    phase: str = field(default="", kw_only=True)

    def known_cards(self) -> CardSet:
        """Every card whose identity this view reveals (used to prove nothing leaks)."""
        cs = self.hand
        for _, c in self.trick:
            if c >= 0:
                cs |= 1 << c
        for e in self.events:
            for c in e.cards:
                if c >= 0:
                    cs |= 1 << c
        return cs


V = TypeVar("V", bound=View)


def frozen(value: Any) -> Any:
    """``value`` as an immutable value of the same content: lists (and lists in tuples) as
    tuples, dicts as sorted tuples of pairs; everything else as it is."""
    if isinstance(value, (list, tuple)):
        return tuple(map(frozen, value))
    if isinstance(value, dict):
        return tuple(sorted((k, frozen(v)) for k, v in value.items()))
    return value


def field_values(obj: object, names: tuple[str, ...]) -> tuple[Any, ...]:
    """The values of ``obj``'s fields ``names``, frozen (a key made of every field of a core)."""
    return tuple(frozen(getattr(obj, n)) for n in names)


class GameState(ABC, Generic[O]):
    """One deal of one game. Mutable; ``clone`` is cheap.

    Two states are equal (``==``) when every field is: how the deal began (options, seats,
    dealer, deck, carry), what was done (history, log) and the position (:meth:`key`). Reading
    a state (``key``, ``view``, ``legal_actions``, ``result``, …) never changes it: a state
    keeps no cache that a read fills. States are mutable, so they are not hashable; hash
    ``key()``.
    """

    game_id: ClassVar[str]

    num_seats: int
    dealer: int
    options: O
    deck: tuple[int, ...]
    carry: Carry
    history: list[Action]
    log: list[Event]

    # --- to implement ---------------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, or ``TERMINAL``."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat on turn, in a fixed order; empty once over."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal; return its events in order."""

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> DealResult:
        """The outcome; raises ``RuntimeError`` before the deal is over."""

    @abstractmethod
    def view(self, seat: int) -> View:
        """What ``seat`` may know."""

    @abstractmethod
    def secret_cards(self, seat: int) -> CardSet:
        """Cards whose whereabouts ``seat`` may not know now (others' hands, a face-down talon)."""

    @abstractmethod
    def card_zones(self) -> dict[str, CardSet]:
        """Every zone that holds cards; together they must be exactly the pack, disjoint."""

    @abstractmethod
    def key(self) -> Hashable:
        """A hashable value made of every rule field of the position: the core's fields and
        what the wrapper keeps of what the seats have seen (search tables; with
        :meth:`snapshot`, the checks of refusals, clones and replays). Not the history."""

    def chips(self) -> Chips | None:
        """Every seat's balance and every chip on the table now; None in games without chips."""
        return None

    def why_illegal(self, action: Action) -> Message:
        """A sentence for the player saying why ``action`` is not legal here."""
        if self.is_over:
            return _OVER()
        return _NOT_ALLOWED()

    # --- provided -------------------------------------------------------------------------
    def snapshot(self) -> tuple[Any, ...]:
        """Every field of the deal as one immutable value (what ``==`` compares): a check
        keeps it to see later whether anything changed, which a clone cannot show when the
        clone is what is being checked."""
        return (self.options, self.num_seats, self.dealer, self.deck, self.carry,
                tuple(self.history), tuple(self.log), self.key())

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, GameState)
        return self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]  # mutable: hash key() instead

    def parse_action(self, text: str) -> Action:
        """Read an action's text form; raise IllegalActionError if it is unreadable."""
        try:
            return Action.parse(text)
        except ValueError as exc:
            raise IllegalActionError(repr(text)[:60], _UNREADABLE(why=str(exc))) from None

    def apply(self, action: Action | str) -> list[Event]:
        """Check and apply ``action``; an illegal one raises and changes nothing."""
        if isinstance(action, str):
            action = self.parse_action(action)
        bad = well_formed(action)
        if bad is not None:
            raise IllegalActionError(repr(action)[:60], _MALFORMED(why=bad))
        if action not in self.legal_actions():
            raise IllegalActionError(action, self.why_illegal(action))
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply a legal action without checking it."""
        events = self._apply(action)
        self.history.append(action)
        self.log.extend(events)
        return events

    def events_for(self, seat: int) -> tuple[Event, ...]:
        return tuple(e.for_seat(seat) for e in self.log)
