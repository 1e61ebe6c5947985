"""Schnapsen's computer player for each level: the one place that knows them all.

The registry (:data:`cardtable.games.schnapsen.GAME`'s ``player``) names
:func:`make_schnapsen_player`. It lives apart from :mod:`cardtable.ai.schnapsen` (the search's
knowledge, the baseline and the levels' budgets) and :mod:`cardtable.ai.schnapsen_master`
(which builds on that knowledge), so that neither of those imports the other.
"""

from __future__ import annotations

from typing import Any

from cardtable.ai.schnapsen import (
    EASY_MISTAKES,
    LEVEL_BUDGETS,
    LEVEL_NOISE,
    STRONG_CLOSE_MARGIN,
    SchnapsenBaseline,
    SchnapsenKnowledge,
)
from cardtable.ai.schnapsen_master import make_master
from cardtable.ai.search import SearchPlayer


def make_schnapsen_player(level: str, seed: int, options: Any = None) -> Any:
    if level == "easy":
        return SchnapsenBaseline(seed, options, EASY_MISTAKES)
    if level == "master":
        return make_master(seed, options)
    # With two talon cards left a world hides only which unseen card lies in the talon, and
    # after the next trick nothing is hidden: exact solving there costs little (about six
    # distinct worlds) and suffers no strategy fusion. "normal" plays that phase by playouts.
    strong = level == "strong"
    knowledge = SchnapsenKnowledge(options, exact_talon=2 if strong else 0, leaf="rollout",
                                   noise=LEVEL_NOISE[level], exact=strong,
                                   close_margin=STRONG_CLOSE_MARGIN if strong else 0.0)
    return SearchPlayer(knowledge, LEVEL_BUDGETS[level], seed, name=f"schnapsen-{level}")


__all__ = ["make_schnapsen_player"]
