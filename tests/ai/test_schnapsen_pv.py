"""Presumed Value PIMC in the Schnapsen master (``MasterConfig(pv=True)``).

The opponent's presumed choice must read only his side of a world, the player's decision only
its own view; and the mechanism must change the values where an omniscient opponent would.
"""

from __future__ import annotations

import dataclasses
import random

from cardtable.ai.schnapsen_master import MasterConfig, MasterKnowledge, make_master
from cardtable.ai.schnapsen_pv import known_to_opponent, presumed_move, redeal
from cardtable.games.schnapsen import GAME, PRESETS, HiddenCards, SchnapsenCore, move_of
from tests.ai.test_no_cheating import _positions
from tests.ai.test_schnapsen_master import _views

TRADITIONAL = PRESETS["traditional"]
PV = MasterConfig(pv=True, inference=False)


def test_known_to_opponent_is_what_the_engine_shows_him() -> None:
    seen = 0
    for deal in range(40):
        state = GAME.new_deal(TRADITIONAL, 2, deal % 2, deal)
        rng = random.Random(deal)
        while not state.is_over and state.talon_state == 0:
            seat = state.current_player
            known = known_to_opponent(state.view(seat))
            assert known == state.known[seat] & state.hands[seat]
            seen += known != 0
            legal = state.legal_actions()
            # exchanges and marriages first: they are what shows a card
            shows = [a for a in legal if str(a).startswith(("exchange", "marry"))]
            state.apply(rng.choice(shows or legal))
    assert seen > 20


def _his_turns(count: int) -> list[tuple[SchnapsenCore, int, int]]:
    """Worlds with the opponent on turn, the talon open: (world, our seat, cards he saw)."""
    knowledge = MasterKnowledge(TRADITIONAL, PV)
    out = []
    for view in _views(count, seed=8):
        hidden = HiddenCards(TRADITIONAL, view)
        w = hidden.sample(random.Random(1))
        if not w.talon_open or w.lead >= 0:
            continue
        known = known_to_opponent(view)
        for m in (move_of(a) for a in knowledge.root_actions(view)):
            if m < 52:
                x = w.clone()
                x.play(m)
                out.append((x, view.seat, known & x.hands[view.seat]))
    return out


def test_his_presumed_choice_reads_only_his_side_of_the_world() -> None:
    knowledge = MasterKnowledge(TRADITIONAL, PV)
    cases = _his_turns(40)
    assert len(cases) > 30
    omniscient_differs = 0
    for x, me, known in cases:
        other = redeal(x, me, known, random.Random(99))  # a world he cannot tell from x
        assert other.hands[1 - me] == x.hands[1 - me]
        assert other.hands[me] & known == known
        a = presumed_move(x, known, 3, random.Random(5), knowledge._playout_moves)
        b = presumed_move(other, known, 3, random.Random(5), knowledge._playout_moves)
        assert a == b
        # The omniscient choice (best in the world itself) does tell them apart sometimes:
        # without that the comparison above would prove nothing.
        moves = x.moves()
        best = [max(zip(knowledge._playout_moves(y, 1 - me, moves), moves))[1]
                for y in (x, other)]
        omniscient_differs += best[0] != best[1]
    assert omniscient_differs > 0


