"""Learn Spades: one hand of thirteen tricks against Anna, Bert and Clara.

You deal, so Anna bids and leads first. You bid the four tricks you are sure of, follow suit
with the ace of hearts, may not lead a spade before spades are broken, give the lead away,
trump Bert's ace of clubs (which breaks spades), draw the little joker with the big one, and
make seven tricks: 43 points. Bert bids three and takes one, so he scores nothing."""

from __future__ import annotations

from cardtable.ui.learn.guide import Guide, Say, They, You, teach

GUIDE = Guide(
    game="spades",
    dealer=0,  # you deal: Anna, on your left, bids and leads first
    # You:   BJ AS 9S 5S 4S  AH KH 6H 3H  AD 7D 4D 3D
    # Anna:  KS QS JS 6S 3S 2S  QH JH 5H  KC QC  8D 5D
    # Bert:  TS 8S 7S  TH 8H 2H  KD QD JD 9D  AC JC TC
    # Clara: LJ  9H 7H 4H  TD 6D  9C 8C 7C 6C 5C 4C 3C
    deck=("6S TS LJ BJ KS 8S 9H AS QS 7S 7H 9S JS TH 4H 5S 3S 8H TD 4S 2S 2H 6D AH "
          "QH KD 3C KH JH QD 9C 6H 5H JD 8C 3H KC 9D 7C AD QC AC 6C 7D 5D JC 5C 4D "
          "8D TC 4C 3D"),
    steps=(
        Say(teach("learn spades", "Welcome to Spades! Four players, each playing for themselves, "
                                  "with 13 cards each. In a trick everyone plays one card, and "
                                  "the highest card wins it. These cards are yours."), "hand0"),
        Say(teach("learn spades", "Spades are always trumps: any spade beats every card of the "
                                  "other suits. The two jokers are the highest spades: the {BJ}, "
                                  "then the {LJ}, then the {AS}."), "hand0"),
        Say(teach("learn spades", "Before the play, everyone bids how many tricks they will take. "
                                  "You dealt, so {seat1}, on your left, bids first."), "plate1"),
        They(1, "bid 4", teach("learn spades", "{seat1} bids 4."), "plate1"),
        They(2, "bid 3", teach("learn spades", "{seat2} bids 3."), "plate2"),
        They(3, "bid 1", teach("learn spades", "{seat3} bids 1."), "plate3"),
        Say(teach("learn spades", "Your turn. Count the tricks you are sure of: the {BJ}, the "
                                  "{AS}, the {AH} and the {AD}: four."), "hand0"),
        You("bid 4",
            teach("learn spades", "Bid 4. A bid you make scores 10 points a trick and 1 more for "
                                  "each extra trick; fall short and the hand scores nothing."),
            teach("learn spades", "Bid 4, the tricks you are sure of: a smaller bid scores less "
                                  "(30 for 3), and a bigger one scores nothing if you fall "
                                  "short."), "choice"),
        They(1, "5H", teach("learn spades", "{seat1} leads the {5H}. Everyone must follow suit: "
                                            "play a heart if you have one.")),
        They(2, "TH"),
        They(3, "7H"),
        You("AH",
            teach("learn spades", "You have hearts, so you must play one. Your {AH} is the "
                                  "highest heart: play it and the trick is yours."),
            teach("learn spades", "You must follow suit with a heart, and the {AH} wins the "
                                  "trick: play it."), "card:AH"),
        Say(teach("learn spades", "Your first trick! Whoever wins a trick leads the next "
                                  "one."), "trick"),
        You("AD",
            teach("learn spades", "Your lead. A spade may not be led until spades are broken, "
                                  "that is until a spade has been played to a trick (or you hold "
                                  "nothing else). Lead the {AD}, the highest diamond."),
            teach("learn spades", "Spades are not broken yet, so you cannot lead one; and the "
                                  "{AD} is a sure trick. Lead the {AD}."), "card:AD"),
        They(1, "5D"),
        They(2, "9D"),
        They(3, "6D"),
        You("KH",
            teach("learn spades", "Everyone followed: another trick. With the ace gone, your {KH} "
                                  "is the highest heart left. Lead it."),
            teach("learn spades", "Lead the {KH}: now that the {AH} is gone, it is the highest "
                                  "heart."),
            "card:KH"),
        They(1, "JH"),
        They(2, "8H"),
        They(3, "4H"),
        You("3D",
            teach("learn spades", "Three tricks. Now let the lead go cheaply: lead your smallest "
                                  "card, the {3D}, and keep the {BJ} and the {AS} for later."),
            teach("learn spades", "Lead the small {3D}: losing it costs nothing, and your big "
                                  "spades can wait."), "card:3D"),
        They(1, "8D"),
        They(2, "KD", teach("learn spades", "{seat2}'s {KD} is the highest diamond.")),
        They(3, "TD"),
        They(2, "AC", teach("learn spades", "{seat2} won the trick, so he leads: the {AC}.")),
        They(3, "3C"),
        You("4S",
            teach("learn spades", "You have no clubs. Then you may play any card, and any spade "
                                  "beats them: trump with your smallest spade, the {4S}."),
            teach("learn spades", "You have no clubs, so you may trump: the {4S} beats even the "
                                  "{AC}, and your big spades stay in your hand."), "card:4S"),
        They(1, "QC"),
        Say(teach("learn spades", "You trumped an ace! A spade has been played, so spades are "
                                  "broken: from now on anyone may lead them."), "trick"),
        You("BJ",
            teach("learn spades", "Lead the {BJ}, the highest card of all. Everyone must follow "
                                  "with a spade if they have one."),
            teach("learn spades", "Lead the {BJ}: it cannot lose, and it draws the spades out of "
                                  "the other hands."), "card:BJ"),
        They(1, "2S"),
        They(2, "7S"),
        They(3, "LJ", teach("learn spades", "{seat3} had to follow with her only spade, the "
                                            "{LJ}.")),
        You("AS",
            teach("learn spades", "Both jokers are gone, so your {AS} is now the highest spade. "
                                  "Lead it."),
            teach("learn spades", "Lead the {AS}: with both jokers out, nothing can beat "
                                  "it."), "card:AS"),
        They(1, "3S"),
        They(2, "8S"),
        They(3, "4C", teach("learn spades", "{seat3} has no spade left, so she may play any "
                                            "card.")),
        Say(teach("learn spades", "Six tricks: your bid of 4 is made, and every trick more is "
                                  "worth a point."), "plate0"),
        You("3H",
            teach("learn spades", "Your other cards are small. Lead the {3H}."),
            teach("learn spades", "Lead the {3H}: your small cards cannot win now, so let one go."),
            "card:3H"),
        They(1, "QH"),
        They(2, "2H"),
        They(3, "9H"),
        They(1, "KC", teach("learn spades", "{seat1} won with the {QH} and leads the {KC}.")),
        They(2, "TC"),
        They(3, "5C"),
        You("5S",
            teach("learn spades", "No clubs again, and you play last: trump with the {5S} and the "
                                  "trick is yours."),
            teach("learn spades", "Trump with the {5S}: you play last, so this small spade wins "
                                  "the trick."), "card:5S"),
        You("4D",
            teach("learn spades", "Seven tricks. {seat1} still holds high spades, so your last "
                                  "cards will not win. Lead the {4D}."),
            teach("learn spades", "Lead the {4D}: {seat1}'s high spades will take the rest "
                                  "anyway."),
            "card:4D"),
        They(1, "6S", teach("learn spades", "{seat1} has no diamonds left, so she trumps.")),
        They(2, "JD"),
        They(3, "6C"),
        They(1, "JS"),
        They(2, "TS"),
        They(3, "7C"),
        You("9S",
            teach("learn spades", "{seat1} leads a spade: you must follow with your {9S}."),
            teach("learn spades", "You still have a spade, so you must play it: the "
                                  "{9S}."), "card:9S"),
        They(1, "QS"),
        They(2, "JC"),
        They(3, "8C"),
        You("7D",
            teach("learn spades", "No spade left: any card will do. Play the {7D}."),
            teach("learn spades", "Any card may go here; this time play the {7D}."), "card:7D"),
        They(1, "KS"),
        They(2, "QD"),
        They(3, "9C"),
        You("6H",
            teach("learn spades", "Your last card, the {6H}."),
            teach("learn spades", "Play your last card, the {6H}."), "card:6H"),
        Say(teach("learn spades", "The hand is over. You bid 4 and took 7: 40 points, plus 3 for "
                                  "the extra tricks, 43. {seat2} bid 3 but took only 1, so he "
                                  "scores nothing. Hands follow one another until someone reaches "
                                  "500."), "sheet"),
    ),
    end=teach("learn spades", "That is Spades. Nil bids, partnerships and the other variants are "
                              "in the rules (F1). Ready for a real game?"),
)
