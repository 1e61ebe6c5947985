"""Every test vector of ``rules/wallachen.md`` §6 (named TAR-01 … TAR-15 there), in our card
notation: the German codes of the file are converted by ``wallachen_support.french``.

Seats: unless a vector needs otherwise, seat 2 deals, so FH is seat 0, MH seat 1, D seat 2.
"""

from __future__ import annotations

import pytest

from cardtable.cards import HEARTS, card_list, parse_card
from cardtable.engine.errors import IllegalActionError
from cardtable.games.wallachen import (
    BETTEL,
    EIGHT,
    GAME,
    MORD,
    NINE,
    SEVEN,
    SIX,
    Options,
    WallachenCore,
    WallachenMatch,
    legal_cards,
    rules_of,
)
from tests.games.wallachen_support import (
    deck_from_hands,
    french,
    g,
    gact,
    gset,
    legal,
    new_deal,
    run,
    trick_state,
)

FH, MH, D = 0, 1, 2
TAR01_DECK = g("KE UE 7E 8E UG 9G AE OE TE AG AH OH 8H 7G KH UH TH 9E KG OG 9H 7H OS US AS "
               "KS 7S TS 9S 8S TG 8G")
TAR09_DECK = g("AE KE OE 7E 9E 7G OG UG TG UE TE 8E AG 8G 9G 7H 8H UH TH 9H OS KG AH KH 7S "
               "8S OH US TS AS 9S KS")
TAR10_DECK = g("UE TE 9E 8E 7E 9G AE KE OE OG UG TG UH 8G 7G 8H 7H AG KG AH KH TH 9H 9S KS "
               "OS US OH AS 7S TS 8S")


def cards(text: str) -> set[str]:
    """German cards as the set of our action texts."""
    return {french(t) for t in text.split()}


# --- TAR-01 ---------------------------------------------------------------------------------


def test_TAR_01_canonical_deal_and_doppeln() -> None:
    state = new_deal(TAR01_DECK)
    assert state.view(FH).hand == gset("KE UE 7E")
    assert state.view(MH).hand == gset("8E UG 9G")
    assert state.view(D).hand == gset("AE OE TE")
    assert state.view(FH).phase == "doppeln" and state.current_player == FH
    assert legal(state) == {"double", "no"}
    run(state, "double", "no")
    assert state.current_player == D
    run(state, "double")
    view = state.view(MH)
    assert view.doppeln == (1, 0, 1) and view.multiplier == 4
    assert state.view(FH).hand == gset("KE UE 7E AG AH OH 8H 7H OS US")
    assert state.view(MH).hand == gset("8E UG 9G 7G KH UH TH AS KS 7S")
    assert state.view(D).hand == gset("AE OE TE 9E KG OG 9H TS 9S 8S")
    assert state.core.start == gset("TG 8G")
    assert state.view(FH).phase == "auction" and state.current_player == FH


# --- TAR-02 ---------------------------------------------------------------------------------


def _after_doppeln(options: Options | None = None, deck: list[int] | None = None):
    state = new_deal(deck or TAR01_DECK, options)
    run(state, "no", "no", "no")
    return state


def test_TAR_02_auction_with_holds_the_dealer_wins_with_bettel() -> None:
    state = _after_doppeln()
    steps = [
        (FH, {"bid 6", "pass"}, "bid 6"),
        (MH, {"bid 7", "pass"}, "bid 7"),
        (FH, {"hold", "pass"}, "hold"),
        (MH, {"bid 8", "pass"}, "bid 8"),
        (FH, {"hold", "pass"}, "pass"),
        (D, {"bid 9", "pass"}, "bid 9"),
        (MH, {"hold", "pass"}, "hold"),
        (D, {"bid_bettel", "pass"}, "bid_bettel"),
        (MH, {"hold", "pass"}, "pass"),
    ]
    for actor, allowed, choice in steps:
        assert state.current_player == actor
        assert legal(state) == allowed
        state.apply(choice)
    view = state.view(D)
    assert view.declarer == D and view.winning_bid == BETTEL
    assert view.phase == "discard"
    state.apply(str(state.legal_actions()[0]))
    assert legal(state) == {"declare_bettel", "declare_mord"}


def test_TAR_02_jump_bids_open_every_higher_level() -> None:
    state = _after_doppeln(Options(allow_jump_bids=True))
    state.apply("bid 6")
    assert legal(state) == {"bid 7", "bid 8", "bid 9", "bid_bettel", "bid_mord", "pass"}


