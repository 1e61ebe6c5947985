"""A lean model of one Schnapsen deal for search: bitmask hands, a tuple talon, int moves.

The engine's ``SchnapsenState`` records events and history and checks every action; the
search plays hundreds of thousands of moves per decision and needs none of that. This model
implements the same rules (``shared/rules/schnapsen.md``, auto claim mode) for every option
the search must know, and a test plays seeded random deals through both and compares the
legal moves and the results at every step (``tests/ai/test_schnapsen_model.py``).

Moves are ints: a card (0 … 51) plays it, :data:`CLOSE`, :data:`EXCHANGE`, and
``MARRY + suit``. Values are game points for seat 0 minus game points for seat 1 would be
asymmetric, so :meth:`World.value` gives a seat's signed game points (+1 … +3 won, -1 … -3
lost, 0 for the Sixty-six 65 : 65 stand-off).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from cardtable.cards import (
    ACE,
    JACK,
    KING,
    NINE,
    QUEEN,
    SUIT_MASKS,
    TEN,
    card,
    card_list,
    rank_of,
    suit_of,
)
from cardtable.engine.action import Action

CLOSE: Final = 60
EXCHANGE: Final = 61
MARRY: Final = 64  # + suit

POINTS: Final = {ACE: 11, TEN: 10, KING: 4, QUEEN: 3, JACK: 2, NINE: 0}
STRENGTH: Final = {ACE: 5, TEN: 4, KING: 3, QUEEN: 2, JACK: 1, NINE: 0}
CARD_POINTS: Final = [POINTS.get(rank_of(c), 0) for c in range(52)]
CARD_STRENGTH: Final = [STRENGTH.get(rank_of(c), -1) for c in range(52)]
# Cards of each suit stronger than a card (strict follow "head the trick").
STRONGER: Final = [sum(1 << d for d in range(52) if d // 13 == c // 13
                       and CARD_STRENGTH[d] > CARD_STRENGTH[c]) for c in range(52)]
KINGS: Final = [card(s, KING) for s in range(4)]
QUEENS: Final = [card(s, QUEEN) for s in range(4)]

PLAY_ACTIONS: Final = [Action("play", card=c) for c in range(54)]
MOVE_OF_ACTION: dict[Action, int] = {a: c for c, a in enumerate(PLAY_ACTIONS)}
MOVE_OF_ACTION[Action("close")] = CLOSE
MOVE_OF_ACTION[Action("exchange")] = EXCHANGE
for _s in range(4):
    MOVE_OF_ACTION[Action("marry", suit=_s)] = MARRY + _s
ACTION_OF_MOVE: Final = {m: a for a, m in MOVE_OF_ACTION.items()}


@dataclass(frozen=True)
class Rules:
    """The options the search must model, read from the game's ``Options``."""

    trump: int
    exchange_rank: int = JACK
    exchange_requires_trick: bool = False
    exchange_min_talon: int = 2
    closing_enabled: bool = True
    close_min_talon: int = 2
    marriage_on_first_lead: bool = True
    marriages_after_close: bool = True
    king_only: bool = False
    pending_until_next_win: bool = False
    claim_after_marriage: bool = True
    closing_at_end: bool = False
    last_trick_bonus: int = 0
    tie_carry: bool = False

    @staticmethod
    def from_options(options: Any, trump: int) -> Rules:
        def g(name: str, default: Any) -> Any:
            return getattr(options, name, default)

        sixty_six = g("deck", "schnapsen20") == "sixty_six"
        return Rules(
            trump=trump,
            exchange_rank=NINE if sixty_six else JACK,
            exchange_requires_trick=bool(g("exchange_requires_trick", False)),
            exchange_min_talon=int(g("exchange_min_talon", 2)),
            closing_enabled=bool(g("closing_enabled", True)),
            close_min_talon=int(g("close_min_talon", 2)),
            marriage_on_first_lead=bool(g("marriage_on_first_lead", True)),
            marriages_after_close=bool(g("marriages_after_close", True)),
            king_only=g("marriage_lead_card", "either") == "king_only",
            pending_until_next_win=g("marriage_points_timing", "") == "pending_until_next_win",
            claim_after_marriage=bool(g("claim_after_marriage", True)),
            closing_at_end=g("closing_scoring", "viennese") == "at_end",
            last_trick_bonus=int(g("last_trick_bonus", 0)),
            tie_carry=g("tie_65", "last_trick_wins") == "carry",
        )


