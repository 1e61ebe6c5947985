"""The app in English, German, Slovenian, Polish and Thai: the translations complete and up to
date with the code, every window and panel walked in each language with no English left where
a translation exists, no text cut off in German and Polish at 1024 × 640, and a switch of
language that rewords the open windows and the table at once."""

from __future__ import annotations

import filecmp
import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QApplication, QWidget

from cardtable.engine.messages import Message
from cardtable.games import get_game, playable_games
from cardtable.session import SeatConfig
from cardtable.storage import Settings
from cardtable.ui.app.window import MainWindow, build_main_window
from cardtable.ui.games.schnapsen import SchnapsenAdapter
from cardtable.ui.words import i18n
from cardtable.ui.words.text import TableWords, words
from tests.ui.conftest import (
    SCH01,
    ScriptedPlayer,
    drag_card,
    poch_by_keys,
    start_explicit,
    tippen_by_keys,
    wait_turn,
    wallachen_by_keys,
)
from tests.ui.language_walk import cut_off, english_in, shown_texts, tool, translations

LANGUAGES = ("en", "de", "sl", "pl", "th")
SMALL = (1024, 640)


@pytest.fixture
def lang_window(qtbot: Any) -> Iterator[MainWindow]:
    w = build_main_window(Settings(animation_speed="off", computer_pace="instant", language="en"))
    qtbot.addWidget(w)
    w.resize(*SMALL)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.flow.stop()
    QThreadPool.globalInstance().waitForDone(3000)
    i18n.set_language("en")


def _switch(window: MainWindow, language: str) -> None:
    window.settings.language = language
    window.apply_settings()
    QApplication.processEvents()  # the LanguageChange events
    assert i18n.current_language() == language


# --- the files --------------------------------------------------------------------------------

@pytest.mark.parametrize("language", i18n.TS_LANGUAGES)
def test_every_string_is_translated_with_its_fields_and_plural_forms(language: str) -> None:
    assert tool.problems(language) == []


def test_the_ts_files_hold_every_string_of_the_code_and_no_other() -> None:
    # In a process of its own: the tests register texts of their own toy games.
    listed = subprocess.run([sys.executable, str(Path(tool.__file__)), "list"], check=True,
                            capture_output=True, text=True, env={**os.environ,
                                                                 "QT_QPA_PLATFORM": "offscreen"})
    wanted = {(c, s) for c, s, _ in map(json.loads, listed.stdout.splitlines())}
    held = set(translations("de"))
    missing, stale = wanted - held, held - wanted
    assert not missing and not stale, (
        f"run ./dev translations (tools/translations.py update): {len(missing)} strings "
        f"missing, e.g. {sorted(missing)[:3]}; {len(stale)} no longer used, "
        f"e.g. {sorted(stale)[:3]}")


def test_the_qm_files_are_built_from_the_ts_files(tmp_path: Path) -> None:
    lrelease = tool.tool("pyside6-lrelease")
    for language in i18n.TS_LANGUAGES:
        built = tmp_path / f"{language}.qm"
        subprocess.run([lrelease, "-silent", str(i18n.ts_path(language)), "-qm", str(built)],
                       check=True)
        assert filecmp.cmp(built, i18n.qm_path(language), shallow=False), \
            f"{i18n.qm_path(language).name} is older than its .ts: run tools/translations.py build"


def test_a_missing_translation_file_falls_back_to_english(qtbot: Any, tmp_path: Path,
                                                          monkeypatch: Any) -> None:
    monkeypatch.setattr(i18n, "TRANSLATIONS_DIR", tmp_path)  # no .qm there
    assert not i18n.set_language("de")
    assert i18n.current_language() == "en"
    monkeypatch.undo()
    assert i18n.set_language("de") and i18n.current_language() == "de"
    i18n.set_language("en")


# --- the engine's messages and names -----------------------------------------------------------

