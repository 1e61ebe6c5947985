<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Ja</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Nein</translation>
        </message>
    </context>
    <context>
        <name>SoundControls</name>
        <message>
            <source>Volume of the table's sounds</source>
            <translation>Lautstärke der Tischgeräusche</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Lautstärke</translation>
        </message>
        <message>
            <source>Mute</source>
            <translation>Stumm</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Statistik zurücksetzen …</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>No statistics are kept: a demo keeps none, and the statistics file could not be used.</source>
            <translation>Es wird keine Statistik geführt: eine Vorführung führt keine, und die Statistikdatei war nicht nutzbar.</translation>
        </message>
        <message>
            <source>No deal of {game} has been played to its end yet.</source>
            <translation>Noch kein Spiel {game} wurde zu Ende gespielt.</translation>
        </message>
        <message>
            <source>Over time</source>
            <translation>Im Verlauf</translation>
        </message>
        <message>
            <source>By level</source>
            <translation>Nach Spielstärke</translation>
        </message>
        <message>
            <source>Bummerl</source>
            <translation>Bummerl</translation>
        </message>
        <message>
            <source>Bags</source>
            <translation>Überstiche</translation>
        </message>
        <message>
            <source>Chip balances</source>
            <translation>Markenstand</translation>
        </message>
        <message>
            <source>Bummerl won</source>
            <translation>Bummerl gewonnen</translation>
        </message>
        <message>
            <source>Bummerl lost</source>
            <translation>Bummerl verloren</translation>
        </message>
        <message>
            <source>Sessions won</source>
            <translation>Sitzungen gewonnen</translation>
        </message>
        <message>
            <source>Sessions lost</source>
            <translation>Sitzungen verloren</translation>
        </message>
        <message>
            <source>Matches won</source>
            <translation>Partien gewonnen</translation>
        </message>
        <message>
            <source>Matches lost</source>
            <translation>Partien verloren</translation>
        </message>
        <message>
            <source>{game}: {deals}, {won} won, {lost} lost</source>
            <translation>{game}: {deals}, {won} gewonnen, {lost} verloren</translation>
        </message>
        <message numerus="yes">
            <source>%n deals played</source>
            <translation>
                <numerusform>%n Spiel gespielt</numerusform>
                <numerusform>%n Spiele gespielt</numerusform>
            </translation>
        </message>
        <message>
            <source> ({rate} won)</source>
            <translation> ({rate} gewonnen)</translation>
        </message>
        <message>
            <source>Bummerl: {won} won, {lost} lost</source>
            <translation>Bummerl: {won} gewonnen, {lost} verloren</translation>
        </message>
        <message>
            <source>Sessions: {won} won, {lost} lost</source>
            <translation>Sitzungen: {won} gewonnen, {lost} verloren</translation>
        </message>
        <message>
            <source>Matches: {won} won, {lost} lost</source>
            <translation>Partien: {won} gewonnen, {lost} verloren</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Verloren</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Gewinnquote</translation>
        </message>
        <message>
            <source>With undo</source>
            <translation>Mit Rücknahme</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>Eigene Regeln</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Stark</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>Meister</translation>
        </message>
        <message>
            <source>Mixed levels</source>
            <translation>Gemischte Stärken</translation>
        </message>
        <message>
            <source>People only</source>
            <translation>Nur Menschen</translation>
        </message>
        <message>
            <source>Your win rate over the last {n} deals, deal by deal</source>
            <translation>Deine Gewinnquote über die letzten {n} Spiele, Spiel für Spiel</translation>
        </message>
        <message>
            <source>Deals won, per cent</source>
            <translation>Gewonnene Spiele, Prozent</translation>
        </message>
        <message>
            <source>Deals (the last {n})</source>
            <translation>Spiele (die letzten {n})</translation>
        </message>
        <message>
            <source>Deals won and lost per day</source>
            <translation>Gewonnene und verlorene Spiele pro Tag</translation>
        </message>
        <message>
            <source>Neither</source>
            <translation>Weder noch</translation>
        </message>
        <message>
            <source>Win rate by the computers' level</source>
            <translation>Gewinnquote nach Spielstärke der Computer</translation>
        </message>
        <message>
            <source>{units}, per cent</source>
            <translation>{units}, Prozent</translation>
        </message>
        <message>
            <source>Per cent</source>
            <translation>Prozent</translation>
        </message>
        <message>
            <source>Game points in each of the last {n} Bummerl ({won} won, {lost} lost)</source>
            <translation>Punkte in jedem der letzten {n} Bummerl ({won} gewonnen, {lost} verloren)</translation>
        </message>
        <message>
            <source>Your game points</source>
            <translation>Deine Punkte</translation>
        </message>
        <message>
            <source>Your opponent's</source>
            <translation>Die des Gegners</translation>
        </message>
        <message>
            <source>Game points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Bags your side took, hand by hand (the last {n} hands)</source>
            <translation>Überstiche deiner Seite, Spiel für Spiel (die letzten {n} Spiele)</translation>
        </message>
        <message>
            <source>Your chips after each deal (the last {n} sessions)</source>
            <translation>Deine Marken nach jedem Spiel (die letzten {n} Sitzungen)</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Marken</translation>
        </message>
        <message>
            <source>Session {n}</source>
            <translation>Sitzung {n}</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Statistik zurücksetzen</translation>
        </message>
        <message>
            <source>Forget every deal and match of {game} played so far? This cannot be undone.</source>
            <translation>Alle bisher gespielten Spiele und Partien von {game} vergessen? Das lässt sich nicht rückgängig machen.</translation>
        </message>
    </context>
    <context>
        <name>access</name>
        <message>
            <source>the dealer</source>
            <translation>Geber</translation>
        </message>
        <message>
            <source>on turn</source>
            <translation>am Zug</translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n Marke</numerusform>
                <numerusform>%n Marken</numerusform>
            </translation>
        </message>
        <message>
            <source>a card face down</source>
            <translation>eine verdeckte Karte</translation>
        </message>
        <message>
            <source>{card}, in your hand, playable</source>
            <translation>{card}, in deiner Hand, spielbar</translation>
        </message>
        <message>
            <source>{card}, in your hand</source>
            <translation>{card}, in deiner Hand</translation>
        </message>
        <message>
            <source>{card}, in {name}'s hand</source>
            <translation>{card}, in der Hand von {name}</translation>
        </message>
        <message>
            <source>you may play it: press Enter</source>
            <translation>du darfst sie spielen: Eingabetaste drücken</translation>
        </message>
        <message>
            <source>you may not play it now</source>
            <translation>du darfst sie jetzt nicht spielen</translation>
        </message>
        <message>
            <source>The Poch board</source>
            <translation>Das Pochbrett</translation>
        </message>
        <message>
            <source>{name}'s won cards</source>
            <translation>Die Stiche von {name}</translation>
        </message>
        <message>
            <source>{zone}: {card}</source>
            <translation>{zone}: {card}</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n Karte</numerusform>
                <numerusform>%n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>Your won cards</source>
            <translation>Deine Stiche</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Deine Hand</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>Die Hand von {name}</translation>
        </message>
        <message>
            <source>Your cards, out of this deal</source>
            <translation>Deine Karten, nicht mehr in diesem Spiel</translation>
        </message>
        <message>
            <source>{name}'s cards, out of this deal</source>
            <translation>Die Karten von {name}, nicht mehr in diesem Spiel</translation>
        </message>
        <message>
            <source>Your cards dealt for the first dealer</source>
            <translation>Deine Karten für die Wahl des ersten Gebers</translation>
        </message>
        <message>
            <source>{name}'s cards dealt for the first dealer</source>
            <translation>Die Karten von {name} für die Wahl des ersten Gebers</translation>
        </message>
        <message>
            <source>press it to act</source>
            <translation>drücken, um zu handeln</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>Frage</translation>
        </message>
    </context>
    <context>
        <name>again</name>
        <message>
            <source>No deal of this game has been played to its end yet: finish a deal, then play it again.</source>
            <translation>In diesem Spiel ist noch kein Spiel zu Ende gespielt: Spielen Sie ein Spiel zu Ende, dann können Sie es noch einmal spielen.</translation>
        </message>
        <message>
            <source>A deal is played again by one person against the computers; at this table several people play.</source>
            <translation>Ein Spiel wird von einer Person gegen die Computer noch einmal gespielt; an diesem Tisch spielen mehrere Personen.</translation>
        </message>
        <message>
            <source>This deal cannot be dealt again the same way.</source>
            <translation>Dieses Spiel lässt sich nicht genauso noch einmal geben.</translation>
        </message>
        <message>
            <source>This deal cannot be played again.</source>
            <translation>Dieses Spiel kann nicht noch einmal gespielt werden.</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>Dieses Spiel noch einmal spielen</translation>
        </message>
        <message>
            <source>Everybody gets the same cards again, dealt by the same dealer. Where do you sit this time? The computers play the other seats; your match waits until you are back.</source>
            <translation>Alle bekommen dieselben Karten wieder, vom selben Geber gegeben. Wo sitzen Sie diesmal? Die Computer spielen die anderen Plätze; Ihre Partie wartet, bis Sie zurück sind.</translation>
        </message>
        <message>
            <source>Play it</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <source>Deal {n} played again, in your seat</source>
            <translation>Spiel {n} noch einmal, auf Ihrem Platz</translation>
        </message>
        <message>
            <source>Deal {n} played again, in {name}'s seat</source>
            <translation>Spiel {n} noch einmal, auf dem Platz von {name}</translation>
        </message>
        <message>
            <source>Your seat again ({amount} the first time)</source>
            <translation>Wieder Ihr Platz (beim ersten Mal {amount})</translation>
        </message>
        <message>
            <source>{name}'s seat ({amount} for {name} the first time)</source>
            <translation>Der Platz von {name} (beim ersten Mal {amount} für {name})</translation>
        </message>
        <message>
            <source>First time (you in your seat): {amount}</source>
            <translation>Beim ersten Mal (Sie auf Ihrem Platz): {amount}</translation>
        </message>
        <message>
            <source>This time (you in your seat again): {amount}</source>
            <translation>Diesmal (Sie wieder auf Ihrem Platz): {amount}</translation>
        </message>
        <message>
            <source>First time ({name} in that seat): {amount}</source>
            <translation>Beim ersten Mal ({name} auf diesem Platz): {amount}</translation>
        </message>
        <message>
            <source>This time (you in {name}'s seat): {amount}</source>
            <translation>Diesmal (Sie auf dem Platz von {name}): {amount}</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>Good</source>
            <translation>Gut</translation>
        </message>
        <message>
            <source>Inaccuracy</source>
            <translation>Ungenauigkeit</translation>
        </message>
        <message>
            <source>Mistake</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>Blunder</source>
            <translation>Grober Fehler</translation>
        </message>
        <message>
            <source>Good: {move} (expected {amount}).</source>
            <translation>Gut: {move} (erwartet {amount}).</translation>
        </message>
        <message>
            <source>{verdict}: {move} cost about {amount}; better: {best} (expected {expected}).</source>
            <translation>{verdict}: {move} kostete etwa {amount}; besser: {best} (erwartet {expected}).</translation>
        </message>
        <message>
            <source>With all cards open: {move} was the best ({amount}).</source>
            <translation>Mit allen Karten offen: {move} war das Beste ({amount}).</translation>
        </message>
        <message>
            <source>With all cards open: {move} gives {amount}, {best} {expected}.</source>
            <translation>Mit allen Karten offen: {move} bringt {amount}, {best} {expected}.</translation>
        </message>
        <message numerus="yes">
            <source>%n blunders</source>
            <translation>
                <numerusform>%n grober Fehler</numerusform>
                <numerusform>%n grobe Fehler</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistakes</source>
            <translation>
                <numerusform>%n Fehler</numerusform>
                <numerusform>%n Fehler</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n inaccuracies</source>
            <translation>
                <numerusform>%n Ungenauigkeit</numerusform>
                <numerusform>%n Ungenauigkeiten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decisions rated</source>
            <translation>
                <numerusform>%n Entscheidung bewertet</numerusform>
                <numerusform>%n Entscheidungen bewertet</numerusform>
            </translation>
        </message>
        <message>
            <source>No mistakes: every choice was as good as the best ({rated}).</source>
            <translation>Keine Fehler: jede Wahl war so gut wie die beste ({rated}).</translation>
        </message>
        <message>
            <source>{counts}; about {amount} lost ({rated}).</source>
            <translation>{counts}; etwa {amount} verloren ({rated}).</translation>
        </message>
        <message>
            <source>Analyse my play</source>
            <translation>Mein Spiel analysieren</translation>
        </message>
        <message>
            <source>Rate each of your decisions by the strongest computer player, knowing only what you knew then</source>
            <translation>Jede deiner Entscheidungen vom stärksten Computerspieler bewerten lassen, der nur weiß, was du damals wusstest</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Analysing your decisions…</source>
            <translation>Deine Entscheidungen werden analysiert …</translation>
        </message>
        <message>
            <source>The analysis was cancelled.</source>
            <translation>Die Analyse wurde abgebrochen.</translation>
        </message>
        <message>
            <source>The analysis failed: {why}</source>
            <translation>Die Analyse ist fehlgeschlagen: {why}</translation>
        </message>
        <message>
            <source>Expected result along the deal</source>
            <translation>Erwartetes Ergebnis im Lauf des Spiels</translation>
        </message>
        <message>
            <source>Your play</source>
            <translation>Dein Spiel</translation>
        </message>
        <message>
            <source>Best play</source>
            <translation>Bestes Spiel</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>Fehler</translation>
        </message>
    </context>
    <context>
        <name>board</name>
        <message>
            <source>Mariage</source>
            <translation>Mariage</translation>
        </message>
        <message>
            <source>Sequenz</source>
            <translation>Sequenz</translation>
        </message>
        <message>
            <source>Poch</source>
            <translation>Poch</translation>
        </message>
        <message>
            <source>Pocher</source>
            <translation>Pocher</translation>
        </message>
        <message>
            <source>Pinke</source>
            <translation>Pinke</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>D</translation>
        </message>
        <message>
            <source>J</source>
            <translation>B</translation>
        </message>
        <message>
            <source>10</source>
            <translation>10</translation>
        </message>
        <message>
            <source>K Q</source>
            <translation>K D</translation>
        </message>
        <message>
            <source>7 8 9</source>
            <translation>7 8 9</translation>
        </message>
        <message>
            <source>POCH</source>
            <translation>POCH</translation>
        </message>
        <message>
            <source>POCHER</source>
            <translation>POCHER</translation>
        </message>
        <message>
            <source>O</source>
            <translation>O</translation>
        </message>
        <message>
            <source>U</source>
            <translation>U</translation>
        </message>
        <message>
            <source>K O</source>
            <translation>K O</translation>
        </message>
    </context>
    <context>
        <name>cards</name>
        <message>
            <source>two of clubs</source>
            <translation>Kreuz-Zwei</translation>
        </message>
        <message>
            <source>three of clubs</source>
            <translation>Kreuz-Drei</translation>
        </message>
        <message>
            <source>four of clubs</source>
            <translation>Kreuz-Vier</translation>
        </message>
        <message>
            <source>five of clubs</source>
            <translation>Kreuz-Fünf</translation>
        </message>
        <message>
            <source>six of clubs</source>
            <translation>Kreuz-Sechs</translation>
        </message>
        <message>
            <source>seven of clubs</source>
            <translation>Kreuz-Sieben</translation>
        </message>
        <message>
            <source>eight of clubs</source>
            <translation>Kreuz-Acht</translation>
        </message>
        <message>
            <source>nine of clubs</source>
            <translation>Kreuz-Neun</translation>
        </message>
        <message>
            <source>ten of clubs</source>
            <translation>Kreuz-Zehn</translation>
        </message>
        <message>
            <source>jack of clubs</source>
            <translation>Kreuz-Bube</translation>
        </message>
        <message>
            <source>queen of clubs</source>
            <translation>Kreuz-Dame</translation>
        </message>
        <message>
            <source>king of clubs</source>
            <translation>Kreuz-König</translation>
        </message>
        <message>
            <source>ace of clubs</source>
            <translation>Kreuz-Ass</translation>
        </message>
        <message>
            <source>two of diamonds</source>
            <translation>Karo-Zwei</translation>
        </message>
        <message>
            <source>three of diamonds</source>
            <translation>Karo-Drei</translation>
        </message>
        <message>
            <source>four of diamonds</source>
            <translation>Karo-Vier</translation>
        </message>
        <message>
            <source>five of diamonds</source>
            <translation>Karo-Fünf</translation>
        </message>
        <message>
            <source>six of diamonds</source>
            <translation>Karo-Sechs</translation>
        </message>
        <message>
            <source>seven of diamonds</source>
            <translation>Karo-Sieben</translation>
        </message>
        <message>
            <source>eight of diamonds</source>
            <translation>Karo-Acht</translation>
        </message>
        <message>
            <source>nine of diamonds</source>
            <translation>Karo-Neun</translation>
        </message>
        <message>
            <source>ten of diamonds</source>
            <translation>Karo-Zehn</translation>
        </message>
        <message>
            <source>jack of diamonds</source>
            <translation>Karo-Bube</translation>
        </message>
        <message>
            <source>queen of diamonds</source>
            <translation>Karo-Dame</translation>
        </message>
        <message>
            <source>king of diamonds</source>
            <translation>Karo-König</translation>
        </message>
        <message>
            <source>ace of diamonds</source>
            <translation>Karo-Ass</translation>
        </message>
        <message>
            <source>two of hearts</source>
            <translation>Herz-Zwei</translation>
        </message>
        <message>
            <source>three of hearts</source>
            <translation>Herz-Drei</translation>
        </message>
        <message>
            <source>four of hearts</source>
            <translation>Herz-Vier</translation>
        </message>
        <message>
            <source>five of hearts</source>
            <translation>Herz-Fünf</translation>
        </message>
        <message>
            <source>six of hearts</source>
            <translation>Herz-Sechs</translation>
        </message>
        <message>
            <source>seven of hearts</source>
            <translation>Herz-Sieben</translation>
        </message>
        <message>
            <source>eight of hearts</source>
            <translation>Herz-Acht</translation>
        </message>
        <message>
            <source>nine of hearts</source>
            <translation>Herz-Neun</translation>
        </message>
        <message>
            <source>ten of hearts</source>
            <translation>Herz-Zehn</translation>
        </message>
        <message>
            <source>jack of hearts</source>
            <translation>Herz-Bube</translation>
        </message>
        <message>
            <source>queen of hearts</source>
            <translation>Herz-Dame</translation>
        </message>
        <message>
            <source>king of hearts</source>
            <translation>Herz-König</translation>
        </message>
        <message>
            <source>ace of hearts</source>
            <translation>Herz-Ass</translation>
        </message>
        <message>
            <source>two of spades</source>
            <translation>Pik-Zwei</translation>
        </message>
        <message>
            <source>three of spades</source>
            <translation>Pik-Drei</translation>
        </message>
        <message>
            <source>four of spades</source>
            <translation>Pik-Vier</translation>
        </message>
        <message>
            <source>five of spades</source>
            <translation>Pik-Fünf</translation>
        </message>
        <message>
            <source>six of spades</source>
            <translation>Pik-Sechs</translation>
        </message>
        <message>
            <source>seven of spades</source>
            <translation>Pik-Sieben</translation>
        </message>
        <message>
            <source>eight of spades</source>
            <translation>Pik-Acht</translation>
        </message>
        <message>
            <source>nine of spades</source>
            <translation>Pik-Neun</translation>
        </message>
        <message>
            <source>ten of spades</source>
            <translation>Pik-Zehn</translation>
        </message>
        <message>
            <source>jack of spades</source>
            <translation>Pik-Bube</translation>
        </message>
        <message>
            <source>queen of spades</source>
            <translation>Pik-Dame</translation>
        </message>
        <message>
            <source>king of spades</source>
            <translation>Pik-König</translation>
        </message>
        <message>
            <source>ace of spades</source>
            <translation>Pik-Ass</translation>
        </message>
        <message>
            <source>little joker</source>
            <translation>kleiner Joker</translation>
        </message>
        <message>
            <source>big joker</source>
            <translation>großer Joker</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>Kreuz</translation>
        </message>
        <message>
            <source>club</source>
            <translation>Kreuz</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>Karo</translation>
        </message>
        <message>
            <source>diamond</source>
            <translation>Karo</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>Pik</translation>
        </message>
        <message>
            <source>spade</source>
            <translation>Pik</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>Ass</translation>
        </message>
        <message>
            <source>Sau</source>
            <translation>Sau</translation>
        </message>
        <message>
            <source>King</source>
            <translation>König</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Dame</translation>
        </message>
        <message>
            <source>Ober</source>
            <translation>Ober</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Bube</translation>
        </message>
        <message>
            <source>Unter</source>
            <translation>Unter</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>Zehn</translation>
        </message>
    </context>
    <context>
        <name>dealer button</name>
        <message>
            <source>D</source>
            <translation>G</translation>
        </message>
    </context>
    <context>
        <name>dialogs</name>
        <message>
            <source>Rules of {game}</source>
            <translation>Regeln: {game}</translation>
        </message>
        <message>
            <source>Which game's rules?</source>
            <translation>Regeln welches Spiels?</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Karten</translation>
        </message>
        <message>
            <source>Card back</source>
            <translation>Kartenrücken</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Animationstempo</translation>
        </message>
        <message>
            <source>Table felt</source>
            <translation>Tischtuch</translation>
        </message>
        <message>
            <source>A finished trick stays</source>
            <translation>Ein fertiger Stich bleibt liegen</translation>
        </message>
        <message>
            <source>Card size</source>
            <translation>Kartengröße</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Ton</translation>
        </message>
        <message>
            <source>As the system ({language})</source>
            <translation>Wie das System ({language})</translation>
        </message>
        <message>
            <source>How long a finished trick stays on the table before it goes to its winner (T shows the last trick again at any time)</source>
            <translation>Wie lange ein fertiger Stich auf dem Tisch liegen bleibt, bevor er zu seinem Gewinner geht (T zeigt den letzten Stich jederzeit wieder)</translation>
        </message>
        <message>
            <source>Large text</source>
            <translation>Große Schrift</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neue Partie</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Rules preset</source>
            <translation>Voreinstellung</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Rules options</source>
            <translation>Regeloptionen</translation>
        </message>
        <message>
            <source>Start position</source>
            <translation>Ausgangsstellung</translation>
        </message>
        <message>
            <source>Begin where you left off: each player's chips, and chips already on the table</source>
            <translation>Dort anfangen, wo ihr aufgehört habt: die Marken jedes Spielers und die Marken, die schon auf dem Tisch liegen</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Plätze</translation>
        </message>
        <message>
            <source>Start position: {place}</source>
            <translation>Ausgangsstellung: {place}</translation>
        </message>
        <message>
            <source>Play deal number</source>
            <translation>Spiel Nummer spielen</translation>
        </message>
        <message>
            <source>Every deal has a number: the same number deals the same cards. The end-of-deal panel and the score panel show it. Which deal do you want to play?</source>
            <translation>Jedes Spiel hat eine Nummer: Dieselbe Nummer gibt dieselben Karten. Die Abrechnung am Ende des Spiels und die Punktetafel zeigen sie. Welches Spiel möchtest du spielen?</translation>
        </message>
        <message>
            <source>a deal number, e.g. 1234</source>
            <translation>eine Spielnummer, z. B. 1234</translation>
        </message>
        <message>
            <source>Take a move back?</source>
            <translation>Einen Zug zurücknehmen?</translation>
        </message>
        <message>
            <source>{name} agrees</source>
            <translation>{name} ist einverstanden</translation>
        </message>
        <message>
            <source>Take it back</source>
            <translation>Zurücknehmen</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>Computerspieler</translation>
        </message>
        <message>
            <source>Pace</source>
            <translation>Tempo</translation>
        </message>
        <message>
            <source>How long the table waits after each computer decision before it shows it</source>
            <translation>Wie lange der Tisch nach jeder Entscheidung eines Computerspielers wartet, bevor er sie zeigt</translation>
        </message>
        <message>
            <source>Pause after each trick</source>
            <translation>Nach jedem Stich anhalten</translation>
        </message>
        <message>
            <source>Pause after each computer call</source>
            <translation>Nach jeder Ansage eines Computerspielers anhalten</translation>
        </message>
        <message>
            <source>The table waits until you press Space or Enter, or click it</source>
            <translation>Der Tisch wartet, bis du Leertaste oder Eingabe drückst oder ihn anklickst</translation>
        </message>
        <message>
            <source>Play my forced moves for me</source>
            <translation>Meine erzwungenen Züge für mich spielen</translation>
        </message>
        <message>
            <source>When you have only one legal move, it is made for you</source>
            <translation>Hast du nur einen erlaubten Zug, wird er für dich gemacht</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>eigene Regeln</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Platz {n}</translation>
        </message>
        <message>
            <source>{seat}: name</source>
            <translation>{seat}: Name</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>{seat}: who plays</source>
            <translation>{seat}: wer spielt</translation>
        </message>
        <message>
            <source>{seat}: level</source>
            <translation>{seat}: Spielstärke</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Spieler {n}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>The deal is over</source>
            <translation>Das Spiel ist aus</translation>
        </message>
        <message>
            <source>It is not one of the moves allowed now</source>
            <translation>Dieser Zug ist jetzt nicht erlaubt</translation>
        </message>
        <message>
            <source>That is not a move of this game: {why}</source>
            <translation>Das ist kein Zug dieses Spiels: {why}</translation>
        </message>
        <message>
            <source>That cannot be read as a move: {why}</source>
            <translation>Das lässt sich nicht als Zug lesen: {why}</translation>
        </message>
        <message>
            <source>{line}</source>
            <translation>{line}</translation>
        </message>
        <message>
            <source>{game} is played by {counts} players, not {n}</source>
            <translation>{game} spielen {counts} Spieler, nicht {n}</translation>
        </message>
    </context>
    <context>
        <name>errors</name>
        <message>
            <source>Something went wrong inside cardtable. The game goes on where it was. What happened is written to {file}; "Copy details" puts it on the clipboard for a bug report.</source>
            <translation>In cardtable ist etwas schiefgegangen. Das Spiel geht weiter, wo es war. Was geschah, steht in {file}; „Details kopieren“ legt es für einen Fehlerbericht in die Zwischenablage.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Details kopieren</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Kopiert</translation>
        </message>
    </context>
    <context>
        <name>games</name>
        <message>
            <source>Poch</source>
            <translation>Poch</translation>
        </message>
        <message>
            <source>Claim the board's compartments, bet on your best set, then shed your cards in rising chains.</source>
            <translation>Räum die Fächer des Bretts ab, setz auf deine beste Kombination und werde dann deine Karten in steigenden Ketten los.</translation>
        </message>
        <message>
            <source>Schnapsen</source>
            <translation>Schnapsen</translation>
        </message>
        <message>
            <source>Austrian Sixty-six for two: marriages, trump exchange, closing the talon, first to 66; Bummerl to 7.</source>
            <translation>Österreichisches Sechsundsechzig zu zweit: Paare, Trumpfbuben austauschen, zudrehen, wer zuerst 66 hat; Bummerl auf 7.</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Spades</translation>
        </message>
        <message>
            <source>Bid the tricks you will take; spades are always trump, the jokers top them.</source>
            <translation>Sag an, wie viele Stiche du machst; Pik ist immer Trumpf, die Joker stechen noch höher.</translation>
        </message>
        <message>
            <source>Tippen</source>
            <translation>Tippen</translation>
        </message>
        <message>
            <source>Three cards around one pot: each trick takes a third of it, and a player who plays and takes none pays the bête.</source>
            <translation>Drei Karten um einen Topf: jeder Stich holt ein Drittel davon, und wer mitspielt und keinen Stich macht, zahlt die Bête.</translation>
        </message>
        <message>
            <source>Wallachen</source>
            <translation>Wallachen</translation>
        </message>
        <message>
            <source>Three players: double with the Doppler, bid for the Start, then play alone against two for Six to Nine tricks, Bettel or Mord.</source>
            <translation>Drei Spieler: mit dem Doppler doppeln, um den Start reizen, dann allein gegen zwei auf sechs bis neun Stiche, Bettel oder Mord spielen.</translation>
        </message>
    </context>
    <context>
        <name>german cards</name>
        <message>
            <source>two of acorns</source>
            <translation>Eichel-Zwei</translation>
        </message>
        <message>
            <source>three of acorns</source>
            <translation>Eichel-Drei</translation>
        </message>
        <message>
            <source>four of acorns</source>
            <translation>Eichel-Vier</translation>
        </message>
        <message>
            <source>five of acorns</source>
            <translation>Eichel-Fünf</translation>
        </message>
        <message>
            <source>six of acorns</source>
            <translation>Eichel-Sechs</translation>
        </message>
        <message>
            <source>seven of acorns</source>
            <translation>Eichel-Sieben</translation>
        </message>
        <message>
            <source>eight of acorns</source>
            <translation>Eichel-Acht</translation>
        </message>
        <message>
            <source>nine of acorns</source>
            <translation>Eichel-Neun</translation>
        </message>
        <message>
            <source>ten of acorns</source>
            <translation>Eichel-Zehn</translation>
        </message>
        <message>
            <source>Unter of acorns</source>
            <translation>Eichel-Unter</translation>
        </message>
        <message>
            <source>Ober of acorns</source>
            <translation>Eichel-Ober</translation>
        </message>
        <message>
            <source>King of acorns</source>
            <translation>Eichel-König</translation>
        </message>
        <message>
            <source>Sau of acorns</source>
            <translation>Eichel-Sau</translation>
        </message>
        <message>
            <source>two of bells</source>
            <translation>Schellen-Zwei</translation>
        </message>
        <message>
            <source>three of bells</source>
            <translation>Schellen-Drei</translation>
        </message>
        <message>
            <source>four of bells</source>
            <translation>Schellen-Vier</translation>
        </message>
        <message>
            <source>five of bells</source>
            <translation>Schellen-Fünf</translation>
        </message>
        <message>
            <source>six of bells</source>
            <translation>Schellen-Sechs</translation>
        </message>
        <message>
            <source>seven of bells</source>
            <translation>Schellen-Sieben</translation>
        </message>
        <message>
            <source>eight of bells</source>
            <translation>Schellen-Acht</translation>
        </message>
        <message>
            <source>nine of bells</source>
            <translation>Schellen-Neun</translation>
        </message>
        <message>
            <source>ten of bells</source>
            <translation>Schellen-Zehn</translation>
        </message>
        <message>
            <source>Unter of bells</source>
            <translation>Schellen-Unter</translation>
        </message>
        <message>
            <source>Ober of bells</source>
            <translation>Schellen-Ober</translation>
        </message>
        <message>
            <source>King of bells</source>
            <translation>Schellen-König</translation>
        </message>
        <message>
            <source>Sau of bells</source>
            <translation>Schellen-Sau</translation>
        </message>
        <message>
            <source>two of hearts</source>
            <translation>Herz-Zwei</translation>
        </message>
        <message>
            <source>three of hearts</source>
            <translation>Herz-Drei</translation>
        </message>
        <message>
            <source>four of hearts</source>
            <translation>Herz-Vier</translation>
        </message>
        <message>
            <source>five of hearts</source>
            <translation>Herz-Fünf</translation>
        </message>
        <message>
            <source>six of hearts</source>
            <translation>Herz-Sechs</translation>
        </message>
        <message>
            <source>seven of hearts</source>
            <translation>Herz-Sieben</translation>
        </message>
        <message>
            <source>eight of hearts</source>
            <translation>Herz-Acht</translation>
        </message>
        <message>
            <source>nine of hearts</source>
            <translation>Herz-Neun</translation>
        </message>
        <message>
            <source>ten of hearts</source>
            <translation>Herz-Zehn</translation>
        </message>
        <message>
            <source>Unter of hearts</source>
            <translation>Herz-Unter</translation>
        </message>
        <message>
            <source>Ober of hearts</source>
            <translation>Herz-Ober</translation>
        </message>
        <message>
            <source>King of hearts</source>
            <translation>Herz-König</translation>
        </message>
        <message>
            <source>Sau of hearts</source>
            <translation>Herz-Sau</translation>
        </message>
        <message>
            <source>two of leaves</source>
            <translation>Laub-Zwei</translation>
        </message>
        <message>
            <source>three of leaves</source>
            <translation>Laub-Drei</translation>
        </message>
        <message>
            <source>four of leaves</source>
            <translation>Laub-Vier</translation>
        </message>
        <message>
            <source>five of leaves</source>
            <translation>Laub-Fünf</translation>
        </message>
        <message>
            <source>six of leaves</source>
            <translation>Laub-Sechs</translation>
        </message>
        <message>
            <source>seven of leaves</source>
            <translation>Laub-Sieben</translation>
        </message>
        <message>
            <source>eight of leaves</source>
            <translation>Laub-Acht</translation>
        </message>
        <message>
            <source>nine of leaves</source>
            <translation>Laub-Neun</translation>
        </message>
        <message>
            <source>ten of leaves</source>
            <translation>Laub-Zehn</translation>
        </message>
        <message>
            <source>Unter of leaves</source>
            <translation>Laub-Unter</translation>
        </message>
        <message>
            <source>Ober of leaves</source>
            <translation>Laub-Ober</translation>
        </message>
        <message>
            <source>King of leaves</source>
            <translation>Laub-König</translation>
        </message>
        <message>
            <source>Sau of leaves</source>
            <translation>Laub-Sau</translation>
        </message>
        <message>
            <source>acorns</source>
            <translation>Eichel</translation>
        </message>
        <message>
            <source>acorn</source>
            <translation>Eichel</translation>
        </message>
        <message>
            <source>bells</source>
            <translation>Schellen</translation>
        </message>
        <message>
            <source>bell</source>
            <translation>Schellen</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>leaves</source>
            <translation>Laub</translation>
        </message>
        <message>
            <source>leaf</source>
            <translation>Laub</translation>
        </message>
    </context>
    <context>
        <name>help</name>
        <message>
            <source>Pick a card you may play, or a button offered (a bid, Keep …)</source>
            <translation>Eine Karte wählen, die du spielen darfst, oder eine angebotene Schaltfläche (ein Gebot, Behalten …)</translation>
        </message>
        <message>
            <source>Play the card picked or press the button picked; press the button of a panel (Next deal, Resume …)</source>
            <translation>Die gewählte Karte spielen oder die gewählte Schaltfläche drücken; die Schaltfläche eines Feldes drücken (Nächstes Spiel, Fortsetzen …)</translation>
        </message>
        <message>
            <source>Answer the question on the table (announce the marriage?)</source>
            <translation>Die Frage auf dem Tisch beantworten (das Paar ansagen?)</translation>
        </message>
        <message>
            <source>Review the deal just finished, from its end-of-deal panel</source>
            <translation>Das eben beendete Spiel nachspielen, aus seiner Abrechnung heraus</translation>
        </message>
        <message>
            <source>Put the last trick away; No to a question</source>
            <translation>Den letzten Stich wegräumen; Nein auf eine Frage</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Menüs</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>Am Tisch</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <source>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;Traditional European card games at one table: Schnapsen, Wallachen, Tippen, Spades and Poch. Against computer opponents, or hot-seat with friends at one computer.&lt;/p&gt;&lt;p&gt;The rules follow the traditional games with their variants (Help ▸ Rules). Every card, the backs and the Poch board are drawn by the program's own code.&lt;/p&gt;&lt;p&gt;Your games are saved after every move and offered again at the next start; past games can be reviewed with every hand open (Game ▸ Past games).&lt;/p&gt;</source>
            <translation>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;Traditionelle europäische Kartenspiele an einem Tisch: Schnapsen, Wallachen, Tippen, Spades und Poch. Gegen Computergegner oder mit Freunden abwechselnd an einem Computer.&lt;/p&gt;&lt;p&gt;Die Regeln folgen den überlieferten Spielen mit ihren Varianten (Hilfe ▸ Regeln). Jede Karte, die Rückseiten und das Pochbrett zeichnet das Programm selbst.&lt;/p&gt;&lt;p&gt;Deine Spiele werden nach jedem Zug gespeichert und beim nächsten Start wieder angeboten; vergangene Spiele lassen sich mit allen Karten offen nachspielen (Spiel ▸ Vergangene Spiele).&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>learn</name>
        <message>
            <source>Learning {game}: Esc leaves the guide.</source>
            <translation>{game} lernen: Esc verlässt die Anleitung.</translation>
        </message>
        <message>
            <source>Learn {game} · step {n} of {m}</source>
            <translation>{game} lernen · Schritt {n} von {m}</translation>
        </message>
        <message>
            <source>Leave the guide</source>
            <translation>Anleitung verlassen</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>Play a real game</source>
            <translation>Richtig spielen</translation>
        </message>
        <message>
            <source>First read this, then press Next (or Enter).</source>
            <translation>Lies das zuerst und drück dann Weiter (oder die Eingabetaste).</translation>
        </message>
    </context>
    <context>
        <name>learn poch</name>
        <message>
            <source>Welcome to Poch! Four players, four cards each, and this board. A deal has three parts: Melden, Pochen and Ausspielen.</source>
            <translation>Willkommen beim Poch! Vier Spieler, je vier Karten, und dieses Brett. Ein Spiel hat drei Teile: Melden, Pochen und Ausspielen.</translation>
        </message>
        <message>
            <source>Before the deal, everyone put 1 chip into each of the seven outer compartments. The dealer's last card is shown and sets the trumps: the {7H}, so {H} are trumps.</source>
            <translation>Vor dem Geben hat jeder 1 Marke in jedes der sieben äußeren Fächer gelegt. Die letzte Karte des Gebers wird gezeigt und bestimmt den Trumpf: {7H}, also ist {H} Trumpf.</translation>
        </message>
        <message>
            <source>Melden: whoever holds the {ace}, {king}, {queen}, {jack} or {ten} of trumps takes that compartment's chips. Anna holds the {KH} and the {QH}: she took {king}, {queen}, and Mariage (the two together).</source>
            <translation>Melden: Wer {ace}, {king}, {queen}, {jack} oder {ten} in Trumpf hat, bekommt die Marken dieses Fachs. Anna hat {KH} und {QH}: Sie hat {king}, {queen} und Mariage (beide zusammen) bekommen.</translation>
        </message>
        <message>
            <source>Nobody holds the {ace}, {jack} or {ten} of trumps, and nobody holds a Sequenz (three cards in a row of one suit): those chips stay on the board and wait for the next deal.</source>
            <translation>Niemand hat {ace}, {jack} oder {ten} in Trumpf, und niemand hat eine Sequenz (drei Karten einer Farbe in Folge): Diese Marken bleiben auf dem Brett und warten auf das nächste Spiel.</translation>
        </message>
        <message>
            <source>Now Pochen, a betting round. Only a player with a Kunststück may bet: two or more cards of the same rank. You hold a pair of kings!</source>
            <translation>Jetzt das Pochen, eine Wettrunde. Nur wer ein Kunststück hat, darf setzen: zwei oder mehr Karten desselben Werts. Du hast ein Paar Könige!</translation>
        </message>
        <message>
            <source>You speak first. Open with 1: your chip goes into the centre, the Poch compartment. Press Open 1.</source>
            <translation>Du sprichst zuerst. Poche 1: Deine Marke kommt in die Mitte, ins Fach Poch. Drück „Poche 1“.</translation>
        </message>
        <message>
            <source>Open with 1 this time: a small bet keeps the others in the game.</source>
            <translation>Poche diesmal 1: Ein kleiner Einsatz hält die anderen im Spiel.</translation>
        </message>
        <message>
            <source>The others answer in turn.</source>
            <translation>Die anderen antworten der Reihe nach.</translation>
        </message>
        <message>
            <source>Anna raised by 1: she has a Kunststück too. Bert and Clara have none, so they had to pass. The Poch compartment holds 3 chips.</source>
            <translation>Anna hat um 1 nachgepocht: Sie hat auch ein Kunststück. Bert und Clara haben keins, also mussten sie passen. Im Fach Poch liegen 3 Marken.</translation>
        </message>
        <message>
            <source>Hold: pay 1 more to match Anna's bet, and the hands are shown. A pair of kings loses only to aces, or to three or four of a kind.</source>
            <translation>Halte: Zahl 1 Marke dazu, um mit Annas Einsatz gleichzuziehen, dann werden die Karten gezeigt. Ein Paar Könige verliert nur gegen Asse oder gegen drei oder vier Gleiche.</translation>
        </message>
        <message>
            <source>Hold: your kings are strong, and holding costs only 1 chip.</source>
            <translation>Halte: Deine Könige sind stark, und Halten kostet nur 1 Marke.</translation>
        </message>
        <message>
            <source>Your kings beat Anna's nines: the 4 chips of the Poch compartment are yours.</source>
            <translation>Deine Könige schlagen Annas Neunen: Die 4 Marken im Fach Poch gehören dir.</translation>
        </message>
        <message>
            <source>Last part, Ausspielen: get rid of your cards. You won the Pochen, so you start. Whoever holds the next higher card of that suit must play it, and so on up the chain.</source>
            <translation>Letzter Teil, Ausspielen: Werde deine Karten los. Du hast das Pochen gewonnen, also fängst du an. Wer die nächsthöhere Karte derselben Farbe hat, muss sie spielen, und so weiter die Kette hinauf.</translation>
        </message>
        <message>
            <source>Start with the {7C}: the {8C} comes next, and it is yours too.</source>
            <translation>Fang mit der Karte {7C} an: Danach kommt {8C}, und die gehört auch dir.</translation>
        </message>
        <message>
            <source>Start with the {7C}: your {8C} follows it, two cards gone at once.</source>
            <translation>Fang mit der Karte {7C} an: Deine Karte {8C} folgt ihr, zwei Karten auf einmal los.</translation>
        </message>
        <message>
            <source>The {8C} is next in the chain, and you hold it: play it.</source>
            <translation>Die Karte {8C} ist die nächste in der Kette, und du hast sie: Spiel sie.</translation>
        </message>
        <message>
            <source>The {8C} must come now: it is the next card of the chain.</source>
            <translation>Jetzt muss die Karte {8C} kommen: Sie ist die nächste Karte der Kette.</translation>
        </message>
        <message>
            <source>Anna holds the {9C}: she must play it.</source>
            <translation>Anna hat die Karte {9C}: Sie muss sie spielen.</translation>
        </message>
        <message>
            <source>The {TC} is in the talon, the cards nobody got: the chain stops. Anna played the last card, so she starts the next chain.</source>
            <translation>Die Karte {TC} liegt im Talon, bei den Karten, die niemand bekommen hat: Die Kette endet. Anna hat die letzte Karte gespielt, also beginnt sie die nächste Kette.</translation>
        </message>
        <message>
            <source>Anna starts with the {9S}. Bert holds the {TS} and the {JS}, Clara the {QS}.</source>
            <translation>Anna beginnt mit der Karte {9S}. Bert hat {TS} und {JS}, Clara {QS}.</translation>
        </message>
        <message>
            <source>The {KS} comes next, and it is yours: play it. The ace of spades is in the talon, so you will start the next chain.</source>
            <translation>Als Nächstes kommt die Karte {KS}, und die gehört dir: Spiel sie. Das Pik-Ass liegt im Talon, also beginnst du die nächste Kette.</translation>
        </message>
        <message>
            <source>The {KS} must come now: it is the next card of the chain.</source>
            <translation>Jetzt muss die Karte {KS} kommen: Sie ist die nächste Karte der Kette.</translation>
        </message>
        <message>
            <source>One card left: play the {KD} and you are out first.</source>
            <translation>Eine Karte bleibt: Spiel die Karte {KD}, und du bist als Erster draußen.</translation>
        </message>
        <message>
            <source>Play the {KD}: it is your last card.</source>
            <translation>Spiel die Karte {KD}: Es ist deine letzte.</translation>
        </message>
        <message>
            <source>You are out! Everyone pays you 1 chip for each card still in hand: 2 + 2 + 3 = 7 chips.</source>
            <translation>Du bist draußen! Jeder zahlt dir 1 Marke für jede Karte, die er noch in der Hand hat: 2 + 2 + 3 = 7 Marken.</translation>
        </message>
        <message>
            <source>That is Poch: Melden, Pochen, Ausspielen. The chips nobody won stay on the board for the next deal. Ready for a real game?</source>
            <translation>Das ist Poch: Melden, Pochen, Ausspielen. Die Marken, die niemand gewonnen hat, bleiben für das nächste Spiel auf dem Brett. Bereit für ein richtiges Spiel?</translation>
        </message>
    </context>
    <context>
        <name>learn schnapsen</name>
        <message>
            <source>Welcome to Schnapsen! Two players, 20 cards. Whoever first counts 66 points wins the deal. These five cards are yours.</source>
            <translation>Willkommen beim Schnapsen! Zwei Spieler, 20 Karten. Wer zuerst 66 Augen zählt, gewinnt das Spiel. Diese fünf Karten gehören dir.</translation>
        </message>
        <message>
            <source>The card turned up under the pile is the trump card: {H} are trumps this deal. A trump beats any card of another suit.</source>
            <translation>Die aufgedeckte Karte unter dem Stapel ist die Trumpfkarte: {H} ist in diesem Spiel Trumpf. Ein Trumpf sticht jede Karte einer anderen Farbe.</translation>
        </message>
        <message>
            <source>The face-down pile is the talon. After each trick, both of you draw a card from it: the winner first.</source>
            <translation>Der verdeckte Stapel ist der Talon. Nach jedem Stich hebt ihr beide eine Karte davon ab, wer den Stich gemacht hat, zuerst.</translation>
        </message>
        <message>
            <source>Cards count: {ace} 11, {ten} 10, {king} 4, {queen} 3, {jack} 2. You score the cards of the tricks you win. Your points are shown here.</source>
            <translation>Die Karten zählen: {ace} 11, {ten} 10, {king} 4, {queen} 3, {jack} 2. Du bekommst die Karten der Stiche, die du machst. Deine Punkte stehen hier.</translation>
        </message>
        <message>
            <source>Announce it: play the {KS} and answer Yes when you are asked whether to announce the marriage.</source>
            <translation>Sag es an: Spiel die Karte {KS} und antworte mit Ja, wenn du gefragt wirst, ob du das Paar ansagen willst.</translation>
        </message>
        <message>
            <source>Not that one: play the {KS} and announce the marriage, it is worth 20 points.</source>
            <translation>Nicht diese: Spiel die Karte {KS} und sag das Paar an, es zählt 20 Augen.</translation>
        </message>
        <message>
            <source>Now lead the {KS} of your marriage.</source>
            <translation>Spiel jetzt die Karte {KS} deines Paares aus.</translation>
        </message>
        <message>
            <source>Lead the {KS}: a marriage is announced by playing its king or queen.</source>
            <translation>Spiel die Karte {KS} aus: Ein Paar sagt man an, indem man seinen König oder seine Dame ausspielt.</translation>
        </message>
        <message>
            <source>Anna answers. While the talon lasts, she need not follow suit.</source>
            <translation>Anna gibt zu. Solange der Talon reicht, muss sie keine Farbe bedienen.</translation>
        </message>
        <message>
            <source>You hold the {jack} of trumps, the {JH}. Before you lead, you may swap it for the trump card: drag the {JH} onto the {AH} (or click the trump card).</source>
            <translation>Deine Karte {JH} ist der Trumpf-{jack}. Bevor du ausspielst, darfst du sie gegen die Trumpfkarte tauschen: Zieh die Karte {JH} auf die Karte {AH} (oder klick auf die Trumpfkarte).</translation>
        </message>
        <message>
            <source>Not yet: first swap your {JH} for the {AH}. Drag it onto the trump card.</source>
            <translation>Noch nicht: Tausch zuerst die Karte {JH} gegen die Karte {AH}. Zieh sie auf die Trumpfkarte.</translation>
        </message>
        <message>
            <source>Now the {AH} is yours. You also hold the {king} and the {queen} of the same suit, the {KS} and the {QS}: a marriage! It is worth 20 (40 in trumps) once you win a trick.</source>
            <translation>Jetzt gehört dir die Karte {AH}. Du hast auch {king} und {queen} derselben Farbe, {KS} und {QS}: ein Paar! Es zählt 20 Augen (40 in Trumpf), sobald du einen Stich machst.</translation>
        </message>
        <message>
            <source>Your {KS} beats her {JD}: the trick is yours, 4 + 2 points, and the marriage's 20 count now: 26. Both of you drew a card.</source>
            <translation>Deine Karte {KS} schlägt ihre Karte {JD}: Der Stich gehört dir, 4 + 2 Augen, und jetzt zählen auch die 20 des Paares: 26. Ihr habt beide eine Karte abgehoben.</translation>
        </message>
        <message>
            <source>The winner leads. Your {AC} is the highest club: lead it.</source>
            <translation>Wer den Stich gemacht hat, spielt aus. Die Karte {AC} ist das höchste Kreuz: Spiel sie aus.</translation>
        </message>
        <message>
            <source>Lead the {AC}: nothing but a trump could take it, and Anna has no trump.</source>
            <translation>Spiel die Karte {AC} aus: Nur ein Trumpf könnte sie stechen, und Anna hat keinen.</translation>
        </message>
        <message>
            <source>Another trick: 11 + 3 = 14, you have 40. Lead your new ace, the {AD}.</source>
            <translation>Noch ein Stich: 11 + 3 = 14 Augen, du hast 40. Spiel deine neue Karte {AD} aus.</translation>
        </message>
        <message>
            <source>Lead the {AD}: an ace wins unless it is trumped.</source>
            <translation>Spiel die Karte {AD} aus: Ein Ass gewinnt, wenn es nicht gestochen wird.</translation>
        </message>
        <message>
            <source>55 points! Now lead the {QS}: let us see what Anna does.</source>
            <translation>55 Augen! Spiel jetzt die Karte {QS} aus: Mal sehen, was Anna macht.</translation>
        </message>
        <message>
            <source>Lead the {QS} this time: keep your trumps for later.</source>
            <translation>Spiel diesmal die Karte {QS} aus: Heb dir deine Trümpfe für später auf.</translation>
        </message>
        <message>
            <source>Anna played the {KH}, a trump: it beats your {QS} even though it is another suit. Her trick, so she leads next.</source>
            <translation>Anna hat die Karte {KH} gespielt, einen Trumpf: Er sticht deine Karte {QS}, obwohl er eine andere Farbe ist. Ihr Stich, also spielt sie als Nächste aus.</translation>
        </message>
        <message>
            <source>Anna leads the {TS}. Take it with your {AS}: 11 + 10 points, and you are past 66.</source>
            <translation>Anna spielt die Karte {TS} aus. Stich sie mit der Karte {AS}: 11 + 10 Augen, und du hast mehr als 66.</translation>
        </message>
        <message>
            <source>Play the {AS}: the highest spade takes her ten.</source>
            <translation>Spiel die Karte {AS}: Das höchste Pik sticht ihre Zehn.</translation>
        </message>
        <message>
            <source>You reached 66 and win the deal! Anna has fewer than 33, so it is worth 2 game points. The first to win 7 game points wins the Bummerl.</source>
            <translation>Du hast 66 Augen erreicht und gewinnst das Spiel! Anna hat weniger als 33, darum zählt es 2 Punkte. Wer zuerst 7 Punkte hat, gewinnt das Bummerl.</translation>
        </message>
        <message>
            <source>That is Schnapsen. Closing the talon, and the strict rules once it is empty, are in the rules (F1). Ready for a real game?</source>
            <translation>Das ist Schnapsen. Das Zudrehen und die strengen Regeln, wenn der Talon aufgebraucht ist, stehen in den Regeln (F1). Bereit für ein richtiges Spiel?</translation>
        </message>
    </context>
    <context>
        <name>learn spades</name>
        <message>
            <source>Welcome to Spades! Four players, each playing for themselves, with 13 cards each. In a trick everyone plays one card, and the highest card wins it. These cards are yours.</source>
            <translation>Willkommen bei Spades! Vier Spieler, jeder spielt für sich, jeder hat 13 Karten. In einem Stich spielt jeder eine Karte, und die höchste Karte gewinnt ihn. Das hier sind deine Karten.</translation>
        </message>
        <message>
            <source>Spades are always trumps: any spade beats every card of the other suits. The two jokers are the highest spades: the {BJ}, then the {LJ}, then the {AS}.</source>
            <translation>Pik ist immer Trumpf: Jedes Pik sticht jede Karte der anderen Farben. Die beiden Joker sind die höchsten Pik: zuerst {BJ}, dann {LJ}, dann {AS}.</translation>
        </message>
        <message>
            <source>Before the play, everyone bids how many tricks they will take. You dealt, so {seat1}, on your left, bids first.</source>
            <translation>Vor dem Spiel sagt jeder an, wie viele Stiche er machen wird. Du hast gegeben, also sagt {seat1} links von dir zuerst an.</translation>
        </message>
        <message>
            <source>{seat1} bids 4.</source>
            <translation>{seat1} sagt 4 an.</translation>
        </message>
        <message>
            <source>{seat2} bids 3.</source>
            <translation>{seat2} sagt 3 an.</translation>
        </message>
        <message>
            <source>{seat3} bids 1.</source>
            <translation>{seat3} sagt 1 an.</translation>
        </message>
        <message>
            <source>Your turn. Count the tricks you are sure of: the {BJ}, the {AS}, the {AH} and the {AD}: four.</source>
            <translation>Du bist dran. Zähl die Stiche, die dir sicher sind: {BJ}, {AS}, {AH} und {AD} – vier.</translation>
        </message>
        <message>
            <source>Bid 4. A bid you make scores 10 points a trick and 1 more for each extra trick; fall short and the hand scores nothing.</source>
            <translation>Sag 4 an. Eine erfüllte Ansage bringt 10 Punkte je Stich und jeder Stich darüber 1 Punkt mehr; machst du zu wenige, bringt das Spiel nichts.</translation>
        </message>
        <message>
            <source>Bid 4, the tricks you are sure of: a smaller bid scores less (30 for 3), and a bigger one scores nothing if you fall short.</source>
            <translation>Sag 4 an, die Stiche, die dir sicher sind: Eine kleinere Ansage bringt weniger (30 für 3), und eine größere bringt nichts, wenn du sie nicht schaffst.</translation>
        </message>
        <message>
            <source>{seat1} leads the {5H}. Everyone must follow suit: play a heart if you have one.</source>
            <translation>{seat1} spielt {5H} aus. Alle müssen Farbe bedienen: Spiel ein Herz, wenn du eins hast.</translation>
        </message>
        <message>
            <source>You have hearts, so you must play one. Your {AH} is the highest heart: play it and the trick is yours.</source>
            <translation>Du hast Herz, also musst du Herz spielen. {AH} ist das höchste Herz: Spiel es, und der Stich gehört dir.</translation>
        </message>
        <message>
            <source>You must follow suit with a heart, and the {AH} wins the trick: play it.</source>
            <translation>Du musst Herz bedienen, und {AH} gewinnt den Stich: Spiel es.</translation>
        </message>
        <message>
            <source>Your first trick! Whoever wins a trick leads the next one.</source>
            <translation>Dein erster Stich! Wer einen Stich gewinnt, spielt zum nächsten aus.</translation>
        </message>
        <message>
            <source>Your lead. A spade may not be led until spades are broken, that is until a spade has been played to a trick (or you hold nothing else). Lead the {AD}, the highest diamond.</source>
            <translation>Du spielst aus. Pik darf erst ausgespielt werden, wenn Pik gebrochen ist, also schon ein Pik in einem Stich lag (oder wenn du nichts anderes hast). Spiel {AD} aus, das höchste Karo.</translation>
        </message>
        <message>
            <source>Spades are not broken yet, so you cannot lead one; and the {AD} is a sure trick. Lead the {AD}.</source>
            <translation>Pik ist noch nicht gebrochen, du darfst es also nicht ausspielen; und {AD} ist ein sicherer Stich. Spiel {AD} aus.</translation>
        </message>
        <message>
            <source>Everyone followed: another trick. With the ace gone, your {KH} is the highest heart left. Lead it.</source>
            <translation>Alle haben bedient: noch ein Stich. Das Ass ist weg, also ist {KH} jetzt das höchste Herz. Spiel ihn aus.</translation>
        </message>
        <message>
            <source>Lead the {KH}: now that the {AH} is gone, it is the highest heart.</source>
            <translation>Spiel {KH} aus: Seit {AH} gefallen ist, ist er das höchste Herz.</translation>
        </message>
        <message>
            <source>Three tricks. Now let the lead go cheaply: lead your smallest card, the {3D}, and keep the {BJ} and the {AS} for later.</source>
            <translation>Drei Stiche. Gib jetzt das Ausspielen billig ab: Spiel deine kleinste Karte aus, {3D}, und heb {BJ} und {AS} für später auf.</translation>
        </message>
        <message>
            <source>Lead the small {3D}: losing it costs nothing, and your big spades can wait.</source>
            <translation>Spiel die kleine {3D} aus: Sie zu verlieren kostet nichts, und deine hohen Pik können warten.</translation>
        </message>
        <message>
            <source>{seat2}'s {KD} is the highest diamond.</source>
            <translation>{KD} von {seat2} ist das höchste Karo.</translation>
        </message>
        <message>
            <source>{seat2} won the trick, so he leads: the {AC}.</source>
            <translation>{seat2} hat den Stich gewonnen und spielt aus: {AC}.</translation>
        </message>
        <message>
            <source>You have no clubs. Then you may play any card, and any spade beats them: trump with your smallest spade, the {4S}.</source>
            <translation>Du hast kein Kreuz. Dann darfst du jede Karte spielen, und jedes Pik sticht Kreuz: Stich mit deinem kleinsten Pik, {4S}.</translation>
        </message>
        <message>
            <source>You have no clubs, so you may trump: the {4S} beats even the {AC}, and your big spades stay in your hand.</source>
            <translation>Du hast kein Kreuz, also darfst du stechen: {4S} sticht sogar {AC}, und deine hohen Pik bleiben auf der Hand.</translation>
        </message>
        <message>
            <source>You trumped an ace! A spade has been played, so spades are broken: from now on anyone may lead them.</source>
            <translation>Du hast ein Ass gestochen! Ein Pik wurde gespielt, also ist Pik gebrochen: Ab jetzt darf jeder Pik ausspielen.</translation>
        </message>
        <message>
            <source>Lead the {BJ}, the highest card of all. Everyone must follow with a spade if they have one.</source>
            <translation>Spiel {BJ} aus, die höchste Karte überhaupt. Alle müssen mit Pik bedienen, wenn sie eins haben.</translation>
        </message>
        <message>
            <source>Lead the {BJ}: it cannot lose, and it draws the spades out of the other hands.</source>
            <translation>Spiel {BJ} aus: Er kann nicht verlieren und zieht den anderen die Pik aus der Hand.</translation>
        </message>
        <message>
            <source>{seat3} had to follow with her only spade, the {LJ}.</source>
            <translation>{seat3} musste mit ihrem einzigen Pik bedienen: {LJ}.</translation>
        </message>
        <message>
            <source>Both jokers are gone, so your {AS} is now the highest spade. Lead it.</source>
            <translation>Beide Joker sind weg, also ist {AS} jetzt das höchste Pik. Spiel es aus.</translation>
        </message>
        <message>
            <source>Lead the {AS}: with both jokers out, nothing can beat it.</source>
            <translation>Spiel {AS} aus: Ohne die Joker kann es nichts mehr schlagen.</translation>
        </message>
        <message>
            <source>{seat3} has no spade left, so she may play any card.</source>
            <translation>{seat3} hat kein Pik mehr und darf jede Karte spielen.</translation>
        </message>
        <message>
            <source>Six tricks: your bid of 4 is made, and every trick more is worth a point.</source>
            <translation>Sechs Stiche: Deine Ansage von 4 ist erfüllt, und jeder weitere Stich bringt einen Punkt.</translation>
        </message>
        <message>
            <source>Your other cards are small. Lead the {3H}.</source>
            <translation>Deine übrigen Karten sind klein. Spiel {3H} aus.</translation>
        </message>
        <message>
            <source>Lead the {3H}: your small cards cannot win now, so let one go.</source>
            <translation>Spiel {3H} aus: Deine kleinen Karten gewinnen jetzt nicht, also gib eine ab.</translation>
        </message>
        <message>
            <source>{seat1} won with the {QH} and leads the {KC}.</source>
            <translation>{seat1} hat mit {QH} gewonnen und spielt {KC} aus.</translation>
        </message>
        <message>
            <source>No clubs again, and you play last: trump with the {5S} and the trick is yours.</source>
            <translation>Wieder kein Kreuz, und du spielst als Letzter: Stich mit {5S}, und der Stich gehört dir.</translation>
        </message>
        <message>
            <source>Trump with the {5S}: you play last, so this small spade wins the trick.</source>
            <translation>Stich mit {5S}: Du spielst als Letzter, also gewinnt dieses kleine Pik den Stich.</translation>
        </message>
        <message>
            <source>Seven tricks. {seat1} still holds high spades, so your last cards will not win. Lead the {4D}.</source>
            <translation>Sieben Stiche. {seat1} hat noch hohe Pik, deine letzten Karten gewinnen also nicht mehr. Spiel {4D} aus.</translation>
        </message>
        <message>
            <source>Lead the {4D}: {seat1}'s high spades will take the rest anyway.</source>
            <translation>Spiel {4D} aus: Die hohen Pik von {seat1} holen den Rest sowieso.</translation>
        </message>
        <message>
            <source>{seat1} has no diamonds left, so she trumps.</source>
            <translation>{seat1} hat kein Karo mehr und sticht.</translation>
        </message>
        <message>
            <source>{seat1} leads a spade: you must follow with your {9S}.</source>
            <translation>{seat1} spielt Pik aus: Du musst mit {9S} bedienen.</translation>
        </message>
        <message>
            <source>You still have a spade, so you must play it: the {9S}.</source>
            <translation>Du hast noch ein Pik, also musst du es spielen: {9S}.</translation>
        </message>
        <message>
            <source>No spade left: any card will do. Play the {7D}.</source>
            <translation>Kein Pik mehr: Jede Karte ist recht. Spiel {7D}.</translation>
        </message>
        <message>
            <source>Any card may go here; this time play the {7D}.</source>
            <translation>Hier darf jede Karte hin; diesmal spiel {7D}.</translation>
        </message>
        <message>
            <source>Your last card, the {6H}.</source>
            <translation>Deine letzte Karte: {6H}.</translation>
        </message>
        <message>
            <source>Play your last card, the {6H}.</source>
            <translation>Spiel deine letzte Karte: {6H}.</translation>
        </message>
        <message>
            <source>The hand is over. You bid 4 and took 7: 40 points, plus 3 for the extra tricks, 43. {seat2} bid 3 but took only 1, so he scores nothing. Hands follow one another until someone reaches 500.</source>
            <translation>Das Spiel ist aus. Du hast 4 angesagt und 7 Stiche gemacht: 40 Punkte plus 3 für die Stiche darüber, 43. {seat2} hat 3 angesagt, aber nur 1 gemacht, also bekommt er nichts. Es wird Spiel um Spiel weitergespielt, bis jemand 500 erreicht.</translation>
        </message>
        <message>
            <source>That is Spades. Nil bids, partnerships and the other variants are in the rules (F1). Ready for a real game?</source>
            <translation>Das ist Spades. Nil-Ansagen, Partnerschaften und die anderen Varianten stehen in den Regeln (F1). Bereit für ein richtiges Spiel?</translation>
        </message>
    </context>
    <context>
        <name>learn tippen</name>
        <message>
            <source>Welcome to Tippen! Everyone gets three cards, and the three tricks share the pot: each trick wins a third of it.</source>
            <translation>Willkommen bei Tippen! Jeder bekommt drei Karten, und die drei Stiche teilen sich den Topf: Jeder Stich gewinnt ein Drittel davon.</translation>
        </message>
        <message>
            <source>This is the pot. The last deal left 9 counters in it, and you, the dealer, paid in the basic stake of 3: 12 counters, so each trick is worth 4.</source>
            <translation>Das ist der Topf. Das letzte Spiel hat 9 Marken darin gelassen, und du als Geber hast den Stamm von 3 eingezahlt: 12 Marken, also ist jeder Stich 4 wert.</translation>
        </message>
        <message>
            <source>{seat3}, on your right, cuts the pack, and the cards are dealt.</source>
            <translation>{seat3} rechts von dir hebt ab, und die Karten werden ausgeteilt.</translation>
        </message>
        <message>
            <source>The card turned face up is the trump card: {H} are trumps. A trump beats any card of another suit; otherwise the highest card of the suit led wins.</source>
            <translation>Die aufgedeckte Karte ist die Trumpfkarte: {H} ist Trumpf. Ein Trumpf sticht jede Karte einer anderen Farbe; sonst gewinnt die höchste Karte der ausgespielten Farbe.</translation>
        </message>
        <message>
            <source>Your cards: the {KH}, a high trump, and two small {S}.</source>
            <translation>Deine Karten: {KH}, ein hoher Trumpf, und zwei kleine {S}.</translation>
        </message>
        <message>
            <source>Now each player says whether they play or pass, starting on your left. Whoever passes is out of this deal and risks nothing. Whoever plays and takes no trick pays the bête: as much as the pot, 12.</source>
            <translation>Jetzt sagt jeder, ob er mitspielt (tippt) oder passt, angefangen links von dir. Wer passt, ist in diesem Spiel draußen und riskiert nichts. Wer mitspielt und keinen Stich macht, zahlt die Bête: so viel, wie im Topf liegt, 12.</translation>
        </message>
        <message>
            <source>{seat1} plays.</source>
            <translation>{seat1} tippt.</translation>
        </message>
        <message>
            <source>{seat2} passes: his cards go face down.</source>
            <translation>{seat2} passt: Seine Karten kommen verdeckt weg.</translation>
        </message>
        <message>
            <source>{seat3} plays.</source>
            <translation>{seat3} tippt.</translation>
        </message>
        <message>
            <source>Your turn. The {KH} is a high trump and very likely takes a trick, worth 4 counters. Play.</source>
            <translation>Du bist dran. {KH} ist ein hoher Trumpf und macht sehr wahrscheinlich einen Stich, 4 Marken wert. Tipp.</translation>
        </message>
        <message>
            <source>Play: with the {KH} you will very likely take a trick, and each one is worth 4 counters.</source>
            <translation>Tipp: Mit {KH} machst du sehr wahrscheinlich einen Stich, und jeder ist 4 Marken wert.</translation>
        </message>
        <message>
            <source>Each player who plays may now exchange up to three cards with the talon: throw them away and take as many new ones from the top.</source>
            <translation>Wer mitspielt, darf jetzt bis zu drei Karten mit dem Talon tauschen: Sie werden abgeworfen, und man nimmt ebenso viele neue von oben.</translation>
        </message>
        <message>
            <source>{seat1} exchanges one card.</source>
            <translation>{seat1} tauscht eine Karte.</translation>
        </message>
        <message>
            <source>{seat3} exchanges one card.</source>
            <translation>{seat3} tauscht eine Karte.</translation>
        </message>
        <message>
            <source>Keep your {KH} and exchange the {9S} and the {8S}: small cards of a plain suit seldom take a trick. Click the two of them, then Exchange.</source>
            <translation>Behalte {KH} und tausch {9S} und {8S}: Kleine Karten einer Fehlfarbe machen selten einen Stich. Klick beide an, dann auf Tauschen.</translation>
        </message>
        <message>
            <source>Exchange just the {9S} and the {8S}, and keep the {KH}, your best card.</source>
            <translation>Tausch nur {9S} und {8S} und behalte {KH}, deine beste Karte.</translation>
        </message>
        <message>
            <source>You drew the {AC} and the {7D}. The {AC} wins its suit unless it is trumped.</source>
            <translation>Du hast {AC} und {7D} bekommen. Mit {AC} gewinnst du die Farbe, solange niemand sticht.</translation>
        </message>
        <message>
            <source>Lead the {AC}: the {7D} would surely lose, the {AC} very likely wins.</source>
            <translation>Spiel {AC} aus: {7D} würde sicher verlieren, {AC} gewinnt sehr wahrscheinlich.</translation>
        </message>
        <message>
            <source>{seat1}, first on your left, leads the {AS}.</source>
            <translation>{seat1}, die Erste links von dir, spielt {AS} aus.</translation>
        </message>
        <message>
            <source>{seat3} has no {S}, so she must trump: the {9H}.</source>
            <translation>{seat3} hat kein {S}, also muss sie stechen: {9H}.</translation>
        </message>
        <message>
            <source>You have no {S} either. Then you must trump, and beat the trump already in the trick if you can: your {KH} beats {seat3}'s {9H}.</source>
            <translation>Du hast auch kein {S}. Dann musst du stechen und den Trumpf im Stich überstechen, wenn du kannst: {KH} schlägt {9H} von {seat3}.</translation>
        </message>
        <message>
            <source>You have no {S}, so you must trump and beat the {9H}: only the {KH} does that.</source>
            <translation>Du hast kein {S}, also musst du stechen und {9H} überstechen: Das kann nur {KH}.</translation>
        </message>
        <message>
            <source>Your trick: a third of the pot, 4 counters, is yours. You lead next.</source>
            <translation>Dein Stich: Ein Drittel des Topfes, 4 Marken, gehört dir. Du spielst als Nächstes aus.</translation>
        </message>
        <message>
            <source>Lead your {AC}: nobody can beat it unless they still have a trump.</source>
            <translation>Spiel {AC} aus: Diese Karte schlägt nur noch ein Trumpf.</translation>
        </message>
        <message>
            <source>Two tricks, 8 counters. Lead your last card, the {7D}.</source>
            <translation>Zwei Stiche, 8 Marken. Spiel deine letzte Karte aus: {7D}.</translation>
        </message>
        <message>
            <source>Play your last card, the {7D}.</source>
            <translation>Spiel deine letzte Karte: {7D}.</translation>
        </message>
        <message>
            <source>{seat1}'s {AD} takes the last trick and 4 counters.</source>
            <translation>{AD} von {seat1} macht den letzten Stich und 4 Marken.</translation>
        </message>
        <message>
            <source>{seat3} played and took no trick, so she pays the bête of 12 into the pot: it waits there for the next deal. You paid 3 and won 8.</source>
            <translation>{seat3} hat mitgespielt und keinen Stich gemacht, also zahlt sie die Bête von 12 in den Topf: Sie wartet dort auf das nächste Spiel. Du hast 3 eingezahlt und 8 gewonnen.</translation>
        </message>
        <message>
            <source>That is Tippen. Knocking, robbing the trump and the other old variants are options in the rules (F1). Ready for a real game?</source>
            <translation>Das ist Tippen. Klopfen, Trumpfrauben und die anderen alten Varianten sind Optionen in den Regeln (F1). Bereit für ein richtiges Spiel?</translation>
        </message>
    </context>
    <context>
        <name>learn wallachen</name>
        <message>
            <source>Welcome to Wallachen! Three players, ten cards each. One of you, the declarer, plays alone against the other two and must take at least the tricks bid.</source>
            <translation>Willkommen bei Wallachen! Drei Spieler, je zehn Karten. Einer von euch, der Spieler, spielt allein gegen die anderen zwei und muss mindestens so viele Stiche machen, wie er angesagt hat.</translation>
        </message>
        <message>
            <source>Three cards each come first. Before the rest are dealt, each player may push the Doppler: it doubles the stakes of this deal.</source>
            <translation>Zuerst bekommt jeder drei Karten. Bevor der Rest ausgeteilt wird, darf jeder seinen Doppler schieben: Er verdoppelt den Einsatz dieses Spiels.</translation>
        </message>
        <message>
            <source>Your first three cards are the {AC}, the {KC} and the {AH}: a fine start. Push your Doppler.</source>
            <translation>Deine ersten drei Karten sind {AC}, {KC} und {AH}: ein guter Anfang. Schieb deinen Doppler.</translation>
        </message>
        <message>
            <source>Push the Doppler: three such high cards to begin with promise a good deal for you.</source>
            <translation>Schieb den Doppler: Drei so hohe Karten zum Anfang versprechen ein gutes Spiel für dich.</translation>
        </message>
        <message>
            <source>{seat1} does not double.</source>
            <translation>{seat1} verdoppelt nicht.</translation>
        </message>
        <message>
            <source>Nor does {seat2}. Now the rest is dealt.</source>
            <translation>{seat2} auch nicht. Jetzt wird der Rest ausgeteilt.</translation>
        </message>
        <message>
            <source>Ten cards each, and two lie face down: the Start. Whoever wins the auction takes them.</source>
            <translation>Je zehn Karten, und zwei liegen verdeckt: der Start. Wer die Versteigerung gewinnt, nimmt sie.</translation>
        </message>
        <message>
            <source>In the auction you say how many of the ten tricks you will take: six at least. You are forehand, so you speak first and keep priority: when someone bids more, you may hold, taking that bid yourself.</source>
            <translation>In der Versteigerung sagst du, wie viele der zehn Stiche du machen wirst: mindestens sechs. Du bist Vorhand, also sprichst du zuerst und hast Vorrang: Bietet jemand mehr, darfst du halten und das Gebot selbst übernehmen.</translation>
        </message>
        <message>
            <source>Five {C} from the {AC} down, and the {AS} and the {AH} besides: a strong hand. Say "I play": six tricks.</source>
            <translation>Fünf {C} von {AC} abwärts, dazu {AS} und {AH}: eine starke Hand. Sag „Ich spiele“: sechs Stiche.</translation>
        </message>
        <message>
            <source>Say "I play": with five top {C} and two more high cards you will take many tricks.</source>
            <translation>Sag „Ich spiele“: Mit fünf hohen {C} und zwei weiteren hohen Karten machst du viele Stiche.</translation>
        </message>
        <message>
            <source>{seat1} bids seven.</source>
            <translation>{seat1} bietet sieben.</translation>
        </message>
        <message>
            <source>Hold: you take seven yourself and keep the game. Your cards make seven.</source>
            <translation>Halte: Du übernimmst die Sieben selbst und behältst das Spiel. Deine Karten schaffen sieben.</translation>
        </message>
        <message>
            <source>Hold: you keep the game at seven, and your cards can make it.</source>
            <translation>Halte: Du behältst das Spiel bei sieben, und deine Karten schaffen das.</translation>
        </message>
        <message>
            <source>{seat1} gives up.</source>
            <translation>{seat1} gibt auf.</translation>
        </message>
        <message>
            <source>{seat2} passes too: you are the declarer, for seven.</source>
            <translation>{seat2} passt auch: Du bist der Spieler, auf sieben.</translation>
        </message>
        <message>
            <source>The Start is yours: the {9C} and the {7H}. Now lay away two cards; they count for nobody.</source>
            <translation>Der Start gehört dir: {9C} und {7H}. Leg jetzt zwei Karten weg; sie zählen für niemanden.</translation>
        </message>
        <message>
            <source>Lay away the {7D} and the {8D}, small cards that would only lose tricks. Click both, then lay them away.</source>
            <translation>Leg {7D} und {8D} weg, kleine Karten, die nur Stiche verlieren würden. Klick beide an, dann leg sie weg.</translation>
        </message>
        <message>
            <source>Lay away the {7D} and the {8D}, your weakest cards; keep the {C} and the high cards.</source>
            <translation>Leg {7D} und {8D} weg, deine schwächsten Karten; behalte die {C} und die hohen Karten.</translation>
        </message>
        <message>
            <source>Now announce your contract: seven, or more. You are paid for every trick you take anyway, and a higher contract only costs more if you fail. Announce seven.</source>
            <translation>Sag jetzt dein Spiel an: sieben oder mehr. Bezahlt wird dir ohnehin jeder Stich, den du machst, und ein höheres Spiel kostet nur mehr, wenn du verlierst. Sag sieben an.</translation>
        </message>
        <message>
            <source>Announce seven: you are paid for each trick you take, so a higher contract adds only risk.</source>
            <translation>Sag sieben an: Dir wird jeder Stich bezahlt, ein höheres Spiel bringt nur mehr Risiko.</translation>
        </message>
        <message>
            <source>{seat1} says Kontra: she thinks you will fail. That doubles the stakes.</source>
            <translation>{seat1} sagt Kontra: Sie glaubt, dass du verlierst. Das verdoppelt den Einsatz.</translation>
        </message>
        <message>
            <source>Answer with Re: you are sure of seven tricks, so double once more. With your Doppler, Kontra and Re the deal counts eight times.</source>
            <translation>Antworte mit Re: Dir sind sieben Stiche sicher, also verdopple noch einmal. Mit Doppler, Kontra und Re zählt das Spiel achtfach.</translation>
        </message>
        <message>
            <source>Say Re: your cards make seven, and Re doubles what they pay you.</source>
            <translation>Sag Re: Deine Karten schaffen sieben, und Re verdoppelt, was sie dir zahlen.</translation>
        </message>
        <message>
            <source>You lead, and the suit of the declarer's first card becomes trumps. Lead the {AC}: {C} are trumps.</source>
            <translation>Du spielst aus, und die Farbe der ersten Karte des Spielers wird Trumpf. Spiel {AC} aus: {C} ist Trumpf.</translation>
        </message>
        <message>
            <source>Lead the {AC}: your first card names the trumps, and your {C} are long and strong.</source>
            <translation>Spiel {AC} aus: Deine erste Karte bestimmt den Trumpf, und deine {C} sind lang und stark.</translation>
        </message>
        <message>
            <source>Both had to follow with a trump, and those were their only ones.</source>
            <translation>Beide mussten mit Trumpf bedienen, und das waren ihre einzigen.</translation>
        </message>
        <message>
            <source>Nobody else holds a trump now. Give up your one losing card while your trumps can win the lead back: lead the {7H}.</source>
            <translation>Niemand sonst hat jetzt noch Trumpf. Gib deine einzige Verlustkarte ab, solange deine Trümpfe das Ausspielen zurückholen können: Spiel {7H} aus.</translation>
        </message>
        <message>
            <source>Lead the {7H}: it will lose anyway, and now your trumps can still take the lead back.</source>
            <translation>Spiel {7H} aus: Sie verliert sowieso, und jetzt können deine Trümpfe das Ausspielen noch zurückholen.</translation>
        </message>
        <message>
            <source>{seat1} must follow suit and beat the card on the table if she can.</source>
            <translation>{seat1} muss Farbe bedienen und die Karte auf dem Tisch überbieten, wenn sie kann.</translation>
        </message>
        <message>
            <source>{seat1} won and leads the {AD}.</source>
            <translation>{seat1} hat gewonnen und spielt {AD} aus.</translation>
        </message>
        <message>
            <source>You have no {D}, so you must trump. Your smallest trump, the {9C}, is enough.</source>
            <translation>Du hast kein {D}, also musst du stechen. Dein kleinster Trumpf, {9C}, reicht.</translation>
        </message>
        <message>
            <source>You have no {D}, so you must play a trump; the smallest, the {9C}, wins.</source>
            <translation>Du hast kein {D}, also musst du Trumpf spielen; der kleinste, {9C}, gewinnt.</translation>
        </message>
        <message>
            <source>Now every card you hold wins. Lead the {AS}.</source>
            <translation>Jetzt gewinnt jede Karte auf deiner Hand. Spiel {AS} aus.</translation>
        </message>
        <message>
            <source>Lead the {AS}; the other cards will win afterwards.</source>
            <translation>Spiel {AS} aus; die anderen Karten gewinnen danach.</translation>
        </message>
        <message>
            <source>The {KS} is now the highest {S}.</source>
            <translation>{KS} ist jetzt die höchste Karte in {S}.</translation>
        </message>
        <message>
            <source>Lead the {KS}, the highest {S} left.</source>
            <translation>Spiel {KS} aus, die höchste Karte in {S}, die noch übrig ist.</translation>
        </message>
        <message>
            <source>Then the {AH}.</source>
            <translation>Dann {AH}.</translation>
        </message>
        <message>
            <source>Lead the {AH}.</source>
            <translation>Spiel {AH} aus.</translation>
        </message>
        <message>
            <source>Seven tricks: your contract is made. Take the rest with your trumps: the {KC}.</source>
            <translation>Sieben Stiche: Dein Spiel ist gewonnen. Hol den Rest mit deinen Trümpfen: {KC}.</translation>
        </message>
        <message>
            <source>Lead the {KC}.</source>
            <translation>Spiel {KC} aus.</translation>
        </message>
        <message>
            <source>The {QC}.</source>
            <translation>{QC}.</translation>
        </message>
        <message>
            <source>Lead the {QC}.</source>
            <translation>Spiel {QC} aus.</translation>
        </message>
        <message>
            <source>The {JC}.</source>
            <translation>{JC}.</translation>
        </message>
        <message>
            <source>Lead the {JC}.</source>
            <translation>Spiel {JC} aus.</translation>
        </message>
        <message>
            <source>And the last one, the {TC}.</source>
            <translation>Und die letzte: {TC}.</translation>
        </message>
        <message>
            <source>Lead the {TC}.</source>
            <translation>Spiel {TC} aus.</translation>
        </message>
        <message>
            <source>Nine tricks! You bid seven and made it. Each of them pays you 9 tricks times 8 (Doppler, Kontra and Re): 72.</source>
            <translation>Neun Stiche! Du hast sieben angesagt und es geschafft. Jeder der beiden zahlt dir 9 Stiche mal 8 (Doppler, Kontra und Re): 72.</translation>
        </message>
        <message>
            <source>That is Wallachen. Bettel (no trick at all) and Mord (all ten) are bids too; they are in the rules (F1). Ready for a real game?</source>
            <translation>Das ist Wallachen. Bettel (gar kein Stich) und Mord (alle zehn) sind auch Gebote; sie stehen in den Regeln (F1). Bereit für ein richtiges Spiel?</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <source>Thinks longest where the decision is close (up to a second) and reads your past plays for what you are likely to hold.</source>
            <translation>Denkt am längsten, wo die Entscheidung knapp ist (bis zu einer Sekunde), und liest aus deinen bisherigen Zügen, was du wahrscheinlich hältst.</translation>
        </message>
        <message>
            <source>Plays by rules of thumb and slips about one decision in five.</source>
            <translation>Spielt nach Faustregeln und patzt etwa bei jeder fünften Entscheidung.</translation>
        </message>
        <message>
            <source>Looks ahead over a few guesses at your hand and the talon; makes the odd mistake.</source>
            <translation>Denkt mit ein paar Vermutungen über dein Blatt und den Talon voraus; macht gelegentlich Fehler.</translation>
        </message>
        <message>
            <source>Weighs about two hundred guesses at your hand, plays the deal out exactly once the talon is closed or gone, and closes only when it clearly pays.</source>
            <translation>Wägt etwa zweihundert Vermutungen über dein Blatt ab, spielt das Spiel exakt zu Ende, sobald der Talon zugedreht oder aufgebraucht ist, und dreht nur zu, wenn es sich klar lohnt.</translation>
        </message>
        <message>
            <source>Plays by rules of thumb, slips about one card in five and misjudges two bids in five.</source>
            <translation>Spielt nach Faustregeln, patzt etwa bei jeder fünften Karte und verschätzt sich bei zwei von fünf Ansagen.</translation>
        </message>
        <message>
            <source>Looks ahead over a few guesses at the other hands; bids by counting its high cards and spades, as a club player does.</source>
            <translation>Denkt mit ein paar Vermutungen über die anderen Blätter voraus; sagt an, indem er hohe Karten und Pik zählt, wie ein Vereinsspieler.</translation>
        </message>
        <message>
            <source>Bids by playing out sixty sample deals, weighs eighty guesses at the other hands in play, and cashes its sure winners before it leads low.</source>
            <translation>Sagt an, nachdem er sechzig Beispielverteilungen durchgespielt hat, wägt beim Spielen achtzig Vermutungen über die anderen Blätter ab und holt seine sicheren Stiche, bevor er niedrig ausspielt.</translation>
        </message>
        <message>
            <source>A cautious beginner: bets only with three of a kind and starts every chain with its lowest card.</source>
            <translation>Ein vorsichtiger Anfänger: setzt nur mit einem Drilling und beginnt jede Kette mit seiner niedrigsten Karte.</translation>
        </message>
        <message>
            <source>Opens the betting with almost any set but passes when another player bets, unless it holds four of a kind; looks a little ahead in the chains.</source>
            <translation>Eröffnet das Pochen mit fast jeder Kombination, passt aber, sobald ein anderer Spieler setzt, außer mit einem Vierling; schaut in den Ketten ein wenig voraus.</translation>
        </message>
        <message>
            <source>Weighs the hands against everyone's bets so far, mixes in bluffs and disguised amounts, learns who bets on a whim, and plays the chains out exactly.</source>
            <translation>Wägt die Blätter gegen alle bisherigen Einsätze ab, mischt Bluffs und verschleierte Beträge ein, merkt sich, wer aus Laune setzt, und spielt die Ketten exakt aus.</translation>
        </message>
        <message>
            <source>Declares by a rough count of its hand and misjudges two declarations in five; plays by rules of thumb.</source>
            <translation>Tippt nach einer groben Schätzung seines Blatts und verschätzt sich bei zwei von fünf Ansagen; spielt nach Faustregeln.</translation>
        </message>
        <message>
            <source>Declares by the same count without slips; looks ahead over guesses at the other hands for the exchange and the tricks.</source>
            <translation>Tippt nach derselben Schätzung ohne Patzer; denkt beim Tauschen und bei den Stichen mit Vermutungen über die anderen Blätter voraus.</translation>
        </message>
        <message>
            <source>Tries each declaration on many sample deals that fit the others' taps and passes, and plays the three tricks out exactly.</source>
            <translation>Prüft jede Ansage an vielen Beispielverteilungen, die zum Tippen und Passen der anderen passen, und spielt die drei Stiche exakt aus.</translation>
        </message>
        <message>
            <source>Doubles, bids and plays by a quick count of its tricks, and slips about one decision in five.</source>
            <translation>Doppelt, reizt und spielt nach einer schnellen Zählung seiner Stiche und patzt etwa bei jeder fünften Entscheidung.</translation>
        </message>
        <message>
            <source>Bids by a quick count of its tricks; chooses the contract and plays by looking ahead over a few guesses at the other hands.</source>
            <translation>Reizt nach einer schnellen Zählung seiner Stiche; wählt das Spiel und spielt, indem er mit ein paar Vermutungen über die anderen Blätter vorausdenkt.</translation>
        </message>
        <message>
            <source>Bids by playing out sample deals that fit everyone's bids, and looks ahead over many more guesses in play.</source>
            <translation>Reizt nach durchgespielten Beispielverteilungen, die zu allen Geboten passen, und denkt beim Spielen mit viel mehr Vermutungen voraus.</translation>
        </message>
    </context>
    <context>
        <name>numbers</name>
        <message>
            <source>{n} %</source>
            <translation>{n} %</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Pack</source>
            <translation>Blatt</translation>
        </message>
        <message>
            <source>20 cards (Schnapsen) or 24 cards with the nines (Sixty-six)</source>
            <translation>20 Karten (Schnapsen) oder 24 Karten mit den Neunern (Sechsundsechzig)</translation>
        </message>
        <message>
            <source>Exchange only after a won trick</source>
            <translation>Austauschen erst nach einem gewonnenen Stich</translation>
        </message>
        <message>
            <source>Smallest talon for the trump exchange</source>
            <translation>Kleinster Talon für den Austausch</translation>
        </message>
        <message>
            <source>4: no exchange when only two talon cards remain</source>
            <translation>4: kein Austausch, wenn nur noch zwei Talonkarten da sind</translation>
        </message>
        <message>
            <source>Smallest talon for closing</source>
            <translation>Kleinster Talon zum Zudrehen</translation>
        </message>
        <message>
            <source>4: no closing when only two talon cards remain</source>
            <translation>4: kein Zudrehen, wenn nur noch zwei Talonkarten da sind</translation>
        </message>
        <message>
            <source>Marriage allowed before the first won trick</source>
            <translation>Paar vor dem ersten gewonnenen Stich erlaubt</translation>
        </message>
        <message>
            <source>the points stay pending until a trick is won</source>
            <translation>die Punkte bleiben offen, bis ein Stich gewonnen ist</translation>
        </message>
        <message>
            <source>Marriages after the talon is closed or used up</source>
            <translation>Paare nach dem Zudrehen oder wenn der Talon aufgebraucht ist</translation>
        </message>
        <message>
            <source>Show the partner card of a marriage</source>
            <translation>Die zweite Karte des Paares zeigen</translation>
        </message>
        <message>
            <source>Card led after a marriage</source>
            <translation>Ausgespielte Karte nach einem Paar</translation>
        </message>
        <message>
            <source>When marriage points count</source>
            <translation>Wann die Punkte eines Paares zählen</translation>
        </message>
        <message>
            <source>Going out (66)</source>
            <translation>Ausmelden (66)</translation>
        </message>
        <message>
            <source>Go out right after announcing a marriage</source>
            <translation>Gleich nach dem Ansagen eines Paares ausmelden</translation>
        </message>
        <message>
            <source>Closing the talon allowed</source>
            <translation>Zudrehen erlaubt</translation>
        </message>
        <message>
            <source>Scoring after closing</source>
            <translation>Wertung nach dem Zudrehen</translation>
        </message>
        <message>
            <source>Penalty for a false claim</source>
            <translation>Strafe für falsches Ausmelden</translation>
        </message>
        <message>
            <source>Last-trick bonus</source>
            <translation>Bonus für den letzten Stich</translation>
        </message>
        <message>
            <source>10 card points for the last trick once the talon is used up</source>
            <translation>10 Augen für den letzten Stich, wenn der Talon aufgebraucht ist</translation>
        </message>
        <message>
            <source>A 65 : 65 tie</source>
            <translation>Gleichstand 65 : 65</translation>
        </message>
        <message>
            <source>Game points for a Bummerl</source>
            <translation>Punkte für ein Bummerl</translation>
        </message>
        <message>
            <source>Double Bummerl for a loser without game points</source>
            <translation>Doppeltes Bummerl (Schneider), wenn der Verlierer keinen Punkt hat</translation>
        </message>
        <message>
            <source>Show running points</source>
            <translation>Laufende Augen zeigen</translation>
        </message>
        <message>
            <source>Confirm closing the talon</source>
            <translation>Zudrehen bestätigen</translation>
        </message>
        <message>
            <source>Partnerships</source>
            <translation>Partnerschaften</translation>
        </message>
        <message>
            <source>Jokers</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>Big and little joker as the two top spades</source>
            <translation>Großer und kleiner Joker als die zwei höchsten Pik</translation>
        </message>
        <message>
            <source>Nil bids</source>
            <translation>Nil-Ansagen</translation>
        </message>
        <message>
            <source>A bid of no tricks: +/- nil value</source>
            <translation>Ansage von null Stichen: +/- Nil-Wert</translation>
        </message>
        <message>
            <source>Nil value</source>
            <translation>Nil-Wert</translation>
        </message>
        <message>
            <source>Both partners may bid nil</source>
            <translation>Beide Partner dürfen Nil ansagen</translation>
        </message>
        <message>
            <source>Failed nil tricks count for the partner</source>
            <translation>Stiche eines verlorenen Nil zählen für den Partner</translation>
        </message>
        <message>
            <source>Off: they only count as bags (pagat). On: they count toward the contract (OpenSpiel)</source>
            <translation>Aus: sie zählen nur als Überstiche (pagat). Ein: sie zählen zum Kontrakt (OpenSpiel)</translation>
        </message>
        <message>
            <source>Broken contract</source>
            <translation>Nicht erfüllter Kontrakt</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>Blind Nil</translation>
        </message>
        <message>
            <source>Nil bid before looking; needs nil</source>
            <translation>Nil-Ansage vor dem Ansehen der Karten; braucht Nil</translation>
        </message>
        <message>
            <source>Blind nil value</source>
            <translation>Wert von Blind Nil</translation>
        </message>
        <message>
            <source>Blind nil only when behind by</source>
            <translation>Blind Nil nur bei Rückstand von</translation>
        </message>
        <message>
            <source>0: always allowed</source>
            <translation>0: immer erlaubt</translation>
        </message>
        <message>
            <source>Blind nil card exchange</source>
            <translation>Kartentausch bei Blind Nil</translation>
        </message>
        <message>
            <source>Cards passed between partners (pairs only)</source>
            <translation>Karten, die Partner austauschen (nur Paare)</translation>
        </message>
        <message>
            <source>Bags penalty</source>
            <translation>Strafe für Überstiche</translation>
        </message>
        <message>
            <source>Lose bag penalty per bag limit</source>
            <translation>Überstich-Strafe je erreichtem Limit</translation>
        </message>
        <message>
            <source>Bags per penalty</source>
            <translation>Überstiche je Strafe</translation>
        </message>
        <message>
            <source>Bag penalty</source>
            <translation>Überstich-Strafe</translation>
        </message>
        <message>
            <source>Game to</source>
            <translation>Partie bis</translation>
        </message>
        <message>
            <source>500; short game 200</source>
            <translation>500; kurze Partie 200</translation>
        </message>
        <message>
            <source>Lose threshold</source>
            <translation>Verlustgrenze</translation>
        </message>
        <message>
            <source>Game also ends at or below</source>
            <translation>Die Partie endet auch bei oder unter</translation>
        </message>
        <message>
            <source>Leading spades</source>
            <translation>Pik ausspielen</translation>
        </message>
        <message>
            <source>First lead</source>
            <translation>Erstes Ausspiel</translation>
        </message>
        <message>
            <source>No spades on the first trick</source>
            <translation>Kein Pik im ersten Stich</translation>
        </message>
        <message>
            <source>Side's bids at most the tricks of a hand</source>
            <translation>Ansagen einer Seite höchstens so viele wie Stiche im Spiel</translation>
        </message>
        <message>
            <source>Partnerships only; needs nil</source>
            <translation>Nur mit Partnern; braucht Nil</translation>
        </message>
        <message>
            <source>Two players build hands by</source>
            <translation>Zwei Spieler bilden ihre Hände durch</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Geben</translation>
        </message>
        <message>
            <source>Three cards each, then the trump card (Grupp)</source>
            <translation>Je drei Karten, dann die Trumpfkarte (Grupp)</translation>
        </message>
        <message>
            <source>Two cards each, the trump card, one more each (Katira)</source>
            <translation>Je zwei Karten, die Trumpfkarte, je eine weitere (Katira)</translation>
        </message>
        <message>
            <source>Bête</source>
            <translation>Bête</translation>
        </message>
        <message>
            <source>What a player who plays and takes no trick pays into the pot</source>
            <translation>Was ein Spieler, der mitspielt und keinen Stich macht, in den Topf zahlt</translation>
        </message>
        <message>
            <source>The playing pot</source>
            <translation>Der gespielte Topf</translation>
        </message>
        <message>
            <source>The basic stake</source>
            <translation>Der Stamm</translation>
        </message>
        <message>
            <source>Exchange with the talon</source>
            <translation>Austausch mit dem Talon</translation>
        </message>
        <message>
            <source>Active players may exchange up to three cards (3-5 players)</source>
            <translation>Mitspieler dürfen bis zu drei Karten tauschen (3–5 Spieler)</translation>
        </message>
        <message>
            <source>Forced play on a bare pot</source>
            <translation>Tipp-Zwang bei leerem Topf</translation>
        </message>
        <message>
            <source>When nothing was carried into the pot, everybody must play</source>
            <translation>Wenn nichts in den Topf übertragen wurde, müssen alle spielen</translation>
        </message>
        <message>
            <source>Follow rules</source>
            <translation>Bedienregeln</translation>
        </message>
        <message>
            <source>Follow suit, else trump; head the trick</source>
            <translation>Farbe bedienen, sonst stechen; Stich übernehmen</translation>
        </message>
        <message>
            <source>Follow suit, else trump an untrumped trick (von Alvensleben)</source>
            <translation>Farbe bedienen, sonst einen ungestochenen Stich stechen (von Alvensleben)</translation>
        </message>
        <message>
            <source>Forced trump leads</source>
            <translation>Trumpf-Ausspielzwang</translation>
        </message>
        <message>
            <source>With three players in, the first lead is a trump; the winner of trick 1 who held two trumps leads a trump to trick 2</source>
            <translation>Mit drei Mitspielern wird zuerst Trumpf ausgespielt; wer Stich 1 gewinnt und zwei Trümpfe hatte, spielt zu Stich 2 Trumpf aus</translation>
        </message>
        <message>
            <source>Basic stake</source>
            <translation>Stamm</translation>
        </message>
        <message>
            <source>The dealer's ante, a multiple of 3</source>
            <translation>Der Einsatz des Gebers, ein Vielfaches von 3</translation>
        </message>
        <message>
            <source>Pot cap</source>
            <translation>Topfgrenze</translation>
        </message>
        <message>
            <source>The most a deal is played for (0: no cap); a multiple of 3</source>
            <translation>Höchstens so viel wird in einem Spiel gespielt (0: keine Grenze); ein Vielfaches von 3</translation>
        </message>
        <message>
            <source>Robbing the trump</source>
            <translation>Trumpf rauben</translation>
        </message>
        <message>
            <source>An active holder of the seven of trumps may take the trump card</source>
            <translation>Ein Mitspieler mit der Trumpfsieben darf die Trumpfkarte nehmen</translation>
        </message>
        <message>
            <source>Sniffing</source>
            <translation>Riechen</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nein</translation>
        </message>
        <message>
            <source>Von Alvensleben: the dealer may drop out</source>
            <translation>Von Alvensleben: der Geber darf aussteigen</translation>
        </message>
        <message>
            <source>Grupp: the dealer must take two tricks</source>
            <translation>Grupp: der Geber muss zwei Stiche machen</translation>
        </message>
        <message>
            <source>Knocking</source>
            <translation>Klopfen</translation>
        </message>
        <message>
            <source>The dealer may take the trump card before seeing his hand</source>
            <translation>Der Geber darf die Trumpfkarte nehmen, bevor er seine Karten sieht</translation>
        </message>
        <message>
            <source>Shoving</source>
            <translation>Schieben</translation>
        </message>
        <message>
            <source>The dealer may pass the deal on, paying</source>
            <translation>Der Geber darf das Geben gegen Zahlung weiterschieben</translation>
        </message>
        <message>
            <source>Hupf und Sprung</source>
            <translation>Hupf und Sprung</translation>
        </message>
        <message>
            <source>An ace or seven at the bottom of the cut moves the deal on; no forced play</source>
            <translation>Ein Ass oder eine Sieben unten beim Abheben gibt das Geben weiter; kein Tipp-Zwang</translation>
        </message>
        <message>
            <source>Pot at the end of a session</source>
            <translation>Topf am Ende der Sitzung</translation>
        </message>
        <message>
            <source>Shared equally</source>
            <translation>Gleich aufgeteilt</translation>
        </message>
        <message>
            <source>Left on the table</source>
            <translation>Bleibt liegen</translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation>Erster Geber</translation>
        </message>
        <message>
            <source>Drawn at random</source>
            <translation>Zufällig gezogen</translation>
        </message>
        <message>
            <source>The first to be dealt an ace</source>
            <translation>Wer zuerst ein Ass bekommt</translation>
        </message>
        <message>
            <source>Start balance</source>
            <translation>Anfangsstand</translation>
        </message>
        <message>
            <source>Deals in a session</source>
            <translation>Spiele pro Sitzung</translation>
        </message>
        <message>
            <source>Cards per player</source>
            <translation>Karten je Spieler</translation>
        </message>
        <message>
            <source>The whole pack gives unequal hands when it does not divide evenly</source>
            <translation>Das ganze Blatt gibt ungleiche Hände, wenn es nicht aufgeht</translation>
        </message>
        <message>
            <source>4 (the seed)</source>
            <translation>4 (die Vorlage)</translation>
        </message>
        <message>
            <source>5 (Meyers)</source>
            <translation>5 (Meyers)</translation>
        </message>
        <message>
            <source>The whole pack</source>
            <translation>Das ganze Blatt</translation>
        </message>
        <message>
            <source>Trump card</source>
            <translation>Trumpfkarte</translation>
        </message>
        <message>
            <source>Where the trump card comes from</source>
            <translation>Woher die Trumpfkarte kommt</translation>
        </message>
        <message>
            <source>The dealer's last card (he keeps it)</source>
            <translation>Die letzte Karte des Gebers (er behält sie)</translation>
        </message>
        <message>
            <source>Turned from the talon (nobody's card)</source>
            <translation>Vom Stock aufgedeckt (niemandes Karte)</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Brett</translation>
        </message>
        <message>
            <source>The board the deal is played on</source>
            <translation>Das Brett, auf dem gespielt wird</translation>
        </message>
        <message>
            <source>Eight compartments (bets into the Poch)</source>
            <translation>Acht Fächer (Einsätze in den Poch)</translation>
        </message>
        <message>
            <source>Nine compartments (Pocher and centre take antes)</source>
            <translation>Neun Fächer (Pocher und Mitte bekommen Einsätze)</translation>
        </message>
        <message>
            <source>Sequenz</source>
            <translation>Sequenz</translation>
        </message>
        <message>
            <source>Which run of cards wins the Sequenz compartment</source>
            <translation>Welche Folge das Fach Sequenz gewinnt</translation>
        </message>
        <message>
            <source>The best three-card run of any suit</source>
            <translation>Die beste Folge aus drei Karten in jeder Farbe</translation>
        </message>
        <message>
            <source>Seven, eight and nine of trumps</source>
            <translation>Sieben, Acht und Neun in Trumpf</translation>
        </message>
        <message>
            <source>Equal runs</source>
            <translation>Gleiche Folgen</translation>
        </message>
        <message>
            <source>Who wins when two runs are equal</source>
            <translation>Wer gewinnt, wenn zwei Folgen gleich sind</translation>
        </message>
        <message>
            <source>Clubs, spades, hearts, diamonds</source>
            <translation>Kreuz, Pik, Herz, Karo</translation>
        </message>
        <message>
            <source>The player nearest the forehand</source>
            <translation>Wer der Vorhand am nächsten sitzt</translation>
        </message>
        <message>
            <source>Only a player with a pair or better may bet</source>
            <translation>Nur wer ein Paar oder besser hat, darf setzen</translation>
        </message>
        <message>
            <source>Off: anyone may open, hold or raise (bluffing)</source>
            <translation>Aus: jeder darf pochen, halten oder nachpochen (bluffen)</translation>
        </message>
        <message>
            <source>Highest opening bet</source>
            <translation>Höchster Eröffnungseinsatz</translation>
        </message>
        <message>
            <source>The most counters an opening bet may be</source>
            <translation>Die meisten Marken, die ein Eröffnungsgebot haben darf</translation>
        </message>
        <message>
            <source>Highest raise</source>
            <translation>Höchstes Nachpochen</translation>
        </message>
        <message>
            <source>The most a bet may be raised by at once</source>
            <translation>Um wie viel ein Gebot höchstens auf einmal erhöht werden darf</translation>
        </message>
        <message>
            <source>Raises per betting round</source>
            <translation>Nachpochen je Runde</translation>
        </message>
        <message>
            <source>How many times a bet may be raised in one betting round</source>
            <translation>Wie oft ein Gebot in einer Bietrunde erhöht werden darf</translation>
        </message>
        <message>
            <source>Counters left on the board at the end</source>
            <translation>Marken, die am Ende auf dem Brett bleiben</translation>
        </message>
        <message>
            <source>What becomes of the counters on the board when the session ends</source>
            <translation>Was am Ende der Sitzung aus den Marken auf dem Brett wird</translation>
        </message>
        <message>
            <source>Stay unclaimed</source>
            <translation>Bleiben liegen</translation>
        </message>
        <message>
            <source>Counters each player starts with</source>
            <translation>Marken, mit denen jeder beginnt</translation>
        </message>
        <message>
            <source>The counters each player starts the session with</source>
            <translation>Die Marken, mit denen jeder die Sitzung beginnt</translation>
        </message>
        <message>
            <source>0: no fixed length, until the players stop</source>
            <translation>0: keine feste Länge, bis die Spieler aufhören</translation>
        </message>
        <message>
            <source>Open-ended</source>
            <translation>Offen</translation>
        </message>
        <message>
            <source>20 cards</source>
            <translation>20 Karten</translation>
        </message>
        <message>
            <source>24 cards, with the nines</source>
            <translation>24 Karten, mit den Neunern</translation>
        </message>
        <message>
            <source>On: the trump jack may be exchanged only by a player who has won a trick</source>
            <translation>Ein: nur wer schon einen Stich gemacht hat, darf den Trumpfbuben austauschen</translation>
        </message>
        <message>
            <source>Off: no marriage once the talon is closed or used up (German Sixty-six)</source>
            <translation>Aus: kein Paar mehr, sobald der Talon zugedreht oder aufgebraucht ist (deutsches Sechsundsechzig)</translation>
        </message>
        <message>
            <source>On: the opponent sees the card you keep; off: only 20 or 40 is said</source>
            <translation>Ein: der Gegner sieht die Karte, die man behält; aus: nur 20 oder 40 wird gesagt</translation>
        </message>
        <message>
            <source>Which card of the marriage you must lead after announcing it</source>
            <translation>Welche Karte des Paares man nach dem Ansagen ausspielen muss</translation>
        </message>
        <message>
            <source>The king or the queen</source>
            <translation>Der König oder der Ober</translation>
        </message>
        <message>
            <source>The king only</source>
            <translation>Nur der König</translation>
        </message>
        <message>
            <source>Whether a marriage's points count once you have any trick, or only after the next trick you win</source>
            <translation>Ob die Augen eines Paares zählen, sobald man einen Stich hat, oder erst nach dem nächsten gemachten Stich</translation>
        </message>
        <message>
            <source>As soon as you have a trick</source>
            <translation>Sobald man einen Stich hat</translation>
        </message>
        <message>
            <source>After the next won trick</source>
            <translation>Nach dem nächsten gemachten Stich</translation>
        </message>
        <message>
            <source>Whether the table ends the deal at 66 or the player must claim it (a false claim loses)</source>
            <translation>Ob der Tisch das Spiel bei 66 beendet oder man sich selbst ausmelden muss (falsches Ausmelden verliert)</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatisch</translation>
        </message>
        <message>
            <source>Claimed by the player</source>
            <translation>Von Hand ausmelden</translation>
        </message>
        <message>
            <source>Off: a marriage that reaches 66 ends the deal only when you next win a trick</source>
            <translation>Aus: ein Paar, das auf 66 bringt, beendet das Spiel erst mit dem nächsten gemachten Stich</translation>
        </message>
        <message>
            <source>Off: nobody may close the talon</source>
            <translation>Aus: niemand darf den Talon zudrehen</translation>
        </message>
        <message>
            <source>Whether a closer who goes out is scored by the opponent's state at the close or at the end of the deal</source>
            <translation>Ob wer zugedreht hat und sich ausmeldet nach dem Stand des Gegners beim Zudrehen oder am Ende des Spiels bezahlt wird</translation>
        </message>
        <message>
            <source>Viennese: as at the close</source>
            <translation>Wienerisch: wie beim Zudrehen</translation>
        </message>
        <message>
            <source>As at the end of the deal</source>
            <translation>Wie am Ende des Spiels</translation>
        </message>
        <message>
            <source>What the opponent scores when a player claims 66 without having it</source>
            <translation>Was der Gegner schreibt, wenn sich jemand ohne 66 ausmeldet</translation>
        </message>
        <message>
            <source>2, or 3 if the opponent had no trick</source>
            <translation>2, oder 3, wenn der Gegner keinen Stich hatte</translation>
        </message>
        <message>
            <source>What the claim would have won</source>
            <translation>Was das Ausmelden gewonnen hätte</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Keiner</translation>
        </message>
        <message>
            <source>10 points</source>
            <translation>10 Augen</translation>
        </message>
        <message>
            <source>Who scores when both players end on 65</source>
            <translation>Wer schreibt, wenn beide auf 65 enden</translation>
        </message>
        <message>
            <source>The last trick wins</source>
            <translation>Der letzte Stich gewinnt</translation>
        </message>
        <message>
            <source>Carried over to the next deal</source>
            <translation>Ins nächste Spiel mitgenommen</translation>
        </message>
        <message>
            <source>The game points both players count down from</source>
            <translation>Die Punkte, von denen beide herunterzählen</translation>
        </message>
        <message>
            <source>On: losing a Bummerl without a single game point counts as two</source>
            <translation>Ein: wer ein Bummerl ohne einen einzigen Punkt verliert, bekommt zwei</translation>
        </message>
        <message>
            <source>Both players' card points shown during the deal</source>
            <translation>Die Augen beider Spieler während des Spiels angezeigt</translation>
        </message>
        <message>
            <source>On: clicking the talon asks before it closes</source>
            <translation>Ein: ein Klick auf den Talon fragt nach, bevor zugedreht wird</translation>
        </message>
        <message>
            <source>Everyone alone, or partners who sit opposite each other and score together</source>
            <translation>Jeder für sich, oder Partner, die einander gegenübersitzen und gemeinsam schreiben</translation>
        </message>
        <message>
            <source>None: everyone plays alone</source>
            <translation>Keine: jeder spielt für sich</translation>
        </message>
        <message>
            <source>Pairs (4 or 6 players, partners opposite)</source>
            <translation>Paare (4 oder 6 Spieler, Partner gegenüber)</translation>
        </message>
        <message>
            <source>Three sides of two (6 players)</source>
            <translation>Drei Seiten zu zweit (6 Spieler)</translation>
        </message>
        <message>
            <source>What a nil bid wins when kept and loses when broken</source>
            <translation>Was eine Nil-Ansage gewinnt, wenn sie hält, und verliert, wenn sie bricht</translation>
        </message>
        <message>
            <source>Off: only one player of a side may bid nil</source>
            <translation>Aus: nur ein Spieler einer Seite darf Nil ansagen</translation>
        </message>
        <message>
            <source>What a side scores that takes fewer tricks than it bid</source>
            <translation>Was eine Seite schreibt, die weniger Stiche macht als angesagt</translation>
        </message>
        <message>
            <source>Scores nothing</source>
            <translation>Schreibt nichts</translation>
        </message>
        <message>
            <source>Loses 10 per trick bid</source>
            <translation>Verliert 10 je angesagtem Stich</translation>
        </message>
        <message>
            <source>What a blind nil wins when kept and loses when broken</source>
            <translation>Was ein Blind Nil gewinnt, wenn es hält, und verliert, wenn es bricht</translation>
        </message>
        <message>
            <source>No exchange</source>
            <translation>Kein Austausch</translation>
        </message>
        <message>
            <source>Two cards each way</source>
            <translation>Zwei Karten in jede Richtung</translation>
        </message>
        <message>
            <source>How many overtricks (bags) cost one bag penalty</source>
            <translation>Wie viele Überstiche eine Strafe kosten</translation>
        </message>
        <message>
            <source>The points lost each time the bags reach the limit</source>
            <translation>Die Punkte, die man verliert, wenn die Überstiche die Grenze erreichen</translation>
        </message>
        <message>
            <source>On: the game also ends when a score falls this low</source>
            <translation>Ein: die Partie endet auch, wenn ein Stand so tief fällt</translation>
        </message>
        <message>
            <source>The score at which a side loses the game</source>
            <translation>Der Stand, bei dem eine Seite die Partie verliert</translation>
        </message>
        <message>
            <source>When a spade may be led to a trick</source>
            <translation>Wann Pik ausgespielt werden darf</translation>
        </message>
        <message>
            <source>Once spades are broken</source>
            <translation>Sobald Pik gebrochen ist</translation>
        </message>
        <message>
            <source>At any time</source>
            <translation>Jederzeit</translation>
        </message>
        <message>
            <source>Only with nothing but spades</source>
            <translation>Nur mit nichts als Pik auf der Hand</translation>
        </message>
        <message>
            <source>Who leads to the first trick of a hand</source>
            <translation>Wer zum ersten Stich einer Hand ausspielt</translation>
        </message>
        <message>
            <source>The player left of the dealer</source>
            <translation>Der Spieler links vom Geber</translation>
        </message>
        <message>
            <source>The holder of the lowest club leads it</source>
            <translation>Wer das niedrigste Kreuz hat, spielt es aus</translation>
        </message>
        <message>
            <source>On: nobody may play a spade to the first trick</source>
            <translation>Ein: niemand darf zum ersten Stich Pik spielen</translation>
        </message>
        <message>
            <source>How two players get their thirteen cards</source>
            <translation>Wie zwei Spieler zu ihren dreizehn Karten kommen</translation>
        </message>
        <message>
            <source>Drawing: keep or discard from the stock</source>
            <translation>Ziehen: vom Stapel behalten oder ablegen</translation>
        </message>
        <message>
            <source>A plain deal of thirteen cards</source>
            <translation>Einfaches Geben von dreizehn Karten</translation>
        </message>
        <message>
            <source>How the cards are dealt around the trump card</source>
            <translation>Wie die Karten um die Trumpfkarte herum gegeben werden</translation>
        </message>
        <message>
            <source>What a player must play to a trick</source>
            <translation>Was man zu einem Stich spielen muss</translation>
        </message>
        <message>
            <source>The dealer may take the face-down trump card after looking at his cards</source>
            <translation>Der Geber darf die verdeckte Trumpfkarte nehmen, nachdem er seine Karten angesehen hat</translation>
        </message>
        <message>
            <source>What becomes of the chips in the pot when the session ends</source>
            <translation>Was am Ende der Sitzung aus den Marken im Topf wird</translation>
        </message>
        <message>
            <source>Who deals the first deal of a session</source>
            <translation>Wer das erste Spiel einer Sitzung gibt</translation>
        </message>
        <message>
            <source>The chips each player starts the session with</source>
            <translation>Die Marken, mit denen jeder die Sitzung beginnt</translation>
        </message>
        <message>
            <source>0: play until you stop</source>
            <translation>0: spielen, bis ihr aufhört</translation>
        </message>
        <message>
            <source>Until you stop</source>
            <translation>Bis ihr aufhört</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Sirch's form: Brand in a named suit, Bettel and Mord</source>
            <translation>Nach Sirch: Brand in einer genannten Farbe, Bettel und Mord</translation>
        </message>
        <message>
            <source>Standard (Six to Nine, Bettel, Mord)</source>
            <translation>Standard (Sechser bis Neuner, Bettel, Mord)</translation>
        </message>
        <message>
            <source>Sirch (Brand, Bettel, Mord)</source>
            <translation>Sirch (Brand, Bettel, Mord)</translation>
        </message>
        <message>
            <source>Deal in packets of</source>
            <translation>Geben in Paketen zu</translation>
        </message>
        <message>
            <source>Doppeln after the first packet</source>
            <translation>Doppeln nach dem ersten Paket</translation>
        </message>
        <message>
            <source>Doppeln</source>
            <translation>Doppeln</translation>
        </message>
        <message>
            <source>Openly one after another, or secretly until all have chosen</source>
            <translation>Offen einer nach dem anderen, oder geheim, bis alle gewählt haben</translation>
        </message>
        <message>
            <source>One after another, openly</source>
            <translation>Nacheinander, offen</translation>
        </message>
        <message>
            <source>Secretly</source>
            <translation>Geheim</translation>
        </message>
        <message>
            <source>Jump bids</source>
            <translation>Sprunggebote</translation>
        </message>
        <message>
            <source>A challenger may name any higher level</source>
            <translation>Ein Herausforderer darf jede höhere Stufe nennen</translation>
        </message>
        <message>
            <source>When nobody plays</source>
            <translation>Wenn niemand spielt</translation>
        </message>
        <message>
            <source>What happens when every player passes</source>
            <translation>Was geschieht, wenn alle passen</translation>
        </message>
        <message>
            <source>Forehand must play Six</source>
            <translation>Vorhand muss einen Sechser spielen</translation>
        </message>
        <message>
            <source>Everybody pays into the pot</source>
            <translation>Alle zahlen in den Topf</translation>
        </message>
        <message>
            <source>Deal again</source>
            <translation>Neu geben</translation>
        </message>
        <message>
            <source>Ante into the pot</source>
            <translation>Einsatz in den Topf</translation>
        </message>
        <message>
            <source>What each player pays into the pot when nobody plays</source>
            <translation>Was jeder in den Topf zahlt, wenn niemand spielt</translation>
        </message>
        <message>
            <source>Who takes the pot</source>
            <translation>Wer den Topf bekommt</translation>
        </message>
        <message>
            <source>Who takes the pot once a deal is played</source>
            <translation>Wer den Topf nimmt, sobald ein Spiel gespielt wird</translation>
        </message>
        <message>
            <source>The winners of the next deal played</source>
            <translation>Die Gewinner des nächsten gespielten Spiels</translation>
        </message>
        <message>
            <source>Only a declarer who wins</source>
            <translation>Nur ein Spieler, der gewinnt</translation>
        </message>
        <message>
            <source>A made contract is paid for</source>
            <translation>Ein gewonnenes Spiel wird bezahlt für</translation>
        </message>
        <message>
            <source>Whether a made contract is paid for every trick taken or for the tricks bid</source>
            <translation>Ob ein gewonnenes Spiel für jeden gemachten Stich oder für die angesagten Stiche bezahlt wird</translation>
        </message>
        <message>
            <source>Every trick taken</source>
            <translation>Jeden gemachten Stich</translation>
        </message>
        <message>
            <source>The tricks bid</source>
            <translation>Die gebotenen Stiche</translation>
        </message>
        <message>
            <source>Stake per trick</source>
            <translation>Einsatz je Stich</translation>
        </message>
        <message>
            <source>The chips paid for each trick</source>
            <translation>Die Marken, die je Stich bezahlt werden</translation>
        </message>
        <message>
            <source>Bettel pays</source>
            <translation>Bettel zahlt</translation>
        </message>
        <message>
            <source>The chips a Bettel wins or loses</source>
            <translation>Die Marken, die ein Bettel gewinnt oder verliert</translation>
        </message>
        <message>
            <source>Mord pays</source>
            <translation>Mord zahlt</translation>
        </message>
        <message>
            <source>The chips a Mord wins or loses</source>
            <translation>Die Marken, die ein Mord gewinnt oder verliert</translation>
        </message>
        <message>
            <source>Doppeln, Kontra and Re double Bettel and Mord too</source>
            <translation>Doppeln, Kontra und Re verdoppeln auch Bettel und Mord</translation>
        </message>
        <message>
            <source>Off: Bettel and Mord always pay their fixed rate</source>
            <translation>Aus: Bettel und Mord zahlen immer ihren festen Satz</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>Trumpf</translation>
        </message>
        <message>
            <source>The first card led makes trumps, or the declarer names them with his contract</source>
            <translation>Die erste ausgespielte Karte bestimmt Trumpf, oder der Spieler nennt ihn mit seinem Spiel</translation>
        </message>
        <message>
            <source>The suit of the first lead</source>
            <translation>Die Farbe des ersten Ausspiels</translation>
        </message>
        <message>
            <source>Named by the declarer</source>
            <translation>Vom Spieler genannt</translation>
        </message>
        <message>
            <source>Head the suit led even when the trick is trumped</source>
            <translation>Die ausgespielte Farbe übernehmen, auch wenn der Stich gestochen ist</translation>
        </message>
        <message>
            <source>On: a player following suit must beat the highest card of that suit even when the trick is trumped</source>
            <translation>Ein: wer Farbe bedient, muss die höchste Karte dieser Farbe überbieten, auch wenn der Stich getrumpft ist</translation>
        </message>
        <message>
            <source>Discard instead of undertrumping</source>
            <translation>Abwerfen statt untertrumpfen</translation>
        </message>
        <message>
            <source>On: a player who cannot beat a trump may play any card instead of a lower trump</source>
            <translation>Ein: wer einen Trumpf nicht überstechen kann, darf statt eines niedrigeren Trumpfs jede Karte spielen</translation>
        </message>
        <message>
            <source>Head the trick in Bettel and Mord too</source>
            <translation>Stichzwang auch bei Bettel und Mord</translation>
        </message>
        <message>
            <source>On: in Bettel and Mord too a player must beat the trick when he can</source>
            <translation>Ein: auch im Bettel und Mord muss man den Stich überbieten, wenn man kann</translation>
        </message>
        <message>
            <source>Play all ten tricks of a decided Bettel or Mord</source>
            <translation>Alle zehn Stiche eines entschiedenen Bettel oder Mord spielen</translation>
        </message>
        <message>
            <source>On: the deal goes on to the last trick even when the contract is decided</source>
            <translation>Ein: das Spiel geht bis zum letzten Stich weiter, auch wenn es schon entschieden ist</translation>
        </message>
        <message>
            <source>Defenders knock to show a void</source>
            <translation>Gegenspieler klopfen, um eine Fehlfarbe zu zeigen</translation>
        </message>
        <message>
            <source>On: a defender who cannot follow suit knocks to tell the partner</source>
            <translation>Ein: ein Gegenspieler, der nicht bedienen kann, klopft, um es dem Partner zu zeigen</translation>
        </message>
        <message>
            <source>0: until the players stop</source>
            <translation>0: bis die Spieler aufhören</translation>
        </message>
        <message>
            <source>3-4-3</source>
            <translation>3-4-3</translation>
        </message>
        <message>
            <source>5-5</source>
            <translation>5-5</translation>
        </message>
        <message>
            <source>4-4-2</source>
            <translation>4-4-2</translation>
        </message>
    </context>
    <context>
        <name>outcome</name>
        <message>
            <source>★ {winner} won the Bummerl! ★</source>
            <translation>★ {winner} gewinnt das Bummerl! ★</translation>
        </message>
        <message>
            <source>{winner} won the Bummerl</source>
            <translation>{winner} gewinnt das Bummerl</translation>
        </message>
        <message>
            <source>Bummerl {number}: {winner} {won} : {lost} {loser} in game points.</source>
            <translation>Bummerl {number}: {winner} {won} : {lost} {loser} in Punkten.</translation>
        </message>
        <message>
            <source>{loser} scored nothing: a schneider Bummerl, it counts double.</source>
            <translation>{loser} hat keinen Punkt: ein Schneider-Bummerl, es zählt doppelt.</translation>
        </message>
        <message>
            <source>Bummerl so far: {first} {a} : {b} {second}.</source>
            <translation>Bummerl bisher: {first} {a} : {b} {second}.</translation>
        </message>
        <message>
            <source>Most chips at the end of the session: {winners}</source>
            <translation>Die meisten Marken am Ende der Sitzung: {winners}</translation>
        </message>
        <message>
            <source>Balances: {scores}</source>
            <translation>Stand: {scores}</translation>
        </message>
        <message>
            <source>{winners} won the match</source>
            <translation>{winners} gewinnt die Partie</translation>
        </message>
        <message>
            <source>Final score: {scores}</source>
            <translation>Endstand: {scores}</translation>
        </message>
    </context>
    <context>
        <name>past</name>
        <message>
            <source>Past games</source>
            <translation>Vergangene Spiele</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Wann</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Stand</translation>
        </message>
        <message>
            <source>No game has been finished yet: every deal you play to its end is kept here.</source>
            <translation>Noch kein Spiel beendet: Jedes Spiel, das du zu Ende spielst, wird hier aufbewahrt.</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Nachspielen</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren…</translation>
        </message>
        <message>
            <source>Export the game</source>
            <translation>Das Spiel exportieren</translation>
        </message>
        <message>
            <source>Saved games (*.json)</source>
            <translation>Gespeicherte Spiele (*.json)</translation>
        </message>
        <message>
            <source>Not saved: {why}</source>
            <translation>Nicht gespeichert: {why}</translation>
        </message>
        <message>
            <source>{score} (not finished)</source>
            <translation>{score} (nicht beendet)</translation>
        </message>
    </context>
    <context>
        <name>poch</name>
        <message>
            <source>Pochen</source>
            <translation>Pochen</translation>
        </message>
        <message>
            <source>Hold</source>
            <translation>Halten</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>You hold no pair</source>
            <translation>Du hast kein Paar</translation>
        </message>
        <message>
            <source>Nobody has opened yet</source>
            <translation>Noch hat niemand gepocht</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>gepasst</translation>
        </message>
        <message>
            <source>I hold!</source>
            <translation>Ich halte!</translation>
        </message>
        <message>
            <source>Out!</source>
            <translation>Aus!</translation>
        </message>
        <message>
            <source>hold the bet, raise it or pass (the Pochen panel, or 0 to hold, a digit to raise, P)</source>
            <translation>halte den Einsatz, poch nach oder passe (das Pochen-Fenster, oder 0 zum Halten, eine Ziffer zum Nachpochen, P)</translation>
        </message>
        <message>
            <source>open the betting (Pochen) or pass (or a digit, P)</source>
            <translation>eröffne das Pochen oder passe (oder eine Ziffer, P)</translation>
        </message>
        <message>
            <source>you hold no pair: pass (P)</source>
            <translation>du hast kein Paar: passe (P)</translation>
        </message>
        <message>
            <source>start the next chain: drag any card to the table, double-click it, or pick it with the arrows and Enter</source>
            <translation>beginne die nächste Kette: zieh eine beliebige Karte auf den Tisch, doppelklicke sie oder wähle sie mit den Pfeiltasten und Enter</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n Karte</numerusform>
                <numerusform>%n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>Pochen: nobody has opened yet</source>
            <translation>Pochen: noch hat niemand gepocht</translation>
        </message>
        <message>
            <source>Open {n}</source>
            <translation>Poche {n}</translation>
        </message>
        <message>
            <source>Raise {n}</source>
            <translation>Nachpochen {n}</translation>
        </message>
        <message>
            <source>Raise {n} (pay {pay})</source>
            <translation>Nachpochen {n} (zahl {pay})</translation>
        </message>
        <message>
            <source>Hold (pay {pay})</source>
            <translation>Halten (zahl {pay})</translation>
        </message>
        <message>
            <source>Your set: {cards}</source>
            <translation>Deine Kombination: {cards}</translation>
        </message>
        <message>
            <source>The bet stands at {n} · raises left: {left}</source>
            <translation>Der Einsatz steht bei {n} · noch {left}-mal nachpochen</translation>
        </message>
        <message>
            <source>Bets: {bets}</source>
            <translation>Einsätze: {bets}</translation>
        </message>
        <message>
            <source>Nobody opens the betting</source>
            <translation>Niemand pocht</translation>
        </message>
        <message>
            <source>You poch {n}</source>
            <translation>Du pochst {n}</translation>
        </message>
        <message>
            <source>{name} pochs {n}</source>
            <translation>{name} pocht {n}</translation>
        </message>
        <message>
            <source>You hold</source>
            <translation>Du hältst</translation>
        </message>
        <message>
            <source>{name} holds</source>
            <translation>{name} hält</translation>
        </message>
        <message>
            <source>You raise to {n}</source>
            <translation>Du pochst nach auf {n}</translation>
        </message>
        <message>
            <source>{name} raises to {n}</source>
            <translation>{name} pocht nach auf {n}</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>Du passt</translation>
        </message>
        <message>
            <source>{name} passes</source>
            <translation>{name} passt</translation>
        </message>
        <message>
            <source>You take {place}: {n}</source>
            <translation>Du nimmst {place}: {n}</translation>
        </message>
        <message>
            <source>{name} takes {place}: {n}</source>
            <translation>{name} nimmt {place}: {n}</translation>
        </message>
        <message>
            <source>You show {set} and win the pool of {n}</source>
            <translation>Du zeigst {set} und gewinnst den Pott von {n}</translation>
        </message>
        <message>
            <source>{name} shows {set} and wins the pool of {n}</source>
            <translation>{name} zeigt {set} und gewinnt den Pott von {n}</translation>
        </message>
        <message>
            <source>You win the pool of {n}: everybody else passed</source>
            <translation>Du gewinnst den Pott von {n}: alle anderen haben gepasst</translation>
        </message>
        <message>
            <source>{name} wins the pool of {n}: everybody else passed</source>
            <translation>{name} gewinnt den Pott von {n}: alle anderen haben gepasst</translation>
        </message>
        <message>
            <source>The chain ends: you start the next</source>
            <translation>Die Kette endet: du beginnst die nächste</translation>
        </message>
        <message>
            <source>The chain ends: {name} starts the next</source>
            <translation>Die Kette endet: {name} beginnt die nächste</translation>
        </message>
        <message>
            <source>You have played your last card</source>
            <translation>Du hast deine letzte Karte gespielt</translation>
        </message>
        <message>
            <source>{name} has played the last card</source>
            <translation>{name} hat die letzte Karte gespielt</translation>
        </message>
        <message>
            <source>You pay {other} {n}</source>
            <translation>Du zahlst {other} {n}</translation>
        </message>
        <message>
            <source>{name} pays you {n}</source>
            <translation>{name} zahlt dir {n}</translation>
        </message>
        <message>
            <source>{name} pays {other} {n}</source>
            <translation>{name} zahlt {other} {n}</translation>
        </message>
        <message>
            <source>You take the centre: {n}</source>
            <translation>Du nimmst die Mitte: {n}</translation>
        </message>
        <message>
            <source>{name} takes the centre: {n}</source>
            <translation>{name} nimmt die Mitte: {n}</translation>
        </message>
        <message>
            <source>four of a kind ({cards})</source>
            <translation>einen Vierling ({cards})</translation>
        </message>
        <message>
            <source>three of a kind ({cards})</source>
            <translation>einen Drilling ({cards})</translation>
        </message>
        <message>
            <source>a pair ({cards})</source>
            <translation>ein Paar ({cards})</translation>
        </message>
        <message numerus="yes">
            <source>%n counters</source>
            <translation>
                <numerusform>%n Marke</numerusform>
                <numerusform>%n Marken</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} counters</source>
            <translation>{value} Marken</translation>
        </message>
        <message>
            <source>Melden</source>
            <translation>Melden</translation>
        </message>
        <message>
            <source>Ausspielen</source>
            <translation>Ausspielen</translation>
        </message>
        <message>
            <source>I poch {n}!</source>
            <translation>Ich poche {n}!</translation>
        </message>
        <message>
            <source>Raise to {n}!</source>
            <translation>Auf {n}!</translation>
        </message>
        <message>
            <source>The pool: +{n}</source>
            <translation>Der Pott: +{n}</translation>
        </message>
        <message>
            <source>continue the chain with the {card}</source>
            <translation>setz die Kette mit {card} fort</translation>
        </message>
        <message>
            <source>{name} starts the next chain…</source>
            <translation>{name} beginnt die nächste Kette …</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Trumpf: {suit}</translation>
        </message>
        <message>
            <source>bet {n}</source>
            <translation>gesetzt {n}</translation>
        </message>
        <message>
            <source>won the pool · {cards}</source>
            <translation>hat den Pott gewonnen · {cards}</translation>
        </message>
        <message>
            <source>Deal {n} of {total}</source>
            <translation>Spiel {n} von {total}</translation>
        </message>
        <message>
            <source>Deal {n} (no fixed end)</source>
            <translation>Spiel {n} (ohne festes Ende)</translation>
        </message>
        <message>
            <source>This deal: {gains}</source>
            <translation>Dieses Spiel: {gains}</translation>
        </message>
        <message>
            <source>The antes go onto the board</source>
            <translation>Die Einsätze kommen aufs Brett</translation>
        </message>
        <message>
            <source>Melden: the board pays the best cards</source>
            <translation>Melden: das Brett zahlt die besten Karten</translation>
        </message>
        <message>
            <source>Pochen: the bet stands at {n}</source>
            <translation>Pochen: der Einsatz steht bei {n}</translation>
        </message>
        <message>
            <source>Ausspielen: {name} to start the next chain</source>
            <translation>Ausspielen: {name} beginnt die nächste Kette</translation>
        </message>
        <message>
            <source>Ausspielen: {name} to continue the chain</source>
            <translation>Ausspielen: {name} setzt die Kette fort</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>Das Spiel ist aus</translation>
        </message>
        <message>
            <source>you have {n}</source>
            <translation>du hast {n}</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>Ass</translation>
        </message>
        <message>
            <source>King</source>
            <translation>König</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Dame</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Bube</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>Zehner</translation>
        </message>
        <message>
            <source>Mariage</source>
            <translation>Mariage</translation>
        </message>
        <message>
            <source>Sequenz</source>
            <translation>Sequenz</translation>
        </message>
        <message>
            <source>Poch</source>
            <translation>Poch</translation>
        </message>
        <message>
            <source>Pocher</source>
            <translation>Pocher</translation>
        </message>
        <message>
            <source>Centre</source>
            <translation>Mitte</translation>
        </message>
        <message>
            <source>The betting is over: play a card</source>
            <translation>Das Pochen ist vorbei: spiel eine Karte</translation>
        </message>
        <message>
            <source>Cards are played after the betting (Pochen) is over</source>
            <translation>Karten werden erst nach dem Pochen gespielt</translation>
        </message>
        <message>
            <source>Only a player with a pair or better may bet; you can only pass</source>
            <translation>Nur wer ein Paar oder besser hat, darf setzen; du kannst nur passen</translation>
        </message>
        <message>
            <source>The betting is already open: hold, raise or pass</source>
            <translation>Es ist schon gepocht: halten, nachpochen oder passen</translation>
        </message>
        <message>
            <source>Nobody has opened yet: open or pass</source>
            <translation>Noch hat niemand gepocht: pochen oder passen</translation>
        </message>
        <message>
            <source>Open with 1 to {most} counters</source>
            <translation>Poche mit 1 bis {most} Marken</translation>
        </message>
        <message>
            <source>Raise by 1 to {most} counters</source>
            <translation>Poch um 1 bis {most} Marken nach</translation>
        </message>
        <message>
            <source>The bet has been raised {most} times already: hold or pass</source>
            <translation>Es wurde schon {most}-mal nachgepocht: halten oder passen</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Du hast {card} nicht auf der Hand</translation>
        </message>
        <message>
            <source>The {card} continues the chain: you must play it</source>
            <translation>{card} setzt die Kette fort: du musst sie spielen</translation>
        </message>
        <message>
            <source>Poch has no such move</source>
            <translation>Diesen Zug gibt es im Poch nicht</translation>
        </message>
        <message>
            <source>{place} to you ({n})</source>
            <translation>{place} an dich ({n})</translation>
        </message>
        <message>
            <source>{place} to {who} ({n})</source>
            <translation>{place} an {who} ({n})</translation>
        </message>
        <message>
            <source>Melden: {claims}</source>
            <translation>Melden: {claims}</translation>
        </message>
        <message>
            <source>Melden: nothing claimed</source>
            <translation>Melden: nichts abgeräumt</translation>
        </message>
        <message>
            <source>You won the pool of {n} uncontested</source>
            <translation>Du hast den Pott von {n} ohne Gegner gewonnen</translation>
        </message>
        <message>
            <source>{who} won the pool of {n} uncontested</source>
            <translation>{who} hat den Pott von {n} ohne Gegner gewonnen</translation>
        </message>
        <message>
            <source>You won the pool of {n} at the showdown</source>
            <translation>Du hast den Pott von {n} beim Aufdecken gewonnen</translation>
        </message>
        <message>
            <source>{who} won the pool of {n} at the showdown</source>
            <translation>{who} hat den Pott von {n} beim Aufdecken gewonnen</translation>
        </message>
        <message>
            <source>nobody opened the betting</source>
            <translation>niemand hat gepocht</translation>
        </message>
        <message numerus="yes">
            <source>You went out first and collected %n counters</source>
            <translation>
                <numerusform>Du bist zuerst ausgegangen und hast %n Marke kassiert</numerusform>
                <numerusform>Du bist zuerst ausgegangen und hast %n Marken kassiert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} went out first and collected %n counters</source>
            <translation>
                <numerusform>{who} ist zuerst ausgegangen und hat %n Marke kassiert</numerusform>
                <numerusform>{who} ist zuerst ausgegangen und hat %n Marken kassiert</numerusform>
            </translation>
        </message>
        <message>
            <source>{melden}; {pochen}; {ausspielen}.</source>
            <translation>{melden}; {pochen}; {ausspielen}.</translation>
        </message>
        <message>
            <source>{who}: {n}</source>
            <translation>{who}: {n}</translation>
        </message>
        <message>
            <source>Counters: {balances}</source>
            <translation>Marken: {balances}</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Katira (1983): exchange, the bête is the pot</source>
            <translation>Katira (1983): Austausch, die Bête ist der Topf</translation>
        </message>
        <message>
            <source>Grupp (1975): exchange, the bête is the basic stake</source>
            <translation>Grupp (1975): Austausch, die Bête ist der Stamm</translation>
        </message>
        <message>
            <source>Von Alvensleben (1853): forced play on a bare pot, trump leads</source>
            <translation>Von Alvensleben (1853): Tipp-Zwang bei leerem Topf, Trumpf ausspielen</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Traditional (Austrian)</source>
            <translation>Traditionell (österreichisch)</translation>
        </message>
        <message>
            <source>Sixty-six (24 cards)</source>
            <translation>Sechsundsechzig (24 Karten)</translation>
        </message>
        <message>
            <source>As the VU Amsterdam engine</source>
            <translation>Wie die Engine der VU Amsterdam</translation>
        </message>
        <message>
            <source>Standard, short game (200)</source>
            <translation>Standard, kurze Partie (200)</translation>
        </message>
        <message>
            <source>Classic partnership</source>
            <translation>Klassisch mit Partnern</translation>
        </message>
        <message>
            <source>As OpenSpiel</source>
            <translation>Wie OpenSpiel</translation>
        </message>
        <message>
            <source>Four cards, the dealer's last card is trump (the seed)</source>
            <translation>Vier Karten, die letzte Karte des Gebers ist Trumpf (die Vorlage)</translation>
        </message>
        <message>
            <source>Five cards, a talon card turned for trump (Meyers 1908)</source>
            <translation>Fünf Karten, eine Stockkarte als Trumpf aufgedeckt (Meyers 1908)</translation>
        </message>
        <message>
            <source>The whole pack, nine compartments (modern boards)</source>
            <translation>Das ganze Blatt, neun Fächer (moderne Bretter)</translation>
        </message>
        <message>
            <source>Traditional</source>
            <translation>Traditionell</translation>
        </message>
        <message>
            <source>Sixty-six</source>
            <translation>Sechsundsechzig</translation>
        </message>
        <message>
            <source>Amsterdam rules</source>
            <translation>Amsterdamer Regeln</translation>
        </message>
        <message>
            <source>Individual, with jokers</source>
            <translation>Jeder für sich, mit Jokern</translation>
        </message>
        <message>
            <source>Individual, to 200</source>
            <translation>Jeder für sich, bis 200</translation>
        </message>
        <message>
            <source>OpenSpiel rules</source>
            <translation>OpenSpiel-Regeln</translation>
        </message>
        <message>
            <source>Sirch's form</source>
            <translation>Nach Sirch</translation>
        </message>
        <message>
            <source>Standard, a pot when nobody plays</source>
            <translation>Standard, ein Topf, wenn niemand spielt</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>{name}: {card}</source>
            <translation>{name}: {card}</translation>
        </message>
        <message>
            <source>{name}: {action}</source>
            <translation>{name}: {action}</translation>
        </message>
        <message>
            <source>Review — {title}</source>
            <translation>Nachspielen — {title}</translation>
        </message>
        <message>
            <source>Seen from {name}'s seat</source>
            <translation>Aus der Sicht von {name}</translation>
        </message>
        <message>
            <source>Whose hand is at the bottom, and whose play is analysed</source>
            <translation>Wessen Blatt unten liegt und wessen Spiel analysiert wird</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Spiel {n}</translation>
        </message>
        <message>
            <source>Deal {n} — number {seed}</source>
            <translation>Spiel {n} — Nummer {seed}</translation>
        </message>
        <message>
            <source>Deal {n}: cannot be shown</source>
            <translation>Spiel {n}: kann nicht gezeigt werden</translation>
        </message>
        <message>
            <source>The deal as dealt (Home)</source>
            <translation>Das Spiel wie gegeben (Pos1)</translation>
        </message>
        <message>
            <source>One move back (←)</source>
            <translation>Einen Zug zurück (←)</translation>
        </message>
        <message>
            <source>One move on (→)</source>
            <translation>Einen Zug weiter (→)</translation>
        </message>
        <message>
            <source>The end of the deal (End)</source>
            <translation>Das Ende des Spiels (Ende)</translation>
        </message>
        <message>
            <source>Export this deal…</source>
            <translation>Dieses Spiel exportieren…</translation>
        </message>
        <message>
            <source>Save this deal's record as JSON (Import shows it here again)</source>
            <translation>Den Verlauf dieses Spiels als JSON speichern (Importieren zeigt ihn hier wieder)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>Dieses Spiel noch einmal</translation>
        </message>
        <message>
            <source>Play this deal again…</source>
            <translation>Dieses Spiel noch einmal…</translation>
        </message>
        <message>
            <source>A new game with the same players and rules, this deal first: everybody holds the same hand again</source>
            <translation>Eine neue Partie mit denselben Spielern und Regeln, dieses Spiel zuerst: jeder hat wieder dieselbe Hand</translation>
        </message>
        <message>
            <source>Deal {n} cannot be shown: {why}</source>
            <translation>Spiel {n} kann nicht gezeigt werden: {why}</translation>
        </message>
        <message>
            <source>Dealer: {name}</source>
            <translation>Geber: {name}</translation>
        </message>
        <message>
            <source>Move {n} of {of}</source>
            <translation>Zug {n} von {of}</translation>
        </message>
        <message>
            <source>Export the deal</source>
            <translation>Das Spiel exportieren</translation>
        </message>
        <message>
            <source>Deal records (*.json)</source>
            <translation>Spielverläufe (*.json)</translation>
        </message>
        <message>
            <source>Not saved: {why}</source>
            <translation>Nicht gespeichert: {why}</translation>
        </message>
    </context>
    <context>
        <name>schnapsen</name>
        <message>
            <source>Announce the marriage in {suit} ({value})?</source>
            <translation>Das Paar in {suit} ansagen ({value})?</translation>
        </message>
        <message>
            <source>Announce the marriage in {suit}</source>
            <translation>Paar in {suit} ansagen</translation>
        </message>
        <message>
            <source>Claim 66</source>
            <translation>66 ansagen (ausmelden)</translation>
        </message>
        <message>
            <source>Do not claim</source>
            <translation>Nicht ausmelden</translation>
        </message>
        <message>
            <source>Close the talon</source>
            <translation>Zudrehen</translation>
        </message>
        <message>
            <source>{name}: marriage in {suit}</source>
            <translation>{name}: Paar in {suit}</translation>
        </message>
        <message>
            <source>Exchange the trump jack</source>
            <translation>Trumpfbuben austauschen</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Zugedreht</translation>
        </message>
        <message>
            <source>Exchanged</source>
            <translation>Ausgetauscht</translation>
        </message>
        <message>
            <source>Wrong claim!</source>
            <translation>Falsch ausgemeldet!</translation>
        </message>
        <message>
            <source>the cards are played out: claim 66 or not</source>
            <translation>die Karten sind ausgespielt: 66 ansagen oder nicht</translation>
        </message>
        <message>
            <source>lead the king or queen of the marriage</source>
            <translation>spiel den König oder die Dame des Paares aus</translation>
        </message>
        <message>
            <source>follow suit with a higher card if you can</source>
            <translation>Farbe bedienen und den Stich übernehmen, wenn du kannst</translation>
        </message>
        <message>
            <source>play a card</source>
            <translation>spiel eine Karte</translation>
        </message>
        <message>
            <source>click the talon (or press C) to close it</source>
            <translation>klick auf den Talon (oder drück C), um zuzudrehen</translation>
        </message>
        <message>
            <source>drag the trump jack onto the trump card (or press E)</source>
            <translation>zieh den Trumpfbuben auf die Trumpfkarte (oder drück E)</translation>
        </message>
        <message>
            <source>claim 66</source>
            <translation>66 ansagen</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>spiel eine Karte aus</translation>
        </message>
        <message>
            <source>lead a card — or {more}</source>
            <translation>spiel eine Karte aus — oder {more}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Trumpf: {suit}</translation>
        </message>
        <message>
            <source>talon closed</source>
            <translation>zugedreht</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n Stich</numerusform>
                <numerusform>%n Stiche</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n Auge</numerusform>
                <numerusform>%n Augen</numerusform>
            </translation>
        </message>
        <message>
            <source>(+{n} waiting)</source>
            <translation>(+{n} offen)</translation>
        </message>
        <message>
            <source>open</source>
            <translation>offen</translation>
        </message>
        <message>
            <source>closed</source>
            <translation>zugedreht</translation>
        </message>
        <message>
            <source>Talon: {n} ({state})</source>
            <translation>Talon: {n} ({state})</translation>
        </message>
        <message>
            <source>{name}: {points}, {tricks}</source>
            <translation>{name}: {points}, {tricks}</translation>
        </message>
        <message>
            <source>Points: {first} {a}, {second} {b}; tricks {c} : {d}</source>
            <translation>Augen: {first} {a}, {second} {b}; Stiche {c} : {d}</translation>
        </message>
        <message>
            <source>{name} announced {value} in {suit}</source>
            <translation>{name} hat {value} in {suit} angesagt</translation>
        </message>
        <message>
            <source>Exchange the trump jack for the trump card</source>
            <translation>Den Trumpf-Buben gegen die Trumpfkarte tauschen</translation>
        </message>
        <message numerus="yes">
            <source>%n game points</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} game points</source>
            <translation>{value} Punkte</translation>
        </message>
        <message>
            <source>The trump suit of this deal: the card under the talon shows it, and a trump beats every card of another suit</source>
            <translation>Die Trumpffarbe dieses Spiels: Die Karte unter dem Talon zeigt sie, und ein Trumpf sticht jede Karte einer anderen Farbe</translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards. Click it (or press C) to close it</source>
            <translation>
                <numerusform>Der Talon: %n Karte. Klick darauf (oder drück C), um zuzudrehen</numerusform>
                <numerusform>Der Talon: %n Karten. Klick darauf (oder drück C), um zuzudrehen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards, closed</source>
            <translation>
                <numerusform>Der Talon: %n Karte, zugedreht</numerusform>
                <numerusform>Der Talon: %n Karten, zugedreht</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards</source>
            <translation>
                <numerusform>Der Talon: %n Karte</numerusform>
                <numerusform>Der Talon: %n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>The trump card, the {card}: drag the trump jack onto it (or press E) to exchange it</source>
            <translation>Die Trumpfkarte, {card}: Zieh den Trumpf-Buben darauf (oder drück E), um sie auszutauschen</translation>
        </message>
        <message>
            <source>The trump card, the {card}</source>
            <translation>Die Trumpfkarte, {card}</translation>
        </message>
        <message>
            <source>used up</source>
            <translation>aufgebraucht</translation>
        </message>
        <message>
            <source>To go: {a} {ta}, {b} {tb}</source>
            <translation>Es fehlen: {a} {ta}, {b} {tb}</translation>
        </message>
        <message>
            <source>Game points to go: {a} {ta}, {b} {tb}</source>
            <translation>Fehlende Punkte: {a} {ta}, {b} {tb}</translation>
        </message>
        <message>
            <source>Bummerl won: {a} {wa}, {b} {wb}</source>
            <translation>Bummerl gewonnen: {a} {wa}, {b} {wb}</translation>
        </message>
        <message>
            <source>This Bummerl</source>
            <translation>Dieses Bummerl</translation>
        </message>
        <message>
            <source>Bummerl {n}</source>
            <translation>Bummerl {n}</translation>
        </message>
        <message>
            <source>won</source>
            <translation>gewonnen</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>verloren</translation>
        </message>
        <message>
            <source>The cards are played out: claim 66 or decline</source>
            <translation>Die Karten sind ausgespielt: 66 ansagen oder verzichten</translation>
        </message>
        <message>
            <source>There is no claim to decline now</source>
            <translation>Jetzt gibt es nichts auszumelden, worauf man verzichten könnte</translation>
        </message>
        <message>
            <source>Schnapsen has no action {kind}</source>
            <translation>Schnapsen kennt keinen Zug {kind}</translation>
        </message>
        <message>
            <source>That card is not in the Schnapsen pack</source>
            <translation>Diese Karte gehört nicht zum Schnapsen-Blatt</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Du hast {card} nicht auf der Hand</translation>
        </message>
        <message>
            <source>After announcing the marriage you must lead the king of {suit}</source>
            <translation>Nach dem angesagten Paar musst du den König in {suit} ausspielen</translation>
        </message>
        <message>
            <source>After announcing the marriage you must lead the king or queen of {suit}</source>
            <translation>Nach dem angesagten Paar musst du König oder Dame in {suit} ausspielen</translation>
        </message>
        <message>
            <source>It is not your turn to play a card</source>
            <translation>Du bist nicht dran, eine Karte zu spielen</translation>
        </message>
        <message>
            <source>You must follow suit with a higher {suit} ({led} was led)</source>
            <translation>Du musst Farbe bedienen und mit höherem {suit} übernehmen ({led} wurde ausgespielt)</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>Du musst Farbe bedienen: spiel {suit}</translation>
        </message>
        <message>
            <source>You have no {suit}, so you must play a trump ({trump})</source>
            <translation>Du hast kein {suit}, also musst du stechen ({trump})</translation>
        </message>
        <message>
            <source>Only the player on lead may {what}, before leading</source>
            <translation>Nur wer ausspielt, darf {what}, und zwar vor dem Ausspielen</translation>
        </message>
        <message>
            <source>You cannot {what} after announcing a marriage: lead its king or queen</source>
            <translation>Nach einem angesagten Paar kannst du nicht {what}: spiel seinen König oder seine Dame aus</translation>
        </message>
        <message>
            <source>exchange the trump jack</source>
            <translation>den Trumpfbuben austauschen</translation>
        </message>
        <message>
            <source>close the talon</source>
            <translation>zudrehen</translation>
        </message>
        <message>
            <source>announce a marriage</source>
            <translation>ein Paar ansagen</translation>
        </message>
        <message>
            <source>The talon is closed</source>
            <translation>Der Talon ist zugedreht</translation>
        </message>
        <message>
            <source>The talon is used up</source>
            <translation>Der Talon ist aufgebraucht</translation>
        </message>
        <message>
            <source>No exchange with fewer than {n} cards in the talon</source>
            <translation>Kein Austausch mit weniger als {n} Karten im Talon</translation>
        </message>
        <message>
            <source>You may exchange only after winning a trick</source>
            <translation>Austauschen darfst du erst nach einem gewonnenen Stich</translation>
        </message>
        <message>
            <source>Closing the talon is not part of these rules</source>
            <translation>Zudrehen gibt es in diesen Regeln nicht</translation>
        </message>
        <message>
            <source>The talon may not be closed with fewer than {n} cards</source>
            <translation>Mit weniger als {n} Karten im Talon darf nicht zugedreht werden</translation>
        </message>
        <message>
            <source>Only one marriage may be announced with a lead</source>
            <translation>Pro Ausspiel darf nur ein Paar angesagt werden</translation>
        </message>
        <message>
            <source>Name the suit of the marriage, like 'marry H'</source>
            <translation>Nenn die Farbe des Paares, etwa 'marry H'</translation>
        </message>
        <message>
            <source>You do not hold the king and queen of {suit}</source>
            <translation>Du hast nicht König und Dame in {suit}</translation>
        </message>
        <message>
            <source>No marriage may be announced once the talon is closed or used up</source>
            <translation>Ist zugedreht oder der Talon aufgebraucht, darf kein Paar mehr angesagt werden</translation>
        </message>
        <message>
            <source>You may announce a marriage only after winning a trick</source>
            <translation>Ein Paar darfst du erst nach einem gewonnenen Stich ansagen</translation>
        </message>
        <message>
            <source>Going out is automatic in these rules: nothing to claim</source>
            <translation>Ausmelden geschieht in diesen Regeln von selbst: nichts anzusagen</translation>
        </message>
        <message>
            <source>You may claim only after winning a trick</source>
            <translation>Ausmelden darfst du erst nach einem gewonnenen Stich</translation>
        </message>
        <message>
            <source>You may claim only right after winning a trick, before leading</source>
            <translation>Ausmelden darfst du nur gleich nach einem gewonnenen Stich, vor dem Ausspielen</translation>
        </message>
        <message>
            <source>the dealer</source>
            <translation>der Geber</translation>
        </message>
        <message>
            <source>the forehand</source>
            <translation>die Vorhand</translation>
        </message>
        <message>
            <source>went out first after you closed the talon</source>
            <translation>hat sich zuerst ausgemeldet, nachdem du zugedreht hattest</translation>
        </message>
        <message>
            <source>went out first after {role} closed the talon</source>
            <translation>hat sich zuerst ausgemeldet, nachdem {role} zugedreht hatte</translation>
        </message>
        <message>
            <source>closed the talon and went out; you had {score} and no trick at the close</source>
            <translation>hat zugedreht und sich ausgemeldet; du hattest beim Zudrehen {score} und keinen Stich</translation>
        </message>
        <message>
            <source>closed the talon and went out; {role} had {score} and no trick at the close</source>
            <translation>hat zugedreht und sich ausgemeldet; {role} hatte beim Zudrehen {score} und keinen Stich</translation>
        </message>
        <message>
            <source>closed the talon and went out; you had {score} and a trick at the close</source>
            <translation>hat zugedreht und sich ausgemeldet; du hattest beim Zudrehen {score} und einen Stich</translation>
        </message>
        <message>
            <source>closed the talon and went out; {role} had {score} and a trick at the close</source>
            <translation>hat zugedreht und sich ausgemeldet; {role} hatte beim Zudrehen {score} und einen Stich</translation>
        </message>
        <message>
            <source>went out with {score} while you have no trick</source>
            <translation>hat sich mit {score} ausgemeldet, während du keinen Stich hast</translation>
        </message>
        <message>
            <source>went out with {score} while {role} has no trick</source>
            <translation>hat sich mit {score} ausgemeldet, während {role} keinen Stich hat</translation>
        </message>
        <message>
            <source>you claimed 66 with only {score}</source>
            <translation>du hast dich mit nur {score} ausgemeldet</translation>
        </message>
        <message>
            <source>{role} claimed 66 with only {score}</source>
            <translation>{role} hat sich mit nur {score} ausgemeldet</translation>
        </message>
        <message>
            <source>you closed the talon and did not reach 66</source>
            <translation>du hast zugedreht und 66 nicht erreicht</translation>
        </message>
        <message>
            <source>{role} closed the talon and did not reach 66</source>
            <translation>{role} hat zugedreht und 66 nicht erreicht</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Geber</translation>
        </message>
        <message>
            <source>Forehand</source>
            <translation>Vorhand</translation>
        </message>
        <message numerus="yes">
            <source>You win %n game points: {why}.</source>
            <translation>
                <numerusform>Du gewinnst %n Punkt: {why}.</numerusform>
                <numerusform>Du gewinnst %n Punkte: {why}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{role} wins %n game points: {why}.</source>
            <translation>
                <numerusform>{role} gewinnt %n Punkt: {why}.</numerusform>
                <numerusform>{role} gewinnt %n Punkte: {why}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</source>
            <translation>
                <numerusform>Du gewinnst %n Punkt: {why}. (+{bonus} aus einem 65 : 65)</numerusform>
                <numerusform>Du gewinnst %n Punkte: {why}. (+{bonus} aus einem 65 : 65)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{role} wins %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</source>
            <translation>
                <numerusform>{role} gewinnt %n Punkt: {why}. (+{bonus} aus einem 65 : 65)</numerusform>
                <numerusform>{role} gewinnt %n Punkte: {why}. (+{bonus} aus einem 65 : 65)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Nobody scores: {why}. The winner of the next deal gets %n more game points.</source>
            <translation>
                <numerusform>Niemand punktet: {why}. Wer das nächste Spiel gewinnt, bekommt %n Punkt mehr.</numerusform>
                <numerusform>Niemand punktet: {why}. Wer das nächste Spiel gewinnt, bekommt %n Punkte mehr.</numerusform>
            </translation>
        </message>
        <message>
            <source>went out with {score} against {other}</source>
            <translation>hat sich mit {score} gegen {other} ausgemeldet</translation>
        </message>
        <message>
            <source>won the last trick ({score} against {other})</source>
            <translation>hat den letzten Stich gemacht ({score} gegen {other})</translation>
        </message>
        <message>
            <source>65 against 65</source>
            <translation>65 gegen 65</translation>
        </message>
        <message>
            <source>to go {to_go_0} : {to_go_1}   Bummerl {bummerl_0} : {bummerl_1}</source>
            <translation>bis zum Bummerl {to_go_0} : {to_go_1}   Bummerl {bummerl_0} : {bummerl_1}</translation>
        </message>
        <message>
            <source>Schnapsen needs schnapsen.Options, not {type}</source>
            <translation>Schnapsen braucht schnapsen.Options, nicht {type}</translation>
        </message>
        <message>
            <source>the dealer is seat 0 or 1, not {dealer}</source>
            <translation>der Geber sitzt auf Platz 0 oder 1, nicht {dealer}</translation>
        </message>
        <message>
            <source>a Schnapsen deal needs each of the {n} cards of the pack exactly once</source>
            <translation>ein Schnapsen-Spiel braucht jede der {n} Karten des Blatts genau einmal</translation>
        </message>
        <message>
            <source>a Schnapsen deal carries a SchnapsenCarry, not {carry}</source>
            <translation>ein Schnapsen-Spiel übernimmt ein SchnapsenCarry, nicht {carry}</translation>
        </message>
        <message>
            <source>the tie bonus is a whole number ≥ 0, not {bonus}</source>
            <translation>der Bonus aus dem Gleichstand ist eine ganze Zahl ≥ 0, nicht {bonus}</translation>
        </message>
        <message>
            <source>Schnapsen is played by 2 players, not {n}</source>
            <translation>Schnapsen spielen 2 Spieler, nicht {n}</translation>
        </message>
        <message>
            <source>{action} is not a Schnapsen move</source>
            <translation>{action} ist kein Schnapsen-Zug</translation>
        </message>
    </context>
    <context>
        <name>settings</name>
        <message>
            <source>French</source>
            <translation>Französisch</translation>
        </message>
        <message>
            <source>French, four colours</source>
            <translation>Französisch, vierfarbig</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Hoher Kontrast</translation>
        </message>
        <message>
            <source>German (Salzburg pattern)</source>
            <translation>Deutsch (Salzburger Bild)</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rot</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <source>Burgundy</source>
            <translation>Bordeaux</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Sofort</translation>
        </message>
        <message>
            <source>Brisk</source>
            <translation>Zügig</translation>
        </message>
        <message>
            <source>Relaxed</source>
            <translation>Gemächlich</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Stark</translation>
        </message>
        <message>
            <source>Until the next card is played</source>
            <translation>Bis die nächste Karte gespielt wird</translation>
        </message>
        <message>
            <source>For a moment, then to the winner</source>
            <translation>Einen Moment, dann zum Gewinner</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Klein</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Groß</translation>
        </message>
    </context>
    <context>
        <name>spades</name>
        <message>
            <source>Your draw</source>
            <translation>Du ziehst</translation>
        </message>
        <message>
            <source>The card from the stock is the {card}. Keep it (the next card is thrown away), or throw it away and take the next one.</source>
            <translation>Die Karte vom Stapel: {card}. Behalte sie (die nächste wird abgeworfen) oder wirf sie ab und nimm die nächste.</translation>
        </message>
        <message>
            <source>Your cards are still face down. Bid blind nil now, before you see them — or turn them up and bid as usual.</source>
            <translation>Deine Karten liegen noch verdeckt. Sag jetzt Blind Nil an, bevor du sie siehst — oder deck sie auf und sag wie üblich an.</translation>
        </message>
        <message>
            <source>Your cards are still face down: turn them up to bid.</source>
            <translation>Deine Karten liegen noch verdeckt: deck sie zum Ansagen auf.</translation>
        </message>
        <message>
            <source>Blind nil wins or loses {blind}; Nil bid without looking is an ordinary nil: {nil}.</source>
            <translation>Blind Nil gewinnt oder verliert {blind}; Nil, ohne hinzusehen angesagt, ist ein gewöhnliches Nil: {nil}.</translation>
        </message>
        <message>
            <source>Blind nil?</source>
            <translation>Blind Nil?</translation>
        </message>
        <message>
            <source>Your cards</source>
            <translation>Deine Karten</translation>
        </message>
        <message>
            <source>Or bid without looking:</source>
            <translation>Oder ansagen, ohne hinzusehen:</translation>
        </message>
        <message>
            <source>How many tricks will you take?</source>
            <translation>Wie viele Stiche machst du?</translation>
        </message>
        <message>
            <source>Nil: none at all.</source>
            <translation>Nil: gar keinen.</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>Deine Ansage</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>dein Partner</translation>
        </message>
        <message numerus="yes">
            <source>%n more cards</source>
            <translation>
                <numerusform>noch %n Karte</numerusform>
                <numerusform>noch %n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>a card</source>
            <translation>eine Karte</translation>
        </message>
        <message>
            <source>Give to {name}</source>
            <translation>An {name} geben</translation>
        </message>
        <message>
            <source>Blind nil exchange: give {cards} to {name}. Drag them onto {name}'s cards, or double-click them.</source>
            <translation>Tausch bei Blind Nil: gib {cards} an {name}. Zieh sie auf die Karten von {name} oder doppelklick sie.</translation>
        </message>
        <message>
            <source>Nil</source>
            <translation>Nil</translation>
        </message>
        <message>
            <source>Give the {card}</source>
            <translation>{card} geben</translation>
        </message>
        <message>
            <source>Blind nil (B)</source>
            <translation>Blind Nil (B)</translation>
        </message>
        <message>
            <source>Look at my cards (L)</source>
            <translation>Meine Karten ansehen (L)</translation>
        </message>
        <message>
            <source>Keep (K)</source>
            <translation>Behalten (K)</translation>
        </message>
        <message>
            <source>Take next (N)</source>
            <translation>Nächste nehmen (N)</translation>
        </message>
        <message>
            <source>{name} gives a card to the partner</source>
            <translation>{name} gibt dem Partner eine Karte</translation>
        </message>
        <message>
            <source>{name} bids nil</source>
            <translation>{name} sagt Nil an</translation>
        </message>
        <message>
            <source>{name} bids {n}</source>
            <translation>{name} bietet {n}</translation>
        </message>
        <message>
            <source>{name} bids blind nil</source>
            <translation>{name} sagt Blind Nil an</translation>
        </message>
        <message>
            <source>{name} looks at the cards</source>
            <translation>{name} sieht sich die Karten an</translation>
        </message>
        <message>
            <source>{name} keeps the card</source>
            <translation>{name} behält die Karte</translation>
        </message>
        <message>
            <source>{name} takes the next card</source>
            <translation>{name} nimmt die nächste Karte</translation>
        </message>
        <message>
            <source>{name}: bid {bid}</source>
            <translation>{name}: sagt {bid}</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} points</source>
            <translation>{value} Punkte</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Ansagen</translation>
        </message>
        <message>
            <source>The blind nil exchange</source>
            <translation>Tausch bei Blind Nil</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Stiche</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>Blind Nil</translation>
        </message>
        <message>
            <source>Bid {n}</source>
            <translation>Ansage {n}</translation>
        </message>
        <message>
            <source>Spades broken!</source>
            <translation>Pik ist gebrochen!</translation>
        </message>
        <message>
            <source>Gives a card</source>
            <translation>Gibt eine Karte</translation>
        </message>
        <message>
            <source>bid blind nil (B) before looking, or look at your cards (L)</source>
            <translation>sag Blind Nil an (B), bevor du hinsiehst, oder sieh deine Karten an (L)</translation>
        </message>
        <message>
            <source>look at your cards (L, or click them)</source>
            <translation>sieh deine Karten an (L oder draufklicken)</translation>
        </message>
        <message>
            <source>bid how many tricks you will take (the bidding panel)</source>
            <translation>sag an, wie viele Stiche du machst (die Ansagetafel)</translation>
        </message>
        <message>
            <source>keep the card you see (K, or click it), or take the next one (N, or click the stock)</source>
            <translation>behalte die sichtbare Karte (K oder draufklicken) oder nimm die nächste (N oder auf den Stapel klicken)</translation>
        </message>
        <message>
            <source>give a card to your partner: drag it onto their cards, or double-click it</source>
            <translation>gib deinem Partner eine Karte: zieh sie auf seine Karten oder doppelklick sie</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>spiel eine Karte aus</translation>
        </message>
        <message>
            <source>lead a card (no spade until spades are broken)</source>
            <translation>spiel eine Karte aus (kein Pik, bevor Pik gebrochen ist)</translation>
        </message>
        <message>
            <source>follow suit if you can</source>
            <translation>bediene Farbe, wenn du kannst</translation>
        </message>
        <message>
            <source>Spades broken</source>
            <translation>Pik gebrochen</translation>
        </message>
        <message>
            <source>Spades not broken</source>
            <translation>Pik nicht gebrochen</translation>
        </message>
        <message>
            <source>Spades are always trump (the jokers are the highest spades); nobody may lead a spade until one has been played on another suit</source>
            <translation>Pik ist immer Trumpf (die Joker sind die höchsten Pik); niemand darf Pik ausspielen, bevor eines auf eine andere Farbe gespielt wurde</translation>
        </message>
        <message numerus="yes">
            <source>The stock: %n cards</source>
            <translation>
                <numerusform>Der Stapel: %n Karte</numerusform>
                <numerusform>Der Stapel: %n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>The card you look at: click it (or press K) to keep it</source>
            <translation>Die Karte, die du ansiehst: Klick darauf (oder drück K), um sie zu behalten</translation>
        </message>
        <message>
            <source>drawing · {cards}</source>
            <translation>zieht · {cards}</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n Karte</numerusform>
                <numerusform>%n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>to bid</source>
            <translation>sagt an</translation>
        </message>
        <message>
            <source>nil</source>
            <translation>Nil</translation>
        </message>
        <message>
            <source>bid {n}</source>
            <translation>Ansage {n}</translation>
        </message>
        <message>
            <source>blind nil</source>
            <translation>Blind Nil</translation>
        </message>
        <message>
            <source>{bid} · won {n}</source>
            <translation>{bid} · {n} gemacht</translation>
        </message>
        <message>
            <source>Spades: broken</source>
            <translation>Pik: gebrochen</translation>
        </message>
        <message>
            <source>Spades: not broken yet</source>
            <translation>Pik: noch nicht gebrochen</translation>
        </message>
        <message numerus="yes">
            <source>Drawing: %n cards in the stock</source>
            <translation>
                <numerusform>Ziehen: %n Karte im Stapel</numerusform>
                <numerusform>Ziehen: %n Karten im Stapel</numerusform>
            </translation>
        </message>
        <message>
            <source>Trick {n} of {count}</source>
            <translation>Stich {n} von {count}</translation>
        </message>
        <message>
            <source>Game to {n}</source>
            <translation>Partie bis {n}</translation>
        </message>
        <message>
            <source>{n} points</source>
            <translation>{n} Punkte</translation>
        </message>
        <message>
            <source>no points</source>
            <translation>keine Punkte</translation>
        </message>
        <message>
            <source>{names}: {bids}, won {n} — {points}, total {total}</source>
            <translation>{names}: {bids}, {n} gemacht — {points}, gesamt {total}</translation>
        </message>
        <message numerus="yes">
            <source>(%n bags)</source>
            <translation>
                <numerusform>(%n Überstich)</numerusform>
                <numerusform>(%n Überstiche)</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep the card drawn (two players)</source>
            <translation>Die gezogene Karte behalten (zwei Spieler)</translation>
        </message>
        <message>
            <source>Take the next card instead (two players)</source>
            <translation>Stattdessen die nächste Karte nehmen (zwei Spieler)</translation>
        </message>
        <message>
            <source>Bid blind nil, before looking</source>
            <translation>Blind Nil ansagen, bevor du schaust</translation>
        </message>
        <message>
            <source>Look at your cards</source>
            <translation>Deine Karten ansehen</translation>
        </message>
        <message>
            <source>Score: {scores} (game to {target})</source>
            <translation>Stand: {scores} (Spiel bis {target})</translation>
        </message>
        <message>
            <source>bags</source>
            <translation>Überstiche</translation>
        </message>
        <message>
            <source>{names} won the game.</source>
            <translation>Die Partie gewinnt: {names}.</translation>
        </message>
        <message>
            <source>blind nil needs nil bids to be allowed</source>
            <translation>Blind Nil setzt voraus, dass Nil-Gebote erlaubt sind</translation>
        </message>
        <message>
            <source>the side bid cap needs nil bids (a partner could be left with no legal bid)</source>
            <translation>die Obergrenze für die Gebote einer Partei setzt Nil-Gebote voraus (sonst bliebe einem Partner kein erlaubtes Gebot)</translation>
        </message>
        <message>
            <source>with triples the side bid cap needs double nil allowed</source>
            <translation>bei Dreierpartnerschaften setzt die Obergrenze für die Gebote einer Partei ein erlaubtes doppeltes Nil voraus</translation>
        </message>
        <message>
            <source>partnerships in pairs need 4 or 6 players</source>
            <translation>Partnerschaften zu zweit brauchen 4 oder 6 Spieler</translation>
        </message>
        <message>
            <source>partnerships in triples need 6 players</source>
            <translation>Partnerschaften zu dritt brauchen 6 Spieler</translation>
        </message>
        <message>
            <source>the lowest-club first lead is not played with 2 players</source>
            <translation>das Ausspielen der niedrigsten Kreuzkarte zum ersten Stich gibt es nicht zu zweit</translation>
        </message>
        <message>
            <source>the deck is not the {size}-card Spades pack for {n} players</source>
            <translation>das Blatt ist nicht das Spades-Blatt mit {size} Karten für {n} Spieler</translation>
        </message>
        <message>
            <source>dealer {dealer} is not a seat of {n}</source>
            <translation>Geber {dealer} ist kein Platz von {n}</translation>
        </message>
        <message>
            <source>a Spades hand carries side scores and bags</source>
            <translation>ein Spades-Spiel führt die Punkte und Überstiche der Parteien weiter</translation>
        </message>
        <message>
            <source>carry {name} must be a list of {n} whole numbers</source>
            <translation>der Übertrag {name} muss eine Liste von {n} ganzen Zahlen sein</translation>
        </message>
        <message>
            <source>it is not a move of Spades</source>
            <translation>das ist kein Zug im Spades</translation>
        </message>
        <message>
            <source>the hand is over</source>
            <translation>das Spiel ist aus</translation>
        </message>
        <message>
            <source>it is not one of the moves allowed now</source>
            <translation>dieser Zug ist jetzt nicht erlaubt</translation>
        </message>
        <message>
            <source>You may bid blind nil only when your side is at least {deficit} points behind</source>
            <translation>Blind Nil darfst du nur ansagen, wenn deine Partei mindestens {deficit} Punkte zurückliegt</translation>
        </message>
        <message>
            <source>Your side's bids may not add up to more than {tricks} tricks</source>
            <translation>Die Gebote deiner Partei dürfen zusammen nicht mehr als {tricks} Stiche ergeben</translation>
        </message>
        <message>
            <source>{side}: bid {bids}, won {won}, {points}</source>
            <translation>{side}: geboten {bids}, gemacht {won}, {points}</translation>
        </message>
        <message>
            <source>{side}: {score}</source>
            <translation>{side}: {score}</translation>
        </message>
        <message>
            <source>{side}: {score} ({bags} bags)</source>
            <translation>{side}: {score} ({bags} Überstiche)</translation>
        </message>
        <message>
            <source>{first}+{rest}</source>
            <translation>{first}+{rest}</translation>
        </message>
        <message>
            <source>{first}; {rest}</source>
            <translation>{first}; {rest}</translation>
        </message>
        <message>
            <source>{first}  {rest}</source>
            <translation>{first}  {rest}</translation>
        </message>
        <message>
            <source>You must keep or reject the card you are looking at</source>
            <translation>Du musst die aufgedeckte Karte behalten oder ablehnen</translation>
        </message>
        <message>
            <source>It is time to bid</source>
            <translation>Jetzt wird angesagt</translation>
        </message>
        <message>
            <source>You must give a card to your partner</source>
            <translation>Du musst deinem Partner eine Karte geben</translation>
        </message>
        <message>
            <source>Bidding is over; play a card</source>
            <translation>Die Ansage ist vorbei; spiel eine Karte</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Du hast {card} nicht auf der Hand</translation>
        </message>
        <message>
            <source>You do not hold that card</source>
            <translation>Diese Karte hast du nicht auf der Hand</translation>
        </message>
        <message>
            <source>You have already looked at your cards</source>
            <translation>Du hast deine Karten schon angesehen</translation>
        </message>
        <message>
            <source>Nil bids are not allowed in this game</source>
            <translation>Nil-Ansagen sind in diesem Spiel nicht erlaubt</translation>
        </message>
        <message>
            <source>Your partner already bid nil</source>
            <translation>Dein Partner hat schon Nil angesagt</translation>
        </message>
        <message>
            <source>Blind nil is not allowed in this game</source>
            <translation>Blind Nil ist in diesem Spiel nicht erlaubt</translation>
        </message>
        <message>
            <source>A bid needs a number of tricks</source>
            <translation>Eine Ansage braucht eine Anzahl Stiche</translation>
        </message>
        <message>
            <source>Bids go from {low} to {high}</source>
            <translation>Ansagen gehen von {low} bis {high}</translation>
        </message>
        <message>
            <source>You must follow suit: {suit}</source>
            <translation>Du musst Farbe bedienen: {suit}</translation>
        </message>
        <message>
            <source>You may not play a spade on the first trick while you hold another suit</source>
            <translation>Im ersten Stich darfst du kein Pik spielen, solange du eine andere Farbe hast</translation>
        </message>
        <message>
            <source>The first trick must be led with the {card}</source>
            <translation>Der erste Stich muss mit {card} eröffnet werden</translation>
        </message>
        <message>
            <source>You may lead a spade only when you hold nothing but spades</source>
            <translation>Pik darfst du nur ausspielen, wenn du nur noch Pik hast</translation>
        </message>
        <message>
            <source>Spades are not broken yet</source>
            <translation>Pik ist noch nicht gebrochen</translation>
        </message>
    </context>
    <context>
        <name>start</name>
        <message>
            <source>Play</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <source>Against the computer, with the rules you chose last time</source>
            <translation>Gegen den Computer, mit den Regeln, die du zuletzt gewählt hast</translation>
        </message>
        <message>
            <source>Options…</source>
            <translation>Optionen…</translation>
        </message>
        <message>
            <source>Choose the rules, the players and the deck</source>
            <translation>Regeln, Spieler und Karten wählen</translation>
        </message>
        <message>
            <source>Learn</source>
            <translation>Lernen</translation>
        </message>
        <message>
            <source>A first deal with a guide that explains each step</source>
            <translation>Ein erstes Spiel mit einer Anleitung, die jeden Schritt erklärt</translation>
        </message>
        <message>
            <source>Coming soon: its table is still being built</source>
            <translation>Bald: Sein Tisch wird noch gebaut</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Wähle ein Spiel</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>Zurück zum Tisch</translation>
        </message>
        <message>
            <source>Past games…</source>
            <translation>Vergangene Spiele…</translation>
        </message>
        <message>
            <source>The games played at this table: review one, or play one of its deals again</source>
            <translation>Die an diesem Tisch gespielten Partien: eine nachspielen oder eines ihrer Spiele noch einmal spielen</translation>
        </message>
    </context>
    <context>
        <name>statistics</name>
        <message>
            <source>The statistics could not be kept: {why}</source>
            <translation>Die Statistik konnte nicht geführt werden: {why}</translation>
        </message>
        <message>
            <source>The statistics could not be read ({why}). They were kept as {name}; new statistics are kept from now on.</source>
            <translation>Die Statistik konnte nicht gelesen werden ({why}). Sie wurde als {name} aufbewahrt; ab jetzt wird eine neue Statistik geführt.</translation>
        </message>
        <message>
            <source>The statistics were written by a newer version of cardtable (schema {version}). This version leaves them as they are and keeps no statistics.</source>
            <translation>Die Statistik stammt von einer neueren Version von cardtable (Schema {version}). Diese Version lässt sie, wie sie ist, und führt keine Statistik.</translation>
        </message>
        <message>
            <source>The statistics could not be opened: {why}. No statistics are kept this time.</source>
            <translation>Die Statistik konnte nicht geöffnet werden: {why}. Diesmal wird keine Statistik geführt.</translation>
        </message>
        <message>
            <source>The statistics could not be read ({why}) nor set aside: {error}. No statistics are kept this time.</source>
            <translation>Die Statistik konnte weder gelesen ({why}) noch beiseitegelegt werden: {error}. Diesmal wird keine Statistik geführt.</translation>
        </message>
    </context>
    <context>
        <name>table</name>
        <message>
            <source>Player {n}</source>
            <translation>Spieler {n}</translation>
        </message>
        <message>
            <source>Finding the first dealer…</source>
            <translation>Der erste Geber wird ermittelt …</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>Es wird gegeben…</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} überlegt …</translation>
        </message>
        <message>
            <source>The computer players' process keeps failing ({why}); they think inside the table from now on.</source>
            <translation>Der Prozess der Computerspieler fällt immer wieder aus ({why}); sie denken ab jetzt im Tisch selbst.</translation>
        </message>
        <message>
            <source>The computer player {name} failed:
{why}</source>
            <translation>Der Computerspieler {name} ist gescheitert:
{why}</translation>
        </message>
        <message>
            <source>Your turn: {hint}.</source>
            <translation>Du bist dran: {hint}.</translation>
        </message>
        <message>
            <source>{name}, your turn: {hint}.</source>
            <translation>{name}, du bist dran: {hint}.</translation>
        </message>
        <message>
            <source>Pass the computer to {name}.</source>
            <translation>Gib den Computer an {name} weiter.</translation>
        </message>
        <message>
            <source>That card cannot go there.</source>
            <translation>Diese Karte kann dort nicht hin.</translation>
        </message>
        <message>
            <source>{name}'s last move was taken back.</source>
            <translation>Der letzte Zug von {name} wurde zurückgenommen.</translation>
        </message>
        <message>
            <source>Your last move was taken back.</source>
            <translation>Dein letzter Zug wurde zurückgenommen.</translation>
        </message>
        <message>
            <source>No trick has been taken yet in this deal.</source>
            <translation>In diesem Spiel wurde noch kein Stich gemacht.</translation>
        </message>
        <message>
            <source>The last trick, taken by {name}</source>
            <translation>Der letzte Stich, gemacht von {name}</translation>
        </message>
        <message>
            <source>Thinking about a hint…</source>
            <translation>Suche einen Tipp …</translation>
        </message>
        <message>
            <source>Hint: {move}</source>
            <translation>Tipp: {move}</translation>
        </message>
        <message>
            <source>no advice</source>
            <translation>kein Rat</translation>
        </message>
        <message>
            <source>rule</source>
            <translation>Regel</translation>
        </message>
        <message>
            <source>The trick</source>
            <translation>Der Stich</translation>
        </message>
        <message>
            <source>End the session?</source>
            <translation>Die Runde beenden?</translation>
        </message>
        <message numerus="yes">
            <source>%n deals of {total} are still to play. End the session now and settle the chips?</source>
            <translation>
                <numerusform>%n Spiel von {total} ist noch zu spielen. Die Runde jetzt beenden und die Marken verteilen?</numerusform>
                <numerusform>%n Spiele von {total} sind noch zu spielen. Die Runde jetzt beenden und die Marken verteilen?</numerusform>
            </translation>
        </message>
        <message>
            <source>End it now</source>
            <translation>Jetzt beenden</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <source>The talon</source>
            <translation>Der Talon</translation>
        </message>
        <message>
            <source>The trump card</source>
            <translation>Die Trumpfkarte</translation>
        </message>
        <message>
            <source>The stock</source>
            <translation>Der Stapel</translation>
        </message>
        <message>
            <source>The card looked at</source>
            <translation>Die aufgedeckte Karte</translation>
        </message>
        <message>
            <source>The pack</source>
            <translation>Das Blatt</translation>
        </message>
        <message>
            <source>The card turned for trumps</source>
            <translation>Die als Trumpf aufgedeckte Karte</translation>
        </message>
        <message>
            <source>The chain closed last</source>
            <translation>Die zuletzt geschlossene Kette</translation>
        </message>
        <message>
            <source>The chains played before</source>
            <translation>Die schon gespielten Ketten</translation>
        </message>
        <message>
            <source>The cards laid away</source>
            <translation>Die abgelegten Karten</translation>
        </message>
        <message>
            <source>The dealer's cards, face down</source>
            <translation>Die verdeckten Karten des Gebers</translation>
        </message>
        <message>
            <source>The Start</source>
            <translation>Der Start</translation>
        </message>
        <message>
            <source>{name} plays the {card}</source>
            <translation>{name} spielt {card}</translation>
        </message>
        <message>
            <source>{name}: {action}</source>
            <translation>{name}: {action}</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>Spiel {n}</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Spiel {n}</translation>
        </message>
        <message>
            <source>The hand is over.</source>
            <translation>Das Spiel ist aus.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Das Spiel ist aus.</translation>
        </message>
        <message>
            <source>play a card</source>
            <translation>spiel eine Karte</translation>
        </message>
        <message>
            <source>Score: {scores}</source>
            <translation>Stand: {scores}</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Stand</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Ende</translation>
        </message>
        <message>
            <source>Everybody else, look away. The cards appear when you press the button (or Enter).</source>
            <translation>Alle anderen, bitte wegsehen. Die Karten erscheinen, wenn du die Schaltfläche drückst (oder Enter).</translation>
        </message>
        <message>
            <source>Yes, announce (Y)</source>
            <translation>Ja, ansagen (Y)</translation>
        </message>
        <message>
            <source>No, just play (N)</source>
            <translation>Nein, nur spielen (N)</translation>
        </message>
        <message>
            <source>Pass to {name}</source>
            <translation>Weitergeben an {name}</translation>
        </message>
        <message>
            <source>I am {name}: show my cards</source>
            <translation>Ich bin {name}: zeig meine Karten</translation>
        </message>
        <message>
            <source>The match is over</source>
            <translation>Die Partie ist aus</translation>
        </message>
        <message>
            <source>The hand is over</source>
            <translation>Das Spiel ist aus</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>Das Spiel ist aus</translation>
        </message>
        <message>
            <source>Deal number {n}</source>
            <translation>Spielnummer {n}</translation>
        </message>
        <message>
            <source>Review (R)</source>
            <translation>Nachspielen (R)</translation>
        </message>
        <message>
            <source>Step through this deal move by move, every hand open</source>
            <translation>Dieses Spiel Zug für Zug durchgehen, alle Karten offen</translation>
        </message>
        <message>
            <source>Analyse (A)</source>
            <translation>Analyse (A)</translation>
        </message>
        <message>
            <source>How well you played this deal: each decision rated, the better choice shown</source>
            <translation>Wie gut du dieses Spiel gespielt hast: jede Entscheidung bewertet, die bessere Wahl gezeigt</translation>
        </message>
        <message>
            <source>Back to the match</source>
            <translation>Zurück zur Partie</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neue Partie</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Nächstes Spiel</translation>
        </message>
        <message>
            <source>Play this deal again…</source>
            <translation>Dieses Spiel noch einmal…</translation>
        </message>
        <message>
            <source>The same cards to the same seats, in your seat or another; the match waits</source>
            <translation>Dieselben Karten an dieselben Plätze, auf Ihrem Platz oder einem anderen; die Partie wartet</translation>
        </message>
        <message>
            <source>End the session</source>
            <translation>Die Runde beenden</translation>
        </message>
        <message>
            <source>Welcome back</source>
            <translation>Willkommen zurück</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>You play the {card}</source>
            <translation>Du spielst {card}</translation>
        </message>
        <message>
            <source>You take the trick</source>
            <translation>Du machst den Stich</translation>
        </message>
        <message>
            <source>{name} takes the trick</source>
            <translation>{name} macht den Stich</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} points</source>
            <translation>{value} Punkte</translation>
        </message>
        <message>
            <source>Final</source>
            <translation>Schluss</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Beginn</translation>
        </message>
        <message>
            <source>After {n}</source>
            <translation>Nach {n}</translation>
        </message>
        <message>
            <source>The balances at the end of the session</source>
            <translation>Der Stand am Ende der Sitzung</translation>
        </message>
        <message>
            <source>The balances at the start; the name plates show them as they are now</source>
            <translation>Der Stand zu Beginn; die Namensschilder zeigen den Stand jetzt</translation>
        </message>
        <message>
            <source>The balances after deal {n}; the name plates show them as they are now</source>
            <translation>Der Stand nach Spiel {n}; die Namensschilder zeigen den Stand jetzt</translation>
        </message>
        <message>
            <source>{move}: {amount}</source>
            <translation>{move}: {amount}</translation>
        </message>
        <message>
            <source>Hint: {move} (by rule).</source>
            <translation>Tipp: {move} (nach der Regel).</translation>
        </message>
        <message>
            <source>Hint: best {move} (expected {amount})</source>
            <translation>Tipp: am besten {move} (erwartet {amount})</translation>
        </message>
        <message>
            <source>; the figures on the cards are the expected results</source>
            <translation>; die Zahlen auf den Karten sind die erwarteten Ergebnisse</translation>
        </message>
        <message>
            <source>{phase}: {move}</source>
            <translation>{phase}: {move}</translation>
        </message>
        <message>
            <source>{phase}…</source>
            <translation>{phase}…</translation>
        </message>
        <message>
            <source>Paused: press Space or Enter, or click the table, to go on.</source>
            <translation>Angehalten: Leertaste oder Eingabe drücken oder auf den Tisch klicken, um weiterzuspielen.</translation>
        </message>
        <message>
            <source>{some} and {last}</source>
            <translation>{some} und {last}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>du</translation>
        </message>
        <message>
            <source>{action} is not legal: {why}</source>
            <translation>{action} ist nicht erlaubt: {why}</translation>
        </message>
        <message>
            <source>{seat}</source>
            <translation>{seat}</translation>
        </message>
        <message numerus="yes">
            <source>{place}: %n chips</source>
            <translation>
                <numerusform>{place}: %n Marke</numerusform>
                <numerusform>{place}: %n Marken</numerusform>
            </translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>Topf</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Kasse</translation>
        </message>
    </context>
    <context>
        <name>tippen</name>
        <message>
            <source>Pot</source>
            <translation>Topf</translation>
        </message>
        <message>
            <source>Bêtes of this deal (the next deal's pot)</source>
            <translation>Bêtes dieses Spiels (der Topf des nächsten)</translation>
        </message>
        <message>
            <source>Reserve over the pot cap</source>
            <translation>Rücklage über der Topfgrenze</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Tippen</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>Drop out</source>
            <translation>Aussteigen</translation>
        </message>
        <message>
            <source>Knock</source>
            <translation>Klopfen</translation>
        </message>
        <message>
            <source>Sniff</source>
            <translation>Riechen</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>Nein</translation>
        </message>
        <message>
            <source>Shove</source>
            <translation>Schieben</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Geben</translation>
        </message>
        <message>
            <source>Rob</source>
            <translation>Rauben</translation>
        </message>
        <message>
            <source>Cut</source>
            <translation>Abheben</translation>
        </message>
        <message>
            <source>Throw {cards}</source>
            <translation>{cards} abwerfen</translation>
        </message>
        <message>
            <source>Keep my cards</source>
            <translation>Meine Karten behalten</translation>
        </message>
        <message>
            <source>You have paid the ante. Deal — or shove the deal on to {left}, who pays an ante too.</source>
            <translation>Du hast den Einsatz gezahlt. Gib – oder schieb das Geben an {left} weiter, der auch einen Einsatz zahlt.</translation>
        </message>
        <message>
            <source>Deal or shove?</source>
            <translation>Geben oder schieben?</translation>
        </message>
        <message>
            <source>Deal (D)</source>
            <translation>Geben (D)</translation>
        </message>
        <message>
            <source>Shove (S)</source>
            <translation>Schieben (S)</translation>
        </message>
        <message>
            <source>{dealer} deals: cut the pack (or click it).</source>
            <translation>{dealer} gibt: heb ab (oder klick auf den Stapel).</translation>
        </message>
        <message>
            <source>Cut the pack</source>
            <translation>Abheben</translation>
        </message>
        <message>
            <source>Cut (C)</source>
            <translation>Abheben (C)</translation>
        </message>
        <message>
            <source>Before you look at your cards: knock to take the face-down trump card unseen (its suit is trumps). You then play and must take two tricks: none costs a double bête, one a single bête.</source>
            <translation>Bevor du deine Karten ansiehst: klopf, um die verdeckte Trumpfkarte ungesehen zu nehmen (ihre Farbe ist Trumpf). Dann spielst du und musst zwei Stiche machen: keiner kostet eine doppelte Bête, einer eine einfache.</translation>
        </message>
        <message>
            <source>Knock?</source>
            <translation>Klopfen?</translation>
        </message>
        <message>
            <source>Knock (K)</source>
            <translation>Klopfen (K)</translation>
        </message>
        <message>
            <source>Don't knock (N)</source>
            <translation>Nicht klopfen (N)</translation>
        </message>
        <message>
            <source>Take the trump card (turned up for all) and discard a card. You may then drop out for one bête; playing and taking no trick costs a double bête.</source>
            <translation>Nimm die Trumpfkarte (für alle aufgedeckt) und wirf eine Karte ab. Dann darfst du für eine Bête aussteigen; spielen und keinen Stich machen kostet eine doppelte Bête.</translation>
        </message>
        <message>
            <source>Take the trump card unseen (its suit is trumps) and discard a card. You then play and must take two tricks: none costs a double bête, one a single bête.</source>
            <translation>Nimm die Trumpfkarte ungesehen (ihre Farbe ist Trumpf) und wirf eine Karte ab. Dann spielst du und musst zwei Stiche machen: keiner kostet eine doppelte Bête, einer eine einfache.</translation>
        </message>
        <message>
            <source>Sniff?</source>
            <translation>Riechen?</translation>
        </message>
        <message>
            <source>Sniff (S)</source>
            <translation>Riechen (S)</translation>
        </message>
        <message>
            <source>Don't sniff (N)</source>
            <translation>Nicht riechen (N)</translation>
        </message>
        <message>
            <source>Discard a card</source>
            <translation>Eine Karte abwerfen</translation>
        </message>
        <message>
            <source>You hold the seven of trumps: swap it for the trump card, {card}.</source>
            <translation>Du hast den Trumpf-Siebener: tausch ihn gegen die Trumpfkarte, {card}.</translation>
        </message>
        <message>
            <source>Rob the trump?</source>
            <translation>Trumpf rauben?</translation>
        </message>
        <message>
            <source>Rob (R)</source>
            <translation>Rauben (R)</translation>
        </message>
        <message>
            <source>Keep the seven (N)</source>
            <translation>Siebener behalten (N)</translation>
        </message>
        <message>
            <source>The pot holds {p}: each trick takes {share}.</source>
            <translation>Im Topf liegen {p}: jeder Stich bringt {share}.</translation>
        </message>
        <message>
            <source>You sniffed: play (no trick costs a double bête of {b2}) or drop out for {b}.</source>
            <translation>Du hast gerochen: spiel (kein Stich kostet eine doppelte Bête von {b2}) oder steig für {b} aus.</translation>
        </message>
        <message>
            <source>Nothing was carried into the pot: everybody must play.</source>
            <translation>Nichts wurde in den Topf übertragen: alle müssen spielen.</translation>
        </message>
        <message>
            <source>Everybody else has passed: play, and the pot is yours.</source>
            <translation>Alle anderen haben gepasst: spiel, und der Topf gehört dir.</translation>
        </message>
        <message>
            <source>Play and take no trick: you pay the bête of {b}.</source>
            <translation>Spielst du und machst keinen Stich, zahlst du die Bête von {b}.</translation>
        </message>
        <message>
            <source>Play (P)</source>
            <translation>Tippen (P)</translation>
        </message>
        <message>
            <source>Pass (N)</source>
            <translation>Passen (N)</translation>
        </message>
        <message>
            <source>Drop out (D)</source>
            <translation>Aussteigen (D)</translation>
        </message>
        <message>
            <source>Play or pass?</source>
            <translation>Tippen oder passen?</translation>
        </message>
        <message>
            <source>Click the cards to throw away (up to {n}), then exchange them for as many from the talon.</source>
            <translation>Klick die Karten zum Abwerfen an (bis zu {n}) und tausch sie gegen ebenso viele vom Talon.</translation>
        </message>
        <message numerus="yes">
            <source>Exchange %n (E)</source>
            <translation>
                <numerusform>%n tauschen (E)</numerusform>
                <numerusform>%n tauschen (E)</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep all (K)</source>
            <translation>Alle behalten (K)</translation>
        </message>
        <message>
            <source>Exchange</source>
            <translation>Tauschen</translation>
        </message>
        <message>
            <source>{name}: {said}</source>
            <translation>{name}: {said}</translation>
        </message>
        <message>
            <source>{name} discards a card</source>
            <translation>{name} wirft eine Karte ab</translation>
        </message>
        <message>
            <source>Hupf!</source>
            <translation>Hupf!</translation>
        </message>
        <message>
            <source>Sprung!</source>
            <translation>Sprung!</translation>
        </message>
        <message>
            <source>discard a card: drag it into the middle of the table, or double-click it</source>
            <translation>eine Karte ablegen: zieh sie in die Tischmitte oder doppelklicke sie</translation>
        </message>
        <message numerus="yes">
            <source>Talon: %n cards</source>
            <translation>
                <numerusform>Talon: %n Karte</numerusform>
                <numerusform>Talon: %n Karten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exchanges %n</source>
            <translation>
                <numerusform>Tauscht %n</numerusform>
                <numerusform>Tauscht %n</numerusform>
            </translation>
        </message>
        <message>
            <source>No exchange</source>
            <translation>Kein Tausch</translation>
        </message>
        <message>
            <source>Plays (knocked)</source>
            <translation>Tippt (geklopft)</translation>
        </message>
        <message>
            <source>Plays</source>
            <translation>Tippt</translation>
        </message>
        <message>
            <source>No knock</source>
            <translation>Klopft nicht</translation>
        </message>
        <message>
            <source>Drag a card into the middle of the table, or double-click it.</source>
            <translation>Zieh eine Karte in die Tischmitte oder doppelklicke sie.</translation>
        </message>
        <message>
            <source>No sniff</source>
            <translation>Riecht nicht</translation>
        </message>
        <message>
            <source>Keeps the seven</source>
            <translation>Behält den Siebener</translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n Marke</numerusform>
                <numerusform>%n Marken</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} chips</source>
            <translation>{value} Marken</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>Trumpf</translation>
        </message>
        <message>
            <source>Play or pass</source>
            <translation>Tippen oder passen</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Stiche</translation>
        </message>
        <message>
            <source>Double bête!</source>
            <translation>Doppelte Bête!</translation>
        </message>
        <message>
            <source>Bête!</source>
            <translation>Bête!</translation>
        </message>
        <message>
            <source>Shoves</source>
            <translation>Schiebt</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Gibt</translation>
        </message>
        <message>
            <source>Cuts</source>
            <translation>Hebt ab</translation>
        </message>
        <message>
            <source>Knocks!</source>
            <translation>Klopft!</translation>
        </message>
        <message>
            <source>I smell it!</source>
            <translation>Ich rieche!</translation>
        </message>
        <message>
            <source>Passes</source>
            <translation>Passt</translation>
        </message>
        <message>
            <source>Drops out</source>
            <translation>Steigt aus</translation>
        </message>
        <message>
            <source>Robs the trump!</source>
            <translation>Raubt den Trumpf!</translation>
        </message>
        <message>
            <source>Takes the pot!</source>
            <translation>Nimmt den Topf!</translation>
        </message>
        <message>
            <source>Deals first</source>
            <translation>Gibt zuerst</translation>
        </message>
        <message>
            <source>deal (D), or shove the deal on (S)</source>
            <translation>gib (D) oder schieb das Geben weiter (S)</translation>
        </message>
        <message>
            <source>cut the pack (C, or click it)</source>
            <translation>heb ab (C, oder klick auf den Stapel)</translation>
        </message>
        <message>
            <source>knock (K) before looking at your cards, or not (N)</source>
            <translation>klopf (K), bevor du deine Karten ansiehst, oder nicht (N)</translation>
        </message>
        <message>
            <source>sniff (S), or not (N)</source>
            <translation>riech (S) oder nicht (N)</translation>
        </message>
        <message>
            <source>the pot is bare: you must play (P)</source>
            <translation>der Topf ist leer: du musst tippen (P)</translation>
        </message>
        <message>
            <source>play (P) or pass (N)</source>
            <translation>tippen (P) oder passen (N)</translation>
        </message>
        <message>
            <source>click the cards to throw, then exchange (E); or keep your cards (K)</source>
            <translation>klick die Karten zum Abwerfen an, dann tausch (E); oder behalt deine Karten (K)</translation>
        </message>
        <message>
            <source>rob the trump card with your seven (R), or not (N)</source>
            <translation>raub die Trumpfkarte mit deinem Siebener (R) oder nicht (N)</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>spiel eine Karte aus</translation>
        </message>
        <message>
            <source>follow suit, else trump; head the trick if you can</source>
            <translation>bediene Farbe, sonst stich; übernimm den Stich, wenn du kannst</translation>
        </message>
        <message>
            <source>follow suit, else trump</source>
            <translation>bediene Farbe, sonst stich</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>gepasst</translation>
        </message>
        <message>
            <source>dropped out</source>
            <translation>ausgestiegen</translation>
        </message>
        <message>
            <source>plays</source>
            <translation>tippt</translation>
        </message>
        <message>
            <source>knocked</source>
            <translation>geklopft</translation>
        </message>
        <message>
            <source>sniffed</source>
            <translation>gerochen</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n Stich</numerusform>
                <numerusform>%n Stiche</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>took %n</source>
            <translation>
                <numerusform>%n getauscht</numerusform>
                <numerusform>%n getauscht</numerusform>
            </translation>
        </message>
        <message>
            <source>to declare</source>
            <translation>muss sich erklären</translation>
        </message>
        <message>
            <source>Trump: not turned yet</source>
            <translation>Trumpf: noch nicht aufgedeckt</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Trumpf: {suit}</translation>
        </message>
        <message>
            <source>everybody must play</source>
            <translation>alle müssen tippen</translation>
        </message>
        <message>
            <source>Deal {i} of {n}</source>
            <translation>Spiel {i} von {n}</translation>
        </message>
        <message>
            <source>Deal {i} (until you stop)</source>
            <translation>Spiel {i} (bis ihr aufhört)</translation>
        </message>
        <message>
            <source>Playing for {p}: {share} a trick</source>
            <translation>Gespielt um {p}: {share} je Stich</translation>
        </message>
        <message>
            <source>The bête: {b}</source>
            <translation>Die Bête: {b}</translation>
        </message>
        <message>
            <source>Trumps: {suit}</source>
            <translation>Trumpf: {suit}</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Stand</translation>
        </message>
        <message>
            <source>{parts}</source>
            <translation>{parts}</translation>
        </message>
        <message>
            <source>Everybody passes: the pot stays on the table</source>
            <translation>Alle passen: der Topf bleibt stehen</translation>
        </message>
        <message>
            <source>You alone play and take the pot of {chips}</source>
            <translation>Du spielst als Einziger und nimmst den Topf von {chips}</translation>
        </message>
        <message>
            <source>{seat} alone plays and takes the pot of {chips}</source>
            <translation>{seat} spielt als Einziger und nimmt den Topf von {chips}</translation>
        </message>
        <message numerus="yes">
            <source>You take %n tricks: +{chips}</source>
            <translation>
                <numerusform>Du machst %n Stich: +{chips}</numerusform>
                <numerusform>Du machst %n Stiche: +{chips}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{seat} takes %n tricks: +{chips}</source>
            <translation>
                <numerusform>{seat} macht %n Stich: +{chips}</numerusform>
                <numerusform>{seat} macht %n Stiche: +{chips}</numerusform>
            </translation>
        </message>
        <message>
            <source>You pay the bête of {chips}</source>
            <translation>Du zahlst die Bête von {chips}</translation>
        </message>
        <message>
            <source>{seat} pays the bête of {chips}</source>
            <translation>{seat} zahlt die Bête von {chips}</translation>
        </message>
        <message>
            <source>You pay a double bête of {chips}</source>
            <translation>Du zahlst eine doppelte Bête von {chips}</translation>
        </message>
        <message>
            <source>{seat} pays a double bête of {chips}</source>
            <translation>{seat} zahlt eine doppelte Bête von {chips}</translation>
        </message>
        <message>
            <source>You drop out and pay {chips}</source>
            <translation>Du steigst aus und zahlst {chips}</translation>
        </message>
        <message>
            <source>{seat} drops out and pays {chips}</source>
            <translation>{seat} steigt aus und zahlt {chips}</translation>
        </message>
        <message>
            <source>{chips} in the pot for the next deal</source>
            <translation>{chips} im Topf für das nächste Spiel</translation>
        </message>
        <message>
            <source>{seat} {chips}</source>
            <translation>{seat} {chips}</translation>
        </message>
        <message>
            <source>pot {chips}</source>
            <translation>Topf {chips}</translation>
        </message>
        <message>
            <source>The dealer shoves the deal on or deals</source>
            <translation>Der Geber schiebt weiter oder gibt</translation>
        </message>
        <message>
            <source>The deal has gone round the table: you must deal</source>
            <translation>Das Geben ist einmal um den Tisch gegangen: du musst geben</translation>
        </message>
        <message>
            <source>Cut the pack: lift 1 to 31 cards</source>
            <translation>Heb ab: 1 bis 31 Karten</translation>
        </message>
        <message>
            <source>Knock or decline, before looking at your cards</source>
            <translation>Klopf oder verzichte, bevor du deine Karten ansiehst</translation>
        </message>
        <message>
            <source>Sniff or decline</source>
            <translation>Riech oder verzichte</translation>
        </message>
        <message>
            <source>Discard one card</source>
            <translation>Wirf eine Karte ab</translation>
        </message>
        <message>
            <source>Play (tap) or pass</source>
            <translation>Spielen (tippen) oder passen</translation>
        </message>
        <message>
            <source>The pot is bare: everybody must play</source>
            <translation>Der Topf ist leer: alle müssen spielen</translation>
        </message>
        <message>
            <source>Having sniffed, you play or drop out</source>
            <translation>Wer gerochen hat, spielt oder steigt aus</translation>
        </message>
        <message>
            <source>Only a dealer who sniffed may drop out</source>
            <translation>Nur ein Geber, der gerochen hat, darf aussteigen</translation>
        </message>
        <message>
            <source>Exchange up to {n} cards with the talon, or none</source>
            <translation>Tausch bis zu {n} Karten mit dem Talon oder keine</translation>
        </message>
        <message>
            <source>Rob the trump card or decline</source>
            <translation>Raub die Trumpfkarte oder verzichte</translation>
        </message>
        <message>
            <source>Play a card</source>
            <translation>Spiel eine Karte</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Du hast {card} nicht auf der Hand</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>Du musst Farbe bedienen: spiel {suit}</translation>
        </message>
        <message>
            <source>You must head the trick: play a higher {suit}</source>
            <translation>Du musst den Stich übernehmen: spiel ein höheres {suit}</translation>
        </message>
        <message>
            <source>You cannot follow suit: you must trump</source>
            <translation>Du kannst nicht bedienen: du musst stechen</translation>
        </message>
        <message>
            <source>You must overtrump</source>
            <translation>Du musst übertrumpfen</translation>
        </message>
        <message>
            <source>You must lead a trump</source>
            <translation>Du musst Trumpf ausspielen</translation>
        </message>
    </context>
    <context>
        <name>tips</name>
        <message>
            <source>Your tricks: click to see the last trick again (T)</source>
            <translation>Deine Stiche: Klick, um den letzten Stich wieder zu sehen (T)</translation>
        </message>
        <message>
            <source>{name}'s tricks: click to see the last trick again (T)</source>
            <translation>Stiche von {name}: Klick, um den letzten Stich wieder zu sehen (T)</translation>
        </message>
        <message>
            <source>Your cards: drag one onto the table, double-click it, or pick it with ← → and press Enter</source>
            <translation>Deine Karten: Zieh eine auf den Tisch, doppelklick sie oder wähl sie mit ← → und drück Enter</translation>
        </message>
        <message>
            <source>{name}'s cards</source>
            <translation>Karten von {name}</translation>
        </message>
        <message>
            <source>The trick</source>
            <translation>Der Stich</translation>
        </message>
        <message>
            <source>a person</source>
            <translation>ein Mensch</translation>
        </message>
        <message>
            <source>the computer, {level}</source>
            <translation>der Computer, {level}</translation>
        </message>
        <message>
            <source>; deals this time (D)</source>
            <translation>; gibt diesmal (D)</translation>
        </message>
    </context>
    <context>
        <name>wallachen</name>
        <message>
            <source>{level}, {suit} trump</source>
            <translation>{level}, Trumpf {suit}</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} und {second}</translation>
        </message>
        <message>
            <source>Your Doppler: pushed, the stakes are doubled</source>
            <translation>Dein Doppler: vorgeschoben, der Einsatz ist verdoppelt</translation>
        </message>
        <message>
            <source>Your Doppler (click it to push it)</source>
            <translation>Dein Doppler (anklicken zum Vorschieben)</translation>
        </message>
        <message>
            <source>Your Doppler</source>
            <translation>Dein Doppler</translation>
        </message>
        <message>
            <source>{name}'s Doppler: pushed, the stakes are doubled</source>
            <translation>Doppler von {name}: vorgeschoben, der Einsatz ist verdoppelt</translation>
        </message>
        <message>
            <source>{name}'s Doppler (click it to push it)</source>
            <translation>Doppler von {name} (anklicken zum Vorschieben)</translation>
        </message>
        <message>
            <source>{name}'s Doppler</source>
            <translation>Doppler von {name}</translation>
        </message>
        <message>
            <source>Your contract</source>
            <translation>Dein Spiel</translation>
        </message>
        <message>
            <source>You won the auction with {level}. Announce your contract: {level} or higher.</source>
            <translation>Du hast das Reizen mit {level} gewonnen. Sag dein Spiel an: {level} oder höher.</translation>
        </message>
        <message>
            <source>Kontra?</source>
            <translation>Kontra?</translation>
        </message>
        <message>
            <source>{name} plays {contract}. Say Kontra to double the stakes, or let it be.</source>
            <translation>{name} spielt {contract}. Sag Kontra, um den Einsatz zu verdoppeln, oder lass es.</translation>
        </message>
        <message>
            <source>{name} said Kontra. Say Re to double the stakes again, or let it be.</source>
            <translation>{name} hat Kontra gesagt. Sag Re, um den Einsatz noch einmal zu verdoppeln, oder lass es.</translation>
        </message>
        <message>
            <source>A defender said Kontra. Say Re to double the stakes again, or let it be.</source>
            <translation>Ein Gegenspieler hat Kontra gesagt. Sag Re, um den Einsatz noch einmal zu verdoppeln, oder lass es.</translation>
        </message>
        <message>
            <source>Re?</source>
            <translation>Re?</translation>
        </message>
        <message>
            <source>Push the Doppler (click it, beside your name) to double the stakes of this deal, whoever plays it?</source>
            <translation>Schiebst du den Doppler vor (klick ihn an, neben deinem Namen), um den Einsatz dieses Spiels zu verdoppeln, egal wer spielt?</translation>
        </message>
        <message>
            <source>Your choice stays secret until all three have chosen.</source>
            <translation>Deine Wahl bleibt geheim, bis alle drei gewählt haben.</translation>
        </message>
        <message>
            <source>Pushed so far: {names} (×{factor}).</source>
            <translation>Bisher vorgeschoben: {names} (×{factor}).</translation>
        </message>
        <message>
            <source>The Doppler</source>
            <translation>Der Doppler</translation>
        </message>
        <message>
            <source>{name}: {said}</source>
            <translation>{name}: {said}</translation>
        </message>
        <message>
            <source>I play</source>
            <translation>Ich spiele</translation>
        </message>
        <message>
            <source>hold</source>
            <translation>halte</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>weiter</translation>
        </message>
        <message>
            <source>{name} bids {level}: hold it (you keep the priority), or pass and leave it.</source>
            <translation>{name} bietet {level}: halte (du behältst den Vorrang) oder sag weiter und lass es.</translation>
        </message>
        <message>
            <source>Nobody plays yet. Bid a Brand, Bettel or Mord, or pass.</source>
            <translation>Noch spielt niemand. Biete einen Brand, Bettel oder Mord, oder sag weiter.</translation>
        </message>
        <message>
            <source>Nobody plays yet. Play (Six), or pass.</source>
            <translation>Noch spielt niemand. Spiel (Sechser) oder sag weiter.</translation>
        </message>
        <message>
            <source>{name} holds {level}. Bid higher, or pass.</source>
            <translation>{name} hält {level}. Biete höher oder sag weiter.</translation>
        </message>
        <message>
            <source>The auction</source>
            <translation>Das Reizen</translation>
        </message>
        <message>
            <source>The Start: {cards}. Click two cards to lay away (they rise; click again to put one back).</source>
            <translation>Der Start: {cards}. Klick zwei Karten zum Weglegen an (sie heben sich; noch ein Klick legt eine zurück).</translation>
        </message>
        <message>
            <source>Click two cards to lay away (they rise).</source>
            <translation>Klick zwei Karten zum Weglegen an (sie heben sich).</translation>
        </message>
        <message>
            <source>Lay away two cards</source>
            <translation>Zwei Karten weglegen</translation>
        </message>
        <message numerus="yes">
            <source>%n more cards to mark.</source>
            <translation>
                <numerusform>Noch %n Karte zu wählen.</numerusform>
                <numerusform>Noch %n Karten zu wählen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lay these two away (L)</source>
            <translation>Diese zwei weglegen (L)</translation>
        </message>
        <message>
            <source>I play (Six)</source>
            <translation>Ich spiele (Sechser)</translation>
        </message>
        <message>
            <source>Lay away {cards}</source>
            <translation>{cards} weglegen</translation>
        </message>
        <message>
            <source>Push the Doppler (D)</source>
            <translation>Doppeln (D)</translation>
        </message>
        <message>
            <source>No (N)</source>
            <translation>Nein (N)</translation>
        </message>
        <message>
            <source>Pass (P)</source>
            <translation>Weiter (P)</translation>
        </message>
        <message>
            <source>Hold (S)</source>
            <translation>Halten (S)</translation>
        </message>
        <message>
            <source>Kontra (K)</source>
            <translation>Kontra (K)</translation>
        </message>
        <message>
            <source>Re (R)</source>
            <translation>Re (R)</translation>
        </message>
        <message>
            <source>{name} lays away {cards}</source>
            <translation>{name} legt {cards} weg</translation>
        </message>
        <message>
            <source>{name} lays away two cards</source>
            <translation>{name} legt zwei Karten weg</translation>
        </message>
        <message>
            <source>{name} has chosen</source>
            <translation>{name} hat gewählt</translation>
        </message>
        <message>
            <source>Doppler!</source>
            <translation>Doppler!</translation>
        </message>
        <message>
            <source>No Doppler</source>
            <translation>Kein Doppler</translation>
        </message>
        <message>
            <source>No Kontra</source>
            <translation>Kein Kontra</translation>
        </message>
        <message>
            <source>No Re</source>
            <translation>Kein Re</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nein</translation>
        </message>
        <message>
            <source>{name} plays {contract}</source>
            <translation>{name} spielt {contract}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>Hold!</source>
            <translation>Ich halte!</translation>
        </message>
        <message>
            <source>Kontra!</source>
            <translation>Kontra!</translation>
        </message>
        <message>
            <source>Re!</source>
            <translation>Re!</translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n Marke</numerusform>
                <numerusform>%n Marken</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} chips</source>
            <translation>{value} Marken</translation>
        </message>
        <message>
            <source>Doppeln</source>
            <translation>Doppeln</translation>
        </message>
        <message>
            <source>The contract</source>
            <translation>Die Spielansage</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Stiche</translation>
        </message>
        <message>
            <source>Must play Six</source>
            <translation>Muss Sechser spielen</translation>
        </message>
        <message>
            <source>{level}, {suit}</source>
            <translation>{level}, {suit}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Trumpf: {suit}</translation>
        </message>
        <message>
            <source>Knock</source>
            <translation>Klopft</translation>
        </message>
        <message>
            <source>follow suit and head the trick if you can</source>
            <translation>bediene Farbe und übernimm den Stich, wenn du kannst</translation>
        </message>
        <message>
            <source>lead a card (its suit becomes trump)</source>
            <translation>spiel eine Karte aus (ihre Farbe wird Trumpf)</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>spiel eine Karte aus</translation>
        </message>
        <message>
            <source>{hint} — or say Kontra (K)</source>
            <translation>{hint} – oder sag Kontra (K)</translation>
        </message>
        <message>
            <source>{name}: {contract}</source>
            <translation>{name}: {contract}</translation>
        </message>
        <message>
            <source>Declarer: {name} (bid {level})</source>
            <translation>Spieler: {name} (Gebot {level})</translation>
        </message>
        <message>
            <source>stakes ×{factor}</source>
            <translation>Einsatz ×{factor}</translation>
        </message>
        <message>
            <source>pot {chips}</source>
            <translation>Topf {chips}</translation>
        </message>
        <message>
            <source>{name} holds {level}</source>
            <translation>{name} hält {level}</translation>
        </message>
        <message>
            <source>Doppler pushed</source>
            <translation>Doppler vorgeschoben</translation>
        </message>
        <message>
            <source>no Doppler</source>
            <translation>kein Doppler</translation>
        </message>
        <message>
            <source>has chosen</source>
            <translation>hat gewählt</translation>
        </message>
        <message>
            <source>Doppler</source>
            <translation>Doppler</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>weiter</translation>
        </message>
        <message>
            <source>holds {level}</source>
            <translation>hält {level}</translation>
        </message>
        <message>
            <source>declarer</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>Gegenspieler</translation>
        </message>
        <message>
            <source>Kontra</source>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>Re</source>
            <translation>Re</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n Stich</numerusform>
                <numerusform>%n Stiche</numerusform>
            </translation>
        </message>
        <message>
            <source>Contract: {level} by {name}</source>
            <translation>Spiel: {level}, gespielt von {name}</translation>
        </message>
        <message>
            <source>Trump: the suit of the first lead</source>
            <translation>Trumpf: die Farbe der ersten ausgespielten Karte</translation>
        </message>
        <message>
            <source>The auction: {holds}</source>
            <translation>Das Reizen: {holds}</translation>
        </message>
        <message>
            <source>Stakes ×{factor} (Kontra, Re)</source>
            <translation>Einsatz ×{factor} (Kontra, Re)</translation>
        </message>
        <message>
            <source>Stakes ×{factor} (Kontra)</source>
            <translation>Einsatz ×{factor} (Kontra)</translation>
        </message>
        <message>
            <source>Stakes ×{factor}</source>
            <translation>Einsatz ×{factor}</translation>
        </message>
        <message>
            <source>{name}: {chips}</source>
            <translation>{name}: {chips}</translation>
        </message>
        <message>
            <source>Pot: {chips}</source>
            <translation>Topf: {chips}</translation>
        </message>
        <message>
            <source>Deals played: {n} of {total}</source>
            <translation>Gespielte Spiele: {n} von {total}</translation>
        </message>
        <message>
            <source>{result}.</source>
            <translation>{result}.</translation>
        </message>
        <message>
            <source>Trump: {suit}.</source>
            <translation>Trumpf: {suit}.</translation>
        </message>
        <message numerus="yes">
            <source>%n Dopplers</source>
            <translation>
                <numerusform>%n Doppler</numerusform>
                <numerusform>%n Doppler</numerusform>
            </translation>
        </message>
        <message>
            <source>Kontra and Re</source>
            <translation>Kontra und Re</translation>
        </message>
        <message>
            <source>Stakes ×{factor} ({why}).</source>
            <translation>Einsatz ×{factor} ({why}).</translation>
        </message>
        <message>
            <source>Stakes ×{factor}.</source>
            <translation>Einsatz ×{factor}.</translation>
        </message>
        <message>
            <source>Payments: {payments}.</source>
            <translation>Zahlungen: {payments}.</translation>
        </message>
        <message>
            <source>Balances: {balances}; pot {pot}.</source>
            <translation>Stand: {balances}; Topf {pot}.</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>Die Sitzung ist zu Ende.</translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>Topf</translation>
        </message>
        <message>
            <source>push the Doppler (click it, or D) or not (N)</source>
            <translation>schieb den Doppler vor (anklicken oder D) oder nicht (N)</translation>
        </message>
        <message>
            <source>bid, hold or pass in the auction panel</source>
            <translation>biete, halte oder sag weiter im Reiz-Fenster</translation>
        </message>
        <message>
            <source>click two cards to lay away, then confirm (L)</source>
            <translation>klick zwei Karten zum Weglegen an, dann bestätige (L)</translation>
        </message>
        <message>
            <source>announce your contract</source>
            <translation>sag dein Spiel an</translation>
        </message>
        <message>
            <source>say Kontra (K) or not (N)</source>
            <translation>sag Kontra (K) oder nicht (N)</translation>
        </message>
        <message>
            <source>say Re (R) or not (N)</source>
            <translation>sag Re (R) oder nicht (N)</translation>
        </message>
        <message>
            <source>That is not a move of Wallachen</source>
            <translation>Das ist kein Zug im Wallachen</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>Das Spiel ist aus</translation>
        </message>
        <message>
            <source>Now each player decides whether to push the Doppler: double or no</source>
            <translation>Jetzt entscheidet jeder, ob er den Doppler schiebt: doppeln oder nicht</translation>
        </message>
        <message>
            <source>It is the auction: bid, hold or pass</source>
            <translation>Es wird gereizt: bieten, halten oder weiter</translation>
        </message>
        <message>
            <source>Nobody holds a bid yet: play (bid six) or pass</source>
            <translation>Noch hat niemand ein Gebot: spielen (sechs bieten) oder weiter</translation>
        </message>
        <message>
            <source>Nobody holds a bid yet: bid a Brand, Bettel or Mord, or pass</source>
            <translation>Noch hat niemand ein Gebot: biete Brand, Bettel oder Mord oder sag weiter</translation>
        </message>
        <message>
            <source>{who} bid {level}: hold it or pass</source>
            <translation>{who} hat {level} geboten: halten oder weiter</translation>
        </message>
        <message>
            <source>You may bid {level}, or pass</source>
            <translation>Du kannst {level} bieten oder weiter sagen</translation>
        </message>
        <message>
            <source>You may bid any level above {level}, or pass</source>
            <translation>Du kannst jede Stufe über {level} bieten oder weiter sagen</translation>
        </message>
        <message>
            <source>Mord is held: nothing is higher, you can only pass</source>
            <translation>Mord ist gehalten: nichts ist höher, du kannst nur weiter sagen</translation>
        </message>
        <message>
            <source>Lay away two cards of your hand</source>
            <translation>Leg zwei Karten deiner Hand weg</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Du hast {card} nicht auf der Hand</translation>
        </message>
        <message>
            <source>Your contract must be at least your winning bid, {level}</source>
            <translation>Dein Spiel muss mindestens dein Gebot sein: {level}</translation>
        </message>
        <message>
            <source>Name the trump suit with a contract of tricks</source>
            <translation>Nenn bei einem Stichspiel die Trumpffarbe</translation>
        </message>
        <message>
            <source>Say Kontra or no</source>
            <translation>Kontra sagen oder nicht</translation>
        </message>
        <message>
            <source>Say Re or no</source>
            <translation>Re sagen oder nicht</translation>
        </message>
        <message>
            <source>Only a defender may say Kontra, once, before the end of the first trick</source>
            <translation>Nur ein Gegenspieler darf Kontra sagen, einmal, vor dem Ende des ersten Stichs</translation>
        </message>
        <message>
            <source>You must follow suit and beat the {card}: play a higher {suit}</source>
            <translation>Du musst Farbe bedienen und {card} schlagen: spiel ein höheres {suit}</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>Du musst Farbe bedienen: spiel {suit}</translation>
        </message>
        <message>
            <source>You must overtrump the {card}: play a higher {suit}</source>
            <translation>Du musst {card} übertrumpfen: spiel ein höheres {suit}</translation>
        </message>
        <message>
            <source>You cannot follow suit, so you must trump: play a {suit}</source>
            <translation>Du kannst nicht bedienen, also musst du stechen: spiel {suit}</translation>
        </message>
        <message>
            <source>Play a card</source>
            <translation>Spiel eine Karte</translation>
        </message>
        <message numerus="yes">
            <source>You made {contract} with %n tricks</source>
            <translation>
                <numerusform>Du hast {contract} mit %n Stich gewonnen</numerusform>
                <numerusform>Du hast {contract} mit %n Stichen gewonnen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} made {contract} with %n tricks</source>
            <translation>
                <numerusform>{who} hat {contract} mit %n Stich gewonnen</numerusform>
                <numerusform>{who} hat {contract} mit %n Stichen gewonnen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You failed {contract} with %n tricks</source>
            <translation>
                <numerusform>Du hast {contract} mit %n Stich verloren</numerusform>
                <numerusform>Du hast {contract} mit %n Stichen verloren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} failed {contract} with %n tricks</source>
            <translation>
                <numerusform>{who} hat {contract} mit %n Stich verloren</numerusform>
                <numerusform>{who} hat {contract} mit %n Stichen verloren</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody played: everybody paid {ante} into the pot</source>
            <translation>Niemand hat gespielt: alle haben {ante} in den Topf gezahlt</translation>
        </message>
        <message>
            <source>Nobody played: the deal is thrown in</source>
            <translation>Niemand hat gespielt: das Spiel wird eingeworfen</translation>
        </message>
        <message>
            <source>{balances}; pot {pot}</source>
            <translation>{balances}; Topf {pot}</translation>
        </message>
        <message>
            <source>{who}: {chips}</source>
            <translation>{who}: {chips}</translation>
        </message>
        <message>
            <source>Six</source>
            <translation>Sechser</translation>
        </message>
        <message>
            <source>Seven</source>
            <translation>Siebener</translation>
        </message>
        <message>
            <source>Eight</source>
            <translation>Achter</translation>
        </message>
        <message>
            <source>Nine</source>
            <translation>Neuner</translation>
        </message>
        <message>
            <source>Brand in {suit}</source>
            <translation>Brand in {suit}</translation>
        </message>
        <message>
            <source>Bettel</source>
            <translation>Bettel</translation>
        </message>
        <message>
            <source>Mord</source>
            <translation>Mord</translation>
        </message>
    </context>
    <context>
        <name>window</name>
        <message>
            <source>Welcome. Game ▸ New game… (Ctrl+N) to start.</source>
            <translation>Willkommen. Spiel ▸ Neue Partie … (Strg+N) zum Beginnen.</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Neue Partie …</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Regeln dieses Spiels</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Einstellungen …</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistik …</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Tipp</translation>
        </message>
        <message>
            <source>THIS DEAL</source>
            <translation>DIESES SPIEL</translation>
        </message>
        <message>
            <source>The deal's calls and plays</source>
            <translation>Ansagen und Karten dieses Spiels</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;Choose a game…</source>
            <translation>Spiel &amp;wählen…</translation>
        </message>
        <message>
            <source>Play deal &amp;number…</source>
            <translation>Spiel &amp;Nummer spielen…</translation>
        </message>
        <message>
            <source>Play the last deal &amp;again…</source>
            <translation>Das letzte Spiel noch &amp;einmal…</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>&amp;Letzter Stich</translation>
        </message>
        <message>
            <source>&amp;Review this game's deals…</source>
            <translation>Spiele dieser Partie &amp;nachspielen…</translation>
        </message>
        <message>
            <source>&amp;Past games…</source>
            <translation>&amp;Vergangene Spiele…</translation>
        </message>
        <message>
            <source>&amp;Export the last deal…</source>
            <translation>Letztes Spiel &amp;exportieren…</translation>
        </message>
        <message>
            <source>&amp;Import a deal record…</source>
            <translation>Spielverlauf &amp;importieren…</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Vollbild</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <source>&amp;About cardtable</source>
            <translation>Ü&amp;ber cardtable</translation>
        </message>
        <message>
            <source>Learn {game}</source>
            <translation>{game} lernen</translation>
        </message>
        <message>
            <source>SCORE</source>
            <translation>STAND</translation>
        </message>
        <message>
            <source>SCORE SHEET</source>
            <translation>SCHREIBBLOCK</translation>
        </message>
        <message>
            <source>The deal's number: Game ▸ Play deal number… deals the same cards again</source>
            <translation>Die Nummer des Spiels: Spiel ▸ Spiel Nummer spielen… gibt dieselben Karten wieder</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Tipp (H)</translation>
        </message>
        <message>
            <source>The computer's estimate of each card you may play</source>
            <translation>Die Einschätzung des Computers für jede Karte, die du spielen darfst</translation>
        </message>
        <message>
            <source>One row per deal; the last row is the running total</source>
            <translation>Eine Zeile pro Spiel; die letzte Zeile ist die laufende Summe</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Schreibblock</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Stand</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>Kartentisch</translation>
        </message>
        <message>
            <source>{game} — cardtable</source>
            <translation>{game} — cardtable</translation>
        </message>
        <message>
            <source>Each deal's points are added here when it is scored.</source>
            <translation>Die Punkte jedes Spiels werden hier eingetragen, sobald es gewertet ist.</translation>
        </message>
        <message>
            <source>Each hand's points are added here when it is scored; the last row is the running total.</source>
            <translation>Die Punkte jedes Spiels werden hier eingetragen, sobald es gewertet ist; die letzte Zeile ist die laufende Summe.</translation>
        </message>
        <message>
            <source>Each deal's points are added here when it is scored; the last row is the running total.</source>
            <translation>Die Punkte jedes Spiels werden hier eingetragen, sobald es gewertet ist; die letzte Zeile ist die laufende Summe.</translation>
        </message>
        <message>
            <source>Not all of the last choices can be used: {what}. The defaults apply; the settings file keeps the choices as they were.</source>
            <translation>Nicht alle zuletzt gewählten Einstellungen können verwendet werden: {what}. Es gelten die Vorgaben; die Einstellungsdatei behält die Auswahl, wie sie war.</translation>
        </message>
        <message>
            <source>The settings could not be saved: {why}</source>
            <translation>Die Einstellungen konnten nicht gespeichert werden: {why}</translation>
        </message>
        <message>
            <source>Your game of {game} against {who}, deal {n}.</source>
            <translation>Deine Partie {game} gegen {who}, Spiel {n}.</translation>
        </message>
        <message>
            <source>The game of {game} of {who}, deal {n}.</source>
            <translation>Die Partie {game} von {who}, Spiel {n}.</translation>
        </message>
        <message>
            <source>Abandon your game of {game}? It cannot be resumed later.</source>
            <translation>Deine Partie {game} aufgeben? Sie kann später nicht fortgesetzt werden.</translation>
        </message>
        <message>
            <source>Abandon the game?</source>
            <translation>Die Partie aufgeben?</translation>
        </message>
        <message>
            <source>Abandon it</source>
            <translation>Aufgeben</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <source>Choose a game: Play starts it against the computer, Options… lets you choose the rules and the players.</source>
            <translation>Wähle ein Spiel: Spielen startet es gegen den Computer, unter Optionen… wählst du Regeln und Spieler.</translation>
        </message>
        <message>
            <source>Take back {name}'s last move? At a table of several people a move is taken back only if everybody agrees.</source>
            <translation>Den letzten Zug von {name} zurücknehmen? An einem Tisch mit mehreren Menschen wird ein Zug nur zurückgenommen, wenn alle einverstanden sind.</translation>
        </message>
        <message>
            <source>Deal {n} of this game</source>
            <translation>Spiel {n} dieser Partie</translation>
        </message>
        <message>
            <source>Number {seed}</source>
            <translation>Nummer {seed}</translation>
        </message>
        <message>
            <source>Played again: everybody holds the same hand</source>
            <translation>Noch einmal gespielt: jeder hat dieselbe Hand</translation>
        </message>
        <message>
            <source>No deal of this game has been finished yet.</source>
            <translation>In dieser Partie wurde noch kein Spiel beendet.</translation>
        </message>
        <message>
            <source>The deal cannot be shown: {why}</source>
            <translation>Das Spiel kann nicht gezeigt werden: {why}</translation>
        </message>
        <message>
            <source>Past games are kept only when the app keeps its files (not in this run).</source>
            <translation>Vergangene Spiele werden nur aufbewahrt, wenn die App ihre Dateien behält (nicht in diesem Lauf).</translation>
        </message>
        <message>
            <source>{file} cannot be shown: {why}</source>
            <translation>{file} kann nicht gezeigt werden: {why}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Platz {n}</translation>
        </message>
        <message>
            <source>Import a deal record</source>
            <translation>Einen Spielverlauf importieren</translation>
        </message>
        <message>
            <source>Deal records and saved games (*.json);;All files (*)</source>
            <translation>Spielverläufe und gespeicherte Partien (*.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Export the last deal</source>
            <translation>Das letzte Spiel exportieren</translation>
        </message>
        <message>
            <source>Deal records (*.json)</source>
            <translation>Spielverläufe (*.json)</translation>
        </message>
        <message>
            <source>The deal could not be saved: {why}</source>
            <translation>Das Spiel konnte nicht gespeichert werden: {why}</translation>
        </message>
        <message>
            <source>About cardtable</source>
            <translation>Über cardtable</translation>
        </message>
    </context>
</TS>
