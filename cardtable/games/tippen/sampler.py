"""Worlds consistent with what a seat's view shows, the hidden cards dealt at random:
the one sampler (the AI and the checks call it)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.cards import (
    SUIT_MASKS,
    CardSet,
    card_list,
)
from cardtable.engine.state import View
from cardtable.games.tippen.core import (
    ACTIVE,
    CUTTING,
    DECLARING,
    EXCHANGING,
    FACE_DOWN,
    PLAYING,
    ROBBED,
    SHOVING,
    SNIFF_NAMES,
    TAKEN,
    TippenCore,
    start_chips,
)
from cardtable.games.tippen.options import Options
from cardtable.games.tippen.rules import PACK, beats, rules_of
from cardtable.games.tippen.state import PACK_LIST, PHASE_NAMES, STATUS_NAMES, TRUMP_STATES
from cardtable.games.tippen.view import TippenView


def sample(options: Options, view: View, rng: random.Random) -> TippenCore:
    """A core consistent with everything ``view`` shows, the cards it cannot see dealt at
    random (the one sampler: the computer players and the tests call it).

    Kept: the seat's own hand and the cards it saw go out of the deal, every card played, the
    face-up or robbed trump card, the hand sizes, the cards each seat showed it does not hold
    (``excluded``), the chips and every public fact of the deal. The trump card the dealer took
    stays with him (in his hand, or for others now and then among his discards); a dealer who
    took it unseen is given a trump most of the time. Before the deal the pack is shuffled.
    """
    if not isinstance(view, TippenView):
        raise TypeError("a Tippen world is sampled from a TippenView")
    v = view
    n = v.num_seats
    chips = v.chips if v.chips is not None else start_chips(options, n)
    core = TippenCore.__new__(TippenCore)
    core._blank(rules_of(options), n, v.dealer, chips.balances, chips.at("pot"))
    core.reserve, core.bete = chips.at("reserve"), chips.at("bete")
    core.carry_in, core.shoves = v.carry_in, v.shoves
    core.phase = PHASE_NAMES.index(v.phase)
    core.to_act = v.current_player
    if core.phase in (SHOVING, CUTTING):
        deck = list(PACK_LIST)
        rng.shuffle(deck)
        core.deck = tuple(deck)
        return core
    core.P, core.B, core.bare, core.forced = v.playing_pot, v.bete_unit, v.bare, v.forced
    core.trump, core.trump_state = v.trump, TRUMP_STATES.index(v.trump_state)
    core.knocked, core.sniffed = v.knocked, SNIFF_NAMES.index(v.sniffed)
    core.status = [STATUS_NAMES.index(x) for x in v.status]
    core.tricks, core.trick_no = list(v.tricks_won), v.tricks_done
    core.outcome = v.outcome
    _deal_hidden(core, v, rng)
    active = [s for s in core.order if core.status[s] == ACTIVE]
    core.n_active = len(active)
    for i, s in enumerate(active):
        core.next_active[s] = active[(i + 1) % len(active)]
    if core.phase in (DECLARING, EXCHANGING):
        core.qpos = core.order.index(core.to_act)
    if core.phase == PLAYING:
        trumps = SUIT_MASKS[core.trump]
        for s in active:
            core.t1trumps[s] = ((core.hands[s] | v.played[s]) & trumps).bit_count()
        core.trick = [c for _, c in v.trick]
        core.leader = v.trick[0][0] if v.trick else core.to_act
        for s, c in v.trick:
            if core.best < 0 or beats(c, core.best, core.trump):
                core.best, core.best_seat = c, s
    return core

def _deal_hidden(core: TippenCore, v: TippenView, rng: random.Random) -> None:
    """Put every card ``v`` cannot place into hands, the face-down cards, the talon and the
    dead pile, keeping the sizes and what each seat has shown."""
    n, me, d = v.num_seats, v.seat, v.dealer
    played = 0
    for p in v.played:
        played |= p
    hands = [0] * n
    hands[me] = v.hand
    dead = v.dead_known
    known = v.hand | played | dead
    tc, ts = v.trump_card, core.trump_state
    if tc >= 0:
        known |= 1 << tc
        if not (played | v.hand | dead) >> tc & 1:
            if ts == ROBBED:
                hands[v.robber] |= 1 << tc
            elif ts == TAKEN:  # an Alvensleben sniffer's card, in his hand or discarded
                room = v.hand_sizes[d] > 0 and not v.excluded[d] >> tc & 1
                if room and rng.random() < 0.85:
                    hands[d] |= 1 << tc
                else:
                    dead |= 1 << tc
    core.trump_card = tc
    need = {s: v.hand_sizes[s] - hands[s].bit_count() for s in range(n) if s != me}
    pool = PACK & ~known
    want_trump = -1  # the dealer took a trump card unseen by this seat: give him one
    if (ts == TAKEN and tc < 0 and d != me and need.get(d, 0) > 0
            and not v.played[d] & SUIT_MASKS[v.trump] and rng.random() < 0.8):
        want_trump = v.trump
    dealt, rest = _deal_hands(pool, need, v.excluded, d, want_trump, rng)
    for s, cards in dealt.items():
        hands[s] |= cards
    rest_list = card_list(rest)
    rng.shuffle(rest_list)
    k = v.face_down
    face_down = sum(1 << c for c in rest_list[:k])
    if ts == FACE_DOWN:
        core.trump_card = rest_list[k]
        k += 1
    core.talon = rest_list[k:k + v.talon_size]
    for c in rest_list[k + v.talon_size:]:
        dead |= 1 << c
    core.hands, core.face_down, core.dead, core.played = hands, face_down, dead, played
    if ts == TAKEN and core.trump_card < 0:
        core.trump_card = -1  # unseen by this seat; no rule reads it any more

def _deal_hands(pool: CardSet, need: dict[int, int], excluded: Sequence[CardSet], dealer: int,
                want_trump: int, rng: random.Random) -> tuple[dict[int, CardSet], CardSet]:
    """``need[s]`` cards from ``pool`` for each seat, none it has shown it does not hold; the
    dealer one of suit ``want_trump`` first where asked. Returns the hands and the rest."""
    seats = [s for s, k in need.items() if k > 0]
    for attempt in range(16):
        rng.shuffle(seats)
        left, out, ok = pool, {}, True
        if want_trump >= 0 and attempt < 8:
            trumps = card_list(left & SUIT_MASKS[want_trump] & ~excluded[dealer])
            if trumps:
                c = rng.choice(trumps)
                out[dealer] = 1 << c
                left ^= 1 << c
        for s in seats:
            have = out.get(s, 0)
            k = need[s] - have.bit_count()
            allowed = card_list(left & ~excluded[s]) if attempt < 15 else card_list(left)
            if len(allowed) < k:
                ok = False
                break
            for c in rng.sample(allowed, k):
                have |= 1 << c
            out[s] = have
            left &= ~have
        if ok:
            return out, left
    raise ValueError("no deal fits this view")  # unreachable: the last attempt ignores voids

