"""What keeps a frame short: a run of instant motion steps gives the event loop a turn, a
frame makes only a few card pictures, and the table's words for a screen reader are made
when one asks (tests/ui/test_table_access.py reads them through the accessible tree)."""

from __future__ import annotations

import gc
import time
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from cardtable.cards import HEARTS, HIDDEN, card
from cardtable.ui.app.window import MainWindow
from cardtable.ui.table import card_item, table_access
from cardtable.ui.table.animation import STEPS_BUDGET_MS, Animator, StepResult, Tween
from cardtable.ui.table.card_item import CardItem
from cardtable.ui.table.scene import TableScene
from tests.ui.conftest import SCH01, start_explicit
from tests.ui.test_keyboard_access import ANN_BEN, _ready


def _slow_steps(done: list[int], n: int) -> list[Any]:
    def step(i: int) -> Any:
        def run() -> None:
            time.sleep(STEPS_BUDGET_MS / 1000 / 2)  # half the budget each
            done.append(i)
        return run
    return [step(i) for i in range(n)]


def _schnapsen_ready(qtbot: Any, window: MainWindow) -> TableScene:
    """A Schnapsen deal of a known pack on the table, waiting for Ann's first card."""
    start_explicit(window, SCH01, 0, ANN_BEN)
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    scene = window.flow.scene
    assert scene is not None
    return scene


def test_a_long_run_of_instant_steps_lets_the_event_loop_in_and_keeps_its_order(qtbot) -> None:
    animator = Animator(speed=1.0)
    done: list[int] = []
    idles: list[int] = []
    animator.idle.connect(lambda: idles.append(len(done)))
    animator.enqueue_all(_slow_steps(done, 12))
    assert 0 < len(done) < 12  # the rest waits for the event loop's next turn
    assert animator.busy and not idles
    qtbot.waitUntil(lambda: len(done) == 12, timeout=2000)
    assert done == list(range(12))
    qtbot.wait(20)
    assert idles == [12]  # idle once, when everything has run


def test_without_motion_or_when_finished_every_step_runs_at_once(qtbot) -> None:
    done: list[int] = []
    still = Animator(speed=0.0)
    still.enqueue_all(_slow_steps(done, 12))
    assert done == list(range(12))
    moving = Animator(speed=1.0)
    done.clear()
    moving.enqueue_all(_slow_steps(done, 12))
    moving.finish_all()  # a person's input: the screen catches up at once
    assert done == list(range(12)) and not moving.busy


def test_steps_queued_for_the_next_turn_wait_for_it_and_keep_their_order(qtbot) -> None:
    animator = Animator(speed=1.0)
    done: list[str] = []
    animator.enqueue_all([lambda: done.append("a"), lambda: done.append("b")], next_turn=True)
    animator.enqueue(lambda: done.append("c"))  # asked for meanwhile: after them, not now
    assert done == [] and animator.busy
    qtbot.waitUntil(lambda: done == ["a", "b", "c"] and not animator.busy, timeout=2000)
    still = Animator(speed=0.0)  # without motion nothing waits
    still.enqueue_all([lambda: done.append("d")], next_turn=True)
    assert done[-1] == "d"


def test_a_turn_over_step_puts_the_steps_after_it_in_the_next_turn(qtbot) -> None:
    """However quick the steps before it: with motion on, those after ``turn_over`` wait for
    the event loop's next turn; first in a turn, hurried or without motion, it is nothing."""
    from cardtable.ui.table.animation import turn_over

    animator = Animator(speed=1.0)
    done: list[str] = []
    animator.enqueue_all([lambda: done.append("a"), turn_over, lambda: done.append("b")])
    assert done == ["a"] and animator.busy
    qtbot.waitUntil(lambda: done == ["a", "b"] and not animator.busy, timeout=2000)
    animator.enqueue_all([turn_over, lambda: done.append("c")])  # first in its turn
    assert done[-1] == "c"
    still = Animator(speed=0.0)
    still.enqueue_all([lambda: done.append("d"), turn_over, lambda: done.append("e")])
    assert done[-2:] == ["d", "e"]
    animator.enqueue_all([lambda: done.append("f"), turn_over, lambda: done.append("g")],
                         next_turn=True)
    animator.finish_all()  # a person's input: everything at once
    assert done[-2:] == ["f", "g"] and not animator.busy


