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
from tests.session.damaged import DAMAGED, deadline, fuzzed_autosaves

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
    with deadline(1.0):
        settings = storage.load_settings()
    w = build_main_window(settings, storage)
    qtbot.addWidget(w)
    w.settings.animation_speed = "off"
    w.apply_settings()
    w.show()
    with deadline(1.0):
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


def test_a_computer_of_an_unknown_level_never_reaches_the_table(qtbot, tmp_path: Path,
                                                                resume_yes) -> None:
    storage = Storage(tmp_path / "config", tmp_path / "data")
    storage.data_dir.mkdir(parents=True)
    storage.autosave_path.write_text(DAMAGED["a computer seat of an unknown level"][1])
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
        if aside:
            assert [a.read_text() for a in aside] == [text]
            assert "autosave.json could not be read" in _problem_shown(w)
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
    w = build_main_window(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.start_up()
    assert w.flow.state is not None
    _close(w)
