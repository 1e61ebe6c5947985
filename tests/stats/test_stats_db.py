"""The statistics database without Qt: deals, Bummerl, matches and chip sessions recorded from
real sessions, the people's outcome, Spades bags, the queries of the window, reset per game,
the writes in a thread of their own, and a database told a deal twice."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

from cardtable.games import get_game, match_from_dict
from cardtable.games.schnapsen import SchnapsenMatch
from cardtable.games.spades import sides_of
from cardtable.session import SeatConfig, Session
from cardtable.stats import Statistics, people_outcome, unit_of
from cardtable.stats.db import StatsDB
from cardtable.stats.figures import opponent_level
from cardtable.stats.schema import SCHEMA_VERSION
from tests.session.conftest import SPADES_FOUR, YOU_AND_ANNA, play
from tests.session.test_chip_session import ToyOptions, toy_session


def stats_at(tmp_path: Path) -> Statistics:
    return Statistics(tmp_path / "statistics.sqlite3")


def rows(stats: Statistics, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    result = stats.query(lambda db: db.conn.execute(sql, args).fetchall())
    assert result is not None
    return result


def play_deals(session: Session, deals: int, person: Any = None) -> None:
    for _ in range(deals):
        if session.match.is_over():
            return
        session.start_deal()
        play(session) if person is None else play(session, person=person)


def test_a_finished_deal_is_recorded_with_its_seats_points_and_outcome(tmp_path: Path) -> None:
    stats = stats_at(tmp_path)
    info = get_game("schnapsen")
    session = Session.new("schnapsen", info.default_options(), YOU_AND_ANNA, 41,
                          observers=[stats])
    play_deals(session, 1)
    result = session.match.results[0]
    [(_, game, preset, level, seed, ended)] = rows(
        stats, "SELECT id, game, preset, level, seed, ended FROM matches")
    assert (game, preset, level, seed, ended) == ("schnapsen", "traditional", "normal",
                                                  str(session.match.seed), None)
    [(number, deal_seed, outcome, undo, details, record)] = rows(
        stats, "SELECT number, seed, outcome, undo_used, details, record FROM deals")
    you_won = 0 in result.winners
    assert number == 1 and deal_seed == str(session.match.records[0].seed) and not undo
    assert outcome == ("won" if you_won else "lost" if result.winners else "tie")
    assert json.loads(details)["card_points"] == result.details["card_points"]
    assert json.loads(record)["actions"] == list(session.match.records[0].actions)
    seats = rows(stats, "SELECT seat, points, winner, balance, bags FROM deal_seats "
                        "ORDER BY seat")
    assert seats == [(s, result.points[s], int(s in result.winners), None, None)
                     for s in (0, 1)]
    assert rows(stats, "SELECT seat, name, human, level FROM match_seats ORDER BY seat") == [
        (0, "You", 1, "normal"), (1, "Anna", 0, "normal")]
    [tally] = stats.query(lambda db: db.summary("schnapsen")) or []
    assert tally.deals == 1 and tally.deals_won == int(you_won) and tally.level == "normal"
    stats.close()


def test_the_writes_are_done_in_the_statistics_thread(tmp_path: Path) -> None:
    stats = stats_at(tmp_path)
    seen: list[str] = []
    original = StatsDB.add_deal

    def spy(db: StatsDB, row: Any) -> bool:
        seen.append(threading.current_thread().name)
        return original(db, row)

    StatsDB.add_deal = spy  # type: ignore[method-assign]
    try:
        info = get_game("schnapsen")
        session = Session.new("schnapsen", info.default_options(), YOU_AND_ANNA, 42,
                              observers=[stats])
        play_deals(session, 2)
        stats.flush()
    finally:
        StatsDB.add_deal = original  # type: ignore[method-assign]
    assert len(seen) == 2 and all(n.startswith("cardtable-statistics") for n in seen)
    assert threading.current_thread().name not in seen
    stats.close()


def test_a_deal_told_again_after_a_resume_is_kept_once(tmp_path: Path) -> None:
    stats = stats_at(tmp_path)
    info = get_game("schnapsen")
    session = Session.new("schnapsen", info.default_options(), YOU_AND_ANNA, 43,
                          observers=[stats])
    play_deals(session, 2)
    session.start_deal()
    saved = session.match.to_dict()
    play(session)  # the app stops after keeping deal 3's statistics, before saving the game
    resumed = Session(match_from_dict(saved), YOU_AND_ANNA, observers=[stats])
    play(resumed)  # the same choices: the same deal, told again
    play_deals(resumed, 1)
    stats.flush()
    assert rows(stats, "SELECT COUNT(*) FROM matches") == [(1,)]
    assert rows(stats, "SELECT number FROM deals ORDER BY number") == [(1,), (2,), (3,), (4,)]
    stats.close()


def test_a_new_match_with_the_same_seed_is_a_match_of_its_own(tmp_path: Path) -> None:
    stats = stats_at(tmp_path)
    info = get_game("schnapsen")
    for person in (lambda v: v.legal[0], lambda v: v.legal[-1]):  # the person plays anew
        session = Session.new("schnapsen", info.default_options(), YOU_AND_ANNA, 44,
                              observers=[stats])
        play_deals(session, 2, person)
    assert rows(stats, "SELECT match_id, COUNT(*) FROM deals GROUP BY match_id") == [
        (1, 2), (2, 2)]
    stats.close()


def test_bummerl_and_the_end_of_a_match_are_recorded(tmp_path: Path) -> None:
    stats = stats_at(tmp_path)
    info = get_game("schnapsen")
    options = dataclasses.replace(info.default_options(), bummerl_target=3)
    match = SchnapsenMatch(info, options, 2, 45, 0, bummerls_to_win=2)
    session = Session(match, [SeatConfig("You", True), SeatConfig("Anna", False, "easy")],
                      observers=[stats])
    play_deals(session, 200)
    assert match.is_over()
    got = rows(stats, "SELECT number, winner, value, points, first_deal, last_deal, outcome "
                      "FROM bummerls ORDER BY number")
    assert [g[1] for g in got] == match.bummerl_winners
    assert sum(g[2] for g in got) == sum(match.bummerls)
    assert got[-1][5] == len(match.results) and got[0][4] == 1
    assert [g[6] for g in got] == ["won" if w == 0 else "lost" for w in match.bummerl_winners]
    [(ended, outcome)] = rows(stats, "SELECT ended, outcome FROM matches")
    assert ended is not None and outcome == ("won" if match.winners() == (0,) else "lost")
    assert rows(stats, "SELECT seat, total, winner FROM match_seats ORDER BY seat") == [
        (s, match.totals[s], int(s in match.winners())) for s in (0, 1)]
    points = stats.query(lambda db: db.bummerl_points("schnapsen"))
    assert points is not None and len(points) == len(got)
    assert [(p.yours, p.theirs) for p in points] == [
        tuple(json.loads(g[3])) for g in got]
    [tally] = stats.query(lambda db: db.summary("schnapsen")) or []
    assert tally.level == "easy" and tally.units == len(got)
    assert tally.units_won == match.bummerl_winners.count(0)
    stats.close()


@pytest.mark.parametrize("partnerships", ["none", "pairs"])
def test_spades_bags_are_the_overtricks_of_each_side(tmp_path: Path, partnerships: str) -> None:
    stats = stats_at(tmp_path)
    info = get_game("spades")
    options = dataclasses.replace(info.default_options(), partnerships=partnerships)
    session = Session.new("spades", options, SPADES_FOUR, 46, observers=[stats])
    play_deals(session, 4)
    stats.flush()
    checked = 0
    for number, result in enumerate(session.match.results, 1):
        bids, won = result.details["bids"], result.details["won"]
        bags = [b for (b,) in rows(stats, "SELECT ds.bags FROM deal_seats ds JOIN deals d ON "
                                          "d.id = ds.deal_id WHERE d.number = ? ORDER BY "
                                          "ds.seat", number)]
        if 0 in bids:
            continue  # a nil: its tricks count apart; the plain case is checked here
        for side in sides_of(options, 4):  # each alone, or partners across the table
            contract, taken = sum(bids[s] for s in side), sum(won[s] for s in side)
            expected = taken - contract if taken >= contract else 0
            assert [bags[s] for s in side] == [expected] * len(side)
            checked += 1
    assert checked >= 4
    hands = stats.query(lambda db: db.bags("spades"))
    assert hands is not None and len(hands) == len(session.match.results)
    stats.close()


def test_chip_balances_are_kept_for_every_deal_and_at_the_end(tmp_path: Path) -> None:
    stats = stats_at(tmp_path)
    session = toy_session(ToyOptions())
    session.observers.append(stats)
    balances = []
    for _ in range(4):
        session.start_deal()
        session.apply("pass")
        session.apply("pass")
        chips = session.match.carry.chips
        assert chips is not None
        balances.append(chips.balances[0])
    session.end()
    stats.flush()
    assert [b for (b,) in rows(stats, "SELECT ds.balance FROM deal_seats ds JOIN deals d ON "
                                      "d.id = ds.deal_id WHERE ds.seat = 0 ORDER BY d.number")
            ] == balances
    [(stopped, outcome)] = rows(stats, "SELECT stopped, outcome FROM matches")
    assert stopped == 1 and outcome in ("won", "lost")
    [session_row] = stats.query(lambda db: db.chip_sessions("toy")) or []
    assert list(session_row.balances) == balances
    final = rows(stats, "SELECT balance FROM match_seats ORDER BY seat")
    assert final[0][0] == balances[-1] and sum(b for (b,) in final) == 6
    stats.close()


def test_reset_forgets_one_game_only(tmp_path: Path) -> None:
    stats = stats_at(tmp_path)
    for game, seats in (("schnapsen", YOU_AND_ANNA), ("spades", SPADES_FOUR)):
        info = get_game(game)
        play_deals(Session.new(game, info.default_options(), seats, 47, observers=[stats]), 2)
    assert stats.query(lambda db: db.games()) == ["schnapsen", "spades"]
    assert stats.query(lambda db: db.reset("schnapsen")) == 2
    assert stats.query(lambda db: db.games()) == ["spades"]
    assert rows(stats, "SELECT COUNT(*) FROM deal_seats") == [(8,)]  # spades' 2 hands x 4
    assert stats.query(lambda db: db.deal_count("spades")) == 2
    stats.close()


def test_results_by_day_and_the_levels_played(tmp_path: Path) -> None:
    stats = stats_at(tmp_path)
    info = get_game("schnapsen")
    for level, seed in (("easy", 48), ("strong", 49)):
        seats = [SeatConfig("You", True), SeatConfig("Anna", False, level)]
        play_deals(Session.new("schnapsen", info.default_options(), seats, seed,
                               observers=[stats]), 3)
    days = stats.query(lambda db: db.by_day("schnapsen"))
    assert days is not None and len(days) == 1 and days[0].won + days[0].lost + \
        days[0].other == 6
    summary = stats.query(lambda db: db.summary("schnapsen")) or []
    assert sorted(t.level for t in summary) == ["easy", "strong"]
    assert all(t.deals == 3 for t in summary)
    won = rows(stats, "SELECT COUNT(*) FROM deals WHERE outcome = 'won'")[0][0]
    assert sum(t.deals_won for t in summary) == won == days[0].won
    stats.close()


def test_who_won_for_the_people_and_the_level_they_played() -> None:
    assert people_outcome([0], [0, 2]) == "won"  # partners in Spades
    assert people_outcome([1, 3], [0, 2]) == "lost"
    assert people_outcome([0, 1], [1]) == "people"
    you = SeatConfig("You", True)
    assert opponent_level([you, SeatConfig("A", False, "easy")]) == "easy"
    assert opponent_level([you, SeatConfig("A", False), SeatConfig("B", False, "strong")]) == \
        "mixed"
    assert opponent_level([you, SeatConfig("Ben", True)]) == "people"
    assert (unit_of("schnapsen"), unit_of("spades"), unit_of("no such game")) == (
        "bummerl", "match", "match")


def test_a_new_database_has_the_current_schema(tmp_path: Path) -> None:
    db, problems = StatsDB.open(tmp_path / "s.sqlite3")
    assert db is not None and not problems and db.version == SCHEMA_VERSION
    assert db.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()
    conn = sqlite3.connect(tmp_path / "s.sqlite3")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_a_deal_with_a_move_taken_back_is_counted_with_undo(tmp_path: Path) -> None:
    stats = stats_at(tmp_path)
    info = get_game("schnapsen")
    session = Session.new("schnapsen", info.default_options(), YOU_AND_ANNA, 41,
                          observers=[stats])
    session.start_deal()
    play(session, moves=4)
    assert session.can_undo()
    session.undo()  # the person takes a card back …
    play(session)  # … and the deal is played to its end
    play_deals(session, 1)  # a second deal, without undo
    assert rows(stats, "SELECT number, undo_used FROM deals ORDER BY number") == [(1, 1), (2, 0)]
    [tally] = stats.query(lambda db: db.summary("schnapsen")) or []
    assert tally.deals == 2 and tally.undo_deals == 1  # the window's "With undo" column
    stats.close()
