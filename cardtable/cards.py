"""Cards as ints, sets of cards as int bitmasks, the packs, notation and names.

One card type serves the French and the German pack: internally there are four suits
(clubs, diamonds, hearts, spades) and the ranks 2 … 10, J, Q, K, A, plus two jokers. The
German pack is a way of *showing* them: Eichel = clubs, Laub = spades, Herz = hearts,
Schellen = diamonds; Sau = ace, Ober = queen, Unter = jack.

A card is the int ``suit * 13 + (rank - 2)``; the little joker is 52, the big joker 53.
A set of cards (a hand, a trick, a pack) is an int with bit ``card`` set for each member.

>>> parse_card("QH") == card(HEARTS, QUEEN)
True
>>> card_str(parse_card("TS"))
'TS'
>>> format_cards(parse_cards("AS KS 7D"))
'7D KS AS'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

Card = int
CardSet = int

CLUBS: Final = 0
DIAMONDS: Final = 1
HEARTS: Final = 2
SPADES: Final = 3
JOKER_SUIT: Final = 4
SUITS: Final = (CLUBS, DIAMONDS, HEARTS, SPADES)

TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN = 2, 3, 4, 5, 6, 7, 8, 9, 10
JACK: Final = 11
QUEEN: Final = 12
KING: Final = 13
ACE: Final = 14
JOKER_RANK: Final = 15
RANKS: Final = tuple(range(2, 15))

LITTLE_JOKER: Final = 52
BIG_JOKER: Final = 53
JOKERS: Final = (LITTLE_JOKER, BIG_JOKER)
HIDDEN: Final = -1  # a card whose face a seat may not see

SUIT_LETTERS: Final = "CDHS"
RANK_LETTERS: Final = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9",
                       10: "T", 11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_OF_LETTER: Final = {v: k for k, v in RANK_LETTERS.items()} | {"10": 10}

FRENCH_SUIT_NAMES: Final = ("clubs", "diamonds", "hearts", "spades")
GERMAN_SUIT_NAMES: Final = ("acorns", "bells", "hearts", "leaves")
GERMAN_SUIT_NAMES_DE: Final = ("Eichel", "Schellen", "Herz", "Laub")
FRENCH_RANK_NAMES: Final = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
                            8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen",
                            13: "king", 14: "ace"}
GERMAN_RANK_NAMES: Final = FRENCH_RANK_NAMES | {11: "Unter", 12: "Ober", 13: "King", 14: "Sau"}
GERMAN_INDEX: Final = {7: "7", 8: "8", 9: "9", 10: "10", 11: "U", 12: "O", 13: "K", 14: "A"}

SUIT_MASKS: Final = tuple(0x1FFF << (13 * s) for s in SUITS)
JOKER_MASK: Final = (1 << LITTLE_JOKER) | (1 << BIG_JOKER)


class CardError(ValueError):
    """A card or a list of cards could not be read."""


def card(suit: int, rank: int) -> Card:
    """The card of ``suit`` and ``rank`` (2 … 14)."""
    return suit * 13 + rank - 2


def suit_of(c: Card) -> int:
    """The suit of a card; the jokers have ``JOKER_SUIT``."""
    return JOKER_SUIT if c >= LITTLE_JOKER else c // 13


def rank_of(c: Card) -> int:
    """The rank of a card, 2 … 14; both jokers have ``JOKER_RANK``."""
    return JOKER_RANK if c >= LITTLE_JOKER else c % 13 + 2


def bit(c: Card) -> CardSet:
    return 1 << c


def card_str(c: Card) -> str:
    """Canonical text: rank then suit (``TS``), ``LJ``/``BJ`` for the jokers, ``??`` if hidden."""
    if c == HIDDEN:
        return "??"
    if c == LITTLE_JOKER:
        return "LJ"
    if c == BIG_JOKER:
        return "BJ"
    if not 0 <= c < 52:
        raise CardError(f"{c!r} is not a card")
    return RANK_LETTERS[c % 13 + 2] + SUIT_LETTERS[c // 13]


def parse_card(text: str) -> Card:
    """Read ``AS``, ``TH``, ``10H``, ``QC``, ``LJ`` or ``BJ`` (any case)."""
    t = text.strip().upper()
    if t == "LJ":
        return LITTLE_JOKER
    if t == "BJ":
        return BIG_JOKER
    if len(t) < 2 or t[-1] not in SUIT_LETTERS or t[:-1] not in _RANK_OF_LETTER:
        raise CardError(f"{text!r} is not a card (write rank then suit, like 'QH', 'TS', 'BJ')")
    return card(SUIT_LETTERS.index(t[-1]), _RANK_OF_LETTER[t[:-1]])


def parse_cards(text: str) -> list[Card]:
    """Read cards separated by spaces (or commas), in order."""
    return [parse_card(t) for t in text.replace(",", " ").split()]


def cards_of(cs: CardSet) -> Iterator[Card]:
    """The cards of a set, lowest first."""
    while cs:
        low = cs & -cs
        yield low.bit_length() - 1
        cs ^= low


def card_list(cs: CardSet) -> list[Card]:
    """The cards of a set as a list, lowest first (a plain loop: hot in search and deals)."""
    out = []
    while cs:
        low = cs & -cs
        out.append(low.bit_length() - 1)
        cs ^= low
    return out


def cardset(cards: Iterable[Card]) -> CardSet:
    cs = 0
    for c in cards:
        cs |= 1 << c
    return cs


def count(cs: CardSet) -> int:
    return cs.bit_count()


def format_cards(cards: CardSet | Iterable[Card]) -> str:
    """Text of a set (lowest first) or of a sequence (in its order)."""
    seq = cards_of(cards) if isinstance(cards, int) else cards
    return " ".join(card_str(c) for c in seq)


def suit_letter(suit: int) -> str:
    return SUIT_LETTERS[suit]


def parse_suit(text: str) -> int:
    t = text.strip().upper()
    if len(t) != 1 or t not in SUIT_LETTERS:
        raise CardError(f"{text!r} is not a suit (one of C D H S)")
    return SUIT_LETTERS.index(t)


def card_name(c: Card, german: bool = False) -> str:
    """A person's name for a card: 'queen of hearts', 'Ober of leaves', 'big joker'."""
    if c == LITTLE_JOKER:
        return "little joker"
    if c == BIG_JOKER:
        return "big joker"
    s, r = suit_of(c), rank_of(c)
    if german:
        return f"{GERMAN_RANK_NAMES[r]} of {GERMAN_SUIT_NAMES[s]}"
    return f"{FRENCH_RANK_NAMES[r]} of {FRENCH_SUIT_NAMES[s]}"


