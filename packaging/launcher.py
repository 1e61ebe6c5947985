"""The frozen app's entry script (PyInstaller runs this file as ``__main__``).

``multiprocessing.freeze_support()`` must run first in the frozen ``__main__``: if the computer
players ever run in worker processes, a frozen child re-executes this binary, and without it
the child would start a second table instead of the worker.
"""

from __future__ import annotations

import multiprocessing
import sys


def _run() -> int:
    multiprocessing.freeze_support()
    args = sys.argv[1:]
    if "--selftest" in args:
        # The CI check of the bundle must not depend on how the entry point parses options.
        from cardtable.selftest import main as selftest_main

        return selftest_main(args)
    from cardtable.__main__ import main

    return int(main() or 0)


if __name__ == "__main__":
    sys.exit(_run())
