"""Qt item models of what the table shows, one per zone, fed by a seat's events and view.

A zone (a hand, the trick, the talon, a seat's won tricks …) is a list of *slots*. A slot has
a stable ``uid`` (the scene keeps one card item per uid, so a card that moves between zones
keeps its item and glides) and the card it shows: a card, or ``HIDDEN`` for a back. These
models hold what the *screen* shows, one event behind the other: the engine state may be
ahead while motion plays. They never decide a rule; whatever they show comes from an event or
a view of the seat at the table.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from cardtable.cards import HIDDEN, card_str, rank_of, suit_of

CardRole = Qt.ItemDataRole.UserRole + 1
UidRole = Qt.ItemDataRole.UserRole + 2

_uids = itertools.count(1)

# Suit order for a sorted hand: colours alternate (spades, hearts, clubs, diamonds).
_SUIT_ORDER = {3: 0, 2: 1, 0: 2, 1: 3, 4: 4}


def hand_order(card: int) -> tuple[int, int]:
    if card >= 52:  # the jokers, the top spades, go before the spades: big joker first
        return (-1, -card)
    return (_SUIT_ORDER[suit_of(card)], -rank_of(card))


@dataclass
class Slot:
    uid: int
    card: int  # HIDDEN for a card shown by its back

    @staticmethod
    def new(card: int = HIDDEN) -> Slot:
        return Slot(next(_uids), card)


Index = QModelIndex | QPersistentModelIndex


class ZoneModel(QAbstractListModel):
    """The slots of one zone, in display order."""

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.slots: list[Slot] = []

    # --- Qt model interface ------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.slots)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.slots):
            return None
        slot = self.slots[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card_str(slot.card)
        if role == CardRole:
            return slot.card
        if role == UidRole:
            return slot.uid
        return None

    # --- changes -----------------------------------------------------------------------------
    @property
    def cards(self) -> list[int]:
        return [s.card for s in self.slots]

    def insert(self, slot: Slot, row: int | None = None) -> None:
        row = len(self.slots) if row is None else max(0, min(row, len(self.slots)))
        self.beginInsertRows(QModelIndex(), row, row)
        self.slots.insert(row, slot)
        self.endInsertRows()

    def take(self, row: int) -> Slot:
        self.beginRemoveRows(QModelIndex(), row, row)
        slot = self.slots.pop(row)
        self.endRemoveRows()
        return slot

    def set_card(self, row: int, card: int) -> None:
        self.slots[row].card = card
        idx = self.index(row)
        self.dataChanged.emit(idx, idx, [CardRole, Qt.ItemDataRole.DisplayRole])

    def reset(self, slots: Iterable[Slot]) -> None:
        self.beginResetModel()
        self.slots = list(slots)
        self.endResetModel()

    def row_of(self, card: int) -> int | None:
        for i, s in enumerate(self.slots):
            if s.card == card:
                return i
        return None

    def take_card(self, card: int) -> Slot | None:
        """The slot showing ``card``, or else a hidden one (from the middle), removed."""
        row = self.row_of(card)
        if row is None:
            hidden = [i for i, s in enumerate(self.slots) if s.card == HIDDEN]
            if not hidden:
                return None
            row = hidden[len(hidden) // 2]
        return self.take(row)

    def sync_cards(self, cards: list[int]) -> None:
        """Show exactly ``cards`` (in order), keeping the slot of every card already shown."""
        spare = list(self.slots)
        result: list[Slot] = []
        for c in cards:
            found = next((s for s in spare if s.card == c), None)
            if found is None and c != HIDDEN:
                found = next((s for s in spare if s.card == HIDDEN), None)
            if found is None and c == HIDDEN:
                found = next((s for s in spare), None)
            if found is not None:
                spare.remove(found)
                found.card = c
            result.append(found or Slot.new(c))
        if [(s.uid, s.card) for s in result] != [(s.uid, s.card) for s in self.slots]:
            self.reset(result)


class TableModel(QObject):
    """Every zone of the table, by name, plus what the seats' plates and captions say."""

    def __init__(self, num_seats: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.num_seats = num_seats
        self.zones: dict[str, ZoneModel] = {}
        for seat in range(num_seats):
            self.zone(f"hand{seat}")
            self.zone(f"pile{seat}")
        self.zone("trick")
        self.trick_seats: list[int] = []  # who played each slot of the trick
        self.raised: set[int] = set()  # cards shown lifted out of a hand (a marriage)

    def zone(self, name: str) -> ZoneModel:
        z = self.zones.get(name)
        if z is None:
            z = self.zones[name] = ZoneModel(name, self)
        return z

    def hand(self, seat: int) -> ZoneModel:
        return self.zone(f"hand{seat}")

    def pile(self, seat: int) -> ZoneModel:
        return self.zone(f"pile{seat}")

    def zone_of_uid(self, uid: int) -> tuple[str, int] | None:
        for name, z in self.zones.items():
            for i, s in enumerate(z.slots):
                if s.uid == uid:
                    return name, i
        return None

    def move(self, src: str, card: int, dst: str, shown: int | None = None,
             row: int | None = None) -> Slot:
        """Move ``card`` (or a hidden slot) from zone ``src`` to ``dst``, showing ``shown``."""
        slot = self.zone(src).take_card(card) or Slot.new()
        slot.card = card if shown is None else shown
        self.zone(dst).insert(slot, row)
        return slot

    # --- the trick --------------------------------------------------------------------------
    def play_to_trick(self, seat: int, card: int) -> None:
        self.move(f"hand{seat}", card, "trick")
        self.trick_seats.append(seat)

    def collect_trick(self, winner: int) -> None:
        trick = self.zone("trick")
        pile = self.pile(winner)
        while trick.slots:
            slot = trick.take(0)
            slot.card = HIDDEN
            pile.insert(slot)
        self.trick_seats = []

    def sync_trick(self, trick: tuple[tuple[int, int], ...]) -> None:
        self.zone("trick").sync_cards([c for _, c in trick])
        self.trick_seats = [s for s, _ in trick]


class ScoreSheet(QStandardItemModel):
    """One row per finished deal, one column per seat; the last row is the running total
    (there from the start, at zero, so the sheet is never a blank box)."""

    def __init__(self, names: list[str], parent: QObject | None = None) -> None:
        super().__init__(0, len(names), parent)
        self.setHorizontalHeaderLabels(names)
        self.totals = [0] * len(names)
        self._append_totals()

    @property
    def deals(self) -> int:
        return self.rowCount() - 1

    def _append_totals(self) -> None:
        cells = [_cell(t) for t in self.totals]
        for c in cells:
            font = c.font()
            font.setBold(True)
            c.setFont(font)
        self.appendRow(cells)
        self.setVerticalHeaderItem(self.rowCount() - 1, QStandardItem("Total"))

    def add_deal(self, points: Iterable[int], label: str) -> None:
        pts = list(points)
        if self.rowCount() and self.verticalHeaderItem(self.rowCount() - 1).text() == "Total":
            self.removeRow(self.rowCount() - 1)
        self.appendRow([_cell(p) for p in pts])
        self.setVerticalHeaderItem(self.rowCount() - 1, QStandardItem(label))
        self.totals = [t + p for t, p in zip(self.totals, pts)]
        self._append_totals()


def _cell(value: int) -> QStandardItem:
    item = QStandardItem(str(value))
    item.setEditable(False)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item
