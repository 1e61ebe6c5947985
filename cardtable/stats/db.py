"""The statistics database: opening it safely, keeping rows, and the queries of the window.

:meth:`StatsDB.open` checks the file before anything is written: a file that is not an
SQLite database, fails SQLite's check, or lacks our tables is set aside as
``statistics.sqlite3.damaged-<stamp>`` (with its journal files) and a new database started;
one written by a newer cardtable (a higher ``user_version``) is left as it is and none is
kept; an older schema is brought up to date by :data:`~cardtable.stats.schema.MIGRATIONS`
in one transaction (a migration that fails leaves the file as it was, and it is set aside).
What the person should read comes back as :class:`Message` values.

A :class:`StatsDB` is one connection, used by one thread (the statistics thread of
:class:`~cardtable.stats.Statistics`; tests use it directly). The journal is a WAL with
``synchronous = NORMAL``: a commit appends to the log without waiting for the disk.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.engine.messages import Message, Text
from cardtable.stats.figures import bags_of, opponent_level, options_of, people_outcome, unit_of
from cardtable.stats.schema import MIGRATIONS, SCHEMA, SCHEMA_VERSION, TABLES, statements
from cardtable.storage import aside_path

if TYPE_CHECKING:
    from cardtable.session import BummerlReport, DealReport, MatchReport

_DAMAGED = Text("statistics", "The statistics could not be read ({why}). They were kept as "
                              "{name}; new statistics are kept from now on.")
_NEWER = Text("statistics", "The statistics were written by a newer version of cardtable "
                            "(schema {version}). This version leaves them as they are and "
                            "keeps no statistics.")
_NOT_OPENED = Text("statistics", "The statistics could not be opened: {why}. No statistics "
                                 "are kept this time.")
_NOT_ASIDE = Text("statistics", "The statistics could not be read ({why}) nor set aside: "
                                "{error}. No statistics are kept this time.")


# --- rows: what a report becomes -----------------------------------------------------------


@dataclass(frozen=True)
class MatchKey:
    game: str
    preset: str
    level: str
    seed: int
    seats: tuple[tuple[str, bool, str], ...]  # name, person, level


@dataclass(frozen=True)
class DealRow:
    match: MatchKey
    number: int
    seed: int | None
    played: float
    outcome: str
    undo_used: bool
    details: str
    record: str
    points: tuple[int, ...]
    winners: tuple[int, ...]
    balances: tuple[int, ...] | None
    bags: tuple[int, ...] | None


@dataclass(frozen=True)
class BummerlRow:
    match: MatchKey
    number: int
    winner: int
    value: int
    points: tuple[int, ...]
    deals: tuple[int, int]
    outcome: str
    undo_used: bool
    ended: float


@dataclass(frozen=True)
class MatchEndRow:
    match: MatchKey
    ended: float
    outcome: str
    undo_used: bool
    stopped: bool
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    balances: tuple[int, ...] | None


def _compact(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), default=str)


def _key(report: Any) -> MatchKey:
    seats = tuple((s.name, s.human, s.level) for s in report.seats)
    return MatchKey(report.game, report.preset, opponent_level(report.seats),
                    report.match_seed, seats)


def _humans(report: Any) -> list[int]:
    return [i for i, s in enumerate(report.seats) if s.human]


def deal_row(report: DealReport, played: float) -> DealRow:
    result, record = report.result, report.record
    chips = result.carry.chips
    details = dict(result.details)
    bags = bags_of(report.game, options_of(report.game, dict(record.options), report.preset),
                   record.num_seats, details)
    return DealRow(_key(report), report.number, report.seed, played,
                   people_outcome(_humans(report), result.winners), report.undo_used,
                   _compact(details), _compact(record.to_dict()),
                   tuple(result.points), tuple(result.winners),
                   tuple(chips.balances) if chips is not None else None,
                   tuple(bags) if bags is not None else None)


def bummerl_row(report: BummerlReport, ended: float) -> BummerlRow:
    return BummerlRow(_key(report), report.number, report.winner, report.value, report.points,
                      report.deals, people_outcome(_humans(report), [report.winner]),
                      report.undo_used, ended)


def match_end_row(report: MatchReport, ended: float) -> MatchEndRow:
    last = report.results[-1].carry.chips if report.results else None
    return MatchEndRow(_key(report), ended, people_outcome(_humans(report), report.winners),
                       report.undo_used, report.ended_by_players, report.totals,
                       report.winners, tuple(last.balances) if last is not None else None)



# --- what the window reads ------------------------------------------------------------------


@dataclass(frozen=True)
class Tally:
    """Counts for one game, preset and level. A *unit* is what the game's matches are won
    in: a Bummerl in Schnapsen, a game in Spades, a session in the chip games."""

    preset: str
    level: str
    deals: int = 0
    deals_won: int = 0
    deals_lost: int = 0
    undo_deals: int = 0
    units: int = 0
    units_won: int = 0
    units_lost: int = 0

    @staticmethod
    def rate(won: int, lost: int) -> float | None:
        """The share of wins among the deals (or units) won or lost; None if none was."""
        return won / (won + lost) if won + lost else None


@dataclass(frozen=True)
class DayResults:
    day: str  # YYYY-MM-DD, local time
    won: int
    lost: int
    other: int  # ties, and deals between people


@dataclass(frozen=True)
class BummerlPoints:
    ended: float
    yours: int
    theirs: int
    won: bool
    value: int


@dataclass(frozen=True)
class HandBags:
    match_id: int
    number: int
    bags: int


@dataclass(frozen=True)
class ChipSession:
    match_id: int
    started: float
    balances: tuple[int, ...]  # the person's balance after each deal, in order


@dataclass(frozen=True)
class GameStats:
    """Everything the statistics window shows of one game."""

    game: str
    unit: str  # what its matches are won in: "bummerl", "match" or "session"
    tallies: list[Tally]
    outcomes: list[str]  # of the last deals, oldest first
    days: list[DayResults]
    bummerls: list[BummerlPoints]
    bags: list[HandBags]
    sessions: list[ChipSession]

    @property
    def deals(self) -> int:
        return sum(t.deals for t in self.tallies)



# --- the database ---------------------------------------------------------------------------


class Damaged(Exception):
    """The statistics file cannot be used: it is set aside."""


class Newer(Exception):
    """The statistics were written by a newer cardtable: they are left alone."""


_CORRUPT_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
_HEADER = b"SQLite format 3\x00"
_PERSON_SEAT = ("(SELECT MIN(seat) FROM match_seats ms WHERE ms.match_id = m.id "
                "AND ms.human = 1)")


def is_damage(exc: BaseException) -> bool:
    """Whether an SQLite error says the file itself is damaged (not locked, not full)."""
    return isinstance(exc, sqlite3.DatabaseError) and \
        getattr(exc, "sqlite_errorcode", None) in _CORRUPT_CODES


class StatsDB:
    """The statistics database on one connection (used by one thread)."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self.conn = conn
        self.path = path

    # --- opening ------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path) -> tuple[StatsDB | None, list[Message]]:
        """The database at ``path``, new, as it was, or brought up to date; a damaged file is
        set aside and a new one started. Returns the database (None if none can be kept) and
        what the person should be told."""
        try:
            return cls.open_checked(path), []
        except Newer as exc:
            return None, [_NEWER(version=str(exc))]
        except Damaged as exc:
            return cls.start_anew(path, str(exc))
        except (sqlite3.Error, OSError) as exc:
            return None, [_NOT_OPENED(why=str(exc))]

    @classmethod
    def start_anew(cls, path: Path, why: str) -> tuple[StatsDB | None, list[Message]]:
        """Set the damaged database at ``path`` aside and start a new one there."""
        try:
            kept = set_aside(path)
        except OSError as exc:
            return None, [_NOT_ASIDE(why=why, error=str(exc))]
        told = _DAMAGED(why=why, name=kept.name)
        try:
            return cls.open_checked(path), [told]
        except (Damaged, Newer, sqlite3.Error, OSError) as exc:
            return None, [told, _NOT_OPENED(why=str(exc))]

    @classmethod
    def open_checked(cls, path: Path) -> StatsDB:
        """Open, check and bring up to date; Damaged, Newer, or sqlite3/OS errors."""
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            with path.open("rb") as f:
                head = f.read(len(_HEADER))
            if head and head != _HEADER:
                raise Damaged("it is not an SQLite database")
        except FileNotFoundError:
            pass
        conn = sqlite3.connect(path, isolation_level=None, timeout=5.0)
        try:
            db = cls(conn, path)
            db._prepare()
            return db
        except BaseException as exc:
            conn.close()
            if is_damage(exc):
                raise Damaged(str(exc)) from None
            raise

    def _prepare(self) -> None:
        c = self.conn
        c.execute("PRAGMA foreign_keys = ON")
        check = c.execute("PRAGMA quick_check").fetchone()
        if check is None or check[0] != "ok":
            raise Damaged(f"SQLite's check failed: {str(check and check[0])[:80]}")
        version = c.execute("PRAGMA user_version").fetchone()[0]
        tables = {r[0] for r in c.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version > SCHEMA_VERSION:
            raise Newer(str(version))
        if version == 0:
            if tables:
                raise Damaged("it holds tables that are not cardtable's statistics")
            with self.transaction():
                for statement in statements(SCHEMA):
                    c.execute(statement)
                c.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            self._fast_commits()
            return
        if version < SCHEMA_VERSION:
            self._migrate(version)
            tables = {r[0] for r in c.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
        missing = TABLES - tables
        if missing:
            raise Damaged(f"tables are missing: {', '.join(sorted(missing))}")
        self._fast_commits()

    def _fast_commits(self) -> None:
        # Once the file is known to be ours and up to date (switching earlier would rewrite
        # the header of a file that is then left alone): a commit appends to the log, with
        # no fsync; the log is folded into the database now and then.
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA synchronous = NORMAL")

    def _migrate(self, version: int) -> None:
        """Bring schema ``version`` up to date in one transaction: all or nothing."""
        try:
            with self.transaction():
                for v in range(version, SCHEMA_VERSION):
                    MIGRATIONS[v](self.conn)
                self.conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except (sqlite3.Error, KeyError, TypeError, ValueError) as exc:
            if is_damage(exc):
                raise
            raise Damaged(f"schema {version} could not be brought up to date: {exc}") from None

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def close(self) -> None:
        self.conn.close()

    @property
    def version(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    # --- writing ------------------------------------------------------------------------------
    def _open_match(self, key: MatchKey, started: float) -> int:
        row = self.conn.execute(
            "SELECT id FROM matches WHERE game = ? AND seed = ? AND ended IS NULL "
            "ORDER BY id DESC LIMIT 1", (key.game, str(key.seed))).fetchone()
        if row is not None:
            return int(row[0])
        return self._new_match(key, started)

    def _new_match(self, key: MatchKey, started: float) -> int:
        cur = self.conn.execute(
            "INSERT INTO matches (game, preset, level, seed, started) VALUES (?, ?, ?, ?, ?)",
            (key.game, key.preset, key.level, str(key.seed), started))
        match_id = int(cur.lastrowid or 0)
        self.conn.executemany(
            "INSERT INTO match_seats (match_id, seat, name, human, level) VALUES (?, ?, ?, ?, ?)",
            [(match_id, i, name, int(human), level)
             for i, (name, human, level) in enumerate(key.seats)])
        return match_id

    def record_deal(self, report: DealReport, at: float) -> bool:
        return self.add_deal(deal_row(report, at))

    def record_bummerl(self, report: BummerlReport, at: float) -> None:
        self.add_bummerl(bummerl_row(report, at))

    def record_match_end(self, report: MatchReport, at: float) -> None:
        self.end_match(match_end_row(report, at))

    def add_deal(self, row: DealRow) -> bool:
        """Keep a finished deal; False if it was kept already (a deal told again after the
        app stopped between keeping it and saving the game)."""
        with self.transaction() as c:
            match_id = self._open_match(row.match, row.played)
            same = c.execute("SELECT record FROM deals WHERE match_id = ? AND number = ?",
                             (match_id, row.number)).fetchone()
            if same is not None:
                if same[0] == row.record:
                    return False
                match_id = self._new_match(row.match, row.played)  # a new match, same seed
            elif row.number == 1 and c.execute(
                    "SELECT 1 FROM deals WHERE match_id = ?", (match_id,)).fetchone():
                match_id = self._new_match(row.match, row.played)
            cur = c.execute(
                "INSERT INTO deals (match_id, number, seed, played, outcome, undo_used, "
                "details, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (match_id, row.number, None if row.seed is None else str(row.seed), row.played, row.outcome, int(row.undo_used),
                 row.details, row.record))
            deal_id = cur.lastrowid
            c.executemany(
                "INSERT INTO deal_seats (deal_id, seat, points, winner, balance, bags) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(deal_id, s, p, int(s in row.winners),
                  row.balances[s] if row.balances is not None else None,
                  row.bags[s] if row.bags is not None else None)
                 for s, p in enumerate(row.points)])
        return True

    def add_bummerl(self, row: BummerlRow) -> None:
        with self.transaction() as c:
            match_id = self._open_match(row.match, row.ended)
            c.execute(
                "INSERT OR IGNORE INTO bummerls (match_id, number, winner, value, points, "
                "first_deal, last_deal, outcome, undo_used, ended) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (match_id, row.number, row.winner, row.value, json.dumps(list(row.points)),
                 row.deals[0], row.deals[1], row.outcome, int(row.undo_used), row.ended))

    def end_match(self, row: MatchEndRow) -> None:
        with self.transaction() as c:
            match_id = self._open_match(row.match, row.ended)
            c.execute("UPDATE matches SET ended = ?, outcome = ?, undo_used = ?, stopped = ? "
                      "WHERE id = ?", (row.ended, row.outcome, int(row.undo_used),
                                       int(row.stopped), match_id))
            c.executemany(
                "UPDATE match_seats SET total = ?, winner = ?, balance = ? "
                "WHERE match_id = ? AND seat = ?",
                [(total, int(s in row.winners),
                  row.balances[s] if row.balances is not None else None, match_id, s)
                 for s, total in enumerate(row.totals)])

    def reset(self, game: str) -> int:
        """Forget every match of ``game``; the number of deals forgotten."""
        with self.transaction() as c:
            deals = self.deal_count(game)
            c.execute("DELETE FROM matches WHERE game = ?", (game,))
        return deals

    # --- reading ------------------------------------------------------------------------------
    def deal_count(self, game: str) -> int:
        return int(self.conn.execute(
            "SELECT COUNT(*) FROM deals d JOIN matches m ON m.id = d.match_id WHERE m.game = ?",
            (game,)).fetchone()[0])

    def games(self) -> list[str]:
        """The games with at least one deal kept."""
        return [r[0] for r in self.conn.execute(
            "SELECT DISTINCT m.game FROM matches m JOIN deals d ON d.match_id = m.id "
            "ORDER BY m.game")]

    def summary(self, game: str) -> list[Tally]:
        """Counts per preset and level, the presets and levels played most first."""
        deals = {(p, lv): (n, w, lo, u) for p, lv, n, w, lo, u in self.conn.execute(
            "SELECT m.preset, m.level, COUNT(*), SUM(d.outcome = 'won'), "
            "SUM(d.outcome = 'lost'), SUM(d.undo_used) FROM deals d "
            "JOIN matches m ON m.id = d.match_id WHERE m.game = ? GROUP BY 1, 2", (game,))}
        units: dict[tuple[str, str], tuple[int, int, int]] = {}
        if unit_of(game) == "bummerl":
            query = ("SELECT m.preset, m.level, COUNT(*), SUM(b.outcome = 'won'), "
                     "SUM(b.outcome = 'lost') FROM bummerls b JOIN matches m "
                     "ON m.id = b.match_id WHERE m.game = ? GROUP BY 1, 2")
        else:
            query = ("SELECT preset, level, COUNT(*), SUM(outcome = 'won'), "
                     "SUM(outcome = 'lost') FROM matches WHERE game = ? AND ended IS NOT NULL "
                     "GROUP BY 1, 2")
        for p, lv, n, w, lo in self.conn.execute(query, (game,)):
            units[(p, lv)] = (n, w or 0, lo or 0)
        rows = []
        for key in set(deals) | set(units):
            n, w, lo, u = deals.get(key, (0, 0, 0, 0))
            un, uw, ul = units.get(key, (0, 0, 0))
            rows.append(Tally(key[0], key[1], n, w or 0, lo or 0, u or 0, un, uw, ul))
        return sorted(rows, key=lambda t: (-t.deals, t.preset, t.level))

    def game_stats(self, game: str) -> GameStats:
        """Everything the window shows of ``game``, in one go."""
        return GameStats(game, unit_of(game), self.summary(game), self.outcomes(game),
                         self.by_day(game), self.bummerl_points(game), self.bags(game),
                         self.chip_sessions(game))

    def outcomes(self, game: str, limit: int = 200) -> list[str]:
        """The people's outcome of each of the last ``limit`` deals, oldest first."""
        rows = self.conn.execute(
            "SELECT d.outcome FROM deals d JOIN matches m ON m.id = d.match_id "
            "WHERE m.game = ? ORDER BY d.played DESC, d.id DESC LIMIT ?", (game, limit))
        return [o for (o,) in rows][::-1]

    def by_day(self, game: str, days: int = 30) -> list[DayResults]:
        """Deals won, lost and neither on each of the last ``days`` days played, oldest first."""
        rows = self.conn.execute(
            "SELECT date(d.played, 'unixepoch', 'localtime') AS day, SUM(d.outcome = 'won'), "
            "SUM(d.outcome = 'lost'), SUM(d.outcome NOT IN ('won', 'lost')) FROM deals d "
            "JOIN matches m ON m.id = d.match_id WHERE m.game = ? GROUP BY day "
            "ORDER BY day DESC LIMIT ?", (game, days)).fetchall()
        return [DayResults(day, w or 0, lo or 0, o or 0) for day, w, lo, o in reversed(rows)]

    def bummerl_points(self, game: str, limit: int = 20) -> list[BummerlPoints]:
        """The last ``limit`` Bummerl with a person at the table: the person's game points
        and the other side's, oldest first."""
        rows = self.conn.execute(
            f"SELECT b.ended, b.points, b.winner, b.value, {_PERSON_SEAT} AS you "
            "FROM bummerls b JOIN matches m ON m.id = b.match_id WHERE m.game = ? "
            "AND you IS NOT NULL ORDER BY b.ended DESC, b.number DESC LIMIT ?",
            (game, limit)).fetchall()
        out = []
        for ended, points, winner, value, you in reversed(rows):
            pts = json.loads(points)
            theirs = sum(p for s, p in enumerate(pts) if s != you)
            out.append(BummerlPoints(ended, pts[you], theirs, winner == you, value))
        return out

    def bags(self, game: str, limit: int = 60) -> list[HandBags]:
        """Bags the person's side took in each of the last ``limit`` hands, oldest first."""
        rows = self.conn.execute(
            f"SELECT m.id, d.number, ds.bags FROM deals d JOIN matches m ON m.id = d.match_id "
            f"JOIN deal_seats ds ON ds.deal_id = d.id AND ds.seat = {_PERSON_SEAT} "
            "WHERE m.game = ? AND ds.bags IS NOT NULL ORDER BY d.played DESC, d.id DESC "
            "LIMIT ?", (game, limit)).fetchall()
        return [HandBags(m, n, b) for m, n, b in reversed(rows)]

    def chip_sessions(self, game: str, limit: int = 5) -> list[ChipSession]:
        """The person's balance after each deal of the last ``limit`` sessions, oldest first."""
        matches = self.conn.execute(
            f"SELECT m.id, m.started, {_PERSON_SEAT} AS you FROM matches m WHERE m.game = ? "
            "AND you IS NOT NULL AND EXISTS (SELECT 1 FROM deals d JOIN deal_seats ds ON "
            "ds.deal_id = d.id WHERE d.match_id = m.id AND ds.balance IS NOT NULL) "
            "ORDER BY m.id DESC LIMIT ?", (game, limit)).fetchall()
        out = []
        for match_id, started, you in reversed(matches):
            balances = tuple(b for (b,) in self.conn.execute(
                "SELECT ds.balance FROM deals d JOIN deal_seats ds ON ds.deal_id = d.id "
                "WHERE d.match_id = ? AND ds.seat = ? ORDER BY d.number", (match_id, you)))
            out.append(ChipSession(match_id, started, balances))
        return out


def set_aside(path: Path) -> Path:
    """Rename a database that cannot be used, with its journal files, beside it; the name it
    is kept under."""
    target = aside_path(path)
    os.replace(path, target)
    for suffix in ("-wal", "-shm", "-journal"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            os.replace(side, target.with_name(target.name + suffix))
    return target



