"""Wallachen computer players: legal whole deals at every level and with the variants, hints on
every kind of decision, the defenders' partnership rule, declarations, Kontra and Doppeln."""

from __future__ import annotations

import dataclasses
import math
import random
from typing import Any

import pytest

from cardtable.ai import LEVELS, hint, make_player
from cardtable.ai.wallachen import declaration_values, doppeln_estimate
from cardtable.ai.wallachen_policy import partner_filter, policy_move
from cardtable.cards import CLUBS, HEARTS, parse_card
from cardtable.games.wallachen import (
    GAME,
    MORD,
    PLAY_PHASE,
    SIX,
    Options,
    WallachenCore,
    legal_cards,
    rules_of,
)
from tests.games.wallachen_support import deck_from_hands, g, new_deal, run, trick_state

TAR01_DECK = g("KE UE 7E 8E UG 9G AE OE TE AG AH OH 8H 7G KH UH TH 9E KG OG 9H 7H OS US AS "
               "KS 7S TS 9S 8S TG 8G")


def _unclocked(player: Any) -> Any:
    """The player without its wall-clock cap, so a loaded machine does not change a choice."""
    search = getattr(player, "search", None)
    if search is not None:
        search.budget = dataclasses.replace(search.budget, ms=1e9)
    return player


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("options", [Options(), Options(variant="sirch"),
                                     Options(trump_selection="announced",
                                             doppeln_order="simultaneous",
                                             all_pass_rule="pot")],
                         ids=["standard", "sirch", "announced-simultaneous-pot"])
def test_every_level_plays_whole_deals_legally(level: str, options: Options) -> None:
    for seed in range(1 if level == "strong" else 3):
        state = GAME.new_deal(options, 3, seed % 3, 40 + seed)
        players = [make_player("wallachen", level, s, options) for s in range(3)]
        while not state.is_over:
            view = state.view(state.current_player)
            action = players[state.current_player].choose(view)
            assert action in view.legal
            state.apply(action)
        assert sum(state.result().points) + state.chips().at("pot") - state.core.pot == 0


def test_hints_rate_every_kind_of_decision() -> None:
    state = GAME.new_deal(Options(), 3, 0, 11)
    players = [make_player("wallachen", "easy", s) for s in range(3)]
    rated_phases = set()
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        if len(view.legal) > 1 and view.phase not in rated_phases:
            rated = hint("wallachen", view, seed=2)
            assert {a for a, _, _ in rated} == set(view.legal)
            scored = [(a, v, label) for a, v, label in rated if label != "rule"]
            assert scored, view.phase
            for _, value, label in scored:
                assert math.isfinite(value) and label[0] in "+-"
            rated_phases.add(view.phase)
        state.apply(players[seat].choose(view))
    assert {"doppeln", "auction", "play"} <= rated_phases


def test_in_trick_contracts_the_duty_to_head_leaves_no_choice_to_overtake() -> None:
    # Every legal set either beats the winning card with every card or with none: so the
    # partnership rule never has to choose, and the policy beats a partner with its lowest.
    rng = random.Random(3)
    pack = [c for c in range(52) if c % 13 >= 5]
    for _ in range(4000):
        cards = rng.sample(pack, 12)
        hand, trick = sum(1 << c for c in cards[:8]), cards[8:8 + rng.randint(1, 2)]
        trump = rng.randrange(4)
        led, win, high = trick_state(trick, trump)
        for overtake in (False, True):
            for discard_ok in (False, True):
                mask = legal_cards(hand, led, win, high, trump, True, overtake, discard_ok)
                beat = {c // 13 == win // 13 and c > win or c // 13 == trump and win // 13 != trump
                        for c in range(52) if mask >> c & 1}
                assert len(beat) == 1


def test_partner_filter_lets_a_partners_winning_card_stand_where_the_rules_allow() -> None:
    # Mord without the duty to head: the declarer (seat 1) led 9C, the partner (seat 2) took
    # the lead with KC; seat 0 may follow with AC or 8C and keeps his ace.
    rules = rules_of(Options(stichzwang_in_bettel_mord=False))
    core = WallachenCore.blank(rules, 2, 0)
    core.phase, core.declarer, core.contract, core.trump = PLAY_PHASE, 1, MORD, -1
    core.hands = [sum(1 << parse_card(c) for c in ("AC", "8C", "7D")), 0, 0]
    core.trick = [parse_card("9C"), parse_card("KC")]
    core.leader, core.led, core.to_act = 1, CLUBS, 0
    core.won, core.trick_no = [0, 3, 0], 3  # past trick 1: no Kontra any more
    core.win_card = core.high_led = parse_card("KC")
    core.win_seat = 2
    assert sorted(core.moves()) == sorted([parse_card("AC"), parse_card("8C")])
    assert partner_filter(core, core.moves()) == [parse_card("8C")]
    assert policy_move(core) == parse_card("8C")
    core.win_seat = 1  # the declarer's card wins: the defender beats it
    assert policy_move(core) == parse_card("AC")


