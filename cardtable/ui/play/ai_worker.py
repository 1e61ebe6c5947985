"""Computer seats think off the GUI thread: a QRunnable per decision, the answer as plain text.

The worker receives only the seat's view. Each request carries the computer seats' generation
number; when a new game starts the generation moves on and a late answer is ignored, so a
game that was thinking is cancelled cleanly without killing a thread.
"""

from __future__ import annotations

import itertools
import traceback

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Signal

from cardtable.ai.player import Player
from cardtable.engine.state import View


class AIBridge(QObject):
    """Lives in the GUI thread; its signal is delivered there (queued) from the worker."""

    decided = Signal(int, int, str)  # generation, seat, action text
    failed = Signal(int, int, str)  # generation, seat, message: a player raised
    hinted = Signal(int, list)  # generation, [(action text, estimate, label)]
    lost = Signal(object, str)  # the worker process that ended or cannot be reached, why


_bridge: AIBridge | None = None
_generations = itertools.count(1)


def shared_bridge() -> AIBridge:
    """One bridge for the whole process, living as long as the application: a worker that
    finishes after its table is gone still emits on a live object (nobody listens)."""
    global _bridge
    if _bridge is None:
        _bridge = AIBridge(QCoreApplication.instance())
    return _bridge


def new_generation() -> int:
    """Unique across every table, so no answer is ever taken for another game."""
    return next(_generations)


class AIRequest(QRunnable):
    def __init__(self, player: Player, view: View, generation: int, bridge: AIBridge) -> None:
        super().__init__()
        self.player, self.view, self.generation, self.bridge = player, view, generation, bridge
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            action = self.player.choose(self.view)
        except Exception:  # noqa: BLE001 - a crashing player must not take the table down
            self.bridge.failed.emit(self.generation, self.view.seat, traceback.format_exc())
            return
        self.bridge.decided.emit(self.generation, self.view.seat, str(action))


class HintRequest(QRunnable):
    """The search's estimate of each legal action of a human seat, computed in the pool."""

    def __init__(self, game_id: str, view: View, seed: int, options: object, generation: int,
                 bridge: AIBridge) -> None:
        super().__init__()
        self.game_id, self.view, self.seed, self.options = game_id, view, seed, options
        self.generation, self.bridge = generation, bridge
        self.setAutoDelete(True)

    def run(self) -> None:
        from cardtable.ai import hint

        try:
            rated = hint(self.game_id, self.view, self.seed, self.options)
        except Exception:  # noqa: BLE001 - reported like a crashing player
            self.bridge.failed.emit(self.generation, self.view.seat, traceback.format_exc())
            return
        self.bridge.hinted.emit(self.generation,
                                [(str(a), float(v), str(label)) for a, v, label in rated])
