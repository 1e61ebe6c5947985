"""Learn Schnapsen, as a newcomer plays it: opened from the Help menu and the start screen,
Next by mouse and keys, each move made with the mouse or the keyboard, a wrong move in each
phase (leading, exchanging, answering a lead) refused with the guide's words and nothing
changed; the invitation at the end starts a real game. Leaving in the middle (Esc) puts the
real game back as it was, and the guide leaves no trace in the autosave, the statistics or
the past games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from cardtable.cards import card_str, parse_cards
from cardtable.session import SeatConfig
from cardtable.storage import Settings, Storage
from cardtable.ui.app.learn import Bubble, GuideRun, GuideSession
from cardtable.ui.app.window import MainWindow, build_main_window
from cardtable.ui.learn.guide import Say, You
from tests.ui.conftest import LEFT, drag_card
from tests.ui.test_learn_guides import play_through


def _table(qtbot: Any, storage: Storage) -> MainWindow:
    w = build_main_window(Settings(animation_speed="off", computer_pace="instant"), storage)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def _guide(w: MainWindow) -> GuideRun:
    run = getattr(w, "guide_run", None)
    assert isinstance(run, GuideRun)
    return run


def _hand(w: MainWindow) -> list[str]:
    state = w.flow.state
    assert state is not None
    view = state.view(0)
    return sorted(card_str(c) for c in range(64) if view.hand >> c & 1)  # type: ignore[attr-defined]


def _wait_for(qtbot: Any, run: GuideRun, kind: type, action: str = "") -> None:
    def there() -> bool:
        step = run.step()
        if not isinstance(step, kind) or (action and getattr(step, "action", "") != action):
            return False
        if kind is You:
            return run.flow.human_on_turn() and not run.flow.animator.busy
        return run.bubble.isVisible()

    qtbot.waitUntil(there, timeout=20_000)


def _refused(qtbot: Any, w: MainWindow, run: GuideRun, make_move: Any) -> None:
    """A wrong move: refused, the step's explanation shown, nothing changed."""
    step = run.step()
    assert isinstance(step, You)
    log, hand, index = len(run.session.log), _hand(w), run.index  # type: ignore[union-attr]
    make_move()
    qtbot.waitUntil(lambda: run.bubble.refusal.isVisible(), timeout=20_000)
    assert run.bubble.refusal.text() == run.fill(str(step.why_not))
    assert (len(run.session.log), _hand(w), run.index) == (log, hand, index)  # type: ignore[union-attr]
    assert w.flow.human_on_turn()


def _key_play(qtbot: Any, w: MainWindow, card: str) -> None:
    """Right until ``card`` is picked, then Enter: the keyboard's way."""
    scene = w.flow.scene
    assert scene is not None
    item = scene.item_of_card(parse_cards(card)[0])
    assert item is not None
    for _ in range(8):
        QTest.keyClick(w.view, Qt.Key.Key_Right)
        if item.selected_by_keyboard:
            break
    assert item.selected_by_keyboard, f"{card} cannot be picked"
    QTest.keyClick(w.view, Qt.Key.Key_Return)


def _next(qtbot: Any, run: GuideRun, how: str) -> None:
    _wait_for(qtbot, run, Say)
    index = run.index
    if how == "mouse":
        QTest.mouseClick(run.bubble.next_button, LEFT)
    elif how == "enter":
        QTest.keyClick(run.bubble.next_button, Qt.Key.Key_Return)
    else:  # Space on the table
        run.window.view.setFocus()
        QTest.keyClick(run.window.view, Qt.Key.Key_Space)
    assert run.index == index + 1


