"""Computer seats think off the GUI thread: a QRunnable per decision, the answer as plain text.

The worker receives only the seat's view. Each request carries the controller's generation
number; when a new game starts the generation moves on and a late answer is ignored, so a
game that was thinking is cancelled cleanly without killing a thread.
"""

from __future__ import annotations

import traceback

from PySide6.QtCore import QObject, QRunnable, Signal

from cardtable.ai.player import Player
from cardtable.engine.state import View


class AIBridge(QObject):
    """Lives in the GUI thread; its signal is delivered there (queued) from the worker."""

    decided = Signal(int, int, str)  # generation, seat, action text
    failed = Signal(int, int, str)  # generation, seat, message


class AIRequest(QRunnable):
    def __init__(self, player: Player, view: View, generation: int, bridge: AIBridge) -> None:
        super().__init__()
        self.player, self.view, self.generation, self.bridge = player, view, generation, bridge
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            action = self.player.choose(self.view)
        except Exception:  # a crashing player must not take the table down
            self.bridge.failed.emit(self.generation, self.view.seat, traceback.format_exc())
            return
        self.bridge.decided.emit(self.generation, self.view.seat, str(action))
