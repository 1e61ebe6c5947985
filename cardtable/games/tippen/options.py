"""Tippen's options (every rule variant, with the rules file's defaults), presets and
what a deal carries to the next."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from cardtable.engine.carry import Carry
from cardtable.engine.errors import OptionsError
from cardtable.engine.options import option


@dataclass(frozen=True)
class Options:
    """Every variant of ``rules/tippen.md`` §4, with the defaults of the preset ``katira``."""

    deal_method: str = option(
        "katira", "Deal",
        help="How the cards are dealt around the trump card", choices=("grupp", "katira"),
        labels={"grupp": "Three cards each, then the trump card (Grupp)",
                "katira": "Two cards each, the trump card, one more each (Katira)"})
    bete_rule: str = option(
        "pot", "Bête", choices=("pot", "basic_stake"),
        labels={"pot": "The playing pot", "basic_stake": "The basic stake"},
        help="What a player who plays and takes no trick pays into the pot")
    exchange: bool = option(True, "Exchange with the talon",
                            help="Active players may exchange up to three cards (3-5 players)")
    tipp_zwang: bool = option(False, "Forced play on a bare pot",
                              help="When nothing was carried into the pot, everybody must play")
    play_rule: str = option(
        "strict", "Follow rules",
        help="What a player must play to a trick", choices=("strict", "alvensleben"),
        labels={"strict": "Follow suit, else trump; head the trick",
                "alvensleben": "Follow suit, else trump an untrumped trick (von Alvensleben)"})
    alvensleben_trump_leads: bool = option(
        False, "Forced trump leads",
        help="With three players in, the first lead is a trump; the winner of trick 1 who "
             "held two trumps leads a trump to trick 2")
    basic_stake: int = option(3, "Basic stake", minimum=3, maximum=3000,
                              help="The dealer's ante, a multiple of 3")
    pot_cap: int = option(0, "Pot cap", minimum=0, maximum=10**6,
                          help="The most a deal is played for (0: no cap); a multiple of 3")
    rauben: bool = option(False, "Robbing the trump",
                          help="An active holder of the seven of trumps may take the trump card")
    sniffing: str = option(
        "off", "Sniffing",
        help="The dealer may take the face-down trump card after looking at his cards",
        choices=("off", "alvensleben", "grupp"),
        labels={"off": "No", "alvensleben": "Von Alvensleben: the dealer may drop out",
                "grupp": "Grupp: the dealer must take two tricks"})
    knocking: bool = option(False, "Knocking",
                            help="The dealer may take the trump card before seeing his hand")
    schieben: bool = option(False, "Shoving", help="The dealer may pass the deal on, paying")
    hupf_und_sprung: bool = option(
        False, "Hupf und Sprung",
        help="An ace or seven at the bottom of the cut moves the deal on; no forced play")
    leftover_at_end: str = option(
        "split", "Pot at the end of a session",
        help="What becomes of the chips in the pot when the session ends",
        choices=("split", "unclaimed"),
        labels={"split": "Shared equally", "unclaimed": "Left on the table"})
    first_dealer: str = option(
        "random", "First dealer",
        help="Who deals the first deal of a session", choices=("random", "ace"),
        labels={"random": "Drawn at random", "ace": "The first to be dealt an ace"})
    start_balance: int = option(100, "Start balance",
                                help="The chips each player starts the session with",
                                minimum=0, maximum=10**6)
    session_deals: int = option(20, "Deals in a session", minimum=0, maximum=10_000,
                                help="0: play until you stop", labels={0: "Until you stop"})

    def __post_init__(self) -> None:
        s, cap = self.basic_stake, self.pot_cap
        if isinstance(s, int) and s % 3:
            raise OptionsError(f"the basic stake must be a multiple of 3, not {s}")
        if isinstance(cap, int) and isinstance(s, int) and cap and (cap % 3 or cap < s):
            raise OptionsError(f"a pot cap must be a multiple of 3 and at least the basic "
                               f"stake ({s}), not {cap}")

PRESETS: Final[Mapping[str, Options]] = {
    "katira": Options(),
    "grupp": Options(deal_method="grupp", bete_rule="basic_stake"),
    "alvensleben": Options(deal_method="grupp", exchange=False, tipp_zwang=True,
                           play_rule="alvensleben", alvensleben_trump_leads=True,
                           first_dealer="ace"),
}

PRESET_LABELS: Final = {
    "katira": "Katira (1983): exchange, the bête is the pot",
    "grupp": "Grupp (1975): exchange, the bête is the basic stake",
    "alvensleben": "Von Alvensleben (1853): forced play on a bare pot, trump leads",
}

@dataclass(frozen=True)
class TippenCarry(Carry):
    """What a deal hands to the next: the chips (every balance, and the pot)."""