def test_engine_messages_card_names_and_plurals_in_each_language(qtbot: Any) -> None:
    from cardtable.cards import parse_card
    from cardtable.engine.messages import CATALOGUE, CardRef, SuitRef

    follow = CATALOGUE[("schnapsen", "You must follow suit: play a {suit}")]
    wins = CATALOGUE[("schnapsen", "{role} wins %n game points: {why}.")]
    seen = {}
    for language in LANGUAGES:
        i18n.set_language(language)
        french, german = TableWords(["Ann", "Ben"]), TableWords(["Ann", "Ben"], german=True)
        seen[language] = (french.card(parse_card("QH")), german.card(parse_card("QH")),
                          german.say(follow(suit=SuitRef(2))),
                          french.say(wins(role="Ann", n=1, why="x")),
                          french.say(wins(role="Ann", n=5, why="x")),
                          french.card(parse_card("AS")), german.suit(0, True),
                          french.say(Message(CATALOGUE[("schnapsen", "You do not hold the {card}")],
                                             (("card", CardRef(parse_card("KD"))),))))
    i18n.set_language("en")
    assert seen["en"][:5] == ("queen of hearts", "Ober of hearts",
                              "You must follow suit: play a heart",
                              "Ann wins 1 game point: x.", "Ann wins 5 game points: x.")
    assert seen["de"][:3] == ("Herz-Dame", "Herz-Ober", "Du musst Farbe bedienen: spiel Herz")
    assert seen["de"][3:5] == ("Ann gewinnt 1 Punkt: x.", "Ann gewinnt 5 Punkte: x.")
    assert seen["de"][5:7] == ("Pik-Ass", "Eichel")
    assert seen["pl"][:2] == ("dama kier", "wyżnik czerwień")  # the German pack's own hearts
    assert seen["pl"][3:5] == ("Ann zdobywa 1 punkt gry: x.", "Ann zdobywa 5 punktów gry: x.")
    assert seen["sl"][4] == "Ann: 5 igralnih točk: x."
    assert seen["th"][0] == "ควีนโพแดง" and "คิงข้าวหลามตัด" in seen["th"][7]


def test_numbers_are_written_for_the_language(qtbot: Any) -> None:
    written = {}
    for language in LANGUAGES:
        i18n.set_language(language)
        written[language] = (i18n.number(1234567), i18n.number(2.5, 1), i18n.percent(0.5))
    i18n.set_language("en")
    assert written["en"] == ("1,234,567", "2.5", "50 %")
    assert written["de"][1] == "2,5" and written["pl"][1] == "2,5"
    assert written["pl"][2] == "50%"
    assert written["de"][0] != "1,234,567"


# --- every window and panel in every language ----------------------------------------------------

def _walk_dialogs(window: MainWindow) -> list[QWidget]:
    """Open each window a person can open from the menu; the list of them, open."""
    shown: list[QWidget] = []
    for info in playable_games():
        dialog = window.new_game_dialog()
        dialog.game.setCurrentIndex(dialog.game.findData(info.id))
        shown.append(dialog)
    shown.append(window.show_settings())
    shown.append(window.show_rules())
    shown.append(window.show_statistics())
    QApplication.processEvents()
    return shown


def _table_texts(window: MainWindow) -> list[str]:
    c = window.flow
    assert c.scene is not None
    texts = [t for _, t in shown_texts(window)]
    texts += [p.name for p in c.scene.plates] + [p.info for p in c.scene.plates]
    texts += [c.scene.badge.text, window.score_label.text().replace("\xa0", " "), window.status_label.text()]
    return texts


