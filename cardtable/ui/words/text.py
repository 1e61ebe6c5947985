"""Words on the table: engine :class:`Message` values rendered through Qt's translation system.

The engine says everything a person reads as a message (a :class:`Text` and its parameters);
:class:`TableWords` renders it with ``QCoreApplication.translate(context, source, None, n)``,
the card and suit names of the deck on the table (German names with the German pack) and each
seat as the name of the person sitting there, or "you" for the one person at a table of
computers (with the sentence's "you" form where the engine gives one: "You win", not "You
wins"). With no translation installed the words are the
engine's own English, exactly as ``str(message)`` gives them.

The table's own sentences go through :func:`words` (a context and an English source), so that
the translation tools find them too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.engine.errors import CardtableError, IllegalActionError
from cardtable.engine.messages import CATALOGUE, ENGLISH, EnglishRenderer, Message, SeatRef, Text

_NOT_LEGAL = Text("table", "{action} is not legal: {why}")
_SEAT = Text("table", "{seat}")
ENGLISH_GERMAN = EnglishRenderer(german=True)
# The contexts of the cards' and suits' names: the French pack's, and the German pack's (its
# "hearts" has names of its own: Polish "czerwień", not "kier").
CARDS, GERMAN_CARDS = "cards", "german cards"


def words(context: str, source: str, n: int | None = None) -> str:
    """``source`` translated in ``context`` (``%n`` replaced by ``n``, its plural form picked)."""
    return _translate(context, source, n)


def _translate(context: str, source: str, n: int | None) -> str:
    translated = QCoreApplication.translate(context, source, None, -1 if n is None else n)
    if n is None:
        return translated
    # No translation installed: Qt hands back the source with %n filled in; English has a
    # form of its own for exactly one.
    text = CATALOGUE.get((context, source))
    if translated == source.replace("%n", str(n)) and text is not None and text.one is not None:
        return ENGLISH.translate(context, source, n).replace("%n", str(n))
    return translated


def listed(names: Sequence[str]) -> str:
    """"Anna", "Anna and Bert", "Anna, Bert and Clara"."""
    if len(names) <= 1:
        return "".join(names)
    return words("table", "{some} and {last}").format(some=", ".join(names[:-1]),
                                                      last=names[-1])


_BEFORE_FIGURE = re.compile(r"(?<=\S) (?=[-+\u2212\u00d7]?\d)")
_SCORE_COLON = re.compile(r"(?<=\d) : (?=\d)")


def keep_figures(text: str) -> str:
    """``text`` for a wrapped label that keeps each figure with the word before it ("Anna
    0", "Stiche 6 : 3") and breaks lines only between the items of a list: non-breaking
    spaces there."""
    text = _SCORE_COLON.sub("\u00a0:\u00a0", text)
    return _BEFORE_FIGURE.sub("\u00a0", text)


class TableWords:
    """A :class:`~cardtable.engine.messages.Renderer` for the table: Qt's translations, the
    deck's card names, the people's names; ``you`` is the seat of the one person playing
    against the computers (None at a table of several people: each is named)."""

    def __init__(self, names: Sequence[str] = (), german: bool = False,
                 you: int | None = None) -> None:
        self.names = list(names)
        self.german = german
        self.you = you

    # --- the Renderer protocol ------------------------------------------------------------
    def translate(self, context: str, source: str, n: int | None) -> str:
        return _translate(context, source, n)

    def card(self, card: int) -> str:
        if self.german:
            return words(GERMAN_CARDS, ENGLISH_GERMAN.card(card))
        return words(CARDS, ENGLISH.card(card))

    def suit(self, suit: int, plural: bool) -> str:
        if self.german:
            return words(GERMAN_CARDS, ENGLISH_GERMAN.suit(suit, plural))
        return words(CARDS, ENGLISH.suit(suit, plural))

    def seat(self, seat: int, role: Message | None = None) -> str:
        if seat == self.you:
            return words("table", "you")
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return ENGLISH.seat(seat, role)

    def addressed(self, seat: int) -> bool:
        return seat == self.you

    # --- use ------------------------------------------------------------------------------
    def say(self, message: Message | str) -> str:
        """The words of a message (plain text is shown as it is); "you" opening a sentence
        is "You"."""
        if isinstance(message, str):
            return message
        said = message.render(self)
        if self.you is not None and said.startswith(self.seat(self.you)):
            said = said[:1].upper() + said[1:]
        return said

    def seat_word(self, seat: int) -> str:
        """A seat as a sentence's subject at its start: "You", or the name."""
        return self.say(_SEAT(seat=SeatRef(seat)))

    def error(self, exc: CardtableError) -> str:
        """An engine error as the person reads it: the same English as ``str(exc)``."""
        if isinstance(exc, IllegalActionError):
            why = exc.why if isinstance(exc.why, Message) else str(exc.why)
            return self.say(_NOT_LEGAL(action=str(exc.action), why=why))
        return self.say(exc.message)
