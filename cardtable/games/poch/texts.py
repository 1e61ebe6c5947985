"""The sentences of Poch that a person reads, as message ids with parameters (the
table translates them)."""

from __future__ import annotations

from cardtable.engine.messages import Text

OVER_WHY = Text("poch", "The deal is over")

NOT_BETTING = Text("poch", "The betting is over: play a card")

CARD_IN_BETTING = Text("poch", "Cards are played after the betting (Pochen) is over")

NO_SET = Text("poch", "Only a player with a pair or better may bet; you can only pass")

ALREADY_OPEN = Text("poch", "The betting is already open: hold, raise or pass")

NOT_OPEN = Text("poch", "Nobody has opened yet: open or pass")

OPEN_RANGE = Text("poch", "Open with 1 to {most} counters")

RAISE_RANGE = Text("poch", "Raise by 1 to {most} counters")

NO_MORE_RAISES = Text("poch", "The bet has been raised {most} times already: hold or pass")

NOT_HELD = Text("poch", "You do not hold the {card}")

MUST_FOLLOW = Text("poch", "The {card} continues the chain: you must play it")

UNKNOWN = Text("poch", "Poch has no such move")

CLAIM_PART = Text("poch", "{place} to {who} ({n})", subject="who", you="{place} to you ({n})")

MELDEN = Text("poch", "Melden: {claims}")

MELDEN_NONE = Text("poch", "Melden: nothing claimed")

POOL_FOLD = Text("poch", "{who} won the pool of {n} uncontested", subject="who",
                  you="You won the pool of {n} uncontested")

POOL_SHOW = Text("poch", "{who} won the pool of {n} at the showdown", subject="who",
                  you="You won the pool of {n} at the showdown")

NO_OPENING = Text("poch", "nobody opened the betting")

FIRST_OUT = Text("poch", "{who} went out first and collected %n counters",
                  one="{who} went out first and collected %n counter", count="n",
                  subject="who", you="You went out first and collected %n counters",
                  you_one="You went out first and collected %n counter")

SUMMARY = Text("poch", "{melden}; {pochen}; {ausspielen}.")

BALANCE = Text("poch", "{who}: {n}", subject="who", you="you have {n}")

STANDING = Text("poch", "Counters: {balances}")

