"""Poch's options (every rule variant, with the rules file's defaults), presets and
what a deal carries to the next."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from cardtable.engine.carry import Carry
from cardtable.engine.errors import OptionsError
from cardtable.engine.options import option


@dataclass(frozen=True)
class Options:
    """Every variant of rules §4 and the session's settings; the defaults are preset ``seed``."""

    hand_size: int | str = option(
        4, "Cards per player", choices=(4, 5, "all"),
        labels={4: "4 (the seed)", 5: "5 (Meyers)", "all": "The whole pack"},
        help="The whole pack gives unequal hands when it does not divide evenly")
    trump_source: str = option(
        "dealer_last", "Trump card",
        help="Where the trump card comes from", choices=("dealer_last", "talon_turn"),
        labels={"dealer_last": "The dealer's last card (he keeps it)",
                "talon_turn": "Turned from the talon (nobody's card)"})
    board: str = option(
        "classic8", "Board",
        help="The board the deal is played on", choices=("classic8", "modern9"),
        labels={"classic8": "Eight compartments (bets into the Poch)",
                "modern9": "Nine compartments (Pocher and centre take antes)"})
    sequence_rule: str = option(
        "best_run", "Sequenz",
        help="Which run of cards wins the Sequenz compartment", choices=("best_run", "trump_789"),
        labels={"best_run": "The best three-card run of any suit",
                "trump_789": "Seven, eight and nine of trumps"})
    sequence_tiebreak: str = option(
        "suit_order", "Equal runs",
        help="Who wins when two runs are equal", choices=("suit_order", "forehand"),
        labels={"suit_order": "Clubs, spades, hearts, diamonds",
                "forehand": "The player nearest the forehand"})
    require_kunststueck: bool = option(
        True, "Only a player with a pair or better may bet",
        help="Off: anyone may open, hold or raise (bluffing)")
    max_open: int = option(3, "Highest opening bet",
                           help="The most counters an opening bet may be", minimum=1, maximum=50)
    max_raise_step: int = option(2, "Highest raise",
                                 help="The most a bet may be raised by at once",
                                 minimum=1, maximum=50)
    max_raises: int = option(3, "Raises per betting round",
                             help="How many times a bet may be raised in one betting round",
                             minimum=1, maximum=50)
    leftover_at_end: str = option(
        "unclaimed", "Counters left on the board at the end",
        help="What becomes of the counters on the board when the session ends",
        choices=("unclaimed", "split"),
        labels={"unclaimed": "Stay unclaimed", "split": "Shared equally"})
    start_balance: int = option(100, "Counters each player starts with",
                                help="The counters each player starts the session with", minimum=1,
                                maximum=1_000_000)
    session_deals: int = option(12, "Deals in a session", minimum=0, maximum=1000,
                                help="0: no fixed length, until the players stop",
                                labels={0: "Open-ended"})

    def __post_init__(self) -> None:
        size = self.hand_size
        if isinstance(size, bool) or size not in (4, 5, "all") or type(size) not in (int, str):
            raise OptionsError(f"option 'hand_size' is {size!r}; allowed: 4, 5, all")

PRESETS: Final = {
    "seed": Options(),
    "meyers": Options(hand_size=5, trump_source="talon_turn", sequence_tiebreak="forehand"),
    "modern": Options(hand_size="all", board="modern9", sequence_rule="trump_789"),
}

PRESET_LABELS: Final = {
    "seed": "Four cards, the dealer's last card is trump (the seed)",
    "meyers": "Five cards, a talon card turned for trump (Meyers 1908)",
    "modern": "The whole pack, nine compartments (modern boards)",
}

@dataclass(frozen=True)
class PochCarry(Carry):
    """What a deal hands to the next: every balance and every place on the board (``chips``)."""

