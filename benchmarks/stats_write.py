"""What keeping the statistics costs the table, and what the statistics window waits for.

Run: ``.venv/bin/python benchmarks/stats_write.py [--deals N] [--games schnapsen,spades]``

Plays ``--deals`` deals of each game headless (a person's seat and computers, both by a
seeded random player) into a new statistics database in a temporary folder, and prints:

- **on the table's thread**: the time of each observer call (``Statistics.deal_finished``),
  which is all the table waits for (the report is handed to the statistics thread), with
  the write before it done (at the table, deals are seconds apart);
- **in the statistics thread**: the time of each write (the report made a row, one
  transaction, WAL with ``synchronous = NORMAL``);
- **a write on the table's thread** for comparison: the same rows written synchronously
  into a database with SQLite's default journal (``synchronous = FULL``, an fsync per
  commit), which is what a table without the thread would wait for;
- **the window's queries** over everything kept (the summary, the days, the Bummerl or bags).

Figures only, never asserted; the machine is shared, so the maximum says as much about the
neighbours as about the code.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.ai.player import RandomPlayer
from cardtable.games import get_game
from cardtable.session import DealReport, SeatConfig, Session
from cardtable.stats import Statistics
from cardtable.stats.db import StatsDB, deal_row


def ms(values: list[float]) -> str:
    v = sorted(values)
    return (f"median {statistics.median(v) * 1e3:.3f} ms, p95 {v[int(len(v) * 0.95)] * 1e3:.3f} "
            f"ms, max {v[-1] * 1e3:.3f} ms")


class Timed(Statistics):
    """The real observer, its calls timed on the caller's side."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.calls: list[float] = []
        self.reports: list[DealReport] = []

    def deal_finished(self, report: DealReport) -> None:
        self.flush()  # at the table deals are seconds apart: the last write is long done
        start = time.perf_counter()
        super().deal_finished(report)
        self.calls.append(time.perf_counter() - start)
        self.reports.append(report)


def play(game: str, deals: int, stats: Timed, seed: int) -> None:
    info = get_game(game)
    seats = [SeatConfig("You", True)] + [SeatConfig(f"C{i}", False)
                                         for i in range(1, info.default_seats)]
    session = Session.new(game, info.default_options(), seats, seed, observers=[stats])
    chooser = RandomPlayer(seed)
    for _ in range(deals):
        if session.match.is_over():
            session = Session.new(game, info.default_options(), seats,
                                  random.Random(seed).randrange(1 << 60), observers=[stats])
            seed += 1
        session.start_deal()
        while session.turn is not None:
            state = session.match.state
            assert state is not None
            session.apply(chooser.choose(state.view(session.turn)))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--games", default="schnapsen,spades")
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="cardtable-stats-bench-"))
    stats = Timed(folder / "statistics.sqlite3")
    writes: list[float] = []
    original = StatsDB.add_deal

    def timed_add(db: StatsDB, row: object) -> bool:
        start = time.perf_counter()
        done = original(db, row)  # type: ignore[arg-type]
        writes.append(time.perf_counter() - start)
        return done

    StatsDB.add_deal = timed_add  # type: ignore[method-assign]
    games = args.games.split(",")
    for i, game in enumerate(games):
        play(game, args.deals, stats, 1000 + i)
    stats.flush()
    StatsDB.add_deal = original  # type: ignore[method-assign]
    print(f"statistics benchmark: {len(stats.calls)} deals of {', '.join(games)} "
          f"(SQLite {sqlite3.sqlite_version})")
    print(f"  table's thread, observer call : {ms(stats.calls)}")
    print(f"  statistics thread, one write  : {ms(writes)} (row made and written, WAL)")

    sync_path = folder / "synchronous.sqlite3"
    db, _ = StatsDB.open(sync_path)
    assert db is not None
    db.conn.execute("PRAGMA journal_mode = DELETE")
    db.conn.execute("PRAGMA synchronous = FULL")
    sync: list[float] = []
    for report in stats.reports:
        start = time.perf_counter()
        db.add_deal(deal_row(report, time.time()))
        sync.append(time.perf_counter() - start)
    db.close()
    print(f"  without the thread (fsync)    : {ms(sync)} (what the table would wait)")

    for game in games:
        times = []
        for _ in range(5):
            start = time.perf_counter()
            stats.query(lambda d, g=game: (d.summary(g), d.by_day(g), d.bummerl_points(g),
                                           d.bags(g), d.chip_sessions(g)))
            times.append(time.perf_counter() - start)
        print(f"  window's queries, {game:9s}  : {ms(times)} over "
              f"{stats.query(lambda d, g=game: d.deal_count(g))} deals")
    stats.close()  # the log folded into the file
    size = (folder / "statistics.sqlite3").stat().st_size
    print(f"  database size                 : {size / 1e3:.0f} kB for {len(stats.calls)} deals "
          "(each with its deal record)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
