"""Learn Tippen: one deal of three tricks with Anna, Bert and Clara, for a pot of 12.

You deal (and pay the basic stake of 3 into the pot, where 9 lie from the last deal). Anna
and Clara play, Bert passes; you play with the king of trumps and exchange two small cards
for the ace of clubs and the seven of diamonds. You must overtrump Clara on the first trick,
win the second with the ace, and lose the last to Anna: 8 counters for you, 4 for Anna, and
Clara, who played and took no trick, pays the bête of 12 into the next deal's pot."""

from __future__ import annotations

from cardtable.ui.learn.guide import Guide, Say, They, You, teach

GUIDE = Guide(
    game="tippen",
    seats=4,
    dealer=0,  # you deal: Clara, on your right, cuts; Anna speaks and leads first
    # After Clara's cut (12): Anna AS AD 7S, Bert TD 9D TS, Clara 9H QC 7C, you KH 9S 8S;
    # the trump card 8H; the talon starts 8C JC AC 7D.
    deck=("AH QH JH TH 7H KD QD JD 8D KC TC 9C AS TD 9H KH AD 9D QC 9S 8H 7S TS 7C 8S "
          "8C JC AC 7D KS QS JS"),
    start={"places": {"pot": 9}},
    steps=(
        Say(teach("learn tippen", "Welcome to Tippen! Everyone gets three cards, and the three "
                                  "tricks share the pot: each trick wins a third of it."), ""),
        Say(teach("learn tippen", "This is the pot. The last deal left 9 counters in it, and you, "
                                  "the dealer, paid in the basic stake of 3: 12 counters, so each "
                                  "trick is worth 4."), "pot"),
        They(3, "cut 12", teach("learn tippen", "{seat3}, on your right, cuts the pack, and the "
                                                "cards are dealt.")),
        Say(teach("learn tippen", "The card turned face up is the trump card: {H} are trumps. A "
                                  "trump beats any card of another suit; otherwise the highest "
                                  "card of the suit led wins."), "trump"),
        Say(teach("learn tippen", "Your cards: the {KH}, a high trump, and two small "
                                  "{S}."), "hand0"),
        Say(teach("learn tippen", "Now each player says whether they play or pass, starting on "
                                  "your left. Whoever passes is out of this deal and risks "
                                  "nothing. Whoever plays and takes no trick pays the bête: as "
                                  "much as the pot, 12."), "plate1"),
        They(1, "tap", teach("learn tippen", "{seat1} plays."), "plate1"),
        They(2, "pass", teach("learn tippen", "{seat2} passes: his cards go face down."), "plate2"),
        They(3, "tap", teach("learn tippen", "{seat3} plays."), "plate3"),
        You("tap",
            teach("learn tippen", "Your turn. The {KH} is a high trump and very likely takes a "
                                  "trick, worth 4 counters. Play."),
            teach("learn tippen", "Play: with the {KH} you will very likely take a trick, and "
                                  "each one is worth 4 counters."), "choice"),
        Say(teach("learn tippen", "Each player who plays may now exchange up to three cards with "
                                  "the talon: throw them away and take as many new ones from the "
                                  "top."),
            "talon"),
        They(1, "exchange 7S", teach("learn tippen", "{seat1} exchanges one card.")),
        They(3, "exchange 7C", teach("learn tippen", "{seat3} exchanges one card.")),
        You("exchange 8S 9S",
            teach("learn tippen", "Keep your {KH} and exchange the {9S} and the {8S}: small cards "
                                  "of a plain suit seldom take a trick. Click the two of them, "
                                  "then Exchange."),
            teach("learn tippen", "Exchange just the {9S} and the {8S}, and keep the {KH}, your "
                                  "best card."), "choice"),
        Say(teach("learn tippen", "You drew the {AC} and the {7D}. The {AC} wins its suit unless "
                                  "it is trumped."), "hand0"),
        They(1, "AS", teach("learn tippen", "{seat1}, first on your left, leads the {AS}.")),
        They(3, "9H", teach("learn tippen", "{seat3} has no {S}, so she must trump: the {9H}.")),
        You("KH",
            teach("learn tippen", "You have no {S} either. Then you must trump, and beat the "
                                  "trump already in the trick if you can: your {KH} beats "
                                  "{seat3}'s {9H}."),
            teach("learn tippen", "You have no {S}, so you must trump and beat the {9H}: only the "
                                  "{KH} does that."), "card:KH"),
        Say(teach("learn tippen", "Your trick: a third of the pot, 4 counters, is yours. You lead "
                                  "next."), "pot"),
        You("AC",
            teach("learn tippen", "Lead your {AC}: nobody can beat it unless they still have a "
                                  "trump."),
            teach("learn tippen", "Lead the {AC}: the {7D} would surely lose, the {AC} very "
                                  "likely wins."),
            "card:AC"),
        They(1, "8C"),
        They(3, "QC"),
        You("7D",
            teach("learn tippen", "Two tricks, 8 counters. Lead your last card, the {7D}."),
            teach("learn tippen", "Play your last card, the {7D}."), "card:7D"),
        They(1, "AD", teach("learn tippen", "{seat1}'s {AD} takes the last trick and 4 counters.")),
        They(3, "JC"),
        Say(teach("learn tippen", "{seat3} played and took no trick, so she pays the bête of 12 "
                                  "into the pot: it waits there for the next deal. You paid 3 and "
                                  "won 8."), "pot"),
    ),
    end=teach("learn tippen", "That is Tippen. Knocking, robbing the trump and the other old "
                              "variants are options in the rules (F1). Ready for a real game?"),
)