# --- TAR-03 ---------------------------------------------------------------------------------


def test_TAR_03_simple_auction_dealer_plays() -> None:
    state = _after_doppeln()
    state.apply("pass")
    assert legal(state) == {"bid 6", "pass"}
    state.apply("pass")
    assert state.current_player == D and legal(state) == {"bid 6", "pass"}
    state.apply("bid 6")
    view = state.view(D)
    assert (view.declarer, view.winning_bid, view.phase) == (D, SIX, "discard")


def test_TAR_03_all_pass_forehand_must_play() -> None:
    state = _after_doppeln()
    run(state, "pass", "pass", "pass")
    view = state.view(FH)
    assert (view.declarer, view.winning_bid) == (FH, SIX)
    assert any(e.kind == "declarer" and e.text == "forced" for e in state.log)
    state.apply(str(state.legal_actions()[0]))
    assert legal(state) == {"declare 6", "declare 7", "declare 8", "declare 9",
                            "declare_bettel", "declare_mord"}


def test_TAR_03_middlehand_holds_six_dealer_may_bid_seven() -> None:
    state = _after_doppeln()
    run(state, "pass", "bid 6")
    assert state.current_player == D and legal(state) == {"bid 7", "pass"}
    assert state.view(D).holder == MH and state.view(D).level == SIX


# --- TAR-04 ---------------------------------------------------------------------------------


def test_TAR_04_mord_held_nobody_can_overcall() -> None:
    state = _after_doppeln()
    run(state, "bid 6", "bid 7", "hold", "bid 8", "hold", "bid 9", "hold", "bid_bettel",
        "hold", "bid_mord", "hold")
    assert state.current_player == MH and legal(state) == {"pass"}
    state.apply("pass")
    assert state.current_player == D and legal(state) == {"pass"}
    state.apply("pass")
    view = state.view(FH)
    assert (view.declarer, view.winning_bid) == (FH, MORD)
    state.apply(str(state.legal_actions()[0]))
    assert legal(state) == {"declare_mord"}


# --- TAR-05 ---------------------------------------------------------------------------------

# MH holds the seven top hearts and three low clubs: leading hearts makes hearts trump and
# takes exactly seven tricks; the three clubs lose to the defenders' higher clubs.
_POT_FH = g("AE KE OE AG KG OG UG AS KS OS")
_POT_MH = g("AH KH OH UH TH 9H 8H 7E 8E 9E")
_POT_D = g("UE TE TG 9G 8G 7G US TS 9S 8S")
_POT_START = g("7H 7S")


