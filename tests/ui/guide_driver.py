"""Drive a guided first deal (ui/app/learn.py) through the real window as a person would:
Next by its button, bids and calls by the choice panel's buttons, cards by dragging them to
the trick, exchanges and discards by clicking the cards and then the panel's button; or by the
keyboard alone (Enter, the letters the buttons show, the arrow keys and Enter for cards). Used by
the play-through tests of the Spades, Tippen and Wallachen guides."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from cardtable.cards import parse_cards
from cardtable.engine import Action
from cardtable.ui.app.learn import GuideRun, learn_game
from cardtable.ui.learn.guide import Say, They, You
from tests.ui.conftest import drag_card, item_point

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier
PICKED = ("exchange", "discard")  # moves made by clicking cards, then the panel's button


def start_guide(qtbot: Any, window: Any, game: str) -> GuideRun:
    run = learn_game(window, game)
    qtbot.waitUntil(lambda: run.bubble.isVisible() and not run.waiting, timeout=20000)
    return run


def history(run: GuideRun) -> list[str]:
    state = run.flow.state
    return [str(a) for a in state.history] if state is not None else []


def ready(run: GuideRun) -> bool:
    """The step at hand is on the table and waits for the person (words, or their move)."""
    step, flow = run.step(), run.flow
    if run.waiting or flow.animator.busy or not run.bubble.isVisible():
        return False
    if isinstance(step, You):
        return flow.human_on_turn()
    return isinstance(step, Say) or step is None


def wait_ready(qtbot: Any, run: GuideRun) -> None:
    qtbot.waitUntil(lambda: ready(run), timeout=20000)


def button(window: Any, action: str) -> QPushButton | None:
    """The button (choice panel or action bar) that makes ``action``, if one is shown."""
    for b in [*window.choice.buttons, *window.action_buttons()]:
        if b.isVisible() and b.objectName() == f"action:{action}":
            return b  # type: ignore[no-any-return]
    return None


def click_card(window: Any, card: str) -> None:
    QTest.mouseClick(window.view.viewport(), LEFT, NOMOD, item_point(window, card))


def make(qtbot: Any, window: Any, action: str) -> None:
    """Make ``action`` as a person would (whether the guide wants it or not)."""
    action = str(window.flow.state.parse_action(action))  # as the buttons name it
    shown = button(window, action)
    kind = Action.parse(action).kind
    if shown is None and kind in PICKED:
        picked = window.flow.adapter.picked if kind == "exchange" else window.flow.model.raised
        for card in list(picked):  # put back what is picked from an earlier try
            click_card(window, _text(card))
        for card in action.split()[1:]:
            click_card(window, card)
        shown = button(window, action)
        assert shown is not None, f"no button for {action!r} after picking its cards"
    if shown is not None:
        QTest.mouseClick(shown, LEFT)
        return
    parse_cards(action)  # a card: dragged to the trick
    drag_card(qtbot, window, action)


def _text(card: int) -> str:
    from cardtable.cards import card_str

    return card_str(card)


def refused(qtbot: Any, window: Any, run: GuideRun, wrong: str) -> None:
    """Try ``wrong`` at the person's step: refused, the step's "why not" shown, nothing
    changed on the table or in the deal."""
    step = run.step()
    assert isinstance(step, You) and wrong != step.action
    wait_ready(qtbot, run)
    before, index = history(run), run.index
    hand = sorted(window.flow.model.hand(0).cards)
    make(qtbot, window, wrong)
    qtbot.waitUntil(lambda: run.bubble.refusal.isVisible(), timeout=20000)
    assert run.bubble.refusal.text() == run.fill(str(step.why_not))
    assert "{" not in run.bubble.refusal.text()
    assert history(run) == before and run.index == index
    qtbot.waitUntil(lambda: not window.flow.animator.busy, timeout=20000)
    assert sorted(window.flow.model.hand(0).cards) == hand


def play_to(qtbot: Any, window: Any, run: GuideRun, index: int) -> None:
    """Go through the steps up to step ``index`` (not made): Next for words, the person's
    moves as the guide asks them, the computers' by themselves."""
    while run.index < index:
        step = run.step()
        if isinstance(step, They):
            at = run.index
            qtbot.waitUntil(lambda at=at: run.index > at, timeout=20000)
            continue
        wait_ready(qtbot, run)
        at = run.index
        shown = run.bubble.text.text()
        assert shown and "{" not in shown, f"step {at}: {shown!r}"
        if isinstance(step, Say):
            QTest.mouseClick(run.bubble.next_button, LEFT)
        else:
            assert isinstance(step, You)
            make(qtbot, window, step.action)
        qtbot.waitUntil(lambda at=at: run.index > at, timeout=20000)
        assert not run.bubble.refusal.isVisible()


def index_of(run: GuideRun, action: str, seat: int = 0) -> int:
    """The first step of ``seat`` making ``action``."""
    for i, step in enumerate(run.steps):
        if isinstance(step, You) and seat == 0 and step.action == action:
            return i
        if isinstance(step, They) and step.seat == seat and step.action == action:
            return i
    raise AssertionError(f"no step {action!r} of seat {seat}")


def _picked_card(window: Any) -> str:
    """The card the keyboard pick is on ("" if none)."""
    picking, flow = window.picking, window.flow
    targets = picking.pick_targets()
    if not 0 <= picking.selected < len(targets) or targets[picking.selected][0] != "card":
        return ""
    uid = targets[picking.selected][1]
    return next(_text(s.card) for s in flow.model.hand(0).slots if s.uid == uid)


def key(window: Any, k: Qt.Key) -> None:
    QTest.keyClick(window.view, k)


def pick_card_by_keys(window: Any, card: str) -> None:
    """Right until the keyboard pick is on ``card``, then Enter."""
    for _ in range(2 * len(window.flow.model.hand(0).slots) + 2):
        if _picked_card(window) == card:
            key(window, Qt.Key.Key_Return)
            return
        key(window, Qt.Key.Key_Right)
    raise AssertionError(f"the arrow keys never reach {card}")


def make_by_keys(qtbot: Any, window: Any, action: str) -> None:
    """Make ``action`` by the keyboard: a button by the letter it shows ("Play (P)"), cards by
    the arrow keys and Enter."""
    action = str(window.flow.state.parse_action(action))
    kind = Action.parse(action).kind
    if button(window, action) is None and kind in PICKED:
        for card in action.split()[1:]:
            pick_card_by_keys(window, card)
    shown = button(window, action)
    if shown is None:
        pick_card_by_keys(window, action)
        return
    letter = re.search(r"\((\w)\)\s*$", shown.text())
    assert letter is not None, f"no key shown on {shown.text()!r}"
    key(window, getattr(Qt.Key, f"Key_{letter.group(1).upper()}"))


def play_to_by_keys(qtbot: Any, window: Any, run: GuideRun, index: int) -> None:
    """As :func:`play_to`, by the keyboard alone: Enter for Next, the moves by keys."""
    while run.index < index:
        step = run.step()
        if isinstance(step, They):
            at = run.index
            qtbot.waitUntil(lambda at=at: run.index > at, timeout=20000)
            continue
        wait_ready(qtbot, run)
        at = run.index
        if isinstance(step, Say):
            key(window, Qt.Key.Key_Return)
        else:
            assert isinstance(step, You)
            make_by_keys(qtbot, window, step.action)
        qtbot.waitUntil(lambda at=at: run.index > at, timeout=20000)
        assert not run.bubble.refusal.isVisible()
