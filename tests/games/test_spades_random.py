"""Spades under random play: the shared contract checks, Spades' own invariants, perft counts,
records, and whole games (targets, ties, bags) through :class:`SpadesMatch`."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable

import pytest

from cardtable.cards import JOKER_MASK, SUIT_MASKS
from cardtable.engine import Action, DealRecord, GameState, RecordError, record_of
from cardtable.engine.checks import check_random_deals, count_line, perft
from cardtable.games import load_match, replay
from cardtable.games.spades import (
    EXCHANGE,
    GAME,
    PLAY_PHASE,
    PRESETS,
    Options,
    SpadesCarry,
    SpadesCore,
    SpadesMatch,
    SpadesSampler,
    SpadesState,
    game_winner,
    sample,
    sides_of,
    spades_pack,
)
from tests.games.test_spades import (
    HAND_4,
    HAND_16,
    HAND_24,
    OPENSPIEL,
    SEED,
    TRICKS_4,
    bid_all,
    hand_4,
)
from tests.games.test_spades_support import fill_hands, new_hand

SPADES_ALL = SUIT_MASKS[3] | JOKER_MASK


def expected_side_score(options: Options, members: Iterable[int], bids: list[int],
                        blind: list[bool], won: list[int]) -> int:
    """The hand score of a side, worked out player by player (bags penalty left out)."""
    contract = taken = bags = nil_points = 0
    for p in members:
        if bids[p] == 0:
            value = options.blind_nil_value if blind[p] else options.nil_value
            nil_points += -value if won[p] else value
            if options.nil_tricks_help_partner:
                taken += won[p]
            else:
                bags += won[p]
        else:
            contract += bids[p]
            taken += won[p]
    if taken >= contract:
        return 10 * contract + (taken - contract) + bags + nil_points
    penalty = 0 if options.set_penalty == "zero" else 10 * contract
    return -penalty + bags + nil_points


def spades_invariants(state: GameState) -> list[str]:
    """Checked after every action: cards, tricks, spades broken, and the score at the end."""
    assert isinstance(state, SpadesState)
    problems = []
    zones = state.card_zones()
    union = 0
    for cs in zones.values():
        if union & cs:
            problems.append("two zones share a card")
        union |= cs
    if union != spades_pack(state.options, state.num_seats):
        problems.append("a card is missing or extra")
    if sum(state.won) != state.trick_no:
        problems.append(f"tricks won {state.won} do not add up to {state.trick_no} played")
    played = 0
    for t in state.taken:
        played |= t
    if played.bit_count() != state.trick_no * state.num_seats:
        problems.append("the won tricks hold the wrong number of cards")
    if state.spades_broken != bool((played | state.core.trick_cards()) & SPADES_ALL):
        problems.append("spades_broken disagrees with the cards played")
    for s, h in enumerate(state.hands):
        if h & state.voids[s]:
            problems.append(f"seat {s} holds a suit it showed void in")
    if state.phase == PLAY_PHASE:
        for s, h in enumerate(state.hands):
            in_trick = (s - state.leader) % state.num_seats < len(state.trick)
            if h.bit_count() != state.T - state.trick_no - in_trick:
                problems.append(f"seat {s} holds {h.bit_count()} cards")
    if state.is_over:
        problems += _score_problems(state)
    return problems


def _score_problems(state: SpadesState) -> list[str]:
    result, opts = state.result(), state.options
    problems = []
    for i, members in enumerate(state.sides):
        points = result.details["side_points"][i]
        if not opts.bags_penalty:
            want = expected_side_score(opts, members, state.bids, state.blind, state.won)
            if points != want:
                problems.append(f"side {members} scored {points}, expected {want}")
        if any(result.points[s] != points for s in members):
            problems.append("partners score differently")
        if result.carry.scores[i] != state.core.scores[i] + points:
            problems.append("the carried score is not the old score plus the hand")
        if not 0 <= result.carry.bags[i] < opts.bag_limit and opts.bags_penalty:
            problems.append("the bag counter is out of range")
    if any(b == -1 for b in state.bids):
        problems.append("a seat did not bid")
    return problems


def check(options: Options, seats: int, seeds: Iterable[int], thorough: bool) -> None:
    problems = check_random_deals(GAME, options, seats, seeds, spades_invariants, thorough)
    assert problems == []


@pytest.mark.slow
def test_random_deals_default_four_players() -> None:
    check(SEED, 4, range(2000), thorough=False)
    check(SEED, 4, range(2000, 2100), thorough=True)


ALL_ON = Options(nil=True, blind_nil=True, blind_nil_min_deficit=0)
COMBOS = [
    ("4 no jokers", Options(jokers=False), 4),
    ("4 classic partnership", PRESETS["classic_partnership"], 4),
    ("4 pairs blind nil for all",
     dataclasses.replace(ALL_ON, partnerships="pairs", set_penalty="minus_bid",
                         bags_penalty=True), 4),
    ("4 openspiel", OPENSPIEL, 4),
    ("4 lowest club, no trumps on trick 1", Options(first_lead="lowest_club",
                                                    first_trick_no_spades=True), 4),
    ("4 lead spades anytime", Options(spades_lead="anytime", nil=True), 4),
    ("2 draw", SEED, 2),
    ("2 draw no jokers", Options(jokers=False, nil=True, blind_nil=True), 2),
    ("2 deal, blind nil", dataclasses.replace(ALL_ON, two_player_hand_building="deal"), 2),
    ("3 jokers", ALL_ON, 3),
    ("3 no jokers, lowest club", Options(jokers=False, first_lead="lowest_club"), 3),
    ("5 jokers", SEED, 5),
    ("5 no jokers", dataclasses.replace(ALL_ON, jokers=False), 5),
    ("6 jokers pairs", dataclasses.replace(ALL_ON, partnerships="pairs", side_bid_cap=True), 6),
    ("6 no jokers triples", dataclasses.replace(ALL_ON, partnerships="triples", jokers=False,
                                                nil_tricks_help_partner=True), 6),
    ("6 triples, no double nil", Options(partnerships="triples", nil=True,
                                         double_nil_allowed=False), 6),
]


@pytest.mark.parametrize("name, options, seats", COMBOS, ids=[c[0] for c in COMBOS])
def test_random_deals_other_layouts_and_options(name: str, options: Options, seats: int) -> None:
    check(options, seats, range(200), thorough=False)
    check(options, seats, range(200, 220), thorough=True)


def test_random_play_reaches_every_kind_of_action() -> None:
    kinds: set[str] = set()
    for seed in range(40):
        for options, seats in ((COMBOS[2][1], 4), (SEED, 2)):
            state = GAME.new_deal(options, seats, seed % seats, seed)
            rng = random.Random(seed)
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
            kinds |= {a.kind for a in state.history}
            kinds |= {e.kind for e in state.log}
    assert {"bid", "blind_nil", "look", "give", "keep", "reject", "play"} <= kinds
    assert {"deal", "bid", "play", "trick", "spades_broken", "draw", "discard", "hand_over",
            "receive"} <= kinds


# --- perft: frozen counts of legal sequences ---------------------------------------------------


def test_perft_four_player_hand_after_bids() -> None:
    assert [perft(hand_4(), d) for d in (1, 2, 3, 4, 5)] == [11, 41, 303, 1867, 20338]


def test_perft_bidding_and_line_counts() -> None:
    assert [perft(new_hand(SEED, 4, 0, HAND_4), d) for d in (1, 2, 3, 4)] == [13, 169, 2197, 28561]
    line = " ".join(cards for _, cards, _ in TRICKS_4).split()
    assert count_line(hand_4(), line) == [
        11, 4, 13, 4, 12, 6, 2, 1, 11, 2, 3, 2, 10, 10, 4, 5, 9, 4, 1, 2, 8, 3, 5, 8, 7, 3, 2, 7,
        6, 2, 3, 6, 5, 5, 3, 5, 4, 4, 3, 1, 3, 1, 3, 1, 2, 2, 2, 2, 1, 1, 1, 1]


def test_perft_openspiel_deal_with_bids() -> None:
    state = new_hand(OPENSPIEL, 4, 3, HAND_24)
    assert [perft(state, d) for d in (1, 2, 3, 4, 5)] == [14, 196, 1470, 11025, 77175]


def test_perft_three_player_hand() -> None:
    state = new_hand(SEED, 3, 0, HAND_16)
    bid_all(state, "6 6 7")
    assert [perft(state, d) for d in (1, 2, 3, 4)] == [12, 164, 1352, 16780]


# --- records ----------------------------------------------------------------------------------


@pytest.mark.parametrize("options, seats", [(SEED, 4), (COMBOS[2][1], 4), (SEED, 2),
                                            (COMBOS[13][1], 6)])
def test_record_round_trip_mid_deal_and_finished(options: Options, seats: int) -> None:
    state = GAME.new_deal(options, seats, 1, seed=77, carry=None)
    rng = random.Random(3)
    steps = 0
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
        if steps in (3, 20):
            again = replay(DealRecord.from_json(record_of(state).to_json()))
            assert again.key() == state.key() and again.log == state.log
    again = replay(DealRecord.from_json(record_of(state).to_json()))
    assert again.key() == state.key() and again.result() == state.result()


def test_bad_records_are_refused() -> None:
    state = hand_4()
    good = record_of(state).to_dict()
    for change in ({"deck": " ".join(good["deck"].split()[:-1])},
                   {"carry": {"scores": [1, 2]}}, {"options": {"target": "500"}},
                   {"actions": ["bid 3", "bid 99"]}, {"seats": 7}):
        with pytest.raises(RecordError):
            replay(DealRecord.from_dict(good | change))


# --- whole games ---------------------------------------------------------------------------------


LOSING = Options(lose_threshold_on=True, set_penalty="minus_bid", nil=True)


def play_match(options: Options, seats: int, seed: int, max_hands: int = 200) -> SpadesMatch:
    # An explicit first dealer: Match draws one from the match's generator otherwise, and a
    # saved match then replays with shifted deal seeds (reported to the lead).
    match = SpadesMatch(GAME, options, seats, seed, first_dealer=seed % seats)
    rng = random.Random(seed)
    while not match.is_over():
        assert len(match.results) < max_hands, "the game did not end"
        hand = match.start_deal()
        while not hand.is_over:
            legal = hand.legal_actions()
            # Modest bids and no nil, so that games with penalties reach the target.
            modest = [a for a in legal if a.kind not in ("bid", "blind_nil")
                      or (a.kind == "bid" and 1 <= (a.n or 0) <= 3)]
            hand.apply_unchecked(rng.choice(modest or legal))
        dealer = match.dealer
        match.finish_deal()
        assert match.dealer == (dealer + 1) % seats
    return match


@pytest.mark.parametrize("options, seats", [(SEED, 4), (PRESETS["seed_short"], 3),
                                            (PRESETS["classic_partnership"], 4),
                                            (LOSING, 5)])
def test_matches_end_with_a_unique_leader(options: Options, seats: int) -> None:
    for seed in range(3):
        match = play_match(options, seats, seed)
        scores = match.side_scores()
        side = game_winner(options, scores)
        assert side is not None and scores[side] == max(scores)
        assert scores.count(max(scores)) == 1
        assert max(scores) >= options.target or (
            options.lose_threshold_on and min(scores) <= options.lose_threshold)
        # every earlier hand left the game undecided
        for result in match.results[:-1]:
            assert game_winner(options, result.carry.scores) is None
        assert match.winners() == sides_of(options, seats)[side]
        for i, members in enumerate(sides_of(options, seats)):
            assert all(match.totals[s] == scores[i] for s in members)
        loaded = load_match(match.to_json())
        assert isinstance(loaded, SpadesMatch) and loaded.winners() == match.winners()


def test_bags_and_scores_carry_from_hand_to_hand() -> None:
    options = PRESETS["classic_partnership"]
    match = play_match(options, 4, seed=11)
    scores, bags = [0, 0], [0, 0]
    for result in match.results:
        for i in range(2):
            scores[i] += result.details["side_points"][i]
        assert list(result.carry.scores) == scores
        bags = result.carry.bags
        assert all(0 <= b < 10 for b in bags)
    assert match.side_scores() == scores


def test_blind_nil_eligibility_follows_the_carried_scores() -> None:
    options = PRESETS["classic_partnership"]
    behind = GAME.new_deal(options, 4, 0, seed=5, carry=SpadesCarry(scores=(0, 100), bags=(0, 0)))
    level = GAME.new_deal(options, 4, 0, seed=5, carry=SpadesCarry(scores=(0, 99), bags=(0, 0)))
    assert isinstance(behind, SpadesState) and isinstance(level, SpadesState)
    assert behind.viewed == [False, True, False, True]
    assert level.viewed == [True] * 4


# --- the sampler: worlds for search from a seat's view -------------------------------------------


def sampled_world_problems(state: SpadesState, seat: int, world: SpadesCore) -> list[str]:
    """How a core sampled from ``seat``'s view disagrees with what that seat knows."""
    view, true = state.view(seat), state.core
    problems = []
    # Every public fact, and the turn, as in the true hand.
    public = ("phase", "to_act", "leader", "bids", "blind", "viewed", "won", "trick",
              "trick_no", "broken", "exchanges", "is_over", "scores", "bags")
    for name in public:
        if getattr(world, name) != getattr(true, name):
            problems.append(f"{name} {getattr(world, name)} is not {getattr(true, name)}")
    if seat == true.current_player and world.moves() != true.moves():
        problems.append("the legal moves differ")
    if true.viewed[seat] and world.hands[seat] != true.hands[seat]:
        problems.append("the seat's own hand changed")
    if [h.bit_count() for h in world.hands] != [h.bit_count() for h in true.hands]:
        problems.append("a hand changed size")
    for s, h in enumerate(world.hands):
        if h & state.voids[s]:
            problems.append(f"seat {s} holds a suit it showed void in")
    # Every card the seat knows the place of is there: the cards it passed, the discards it
    # saw, the card it is looking at.
    seen = state.seen[seat]
    for s in range(state.num_seats):
        if s != seat and world.hands[s] & seen != true.hands[s] & seen:
            problems.append(f"a card seat {seat} passed to seat {s} moved")
    if world.discards & seen != true.discards & seen:
        problems.append("a discard the seat saw moved")
    if view.offered >= 0 and world.stock[world.stock_pos] != view.offered:
        problems.append("the card the seat is looking at is not on top of the stock")
    # The cards: the same pack, in the same zones as far as their sizes go.
    union = world.trick_cards() | world.discards | world.out_of_play
    for t in state.taken:
        union |= t
    for h in world.hands:
        if h & union:
            problems.append("a hand holds a card that is elsewhere")
        union |= h
    stock = sum(1 << c for c in world.stock[world.stock_pos:])
    if union & stock or union | stock != spades_pack(state.options, state.num_seats):
        problems.append("the cards are not the pack")
    if world.discards.bit_count() != true.discards.bit_count():
        problems.append("the discards changed size")
    if len(world.stock) - world.stock_pos != len(true.stock) - true.stock_pos:
        problems.append("the stock changed size")
    return problems


