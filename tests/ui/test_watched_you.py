"""A deal the computers play alone, with the first seat still under the default name "You"
(the demo's --watch, or a table of computers only): its lines speak to "you" as the person's
own would ("You play", "Du gewinnst"), not of a third person called You ("You plays",
"Du gewinnt"), in the deal's log and at its end (issue 28: grammar)."""

from __future__ import annotations

import re

import pytest

from cardtable.session import SeatConfig
from cardtable.storage import Settings
from cardtable.ui.words.naming import default_name
from tests.ui.conftest import open_table
from tests.ui.test_you_words import WRONG

THIRD_PERSON = re.compile(r"\bYou (plays|takes|passes|wins|bids|pochs|holds|is|has|pays)\b")


@pytest.mark.parametrize(("game", "language"), [("schnapsen", "en"), ("schnapsen", "de"),
                                                ("poch", "en"), ("poch", "de")])
def test_a_watched_deal_speaks_to_you(qtbot, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    w = open_table(qtbot, Settings(animation_speed="off", computer_pace="instant",
                                   language=language))
    seats = 2 if game == "schnapsen" else 3
    w.start_game(game, seats=[SeatConfig(default_name(s), False, "easy")
                              for s in range(seats)], seed=5)
    qtbot.waitUntil(w.summary.isVisible, timeout=20_000)
    assert w.flow.adapter.you == 0
    said = [*w.controller.narrator.log.lines, w.summary.text.text().replace("\xa0", " ")]
    assert any(line.startswith(default_name(0)) for line in said)
    wrong = THIRD_PERSON if language == "en" else WRONG[language]
    assert [line for line in said if wrong.search(line)] == []
    w.flow.stop()


def test_two_people_named_you_are_each_named() -> None:
    from cardtable.games import get_game
    from cardtable.ui.games import adapter_for

    adapter = adapter_for(get_game("poch"), ["You", "You", "Anna"])
    assert adapter.you_of([0, 1]) is None
    assert adapter_for(get_game("poch"), ["You", "Bert", "Anna"]).you_of([0, 1]) == 0
    assert adapter.you_of([2]) == 2
