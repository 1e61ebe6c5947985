"""The words at the end of a Bummerl or a match wrap at sensible places: a name keeps its figure
("Du 0", not "Du" at a line's end and "0" at the next one's start), and the banner and the
summary stay inside the view (the side panel's standing keeps them too), at 1280x720 in German, Polish and Thai (issue 28)."""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtCore import QRect, QThreadPool
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel

from cardtable.ai import make_player
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.storage import Settings
from cardtable.ui.app import placement
from cardtable.ui.app.window import build_main_window

FIGURE = re.compile(r"^[\s\u00a0]*[-+−×:]?\d")  # a line that starts with a figure


def shown_lines(label: QLabel) -> list[str]:
    """The lines a word-wrapped label shows, as Qt breaks them at the label's width."""
    lines: list[str] = []
    for paragraph in label.text().split("\n"):
        layout = QTextLayout(paragraph, label.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(label.contentsRect().width())
            lines.append(paragraph[line.textStart():line.textStart() + line.textLength()])
        layout.endLayout()
    return lines


def broken_items(label: QLabel) -> list[str]:
    """Each place where a line ends with a name or a word and the next starts with its figure."""
    lines = shown_lines(label)
    return [f"{a!r} / {b!r}" for a, b in itertools.pairwise(lines) if a.strip() and FIGURE.match(b)]


@pytest.mark.slow
@pytest.mark.parametrize("language", ["de", "pl", "th"])
def test_the_bummerl_words_keep_each_name_with_its_figure(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    settings = Settings(animation_speed="off", computer_pace="instant", language=language)
    window = build_main_window(settings)
    qtbot.addWidget(window)
    window.resize(placement.fit(QRect(0, 0, 1280, 800), QRect(0, 0, 1280, 720)).size())
    window.show()
    qtbot.waitExposed(window)
    options = get_game("schnapsen").default_options()
    # Long names, as people give them: the lines grow past the panels' width.
    names = ["Maximilian Huber", "Anna-Katharina"]
    session = Session.new("schnapsen", options, [SeatConfig(n, False, "easy") for n in names], 4)
    players = {i: make_player("schnapsen", "easy", 4 + i, options=options) for i in range(2)}
    window.resume_session(session, players)
    for _ in range(40):
        qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=60000)
        if window.outcome.isVisible():
            break
        window.summary.button.click()
    assert window.outcome.isVisible()
    QApplication.processEvents()
    area = window.view.rect()
    for panel in (window.outcome, window.summary):
        assert area.contains(panel.geometry()), (panel, panel.geometry(), area)
    found = broken_items(window.outcome.text) + broken_items(window.summary.text) + \
        broken_items(window.score_label)  # the side panel's standing too
    window.flow.stop()
    QThreadPool.globalInstance().waitForDone(3000)
    assert not found, "\n".join(found)
