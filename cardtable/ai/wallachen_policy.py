"""Wallachen's rules of thumb: the play-out policy of every phase, and the discards and
contracts by rule.

:func:`policy_move` plays any phase of a world by rules of thumb: the play-outs of the search
and of every estimate in :mod:`cardtable.ai.wallachen`, and the easy level. Play-outs see the
world's cards (a determinized world), so its defenders cooperate: neither overtakes the other's
winning card when the rules leave a card that lets it stand (:func:`partner_filter`, also
applied to the search's root moves), one forced over his partner beats it with his lowest
card, and in Bettel they keep under the declarer. :func:`heuristic_discard` and
:func:`contract_move` lay away and declare by the rule of each kind of contract.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.cards import SUIT_MASKS, card_list
from cardtable.games.wallachen import (
    BETTEL,
    CONTRACT,
    CONTRACT_BASE,
    DISCARD,
    DISCARD_BASE,
    DOPPELN,
    KONTRA,
    KONTRA_ASK,
    MORD,
    NINE,
    NO,
    PASS,
    PLAY_PHASE,
    RE_ASK,
    SIX,
    Options,
    WallachenCore,
    brand_level,
)

SUIT = tuple(c // 13 for c in range(52))
RANK = tuple(c % 13 for c in range(52))  # 5 (seven) … 12 (ace): higher is stronger
SUIT_MASK = tuple(SUIT_MASKS[c // 13] for c in range(52))


def options_of(options: Any) -> Options:
    return options if isinstance(options, Options) else Options()


def _beats(c: int, w: int, trump: int) -> bool:
    """Whether ``c`` played now would beat the winning card ``w``."""
    sc, sw = SUIT[c], SUIT[w]
    if sc == sw:
        return c > w
    return sc == trump


def top_card(cards: int) -> int:
    return cards.bit_length() - 1


def low_card(cards: int) -> int:
    return (cards & -cards).bit_length() - 1


# --- the play-out policy ------------------------------------------------------------------------


def partner_filter(core: WallachenCore, cards: list[int]) -> list[int]:
    """A defender does not overtake his partner's winning card once the declarer has played to
    the trick, when a card that lets it stand is legal (not in Bettel, where the defenders
    want the declarer to win and shed their high cards on a trick the declarer escaped).

    Under the duty to head (§2.3) the rules mostly decide this themselves: in a trick
    contract a legal set never mixes cards that beat the winning card with cards that do not
    (``tests/ai/test_wallachen_ai.py`` checks it), and the policy then beats a partner with its
    lowest card; the choice is real in Mord without ``stichzwang_in_bettel_mord``.
    """
    if (len(core.trick) != 2 or core.contract == BETTEL or core.to_act == core.declarer
            or core.win_seat == core.declarer):
        return cards
    w, trump = core.win_card, core.trump
    under = [c for c in cards if not _beats(c, w, trump)]
    return under or cards


def policy_move(core: WallachenCore, rng: random.Random | None = None,
                noise: float = 0.0) -> int:
    """A sensible move in any phase of a world (the play-outs' policy)."""
    phase = core.phase
    if phase == PLAY_PHASE:
        return policy_card(core, rng, noise)
    if phase == DISCARD:
        return heuristic_discard(core, core.declarer, _natural_family(core))
    if phase == CONTRACT:
        return _plain_contract(core)
    if phase in (KONTRA_ASK, RE_ASK, DOPPELN):
        return NO
    return PASS  # the auction: play-outs never start there; passing always ends it


def policy_card(core: WallachenCore, rng: random.Random | None = None,
                noise: float = 0.0) -> int:
    moves = core.moves()
    if moves[0] == KONTRA:  # play-outs never say Kontra: the players decide it apart
        moves = moves[1:]
    if len(moves) == 1:
        return moves[0]
    moves = partner_filter(core, moves)
    if len(moves) == 1:
        return moves[0]
    if noise and rng is not None and rng.random() < noise:
        return rng.choice(moves)
    if not core.trick:
        return _lead(core, moves)
    return _follow(core, moves)


def _others(core: WallachenCore, seat: int) -> int:
    h = core.hands
    return (h[0] | h[1] | h[2]) & ~h[seat]


def _lead(core: WallachenCore, moves: list[int]) -> int:
    seat = core.to_act
    decl = core.declarer
    contract = core.contract
    hand = core.hands[seat]
    others = _others(core, seat)
    if contract == BETTEL:
        if seat == decl:  # the highest card some defender must still head
            safe = [c for c in moves if others & SUIT_MASK[c] & ~((2 << c) - 1)]
            return max(safe, key=RANK.__getitem__) if safe else min(moves, key=RANK.__getitem__)
        dh = core.hands[decl]  # a defender leads low where the declarer must go over it
        best, best_score = moves[0], -99
        for c in moves:
            above = dh & SUIT_MASK[c] & ~((2 << c) - 1)
            score = (10 if above and not dh & SUIT_MASK[c] & ((1 << c) - 1) else 0) - RANK[c]
            if score > best_score:
                best, best_score = c, score
        return best
    if contract == MORD:
        if seat == decl:
            masters = [c for c in moves if not others & SUIT_MASK[c] & ~((2 << c) - 1)]
            return max(masters or moves, key=RANK.__getitem__)
        dh = core.hands[decl]
        for c in sorted(moves, key=RANK.__getitem__, reverse=True):
            if not dh & SUIT_MASK[c] & ~((2 << c) - 1):
                return c  # the declarer cannot beat it
        return min(moves, key=RANK.__getitem__)
    trump = core.trump
    if trump < 0:  # the first lead fixes trumps: the declarer's best suit, from the top
        suit = best_trump_suit(hand)
        return top_card(hand & SUIT_MASKS[suit])
    tmask = SUIT_MASKS[trump]
    my_trumps = hand & tmask
    if seat == decl:
        their_trumps = others & tmask
        if my_trumps and their_trumps:
            if top_card(my_trumps) > top_card(their_trumps):
                return top_card(my_trumps)
            if my_trumps.bit_count() > their_trumps.bit_count():
                return low_card(my_trumps)
        for c in moves:  # a side card nobody can beat, nor ruff
            if (not tmask >> c & 1 and not others & SUIT_MASK[c] & ~((2 << c) - 1)
                    and (not their_trumps or _void_ok(core, c))):
                return c
        side = [c for c in moves if not tmask >> c & 1] or moves
        return min(side, key=RANK.__getitem__)
    # a defender: a side master, else low in his longest side suit
    dh = core.hands[decl]
    for c in moves:  # a master the declarer must follow, or cannot ruff
        if (not tmask >> c & 1 and not others & SUIT_MASK[c] & ~((2 << c) - 1)
                and (dh & SUIT_MASK[c] or not dh & tmask)):
            return c
    side = [c for c in moves if not tmask >> c & 1] or moves
    return min(side, key=lambda c: (-(hand & SUIT_MASK[c]).bit_count(), RANK[c]))


def _void_ok(core: WallachenCore, c: int) -> bool:
    """No defender can ruff a lead of ``c``: each holds its suit or no trump."""
    tmask = SUIT_MASKS[core.trump]
    for s in range(3):
        if s != core.declarer:
            h = core.hands[s]
            if not h & SUIT_MASK[c] and h & tmask:
                return False
    return True


def _follow(core: WallachenCore, moves: list[int]) -> int:
    seat = core.to_act
    decl = core.declarer
    contract = core.contract
    w, trump = core.win_card, core.trump
    last = len(core.trick) == 2
    winners = [c for c in moves if _beats(c, w, trump)]
    losers = [c for c in moves if not _beats(c, w, trump)]
    if contract == BETTEL:
        if seat == decl:
            return max(losers, key=RANK.__getitem__) if losers else max(moves, key=RANK.__getitem__)
        if core.win_seat == decl and losers:
            return max(losers, key=RANK.__getitem__)
        return min(moves, key=RANK.__getitem__)
    mine = core.win_seat == seat or (seat != decl and core.win_seat != decl)
    if contract == MORD and seat != decl:
        mine = False  # every defender tries to take a trick
    if mine:
        return min(losers or moves, key=lambda c: _cheap(c, trump))
    if winners:
        if last:
            return min(winners, key=lambda c: _strength(c, trump))
        nxt = (seat + 1) % 3
        safe = [c for c in winners if not _can_beat(core, nxt, c)]
        if safe:
            return min(safe, key=lambda c: _strength(c, trump))
        if nxt != decl and seat != decl and contract != MORD:
            return min(moves, key=lambda c: _cheap(c, trump))  # the partner comes after
        return max(winners, key=lambda c: _strength(c, trump))
    return min(moves, key=lambda c: _cheap(c, trump))


def _strength(c: int, trump: int) -> int:
    return RANK[c] + (20 if SUIT[c] == trump else 0)


def _cheap(c: int, trump: int) -> int:
    """What a card is worth keeping: trumps most, then rank."""
    return RANK[c] + (20 if SUIT[c] == trump else 0)


def _can_beat(core: WallachenCore, seat: int, c: int) -> bool:
    """Whether ``seat`` holds a card that beats ``c`` once ``c`` wins the trick."""
    hand = core.hands[seat]
    led = core.led
    follow = hand & SUIT_MASKS[led]
    if follow:
        return SUIT[c] == led and bool(follow & ~((2 << c) - 1))
    trump = core.trump
    if trump < 0:
        return False
    trumps = hand & SUIT_MASKS[trump]
    if not trumps:
        return False
    if SUIT[c] == trump:
        return bool(trumps & ~((2 << c) - 1))
    return True


def best_trump_suit(hand: int) -> int:
    """The suit a declarer would choose as trumps: length first, then high cards."""
    best, score = 0, -1.0
    for s in range(4):
        cards = hand & SUIT_MASKS[s]
        value = 2.0 * cards.bit_count() + sum(max(0, RANK[c] - 8) for c in card_list(cards))
        if value > score:
            best, score = s, value
    return best


# --- discards and contracts by rule -------------------------------------------------------------

# A family of contracts: a trump suit 0-3 (the trick levels, or Brand in Sirch), or one of:
FAMILY_BETTEL, FAMILY_MORD = 4, 5


def _keep_value(c: int, hand: int, family: int) -> float:
    """How much a card is worth keeping for a kind of contract (the lowest two are laid away)."""
    rank = RANK[c] - 5  # 0 (seven) … 7 (ace)
    length = (hand & SUIT_MASK[c]).bit_count()
    if family == FAMILY_BETTEL:
        return -rank * 2.0 + length * 0.3  # shed the high cards
    if family == FAMILY_MORD:
        return rank * 2.0 + length * 1.0  # shed the low cards of the short suits
    if SUIT[c] == family:
        return 100.0 + rank
    value = rank + length * 0.7
    if rank == 7:
        value += 10.0
    elif rank == 6 and length >= 2:
        value += 4.0
    return value


def heuristic_discard(core: WallachenCore, seat: int, family: int) -> int:
    """The discard move of the rule for ``family`` from the seat's twelve cards."""
    hand = core.hands[seat]
    cards = sorted(card_list(hand), key=lambda c: _keep_value(c, hand, family))
    a, b = sorted(cards[:2])
    return DISCARD_BASE + a * 64 + b


def _natural_family(core: WallachenCore) -> int:
    hand = core.hands[core.declarer]
    if core.winning >= MORD:
        return FAMILY_MORD
    if core.winning == BETTEL:
        return FAMILY_BETTEL
    if core.rules.sirch:
        suits = [s for s in range(4) if brand_level(s) >= core.winning]
        return max(suits, key=lambda s: (hand & SUIT_MASKS[s]).bit_count())
    return best_trump_suit(hand)


def contract_move(core: WallachenCore, family: int, level: int) -> int:
    """The contract move of ``family`` at ``level`` (a trick level, or the family's own)."""
    if family == FAMILY_BETTEL:
        return CONTRACT_BASE + BETTEL * 5
    if family == FAMILY_MORD:
        return CONTRACT_BASE + MORD * 5
    if core.rules.sirch:
        return CONTRACT_BASE + brand_level(family) * 5
    if core.rules.announced:
        return CONTRACT_BASE + level * 5 + family + 1
    return CONTRACT_BASE + level * 5


def _plain_contract(core: WallachenCore) -> int:
    family = _natural_family(core)
    level = core.winning if core.winning <= NINE else SIX
    move = contract_move(core, family, level)
    return move if move in core.moves() else core.moves()[0]


def families(core: WallachenCore) -> list[int]:
    """The kinds of contract the declarer may still choose (at the discard or contract)."""
    win = core.winning
    out: list[int] = []
    if core.rules.sirch:
        out += [s for s in range(4) if brand_level(s) >= win]
    elif win <= NINE:
        out += [0, 1, 2, 3]
    if win <= BETTEL:
        out.append(FAMILY_BETTEL)
    out.append(FAMILY_MORD)
    return out
