"""One error boundary for the whole table: an exception no code caught.

An exception raised in a slot, an event handler or a thread reaches Qt's event loop, which
hands it to ``sys.excepthook`` (``threading.excepthook`` for a thread) and goes on. The
default prints a traceback to a terminal nobody sees, and the table may be left halfway
through a motion. :func:`install` puts this boundary there instead: the exception is
appended to ``errors.log`` in the data folder, the motion is brought up to the state, and the
person is told once, in words, with "Copy details" for a bug report. The same exception
again (the same place, the same kind) is logged but not shown again, and while the message
is open further ones wait in the log: never a cascade of boxes.
"""

from __future__ import annotations

import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.words.text import words

LOG_FILE = "errors.log"
LOG_LIMIT = 1 << 20  # bytes; a longer log starts again (the newest errors matter)


class ErrorBoundary(QObject):
    """Logs every uncaught exception and tells the person of each new one, once."""

    caught = Signal(str, str)  # where (a short signature), details; queued to the GUI thread

    def __init__(self, parent: QWidget, log_path: Path,
                 recover: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.window = parent
        self.log_path = log_path
        self.recover = recover
        self.told: set[str] = set()
        self.seen = 0  # exceptions handled in the GUI thread
        self.dialog: ErrorDialog | None = None
        self._old: tuple[Any, Any] | None = None
        self.caught.connect(self._tell, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        self._old = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.hook
        threading.excepthook = self._thread_hook

    def uninstall(self) -> None:
        if self._old is not None:
            sys.excepthook, threading.excepthook = self._old
            self._old = None

    # --- from any thread --------------------------------------------------------------------
    def hook(self, kind: type[BaseException], exc: BaseException,
             tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):  # Ctrl+C in a terminal still stops the app
            if self._old is not None:
                self._old[0](kind, exc, tb)
            return
        details = "".join(traceback.format_exception(kind, exc, tb))
        self._log(details)
        frames = traceback.extract_tb(tb)
        where = f"{kind.__name__} at {frames[-1].filename}:{frames[-1].lineno}" if frames \
            else kind.__name__
        self.caught.emit(where, details)

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and not issubclass(args.exc_type, SystemExit):
            self.hook(args.exc_type, args.exc_value, args.exc_traceback)

    def _log(self, details: str) -> None:
        try:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            if self.log_path.exists() and self.log_path.stat().st_size > LOG_LIMIT:
                self.log_path.unlink()
            with self.log_path.open("a", encoding="utf-8") as log:
                log.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')}\n{details}\n")
        except OSError:
            pass  # a log that cannot be written must not raise from the hook

    # --- in the GUI thread ------------------------------------------------------------------
    def _tell(self, where: str, details: str) -> None:
        self.seen += 1
        if self.recover is not None:
            try:
                self.recover()  # the screen brought up to the state the engine is in
            except Exception as exc:  # noqa: BLE001 - the boundary itself never raises
                self._log("while recovering: " + "".join(traceback.format_exception(exc)))
        if where in self.told or (self.dialog is not None and self.dialog.isVisible()):
            return
        self.told.add(where)
        self.dialog = ErrorDialog(details, self.log_path, self.window)
        self.dialog.open()  # never blocks the table


class ErrorDialog(QDialog):
    """Something went wrong: said in words, the details one click from the clipboard."""

    def __init__(self, details: str, log_path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle("cardtable")
        self.details = details
        layout = QVBoxLayout(self)
        self.text = QLabel(words("errors", "Something went wrong inside cardtable. The game "
                                           "goes on where it was. What happened is written "
                                           "to {file}; \"Copy details\" puts it on the "
                                           "clipboard for a bug report.").format(
            file=str(log_path)), self)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.text)
        self.shown = QPlainTextEdit(details, self)
        self.shown.setReadOnly(True)
        self.shown.setMinimumHeight(120)
        layout.addWidget(self.shown, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(words("errors", "Copy details"), self)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 320)

    def copy(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.details)
        self.copy_button.setText(words("errors", "Copied"))


def install(window: QWidget, data_dir: Path,
            recover: Callable[[], None] | None = None) -> ErrorBoundary:
    """The app's error boundary over ``window``, logging to ``data_dir``/errors.log."""
    boundary = ErrorBoundary(window, data_dir / LOG_FILE, recover)
    boundary.install()
    return boundary
