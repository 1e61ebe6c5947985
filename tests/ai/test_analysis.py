"""The analysis of a finished deal: a thrown-away winner is a blunder with the right better
move, cancelling stops it, and it is kept with the past game (a damaged one is left aside)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from cardtable.ai.analysis import (
    Analysis,
    Cancelled,
    Decision,
    analyse,
    decision_points,
    fingerprint,
    verdict,
)
from cardtable.engine import RecordError
from cardtable.session.archive import Archive, finished_deals, kept_analysis, kept_at
from tests.ai.analysis_deals import BETTER, BLUNDER_AT, CHOSEN, blunder_record
from tests.session.conftest import new_session, play


@pytest.fixture(scope="module")
def blunder() -> Analysis:
    return analyse(blunder_record(), 0, workers=1)


def test_throwing_away_a_clear_winner_is_a_blunder_with_the_better_card(blunder: Analysis) -> None:
    marked = blunder.at(BLUNDER_AT)
    assert marked is not None
    assert (marked.chosen, marked.best, marked.verdict) == (CHOSEN, BETTER, "blunder")
    assert marked.cost >= 1.0
    # With every card open the exact solver agrees: the ace wins, the queen does not.
    assert marked.open_best_action == BETTER and marked.open_cost is not None
    assert marked.open_cost >= 1.0
    assert blunder.count("blunder") >= 1 and blunder.lost >= marked.cost


def test_only_the_seats_choices_are_rated(blunder: Analysis) -> None:
    record = blunder_record()
    points, forced = decision_points(record, 0)
    assert {d.position for d in blunder.decisions} <= set(points)
    assert len(blunder.decisions) + blunder.skipped == len(points) + forced
    assert all(d.verdict == verdict("schnapsen", d.cost) for d in blunder.decisions)


def test_the_same_deal_is_rated_the_same_in_a_pool_of_two(blunder: Analysis) -> None:
    seen: list[tuple[int, int]] = []
    again = analyse(blunder_record(), 0, workers=2, progress=lambda d, t: seen.append((d, t)))
    assert again == blunder
    assert seen[0][0] == 0 and seen[-1][0] == seen[-1][1] == len(decision_points(
        blunder_record(), 0)[0])


@pytest.mark.skipif(sys.platform == "win32", reason="Windows keeps the current folder")
def test_a_pool_started_where_its_workers_cannot_go_moves_home_first(
        blunder: Analysis, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Spawned workers first go to the caller's current folder: from one they cannot enter
    (the installed app run as a user from root's folder) or one deleted since, the pool broke.
    A deleted folder stands in for both here (root may enter any folder)."""
    home, gone = tmp_path / "home", tmp_path / "gone"
    home.mkdir()
    gone.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(gone)  # and back to this test's folder afterwards
    gone.rmdir()
    assert analyse(blunder_record(), 0, workers=2) == blunder
    assert Path.cwd() == home


@pytest.mark.parametrize("workers", [1, 2])
def test_cancelling_stops_the_analysis(workers: int) -> None:
    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 1  # after the first look

    with pytest.raises(Cancelled):
        analyse(blunder_record(), 0, workers=workers, cancelled=cancelled)


def test_an_analysis_reads_back_and_refuses_another_deal(blunder: Analysis) -> None:
    data = json.loads(json.dumps(blunder.to_dict()))
    assert Analysis.from_dict(data, blunder_record()) == blunder
    other = new_session(seed=5)
    play(other)
    with pytest.raises(RecordError, match="another deal"):
        Analysis.from_dict(data, other.match.records[0])


@pytest.mark.parametrize("damage", [
    lambda d: d.update(decisions="x"), lambda d: d["decisions"][0].update(verdict="great"),
    lambda d: d["decisions"][0].update(best_value="1"), lambda d: d.update(format=99),
    lambda d: d.update(seat=True), lambda d: d["decisions"].append(None)])
def test_a_damaged_analysis_is_refused_by_name(blunder: Analysis, damage) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(json.dumps(blunder.to_dict()))
    damage(data)
    with pytest.raises(RecordError, match="analysis"):
        Analysis.from_dict(data)


def _past_game(folder: Path) -> tuple[Archive, Path]:
    archive = Archive(folder)
    session = new_session(seed=5)
    play(session)
    archive.keep(session)
    archive.flush()
    [path] = folder.glob("*.json")
    return archive, path