def _play_pot_deal(match: WallachenMatch, contract: str) -> None:
    """Deal 2 of TAR-05: MH declares and plays his hearts, then his clubs."""
    fh, mh, dealer = (match.dealer + 1) % 3, (match.dealer + 2) % 3, match.dealer
    deck = deck_from_hands(_POT_FH, _POT_MH, _POT_D, _POT_START)
    state = match.start_deal(deck=deck)
    run(state, "no", "no", "no", "pass", "bid 6", "pass", "discard 7H 7S", contract, "no", "no")
    assert state.view(mh).declarer == mh
    while not state.is_over:
        seat = state.current_player
        acts = [a for a in state.legal_actions() if a.card is not None]
        if seat == mh:  # hearts from the top, then clubs from the bottom
            hearts = [a for a in acts if a.card is not None and a.card // 13 == HEARTS]
            state.apply(max(hearts, key=lambda a: a.card or 0) if hearts else acts[0])
        else:
            state.apply(acts[-1])
    assert {fh, dealer} == {s for s in range(3) if s != mh}


def test_TAR_05_pot_then_a_made_six_takes_it() -> None:
    options = Options(all_pass_rule="pot")
    match = WallachenMatch(GAME, options, 3, seed=5, first_dealer=2)
    first = match.start_deal(deck=TAR01_DECK)
    run(first, "no", "no", "no", "pass", "pass", "pass")
    assert first.is_over and [e.kind for e in first.log[-3:]] == ["thrown_in", "ante",
                                                                  "deal_over"]
    match.finish_deal()
    chips = match.chips()
    assert chips is not None and chips.balances == (-1, -1, -1) and chips.at("pot") == 3
    assert match.dealer == 0
    _play_pot_deal(match, "declare 6")
    state = match.state
    assert state is not None
    mh = (match.dealer + 2) % 3
    assert state.core.won[mh] == 7
    result = match.finish_deal()
    assert result.points[mh] == 14 + 3
    chips = match.chips()
    assert chips is not None and chips.at("pot") == 0
    assert chips.balances[mh] == 16
    assert sorted(chips.balances) == [-8, -8, 16]


def test_TAR_05_a_lost_deal_splits_the_pot_and_leaves_the_odd_unit() -> None:
    options = Options(all_pass_rule="pot")
    core = WallachenCore.blank(rules_of(options), 2, 3)
    core.declarer, core.contract, core.won, core.trick_no = MH, SIX, [6, 4, 0], 10
    assert core.payments() == [(MH, FH, 6), (MH, D, 6), ("pot", FH, 1), ("pot", D, 1)]
    declarer_only = WallachenCore.blank(rules_of(Options(all_pass_rule="pot",
                                                         pot_award="declarer_only")), 2, 3)
    declarer_only.declarer, declarer_only.contract = MH, SIX
    declarer_only.won, declarer_only.trick_no = [6, 4, 0], 10
    assert declarer_only.payments() == [(MH, FH, 6), (MH, D, 6)]


def test_TAR_05_redeal_costs_nothing() -> None:
    match = WallachenMatch(GAME, Options(all_pass_rule="redeal"), 3, seed=5, first_dealer=2)
    state = match.start_deal(deck=TAR01_DECK)
    run(state, "no", "no", "no", "pass", "pass", "pass")
    assert state.is_over and any(e.kind == "thrown_in" and e.text == "redeal" for e in state.log)
    match.finish_deal()
    chips = match.chips()
    assert chips is not None and chips.balances == (0, 0, 0) and chips.at("pot") == 0
    assert match.dealer == 0 and len(match.results) == 1  # a thrown-in deal counts


# --- TAR-06 ---------------------------------------------------------------------------------


def _dealer_declares_at_seven(options: Options | None = None):
    state = _after_doppeln(options)
    run(state, "pass", "bid 6", "bid 7", "pass", "discard 9S 8S")
    return state


def test_TAR_06_contract_choice_and_trump_by_the_first_lead() -> None:
    state = _dealer_declares_at_seven()
    assert state.view(D).declarer == D and state.view(D).winning_bid == SEVEN
    assert legal(state) == {"declare 7", "declare 8", "declare 9", "declare_bettel",
                            "declare_mord"}
    with pytest.raises(IllegalActionError):
        state.apply("declare 6")
    run(state, "declare 8", "no", "no")
    assert state.current_player == D
    state.apply(gact("9E"))
    assert state.view(FH).trump == parse_card("9C") // 13


def test_TAR_06_announced_trump_leaves_the_first_lead_free() -> None:
    state = _dealer_declares_at_seven(Options(trump_selection="announced"))
    assert "declare H 8" in legal(state) and "declare 8" not in legal(state)
    assert "declare_bettel" in legal(state)
    run(state, "declare H 8", "no", "no")
    state.apply(gact("9E"))
    assert state.view(FH).trump == HEARTS


# --- TAR-07 ---------------------------------------------------------------------------------


def _legal_set(trick: str, hand: str, trump: int | None = HEARTS, head: bool = True,
               overtake: bool = False, discard_ok: bool = False) -> set[str]:
    t = -1 if trump is None else trump
    led, win, high = trick_state(g(trick), t)
    mask = legal_cards(gset(hand), led, win, high, t, head, overtake, discard_ok)
    from cardtable.cards import card_str

    return {card_str(c) for c in card_list(mask)}


@pytest.mark.parametrize(("case", "trick", "hand", "expected", "kw"), [
    ("A", "9E", "KE 8E AH 7G", "KE", {}),
    ("B", "9E KE", "UE AE 7E TH", "AE", {}),
    ("C", "9E", "UH 8H AG 7S", "UH 8H", {}),
    ("D", "9E 8H", "7E TE 9H OH", "7E TE", {}),
    ("D+overtake", "9E 8H", "7E TE 9H OH", "TE", {"overtake": True}),
    ("E", "9E 9H", "8H KH 7G AS", "KH", {}),
    ("F", "9E 9H", "8H 7H 7G AS", "8H 7H", {}),
    ("F+discard", "9E 9H", "8H 7H 7G AS", "8H 7H 7G AS", {"discard_ok": True}),
    ("G", "9E 9H", "7G AS KS", "7G AS KS", {}),
    ("H", "UH", "7H TH AE", "7H TH", {}),
    ("I", "9E", "UH 8H AG 7S", "UH 8H AG 7S", {"trump": None}),
    ("J", "OE KE", "UE 9E 7H", "UE 9E", {"trump": None}),
    ("K", "8E UG", "TE 9E 7H", "TE 9E", {}),
])
def test_TAR_07_legal_cards(case: str, trick: str, hand: str, expected: str,
                            kw: dict[str, object]) -> None:
    assert _legal_set(trick, hand, **kw) == cards(expected), case  # type: ignore[arg-type]


# --- TAR-08 ---------------------------------------------------------------------------------

_TAR08_TRICKS = [  # lead, (2nd legal, card), (3rd legal, card), winner
    ("UG", ("KG OG", "OG"), ("AG", "AG"), FH),
    ("AH", ("KH UH TH", "TH"), ("9H", "9H"), FH),
    ("KE", ("TG 9G 8G 7G", "7G"), ("AE OE TE 9E", "9E"), MH),
    ("TG", ("KG", "KG"), ("UE 7E OH 8H 7H OS US", "7E"), D),
    ("AE", ("UE", "UE"), ("9G 8G", "8G"), MH),
    ("9G", ("OE TE TS 9S 8S", "8S"), ("OH 8H 7H OS US", "7H"), MH),
    ("AS", ("TS 9S", "9S"), ("OS US", "US"), MH),
    ("KH", ("OE TE TS", "TE"), ("OH 8H", "8H"), MH),
    ("KS", ("TS", "TS"), ("OS", "OS"), MH),
    ("UH", ("OE", "OE"), ("OH", "OH"), FH),
]


def _tar08_to_play(contract: str = "declare 6", options: Options | None = None):
    state = new_deal(TAR01_DECK, options)
    run(state, "double", "no", "double", "pass", "bid 6")
    assert legal(state) == {"bid 7", "pass"}
    state.apply("pass")
    view = state.view(MH)
    assert (view.declarer, view.winning_bid) == (MH, SIX)
    assert view.hand == gset("8E UG 9G 7G KH UH TH AS KS 7S TG 8G")
    run(state, "discard 7S 8E")
    assert state.view(MH).hand == gset("UG TG 9G 8G 7G KH UH TH AS KS")
    assert legal(state) == {"declare 6", "declare 7", "declare 8", "declare 9",
                            "declare_bettel", "declare_mord"}
    state.apply(contract)
    assert state.current_player == D and legal(state) == {"kontra", "no"}
    state.apply("no")
    assert state.current_player == FH and legal(state) == {"kontra", "no"}
    state.apply("no")
    return state


def _play_tricks(state, tricks, upto: int = 10, overtake_check: bool = False) -> None:
    for number, (lead, (second, c2), (third, c3), winner) in enumerate(tricks[:upto], 1):
        leader = state.current_player
        state.apply(gact(lead))
        s2 = state.current_player
        want2 = cards(second) | ({"kontra"} if number == 1 and s2 != MH else set())
        assert legal(state) == want2, f"trick {number}, second player"
        state.apply(gact(c2))
        want3 = cards(third) | ({"kontra"} if number == 1 else set())
        assert legal(state) == want3, f"trick {number}, third player"
        state.apply(gact(c3))
        trick_event = next(e for e in reversed(state.log) if e.kind == "trick")
        assert trick_event.seat == winner and trick_event.value == number
        assert trick_event.cards[0] == parse_card(french(lead))
        assert state.current_player in (winner, -1) and leader >= 0


def test_TAR_08_complete_trick_contract_deal() -> None:
    state = _tar08_to_play()
    _play_tricks(state, _TAR08_TRICKS)
    assert state.is_over
    assert tuple(state.core.won) == (3, 6, 1)
    result = state.result()
    assert result.points == (-24, 48, -24)
    assert result.details["multiplier"] == 4 and result.details["made"]
    chips = result.carry.chips
    assert chips is not None and chips.balances == (-24, 48, -24)
    settle = next(e for e in state.log if e.kind == "settle")
    assert sorted((m.source, m.dest, m.amount) for m in settle.chips) == [(0, 1, 24), (2, 1, 24)]


def test_TAR_08_announcing_seven_fails_with_the_same_play() -> None:
    state = _tar08_to_play("declare 7")
    _play_tricks(state, _TAR08_TRICKS)
    assert state.result().points == (28, -56, 28)


def test_TAR_08_overtake_option_changes_trick_three() -> None:
    state = _tar08_to_play(options=Options(overtake_led_suit_even_if_trumped=True))
    _play_tricks(state, _TAR08_TRICKS, upto=2)
    run(state, "KE", "7G")
    assert legal(state) == cards("AE")


# --- TAR-09 ---------------------------------------------------------------------------------


def _tar09_to_trick_two(options: Options | None = None):
    state = new_deal(TAR09_DECK, options)
    assert state.view(FH).hand == gset("AE KE OE")  # packet 1
    run(state, "double", "no", "no")
    assert state.view(FH).hand == gset("AE KE OE UE TE 8E AG KG AH KH")
    assert state.view(MH).hand == gset("7E 9E 7G 8G 9G 7H 8H 7S 8S OH")
    assert state.view(D).hand == gset("OG UG TG UH TH 9H OS US TS AS")
    assert state.core.start == gset("9S KS")
    run(state, "bid 6", "bid 7", "hold", "bid 8", "hold", "bid 9", "hold", "bid_bettel", "pass")
    assert state.current_player == D and legal(state) == {"bid_mord", "pass"}
    state.apply("pass")
    view = state.view(MH)
    assert (view.declarer, view.winning_bid) == (MH, BETTEL)
    run(state, "discard OH KS")
    assert state.view(MH).hand == gset("7E 9E 7G 8G 9G 7H 8H 7S 8S 9S")
    assert legal(state) == {"declare_bettel", "declare_mord"}
    state.apply("declare_bettel")
    assert state.current_player == D
    state.apply("kontra")  # FH is not asked
    assert state.current_player == MH and legal(state) == {"re", "no"}
    state.apply("no")
    assert state.current_player == MH  # the declarer leads
    state.apply(gact("7H"))
    assert legal(state) == cards("UH TH 9H")
    state.apply(gact("9H"))
    assert legal(state) == cards("AH KH")
    state.apply(gact("KH"))
    assert next(e for e in reversed(state.log) if e.kind == "trick").seat == FH
    return state


def test_TAR_09_bettel_lost_through_the_duty_to_head() -> None:
    state = _tar09_to_trick_two()
    state.apply(gact("8E"))
    assert legal(state) == cards("9E")
    state.apply(gact("9E"))
    assert legal(state) == cards("OG UG TG UH TH OS US TS AS")
    state.apply(gact("OS"))
    assert state.is_over and state.core.trick_no == 2
    result = state.result()
    assert result.points == (48, -96, 48)
    assert result.details["multiplier"] == 4 and not result.details["made"]


def test_TAR_09_without_stichzwang_in_bettel_the_seven_may_duck() -> None:
    state = _tar09_to_trick_two(Options(stichzwang_in_bettel_mord=False))
    state.apply(gact("8E"))
    assert legal(state) == cards("9E 7E")


# --- TAR-10 ---------------------------------------------------------------------------------


def test_TAR_10_mord_kontra_in_trick_one_re_and_the_early_end() -> None:
    state = new_deal(TAR10_DECK)
    run(state, "no", "double", "no")
    assert state.view(FH).hand == gset("UE TE 9E OG UG TG UH TH 9H 9S")
    assert state.view(MH).hand == gset("8E 7E 9G 8G 7G 8H 7H KS OS US")
    assert state.view(D).hand == gset("AE KE OE AG KG AH KH OH AS 7S")
    run(state, "bid 6", "pass", "bid 7", "hold", "bid 8", "hold", "bid 9", "hold",
        "bid_bettel", "hold", "bid_mord", "pass")
    view = state.view(D)
    assert (view.declarer, view.winning_bid) == (D, MORD)
    run(state, "discard 7S 8S")
    assert state.view(D).hand == gset("AE KE OE AG KG AH KH OH AS TS")
    assert legal(state) == {"declare_mord"}
    run(state, "declare_mord", "no", "no")
    state.apply(gact("AE"))
    assert state.current_player == FH and legal(state) == {"kontra"} | cards("UE TE 9E")
    state.apply("kontra")
    assert state.current_player == D and legal(state) == {"re", "no"}
    state.apply("re")
    assert state.current_player == FH and legal(state) == cards("UE TE 9E")
    state.apply(gact("9E"))
    assert legal(state) == cards("8E 7E")
    state.apply(gact("7E"))
    assert next(e for e in reversed(state.log) if e.kind == "trick").seat == D
    state.apply(gact("TS"))
    assert legal(state) == cards("9S")
    state.apply(gact("9S"))
    assert legal(state) == cards("KS OS US")
    state.apply(gact("US"))
    assert state.is_over
    result = state.result()
    assert result.details["multiplier"] == 8
    assert result.points == (160, 160, -320)


# --- TAR-11 ---------------------------------------------------------------------------------


def test_TAR_11_kontra_offered_in_trick_one_only_and_never_to_the_declarer() -> None:
    state = _tar08_to_play()
    state.apply(gact("UG"))
    assert "kontra" in legal(state) and state.current_player == D
    state.apply(gact("OG"))
    assert "kontra" in legal(state) and state.current_player == FH
    state.apply(gact("AG"))
    assert state.current_player == FH and "kontra" not in legal(state)
    for lead, (_, c2), (_, c3), _ in _TAR08_TRICKS[1:]:
        assert "kontra" not in legal(state) and "re" not in legal(state)
        run(state, lead, c2, c3)


def test_TAR_11_after_a_kontra_the_other_defender_is_not_offered_one() -> None:
    state = _tar08_to_play()
    run(state, "UG", "kontra")
    assert state.current_player == MH and legal(state) == {"re", "no"}
    state.apply("no")  # declining Re is final
    assert state.current_player == D and "kontra" not in legal(state)
    state.apply(gact("OG"))
    assert state.current_player == FH and legal(state) == cards("AG")


def test_TAR_11_second_defender_kontra_in_w9_then_re_then_the_declarer_leads() -> None:
    state = _after_doppeln()
    run(state, "pass", "bid 6", "pass", "discard 7S 8E", "declare 6")
    assert state.current_player == D
    state.apply("no")
    assert state.current_player == FH
    state.apply("kontra")
    assert state.current_player == MH and legal(state) == {"re", "no"}
    state.apply("re")
    view = state.view(FH)
    assert state.current_player == MH and view.phase == "play" and view.multiplier == 4
    assert "kontra" not in legal(state) and "re" not in legal(state)


# --- TAR-12 ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("contract", "tricks", "doppeln", "kontra", "re", "pays", "basis"), [
    (SIX, 6, 2, False, False, 24, None),
    (SEVEN, 9, 0, False, False, 9, 7),
    (EIGHT, 7, 0, True, False, -16, None),
    (NINE, 10, 3, True, True, 320, None),
    (BETTEL, 1, 1, True, False, -48, None),
    (BETTEL, 0, 3, False, False, 96, None),
    (MORD, 9, 1, True, True, -160, None),
    (MORD, 10, 0, True, True, 80, None),
])
def test_TAR_12_settlement_table(contract: int, tricks: int, doppeln: int, kontra: bool,
                                 re: bool, pays: int, basis: int | None) -> None:
    def settle(options: Options) -> tuple[int, int, int]:
        core = WallachenCore.blank(rules_of(options), 2, 0)
        core.declarer, core.contract = MH, contract
        core.won = [10 - tricks, tricks, 0]
        core.trick_no = 10
        core.doppel = (1 << doppeln) - 1
        core.kontra = FH if kontra else -1
        core.re = re
        return core.net()

    assert settle(Options()) == (-pays, 2 * pays, -pays)
    if basis is not None:
        assert settle(Options(win_payment_basis="contract")) == (-basis, 2 * basis, -basis)
    if contract >= BETTEL:
        bare = (12 if contract == BETTEL else 20) * (1 if pays > 0 else -1)
        assert settle(Options(multipliers_apply_to_fixed_rates=False)) == (-bare, 2 * bare,
                                                                             -bare)


