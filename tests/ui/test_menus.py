"""First start and menus: the start screen with a picture and a line for each game (coming
games shown as such, not playable), New game asking before a game in progress is lost,
friendly names instead of ids, help with the keys, tooltips on the table's parts."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel, QMessageBox

from cardtable import games
from cardtable.storage import Settings, Storage
from cardtable.ui.app import start
from cardtable.ui.app.dialogs import NewGameDialog, SettingsDialog
from cardtable.ui.app.help import ShortcutsDialog
from cardtable.ui.app.window import build_main_window
from tests.ui.conftest import drag_card, human_vs_computer, playable_card, wait_turn


def _visible(window, kind):  # type: ignore[no-untyped-def]
    return [w for w in window.findChildren(kind) if w.isVisible()]


def test_the_first_start_shows_the_games_and_play_starts_one(qtbot, tmp_path: Path,
                                                            monkeypatch) -> None:
    coming = replace(games.about("spades"), id="coming", name="Coming", table="",
                     description="Bets on a board, then a chain of cards.")
    monkeypatch.setattr(start, "listed_games", lambda: [*games.listed_games(), coming])
    storage = Storage(tmp_path / "c", tmp_path / "d")  # nothing kept yet: a first start
    w = build_main_window(Settings(animation_speed="off", computer_pace="instant"), storage)
    qtbot.addWidget(w)
    w.show()
    w.start_up()
    screen = w.start_screen
    assert screen is not None and screen.isVisible()
    assert w.flow.session is None and not w.side.isVisible()
    tiles = {t.game_id: t for t in screen.tiles}
    assert set(tiles) == {g.id for g in games.playable_games()} | {"coming"}
    assert all(tiles[g.id].isEnabled() for g in games.playable_games())
    assert not tiles["coming"].isEnabled() and tiles["coming"].play.isHidden()  # coming
    assert not screen.close_button.isVisible()  # nothing to go back to
    # a picture and a line on what the game is, each
    for tile in (tiles["schnapsen"], tiles["spades"], tiles["coming"]):
        labels = tile.findChildren(QLabel)
        assert not tile.picture.pixmap.isNull()
        assert any(label.text().startswith(("Austrian", "Bid", "Bets")) for label in labels)
    tiles["spades"].play.click()
    assert not screen.isVisible() and w.side.isVisible()
    assert w.flow.match.info.id == "spades"
    assert w.settings.last_game == "spades"
    w.flow.stop()


def test_a_game_picture_is_drawn_for_every_game(qapp) -> None:
    for info in games.listed_games():
        image = start.game_picture(info).toImage()
        colours = {image.pixel(x, y) for x in range(0, image.width(), 8)
                   for y in range(0, image.height(), 8)}
        assert len(colours) > 50, info.id  # cards on the felt, not an empty rectangle


def test_new_game_asks_before_a_game_in_progress_is_lost(qtbot, window) -> None:
    window.start_game("schnapsen", seats=human_vs_computer(), seed=4)
    wait_turn(qtbot, window)
    c = window.flow
    drag_card(qtbot, window, playable_card(window))  # a person has played: in progress
    wait_turn(qtbot, window)
    first = c.session
    dialog = window.new_game_dialog()
    dialog.accept()
    box = _visible(window, QMessageBox)[0]
    assert "Abandon your game of Schnapsen" in box.text() and "Game points to go" in box.text()
    keep = next(b for b in box.buttons() if b.text() == "Keep playing")
    keep.click()
    assert c.session is first
    window.new_game_dialog().accept()
    box = _visible(window, QMessageBox)[0]
    next(b for b in box.buttons() if b.text() == "Abandon it").click()
    assert c.session is not first


def test_a_fresh_game_is_replaced_without_a_question(qtbot, window) -> None:
    window.start_game("schnapsen", seats=human_vs_computer(), seed=4)
    first = window.flow.session
    window.new_game_dialog().accept()
    assert window.flow.session is not first
    assert not _visible(window, QMessageBox)


def test_names_are_words_not_ids(qtbot, window) -> None:
    dialog = window.new_game_dialog()
    for game in ("schnapsen", "spades"):
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        boxes = [dialog.preset, dialog.deck] + [w for w in dialog.option_widgets.values()
                                                if isinstance(w, QComboBox)]
        for box in boxes:
            for i in range(box.count()):
                assert "_" not in box.itemText(i), (game, box.itemText(i))
        presets = [dialog.preset.itemText(i) for i in range(dialog.preset.count())]
        assert presets[-1] == "Custom rules"
    dialog.game.setCurrentIndex(dialog.game.findData("schnapsen"))
    assert [dialog.preset.itemText(i) for i in range(3)] == ["Traditional", "Sixty-six",
                                                             "Amsterdam rules"]
    assert [dialog.deck.itemText(i) for i in range(4)] == [
        "French", "French, four colours", "High contrast", "German (Salzburg pattern)"]
    dialog.reject()
    settings = window.show_settings()
    assert isinstance(settings, SettingsDialog)
    assert settings.deck.currentText() == "French" and settings.felt.currentText() == "Green"
    assert settings.speed.currentText() == "Off"
    settings.close()


def test_help_lists_the_keys_and_says_what_the_app_is(qtbot, window) -> None:
    window.start_game("schnapsen", seats=human_vs_computer(), seed=4)
    QTest.keyClick(window, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    dialog = _visible(window, ShortcutsDialog)[0]
    text = dialog.browser.toPlainText()
    for key, what in (("Ctrl+Z", "Undo"), ("T", "Last trick"), ("F1", "Rules"),
                      ("C", "Close the talon"), ("Ctrl+N", "New game")):
        assert key in text and what in text, (key, what)
    dialog.close()
    box = window.show_about()
    assert "cardtable" in box.text() and "Schnapsen" in box.text()
    box.close()


def _pyproject_version() -> str:
    import tomllib

    with (Path(__file__).resolve().parents[2] / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def test_help_about_shows_the_version_from_pyproject(qtbot, window) -> None:
    # As a person opens it: the Help menu's title on the menu bar, then About in the menu.
    bar, menu, about = window.menuBar(), window.menus.help, window.menus["about"]
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(about).center())
    qtbot.waitUntil(lambda: bool(_visible(window, QMessageBox)))
    box = _visible(window, QMessageBox)[0]
    assert f"cardtable {_pyproject_version()}" in box.text()
    box.close()


def test_the_about_text_says_the_one_version(monkeypatch) -> None:
    """About reads the version where --version does (cardtable/version.py), not a copy."""
    from cardtable import version as version_module
    from cardtable.ui.app.help import about_text

    monkeypatch.setattr(version_module, "from_pyproject", lambda _path: "9.8.7")
    version_module.version.cache_clear()
    try:
        assert "<h3>cardtable 9.8.7</h3>" in about_text()
    finally:
        version_module.version.cache_clear()


def test_the_table_explains_its_parts(qtbot, window) -> None:
    window.start_game("schnapsen", seats=human_vs_computer("strong"), seed=4)
    wait_turn(qtbot, window)
    c = window.flow
    assert c.scene.plates[1].toolTip() == "Anna: the computer, strong"
    assert "You:" in c.scene.plates[0].toolTip() and "a person" in c.scene.plates[0].toolTip()
    talon = c.scene.items_by_uid[c.model.zone("talon").slots[0].uid]
    assert talon.toolTip().startswith("The talon: 9 cards")
    trump = c.scene.items_by_uid[c.model.zone("trump").slots[0].uid]
    assert trump.toolTip().startswith("The trump card, the ")
    mine = c.scene.items_by_uid[c.model.hand(0).slots[0].uid]
    assert "drag one onto the table" in mine.toolTip()
    assert "trump suit" in c.scene.badge.toolTip()
    assert window.deal_label.toolTip() and window.sheet.toolTip()


@pytest.mark.parametrize("game", ["schnapsen", "spades"])
def test_rules_help_is_on_f1(qtbot, window, game: str) -> None:
    from cardtable.ui.app.dialogs import RulesDialog

    window.start_game(game, seed=2)
    QTest.keyClick(window, Qt.Key.Key_F1)
    dialog = _visible(window, RulesDialog)[0]
    assert dialog.windowTitle() == f"Rules of {game.capitalize()}"
    dialog.close()
    assert isinstance(window.new_game_dialog(), NewGameDialog)


def test_the_games_over_a_game_in_progress_go_back_to_it(qtbot, window) -> None:
    window.start_game("schnapsen", seats=human_vs_computer(), seed=4)
    wait_turn(qtbot, window)
    c = window.flow
    screen = window.show_start_screen()
    assert c.held and not c.human_on_turn()  # nothing moves behind the screen
    QTest.keyClick(screen, Qt.Key.Key_Escape)  # back to the table
    assert not screen.isVisible() and c.human_on_turn()
    screen = window.show_start_screen()
    next(t for t in screen.tiles if t.game_id == "spades").options.click()
    dialog = _visible(window, NewGameDialog)[0]
    assert dialog.info.id == "spades"
    dialog.reject()  # changed my mind: the game goes on
    assert not c.held and c.human_on_turn()
