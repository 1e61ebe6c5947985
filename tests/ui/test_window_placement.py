"""The window fits the screen: it opens no larger than the screen's free area, remembers its
size, place and maximised state, and F11 toggles full screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt

from cardtable.storage import Settings, Storage
from cardtable.ui.app import placement
from cardtable.ui.app.window import build_main_window

ROOT = Path(__file__).resolve().parents[2]

_PROBE = """
import sys
from PySide6.QtWidgets import QApplication
from cardtable.__main__ import main
import cardtable.ui.app.window as w
from PySide6.QtCore import QTimer
app = QApplication([])
def report():
    win = [x for x in app.topLevelWidgets() if isinstance(x, w.MainWindow)][0]
    free = app.primaryScreen().availableGeometry()
    g = win.frameGeometry()
    print("FREE", free.x(), free.y(), free.width(), free.height())
    print("WINDOW", g.x(), g.y(), g.width(), g.height())
    app.quit()
QTimer.singleShot(0, report)
main(sys.argv[1:])
"""


def _open_on_screen(tmp_path: Path, width: int, height: int, *args: str,
                    scale: str = "") -> tuple[QRect, QRect]:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width,
                                               "height": height, "logicalDpi": 96,
                                               "logicalBpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               PYTHONPATH=str(ROOT), XDG_CONFIG_HOME=str(tmp_path / "c"),
               XDG_DATA_HOME=str(tmp_path / "d"), XDG_STATE_HOME=str(tmp_path / "s"),
               XDG_CACHE_HOME=str(tmp_path / "k"))
    if scale:
        env["QT_SCALE_FACTOR"] = scale
    out = subprocess.run([sys.executable, "-c", _PROBE, "--show", "start", *args], env=env,
                         check=False,
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    rects = {line.split()[0]: QRect(*map(int, line.split()[1:]))
             for line in out.stdout.splitlines() if line.startswith(("FREE", "WINDOW"))}
    assert set(rects) == {"FREE", "WINDOW"}, out.stderr[-2000:]
    return rects["FREE"], rects["WINDOW"]


@pytest.mark.parametrize(("width", "height", "scale", "args"), [
    (1280, 720, "", ()),
    (1366, 768, "", ()),
    (1920, 1200, "1.5", ()),
    (1280, 720, "", ("--size", "1280x800")),
])
def test_the_window_opens_inside_the_screen(tmp_path: Path, width: int, height: int,
                                            scale: str, args: tuple[str, ...]) -> None:
    free, window = _open_on_screen(tmp_path, width, height, *args, scale=scale)
    assert free.contains(window), f"the window {window} leaves the screen's free area {free}"


def test_a_kept_place_that_left_the_screen_comes_back_onto_it() -> None:
    free = QRect(0, 0, 1280, 720)
    fitted = placement.fit(QRect(3000, -500, 1600, 1000), free)
    assert free.contains(fitted.marginsAdded(placement.FRAME))


@pytest.mark.parametrize("text", ["", "1,2,3", "a,b,c,d,e", "0,0,50,50,0", "0,0,800,600,7",
                                  "0,0,800,600"])
def test_a_damaged_kept_place_is_no_place(text: str) -> None:
    assert placement.parse_geometry(text) is None


def test_the_window_remembers_its_size_place_and_maximised_state(qtbot, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "config", tmp_path / "data")
    settings = Settings()
    settings.window_geometry = placement.geometry_text(QRect(100, 80, 1100, 700), False)
    window = build_main_window(settings, storage)
    qtbot.addWidget(window)
    assert window.geometry() == QRect(100, 80, 1100, 700)
    window.show()
    window.setGeometry(QRect(150, 90, 1000, 680))
    window.close()
    kept = storage.load_settings().window_geometry
    assert placement.parse_geometry(kept) == (QRect(150, 90, 1000, 680), False)

    settings = storage.load_settings()
    settings.window_geometry = placement.geometry_text(QRect(150, 90, 1000, 680), True)
    again = build_main_window(settings, storage)
    qtbot.addWidget(again)
    assert again.open_maximised


def test_f11_toggles_full_screen(qtbot) -> None:
    window = build_main_window(Settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(window.isActiveWindow)  # on a busy machine activation comes after exposure;
    qtbot.keyClick(window, Qt.Key.Key_F11)  # until it does, F11 reaches no shortcut
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_screen_action.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.full_screen_action.isChecked()
