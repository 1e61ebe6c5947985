"""Sound at the table: silent under tests, a card's sound when it lands (not when the action
is applied), quiet without an audio device and never an error dialog, volume and mute in the
settings, kept across a restart."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.session import SeatConfig
from cardtable.storage import Settings, Storage
from cardtable.ui.app.sound import MIN_GAP_S, SOUND_NAMES, SoundBoard, sound_off_here, sound_path
from cardtable.ui.app.window import MainWindow, build_main_window
from cardtable.ui.table import animation
from tests.ui.test_statistics import play_deal_at_the_table

YOU_AND_ANNA = [SeatConfig("You", True), SeatConfig("Anna", False, "easy")]
ROOT = Path(__file__).resolve().parent.parent.parent


def table(qtbot: Any, speed: str = "off", storage: Storage | None = None) -> MainWindow:
    w = build_main_window(Settings(animation_speed=speed, computer_pace="instant"), storage)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def _plain_card(c: Any) -> Any:
    """A card the person may play that is played at once: not a king or queen whose marriage
    the table would first ask about (the deals are random)."""
    view = c.state.view(0)
    return next(a for a in view.legal
                if a.kind == "play" and c.adapter.question_for(a, view) is None)


def test_tests_are_silent_and_a_deal_sounds_in_order(qtbot: Any) -> None:
    assert sound_off_here()
    w = table(qtbot)
    heard: list[str] = []
    w.sounds.played.connect(heard.append)
    w.start_game("schnapsen", seats=YOU_AND_ANNA)
    play_deal_at_the_table(qtbot, w)
    assert w.sounds.silent and w.sounds.state == SoundBoard.COLD and not w.sounds.effects
    assert heard[0] == "deal" and heard[-1] in ("deal_end", "won")
    assert {"play", "trick"} <= set(heard)
    assert all(name in SOUND_NAMES for name in heard)
    assert all(Path(sound_path(name)).is_file() for name in SOUND_NAMES)


def test_a_card_sounds_when_it_lands_not_when_it_is_played(qtbot: Any) -> None:
    w = table(qtbot, speed="normal")
    heard: list[tuple[str, float, bool]] = []
    c = w.flow
    w.sounds.played.connect(lambda name: heard.append((name, time.monotonic(),
                                                       c.animator.busy)))
    w.start_game("schnapsen", seats=YOU_AND_ANNA)
    qtbot.waitUntil(lambda: c.human_on_turn() and not c.animator.busy, timeout=20_000)
    state = c.state
    assert state is not None
    card = _plain_card(c)
    heard.clear()
    played_at = time.monotonic()
    assert w.gestures.intent(card)
    assert not [h for h in heard if h[0] == "play"]  # applied, still flying: not yet heard
    qtbot.waitUntil(lambda: any(h[0] == "play" for h in heard), timeout=20_000)
    _, at, _ = next(h for h in heard if h[0] == "play")
    assert at - played_at >= 0.8 * animation.PLAY_MS / 1000  # heard as it lands


def test_finishing_the_motion_lands_the_card_and_its_sound(qtbot: Any) -> None:
    w = table(qtbot, speed="slow")
    heard: list[str] = []
    w.sounds.played.connect(heard.append)
    c = w.flow
    w.start_game("schnapsen", seats=YOU_AND_ANNA)
    qtbot.waitUntil(lambda: c.human_on_turn() and not c.animator.busy, timeout=20_000)
    state = c.state
    assert state is not None
    qtbot.wait(int(MIN_GAP_S * 2000))  # the same sound twice within MIN_GAP_S is heard once
    heard.clear()
    assert w.gestures.intent(_plain_card(c))
    assert "play" not in heard
    c.finish_motion()  # a press during motion: everything lands at once
    assert "play" in heard and not c.animator.busy


def test_without_a_sound_server_nothing_is_loaded(tmp_path: Path) -> None:
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    code = """
import sys
from PySide6.QtWidgets import QApplication
from cardtable.ui.app.sound import SoundBoard, no_sound_server
app = QApplication([])
board = SoundBoard(70, False, silent=False)
board.play('deal')
board.prepare()
print(no_sound_server(), board.state, 'PySide6.QtMultimedia' in sys.modules)
"""
    env = {k: v for k, v in os.environ.items() if k not in ("PULSE_SERVER", "PIPEWIRE_REMOTE")}
    env.update(XDG_RUNTIME_DIR=str(runtime), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    if Path("/run/pulse/native").exists() or Path("/var/run/pulse/native").exists():
        pytest.skip("a system-wide PulseAudio server runs here")
    assert done.stdout.split() == ["True", "off", "False"]


def test_without_an_audio_device_the_board_goes_quiet_without_a_dialog(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pulse").mkdir()
    (tmp_path / "pulse" / "native").touch()  # a server seems to run: QtMultimedia loads
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    board = SoundBoard(70, False, silent=False)
    board.play("play")  # the first sound starts loading QtMultimedia in a thread
    assert board.state in (SoundBoard.LOADING, SoundBoard.LOADED)
    qtbot.waitUntil(lambda: board.state != SoundBoard.LOADING, timeout=20_000)
    assert board.state == SoundBoard.LOADED
    board.play("deal")  # loaded, but nothing made during motion: skipped
    assert not board.effects
    board.prepare()  # a calm moment: the sound effects are made, or there is no device
    from PySide6.QtMultimedia import QMediaDevices

    if QMediaDevices.audioOutputs():  # a machine with sound
        assert board.state == SoundBoard.READY and set(board.effects) == set(SOUND_NAMES)
    else:
        assert board.state == SoundBoard.OFF and not board.effects
    board.play("deal")
    board.play("trick")  # nothing raises, whatever the device
    assert not [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QMessageBox) and w.isVisible()]


def test_volume_and_mute_are_set_and_kept_across_a_restart(qtbot: Any, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "config", tmp_path / "data")
    w = table(qtbot, storage=storage)
    heard: list[str] = []
    w.sounds.played.connect(heard.append)
    dialog = w.show_settings()
    dialog.sound.volume.setValue(30)
    assert w.sounds.volume == 30 and heard == ["play"]  # the new volume, heard at once
    dialog.sound.mute.setChecked(True)
    assert w.sounds.muted and not dialog.sound.volume.isEnabled()
    dialog.accept()
    again = Storage(storage.config_dir, storage.data_dir).load_settings()
    assert (again.sound_volume, again.sound_muted) == (30, True)
    w.sounds.play("trick")  # muted: nothing
    assert heard == ["play"]
    restarted = build_main_window(storage.load_settings(), storage)  # as the app starts
    qtbot.addWidget(restarted)
    assert (restarted.sounds.volume, restarted.sounds.muted) == (30, True)


def test_a_wheel_passing_over_the_volume_changes_nothing(qtbot: Any) -> None:
    w = table(qtbot)
    dialog = w.show_settings()
    slider = dialog.sound.volume
    before = slider.value()
    centre = QPointF(slider.width() / 2, slider.height() / 2)
    wheel = QWheelEvent(centre, slider.mapToGlobal(centre), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(slider, wheel)
    assert slider.value() == before
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    slider.setFocus()
    QApplication.sendEvent(slider, wheel)
    assert slider.hasFocus() and slider.value() != before  # focused: the wheel is meant
