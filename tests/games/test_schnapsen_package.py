"""Our ``vu_compat`` preset against the PyPI package ``schnapsen`` 0.0.5 (rules §7).

The package plays a deal while two mirror bots replay every one of its moves in our engine:
at each decision both engines must offer the same moves, and at the end both must name the
same winner and the same game points. Skipped when the package is not installed (it is in
the ``bench`` extra).
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.cards import card, card_str, parse_card
from cardtable.engine import Action
from cardtable.games.schnapsen import GAME, PRESETS, SchnapsenState
from tests.conftest import peer

pkg_game = peer("schnapsen.game")
pkg_deck = peer("schnapsen.deck")

_SUITS = {"C": "CLUBS", "D": "DIAMONDS", "H": "HEARTS", "S": "SPADES"}
_RANKS = {"A": "ACE", "T": "TEN", "K": "KING", "Q": "QUEEN", "J": "JACK"}


def to_package(c: int) -> Any:
    text = card_str(c)
    return pkg_deck.Card.get_card(pkg_deck.Rank[_RANKS[text[0]]], pkg_deck.Suit[_SUITS[text[1]]])


def from_package(pc: Any) -> int:
    rank = {v: k for k, v in _RANKS.items()}[pc.rank.name]
    suit = {v: k for k, v in _SUITS.items()}[pc.suit.name]
    return parse_card(rank + suit)


def move_text(move: Any) -> str:
    """A package move in our notation (a marriage is our 'marry X' followed by its king)."""
    if move.is_trump_exchange():
        return "exchange"
    if move.is_marriage():
        return "marry " + card_str(from_package(move.king_card))[1]
    return card_str(from_package(move.card))


class MirrorBot(pkg_game.Bot):  # type: ignore[misc]
    """Picks a random move of the package's, checking and replaying it in our engine."""

    def __init__(self, seat: int, table: dict[str, Any]) -> None:
        super().__init__(f"seat {seat}")
        self.seat, self.table = seat, table

    def get_move(self, perspective: Any, leader_move: Any) -> Any:
        state: SchnapsenState = self.table["state"]
        assert not state.is_over and state.current_player == self.seat
        moves = {move_text(m): m for m in perspective.valid_moves()}
        ours = {str(a) for a in state.legal_actions()}
        assert set(moves) == ours, (self.table["seed"], sorted(moves), sorted(ours))
        text = self.table["rng"].choice(sorted(moves))
        state.apply(text)
        if text.startswith("marry"):  # the package's marriage move also leads the king
            assert state.marriage_suit >= 0
            state.apply(Action("play", card=card(state.marriage_suit, 13)))
        return moves[text]


def play_both(seed: int) -> tuple[SchnapsenState, Any, int]:
    ours = GAME.new_deal(PRESETS["vu_compat"], 2, 0, seed)
    assert isinstance(ours, SchnapsenState)
    table: dict[str, Any] = {"state": ours, "rng": random.Random(seed), "seed": seed}
    forehand, dealer = MirrorBot(1, table), MirrorBot(0, table)
    hands = [pkg_game.Hand([to_package(c) for c in range(52) if ours.hands[s] >> c & 1])
             for s in (0, 1)]
    talon = pkg_game.Talon([to_package(c) for c in ours.talon])
    start = pkg_game.GameState(leader=pkg_game.BotState(implementation=forehand, hand=hands[1]),
                               follower=pkg_game.BotState(implementation=dealer, hand=hands[0]),
                               talon=talon, previous=None)
    engine = pkg_game.SchnapsenGamePlayEngine()
    winner, points, _ = engine.play_game_from_state(game_state=start, leader_move=None)
    return ours, winner, points


def test_vu_compat_plays_like_the_package() -> None:
    for seed in range(300):
        ours, winner, points = play_both(seed)
        assert ours.is_over, seed
        result = ours.result()
        assert result.winners == (winner.seat,), seed
        assert result.points[winner.seat] == points, seed
