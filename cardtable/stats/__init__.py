"""Statistics: every finished deal, Bummerl and match, kept in an SQLite database in the
user's data folder (``Storage.stats_path``). No Qt here.

- :class:`Statistics` (here) is a session observer (``cardtable.session.SessionObserver``).
  On the calling thread (the table's) it only hands each report, a frozen value, to a thread
  of its own, which makes it a row and writes it: the database is that thread's alone, and a
  slow disk never holds up the table. Queries for the statistics window go to the same thread
  and wait for the answer (:meth:`Statistics.query`), after every write before them.
  ``benchmarks/stats_write.py`` measures both sides. Nothing heavy is loaded at start-up:
  the thread starts, and imports SQLite and the database code, at the first job or at
  :meth:`Statistics.open`, which the table calls once it is idle.
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
import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from cardtable.engine.messages import Message, Text
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

if TYPE_CHECKING:
    from cardtable.session import BummerlReport, DealReport, MatchReport
    from cardtable.stats.db import StatsDB

T = TypeVar("T")
_SLOW = Text("statistics", "The statistics could not be kept: {why}")


class Job(Generic[T]):
    """A job for the statistics thread; :meth:`wait` for its answer."""

    __slots__ = ("done", "fn", "result")

    def __init__(self, fn: Callable[[StatsDB], T] | None) -> None:
        self.fn = fn
        self.done = threading.Event()
        self.result: T | None = None

    def wait(self, timeout: float) -> bool:
        return self.done.wait(timeout)


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
        self._jobs: queue.SimpleQueue[Job[Any] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._closed = False

    # --- the session observer (on the table's thread: it only hands the report over; the
    # reports are frozen values, made into rows in the statistics thread) --------------------
    def deal_finished(self, report: DealReport) -> None:
        at = time.time()
        self.submit(lambda db: db.record_deal(report, at))

    def bummerl_finished(self, report: BummerlReport) -> None:
        at = time.time()
        self.submit(lambda db: db.record_bummerl(report, at))

    def match_finished(self, report: MatchReport) -> None:
        at = time.time()
        self.submit(lambda db: db.record_match_end(report, at))

    # --- the thread ---------------------------------------------------------------------------
    def open(self) -> None:
        """Start the thread, which opens (checks, migrates) the database; once only."""
        with self._lock:
            if self._thread is None and not self._closed:
                self._thread = threading.Thread(target=self._work, daemon=True,
                                                name="cardtable-statistics")
                self._thread.start()

    def submit(self, fn: Callable[[StatsDB], T]) -> Job[T]:
        """Run ``fn`` on the database in the statistics thread, after every job before it."""
        job: Job[T] = Job(fn)
        if self._closed:
            job.done.set()
            return job
        self.open()
        self._jobs.put(job)
        return job

    def query(self, fn: Callable[[StatsDB], T], timeout: float = 10.0) -> T | None:
        """``fn``'s answer, once every write before it is done; None if there is no
        database or it failed (the problem is reported)."""
        job = self.submit(fn)
        if not job.wait(timeout):
            self._report(_SLOW(why="the statistics took too long to answer"))
            return None
        return job.result

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every job submitted so far is done; False if that took too long."""
        return self._thread is None or self.submit(lambda db: None).wait(timeout)

    def close(self) -> None:
        """Finish what was submitted and close the database."""
        if self._closed:
            return
        self.flush()
        with self._lock:
            self._closed = True
            thread = self._thread
        if thread is not None:
            self._jobs.put(None)
            thread.join(10.0)

    @property
    def available(self) -> bool:
        """Whether a database is open (after the jobs submitted so far)."""
        self.open()
        self.flush()
        return self._db is not None

    def _work(self) -> None:
        self._open()
        while True:
            job = self._jobs.get()
            if job is None:
                if self._db is not None:
                    self._db.close()
                    self._db = None
                return
            try:
                job.result = self._run(job.fn) if job.fn is not None else None
            finally:
                job.done.set()

    def _open(self) -> None:
        from cardtable.stats.db import StatsDB

        try:
            self._tell(*StatsDB.open(self.path))
        except Exception as exc:  # noqa: BLE001 - statistics must never cost the game
            self._tell(None, [_SLOW(why=str(exc))])

    def _tell(self, db: StatsDB | None, problems: list[Message]) -> None:
        self._db = db
        for p in problems:
            self._report(p)

    def _run(self, fn: Callable[[StatsDB], T]) -> T | None:
        from cardtable.stats.db import StatsDB, is_damage

        if self._db is None:
            return None
        try:
            return fn(self._db)
        except Exception as exc:  # noqa: BLE001 - statistics must never cost the game
            if not is_damage(exc):
                self._report(_SLOW(why=str(exc)))
                return None
            why = str(exc)
        # Damaged while the app runs: keep the file aside, start anew, try the job once more.
        self._db.close()
        self._tell(*StatsDB.start_anew(self.path, why))
        if self._db is None:
            return None
        try:
            return fn(self._db)
        except Exception as exc:  # noqa: BLE001
            self._report(_SLOW(why=str(exc)))
            return None

    def _report(self, message: Message) -> None:
        with self._lock:
            self.problems.append(message)
        if self.on_problem is not None:
            with contextlib.suppress(RuntimeError):  # a table being closed: the message stays
                self.on_problem(message)


__all__ = [
    "LOST",
    "NONE",
    "PEOPLE",
    "TIE",
    "WON",
    "Job",
    "Statistics",
    "opponent_level",
    "people_outcome",
    "unit_of",
]