# --- TAR-13 ---------------------------------------------------------------------------------


def test_TAR_13_sirch_variant() -> None:
    state = _after_doppeln(Options(variant="sirch"))
    assert legal(state) == {"bid_brand C", "bid_brand S", "bid_brand D", "bid_brand H",
                            "bid_bettel", "bid_mord", "pass"}
    state.apply("bid_brand S")  # Brand in leaves (German G)
    assert legal(state) == {"bid_brand D", "bid_brand H", "bid_bettel", "bid_mord", "pass"}
    run(state, "bid_brand D", "hold", "bid_brand H", "pass")
    assert state.current_player == D and legal(state) == {"bid_bettel", "bid_mord", "pass"}
    state.apply("pass")
    view = state.view(MH)
    assert view.declarer == MH and view.hand == gset("8E UG 9G 7G KH UH TH AS KS 7S TG 8G")
    run(state, "discard 7S 8G")
    assert legal(state) == {"declare_brand H", "declare_bettel", "declare_mord"}
    run(state, "declare_brand H", "no", "no")
    assert state.view(D).trump == HEARTS
    state.apply(gact("8E"))
    assert state.view(D).trump == HEARTS
    assert legal(state) == cards("AE OE TE 9E") | {"kontra"}  # trick 1: Kontra is open too


