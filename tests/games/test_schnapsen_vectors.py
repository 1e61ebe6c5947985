"""Every test vector of rules/schnapsen.md §6 (SCH-01 … SCH-16), each with its sub-cases."""

from __future__ import annotations

import pytest

from cardtable.cards import CLUBS, HEARTS, SPADES, card, parse_cards
from cardtable.engine import DealResult, IllegalActionError
from cardtable.games import get_game
from cardtable.games import schnapsen as sch
from cardtable.games.schnapsen import (
    CLOSED,
    EXHAUSTED,
    OPEN,
    Options,
    SchnapsenCarry,
    SchnapsenMatch,
    SchnapsenState,
    game_points,
)
from tests.games.test_schnapsen import (
    D,
    F,
    card_of,
    cards,
    deal,
    hand,
    legal,
    preset,
    scores,
    trick,
)

SCH01 = "KC QC JH AC TC KH QH AS TD QS JD AH JS KD TS AD QD KS TH JC"
SCH02 = "KC JD JS QC KH TS TD QD TC KS KD AD AC AH QH AS JC QS TH JH"
SCH05 = "JC AC KH KS TH JS QD TS QS AH QC TC TD AS AD QH KD KC JH JD"
SCH06 = "AH KH QH TH AD TD JH AC TC KS QS QC TS KC JS JC AS JD KD QD"
SCH07 = "AC KH QH TC KC AH JC JD QS TH AS QC TS KS JS JH AD TD KD QD"
SCH08 = "KD JH TC QD KS AH QH KC AS JC TD JS TH AD QC JD AC KH QS TS"
SCH10 = "JD TS AD TD AC QD KD JH TC KH KC TH AH QC QH JC KS AS JS QS"
SCH11 = "QS KC KD AH TC TS JH TD KS AD QH JD JC AC KH QD TH QC JS AS"


def outcome(state: SchnapsenState) -> tuple[int, int, str]:
    """(winner, game points, rule) of a finished deal."""
    assert state.is_over
    result = state.result()
    rule = result.details["rule"]
    if not result.winners:
        return -1, 0, rule
    w = result.winners[0]
    assert result.points[w] > 0 and result.points[1 - w] == 0
    return w, result.points[w], rule


# --- SCH-01 -------------------------------------------------------------------------------


def sch01_to_step7(s: SchnapsenState) -> None:
    """Steps 1–6 of SCH-01 (exchange, marriage C with QC, tricks 1–4)."""
    s.apply("exchange")
    s.apply("marry C")
    trick(s, "QC", "AC", "AC TC KH QS JD", winner=D, points=14)
    trick(s, "JD", "TD", winner=F, points=12)
    trick(s, "JS", "TS", winner=D, points=12)
    trick(s, "QS", "AS", winner=F, points=14)


def test_SCH_01_deal_mapping_exchange_marriage_pending_points_going_out() -> None:
    s = deal(SCH01)
    assert hand(s, F) == cards("KC QC JH AS TD") and hand(s, D) == cards("AC TC KH QS JD")
    assert s.trump == HEARTS and s.trump_card == card_of("QH")
    assert s.talon == tuple(parse_cards("AH JS KD TS AD QD KS TH JC QH"))
    # step 1
    assert legal(s) == {"exchange", "close", "marry C", "KC", "QC", "JH", "AS", "TD"}
    s.apply("exchange")
    assert hand(s, F) == cards("KC QC QH AS TD") and s.talon[-1] == card_of("JH")
    # step 2
    assert s.current_player == F
    assert legal(s) == {"close", "marry C", "KC", "QC", "QH", "AS", "TD"}
    s.apply("marry C")
    assert s.pending[F] == 20 and s.score(F) == 0
    assert legal(s) == {"KC", "QC"}
    s.apply("QC")
    # step 3: the talon is open, so D may play anything
    assert legal(s) == {"AC", "TC", "KH", "QS", "JD"}
    s.apply("AC")
    assert scores(s) == (0, 14) and s.pending[F] == 20
    assert s.hands[D] >> card_of("AH") & 1 and s.hands[F] >> card_of("JS") & 1
    assert s.talon_size == 8
    # step 4: F's first trick credits the pending 20
    trick(s, "JD", "TD", winner=F, points=12)
    assert scores(s) == (32, 14) and s.pending[F] == 0
    assert s.hands[F] >> card_of("KD") & 1 and s.hands[D] >> card_of("TS") & 1
    trick(s, "JS", "TS", winner=D, points=12)  # step 5
    assert scores(s) == (32, 26)
    assert s.hands[D] >> card_of("AD") & 1 and s.hands[F] >> card_of("QD") & 1
    trick(s, "QS", "AS", winner=F, points=14)  # step 6
    assert scores(s) == (46, 26)
    assert s.talon == tuple(parse_cards("JC JH"))
    # step 7
    assert hand(s, F) == cards("KC QH KD QD KS")
    assert legal(s) == {"close", "marry D", "KC", "QH", "KD", "QD", "KS"}
    s.apply("marry D")
    assert s.score(F) == 66
    assert outcome(s) == (F, 2, "R1")


