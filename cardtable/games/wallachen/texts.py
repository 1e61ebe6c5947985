"""The sentences of Wallachen that a person reads, as message ids with parameters (the
table translates them)."""

from __future__ import annotations

from cardtable.engine.messages import Text

NOT_A_MOVE = Text("wallachen", "That is not a move of Wallachen")

OVER_TEXT = Text("wallachen", "The deal is over")

DOPPELN_TEXT = Text("wallachen", "Now each player decides whether to push the Doppler: double or no")

_AUCTION = Text("wallachen", "It is the auction: bid, hold or pass")

OPEN = Text("wallachen", "Nobody holds a bid yet: play (bid six) or pass")

OPEN_SIRCH = Text("wallachen", "Nobody holds a bid yet: bid a Brand, Bettel or Mord, or pass")

ANSWER = Text("wallachen", "{who} bid {level}: hold it or pass")

CHALLENGE = Text("wallachen", "You may bid {level}, or pass")

CHALLENGE_ANY = Text("wallachen", "You may bid any level above {level}, or pass")

ONLY_PASS = Text("wallachen", "Mord is held: nothing is higher, you can only pass")

DISCARD_TEXT = Text("wallachen", "Lay away two cards of your hand")

NOT_HELD = Text("wallachen", "You do not hold the {card}")

CONTRACT_TEXT = Text("wallachen", "Your contract must be at least your winning bid, {level}")

NAME_TRUMP = Text("wallachen", "Name the trump suit with a contract of tricks")

KONTRA_ASK_TEXT = Text("wallachen", "Say Kontra or no")

RE_ASK_TEXT = Text("wallachen", "Say Re or no")

KONTRA_WHEN = Text("wallachen", "Only a defender may say Kontra, once, before the end of the "
                                 "first trick")

FOLLOW_HEAD = Text("wallachen", "You must follow suit and beat the {card}: play a higher {suit}")

FOLLOW = Text("wallachen", "You must follow suit: play a {suit}")

OVERTRUMP = Text("wallachen", "You must overtrump the {card}: play a higher {suit}")

TRUMP = Text("wallachen", "You cannot follow suit, so you must trump: play a {suit}")

PLAY_NOW = Text("wallachen", "Play a card")

SUMMARY_MADE = Text("wallachen", "{who} made {contract} with %n tricks",
                     one="{who} made {contract} with %n trick", count="tricks", subject="who",
                     you="You made {contract} with %n tricks",
                     you_one="You made {contract} with %n trick")

SUMMARY_FAILED = Text("wallachen", "{who} failed {contract} with %n tricks",
                       one="{who} failed {contract} with %n trick", count="tricks",
                       subject="who", you="You failed {contract} with %n tricks",
                       you_one="You failed {contract} with %n trick")

SUMMARY_POT = Text("wallachen", "Nobody played: everybody paid {ante} into the pot")

SUMMARY_REDEAL = Text("wallachen", "Nobody played: the deal is thrown in")

STANDING = Text("wallachen", "{balances}; pot {pot}")

BALANCE = Text("wallachen", "{who}: {chips}")

