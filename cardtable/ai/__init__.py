"""Computer players. No Qt here: players run in tests, benchmarks and worker threads.

``make_player(game_id, level, seed)`` is what the table calls for a computer seat.
"""

from __future__ import annotations

from cardtable.ai.player import Player, RandomPlayer

LEVELS = ("easy", "normal", "strong")


def make_player(game_id: str, level: str = "normal", seed: int = 0) -> Player:
    """A computer player for ``game_id`` at ``level`` (one of ``LEVELS``)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; one of {', '.join(LEVELS)}")
    return RandomPlayer(seed)


__all__ = ["LEVELS", "Player", "RandomPlayer", "make_player"]
