"""Past games: one bad file never hides the others, and is reported and kept aside like a
damaged autosave; what a killed write left in the folder is cleaned at the next start."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from cardtable.session.archive import Archive
from cardtable.storage import PAST_GAMES_FOLDER, Storage
from tests.session.conftest import new_session, play


def _one_past_game(folder: Path) -> Archive:
    archive = Archive(folder)
    session = new_session(seed=5)
    play(session)
    archive.keep(session)
    archive.flush()
    return archive


def _good_doc(folder: Path) -> dict[str, object]:
    [path] = folder.glob("*.json")
    doc: dict[str, object] = json.loads(path.read_text())
    return doc


@pytest.mark.parametrize("deals", ['"abc"', "[1]", "1e999", "-1", "true", "2.5", "null"])
def test_a_summary_whose_deals_are_not_a_whole_number_hides_no_other_game(
        tmp_path: Path, deals: str) -> None:
    archive = _one_past_game(tmp_path)
    text = json.dumps(_good_doc(tmp_path)).replace('"deals": 1,', f'"deals": {deals},')
    assert f'"deals": {deals},' in text
    bad = tmp_path / "schnapsen-1.json"
    bad.write_text(text)
    os.utime(bad, (time.time() + 10, time.time() + 10))  # the newest
    [game] = archive.past_games()
    assert game.deals == 1 and game.path.name != bad.name
    [message] = archive.errors
    assert message.startswith("schnapsen-1.json could not be read: ") and "kept as" in message
    [aside] = tmp_path.glob("schnapsen-1.json.damaged-*")
    assert aside.read_text() == text and not bad.exists()


@pytest.mark.parametrize("text", ["", "{", "null", "[]", '{"summary": 3}',
                                  '{"summary": {"totals": [1, 2]}, "seats": 7}',
                                  '{"summary": {"totals": "1 2"}, "seats": [{"name": "A"}]}',
                                  "\x00\xff"])
def test_an_unreadable_past_game_is_reported_and_kept_aside(tmp_path: Path, text: str) -> None:
    archive = Archive(tmp_path)
    (tmp_path / "spades-3.json").write_text(text, encoding="latin-1")
    assert archive.past_games() == []
    assert len(archive.errors) == 1 and "spades-3.json could not be read" in archive.errors[0]
    assert [p.name.split(".damaged-")[0] for p in tmp_path.iterdir()] == ["spades-3.json"]
    assert archive.past_games() == [] and len(archive.errors) == 1  # said once


def test_a_killed_write_in_the_past_games_is_cleaned_at_the_next_start(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "c", tmp_path / "d")
    folder = storage.data_dir / PAST_GAMES_FOLDER
    folder.mkdir(parents=True)
    killed = folder / ".spades-9.json.abc123.tmp"
    killed.write_text('{"format": 1, "se')
    old = time.time() - 3600
    os.utime(killed, (old, old))
    storage.remove_stale_temp_files()
    assert not killed.exists()


def test_a_past_game_of_a_newer_version_is_told_once_and_left_in_place(tmp_path: Path) -> None:
    archive = _one_past_game(tmp_path)
    doc = _good_doc(tmp_path)
    doc["format"] = 2
    newer = tmp_path / "spades-77.json"
    newer.write_text(json.dumps(doc))
    for _ in range(3):
        assert [g.path.name for g in archive.past_games()] == ["schnapsen-5.json"]
    [message] = archive.errors
    assert "spades-77.json was written by a newer version" in message
    assert json.loads(newer.read_text()) == doc
