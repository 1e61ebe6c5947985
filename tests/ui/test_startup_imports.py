"""Start-up imports only what it shows: the app started on one game imports that game's rules,
table and computer players and none of the other games' modules; the start screen lists every
game without importing any of them; the dialogs wait until one is opened
(benchmarks/startup.py measures the time this saves)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import cardtable

GAMES = ("schnapsen", "spades", "tippen", "wallachen", "poch")
ROOT = Path(cardtable.__file__).parent.parent
GAME_PACKAGES = ("cardtable.games", "cardtable.ui.games", "cardtable.ai")


def _modules_after(code: str, tmp_path: Path) -> set[str]:
    """The cardtable modules a fresh interpreter has imported after running ``code``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env["XDG_RUNTIME_DIR"] = str(runtime)
    code += "\nimport sys\nprint(' '.join(m for m in sys.modules if m.startswith('cardtable')))\n"
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True,
                          text=True, timeout=120, cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    return set(done.stdout.split()[-1000:])


def _game_modules(modules: set[str], game: str) -> set[str]:
    return {m for m in modules for p in GAME_PACKAGES if m == f"{p}.{game}"}


@pytest.mark.parametrize("played", ["schnapsen", "tippen"])
def test_the_app_started_on_one_game_imports_no_other_game(tmp_path: Path, played: str) -> None:
    # As `cardtable --startup-probe` starts: the game chosen last time, dealt and shown
    # until the person may act, then the window closes.
    modules = _modules_after(
        "from cardtable import __main__ as app\n"
        "from cardtable.storage import Storage\n"
        "storage = Storage()\n"
        "settings = storage.load_settings()\n"
        f"settings.last_game = {played!r}\n"
        "storage.save_settings(settings)\n"
        "app.main(['--startup-probe', '--speed', 'off'])\n", tmp_path)
    # Its rules and its table (its computer players think in a process of their own).
    assert {f"cardtable.games.{played}", f"cardtable.ui.games.{played}"} <= modules
    others = [g for g in GAMES if g != played]
    assert others and not set().union(*(_game_modules(modules, g) for g in others))
    # Nor the windows that open only when asked for.
    assert not {"cardtable.ui.app.dialogs", "cardtable.ui.app.stats_window", "cardtable.ui.app.review",
                "cardtable.ui.app.start", "cardtable.ui.app.new_game",
                "cardtable.ui.app.settings_dialog", "cardtable.ui.app.rules_dialog",
                "cardtable.ui.app.past_games"} & modules


def test_the_start_screen_lists_every_game_without_importing_one(tmp_path: Path) -> None:
    modules = _modules_after(
        "from PySide6.QtWidgets import QApplication\n"
        "from cardtable.storage import Settings\n"
        "from cardtable.ui.app.window import build_main_window\n"
        "app = QApplication([])\n"
        "window = build_main_window(Settings(animation_speed='off', computer_pace='instant'))\n"
        "window.show()\n"
        "window.show_start_screen()\n"
        "assert len(window.start_screen.tiles) == 5\n", tmp_path)
    assert not set().union(*(_game_modules(modules, g) for g in GAMES))


def test_the_startup_probe_ends_when_the_game_waits_behind_a_hot_seat_cover(
        tmp_path: Path) -> None:
    """The last game was two people at one table: the deal waits behind the handover cover,
    which is where the first person acts; the probe says so and quits (it never did)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env["XDG_RUNTIME_DIR"] = str(runtime)
    code = ("from cardtable import __main__ as app\n"
            "from cardtable.storage import Storage\n"
            "storage = Storage()\n"
            "settings = storage.load_settings()\n"
            "settings.last_game = 'schnapsen'\n"
            "settings.last_choices['schnapsen'] = {'preset': 'traditional', 'seats': [\n"
            "    {'name': 'Ann', 'human': True, 'level': 'normal'},\n"
            "    {'name': 'Ben', 'human': True, 'level': 'normal'}]}\n"
            "storage.save_settings(settings)\n"
            "app.main(['--startup-probe', '--speed', 'off'])\n")
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True,
                          text=True, timeout=60, cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "ready_at=" in done.stdout
