"""Qt for Python makes the Python side of some Qt classes (their enums) the first time the app
meets one of them: QStyle's thirteen took 8 ms in the first deal's summary, the others 1-4 ms
each (the first save, the first card picture, the first rich text), each in the middle of the
table's motion. They are made with the window instead, and kept with it (``gc.freeze``).

The classes are those met in the first minutes of every game (each game played for a while,
counting the enum types made after the window was up: tests/ui/test_frame_budget.py).
"""

from __future__ import annotations

from PySide6.QtCore import QIODevice, QXmlStreamReader
from PySide6.QtGui import QPalette, QRegion, QTextDocument
from PySide6.QtWidgets import QApplication


def make_ahead() -> None:
    """The Python side of the Qt classes the table meets later, made now."""
    QApplication.style()  # QStyle's enums, made with the first style object Python sees
    for kind in (QPalette, QTextDocument, QIODevice, QXmlStreamReader, QRegion):
        vars(kind)  # asking for a class's members makes every enum of it