def test_hurry_lands_the_motion_and_runs_the_queued_steps_still_in_later_turns(qtbot) -> None:
    animator = Animator(speed=1.0)
    values: dict[str, float] = {}
    order: list[str] = []

    def moving(name: str, ms: int = 400) -> Any:
        def step() -> StepResult:
            order.append(name)
            return StepResult([Tween(lambda v: values.__setitem__(name, v), 0.0, 1.0, ms)])
        return step

    animator.enqueue_all([moving("a"), moving("b"), moving("c")])
    assert order == ["a"] and animator.busy  # a moves; b and c wait
    animator.hurry()
    assert values["a"] == 1.0  # landed at once
    assert order == ["a"]  # the rest not in this turn
    animator.enqueue(moving("d", 60_000))  # a new move: after them, with its motion
    qtbot.waitUntil(lambda: order == ["a", "b", "c", "d"], timeout=2000)
    assert values["b"] == values["c"] == 1.0  # without motion
    assert animator.busy and values.get("d", 0.0) < 1.0  # d moves as usual
    animator.finish_all()
    assert values["d"] == 1.0 and not animator.busy


def test_stepping_on_in_a_review_lands_the_move_in_motion_and_starts_the_next_after_a_turn(
        qtbot) -> None:
    """The review's → while a move is still in motion: that move lands at once, and the next
    one's work waits for the event loop's next turn (both in one made the review's longest
    frame, benchmarks/analysis.py)."""
    from cardtable.ui.app.review import ReviewWindow
    from tests.ai.analysis_deals import blunder_record

    record = blunder_record()
    review = ReviewWindow([record], ["You", "Anna"], "Schnapsen", "french", "blue", "green",
                          1.0)
    review.show()  # closed at the end (it deletes itself then)
    table = review.table
    assert table is not None
    while True:  # on to a card played, which flies for a while
        review.step_on()
        last = table.review.last_move
        if last is not None and last[1].kind == "play":
            break
        qtbot.waitUntil(lambda: not table.animator.busy, timeout=5000)
    first = last[1].card
    assert table.animator.busy
    review.step_on()
    assert first in table.model.zone("trick").cards  # landed at once
    second = table.review.last_move
    assert second is not None and second[1].kind == "play"
    assert second[1].card not in table.model.zone("trick").cards  # not started yet
    qtbot.waitUntil(lambda: second[1].card in table.model.zone("trick").cards, timeout=5000)
    review.close()


@pytest.mark.parametrize("speed", [1.0, 0.0])
def test_what_tweens_ask_for_while_they_are_set_runs_once_after_them(qtbot, speed) -> None:
    """Thirty chips landing in one tick redraw the counts once, after every one has landed
    (in motion, and with motion off)."""
    animator = Animator(speed=speed)
    landed: list[int] = []
    redraws: list[int] = []

    def redraw() -> None:
        redraws.append(len(landed))

    def lander(i: int) -> Any:
        def set_value(k: float) -> None:
            if k >= 1.0 and i not in landed:
                landed.append(i)
                animator.once_set(redraw)
        return set_value

    tweens = [Tween(lander(i), 0.0, 1.0, 30) for i in range(30)]
    animator.enqueue(lambda: StepResult(tweens))
    qtbot.waitUntil(lambda: not animator.busy, timeout=2000)
    assert landed == list(range(30))
    assert redraws == [30]  # once, when all thirty had landed
    animator.once_set(redraw)  # no tween being set: at once
    assert redraws == [30, 30]


def test_a_frame_makes_only_a_few_card_pictures(qtbot) -> None:
    scene = QGraphicsScene(0, 0, 600, 300)
    view = QGraphicsView(scene)
    view.resize(600, 300)
    qtbot.addWidget(view)
    view.show()
    items = []
    for i in range(10):
        item = CardItem(i, card(HEARTS, 2 + i % 9), "french", "blue", 80)
        item.setPos(QPointF(40 + 50 * i, 150))
        item.setRotation(-10 + 2 * i)
        scene.addItem(item)
        items.append(item)
    made = []
    for _ in range(4):
        card_item.new_frame()  # as the table's scene does when a frame begins
        view.viewport().grab()
        made.append(sum(it._as_laid is not None for it in items))
    per_frame = card_item.PICTURES_PER_FRAME
    # The first frame paints every card directly; then a few pictures a frame.
    assert made == [0, per_frame, 2 * per_frame, 10]


