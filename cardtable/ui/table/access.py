"""Accessibility helpers: large text, and what a screen reader is told.

* **Large text** (a setting): the application font and every style sheet's pixel sizes grow
  by :data:`LARGE`; the table's own text (name plates, captions, the badge) reads
  :func:`text_scale` when it is laid out.
* **Announcements**: :func:`announce` puts a sentence (a computer's move, a refused card) on
  the accessible status of the window and tells assistive technology that it changed, so a
  screen reader speaks it without the person moving the focus.
* **Names of table items**: every item of the table a person can act on carries an accessible
  name, description and role (:class:`Accessible`); the table view exposes the focused one
  (the card picked with the arrow keys) as its own accessible description.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtGui import QAccessible, QAccessibleEvent, QFont
from PySide6.QtWidgets import QApplication, QWidget

LARGE = 1.3  # how much larger text is with the large-text setting
_scale = 1.0
_base_point_size: float | None = None
_PX = re.compile(r"(font-size:\s*)(\d+(?:\.\d+)?)px")


@dataclass(frozen=True)
class Accessible:
    """What assistive technology is told about an item of the table."""

    name: str
    role: QAccessible.Role
    description: str = ""
    marked: bool = False  # a card of the hand marked for a move of several cards


def text_scale() -> float:
    """1.0, or :data:`LARGE` with the large-text setting."""
    return _scale


def scaled(css: str) -> str:
    """A style sheet with its font sizes in pixels grown for the text size."""
    return _PX.sub(lambda m: f"{m.group(1)}{round(float(m.group(2)) * _scale)}px", css)


def install(window: QWidget) -> None:
    """Remember the window's style sheets as written (the sizes large text grows from)."""
    for w in [window, *window.findChildren(QWidget)]:
        if w.styleSheet() and w.property("css_as_written") is None:
            w.setProperty("css_as_written", w.styleSheet())


def set_large_text(window: QWidget, large: bool) -> None:
    """Large text on or off, at once: the app's font, the style sheets of ``window`` and its
    children, and the table (laid out anew)."""
    global _scale, _base_point_size
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if _base_point_size is None:
        _base_point_size = app.font().pointSizeF()
    new = LARGE if large else 1.0
    if new == _scale:
        return
    _scale = new
    font = QFont(app.font())
    font.setPointSizeF(_base_point_size * _scale)
    app.setFont(font)
    install(window)
    for w in [window, *window.findChildren(QWidget)]:
        written = w.property("css_as_written")
        if isinstance(written, str):
            w.setStyleSheet(scaled(written))
    relayout = getattr(window, "relayout_text", None)
    if callable(relayout):
        relayout()


def announce(widget: QWidget, text: str) -> None:
    """Tell assistive technology ``text`` through ``widget``'s accessible description (the
    window's status): a description-changed event, which screen readers speak."""
    widget.setAccessibleDescription(text)
    if QAccessible.isActive():
        QAccessible.updateAccessibility(
            QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))
