"""Computer turns a person can follow (issue 29, part 2): the pace of computer decisions, the
pauses after a trick or a call (Space, Enter or a click goes on), the deal's log in words, and
forced moves made for the person. Each drives the real window."""

from __future__ import annotations

import re
from time import monotonic
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardtable.engine import Action
from cardtable.games import get_game
from cardtable.games.poch import PRESETS, has_set
from cardtable.session import SeatConfig, Session
from tests.ui.test_poch_table import Holder

WATCHERS = [SeatConfig(n, False) for n in ("Anna", "Bert", "Clara", "Dora")]


def _settings(window: Any, **changes: Any) -> None:
    """Change settings through Settings ▸ Computer players, as a person would."""
    dialog = window.show_settings()
    follow = dialog.follow
    for name, value in changes.items():
        if name == "computer_pace":
            follow.pace.setCurrentIndex(follow.pace.findData(value))
        else:
            box = {"pause_after_trick": follow.after_trick, "pause_after_call": follow.after_call,
                   "auto_forced": follow.forced}[name]
            if box.isChecked() != value:
                QTest.mouseClick(box, Qt.MouseButton.LeftButton,  # on its box: the row is
                                 pos=QPoint(8, box.height() // 2))  # wider than its words
    dialog.accept()
    for name, value in changes.items():
        assert getattr(window.settings, name) == value


def _poch(seats: list[SeatConfig], seed: int = 3) -> Session:
    return Session.new("poch", PRESETS["seed"], seats, seed)


def test_pause_after_each_call_waits_for_space(qtbot: Any, window: Any) -> None:
    _settings(window, pause_after_call=True)
    session = _poch(WATCHERS)
    session.start_deal()
    window.resume_session(session, {s: Holder() for s in range(4)})
    c = window.flow
    statuses: list[str] = []
    c.status_changed.connect(statuses.append)
    # The first call is made, then the table stops: still, a computer on turn, nothing more.
    qtbot.waitUntil(lambda: window.controller.pace.waiting and not c.animator.busy, timeout=10000)
    moves = len(c.state.history)
    assert moves >= 1 and c.state.history[-1].kind != "play"
    qtbot.waitUntil(lambda: "Paused" in window.status_label.text(), timeout=5000)
    # The next computer has decided, and its decision waits for the person.
    qtbot.waitUntil(lambda: window.controller.pace.holding, timeout=10000)
    assert len(c.state.history) == moves and not c.animator.busy
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(c.state.history) > moves, timeout=10000)


def test_pause_after_each_trick_then_a_click_goes_on(qtbot: Any, window: Any) -> None:
    _settings(window, pause_after_trick=True)
    info = get_game("schnapsen")
    seats = [SeatConfig("Anna", False, "easy"), SeatConfig("Bert", False, "easy")]
    window.start_game("schnapsen", info.default_options(), seats, seed=7)
    c = window.flow
    qtbot.waitUntil(lambda: window.controller.pace.waiting and not c.animator.busy, timeout=10000)
    tricks = sum(e.kind == "trick" for e in c.state.log)
    assert tricks == 1 and len(c.state.history) == 2
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert not window.controller.pace.waiting
    qtbot.waitUntil(lambda: sum(e.kind == "trick" for e in c.state.log) == 2, timeout=10000)


def test_computers_wait_the_pace_after_the_table_is_still(qtbot: Any, window: Any) -> None:
    _settings(window, computer_pace="brisk")
    assert window.controller.pace.pause_ms == 450
    session = _poch(WATCHERS)
    session.start_deal()
    window.resume_session(session, {s: Holder() for s in range(4)})
    c = window.flow
    still_at = [monotonic()]
    gaps: list[float] = []
    c.animator.idle.connect(lambda: still_at.append(monotonic()))
    c.acted.connect(lambda: gaps.append(monotonic() - still_at[-1]))
    qtbot.waitUntil(lambda: len(gaps) >= 4, timeout=20000)
    assert min(gaps) >= 0.4, gaps  # each decision shown a readable while after the last one


def _bet_line(name: str, e: Any) -> str:
    return {"open": f"{name} pochs {e.value}", "hold": f"{name} holds",
            "raise": f"{name} raises to {e.value}", "pass": f"{name} passes"}[e.kind]


def test_the_log_words_a_poch_deal_and_starts_again_each_deal(qtbot: Any,
                                                                window: Any) -> None:
    session = _poch(WATCHERS)
    session.start_deal()
    window.resume_session(session, {s: Holder() for s in range(4)})
    c = window.flow
    log = window.controller.narrator.log
    shown = window.log_panel.view
    assert shown.model() is log
    for deal in range(2):
        qtbot.waitUntil(window.summary.isVisible, timeout=30000)
        state = c.state
        lines = log.lines
        names = [s.name for s in WATCHERS]
        bets = [_bet_line(names[e.seat], e) for e in state.log
                if e.kind in ("open", "hold", "raise", "pass")]
        assert bets and [x for x in lines if x in bets] == bets, lines  # each call, in order
        for e in state.log:
            if e.kind == "showdown":
                assert re.search(rf"{names[e.seat]} shows (a pair|three of a kind|four of a "
                                 rf"kind) \(.+\) and wins the pool of {e.value}$",
                                 "\n".join(lines), re.MULTILINE), lines
            if e.kind == "play":
                assert f"{names[e.seat]} plays the {c.adapter.renderer.card(e.cards[0])}" \
                    in lines
        plays = sum(e.kind == "play" for e in state.log)
        assert sum(" plays the " in x for x in lines) == plays  # this deal's only
        assert shown.model().rowCount() == len(lines)
        assert shown.lines() == lines  # the panel shows what the log says
        if deal == 0:
            c.next_deal()


def test_forced_moves_are_made_for_the_person(qtbot: Any, window: Any) -> None:
    seats = [SeatConfig("You", True)] + WATCHERS[1:]
    for seed in range(1, 200):  # a deal where you hold no pair: your only bet is to pass
        session = _poch(seats, seed)
        state = session.start_deal()
        if not has_set(state.view(0).hand):
            break
    _settings(window, auto_forced=True)
    window.resume_session(session, {s: Holder() for s in (1, 2, 3)})
    c = window.flow

    def yours() -> list[Action]:
        return [step.action for step in c.session.log if step.seat == 0]

    qtbot.waitUntil(lambda: bool(yours()), timeout=20000)
    assert yours()[0] == Action("pass")


def test_the_poch_showdown_stays_in_view_at_the_computers_pace(qtbot: Any, window: Any) -> None:
    from cardtable.engine.events import Event

    session = _poch(WATCHERS)
    session.start_deal()
    window.resume_session(session, {s: Holder() for s in range(4)})
    presenter = window.flow.presenter
    assert presenter.beat(Event("showdown", 1)) == 0  # instant: as the motion says
    _settings(window, computer_pace="slow")
    assert presenter.beat(Event("showdown", 1)) == 1800  # the pool won, a while in view
    assert 0 < presenter.beat(Event("show", 2)) < 1800  # each hand shown, one after another
    assert presenter.beat(Event("play", 2, (3,))) == 0  # a card: the pace between decisions


def test_the_log_says_you_to_the_one_person_at_a_table_of_computers(qapp: Any) -> None:
    from cardtable.engine.events import Event
    from cardtable.ui.games.poch import PochAdapter

    adapter = PochAdapter(["You", "Anna", "Bert"])
    adapter.you = 0
    assert adapter.log_words(Event("hold", 0)) == "You hold"
    assert adapter.log_words(Event("open", 1, value=3)) == "Anna pochs 3"
    assert adapter.log_words(Event("payment", 2, value=4, target=0)) == "Bert pays you 4"
    assert adapter.log_words(Event("payment", 0, value=2, target=1)) == "You pay Anna 2"
    assert adapter.log_words(Event("play", 0, (12,))).startswith("You play the ")
    adapter.you = None  # hot-seat: everyone by name
    assert adapter.log_words(Event("hold", 1)) == "Anna holds"


def _log_panel(qtbot: Any, width: int, height: int) -> tuple[Any, Any]:
    """A deal's log and the panel that shows it, on screen at this size."""
    from cardtable.ui.app.follow import LogPanel
    from cardtable.ui.models.deal_log import DealLog

    log = DealLog()
    panel = LogPanel(log)
    qtbot.addWidget(panel)
    panel.resize(width, height)
    panel.show()
    qtbot.waitExposed(panel)
    return log, panel


def test_the_log_keeps_its_last_line_in_sight_unless_the_person_reads_back(qtbot: Any) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QTextCursor, QWheelEvent
    from PySide6.QtWidgets import QApplication

    log, panel = _log_panel(qtbot, 220, 160)
    view, bar = panel.view, panel.view.verticalScrollBar()

    def last_in_sight() -> bool:
        end = QTextCursor(view.document())
        end.movePosition(QTextCursor.MoveOperation.End)
        rect = view.cursorRect(end)  # in the viewport's pixels
        return 0 <= rect.top() and rect.bottom() <= view.viewport().height()

    for i in range(30):  # long lines: each wraps, and is measured a few at a time
        log.add(f"Line {i}: Anna plays the queen of hearts and Bert the king of spades")
    qtbot.waitUntil(lambda: bar.maximum() > 0 and last_in_sight())
    # The person scrolls up with the wheel to read back: new lines do not pull the view away.
    pos = QPointF(view.viewport().rect().center())
    wheel = QWheelEvent(pos, view.viewport().mapToGlobal(pos), QPoint(0, 0), QPoint(0, 1200),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), wheel)
    qtbot.waitUntil(lambda: bar.value() < bar.maximum())
    reading, old_max = bar.value(), bar.maximum()
    for i in range(10):
        log.add(f"More {i}: Clara plays the seven of clubs and wins the trick")
    qtbot.waitUntil(lambda: bar.maximum() > old_max)
    assert bar.value() == reading and not last_in_sight()
    # Back at the end, it follows again.
    bar.triggerAction(bar.SliderAction.SliderToMaximum)
    log.add("Dora plays the ace of diamonds")
    qtbot.waitUntil(last_in_sight)


