"""Card items made ahead, while the table is still.

A new deal lays its whole pack at once: thirty-two to fifty-two card items, each a Qt object
with its signals, took 5–7 ms of that one turn of the event loop. The pool makes them a few
at a time in the turns when nothing moves (the summary is up, a person thinks), so the deal
takes them ready-made. An item is taken once, as new: one that has lain on the table is
never used again, so nothing of an earlier deal (a dimmed look, a badge, a tooltip) carries
over.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from cardtable.ui.table.animation import Animator
from cardtable.ui.table.card_item import CardItem

CHUNK = 6  # items made in one turn of the event loop (about 0.1 ms each)


class CardPool(QObject):
    def __init__(self, animator: Animator, make: Callable[[int], CardItem],
                 art: Callable[[], object], parent: QObject | None = None) -> None:
        """``make(width)``: a new face-down item in the table's art; ``art()``: what the
        items' pictures depend on (pack, back, the screen's scale): the pool is made anew
        when it changes."""
        super().__init__(parent)
        self._animator = animator
        self._make = make
        self._art_now = art
        self._art: object = None
        self._items: list[CardItem] = []
        self.wanted = 0  # how many items the table's deals need (its pack)
        self.width = 0  # the width the pack is laid at
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._fill)
        animator.idle.connect(self._timer.start)

    def __len__(self) -> int:
        return len(self._items)

    def take(self, width: int) -> CardItem | None:
        """A ready item at ``width`` (face down, in no scene), or None."""
        if not self._items or self._art != self._art_now():
            return None
        item = self._items.pop()
        item.set_width(width)
        return item

    def _fill(self) -> None:
        if self._animator.busy or not self.width:
            return  # at the table's next still moment
        art = self._art_now()
        if art != self._art:
            self._items.clear()
            self._art = art
        for _ in range(min(CHUNK, self.wanted - len(self._items))):
            self._items.append(self._make(self.width))
        if len(self._items) < self.wanted:
            self._timer.start()
