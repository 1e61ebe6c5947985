"""The rules pages: one per game and language, an anchor for every option of every game, and
Markdown that QTextDocument renders whole; the rules window's language switch, its scroll to
an option, and its quote of the options that differ from the preset."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest
from PySide6.QtGui import QTextDocument

from cardtable.games import all_games, get_game, playable_games
from cardtable.ui.app.dialogs import RulesDialog, rules_text
from cardtable.ui.words.rules import (
    GAME_IDS,
    LANGUAGES,
    RULES_DIR,
    differences,
    language_of,
    option_anchors,
    option_section,
    page_path,
    rules_page,
)

PAGES = [(g, lang) for g in GAME_IDS for lang in LANGUAGES]


def _anchors(doc: QTextDocument) -> dict[str, int]:
    """Every anchor name of a rendered document and the heading level of its block."""
    names: dict[str, int] = {}
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.charFormat().isAnchor():
                for name in fragment.charFormat().anchorNames():
                    names[name] = block.blockFormat().headingLevel()
            it += 1
        block = block.next()
    return names


@pytest.mark.parametrize(("game", "language"), PAGES)
def test_every_game_has_a_page_in_every_language(game: str, language: str) -> None:
    assert page_path(game, language).is_file()
    assert rules_page(game, language) == page_path(game, language).read_text(encoding="utf-8")


def test_the_registered_games_are_those_the_pages_cover() -> None:
    assert {g.id for g in all_games()} <= set(GAME_IDS)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", [g.id for g in playable_games()])
def test_every_option_of_a_game_at_the_table_has_its_anchor(game: str, language: str) -> None:
    anchors = option_anchors(rules_page(game, language))
    missing = [s.name for s in get_game(game).option_specs() if s.name not in anchors]
    assert not missing, f"{language}/{game}.md lacks {missing}"


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_the_english_page_explains_exactly_the_game_s_options(game: str) -> None:
    names = [s.name for s in get_game(game).option_specs()]
    anchors = option_anchors(rules_page(game, "en"))
    assert sorted(anchors) == sorted(names)
    assert len(set(anchors)) == len(anchors)


@pytest.mark.parametrize(("game", "language"), PAGES)
def test_every_language_has_the_english_page_s_anchors(game: str, language: str) -> None:
    assert option_anchors(rules_page(game, language)) == option_anchors(rules_page(game, "en"))


@pytest.mark.parametrize(("game", "language"), PAGES)
def test_a_page_renders_whole_with_its_anchors(qapp, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    page = rules_page(game, language)
    doc = QTextDocument()
    doc.setMarkdown(page)
    text = doc.toPlainText()
    title = page.splitlines()[0]
    assert title.startswith("# ") and text.startswith(title[2:])
    anchors = _anchors(doc)
    assert set(anchors) == set(option_anchors(page))
    # An option's anchor sits in a heading that kept its style (level 3).
    assert set(anchors.values()) == {3}, {a: v for a, v in anchors.items() if v != 3}
    # Nothing of the Markdown is left over as text: markup that did not parse shows.
    for leftover in ("<a ", "</a>", "**", "](", "##", "|---"):
        assert leftover not in text, (leftover, game, language)
    assert not re.search(r"^\s*\|", text, re.MULTILINE), "a table row was not rendered"
    assert "\ufffd" not in page  # no broken characters


@pytest.mark.parametrize(("game", "language"), PAGES)
def test_every_option_section_has_a_heading_and_words(game: str, language: str) -> None:
    page = rules_page(game, language)
    for name in option_anchors(page):
        section = option_section(page, name)
        assert section is not None
        heading, _, body = section.partition("\n")
        assert re.fullmatch(r'### \S.*\S<a name="[a-z0-9_]+">&#8203;</a>', heading), heading
        assert body.strip(), f"{language}/{game}.md: {name} says nothing"


def test_rules_text_takes_a_language_and_falls_back_to_english() -> None:
    assert rules_text("schnapsen") == rules_page("schnapsen", "en")
    assert rules_text("schnapsen", "de") != rules_text("schnapsen")
    assert rules_text("schnapsen", "xx") == rules_text("schnapsen")
    assert "No rules page" in rules_text("no_such_game")
    assert "No rules page" in rules_text("../en/schnapsen")


def test_rules_text_with_an_option_is_that_option_s_section() -> None:
    section = rules_text("schnapsen", "de", option="claim_mode")
    assert section.startswith("### ") and '<a name="claim_mode">' in section.splitlines()[0]
    assert '<a name="claim_mode_' not in section and "bummerl_target" not in section
    assert rules_text("schnapsen", "en", option="no_such_option") == rules_text("schnapsen")


def test_the_language_of_a_locale() -> None:
    assert [language_of(n) for n in ("de_AT", "sl-SI", "pl", "th_TH", "fr_FR", "C", "")] == \
        ["de", "sl", "pl", "th", "en", "en", "en"]


def test_differences_between_options_and_their_preset() -> None:
    info = get_game("schnapsen")
    sixty_six = info.presets["sixty_six"]
    assert differences(sixty_six, info.presets["traditional"]) == [
        "deck", "exchange_requires_trick", "marriages_after_close", "last_trick_bonus", "tie_65"]
    assert differences(sixty_six, sixty_six) == []
    assert differences(sixty_six, get_game("spades").default_options()) == []


def test_the_rules_window_switches_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = RulesDialog("schnapsen", "Schnapsen", language="en")
    qtbot.addWidget(dialog)
    assert "The Bummerl" in dialog.browser.toPlainText()
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    assert dialog.page_language == "de"
    assert "Zudrehen" in dialog.browser.toPlainText()
    dialog.language.setCurrentIndex(dialog.language.findData("th"))
    assert "บุมเมิร์ล" in dialog.browser.toPlainText()


def test_the_rules_window_opens_at_an_option(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = RulesDialog("spades", "Spades", language="pl", option="two_player_hand_building")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0)
    at_option = bar.value()
    plain = RulesDialog("spades", "Spades", language="pl")
    qtbot.addWidget(plain)
    plain.show()
    qtbot.waitExposed(plain)
    assert plain.browser.verticalScrollBar().value() == 0 < at_option


def test_the_rules_window_quotes_the_options_that_differ(qtbot) -> None:  # type: ignore[no-untyped-def]
    info = get_game("schnapsen")
    preset = info.presets["traditional"]
    options = replace(preset, claim_mode="manual", bummerl_target=9)
    dialog = RulesDialog("schnapsen", "Schnapsen", language="en", options=options,
                         preset=preset)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    first, _, rest = text.partition("Options\n")
    assert "differ from the preset" in first
    assert "Going out (66)" in first and "Game points for a Bummerl" in first
    assert "Marriages after the talon" not in first  # unchanged: not quoted
    assert "Marriages after the talon" in rest
    same = RulesDialog("schnapsen", "Schnapsen", language="en", options=preset, preset=preset)
    qtbot.addWidget(same)
    assert "differ from the preset" not in same.browser.toPlainText()


# --- the glossary -------------------------------------------------------------------------------

GLOSSARY = json.loads((RULES_DIR / "glossary.json").read_text(encoding="utf-8"))


def _stem(word: str, language: str) -> str:
    """The part of a glossary word that every inflected form in a page keeps."""
    head = re.split(r" \(|, | / ", word)[0].strip()
    if language == "th":
        return head
    first = head.split()[0].lower().strip("'")
    return first[:4] if len(first) >= 5 else first[:max(3, len(first) - 1)]


def test_the_glossary_has_every_term_in_every_language() -> None:
    assert GLOSSARY["languages"] == list(LANGUAGES)
    ids = [t["id"] for t in GLOSSARY["terms"]]
    assert len(ids) == len(set(ids)) > 80
    for term in GLOSSARY["terms"]:
        assert set(term["games"]) <= set(GAME_IDS), term["id"]
        for language in LANGUAGES:
            assert term[language].strip(), (term["id"], language)
        for extra in ("alternatives", "seeds", "doubt"):
            assert set(term.get(extra, {})) <= set(LANGUAGES), (term["id"], extra)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pages_use_the_glossary_s_words(language: str) -> None:
    pages = {g: rules_page(g, language).lower() for g in GAME_IDS}
    unused = [(t["id"], t[language]) for t in GLOSSARY["terms"]
              if not any(_stem(t[language], language).lower() in pages[g] for g in t["games"])]
    assert not unused, unused
