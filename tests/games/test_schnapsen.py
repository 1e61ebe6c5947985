"""Schnapsen against the engine contract: random play with invariants, perft, records, views,
illegal actions, options and the Bummerl match. The rules' test vectors are in
``test_schnapsen_vectors.py``; the comparison with the PyPI package in
``test_schnapsen_package.py``. The helpers at the top are shared by those files.
"""

from __future__ import annotations

import json
from dataclasses import replace
from itertools import pairwise
from typing import Any

import pytest

from cardtable.cards import HIDDEN, cards_of, format_cards, parse_card, parse_cards
from cardtable.engine import (
    DealRecord,
    GameState,
    IllegalActionError,
    OptionsError,
    RecordError,
    record_of,
)
from cardtable.engine.checks import check_random_deals, count_line, perft
from cardtable.engine.match import Match
from cardtable.engine.options import option_specs
from cardtable.games import get_game, load_match, replay
from cardtable.games import schnapsen as sch
from cardtable.games.schnapsen import (
    EXHAUSTED,
    GAME,
    POINTS,
    PRESETS,
    Options,
    SchnapsenMatch,
    SchnapsenState,
    SchnapsenView,
)

D, F = 0, 1  # the vectors' deals have seat 0 as dealer, so seat 1 is the forehand
SCH01 = "KC QC JH AC TC KH QH AS TD QS JD AH JS KD TS AD QD KS TH JC"
SCH02 = "KC JD JS QC KH TS TD QD TC KS KD AD AC AH QH AS JC QS TH JH"
SCH02_LINE = ["JD", "KS", "QD", "KD", "QC", "KC", "JS", "TS", "AC", "TC",
              "JC", "TD", "AS", "QS", "TH", "AH", "JH", "QH", "AD", "KH"]


# --- helpers shared with the other Schnapsen test files -----------------------------------


def deal(deck: str, options: Options | None = None, **changes: Any) -> SchnapsenState:
    """The deal of a vector's deck line, seat 0 dealing, with option changes."""
    return SchnapsenState(replace(options or Options(), **changes), D, parse_cards(deck))


def preset(name: str, **changes: Any) -> Options:
    return replace(PRESETS[name], **changes)


