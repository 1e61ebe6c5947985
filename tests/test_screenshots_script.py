"""tools/screenshots.sh: one line per picture of the README and docs/, named as its file; a bad
name or a missing screenshot tool is refused in words before anything runs."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tools" / "screenshots.sh"


def _run(script: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", str(script), *args], capture_output=True, text=True,
                          timeout=60, check=False)


def test_every_screenshot_has_its_line() -> None:
    names = _run(SCRIPT, "--list").stdout.split()
    assert len(names) == len(set(names))
    pictures = {p.name for p in (ROOT / "docs").glob("screenshot_*.png")}
    assert {f"screenshot_{n}.png" for n in names} == pictures
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = set(re.findall(r"docs/(screenshot_[\w]+\.png)", readme))
    assert shown <= pictures
    assert {f"screenshot_de_1280x720_{g}.png" for g in
            ("poch", "wallachen", "spades", "tippen", "schnapsen")} <= shown


def test_an_unknown_picture_is_refused_before_anything_runs() -> None:
    done = _run(SCRIPT, "poch_melden", "no_such_picture")
    assert done.returncode == 2
    assert "no picture 'no_such_picture'" in done.stderr
    assert "==" not in done.stdout  # no picture was taken


def test_a_missing_screenshot_tool_is_told(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / "tools").mkdir(parents=True)
    copy = repo / "tools" / "screenshots.sh"
    shutil.copy(SCRIPT, copy)
    done = _run(copy, "start")
    assert done.returncode == 1
    assert "screenshot tool is missing" in done.stderr
    assert str(tmp_path / "shared" / "tools" / "screenshot") in done.stderr
    listed = _run(copy, "--list")  # naming the pictures needs no tool
    assert listed.returncode == 0 and "poch_melden" in listed.stdout.split()
