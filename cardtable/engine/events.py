"""Events: what ``apply`` reports, in order, for the table to animate and the history to keep."""

from __future__ import annotations

from dataclasses import dataclass, replace

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