def test_a_forced_defender_beats_his_partner_with_his_lowest_card() -> None:
    rules = rules_of(Options())
    core = WallachenCore.blank(rules, 2, 0)
    core.phase, core.declarer, core.contract, core.trump = PLAY_PHASE, 1, SIX, HEARTS
    core.hands = [sum(1 << parse_card(c) for c in ("AC", "KC", "7D")), 1 << parse_card("9H"),
                  1 << parse_card("8H")]
    core.trick = [parse_card("9C"), parse_card("QC")]
    core.leader, core.led, core.to_act = 1, CLUBS, 0
    core.won, core.trick_no = [0, 3, 0], 3
    core.win_card = core.high_led = parse_card("QC")
    core.win_seat = 2
    assert policy_move(core) == parse_card("KC")


def test_a_sure_mord_is_bid_held_and_declared() -> None:
    # Forehand: the eight hearts and the two black aces, ten sure tricks without trumps.
    fh = g("AH KH OH UH TH 9H 8H 7H AE AG")
    mh = g("KE OE UE TE 9E 8E 7E KG OG UG")
    d = g("TG 9G 8G 7G AS KS OS US TS 9S")
    state = new_deal(deck_from_hands(fh, mh, d, g("8S 7S")))
    strong = _unclocked(make_player("wallachen", "strong", 1))
    run(state, "no", "no", "no")
    assert str(strong.choose(state.view(0))) == "bid 6"  # he plays
    run(state, "bid 6", "bid 7")
    assert strong.choose(state.view(0)).kind == "hold"
    run(state, "hold", "pass", "pass")
    assert state.view(0).declarer == 0 and state.view(0).phase == "discard"
    discard = strong.choose(state.view(0))
    assert discard.card_set == sum(1 << c for c in g("8S 7S"))  # the Start's low bells
    state.apply(discard)
    assert str(strong.choose(state.view(0))) == "declare_mord"


def test_the_declarer_takes_the_most_valuable_contract_over_sampled_deals() -> None:
    # Forehand: six top hearts and four low cards: hearts are trumps, nothing else pays.
    fh = g("AH KH OH UH TH 9H 7E 8E 7G 8G")
    mh = g("KE OE UE TE 9E AE 8H KG OG UG")
    d = g("TG 9G AG 7H AS KS OS US TS 9S")
    state = new_deal(deck_from_hands(fh, mh, d, g("8S 7S")))
    run(state, "no", "no", "no", "bid 6", "pass", "pass")
    assert state.view(0).phase == "discard" and state.view(0).declarer == 0
    worlds = [GAME.sample(Options(), state.view(0), random.Random(k))  # type: ignore[misc]
              for k in range(8)]
    decls = declaration_values(worlds, 0, random.Random(1))
    best = decls[0]
    assert best.family == HEARTS and best.level == SIX and best.value > 0
    choice = _unclocked(make_player("wallachen", "normal", 3)).choose(state.view(0))
    assert choice.kind == "discard" and not choice.card_set & sum(1 << c for c in fh[:6])


def test_doppeln_model_prefers_aces_and_forehand() -> None:
    aces = sum(1 << parse_card(c) for c in ("AC", "AS", "7D"))
    rags = sum(1 << parse_card(c) for c in ("7C", "8S", "9D"))
    assert doppeln_estimate(aces, 0, "3-4-3") > 0 > doppeln_estimate(rags, 2, "3-4-3")
    assert doppeln_estimate(aces, 0, "3-4-3") > doppeln_estimate(aces, 2, "3-4-3")
    state = new_deal(TAR01_DECK)
    player = make_player("wallachen", "strong", 1)
    assert player.choose(state.view(0)).kind == "double"  # forehand: KE UE 7E
    run(state, "no")
    assert player.choose(state.view(1)).kind == "no"  # middlehand: 8E UG 9G


def test_a_hopeless_declarer_is_met_with_kontra() -> None:
    # Forehand is pushed up to Mord and holds it; middlehand holds every ace and king.
    fh = g("UH TH UE TE UG TG US TS 9H 9E")
    mh = g("AH KH OH AE KE OE AG KG AS KS")
    d = g("8H 7H 8E 7E 8G 7G OG 8S 7S OS")
    state = new_deal(deck_from_hands(fh, mh, d, g("9G 9S")))
    run(state, "no", "no", "no", "bid 6", "bid 7", "hold", "bid 8", "hold", "bid 9", "hold",
        "bid_bettel", "hold", "bid_mord", "hold", "pass", "pass", "discard 9G 9S",
        "declare_mord")
    assert state.current_player == 1 and state.view(1).phase == "kontra"
    for level in ("normal", "strong"):
        player = _unclocked(make_player("wallachen", level, 2))
        assert player.choose(state.view(1)).kind == "kontra"
    state.apply("no")
    assert _unclocked(make_player("wallachen", "strong", 2)).choose(state.view(2)).kind == \
        "kontra"