def test_the_analysis_is_kept_with_the_past_game_and_survives_the_next_deal(
        tmp_path: Path, blunder: Analysis) -> None:
    archive, path = _past_game(tmp_path)
    records, _, _ = finished_deals(path)
    assert kept_at(records[0]) == (path, 0)
    assert kept_analysis(path, 0, records[0]) == (None, "")  # an old file: none, no problem
    made = Analysis("schnapsen", 0, fingerprint(records[0]),
                    (Decision(1, records[0].actions[1], "close", 0.25, 1.5, "blunder", 1, 3, "close"),), 4)
    archive.keep_analysis(path, 0, made)
    archive.flush()
    assert kept_analysis(path, 0, records[0]) == (made, "")
    session = new_session(seed=5)  # the match kept again (after its next deal): still there
    play(session)
    archive.keep(session)
    archive.flush()
    assert kept_analysis(path, 0, records[0]) == (made, "")
    assert archive.past_games()[0].deals == 1 and not archive.errors


def test_each_persons_analysis_is_kept_apart(tmp_path: Path) -> None:
    """Hot-seat: the analyses of two people's play in the same deal are kept side by side,
    each read back for its own seat only."""
    archive, path = _past_game(tmp_path)
    records, _, _ = finished_deals(path)
    deal = fingerprint(records[0])
    first = Analysis("schnapsen", 0, deal, (Decision(1, records[0].actions[1], "close", 0.25,
                                                     1.5, "blunder", 1, 3, "close"),), 4)
    second = Analysis("schnapsen", 1, deal, (), 5)
    archive.keep_analysis(path, 0, second)
    archive.keep_analysis(path, 0, first)
    archive.flush()
    assert kept_analysis(path, 0, records[0], 1) == (second, "")
    assert kept_analysis(path, 0, records[0], 0) == (first, "")
    assert kept_analysis(path, 0, records[0]) == (first, "")  # seat 0: the key of old files
    assert sorted(json.loads(path.read_text())["analyses"]) == ["0", "0/1"]
    doc = json.loads(path.read_text())  # a seat's key holding another seat's analysis
    doc["analyses"]["0/1"] = doc["analyses"]["0"]
    path.write_text(json.dumps(doc))
    made, problem = kept_analysis(path, 0, records[0], 1)
    assert made is None and "seat 0, not 1" in problem


@pytest.mark.parametrize("field", ['"x"', '{"0": {"format": 1, "game": 3}}', '{"0": []}'])
def test_a_damaged_analysis_field_is_told_and_the_deals_still_load(tmp_path: Path,
                                                                  field: str) -> None:
    archive, path = _past_game(tmp_path)
    doc = json.loads(path.read_text())
    path.write_text(json.dumps(doc)[:-1] + f', "analyses": {field}}}')
    records, names, _ = finished_deals(path)
    assert len(records) == 1 and names
    analysis, problem = kept_analysis(path, 0, records[0])
    assert analysis is None and "cannot be used" in problem
    assert archive.past_games() and not archive.errors


@pytest.mark.slow
@pytest.mark.parametrize(("game", "seats"), [("spades", 4), ("poch", 4), ("tippen", 4),
                                             ("wallachen", 3)])
def test_every_game_rates_its_person_in_its_own_units(game: str, seats: int) -> None:
    from cardtable.ai import make_player
    from cardtable.ai.analysis import THRESHOLDS
    from cardtable.engine.record import record_of
    from cardtable.games import get_game

    info = get_game(game)
    state = info.new_deal(info.default_options(), seats, 0, 5)
    players = [make_player(game, "easy", 50 + s, state.options) for s in range(seats)]
    while not state.is_over:
        state.apply(players[state.current_player].choose(state.view(state.current_player)))
    record = record_of(state, 5)
    made = analyse(record, 0, workers=1)
    points, forced = decision_points(record, 0)
    assert made.decisions and len(made.decisions) + made.skipped == len(points) + forced
    assert game in THRESHOLDS
    for d in made.decisions:
        assert d.chosen == record.actions[d.position] and d.best_value >= d.chosen_value
        assert d.verdict == verdict(game, d.cost) and d.open_best is None  # no open solver