def test_a_fair_opponent_is_worth_no_less_than_an_omniscient_one() -> None:
    """Where the world is solved (two talon cards), PIMC's opponent answers our lead knowing
    our hand; PV's answers by what he saw. His presumed answer is one of his answers, so the
    value is never lower than the omniscient minimum, and in some worlds it is higher."""
    plain = MasterKnowledge(TRADITIONAL, MasterConfig(inference=False))
    pv = MasterKnowledge(TRADITIONAL, PV)
    higher = compared = 0
    for deal in range(120):
        state = GAME.new_deal(TRADITIONAL, 2, deal % 2, 500 + deal)
        rng = random.Random(deal)
        while not state.is_over and not (state.talon_size == 2 and state.core.lead < 0
                                         and state.talon_state == 0):
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        view = state.view(state.current_player)
        moves = tuple(move_of(a) for a in plain.root_actions(view))
        pv.sample(view, random.Random(0))  # the decision's view, as the search sets it
        for k in range(3):
            world = HiddenCards(TRADITIONAL, view).sample(random.Random(k))
            a = plain.solve(world.clone(), view.seat, moves)
            b = pv.solve(world.clone(), view.seat, moves)
            assert a is not None and b is not None
            for m, x, y in zip(moves, a, b):
                if m < 52:
                    assert y >= x - 1e-9
                    higher += y > x + 1e-9
                    compared += 1
                else:  # we stay on move: nothing of his is presumed
                    assert y == x
    assert compared > 50
    assert higher > 0


def test_pv_changes_some_playout_values() -> None:
    plain = MasterKnowledge(TRADITIONAL, MasterConfig(inference=False))
    pv = MasterKnowledge(TRADITIONAL, PV)
    changed = 0
    for view in _views(20, seed=6):
        pv.sample(view, random.Random(0))
        moves = tuple(move_of(a) for a in plain.root_actions(view))
        world = HiddenCards(TRADITIONAL, view).sample(random.Random(2))
        if not world.talon_open or len(world.talon) <= 2:
            continue
        a = plain.solve(world.clone(), view.seat, moves)
        b = pv.solve(world.clone(), view.seat, moves)
        assert a is not None and b is not None and len(a) == len(b)
        changed += a != b
    assert changed > 0


def test_pv_master_never_reads_a_hidden_card() -> None:
    pairs = _positions("schnapsen", "traditional", 2, 4)
    assert len(pairs) >= 6
    for i in range(0, len(pairs), 2):
        (a, seat), (b, _) = pairs[i], pairs[i + 1]
        view_a, view_b = a.view(seat), b.view(seat)
        assert view_a == view_b and a.key() != b.key()
        choices = []
        for view in (view_a, view_b):
            player = make_master(11, TRADITIONAL, MasterConfig(pv=True))
            player.budget = dataclasses.replace(player.budget, ms=1e9)
            choices.append(player.choose(view))
        assert choices[0] == choices[1]
        assert choices[0] in view_a.legal


def test_a_lead_without_announcing_makes_a_held_marriage_unlikely() -> None:
    from cardtable.ai.schnapsen_master import NO_ANNOUNCEMENT, unannounced_marriages
    from cardtable.games.schnapsen import KINGS, SchnapsenView, action_of

    checked = 0
    for deal in range(80):
        state = GAME.new_deal(TRADITIONAL, 2, 0, deal)  # seat 1 leads
        hand = state.hands[1]
        lead = next((c for c in range(52) if hand >> c & 1 and c not in KINGS
                     and c + 1 not in KINGS), None)  # neither a king nor a queen
        if lead is None:
            continue
        state.apply(str(action_of(lead)))  # no marriage announced
        view = state.view(0)
        assert isinstance(view, SchnapsenView)
        found = unannounced_marriages(view, TRADITIONAL)
        unseen = [k for k in KINGS if k // 13 != lead // 13
                  and not (view.hand >> k | view.hand >> (k - 1)) & 1]
        assert sorted(found) == sorted(unseen)
        assert all(f == NO_ANNOUNCEMENT for f in found.values())  # nothing drawn since
        knowledge = MasterKnowledge(TRADITIONAL, MasterConfig(unannounced=True))
        plain = MasterKnowledge(TRADITIONAL)
        for k in range(30):
            world = knowledge.sample(view, random.Random(k))
            plain.sample(view, random.Random(k))
            both = any(world.hands[1] >> c & 1 and world.hands[1] >> (c - 1) & 1
                       for c in found)
            ratio = knowledge.weight(world) / plain.weight(world)
            assert (ratio < 1) == both
            checked += both
    assert checked > 3