def test_SCH_01_manual_claim_mode_offers_claim_at_step_7() -> None:
    s = deal(SCH01, claim_mode="manual")
    assert "claim" not in legal(s)  # F has no trick
    sch01_to_step7(s)
    assert "claim" in legal(s)  # offered, though it would be false (46)
    s.apply("marry D")
    assert not s.is_over and legal(s) == {"KD", "QD", "claim"}
    s.apply("claim")
    assert outcome(s) == (F, 2, "R1")


def test_SCH_01_manual_false_claim_at_step_7() -> None:
    s = deal(SCH01, claim_mode="manual")
    sch01_to_step7(s)
    s.apply("claim")  # 46 only: D scores, and D has tricks
    assert outcome(s) == (D, 2, "R6")


def test_SCH_01_close_min_talon_4_forbids_closing_at_step_7() -> None:
    s = deal(SCH01, close_min_talon=4)
    assert "close" in legal(s)
    sch01_to_step7(s)
    assert legal(s) == {"marry D", "KC", "QH", "KD", "QD", "KS"}


# --- SCH-02 -------------------------------------------------------------------------------


def sch02_open_phase(s: SchnapsenState) -> None:
    trick(s, "JD", "KS", winner=F, points=6)
    trick(s, "QD", "KD", winner=D, points=7)
    trick(s, "QC", "KC", winner=F, points=7)
    trick(s, "JS", "TS", winner=D, points=12)
    trick(s, "AC", "TC", winner=D, points=21)


def test_SCH_02_exhaustion_strict_play_last_trick_decides() -> None:
    s = deal(SCH02)
    assert hand(s, F) == cards("KC JD JS QD TC") and hand(s, D) == cards("QC KH TS KS KD")
    assert s.trump_card == card_of("TD")
    assert "exchange" in legal(s) and "JD" in legal(s)
    draws = [("AD", "AC"), ("AH", "QH"), ("AS", "JC"), ("QS", "TH"), ("JH", "TD")]
    for (lead, follow), (first, second) in zip(
            [("JD", "KS"), ("QD", "KD"), ("QC", "KC"), ("JS", "TS"), ("AC", "TC")], draws):
        assert not any(a.startswith("marry") for a in legal(s))
        leader = s.current_player
        assert legal(s) >= {lead}
        s.apply(lead)
        assert legal(s) == set(hand(s, 1 - leader).split())  # talon open: anything
        s.apply(follow)
        w = s.last_winner
        assert s.hands[w] >> card_of(first) & 1 and s.hands[1 - w] >> card_of(second) & 1
    assert scores(s) == (13, 40) and s.talon_state == EXHAUSTED and s.trump_card is None
    assert hand(s, F) == cards("AD AS QH TD TH") and hand(s, D) == cards("AH JC JH KH QS")
    trick(s, "JC", "TD", "AD TD", winner=F, points=12)
    trick(s, "AS", "QS", "QS", winner=F, points=14)
    trick(s, "TH", "AH", "AH", winner=D, points=21)
    trick(s, "JH", "QH", "QH", winner=F, points=5)
    trick(s, "AD", "KH", "KH", winner=F, points=15)
    assert scores(s) == (59, 61)
    assert outcome(s) == (F, 1, "R5")


# --- SCH-03 -------------------------------------------------------------------------------


