"""Chips: each seat's balance and what lies on the table (a pot, a Poch board's compartments).

:class:`Chips` is a value: moving chips makes a new one, and :attr:`Chips.total` never changes
by a move, which is what ``engine/checks.py`` checks over a whole match for every chip game.
A *place* is a seat (an int: that seat's balance) or a named place on the table (a str:
``"pot"``, ``"ace"``, ``"pool"`` …). Places on the table never hold fewer than no chips;
balances may go below zero where a game lets a player play on credit.

>>> c = Chips.start(3, 10, ("pot",))
>>> c = c.moved((ChipMove(0, "pot", 2), ChipMove(1, "pot", 2)))
>>> c.balances, c.at("pot"), c.total
((8, 8, 10), 4, 30)
>>> Chips.from_dict(c.to_dict()) == c
True
>>> Chips((1,), (("a", 1), ("b", 0))) == Chips((1,), (("b", 0), ("a", 1)))
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from cardtable.engine.errors import RecordError

Place = int | str  # a seat's balance, or a named place on the table

MAX_CHIPS = 10**9  # no balance or place is ever this large; a bigger number is a damaged file


@dataclass(frozen=True, slots=True)
class ChipMove:
    """``amount`` chips go from ``source`` to ``dest`` (for the table to fly, one stack each)."""

    source: Place
    dest: Place
    amount: int

    def __str__(self) -> str:
        return f"{_place_str(self.source)}->{_place_str(self.dest)}:{self.amount}"


def _place_str(place: Place) -> str:
    return f"seat{place}" if isinstance(place, int) else place


@dataclass(frozen=True, slots=True, eq=False)
class Chips:
    """Every seat's balance and every place on the table, in a fixed order.

    Two values are equal when every balance and every place holds the same: the order of the
    places is how a table shows them, and a saved file (JSON with sorted keys) may give them
    back in another.
    """

    balances: tuple[int, ...]
    places: tuple[tuple[str, int], ...] = ()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Chips):
            return NotImplemented
        return self.balances == other.balances and sorted(self.places) == sorted(other.places)

    def __hash__(self) -> int:
        return hash((self.balances, tuple(sorted(self.places))))

    @staticmethod
    def start(num_seats: int, balance: int, places: Iterable[str] = ()) -> Chips:
        """Every seat with ``balance``, every named place empty."""
        return Chips((balance,) * num_seats, tuple((p, 0) for p in places))

    @property
    def total(self) -> int:
        return sum(self.balances) + sum(n for _, n in self.places)

    @property
    def on_table(self) -> int:
        """Chips on the table (every place but the balances)."""
        return sum(n for _, n in self.places)

    def at(self, place: Place) -> int:
        if isinstance(place, int):
            return self.balances[place]
        for name, n in self.places:
            if name == place:
                return n
        raise KeyError(place)

    def place_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.places)

    def moved(self, moves: Iterable[ChipMove]) -> Chips:
        """The chips after ``moves``; a move from a place on the table that holds too few, or
        to a place that does not exist, raises ``ValueError`` (a rule error in a game)."""
        balances = list(self.balances)
        places = dict(self.places)
        for m in moves:
            if m.amount < 0:
                raise ValueError(f"a negative move {m}")
            for place, sign in ((m.source, -1), (m.dest, 1)):
                if isinstance(place, int):
                    balances[place] += sign * m.amount
                elif place in places:
                    places[place] += sign * m.amount
                    if places[place] < 0:
                        raise ValueError(f"{place} holds too few chips for {m}")
                else:
                    raise ValueError(f"no place {place!r} on this table")
        return Chips(tuple(balances), tuple(places.items()))

    def with_places(self, names: Iterable[str]) -> Chips:
        """The same chips with the places ``names`` (in that order), new ones empty; a place
        dropped must be empty, so no chip is lost."""
        names = tuple(names)
        have = dict(self.places)
        for name, n in self.places:
            if name not in names and n:
                raise ValueError(f"{name} still holds {n} chips")
        return Chips(self.balances, tuple((name, have.get(name, 0)) for name in names))

    # --- JSON -------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """Plain JSON values. The places are a list of [name, chips] pairs, so that their
        order survives JSON written with sorted keys (records and saved matches are)."""
        return {"balances": list(self.balances), "places": [[k, v] for k, v in self.places]}

    @staticmethod
    def from_dict(data: Any) -> Chips:
        """Read chips back; RecordError on anything that is not a sensible chips value."""
        if not isinstance(data, Mapping):
            raise RecordError("chips are an object with 'balances' and 'places'")
        balances, places = data.get("balances"), data.get("places", {})
        if not isinstance(balances, list) or not 0 < len(balances) <= 16:
            raise RecordError("chip balances are a list of 1 to 16 whole numbers")
        if not all(_whole(b) and abs(b) < MAX_CHIPS for b in balances):
            raise RecordError("chip balances are whole numbers")
        if isinstance(places, Mapping):  # written before places kept their order
            places = list(places.items())
        if not isinstance(places, list) or len(places) > 32:
            raise RecordError("chip places are a list of at most 32 [name, chips] pairs")
        pairs = []
        for pair in places:
            if not isinstance(pair, (list, tuple)) or len(pair) != 2:
                raise RecordError("each chip place is a [name, chips] pair")
            name, n = pair
            if not isinstance(name, str) or not _whole(n) or not 0 <= n < MAX_CHIPS:
                raise RecordError(f"chip place {str(name)[:40]!r} should hold a whole number ≥ 0")
            pairs.append((name, n))
        if len({name for name, _ in pairs}) != len(pairs):
            raise RecordError("a chip place is named twice")
        return Chips(tuple(balances), tuple(pairs))


def _whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)
