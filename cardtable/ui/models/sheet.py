"""The score sheet: a Qt item model of one row per deal, its columns chosen by the game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QFontMetrics, QStandardItem, QStandardItemModel

from cardtable.ui.words.text import words

BREAK_COLOUR = "#8a6d1f"  # the ground of a dividing row of the score sheet


@dataclass(frozen=True)
class SheetLayout:
    """The score sheet's columns, as the game's adapter gives them: one per seat, one per
    side (Spades partnerships), or each seat's gains with its balance below (chip games)."""

    columns: tuple[str, ...]
    start: tuple[int, ...] = field(default=())  # the last row starts from these (balances)
    total_word: str = "Total"  # what the last row is called
    signed: bool = False  # a deal's figures are gains and losses: +3, -2
    counters: tuple[int, ...] = ()  # columns whose figure is a count kept (bags): the last
    #                                 row shows its latest value, not a sum
    dated: bool = False  # the last row says when it stands ("Balance after deal 3"): balances
    #                      the plates show as they are now, a deal's antes paid, may differ


class ScoreSheet(QStandardItemModel):
    """One row per finished deal, one column per :class:`SheetLayout` column; the last row is
    the running total (there from the start, so the sheet is never a blank box)."""

    def __init__(self, layout: SheetLayout, parent: QObject | None = None) -> None:
        super().__init__(0, len(layout.columns), parent)
        self.restart(layout)

    def restart(self, layout: SheetLayout) -> None:
        """Empty but for the last row, with ``layout``'s columns and words (the sheet written
        anew after a switch of language; the views that show it stay)."""
        self.removeRows(0, self.rowCount())
        self.layout = layout
        self.setColumnCount(len(layout.columns))
        self.setHorizontalHeaderLabels(list(layout.columns))
        self.totals = list(layout.start) or [0] * len(layout.columns)
        self.breaks = 0  # dividing rows
        self.closed = False  # the session's closing row is on the sheet
        self._append_totals()

    @property
    def deals(self) -> int:
        return self.rowCount() - 1 - self.breaks

    def _append_totals(self) -> None:
        cells = [_cell(str(t)) for t in self.totals]
        for c in cells:
            font = c.font()
            font.setBold(True)
            c.setFont(font)
        self.appendRow(cells)
        header = QStandardItem(self.total_label())
        if self.layout.dated:
            header.setToolTip(self.total_tip())
        self.setVerticalHeaderItem(self.rowCount() - 1, header)

    def total_label(self) -> str:
        """What the last row is called: the layout's word, or with a dated layout when the
        balances it shows stand (at the start, after which deal, at the end), as a player
        tells them from the plates' (now: the next deal's antes paid). Short: the row
        headings' column takes room from the table."""
        if not self.layout.dated:
            return self.layout.total_word
        if self.closed:
            return words("table", "Final")
        if not self.deals:
            return words("table", "Start")
        return words("table", "After {n}").format(n=self.deals)

    def room_later(self, metrics: QFontMetrics) -> int:
        """How much wider than today's the row headings get in a long session ("After 88"
        where the last row says "Start"), in ``metrics``: the side panel makes the room from
        the start."""
        later = words("table", "After {n}").format(n=88) if self.layout.dated else ""
        now = max((metrics.horizontalAdvance(str(self.headerData(r, Qt.Orientation.Vertical)))
                   for r in range(self.rowCount())), default=0)
        return max(0, metrics.horizontalAdvance(later) - now)

    def total_tip(self) -> str:
        """The last row's heading in full, for its tooltip."""
        if self.closed:
            return words("table", "The balances at the end of the session")
        if not self.deals:
            return words("table", "The balances at the start; the name plates show them as "
                                  "they are now")
        return words("table", "The balances after deal {n}; the name plates show them as "
                              "they are now").format(n=self.deals)

    def add_break(self, label: str, cells: Sequence[str], restart: bool = True) -> None:
        """A dividing row (the end of a Schnapsen Bummerl, with the match's count in its
        cells): bold on a darker ground; with ``restart`` the running total starts again."""
        if self.rowCount():
            self.removeRow(self.rowCount() - 1)
        row = [_cell(t) for t in cells]
        for c in row:
            font = c.font()
            font.setBold(True)
            c.setFont(font)
            c.setBackground(QColor(BREAK_COLOUR))
        self.appendRow(row)
        header = QStandardItem(label)
        header.setBackground(QColor(BREAK_COLOUR))
        self.setVerticalHeaderItem(self.rowCount() - 1, header)
        self.breaks += 1
        if restart:
            self.totals = list(self.layout.start) or [0] * len(self.layout.columns)
        self._append_totals()

    def add_deal(self, points: Sequence[int], label: str, closing: bool = False) -> None:
        """A deal's row (``closing``: the row of the chips a session's end moves)."""
        pts = list(points)
        self.closed = self.closed or closing
        if self.rowCount():
            self.removeRow(self.rowCount() - 1)  # the total row, appended anew below
        counters = self.layout.counters
        shown = [str(p) if i in counters else f"{p:+d}" if self.layout.signed and p else str(p)
                 for i, p in enumerate(pts)]
        self.appendRow([_cell(t) for t in shown])
        self.setVerticalHeaderItem(self.rowCount() - 1, QStandardItem(label))
        self.totals = [p if i in counters else t + p
                       for i, (t, p) in enumerate(zip(self.totals, pts))]
        self._append_totals()


def _cell(text: str) -> QStandardItem:
    item = QStandardItem(text)
    item.setEditable(False)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item
