"""The figures the table shows, as Qt item models that the views observe.

One set per table (:class:`TableModel` holds them): the seats (:class:`SeatsModel`: name,
balance, the line of facts under the name, dealer, whose turn, tooltip), the places on the
table (:class:`PlacesModel`: a pot, the Poch board's compartments, with their counts), the
score panel's lines (:class:`LinesModel`), the calls of the deal (:class:`CallsModel`: each
seat's last words, shown as its bubble) and the end-of-deal panel's words (a
:class:`LinesModel` again). The score sheet is :class:`cardtable.ui.models.sheet.ScoreSheet`.

A model changes when the motion that causes the change lands (the code that fills them is
``ui/play/feed.py``; chips landing write the balances and counts); every view (the name
plates, the side panel, the board's counts, the bubbles, the end-of-deal panel, the screen
reader's words) redraws on ``dataChanged`` or ``modelReset``, so two views of one figure
never disagree. A model emits only when a value really changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

_USER = int(Qt.ItemDataRole.UserRole)
NAME, BALANCE, INFO, DEALER, TURN, TIP, COUNT, CALL = range(_USER + 1, _USER + 9)
DISPLAY = int(Qt.ItemDataRole.DisplayRole)

Index = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractListModel):
    """A list of rows, each a dict of role → value; a change of a value emits ``dataChanged``
    for its row and role, a change of the number of rows a reset."""

    def __init__(self, roles: dict[int, bytes], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._roles = roles
        self.rows: list[dict[int, Any]] = []

    def roleNames(self) -> dict[int, QByteArray]:
        return {role: QByteArray(name) for role, name in self._roles.items()}

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        return self.rows[index.row()].get(role)

    def value(self, row: int, role: int) -> Any:
        return self.rows[row].get(role) if 0 <= row < len(self.rows) else None

    def set_rows(self, rows: Sequence[dict[int, Any]]) -> None:
        """Show exactly ``rows``: a reset if their number changed, else the changed values."""
        if len(rows) != len(self.rows):
            self.beginResetModel()
            self.rows = [dict(r) for r in rows]
            self.endResetModel()
            return
        for i, row in enumerate(rows):
            self.set(i, row)

    def set(self, row: int, values: dict[int, Any]) -> None:
        """Change some values of ``row``; ``dataChanged`` for those that differ."""
        if not 0 <= row < len(self.rows):
            return
        old = self.rows[row]
        changed = [role for role, v in values.items() if old.get(role) != v or role not in old]
        if not changed:
            return
        old.update({role: values[role] for role in changed})
        index = self.index(row, 0)
        self.dataChanged.emit(index, index, changed)


class SeatsModel(RowsModel):
    """One row per seat: ``NAME``, ``BALANCE`` (None outside a chip game: the chips lying on
    the seat's plate), ``INFO`` (the line of facts under the name: a bid and tricks, cards
    left, a Poch bet), ``DEALER``, ``TURN`` and ``TIP`` (the plate's tooltip)."""

    def __init__(self, seats: int, parent: QObject | None = None) -> None:
        super().__init__({NAME: b"name", BALANCE: b"balance", INFO: b"info", DEALER: b"dealer",
                          TURN: b"turn", TIP: b"tip", DISPLAY: b"display"}, parent)
        self.rows = [{NAME: "", DISPLAY: "", BALANCE: None, INFO: "", DEALER: False,
                      TURN: False, TIP: ""} for _ in range(seats)]

    def balances(self) -> list[int | None]:
        return [r.get(BALANCE) for r in self.rows]

    def infos(self) -> list[str]:
        return [str(r.get(INFO, "")) for r in self.rows]


class PlacesModel(RowsModel):
    """One row per place on the table holding chips (a pot, a compartment): ``NAME`` and
    ``COUNT``, the chips lying there (those flying off it no longer count)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__({NAME: b"name", COUNT: b"count", DISPLAY: b"display"}, parent)

    def set_counts(self, counts: dict[str, int]) -> None:
        names = [str(r[NAME]) for r in self.rows]
        rows = [{NAME: n, DISPLAY: n, COUNT: c} for n, c in counts.items()]
        if names != list(counts):
            self.beginResetModel()
            self.rows = rows
            self.endResetModel()
        else:
            self.set_rows(rows)

    def counts(self) -> dict[str, int]:
        return {str(r[NAME]): int(r[COUNT]) for r in self.rows}

    def count(self, name: str) -> int:
        return next((int(r[COUNT]) for r in self.rows if r[NAME] == name), 0)


class LinesModel(RowsModel):
    """Lines of words (the score panel, the end-of-deal panel), one a row."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__({DISPLAY: b"display"}, parent)

    def set_text(self, text: str) -> None:
        lines = text.split("\n") if text else []
        if lines != self.lines():
            self.beginResetModel()
            self.rows = [{DISPLAY: line} for line in lines]
            self.endResetModel()

    def lines(self) -> list[str]:
        return [str(r[DISPLAY]) for r in self.rows]

    def text(self) -> str:
        return "\n".join(self.lines())


class CallsModel(RowsModel):
    """One row per seat: ``CALL``, the seat's last words of the deal ("Raise to 9!", "40!",
    "Pass"), shown as a bubble beside its plate when they land. A call said again (the same
    words twice) is a new call: ``dataChanged`` all the same."""

    def __init__(self, seats: int, parent: QObject | None = None) -> None:
        super().__init__({CALL: b"call", DISPLAY: b"display"}, parent)
        self.rows = [{CALL: "", DISPLAY: ""} for _ in range(seats)]

    def say(self, seat: int, words: str) -> None:
        if 0 <= seat < len(self.rows):
            self.rows[seat].update({CALL: words, DISPLAY: words})
            index = self.index(seat, 0)
            self.dataChanged.emit(index, index, [CALL, DISPLAY])

    def clear(self) -> None:
        for row in self.rows:
            row.update({CALL: "", DISPLAY: ""})

    def calls(self) -> list[str]:
        return [str(r[CALL]) for r in self.rows]
