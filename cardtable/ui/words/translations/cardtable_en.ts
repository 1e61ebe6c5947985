<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>StatisticsWindow</name>
        <message numerus="yes">
            <source>%n deals played</source>
            <translation>
                <numerusform>%n deal played</numerusform>
                <numerusform>%n deals played</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>access</name>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n chip</numerusform>
                <numerusform>%n chips</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message numerus="yes">
            <source>%n blunders</source>
            <translation>
                <numerusform>%n blunder</numerusform>
                <numerusform>%n blunders</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistakes</source>
            <translation>
                <numerusform>%n mistake</numerusform>
                <numerusform>%n mistakes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n inaccuracies</source>
            <translation>
                <numerusform>%n inaccuracy</numerusform>
                <numerusform>%n inaccuracies</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decisions rated</source>
            <translation>
                <numerusform>%n decision rated</numerusform>
                <numerusform>%n decisions rated</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>poch</name>
        <message numerus="yes">
            <source>%n counters</source>
            <translation>
                <numerusform>%n counter</numerusform>
                <numerusform>%n counters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You went out first and collected %n counters</source>
            <translation>
                <numerusform>You went out first and collected %n counter</numerusform>
                <numerusform>You went out first and collected %n counters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} went out first and collected %n counters</source>
            <translation>
                <numerusform>{who} went out first and collected %n counter</numerusform>
                <numerusform>{who} went out first and collected %n counters</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>schnapsen</name>
        <message numerus="yes">
            <source>%n game points</source>
            <translation>
                <numerusform>%n game point</numerusform>
                <numerusform>%n game points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards. Click it (or press C) to close it</source>
            <translation>
                <numerusform>The talon: %n card. Click it (or press C) to close it</numerusform>
                <numerusform>The talon: %n cards. Click it (or press C) to close it</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards, closed</source>
            <translation>
                <numerusform>The talon: %n card, closed</numerusform>
                <numerusform>The talon: %n cards, closed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards</source>
            <translation>
                <numerusform>The talon: %n card</numerusform>
                <numerusform>The talon: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win %n game points: {why}.</source>
            <translation>
                <numerusform>You win %n game point: {why}.</numerusform>
                <numerusform>You win %n game points: {why}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{role} wins %n game points: {why}.</source>
            <translation>
                <numerusform>{role} wins %n game point: {why}.</numerusform>
                <numerusform>{role} wins %n game points: {why}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</source>
            <translation>
                <numerusform>You win %n game point: {why}. (+{bonus} carried over from a 65 : 65 tie)</numerusform>
                <numerusform>You win %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{role} wins %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</source>
            <translation>
                <numerusform>{role} wins %n game point: {why}. (+{bonus} carried over from a 65 : 65 tie)</numerusform>
                <numerusform>{role} wins %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Nobody scores: {why}. The winner of the next deal gets %n more game points.</source>
            <translation>
                <numerusform>Nobody scores: {why}. The winner of the next deal gets %n more game point.</numerusform>
                <numerusform>Nobody scores: {why}. The winner of the next deal gets %n more game points.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>spades</name>
        <message numerus="yes">
            <source>%n more cards</source>
            <translation>
                <numerusform>%n more card</numerusform>
                <numerusform>%n more cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The stock: %n cards</source>
            <translation>
                <numerusform>The stock: %n card</numerusform>
                <numerusform>The stock: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Drawing: %n cards in the stock</source>
            <translation>
                <numerusform>Drawing: %n card in the stock</numerusform>
                <numerusform>Drawing: %n cards in the stock</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n bags)</source>
            <translation>
                <numerusform>(%n bag)</numerusform>
                <numerusform>(%n bags)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>table</name>
        <message numerus="yes">
            <source>%n deals of {total} are still to play. End the session now and settle the chips?</source>
            <translation>
                <numerusform>%n deal of {total} is still to play. End the session now and settle the chips?</numerusform>
                <numerusform>%n deals of {total} are still to play. End the session now and settle the chips?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{place}: %n chips</source>
            <translation>
                <numerusform>{place}: %n chip</numerusform>
                <numerusform>{place}: %n chips</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>tippen</name>
        <message numerus="yes">
            <source>Exchange %n (E)</source>
            <translation>
                <numerusform>Exchange %n (E)</numerusform>
                <numerusform>Exchange %n (E)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exchanges %n</source>
            <translation>
                <numerusform>Exchanges one</numerusform>
                <numerusform>Exchanges %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n chip</numerusform>
                <numerusform>%n chips</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>took %n</source>
            <translation>
                <numerusform>took %n</numerusform>
                <numerusform>took %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Talon: %n cards</source>
            <translation>
                <numerusform>Talon: %n card</numerusform>
                <numerusform>Talon: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You take %n tricks: +{chips}</source>
            <translation>
                <numerusform>You take %n trick: +{chips}</numerusform>
                <numerusform>You take %n tricks: +{chips}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{seat} takes %n tricks: +{chips}</source>
            <translation>
                <numerusform>{seat} takes %n trick: +{chips}</numerusform>
                <numerusform>{seat} takes %n tricks: +{chips}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>wallachen</name>
        <message numerus="yes">
            <source>%n more cards to mark.</source>
            <translation>
                <numerusform>%n more card to mark.</numerusform>
                <numerusform>%n more cards to mark.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n chip</numerusform>
                <numerusform>%n chips</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Dopplers</source>
            <translation>
                <numerusform>%n Doppler</numerusform>
                <numerusform>%n Dopplers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You made {contract} with %n tricks</source>
            <translation>
                <numerusform>You made {contract} with %n trick</numerusform>
                <numerusform>You made {contract} with %n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} made {contract} with %n tricks</source>
            <translation>
                <numerusform>{who} made {contract} with %n trick</numerusform>
                <numerusform>{who} made {contract} with %n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You failed {contract} with %n tricks</source>
            <translation>
                <numerusform>You failed {contract} with %n trick</numerusform>
                <numerusform>You failed {contract} with %n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} failed {contract} with %n tricks</source>
            <translation>
                <numerusform>{who} failed {contract} with %n trick</numerusform>
                <numerusform>{who} failed {contract} with %n tricks</numerusform>
            </translation>
        </message>
    </context>
</TS>
