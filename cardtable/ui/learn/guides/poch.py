"""Learn Poch: one deal at a table of four (you, Anna, Bert and Clara, who deals), through
its three parts: Melden (Anna takes King, Queen and Mariage; the rest waits on the board),
Pochen (your pair of kings against Anna's nines), Ausspielen (your chain of clubs, and out
first with your kings)."""

from __future__ import annotations

from cardtable.ui.learn.guide import Guide, Say, They, You, teach

C = "learn poch"

# Dealt one card at a time from your left: you KS KD 7C 8C, Anna 9C 9S KH QH,
# Bert TS JS 8D 7D, Clara QS 9D TD 7H (her last card, shown: hearts are trumps); the
# sixteen cards left are the talon, which nobody sees or uses.
DECK = ("KS 9C TS QS KD 9S JS 9D 7C KH 8D TD 8C QH 7D 7H "
        "AC KC QC JC TC AS 8S 7S AH JH TH 9H 8H AD QD JD")

GUIDE = Guide(
    game="poch",
    seats=4,
    dealer=3,  # Clara deals, so you speak first
    deck=DECK,
    steps=(
        Say(teach(C, "Welcome to Poch! Four players, four cards each, and this board. A "
                     "deal has three parts: Melden, Pochen and Ausspielen."), "board"),
        Say(teach(C, "Before the deal, everyone put 1 chip into each of the seven outer "
                     "compartments. The dealer's last card is shown and sets the trumps: "
                     "the {7H}, so {H} are trumps."), "card:7H"),
        Say(teach(C, "Melden: whoever holds the {ace}, {king}, {queen}, {jack} or {ten} of "
                     "trumps takes that compartment's chips. Anna holds the {KH} and the "
                     "{QH}: she took {king}, {queen}, and Mariage (the two together)."),
            "mariage"),
        Say(teach(C, "Nobody holds the {ace}, {jack} or {ten} of trumps, and nobody holds a "
                     "Sequenz (three cards in a row of one suit): those chips stay on the "
                     "board and wait for the next deal."), "sequenz"),
        Say(teach(C, "Now Pochen, a betting round. Only a player with a Kunststück may "
                     "bet: two or more cards of the same rank. You hold a pair of kings!"),
            "hand0"),
        You("open 1",
            teach(C, "You speak first. Open with 1: your chip goes into the centre, the "
                     "Poch compartment. Press Open 1."),
            teach(C, "Open with 1 this time: a small bet keeps the others in the game."),
            "choice"),
        They(1, "raise 1", teach(C, "The others answer in turn.")),
        They(2, "pass"),
        They(3, "pass"),
        Say(teach(C, "Anna raised by 1: she has a Kunststück too. Bert and Clara have none, "
                     "so they had to pass. The Poch compartment holds 3 chips."), "poch"),
        You("hold",
            teach(C, "Hold: pay 1 more to match Anna's bet, and the hands are shown. A pair "
                     "of kings loses only to aces, or to three or four of a kind."),
            teach(C, "Hold: your kings are strong, and holding costs only 1 chip."),
            "choice"),
        Say(teach(C, "Your kings beat Anna's nines: the 4 chips of the Poch compartment "
                     "are yours."), "plate0"),
        Say(teach(C, "Last part, Ausspielen: get rid of your cards. You won the Pochen, so "
                     "you start. Whoever holds the next higher card of that suit must play "
                     "it, and so on up the chain."), "hand0"),
        You("7C",
            teach(C, "Start with the {7C}: the {8C} comes next, and it is yours too."),
            teach(C, "Start with the {7C}: your {8C} follows it, two cards gone at once."),
            "hand0"),
        You("8C",
            teach(C, "The {8C} is next in the chain, and you hold it: play it."),
            teach(C, "The {8C} must come now: it is the next card of the chain."), "hand0"),
        They(1, "9C", teach(C, "Anna holds the {9C}: she must play it.")),
        Say(teach(C, "The {TC} is in the talon, the cards nobody got: the chain stops. Anna "
                     "played the last card, so she starts the next chain."), "closed"),
        They(1, "9S", teach(C, "Anna starts with the {9S}. Bert holds the {TS} and the "
                               "{JS}, Clara the {QS}.")),
        They(2, "TS"),
        They(2, "JS"),
        They(3, "QS"),
        You("KS",
            teach(C, "The {KS} comes next, and it is yours: play it. The ace of spades is "
                     "in the talon, so you will start the next chain."),
            teach(C, "The {KS} must come now: it is the next card of the chain."), "hand0"),
        You("KD",
            teach(C, "One card left: play the {KD} and you are out first."),
            teach(C, "Play the {KD}: it is your last card."), "hand0"),
        Say(teach(C, "You are out! Everyone pays you 1 chip for each card still in hand: "
                     "2 + 2 + 3 = 7 chips."), "plate0"),
    ),
    end=teach(C, "That is Poch: Melden, Pochen, Ausspielen. The chips nobody won stay on "
                 "the board for the next deal. Ready for a real game?"),
)