def suit_name(suit: int, german: bool = False) -> str:
    return (GERMAN_SUIT_NAMES if german else FRENCH_SUIT_NAMES)[suit]


# --- packs --------------------------------------------------------------------------------


def pack(ranks: Iterable[int], jokers: bool = False, removed: Iterable[Card] = ()) -> CardSet:
    """Every card of the given ranks in the four suits, with or without jokers, minus ``removed``."""
    cs = cardset(card(s, r) for s in SUITS for r in ranks)
    if jokers:
        cs |= JOKER_MASK
    return cs & ~cardset(removed)


PACK_20: Final = pack((ACE, TEN, KING, QUEEN, JACK))  # Schnapsen
PACK_24: Final = pack((ACE, TEN, KING, QUEEN, JACK, NINE))  # Sixty-six
PACK_32: Final = pack((ACE, KING, QUEEN, JACK, TEN, NINE, EIGHT, SEVEN))  # Piquet / German pack
PACK_52: Final = pack(RANKS)
PACK_54: Final = pack(RANKS, jokers=True)
DEUCES: Final = tuple(card(s, TWO) for s in SUITS)


# --- a shuffle that is the same everywhere -------------------------------------------------

_MASK64: Final = (1 << 64) - 1
_LIMITS: dict[int, int] = {}  # n -> the rejection limit of below(n), the same for every seed
_LIMIT_TABLES: dict[int, tuple[int, ...]] = {}  # size -> the limits of below(n), n up to size


def _limits_to(size: int) -> tuple[int, ...]:
    """The rejection limits of ``below(n)`` for n from 0 to ``size``, by index (a shuffle
    of a list of ``size`` looks one up per card)."""
    table = _LIMIT_TABLES.get(size)
    if table is None:
        table = _LIMIT_TABLES[size] = tuple((1 << 64) - ((1 << 64) % n) if n else 0
                                            for n in range(size + 1))
    return table


class DealRng:
    """SplitMix64: a tiny generator whose output depends only on the seed.

    Python's ``random`` may change between versions; deals must not. Same seed, same
    sequence, on every platform and Python version.

    >>> DealRng(7).below(52) == DealRng(7).below(52)
    True
    """

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"a seed is an int, not {type(seed).__name__}")
        self._state = seed & _MASK64

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK64
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        return self._next_below(_LIMITS.get(n) or self._limit(n)) % n

    def _next_below(self, limit: int) -> int:
        """The next number below ``limit``, those at or above it skipped."""
        while True:
            x = self.next64()
            if x < limit:
                return x

    def shuffle(self, items: list[Card]) -> None:
        """Fisher–Yates in place: ``below(i + 1)`` for i from the top down, inlined (hot in deals)."""
        state = self._state
        limits = _limits_to(len(items))
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            state = (state + 0x9E3779B97F4A7C15) & _MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
            z ^= z >> 31
            if z >= limits[n]:  # below(n) draws again (for a pack, once in 2**58 draws)
                self._state = state
                z = self._next_below(limits[n])
                state = self._state
            j = z % n
            items[i], items[j] = items[j], items[i]
        self._state = state

    @staticmethod
    def _limit(n: int) -> int:
        limit = _LIMITS[n] = (1 << 64) - ((1 << 64) % n)
        return limit


def shuffled(cs: CardSet, seed: int) -> list[Card]:
    """The cards of ``cs`` in a seeded random order; index 0 is the top of the pack."""
    order = card_list(cs)
    DealRng(seed).shuffle(order)
    return order