def test_the_tables_words_wait_until_a_screen_reader_asks(qtbot, window: MainWindow,
                                                          monkeypatch: Any) -> None:
    monkeypatch.setattr(table_access, "_active", lambda: False)  # nobody listens
    start_explicit(window, SCH01, dealer=1, seats=ANN_BEN, script={1: ""})
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    c = window.flow
    hand = [c.scene.items_by_uid[s.uid] for s in c.model.hand(0).slots]
    assert c.scene.describe is not None  # kept, not done
    assert all(it.access is None for it in hand)
    face = QAccessible.queryAccessibleInterface(hand[0])
    assert face is not None
    assert ", in your hand" in face.text(QAccessible.Text.Name)  # caught up on asking
    assert c.scene.describe is None
    assert all(it.access is not None for it in hand)


def test_what_the_app_is_built_of_is_left_out_of_cycle_collections(qtbot, window) -> None:
    # The first window of a process froze what existed then (modules, classes, Qt's
    # wrappers), so a full collection walks only what came after.
    assert gc.get_freeze_count() > 10_000


def test_the_reviews_chart_of_an_analysis_waits_until_the_table_is_still(qtbot) -> None:
    from cardtable.ui.app.review import ReviewWindow
    from tests.ai.analysis_deals import blunder_record

    review = ReviewWindow([blunder_record()], ["You", "Anna"], "Schnapsen", "french", "blue",
                          "green", 1.0)
    review.show()  # closed at the end (it deletes itself then)
    table = review.table
    assert table is not None
    review.step_on()  # the first move, in motion
    assert table.animator.busy
    ran: list[bool] = []
    review.analysis.when_still(lambda: ran.append(table.animator.busy))
    qtbot.waitUntil(lambda: bool(ran), timeout=5000)
    assert ran == [False]  # once nothing moved, not in a frame of the motion
    review.close()


def test_an_analysis_asked_for_in_motion_starts_its_workers_once_the_table_is_still(
        qtbot, monkeypatch: Any) -> None:
    """Starting the worker processes holds the interpreter's lock for a while (a spawn's
    fork and exec): begun while cards moved, it made the review's longest frame."""
    import threading

    from cardtable.ui.app import analysis_view
    from cardtable.ui.app.review import ReviewWindow
    from tests.ai.analysis_deals import blunder_record

    monkeypatch.setattr(analysis_view, "_MADE", {})
    started: list[bool] = []
    monkeypatch.setattr(analysis_view, "_run",
                        lambda token, record, seat, stop: started.append(True))
    review = ReviewWindow([blunder_record()], ["You", "Anna"], "Schnapsen", "french", "blue",
                          "green", 1.0)
    review.show()
    table = review.table
    assert table is not None
    review.step_on()  # a move in motion
    assert table.animator.busy
    busy_at_start: list[bool] = []
    real_thread = threading.Thread

    def thread(*args: Any, **kwargs: Any) -> threading.Thread:
        if kwargs.get("target") is analysis_view._run:  # not the card cache's writer, say
            busy_at_start.append(table.animator.busy)
        return real_thread(*args, **kwargs)

    monkeypatch.setattr(analysis_view.threading, "Thread", thread)
    assert review.analyse()
    assert review.analysis.running and not started  # asked for: said, not begun yet
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    assert busy_at_start == [False]
    review.close()


def test_the_plates_are_placed_once_a_layout_in_a_review(qtbot, monkeypatch: Any) -> None:
    """Telling the seats model each seat's line and laying the cards out each placed every
    plate anew (room searched round every card): now once for each laying out of the cards
    (a card played, the move settled), and once for a jump."""
    from cardtable.ui.app.review import ReviewWindow
    from tests.ai.analysis_deals import blunder_record

    placed: list[str] = []
    for name in ("_update_plates", "relayout"):
        real = getattr(TableScene, name)
        monkeypatch.setattr(TableScene, name,
                            lambda self, *a, real=real, name=name, **k:
                            (placed.append(name), real(self, *a, **k))[1])
    review = ReviewWindow([blunder_record()], ["You", "Anna"], "Schnapsen", "french", "blue",
                          "green", 1.0)
    review.show()
    table = review.table
    assert table is not None
    for _ in range(8):  # moves, each laid out and settled, the plates' lines changing
        placed.clear()
        settled = table.review.position + 1
        review.step_on()
        qtbot.waitUntil(lambda: not table.animator.busy, timeout=5000)
        assert table.review.position == settled
        assert placed.count("_update_plates") == placed.count("relayout") >= 1, placed
    placed.clear()
    review.go_to(0)
    assert placed.count("_update_plates") == 1, placed
    review.close()