class World:
    """One deal with every card placed. Seats are 0 and 1; ``talon[-1]`` is the trump card."""

    __slots__ = (
        "closer",
        "credited",
        "game_points",
        "hands",
        "last_winner",
        "lead",
        "leader",
        "married",
        "pending",
        "points",
        "rules",
        "snap_score",
        "snap_trick",
        "talon",
        "to_move",
        "tricks",
        "winner",
    )

    def __init__(self, rules: Rules, hands: list[int], talon: tuple[int, ...], leader: int) -> None:
        self.rules = rules
        self.hands = hands
        self.talon = talon
        self.closer = -1
        self.snap_score = 0
        self.snap_trick = False
        self.points = [0, 0]  # card points of tricks won
        self.tricks = [0, 0]
        self.credited = [0, 0]  # marriage points that count
        self.pending = [0, 0]  # marriage points waiting for a won trick
        self.leader = leader
        self.to_move = leader
        self.lead = -1  # the card led to the current trick
        self.married = -1  # suit declared in this pre-lead window
        self.winner = -1
        self.game_points = 0
        self.last_winner = -1

    def clone(self) -> World:
        w = World.__new__(World)
        w.rules = self.rules
        w.hands = self.hands[:]
        w.talon = self.talon
        w.closer, w.snap_score, w.snap_trick = self.closer, self.snap_score, self.snap_trick
        w.points = self.points[:]
        w.tricks = self.tricks[:]
        w.credited = self.credited[:]
        w.pending = self.pending[:]
        w.leader, w.to_move, w.lead, w.married = self.leader, self.to_move, self.lead, self.married
        w.winner, w.game_points, w.last_winner = self.winner, self.game_points, self.last_winner
        return w

    # --- facts -------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winner != -1 or self.game_points == -9  # -9: the 65 : 65 stand-off

    @property
    def current_player(self) -> int:
        return -1 if self.is_over else self.to_move

    @property
    def talon_open(self) -> bool:
        return self.closer == -1 and len(self.talon) > 0

    def hand(self, seat: int) -> int:
        return self.hands[seat]

    def score(self, seat: int) -> int:
        """Card points plus the marriages that count (rules §2.1)."""
        return self.points[seat] + self.credited[seat]

    def key(self) -> tuple[Any, ...]:
        # The trump suit is part of the key: the solver's table outlives a deal.
        return (self.rules.trump, self.hands[0], self.hands[1], self.talon, self.closer,
                self.snap_score, self.snap_trick, self.points[0], self.points[1],
                self.tricks[0] > 0, self.tricks[1] > 0, self.credited[0], self.credited[1],
                self.pending[0], self.pending[1], self.to_move, self.lead, self.married)

    def value(self, seat: int) -> int:
        """Signed game points of a finished deal for ``seat``."""
        if self.winner == -1:
            return 0
        return self.game_points if self.winner == seat else -self.game_points

    # --- moves -------------------------------------------------------------------------------
    def moves(self) -> list[int]:
        if self.is_over:
            return []
        hand = self.hands[self.to_move]
        if self.lead >= 0:
            return card_list(self._follow_set(hand))
        if self.married >= 0:
            s = self.married
            return [KINGS[s]] if self.rules.king_only else [QUEENS[s], KINGS[s]]
        return self._lead_options(hand) + card_list(hand)

    def _follow_set(self, hand: int) -> int:
        if self.talon_open:
            return hand
        led = self.lead
        same = hand & SUIT_MASKS[led // 13]
        if same:
            return (same & STRONGER[led]) or same
        trump = self.rules.trump
        if led // 13 != trump and hand & SUIT_MASKS[trump]:
            return hand & SUIT_MASKS[trump]
        return hand

    def _lead_options(self, hand: int) -> list[int]:
        r, p, out = self.rules, self.to_move, []
        has_trick = self.tricks[p] > 0
        if self.talon_open:
            jack = card(r.trump, r.exchange_rank)
            if (hand >> jack & 1 and len(self.talon) >= r.exchange_min_talon
                    and (has_trick or not r.exchange_requires_trick)):
                out.append(EXCHANGE)
            if r.closing_enabled and len(self.talon) >= r.close_min_talon:
                out.append(CLOSE)
        if (has_trick or r.marriage_on_first_lead) and (self.talon_open or r.marriages_after_close):
            for s in range(4):
                if hand >> KINGS[s] & 1 and hand >> QUEENS[s] & 1:
                    out.append(MARRY + s)
        return out

    def legal_actions(self) -> list[Action]:
        return [ACTION_OF_MOVE[m] for m in self.moves()]

    def apply_unchecked(self, action: Action) -> None:
        self.play(MOVE_OF_ACTION[action])

    def play(self, m: int) -> None:
        p = self.to_move
        if m < 52:
            self.hands[p] &= ~(1 << m)
            if self.lead < 0:
                self.lead, self.married, self.to_move = m, -1, 1 - p
            else:
                self._resolve(m)
        elif m == CLOSE:
            o = 1 - p
            self.closer, self.snap_score, self.snap_trick = p, self.score(o), self.tricks[o] > 0
        elif m == EXCHANGE:
            jack = card(self.rules.trump, self.rules.exchange_rank)
            self.hands[p] = self.hands[p] & ~(1 << jack) | 1 << self.talon[-1]
            self.talon = self.talon[:-1] + (jack,)
        else:
            self._declare(p, m - MARRY)

    def _declare(self, p: int, suit: int) -> None:
        self.married = suit
        value = 40 if suit == self.rules.trump else 20
        if self.tricks[p] and not self.rules.pending_until_next_win:
            self.credited[p] += value
            if self.rules.claim_after_marriage and self.score(p) >= 66:
                self._goes_out(p)
        else:
            self.pending[p] += value

    def _resolve(self, follow: int) -> None:
        led, leader = self.lead, self.leader
        ls, fs = led // 13, follow // 13
        if fs == ls:
            w = 1 - leader if CARD_STRENGTH[follow] > CARD_STRENGTH[led] else leader
        else:
            w = 1 - leader if fs == self.rules.trump else leader
        self.points[w] += CARD_POINTS[led] + CARD_POINTS[follow]
        self.tricks[w] += 1
        self.credited[w] += self.pending[w]
        self.pending[w] = 0
        self.leader = self.to_move = w
        self.lead = -1
        self.last_winner = w
        last = not self.hands[0] and not self.hands[1]
        if last and self.closer == -1 and self.rules.last_trick_bonus:
            self.points[w] += self.rules.last_trick_bonus
        if self.score(w) >= 66:
            self._goes_out(w)
            return
        if last:
            self._cards_run_out(w)
            return
        if self.talon_open:
            t = self.talon
            self.hands[w] |= 1 << t[0]
            self.hands[1 - w] |= 1 << t[1]
            self.talon = t[2:]

    # --- scoring (rules §3.1) -----------------------------------------------------------------
    def _goes_out(self, w: int) -> None:
        o, closer = 1 - w, self.closer
        self.winner = w
        if closer == w and not self.rules.closing_at_end:  # R2, Viennese
            self.game_points = 3 if not self.snap_trick else 2 if self.snap_score < 33 else 1
        elif closer == o:  # R3: the non-closer goes out first
            self.game_points = 2 if self._winner_had_trick_at_close(w) else 3
        else:  # R1
            self.game_points = (3 if not self.tricks[o] else 2 if self.score(o) < 33 else 1)

    def _winner_had_trick_at_close(self, w: int) -> bool:
        # The snapshot is the non-closer's, i.e. w's, when w did not close.
        return self.snap_trick

    def _cards_run_out(self, last: int) -> None:
        if self.closer != -1:  # R4: the closer failed
            w = 1 - self.closer
            self.winner = w
            self.game_points = 2 if self.snap_trick else 3
            return
        if self.rules.last_trick_bonus and self.score(0) == 65 and self.score(1) == 65 \
                and self.rules.tie_carry:
            self.game_points = -9
            return
        self.winner, self.game_points = last, 1  # R5


def deal_world(rules: Rules, deck: list[int], dealer: int) -> World:
    """The world of a fresh deal from an explicit pack order (rules §1.4 / §4 ``deck``)."""
    forehand = 1 - dealer
    hands = [0, 0]
    if len(deck) == 24:
        batches = [(forehand, deck[0:3]), (dealer, deck[3:6]), (forehand, deck[6:9]),
                   (dealer, deck[9:12])]
        trump_card, rest = deck[12], deck[13:]
    else:
        batches = [(forehand, deck[0:3]), (dealer, deck[3:6]), (forehand, deck[7:9]),
                   (dealer, deck[9:11])]
        trump_card, rest = deck[6], deck[11:]
    for seat, cards in batches:
        for c in cards:
            hands[seat] |= 1 << c
    return World(rules, hands, tuple(rest) + (trump_card,), forehand)


def suit_cards(hand: int, suit: int) -> int:
    return hand & SUIT_MASKS[suit]


def strength(c: int) -> int:
    return CARD_STRENGTH[c]


def is_trump(c: int, trump: int) -> bool:
    return suit_of(c) == trump


# --- alpha-beta ---------------------------------------------------------------------------------

INF: Final = 1_000.0


class Solver:
    """Alpha-beta on game points over a :class:`World` (every card placed).

    Exact when ``depth`` is None; otherwise moves beyond ``depth`` are scored by ``evaluate``
    (a function of the world and the seat to move). The transposition table is keyed by
    :meth:`World.key` and the remaining depth, and kept across calls on related worlds.
    """

    def __init__(self, evaluate: Any = None) -> None:
        self.evaluate = evaluate
        self.table: dict[tuple[Any, ...], tuple[float, int]] = {}
        self.nodes = 0

    def root_values(self, world: World, seat: int, moves: list[int],
                    depth: int | None = None) -> list[float]:
        """The value for ``seat`` of each root move (exact values, not just bounds)."""
        out = []
        for m in moves:
            child = world.clone()
            child.play(m)
            if child.is_over:
                out.append(float(child.value(seat)))
                continue
            v = self.search(child, -INF, INF, depth)
            out.append(v if child.to_move == seat else -v)
        return out

    def search(self, w: World, alpha: float, beta: float, depth: int | None) -> float:
        """Value of ``w`` for the seat to move (for a finished world: for the last leader)."""
        self.nodes += 1
        if w.is_over:
            return w.value(w.to_move)
        if depth is not None and depth <= 0:
            return float(self.evaluate(w, w.to_move))
        key = w.key()
        hit = self.table.get(key)
        if hit is not None and (depth is None or hit[1] >= depth):
            return hit[0]
        mover, best = w.to_move, -INF
        a0 = alpha
        for m in _ordered(w, w.moves()):
            child = w.clone()
            child.play(m)
            nd = None if depth is None else depth - 1
            if child.is_over:
                v = float(child.value(mover))
            elif child.to_move == mover:
                v = self.search(child, alpha, beta, nd)
            else:
                v = -self.search(child, -beta, -alpha, nd)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        if a0 < best < beta:  # exact: safe to reuse whatever the window
            self.table[key] = (best, 1_000 if depth is None else depth)
        return best


def _ordered(w: World, moves: list[int]) -> list[int]:
    # Marriages, exchanges and closes first, then valuable cards: good moves early prune more.
    if len(moves) < 3:
        return moves
    return sorted(moves, key=lambda m: -100 if m >= 52 else -CARD_POINTS[m])
