"""Learn Schnapsen: one deal against Anna, from the first trick to 66 (about five tricks).

You lead (the forehand): you exchange the jack of trumps for the trump card, announce a
marriage of 20, win tricks with aces, see Anna trump your queen, and reach 66 with the ace
that takes Anna's ten."""

from __future__ import annotations

from cardtable.ui.learn.guide import Guide, Say, They, You, teach

C = "learn schnapsen"

GUIDE = Guide(
    game="schnapsen",
    dealer=1,  # Anna deals, so you lead
    # You: JH KS QS AC TH; Anna: JC QC KD JD TS; the trump card AH; then the talon.
    deck="JH KS QS JC QC KD AH AC TH JD TS TC KC AD TD QD KH QH AS JS",
    steps=(
        Say(teach(C, "Welcome to Schnapsen! Two players, 20 cards. Whoever first counts "
                     "66 points wins the deal. These five cards are yours."), "hand0"),
        Say(teach(C, "The card turned up under the pile is the trump card: {H} are trumps "
                     "this deal. A trump beats any card of another suit."), "trump"),
        Say(teach(C, "The face-down pile is the talon. After each trick, both of you draw "
                     "a card from it: the winner first."), "talon"),
        Say(teach(C, "Cards count: {ace} 11, {ten} 10, {king} 4, {queen} 3, {jack} 2. You "
                     "score the cards of the tricks you win. Your points are shown here."),
            "score"),
        You("exchange",
            teach(C, "You hold the {jack} of trumps, the {JH}. Before you lead, you may swap it "
                     "for the trump card: drag the {JH} onto the {AH} (or click the trump "
                     "card)."),
            teach(C, "Not yet: first swap your {JH} for the {AH}. Drag it onto the trump "
                     "card."), "trump"),
        Say(teach(C, "Now the {AH} is yours. You also hold the {king} and the {queen} of the "
                     "same suit, the {KS} and the {QS}: a marriage! It is worth 20 (40 in "
                     "trumps) once you win a trick."), "hand0"),
        You("marry S",
            teach(C, "Announce it: play the {KS} and answer Yes when you are asked whether "
                     "to announce the marriage."),
            teach(C, "Not that one: play the {KS} and announce the marriage, it is worth 20 "
                     "points."), "hand0"),
        You("KS",
            teach(C, "Now lead the {KS} of your marriage."),
            teach(C, "Lead the {KS}: a marriage is announced by playing its king or queen."),
            "hand0"),
        They(1, "JD", teach(C, "Anna answers. While the talon lasts, she need not follow "
                               "suit.")),
        Say(teach(C, "Your {KS} beats her {JD}: the trick is yours, 4 + 2 points, and the "
                     "marriage's 20 count now: 26. Both of you drew a card."), "trick"),
        You("AC",
            teach(C, "The winner leads. Your {AC} is the highest club: lead it."),
            teach(C, "Lead the {AC}: nothing but a trump could take it, and Anna has no "
                     "trump."), "hand0"),
        They(1, "QC"),
        You("AD",
            teach(C, "Another trick: 11 + 3 = 14, you have 40. Lead your new ace, the {AD}."),
            teach(C, "Lead the {AD}: an ace wins unless it is trumped."), "hand0"),
        They(1, "KD"),
        You("QS",
            teach(C, "55 points! Now lead the {QS}: let us see what Anna does."),
            teach(C, "Lead the {QS} this time: keep your trumps for later."), "hand0"),
        They(1, "KH"),
        Say(teach(C, "Anna played the {KH}, a trump: it beats your {QS} even though it is "
                     "another suit. Her trick, so she leads next."), "trick"),
        They(1, "TS"),
        You("AS",
            teach(C, "Anna leads the {TS}. Take it with your {AS}: 11 + 10 points, and you "
                     "are past 66."),
            teach(C, "Play the {AS}: the highest spade takes her ten."), "hand0"),
        Say(teach(C, "You reached 66 and win the deal! Anna has fewer than 33, so it is "
                     "worth 2 game points. The first to win 7 game points wins the "
                     "Bummerl."), "sheet"),
    ),
    end=teach(C, "That is Schnapsen. Closing the talon, and the strict rules once it is "
                 "empty, are in the rules (F1). Ready for a real game?"),
)