SCH03_ROWS = [
    ("TH JH KS QC TD", "AH", "TH JH"),
    ("TH JH KS QC TD", "QH", "TH"),
    ("TH JH KS QC TD", "KC", "QC"),
    ("TH JH KS QC TD", "AD", "TD"),
    ("TH JH KS QC TD", "JS", "KS"),
    ("TH JH KS QC TD", "AS", "KS"),
    ("KS JS QD JD TD", "KH", "KS JS"),
    ("TH JH QC TD JD", "AS", "TH JH QC TD JD"),
    ("AC TC KH QD JD", "QC", "AC TC"),
    ("AC TC KH QD JD", "AD", "QD JD"),
]


def following(follower_hand: str, led: str, talon_state: int) -> set[str]:
    """The follower's legal set in a spades-trump deal, the position set up directly."""
    s = deal("JC QC KC AS TC JD JS KD AD TD JH QH KH AH TH QD QS KS TS AC")
    assert s.trump == SPADES
    s.hands[F] = sum(1 << c for c in parse_cards(follower_hand))
    core = s.core
    core.leader, core.lead, core.to_move = D, card_of(led), F
    if talon_state == CLOSED:
        core.closer = D
    elif talon_state == EXHAUSTED:
        core.talon = ()
    assert s.phase == sch.FOLLOW_STAGE and s.talon_state == talon_state
    return legal(s)


@pytest.mark.parametrize(("follower_hand", "led", "expected"), SCH03_ROWS)
def test_SCH_03_strict_follow_legality(follower_hand: str, led: str, expected: str) -> None:
    assert following(follower_hand, led, CLOSED) == set(expected.split())
    assert following(follower_hand, led, EXHAUSTED) == set(expected.split())
    assert following(follower_hand, led, OPEN) == set(follower_hand.split())


# --- SCH-04 -------------------------------------------------------------------------------


def test_SCH_04_exchange_on_first_lead_and_exchange_requires_trick() -> None:
    assert "exchange" in legal(deal(SCH01))
    assert "exchange" not in legal(deal(SCH01, exchange_requires_trick=True))


def test_SCH_04_follower_never_offered_exchange() -> None:
    s = deal(SCH10)
    trick(s, "JH", "AC")
    trick(s, "TS", "KH")
    trick(s, "QC", "KC")
    s.apply("QH")  # D leads; F follows holding the trump jack JD
    assert s.current_player == F and s.hands[F] >> card_of("JD") & 1
    assert all(a.kind == "play" for a in s.legal_actions())


def test_SCH_04_close_then_no_exchange_but_exchange_then_close() -> None:
    s = deal(SCH01)
    s.apply("close")
    assert "exchange" not in legal(s)
    with pytest.raises(IllegalActionError, match="talon is closed"):
        s.apply("exchange")
    s = deal(SCH01)
    s.apply("exchange")
    assert "close" in legal(s)
    s.apply("close")
    assert s.talon_state == CLOSED


def sch10_to_trick5(s: SchnapsenState) -> None:
    trick(s, "JH", "AC", winner=F, points=13)
    trick(s, "TS", "KH", winner=F, points=14)
    trick(s, "QC", "KC", winner=D, points=7)
    trick(s, "QH", "TH", winner=F, points=13)


def test_SCH_04_no_exchange_after_exhaustion() -> None:
    s = deal(SCH10)
    sch10_to_trick5(s)
    s.apply("exchange")
    trick(s, "AS", "QD", winner=D, points=14)
    assert s.talon_state == EXHAUSTED
    trick(s, "JS", "KS", "KS", winner=F, points=6)
    assert scores(s) == (46, 21)
    assert hand(s, F) == cards("AD JD KD TC")
    assert legal(s) == {"AD", "JD", "KD", "TC"}  # the trump jack, but no exchange, no close


def test_SCH_04_exchange_with_two_talon_cards_and_exchange_min_talon_4() -> None:
    s = deal(SCH10)
    sch10_to_trick5(s)
    assert s.talon_size == 2 and "exchange" in legal(s)
    s = deal(SCH10, exchange_min_talon=4)
    sch10_to_trick5(s)
    assert "exchange" not in legal(s)
    with pytest.raises(IllegalActionError, match="fewer than 4"):
        s.apply("exchange")


# --- SCH-05 -------------------------------------------------------------------------------


