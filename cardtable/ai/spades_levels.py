"""Spades' computer player for each level: the one place that knows them all.

The registry (:data:`cardtable.games.spades.GAME`'s ``player``) names :func:`make_spades_player`.
It lives apart from :mod:`cardtable.ai.spades` (the search's knowledge, bidding, the baseline
and the levels' settings) and :mod:`cardtable.ai.spades_master` (which builds on them), so that
neither of those imports the other.
"""

from __future__ import annotations

from typing import Any

from cardtable.ai.spades import (
    EASY_BID_MISTAKES,
    EASY_MISTAKES,
    LEVEL_SETTINGS,
    SpadesBaseline,
    SpadesSearchPlayer,
    options_or_default,
)
from cardtable.ai.spades_master import make_master


def make_spades_player(level: str, seed: int, options: Any = None) -> Any:
    if level == "easy":
        return SpadesBaseline(seed, options, EASY_MISTAKES, EASY_BID_MISTAKES)
    if level == "master":
        return make_master(seed, options)
    lv = LEVEL_SETTINGS[level]
    # Cashing pays where each plays for himself; in partnerships it cost strong (see
    # LEVEL_SETTINGS in cardtable.ai.spades).
    cash = lv.cash and options_or_default(options).partnerships == "none"
    return SpadesSearchPlayer(seed, options, lv.budget, lv.bid_worlds, f"spades-{level}", cash)


__all__ = ["make_spades_player"]
