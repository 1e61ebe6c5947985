"""Messages as data: what the engine says to people, as a template and its parameters.

The engine never builds a sentence for a person itself. It declares each sentence once, as a
:class:`Text` (its English source, with ``{name}`` fields), and hands out :class:`Message`
values: a text and the values of its fields. ``str(message)`` is the English; the table
renders the same message in the person's language through Qt's translation system, with the
card and suit names of the deck on the table (:meth:`Message.render`).

Every ``Text`` is registered in :data:`CATALOGUE` when its module is imported, under its
context (the game's id, or ``"engine"``), so the translation tools can list every sentence
the engine may say without running a game.

>>> FOLLOW = Text("demo", "You must follow suit: play a {suit}")
>>> str(FOLLOW(suit=SuitRef(2)))
'You must follow suit: play a heart'
>>> WON = Text("demo", "{who} wins %n game points", one="{who} wins %n game point", count="n")
>>> str(WON(who="Forehand", n=1)), str(WON(who="Dealer", n=3))
('Forehand wins 1 game point', 'Dealer wins 3 game points')

A seat is a :class:`SeatRef`: the table says the name of the person sitting there, or "you"
to the one person at a table of computers; the engine's own English says the seat's role
("the dealer") where it gives one. A sentence that reads otherwise when that seat is "you"
declares that form too (``you=``; its field ``subject``): a verb that agrees with it ("you
take"), or "you" in another place of the sentence, where other languages change the word
("to you": German "an dich", Polish "dla ciebie"; "after you closed": "nachdem du zugedreht
hattest"):

>>> TOOK = Text("demo", "{who} takes the trick", subject="who", you="You take the trick")
>>> str(TOOK(who=SeatRef(0, role=Text("demo", "Forehand")())))
'Forehand takes the trick'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, Union

from cardtable.cards import card_name, suit_name


@dataclass(frozen=True, slots=True)
class CardRef:
    """A card as a message parameter: rendered as its name in the deck on the table."""

    card: int


@dataclass(frozen=True, slots=True)
class SuitRef:
    """A suit as a message parameter; ``plural`` names the suit ("hearts"), else one card
    of it ("heart")."""

    suit: int
    plural: bool = False


@dataclass(frozen=True, slots=True)
class SeatRef:
    """A seat as a message parameter: rendered as the name of the person sitting there (or
    "you"). ``role`` is what the engine's own English calls the seat, with its article where
    it takes one ("the dealer", "Forehand" at a sentence's start); without it, "player 2"."""

    seat: int
    role: Message | None = None


Arg = Union[int, str, CardRef, SuitRef, SeatRef, "Message", tuple["Message", ...]]


class Renderer(Protocol):
    """How a message becomes words: translation, and the names of cards, suits and seats."""

    def translate(self, context: str, source: str, n: int | None) -> str: ...

    def card(self, card: int) -> str: ...

    def suit(self, suit: int, plural: bool) -> str: ...

    def seat(self, seat: int, role: Message | None = None) -> str: ...

    def addressed(self, seat: int) -> bool:
        """Whether the words speak to the person in ``seat`` ("you")."""
        ...


class Text:
    """One sentence the engine may say: its English source with ``{name}`` fields.

    ``count`` names the field whose number picks the plural form: ``%n`` in the text stands
    for it, and ``one`` is the English for exactly one (Qt's ``%n`` plural convention).
    ``you`` (and ``you_one``) is the sentence said to the person whose seat is the field
    ``subject`` ("You win …" for "{role} wins …"): a text of its own, in the catalogue too.
    """

    __slots__ = ("context", "count", "one", "source", "subject", "you")

    def __init__(self, context: str, source: str, *, one: str | None = None,
                 count: str = "", subject: str = "", you: str | None = None,
                 you_one: str | None = None) -> None:
        self.context, self.source, self.one, self.count = context, source, one, count
        self.subject = subject
        self.you = None if you is None else Text(context, you, one=you_one, count=count)
        if (self.you is None) != (not subject):
            raise ValueError(f"{source!r}: a 'you' form goes with its subject field")
        CATALOGUE.setdefault((context, source), self)

    def __call__(self, **args: Arg) -> Message:
        return Message(self, tuple(sorted(args.items())))

    def __repr__(self) -> str:
        return f"Text({self.context!r}, {self.source!r})"


CATALOGUE: dict[tuple[str, str], Text] = {}


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence for a person: a :class:`Text` and the values of its fields."""

    text: Text
    args: tuple[tuple[str, Arg], ...] = ()

    def arg(self, name: str) -> Arg:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def render(self, renderer: Renderer) -> str:
        t = self.text
        if t.you is not None:
            subject = self.arg(t.subject)
            if isinstance(subject, SeatRef) and renderer.addressed(subject.seat):
                t = t.you
        n: int | None = None
        if t.count:
            count = self.arg(t.count)
            n = count if isinstance(count, int) else None
        words = renderer.translate(t.context, t.source, n)
        if n is not None:
            words = words.replace("%n", str(n))
        if not self.args:
            return words
        values = {key: _render_arg(value, renderer) for key, value in self.args}
        try:
            return words.format(**values)
        except (KeyError, IndexError, ValueError):  # a bad translation: fall back to English
            return t.source.replace("%n", str(n)).format(**values)

    def __str__(self) -> str:
        return self.render(ENGLISH)


def _render_arg(value: Arg, renderer: Renderer) -> str:
    if isinstance(value, Message):
        return value.render(renderer)
    if isinstance(value, CardRef):
        return renderer.card(value.card)
    if isinstance(value, SuitRef):
        return renderer.suit(value.suit, value.plural)
    if isinstance(value, SeatRef):
        return renderer.seat(value.seat, value.role)
    if isinstance(value, tuple):
        return "; ".join(_render_arg(v, renderer) for v in value)
    return str(value)


class EnglishRenderer:
    """The engine's own English: sources as written, French or German card names."""

    def __init__(self, german: bool = False,
                 seat_names: Callable[[int], str] | None = None) -> None:
        self.german = german
        self.seat_names = seat_names

    def translate(self, context: str, source: str, n: int | None) -> str:
        text = CATALOGUE.get((context, source))
        if n == 1 and text is not None and text.one is not None:
            return text.one
        return source

    def card(self, card: int) -> str:
        return card_name(card, self.german)

    def suit(self, suit: int, plural: bool) -> str:
        name = suit_name(suit, self.german)
        return name if plural else _SINGULAR.get(name, name[:-1])

    def seat(self, seat: int, role: Message | None = None) -> str:
        if self.seat_names is not None:
            return self.seat_names(seat)
        if role is not None:
            return role.render(self)
        return f"player {seat + 1}"

    def addressed(self, seat: int) -> bool:
        return False  # the engine's English speaks of every seat


_SINGULAR = {"leaves": "leaf"}
ENGLISH = EnglishRenderer()


def say(words: str | Message) -> str:
    """English words of a message (or of plain text, as it is)."""
    return words if isinstance(words, str) else str(words)