def _play_schnapsen_with_keys(qtbot: Any, window: MainWindow, texts: list[str]) -> None:
    """SCH-01 as forehand: the marriage question, then a whole deal by keys."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    seats = [SeatConfig("Ann", True), SeatConfig("Ben", False)]
    start_explicit(window, SCH01, dealer=1, seats=seats, script={1: ""})
    wait_turn(qtbot, window)
    texts += _table_texts(window)
    drag_card(qtbot, window, "QC")
    assert window.question.isVisible()
    texts += [t for _, t in shown_texts(window.question)]
    QTest.mouseClick(window.question.no, Qt.MouseButton.LeftButton)
    for _ in range(40):
        wait_turn(qtbot, window, timeout=8000)
        texts += _table_texts(window)
        if window.summary.isVisible():
            break
        if window.question.isVisible():
            QTest.mouseClick(window.question.no, Qt.MouseButton.LeftButton)
            continue
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.summary.isVisible()
    texts += [t for _, t in shown_texts(window.summary)]


def _spades_bidding(qtbot: Any, window: MainWindow, texts: list[str]) -> None:
    info = get_game("spades")
    seats = [SeatConfig(n, i == 0) for i, n in enumerate(("Ann", "Ben", "Cid", "Dot"))]
    match = info.match_type(info, info.default_options(), 4, seed=5,  # type: ignore[misc]
                            first_dealer=3)
    window.resume_match(match, seats, {s: ScriptedPlayer() for s in (1, 2, 3)})
    wait_turn(qtbot, window, timeout=8000)
    assert window.choice.isVisible()
    texts += _table_texts(window) + [t for _, t in shown_texts(window.choice)]
    window.gestures.press_button(window.picking.offered[3])  # a bid of 3
    wait_turn(qtbot, window, timeout=8000)
    texts += _table_texts(window)


def _spades_panels(qtbot: Any, window: MainWindow, texts: list[str]) -> None:
    """The two-player draw (Keep / Take next) and blind nil, then its exchange."""
    from dataclasses import replace

    info = get_game("spades")
    c = window.flow
    two = [SeatConfig("Ann", True), SeatConfig("Ben", False)]
    match = info.match_type(info, info.presets["seed"], 2, seed=3,  # type: ignore[misc]
                            first_dealer=1)
    window.resume_match(match, two, {1: ScriptedPlayer()})
    wait_turn(qtbot, window, timeout=8000)
    assert window.choice.isVisible() and c.state.phase == 0  # the draw
    texts += _table_texts(window) + [t for _, t in shown_texts(window.choice)]
    options = replace(info.presets["classic_partnership"], blind_nil_min_deficit=0)
    four = [SeatConfig(n, i == 0) for i, n in enumerate(("Ann", "Ben", "Cid", "Dot"))]
    match = info.match_type(info, options, 4, seed=7, first_dealer=3)  # type: ignore[misc]
    window.resume_match(match, four, {s: ScriptedPlayer("look,bid 3") for s in (1, 2, 3)})
    wait_turn(qtbot, window, timeout=8000)
    assert window.choice.isVisible()
    texts += _table_texts(window) + [t for _, t in shown_texts(window.choice)]
    window.gestures.press_button("blind_nil")
    for _ in range(10):
        wait_turn(qtbot, window, timeout=8000)
        if c.state.phase == 2:  # the exchange: "Give to Cid"
            texts += _table_texts(window) + [t for _, t in shown_texts(window.choice)]
            return
    raise AssertionError("no blind nil exchange")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_window_and_panel_speaks_the_language(qtbot: Any, lang_window: MainWindow,
                                                    language: str) -> None:
    window = lang_window
    _switch(window, language)
    texts = [t for _, t in shown_texts(window)]
    texts += [a.text() for a in window.actions()] + [window.game_menu.title()]
    for dialog in _walk_dialogs(window):
        texts += [t for _, t in shown_texts(dialog)]
        if language in ("de", "pl"):
            assert cut_off(dialog) == [], (type(dialog).__name__, cut_off(dialog))
        dialog.close()
    _play_schnapsen_with_keys(qtbot, window, texts)
    _spades_bidding(qtbot, window, texts)
    _spades_panels(qtbot, window, texts)
    if language in ("de", "pl"):
        assert cut_off(window) == []
    if language != "en":
        assert english_in(texts, language) == []
        assert window.game_menu.title() != "&Game"
    else:
        assert window.game_menu.title() == "&Game"


def _game_texts(window: MainWindow) -> list[str]:
    """What a game's table shows besides the window's widgets: the plates, the badge, the
    captions, the score sheet's headings, the tooltips of the game's own items."""
    c = window.flow
    texts = _table_texts(window) + [cap.text for cap in c.scene.captions]
    sheet = c.score_sheet
    if sheet is not None:
        for i in range(sheet.columnCount()):
            texts.append(sheet.headerData(i, Qt.Orientation.Horizontal))
        for i in range(sheet.rowCount()):
            texts.append(sheet.headerData(i, Qt.Orientation.Vertical))
    texts += [item.toolTip() for item in c.scene.items() if item.toolTip()]
    return [t for t in texts if isinstance(t, str) and t]


def _walk_game(qtbot: Any, window: MainWindow, language: str,
               play: Callable[[Callable[[str], None]], list[str]]) -> tuple[list[str], list[str]]:
    """A deal played by ``play(look)``: the texts of the table and of each panel at each of
    the person's stops, and in German and Polish every text cut off."""
    texts: list[str] = []
    cut: list[str] = []

    def look(phase: str) -> None:
        QApplication.processEvents()  # the layouts that the last words asked for
        texts.extend(_game_texts(window))
        texts.extend(window.announcements)  # the computers' moves, told to a screen reader
        for panel in (window.choice, window.summary):
            if panel.isVisible():
                texts.extend(t for _, t in shown_texts(panel))
        if language in ("de", "pl"):
            cut.extend(f"{phase}: {bad}" for bad in cut_off(window))

    play(look)
    return texts, cut


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_wallachen_table_speaks_the_language(qtbot: Any, lang_window: MainWindow,
                                                 language: str) -> None:
    """The Doppeln, the auction, the discard, the contract, Re, the tricks and the summary as
    declarer, then the Kontra panel as a defender: no English, nothing cut off."""
    window = lang_window
    _switch(window, language)
    texts, cut = _walk_game(qtbot, window, language,
                            lambda look: wallachen_by_keys(qtbot, window, look))
    panels = [t for t in texts if t in (words("wallachen", "The Doppler"),
                                        words("wallachen", "The auction"),
                                        words("wallachen", "Lay away two cards"),
                                        words("wallachen", "Your contract"),
                                        words("wallachen", "Re?"))]
    assert len(set(panels)) == 5, panels
    more, cut_more = _walk_game(qtbot, window, language, lambda look: wallachen_by_keys(
        qtbot, window, look, declarer=False))
    assert words("wallachen", "Kontra?") in more
    named, cut_named = _walk_game(qtbot, window, language, lambda look: wallachen_by_keys(
        qtbot, window, look, trump_selection="announced"))  # a contract names its trumps
    assert words("wallachen", "{level}, {suit} trump").format(
        level=words("wallachen", "Nine"), suit=TableWords(german=True).suit(3, True)) in named
    sirch_phases: list[str] = []
    sirch, cut_sirch = _walk_game(qtbot, window, language, lambda look: sirch_phases.extend(
        wallachen_by_keys(qtbot, window, look,
                          keys={"auction": (Qt.Key.Key_Right, Qt.Key.Key_Return)},
                          variant="sirch")))  # the auction of Brand, Bettel and Mord
    assert {"auction", "discard", "contract", "summary"} <= set(sirch_phases), sirch_phases
    assert words("wallachen", "The auction") in sirch
    auction = words("wallachen", "Nobody plays yet. Bid a Brand, Bettel or Mord, or pass.")
    assert any(auction in t for t in sirch), auction
    cut += cut_more + cut_named + cut_sirch
    assert cut == [], "\n".join(cut)
    if language != "en":
        assert english_in(texts + more + named + sirch, language) == []
        assert words("wallachen", "The Doppler") != "The Doppler" or language == "sl"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_poch_table_speaks_the_language(qtbot: Any, lang_window: MainWindow,
                                            language: str) -> None:
    """Melden, the Pochen panel, Ausspielen and the summary, with the French pack (the seed)
    and with the German pack on the modern board: no English, nothing cut off."""
    window = lang_window
    _switch(window, language)
    texts, cut = _walk_game(qtbot, window, language,
                            lambda look: poch_by_keys(qtbot, window, look))
    assert words("poch", "Pochen") in texts and window.summary.isVisible()
    window.looks.set_art("german", "blue")
    more, cut_more = _walk_game(qtbot, window, language,
                                lambda look: poch_by_keys(qtbot, window, look, "modern"))
    assert cut + cut_more == [], "\n".join(cut + cut_more)
    if language != "en":
        assert english_in(texts + more, language) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tippen_table_speaks_the_language(qtbot: Any, lang_window: MainWindow,
                                              language: str, monkeypatch: Any) -> None:
    """Every panel of Tippen in three deals: the cut, play or pass, the exchange, the tricks
    and the summary; as dealer: shoving, knocking, sniffing and the discard; and robbing the
    trump card. No English, nothing cut off."""
    import random

    from PySide6.QtCore import Qt as _Qt

    from cardtable.ui.games import tippen as tippen_table

    monkeypatch.setattr(tippen_table, "_CUTS", random.Random(7))  # the same cut every time
    window = lang_window
    _switch(window, language)
    phases: list[str] = []
    walks = (  # (first dealer, seed, keys other than TIPPEN_KEYS, options)
        (1, 3, {}, {}),  # you cut
        (0, 0, {"sniff": (_Qt.Key.Key_S,)},  # you deal: deal, don't knock, sniff, discard
         {"schieben": True, "knocking": True, "sniffing": "alvensleben"}),
        (3, 0, {"exchange": (_Qt.Key.Key_K,)}, {"rauben": True}),  # you keep the seven: rob?
    )
    texts: list[str] = []
    cut: list[str] = []
    for dealer, seed, keys, changes in walks:
        more, cut_more = _walk_game(
            qtbot, window, language, lambda look, d=dealer, s=seed, k=keys, o=changes:
            phases.extend(tippen_by_keys(qtbot, window, look, d, s, k, **o)))
        assert phases[-1] == "summary", phases
        texts += more
        cut += cut_more
    assert {"cut", "declare", "exchange", "shove", "knock", "sniff", "discard", "rob",
            "play"} <= set(phases), phases
    titles = {words("tippen", t) for t in ("Cut the pack", "Deal or shove?", "Knock?",
                                           "Sniff?", "Discard a card", "Rob the trump?",
                                           "Exchange")}
    assert titles <= set(texts), titles - set(texts)
    assert cut == [], "\n".join(cut)
    if language != "en":
        assert english_in(texts, language) == []


