"""Wallachen under random play: the shared contract checks with every option, Wallachen's own
invariants (secrets kept, worlds sampled from views, shown voids true), sessions with chips
conserved, records, refusals, and frozen perft counts on fixed deals."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.cards import PACK_32
from cardtable.engine import (
    Action,
    DealRecord,
    GameState,
    IllegalActionError,
    RecordError,
    record_of,
)
from cardtable.engine.checks import (
    check_random_deals,
    check_random_match,
    check_sample,
    count_line,
    perft,
    random_options,
)
from cardtable.games import load_match, replay
from cardtable.games.wallachen import (
    GAME,
    OVER,
    Options,
    WallachenMatch,
    WallachenState,
    multiplier,
    sample,
)
from tests.games.wallachen_support import OPTION_CASES, g, gact, new_deal, random_deal, run

TAR01_DECK = g("KE UE 7E 8E UG 9G AE OE TE AG AH OH 8H 7G KH UH TH 9E KG OG 9H 7H OS US AS "
               "KS 7S TS 9S 8S TG 8G")


def wallachen_invariants(state: GameState[Any]) -> list[str]:
    """Checked after every action: tricks, secrets of every kind, shown voids, sampled worlds."""
    assert isinstance(state, WallachenState)
    return _cheap_invariants(state) + _secrets_and_worlds(state)


def long_run_invariants(state: GameState[Any], every: int = 10) -> list[str]:
    """For ``benchmarks/long_run.py``: the cheap invariants on every state, the secrets and
    sampled worlds of every seat on every state of one deal in ``every`` (by its pack)."""
    assert isinstance(state, WallachenState)
    problems = _cheap_invariants(state)
    if hash(state.deck) % every == 0:
        problems += _secrets_and_worlds(state)
    return problems


def _cheap_invariants(state: WallachenState) -> list[str]:
    core = state.core
    problems = []
    if sum(core.won) != core.trick_no:
        problems.append(f"tricks won {core.won} do not add up to {core.trick_no}")
    for seat in range(3):
        if state.excluded[seat] & core.hands[seat]:
            problems.append(f"seat {seat} was shown to lack cards it holds")
    if core.phase == OVER and not core.thrown:
        net = state.result().points
        if sum(net) + (state.chips_now.at("pot") - core.pot) != 0:
            problems.append(f"the deal's payments {net} and the pot do not add up")
    return problems


def _secrets_and_worlds(state: WallachenState) -> list[str]:
    core = state.core
    problems: list[str] = []
    simultaneous = state.options.doppeln_order == "simultaneous"
    for seat in range(3):
        view = state.view(seat)
        if view.known_cards() & core.start:
            problems.append(f"seat {seat} sees the Start before it is taken")
        if seat != core.declarer and view.known_cards() & core.discards:
            problems.append(f"seat {seat} sees the declarer's discards")
        if view.start_cards and seat != core.declarer:
            problems.append(f"seat {seat} is shown the Start it did not take")
        for other in range(3):
            secret = simultaneous and core.decided < 3 and other != seat
            if secret and view.doppeln[other] != -1:
                problems.append(f"seat {seat} sees the secret Doppeln choice of seat {other}")
        secret_now = simultaneous and core.decided < 3
        for e in view.events:
            if e.kind == "doppeln" and e.seat != seat and secret_now and (e.value or not e.masked):
                problems.append(f"seat {seat} sees a secret Doppeln event of seat {e.seat}")
        if core.decided == 3 and view.multiplier != multiplier(core.doppel.bit_count(),
                                                                core.kontra >= 0, core.re):
            problems.append(f"seat {seat}'s view shows a wrong multiplier")
        if not state.is_over:
            problems += _sample_agrees(state, seat)
    return problems


def _sample_agrees(state: WallachenState, seat: int) -> list[str]:
    """A world sampled for ``seat`` keeps every public fact and every known card."""
    view = state.view(seat)
    rng = random.Random(len(state.history) * 3 + seat)
    world = sample(state.options, view, rng)
    core = state.core
    problems = []
    names = ["phase", "to_act", "holder", "level", "passed", "declarer", "winning", "contract",
             "trump", "kontra", "re", "trick_no", "played", "decided", "answering", "cidx",
             "asked", "re_back"]
    if core.answering:
        names.append("bid_x")
    if core.trick:  # the state of the trick in play (stale between tricks)
        names += ["leader", "led", "win_card", "win_seat", "high_led"]
    for name in names:
        if getattr(world, name) != getattr(core, name):
            problems.append(f"a world sampled for seat {seat} has another {name}")
    if world.trick != core.trick or world.won != core.won:
        problems.append(f"a world sampled for seat {seat} has another trick or count")
    if not (state.options.doppeln_order == "simultaneous" and core.decided < 3) \
            and world.doppel != core.doppel:
        problems.append(f"a world sampled for seat {seat} changed public Dopplers")
    zones = [*world.hands, world.start, world.discards, world.played]
    for cards in world.pending:
        for packet in cards:
            zones.append(sum(1 << c for c in packet))
    union = 0
    for z in zones:
        if union & z:
            problems.append(f"a world sampled for seat {seat} deals a card twice")
        union |= z
    if union != PACK_32:
        problems.append(f"a world sampled for seat {seat} loses cards")
    for s in range(3):
        if world.hands[s] & state.excluded[s]:
            problems.append(f"a world sampled for seat {seat} gives seat {s} a card it lacks")
        if world.hands[s].bit_count() != core.hands[s].bit_count():
            problems.append(f"a world sampled for seat {seat} gives seat {s} another count")
    if world.start.bit_count() != core.start.bit_count():
        problems.append(f"a world sampled for seat {seat} has another Start size")
    if seat == core.declarer and world.discards != core.discards:
        problems.append("a world sampled for the declarer changed his discards")
    if world.moves() and seat == core.to_act and world.moves() != core.moves():
        problems.append(f"a world sampled for seat {seat} offers other moves")
    return problems


@pytest.mark.parametrize("case", sorted(OPTION_CASES))
def test_random_deals_keep_the_contract(case: str) -> None:
    options = OPTION_CASES[case]
    assert check_random_deals(GAME, options, 3, range(40), wallachen_invariants) == []
    assert check_random_deals(GAME, options, 3, range(40, 400), thorough=False) == []


@pytest.mark.parametrize("case", sorted(OPTION_CASES))
def test_random_sessions_conserve_the_chips(case: str) -> None:
    options = OPTION_CASES[case]
    for seed in range(3):
        assert check_random_match(GAME, options, 3, seed, 14, thorough=False) == []


def test_a_session_lasts_its_deals_and_leaves_an_unclaimed_pot_on_the_table() -> None:
    options = Options(all_pass_rule="pot", session_deals=6, start_balance=50)
    for seed in range(40):
        match = WallachenMatch(GAME, options, 3, seed)
        rng = random.Random(seed)
        while not match.is_over():
            state = match.start_deal()
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
            match.finish_deal()
        chips = match.chips()
        assert chips is not None and len(match.results) == 6 and chips.total == 150
        assert match.closing_moves == ()
        assert list(match.totals) == [b - 50 for b in chips.balances]
        if chips.at("pot"):
            return  # a pot left unclaimed at the end: it stays beside the balances
    raise AssertionError("no session ended with a pot on the table")


def test_records_replay_and_saved_sessions_reload() -> None:
    options = OPTION_CASES["pot"]
    match = WallachenMatch(GAME, options, 3, seed=9)
    rng = random.Random(9)
    for _ in range(4):
        state = match.start_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal()
    state = match.start_deal()
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    again = load_match(match.to_json())
    assert again.state is not None and again.state.key() == state.key()
    assert again.chips() == match.chips() and again.dealer == match.dealer
    record = DealRecord.from_json(record_of(state).to_json())
    assert replay(record).key() == state.key()


def test_multi_card_actions_read_back_from_their_text() -> None:
    state = new_deal(TAR01_DECK)
    run(state, "no", "no", "no", "pass", "bid 6", "pass")
    discards = [a for a in state.legal_actions() if a.kind == "discard"]
    assert len(discards) == 66  # C(12, 2): the Start cards may be laid straight back
    for action in discards:
        assert Action.parse(str(action)) == action and action.card_set.bit_count() == 2
    assert state.parse_action("discard 8C 7D") == state.parse_action("discard 7D 8C")


@pytest.mark.parametrize("bad", ["discard 7D", "discard 7D 8C 9C", "discard AC KC",
                                 "discard 7D 7D", "bid 7", "declare 6", "AC", "kontra",
                                 "discard 2C 3C", "discard 7D 8C 5"])
def test_refusals_change_nothing(bad: str) -> None:
    state = new_deal(TAR01_DECK)
    run(state, "no", "no", "no", "pass", "bid 6", "pass")  # MH discards now
    before = state.key()
    with pytest.raises(IllegalActionError) as caught:
        state.apply(bad)
    assert state.key() == before and str(caught.value.why)


def test_refusals_say_why_in_words() -> None:
    state = new_deal(TAR01_DECK)
    run(state, "double", "no", "double", "pass", "bid 6", "pass", "discard 7S 8E", "declare 6",
        "no", "no", "UG")

    def why(card: str) -> str:
        with pytest.raises(IllegalActionError) as caught:
            state.apply(gact(card))
        return str(caught.value.why)

    assert why("9H") == "You must follow suit: play a spade"  # D holds KG OG, both above UG
    assert "do not hold" in why("9G")
    run(state, "OG", "AG", "AH")
    assert why("7G") == "You must follow suit: play a heart"
    run(state, "TH", "9H", "KE")
    assert "must trump" in why("KH")
    bettel = new_deal(g("AE KE OE 7E 9E 7G OG UG TG UE TE 8E AG 8G 9G 7H 8H UH TH 9H OS KG AH "
                        "KH 7S 8S OH US TS AS 9S KS"))  # TAR-09
    run(bettel, "double", "no", "no", "bid 6", "bid 7", "hold", "bid 8", "hold", "bid 9",
        "hold", "bid_bettel", "pass", "pass", "discard OH KS", "declare_bettel", "kontra", "no",
        "7H", "9H", "KH", "8E")
    with pytest.raises(IllegalActionError) as caught:
        bettel.apply(gact("7E"))
    assert str(caught.value.why) == ("You must follow suit and beat the eight of clubs: "
                                     "play a higher club")


def test_damaged_decks_and_carries_are_refused() -> None:
    with pytest.raises(RecordError):
        GAME.deal(Options(), 3, 0, TAR01_DECK[:-1], WallachenMatch(GAME, Options(), 3, 1).carry)
    with pytest.raises(RecordError):
        GAME.deal(Options(), 3, 0, [*TAR01_DECK[:-1], 0], WallachenMatch(GAME, Options(), 3, 1)
                  .carry)
    from cardtable.engine.chips import Chips
    from cardtable.games.wallachen import WallachenCarry

    with pytest.raises(RecordError):
        GAME.deal(Options(), 3, 0, TAR01_DECK, WallachenCarry(chips=Chips.start(4, 0)))
    with pytest.raises(RecordError):
        GAME.deal(Options(), 2, 0, TAR01_DECK, WallachenCarry())


def test_the_sampler_agrees_with_views_in_every_phase() -> None:
    rng = random.Random(4)
    phases = set()
    for seed in range(60):
        state = GAME.new_deal(OPTION_CASES["simultaneous_doppeln"], 3, seed % 3, seed)
        while not state.is_over:
            for seat in range(3):
                assert check_sample(GAME, state, seat, rng) == []
                assert _sample_agrees(state, seat) == []
            phases.add(state.view(0).phase)
            state.apply(rng.choice(state.legal_actions()))
    assert phases == {"doppeln", "auction", "discard", "contract", "kontra", "re", "play"}


def test_secret_doppeln_choices_stay_secret_until_all_have_chosen() -> None:
    state = new_deal(TAR01_DECK, Options(doppeln_order="simultaneous"))
    run(state, "double")
    assert state.view(0).doppeln == (1, -1, -1)
    for seat in (1, 2):
        assert state.view(seat).doppeln == (-1, -1, -1)
        assert state.view(seat).chosen == (True, False, False)
        seen = [e for e in state.view(seat).events if e.kind == "doppeln"]
        assert seen and all(e.value == 0 and e.masked for e in seen)
    run(state, "no")
    assert state.view(2).doppeln == (-1, -1, -1) and state.view(1).doppeln == (-1, 0, -1)
    run(state, "double")
    for seat in range(3):
        assert state.view(seat).doppeln == (1, 0, 1) and state.view(seat).multiplier == 4
    shown = [e for e in state.log if e.kind == "doppeln_shown"]
    assert [(e.seat, e.value) for e in shown] == [(0, 1), (1, 0), (2, 1)]


def test_the_start_is_seen_by_the_declarer_only_and_never_in_a_thrown_in_deal() -> None:
    state = new_deal(TAR01_DECK, Options(all_pass_rule="redeal"))
    run(state, "no", "no", "no", "pass", "pass", "pass")
    start = state.core.start
    assert state.is_over and start
    for seat in range(3):
        assert not state.view(seat).known_cards() & start
    state = new_deal(TAR01_DECK)
    run(state, "no", "no", "no", "pass", "bid 6", "pass")
    taken = g("TG 8G")
    assert state.view(1).start_cards == sum(1 << c for c in taken)
    for seat in (0, 2):
        assert not state.view(seat).known_cards() & state.view(1).start_cards
        event = next(e for e in state.view(seat).events if e.kind == "take_start")
        assert event.masked and all(c < 0 for c in event.cards)


def test_knocks_are_public_and_only_for_defenders() -> None:
    knocks = 0
    for seed in range(40):
        state = random_deal(Options(knock_signal=True), seed)
        for e in state.log:
            if e.kind == "knock":
                knocks += 1
                assert e.seat != state.core.declarer and not e.private
    assert knocks > 0


def test_play_out_all_keeps_playing_a_decided_bettel() -> None:
    seen = 0
    for seed in range(300):
        state = random_deal(Options(play_out_all=True), seed)
        if state.core.contract >= 8:
            assert state.core.trick_no == 10
            seen += 1
    assert seen > 5


# --- perft: frozen counts of legal action sequences -------------------------------------------


def test_perft_from_the_first_packet() -> None:
    state = new_deal(TAR01_DECK)
    # Doppeln doubles the lines three times; then every auction step offers two actions.
    assert [perft(state, d) for d in range(1, 7)] == [2, 4, 8, 16, 32, 64]
    # Of the eight auctions of three steps, four end with a declarer who has 66 discards:
    # 8 x (4 x 2 + 4 x 66) = 2176.
    assert perft(state, 7) == 2176


def test_perft_of_the_auction_and_the_discard() -> None:
    state = new_deal(TAR01_DECK)
    run(state, "no", "no", "no")
    assert [perft(state, d) for d in range(1, 7)] == [2, 4, 8, 272, 1792, 4434]


def test_perft_of_the_first_tricks_of_TAR_08() -> None:
    state = new_deal(TAR01_DECK)
    run(state, "double", "no", "double", "pass", "bid 6", "pass", "discard 7S 8E", "declare 6",
        "no", "no")
    assert [perft(state, d) for d in range(1, 6)] == [10, 29, 66, 319, 651]


def test_count_line_of_TAR_08() -> None:
    state = new_deal(TAR01_DECK)
    line = ["double", "no", "double", "pass", "bid 6", "pass", "discard 7S 8E", "declare 6",
            "no", "no", "UG", "OG", "AG", "AH", "TH", "9H", "KE", "7G", "9E"]
    # Trick 1 offers Kontra beside the cards (3 = KG OG kontra, 2 = AG kontra).
    assert count_line(state, [gact(a) for a in line]) == [2, 2, 2, 2, 2, 2, 66, 6, 2, 2,
                                                          10, 3, 2, 9, 3, 1, 8, 4, 4]


def test_random_deals_under_random_option_sets() -> None:
    """Options drawn at random from the schema, so that options meet in every combination."""
    rng = random.Random(15)
    numbers = {name: range(1, 6) for name in ("stake", "pot_ante", "bettel_rate", "mord_rate")}
    problems: list[str] = []
    for i in range(60):
        options = random_options(GAME, rng, numbers)
        problems += check_random_deals(GAME, options, 3, range(10 * i, 10 * i + 10),
                                       wallachen_invariants if i % 6 == 0 else None,
                                       thorough=i % 3 == 0)
    assert problems == []


def test_bad_options_are_refused_with_words() -> None:
    from cardtable.engine import OptionsError

    for bad in ({"variant": "tarock"}, {"stake": 0}, {"deal_pattern": "10"},
                {"session_deals": -1}, {"knock_signal": "yes"}, {"no_such": 1}):
        with pytest.raises(OptionsError):
            GAME.options_from_dict(bad)


def test_end_auction_makes_the_world_where_a_seat_becomes_declarer() -> None:
    state = new_deal(TAR01_DECK)
    run(state, "no", "no", "no", "pass", "pass", "bid 6")  # TAR-03: the dealer plays Six
    world = new_deal(TAR01_DECK).core
    world.end_auction(2, 0)  # from the Doppeln: remaining choices "no", the rest dealt
    real = state.core
    for name in ("phase", "to_act", "declarer", "winning", "start", "doppel"):
        assert getattr(world, name) == getattr(real, name), name
    assert world.hands == real.hands and world.moves() == real.moves()


def test_net_for_settles_the_same_play_under_another_contract() -> None:
    state = new_deal(TAR01_DECK)
    run(state, "double", "no", "double", "pass", "bid 6", "pass", "discard 7S 8E", "declare 6",
        "no", "no")
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    core = state.core
    t = core.won[1]
    m = multiplier(2, core.kontra >= 0, core.re)
    for level in range(4):  # Six to Nine, paid per trick taken when made
        need = 6 + level
        each = m * (t if t >= need else -need)
        assert core.net_for(level) == (-each, 2 * each, -each)
    assert core.net() == state.result().points
