"""The sentences of Spades that a person reads, as message ids with parameters (the
table translates them)."""

from __future__ import annotations

from cardtable.engine.messages import Text

NEEDS_NIL = Text("spades", "blind nil needs nil bids to be allowed")

CAP_NEEDS_NIL = Text("spades", "the side bid cap needs nil bids (a partner could be left "
                                "with no legal bid)")

CAP_NEEDS_DOUBLE_NIL = Text("spades", "with triples the side bid cap needs double nil allowed")

PAIRS_SEATS = Text("spades", "partnerships in pairs need 4 or 6 players")

TRIPLES_SEATS = Text("spades", "partnerships in triples need 6 players")

LOWEST_CLUB_SEATS = Text("spades", "the lowest-club first lead is not played with 2 players")

BAD_DECK = Text("spades", "the deck is not the {size}-card Spades pack for {n} players")

BAD_DEALER = Text("spades", "dealer {dealer} is not a seat of {n}")

CARRY_KIND = Text("spades", "a Spades hand carries side scores and bags")

CARRY_SIZE = Text("spades", "carry {name} must be a list of {n} whole numbers")

NO_SUCH_MOVE = Text("spades", "it is not a move of Spades")

HAND_OVER = Text("spades", "the hand is over")

KEEP_OR_REJECT = Text("spades", "You must keep or reject the card you are looking at")

TIME_TO_BID = Text("spades", "It is time to bid")

GIVE_A_CARD = Text("spades", "You must give a card to your partner")

BIDDING_OVER = Text("spades", "Bidding is over; play a card")

NOT_HELD = Text("spades", "You do not hold the {card}")

NOT_A_CARD = Text("spades", "You do not hold that card")

NOT_NOW = Text("spades", "it is not one of the moves allowed now")

LOOKED = Text("spades", "You have already looked at your cards")

NO_NIL = Text("spades", "Nil bids are not allowed in this game")

PARTNER_NIL = Text("spades", "Your partner already bid nil")

NO_BLIND_NIL = Text("spades", "Blind nil is not allowed in this game")

NOT_BEHIND = Text("spades", "You may bid blind nil only when your side is at least "
                             "{deficit} points behind")

BID_NEEDS_NUMBER = Text("spades", "A bid needs a number of tricks")

SIDE_CAP = Text("spades", "Your side's bids may not add up to more than {tricks} tricks")

BID_RANGE = Text("spades", "Bids go from {low} to {high}")

FOLLOW_SUIT = Text("spades", "You must follow suit: {suit}")

NO_SPADE_FIRST = Text("spades", "You may not play a spade on the first trick while you hold "
                                 "another suit")

LOWEST_CLUB = Text("spades", "The first trick must be led with the {card}")

ONLY_SPADES = Text("spades", "You may lead a spade only when you hold nothing but spades")

NOT_BROKEN = Text("spades", "Spades are not broken yet")

# The hand's summary, one part per side ("player 1+player 3: bid 4+nil, won 5, -59"), and the
# standing ("player 1+player 3: 120 (3 bags)  player 2+player 4: 80 (0 bags)"). The seats are
# SeatRefs: the table names the people sitting there ("Anna+Ben: ...").
SIDE_RESULT = Text("spades", "{side}: bid {bids}, won {won}, {points}")

SIDE_SCORE = Text("spades", "{side}: {score}")

SIDE_SCORE_BAGS = Text("spades", "{side}: {score} ({bags} bags)")

PLUS = Text("spades", "{first}+{rest}")  # partners, or their bids: "1+3", "4+nil"

THEN = Text("spades", "{first}; {rest}")  # the sides of the summary

APART = Text("spades", "{first}  {rest}")  # the sides of the standing

NIL = Text("spades", "nil")

BLIND_NIL_WORDS = Text("spades", "blind nil")