def test_a_poch_deal_places_its_plates_at_most_once_a_turn_of_the_motion(qtbot,
                                                                        monkeypatch: Any) -> None:
    """Each step, each tick of the motion and each run of instant steps places the plates
    and captions once at most, however many changes it makes, and while the cards move in a
    turn of the event loop of its own, after the step's frame: a Poch step told the chips
    (plates resized), said a bet (a caption placed), laid the cards out and flew chips,
    and each placed every plate anew (two to four times a step, 10-40 ms)."""
    from cardtable.session import SeatConfig
    from cardtable.storage import Settings
    from tests.ui.conftest import open_table

    batches: list[int] = []  # placings in each outermost turn of the animator
    depth = [0]

    def counted(name: str) -> None:
        real = getattr(Animator, name)

        def run(self: Animator, *a: Any, **k: Any) -> Any:
            if depth[0] == 0:
                batches.append(0)
            depth[0] += 1
            try:
                return real(self, *a, **k)
            finally:
                depth[0] -= 1
        monkeypatch.setattr(Animator, name, run)

    for name in ("_tick", "_run_queue", "finish_all", "hurry"):
        counted(name)
    place = TableScene._update_plates

    every: list[int] = []

    def placed(self: TableScene) -> None:
        every.append(depth[0])
        if depth[0] and batches:
            batches[-1] += 1
        place(self)
    monkeypatch.setattr(TableScene, "_update_plates", placed)
    window = open_table(qtbot, Settings(animation_speed="fast", computer_pace="instant"))
    over: list[object] = []
    window.ending.deal_over.connect(lambda *a: over.append(a))
    window.start_game("poch", seats=[SeatConfig(n, False, "easy")
                                     for n in ("Anna", "Bert", "Clara", "Dora")], seed=7)
    qtbot.waitUntil(lambda: bool(over), timeout=60_000)
    window.flow.stop()
    assert len(every) >= 20  # a whole deal of bets, chips and cards was placed
    # In a turn of the animator at most once; while the cards move, in a turn of its own
    # after the step's frame (TableScene._plates_now).
    assert max(batches) <= 1, sorted(batches)[-10:]
    assert every.count(0) >= 10


_COUNT_ENUMS = r"""
import enum, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from cardtable.session import SeatConfig
from cardtable.storage import Settings
from cardtable.ui.app.window import build_main_window

made, watching, real = [], [False], enum.EnumType.__call__
def call(cls, value, names=None, *args, **kwargs):  # the functional API makes an enum type
    if names is not None and watching[0]:
        made.append(value)
    return real(cls, value, *((names,) if names is not None else ()), *args, **kwargs)
enum.EnumType.__call__ = call
app = QApplication([])
window = build_main_window(Settings(animation_speed="fast", computer_pace="instant"))
window.resize(1280, 800)
window.show()
watching[0] = True
shown = []
summary = type(window.summary)
real_show = summary.show_summary
summary.show_summary = lambda self, *a, **k: (shown.append(1), real_show(self, *a, **k))[1]
window.ending.deal_over.connect(lambda *_: QTimer.singleShot(1000, app.quit))
QTimer.singleShot(60_000, app.quit)
window.start_game("poch", seats=[SeatConfig(n, False, "easy") for n in "ABCD"], seed=7)
app.exec()
print("summary shown" if shown else "no summary")
print("made:", " ".join(made))
"""


def test_a_deal_and_its_summary_make_no_python_side_of_qt_classes(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Qt for Python makes a Qt class's enums the first time the app meets the class (QStyle's
    took 8 ms in the first deal's summary): the window makes them as it is built. In a
    process of its own: another test may have made them already."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", _COUNT_ENUMS], capture_output=True, text=True,
                         env=env, timeout=120, check=True).stdout
    assert "summary shown" in out, out
    assert out.strip().endswith("made:"), out


