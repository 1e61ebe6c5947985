"""The statistics file: a database of schema 1 brought up to date (and one whose migration
fails set aside, untouched), a damaged file set aside with a message and new statistics
started, one of a newer cardtable left alone, and damage found while the app runs."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from cardtable.engine.messages import Message
from cardtable.stats import Statistics
from cardtable.stats.db import StatsDB
from cardtable.stats.schema import SCHEMA_V1, SCHEMA_VERSION, statements

YOU = {"name": "You", "human": True, "level": "normal"}


def anna(level: str = "normal") -> dict[str, object]:
    return {"name": "Anna", "human": False, "level": level}


def schema_1(path: Path) -> None:
    """A database as the first version of the statistics wrote it: a finished Schnapsen
    match of three deals against an easy computer, an open Spades game of two hands."""
    conn = sqlite3.connect(path)
    for statement in statements(SCHEMA_V1):
        conn.execute(statement)
    conn.execute("INSERT INTO matches VALUES (1, 'schnapsen', 'traditional', 'easy', 17, ?, "
                 "1.7e9, 1.7e9 + 600, '[3, 7]', '[1]')", (json.dumps([YOU, anna("easy")]),))
    for number, points, winners in ((1, [3, 0], [0]), (2, [0, 0], []), (3, [0, 7], [1])):
        conn.execute("INSERT INTO deals (match_id, number, played, points, winners, details) "
                     "VALUES (1, ?, ?, ?, ?, '{}')",
                     (number, 1.7e9 + 100 * number, json.dumps(points), json.dumps(winners)))
    seats = [YOU] + [dict(anna(), name=n) for n in ("Ann", "Ben", "Cid")]
    conn.execute("INSERT INTO matches VALUES (2, 'spades', 'seed', 'normal', 18, ?, "
                 "1.7e9 + 1000, NULL, NULL, NULL)", (json.dumps(seats),))
    spades = [  # bids, won: seat 0 makes 4 of 3 (a bag), then 2 of 4 (set)
        ([3, 3, 3, 3], [4, 3, 3, 3]),
        ([4, 3, 3, 2], [2, 4, 4, 3]),
    ]
    for number, (bids, won) in enumerate(spades, 1):
        details = {"bids": bids, "blind": [False] * 4, "won": won}
        conn.execute("INSERT INTO deals (match_id, number, played, points, winners, details) "
                     "VALUES (2, ?, ?, '[31, 30, 30, 30]', '[0]', ?)",
                     (number, 1.7e9 + 1000 + number, json.dumps(details)))
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()


def test_a_database_of_schema_1_is_brought_up_to_date(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    schema_1(path)
    db, problems = StatsDB.open(path)
    assert db is not None and problems == [] and db.version == SCHEMA_VERSION == 2
    c = db.conn
    assert c.execute("SELECT id, game, level, seed, outcome FROM matches ORDER BY id").fetchall() \
        == [(1, "schnapsen", "easy", "17", "lost"), (2, "spades", "normal", "18", None)]
    assert c.execute("SELECT seat, name, human, level, total, winner FROM match_seats "
                     "WHERE match_id = 1 ORDER BY seat").fetchall() == [
        (0, "You", 1, "normal", 3, 0), (1, "Anna", 0, "easy", 7, 1)]
    assert c.execute("SELECT number, outcome, undo_used, seed, record FROM deals "
                     "WHERE match_id = 1 ORDER BY number").fetchall() == [
        (1, "won", 0, None, None), (2, "tie", 0, None, None), (3, "lost", 0, None, None)]
    assert c.execute("SELECT ds.points FROM deal_seats ds JOIN deals d ON d.id = ds.deal_id "
                     "WHERE d.match_id = 1 AND ds.seat = 1 ORDER BY d.number").fetchall() == [
        (0,), (0,), (7,)]
    # Spades bags, worked out from the old figures by the game's scoring (the seed preset: each alone)
    assert c.execute("SELECT ds.seat, ds.bags FROM deal_seats ds JOIN deals d ON "
                     "d.id = ds.deal_id WHERE d.match_id = 2 AND d.number = 1 ORDER BY "
                     "ds.seat").fetchall() == [(0, 1), (1, 0), (2, 0), (3, 0)]
    assert {r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type = 'table'")} \
        == {"matches", "match_seats", "deals", "deal_seats", "bummerls"}
    [tally] = db.summary("schnapsen")
    assert (tally.deals, tally.deals_won, tally.deals_lost, tally.level) == (3, 1, 1, "easy")
    assert [h.bags for h in db.bags("spades")] == [1, 0]
    db.close()
    again, problems = StatsDB.open(path)  # opened again: nothing more to do
    assert again is not None and not problems and again.deal_count("spades") == 2
    again.close()


def test_a_migration_that_fails_leaves_the_file_as_it_was_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    schema_1(path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE matches SET seats = 'not json' WHERE id = 2")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    db, problems = StatsDB.open(path)
    assert db is not None and db.version == SCHEMA_VERSION and db.deal_count("schnapsen") == 0
    [kept] = list(tmp_path.glob("statistics.sqlite3.damaged-*"))
    assert kept.read_bytes() == before  # the migration's transaction was rolled back
    [message] = problems
    assert "schema 1 could not be brought up to date" in str(message)
    assert kept.name in str(message)
    db.close()


@pytest.mark.parametrize("content", [
    b"not a database at all",
    b"SQLite format 3\x00" + b"\xff" * 4000,
    b"",
])
def test_a_damaged_file_is_set_aside_and_new_statistics_start(tmp_path: Path,
                                                               content: bytes) -> None:
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(content)
    told: list[Message] = []
    stats = Statistics(path, told.append)
    assert stats.available
    kept = list(tmp_path.glob("statistics.sqlite3.damaged-*"))
    if not content:  # an empty file is a new database, not a damaged one
        assert not kept and not told
    else:
        assert [k.read_bytes() for k in kept] == [content]
        [message] = told
        assert str(message).startswith("The statistics could not be read") and \
            kept[0].name in str(message)
    assert stats.query(lambda db: db.version) == SCHEMA_VERSION
    stats.close()


def test_a_database_with_damaged_pages_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    schema_1(path)
    db, _ = StatsDB.open(path)  # migrated, then some pages damaged
    assert db is not None
    db.close()  # the last connection closed: the log is folded into the file
    assert not path.with_name(path.name + "-wal").exists()
    raw = bytearray(path.read_bytes())
    for page in range(1, len(raw) // 4096):
        raw[page * 4096 + 8: page * 4096 + 200] = b"\x07" * 192
    path.write_bytes(bytes(raw))
    again, problems = StatsDB.open(path)
    assert again is not None and again.deal_count("schnapsen") == 0
    assert len(list(tmp_path.glob("statistics.sqlite3.damaged-*"))) == 1 and problems
    again.close()


def test_tables_that_are_not_ours_are_not_written_into(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.commit()
    conn.close()
    db, problems = StatsDB.open(path)
    assert db is not None and problems and "not cardtable's statistics" in str(problems[0])
    db.close()


def test_statistics_of_a_newer_version_are_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE future (x)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    told: list[Message] = []
    stats = Statistics(path, told.append)
    assert not stats.available and stats.query(lambda db: db.games()) is None
    stats.deal_finished(None)  # type: ignore[arg-type]  # nothing is written, nothing fails
    stats.close()
    assert path.read_bytes() == before and not list(tmp_path.glob("*.damaged-*"))
    [message] = told
    assert "newer version of cardtable (schema 3)" in str(message)


def test_damage_found_while_the_app_runs_sets_the_file_aside(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    told: list[Message] = []
    stats = Statistics(path, told.append)
    assert stats.available

    def damaged(db: StatsDB) -> None:
        raise sqlite3.DatabaseError("database disk image is malformed")

    calls: list[int] = []

    def once_damaged(db: StatsDB) -> int:
        calls.append(1)
        if len(calls) == 1:
            error = sqlite3.DatabaseError("database disk image is malformed")
            error.sqlite_errorcode = 11  # type: ignore[attr-defined]  # SQLITE_CORRUPT
            raise error
        return db.version

    assert stats.query(once_damaged) == SCHEMA_VERSION and len(calls) == 2
    assert len(list(tmp_path.glob("statistics.sqlite3.damaged-*"))) == 1
    assert "could not be read" in str(told[0])
    assert stats.query(damaged) is None  # not SQLite's damage code: told, not set aside
    assert "could not be kept" in str(told[-1])
    assert len(list(tmp_path.glob("statistics.sqlite3.damaged-*"))) == 1
    stats.close()
