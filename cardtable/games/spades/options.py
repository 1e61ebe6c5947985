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

    partnerships: str = option("none", "Partnerships", choices=("none", "pairs", "triples"),
                               help="pairs: 4 players (0+2, 1+3) or 6 (opposite); triples: 6")
    jokers: bool = option(True, "Jokers", help="Big and little joker as the two top spades")
    nil: bool = option(False, "Nil bids", help="A bid of no tricks: +/- nil value")
    nil_value: int = option(100, "Nil value", minimum=0)
    double_nil_allowed: bool = option(True, "Both partners may bid nil")
    nil_tricks_help_partner: bool = option(
        False, "Failed nil tricks count for the partner",
        help="Off: they only count as bags (pagat). On: they count toward the contract (OpenSpiel)")
    set_penalty: str = option("zero", "Broken contract", choices=("zero", "minus_bid"),
                              help="zero: scores nothing; minus_bid: loses 10 per trick bid")
    blind_nil: bool = option(False, "Blind nil", help="Nil bid before looking; needs nil")
    blind_nil_value: int = option(200, "Blind nil value", minimum=0)
    blind_nil_min_deficit: int = option(
        100, "Blind nil only when behind by", minimum=0, help="0: always allowed")
    blind_nil_exchange: int = option(2, "Blind nil card exchange", choices=(0, 2),
                                     help="Cards passed between partners (pairs only)")
    bags_penalty: bool = option(False, "Bags penalty", help="Lose bag penalty per bag limit")
    bag_limit: int = option(10, "Bags per penalty", minimum=1)
    bag_penalty: int = option(100, "Bag penalty", minimum=0)
    target: int = option(500, "Game to", minimum=1, help="500; short game 200")
    lose_threshold_on: bool = option(False, "Lose threshold")
    lose_threshold: int = option(-200, "Game also ends at or below")
    spades_lead: str = option("after_broken", "Leading spades",
                              choices=("after_broken", "anytime", "only_when_forced"))
    first_lead: str = option("eldest", "First lead", choices=("eldest", "lowest_club"))
    first_trick_no_spades: bool = option(False, "No spades on the first trick")
    side_bid_cap: bool = option(False, "Side's bids at most the tricks of a hand",
                                help="Partnerships only; needs nil")
    two_player_hand_building: str = option("draw", "Two players build hands by",
                                           choices=("draw", "deal"))

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