def sch05(s: SchnapsenState) -> None:
    assert hand(s, F) == cards("JC AC KH TS QS") and hand(s, D) == cards("KS TH JS AH QC")
    assert s.trump_card == card_of("QD")
    trick(s, "TS", "JS", winner=F, points=12)
    trick(s, "KH", "TD", winner=D, points=14)
    assert hand(s, F) == cards("JC AC QS TC AD") and hand(s, D) == cards("KS TH AH QC AS")
    assert s.talon_size == 6
    s.apply("close")
    assert (s.closer, s.snap_score, s.snap_trick) == (D, 12, True)
    trick(s, "AH", "AD", "AD", winner=F, points=22)
    trick(s, "JC", "QC", "QC", winner=D, points=5)
    trick(s, "KS", "QS", "QS", winner=D, points=7)
    trick(s, "AS", "TC", "AC TC", winner=D, points=21)
    assert scores(s) == (34, 47)
    trick(s, "TH", "AC", "AC", winner=D, points=21)
    assert scores(s) == (34, 68)


def test_SCH_05_viennese_closing_freezes_the_opponents_state() -> None:
    s = deal(SCH05)
    sch05(s)
    assert outcome(s) == (D, 2, "R2")


def test_SCH_05_closing_scoring_at_end() -> None:
    s = deal(SCH05, closing_scoring="at_end")
    sch05(s)
    assert outcome(s) == (D, 1, "R2")


# --- SCH-06 -------------------------------------------------------------------------------


def test_SCH_06_closing_on_first_lead_40_after_closing_schwarz() -> None:
    s = deal(SCH06)
    assert hand(s, F) == cards("AH KH QH AC TC") and hand(s, D) == cards("TH AD TD KS QS")
    assert s.trump == HEARTS
    s.apply("close")
    assert (s.snap_score, s.snap_trick) == (0, False)
    trick(s, "AH", "TH", "TH", winner=F, points=21)
    assert "marry H" in legal(s)
    s.apply("marry H")
    assert s.score(F) == 61 and not s.is_over
    trick(s, "KH", "QS", "AD TD KS QS", winner=F, points=7)
    assert s.score(F) == 68
    assert outcome(s) == (F, 3, "R2")


def test_SCH_06_no_marriage_after_close_in_sixty_six_rules() -> None:
    s = deal(SCH06, marriages_after_close=False)
    s.apply("close")
    trick(s, "AH", "TH")
    assert "marry H" not in legal(s)
    with pytest.raises(IllegalActionError, match="closed or used up"):
        s.apply("marry H")


# --- SCH-07 -------------------------------------------------------------------------------


def test_SCH_07_closer_fails_opponent_had_no_trick_at_closing() -> None:
    s = deal(SCH07)
    assert hand(s, F) == cards("AC KH QH JD QS") and hand(s, D) == cards("TC KC AH TH AS")
    assert s.trump == CLUBS
    s.apply("close")
    trick(s, "AC", "KC", "KC TC", winner=F, points=15)
    s.apply("marry H")
    assert s.score(F) == 35
    trick(s, "KH", "AH", "AH TH", winner=D, points=15)
    trick(s, "TC", "JD", "QH JD QS", winner=D, points=12)
    trick(s, "TH", "QH", "QH", winner=D, points=13)
    trick(s, "AS", "QS", "QS", winner=D, points=14)
    assert scores(s) == (35, 54)
    assert outcome(s) == (D, 3, "R4")


# --- SCH-08 -------------------------------------------------------------------------------


def test_SCH_08_non_closer_goes_out_first() -> None:
    s = deal(SCH08)
    assert hand(s, F) == cards("KD JH TC KC AS") and hand(s, D) == cards("QD KS AH JC TD")
    assert s.trump_card == card_of("QH")
    trick(s, "JH", "QD", winner=F, points=5)
    trick(s, "KD", "KS", winner=F, points=8)
    trick(s, "AS", "TH", winner=D, points=21)
    assert s.talon == tuple(parse_cards("KH QS TS QH"))
    s.apply("close")
    assert (s.snap_score, s.snap_trick) == (13, True)
    trick(s, "JD", "AD", "AD", winner=F, points=13)
    trick(s, "JS", "AH", "AH", winner=D, points=13)
    trick(s, "QC", "AC", "AC KC TC", winner=F, points=14)
    trick(s, "TC", "JC", "JC", winner=F, points=12)
    assert scores(s) == (52, 34)
    trick(s, "KC", "TD", "TD", winner=F, points=14)
    assert s.score(F) == 66
    assert outcome(s) == (F, 2, "R3")


# --- SCH-09 -------------------------------------------------------------------------------


