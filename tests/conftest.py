"""Shared test setup: Qt runs offscreen, with a private runtime dir and user dirs."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from types import ModuleType

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    # A screen of 1920x1080 (offscreen's own is 800x800), so that the window opens at its
    # default 1280x800 as on a person's screen; tests of smaller screens start their own process.
    _screen = os.path.join(os.path.dirname(os.path.abspath(__file__)), "offscreen_screen.json")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen}"
os.environ.setdefault("LANG", "C.UTF-8")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
os.environ["CARDTABLE_SOUND"] = "off"  # tests are silent (ui/app/sound.py), whatever the platform
if "XDG_RUNTIME_DIR" not in os.environ:
    _runtime = tempfile.mkdtemp(prefix="cardtable-runtime-")
    os.chmod(_runtime, 0o700)
    os.environ["XDG_RUNTIME_DIR"] = _runtime
    atexit.register(shutil.rmtree, _runtime, True)
# Settings, autosaves and statistics of test runs never touch the user's own files.
_home = tempfile.mkdtemp(prefix="cardtable-home-")
atexit.register(shutil.rmtree, _home, True)  # a run leaves nothing in the temp folder
for _var, _sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                   ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")):
    os.environ[_var] = os.path.join(_home, _sub)


def pytest_configure(config: object) -> None:
    """pytest's own temporary folders (``tmp_path``) in one folder of this run, removed at
    its end, unless ``--basetemp`` names one: the suite leaves nothing in the temp folder."""
    option = getattr(config, "option", None)
    if option is not None and not getattr(option, "basetemp", None):
        base = tempfile.mkdtemp(prefix="cardtable-pytest-")
        option.basetemp = os.path.join(base, "tmp")
        atexit.register(shutil.rmtree, base, True)


def peer(module: str) -> ModuleType:
    """A peer engine our rules are checked against, move by move (the test extra installs
    them: open-spiel's ``pyspiel``, the ``schnapsen`` package). The one policy for a missing
    peer: the test is skipped, saying which peer is missing and how to install it."""
    return pytest.importorskip(
        module, reason=f"the peer engine '{module}' is not installed "
                       "(pip install -e '.[test]' installs it)")
