"""The window around the table: menus and shortcuts, the new-game dialog, rules, status line,
autosave and resume."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QMessageBox

from cardtable.games import playable_games as games
from cardtable.storage import Settings, Storage
from cardtable.ui.app.dialogs import NewGameDialog, RulesDialog
from cardtable.ui.app.window import build_main_window
from tests.ui.conftest import drag_card, human_vs_computer, playable_card, wait_turn


def _visible(window, kind):  # type: ignore[no-untyped-def]
    return [w for w in window.findChildren(kind) if w.isVisible()]


def test_shortcuts_a_desktop_user_expects(window) -> None:
    keys = {a.shortcut().toString() for a in window.actions()}
    assert {"Ctrl+N", "F1", "Ctrl+Q", "H"} <= keys


def test_f1_shows_the_rules_of_this_game(qtbot, window) -> None:
    window.start_game("schnapsen", seats=human_vs_computer(), seed=1)
    QTest.keyClick(window, Qt.Key.Key_F1)
    dialogs = _visible(window, RulesDialog)
    assert len(dialogs) == 1
    text = dialogs[0].browser.toPlainText()
    assert "Schnapsen" in text and "Bummerl" in text and "66" in text
    dialogs[0].close()


def test_the_new_game_dialog_offers_every_game_and_starts_hot_seat(qtbot, window) -> None:
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = _visible(window, NewGameDialog)[0]
    offered = {dialog.game.itemData(i) for i in range(dialog.game.count())}
    assert offered == {g.id for g in games()}
    dialog.game.setCurrentIndex(dialog.game.findData("schnapsen"))
    assert dialog.preset.currentData() == "traditional"
    assert dialog.preset.currentText() == "Traditional"
    assert "claim_mode" in dialog.option_widgets
    name, kind, level = dialog.seat_rows[1]
    name.setText("Ben")
    kind.setCurrentIndex(kind.findData(True))
    assert not level.isEnabled()
    claim = dialog.option_widgets["claim_mode"]
    assert isinstance(claim, QComboBox)
    claim.setCurrentIndex(claim.findData("manual"))
    assert dialog.preset.currentData() == "custom"
    dialog.accept()
    c = window.flow
    assert [s.name for s in c.seats][1] == "Ben" and all(s.human for s in c.seats)
    assert c.match.options.claim_mode == "manual"
    assert window.settings.last_choices["schnapsen"]["seats"][1]["name"] == "Ben"


def test_the_status_line_says_whose_turn_and_what_to_do(qtbot, window) -> None:
    window.start_game("schnapsen", seats=human_vs_computer(), seed=4)
    wait_turn(qtbot, window)
    text = window.status_label.text()
    assert text.startswith("Your turn:"), text  # not "You, your turn"
    assert "lead" in text or "play" in text


def test_the_match_is_autosaved_and_resumed(qtbot, tmp_path: Path, monkeypatch) -> None:
    storage = Storage(tmp_path / "c", tmp_path / "d")
    first = build_main_window(Settings(animation_speed="off", computer_pace="instant"), storage)
    qtbot.addWidget(first)
    first.show()
    first.start_game("schnapsen", seats=human_vs_computer(), seed=9)
    wait_turn(qtbot, first)
    drag_card(qtbot, first, playable_card(first))
    wait_turn(qtbot, first)
    key = first.flow.state.key()
    first.flow.stop()
    second = build_main_window(Settings(animation_speed="off", computer_pace="instant"), storage)
    qtbot.addWidget(second)
    second.show()
    assert second.offer_resume()
    # The question stands over the table showing the game, and names the game and score.
    panel = second.resume_panel
    assert panel.isVisible() and second.flow.scene is not None
    assert "Schnapsen against Anna" in panel.text.text()
    assert "Game points to go" in panel.text.text()
    assert second.flow.state.key() == key
    assert not second.flow.human_on_turn()  # held until the person answers
    QTest.keyClick(second.view, Qt.Key.Key_Return)  # Enter: Resume
    assert not panel.isVisible()
    wait_turn(qtbot, second)
    assert second.flow.human_on_turn()


def test_a_damaged_autosave_is_reported_and_kept_aside(qtbot, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "c", tmp_path / "d")
    storage.data_dir.mkdir(parents=True)
    storage.autosave_path.write_text("{ not json")
    w = build_main_window(Settings(animation_speed="off", computer_pace="instant"), storage)
    qtbot.addWidget(w)
    w.show()
    assert not w.offer_resume()
    assert list(storage.data_dir.glob("autosave.json.damaged-*"))
    boxes = _visible(w, QMessageBox)
    assert boxes and "autosave.json" in boxes[0].text()


def test_an_autosave_that_does_not_replay_is_set_aside(qtbot, tmp_path: Path) -> None:
    import json

    storage = Storage(tmp_path / "c", tmp_path / "d")
    bad = {"format": 1, "seats": [{"name": "A", "human": True}],
           "match": {"format": 1, "game": "schnapsen", "options": {}, "seats": 2, "seed": 1,
                     "first_dealer": 0, "deals": [], "current": {"format": 1}}}
    storage.data_dir.mkdir(parents=True)
    storage.autosave_path.write_text(json.dumps(bad))
    w = build_main_window(Settings(animation_speed="off", computer_pace="instant"), storage)
    qtbot.addWidget(w)
    w.show()
    assert not w.offer_resume()
    kept = list(storage.data_dir.glob("autosave.json.damaged-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == bad
    assert _visible(w, QMessageBox)


def test_the_felt_theme_switches_live(qtbot, window) -> None:
    window.start_game("schnapsen", seats=human_vs_computer(), seed=2)
    scene = window.flow.scene
    before = window.view.viewport().grab().toImage().pixelColor(20, 300)
    window.settings.felt = "burgundy"
    window.apply_settings()
    window.view.viewport().repaint()
    after = window.view.viewport().grab().toImage().pixelColor(20, 300)
    assert scene.felt == "burgundy"
    assert before.green() > before.red() and after.red() > after.green()


def test_the_new_game_dialog_fits_a_640_pixel_screen_with_every_spades_option(qtbot,
                                                                              window) -> None:
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = _visible(window, NewGameDialog)[0]
    dialog.game.setCurrentIndex(dialog.game.findData("spades"))
    for n in (2, 3, 4, 5, 6):
        dialog.seat_count.setCurrentIndex(dialog.seat_count.findData(n))
        qtbot.wait(1)  # the old seat rows go at the next pass of the event loop
        assert dialog.sizeHint().height() <= 640, (n, dialog.sizeHint())
    spec_names = {s.name for s in dialog.info.option_specs()}
    assert set(dialog.option_widgets) == spec_names  # every option is there …
    dialog.resize(dialog.width(), 600)  # as tall as a 640 pixel screen allows
    qtbot.waitUntil(lambda: dialog.height() <= 600, timeout=2000)
    bar = dialog.options_scroll.verticalScrollBar()
    assert bar.maximum() > 0  # … in a group that scrolls
    blind = dialog.option_widgets["blind_nil"]
    dialog.options_scroll.ensureWidgetVisible(blind)
    assert bar.value() > 0
    dialog.reject()


def test_the_level_choice_says_what_each_level_does(qtbot, window) -> None:
    from cardtable.ai import GAME_LEVEL_DESCRIPTIONS, LEVELS, MASTER_GAMES, levels

    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = _visible(window, NewGameDialog)[0]
    said: dict[str, list[str]] = {}
    for k in range(dialog.game.count()):  # each game offers its own levels, master or not
        dialog.game.setCurrentIndex(k)
        level = dialog.seat_rows[1][2]
        offered = [level.itemData(i) for i in range(level.count())]
        assert offered == list(levels(dialog.info.id)) and offered[:3] == list(LEVELS)
        assert ("master" in offered) == (dialog.info.id in MASTER_GAMES)
        # each level in that game's own words: what its players do there
        said[dialog.info.id] = [level.itemData(i, Qt.ItemDataRole.ToolTipRole)
                                for i in range(level.count())]
        own = GAME_LEVEL_DESCRIPTIONS[dialog.info.id]
        assert said[dialog.info.id][:3] == [own[lv] for lv in LEVELS]
    assert len({tuple(tips) for tips in said.values()}) == len(said)  # no two games alike
    assert "four of a kind" in said["poch"][1] and "talon" in said["schnapsen"][1]
    dialog.game.setCurrentIndex(dialog.game.findData("schnapsen"))
    _, kind, level = dialog.seat_rows[1]
    kind.setCurrentIndex(kind.findData(False))
    assert level.isEnabled()
    assert [level.itemText(k) for k in range(level.count())] == ["Easy", "Normal", "Strong"]
    level.setCurrentIndex(level.findData("strong"))
    assert level.toolTip() == GAME_LEVEL_DESCRIPTIONS["schnapsen"]["strong"]
    level.setCurrentIndex(level.findData("easy"))
    assert level.toolTip() == GAME_LEVEL_DESCRIPTIONS["schnapsen"]["easy"]
    dialog.reject()


def test_the_levels_words_are_translated(qtbot, window) -> None:
    from cardtable.ai import GAME_LEVEL_DESCRIPTIONS
    from cardtable.ui.app.dialogs import level_description
    from cardtable.ui.words import i18n

    i18n.set_language("de")
    try:
        tip = level_description("poch", "strong")
        assert tip and tip != GAME_LEVEL_DESCRIPTIONS["poch"]["strong"]
        assert "Ketten" in tip
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id,seats", [("tippen", 4), ("poch", 6), ("spades", 4)])
def test_the_score_sheet_fits_its_panel_once_deals_are_scored(qtbot, window, game_id,
                                                               seats) -> None:
    # Every seat's column (and Tippen's pot) shows whole beside the row headings, without a
    # scroll bar, after the first deals' rows have come in during the game.
    from cardtable.session import SeatConfig

    window.start_game(game_id, None, [SeatConfig(f"Seat {i}", False) for i in range(seats)], 4)
    sheet = window.flow.score_sheet
    qtbot.waitUntil(lambda: sheet.rowCount() >= 2, timeout=60000)  # a deal and the total
    qtbot.wait(20)
    view, header = window.sheet, window.sheet.horizontalHeader()
    widths = [header.sectionSize(i) for i in range(header.count())]
    assert sum(widths) <= view.viewport().width(), (widths, view.viewport().width())
    assert not view.horizontalScrollBar().isVisible()


def test_the_status_line_says_dealing_while_a_new_deal_is_dealt(qtbot, window) -> None:
    # Not the welcome, nor the last deal's end, while the cards of a new deal fly.
    from cardtable.session import SeatConfig

    window.looks.set_speed(1.0)
    window.start_game("spades", None, [SeatConfig("You", True)] +
                      [SeatConfig(n, False, "easy") for n in ("Anna", "Bert", "Clara")], 5)
    assert window.flow.animator.busy
    assert window.status_label.text() == "Dealing…"
    qtbot.waitUntil(lambda: window.status_label.text() != "Dealing…", timeout=10000)
    assert not window.status_label.text().startswith("Welcome")