def test_learn_schnapsen_played_by_mouse_and_keys_with_a_wrong_move_in_each_phase(
        qtbot: Any, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "config", tmp_path / "data")
    w = _table(qtbot, storage)
    w.menus.learn["schnapsen"].trigger()  # Help ▸ Learn Schnapsen
    run = _guide(w)
    assert isinstance(w.flow.session, GuideSession)
    _wait_for(qtbot, run, Say)
    drag_card(qtbot, w, "AC")  # a card played before the words are read: not yet
    qtbot.waitUntil(lambda: run.bubble.refusal.isVisible(), timeout=20_000)
    assert run.bubble.refusal.text() == "First read this, then press Next (or Enter)."
    assert run.index == 0 and not run.session.log  # type: ignore[union-attr]
    _next(qtbot, run, "mouse")
    assert not run.bubble.refusal.isVisible()
    _next(qtbot, run, "enter")
    _next(qtbot, run, "space")
    _next(qtbot, run, "mouse")
    # The exchange: a card led instead is refused; the jack dragged onto the trump card.
    _wait_for(qtbot, run, You, "exchange")
    assert run._target_rect("trump") is not None and run.pointer.isVisible()
    _refused(qtbot, w, run, lambda: _key_play(qtbot, w, "AC"))
    drag_card(qtbot, w, "JH", "trump")
    _next(qtbot, run, "enter")
    # The marriage: the king dragged, the question answered Yes by the key Y.
    _wait_for(qtbot, run, You, "marry S")
    _refused(qtbot, w, run, lambda: _key_play(qtbot, w, "TH"))
    assert not run.bubble.next_button.isVisible()
    drag_card(qtbot, w, "KS")
    qtbot.waitUntil(lambda: w.question.isVisible(), timeout=20_000)
    QTest.keyClick(w.view, Qt.Key.Key_Y)
    _next(qtbot, run, "space")
    # Leading: a wrong lead (a legal card, not the guide's) refused; then by the keys.
    _wait_for(qtbot, run, You, "AC")
    assert not run.bubble.refusal.isVisible()  # the last step's explanation is gone
    _refused(qtbot, w, run, lambda: drag_card(qtbot, w, "TH"))
    _key_play(qtbot, w, "AC")
    _wait_for(qtbot, run, You, "AD")
    _key_play(qtbot, w, "AD")
    _wait_for(qtbot, run, You, "QS")
    drag_card(qtbot, w, "QS")
    _next(qtbot, run, "mouse")
    # Answering Anna's lead: a wrong card refused, then the ace of spades.
    _wait_for(qtbot, run, You, "AS")
    _refused(qtbot, w, run, lambda: _key_play(qtbot, w, "QD"))
    drag_card(qtbot, w, "AS")
    _next(qtbot, run, "enter")
    qtbot.waitUntil(lambda: run.bubble.play_button.isVisible(), timeout=20_000)
    assert not w.summary.isVisible()
    assert w.statistics is not None
    stats = w.statistics.query(lambda db: db.game_stats("schnapsen"))
    assert stats is None or stats.deals == 0
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Return)  # the invitation taken: a real game
    qtbot.waitUntil(lambda: w.flow.session is not None and
                    not isinstance(w.flow.session, GuideSession), timeout=20_000)
    assert w.flow.session is not None and w.flow.session.info.id == "schnapsen"
    assert w.flow.session.in_play and not w.flow.session.log
    assert getattr(w, "guide_run", None) is None
    assert w.menus["new"].isEnabled()
    w.flow.stop()
    assert w.archive is not None
    w.archive.flush()  # what it was given to keep, written
    assert not list((tmp_path / "data").rglob("schnapsen-*.json"))  # no past game kept


def test_leaving_the_guide_in_the_middle_puts_the_real_game_back_untouched(
        qtbot: Any, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "config", tmp_path / "data")
    w = _table(qtbot, storage)
    w.start_game("schnapsen", seats=[SeatConfig("You", True), SeatConfig("Bert", False)],
                 seed=5)
    for _ in range(2):  # your move, the computer's answer, and your turn again
        qtbot.waitUntil(lambda: w.flow.human_on_turn() and not w.flow.animator.busy,
                        timeout=20_000)
        state = w.flow.state
        assert state is not None
        w.gestures.intent(state.view(0).legal[-1])
    qtbot.waitUntil(lambda: w.flow.human_on_turn() and not w.flow.animator.busy,
                    timeout=20_000)
    real = w.flow.session
    assert real is not None and real.log
    moves = list(real.log)
    w.flow.flush_autosave()
    saved = storage.autosave_path.read_bytes()
    # From the start screen's Learn button.
    w.show_start_screen()
    assert w.start_screen is not None
    w.start_screen.findChild(QPushButton, "learn:schnapsen").click()
    run = _guide(w)
    play_through(qtbot, w, run, upto=9)  # past the first trick
    assert len(run.session.log) >= 4  # type: ignore[union-attr]
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: w.flow.session is real, timeout=20_000)
    assert list(real.log) == moves
    assert not [b for b in w.findChildren(Bubble) if b.isVisible()]
    assert w.view.key_filter != run._key
    assert w.menus["new"].isEnabled()
    w.flow.flush_autosave()
    assert storage.autosave_path.read_bytes() == saved
    assert w.statistics is not None
    stats = w.statistics.query(lambda db: db.game_stats("schnapsen"))
    assert stats is None or stats.deals == 0
    # The real game plays on: its moves go by the one road again.
    qtbot.waitUntil(lambda: w.flow.human_on_turn() and not w.flow.animator.busy,
                    timeout=20_000)
    state = w.flow.state
    assert state is not None
    w.gestures.intent(state.view(0).legal[0])
    assert len(real.log) > len(moves)


def test_a_real_game_left_at_its_deals_panel_comes_back_to_that_panel(
        qtbot: Any, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "config", tmp_path / "data")
    w = _table(qtbot, storage)
    w.start_game("schnapsen", seats=[SeatConfig("You", True), SeatConfig("Bert", False)],
                 seed=5)

    def deal_over() -> bool:  # the first legal move whenever it is yours, to the deal's end
        if w.summary.isVisible():
            return True
        state = w.flow.state
        if w.flow.human_on_turn() and not w.flow.animator.busy and state is not None:
            w.gestures.intent(state.view(0).legal[0])
        return False

    qtbot.waitUntil(deal_over, timeout=20_000)
    real = w.flow.session
    assert real is not None and not real.in_play and len(real.match.records) == 1
    w.flow.flush_autosave()
    saved = storage.autosave_path.read_bytes()
    w.menus.learn["schnapsen"].trigger()
    run = _guide(w)
    _next(qtbot, run, "mouse")
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: w.flow.session is real and w.summary.isVisible(), timeout=20_000)
    assert not real.in_play and len(real.match.records) == 1  # no deal dealt behind its back
    w.flow.flush_autosave()
    assert storage.autosave_path.read_bytes() == saved
    QTest.mouseClick(w.summary.button, LEFT)  # Next deal, from the panel it was left at
    qtbot.waitUntil(lambda: real.in_play, timeout=20_000)
