"""The status line says what is happening now while the table moves: never "Dealing…" once
the cards are dealt (Poch's Melden, a deal the person only watches), but the phase of the
deal and the move that just landed (issue 28)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QThreadPool, QTimer

from cardtable.ai import make_player
from cardtable.engine.events import Event
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.storage import Settings
from cardtable.ui.app.window import build_main_window
from cardtable.ui.words.text import words

GAMES = ("schnapsen", "wallachen", "spades", "tippen", "poch")
# What the deal itself brings to the table, before anyone decides anything.
DEALING = {"deal", "ante", "trump", "talon", "pot", "trump_card", "cut", "shove", "keep_deal",
           "first_ace_card", "first_dealer", "start"}


def watch_a_deal(qtbot, game: str, language: str,  # type: ignore[no-untyped-def]
                 person: bool = False) -> list[tuple[str, str]]:
    """A deal of computer seats only, with motion: (event kind, the status line) as each
    event lands. With ``person``, the first seat is a person's, who passes whenever they
    may (and makes their first legal move else): the others play on while they watch."""
    settings = Settings(animation_speed="fast", computer_pace="instant", language=language)
    window = build_main_window(settings)
    qtbot.addWidget(window)
    window.resize(1280, 672)
    window.show()
    qtbot.waitExposed(window)
    info = get_game(game)
    options = info.default_options()
    names = ["Dora", "Anna", "Bert", "Clara", "Emil", "Fritz"][:info.default_seats]
    session = Session.new(game, options, [SeatConfig(n, person and i == 0, "easy")
                                          for i, n in enumerate(names)], 5)
    players = {i: make_player(game, "easy", 5 + i, options=options) for i in range(len(names))
               if not (person and i == 0)}

    def your_turn(seat: int) -> None:
        state = window.flow.state
        if state is None or state.is_over or state.current_player != seat:
            return
        legal = state.legal_actions()
        passes = [a for a in legal if str(a) in ("pass", "drop_out", "fold")]
        seen.append(("your turn", window.status_label.text()))
        window.flow.move_handed_in.emit(seat, (passes or legal)[0])

    window.turns.turn_ready.connect(lambda seat: QTimer.singleShot(0, lambda: your_turn(seat)))
    seen: list[tuple[str, str]] = []

    def landed(event: Event) -> None:
        seen.append((event.kind, window.status_label.text()))

    def hook(_scene: object) -> None:
        assert window.flow.presenter is not None
        window.flow.presenter.also_landed.append(landed)  # after the deal's log and status

    window.flow.scene_changed.connect(hook)
    ended: list[object] = []
    window.ending.deal_shown.connect(ended.append)
    window.resume_session(session, players)
    qtbot.waitUntil(lambda: bool(ended), timeout=120000)
    window.flow.stop()
    QThreadPool.globalInstance().waitForDone(3000)
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_watched_deal_never_says_dealing_once_dealt(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    seen = watch_a_deal(qtbot, game, "en")
    dealing = words("table", "Dealing…")
    moves = [(kind, text) for kind, text in seen if kind not in DEALING]
    assert moves, seen
    stale = [(kind, text) for kind, text in moves if text == dealing or not text]
    assert not stale, stale[:8]


@pytest.mark.slow
def test_poch_melden_is_named_on_the_status_line_in_german(qtbot) -> None:  # type: ignore[no-untyped-def]
    seen = watch_a_deal(qtbot, "poch", "de")
    claims = [text for kind, text in seen if kind in ("claim", "unclaimed")]
    assert claims
    assert all(text.startswith("Melden") for text in claims), claims
    assert "Es wird gegeben…" not in claims
    betting = [text for kind, text in seen if kind in ("open", "hold", "raise", "pass")]
    assert betting and all(text.startswith("Pochen") for text in betting), betting


@pytest.mark.slow
@pytest.mark.parametrize("game", ["poch", "tippen"])
def test_after_you_pass_the_status_line_follows_the_others(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    """Out of the deal, the person watches: the status line says the others' moves, not
    "Dealing…" nor their own last turn."""
    seen = watch_a_deal(qtbot, game, "en", person=True)
    turns = [i for i, (kind, _) in enumerate(seen) if kind == "your turn"]
    assert turns, seen
    after = seen[turns[-1] + 1:]
    assert after, seen
    stale = [(kind, text) for kind, text in after
             if text == words("table", "Dealing…") or text.startswith("Your turn")]
    assert not stale, stale[:8]