def test_the_new_game_dialog_fits_640_pixels_in_german_and_polish(qtbot: Any,
                                                                  lang_window: MainWindow
                                                                  ) -> None:
    for language in ("de", "pl"):
        _switch(lang_window, language)
        for info in playable_games():
            dialog = lang_window.new_game_dialog()
            dialog.game.setCurrentIndex(dialog.game.findData(info.id))
            QApplication.processEvents()
            hint = dialog.sizeHint()
            assert hint.height() <= SMALL[1] and hint.width() <= SMALL[0], (language, info.id,
                                                                            hint)
            dialog.close()


# --- a switch of language at once ----------------------------------------------------------------

def test_a_language_chosen_in_settings_rewords_the_table_and_open_windows_at_once(
        qtbot: Any, lang_window: MainWindow) -> None:
    window = lang_window
    window.start_game("schnapsen", seats=[SeatConfig("Ann", True), SeatConfig("Ben", False)],
                      seed=4)
    wait_turn(qtbot, window, timeout=10000)
    settings = window.show_settings()
    stats = window.show_statistics()
    assert "Your turn" in window.status_label.text()
    settings.language.setCurrentIndex(settings.language.findData("de"))  # as a person would
    QApplication.processEvents()
    assert i18n.current_language() == "de"
    assert window.game_menu.title() == "&Spiel"
    assert "Du bist dran" in window.status_label.text()
    assert settings.windowTitle() == "Einstellungen"
    assert settings.sound.mute.text() == "Stumm" and settings.labels[0].text() == "Sprache"
    assert settings.deck.itemText(0) == "Französisch"
    assert stats.windowTitle() == "Statistik"
    assert window.flow.scene.badge.text.startswith("Trumpf: ")
    assert "Stich" in window.flow.scene.plates[0].info
    settings.language.setCurrentIndex(settings.language.findData("pl"))
    QApplication.processEvents()
    assert "Twój ruch" in window.status_label.text() and stats.windowTitle() == "Statystyki"
    settings.language.setCurrentIndex(settings.language.findData("en"))
    QApplication.processEvents()
    assert window.game_menu.title() == "&Game" and "Your turn" in window.status_label.text()
    settings.close()
    stats.close()


