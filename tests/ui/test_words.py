"""The table's words: engine messages rendered through Qt's translation system (the English as
the engine says it when no translation is installed), and the score sheet's columns as each
game's adapter gives them."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import ClassVar

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from cardtable.cards import card_name, parse_card
from cardtable.engine import Action
from cardtable.engine.errors import IllegalActionError, OptionsError
from cardtable.engine.messages import CardRef, SeatRef, SuitRef, Text
from cardtable.engine.state import DealResult
from cardtable.games import get_game
from cardtable.ui.games import TableAdapter, adapter_for
from cardtable.ui.games.spades import SpadesAdapter
from cardtable.ui.models.sheet import ScoreSheet
from cardtable.ui.table.board import compartment_name
from cardtable.ui.words.text import TableWords, words

PLAYED = Text("test", "{who} plays the {card}: follow {suit}")
TAKES = Text("test", "{who} takes %n tricks", one="{who} takes %n trick", count="n")
BOTH = Text("test", "{first} Then: {then}")


def test_messages_read_as_the_engine_says_them_with_the_peoples_names(qapp) -> None:
    people = TableWords(["You", "Anna"])
    for message in (PLAYED(who=SeatRef(1), card=CardRef(parse_card("QH")),
                           suit=SuitRef(2, plural=True)),
                    TAKES(who=SeatRef(0), n=1), TAKES(who=SeatRef(1), n=4),
                    BOTH(first=TAKES(who=SeatRef(1), n=1), then=(PLAYED(
                        who=SeatRef(0), card=CardRef(0), suit=SuitRef(0)),))):
        english = str(message)
        for i, name in enumerate(("You", "Anna")):
            english = english.replace(f"player {i + 1}", name)
        assert people.say(message) == english
    assert people.say(TAKES(who=SeatRef(1), n=1)) == "Anna takes 1 trick"
    assert words("test", "%n trick", 3) == "3 trick"  # a plain Qt plural, no English form


def test_the_german_pack_names_its_cards_and_suits(qapp) -> None:
    message = PLAYED(who=SeatRef(0), card=CardRef(parse_card("QS")), suit=SuitRef(3))
    assert TableWords(["Ben"], german=True).say(message) == \
        f"Ben plays the {card_name(parse_card('QS'), True)}: follow leaf"
    assert "Ober of leaves" in TableWords(["Ben"], german=True).say(message)


def test_refusals_read_as_before(qapp) -> None:
    """Every refusal of a real deal reads as the engine's English on the status line."""
    info = get_game("schnapsen")
    state = info.new_deal(info.default_options(), 2, 0, seed=3)
    adapter = adapter_for(info, ["You", "Anna"])
    for c in range(54):
        action = Action("play", card=c)
        if action not in state.legal_actions():
            assert adapter.say(state.why_illegal(action)) == str(state.why_illegal(action))
    try:
        state.apply("close")
        state.apply("close")
    except IllegalActionError as exc:
        assert adapter.error_words(exc) == str(exc)
    else:
        pytest.fail("closing twice was allowed")
    assert adapter.error_words(OptionsError("a plain reason")) == "a plain reason"


class _German(QTranslator):
    """A translation for a test: a few sentences, cards and board words in German."""

    WORDS: ClassVar[dict[tuple[str, str], str]] = {
        ("table", "{action} is not legal: {why}"): "{action} ist nicht erlaubt: {why}",
        ("cards", "queen of hearts"): "Herz-Dame",
        ("test", "{who} takes %n tricks"): "{who} macht %n Stiche",
        ("board", "Sequenz"): "Folge"}

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return self.WORDS.get((context, source), source)

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def german(qapp) -> Iterator[None]:
    translator = _German()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_an_installed_translation_reaches_every_engine_word(german) -> None:
    people = TableWords(["Du", "Anna"])
    assert people.say(TAKES(who=SeatRef(1), n=3)) == "Anna macht 3 Stiche"
    exc = IllegalActionError(Action("play", card=parse_card("QH")),
                             PLAYED(who=SeatRef(0), card=CardRef(parse_card("QH")),
                                    suit=SuitRef(2)))
    assert people.error(exc) == "QH ist nicht erlaubt: Du plays the Herz-Dame: follow heart"
    assert compartment_name("sequenz", german=False) == "Folge"


def _result(points: tuple[int, ...]) -> DealResult:
    return DealResult(points, (0,), TAKES(who=SeatRef(0), n=1))


def test_the_sheet_has_one_column_per_seat_by_default(qapp) -> None:
    info = get_game("schnapsen")
    match = info.match_type(info, info.default_options(), 2, 1, 0)
    adapter: TableAdapter = adapter_for(info, ["You", "Anna"])
    sheet = ScoreSheet(adapter.sheet_layout(match))
    sheet.add_deal(adapter.sheet_row(_result((2, 0)), match), "Deal 1")
    assert [sheet.horizontalHeaderItem(i).text() for i in range(2)] == ["You", "Anna"]
    assert [sheet.item(1, i).text() for i in range(2)] == ["2", "0"]
    assert sheet.verticalHeaderItem(1).text() == "This Bummerl"  # it starts again after each


def test_a_spades_partnership_is_one_column(qapp) -> None:
    info = get_game("spades")
    options = replace(info.presets["classic_partnership"], bags_penalty=False)
    match = info.match_type(info, options, 4, 1, 0)
    adapter = SpadesAdapter(["You", "Anna", "Bert", "Clara"])
    layout = adapter.sheet_layout(match)
    assert layout.columns == ("You & Bert", "Anna & Clara")
    sheet = ScoreSheet(layout)
    sheet.add_deal(adapter.sheet_row(_result((62, -40, 62, -40)), match), "Hand 1")
    sheet.add_deal(adapter.sheet_row(_result((10, 51, 10, 51)), match), "Hand 2")
    assert [sheet.item(0, i).text() for i in range(2)] == ["62", "-40"]
    assert [sheet.item(2, i).text() for i in range(2)] == ["72", "11"]
    alone = info.match_type(info, info.default_options(), 4, 1, 0)  # individual play
    assert adapter.sheet_layout(alone).columns == ("You", "Anna", "Bert", "Clara")


def test_a_chip_game_speaks_to_you_and_names_the_others() -> None:
    from cardtable.games import tippen

    said = tippen.PARTS(parts=(tippen.TOOK(seat=SeatRef(0), n=2, chips=4),
                                tippen.BETE(seat=SeatRef(1), chips=6)))
    assert TableWords(["You", "Anna", "Bert"], you=0).say(said) == \
        "You take 2 tricks: +4; Anna pays the bête of 6"  # not "You takes"
    assert TableWords(["Ann", "Ben", "Cid"]).say(said) == \
        "Ann takes 2 tricks: +4; Ben pays the bête of 6"  # hot-seat: every one named


def test_a_screen_reader_is_not_told_the_card_a_spades_partner_is_given() -> None:
    from cardtable.cards import card_str
    from cardtable.engine import Action

    info = get_game("spades")
    adapter: TableAdapter = adapter_for(info, ["You", "Anna", "Bert", "Clara"])
    for card in range(52):
        said = adapter.move_words(Action("give", card=card), 1)
        assert said == "Anna gives a card to the partner"
        assert adapter.renderer.card(card) not in said and card_str(card) not in said
    assert adapter.move_words(Action("bid", n=0), 2) == "Bert bids nil"
    assert adapter.move_words(Action("bid", n=4), 2) == "Bert bids 4"
    assert adapter.move_words(Action("keep"), 3) == "Clara keeps the card"
    assert "(" not in adapter.move_words(Action("blind_nil"), 3)  # no key hints read out
