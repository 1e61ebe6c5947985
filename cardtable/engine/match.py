"""A match: many deals of one game, the dealer rotating, scores running, until someone wins.

Games with their own match rules (the Schnapsen Bummerl, Spades targets and ties, a chip
session's start balance and length) derive from :class:`Match` and override
:meth:`is_over`, :meth:`winners`, :meth:`next_dealer` and :meth:`first_carry`. A match
serialises to JSON as its deal records and replays from them.

Each deal has a seed drawn from the match's own generator, so a match replays from its seed;
a deal may instead be started from a seed of one's choosing (a numbered deal) or from a given
pack order (a test, a puzzle, a bug report): its record keeps the seed, or the pack.

A match may start from a position of its own (:class:`~cardtable.engine.start.Start`: per-seat
balances, chips already on the table, the first dealer), which a saved match writes only when
it is not the standard start, as a PGN writes ``SetUp``/``FEN``.

:func:`new_match` makes a game's match (``GameInfo.match_type``) and is the way to make one.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from cardtable.cards import DealRng, shuffled
from cardtable.engine.carry import Carry
from cardtable.engine.chips import ChipMove, Chips
from cardtable.engine.errors import CardtableError, OptionsError, RecordError
from cardtable.engine.events import Event
from cardtable.engine.messages import Message, Text
from cardtable.engine.options import options_to_dict
from cardtable.engine.record import DealRecord, load_json, record_of
from cardtable.engine.registry import GameInfo
from cardtable.engine.start import Start
from cardtable.engine.state import DealResult, GameState

O = TypeVar("O")
MATCH_FORMAT = 1
MAX_DEALS = 10_000

_TOTALS = Text("engine", "{line}")


def new_match(info: GameInfo[O], options: O, num_seats: int, seed: int,
              first_dealer: int | None = None, start: Start | None = None) -> Match[O]:
    """A new match of ``info``'s game (its ``match_type``), from the standard start or
    ``start``; OptionsError if the seats, the first dealer or the start do not fit."""
    match = info.match_type(info, options, num_seats, seed, first_dealer, start=start)
    if not isinstance(match, Match):
        raise TypeError(f"{info.id}'s match_type makes no Match")  # a game's bug
    return match


class Match(Generic[O]):
    """Deals played one after another; ``totals`` is the running score of each seat.

    ``start`` is where the match starts (:attr:`start`, checked by :meth:`checked_start`);
    its first dealer, if it names one, is the first dealer.
    """

    def __init__(self, info: GameInfo[O], options: O, num_seats: int, seed: int,
                 first_dealer: int | None = None, *, start: Start | None = None) -> None:
        info.check_seats(num_seats, options)
        self.info = info
        self.options = options
        self.num_seats = num_seats
        self.seed = seed
        self._rng = DealRng(seed)
        self.start = self.checked_start(Start() if start is None else start)
        if self.start.first_dealer is not None:
            if first_dealer is not None and first_dealer != self.start.first_dealer:
                raise OptionsError(f"two first dealers: seat {first_dealer + 1} and the "
                                   f"start's seat {self.start.first_dealer + 1}")
            first_dealer = self.start.first_dealer
        if first_dealer is not None and not 0 <= first_dealer < num_seats:
            raise OptionsError(f"the first dealer must be a seat from 0 to {num_seats - 1}")
        # Always draw, so that a match given its first dealer (a reload) shuffles the same decks.
        drawn = self._rng.below(num_seats)
        self.first_dealer = drawn if first_dealer is None else first_dealer
        self.dealer = self.first_dealer
        self.carry: Carry = self.first_carry()
        self.totals = [0] * num_seats
        self.results: list[DealResult] = []
        self.records: list[DealRecord] = []
        self.state: GameState[O] | None = None
        self.deal_seed_now: int | None = None  # the seed of the deal on the table, if any
        # What happened before the first deal, for the table to show: the cards dealt to
        # find the first dealer (Tippen deals for the first ace). Empty for most games.
        self.opening: tuple[Event, ...] = ()

    # --- overridable rules ----------------------------------------------------------------
    def checked_start(self, start: Start) -> Start:
        """``start`` if it fits this match, in its canonical form (what equals the standard
        start left out); OptionsError naming what does not fit. A match without chips takes
        a first dealer only."""
        if start.has_chips:
            raise OptionsError(f"{self.info.name} is not played for chips: its start has no "
                               "balances and nothing on the table")
        return start

    def first_carry(self) -> Carry:
        """What the first deal inherits: nothing, or the start balances of a chip game."""
        return self.info.carry_type()

    def next_dealer(self, result: DealResult) -> int:
        return (self.dealer + 1) % self.num_seats

    def is_over(self) -> bool:
        return False

    def winners(self) -> tuple[int, ...]:
        return ()

    def add_result(self, result: DealResult) -> None:
        for seat, pts in enumerate(result.points):
            self.totals[seat] += pts

    def standing(self) -> Message:
        """One line for the status bar."""
        return _TOTALS(line="  ".join(f"{i + 1}: {t}" for i, t in enumerate(self.totals)))

    def chips(self) -> Chips | None:
        """Balances and chips on the table: of the deal in play, else as the last deal left them."""
        if self.state is not None:
            return self.state.chips()
        return self.carry.chips

    # --- flow -----------------------------------------------------------------------------
    def deal_seed(self) -> int:
        return self._rng.next64()

    def start_deal(self, deck: Sequence[int] | None = None, seed: int | None = None) -> GameState[O]:
        """The next deal: shuffled from the match's next seed, from ``seed``, or ``deck``."""
        if self.state is not None and not self.state.is_over:
            raise RuntimeError("the current deal is not over")
        if self.is_over():
            raise RuntimeError("the match is over")
        drawn = self.deal_seed()  # drawn always, so later deals do not depend on the choice
        if deck is None:
            self.deal_seed_now = drawn if seed is None else seed
            deck = shuffled(self.info.pack(self.options, self.num_seats), self.deal_seed_now)
        else:
            self.deal_seed_now = None
        self.state = self.info.deal(self.options, self.num_seats, self.dealer, tuple(deck),
                                    self.carry)
        return self.state

    def finish_deal(self) -> DealResult:
        if self.state is None or not self.state.is_over:
            raise RuntimeError("no finished deal to score")
        result = self.state.result()
        self.records.append(self.current_record())
        self.results.append(result)
        self.add_result(result)
        self.carry = result.carry
        self.dealer = self.next_dealer(result)
        self.state = None
        self.deal_seed_now = None
        return result

    def current_record(self) -> DealRecord:
        assert self.state is not None
        return record_of(self.state, self.deal_seed_now)

    # --- saving ---------------------------------------------------------------------------
    def to_dict(self, sealed: bool = False) -> dict[str, Any]:
        """Plain JSON values; ``sealed``: every deal's cards and actions in the sealed form
        of :meth:`DealRecord.to_dict` (an autosave or saved game of a match in progress, so
        that a person opening the file reads no hand and no secret choice at a glance)."""
        current = (self.current_record().to_dict(sealed) if self.state is not None
                   else None)
        data = {"format": MATCH_FORMAT, "game": self.info.id,
                "options": options_to_dict(self.options), "seats": self.num_seats,
                "seed": self.seed, "first_dealer": self.first_dealer,
                "deals": [r.to_dict(sealed) for r in self.records], "current": current}
        if not self.start.is_standard:  # as a PGN writes SetUp and FEN
            data["start"] = self.start.to_dict()
        return data

    def to_json(self, sealed: bool = False) -> str:
        return json.dumps(self.to_dict(sealed), indent=1, sort_keys=True)

    @staticmethod
    def from_json(text: str | bytes, games: Callable[[str], GameInfo[Any]]) -> Match[Any]:
        return Match.from_dict(load_json(text, "saved game"), games)

    @staticmethod
    def from_dict(data: Any, games: Callable[[str], GameInfo[Any]]) -> Match[Any]:
        """Rebuild a match by replaying its deals; RecordError on anything that does not fit.

        ``games`` finds a game by its id (raising RecordError for an unknown one).
        """
        if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
            raise RecordError("not a saved cardtable match (missing or unknown format)")
        try:
            info = games(str(data.get("game"))[:40])
            options = info.options_from_dict(data.get("options", {}))
            seats, seed, first = data.get("seats"), data.get("seed"), data.get("first_dealer")
            if not (_whole(seats) and _whole(seed) and _whole(first)):
                raise RecordError("seats, seed and first_dealer must be whole numbers")
            assert isinstance(seats, int) and isinstance(seed, int) and isinstance(first, int)
            info.check_seats(seats, options)
            if not 0 <= seed < 1 << 64:
                raise RecordError("the match's seed is out of range")
            start = Start.from_dict(data["start"]) if "start" in data else None
            match = new_match(info, options, seats, seed, first, start)
            deals = data.get("deals", [])
            if not isinstance(deals, list) or len(deals) > MAX_DEALS:
                raise RecordError(f"'deals' must be a list of at most {MAX_DEALS} deals")
            for raw in deals:
                match._replay_deal(DealRecord.from_dict(raw), finished=True)
            current = data.get("current")
            if current is not None:
                match._replay_deal(DealRecord.from_dict(current), finished=False)
            match._restore(data)
        except RecordError:
            raise
        except CardtableError as exc:
            raise RecordError(str(exc)) from None
        return match

    def _restore(self, data: dict[str, Any]) -> None:
        """What a match type keeps beside its deals, read back after they are replayed."""

    def _replay_deal(self, record: DealRecord, finished: bool) -> None:
        drawn = self.deal_seed()
        number = len(self.records) + 1
        if self.is_over():
            raise RecordError(f"deal {number} comes after the end of the match")
        if record.game != self.info.id or record.num_seats != self.num_seats:
            raise RecordError(f"deal {number} is not a deal of this match")
        pack = self.info.pack(self.options, self.num_seats)
        seed: int | None
        if record.seed is not None:
            if tuple(shuffled(pack, record.seed)) != record.deck:
                raise RecordError(f"deal {number} does not match its seed")
            seed = record.seed
        elif record.deck == tuple(shuffled(pack, drawn)):
            seed = drawn  # written before deals kept their seed (format 1)
        else:
            seed = None  # a deal from a given pack
        carry = self.info.carry_type.from_dict(record.carry)
        if record.dealer != self.dealer or carry != self.carry:
            raise RecordError(f"deal {number} does not follow from the deals before it")
        state = record.replay(self.info)
        if finished and not state.is_over:
            raise RecordError(f"deal {number} is recorded as finished but is not")
        self.state = state
        self.deal_seed_now = seed
        if finished:
            self.finish_deal()


