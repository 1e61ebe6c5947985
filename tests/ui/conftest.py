"""Fixtures and helpers that drive the real table as a person would: mouse and keys on the
QGraphicsView's viewport, positions mapped from the scene."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from cardtable.cards import HIDDEN, card_str, parse_cards
from cardtable.engine import Action, Match, View
from cardtable.engine.carry import Carry
from cardtable.session import SeatConfig
from cardtable.storage import Settings, Storage
from cardtable.ui.app.window import MainWindow, build_main_window
from cardtable.ui.table import card_item
from cardtable.ui.words import i18n

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier

# SCH-01 (rules/schnapsen.md): forehand KC QC JH AS TD, dealer AC TC KH QS JD, trump QH.
SCH01 = "KC QC JH AC TC KH QH AS TD QS JD AH JS KD TS AD QD KS TH JC"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test ends with the app in English again: a window opened in another language
    installs its translator for the whole process (a Thai table left Thai tooltips for the next
    test in the same worker)."""
    yield
    if i18n.current_language() != "en":
        i18n.set_language("en")


class ScriptedPlayer:
    """A computer seat that plays given actions, then the first legal one."""

    name = "scripted"

    def __init__(self, actions: str = "") -> None:
        self.script = [a for a in actions.split(",") if a.strip()]

    def choose(self, view: View) -> Action:
        if self.script:
            return Action.parse(self.script.pop(0))
        return view.legal[0]


def open_table(qtbot, settings: Settings | None = None, storage: Storage | None = None,  # type: ignore[no-untyped-def]
               size: tuple[int, int] = (1280, 800)) -> MainWindow:
    """The main window shown at ``size``, with no motion and computers at the instant pace
    unless ``settings`` say otherwise."""
    w = build_main_window(settings or Settings(animation_speed="off", computer_pace="instant"),
                          storage)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(w.isActiveWindow)  # shortcuts reach only the active window
    return w


def stored_table(qtbot, storage: Storage) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A 1280x720 window that keeps its games in ``storage``; afterwards no computer still
    thinks and no message box is left open."""
    w = open_table(qtbot, storage=storage, size=(1280, 720))
    yield w
    w.flow.stop()
    QThreadPool.globalInstance().waitForDone(3000)
    for box in w.findChildren(QMessageBox):
        box.close()


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    w = open_table(qtbot)
    yield w
    w.flow.stop()
    QThreadPool.globalInstance().waitForDone(3000)  # no computer still thinking after a test


def start_explicit(window: MainWindow, deck: str, dealer: int, seats: list[SeatConfig],
                   script: dict[int, str] | None = None, **option_changes: object) -> None:
    """A Schnapsen match whose first deal is the given pack order (for exact positions)."""
    from dataclasses import replace

    from cardtable.games.schnapsen import GAME

    options = replace(GAME.default_options(), **option_changes)
    match = GAME.match_type(GAME, options, 2, seed=1, first_dealer=dealer)  # type: ignore[misc]
    match.state = GAME.deal(options, 2, dealer, tuple(parse_cards(deck)), Carry())
    players = {seat: ScriptedPlayer(actions) for seat, actions in (script or {}).items()}
    window.resume_match(match, seats, players)


def watch_faces(monkeypatch, check: Callable[[int], None]) -> None:  # type: ignore[no-untyped-def]
    """Call ``check(card)`` with every face any card item takes, the moment it takes it (a
    new item, or a face turned): every frame the table could draw."""
    real_set_face = card_item.CardItem.set_face
    real_init = card_item.CardItem.__init__

    def set_face(self, card: int) -> None:  # type: ignore[no-untyped-def]
        check(card)
        real_set_face(self, card)

    def init(self, uid, card, *args):  # type: ignore[no-untyped-def]
        check(card)
        real_init(self, uid, card, *args)

    monkeypatch.setattr(card_item.CardItem, "set_face", set_face)
    monkeypatch.setattr(card_item.CardItem, "__init__", init)


def wait_turn(qtbot, window: MainWindow, timeout: int = 5000) -> None:  # type: ignore[no-untyped-def]
    c = window.flow
    qtbot.waitUntil(lambda: (c.human_on_turn() and not c.animator.busy) or
                    window.summary.isVisible(), timeout=timeout)


def scene_point(window: MainWindow, pos: QPointF) -> QPoint:
    return window.view.mapFromScene(pos)


def item_point(window: MainWindow, card_text: str) -> QPoint:
    """Where a person would press to grab the card: its visible left strip in a fanned hand."""
    scene = window.flow.scene
    assert scene is not None
    item = scene.item_of_card(parse_cards(card_text)[0])
    assert item is not None, f"{card_text} is not on the table"
    local = QPointF(-item.width / 2 + item.width * 0.15, 0)
    return scene_point(window, item.mapToScene(local))


def drag(qtbot, window: MainWindow, start: QPoint, end: QPoint) -> None:  # type: ignore[no-untyped-def]
    vp = window.view.viewport()
    QTest.mousePress(vp, LEFT, NOMOD, start)
    steps = 6
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        QTest.mouseMove(vp, QPoint(round(p.x()), round(p.y())))
    QTest.mouseRelease(vp, LEFT, NOMOD, end)


def drag_card(qtbot, window: MainWindow, card_text: str, target: str = "trick") -> None:  # type: ignore[no-untyped-def]
    scene = window.flow.scene
    assert scene is not None
    rect = scene.drop_targets()[target]
    drag(qtbot, window, item_point(window, card_text), scene_point(window, rect.center()))


def playable_card(window: MainWindow, seat: int = 0) -> str:
    """The first card of ``seat``'s hand the table marks playable, as text ("QH")."""
    c = window.flow
    for s in c.model.hand(seat).slots:
        if c.scene.items_by_uid[s.uid].playable:
            return card_str(s.card)
    raise AssertionError(f"nothing playable in seat {seat}'s hand")


