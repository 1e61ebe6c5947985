"""The test vectors POCH-01 … POCH-17 of ``shared/rules/poch.md`` §7, one named test each.

Conventions of §7: dealer P0, forehand P1, balances start at 100, the board empty before
the first ante, preset ``seed`` unless stated.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardtable.cards import PACK_32, card_list, cardset, parse_card, parse_cards
from cardtable.engine import Action, Carry, Chips
from cardtable.engine.errors import IllegalActionError
from cardtable.games.poch import (
    GAME,
    MARIAGE,
    PRESETS,
    SEQUENZ,
    Options,
    PochState,
    board_places,
    hand_key,
    rules_for,
    sequenz_claim,
    set_size,
)

SEED = PRESETS["seed"]
R_DECK = ("KH AH JH 7S QH AS 9S 7D 9C AD TS QD 7C 8C JS 7H "
          "AC KC QC JC TC KS QS 8S TH 9H 8H KD JD TD 9D 8D")


def deck_of(hands: dict[int, str], n: int, turned: str | None = None,
            dealer: int = 0) -> list[int]:
    """A pack order that deals ``hands`` (each listed in the order dealt) with ``dealer``;
    under ``talon_turn`` the card after the hands is ``turned``; the rest in pack order."""
    cards = {s: parse_cards(h) for s, h in hands.items()}
    k = len(cards[dealer])
    order = [(dealer + 1 + j) % n for j in range(n)]
    deck = [cards[s][r] for r in range(k) for s in order]
    if turned is not None:
        deck.append(parse_card(turned))
    deck += [c for c in card_list(PACK_32) if c not in deck]
    return deck


def state_of(options: Options, n: int, deck: list[int], dealer: int = 0,
             carry: Carry | None = None) -> PochState:
    return PochState(options, n, dealer, deck, carry or Carry())


def balances(state: PochState) -> list[int]:
    return list(state.chips().balances)


def place(state: PochState, name: str) -> int:
    return state.chips().at(name)


def legal(state: PochState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def hand(state: PochState, seat: int) -> str:
    return " ".join(sorted(map(str, (Action("play", card=c) for c in card_list(
        state.core.hands[seat])))))


def cards(text: str) -> str:
    return " ".join(sorted(text.split()))


def check_total(state: PochState, total: int) -> None:
    assert state.chips().total == total


def claims(state: PochState) -> dict[str, tuple[int, int]]:
    return {e.text: (e.seat, e.value) for e in state.log if e.kind == "claim"}


def play(state: PochState, *actions: str) -> None:
    for a in actions:
        state.apply(a)


# --- the reference deal R ---------------------------------------------------------------------


def reference() -> PochState:
    return state_of(SEED, 4, parse_cards(R_DECK))


def test_POCH_01_deal_and_trump() -> None:
    s = reference()
    assert hand(s, 1) == cards("KH QH 9C 7C")
    assert hand(s, 2) == cards("AH AS AD 8C")
    assert hand(s, 3) == cards("JH 9S TS JS")
    assert hand(s, 0) == cards("7S 7D QD 7H")
    trump = next(e for e in s.log if e.kind == "trump")
    assert trump.cards == (parse_card("7H"),) and trump.seat == 0 and not trump.private
    assert s.core.trump == parse_card("7H") // 13
    assert s.card_zones()["talon"] == cardset(parse_cards(R_DECK)[16:])
    ante = next(e for e in s.log if e.kind == "ante")
    assert len(ante.chips) == 4 * 7 and {m.amount for m in ante.chips} == {1}
    # After the ante (before Melden): every outer compartment 4, POCH 0, balances 93.
    after_ante = Chips.start(4, 100, board_places("classic8")).moved(ante.chips)
    assert after_ante.balances == (93,) * 4
    assert [after_ante.at(p) for p in board_places("classic8")] == [4] * 7 + [0]


def test_POCH_02_melden() -> None:
    s = reference()
    assert claims(s) == {"ace": (2, 4), "king": (1, 4), "queen": (1, 4), "jack": (3, 4),
                         "mariage": (1, 4), "sequenz": (3, 4)}
    seq = next(e for e in s.log if e.kind == "claim" and e.text == "sequenz")
    assert seq.cards == tuple(sorted(parse_cards("9S TS JS")))
    assert balances(s) == [93, 105, 97, 101]
    assert place(s, "ten") == 4
    assert all(place(s, p) == 0 for p in board_places("classic8") if p != "ten")
    check_total(s, 400)


def _poch_03(s: PochState) -> None:
    assert legal(s) == {"pass"}
    s.apply("pass")
    assert legal(s) == {"pass", "open 1", "open 2", "open 3"}
    s.apply("open 3")
    assert place(s, "poch") == 3
    assert legal(s) == {"pass", "hold", "raise 1", "raise 2"}
    s.apply("pass")
    assert legal(s) == {"pass", "hold", "raise 1", "raise 2"}
    s.apply("raise 2")
    assert s.core.level == 5 and s.core.raises == 1 and place(s, "poch") == 8
    assert legal(s) == {"pass", "hold", "raise 1", "raise 2"}
    s.apply("raise 1")
    assert s.core.level == 6 and s.core.raises == 2 and place(s, "poch") == 11
    assert legal(s) == {"pass", "hold", "raise 1", "raise 2"}
    s.apply("hold")


def test_POCH_03_pochen_with_raises_and_showdown() -> None:
    s = reference()
    _poch_03(s)
    showdown = next(e for e in s.log if e.kind == "showdown")
    assert showdown.seat == 2 and showdown.value == 12
    assert showdown.cards == tuple(sorted(parse_cards("AH AS AD")))
    shown = {e.seat for e in s.log if e.kind == "show"}
    assert shown == {2, 0}
    assert balances(s) == [87, 105, 103, 101]
    assert place(s, "poch") == 0
    check_total(s, 400)
    assert s.current_player == 2


def test_POCH_04_ausspielen() -> None:
    s = reference()
    _poch_03(s)
    assert legal(s) == {"AH", "AS", "AD", "8C"}
    s.apply("8C")
    assert legal(s) == {"9C"} and s.current_player == 1
    s.apply("9C")  # TC is in the talon: closed, P1 starts
    closed = s.log[-1]
    assert closed.kind == "chain_closed" and closed.seat == 1 and closed.text == "stopped"
    assert legal(s) == {"KH", "QH", "7C"}
    s.apply("7C")  # 8C already played: closed
    assert s.current_player == 1 and legal(s) == {"KH", "QH"}
    s.apply("QH")
    assert legal(s) == {"KH"}
    s.apply("KH")
    assert s.is_over
    payments = {e.seat: e.value for e in s.log if e.kind == "payment"}
    assert payments == {2: 3, 3: 4, 0: 4}
    assert balances(s) == [83, 116, 100, 97]
    assert place(s, "ten") == 4
    check_total(s, 400)
    result = s.result()
    assert result.points == (-17, 16, 0, -3)
    assert result.winners == (1,)


def test_POCH_05_carry_over_into_the_next_deal() -> None:
    s = reference()
    _poch_03(s)
    play(s, "8C", "9C", "7C", "QH", "KH")
    carry = s.result().carry
    nxt = state_of(SEED, 4, parse_cards(R_DECK), dealer=1, carry=carry)
    ante = next(e for e in nxt.log if e.kind == "ante")
    after_ante = carry.chips.moved(ante.chips) if carry.chips else None
    assert after_ante is not None
    assert after_ante.balances == (76, 109, 93, 90)
    assert [after_ante.at(p) for p in board_places("classic8")] == [4, 4, 4, 4, 8, 4, 4, 0]
    check_total(nxt, 400)


# --- Sequenz, Kunststück ------------------------------------------------------------------------

SEQUENZ_CASES = [
    ("A", "8D 9D TD AS", "8C 9C TC 7H", "7S QH JD AC", 2, 2),
    ("B", "9S TS JS 7D", "7C 8C 9C KH", "8S QH JD AC", 1, 1),
    ("C", "8S 9S TS AD", "8C 9C TC KD", "QS JD QC 7H", 2, 1),
    ("D", "8S 9S TS AC", "7D 8D 9D TD", "KC QS JH 7H", 1, 1),
    ("E", "9S TS JS AC", "7D 8D 9D AH", "KC QS JH TD", 1, 1),
    ("F", "7S 8S TS AC", "9S JD QD 7H", "8C 9C JC TH", -1, -1),
]


@pytest.mark.parametrize(("case", "p1", "p2", "p0", "suit_order", "forehand"), SEQUENZ_CASES)
def test_POCH_06_sequenz_decisions(case: str, p1: str, p2: str, p0: str, suit_order: int,
                                   forehand: int) -> None:
    deck = deck_of({1: p1, 2: p2, 0: p0}, 3)
    for options, expected in ((SEED, suit_order),
                              (replace(SEED, sequence_tiebreak="forehand"), forehand)):
        s = state_of(options, 3, deck)
        claim = next(e for e in s.log if e.target == SEQUENZ)
        assert claim.seat == expected, (case, options.sequence_tiebreak)
        assert claim.kind == ("claim" if expected >= 0 else "unclaimed")
    trump789 = replace(SEED, sequence_rule="trump_789")
    s = state_of(trump789, 3, deck)
    expected_789 = {"B": 2, "E": 2}.get(case, -1)  # B: P2 holds 7C 8C 9C, trump clubs
    assert next(e for e in s.log if e.target == SEQUENZ).seat == expected_789
    if case == "F":
        assert place(s, "sequenz") == 3


def test_POCH_06_the_sequenz_rule_is_written_once() -> None:
    # The same decisions straight from the rule function, without a deal around it.
    rules = rules_for(SEED, 3)
    hands = [cardset(parse_cards(h)) for h in ("7S QH JD AC", "8D 9D TD AS", "8C 9C TC 7H")]
    assert sequenz_claim(rules, hands, 0, 0) == (2, cardset(parse_cards("8C 9C TC")))


KEY_CASES = [
    ("H", "7C 7S 7D 7H", "AC AS AD KH", 0),
    ("H", "KC KS KD 8H", "AS AD 9C 9D", 0),
    ("H", "AS AD 8C 7C", "AH AC 9S 9D", 1),
    ("H", "QS QD 9S 9D", "QH QC 7S 8S", 1),
    ("S", "TC TD 7H 8H", "9S 9C AD KD", 0),
    ("C", "JD JH JS 7D", "QC QH QS 8D", 1),
    ("H", "AC KD 9S 7H", "AD QC TS 8S", 0),  # only without require_kunststueck
]


@pytest.mark.parametrize(("trump", "a", "b", "winner"), KEY_CASES)
def test_POCH_07_kunststueck_comparisons(trump: str, a: str, b: str, winner: int) -> None:
    t = "CDHS".index(trump)
    ka, kb = hand_key(cardset(parse_cards(a)), t), hand_key(cardset(parse_cards(b)), t)
    assert (ka > kb) == (winner == 0)
    assert ka != kb


@pytest.mark.parametrize(("hand", "size"), [("KC KS KD KH", 4), ("AS AD 9C 9D", 2),
                                            ("QS QD QH 8S", 3), ("AC KD 9S 7H", 0)])
def test_the_showdown_key_names_the_size_of_the_best_set(hand: str, size: int) -> None:
    assert set_size(hand_key(cardset(parse_cards(hand)), 0)) == size


def test_POCH_07_comparisons_decide_a_real_showdown() -> None:
    # The fourth case at a table: QS QD 9S 9D (P1) against QH QC 7S 8S (P2), trump hearts.
    deck = deck_of({1: "QS QD 9S 9D", 2: "QH QC 7S 8S", 0: "AC KD JS 7H"}, 3)
    s = state_of(SEED, 3, deck)
    play(s, "open 1", "hold", "pass")
    win = next(e for e in s.log if e.kind == "showdown")
    assert win.seat == 2 and win.cards == tuple(sorted(parse_cards("QH QC")))


# --- Pochen ------------------------------------------------------------------------------------


def test_POCH_08_fold_out() -> None:
    deck = deck_of({1: "AS AD 9C 8H", 2: "KS KD 7C 7S", 3: "QC JD TS 9H", 0: "8S 8D JH 7H"}, 4)
    s = state_of(SEED, 4, deck)
    before = balances(s)
    assert legal(s) == {"pass", "open 1", "open 2", "open 3"}
    s.apply("open 2")
    assert legal(s) == {"pass", "hold", "raise 1", "raise 2"}
    s.apply("raise 2")
    assert s.core.level == 4 and s.log[-1].chips[0].amount == 4
    assert legal(s) == {"pass"}
    s.apply("pass")
    assert legal(s) == {"pass", "hold", "raise 1", "raise 2"}
    s.apply("pass")
    assert legal(s) == {"pass", "hold", "raise 1", "raise 2"}
    s.apply("pass")
    fold = next(e for e in s.log if e.kind == "fold_out")
    assert fold.seat == 2 and fold.value == 6 and fold.cards == ()
    assert not any(e.kind == "show" for e in s.log)
    after = balances(s)
    assert after[2] - before[2] == 2 and after[1] - before[1] == -2
    assert s.current_player == 2 and s.core.phase == 1
    # P2's hand stays hidden from the others.
    for seat in (0, 1, 3):
        assert not s.view(seat).known_cards() & s.core.hands[2]


def nine_deal() -> list[int]:
    return deck_of({1: "AS KD QC 9H", 2: "8S TD JC 7H", 0: "9S 9D 8C JS"}, 3)


def test_POCH_09_nobody_opens() -> None:
    s = state_of(SEED, 3, nine_deal())
    assert claims(s) == {"ace": (1, 3), "jack": (0, 3)}
    assert balances(s) == [96, 96, 93]
    assert legal(s) == {"pass"}
    s.apply("pass")
    assert legal(s) == {"pass"}
    s.apply("pass")
    assert legal(s) == {"pass", "open 1", "open 2", "open 3"}
    s.apply("pass")
    assert any(e.kind == "no_opening" for e in s.log)
    assert place(s, "poch") == 0 and s.core.poch_winner == -1
    assert s.current_player == 1 and s.core.phase == 1


def test_POCH_09_variant_a_last_opener_wins_at_once() -> None:
    s = state_of(SEED, 3, nine_deal())
    play(s, "pass", "pass", "open 2")
    fold = next(e for e in s.log if e.kind == "fold_out")
    assert fold.seat == 0 and fold.value == 2
    assert balances(s) == [96, 96, 93]
    assert s.current_player == 0 and s.core.phase == 1


def test_POCH_10_raise_limit() -> None:
    deck = deck_of({1: "AC AS 9D 8D", 2: "KC KS KD 7H", 0: "QC QS QD TH"}, 3)
    s = state_of(SEED, 3, deck)
    before = balances(s)
    s.apply("open 3")
    s.apply("raise 2")
    assert (s.core.level, s.core.raises) == (5, 1)
    s.apply("raise 2")
    assert (s.core.level, s.core.raises) == (7, 2)
    s.apply("raise 1")
    assert (s.core.level, s.core.raises) == (8, 3)
    assert legal(s) == {"pass", "hold"}
    s.apply("hold")
    assert s.log[-1].chips[0].amount == 3
    assert legal(s) == {"pass", "hold"}
    with pytest.raises(IllegalActionError, match="raised 3 times"):
        s.apply("raise 1")
    s.apply("hold")
    win = next(e for e in s.log if e.kind == "showdown")
    assert win.seat == 2 and win.value == 24
    after = balances(s)
    assert [a - b for a, b in zip(after, before)] == [-8, -8, 16]


def test_POCH_11_the_dealers_trump_card_is_an_honour() -> None:
    deck = deck_of({1: "AS 8D 8H 9C", 2: "JS TS 7C 7H", 0: "QS 7D 9H KS"}, 3)
    s = state_of(SEED, 3, deck)
    assert claims(s) == {"ace": (1, 3), "king": (0, 3), "queen": (0, 3), "mariage": (0, 3),
                         "jack": (2, 3), "ten": (2, 3)}
    assert balances(s) == [102, 96, 99]
    assert place(s, "sequenz") == 3
    check_total(s, 300)


def test_POCH_12_five_cards() -> None:
    deck = card_list(PACK_32)
    five = replace(SEED, hand_size=5)
    s = state_of(five, 3, deck)
    assert s.core.hands[1] == cardset(deck[i] for i in (0, 3, 6, 9, 12))
    assert s.core.hands[2] == cardset(deck[i] for i in (1, 4, 7, 10, 13))
    assert s.core.hands[0] == cardset(deck[i] for i in (2, 5, 8, 11, 14))
    assert s.core.trump_card == deck[14] and s.core.turned == -1
    assert s.card_zones()["talon"] == cardset(deck[15:])
    m = state_of(PRESETS["meyers"], 3, deck)
    assert m.core.trump_card == deck[15] and m.core.turned == deck[15]
    assert m.card_zones()["turned"] == 1 << deck[15]
    assert m.card_zones()["talon"] == cardset(deck[16:])
    assert not any(h >> deck[15] & 1 for h in m.core.hands)


@pytest.mark.parametrize(("n", "sizes", "trump_index"), [
    (3, {1: 11, 2: 11, 0: 10}, 29),
    (4, {1: 8, 2: 8, 3: 8, 0: 8}, 31),
    (5, {1: 7, 2: 7, 3: 6, 4: 6, 0: 6}, 29),
    (6, {1: 6, 2: 6, 3: 5, 4: 5, 5: 5, 0: 5}, 29),
])
def test_POCH_13_whole_pack(n: int, sizes: dict[int, int], trump_index: int) -> None:
    deck = card_list(PACK_32)
    options = replace(SEED, hand_size="all")
    s = state_of(options, n, deck)
    assert {seat: h.bit_count() for seat, h in enumerate(s.core.hands)} == sizes
    assert s.core.trump_card == deck[trump_index]
    assert s.core.hands[0] >> deck[trump_index] & 1
    if n == 3:
        assert s.core.hands[1] == cardset(deck[i] for i in range(0, 32, 3))
        assert s.core.hands[0] == cardset(deck[i] for i in range(2, 32, 3))
    assert s.card_zones()["talon"] == 0


def test_POCH_13_whole_pack_turned() -> None:
    deck = card_list(PACK_32)
    options = replace(SEED, hand_size="all", trump_source="talon_turn")
    s = state_of(options, 4, deck)
    assert [h.bit_count() for h in s.core.hands] == [7, 8, 8, 8]
    assert s.core.turned == deck[31] and s.core.trump_card == deck[31]
    assert s.card_zones()["talon"] == 0


def test_POCH_14_turned_trump_card() -> None:
    deck = deck_of({1: "QH 9S 8D 7C", 2: "KH TS JC 9D", 3: "JH 7S QD 8C", 0: "TH KS AD 9C"},
                   4, turned="AH")
    options = replace(SEED, trump_source="talon_turn")
    s = state_of(options, 4, deck)
    assert s.core.turned == parse_card("AH")
    assert claims(s) == {"king": (2, 4), "queen": (1, 4), "jack": (3, 4), "ten": (0, 4)}
    for _ in range(4):
        assert legal(s) == {"pass"}
        s.apply("pass")
    assert any(e.kind == "no_opening" for e in s.log) and s.current_player == 1
    s.apply("QH")
    assert legal(s) == {"KH"}
    s.apply("KH")
    assert s.log[-1].kind == "chain_closed" and s.current_player == 2
    play(s, "TS", "JC", "9D")
    assert s.is_over and s.core.winner == 2
    assert balances(s) == [93, 94, 108, 93]
    assert (place(s, "ace"), place(s, "mariage"), place(s, "sequenz")) == (4, 4, 4)
    check_total(s, 400)


def test_POCH_15_modern_board() -> None:
    deck = deck_of({1: "AH KS QS 7D", 2: "9C 9S JD TD", 0: "JC QC KC 8H"}, 3)
    options = replace(SEED, board="modern9", sequence_rule="trump_789")
    s = state_of(options, 3, deck)
    ante = next(e for e in s.log if e.kind == "ante")
    assert len(ante.chips) == 27 and ante.value == 9
    assert claims(s) == {"ace": (1, 3)}
    assert next(e for e in s.log if e.target == SEQUENZ).kind == "unclaimed"
    assert next(e for e in s.log if e.target == MARIAGE).kind == "unclaimed"
    assert balances(s) == [91, 94, 91]
    s.apply("pass")
    s.apply("open 1")
    s.apply("pass")
    fold = next(e for e in s.log if e.kind == "fold_out")
    assert fold.seat == 2 and fold.value == 4 and fold.chips[0].source == "pocher"
    play(s, "TD", "JD", "9C", "9S")
    assert s.is_over
    centre = next(e for e in s.log if e.kind == "centre")
    assert centre.seat == 2 and centre.value == 3
    assert balances(s) == [87, 90, 105]
    places = dict(s.chips().places)
    assert places == {"ace": 0, "king": 3, "queen": 3, "jack": 3, "ten": 3, "mariage": 3,
                      "sequenz": 3, "pocher": 0, "centre": 0}
    check_total(s, 300)


def bluff_deal() -> list[int]:
    return deck_of({1: "AS KD QC 8H", 2: "7C 7D JS TH", 0: "AC KS 9D 8S"}, 3)


def test_POCH_16_bluffing_allowed() -> None:
    free = replace(SEED, require_kunststueck=False)
    s = state_of(free, 3, bluff_deal())
    before = balances(s)
    assert legal(s) == {"pass", "open 1", "open 2", "open 3"}
    play(s, "open 1", "hold", "hold")
    win = next(e for e in s.log if e.kind == "showdown")
    assert win.seat == 2 and win.value == 3
    assert balances(s)[2] - before[2] == 2
    # Variant: P2 passes, P0 holds: AS (trump) beats AC, both without a set.
    v = state_of(free, 3, bluff_deal())
    play(v, "open 1", "pass", "hold")
    win = next(e for e in v.log if e.kind == "showdown")
    assert win.seat == 1 and win.value == 2 and win.cards == (parse_card("AS"),)
    # With the default rule P1 may only pass.
    d = state_of(SEED, 3, bluff_deal())
    assert legal(d) == {"pass"}
    with pytest.raises(IllegalActionError, match="pair or better"):
        d.apply("open 1")


def test_POCH_17_a_long_chain_through_several_hands() -> None:
    deck = deck_of({1: "9H JH 7S 8C", 2: "TH QH KS 8S", 0: "KH AH 9S TS"}, 3)
    s = state_of(SEED, 3, deck)
    play(s, "pass", "pass", "pass")
    assert s.current_player == 1
    for text, seat in (("9H", 1), ("TH", 2), ("JH", 1), ("QH", 2), ("KH", 0), ("AH", 0)):
        assert s.current_player == seat
        s.apply(text)
    assert s.log[-1].kind == "chain_closed" and s.log[-1].text == "ace"
    assert s.current_player == 0 and legal(s) == {"9S", "TS"}
    s.apply("9S")
    assert legal(s) == {"TS"}
    before = balances(s)
    s.apply("TS")
    assert s.core.winner == 0
    after = balances(s)
    assert [a - b for a, b in zip(after, before)] == [4, -2, -2]


def test_the_game_is_registered_with_its_table() -> None:
    from cardtable.games import get_game, playable_games

    assert get_game("poch") is GAME and GAME in playable_games()
    assert GAME.table == "cardtable.ui.games.poch:PochAdapter"
    assert GAME.chips and GAME.seat_counts() == (3, 4, 5, 6)
    assert GAME.player == "cardtable.ai.poch:make_poch_player"
