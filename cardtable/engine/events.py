"""Events: what ``apply`` reports, in order, for the table to animate and the history to keep.

An event says who may see which of its fields. A public event shows everything to everybody.
A ``private`` event hides its ``secret`` fields (the cards, by default; any of ``CARDS``,
``VALUE``, ``TARGET``, ``TEXT``) from every seat outside its ``audience`` (a bitmask of seats;
0 means only ``seat``). :meth:`Event.for_seat` gives the event as one seat sees it: hidden
cards become ``HIDDEN``, a hidden value 0, a hidden target -1, a hidden text "", and the copy
is ``masked``, so a reader knows those fields are unknown rather than zero.

>>> drawn = Event("draw", 0, (12,), private=True)
>>> drawn.for_seat(1).cards, drawn.for_seat(0).cards
((-1,), (12,))
>>> doubled = Event("double", 1, value=1, private=True, secret=VALUE)
>>> doubled.for_seat(0).value, doubled.for_seat(0).masked, doubled.for_seat(1).value
(0, True, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from cardtable.cards import HIDDEN, format_cards
from cardtable.engine.chips import ChipMove

# The fields an event may keep secret (``Event.secret`` is a mask of these).
CARDS, VALUE, TARGET, TEXT = 1, 2, 4, 8


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened.

    ``seat`` is who did it (or -1), ``cards`` the cards involved, ``value`` a number (points,
    a bid, chips), ``target`` another seat or a place (a compartment index, -1 if none),
    ``text`` a short code word (never English for people: the table words it) and ``chips``
    the chips that moved, each from a place to a place.
    """

    kind: str
    seat: int = -1
    cards: tuple[int, ...] = ()
    value: int = 0
    target: int = -1
    text: str = ""
    private: bool = False
    secret: int = CARDS
    audience: int = 0
    chips: tuple[ChipMove, ...] = ()
    masked: bool = False

    def seen_by(self, viewer: int) -> bool:
        """Whether ``viewer`` sees every field (-1: an onlooker, who sees public facts only)."""
        if not self.private:
            return True
        if viewer < 0:
            return False
        audience = self.audience or (1 << self.seat if self.seat >= 0 else 0)
        return bool(audience >> viewer & 1)

    def for_seat(self, viewer: int) -> Event:
        """The event as ``viewer`` may see it (-1: an onlooker who sees only public facts)."""
        if not self.private or self.seen_by(viewer):
            return self
        s = self.secret
        # As ``replace(self, cards=…, masked=True)``, at a fifth of the cost: every view
        # masks the others' private events, and views are made for every decision.
        e: Event = _new(Event)
        for setter, value in zip(_SETTERS, (
                self.kind, self.seat, (HIDDEN,) * len(self.cards) if s & CARDS else self.cards,
                0 if s & VALUE else self.value, -1 if s & TARGET else self.target,
                "" if s & TEXT else self.text, self.private, s, self.audience, self.chips,
                True), strict=True):
            setter(e, value)
        return e

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
        if self.chips:
            parts.append(" ".join(map(str, self.chips)))
        if self.masked:
            parts.append("(masked)")
        return " ".join(parts)


# A frozen dataclass fills each slot through ``object.__setattr__`` in ``__init__``; games make
# many events in their hot paths (a trick, a deal), where that costs 7 % of a random deal.
# ``make_event`` fills the same slots through their descriptors at half the cost; the result is
# equal to ``Event(...)`` (tests/engine/test_events.py).
_SLOTS = ("kind", "seat", "cards", "value", "target", "text", "private", "secret", "audience",
          "chips", "masked")
assert tuple(f.name for f in fields(Event)) == _SLOTS, "update make_event with Event's fields"
_SETTERS = tuple(vars(Event)[name].__set__ for name in _SLOTS)
_new = object.__new__


def make_event(kind: str, seat: int = -1, cards: tuple[int, ...] = (), value: int = 0,
               target: int = -1, text: str = "", private: bool = False,
               secret: int = CARDS, audience: int = 0,
               chips: tuple[ChipMove, ...] = ()) -> Event:
    """``Event(kind, seat, cards, value, target, text, private, secret, audience, chips)``,
    faster."""
    e: Event = _new(Event)
    (set_kind, set_seat, set_cards, set_value, set_target, set_text, set_private, set_secret,
     set_audience, set_chips, set_masked) = _SETTERS
    set_kind(e, kind)
    set_seat(e, seat)
    set_cards(e, cards)
    set_value(e, value)
    set_target(e, target)
    set_text(e, text)
    set_private(e, private)
    set_secret(e, secret)
    set_audience(e, audience)
    set_chips(e, chips)
    set_masked(e, False)
    return e


def chips_event(kind: str, moves: tuple[ChipMove, ...], seat: int = -1, value: int = 0,
                target: int = -1, text: str = "") -> Event:
    """A public event that moves chips (antes, a bet, a claim, a payment)."""
    return Event(kind, seat, (), value, target, text, chips=moves)