def _whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


# The options of a chip game's session (how long, for how much) as against its rules.
SESSION_FIELDS = ("start_balance", "session_deals")


class SessionOptions(Protocol):
    """The options every chip game has: the start balance and the length of a session."""

    @property
    def start_balance(self) -> int: ...

    @property
    def session_deals(self) -> int: ...  # 0: open-ended, until the players stop


S = TypeVar("S", bound=SessionOptions)


class ChipMatch(Match[S]):
    """A session of a chip game: every seat starts with ``start_balance`` (or as its
    :class:`Start` says, chips on the table too: :meth:`checked_start`); the session lasts
    ``session_deals`` deals (0: until the players stop it with :meth:`stop`). The chips of
    the deal before travel in ``carry.chips``; at the end, :meth:`leftover` says what happens
    to chips still on the table (the game's ``leftover_at_end`` rule), and the moves it makes
    are kept in :attr:`closing_moves` for the table to show. No chip is ever created or lost:
    chips nobody may claim stay where they lie.
    """

    def __init__(self, info: GameInfo[S], options: S, num_seats: int, seed: int,
                 first_dealer: int | None = None, *, start: Start | None = None) -> None:
        self.stopped = False
        self.closing_moves: tuple[ChipMove, ...] = ()
        super().__init__(info, options, num_seats, seed, first_dealer, start=start)

    # --- what a game says ---------------------------------------------------------------------
    def table_places(self) -> tuple[str, ...]:
        """The named places on the table (a pot; a Poch board's compartments), in order."""
        return ()

    def start_places(self) -> tuple[str, ...]:
        """The places a start may lay chips in (every place on the table by default)."""
        return self.table_places()

    def leftover(self, chips: Chips) -> tuple[ChipMove, ...]:
        """What happens at the end of the session to chips still on the table (none by
        default: they stay unclaimed)."""
        return ()

    # --- the session --------------------------------------------------------------------------
    def checked_start(self, start: Start) -> Start:
        """A start with a balance for every seat (or none: the options' start balance) and
        chips only in the :meth:`start_places`; balances all at the options' start balance
        are the standard start's, and left out."""
        n, places = self.num_seats, self.start_places()
        if start.balances and len(start.balances) != n:
            raise OptionsError(f"a start of {len(start.balances)} balances for {n} players")
        unknown = [name for name in start.places if name not in places]
        if unknown:
            where = ", ".join(places) if places else "nowhere on the table"
            raise OptionsError(f"a start of {self.info.name} has no chips in "
                               f"{', '.join(unknown)} (only in {where})")
        balances = start.balances
        if balances == (self.options.start_balance,) * n:
            balances = ()
        return Start(balances, {name: start.places.get(name, 0) for name in places},
                     start.first_dealer)

    def start_balances(self) -> tuple[int, ...]:
        """Every seat's balance at the start of the session."""
        return self.start.balances or (self.options.start_balance,) * self.num_seats

    def first_carry(self) -> Carry:
        places = tuple((name, self.start.places.get(name, 0)) for name in self.table_places())
        return self.info.carry_type(chips=Chips(self.start_balances(), places))

    def is_over(self) -> bool:
        n = self.options.session_deals
        return self.stopped or (n > 0 and len(self.results) >= n)

    def stop(self) -> None:
        """End an open-ended session (or one cut short) after the deal in play is scored."""
        if self.state is not None and not self.state.is_over:
            raise RuntimeError("the deal in play is not over")
        if not self.stopped:
            self.stopped = True
            self._close()

    def to_dict(self, sealed: bool = False) -> dict[str, Any]:
        data = super().to_dict(sealed)
        if self.stopped:
            data["stopped"] = True
        return data

    def _restore(self, data: dict[str, Any]) -> None:
        stopped = data.get("stopped", False)
        if not isinstance(stopped, bool):
            raise RecordError("'stopped' must be true or false")
        if stopped and not self.stopped:
            if self.state is not None and not self.state.is_over:
                raise RecordError("a session stopped in the middle of a deal")
            self.stop()

    def finish_deal(self) -> DealResult:
        result = super().finish_deal()
        if self.is_over() and not self.closing_moves:
            self._close()
        return result

    def _close(self) -> None:
        chips = self.carry.chips
        if chips is None:
            return
        self.closing_moves = self.leftover(chips)
        if self.closing_moves:
            self.carry = dataclasses.replace(self.carry, chips=chips.moved(self.closing_moves))

    def add_result(self, result: DealResult) -> None:
        """Totals are the balances' gains since the start of the session."""
        chips = result.carry.chips
        if chips is None:
            super().add_result(result)
            return
        self.totals = [b - s for b, s in zip(chips.balances, self.start_balances(), strict=True)]

    def winners(self) -> tuple[int, ...]:
        if not self.is_over() or self.carry.chips is None:
            return ()
        best = max(self.carry.chips.balances)
        return tuple(s for s, b in enumerate(self.carry.chips.balances) if b == best)
