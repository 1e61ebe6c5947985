"""A guided first deal as data: the deal (a seed or the pack's order), and its steps.

A guide is a list of steps, played in order:

- :class:`Say`: words on the table, pointing at something; the table waits for Next.
- :class:`You`: the person's move, explained before it is asked for; any other move is
  answered with ``why_not`` (and not made).
- :class:`They`: a computer seat's move, fixed, so the deal goes as the words say.

Words are written ``teach("learn <game>", "English")``: ``tools/translations.py`` finds the
calls in the code like those of ``words``, and they are translated when shown.
Targets name what the table shows (docs/guides.md): a zone of cards (``talon``, ``trump``,
``hand0``, ``trick``, ``pile1``), ``card:KH``, a chip place or a compartment of the board
(``pot``, ``ace``), ``plate1`` (a seat's name plate), or a part of the window (``choice``,
``buttons``, ``score``, ``sheet``); "" points at nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cardtable.ui.words.text import words

__all__ = ["Guide", "Say", "Step", "Taught", "They", "You", "teach"]


@dataclass(frozen=True)
class Taught:
    """Words of a guide: translated when shown (the language may change on the way)."""

    context: str
    source: str

    def __str__(self) -> str:
        return words(self.context, self.source)


def teach(context: str, source: str) -> Taught:
    """A guide's words (found by ``tools/translations.py update``, like ``words``)."""
    return Taught(context, source)


@dataclass(frozen=True)
class Say:
    """Words on the table, pointing at ``target``; Next goes on."""

    text: Taught
    target: str = ""


@dataclass(frozen=True)
class You:
    """The person's move ``action`` (its text: ``"KS"``, ``"marry S"``, ``"poch 2"``),
    explained by ``text`` before it is asked for; any other move gets ``why_not``."""

    action: str
    text: Taught
    why_not: Taught
    target: str = ""


@dataclass(frozen=True)
class They:
    """Computer seat ``seat`` plays ``action``; ``text``, if any, is shown meanwhile."""

    seat: int
    action: str
    text: Taught | None = None
    target: str = ""


Step = Say | You | They


@dataclass(frozen=True)
class Guide:
    """One game's guided deal. The person sits at seat 0 (the bottom), the computers at the
    others, named ``names`` (in the app's language, by ``default_name``, if empty).
    The deal: ``deck`` (the pack's order, top card first, as card texts) or else the
    ``deal_seed``; ``dealer`` deals it; ``options`` changes the game's default options;
    ``start`` gives the match's start (balances, chips on the board) as ``Start``'s fields.
    ``title`` names the guide in the menus; ``end`` is the invitation to a real game."""

    game: str
    steps: tuple[Step, ...]
    end: Taught
    seats: int = 0  # 0: the game's default number of seats
    dealer: int = 1
    deck: str = ""
    deal_seed: int | None = None
    seed: int = 1
    options: Mapping[str, Any] = field(default_factory=dict)
    start: Mapping[str, Any] = field(default_factory=dict)

    def moves(self) -> list[tuple[int, str]]:
        """Every move of the guide in order: (seat, action text); the person's seat is 0."""
        return [(0, s.action) if isinstance(s, You) else (s.seat, s.action)
                for s in self.steps if isinstance(s, (You, They))]
