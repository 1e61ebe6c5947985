"""Poch under random play: the shared contract checks for every preset and 3 to 6 players,
whole sessions with their chips, Poch's own invariants (betting limits, chains, settlement),
the sampler against the facts of the view, and perft-style frozen counts."""

from __future__ import annotations

import copy
import random
from dataclasses import replace
from typing import Any

import pytest

from cardtable.cards import PACK_32, card_list, card_str, parse_cards
from cardtable.engine import Carry, GameState
from cardtable.engine.checks import check_random_deals, check_random_match, perft, random_options
from cardtable.engine.errors import OptionsError, RecordError
from cardtable.games import load_match
from cardtable.games.poch import (
    BETTING,
    GAME,
    POOL,
    PRESETS,
    PochCore,
    PochMatch,
    PochSampler,
    PochState,
    has_set,
    melden,
    rules_for,
    sample,
)
from tests.games.test_poch_vectors import R_DECK

SEATS = (3, 4, 5, 6)


def poch_invariants(state: GameState[Any]) -> list[str]:
    """Checked after every action (and, after the first, on the deal as it was made): every
    card accounted for, the chips conserved, the betting limits kept (what was bet and what is
    offered), no card in a seat's view that the seat has not been shown, the chain rule and
    the settlement."""
    assert isinstance(state, PochState)
    problems = state_invariants(state)
    if len(state.history) == 1:  # the state before the first action, as the deal made it
        problems += state_invariants(PochState(state.options, state.num_seats, state.dealer,
                                               state.deck, state.carry))
    return problems + history_invariants(state)


def state_invariants(state: PochState) -> list[str]:
    """The four invariants of one state, independently of the engine's own bookkeeping."""
    o, core, n = state.options, state.core, state.num_seats
    rules = rules_for(o, n)
    problems: list[str] = []
    # Every card accounted for: the hands as dealt are disjoint, each is what its seat still
    # holds plus what it played, and the rest of the pack is the talon and the turned card.
    dealt_all = 0
    for s in range(n):
        if core.dealt[s] & dealt_all:
            problems.append(f"seat {s} was dealt a card another seat holds")
        dealt_all |= core.dealt[s]
        if core.dealt[s] != core.hands[s] | (core.played & core.dealt[s]):
            problems.append(f"seat {s}'s cards are neither in its hand nor played")
    if core.played & ~dealt_all:
        problems.append("a card was played that nobody was dealt")
    talon = PACK_32 & ~dealt_all & ~(0 if core.turned < 0 else 1 << core.turned)
    expected_talon = sum(e.value for e in state.log if e.kind == "talon")
    if core.turned >= 0 and dealt_all >> core.turned & 1:
        problems.append("the turned card is in a hand")
    if talon.bit_count() != expected_talon:
        problems.append(f"the talon holds {talon.bit_count()} cards, not {expected_talon}")
    # Chips conserved: balances plus board add up to what the session started with, no place
    # holds fewer than none, and the pool is exactly what was left in it plus the bets.
    carried = state.carry.chips
    total = o.start_balance * n if carried is None else carried.total
    chips = state.chips()
    if chips.total != total:
        problems.append(f"the chips add up to {chips.total}, not {total}")
    if any(c < 0 for _, c in chips.places):
        problems.append(f"a place holds fewer than no chips: {chips.places}")
    pool_name = rules.places[POOL]
    pool_start = (0 if carried is None else carried.at(pool_name)) + (n if rules.modern else 0)
    resolved = any(e.kind in ("fold_out", "showdown") for e in state.log)
    pool = 0 if resolved else pool_start + sum(core.contrib)
    if chips.at(pool_name) != pool:
        problems.append(f"the pool holds {chips.at(pool_name)}, not {pool}")
    # Betting limits in what is offered: only a pass without a set, an opening of 1 to
    # max_open at level 0, a hold and raises of 1 to max_raise_step while raises remain.
    legal = {str(a) for a in state.legal_actions()}
    if core.phase == BETTING:
        if o.require_kunststueck and not has_set(core.dealt[core.turn]):
            allowed = {"pass"}
        elif not core.level:
            allowed = {"pass", *(f"open {a}" for a in range(1, o.max_open + 1))}
        elif core.raises < o.max_raises:
            allowed = {"pass", "hold", *(f"raise {r}" for r in range(1, o.max_raise_step + 1))}
        else:
            allowed = {"pass", "hold"}
        if legal != allowed:
            problems.append(f"seat {core.turn} is offered {sorted(legal)}, not {sorted(allowed)}")
    # No private card in another seat's view: a view names only the seat's own cards and the
    # cards the events show everybody (an onlooker's events), and never claims a card is in
    # nobody's hand while somebody holds it.
    public = 0
    for e in state.log:
        for c in e.for_seat(-1).cards:
            if c >= 0:
                public |= 1 << c
    held = sum(core.hands)
    for seat in range(n):
        view = state.view(seat)
        leak = view.known_cards() & ~(core.dealt[seat] | public)
        if leak:
            problems.append(f"seat {seat}'s view shows cards {card_str_set(leak)} it was not shown")
        if view.hand != core.hands[seat]:
            problems.append(f"seat {seat}'s view shows another hand")
        if view.not_held & held:
            problems.append(f"seat {seat}'s view says held cards are in nobody's hand")
        if view.chips != chips:
            problems.append(f"seat {seat}'s view shows other chips")
        if seat != state.current_player and view.legal:
            problems.append(f"seat {seat} is offered actions out of turn")
    return problems


