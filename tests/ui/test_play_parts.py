"""The table's side of a game stays in small parts (issue 27): no part of ui/play over ~400
lines, the Controller only building them, the window under 1,000 lines and talking to the
parts, never through the Controller to what they own."""

from __future__ import annotations

import re
from pathlib import Path

import cardtable

PACKAGE = Path(cardtable.__file__).parent
PART_LINES = 420  # "each part ≤ ~400 lines"


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_each_part_of_the_play_package_is_small() -> None:
    sizes = {p.name: _lines(p) for p in (PACKAGE / "ui" / "play").glob("*.py")}
    assert {name: n for name, n in sizes.items() if n > PART_LINES} == {}
    assert sizes["controller.py"] <= 400


def test_the_window_stays_under_a_thousand_lines() -> None:
    assert _lines(PACKAGE / "ui" / "app" / "window.py") < 1000


def test_nothing_in_the_app_reaches_through_the_controller() -> None:
    reach = re.compile(r"controller\.(?!(flow|turns|gestures|hints|picking|computers|ending|"
                       r"looks|describer|retranslate|py)\b)\w+")
    found = [f"{p.name}:{i}: {line.strip()}"
             for p in sorted((PACKAGE / "ui" / "app").glob("*.py"))
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if reach.search(line)]
    assert found == []