def test_the_log_shows_each_row_as_a_paragraph_its_wrapped_lines_indented(qtbot: Any) -> None:
    log, panel = _log_panel(qtbot, 200, 300)
    view = panel.view
    log.add("Anna bids 3")
    log.add("Bert plays the queen of hearts and wins the trick with it, a long line")
    assert view.lines() == log.lines
    doc = view.document()
    second = doc.findBlockByNumber(1)
    qtbot.waitUntil(lambda: second.layout().lineCount() > 1)  # laid out, and wrapped
    first_line, next_line = second.layout().lineAt(0), second.layout().lineAt(1)
    assert next_line.x() > first_line.x()  # the row's own lines hang under its first words
    first = doc.findBlockByNumber(0)
    gap = doc.documentLayout().blockBoundingRect(second).top() \
        - doc.documentLayout().blockBoundingRect(first).top() - first.layout().lineAt(0).height()
    assert gap >= view.SPACING  # a gap after each row
    log.replace_all(["Clara holds"])  # a resumed deal, or an undo: its rows anew
    assert view.lines() == ["Clara holds"]
    log.replace_all([])  # a new deal
    assert view.lines() == []
    log.add("Dora passes")
    assert view.lines() == ["Dora passes"]


def test_the_log_fades_at_the_top_while_lines_are_above(qtbot: Any) -> None:
    """A line cut by the top edge fades into the background, also as the log scrolls (were the
    viewport to copy what it shows, the fade would move along with the lines)."""
    from PySide6.QtGui import QColor, QImage

    log, panel = _log_panel(qtbot, 220, 160)
    view, bar = panel.view, panel.view.verticalScrollBar()
    for i in range(30):
        log.add(f"Line {i}: Anna plays the queen of hearts and Bert the king of spades")
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    background = QColor(view.BACKGROUND).rgb()
    viewport = view.viewport()

    def on_screen() -> QImage:  # what the window shows now, copied scrolls included
        corner = viewport.mapTo(panel.window(), QPoint(0, 0))
        shot = panel.window().windowHandle().screen().grabWindow(panel.window().winId())
        return shot.toImage().copy(corner.x(), corner.y(), viewport.width(), viewport.height())

    def inked(image: QImage, y: int) -> int:
        return sum(image.pixel(x, y) != background for x in range(image.width()))

    # A line's middle at the top edge: its letters are cut there.
    doc = view.document()
    block = doc.findBlockByNumber(10)
    top = doc.documentLayout().blockBoundingRect(block).top()
    cut = round(top + block.layout().lineAt(0).height() / 2)
    bar.setValue(cut)
    qtbot.waitUntil(lambda: inked(on_screen(), 0) == 0 and inked(on_screen(), view.FADE + 4) > 0)
    # Scrolled back a few pixels at a time: each time the top edge is faded again, and the
    # lines below are as a fresh drawing shows them (no faded strip carried down). Compared
    # within the frame's rounded corners, which a drawing of the viewport alone leaves out.

    def inner(image: QImage) -> QImage:
        return image.convertToFormat(QImage.Format.Format_RGB32).copy(
            4, 0, image.width() - 8, image.height() - 4)

    for step in range(1, 6):
        bar.setValue(cut - 3 * step)
        qtbot.waitUntil(lambda: inner(on_screen()) == inner(viewport.grab().toImage()))
        assert inked(on_screen(), 0) == 0
