<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th">
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SoundControls</name>
    <message>
        <source>Volume of the table&apos;s sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mute</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No statistics are kept: a demo keeps none, and the statistics file could not be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deal of {game} has been played to its end yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip balances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bummerl won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bummerl lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game}: {deals}, {won} won, {lost} lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n deals played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> ({rate} won)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bummerl: {won} won, {lost} lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions: {won} won, {lost} lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches: {won} won, {lost} lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your win rate over the last {n} deals, deal by deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals won, per cent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals (the last {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals won and lost per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate by the computers&apos; level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{units}, per cent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per cent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game points in each of the last {n} Bummerl ({won} won, {lost} lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bags your side took, hand by hand (the last {n} hands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chips after each deal (the last {n} sessions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every deal and match of {game} played so far? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>access</name>
    <message>
        <source>a card face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, in {name}&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you may play it: press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you may not play it now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s won cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{zone}: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>press it to act</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>board</name>
    <message>
        <source>Mariage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequenz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 8 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POCHER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K O</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>two of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>little joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sau</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>König</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ober</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Rules of {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The deal is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not one of the moves allowed now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move of this game: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cannot be read as a move: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} is played by {counts} players, not {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Schnapsen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Austrian Sixty-six for two: marriages, trump exchange, closing the talon, first to 66; Bummerl to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid the tricks you will take; spades are always trump, the jokers top them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tippen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cards around one pot: each trick takes a third of it, and a player who plays and takes none pays the bête.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wallachen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players: double with the Doppler, bid for the Start, then play alone against two for Six to Nine tricks, Bettel or Mord.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>german cards</name>
    <message>
        <source>two of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unter of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ober of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>König of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sau of acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unter of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ober of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>König of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sau of bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unter of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ober of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>König of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sau of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unter of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ober of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>König of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sau of leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acorns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acorn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Plays by rules of thumb and slips about one move in five (in Spades, misjudges two bids in five).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looks ahead over a few guesses at the hidden cards; makes the odd mistake. Bids in Spades by counting its high cards and spades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighs many more guesses at the hidden cards; in Schnapsen solves the end of the deal exactly, in Spades bids by playing out sample deals.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>numbers</name>
    <message>
        <source>{n} %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>20 cards (Schnapsen) or 24 cards with the nines (Sixty-six)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange only after a won trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest talon for the trump exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4: no exchange when only two talon cards remain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest talon for closing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4: no closing when only two talon cards remain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriage allowed before the first won trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the points stay pending until a trick is won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriages after the talon is closed or used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the partner card of a marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card led after a marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When marriage points count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending_until_next_win: only after the next won trick (schnapsen package)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going out (66)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto: the engine ends the deal; manual: the player must claim, a false claim loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go out right after announcing a marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing the talon allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring after closing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>viennese: the opponent&apos;s state at the close counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty for a false claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last-trick bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 card points for the last trick once the talon is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 65 : 65 tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carry: nobody scores, the next deal&apos;s winner gets 1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game points for a Bummerl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double Bummerl for a loser without game points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show running points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm closing the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs: 4 players (0+2, 1+3) or 6 (opposite); triples: 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big and little joker as the two top spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nil bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bid of no tricks: +/- nil value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nil value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both partners may bid nil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed nil tricks count for the partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: they only count as bags (pagat). On: they count toward the contract (OpenSpiel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zero: scores nothing; minus_bid: loses 10 per trick bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nil bid before looking; needs nil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil only when behind by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: always allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil card exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards passed between partners (pairs only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bags penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose bag penalty per bag limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bags per penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bag penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>500; short game 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game also ends at or below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No spades on the first trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side&apos;s bids at most the tricks of a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partnerships only; needs nil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players build hands by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cards each, then the trump card (Grupp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cards each, the trump card, one more each (Katira)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bête</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a player who plays and takes no trick pays into the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The playing pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The basic stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange with the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active players may exchange up to three cards (3-5 players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced play on a bare pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When nothing was carried into the pot, everybody must play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow suit, else trump; head the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow suit, else trump an untrumped trick (von Alvensleben)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced trump leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With three players in, the first lead is a trump; the winner of trick 1 who held two trumps leads a trump to trick 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s ante, a multiple of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most a deal is played for (0: no cap); a multiple of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robbing the trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An active holder of the seven of trumps may take the trump card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sniffing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Von Alvensleben: the dealer may drop out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grupp: the dealer must take two tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer may take the trump card before seeing his hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer may pass the deal on, paying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hupf und Sprung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ace or seven at the bottom of the cut moves the deal on; no forced play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot at the end of a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared equally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first to be dealt an ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals in a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: play until you stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sirch&apos;s form: Brand in a named suit, Bettel and Mord</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (Six to Nine, Bettel, Mord)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sirch (Brand, Bettel, Mord)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal in packets of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doppeln after the first packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doppeln</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simultaneous: every choice secret until all have chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One after another, openly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secretly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A challenger may name any higher level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When nobody plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forehand must play Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody pays into the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante into the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who takes the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winners of the next deal played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a declarer who wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A made contract is paid for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every trick taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tricks bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake per trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bettel pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mord pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doppeln, Kontra and Re double Bettel and Mord too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>announced: the declarer names trumps with his contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The suit of the first lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named by the declarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head the suit led even when the trick is trumped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard instead of undertrumping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head the trick in Bettel and Mord too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play all ten tricks of a decided Bettel or Mord</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defenders knock to show a void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: until the players stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schnapsen20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixty six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>credit when has trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending until next win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>viennese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pagat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last trick wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minus bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anytime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only when forced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eldest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lowest club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-4-3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5-5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-4-2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>outcome</name>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ {winner} won the Bummerl! ★</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} won the Bummerl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bummerl {number}: {winner} {won} : {lost} {loser} in game points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{loser} scored nothing: a schneider Bummerl, it counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bummerl so far: {first} {a} : {b} {second}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winners} end the session with the most chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winners} ends the session with the most chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balances: {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winners} won the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score: {scores}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>presets</name>
    <message>
        <source>Katira (1983): exchange, the bête is the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grupp (1975): exchange, the bête is the basic stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Von Alvensleben (1853): forced play on a bare pot, trump leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sirch&apos;s form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard, a pot when nobody plays</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schnapsen</name>
    <message>
        <source>Announce the marriage in {suit} ({value})?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce the marriage in {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim 66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange the trump jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong claim!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cards are played out: claim 66 or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead the king or queen of the marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follow suit with a higher card if you can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>click the talon (or press C) to close it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drag the trump jack onto the trump card (or press E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim 66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead a card — or {more}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>talon closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tricks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(+{n} waiting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talon: {n} ({state})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {points}, {tricks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game points to go: {a} : {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bummerl: {a} : {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points: {first} {a}, {second} {b}; tricks {c} : {d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} announced {value} in {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are played out: claim 66 or decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no claim to decline now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schnapsen has no action {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in the Schnapsen pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After announcing the marriage you must lead the king of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After announcing the marriage you must lead the king or queen of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn to play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit with a higher {suit} ({led} was led)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: play a {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no {suit}, so you must play a trump ({trump})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the player on lead may {what}, before leading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot {what} after announcing a marriage: lead its king or queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exchange the trump jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>announce a marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The talon is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The talon is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No exchange with fewer than {n} cards in the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may exchange only after winning a trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing the talon is not part of these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The talon may not be closed with fewer than {n} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one marriage may be announced with a lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the suit of the marriage, like &apos;marry H&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold the king and queen of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No marriage may be announced once the talon is closed or used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may announce a marriage only after winning a trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going out is automatic in these rules: nothing to claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may claim only after winning a trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may claim only right after winning a trick, before leading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forehand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{role} wins %n game points: {why}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{role} wins %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody scores: {why}. The winner of the next deal gets %n more game points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>went out first after the {role} closed the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed the talon and went out; the {role} had {score} and no trick at the close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed the talon and went out; the {role} had {score} and a trick at the close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>went out with {score} while the {role} has no trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>went out with {score} against {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {role} claimed 66 with only {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {role} closed the talon and did not reach 66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won the last trick ({score} against {other})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>65 against 65</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to go {to_go_0} : {to_go_1}   Bummerl {bummerl_0} : {bummerl_1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schnapsen needs schnapsen.Options, not {type}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer is seat 0 or 1, not {dealer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Schnapsen deal needs each of the {n} cards of the pack exactly once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Schnapsen deal carries a SchnapsenCarry, not {carry}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tie bonus is a whole number ≥ 0, not {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schnapsen is played by 2 players, not {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} is not a Schnapsen move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French, four colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German (Salzburg pattern)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spades</name>
    <message>
        <source>Your draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card from the stock is the {card}. Keep it (the next card is thrown away), or throw it away and take the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards are still face down. Bid blind nil now, before you see them — or turn them up and bid as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards are still face down: turn them up to bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or bid without looking:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many tricks will you take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nil: none at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more cards</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil exchange: give {cards} to {name}. Drag them onto {name}&apos;s cards, or double-click them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at my cards (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take next (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades broken!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid blind nil (B) before looking, or look at your cards (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>look at your cards (L, or click them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid how many tricks you will take (the bidding panel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep the card you see (K, or click it), or take the next one (N, or click the stock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a card to your partner: drag it onto their cards, or double-click it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead a card (no spade until spades are broken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follow suit if you can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades not broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawing · {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>to bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blind nil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bid} · won {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades: broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades: not broken yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Drawing: %n cards in the stock</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Trick {n} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game to {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names}: {bids}, won {n} — {points}, total {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n bags)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{names} won the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{summary}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>statistics</name>
    <message>
        <source>The statistics could not be kept: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be read ({why}). They were kept as {name}; new statistics are kept from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics were written by a newer version of cardtable (schema {version}). This version leaves them as they are and keeps no statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be opened: {why}. No statistics are kept this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be read ({why}) nor set aside: {error}. No statistics are kept this time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player {name} failed:
{why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, your turn: {hint}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card cannot go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: the numbers on the cards are expected points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; best: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; also {moves}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trump card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card looked at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} plays the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody else, look away. The cards appear when you press the button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, announce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, just play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} is not legal: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{place}: %n chips</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tippen</name>
    <message>
        <source>{parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody passes: the pot stays on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} alone plays and takes the pot of {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{seat} takes %n tricks: +{chips}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} pays the bête of {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} pays a double bête of {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} drops out and pays {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{chips} in the pot for the next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pot {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer shoves the deal on or deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal has gone round the table: you must deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut the pack: lift 1 to 31 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock or decline, before looking at your cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sniff or decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play (tap) or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pot is bare: everybody must play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Having sniffed, you play or drop out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a dealer who sniffed may drop out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange up to {n} cards with the talon, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rob the trump card or decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: play a {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must head the trick: play a higher {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot follow suit: you must trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must overtrump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must lead a trump</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wallachen</name>
    <message>
        <source>That is not a move of Wallachen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now each player decides whether to push the Doppler: double or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the auction: bid, hold or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody holds a bid yet: play (bid six) or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody holds a bid yet: bid a Brand, Bettel or Mord, or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} bid {level}: hold it or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may bid {level}, or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may bid any level above {level}, or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mord is held: nothing is higher, you can only pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay away two cards of your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your contract must be at least your winning bid, {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the trump suit with a contract of tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say Kontra or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say Re or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a defender may say Kontra, once, before the end of the first trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit and beat the {card}: play a higher {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: play a {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must overtrump the {card}: play a higher {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must trump: play a {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{who} made {contract} with %n tricks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} failed {contract} with %n tricks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody played: everybody paid {ante} into the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody played: the deal is thrown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{balances}; pot {pot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brand in {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bettel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mord</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Welcome. Game ▸ New game… (Ctrl+N) to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SCORE SHEET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s estimate of each card you may play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} — cardtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each deal&apos;s points are added here when it is scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each hand&apos;s points are added here when it is scored; the last row is the running total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each deal&apos;s points are added here when it is scored; the last row is the running total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings could not be saved: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the game in progress?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
