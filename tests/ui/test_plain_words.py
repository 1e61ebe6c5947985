"""Sentences that read right whoever is named in them: "You" as a winner, a mover or a
holder of counters, in every chip game's last words."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardtable.ai import make_player
from cardtable.engine import Action
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.ui.games import adapter_for
from cardtable.ui.play.outcome import outcome_of
from cardtable.ui.words.text import TableWords

NAMES = ["You", "Anna", "Bert", "Clara"]


def _one_deal_session(game_id: str, seed: int) -> tuple[Session, object]:
    info = get_game(game_id)
    options = replace(info.default_options(), session_deals=1)
    seats = [SeatConfig(NAMES[0], True)] + [SeatConfig(n, False)
                                            for n in NAMES[1:info.default_seats]]
    session = Session.new(game_id, options, seats, seed)
    session.start_deal()
    chooser = make_player(game_id, "normal", seed)
    done = None
    while session.in_play:
        state = session.state
        assert state is not None
        done = session.apply(chooser.choose(state.view(state.current_player)))
    return session, done


@pytest.mark.parametrize("game_id", ["tippen", "wallachen", "poch"])
def test_the_end_of_a_session_names_its_winners_in_a_sentence_that_fits_you(qapp, game_id) -> None:  # type: ignore[no-untyped-def]
    for seed in range(1, 40):
        session, done = _one_deal_session(game_id, seed)
        outcome = outcome_of(done, session)  # type: ignore[arg-type]
        assert outcome is not None, f"{game_id}: the session's end says nothing"
        winners = session.match.winners()
        assert all(NAMES[w] in outcome.title for w in winners), outcome.title
        assert "You ends" not in outcome.title and "You end " not in outcome.title
        if 0 in winners:
            return
    pytest.fail("no seed where you win")


def test_a_marriage_in_the_list_of_moves_reads_right_for_you(qapp) -> None:  # type: ignore[no-untyped-def]
    adapter = adapter_for(get_game("schnapsen"), NAMES[:2])
    said = adapter.review_words("You", Action("marry", suit=2))
    assert said.startswith("You: ") and "announces" not in said


def test_pochs_counters_say_you_have(qapp) -> None:  # type: ignore[no-untyped-def]
    session, _ = _one_deal_session("poch", 3)
    said = TableWords(NAMES[:4], you=0).say(session.match.standing())
    assert "you:" not in said.lower() and "you have" in said.lower(), said


def test_spades_says_how_blind_nil_differs_from_nil_bid_without_looking(qapp) -> None:  # type: ignore[no-untyped-def]
    info = get_game("spades")
    options = replace(info.presets["classic_partnership"], blind_nil_min_deficit=0)
    state = info.new_deal(options, 4, 3, seed=5)
    adapter = adapter_for(info, NAMES)
    adapter.options = options
    while state.current_player != 0:
        state.apply(next(a for a in state.legal_actions() if a.kind == "look"))
        state.apply(next(a for a in state.legal_actions() if a.kind == "bid"))
    choice = adapter.choice(state.view(0))
    assert choice is not None and "Nil" in [label for _, label in choice.more]
    assert "Blind nil wins or loses 200" in choice.text and "ordinary nil: 100" in choice.text


def test_tippens_knock_asks_for_a_drag_the_table_offers(qapp) -> None:  # type: ignore[no-untyped-def]
    """After a knock the dealer discards a card: there is no discard pile to drag it onto
    (none is drawn while it is empty), so the words send it to the middle of the table,
    where the table takes it."""
    info = get_game("tippen")
    options = replace(info.default_options(), knocking=True)
    state = info.new_deal(options, 3, 0, seed=4)
    while state.view(state.current_player).phase != "discard":
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.kind == "knock"), legal[0]))
    adapter = adapter_for(info, NAMES[:3])
    view = state.view(0)
    choice = adapter.choice(view)
    for said in (choice.text if choice is not None else "", adapter.status_hint(view)):
        assert "discard pile" not in said and "middle of the table" in said
    card = next(a.card for a in view.legal if a.kind == "discard")
    assert adapter.drop_action(card, "trick", view) == Action("discard", card=card)


def test_you_in_every_language_is_the_default_name_of_the_day(qapp) -> None:  # type: ignore[no-untyped-def]
    """A seat saved as last time's "You" (in English) is "Du" at a German table, and the list
    of "You" in every language is the .ts files' own."""
    from cardtable.ui.words import i18n
    from cardtable.ui.words.naming import YOU_IN_ANY_LANGUAGE, named_now
    from tests.ui.language_walk import translations

    assert YOU_IN_ANY_LANGUAGE == {"You"} | {translations(lang)["dialogs", "You"][0]
                                             for lang in ("de", "pl", "sl", "th")}
    i18n.set_language("de")
    try:
        assert named_now("You") == "Du" and named_now("Ty") == "Du"
        assert named_now("Anna") == "Anna"
    finally:
        i18n.set_language("en")


