"""What sets Poch's easy and normal levels apart (issue 31: the levels placed apart).

Normal opens boldly (at a low chance of the best hand) but passes to another seat's bet unless
it holds four of a kind, and plays its chains by a short search; easy (:class:`PochBeginner`)
bets only with three of a kind and starts every chain with its lowest card."""

from __future__ import annotations

from dataclasses import replace

from cardtable.ai import make_player
from cardtable.ai.poch import LEVELS, SOUND, PochBeginner, PochSearchPlayer, thumb_start
from cardtable.engine import Action
from cardtable.games.poch import GAME, PRESETS, PochView
from tests.ai.test_poch_ai import _unclocked, pochen_view

QUEENS = {1: "7C 7S 8D 9H", 2: "AC AS KD 8H", 3: "QS QH QC TD", 0: "JC KC TS 9D"}


def test_normal_passes_to_another_seats_bet_unless_it_holds_four_of_a_kind() -> None:
    normal = _unclocked(make_player("poch", "normal", 1, PRESETS["seed"]))
    # P3's three queens facing P1's open of 1 (P2 passed): normal passes, strong does not.
    view = pochen_view(QUEENS, actions=("open 1", "pass"))
    assert view.seat == 3 and Action("hold") in view.legal
    assert normal.choose(view) == Action("pass")
    strong = _unclocked(make_player("poch", "strong", 1, PRESETS["seed"]))
    assert strong.choose(view) != Action("pass")
    aces = {1: "7C 7S 8D 9H", 2: "KC KS KD 8H", 3: "AS AH AC AD", 0: "JC QC TS 9D"}
    view = pochen_view(aces, actions=("open 1", "pass"))
    assert normal.choose(view).kind in ("hold", "raise")
    # With nobody's bet to answer it opens by its chance: three queens open, and so does a
    # pair of eights first to bet, which a sound player (opening at a 30 % chance) passes with.
    assert normal.choose(pochen_view(QUEENS, actions=("pass", "pass"))).kind == "open"
    eights = {1: "8S 8H QC TD", 2: "AC AS 8D 9H", 3: "KD KS 9C JD", 0: "JC QD TS 7D"}
    view = pochen_view(eights)
    assert view.seat == 1 and normal.choose(view).kind == "open"
    sound = _unclocked(PochSearchPlayer(replace(LEVELS["normal"], model=SOUND), 1,
                                        PRESETS["seed"]))
    assert sound.choose(view) == Action("pass")


def _chain_views(deals: int) -> list[PochView]:
    """Every Ausspielen decision with a choice in ``deals`` deals of four normal seats."""
    options = PRESETS["seed"]
    views = []
    for d in range(deals):
        state = GAME.new_deal(options, 4, d % 4, 100 + d)
        players = [_unclocked(make_player("poch", "normal", s, options)) for s in range(4)]
        while not state.is_over:
            view = state.view(state.current_player)
            if view.phase == "ausspielen" and len(view.legal) > 1:
                assert isinstance(view, PochView)
                views.append(view)
            state.apply(players[state.current_player].choose(view))
    return views


def test_normal_plays_its_chains_by_a_short_search_and_strong_by_a_longer_one() -> None:
    views = _chain_views(10)
    assert len(views) > 20
    normal = _unclocked(PochSearchPlayer(LEVELS["normal"], 3, PRESETS["seed"]))
    assert LEVELS["normal"].budget.worlds < LEVELS["strong"].budget.worlds
    chosen = [normal.choose(v) for v in views]
    assert any(c != thumb_start(v) for c, v in zip(chosen, views))  # not the rule of thumb
    strong = _unclocked(make_player("poch", "strong", 3, PRESETS["seed"]))
    assert any(strong.choose(v) != c for c, v in zip(chosen, views))


def test_easy_bets_only_with_three_of_a_kind_and_never_raises() -> None:
    easy = make_player("poch", "easy", 1, PRESETS["seed"])
    assert isinstance(easy, PochBeginner)
    pair_of_aces = {1: "AC AS 8D 9H", 2: "7D 8S 9C JD", 3: "QS QH QC TD", 0: "JC KC TS 9D"}
    assert easy.choose(pochen_view(pair_of_aces)) == Action("pass")
    view = pochen_view(pair_of_aces, actions=("pass", "pass"))
    assert view.seat == 3 and easy.choose(view) == Action("open", n=1)
    # Three queens facing an open of 3: hold, where the old easy raised by 2.
    view = pochen_view(pair_of_aces, actions=("open 3", "pass"))
    assert view.seat == 3 and easy.choose(view) == Action("hold")


def test_easy_starts_every_chain_with_its_lowest_card() -> None:
    views = _chain_views(3)
    easy = PochBeginner(1, PRESETS["seed"])
    for v in views:
        assert easy.choose(v) == min(v.legal, key=lambda a: a.card or 0)
    assert any(thumb_start(v) != easy.choose(v) for v in views)  # not the rule of thumb
