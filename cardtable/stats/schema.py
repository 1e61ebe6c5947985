"""The statistics' schemas and the migrations between them.

The version is SQLite's ``PRAGMA user_version``. Schema 2 is the current one:

- ``matches``: one per match, keyed in use by (game, the match's seed) while open (seeds are
  kept as text: a deal's seed is a 64-bit number, beyond SQLite's signed integers); ``ended``
  and ``outcome`` once it is over (a Schnapsen match is open-ended: its Bummerl end instead).
- ``match_seats``: who sat where (name, person or computer, level) and, at the end, each
  seat's total, whether it won, and its chip balance (chip games).
- ``deals``: one per finished deal: its number and seed, when, the outcome, whether undo was
  used, the game's figures (``DealResult.details``) and the deal record (JSON).
- ``deal_seats``: each seat's points and whether it won the deal; ``balance`` (chips after
  the deal, for every game played for chips: Poch, Tippen and Wallachen need no migration)
  and ``bags`` (Spades: the overtricks the seat's side took in the hand).
- ``bummerls``: each Bummerl won: its winner, its value (2 for schneider), each seat's game
  points in it and its deals.

Schema 1 (:data:`SCHEMA_V1`) was the first: seats, totals, points and winners as JSON lists
in their rows. :data:`MIGRATIONS` brings a database from schema N to N + 1; the database runs
them inside one transaction.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from typing import Any

from cardtable.stats.figures import bags_of, options_of, people_outcome

SCHEMA_VERSION = 2

SCHEMA_V1 = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    preset TEXT NOT NULL,
    level TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,
    started REAL NOT NULL,
    ended REAL,
    totals TEXT,
    winners TEXT
);
CREATE TABLE deals (
    id INTEGER PRIMARY KEY,
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    played REAL NOT NULL,
    points TEXT NOT NULL,
    winners TEXT NOT NULL,
    details TEXT NOT NULL,
    UNIQUE (match_id, number)
);
"""
"""Schema 1, the first: seats, totals, points and winners as JSON lists in their rows."""

SCHEMA = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    preset TEXT NOT NULL,
    level TEXT NOT NULL,
    seed TEXT NOT NULL,
    started REAL NOT NULL,
    ended REAL,
    outcome TEXT,
    undo_used INTEGER NOT NULL DEFAULT 0,
    stopped INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX matches_by_game ON matches (game, seed);
CREATE TABLE match_seats (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    human INTEGER NOT NULL,
    level TEXT NOT NULL,
    total INTEGER,
    winner INTEGER,
    balance INTEGER,
    PRIMARY KEY (match_id, seat)
);
CREATE TABLE deals (
    id INTEGER PRIMARY KEY,
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    seed TEXT,
    played REAL NOT NULL,
    outcome TEXT NOT NULL,
    undo_used INTEGER NOT NULL DEFAULT 0,
    details TEXT NOT NULL DEFAULT '{}',
    record TEXT,
    UNIQUE (match_id, number)
);
CREATE TABLE deal_seats (
    deal_id INTEGER NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    points INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    balance INTEGER,
    bags INTEGER,
    PRIMARY KEY (deal_id, seat)
);
CREATE TABLE bummerls (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    value INTEGER NOT NULL,
    points TEXT NOT NULL,
    first_deal INTEGER NOT NULL,
    last_deal INTEGER NOT NULL,
    outcome TEXT NOT NULL,
    undo_used INTEGER NOT NULL DEFAULT 0,
    ended REAL NOT NULL,
    PRIMARY KEY (match_id, number)
);
"""
"""Schema 2, the current one."""

TABLES = frozenset({"matches", "match_seats", "deals", "deal_seats", "bummerls"})


def statements(script: str) -> list[str]:
    # Run one by one: sqlite3's executescript would commit the migration's transaction.
    return [s.strip() for s in script.split(";") if s.strip()]


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Schema 1 kept seats, totals, points and winners as JSON lists in their rows; schema 2
    has a row per seat, the people's outcome, undo, chip balances, Spades bags, the deal's
    seed and record, and the Bummerl. Deals of schema 1 keep no seed or record (it had none)
    and no undo (it was not noted); Bummerl are not rebuilt (their end was not kept)."""
    conn.execute("ALTER TABLE deals RENAME TO deals_v1")
    conn.execute("ALTER TABLE matches RENAME TO matches_v1")
    for statement in statements(SCHEMA):
        conn.execute(statement)
    seats_of: dict[int, list[dict[str, Any]]] = {}
    for mid, game, preset, level, seed, seats, started, ended, totals, winners in conn.execute(
            "SELECT id, game, preset, level, seed, seats, started, ended, totals, winners "
            "FROM matches_v1 ORDER BY id").fetchall():
        seat_list = json.loads(seats)
        seats_of[mid] = seat_list
        humans = [i for i, s in enumerate(seat_list) if s["human"]]
        won = json.loads(winners) if winners else []
        conn.execute(
            "INSERT INTO matches (id, game, preset, level, seed, started, ended, outcome) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (mid, game, preset, level, str(seed), started, ended,
             people_outcome(humans, won) if ended is not None else None))
        total = json.loads(totals) if totals else [None] * len(seat_list)
        conn.executemany(
            "INSERT INTO match_seats (match_id, seat, name, human, level, total, winner) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(mid, i, str(s["name"]), int(bool(s["human"])), str(s.get("level", "normal")),
              total[i], None if ended is None else int(i in won))
             for i, s in enumerate(seat_list)])
    for did, mid, number, played, points, winners, details, game, preset in conn.execute(
            "SELECT d.id, d.match_id, d.number, d.played, d.points, d.winners, d.details, "
            "m.game, m.preset FROM deals_v1 d JOIN matches_v1 m ON m.id = d.match_id "
            "ORDER BY d.id").fetchall():
        pts, won = json.loads(points), json.loads(winners)
        humans = [i for i, s in enumerate(seats_of[mid]) if s["human"]]
        figures = json.loads(details)
        bags = bags_of(game, options_of(game, None, preset), len(pts), figures)
        conn.execute(
            "INSERT INTO deals (id, match_id, number, played, outcome, details) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (did, mid, number, played, people_outcome(humans, won), details))
        conn.executemany(
            "INSERT INTO deal_seats (deal_id, seat, points, winner, bags) VALUES (?, ?, ?, ?, ?)",
            [(did, s, p, int(s in won), bags[s] if bags else None) for s, p in enumerate(pts)])
    conn.execute("DROP TABLE deals_v1")
    conn.execute("DROP TABLE matches_v1")


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _migrate_1_to_2}
"""From schema N to N + 1."""