def test_the_same_question_of_room_is_not_searched_again(qtbot, window: MainWindow,
                                                        monkeypatch: Any) -> None:
    """Placing the words again with nothing changed (a step where only chips moved, say)
    searches no room; a caption said, or a plate grown, is searched for."""
    from cardtable.ui.table import placing

    scene = _schnapsen_ready(qtbot, window)
    searched: list[int] = []
    real = placing.free_spot
    monkeypatch.setattr(placing, "free_spot",
                        lambda *a, **k: (searched.append(1), real(*a, **k))[1])
    scene._update_plates()
    searched.clear()
    where = [p.pos() for p in scene.plates]
    scene._update_plates()
    assert not searched and [p.pos() for p in scene.plates] == where
    scene.show_caption(1, "Closed")
    scene._update_plates()
    assert len(searched) == 1 + len(scene.plates) + 1  # the caption alone, then all again
    searched.clear()
    scene.plates[0].set_state("A much longer name than before", "", False, False,
                              scene.plates[0].font_px)
    scene._update_plates()
    assert len(searched) >= len(scene.plates)


def test_the_pack_is_drawn_ahead_at_every_width_the_game_lays_cards_at(qtbot,
                                                                      window: MainWindow) -> None:
    """Poch lays the chain's cards smaller than a hand's: drawn ahead at that width too (a
    card first drawn at it in the middle of its motion, 7 ms, made that frame late)."""
    from cardtable.session import SeatConfig
    from cardtable.ui.games.poch import PochAdapter

    window.start_game("poch", seats=[SeatConfig(n, False, "easy") for n in "ABCD"], seed=3)
    scene = window.flow.scene
    assert scene is not None and isinstance(scene.adapter, PochAdapter)
    chain = scene.adapter.chain_width(scene.geom)
    assert chain not in (scene.geom.big, scene.geom.small)
    qtbot.waitUntil(lambda: not scene._warm_todo, timeout=30_000)
    pack = scene._pack
    assert len(pack) == 32
    assert all(card_item.is_drawn(c, scene.deck_style, chain, scene.dpr, scene.back)
               for c in [*pack, HIDDEN])  # its back too


def test_while_the_cards_move_the_words_are_placed_in_a_turn_of_their_own(qtbot,
                                                                         monkeypatch: Any) -> None:
    """A step's placing of the plates and captions waits for the event loop's next turn while
    the table moves (the step and its frame, then the room searched and the next frame); a
    caption said meanwhile is not seen before it has its place, and it has it before the
    motion ends."""
    from cardtable.storage import Settings
    from tests.ui.conftest import open_table

    window = open_table(qtbot, Settings(animation_speed="slow", computer_pace="instant"))
    scene = _schnapsen_ready(qtbot, window)
    placings: list[bool] = []
    real = TableScene._update_plates
    monkeypatch.setattr(TableScene, "_update_plates",
                        lambda self: (placings.append(self.animator.moving), real(self))[1])
    item = next(iter(scene.items_by_uid.values()))
    start = item.pos()
    scene.animator.enqueue(lambda: StepResult([Tween(item.setPos, start, start + QPointF(40, 0),
                                                      400)]))
    assert scene.animator.moving
    with scene.plates_once():
        scene.show_caption(1, "Closed")
        scene.relayout("settle")
    caption = scene.captions[-1]
    assert not placings and not caption.isVisible()  # not in this turn
    qtbot.waitUntil(lambda: caption.isVisible(), timeout=5000)
    assert placings == [True]  # once, while the table still moved
    plates = [p.sceneBoundingRect() for p in scene.plates]
    assert not any(caption.sceneBoundingRect().intersects(p) for p in plates)
    window.flow.stop()


def test_the_step_after_a_motion_starts_in_the_next_turn_after_its_landing(qtbot) -> None:
    """A motion's last frame (its landing) and the next step's work are two turns of the
    event loop: together with their one paint they made the longest turns of a deal."""
    from PySide6.QtCore import QTimer

    animator = Animator(speed=1.0)
    order: list[str] = []

    def land() -> None:
        order.append("landed")
        QTimer.singleShot(0, lambda: order.append("a turn"))

    animator.enqueue_all([
        lambda: StepResult([Tween(lambda _v: None, 0.0, 1.0, 30)], landed=land),
        lambda: order.append("next step")])
    qtbot.waitUntil(lambda: "next step" in order, timeout=2000)
    assert order == ["landed", "a turn", "next step"]
    still = Animator(speed=0.0)  # without motion it all runs at once
    order.clear()
    still.enqueue_all([lambda: StepResult([Tween(lambda _v: None, 0.0, 1.0, 30)], landed=land),
                       lambda: order.append("next step")])
    assert order == ["landed", "next step"]


