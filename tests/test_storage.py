"""Settings and autosave: round trips, damaged files set aside, atomic writes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cardtable import storage
from cardtable.storage import Settings, Storage, atomic_write


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "config", tmp_path / "data")


def test_settings_round_trip(store: Storage) -> None:
    s = Settings(deck_style="german", back="red", animation_speed="off", felt="blue",
                 last_game="spades", last_choices={"spades": {"preset": "x"}})
    store.save_settings(s)
    assert Storage(store.config_dir, store.data_dir).load_settings() == s


def test_sound_volume_and_mute_round_trip(store: Storage) -> None:
    store.save_settings(Settings(sound_volume=35, sound_muted=True))
    again = Storage(store.config_dir, store.data_dir).load_settings()
    assert (again.sound_volume, again.sound_muted) == (35, True)


@pytest.mark.parametrize(("volume", "muted"), [(300, False), ("loud", False), (True, False),
                                               (50, "yes"), (-1, 1)])
def test_a_sound_setting_out_of_range_keeps_its_default_and_the_rest(
        store: Storage, volume: object, muted: object) -> None:
    store.config_dir.mkdir(parents=True)
    store.settings_path.write_text(json.dumps({"felt": "blue", "sound_volume": volume,
                                               "sound_muted": muted}))
    s = store.load_settings()
    assert s.felt == "blue"
    assert s.sound_volume == (volume if isinstance(volume, int) and not isinstance(
        volume, bool) and 0 <= volume <= 100 else 70)
    assert s.sound_muted is (muted if isinstance(muted, bool) else False)
    assert store.problems and "sound" in store.problems[0]


def test_the_card_size_round_trips_and_a_bad_one_keeps_normal(store: Storage) -> None:
    store.save_settings(Settings(card_size="large"))
    again = Storage(store.config_dir, store.data_dir).load_settings()
    assert again.card_size == "large" and again.card_scale > 1
    for bad in ("huge", 3, None, "x" * 100):
        store.settings_path.write_text(json.dumps({"felt": "blue", "card_size": bad}))
        store.problems.clear()
        s = store.load_settings()
        assert (s.card_size, s.card_scale, s.felt) == ("normal", 1.0, "blue")
        assert store.problems and "card size" in store.problems[0]


def test_missing_settings_give_defaults_without_problems(store: Storage) -> None:
    assert store.load_settings() == Settings()
    assert store.problems == []


def test_damaged_settings_are_set_aside_and_reported(store: Storage) -> None:
    store.config_dir.mkdir(parents=True)
    store.settings_path.write_text('{"deck_style": "german", ')
    assert store.load_settings() == Settings()
    kept = list(store.config_dir.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text() == '{"deck_style": "german", '
    assert not store.settings_path.exists()
    assert len(store.problems) == 1 and "settings.json" in store.problems[0]


def test_settings_of_wrong_types_keep_defaults(store: Storage) -> None:
    store.config_dir.mkdir(parents=True)
    store.settings_path.write_text(json.dumps({"deck_style": 3, "felt": "dark", "extra": 1}))
    s = store.load_settings()
    assert s.deck_style == "french" and s.felt == "dark"


def test_autosave_round_trip(store: Storage) -> None:
    seats = [{"name": "Ann", "human": True, "level": "normal"}]
    store.save_autosave(json.dumps({"format": 1, "game": "x"}), seats)
    data = store.load_autosave()
    assert data is not None
    assert data["seats"] == seats and data["match"] == {"format": 1, "game": "x"}
    store.clear_autosave()
    assert store.load_autosave() is None


@pytest.mark.parametrize("content", [b"\xff\xfe garbage", b"[1, 2]", b'{"format": "2"}',
                                     b'{"format": 0}', b'{"format": true}'])
def test_damaged_autosave_is_set_aside_never_lost(store: Storage, content: bytes) -> None:
    store.data_dir.mkdir(parents=True)
    store.autosave_path.write_bytes(content)
    assert store.load_autosave() is None
    kept = list(store.data_dir.glob("autosave.json.damaged-*"))
    assert [p.read_bytes() for p in kept] == [content]
    assert store.problems


def test_two_damaged_files_in_one_second_are_both_kept(store: Storage) -> None:
    store.data_dir.mkdir(parents=True)
    for content in (b"one", b"two"):
        store.autosave_path.write_bytes(content)
        store.load_autosave()
    kept = sorted(p.read_bytes() for p in store.data_dir.glob("autosave.json.damaged-*"))
    assert kept == [b"one", b"two"]


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.json"
    atomic_write(target, "old")

    def broken_fsync(fd: int) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(storage.os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]  # no temp file left behind


def test_atomic_write_goes_through_a_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    replaced: list[tuple[str, str]] = []
    real_replace = os.replace

    def spy(src: str, dst: str) -> None:
        if Path(dst).parent == tmp_path:  # (the card cache's writer thread renames too)
            replaced.append((str(src), str(dst)))
        real_replace(src, dst)

    monkeypatch.setattr(storage.os, "replace", spy)
    target = tmp_path / "g.json"
    atomic_write(target, "content")
    assert target.read_text() == "content"
    assert len(replaced) == 1 and replaced[0][1] == str(target) and replaced[0][0] != str(target)


def test_the_background_writer_keeps_the_newest_save(store: Storage) -> None:
    from cardtable.storage import AutosaveWriter

    writer = AutosaveWriter(store)
    for n in range(20):
        writer.submit(json.dumps({"format": 1, "n": n}), [])
    assert writer.flush()
    data = store.load_autosave()
    assert data is not None and data["match"]["n"] == 19
    assert writer.errors == []


def test_the_computer_pace_and_pauses_round_trip_and_bad_ones_keep_their_defaults(
        store: Storage) -> None:
    store.save_settings(Settings(computer_pace="slow", pause_after_trick=True,
                                 pause_after_call=True, auto_forced=True))
    loaded = store.load_settings()
    assert (loaded.computer_pace, loaded.pause_after_trick, loaded.pause_after_call,
            loaded.auto_forced) == ("slow", True, True, True)
    assert loaded.computer_pause_ms > Settings().computer_pause_ms > 0  # relaxed by default
    settings, bad = Settings.read({"computer_pace": "warp", "pause_after_trick": "yes",
                                   "auto_forced": 1, "felt": "blue"})
    assert settings == Settings(felt="blue")
    assert len(bad) == 3 and any("computer pace 'warp'" in b for b in bad), bad


@pytest.mark.parametrize("content", [b'{"format": 2}', b'{"format": 2, "seats": "new"}',
                                     b'{"format": 99, "match": []}'])
def test_an_autosave_of_a_newer_version_is_kept_unchanged_and_named_so(
        store: Storage, content: bytes) -> None:
    store.data_dir.mkdir(parents=True)
    store.autosave_path.write_bytes(content)
    assert store.load_autosave() is None
    [kept] = store.data_dir.iterdir()
    assert kept.name.startswith("autosave.json.newer-") and kept.read_bytes() == content
    [problem] = store.problems
    assert "newer version" in problem and "not a cardtable autosave" not in problem


def test_a_newer_setting_gives_way_to_the_persons_choice(store: Storage) -> None:
    store.config_dir.mkdir(parents=True)
    store.settings_path.write_text(json.dumps({"deck_style": "tarot", "felt": "plaid"}))
    s = store.load_settings()
    assert (s.deck_style, s.felt) == ("french", "green") and len(store.problems) == 1
    s.deck_style = "german"  # chosen in Settings; the felt is not touched
    store.save_settings(s)
    saved = json.loads(store.settings_path.read_text())
    assert (saved["deck_style"], saved["felt"]) == ("german", "plaid")


def test_an_autosave_of_a_game_this_version_lacks_is_kept_unchanged(store: Storage) -> None:
    from cardtable.session import resume

    store.data_dir.mkdir(parents=True)
    text = json.dumps({"format": 1, "seats": [{"name": "A", "human": True}],
                       "match": {"format": 1, "game": "poker", "deals": []}})
    store.autosave_path.write_text(text)
    assert resume(store) is None
    [kept] = store.data_dir.iterdir()
    assert kept.name.startswith("autosave.json.newer-") and kept.read_text() == text
    assert "the game 'poker'" in store.problems[0] and "newer version" in store.problems[0]
