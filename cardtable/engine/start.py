"""Where a match starts, as a PGN's ``SetUp``/``FEN`` tags say where a chess game starts.

The standard start of a match is every seat at the game's start balance, nothing on the
table, and the first dealer drawn (or dealt for, by the game's rule: Tippen's first ace). A
:class:`Start` says otherwise where it differs: per-seat balances, chips already lying in the
named places on the table (last week's Tippen pot, the Poch board's compartments), the first
dealer. A saved match writes its start only when it is not the standard one, so saved games
written before matches knew their start read as the standard start.

A start is checked here for what holds in every game (whole numbers, none below zero, place
names that are names) and by the match for what its game allows (one balance per seat, places
the table has, chips at all). Chips are conserved from the start on: the total of a match is
the total of its start.

>>> start = Start(balances=(120, 80, 100), places={"pot": 7})
>>> start.to_dict()
{'balances': [120, 80, 100], 'places': [['pot', 7]]}
>>> Start.from_dict(start.to_dict()) == start
True
>>> Start(places={"pot": 0}) == Start(), Start().is_standard
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from cardtable.engine.errors import OptionsError, RecordError

MAX_START = 10**6  # chips in one balance or one place of a start; more is no real table
MAX_SEATS = 16
MAX_PLACES = 32


@dataclass(frozen=True)
class Start:
    """A match's start where it is not the standard one.

    ``balances``: each seat's chips, in seat order (empty: every seat at the options' start
    balance); ``places``: chips lying on the table, by place name (a place not named holds
    none); ``first_dealer``: the seat that deals first (None: drawn as usual, or dealt for).
    Bad values raise :class:`OptionsError` naming what is wrong.
    """

    balances: tuple[int, ...] = ()
    places: Mapping[str, int] = field(default_factory=dict)
    first_dealer: int | None = None

    def __post_init__(self) -> None:
        balances = self.balances
        if not isinstance(balances, (tuple, list)) or len(balances) > MAX_SEATS:
            raise OptionsError(f"the start balances are a list of at most {MAX_SEATS} numbers")
        for seat, n in enumerate(balances):
            _check_count(n, f"seat {seat + 1}'s start balance")
        if not isinstance(self.places, Mapping) or len(self.places) > MAX_PLACES:
            raise OptionsError(f"the start's places are at most {MAX_PLACES} named counts")
        for name, n in self.places.items():
            if not isinstance(name, str) or not 0 < len(name) <= 40:
                raise OptionsError(f"{str(name)[:40]!r} is not the name of a place")
            _check_count(n, f"the start's {name!r}")
        dealer = self.first_dealer
        if dealer is not None and (not _whole(dealer) or not 0 <= dealer < MAX_SEATS):
            raise OptionsError(f"the first dealer {str(dealer)[:20]} is not a seat")
        object.__setattr__(self, "balances", tuple(balances))
        # Places holding nothing are as good as not named: two starts with the same chips
        # are equal, and a saved start names only what lies on the table.
        object.__setattr__(self, "places", MappingProxyType(
            {name: n for name, n in self.places.items() if n}))

    def __hash__(self) -> int:
        return hash((self.balances, tuple(sorted(self.places.items())), self.first_dealer))

    @property
    def is_standard(self) -> bool:
        """Nothing said: the game's standard start."""
        return not self.balances and not self.places and self.first_dealer is None

    @property
    def has_chips(self) -> bool:
        """Whether the start says anything of chips (balances or places)."""
        return bool(self.balances or self.places)

    @property
    def total(self) -> int | None:
        """The chips of the start, if it gives every balance; None if the options do."""
        return sum(self.balances) + sum(self.places.values()) if self.balances else None

    # --- JSON -------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """Plain JSON values, only what is said (the places as [name, chips] pairs, in their
        order, as :class:`Chips` writes them)."""
        out: dict[str, Any] = {}
        if self.balances:
            out["balances"] = list(self.balances)
        if self.places:
            out["places"] = [[name, n] for name, n in self.places.items()]
        if self.first_dealer is not None:
            out["first_dealer"] = self.first_dealer
        return out

    @staticmethod
    def from_dict(data: Any) -> Start:
        """A start written by :meth:`to_dict`; RecordError naming what does not fit."""
        if not isinstance(data, Mapping):
            raise RecordError("a match's start is an object of balances, places and dealer")
        unknown = sorted(str(k)[:30] for k in set(data) - {"balances", "places", "first_dealer"})
        if unknown:
            raise RecordError(f"unknown field(s) of a match's start: {', '.join(unknown)}"[:200])
        balances, places = data.get("balances", []), data.get("places", [])
        if not isinstance(balances, list):
            raise RecordError("the start balances are a list of whole numbers")
        if not isinstance(places, list) or len(places) > MAX_PLACES or not all(
                isinstance(p, list) and len(p) == 2 for p in places):
            raise RecordError("the start's places are a list of [name, chips] pairs")
        names = [p[0] for p in places]
        if not all(isinstance(n, str) for n in names) or len(set(names)) != len(names):
            raise RecordError("the start's places have names, each named once")
        try:
            return Start(tuple(balances), {n: c for n, c in places},
                         data.get("first_dealer"))
        except OptionsError as exc:
            raise RecordError(f"a start that does not fit: {exc}") from None


def _whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _check_count(n: object, what: str) -> None:
    if not _whole(n):
        raise OptionsError(f"{what} is {str(n)[:20]!r}, not a whole number of chips")
    assert isinstance(n, int)
    if n < 0:
        raise OptionsError(f"{what} is {n}: a start holds no fewer than no chips")
    if n > MAX_START:
        raise OptionsError(f"{what} is {n}: at most {MAX_START:,} chips")
