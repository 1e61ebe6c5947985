"""A match of Schnapsen: deals in a row, the dealer's rotation, the end and the standing."""

from __future__ import annotations

from cardtable.engine.match import Match
from cardtable.engine.messages import Message
from cardtable.engine.registry import GameInfo
from cardtable.engine.start import Start
from cardtable.engine.state import DealResult
from cardtable.games.schnapsen.options import Options
from cardtable.games.schnapsen.texts import STANDING


class SchnapsenMatch(Match[Options]):
    """Deals until the session ends, counted in Bummerl (rules §3.2).

    ``to_go`` counts down from ``bummerl_target`` for each seat; the first to reach 0 wins
    the Bummerl and the other gets one (two with ``schneider_bummerl`` if he scored nothing).
    The dealer alternates every deal, across Bummerl boundaries and ties too. ``totals``
    holds every game point of the session. A match is open-ended unless ``bummerls_to_win``
    (a UI setting, not saved with the match) is set.
    """

    def __init__(self, info: GameInfo[Options], options: Options, num_seats: int, seed: int,
                 first_dealer: int | None = None, bummerls_to_win: int = 0, *,
                 start: Start | None = None) -> None:
        super().__init__(info, options, num_seats, seed, first_dealer, start=start)
        self.target: int = options.bummerl_target
        self.to_go = [self.target, self.target]
        self.bummerls = [0, 0]  # Bummerl counted against each seat
        self.bummerl_winners: list[int] = []
        self.bummerls_to_win = bummerls_to_win

    def next_dealer(self, result: DealResult) -> int:
        return 1 - self.dealer

    def add_result(self, result: DealResult) -> None:
        super().add_result(result)
        for seat in (0, 1):
            self.to_go[seat] -= result.points[seat]
        done = [s for s in (0, 1) if self.to_go[s] <= 0]
        if done:  # only one seat scores per deal, so there is one winner
            winner = done[0]
            loser = 1 - winner
            blank = self.to_go[loser] == self.target
            self.bummerls[loser] += 2 if blank and self.options.schneider_bummerl else 1
            self.bummerl_winners.append(winner)
            self.to_go = [self.target, self.target]

    def is_over(self) -> bool:
        return self.bummerls_to_win > 0 and max(self.bummerls) >= self.bummerls_to_win

    def winners(self) -> tuple[int, ...]:
        if not self.is_over():
            return ()
        return tuple(s for s in (0, 1) if self.bummerls[1 - s] >= self.bummerls_to_win)

    def standing(self) -> Message:
        return STANDING(to_go_0=self.to_go[0], to_go_1=self.to_go[1],
                         bummerl_0=self.bummerls[0], bummerl_1=self.bummerls[1])

