"""Tippen beyond the test vectors: random legal play under every preset and every option,
frozen perft counts, the move codec, views, the sampler, records and whole sessions."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from cardtable.cards import HIDDEN, PACK_32, card_list, parse_card, shuffled
from cardtable.engine.checks import check_random_deals, check_random_match, check_sample, perft
from cardtable.engine.chips import Chips
from cardtable.engine.errors import IllegalActionError, OptionsError, RecordError
from cardtable.engine.record import DealRecord, record_of
from cardtable.engine.state import GameState
from cardtable.games import get_game, load_match
from cardtable.games.tippen import (
    GAME,
    PRESETS,
    Options,
    TippenCarry,
    TippenMatch,
    TippenState,
    TippenView,
    action_of,
    deal_for_first_ace,
    move_of,
    sample,
)
from tests.games.test_tippen_vectors import carry, deal, legal, play

KATIRA = PRESETS["katira"]

# Every option of rules §4 switched on alone (from the default preset), as the deals see it;
# ``leftover_at_end`` and ``first_dealer`` change sessions only and are run as matches.
OPTION_VARIANTS: dict[str, dict[str, Any]] = {
    "deal_grupp": {"deal_method": "grupp"},
    "bete_basic_stake": {"bete_rule": "basic_stake"},
    "no_exchange": {"exchange": False},
    "tipp_zwang": {"tipp_zwang": True},
    "follow_alvensleben": {"play_rule": "alvensleben"},
    "trump_leads": {"alvensleben_trump_leads": True},
    "stake_6": {"basic_stake": 6},
    "pot_cap_12": {"pot_cap": 12},
    "rauben": {"rauben": True},
    "sniffing_alvensleben": {"sniffing": "alvensleben"},
    "sniffing_grupp": {"sniffing": "grupp"},
    "knocking": {"knocking": True},
    "schieben": {"schieben": True},
    "hupf_und_sprung": {"hupf_und_sprung": True},
}
SESSION_VARIANTS: dict[str, dict[str, Any]] = {
    "leftover_unclaimed": {"leftover_at_end": "unclaimed"},
    "first_dealer_ace": {"first_dealer": "ace"},
}


def layouts(variants: dict[str, dict[str, Any]] | None = None) -> list[tuple[str, Options, int]]:
    """(name, options, seats) for every preset, or every variant, at every seat count."""
    sets = ({name: opts for name, opts in PRESETS.items()} if variants is None else
            {name: replace(KATIRA, **kw) for name, kw in variants.items()})
    return [(f"{name}/{n}p", opts, n) for name, opts in sets.items()
            for n in GAME.seat_counts(opts)]


def tippen_invariants(state: GameState[Any]) -> list[str]:
    """Tippen's own invariants on every state: nobody holds a card he has shown he lacks, and
    the chip moves of the events, applied to the chips the deal started from, give the chips
    on the table now (every chip movement is told)."""
    assert isinstance(state, TippenState)
    problems = [f"seat {s} holds a card it showed it does not hold"
                for s in range(state.num_seats) if state.excluded[s] & state.core.hands[s]]
    core = state.core
    start = Chips(core.start_balances, (("pot", core.carry_in), ("reserve", 0), ("bete", 0)))
    told = start.moved(m for e in state.log for m in e.chips)
    if told != state.chips():
        problems.append(f"the events' chip moves give {told}, not {state.chips()}")
    return problems


@pytest.mark.parametrize(("name", "options", "seats"), layouts(),
                         ids=[x[0] for x in layouts()])
def test_random_deals_of_every_preset(name: str, options: Options, seats: int) -> None:
    assert check_random_deals(GAME, options, seats, range(40), tippen_invariants) == []
    assert check_random_match(GAME, options, seats, 3, 20, extra=tippen_invariants) == []


@pytest.mark.parametrize(("name", "options", "seats"), layouts(OPTION_VARIANTS),
                         ids=[x[0] for x in layouts(OPTION_VARIANTS)])
def test_random_deals_with_each_option_alone(name: str, options: Options, seats: int) -> None:
    assert check_random_deals(GAME, options, seats, range(12), tippen_invariants) == []
    assert check_random_match(GAME, options, seats, 5, 8, extra=tippen_invariants) == []


@pytest.mark.parametrize(("name", "options", "seats"), layouts(SESSION_VARIANTS),
                         ids=[x[0] for x in layouts(SESSION_VARIANTS)])
def test_random_sessions_with_each_session_option(name: str, options: Options,
                                                  seats: int) -> None:
    assert check_random_match(GAME, replace(options, session_deals=12), seats, 7, 12) == []


def test_random_deals_under_random_option_sets() -> None:
    """Options drawn at random from the schema, many switched on together."""
    rng = random.Random(14)
    problems: list[str] = []
    for i in range(40):
        values: dict[str, Any] = {}
        for spec in GAME.option_specs():
            if spec.kind == "choice":
                values[spec.name] = rng.choice(spec.choices)
            elif spec.kind == "bool":
                values[spec.name] = rng.random() < 0.5
        values["pot_cap"] = rng.choice([0, 0, 6, 9, 30])
        values["basic_stake"] = rng.choice([3, 3, 6])
        values["pot_cap"] = max(values["pot_cap"], values["basic_stake"]) if values[
            "pot_cap"] else 0
        opts = GAME.options_from_dict(values)
        seats = rng.choice(GAME.seat_counts(opts))
        problems += check_random_deals(GAME, opts, seats, range(5 * i, 5 * i + 5),
                                       tippen_invariants, thorough=i % 3 == 0)
    assert problems == []


# --- perft: frozen counts of legal sequences on fixed deals -------------------------------------


def tip02_state() -> TippenState:
    return deal(KATIRA, 4, 0, {1: "9S AC 7D", 2: "KS 8S AH", 3: "7H QD AD", 0: "8H JH 8D"},
                "QH", pot=9)


def test_perft_counts_on_a_fixed_deal() -> None:
    state = tip02_state()
    # Declarations: 2 each; after the fourth, the 5 ways with at most one player in end the
    # deal and the other 11 offer the first exchanger 8 exchanges: 5 + 11 * 8 = 93.
    assert [perft(state, d) for d in range(1, 7)] == [2, 4, 8, 16, 93, 709]
    played = tip02_state()
    play(played, [("tap", None)] * 4 + [("exchange", None)] * 4)
    assert [perft(played, d) for d in range(1, 13)] == [3, 3, 4, 6, 12, 18, 22, 28, 28, 28, 28,
                                                       28]


def test_perft_before_the_cut_and_through_the_calls() -> None:
    opts = replace(KATIRA, knocking=True, sniffing="grupp", schieben=True, rauben=True)
    state = TippenState(opts, 3, 0, card_list(PACK_32), carry(3, 6))
    # deal or shove; deal: 31 cuts, shove: deal or shove again; then knock or not (2 x 31)
    # after a cut, and after a second shove only "deal" (the deal has gone round).
    assert [perft(state, d) for d in (1, 2, 3, 4)] == [2, 33, 94, 279]


# --- the move codec and the actions ----------------------------------------------------------------


def test_moves_and_actions_translate_both_ways() -> None:
    rng = random.Random(3)
    seen = set()
    for seed in range(60):
        opts = replace(KATIRA, knocking=seed % 4 == 0, schieben=True, rauben=True,
                       sniffing="alvensleben" if seed % 4 == 1 else "off",
                       exchange=seed % 3 != 0)
        state = TippenState(opts, 3 + seed % 3, seed % 3, shuffled(PACK_32, seed), carry(
            3 + seed % 3, 3 * (seed % 4)))
        while not state.is_over:
            for m in state.core.moves():
                a = action_of(m)
                assert move_of(a) == m and action_of(m) is a
                assert type(a).parse(str(a)) == a
                seen.add(a.kind)
            state.apply(rng.choice(state.legal_actions()))
    assert {"shove", "deal", "cut", "knock", "sniff", "decline", "discard", "tap", "pass",
            "drop_out", "exchange", "rob", "play"} <= seen
    assert move_of(action_of(0).__class__("exchange", cards=0b1111)) == -1  # four cards


def test_an_exchange_of_several_cards_has_one_text_form() -> None:
    state = tip02_state()
    play(state, [("tap", None)] * 4)
    assert "exchange AC 9S" in legal(state) and "exchange 9S AC" not in legal(state)
    state.apply("exchange 9S AC")  # read in any order, written lowest card first
    assert state.view(1).exchanged[1] == 2 and str(state.history[-1]) == "exchange AC 9S"


@pytest.mark.parametrize(("action", "words"), [
    ("pass", "Discard one card"), ("KH", "Discard one card"),
    ("discard 7S", "You do not hold the seven of spades"),
])
def test_refusals_in_the_dealer_discard_say_why(action: str, words: str) -> None:
    state = deal(replace(KATIRA, knocking=True), 3, 0,
                 {1: "AS KS 7D", 2: "QH JH TC", 0: "AD 8C 7H"}, "9S", pot=6)
    state.apply("knock")
    before = state.key()
    with pytest.raises(IllegalActionError) as err:
        state.apply(action)
    assert str(err.value.why) == words and state.key() == before


def test_refusals_in_play_say_why() -> None:
    state = tip02_state()
    play(state, [("tap", None)] * 4 + [("exchange", None)] * 4 + [("9S", None)])
    with pytest.raises(IllegalActionError) as err:
        state.apply("8S")
    assert str(err.value.why) == "You must head the trick: play a higher spade"
    play(state, [("KS", None)])
    with pytest.raises(IllegalActionError) as err:
        state.apply("QD")
    assert str(err.value.why) == "You cannot follow suit: you must trump"
    play(state, [("7H", None)])
    with pytest.raises(IllegalActionError) as err:
        state.apply("8D")
    assert str(err.value.why) == "You must overtrump"
    with pytest.raises(IllegalActionError) as err:
        state.apply("AS")
    assert str(err.value.why) == "You do not hold the ace of spades"


def test_forced_play_refuses_a_pass_with_the_reason() -> None:
    state = deal(PRESETS["alvensleben"], 3, 0, {1: "KH 9H AS", 2: "7H AC KC", 0: "QD JD AD"},
                 "TH", pot=0)
    with pytest.raises(IllegalActionError) as err:
        state.apply("pass")
    assert str(err.value.why) == "The pot is bare: everybody must play"


# --- views: what each seat may see ----------------------------------------------------------------


def test_passed_hands_and_exchanges_stay_private() -> None:
    state = tip02_state()
    play(state, [("tap", None), ("pass", None), ("tap", None), ("tap", None)])
    events = [e for e in state.log if e.kind == "pass"]
    assert len(events) == 1 and events[0].seat == 2
    assert all(c == HIDDEN for c in events[0].for_seat(1).cards)
    assert set(events[0].for_seat(2).cards) == {parse_card(c) for c in ["KS", "8S", "AH"]}
    assert state.view(2).hand == 0 and state.view(2).dead_known == state.core.dead
    assert state.view(1).dead_known == 0 and state.view(1).hand_sizes[2] == 0
    state.apply("exchange 9S AC")
    drawn = next(e for e in reversed(state.log) if e.kind == "draw")
    assert drawn.seat == 1 and drawn.value == 2
    assert drawn.for_seat(3).cards == (HIDDEN, HIDDEN) and HIDDEN not in drawn.for_seat(1).cards
    thrown = next(e for e in reversed(state.log) if e.kind == "exchange")
    assert thrown.for_seat(0).value == 2  # how many is public, which is not


def test_a_knocking_dealer_sees_his_cards_only_after_deciding() -> None:
    state = deal(replace(KATIRA, knocking=True), 3, 0,
                 {1: "AS KS 7D", 2: "QH JH TC", 0: "AD 8C 7H"}, "9S", pot=6)
    view = state.view(0)
    assert view.hand == 0 and view.face_down == 3 and view.known_cards() & state.core.face_down == 0
    assert state.secret_cards(0) & state.core.face_down == state.core.face_down
    state.apply("knock")
    view = state.view(0)
    assert view.hand.bit_count() == 4 and view.trump_card == parse_card("9S")
    assert state.view(1).trump == 3 and state.view(1).trump_card == HIDDEN


def test_chip_moves_ride_on_the_events() -> None:
    state = tip02_state()
    play(state, [("tap", None)] * 4 + [("exchange", None)] * 4)
    antes = [e for e in state.log if e.kind == "ante"]
    assert [(m.source, m.dest, m.amount) for e in antes for m in e.chips] == [(0, "pot", 3)]
    play(state, [("9S", None), ("KS", None), ("7H", None), ("8H", None)])
    trick = state.log[-1]
    assert trick.kind == "trick" and [(m.source, m.dest, m.amount) for m in trick.chips] == [
        ("pot", 0, 4)]
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    kinds = [e.kind for e in state.log if e.chips]
    assert "bete" in kinds and kinds[-1] == "carry"
    assert tippen_invariants(state) == []


# --- the sampler ---------------------------------------------------------------------------------------


def test_sampled_worlds_keep_what_the_seat_has_seen() -> None:
    opts = replace(KATIRA, rauben=True)
    state = deal(opts, 3, 0, {1: "AH QH 9D", 2: "7S AC 8D", 0: "JC TC 9C"}, "KS", pot=6)
    play(state, [("tap", None), ("tap", None), ("pass", None), ("exchange", None),
                 ("exchange", None), ("rob", None), ("AH", None)])
    view = state.view(1)
    assert isinstance(view, TippenView) and view.robber == 2
    rng = random.Random(5)
    for _ in range(50):
        world = sample(opts, view, rng)
        assert world.hands[1] == view.hand
        assert world.hands[2] >> parse_card("KS") & 1  # the robbed trump card is his
        assert world.dead >> parse_card("7S") & 1
        assert check_sample(GAME, state, 2, rng) == []


def test_sampled_worlds_respect_what_a_play_showed() -> None:
    state = tip02_state()
    play(state, [("tap", None)] * 4 + [("exchange", None)] * 4)
    play(state, [("9S", None), ("KS", None), ("7H", None)])  # P3 shows no spade
    view = state.view(0)
    spades = sum(1 << c for c in card_list(PACK_32) if c // 13 == 3)
    assert view.excluded[3] & spades == spades
    rng = random.Random(2)
    hands3 = set()
    for _ in range(100):
        world = sample(KATIRA, view, rng)
        assert world.hands[3] & spades == 0
        hands3.add(world.hands[3])
    assert len(hands3) > 10


def test_an_alvensleben_sniffers_card_stays_with_him() -> None:
    opts = replace(PRESETS["alvensleben"], sniffing="alvensleben")
    state = deal(opts, 3, 0, {1: "AH KH AD", 2: "9C TC JC", 0: "7D 8D QS"}, "7H", pot=6)
    play(state, [("sniff", None), ("discard QS", None), ("tap", None)])
    view = state.view(1)
    rng = random.Random(8)
    places = [sample(opts, view, rng) for _ in range(200)]
    held = sum(w.hands[0] >> parse_card("7H") & 1 for w in places)
    assert all(w.hands[0] >> parse_card("7H") & 1 or w.dead >> parse_card("7H") & 1
               for w in places)
    assert 140 < held < 200  # mostly in his hand; now and then among his discards


def test_a_dealer_who_knocked_is_mostly_given_a_trump() -> None:
    state = deal(replace(KATIRA, knocking=True), 3, 0,
                 {1: "AS KS 7D", 2: "QH JH TC", 0: "AD 8C 7H"}, "9S", pot=6)
    play(state, [("knock", None), ("discard 7H", None)])
    view = state.view(1)
    rng = random.Random(4)
    spades = sum(1 << c for c in card_list(PACK_32) if c // 13 == 3)
    with_trump = sum(bool(sample(KATIRA, view, rng).hands[0] & spades) for _ in range(200))
    assert with_trump > 150


# --- options, records, sessions -----------------------------------------------------------------------


def test_presets_and_seat_counts() -> None:
    assert get_game("tippen") is GAME and GAME.default_options() == KATIRA
    assert GAME.seat_counts(KATIRA) == (3, 4, 5)
    assert GAME.seat_counts(PRESETS["alvensleben"]) == (3, 4, 5, 6)
    with pytest.raises(OptionsError, match="3, 4, 5 players"):
        TippenState(KATIRA, 6, 0, card_list(PACK_32), TippenCarry())
    assert GAME.chips and GAME.player.endswith("make_tippen_player")
    assert GAME.table == "cardtable.ui.games.tippen:TippenAdapter"


@pytest.mark.parametrize("values", [{"basic_stake": 4}, {"pot_cap": 10}, {"pot_cap": 3,
                                                                            "basic_stake": 6},
                                    {"sniffing": "maybe"}, {"exchange": "yes"}])
def test_bad_options_are_refused(values: dict[str, Any]) -> None:
    with pytest.raises(OptionsError):
        GAME.options_from_dict(values)


@pytest.mark.parametrize("deck", [card_list(PACK_32)[:-1], card_list(PACK_32)[:-1] + [0],
                                  [*card_list(PACK_32)[:-1], "AS"]])
def test_a_deck_that_is_not_the_pack_is_refused(deck: list[Any]) -> None:
    with pytest.raises(RecordError, match="32-card pack"):
        TippenState(KATIRA, 3, 0, deck, TippenCarry())


def test_a_carry_that_cannot_start_a_deal_is_refused() -> None:
    wrong = carry(4, 0)
    with pytest.raises(RecordError):
        TippenState(KATIRA, 3, 0, card_list(PACK_32), wrong)
    with pytest.raises(RecordError):
        TippenCarry.from_dict({"chips": {"balances": [1, 2], "places": {"pot": -1}}})


def test_a_deal_record_replays_and_its_text_reloads() -> None:
    opts = replace(KATIRA, rauben=True, knocking=True)
    state = GAME.new_deal(opts, 4, 1, 77, carry(4, 12))
    rng = random.Random(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    text = record_of(state).to_json()
    again = DealRecord.from_json(text).replay(GAME)
    assert again.key() == state.key() and again.result() == state.result()


def test_a_saved_session_reloads_with_its_chips() -> None:
    match = TippenMatch(GAME, replace(KATIRA, session_deals=0), 4, seed=21)
    rng = random.Random(2)
    for _ in range(5):
        state = match.start_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal()
    text = match.to_json()
    assert json.loads(text)["deals"]  # written with sorted keys: the places come back sorted
    again = load_match(text)
    assert again.chips() == match.chips() and again.dealer == match.dealer
    assert again.totals == match.totals


def test_a_session_ends_and_splits_the_pot() -> None:
    opts = replace(KATIRA, session_deals=6, start_balance=50)
    match = TippenMatch(GAME, opts, 3, seed=9)
    rng = random.Random(9)
    while not match.is_over():
        state = match.start_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal()
    chips = match.chips()
    assert chips is not None and len(match.results) == 6 and chips.total == 150
    assert chips.at("pot") < 3  # what could not be split stays in the pot, visible
    assert sum(m.amount for m in match.closing_moves) == 3 * (match.closing_moves[0].amount
                                                              if match.closing_moves else 0)
    unclaimed = TippenMatch(GAME, replace(opts, leftover_at_end="unclaimed"), 3, seed=9)
    unclaimed.stop()
    assert unclaimed.closing_moves == () and unclaimed.is_over()


def test_an_open_session_ends_when_stopped() -> None:
    match = TippenMatch(GAME, replace(KATIRA, session_deals=0), 3, seed=4)
    assert not match.is_over()
    match.stop()
    assert match.is_over()


def test_the_first_dealer_is_dealt_the_first_ace() -> None:
    opts = PRESETS["alvensleben"]
    for seed in range(20):
        match = TippenMatch(GAME, opts, 5, seed=seed, first_dealer=0)
        cards = [e for e in match.opening if e.kind == "first_ace_card"]
        assert [e.seat for e in cards] == [i % 5 for i in range(len(cards))]
        assert all(c.cards[0] % 13 != 12 for c in cards[:-1]) and cards[-1].cards[0] % 13 == 12
        assert match.opening[-1].kind == "first_dealer"
        assert match.first_dealer == match.dealer == cards[-1].seat == match.opening[-1].seat
        assert deal_for_first_ace(seed, 5)[0] == match.first_dealer
    assert TippenMatch(GAME, KATIRA, 4, seed=1).opening == ()


def test_the_deal_passes_left_of_who_actually_dealt() -> None:
    opts = replace(KATIRA, schieben=True, session_deals=0)
    match = TippenMatch(GAME, opts, 4, seed=3, first_dealer=1)
    state = match.start_deal()
    state.apply("shove")
    state.apply("deal")
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    match.finish_deal()
    assert match.dealer == 3
