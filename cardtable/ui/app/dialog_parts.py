"""What the dialogs share: drop-downs and number fields that the mouse wheel never changes
(a wheel turned over a choice or a number scrolls the dialog instead: a rule once changed
silently while the person scrolled past it), settings' items in words, the room on the
screen, a computer level's description."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

from cardtable.ai import level_description as level_english
from cardtable.ui.words.naming import setting_words
from cardtable.ui.words.text import words


def screen_room(widget: QWidget) -> QRect:
    """The free area of the screen a window is on (no task bar nor dock)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 640)


def level_description(game_id: str, level: str) -> str:
    """What a level does in that game, in the app's language."""
    english = level_english(game_id, level)
    return words("levels", english) if english else ""


class Choice(QComboBox):
    """A drop-down list that the mouse wheel never changes: the wheel scrolls what holds it."""

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.ignore()


class Number(QSpinBox):
    """A number field that the mouse wheel never changes."""

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.ignore()


def choice_box(items: list[tuple[str, object]], current: object = None) -> Choice:
    """A wheel-proof drop-down of (words, id) items, ``current`` chosen by its id."""
    box = Choice()
    for text, data in items:
        box.addItem(text, data)
    found = box.findData(current)
    if found >= 0:
        box.setCurrentIndex(found)
    return box


def setting_combo(items: tuple[str, ...] | list[str], current: str) -> Choice:
    """A wheel-proof combo box whose items carry their value as data (shown as words by
    word_items)."""
    box = Choice()
    for item in items:
        box.addItem(item, item)
    if current in items:
        box.setCurrentIndex(list(items).index(current))
    return box


def word_items(box: QComboBox) -> None:
    """Each item of a settings combo box in the app's language."""
    for i in range(box.count()):
        box.setItemText(i, setting_words(str(box.itemData(i))))


__all__ = ["Choice", "Number", "choice_box", "level_description", "screen_room", "setting_combo",
           "word_items"]