def card_str_set(cards: int) -> str:
    return " ".join(card_str(c) for c in card_list(cards))


def history_invariants(state: PochState) -> list[str]:
    """The betting limits in what was bet, the chain rule, the settlement (from the events)."""
    o, core, n = state.options, state.core, state.num_seats
    problems: list[str] = []
    level = raises = 0
    contrib = [0] * n
    chain: list[int] = []
    for e in state.log:
        paid = sum(m.amount for m in e.chips)
        if e.kind == "open":
            if level or not 1 <= e.value <= o.max_open:
                problems.append(f"an opening to {e.value} at level {level}")
            level = e.value
        elif e.kind == "raise":
            raises += 1
            if not 1 <= e.value - level <= o.max_raise_step or raises > o.max_raises:
                problems.append(f"raise {raises} from {level} to {e.value}")
            level = e.value
        elif e.kind == "hold" and e.value != level:
            problems.append("a hold that changed the level")
        if e.kind in ("open", "raise", "hold"):
            if paid != level - contrib[e.seat]:
                problems.append(f"seat {e.seat} paid {paid} to reach {level}")
            contrib[e.seat] = level
            if o.require_kunststueck and not has_set(core.dealt[e.seat]):
                problems.append(f"seat {e.seat} bet without a Kunststück")
        if e.kind == "play":
            c = e.cards[0]
            if chain and c != chain[-1] + 1:
                problems.append(f"{c} does not continue the chain {chain}")
            chain.append(c)
        elif e.kind in ("chain_closed", "out"):
            if e.kind == "chain_closed":
                nxt = chain[-1] + 1
                ace = chain[-1] % 13 == 12
                if e.text != ("ace" if ace else "stopped"):
                    problems.append("a chain closed for the wrong reason")
                if not ace and any(h >> nxt & 1 for h in core.hands):
                    problems.append("a chain closed although its next card is held")
            chain = []
    if max(contrib) > o.max_open + o.max_raises * o.max_raise_step:
        problems.append(f"a seat put in {max(contrib)}")
    if list(contrib) != core.contrib:
        problems.append(f"contributions {core.contrib}, the events say {contrib}")
    if core.level != level or core.raises != raises:
        problems.append("the level or the raise count differs from the events")
    if state.is_over:
        empty = [s for s in range(n) if not core.hands[s]]
        if empty != [core.winner]:
            problems.append(f"empty hands {empty} at the end, first out {core.winner}")
        paid = {e.seat: e.value for e in state.log if e.kind == "payment"}
        if paid != {s: core.hands[s].bit_count() for s in range(n) if s != core.winner}:
            problems.append("the payments are not one counter per card left")
    return problems


