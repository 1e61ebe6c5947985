"""The table's side of a game, in parts that each own one thing; the Controller builds them,
and holds nothing else.

- :class:`~cardtable.ui.play.flow.Flow` (``flow``): the life of a table, from its start to its
  end: the session, the adapter, model, scene and score sheet of the game, the deals, the moves
  handed in (one road, ``move_handed_in(seat, action)``), and the catching up after motion.
- :class:`~cardtable.ui.play.computers.Computers` (``computers``): the computer seats, their
  worker process, its restarts and the generations of questions.
- :class:`~cardtable.ui.play.ending.Ending` (``ending``): the end of a deal and of a session:
  the score sheet's rows, the chips of the end, the summary, a Bummerl or a match won.
- :class:`~cardtable.ui.play.turns.Turns` (``turns``): the offer of a person's turn, the
  hot-seat cover and undo.
- :class:`~cardtable.ui.play.gestures.Gestures` (``gestures``): drag, click, double-click,
  buttons and letter keys, and the last trick.
- :class:`~cardtable.ui.play.hints.Hints` (``hints``), :class:`~cardtable.ui.play.picking.Picking`
  (``picking``: the arrow keys) and :class:`~cardtable.ui.play.describer.Describer`
  (``describer``: the screen reader's words), :class:`~cardtable.ui.play.looks.Looks`
  (``looks``: deck, felt, speed, the trick's display, as the settings say).
- :class:`~cardtable.ui.play.pace.Pace` (``pace``: computer turns at a pace a person can
  follow, the pauses, forced moves) and :class:`~cardtable.ui.play.narrator.Narrator`
  (``narrator``: the deal's log of calls and plays in words).

The window holds the Controller and connects to the parts directly (``window.flow``,
``window.turns`` …): the parts say what the window needs by their signals and methods.
Each part depends only on the flow and on the parts built before it, and connects itself to
the flow's hook signals as it is built; the flow knows none of them.

Why a Controller at all, when the window could build the parts: the order of building is
the order in which each hook's listeners run (the parts hear of a new scene, a move or a
deal's end before the window does), and it is kept in one place, with the one thing no part
owns alone: the retranslation, which asks the flow, the turns, then the ending.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from cardtable.storage import Storage
from cardtable.ui.play.computers import Computers
from cardtable.ui.play.describer import Describer
from cardtable.ui.play.ending import Ending
from cardtable.ui.play.flow import Flow
from cardtable.ui.play.gestures import Gestures
from cardtable.ui.play.hints import Hints
from cardtable.ui.play.looks import Looks
from cardtable.ui.play.narrator import Narrator
from cardtable.ui.play.pace import Pace
from cardtable.ui.play.picking import Picking
from cardtable.ui.play.turns import Turns

__all__ = ["Controller"]


class Controller(QObject):
    def __init__(self, storage: Storage | None, style: str, back: str, felt: str,
                 speed: float) -> None:
        super().__init__()
        self.flow = Flow(storage, style, back, felt, speed)
        self.flow.setParent(self)
        self.looks = Looks(self.flow)
        self.describer = Describer(self.flow)
        self.computers = Computers(self.flow)
        self.pace = Pace(self.flow, self.computers, self.looks)
        self.narrator = Narrator(self.flow)
        self.ending = Ending(self.flow)
        self.turns = Turns(self.flow, self.describer, self.ending)
        self.gestures = Gestures(self.flow, self.turns)
        self.hints = Hints(self.flow, self.computers)
        self.picking = Picking(self.flow, self.gestures, self.turns)

    def retranslate(self) -> None:
        """Every word on the table anew, in the app's language (after a switch)."""
        if self.flow.retranslate() and not self.turns.retranslate():
            self.ending.retranslate()
        self.ending.reword_sheet()
        self.narrator.retranslate()
