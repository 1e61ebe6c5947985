"""The frozen app's entry script (PyInstaller runs this file as ``__main__``).

``multiprocessing.freeze_support()`` runs first: the computer players now think in a process
started as ``cardtable --ai-worker`` (which ``cardtable.__main__.main`` hands over before
anything else), but should anything ever use ``multiprocessing``, a frozen child re-executes
this binary and without it would open a second table instead of doing its work.
Everything else, ``--selftest`` included, goes through the real entry point.
"""

from __future__ import annotations

import multiprocessing
import sys


def _run() -> int:
    multiprocessing.freeze_support()
    from cardtable.__main__ import main

    return int(main() or 0)


if __name__ == "__main__":
    sys.exit(_run())
