"""Everything that imports PySide6: models, the table scene, items, dialogs, the app.

PySide6 6.12 is built against Python's stable ABI as Python 3.12+ sees it, where ``None`` is
immortal: its void methods return ``None`` without taking a reference. On Python 3.11 every
such call (``setPos``, ``setPixel``, ``update`` …) therefore takes one reference from ``None``,
and after some thousands of calls Python aborts with "none_dealloc: deallocating None"; the
same was seen once for ``False`` ("bool_dealloc") while a test run shut down. Until the
binding or our Python changes, the table makes ``None``, ``True`` and ``False`` effectively
immortal on 3.11 by giving each 2**40 extra references once, at import.
"""

from __future__ import annotations

import sys


def _keep_none_alive() -> None:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return  # None is immortal there; its count must not be touched
    import ctypes

    for singleton in (None, True, False):
        refcount = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt: first field
        if refcount.value < 1 << 40:
            refcount.value += 1 << 40


_keep_none_alive()
