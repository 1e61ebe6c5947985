"""Motion: one speed factor scales every duration (0 = instant), and one queue runs steps in order.

A *step* is a function run when its turn comes; it changes the models and returns the tweens
that move the items from where they are to where the models now put them. Steps run one after
another, so the screen shows the game's events in order. Input that arrives during motion calls
:meth:`Animator.finish_all`, which ends every tween at its end value and runs the queued steps
instantly: the person then acts on exactly the state the screen shows.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QSequentialAnimationGroup,
    QVariantAnimation,
    Signal,
)

Ease = QEasingCurve.Type

# Durations at normal speed, in ms (TABLE_LOOK.md "Motion").
DEAL_MS = 200
DEAL_STAGGER_MS = 60
PLAY_MS = 250
TRICK_HOLD_MS = 750
COLLECT_MS = 300
FLIP_MS = 180
SETTLE_MS = 220
CHIPS_MS = 350
MARRIAGE_SHOW_MS = 1000


@dataclass
class Tween:
    """One value of one item going from ``start`` to ``end``."""

    setter: Callable[[Any], None]
    start: Any
    end: Any
    duration: int
    easing: Ease = Ease.OutCubic
    delay: int = 0


@dataclass
class StepResult:
    tweens: list[Tween]
    hold: int = 0  # ms to wait after the tweens (a trick stays visible)


Step = Callable[[], "StepResult | None"]


class Animator(QObject):
    """Runs steps one at a time; ``idle`` fires when the queue is empty and nothing moves."""

    idle = Signal()

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = speed
        self._queue: deque[Step] = deque()
        self._group: QAbstractAnimation | None = None
        self._tweens: list[Tween] = []
        self._running_loop = False

    def ms(self, base: int) -> int:
        return max(0, round(base * self.speed))

    @property
    def busy(self) -> bool:
        return self._group is not None or bool(self._queue) or self._running_loop

    def enqueue(self, step: Step) -> None:
        self.enqueue_all([step])

    def enqueue_all(self, steps: list[Step]) -> None:
        """Queue steps together: ``idle`` cannot fire between them, even when motion is off."""
        self._queue.extend(steps)
        if self._group is None and not self._running_loop:
            self._run_queue()

    def clear(self) -> None:
        """Forget queued steps and stop motion where it is (a new game replaces the table)."""
        self._queue.clear()
        if self._group is not None:
            group, self._group = self._group, None
            group.stop()
            group.deleteLater()  # its animations hold the items they move
        self._tweens = []

    def pause(self) -> None:
        """Hold the running motion where it is (a still frame for a screenshot)."""
        if self._group is not None:
            self._group.pause()

    def finish_all(self) -> None:
        """End the running motion at its end values and run every queued step instantly."""
        saved = self.speed
        self.speed = 0.0
        try:
            self._complete_running()
            self._run_queue()
        finally:
            self.speed = saved

    # --- internals ------------------------------------------------------------------------------
    def _complete_running(self) -> None:
        if self._group is None:
            return
        group, self._group = self._group, None
        group.stop()
        group.deleteLater()  # its animations hold the items they move
        for t in self._tweens:
            t.setter(t.end)
        self._tweens = []

    def _run_queue(self) -> None:
        # Steps that need no time run in this loop; the first that does starts its group and
        # the loop resumes from its ``finished`` signal.
        self._running_loop = True
        try:
            while self._queue and self._group is None:
                step = self._queue.popleft()
                result = step()
                if result is not None:
                    self._start(result)
        finally:
            self._running_loop = False
        if self._group is None and not self._queue:
            self.idle.emit()

    def _start(self, result: StepResult) -> None:
        tweens = result.tweens
        if self.speed <= 0 or (not tweens and result.hold <= 0):
            for t in tweens:
                t.setter(t.end)
            return
        group = QParallelAnimationGroup(self)
        for t in tweens:
            group.addAnimation(self._animation(t, group))
        if result.hold > 0:
            tail = QSequentialAnimationGroup(group)
            longest = max((t.delay + t.duration for t in tweens), default=0)
            tail.addAnimation(QPauseAnimation(max(1, longest + result.hold), tail))
            group.addAnimation(tail)
        self._tweens = tweens
        self._group = group
        group.finished.connect(lambda g=group: self._on_finished(g))
        group.start()

    def _animation(self, t: Tween, parent: QObject) -> QAbstractAnimation:
        anim = QVariantAnimation()
        anim.setStartValue(t.start)
        anim.setEndValue(t.end)
        anim.setDuration(max(1, t.duration))
        anim.setEasingCurve(t.easing)
        anim.valueChanged.connect(t.setter)
        if t.delay <= 0:
            anim.setParent(parent)
            return anim
        seq = QSequentialAnimationGroup(parent)
        seq.addPause(t.delay)
        seq.addAnimation(anim)
        return seq

    def _on_finished(self, group: QAbstractAnimation) -> None:
        if group is not self._group:
            return  # a group stopped by finish_all or clear
        for t in self._tweens:
            t.setter(t.end)  # exact end values, whatever the last frame was
        self._tweens = []
        self._group = None
        group.deleteLater()
        self._run_queue()
