"""Every guide file (ui/learn/guides/<game>.py), checked without being named: its deal and
moves are legal in the engine in order, its words are its own and name real cards, and it
plays through at the table with every step's words shown and pointing at something there.
A new game's guide is checked here as soon as its file exists."""

from __future__ import annotations

import string
from pathlib import Path
from typing import Any

import pytest

from cardtable.cards import parse_cards
from cardtable.games import listed_games
from cardtable.session.archive import Archive
from cardtable.storage import AutosaveWriter, Settings, Storage
from cardtable.ui.app.learn import RANK_FIELDS, GuideRun, guide_session, learn_game
from cardtable.ui.app.window import MainWindow, build_main_window
from cardtable.ui.learn.guide import Guide, Say, They, You
from cardtable.ui.learn.index import guide_ids, load_guide

GUIDES = guide_ids()


def test_the_guides_are_found_by_their_files() -> None:
    assert {"schnapsen", "poch"} <= set(GUIDES)
    playable = {i.id for i in listed_games() if i.playable}
    assert set(GUIDES) <= playable


@pytest.mark.parametrize("game_id", GUIDES)
def test_each_move_of_the_guide_is_legal_for_the_seat_on_turn(game_id: str) -> None:
    guide = load_guide(game_id)
    session = guide_session(guide)
    state = session.start_deal()
    for number, (seat, text) in enumerate(guide.moves()):
        assert not state.is_over, f"move {number} ({text}) comes after the deal's end"
        assert state.current_player == seat, \
            f"move {number} ({text}) is seat {seat}'s, but seat {state.current_player} is on turn"
        action = state.parse_action(text)
        legal = state.view(seat).legal
        assert action in legal, f"move {number} ({text}) is not legal: {[str(a) for a in legal]}"
        assert str(action) == text, f"move {number}: write {text!r} as the engine does: {action}"
        session.apply(action)


@pytest.mark.parametrize("game_id", GUIDES)
def test_the_guides_words_are_its_own_and_name_real_cards(game_id: str) -> None:
    guide = load_guide(game_id)
    texts = [guide.end]
    for step in guide.steps:
        texts += [step.text] if not isinstance(step, You) else [step.text, step.why_not]
        if isinstance(step, They) and step.text is None:
            texts.pop()
    for text in texts:
        assert text is not None and text.context == f"learn {game_id}", text
        for _, field, _, _ in string.Formatter().parse(text.source):
            if field is None:
                continue
            if field in RANK_FIELDS:
                continue
            if field.startswith("seat"):
                assert int(field[4:]) < guide_session(guide).match.num_seats
            elif len(field) != 1 or field not in "CDHS":
                assert len(parse_cards(field)) == 1, f"{{{field}}} in {text.source!r}"
    assert isinstance(guide.steps[-1], (Say, You, They)) and guide.moves()


def _window(qtbot: Any) -> MainWindow:
    w = build_main_window(Settings(animation_speed="off", computer_pace="instant"))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def play_through(qtbot: Any, w: MainWindow, run: GuideRun, upto: int | None = None) -> None:
    """The guide's own moves handed in by the one road, Next pressed after each step's words;
    every step checked as it is shown: words in the bubble, its target found on screen."""
    guide: Guide = run.guide
    last = len(guide.steps) if upto is None else upto
    while run.index < last:
        step = run.step()
        qtbot.waitUntil(lambda s=step: run.bubble.isVisible() or
                        isinstance(run.step(), They) or run.step() is not s, timeout=20_000)
        if run.step() is not step:
            continue  # a computer's move went by
        if isinstance(step, (Say, You)) or (isinstance(step, They) and step.text):
            assert run.bubble.text.text().strip(), f"step {run.index} shows no words"
            assert "{" not in run.bubble.text.text(), run.bubble.text.text()
            if step.target:
                assert run._target_rect(step.target) is not None, \
                    f"step {run.index}: {step.target!r} is not on the table"
        if isinstance(step, Say):
            run.bubble.next_button.click()
        elif isinstance(step, You):
            qtbot.waitUntil(lambda: w.flow.human_on_turn() and not w.flow.animator.busy,
                            timeout=20_000)
            w.flow.move_handed_in.emit(0, step.action)
            assert w.flow.taken, f"step {run.index}: {step.action} was not taken"
        else:
            index = run.index
            qtbot.waitUntil(lambda i=index: run.index > i, timeout=20_000)


@pytest.mark.parametrize("game_id", GUIDES)
def test_each_guide_plays_through_at_the_table(qtbot: Any, game_id: str) -> None:
    w = _window(qtbot)
    run = learn_game(w, game_id)
    play_through(qtbot, w, run)
    qtbot.waitUntil(lambda: run.bubble.play_button.isVisible(), timeout=20_000)
    assert run.bubble.text.text() == run.fill(str(run.guide.end))
    assert not w.summary.isVisible()  # the guide says the end in its own words
    run.bubble.leave_button.click()
    qtbot.waitUntil(lambda: w.start_screen is not None and w.start_screen.isVisible(),
                    timeout=20_000)
    w.flow.stop()


def test_the_guides_words_follow_a_change_of_language(qtbot: Any) -> None:
    from cardtable.ui.words import i18n

    w = _window(qtbot)
    run = learn_game(w, "poch")
    qtbot.waitUntil(lambda: run.bubble.isVisible(), timeout=20_000)
    english = run.bubble.text.text()
    try:
        assert i18n.set_language("de")
        qtbot.waitUntil(lambda: run.bubble.text.text() != english, timeout=20_000)
        assert run.bubble.text.text().startswith("Willkommen beim Poch")
        assert run.bubble.next_button.text() == "Weiter"
        assert w.menus.learn["poch"].text() == "Poch lernen"
    finally:
        i18n.set_language("en")
    qtbot.waitUntil(lambda: run.bubble.text.text() == english, timeout=20_000)
    run.leave()


@pytest.mark.parametrize("game_id", GUIDES)
def test_a_guides_deal_is_saved_told_and_kept_nowhere(game_id: str, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "config", tmp_path / "data")
    heard: list[str] = []

    class Listener:
        def deal_finished(self, report: Any) -> None:
            heard.append("deal")

        def bummerl_finished(self, report: Any) -> None:
            heard.append("bummerl")

        def match_finished(self, report: Any) -> None:
            heard.append("match")

    session = guide_session(load_guide(game_id))
    session.autosave, session.observers = AutosaveWriter(storage), [Listener()]
    session.start_deal()
    for _, action in load_guide(game_id).moves():
        session.apply(action)
    session.flush()
    assert not storage.autosave_path.exists() and heard == []
    archive = Archive(tmp_path / "past")
    archive.keep(session)
    archive.flush()
    assert not list((tmp_path / "past").glob("*.json"))
