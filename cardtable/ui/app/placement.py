"""Where the window opens: never larger than the screen's free area, where it was last time,
as large as it was and maximised if it was.

The settings keep the window's place as a short text, ``"x,y,width,height,maximised"``
(:func:`geometry_text`), read back by :func:`parse_geometry`; a damaged text is no place.
A window manager adds a frame around the window that is not known before the window is
shown, so the size is fitted with room for a usual frame (:data:`FRAME`).
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

DEFAULT_SIZE = QSize(1280, 800)
FRAME = QMargins(8, 38, 8, 8)  # a title bar and borders: room kept for them on the screen


def geometry_text(rect: QRect, maximised: bool) -> str:
    """The window's place as the settings keep it."""
    return f"{rect.x()},{rect.y()},{rect.width()},{rect.height()},{int(maximised)}"


def parse_geometry(text: str) -> tuple[QRect, bool] | None:
    """The place kept by :func:`geometry_text`, or None for "" or a damaged text."""
    parts = text.split(",")
    if len(parts) != 5:
        return None
    try:
        x, y, w, h, maxed = (int(p) for p in parts)
    except ValueError:
        return None
    if not (100 <= w <= 20000 and 100 <= h <= 20000 and maxed in (0, 1)
            and abs(x) <= 100000 and abs(y) <= 100000):
        return None
    return QRect(x, y, w, h), bool(maxed)


def fit(rect: QRect, free: QRect, frame: QMargins = FRAME) -> QRect:
    """``rect`` (the window without its frame) shrunk to fit ``free`` with its frame around
    it, and moved inside it."""
    room = free.marginsRemoved(frame)
    w = max(1, min(rect.width(), room.width()))
    h = max(1, min(rect.height(), room.height()))
    x = min(max(rect.x(), room.left()), room.left() + room.width() - w)
    y = min(max(rect.y(), room.top()), room.top() + room.height() - h)
    return QRect(x, y, w, h)


def screen_for(rect: QRect | None) -> QScreen:
    """The screen that holds the middle of ``rect`` (a screen unplugged since: the first)."""
    screen = QGuiApplication.screenAt(rect.center()) if rect is not None else None
    return screen or QGuiApplication.primaryScreen()


def place(window: QWidget, kept: str, size: QSize | None = None) -> bool:
    """Give ``window`` its place before it is shown: ``size`` asked for on the command line,
    else the place ``kept`` in the settings, else the default size in the middle of the
    screen; always inside the screen's free area. Returns whether it should open maximised."""
    saved = parse_geometry(kept) if size is None else None
    if saved is not None:
        rect, maximised = saved
    else:
        rect, maximised = QRect(QPoint(0, 0), size or DEFAULT_SIZE), False
    free = screen_for(rect if saved is not None else None).availableGeometry()
    if saved is None:  # no place of its own: the middle of the screen
        rect.moveCenter(free.center())
    fitted = fit(rect, free)
    smallest = window.minimumSize()
    if smallest.width() > fitted.width() or smallest.height() > fitted.height():
        window.setMinimumSize(smallest.boundedTo(fitted.size()))  # a small screen: let it fit
    window.setGeometry(fitted)
    return maximised


def kept_text(window: QWidget) -> str:
    """The window's place to keep: its size and place when not maximised or full screen."""
    return geometry_text(window.normalGeometry() if window.isMaximized()
                         or window.isFullScreen() else window.geometry(), window.isMaximized())
