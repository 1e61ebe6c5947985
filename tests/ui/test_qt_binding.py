"""The installed Qt binding must not corrupt reference counts (PySide6 6.12.0 on Python 3.11 did)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF


def test_void_qt_calls_leave_none_alone() -> None:
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(20_000):
        point.setX(1.0)
    # 3.12+ reports a fixed immortal count; 3.11 must not lose 20,000 references.
    assert abs(sys.getrefcount(None) - before) < 100
