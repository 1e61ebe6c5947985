"""Spades's options (every rule variant, with the rules file's defaults), presets and
what a deal carries to the next."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from cardtable.engine.carry import Carry
from cardtable.engine.errors import OptionsError
from cardtable.engine.options import option
from cardtable.games.spades.texts import CAP_NEEDS_DOUBLE_NIL, CAP_NEEDS_NIL, NEEDS_NIL


@dataclass(frozen=True)
class Options:
    """Every variant of ``rules/spades.md`` §4; the defaults are the seed's game (preset SEED)."""

    partnerships: str = option(
        "none", "Partnerships", choices=("none", "pairs", "triples"),
        help="Everyone alone, or partners who sit opposite each other and score together",
        labels={"none": "None: everyone plays alone",
                "pairs": "Pairs (4 or 6 players, partners opposite)",
                "triples": "Three sides of two (6 players)"})
    jokers: bool = option(True, "Jokers", help="Big and little joker as the two top spades")
    nil: bool = option(False, "Nil bids", help="A bid of no tricks: +/- nil value")
    nil_value: int = option(100, "Nil value", minimum=0,
                            help="What a nil bid wins when kept and loses when broken")
    double_nil_allowed: bool = option(True, "Both partners may bid nil",
                                      help="Off: only one player of a side may bid nil")
    nil_tricks_help_partner: bool = option(
        False, "Failed nil tricks count for the partner",
        help="Off: they only count as bags (pagat). On: they count toward the contract (OpenSpiel)")
    set_penalty: str = option(
        "zero", "Broken contract", choices=("zero", "minus_bid"),
        help="What a side scores that takes fewer tricks than it bid",
        labels={"zero": "Scores nothing", "minus_bid": "Loses 10 per trick bid"})
    blind_nil: bool = option(False, "Blind nil", help="Nil bid before looking; needs nil")
    blind_nil_value: int = option(200, "Blind nil value", minimum=0,
                                  help="What a blind nil wins when kept and loses when broken")
    blind_nil_min_deficit: int = option(
        100, "Blind nil only when behind by", minimum=0, help="0: always allowed")
    blind_nil_exchange: int = option(
        2, "Blind nil card exchange", choices=(0, 2),
        help="Cards passed between partners (pairs only)",
        labels={0: "No exchange", 2: "Two cards each way"})
    bags_penalty: bool = option(False, "Bags penalty", help="Lose bag penalty per bag limit")
    bag_limit: int = option(10, "Bags per penalty", minimum=1,
                            help="How many overtricks (bags) cost one bag penalty")
    bag_penalty: int = option(100, "Bag penalty", minimum=0,
                              help="The points lost each time the bags reach the limit")
    target: int = option(500, "Game to", minimum=1, help="500; short game 200")
    lose_threshold_on: bool = option(False, "Lose threshold",
                                     help="On: the game also ends when a score falls this low")
    lose_threshold: int = option(-200, "Game also ends at or below",
                                 help="The score at which a side loses the game")
    spades_lead: str = option(
        "after_broken", "Leading spades",
        choices=("after_broken", "anytime", "only_when_forced"),
        help="When a spade may be led to a trick",
        labels={"after_broken": "Once spades are broken", "anytime": "At any time",
                "only_when_forced": "Only with nothing but spades"})
    first_lead: str = option(
        "eldest", "First lead", choices=("eldest", "lowest_club"),
        help="Who leads to the first trick of a hand",
        labels={"eldest": "The player left of the dealer",
                "lowest_club": "The holder of the lowest club leads it"})
    first_trick_no_spades: bool = option(False, "No spades on the first trick",
                                         help="On: nobody may play a spade to the first trick")
    side_bid_cap: bool = option(False, "Side's bids at most the tricks of a hand",
                                help="Partnerships only; needs nil")
    two_player_hand_building: str = option(
        "draw", "Two players build hands by", choices=("draw", "deal"),
        help="How two players get their thirteen cards",
        labels={"draw": "Drawing: keep or discard from the stock",
                "deal": "A plain deal of thirteen cards"})

    def __post_init__(self) -> None:
        if self.blind_nil and not self.nil:
            raise OptionsError(NEEDS_NIL())
        if self.partnerships != "none" and self.side_bid_cap:
            if not self.nil:
                raise OptionsError(CAP_NEEDS_NIL())
            if self.partnerships == "triples" and not self.double_nil_allowed:
                raise OptionsError(CAP_NEEDS_DOUBLE_NIL())

PRESETS: Final[Mapping[str, Options]] = {
    "seed": Options(),
    "seed_short": Options(target=200),
    "classic_partnership": Options(
        partnerships="pairs", jokers=False, nil=True, blind_nil=True, set_penalty="minus_bid",
        bags_penalty=True),
    "openspiel": Options(
        partnerships="pairs", jokers=False, nil=True, nil_tricks_help_partner=True,
        set_penalty="minus_bid", bags_penalty=True, side_bid_cap=True,
        spades_lead="only_when_forced"),
}

@dataclass(frozen=True)
class SpadesCarry(Carry):
    """The side scores and bag counters after the hands so far (empty before the first)."""

    scores: tuple[int, ...] = ()
    bags: tuple[int, ...] = ()

