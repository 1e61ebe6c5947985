"""The sentences of Schnapsen that a person reads, as message ids with parameters (the
table translates them)."""

from __future__ import annotations

from cardtable.engine.messages import Text

C = "schnapsen"

# Refusals: why an action is not legal now.
LAST_CLAIM_ONLY = Text(C, "The cards are played out: claim 66 or decline")

NO_CLAIM_TO_DECLINE = Text(C, "There is no claim to decline now")

NO_SUCH_ACTION = Text(C, "Schnapsen has no action {kind}")

NOT_IN_PACK = Text(C, "That card is not in the Schnapsen pack")

NOT_HELD = Text(C, "You do not hold the {card}")

LEAD_THE_KING = Text(C, "After announcing the marriage you must lead the king of {suit}")

LEAD_KING_OR_QUEEN = Text(C, "After announcing the marriage you must lead the king or queen "
                               "of {suit}")

NOT_YOUR_CARD_TURN = Text(C, "It is not your turn to play a card")

HEAD_THE_TRICK = Text(C, "You must follow suit with a higher {suit} ({led} was led)")

FOLLOW_SUIT = Text(C, "You must follow suit: play a {suit}")

MUST_TRUMP = Text(C, "You have no {suit}, so you must play a trump ({trump})")

ONLY_THE_LEADER = Text(C, "Only the player on lead may {what}, before leading")

NOT_AFTER_MARRIAGE = Text(C, "You cannot {what} after announcing a marriage: lead its king "
                               "or queen")

TO_EXCHANGE = Text(C, "exchange the trump jack")

TO_CLOSE = Text(C, "close the talon")

TO_MARRY = Text(C, "announce a marriage")

TALON_CLOSED = Text(C, "The talon is closed")

TALON_USED_UP = Text(C, "The talon is used up")

EXCHANGE_TALON_TOO_SMALL = Text(C, "No exchange with fewer than {n} cards in the talon")

EXCHANGE_NEEDS_TRICK = Text(C, "You may exchange only after winning a trick")

NO_CLOSING = Text(C, "Closing the talon is not part of these rules")

CLOSE_TALON_TOO_SMALL = Text(C, "The talon may not be closed with fewer than {n} cards")

ONE_MARRIAGE = Text(C, "Only one marriage may be announced with a lead")

NAME_THE_SUIT = Text(C, "Name the suit of the marriage, like 'marry H'")

NO_PAIR = Text(C, "You do not hold the king and queen of {suit}")

NO_MARRIAGE_AFTER_CLOSE = Text(C, "No marriage may be announced once the talon is closed or "
                                    "used up")

MARRIAGE_NEEDS_TRICK = Text(C, "You may announce a marriage only after winning a trick")

CLAIM_IS_AUTOMATIC = Text(C, "Going out is automatic in these rules: nothing to claim")

CLAIM_AFTER_TRICK = Text(C, "You may claim only after winning a trick")

CLAIM_BEFORE_LEADING = Text(C, "You may claim only right after winning a trick, before leading")

# Deal summaries: who scores, and why (rules §3.1).
WINS = Text(C, "{role} wins %n game points: {why}.", one="{role} wins %n game point: {why}.",
             count="n", subject="role", you="You win %n game points: {why}.",
             you_one="You win %n game point: {why}.")

WINS_WITH_TIE_BONUS = Text(
    C, "{role} wins %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)",
    one="{role} wins %n game point: {why}. (+{bonus} carried over from a 65 : 65 tie)",
    count="n", subject="role",
    you="You win %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)",
    you_one="You win %n game point: {why}. (+{bonus} carried over from a 65 : 65 tie)")

NOBODY_SCORES = Text(
    C, "Nobody scores: {why}. The winner of the next deal gets %n more game points.",
    one="Nobody scores: {why}. The winner of the next deal gets %n more game point.", count="n")

WENT_OUT_FIRST = Text(C, "went out first after {role} closed the talon", subject="role",
                       you="went out first after you closed the talon")

CLOSED_AND_WENT_OUT = (
    Text(C, "closed the talon and went out; {role} had {score} and no trick at the close",
         subject="role",
         you="closed the talon and went out; you had {score} and no trick at the close"),
    Text(C, "closed the talon and went out; {role} had {score} and a trick at the close",
         subject="role",
         you="closed the talon and went out; you had {score} and a trick at the close"))

WENT_OUT_SCHWARZ = Text(C, "went out with {score} while {role} has no trick", subject="role",
                         you="went out with {score} while you have no trick")

WENT_OUT = Text(C, "went out with {score} against {other}")

FALSE_CLAIM = Text(C, "{role} claimed 66 with only {score}", subject="role",
                    you="you claimed 66 with only {score}")

CLOSER_FAILED = Text(C, "{role} closed the talon and did not reach 66", subject="role",
                      you="you closed the talon and did not reach 66")

LAST_TRICK = Text(C, "won the last trick ({score} against {other})")

TIE = Text(C, "65 against 65")

STANDING = Text(C, "to go {to_go_0} : {to_go_1}   Bummerl {bummerl_0} : {bummerl_1}")

# Bad input: options, deals, records.
NOT_OPTIONS = Text(C, "Schnapsen needs schnapsen.Options, not {type}")

BAD_DEALER = Text(C, "the dealer is seat 0 or 1, not {dealer}")

NOT_THE_PACK = Text(C, "a Schnapsen deal needs each of the {n} cards of the pack exactly once")

BAD_CARRY = Text(C, "a Schnapsen deal carries a SchnapsenCarry, not {carry}")

BAD_TIE_BONUS = Text(C, "the tie bonus is a whole number ≥ 0, not {bonus}")

TWO_PLAYERS = Text(C, "Schnapsen is played by 2 players, not {n}")

NOT_A_MOVE = Text(C, "{action} is not a Schnapsen move")

