"""The new-game dialog's start position ("bring last week's pot"): a group that opens when
ticked, with each seat's balance and the chips already lying in each place a start may hold
(the Tippen pot, each Poch compartment); unticked, the game starts as usual. Shown only for
a game with chips."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QScrollArea, QSpinBox, QWidget

from cardtable.engine import CardtableError, GameInfo, Start, new_match
from cardtable.engine.match import ChipMatch
from cardtable.engine.start import MAX_START
from cardtable.ui.app.dialog_parts import Number
from cardtable.ui.games import adapter_for
from cardtable.ui.table.board import compartment_name
from cardtable.ui.words import i18n
from cardtable.ui.words.text import words

__all__ = ["StartPositionBox"]

Options = Callable[[], Any]  # the options as now chosen; CardtableError while half changed


class StartPositionBox(QGroupBox):
    """The start position's group, inside ``scroll`` (which shows it whole when ticked)."""

    def __init__(self, parent: QWidget, scroll: QScrollArea) -> None:
        super().__init__(words("dialogs", "Start position"), parent)
        self.scroll_area = scroll
        self.setCheckable(True)
        self.setChecked(False)
        self.setToolTip(words(
            "dialogs", "Begin where you left off: each player's chips, and chips already on "
                       "the table"))
        self.grid = QGridLayout(self)
        self.balances: list[QSpinBox] = []
        self.places: dict[str, QSpinBox] = {}
        self._labels: list[tuple[QLabel, int | str]] = []  # a seat, or a place
        self._shape: tuple[Any, ...] | None = None  # what the rows were built for
        self.toggled.connect(self._toggled)

    def build(self, info: GameInfo[Any], options: Options, seats: int) -> bool:
        """The rows for this game, its options and seats: a balance per seat and a count per
        place a start may hold chips in; none in a game without chips. Rows that stay keep
        what was typed in them; balances still at the old start balance follow a new one.
        True if the rows were made anew (to be named: :meth:`name_rows`)."""
        try:
            match = new_match(info, options(), seats, 0)
        except CardtableError:
            return False  # rules half changed: the rows stay as they are until they are whole
        if not isinstance(match, ChipMatch):
            self.setChecked(False)
            self.hide()
            self._shape = None
            return False
        self.show()
        balance, places = match.options.start_balance, match.start_places()
        shape = (info.id, seats, places)
        old_balance = self._shape[-1] if self._shape is not None else balance
        if self._shape is not None and self._shape[:-1] == shape:
            for spin in self.balances:
                if spin.value() == old_balance:
                    spin.setValue(balance)
            self._shape = (*shape, balance)
            return False
        same_game = self._shape is not None and self._shape[0] == info.id
        kept = [s.value() for s in self.balances] if same_game else []
        kept_places = {n: s.value() for n, s in self.places.items()} if same_game else {}
        self._clear()
        for seat in range(seats):
            value = kept[seat] if seat < len(kept) and kept[seat] != old_balance else balance
            self.balances.append(self._row(seat, value))
        for name in places:
            self.places[name] = self._row(name, kept_places.get(name, 0))
        self._shape = (*shape, balance)
        self._toggled(self.isChecked())
        return True

    def _clear(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            gone = item.widget() if item is not None else None
            if gone is not None:
                gone.deleteLater()
        self.balances, self.places, self._labels = [], {}, []

    def _row(self, what: int | str, value: int) -> QSpinBox:
        """A label and a count, two to a line of the grid (the places on a line of their own
        after the seats)."""
        k = len(self._labels)
        if isinstance(what, str):
            k += len(self.balances) % 2  # the places begin on a new line
        label = QLabel()
        spin = Number()
        spin.setRange(0, MAX_START)
        spin.setValue(value)
        label.setBuddy(spin)
        self.grid.addWidget(label, k // 2, (k % 2) * 2)
        self.grid.addWidget(spin, k // 2, (k % 2) * 2 + 1)
        self._labels.append((label, what))
        return spin

    def name_rows(self, info: GameInfo[Any], options: Options, names: Sequence[str],
                  german: bool) -> None:
        """Each seat's row by the name typed for it (``names``), each place by the table's
        word for it (a compartment by the pack on the table: Ober, or Queen if not
        ``german``)."""
        adapter = adapter_for(info, [])
        try:
            adapter.options = options()
        except CardtableError:
            pass
        for label, what in self._labels:
            if isinstance(what, int):
                typed = names[what].strip() if what < len(names) else ""
                text = typed or words("dialogs", "Seat {n}").format(n=i18n.number(what + 1))
            elif adapter.board:
                text = compartment_name(what, german)
            else:
                text = adapter.place_name(what)
            label.setText(text)
            buddy = label.buddy()
            if buddy is not None:
                buddy.setAccessibleName(words("dialogs", "Start position: {place}")
                                        .format(place=text))

    def _toggled(self, on: bool) -> None:
        """Ticked, the group opens (and is scrolled into sight); unticked, it closes to its
        title and the game starts as usual."""
        for spin in (*self.balances, *self.places.values()):
            spin.setVisible(on)
        for label, _ in self._labels:
            label.setVisible(on)
        if on:  # once the rows shown have their room (at the next pass of the event loop)
            QTimer.singleShot(0, self, lambda: self.scroll_area.ensureWidgetVisible(self))

    def position(self, info: GameInfo[Any], options: Options, seats: int) -> Start | None:
        """The start position as set, or None for the usual start (the group unticked);
        OptionsError if it does not fit the game as now chosen."""
        if not self.isChecked() or self.isHidden():
            return None
        start = Start(tuple(s.value() for s in self.balances),
                      {name: s.value() for name, s in self.places.items()})
        new_match(info, options(), seats, 0, start=start)  # checks it
        return start