def play_out(world: SpadesCore, rng: random.Random) -> None:
    """A sampled world plays to the end of the hand by random legal moves."""
    while not world.is_over:
        world.play(rng.choice(world.moves()))
    assert sum(world.won) == world.rules.T


SAMPLED = [(SEED, 4), (PRESETS["classic_partnership"], 4), (COMBOS[2][1], 4), (SEED, 2),
           (COMBOS[8][1], 2), (COMBOS[14][1], 6), (COMBOS[4][1], 4), (OPENSPIEL, 4),
           (ALL_ON, 3)]


@pytest.mark.parametrize("options, seats", SAMPLED)
def test_sampled_worlds_agree_with_what_the_seat_knows(options: Options, seats: int) -> None:
    differs = 0
    for seed in range(25):
        rng = random.Random(seed)
        state = GAME.new_deal(options, seats, seed % seats, seed)
        assert isinstance(state, SpadesState)
        for _ in range(rng.randrange(70)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        for seat in range(seats):
            world = sample(options, state.view(seat), rng)
            assert sampled_world_problems(state, seat, world) == [], (seed, seat)
            differs += world.hands != state.hands
            play_out(world, rng)
    assert differs > 0


def test_sampled_worlds_respect_shown_voids() -> None:
    state = hand_4()
    for _, cards, _ in TRICKS_4[:6]:
        for text in cards.split():
            state.apply(text)
    # P3 trumped the club lead of trick 1, P2 threw 8C on the spade lead of trick 4, P0
    # trumped the heart lead of trick 6.
    assert state.voids == [SUIT_MASKS[2], 0, SPADES_ALL, SUIT_MASKS[0]]
    sampler = SpadesSampler(SEED, state.view(1))
    rng = random.Random(5)
    for _ in range(50):
        world = sampler.sample(rng)
        assert not world.hands[3] & SUIT_MASKS[0]
        assert not world.hands[0] & SUIT_MASKS[2]
        assert not world.hands[2] & SPADES_ALL
        assert sampled_world_problems(state, 1, world) == []


def test_a_spade_lead_that_shows_only_spades_is_respected() -> None:
    # Spades may be led only by a hand of nothing but spades (O11 only_when_forced): P1 leads
    # 4S, so its other twelve cards are the twelve spades P2 does not see. A moment before,
    # P1's hand in P2's worlds is any thirteen of the cards P2 does not see.
    options = Options(spades_lead="only_when_forced")
    spades = "BJ LJ AS KS QS JS TS 9S 8S 7S 6S 5S 4S"
    state = new_hand(options, 4, 0, fill_hands(options, 4, {1: spades, 2: "3S 2S"}))
    bid_all(state, "1 1 1 1")
    rng = random.Random(2)
    before = [sample(options, state.view(2), rng).hands[1] for _ in range(20)]
    assert all(h & ~SPADES_ALL for h in before)
    state.apply("4S")
    assert state.voids[1] == SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2]
    for _ in range(20):
        world = sample(options, state.view(2), rng)
        assert world.hands[1] == state.hands[1]
        assert sampled_world_problems(state, 2, world) == []


