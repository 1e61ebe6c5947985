"""One version, ``pyproject.toml``'s: ``cardtable --version`` and ``cardtable.__version__`` say it."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import cardtable
from cardtable.version import from_pyproject, version

ROOT = Path(__file__).resolve().parent.parent


def _pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as f:
        v = tomllib.load(f)["project"]["version"]
    assert isinstance(v, str)
    return v


def test_version_on_the_command_line_is_pyprojects(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "cardtable", "--version"], check=False,
                          capture_output=True, text=True, timeout=60, cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"cardtable {_pyproject_version()}\n"


def test_the_package_says_the_same_version() -> None:
    assert cardtable.__version__ == version() == _pyproject_version()
    with pytest.raises(AttributeError):
        _ = cardtable.no_such_thing  # type: ignore[attr-defined]


def test_another_projects_pyproject_or_a_broken_one_is_not_read(tmp_path: Path) -> None:
    other = tmp_path / "other.toml"
    other.write_text('[project]\nname = "something-else"\nversion = "9.9"\n')
    assert from_pyproject(other) is None
    broken = tmp_path / "broken.toml"
    broken.write_text('[project\nname = "cardtable"\n')
    assert from_pyproject(broken) is None
    assert from_pyproject(tmp_path / "missing.toml") is None
    ours = tmp_path / "ours.toml"
    ours.write_text('[project]\nname = "cardtable"\nversion = "1.2.3"\n')
    assert from_pyproject(ours) == "1.2.3"