@pytest.mark.parametrize(("tricks", "score", "expected"), [(0, 0, 3), (1, 32, 2), (2, 33, 1),
                                                           (3, 65, 1)])
def test_SCH_09_schneider_thresholds(tricks: int, score: int, expected: int) -> None:
    assert game_points(tricks, score) == expected


def test_SCH_09_pending_40_does_not_save_from_schwarz() -> None:
    """O has 0 credited with 40 pending: still 3 for W (the state's own scoring path)."""
    s = deal(SCH11)
    s.pending[F], s.points[D], s.tricks[D] = 40, 66, 3
    assert s.core.going_out(D) == (3, "R1")
    s.tricks[F], s.points[F] = 1, 32
    assert s.core.going_out(D) == (2, "R1")
    s.points[F] = 33
    assert s.core.going_out(D) == (1, "R1")


# --- SCH-10 -------------------------------------------------------------------------------


def test_SCH_10_exchange_with_two_talon_cards_loser_draws_the_jack() -> None:
    s = deal(SCH10)
    assert hand(s, F) == cards("JD TS AD JH TC") and hand(s, D) == cards("TD AC QD KH KC")
    assert s.trump_card == card_of("KD")
    sch10_to_trick5(s)
    assert scores(s) == (40, 7)
    assert s.talon == tuple(parse_cards("QS KD"))
    s.apply("exchange")
    assert hand(s, F) == cards("AD AS KD KS TC")
    assert s.talon == tuple(parse_cards("QS JD"))
    trick(s, "AS", "QD", winner=D, points=14)
    assert scores(s) == (40, 21)
    assert s.hands[D] >> card_of("QS") & 1 and s.hands[F] >> card_of("JD") & 1
    assert s.talon_state == EXHAUSTED


# --- SCH-11 -------------------------------------------------------------------------------


def test_SCH_11_pending_marriage_that_never_counts() -> None:
    s = deal(SCH11)
    assert hand(s, F) == cards("QS KC KD TD KS") and hand(s, D) == cards("AH TC TS AD QH")
    s.apply("marry S")
    assert s.pending[F] == 20 and s.score(F) == 0
    trick(s, "QS", "QH", winner=D, points=6)
    trick(s, "AH", "JC", winner=D, points=13)
    trick(s, "AD", "KC", winner=D, points=15)
    trick(s, "AC", "KD", winner=D, points=15)
    trick(s, "TC", "JS", winner=D, points=12)
    assert s.score(D) == 61 and s.talon_state == EXHAUSTED
    trick(s, "AS", "KS", "KS", winner=D, points=15)
    assert s.score(D) == 76 and s.score(F) == 0 and s.pending[F] == 20
    assert outcome(s) == (D, 3, "R1")


# --- SCH-12 -------------------------------------------------------------------------------


def test_SCH_12_marriage_on_first_lead_option() -> None:
    s = deal(SCH01)
    s.apply("exchange")
    assert "marry C" in legal(s)
    s = deal(SCH01, marriage_on_first_lead=False)
    s.apply("exchange")
    assert "marry C" not in legal(s)
    with pytest.raises(IllegalActionError, match="after winning a trick"):
        s.apply("marry C")


def test_SCH_12_marriage_after_close_option() -> None:
    for after_close, offered in ((True, True), (False, False)):
        s = deal(SCH06, marriages_after_close=after_close)
        s.apply("close")
        trick(s, "AH", "TH")
        assert ("marry H" in legal(s)) is offered


def test_SCH_12_leads_after_declaring_and_king_only() -> None:
    s = deal(SCH01)
    s.apply("marry C")
    assert legal(s) == {"KC", "QC"}
    with pytest.raises(IllegalActionError, match="king or queen of clubs"):
        s.apply("AS")
    s = deal(SCH01, marriage_lead_card="king_only")
    s.apply("marry C")
    assert legal(s) == {"KC"}
    with pytest.raises(IllegalActionError, match="king of clubs"):
        s.apply("QC")


def test_SCH_12_follower_never_offered_a_marriage() -> None:
    s = deal(SCH01)
    s.apply("exchange")
    s.apply("marry C")
    trick(s, "QC", "AC")
    trick(s, "JD", "TD")
    trick(s, "JS", "TS")
    s.apply("QS")  # F follows holding KD QD
    assert s.current_player == F and hand(s, F) == cards("KC QH AS KD QD")
    assert not any(a.kind == "marry" for a in s.legal_actions())
    with pytest.raises(IllegalActionError, match="Only the player on lead"):
        s.apply("marry D")