def click_scene(window: MainWindow, pos: QPointF) -> None:
    QTest.mouseClick(window.view.viewport(), LEFT, NOMOD, scene_point(window, pos))


def human_vs_computer(level: str = "normal") -> list[SeatConfig]:
    return [SeatConfig("You", True), SeatConfig("Anna", False, level)]


def fresh_match(window: MainWindow) -> Match:
    m = window.flow.match
    assert m is not None
    return m


def forbidden(state, seat: int) -> int:  # type: ignore[no-untyped-def]
    """Cards of ``seat``'s hand that another seat may not know (any game: from its view)."""
    return state.view(seat).hand & state.secret_cards((seat + 1) % state.num_seats)


@pytest.fixture
def face_watch(monkeypatch, window):  # type: ignore[no-untyped-def]
    """Every face any card item takes that one person may not see while another holds the
    seat (hot-seat: a leak in any frame), as words; empty when none leaked."""
    leaks: list[str] = []

    def check(card: int) -> None:
        c = window.flow
        if card == HIDDEN or c.state is None or c.state.is_over:
            return
        for seat in c.humans:
            if seat != c.viewer and forbidden(c.state, seat) >> card & 1:
                leaks.append(f"{card_str(card)} of seat {seat} shown to viewer {c.viewer} "
                             f"after {[str(a) for a in c.state.history]}")

    watch_faces(monkeypatch, check)
    return leaks


def claim_in_sch01(qtbot, window: MainWindow, **option_changes: object) -> None:  # type: ignore[no-untyped-def]
    """SCH-01 with a manual claim: the trump jack exchanged, 20 in clubs and 40 in diamonds
    announced, 66 claimed; the deal ends at its summary with Anna holding five cards."""
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer(),
                   script={1: "AC,JD,TS,QS"}, claim_mode="manual", **option_changes)
    for card, target in (("JH", "trump"), ("QC", "trick")):
        wait_turn(qtbot, window)
        drag_card(qtbot, window, card, target)
    QTest.mouseClick(window.question.yes, LEFT)
    for card in ("TD", "JS", "AS", "QD"):
        wait_turn(qtbot, window)
        drag_card(qtbot, window, card)
    QTest.mouseClick(window.question.yes, LEFT)
    wait_turn(qtbot, window)
    claim = next(b for b in window.action_buttons() if b.text() == "Claim 66")
    QTest.mouseClick(claim, LEFT)
    qtbot.waitUntil(window.summary.isVisible, timeout=3000)


class Quiet(ScriptedPlayer):
    """Its script, then the first legal action that is not Kontra or Re."""

    def choose(self, view: View) -> Action:
        if self.script:
            return super().choose(view)
        return next(a for a in view.legal if a.kind not in ("kontra", "re"))


# The keys of a whole Wallachen deal as forehand: D pushes your Doppler, B bids "I play",
# Right/Enter twice marks two cards and L lays them away, Right/Enter takes the first contract
# offered, R says Re to Anna's Kontra, and Right/Enter plays each card.
WALLACHEN_KEYS = {"doppeln": (Qt.Key.Key_D,), "auction": (Qt.Key.Key_B,),
                  "discard": (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Right,
                              Qt.Key.Key_Return, Qt.Key.Key_L),
                  "contract": (Qt.Key.Key_Right, Qt.Key.Key_Return), "re": (Qt.Key.Key_R,),
                  "kontra": (Qt.Key.Key_N,), "play": (Qt.Key.Key_Right, Qt.Key.Key_Return)}