def test_words_a_run_of_steps_asks_to_place_are_placed_next_turn_before_the_steps_after(
        qtbot, monkeypatch: Any) -> None:
    """A run of steps without motion that asks for the plates and captions to be placed
    places them in the event loop's next turn, as a step before the steps queued after it
    (they may ask where a plate lies): the steps, the room searched for every word and their
    one paint were one long turn."""
    from cardtable.storage import Settings
    from tests.ui.conftest import open_table

    window = open_table(qtbot, Settings(animation_speed="slow", computer_pace="instant"))
    scene = _schnapsen_ready(qtbot, window)
    order: list[str] = []
    real = TableScene._update_plates
    monkeypatch.setattr(TableScene, "_update_plates",
                        lambda self: (order.append("placed"), real(self))[1])

    def said() -> None:
        scene.show_caption(1, "Closed")
        order.append("said")

    scene.animator.enqueue(said)
    caption = scene.captions[-1]
    assert order == ["said"] and not caption.isVisible()  # not in this turn
    scene.animator.enqueue(lambda: order.append("next"))
    qtbot.waitUntil(lambda: "next" in order, timeout=5000)
    assert order == ["said", "placed", "next"] and caption.isVisible()
    scene.animator.finish_all()
    with scene.plates_once():  # nothing stepping: placed at once, as ever
        scene.show_caption(0, "Twenty")
    assert order[-1] == "placed" and scene.captions[-1].isVisible()
    window.flow.stop()


def test_a_step_that_would_not_fit_the_budget_waits_for_the_next_turn(qtbot) -> None:
    """A run of instant steps lets in a further step only if it is likely to fit the budget
    (by the longest of the run so far): two steps each under it were one long turn."""
    animator = Animator(speed=1.0)
    done: list[int] = []

    def step(i: int) -> Any:
        def run() -> None:
            time.sleep(STEPS_BUDGET_MS / 1000 * 0.7)
            done.append(i)
        return run
    animator.enqueue_all([step(i) for i in range(4)])
    assert done == [0]  # the second would have ended past the budget
    qtbot.waitUntil(lambda: done == [0, 1, 2, 3], timeout=2000)


def test_a_step_that_took_long_last_time_waits_for_a_turn_of_its_own(qtbot) -> None:
    """A step of a kind that took longer than the budget when it last ran (a relayout after
    a call) waits for the next turn even after a quick one: the run so far cannot tell."""
    animator = Animator(speed=1.0)
    done: list[str] = []

    def quick() -> None:
        done.append("quick")

    def slow() -> None:
        time.sleep(STEPS_BUDGET_MS / 1000 * 1.5)
        done.append("slow")

    animator.enqueue_all([slow])  # the first of a run runs whatever it takes
    assert done == ["slow"]
    qtbot.waitUntil(lambda: not animator.busy, timeout=2000)
    done.clear()
    animator.enqueue_all([quick, slow])
    assert done == ["quick"]  # the slow kind waits for a turn of its own
    qtbot.waitUntil(lambda: done == ["quick", "slow"], timeout=2000)


def test_a_card_that_turns_a_little_turns_at_once_and_slides_as_its_picture(
        qtbot, window: MainWindow) -> None:
    """A hand closing up turns each card by a degree or so: turned at once, the card slides
    and is copied from its picture; one turning further turns in motion, drawn anew."""
    from dataclasses import replace

    from cardtable.ui.table import scene as scene_module
    from cardtable.ui.table.animation import Ease

    scene = _schnapsen_ready(qtbot, window)
    places = scene.placements()
    uid, p = next((u, q) for u, q in places.items() if u in scene.items_by_uid)
    item = scene.items_by_uid[uid]

    little = item.rotation() + scene_module.SNAP_TURN / 2
    moved = scene._tween_item(item, replace(p, rotation=little, x=p.x + 30), 200, Ease.OutCubic,
                              0)
    assert abs(item.rotation() - little) < 1e-9  # turned at once
    assert [t.end for t in moved] == [QPointF(p.x + 30, p.y)]  # it only slides
    far = little + scene_module.SNAP_TURN * 3
    moved = scene._tween_item(item, replace(p, rotation=far), 200, Ease.OutCubic, 0)
    assert abs(item.rotation() - little) < 1e-9 and [t.end for t in moved] == [far]
    for t in moved:  # it turns in motion
        t.setter(t.end)
    assert abs(item.rotation() - far) < 1e-9


