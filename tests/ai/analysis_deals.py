"""A Schnapsen deal where the person (seat 0) throws away a clear winner: after the talon is
closed, at position 5 it leads the ace of spades where the ace of diamonds wins (the strong
search from its view: about +2.6 game points against +0.5; with every card open the exact
solver says the same by at least 2 game points)."""

from __future__ import annotations

from cardtable.cards import parse_cards
from cardtable.engine import DealRecord
from cardtable.engine.record import record_of
from cardtable.games import get_game

BLUNDER_AT = 5
CHOSEN, BETTER = "AS", "AD"
DECK = "AD AS TH JH QH QD KS TD KH QC AC TS AH JS TC JC QS JD KC KD"
ACTIONS = ("TD", "JH", "close", "TS", "QD", "AS", "QH", "KH", "AH", "AC", "AD", "QC", "TH")


def blunder_record() -> DealRecord:
    info = get_game("schnapsen")
    state = info.deal(info.default_options(), 2, 1, tuple(parse_cards(DECK)), info.carry_type())
    for text in ACTIONS:
        state.apply(state.parse_action(text))
    return record_of(state, 9)
