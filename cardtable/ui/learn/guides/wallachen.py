"""Learn Wallachen: one deal of ten tricks against Anna and Bert.

Bert deals, so you are forehand. You push the Doppler after your first three cards, say "I
play", hold Anna's seven, take the Start and lay away two small bells, declare seven; Anna
says Kontra and you answer Re. Your first lead, the ace of acorns, makes acorns trumps; you
give up your one losing heart, must trump Anna's ace of bells, and take nine tricks: each
of them pays you 9 x 8 = 72."""

from __future__ import annotations

from cardtable.ui.learn.guide import Guide, Say, They, You, teach

GUIDE = Guide(
    game="wallachen",
    dealer=2,  # Bert deals: you are forehand and speak first
    # You:  AC KC AH | QC JC TC AS | KS 7D 8D;  the Start 9C 7H
    # Anna: 8C KH QH | JH TH AD KD | QD QS JS
    # Bert: 7C 9H 8H | JD TD 9D TS | 9S 8S 7S
    deck=("AC KC AH 8C KH QH 7C 9H 8H QC JC TC AS JH TH AD KD JD TD 9D TS KS 7D 8D "
          "QD QS JS 9S 8S 7S 9C 7H"),
    steps=(
        Say(teach("learn wallachen", "Welcome to Wallachen! Three players, ten cards each. One of "
                                     "you, the declarer, plays alone against the other two and "
                                     "must take at least the tricks bid."), ""),
        Say(teach("learn wallachen", "Three cards each come first. Before the rest are dealt, "
                                     "each player may push the Doppler: it doubles the stakes of "
                                     "this deal."), "hand0"),
        You("double",
            teach("learn wallachen", "Your first three cards are the {AC}, the {KC} and the {AH}: "
                                     "a fine start. Push your Doppler."),
            teach("learn wallachen", "Push the Doppler: three such high cards to begin with "
                                     "promise a good deal for you."), "choice"),
        They(1, "no", teach("learn wallachen", "{seat1} does not double.")),
        They(2, "no", teach("learn wallachen", "Nor does {seat2}. Now the rest is dealt.")),
        Say(teach("learn wallachen", "Ten cards each, and two lie face down: the Start. Whoever "
                                     "wins the auction takes them."), "start"),
        Say(teach("learn wallachen", "In the auction you say how many of the ten tricks you will "
                                     "take: six at least. You are forehand, so you speak first "
                                     "and keep priority: when someone bids more, you may hold, "
                                     "taking that bid yourself."), "plate0"),
        You("bid 6",
            teach("learn wallachen", "Five {C} from the {AC} down, and the {AS} and the {AH} "
                                     "besides: a strong hand. Say \"I play\": six tricks."),
            teach("learn wallachen", "Say \"I play\": with five top {C} and two more high cards "
                                     "you will take many tricks."), "choice"),
        They(1, "bid 7", teach("learn wallachen", "{seat1} bids seven.")),
        You("hold",
            teach("learn wallachen", "Hold: you take seven yourself and keep the game. Your cards "
                                     "make seven."),
            teach("learn wallachen", "Hold: you keep the game at seven, and your cards can make "
                                     "it."),
            "choice"),
        They(1, "pass", teach("learn wallachen", "{seat1} gives up.")),
        They(2, "pass", teach("learn wallachen", "{seat2} passes too: you are the declarer, for "
                                                 "seven.")),
        Say(teach("learn wallachen", "The Start is yours: the {9C} and the {7H}. Now lay away two "
                                     "cards; they count for nobody."), "hand0"),
        You("discard 7D 8D",
            teach("learn wallachen", "Lay away the {7D} and the {8D}, small cards that would only "
                                     "lose tricks. Click both, then lay them away."),
            teach("learn wallachen", "Lay away the {7D} and the {8D}, your weakest cards; keep "
                                     "the {C} and the high cards."), "choice"),
        You("declare 7",
            teach("learn wallachen", "Now announce your contract: seven, or more. You are paid "
                                     "for every trick you take anyway, and a higher contract only "
                                     "costs more if you fail. Announce seven."),
            teach("learn wallachen", "Announce seven: you are paid for each trick you take, so a "
                                     "higher contract adds only risk."), "choice"),
        They(1, "kontra", teach("learn wallachen", "{seat1} says Kontra: she thinks you will "
                                                   "fail. That doubles the stakes.")),
        You("re",
            teach("learn wallachen", "Answer with Re: you are sure of seven tricks, so double "
                                     "once more. With your Doppler, Kontra and Re the deal counts "
                                     "eight times."),
            teach("learn wallachen", "Say Re: your cards make seven, and Re doubles what they pay "
                                     "you."),
            "choice"),
        You("AC",
            teach("learn wallachen", "You lead, and the suit of the declarer's first card becomes "
                                     "trumps. Lead the {AC}: {C} are trumps."),
            teach("learn wallachen", "Lead the {AC}: your first card names the trumps, and your "
                                     "{C} are long and strong."), "card:AC"),
        They(1, "8C"),
        They(2, "7C", teach("learn wallachen", "Both had to follow with a trump, and those were "
                                               "their only ones.")),
        You("7H",
            teach("learn wallachen", "Nobody else holds a trump now. Give up your one losing card "
                                     "while your trumps can win the lead back: lead the {7H}."),
            teach("learn wallachen", "Lead the {7H}: it will lose anyway, and now your trumps can "
                                     "still take the lead back."), "card:7H"),
        They(1, "KH", teach("learn wallachen", "{seat1} must follow suit and beat the card on the "
                                               "table if she can.")),
        They(2, "9H"),
        They(1, "AD", teach("learn wallachen", "{seat1} won and leads the {AD}.")),
        They(2, "JD"),
        You("9C",
            teach("learn wallachen", "You have no {D}, so you must trump. Your smallest trump, "
                                     "the {9C}, is enough."),
            teach("learn wallachen", "You have no {D}, so you must play a trump; the smallest, "
                                     "the {9C}, wins."), "card:9C"),
        You("AS",
            teach("learn wallachen", "Now every card you hold wins. Lead the {AS}."),
            teach("learn wallachen", "Lead the {AS}; the other cards will win "
                                     "afterwards."), "card:AS"),
        They(1, "QS"),
        They(2, "TS"),
        You("KS",
            teach("learn wallachen", "The {KS} is now the highest {S}."),
            teach("learn wallachen", "Lead the {KS}, the highest {S} left."), "card:KS"),
        They(1, "JS"),
        They(2, "9S"),
        You("AH",
            teach("learn wallachen", "Then the {AH}."),
            teach("learn wallachen", "Lead the {AH}."), "card:AH"),
        They(1, "QH"),
        They(2, "8H"),
        You("KC",
            teach("learn wallachen", "Seven tricks: your contract is made. Take the rest with "
                                     "your trumps: the {KC}."),
            teach("learn wallachen", "Lead the {KC}."), "card:KC"),
        They(1, "JH"),
        They(2, "8S"),
        You("QC", teach("learn wallachen", "The {QC}."),
            teach("learn wallachen", "Lead the {QC}."), "card:QC"),
        They(1, "TH"),
        They(2, "7S"),
        You("JC", teach("learn wallachen", "The {JC}."),
            teach("learn wallachen", "Lead the {JC}."), "card:JC"),
        They(1, "KD"),
        They(2, "TD"),
        You("TC", teach("learn wallachen", "And the last one, the {TC}."),
            teach("learn wallachen", "Lead the {TC}."), "card:TC"),
        They(1, "QD"),
        They(2, "9D"),
        Say(teach("learn wallachen", "Nine tricks! You bid seven and made it. Each of them pays "
                                     "you 9 tricks times 8 (Doppler, Kontra and Re): "
                                     "72."), "score"),
    ),
    end=teach("learn wallachen", "That is Wallachen. Bettel (no trick at all) and Mord (all ten) "
                                 "are bids too; they are in the rules (F1). Ready for a real "
                                 "game?"),
)