def test_the_start_screen_help_past_games_and_the_summary_reword_at_a_switch(
        qtbot: Any, lang_window: MainWindow, tmp_path: Path) -> None:
    from cardtable.session.archive import Archive
    from cardtable.ui.app.past_games import PastGamesDialog

    window = lang_window
    screen = window.show_start_screen()
    keys = window.show_shortcuts()
    past = PastGamesDialog(Archive(tmp_path), window)
    past.show()
    _switch(window, "de")
    assert screen.title.text() == "Wähle ein Spiel" and screen.tiles[0].play.text() == "Spielen"
    qtbot.waitUntil(lambda: "Am Tisch" in keys.browser.toPlainText())  # after the menus
    assert keys.windowTitle() == "Tastenkürzel"
    assert "Rückgängig" in keys.browser.toPlainText()  # the menus' actions, worded anew
    assert window.undo_action.text() == "&Rückgängig"
    assert past.windowTitle() == "Vergangene Spiele" and past.review_button.text() == "Nachspielen"
    assert window.summary.end_button.text() == "Die Runde beenden"
    assert window.resume_panel.resume_button.text() == "Fortsetzen"
    _switch(window, "en")
    assert screen.title.text() == "Choose a game" and past.windowTitle() == "Past games"
    keys.close()
    past.close()


