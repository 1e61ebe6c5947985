"""Every card and pile on the table reaches a screen reader (issue 28, part 5), in each game:
walked through QAccessible from the table view, every card the table shows has an interface
named by the card's words in the app's language, "playable" for a card the person on turn may
play (and only for those), which is then focusable and selectable; every hand and pile says
how many cards it holds."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QThreadPool
from PySide6.QtGui import QAccessible, QAccessibleInterface

from cardtable.cards import HIDDEN, card_list
from cardtable.engine.action import PLAY
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.storage import Settings
from cardtable.ui.app.window import build_main_window
from cardtable.ui.table.card_item import CardItem
from cardtable.ui.words.naming import default_name
from tests.ui.conftest import ScriptedPlayer

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description
PLAYABLE = {"en": "playable", "de": "spielbar", "pl": "do zagrania", "sl": "za igro",
            "th": "เล่นได้"}


def _tree(face: QAccessibleInterface) -> list[QAccessibleInterface]:
    out = []
    for i in range(face.childCount()):
        child = face.child(i)
        assert child is not None and child.isValid()
        out.append(child)
        out += _tree(child)
    return out


@pytest.mark.parametrize(("game", "language"), [
    ("schnapsen", "en"), ("schnapsen", "de"), ("wallachen", "de"), ("spades", "pl"),
    ("tippen", "sl"), ("poch", "th")])
def test_every_card_on_the_table_has_an_accessible_name_in_the_apps_language(
        qtbot: Any, game: str, language: str) -> None:
    window = build_main_window(Settings(animation_speed="off", language=language))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    info = get_game(game)
    n = info.default_seats
    seats = [SeatConfig(default_name(i), i == 0) for i in range(n)]
    window.resume_session(Session.new(game, info.default_options(), seats, 3),
                          {i: ScriptedPlayer() for i in range(1, n)})
    c = window.flow
    try:
        playable = turns = 0
        while playable < 3 and turns < 20:  # the person's turns, a card played at each
            qtbot.waitUntil(lambda: window.summary.isVisible() or (
                c.human_on_turn() and not c.animator.busy), timeout=20000)
            if window.summary.isVisible():
                break
            playable += _check_every_card(window, language)
            turns += 1
            legal = c.state.view(0).legal
            c.move_handed_in.emit(0, next((a for a in legal if a.kind == PLAY), legal[0]))
        assert playable >= 1, turns  # some turn had cards to play
    finally:
        c.stop()
        QThreadPool.globalInstance().waitForDone(3000)


def _check_every_card(window: Any, language: str) -> int:
    """Each card item shown is in the tree, named as its face reads; the number of playable
    cards seen."""
    c = window.flow
    view0 = c.state.view(0)
    # A card some legal action moves: played, or laid away or exchanged with others.
    legal = {card for a in view0.legal if a.card is not None or a.cards
             for card in card_list(a.card_set)}
    faces = _tree(QAccessible.queryAccessibleInterface(window.view))
    by_object = {id(f.object()): f for f in faces}
    renderer = c.adapter.renderer
    shown = [it for it in c.scene.items_by_uid.values()
             if isinstance(it, CardItem) and it.isVisible() and it.opacity() > 0.1]
    assert shown
    playable = 0
    for item in shown:
        zone = c.model.zone_of_uid(item.uid)[0]
        if zone.startswith("pile") and item.card == HIDDEN:
            continue  # a won trick face down: its pile is read, with its count
        face = by_object.get(id(item))
        assert face is not None, \
            f"{renderer.card(item.card)} ({zone}) is not in the tree"
        name = face.text(NAME)
        words = renderer.card(item.card) if item.card != HIDDEN else None
        assert words is None or words in name, (name, words)
        mine = zone == "hand0"
        may_play = mine and item.card in legal
        assert (PLAYABLE[language] in name) == may_play, (name, may_play)
        state = face.state()
        assert state.focusable == state.selectable == may_play, name
        playable += may_play
    for group in faces:
        if group.role() == QAccessible.Role.List:  # a hand, a pile, the talon …
            assert group.text(NAME) and group.text(DESCRIPTION), group.text(NAME)
    return playable
