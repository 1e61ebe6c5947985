"""A lean model of the play of one Spades hand for search: bitmask hands, int cards.

Only the trick play is modelled (bids are fixed by then); hands are scored with the game's
own :func:`cardtable.games.spades.score_side`. ``tests/ai/test_spades_model.py`` plays
seeded random hands through this model and the engine and compares them move by move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from cardtable.cards import JOKER_MASK, SUIT_MASKS
from cardtable.engine.action import Action

SPADE_SUIT: Final = SUIT_MASKS[3] | JOKER_MASK
PLAY_ACTIONS: Final = [Action("play", card=c) for c in range(54)]


def suit_mask_of(c: int) -> int:
    """The suit a card follows as (jokers are spades)."""
    return SPADE_SUIT if c >= 39 else SUIT_MASKS[c // 13]


@dataclass(frozen=True)
class PlayRules:
    num_seats: int
    tricks: int  # T
    spades_lead: str = "after_broken"
    first_trick_no_spades: bool = False
    lowest_club_lead: bool = False
    options: Any = None
    sides: tuple[tuple[int, ...], ...] = ()
    side_of: tuple[int, ...] = ()
    bags: tuple[int, ...] = ()

    @staticmethod
    def from_view(view: Any, options: Any) -> PlayRules:
        n = view.num_seats
        side_of = [0] * n
        for i, members in enumerate(view.sides):
            for s in members:
                side_of[s] = i
        return PlayRules(n, view.tricks_per_hand, getattr(options, "spades_lead", "after_broken"),
                         bool(getattr(options, "first_trick_no_spades", False)),
                         getattr(options, "first_lead", "eldest") == "lowest_club", options,
                         tuple(view.sides), tuple(side_of), tuple(view.bags))


class SpadesWorld:
    """The play of a hand with every card placed."""

    __slots__ = (
        "bids",
        "blind",
        "broken",
        "done",
        "hands",
        "leader",
        "led_mask",
        "rules",
        "to_move",
        "trick",
        "trick_mask",
        "won",
    )

    def __init__(self, rules: PlayRules, hands: list[int], bids: tuple[int, ...],
                 blind: tuple[bool, ...], leader: int) -> None:
        self.rules = rules
        self.hands = hands
        self.trick: list[int] = []
        self.trick_mask = 0
        self.leader = leader
        self.to_move = leader
        self.led_mask = 0
        self.broken = False
        self.won = [0] * rules.num_seats
        self.done = 0  # tricks completed
        self.bids = bids
        self.blind = blind

    def clone(self) -> SpadesWorld:
        w = SpadesWorld.__new__(SpadesWorld)
        w.rules, w.hands, w.trick = self.rules, self.hands[:], self.trick[:]
        w.trick_mask, w.leader, w.to_move = self.trick_mask, self.leader, self.to_move
        w.led_mask, w.broken, w.won, w.done = self.led_mask, self.broken, self.won[:], self.done
        w.bids, w.blind = self.bids, self.blind
        return w

    def hand(self, seat: int) -> int:
        return self.hands[seat]

    @property
    def is_over(self) -> bool:
        return self.done >= self.rules.tricks

    @property
    def current_player(self) -> int:
        return -1 if self.is_over else self.to_move

    def legal_cards(self) -> int:
        hand = self.hands[self.to_move]
        r = self.rules
        if self.trick:
            follow = hand & self.led_mask
            if follow:
                return follow
            if self.done == 0 and r.first_trick_no_spades and hand & ~SPADE_SUIT:
                return hand & ~SPADE_SUIT
            return hand
        if self.done == 0 and r.lowest_club_lead:
            clubs = 0
            for h in self.hands:
                clubs |= h
            clubs &= SUIT_MASKS[0]
            return clubs & -clubs
        if r.spades_lead == "anytime" or not hand & ~SPADE_SUIT:
            return hand
        if r.spades_lead == "after_broken" and self.broken:
            return hand
        return hand & ~SPADE_SUIT

    def moves(self) -> list[int]:
        cs, out = self.legal_cards(), []
        while cs:
            low = cs & -cs
            out.append(low.bit_length() - 1)
            cs ^= low
        return out

    def legal_actions(self) -> list[Action]:
        return [PLAY_ACTIONS[c] for c in self.moves()]

    def apply_unchecked(self, action: Action) -> None:
        assert action.card is not None
        self.play(action.card)

    def play(self, c: int) -> None:
        seat, bitc = self.to_move, 1 << c
        self.hands[seat] ^= bitc
        if not self.trick:
            self.led_mask = suit_mask_of(c)
        self.trick.append(c)
        self.trick_mask |= bitc
        if bitc & SPADE_SUIT:
            self.broken = True
        n = self.rules.num_seats
        if len(self.trick) < n:
            self.to_move = (seat + 1) % n
            return
        self.leader = self.to_move = self.winner_so_far()
        self.won[self.leader] += 1
        self.done += 1
        self.trick = []
        self.trick_mask = 0

    def winning_card(self) -> int:
        """The card winning the trick so far (-1 if nothing is led)."""
        if not self.trick:
            return -1
        m = self.trick_mask
        return ((m & SPADE_SUIT) or (m & self.led_mask)).bit_length() - 1

    def winner_so_far(self) -> int:
        best = self.winning_card()
        return (self.leader + self.trick.index(best)) % self.rules.num_seats

    def side_points(self) -> list[int]:
        """Each side's score for the hand (rules §2.8, with the bags carried in)."""
        from cardtable.games.spades import score_side

        r = self.rules
        return [score_side(r.options, members, self.bids, self.blind, self.won, r.bags[i])[0]
                for i, members in enumerate(r.sides)]

    def value(self, seat: int) -> float:
        """The seat's side points minus the mean of the other sides' (what wins the game)."""
        pts = self.side_points()
        mine = self.rules.side_of[seat]
        others = [p for i, p in enumerate(pts) if i != mine]
        return pts[mine] - (sum(others) / len(others) if others else 0.0)
