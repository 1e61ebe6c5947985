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
                       "nines (Sixty-six)", choices=("schnapsen20", "sixty_six"),
                       labels={"schnapsen20": "20 cards", "sixty_six": "24 cards, with the nines"})
    exchange_requires_trick: bool = option(
        False, "Exchange only after a won trick",
        "On: the trump jack may be exchanged only by a player who has won a trick")
    exchange_min_talon: int = option(2, "Smallest talon for the trump exchange",
                                     "4: no exchange when only two talon cards remain",
                                     choices=(2, 4))
    close_min_talon: int = option(2, "Smallest talon for closing",
                                  "4: no closing when only two talon cards remain",
                                  choices=(2, 4))
    marriage_on_first_lead: bool = option(True, "Marriage allowed before the first won trick",
                                          "the points stay pending until a trick is won")
    marriages_after_close: bool = option(
        True, "Marriages after the talon is closed or used up",
        "Off: no marriage once the talon is closed or used up (German Sixty-six)")
    marriage_reveal: bool = option(
        True, "Show the partner card of a marriage",
        "On: the opponent sees the card you keep; off: only 20 or 40 is said")
    marriage_lead_card: str = option(
        "either", "Card led after a marriage",
        "Which card of the marriage you must lead after announcing it",
        choices=("either", "king_only"),
        labels={"either": "The king or the queen", "king_only": "The king only"})
    marriage_points_timing: str = option(
        "credit_when_has_trick", "When marriage points count",
        "Whether a marriage's points count once you have any trick, or only after the next "
        "trick you win", choices=("credit_when_has_trick", "pending_until_next_win"),
        labels={"credit_when_has_trick": "As soon as you have a trick",
                "pending_until_next_win": "After the next won trick"})
    claim_mode: str = option(
        "auto", "Going out (66)", "Whether the table ends the deal at 66 or the player must "
        "claim it (a false claim loses)", choices=("auto", "manual"),
        labels={"auto": "Automatic", "manual": "Claimed by the player"})
    claim_after_marriage: bool = option(
        True, "Go out right after announcing a marriage",
        "Off: a marriage that reaches 66 ends the deal only when you next win a trick")
    closing_enabled: bool = option(True, "Closing the talon allowed",
                                   "Off: nobody may close the talon")
    closing_scoring: str = option(
        "viennese", "Scoring after closing", "Whether a closer who goes out is scored by the "
        "opponent's state at the close or at the end of the deal", choices=("viennese", "at_end"),
        labels={"viennese": "Viennese: as at the close", "at_end": "As at the end of the deal"})
    false_claim_penalty: str = option(
        "pagat", "Penalty for a false claim", "What the opponent scores when a player claims "
        "66 without having it", choices=("pagat", "mirror"),
        labels={"pagat": "2, or 3 if the opponent had no trick",
                "mirror": "What the claim would have won"})
    last_trick_bonus: int = option(0, "Last-trick bonus", "10 card points for the last "
                                   "trick once the talon is used up", choices=(0, 10),
                                   labels={0: "None", 10: "10 points"})
    tie_65: str = option(
        "last_trick_wins", "A 65 : 65 tie", "Who scores when both players end on 65",
        choices=("last_trick_wins", "carry"),
        labels={"last_trick_wins": "The last trick wins",
                "carry": "Carried over to the next deal"})
    bummerl_target: int = option(7, "Game points for a Bummerl",
                                 "The game points both players count down from",
                                 minimum=1, maximum=99)
    schneider_bummerl: bool = option(
        False, "Double Bummerl for a loser without game points",
        "On: losing a Bummerl without a single game point counts as two")
    show_scores: bool = option(True, "Show running points",
                               "Both players' card points shown during the deal")
    confirm_close_click: bool = option(False, "Confirm closing the talon",
                                       "On: clicking the talon asks before it closes")

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

