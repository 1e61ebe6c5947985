"""Dialogs and panels fit: no button clips its words in any language, and the New-game dialog
re-fits to each game within the screen's free area (scrolling what does not fit)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from cardtable.games import playable_games
from cardtable.storage import Settings
from cardtable.ui.app import new_game
from cardtable.ui.app.again import SeatDialog
from cardtable.ui.app.dialogs import AgreeDialog, DealNumberDialog, NewGameDialog
from cardtable.ui.words import i18n
from cardtable.ui.words.text import words
from tests.ui.language_walk import cut_off

LANGUAGES = ("en", "de", "sl", "pl", "th")


@pytest.fixture
def language(request) -> Iterator[str]:  # type: ignore[no-untyped-def]
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _dialogs(window) -> Iterator[QWidget]:  # type: ignore[no-untyped-def]
    for info in playable_games():
        dialog = window.new_game_dialog()
        dialog.game.setCurrentIndex(dialog.game.findData(info.id))
        yield dialog
    yield window.show_settings()
    yield window.show_rules()
    yield window.show_statistics()
    seats = [words("again", "Your seat again ({amount} the first time)").format(amount="+2"),
             words("again", "{name}'s seat ({amount} for {name} the first time)").format(
                 name="Clara", amount="−12")]
    for made in (DealNumberDialog(window, 1234), AgreeDialog("?", ["Anna", "Bert"], window),
                 SeatDialog(window, seats, 0)):
        made.show()
        yield made


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_no_button_of_a_dialog_or_panel_clips_its_words(qtbot, window, language) -> None:  # type: ignore[no-untyped-def]
    window.resize(1280, 720)
    found = []
    for dialog in _dialogs(window):
        QApplication.processEvents()
        found += [f"{type(dialog).__name__}: {bad}" for bad in cut_off(dialog)]
        dialog.close()
    # The last deal's panel in English, two buttons; then, after a switch of language, a
    # chip game's session: three buttons in a row.
    i18n.set_language("en")
    window.summary.show_summary("Anna takes the pot.", False, 1233)
    window.summary.hide()
    i18n.set_language(language)
    window.summary.can_end = True
    window.summary.show_summary("Anna takes the pot.", False, 1234)
    found += [f"summary: {bad}" for bad in cut_off(window.summary)]
    window.summary.hide()
    window.summary.side = lambda: "First time (you in your seat): +2"  # a deal played again
    window.summary.show_summary("Anna takes the pot.", False, 1234)
    found += [f"summary played again: {bad}" for bad in cut_off(window.summary)]
    window.summary.hide()
    window.summary.side = None
    window.question.ask("Announce the marriage in hearts?")
    found += [f"question: {bad}" for bad in cut_off(window.question)]
    window.question.hide()
    window.resume_panel.ask("Poch, deal 3 of 12")
    found += [f"resume: {bad}" for bad in cut_off(window.resume_panel)]
    window.resume_panel.hide()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("room", [QRect(0, 0, 1280, 440), QRect(0, 0, 1280, 640)])
def test_the_new_game_dialog_refits_to_each_game_within_the_screen(qtbot, monkeypatch,  # type: ignore[no-untyped-def]
                                                                    room) -> None:
    """A small screen (1280×720 at scale 1.5 leaves about 440 px): every game with its most
    players fits, OK and Cancel on the screen; the options and the seats scroll instead."""
    monkeypatch.setattr(new_game, "screen_room", lambda widget: room)  # where it is read
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    for info in [*playable_games(), *reversed(playable_games())]:
        dialog.game.setCurrentIndex(dialog.game.findData(info.id))
        dialog.seat_count.setCurrentIndex(dialog.seat_count.count() - 1)
        QApplication.processEvents()
        qtbot.waitUntil(lambda: dialog.frameGeometry().height() <= room.height())
        assert dialog.minimumSizeHint().height() <= room.height() - 40, info.id
        ok = dialog.findChild(QDialogButtonBox)
        assert ok is not None and ok.geometry().bottom() <= dialog.height(), info.id
        if room.height() > 600:  # room enough: the dialog is as tall as its game needs
            assert dialog.height() >= min(dialog.sizeHint().height(), room.height() - 60)


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
def test_the_start_screen_lays_no_picture_over_a_games_name_on_a_low_window(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """At 1280x720 with a game in progress ("Back to the table" shown) the tiles are too low
    for the pictures at full size: each picture shrinks (all alike), none lies over its
    game's name or words."""
    from cardtable.session import SeatConfig
    from tests.ui.conftest import open_table

    window = open_table(qtbot, size=(1280, 720))
    window.start_game("schnapsen", seats=[SeatConfig("You", True), SeatConfig("Anna", False)])
    screen = window.show_start_screen()
    assert screen.close_button.isVisible()
    qtbot.waitUntil(lambda: screen.tiles[0].picture.height() > 0)
    heights = set()
    for tile in screen.tiles:
        picture, name = tile.picture.geometry(), tile.name.geometry()
        assert picture.bottom() < name.top(), (tile.game_id, picture, name)
        assert name.bottom() < tile.line.geometry().top()
        heights.add(tile.picture.height())
    assert len(heights) == 1
    window.flow.stop()
