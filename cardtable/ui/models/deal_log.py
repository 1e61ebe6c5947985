"""The deal's calls and plays in words ("Bert pochs 3", "Anna holds"), one row each, in the
order they were shown on the table; a list model the side panel's log observes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

__all__ = ["DealLog"]

Index = QModelIndex | QPersistentModelIndex


class DealLog(QAbstractListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[str] = []

    @property
    def lines(self) -> list[str]:
        return list(self._lines)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                    Qt.ItemDataRole.AccessibleTextRole):
            return self._lines[index.row()]
        return None

    def add(self, line: str) -> None:
        """One more line at the end."""
        row = len(self._lines)
        self.beginInsertRows(QModelIndex(), row, row)
        self._lines.append(line)
        self.endInsertRows()

    def replace_all(self, lines: list[str]) -> None:
        """Every line anew (a new deal: none; a resumed deal or an undo: its calls so far)."""
        self.beginResetModel()
        self._lines = list(lines)
        self.endResetModel()
