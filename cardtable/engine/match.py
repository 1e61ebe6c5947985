"""A match: many deals of one game, the dealer rotating, scores running, until someone wins.

Games with their own match rules (the Schnapsen Bummerl, Spades targets and ties) derive
from :class:`Match` and override :meth:`is_over`, :meth:`winners` and :meth:`next_dealer`.
A match serialises to JSON as its deal records and replays from them.
"""

from __future__ import annotations

import json
from typing import Any

from cardtable.cards import DealRng, shuffled
from cardtable.engine.errors import CardtableError, OptionsError, RecordError
from cardtable.engine.options import options_to_dict
from cardtable.engine.record import DealRecord, load_json
from cardtable.engine.registry import GameInfo, get_game
from cardtable.engine.state import DealResult, GameState

MATCH_FORMAT = 1


class Match:
    """Deals played one after another; ``totals`` is the running score of each seat."""

    def __init__(self, info: GameInfo, options: Any, num_seats: int, seed: int,
                 first_dealer: int | None = None) -> None:
        info.check_seats(num_seats)
        self.info = info
        self.options = options
        self.num_seats = num_seats
        self.seed = seed
        self._rng = DealRng(seed)
        if first_dealer is not None and not 0 <= first_dealer < num_seats:
            raise OptionsError(f"the first dealer must be a seat from 0 to {num_seats - 1}")
        # Always draw, so that a match given its first dealer (a reload) shuffles the same decks.
        drawn = self._rng.below(num_seats)
        self.first_dealer = drawn if first_dealer is None else first_dealer
        self.dealer = self.first_dealer
        self.carry: dict[str, Any] = {}
        self.totals = [0] * num_seats
        self.results: list[DealResult] = []
        self.records: list[DealRecord] = []
        self.state: GameState | None = None

    # --- overridable rules ----------------------------------------------------------------
    def next_dealer(self, result: DealResult) -> int:
        return (self.dealer + 1) % self.num_seats

    def is_over(self) -> bool:
        return False

    def winners(self) -> tuple[int, ...]:
        return ()

    def add_result(self, result: DealResult) -> None:
        for seat, pts in enumerate(result.points):
            self.totals[seat] += pts

    def standing(self) -> str:
        """One line for the status bar."""
        return "  ".join(f"{i + 1}: {t}" for i, t in enumerate(self.totals))

    # --- flow -----------------------------------------------------------------------------
    def deal_seed(self) -> int:
        return self._rng.next64()

    def start_deal(self) -> GameState:
        if self.state is not None and not self.state.is_over:
            raise RuntimeError("the current deal is not over")
        if self.is_over():
            raise RuntimeError("the match is over")
        deck = shuffled(self.info.pack(self.options, self.num_seats), self.deal_seed())
        self.state = self.info.deal(self.options, self.num_seats, self.dealer, deck,
                                    dict(self.carry))
        return self.state

    def finish_deal(self) -> DealResult:
        if self.state is None or not self.state.is_over:
            raise RuntimeError("no finished deal to score")
        result = self.state.result()
        self.records.append(self.state.record())
        self.results.append(result)
        self.add_result(result)
        self.carry = dict(result.carry)
        self.dealer = self.next_dealer(result)
        self.state = None
        return result

    # --- saving ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        current = self.state.record().to_dict() if self.state is not None else None
        return {"format": MATCH_FORMAT, "game": self.info.id,
                "options": options_to_dict(self.options), "seats": self.num_seats,
                "seed": self.seed, "first_dealer": self.first_dealer,
                "deals": [r.to_dict() for r in self.records], "current": current}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1, sort_keys=True)

    @staticmethod
    def from_json(text: str | bytes) -> Match:
        return Match.from_dict(load_json(text, "saved game"))

    @staticmethod
    def from_dict(data: Any) -> Match:
        """Rebuild a match by replaying its deals; RecordError on anything that does not fit."""
        if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
            raise RecordError("not a saved cardtable match (missing or unknown format)")
        try:
            info = get_game(str(data.get("game")))
            options = info.options_from_dict(data.get("options", {}))
            seats, seed, first = data.get("seats"), data.get("seed"), data.get("first_dealer")
            if not all(isinstance(v, int) and not isinstance(v, bool) for v in (seats, seed, first)):
                raise RecordError("seats, seed and first_dealer must be whole numbers")
            cls = info.match_type or Match
            match: Match = cls(info, options, seats, seed, first)
            deals = data.get("deals", [])
            if not isinstance(deals, list):
                raise RecordError("'deals' must be a list")
            for raw in deals:
                match._replay_deal(DealRecord.from_dict(raw), finished=True)
            current = data.get("current")
            if current is not None:
                match._replay_deal(DealRecord.from_dict(current), finished=False)
        except RecordError:
            raise
        except CardtableError as exc:
            raise RecordError(str(exc)) from None
        return match

    def _replay_deal(self, record: DealRecord, finished: bool) -> None:
        expected = shuffled(self.info.pack(self.options, self.num_seats), self.deal_seed())
        if tuple(expected) != record.deck or record.dealer != self.dealer:
            raise RecordError(f"deal {len(self.records) + 1} does not belong to this match")
        state = record.replay()
        if finished and not state.is_over:
            raise RecordError(f"deal {len(self.records) + 1} is recorded as finished but is not")
        self.state = state
        if finished:
            self.finish_deal()
