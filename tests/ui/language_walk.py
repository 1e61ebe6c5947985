"""Helpers for the language tests: the translations as the .ts files hold them, every text a
window shows, English words left in a translated window, and text cut off by its space."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QTabWidget,
    QWidget,
)

from cardtable.ui.words.i18n import ts_path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import translations as tool

__all__ = ["cut_off", "english_in", "shown_texts", "tool", "translations"]

_FIELD = re.compile(r"\{[a-z_0-9]*(?::[^}]*)?\}|%n")


@cache
def translations(language: str) -> dict[tuple[str, str], list[str]]:
    """(context, source) -> the translation's forms, from the language's .ts file."""
    out = {}
    for context in ET.parse(ts_path(language)).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            assert tr is not None
            forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            out[name, message.findtext("source") or ""] = forms
    return out


@cache
def english_tells(language: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """What betrays an untranslated string in ``language``: whole English sources whose
    translation differs, and long literal pieces of those sources (between their fields)
    that no translation of the language contains."""
    table = translations(language)
    everything = " ".join(f for forms in table.values() for f in forms)
    same = {src for (_, src), forms in table.items() if src in forms}
    whole, pieces = set(), set()
    for (_, src), forms in table.items():
        if src in same or src in forms:
            continue
        whole.add(src.replace("&", ""))
        for piece in _FIELD.split(src):
            piece = piece.strip(" .,:;()—")
            if len(piece) >= 8 and " " in piece and piece not in everything:
                pieces.add(piece)
    return frozenset(whole), tuple(sorted(pieces))


def shown_texts(root: QWidget) -> list[tuple[QWidget, str]]:
    """Every text ``root`` and its visible children show: labels, buttons, group titles,
    combo items, tabs, window titles and tooltips."""
    out: list[tuple[QWidget, str]] = []
    for w in [root, *root.findChildren(QWidget)]:
        if w is not root and not w.isVisibleTo(root):
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append((w, w.text()))
        elif isinstance(w, QGroupBox):
            out.append((w, w.title()))
        elif isinstance(w, QComboBox):
            out += [(w, w.itemText(i)) for i in range(w.count())]
        elif isinstance(w, QTabWidget):
            out += [(w, w.tabText(i)) for i in range(w.count())]
        if w.isWindow():
            out.append((w, w.windowTitle()))
        if w.toolTip():
            out.append((w, w.toolTip()))
    return [(w, t) for w, t in out if t]


def english_in(texts: list[str], language: str) -> list[str]:
    """The texts that show English where ``language`` has a translation."""
    whole, pieces = english_tells(language)
    bad = []
    for text in texts:
        for line in text.replace("&", "").splitlines():
            line = line.strip()
            if line in whole or any(p in line for p in pieces):
                bad.append(line)
    return bad


def _clipped(w: QWidget) -> bool:
    """Whether part of ``w`` lies outside one of the widgets it is drawn in (a panel wider
    than the table it lies on hides its last button), up to its window or a scrolled
    area's viewport (whose contents may lie out of view until scrolled to)."""
    rect = w.rect()
    child = w
    while not child.isWindow():
        parent = child.parentWidget()
        if parent is None:
            return False
        rect = rect.translated(child.pos())
        if isinstance(parent.parentWidget(), QAbstractScrollArea) and \
                parent is parent.parentWidget().viewport():  # type: ignore[union-attr]
            return False
        if not parent.rect().contains(rect):
            return True
        child = parent
    return False


def cut_off(root: QWidget) -> list[str]:
    """Widgets whose text does not fit the space they were given: a one-line label or a
    button narrower than its size hint, a wrapped label lower than its text needs, a label
    or a button partly outside what holds it."""
    bad = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible() or w.width() <= 0:
            continue
        if isinstance(w, (QLabel, QAbstractButton)) and w.text() and _clipped(w):
            bad.append(f"{w.text()!r}: partly outside what holds it")
            continue
        if isinstance(w, QLabel) and w.text():
            if w.wordWrap():
                if w.height() + 2 < w.heightForWidth(w.width()):
                    bad.append(f"{w.text()!r}: {w.height()} px high, needs "
                               f"{w.heightForWidth(w.width())}")
            elif w.width() + 1 < w.sizeHint().width():
                bad.append(f"{w.text()!r}: {w.width()} px wide, needs {w.sizeHint().width()}")
        elif isinstance(w, (QPushButton, QCheckBox)) and w.text() and \
                w.width() + 1 < w.sizeHint().width():
            bad.append(f"{w.text()!r}: {w.width()} px wide, needs {w.sizeHint().width()}")
        elif isinstance(w, QComboBox) and w.width() + 1 < w.minimumSizeHint().width():
            bad.append(f"{w.currentText()!r}: {w.width()} px wide, needs "
                       f"{w.minimumSizeHint().width()}")
    return bad
