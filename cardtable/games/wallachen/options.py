"""Wallachen's options (every rule variant, with the rules file's defaults), presets and
what a deal carries to the next."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from cardtable.engine.carry import Carry
from cardtable.engine.options import option


@dataclass(frozen=True)
class Options:
    """Every variant of ``rules/wallachen.md`` §4; the defaults are the standard game."""

    variant: str = option(
        "standard", "Variant", "Sirch's form: Brand in a named suit, Bettel and Mord",
        choices=("standard", "sirch"),
        labels={"standard": "Standard (Six to Nine, Bettel, Mord)",
                "sirch": "Sirch (Brand, Bettel, Mord)"})
    deal_pattern: str = option("3-4-3", "Deal in packets of", "Doppeln after the first packet",
                               choices=("3-4-3", "5-5", "4-4-2"))
    doppeln_order: str = option(
        "sequential", "Doppeln", "Openly one after another, or secretly until all have chosen",
        choices=("sequential", "simultaneous"),
        labels={"sequential": "One after another, openly", "simultaneous": "Secretly"})
    allow_jump_bids: bool = option(False, "Jump bids", "A challenger may name any higher level")
    all_pass_rule: str = option(
        "forehand_plays", "When nobody plays",
        help="What happens when every player passes",
        choices=("forehand_plays", "pot", "redeal"),
        labels={"forehand_plays": "Forehand must play Six", "pot": "Everybody pays into the pot",
                "redeal": "Deal again"})
    pot_ante: int = option(1, "Ante into the pot",
                           help="What each player pays into the pot when nobody plays",
                           minimum=1, maximum=100)
    pot_award: str = option(
        "winning_side", "Who takes the pot",
        help="Who takes the pot once a deal is played", choices=("winning_side", "declarer_only"),
        labels={"winning_side": "The winners of the next deal played",
                "declarer_only": "Only a declarer who wins"})
    win_payment_basis: str = option(
        "tricks_taken", "A made contract is paid for",
        help="Whether a made contract is paid for every trick taken or for the tricks bid",
        choices=("tricks_taken", "contract"),
        labels={"tricks_taken": "Every trick taken", "contract": "The tricks bid"})
    stake: int = option(1, "Stake per trick",
                        help="The chips paid for each trick", minimum=1, maximum=100)
    bettel_rate: int = option(12, "Bettel pays",
                              help="The chips a Bettel wins or loses", minimum=1, maximum=100)
    mord_rate: int = option(20, "Mord pays",
                            help="The chips a Mord wins or loses", minimum=1, maximum=100)
    multipliers_apply_to_fixed_rates: bool = option(
        True, "Doppeln, Kontra and Re double Bettel and Mord too",
        help="Off: Bettel and Mord always pay their fixed rate")
    trump_selection: str = option(
        "first_lead", "Trumps",
        "The first card led makes trumps, or the declarer names them with his contract",
        choices=("first_lead", "announced"),
        labels={"first_lead": "The suit of the first lead", "announced": "Named by the declarer"})
    overtake_led_suit_even_if_trumped: bool = option(
        False, "Head the suit led even when the trick is trumped",
        help="On: a player following suit must beat the highest card of that suit even when the "
             "trick is trumped")
    allow_discard_when_cannot_overtrump: bool = option(
        False, "Discard instead of undertrumping",
        help="On: a player who cannot beat a trump may play any card instead of a lower trump")
    stichzwang_in_bettel_mord: bool = option(True, "Head the trick in Bettel and Mord too",
                                             help="On: in Bettel and Mord too a player must beat"
                                                  " the trick when he can")
    play_out_all: bool = option(False, "Play all ten tricks of a decided Bettel or Mord",
                                help="On: the deal goes on to the last trick even when the "
                                     "contract is decided")
    knock_signal: bool = option(False, "Defenders knock to show a void",
                                help="On: a defender who cannot follow suit knocks to tell the "
                                     "partner")
    session_deals: int = option(12, "Deals in a session", "0: until the players stop",
                                minimum=0, maximum=240)
    start_balance: int = option(0, "Start balance",
                                help="The chips each player starts the session with",
                                minimum=0, maximum=10_000)

PRESETS: Final[Mapping[str, Options]] = {
    "standard": Options(),
    "sirch": Options(variant="sirch"),
    "pot": Options(all_pass_rule="pot"),
}

PRESET_LABELS: Final = {"standard": "Standard", "sirch": "Sirch's form",
                        "pot": "Standard, a pot when nobody plays"}

@dataclass(frozen=True)
class WallachenCarry(Carry):
    """The chips between deals: every player's balance and the pot (``chips``)."""