def test_SCH_12_only_one_marriage_per_lead() -> None:
    s = deal("KC QC KD AS TS JS TH JH QD AH TC JC AC QS KS JD TD KH QH AD")
    assert hand(s, F) == cards("KC QC KD QD JH")
    assert {"marry C", "marry D"} <= legal(s)
    s.apply("marry C")
    assert legal(s) == {"KC", "QC"}
    with pytest.raises(IllegalActionError, match="Only one marriage"):
        s.apply("marry D")


# --- SCH-13 -------------------------------------------------------------------------------


def deal_result(winner: int, pts: int) -> DealResult:
    points = (pts, 0) if winner == 0 else (0, pts)
    return DealResult(points, (winner,), "")


def bummerl_match(options: Options | None = None) -> SchnapsenMatch:
    info = get_game("schnapsen")
    return SchnapsenMatch(info, options or Options(), 2, seed=13, first_dealer=0)


def test_SCH_13_bummerl_bookkeeping() -> None:
    A, B = 0, 1
    m = bummerl_match()
    assert m.to_go == [7, 7] and m.dealer == A
    table = [(A, B, 2, [7, 5]), (B, A, 1, [6, 5]), (A, B, 3, [6, 2])]
    for dealer, winner, pts, to_go in table:
        assert m.dealer == dealer
        result = deal_result(winner, pts)
        m.add_result(result)
        m.dealer = m.next_dealer(result)
        assert m.to_go == to_go
    assert m.dealer == B
    result = deal_result(B, 2)
    m.add_result(result)
    m.dealer = m.next_dealer(result)
    assert m.bummerl_winners == [B] and m.bummerls == [1, 0]
    assert m.to_go == [7, 7] and m.dealer == A  # deal 5 is dealt by A
    assert m.totals == [1, 7]


@pytest.mark.parametrize(("schneider", "a_scores", "expected"), [
    (True, True, 1), (False, False, 1), (True, False, 2)])
def test_SCH_13_schneider_bummerl(schneider: bool, a_scores: bool, expected: int) -> None:
    m = bummerl_match(Options(schneider_bummerl=schneider))
    results = [(1, 2), (0, 1) if a_scores else (1, 1), (1, 3), (1, 2)]
    for winner, pts in results:
        m.add_result(deal_result(winner, pts))
    assert m.bummerls == [expected, 0] and m.bummerl_winners == [1]


# --- SCH-14 -------------------------------------------------------------------------------


def test_SCH_14_vu_compat_divergence_on_the_sch01_deal() -> None:
    s = deal(SCH01, preset("vu_compat"))
    assert legal(s) == {"exchange", "marry C", "KC", "QC", "JH", "AS", "TD"}  # no close
    s.apply("exchange")
    assert s.current_player == F and legal(s) == {"marry C", "KC", "QC", "QH", "AS", "TD"}
    s.apply("marry C")
    assert legal(s) == {"KC"}
    trick(s, "KC", "AC", winner=D, points=15)
    assert scores(s) == (0, 15) and s.pending[F] == 20
    trick(s, "JD", "TD", winner=F, points=12)
    assert scores(s) == (32, 15)
    trick(s, "JS", "TS", winner=D, points=12)
    assert s.score(D) == 27
    trick(s, "QS", "AS", winner=F, points=14)
    assert s.score(F) == 46
    s.apply("marry D")
    assert not s.is_over and legal(s) == {"KD"}
    s.apply("KD")
    assert "AD" in legal(s)  # phase one: anything
    s.apply("AD")
    assert scores(s) == (46, 42) and s.pending[F] == 20
    assert s.hands[D] >> card_of("JC") & 1 and s.hands[F] >> card_of("JH") & 1
    assert s.talon_state == EXHAUSTED and not s.is_over


# --- SCH-15 -------------------------------------------------------------------------------


