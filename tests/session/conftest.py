"""Helpers that play sessions headless: computers by a seeded random player, people by a
fixed choice, so every run plays the same deals."""

from __future__ import annotations

from collections.abc import Callable

from cardtable.ai.player import RandomPlayer
from cardtable.engine import Action, View
from cardtable.games import get_game
from cardtable.session import Applied, SeatConfig, Session
from cardtable.storage import AutosaveWriter

YOU_AND_ANNA = [SeatConfig("You", True), SeatConfig("Anna", False)]
SPADES_FOUR = [SeatConfig("You", True)] + [SeatConfig(n, False) for n in ("Ann", "Ben", "Cid")]


def new_session(game: str = "schnapsen", seats: list[SeatConfig] | None = None, seed: int = 7,
                autosave: AutosaveWriter | None = None) -> Session:
    info = get_game(game)
    session = Session.new(game, info.default_options(), seats or YOU_AND_ANNA, seed,
                          autosave=autosave)
    session.start_deal()
    return session


def first_legal(view: View) -> Action:
    return view.legal[0]


def play(session: Session, moves: int = 10_000,
         person: Callable[[View], Action] = first_legal) -> list[Applied]:
    """Up to ``moves`` actions of whoever is on turn, until the deal ends."""
    done: list[Applied] = []
    computer = RandomPlayer(3)
    while session.turn is not None and len(done) < moves:
        turn = session.computer_turn()
        if turn is not None:
            done.append(session.apply(computer.choose(turn.view)))
        else:
            state = session.match.state
            assert state is not None
            done.append(session.apply(person(state.view(session.turn))))
    return done
