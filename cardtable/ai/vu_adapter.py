"""Run our Schnapsen players inside the PyPI package ``schnapsen`` 0.0.5 (rules §7).

The package's engine deals and referees; our player sits in it as a package ``Bot``. On every
request the adapter rebuilds its seat's picture as our engine sees it: a ``SchnapsenState``
under the ``vu_compat`` preset dealt from the same pack, with every completed trick of the
package's history (and the leader's move of the current trick) replayed into it as our rules
core's moves (a package marriage is our announcement and the king's lead). Our player
receives only ``state.view(seat)``; its action is translated back to a package move, which
must be one of the package's valid moves (a rules mismatch stops the game loudly).

Requires ``pip install schnapsen==0.0.5``; imported only by benchmarks and a skipped-if-absent test.
"""

from __future__ import annotations

import random
import time
from typing import Any

from schnapsen.deck import Card as VCard
from schnapsen.deck import Rank, Suit
from schnapsen.game import (
    Bot,
    BotState,
    GameState,
    Hand,
    Marriage,
    Move,
    PlayerPerspective,
    RegularMove,
    SchnapsenGamePlayEngine,
    Talon,
    TrumpExchange,
)

from cardtable.ai.player import Player
from cardtable.cards import card, rank_of, suit_of
from cardtable.engine.carry import Carry
from cardtable.games.schnapsen import (
    EXCHANGE,
    GAME,
    KINGS,
    MARRY,
    PRESETS,
    QUEENS,
    SchnapsenState,
    action_of,
    move_of,
)

VU_OPTIONS = PRESETS["vu_compat"]
_SUIT = {0: Suit.CLUBS, 1: Suit.DIAMONDS, 2: Suit.HEARTS, 3: Suit.SPADES}
_RANK = {14: Rank.ACE, 10: Rank.TEN, 13: Rank.KING, 12: Rank.QUEEN, 11: Rank.JACK}
_OUR_SUIT = {v: k for k, v in _SUIT.items()}
_OUR_RANK = {v: k for k, v in _RANK.items()}
FIRST_LEADER_SEAT = 0  # our forehand = the package's bot1; so our dealer is seat 1
DEALER = 1


def to_vu(c: int) -> VCard:
    return VCard.get_card(_RANK[rank_of(c)], _SUIT[suit_of(c)])


def from_vu(c: VCard) -> int:
    return card(_OUR_SUIT[c.suit], _OUR_RANK[c.rank])


def package_order(deck: list[int] | tuple[int, ...]) -> list[int]:
    """Our canonical pack order (rules §1.4) as the package's dealing order (rules §7.3)."""
    d = list(deck)
    return [d[0], d[3], d[1], d[4], d[2], d[5], d[7], d[9], d[8], d[10]] + d[11:20] + [d[6]]


def initial_state(deck: list[int] | tuple[int, ...], bot1: Bot, bot2: Bot) -> GameState:
    p = [to_vu(c) for c in package_order(deck)]
    leader = BotState(implementation=bot1, hand=Hand(p[0:10:2], max_size=5))
    follower = BotState(implementation=bot2, hand=Hand(p[1:10:2], max_size=5))
    return GameState(leader=leader, follower=follower, talon=Talon(p[10:]), previous=None)


def _our_moves(move: Move) -> list[int]:
    """A package move as our core's moves (its marriage announces and leads the king)."""
    if move.is_trump_exchange():
        return [EXCHANGE]
    if move.is_marriage():
        m = move.as_marriage()
        return [MARRY + _OUR_SUIT[m.suit], from_vu(m.king_card)]
    return [from_vu(move.as_regular_move().card)]


def _apply_move(state: SchnapsenState, move: Move) -> None:
    for ours in _our_moves(move):
        state.apply(action_of(ours))


class CardtableBot(Bot):
    """One of our players as a package bot; it sees only our engine's view of its seat."""

    def __init__(self, player: Player, deck: list[int] | tuple[int, ...], seat: int,
                 times: list[float] | None = None) -> None:
        super().__init__(f"cardtable:{getattr(player, 'name', 'player')}")
        self.player = player
        self.deck = tuple(deck)
        self.seat = seat
        self.times = times

    def _our_state(self, perspective: PlayerPerspective,
                   leader_move: Move | None) -> SchnapsenState:
        state = GAME.deal(VU_OPTIONS, 2, DEALER, self.deck, Carry())
        assert isinstance(state, SchnapsenState)
        for _, trick in perspective.get_game_history():
            if trick is None:
                continue
            if trick.is_trump_exchange():
                _apply_move(state, trick.exchange)
            else:
                _apply_move(state, trick.leader_move)
                _apply_move(state, trick.follower_move)
        if leader_move is not None:
            _apply_move(state, leader_move)
        return state

    def get_move(self, perspective: PlayerPerspective, leader_move: Move | None) -> Move:
        state = self._our_state(perspective, leader_move)
        if state.current_player != self.seat:
            raise RuntimeError(f"adapter out of step: our engine has seat {state.current_player} "
                               f"on turn, the package asks seat {self.seat}")
        view = state.view(self.seat)
        t0 = time.perf_counter()
        action = self.player.choose(view)
        elapsed = time.perf_counter() - t0
        ours = move_of(action)
        move: Move
        if MARRY <= ours < MARRY + 4:
            suit = ours - MARRY
            move = Marriage(to_vu(QUEENS[suit]), to_vu(KINGS[suit]))
        elif ours == EXCHANGE:
            move = TrumpExchange(to_vu(state.exchange_card))
        elif 0 <= ours < 52:
            move = RegularMove(to_vu(ours))
        else:
            raise RuntimeError(f"{action} has no counterpart in the schnapsen package")
        if self.times is not None and len(view.legal) > 1:  # forced moves cost nothing
            self.times.append(elapsed)
        if move not in perspective.valid_moves():
            valid = perspective.valid_moves()
            raise RuntimeError(f"our {action} is not valid in the package: {valid}")
        return move


def play_vu_game(ours: Player, theirs: Bot, deck: list[int] | tuple[int, ...], ours_first: bool,
                 times: list[float] | None = None) -> tuple[bool, int]:
    """One deal in the package's engine; (did ours win, game points of the winner)."""
    engine = SchnapsenGamePlayEngine()
    seat = FIRST_LEADER_SEAT if ours_first else 1 - FIRST_LEADER_SEAT
    bot = CardtableBot(ours, deck, seat, times)
    bot1, bot2 = (bot, theirs) if ours_first else (theirs, bot)
    winner, points, _ = engine.play_game_from_state(initial_state(deck, bot1, bot2), None)
    return winner is bot, points


def package_bot(name: str, seed: int) -> Bot:
    """The package's own bots by name: rand, bully, rdeep (16 samples, depth 4)."""
    from schnapsen.bots import BullyBot, RandBot, RdeepBot

    rng = random.Random(seed)
    if name == "rand":
        return RandBot(rng)
    if name == "bully":
        return BullyBot(rng)
    if name == "rdeep":
        return RdeepBot(num_samples=16, depth=4, rand=rng)
    raise ValueError(f"unknown package bot {name!r}")


def schnapsen_deck(seed: int) -> list[int]:
    from cardtable.cards import shuffled

    return shuffled(GAME.pack(VU_OPTIONS, 2), seed)


__all__ = [
    "Any",
    "CardtableBot",
    "from_vu",
    "initial_state",
    "package_bot",
    "package_order",
    "play_vu_game",
    "schnapsen_deck",
    "to_vu",
]
