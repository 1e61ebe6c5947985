"""Loading never crashes or hangs: every damaged file met so far and a few hundred mutated
real saves give the clean error (RecordError), the app's own files are kept aside with a
message, and every load ends within a second."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from cardtable.engine import RecordError
from cardtable.engine.record import load_json
from cardtable.games import load_match, load_record, replay
from cardtable.session import Review, SeatConfig, Session, open_record, open_saved_game, resume
from cardtable.session.choices import last_choice
from cardtable.storage import Settings, Storage
from tests.session.damaged import (
    DAMAGED,
    NEWER_AUTOSAVES,
    NEWER_SETTINGS,
    damaged_records,
    deadline,
    real_saves,
)
from tests.session.strategies import damaged_json, settings_docs


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    s = Storage(tmp_path / "config", tmp_path / "data")
    s.config_dir.mkdir(parents=True)
    s.data_dir.mkdir(parents=True)
    return s


def _kept_aside(path: Path) -> list[bytes]:
    return [p.read_bytes() for p in path.parent.glob(f"{path.name}.damaged-*")]


@pytest.mark.parametrize("name", [n for n, (kind, _) in DAMAGED.items() if kind == "autosave"])
def test_a_damaged_autosave_is_kept_aside_with_a_message(storage: Storage, name: str) -> None:
    text = DAMAGED[name][1]
    storage.autosave_path.write_text(text)
    with deadline(5.0):
        assert resume(storage) is None
    assert _kept_aside(storage.autosave_path) == [text.encode()]
    assert not storage.autosave_path.exists()  # nothing of it is overwritten later
    [problem] = storage.problems
    assert problem.startswith("autosave.json could not be read: ")
    assert problem.endswith("It was kept as " + storage.autosave_path.name
                            + ".damaged-" + problem.rsplit(".damaged-", 1)[1])


@pytest.mark.parametrize("name", list(NEWER_AUTOSAVES))
def test_an_autosave_of_a_newer_version_is_told_once_and_kept_unchanged(
        storage: Storage, name: str) -> None:
    text = NEWER_AUTOSAVES[name]
    storage.autosave_path.write_text(text)
    with deadline(5.0):
        assert resume(storage) is None
    [kept] = storage.data_dir.iterdir()
    assert kept.name.startswith("autosave.json.newer-") and kept.read_text() == text
    [problem] = storage.problems
    assert "written by a newer version" in problem and kept.name in problem


@pytest.mark.parametrize("name", [n for n, (kind, _) in DAMAGED.items() if kind == "settings"])
def test_damaged_settings_are_kept_aside_and_what_fits_is_kept(storage: Storage,
                                                             name: str) -> None:
    text = DAMAGED[name][1]
    storage.settings_path.write_text(text)
    with deadline(5.0):
        settings = storage.load_settings()
    assert _kept_aside(storage.settings_path) == [text.encode()]
    assert len(storage.problems) == 1 and "settings.json" in storage.problems[0]
    assert settings.deck_style == "french" and settings.last_choices == {}


def test_damaged_settings_keep_what_fits_on_disk(storage: Storage) -> None:
    storage.settings_path.write_text(json.dumps({"felt": "blue", "sound_volume": "loud"}))
    settings = storage.load_settings()
    assert settings.felt == "blue" and "sound volume 'loud'" in storage.problems[0]
    assert Storage(storage.config_dir, storage.data_dir).load_settings() == settings


@pytest.mark.parametrize("name", list(NEWER_SETTINGS))
def test_settings_of_a_newer_version_are_told_once_and_left_as_they_are(
        storage: Storage, name: str) -> None:
    text = NEWER_SETTINGS[name]
    storage.settings_path.write_text(text)
    with deadline(5.0):
        settings = storage.load_settings()
        choice = last_choice(settings.last_choices, settings.last_game)
    assert not _kept_aside(storage.settings_path)
    assert storage.settings_path.read_text() == text  # untouched on disk
    told = storage.problems + list(choice.unused)
    assert len(told) == (0 if name == "a setting this version does not have" else
                         2 if "start balance" in name else 1), told
    storage.save_settings(settings)  # saving what this version uses keeps the rest
    again = json.loads(storage.settings_path.read_text())
    assert {k: v for k, v in json.loads(text).items() if again[k] != v} == {}


def test_an_unknown_key_in_the_settings_is_no_damage(storage: Storage) -> None:
    storage.settings_path.write_text('{"felt": "dark", "cloth_pattern": 3}')
    assert storage.load_settings() == Settings(felt="dark")
    assert storage.problems == [] and not _kept_aside(storage.settings_path)


@pytest.mark.parametrize("name", list(damaged_records()))
def test_a_damaged_record_or_saved_game_the_person_picked_is_refused_and_left_alone(
        tmp_path: Path, name: str) -> None:
    path = tmp_path / "deal.json"
    path.write_text(damaged_records()[name])
    for load in (open_record, open_saved_game):
        with deadline(5.0), pytest.raises(RecordError):
            load(path)  # type: ignore[operator]
    assert path.read_text() == damaged_records()[name]


def test_a_partly_written_temp_file_is_cleaned_up_at_the_next_start(storage: Storage) -> None:
    killed = storage.data_dir / ".autosave.json.k1ll3d.tmp"
    killed.write_text('{"format": 1, "seats": [')
    old = time.time() - 3600
    os.utime(killed, (old, old))
    writing = storage.config_dir / ".settings.json.n0w.tmp"  # another cardtable writes now
    writing.write_text("{")
    storage.remove_stale_temp_files()
    assert not killed.exists() and writing.exists()


def test_the_real_saves_load(storage: Storage) -> None:
    autosaves, records = real_saves()
    for text in autosaves:
        storage.autosave_path.write_text(text)
        assert resume(storage) is not None
    for text in records:
        replay(load_record(text))
    assert storage.problems == []


FUZZ = settings(max_examples=120, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FUZZ
@given(text=damaged_json(lambda: real_saves()[0]))
def test_damaged_autosaves_give_the_clean_error_and_are_kept(text: str) -> None:
    with tempfile.TemporaryDirectory(prefix="cardtable-fuzz-") as folder:
        storage = Storage(Path(folder) / "config", Path(folder) / "data")
        storage.data_dir.mkdir(parents=True)
        storage.autosave_path.write_text(text)
        with deadline(5.0):
            session = resume(storage)
        if session is not None:
            assert storage.autosave_path.read_text() == text and storage.problems == []
        elif storage.problems:  # damaged, or a game this version lacks (a cut name)
            assert len(storage.problems) == 1
            kept = [p.read_bytes() for p in storage.data_dir.glob("autosave.json.*-*")]
            assert kept == [text.encode()], storage.problems
        else:  # a mutation that is a match over: nothing to resume, nothing damaged
            assert not list(storage.data_dir.iterdir())


@FUZZ
@given(text=damaged_json(lambda: real_saves()[1]))
def test_damaged_records_raise_only_record_error(text: str) -> None:
    with deadline(5.0):
        try:
            record = load_record(text)
            if replay(record).is_over:
                Review(record)
        except RecordError:
            pass


@FUZZ
@given(text=damaged_json(lambda: real_saves()[0]))
def test_damaged_saved_games_open_for_review_or_give_the_clean_error(text: str) -> None:
    """A saved game or past game picked for review (``finished_deals``), and the list of
    past games holding it: RecordError only, and the list never fails."""
    from cardtable.session.archive import Archive, finished_deals

    with tempfile.TemporaryDirectory(prefix="cardtable-fuzz-") as folder:
        path = Path(folder) / "schnapsen-1.json"
        path.write_text(text)
        with deadline(5.0):
            try:
                for record in finished_deals(path)[0]:
                    Review(record)
            except RecordError:
                pass
            summary = json.loads(json.dumps({"summary": {"totals": [0, 0], "deals": 1}}))
            try:
                doc = load_json(text, "test")
            except RecordError:
                doc = None
            if isinstance(doc, dict):
                path.write_text(json.dumps(dict(doc, **summary)))
            archive = Archive(Path(folder))
            listed = archive.past_games()
            assert len(listed) + len(archive.errors) == 1


def _matches() -> tuple[str, ...]:
    return tuple(json.dumps(json.loads(t)["match"]) for t in real_saves()[0])


@FUZZ
@given(text=damaged_json(_matches))
def test_damaged_saved_matches_raise_only_record_error(text: str) -> None:
    with deadline(5.0):
        try:
            load_match(text)
        except RecordError:
            pass


@FUZZ
@given(doc=settings_docs)
def test_any_settings_file_starts_a_game_and_is_told_of_once(doc: object) -> None:
    """Whatever a settings file holds: no crash, at most one message, a damaged file kept
    aside, a file with nothing this version cannot use left as it is, and the last game
    starts with what of its last choices fits."""
    text = json.dumps(doc)
    with tempfile.TemporaryDirectory(prefix="cardtable-fuzz-") as folder:
        storage = Storage(Path(folder) / "config", Path(folder) / "data")
        storage.config_dir.mkdir(parents=True)
        storage.settings_path.write_text(text)
        with deadline(5.0):
            loaded = storage.load_settings()
            choice = last_choice(loaded.last_choices, loaded.last_game)
            seats = choice.seats or [SeatConfig("You", True)] + [
                SeatConfig(f"C{k}", False) for k in range(1, choice.info.default_seats)]
            Session.new(choice.info.id, choice.options, seats, 1).start_deal()
        assert len(storage.problems) <= 1
        aside = [p.read_text() for p in storage.config_dir.glob("settings.json.damaged-*")]
        assert aside in ([], [text])
        if not aside:
            assert storage.settings_path.read_text() == text
