"""The layers below the table never import Qt: the session, storage, the engine, the games
and the computer players run headless (tests, benchmarks, the AI's worker process)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import cardtable

HEADLESS = ("cardtable.session", "cardtable.storage", "cardtable.stats", "cardtable.engine",
            "cardtable.games", "cardtable.ai")


def test_no_module_below_the_table_imports_qt() -> None:
    modules = []
    for name in HEADLESS:
        modules.append(name)
        package = sys.modules.get(name) or __import__(name, fromlist=["_"])
        if hasattr(package, "__path__"):
            modules += [m.name for m in pkgutil.walk_packages(package.__path__, name + ".")]
    code = ("import importlib, sys\n"
            f"for m in {modules!r}:\n"
            "    importlib.import_module(m)\n"
            "    assert 'PySide6' not in sys.modules, m\n")
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True,
                          text=True, timeout=120, cwd=Path(cardtable.__file__).parent.parent)
    assert done.returncode == 0, done.stderr[-2000:]
    assert len(modules) > 20