@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("preset", list(PRESETS))
def test_random_deals_keep_the_contract(preset: str, seats: int) -> None:
    problems = check_random_deals(GAME, PRESETS[preset], seats, range(60), poch_invariants)
    assert problems == []


@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("preset", list(PRESETS))
def test_whole_sessions_conserve_the_chips(preset: str, seats: int) -> None:
    problems = check_random_match(GAME, PRESETS[preset], seats, seed=seats, deals=12,
                                  thorough=False)
    assert problems == []


def test_random_deals_under_random_option_sets() -> None:
    rng = random.Random(13)
    numbers = {"max_open": range(1, 5), "max_raise_step": range(1, 4), "max_raises": range(1, 5)}
    problems: list[str] = []
    for i in range(40):
        opts = random_options(GAME, rng, numbers)
        problems += check_random_deals(GAME, opts, rng.choice(SEATS), range(8 * i, 8 * i + 8),
                                       poch_invariants, thorough=i % 4 == 0)
    assert problems == []


def test_the_invariants_catch_a_broken_limit() -> None:
    # A deal pushed past its raise limit behind the engine's back must be reported.
    state = GAME.new_deal(replace(PRESETS["seed"], require_kunststueck=False), 3, 0, 4)
    state.apply("open 3")
    state.core.level = 9
    assert poch_invariants(state)


def _fresh(seed: int = 4) -> PochState:
    state = GAME.new_deal(replace(PRESETS["seed"], require_kunststueck=False), 4, 0, seed)
    assert isinstance(state, PochState) and state_invariants(state) == []
    return state


def test_the_invariants_catch_a_hidden_card_in_a_view() -> None:
    state = _fresh()
    hidden = state.core.hands[1] & ~state.public_cards()
    state._shown[2] |= hidden & -hidden  # seat 2 "shown" one of seat 1's hidden cards
    assert any("seat 0's view shows cards" in p for p in state_invariants(state))


def test_the_invariants_catch_an_offer_beyond_the_limits() -> None:
    state = _fresh()
    rules = copy.copy(state.core.rules)
    rules.open_moves = (*rules.open_moves, rules.open_moves[-1] + 1)  # an opening of 4
    state.core.rules = rules
    assert any("is offered" in p for p in state_invariants(state))


def test_the_invariants_catch_chips_out_of_the_pool() -> None:
    state = _fresh()
    state.apply("open 2")
    state.core.comp[POOL] -= 1
    state.core.bal[0] += 1  # the total is kept: only the pool's accounting is wrong
    assert any("the pool holds 1, not 2" in p for p in state_invariants(state))
    state.core.bal[0] += 1
    assert any("add up to" in p for p in state_invariants(state))


def test_the_invariants_catch_a_card_that_is_in_two_places() -> None:
    state = _fresh()
    talon = PACK_32 & ~sum(state.core.dealt)
    state.core.hands[0] |= talon & -talon
    assert any("neither in its hand nor played" in p for p in state_invariants(state))