def test_the_last_choices_saved_in_english_start_a_german_table_with_du(qtbot) -> None:  # type: ignore[no-untyped-def]
    from cardtable.storage import Settings
    from cardtable.ui.app.dialogs import NewGameDialog
    from cardtable.ui.app.window import build_main_window
    from cardtable.ui.words import i18n

    settings = Settings(animation_speed="off", computer_pace="instant", language="de")
    settings.last_choices["schnapsen"] = {"preset": "traditional", "seats": [
        {"name": "You", "human": True, "level": "normal"},
        {"name": "Anna", "human": False, "level": "normal"}]}
    i18n.set_language("de")
    try:
        dialog = NewGameDialog(settings, game_id="schnapsen")
        qtbot.addWidget(dialog)
        assert dialog.seat_rows[0][0].text() == "Du"
        window = build_main_window(settings)
        qtbot.addWidget(window)
        window.start_saved_choices("schnapsen")
        assert [s.name for s in window.flow.session.seats] == ["Du", "Anna"]
    finally:
        i18n.set_language("en")


def test_the_score_sheet_speaks_the_language_switched_to(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Settings ▸ Language mid-game: the sheet's "Pot", "Deal 1" and "After 1" say it in
    German too (they stayed English until the next game)."""
    from PySide6.QtCore import Qt

    from cardtable.ui.words import i18n
    from tests.ui.test_statistics import play_deal_at_the_table, table

    w = table(qtbot, None)
    w.start_game("tippen", seed=5)
    play_deal_at_the_table(qtbot, w)
    qtbot.waitUntil(lambda: not w.flow.animator.busy)
    sheet = w.flow.score_sheet
    heads = [sheet.headerData(i, Qt.Orientation.Horizontal) for i in range(sheet.columnCount())]
    rows = [sheet.headerData(i, Qt.Orientation.Vertical) for i in range(sheet.rowCount())]
    assert heads[-1] == "Pot" and rows == ["Deal 1", "After 1"]
    figures = [[sheet.item(r, c).text() for c in range(sheet.columnCount())]
               for r in range(sheet.rowCount())]
    try:
        w.settings.language = "de"
        w.apply_settings()  # every window rewords itself at the next pass of the event loop
        qtbot.waitUntil(lambda: w.sheet.model().headerData(0, Qt.Orientation.Vertical)
                        != "Deal 1", timeout=3000)
        sheet = w.sheet.model()
        assert sheet is w.flow.score_sheet
        heads = [sheet.headerData(i, Qt.Orientation.Horizontal)
                 for i in range(sheet.columnCount())]
        rows = [sheet.headerData(i, Qt.Orientation.Vertical) for i in range(sheet.rowCount())]
        assert heads[-1] == "Topf" and rows == ["Spiel 1", "Nach 1"], (heads, rows)
        assert [[sheet.item(r, c).text() for c in range(sheet.columnCount())]
                for r in range(sheet.rowCount())] == figures  # the same figures
    finally:
        i18n.set_language("en")
