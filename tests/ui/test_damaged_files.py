"""The app starts whatever file is damaged: the real start-up (``MainWindow.start_up``, as
``python -m cardtable`` runs it) on every damaged file met so far and on mutated real
autosaves. Each gets the clean message, the file is kept aside, a table opens, and the
loading ends within a second."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable.games import all_games
from cardtable.storage import Settings, Storage
from cardtable.ui.app.window import MainWindow, build_main_window
from tests.session.damaged import (
    DAMAGED,
    NEWER_AUTOSAVES,
    NEWER_SETTINGS,
    deadline,
    fuzzed_autosaves,
)

# Every game's module is imported when first asked for: imported here, so that the deadline
# times the loading of a damaged file, not the first import of a game on a busy machine.
all_games()


@pytest.fixture
def resume_yes() -> list[str]:
    """What the resume question over the table said each time; the person then resumes."""
    return []


def _start(qtbot, storage: Storage, asked: list[str]) -> MainWindow:  # type: ignore[no-untyped-def]
    """What ``python -m cardtable`` does: read the settings, open the window, start up; a
    game offered to resume is resumed (the question's words are kept in ``asked``)."""
    with deadline(15.0):
        settings = storage.load_settings()
    w = build_main_window(settings, storage)
    qtbot.addWidget(w)
    w.settings.animation_speed = "off"
    w.settings.computer_pace = "instant"
    w.apply_settings()
    w.show()
    with deadline(15.0):
        w.start_up()
    if w.resume_panel.isVisible():
        asked.append(w.resume_panel.text.text())
        w.resume_panel.resume_button.click()
    return w


def _problem_shown(w: MainWindow) -> str:
    boxes = [b for b in w.findChildren(QMessageBox) if b.isVisible()]
    return boxes[0].text() if boxes else ""


def _close(w: MainWindow) -> None:
    w.flow.stop()
    for box in w.findChildren(QMessageBox):
        box.close()
    w.close()


@pytest.mark.parametrize("name", list(DAMAGED))
def test_the_app_starts_on_a_damaged_file_and_keeps_it(qtbot, tmp_path: Path, resume_yes,
                                                       name: str) -> None:
    kind, text = DAMAGED[name]
    storage = Storage(tmp_path / "config", tmp_path / "data")
    path = storage.autosave_path if kind == "autosave" else storage.settings_path
    path.parent.mkdir(parents=True)
    path.write_text(text)
    w = _start(qtbot, storage, resume_yes)
    assert w.flow.state is not None and not w.flow.state.is_over  # a table
    assert resume_yes == []  # nothing damaged is offered to resume
    kept = list(path.parent.glob(f"{path.name}.damaged-*"))
    assert [k.read_text() for k in kept] == [text]
    assert f"{path.name} could not be read" in _problem_shown(w)
    w.flow.flush_autosave()
    if kind == "autosave":  # the new game's autosave does not replace the damaged one
        assert storage.autosave_path.read_text() != text
    _close(w)


@pytest.mark.parametrize("name", list(NEWER_SETTINGS))
def test_the_app_starts_on_settings_of_a_newer_version_and_tells_once(
        qtbot, tmp_path: Path, resume_yes, name: str) -> None:
    """Issue 32, escapes 1 and 7: a computer at master crashed every start; a game, deck or
    start balance this version lacks fell back to the default in silence."""
    text = NEWER_SETTINGS[name]
    storage = Storage(tmp_path / "config", tmp_path / "data")
    storage.config_dir.mkdir(parents=True)
    storage.settings_path.write_text(text)
    w = _start(qtbot, storage, resume_yes)
    assert w.flow.state is not None and not w.flow.state.is_over  # a table
    boxes = [b.text() for b in w.findChildren(QMessageBox) if b.isVisible()]
    silent = name == "a setting this version does not have"
    assert len(boxes) == (0 if silent else 1), boxes
    assert all(s.level in ("easy", "normal", "strong") for s in w.flow.seats)
    for word in ("master", "poker", "klingon", "tarot", "god"):
        if word in text:
            assert word in boxes[0], boxes
    assert not list(storage.config_dir.glob("settings.json.damaged-*"))
    w.start_last_game()  # again in this run: not told again
    assert len([b for b in w.findChildren(QMessageBox) if b.isVisible()]) == len(boxes)
    dialog = w.new_game_dialog()  # Game ▸ New opens on the same last choices
    assert all(level.currentData() in ("easy", "normal", "strong")
               for _name, _kind, level in dialog.seat_rows)
    dialog.reject()
    _close(w)


def test_a_computer_of_an_unknown_level_never_reaches_the_table(qtbot, tmp_path: Path,
                                                                resume_yes) -> None:
    storage = Storage(tmp_path / "config", tmp_path / "data")
    storage.data_dir.mkdir(parents=True)
    storage.autosave_path.write_text(NEWER_AUTOSAVES["a computer seat of an unknown level"])
    w = _start(qtbot, storage, resume_yes)
    assert all(s.level in ("easy", "normal", "strong") for s in w.flow.seats)
    _close(w)


@pytest.mark.slow
def test_the_app_starts_on_fuzzed_autosaves(qtbot, tmp_path: Path, resume_yes) -> None:
    resumed = kept = 0
    for i, text in enumerate(fuzzed_autosaves(60, seed=5)):
        storage = Storage(tmp_path / f"{i}" / "config", tmp_path / f"{i}" / "data")
        storage.data_dir.mkdir(parents=True)
        storage.autosave_path.write_text(text)
        w = _start(qtbot, storage, resume_yes)
        assert w.flow.state is not None
        aside = list(storage.data_dir.glob("autosave.json.damaged-*"))
        newer = list(storage.data_dir.glob("autosave.json.newer-*"))  # a cut name: a newer
        if aside or newer:  # version's game, option or level, as far as this one can tell
            assert [a.read_text() for a in aside + newer] == [text]
            assert ("autosave.json could not be read" if aside else "newer version") in \
                _problem_shown(w)
            kept += 1
        else:
            resumed += 1
        _close(w)
    assert kept > 40 and resumed + kept == 60



def test_a_resumed_game_is_the_saved_one(qtbot, tmp_path: Path, resume_yes) -> None:
    from tests.session.damaged import real_saves

    storage = Storage(tmp_path / "config", tmp_path / "data")
    storage.data_dir.mkdir(parents=True)
    storage.autosave_path.write_text(real_saves()[0][5])
    w = _start(qtbot, storage, resume_yes)
    assert len(resume_yes) == 1 and "Spades" in resume_yes[0] and "Score:" in resume_yes[0]
    assert w.game_id == "spades" and len(w.flow.state.history) == 11
    assert _problem_shown(w) == ""
    _close(w)


def test_settings_given_by_code_start_too(qtbot) -> None:
    w = build_main_window(Settings(animation_speed="off", computer_pace="instant"))
    qtbot.addWidget(w)
    w.start_up()
    assert w.flow.state is not None
    _close(w)


def test_a_full_disk_is_told_once_not_at_every_move(qtbot, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 32, escape 5: a full or read-only disk opened one warning box per move."""
    import errno

    from cardtable import storage as storage_module
    from cardtable.session import SeatConfig, Session
    from tests.ui.conftest import ScriptedPlayer

    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    storage = Storage(tmp_path / "config", tmp_path / "data")
    w = build_main_window(Settings(animation_speed="off", computer_pace="instant"), storage)
    qtbot.addWidget(w)
    w.show()
    monkeypatch.setattr(storage_module, "atomic_write", full)
    info = all_games()[0]
    seats = [SeatConfig("North", False, "easy"), SeatConfig("South", False, "easy")]
    session = Session.new(info.id, info.default_options(), seats, seed=3)
    w.resume_session(session, {s: ScriptedPlayer() for s in range(2)})
    qtbot.waitUntil(w.summary.isVisible, timeout=10000)
    assert len(w.flow.match.records) == 1 and len(w.flow.state.history) > 10
    boxes = [b.text() for b in w.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1 and "No space left on device" in boxes[0], boxes
    _close(w)
