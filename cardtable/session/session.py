"""A session: one match at one table, with its seats, from the first deal to the last.

This is the flow of a game without any Qt; the table (``ui/play/flow.py`` and its parts) is a thin
adapter over it, and tests, the demo and the self-test drive it headless. In order:

1. :meth:`Session.new` makes the match, from the standard start or a given one (balances,
   chips on the table, the first dealer: :class:`~cardtable.engine.start.Start`), or
   :class:`Session` takes one (a resumed one: its saved start comes with it).
2. :meth:`Session.start_deal` deals: from the match's own sequence of seeds, from a chosen
   seed (a numbered deal: the same number, the same cards), or from a given pack.
3. :attr:`Session.turn` says who is on turn; :meth:`Session.computer_turn` says whether a
   computer must think, and hands over that seat's *view* only.
4. :meth:`Session.apply` applies the action of whoever is on turn, a person's or a
   computer's. When it ends the deal, the match scores it at once, the observers hear of it
   (and of the end of the match), and :class:`Applied` carries the result.
5. After every change the match is autosaved (``storage.AutosaveWriter``, in the
   background), every deal in the engine's sealed form (no hand and no secret choice can be
   read at a glance); a match that is over leaves no autosave behind.

:meth:`Session.undo` takes back a person's decisions by replaying the deal's record, never
across a finished deal. Who may undo is the table's policy, not the session's: against the
computer, a person takes back their own last move and the computer's answers to it; in
hot-seat, the decision taken back may be another person's (``undo(n)`` counts every
person's decisions; ``undo(n, seat=s)`` only seat ``s``'s), so a table should ask them all.
Every deal in which undo was used is noted, saved with the autosave and reported to the
observers.

A match played in Bummerl (Schnapsen: :class:`PlayedInBummerl`) is open-ended, but each
Bummerl it contains ends, won by one side: the observers hear of it
(:meth:`SessionObserver.bummerl_finished`) after the deal that decides it, and
:attr:`Applied.bummerl` tells the table.

:meth:`Session.review` steps through a finished deal with every hand open
(:class:`~cardtable.session.review.Review`); :meth:`Session.end` ends an open-ended session
of a chip game.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from cardtable.ai import levels
from cardtable.engine import Action, DealRecord, DealResult, Event, GameState, Match, Start, View
from cardtable.engine.errors import CardtableError, OptionsError
from cardtable.engine.match import ChipMatch, new_match
from cardtable.engine.registry import GameInfo
from cardtable.engine.state import TERMINAL
from cardtable.games import get_game
from cardtable.seats import SeatConfig, seats_to_list
from cardtable.session.review import Review, replay_steps
from cardtable.storage import AutosaveWriter


class SessionError(CardtableError):
    """A step the session cannot take now (no deal to undo, a deal still in play …)."""


def first_dealer(seed: int, num_seats: int) -> int:
    """The first dealer of a new match, from its seed (kept as it was when the table drew it,
    so that a seed gives the same deals as before)."""
    return random.Random(seed).randrange(num_seats)


def preset_of(info: GameInfo[Any], options: Any) -> str:
    """The name of the preset these options are, or ``"custom"``."""
    return next((name for name, p in info.presets.items() if p == options), "custom")


@dataclass(frozen=True)
class Step:
    """One action of the deal in play and the seat that took it."""

    seat: int
    action: Action


@dataclass(frozen=True)
class Applied:
    """What :meth:`Session.apply` did: the events to show, and the result if the deal ended."""

    seat: int
    action: Action
    events: list[Event]
    result: DealResult | None = None
    match_over: bool = False
    bummerl: BummerlReport | None = None  # the Bummerl this deal decided, if it did


@dataclass(frozen=True)
class ComputerTurn:
    """A computer seat must think: everything its player needs, and no more (its view)."""

    seat: int
    level: str
    game: str
    options: Any
    seed: int  # the player's own seed: the same for the whole match
    view: View


@dataclass(frozen=True)
class Report:
    """What statistics group by: the game, its preset and who sat where (people, and
    computers at their levels)."""

    game: str
    preset: str  # the preset the options are, or "custom"
    seats: tuple[SeatConfig, ...]
    match_seed: int  # which match: a resumed match keeps its seed


@dataclass(frozen=True)
class DealReport(Report):
    """A finished deal."""

    number: int  # 1 for the match's first deal
    seed: int | None  # the deal's number (its seed); None for a deal from a given pack
    result: DealResult
    record: DealRecord
    undo_used: bool


@dataclass(frozen=True)
class MatchReport(Report):
    """A finished match (or chip session)."""

    results: tuple[DealResult, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    undo_used: bool  # in any of its deals
    ended_by_players: bool  # an open-ended chip session the players stopped


@dataclass(frozen=True)
class BummerlReport(Report):
    """A Bummerl won inside a match (told after the report of the deal that decided it)."""

    number: int  # 1 for the match's first Bummerl
    winner: int
    value: int  # the Bummerl counted against the loser (2 for a schneider Bummerl)
    points: tuple[int, ...]  # each seat's game points in this Bummerl
    deals: tuple[int, int]  # the numbers of its first and last deal
    bummerls: tuple[int, ...]  # the Bummerl counted against each seat in the match so far
    undo_used: bool  # in any of its deals


@runtime_checkable
class PlayedInBummerl(Protocol):
    """A match counted in Bummerl (``SchnapsenMatch``): who won each, and the Bummerl
    counted against each seat."""

    bummerl_winners: list[int]
    bummerls: list[int]


class SessionObserver(Protocol):
    """Told of every finished deal, Bummerl and match (the statistics). An observer that
    raises is reported in :attr:`Session.problems`; the game goes on."""

    def deal_finished(self, report: DealReport) -> None: ...

    def bummerl_finished(self, report: BummerlReport) -> None: ...

    def match_finished(self, report: MatchReport) -> None: ...


def _bummerls_won(match: Match[Any]) -> list[tuple[int, tuple[int, ...]]]:
    """For each Bummerl won so far, the number of its last deal and the Bummerl counted
    against each seat after it (none for a match not played in Bummerl), by the match's own
    rule: its results added one by one to a new match of its type."""
    if not isinstance(match, PlayedInBummerl):
        return []
    twin = new_match(match.info, match.options, match.num_seats, match.seed, match.first_dealer,
                     match.start)
    won: list[tuple[int, tuple[int, ...]]] = []
    for number, result in enumerate(match.results, 1):
        twin.add_result(result)
        if isinstance(twin, PlayedInBummerl) and len(twin.bummerl_winners) > len(won):
            won.append((number, tuple(twin.bummerls)))
    return won


class Session:
    """A match and its seats; see the module's docstring for the flow."""

    side = False  # a deal played again beside a match (session/again.py): kept nowhere

    def __init__(self, match: Match[Any], seats: Sequence[SeatConfig],
                 autosave: AutosaveWriter | None = None,
                 observers: Iterable[SessionObserver] = (), undone: Iterable[int] = ()) -> None:
        if len(seats) != match.num_seats:
            raise OptionsError(f"a match of {match.num_seats} seats needs {match.num_seats} "
                               f"players, not {len(seats)}")
        offered = levels(match.info.id)
        for seat in seats:
            if not seat.human and seat.level not in offered:
                raise OptionsError(f"{match.info.name} has no {seat.level} level; "
                                   f"its levels are {', '.join(offered)}")
        self.match = match
        self.seats = tuple(seats)
        self.autosave = autosave
        self.observers = list(observers)
        self.undone = set(undone)  # the numbers of the deals in which undo was used
        self.problems: list[str] = []  # for the table to show, then clear
        self.log: list[Step] = [] if match.state is None else \
            self._steps_of(match.current_record())
        self._shown = match.state  # the deal on the table; it stays after it is scored
        self._bummerls = _bummerls_won(match)  # (last deal, tally after) of each Bummerl won
        self.last_bummerl: BummerlReport | None = None
        if match.state is not None and match.state.is_over:
            self._finish_deal()  # saved between its last action and its scoring

    @classmethod
    def new(cls, game_id: str, options: Any, seats: Sequence[SeatConfig],
            seed: int | None = None, autosave: AutosaveWriter | None = None,
            observers: Iterable[SessionObserver] = (), start: Start | None = None) -> Session:
        """A new match of ``game_id`` (no deal yet: see :meth:`start_deal`), from the
        standard start or from ``start`` (balances, chips on the table, the first dealer);
        OptionsError if it does not fit the game."""
        info = get_game(game_id)
        seed = random.randrange(1 << 62) if seed is None else seed
        info.check_seats(len(seats), options)
        named = start is not None and start.first_dealer is not None
        dealer = None if named else first_dealer(seed, len(seats))
        match = new_match(info, options, len(seats), seed, dealer, start)
        return cls(match, seats, autosave, observers)

    # --- what the table asks ------------------------------------------------------------------
    @property
    def info(self) -> GameInfo[Any]:
        return self.match.info

    @property
    def state(self) -> GameState[Any] | None:
        """The deal on the table: in play, or the last one scored until the next is dealt."""
        return self._shown

    @property
    def in_play(self) -> bool:
        return self.match.state is not None

    @property
    def deal_number(self) -> int:
        """1 for the match's first deal: the deal in play, or else the last one scored."""
        return len(self.match.records) + (1 if self.in_play else 0)

    @property
    def deal_seed(self) -> int | None:
        """The seed of the deal on the table (its number: the same seed deals the same
        cards), or None for a deal from a given pack."""
        if self.in_play:
            return self.match.deal_seed_now
        return self.match.records[-1].seed if self.match.records else None

    @property
    def turn(self) -> int | None:
        """The seat on turn in the deal in play; None between deals."""
        state = self.match.state
        if state is None or state.current_player == TERMINAL:
            return None
        return state.current_player

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].human

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def computer_turn(self) -> ComputerTurn | None:
        """The computer seat that must think now, with its view; None if none must."""
        seat, state = self.turn, self.match.state
        if seat is None or state is None or self.seats[seat].human:
            return None
        return ComputerTurn(seat, self.seats[seat].level, self.info.id, self.match.options,
                            self.match.seed + seat, state.view(seat))

    # --- the flow -----------------------------------------------------------------------------
    def start_deal(self, seed: int | None = None, deck: Sequence[int] | None = None
                   ) -> GameState[Any]:
        """Deal the next deal: from the match's next seed, from ``seed`` (a numbered deal),
        or the pack ``deck`` (top card first)."""
        if self.in_play:
            raise SessionError("the deal in play is not over")
        if self.match.is_over():
            raise SessionError("the match is over")
        self._shown = state = self.match.start_deal(deck, seed)
        self.log = []
        self.save()
        return state

    def apply(self, action: Action | str) -> Applied:
        """The action of whoever is on turn; IllegalActionError (and nothing changes) if it
        is not legal. A deal it ends is scored at once."""
        state = self.match.state
        if state is None:
            raise SessionError("no deal is in play")
        seat = state.current_player
        if isinstance(action, str):
            action = state.parse_action(action)
        events = state.apply(action)
        self.log.append(Step(seat, action))
        self.last_bummerl = None
        result = self._finish_deal() if state.is_over else None
        self.save()
        return Applied(seat, action, events, result, result is not None and self.match.is_over(),
                       self.last_bummerl)

    def _finish_deal(self) -> DealResult:
        number, match = self.deal_number, self.match
        result = match.finish_deal()
        common = (self.info.id, self.preset, self.seats, match.seed)
        self._tell(lambda o: o.deal_finished(DealReport(
            *common, number, match.records[-1].seed, result, match.records[-1],
            number in self.undone)))
        if isinstance(match, PlayedInBummerl) and len(match.bummerl_winners) > len(
                self._bummerls):
            self._bummerl_over(match, number)
        if match.is_over():
            self._match_over()
        return result

    def _bummerl_over(self, match: PlayedInBummerl, last: int) -> None:
        n = self.match.num_seats
        first, before = (self._bummerls[-1][0] + 1, self._bummerls[-1][1]) if self._bummerls \
            else (1, (0,) * n)
        tally = tuple(match.bummerls)
        self._bummerls.append((last, tally))
        winner = match.bummerl_winners[-1]
        results = self.match.results[first - 1:last]
        report = BummerlReport(
            self.info.id, self.preset, self.seats, self.match.seed, len(self._bummerls),
            winner, sum(tally) - sum(before),
            tuple(sum(r.points[s] for r in results) for s in range(n)), (first, last), tally,
            any(first <= d <= last for d in self.undone))
        self.last_bummerl = report
        self._tell(lambda o: o.bummerl_finished(report))

    def _match_over(self) -> None:
        match = self.match
        stopped = isinstance(match, ChipMatch) and match.stopped
        self._tell(lambda o: o.match_finished(MatchReport(
            self.info.id, self.preset, self.seats, match.seed, tuple(match.results),
            tuple(match.totals), match.winners(), bool(self.undone), stopped)))

    def end(self) -> None:
        """End an open-ended session of a chip game (or one cut short) between deals: what
        lies on the table is settled by the game's rule (``ChipMatch.stop``)."""
        match = self.match
        if not isinstance(match, ChipMatch):
            raise SessionError(f"a match of {self.info.name} ends by its own rules")
        if self.in_play:
            raise SessionError("the deal in play is not over")
        if match.is_over():
            return
        match.stop()
        self._match_over()
        self.save()

    @property
    def preset(self) -> str:
        return preset_of(self.info, self.match.options)

    def _tell(self, call: Any) -> None:
        for observer in self.observers:
            try:
                call(observer)
            except Exception as exc:  # noqa: BLE001 - statistics must never cost the game
                self.problems.append(f"The statistics could not be kept: {exc}")

    # --- undo ---------------------------------------------------------------------------------
    def undo_target(self, n: int = 1, seat: int | None = None) -> int | None:
        """How many actions of the deal in play stay if ``n`` decisions of the people (of
        ``seat`` only, if given) are taken back; None if there are not that many."""
        if self.match.state is None or n < 1:
            return None
        count = 0
        for i in range(len(self.log) - 1, -1, -1):
            who = self.log[i].seat
            counted = self.seats[who].human if seat is None else who == seat
            if counted:
                count += 1
                if count == n:
                    return i
        return None

    def can_undo(self, n: int = 1, seat: int | None = None) -> bool:
        return self.undo_target(n, seat) is not None

    def undo(self, n: int = 1, seat: int | None = None) -> GameState[Any]:
        """Take back the last ``n`` decisions of the people (of ``seat``), and every action
        taken after them, by replaying the deal's record up to there. The deal is then at
        the decision taken back, with that person on turn."""
        keep = self.undo_target(n, seat)
        if keep is None:
            raise SessionError("there is no such move to take back in this deal")
        record = self.match.current_record()
        self.match.state = self._shown = record.replay(self.info, upto=keep)
        del self.log[keep:]
        self.undone.add(self.deal_number)
        self.save()
        return self.match.state

    def _steps_of(self, record: DealRecord) -> list[Step]:
        """Who took each action of a deal (its record says what, not who)."""
        return [Step(seat, action) for seat, action, _, _ in replay_steps(record)]

    # --- review -------------------------------------------------------------------------------
    def review(self, number: int) -> Review:
        """Deal ``number`` (1 for the first) of this match, finished, to step through."""
        if not 1 <= number <= len(self.match.records):
            raise SessionError(f"deal {number} has not been played to its end")
        return Review(self.match.records[number - 1])

    # --- saving -------------------------------------------------------------------------------
    def save(self) -> None:
        """Hand the match to the autosave (written in the background); a match that is over
        leaves none, since there is nothing to resume."""
        if self.autosave is None:
            return
        if self.match.is_over() and not self.in_play:
            self.autosave.clear()
        else:
            # Sealed: a glance at the file in a text editor shows no hand and no secret choice.
            self.autosave.submit(self.match.to_json(sealed=True), seats_to_list(self.seats),
                                 {"undone": sorted(self.undone)})
        self.problems.extend(self.autosave.errors)
        self.autosave.errors.clear()

    def flush(self) -> None:
        """Wait until the autosave is on disk."""
        if self.autosave is not None:
            self.autosave.flush()
