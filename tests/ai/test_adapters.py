"""The adapters that run our players inside other engines (skipped where those are missing)."""

from __future__ import annotations

from cardtable.ai import make_player
from cardtable.cards import parse_cards
from tests.conftest import peer


def test_package_order_matches_the_rules_mapping() -> None:
    peer("schnapsen")
    from cardtable.ai.vu_adapter import package_order

    # rules §7.3: p = [d0,d3,d1,d4,d2,d5,d7,d9,d8,d10,d11,…,d19,d6]
    d = list(range(20))
    assert package_order(d) == [0, 3, 1, 4, 2, 5, 7, 9, 8, 10, *range(11, 20), 6]


def test_our_players_finish_deals_inside_the_schnapsen_package() -> None:
    peer("schnapsen")
    from cardtable.ai.vu_adapter import VU_OPTIONS, package_bot, play_vu_game, schnapsen_deck

    times: list[float] = []
    outcomes = []
    for i in range(4):
        ours = make_player("schnapsen", "normal", i, VU_OPTIONS)
        won, points = play_vu_game(ours, package_bot("rand", i), schnapsen_deck(i // 2),
                                   ours_first=i % 2 == 0, times=times)
        assert points in (1, 2, 3)
        outcomes.append(won)
    assert times  # our player was asked, through the adapter, and answered legally


def test_the_same_deal_starts_alike_in_both_engines() -> None:
    peer("schnapsen")
    from cardtable.ai.vu_adapter import DEALER, initial_state, to_vu
    from cardtable.games.schnapsen import PRESETS, new_core

    deck = parse_cards("KC QC JH AC TC KH QH AS TD QS JD AH JS KD TS AD QD KS TH JC")
    ours = new_core(PRESETS["vu_compat"], 2, DEALER, deck)
    theirs = initial_state(deck, None, None)  # type: ignore[arg-type]
    assert set(theirs.leader.hand.get_cards()) == {to_vu(c) for c in _cards(ours.hands[0])}
    assert set(theirs.follower.hand.get_cards()) == {to_vu(c) for c in _cards(ours.hands[1])}
    assert theirs.talon.get_cards() == [to_vu(c) for c in ours.talon]
    assert theirs.talon.trump_card() == to_vu(parse_cards("QH")[0])


def test_package_moves_are_our_cores_moves() -> None:
    peer("schnapsen")
    from schnapsen.game import Marriage, RegularMove, TrumpExchange

    from cardtable.ai.vu_adapter import _our_moves, to_vu
    from cardtable.games.schnapsen import EXCHANGE, MARRY

    kc, qc, jh = parse_cards("KC QC JH")
    assert _our_moves(Marriage(to_vu(qc), to_vu(kc))) == [MARRY + 0, kc]  # announce, lead K
    assert _our_moves(TrumpExchange(to_vu(jh))) == [EXCHANGE]
    assert _our_moves(RegularMove(to_vu(qc))) == [qc]


def _cards(cs: int) -> list[int]:
    return [c for c in range(52) if cs >> c & 1]


def test_open_spiel_resampler_keeps_what_the_player_knows() -> None:
    peer("pyspiel")
    import random

    import pyspiel

    from cardtable.ai.openspiel_adapter import resample

    state = pyspiel.load_game("spades").new_initial_state()
    rng = random.Random(3)
    for c in range(52):
        state.apply_action(c)  # card c to player c % 4
    while len(state.history()) < 52 + 4 + 9:
        state.apply_action(rng.choice(state.legal_actions()))
    player = state.current_player()
    for k in range(5):
        new = resample(state, player, random.Random(k))
        assert new.history()[52:] == state.history()[52:]
        mine = [c for i, c in enumerate(new.history()[:52]) if i % 4 == player]
        assert sorted(mine) == [c for c in range(52) if c % 4 == player]
        assert sorted(new.legal_actions()) == sorted(state.legal_actions())


def test_open_spiel_resampler_deals_the_hidden_cards_anew_within_the_voids() -> None:
    peer("pyspiel")
    import random

    import pyspiel

    from cardtable.ai.openspiel_adapter import our_state, resample

    rng = random.Random(8)
    deck = list(range(52))
    rng.shuffle(deck)
    state = pyspiel.load_game("spades").new_initial_state()
    for c in deck:
        state.apply_action(c)
    while len(state.history()) < 52 + 4 + 30:
        state.apply_action(rng.choice(state.legal_actions()))
    player = state.current_player()
    view = our_state(state.history()).view(player)
    assert any(view.voids), "the line of play should have shown a void"
    others = set()
    for k in range(10):
        new = resample(state, player, random.Random(k))
        ours = our_state(new.history())  # replays: every card was where the history needs it
        assert ours.view(player) == view
        for s in range(4):
            assert not ours.hands[s] & view.voids[s]
        others.add(tuple(ours.hands))
    assert len(others) > 1


def test_our_players_finish_a_hand_against_open_spiels_ismcts_bot() -> None:
    peer("pyspiel")
    from cardtable.ai.openspiel_adapter import OPTIONS, ismcts_bot, play_hand
    from cardtable.cards import shuffled
    from cardtable.games.spades import GAME

    times: list[float] = []
    ours = {s: make_player("spades", "normal", s, OPTIONS) for s in (0, 2)}
    points = play_hand(ours, ismcts_bot(8, 1), shuffled(GAME.pack(OPTIONS, 4), 5), times)
    assert len(points) == 4 and points[0] == points[2] and points[1] == points[3]
    assert times