def last_trick_position(options: Options, carry: SchnapsenCarry | None = None
                        ) -> SchnapsenState:
    """Sixty-six, clubs trump, talon used up: F 53 holds JH, D 65 holds 9H and leads."""
    deck = parse_cards("9H JH AD TC KC QC JC 9C TD KD QD AS AC TS KS QS JS 9S AH TH KH QH "
                       "JD 9D")
    s = SchnapsenState(options, D, deck, carry)
    assert s.trump == CLUBS
    rest = s.hands[0] | s.hands[1] | sum(1 << c for c in s.talon)
    s.hands[F], s.hands[D] = 1 << card_of("JH"), 1 << card_of("9H")
    rest &= ~(s.hands[F] | s.hands[D])
    s.won[D], s.won[F] = rest, 0  # who won which card does not matter here
    s.core.talon = ()
    assert s.talon_state == EXHAUSTED
    s.points[F], s.points[D], s.tricks[F], s.tricks[D] = 53, 65, 4, 6
    s.core.leader = s.core.to_move = s.core.last_winner = D
    return s


def test_SCH_15_last_trick_bonus_and_the_65_65_tie_carry() -> None:
    s = last_trick_position(preset("sixty_six"))
    trick(s, "9H", "JH", "JH", winner=F, points=12)
    assert scores(s) == (65, 65)
    result = s.result()
    assert result.points == (0, 0) and result.winners == () and result.carry == SchnapsenCarry(tie_bonus=1)
    # the next deal with a winner gets the extra game point (ties add up)
    s = last_trick_position(preset("sixty_six"), carry=SchnapsenCarry(tie_bonus=1))
    trick(s, "9H", "JH")
    assert s.result().carry == SchnapsenCarry(tie_bonus=2)
    nxt = SchnapsenState(Options(), D, parse_cards(SCH01), SchnapsenCarry(tie_bonus=2))
    sch01_to_step7(nxt)
    nxt.apply("marry D")
    assert outcome(nxt) == (F, 4, "R1") and nxt.result().carry == SchnapsenCarry()


def test_SCH_15_tie_65_last_trick_wins() -> None:
    s = last_trick_position(preset("sixty_six", tie_65="last_trick_wins"))
    trick(s, "9H", "JH", winner=F)
    assert outcome(s) == (F, 1, "R5")


def test_SCH_15_no_trump_nine_exchange_on_first_lead() -> None:
    deck = "9C AH TH KH QH JH 9H 9D 9S TS JS AD AC TD KD QD AS KS QS JD TC KC QC JC"
    s = SchnapsenState(preset("sixty_six"), D, parse_cards(deck))
    assert s.trump == CLUBS and s.hands[F] >> card(CLUBS, 9) & 1
    assert "exchange" not in legal(s)
    s = SchnapsenState(preset("sixty_six", exchange_requires_trick=False), D, parse_cards(deck))
    assert "exchange" in legal(s)  # the control: only the trick requirement forbids it



# --- SCH-16 -------------------------------------------------------------------------------


@pytest.mark.parametrize("penalty", ["pagat", "mirror"])
def test_SCH_16_manual_false_claim(penalty: str) -> None:
    s = deal(SCH02, claim_mode="manual", false_claim_penalty=penalty)
    sch02_open_phase(s)
    assert s.current_player == D and scores(s) == (13, 40) and s.tricks[F] == 2
    assert "claim" in legal(s)
    s.apply("claim")
    assert outcome(s) == (F, 2, "R6")


def test_SCH_16_manual_declared_66_but_leads_instead_of_claiming() -> None:
    s = deal(SCH01, claim_mode="manual")
    sch01_to_step7(s)
    s.apply("marry D")
    assert s.score(F) == 66 and "claim" in legal(s)
    s.apply("KD")
    s.apply("AD")  # D wins: play continues, F cannot claim
    assert not s.is_over and s.current_player == D
    s = deal(SCH01, claim_mode="manual")
    sch01_to_step7(s)
    s.apply("marry D")
    s.apply("KD")
    s.apply("TC")  # F wins the trick: the claim is offered again
    assert s.current_player == F and "claim" in legal(s)
    s.apply("claim")
    assert outcome(s) == (F, 2, "R1")


def test_SCH_16_manual_last_trick_claim_or_decline() -> None:
    for action, expected in (("decline", (F, 1, "R5")), ("claim", (D, 2, "R6"))):
        s = deal(SCH02, claim_mode="manual")
        sch02_open_phase(s)
        for lead, follow in (("JC", "TD"), ("AS", "QS"), ("TH", "AH"), ("JH", "QH"),
                             ("AD", "KH")):
            s.apply(lead)
            s.apply(follow)
        assert legal(s) == {"claim", "decline"} and s.current_player == F
        s.apply(action)
        assert outcome(s) == expected