def test_TAR_13_sirch_all_pass_forehand_at_the_lowest_brand() -> None:
    state = _after_doppeln(Options(variant="sirch"))
    run(state, "pass", "pass", "pass")
    state.apply(str(state.legal_actions()[0]))
    assert legal(state) == {"declare_brand C", "declare_brand S", "declare_brand D",
                            "declare_brand H", "declare_bettel", "declare_mord"}


# --- TAR-14 ---------------------------------------------------------------------------------


def test_TAR_14_session_balances_follow_players_not_seats() -> None:
    match = WallachenMatch(GAME, Options(), 3, seed=1, first_dealer=2)  # A=0, B=1, C=2 deals
    state = match.start_deal(deck=TAR01_DECK)
    run(state, "double", "no", "double", "pass", "bid 6", "pass", "discard 7S 8E", "declare 6",
        "no", "no")
    for lead, (_, c2), (_, c3), _ in _TAR08_TRICKS:
        run(state, lead, c2, c3)
    match.finish_deal()
    assert match.chips() is not None and match.chips().balances == (-24, 48, -24)  # type: ignore[union-attr]
    assert match.dealer == 0  # A deals: B is FH, C is MH
    second = match.start_deal(deck=TAR09_DECK)
    state9 = _tar09_replay(second)
    assert state9.is_over
    match.finish_deal()
    chips = match.chips()
    assert chips is not None and chips.balances == (24, 96, -120) and chips.total == 0
    assert match.totals == [24, 96, -120]


