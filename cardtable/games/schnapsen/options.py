"""Schnapsen's options (every rule variant, with the rules file's defaults), presets and
what a deal carries to the next."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from cardtable.engine.carry import Carry
from cardtable.engine.options import option


@dataclass(frozen=True)
class Options:
    """Every rule variant of rules §4; the defaults are the traditional rules."""

    deck: str = option("schnapsen20", "Pack", "20 cards (Schnapsen) or 24 cards with the "
                       "nines (Sixty-six)", choices=("schnapsen20", "sixty_six"))
    exchange_requires_trick: bool = option(False, "Exchange only after a won trick")
    exchange_min_talon: int = option(2, "Smallest talon for the trump exchange",
                                     "4: no exchange when only two talon cards remain",
                                     choices=(2, 4))
    close_min_talon: int = option(2, "Smallest talon for closing",
                                  "4: no closing when only two talon cards remain",
                                  choices=(2, 4))
    marriage_on_first_lead: bool = option(True, "Marriage allowed before the first won trick",
                                          "the points stay pending until a trick is won")
    marriages_after_close: bool = option(True, "Marriages after the talon is closed or used up")
    marriage_reveal: bool = option(True, "Show the partner card of a marriage")
    marriage_lead_card: str = option("either", "Card led after a marriage",
                                     choices=("either", "king_only"))
    marriage_points_timing: str = option(
        "credit_when_has_trick", "When marriage points count",
        "pending_until_next_win: only after the next won trick (schnapsen package)",
        choices=("credit_when_has_trick", "pending_until_next_win"))
    claim_mode: str = option("auto", "Going out (66)", "auto: the engine ends the deal; "
                             "manual: the player must claim, a false claim loses",
                             choices=("auto", "manual"))
    claim_after_marriage: bool = option(True, "Go out right after announcing a marriage")
    closing_enabled: bool = option(True, "Closing the talon allowed")
    closing_scoring: str = option("viennese", "Scoring after closing",
                                  "viennese: the opponent's state at the close counts",
                                  choices=("viennese", "at_end"))
    false_claim_penalty: str = option("pagat", "Penalty for a false claim",
                                      choices=("pagat", "mirror"))
    last_trick_bonus: int = option(0, "Last-trick bonus", "10 card points for the last "
                                   "trick once the talon is used up", choices=(0, 10))
    tie_65: str = option("last_trick_wins", "A 65 : 65 tie",
                         "carry: nobody scores, the next deal's winner gets 1 more",
                         choices=("last_trick_wins", "carry"))
    bummerl_target: int = option(7, "Game points for a Bummerl", minimum=1, maximum=99)
    schneider_bummerl: bool = option(False, "Double Bummerl for a loser without game points")
    show_scores: bool = option(True, "Show running points")
    confirm_close_click: bool = option(False, "Confirm closing the talon")

PRESETS: Final[dict[str, Options]] = {
    "traditional": Options(),
    "sixty_six": Options(deck="sixty_six", exchange_requires_trick=True,
                         marriages_after_close=False, last_trick_bonus=10, tie_65="carry"),
    "vu_compat": Options(closing_enabled=False, marriage_lead_card="king_only",
                         marriage_points_timing="pending_until_next_win", claim_mode="auto",
                         claim_after_marriage=False),
}

@dataclass(frozen=True)
class SchnapsenCarry(Carry):
    """What a deal hands on: the game points a 65 : 65 tie left for the next winner."""

    tie_bonus: int = 0

