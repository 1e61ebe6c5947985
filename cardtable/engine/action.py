"""Actions: small immutable values with a canonical text form.

A card play is written as the card (``QH``); every other action is its kind, then its
arguments: ``close``, ``exchange``, ``marry H``, ``bid 7``, ``pass``, ``claim``.

>>> str(Action("play", card=parse_card("QH")))
'QH'
>>> Action.parse("marry H") == Action("marry", suit=2)
True
>>> str(Action.parse("bid 7"))
'bid 7'
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import SUIT_LETTERS, CardError, card_str, parse_card

PLAY = "play"


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    card: int | None = None
    suit: int | None = None
    n: int | None = None

    def __str__(self) -> str:
        if self.kind == PLAY and self.card is not None:
            return card_str(self.card)
        parts = [self.kind]
        if self.card is not None:
            parts.append(card_str(self.card))
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
        card = suit = n = None
        for tok in tokens[1:]:
            up = tok.upper()
            if len(up) == 1 and up in SUIT_LETTERS and suit is None:
                suit = SUIT_LETTERS.index(up)
            elif tok.lstrip("-").isdigit() and n is None:
                n = int(tok)
            else:
                try:
                    c = parse_card(tok)
                except CardError:
                    raise ValueError(f"{text!r} is not an action: cannot read {tok!r}") from None
                if card is not None:
                    raise ValueError(f"{text!r} is not an action: two cards")
                card = c
        return Action(kind, card=card, suit=suit, n=n)


def play(card: int) -> Action:
    return Action(PLAY, card=card)
