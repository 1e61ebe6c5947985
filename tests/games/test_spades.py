"""Every test vector of rules/spades.md §6 (SPA-01 … SPA-25), one test each, every sub-case."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.cards import (
    BIG_JOKER,
    DEUCES,
    JOKER_MASK,
    LITTLE_JOKER,
    PACK_52,
    SUIT_MASKS,
    card_list,
    cardset,
    parse_card,
    parse_cards,
    shuffled,
)
from cardtable.engine import Action, Carry, DealResult, IllegalActionError
from cardtable.games.spades import (
    GAME,
    PRESETS,
    Options,
    SpadesCarry,
    SpadesMatch,
    SpadesState,
    game_winner,
    score_side,
    sides_of,
    spades_pack,
    tricks_per_hand,
)
from tests.games.test_spades_support import (
    bids_text,
    cards_text,
    deck_for,
    fill_hands,
    legal_texts,
    new_hand,
    play_line,
)

SEED = PRESETS["seed"]
OPENSPIEL = PRESETS["openspiel"]


def bid_all(state: SpadesState, bids: str) -> None:
    for b in bids.split():
        state.apply("blind_nil" if b == "blind" else f"bid {b}")


# --- SPA-01 … SPA-03: pack, deal, bids ------------------------------------------------------


@pytest.mark.parametrize("players, jokers, size, tricks, removed", [
    (4, True, 52, 13, "2C 2D"), (4, False, 52, 13, ""), (3, True, 54, 18, ""),
    (3, False, 51, 17, "2C"), (5, True, 50, 10, "2C 2D 2H 2S"), (5, False, 50, 10, "2C 2D"),
    (2, True, 52, 13, "2C 2D"), (2, False, 52, 13, ""), (6, True, 54, 9, ""),
    (6, False, 48, 8, "2C 2D 2H 2S"),
])
def test_SPA_01_pack_composition(players: int, jokers: bool, size: int, tricks: int,
                                 removed: str) -> None:
    opts = Options(jokers=jokers)
    pack = spades_pack(opts, players)
    full = PACK_52 | (JOKER_MASK if jokers else 0)
    assert pack.bit_count() == size
    assert tricks_per_hand(opts, players) == tricks
    assert full & ~pack == cardset(parse_cards(removed))


def test_SPA_01_spot_checks() -> None:
    four = spades_pack(SEED, 4)
    assert four == (PACK_52 | JOKER_MASK) & ~cardset(parse_cards("2C 2D"))
    assert (four & (SUIT_MASKS[3] | JOKER_MASK)).bit_count() == 15
    five = spades_pack(SEED, 5)
    assert not five & cardset(DEUCES) and five.bit_count() == 50
    assert min(c for c in card_list(five) if c >= 39) == parse_card("3S")


def test_SPA_02_deal_mapping_bidding_order_first_leader() -> None:
    deck = shuffled(spades_pack(SEED, 4), 2024)
    state = GAME.deal(SEED, 4, 2, deck, Carry())
    assert isinstance(state, SpadesState)
    for k, c in enumerate(deck):
        assert state.hands[(3 + k) % 4] >> c & 1, f"card {k} should go to seat {(3 + k) % 4}"
    assert state.hands[2] >> deck[51] & 1  # the dealer receives the last card
    order = []
    for _ in range(4):
        order.append(state.current_player)
        state.apply("bid 3")
    assert order == [3, 0, 1, 2]
    assert state.current_player == 3 and state.view(3).phase == "play"
    match = SpadesMatch(GAME, SEED, 4, seed=5, first_dealer=2)
    hand = match.start_deal()
    rng = random.Random(1)
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))
    match.finish_deal()
    assert match.dealer == 3


def test_SPA_03_legal_bids() -> None:
    state = GAME.new_deal(SEED, 4, 0, seed=3)
    assert legal_texts(state) == bids_text(range(1, 14))  # type: ignore[arg-type]
    for bad in ("pass", "bid 0", "bid 14", "nil"):
        with pytest.raises(IllegalActionError):
            state.apply(bad)
    for _ in range(4):  # the total of the bids is unrestricted
        state.apply("bid 13")
    assert state.view(0).bids == (13, 13, 13, 13)

    nil_state = GAME.new_deal(Options(nil=True), 4, 0, seed=3)
    assert legal_texts(nil_state) == bids_text(range(14))  # type: ignore[arg-type]
    for seats, top in ((5, 10), (3, 18)):
        state = GAME.new_deal(SEED, seats, 0, seed=3)
        assert legal_texts(state) == bids_text(range(1, top + 1))  # type: ignore[arg-type]

    capped = Options(partnerships="pairs", nil=True, side_bid_cap=True)
    for partner_bid, legal in ((6, range(8)), (13, range(1))):
        state = GAME.new_deal(capped, 4, 3, seed=4)  # bidding order 0, 1, 2, 3
        state.apply(f"bid {partner_bid}")
        state.apply("bid 2")
        assert legal_texts(state) == bids_text(legal)  # type: ignore[arg-type]


# --- SPA-04 … SPA-08: one complete hand ------------------------------------------------------

HAND_4 = {1: "AH KH QH JH TH AS KS AD KD AC KC QC JC",
          2: "BJ 9H 8H 7H QD JD TD 9D 8D TC 9C 8C 7C",
          3: "LJ QS JS TS 9S 8S 6H 5H 4H 3H 2H 7D 6D",
          0: "7S 6S 5S 4S 3S 2S 5D 4D 3D 6C 5C 4C 3C"}
TRICKS_4 = [  # leader, cards in play order, winner
    (1, "AC 7C 8S 3C", 3), (3, "LJ 2S KS BJ", 2), (2, "QD 6D 3D AD", 1), (1, "AS 8C 9S 3S", 1),
    (1, "KD 8D 7D 4D", 1), (1, "AH 7H 2H 4S", 0), (0, "4C JC TC 3H", 1), (1, "KH 8H 4H 5S", 0),
    (0, "5D QC 9D TS", 3), (3, "5H 6C TH 9H", 1), (1, "KC 9C QS 5C", 3), (3, "6H 6S QH TD", 0),
    (0, "7S JH JD JS", 3)]


def hand_4(options: Options = SEED) -> SpadesState:
    state = new_hand(options, 4, 0, HAND_4)
    bid_all(state, "4 2 3 3")  # P1, P2, P3, P0
    return state


def play_tricks(state: SpadesState, tricks: list[tuple[int, str, int]], upto: int) -> None:
    for leader, cards, winner in tricks[:upto]:
        assert state.current_player == leader
        play_line(state, cards)
        assert state.leader == winner and state.spades_broken


def test_SPA_04_opening_lead_spades_unbroken() -> None:
    state = hand_4()
    assert state.current_player == 1 and not state.spades_broken
    assert legal_texts(state) == cards_text("AH KH QH JH TH AD KD AC KC QC JC")
    before = state.key()
    with pytest.raises(IllegalActionError, match="Spades are not broken yet"):
        state.apply("AS")
    assert state.key() == before


def test_SPA_05_follow_suit() -> None:
    state = hand_4()
    state.apply("AC")
    assert legal_texts(state) == cards_text("TC 9C 8C 7C")
    with pytest.raises(IllegalActionError, match="You must follow suit: clubs"):
        state.apply("QD")
    state.apply("7C")
    assert legal_texts(state) == cards_text(HAND_4[3])  # void in clubs: all 13
    state.apply("8S")
    assert legal_texts(state) == cards_text("6C 5C 4C 3C")
    state.apply("3C")
    play_tricks(state, TRICKS_4[1:], 4)
    state.apply("AH")
    assert state.current_player == 2
    state.apply("7H")
    state.apply("2H")
    assert legal_texts(state) == cards_text("7S 6S 5S 4S 5D 6C 5C 4C")


def test_SPA_06_breaking_spades_by_trumping() -> None:
    state = hand_4()
    play_tricks(state, TRICKS_4, 1)
    assert state.spades_broken and state.view(0).spades_broken
    assert any(e.kind == "spades_broken" for e in state.log)
    assert state.current_player == 3
    assert legal_texts(state) == cards_text("LJ QS JS TS 9S 6H 5H 4H 3H 2H 7D 6D")


def test_SPA_07_joker_led_joker_forced_joker_wins() -> None:
    state = hand_4()
    play_tricks(state, TRICKS_4, 1)
    state.apply("LJ")
    assert legal_texts(state) == cards_text("7S 6S 5S 4S 3S 2S")
    state.apply("2S")
    assert legal_texts(state) == cards_text("AS KS")
    state.apply("KS")
    assert legal_texts(state) == {"BJ"}  # its only spade: it must be played
    state.apply("BJ")
    assert state.leader == 2 and state.won[2] == 1
    play_tricks(state, TRICKS_4[2:], 3)
    state.apply("AH")
    state.apply("7H")
    state.apply("2H")
    state.apply("4S")
    assert state.leader == 0  # 4S trumps AH
    play_tricks(state, TRICKS_4[6:], 4)
    play_line(state, "KC 9C QS 5C")
    assert state.leader == 3  # QS trumps the KC lead


def test_SPA_08_hand_result_and_scoring() -> None:
    def finished(options: Options) -> SpadesState:
        state = hand_4(options)
        play_tricks(state, TRICKS_4, 13)
        assert state.is_over
        assert state.won == [3, 5, 1, 4] and sum(state.won) == 13
        return state

    assert finished(SEED).result().points == (30, 41, 0, 31)
    assert finished(Options(set_penalty="minus_bid")).result().points == (30, 41, -20, 31)
    bagged = finished(Options(bags_penalty=True)).result()
    assert bagged.points == (30, 41, 0, 31)
    assert list(bagged.carry.bags) == [0, 1, 0, 1]
    assert list(bagged.carry.scores) == [30, 41, 0, 31]
    assert [e.kind for e in finished(SEED).log[-2:]] == ["trick", "hand_over"]


# --- SPA-09, SPA-10: the all-spades exception, jokers in tricks --------------------------------

HAND_9 = {1: "BJ 6S 5S 3S AH 7H AD 4D KC JC 8C 6C 4C",
          2: "LJ 9S 4S 2S JH 6H JD 9D 6D AC QC 9C 7C",
          3: "KS QS 8S KH TH 8H 5H 4H 3H 2H 7D 3D 5C",
          0: "AS JS TS 7S QH 9H KD QD TD 8D 5D TC 3C"}
TRICKS_9 = ["4C 7C 5C 3C", "6D 3D 5D 4D", "6H 2H 9H 7H", "8D AD 9D 7D", "6C 9C 3H TC",
            "KD 8C JD 4H", "QD JC JH 8H", "QH AH QC KH", "KC AC TH TD"]


def test_SPA_09_all_spades_exception() -> None:
    state = new_hand(SEED, 4, 0, HAND_9)
    bid_all(state, "3 3 3 3")
    for trick in TRICKS_9:
        play_line(state, trick)
    assert not state.spades_broken and state.current_player == 2
    remaining = {1: "BJ 6S 5S 3S", 2: "LJ 9S 4S 2S", 3: "KS QS 8S 5H", 0: "AS JS TS 7S"}
    for seat, cards in remaining.items():
        assert state.hands[seat] == cardset(parse_cards(cards))
    assert legal_texts(state) == cards_text("LJ 9S 4S 2S")
    state.apply("2S")
    assert state.spades_broken
    assert legal_texts(state) == cards_text("KS QS 8S")
    state.apply("KS")
    assert legal_texts(state) == cards_text("AS JS TS 7S")
    state.apply("7S")
    assert legal_texts(state) == cards_text("BJ 6S 5S 3S")
    state.apply("6S")
    assert state.leader == 3
    assert legal_texts(state) == cards_text("QS 8S 5H")  # the exception lead broke spades

    # Had the exception lead not broken spades (the OpenSpiel reading), only 5H could be led.
    forced = new_hand(dataclasses.replace(SEED, spades_lead="only_when_forced"), 4, 0, HAND_9)
    bid_all(forced, "3 3 3 3")
    for trick in TRICKS_9 + ["2S KS 7S 6S"]:
        play_line(forced, trick)
    assert legal_texts(forced) == cards_text("5H")


def test_SPA_09_contrast_leader_with_a_side_card() -> None:
    # The vector gives no deal for its contrast ({LJ, 9S, 4S, 7D}: legal {7D}). SPA-09's deal
    # with P2's 2S and P3's 5H swapped keeps every trick's winner (P2 follows trick 8 with 5H
    # instead of discarding QC), and P2 leads trick 10 holding {LJ, 9S, 4S, QC}, unbroken.
    hands = dict(HAND_9)
    hands[2] = hands[2].replace("2S", "5H")
    hands[3] = hands[3].replace("5H", "2S")
    state = new_hand(SEED, 4, 0, hands)
    bid_all(state, "3 3 3 3")
    for trick in TRICKS_9:
        play_line(state, trick.replace("QH AH QC KH", "QH AH 5H KH"))
    assert state.current_player == 2 and not state.spades_broken
    assert state.hands[2] == cardset(parse_cards("LJ 9S 4S QC"))
    assert legal_texts(state) == cards_text("QC")
    with pytest.raises(IllegalActionError, match="Spades are not broken yet"):
        state.apply("LJ")


@pytest.mark.parametrize("fixed, void, line, winner", [
    ({1: "5D", 2: "LJ", 3: "BJ", 0: "AD"}, {2: "D", 3: "D"}, "5D LJ BJ AD", 3),
    ({1: "AH", 2: "KH", 3: "2S", 0: "LJ"}, {3: "H", 0: "H"}, "AH KH 2S LJ", 0),
    ({1: "9C", 2: "KC", 3: "AH", 0: "3C"}, {3: "C"}, "9C KC AH 3C", 2),
    # 3S is led under the only-spades exception: P1 holds every spade but 2S and 4S.
    ({1: "BJ LJ AS KS QS JS TS 9S 8S 7S 6S 5S 3S", 2: "2S", 3: "AH", 0: "4S"}, {3: "S"},
     "3S 2S AH 4S", 0),
])
def test_SPA_10_trick_resolution_with_jokers(fixed: dict[int, str], void: dict[int, str],
                                             line: str, winner: int) -> None:
    state = new_hand(SEED, 4, 0, fill_hands(SEED, 4, fixed, void))
    bid_all(state, "1 1 1 1")
    play_line(state, line)
    assert state.leader == winner and state.won[winner] == 1
    trick = next(e for e in state.log if e.kind == "trick")
    assert trick.seat == winner and trick.cards == tuple(parse_cards(line))


# --- SPA-11 … SPA-15: scoring and the end of the game ------------------------------------


def individual(options: Options, bid: int, won: int, bags: int = 0) -> tuple[int, int]:
    return score_side(options, [0], [bid], [False], [won], bags)


def test_SPA_11_seed_scoring_examples() -> None:
    minus = Options(set_penalty="minus_bid")
    assert individual(SEED, 7, 7)[0] == 70
    assert individual(SEED, 5, 8)[0] == 53
    assert individual(SEED, 4, 3)[0] == 0
    assert individual(minus, 4, 3)[0] == -40
    assert individual(SEED, 13, 13)[0] == 130
    assert individual(SEED, 1, 0)[0] == 0


def test_SPA_12_bags_penalty() -> None:
    bags_on = Options(bags_penalty=True)
    delta, bags = individual(bags_on, 3, 6, bags=8)
    assert (212 + delta, bags) == (145, 1)
    assert 212 + individual(SEED, 3, 6, bags=8)[0] == 245
    delta, bags = individual(bags_on, 1, 13, bags=9)
    assert (50 + delta, bags) == (-128, 1)
    assert individual(bags_on, 4, 3, bags=9) == (0, 9)


def hand_scores(options: Options, before: list[int], bids: list[int],
                won: list[int]) -> list[int]:
    return [s + individual(options, b, w)[0] for s, b, w in zip(before, bids, won)]


def test_SPA_13_end_of_game_unique_leader() -> None:
    after = hand_scores(SEED, [490, 480, 350, 200], [4, 6, 1, 2], [5, 6, 0, 2])
    assert after == [531, 540, 350, 220]
    assert game_winner(SEED, after) == 1
    assert game_winner(SEED, [470 + 30, 480, 350, 200]) == 0  # exactly the target counts
    assert game_winner(SEED, [499, 480, 350, 200]) is None


def test_SPA_14_tie_at_the_target() -> None:
    after_1 = hand_scores(SEED, [480, 470, 300, 495], [2, 3, 4, 5], [2, 3, 4, 4])
    assert after_1 == [500, 500, 340, 495] and game_winner(SEED, after_1) is None
    case_a = hand_scores(SEED, after_1, [3, 4, 2, 5], [3, 3, 2, 5])
    assert case_a == [530, 500, 360, 545] and game_winner(SEED, case_a) == 3
    case_b = hand_scores(SEED, after_1, [3, 3, 5, 2], [3, 3, 5, 2])
    assert case_b == [530, 530, 390, 515] and game_winner(SEED, case_b) is None

    # The match plays on through the tie, the dealer rotating.
    match = SpadesMatch(GAME, SEED, 4, seed=1, first_dealer=0)
    match.carry = SpadesCarry(scores=tuple(after_1), bags=tuple([0] * 4))
    match.results.append(DealResult((0,) * 4, (), ""))
    assert not match.is_over() and match.winners() == ()
    match.carry = SpadesCarry(scores=tuple(case_a), bags=tuple([0] * 4))
    assert match.is_over() and match.winners() == (3,)


def test_SPA_15_short_game() -> None:
    short = PRESETS["seed_short"]
    assert short.target == 200
    score = 185 + individual(short, 2, 3)[0]
    assert score == 206
    assert game_winner(short, [score, 150, 199, 205]) == 0
    assert game_winner(SEED, [score, 150, 199, 205]) is None


# --- SPA-16 … SPA-19: other layouts -------------------------------------------------------------

HAND_16 = {1: "AC KC QC JC TC 9C 8C AH KH QH AD KD 7S 6S 5S 4S 3S 2S",
           2: "BJ AS KS QS JH TH 9H 8H 7H 6H 5H 4H 3H 2H QD JD TD 9D",
           0: "LJ JS TS 9S 8S 7C 6C 5C 4C 3C 2C 8D 7D 6D 5D 4D 3D 2D"}


def test_SPA_16_three_player_layout() -> None:
    state = new_hand(SEED, 3, 0, HAND_16)
    assert state.T == 18 and state.current_player == 1
    assert legal_texts(state) == bids_text(range(1, 19))
    bid_all(state, "6 6 7")
    assert legal_texts(state) == cards_text("AC KC QC JC TC 9C 8C AH KH QH AD KD")
    state.apply("AC")
    assert legal_texts(state) == cards_text(HAND_16[2])
    state.apply("AS")
    assert legal_texts(state) == cards_text("7C 6C 5C 4C 3C 2C")
    state.apply("2C")
    assert state.leader == 2 and state.spades_broken
    assert len(legal_texts(state)) == 17
    state.apply("BJ")
    assert legal_texts(state) == cards_text("LJ JS TS 9S 8S")
    state.apply("8S")
    assert legal_texts(state) == cards_text("7S 6S 5S 4S 3S 2S")
    state.apply("2S")
    assert state.leader == 2
    state.apply("JH")
    assert len(legal_texts(state)) == 16
    state.apply("9S")
    assert legal_texts(state) == cards_text("AH KH QH")
    state.apply("AH")
    assert state.leader == 0
    bids, won = [7, 6, 6], [5, 7, 6]  # seats 0, 1, 2
    assert [individual(SEED, b, w)[0] for b, w in zip(bids, won)] == [0, 61, 60]
    assert individual(Options(set_penalty="minus_bid"), 7, 5)[0] == -70


def test_SPA_17_five_player_layout() -> None:
    p1 = "BJ AS 4S KH 7H 3H KD 3D QC 3C"
    state = new_hand(SEED, 5, 0, fill_hands(SEED, 5, {1: p1}))
    assert state.T == 10 and legal_texts(state) == bids_text(range(1, 11))
    bid_all(state, "2 2 2 2 2")
    assert legal_texts(state) == cards_text("KH 7H 3H KD 3D QC 3C")
    trick = fill_hands(SEED, 5, {1: p1, 2: "9H", 3: "3S", 4: "5S", 0: "AH"}, {3: "H", 4: "H"})
    state = new_hand(SEED, 5, 0, trick)
    bid_all(state, "2 2 2 2 2")
    play_line(state, "7H 9H 3S 5S AH")
    assert state.leader == 4  # 5S is the highest spade; 3S is the lowest in this pack
    assert individual(SEED, 2, 3)[0] == 21


def test_SPA_18_two_player_draw() -> None:
    top = parse_cards("7H AS KD 4C 3S BJ 9D 9C")
    deck = top + [c for c in card_list(spades_pack(SEED, 2)) if c not in top]
    state = GAME.deal(SEED, 2, 0, deck, Carry())
    assert isinstance(state, SpadesState)
    assert state.current_player == 1 and legal_texts(state) == {"keep", "reject"}
    assert state.view(1).offered == parse_card("7H")
    assert state.view(0).offered < 0 and not state.view(0).known_cards() >> parse_card("7H") & 1
    state.apply("reject")
    assert state.current_player == 0 and state.view(0).offered == parse_card("KD")
    state.apply("keep")
    state.apply("keep")
    state.apply("reject")
    assert state.hands[1] == cardset(parse_cards("AS 3S"))
    assert state.hands[0] == cardset(parse_cards("KD 9C"))
    assert state.core.discards == cardset(parse_cards("7H 4C BJ 9D"))
    assert state.view(0).stock_size == 44 and not state.spades_broken
    assert state.view(1).seen_discards == cardset(parse_cards("7H BJ"))
    assert not state.view(0).known_cards() & cardset(parse_cards("7H BJ AS 3S"))
    while state.view(0).phase == "draw":
        state.apply("keep")
    assert [h.bit_count() for h in state.hands] == [13, 13] and state.core.discards.bit_count() == 26
    assert state.current_player == 1 and legal_texts(state) == bids_text(range(1, 14))
    state.apply("bid 3")
    state.apply("bid 4")
    assert state.current_player == 1 and not state.spades_broken
    hand = state.hands[1]
    if hand & ~(SUIT_MASKS[3] | JOKER_MASK):
        assert not any(a.card is not None and a.card >= 39 for a in state.legal_actions())
    rng = random.Random(7)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        assert len(state.trick) < 2
    assert sum(state.won) == 13
    assert SpadesMatch(GAME, SEED, 2, seed=1, first_dealer=0).next_dealer(state.result()) == 1


def test_SPA_19_six_player_layout() -> None:
    deck = shuffled(spades_pack(SEED, 6), 99)
    state = GAME.deal(SEED, 6, 5, deck, Carry())
    assert isinstance(state, SpadesState)
    assert len(deck) == 54 and state.T == 9
    for k, c in enumerate(deck):
        assert state.hands[k % 6] >> c & 1
    assert state.current_player == 0 and legal_texts(state) == bids_text(range(1, 10))
    bid_all(state, "1 1 1 1 1 1")
    assert state.current_player == 0 and state.view(0).phase == "play"
    assert sides_of(Options(partnerships="pairs"), 6) == ((0, 3), (1, 4), (2, 5))
    assert sides_of(Options(partnerships="triples"), 6) == ((0, 2, 4), (1, 3, 5))
    plain = Options(jokers=False)
    assert spades_pack(plain, 6).bit_count() == 48 and tricks_per_hand(plain, 6) == 8


# --- SPA-20 … SPA-22: partnerships, nil, blind nil ----------------------------------------------


def sides(options: Options, bids: dict[int, int], won: dict[int, int],
          blind: tuple[int, ...] = ()) -> list[tuple[int, int]]:
    bid_list = [bids[s] for s in range(4)]
    won_list = [won[s] for s in range(4)]
    blind_list = [s in blind for s in range(4)]
    return [score_side(options, m, bid_list, blind_list, won_list, 0) for m in ((0, 2), (1, 3))]


def test_SPA_20_partnership_successful_nil() -> None:
    opts = Options(partnerships="pairs", nil=True, set_penalty="minus_bid", bags_penalty=True)
    won = {0: 6, 2: 0, 1: 4, 3: 3}
    a, b = sides(opts, {1: 4, 2: 0, 3: 3, 0: 5}, won)
    assert a == (151, 1) and b == (70, 0)
    assert sides(opts, {1: 5, 2: 0, 3: 3, 0: 5}, won)[1][0] == -80
    zero = dataclasses.replace(opts, set_penalty="zero")
    assert sides(zero, {1: 5, 2: 0, 3: 3, 0: 5}, won)[1][0] == 0


def test_SPA_21_partnership_failed_nil() -> None:
    opts = Options(partnerships="pairs", nil=True, set_penalty="minus_bid", bags_penalty=True)
    bids, won = {0: 5, 2: 0, 1: 4, 3: 3}, {0: 4, 2: 2, 1: 4, 3: 3}
    a, b = sides(opts, bids, won)
    assert a == (-148, 2) and b == (70, 0)
    assert sides(dataclasses.replace(opts, set_penalty="zero"), bids, won)[0][0] == -98
    helped = dataclasses.replace(opts, nil_tricks_help_partner=True)
    a, b = sides(helped, bids, won)
    assert a == (-49, 1) and b == (70, 0)


def test_SPA_22_blind_nil() -> None:
    classic = PRESETS["classic_partnership"]
    carry = SpadesCarry(scores=(220, 330), bags=(0, 0))
    state = GAME.new_deal(classic, 4, 0, seed=22, carry=carry)
    assert isinstance(state, SpadesState)
    assert state.viewed == [False, True, False, True]
    assert state.view(2).hand == 0 and not state.view(2).known_cards()
    assert state.current_player == 1 and legal_texts(state) == bids_text(range(14))
    with pytest.raises(IllegalActionError, match="100 points behind"):
        state.apply("blind_nil")
    state.apply("bid 3")
    assert legal_texts(state) == bids_text(range(14)) | {"blind_nil", "look"}
    state.apply("blind_nil")
    assert state.viewed[2] and state.view(2).hand == state.hands[2]
    assert state.view(2).bids[2] == 0 and state.view(2).blind[2]
    state.apply("bid 4")
    state.apply("bid 4")
    assert state.view(0).phase == "exchange" and state.current_player == 2
    p2_hand = state.hands[2]
    given = card_list(p2_hand)[:2]
    for c in given:
        assert state.current_player == 2
        state.apply(Action("give", card=c))
    assert state.hands[0] & cardset(given) == cardset(given)
    assert not state.view(1).known_cards() & cardset(given)
    returned = card_list(state.hands[0])[-2:]
    for c in returned:
        assert state.current_player == 0
        state.apply(Action("give", card=c))
    assert state.view(0).phase == "play" and state.current_player == 1
    assert [h.bit_count() for h in state.hands] == [13] * 4

    def side_scores(won: dict[int, int]) -> list[int]:
        bids = [4, 3, 0, 4]
        won_list = [won[s] for s in range(4)]
        blind = [False, False, True, False]
        return [score_side(classic, m, bids, blind, won_list, 0)[0] for m in ((0, 2), (1, 3))]

    assert side_scores({0: 5, 2: 0, 1: 4, 3: 4}) == [241, 71]
    assert side_scores({0: 5, 2: 1, 1: 4, 3: 3}) == [-158, 70]


def test_SPA_22_look_then_bid() -> None:
    classic = PRESETS["classic_partnership"]
    state = GAME.new_deal(classic, 4, 0, seed=22, carry=SpadesCarry(scores=(220, 330), bags=(0, 0)))
    state.apply("bid 3")
    events = state.apply("look")
    assert [e.kind for e in events] == ["look"] and state.current_player == 2
    assert events[0].for_seat(1).cards[0] < 0  # the others do not see the cards
    assert legal_texts(state) == bids_text(range(14))


# --- SPA-23 … SPA-25: first lead by lowest club, OpenSpiel -------------------------------


@pytest.mark.parametrize("seats, jokers, club",
                         [(4, True, "3C"), (4, False, "2C"), (3, False, "3C")])
def test_SPA_23_first_lead_by_lowest_club(seats: int, jokers: bool, club: str) -> None:
    opts = Options(first_lead="lowest_club", jokers=jokers)
    state = new_hand(opts, seats, 0, fill_hands(opts, seats, {2: club}))
    assert state.current_player == 1  # bidding still starts with eldest
    bid_all(state, " ".join(["1"] * seats))
    assert state.current_player == 2 and legal_texts(state) == {club}
    with pytest.raises(IllegalActionError, match="must be led with"):
        state.apply(str(Action("play", card=card_list(state.hands[2])[-1])))


HAND_24 = {0: "AS KS QS JS TS 9S AC KC QC JC TC 9C 8C",
           1: "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2S",
           2: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
           3: "7C 6C 5C 4C 3C 2C 8S 7S 6S 5S 4S 3S 2H"}
TRICKS_24 = [(0, "AC 2S 2D 2C", 1), (1, "AH 3D 2H 9S", 0), (0, "8C 3H 4D 3C", 0),
             (0, "9C 4H 5D 4C", 0), (0, "TC 5H 6D 5C", 0), (0, "JC 6H 7D 6C", 0),
             (0, "QC 7H 8D 7C", 0), (0, "KC 8H 9D 3S", 3), (3, "4S TS 9H TD", 0),
             (0, "JS TH JD 5S", 0), (0, "QS JH QD 6S", 0), (0, "KS QH KD 7S", 0),
             (0, "AS KH AD 8S", 0)]


def hand_24(options: Options = OPENSPIEL, carry: SpadesCarry | None = None) -> SpadesState:
    state = new_hand(options, 4, 3, HAND_24, carry)
    state.apply("bid 6")
    state.apply("bid 1")
    return state


def test_SPA_24_openspiel_lead_quirk() -> None:
    state = hand_24()
    assert legal_texts(state) == bids_text(range(8))  # S after N's 6
    state.apply("bid 0")
    assert legal_texts(state) == bids_text(range(13))  # W after E's 1
    state.apply("bid 3")
    default_lead = new_hand(dataclasses.replace(OPENSPIEL, spades_lead="after_broken"), 4, 3,
                            HAND_24)
    bid_all(default_lead, "6 1 0 3")
    for i, (leader, cards, winner) in enumerate(TRICKS_24):
        for s in (state, default_lead):
            assert s.current_player == leader
        if i == 2:
            assert legal_texts(state) == cards_text("8C 9C TC JC QC KC")
            assert legal_texts(default_lead) == cards_text("AS KS QS JS TS KC QC JC TC 9C 8C")
        if i == 8:
            assert "4S" in legal_texts(state) and "4S" in legal_texts(default_lead)
        for s in (state, default_lead):
            play_line(s, cards)
            assert s.leader == winner
    assert state.won == [11, 1, 0, 1]
    assert state.result().points == (165, -40, 165, -40)
    assert default_lead.result().points == (165, -40, 165, -40)

    prior = hand_24(carry=SpadesCarry(scores=(95, 0), bags=(5, 0)))
    bid_all(prior, "0 3")
    for _, cards, _ in TRICKS_24:
        play_line(prior, cards)
    assert prior.result().points[0] == 65
    assert list(prior.result().carry.scores) == [160, -40]


@pytest.mark.parametrize("bids, won, prior, expected", [
    ((4, 5, 5, 0), (5, 3, 5, 0), (0, 0), (91, 50)),
    ((13, 5, 0, 1), (4, 6, 1, 2), (0, 0), (-230, 62)),
    ((3, 3, 3, 2), (4, 2, 5, 2), (99, 0), (-37, -50)),
    ((2, 3, 3, 3), (2, 4, 2, 5), (0, 99), (-50, -37)),
    ((0, 1, 0, 3), (11, 1, 0, 1), (0, 0), (-89, -40)),
])
def test_SPA_25_openspiel_scoring_vectors(bids: tuple[int, ...], won: tuple[int, ...],
                                          prior: tuple[int, int],
                                          expected: tuple[int, int]) -> None:
    blind = [False] * 4
    got = tuple(score_side(OPENSPIEL, m, bids, blind, won, prior[i] % 10)[0]
                for i, m in enumerate(((0, 2), (1, 3))))
    assert got == expected


# --- the contract beyond the vectors -----------------------------------------------------------


def test_every_action_reads_back_from_its_text() -> None:
    from cardtable.games.spades import (
        BID_ACTIONS,
        BLIND_NIL,
        GIVE_ACTIONS,
        KEEP,
        LOOK,
        PLAY_ACTIONS,
        REJECT,
    )
    for action in (*BID_ACTIONS, BLIND_NIL, LOOK, KEEP, REJECT, *GIVE_ACTIONS, *PLAY_ACTIONS):
        assert Action.parse(str(action)) == action
    state = GAME.new_deal(Options(nil=True), 4, 0, seed=1)
    state.apply("nil")  # read as bid 0
    assert str(state.history[-1]) == "bid 0"


def test_presets_and_option_validation() -> None:
    from cardtable.engine import OptionsError
    assert set(PRESETS) >= {"seed", "classic_partnership", "openspiel"}
    assert GAME.default_options() == Options()
    assert GAME.options_from_dict({"nil": True, "blind_nil": True}).blind_nil
    for bad in ({"blind_nil": True}, {"partnerships": "pairs", "side_bid_cap": True},
                {"spades_lead": "never"}, {"target": 0}):
        with pytest.raises(OptionsError):
            GAME.options_from_dict(bad)
    for opts, seats in ((Options(partnerships="pairs"), 3), (Options(partnerships="triples"), 4),
                        (Options(first_lead="lowest_club"), 2)):
        with pytest.raises(OptionsError):
            GAME.new_deal(opts, seats, 0, seed=1)


def test_views_hide_other_hands_and_show_public_facts() -> None:
    state = hand_4()
    play_line(state, "AC 7C")
    view = state.view(0)
    assert view.hand == state.hands[0] and view.bids == (3, 4, 2, 3)
    assert view.trick == ((1, parse_card("AC")), (2, parse_card("7C")))
    assert not view.known_cards() & (state.hands[1] | state.hands[2] | state.hands[3])
    assert view.legal == () and state.view(3).legal
    assert BIG_JOKER in card_list(state.hands[2]) and LITTLE_JOKER in card_list(state.hands[3])
    assert deck_for(HAND_4, 0, 4) == list(state.deck)


def test_why_illegal_speaks_the_players_language() -> None:
    def refusal(state: SpadesState, text: str) -> str:
        with pytest.raises(IllegalActionError) as caught:
            state.apply(text)
        return str(caught.value.why)

    state = GAME.new_deal(SEED, 4, 0, seed=8)
    assert refusal(state, "bid 14") == "Bids go from 1 to 13"
    assert refusal(state, "bid 0") == "Nil bids are not allowed in this game"
    assert refusal(state, "AS") == "It is time to bid"
    no_double = Options(partnerships="pairs", nil=True, double_nil_allowed=False,
                        side_bid_cap=True)
    state = GAME.new_deal(no_double, 4, 3, seed=8)
    state.apply("bid 0")
    state.apply("bid 4")
    assert refusal(state, "bid 0") == "Your partner already bid nil"
    state = GAME.new_deal(no_double, 4, 3, seed=8)
    state.apply("bid 10")
    state.apply("bid 4")
    assert refusal(state, "bid 4") == "Your side's bids may not add up to more than 13 tricks"
    state = hand_4()
    assert refusal(state, "bid 3") == "Bidding is over; play a card"
    assert refusal(state, "2S") == "You do not hold the two of spades"
    no_trumps = new_hand(Options(first_trick_no_spades=True), 4, 0, HAND_4)
    bid_all(no_trumps, "4 2 3 3")
    play_line(no_trumps, "AC 7C")
    assert "first trick" in refusal(no_trumps, "8S")
    assert legal_texts(no_trumps) == cards_text("6H 5H 4H 3H 2H 7D 6D")


def test_the_summary_and_the_standing_name_the_seats_for_the_table() -> None:
    # Messages with the seats as SeatRefs: English says "player 2", the table the names.
    from cardtable.engine.messages import EnglishRenderer, Message

    names = EnglishRenderer(seat_names=lambda s: ("Ann", "Bob", "Cy", "Di")[s])
    state = hand_4(Options(nil=True))
    play_tricks(state, TRICKS_4, 13)
    summary = state.result().summary
    assert isinstance(summary, Message)
    assert str(summary) == ("player 1: bid 3, won 3, +30; player 2: bid 4, won 5, +41; "
                            "player 3: bid 2, won 1, +0; player 4: bid 3, won 4, +31")
    assert summary.render(names).startswith("Ann: bid 3, won 3, +30; Bob: bid 4, won 5")
    pairs = PRESETS["classic_partnership"]
    state = new_hand(pairs, 4, 0, fill_hands(pairs, 4, {}))
    bid_all(state, "0 4 3 5")  # P1 nil, P2 4, P3 3, P0 5
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    text = str(state.result().summary)
    assert text.startswith("player 1+player 3: bid 5+4, won ")
    assert "; player 2+player 4: bid nil+3, won " in text
    assert state.result().summary.render(names).startswith("Ann+Cy: bid 5+4, won ")
    match = SpadesMatch(GAME, pairs, 4, seed=3, first_dealer=0)
    match.carry = SpadesCarry(scores=(120, -40), bags=(3, 0))
    match.results.append(state.result())
    assert str(match.standing()) == ("player 1+player 3: 120 (3 bags)  "
                                     "player 2+player 4: -40 (0 bags)")
    assert match.standing().render(names) == "Ann+Cy: 120 (3 bags)  Bob+Di: -40 (0 bags)"
    assert [e.text for e in state.log if e.kind == "hand_over"] == [""]  # code words only