def legal(state: SchnapsenState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def hand(state: SchnapsenState, seat: int) -> str:
    return format_cards(state.hands[seat])


def cards(text: str) -> str:
    """A vector's card list in canonical order, to compare with ``hand``."""
    return format_cards(sum(1 << c for c in parse_cards(text)))


def card_of(text: str) -> int:
    return parse_card(text)


def scores(state: SchnapsenState) -> tuple[int, int]:
    """(F, D) scores, as the vectors write them."""
    return state.score(F), state.score(D)


def trick(state: SchnapsenState, lead: str, follow: str, follower_legal: str | None = None,
          winner: int | None = None, points: int | None = None) -> None:
    """Play one trick, checking the follower's legal set, the winner and the trick's value."""
    state.apply(lead)
    if follower_legal is not None:
        assert legal(state) == set(follower_legal.split()), (lead, legal(state))
    before = state.points[:]
    state.apply(follow)
    w = state.last_winner
    if winner is not None:
        assert w == winner, f"{lead}-{follow} won by seat {w}"
    if points is not None:
        assert state.points[w] - before[w] == points, (lead, follow)


# --- random play with the contract checks and Schnapsen's own invariants --------------------


def consistent(state: GameState) -> list[str]:
    """Schnapsen invariants of one state (run after every action of the random deals)."""
    assert isinstance(state, SchnapsenState)
    s, o, problems = state, state.options, []
    hands_empty = not (s.hands[0] | s.hands[1])
    for p in (0, 1):
        bonus = s.points[p] - sum(POINTS[c] for c in cards_of(s.won[p]))
        earns = p == s.last_winner and hands_empty and s.talon_state == EXHAUSTED
        if bonus != (o.last_trick_bonus if earns else 0):
            problems.append(f"seat {p}'s card points are not those of the cards it won")
        if s.won[p].bit_count() != 2 * s.tricks[p]:
            problems.append(f"seat {p} has {s.tricks[p]} tricks but {s.won[p].bit_count()} cards")
        if s.credited[p] and not s.tricks[p]:
            problems.append(f"seat {p}'s marriage counts although it has no trick")
        if sum(v for q, _, v in s.marriages if q == p) != s.credited[p] + s.pending[p]:
            problems.append(f"seat {p}'s marriage points do not add up")
        timing = o.marriage_points_timing == "credit_when_has_trick"
        if timing and s.tricks[p] and s.pending[p]:
            problems.append(f"seat {p} has a trick but marriage points still pending")
    if s.phase in (sch.LEAD_STAGE, sch.MARRIED_STAGE) and (
            s.hands[0].bit_count() != s.hands[1].bit_count()):
        problems.append("the hands differ in size before a lead")
    if s.is_over:
        problems += _result_problems(s)
    elif o.claim_mode == "auto" and s.log[-1].kind in ("trick", "draw") and (
            s.score(s.last_winner) >= 66):  # a marriage may lift him later (no claim then)
        problems.append("the trick winner has 66 but the deal goes on in auto mode")
    return problems


def _result_problems(s: SchnapsenState) -> list[str]:
    result, o = s.result(), s.options
    rule, problems = result.details["rule"], []
    if rule == "tie":
        return [] if s.score(0) == s.score(1) == 65 else ["a tie without 65 : 65"]
    w = result.winners[0]
    if not 1 <= result.points[w] - s.tie_bonus <= 3 or result.points[1 - w]:
        problems.append(f"game points {result.points} under {rule}")
    if rule in ("R1", "R2", "R3") and s.score(w) < 66:
        problems.append(f"{rule} with only {s.score(w)}")
    if rule == "R2" and s.closer != w or rule in ("R3", "R4") and s.closer != 1 - w:
        problems.append(f"{rule} but seat {s.closer} closed")
    if rule == "R5" and (s.closer >= 0 or w != s.last_winner or s.hands[0] | s.hands[1]):
        problems.append("R5 without the last trick played to an unclosed talon")
    if rule == "R6" and o.claim_mode != "manual":
        problems.append("a false claim in auto mode")
    return problems


OPTION_MIXES = {
    "traditional": PRESETS["traditional"],
    "sixty_six": PRESETS["sixty_six"],
    "vu_compat": PRESETS["vu_compat"],
}


@pytest.mark.parametrize("name", sorted(OPTION_MIXES))
def test_random_deals_keep_the_contract(name: str) -> None:
    """2,000 seeded deals per preset, all with the invariants; 300 with every contract check."""
    opts = OPTION_MIXES[name]
    problems = check_random_deals(GAME, opts, 2, range(300), consistent, thorough=True)
    problems += check_random_deals(GAME, opts, 2, range(300, 2000), consistent, thorough=False)
    assert problems == []


@pytest.mark.parametrize("changes", [
    {"claim_mode": "manual"},
    {"claim_mode": "manual", "false_claim_penalty": "mirror", "deck": "sixty_six",
     "last_trick_bonus": 10, "tie_65": "carry"},
    {"exchange_min_talon": 4, "close_min_talon": 4, "marriage_on_first_lead": False,
     "closing_scoring": "at_end", "exchange_requires_trick": True},
    {"claim_after_marriage": False, "marriage_lead_card": "king_only", "claim_mode": "manual"},
])
def test_random_deals_under_other_options(changes: dict[str, Any]) -> None:
    opts = replace(Options(), **changes)
    problems = check_random_deals(GAME, opts, 2, range(100), consistent, thorough=True)
    problems += check_random_deals(GAME, opts, 2, range(100, 400), consistent, thorough=False)
    assert problems == []


def test_the_invariants_can_fail() -> None:
    """The extra check is not vacuous: a broken state is reported."""
    s = deal(SCH01)
    trick(s, "KC", "AC")
    assert consistent(s) == []
    s.points[D] += 1
    s.credited[F] = 20
    assert len(consistent(s)) == 3


# --- perft: frozen counts of legal action sequences ----------------------------------------


def test_perft_sch01_small_case_by_hand() -> None:
    """Depth 2 of SCH-01, reasoned: F may exchange, close, marry C or lead one of 5 cards (8).
    After the exchange: close, marry C, 5 leads (7); after closing: marry C, 5 leads (6);
    after marry C: KC or QC (2); after each of the 5 leads D may answer with any of 5 cards
    (25, talon open). 7 + 6 + 2 + 25 = 40."""
    assert perft(deal(SCH01), 1) == 8
    assert perft(deal(SCH01), 2) == 40


@pytest.mark.parametrize(("make", "counts"), [
    (lambda: deal(SCH01), [8, 40, 226, 1145, 6049, 30443]),
    (lambda: deal(SCH02, claim_mode="manual"), [7, 36, 225, 1109, 6140, 29831]),
    (lambda: GAME.new_deal(PRESETS["sixty_six"], 2, 1, 7), [7, 42, 274, 1644, 10372, 62304]),
    (lambda: GAME.new_deal(PRESETS["vu_compat"], 2, 0, 11), [6, 30, 166, 824, 4345, 21653]),
], ids=["sch01", "sch02-manual", "sixty_six-seed7", "vu_compat-seed11"])
def test_perft_frozen_counts(make: Any, counts: list[int]) -> None:
    assert [perft(make(), depth) for depth in range(1, len(counts) + 1)] == counts


def test_perft_to_the_end_of_sch02_after_exhaustion() -> None:
    """Every legal way to play out SCH-02's last five tricks (strict play, auto claim at 66).

    976 was confirmed by an independent 20-line recursion over the two hands (strict follow
    rules and the 66 stop written from rules §2.2 alone) before it was frozen here."""
    s = deal(SCH02)
    for text in SCH02_LINE[:10]:
        s.apply(text)
    assert s.talon_state == EXHAUSTED
    assert perft(s, 10) == 976


def test_count_line_along_sch02() -> None:
    counts = count_line(deal(SCH02), SCH02_LINE)
    # F: exchange, close, 5 leads; D answers freely while open; strict play from the 11th
    assert counts == [7, 5, 6, 5, 6, 5, 6, 5, 6, 5, 5, 2, 4, 1, 3, 1, 2, 1, 1, 1]


# --- records -------------------------------------------------------------------------------


def random_finished_deal(seed: int, options: Options | None = None) -> SchnapsenState:
    import random

    rng = random.Random(seed)
    state = GAME.new_deal(options or Options(), 2, seed % 2, seed)
    assert isinstance(state, SchnapsenState)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_record_json_round_trip_and_replay() -> None:
    for seed in range(5):
        for opts in PRESETS.values():
            s = random_finished_deal(seed, opts)
            text = record_of(s).to_json()
            again = DealRecord.from_json(text)
            assert again == record_of(s)
            replayed = replay(again)
            assert replayed.key() == s.key() and replayed.result() == s.result()
            assert [str(e) for e in replayed.log] == [str(e) for e in s.log]


def test_record_of_an_unfinished_deal_replays() -> None:
    s = deal(SCH01)
    for text in ("exchange", "marry C", "QC"):
        s.apply(text)
    replayed = replay(DealRecord.from_json(record_of(s).to_json()))
    assert replayed.key() == s.key() and not replayed.is_over


def _record(**changes: Any) -> str:
    data = record_of(deal(SCH01)).to_dict() | {"actions": ["exchange", "marry C"]}
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(("changes", "message"), [
    ({"deck": "KC QC JH"}, "exactly once"),
    ({"deck": SCH01.replace("JC", "9C")}, "exactly once"),
    ({"actions": ["exchange", "marry S"]}, "action 2"),
    ({"actions": ["exchange", "frobnicate"]}, "frobnicate"),
    ({"actions": ["KC", "KC"]}, "action 2"),
    ({"options": {"claim_mode": "sometimes"}}, "claim_mode"),
    ({"options": {"colour": "red"}}, "unknown option"),
    ({"seats": 3}, "2 players"),
    ({"dealer": 2}, "dealer"),
    ({"carry": {"tie_bonus": -1}}, "tie bonus"),
    ({"carry": {"chips": 3}}, "carry"),
])
def test_bad_records_are_refused_readably(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(RecordError, match=message):
        replay(DealRecord.from_json(_record(**changes)))


# --- illegal actions -----------------------------------------------------------------------


@pytest.mark.parametrize(("setup", "action", "message"), [
    ([], "AC", "You do not hold the ace of clubs"),
    ([], "decline", "no claim to decline"),
    ([], "claim", "automatic"),
    ([], "marry H", "do not hold the king and queen of hearts"),
    ([], "9C", "not in the Schnapsen pack"),
    ([], "bid 7", "no action 'bid'"),
    (["close"], "close", "talon is closed"),
    (["marry C"], "close", "after announcing a marriage"),
    (["marry C"], "AS", "king or queen of clubs"),
    (["KC"], "close", "Only the player on lead may close the talon"),
    (["KC"], "exchange", "Only the player on lead"),
    (["close", "AS"], "KH", "follow suit: play a spade"),
    (["close", "TD"], "KH", "follow suit: play a diamond"),
    (["close", "JH"], "JD", "follow suit with a higher heart"),
])
def test_illegal_action_raises_readably_and_changes_nothing(
        setup: list[str], action: str, message: str) -> None:
    s = deal(SCH01)
    for text in setup:
        s.apply(text)
    before, history, log = s.key(), list(s.history), list(s.log)
    with pytest.raises(IllegalActionError, match=message) as info:
        s.apply(action)
    assert str(info.value).startswith(action)
    assert s.key() == before and s.history == history and s.log == log


def test_strict_play_messages_after_exhaustion() -> None:
    s = deal(SCH02)
    for text in SCH02_LINE[:10]:
        s.apply(text)
    c = s.clone()
    c.apply("QS")  # D leads; F holds AS
    with pytest.raises(IllegalActionError, match="higher spade"):
        c.apply("QH")
    s.apply("JC")  # F has no clubs
    with pytest.raises(IllegalActionError, match="You have no clubs, so you must play a trump"):
        s.apply("AS")


def test_unreadable_action_text_raises() -> None:
    with pytest.raises(IllegalActionError):
        deal(SCH01).apply("marry the queen")


def test_actions_after_the_deal_is_over() -> None:
    s = random_finished_deal(3)
    assert s.legal_actions() == [] and s.current_player == -1
    with pytest.raises(IllegalActionError, match="over"):
        s.apply("AS")


# --- views and secrecy ---------------------------------------------------------------------


def test_views_hide_the_opponents_hand_and_the_talon() -> None:
    s = deal(SCH01)
    talon_face_down = sum(1 << c for c in s.talon[:-1])
    for seat in (D, F):
        v = s.view(seat)
        assert isinstance(v, SchnapsenView)
        assert v.known_cards() & (s.hands[1 - seat] | talon_face_down) == 0
        assert v.hand == s.hands[seat] and v.trump_card == card_of("QH")
        assert v.talon_size == 10 and v.talon_state == "open" and v.opponent_known == 0
    assert s.view(D).legal == () and {str(a) for a in s.view(F).legal} == legal(s)
    deal_events = [e for e in s.view(D).events if e.kind == "deal"]
    assert [e.cards for e in deal_events if e.seat == F] == [(HIDDEN,) * 5]


def test_view_shows_public_knowledge() -> None:
    s = deal(SCH01)
    s.apply("exchange")
    s.apply("marry C")
    v = s.view(D)
    assert v.opponent_known == sum(1 << card_of(c) for c in ("QH", "KC", "QC"))
    assert v.marriages == ((F, sch.SUIT[card_of("KC")], 20),) and v.marriage_suit == 0
    assert v.trump_card == card_of("JH") and v.phase == "marriage"
    s.apply("QC")
    v = s.view(D)
    assert v.opponent_known == sum(1 << card_of(c) for c in ("QH", "KC"))
    assert v.trick == ((F, card_of("QC")),) and v.played == 1 << card_of("QC")
    s.apply("AC")
    v = s.view(F)
    assert v.tricks == (1, 0) and v.score == 0 and v.pending == 20 and v.opponent_score == 14
    assert s.view(D).opponent_score == 0
    drawn = [e for e in s.view(F).events if e.kind == "draw"]
    assert [e.cards for e in drawn] == [(HIDDEN,), (card_of("JS"),)]


def test_show_scores_off_hides_the_opponents_score() -> None:
    s = deal(SCH01, show_scores=False)
    assert s.view(F).opponent_score is None


def test_last_trump_card_drawn_is_public_and_hands_deducible_after_exhaustion() -> None:
    s = deal(SCH02)
    for text in SCH02_LINE[:10]:
        s.apply(text)
    assert s.view(D).opponent_known == s.hands[F] and s.secret_cards(D) == 0
    last_draw = [e for e in s.view(D).events if e.kind == "draw"][-1]
    assert last_draw.cards == (card_of("TD"),) and last_draw.seat == F


def test_closed_talon_stays_secret_but_trump_card_is_known() -> None:
    s = deal(SCH01)
    s.apply("close")
    v = s.view(D)
    assert v.talon_state == "closed" and v.trump_card == card_of("QH")
    assert s.secret_cards(D) & sum(1 << c for c in s.talon[:-1]) == sum(
        1 << c for c in s.talon[:-1])
    assert v.close_snapshot == (0, False) and v.closer == F


def test_events_in_order() -> None:
    s = deal(SCH01)
    assert [e.kind for e in s.log] == ["deal", "deal", "trump"]
    kinds = [[e.kind for e in s.apply(a)] for a in ("exchange", "close", "marry C", "QC", "AC")]
    assert kinds == [["exchange"], ["close"], ["marriage"], ["play"], ["play", "trick"]]
    s = deal(SCH01)
    for a in ("exchange", "marry C", "QC"):
        s.apply(a)
    assert [e.kind for e in s.apply("AC")] == ["play", "trick", "draw", "draw"]
    s = deal(SCH01)
    for a in ("exchange", "marry C", "QC", "AC", "JD", "TD", "JS", "TS", "QS", "AS"):
        s.apply(a)
    assert [e.kind for e in s.apply("marry D")] == ["marriage", "claim", "deal_over"]
    assert s.log[-1].seat == F and s.log[-1].value == 2


# --- clones, keys, zones -------------------------------------------------------------------


def test_clone_is_independent() -> None:
    s = deal(SCH01)
    s.apply("exchange")
    c = s.clone()
    c.apply("marry C")
    c.apply("KC")
    c.apply("AC")
    assert s.key() != c.key() and s.phase == sch.LEAD_STAGE and len(s.history) == 1
    assert legal(s) == {"close", "marry C", "KC", "QC", "QH", "AS", "TD"}


def test_card_zones_cover_the_pack() -> None:
    s = deal(SCH01)
    for text in ("exchange", "marry C", "QC"):
        s.apply(text)
    zones = s.card_zones()
    assert sum(zones.values()) == sch.PACK_20 and zones["trick"] == 1 << card_of("QC")


# --- options, presets, registry ------------------------------------------------------------


def test_options_schema_covers_every_rule_option() -> None:
    names = [spec.name for spec in option_specs(Options)]
    assert names == [
        "deck", "exchange_requires_trick", "exchange_min_talon", "close_min_talon",
        "marriage_on_first_lead", "marriages_after_close", "marriage_reveal",
        "marriage_lead_card", "marriage_points_timing", "claim_mode", "claim_after_marriage",
        "closing_enabled", "closing_scoring", "false_claim_penalty", "last_trick_bonus",
        "tie_65", "bummerl_target", "schneider_bummerl", "show_scores", "confirm_close_click"]
    assert all(spec.label for spec in option_specs(Options))


def test_presets() -> None:
    assert PRESETS["traditional"] == Options()
    assert get_game("schnapsen").default_options() == Options()
    six = PRESETS["sixty_six"]
    assert (six.deck, six.exchange_requires_trick, six.marriages_after_close,
            six.last_trick_bonus, six.tie_65) == ("sixty_six", True, False, 10, "carry")
    vu = PRESETS["vu_compat"]
    assert (vu.closing_enabled, vu.marriage_lead_card, vu.marriage_points_timing,
            vu.claim_after_marriage) == (False, "king_only", "pending_until_next_win", False)


def test_bad_options_are_refused() -> None:
    with pytest.raises(OptionsError):
        GAME.options_from_dict({"close_min_talon": 3})
    with pytest.raises(OptionsError):
        SchnapsenState(Options(claim_mode="never"), 0, parse_cards(SCH01))
    with pytest.raises(OptionsError):
        GAME.new_deal(Options(), 3, 0, 1)


def test_sixty_six_deal_mapping() -> None:
    deck = parse_cards("9C AH TH KH QH JH 9H 9D 9S TS JS AD AC TD KD QD AS KS QS JD TC KC "
                       "QC JC")
    s = SchnapsenState(PRESETS["sixty_six"], D, deck)
    assert hand(s, F) == cards("9C AH TH 9H 9D 9S") and hand(s, D) == cards("KH QH JH TS JS AD")
    assert s.talon == tuple(deck[13:]) + (deck[12],) and s.talon_size == 12
    assert s.exchange_card == card_of("9C")


def test_same_seed_same_deal() -> None:
    a, b = GAME.new_deal(Options(), 2, 0, 99), GAME.new_deal(Options(), 2, 0, 99)
    assert a.key() == b.key() and a.deck == b.deck


# --- the Bummerl match ---------------------------------------------------------------------


def play_match_deal(match: Match, seed: int) -> None:
    import random

    rng = random.Random(seed)
    state = match.start_deal()
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    match.finish_deal()


def test_match_runs_bummerls_and_alternates_the_dealer() -> None:
    m = SchnapsenMatch(GAME, Options(), 2, seed=5)
    dealers = []
    for i in range(40):
        dealers.append(m.dealer)
        play_match_deal(m, i)
    assert all(a != b for a, b in pairwise(dealers))
    # recompute the Bummerl from the results
    to_go, against = [7, 7], [0, 0]
    for r in m.results:
        to_go = [t - p for t, p in zip(to_go, r.points)]
        if min(to_go) <= 0:
            against[1 - to_go.index(min(to_go))] += 1
            to_go = [7, 7]
    assert m.to_go == to_go and m.bummerls == against and sum(against) >= 2
    assert m.totals == [sum(r.points[s] for r in m.results) for s in (0, 1)]
    assert "Bummerl" in str(m.standing())


def test_match_saves_and_replays() -> None:
    m = SchnapsenMatch(GAME, PRESETS["sixty_six"], 2, seed=8, first_dealer=1)
    for i in range(15):
        play_match_deal(m, i)
    m.start_deal().apply(m.state.legal_actions()[0])  # type: ignore[union-attr]
    again = load_match(m.to_json())
    assert isinstance(again, SchnapsenMatch)
    assert (again.to_go, again.bummerls, again.totals, again.dealer) == (
        m.to_go, m.bummerls, m.totals, m.dealer)
    assert again.state is not None and m.state is not None
    assert again.state.key() == m.state.key()


def test_match_passes_the_tie_bonus_on() -> None:
    m = SchnapsenMatch(GAME, PRESETS["sixty_six"], 2, seed=1, first_dealer=0)
    m.carry = sch.SchnapsenCarry(tie_bonus=1)
    play_match_deal(m, 0)
    r = m.results[-1]
    assert max(r.points) >= 2 and m.carry == sch.SchnapsenCarry() and "carried over" in str(r.summary)


def test_match_target_of_bummerls() -> None:
    m = SchnapsenMatch(GAME, Options(bummerl_target=1), 2, seed=3, bummerls_to_win=2)
    deals = 0
    while not m.is_over():
        play_match_deal(m, deals)
        deals += 1
    assert deals >= 2 and max(m.bummerls) == 2 and len(m.winners()) == 1
    assert m.bummerls[1 - m.winners()[0]] == 2


def test_result_summary_names_roles() -> None:
    s = random_finished_deal(4)
    r = s.result()
    assert str(r.summary).startswith(("Forehand wins", "Dealer wins", "Nobody scores"))
    assert set(r.details) >= {"card_points", "tricks", "marriages", "rule"}
    assert sum(r.details["card_points"]) >= 0 and json.dumps(r.details)


# --- sampling the hidden cards (the one sampler, for search and tests) -------------------


def sampled_agrees(state: SchnapsenState, seat: int, core: sch.SchnapsenCore) -> list[str]:
    """How a core sampled from ``seat``'s view differs from the true deal where it may not:
    it must be the true core but for the cards hidden from ``seat`` (dealt anew)."""
    true, problems = state.core, []
    secret = state.secret_cards(seat)
    same = ["closer", "snap_score", "snap_trick", "points", "tricks", "credited", "pending",
            "leader", "lead", "married", "last_winner", "is_over", "winner", "game_points",
            "rule", "to_move", "current_player"]
    problems += [f"{name} differs" for name in same
                 if getattr(core, name) != getattr(true, name)]
    if core.rules is not true.rules:
        problems.append("other rules")
    opp = 1 - seat
    if core.hands[seat] != true.hands[seat]:
        problems.append("the seat's own hand changed")
    if (core.hands[opp] ^ true.hands[opp]) & ~secret:
        problems.append("a card the seat may know moved in the opponent's hand")
    if core.hands[opp].bit_count() != true.hands[opp].bit_count():
        problems.append("the opponent holds another number of cards")
    talon, real = core.talon, true.talon
    if len(talon) != len(real) or talon[-1:] != real[-1:]:
        problems.append("the talon's size or trump card differs")
    if sum(1 << c for c in talon[:-1]) | core.hands[opp] != (
            sum(1 << c for c in real[:-1]) | true.hands[opp]):
        problems.append("the hidden cards are not the same cards")
    if not core.is_over and seat == state.current_player and core.moves() != true.moves():
        problems.append("other legal moves")
    return problems


def test_the_sampler_agrees_with_what_the_seat_knows() -> None:
    import random

    rng = random.Random(2)
    for seed in range(60):
        s = random_finished_deal(seed) if seed % 3 == 0 else GAME.new_deal(Options(), 2, 0, seed)
        assert isinstance(s, SchnapsenState)
        for _ in range(seed % 7):
            if s.is_over:
                break
            s.apply(rng.choice(s.legal_actions()))
        for seat in (0, 1):
            core = sch.sample(s.options, s.view(seat), rng)
            assert sampled_agrees(s, seat, core) == [], (seed, seat)
            zones = core.hands[0] | core.hands[1] | sum(1 << c for c in core.talon)
            played = s.view(seat).played
            assert zones | played == sch.PACK_20 and not zones & played


def test_the_sampler_does_deal_the_unknown_cards_anew() -> None:
    import random

    s = deal(SCH01)
    view = s.view(D)
    samples = {sch.sample(s.options, view, random.Random(i)).hands[F] for i in range(20)}
    assert len(samples) > 10 and s.hands[F] == sum(1 << card_of(c) for c in SCH01.split()[:3]
                                                   + SCH01.split()[7:9])


def test_the_agreement_check_can_fail() -> None:
    import random

    s = deal(SCH01)
    core = sch.sample(s.options, s.view(D), random.Random(1))
    assert sampled_agrees(s, D, core) == []
    core.points[D] += 1
    core.hands[D], core.hands[F] = core.hands[F], core.hands[D]
    assert len(sampled_agrees(s, D, core)) >= 3


def test_match_with_a_random_first_dealer_reloads() -> None:
    m = SchnapsenMatch(GAME, Options(), 2, seed=8)
    play_match_deal(m, 0)
    again = load_match(m.to_json())
    assert again.results == m.results


def test_registered_with_its_option_schema() -> None:
    from cardtable.games import all_games as games

    assert get_game("schnapsen") is GAME and GAME in games()
    assert GAME.seat_counts() == (2,) and GAME.match_type is SchnapsenMatch
    assert (GAME.new_core, GAME.sample, GAME.move_of, GAME.action_of) == (
        sch.new_core, sch.sample, sch.move_of, sch.action_of)
    assert all(GAME.move_of(GAME.action_of(m)) == m for m in sch.ACTIONS)
    specs = {spec.name: spec for spec in GAME.option_specs()}
    assert specs["exchange_min_talon"].choices == (2, 4)
    assert specs["claim_mode"].kind == "choice" and specs["show_scores"].kind == "bool"
    assert specs["bummerl_target"].kind == "int" and specs["bummerl_target"].minimum == 1


@pytest.mark.parametrize("deck", [
    parse_cards(SCH01)[:-1] + [card_of("KC")],  # a card twice, one missing
    parse_cards(SCH01)[:-1] + [-1],  # not a card
    parse_cards(SCH01)[:-2] + [card_of("9C")] * 2,  # two 9C add up to the bit of TC
    [*parse_cards(SCH01)[:-1], "JC"],
])
def test_explicit_deals_must_hold_the_pack_exactly(deck: list[Any]) -> None:
    with pytest.raises(RecordError, match="exactly once"):
        SchnapsenState(Options(), 0, deck)


def test_random_deals_under_random_option_sets() -> None:
    """Options drawn at random from the schema (every value of every choice and flag)."""
    import random

    rng = random.Random(66)
    problems: list[str] = []
    for i in range(120):
        values: dict[str, Any] = {}
        for spec in option_specs(Options):
            if spec.kind == "choice":
                values[spec.name] = rng.choice(spec.choices)
            elif spec.kind == "bool":
                values[spec.name] = rng.random() < 0.5
        opts = GAME.options_from_dict(values)
        problems += check_random_deals(GAME, opts, 2, range(10 * i, 10 * i + 10), consistent,
                                       thorough=i % 4 == 0)
    assert problems == []