def test_the_language_follows_the_system_until_one_is_chosen(qtbot: Any,
                                                             monkeypatch: Any) -> None:
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("pl_PL")))
    assert i18n.chosen_language("") == "pl"
    assert i18n.chosen_language("de") == "de"
    assert i18n.chosen_language("xx") == "en"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert i18n.chosen_language("") == "en"


def test_schnapsen_names_the_roles_in_the_summary_in_every_language(qtbot: Any) -> None:
    """The engine's roles are seats: the table says each by name, or "you" to the one person
    at a table of computers (its own sentence: "You win", "Du gewinnst")."""
    from cardtable.engine.messages import CATALOGUE, SeatRef

    wins = CATALOGUE[("schnapsen", "{role} wins %n game points: {why}.")]
    why = CATALOGUE[("schnapsen", "went out first after {role} closed the talon")]
    message = wins(role=SeatRef(1), n=2, why=why(role=SeatRef(0)))
    named = SchnapsenAdapter(["Ann", "Ben"])
    to_you = SchnapsenAdapter(["Ann", "Ben"])
    to_you.you = 1
    for language in LANGUAGES:
        i18n.set_language(language)
        said = named.say(message)
        assert said.startswith("Ben") and "Ann" in said, (language, said)
        said = to_you.say(message)
        assert "Ben" not in said and "Ann" in said, (language, said)
    i18n.set_language("en")
    assert to_you.say(message).startswith("You win 2 game points")


def test_a_bad_language_or_text_size_in_the_settings_file_is_reported_and_ignored() -> None:
    settings, bad = Settings.read({"language": "tlh", "large_text": "yes", "deck_style": "german"})
    assert (settings.language, settings.large_text, settings.deck_style) == ("", False, "german")
    assert len(bad) == 2 and "language" in bad[0]
    assert Settings.read({"language": "sl", "large_text": True})[0].language == "sl"


@pytest.mark.parametrize("language", ["en", "pl", "th"])
def test_the_score_sheet_fills_the_side_panel(qtbot: Any, lang_window: MainWindow,
                                              language: str) -> None:
    _switch(lang_window, language)
    for game, seats in (("spades", 4), ("poch", 6)):
        names = ["You", "Anna", "Bert", "Clara", "David", "Emma"][:seats]
        lang_window.start_game(game, seats=[SeatConfig(n, i == 0, "easy")
                                            for i, n in enumerate(names)], seed=3)
        QApplication.processEvents()
        sheet = lang_window.sheet
        header = sheet.horizontalHeader()
        used = sum(header.sectionSize(i) for i in range(header.count()))
        # The columns take the sheet's whole width (no empty strip at the right), and none
        # is narrower than its heading.
        assert abs(sheet.viewport().width() - used) <= header.count(), (game, language)
        assert all(header.sectionSize(i) >= header.sectionSizeHint(i)
                   for i in range(header.count())), (game, language)


def test_the_schnapsen_panel_says_the_talon_in_words_in_every_language(qtbot: Any) -> None:
    # Open, closed and used up: each in the language's words, never the engine's id.
    import random

    from cardtable.games.schnapsen import TALON_STATES

    info = get_game("schnapsen")
    adapter = SchnapsenAdapter(["Ann", "Ben"])
    views = {}
    for seed in range(40):
        state = info.match_type(info, info.default_options(), 2, seed).start_deal()
        rng = random.Random(seed)
        while not state.is_over and len(views) < len(TALON_STATES):
            view = state.view(state.current_player)
            views.setdefault(view.talon_state, view)
            state.apply(rng.choice(view.legal))
    assert set(views) == set(TALON_STATES)
    for language in LANGUAGES:
        i18n.set_language(language)
        said = {s: adapter.score_text(v, None).splitlines()[1] for s, v in views.items()}
        assert len(set(said.values())) == len(TALON_STATES), (language, said)
        if language != "en":
            assert not any(s in line for s, line in said.items()), (language, said)
    i18n.set_language("en")
    assert adapter.score_text(views["exhausted"], None).splitlines()[1] == "Talon: 0 (used up)"
