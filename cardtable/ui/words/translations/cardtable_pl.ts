<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Tak</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Nie</translation>
        </message>
    </context>
    <context>
        <name>SoundControls</name>
        <message>
            <source>Volume of the table's sounds</source>
            <translation>Głośność dźwięków stołu</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Głośność</translation>
        </message>
        <message>
            <source>Mute</source>
            <translation>Wycisz</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>Statistics</source>
            <translation>Statystyki</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Wyzeruj statystyki…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>No statistics are kept: a demo keeps none, and the statistics file could not be used.</source>
            <translation>Statystyki nie są prowadzone: pokaz ich nie prowadzi, a pliku statystyk nie dało się użyć.</translation>
        </message>
        <message>
            <source>No deal of {game} has been played to its end yet.</source>
            <translation>Żadne rozdanie gry {game} nie zostało jeszcze rozegrane do końca.</translation>
        </message>
        <message>
            <source>Over time</source>
            <translation>W czasie</translation>
        </message>
        <message>
            <source>By level</source>
            <translation>Według poziomu</translation>
        </message>
        <message>
            <source>Bummerl</source>
            <translation>Bummerl</translation>
        </message>
        <message>
            <source>Bags</source>
            <translation>Worki</translation>
        </message>
        <message>
            <source>Chip balances</source>
            <translation>Stan żetonów</translation>
        </message>
        <message>
            <source>Bummerl won</source>
            <translation>Wygrane bummerle</translation>
        </message>
        <message>
            <source>Bummerl lost</source>
            <translation>Przegrane bummerle</translation>
        </message>
        <message>
            <source>Sessions won</source>
            <translation>Wygrane sesje</translation>
        </message>
        <message>
            <source>Sessions lost</source>
            <translation>Przegrane sesje</translation>
        </message>
        <message>
            <source>Matches won</source>
            <translation>Wygrane partie</translation>
        </message>
        <message>
            <source>Matches lost</source>
            <translation>Przegrane partie</translation>
        </message>
        <message>
            <source>{game}: {deals}, {won} won, {lost} lost</source>
            <translation>{game}: {deals}, wygrane {won}, przegrane {lost}</translation>
        </message>
        <message numerus="yes">
            <source>%n deals played</source>
            <translation>
                <numerusform>%n rozegrane rozdanie</numerusform>
                <numerusform>%n rozegrane rozdania</numerusform>
                <numerusform>%n rozegranych rozdań</numerusform>
            </translation>
        </message>
        <message>
            <source> ({rate} won)</source>
            <translation> ({rate} wygranych)</translation>
        </message>
        <message>
            <source>Bummerl: {won} won, {lost} lost</source>
            <translation>Bummerle: wygrane {won}, przegrane {lost}</translation>
        </message>
        <message>
            <source>Sessions: {won} won, {lost} lost</source>
            <translation>Sesje: wygrane {won}, przegrane {lost}</translation>
        </message>
        <message>
            <source>Matches: {won} won, {lost} lost</source>
            <translation>Partie: wygrane {won}, przegrane {lost}</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Zasady</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Przeciwnicy</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Rozdania</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Wygrane</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Przegrane</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Odsetek wygranych</translation>
        </message>
        <message>
            <source>With undo</source>
            <translation>Z cofaniem</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>Własne zasady</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Łatwy</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalny</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Silny</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>Mistrz</translation>
        </message>
        <message>
            <source>Mixed levels</source>
            <translation>Różne poziomy</translation>
        </message>
        <message>
            <source>People only</source>
            <translation>Tylko ludzie</translation>
        </message>
        <message>
            <source>Your win rate over the last {n} deals, deal by deal</source>
            <translation>Twój odsetek wygranych w ostatnich {n} rozdaniach, rozdanie po rozdaniu</translation>
        </message>
        <message>
            <source>Deals won, per cent</source>
            <translation>Wygrane rozdania, procent</translation>
        </message>
        <message>
            <source>Deals (the last {n})</source>
            <translation>Rozdania (ostatnie {n})</translation>
        </message>
        <message>
            <source>Deals won and lost per day</source>
            <translation>Wygrane i przegrane rozdania dziennie</translation>
        </message>
        <message>
            <source>Neither</source>
            <translation>Ani jedno, ani drugie</translation>
        </message>
        <message>
            <source>Win rate by the computers' level</source>
            <translation>Odsetek wygranych według poziomu komputerów</translation>
        </message>
        <message>
            <source>{units}, per cent</source>
            <translation>{units}, procent</translation>
        </message>
        <message>
            <source>Per cent</source>
            <translation>Procent</translation>
        </message>
        <message>
            <source>Game points in each of the last {n} Bummerl ({won} won, {lost} lost)</source>
            <translation>Punkty gry w każdym z ostatnich {n} bummerli (wygrane {won}, przegrane {lost})</translation>
        </message>
        <message>
            <source>Your game points</source>
            <translation>Twoje punkty gry</translation>
        </message>
        <message>
            <source>Your opponent's</source>
            <translation>Przeciwnika</translation>
        </message>
        <message>
            <source>Game points</source>
            <translation>Punkty gry</translation>
        </message>
        <message>
            <source>Bags your side took, hand by hand (the last {n} hands)</source>
            <translation>Worki twojej strony, rozdanie po rozdaniu (ostatnie {n} rozdań)</translation>
        </message>
        <message>
            <source>Your chips after each deal (the last {n} sessions)</source>
            <translation>Twoje żetony po każdym rozdaniu (ostatnie {n} sesji)</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Rozdanie</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Żetony</translation>
        </message>
        <message>
            <source>Session {n}</source>
            <translation>Sesja {n}</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Wyzeruj statystyki</translation>
        </message>
        <message>
            <source>Forget every deal and match of {game} played so far? This cannot be undone.</source>
            <translation>Zapomnieć wszystkie dotąd rozegrane rozdania i partie gry {game}? Tego nie można cofnąć.</translation>
        </message>
    </context>
    <context>
        <name>access</name>
        <message>
            <source>the dealer</source>
            <translation>rozdający</translation>
        </message>
        <message>
            <source>on turn</source>
            <translation>na ruchu</translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n żeton</numerusform>
                <numerusform>%n żetony</numerusform>
                <numerusform>%n żetonów</numerusform>
            </translation>
        </message>
        <message>
            <source>a card face down</source>
            <translation>karta zakryta</translation>
        </message>
        <message>
            <source>{card}, in your hand, playable</source>
            <translation>{card}, w twojej ręce, do zagrania</translation>
        </message>
        <message>
            <source>{card}, in your hand</source>
            <translation>{card}, w twojej ręce</translation>
        </message>
        <message>
            <source>{card}, in {name}'s hand</source>
            <translation>{card}, w ręce gracza {name}</translation>
        </message>
        <message>
            <source>you may play it: press Enter</source>
            <translation>możesz ją zagrać: naciśnij Enter</translation>
        </message>
        <message>
            <source>you may not play it now</source>
            <translation>teraz nie możesz jej zagrać</translation>
        </message>
        <message>
            <source>The Poch board</source>
            <translation>Plansza do Pocha</translation>
        </message>
        <message>
            <source>{name}'s won cards</source>
            <translation>Wzięte lewy gracza {name}</translation>
        </message>
        <message>
            <source>{zone}: {card}</source>
            <translation>{zone}: {card}</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>Your won cards</source>
            <translation>Twoje wzięte lewy</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Twoja ręka</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>Ręka gracza {name}</translation>
        </message>
        <message>
            <source>Your cards, out of this deal</source>
            <translation>Twoje karty, poza tym rozdaniem</translation>
        </message>
        <message>
            <source>{name}'s cards, out of this deal</source>
            <translation>Karty gracza {name}, poza tym rozdaniem</translation>
        </message>
        <message>
            <source>Your cards dealt for the first dealer</source>
            <translation>Twoje karty do wyboru pierwszego rozdającego</translation>
        </message>
        <message>
            <source>{name}'s cards dealt for the first dealer</source>
            <translation>Karty gracza {name} do wyboru pierwszego rozdającego</translation>
        </message>
        <message>
            <source>press it to act</source>
            <translation>naciśnij, aby wykonać ruch</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>Pytanie</translation>
        </message>
    </context>
    <context>
        <name>again</name>
        <message>
            <source>No deal of this game has been played to its end yet: finish a deal, then play it again.</source>
            <translation>W tej grze żadne rozdanie nie zostało jeszcze rozegrane do końca: dokończ rozdanie, a potem zagraj je ponownie.</translation>
        </message>
        <message>
            <source>A deal is played again by one person against the computers; at this table several people play.</source>
            <translation>Rozdanie rozgrywa ponownie jedna osoba przeciw komputerom; przy tym stole gra kilka osób.</translation>
        </message>
        <message>
            <source>This deal cannot be dealt again the same way.</source>
            <translation>Tego rozdania nie da się rozdać ponownie w ten sam sposób.</translation>
        </message>
        <message>
            <source>This deal cannot be played again.</source>
            <translation>Tego rozdania nie można rozegrać ponownie.</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>Zagraj to rozdanie ponownie</translation>
        </message>
        <message>
            <source>Everybody gets the same cards again, dealt by the same dealer. Where do you sit this time? The computers play the other seats; your match waits until you are back.</source>
            <translation>Wszyscy dostają znowu te same karty od tego samego rozdającego. Gdzie siadasz tym razem? Komputery grają na pozostałych miejscach; twoja partia czeka, aż wrócisz.</translation>
        </message>
        <message>
            <source>Play it</source>
            <translation>Zagraj</translation>
        </message>
        <message>
            <source>Deal {n} played again, in your seat</source>
            <translation>Rozdanie {n} ponownie, na twoim miejscu</translation>
        </message>
        <message>
            <source>Deal {n} played again, in {name}'s seat</source>
            <translation>Rozdanie {n} ponownie, na miejscu gracza {name}</translation>
        </message>
        <message>
            <source>Your seat again ({amount} the first time)</source>
            <translation>Znowu twoje miejsce (za pierwszym razem {amount})</translation>
        </message>
        <message>
            <source>{name}'s seat ({amount} for {name} the first time)</source>
            <translation>Miejsce gracza {name} (za pierwszym razem {amount} dla: {name})</translation>
        </message>
        <message>
            <source>First time (you in your seat): {amount}</source>
            <translation>Za pierwszym razem (ty na swoim miejscu): {amount}</translation>
        </message>
        <message>
            <source>This time (you in your seat again): {amount}</source>
            <translation>Tym razem (ty znowu na swoim miejscu): {amount}</translation>
        </message>
        <message>
            <source>First time ({name} in that seat): {amount}</source>
            <translation>Za pierwszym razem ({name} na tym miejscu): {amount}</translation>
        </message>
        <message>
            <source>This time (you in {name}'s seat): {amount}</source>
            <translation>Tym razem (ty na miejscu gracza {name}): {amount}</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>Good</source>
            <translation>Dobrze</translation>
        </message>
        <message>
            <source>Inaccuracy</source>
            <translation>Niedokładność</translation>
        </message>
        <message>
            <source>Mistake</source>
            <translation>Błąd</translation>
        </message>
        <message>
            <source>Blunder</source>
            <translation>Poważny błąd</translation>
        </message>
        <message>
            <source>Good: {move} (expected {amount}).</source>
            <translation>Dobrze: {move} (oczekiwane {amount}).</translation>
        </message>
        <message>
            <source>{verdict}: {move} cost about {amount}; better: {best} (expected {expected}).</source>
            <translation>{verdict}: {move} kosztowało około {amount}; lepiej: {best} (oczekiwane {expected}).</translation>
        </message>
        <message>
            <source>With all cards open: {move} was the best ({amount}).</source>
            <translation>Przy wszystkich kartach odkrytych: {move} było najlepsze ({amount}).</translation>
        </message>
        <message>
            <source>With all cards open: {move} gives {amount}, {best} {expected}.</source>
            <translation>Przy wszystkich kartach odkrytych: {move} daje {amount}, {best} {expected}.</translation>
        </message>
        <message numerus="yes">
            <source>%n blunders</source>
            <translation>
                <numerusform>%n poważny błąd</numerusform>
                <numerusform>%n poważne błędy</numerusform>
                <numerusform>%n poważnych błędów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistakes</source>
            <translation>
                <numerusform>%n błąd</numerusform>
                <numerusform>%n błędy</numerusform>
                <numerusform>%n błędów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n inaccuracies</source>
            <translation>
                <numerusform>%n niedokładność</numerusform>
                <numerusform>%n niedokładności</numerusform>
                <numerusform>%n niedokładności</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decisions rated</source>
            <translation>
                <numerusform>%n decyzja oceniona</numerusform>
                <numerusform>%n decyzje ocenione</numerusform>
                <numerusform>%n decyzji ocenionych</numerusform>
            </translation>
        </message>
        <message>
            <source>No mistakes: every choice was as good as the best ({rated}).</source>
            <translation>Bez błędów: każdy wybór był tak dobry jak najlepszy ({rated}).</translation>
        </message>
        <message>
            <source>{counts}; about {amount} lost ({rated}).</source>
            <translation>{counts}; stracono około {amount} ({rated}).</translation>
        </message>
        <message>
            <source>Analyse my play</source>
            <translation>Przeanalizuj moją grę</translation>
        </message>
        <message>
            <source>Rate each of your decisions by the strongest computer player, knowing only what you knew then</source>
            <translation>Oceń każdą swoją decyzję najsilniejszym graczem komputerowym, który wie tylko to, co ty wtedy wiedziałeś</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Analysing your decisions…</source>
            <translation>Analizowanie twoich decyzji…</translation>
        </message>
        <message>
            <source>The analysis was cancelled.</source>
            <translation>Analiza została anulowana.</translation>
        </message>
        <message>
            <source>The analysis failed: {why}</source>
            <translation>Analiza nie powiodła się: {why}</translation>
        </message>
        <message>
            <source>Expected result along the deal</source>
            <translation>Oczekiwany wynik w trakcie rozdania</translation>
        </message>
        <message>
            <source>Your play</source>
            <translation>Twoja gra</translation>
        </message>
        <message>
            <source>Best play</source>
            <translation>Najlepsza gra</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>Błędy</translation>
        </message>
    </context>
    <context>
        <name>board</name>
        <message>
            <source>Mariage</source>
            <translation>Mariaż</translation>
        </message>
        <message>
            <source>Sequenz</source>
            <translation>Sekwens</translation>
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
            <translation>W</translation>
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
            <translation>W</translation>
        </message>
        <message>
            <source>U</source>
            <translation>N</translation>
        </message>
        <message>
            <source>K O</source>
            <translation>K W</translation>
        </message>
    </context>
    <context>
        <name>cards</name>
        <message>
            <source>two of clubs</source>
            <translation>dwójka trefl</translation>
        </message>
        <message>
            <source>three of clubs</source>
            <translation>trójka trefl</translation>
        </message>
        <message>
            <source>four of clubs</source>
            <translation>czwórka trefl</translation>
        </message>
        <message>
            <source>five of clubs</source>
            <translation>piątka trefl</translation>
        </message>
        <message>
            <source>six of clubs</source>
            <translation>szóstka trefl</translation>
        </message>
        <message>
            <source>seven of clubs</source>
            <translation>siódemka trefl</translation>
        </message>
        <message>
            <source>eight of clubs</source>
            <translation>ósemka trefl</translation>
        </message>
        <message>
            <source>nine of clubs</source>
            <translation>dziewiątka trefl</translation>
        </message>
        <message>
            <source>ten of clubs</source>
            <translation>dziesiątka trefl</translation>
        </message>
        <message>
            <source>jack of clubs</source>
            <translation>walet trefl</translation>
        </message>
        <message>
            <source>queen of clubs</source>
            <translation>dama trefl</translation>
        </message>
        <message>
            <source>king of clubs</source>
            <translation>król trefl</translation>
        </message>
        <message>
            <source>ace of clubs</source>
            <translation>as trefl</translation>
        </message>
        <message>
            <source>two of diamonds</source>
            <translation>dwójka karo</translation>
        </message>
        <message>
            <source>three of diamonds</source>
            <translation>trójka karo</translation>
        </message>
        <message>
            <source>four of diamonds</source>
            <translation>czwórka karo</translation>
        </message>
        <message>
            <source>five of diamonds</source>
            <translation>piątka karo</translation>
        </message>
        <message>
            <source>six of diamonds</source>
            <translation>szóstka karo</translation>
        </message>
        <message>
            <source>seven of diamonds</source>
            <translation>siódemka karo</translation>
        </message>
        <message>
            <source>eight of diamonds</source>
            <translation>ósemka karo</translation>
        </message>
        <message>
            <source>nine of diamonds</source>
            <translation>dziewiątka karo</translation>
        </message>
        <message>
            <source>ten of diamonds</source>
            <translation>dziesiątka karo</translation>
        </message>
        <message>
            <source>jack of diamonds</source>
            <translation>walet karo</translation>
        </message>
        <message>
            <source>queen of diamonds</source>
            <translation>dama karo</translation>
        </message>
        <message>
            <source>king of diamonds</source>
            <translation>król karo</translation>
        </message>
        <message>
            <source>ace of diamonds</source>
            <translation>as karo</translation>
        </message>
        <message>
            <source>two of hearts</source>
            <translation>dwójka kier</translation>
        </message>
        <message>
            <source>three of hearts</source>
            <translation>trójka kier</translation>
        </message>
        <message>
            <source>four of hearts</source>
            <translation>czwórka kier</translation>
        </message>
        <message>
            <source>five of hearts</source>
            <translation>piątka kier</translation>
        </message>
        <message>
            <source>six of hearts</source>
            <translation>szóstka kier</translation>
        </message>
        <message>
            <source>seven of hearts</source>
            <translation>siódemka kier</translation>
        </message>
        <message>
            <source>eight of hearts</source>
            <translation>ósemka kier</translation>
        </message>
        <message>
            <source>nine of hearts</source>
            <translation>dziewiątka kier</translation>
        </message>
        <message>
            <source>ten of hearts</source>
            <translation>dziesiątka kier</translation>
        </message>
        <message>
            <source>jack of hearts</source>
            <translation>walet kier</translation>
        </message>
        <message>
            <source>queen of hearts</source>
            <translation>dama kier</translation>
        </message>
        <message>
            <source>king of hearts</source>
            <translation>król kier</translation>
        </message>
        <message>
            <source>ace of hearts</source>
            <translation>as kier</translation>
        </message>
        <message>
            <source>two of spades</source>
            <translation>dwójka pik</translation>
        </message>
        <message>
            <source>three of spades</source>
            <translation>trójka pik</translation>
        </message>
        <message>
            <source>four of spades</source>
            <translation>czwórka pik</translation>
        </message>
        <message>
            <source>five of spades</source>
            <translation>piątka pik</translation>
        </message>
        <message>
            <source>six of spades</source>
            <translation>szóstka pik</translation>
        </message>
        <message>
            <source>seven of spades</source>
            <translation>siódemka pik</translation>
        </message>
        <message>
            <source>eight of spades</source>
            <translation>ósemka pik</translation>
        </message>
        <message>
            <source>nine of spades</source>
            <translation>dziewiątka pik</translation>
        </message>
        <message>
            <source>ten of spades</source>
            <translation>dziesiątka pik</translation>
        </message>
        <message>
            <source>jack of spades</source>
            <translation>walet pik</translation>
        </message>
        <message>
            <source>queen of spades</source>
            <translation>dama pik</translation>
        </message>
        <message>
            <source>king of spades</source>
            <translation>król pik</translation>
        </message>
        <message>
            <source>ace of spades</source>
            <translation>as pik</translation>
        </message>
        <message>
            <source>little joker</source>
            <translation>mały joker</translation>
        </message>
        <message>
            <source>big joker</source>
            <translation>duży joker</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>trefl</translation>
        </message>
        <message>
            <source>club</source>
            <translation>trefl</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>karo</translation>
        </message>
        <message>
            <source>diamond</source>
            <translation>karo</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>kier</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>kier</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>pik</translation>
        </message>
        <message>
            <source>spade</source>
            <translation>pik</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>As</translation>
        </message>
        <message>
            <source>Sau</source>
            <translation>Tuz</translation>
        </message>
        <message>
            <source>King</source>
            <translation>Król</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Dama</translation>
        </message>
        <message>
            <source>Ober</source>
            <translation>Wyżnik</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Walet</translation>
        </message>
        <message>
            <source>Unter</source>
            <translation>Niżnik</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>Dziesiątka</translation>
        </message>
    </context>
    <context>
        <name>dealer button</name>
        <message>
            <source>D</source>
            <translation>R</translation>
        </message>
    </context>
    <context>
        <name>dialogs</name>
        <message>
            <source>Rules of {game}</source>
            <translation>Zasady: {game}</translation>
        </message>
        <message>
            <source>Which game's rules?</source>
            <translation>Zasady której gry?</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Język</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ustawienia</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Talia</translation>
        </message>
        <message>
            <source>Card back</source>
            <translation>Rewers kart</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Szybkość animacji</translation>
        </message>
        <message>
            <source>Table felt</source>
            <translation>Sukno stołu</translation>
        </message>
        <message>
            <source>A finished trick stays</source>
            <translation>Zakończona lewa zostaje</translation>
        </message>
        <message>
            <source>Card size</source>
            <translation>Wielkość kart</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Dźwięk</translation>
        </message>
        <message>
            <source>As the system ({language})</source>
            <translation>Jak w systemie ({language})</translation>
        </message>
        <message>
            <source>How long a finished trick stays on the table before it goes to its winner (T shows the last trick again at any time)</source>
            <translation>Jak długo zakończona lewa leży na stole, zanim trafi do zwycięzcy (T w każdej chwili znowu pokazuje ostatnią lewę)</translation>
        </message>
        <message>
            <source>Large text</source>
            <translation>Duży tekst</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>Rules preset</source>
            <translation>Ustawienie wstępne</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Rules options</source>
            <translation>Opcje zasad</translation>
        </message>
        <message>
            <source>Start position</source>
            <translation>Pozycja wyjściowa</translation>
        </message>
        <message>
            <source>Begin where you left off: each player's chips, and chips already on the table</source>
            <translation>Zacznijcie tam, gdzie skończyliście: żetony każdego gracza i żetony, które już leżą na stole</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Miejsca</translation>
        </message>
        <message>
            <source>Start position: {place}</source>
            <translation>Pozycja wyjściowa: {place}</translation>
        </message>
        <message>
            <source>Play deal number</source>
            <translation>Zagraj rozdanie o numerze</translation>
        </message>
        <message>
            <source>Every deal has a number: the same number deals the same cards. The end-of-deal panel and the score panel show it. Which deal do you want to play?</source>
            <translation>Każde rozdanie ma numer: ten sam numer rozdaje te same karty. Pokazują go panel końca rozdania i panel wyniku. Które rozdanie chcesz zagrać?</translation>
        </message>
        <message>
            <source>a deal number, e.g. 1234</source>
            <translation>numer rozdania, np. 1234</translation>
        </message>
        <message>
            <source>Take a move back?</source>
            <translation>Cofnąć ruch?</translation>
        </message>
        <message>
            <source>{name} agrees</source>
            <translation>{name} się zgadza</translation>
        </message>
        <message>
            <source>Take it back</source>
            <translation>Cofnij</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>Gracze komputerowi</translation>
        </message>
        <message>
            <source>Pace</source>
            <translation>Tempo</translation>
        </message>
        <message>
            <source>How long the table waits after each computer decision before it shows it</source>
            <translation>Jak długo stół czeka po każdej decyzji komputera, zanim ją pokaże</translation>
        </message>
        <message>
            <source>Pause after each trick</source>
            <translation>Zatrzymaj po każdej lewie</translation>
        </message>
        <message>
            <source>Pause after each computer call</source>
            <translation>Zatrzymaj po każdej deklaracji komputera</translation>
        </message>
        <message>
            <source>The table waits until you press Space or Enter, or click it</source>
            <translation>Stół czeka, aż naciśniesz Spację lub Enter albo go klikniesz</translation>
        </message>
        <message>
            <source>Play my forced moves for me</source>
            <translation>Wykonuj za mnie ruchy wymuszone</translation>
        </message>
        <message>
            <source>When you have only one legal move, it is made for you</source>
            <translation>Gdy masz tylko jeden dozwolony ruch, zostanie wykonany za ciebie</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>własne</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Miejsce {n}</translation>
        </message>
        <message>
            <source>{seat}: name</source>
            <translation>{seat}: imię</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Człowiek</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Komputer</translation>
        </message>
        <message>
            <source>{seat}: who plays</source>
            <translation>{seat}: kto gra</translation>
        </message>
        <message>
            <source>{seat}: level</source>
            <translation>{seat}: poziom</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Gracz {n}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>The deal is over</source>
            <translation>Rozdanie jest zakończone</translation>
        </message>
        <message>
            <source>It is not one of the moves allowed now</source>
            <translation>Ten ruch jest teraz niedozwolony</translation>
        </message>
        <message>
            <source>That is not a move of this game: {why}</source>
            <translation>To nie jest ruch w tej grze: {why}</translation>
        </message>
        <message>
            <source>That cannot be read as a move: {why}</source>
            <translation>Tego nie da się odczytać jako ruchu: {why}</translation>
        </message>
        <message>
            <source>{line}</source>
            <translation>{line}</translation>
        </message>
        <message>
            <source>{game} is played by {counts} players, not {n}</source>
            <translation>W {game} gra {counts} graczy, a nie {n}</translation>
        </message>
    </context>
    <context>
        <name>errors</name>
        <message>
            <source>Something went wrong inside cardtable. The game goes on where it was. What happened is written to {file}; "Copy details" puts it on the clipboard for a bug report.</source>
            <translation>W cardtable coś poszło nie tak. Gra toczy się dalej od miejsca, w którym była. Co się stało, zapisano w {file}; „Kopiuj szczegóły” kładzie to do schowka na potrzeby zgłoszenia błędu.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Kopiuj szczegóły</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Skopiowano</translation>
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
            <translation>Zbieraj przegródki planszy, licytuj na swój najlepszy układ, potem pozbądź się kart w rosnących łańcuchach.</translation>
        </message>
        <message>
            <source>Schnapsen</source>
            <translation>Schnapsen (66)</translation>
        </message>
        <message>
            <source>Austrian Sixty-six for two: marriages, trump exchange, closing the talon, first to 66; Bummerl to 7.</source>
            <translation>Austriackie sześćdziesiąt sześć dla dwojga: meldunki, wymiana waleta atutowego, zamykanie talonu, kto pierwszy ma 66; bummerl do 7.</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Spades (piki)</translation>
        </message>
        <message>
            <source>Bid the tricks you will take; spades are always trump, the jokers top them.</source>
            <translation>Zadeklaruj, ile lew weźmiesz; piki są zawsze atutem, jokery są od nich wyższe.</translation>
        </message>
        <message>
            <source>Tippen</source>
            <translation>Tippen</translation>
        </message>
        <message>
            <source>Three cards around one pot: each trick takes a third of it, and a player who plays and takes none pays the bête.</source>
            <translation>Trzy karty wokół jednej puli: każda lewa bierze jej trzecią część, a kto gra i nie weźmie żadnej, płaci bête.</translation>
        </message>
        <message>
            <source>Wallachen</source>
            <translation>Wallachen</translation>
        </message>
        <message>
            <source>Three players: double with the Doppler, bid for the Start, then play alone against two for Six to Nine tricks, Bettel or Mord.</source>
            <translation>Trzech graczy: podwajanie Dopplerem, licytacja o Start, potem gra jeden przeciw dwóm o sześć do dziewięciu lew, Bettel albo Mord.</translation>
        </message>
    </context>
    <context>
        <name>german cards</name>
        <message>
            <source>two of acorns</source>
            <translation>dwójka żołądź</translation>
        </message>
        <message>
            <source>three of acorns</source>
            <translation>trójka żołądź</translation>
        </message>
        <message>
            <source>four of acorns</source>
            <translation>czwórka żołądź</translation>
        </message>
        <message>
            <source>five of acorns</source>
            <translation>piątka żołądź</translation>
        </message>
        <message>
            <source>six of acorns</source>
            <translation>szóstka żołądź</translation>
        </message>
        <message>
            <source>seven of acorns</source>
            <translation>siódemka żołądź</translation>
        </message>
        <message>
            <source>eight of acorns</source>
            <translation>ósemka żołądź</translation>
        </message>
        <message>
            <source>nine of acorns</source>
            <translation>dziewiątka żołądź</translation>
        </message>
        <message>
            <source>ten of acorns</source>
            <translation>dziesiątka żołądź</translation>
        </message>
        <message>
            <source>Unter of acorns</source>
            <translation>niżnik żołądź</translation>
        </message>
        <message>
            <source>Ober of acorns</source>
            <translation>wyżnik żołądź</translation>
        </message>
        <message>
            <source>King of acorns</source>
            <translation>król żołądź</translation>
        </message>
        <message>
            <source>Sau of acorns</source>
            <translation>tuz żołądź</translation>
        </message>
        <message>
            <source>two of bells</source>
            <translation>dwójka dzwonek</translation>
        </message>
        <message>
            <source>three of bells</source>
            <translation>trójka dzwonek</translation>
        </message>
        <message>
            <source>four of bells</source>
            <translation>czwórka dzwonek</translation>
        </message>
        <message>
            <source>five of bells</source>
            <translation>piątka dzwonek</translation>
        </message>
        <message>
            <source>six of bells</source>
            <translation>szóstka dzwonek</translation>
        </message>
        <message>
            <source>seven of bells</source>
            <translation>siódemka dzwonek</translation>
        </message>
        <message>
            <source>eight of bells</source>
            <translation>ósemka dzwonek</translation>
        </message>
        <message>
            <source>nine of bells</source>
            <translation>dziewiątka dzwonek</translation>
        </message>
        <message>
            <source>ten of bells</source>
            <translation>dziesiątka dzwonek</translation>
        </message>
        <message>
            <source>Unter of bells</source>
            <translation>niżnik dzwonek</translation>
        </message>
        <message>
            <source>Ober of bells</source>
            <translation>wyżnik dzwonek</translation>
        </message>
        <message>
            <source>King of bells</source>
            <translation>król dzwonek</translation>
        </message>
        <message>
            <source>Sau of bells</source>
            <translation>tuz dzwonek</translation>
        </message>
        <message>
            <source>two of hearts</source>
            <translation>dwójka czerwień</translation>
        </message>
        <message>
            <source>three of hearts</source>
            <translation>trójka czerwień</translation>
        </message>
        <message>
            <source>four of hearts</source>
            <translation>czwórka czerwień</translation>
        </message>
        <message>
            <source>five of hearts</source>
            <translation>piątka czerwień</translation>
        </message>
        <message>
            <source>six of hearts</source>
            <translation>szóstka czerwień</translation>
        </message>
        <message>
            <source>seven of hearts</source>
            <translation>siódemka czerwień</translation>
        </message>
        <message>
            <source>eight of hearts</source>
            <translation>ósemka czerwień</translation>
        </message>
        <message>
            <source>nine of hearts</source>
            <translation>dziewiątka czerwień</translation>
        </message>
        <message>
            <source>ten of hearts</source>
            <translation>dziesiątka czerwień</translation>
        </message>
        <message>
            <source>Unter of hearts</source>
            <translation>niżnik czerwień</translation>
        </message>
        <message>
            <source>Ober of hearts</source>
            <translation>wyżnik czerwień</translation>
        </message>
        <message>
            <source>King of hearts</source>
            <translation>król czerwień</translation>
        </message>
        <message>
            <source>Sau of hearts</source>
            <translation>tuz czerwień</translation>
        </message>
        <message>
            <source>two of leaves</source>
            <translation>dwójka wino</translation>
        </message>
        <message>
            <source>three of leaves</source>
            <translation>trójka wino</translation>
        </message>
        <message>
            <source>four of leaves</source>
            <translation>czwórka wino</translation>
        </message>
        <message>
            <source>five of leaves</source>
            <translation>piątka wino</translation>
        </message>
        <message>
            <source>six of leaves</source>
            <translation>szóstka wino</translation>
        </message>
        <message>
            <source>seven of leaves</source>
            <translation>siódemka wino</translation>
        </message>
        <message>
            <source>eight of leaves</source>
            <translation>ósemka wino</translation>
        </message>
        <message>
            <source>nine of leaves</source>
            <translation>dziewiątka wino</translation>
        </message>
        <message>
            <source>ten of leaves</source>
            <translation>dziesiątka wino</translation>
        </message>
        <message>
            <source>Unter of leaves</source>
            <translation>niżnik wino</translation>
        </message>
        <message>
            <source>Ober of leaves</source>
            <translation>wyżnik wino</translation>
        </message>
        <message>
            <source>King of leaves</source>
            <translation>król wino</translation>
        </message>
        <message>
            <source>Sau of leaves</source>
            <translation>tuz wino</translation>
        </message>
        <message>
            <source>acorns</source>
            <translation>żołądź</translation>
        </message>
        <message>
            <source>acorn</source>
            <translation>żołądź</translation>
        </message>
        <message>
            <source>bells</source>
            <translation>dzwonek</translation>
        </message>
        <message>
            <source>bell</source>
            <translation>dzwonek</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>czerwień</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>czerwień</translation>
        </message>
        <message>
            <source>leaves</source>
            <translation>wino</translation>
        </message>
        <message>
            <source>leaf</source>
            <translation>wino</translation>
        </message>
    </context>
    <context>
        <name>help</name>
        <message>
            <source>Pick a card you may play, or a button offered (a bid, Keep …)</source>
            <translation>Wybierz kartę, którą możesz zagrać, albo oferowany przycisk (licytacja, Zatrzymaj …)</translation>
        </message>
        <message>
            <source>Play the card picked or press the button picked; press the button of a panel (Next deal, Resume …)</source>
            <translation>Zagraj wybraną kartę albo naciśnij wybrany przycisk; naciśnij przycisk panelu (Następne rozdanie, Wznów …)</translation>
        </message>
        <message>
            <source>Answer the question on the table (announce the marriage?)</source>
            <translation>Odpowiedz na pytanie na stole (zgłosić meldunek?)</translation>
        </message>
        <message>
            <source>Review the deal just finished, from its end-of-deal panel</source>
            <translation>Przejrzyj właśnie zakończone rozdanie z panelu końca rozdania</translation>
        </message>
        <message>
            <source>Put the last trick away; No to a question</source>
            <translation>Odłóż ostatnią lewę; Nie na pytanie</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Menu</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>Przy stole</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Skróty klawiszowe</translation>
        </message>
        <message>
            <source>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;Traditional European card games at one table: Schnapsen, Wallachen, Tippen, Spades and Poch. Against computer opponents, or hot-seat with friends at one computer.&lt;/p&gt;&lt;p&gt;The rules follow the traditional games with their variants (Help ▸ Rules). Every card, the backs and the Poch board are drawn by the program's own code.&lt;/p&gt;&lt;p&gt;Your games are saved after every move and offered again at the next start; past games can be reviewed with every hand open (Game ▸ Past games).&lt;/p&gt;</source>
            <translation>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;Tradycyjne europejskie gry karciane przy jednym stole: Schnapsen, Wallachen, Tippen, Spades i Poch. Przeciw komputerowi albo na zmianę z przyjaciółmi przy jednym komputerze.&lt;/p&gt;&lt;p&gt;Zasady są zgodne z tradycyjnymi grami i ich odmianami (Pomoc ▸ Zasady). Wszystkie karty, rewersy i plansza Poch są rysowane przez sam program.&lt;/p&gt;&lt;p&gt;Twoje gry są zapisywane po każdym ruchu i proponowane znowu przy następnym uruchomieniu; minione gry można przejrzeć z odkrytymi kartami (Gra ▸ Minione gry).&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>learn</name>
        <message>
            <source>Learning {game}: Esc leaves the guide.</source>
            <translation>Nauka gry {game}: Esc kończy przewodnik.</translation>
        </message>
        <message>
            <source>Learn {game} · step {n} of {m}</source>
            <translation>Nauka gry {game} · krok {n} z {m}</translation>
        </message>
        <message>
            <source>Leave the guide</source>
            <translation>Zakończ przewodnik</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Dalej</translation>
        </message>
        <message>
            <source>Play a real game</source>
            <translation>Zagraj naprawdę</translation>
        </message>
        <message>
            <source>First read this, then press Next (or Enter).</source>
            <translation>Najpierw przeczytaj, potem naciśnij Dalej (albo Enter).</translation>
        </message>
    </context>
    <context>
        <name>learn poch</name>
        <message>
            <source>Welcome to Poch! Four players, four cards each, and this board. A deal has three parts: Melden, Pochen and Ausspielen.</source>
            <translation>Witaj w Poch! Czterech graczy, każdy ma cztery karty, do tego ta plansza. Rozdanie ma trzy części: Melden, Pochen i Ausspielen.</translation>
        </message>
        <message>
            <source>Before the deal, everyone put 1 chip into each of the seven outer compartments. The dealer's last card is shown and sets the trumps: the {7H}, so {H} are trumps.</source>
            <translation>Przed rozdaniem każdy włożył 1 żeton do każdej z siedmiu zewnętrznych przegródek. Ostatnia karta rozdającego jest pokazana i wyznacza atut: {7H}, więc atutem jest {H}.</translation>
        </message>
        <message>
            <source>Melden: whoever holds the {ace}, {king}, {queen}, {jack} or {ten} of trumps takes that compartment's chips. Anna holds the {KH} and the {QH}: she took {king}, {queen}, and Mariage (the two together).</source>
            <translation>Melden: kto ma atutowe karty {ace}, {king}, {queen}, {jack} albo {ten}, bierze żetony z tej przegródki. Anna ma {KH} i {QH}: wzięła przegródki {king}, {queen} i Mariaż (obie karty razem).</translation>
        </message>
        <message>
            <source>Nobody holds the {ace}, {jack} or {ten} of trumps, and nobody holds a Sequenz (three cards in a row of one suit): those chips stay on the board and wait for the next deal.</source>
            <translation>Nikt nie ma atutowych kart {ace}, {jack} ani {ten} i nikt nie ma sekwensu (trzech kolejnych kart jednego koloru): te żetony zostają na planszy i czekają na następne rozdanie.</translation>
        </message>
        <message>
            <source>Now Pochen, a betting round. Only a player with a Kunststück may bet: two or more cards of the same rank. You hold a pair of kings!</source>
            <translation>Teraz Pochen, runda licytacji. Licytować może tylko gracz z układem: dwiema lub więcej kartami tej samej wysokości. Masz parę królów!</translation>
        </message>
        <message>
            <source>You speak first. Open with 1: your chip goes into the centre, the Poch compartment. Press Open 1.</source>
            <translation>Mówisz pierwszy. Otwórz za 1: twój żeton trafia na środek, do przegródki Poch. Naciśnij „Otwórz 1”.</translation>
        </message>
        <message>
            <source>Open with 1 this time: a small bet keeps the others in the game.</source>
            <translation>Tym razem otwórz za 1: mała stawka zatrzymuje innych w grze.</translation>
        </message>
        <message>
            <source>The others answer in turn.</source>
            <translation>Pozostali odpowiadają po kolei.</translation>
        </message>
        <message>
            <source>Anna raised by 1: she has a Kunststück too. Bert and Clara have none, so they had to pass. The Poch compartment holds 3 chips.</source>
            <translation>Anna podbiła o 1: też ma układ. Bert i Clara go nie mają, więc musieli spasować. W przegródce Poch leżą 3 żetony.</translation>
        </message>
        <message>
            <source>Hold: pay 1 more to match Anna's bet, and the hands are shown. A pair of kings loses only to aces, or to three or four of a kind.</source>
            <translation>Sprawdź: dopłać 1, aby wyrównać do stawki Anny, a karty zostaną pokazane. Para królów przegrywa tylko z asami albo z trójką lub czwórką.</translation>
        </message>
        <message>
            <source>Hold: your kings are strong, and holding costs only 1 chip.</source>
            <translation>Sprawdź: twoje króle są mocne, a sprawdzenie kosztuje tylko 1 żeton.</translation>
        </message>
        <message>
            <source>Your kings beat Anna's nines: the 4 chips of the Poch compartment are yours.</source>
            <translation>Twoje króle biją dziewiątki Anny: 4 żetony z przegródki Poch są twoje.</translation>
        </message>
        <message>
            <source>Last part, Ausspielen: get rid of your cards. You won the Pochen, so you start. Whoever holds the next higher card of that suit must play it, and so on up the chain.</source>
            <translation>Ostatnia część, Ausspielen: pozbądź się kart. Wygrałeś Pochen, więc zaczynasz. Kto ma następną wyższą kartę tego koloru, musi ją zagrać, i tak dalej w górę łańcucha.</translation>
        </message>
        <message>
            <source>Start with the {7C}: the {8C} comes next, and it is yours too.</source>
            <translation>Zacznij kartą {7C}: następna jest {8C}, też twoja.</translation>
        </message>
        <message>
            <source>Start with the {7C}: your {8C} follows it, two cards gone at once.</source>
            <translation>Zacznij kartą {7C}: po niej idzie twoja {8C}, dwie karty naraz.</translation>
        </message>
        <message>
            <source>The {8C} is next in the chain, and you hold it: play it.</source>
            <translation>Następna w łańcuchu jest {8C} i masz ją: zagraj ją.</translation>
        </message>
        <message>
            <source>The {8C} must come now: it is the next card of the chain.</source>
            <translation>Teraz musi wejść {8C}: to następna karta łańcucha.</translation>
        </message>
        <message>
            <source>Anna holds the {9C}: she must play it.</source>
            <translation>Anna ma kartę {9C}: musi ją zagrać.</translation>
        </message>
        <message>
            <source>The {TC} is in the talon, the cards nobody got: the chain stops. Anna played the last card, so she starts the next chain.</source>
            <translation>Karta {TC} jest w talonie, wśród kart, których nikt nie dostał: łańcuch się kończy. Anna zagrała ostatnią kartę, więc zaczyna następny łańcuch.</translation>
        </message>
        <message>
            <source>Anna starts with the {9S}. Bert holds the {TS} and the {JS}, Clara the {QS}.</source>
            <translation>Anna zaczyna kartą {9S}. Bert ma {TS} i {JS}, Clara {QS}.</translation>
        </message>
        <message>
            <source>The {KS} comes next, and it is yours: play it. The ace of spades is in the talon, so you will start the next chain.</source>
            <translation>Następna jest {KS} i jest twoja: zagraj ją. As pik leży w talonie, więc zaczniesz następny łańcuch.</translation>
        </message>
        <message>
            <source>The {KS} must come now: it is the next card of the chain.</source>
            <translation>Teraz musi wejść {KS}: to następna karta łańcucha.</translation>
        </message>
        <message>
            <source>One card left: play the {KD} and you are out first.</source>
            <translation>Została jedna karta: zagraj {KD} i wychodzisz pierwszy.</translation>
        </message>
        <message>
            <source>Play the {KD}: it is your last card.</source>
            <translation>Zagraj kartę {KD}: to twoja ostatnia.</translation>
        </message>
        <message>
            <source>You are out! Everyone pays you 1 chip for each card still in hand: 2 + 2 + 3 = 7 chips.</source>
            <translation>Wyszedłeś! Każdy płaci ci 1 żeton za każdą kartę, która mu została: 2 + 2 + 3 = 7 żetonów.</translation>
        </message>
        <message>
            <source>That is Poch: Melden, Pochen, Ausspielen. The chips nobody won stay on the board for the next deal. Ready for a real game?</source>
            <translation>To jest Poch: Melden, Pochen, Ausspielen. Żetony, których nikt nie wygrał, zostają na planszy na następne rozdanie. Gotów na prawdziwą grę?</translation>
        </message>
    </context>
    <context>
        <name>learn schnapsen</name>
        <message>
            <source>Welcome to Schnapsen! Two players, 20 cards. Whoever first counts 66 points wins the deal. These five cards are yours.</source>
            <translation>Witaj w Schnapsen! Dwóch graczy, 20 kart. Kto pierwszy zbierze 66 punktów, wygrywa rozdanie. Te pięć kart jest twoje.</translation>
        </message>
        <message>
            <source>The card turned up under the pile is the trump card: {H} are trumps this deal. A trump beats any card of another suit.</source>
            <translation>Odkryta karta pod stosem to karta atutowa: w tym rozdaniu atutem jest {H}. Atut bije każdą kartę innego koloru.</translation>
        </message>
        <message>
            <source>The face-down pile is the talon. After each trick, both of you draw a card from it: the winner first.</source>
            <translation>Zakryty stos to talon. Po każdej lewie oboje dobieracie z niego po karcie, najpierw zwycięzca lewy.</translation>
        </message>
        <message>
            <source>Cards count: {ace} 11, {ten} 10, {king} 4, {queen} 3, {jack} 2. You score the cards of the tricks you win. Your points are shown here.</source>
            <translation>Wartość kart: {ace} 11, {ten} 10, {king} 4, {queen} 3, {jack} 2. Liczą się karty z lew, które weźmiesz. Twoje punkty widać tutaj.</translation>
        </message>
        <message>
            <source>Announce it: play the {KS} and answer Yes when you are asked whether to announce the marriage.</source>
            <translation>Zgłoś go: zagraj kartę {KS} i odpowiedz Tak na pytanie, czy zgłosić meldunek.</translation>
        </message>
        <message>
            <source>Not that one: play the {KS} and announce the marriage, it is worth 20 points.</source>
            <translation>Nie ta: zagraj kartę {KS} i zgłoś meldunek, jest wart 20 punktów.</translation>
        </message>
        <message>
            <source>Now lead the {KS} of your marriage.</source>
            <translation>Teraz wyjdź kartą {KS} z twojego meldunku.</translation>
        </message>
        <message>
            <source>Lead the {KS}: a marriage is announced by playing its king or queen.</source>
            <translation>Wyjdź kartą {KS}: meldunek zgłasza się, wychodząc jego królem albo damą.</translation>
        </message>
        <message>
            <source>Anna answers. While the talon lasts, she need not follow suit.</source>
            <translation>Anna odpowiada. Dopóki jest talon, nie musi dokładać do koloru.</translation>
        </message>
        <message>
            <source>You hold the {jack} of trumps, the {JH}. Before you lead, you may swap it for the trump card: drag the {JH} onto the {AH} (or click the trump card).</source>
            <translation>Masz kartę {JH}, czyli atutowy {jack}. Zanim wyjdziesz, możesz ją wymienić na kartę atutową: przeciągnij kartę {JH} na kartę {AH} (albo kliknij kartę atutową).</translation>
        </message>
        <message>
            <source>Not yet: first swap your {JH} for the {AH}. Drag it onto the trump card.</source>
            <translation>Jeszcze nie: najpierw wymień kartę {JH} na kartę {AH}. Przeciągnij ją na kartę atutową.</translation>
        </message>
        <message>
            <source>Now the {AH} is yours. You also hold the {king} and the {queen} of the same suit, the {KS} and the {QS}: a marriage! It is worth 20 (40 in trumps) once you win a trick.</source>
            <translation>Teraz karta {AH} jest twoja. Masz też karty {king} i {queen} w jednym kolorze, {KS} i {QS}: to meldunek! Jest wart 20 (40 w atutach), gdy weźmiesz lewę.</translation>
        </message>
        <message>
            <source>Your {KS} beats her {JD}: the trick is yours, 4 + 2 points, and the marriage's 20 count now: 26. Both of you drew a card.</source>
            <translation>Twoja karta {KS} bije jej kartę {JD}: lewa jest twoja, 4 + 2 punkty, a teraz liczy się też 20 za meldunek: 26. Oboje dobraliście kartę.</translation>
        </message>
        <message>
            <source>The winner leads. Your {AC} is the highest club: lead it.</source>
            <translation>Zwycięzca lewy wychodzi. Karta {AC} to najwyższy trefl: wyjdź nią.</translation>
        </message>
        <message>
            <source>Lead the {AC}: nothing but a trump could take it, and Anna has no trump.</source>
            <translation>Wyjdź kartą {AC}: pobić ją może tylko atut, a Anna nie ma atutu.</translation>
        </message>
        <message>
            <source>Another trick: 11 + 3 = 14, you have 40. Lead your new ace, the {AD}.</source>
            <translation>Kolejna lewa: 11 + 3 = 14, masz 40. Wyjdź nowym asem: {AD}.</translation>
        </message>
        <message>
            <source>Lead the {AD}: an ace wins unless it is trumped.</source>
            <translation>Wyjdź kartą {AD}: as wygrywa, jeśli nie zostanie przebity atutem.</translation>
        </message>
        <message>
            <source>55 points! Now lead the {QS}: let us see what Anna does.</source>
            <translation>55 punktów! Teraz wyjdź kartą {QS}: zobaczmy, co zrobi Anna.</translation>
        </message>
        <message>
            <source>Lead the {QS} this time: keep your trumps for later.</source>
            <translation>Tym razem wyjdź kartą {QS}: zachowaj atuty na później.</translation>
        </message>
        <message>
            <source>Anna played the {KH}, a trump: it beats your {QS} even though it is another suit. Her trick, so she leads next.</source>
            <translation>Anna zagrała kartę {KH}, atut: bije twoją kartę {QS}, choć to inny kolor. Lewa jest jej, więc teraz ona wychodzi.</translation>
        </message>
        <message>
            <source>Anna leads the {TS}. Take it with your {AS}: 11 + 10 points, and you are past 66.</source>
            <translation>Anna wychodzi kartą {TS}. Weź ją kartą {AS}: 11 + 10 punktów i masz ponad 66.</translation>
        </message>
        <message>
            <source>Play the {AS}: the highest spade takes her ten.</source>
            <translation>Zagraj kartę {AS}: najwyższy pik bierze jej dziesiątkę.</translation>
        </message>
        <message>
            <source>You reached 66 and win the deal! Anna has fewer than 33, so it is worth 2 game points. The first to win 7 game points wins the Bummerl.</source>
            <translation>Masz 66 i wygrywasz rozdanie! Anna ma mniej niż 33, więc dostajesz 2 punkty gry. Kto pierwszy zdobędzie 7 punktów gry, wygrywa bummerla.</translation>
        </message>
        <message>
            <source>That is Schnapsen. Closing the talon, and the strict rules once it is empty, are in the rules (F1). Ready for a real game?</source>
            <translation>To jest Schnapsen. Zamykanie talonu i ścisłe zasady po jego wyczerpaniu opisują zasady gry (F1). Gotów na prawdziwą grę?</translation>
        </message>
    </context>
    <context>
        <name>learn spades</name>
        <message>
            <source>Welcome to Spades! Four players, each playing for themselves, with 13 cards each. In a trick everyone plays one card, and the highest card wins it. These cards are yours.</source>
            <translation>Witaj w Spades! Czterech graczy, każdy gra na siebie, każdy ma 13 kart. W lewie każdy zagrywa jedną kartę, a najwyższa karta ją bierze. To są twoje karty.</translation>
        </message>
        <message>
            <source>Spades are always trumps: any spade beats every card of the other suits. The two jokers are the highest spades: the {BJ}, then the {LJ}, then the {AS}.</source>
            <translation>Piki są zawsze atutem: każdy pik bije każdą kartę innych kolorów. Dwa jokery to najwyższe piki: najpierw {BJ}, potem {LJ}, potem {AS}.</translation>
        </message>
        <message>
            <source>Before the play, everyone bids how many tricks they will take. You dealt, so {seat1}, on your left, bids first.</source>
            <translation>Przed grą każdy deklaruje, ile lew weźmie. Ty rozdawałeś, więc pierwszy deklaruje gracz po twojej lewej: {seat1}.</translation>
        </message>
        <message>
            <source>{seat1} bids 4.</source>
            <translation>{seat1}: deklaracja 4.</translation>
        </message>
        <message>
            <source>{seat2} bids 3.</source>
            <translation>{seat2}: deklaracja 3.</translation>
        </message>
        <message>
            <source>{seat3} bids 1.</source>
            <translation>{seat3}: deklaracja 1.</translation>
        </message>
        <message>
            <source>Your turn. Count the tricks you are sure of: the {BJ}, the {AS}, the {AH} and the {AD}: four.</source>
            <translation>Twoja kolej. Policz pewne lewy: {BJ}, {AS}, {AH} i {AD} – cztery.</translation>
        </message>
        <message>
            <source>Bid 4. A bid you make scores 10 points a trick and 1 more for each extra trick; fall short and the hand scores nothing.</source>
            <translation>Zadeklaruj 4. Spełniona deklaracja daje 10 punktów za lewę i 1 więcej za każdą lewę ponad nią; jeśli weźmiesz mniej, rozdanie nie da nic.</translation>
        </message>
        <message>
            <source>Bid 4, the tricks you are sure of: a smaller bid scores less (30 for 3), and a bigger one scores nothing if you fall short.</source>
            <translation>Zadeklaruj 4, tyle lew masz pewnych: mniejsza deklaracja daje mniej (30 za 3), a większa nie da nic, jeśli jej nie spełnisz.</translation>
        </message>
        <message>
            <source>{seat1} leads the {5H}. Everyone must follow suit: play a heart if you have one.</source>
            <translation>{seat1} wychodzi: {5H}. Wszyscy muszą dokładać do koloru: zagraj kiera, jeśli go masz.</translation>
        </message>
        <message>
            <source>You have hearts, so you must play one. Your {AH} is the highest heart: play it and the trick is yours.</source>
            <translation>Masz kiery, więc musisz zagrać kiera. Najwyższy kier to {AH}: zagraj go, a lewa będzie twoja.</translation>
        </message>
        <message>
            <source>You must follow suit with a heart, and the {AH} wins the trick: play it.</source>
            <translation>Musisz dołożyć kiera, a lewę bierze {AH}: zagraj go.</translation>
        </message>
        <message>
            <source>Your first trick! Whoever wins a trick leads the next one.</source>
            <translation>Twoja pierwsza lewa! Kto bierze lewę, wychodzi do następnej.</translation>
        </message>
        <message>
            <source>Your lead. A spade may not be led until spades are broken, that is until a spade has been played to a trick (or you hold nothing else). Lead the {AD}, the highest diamond.</source>
            <translation>Twoje wyjście. Nie wolno wyjść pikiem, dopóki piki nie są przełamane, czyli dopóki żaden pik nie padł w lewie (chyba że nie masz nic innego). Wyjdź najwyższym karo: {AD}.</translation>
        </message>
        <message>
            <source>Spades are not broken yet, so you cannot lead one; and the {AD} is a sure trick. Lead the {AD}.</source>
            <translation>Piki nie są jeszcze przełamane, więc nie możesz nimi wyjść; a {AD} to pewna lewa. Wyjdź: {AD}.</translation>
        </message>
        <message>
            <source>Everyone followed: another trick. With the ace gone, your {KH} is the highest heart left. Lead it.</source>
            <translation>Wszyscy dołożyli: kolejna lewa. As już zszedł, więc najwyższy kier to teraz {KH}. Wyjdź nim.</translation>
        </message>
        <message>
            <source>Lead the {KH}: now that the {AH} is gone, it is the highest heart.</source>
            <translation>Wyjdź: {KH}. Skoro {AH} już zszedł, to najwyższy kier.</translation>
        </message>
        <message>
            <source>Three tricks. Now let the lead go cheaply: lead your smallest card, the {3D}, and keep the {BJ} and the {AS} for later.</source>
            <translation>Trzy lewy. Teraz tanio oddaj wyjście: wyjdź najmniejszą kartą: {3D}. Najwyższe karty ({BJ} i {AS}) zachowaj na później.</translation>
        </message>
        <message>
            <source>Lead the small {3D}: losing it costs nothing, and your big spades can wait.</source>
            <translation>Wyjdź małą kartą: {3D}. Jej strata nic nie kosztuje, a twoje wysokie piki poczekają.</translation>
        </message>
        <message>
            <source>{seat2}'s {KD} is the highest diamond.</source>
            <translation>Najwyższe karo: {KD} gracza {seat2}.</translation>
        </message>
        <message>
            <source>{seat2} won the trick, so he leads: the {AC}.</source>
            <translation>{seat2} wziął lewę, więc wychodzi: {AC}.</translation>
        </message>
        <message>
            <source>You have no clubs. Then you may play any card, and any spade beats them: trump with your smallest spade, the {4S}.</source>
            <translation>Nie masz trefli. Wtedy możesz zagrać dowolną kartę, a każdy pik je bije: przebij najmniejszym pikiem: {4S}.</translation>
        </message>
        <message>
            <source>You have no clubs, so you may trump: the {4S} beats even the {AC}, and your big spades stay in your hand.</source>
            <translation>Nie masz trefli, więc możesz przebić: nawet {AC} przegrywa z każdym pikiem. Przebij: {4S}, a twoje wysokie piki zostaną w ręce.</translation>
        </message>
        <message>
            <source>You trumped an ace! A spade has been played, so spades are broken: from now on anyone may lead them.</source>
            <translation>Przebiłeś asa! Padł pik, więc piki są przełamane: od teraz każdy może nimi wychodzić.</translation>
        </message>
        <message>
            <source>Lead the {BJ}, the highest card of all. Everyone must follow with a spade if they have one.</source>
            <translation>Wyjdź: {BJ}, najwyższa karta w grze. Wszyscy muszą dołożyć pika, jeśli go mają.</translation>
        </message>
        <message>
            <source>Lead the {BJ}: it cannot lose, and it draws the spades out of the other hands.</source>
            <translation>Wyjdź: {BJ}. Nie może przegrać i wyciąga piki z rąk pozostałych.</translation>
        </message>
        <message>
            <source>{seat3} had to follow with her only spade, the {LJ}.</source>
            <translation>{seat3} musiała dołożyć swojego jedynego pika: {LJ}.</translation>
        </message>
        <message>
            <source>Both jokers are gone, so your {AS} is now the highest spade. Lead it.</source>
            <translation>Oba jokery zeszły, więc najwyższy pik to teraz {AS}. Wyjdź nim.</translation>
        </message>
        <message>
            <source>Lead the {AS}: with both jokers out, nothing can beat it.</source>
            <translation>Wyjdź: {AS}. Bez jokerów nic go nie pobije.</translation>
        </message>
        <message>
            <source>{seat3} has no spade left, so she may play any card.</source>
            <translation>{seat3} nie ma już pików, więc może zagrać dowolną kartę.</translation>
        </message>
        <message>
            <source>Six tricks: your bid of 4 is made, and every trick more is worth a point.</source>
            <translation>Sześć lew: twoja deklaracja 4 jest spełniona, a każda kolejna lewa to punkt.</translation>
        </message>
        <message>
            <source>Your other cards are small. Lead the {3H}.</source>
            <translation>Pozostałe karty są małe. Wyjdź: {3H}.</translation>
        </message>
        <message>
            <source>Lead the {3H}: your small cards cannot win now, so let one go.</source>
            <translation>Wyjdź: {3H}. Twoje małe karty teraz nie wygrają, więc oddaj jedną.</translation>
        </message>
        <message>
            <source>{seat1} won with the {QH} and leads the {KC}.</source>
            <translation>{seat1} wzięła lewę ({QH}) i wychodzi: {KC}.</translation>
        </message>
        <message>
            <source>No clubs again, and you play last: trump with the {5S} and the trick is yours.</source>
            <translation>Znowu brak trefli, a ty grasz ostatni. Przebij: {5S}, a lewa będzie twoja.</translation>
        </message>
        <message>
            <source>Trump with the {5S}: you play last, so this small spade wins the trick.</source>
            <translation>Przebij: {5S}. Grasz ostatni, więc ten mały pik bierze lewę.</translation>
        </message>
        <message>
            <source>Seven tricks. {seat1} still holds high spades, so your last cards will not win. Lead the {4D}.</source>
            <translation>Siedem lew. {seat1} ma jeszcze wysokie piki, więc twoje ostatnie karty nie wygrają. Wyjdź: {4D}.</translation>
        </message>
        <message>
            <source>Lead the {4D}: {seat1}'s high spades will take the rest anyway.</source>
            <translation>Wyjdź: {4D}. Wysokie piki gracza {seat1} i tak wezmą resztę.</translation>
        </message>
        <message>
            <source>{seat1} has no diamonds left, so she trumps.</source>
            <translation>{seat1} nie ma już karo, więc przebija.</translation>
        </message>
        <message>
            <source>{seat1} leads a spade: you must follow with your {9S}.</source>
            <translation>{seat1} wychodzi pikiem: musisz dołożyć pika: {9S}.</translation>
        </message>
        <message>
            <source>You still have a spade, so you must play it: the {9S}.</source>
            <translation>Masz jeszcze pika, więc musisz go zagrać: {9S}.</translation>
        </message>
        <message>
            <source>No spade left: any card will do. Play the {7D}.</source>
            <translation>Nie masz już pików: każda karta jest dobra. Zagraj: {7D}.</translation>
        </message>
        <message>
            <source>Any card may go here; this time play the {7D}.</source>
            <translation>Tu może pójść każda karta; tym razem zagraj: {7D}.</translation>
        </message>
        <message>
            <source>Your last card, the {6H}.</source>
            <translation>Twoja ostatnia karta: {6H}.</translation>
        </message>
        <message>
            <source>Play your last card, the {6H}.</source>
            <translation>Zagraj ostatnią kartę: {6H}.</translation>
        </message>
        <message>
            <source>The hand is over. You bid 4 and took 7: 40 points, plus 3 for the extra tricks, 43. {seat2} bid 3 but took only 1, so he scores nothing. Hands follow one another until someone reaches 500.</source>
            <translation>Rozdanie skończone. Zadeklarowałeś 4 i wziąłeś 7: 40 punktów plus 3 za nadróbki, razem 43. {seat2} zadeklarował 3, ale wziął tylko 1, więc nie dostaje nic. Rozdania idą jedno za drugim, aż ktoś osiągnie 500.</translation>
        </message>
        <message>
            <source>That is Spades. Nil bids, partnerships and the other variants are in the rules (F1). Ready for a real game?</source>
            <translation>To jest Spades. Deklaracje nil, gra w parach i inne warianty są w zasadach (F1). Gotów na prawdziwą grę?</translation>
        </message>
    </context>
    <context>
        <name>learn tippen</name>
        <message>
            <source>Welcome to Tippen! Everyone gets three cards, and the three tricks share the pot: each trick wins a third of it.</source>
            <translation>Witaj w Tippen! Każdy dostaje trzy karty, a trzy lewy dzielą pulę: każda lewa bierze jej trzecią część.</translation>
        </message>
        <message>
            <source>This is the pot. The last deal left 9 counters in it, and you, the dealer, paid in the basic stake of 3: 12 counters, so each trick is worth 4.</source>
            <translation>To jest pula. Z poprzedniego rozdania zostało w niej 9 żetonów, a ty jako rozdający wpłaciłeś stawkę podstawową 3: razem 12 żetonów, więc każda lewa jest warta 4.</translation>
        </message>
        <message>
            <source>{seat3}, on your right, cuts the pack, and the cards are dealt.</source>
            <translation>{seat3}, po twojej prawej, przekłada talię i karty zostają rozdane.</translation>
        </message>
        <message>
            <source>The card turned face up is the trump card: {H} are trumps. A trump beats any card of another suit; otherwise the highest card of the suit led wins.</source>
            <translation>Odkryta karta to karta atutowa: atutem jest kolor {H}. Atut bije każdą kartę innego koloru; poza tym wygrywa najwyższa karta koloru wyjścia.</translation>
        </message>
        <message>
            <source>Your cards: the {KH}, a high trump, and two small {S}.</source>
            <translation>Twoje karty: {KH}, wysoki atut, i dwie małe karty w kolorze {S}.</translation>
        </message>
        <message>
            <source>Now each player says whether they play or pass, starting on your left. Whoever passes is out of this deal and risks nothing. Whoever plays and takes no trick pays the bête: as much as the pot, 12.</source>
            <translation>Teraz każdy mówi, czy gra, czy pasuje, zaczynając od twojej lewej. Kto pasuje, wypada z tego rozdania i nic nie ryzykuje. Kto gra i nie weźmie żadnej lewy, płaci bête: tyle, ile jest w puli, 12.</translation>
        </message>
        <message>
            <source>{seat1} plays.</source>
            <translation>{seat1} gra.</translation>
        </message>
        <message>
            <source>{seat2} passes: his cards go face down.</source>
            <translation>{seat2} pasuje: jego karty idą zakryte na bok.</translation>
        </message>
        <message>
            <source>{seat3} plays.</source>
            <translation>{seat3} gra.</translation>
        </message>
        <message>
            <source>Your turn. The {KH} is a high trump and very likely takes a trick, worth 4 counters. Play.</source>
            <translation>Twoja kolej. {KH} to wysoki atut i bardzo prawdopodobnie weźmie lewę wartą 4 żetony. Graj.</translation>
        </message>
        <message>
            <source>Play: with the {KH} you will very likely take a trick, and each one is worth 4 counters.</source>
            <translation>Graj: {KH} bardzo prawdopodobnie weźmie lewę, a każda jest warta 4 żetony.</translation>
        </message>
        <message>
            <source>Each player who plays may now exchange up to three cards with the talon: throw them away and take as many new ones from the top.</source>
            <translation>Każdy, kto gra, może teraz wymienić do trzech kart z talonem: odrzuca je i bierze tyle samo nowych z wierzchu.</translation>
        </message>
        <message>
            <source>{seat1} exchanges one card.</source>
            <translation>{seat1} wymienia jedną kartę.</translation>
        </message>
        <message>
            <source>{seat3} exchanges one card.</source>
            <translation>{seat3} wymienia jedną kartę.</translation>
        </message>
        <message>
            <source>Keep your {KH} and exchange the {9S} and the {8S}: small cards of a plain suit seldom take a trick. Click the two of them, then Exchange.</source>
            <translation>Zostaw w ręce najlepszą kartę: {KH}. Wymień te dwie: {9S} i {8S}; małe karty zwykłego koloru rzadko biorą lewę. Kliknij obie, potem Wymień.</translation>
        </message>
        <message>
            <source>Exchange just the {9S} and the {8S}, and keep the {KH}, your best card.</source>
            <translation>Wymień tylko te dwie: {9S} i {8S}. Zatrzymaj najlepszą kartę: {KH}.</translation>
        </message>
        <message>
            <source>You drew the {AC} and the {7D}. The {AC} wins its suit unless it is trumped.</source>
            <translation>Dobrałeś: {AC} i {7D}. {AC} bierze lewę w swoim kolorze, chyba że zostanie przebity.</translation>
        </message>
        <message>
            <source>Lead the {AC}: the {7D} would surely lose, the {AC} very likely wins.</source>
            <translation>Wyjdź: {AC}. {7D} na pewno by przegrała, a {AC} bardzo prawdopodobnie wygra.</translation>
        </message>
        <message>
            <source>{seat1}, first on your left, leads the {AS}.</source>
            <translation>{seat1}, pierwsza po twojej lewej, wychodzi: {AS}.</translation>
        </message>
        <message>
            <source>{seat3} has no {S}, so she must trump: the {9H}.</source>
            <translation>{seat3} nie ma koloru {S}, więc musi przebić: {9H}.</translation>
        </message>
        <message>
            <source>You have no {S} either. Then you must trump, and beat the trump already in the trick if you can: your {KH} beats {seat3}'s {9H}.</source>
            <translation>Ty też nie masz koloru {S}. Wtedy musisz przebić atutem i, jeśli możesz, pobić atut leżący w lewie: {KH} jest wyższy niż {9H}, którą zagrała {seat3}.</translation>
        </message>
        <message>
            <source>You have no {S}, so you must trump and beat the {9H}: only the {KH} does that.</source>
            <translation>Nie masz koloru {S}, więc musisz przebić atutem wyższym niż {9H}: jest nim tylko {KH}.</translation>
        </message>
        <message>
            <source>Your trick: a third of the pot, 4 counters, is yours. You lead next.</source>
            <translation>Twoja lewa: trzecia część puli, 4 żetony, jest twoja. Teraz ty wychodzisz.</translation>
        </message>
        <message>
            <source>Lead your {AC}: nobody can beat it unless they still have a trump.</source>
            <translation>Wyjdź: {AC}. Nikt go nie pobije, chyba że ma jeszcze atut.</translation>
        </message>
        <message>
            <source>Two tricks, 8 counters. Lead your last card, the {7D}.</source>
            <translation>Dwie lewy, 8 żetonów. Wyjdź ostatnią kartą: {7D}.</translation>
        </message>
        <message>
            <source>Play your last card, the {7D}.</source>
            <translation>Zagraj ostatnią kartę: {7D}.</translation>
        </message>
        <message>
            <source>{seat1}'s {AD} takes the last trick and 4 counters.</source>
            <translation>{AD} gracza {seat1} bierze ostatnią lewę i 4 żetony.</translation>
        </message>
        <message>
            <source>{seat3} played and took no trick, so she pays the bête of 12 into the pot: it waits there for the next deal. You paid 3 and won 8.</source>
            <translation>{seat3} grała i nie wzięła żadnej lewy, więc wpłaca do puli bête 12: czeka tam na następne rozdanie. Ty wpłaciłeś 3 i wygrałeś 8.</translation>
        </message>
        <message>
            <source>That is Tippen. Knocking, robbing the trump and the other old variants are options in the rules (F1). Ready for a real game?</source>
            <translation>To jest Tippen. Pukanie, rabunek atutu i inne dawne warianty są opcjami w zasadach (F1). Gotów na prawdziwą grę?</translation>
        </message>
    </context>
    <context>
        <name>learn wallachen</name>
        <message>
            <source>Welcome to Wallachen! Three players, ten cards each. One of you, the declarer, plays alone against the other two and must take at least the tricks bid.</source>
            <translation>Witaj w Wallachen! Trzech graczy, po dziesięć kart. Jeden z was, rozgrywający, gra sam przeciw dwóm pozostałym i musi wziąć co najmniej tyle lew, ile zgłosił.</translation>
        </message>
        <message>
            <source>Three cards each come first. Before the rest are dealt, each player may push the Doppler: it doubles the stakes of this deal.</source>
            <translation>Najpierw każdy dostaje trzy karty. Zanim reszta zostanie rozdana, każdy może przesunąć swój Doppler: podwaja on stawkę tego rozdania.</translation>
        </message>
        <message>
            <source>Your first three cards are the {AC}, the {KC} and the {AH}: a fine start. Push your Doppler.</source>
            <translation>Twoje pierwsze trzy karty to {AC}, {KC} i {AH}: dobry początek. Przesuń swój Doppler.</translation>
        </message>
        <message>
            <source>Push the Doppler: three such high cards to begin with promise a good deal for you.</source>
            <translation>Przesuń Doppler: trzy tak wysokie karty na początek zapowiadają dla ciebie dobre rozdanie.</translation>
        </message>
        <message>
            <source>{seat1} does not double.</source>
            <translation>{seat1} nie podwaja.</translation>
        </message>
        <message>
            <source>Nor does {seat2}. Now the rest is dealt.</source>
            <translation>{seat2} też nie. Teraz zostaje rozdana reszta.</translation>
        </message>
        <message>
            <source>Ten cards each, and two lie face down: the Start. Whoever wins the auction takes them.</source>
            <translation>Po dziesięć kart, a dwie leżą zakryte: to Start. Kto wygra licytację, bierze je.</translation>
        </message>
        <message>
            <source>In the auction you say how many of the ten tricks you will take: six at least. You are forehand, so you speak first and keep priority: when someone bids more, you may hold, taking that bid yourself.</source>
            <translation>W licytacji mówisz, ile z dziesięciu lew weźmiesz: co najmniej sześć. Jesteś przodkiem, więc mówisz pierwszy i masz pierwszeństwo: gdy ktoś zgłosi więcej, możesz trzymać i sam przejąć tę stawkę.</translation>
        </message>
        <message>
            <source>Five {C} from the {AC} down, and the {AS} and the {AH} besides: a strong hand. Say "I play": six tricks.</source>
            <translation>Pięć kart w kolorze {C} od karty {AC} w dół, a do tego {AS} i {AH}: silna ręka. Powiedz „Gram”: sześć lew.</translation>
        </message>
        <message>
            <source>Say "I play": with five top {C} and two more high cards you will take many tricks.</source>
            <translation>Powiedz „Gram”: z pięcioma wysokimi kartami w kolorze {C} i dwiema innymi wysokimi kartami weźmiesz wiele lew.</translation>
        </message>
        <message>
            <source>{seat1} bids seven.</source>
            <translation>{seat1} zgłasza siedem.</translation>
        </message>
        <message>
            <source>Hold: you take seven yourself and keep the game. Your cards make seven.</source>
            <translation>Trzymaj: sam bierzesz siódemkę i zachowujesz grę. Twoje karty dadzą siedem.</translation>
        </message>
        <message>
            <source>Hold: you keep the game at seven, and your cards can make it.</source>
            <translation>Trzymaj: zachowujesz grę na siedem, a twoje karty to uniosą.</translation>
        </message>
        <message>
            <source>{seat1} gives up.</source>
            <translation>{seat1} rezygnuje.</translation>
        </message>
        <message>
            <source>{seat2} passes too: you are the declarer, for seven.</source>
            <translation>{seat2} też pasuje: jesteś rozgrywającym, na siedem.</translation>
        </message>
        <message>
            <source>The Start is yours: the {9C} and the {7H}. Now lay away two cards; they count for nobody.</source>
            <translation>Start jest twój: {9C} i {7H}. Teraz odłóż dwie karty; nie liczą się dla nikogo.</translation>
        </message>
        <message>
            <source>Lay away the {7D} and the {8D}, small cards that would only lose tricks. Click both, then lay them away.</source>
            <translation>Odłóż te dwie: {7D} i {8D}, małe karty, które tylko przegrałyby lewy. Kliknij obie, potem je odłóż.</translation>
        </message>
        <message>
            <source>Lay away the {7D} and the {8D}, your weakest cards; keep the {C} and the high cards.</source>
            <translation>Odłóż te dwie: {7D} i {8D}, swoje najsłabsze karty; zatrzymaj kolor {C} i wysokie karty.</translation>
        </message>
        <message>
            <source>Now announce your contract: seven, or more. You are paid for every trick you take anyway, and a higher contract only costs more if you fail. Announce seven.</source>
            <translation>Teraz zapowiedz swoją grę: siedem albo więcej. I tak dostajesz zapłatę za każdą wziętą lewę, a wyższa gra kosztuje tylko więcej, gdy przegrasz. Zapowiedz siedem.</translation>
        </message>
        <message>
            <source>Announce seven: you are paid for each trick you take, so a higher contract adds only risk.</source>
            <translation>Zapowiedz siedem: płacą ci za każdą wziętą lewę, więc wyższa gra dokłada tylko ryzyka.</translation>
        </message>
        <message>
            <source>{seat1} says Kontra: she thinks you will fail. That doubles the stakes.</source>
            <translation>{seat1} mówi Kontra: uważa, że przegrasz. To podwaja stawkę.</translation>
        </message>
        <message>
            <source>Answer with Re: you are sure of seven tricks, so double once more. With your Doppler, Kontra and Re the deal counts eight times.</source>
            <translation>Odpowiedz Re: siedem lew masz pewne, więc podwój jeszcze raz. Z Dopplerem, Kontrą i Re rozdanie liczy się ośmiokrotnie.</translation>
        </message>
        <message>
            <source>Say Re: your cards make seven, and Re doubles what they pay you.</source>
            <translation>Powiedz Re: twoje karty dadzą siedem, a Re podwaja to, co ci zapłacą.</translation>
        </message>
        <message>
            <source>You lead, and the suit of the declarer's first card becomes trumps. Lead the {AC}: {C} are trumps.</source>
            <translation>Ty wychodzisz, a kolor pierwszej karty rozgrywającego staje się atutem. Wyjdź: {AC}, a atutem będzie kolor {C}.</translation>
        </message>
        <message>
            <source>Lead the {AC}: your first card names the trumps, and your {C} are long and strong.</source>
            <translation>Wyjdź: {AC}. Twoja pierwsza karta wyznacza atut, a twój kolor {C} jest długi i silny.</translation>
        </message>
        <message>
            <source>Both had to follow with a trump, and those were their only ones.</source>
            <translation>Obaj musieli dołożyć atut i były to ich jedyne atuty.</translation>
        </message>
        <message>
            <source>Nobody else holds a trump now. Give up your one losing card while your trumps can win the lead back: lead the {7H}.</source>
            <translation>Nikt poza tobą nie ma już atutów. Oddaj swoją jedyną przegraną kartę, póki twoje atuty mogą odzyskać wyjście. Wyjdź: {7H}.</translation>
        </message>
        <message>
            <source>Lead the {7H}: it will lose anyway, and now your trumps can still take the lead back.</source>
            <translation>Wyjdź: {7H}. I tak przegra, a teraz twoje atuty jeszcze odzyskają wyjście.</translation>
        </message>
        <message>
            <source>{seat1} must follow suit and beat the card on the table if she can.</source>
            <translation>{seat1} musi dołożyć do koloru i pobić kartę na stole, jeśli może.</translation>
        </message>
        <message>
            <source>{seat1} won and leads the {AD}.</source>
            <translation>{seat1} wzięła lewę i wychodzi: {AD}.</translation>
        </message>
        <message>
            <source>You have no {D}, so you must trump. Your smallest trump, the {9C}, is enough.</source>
            <translation>Nie masz koloru {D}, więc musisz przebić. Wystarczy twój najmniejszy atut: {9C}.</translation>
        </message>
        <message>
            <source>You have no {D}, so you must play a trump; the smallest, the {9C}, wins.</source>
            <translation>Nie masz koloru {D}, więc musisz zagrać atut; najmniejszy, {9C}, wygrywa.</translation>
        </message>
        <message>
            <source>Now every card you hold wins. Lead the {AS}.</source>
            <translation>Teraz każda twoja karta wygrywa. Wyjdź: {AS}.</translation>
        </message>
        <message>
            <source>Lead the {AS}; the other cards will win afterwards.</source>
            <translation>Wyjdź: {AS}; pozostałe karty wygrają potem.</translation>
        </message>
        <message>
            <source>The {KS} is now the highest {S}.</source>
            <translation>{KS} to teraz najwyższa karta w kolorze {S}.</translation>
        </message>
        <message>
            <source>Lead the {KS}, the highest {S} left.</source>
            <translation>Wyjdź: {KS}, najwyższa pozostała karta w kolorze {S}.</translation>
        </message>
        <message>
            <source>Then the {AH}.</source>
            <translation>Potem {AH}.</translation>
        </message>
        <message>
            <source>Lead the {AH}.</source>
            <translation>Wyjdź: {AH}.</translation>
        </message>
        <message>
            <source>Seven tricks: your contract is made. Take the rest with your trumps: the {KC}.</source>
            <translation>Siedem lew: twoja gra jest wygrana. Resztę weź atutami: {KC}.</translation>
        </message>
        <message>
            <source>Lead the {KC}.</source>
            <translation>Wyjdź: {KC}.</translation>
        </message>
        <message>
            <source>The {QC}.</source>
            <translation>{QC}.</translation>
        </message>
        <message>
            <source>Lead the {QC}.</source>
            <translation>Wyjdź: {QC}.</translation>
        </message>
        <message>
            <source>The {JC}.</source>
            <translation>{JC}.</translation>
        </message>
        <message>
            <source>Lead the {JC}.</source>
            <translation>Wyjdź: {JC}.</translation>
        </message>
        <message>
            <source>And the last one, the {TC}.</source>
            <translation>I ostatnia: {TC}.</translation>
        </message>
        <message>
            <source>Lead the {TC}.</source>
            <translation>Wyjdź: {TC}.</translation>
        </message>
        <message>
            <source>Nine tricks! You bid seven and made it. Each of them pays you 9 tricks times 8 (Doppler, Kontra and Re): 72.</source>
            <translation>Dziewięć lew! Zgłosiłeś siedem i wygrałeś. Każdy z nich płaci ci 9 lew razy 8 (Doppler, Kontra i Re): 72.</translation>
        </message>
        <message>
            <source>That is Wallachen. Bettel (no trick at all) and Mord (all ten) are bids too; they are in the rules (F1). Ready for a real game?</source>
            <translation>To jest Wallachen. Bettel (ani jednej lewy) i Mord (wszystkie dziesięć) też są zgłoszeniami; są w zasadach (F1). Gotów na prawdziwą grę?</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <source>Thinks longest where the decision is close (up to a second) and reads your past plays for what you are likely to hold.</source>
            <translation>Myśli najdłużej, gdy decyzja jest wyrównana (do sekundy), i z twoich dotychczasowych zagrań odczytuje, co prawdopodobnie masz.</translation>
        </message>
        <message>
            <source>Plays by rules of thumb and slips about one decision in five.</source>
            <translation>Gra według prostych reguł i myli się mniej więcej przy co piątej decyzji.</translation>
        </message>
        <message>
            <source>Looks ahead over a few guesses at your hand and the talon; makes the odd mistake.</source>
            <translation>Przewiduje grę na podstawie kilku przypuszczeń co do twojej ręki i talonu; czasem popełnia błąd.</translation>
        </message>
        <message>
            <source>Weighs about two hundred guesses at your hand, plays the deal out exactly once the talon is closed or gone, and closes only when it clearly pays.</source>
            <translation>Waży około dwustu przypuszczeń co do twojej ręki, rozgrywa rozdanie dokładnie, gdy talon jest zamknięty lub wyczerpany, i zamyka tylko wtedy, gdy to się wyraźnie opłaca.</translation>
        </message>
        <message>
            <source>Plays by rules of thumb, slips about one card in five and misjudges two bids in five.</source>
            <translation>Gra według prostych reguł, myli się mniej więcej przy co piątej karcie i źle ocenia dwie deklaracje na pięć.</translation>
        </message>
        <message>
            <source>Looks ahead over a few guesses at the other hands; bids by counting its high cards and spades, as a club player does.</source>
            <translation>Przewiduje grę na podstawie kilku przypuszczeń co do innych rąk; deklaruje, licząc swoje wysokie karty i piki, jak gracz klubowy.</translation>
        </message>
        <message>
            <source>Bids by playing out sixty sample deals, weighs eighty guesses at the other hands in play, and cashes its sure winners before it leads low.</source>
            <translation>Deklaruje po rozegraniu sześćdziesięciu przykładowych rozdań, w grze waży osiemdziesiąt przypuszczeń co do innych rąk i zbiera pewne lewy, zanim wyjdzie nisko.</translation>
        </message>
        <message>
            <source>A cautious beginner: bets only with three of a kind and starts every chain with its lowest card.</source>
            <translation>Ostrożny początkujący: stawia tylko z trójką i każdy łańcuch zaczyna swoją najniższą kartą.</translation>
        </message>
        <message>
            <source>Opens the betting with almost any set but passes when another player bets, unless it holds four of a kind; looks a little ahead in the chains.</source>
            <translation>Otwiera zakłady niemal z każdym układem, ale pasuje, gdy stawia inny gracz, chyba że ma karetę; w łańcuchach patrzy trochę naprzód.</translation>
        </message>
        <message>
            <source>Weighs the hands against everyone's bets so far, mixes in bluffs and disguised amounts, learns who bets on a whim, and plays the chains out exactly.</source>
            <translation>Waży ręce wobec dotychczasowych stawek wszystkich graczy, dodaje blefy i ukryte kwoty, zapamiętuje, kto stawia z kaprysu, i rozgrywa łańcuchy dokładnie.</translation>
        </message>
        <message>
            <source>Declares by a rough count of its hand and misjudges two declarations in five; plays by rules of thumb.</source>
            <translation>Deklaruje według zgrubnej oceny swojej ręki i źle ocenia dwie deklaracje na pięć; gra według prostych reguł.</translation>
        </message>
        <message>
            <source>Declares by the same count without slips; looks ahead over guesses at the other hands for the exchange and the tricks.</source>
            <translation>Deklaruje według tej samej oceny, ale bez pomyłek; przy wymianie i lewach przewiduje grę na podstawie przypuszczeń co do innych rąk.</translation>
        </message>
        <message>
            <source>Tries each declaration on many sample deals that fit the others' taps and passes, and plays the three tricks out exactly.</source>
            <translation>Sprawdza każdą deklarację na wielu przykładowych rozdaniach zgodnych ze stuknięciami i pasami innych i rozgrywa trzy lewy dokładnie.</translation>
        </message>
        <message>
            <source>Doubles, bids and plays by a quick count of its tricks, and slips about one decision in five.</source>
            <translation>Dubluje, licytuje i gra według szybkiego liczenia swoich lew i myli się mniej więcej przy co piątej decyzji.</translation>
        </message>
        <message>
            <source>Bids by a quick count of its tricks; chooses the contract and plays by looking ahead over a few guesses at the other hands.</source>
            <translation>Licytuje według szybkiego liczenia swoich lew; wybiera kontrakt i gra, przewidując grę na podstawie kilku przypuszczeń co do innych rąk.</translation>
        </message>
        <message>
            <source>Bids by playing out sample deals that fit everyone's bids, and looks ahead over many more guesses in play.</source>
            <translation>Licytuje po rozegraniu przykładowych rozdań zgodnych z odzywkami wszystkich graczy, a w grze waży znacznie więcej przypuszczeń.</translation>
        </message>
    </context>
    <context>
        <name>numbers</name>
        <message>
            <source>{n} %</source>
            <translation>{n}%</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Pack</source>
            <translation>Talia</translation>
        </message>
        <message>
            <source>20 cards (Schnapsen) or 24 cards with the nines (Sixty-six)</source>
            <translation>20 kart (Schnapsen) albo 24 karty z dziewiątkami (sześćdziesiąt sześć)</translation>
        </message>
        <message>
            <source>Exchange only after a won trick</source>
            <translation>Wymiana dopiero po wziętej lewie</translation>
        </message>
        <message>
            <source>Smallest talon for the trump exchange</source>
            <translation>Najmniejszy talon do wymiany atutu</translation>
        </message>
        <message>
            <source>4: no exchange when only two talon cards remain</source>
            <translation>4: bez wymiany, gdy w talonie zostały tylko dwie karty</translation>
        </message>
        <message>
            <source>Smallest talon for closing</source>
            <translation>Najmniejszy talon do zamknięcia</translation>
        </message>
        <message>
            <source>4: no closing when only two talon cards remain</source>
            <translation>4: bez zamykania, gdy w talonie zostały tylko dwie karty</translation>
        </message>
        <message>
            <source>Marriage allowed before the first won trick</source>
            <translation>Meldunek dozwolony przed pierwszą wziętą lewą</translation>
        </message>
        <message>
            <source>the points stay pending until a trick is won</source>
            <translation>punkty czekają, aż zostanie wzięta lewa</translation>
        </message>
        <message>
            <source>Marriages after the talon is closed or used up</source>
            <translation>Meldunki po zamknięciu lub wyczerpaniu talonu</translation>
        </message>
        <message>
            <source>Show the partner card of a marriage</source>
            <translation>Pokaż drugą kartę meldunku</translation>
        </message>
        <message>
            <source>Card led after a marriage</source>
            <translation>Karta wyjścia po meldunku</translation>
        </message>
        <message>
            <source>When marriage points count</source>
            <translation>Kiedy liczą się punkty meldunku</translation>
        </message>
        <message>
            <source>Going out (66)</source>
            <translation>Zgłoszenie 66</translation>
        </message>
        <message>
            <source>Go out right after announcing a marriage</source>
            <translation>Zgłoszenie 66 zaraz po meldunku</translation>
        </message>
        <message>
            <source>Closing the talon allowed</source>
            <translation>Zamykanie talonu dozwolone</translation>
        </message>
        <message>
            <source>Scoring after closing</source>
            <translation>Punktacja po zamknięciu</translation>
        </message>
        <message>
            <source>Penalty for a false claim</source>
            <translation>Kara za błędne zgłoszenie</translation>
        </message>
        <message>
            <source>Last-trick bonus</source>
            <translation>Premia za ostatnią lewę</translation>
        </message>
        <message>
            <source>10 card points for the last trick once the talon is used up</source>
            <translation>10 punktów za ostatnią lewę po wyczerpaniu talonu</translation>
        </message>
        <message>
            <source>A 65 : 65 tie</source>
            <translation>Remis 65 : 65</translation>
        </message>
        <message>
            <source>Game points for a Bummerl</source>
            <translation>Punkty gry na bummerla</translation>
        </message>
        <message>
            <source>Double Bummerl for a loser without game points</source>
            <translation>Podwójny bummerl, gdy przegrany nie ma punktów gry</translation>
        </message>
        <message>
            <source>Show running points</source>
            <translation>Pokazuj bieżące punkty</translation>
        </message>
        <message>
            <source>Confirm closing the talon</source>
            <translation>Potwierdzaj zamknięcie talonu</translation>
        </message>
        <message>
            <source>Partnerships</source>
            <translation>Partnerstwa</translation>
        </message>
        <message>
            <source>Jokers</source>
            <translation>Jokery</translation>
        </message>
        <message>
            <source>Big and little joker as the two top spades</source>
            <translation>Duży i mały joker jako dwa najwyższe piki</translation>
        </message>
        <message>
            <source>Nil bids</source>
            <translation>Deklaracje nil</translation>
        </message>
        <message>
            <source>A bid of no tricks: +/- nil value</source>
            <translation>Deklaracja zera lew: +/- wartość nila</translation>
        </message>
        <message>
            <source>Nil value</source>
            <translation>Wartość nila</translation>
        </message>
        <message>
            <source>Both partners may bid nil</source>
            <translation>Obaj partnerzy mogą deklarować nil</translation>
        </message>
        <message>
            <source>Failed nil tricks count for the partner</source>
            <translation>Lewy przegranego nila liczą się partnerowi</translation>
        </message>
        <message>
            <source>Off: they only count as bags (pagat). On: they count toward the contract (OpenSpiel)</source>
            <translation>Wyłączone: liczą się tylko jako worki (pagat). Włączone: liczą się do kontraktu (OpenSpiel)</translation>
        </message>
        <message>
            <source>Broken contract</source>
            <translation>Złamany kontrakt</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>Ślepy nil</translation>
        </message>
        <message>
            <source>Nil bid before looking; needs nil</source>
            <translation>Deklaracja nila przed obejrzeniem kart; wymaga nila</translation>
        </message>
        <message>
            <source>Blind nil value</source>
            <translation>Wartość ślepego nila</translation>
        </message>
        <message>
            <source>Blind nil only when behind by</source>
            <translation>Ślepy nil tylko przy stracie</translation>
        </message>
        <message>
            <source>0: always allowed</source>
            <translation>0: zawsze dozwolony</translation>
        </message>
        <message>
            <source>Blind nil card exchange</source>
            <translation>Wymiana kart przy ślepym nilu</translation>
        </message>
        <message>
            <source>Cards passed between partners (pairs only)</source>
            <translation>Karty wymieniane między partnerami (tylko pary)</translation>
        </message>
        <message>
            <source>Bags penalty</source>
            <translation>Kara za worki</translation>
        </message>
        <message>
            <source>Lose bag penalty per bag limit</source>
            <translation>Kara za każdy osiągnięty limit worków</translation>
        </message>
        <message>
            <source>Bags per penalty</source>
            <translation>Worków na karę</translation>
        </message>
        <message>
            <source>Bag penalty</source>
            <translation>Kara za worki</translation>
        </message>
        <message>
            <source>Game to</source>
            <translation>Gra do</translation>
        </message>
        <message>
            <source>500; short game 200</source>
            <translation>500; krótka gra 200</translation>
        </message>
        <message>
            <source>Lose threshold</source>
            <translation>Próg przegranej</translation>
        </message>
        <message>
            <source>Game also ends at or below</source>
            <translation>Gra kończy się także przy wyniku równym lub niższym</translation>
        </message>
        <message>
            <source>Leading spades</source>
            <translation>Wychodzenie w piki</translation>
        </message>
        <message>
            <source>First lead</source>
            <translation>Pierwsze wyjście</translation>
        </message>
        <message>
            <source>No spades on the first trick</source>
            <translation>Bez pików w pierwszej lewie</translation>
        </message>
        <message>
            <source>Side's bids at most the tricks of a hand</source>
            <translation>Deklaracje strony najwyżej tyle, ile lew w rozdaniu</translation>
        </message>
        <message>
            <source>Partnerships only; needs nil</source>
            <translation>Tylko w parach; wymaga nila</translation>
        </message>
        <message>
            <source>Two players build hands by</source>
            <translation>Dwóch graczy buduje ręce przez</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Rozdawanie</translation>
        </message>
        <message>
            <source>Three cards each, then the trump card (Grupp)</source>
            <translation>Po trzy karty, potem karta atutowa (Grupp)</translation>
        </message>
        <message>
            <source>Two cards each, the trump card, one more each (Katira)</source>
            <translation>Po dwie karty, karta atutowa, po jeszcze jednej (Katira)</translation>
        </message>
        <message>
            <source>Bête</source>
            <translation>Bête</translation>
        </message>
        <message>
            <source>What a player who plays and takes no trick pays into the pot</source>
            <translation>Ile płaci do puli gracz, który gra i nie bierze żadnej lewy</translation>
        </message>
        <message>
            <source>The playing pot</source>
            <translation>Grana pula</translation>
        </message>
        <message>
            <source>The basic stake</source>
            <translation>Stawka podstawowa</translation>
        </message>
        <message>
            <source>Exchange with the talon</source>
            <translation>Wymiana z talonem</translation>
        </message>
        <message>
            <source>Active players may exchange up to three cards (3-5 players)</source>
            <translation>Grający mogą wymienić do trzech kart (3–5 graczy)</translation>
        </message>
        <message>
            <source>Forced play on a bare pot</source>
            <translation>Przymus gry przy pustej puli</translation>
        </message>
        <message>
            <source>When nothing was carried into the pot, everybody must play</source>
            <translation>Gdy nic nie przeszło do puli, wszyscy muszą grać</translation>
        </message>
        <message>
            <source>Follow rules</source>
            <translation>Zasady dokładania</translation>
        </message>
        <message>
            <source>Follow suit, else trump; head the trick</source>
            <translation>Dokładaj do koloru, inaczej atut; przebijaj</translation>
        </message>
        <message>
            <source>Follow suit, else trump an untrumped trick (von Alvensleben)</source>
            <translation>Dokładaj do koloru, inaczej przebij atutem lewę bez atutu (von Alvensleben)</translation>
        </message>
        <message>
            <source>Forced trump leads</source>
            <translation>Przymus wyjścia w atut</translation>
        </message>
        <message>
            <source>With three players in, the first lead is a trump; the winner of trick 1 who held two trumps leads a trump to trick 2</source>
            <translation>Przy trzech grających pierwsze wyjście jest w atut; kto weźmie 1. lewę, mając dwa atuty, wychodzi w atut do 2. lewy</translation>
        </message>
        <message>
            <source>Basic stake</source>
            <translation>Stawka podstawowa</translation>
        </message>
        <message>
            <source>The dealer's ante, a multiple of 3</source>
            <translation>Wpisowe rozdającego, wielokrotność 3</translation>
        </message>
        <message>
            <source>Pot cap</source>
            <translation>Limit puli</translation>
        </message>
        <message>
            <source>The most a deal is played for (0: no cap); a multiple of 3</source>
            <translation>Najwięcej, o ile gra się w rozdaniu (0: bez limitu); wielokrotność 3</translation>
        </message>
        <message>
            <source>Robbing the trump</source>
            <translation>Rabunek atutu</translation>
        </message>
        <message>
            <source>An active holder of the seven of trumps may take the trump card</source>
            <translation>Grający z siódemką atutową może wziąć kartę atutową</translation>
        </message>
        <message>
            <source>Sniffing</source>
            <translation>Wąchanie</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nie</translation>
        </message>
        <message>
            <source>Von Alvensleben: the dealer may drop out</source>
            <translation>Von Alvensleben: rozdający może się wycofać</translation>
        </message>
        <message>
            <source>Grupp: the dealer must take two tricks</source>
            <translation>Grupp: rozdający musi wziąć dwie lewy</translation>
        </message>
        <message>
            <source>Knocking</source>
            <translation>Pukanie</translation>
        </message>
        <message>
            <source>The dealer may take the trump card before seeing his hand</source>
            <translation>Rozdający może wziąć kartę atutową, zanim zobaczy swoje karty</translation>
        </message>
        <message>
            <source>Shoving</source>
            <translation>Przesuwanie</translation>
        </message>
        <message>
            <source>The dealer may pass the deal on, paying</source>
            <translation>Rozdający może przesunąć rozdanie dalej, płacąc</translation>
        </message>
        <message>
            <source>Hupf und Sprung</source>
            <translation>Hupf und Sprung</translation>
        </message>
        <message>
            <source>An ace or seven at the bottom of the cut moves the deal on; no forced play</source>
            <translation>As albo siódemka na spodzie przełożonej talii przesuwa rozdanie; bez przymusu gry</translation>
        </message>
        <message>
            <source>Pot at the end of a session</source>
            <translation>Pula na koniec sesji</translation>
        </message>
        <message>
            <source>Shared equally</source>
            <translation>Dzielona po równo</translation>
        </message>
        <message>
            <source>Left on the table</source>
            <translation>Zostaje na stole</translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation>Pierwszy rozdający</translation>
        </message>
        <message>
            <source>Drawn at random</source>
            <translation>Losowany</translation>
        </message>
        <message>
            <source>The first to be dealt an ace</source>
            <translation>Pierwszy, kto dostanie asa</translation>
        </message>
        <message>
            <source>Start balance</source>
            <translation>Stan początkowy</translation>
        </message>
        <message>
            <source>Deals in a session</source>
            <translation>Rozdania w sesji</translation>
        </message>
        <message>
            <source>Cards per player</source>
            <translation>Karty na gracza</translation>
        </message>
        <message>
            <source>The whole pack gives unequal hands when it does not divide evenly</source>
            <translation>Cała talia daje nierówne ręce, gdy nie dzieli się równo</translation>
        </message>
        <message>
            <source>4 (the seed)</source>
            <translation>4 (pierwowzór)</translation>
        </message>
        <message>
            <source>5 (Meyers)</source>
            <translation>5 (Meyers)</translation>
        </message>
        <message>
            <source>The whole pack</source>
            <translation>Cała talia</translation>
        </message>
        <message>
            <source>Trump card</source>
            <translation>Karta atutowa</translation>
        </message>
        <message>
            <source>Where the trump card comes from</source>
            <translation>Skąd pochodzi karta atutowa</translation>
        </message>
        <message>
            <source>The dealer's last card (he keeps it)</source>
            <translation>Ostatnia karta rozdającego (zatrzymuje ją)</translation>
        </message>
        <message>
            <source>Turned from the talon (nobody's card)</source>
            <translation>Odkryta z talonu (niczyja)</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Plansza</translation>
        </message>
        <message>
            <source>The board the deal is played on</source>
            <translation>Plansza, na której toczy się rozdanie</translation>
        </message>
        <message>
            <source>Eight compartments (bets into the Poch)</source>
            <translation>Osiem przegródek (stawki do Pocha)</translation>
        </message>
        <message>
            <source>Nine compartments (Pocher and centre take antes)</source>
            <translation>Dziewięć przegródek (Pocher i środek dostają wpisowe)</translation>
        </message>
        <message>
            <source>Sequenz</source>
            <translation>Sekwens</translation>
        </message>
        <message>
            <source>Which run of cards wins the Sequenz compartment</source>
            <translation>Który sekwens wygrywa przegródkę Sekwens</translation>
        </message>
        <message>
            <source>The best three-card run of any suit</source>
            <translation>Najlepszy trzykartowy sekwens w dowolnym kolorze</translation>
        </message>
        <message>
            <source>Seven, eight and nine of trumps</source>
            <translation>Siódemka, ósemka i dziewiątka atutowa</translation>
        </message>
        <message>
            <source>Equal runs</source>
            <translation>Równe sekwensy</translation>
        </message>
        <message>
            <source>Who wins when two runs are equal</source>
            <translation>Kto wygrywa, gdy dwa sekwensy są równe</translation>
        </message>
        <message>
            <source>Clubs, spades, hearts, diamonds</source>
            <translation>Trefl, pik, kier, karo</translation>
        </message>
        <message>
            <source>The player nearest the forehand</source>
            <translation>Gracz najbliżej przodka</translation>
        </message>
        <message>
            <source>Only a player with a pair or better may bet</source>
            <translation>Licytować może tylko gracz z parą lub lepszym układem</translation>
        </message>
        <message>
            <source>Off: anyone may open, hold or raise (bluffing)</source>
            <translation>Wyłączone: każdy może otworzyć, sprawdzić lub podbić (blef)</translation>
        </message>
        <message>
            <source>Highest opening bet</source>
            <translation>Najwyższa stawka otwarcia</translation>
        </message>
        <message>
            <source>The most counters an opening bet may be</source>
            <translation>Najwięcej żetonów, ile może wynosić zakład otwierający</translation>
        </message>
        <message>
            <source>Highest raise</source>
            <translation>Najwyższe podbicie</translation>
        </message>
        <message>
            <source>The most a bet may be raised by at once</source>
            <translation>O ile najwyżej można naraz podbić zakład</translation>
        </message>
        <message>
            <source>Raises per betting round</source>
            <translation>Podbicia na rundę licytacji</translation>
        </message>
        <message>
            <source>How many times a bet may be raised in one betting round</source>
            <translation>Ile razy można podbić zakład w jednej rundzie licytacji</translation>
        </message>
        <message>
            <source>Counters left on the board at the end</source>
            <translation>Żetony pozostałe na planszy na końcu</translation>
        </message>
        <message>
            <source>What becomes of the counters on the board when the session ends</source>
            <translation>Co się dzieje z żetonami na planszy po końcu sesji</translation>
        </message>
        <message>
            <source>Stay unclaimed</source>
            <translation>Zostają na planszy</translation>
        </message>
        <message>
            <source>Counters each player starts with</source>
            <translation>Żetony na start dla każdego gracza</translation>
        </message>
        <message>
            <source>The counters each player starts the session with</source>
            <translation>Żetony, z którymi każdy gracz zaczyna sesję</translation>
        </message>
        <message>
            <source>0: no fixed length, until the players stop</source>
            <translation>0: bez ustalonej długości, aż gracze skończą</translation>
        </message>
        <message>
            <source>Open-ended</source>
            <translation>Bez końca</translation>
        </message>
        <message>
            <source>20 cards</source>
            <translation>20 kart</translation>
        </message>
        <message>
            <source>24 cards, with the nines</source>
            <translation>24 karty, z dziewiątkami</translation>
        </message>
        <message>
            <source>On: the trump jack may be exchanged only by a player who has won a trick</source>
            <translation>Wł.: waleta atutowego może wymienić tylko gracz, który wziął już lewę</translation>
        </message>
        <message>
            <source>Off: no marriage once the talon is closed or used up (German Sixty-six)</source>
            <translation>Wył.: żadnego meldunku po zamknięciu lub wyczerpaniu talonu (niemieckie Sześćdziesiąt sześć)</translation>
        </message>
        <message>
            <source>On: the opponent sees the card you keep; off: only 20 or 40 is said</source>
            <translation>Wł.: przeciwnik widzi kartę, którą zatrzymujesz; wył.: mówi się tylko 20 lub 40</translation>
        </message>
        <message>
            <source>Which card of the marriage you must lead after announcing it</source>
            <translation>Którą kartą meldunku trzeba wyjść po jego zgłoszeniu</translation>
        </message>
        <message>
            <source>The king or the queen</source>
            <translation>Król albo dama</translation>
        </message>
        <message>
            <source>The king only</source>
            <translation>Tylko król</translation>
        </message>
        <message>
            <source>Whether a marriage's points count once you have any trick, or only after the next trick you win</source>
            <translation>Czy punkty meldunku liczą się, gdy masz jakąkolwiek lewę, czy dopiero po następnej wziętej lewie</translation>
        </message>
        <message>
            <source>As soon as you have a trick</source>
            <translation>Gdy tylko masz lewę</translation>
        </message>
        <message>
            <source>After the next won trick</source>
            <translation>Po następnej wziętej lewie</translation>
        </message>
        <message>
            <source>Whether the table ends the deal at 66 or the player must claim it (a false claim loses)</source>
            <translation>Czy stół kończy rozdanie przy 66, czy gracz musi sam zgłosić (błędne zgłoszenie przegrywa)</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatycznie</translation>
        </message>
        <message>
            <source>Claimed by the player</source>
            <translation>Zgłaszane przez gracza</translation>
        </message>
        <message>
            <source>Off: a marriage that reaches 66 ends the deal only when you next win a trick</source>
            <translation>Wył.: meldunek, który daje 66, kończy rozdanie dopiero przy następnej wziętej lewie</translation>
        </message>
        <message>
            <source>Off: nobody may close the talon</source>
            <translation>Wył.: nikt nie może zamknąć talonu</translation>
        </message>
        <message>
            <source>Whether a closer who goes out is scored by the opponent's state at the close or at the end of the deal</source>
            <translation>Czy zamykający, który zgłosi 66, zapisuje według stanu przeciwnika w chwili zamknięcia, czy na końcu rozdania</translation>
        </message>
        <message>
            <source>Viennese: as at the close</source>
            <translation>Wiedeńska: jak w chwili zamknięcia</translation>
        </message>
        <message>
            <source>As at the end of the deal</source>
            <translation>Jak na końcu rozdania</translation>
        </message>
        <message>
            <source>What the opponent scores when a player claims 66 without having it</source>
            <translation>Co zapisuje przeciwnik, gdy gracz zgłosi 66, nie mając ich</translation>
        </message>
        <message>
            <source>2, or 3 if the opponent had no trick</source>
            <translation>2, albo 3, jeśli przeciwnik nie miał lewy</translation>
        </message>
        <message>
            <source>What the claim would have won</source>
            <translation>Tyle, ile dałoby zgłoszenie</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Brak</translation>
        </message>
        <message>
            <source>10 points</source>
            <translation>10 punktów</translation>
        </message>
        <message>
            <source>Who scores when both players end on 65</source>
            <translation>Kto zapisuje, gdy obaj kończą z 65</translation>
        </message>
        <message>
            <source>The last trick wins</source>
            <translation>Wygrywa ostatnia lewa</translation>
        </message>
        <message>
            <source>Carried over to the next deal</source>
            <translation>Przechodzi na następne rozdanie</translation>
        </message>
        <message>
            <source>The game points both players count down from</source>
            <translation>Punkty gry, od których obaj odliczają w dół</translation>
        </message>
        <message>
            <source>On: losing a Bummerl without a single game point counts as two</source>
            <translation>Wł.: przegrany Bummerl bez ani jednego punktu gry liczy się podwójnie</translation>
        </message>
        <message>
            <source>Both players' card points shown during the deal</source>
            <translation>Punkty kart obu graczy widoczne w trakcie rozdania</translation>
        </message>
        <message>
            <source>On: clicking the talon asks before it closes</source>
            <translation>Wł.: kliknięcie talonu pyta przed zamknięciem</translation>
        </message>
        <message>
            <source>Everyone alone, or partners who sit opposite each other and score together</source>
            <translation>Każdy sam, albo partnerzy siedzący naprzeciw siebie, którzy liczą punkty razem</translation>
        </message>
        <message>
            <source>None: everyone plays alone</source>
            <translation>Brak: każdy gra sam</translation>
        </message>
        <message>
            <source>Pairs (4 or 6 players, partners opposite)</source>
            <translation>Pary (4 lub 6 graczy, partnerzy naprzeciw)</translation>
        </message>
        <message>
            <source>Three sides of two (6 players)</source>
            <translation>Trzy strony po dwóch (6 graczy)</translation>
        </message>
        <message>
            <source>What a nil bid wins when kept and loses when broken</source>
            <translation>Ile wygrywa deklaracja nil, gdy się uda, i ile traci, gdy się nie uda</translation>
        </message>
        <message>
            <source>Off: only one player of a side may bid nil</source>
            <translation>Wył.: tylko jeden gracz strony może zadeklarować nil</translation>
        </message>
        <message>
            <source>What a side scores that takes fewer tricks than it bid</source>
            <translation>Ile zapisuje strona, która weźmie mniej lew, niż zadeklarowała</translation>
        </message>
        <message>
            <source>Scores nothing</source>
            <translation>Nic nie zapisuje</translation>
        </message>
        <message>
            <source>Loses 10 per trick bid</source>
            <translation>Traci 10 za każdą zadeklarowaną lewę</translation>
        </message>
        <message>
            <source>What a blind nil wins when kept and loses when broken</source>
            <translation>Ile wygrywa ślepy nil, gdy się uda, i ile traci, gdy się nie uda</translation>
        </message>
        <message>
            <source>No exchange</source>
            <translation>Bez wymiany</translation>
        </message>
        <message>
            <source>Two cards each way</source>
            <translation>Po dwie karty w każdą stronę</translation>
        </message>
        <message>
            <source>How many overtricks (bags) cost one bag penalty</source>
            <translation>Ile nadróbek (worków) kosztuje jedną karę</translation>
        </message>
        <message>
            <source>The points lost each time the bags reach the limit</source>
            <translation>Punkty tracone za każdym razem, gdy worki dojdą do limitu</translation>
        </message>
        <message>
            <source>On: the game also ends when a score falls this low</source>
            <translation>Wł.: gra kończy się także, gdy wynik spadnie tak nisko</translation>
        </message>
        <message>
            <source>The score at which a side loses the game</source>
            <translation>Wynik, przy którym strona przegrywa grę</translation>
        </message>
        <message>
            <source>When a spade may be led to a trick</source>
            <translation>Kiedy wolno wyjść pikiem</translation>
        </message>
        <message>
            <source>Once spades are broken</source>
            <translation>Gdy piki są przełamane</translation>
        </message>
        <message>
            <source>At any time</source>
            <translation>W każdej chwili</translation>
        </message>
        <message>
            <source>Only with nothing but spades</source>
            <translation>Tylko gdy ma się same piki</translation>
        </message>
        <message>
            <source>Who leads to the first trick of a hand</source>
            <translation>Kto wychodzi do pierwszej lewy rozdania</translation>
        </message>
        <message>
            <source>The player left of the dealer</source>
            <translation>Gracz po lewej rozdającego</translation>
        </message>
        <message>
            <source>The holder of the lowest club leads it</source>
            <translation>Posiadacz najniższego trefla wychodzi nim</translation>
        </message>
        <message>
            <source>On: nobody may play a spade to the first trick</source>
            <translation>Wł.: nikt nie może zagrać pika do pierwszej lewy</translation>
        </message>
        <message>
            <source>How two players get their thirteen cards</source>
            <translation>Jak dwóch graczy dostaje swoje trzynaście kart</translation>
        </message>
        <message>
            <source>Drawing: keep or discard from the stock</source>
            <translation>Dobieranie: zatrzymaj albo odrzuć z talii</translation>
        </message>
        <message>
            <source>A plain deal of thirteen cards</source>
            <translation>Zwykłe rozdanie trzynastu kart</translation>
        </message>
        <message>
            <source>How the cards are dealt around the trump card</source>
            <translation>Jak rozdaje się karty wokół karty atutowej</translation>
        </message>
        <message>
            <source>What a player must play to a trick</source>
            <translation>Co gracz musi dołożyć do lewy</translation>
        </message>
        <message>
            <source>The dealer may take the face-down trump card after looking at his cards</source>
            <translation>Rozdający może wziąć zakrytą kartę atutową po obejrzeniu swoich kart</translation>
        </message>
        <message>
            <source>What becomes of the chips in the pot when the session ends</source>
            <translation>Co się dzieje z żetonami w puli po końcu sesji</translation>
        </message>
        <message>
            <source>Who deals the first deal of a session</source>
            <translation>Kto rozdaje pierwsze rozdanie sesji</translation>
        </message>
        <message>
            <source>The chips each player starts the session with</source>
            <translation>Żetony, z którymi każdy gracz zaczyna sesję</translation>
        </message>
        <message>
            <source>0: play until you stop</source>
            <translation>0: grajcie, aż przestaniecie</translation>
        </message>
        <message>
            <source>Until you stop</source>
            <translation>Do końca gry</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Wariant</translation>
        </message>
        <message>
            <source>Sirch's form: Brand in a named suit, Bettel and Mord</source>
            <translation>Wersja Sircha: Brand w wybranym kolorze, Bettel i Mord</translation>
        </message>
        <message>
            <source>Standard (Six to Nine, Bettel, Mord)</source>
            <translation>Standard (szóstka do dziewiątki, Bettel, Mord)</translation>
        </message>
        <message>
            <source>Sirch (Brand, Bettel, Mord)</source>
            <translation>Sirch (Brand, Bettel, Mord)</translation>
        </message>
        <message>
            <source>Deal in packets of</source>
            <translation>Rozdawanie paczkami po</translation>
        </message>
        <message>
            <source>Doppeln after the first packet</source>
            <translation>Doppeln po pierwszej paczce</translation>
        </message>
        <message>
            <source>Doppeln</source>
            <translation>Doppeln</translation>
        </message>
        <message>
            <source>Openly one after another, or secretly until all have chosen</source>
            <translation>Jawnie jeden po drugim albo tajnie, aż wszyscy wybiorą</translation>
        </message>
        <message>
            <source>One after another, openly</source>
            <translation>Po kolei, jawnie</translation>
        </message>
        <message>
            <source>Secretly</source>
            <translation>Tajnie</translation>
        </message>
        <message>
            <source>Jump bids</source>
            <translation>Licytacja skokowa</translation>
        </message>
        <message>
            <source>A challenger may name any higher level</source>
            <translation>Licytujący może podać dowolny wyższy poziom</translation>
        </message>
        <message>
            <source>When nobody plays</source>
            <translation>Gdy nikt nie gra</translation>
        </message>
        <message>
            <source>What happens when every player passes</source>
            <translation>Co się dzieje, gdy wszyscy pasują</translation>
        </message>
        <message>
            <source>Forehand must play Six</source>
            <translation>Przodek musi grać szóstkę</translation>
        </message>
        <message>
            <source>Everybody pays into the pot</source>
            <translation>Wszyscy płacą do puli</translation>
        </message>
        <message>
            <source>Deal again</source>
            <translation>Rozdać ponownie</translation>
        </message>
        <message>
            <source>Ante into the pot</source>
            <translation>Wpisowe do puli</translation>
        </message>
        <message>
            <source>What each player pays into the pot when nobody plays</source>
            <translation>Ile każdy płaci do puli, gdy nikt nie gra</translation>
        </message>
        <message>
            <source>Who takes the pot</source>
            <translation>Kto bierze pulę</translation>
        </message>
        <message>
            <source>Who takes the pot once a deal is played</source>
            <translation>Kto bierze pulę, gdy rozdanie zostanie rozegrane</translation>
        </message>
        <message>
            <source>The winners of the next deal played</source>
            <translation>Zwycięzcy następnego rozegranego rozdania</translation>
        </message>
        <message>
            <source>Only a declarer who wins</source>
            <translation>Tylko rozgrywający, który wygra</translation>
        </message>
        <message>
            <source>A made contract is paid for</source>
            <translation>Ugrana gra jest płacona za</translation>
        </message>
        <message>
            <source>Whether a made contract is paid for every trick taken or for the tricks bid</source>
            <translation>Czy za wygrany kontrakt płaci się za każdą wziętą lewę, czy za lewy zadeklarowane</translation>
        </message>
        <message>
            <source>Every trick taken</source>
            <translation>Każdą wziętą lewę</translation>
        </message>
        <message>
            <source>The tricks bid</source>
            <translation>Zalicytowane lewy</translation>
        </message>
        <message>
            <source>Stake per trick</source>
            <translation>Stawka za lewę</translation>
        </message>
        <message>
            <source>The chips paid for each trick</source>
            <translation>Żetony płacone za każdą lewę</translation>
        </message>
        <message>
            <source>Bettel pays</source>
            <translation>Bettel płaci</translation>
        </message>
        <message>
            <source>The chips a Bettel wins or loses</source>
            <translation>Żetony, które Bettel wygrywa lub traci</translation>
        </message>
        <message>
            <source>Mord pays</source>
            <translation>Mord płaci</translation>
        </message>
        <message>
            <source>The chips a Mord wins or loses</source>
            <translation>Żetony, które Mord wygrywa lub traci</translation>
        </message>
        <message>
            <source>Doppeln, Kontra and Re double Bettel and Mord too</source>
            <translation>Doppeln, kontra i re podwajają także Bettel i Mord</translation>
        </message>
        <message>
            <source>Off: Bettel and Mord always pay their fixed rate</source>
            <translation>Wył.: Bettel i Mord zawsze płacą swoją stałą stawkę</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>Atuty</translation>
        </message>
        <message>
            <source>The first card led makes trumps, or the declarer names them with his contract</source>
            <translation>Pierwsza zagrana karta wyznacza atut albo rozgrywający nazywa go wraz z kontraktem</translation>
        </message>
        <message>
            <source>The suit of the first lead</source>
            <translation>Kolor pierwszego wyjścia</translation>
        </message>
        <message>
            <source>Named by the declarer</source>
            <translation>Wskazany przez rozgrywającego</translation>
        </message>
        <message>
            <source>Head the suit led even when the trick is trumped</source>
            <translation>Przebijać kolor wyjścia nawet wtedy, gdy lewa jest przebita atutem</translation>
        </message>
        <message>
            <source>On: a player following suit must beat the highest card of that suit even when the trick is trumped</source>
            <translation>Wł.: gracz dokładający do koloru musi przebić najwyższą kartę tego koloru, nawet gdy lewa jest przebita atutem</translation>
        </message>
        <message>
            <source>Discard instead of undertrumping</source>
            <translation>Zrzucać zamiast przebijać niżej</translation>
        </message>
        <message>
            <source>On: a player who cannot beat a trump may play any card instead of a lower trump</source>
            <translation>Wł.: gracz, który nie może przebić atutu, może zagrać dowolną kartę zamiast niższego atutu</translation>
        </message>
        <message>
            <source>Head the trick in Bettel and Mord too</source>
            <translation>Przymus przebijania także w Bettel i Mord</translation>
        </message>
        <message>
            <source>On: in Bettel and Mord too a player must beat the trick when he can</source>
            <translation>Wł.: także w Bettel i Mord trzeba przebić lewę, jeśli się da</translation>
        </message>
        <message>
            <source>Play all ten tricks of a decided Bettel or Mord</source>
            <translation>Rozgrywać wszystkie dziesięć lew rozstrzygniętego Bettla lub Morda</translation>
        </message>
        <message>
            <source>On: the deal goes on to the last trick even when the contract is decided</source>
            <translation>Wł.: rozdanie trwa do ostatniej lewy, nawet gdy kontrakt jest już rozstrzygnięty</translation>
        </message>
        <message>
            <source>Defenders knock to show a void</source>
            <translation>Obrońcy pukają, by pokazać brak koloru</translation>
        </message>
        <message>
            <source>On: a defender who cannot follow suit knocks to tell the partner</source>
            <translation>Wł.: obrońca, który nie może dołożyć do koloru, puka, by dać znać partnerowi</translation>
        </message>
        <message>
            <source>0: until the players stop</source>
            <translation>0: aż gracze przestaną</translation>
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
            <translation>★ {winner} wygrywa bummerla! ★</translation>
        </message>
        <message>
            <source>{winner} won the Bummerl</source>
            <translation>{winner} wygrywa bummerla</translation>
        </message>
        <message>
            <source>Bummerl {number}: {winner} {won} : {lost} {loser} in game points.</source>
            <translation>Bummerl {number}: {winner} {won} : {lost} {loser} w punktach gry.</translation>
        </message>
        <message>
            <source>{loser} scored nothing: a schneider Bummerl, it counts double.</source>
            <translation>{loser} nie zdobył ani punktu: bummerl z krawcem, liczy się podwójnie.</translation>
        </message>
        <message>
            <source>Bummerl so far: {first} {a} : {b} {second}.</source>
            <translation>Bummerle dotąd: {first} {a} : {b} {second}.</translation>
        </message>
        <message>
            <source>Most chips at the end of the session: {winners}</source>
            <translation>Najwięcej żetonów na koniec sesji: {winners}</translation>
        </message>
        <message>
            <source>Balances: {scores}</source>
            <translation>Stan: {scores}</translation>
        </message>
        <message>
            <source>{winners} won the match</source>
            <translation>{winners} wygrywa partię</translation>
        </message>
        <message>
            <source>Final score: {scores}</source>
            <translation>Wynik końcowy: {scores}</translation>
        </message>
    </context>
    <context>
        <name>past</name>
        <message>
            <source>Past games</source>
            <translation>Minione gry</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Kiedy</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Rozdania</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>No game has been finished yet: every deal you play to its end is kept here.</source>
            <translation>Żadna gra nie została jeszcze zakończona: każde rozdanie rozegrane do końca jest tu zachowywane.</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Przejrzyj</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Eksportuj…</translation>
        </message>
        <message>
            <source>Export the game</source>
            <translation>Eksportuj grę</translation>
        </message>
        <message>
            <source>Saved games (*.json)</source>
            <translation>Zapisane gry (*.json)</translation>
        </message>
        <message>
            <source>Not saved: {why}</source>
            <translation>Nie zapisano: {why}</translation>
        </message>
        <message>
            <source>{score} (not finished)</source>
            <translation>{score} (niezakończona)</translation>
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
            <translation>Sprawdzam</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>You hold no pair</source>
            <translation>Nie masz pary</translation>
        </message>
        <message>
            <source>Nobody has opened yet</source>
            <translation>Nikt jeszcze nie otworzył</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>I hold!</source>
            <translation>Sprawdzam!</translation>
        </message>
        <message>
            <source>Out!</source>
            <translation>Koniec!</translation>
        </message>
        <message>
            <source>hold the bet, raise it or pass (the Pochen panel, or 0 to hold, a digit to raise, P)</source>
            <translation>sprawdź stawkę, podbij ją albo spasuj (panel Pochen, albo 0 — sprawdzam, cyfra — podbicie, P)</translation>
        </message>
        <message>
            <source>open the betting (Pochen) or pass (or a digit, P)</source>
            <translation>otwórz licytację (Pochen) albo spasuj (albo cyfra, P)</translation>
        </message>
        <message>
            <source>you hold no pair: pass (P)</source>
            <translation>nie masz pary: spasuj (P)</translation>
        </message>
        <message>
            <source>start the next chain: drag any card to the table, double-click it, or pick it with the arrows and Enter</source>
            <translation>zacznij następny łańcuch: przeciągnij dowolną kartę na stół, kliknij ją dwukrotnie albo wybierz strzałkami i Enter</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>Pochen: nobody has opened yet</source>
            <translation>Pochen: nikt jeszcze nie otworzył</translation>
        </message>
        <message>
            <source>Open {n}</source>
            <translation>Otwórz {n}</translation>
        </message>
        <message>
            <source>Raise {n}</source>
            <translation>Podbij {n}</translation>
        </message>
        <message>
            <source>Raise {n} (pay {pay})</source>
            <translation>Podbij {n} (płacisz {pay})</translation>
        </message>
        <message>
            <source>Hold (pay {pay})</source>
            <translation>Sprawdzam (płacisz {pay})</translation>
        </message>
        <message>
            <source>Your set: {cards}</source>
            <translation>Twój układ: {cards}</translation>
        </message>
        <message>
            <source>The bet stands at {n} · raises left: {left}</source>
            <translation>Stawka wynosi {n} · pozostałe podbicia: {left}</translation>
        </message>
        <message>
            <source>Bets: {bets}</source>
            <translation>Stawki: {bets}</translation>
        </message>
        <message>
            <source>Nobody opens the betting</source>
            <translation>Nikt nie otwiera licytacji</translation>
        </message>
        <message>
            <source>You poch {n}</source>
            <translation>Pochasz {n}</translation>
        </message>
        <message>
            <source>{name} pochs {n}</source>
            <translation>{name} pocha {n}</translation>
        </message>
        <message>
            <source>You hold</source>
            <translation>Sprawdzasz</translation>
        </message>
        <message>
            <source>{name} holds</source>
            <translation>{name} sprawdza</translation>
        </message>
        <message>
            <source>You raise to {n}</source>
            <translation>Podbijasz do {n}</translation>
        </message>
        <message>
            <source>{name} raises to {n}</source>
            <translation>{name} podbija do {n}</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>Pasujesz</translation>
        </message>
        <message>
            <source>{name} passes</source>
            <translation>{name} pasuje</translation>
        </message>
        <message>
            <source>You take {place}: {n}</source>
            <translation>Bierzesz {place}: {n}</translation>
        </message>
        <message>
            <source>{name} takes {place}: {n}</source>
            <translation>{name} bierze {place}: {n}</translation>
        </message>
        <message>
            <source>You show {set} and win the pool of {n}</source>
            <translation>Pokazujesz {set} i wygrywasz pulę {n}</translation>
        </message>
        <message>
            <source>{name} shows {set} and wins the pool of {n}</source>
            <translation>{name} pokazuje {set} i wygrywa pulę {n}</translation>
        </message>
        <message>
            <source>You win the pool of {n}: everybody else passed</source>
            <translation>Wygrywasz pulę {n}: wszyscy inni spasowali</translation>
        </message>
        <message>
            <source>{name} wins the pool of {n}: everybody else passed</source>
            <translation>{name} wygrywa pulę {n}: wszyscy inni spasowali</translation>
        </message>
        <message>
            <source>The chain ends: you start the next</source>
            <translation>Łańcuch się kończy: zaczynasz następny</translation>
        </message>
        <message>
            <source>The chain ends: {name} starts the next</source>
            <translation>Łańcuch się kończy: {name} zaczyna następny</translation>
        </message>
        <message>
            <source>You have played your last card</source>
            <translation>Zagrywasz swoją ostatnią kartę</translation>
        </message>
        <message>
            <source>{name} has played the last card</source>
            <translation>{name} zagrał ostatnią kartę</translation>
        </message>
        <message>
            <source>You pay {other} {n}</source>
            <translation>Płacisz {other}: {n}</translation>
        </message>
        <message>
            <source>{name} pays you {n}</source>
            <translation>{name} płaci tobie: {n}</translation>
        </message>
        <message>
            <source>{name} pays {other} {n}</source>
            <translation>{name} płaci {other}: {n}</translation>
        </message>
        <message>
            <source>You take the centre: {n}</source>
            <translation>Bierzesz środek: {n}</translation>
        </message>
        <message>
            <source>{name} takes the centre: {n}</source>
            <translation>{name} bierze środek: {n}</translation>
        </message>
        <message>
            <source>four of a kind ({cards})</source>
            <translation>karetę ({cards})</translation>
        </message>
        <message>
            <source>three of a kind ({cards})</source>
            <translation>trójkę ({cards})</translation>
        </message>
        <message>
            <source>a pair ({cards})</source>
            <translation>parę ({cards})</translation>
        </message>
        <message numerus="yes">
            <source>%n counters</source>
            <translation>
                <numerusform>%n żeton</numerusform>
                <numerusform>%n żetony</numerusform>
                <numerusform>%n żetonów</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} counters</source>
            <translation>{value} żetonu</translation>
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
            <translation>Pocham {n}!</translation>
        </message>
        <message>
            <source>Raise to {n}!</source>
            <translation>Podbijam do {n}!</translation>
        </message>
        <message>
            <source>The pool: +{n}</source>
            <translation>Pula: +{n}</translation>
        </message>
        <message>
            <source>continue the chain with the {card}</source>
            <translation>kontynuuj łańcuch: {card}</translation>
        </message>
        <message>
            <source>{name} starts the next chain…</source>
            <translation>{name} zaczyna następny łańcuch…</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Atut: {suit}</translation>
        </message>
        <message>
            <source>bet {n}</source>
            <translation>stawka {n}</translation>
        </message>
        <message>
            <source>won the pool · {cards}</source>
            <translation>wygrał pulę · {cards}</translation>
        </message>
        <message>
            <source>Deal {n} of {total}</source>
            <translation>Rozdanie {n} z {total}</translation>
        </message>
        <message>
            <source>Deal {n} (no fixed end)</source>
            <translation>Rozdanie {n} (bez ustalonego końca)</translation>
        </message>
        <message>
            <source>This deal: {gains}</source>
            <translation>To rozdanie: {gains}</translation>
        </message>
        <message>
            <source>The antes go onto the board</source>
            <translation>Stawki trafiają na planszę</translation>
        </message>
        <message>
            <source>Melden: the board pays the best cards</source>
            <translation>Melden: plansza płaci za najlepsze karty</translation>
        </message>
        <message>
            <source>Pochen: the bet stands at {n}</source>
            <translation>Pochen: stawka wynosi {n}</translation>
        </message>
        <message>
            <source>Ausspielen: {name} to start the next chain</source>
            <translation>Ausspielen: {name} zaczyna następny łańcuch</translation>
        </message>
        <message>
            <source>Ausspielen: {name} to continue the chain</source>
            <translation>Ausspielen: {name} kontynuuje łańcuch</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>Rozdanie zakończone</translation>
        </message>
        <message>
            <source>you have {n}</source>
            <translation>ty masz {n}</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>As</translation>
        </message>
        <message>
            <source>King</source>
            <translation>Król</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Dama</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Walet</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>Dziesiątka</translation>
        </message>
        <message>
            <source>Mariage</source>
            <translation>Mariaż</translation>
        </message>
        <message>
            <source>Sequenz</source>
            <translation>Sekwens</translation>
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
            <translation>Środek</translation>
        </message>
        <message>
            <source>The betting is over: play a card</source>
            <translation>Licytacja skończona: zagraj kartę</translation>
        </message>
        <message>
            <source>Cards are played after the betting (Pochen) is over</source>
            <translation>Karty zagrywa się po zakończeniu licytacji (Pochen)</translation>
        </message>
        <message>
            <source>Only a player with a pair or better may bet; you can only pass</source>
            <translation>Licytować może tylko gracz z parą lub lepszym układem; możesz tylko spasować</translation>
        </message>
        <message>
            <source>The betting is already open: hold, raise or pass</source>
            <translation>Licytacja jest już otwarta: sprawdź, podbij albo spasuj</translation>
        </message>
        <message>
            <source>Nobody has opened yet: open or pass</source>
            <translation>Nikt jeszcze nie otworzył: otwórz albo spasuj</translation>
        </message>
        <message>
            <source>Open with 1 to {most} counters</source>
            <translation>Otwórz od 1 do {most} żetonów</translation>
        </message>
        <message>
            <source>Raise by 1 to {most} counters</source>
            <translation>Podbij o 1 do {most} żetonów</translation>
        </message>
        <message>
            <source>The bet has been raised {most} times already: hold or pass</source>
            <translation>Stawkę podbito już {most} razy: sprawdź albo spasuj</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Nie masz karty: {card}</translation>
        </message>
        <message>
            <source>The {card} continues the chain: you must play it</source>
            <translation>{card} kontynuuje łańcuch: musisz ją zagrać</translation>
        </message>
        <message>
            <source>Poch has no such move</source>
            <translation>W Pochu nie ma takiego ruchu</translation>
        </message>
        <message>
            <source>{place} to you ({n})</source>
            <translation>{place} dla ciebie ({n})</translation>
        </message>
        <message>
            <source>{place} to {who} ({n})</source>
            <translation>{place} dla {who} ({n})</translation>
        </message>
        <message>
            <source>Melden: {claims}</source>
            <translation>Melden: {claims}</translation>
        </message>
        <message>
            <source>Melden: nothing claimed</source>
            <translation>Melden: nic nie zebrano</translation>
        </message>
        <message>
            <source>You won the pool of {n} uncontested</source>
            <translation>Wygrałeś pulę {n} bez rywala</translation>
        </message>
        <message>
            <source>{who} won the pool of {n} uncontested</source>
            <translation>{who} wygrał pulę {n} bez rywala</translation>
        </message>
        <message>
            <source>You won the pool of {n} at the showdown</source>
            <translation>Wygrałeś pulę {n} przy odkryciu kart</translation>
        </message>
        <message>
            <source>{who} won the pool of {n} at the showdown</source>
            <translation>{who} wygrał pulę {n} przy odkryciu kart</translation>
        </message>
        <message>
            <source>nobody opened the betting</source>
            <translation>nikt nie otworzył licytacji</translation>
        </message>
        <message numerus="yes">
            <source>You went out first and collected %n counters</source>
            <translation>
                <numerusform>Jako pierwszy pozbyłeś się kart i zebrałeś %n żeton</numerusform>
                <numerusform>Jako pierwszy pozbyłeś się kart i zebrałeś %n żetony</numerusform>
                <numerusform>Jako pierwszy pozbyłeś się kart i zebrałeś %n żetonów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} went out first and collected %n counters</source>
            <translation>
                <numerusform>{who} pierwszy pozbył się kart i zebrał %n żeton</numerusform>
                <numerusform>{who} pierwszy pozbył się kart i zebrał %n żetony</numerusform>
                <numerusform>{who} pierwszy pozbył się kart i zebrał %n żetonów</numerusform>
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
            <translation>Żetony: {balances}</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Katira (1983): exchange, the bête is the pot</source>
            <translation>Katira (1983): wymiana, bête to pula</translation>
        </message>
        <message>
            <source>Grupp (1975): exchange, the bête is the basic stake</source>
            <translation>Grupp (1975): wymiana, bête to stawka podstawowa</translation>
        </message>
        <message>
            <source>Von Alvensleben (1853): forced play on a bare pot, trump leads</source>
            <translation>Von Alvensleben (1853): przymus gry przy pustej puli, wyjście w atut</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Traditional (Austrian)</source>
            <translation>Tradycyjne (austriackie)</translation>
        </message>
        <message>
            <source>Sixty-six (24 cards)</source>
            <translation>Sześćdziesiąt sześć (24 karty)</translation>
        </message>
        <message>
            <source>As the VU Amsterdam engine</source>
            <translation>Jak silnik VU Amsterdam</translation>
        </message>
        <message>
            <source>Standard, short game (200)</source>
            <translation>Standard, krótka gra (200)</translation>
        </message>
        <message>
            <source>Classic partnership</source>
            <translation>Klasycznie w parach</translation>
        </message>
        <message>
            <source>As OpenSpiel</source>
            <translation>Jak OpenSpiel</translation>
        </message>
        <message>
            <source>Four cards, the dealer's last card is trump (the seed)</source>
            <translation>Cztery karty, ostatnia karta rozdającego jest atutem (pierwowzór)</translation>
        </message>
        <message>
            <source>Five cards, a talon card turned for trump (Meyers 1908)</source>
            <translation>Pięć kart, atut odkryty z talonu (Meyers 1908)</translation>
        </message>
        <message>
            <source>The whole pack, nine compartments (modern boards)</source>
            <translation>Cała talia, dziewięć przegródek (nowoczesne plansze)</translation>
        </message>
        <message>
            <source>Traditional</source>
            <translation>Tradycyjne</translation>
        </message>
        <message>
            <source>Sixty-six</source>
            <translation>Sześćdziesiąt sześć</translation>
        </message>
        <message>
            <source>Amsterdam rules</source>
            <translation>Zasady amsterdamskie</translation>
        </message>
        <message>
            <source>Individual, with jokers</source>
            <translation>Każdy na siebie, z jokerami</translation>
        </message>
        <message>
            <source>Individual, to 200</source>
            <translation>Każdy na siebie, do 200</translation>
        </message>
        <message>
            <source>OpenSpiel rules</source>
            <translation>Zasady OpenSpiel</translation>
        </message>
        <message>
            <source>Sirch's form</source>
            <translation>Wersja Sircha</translation>
        </message>
        <message>
            <source>Standard, a pot when nobody plays</source>
            <translation>Standard, pula, gdy nikt nie gra</translation>
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
            <translation>Przegląd — {title}</translation>
        </message>
        <message>
            <source>Seen from {name}'s seat</source>
            <translation>Z miejsca gracza {name}</translation>
        </message>
        <message>
            <source>Whose hand is at the bottom, and whose play is analysed</source>
            <translation>Czyja ręka jest na dole i czyja gra jest analizowana</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Rozdanie {n}</translation>
        </message>
        <message>
            <source>Deal {n} — number {seed}</source>
            <translation>Rozdanie {n} — numer {seed}</translation>
        </message>
        <message>
            <source>Deal {n}: cannot be shown</source>
            <translation>Rozdanie {n}: nie można go pokazać</translation>
        </message>
        <message>
            <source>The deal as dealt (Home)</source>
            <translation>Rozdanie tuż po rozdaniu kart (Home)</translation>
        </message>
        <message>
            <source>One move back (←)</source>
            <translation>Ruch wstecz (←)</translation>
        </message>
        <message>
            <source>One move on (→)</source>
            <translation>Ruch naprzód (→)</translation>
        </message>
        <message>
            <source>The end of the deal (End)</source>
            <translation>Koniec rozdania (End)</translation>
        </message>
        <message>
            <source>Export this deal…</source>
            <translation>Eksportuj to rozdanie…</translation>
        </message>
        <message>
            <source>Save this deal's record as JSON (Import shows it here again)</source>
            <translation>Zapisz zapis tego rozdania jako JSON (Import pokaże go tu znowu)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>Zagraj to rozdanie ponownie</translation>
        </message>
        <message>
            <source>Play this deal again…</source>
            <translation>Zagraj to rozdanie ponownie…</translation>
        </message>
        <message>
            <source>A new game with the same players and rules, this deal first: everybody holds the same hand again</source>
            <translation>Nowa gra z tymi samymi graczami i zasadami, najpierw to rozdanie: każdy znów ma te same karty</translation>
        </message>
        <message>
            <source>Deal {n} cannot be shown: {why}</source>
            <translation>Nie można pokazać rozdania {n}: {why}</translation>
        </message>
        <message>
            <source>Dealer: {name}</source>
            <translation>Rozdający: {name}</translation>
        </message>
        <message>
            <source>Move {n} of {of}</source>
            <translation>Ruch {n} z {of}</translation>
        </message>
        <message>
            <source>Export the deal</source>
            <translation>Eksportuj rozdanie</translation>
        </message>
        <message>
            <source>Deal records (*.json)</source>
            <translation>Zapisy rozdań (*.json)</translation>
        </message>
        <message>
            <source>Not saved: {why}</source>
            <translation>Nie zapisano: {why}</translation>
        </message>
    </context>
    <context>
        <name>schnapsen</name>
        <message>
            <source>Announce the marriage in {suit} ({value})?</source>
            <translation>Zgłosić meldunek w kolorze {suit} ({value})?</translation>
        </message>
        <message>
            <source>Announce the marriage in {suit}</source>
            <translation>Zgłoś meldunek w kolorze {suit}</translation>
        </message>
        <message>
            <source>Claim 66</source>
            <translation>Zgłoś 66</translation>
        </message>
        <message>
            <source>Do not claim</source>
            <translation>Nie zgłaszaj</translation>
        </message>
        <message>
            <source>Close the talon</source>
            <translation>Zamknij talon</translation>
        </message>
        <message>
            <source>{name}: marriage in {suit}</source>
            <translation>{name}: meldunek w kolorze {suit}</translation>
        </message>
        <message>
            <source>Exchange the trump jack</source>
            <translation>Wymień waleta atutowego</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Zamknięte</translation>
        </message>
        <message>
            <source>Exchanged</source>
            <translation>Wymienione</translation>
        </message>
        <message>
            <source>Wrong claim!</source>
            <translation>Błędne zgłoszenie!</translation>
        </message>
        <message>
            <source>the cards are played out: claim 66 or not</source>
            <translation>karty są rozegrane: zgłoś 66 albo nie</translation>
        </message>
        <message>
            <source>lead the king or queen of the marriage</source>
            <translation>wyjdź królem albo damą z meldunku</translation>
        </message>
        <message>
            <source>follow suit with a higher card if you can</source>
            <translation>dołóż do koloru wyższą kartą, jeśli możesz</translation>
        </message>
        <message>
            <source>play a card</source>
            <translation>zagraj kartę</translation>
        </message>
        <message>
            <source>click the talon (or press C) to close it</source>
            <translation>kliknij talon (albo naciśnij C), aby go zamknąć</translation>
        </message>
        <message>
            <source>drag the trump jack onto the trump card (or press E)</source>
            <translation>przeciągnij waleta atutowego na kartę atutową (albo naciśnij E)</translation>
        </message>
        <message>
            <source>claim 66</source>
            <translation>zgłoś 66</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>wyjdź kartą</translation>
        </message>
        <message>
            <source>lead a card — or {more}</source>
            <translation>wyjdź kartą — albo {more}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Atut: {suit}</translation>
        </message>
        <message>
            <source>talon closed</source>
            <translation>talon zamknięty</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n lewa</numerusform>
                <numerusform>%n lewy</numerusform>
                <numerusform>%n lew</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n punkt</numerusform>
                <numerusform>%n punkty</numerusform>
                <numerusform>%n punktów</numerusform>
            </translation>
        </message>
        <message>
            <source>(+{n} waiting)</source>
            <translation>(+{n} czeka)</translation>
        </message>
        <message>
            <source>open</source>
            <translation>otwarty</translation>
        </message>
        <message>
            <source>closed</source>
            <translation>zamknięty</translation>
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
            <translation>Punkty: {first} {a}, {second} {b}; lewy {c} : {d}</translation>
        </message>
        <message>
            <source>{name} announced {value} in {suit}</source>
            <translation>{name} zgłosił {value} w kolorze {suit}</translation>
        </message>
        <message>
            <source>Exchange the trump jack for the trump card</source>
            <translation>Wymień waleta atutowego na kartę atutową</translation>
        </message>
        <message numerus="yes">
            <source>%n game points</source>
            <translation>
                <numerusform>%n punkt gry</numerusform>
                <numerusform>%n punkty gry</numerusform>
                <numerusform>%n punktów gry</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} game points</source>
            <translation>{value} punktu gry</translation>
        </message>
        <message>
            <source>The trump suit of this deal: the card under the talon shows it, and a trump beats every card of another suit</source>
            <translation>Kolor atutowy tego rozdania: pokazuje go karta pod talonem, a atut bije każdą kartę innego koloru</translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards. Click it (or press C) to close it</source>
            <translation>
                <numerusform>Talon: %n karta. Kliknij go (albo naciśnij C), aby go zamknąć</numerusform>
                <numerusform>Talon: %n karty. Kliknij go (albo naciśnij C), aby go zamknąć</numerusform>
                <numerusform>Talon: %n kart. Kliknij go (albo naciśnij C), aby go zamknąć</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards, closed</source>
            <translation>
                <numerusform>Talon: %n karta, zamknięty</numerusform>
                <numerusform>Talon: %n karty, zamknięty</numerusform>
                <numerusform>Talon: %n kart, zamknięty</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards</source>
            <translation>
                <numerusform>Talon: %n karta</numerusform>
                <numerusform>Talon: %n karty</numerusform>
                <numerusform>Talon: %n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>The trump card, the {card}: drag the trump jack onto it (or press E) to exchange it</source>
            <translation>Karta atutowa, {card}: przeciągnij na nią waleta atutowego (albo naciśnij E), aby ją wymienić</translation>
        </message>
        <message>
            <source>The trump card, the {card}</source>
            <translation>Karta atutowa, {card}</translation>
        </message>
        <message>
            <source>used up</source>
            <translation>wyczerpany</translation>
        </message>
        <message>
            <source>To go: {a} {ta}, {b} {tb}</source>
            <translation>Brakuje: {a} {ta}, {b} {tb}</translation>
        </message>
        <message>
            <source>Game points to go: {a} {ta}, {b} {tb}</source>
            <translation>Brakujące punkty gry: {a} {ta}, {b} {tb}</translation>
        </message>
        <message>
            <source>Bummerl won: {a} {wa}, {b} {wb}</source>
            <translation>Wygrane bummerle: {a} {wa}, {b} {wb}</translation>
        </message>
        <message>
            <source>This Bummerl</source>
            <translation>Ten bummerl</translation>
        </message>
        <message>
            <source>Bummerl {n}</source>
            <translation>Bummerl {n}</translation>
        </message>
        <message>
            <source>won</source>
            <translation>wygrany</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>przegrany</translation>
        </message>
        <message>
            <source>The cards are played out: claim 66 or decline</source>
            <translation>Karty są rozegrane: zgłoś 66 albo zrezygnuj</translation>
        </message>
        <message>
            <source>There is no claim to decline now</source>
            <translation>Teraz nie ma zgłoszenia, z którego można zrezygnować</translation>
        </message>
        <message>
            <source>Schnapsen has no action {kind}</source>
            <translation>Schnapsen nie ma ruchu {kind}</translation>
        </message>
        <message>
            <source>That card is not in the Schnapsen pack</source>
            <translation>Tej karty nie ma w talii do Schnapsena</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Nie masz karty {card}</translation>
        </message>
        <message>
            <source>After announcing the marriage you must lead the king of {suit}</source>
            <translation>Po zgłoszeniu meldunku musisz wyjść królem w kolorze {suit}</translation>
        </message>
        <message>
            <source>After announcing the marriage you must lead the king or queen of {suit}</source>
            <translation>Po zgłoszeniu meldunku musisz wyjść królem albo damą w kolorze {suit}</translation>
        </message>
        <message>
            <source>It is not your turn to play a card</source>
            <translation>To nie twoja kolej na zagranie karty</translation>
        </message>
        <message>
            <source>You must follow suit with a higher {suit} ({led} was led)</source>
            <translation>Musisz dołożyć do koloru wyższym {suit} (wyjście: {led})</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>Musisz dołożyć do koloru: zagraj {suit}</translation>
        </message>
        <message>
            <source>You have no {suit}, so you must play a trump ({trump})</source>
            <translation>Nie masz koloru {suit}, więc musisz dać atut ({trump})</translation>
        </message>
        <message>
            <source>Only the player on lead may {what}, before leading</source>
            <translation>Tylko gracz wychodzący może {what}, przed wyjściem</translation>
        </message>
        <message>
            <source>You cannot {what} after announcing a marriage: lead its king or queen</source>
            <translation>Po zgłoszeniu meldunku nie wolno teraz ({what}): wyjdź jego królem albo damą</translation>
        </message>
        <message>
            <source>exchange the trump jack</source>
            <translation>wymienić waleta atutowego</translation>
        </message>
        <message>
            <source>close the talon</source>
            <translation>zamknąć talon</translation>
        </message>
        <message>
            <source>announce a marriage</source>
            <translation>zgłosić meldunek</translation>
        </message>
        <message>
            <source>The talon is closed</source>
            <translation>Talon jest zamknięty</translation>
        </message>
        <message>
            <source>The talon is used up</source>
            <translation>Talon się wyczerpał</translation>
        </message>
        <message>
            <source>No exchange with fewer than {n} cards in the talon</source>
            <translation>Wymiana niemożliwa, gdy w talonie jest mniej niż {n} kart</translation>
        </message>
        <message>
            <source>You may exchange only after winning a trick</source>
            <translation>Wymienić możesz dopiero po wzięciu lewy</translation>
        </message>
        <message>
            <source>Closing the talon is not part of these rules</source>
            <translation>Zamykanie talonu nie należy do tych zasad</translation>
        </message>
        <message>
            <source>The talon may not be closed with fewer than {n} cards</source>
            <translation>Talonu nie wolno zamknąć, gdy ma mniej niż {n} kart</translation>
        </message>
        <message>
            <source>Only one marriage may be announced with a lead</source>
            <translation>Przy jednym wyjściu można zgłosić tylko jeden meldunek</translation>
        </message>
        <message>
            <source>Name the suit of the marriage, like 'marry H'</source>
            <translation>Podaj kolor meldunku, na przykład 'marry H'</translation>
        </message>
        <message>
            <source>You do not hold the king and queen of {suit}</source>
            <translation>Nie masz króla i damy w kolorze {suit}</translation>
        </message>
        <message>
            <source>No marriage may be announced once the talon is closed or used up</source>
            <translation>Po zamknięciu lub wyczerpaniu talonu nie można zgłaszać meldunków</translation>
        </message>
        <message>
            <source>You may announce a marriage only after winning a trick</source>
            <translation>Meldunek możesz zgłosić dopiero po wzięciu lewy</translation>
        </message>
        <message>
            <source>Going out is automatic in these rules: nothing to claim</source>
            <translation>W tych zasadach zgłoszenie 66 jest automatyczne: nie ma czego zgłaszać</translation>
        </message>
        <message>
            <source>You may claim only after winning a trick</source>
            <translation>Zgłosić 66 możesz dopiero po wzięciu lewy</translation>
        </message>
        <message>
            <source>You may claim only right after winning a trick, before leading</source>
            <translation>Zgłosić 66 możesz tylko zaraz po wzięciu lewy, przed wyjściem</translation>
        </message>
        <message>
            <source>the dealer</source>
            <translation>rozdający</translation>
        </message>
        <message>
            <source>the forehand</source>
            <translation>przodek</translation>
        </message>
        <message>
            <source>went out first after you closed the talon</source>
            <translation>pierwszy zgłosił 66, gdy zamknąłeś talon</translation>
        </message>
        <message>
            <source>went out first after {role} closed the talon</source>
            <translation>pierwszy zgłosił 66, gdy {role} zamknął talon</translation>
        </message>
        <message>
            <source>closed the talon and went out; you had {score} and no trick at the close</source>
            <translation>zamknął talon i zgłosił 66; ty miałeś przy zamknięciu {score} i żadnej lewy</translation>
        </message>
        <message>
            <source>closed the talon and went out; {role} had {score} and no trick at the close</source>
            <translation>zamknął talon i zgłosił 66; {role} miał przy zamknięciu {score} i żadnej lewy</translation>
        </message>
        <message>
            <source>closed the talon and went out; you had {score} and a trick at the close</source>
            <translation>zamknął talon i zgłosił 66; ty miałeś przy zamknięciu {score} i lewę</translation>
        </message>
        <message>
            <source>closed the talon and went out; {role} had {score} and a trick at the close</source>
            <translation>zamknął talon i zgłosił 66; {role} miał przy zamknięciu {score} i lewę</translation>
        </message>
        <message>
            <source>went out with {score} while you have no trick</source>
            <translation>zgłosił 66 z {score}, gdy ty nie masz żadnej lewy</translation>
        </message>
        <message>
            <source>went out with {score} while {role} has no trick</source>
            <translation>zgłosił 66 z {score}, gdy {role} nie ma żadnej lewy</translation>
        </message>
        <message>
            <source>you claimed 66 with only {score}</source>
            <translation>zgłosiłeś 66, mając tylko {score}</translation>
        </message>
        <message>
            <source>{role} claimed 66 with only {score}</source>
            <translation>{role} zgłosił 66, mając tylko {score}</translation>
        </message>
        <message>
            <source>you closed the talon and did not reach 66</source>
            <translation>zamknąłeś talon i nie osiągnąłeś 66</translation>
        </message>
        <message>
            <source>{role} closed the talon and did not reach 66</source>
            <translation>{role} zamknął talon i nie osiągnął 66</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Rozdający</translation>
        </message>
        <message>
            <source>Forehand</source>
            <translation>Przodek</translation>
        </message>
        <message numerus="yes">
            <source>You win %n game points: {why}.</source>
            <translation>
                <numerusform>Zdobywasz %n punkt gry: {why}.</numerusform>
                <numerusform>Zdobywasz %n punkty gry: {why}.</numerusform>
                <numerusform>Zdobywasz %n punktów gry: {why}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{role} wins %n game points: {why}.</source>
            <translation>
                <numerusform>{role} zdobywa %n punkt gry: {why}.</numerusform>
                <numerusform>{role} zdobywa %n punkty gry: {why}.</numerusform>
                <numerusform>{role} zdobywa %n punktów gry: {why}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</source>
            <translation>
                <numerusform>Zdobywasz %n punkt gry: {why}. (+{bonus} przeniesione z remisu 65 : 65)</numerusform>
                <numerusform>Zdobywasz %n punkty gry: {why}. (+{bonus} przeniesione z remisu 65 : 65)</numerusform>
                <numerusform>Zdobywasz %n punktów gry: {why}. (+{bonus} przeniesione z remisu 65 : 65)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{role} wins %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</source>
            <translation>
                <numerusform>{role} zdobywa %n punkt gry: {why}. (+{bonus} przeniesione z remisu 65 : 65)</numerusform>
                <numerusform>{role} zdobywa %n punkty gry: {why}. (+{bonus} przeniesione z remisu 65 : 65)</numerusform>
                <numerusform>{role} zdobywa %n punktów gry: {why}. (+{bonus} przeniesione z remisu 65 : 65)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Nobody scores: {why}. The winner of the next deal gets %n more game points.</source>
            <translation>
                <numerusform>Nikt nie punktuje: {why}. Zwycięzca następnego rozdania dostaje %n punkt gry więcej.</numerusform>
                <numerusform>Nikt nie punktuje: {why}. Zwycięzca następnego rozdania dostaje %n punkty gry więcej.</numerusform>
                <numerusform>Nikt nie punktuje: {why}. Zwycięzca następnego rozdania dostaje %n punktów gry więcej.</numerusform>
            </translation>
        </message>
        <message>
            <source>went out with {score} against {other}</source>
            <translation>zgłosił 66 z {score} przeciw {other}</translation>
        </message>
        <message>
            <source>won the last trick ({score} against {other})</source>
            <translation>wziął ostatnią lewę ({score} przeciw {other})</translation>
        </message>
        <message>
            <source>65 against 65</source>
            <translation>65 przeciw 65</translation>
        </message>
        <message>
            <source>to go {to_go_0} : {to_go_1}   Bummerl {bummerl_0} : {bummerl_1}</source>
            <translation>brakuje {to_go_0} : {to_go_1}   bummerle {bummerl_0} : {bummerl_1}</translation>
        </message>
        <message>
            <source>Schnapsen needs schnapsen.Options, not {type}</source>
            <translation>Schnapsen wymaga schnapsen.Options, a nie {type}</translation>
        </message>
        <message>
            <source>the dealer is seat 0 or 1, not {dealer}</source>
            <translation>rozdający siedzi na miejscu 0 lub 1, a nie {dealer}</translation>
        </message>
        <message>
            <source>a Schnapsen deal needs each of the {n} cards of the pack exactly once</source>
            <translation>rozdanie Schnapsena wymaga każdej z {n} kart talii dokładnie raz</translation>
        </message>
        <message>
            <source>a Schnapsen deal carries a SchnapsenCarry, not {carry}</source>
            <translation>rozdanie Schnapsena przenosi SchnapsenCarry, a nie {carry}</translation>
        </message>
        <message>
            <source>the tie bonus is a whole number ≥ 0, not {bonus}</source>
            <translation>premia za remis to liczba całkowita ≥ 0, a nie {bonus}</translation>
        </message>
        <message>
            <source>Schnapsen is played by 2 players, not {n}</source>
            <translation>W Schnapsena grają 2 osoby, a nie {n}</translation>
        </message>
        <message>
            <source>{action} is not a Schnapsen move</source>
            <translation>{action} nie jest ruchem w Schnapsenie</translation>
        </message>
    </context>
    <context>
        <name>settings</name>
        <message>
            <source>French</source>
            <translation>Francuskie</translation>
        </message>
        <message>
            <source>French, four colours</source>
            <translation>Francuskie, czterokolorowe</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Wysoki kontrast</translation>
        </message>
        <message>
            <source>German (Salzburg pattern)</source>
            <translation>Niemieckie (wzór salzburski)</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Niebieski</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Czerwony</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Zielony</translation>
        </message>
        <message>
            <source>Burgundy</source>
            <translation>Bordowy</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Ciemny</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Wyłączona</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Szybka</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalna</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Wolna</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Natychmiast</translation>
        </message>
        <message>
            <source>Brisk</source>
            <translation>Żwawo</translation>
        </message>
        <message>
            <source>Relaxed</source>
            <translation>Spokojnie</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Łatwy</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Silny</translation>
        </message>
        <message>
            <source>Until the next card is played</source>
            <translation>Do zagrania następnej karty</translation>
        </message>
        <message>
            <source>For a moment, then to the winner</source>
            <translation>Przez chwilę, potem do zwycięzcy</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Mała</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Duża</translation>
        </message>
    </context>
    <context>
        <name>spades</name>
        <message>
            <source>Your draw</source>
            <translation>Twoje dobieranie</translation>
        </message>
        <message>
            <source>The card from the stock is the {card}. Keep it (the next card is thrown away), or throw it away and take the next one.</source>
            <translation>Karta ze stosu: {card}. Zatrzymaj ją (następna idzie na odrzut) albo odrzuć ją i weź następną.</translation>
        </message>
        <message>
            <source>Your cards are still face down. Bid blind nil now, before you see them — or turn them up and bid as usual.</source>
            <translation>Twoje karty wciąż leżą zakryte. Zadeklaruj ślepy nil teraz, zanim je zobaczysz — albo je odkryj i deklaruj jak zwykle.</translation>
        </message>
        <message>
            <source>Your cards are still face down: turn them up to bid.</source>
            <translation>Twoje karty wciąż leżą zakryte: odkryj je, aby deklarować.</translation>
        </message>
        <message>
            <source>Blind nil wins or loses {blind}; Nil bid without looking is an ordinary nil: {nil}.</source>
            <translation>Ślepy nil wygrywa lub traci {blind}; Nil zadeklarowany bez patrzenia to zwykły nil: {nil}.</translation>
        </message>
        <message>
            <source>Blind nil?</source>
            <translation>Ślepy nil?</translation>
        </message>
        <message>
            <source>Your cards</source>
            <translation>Twoje karty</translation>
        </message>
        <message>
            <source>Or bid without looking:</source>
            <translation>Albo deklaruj bez patrzenia:</translation>
        </message>
        <message>
            <source>How many tricks will you take?</source>
            <translation>Ile lew weźmiesz?</translation>
        </message>
        <message>
            <source>Nil: none at all.</source>
            <translation>Nil: ani jednej.</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>Twoja deklaracja</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>twój partner</translation>
        </message>
        <message numerus="yes">
            <source>%n more cards</source>
            <translation>
                <numerusform>jeszcze %n kartę</numerusform>
                <numerusform>jeszcze %n karty</numerusform>
                <numerusform>jeszcze %n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>a card</source>
            <translation>kartę</translation>
        </message>
        <message>
            <source>Give to {name}</source>
            <translation>Oddaj graczowi {name}</translation>
        </message>
        <message>
            <source>Blind nil exchange: give {cards} to {name}. Drag them onto {name}'s cards, or double-click them.</source>
            <translation>Wymiana przy ślepym nilu: oddaj {cards} graczowi {name}. Przeciągnij je na karty gracza {name} albo kliknij je dwukrotnie.</translation>
        </message>
        <message>
            <source>Nil</source>
            <translation>Nil</translation>
        </message>
        <message>
            <source>Give the {card}</source>
            <translation>Oddaj: {card}</translation>
        </message>
        <message>
            <source>Blind nil (B)</source>
            <translation>Ślepy nil (B)</translation>
        </message>
        <message>
            <source>Look at my cards (L)</source>
            <translation>Obejrzyj moje karty (L)</translation>
        </message>
        <message>
            <source>Keep (K)</source>
            <translation>Zatrzymaj (K)</translation>
        </message>
        <message>
            <source>Take next (N)</source>
            <translation>Weź następną (N)</translation>
        </message>
        <message>
            <source>{name} gives a card to the partner</source>
            <translation>{name} daje partnerowi kartę</translation>
        </message>
        <message>
            <source>{name} bids nil</source>
            <translation>{name} deklaruje nil</translation>
        </message>
        <message>
            <source>{name} bids {n}</source>
            <translation>{name} deklaruje {n}</translation>
        </message>
        <message>
            <source>{name} bids blind nil</source>
            <translation>{name} deklaruje ślepy nil</translation>
        </message>
        <message>
            <source>{name} looks at the cards</source>
            <translation>{name} ogląda karty</translation>
        </message>
        <message>
            <source>{name} keeps the card</source>
            <translation>{name} zatrzymuje kartę</translation>
        </message>
        <message>
            <source>{name} takes the next card</source>
            <translation>{name} bierze następną kartę</translation>
        </message>
        <message>
            <source>{name}: bid {bid}</source>
            <translation>{name}: licytuje {bid}</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n punkt</numerusform>
                <numerusform>%n punkty</numerusform>
                <numerusform>%n punktów</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} points</source>
            <translation>{value} punktu</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Deklaracje</translation>
        </message>
        <message>
            <source>The blind nil exchange</source>
            <translation>Wymiana przy ślepym nilu</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Lewy</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>Ślepy nil</translation>
        </message>
        <message>
            <source>Bid {n}</source>
            <translation>Deklaracja {n}</translation>
        </message>
        <message>
            <source>Spades broken!</source>
            <translation>Piki przełamane!</translation>
        </message>
        <message>
            <source>Gives a card</source>
            <translation>Oddaje kartę</translation>
        </message>
        <message>
            <source>bid blind nil (B) before looking, or look at your cards (L)</source>
            <translation>zadeklaruj ślepy nil (B) przed obejrzeniem albo obejrzyj swoje karty (L)</translation>
        </message>
        <message>
            <source>look at your cards (L, or click them)</source>
            <translation>obejrzyj swoje karty (L albo kliknij je)</translation>
        </message>
        <message>
            <source>bid how many tricks you will take (the bidding panel)</source>
            <translation>zadeklaruj, ile lew weźmiesz (panel licytacji)</translation>
        </message>
        <message>
            <source>keep the card you see (K, or click it), or take the next one (N, or click the stock)</source>
            <translation>zatrzymaj widoczną kartę (K albo kliknij ją) albo weź następną (N albo kliknij stos)</translation>
        </message>
        <message>
            <source>give a card to your partner: drag it onto their cards, or double-click it</source>
            <translation>oddaj kartę partnerowi: przeciągnij ją na jego karty albo kliknij ją dwukrotnie</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>wyjdź kartą</translation>
        </message>
        <message>
            <source>lead a card (no spade until spades are broken)</source>
            <translation>wyjdź kartą (bez pika, dopóki piki nie są przełamane)</translation>
        </message>
        <message>
            <source>follow suit if you can</source>
            <translation>dokładaj do koloru, jeśli możesz</translation>
        </message>
        <message>
            <source>Spades broken</source>
            <translation>Piki przełamane</translation>
        </message>
        <message>
            <source>Spades not broken</source>
            <translation>Piki nieprzełamane</translation>
        </message>
        <message>
            <source>Spades are always trump (the jokers are the highest spades); nobody may lead a spade until one has been played on another suit</source>
            <translation>Piki są zawsze atutem (jokery to najwyższe piki); nikt nie może wyjść pikiem, dopóki pik nie zostanie zagrany do innego koloru</translation>
        </message>
        <message numerus="yes">
            <source>The stock: %n cards</source>
            <translation>
                <numerusform>Stos: %n karta</numerusform>
                <numerusform>Stos: %n karty</numerusform>
                <numerusform>Stos: %n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>The card you look at: click it (or press K) to keep it</source>
            <translation>Karta, którą oglądasz: kliknij ją (albo naciśnij K), aby ją zatrzymać</translation>
        </message>
        <message>
            <source>drawing · {cards}</source>
            <translation>dobiera · {cards}</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>to bid</source>
            <translation>deklaruje</translation>
        </message>
        <message>
            <source>nil</source>
            <translation>nil</translation>
        </message>
        <message>
            <source>bid {n}</source>
            <translation>deklaracja {n}</translation>
        </message>
        <message>
            <source>blind nil</source>
            <translation>ślepy nil</translation>
        </message>
        <message>
            <source>{bid} · won {n}</source>
            <translation>{bid} · wzięte {n}</translation>
        </message>
        <message>
            <source>Spades: broken</source>
            <translation>Piki: przełamane</translation>
        </message>
        <message>
            <source>Spades: not broken yet</source>
            <translation>Piki: jeszcze nieprzełamane</translation>
        </message>
        <message numerus="yes">
            <source>Drawing: %n cards in the stock</source>
            <translation>
                <numerusform>Dobieranie: %n karta w stosie</numerusform>
                <numerusform>Dobieranie: %n karty w stosie</numerusform>
                <numerusform>Dobieranie: %n kart w stosie</numerusform>
            </translation>
        </message>
        <message>
            <source>Trick {n} of {count}</source>
            <translation>Lewa {n} z {count}</translation>
        </message>
        <message>
            <source>Game to {n}</source>
            <translation>Gra do {n}</translation>
        </message>
        <message>
            <source>{n} points</source>
            <translation>{n} pkt</translation>
        </message>
        <message>
            <source>no points</source>
            <translation>bez punktów</translation>
        </message>
        <message>
            <source>{names}: {bids}, won {n} — {points}, total {total}</source>
            <translation>{names}: {bids}, wzięte {n} — {points}, razem {total}</translation>
        </message>
        <message numerus="yes">
            <source>(%n bags)</source>
            <translation>
                <numerusform>(%n worek)</numerusform>
                <numerusform>(%n worki)</numerusform>
                <numerusform>(%n worków)</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep the card drawn (two players)</source>
            <translation>Zatrzymaj dobraną kartę (dwóch graczy)</translation>
        </message>
        <message>
            <source>Take the next card instead (two players)</source>
            <translation>Weź zamiast niej następną kartę (dwóch graczy)</translation>
        </message>
        <message>
            <source>Bid blind nil, before looking</source>
            <translation>Licytuj ślepy nil, zanim spojrzysz</translation>
        </message>
        <message>
            <source>Look at your cards</source>
            <translation>Obejrzyj swoje karty</translation>
        </message>
        <message>
            <source>Score: {scores} (game to {target})</source>
            <translation>Wynik: {scores} (gra do {target})</translation>
        </message>
        <message>
            <source>bags</source>
            <translation>worki</translation>
        </message>
        <message>
            <source>{names} won the game.</source>
            <translation>Grę wygrywa: {names}.</translation>
        </message>
        <message>
            <source>blind nil needs nil bids to be allowed</source>
            <translation>ślepy nil wymaga, by deklaracje nil były dozwolone</translation>
        </message>
        <message>
            <source>the side bid cap needs nil bids (a partner could be left with no legal bid)</source>
            <translation>limit deklaracji drużyny wymaga deklaracji nil (inaczej partnerowi mogłoby nie zostać żadne dozwolone zgłoszenie)</translation>
        </message>
        <message>
            <source>with triples the side bid cap needs double nil allowed</source>
            <translation>przy trójkach limit deklaracji drużyny wymaga dozwolonego podwójnego nil</translation>
        </message>
        <message>
            <source>partnerships in pairs need 4 or 6 players</source>
            <translation>drużyny dwuosobowe wymagają 4 lub 6 graczy</translation>
        </message>
        <message>
            <source>partnerships in triples need 6 players</source>
            <translation>drużyny trzyosobowe wymagają 6 graczy</translation>
        </message>
        <message>
            <source>the lowest-club first lead is not played with 2 players</source>
            <translation>wyjścia najniższym treflem do pierwszej lewy nie gra się we dwóch</translation>
        </message>
        <message>
            <source>the deck is not the {size}-card Spades pack for {n} players</source>
            <translation>to nie jest talia do Spades z {size} kart dla {n} graczy</translation>
        </message>
        <message>
            <source>dealer {dealer} is not a seat of {n}</source>
            <translation>rozdający {dealer} nie jest jednym z {n} miejsc</translation>
        </message>
        <message>
            <source>a Spades hand carries side scores and bags</source>
            <translation>rozdanie Spades przenosi wyniki i worki drużyn</translation>
        </message>
        <message>
            <source>carry {name} must be a list of {n} whole numbers</source>
            <translation>przeniesienie {name} musi być listą {n} liczb całkowitych</translation>
        </message>
        <message>
            <source>it is not a move of Spades</source>
            <translation>to nie jest ruch w Spades</translation>
        </message>
        <message>
            <source>the hand is over</source>
            <translation>rozdanie zakończone</translation>
        </message>
        <message>
            <source>it is not one of the moves allowed now</source>
            <translation>ten ruch jest teraz niedozwolony</translation>
        </message>
        <message>
            <source>You may bid blind nil only when your side is at least {deficit} points behind</source>
            <translation>Ślepy nil możesz zgłosić tylko wtedy, gdy twoja drużyna przegrywa co najmniej {deficit} punktami</translation>
        </message>
        <message>
            <source>Your side's bids may not add up to more than {tricks} tricks</source>
            <translation>Deklaracje twojej drużyny nie mogą razem przekroczyć liczby lew: {tricks}</translation>
        </message>
        <message>
            <source>{side}: bid {bids}, won {won}, {points}</source>
            <translation>{side}: deklaracja {bids}, wzięte {won}, {points}</translation>
        </message>
        <message>
            <source>{side}: {score}</source>
            <translation>{side}: {score}</translation>
        </message>
        <message>
            <source>{side}: {score} ({bags} bags)</source>
            <translation>{side}: {score} (worki: {bags})</translation>
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
            <translation>Musisz zatrzymać albo odrzucić oglądaną kartę</translation>
        </message>
        <message>
            <source>It is time to bid</source>
            <translation>Teraz jest licytacja</translation>
        </message>
        <message>
            <source>You must give a card to your partner</source>
            <translation>Musisz oddać kartę partnerowi</translation>
        </message>
        <message>
            <source>Bidding is over; play a card</source>
            <translation>Licytacja się skończyła; zagraj kartę</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Nie masz karty {card}</translation>
        </message>
        <message>
            <source>You do not hold that card</source>
            <translation>Nie masz tej karty</translation>
        </message>
        <message>
            <source>You have already looked at your cards</source>
            <translation>Już obejrzałeś swoje karty</translation>
        </message>
        <message>
            <source>Nil bids are not allowed in this game</source>
            <translation>Deklaracje nil są w tej grze niedozwolone</translation>
        </message>
        <message>
            <source>Your partner already bid nil</source>
            <translation>Twój partner już zadeklarował nil</translation>
        </message>
        <message>
            <source>Blind nil is not allowed in this game</source>
            <translation>Ślepy nil jest w tej grze niedozwolony</translation>
        </message>
        <message>
            <source>A bid needs a number of tricks</source>
            <translation>Deklaracja wymaga liczby lew</translation>
        </message>
        <message>
            <source>Bids go from {low} to {high}</source>
            <translation>Deklaracje od {low} do {high}</translation>
        </message>
        <message>
            <source>You must follow suit: {suit}</source>
            <translation>Musisz dołożyć do koloru: {suit}</translation>
        </message>
        <message>
            <source>You may not play a spade on the first trick while you hold another suit</source>
            <translation>W pierwszej lewie nie możesz zagrać pika, dopóki masz inny kolor</translation>
        </message>
        <message>
            <source>The first trick must be led with the {card}</source>
            <translation>Pierwsze wyjście musi być kartą {card}</translation>
        </message>
        <message>
            <source>You may lead a spade only when you hold nothing but spades</source>
            <translation>Wyjść w pika możesz tylko wtedy, gdy masz same piki</translation>
        </message>
        <message>
            <source>Spades are not broken yet</source>
            <translation>Piki nie są jeszcze przełamane</translation>
        </message>
    </context>
    <context>
        <name>start</name>
        <message>
            <source>Play</source>
            <translation>Graj</translation>
        </message>
        <message>
            <source>Against the computer, with the rules you chose last time</source>
            <translation>Przeciw komputerowi, z zasadami wybranymi ostatnio</translation>
        </message>
        <message>
            <source>Options…</source>
            <translation>Opcje…</translation>
        </message>
        <message>
            <source>Choose the rules, the players and the deck</source>
            <translation>Wybierz zasady, graczy i talię</translation>
        </message>
        <message>
            <source>Learn</source>
            <translation>Naucz się</translation>
        </message>
        <message>
            <source>A first deal with a guide that explains each step</source>
            <translation>Pierwsze rozdanie z przewodnikiem, który objaśnia każdy krok</translation>
        </message>
        <message>
            <source>Coming soon: its table is still being built</source>
            <translation>Wkrótce: jej stół jest jeszcze budowany</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Wybierz grę</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>Wróć do stołu</translation>
        </message>
        <message>
            <source>Past games…</source>
            <translation>Minione gry…</translation>
        </message>
        <message>
            <source>The games played at this table: review one, or play one of its deals again</source>
            <translation>Gry rozegrane przy tym stole: przejrzyj jedną albo rozegraj ponownie jedno z jej rozdań</translation>
        </message>
    </context>
    <context>
        <name>statistics</name>
        <message>
            <source>The statistics could not be kept: {why}</source>
            <translation>Nie udało się prowadzić statystyk: {why}</translation>
        </message>
        <message>
            <source>The statistics could not be read ({why}). They were kept as {name}; new statistics are kept from now on.</source>
            <translation>Nie udało się odczytać statystyk ({why}). Zachowano je jako {name}; od teraz prowadzone są nowe statystyki.</translation>
        </message>
        <message>
            <source>The statistics were written by a newer version of cardtable (schema {version}). This version leaves them as they are and keeps no statistics.</source>
            <translation>Statystyki zapisała nowsza wersja cardtable (schemat {version}). Ta wersja zostawia je bez zmian i nie prowadzi statystyk.</translation>
        </message>
        <message>
            <source>The statistics could not be opened: {why}. No statistics are kept this time.</source>
            <translation>Nie udało się otworzyć statystyk: {why}. Tym razem statystyki nie są prowadzone.</translation>
        </message>
        <message>
            <source>The statistics could not be read ({why}) nor set aside: {error}. No statistics are kept this time.</source>
            <translation>Statystyk nie udało się ani odczytać ({why}), ani odłożyć: {error}. Tym razem statystyki nie są prowadzone.</translation>
        </message>
    </context>
    <context>
        <name>table</name>
        <message>
            <source>Player {n}</source>
            <translation>Gracz {n}</translation>
        </message>
        <message>
            <source>Finding the first dealer…</source>
            <translation>Ustalanie pierwszego rozdającego…</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>Rozdawanie…</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} się zastanawia…</translation>
        </message>
        <message>
            <source>The computer players' process keeps failing ({why}); they think inside the table from now on.</source>
            <translation>Proces graczy komputerowych ciągle zawodzi ({why}); od teraz myślą wewnątrz stołu.</translation>
        </message>
        <message>
            <source>The computer player {name} failed:
{why}</source>
            <translation>Gracz komputerowy {name} zawiódł:
{why}</translation>
        </message>
        <message>
            <source>Your turn: {hint}.</source>
            <translation>Twój ruch: {hint}.</translation>
        </message>
        <message>
            <source>{name}, your turn: {hint}.</source>
            <translation>{name}, twój ruch: {hint}.</translation>
        </message>
        <message>
            <source>Pass the computer to {name}.</source>
            <translation>Przekaż komputer graczowi {name}.</translation>
        </message>
        <message>
            <source>That card cannot go there.</source>
            <translation>Tej karty nie można tam położyć.</translation>
        </message>
        <message>
            <source>{name}'s last move was taken back.</source>
            <translation>Ostatni ruch gracza {name} został cofnięty.</translation>
        </message>
        <message>
            <source>Your last move was taken back.</source>
            <translation>Twój ostatni ruch został cofnięty.</translation>
        </message>
        <message>
            <source>No trick has been taken yet in this deal.</source>
            <translation>W tym rozdaniu nie wzięto jeszcze żadnej lewy.</translation>
        </message>
        <message>
            <source>The last trick, taken by {name}</source>
            <translation>Ostatnia lewa, wziął ją: {name}</translation>
        </message>
        <message>
            <source>Thinking about a hint…</source>
            <translation>Szukam podpowiedzi…</translation>
        </message>
        <message>
            <source>Hint: {move}</source>
            <translation>Podpowiedź: {move}</translation>
        </message>
        <message>
            <source>no advice</source>
            <translation>brak rady</translation>
        </message>
        <message>
            <source>rule</source>
            <translation>reguła</translation>
        </message>
        <message>
            <source>The trick</source>
            <translation>Lewa</translation>
        </message>
        <message>
            <source>End the session?</source>
            <translation>Zakończyć sesję?</translation>
        </message>
        <message numerus="yes">
            <source>%n deals of {total} are still to play. End the session now and settle the chips?</source>
            <translation>
                <numerusform>Do rozegrania zostało jeszcze %n rozdanie z {total}. Zakończyć sesję teraz i rozliczyć żetony?</numerusform>
                <numerusform>Do rozegrania zostały jeszcze %n rozdania z {total}. Zakończyć sesję teraz i rozliczyć żetony?</numerusform>
                <numerusform>Do rozegrania zostało jeszcze %n rozdań z {total}. Zakończyć sesję teraz i rozliczyć żetony?</numerusform>
            </translation>
        </message>
        <message>
            <source>End it now</source>
            <translation>Zakończ teraz</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Graj dalej</translation>
        </message>
        <message>
            <source>The talon</source>
            <translation>Talon</translation>
        </message>
        <message>
            <source>The trump card</source>
            <translation>Karta atutowa</translation>
        </message>
        <message>
            <source>The stock</source>
            <translation>Stos</translation>
        </message>
        <message>
            <source>The card looked at</source>
            <translation>Oglądana karta</translation>
        </message>
        <message>
            <source>The pack</source>
            <translation>Talia</translation>
        </message>
        <message>
            <source>The card turned for trumps</source>
            <translation>Karta odkryta jako atut</translation>
        </message>
        <message>
            <source>The chain closed last</source>
            <translation>Ostatnio zamknięty łańcuch</translation>
        </message>
        <message>
            <source>The chains played before</source>
            <translation>Wcześniej zagrane łańcuchy</translation>
        </message>
        <message>
            <source>The cards laid away</source>
            <translation>Odłożone karty</translation>
        </message>
        <message>
            <source>The dealer's cards, face down</source>
            <translation>Zakryte karty rozdającego</translation>
        </message>
        <message>
            <source>The Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>{name} plays the {card}</source>
            <translation>{name} zagrywa: {card}</translation>
        </message>
        <message>
            <source>{name}: {action}</source>
            <translation>{name}: {action}</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>Rozdanie {n}</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Rozdanie {n}</translation>
        </message>
        <message>
            <source>The hand is over.</source>
            <translation>Rozdanie zakończone.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Rozdanie zakończone.</translation>
        </message>
        <message>
            <source>play a card</source>
            <translation>zagraj kartę</translation>
        </message>
        <message>
            <source>Score: {scores}</source>
            <translation>Wynik: {scores}</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Stan</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Suma</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Koniec</translation>
        </message>
        <message>
            <source>Everybody else, look away. The cards appear when you press the button (or Enter).</source>
            <translation>Wszyscy pozostali, odwróćcie wzrok. Karty pojawią się po naciśnięciu przycisku (albo Enter).</translation>
        </message>
        <message>
            <source>Yes, announce (Y)</source>
            <translation>Tak, zgłoś (Y)</translation>
        </message>
        <message>
            <source>No, just play (N)</source>
            <translation>Nie, tylko zagraj (N)</translation>
        </message>
        <message>
            <source>Pass to {name}</source>
            <translation>Przekaż graczowi {name}</translation>
        </message>
        <message>
            <source>I am {name}: show my cards</source>
            <translation>Jestem {name}: pokaż moje karty</translation>
        </message>
        <message>
            <source>The match is over</source>
            <translation>Partia zakończona</translation>
        </message>
        <message>
            <source>The hand is over</source>
            <translation>Rozdanie zakończone</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>Rozdanie zakończone</translation>
        </message>
        <message>
            <source>Deal number {n}</source>
            <translation>Numer rozdania {n}</translation>
        </message>
        <message>
            <source>Review (R)</source>
            <translation>Przegląd (R)</translation>
        </message>
        <message>
            <source>Step through this deal move by move, every hand open</source>
            <translation>Przejdź przez to rozdanie ruch po ruchu, z odkrytymi kartami</translation>
        </message>
        <message>
            <source>Analyse (A)</source>
            <translation>Analiza (A)</translation>
        </message>
        <message>
            <source>How well you played this deal: each decision rated, the better choice shown</source>
            <translation>Jak dobrze zagrałeś to rozdanie: każda decyzja oceniona, lepszy wybór pokazany</translation>
        </message>
        <message>
            <source>Back to the match</source>
            <translation>Wróć do partii</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Następne rozdanie</translation>
        </message>
        <message>
            <source>Play this deal again…</source>
            <translation>Zagraj to rozdanie ponownie…</translation>
        </message>
        <message>
            <source>The same cards to the same seats, in your seat or another; the match waits</source>
            <translation>Te same karty na te same miejsca, na twoim miejscu lub innym; partia czeka</translation>
        </message>
        <message>
            <source>End the session</source>
            <translation>Zakończ sesję</translation>
        </message>
        <message>
            <source>Welcome back</source>
            <translation>Witaj ponownie</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Wznów</translation>
        </message>
        <message>
            <source>You play the {card}</source>
            <translation>Zagrywasz: {card}</translation>
        </message>
        <message>
            <source>You take the trick</source>
            <translation>Bierzesz lewę</translation>
        </message>
        <message>
            <source>{name} takes the trick</source>
            <translation>{name} bierze lewę</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n punkt</numerusform>
                <numerusform>%n punkty</numerusform>
                <numerusform>%n punktów</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} points</source>
            <translation>{value} punktu</translation>
        </message>
        <message>
            <source>Final</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>After {n}</source>
            <translation>Po {n}</translation>
        </message>
        <message>
            <source>The balances at the end of the session</source>
            <translation>Stan na koniec sesji</translation>
        </message>
        <message>
            <source>The balances at the start; the name plates show them as they are now</source>
            <translation>Stan na początku; tabliczki z imionami pokazują stan teraz</translation>
        </message>
        <message>
            <source>The balances after deal {n}; the name plates show them as they are now</source>
            <translation>Stan po rozdaniu {n}; tabliczki z imionami pokazują stan teraz</translation>
        </message>
        <message>
            <source>{move}: {amount}</source>
            <translation>{move}: {amount}</translation>
        </message>
        <message>
            <source>Hint: {move} (by rule).</source>
            <translation>Podpowiedź: {move} (według reguły).</translation>
        </message>
        <message>
            <source>Hint: best {move} (expected {amount})</source>
            <translation>Podpowiedź: najlepiej {move} (oczekiwane {amount})</translation>
        </message>
        <message>
            <source>; the figures on the cards are the expected results</source>
            <translation>; liczby na kartach to oczekiwane wyniki</translation>
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
            <translation>Wstrzymano: naciśnij Spację lub Enter albo kliknij stół, aby kontynuować.</translation>
        </message>
        <message>
            <source>{some} and {last}</source>
            <translation>{some} i {last}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ty</translation>
        </message>
        <message>
            <source>{action} is not legal: {why}</source>
            <translation>{action} jest niedozwolone: {why}</translation>
        </message>
        <message>
            <source>{seat}</source>
            <translation>{seat}</translation>
        </message>
        <message numerus="yes">
            <source>{place}: %n chips</source>
            <translation>
                <numerusform>{place}: %n żeton</numerusform>
                <numerusform>{place}: %n żetony</numerusform>
                <numerusform>{place}: %n żetonów</numerusform>
            </translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>Pula</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Kasa</translation>
        </message>
    </context>
    <context>
        <name>tippen</name>
        <message>
            <source>Pot</source>
            <translation>Pula</translation>
        </message>
        <message>
            <source>Bêtes of this deal (the next deal's pot)</source>
            <translation>Bête tego rozdania (pula następnego)</translation>
        </message>
        <message>
            <source>Reserve over the pot cap</source>
            <translation>Rezerwa ponad limit puli</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Gram</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>Drop out</source>
            <translation>Wycofaj się</translation>
        </message>
        <message>
            <source>Knock</source>
            <translation>Pukam</translation>
        </message>
        <message>
            <source>Sniff</source>
            <translation>Wącham</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>Nie</translation>
        </message>
        <message>
            <source>Shove</source>
            <translation>Przesuń</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Rozdaj</translation>
        </message>
        <message>
            <source>Rob</source>
            <translation>Zrabuj</translation>
        </message>
        <message>
            <source>Cut</source>
            <translation>Przełóż</translation>
        </message>
        <message>
            <source>Throw {cards}</source>
            <translation>Wyrzuć: {cards}</translation>
        </message>
        <message>
            <source>Keep my cards</source>
            <translation>Zatrzymaj moje karty</translation>
        </message>
        <message>
            <source>You have paid the ante. Deal — or shove the deal on to {left}, who pays an ante too.</source>
            <translation>Wpłaciłeś wpisowe. Rozdaj – albo przesuń rozdanie do gracza {left}, który też wpłaca wpisowe.</translation>
        </message>
        <message>
            <source>Deal or shove?</source>
            <translation>Rozdać czy przesunąć?</translation>
        </message>
        <message>
            <source>Deal (D)</source>
            <translation>Rozdaj (D)</translation>
        </message>
        <message>
            <source>Shove (S)</source>
            <translation>Przesuń (S)</translation>
        </message>
        <message>
            <source>{dealer} deals: cut the pack (or click it).</source>
            <translation>{dealer} rozdaje: przełóż talię (albo ją kliknij).</translation>
        </message>
        <message>
            <source>Cut the pack</source>
            <translation>Przełóż talię</translation>
        </message>
        <message>
            <source>Cut (C)</source>
            <translation>Przełóż (C)</translation>
        </message>
        <message>
            <source>Before you look at your cards: knock to take the face-down trump card unseen (its suit is trumps). You then play and must take two tricks: none costs a double bête, one a single bête.</source>
            <translation>Zanim spojrzysz w karty: zapukaj, by wziąć zakrytą kartę atutową bez oglądania (jej kolor jest atutem). Potem grasz i musisz wziąć dwie lewy: żadna kosztuje podwójne bête, jedna pojedyncze bête.</translation>
        </message>
        <message>
            <source>Knock?</source>
            <translation>Pukasz?</translation>
        </message>
        <message>
            <source>Knock (K)</source>
            <translation>Pukam (K)</translation>
        </message>
        <message>
            <source>Don't knock (N)</source>
            <translation>Nie pukam (N)</translation>
        </message>
        <message>
            <source>Take the trump card (turned up for all) and discard a card. You may then drop out for one bête; playing and taking no trick costs a double bête.</source>
            <translation>Weź kartę atutową (odkrytą dla wszystkich) i odrzuć kartę. Potem możesz się wycofać za jedno bête; gra bez żadnej lewy kosztuje podwójne bête.</translation>
        </message>
        <message>
            <source>Take the trump card unseen (its suit is trumps) and discard a card. You then play and must take two tricks: none costs a double bête, one a single bête.</source>
            <translation>Weź kartę atutową bez oglądania (jej kolor jest atutem) i odrzuć kartę. Potem grasz i musisz wziąć dwie lewy: żadna kosztuje podwójne bête, jedna pojedyncze bête.</translation>
        </message>
        <message>
            <source>Sniff?</source>
            <translation>Wąchasz?</translation>
        </message>
        <message>
            <source>Sniff (S)</source>
            <translation>Wącham (S)</translation>
        </message>
        <message>
            <source>Don't sniff (N)</source>
            <translation>Nie wącham (N)</translation>
        </message>
        <message>
            <source>Discard a card</source>
            <translation>Odrzuć kartę</translation>
        </message>
        <message>
            <source>You hold the seven of trumps: swap it for the trump card, {card}.</source>
            <translation>Masz siódemkę atutową: zamień ją na kartę atutową, {card}.</translation>
        </message>
        <message>
            <source>Rob the trump?</source>
            <translation>Zrabować atut?</translation>
        </message>
        <message>
            <source>Rob (R)</source>
            <translation>Zrabuj (R)</translation>
        </message>
        <message>
            <source>Keep the seven (N)</source>
            <translation>Zatrzymaj siódemkę (N)</translation>
        </message>
        <message>
            <source>The pot holds {p}: each trick takes {share}.</source>
            <translation>W puli jest {p}: każda lewa bierze {share}.</translation>
        </message>
        <message>
            <source>You sniffed: play (no trick costs a double bête of {b2}) or drop out for {b}.</source>
            <translation>Wąchałeś: graj (brak lewy kosztuje podwójne bête {b2}) albo wycofaj się za {b}.</translation>
        </message>
        <message>
            <source>Nothing was carried into the pot: everybody must play.</source>
            <translation>Nic nie przeszło do puli: wszyscy muszą grać.</translation>
        </message>
        <message>
            <source>Everybody else has passed: play, and the pot is yours.</source>
            <translation>Wszyscy inni spasowali: graj, a pula jest twoja.</translation>
        </message>
        <message>
            <source>Play and take no trick: you pay the bête of {b}.</source>
            <translation>Grasz i nie bierzesz lewy: płacisz bête {b}.</translation>
        </message>
        <message>
            <source>Play (P)</source>
            <translation>Gram (P)</translation>
        </message>
        <message>
            <source>Pass (N)</source>
            <translation>Pas (N)</translation>
        </message>
        <message>
            <source>Drop out (D)</source>
            <translation>Wycofaj się (D)</translation>
        </message>
        <message>
            <source>Play or pass?</source>
            <translation>Grasz czy pas?</translation>
        </message>
        <message>
            <source>Click the cards to throw away (up to {n}), then exchange them for as many from the talon.</source>
            <translation>Kliknij karty do wyrzucenia (do {n}), potem wymień je na tyle samo z talonu.</translation>
        </message>
        <message numerus="yes">
            <source>Exchange %n (E)</source>
            <translation>
                <numerusform>Wymień %n (E)</numerusform>
                <numerusform>Wymień %n (E)</numerusform>
                <numerusform>Wymień %n (E)</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep all (K)</source>
            <translation>Zatrzymaj wszystkie (K)</translation>
        </message>
        <message>
            <source>Exchange</source>
            <translation>Wymiana</translation>
        </message>
        <message>
            <source>{name}: {said}</source>
            <translation>{name}: {said}</translation>
        </message>
        <message>
            <source>{name} discards a card</source>
            <translation>{name} odrzuca kartę</translation>
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
            <translation>odrzuć kartę: przeciągnij ją na środek stołu albo kliknij ją dwukrotnie</translation>
        </message>
        <message numerus="yes">
            <source>Talon: %n cards</source>
            <translation>
                <numerusform>Talon: %n karta</numerusform>
                <numerusform>Talon: %n karty</numerusform>
                <numerusform>Talon: %n kart</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exchanges %n</source>
            <translation>
                <numerusform>Wymienia %n</numerusform>
                <numerusform>Wymienia %n</numerusform>
                <numerusform>Wymienia %n</numerusform>
            </translation>
        </message>
        <message>
            <source>No exchange</source>
            <translation>Bez wymiany</translation>
        </message>
        <message>
            <source>Plays (knocked)</source>
            <translation>Gra (zapukał)</translation>
        </message>
        <message>
            <source>Plays</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>No knock</source>
            <translation>Nie puka</translation>
        </message>
        <message>
            <source>Drag a card into the middle of the table, or double-click it.</source>
            <translation>Przeciągnij kartę na środek stołu albo kliknij ją dwukrotnie.</translation>
        </message>
        <message>
            <source>No sniff</source>
            <translation>Nie wącha</translation>
        </message>
        <message>
            <source>Keeps the seven</source>
            <translation>Zatrzymuje siódemkę</translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n żeton</numerusform>
                <numerusform>%n żetony</numerusform>
                <numerusform>%n żetonów</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} chips</source>
            <translation>{value} żetonu</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>Atuty</translation>
        </message>
        <message>
            <source>Play or pass</source>
            <translation>Grasz czy pas</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Lewy</translation>
        </message>
        <message>
            <source>Double bête!</source>
            <translation>Podwójne bête!</translation>
        </message>
        <message>
            <source>Bête!</source>
            <translation>Bête!</translation>
        </message>
        <message>
            <source>Shoves</source>
            <translation>Przesuwa</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Rozdaje</translation>
        </message>
        <message>
            <source>Cuts</source>
            <translation>Przekłada</translation>
        </message>
        <message>
            <source>Knocks!</source>
            <translation>Puka!</translation>
        </message>
        <message>
            <source>I smell it!</source>
            <translation>Czuję!</translation>
        </message>
        <message>
            <source>Passes</source>
            <translation>Pasuje</translation>
        </message>
        <message>
            <source>Drops out</source>
            <translation>Wycofuje się</translation>
        </message>
        <message>
            <source>Robs the trump!</source>
            <translation>Rabuje atut!</translation>
        </message>
        <message>
            <source>Takes the pot!</source>
            <translation>Bierze pulę!</translation>
        </message>
        <message>
            <source>Deals first</source>
            <translation>Rozdaje pierwszy</translation>
        </message>
        <message>
            <source>deal (D), or shove the deal on (S)</source>
            <translation>rozdaj (D) albo przesuń rozdanie (S)</translation>
        </message>
        <message>
            <source>cut the pack (C, or click it)</source>
            <translation>przełóż talię (C albo kliknij ją)</translation>
        </message>
        <message>
            <source>knock (K) before looking at your cards, or not (N)</source>
            <translation>zapukaj (K), zanim spojrzysz w karty, albo nie (N)</translation>
        </message>
        <message>
            <source>sniff (S), or not (N)</source>
            <translation>wąchaj (S) albo nie (N)</translation>
        </message>
        <message>
            <source>the pot is bare: you must play (P)</source>
            <translation>pula jest pusta: musisz grać (P)</translation>
        </message>
        <message>
            <source>play (P) or pass (N)</source>
            <translation>graj (P) albo pas (N)</translation>
        </message>
        <message>
            <source>click the cards to throw, then exchange (E); or keep your cards (K)</source>
            <translation>kliknij karty do wyrzucenia, potem wymień (E); albo zatrzymaj karty (K)</translation>
        </message>
        <message>
            <source>rob the trump card with your seven (R), or not (N)</source>
            <translation>zrabuj kartę atutową siódemką (R) albo nie (N)</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>wyjdź kartą</translation>
        </message>
        <message>
            <source>follow suit, else trump; head the trick if you can</source>
            <translation>dokładaj do koloru, inaczej atutuj; przebij lewę, jeśli możesz</translation>
        </message>
        <message>
            <source>follow suit, else trump</source>
            <translation>dokładaj do koloru, inaczej atutuj</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>dropped out</source>
            <translation>wycofał się</translation>
        </message>
        <message>
            <source>plays</source>
            <translation>gra</translation>
        </message>
        <message>
            <source>knocked</source>
            <translation>zapukał</translation>
        </message>
        <message>
            <source>sniffed</source>
            <translation>wąchał</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n lewa</numerusform>
                <numerusform>%n lewy</numerusform>
                <numerusform>%n lew</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>took %n</source>
            <translation>
                <numerusform>wziął %n</numerusform>
                <numerusform>wziął %n</numerusform>
                <numerusform>wziął %n</numerusform>
            </translation>
        </message>
        <message>
            <source>to declare</source>
            <translation>decyduje</translation>
        </message>
        <message>
            <source>Trump: not turned yet</source>
            <translation>Atut: jeszcze nieodkryty</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Atut: {suit}</translation>
        </message>
        <message>
            <source>everybody must play</source>
            <translation>wszyscy muszą grać</translation>
        </message>
        <message>
            <source>Deal {i} of {n}</source>
            <translation>Rozdanie {i} z {n}</translation>
        </message>
        <message>
            <source>Deal {i} (until you stop)</source>
            <translation>Rozdanie {i} (do końca gry)</translation>
        </message>
        <message>
            <source>Playing for {p}: {share} a trick</source>
            <translation>Gra o {p}: {share} za lewę</translation>
        </message>
        <message>
            <source>The bête: {b}</source>
            <translation>Bête: {b}</translation>
        </message>
        <message>
            <source>Trumps: {suit}</source>
            <translation>Atut: {suit}</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Stan</translation>
        </message>
        <message>
            <source>{parts}</source>
            <translation>{parts}</translation>
        </message>
        <message>
            <source>Everybody passes: the pot stays on the table</source>
            <translation>Wszyscy pasują: pula zostaje na stole</translation>
        </message>
        <message>
            <source>You alone play and take the pot of {chips}</source>
            <translation>Grasz sam i bierzesz pulę {chips}</translation>
        </message>
        <message>
            <source>{seat} alone plays and takes the pot of {chips}</source>
            <translation>{seat} gra sam i bierze pulę {chips}</translation>
        </message>
        <message numerus="yes">
            <source>You take %n tricks: +{chips}</source>
            <translation>
                <numerusform>Bierzesz %n lewę: +{chips}</numerusform>
                <numerusform>Bierzesz %n lewy: +{chips}</numerusform>
                <numerusform>Bierzesz %n lew: +{chips}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{seat} takes %n tricks: +{chips}</source>
            <translation>
                <numerusform>{seat} bierze %n lewę: +{chips}</numerusform>
                <numerusform>{seat} bierze %n lewy: +{chips}</numerusform>
                <numerusform>{seat} bierze %n lew: +{chips}</numerusform>
            </translation>
        </message>
        <message>
            <source>You pay the bête of {chips}</source>
            <translation>Płacisz bête {chips}</translation>
        </message>
        <message>
            <source>{seat} pays the bête of {chips}</source>
            <translation>{seat} płaci bête {chips}</translation>
        </message>
        <message>
            <source>You pay a double bête of {chips}</source>
            <translation>Płacisz podwójne bête {chips}</translation>
        </message>
        <message>
            <source>{seat} pays a double bête of {chips}</source>
            <translation>{seat} płaci podwójne bête {chips}</translation>
        </message>
        <message>
            <source>You drop out and pay {chips}</source>
            <translation>Wycofujesz się i płacisz {chips}</translation>
        </message>
        <message>
            <source>{seat} drops out and pays {chips}</source>
            <translation>{seat} wycofuje się i płaci {chips}</translation>
        </message>
        <message>
            <source>{chips} in the pot for the next deal</source>
            <translation>{chips} w puli na następne rozdanie</translation>
        </message>
        <message>
            <source>{seat} {chips}</source>
            <translation>{seat} {chips}</translation>
        </message>
        <message>
            <source>pot {chips}</source>
            <translation>pula {chips}</translation>
        </message>
        <message>
            <source>The dealer shoves the deal on or deals</source>
            <translation>Rozdający przesuwa rozdanie dalej albo rozdaje</translation>
        </message>
        <message>
            <source>The deal has gone round the table: you must deal</source>
            <translation>Rozdanie obeszło stół: musisz rozdać</translation>
        </message>
        <message>
            <source>Cut the pack: lift 1 to 31 cards</source>
            <translation>Przełóż talię: zdejmij od 1 do 31 kart</translation>
        </message>
        <message>
            <source>Knock or decline, before looking at your cards</source>
            <translation>Zapukaj albo zrezygnuj, zanim obejrzysz karty</translation>
        </message>
        <message>
            <source>Sniff or decline</source>
            <translation>Wąchaj albo zrezygnuj</translation>
        </message>
        <message>
            <source>Discard one card</source>
            <translation>Zrzuć jedną kartę</translation>
        </message>
        <message>
            <source>Play (tap) or pass</source>
            <translation>Graj (stuknij) albo pasuj</translation>
        </message>
        <message>
            <source>The pot is bare: everybody must play</source>
            <translation>Pula jest pusta: wszyscy muszą grać</translation>
        </message>
        <message>
            <source>Having sniffed, you play or drop out</source>
            <translation>Po wąchaniu grasz albo się wycofujesz</translation>
        </message>
        <message>
            <source>Only a dealer who sniffed may drop out</source>
            <translation>Wycofać się może tylko rozdający, który wąchał</translation>
        </message>
        <message>
            <source>Exchange up to {n} cards with the talon, or none</source>
            <translation>Wymień do {n} kart z talonem albo żadnej</translation>
        </message>
        <message>
            <source>Rob the trump card or decline</source>
            <translation>Zrabuj kartę atutową albo zrezygnuj</translation>
        </message>
        <message>
            <source>Play a card</source>
            <translation>Zagraj kartę</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Nie masz karty {card}</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>Musisz dołożyć do koloru: zagraj {suit}</translation>
        </message>
        <message>
            <source>You must head the trick: play a higher {suit}</source>
            <translation>Musisz przebić: zagraj wyższy {suit}</translation>
        </message>
        <message>
            <source>You cannot follow suit: you must trump</source>
            <translation>Nie możesz dołożyć do koloru: musisz dać atut</translation>
        </message>
        <message>
            <source>You must overtrump</source>
            <translation>Musisz przebić wyżej</translation>
        </message>
        <message>
            <source>You must lead a trump</source>
            <translation>Musisz wyjść w atut</translation>
        </message>
    </context>
    <context>
        <name>tips</name>
        <message>
            <source>Your tricks: click to see the last trick again (T)</source>
            <translation>Twoje lewy: kliknij, aby znowu zobaczyć ostatnią lewę (T)</translation>
        </message>
        <message>
            <source>{name}'s tricks: click to see the last trick again (T)</source>
            <translation>Lewy gracza {name}: kliknij, aby znowu zobaczyć ostatnią lewę (T)</translation>
        </message>
        <message>
            <source>Your cards: drag one onto the table, double-click it, or pick it with ← → and press Enter</source>
            <translation>Twoje karty: przeciągnij jedną na stół, kliknij ją dwukrotnie albo wybierz ← → i naciśnij Enter</translation>
        </message>
        <message>
            <source>{name}'s cards</source>
            <translation>Karty gracza {name}</translation>
        </message>
        <message>
            <source>The trick</source>
            <translation>Lewa</translation>
        </message>
        <message>
            <source>a person</source>
            <translation>człowiek</translation>
        </message>
        <message>
            <source>the computer, {level}</source>
            <translation>komputer, {level}</translation>
        </message>
        <message>
            <source>; deals this time (D)</source>
            <translation>; tym razem rozdaje (D)</translation>
        </message>
    </context>
    <context>
        <name>wallachen</name>
        <message>
            <source>{level}, {suit} trump</source>
            <translation>{level}, atut {suit}</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} i {second}</translation>
        </message>
        <message>
            <source>Your Doppler: pushed, the stakes are doubled</source>
            <translation>Twój Doppler: wysunięty, stawka podwojona</translation>
        </message>
        <message>
            <source>Your Doppler (click it to push it)</source>
            <translation>Twój Doppler (kliknij, aby go wysunąć)</translation>
        </message>
        <message>
            <source>Your Doppler</source>
            <translation>Twój Doppler</translation>
        </message>
        <message>
            <source>{name}'s Doppler: pushed, the stakes are doubled</source>
            <translation>Doppler gracza {name}: wysunięty, stawka podwojona</translation>
        </message>
        <message>
            <source>{name}'s Doppler (click it to push it)</source>
            <translation>Doppler gracza {name} (kliknij, aby go wysunąć)</translation>
        </message>
        <message>
            <source>{name}'s Doppler</source>
            <translation>Doppler gracza {name}</translation>
        </message>
        <message>
            <source>Your contract</source>
            <translation>Twoja gra</translation>
        </message>
        <message>
            <source>You won the auction with {level}. Announce your contract: {level} or higher.</source>
            <translation>Wygrałeś licytację: {level}. Zapowiedz swoją grę: {level} lub wyżej.</translation>
        </message>
        <message>
            <source>Kontra?</source>
            <translation>Kontra?</translation>
        </message>
        <message>
            <source>{name} plays {contract}. Say Kontra to double the stakes, or let it be.</source>
            <translation>{name} gra: {contract}. Powiedz kontra, aby podwoić stawkę, albo odpuść.</translation>
        </message>
        <message>
            <source>{name} said Kontra. Say Re to double the stakes again, or let it be.</source>
            <translation>{name} powiedział kontra. Powiedz re, aby znów podwoić stawkę, albo odpuść.</translation>
        </message>
        <message>
            <source>A defender said Kontra. Say Re to double the stakes again, or let it be.</source>
            <translation>Obrońca powiedział kontra. Powiedz re, aby znów podwoić stawkę, albo odpuść.</translation>
        </message>
        <message>
            <source>Re?</source>
            <translation>Re?</translation>
        </message>
        <message>
            <source>Push the Doppler (click it, beside your name) to double the stakes of this deal, whoever plays it?</source>
            <translation>Wysuwasz Dopplera (kliknij go, obok swojego imienia), aby podwoić stawkę tego rozdania, bez względu na to, kto gra?</translation>
        </message>
        <message>
            <source>Your choice stays secret until all three have chosen.</source>
            <translation>Twój wybór pozostaje tajny, dopóki wszyscy trzej nie wybiorą.</translation>
        </message>
        <message>
            <source>Pushed so far: {names} (×{factor}).</source>
            <translation>Dotąd wysunęli: {names} (×{factor}).</translation>
        </message>
        <message>
            <source>The Doppler</source>
            <translation>Doppler</translation>
        </message>
        <message>
            <source>{name}: {said}</source>
            <translation>{name}: {said}</translation>
        </message>
        <message>
            <source>I play</source>
            <translation>gram</translation>
        </message>
        <message>
            <source>hold</source>
            <translation>trzymam</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>{name} bids {level}: hold it (you keep the priority), or pass and leave it.</source>
            <translation>{name} licytuje {level}: trzymaj (zachowujesz pierwszeństwo) albo spasuj i odpuść.</translation>
        </message>
        <message>
            <source>Nobody plays yet. Bid a Brand, Bettel or Mord, or pass.</source>
            <translation>Nikt jeszcze nie gra. Licytuj Brand, Bettel albo Mord, albo spasuj.</translation>
        </message>
        <message>
            <source>Nobody plays yet. Play (Six), or pass.</source>
            <translation>Nikt jeszcze nie gra. Graj (szóstka) albo spasuj.</translation>
        </message>
        <message>
            <source>{name} holds {level}. Bid higher, or pass.</source>
            <translation>{name} trzyma {level}. Licytuj wyżej albo spasuj.</translation>
        </message>
        <message>
            <source>The auction</source>
            <translation>Licytacja</translation>
        </message>
        <message>
            <source>The Start: {cards}. Click two cards to lay away (they rise; click again to put one back).</source>
            <translation>Start: {cards}. Kliknij dwie karty do odłożenia (uniosą się; ponowne kliknięcie cofa kartę).</translation>
        </message>
        <message>
            <source>Click two cards to lay away (they rise).</source>
            <translation>Kliknij dwie karty do odłożenia (uniosą się).</translation>
        </message>
        <message>
            <source>Lay away two cards</source>
            <translation>Odłóż dwie karty</translation>
        </message>
        <message numerus="yes">
            <source>%n more cards to mark.</source>
            <translation>
                <numerusform>Zaznacz jeszcze %n kartę.</numerusform>
                <numerusform>Zaznacz jeszcze %n karty.</numerusform>
                <numerusform>Zaznacz jeszcze %n kart.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lay these two away (L)</source>
            <translation>Odłóż te dwie (L)</translation>
        </message>
        <message>
            <source>I play (Six)</source>
            <translation>Gram (szóstka)</translation>
        </message>
        <message>
            <source>Lay away {cards}</source>
            <translation>Odłóż: {cards}</translation>
        </message>
        <message>
            <source>Push the Doppler (D)</source>
            <translation>Wysuń Dopplera (D)</translation>
        </message>
        <message>
            <source>No (N)</source>
            <translation>Nie (N)</translation>
        </message>
        <message>
            <source>Pass (P)</source>
            <translation>Pas (P)</translation>
        </message>
        <message>
            <source>Hold (S)</source>
            <translation>Trzymam (S)</translation>
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
            <translation>{name} odkłada {cards}</translation>
        </message>
        <message>
            <source>{name} lays away two cards</source>
            <translation>{name} odkłada dwie karty</translation>
        </message>
        <message>
            <source>{name} has chosen</source>
            <translation>{name} wybrał</translation>
        </message>
        <message>
            <source>Doppler!</source>
            <translation>Doppler!</translation>
        </message>
        <message>
            <source>No Doppler</source>
            <translation>Bez Dopplera</translation>
        </message>
        <message>
            <source>No Kontra</source>
            <translation>Bez kontry</translation>
        </message>
        <message>
            <source>No Re</source>
            <translation>Bez re</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nie</translation>
        </message>
        <message>
            <source>{name} plays {contract}</source>
            <translation>{name} gra: {contract}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>Hold!</source>
            <translation>Trzymam!</translation>
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
                <numerusform>%n żeton</numerusform>
                <numerusform>%n żetony</numerusform>
                <numerusform>%n żetonów</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} chips</source>
            <translation>{value} żetonu</translation>
        </message>
        <message>
            <source>Doppeln</source>
            <translation>Doppeln</translation>
        </message>
        <message>
            <source>The contract</source>
            <translation>Ogłoszenie gry</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Lewy</translation>
        </message>
        <message>
            <source>Must play Six</source>
            <translation>Musi grać szóstkę</translation>
        </message>
        <message>
            <source>{level}, {suit}</source>
            <translation>{level}, {suit}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Atut: {suit}</translation>
        </message>
        <message>
            <source>Knock</source>
            <translation>Puka</translation>
        </message>
        <message>
            <source>follow suit and head the trick if you can</source>
            <translation>dokładaj do koloru i przebij lewę, jeśli możesz</translation>
        </message>
        <message>
            <source>lead a card (its suit becomes trump)</source>
            <translation>wyjdź kartą (jej kolor zostaje atutem)</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>wyjdź kartą</translation>
        </message>
        <message>
            <source>{hint} — or say Kontra (K)</source>
            <translation>{hint} – albo powiedz kontra (K)</translation>
        </message>
        <message>
            <source>{name}: {contract}</source>
            <translation>{name}: {contract}</translation>
        </message>
        <message>
            <source>Declarer: {name} (bid {level})</source>
            <translation>Rozgrywający: {name} (odzywka {level})</translation>
        </message>
        <message>
            <source>stakes ×{factor}</source>
            <translation>stawka ×{factor}</translation>
        </message>
        <message>
            <source>pot {chips}</source>
            <translation>pula {chips}</translation>
        </message>
        <message>
            <source>{name} holds {level}</source>
            <translation>{name} trzyma {level}</translation>
        </message>
        <message>
            <source>Doppler pushed</source>
            <translation>Doppler wysunięty</translation>
        </message>
        <message>
            <source>no Doppler</source>
            <translation>bez Dopplera</translation>
        </message>
        <message>
            <source>has chosen</source>
            <translation>wybrał</translation>
        </message>
        <message>
            <source>Doppler</source>
            <translation>Doppler</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>holds {level}</source>
            <translation>trzyma {level}</translation>
        </message>
        <message>
            <source>declarer</source>
            <translation>rozgrywający</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>obrońca</translation>
        </message>
        <message>
            <source>Kontra</source>
            <translation>kontra</translation>
        </message>
        <message>
            <source>Re</source>
            <translation>re</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n lewa</numerusform>
                <numerusform>%n lewy</numerusform>
                <numerusform>%n lew</numerusform>
            </translation>
        </message>
        <message>
            <source>Contract: {level} by {name}</source>
            <translation>Gra: {level}, gra {name}</translation>
        </message>
        <message>
            <source>Trump: the suit of the first lead</source>
            <translation>Atut: kolor pierwszego wyjścia</translation>
        </message>
        <message>
            <source>The auction: {holds}</source>
            <translation>Licytacja: {holds}</translation>
        </message>
        <message>
            <source>Stakes ×{factor} (Kontra, Re)</source>
            <translation>Stawka ×{factor} (kontra, re)</translation>
        </message>
        <message>
            <source>Stakes ×{factor} (Kontra)</source>
            <translation>Stawka ×{factor} (kontra)</translation>
        </message>
        <message>
            <source>Stakes ×{factor}</source>
            <translation>Stawka ×{factor}</translation>
        </message>
        <message>
            <source>{name}: {chips}</source>
            <translation>{name}: {chips}</translation>
        </message>
        <message>
            <source>Pot: {chips}</source>
            <translation>Pula: {chips}</translation>
        </message>
        <message>
            <source>Deals played: {n} of {total}</source>
            <translation>Rozegrane rozdania: {n} z {total}</translation>
        </message>
        <message>
            <source>{result}.</source>
            <translation>{result}.</translation>
        </message>
        <message>
            <source>Trump: {suit}.</source>
            <translation>Atut: {suit}.</translation>
        </message>
        <message numerus="yes">
            <source>%n Dopplers</source>
            <translation>
                <numerusform>%n Doppler</numerusform>
                <numerusform>%n Dopplery</numerusform>
                <numerusform>%n Dopplerów</numerusform>
            </translation>
        </message>
        <message>
            <source>Kontra and Re</source>
            <translation>kontra i re</translation>
        </message>
        <message>
            <source>Stakes ×{factor} ({why}).</source>
            <translation>Stawka ×{factor} ({why}).</translation>
        </message>
        <message>
            <source>Stakes ×{factor}.</source>
            <translation>Stawka ×{factor}.</translation>
        </message>
        <message>
            <source>Payments: {payments}.</source>
            <translation>Płatności: {payments}.</translation>
        </message>
        <message>
            <source>Balances: {balances}; pot {pot}.</source>
            <translation>Stan: {balances}; pula {pot}.</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>Sesja zakończona.</translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>Pula</translation>
        </message>
        <message>
            <source>push the Doppler (click it, or D) or not (N)</source>
            <translation>wysuń Dopplera (kliknij go albo D) albo nie (N)</translation>
        </message>
        <message>
            <source>bid, hold or pass in the auction panel</source>
            <translation>licytuj, trzymaj albo spasuj w panelu licytacji</translation>
        </message>
        <message>
            <source>click two cards to lay away, then confirm (L)</source>
            <translation>kliknij dwie karty do odłożenia, potem potwierdź (L)</translation>
        </message>
        <message>
            <source>announce your contract</source>
            <translation>zapowiedz swoją grę</translation>
        </message>
        <message>
            <source>say Kontra (K) or not (N)</source>
            <translation>powiedz kontra (K) albo nie (N)</translation>
        </message>
        <message>
            <source>say Re (R) or not (N)</source>
            <translation>powiedz re (R) albo nie (N)</translation>
        </message>
        <message>
            <source>That is not a move of Wallachen</source>
            <translation>To nie jest ruch w Wallachen</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>Rozdanie jest zakończone</translation>
        </message>
        <message>
            <source>Now each player decides whether to push the Doppler: double or no</source>
            <translation>Teraz każdy gracz decyduje, czy przesunąć Doppler: podwoić czy nie</translation>
        </message>
        <message>
            <source>It is the auction: bid, hold or pass</source>
            <translation>Trwa licytacja: licytuj, trzymaj albo pasuj</translation>
        </message>
        <message>
            <source>Nobody holds a bid yet: play (bid six) or pass</source>
            <translation>Nikt jeszcze nie licytował: graj (licytuj sześć) albo pasuj</translation>
        </message>
        <message>
            <source>Nobody holds a bid yet: bid a Brand, Bettel or Mord, or pass</source>
            <translation>Nikt jeszcze nie licytował: licytuj Brand, Bettel albo Mord albo pasuj</translation>
        </message>
        <message>
            <source>{who} bid {level}: hold it or pass</source>
            <translation>{who} licytuje {level}: trzymaj albo pasuj</translation>
        </message>
        <message>
            <source>You may bid {level}, or pass</source>
            <translation>Możesz licytować {level} albo pasować</translation>
        </message>
        <message>
            <source>You may bid any level above {level}, or pass</source>
            <translation>Możesz licytować dowolny poziom powyżej {level} albo pasować</translation>
        </message>
        <message>
            <source>Mord is held: nothing is higher, you can only pass</source>
            <translation>Mord jest trzymany: nic nie jest wyżej, możesz tylko pasować</translation>
        </message>
        <message>
            <source>Lay away two cards of your hand</source>
            <translation>Odłóż dwie karty z ręki</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Nie masz karty {card}</translation>
        </message>
        <message>
            <source>Your contract must be at least your winning bid, {level}</source>
            <translation>Twoja gra musi być co najmniej równa wygranej licytacji: {level}</translation>
        </message>
        <message>
            <source>Name the trump suit with a contract of tricks</source>
            <translation>Przy grze na lewy podaj kolor atutowy</translation>
        </message>
        <message>
            <source>Say Kontra or no</source>
            <translation>Powiedz kontra albo nie</translation>
        </message>
        <message>
            <source>Say Re or no</source>
            <translation>Powiedz re albo nie</translation>
        </message>
        <message>
            <source>Only a defender may say Kontra, once, before the end of the first trick</source>
            <translation>Kontrę może powiedzieć tylko obrońca, raz, przed końcem pierwszej lewy</translation>
        </message>
        <message>
            <source>You must follow suit and beat the {card}: play a higher {suit}</source>
            <translation>Musisz dołożyć do koloru i przebić kartę {card}: zagraj wyższy {suit}</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>Musisz dołożyć do koloru: zagraj {suit}</translation>
        </message>
        <message>
            <source>You must overtrump the {card}: play a higher {suit}</source>
            <translation>Musisz przebić wyżej kartę {card}: zagraj wyższy {suit}</translation>
        </message>
        <message>
            <source>You cannot follow suit, so you must trump: play a {suit}</source>
            <translation>Nie możesz dołożyć do koloru, więc musisz dać atut: zagraj {suit}</translation>
        </message>
        <message>
            <source>Play a card</source>
            <translation>Zagraj kartę</translation>
        </message>
        <message numerus="yes">
            <source>You made {contract} with %n tricks</source>
            <translation>
                <numerusform>Ugrałeś {contract}, biorąc %n lewę</numerusform>
                <numerusform>Ugrałeś {contract}, biorąc %n lewy</numerusform>
                <numerusform>Ugrałeś {contract}, biorąc %n lew</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} made {contract} with %n tricks</source>
            <translation>
                <numerusform>{who} ugrał {contract}, biorąc %n lewę</numerusform>
                <numerusform>{who} ugrał {contract}, biorąc %n lewy</numerusform>
                <numerusform>{who} ugrał {contract}, biorąc %n lew</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You failed {contract} with %n tricks</source>
            <translation>
                <numerusform>Nie ugrałeś {contract}, biorąc %n lewę</numerusform>
                <numerusform>Nie ugrałeś {contract}, biorąc %n lewy</numerusform>
                <numerusform>Nie ugrałeś {contract}, biorąc %n lew</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} failed {contract} with %n tricks</source>
            <translation>
                <numerusform>{who} nie ugrał {contract}, biorąc %n lewę</numerusform>
                <numerusform>{who} nie ugrał {contract}, biorąc %n lewy</numerusform>
                <numerusform>{who} nie ugrał {contract}, biorąc %n lew</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody played: everybody paid {ante} into the pot</source>
            <translation>Nikt nie grał: każdy wpłacił {ante} do puli</translation>
        </message>
        <message>
            <source>Nobody played: the deal is thrown in</source>
            <translation>Nikt nie grał: rozdanie zostaje unieważnione</translation>
        </message>
        <message>
            <source>{balances}; pot {pot}</source>
            <translation>{balances}; pula {pot}</translation>
        </message>
        <message>
            <source>{who}: {chips}</source>
            <translation>{who}: {chips}</translation>
        </message>
        <message>
            <source>Six</source>
            <translation>Szóstka</translation>
        </message>
        <message>
            <source>Seven</source>
            <translation>Siódemka</translation>
        </message>
        <message>
            <source>Eight</source>
            <translation>Ósemka</translation>
        </message>
        <message>
            <source>Nine</source>
            <translation>Dziewiątka</translation>
        </message>
        <message>
            <source>Brand in {suit}</source>
            <translation>Brand w kolorze {suit}</translation>
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
            <translation>Witaj. Gra ▸ Nowa gra… (Ctrl+N), aby zacząć.</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Gra</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nowa gra…</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Zasady tej gry</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Ustawienia…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatystyki…</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Podpowiedź</translation>
        </message>
        <message>
            <source>THIS DEAL</source>
            <translation>TO ROZDANIE</translation>
        </message>
        <message>
            <source>The deal's calls and plays</source>
            <translation>Deklaracje i zagrania tego rozdania</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Pomoc</translation>
        </message>
        <message>
            <source>&amp;Choose a game…</source>
            <translation>&amp;Wybierz grę…</translation>
        </message>
        <message>
            <source>Play deal &amp;number…</source>
            <translation>Zagraj rozdanie o &amp;numerze…</translation>
        </message>
        <message>
            <source>Play the last deal &amp;again…</source>
            <translation>Zagraj ostatnie rozdanie &amp;ponownie…</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>&amp;Ostatnia lewa</translation>
        </message>
        <message>
            <source>&amp;Review this game's deals…</source>
            <translation>&amp;Przejrzyj rozdania tej gry…</translation>
        </message>
        <message>
            <source>&amp;Past games…</source>
            <translation>&amp;Minione gry…</translation>
        </message>
        <message>
            <source>&amp;Export the last deal…</source>
            <translation>&amp;Eksportuj ostatnie rozdanie…</translation>
        </message>
        <message>
            <source>&amp;Import a deal record…</source>
            <translation>&amp;Importuj zapis rozdania…</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Pełny ekran</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Zakończ</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>S&amp;króty klawiszowe</translation>
        </message>
        <message>
            <source>&amp;About cardtable</source>
            <translation>&amp;O programie cardtable</translation>
        </message>
        <message>
            <source>Learn {game}</source>
            <translation>Naucz się gry {game}</translation>
        </message>
        <message>
            <source>SCORE</source>
            <translation>WYNIK</translation>
        </message>
        <message>
            <source>SCORE SHEET</source>
            <translation>TABELA WYNIKÓW</translation>
        </message>
        <message>
            <source>The deal's number: Game ▸ Play deal number… deals the same cards again</source>
            <translation>Numer rozdania: Gra ▸ Zagraj rozdanie o numerze… rozdaje znowu te same karty</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Podpowiedź (H)</translation>
        </message>
        <message>
            <source>The computer's estimate of each card you may play</source>
            <translation>Ocena komputera dla każdej karty, którą możesz zagrać</translation>
        </message>
        <message>
            <source>One row per deal; the last row is the running total</source>
            <translation>Jeden wiersz na rozdanie; ostatni wiersz to bieżąca suma</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Tabela wyników</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stan</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>Stół do gry</translation>
        </message>
        <message>
            <source>{game} — cardtable</source>
            <translation>{game} — cardtable</translation>
        </message>
        <message>
            <source>Each deal's points are added here when it is scored.</source>
            <translation>Punkty każdego rozdania są dopisywane tutaj po jego podliczeniu.</translation>
        </message>
        <message>
            <source>Each hand's points are added here when it is scored; the last row is the running total.</source>
            <translation>Punkty każdego rozdania są dopisywane tutaj po jego podliczeniu; ostatni wiersz to bieżąca suma.</translation>
        </message>
        <message>
            <source>Each deal's points are added here when it is scored; the last row is the running total.</source>
            <translation>Punkty każdego rozdania są dopisywane tutaj po jego podliczeniu; ostatni wiersz to bieżąca suma.</translation>
        </message>
        <message>
            <source>Not all of the last choices can be used: {what}. The defaults apply; the settings file keeps the choices as they were.</source>
            <translation>Nie wszystkich ostatnich wyborów można użyć: {what}. Obowiązują wartości domyślne; plik ustawień zachowuje wybory w niezmienionej postaci.</translation>
        </message>
        <message>
            <source>The settings could not be saved: {why}</source>
            <translation>Nie udało się zapisać ustawień: {why}</translation>
        </message>
        <message>
            <source>Your game of {game} against {who}, deal {n}.</source>
            <translation>Twoja gra w {game} przeciw: {who}, rozdanie {n}.</translation>
        </message>
        <message>
            <source>The game of {game} of {who}, deal {n}.</source>
            <translation>Gra w {game}, gracze: {who}, rozdanie {n}.</translation>
        </message>
        <message>
            <source>Abandon your game of {game}? It cannot be resumed later.</source>
            <translation>Porzucić twoją grę w {game}? Nie będzie można jej później wznowić.</translation>
        </message>
        <message>
            <source>Abandon the game?</source>
            <translation>Porzucić grę?</translation>
        </message>
        <message>
            <source>Abandon it</source>
            <translation>Porzuć</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Graj dalej</translation>
        </message>
        <message>
            <source>Choose a game: Play starts it against the computer, Options… lets you choose the rules and the players.</source>
            <translation>Wybierz grę: Graj zaczyna ją przeciw komputerowi, w Opcje… wybierasz zasady i graczy.</translation>
        </message>
        <message>
            <source>Take back {name}'s last move? At a table of several people a move is taken back only if everybody agrees.</source>
            <translation>Cofnąć ostatni ruch gracza {name}? Przy stole z kilkoma osobami ruch cofa się tylko, gdy wszyscy się zgadzają.</translation>
        </message>
        <message>
            <source>Deal {n} of this game</source>
            <translation>Rozdanie {n} tej gry</translation>
        </message>
        <message>
            <source>Number {seed}</source>
            <translation>Numer {seed}</translation>
        </message>
        <message>
            <source>Played again: everybody holds the same hand</source>
            <translation>Zagrane ponownie: każdy ma te same karty</translation>
        </message>
        <message>
            <source>No deal of this game has been finished yet.</source>
            <translation>W tej grze nie zakończono jeszcze żadnego rozdania.</translation>
        </message>
        <message>
            <source>The deal cannot be shown: {why}</source>
            <translation>Nie można pokazać rozdania: {why}</translation>
        </message>
        <message>
            <source>Past games are kept only when the app keeps its files (not in this run).</source>
            <translation>Minione gry są zachowywane tylko, gdy aplikacja zachowuje swoje pliki (nie w tym uruchomieniu).</translation>
        </message>
        <message>
            <source>{file} cannot be shown: {why}</source>
            <translation>Nie można pokazać {file}: {why}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Miejsce {n}</translation>
        </message>
        <message>
            <source>Import a deal record</source>
            <translation>Importuj zapis rozdania</translation>
        </message>
        <message>
            <source>Deal records and saved games (*.json);;All files (*)</source>
            <translation>Zapisy rozdań i zapisane gry (*.json);;Wszystkie pliki (*)</translation>
        </message>
        <message>
            <source>Export the last deal</source>
            <translation>Eksportuj ostatnie rozdanie</translation>
        </message>
        <message>
            <source>Deal records (*.json)</source>
            <translation>Zapisy rozdań (*.json)</translation>
        </message>
        <message>
            <source>The deal could not be saved: {why}</source>
            <translation>Nie udało się zapisać rozdania: {why}</translation>
        </message>
        <message>
            <source>About cardtable</source>
            <translation>O programie cardtable</translation>
        </message>
    </context>
</TS>
