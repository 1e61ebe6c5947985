""""You" inside the engine's sentences, in every language: where a seat that may be the person
at the table is not the sentence's subject ("to you", "after you closed the talon") or its
verb agrees with it ("you won"), the sentence has a form of its own, so German, Slovenian,
Polish and Thai read right ("an dich", not "an du"; "du hast", not "du hat")."""

from __future__ import annotations

import importlib
import random
import re
from typing import Any

import pytest

from cardtable.engine.errors import OptionsError
from cardtable.engine.messages import CATALOGUE, Message, SeatRef, Text
from cardtable.games import get_game, playable_games
from cardtable.ui.words import i18n
from cardtable.ui.words.text import TableWords

NAMES = ["Ann", "Ben", "Cid", "Dot", "Eve", "Fay"]
GAMES = ("poch", "schnapsen", "spades", "tippen", "wallachen")

# What betrays a sentence written for a name and said to "you": a verb of the third person
# after "you", or "you" in its subject form after a preposition.
WRONG = {
    "de": re.compile(r"\bdu (gewinnt|zahlt|nimmt|steigt|spielt|bekommt|wird|macht|verliert)\b|"
                     r"\bdu\b[^,;.:]*\b(hat|ist|hatte|war)\b|"  # the verb ends a clause too
                     r"\b(von|an|für|mit|gegen|nach|bei|dem) du\b", re.IGNORECASE),
    "sl": re.compile(r"\bti (je|ni|bo|ima|nima|dobi|plača)\b|\b(igralca|od|za|s|z) ti\b", re.IGNORECASE),
    "pl": re.compile(r"\bty \w+ł\b|\bty (wygrywa|płaci|bierze|ma|nie ma)\b|"
                     r"\b(dla|przez|od|do|gracza) ty\b", re.IGNORECASE),
    "th": re.compile(r"ของ คุณ คุณ"),  # Thai verbs do not change: only a doubled word
}


def _render(message: Message, you: int, language: str, seats: int = 2) -> str:
    i18n.set_language(language)
    return TableWords(NAMES[:seats], you=you).say(message)


def _text(context: str, source: str) -> Text:
    """A sentence of the catalogue, once its game's texts are loaded (this test may be the
    first in its process to need them)."""
    if (context, source) not in CATALOGUE and context in GAMES:
        importlib.import_module(f"cardtable.games.{context}.texts")
    return CATALOGUE[(context, source)]


@pytest.fixture(autouse=True)
def _english_after(qtbot: Any) -> Any:
    yield
    i18n.set_language("en")


def test_german_says_you_in_the_right_case_and_the_verb_agrees() -> None:
    claim = _text("poch", "{place} to {who} ({n})")(place="Ass", who=SeatRef(0), n=4)
    pool = _text("poch", "{who} won the pool of {n} uncontested")(who=SeatRef(0), n=12)
    out = _text("poch", "{who} went out first and collected %n counters")(who=SeatRef(0), n=1)
    assert _render(claim, 0, "de") == "Ass an dich (4)"
    assert _render(claim, 1, "de") == "Ass an Ann (4)"
    assert _render(pool, 0, "de") == "Du hast den Pott von 12 ohne Gegner gewonnen"
    assert _render(out, 0, "de") == "Du bist zuerst ausgegangen und hast 1 Marke kassiert"
    after = _text("schnapsen", "went out first after {role} closed the talon")(role=SeatRef(0))
    wins = _text("schnapsen", "{role} wins %n game points: {why}.")(role=SeatRef(1), n=2,
                                                                   why=after)
    assert _render(wins, 0, "de") == \
        "Ben gewinnt 2 Punkte: hat sich zuerst ausgemeldet, nachdem du zugedreht hattest."
    closed = _text("schnapsen", "closed the talon and went out; {role} had {score} and no "
                                "trick at the close")(role=SeatRef(0), score=40)
    assert _render(closed, 0, "de") == \
        "hat zugedreht und sich ausgemeldet; du hattest beim Zudrehen 40 und keinen Stich"
    failed = _text("schnapsen", "{role} closed the talon and did not reach 66")(role=SeatRef(0))
    assert _render(failed, 0, "de") == "Du hast zugedreht und 66 nicht erreicht"
    made = _text("wallachen", "{who} made {contract} with %n tricks")(
        who=SeatRef(0), contract="Sechs", tricks=7)
    assert _render(made, 0, "de", 3) == "Du hast Sechs mit 7 Stichen gewonnen"


def test_slovenian_polish_and_thai_say_you_in_their_own_forms() -> None:
    claim = _text("poch", "{place} to {who} ({n})")(place="As", who=SeatRef(0), n=4)
    assert _render(claim, 0, "pl") == "As dla ciebie (4)"
    assert _render(claim, 0, "sl") == "As: tebi (4)"
    assert _render(claim, 0, "th") == "As ให้คุณ (4)"
    failed = _text("wallachen", "{who} failed {contract} with %n tricks")(
        who=SeatRef(0), contract="Sześć", tricks=5)
    assert _render(failed, 0, "pl", 3) == "Nie ugrałeś Sześć, biorąc 5 lew"
    assert _render(failed, 0, "sl", 3).startswith("Nisi izpolnil")
    assert _render(failed, 0, "th", 3).startswith("คุณทำ")
    false = _text("schnapsen", "{role} claimed 66 with only {score}")(role=SeatRef(0), score=50)
    assert _render(false, 0, "pl") == "zgłosiłeś 66, mając tylko 50"
    assert _render(false, 0, "sl") == "Ti si napovedal 66 s samo 50"


def _random_results(game_id: str, deals: int) -> list[tuple[Message, int]]:
    """The summaries of random deals of a game (every option and the number of players at
    random), each with its number of players."""
    from cardtable.engine.checks import random_options

    info = get_game(game_id)
    out = []
    for seed in range(deals):
        rng = random.Random(seed)
        try:
            options = random_options(info, rng)
        except OptionsError:  # a combination the rules do not allow
            options = info.default_options()
        n = rng.choice(sorted(info.seat_counts(options)))
        state = info.new_deal(options, n, seed % n, seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        summary = state.result().summary
        if isinstance(summary, Message):
            out.append((summary, n))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_deal_summary_says_you_right_in_every_language(game_id: str) -> None:
    """Random deals of each game, each summary said to every seat in turn: no third-person
    verb after "you", no "you" in the subject's form after a preposition."""
    assert game_id in {g.id for g in playable_games()}
    summaries = _random_results(game_id, 60)
    assert summaries
    bad = []
    for language, wrong in WRONG.items():
        for message, n in summaries:
            for you in range(n):
                said = _render(message, you, language, n)
                if wrong.search(said):
                    bad.append(f"{language}: {said}")
    assert bad == [], "\n".join(sorted(set(bad))[:20])