def sample_agrees(state: PochState, seat: int, rng: random.Random) -> list[str]:
    """A world sampled for ``seat`` reproduces every public fact of its view."""
    view = state.view(seat)
    world = sample(state.options, view, rng)
    problems = []
    if world.key()[:11] != state.core.key()[:11] or world.bal != state.core.bal:
        problems.append("the public state differs")
    if world.comp != state.core.comp:
        problems.append("the board differs")
    claims = melden(state.rules, world.dealt, world.trump, world.dealer)
    for box, claimant, cards in claims:
        if claimant != view.claimants[box]:
            problems.append(f"compartment {box} goes to {claimant}, not {view.claimants[box]}")
        elif claimant >= 0 and cards & ~view.shown[claimant]:
            problems.append(f"compartment {box} is claimed with other cards")
    for s in range(state.num_seats):
        if view.bettors[s] and state.options.require_kunststueck and not has_set(world.dealt[s]):
            problems.append(f"seat {s} bet without a set in the world")
        if world.hands[s] & view.not_held:
            problems.append(f"seat {s} holds a card known to be in nobody's hand")
        if world.hands[s] & view.played or world.hands[s] & ~PACK_32:
            problems.append(f"seat {s} holds a played card or a card outside the pack")
    return problems


@pytest.mark.parametrize("preset", list(PRESETS))
def test_sampled_worlds_reproduce_the_public_facts(preset: str) -> None:
    problems: list[str] = []
    for seed in range(40):
        rng = random.Random(seed)
        n = SEATS[seed % 4]
        state = GAME.new_deal(PRESETS[preset], n, seed % n, seed)
        while not state.is_over:
            for seat in range(n):
                problems += sample_agrees(state, seat, rng)
                if PochSampler(state.options, state.view(seat))._faults(state.core.hands):
                    problems.append("the true deal breaks the sampler's own facts")
            state.apply(rng.choice(state.legal_actions()))
    assert problems == []


def test_the_sampler_keeps_unclaimed_honours_and_stopped_chains_out_of_every_hand() -> None:
    # POCH-14: the trump ace is turned, TH ... : after QH KH the chain stopped on AH.
    from tests.games.test_poch_vectors import deck_of

    deck = deck_of({1: "QH 9S 8D 7C", 2: "KH TS JC 9D", 3: "JH 7S QD 8C", 0: "TH KS AD 9C"},
                   4, turned="AH")
    state = PochState(replace(PRESETS["seed"], trump_source="talon_turn"), 4, 0, deck, Carry())
    for _ in range(4):
        state.apply("pass")
    state.apply("QH")
    state.apply("KH")
    state.apply("TS")  # JS is in the talon: it is now known to be in nobody's hand
    view = state.view(1)
    js = parse_cards("JS")[0]
    assert view.not_held >> js & 1
    for k in range(30):
        world = sample(state.options, view, random.Random(k))
        assert not any(h >> js & 1 for h in world.hands)


def test_the_sampler_gives_every_bettor_a_set_and_respects_the_sequenz() -> None:
    # The whole pack among three: the Sequenz claim constrains every hidden hand.
    opts = PRESETS["modern"]
    opts = replace(opts, sequence_rule="best_run")
    for seed in range(12):
        state = GAME.new_deal(opts, 3, 0, seed)
        rng = random.Random(seed)
        while state.core.phase == 0:
            state.apply(rng.choice(state.legal_actions()))
        for k in range(5):
            assert sample_agrees(state, 0, random.Random(k)) == []


# --- perft -----------------------------------------------------------------------------------


def test_perft_of_the_reference_deal() -> None:
    state = PochState(PRESETS["seed"], 4, 0, parse_cards(R_DECK), Carry())
    assert [perft(state, d) for d in range(1, 9)] == [1, 4, 16, 64, 256, 840, 2192, 5225]


def _complete_deals(core: PochCore) -> int:
    if core.is_over:
        return 1
    total = 0
    for move in core.moves():
        child = core.clone()
        child.play(move)
        total += _complete_deals(child)
    return total


def test_every_complete_line_of_the_reference_deal_is_counted() -> None:
    # Every legal sequence of bets and plays from the deal to the settlement, on the core.
    state = PochState(PRESETS["seed"], 4, 0, parse_cards(R_DECK), Carry())
    assert _complete_deals(state.core.clone()) == 62566


