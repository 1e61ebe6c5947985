"""Actions: small immutable values with a canonical text form.

A card play is written as the card (``QH``); every other action is its kind, then its
arguments: ``close``, ``exchange``, ``marry H``, ``bid 7``, ``pass``, ``claim``, and the
actions that move several cards at once list them, lowest first: ``discard 7S 8S``.

An action names at most one card in ``card`` and a set of two or more in ``cards`` (a
bitmask); :func:`with_cards` picks the field, so every action has one text form and reads
back from it. Games read either through :attr:`Action.card_set`.

>>> str(Action("play", card=parse_card("QH")))
'QH'
>>> Action.parse("marry H") == Action("marry", suit=2)
True
>>> str(Action.parse("bid 7"))
'bid 7'
>>> from cardtable.cards import cardset, parse_cards
>>> str(with_cards("discard", cardset(parse_cards("8S 7S"))))
'discard 7S 8S'
>>> Action.parse("discard 8S 7S") == with_cards("discard", cardset(parse_cards("7S 8S")))
True
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import SUIT_LETTERS, CardError, CardSet, card_list, card_str, parse_card

PLAY = "play"
_ALL_CARDS = (1 << 54) - 1


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    card: int | None = None
    suit: int | None = None
    n: int | None = None
    cards: CardSet = 0  # two or more cards moved by one action (see ``with_cards``)

    @property
    def card_set(self) -> CardSet:
        """Every card the action names, as a set (one card or several)."""
        if self.card is None:
            return self.cards
        return self.cards | (1 << self.card)

    def __str__(self) -> str:
        if self.kind == PLAY and self.card is not None and not self.cards:
            return card_str(self.card)
        parts = [self.kind]
        if self.card is not None:
            parts.append(card_str(self.card))
        if self.cards:
            parts.extend(card_str(c) for c in card_list(self.cards))
        if self.suit is not None:
            parts.append(SUIT_LETTERS[self.suit])
        if self.n is not None:
            parts.append(str(self.n))
        return " ".join(parts)

    @staticmethod
    def parse(text: str) -> Action:
        """Read the canonical text form; raise ``ValueError`` with a readable message."""
        if not isinstance(text, str):  # callers catch ValueError for any bad input
            raise ValueError(f"an action is text, not {type(text).__name__}")  # noqa: TRY004
        if len(text) > 200:
            raise ValueError("an action is a few words, not a page of text")
        tokens = text.strip().split()
        if not tokens:
            raise ValueError("an empty action")
        if len(tokens) == 1:
            try:
                return Action(PLAY, card=parse_card(tokens[0]))
            except CardError:
                pass
        kind = tokens[0].lower()
        if not kind.replace("_", "").isalpha():
            raise ValueError(f"{text!r} is not an action")
        cards: CardSet = 0
        suit = n = None
        for tok in tokens[1:]:
            up = tok.upper()
            if len(up) == 1 and up in SUIT_LETTERS and suit is None:
                suit = SUIT_LETTERS.index(up)
            elif tok.lstrip("-").isdigit() and n is None and len(tok) < 10:
                n = int(tok)
            else:
                try:
                    c = parse_card(tok)
                except CardError:
                    raise ValueError(f"{text!r} is not an action: cannot read {tok!r}") from None
                if cards >> c & 1:
                    raise ValueError(f"{text!r} is not an action: {tok} twice")
                cards |= 1 << c
        if kind == PLAY and cards.bit_count() > 1:
            raise ValueError(f"{text!r} is not an action: a play is one card")
        action = with_cards(kind, cards)
        if suit is not None or n is not None:
            action = Action(kind, action.card, suit, n, action.cards)
        return action


def with_cards(kind: str, cards: CardSet, suit: int | None = None,
               n: int | None = None) -> Action:
    """An action moving the cards of ``cards``: one card goes in ``card``, more in ``cards``."""
    if cards and not cards & (cards - 1):
        return Action(kind, card=cards.bit_length() - 1, suit=suit, n=n)
    return Action(kind, suit=suit, n=n, cards=cards)


def well_formed(action: object) -> str | None:
    """Why ``action`` is not a well-formed action (a wrong type, a card or suit out of range),
    or None. Games look actions up in tables by these fields, so a bad one is refused first."""
    if not isinstance(action, Action):
        return "it is not an action"
    if not isinstance(action.kind, str):
        return "its kind is not a word"
    c, s, n, cs = action.card, action.suit, action.n, action.cards
    if c is not None and (type(c) is not int or not 0 <= c < 54):
        return "it names a card that does not exist"
    if s is not None and (type(s) is not int or not 0 <= s < 4):
        return "it names a suit that does not exist"
    if n is not None and (type(n) is not int or abs(n) >= 1 << 31):
        return "its number is not a whole number in range"
    if type(cs) is not int or cs < 0 or cs & ~_ALL_CARDS or (cs and not cs & (cs - 1)):
        return "it names cards that do not exist"
    return None


def play(card: int) -> Action:
    return Action(PLAY, card=card)