def _tar09_replay(state):
    run(state, "double", "no", "no", "bid 6", "bid 7", "hold", "bid 8", "hold", "bid 9", "hold",
        "bid_bettel", "pass", "pass", "discard OH KS", "declare_bettel", "kontra", "no",
        "7H", "9H", "KH", "8E", "9E", "OS")
    return state


# --- TAR-15 ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("pattern", "first", "fh", "mh", "d"), [
    ("5-5", "KE UE 7E 8E UG", "KE UE 7E 8E UG UH TH 9E KG OG",
     "9G AE OE TE AG 9H 7H OS US AS", "AH OH 8H 7G KH KS 7S TS 9S 8S"),
    ("4-4-2", "KE UE 7E 8E", "KE UE 7E 8E 8H 7G KH UH AS KS",
     "UG 9G AE OE TH 9E KG OG 7S TS", "TE AG AH OH 9H 7H OS US 9S 8S"),
])
def test_TAR_15_alternative_deal_patterns(pattern: str, first: str, fh: str, mh: str,
                                          d: str) -> None:
    state = new_deal(TAR01_DECK, Options(deal_pattern=pattern))
    assert state.view(FH).hand == gset(first)
    assert state.view(FH).phase == "doppeln"
    run(state, "no", "no", "no")
    assert state.view(FH).hand == gset(fh)
    assert state.view(MH).hand == gset(mh)
    assert state.view(D).hand == gset(d)
    assert state.core.start == gset("TG 8G")


def test_deck_from_hands_reproduces_the_canonical_deal() -> None:
    # The helper the crafted deals use must agree with TAR-01's canonical pattern.
    hands = ("KE UE 7E AG AH OH 8H 7H OS US", "8E UG 9G 7G KH UH TH AS KS 7S",
             "AE OE TE 9E KG OG 9H TS 9S 8S")
    assert deck_from_hands(*(g(h) for h in hands), g("TG 8G")) == TAR01_DECK