def test_the_next_deals_cards_are_made_while_the_table_is_still(qtbot, window: MainWindow,
                                                               monkeypatch: Any) -> None:
    """While nothing moves, the scene makes card items for the next deal's pack a few at a
    time; a card laid takes one ready-made (making fifty-two at once was 5–7 ms of the
    deal's first turn). The pool is made anew for another pack."""
    from dataclasses import replace

    scene = _schnapsen_ready(qtbot, window)  # still: waiting for Ann's card
    pool = scene.pool
    qtbot.waitUntil(lambda: len(pool) == pool.wanted, timeout=5000)
    assert pool.wanted >= 20  # the whole pack of the deal on the table
    made: list[int] = []
    real_init = CardItem.__init__
    monkeypatch.setattr(CardItem, "__init__",
                        lambda self, *a, **k: (made.append(1), real_init(self, *a, **k))[1])
    p = next(iter(scene.placements().values()))
    face = card(HEARTS, 12)
    ready = len(pool)
    item = scene._new_item(987654, replace(p, card=face), None)
    assert not made and len(pool) == ready - 1  # taken ready-made
    assert item.uid == 987654 and item.card == face and item.width == p.width
    assert item.scene() is scene and scene.items_by_uid[987654] is item
    scene.set_art("german", scene.back)
    assert pool.take(p.width) is None  # made for the other pack: not taken
    scene.animator.enqueue(lambda: None)  # a step, and the table is still again
    qtbot.waitUntil(lambda: len(pool) == pool.wanted, timeout=5000)  # made anew
    assert made and pool.take(p.width) is not None


def test_the_cards_under_a_stack_are_left_out_of_the_repaint(qtbot, window: MainWindow) -> None:
    """The talon's cards lie half a pixel apart: every other one shows its edge, the rest
    are covered and hidden (a card flying off the pack repainted every card under it);
    the top card, the hands and the trump card all show."""
    from cardtable.ui.table.layout import Placement, buried

    stack = {i: Placement(100 - i * 0.35, 100 - i * 0.5, 0.0, 20 + i, 80, HIDDEN)
             for i in range(9)}
    under = buried(stack)
    assert under == {7, 5, 3, 1}  # each under the card above it, within a pixel
    turned = {**stack, 9: Placement(100, 100, 90.0, 40, 80, HIDDEN)}
    assert buried(turned) == under  # a card lying across them covers none alone
    scene = _schnapsen_ready(qtbot, window)
    talon = [scene.items_by_uid[s.uid] for s in scene.model.zone("talon").slots]
    hidden = [it for it in talon if not it.isVisible()]
    assert len(talon) == 9 and len(hidden) == 4 and talon[-1].isVisible()
    shown = [it for it in talon if it.isVisible()]
    for it in hidden:  # each lies within a pixel under a card that shows
        assert any(s.zValue() > it.zValue() and abs(s.x() - it.x()) < 1
                   and abs(s.y() - it.y()) < 1 for s in shown)
    others = [it for uid, it in scene.items_by_uid.items() if it not in talon]
    assert others and all(it.isVisible() for it in others)
    window.flow.stop()


