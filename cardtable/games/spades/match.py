"""A match of Spades: deals in a row, the dealer's rotation, the end and the standing."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.match import Match
from cardtable.engine.messages import Arg, Message
from cardtable.engine.state import DealResult
from cardtable.games.spades.options import Options, SpadesCarry
from cardtable.games.spades.rules import sides_of
from cardtable.games.spades.state import chain, side_name
from cardtable.games.spades.texts import APART, SIDE_SCORE, SIDE_SCORE_BAGS


def game_winner(options: Options, scores: Sequence[int]) -> int | None:
    """The winning side after a hand, or None: play another hand (§2.9, ties included)."""
    best = max(scores)
    decided = best >= options.target or (
        options.lose_threshold_on and min(scores) <= options.lose_threshold)
    leaders = [i for i, s in enumerate(scores) if s == best]
    return leaders[0] if decided and len(leaders) == 1 else None

class SpadesMatch(Match[Options]):
    """Hands until one side alone has the highest score at or above the target (§2.9).

    ``totals`` are each seat's side score; the side scores and bag counters travel from hand to
    hand in ``carry``.
    """

    def side_scores(self) -> list[int]:
        sides = sides_of(self.options, self.num_seats)
        carry = self.carry
        if isinstance(carry, SpadesCarry) and carry.scores:
            return list(carry.scores)
        return [0] * len(sides)

    def add_result(self, result: DealResult) -> None:
        assert isinstance(result.carry, SpadesCarry)
        scores = result.carry.scores
        sides = sides_of(self.options, self.num_seats)
        for i, members in enumerate(sides):
            for s in members:
                self.totals[s] = scores[i]

    def next_dealer(self, result: DealResult) -> int:
        """The deal passes to the left after every hand, tie-breaking hands included (§1.4)."""
        return (self.dealer + 1) % self.num_seats

    def winning_side(self) -> int | None:
        if not self.results:
            return None
        return game_winner(self.options, self.side_scores())

    def is_over(self) -> bool:
        return self.winning_side() is not None

    def winners(self) -> tuple[int, ...]:
        side = self.winning_side()
        if side is None:
            return ()
        return sides_of(self.options, self.num_seats)[side]

    def standing(self) -> Message:
        sides = sides_of(self.options, self.num_seats)
        scores = self.side_scores()
        carry = self.carry
        bags = list(carry.bags) if isinstance(carry, SpadesCarry) and carry.bags else \
            [0] * len(sides)
        parts: list[Arg] = []
        for i, members in enumerate(sides):
            if self.options.bags_penalty:
                parts.append(SIDE_SCORE_BAGS(side=side_name(members), score=scores[i],
                                              bags=bags[i]))
            else:
                parts.append(SIDE_SCORE(side=side_name(members), score=scores[i]))
        standing = chain(APART, parts)
        assert isinstance(standing, Message)
        return standing

