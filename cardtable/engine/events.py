"""Events: what ``apply`` reports, in order, for the table to animate and the history to keep."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from cardtable.cards import HIDDEN, format_cards


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened.

    ``seat`` is who did it (or -1), ``cards`` the cards involved, ``value`` a number (points,
    a bid, chips), ``target`` another seat or a place (a compartment index, -1 if none) and
    ``text`` a short word for the caption. ``private`` events show their cards only to
    ``seat`` (a card drawn from the talon); every other seat sees them as ``HIDDEN``.
    """

    kind: str
    seat: int = -1
    cards: tuple[int, ...] = ()
    value: int = 0
    target: int = -1
    text: str = ""
    private: bool = False

    def for_seat(self, viewer: int) -> Event:
        """The event as ``viewer`` may see it (-1: an onlooker who sees only public facts)."""
        if self.private and viewer != self.seat and self.cards:
            return replace(self, cards=(HIDDEN,) * len(self.cards))
        return self

    def __str__(self) -> str:
        parts = [self.kind]
        if self.seat >= 0:
            parts.append(f"seat={self.seat}")
        if self.cards:
            parts.append(format_cards(self.cards))
        if self.value:
            parts.append(f"value={self.value}")
        if self.target >= 0:
            parts.append(f"target={self.target}")
        if self.text:
            parts.append(repr(self.text))
        return " ".join(parts)


# A frozen dataclass fills each slot through ``object.__setattr__`` in ``__init__``; games make
# many events in their hot paths (a trick, a deal), where that costs 7 % of a random deal.
# ``make_event`` fills the same slots through their descriptors at half the cost; the result is
# equal to ``Event(...)`` (tests/engine/test_events.py).
_SLOTS = ("kind", "seat", "cards", "value", "target", "text", "private")
assert tuple(f.name for f in fields(Event)) == _SLOTS, "update make_event with Event's fields"
_SETTERS = tuple(vars(Event)[name].__set__ for name in _SLOTS)
_new = object.__new__


def make_event(kind: str, seat: int = -1, cards: tuple[int, ...] = (), value: int = 0,
               target: int = -1, text: str = "", private: bool = False) -> Event:
    """``Event(kind, seat, cards, value, target, text, private)``, made faster."""
    e: Event = _new(Event)
    set_kind, set_seat, set_cards, set_value, set_target, set_text, set_private = _SETTERS
    set_kind(e, kind)
    set_seat(e, seat)
    set_cards(e, cards)
    set_value(e, value)
    set_target(e, target)
    set_text(e, text)
    set_private(e, private)
    return e
