"""Computer players. No Qt here: players run in tests, benchmarks and worker threads.

``make_player(game_id, level, seed)`` is what the table calls for a computer seat;
``hint(game_id, view, seed)`` gives the search's estimate of every legal action of a human
seat (call it off the GUI thread: it takes as long as a "strong" decision).

Levels (:func:`levels` lists a game's): "easy" is the game's rule-based baseline slipping one decision in five (a casual
player's mistakes; in Spades two bids in five); "normal" and "strong" are the information-set
search with a smaller and a larger budget, and more knowledge at "strong": in Schnapsen the
exact solver and a wariness of closing, in Spades bids from sampled deals where "normal" bids
by the baseline's estimate. "master" (built for Schnapsen and Spades, offered where
:data:`MASTER_GAMES` says) thinks where the decision is close, up to a hard cap of a second;
in Schnapsen it weighs the sampled deals by the opponent's past plays
(:mod:`cardtable.ai.schnapsen_master`), in Spades it searches the last tricks of every
sampled deal exactly (:mod:`cardtable.ai.spades_master`).
``options`` are the deal's rule options; pass them so the search models the variant being
played (default: the game's default preset).
"""

from __future__ import annotations

from typing import Any

from cardtable.ai.player import Player, RandomPlayer
from cardtable.engine.action import Action
from cardtable.engine.state import View

# The levels' names (LEVELS: every game has these) live with the seats, below the storage,
# which checks the seats kept in the settings without importing the players.
from cardtable.seats import ALL_LEVELS, LEVELS, MASTER

# Games whose computer players have a master level, offered only once it beats that game's
# strong clearly. Schnapsen's (ai/schnapsen_master.py) and Spades' (ai/spades_master.py)
# measured even with strong (docs/ai-tuning.md), so no game offers it yet; the benchmarks
# and tests reach it through make_player(game, "master").
MASTER_GAMES: frozenset[str] = frozenset()
MASTER_BUILT = frozenset({"schnapsen", "spades"})  # a master player exists (for the benchmarks and tests)
# What a player reads about each level (the new-game dialog's tooltips): each game's own
# words (GAME_LEVEL_DESCRIPTIONS: what that game's players do; docs/ai-tuning.md measures
# them); the master, where a game offers it, by LEVEL_DESCRIPTIONS.
LEVEL_DESCRIPTIONS = {
    "master": "Thinks longest where the decision is close (up to a second) and reads your "
              "past plays for what you are likely to hold.",
}
GAME_LEVEL_DESCRIPTIONS: dict[str, dict[str, str]] = {
    "schnapsen": {
        "easy": "Plays by rules of thumb and slips about one decision in five.",
        "normal": "Looks ahead over a few guesses at your hand and the talon; makes the odd "
                  "mistake.",
        "strong": "Weighs about two hundred guesses at your hand, plays the deal out exactly "
                  "once the talon is closed or gone, and closes only when it clearly pays.",
    },
    "spades": {
        "easy": "Plays by rules of thumb, slips about one card in five and misjudges two bids "
                "in five.",
        "normal": "Looks ahead over a few guesses at the other hands; bids by counting its "
                  "high cards and spades, as a club player does.",
        "strong": "Bids by playing out sixty sample deals, weighs eighty guesses at the other "
                  "hands in play, and cashes its sure winners before it leads low.",
    },
    "poch": {
        "easy": "A cautious beginner: bets only with three of a kind and starts every chain "
                "with its lowest card.",
        "normal": "Opens the betting with almost any set but passes when another player "
                  "bets, unless it holds four of a kind; looks a little ahead in the chains.",
        "strong": "Weighs the hands against everyone's bets so far, mixes in bluffs and "
                  "disguised amounts, learns who bets on a whim, and plays the chains out "
                  "exactly.",
    },
    "tippen": {
        "easy": "Declares by a rough count of its hand and misjudges two declarations in five; "
                "plays by rules of thumb.",
        "normal": "Declares by the same count without slips; looks ahead over guesses at the "
                  "other hands for the exchange and the tricks.",
        "strong": "Tries each declaration on many sample deals that fit the others' taps and "
                  "passes, and plays the three tricks out exactly.",
    },
    "wallachen": {
        "easy": "Doubles, bids and plays by a quick count of its tricks, and slips about one "
                "decision in five.",
        "normal": "Bids by a quick count of its tricks; chooses the contract and plays by "
                  "looking ahead over a few guesses at the other hands.",
        "strong": "Bids by playing out sample deals that fit everyone's bids, and looks ahead "
                  "over many more guesses in play.",
    },
}


def level_description(game_id: str, level: str) -> str:
    """What ``level`` does in ``game_id``, in English (the new-game dialog translates it)."""
    return GAME_LEVEL_DESCRIPTIONS.get(game_id, {}).get(level) or LEVEL_DESCRIPTIONS.get(level, "")


def levels(game_id: str) -> tuple[str, ...]:
    """The levels a computer seat of ``game_id`` can play at (the new-game dialog's list)."""
    return ALL_LEVELS if game_id in MASTER_GAMES else LEVELS


def make_player(game_id: str, level: str = "normal", seed: int = 0,
                options: Any = None) -> Player:
    """A computer player for ``game_id`` at ``level`` (one of :func:`levels`)."""
    offered = ALL_LEVELS if game_id in MASTER_BUILT else levels(game_id)
    if level not in offered:
        raise ValueError(f"unknown level {str(level)[:20]!r}; one of {', '.join(offered)}")
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


__all__ = ["ALL_LEVELS", "GAME_LEVEL_DESCRIPTIONS", "LEVELS", "LEVEL_DESCRIPTIONS", "MASTER", "MASTER_BUILT", "MASTER_GAMES", "Player",
           "RandomPlayer", "hint", "level_description", "levels", "make_player"]
