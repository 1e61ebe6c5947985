"""The self-test plays the real table in-process (offscreen) and fails loudly when it should."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

from cardtable import selftest
from cardtable.selftest import run_selftest

ROOT = Path(__file__).resolve().parent.parent


def test_selftest_plays_computer_seats_and_saves_a_frame(
        qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "frame.png"
    assert run_selftest(24, out) == 0
    printed = capsys.readouterr().out
    found = re.search(r"self-test passed: (\d+) actions of Schnapsen", printed)
    assert found, printed
    assert 24 <= int(found[1]) <= 30  # polled: a fast computer may get one or two further
    image = QImage(str(out))
    assert not image.isNull()
    assert image.width() >= 960 and image.height() >= 640


def test_selftest_never_writes_the_persons_settings_or_autosave(
        qapp: Any, tmp_path: Path) -> None:
    config, data = Path(os.environ["XDG_CONFIG_HOME"]), Path(os.environ["XDG_DATA_HOME"])
    before = {p for d in (config, data) if d.exists() for p in d.rglob("*")}
    assert run_selftest(6, tmp_path / "frame.png") == 0
    after = {p for d in (config, data) if d.exists() for p in d.rglob("*")}
    assert after == before


def test_selftest_times_out_with_a_clear_message(
        qapp: Any, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_selftest(100_000, None, timeout=1.5) == 1
    err = capsys.readouterr().err
    assert "self-test FAILED: timed out after 2 s" in err
    assert "of 100000 actions played" in err


def test_selftest_fails_for_a_game_that_does_not_exist(
        qapp: Any, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_selftest(4, None, game="skat") == 1
    assert "self-test FAILED" in capsys.readouterr().err


def test_selftest_fails_when_a_computer_player_crashes(
        qapp: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    class Broken:
        name = "broken"

        def choose(self, view: Any) -> Any:
            raise RuntimeError("the search fell over")

    # The players are made in this process when it thinks in the thread pool.
    monkeypatch.setattr("cardtable.ui.play.computers.Computers.use_process", False)
    monkeypatch.setattr("cardtable.ui.play.computers.make_player", lambda *a, **k: Broken())
    assert run_selftest(4, None, timeout=20) == 1
    err = capsys.readouterr().err
    assert "the table reported an error" in err
    assert "the search fell over" in err


def test_main_parses_the_command_line_and_uses_private_folders(
        qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
                "APPDATA", "LOCALAPPDATA"):
        monkeypatch.setenv(var, str(tmp_path / "person" / var))
    out = tmp_path / "cli.png"
    assert selftest.main(["--selftest", "--selftest-moves", "4", "--selftest-out", str(out)]) == 0
    assert out.is_file()
    assert os.environ["XDG_CONFIG_HOME"] == str(tmp_path / "person" / "XDG_CONFIG_HOME")
    assert not (tmp_path / "person").exists()


def test_the_cardtable_command_dispatches_selftest_and_leaves_no_temp_folder(
        tmp_path: Path) -> None:
    out = tmp_path / "cmd.png"
    temp = tmp_path / "temp"
    temp.mkdir()
    # This checkout's package, whatever the venv has installed.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(temp), PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable", "--selftest", "--selftest-moves", "6",
         "--selftest-out", str(out)],
        check=False, capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "self-test passed" in proc.stdout
    assert out.is_file()
    assert list(temp.iterdir()) == []  # no cardtable-selftest-* folder left behind
