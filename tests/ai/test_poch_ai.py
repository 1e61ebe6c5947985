"""The Poch computer players: legal play at every level, the betting model, the exact chain
solver, hints, and session duels of the arena on Poch."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import replace
from typing import Any

import pytest

from cardtable.ai import LEVELS, RandomPlayer, hint, make_player
from cardtable.ai.arena import session_duel
from cardtable.ai.poch import (
    BetModel,
    Mixing,
    PlaySolver,
    PochBaseline,
    PochKnowledge,
    greedy_card,
    key_table,
    mixed_choice,
    pochen_values,
    showdown_chance,
)
from cardtable.cards import cardset, parse_cards
from cardtable.engine import Action, Carry
from cardtable.games.poch import (
    GAME,
    OPEN_BASE,
    PASS,
    PRESETS,
    PochState,
    PochView,
    move_of,
)
from tests.games.test_poch_vectors import deck_of


def _unclocked(player: Any) -> Any:
    budget = getattr(player, "budget", None)
    if budget is not None:
        player.budget = dataclasses.replace(budget, ms=1e9)
    return player


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_deals_legally(level: str, preset: str) -> None:
    options = PRESETS[preset]
    seats = 3 if preset == "modern" else 4
    state = GAME.new_deal(options, seats, 1, 5)
    players = [make_player("poch", level, s, options) for s in range(seats)]
    while not state.is_over:
        view = state.view(state.current_player)
        action = players[state.current_player].choose(view)
        assert action in view.legal
        state.apply(action)


def test_levels_are_reproducible_from_seed_and_view() -> None:
    state = GAME.new_deal(PRESETS["seed"], 4, 0, 11)
    views = []
    rng = random.Random(2)
    while not state.is_over:
        view = state.view(state.current_player)
        if len(view.legal) > 1:
            views.append(view)
        state.apply(rng.choice(view.legal))
    for level in LEVELS:
        a = [_unclocked(make_player("poch", level, 3)).choose(v) for v in views]
        b = [_unclocked(make_player("poch", level, 3)).choose(v) for v in views]
        assert a == b


def pochen_view(hands: dict[int, str], seats: int = 4, actions: tuple[str, ...] = ()
                ) -> PochView:
    state = PochState(PRESETS["seed"], seats, 0, deck_of(hands, seats), Carry())
    for a in actions:
        state.apply(a)
    view = state.view(state.current_player)
    assert isinstance(view, PochView)
    return view


FOUR_ACES = {1: "AC AS AD AH", 2: "7C 8D 9H JS", 3: "7S 8H 9C TD", 0: "QC KD TS 9D"}
NO_SET = {1: "7C 8D 9H JS", 2: "AC AS KD 8H", 3: "7S QH 9C TD", 0: "QC KC TS 9D"}


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_four_of_a_kind_opens_and_a_hand_without_a_set_passes(level: str) -> None:
    view = pochen_view(FOUR_ACES)
    assert _unclocked(make_player("poch", level, 1)).choose(view).kind == "open"
    view = pochen_view(NO_SET)
    assert view.legal == (Action("pass"),)
    assert make_player("poch", level, 1).choose(view) == Action("pass")


def test_the_betting_model_gives_each_move_a_chance() -> None:
    view = pochen_view(FOUR_ACES)
    knowledge = PochKnowledge(PRESETS["seed"])
    world = knowledge.sample(view, random.Random(1))
    table = key_table(world.rules)
    for model in (BetModel(), BetModel(wild=0.3)):
        probs = model.probs(world, view.seat, table)
        assert {m for m, _ in probs} <= set(world.moves())
        assert sum(p for _, p in probs) == pytest.approx(1.0)
    strong = BetModel().probs(world, view.seat, table)
    assert max(strong, key=lambda mp: mp[1])[0] > OPEN_BASE  # four aces open
    assert dict(strong)[PASS] < 0.05


def test_the_chance_to_win_the_showdown_follows_the_hand() -> None:
    knowledge = PochKnowledge(PRESETS["seed"])
    aces = showdown_chance(pochen_view(FOUR_ACES), knowledge, 40, random.Random(1))
    sevens = {1: "7C 7S 8D 9H", 2: "AC AS KD 8H", 3: "QS QH 9C TD", 0: "JC KC TS 9D"}
    low = showdown_chance(pochen_view(sevens), knowledge, 40, random.Random(1))
    assert aces == 1.0 and low < 0.5


def test_strong_values_every_bet_and_a_raise_over_a_weak_pair_costs() -> None:
    # P1 opened 3, P2 (pair of sevens, nothing else) to speak: passing is worth more.
    hands = {1: "AC AS AD 8H", 2: "7C 7S 9D JH", 3: "QS KH 9C TD", 0: "JC KC TS 8D"}
    view = pochen_view(hands, actions=("open 3",))
    knowledge = PochKnowledge(PRESETS["seed"])
    values = pochen_values(view, knowledge, 60, 1.0, random.Random(4), 1e9)
    by_action = dict(zip(view.legal, values))
    assert set(by_action) == {Action("pass"), Action("hold"), Action("raise", n=1),
                              Action("raise", n=2)}
    assert by_action[Action("pass")] > by_action[Action("raise", n=2)]


def test_mixing_is_measured_and_stays_among_the_legal_bets() -> None:
    legal = (Action("pass"), Action("open", n=1), Action("open", n=2), Action("open", n=3))
    values = [0.0, 1.0, 2.0, 3.0]
    picks = [mixed_choice(legal, values, Mixing(disguise_cost=9), random.Random(k))
             for k in range(400)]
    assert all(p in legal for p in picks)
    share = sum(p == legal[3] for p in picks) / len(picks)
    mixing = Mixing()
    expected = 1 - mixing.disguise + mixing.disguise / 3  # a disguise may draw the best too
    assert abs(share - expected) < 0.06
    # By default an amount is disguised only among those that cost little against the best.
    close = [mixed_choice(legal, [0.0, 1.0, 2.8, 3.0], Mixing(), random.Random(k))
             for k in range(400)]
    assert set(close) == {legal[2], legal[3]}
    share = sum(p == legal[3] for p in close) / len(close)
    assert abs(share - (1 - mixing.disguise / 2)) < 0.06
    never = [mixed_choice(legal, values, Mixing(0, 0, 0), random.Random(k)) for k in range(50)]
    assert set(never) == {legal[3]}
    # A pass is bluffed into a bet only where the bet costs little.
    cheap = [mixed_choice(legal, [1.0, 0.5, -5, -5], Mixing(), random.Random(k))
             for k in range(400)]
    assert {p for p in cheap} == {legal[0], legal[1]}


def test_the_chain_solver_finds_the_way_out() -> None:
    # The end of POCH-17 as three open hands: the seat holding 9S TS starts; 9S forces TS and
    # it is out, collecting the two cards left in each other hand. TS first works too: JS is
    # in nobody's hand, so it keeps the start and goes out with 9S.
    solver = PlaySolver(3, 0, 1000)
    hands = (cardset(parse_cards("7S 8C")), cardset(parse_cards("KS 8S")),
             cardset(parse_cards("9S TS")))
    assert solver.value(hands, 2) == (-2, -2, 4)
    assert solver.after(hands, 2, parse_cards("9S")[0]) == (-2, -2, 4)
    assert solver.after(hands, 2, parse_cards("TS")[0]) == (-2, -2, 4)
    # Seat 0 to start instead: 7S hands 8S to seat 1 (then 9S TS), so seat 2 goes out.
    assert solver.after(hands, 0, parse_cards("7S")[0])[2] > 0


def test_greedy_chain_start_goes_out_when_it_can() -> None:
    deck = deck_of({1: "9H JH 7S 8C", 2: "TH QH KS 8S", 0: "KH AH 9S TS"}, 3)
    state = PochState(PRESETS["seed"], 3, 0, deck, Carry())
    for text in ("pass", "pass", "pass", "9H", "TH", "JH", "QH", "KH", "AH"):
        state.apply(text)
    assert state.current_player == 0
    assert greedy_card(state.core) == parse_cards("9S")[0]


def test_the_baseline_keeps_the_start_where_it_can() -> None:
    # P0 to start with 9S TS and 7D: 9S sheds two cards (9S, TS); JS lies in the talon.
    deck = deck_of({1: "9H JH 7S 8C", 2: "TH QH KS 8S", 0: "KH AH 9S TS"}, 3)
    state = PochState(PRESETS["seed"], 3, 0, deck, Carry())
    for text in ("pass", "pass", "pass", "9H", "TH", "JH", "QH", "KH", "AH"):
        state.apply(text)
    view = state.view(0)
    assert PochBaseline(1, PRESETS["seed"]).choose(view) == Action("play", card=move_of(
        Action.parse("9S")))


def test_hint_rates_every_bet_and_every_chain_start() -> None:
    view = pochen_view(FOUR_ACES)
    rated = hint("poch", view, seed=2)
    assert [a for a, _, _ in rated] == list(view.legal)
    assert all(label.startswith(("+", "-")) for _, _, label in rated)
    best = max(rated, key=lambda r: r[1])[0]
    assert best.kind == "open"
    deck = deck_of({1: "9H JH 7S 8C", 2: "TH QH KS 8S", 0: "KH AH 9S TS"}, 3)
    state = PochState(PRESETS["seed"], 3, 0, deck, Carry())
    for text in ("pass", "pass", "pass"):
        state.apply(text)
    view = state.view(1)
    rated = hint("poch", view, seed=2)
    assert {a for a, _, _ in rated} == set(view.legal) and len(rated) == 4
    assert len({round(v, 6) for _, v, _ in rated}) > 1


def test_a_session_duel_plays_whole_poch_sessions() -> None:
    options = replace(PRESETS["seed"], session_deals=3)
    stats = session_duel(GAME, options, 3, lambda s: make_player("poch", "easy", s, options),
                         lambda s: RandomPlayer(10 + s), sessions=3, deals=5, seed=4)
    assert stats.sessions == 3 and stats.deals == 9  # each session ends after its 3 deals
    assert len(stats.gains) == 3 and 0 <= stats.above <= 3
    assert stats.times  # the hero's real decisions were timed
    assert "3 sessions of 3 deals" in stats.line("poch")


def _read_table(others: str, deals: int = 20) -> list[float]:
    """Seat 0 (strong) reads three seats of ``others`` over a session of ``deals`` deals."""
    from cardtable.ai.poch import PochSearchPlayer

    options = replace(PRESETS["seed"], session_deals=deals)
    match = GAME.match_type(GAME, options, 4, 7)
    hero = _unclocked(make_player("poch", "strong", 1, options))
    assert isinstance(hero, PochSearchPlayer) and hero.reading is not None
    rest = [RandomPlayer(20 + s) if others == "random" else make_player("poch", others, 20 + s,
                                                                        options)
            for s in range(4)]
    for _ in range(deals):
        state = match.start_deal()
        while not state.is_over:
            seat = state.current_player
            view = state.view(seat)
            player = hero if seat == 0 else rest[seat]
            state.apply(player.choose(view))
        match.finish_deal()
    return [hero.reading.wild(s) for s in (1, 2, 3)]


def test_strong_reads_random_bettors_as_wild_and_sound_ones_as_sound() -> None:
    wild = sorted(_read_table("random"))
    sound = sorted(_read_table("normal"))
    assert all(w > s for w, s in zip(wild, sound))
    assert sum(wild) / 3 > 0.5 > sum(sound) / 3


def test_the_table_reading_counts_each_deal_once_and_only_what_the_seat_saw() -> None:
    from cardtable.ai.poch import WILD_GRID, WILD_PRIOR, TableReading

    reading = TableReading(BetModel())
    prior = sum(w * p for w, p in zip(WILD_GRID, WILD_PRIOR))
    assert reading.wild(2) == pytest.approx(prior)
    hands = {1: "7C 7S 8D 9H", 2: "AC AS KD 8H", 3: "QS QH 9C TD", 0: "JC KC TS 9D"}
    view = pochen_view(hands, actions=("open 3", "raise 2"))
    knowledge = PochKnowledge(PRESETS["seed"])
    reading.learn(view, knowledge.sampler(view), random.Random(1))
    once = reading.wild(1)
    assert once != pytest.approx(prior)  # P1 opened 3 with a pair of sevens: whim-like
    reading.learn(view, knowledge.sampler(view), random.Random(2))
    assert reading.wild(1) == pytest.approx(once)  # nothing new seen: nothing counted again
    assert reading.wild(0) == pytest.approx(prior)  # the seat on turn (P3) and P0 unseen


def test_the_bets_are_replayed_from_an_empty_pool_after_it_was_won() -> None:
    from cardtable.ai.poch import start_of_betting

    hands = {1: "7C 7S 8D 9H", 2: "AC AS KD 8H", 3: "QS QH 9C TD", 0: "JC KC TS 9D"}
    view = pochen_view(hands, actions=("open 3", "raise 2", "hold", "pass", "pass"))
    assert view.phase == "ausspielen"  # P2 took the pool at the showdown
    world = PochKnowledge(PRESETS["seed"]).sample(view, random.Random(3))
    start = start_of_betting(world, view)
    assert start.comp[-1] == 0 and start.level == 0
    assert sum(start.bal) == sum(world.bal) + sum(world.comp) - sum(start.comp)


def test_easy_opens_any_set_and_folds_a_low_pair_to_a_big_bet() -> None:
    easy = PochBaseline(1, PRESETS["seed"])  # without mistakes
    sevens = {1: "7C 7S 8D 9H", 2: "7D 8S 9C JD", 3: "QS QH QC TD", 0: "JC KC TS 9D"}
    assert easy.choose(pochen_view(sevens)) == Action("open", n=1)
    # P3 holds three queens against P1's open of 3: raise by 2; P2 has no set: pass.
    view = pochen_view(sevens, actions=("open 3", "pass"))
    assert view.seat == 3 and easy.choose(view) == Action("raise", n=2)
    # P1's pair of sevens facing a raise it cannot pay for: pass.
    view = pochen_view(sevens, actions=("open 1", "pass", "raise 2", "pass"))
    assert view.seat == 1 and easy.choose(view) == Action("pass")
    aces = {1: "KC KS 8D 9H", 2: "AC AS 9C JD", 3: "QS 7H 8C TD", 0: "JC KD TS 9D"}
    view = pochen_view(aces, actions=("open 2",))
    assert view.seat == 2 and easy.choose(view) == Action("raise", n=1)


def test_easy_starts_a_card_nobody_else_can_force_out_first() -> None:
    # P1 starts Ausspielen (nobody opened) with 9C JD KH 7S, none of them keeping the start
    # for sure. 8C, TD and QH may lie in another hand, which would play the card out for P1;
    # nothing lies below 7S, so only P1 itself can ever start it.
    deck = deck_of({1: "9C JD KH 7S", 2: "QC 7D 8H AS", 0: "8C 8D 9H TS"}, 3)
    state = PochState(PRESETS["seed"], 3, 0, deck, Carry())
    for text in ("pass", "pass", "pass"):
        state.apply(text)
    view = state.view(1)
    assert view.phase == "ausspielen" and view.current_player == 1
    assert PochBaseline(1, PRESETS["seed"]).choose(view) == Action("play", card=move_of(
        Action.parse("7S")))


def test_the_start_of_ausspielen_counts_in_a_call() -> None:
    # A call of 3 into a pool of 3 at a 35 % chance loses counters on the pool alone; with the
    # start (worth START_WORTH) won with the pool it pays.
    from cardtable.ai.poch import START_WORTH

    hands = {1: "AC AS 8D 9H", 2: "QC QS 9C JD", 3: "7S 7H 8C TD", 0: "JC KD TS 9D"}
    view = pochen_view(hands, actions=("open 3",))
    world = PochKnowledge(PRESETS["seed"]).sample(view, random.Random(1))
    moves = world.moves()
    bare = dict(BetModel().probs_at(0.35, world, view.seat, moves))
    counted = dict(BetModel(start=START_WORTH).probs_at(0.35, world, view.seat, moves))
    assert bare[PASS] > 0.5 > counted[PASS]
    assert dict(BetModel(start=START_WORTH).probs_at(0.02, world, view.seat, moves))[PASS] > 0.5


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_a_hopeless_pair_folds_to_raises_and_the_best_hand_stays(level: str) -> None:
    # P1 opened 3 and P2 raised twice over it: P3's pair of sevens (without the trump seven)
    # is beaten by every set they can hold.
    hands = {1: "AC AS 8D 9H", 2: "KC KS KD JD", 3: "7S 7H 8C TD", 0: "JC QD TS 9D"}
    view = pochen_view(hands, actions=("open 3", "raise 2"))
    assert view.seat == 3
    player = _unclocked(make_player("poch", level, 1, PRESETS["seed"]))
    if level == "easy":
        player.mistakes = 0.0
    assert player.choose(view) == Action("pass")
    # Four aces facing the same bets: never a pass.
    best = {1: "KC KS 8D 9H", 2: "QC QS QD JD", 3: "AS AH AC AD", 0: "JC 7D TS 9D"}
    view = pochen_view(best, actions=("open 3", "raise 2"))
    assert player.choose(view).kind in ("hold", "raise")
