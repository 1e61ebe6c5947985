"""The sentences of Tippen that a person reads, as message ids with parameters (the
table translates them)."""

from __future__ import annotations

from cardtable.engine.messages import Text

_CTX = "tippen"

PARTS = Text(_CTX, "{parts}")

ALL_PASS = Text(_CTX, "Everybody passes: the pot stays on the table")

# Said to the person at the table, a sentence of a seat has its "you" form ("You take …").
SOLE = Text(_CTX, "{seat} alone plays and takes the pot of {chips}", subject="seat",
             you="You alone play and take the pot of {chips}")

TOOK = Text(_CTX, "{seat} takes %n tricks: +{chips}", one="{seat} takes %n trick: +{chips}",
             count="n", subject="seat", you="You take %n tricks: +{chips}",
             you_one="You take %n trick: +{chips}")

BETE = Text(_CTX, "{seat} pays the bête of {chips}", subject="seat",
             you="You pay the bête of {chips}")

DOUBLE_BETE = Text(_CTX, "{seat} pays a double bête of {chips}", subject="seat",
                    you="You pay a double bête of {chips}")

DROPPED_TEXT = Text(_CTX, "{seat} drops out and pays {chips}", subject="seat",
                you="You drop out and pay {chips}")

NEXT_POT = Text(_CTX, "{chips} in the pot for the next deal")

STANDING_SEAT = Text(_CTX, "{seat} {chips}")

STANDING_POT = Text(_CTX, "pot {chips}")

WHY_SHOVE = Text(_CTX, "The dealer shoves the deal on or deals")

WHY_SHOVED_ROUND = Text(_CTX, "The deal has gone round the table: you must deal")

WHY_CUT = Text(_CTX, "Cut the pack: lift 1 to 31 cards")

WHY_KNOCK = Text(_CTX, "Knock or decline, before looking at your cards")

WHY_SNIFF = Text(_CTX, "Sniff or decline")

WHY_DISCARD = Text(_CTX, "Discard one card")

WHY_DECLARE = Text(_CTX, "Play (tap) or pass")

WHY_FORCED = Text(_CTX, "The pot is bare: everybody must play")

WHY_SNIFFER = Text(_CTX, "Having sniffed, you play or drop out")

WHY_NO_DROP = Text(_CTX, "Only a dealer who sniffed may drop out")

WHY_EXCHANGE = Text(_CTX, "Exchange up to {n} cards with the talon, or none")

WHY_ROB = Text(_CTX, "Rob the trump card or decline")

WHY_PLAY = Text(_CTX, "Play a card")

WHY_NOT_HELD = Text(_CTX, "You do not hold the {card}")

WHY_FOLLOW = Text(_CTX, "You must follow suit: play a {suit}")

WHY_HEAD = Text(_CTX, "You must head the trick: play a higher {suit}")

WHY_TRUMP = Text(_CTX, "You cannot follow suit: you must trump")

WHY_OVERTRUMP = Text(_CTX, "You must overtrump")

WHY_LEAD_TRUMP = Text(_CTX, "You must lead a trump")

