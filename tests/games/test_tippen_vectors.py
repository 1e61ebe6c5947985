"""The test vectors TIP-01 … TIP-20 of ``shared/rules/tippen.md`` §6, one named test each."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from cardtable.cards import HIDDEN, PACK_32, card_list, parse_card, parse_cards
from cardtable.engine.carry import Carry
from cardtable.engine.chips import Chips
from cardtable.games.tippen import (
    GAME,
    PRESETS,
    Options,
    TippenCarry,
    TippenState,
    action_of,
    beats,
    deal_positions,
    deck_before_cut,
    follow_cards,
)

KATIRA, GRUPP, ALV = PRESETS["katira"], PRESETS["grupp"], PRESETS["alvensleben"]
HEARTS = 2


def carry(n: int, pot: int, balance: int = 100) -> TippenCarry:
    return TippenCarry(chips=Chips((balance,) * n, (("pot", pot), ("reserve", 0), ("bete", 0))))


def completed_pack(options: Options, n: int, dealer: int, hands: dict[int, str], trump: str,
                   talon: str = "") -> list[int]:
    """A completed pack (top first) that deals ``hands`` and ``trump``; the talon starts with
    ``talon``; the other cards follow, aces and sevens first, so that the bottom card moves no
    deal under Hupf und Sprung."""
    seats, trump_pos = deal_positions(n, options.deal_method == "katira")
    order = [(dealer + 1 + j) % n for j in range(n)]
    pack: list[int | None] = [None] * 32
    for j, positions in enumerate(seats):
        for pos, c in zip(positions, parse_cards(hands[order[j]]), strict=True):
            pack[pos] = c
    pack[trump_pos] = parse_card(trump)
    for i, c in enumerate(parse_cards(talon)):
        pack[3 * n + 1 + i] = c
    rest = iter(sorted((c for c in card_list(PACK_32) if c not in pack),
                       key=lambda c: c % 13 not in (5, 12)))  # sevens and aces first
    return [c if c is not None else next(rest) for c in pack]


def deal(options: Options, n: int, dealer: int, hands: dict[int, str], trump: str,
         pot: int, talon: str = "") -> TippenState:
    """The deal of the given hands, cut (the cut is ``cut 1`` of the pack before the cut)."""
    pack = completed_pack(options, n, dealer, hands, trump, talon)
    state = TippenState(options, n, dealer, deck_before_cut(pack, 1), carry(n, pot))
    state.apply("cut 1")
    return state


def new_deal(options: Options, n: int, dealer: int, seed: int, carry: Carry) -> TippenState:
    state = GAME.new_deal(options, n, dealer, seed, carry)
    assert isinstance(state, TippenState)
    return state


def legal(state: TippenState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def play(state: TippenState, line: Sequence[tuple[str, set[str] | None]]) -> None:
    """Apply each action, checking the legal set before it where one is given."""
    for action, expected in line:
        if expected is not None:
            assert legal(state) == expected, (action, legal(state))
        state.apply(action)


def cards(text: str) -> set[str]:
    return set(text.split())


def balances(state: TippenState) -> tuple[int, ...]:
    return state.chips().balances


def pot(state: TippenState) -> int:
    return state.chips().at("pot")


def check_total(state: TippenState, total: int) -> None:
    assert state.chips().total == total


TIP01 = parse_cards("AH KS 7D QC 9H TS 8C JD AC KH 7S QD 9C 8H JS TH")


def tip01_state(options: Options) -> TippenState:
    rest = [c for c in card_list(PACK_32) if c not in TIP01]
    state = TippenState(options, 3, 0, deck_before_cut(TIP01 + rest, 5), carry(3, 0))
    state.apply("cut 5")
    return state


def hand_of(state: TippenState, seat: int) -> set[str]:
    return {str(action_of(c)) for c in card_list(state.core.hands[seat])}


def test_TIP_01_dealing_order_grupp_versus_katira() -> None:
    g = tip01_state(replace(KATIRA, deal_method="grupp"))
    assert (hand_of(g, 1), hand_of(g, 2), hand_of(g, 0)) == (
        cards("AH QC 8C"), cards("KS 9H JD"), cards("7D TS AC"))
    assert g.core.trump_card == parse_card("KH") and g.core.trump == HEARTS
    assert g.view(1).trump_state == "face_up" and g.core.talon[0] == parse_card("7S")
    k = tip01_state(KATIRA)
    assert (hand_of(k, 1), hand_of(k, 2), hand_of(k, 0)) == (
        cards("AH QC JD"), cards("KS 9H AC"), cards("7D TS KH"))
    assert k.core.trump_card == parse_card("8C") and k.core.trump == 0
    assert k.core.talon[0] == parse_card("7S")
    knock = tip01_state(replace(KATIRA, knocking=True))
    assert knock.core.trump == -1 and knock.core.trump_card == parse_card("8C")
    for seat in range(3):
        view = knock.view(seat)
        assert view.trump_state == "face_down" and view.trump_card == HIDDEN
        assert view.trump == -1
    assert knock.view(0).phase == "knock" and knock.view(0).face_down == 3
    assert knock.view(0).hand == 0  # the dealer decides without having seen his hand


TIP02_HANDS = {1: "9S AC 7D", 2: "KS 8S AH", 3: "7H QD AD", 0: "8H JH 8D"}
TIP02_TRICKS: list[tuple[str, set[str] | None]] = [
    ("9S", cards("9S AC 7D")), ("KS", {"KS"}), ("7H", {"7H"}), ("8H", cards("8H JH")),
    ("8D", None), ("7D", {"7D"}), ("AH", {"AH"}), ("AD", cards("QD AD")),
    ("8S", None), ("QD", {"QD"}), ("JH", {"JH"}), ("AC", {"AC"}),
]


def tip02(options: Options) -> TippenState:
    state = deal(options, 4, 0, TIP02_HANDS, "QH", pot=9)
    assert balances(state)[0] == 97 and state.core.P == 12 and not state.core.bare
    declare = {"tap", "pass"}
    play(state, [("tap", declare)] * 4 + [("exchange", None)] * 4)
    play(state, TIP02_TRICKS)
    assert state.is_over and state.core.tricks == [2, 0, 1, 0]
    return state


def test_TIP_02_strict_follow_rules_full_deal_katira_bete() -> None:
    state = tip02(KATIRA)
    assert state.core.B == 12
    assert balances(state) == (105, 88, 104, 88) and pot(state) == 24
    check_total(state, 409)
    result = state.result()
    assert result.points == (5, -12, 4, -12) and result.carry.chips == state.chips()


def test_TIP_03_same_deal_grupp_bete() -> None:
    state = tip02(GRUPP)
    assert state.core.B == 3
    assert balances(state) == (105, 97, 104, 97) and pot(state) == 6
    check_total(state, 409)


@pytest.mark.parametrize(("rule", "expected"), [("strict", {"9H"}),
                                                ("alvensleben", {"9H", "8S", "KD"})])
def test_TIP_04_undertrump_duty_strict_versus_alvensleben(rule: str, expected: set[str]) -> None:
    state = deal(replace(KATIRA, play_rule=rule), 3, 0,
                 {1: "AC KC 9D", 2: "QH TS 7S", 0: "9H 8S KD"}, "AH", pot=3)
    play(state, [("tap", None)] * 3 + [("exchange", None)] * 3)
    play(state, [("AC", None), ("QH", {"QH"})])
    assert legal(state) == expected


@pytest.mark.parametrize(("seats", "leader_hand", "on", "expected"), [
    (3, "AD 9S 7S", True, {"9S", "7S"}),
    (4, "AD 9S 7S", True, {"AD", "9S", "7S"}),
    (3, "AD KH 8C", True, {"AD", "KH", "8C"}),
    (3, "AD 9S 7S", False, {"AD", "9S", "7S"}),
], ids=["a-three-active", "b-two-active", "c-no-trump", "d-option-off"])
def test_TIP_05_forced_first_trump_lead(seats: int, leader_hand: str, on: bool,
                                        expected: set[str]) -> None:
    hands = {1: leader_hand, 2: "KC QC JC", 0: "KD QD JD"}
    if seats == 4:
        hands[3] = "TH QH JH"
    state = deal(replace(KATIRA, alvensleben_trump_leads=on, exchange=False), seats, 0, hands,
                 "AS", pot=3)
    for seat in [(1 + j) % seats for j in range(seats)]:
        state.apply("pass" if seat in (2, 3) and seats == 4 else "tap")
    assert state.current_player == 1 and legal(state) == expected


def tip06(p1: str) -> TippenState:
    state = deal(ALV, 3, 0, {1: p1, 2: "7H AC KC", 0: "QD JD AD"}, "TH", pot=0)
    assert state.core.P == 3 and state.core.B == 3 and state.core.bare and state.core.forced
    play(state, [("tap", {"tap"})] * 3)
    return state


def test_TIP_06_trump_lead_to_trick_2_bare_pot_forced_play() -> None:
    state = tip06("KH 9H AS")
    play(state, [("KH", cards("KH 9H")), ("7H", {"7H"}), ("QD", cards("QD JD AD")),
                 ("9H", {"9H"}), ("KC", cards("AC KC")), ("JD", cards("JD AD")),
                 ("AS", None), ("AC", None), ("AD", None)])
    assert state.core.tricks == [0, 3, 0]
    assert balances(state) == (94, 103, 97) and pot(state) == 6
    check_total(state, 300)
    contrast = tip06("KH AS 8C")
    play(contrast, [("KH", {"KH"}), ("7H", None), ("QD", None)])
    assert contrast.current_player == 1 and legal(contrast) == cards("AS 8C")


def test_TIP_07_everybody_passes() -> None:
    state = deal(KATIRA, 4, 2, {3: "7C 8C 9C", 0: "7D 8D 9D", 1: "7H 8H 9H", 2: "7S 8S 9S"},
                 "AC", pot=6)
    assert state.core.P == 9 and not state.core.bare
    play(state, [("pass", {"tap", "pass"})] * 4)
    result = state.result()
    assert result.details["outcome"] == "all_pass"
    assert balances(state) == (100, 100, 97, 100) and pot(state) == 9
    assert result.details["next_dealer"] == 3
    after = new_deal(KATIRA, 4, 3, 1, result.carry)
    assert after.core.carry_in == 9 and after.chips().at("pot") == 12 and not after.core.bare


def test_TIP_08_sole_player_wins_the_pot_next_deal_forced() -> None:
    opts = replace(KATIRA, tipp_zwang=True)
    state = deal(opts, 3, 0, {1: "AC KC QC", 2: "7D 8D 9D", 0: "7H 8H 9H"}, "AS", pot=12)
    assert state.core.P == 15 and not state.core.forced
    play(state, [("tap", {"tap", "pass"}), ("pass", None), ("pass", None)])
    result = state.result()
    assert result.details["outcome"] == "sole"
    assert balances(state) == (97, 115, 100) and pot(state) == 0
    nxt = new_deal(opts, 3, result.details["next_dealer"], 4, result.carry)
    assert nxt.core.dealer == 1
    nxt.apply("cut 7")
    assert nxt.core.P == 3 and nxt.core.bare and nxt.core.forced
    for _ in range(3):
        assert legal(nxt) == {"tap"}
        nxt.apply("tap")


HANDS3 = {1: "AC KC QC", 2: "AD KD QD", 0: "7H 8H 9H"}


def declarations(state: TippenState) -> list[set[str]]:
    """The legal declarations of each player in turn, everyone tapping."""
    seen = []
    while state.view(state.current_player).phase == "declare":
        seen.append(legal(state))
        state.apply("tap")
    return seen


def test_TIP_09_declaration_legality_table() -> None:
    forced = replace(KATIRA, tipp_zwang=True)
    assert declarations(deal(forced, 3, 0, HANDS3, "AS", pot=0)) == [{"tap"}] * 3  # (a)
    assert declarations(deal(forced, 3, 0, HANDS3, "AS", pot=3)) == [{"tap", "pass"}] * 3  # (b)
    hupf = replace(forced, hupf_und_sprung=True)  # (c): the bottom card 9C moves nothing
    state = deal(hupf, 3, 0, HANDS3, "AS", pot=0)
    assert state.core.dealer == 0 and declarations(state) == [{"tap", "pass"}] * 3
    sniff = replace(ALV, sniffing="alvensleben")  # (d)
    state = deal(sniff, 3, 0, HANDS3, "AS", pot=0)
    play(state, [("sniff", {"sniff", "decline"}), ("discard 7H", None)])
    assert declarations(state) == [{"tap"}, {"tap"}, {"tap", "drop_out"}]
    knock = replace(KATIRA, knocking=True)  # (e)
    state = deal(knock, 3, 0, HANDS3, "AS", pot=3)
    play(state, [("knock", {"knock", "decline"}), ("discard 7H", None)])
    assert declarations(state) == [{"tap", "pass"}] * 2
    assert state.view(0).status[0] == "active" and state.view(0).phase == "exchange"


def test_TIP_10_pot_cap() -> None:
    opts = replace(KATIRA, pot_cap=12)
    state = deal(opts, 3, 0, {1: "AC KC 7D", 2: "AD 8H 9C", 0: "7S 8S 9S"}, "QC", pot=18)
    core = state.core
    assert (core.P, core.reserve, core.B) == (12, 9, 12)
    play(state, [("tap", None), ("tap", None), ("pass", None), ("exchange", None),
                 ("exchange", None)])
    play(state, [("AC", None), ("9C", {"9C"}), ("KC", None), ("8H", cards("AD 8H")),
                 ("7D", None), ("AD", {"AD"})])
    assert balances(state) == (97, 108, 104) and pot(state) == 9
    check_total(state, 318)
    result = state.result()
    nxt = new_deal(opts, 3, result.details["next_dealer"], 9, result.carry)
    nxt.apply("cut 3")
    assert nxt.chips().at("pot") == 12 and nxt.core.P == 12 and nxt.core.reserve == 0


def tip11(options: Options, call: str) -> TippenState:
    state = deal(options, 3, 0, {1: "AS KS 7D", 2: "QH JH TC", 0: "AD 8C 7H"}, "9S", pot=6)
    assert state.core.P == 9 and state.core.B == 9
    assert state.view(0).trump_state == "face_down"
    if call == "knock":
        state.apply("knock")
    else:
        play(state, [("decline", None)] if options.knocking else [])
        assert state.view(0).hand == state.core.hands[0]  # he sees his cards, then sniffs
        state.apply("sniff")
    assert state.core.trump == 3 and state.view(1).trump == 3 and state.view(1).trump_card == HIDDEN
    assert legal(state) == {"discard AD", "discard 8C", "discard 7H", "discard 9S"}
    play(state, [("discard 7H", None)])
    assert hand_of(state, 0) == cards("AD 8C 9S")
    assert state.view(0).phase == "declare" and state.current_player == 1
    play(state, [("tap", None), ("tap", None)] + [("exchange", None)] * 3)
    assert state.view(0).phase == "play"  # no robbing: the trump card was taken
    play(state, [("AS", None), ("TC", cards("QH JH TC")), ("9S", {"9S"}),
                 ("KS", None), ("QH", None), ("8C", cards("AD 8C")),
                 ("7D", None), ("JH", None), ("AD", {"AD"})])
    return state


def test_TIP_11_knocking_dealer_takes_one_trick() -> None:
    state = tip11(replace(KATIRA, knocking=True, rauben=True), "knock")
    assert balances(state) == (91, 106, 91) and pot(state) == 18
    check_total(state, 306)


def test_TIP_11b_grupp_sniffing_gives_the_same() -> None:
    state = tip11(replace(KATIRA, sniffing="grupp", rauben=True), "sniff")
    assert balances(state) == (91, 106, 91) and pot(state) == 18


def test_TIP_12_knocking_dealer_takes_no_trick_grupp_bete() -> None:
    state = deal(replace(GRUPP, knocking=True), 3, 0,
                 {1: "AD KD AS", 2: "QD KS AH", 0: "7S 8S 9C"}, "8D", pot=0)
    assert state.core.P == 3 and state.core.B == 3
    play(state, [("knock", None), ("discard 9C", None), ("tap", {"tap", "pass"}),
                 ("tap", {"tap", "pass"})] + [("exchange", None)] * 3)
    play(state, [("AD", None), ("QD", {"QD"}), ("8D", {"8D"}),
                 ("KD", None), ("AH", cards("KS AH")), ("7S", cards("7S 8S")),
                 ("AS", None), ("KS", {"KS"}), ("8S", {"8S"})])
    assert balances(state) == (91, 103, 97) and pot(state) == 9
    check_total(state, 300)


def test_TIP_13_alvensleben_sniffing_dealer_drops_out() -> None:
    opts = replace(ALV, sniffing="alvensleben")
    state = deal(opts, 4, 0, {1: "KH 7S 8S", 2: "QD JD TD", 3: "9H AC KC", 0: "7C 8D 9S"},
                 "AH", pot=0)
    assert state.core.forced
    play(state, [("sniff", None)])
    assert all(state.view(s).trump_card == parse_card("AH") for s in range(4))
    play(state, [("discard 7C", None), ("tap", {"tap"}), ("tap", {"tap"}), ("tap", {"tap"}),
                 ("drop_out", {"tap", "drop_out"})])
    assert balances(state)[0] == 94
    play(state, [("KH", {"KH"}), ("QD", None), ("9H", {"9H"}),
                 ("8S", cards("7S 8S")), ("JD", None), ("KC", None),
                 ("7S", None), ("TD", None), ("AC", None)])
    assert balances(state) == (94, 103, 97, 97) and pot(state) == 9
    check_total(state, 400)


def test_TIP_14_alvensleben_sniffing_dealer_plays_and_takes_nothing() -> None:
    opts = replace(ALV, sniffing="alvensleben")
    state = deal(opts, 3, 0, {1: "AH KH AD", 2: "9C TC JC", 0: "7D 8D QS"}, "7H", pot=6)
    assert state.core.P == 9 and state.core.B == 9 and not state.core.bare
    play(state, [("sniff", None), ("discard QS", None), ("tap", None), ("pass", None),
                 ("tap", {"tap", "drop_out"})])
    play(state, [("AH", cards("AH KH AD")), ("7H", {"7H"}),
                 ("KH", {"KH"}), ("7D", cards("7D 8D")), ("AD", None), ("8D", None)])
    assert balances(state) == (79, 109, 100) and pot(state) == 18
    check_total(state, 306)


@pytest.mark.parametrize(("trick", "hand", "expected"), [
    ("9H", "7H QH AS", "QH"), ("9H QH", "8H KD KC", "8H"), ("9S", "8S TS AH", "TS"),
    ("9S 7H", "8S KS QD", "8S KS")])
def test_TIP_15_strict_heading_duties(trick: str, hand: str, expected: str) -> None:
    played = parse_cards(trick)
    best = played[0]
    for c in played[1:]:
        if beats(c, best, HEARTS):
            best = c
    got = follow_cards(sum(1 << c for c in parse_cards(hand)), played[0] // 13, best, HEARTS,
                       True)
    assert got == sum(1 << c for c in parse_cards(expected))


TIP16 = {1: "AH QH 9D", 2: "7S AC 8D", 0: "JC TC 9C"}


def test_TIP_16_robbing() -> None:
    opts = replace(KATIRA, rauben=True)
    state = deal(opts, 3, 0, TIP16, "KS", pot=6)
    play(state, [("tap", None), ("tap", None), ("pass", None), ("exchange", None),
                 ("exchange", None), ("rob", {"rob", "decline"})])
    assert hand_of(state, 2) == cards("KS AC 8D")
    assert state.core.dead >> parse_card("7S") & 1 and state.view(1).dead_known >> parse_card("7S") & 1
    assert state.view(1).robber == 2 and state.view(1).trump_state == "robbed"
    play(state, [("AH", None), ("KS", {"KS"}), ("AC", None), ("QH", cards("QH 9D")),
                 ("8D", None), ("9D", {"9D"})])
    assert balances(state) == (97, 103, 106) and pot(state) == 0
    check_total(state, 306)
    passed = deal(opts, 3, 0, TIP16, "KS", pot=6)
    play(passed, [("tap", None), ("pass", None), ("tap", None), ("exchange", None),
                  ("exchange", None)])
    assert passed.view(1).phase == "play"  # no rob phase: the holder of 7S passed
    seven = deal(opts, 3, 0, {1: "AH QH 9D", 2: "KS AC 8D", 0: "JC TC 9C"}, "7S", pot=6)
    play(seven, [("tap", None), ("tap", None), ("pass", None), ("exchange", None),
                 ("exchange", None)])
    assert seven.view(1).phase == "play"  # no rob phase: the trump card is the seven


def test_TIP_17_shoving() -> None:
    opts = replace(KATIRA, schieben=True, tipp_zwang=True)
    state = TippenState(opts, 4, 0, card_list(PACK_32), carry(4, 0))
    play(state, [("shove", {"deal", "shove"}), ("shove", {"deal", "shove"})])
    once_more = state.clone()
    play(state, [("deal", {"deal", "shove"})])
    assert state.current_player == 1  # the cutter sits right of the dealer, P2
    state.apply("cut 16")
    core = state.core
    assert core.dealer == 2 and core.P == 9 and core.bare and core.forced
    assert balances(state) == (97, 97, 97, 100) and state.current_player == 3
    assert legal(state) == {"tap"}
    once_more.apply("shove")
    assert once_more.core.dealer == 3 and legal(once_more) == {"deal"}
    assert balances(once_more) == (97, 97, 97, 97)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert state.result().details["next_dealer"] == 3


def tip18(d10: str, d32: str) -> TippenState:
    chosen = {parse_card(d10): 9, parse_card(d32): 31}
    deck = [c for c in card_list(PACK_32) if c not in chosen]
    for c, i in sorted(chosen.items(), key=lambda x: x[1]):
        deck.insert(i, c)
    state = TippenState(replace(KATIRA, hupf_und_sprung=True, tipp_zwang=True), 3, 0, deck,
                      carry(3, 0))
    assert state.current_player == 2  # the cutter: right of P0
    state.apply("cut 10")
    return state


def test_TIP_18_hupf_und_sprung() -> None:
    state = tip18("7C", "AD")
    core = state.core
    assert core.dealer == 2 and core.P == 9 and balances(state) == (97, 97, 97)
    shown = [e for e in state.log if e.kind == "hupf"]
    assert [(e.cards, e.value, e.target) for e in shown] == [
        ((parse_card("7C"),), 1, 1), ((parse_card("AD"),), 2, 2)]
    first = next(e for e in state.log if e.kind == "deal")
    assert first.seat == 0 and first.cards == (state.deck[10],)  # forehand P0 gets d11 first
    assert legal(state) == {"tap", "pass"}  # Hupf suspends the forced play
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert state.result().details["next_dealer"] == 0
    b = tip18("9C", "AD")
    assert b.core.dealer == 0 and b.core.P == 3 and [e.value for e in b.log if e.kind == "hupf"] == [1]
    c = tip18("AC", "8H")
    assert c.core.dealer == 1 and c.core.P == 6 and balances(c) == (97, 97, 100)
    while not c.is_over:
        c.apply(c.legal_actions()[0])
    assert c.result().details["next_dealer"] == 2


def test_TIP_19_exchange_mechanics() -> None:
    rest = [c for c in card_list(PACK_32) if c not in TIP01]
    state = TippenState(GRUPP, 3, 0, deck_before_cut(TIP01 + rest, 9), carry(3, 3))
    state.apply("cut 9")
    assert state.core.P == 6
    play(state, [("tap", None), ("pass", None), ("tap", None)])
    assert state.current_player == 1 and len(legal(state)) == 8
    assert legal(state) == {"exchange", "exchange AH", "exchange QC", "exchange 8C",
                            "exchange QC AH", "exchange 8C AH", "exchange 8C QC",
                            "exchange 8C QC AH"}
    state.apply("exchange QC 8C")
    assert hand_of(state, 1) == cards("AH 7S QD")
    assert state.view(0).exchanged[1] == 2 and state.current_player == 0
    state.apply("exchange 7D")
    assert hand_of(state, 0) == cards("TS AC 9C") and state.core.talon[0] == parse_card("8H")
    play(state, [("QD", None), ("9C", cards("TS AC 9C")), ("7S", None), ("TS", {"TS"}),
                 ("AC", None), ("AH", {"AH"})])
    assert balances(state) == (99, 104, 100) and pot(state) == 0
    check_total(state, 303)


def test_TIP_20_forced_play_where_everyone_scores() -> None:
    state = deal(ALV, 3, 0, {1: "AD KS 7C", 2: "8D AS 8C", 0: "9D 7S AC"}, "7D", pot=0)
    assert state.core.forced
    play(state, [("tap", {"tap"})] * 3)
    play(state, [("AD", {"AD"}), ("8D", {"8D"}), ("9D", {"9D"}),
                 ("KS", cards("KS 7C")), ("AS", {"AS"}), ("7S", {"7S"}),
                 ("8C", None), ("AC", {"AC"}), ("7C", {"7C"})])
    assert balances(state) == (98, 101, 101) and pot(state) == 0
    check_total(state, 300)
    result = state.result()
    nxt = new_deal(ALV, 3, result.details["next_dealer"], 2, result.carry)
    nxt.apply("cut 4")
    assert nxt.core.bare and nxt.core.forced and legal(nxt) == {"tap"}
