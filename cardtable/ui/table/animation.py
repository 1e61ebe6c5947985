"""Motion: one speed factor scales every duration (0 = instant), and one queue runs steps in order.

A *step* is a function run when its turn comes; it changes the models and returns the tweens
that move the items from where they are to where the models now put them. Steps run one after
another, so the screen shows the game's events in order. Input that arrives during motion calls
:meth:`Animator.finish_all`, which ends every tween at its end value and runs the queued steps
instantly: the person then acts on exactly the state the screen shows.

Every tween runs on one frame clock (a precise timer and an elapsed-time clock): a step makes
no Qt object of its own, so nothing is left to delete when motion ends or is cut short. (An
animation group per step had to be deleted each time; deleting one that a person's input had
stopped held references into the scene, and deleting it while Python callables were attached
crashed PySide.)
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEasingCurve, QElapsedTimer, QObject, Qt, QTimer, Signal

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
# Events shown together (Poch's claims in Melden): each one's chips leave this long after the
# last one's, so the flights overlap; the whole stays in view this long after the last lands.
TOGETHER_STAGGER_MS = 140
TOGETHER_HOLD_MS = 700


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
    # Called once the tweens are at their end (a card has landed: its sound plays then),
    # at once when there is no motion, and when finish_all brings the motion to its end.
    landed: Callable[[], None] | None = None


Step = Callable[[], "StepResult | None"]


def turn_over() -> None:
    """A step that ends the event loop's turn, with motion on: the steps queued after it run
    in the next turn (after the paint of what those before it changed), however quickly
    those before it ran. Nothing when it comes first in a turn, or without motion."""


FRAME_MS = 15  # the clock's tick: a little faster than a 60 Hz screen
STEPS_BUDGET_MS = 2  # instant steps run at most this long before the event loop has a turn


class Animator(QObject):
    """Runs steps one at a time; ``idle`` fires when the queue is empty and nothing moves."""

    idle = Signal()

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = speed
        self._queue: deque[Step] = deque()
        self._tweens: list[Tween] = []  # the running step's
        self._curves: list[QEasingCurve] = []
        self._moving = False  # a step's tweens (or its hold) are running
        self._ends_at = 0  # ms on the clock when the running step is over
        self._lands_at = 0  # ms on the clock when its tweens are at their end
        self._landed: Callable[[], None] | None = None  # of the running step, until called
        self._running_loop = False
        self._hurried = 0  # how many of the queue's first steps run without motion (hurry)
        self._setting = 0  # > 0 while tweens are being set (a tick, or motion ended at once)
        self._after_setting: list[Callable[[], None]] = []
        # How long a step of each kind (its code) took the last time it ran, in ms.
        self._took: dict[object, float] = {}
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)
        self._resume = QTimer(self)  # the rest of a run of instant steps, after a frame
        self._resume.setSingleShot(True)
        self._resume.setInterval(0)
        self._resume.timeout.connect(self._resume_queue)
        # Around each step, tick and landing: the scene draws what they changed once, as
        # it ends (TableScene.plates_once), however many changes the step made.
        self.grouping: Callable[[], AbstractContextManager[None]] = nullcontext

    def ms(self, base: int) -> int:
        return max(0, round(base * self.speed))

    @property
    def moving(self) -> bool:
        """A step's motion (its tweens, or the moment it holds) is running: the event loop
        turns at least once more before the queue goes on."""
        return self._moving

    @property
    def busy(self) -> bool:
        return self._moving or bool(self._queue) or self._running_loop

    def enqueue(self, step: Step) -> None:
        self.enqueue_all([step])

    def enqueue_all(self, steps: list[Step], next_turn: bool = False) -> None:
        """Queue steps together: ``idle`` cannot fire between them, even when motion is off.
        ``next_turn``: they start in the event loop's next turn, not now (work just done,
        such as :meth:`finish_all`, and theirs would make one long frame)."""
        self._queue.extend(steps)
        if self._moving or self._running_loop or self._resume.isActive():
            return  # they run after those before them, in their turn
        if next_turn and self.speed > 0:
            self._resume.start()
        else:
            self._run_queue()

    @property
    def stepping(self) -> bool:
        """A run of steps is under way, with motion on: a step put first now
        (:meth:`first_next_turn`) runs in the event loop's next turn."""
        return self._running_loop and self.speed > 0

    def first_next_turn(self, step: Step) -> None:
        """Run ``step`` in the event loop's next turn, before the steps queued (and before
        ``idle``), unless the person's input finishes everything first."""
        self._queue.appendleft(step)
        if self._hurried:
            self._hurried += 1  # one more of the first steps runs without motion
        if not self._moving:
            self._resume.start()

    def once_set(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once the tweens being set now are all set, however often it is asked for
        meanwhile: thirty chips landing in one tick redraw the counts once, not thirty times
        (7.5 ms of a Poch frame). At once when no tween is being set."""
        if not self._setting:
            fn()
        elif fn not in self._after_setting:
            self._after_setting.append(fn)

    def _set_all(self, apply: Callable[[], None]) -> None:
        """Set tweens through ``apply``, then run what :meth:`once_set` put off meanwhile."""
        self._setting += 1
        try:
            apply()
        finally:
            self._setting -= 1
        while not self._setting and self._after_setting:
            self._after_setting.pop(0)()

    def clear(self) -> None:
        """Forget queued steps and stop motion where it is (a new game replaces the table)."""
        self._queue.clear()
        self._hurried = 0
        self._resume.stop()
        self._stop()
        self._landed = None

    def pause(self) -> None:
        """Hold the running motion where it is (a still frame for a screenshot)."""
        self._timer.stop()

    def finish_all(self) -> None:
        """End the running motion at its end values and run every queued step instantly."""
        saved = self.speed
        self.speed = 0.0
        try:
            self._complete_running()
            self._run_queue()
        finally:
            self.speed = saved

    def hurry(self) -> None:
        """Bring the running motion to its end now, and run the steps queued so far without
        motion, a few each turn of the event loop (:data:`STEPS_BUDGET_MS`) from the next
        one: :meth:`finish_all` runs them all at once, in one long frame."""
        self._complete_running()
        self._hurried = len(self._queue)
        if self._queue and not self._running_loop:
            self._resume.start()

    # --- internals ------------------------------------------------------------------------------
    def _stop(self) -> None:
        self._timer.stop()
        self._moving = False
        self._tweens, self._curves = [], []

    def _complete_running(self) -> None:
        if not self._moving:
            return
        tweens = self._tweens
        self._stop()
        with self.grouping():
            self._set_all(lambda: _set_ends(tweens))
            self._land()

    def _land(self) -> None:
        landed, self._landed = self._landed, None
        if landed is not None:
            landed()

    def _run_queue(self) -> None:
        # Steps that need no time run in this loop; the first that does starts the clock and
        # the loop resumes when its time is up. While motion is on, the loop gives the event
        # loop a turn once its steps have taken STEPS_BUDGET_MS, so a frame (and a person's
        # click) does not wait for a whole run of instant steps; the rest run right after.
        # A step is let in only if it is likely to end within the budget, judged by the
        # longest step of the run so far and by how long a step of its kind took last: two
        # steps of 2–3 ms (a play and its relayout) each under the budget made a 5 ms turn,
        # and with its paint a late frame.
        self._running_loop = True
        clock = QElapsedTimer()
        clock.start()
        longest = 0.0  # ms
        ran = False
        try:
            with self.grouping():  # what the run's steps changed, drawn once as it ends
                while self._queue and not self._moving:
                    if self._queue[0] is turn_over:
                        self._queue.popleft()
                        if self._hurried > 0:  # hurried steps keep to the budget only
                            self._hurried -= 1
                        elif self.speed > 0 and ran:
                            self._resume.start()
                            return
                        continue
                    spent = clock.nsecsElapsed() / 1e6
                    kind = _kind(self._queue[0])
                    likely = max(longest, self._took.get(kind, 0.0))
                    if self.speed > 0 and ran and spent + likely >= STEPS_BUDGET_MS:
                        self._resume.start()
                        return
                    step = self._queue.popleft()
                    if self._hurried > 0:
                        self._hurried -= 1
                        saved, self.speed = self.speed, 0.0
                        try:
                            self._run_step(step)
                        finally:
                            self.speed = saved
                    else:
                        self._run_step(step)
                    took = clock.nsecsElapsed() / 1e6 - spent
                    longest = max(longest, took)
                    if kind is not None:
                        self._took[kind] = took
                    ran = True
        finally:
            self._running_loop = False
        if not self._moving and not self._queue:
            self.idle.emit()

    def _run_step(self, step: Step) -> None:
        with self.grouping():
            result = step()
            if result is not None:
                self._start(result)

    def _resume_queue(self) -> None:
        if not self._moving and not self._running_loop:
            self._run_queue()

    def _start(self, result: StepResult) -> None:
        tweens = result.tweens
        self._landed = result.landed
        if self.speed <= 0 or (not tweens and result.hold <= 0):
            self._set_all(lambda: _set_ends(tweens))
            self._land()
            return
        self._tweens = tweens
        self._curves = [QEasingCurve(t.easing) for t in tweens]
        longest = max((t.delay + max(1, t.duration) for t in tweens), default=0)
        self._lands_at = longest
        self._ends_at = longest + max(0, result.hold)
        self._moving = True
        self._clock.start()
        self._timer.start()

    def _tick(self) -> None:
        now = self._clock.elapsed()
        with self.grouping():
            self._set_all(lambda: self._set_at(now))
            if now >= self._lands_at and self._landed is not None:
                self._set_all(lambda: _set_ends(self._tweens))
                self._land()
            if now >= self._ends_at:
                self._complete_running()  # exact end values, whatever the last frame was
                if self._queue and self.speed > 0:
                    # The next step in the event loop's next turn: the last frame of this
                    # motion (its landing) is painted first, and a click waits for one of
                    # them only (a step's relayout with the landing before it and their one
                    # paint made the longest turns of a deal).
                    self._resume.start()
                else:
                    self._run_queue()

    def _set_at(self, now: int) -> None:
        for t, curve in zip(self._tweens, self._curves):
            if now < t.delay:
                continue
            k = min(1.0, (now - t.delay) / max(1, t.duration))
            t.setter(_between(t.start, t.end, curve.valueForProgress(k)))


def _kind(step: Step) -> object:
    """What makes steps of a kind: the code they run (a presenter's sync step, a chip
    flight), whatever they close over; None for a callable without code of its own."""
    fn = getattr(step, "__func__", step)  # a bound method: its function
    return getattr(fn, "__code__", None)


def _set_ends(tweens: list[Tween]) -> None:
    for t in tweens:
        t.setter(t.end)


def _between(start: Any, end: Any, k: float) -> Any:
    """The value ``k`` of the way from ``start`` to ``end`` (numbers, points)."""
    return start + (end - start) * k
