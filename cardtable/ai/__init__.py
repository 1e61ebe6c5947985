"""Computer players. No Qt here: players run in tests, benchmarks and worker threads.

``make_player(game_id, level, seed)`` is what the table calls for a computer seat;
``hint(game_id, view, seed)`` gives the search's estimate of every legal action of a human
seat (call it off the GUI thread: it takes as long as a "strong" decision).

Levels: "easy" is the game's rule-based baseline slipping one decision in five (a casual
player's mistakes; in Spades two bids in five); "normal" and "strong" are the information-set
search with a smaller and a larger budget, and more knowledge at "strong": in Schnapsen the
exact solver and a wariness of closing, in Spades bids from sampled deals where "normal" bids
by the baseline's estimate.
``options`` are the deal's rule options; pass them so the search models the variant being
played (default: the game's default preset).
"""

from __future__ import annotations

from typing import Any

from cardtable.ai.player import Player, RandomPlayer
from cardtable.engine.action import Action
from cardtable.engine.state import View

LEVELS = ("easy", "normal", "strong")
# What a player reads about each level (the new-game dialog's tooltips).
LEVEL_DESCRIPTIONS = {
    "easy": "Plays by rules of thumb and slips about one move in five (in Spades, misjudges "
            "two bids in five).",
    "normal": "Looks ahead over a few guesses at the hidden cards; makes the odd mistake. "
              "Bids in Spades by counting its high cards and spades.",
    "strong": "Weighs many more guesses at the hidden cards; in Schnapsen solves the end of "
              "the deal exactly, in Spades bids by playing out sample deals.",
}


def make_player(game_id: str, level: str = "normal", seed: int = 0,
                options: Any = None) -> Player:
    """A computer player for ``game_id`` at ``level`` (one of ``LEVELS``)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {str(level)[:20]!r}; one of {', '.join(LEVELS)}")
    from cardtable.games import get_game

    info = get_game(game_id)
    if not info.player:
        return RandomPlayer(seed)
    player: Player = info.load(info.player)(level, seed, options)
    return player


def hint(game_id: str, view: View, seed: int = 0,
         options: Any = None) -> list[tuple[Action, float, str]]:
    """For each legal action of ``view``: the strong search's estimate and a short label.

    Schnapsen estimates are expected game points of the deal (+3 … -3), Spades estimates
    expected points of the hand for the seat's side, Poch estimates the counters the seat
    can expect to win (or lose) from now to the end of the deal. Actions the game decides by rule (a
    Schnapsen claim) get the label "rule". An empty list if the seat is not on turn.
    """
    if not view.legal:
        return []
    player = make_player(game_id, "strong", seed, options)
    evaluate = getattr(player, "evaluate", None)
    if evaluate is None:
        return [(a, 0.0, "") for a in view.legal]
    rated: list[tuple[Action, float, str]] = evaluate(view)
    seen = {a for a, _, _ in rated}
    return rated + [(a, 0.0, "rule") for a in view.legal if a not in seen]


__all__ = ["LEVELS", "LEVEL_DESCRIPTIONS", "Player", "RandomPlayer", "hint", "make_player"]