def test_the_focus_frame_repaints_the_tables_edges_only(qtbot, window: MainWindow) -> None:
    """Focus coming to the table or leaving it repaints the strips the frame lies on, not the
    whole table (10-15 ms, at every deal's summary)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QPaintEvent

    _schnapsen_ready(qtbot, window)
    view = window.view
    viewport = view.viewport()
    areas: list[int] = []

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                assert isinstance(event, QPaintEvent)
                areas.append(sum(r.width() * r.height() for r in event.region()))
            return False

    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=5000)
    paints = Paints()
    viewport.installEventFilter(paints)
    edges = []
    for focused in (False, True):
        areas.clear()
        if focused:
            view.setFocus()
        else:
            view.clearFocus()
        qtbot.waitUntil(lambda f=focused: view.hasFocus() == f and bool(areas), timeout=5000)
        whole = viewport.width() * viewport.height()
        # The frame's strips, and the cards whose keyboard mark comes or goes: not the felt.
        assert max(areas) < whole * 0.3, (focused, areas, whole)
        edges.append(viewport.grab().toImage().pixelColor(1, viewport.height() // 2).name())
    viewport.removeEventFilter(paints)
    assert edges[0] != edges[1]  # the frame is drawn, and wiped
    window.flow.stop()


def test_the_summary_has_its_words_a_frame_before_it_finds_its_room_and_shows(
        qtbot, monkeypatch: Any) -> None:
    """The deal's end in three turns: the figures, the status and the summary's words and
    form first (hidden); a frame later the room searched for it (hidden still); then the
    summary shown there, the same question answered without a search (in one turn they
    were a late frame)."""
    from PySide6.QtCore import QTimer

    from cardtable.session import SeatConfig
    from cardtable.storage import Settings
    from cardtable.ui.table import scene as scene_module
    from tests.ui.conftest import open_table

    window = open_table(qtbot, Settings(animation_speed="fast", computer_pace="instant"))
    searches: list[bool] = []
    real_search = scene_module.panel_spot
    monkeypatch.setattr(scene_module, "panel_spot",
                        lambda *a: (searches.append(True), real_search(*a))[1])
    seen: dict[str, Any] = {}
    turned: list[str] = []

    def ending(_end: Any) -> None:
        seen["ending"] = (window.summary.isVisible(), window.summary.text.text(), len(searches))
        QTimer.singleShot(0, lambda: turned.append("after ending"))

    def room(_end: Any) -> None:  # connected after the window's: its search is done
        seen["room"] = (window.summary.isVisible(), list(turned), len(searches))
        QTimer.singleShot(0, lambda: turned.append("after room"))

    def shown(_end: Any) -> None:  # connected after the window's: the summary is up
        seen["shown"] = (window.summary.isVisible(), list(turned), len(searches))

    window.ending.deal_ending.connect(ending)
    window.ending.deal_room.connect(room)
    window.ending.deal_shown.connect(shown)
    window.start_game("schnapsen", seats=[SeatConfig(n, False, "easy") for n in "AB"], seed=5)
    qtbot.waitUntil(window.summary.isVisible, timeout=60_000)
    visible, words_then, searched = seen["ending"]
    assert not visible and searched == 0  # its words set while hidden, no room searched yet
    assert words_then and words_then == window.summary.text.text()
    visible, loop_turns, searched = seen["room"]
    assert not visible and loop_turns == ["after ending"] and searched == 1
    visible, loop_turns, searched = seen["shown"]
    assert visible and loop_turns == ["after ending", "after room"] and searched == 1
    window.flow.stop()


def test_a_cards_mouse_pointer_is_set_only_when_it_changes(qtbot, monkeypatch: Any) -> None:
    """Setting an item's pointer asks the display server where the mouse is (under X, a
    round trip per card): a step's relayout and the same offers again set none, and the
    cards of a won-tricks pile still show the pointing hand (a click shows the last trick)."""
    from PySide6.QtCore import Qt

    from cardtable.session import SeatConfig
    from cardtable.ui.table.card_item import CardItem
    from tests.ui.conftest import open_table

    window = open_table(qtbot)
    window.start_game("schnapsen", seats=[SeatConfig(n, False, "easy") for n in "AB"], seed=3)
    model = window.flow.model
    qtbot.waitUntil(lambda: sum(len(model.pile(s).slots) for s in (0, 1)) >= 4, timeout=30_000)
    window.flow.stop()
    scene = window.flow.scene
    piled = [scene.items_by_uid[s.uid] for seat in (0, 1) for s in model.pile(seat).slots]
    assert piled and all(it.cursor().shape() == Qt.CursorShape.PointingHandCursor
                         for it in piled)
    scene.set_interaction(set(), set(), set())
    set_now: list[int] = []
    real = CardItem.setCursor
    monkeypatch.setattr(CardItem, "setCursor",
                        lambda item, shape: (set_now.append(item.uid), real(item, shape)))
    scene.relayout("settle", instant=True)
    scene.set_interaction(set(), set(), set())
    assert set_now == []
    hand = model.hand(0).slots[0].uid
    scene.set_interaction({hand}, set(), set())  # a card offered: its pointer alone changes
    assert set_now == [hand]
    assert scene.items_by_uid[hand].cursor().shape() == Qt.CursorShape.OpenHandCursor