def test_sampled_worlds_during_and_after_a_blind_nil_exchange() -> None:
    classic = PRESETS["classic_partnership"]
    state = GAME.new_deal(classic, 4, 0, seed=22, carry=SpadesCarry(scores=(220, 330), bags=(0, 0)))
    assert isinstance(state, SpadesState)
    for text in ("bid 3", "blind_nil", "bid 4", "bid 4"):
        state.apply(text)
    given = [c for c in range(54) if state.hands[2] >> c & 1][:2]
    rng = random.Random(4)
    for step in range(4):
        for seat in range(4):
            world = sample(classic, state.view(seat), rng)
            assert sampled_world_problems(state, seat, world) == []
            assert world.phase == EXCHANGE
            if seat == 2 and step >= 1:  # what P2 passed is in P0's hand in every world
                passed = sum(1 << c for c in given[:step])
                assert world.hands[0] & passed == passed
            play_out(world, rng)
        if step < 2:
            state.apply(Action("give", card=given[step]))
        else:
            state.apply(rng.choice(state.legal_actions()))
    assert state.view(0).phase == "play"
    for seat in range(4):
        assert sampled_world_problems(state, seat, sample(classic, state.view(seat), rng)) == []


def test_a_seat_that_has_not_looked_gets_a_hand_dealt_too() -> None:
    # Classic partnership, side 1+3 far behind: seat 1 may bid blind nil and has not seen its
    # cards, so they are as hidden to it as the others' and its world deals it a hand.
    classic = PRESETS["classic_partnership"]
    state = GAME.new_deal(classic, 4, 0, seed=5, carry=SpadesCarry(scores=(300, 0), bags=(0, 0)))
    view = state.view(1)
    assert not view.viewed and view.hand == 0
    hands = {sample(classic, view, random.Random(k)).hands[1] for k in range(10)}
    assert len(hands) == 10 and all(h.bit_count() == 13 for h in hands)
    assert sampled_world_problems(state, 1, sample(classic, view, random.Random(0))) == []


def test_without_voids_every_hidden_card_lands_in_each_hand_alike() -> None:
    # The first bidder's view: the 39 unseen cards go to the three other hands uniformly.
    state = GAME.new_deal(SEED, 4, 0, seed=3)
    sampler = SpadesSampler(SEED, state.view(1))
    rng = random.Random(1)
    counts = {s: 0 for s in (0, 2, 3)}
    spade_counts = []
    draws = 3000
    for _ in range(draws):
        deal = sampler.draw(rng)
        for s in counts:
            counts[s] += deal[s] >> sampler.pool[0] & 1
        spade_counts.append((deal[0] & SPADES_ALL).bit_count())
    for count in counts.values():  # 1000 expected; 4.3 standard deviations either way
        assert 890 <= count <= 1110, counts
    hidden_spades = (sampler.rules.pack & SPADES_ALL & ~state.hands[1]).bit_count()
    mean = sum(spade_counts) / draws  # hypergeometric: 13 of 39 cards
    assert abs(mean - hidden_spades / 3) < 0.1