def test_perft_of_a_modern_deal() -> None:
    deck = parse_cards(R_DECK)
    state = PochState(PRESETS["modern"], 3, 2, deck, Carry())
    assert [perft(state, d) for d in range(1, 7)] == FROZEN_MODERN


FROZEN_MODERN = [4, 16, 64, 407, 1436, 4424]  # the whole pack among three, dealer P2


# --- options, records, sessions ---------------------------------------------------------------


@pytest.mark.parametrize("bad", [{"hand_size": 6}, {"hand_size": 4.0}, {"hand_size": True},
                                 {"max_open": 0}, {"max_raises": 0}, {"board": "round"},
                                 {"session_deals": -1}, {"start_balance": "100"}])
def test_bad_options_are_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(OptionsError):
        GAME.options_from_dict(bad)


@pytest.mark.parametrize("seats", [2, 7])
def test_poch_is_for_three_to_six(seats: int) -> None:
    with pytest.raises(OptionsError):
        GAME.check_seats(seats, PRESETS["seed"])


@pytest.mark.parametrize("deck", [
    parse_cards(R_DECK)[:-1],
    parse_cards(R_DECK)[:-1] + [parse_cards("KH")[0]],
    parse_cards(R_DECK)[:-2] + parse_cards("7C 7C"),  # two 7C add up to the bit of 8C
    [*parse_cards(R_DECK)[:-1], "8D"],
    parse_cards(R_DECK)[:-1] + [99],
])
def test_explicit_deals_must_hold_the_pack_exactly(deck: list[Any]) -> None:
    with pytest.raises(RecordError, match="exactly once"):
        PochState(PRESETS["seed"], 4, 0, deck, Carry())


def test_a_carry_of_another_board_is_refused() -> None:
    from cardtable.engine import Chips
    from cardtable.games.poch import PochCarry

    carry = PochCarry(chips=Chips.start(4, 100, ("pot",)))
    with pytest.raises(RecordError, match="do not fit"):
        PochState(PRESETS["seed"], 4, 0, parse_cards(R_DECK), carry)


def _play_session(match: PochMatch, rng: random.Random) -> None:
    while not match.is_over():
        state = match.start_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal()


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_saved_session_reloads(preset: str) -> None:
    match = PochMatch(GAME, replace(PRESETS[preset], session_deals=5), 4, seed=3)
    _play_session(match, random.Random(3))
    again = load_match(match.to_json())
    assert again.chips() == match.chips() and again.results == match.results
    assert again.is_over()


def test_split_shares_the_board_at_the_end_of_a_session() -> None:
    options = replace(PRESETS["modern"], session_deals=3, leftover_at_end="split")
    match = PochMatch(GAME, options, 4, seed=1)
    _play_session(match, random.Random(1))
    before = match.results[-1].carry.chips
    assert before is not None and match.closing_moves
    after = match.chips()
    assert after is not None and after.total == before.total
    for name, n in before.places:
        assert after.at(name) == n % 4
    for move in match.closing_moves:
        assert move.amount == before.at(str(move.source)) // 4


def test_unclaimed_leaves_the_board_at_the_end_of_a_session() -> None:
    match = PochMatch(GAME, replace(PRESETS["seed"], session_deals=2), 3, seed=2)
    _play_session(match, random.Random(2))
    assert match.closing_moves == () and match.chips() == match.results[-1].carry.chips


def test_an_open_ended_session_runs_until_stopped() -> None:
    match = PochMatch(GAME, replace(PRESETS["seed"], session_deals=0,
                                    leftover_at_end="split"), 5, seed=4)
    rng = random.Random(4)
    for _ in range(15):
        assert not match.is_over()
        state = match.start_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal()
    match.stop()
    assert match.is_over() and match.closing_moves
    last = match.results[-1].carry.chips
    assert last is not None and match.totals == [b - 100 for b in last.balances]
    assert match.chips() == last.moved(match.closing_moves)
