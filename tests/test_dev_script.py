"""./dev installs what it is asked for: running needs the project and PySide6 only, the tests
their extra too; each is installed again only when pyproject.toml changed since, and it says
what it is doing while it installs."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAKE_PYTHON = """#!/bin/sh
echo "$@" >> "$(dirname "$0")/../calls"
"""


def _sandbox(tmp_path: Path) -> Path:
    """A copy of dev and pyproject.toml beside a .venv whose python only notes its calls."""
    shutil.copy(ROOT / "dev", tmp_path / "dev")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    bin_dir = tmp_path / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "python").write_text(FAKE_PYTHON)
    (bin_dir / "python").chmod(0o755)
    # shiboken's files as files already: nothing to compile
    (tmp_path / ".venv/lib/python3.11/site-packages/shiboken6/files.dir").mkdir(parents=True)
    return tmp_path


def _ensure(box: Path, kind: str) -> tuple[list[str], str]:
    """The pip installs ``ensure_venv KIND`` made, and what it printed."""
    calls = box / ".venv" / "calls"
    calls.unlink(missing_ok=True)
    script = ('eval "$(sed -n \'/^find_python()/,/^}/p;/^ensure_venv()/,/^}/p\' dev)"; '
              f"set -euo pipefail; ensure_venv {kind}")
    done = subprocess.run(["bash", "-c", script], cwd=box, capture_output=True, text=True,
                          timeout=60, check=True)
    made = calls.read_text().splitlines() if calls.exists() else []
    return [c for c in made if c.startswith("-m pip install") and "pip" != c.split()[-1]], \
        done.stdout


def test_run_installs_only_what_running_needs_and_test_adds_its_extra(tmp_path: Path) -> None:
    box = _sandbox(tmp_path)
    installs, said = _ensure(box, "run")
    assert installs == ["-m pip install -q -e ."]  # not the test extra (~1.2 GB)
    assert "Installing" in said and "PySide6" in said
    assert _ensure(box, "run") == ([], "")  # installed: nothing to do, nothing said
    installs, said = _ensure(box, "test")
    assert installs == ["-m pip install -q -e .[test]"] and "pytest" in said
    assert _ensure(box, "test")[0] == [] and _ensure(box, "run")[0] == []
    # pyproject.toml changes: running installs the project again, the tests their extra
    with (box / "pyproject.toml").open("a") as f:
        f.write("\n# changed\n")
    assert _ensure(box, "run")[0] == ["-m pip install -q -e ."]
    assert _ensure(box, "test")[0] == ["-m pip install -q -e .[test]"]
    assert _ensure(box, "run")[0] == []
