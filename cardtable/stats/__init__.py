"""Statistics: every finished deal, Bummerl and match, kept in an SQLite database in the
user's data folder (``Storage.stats_path``). No Qt here.

- :class:`Statistics` (here) is a session observer (``cardtable.session.SessionObserver``).
  On the calling thread (the table's) it only hands each report, a frozen value, to a thread
  of its own, which makes it a row and writes it: the database is that thread's alone, and a
  slow disk never holds up the table. Queries for the statistics window go to the same thread
  and wait for the answer (:meth:`Statistics.query`), after every write before them.
  ``benchmarks/stats_write.py`` measures both sides.
- :mod:`~cardtable.stats.db`: the database, opened safely (damaged files set aside, newer
  ones left alone, older ones migrated), the rows and the window's queries.
- :mod:`~cardtable.stats.schema`: the schemas and the migrations between them.
- :mod:`~cardtable.stats.figures`: the people's outcome of a deal, Bummerl or match, the
  computers' level, what a game's matches are won in, and Spades bags.

Who "you" are: the statistics are the people's (the human seats'). Each deal, Bummerl and
match gets an outcome for them (:func:`people_outcome`): won, lost, tie (nobody won), people
(people on both sides: hot-seat, neither a win nor a loss) or none (no person played).
Matches are grouped by the game, the preset and the computers' level (:func:`opponent_level`:
one level, "mixed", or "people" with no computer at the table). Every problem is a
:class:`Message` for the table to show; the game always goes on.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from cardtable.engine.messages import Message
from cardtable.stats.db import (
    BummerlPoints,
    ChipSession,
    DayResults,
    GameStats,
    HandBags,
    StatsDB,
    Tally,
    bummerl_row,
    deal_row,
    is_damage,
    match_end_row,
    not_kept,
)
from cardtable.stats.figures import (
    LOST,
    NONE,
    PEOPLE,
    TIE,
    WON,
    opponent_level,
    people_outcome,
    unit_of,
)
from cardtable.stats.schema import MIGRATIONS, SCHEMA, SCHEMA_V1, SCHEMA_VERSION

if TYPE_CHECKING:
    from cardtable.session import BummerlReport, DealReport, MatchReport

T = TypeVar("T")


class Statistics:
    """Keeps the statistics of every session it observes, in a thread of its own.

    ``on_problem`` is called (from that thread) with each :class:`Message` the person should
    read: a damaged database set aside, a write that failed. Whatever fails, the caller
    goes on: a job that fails is reported and answers None.
    """

    def __init__(self, path: Path, on_problem: Callable[[Message], None] | None = None) -> None:
        self.path = path
        self.on_problem = on_problem
        self.problems: list[Message] = []  # every problem told, for whoever asks later
        self._lock = threading.Lock()
        self._db: StatsDB | None = None
        self._closed = False
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="cardtable-statistics")
        self._executor.submit(self._open)

    # --- the session observer (on the table's thread: it only hands the report over; the
    # reports are frozen values, made into rows in the statistics thread) --------------------
    def deal_finished(self, report: DealReport) -> None:
        at = time.time()
        self.submit(lambda db: db.add_deal(deal_row(report, at)))

    def bummerl_finished(self, report: BummerlReport) -> None:
        at = time.time()
        self.submit(lambda db: db.add_bummerl(bummerl_row(report, at)))

    def match_finished(self, report: MatchReport) -> None:
        at = time.time()
        self.submit(lambda db: db.end_match(match_end_row(report, at)))

    # --- the thread ---------------------------------------------------------------------------
    def submit(self, job: Callable[[StatsDB], Any]) -> Future[Any]:
        """Run ``job`` on the database in the statistics thread, after every job before it."""
        if self._closed:
            done: Future[Any] = Future()
            done.set_result(None)
            return done
        return self._executor.submit(self._run, job)

    def query(self, job: Callable[[StatsDB], T], timeout: float = 10.0) -> T | None:
        """``job``'s answer, once every write before it is done; None if there is no
        database or it failed (the problem is reported)."""
        try:
            result: T | None = self.submit(job).result(timeout)
            return result
        except TimeoutError:
            self._report(not_kept(why="the statistics took too long to answer"))
            return None

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every job submitted so far is done; False if that took too long."""
        try:
            self.submit(lambda db: None).result(timeout)
            return True
        except TimeoutError:
            return False

    def close(self) -> None:
        """Finish what was submitted and close the database."""
        if self._closed:
            return
        self.flush()
        self._closed = True
        self._executor.submit(self._close)
        self._executor.shutdown(wait=True)

    @property
    def available(self) -> bool:
        """Whether a database is open (after the jobs submitted so far)."""
        self.flush()
        return self._db is not None

    def _open(self) -> None:
        self._tell(*StatsDB.open(self.path))

    def _tell(self, db: StatsDB | None, problems: list[Message]) -> None:
        self._db = db
        for p in problems:
            self._report(p)

    def _close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def _run(self, job: Callable[[StatsDB], T]) -> T | None:
        if self._db is None:
            return None
        try:
            return job(self._db)
        except Exception as exc:  # noqa: BLE001 - statistics must never cost the game
            if not is_damage(exc):
                self._report(not_kept(why=str(exc)))
                return None
            why = str(exc)
        # Damaged while the app runs: keep the file aside, start anew, try the job once more.
        self._close()
        self._tell(*StatsDB.start_anew(self.path, why))
        if self._db is None:
            return None
        try:
            return job(self._db)
        except Exception as exc:  # noqa: BLE001
            self._report(not_kept(why=str(exc)))
            return None

    def _report(self, message: Message) -> None:
        with self._lock:
            self.problems.append(message)
        if self.on_problem is not None:
            with contextlib.suppress(RuntimeError):  # a table being closed: the message stays
                self.on_problem(message)


__all__ = [
    "LOST",
    "MIGRATIONS",
    "NONE",
    "PEOPLE",
    "SCHEMA",
    "SCHEMA_V1",
    "SCHEMA_VERSION",
    "TIE",
    "WON",
    "BummerlPoints",
    "ChipSession",
    "DayResults",
    "GameStats",
    "HandBags",
    "Statistics",
    "StatsDB",
    "Tally",
    "opponent_level",
    "people_outcome",
    "unit_of",
]