def wallachen_by_keys(qtbot, window: MainWindow, look: Callable[[str], None],  # type: ignore[no-untyped-def]
                      declarer: bool = True,
                      keys: dict[str, tuple[Qt.Key, ...]] | None = None,
                      **changes: object) -> list[str]:
    """A Wallachen deal played by key events only, ``look(phase)`` called at each of the
    person's stops (and at "summary"); the phases seen, in order. As declarer: Ann (you) is
    forehand, Ben and Cid push no Doppler and pass, Ben says Kontra (the Doppeln, the auction,
    the discard, the contract and Re panels). Else: you deal, Ben plays Six, and you are asked
    for Kontra. ``keys``: other keys for some phases than :data:`WALLACHEN_KEYS`;
    ``changes``: options other than the default."""
    from dataclasses import replace

    from cardtable.games import get_game

    info = get_game("wallachen")
    seats = [SeatConfig("Ann", True), SeatConfig("Ben", False), SeatConfig("Cid", False)]
    if declarer:
        dealer, players = 2, {1: Quiet("no,pass,kontra"), 2: Quiet("no,pass")}
    else:
        dealer, players = 0, {1: Quiet("no,bid 6"), 2: Quiet("no,pass,no")}
    keys = {**WALLACHEN_KEYS, "auction": (Qt.Key.Key_B,) if declarer else (Qt.Key.Key_P,),
            **(keys or {})}
    options = replace(info.default_options(), **changes)
    match = info.match_type(info, options, 3, 5, dealer)  # type: ignore[call-arg]
    window.resume_match(match, seats, players)
    c = window.flow
    seen: list[str] = []
    for _ in range(60):
        wait_turn(qtbot, window, timeout=10000)
        phase = "summary" if window.summary.isVisible() else c.state.view(0).phase
        if not seen or seen[-1] != phase or phase == "play":
            look(phase)
        seen.append(phase)
        if phase == "summary":
            return seen
        for key in keys[phase]:
            QTest.keyClick(window.view, key)
            wait_turn(qtbot, window, timeout=10000)
    raise AssertionError(f"the deal did not end: {seen}")


def poch_by_keys(qtbot, window: MainWindow, look: Callable[[str], None],  # type: ignore[no-untyped-def]
                 preset: str = "seed") -> list[str]:
    """A Poch deal played by key events only against three computers that hold every bet:
    in Pochen 2 opens with two counters, 0 holds, P passes; in Ausspielen Right then Enter
    plays the first card the keys may pick. ``look(phase)`` at each of the person's stops
    (and at "summary"); the phases seen, in order."""
    from tests.ui.test_poch_table import Holder, _session

    seats = [SeatConfig(n, i == 0) for i, n in enumerate(("Ann", "Ben", "Cid", "Dot"))]
    window.resume_session(_session(preset, seats), {s: Holder() for s in (1, 2, 3)})
    c = window.flow
    seen: list[str] = []
    for _ in range(120):
        wait_turn(qtbot, window, timeout=10000)
        phase = "summary" if window.summary.isVisible() else c.state.view(0).phase
        look(phase)
        seen.append(phase)
        if phase == "summary":
            return seen
        if phase == "pochen":
            legal = {str(a) for a in c.state.view(0).legal}
            key = Qt.Key.Key_2 if "open 2" in legal else Qt.Key.Key_0 if "hold" in legal \
                else Qt.Key.Key_P
            QTest.keyClick(window.view, key)
            continue
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    raise AssertionError(f"the deal did not end: {seen}")


# The keys of Tippen's calls: P plays (taps), D deals, C cuts, N declines a knock, a sniff or
# a rob; in the exchange Right/Enter picks a card and E exchanges it; a card by Right/Enter.
TIPPEN_KEYS = {"declare": (Qt.Key.Key_P,), "shove": (Qt.Key.Key_D,), "cut": (Qt.Key.Key_C,),
               "knock": (Qt.Key.Key_N,), "sniff": (Qt.Key.Key_N,), "rob": (Qt.Key.Key_N,),
               "exchange": (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_E),
               "discard": (Qt.Key.Key_Right, Qt.Key.Key_Return),
               "play": (Qt.Key.Key_Right, Qt.Key.Key_Return)}


def tippen_by_keys(qtbot, window: MainWindow, look: Callable[[str], None],  # type: ignore[no-untyped-def]
                   dealer: int = 3, seed: int = 3, keys: dict[str, tuple[Qt.Key, ...]] | None = None,
                   **changes: object) -> list[str]:
    """A Tippen deal played by key events only (Ann against three computers that take the
    first legal action), ``look(phase)`` at each of Ann's stops and at "summary"; the phases
    seen, in order. ``keys``: other keys for some phases than :data:`TIPPEN_KEYS`;
    ``changes``: options other than the Katira preset's."""
    from dataclasses import replace

    from cardtable.games.tippen import GAME, PRESETS, TippenMatch

    seats = [SeatConfig(n, i == 0) for i, n in enumerate(("Ann", "Ben", "Cid", "Dot"))]
    match = TippenMatch(GAME, replace(PRESETS["katira"], **changes), 4, seed=seed,
                        first_dealer=dealer)
    window.resume_match(match, seats, {s: ScriptedPlayer() for s in (1, 2, 3)})
    c = window.flow
    seen: list[str] = []
    for _ in range(60):
        wait_turn(qtbot, window, timeout=10000)
        phase = "summary" if window.summary.isVisible() else c.state.view(0).phase
        look(phase)
        seen.append(phase)
        if phase == "summary":
            return seen
        for key in {**TIPPEN_KEYS, **(keys or {})}[phase]:
            QTest.keyClick(window.view, key)
    raise AssertionError(f"the deal did not end: {seen}")
