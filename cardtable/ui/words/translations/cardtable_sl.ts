<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sl">
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>V redu</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Prekliči</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zapri</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Da</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Ne</translation>
        </message>
    </context>
    <context>
        <name>SoundControls</name>
        <message>
            <source>Volume of the table's sounds</source>
            <translation>Glasnost zvokov mize</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Glasnost</translation>
        </message>
        <message>
            <source>Mute</source>
            <translation>Utišaj</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>Statistics</source>
            <translation>Statistika</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Igra</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Ponastavi statistiko …</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zapri</translation>
        </message>
        <message>
            <source>No statistics are kept: a demo keeps none, and the statistics file could not be used.</source>
            <translation>Statistika se ne vodi: predstavitev je ne vodi, datoteke s statistiko pa ni bilo mogoče uporabiti.</translation>
        </message>
        <message>
            <source>No deal of {game} has been played to its end yet.</source>
            <translation>Nobena igra {game} še ni bila odigrana do konca.</translation>
        </message>
        <message>
            <source>Over time</source>
            <translation>Skozi čas</translation>
        </message>
        <message>
            <source>By level</source>
            <translation>Po ravneh</translation>
        </message>
        <message>
            <source>Bummerl</source>
            <translation>Bumerl</translation>
        </message>
        <message>
            <source>Bags</source>
            <translation>Vreče</translation>
        </message>
        <message>
            <source>Chip balances</source>
            <translation>Stanje žetonov</translation>
        </message>
        <message>
            <source>Bummerl won</source>
            <translation>Dobljeni bumerli</translation>
        </message>
        <message>
            <source>Bummerl lost</source>
            <translation>Izgubljeni bumerli</translation>
        </message>
        <message>
            <source>Sessions won</source>
            <translation>Dobljene seje</translation>
        </message>
        <message>
            <source>Sessions lost</source>
            <translation>Izgubljene seje</translation>
        </message>
        <message>
            <source>Matches won</source>
            <translation>Dobljene partije</translation>
        </message>
        <message>
            <source>Matches lost</source>
            <translation>Izgubljene partije</translation>
        </message>
        <message>
            <source>{game}: {deals}, {won} won, {lost} lost</source>
            <translation>{game}: {deals}, {won} dobljenih, {lost} izgubljenih</translation>
        </message>
        <message numerus="yes">
            <source>%n deals played</source>
            <translation>
                <numerusform>%n odigrana igra</numerusform>
                <numerusform>%n odigrani igri</numerusform>
                <numerusform>%n odigrane igre</numerusform>
                <numerusform>%n odigranih iger</numerusform>
            </translation>
        </message>
        <message>
            <source> ({rate} won)</source>
            <translation> ({rate} dobljenih)</translation>
        </message>
        <message>
            <source>Bummerl: {won} won, {lost} lost</source>
            <translation>Bumerli: {won} dobljenih, {lost} izgubljenih</translation>
        </message>
        <message>
            <source>Sessions: {won} won, {lost} lost</source>
            <translation>Seje: {won} dobljenih, {lost} izgubljenih</translation>
        </message>
        <message>
            <source>Matches: {won} won, {lost} lost</source>
            <translation>Partije: {won} dobljenih, {lost} izgubljenih</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Pravila</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Nasprotniki</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Igre</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Dobljene</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Izgubljene</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Delež zmag</translation>
        </message>
        <message>
            <source>With undo</source>
            <translation>Z razveljavitvijo</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>Pravila po meri</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Lahka</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Običajna</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Močna</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>Mojster</translation>
        </message>
        <message>
            <source>Mixed levels</source>
            <translation>Mešane ravni</translation>
        </message>
        <message>
            <source>People only</source>
            <translation>Samo ljudje</translation>
        </message>
        <message>
            <source>Your win rate over the last {n} deals, deal by deal</source>
            <translation>Tvoj delež zmag v zadnjih {n} igrah, igra za igro</translation>
        </message>
        <message>
            <source>Deals won, per cent</source>
            <translation>Dobljene igre, odstotki</translation>
        </message>
        <message>
            <source>Deals (the last {n})</source>
            <translation>Igre (zadnjih {n})</translation>
        </message>
        <message>
            <source>Deals won and lost per day</source>
            <translation>Dobljene in izgubljene igre na dan</translation>
        </message>
        <message>
            <source>Neither</source>
            <translation>Neodločeno</translation>
        </message>
        <message>
            <source>Win rate by the computers' level</source>
            <translation>Delež zmag po ravni računalnikov</translation>
        </message>
        <message>
            <source>{units}, per cent</source>
            <translation>{units}, odstotki</translation>
        </message>
        <message>
            <source>Per cent</source>
            <translation>Odstotki</translation>
        </message>
        <message>
            <source>Game points in each of the last {n} Bummerl ({won} won, {lost} lost)</source>
            <translation>Igralne točke v vsakem od zadnjih {n} bumerlov ({won} dobljenih, {lost} izgubljenih)</translation>
        </message>
        <message>
            <source>Your game points</source>
            <translation>Tvoje igralne točke</translation>
        </message>
        <message>
            <source>Your opponent's</source>
            <translation>Nasprotnikove</translation>
        </message>
        <message>
            <source>Game points</source>
            <translation>Igralne točke</translation>
        </message>
        <message>
            <source>Bags your side took, hand by hand (the last {n} hands)</source>
            <translation>Vreče tvoje strani, igra za igro (zadnjih {n} iger)</translation>
        </message>
        <message>
            <source>Your chips after each deal (the last {n} sessions)</source>
            <translation>Tvoji žetoni po vsaki igri (zadnjih {n} sej)</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Igra</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Žetoni</translation>
        </message>
        <message>
            <source>Session {n}</source>
            <translation>Seja {n}</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Ponastavi statistiko</translation>
        </message>
        <message>
            <source>Forget every deal and match of {game} played so far? This cannot be undone.</source>
            <translation>Pozabim vse doslej odigrane igre in partije igre {game}? Tega ni mogoče razveljaviti.</translation>
        </message>
    </context>
    <context>
        <name>access</name>
        <message>
            <source>the dealer</source>
            <translation>delivec</translation>
        </message>
        <message>
            <source>on turn</source>
            <translation>na vrsti</translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n žeton</numerusform>
                <numerusform>%n žetona</numerusform>
                <numerusform>%n žetoni</numerusform>
                <numerusform>%n žetonov</numerusform>
            </translation>
        </message>
        <message>
            <source>a card face down</source>
            <translation>karta z licem navzdol</translation>
        </message>
        <message>
            <source>{card}, in your hand, playable</source>
            <translation>{card}, v tvoji roki, za igro</translation>
        </message>
        <message>
            <source>{card}, in your hand</source>
            <translation>{card}, v tvoji roki</translation>
        </message>
        <message>
            <source>{card}, in {name}'s hand</source>
            <translation>{card}, v roki igralca {name}</translation>
        </message>
        <message>
            <source>you may play it: press Enter</source>
            <translation>lahko jo igraš: pritisni Enter</translation>
        </message>
        <message>
            <source>you may not play it now</source>
            <translation>zdaj je ne smeš igrati</translation>
        </message>
        <message>
            <source>The Poch board</source>
            <translation>Deska za Poch</translation>
        </message>
        <message>
            <source>{name}'s won cards</source>
            <translation>Vzetki igralca {name}</translation>
        </message>
        <message>
            <source>{zone}: {card}</source>
            <translation>{zone}: {card}</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karti</numerusform>
                <numerusform>%n karte</numerusform>
                <numerusform>%n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>Your won cards</source>
            <translation>Tvoji vzetki</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Tvoja roka</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>Roka igralca {name}</translation>
        </message>
        <message>
            <source>Your cards, out of this deal</source>
            <translation>Tvoje karte, izven tega deljenja</translation>
        </message>
        <message>
            <source>{name}'s cards, out of this deal</source>
            <translation>Karte igralca {name}, izven tega deljenja</translation>
        </message>
        <message>
            <source>Your cards dealt for the first dealer</source>
            <translation>Tvoje karte za izbiro prvega delivca</translation>
        </message>
        <message>
            <source>{name}'s cards dealt for the first dealer</source>
            <translation>Karte igralca {name} za izbiro prvega delivca</translation>
        </message>
        <message>
            <source>press it to act</source>
            <translation>pritisni za potezo</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>Vprašanje</translation>
        </message>
    </context>
    <context>
        <name>again</name>
        <message>
            <source>No deal of this game has been played to its end yet: finish a deal, then play it again.</source>
            <translation>V tej partiji še nobena igra ni odigrana do konca: odigrajte igro do konca, nato jo igrajte znova.</translation>
        </message>
        <message>
            <source>A deal is played again by one person against the computers; at this table several people play.</source>
            <translation>Igro znova igra ena oseba proti računalnikom; za to mizo igra več ljudi.</translation>
        </message>
        <message>
            <source>This deal cannot be dealt again the same way.</source>
            <translation>Te igre ni mogoče znova razdeliti na enak način.</translation>
        </message>
        <message>
            <source>This deal cannot be played again.</source>
            <translation>Te igre ni mogoče igrati znova.</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>Igraj to igro znova</translation>
        </message>
        <message>
            <source>Everybody gets the same cards again, dealt by the same dealer. Where do you sit this time? The computers play the other seats; your match waits until you are back.</source>
            <translation>Vsi znova dobijo iste karte, deli jih isti delivec. Kje sedite tokrat? Računalniki igrajo na drugih mestih; vaša partija počaka, da se vrnete.</translation>
        </message>
        <message>
            <source>Play it</source>
            <translation>Igraj</translation>
        </message>
        <message>
            <source>Deal {n} played again, in your seat</source>
            <translation>Igra {n} znova, na vašem mestu</translation>
        </message>
        <message>
            <source>Deal {n} played again, in {name}'s seat</source>
            <translation>Igra {n} znova, na mestu igralca {name}</translation>
        </message>
        <message>
            <source>Your seat again ({amount} the first time)</source>
            <translation>Spet vaše mesto (prvič {amount})</translation>
        </message>
        <message>
            <source>{name}'s seat ({amount} for {name} the first time)</source>
            <translation>Mesto igralca {name} (prvič {amount} za: {name})</translation>
        </message>
        <message>
            <source>First time (you in your seat): {amount}</source>
            <translation>Prvič (vi na svojem mestu): {amount}</translation>
        </message>
        <message>
            <source>This time (you in your seat again): {amount}</source>
            <translation>Tokrat (vi spet na svojem mestu): {amount}</translation>
        </message>
        <message>
            <source>First time ({name} in that seat): {amount}</source>
            <translation>Prvič ({name} na tem mestu): {amount}</translation>
        </message>
        <message>
            <source>This time (you in {name}'s seat): {amount}</source>
            <translation>Tokrat (vi na mestu igralca {name}): {amount}</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>Good</source>
            <translation>Dobro</translation>
        </message>
        <message>
            <source>Inaccuracy</source>
            <translation>Nenatančnost</translation>
        </message>
        <message>
            <source>Mistake</source>
            <translation>Napaka</translation>
        </message>
        <message>
            <source>Blunder</source>
            <translation>Huda napaka</translation>
        </message>
        <message>
            <source>Good: {move} (expected {amount}).</source>
            <translation>Dobro: {move} (pričakovano {amount}).</translation>
        </message>
        <message>
            <source>{verdict}: {move} cost about {amount}; better: {best} (expected {expected}).</source>
            <translation>{verdict}: {move} je stalo približno {amount}; bolje: {best} (pričakovano {expected}).</translation>
        </message>
        <message>
            <source>With all cards open: {move} was the best ({amount}).</source>
            <translation>Z vsemi kartami odkritimi: {move} je bilo najboljše ({amount}).</translation>
        </message>
        <message>
            <source>With all cards open: {move} gives {amount}, {best} {expected}.</source>
            <translation>Z vsemi kartami odkritimi: {move} da {amount}, {best} {expected}.</translation>
        </message>
        <message numerus="yes">
            <source>%n blunders</source>
            <translation>
                <numerusform>%n huda napaka</numerusform>
                <numerusform>%n hudi napaki</numerusform>
                <numerusform>%n hude napake</numerusform>
                <numerusform>%n hudih napak</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistakes</source>
            <translation>
                <numerusform>%n napaka</numerusform>
                <numerusform>%n napaki</numerusform>
                <numerusform>%n napake</numerusform>
                <numerusform>%n napak</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n inaccuracies</source>
            <translation>
                <numerusform>%n nenatančnost</numerusform>
                <numerusform>%n nenatančnosti</numerusform>
                <numerusform>%n nenatančnosti</numerusform>
                <numerusform>%n nenatančnosti</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decisions rated</source>
            <translation>
                <numerusform>%n ocenjena odločitev</numerusform>
                <numerusform>%n ocenjeni odločitvi</numerusform>
                <numerusform>%n ocenjene odločitve</numerusform>
                <numerusform>%n ocenjenih odločitev</numerusform>
            </translation>
        </message>
        <message>
            <source>No mistakes: every choice was as good as the best ({rated}).</source>
            <translation>Brez napak: vsaka izbira je bila dobra kot najboljša ({rated}).</translation>
        </message>
        <message>
            <source>{counts}; about {amount} lost ({rated}).</source>
            <translation>{counts}; izgubljeno približno {amount} ({rated}).</translation>
        </message>
        <message>
            <source>Analyse my play</source>
            <translation>Analiziraj mojo igro</translation>
        </message>
        <message>
            <source>Rate each of your decisions by the strongest computer player, knowing only what you knew then</source>
            <translation>Oceni vsako svojo odločitev z najmočnejšim računalniškim igralcem, ki ve samo to, kar si takrat vedel ti</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Prekliči</translation>
        </message>
        <message>
            <source>Analysing your decisions…</source>
            <translation>Analiziram tvoje odločitve …</translation>
        </message>
        <message>
            <source>The analysis was cancelled.</source>
            <translation>Analiza je bila preklicana.</translation>
        </message>
        <message>
            <source>The analysis failed: {why}</source>
            <translation>Analiza ni uspela: {why}</translation>
        </message>
        <message>
            <source>Expected result along the deal</source>
            <translation>Pričakovani izid skozi igro</translation>
        </message>
        <message>
            <source>Your play</source>
            <translation>Tvoja igra</translation>
        </message>
        <message>
            <source>Best play</source>
            <translation>Najboljša igra</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>Napake</translation>
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
            <translation>Sekvenca</translation>
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
            <translation>F</translation>
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
            <translation>križ dvojka</translation>
        </message>
        <message>
            <source>three of clubs</source>
            <translation>križ trojka</translation>
        </message>
        <message>
            <source>four of clubs</source>
            <translation>križ štirica</translation>
        </message>
        <message>
            <source>five of clubs</source>
            <translation>križ petica</translation>
        </message>
        <message>
            <source>six of clubs</source>
            <translation>križ šestica</translation>
        </message>
        <message>
            <source>seven of clubs</source>
            <translation>križ sedmica</translation>
        </message>
        <message>
            <source>eight of clubs</source>
            <translation>križ osmica</translation>
        </message>
        <message>
            <source>nine of clubs</source>
            <translation>križ devetka</translation>
        </message>
        <message>
            <source>ten of clubs</source>
            <translation>križ desetka</translation>
        </message>
        <message>
            <source>jack of clubs</source>
            <translation>križ fant</translation>
        </message>
        <message>
            <source>queen of clubs</source>
            <translation>križ dama</translation>
        </message>
        <message>
            <source>king of clubs</source>
            <translation>križ kralj</translation>
        </message>
        <message>
            <source>ace of clubs</source>
            <translation>križ as</translation>
        </message>
        <message>
            <source>two of diamonds</source>
            <translation>karo dvojka</translation>
        </message>
        <message>
            <source>three of diamonds</source>
            <translation>karo trojka</translation>
        </message>
        <message>
            <source>four of diamonds</source>
            <translation>karo štirica</translation>
        </message>
        <message>
            <source>five of diamonds</source>
            <translation>karo petica</translation>
        </message>
        <message>
            <source>six of diamonds</source>
            <translation>karo šestica</translation>
        </message>
        <message>
            <source>seven of diamonds</source>
            <translation>karo sedmica</translation>
        </message>
        <message>
            <source>eight of diamonds</source>
            <translation>karo osmica</translation>
        </message>
        <message>
            <source>nine of diamonds</source>
            <translation>karo devetka</translation>
        </message>
        <message>
            <source>ten of diamonds</source>
            <translation>karo desetka</translation>
        </message>
        <message>
            <source>jack of diamonds</source>
            <translation>karo fant</translation>
        </message>
        <message>
            <source>queen of diamonds</source>
            <translation>karo dama</translation>
        </message>
        <message>
            <source>king of diamonds</source>
            <translation>karo kralj</translation>
        </message>
        <message>
            <source>ace of diamonds</source>
            <translation>karo as</translation>
        </message>
        <message>
            <source>two of hearts</source>
            <translation>srce dvojka</translation>
        </message>
        <message>
            <source>three of hearts</source>
            <translation>srce trojka</translation>
        </message>
        <message>
            <source>four of hearts</source>
            <translation>srce štirica</translation>
        </message>
        <message>
            <source>five of hearts</source>
            <translation>srce petica</translation>
        </message>
        <message>
            <source>six of hearts</source>
            <translation>srce šestica</translation>
        </message>
        <message>
            <source>seven of hearts</source>
            <translation>srce sedmica</translation>
        </message>
        <message>
            <source>eight of hearts</source>
            <translation>srce osmica</translation>
        </message>
        <message>
            <source>nine of hearts</source>
            <translation>srce devetka</translation>
        </message>
        <message>
            <source>ten of hearts</source>
            <translation>srce desetka</translation>
        </message>
        <message>
            <source>jack of hearts</source>
            <translation>srce fant</translation>
        </message>
        <message>
            <source>queen of hearts</source>
            <translation>srce dama</translation>
        </message>
        <message>
            <source>king of hearts</source>
            <translation>srce kralj</translation>
        </message>
        <message>
            <source>ace of hearts</source>
            <translation>srce as</translation>
        </message>
        <message>
            <source>two of spades</source>
            <translation>pik dvojka</translation>
        </message>
        <message>
            <source>three of spades</source>
            <translation>pik trojka</translation>
        </message>
        <message>
            <source>four of spades</source>
            <translation>pik štirica</translation>
        </message>
        <message>
            <source>five of spades</source>
            <translation>pik petica</translation>
        </message>
        <message>
            <source>six of spades</source>
            <translation>pik šestica</translation>
        </message>
        <message>
            <source>seven of spades</source>
            <translation>pik sedmica</translation>
        </message>
        <message>
            <source>eight of spades</source>
            <translation>pik osmica</translation>
        </message>
        <message>
            <source>nine of spades</source>
            <translation>pik devetka</translation>
        </message>
        <message>
            <source>ten of spades</source>
            <translation>pik desetka</translation>
        </message>
        <message>
            <source>jack of spades</source>
            <translation>pik fant</translation>
        </message>
        <message>
            <source>queen of spades</source>
            <translation>pik dama</translation>
        </message>
        <message>
            <source>king of spades</source>
            <translation>pik kralj</translation>
        </message>
        <message>
            <source>ace of spades</source>
            <translation>pik as</translation>
        </message>
        <message>
            <source>little joker</source>
            <translation>mali joker</translation>
        </message>
        <message>
            <source>big joker</source>
            <translation>veliki joker</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>križ</translation>
        </message>
        <message>
            <source>club</source>
            <translation>križ</translation>
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
            <translation>srce</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>srce</translation>
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
            <translation>Sau</translation>
        </message>
        <message>
            <source>King</source>
            <translation>Kralj</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Dama</translation>
        </message>
        <message>
            <source>Ober</source>
            <translation>Ober</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Fant</translation>
        </message>
        <message>
            <source>Unter</source>
            <translation>Unter</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>Desetka</translation>
        </message>
    </context>
    <context>
        <name>dealer button</name>
        <message>
            <source>D</source>
            <translation>D</translation>
        </message>
    </context>
    <context>
        <name>dialogs</name>
        <message>
            <source>Rules of {game}</source>
            <translation>Pravila: {game}</translation>
        </message>
        <message>
            <source>Which game's rules?</source>
            <translation>Pravila katere igre?</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Jezik</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Nastavitve</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Karte</translation>
        </message>
        <message>
            <source>Card back</source>
            <translation>Hrbet kart</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Hitrost animacije</translation>
        </message>
        <message>
            <source>Table felt</source>
            <translation>Prt mize</translation>
        </message>
        <message>
            <source>A finished trick stays</source>
            <translation>Končan vzetek ostane</translation>
        </message>
        <message>
            <source>Card size</source>
            <translation>Velikost kart</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Zvok</translation>
        </message>
        <message>
            <source>As the system ({language})</source>
            <translation>Kot sistem ({language})</translation>
        </message>
        <message>
            <source>How long a finished trick stays on the table before it goes to its winner (T shows the last trick again at any time)</source>
            <translation>Kako dolgo končan vzetek ostane na mizi, preden gre k zmagovalcu (T kadar koli znova pokaže zadnji vzetek)</translation>
        </message>
        <message>
            <source>Large text</source>
            <translation>Velika pisava</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nova igra</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Igra</translation>
        </message>
        <message>
            <source>Rules preset</source>
            <translation>Prednastavitev</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Igralci</translation>
        </message>
        <message>
            <source>Rules options</source>
            <translation>Možnosti pravil</translation>
        </message>
        <message>
            <source>Start position</source>
            <translation>Začetni položaj</translation>
        </message>
        <message>
            <source>Begin where you left off: each player's chips, and chips already on the table</source>
            <translation>Nadaljujte tam, kjer ste končali: žetoni vsakega igralca in žetoni, ki že ležijo na mizi</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Sedeži</translation>
        </message>
        <message>
            <source>Start position: {place}</source>
            <translation>Začetni položaj: {place}</translation>
        </message>
        <message>
            <source>Play deal number</source>
            <translation>Igraj igro s številko</translation>
        </message>
        <message>
            <source>Every deal has a number: the same number deals the same cards. The end-of-deal panel and the score panel show it. Which deal do you want to play?</source>
            <translation>Vsaka igra ima številko: ista številka razdeli iste karte. Pokažeta jo plošča ob koncu igre in plošča z izidom. Katero igro želiš igrati?</translation>
        </message>
        <message>
            <source>a deal number, e.g. 1234</source>
            <translation>številka igre, npr. 1234</translation>
        </message>
        <message>
            <source>Take a move back?</source>
            <translation>Vzamem potezo nazaj?</translation>
        </message>
        <message>
            <source>{name} agrees</source>
            <translation>{name} se strinja</translation>
        </message>
        <message>
            <source>Take it back</source>
            <translation>Vzemi nazaj</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>Računalniški igralci</translation>
        </message>
        <message>
            <source>Pace</source>
            <translation>Tempo</translation>
        </message>
        <message>
            <source>How long the table waits after each computer decision before it shows it</source>
            <translation>Kako dolgo miza počaka po vsaki odločitvi računalnika, preden jo pokaže</translation>
        </message>
        <message>
            <source>Pause after each trick</source>
            <translation>Ustavi po vsakem vzetku</translation>
        </message>
        <message>
            <source>Pause after each computer call</source>
            <translation>Ustavi po vsaki napovedi računalnika</translation>
        </message>
        <message>
            <source>The table waits until you press Space or Enter, or click it</source>
            <translation>Miza počaka, da pritisnete preslednico ali Enter ali kliknete nanjo</translation>
        </message>
        <message>
            <source>Play my forced moves for me</source>
            <translation>Namesto mene igraj prisiljene poteze</translation>
        </message>
        <message>
            <source>When you have only one legal move, it is made for you</source>
            <translation>Ko imate le eno dovoljeno potezo, je narejena namesto vas</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>po meri</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Sedež {n}</translation>
        </message>
        <message>
            <source>{seat}: name</source>
            <translation>{seat}: ime</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Človek</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Računalnik</translation>
        </message>
        <message>
            <source>{seat}: who plays</source>
            <translation>{seat}: kdo igra</translation>
        </message>
        <message>
            <source>{seat}: level</source>
            <translation>{seat}: raven</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Igralec {n}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ti</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>The deal is over</source>
            <translation>Igra je končana</translation>
        </message>
        <message>
            <source>It is not one of the moves allowed now</source>
            <translation>Ta poteza zdaj ni dovoljena</translation>
        </message>
        <message>
            <source>That is not a move of this game: {why}</source>
            <translation>To ni poteza te igre: {why}</translation>
        </message>
        <message>
            <source>That cannot be read as a move: {why}</source>
            <translation>Tega ni mogoče prebrati kot potezo: {why}</translation>
        </message>
        <message>
            <source>{line}</source>
            <translation>{line}</translation>
        </message>
        <message>
            <source>{game} is played by {counts} players, not {n}</source>
            <translation>{game} igra {counts} igralcev, ne {n}</translation>
        </message>
    </context>
    <context>
        <name>errors</name>
        <message>
            <source>Something went wrong inside cardtable. The game goes on where it was. What happened is written to {file}; "Copy details" puts it on the clipboard for a bug report.</source>
            <translation>V cardtable je šlo nekaj narobe. Igra se nadaljuje, kjer je bila. Kaj se je zgodilo, je zapisano v {file}; »Kopiraj podrobnosti« to shrani v odložišče za poročilo o napaki.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Kopiraj podrobnosti</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Kopirano</translation>
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
            <translation>Poberi polja deske, stavi na svojo najboljšo kombinacijo, nato se v naraščajočih verigah znebi kart.</translation>
        </message>
        <message>
            <source>Schnapsen</source>
            <translation>Šnops</translation>
        </message>
        <message>
            <source>Austrian Sixty-six for two: marriages, trump exchange, closing the talon, first to 66; Bummerl to 7.</source>
            <translation>Avstrijski šestinšestdeset za dva: poroke, menjava fanta aduta, zapiranje talona, kdo prvi doseže 66; bumerl do 7.</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Spades (pik)</translation>
        </message>
        <message>
            <source>Bid the tricks you will take; spades are always trump, the jokers top them.</source>
            <translation>Napovej, koliko vzetkov boš dobil; pik je vedno adut, jokerja sta še višja.</translation>
        </message>
        <message>
            <source>Tippen</source>
            <translation>Tippen</translation>
        </message>
        <message>
            <source>Three cards around one pot: each trick takes a third of it, and a player who plays and takes none pays the bête.</source>
            <translation>Tri karte okoli ene banke: vsak vzetek odnese tretjino, kdor igra in ne dobi nobenega vzetka, plača bête.</translation>
        </message>
        <message>
            <source>Wallachen</source>
            <translation>Wallachen</translation>
        </message>
        <message>
            <source>Three players: double with the Doppler, bid for the Start, then play alone against two for Six to Nine tricks, Bettel or Mord.</source>
            <translation>Trije igralci: podvajanje z Dopplerjem, licitacija za Start, nato igra sam proti dvema za šest do devet vzetkov, Bettel ali Mord.</translation>
        </message>
    </context>
    <context>
        <name>german cards</name>
        <message>
            <source>two of acorns</source>
            <translation>želod dvojka</translation>
        </message>
        <message>
            <source>three of acorns</source>
            <translation>želod trojka</translation>
        </message>
        <message>
            <source>four of acorns</source>
            <translation>želod štirica</translation>
        </message>
        <message>
            <source>five of acorns</source>
            <translation>želod petica</translation>
        </message>
        <message>
            <source>six of acorns</source>
            <translation>želod šestica</translation>
        </message>
        <message>
            <source>seven of acorns</source>
            <translation>želod sedmica</translation>
        </message>
        <message>
            <source>eight of acorns</source>
            <translation>želod osmica</translation>
        </message>
        <message>
            <source>nine of acorns</source>
            <translation>želod devetka</translation>
        </message>
        <message>
            <source>ten of acorns</source>
            <translation>želod desetka</translation>
        </message>
        <message>
            <source>Unter of acorns</source>
            <translation>želod unter</translation>
        </message>
        <message>
            <source>Ober of acorns</source>
            <translation>želod ober</translation>
        </message>
        <message>
            <source>King of acorns</source>
            <translation>želod kralj</translation>
        </message>
        <message>
            <source>Sau of acorns</source>
            <translation>želod sau</translation>
        </message>
        <message>
            <source>two of bells</source>
            <translation>zvonec dvojka</translation>
        </message>
        <message>
            <source>three of bells</source>
            <translation>zvonec trojka</translation>
        </message>
        <message>
            <source>four of bells</source>
            <translation>zvonec štirica</translation>
        </message>
        <message>
            <source>five of bells</source>
            <translation>zvonec petica</translation>
        </message>
        <message>
            <source>six of bells</source>
            <translation>zvonec šestica</translation>
        </message>
        <message>
            <source>seven of bells</source>
            <translation>zvonec sedmica</translation>
        </message>
        <message>
            <source>eight of bells</source>
            <translation>zvonec osmica</translation>
        </message>
        <message>
            <source>nine of bells</source>
            <translation>zvonec devetka</translation>
        </message>
        <message>
            <source>ten of bells</source>
            <translation>zvonec desetka</translation>
        </message>
        <message>
            <source>Unter of bells</source>
            <translation>zvonec unter</translation>
        </message>
        <message>
            <source>Ober of bells</source>
            <translation>zvonec ober</translation>
        </message>
        <message>
            <source>King of bells</source>
            <translation>zvonec kralj</translation>
        </message>
        <message>
            <source>Sau of bells</source>
            <translation>zvonec sau</translation>
        </message>
        <message>
            <source>two of hearts</source>
            <translation>srce dvojka</translation>
        </message>
        <message>
            <source>three of hearts</source>
            <translation>srce trojka</translation>
        </message>
        <message>
            <source>four of hearts</source>
            <translation>srce štirica</translation>
        </message>
        <message>
            <source>five of hearts</source>
            <translation>srce petica</translation>
        </message>
        <message>
            <source>six of hearts</source>
            <translation>srce šestica</translation>
        </message>
        <message>
            <source>seven of hearts</source>
            <translation>srce sedmica</translation>
        </message>
        <message>
            <source>eight of hearts</source>
            <translation>srce osmica</translation>
        </message>
        <message>
            <source>nine of hearts</source>
            <translation>srce devetka</translation>
        </message>
        <message>
            <source>ten of hearts</source>
            <translation>srce desetka</translation>
        </message>
        <message>
            <source>Unter of hearts</source>
            <translation>srce unter</translation>
        </message>
        <message>
            <source>Ober of hearts</source>
            <translation>srce ober</translation>
        </message>
        <message>
            <source>King of hearts</source>
            <translation>srce kralj</translation>
        </message>
        <message>
            <source>Sau of hearts</source>
            <translation>srce sau</translation>
        </message>
        <message>
            <source>two of leaves</source>
            <translation>list dvojka</translation>
        </message>
        <message>
            <source>three of leaves</source>
            <translation>list trojka</translation>
        </message>
        <message>
            <source>four of leaves</source>
            <translation>list štirica</translation>
        </message>
        <message>
            <source>five of leaves</source>
            <translation>list petica</translation>
        </message>
        <message>
            <source>six of leaves</source>
            <translation>list šestica</translation>
        </message>
        <message>
            <source>seven of leaves</source>
            <translation>list sedmica</translation>
        </message>
        <message>
            <source>eight of leaves</source>
            <translation>list osmica</translation>
        </message>
        <message>
            <source>nine of leaves</source>
            <translation>list devetka</translation>
        </message>
        <message>
            <source>ten of leaves</source>
            <translation>list desetka</translation>
        </message>
        <message>
            <source>Unter of leaves</source>
            <translation>list unter</translation>
        </message>
        <message>
            <source>Ober of leaves</source>
            <translation>list ober</translation>
        </message>
        <message>
            <source>King of leaves</source>
            <translation>list kralj</translation>
        </message>
        <message>
            <source>Sau of leaves</source>
            <translation>list sau</translation>
        </message>
        <message>
            <source>acorns</source>
            <translation>želod</translation>
        </message>
        <message>
            <source>acorn</source>
            <translation>želod</translation>
        </message>
        <message>
            <source>bells</source>
            <translation>zvonec</translation>
        </message>
        <message>
            <source>bell</source>
            <translation>zvonec</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>srce</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>srce</translation>
        </message>
        <message>
            <source>leaves</source>
            <translation>list</translation>
        </message>
        <message>
            <source>leaf</source>
            <translation>list</translation>
        </message>
    </context>
    <context>
        <name>help</name>
        <message>
            <source>Pick a card you may play, or a button offered (a bid, Keep …)</source>
            <translation>Izberi karto, ki jo smeš igrati, ali ponujen gumb (licitacija, Obdrži …)</translation>
        </message>
        <message>
            <source>Play the card picked or press the button picked; press the button of a panel (Next deal, Resume …)</source>
            <translation>Igraj izbrano karto ali pritisni izbrani gumb; pritisni gumb plošče (Naslednja igra, Nadaljuj …)</translation>
        </message>
        <message>
            <source>Answer the question on the table (announce the marriage?)</source>
            <translation>Odgovori na vprašanje na mizi (napoveš poroko?)</translation>
        </message>
        <message>
            <source>Review the deal just finished, from its end-of-deal panel</source>
            <translation>Preglej pravkar končano igro, s plošče ob koncu igre</translation>
        </message>
        <message>
            <source>Put the last trick away; No to a question</source>
            <translation>Pospravi zadnji vzetek; Ne na vprašanje</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Meniji</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>Za mizo</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Bližnjice na tipkovnici</translation>
        </message>
        <message>
            <source>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;Traditional European card games at one table: Schnapsen, Wallachen, Tippen, Spades and Poch. Against computer opponents, or hot-seat with friends at one computer.&lt;/p&gt;&lt;p&gt;The rules follow the traditional games with their variants (Help ▸ Rules). Every card, the backs and the Poch board are drawn by the program's own code.&lt;/p&gt;&lt;p&gt;Your games are saved after every move and offered again at the next start; past games can be reviewed with every hand open (Game ▸ Past games).&lt;/p&gt;</source>
            <translation>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;Tradicionalne evropske igre s kartami za eno mizo: šnops, wallachen, tippen, spades in poch. Proti računalniškim nasprotnikom ali s prijatelji izmenično za enim računalnikom.&lt;/p&gt;&lt;p&gt;Pravila sledijo tradicionalnim igram z njihovimi različicami (Pomoč ▸ Pravila). Vse karte, hrbte in desko za poch nariše program sam.&lt;/p&gt;&lt;p&gt;Tvoje igre se shranijo po vsaki potezi in so ob naslednjem zagonu znova na voljo; pretekle igre lahko pregledaš z vsemi kartami odkritimi (Igra ▸ Pretekle igre).&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>learn</name>
        <message>
            <source>Learning {game}: Esc leaves the guide.</source>
            <translation>Učenje igre {game}: Esc zapre vodnika.</translation>
        </message>
        <message>
            <source>Learn {game} · step {n} of {m}</source>
            <translation>Učenje igre {game} · korak {n} od {m}</translation>
        </message>
        <message>
            <source>Leave the guide</source>
            <translation>Zapusti vodnika</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Naprej</translation>
        </message>
        <message>
            <source>Play a real game</source>
            <translation>Igraj zares</translation>
        </message>
        <message>
            <source>First read this, then press Next (or Enter).</source>
            <translation>Najprej preberi, nato pritisni Naprej (ali Enter).</translation>
        </message>
    </context>
    <context>
        <name>learn poch</name>
        <message>
            <source>Welcome to Poch! Four players, four cards each, and this board. A deal has three parts: Melden, Pochen and Ausspielen.</source>
            <translation>Dobrodošel pri pochu! Štirje igralci, vsak s štirimi kartami, in ta deska. Igra ima tri dele: Melden, Pochen in Ausspielen.</translation>
        </message>
        <message>
            <source>Before the deal, everyone put 1 chip into each of the seven outer compartments. The dealer's last card is shown and sets the trumps: the {7H}, so {H} are trumps.</source>
            <translation>Pred deljenjem je vsak dal 1 žeton v vsako od sedmih zunanjih polj. Delivčeva zadnja karta je pokazana in določi adut: {7H}, torej je adut {H}.</translation>
        </message>
        <message>
            <source>Melden: whoever holds the {ace}, {king}, {queen}, {jack} or {ten} of trumps takes that compartment's chips. Anna holds the {KH} and the {QH}: she took {king}, {queen}, and Mariage (the two together).</source>
            <translation>Melden: kdor ima adutne karte {ace}, {king}, {queen}, {jack} ali {ten}, dobi žetone tega polja. Anna ima {KH} in {QH}: dobila je polja {king}, {queen} in Mariage (obe karti skupaj).</translation>
        </message>
        <message>
            <source>Nobody holds the {ace}, {jack} or {ten} of trumps, and nobody holds a Sequenz (three cards in a row of one suit): those chips stay on the board and wait for the next deal.</source>
            <translation>Nihče nima adutnih kart {ace}, {jack} ali {ten} in nihče nima sekvence (treh zaporednih kart iste barve): ti žetoni ostanejo na deski in čakajo na naslednjo igro.</translation>
        </message>
        <message>
            <source>Now Pochen, a betting round. Only a player with a Kunststück may bet: two or more cards of the same rank. You hold a pair of kings!</source>
            <translation>Zdaj Pochen, krog stav. Stavi lahko le igralec s kombinacijo: dvema ali več kartama iste vrednosti. Ti imaš par kraljev!</translation>
        </message>
        <message>
            <source>You speak first. Open with 1: your chip goes into the centre, the Poch compartment. Press Open 1.</source>
            <translation>Govoriš prvi. Odpri z 1: tvoj žeton gre v sredino, v polje Poch. Pritisni »Odpri 1«.</translation>
        </message>
        <message>
            <source>Open with 1 this time: a small bet keeps the others in the game.</source>
            <translation>Tokrat odpri z 1: majhna stava obdrži druge v igri.</translation>
        </message>
        <message>
            <source>The others answer in turn.</source>
            <translation>Drugi odgovorijo po vrsti.</translation>
        </message>
        <message>
            <source>Anna raised by 1: she has a Kunststück too. Bert and Clara have none, so they had to pass. The Poch compartment holds 3 chips.</source>
            <translation>Anna je zvišala za 1: tudi ona ima kombinacijo. Bert in Clara je nimata, zato sta morala reči naprej. V polju Poch so 3 žetoni.</translation>
        </message>
        <message>
            <source>Hold: pay 1 more to match Anna's bet, and the hands are shown. A pair of kings loses only to aces, or to three or four of a kind.</source>
            <translation>Drži: doplačaj 1, da izenačiš Annino stavo, nato se karte pokažejo. Par kraljev izgubi le proti asom ali proti trojki ali četverki.</translation>
        </message>
        <message>
            <source>Hold: your kings are strong, and holding costs only 1 chip.</source>
            <translation>Drži: tvoja kralja sta močna, držanje pa stane le 1 žeton.</translation>
        </message>
        <message>
            <source>Your kings beat Anna's nines: the 4 chips of the Poch compartment are yours.</source>
            <translation>Tvoja kralja premagata Annini devetki: 4 žetoni iz polja Poch so tvoji.</translation>
        </message>
        <message>
            <source>Last part, Ausspielen: get rid of your cards. You won the Pochen, so you start. Whoever holds the next higher card of that suit must play it, and so on up the chain.</source>
            <translation>Zadnji del, Ausspielen: znebi se kart. Dobil si Pochen, zato začneš. Kdor ima naslednjo višjo karto te barve, jo mora igrati, in tako naprej navzgor po verigi.</translation>
        </message>
        <message>
            <source>Start with the {7C}: the {8C} comes next, and it is yours too.</source>
            <translation>Začni s karto {7C}: naslednja je {8C}, ki je tudi tvoja.</translation>
        </message>
        <message>
            <source>Start with the {7C}: your {8C} follows it, two cards gone at once.</source>
            <translation>Začni s karto {7C}: za njo pride tvoja {8C}, dve karti naenkrat.</translation>
        </message>
        <message>
            <source>The {8C} is next in the chain, and you hold it: play it.</source>
            <translation>Naslednja v verigi je {8C} in imaš jo: igraj jo.</translation>
        </message>
        <message>
            <source>The {8C} must come now: it is the next card of the chain.</source>
            <translation>Zdaj mora priti {8C}: to je naslednja karta verige.</translation>
        </message>
        <message>
            <source>Anna holds the {9C}: she must play it.</source>
            <translation>Anna ima karto {9C}: igrati jo mora.</translation>
        </message>
        <message>
            <source>The {TC} is in the talon, the cards nobody got: the chain stops. Anna played the last card, so she starts the next chain.</source>
            <translation>Karta {TC} je v talonu, med kartami, ki jih ni dobil nihče: veriga se ustavi. Anna je igrala zadnjo karto, zato začne naslednjo verigo.</translation>
        </message>
        <message>
            <source>Anna starts with the {9S}. Bert holds the {TS} and the {JS}, Clara the {QS}.</source>
            <translation>Anna začne s karto {9S}. Bert ima {TS} in {JS}, Clara {QS}.</translation>
        </message>
        <message>
            <source>The {KS} comes next, and it is yours: play it. The ace of spades is in the talon, so you will start the next chain.</source>
            <translation>Naslednja je {KS} in je tvoja: igraj jo. Pikov as je v talonu, zato boš ti začel naslednjo verigo.</translation>
        </message>
        <message>
            <source>The {KS} must come now: it is the next card of the chain.</source>
            <translation>Zdaj mora priti {KS}: to je naslednja karta verige.</translation>
        </message>
        <message>
            <source>One card left: play the {KD} and you are out first.</source>
            <translation>Ostala ti je ena karta: igraj {KD} in si prvi zunaj.</translation>
        </message>
        <message>
            <source>Play the {KD}: it is your last card.</source>
            <translation>Igraj karto {KD}: to je tvoja zadnja.</translation>
        </message>
        <message>
            <source>You are out! Everyone pays you 1 chip for each card still in hand: 2 + 2 + 3 = 7 chips.</source>
            <translation>Zunaj si! Vsak ti plača 1 žeton za vsako karto, ki mu je ostala v roki: 2 + 2 + 3 = 7 žetonov.</translation>
        </message>
        <message>
            <source>That is Poch: Melden, Pochen, Ausspielen. The chips nobody won stay on the board for the next deal. Ready for a real game?</source>
            <translation>To je poch: Melden, Pochen, Ausspielen. Žetoni, ki jih ni dobil nihče, ostanejo na deski za naslednjo igro. Si pripravljen na pravo igro?</translation>
        </message>
    </context>
    <context>
        <name>learn schnapsen</name>
        <message>
            <source>Welcome to Schnapsen! Two players, 20 cards. Whoever first counts 66 points wins the deal. These five cards are yours.</source>
            <translation>Dobrodošel pri šnopsu! Dva igralca, 20 kart. Kdor prvi zbere 66 točk, dobi igro. Teh pet kart je tvojih.</translation>
        </message>
        <message>
            <source>The card turned up under the pile is the trump card: {H} are trumps this deal. A trump beats any card of another suit.</source>
            <translation>Odkrita karta pod kupčkom je adutna karta: v tej igri je adut {H}. Adut premaga vsako karto druge barve.</translation>
        </message>
        <message>
            <source>The face-down pile is the talon. After each trick, both of you draw a card from it: the winner first.</source>
            <translation>Zaprti kupček je talon. Po vsakem vzetku oba vzameta z njega po eno karto, najprej tisti, ki je vzel.</translation>
        </message>
        <message>
            <source>Cards count: {ace} 11, {ten} 10, {king} 4, {queen} 3, {jack} 2. You score the cards of the tricks you win. Your points are shown here.</source>
            <translation>Karte štejejo: {ace} 11, {ten} 10, {king} 4, {queen} 3, {jack} 2. Štejejo karte vzetkov, ki jih dobiš. Tvoje točke so prikazane tukaj.</translation>
        </message>
        <message>
            <source>Announce it: play the {KS} and answer Yes when you are asked whether to announce the marriage.</source>
            <translation>Napovej jo: igraj karto {KS} in odgovori z Da, ko te vpraša, ali napoveš poroko.</translation>
        </message>
        <message>
            <source>Not that one: play the {KS} and announce the marriage, it is worth 20 points.</source>
            <translation>Ne te: igraj karto {KS} in napovej poroko, vredna je 20 točk.</translation>
        </message>
        <message>
            <source>Now lead the {KS} of your marriage.</source>
            <translation>Zdaj začni s karto {KS} iz svoje poroke.</translation>
        </message>
        <message>
            <source>Lead the {KS}: a marriage is announced by playing its king or queen.</source>
            <translation>Začni s karto {KS}: poroko napoveš tako, da igraš njenega kralja ali damo.</translation>
        </message>
        <message>
            <source>Anna answers. While the talon lasts, she need not follow suit.</source>
            <translation>Anna odgovori. Dokler je talon, ji ni treba pritrditi barve.</translation>
        </message>
        <message>
            <source>You hold the {jack} of trumps, the {JH}. Before you lead, you may swap it for the trump card: drag the {JH} onto the {AH} (or click the trump card).</source>
            <translation>Imaš karto {JH}, adutni {jack}. Preden začneš, jo lahko zamenjaš za adutno karto: povleci karto {JH} na karto {AH} (ali klikni adutno karto).</translation>
        </message>
        <message>
            <source>Not yet: first swap your {JH} for the {AH}. Drag it onto the trump card.</source>
            <translation>Še ne: najprej zamenjaj karto {JH} za karto {AH}. Povleci jo na adutno karto.</translation>
        </message>
        <message>
            <source>Now the {AH} is yours. You also hold the {king} and the {queen} of the same suit, the {KS} and the {QS}: a marriage! It is worth 20 (40 in trumps) once you win a trick.</source>
            <translation>Zdaj je karta {AH} tvoja. Imaš tudi karti {king} in {queen} iste barve, {KS} in {QS}: poroka! Vredna je 20 (40 v adutu), ko dobiš vzetek.</translation>
        </message>
        <message>
            <source>Your {KS} beats her {JD}: the trick is yours, 4 + 2 points, and the marriage's 20 count now: 26. Both of you drew a card.</source>
            <translation>Tvoja karta {KS} premaga njeno karto {JD}: vzetek je tvoj, 4 + 2 točki, zdaj pa štejejo tudi 20 točk poroke: 26. Oba sta vzela karto.</translation>
        </message>
        <message>
            <source>The winner leads. Your {AC} is the highest club: lead it.</source>
            <translation>Kdor je vzel, začne. Karta {AC} je najvišji križ: začni z njo.</translation>
        </message>
        <message>
            <source>Lead the {AC}: nothing but a trump could take it, and Anna has no trump.</source>
            <translation>Začni s karto {AC}: vzame jo lahko le adut, Anna pa aduta nima.</translation>
        </message>
        <message>
            <source>Another trick: 11 + 3 = 14, you have 40. Lead your new ace, the {AD}.</source>
            <translation>Še en vzetek: 11 + 3 = 14, imaš 40. Začni s svojim novim asom: {AD}.</translation>
        </message>
        <message>
            <source>Lead the {AD}: an ace wins unless it is trumped.</source>
            <translation>Začni s karto {AD}: as zmaga, če ga ne prebije adut.</translation>
        </message>
        <message>
            <source>55 points! Now lead the {QS}: let us see what Anna does.</source>
            <translation>55 točk! Zdaj začni s karto {QS}: poglejmo, kaj bo naredila Anna.</translation>
        </message>
        <message>
            <source>Lead the {QS} this time: keep your trumps for later.</source>
            <translation>Tokrat začni s karto {QS}: adute prihrani za pozneje.</translation>
        </message>
        <message>
            <source>Anna played the {KH}, a trump: it beats your {QS} even though it is another suit. Her trick, so she leads next.</source>
            <translation>Anna je igrala karto {KH}, adut: premaga tvojo karto {QS}, čeprav je druge barve. Vzetek je njen, zato zdaj začne ona.</translation>
        </message>
        <message>
            <source>Anna leads the {TS}. Take it with your {AS}: 11 + 10 points, and you are past 66.</source>
            <translation>Anna začne s karto {TS}. Vzemi jo s karto {AS}: 11 + 10 točk in imaš več kot 66.</translation>
        </message>
        <message>
            <source>Play the {AS}: the highest spade takes her ten.</source>
            <translation>Igraj karto {AS}: najvišji pik vzame njeno desetko.</translation>
        </message>
        <message>
            <source>You reached 66 and win the deal! Anna has fewer than 33, so it is worth 2 game points. The first to win 7 game points wins the Bummerl.</source>
            <translation>Dosegel si 66 in dobil igro! Anna ima manj kot 33, zato je igra vredna 2 igralni točki. Kdor prvi zbere 7 igralnih točk, dobi bumerl.</translation>
        </message>
        <message>
            <source>That is Schnapsen. Closing the talon, and the strict rules once it is empty, are in the rules (F1). Ready for a real game?</source>
            <translation>To je šnops. Zapiranje talona in stroga pravila, ko ga zmanjka, so opisana v pravilih (F1). Si pripravljen na pravo igro?</translation>
        </message>
    </context>
    <context>
        <name>learn spades</name>
        <message>
            <source>Welcome to Spades! Four players, each playing for themselves, with 13 cards each. In a trick everyone plays one card, and the highest card wins it. These cards are yours.</source>
            <translation>Dobrodošel v igri Spades! Štirje igralci, vsak igra zase, vsak ima 13 kart. V vzetku vsak odigra eno karto in najvišja karta ga dobi. To so tvoje karte.</translation>
        </message>
        <message>
            <source>Spades are always trumps: any spade beats every card of the other suits. The two jokers are the highest spades: the {BJ}, then the {LJ}, then the {AS}.</source>
            <translation>Pik je vedno adut: vsak pik premaga vsako karto drugih barv. Jokerja sta najvišja pika: najprej {BJ}, nato {LJ}, nato {AS}.</translation>
        </message>
        <message>
            <source>Before the play, everyone bids how many tricks they will take. You dealt, so {seat1}, on your left, bids first.</source>
            <translation>Pred igro vsak napove, koliko vzetkov bo dobil. Delil si ti, zato prvi napove igralec na tvoji levi: {seat1}.</translation>
        </message>
        <message>
            <source>{seat1} bids 4.</source>
            <translation>{seat1}: napoved 4.</translation>
        </message>
        <message>
            <source>{seat2} bids 3.</source>
            <translation>{seat2}: napoved 3.</translation>
        </message>
        <message>
            <source>{seat3} bids 1.</source>
            <translation>{seat3}: napoved 1.</translation>
        </message>
        <message>
            <source>Your turn. Count the tricks you are sure of: the {BJ}, the {AS}, the {AH} and the {AD}: four.</source>
            <translation>Ti si na vrsti. Preštej vzetke, ki so ti zagotovljeni: {BJ}, {AS}, {AH} in {AD} – štirje.</translation>
        </message>
        <message>
            <source>Bid 4. A bid you make scores 10 points a trick and 1 more for each extra trick; fall short and the hand scores nothing.</source>
            <translation>Napovej 4. Izpolnjena napoved prinese 10 točk za vzetek in še 1 za vsak vzetek več; če jih dobiš manj, igra ne prinese nič.</translation>
        </message>
        <message>
            <source>Bid 4, the tricks you are sure of: a smaller bid scores less (30 for 3), and a bigger one scores nothing if you fall short.</source>
            <translation>Napovej 4, toliko vzetkov imaš zagotovljenih: manjša napoved prinese manj (30 za 3), večja pa nič, če je ne izpolniš.</translation>
        </message>
        <message>
            <source>{seat1} leads the {5H}. Everyone must follow suit: play a heart if you have one.</source>
            <translation>{seat1} začne: {5H}. Vsi morajo barvati: igraj srce, če ga imaš.</translation>
        </message>
        <message>
            <source>You have hearts, so you must play one. Your {AH} is the highest heart: play it and the trick is yours.</source>
            <translation>Imaš srca, zato moraš igrati srce. Najvišje srce je {AH}: igraj ga in vzetek je tvoj.</translation>
        </message>
        <message>
            <source>You must follow suit with a heart, and the {AH} wins the trick: play it.</source>
            <translation>Barvati moraš s srcem, vzetek pa dobi {AH}: igraj ga.</translation>
        </message>
        <message>
            <source>Your first trick! Whoever wins a trick leads the next one.</source>
            <translation>Tvoj prvi vzetek! Kdor dobi vzetek, začne naslednjega.</translation>
        </message>
        <message>
            <source>Your lead. A spade may not be led until spades are broken, that is until a spade has been played to a trick (or you hold nothing else). Lead the {AD}, the highest diamond.</source>
            <translation>Ti začneš. S pikom ne smeš začeti, dokler pik ni prebit, torej dokler v vzetku še ni padel noben pik (razen če nimaš ničesar drugega). Začni z najvišjim karom: {AD}.</translation>
        </message>
        <message>
            <source>Spades are not broken yet, so you cannot lead one; and the {AD} is a sure trick. Lead the {AD}.</source>
            <translation>Pik še ni prebit, zato z njim ne smeš začeti; {AD} pa je zanesljiv vzetek. Začni: {AD}.</translation>
        </message>
        <message>
            <source>Everyone followed: another trick. With the ace gone, your {KH} is the highest heart left. Lead it.</source>
            <translation>Vsi so barvali: še en vzetek. As je padel, zato je zdaj najvišje srce {KH}. Začni z njim.</translation>
        </message>
        <message>
            <source>Lead the {KH}: now that the {AH} is gone, it is the highest heart.</source>
            <translation>Začni: {KH}. Odkar je {AH} padel, je to najvišje srce.</translation>
        </message>
        <message>
            <source>Three tricks. Now let the lead go cheaply: lead your smallest card, the {3D}, and keep the {BJ} and the {AS} for later.</source>
            <translation>Trije vzetki. Zdaj poceni prepusti začetek: začni z najnižjo karto: {3D}. Najvišji karti ({BJ} in {AS}) prihrani za pozneje.</translation>
        </message>
        <message>
            <source>Lead the small {3D}: losing it costs nothing, and your big spades can wait.</source>
            <translation>Začni z nizko karto: {3D}. Če jo izgubiš, te nič ne stane, visoki piki pa lahko počakajo.</translation>
        </message>
        <message>
            <source>{seat2}'s {KD} is the highest diamond.</source>
            <translation>Najvišji karo: {KD}, ki ga je igral {seat2}.</translation>
        </message>
        <message>
            <source>{seat2} won the trick, so he leads: the {AC}.</source>
            <translation>{seat2} je dobil vzetek, zato začne: {AC}.</translation>
        </message>
        <message>
            <source>You have no clubs. Then you may play any card, and any spade beats them: trump with your smallest spade, the {4S}.</source>
            <translation>Križa nimaš. Tedaj smeš igrati katerokoli karto in vsak pik ga premaga: adutiraj z najnižjim pikom: {4S}.</translation>
        </message>
        <message>
            <source>You have no clubs, so you may trump: the {4S} beats even the {AC}, and your big spades stay in your hand.</source>
            <translation>Križa nimaš, zato smeš adutirati: tudi {AC} je šibkejši od vsakega pika. Adutiraj: {4S}, tvoji visoki piki pa ostanejo v roki.</translation>
        </message>
        <message>
            <source>You trumped an ace! A spade has been played, so spades are broken: from now on anyone may lead them.</source>
            <translation>Adutiral si asa! Padel je pik, zato je pik prebit: odslej sme vsak začeti s pikom.</translation>
        </message>
        <message>
            <source>Lead the {BJ}, the highest card of all. Everyone must follow with a spade if they have one.</source>
            <translation>Začni: {BJ}, najvišja karta sploh. Vsi morajo dati pik, če ga imajo.</translation>
        </message>
        <message>
            <source>Lead the {BJ}: it cannot lose, and it draws the spades out of the other hands.</source>
            <translation>Začni: {BJ}. Ne more izgubiti in drugim potegne pike iz rok.</translation>
        </message>
        <message>
            <source>{seat3} had to follow with her only spade, the {LJ}.</source>
            <translation>{seat3} je morala dati svoj edini pik: {LJ}.</translation>
        </message>
        <message>
            <source>Both jokers are gone, so your {AS} is now the highest spade. Lead it.</source>
            <translation>Oba jokerja sta padla, zato je zdaj najvišji pik {AS}. Začni z njim.</translation>
        </message>
        <message>
            <source>Lead the {AS}: with both jokers out, nothing can beat it.</source>
            <translation>Začni: {AS}. Brez jokerjev ga nič ne premaga.</translation>
        </message>
        <message>
            <source>{seat3} has no spade left, so she may play any card.</source>
            <translation>{seat3} nima več pika, zato sme igrati katerokoli karto.</translation>
        </message>
        <message>
            <source>Six tricks: your bid of 4 is made, and every trick more is worth a point.</source>
            <translation>Šest vzetkov: tvoja napoved 4 je izpolnjena, vsak nadaljnji vzetek pa prinese točko.</translation>
        </message>
        <message>
            <source>Your other cards are small. Lead the {3H}.</source>
            <translation>Druge tvoje karte so nizke. Začni: {3H}.</translation>
        </message>
        <message>
            <source>Lead the {3H}: your small cards cannot win now, so let one go.</source>
            <translation>Začni: {3H}. Tvoje nizke karte zdaj ne morejo zmagati, zato eno prepusti.</translation>
        </message>
        <message>
            <source>{seat1} won with the {QH} and leads the {KC}.</source>
            <translation>{seat1} je dobila vzetek ({QH}) in začne: {KC}.</translation>
        </message>
        <message>
            <source>No clubs again, and you play last: trump with the {5S} and the trick is yours.</source>
            <translation>Spet nimaš križa, igraš pa zadnji. Adutiraj: {5S}, in vzetek je tvoj.</translation>
        </message>
        <message>
            <source>Trump with the {5S}: you play last, so this small spade wins the trick.</source>
            <translation>Adutiraj: {5S}. Igraš zadnji, zato ta nizki pik dobi vzetek.</translation>
        </message>
        <message>
            <source>Seven tricks. {seat1} still holds high spades, so your last cards will not win. Lead the {4D}.</source>
            <translation>Sedem vzetkov. {seat1} ima še visoke pike, zato tvoje zadnje karte ne bodo zmagale. Začni: {4D}.</translation>
        </message>
        <message>
            <source>Lead the {4D}: {seat1}'s high spades will take the rest anyway.</source>
            <translation>Začni: {4D}. Visoki piki, ki jih ima {seat1}, bodo tako ali tako pobrali ostalo.</translation>
        </message>
        <message>
            <source>{seat1} has no diamonds left, so she trumps.</source>
            <translation>{seat1} nima več kara, zato adutira.</translation>
        </message>
        <message>
            <source>{seat1} leads a spade: you must follow with your {9S}.</source>
            <translation>{seat1} začne s pikom: barvati moraš s pikom: {9S}.</translation>
        </message>
        <message>
            <source>You still have a spade, so you must play it: the {9S}.</source>
            <translation>Še imaš pik, zato ga moraš igrati: {9S}.</translation>
        </message>
        <message>
            <source>No spade left: any card will do. Play the {7D}.</source>
            <translation>Pika ni več: vsaka karta je dobra. Igraj: {7D}.</translation>
        </message>
        <message>
            <source>Any card may go here; this time play the {7D}.</source>
            <translation>Tu sme iti katerakoli karta; tokrat igraj: {7D}.</translation>
        </message>
        <message>
            <source>Your last card, the {6H}.</source>
            <translation>Tvoja zadnja karta: {6H}.</translation>
        </message>
        <message>
            <source>Play your last card, the {6H}.</source>
            <translation>Igraj zadnjo karto: {6H}.</translation>
        </message>
        <message>
            <source>The hand is over. You bid 4 and took 7: 40 points, plus 3 for the extra tricks, 43. {seat2} bid 3 but took only 1, so he scores nothing. Hands follow one another until someone reaches 500.</source>
            <translation>Igra je končana. Napovedal si 4 in dobil 7: 40 točk in še 3 za vzetke več, skupaj 43. {seat2} je napovedal 3, dobil pa samo 1, zato ne dobi nič. Igre si sledijo, dokler kdo ne doseže 500.</translation>
        </message>
        <message>
            <source>That is Spades. Nil bids, partnerships and the other variants are in the rules (F1). Ready for a real game?</source>
            <translation>To je Spades. Napoved nil, igra v parih in druge različice so v pravilih (F1). Si pripravljen na pravo igro?</translation>
        </message>
    </context>
    <context>
        <name>learn tippen</name>
        <message>
            <source>Welcome to Tippen! Everyone gets three cards, and the three tricks share the pot: each trick wins a third of it.</source>
            <translation>Dobrodošel v igri Tippen! Vsak dobi tri karte, trije vzetki pa si razdelijo banko: vsak vzetek dobi tretjino.</translation>
        </message>
        <message>
            <source>This is the pot. The last deal left 9 counters in it, and you, the dealer, paid in the basic stake of 3: 12 counters, so each trick is worth 4.</source>
            <translation>To je banka. Prejšnja igra je v njej pustila 9 žetonov, ti pa si kot delivec vplačal osnovni vložek 3: 12 žetonov, zato je vsak vzetek vreden 4.</translation>
        </message>
        <message>
            <source>{seat3}, on your right, cuts the pack, and the cards are dealt.</source>
            <translation>{seat3} na tvoji desni dvigne, nato so karte razdeljene.</translation>
        </message>
        <message>
            <source>The card turned face up is the trump card: {H} are trumps. A trump beats any card of another suit; otherwise the highest card of the suit led wins.</source>
            <translation>Odkrita karta je adutna karta: adut je {H}. Adut premaga vsako karto druge barve; sicer zmaga najvišja karta začete barve.</translation>
        </message>
        <message>
            <source>Your cards: the {KH}, a high trump, and two small {S}.</source>
            <translation>Tvoje karte: {KH}, visok adut, in dve nizki karti v barvi {S}.</translation>
        </message>
        <message>
            <source>Now each player says whether they play or pass, starting on your left. Whoever passes is out of this deal and risks nothing. Whoever plays and takes no trick pays the bête: as much as the pot, 12.</source>
            <translation>Zdaj vsak pove, ali igra ali gre naprej, začenši na tvoji levi. Kdor gre naprej, je iz te igre in ne tvega ničesar. Kdor igra in ne dobi nobenega vzetka, plača bête: toliko, kolikor je v banki, 12.</translation>
        </message>
        <message>
            <source>{seat1} plays.</source>
            <translation>{seat1} igra.</translation>
        </message>
        <message>
            <source>{seat2} passes: his cards go face down.</source>
            <translation>{seat2} gre naprej: njegove karte gredo zaprte na stran.</translation>
        </message>
        <message>
            <source>{seat3} plays.</source>
            <translation>{seat3} igra.</translation>
        </message>
        <message>
            <source>Your turn. The {KH} is a high trump and very likely takes a trick, worth 4 counters. Play.</source>
            <translation>Ti si na vrsti. {KH} je visok adut in zelo verjetno dobi vzetek, vreden 4 žetone. Igraj.</translation>
        </message>
        <message>
            <source>Play: with the {KH} you will very likely take a trick, and each one is worth 4 counters.</source>
            <translation>Igraj: {KH} bo zelo verjetno dobil vzetek, vsak pa je vreden 4 žetone.</translation>
        </message>
        <message>
            <source>Each player who plays may now exchange up to three cards with the talon: throw them away and take as many new ones from the top.</source>
            <translation>Vsak, ki igra, lahko zdaj zamenja do tri karte s talonom: odvrže jih in vzame prav toliko novih z vrha.</translation>
        </message>
        <message>
            <source>{seat1} exchanges one card.</source>
            <translation>{seat1} zamenja eno karto.</translation>
        </message>
        <message>
            <source>{seat3} exchanges one card.</source>
            <translation>{seat3} zamenja eno karto.</translation>
        </message>
        <message>
            <source>Keep your {KH} and exchange the {9S} and the {8S}: small cards of a plain suit seldom take a trick. Click the two of them, then Exchange.</source>
            <translation>Obdrži najboljšo karto: {KH}. Zamenjaj ti dve: {9S} in {8S}; nizke karte navadne barve redko dobijo vzetek. Klikni obe, nato Zamenjaj.</translation>
        </message>
        <message>
            <source>Exchange just the {9S} and the {8S}, and keep the {KH}, your best card.</source>
            <translation>Zamenjaj samo ti dve: {9S} in {8S}. Obdrži svojo najboljšo karto: {KH}.</translation>
        </message>
        <message>
            <source>You drew the {AC} and the {7D}. The {AC} wins its suit unless it is trumped.</source>
            <translation>Dobil si: {AC} in {7D}. {AC} dobi vzetek v svoji barvi, razen če ga kdo adutira.</translation>
        </message>
        <message>
            <source>Lead the {AC}: the {7D} would surely lose, the {AC} very likely wins.</source>
            <translation>Začni: {AC}. {7D} bi zanesljivo izgubila, {AC} pa zelo verjetno zmaga.</translation>
        </message>
        <message>
            <source>{seat1}, first on your left, leads the {AS}.</source>
            <translation>{seat1}, prva na tvoji levi, začne: {AS}.</translation>
        </message>
        <message>
            <source>{seat3} has no {S}, so she must trump: the {9H}.</source>
            <translation>{seat3} nima barve {S}, zato mora adutirati: {9H}.</translation>
        </message>
        <message>
            <source>You have no {S} either. Then you must trump, and beat the trump already in the trick if you can: your {KH} beats {seat3}'s {9H}.</source>
            <translation>Tudi ti nimaš barve {S}. Tedaj moraš adutirati in, če lahko, premagati adut, ki je že v vzetku: {KH} je višji kot {9H}, ki jo je igrala {seat3}.</translation>
        </message>
        <message>
            <source>You have no {S}, so you must trump and beat the {9H}: only the {KH} does that.</source>
            <translation>Nimaš barve {S}, zato moraš adutirati z višjim adutom kot {9H}: to je samo {KH}.</translation>
        </message>
        <message>
            <source>Your trick: a third of the pot, 4 counters, is yours. You lead next.</source>
            <translation>Tvoj vzetek: tretjina banke, 4 žetoni, je tvoja. Naslednji začneš ti.</translation>
        </message>
        <message>
            <source>Lead your {AC}: nobody can beat it unless they still have a trump.</source>
            <translation>Začni: {AC}. Nihče ga ne premaga, razen če ima še adut.</translation>
        </message>
        <message>
            <source>Two tricks, 8 counters. Lead your last card, the {7D}.</source>
            <translation>Dva vzetka, 8 žetonov. Začni z zadnjo karto: {7D}.</translation>
        </message>
        <message>
            <source>Play your last card, the {7D}.</source>
            <translation>Igraj zadnjo karto: {7D}.</translation>
        </message>
        <message>
            <source>{seat1}'s {AD} takes the last trick and 4 counters.</source>
            <translation>{AD}, ki ga ima {seat1}, dobi zadnji vzetek in 4 žetone.</translation>
        </message>
        <message>
            <source>{seat3} played and took no trick, so she pays the bête of 12 into the pot: it waits there for the next deal. You paid 3 and won 8.</source>
            <translation>{seat3} je igrala in ni dobila nobenega vzetka, zato plača bête 12 v banko: tam čaka na naslednjo igro. Ti si vplačal 3 in dobil 8.</translation>
        </message>
        <message>
            <source>That is Tippen. Knocking, robbing the trump and the other old variants are options in the rules (F1). Ready for a real game?</source>
            <translation>To je Tippen. Trkanje, rop aduta in druge stare različice so možnosti v pravilih (F1). Si pripravljen na pravo igro?</translation>
        </message>
    </context>
    <context>
        <name>learn wallachen</name>
        <message>
            <source>Welcome to Wallachen! Three players, ten cards each. One of you, the declarer, plays alone against the other two and must take at least the tricks bid.</source>
            <translation>Dobrodošel v igri Wallachen! Trije igralci, vsak po deset kart. Eden od vas, igralec, igra sam proti drugima dvema in mora dobiti vsaj toliko vzetkov, kolikor jih je napovedal.</translation>
        </message>
        <message>
            <source>Three cards each come first. Before the rest are dealt, each player may push the Doppler: it doubles the stakes of this deal.</source>
            <translation>Najprej vsak dobi tri karte. Preden je razdeljen ostanek, sme vsak potisniti svoj Doppler: ta podvoji vložek te igre.</translation>
        </message>
        <message>
            <source>Your first three cards are the {AC}, the {KC} and the {AH}: a fine start. Push your Doppler.</source>
            <translation>Tvoje prve tri karte so {AC}, {KC} in {AH}: dober začetek. Potisni svoj Doppler.</translation>
        </message>
        <message>
            <source>Push the Doppler: three such high cards to begin with promise a good deal for you.</source>
            <translation>Potisni Doppler: tri tako visoke karte na začetku obetajo zate dobro igro.</translation>
        </message>
        <message>
            <source>{seat1} does not double.</source>
            <translation>{seat1} ne podvoji.</translation>
        </message>
        <message>
            <source>Nor does {seat2}. Now the rest is dealt.</source>
            <translation>Tudi {seat2} ne. Zdaj se razdeli ostanek.</translation>
        </message>
        <message>
            <source>Ten cards each, and two lie face down: the Start. Whoever wins the auction takes them.</source>
            <translation>Vsak po deset kart, dve pa ležita zaprti: to je Start. Kdor zmaga na licitaciji, ju vzame.</translation>
        </message>
        <message>
            <source>In the auction you say how many of the ten tricks you will take: six at least. You are forehand, so you speak first and keep priority: when someone bids more, you may hold, taking that bid yourself.</source>
            <translation>Na licitaciji poveš, koliko od desetih vzetkov boš dobil: vsaj šest. Si prva roka, zato govoriš prvi in imaš prednost: ko kdo ponudi več, lahko držiš in to ponudbo prevzameš sam.</translation>
        </message>
        <message>
            <source>Five {C} from the {AC} down, and the {AS} and the {AH} besides: a strong hand. Say "I play": six tricks.</source>
            <translation>Pet kart v barvi {C} od karte {AC} navzdol, poleg tega pa še {AS} in {AH}: močna roka. Reci »Igram«: šest vzetkov.</translation>
        </message>
        <message>
            <source>Say "I play": with five top {C} and two more high cards you will take many tricks.</source>
            <translation>Reci »Igram«: s petimi visokimi kartami v barvi {C} in še dvema visokima kartama boš dobil veliko vzetkov.</translation>
        </message>
        <message>
            <source>{seat1} bids seven.</source>
            <translation>{seat1} ponudi sedem.</translation>
        </message>
        <message>
            <source>Hold: you take seven yourself and keep the game. Your cards make seven.</source>
            <translation>Drži: sedem prevzameš sam in obdržiš igro. Tvoje karte zmorejo sedem.</translation>
        </message>
        <message>
            <source>Hold: you keep the game at seven, and your cards can make it.</source>
            <translation>Drži: igro obdržiš pri sedmih, tvoje karte pa to zmorejo.</translation>
        </message>
        <message>
            <source>{seat1} gives up.</source>
            <translation>{seat1} odneha.</translation>
        </message>
        <message>
            <source>{seat2} passes too: you are the declarer, for seven.</source>
            <translation>Tudi {seat2} gre naprej: ti si igralec, za sedem.</translation>
        </message>
        <message>
            <source>The Start is yours: the {9C} and the {7H}. Now lay away two cards; they count for nobody.</source>
            <translation>Start je tvoj: {9C} in {7H}. Zdaj odloži dve karti; ne štejeta nikomur.</translation>
        </message>
        <message>
            <source>Lay away the {7D} and the {8D}, small cards that would only lose tricks. Click both, then lay them away.</source>
            <translation>Odloži ti dve: {7D} in {8D}, nizki karti, ki bi le izgubili vzetke. Klikni obe, nato ju odloži.</translation>
        </message>
        <message>
            <source>Lay away the {7D} and the {8D}, your weakest cards; keep the {C} and the high cards.</source>
            <translation>Odloži ti dve: {7D} in {8D}, svoji najšibkejši karti; obdrži barvo {C} in visoke karte.</translation>
        </message>
        <message>
            <source>Now announce your contract: seven, or more. You are paid for every trick you take anyway, and a higher contract only costs more if you fail. Announce seven.</source>
            <translation>Zdaj napovej svojo igro: sedem ali več. Plačan si tako ali tako za vsak dobljeni vzetek, višja igra pa stane več samo, če izgubiš. Napovej sedem.</translation>
        </message>
        <message>
            <source>Announce seven: you are paid for each trick you take, so a higher contract adds only risk.</source>
            <translation>Napovej sedem: plačan si za vsak dobljeni vzetek, zato višja igra doda le tveganje.</translation>
        </message>
        <message>
            <source>{seat1} says Kontra: she thinks you will fail. That doubles the stakes.</source>
            <translation>{seat1} reče Kontra: misli, da boš izgubil. To podvoji vložek.</translation>
        </message>
        <message>
            <source>Answer with Re: you are sure of seven tricks, so double once more. With your Doppler, Kontra and Re the deal counts eight times.</source>
            <translation>Odgovori z Re: sedem vzetkov imaš zagotovljenih, zato podvoji še enkrat. Z Dopplerjem, Kontro in Re igra šteje osemkrat.</translation>
        </message>
        <message>
            <source>Say Re: your cards make seven, and Re doubles what they pay you.</source>
            <translation>Reci Re: tvoje karte zmorejo sedem, Re pa podvoji, kar ti plačajo.</translation>
        </message>
        <message>
            <source>You lead, and the suit of the declarer's first card becomes trumps. Lead the {AC}: {C} are trumps.</source>
            <translation>Ti začneš, barva prve karte igralca pa postane adut. Začni: {AC}, in adut bo {C}.</translation>
        </message>
        <message>
            <source>Lead the {AC}: your first card names the trumps, and your {C} are long and strong.</source>
            <translation>Začni: {AC}. Tvoja prva karta določi adut, tvoja barva {C} pa je dolga in močna.</translation>
        </message>
        <message>
            <source>Both had to follow with a trump, and those were their only ones.</source>
            <translation>Oba sta morala dati adut in to sta bila njuna edina aduta.</translation>
        </message>
        <message>
            <source>Nobody else holds a trump now. Give up your one losing card while your trumps can win the lead back: lead the {7H}.</source>
            <translation>Nihče drug nima več aduta. Prepusti svojo edino izgubljeno karto, dokler ti aduti še lahko vrnejo začetek. Začni: {7H}.</translation>
        </message>
        <message>
            <source>Lead the {7H}: it will lose anyway, and now your trumps can still take the lead back.</source>
            <translation>Začni: {7H}. Tako ali tako bo izgubila, zdaj pa ti aduti začetek še vrnejo.</translation>
        </message>
        <message>
            <source>{seat1} must follow suit and beat the card on the table if she can.</source>
            <translation>{seat1} mora barvati in premagati karto na mizi, če lahko.</translation>
        </message>
        <message>
            <source>{seat1} won and leads the {AD}.</source>
            <translation>{seat1} je dobila vzetek in začne: {AD}.</translation>
        </message>
        <message>
            <source>You have no {D}, so you must trump. Your smallest trump, the {9C}, is enough.</source>
            <translation>Nimaš barve {D}, zato moraš adutirati. Zadošča tvoj najnižji adut: {9C}.</translation>
        </message>
        <message>
            <source>You have no {D}, so you must play a trump; the smallest, the {9C}, wins.</source>
            <translation>Nimaš barve {D}, zato moraš igrati adut; najnižji, {9C}, zmaga.</translation>
        </message>
        <message>
            <source>Now every card you hold wins. Lead the {AS}.</source>
            <translation>Zdaj zmaga vsaka tvoja karta. Začni: {AS}.</translation>
        </message>
        <message>
            <source>Lead the {AS}; the other cards will win afterwards.</source>
            <translation>Začni: {AS}; druge karte zmagajo za njim.</translation>
        </message>
        <message>
            <source>The {KS} is now the highest {S}.</source>
            <translation>{KS} je zdaj najvišja karta v barvi {S}.</translation>
        </message>
        <message>
            <source>Lead the {KS}, the highest {S} left.</source>
            <translation>Začni: {KS}, najvišja preostala karta v barvi {S}.</translation>
        </message>
        <message>
            <source>Then the {AH}.</source>
            <translation>Nato {AH}.</translation>
        </message>
        <message>
            <source>Lead the {AH}.</source>
            <translation>Začni: {AH}.</translation>
        </message>
        <message>
            <source>Seven tricks: your contract is made. Take the rest with your trumps: the {KC}.</source>
            <translation>Sedem vzetkov: tvoja igra je dobljena. Ostalo poberi z aduti: {KC}.</translation>
        </message>
        <message>
            <source>Lead the {KC}.</source>
            <translation>Začni: {KC}.</translation>
        </message>
        <message>
            <source>The {QC}.</source>
            <translation>{QC}.</translation>
        </message>
        <message>
            <source>Lead the {QC}.</source>
            <translation>Začni: {QC}.</translation>
        </message>
        <message>
            <source>The {JC}.</source>
            <translation>{JC}.</translation>
        </message>
        <message>
            <source>Lead the {JC}.</source>
            <translation>Začni: {JC}.</translation>
        </message>
        <message>
            <source>And the last one, the {TC}.</source>
            <translation>In zadnja: {TC}.</translation>
        </message>
        <message>
            <source>Lead the {TC}.</source>
            <translation>Začni: {TC}.</translation>
        </message>
        <message>
            <source>Nine tricks! You bid seven and made it. Each of them pays you 9 tricks times 8 (Doppler, Kontra and Re): 72.</source>
            <translation>Devet vzetkov! Napovedal si sedem in uspel. Vsak od njiju ti plača 9 vzetkov krat 8 (Doppler, Kontra in Re): 72.</translation>
        </message>
        <message>
            <source>That is Wallachen. Bettel (no trick at all) and Mord (all ten) are bids too; they are in the rules (F1). Ready for a real game?</source>
            <translation>To je Wallachen. Bettel (noben vzetek) in Mord (vseh deset) sta tudi ponudbi; opisani sta v pravilih (F1). Si pripravljen na pravo igro?</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <source>Thinks longest where the decision is close (up to a second) and reads your past plays for what you are likely to hold.</source>
            <translation>Najdlje razmišlja, kjer je odločitev tesna (do ene sekunde), in iz tvojih dosedanjih potez razbere, kaj verjetno držiš.</translation>
        </message>
        <message>
            <source>Plays by rules of thumb and slips about one decision in five.</source>
            <translation>Igra po pravilih na pamet in zgreši približno vsako peto odločitev.</translation>
        </message>
        <message>
            <source>Looks ahead over a few guesses at your hand and the talon; makes the odd mistake.</source>
            <translation>Predvideva z nekaj ugibanji o tvojih kartah in talonu; tu in tam se zmoti.</translation>
        </message>
        <message>
            <source>Weighs about two hundred guesses at your hand, plays the deal out exactly once the talon is closed or gone, and closes only when it clearly pays.</source>
            <translation>Pretehta približno dvesto ugibanj o tvojih kartah, odigra igro natančno, ko je talon zaprt ali porabljen, in zapre le, ko se to jasno splača.</translation>
        </message>
        <message>
            <source>Plays by rules of thumb, slips about one card in five and misjudges two bids in five.</source>
            <translation>Igra po pravilih na pamet, zgreši približno vsako peto karto in zgreši dve napovedi od petih.</translation>
        </message>
        <message>
            <source>Looks ahead over a few guesses at the other hands; bids by counting its high cards and spades, as a club player does.</source>
            <translation>Predvideva z nekaj ugibanji o drugih kartah v rokah; napoveduje tako, da šteje svoje visoke karte in pike, kot klubski igralec.</translation>
        </message>
        <message>
            <source>Bids by playing out sixty sample deals, weighs eighty guesses at the other hands in play, and cashes its sure winners before it leads low.</source>
            <translation>Napoveduje po odigranih šestdesetih vzorčnih delitvah, med igro pretehta osemdeset ugibanj o drugih rokah in pobere svoje zanesljive vzetke, preden izigra nizko.</translation>
        </message>
        <message>
            <source>A cautious beginner: bets only with three of a kind and starts every chain with its lowest card.</source>
            <translation>Previden začetnik: stavi le s trisom in vsako verigo začne s svojo najnižjo karto.</translation>
        </message>
        <message>
            <source>Opens the betting with almost any set but passes when another player bets, unless it holds four of a kind; looks a little ahead in the chains.</source>
            <translation>Stavo odpre s skoraj vsako kombinacijo, a odstopi, ko stavi drug igralec, razen če ima poker; v verigah pogleda malo naprej.</translation>
        </message>
        <message>
            <source>Weighs the hands against everyone's bets so far, mixes in bluffs and disguised amounts, learns who bets on a whim, and plays the chains out exactly.</source>
            <translation>Karte pretehta glede na vse dosedanje stave, vmeša blefe in prikrite zneske, si zapomni, kdo stavi po muhi, in verige odigra natančno.</translation>
        </message>
        <message>
            <source>Declares by a rough count of its hand and misjudges two declarations in five; plays by rules of thumb.</source>
            <translation>Napoveduje po grobi oceni svojih kart in zgreši dve napovedi od petih; igra po pravilih na pamet.</translation>
        </message>
        <message>
            <source>Declares by the same count without slips; looks ahead over guesses at the other hands for the exchange and the tricks.</source>
            <translation>Napoveduje po isti oceni brez spodrsljajev; pri menjavi in vzetkih predvideva z ugibanji o drugih rokah.</translation>
        </message>
        <message>
            <source>Tries each declaration on many sample deals that fit the others' taps and passes, and plays the three tricks out exactly.</source>
            <translation>Vsako napoved preizkusi na mnogih vzorčnih delitvah, ki se ujemajo s trkanji in prepusti drugih, in tri vzetke odigra natančno.</translation>
        </message>
        <message>
            <source>Doubles, bids and plays by a quick count of its tricks, and slips about one decision in five.</source>
            <translation>Podvaja, licitira in igra po hitrem štetju svojih vzetkov ter zgreši približno vsako peto odločitev.</translation>
        </message>
        <message>
            <source>Bids by a quick count of its tricks; chooses the contract and plays by looking ahead over a few guesses at the other hands.</source>
            <translation>Licitira po hitrem štetju svojih vzetkov; igro izbere in igra tako, da predvideva z nekaj ugibanji o drugih rokah.</translation>
        </message>
        <message>
            <source>Bids by playing out sample deals that fit everyone's bids, and looks ahead over many more guesses in play.</source>
            <translation>Licitira po odigranih vzorčnih delitvah, ki se ujemajo z licitacijo vseh, in med igro predvideva z veliko več ugibanji.</translation>
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
            <translation>Kup kart</translation>
        </message>
        <message>
            <source>20 cards (Schnapsen) or 24 cards with the nines (Sixty-six)</source>
            <translation>20 kart (šnops) ali 24 kart z devetkami (šestinšestdeset)</translation>
        </message>
        <message>
            <source>Exchange only after a won trick</source>
            <translation>Menjava šele po dobljenem vzetku</translation>
        </message>
        <message>
            <source>Smallest talon for the trump exchange</source>
            <translation>Najmanjši talon za menjavo aduta</translation>
        </message>
        <message>
            <source>4: no exchange when only two talon cards remain</source>
            <translation>4: brez menjave, ko v talonu ostaneta le dve karti</translation>
        </message>
        <message>
            <source>Smallest talon for closing</source>
            <translation>Najmanjši talon za zapiranje</translation>
        </message>
        <message>
            <source>4: no closing when only two talon cards remain</source>
            <translation>4: brez zapiranja, ko v talonu ostaneta le dve karti</translation>
        </message>
        <message>
            <source>Marriage allowed before the first won trick</source>
            <translation>Poroka dovoljena pred prvim dobljenim vzetkom</translation>
        </message>
        <message>
            <source>the points stay pending until a trick is won</source>
            <translation>točke čakajo, dokler ni dobljen vzetek</translation>
        </message>
        <message>
            <source>Marriages after the talon is closed or used up</source>
            <translation>Poroke po zaprtju ali porabi talona</translation>
        </message>
        <message>
            <source>Show the partner card of a marriage</source>
            <translation>Pokaži drugo karto poroke</translation>
        </message>
        <message>
            <source>Card led after a marriage</source>
            <translation>Karta za začetek po poroki</translation>
        </message>
        <message>
            <source>When marriage points count</source>
            <translation>Kdaj štejejo točke poroke</translation>
        </message>
        <message>
            <source>Going out (66)</source>
            <translation>Izstop (66)</translation>
        </message>
        <message>
            <source>Go out right after announcing a marriage</source>
            <translation>Izstop takoj po napovedi poroke</translation>
        </message>
        <message>
            <source>Closing the talon allowed</source>
            <translation>Zapiranje talona dovoljeno</translation>
        </message>
        <message>
            <source>Scoring after closing</source>
            <translation>Točkovanje po zaprtju</translation>
        </message>
        <message>
            <source>Penalty for a false claim</source>
            <translation>Kazen za napačno napoved</translation>
        </message>
        <message>
            <source>Last-trick bonus</source>
            <translation>Dodatek za zadnji vzetek</translation>
        </message>
        <message>
            <source>10 card points for the last trick once the talon is used up</source>
            <translation>10 točk za zadnji vzetek, ko je talon porabljen</translation>
        </message>
        <message>
            <source>A 65 : 65 tie</source>
            <translation>Neodločeno 65 : 65</translation>
        </message>
        <message>
            <source>Game points for a Bummerl</source>
            <translation>Igralne točke za bumerl</translation>
        </message>
        <message>
            <source>Double Bummerl for a loser without game points</source>
            <translation>Dvojni bumerl, če poraženec nima igralnih točk</translation>
        </message>
        <message>
            <source>Show running points</source>
            <translation>Prikaži sprotne točke</translation>
        </message>
        <message>
            <source>Confirm closing the talon</source>
            <translation>Potrdi zapiranje talona</translation>
        </message>
        <message>
            <source>Partnerships</source>
            <translation>Partnerstva</translation>
        </message>
        <message>
            <source>Jokers</source>
            <translation>Jokerji</translation>
        </message>
        <message>
            <source>Big and little joker as the two top spades</source>
            <translation>Veliki in mali joker kot najvišja pika</translation>
        </message>
        <message>
            <source>Nil bids</source>
            <translation>Napovedi nil</translation>
        </message>
        <message>
            <source>A bid of no tricks: +/- nil value</source>
            <translation>Napoved brez vzetkov: +/- vrednost nila</translation>
        </message>
        <message>
            <source>Nil value</source>
            <translation>Vrednost nila</translation>
        </message>
        <message>
            <source>Both partners may bid nil</source>
            <translation>Oba partnerja smeta napovedati nil</translation>
        </message>
        <message>
            <source>Failed nil tricks count for the partner</source>
            <translation>Vzetki neuspelega nila štejejo partnerju</translation>
        </message>
        <message>
            <source>Off: they only count as bags (pagat). On: they count toward the contract (OpenSpiel)</source>
            <translation>Izklopljeno: štejejo le kot vreče (pagat). Vklopljeno: štejejo k pogodbi (OpenSpiel)</translation>
        </message>
        <message>
            <source>Broken contract</source>
            <translation>Neizpolnjena pogodba</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>Slepi nil</translation>
        </message>
        <message>
            <source>Nil bid before looking; needs nil</source>
            <translation>Napoved nila, preden pogledaš karte; zahteva nil</translation>
        </message>
        <message>
            <source>Blind nil value</source>
            <translation>Vrednost slepega nila</translation>
        </message>
        <message>
            <source>Blind nil only when behind by</source>
            <translation>Slepi nil le pri zaostanku za</translation>
        </message>
        <message>
            <source>0: always allowed</source>
            <translation>0: vedno dovoljeno</translation>
        </message>
        <message>
            <source>Blind nil card exchange</source>
            <translation>Menjava kart pri slepem nilu</translation>
        </message>
        <message>
            <source>Cards passed between partners (pairs only)</source>
            <translation>Karte, ki si jih izmenjata partnerja (samo pari)</translation>
        </message>
        <message>
            <source>Bags penalty</source>
            <translation>Kazen za vreče</translation>
        </message>
        <message>
            <source>Lose bag penalty per bag limit</source>
            <translation>Kazen za vsako doseženo mejo vreč</translation>
        </message>
        <message>
            <source>Bags per penalty</source>
            <translation>Vreč za kazen</translation>
        </message>
        <message>
            <source>Bag penalty</source>
            <translation>Kazen za vreče</translation>
        </message>
        <message>
            <source>Game to</source>
            <translation>Igra do</translation>
        </message>
        <message>
            <source>500; short game 200</source>
            <translation>500; kratka igra 200</translation>
        </message>
        <message>
            <source>Lose threshold</source>
            <translation>Meja poraza</translation>
        </message>
        <message>
            <source>Game also ends at or below</source>
            <translation>Igra se konča tudi pri ali pod</translation>
        </message>
        <message>
            <source>Leading spades</source>
            <translation>Začetek s pikom</translation>
        </message>
        <message>
            <source>First lead</source>
            <translation>Prvi začetek</translation>
        </message>
        <message>
            <source>No spades on the first trick</source>
            <translation>Brez pika v prvem vzetku</translation>
        </message>
        <message>
            <source>Side's bids at most the tricks of a hand</source>
            <translation>Napovedi strani največ toliko kot vzetkov v igri</translation>
        </message>
        <message>
            <source>Partnerships only; needs nil</source>
            <translation>Samo s partnerji; zahteva nil</translation>
        </message>
        <message>
            <source>Two players build hands by</source>
            <translation>Dva igralca sestavita roki z</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Delitev</translation>
        </message>
        <message>
            <source>Three cards each, then the trump card (Grupp)</source>
            <translation>Vsakemu tri karte, nato adutna karta (Grupp)</translation>
        </message>
        <message>
            <source>Two cards each, the trump card, one more each (Katira)</source>
            <translation>Vsakemu dve karti, adutna karta, nato še ena (Katira)</translation>
        </message>
        <message>
            <source>Bête</source>
            <translation>Bête</translation>
        </message>
        <message>
            <source>What a player who plays and takes no trick pays into the pot</source>
            <translation>Kaj plača v banko igralec, ki igra in ne dobi vzetka</translation>
        </message>
        <message>
            <source>The playing pot</source>
            <translation>Igralna banka</translation>
        </message>
        <message>
            <source>The basic stake</source>
            <translation>Osnovni vložek</translation>
        </message>
        <message>
            <source>Exchange with the talon</source>
            <translation>Menjava s talonom</translation>
        </message>
        <message>
            <source>Active players may exchange up to three cards (3-5 players)</source>
            <translation>Igralci v igri smejo zamenjati do tri karte (3–5 igralcev)</translation>
        </message>
        <message>
            <source>Forced play on a bare pot</source>
            <translation>Obvezna igra pri prazni banki</translation>
        </message>
        <message>
            <source>When nothing was carried into the pot, everybody must play</source>
            <translation>Če v banko ni bilo nič preneseno, morajo vsi igrati</translation>
        </message>
        <message>
            <source>Follow rules</source>
            <translation>Pravila barvanja</translation>
        </message>
        <message>
            <source>Follow suit, else trump; head the trick</source>
            <translation>Barvaj, sicer daj aduta; vzemi, če lahko</translation>
        </message>
        <message>
            <source>Follow suit, else trump an untrumped trick (von Alvensleben)</source>
            <translation>Barvaj, sicer daj aduta na vzetek brez aduta (von Alvensleben)</translation>
        </message>
        <message>
            <source>Forced trump leads</source>
            <translation>Obvezen začetek z adutom</translation>
        </message>
        <message>
            <source>With three players in, the first lead is a trump; the winner of trick 1 who held two trumps leads a trump to trick 2</source>
            <translation>Pri treh igralcih se prvič začne z adutom; kdor dobi 1. vzetek in je imel dva aduta, začne 2. vzetek z adutom</translation>
        </message>
        <message>
            <source>Basic stake</source>
            <translation>Osnovni vložek</translation>
        </message>
        <message>
            <source>The dealer's ante, a multiple of 3</source>
            <translation>Delivčev vložek, večkratnik števila 3</translation>
        </message>
        <message>
            <source>Pot cap</source>
            <translation>Zgornja meja banke</translation>
        </message>
        <message>
            <source>The most a deal is played for (0: no cap); a multiple of 3</source>
            <translation>Največ, za kar se igra v eni igri (0: brez meje); večkratnik števila 3</translation>
        </message>
        <message>
            <source>Robbing the trump</source>
            <translation>Rop aduta</translation>
        </message>
        <message>
            <source>An active holder of the seven of trumps may take the trump card</source>
            <translation>Igralec v igri z adutno sedmico sme vzeti adutno karto</translation>
        </message>
        <message>
            <source>Sniffing</source>
            <translation>Vohanje</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Ne</translation>
        </message>
        <message>
            <source>Von Alvensleben: the dealer may drop out</source>
            <translation>Von Alvensleben: delivec sme izstopiti</translation>
        </message>
        <message>
            <source>Grupp: the dealer must take two tricks</source>
            <translation>Grupp: delivec mora dobiti dva vzetka</translation>
        </message>
        <message>
            <source>Knocking</source>
            <translation>Trkanje</translation>
        </message>
        <message>
            <source>The dealer may take the trump card before seeing his hand</source>
            <translation>Delivec sme vzeti adutno karto, preden vidi svoje karte</translation>
        </message>
        <message>
            <source>Shoving</source>
            <translation>Potiskanje</translation>
        </message>
        <message>
            <source>The dealer may pass the deal on, paying</source>
            <translation>Delivec sme delitev proti plačilu potisniti naprej</translation>
        </message>
        <message>
            <source>Hupf und Sprung</source>
            <translation>Hupf und Sprung</translation>
        </message>
        <message>
            <source>An ace or seven at the bottom of the cut moves the deal on; no forced play</source>
            <translation>As ali sedmica na dnu dvignjenega kupa preda delitev naprej; brez obvezne igre</translation>
        </message>
        <message>
            <source>Pot at the end of a session</source>
            <translation>Banka ob koncu seje</translation>
        </message>
        <message>
            <source>Shared equally</source>
            <translation>Enakomerno razdeljena</translation>
        </message>
        <message>
            <source>Left on the table</source>
            <translation>Ostane na mizi</translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation>Prvi delivec</translation>
        </message>
        <message>
            <source>Drawn at random</source>
            <translation>Izžreban naključno</translation>
        </message>
        <message>
            <source>The first to be dealt an ace</source>
            <translation>Kdor prvi dobi asa</translation>
        </message>
        <message>
            <source>Start balance</source>
            <translation>Začetno stanje</translation>
        </message>
        <message>
            <source>Deals in a session</source>
            <translation>Igre v seji</translation>
        </message>
        <message>
            <source>Cards per player</source>
            <translation>Karte na igralca</translation>
        </message>
        <message>
            <source>The whole pack gives unequal hands when it does not divide evenly</source>
            <translation>Cel kup kart da neenake roke, če se ne deli enakomerno</translation>
        </message>
        <message>
            <source>4 (the seed)</source>
            <translation>4 (izvirnik)</translation>
        </message>
        <message>
            <source>5 (Meyers)</source>
            <translation>5 (Meyers)</translation>
        </message>
        <message>
            <source>The whole pack</source>
            <translation>Cel kup kart</translation>
        </message>
        <message>
            <source>Trump card</source>
            <translation>Adutna karta</translation>
        </message>
        <message>
            <source>Where the trump card comes from</source>
            <translation>Od kod pride adutna karta</translation>
        </message>
        <message>
            <source>The dealer's last card (he keeps it)</source>
            <translation>Zadnja karta delivca (obdrži jo)</translation>
        </message>
        <message>
            <source>Turned from the talon (nobody's card)</source>
            <translation>Obrnjena s talona (ni nikogaršnja)</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Deska</translation>
        </message>
        <message>
            <source>The board the deal is played on</source>
            <translation>Deska, na kateri se igra</translation>
        </message>
        <message>
            <source>Eight compartments (bets into the Poch)</source>
            <translation>Osem polj (stave v poch)</translation>
        </message>
        <message>
            <source>Nine compartments (Pocher and centre take antes)</source>
            <translation>Devet polj (pocher in sredina dobita vložek)</translation>
        </message>
        <message>
            <source>Sequenz</source>
            <translation>Sekvenca</translation>
        </message>
        <message>
            <source>Which run of cards wins the Sequenz compartment</source>
            <translation>Katera zaporedica dobi predal Sekvenca</translation>
        </message>
        <message>
            <source>The best three-card run of any suit</source>
            <translation>Najboljša trikartna zaporedica katere koli barve</translation>
        </message>
        <message>
            <source>Seven, eight and nine of trumps</source>
            <translation>Sedmica, osmica in devetka aduta</translation>
        </message>
        <message>
            <source>Equal runs</source>
            <translation>Enake zaporedice</translation>
        </message>
        <message>
            <source>Who wins when two runs are equal</source>
            <translation>Kdo zmaga, ko sta dve zaporedici enaki</translation>
        </message>
        <message>
            <source>Clubs, spades, hearts, diamonds</source>
            <translation>Križ, pik, srce, karo</translation>
        </message>
        <message>
            <source>The player nearest the forehand</source>
            <translation>Igralec, ki je najbližje prvi roki</translation>
        </message>
        <message>
            <source>Only a player with a pair or better may bet</source>
            <translation>Staviti sme le, kdor ima par ali bolje</translation>
        </message>
        <message>
            <source>Off: anyone may open, hold or raise (bluffing)</source>
            <translation>Izklopljeno: vsak sme odpreti, držati ali zvišati (blef)</translation>
        </message>
        <message>
            <source>Highest opening bet</source>
            <translation>Najvišja začetna stava</translation>
        </message>
        <message>
            <source>The most counters an opening bet may be</source>
            <translation>Največ žetonov, kolikor sme biti začetna stava</translation>
        </message>
        <message>
            <source>Highest raise</source>
            <translation>Najvišje zvišanje</translation>
        </message>
        <message>
            <source>The most a bet may be raised by at once</source>
            <translation>Za koliko se stava sme naenkrat največ zvišati</translation>
        </message>
        <message>
            <source>Raises per betting round</source>
            <translation>Zvišanja na krog stav</translation>
        </message>
        <message>
            <source>How many times a bet may be raised in one betting round</source>
            <translation>Kolikokrat se stava sme zvišati v enem krogu stav</translation>
        </message>
        <message>
            <source>Counters left on the board at the end</source>
            <translation>Žetoni, ki na koncu ostanejo na deski</translation>
        </message>
        <message>
            <source>What becomes of the counters on the board when the session ends</source>
            <translation>Kaj se zgodi z žetoni na deski ob koncu seje</translation>
        </message>
        <message>
            <source>Stay unclaimed</source>
            <translation>Ostanejo nepobrani</translation>
        </message>
        <message>
            <source>Counters each player starts with</source>
            <translation>Žetoni, s katerimi vsak začne</translation>
        </message>
        <message>
            <source>The counters each player starts the session with</source>
            <translation>Žetoni, s katerimi vsak igralec začne sejo</translation>
        </message>
        <message>
            <source>0: no fixed length, until the players stop</source>
            <translation>0: brez določene dolžine, dokler igralci ne nehajo</translation>
        </message>
        <message>
            <source>Open-ended</source>
            <translation>Brez konca</translation>
        </message>
        <message>
            <source>20 cards</source>
            <translation>20 kart</translation>
        </message>
        <message>
            <source>24 cards, with the nines</source>
            <translation>24 kart, z devetkami</translation>
        </message>
        <message>
            <source>On: the trump jack may be exchanged only by a player who has won a trick</source>
            <translation>Vklop: adutnega fanta sme zamenjati le igralec, ki je že dobil vzetek</translation>
        </message>
        <message>
            <source>Off: no marriage once the talon is closed or used up (German Sixty-six)</source>
            <translation>Izklop: nobene poroke, ko je talon zaprt ali porabljen (nemško Šestinšestdeset)</translation>
        </message>
        <message>
            <source>On: the opponent sees the card you keep; off: only 20 or 40 is said</source>
            <translation>Vklop: nasprotnik vidi karto, ki jo obdržite; izklop: reče se le 20 ali 40</translation>
        </message>
        <message>
            <source>Which card of the marriage you must lead after announcing it</source>
            <translation>Katero karto poroke morate izigrati po napovedi</translation>
        </message>
        <message>
            <source>The king or the queen</source>
            <translation>Kralj ali dama</translation>
        </message>
        <message>
            <source>The king only</source>
            <translation>Le kralj</translation>
        </message>
        <message>
            <source>Whether a marriage's points count once you have any trick, or only after the next trick you win</source>
            <translation>Ali točke poroke štejejo, brž ko imate kakšen vzetek, ali šele po naslednjem dobljenem vzetku</translation>
        </message>
        <message>
            <source>As soon as you have a trick</source>
            <translation>Brž ko imate vzetek</translation>
        </message>
        <message>
            <source>After the next won trick</source>
            <translation>Po naslednjem dobljenem vzetku</translation>
        </message>
        <message>
            <source>Whether the table ends the deal at 66 or the player must claim it (a false claim loses)</source>
            <translation>Ali miza konča igro pri 66 ali mora igralec izstopiti sam (napačen izstop izgubi)</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Samodejno</translation>
        </message>
        <message>
            <source>Claimed by the player</source>
            <translation>Igralec izstopi sam</translation>
        </message>
        <message>
            <source>Off: a marriage that reaches 66 ends the deal only when you next win a trick</source>
            <translation>Izklop: poroka, ki prinese 66, konča igro šele, ko naslednjič dobite vzetek</translation>
        </message>
        <message>
            <source>Off: nobody may close the talon</source>
            <translation>Izklop: nihče ne sme zapreti talona</translation>
        </message>
        <message>
            <source>Whether a closer who goes out is scored by the opponent's state at the close or at the end of the deal</source>
            <translation>Ali se tisti, ki je zaprl in izstopi, točkuje po nasprotnikovem stanju ob zapiranju ali ob koncu igre</translation>
        </message>
        <message>
            <source>Viennese: as at the close</source>
            <translation>Dunajsko: kot ob zapiranju</translation>
        </message>
        <message>
            <source>As at the end of the deal</source>
            <translation>Kot ob koncu igre</translation>
        </message>
        <message>
            <source>What the opponent scores when a player claims 66 without having it</source>
            <translation>Kaj dobi nasprotnik, ko igralec izstopi brez 66</translation>
        </message>
        <message>
            <source>2, or 3 if the opponent had no trick</source>
            <translation>2, ali 3, če nasprotnik ni imel vzetka</translation>
        </message>
        <message>
            <source>What the claim would have won</source>
            <translation>Kar bi izstop prinesel</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Brez</translation>
        </message>
        <message>
            <source>10 points</source>
            <translation>10 točk</translation>
        </message>
        <message>
            <source>Who scores when both players end on 65</source>
            <translation>Kdo dobi, ko oba končata pri 65</translation>
        </message>
        <message>
            <source>The last trick wins</source>
            <translation>Zadnji vzetek zmaga</translation>
        </message>
        <message>
            <source>Carried over to the next deal</source>
            <translation>Prenese se v naslednjo igro</translation>
        </message>
        <message>
            <source>The game points both players count down from</source>
            <translation>Igralne točke, od katerih oba odštevata</translation>
        </message>
        <message>
            <source>On: losing a Bummerl without a single game point counts as two</source>
            <translation>Vklop: izgubljen Bummerl brez ene same igralne točke šteje dvojno</translation>
        </message>
        <message>
            <source>Both players' card points shown during the deal</source>
            <translation>Točke kart obeh igralcev so vidne med igro</translation>
        </message>
        <message>
            <source>On: clicking the talon asks before it closes</source>
            <translation>Vklop: klik na talon vpraša, preden se zapre</translation>
        </message>
        <message>
            <source>Everyone alone, or partners who sit opposite each other and score together</source>
            <translation>Vsak zase ali partnerja, ki sedita nasproti in se točkujeta skupaj</translation>
        </message>
        <message>
            <source>None: everyone plays alone</source>
            <translation>Brez: vsak igra zase</translation>
        </message>
        <message>
            <source>Pairs (4 or 6 players, partners opposite)</source>
            <translation>Pari (4 ali 6 igralcev, partnerja nasproti)</translation>
        </message>
        <message>
            <source>Three sides of two (6 players)</source>
            <translation>Tri strani po dva (6 igralcev)</translation>
        </message>
        <message>
            <source>What a nil bid wins when kept and loses when broken</source>
            <translation>Koliko napoved nil dobi, ko uspe, in izgubi, ko pade</translation>
        </message>
        <message>
            <source>Off: only one player of a side may bid nil</source>
            <translation>Izklop: le en igralec strani sme napovedati nil</translation>
        </message>
        <message>
            <source>What a side scores that takes fewer tricks than it bid</source>
            <translation>Koliko dobi stran, ki vzame manj vzetkov, kot jih je napovedala</translation>
        </message>
        <message>
            <source>Scores nothing</source>
            <translation>Ne dobi nič</translation>
        </message>
        <message>
            <source>Loses 10 per trick bid</source>
            <translation>Izgubi 10 za vsak napovedan vzetek</translation>
        </message>
        <message>
            <source>What a blind nil wins when kept and loses when broken</source>
            <translation>Koliko slepi nil dobi, ko uspe, in izgubi, ko pade</translation>
        </message>
        <message>
            <source>No exchange</source>
            <translation>Brez menjave</translation>
        </message>
        <message>
            <source>Two cards each way</source>
            <translation>Po dve karti v vsako smer</translation>
        </message>
        <message>
            <source>How many overtricks (bags) cost one bag penalty</source>
            <translation>Koliko presežnih vzetkov (vreč) stane eno kazen</translation>
        </message>
        <message>
            <source>The points lost each time the bags reach the limit</source>
            <translation>Točke, izgubljene vsakič, ko vreče dosežejo mejo</translation>
        </message>
        <message>
            <source>On: the game also ends when a score falls this low</source>
            <translation>Vklop: igra se konča tudi, ko rezultat pade tako nizko</translation>
        </message>
        <message>
            <source>The score at which a side loses the game</source>
            <translation>Rezultat, pri katerem stran izgubi igro</translation>
        </message>
        <message>
            <source>When a spade may be led to a trick</source>
            <translation>Kdaj se sme izigrati pik</translation>
        </message>
        <message>
            <source>Once spades are broken</source>
            <translation>Ko so piki prebiti</translation>
        </message>
        <message>
            <source>At any time</source>
            <translation>Kadar koli</translation>
        </message>
        <message>
            <source>Only with nothing but spades</source>
            <translation>Le, ko imate same pike</translation>
        </message>
        <message>
            <source>Who leads to the first trick of a hand</source>
            <translation>Kdo izigra prvi vzetek roke</translation>
        </message>
        <message>
            <source>The player left of the dealer</source>
            <translation>Igralec levo od delivca</translation>
        </message>
        <message>
            <source>The holder of the lowest club leads it</source>
            <translation>Kdor ima najnižji križ, ga izigra</translation>
        </message>
        <message>
            <source>On: nobody may play a spade to the first trick</source>
            <translation>Vklop: nihče ne sme v prvi vzetek dati pika</translation>
        </message>
        <message>
            <source>How two players get their thirteen cards</source>
            <translation>Kako dva igralca dobita svojih trinajst kart</translation>
        </message>
        <message>
            <source>Drawing: keep or discard from the stock</source>
            <translation>Vlečenje: obdrži ali odvrzi s kupa</translation>
        </message>
        <message>
            <source>A plain deal of thirteen cards</source>
            <translation>Navadna delitev trinajstih kart</translation>
        </message>
        <message>
            <source>How the cards are dealt around the trump card</source>
            <translation>Kako se karte delijo okoli adutne karte</translation>
        </message>
        <message>
            <source>What a player must play to a trick</source>
            <translation>Kaj mora igralec dati v vzetek</translation>
        </message>
        <message>
            <source>The dealer may take the face-down trump card after looking at his cards</source>
            <translation>Delivec sme vzeti zakrito adutno karto, ko si ogleda svoje karte</translation>
        </message>
        <message>
            <source>What becomes of the chips in the pot when the session ends</source>
            <translation>Kaj se zgodi z žetoni v banki ob koncu seje</translation>
        </message>
        <message>
            <source>Who deals the first deal of a session</source>
            <translation>Kdo deli prvo igro seje</translation>
        </message>
        <message>
            <source>The chips each player starts the session with</source>
            <translation>Žetoni, s katerimi vsak igralec začne sejo</translation>
        </message>
        <message>
            <source>0: play until you stop</source>
            <translation>0: igrajte, dokler ne nehate</translation>
        </message>
        <message>
            <source>Until you stop</source>
            <translation>Dokler ne nehate</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Različica</translation>
        </message>
        <message>
            <source>Sirch's form: Brand in a named suit, Bettel and Mord</source>
            <translation>Sirchova oblika: Brand v imenovani barvi, Bettel in Mord</translation>
        </message>
        <message>
            <source>Standard (Six to Nine, Bettel, Mord)</source>
            <translation>Standardno (šest do devet, Bettel, Mord)</translation>
        </message>
        <message>
            <source>Sirch (Brand, Bettel, Mord)</source>
            <translation>Sirch (Brand, Bettel, Mord)</translation>
        </message>
        <message>
            <source>Deal in packets of</source>
            <translation>Deli v paketih po</translation>
        </message>
        <message>
            <source>Doppeln after the first packet</source>
            <translation>Doppeln po prvem paketu</translation>
        </message>
        <message>
            <source>Doppeln</source>
            <translation>Doppeln</translation>
        </message>
        <message>
            <source>Openly one after another, or secretly until all have chosen</source>
            <translation>Odkrito drug za drugim ali skrivno, dokler vsi ne izberejo</translation>
        </message>
        <message>
            <source>One after another, openly</source>
            <translation>Drug za drugim, odkrito</translation>
        </message>
        <message>
            <source>Secretly</source>
            <translation>Skrivno</translation>
        </message>
        <message>
            <source>Jump bids</source>
            <translation>Skoki v licitaciji</translation>
        </message>
        <message>
            <source>A challenger may name any higher level</source>
            <translation>Izzivalec sme imenovati katero koli višjo raven</translation>
        </message>
        <message>
            <source>When nobody plays</source>
            <translation>Ko nihče ne igra</translation>
        </message>
        <message>
            <source>What happens when every player passes</source>
            <translation>Kaj se zgodi, ko vsi igralci rečejo naprej</translation>
        </message>
        <message>
            <source>Forehand must play Six</source>
            <translation>Prva roka mora igrati šest</translation>
        </message>
        <message>
            <source>Everybody pays into the pot</source>
            <translation>Vsi plačajo v banko</translation>
        </message>
        <message>
            <source>Deal again</source>
            <translation>Ponovna delitev</translation>
        </message>
        <message>
            <source>Ante into the pot</source>
            <translation>Vložek v banko</translation>
        </message>
        <message>
            <source>What each player pays into the pot when nobody plays</source>
            <translation>Koliko vsak plača v banko, ko nihče ne igra</translation>
        </message>
        <message>
            <source>Who takes the pot</source>
            <translation>Kdo dobi banko</translation>
        </message>
        <message>
            <source>Who takes the pot once a deal is played</source>
            <translation>Kdo vzame banko, ko se igra odigra</translation>
        </message>
        <message>
            <source>The winners of the next deal played</source>
            <translation>Zmagovalci naslednje odigrane igre</translation>
        </message>
        <message>
            <source>Only a declarer who wins</source>
            <translation>Le igralec, ki zmaga</translation>
        </message>
        <message>
            <source>A made contract is paid for</source>
            <translation>Izpolnjena igra se plača za</translation>
        </message>
        <message>
            <source>Whether a made contract is paid for every trick taken or for the tricks bid</source>
            <translation>Ali se dobljena igra plača za vsak dobljen vzetek ali za napovedane vzetke</translation>
        </message>
        <message>
            <source>Every trick taken</source>
            <translation>Vsak dobljeni vzetek</translation>
        </message>
        <message>
            <source>The tricks bid</source>
            <translation>Napovedane vzetke</translation>
        </message>
        <message>
            <source>Stake per trick</source>
            <translation>Vložek na vzetek</translation>
        </message>
        <message>
            <source>The chips paid for each trick</source>
            <translation>Žetoni, plačani za vsak vzetek</translation>
        </message>
        <message>
            <source>Bettel pays</source>
            <translation>Bettel plača</translation>
        </message>
        <message>
            <source>The chips a Bettel wins or loses</source>
            <translation>Žetoni, ki jih Bettel dobi ali izgubi</translation>
        </message>
        <message>
            <source>Mord pays</source>
            <translation>Mord plača</translation>
        </message>
        <message>
            <source>The chips a Mord wins or loses</source>
            <translation>Žetoni, ki jih Mord dobi ali izgubi</translation>
        </message>
        <message>
            <source>Doppeln, Kontra and Re double Bettel and Mord too</source>
            <translation>Doppeln, kontra in re podvojijo tudi Bettel in Mord</translation>
        </message>
        <message>
            <source>Off: Bettel and Mord always pay their fixed rate</source>
            <translation>Izklop: Bettel in Mord vedno plačata svojo stalno ceno</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>Aduti</translation>
        </message>
        <message>
            <source>The first card led makes trumps, or the declarer names them with his contract</source>
            <translation>Prva izigrana karta določi adut ali pa ga igralec imenuje s svojo igro</translation>
        </message>
        <message>
            <source>The suit of the first lead</source>
            <translation>Barva prvega začetka</translation>
        </message>
        <message>
            <source>Named by the declarer</source>
            <translation>Imenuje ga igralec</translation>
        </message>
        <message>
            <source>Head the suit led even when the trick is trumped</source>
            <translation>Preseči začetno barvo, tudi ko je vzetek preadutiran</translation>
        </message>
        <message>
            <source>On: a player following suit must beat the highest card of that suit even when the trick is trumped</source>
            <translation>Vklop: igralec, ki odgovarja na barvo, mora preseči najvišjo karto te barve, tudi ko je vzetek adutiran</translation>
        </message>
        <message>
            <source>Discard instead of undertrumping</source>
            <translation>Odvrzi namesto nižjega aduta</translation>
        </message>
        <message>
            <source>On: a player who cannot beat a trump may play any card instead of a lower trump</source>
            <translation>Vklop: igralec, ki ne more preseči aduta, sme namesto nižjega aduta dati katero koli karto</translation>
        </message>
        <message>
            <source>Head the trick in Bettel and Mord too</source>
            <translation>Obvezno vzeti tudi pri Bettlu in Mordu</translation>
        </message>
        <message>
            <source>On: in Bettel and Mord too a player must beat the trick when he can</source>
            <translation>Vklop: tudi v Betlu in Mordu mora igralec preseči vzetek, če lahko</translation>
        </message>
        <message>
            <source>Play all ten tricks of a decided Bettel or Mord</source>
            <translation>Odigraj vseh deset vzetkov odločenega Bettla ali Morda</translation>
        </message>
        <message>
            <source>On: the deal goes on to the last trick even when the contract is decided</source>
            <translation>Vklop: igra teče do zadnjega vzetka, tudi ko je izid že odločen</translation>
        </message>
        <message>
            <source>Defenders knock to show a void</source>
            <translation>Nasprotnika potrkata, da pokažeta manjkajočo barvo</translation>
        </message>
        <message>
            <source>On: a defender who cannot follow suit knocks to tell the partner</source>
            <translation>Vklop: nasprotnik, ki ne more odgovoriti na barvo, potrka, da to pove partnerju</translation>
        </message>
        <message>
            <source>0: until the players stop</source>
            <translation>0: dokler igralci ne nehajo</translation>
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
            <translation>★ {winner} je dobil bumerl! ★</translation>
        </message>
        <message>
            <source>{winner} won the Bummerl</source>
            <translation>{winner} je dobil bumerl</translation>
        </message>
        <message>
            <source>Bummerl {number}: {winner} {won} : {lost} {loser} in game points.</source>
            <translation>Bumerl {number}: {winner} {won} : {lost} {loser} v igralnih točkah.</translation>
        </message>
        <message>
            <source>{loser} scored nothing: a schneider Bummerl, it counts double.</source>
            <translation>{loser} ni dobil nobene točke: šnajder bumerl, šteje dvojno.</translation>
        </message>
        <message>
            <source>Bummerl so far: {first} {a} : {b} {second}.</source>
            <translation>Bumerli doslej: {first} {a} : {b} {second}.</translation>
        </message>
        <message>
            <source>Most chips at the end of the session: {winners}</source>
            <translation>Največ žetonov ob koncu seje: {winners}</translation>
        </message>
        <message>
            <source>Balances: {scores}</source>
            <translation>Stanje: {scores}</translation>
        </message>
        <message>
            <source>{winners} won the match</source>
            <translation>{winners} zmaga v partiji</translation>
        </message>
        <message>
            <source>Final score: {scores}</source>
            <translation>Končni rezultat: {scores}</translation>
        </message>
    </context>
    <context>
        <name>past</name>
        <message>
            <source>Past games</source>
            <translation>Pretekle igre</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Kdaj</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Igra</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Igralci</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Igre</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Izid</translation>
        </message>
        <message>
            <source>No game has been finished yet: every deal you play to its end is kept here.</source>
            <translation>Nobena igra še ni končana: vsaka igra, ki jo odigraš do konca, se shrani tukaj.</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Preglej</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Izvozi …</translation>
        </message>
        <message>
            <source>Export the game</source>
            <translation>Izvozi igro</translation>
        </message>
        <message>
            <source>Saved games (*.json)</source>
            <translation>Shranjene igre (*.json)</translation>
        </message>
        <message>
            <source>Not saved: {why}</source>
            <translation>Ni shranjeno: {why}</translation>
        </message>
        <message>
            <source>{score} (not finished)</source>
            <translation>{score} (ni končano)</translation>
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
            <translation>Držim</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Naprej</translation>
        </message>
        <message>
            <source>You hold no pair</source>
            <translation>Nimaš para</translation>
        </message>
        <message>
            <source>Nobody has opened yet</source>
            <translation>Še nihče ni odprl</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>naprej</translation>
        </message>
        <message>
            <source>I hold!</source>
            <translation>Držim!</translation>
        </message>
        <message>
            <source>Out!</source>
            <translation>Ven!</translation>
        </message>
        <message>
            <source>hold the bet, raise it or pass (the Pochen panel, or 0 to hold, a digit to raise, P)</source>
            <translation>drži stavo, zvišaj jo ali reci naprej (okno Pochen, ali 0 za držim, števka za zvišanje, P)</translation>
        </message>
        <message>
            <source>open the betting (Pochen) or pass (or a digit, P)</source>
            <translation>odpri stave (Pochen) ali reci naprej (ali števka, P)</translation>
        </message>
        <message>
            <source>you hold no pair: pass (P)</source>
            <translation>nimaš para: reci naprej (P)</translation>
        </message>
        <message>
            <source>start the next chain: drag any card to the table, double-click it, or pick it with the arrows and Enter</source>
            <translation>začni naslednjo verigo: povleci katero koli karto na mizo, dvakrat klikni nanjo ali jo izberi s puščicami in Enter</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karti</numerusform>
                <numerusform>%n karte</numerusform>
                <numerusform>%n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>Pochen: nobody has opened yet</source>
            <translation>Pochen: še nihče ni odprl</translation>
        </message>
        <message>
            <source>Open {n}</source>
            <translation>Odpri {n}</translation>
        </message>
        <message>
            <source>Raise {n}</source>
            <translation>Zvišaj {n}</translation>
        </message>
        <message>
            <source>Raise {n} (pay {pay})</source>
            <translation>Zvišaj {n} (plačaš {pay})</translation>
        </message>
        <message>
            <source>Hold (pay {pay})</source>
            <translation>Držim (plačaš {pay})</translation>
        </message>
        <message>
            <source>Your set: {cards}</source>
            <translation>Tvoja kombinacija: {cards}</translation>
        </message>
        <message>
            <source>The bet stands at {n} · raises left: {left}</source>
            <translation>Stava je {n} · preostala zvišanja: {left}</translation>
        </message>
        <message>
            <source>Bets: {bets}</source>
            <translation>Stave: {bets}</translation>
        </message>
        <message>
            <source>Nobody opens the betting</source>
            <translation>Nihče ne odpre stav</translation>
        </message>
        <message>
            <source>You poch {n}</source>
            <translation>Počaš {n}</translation>
        </message>
        <message>
            <source>{name} pochs {n}</source>
            <translation>{name} poča {n}</translation>
        </message>
        <message>
            <source>You hold</source>
            <translation>Držiš</translation>
        </message>
        <message>
            <source>{name} holds</source>
            <translation>{name} drži</translation>
        </message>
        <message>
            <source>You raise to {n}</source>
            <translation>Zvišaš na {n}</translation>
        </message>
        <message>
            <source>{name} raises to {n}</source>
            <translation>{name} zviša na {n}</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>Greš naprej</translation>
        </message>
        <message>
            <source>{name} passes</source>
            <translation>{name} gre naprej</translation>
        </message>
        <message>
            <source>You take {place}: {n}</source>
            <translation>Vzameš {place}: {n}</translation>
        </message>
        <message>
            <source>{name} takes {place}: {n}</source>
            <translation>{name} vzame {place}: {n}</translation>
        </message>
        <message>
            <source>You show {set} and win the pool of {n}</source>
            <translation>Pokažeš {set} in dobiš bank {n}</translation>
        </message>
        <message>
            <source>{name} shows {set} and wins the pool of {n}</source>
            <translation>{name} pokaže {set} in dobi bank {n}</translation>
        </message>
        <message>
            <source>You win the pool of {n}: everybody else passed</source>
            <translation>Dobiš bank {n}: vsi drugi so šli naprej</translation>
        </message>
        <message>
            <source>{name} wins the pool of {n}: everybody else passed</source>
            <translation>{name} dobi bank {n}: vsi drugi so šli naprej</translation>
        </message>
        <message>
            <source>The chain ends: you start the next</source>
            <translation>Veriga se konča: začneš naslednjo</translation>
        </message>
        <message>
            <source>The chain ends: {name} starts the next</source>
            <translation>Veriga se konča: {name} začne naslednjo</translation>
        </message>
        <message>
            <source>You have played your last card</source>
            <translation>Odigral si svojo zadnjo karto</translation>
        </message>
        <message>
            <source>{name} has played the last card</source>
            <translation>{name} je odigral zadnjo karto</translation>
        </message>
        <message>
            <source>You pay {other} {n}</source>
            <translation>Plačaš igralcu {other}: {n}</translation>
        </message>
        <message>
            <source>{name} pays you {n}</source>
            <translation>{name} ti plača {n}</translation>
        </message>
        <message>
            <source>{name} pays {other} {n}</source>
            <translation>{name} plača igralcu {other}: {n}</translation>
        </message>
        <message>
            <source>You take the centre: {n}</source>
            <translation>Vzameš sredino: {n}</translation>
        </message>
        <message>
            <source>{name} takes the centre: {n}</source>
            <translation>{name} vzame sredino: {n}</translation>
        </message>
        <message>
            <source>four of a kind ({cards})</source>
            <translation>poker ({cards})</translation>
        </message>
        <message>
            <source>three of a kind ({cards})</source>
            <translation>tris ({cards})</translation>
        </message>
        <message>
            <source>a pair ({cards})</source>
            <translation>par ({cards})</translation>
        </message>
        <message numerus="yes">
            <source>%n counters</source>
            <translation>
                <numerusform>%n žeton</numerusform>
                <numerusform>%n žetona</numerusform>
                <numerusform>%n žetone</numerusform>
                <numerusform>%n žetonov</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} counters</source>
            <translation>{value} žetona</translation>
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
            <translation>Zvišam na {n}!</translation>
        </message>
        <message>
            <source>The pool: +{n}</source>
            <translation>Bank: +{n}</translation>
        </message>
        <message>
            <source>continue the chain with the {card}</source>
            <translation>nadaljuj verigo s karto {card}</translation>
        </message>
        <message>
            <source>{name} starts the next chain…</source>
            <translation>{name} začne naslednjo verigo …</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Adut: {suit}</translation>
        </message>
        <message>
            <source>bet {n}</source>
            <translation>stava {n}</translation>
        </message>
        <message>
            <source>won the pool · {cards}</source>
            <translation>dobil bank · {cards}</translation>
        </message>
        <message>
            <source>Deal {n} of {total}</source>
            <translation>Igra {n} od {total}</translation>
        </message>
        <message>
            <source>Deal {n} (no fixed end)</source>
            <translation>Igra {n} (brez določenega konca)</translation>
        </message>
        <message>
            <source>This deal: {gains}</source>
            <translation>Ta igra: {gains}</translation>
        </message>
        <message>
            <source>The antes go onto the board</source>
            <translation>Vložki gredo na desko</translation>
        </message>
        <message>
            <source>Melden: the board pays the best cards</source>
            <translation>Melden: deska plača najboljše karte</translation>
        </message>
        <message>
            <source>Pochen: the bet stands at {n}</source>
            <translation>Pochen: stava je {n}</translation>
        </message>
        <message>
            <source>Ausspielen: {name} to start the next chain</source>
            <translation>Ausspielen: {name} začne naslednjo verigo</translation>
        </message>
        <message>
            <source>Ausspielen: {name} to continue the chain</source>
            <translation>Ausspielen: {name} nadaljuje verigo</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>Igra je končana</translation>
        </message>
        <message>
            <source>you have {n}</source>
            <translation>ti imaš {n}</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>As</translation>
        </message>
        <message>
            <source>King</source>
            <translation>Kralj</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Dama</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Fant</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>Desetka</translation>
        </message>
        <message>
            <source>Mariage</source>
            <translation>Mariage</translation>
        </message>
        <message>
            <source>Sequenz</source>
            <translation>Sekvenca</translation>
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
            <translation>Sredina</translation>
        </message>
        <message>
            <source>The betting is over: play a card</source>
            <translation>Stave so končane: igraj karto</translation>
        </message>
        <message>
            <source>Cards are played after the betting (Pochen) is over</source>
            <translation>Karte se igrajo po koncu stav (Pochen)</translation>
        </message>
        <message>
            <source>Only a player with a pair or better may bet; you can only pass</source>
            <translation>Staviti sme le, kdor ima par ali bolje; lahko rečeš le naprej</translation>
        </message>
        <message>
            <source>The betting is already open: hold, raise or pass</source>
            <translation>Stave so že odprte: drži, zvišaj ali reci naprej</translation>
        </message>
        <message>
            <source>Nobody has opened yet: open or pass</source>
            <translation>Še nihče ni odprl: odpri ali reci naprej</translation>
        </message>
        <message>
            <source>Open with 1 to {most} counters</source>
            <translation>Odpri z 1 do {most} žetoni</translation>
        </message>
        <message>
            <source>Raise by 1 to {most} counters</source>
            <translation>Zvišaj za 1 do {most} žetonov</translation>
        </message>
        <message>
            <source>The bet has been raised {most} times already: hold or pass</source>
            <translation>Stava je bila zvišana že {most}-krat: drži ali reci naprej</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Nimaš karte {card}</translation>
        </message>
        <message>
            <source>The {card} continues the chain: you must play it</source>
            <translation>{card} nadaljuje verigo: igrati jo moraš</translation>
        </message>
        <message>
            <source>Poch has no such move</source>
            <translation>Poch nima takšne poteze</translation>
        </message>
        <message>
            <source>{place} to you ({n})</source>
            <translation>{place}: tebi ({n})</translation>
        </message>
        <message>
            <source>{place} to {who} ({n})</source>
            <translation>{place}: {who} ({n})</translation>
        </message>
        <message>
            <source>Melden: {claims}</source>
            <translation>Melden: {claims}</translation>
        </message>
        <message>
            <source>Melden: nothing claimed</source>
            <translation>Melden: nič pobranega</translation>
        </message>
        <message>
            <source>You won the pool of {n} uncontested</source>
            <translation>Bank {n} si dobil brez tekmeca</translation>
        </message>
        <message>
            <source>{who} won the pool of {n} uncontested</source>
            <translation>{who} je brez tekmeca dobil bank {n}</translation>
        </message>
        <message>
            <source>You won the pool of {n} at the showdown</source>
            <translation>Bank {n} si dobil ob razkritju</translation>
        </message>
        <message>
            <source>{who} won the pool of {n} at the showdown</source>
            <translation>{who} je dobil bank {n} ob razkritju</translation>
        </message>
        <message>
            <source>nobody opened the betting</source>
            <translation>nihče ni odprl stav</translation>
        </message>
        <message numerus="yes">
            <source>You went out first and collected %n counters</source>
            <translation>
                <numerusform>Prvi si ostal brez kart in pobral %n žeton</numerusform>
                <numerusform>Prvi si ostal brez kart in pobral %n žetona</numerusform>
                <numerusform>Prvi si ostal brez kart in pobral %n žetone</numerusform>
                <numerusform>Prvi si ostal brez kart in pobral %n žetonov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} went out first and collected %n counters</source>
            <translation>
                <numerusform>{who} je prvi ostal brez kart in pobral %n žeton</numerusform>
                <numerusform>{who} je prvi ostal brez kart in pobral %n žetona</numerusform>
                <numerusform>{who} je prvi ostal brez kart in pobral %n žetone</numerusform>
                <numerusform>{who} je prvi ostal brez kart in pobral %n žetonov</numerusform>
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
            <translation>Žetoni: {balances}</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Katira (1983): exchange, the bête is the pot</source>
            <translation>Katira (1983): menjava, bête je banka</translation>
        </message>
        <message>
            <source>Grupp (1975): exchange, the bête is the basic stake</source>
            <translation>Grupp (1975): menjava, bête je osnovni vložek</translation>
        </message>
        <message>
            <source>Von Alvensleben (1853): forced play on a bare pot, trump leads</source>
            <translation>Von Alvensleben (1853): obvezna igra pri prazni banki, začetek z adutom</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standardno</translation>
        </message>
        <message>
            <source>Traditional (Austrian)</source>
            <translation>Tradicionalno (avstrijsko)</translation>
        </message>
        <message>
            <source>Sixty-six (24 cards)</source>
            <translation>Šestinšestdeset (24 kart)</translation>
        </message>
        <message>
            <source>As the VU Amsterdam engine</source>
            <translation>Kot program VU Amsterdam</translation>
        </message>
        <message>
            <source>Standard, short game (200)</source>
            <translation>Standardno, kratka igra (200)</translation>
        </message>
        <message>
            <source>Classic partnership</source>
            <translation>Klasično s partnerji</translation>
        </message>
        <message>
            <source>As OpenSpiel</source>
            <translation>Kot OpenSpiel</translation>
        </message>
        <message>
            <source>Four cards, the dealer's last card is trump (the seed)</source>
            <translation>Štiri karte, zadnja karta delivca je adut (izvirnik)</translation>
        </message>
        <message>
            <source>Five cards, a talon card turned for trump (Meyers 1908)</source>
            <translation>Pet kart, adut obrnjen s talona (Meyers 1908)</translation>
        </message>
        <message>
            <source>The whole pack, nine compartments (modern boards)</source>
            <translation>Cel kup kart, devet polj (sodobne deske)</translation>
        </message>
        <message>
            <source>Traditional</source>
            <translation>Tradicionalno</translation>
        </message>
        <message>
            <source>Sixty-six</source>
            <translation>Šestinšestdeset</translation>
        </message>
        <message>
            <source>Amsterdam rules</source>
            <translation>Amsterdamska pravila</translation>
        </message>
        <message>
            <source>Individual, with jokers</source>
            <translation>Vsak zase, z jokerji</translation>
        </message>
        <message>
            <source>Individual, to 200</source>
            <translation>Vsak zase, do 200</translation>
        </message>
        <message>
            <source>OpenSpiel rules</source>
            <translation>Pravila OpenSpiel</translation>
        </message>
        <message>
            <source>Sirch's form</source>
            <translation>Sirchova oblika</translation>
        </message>
        <message>
            <source>Standard, a pot when nobody plays</source>
            <translation>Standardno, banka, ko nihče ne igra</translation>
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
            <translation>Pregled — {title}</translation>
        </message>
        <message>
            <source>Seen from {name}'s seat</source>
            <translation>Pogled z mesta: {name}</translation>
        </message>
        <message>
            <source>Whose hand is at the bottom, and whose play is analysed</source>
            <translation>Čigave karte so spodaj in čigava igra se analizira</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Igra {n}</translation>
        </message>
        <message>
            <source>Deal {n} — number {seed}</source>
            <translation>Igra {n} — številka {seed}</translation>
        </message>
        <message>
            <source>Deal {n}: cannot be shown</source>
            <translation>Igra {n}: ni je mogoče prikazati</translation>
        </message>
        <message>
            <source>The deal as dealt (Home)</source>
            <translation>Igra, kot je bila razdeljena (Home)</translation>
        </message>
        <message>
            <source>One move back (←)</source>
            <translation>Potezo nazaj (←)</translation>
        </message>
        <message>
            <source>One move on (→)</source>
            <translation>Potezo naprej (→)</translation>
        </message>
        <message>
            <source>The end of the deal (End)</source>
            <translation>Konec igre (End)</translation>
        </message>
        <message>
            <source>Export this deal…</source>
            <translation>Izvozi to igro …</translation>
        </message>
        <message>
            <source>Save this deal's record as JSON (Import shows it here again)</source>
            <translation>Shrani zapis te igre kot JSON (Uvoz ga znova pokaže tukaj)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zapri</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>Igraj to igro znova</translation>
        </message>
        <message>
            <source>Play this deal again…</source>
            <translation>Igraj to igro znova…</translation>
        </message>
        <message>
            <source>A new game with the same players and rules, this deal first: everybody holds the same hand again</source>
            <translation>Nova partija z istimi igralci in pravili, najprej ta igra: vsak ima spet iste karte</translation>
        </message>
        <message>
            <source>Deal {n} cannot be shown: {why}</source>
            <translation>Igre {n} ni mogoče prikazati: {why}</translation>
        </message>
        <message>
            <source>Dealer: {name}</source>
            <translation>Delivec: {name}</translation>
        </message>
        <message>
            <source>Move {n} of {of}</source>
            <translation>Poteza {n} od {of}</translation>
        </message>
        <message>
            <source>Export the deal</source>
            <translation>Izvozi igro</translation>
        </message>
        <message>
            <source>Deal records (*.json)</source>
            <translation>Zapisi iger (*.json)</translation>
        </message>
        <message>
            <source>Not saved: {why}</source>
            <translation>Ni shranjeno: {why}</translation>
        </message>
    </context>
    <context>
        <name>schnapsen</name>
        <message>
            <source>Announce the marriage in {suit} ({value})?</source>
            <translation>Napoveš poroko v barvi {suit} ({value})?</translation>
        </message>
        <message>
            <source>Announce the marriage in {suit}</source>
            <translation>Napovej poroko v barvi {suit}</translation>
        </message>
        <message>
            <source>Claim 66</source>
            <translation>Napovej 66</translation>
        </message>
        <message>
            <source>Do not claim</source>
            <translation>Ne napovej</translation>
        </message>
        <message>
            <source>Close the talon</source>
            <translation>Zapri talon</translation>
        </message>
        <message>
            <source>{name}: marriage in {suit}</source>
            <translation>{name}: poroka v barvi {suit}</translation>
        </message>
        <message>
            <source>Exchange the trump jack</source>
            <translation>Zamenjaj fanta aduta</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Zaprto</translation>
        </message>
        <message>
            <source>Exchanged</source>
            <translation>Zamenjano</translation>
        </message>
        <message>
            <source>Wrong claim!</source>
            <translation>Napačna napoved!</translation>
        </message>
        <message>
            <source>the cards are played out: claim 66 or not</source>
            <translation>karte so odigrane: napovej 66 ali ne</translation>
        </message>
        <message>
            <source>lead the king or queen of the marriage</source>
            <translation>začni s kraljem ali damo poroke</translation>
        </message>
        <message>
            <source>follow suit with a higher card if you can</source>
            <translation>barvaj in vzemi z višjo karto, če lahko</translation>
        </message>
        <message>
            <source>play a card</source>
            <translation>igraj karto</translation>
        </message>
        <message>
            <source>click the talon (or press C) to close it</source>
            <translation>klikni talon (ali pritisni C), da ga zapreš</translation>
        </message>
        <message>
            <source>drag the trump jack onto the trump card (or press E)</source>
            <translation>povleci fanta aduta na adutno karto (ali pritisni E)</translation>
        </message>
        <message>
            <source>claim 66</source>
            <translation>napovej 66</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>začni z karto</translation>
        </message>
        <message>
            <source>lead a card — or {more}</source>
            <translation>začni z karto — ali {more}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Adut: {suit}</translation>
        </message>
        <message>
            <source>talon closed</source>
            <translation>talon zaprt</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n vzetek</numerusform>
                <numerusform>%n vzetka</numerusform>
                <numerusform>%n vzetki</numerusform>
                <numerusform>%n vzetkov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n točka</numerusform>
                <numerusform>%n točki</numerusform>
                <numerusform>%n točke</numerusform>
                <numerusform>%n točk</numerusform>
            </translation>
        </message>
        <message>
            <source>(+{n} waiting)</source>
            <translation>(+{n} na čakanju)</translation>
        </message>
        <message>
            <source>open</source>
            <translation>odprt</translation>
        </message>
        <message>
            <source>closed</source>
            <translation>zaprt</translation>
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
            <translation>Točke: {first} {a}, {second} {b}; vzetki {c} : {d}</translation>
        </message>
        <message>
            <source>{name} announced {value} in {suit}</source>
            <translation>{name} je napovedal {value} v barvi {suit}</translation>
        </message>
        <message>
            <source>Exchange the trump jack for the trump card</source>
            <translation>Zamenjaj adutovega fanta za adutovo karto</translation>
        </message>
        <message numerus="yes">
            <source>%n game points</source>
            <translation>
                <numerusform>%n igralna točka</numerusform>
                <numerusform>%n igralni točki</numerusform>
                <numerusform>%n igralne točke</numerusform>
                <numerusform>%n igralnih točk</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} game points</source>
            <translation>{value} igralne točke</translation>
        </message>
        <message>
            <source>The trump suit of this deal: the card under the talon shows it, and a trump beats every card of another suit</source>
            <translation>Adutova barva te igre: pokaže jo karta pod talonom, adut pa premaga vsako karto druge barve</translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards. Click it (or press C) to close it</source>
            <translation>
                <numerusform>Talon: %n karta. Klikni ga (ali pritisni C), da ga zapreš</numerusform>
                <numerusform>Talon: %n karti. Klikni ga (ali pritisni C), da ga zapreš</numerusform>
                <numerusform>Talon: %n karte. Klikni ga (ali pritisni C), da ga zapreš</numerusform>
                <numerusform>Talon: %n kart. Klikni ga (ali pritisni C), da ga zapreš</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards, closed</source>
            <translation>
                <numerusform>Talon: %n karta, zaprt</numerusform>
                <numerusform>Talon: %n karti, zaprt</numerusform>
                <numerusform>Talon: %n karte, zaprt</numerusform>
                <numerusform>Talon: %n kart, zaprt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards</source>
            <translation>
                <numerusform>Talon: %n karta</numerusform>
                <numerusform>Talon: %n karti</numerusform>
                <numerusform>Talon: %n karte</numerusform>
                <numerusform>Talon: %n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>The trump card, the {card}: drag the trump jack onto it (or press E) to exchange it</source>
            <translation>Adutova karta, {card}: povleci nanjo adutovega fanta (ali pritisni E), da jo zamenjaš</translation>
        </message>
        <message>
            <source>The trump card, the {card}</source>
            <translation>Adutova karta, {card}</translation>
        </message>
        <message>
            <source>used up</source>
            <translation>porabljen</translation>
        </message>
        <message>
            <source>To go: {a} {ta}, {b} {tb}</source>
            <translation>Manjka: {a} {ta}, {b} {tb}</translation>
        </message>
        <message>
            <source>Game points to go: {a} {ta}, {b} {tb}</source>
            <translation>Manjkajoče igralne točke: {a} {ta}, {b} {tb}</translation>
        </message>
        <message>
            <source>Bummerl won: {a} {wa}, {b} {wb}</source>
            <translation>Dobljeni bumerli: {a} {wa}, {b} {wb}</translation>
        </message>
        <message>
            <source>This Bummerl</source>
            <translation>Ta bumerl</translation>
        </message>
        <message>
            <source>Bummerl {n}</source>
            <translation>Bumerl {n}</translation>
        </message>
        <message>
            <source>won</source>
            <translation>dobljen</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>izgubljen</translation>
        </message>
        <message>
            <source>The cards are played out: claim 66 or decline</source>
            <translation>Karte so odigrane: napovej 66 ali se odpovej</translation>
        </message>
        <message>
            <source>There is no claim to decline now</source>
            <translation>Zdaj ni napovedi, ki bi se ji lahko odpovedal</translation>
        </message>
        <message>
            <source>Schnapsen has no action {kind}</source>
            <translation>Šnops nima poteze {kind}</translation>
        </message>
        <message>
            <source>That card is not in the Schnapsen pack</source>
            <translation>Te karte ni v kupu za šnops</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Nimaš karte {card}</translation>
        </message>
        <message>
            <source>After announcing the marriage you must lead the king of {suit}</source>
            <translation>Po napovedi poroke moraš začeti s kraljem v barvi {suit}</translation>
        </message>
        <message>
            <source>After announcing the marriage you must lead the king or queen of {suit}</source>
            <translation>Po napovedi poroke moraš začeti s kraljem ali damo v barvi {suit}</translation>
        </message>
        <message>
            <source>It is not your turn to play a card</source>
            <translation>Nisi na vrsti za igranje karte</translation>
        </message>
        <message>
            <source>You must follow suit with a higher {suit} ({led} was led)</source>
            <translation>Barvati moraš z višjo karto v barvi {suit} (začeto je bilo z {led})</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>Barvati moraš: igraj {suit}</translation>
        </message>
        <message>
            <source>You have no {suit}, so you must play a trump ({trump})</source>
            <translation>Nimaš barve {suit}, zato moraš dati aduta ({trump})</translation>
        </message>
        <message>
            <source>Only the player on lead may {what}, before leading</source>
            <translation>Samo igralec, ki začne, sme {what}, in to pred začetkom</translation>
        </message>
        <message>
            <source>You cannot {what} after announcing a marriage: lead its king or queen</source>
            <translation>Po napovedi poroke to ni dovoljeno ({what}): začni z njenim kraljem ali damo</translation>
        </message>
        <message>
            <source>exchange the trump jack</source>
            <translation>zamenjati fanta aduta</translation>
        </message>
        <message>
            <source>close the talon</source>
            <translation>zapreti talon</translation>
        </message>
        <message>
            <source>announce a marriage</source>
            <translation>napovedati poroko</translation>
        </message>
        <message>
            <source>The talon is closed</source>
            <translation>Talon je zaprt</translation>
        </message>
        <message>
            <source>The talon is used up</source>
            <translation>Talon je porabljen</translation>
        </message>
        <message>
            <source>No exchange with fewer than {n} cards in the talon</source>
            <translation>Menjava ni mogoča, ko je v talonu manj kot {n} kart</translation>
        </message>
        <message>
            <source>You may exchange only after winning a trick</source>
            <translation>Zamenjaš lahko šele, ko dobiš vzetek</translation>
        </message>
        <message>
            <source>Closing the talon is not part of these rules</source>
            <translation>Zapiranje talona ni del teh pravil</translation>
        </message>
        <message>
            <source>The talon may not be closed with fewer than {n} cards</source>
            <translation>Talona ni dovoljeno zapreti, ko ima manj kot {n} kart</translation>
        </message>
        <message>
            <source>Only one marriage may be announced with a lead</source>
            <translation>Ob enem začetku je mogoče napovedati le eno poroko</translation>
        </message>
        <message>
            <source>Name the suit of the marriage, like 'marry H'</source>
            <translation>Navedi barvo poroke, na primer 'marry H'</translation>
        </message>
        <message>
            <source>You do not hold the king and queen of {suit}</source>
            <translation>Nimaš kralja in dame v barvi {suit}</translation>
        </message>
        <message>
            <source>No marriage may be announced once the talon is closed or used up</source>
            <translation>Ko je talon zaprt ali porabljen, poroke ni več mogoče napovedati</translation>
        </message>
        <message>
            <source>You may announce a marriage only after winning a trick</source>
            <translation>Poroko lahko napoveš šele, ko dobiš vzetek</translation>
        </message>
        <message>
            <source>Going out is automatic in these rules: nothing to claim</source>
            <translation>Izstop je po teh pravilih samodejen: ničesar ni treba napovedati</translation>
        </message>
        <message>
            <source>You may claim only after winning a trick</source>
            <translation>Napoveš lahko šele, ko dobiš vzetek</translation>
        </message>
        <message>
            <source>You may claim only right after winning a trick, before leading</source>
            <translation>Napoveš lahko le takoj po dobljenem vzetku, pred začetkom</translation>
        </message>
        <message>
            <source>the dealer</source>
            <translation>delivec</translation>
        </message>
        <message>
            <source>the forehand</source>
            <translation>prva roka</translation>
        </message>
        <message>
            <source>went out first after you closed the talon</source>
            <translation>je prvi izstopil, potem ko si ti zaprl talon</translation>
        </message>
        <message>
            <source>went out first after {role} closed the talon</source>
            <translation>je prvi izstopil, potem ko je {role} zaprl talon</translation>
        </message>
        <message>
            <source>closed the talon and went out; you had {score} and no trick at the close</source>
            <translation>je zaprl talon in izstopil; ti si imel ob zaprtju {score} in nobenega vzetka</translation>
        </message>
        <message>
            <source>closed the talon and went out; {role} had {score} and no trick at the close</source>
            <translation>je zaprl talon in izstopil; {role} je imel ob zaprtju {score} in nobenega vzetka</translation>
        </message>
        <message>
            <source>closed the talon and went out; you had {score} and a trick at the close</source>
            <translation>je zaprl talon in izstopil; ti si imel ob zaprtju {score} in vzetek</translation>
        </message>
        <message>
            <source>closed the talon and went out; {role} had {score} and a trick at the close</source>
            <translation>je zaprl talon in izstopil; {role} je imel ob zaprtju {score} in vzetek</translation>
        </message>
        <message>
            <source>went out with {score} while you have no trick</source>
            <translation>je izstopil s {score}, ko ti nimaš nobenega vzetka</translation>
        </message>
        <message>
            <source>went out with {score} while {role} has no trick</source>
            <translation>je izstopil s {score}, ko {role} nima nobenega vzetka</translation>
        </message>
        <message>
            <source>you claimed 66 with only {score}</source>
            <translation>ti si napovedal 66 s samo {score}</translation>
        </message>
        <message>
            <source>{role} claimed 66 with only {score}</source>
            <translation>{role} je napovedal 66 s samo {score}</translation>
        </message>
        <message>
            <source>you closed the talon and did not reach 66</source>
            <translation>ti si zaprl talon in nisi dosegel 66</translation>
        </message>
        <message>
            <source>{role} closed the talon and did not reach 66</source>
            <translation>{role} je zaprl talon in ni dosegel 66</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Delivec</translation>
        </message>
        <message>
            <source>Forehand</source>
            <translation>Prva roka</translation>
        </message>
        <message numerus="yes">
            <source>You win %n game points: {why}.</source>
            <translation>
                <numerusform>Dobiš %n igralno točko: {why}.</numerusform>
                <numerusform>Dobiš %n igralni točki: {why}.</numerusform>
                <numerusform>Dobiš %n igralne točke: {why}.</numerusform>
                <numerusform>Dobiš %n igralnih točk: {why}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{role} wins %n game points: {why}.</source>
            <translation>
                <numerusform>{role}: %n igralna točka: {why}.</numerusform>
                <numerusform>{role}: %n igralni točki: {why}.</numerusform>
                <numerusform>{role}: %n igralne točke: {why}.</numerusform>
                <numerusform>{role}: %n igralnih točk: {why}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</source>
            <translation>
                <numerusform>Dobiš %n igralno točko: {why}. (+{bonus} iz neodločenega 65 : 65)</numerusform>
                <numerusform>Dobiš %n igralni točki: {why}. (+{bonus} iz neodločenega 65 : 65)</numerusform>
                <numerusform>Dobiš %n igralne točke: {why}. (+{bonus} iz neodločenega 65 : 65)</numerusform>
                <numerusform>Dobiš %n igralnih točk: {why}. (+{bonus} iz neodločenega 65 : 65)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{role} wins %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</source>
            <translation>
                <numerusform>{role}: %n igralna točka: {why}. (+{bonus} iz neodločenega 65 : 65)</numerusform>
                <numerusform>{role}: %n igralni točki: {why}. (+{bonus} iz neodločenega 65 : 65)</numerusform>
                <numerusform>{role}: %n igralne točke: {why}. (+{bonus} iz neodločenega 65 : 65)</numerusform>
                <numerusform>{role}: %n igralnih točk: {why}. (+{bonus} iz neodločenega 65 : 65)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Nobody scores: {why}. The winner of the next deal gets %n more game points.</source>
            <translation>
                <numerusform>Nihče ne dobi točk: {why}. Zmagovalec naslednje igre dobi še %n igralno točko.</numerusform>
                <numerusform>Nihče ne dobi točk: {why}. Zmagovalec naslednje igre dobi še %n igralni točki.</numerusform>
                <numerusform>Nihče ne dobi točk: {why}. Zmagovalec naslednje igre dobi še %n igralne točke.</numerusform>
                <numerusform>Nihče ne dobi točk: {why}. Zmagovalec naslednje igre dobi še %n igralnih točk.</numerusform>
            </translation>
        </message>
        <message>
            <source>went out with {score} against {other}</source>
            <translation>je izstopil s {score} proti {other}</translation>
        </message>
        <message>
            <source>won the last trick ({score} against {other})</source>
            <translation>je dobil zadnji vzetek ({score} proti {other})</translation>
        </message>
        <message>
            <source>65 against 65</source>
            <translation>65 proti 65</translation>
        </message>
        <message>
            <source>to go {to_go_0} : {to_go_1}   Bummerl {bummerl_0} : {bummerl_1}</source>
            <translation>manjka {to_go_0} : {to_go_1}   bumerli {bummerl_0} : {bummerl_1}</translation>
        </message>
        <message>
            <source>Schnapsen needs schnapsen.Options, not {type}</source>
            <translation>Šnops potrebuje schnapsen.Options, ne {type}</translation>
        </message>
        <message>
            <source>the dealer is seat 0 or 1, not {dealer}</source>
            <translation>delivec je na sedežu 0 ali 1, ne {dealer}</translation>
        </message>
        <message>
            <source>a Schnapsen deal needs each of the {n} cards of the pack exactly once</source>
            <translation>igra šnopsa potrebuje vsako od {n} kart kupa natanko enkrat</translation>
        </message>
        <message>
            <source>a Schnapsen deal carries a SchnapsenCarry, not {carry}</source>
            <translation>igra šnopsa prenaša SchnapsenCarry, ne {carry}</translation>
        </message>
        <message>
            <source>the tie bonus is a whole number ≥ 0, not {bonus}</source>
            <translation>dodatek za neodločen izid je celo število ≥ 0, ne {bonus}</translation>
        </message>
        <message>
            <source>Schnapsen is played by 2 players, not {n}</source>
            <translation>Šnops igrata 2 igralca, ne {n}</translation>
        </message>
        <message>
            <source>{action} is not a Schnapsen move</source>
            <translation>{action} ni poteza šnopsa</translation>
        </message>
    </context>
    <context>
        <name>settings</name>
        <message>
            <source>French</source>
            <translation>Francoske</translation>
        </message>
        <message>
            <source>French, four colours</source>
            <translation>Francoske, štiri barve</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Visok kontrast</translation>
        </message>
        <message>
            <source>German (Salzburg pattern)</source>
            <translation>Nemške (salzburški vzorec)</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Modra</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rdeča</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Zelena</translation>
        </message>
        <message>
            <source>Burgundy</source>
            <translation>Bordo</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Temna</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Izklopljeno</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Hitro</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Običajno</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Počasi</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Takoj</translation>
        </message>
        <message>
            <source>Brisk</source>
            <translation>Živahno</translation>
        </message>
        <message>
            <source>Relaxed</source>
            <translation>Umirjeno</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Lahka</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Močna</translation>
        </message>
        <message>
            <source>Until the next card is played</source>
            <translation>Dokler ni odigrana naslednja karta</translation>
        </message>
        <message>
            <source>For a moment, then to the winner</source>
            <translation>Za trenutek, nato k zmagovalcu</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Majhno</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Veliko</translation>
        </message>
    </context>
    <context>
        <name>spades</name>
        <message>
            <source>Your draw</source>
            <translation>Tvoje vlečenje</translation>
        </message>
        <message>
            <source>The card from the stock is the {card}. Keep it (the next card is thrown away), or throw it away and take the next one.</source>
            <translation>Karta s kupa: {card}. Obdrži jo (naslednja gre stran) ali jo zavrzi in vzemi naslednjo.</translation>
        </message>
        <message>
            <source>Your cards are still face down. Bid blind nil now, before you see them — or turn them up and bid as usual.</source>
            <translation>Tvoje karte so še obrnjene navzdol. Napovej slepi nil zdaj, preden jih vidiš — ali jih obrni in napovej kot običajno.</translation>
        </message>
        <message>
            <source>Your cards are still face down: turn them up to bid.</source>
            <translation>Tvoje karte so še obrnjene navzdol: obrni jih, da napoveš.</translation>
        </message>
        <message>
            <source>Blind nil wins or loses {blind}; Nil bid without looking is an ordinary nil: {nil}.</source>
            <translation>Slepi nil dobi ali izgubi {blind}; Nil, napovedan brez gledanja, je navaden nil: {nil}.</translation>
        </message>
        <message>
            <source>Blind nil?</source>
            <translation>Slepi nil?</translation>
        </message>
        <message>
            <source>Your cards</source>
            <translation>Tvoje karte</translation>
        </message>
        <message>
            <source>Or bid without looking:</source>
            <translation>Ali napovej, ne da bi pogledal:</translation>
        </message>
        <message>
            <source>How many tricks will you take?</source>
            <translation>Koliko vzetkov boš dobil?</translation>
        </message>
        <message>
            <source>Nil: none at all.</source>
            <translation>Nil: nobenega.</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>Tvoja napoved</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>tvoj partner</translation>
        </message>
        <message numerus="yes">
            <source>%n more cards</source>
            <translation>
                <numerusform>še %n karto</numerusform>
                <numerusform>še %n karti</numerusform>
                <numerusform>še %n karte</numerusform>
                <numerusform>še %n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>a card</source>
            <translation>karto</translation>
        </message>
        <message>
            <source>Give to {name}</source>
            <translation>Daj igralcu {name}</translation>
        </message>
        <message>
            <source>Blind nil exchange: give {cards} to {name}. Drag them onto {name}'s cards, or double-click them.</source>
            <translation>Menjava pri slepem nilu: daj {cards} igralcu {name}. Povleci jih na karte igralca {name} ali jih dvakrat klikni.</translation>
        </message>
        <message>
            <source>Nil</source>
            <translation>Nil</translation>
        </message>
        <message>
            <source>Give the {card}</source>
            <translation>Daj: {card}</translation>
        </message>
        <message>
            <source>Blind nil (B)</source>
            <translation>Slepi nil (B)</translation>
        </message>
        <message>
            <source>Look at my cards (L)</source>
            <translation>Poglej moje karte (L)</translation>
        </message>
        <message>
            <source>Keep (K)</source>
            <translation>Obdrži (K)</translation>
        </message>
        <message>
            <source>Take next (N)</source>
            <translation>Vzemi naslednjo (N)</translation>
        </message>
        <message>
            <source>{name} gives a card to the partner</source>
            <translation>{name} da partnerju karto</translation>
        </message>
        <message>
            <source>{name} bids nil</source>
            <translation>{name} licitira nil</translation>
        </message>
        <message>
            <source>{name} bids {n}</source>
            <translation>{name} licitira {n}</translation>
        </message>
        <message>
            <source>{name} bids blind nil</source>
            <translation>{name} licitira slepi nil</translation>
        </message>
        <message>
            <source>{name} looks at the cards</source>
            <translation>{name} pogleda karte</translation>
        </message>
        <message>
            <source>{name} keeps the card</source>
            <translation>{name} obdrži karto</translation>
        </message>
        <message>
            <source>{name} takes the next card</source>
            <translation>{name} vzame naslednjo karto</translation>
        </message>
        <message>
            <source>{name}: bid {bid}</source>
            <translation>{name}: licitira {bid}</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n točka</numerusform>
                <numerusform>%n točki</numerusform>
                <numerusform>%n točke</numerusform>
                <numerusform>%n točk</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} points</source>
            <translation>{value} točke</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Napovedovanje</translation>
        </message>
        <message>
            <source>The blind nil exchange</source>
            <translation>Menjava pri slepem nilu</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Vzetki</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>Slepi nil</translation>
        </message>
        <message>
            <source>Bid {n}</source>
            <translation>Napoved {n}</translation>
        </message>
        <message>
            <source>Spades broken!</source>
            <translation>Pik je prebit!</translation>
        </message>
        <message>
            <source>Gives a card</source>
            <translation>Da karto</translation>
        </message>
        <message>
            <source>bid blind nil (B) before looking, or look at your cards (L)</source>
            <translation>napovej slepi nil (B), preden pogledaš, ali poglej svoje karte (L)</translation>
        </message>
        <message>
            <source>look at your cards (L, or click them)</source>
            <translation>poglej svoje karte (L ali klik nanje)</translation>
        </message>
        <message>
            <source>bid how many tricks you will take (the bidding panel)</source>
            <translation>napovej, koliko vzetkov boš dobil (plošča za napovedi)</translation>
        </message>
        <message>
            <source>keep the card you see (K, or click it), or take the next one (N, or click the stock)</source>
            <translation>obdrži vidno karto (K ali klik nanjo) ali vzemi naslednjo (N ali klik na kup)</translation>
        </message>
        <message>
            <source>give a card to your partner: drag it onto their cards, or double-click it</source>
            <translation>daj karto partnerju: povleci jo na njegove karte ali jo dvakrat klikni</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>začni z karto</translation>
        </message>
        <message>
            <source>lead a card (no spade until spades are broken)</source>
            <translation>začni z karto (brez pika, dokler pik ni prebit)</translation>
        </message>
        <message>
            <source>follow suit if you can</source>
            <translation>barvaj, če lahko</translation>
        </message>
        <message>
            <source>Spades broken</source>
            <translation>Pik prebit</translation>
        </message>
        <message>
            <source>Spades not broken</source>
            <translation>Pik ni prebit</translation>
        </message>
        <message>
            <source>Spades are always trump (the jokers are the highest spades); nobody may lead a spade until one has been played on another suit</source>
            <translation>Piki so vedno adut (jokerja sta najvišja pika); nihče ne sme začeti s pikom, dokler ni bil pik odigran na drugo barvo</translation>
        </message>
        <message numerus="yes">
            <source>The stock: %n cards</source>
            <translation>
                <numerusform>Kup: %n karta</numerusform>
                <numerusform>Kup: %n karti</numerusform>
                <numerusform>Kup: %n karte</numerusform>
                <numerusform>Kup: %n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>The card you look at: click it (or press K) to keep it</source>
            <translation>Karta, ki jo gledaš: klikni jo (ali pritisni K), da jo obdržiš</translation>
        </message>
        <message>
            <source>drawing · {cards}</source>
            <translation>vleče · {cards}</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karti</numerusform>
                <numerusform>%n karte</numerusform>
                <numerusform>%n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>to bid</source>
            <translation>napoveduje</translation>
        </message>
        <message>
            <source>nil</source>
            <translation>nil</translation>
        </message>
        <message>
            <source>bid {n}</source>
            <translation>napoved {n}</translation>
        </message>
        <message>
            <source>blind nil</source>
            <translation>slepi nil</translation>
        </message>
        <message>
            <source>{bid} · won {n}</source>
            <translation>{bid} · dobljenih {n}</translation>
        </message>
        <message>
            <source>Spades: broken</source>
            <translation>Pik: prebit</translation>
        </message>
        <message>
            <source>Spades: not broken yet</source>
            <translation>Pik: še ni prebit</translation>
        </message>
        <message numerus="yes">
            <source>Drawing: %n cards in the stock</source>
            <translation>
                <numerusform>Vlečenje: %n karta na kupu</numerusform>
                <numerusform>Vlečenje: %n karti na kupu</numerusform>
                <numerusform>Vlečenje: %n karte na kupu</numerusform>
                <numerusform>Vlečenje: %n kart na kupu</numerusform>
            </translation>
        </message>
        <message>
            <source>Trick {n} of {count}</source>
            <translation>Vzetek {n} od {count}</translation>
        </message>
        <message>
            <source>Game to {n}</source>
            <translation>Igra do {n}</translation>
        </message>
        <message>
            <source>{n} points</source>
            <translation>{n} točk</translation>
        </message>
        <message>
            <source>no points</source>
            <translation>brez točk</translation>
        </message>
        <message>
            <source>{names}: {bids}, won {n} — {points}, total {total}</source>
            <translation>{names}: {bids}, dobljenih {n} — {points}, skupaj {total}</translation>
        </message>
        <message numerus="yes">
            <source>(%n bags)</source>
            <translation>
                <numerusform>(%n vreča)</numerusform>
                <numerusform>(%n vreči)</numerusform>
                <numerusform>(%n vreče)</numerusform>
                <numerusform>(%n vreč)</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep the card drawn (two players)</source>
            <translation>Obdrži potegnjeno karto (dva igralca)</translation>
        </message>
        <message>
            <source>Take the next card instead (two players)</source>
            <translation>Namesto nje vzemi naslednjo karto (dva igralca)</translation>
        </message>
        <message>
            <source>Bid blind nil, before looking</source>
            <translation>Licitiraj slepi nil, preden pogledaš</translation>
        </message>
        <message>
            <source>Look at your cards</source>
            <translation>Poglej svoje karte</translation>
        </message>
        <message>
            <source>Score: {scores} (game to {target})</source>
            <translation>Izid: {scores} (igra do {target})</translation>
        </message>
        <message>
            <source>bags</source>
            <translation>vreče</translation>
        </message>
        <message>
            <source>{names} won the game.</source>
            <translation>Igro dobi: {names}.</translation>
        </message>
        <message>
            <source>blind nil needs nil bids to be allowed</source>
            <translation>slepi nil zahteva, da so dovoljene licitacije nil</translation>
        </message>
        <message>
            <source>the side bid cap needs nil bids (a partner could be left with no legal bid)</source>
            <translation>omejitev licitacij strani zahteva licitacije nil (sicer partnerju morda ne bi ostala nobena dovoljena licitacija)</translation>
        </message>
        <message>
            <source>with triples the side bid cap needs double nil allowed</source>
            <translation>pri trojkah omejitev licitacij strani zahteva dovoljen dvojni nil</translation>
        </message>
        <message>
            <source>partnerships in pairs need 4 or 6 players</source>
            <translation>partnerstva v parih zahtevajo 4 ali 6 igralcev</translation>
        </message>
        <message>
            <source>partnerships in triples need 6 players</source>
            <translation>partnerstva v trojkah zahtevajo 6 igralcev</translation>
        </message>
        <message>
            <source>the lowest-club first lead is not played with 2 players</source>
            <translation>izigravanja najnižjega križa v prvem vzetku pri 2 igralcih ni</translation>
        </message>
        <message>
            <source>the deck is not the {size}-card Spades pack for {n} players</source>
            <translation>to ni Spadesov komplet s {size} kartami za {n} igralcev</translation>
        </message>
        <message>
            <source>dealer {dealer} is not a seat of {n}</source>
            <translation>delivec {dealer} ni eden od {n} sedežev</translation>
        </message>
        <message>
            <source>a Spades hand carries side scores and bags</source>
            <translation>igra Spades prenaša točke in vreče strani</translation>
        </message>
        <message>
            <source>carry {name} must be a list of {n} whole numbers</source>
            <translation>prenos {name} mora biti seznam {n} celih števil</translation>
        </message>
        <message>
            <source>it is not a move of Spades</source>
            <translation>to ni poteza igre Spades</translation>
        </message>
        <message>
            <source>the hand is over</source>
            <translation>igra je končana</translation>
        </message>
        <message>
            <source>it is not one of the moves allowed now</source>
            <translation>ta poteza zdaj ni dovoljena</translation>
        </message>
        <message>
            <source>You may bid blind nil only when your side is at least {deficit} points behind</source>
            <translation>Slepi nil lahko licitiraš le, ko tvoja stran zaostaja vsaj za {deficit} točk</translation>
        </message>
        <message>
            <source>Your side's bids may not add up to more than {tricks} tricks</source>
            <translation>Licitacije tvoje strani skupaj ne smejo preseči {tricks} vzetkov</translation>
        </message>
        <message>
            <source>{side}: bid {bids}, won {won}, {points}</source>
            <translation>{side}: licitirano {bids}, dobljeno {won}, {points}</translation>
        </message>
        <message>
            <source>{side}: {score}</source>
            <translation>{side}: {score}</translation>
        </message>
        <message>
            <source>{side}: {score} ({bags} bags)</source>
            <translation>{side}: {score} (vreče: {bags})</translation>
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
            <translation>Karto, ki jo gledaš, moraš obdržati ali zavrniti</translation>
        </message>
        <message>
            <source>It is time to bid</source>
            <translation>Čas je za napoved</translation>
        </message>
        <message>
            <source>You must give a card to your partner</source>
            <translation>Partnerju moraš dati karto</translation>
        </message>
        <message>
            <source>Bidding is over; play a card</source>
            <translation>Napovedovanje je končano; igraj karto</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Nimaš karte {card}</translation>
        </message>
        <message>
            <source>You do not hold that card</source>
            <translation>Te karte nimaš</translation>
        </message>
        <message>
            <source>You have already looked at your cards</source>
            <translation>Svoje karte si že pogledal</translation>
        </message>
        <message>
            <source>Nil bids are not allowed in this game</source>
            <translation>Napovedi nil v tej igri niso dovoljene</translation>
        </message>
        <message>
            <source>Your partner already bid nil</source>
            <translation>Tvoj partner je že napovedal nil</translation>
        </message>
        <message>
            <source>Blind nil is not allowed in this game</source>
            <translation>Slepi nil v tej igri ni dovoljen</translation>
        </message>
        <message>
            <source>A bid needs a number of tricks</source>
            <translation>Napoved potrebuje število vzetkov</translation>
        </message>
        <message>
            <source>Bids go from {low} to {high}</source>
            <translation>Napovedi so od {low} do {high}</translation>
        </message>
        <message>
            <source>You must follow suit: {suit}</source>
            <translation>Barvati moraš: {suit}</translation>
        </message>
        <message>
            <source>You may not play a spade on the first trick while you hold another suit</source>
            <translation>V prvem vzetku ne smeš igrati pika, dokler imaš drugo barvo</translation>
        </message>
        <message>
            <source>The first trick must be led with the {card}</source>
            <translation>Prvi vzetek se mora začeti s karto {card}</translation>
        </message>
        <message>
            <source>You may lead a spade only when you hold nothing but spades</source>
            <translation>S pikom smeš začeti le, ko imaš samo še pike</translation>
        </message>
        <message>
            <source>Spades are not broken yet</source>
            <translation>Pik še ni prebit</translation>
        </message>
    </context>
    <context>
        <name>start</name>
        <message>
            <source>Play</source>
            <translation>Igraj</translation>
        </message>
        <message>
            <source>Against the computer, with the rules you chose last time</source>
            <translation>Proti računalniku, s pravili, ki si jih izbral nazadnje</translation>
        </message>
        <message>
            <source>Options…</source>
            <translation>Možnosti …</translation>
        </message>
        <message>
            <source>Choose the rules, the players and the deck</source>
            <translation>Izberi pravila, igralce in karte</translation>
        </message>
        <message>
            <source>Learn</source>
            <translation>Nauči se</translation>
        </message>
        <message>
            <source>A first deal with a guide that explains each step</source>
            <translation>Prva igra z vodnikom, ki razloži vsak korak</translation>
        </message>
        <message>
            <source>Coming soon: its table is still being built</source>
            <translation>Kmalu: njena miza je še v izdelavi</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Izberi igro</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>Nazaj k mizi</translation>
        </message>
        <message>
            <source>Past games…</source>
            <translation>Pretekle igre …</translation>
        </message>
        <message>
            <source>The games played at this table: review one, or play one of its deals again</source>
            <translation>Igre, odigrane za to mizo: eno preglej ali znova odigraj eno od njenih deljenj</translation>
        </message>
    </context>
    <context>
        <name>statistics</name>
        <message>
            <source>The statistics could not be kept: {why}</source>
            <translation>Statistike ni bilo mogoče voditi: {why}</translation>
        </message>
        <message>
            <source>The statistics could not be read ({why}). They were kept as {name}; new statistics are kept from now on.</source>
            <translation>Statistike ni bilo mogoče prebrati ({why}). Shranjena je kot {name}; od zdaj se vodi nova statistika.</translation>
        </message>
        <message>
            <source>The statistics were written by a newer version of cardtable (schema {version}). This version leaves them as they are and keeps no statistics.</source>
            <translation>Statistiko je zapisala novejša različica programa cardtable (shema {version}). Ta različica jo pusti, kakršna je, in ne vodi statistike.</translation>
        </message>
        <message>
            <source>The statistics could not be opened: {why}. No statistics are kept this time.</source>
            <translation>Statistike ni bilo mogoče odpreti: {why}. Tokrat se statistika ne vodi.</translation>
        </message>
        <message>
            <source>The statistics could not be read ({why}) nor set aside: {error}. No statistics are kept this time.</source>
            <translation>Statistike ni bilo mogoče ne prebrati ({why}) ne umakniti: {error}. Tokrat se statistika ne vodi.</translation>
        </message>
    </context>
    <context>
        <name>table</name>
        <message>
            <source>Player {n}</source>
            <translation>Igralec {n}</translation>
        </message>
        <message>
            <source>Finding the first dealer…</source>
            <translation>Iščemo prvega delivca …</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>Deljenje …</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} razmišlja …</translation>
        </message>
        <message>
            <source>The computer players' process keeps failing ({why}); they think inside the table from now on.</source>
            <translation>Proces računalniških igralcev kar naprej odpove ({why}); odslej razmišljajo kar v mizi.</translation>
        </message>
        <message>
            <source>The computer player {name} failed:
{why}</source>
            <translation>Računalniški igralec {name} je odpovedal:
{why}</translation>
        </message>
        <message>
            <source>Your turn: {hint}.</source>
            <translation>Na vrsti si: {hint}.</translation>
        </message>
        <message>
            <source>{name}, your turn: {hint}.</source>
            <translation>{name}, na vrsti si: {hint}.</translation>
        </message>
        <message>
            <source>Pass the computer to {name}.</source>
            <translation>Predaj računalnik igralcu {name}.</translation>
        </message>
        <message>
            <source>That card cannot go there.</source>
            <translation>Ta karta ne more tja.</translation>
        </message>
        <message>
            <source>{name}'s last move was taken back.</source>
            <translation>Zadnja poteza igralca {name} je bila vzeta nazaj.</translation>
        </message>
        <message>
            <source>Your last move was taken back.</source>
            <translation>Tvoja zadnja poteza je bila vzeta nazaj.</translation>
        </message>
        <message>
            <source>No trick has been taken yet in this deal.</source>
            <translation>V tej igri še ni bil pobran noben vzetek.</translation>
        </message>
        <message>
            <source>The last trick, taken by {name}</source>
            <translation>Zadnji vzetek, pobral ga je {name}</translation>
        </message>
        <message>
            <source>Thinking about a hint…</source>
            <translation>Iščem namig …</translation>
        </message>
        <message>
            <source>Hint: {move}</source>
            <translation>Namig: {move}</translation>
        </message>
        <message>
            <source>no advice</source>
            <translation>brez nasveta</translation>
        </message>
        <message>
            <source>rule</source>
            <translation>pravilo</translation>
        </message>
        <message>
            <source>The trick</source>
            <translation>Vzetek</translation>
        </message>
        <message>
            <source>End the session?</source>
            <translation>Končati sejo?</translation>
        </message>
        <message numerus="yes">
            <source>%n deals of {total} are still to play. End the session now and settle the chips?</source>
            <translation>
                <numerusform>Odigrati je treba še %n igro od {total}. Končati sejo zdaj in poravnati žetone?</numerusform>
                <numerusform>Odigrati je treba še %n igri od {total}. Končati sejo zdaj in poravnati žetone?</numerusform>
                <numerusform>Odigrati je treba še %n igre od {total}. Končati sejo zdaj in poravnati žetone?</numerusform>
                <numerusform>Odigrati je treba še %n iger od {total}. Končati sejo zdaj in poravnati žetone?</numerusform>
            </translation>
        </message>
        <message>
            <source>End it now</source>
            <translation>Končaj zdaj</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Igraj naprej</translation>
        </message>
        <message>
            <source>The talon</source>
            <translation>Talon</translation>
        </message>
        <message>
            <source>The trump card</source>
            <translation>Adutna karta</translation>
        </message>
        <message>
            <source>The stock</source>
            <translation>Kup</translation>
        </message>
        <message>
            <source>The card looked at</source>
            <translation>Ogledana karta</translation>
        </message>
        <message>
            <source>The pack</source>
            <translation>Kup kart</translation>
        </message>
        <message>
            <source>The card turned for trumps</source>
            <translation>Karta, obrnjena za adut</translation>
        </message>
        <message>
            <source>The chain closed last</source>
            <translation>Nazadnje zaključena veriga</translation>
        </message>
        <message>
            <source>The chains played before</source>
            <translation>Prej odigrane verige</translation>
        </message>
        <message>
            <source>The cards laid away</source>
            <translation>Odložene karte</translation>
        </message>
        <message>
            <source>The dealer's cards, face down</source>
            <translation>Delivčeve karte, obrnjene navzdol</translation>
        </message>
        <message>
            <source>The Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>{name} plays the {card}</source>
            <translation>{name} igra: {card}</translation>
        </message>
        <message>
            <source>{name}: {action}</source>
            <translation>{name}: {action}</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>Igra {n}</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Igra {n}</translation>
        </message>
        <message>
            <source>The hand is over.</source>
            <translation>Igra je končana.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Igra je končana.</translation>
        </message>
        <message>
            <source>play a card</source>
            <translation>igraj karto</translation>
        </message>
        <message>
            <source>Score: {scores}</source>
            <translation>Izid: {scores}</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Stanje</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Skupaj</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Konec</translation>
        </message>
        <message>
            <source>Everybody else, look away. The cards appear when you press the button (or Enter).</source>
            <translation>Vsi drugi, poglejte stran. Karte se pokažejo, ko pritisneš gumb (ali Enter).</translation>
        </message>
        <message>
            <source>Yes, announce (Y)</source>
            <translation>Da, napovej (Y)</translation>
        </message>
        <message>
            <source>No, just play (N)</source>
            <translation>Ne, samo igraj (N)</translation>
        </message>
        <message>
            <source>Pass to {name}</source>
            <translation>Predaj igralcu {name}</translation>
        </message>
        <message>
            <source>I am {name}: show my cards</source>
            <translation>Sem {name}: pokaži moje karte</translation>
        </message>
        <message>
            <source>The match is over</source>
            <translation>Partija je končana</translation>
        </message>
        <message>
            <source>The hand is over</source>
            <translation>Igra je končana</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>Igra je končana</translation>
        </message>
        <message>
            <source>Deal number {n}</source>
            <translation>Številka igre {n}</translation>
        </message>
        <message>
            <source>Review (R)</source>
            <translation>Pregled (R)</translation>
        </message>
        <message>
            <source>Step through this deal move by move, every hand open</source>
            <translation>Pojdi skozi to igro potezo za potezo, z vsemi kartami odkritimi</translation>
        </message>
        <message>
            <source>Analyse (A)</source>
            <translation>Analiza (A)</translation>
        </message>
        <message>
            <source>How well you played this deal: each decision rated, the better choice shown</source>
            <translation>Kako dobro si odigral to igro: vsaka odločitev ocenjena, boljša izbira prikazana</translation>
        </message>
        <message>
            <source>Back to the match</source>
            <translation>Nazaj k partiji</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nova igra</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Naslednja igra</translation>
        </message>
        <message>
            <source>Play this deal again…</source>
            <translation>Igraj to igro znova…</translation>
        </message>
        <message>
            <source>The same cards to the same seats, in your seat or another; the match waits</source>
            <translation>Iste karte na ista mesta, na vašem mestu ali drugem; partija počaka</translation>
        </message>
        <message>
            <source>End the session</source>
            <translation>Končaj srečanje</translation>
        </message>
        <message>
            <source>Welcome back</source>
            <translation>Dobrodošel nazaj</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Nadaljuj</translation>
        </message>
        <message>
            <source>You play the {card}</source>
            <translation>Igraš: {card}</translation>
        </message>
        <message>
            <source>You take the trick</source>
            <translation>Vzameš vzetek</translation>
        </message>
        <message>
            <source>{name} takes the trick</source>
            <translation>{name} vzame vzetek</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n točka</numerusform>
                <numerusform>%n točki</numerusform>
                <numerusform>%n točke</numerusform>
                <numerusform>%n točk</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} points</source>
            <translation>{value} točke</translation>
        </message>
        <message>
            <source>Final</source>
            <translation>Konec</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Začetek</translation>
        </message>
        <message>
            <source>After {n}</source>
            <translation>Po {n}</translation>
        </message>
        <message>
            <source>The balances at the end of the session</source>
            <translation>Stanje ob koncu seje</translation>
        </message>
        <message>
            <source>The balances at the start; the name plates show them as they are now</source>
            <translation>Stanje na začetku; imenske ploščice kažejo stanje zdaj</translation>
        </message>
        <message>
            <source>The balances after deal {n}; the name plates show them as they are now</source>
            <translation>Stanje po igri {n}; imenske ploščice kažejo stanje zdaj</translation>
        </message>
        <message>
            <source>{move}: {amount}</source>
            <translation>{move}: {amount}</translation>
        </message>
        <message>
            <source>Hint: {move} (by rule).</source>
            <translation>Namig: {move} (po pravilu).</translation>
        </message>
        <message>
            <source>Hint: best {move} (expected {amount})</source>
            <translation>Namig: najbolje {move} (pričakovano {amount})</translation>
        </message>
        <message>
            <source>; the figures on the cards are the expected results</source>
            <translation>; številke na kartah so pričakovani izidi</translation>
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
            <translation>Ustavljeno: za nadaljevanje pritisnite preslednico ali Enter ali kliknite mizo.</translation>
        </message>
        <message>
            <source>{some} and {last}</source>
            <translation>{some} in {last}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ti</translation>
        </message>
        <message>
            <source>{action} is not legal: {why}</source>
            <translation>{action} ni dovoljeno: {why}</translation>
        </message>
        <message>
            <source>{seat}</source>
            <translation>{seat}</translation>
        </message>
        <message numerus="yes">
            <source>{place}: %n chips</source>
            <translation>
                <numerusform>{place}: %n žeton</numerusform>
                <numerusform>{place}: %n žetona</numerusform>
                <numerusform>{place}: %n žetoni</numerusform>
                <numerusform>{place}: %n žetonov</numerusform>
            </translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>Bank</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Blagajna</translation>
        </message>
    </context>
    <context>
        <name>tippen</name>
        <message>
            <source>Pot</source>
            <translation>Bank</translation>
        </message>
        <message>
            <source>Bêtes of this deal (the next deal's pot)</source>
            <translation>Bête te igre (bank naslednje)</translation>
        </message>
        <message>
            <source>Reserve over the pot cap</source>
            <translation>Rezerva nad mejo banka</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Igram</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Naprej</translation>
        </message>
        <message>
            <source>Drop out</source>
            <translation>Izstopi</translation>
        </message>
        <message>
            <source>Knock</source>
            <translation>Potrkaj</translation>
        </message>
        <message>
            <source>Sniff</source>
            <translation>Vohaj</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>Ne</translation>
        </message>
        <message>
            <source>Shove</source>
            <translation>Potisni</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Deli</translation>
        </message>
        <message>
            <source>Rob</source>
            <translation>Ropaj</translation>
        </message>
        <message>
            <source>Cut</source>
            <translation>Dvigni</translation>
        </message>
        <message>
            <source>Throw {cards}</source>
            <translation>Odvrzi: {cards}</translation>
        </message>
        <message>
            <source>Keep my cards</source>
            <translation>Obdrži moje karte</translation>
        </message>
        <message>
            <source>You have paid the ante. Deal — or shove the deal on to {left}, who pays an ante too.</source>
            <translation>Plačal si vložek. Deli – ali potisni deljenje naprej igralcu {left}, ki prav tako plača vložek.</translation>
        </message>
        <message>
            <source>Deal or shove?</source>
            <translation>Deliti ali potisniti?</translation>
        </message>
        <message>
            <source>Deal (D)</source>
            <translation>Deli (D)</translation>
        </message>
        <message>
            <source>Shove (S)</source>
            <translation>Potisni (S)</translation>
        </message>
        <message>
            <source>{dealer} deals: cut the pack (or click it).</source>
            <translation>{dealer} deli: dvigni kup kart (ali klikni nanj).</translation>
        </message>
        <message>
            <source>Cut the pack</source>
            <translation>Dvigni kup kart</translation>
        </message>
        <message>
            <source>Cut (C)</source>
            <translation>Dvigni (C)</translation>
        </message>
        <message>
            <source>Before you look at your cards: knock to take the face-down trump card unseen (its suit is trumps). You then play and must take two tricks: none costs a double bête, one a single bête.</source>
            <translation>Preden pogledaš karte: potrkaj in vzemi zakrito adutno karto neogledano (njena barva je adut). Nato igraš in moraš dobiti dva vzetka: noben stane dvojni bête, eden enojni bête.</translation>
        </message>
        <message>
            <source>Knock?</source>
            <translation>Potrkaš?</translation>
        </message>
        <message>
            <source>Knock (K)</source>
            <translation>Potrkaj (K)</translation>
        </message>
        <message>
            <source>Don't knock (N)</source>
            <translation>Ne trkaj (N)</translation>
        </message>
        <message>
            <source>Take the trump card (turned up for all) and discard a card. You may then drop out for one bête; playing and taking no trick costs a double bête.</source>
            <translation>Vzemi adutno karto (odkrito za vse) in odvrzi karto. Nato lahko izstopiš za en bête; igrati in ne dobiti vzetka stane dvojni bête.</translation>
        </message>
        <message>
            <source>Take the trump card unseen (its suit is trumps) and discard a card. You then play and must take two tricks: none costs a double bête, one a single bête.</source>
            <translation>Vzemi adutno karto neogledano (njena barva je adut) in odvrzi karto. Nato igraš in moraš dobiti dva vzetka: noben stane dvojni bête, eden enojni bête.</translation>
        </message>
        <message>
            <source>Sniff?</source>
            <translation>Vohaš?</translation>
        </message>
        <message>
            <source>Sniff (S)</source>
            <translation>Vohaj (S)</translation>
        </message>
        <message>
            <source>Don't sniff (N)</source>
            <translation>Ne vohaj (N)</translation>
        </message>
        <message>
            <source>Discard a card</source>
            <translation>Odvrzi karto</translation>
        </message>
        <message>
            <source>You hold the seven of trumps: swap it for the trump card, {card}.</source>
            <translation>Imaš adutno sedmico: zamenjaj jo za adutno karto, {card}.</translation>
        </message>
        <message>
            <source>Rob the trump?</source>
            <translation>Ropaš adut?</translation>
        </message>
        <message>
            <source>Rob (R)</source>
            <translation>Ropaj (R)</translation>
        </message>
        <message>
            <source>Keep the seven (N)</source>
            <translation>Obdrži sedmico (N)</translation>
        </message>
        <message>
            <source>The pot holds {p}: each trick takes {share}.</source>
            <translation>V banki je {p}: vsak vzetek prinese {share}.</translation>
        </message>
        <message>
            <source>You sniffed: play (no trick costs a double bête of {b2}) or drop out for {b}.</source>
            <translation>Vohal si: igraj (brez vzetka plačaš dvojni bête {b2}) ali izstopi za {b}.</translation>
        </message>
        <message>
            <source>Nothing was carried into the pot: everybody must play.</source>
            <translation>V banko ni bilo nič preneseno: vsi morajo igrati.</translation>
        </message>
        <message>
            <source>Everybody else has passed: play, and the pot is yours.</source>
            <translation>Vsi drugi so rekli naprej: igraj in bank je tvoja.</translation>
        </message>
        <message>
            <source>Play and take no trick: you pay the bête of {b}.</source>
            <translation>Če igraš in ne dobiš vzetka, plačaš bête {b}.</translation>
        </message>
        <message>
            <source>Play (P)</source>
            <translation>Igram (P)</translation>
        </message>
        <message>
            <source>Pass (N)</source>
            <translation>Naprej (N)</translation>
        </message>
        <message>
            <source>Drop out (D)</source>
            <translation>Izstopi (D)</translation>
        </message>
        <message>
            <source>Play or pass?</source>
            <translation>Igraš ali greš naprej?</translation>
        </message>
        <message>
            <source>Click the cards to throw away (up to {n}), then exchange them for as many from the talon.</source>
            <translation>Klikni karte, ki jih odvržeš (do {n}), nato jih zamenjaj za enako število s talona.</translation>
        </message>
        <message numerus="yes">
            <source>Exchange %n (E)</source>
            <translation>
                <numerusform>Zamenjaj %n (E)</numerusform>
                <numerusform>Zamenjaj %n (E)</numerusform>
                <numerusform>Zamenjaj %n (E)</numerusform>
                <numerusform>Zamenjaj %n (E)</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep all (K)</source>
            <translation>Obdrži vse (K)</translation>
        </message>
        <message>
            <source>Exchange</source>
            <translation>Menjava</translation>
        </message>
        <message>
            <source>{name}: {said}</source>
            <translation>{name}: {said}</translation>
        </message>
        <message>
            <source>{name} discards a card</source>
            <translation>{name} odvrže karto</translation>
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
            <translation>odvrzi karto: povleci jo na sredino mize ali dvakrat klikni nanjo</translation>
        </message>
        <message numerus="yes">
            <source>Talon: %n cards</source>
            <translation>
                <numerusform>Talon: %n karta</numerusform>
                <numerusform>Talon: %n karti</numerusform>
                <numerusform>Talon: %n karte</numerusform>
                <numerusform>Talon: %n kart</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exchanges %n</source>
            <translation>
                <numerusform>Zamenja %n</numerusform>
                <numerusform>Zamenja %n</numerusform>
                <numerusform>Zamenja %n</numerusform>
                <numerusform>Zamenja %n</numerusform>
            </translation>
        </message>
        <message>
            <source>No exchange</source>
            <translation>Brez menjave</translation>
        </message>
        <message>
            <source>Plays (knocked)</source>
            <translation>Igra (potrkal)</translation>
        </message>
        <message>
            <source>Plays</source>
            <translation>Igra</translation>
        </message>
        <message>
            <source>No knock</source>
            <translation>Ne trka</translation>
        </message>
        <message>
            <source>Drag a card into the middle of the table, or double-click it.</source>
            <translation>Povleci karto na sredino mize ali dvakrat klikni nanjo.</translation>
        </message>
        <message>
            <source>No sniff</source>
            <translation>Ne voha</translation>
        </message>
        <message>
            <source>Keeps the seven</source>
            <translation>Obdrži sedmico</translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n žeton</numerusform>
                <numerusform>%n žetona</numerusform>
                <numerusform>%n žetone</numerusform>
                <numerusform>%n žetonov</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} chips</source>
            <translation>{value} žetona</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>Aduti</translation>
        </message>
        <message>
            <source>Play or pass</source>
            <translation>Igraš ali greš naprej</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Vzetki</translation>
        </message>
        <message>
            <source>Double bête!</source>
            <translation>Dvojni bête!</translation>
        </message>
        <message>
            <source>Bête!</source>
            <translation>Bête!</translation>
        </message>
        <message>
            <source>Shoves</source>
            <translation>Potisne</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Deli</translation>
        </message>
        <message>
            <source>Cuts</source>
            <translation>Dvigne</translation>
        </message>
        <message>
            <source>Knocks!</source>
            <translation>Potrka!</translation>
        </message>
        <message>
            <source>I smell it!</source>
            <translation>Vonjam!</translation>
        </message>
        <message>
            <source>Passes</source>
            <translation>Naprej</translation>
        </message>
        <message>
            <source>Drops out</source>
            <translation>Izstopi</translation>
        </message>
        <message>
            <source>Robs the trump!</source>
            <translation>Ropa adut!</translation>
        </message>
        <message>
            <source>Takes the pot!</source>
            <translation>Vzame bank!</translation>
        </message>
        <message>
            <source>Deals first</source>
            <translation>Deli prvi</translation>
        </message>
        <message>
            <source>deal (D), or shove the deal on (S)</source>
            <translation>deli (D) ali potisni deljenje naprej (S)</translation>
        </message>
        <message>
            <source>cut the pack (C, or click it)</source>
            <translation>dvigni kup kart (C ali klikni nanj)</translation>
        </message>
        <message>
            <source>knock (K) before looking at your cards, or not (N)</source>
            <translation>potrkaj (K), preden pogledaš karte, ali ne (N)</translation>
        </message>
        <message>
            <source>sniff (S), or not (N)</source>
            <translation>vohaj (S) ali ne (N)</translation>
        </message>
        <message>
            <source>the pot is bare: you must play (P)</source>
            <translation>bank je prazna: igrati moraš (P)</translation>
        </message>
        <message>
            <source>play (P) or pass (N)</source>
            <translation>igraj (P) ali reci naprej (N)</translation>
        </message>
        <message>
            <source>click the cards to throw, then exchange (E); or keep your cards (K)</source>
            <translation>klikni karte, ki jih odvržeš, nato zamenjaj (E); ali obdrži karte (K)</translation>
        </message>
        <message>
            <source>rob the trump card with your seven (R), or not (N)</source>
            <translation>ropaj adutno karto s sedmico (R) ali ne (N)</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>začni z karto</translation>
        </message>
        <message>
            <source>follow suit, else trump; head the trick if you can</source>
            <translation>barvaj, sicer daj aduta; vzemi vzetek, če lahko</translation>
        </message>
        <message>
            <source>follow suit, else trump</source>
            <translation>barvaj, sicer daj aduta</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>naprej</translation>
        </message>
        <message>
            <source>dropped out</source>
            <translation>izstopil</translation>
        </message>
        <message>
            <source>plays</source>
            <translation>igra</translation>
        </message>
        <message>
            <source>knocked</source>
            <translation>potrkal</translation>
        </message>
        <message>
            <source>sniffed</source>
            <translation>vohal</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n vzetek</numerusform>
                <numerusform>%n vzetka</numerusform>
                <numerusform>%n vzetki</numerusform>
                <numerusform>%n vzetkov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>took %n</source>
            <translation>
                <numerusform>vzel %n</numerusform>
                <numerusform>vzel %n</numerusform>
                <numerusform>vzel %n</numerusform>
                <numerusform>vzel %n</numerusform>
            </translation>
        </message>
        <message>
            <source>to declare</source>
            <translation>se mora odločiti</translation>
        </message>
        <message>
            <source>Trump: not turned yet</source>
            <translation>Adut: še ni obrnjen</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Adut: {suit}</translation>
        </message>
        <message>
            <source>everybody must play</source>
            <translation>vsi morajo igrati</translation>
        </message>
        <message>
            <source>Deal {i} of {n}</source>
            <translation>Igra {i} od {n}</translation>
        </message>
        <message>
            <source>Deal {i} (until you stop)</source>
            <translation>Igra {i} (dokler ne nehate)</translation>
        </message>
        <message>
            <source>Playing for {p}: {share} a trick</source>
            <translation>Igra za {p}: {share} na vzetek</translation>
        </message>
        <message>
            <source>The bête: {b}</source>
            <translation>Bête: {b}</translation>
        </message>
        <message>
            <source>Trumps: {suit}</source>
            <translation>Adut: {suit}</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Stanje</translation>
        </message>
        <message>
            <source>{parts}</source>
            <translation>{parts}</translation>
        </message>
        <message>
            <source>Everybody passes: the pot stays on the table</source>
            <translation>Vsi gredo naprej: banka ostane na mizi</translation>
        </message>
        <message>
            <source>You alone play and take the pot of {chips}</source>
            <translation>Igraš sam in vzameš banko {chips}</translation>
        </message>
        <message>
            <source>{seat} alone plays and takes the pot of {chips}</source>
            <translation>{seat} igra sam in vzame banko {chips}</translation>
        </message>
        <message numerus="yes">
            <source>You take %n tricks: +{chips}</source>
            <translation>
                <numerusform>Dobiš %n vzetek: +{chips}</numerusform>
                <numerusform>Dobiš %n vzetka: +{chips}</numerusform>
                <numerusform>Dobiš %n vzetke: +{chips}</numerusform>
                <numerusform>Dobiš %n vzetkov: +{chips}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{seat} takes %n tricks: +{chips}</source>
            <translation>
                <numerusform>{seat} dobi %n vzetek: +{chips}</numerusform>
                <numerusform>{seat} dobi %n vzetka: +{chips}</numerusform>
                <numerusform>{seat} dobi %n vzetke: +{chips}</numerusform>
                <numerusform>{seat} dobi %n vzetkov: +{chips}</numerusform>
            </translation>
        </message>
        <message>
            <source>You pay the bête of {chips}</source>
            <translation>Plačaš bête {chips}</translation>
        </message>
        <message>
            <source>{seat} pays the bête of {chips}</source>
            <translation>{seat} plača bête {chips}</translation>
        </message>
        <message>
            <source>You pay a double bête of {chips}</source>
            <translation>Plačaš dvojni bête {chips}</translation>
        </message>
        <message>
            <source>{seat} pays a double bête of {chips}</source>
            <translation>{seat} plača dvojni bête {chips}</translation>
        </message>
        <message>
            <source>You drop out and pay {chips}</source>
            <translation>Izstopiš in plačaš {chips}</translation>
        </message>
        <message>
            <source>{seat} drops out and pays {chips}</source>
            <translation>{seat} izstopi in plača {chips}</translation>
        </message>
        <message>
            <source>{chips} in the pot for the next deal</source>
            <translation>{chips} v banki za naslednjo igro</translation>
        </message>
        <message>
            <source>{seat} {chips}</source>
            <translation>{seat} {chips}</translation>
        </message>
        <message>
            <source>pot {chips}</source>
            <translation>banka {chips}</translation>
        </message>
        <message>
            <source>The dealer shoves the deal on or deals</source>
            <translation>Delivec potisne delitev naprej ali deli</translation>
        </message>
        <message>
            <source>The deal has gone round the table: you must deal</source>
            <translation>Delitev je šla okoli mize: deliti moraš ti</translation>
        </message>
        <message>
            <source>Cut the pack: lift 1 to 31 cards</source>
            <translation>Dvigni kup: 1 do 31 kart</translation>
        </message>
        <message>
            <source>Knock or decline, before looking at your cards</source>
            <translation>Potrkaj ali se odpovej, preden pogledaš karte</translation>
        </message>
        <message>
            <source>Sniff or decline</source>
            <translation>Vohaj ali se odpovej</translation>
        </message>
        <message>
            <source>Discard one card</source>
            <translation>Odvrzi eno karto</translation>
        </message>
        <message>
            <source>Play (tap) or pass</source>
            <translation>Igraj (potrkaj) ali pojdi naprej</translation>
        </message>
        <message>
            <source>The pot is bare: everybody must play</source>
            <translation>Banka je prazna: vsi morajo igrati</translation>
        </message>
        <message>
            <source>Having sniffed, you play or drop out</source>
            <translation>Ko si vohal, igraš ali izstopiš</translation>
        </message>
        <message>
            <source>Only a dealer who sniffed may drop out</source>
            <translation>Izstopi lahko le delivec, ki je vohal</translation>
        </message>
        <message>
            <source>Exchange up to {n} cards with the talon, or none</source>
            <translation>Zamenjaj do {n} kart s talonom ali nobene</translation>
        </message>
        <message>
            <source>Rob the trump card or decline</source>
            <translation>Ropaj adutno karto ali se odpovej</translation>
        </message>
        <message>
            <source>Play a card</source>
            <translation>Igraj karto</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Nimaš karte {card}</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>Barvati moraš: igraj {suit}</translation>
        </message>
        <message>
            <source>You must head the trick: play a higher {suit}</source>
            <translation>Vzeti moraš: igraj višjo karto v barvi {suit}</translation>
        </message>
        <message>
            <source>You cannot follow suit: you must trump</source>
            <translation>Ne moreš barvati: dati moraš aduta</translation>
        </message>
        <message>
            <source>You must overtrump</source>
            <translation>Preseči moraš z višjim adutom</translation>
        </message>
        <message>
            <source>You must lead a trump</source>
            <translation>Začeti moraš z adutom</translation>
        </message>
    </context>
    <context>
        <name>tips</name>
        <message>
            <source>Your tricks: click to see the last trick again (T)</source>
            <translation>Tvoji vzetki: klikni, da znova vidiš zadnji vzetek (T)</translation>
        </message>
        <message>
            <source>{name}'s tricks: click to see the last trick again (T)</source>
            <translation>Vzetki igralca {name}: klikni, da znova vidiš zadnji vzetek (T)</translation>
        </message>
        <message>
            <source>Your cards: drag one onto the table, double-click it, or pick it with ← → and press Enter</source>
            <translation>Tvoje karte: povleci eno na mizo, dvokliknij jo ali jo izberi z ← → in pritisni Enter</translation>
        </message>
        <message>
            <source>{name}'s cards</source>
            <translation>Karte igralca {name}</translation>
        </message>
        <message>
            <source>The trick</source>
            <translation>Vzetek</translation>
        </message>
        <message>
            <source>a person</source>
            <translation>človek</translation>
        </message>
        <message>
            <source>the computer, {level}</source>
            <translation>računalnik, {level}</translation>
        </message>
        <message>
            <source>; deals this time (D)</source>
            <translation>; tokrat deli (D)</translation>
        </message>
    </context>
    <context>
        <name>wallachen</name>
        <message>
            <source>{level}, {suit} trump</source>
            <translation>{level}, adut {suit}</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} in {second}</translation>
        </message>
        <message>
            <source>Your Doppler: pushed, the stakes are doubled</source>
            <translation>Tvoj Doppler: potisnjen naprej, vložek je podvojen</translation>
        </message>
        <message>
            <source>Your Doppler (click it to push it)</source>
            <translation>Tvoj Doppler (klikni, da ga potisneš naprej)</translation>
        </message>
        <message>
            <source>Your Doppler</source>
            <translation>Tvoj Doppler</translation>
        </message>
        <message>
            <source>{name}'s Doppler: pushed, the stakes are doubled</source>
            <translation>Doppler igralca {name}: potisnjen naprej, vložek je podvojen</translation>
        </message>
        <message>
            <source>{name}'s Doppler (click it to push it)</source>
            <translation>Doppler igralca {name} (klikni, da ga potisneš naprej)</translation>
        </message>
        <message>
            <source>{name}'s Doppler</source>
            <translation>Doppler igralca {name}</translation>
        </message>
        <message>
            <source>Your contract</source>
            <translation>Tvoja igra</translation>
        </message>
        <message>
            <source>You won the auction with {level}. Announce your contract: {level} or higher.</source>
            <translation>Licitacijo si dobil z napovedjo {level}. Napovej svojo igro: {level} ali višje.</translation>
        </message>
        <message>
            <source>Kontra?</source>
            <translation>Kontra?</translation>
        </message>
        <message>
            <source>{name} plays {contract}. Say Kontra to double the stakes, or let it be.</source>
            <translation>{name} igra {contract}. Reci kontra in podvoji vložek ali pusti.</translation>
        </message>
        <message>
            <source>{name} said Kontra. Say Re to double the stakes again, or let it be.</source>
            <translation>{name} je rekel kontra. Reci re in vložek še enkrat podvoji ali pusti.</translation>
        </message>
        <message>
            <source>A defender said Kontra. Say Re to double the stakes again, or let it be.</source>
            <translation>Nasprotnik je rekel kontra. Reci re in vložek še enkrat podvoji ali pusti.</translation>
        </message>
        <message>
            <source>Re?</source>
            <translation>Re?</translation>
        </message>
        <message>
            <source>Push the Doppler (click it, beside your name) to double the stakes of this deal, whoever plays it?</source>
            <translation>Potisneš Doppler naprej (klikni ga, ob svojem imenu) in podvojiš vložek te igre, ne glede na to, kdo igra?</translation>
        </message>
        <message>
            <source>Your choice stays secret until all three have chosen.</source>
            <translation>Tvoja izbira ostane skrita, dokler ne izberejo vsi trije.</translation>
        </message>
        <message>
            <source>Pushed so far: {names} (×{factor}).</source>
            <translation>Doslej potisnili: {names} (×{factor}).</translation>
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
            <translation>igram</translation>
        </message>
        <message>
            <source>hold</source>
            <translation>držim</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>naprej</translation>
        </message>
        <message>
            <source>{name} bids {level}: hold it (you keep the priority), or pass and leave it.</source>
            <translation>{name} licitira {level}: drži (obdržiš prednost) ali reci naprej in ga pusti.</translation>
        </message>
        <message>
            <source>Nobody plays yet. Bid a Brand, Bettel or Mord, or pass.</source>
            <translation>Še nihče ne igra. Licitiraj Brand, Bettel ali Mord ali reci naprej.</translation>
        </message>
        <message>
            <source>Nobody plays yet. Play (Six), or pass.</source>
            <translation>Še nihče ne igra. Igraj (šest) ali reci naprej.</translation>
        </message>
        <message>
            <source>{name} holds {level}. Bid higher, or pass.</source>
            <translation>{name} drži {level}. Licitiraj višje ali reci naprej.</translation>
        </message>
        <message>
            <source>The auction</source>
            <translation>Licitacija</translation>
        </message>
        <message>
            <source>The Start: {cards}. Click two cards to lay away (they rise; click again to put one back).</source>
            <translation>Start: {cards}. Klikni dve karti, ki ju odložiš (dvigneta se; ponoven klik eno vrne).</translation>
        </message>
        <message>
            <source>Click two cards to lay away (they rise).</source>
            <translation>Klikni dve karti, ki ju odložiš (dvigneta se).</translation>
        </message>
        <message>
            <source>Lay away two cards</source>
            <translation>Odloži dve karti</translation>
        </message>
        <message numerus="yes">
            <source>%n more cards to mark.</source>
            <translation>
                <numerusform>Izberi še %n karto.</numerusform>
                <numerusform>Izberi še %n karti.</numerusform>
                <numerusform>Izberi še %n karte.</numerusform>
                <numerusform>Izberi še %n kart.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lay these two away (L)</source>
            <translation>Odloži ti dve (L)</translation>
        </message>
        <message>
            <source>I play (Six)</source>
            <translation>Igram (šest)</translation>
        </message>
        <message>
            <source>Lay away {cards}</source>
            <translation>Odloži: {cards}</translation>
        </message>
        <message>
            <source>Push the Doppler (D)</source>
            <translation>Potisni Doppler (D)</translation>
        </message>
        <message>
            <source>No (N)</source>
            <translation>Ne (N)</translation>
        </message>
        <message>
            <source>Pass (P)</source>
            <translation>Naprej (P)</translation>
        </message>
        <message>
            <source>Hold (S)</source>
            <translation>Držim (S)</translation>
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
            <translation>{name} odloži {cards}</translation>
        </message>
        <message>
            <source>{name} lays away two cards</source>
            <translation>{name} odloži dve karti</translation>
        </message>
        <message>
            <source>{name} has chosen</source>
            <translation>{name} je izbral</translation>
        </message>
        <message>
            <source>Doppler!</source>
            <translation>Doppler!</translation>
        </message>
        <message>
            <source>No Doppler</source>
            <translation>Brez Dopplerja</translation>
        </message>
        <message>
            <source>No Kontra</source>
            <translation>Brez kontre</translation>
        </message>
        <message>
            <source>No Re</source>
            <translation>Brez re</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Ne</translation>
        </message>
        <message>
            <source>{name} plays {contract}</source>
            <translation>{name} igra {contract}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Naprej</translation>
        </message>
        <message>
            <source>Hold!</source>
            <translation>Držim!</translation>
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
                <numerusform>%n žeton</numerusform>
                <numerusform>%n žetona</numerusform>
                <numerusform>%n žetone</numerusform>
                <numerusform>%n žetonov</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} chips</source>
            <translation>{value} žetona</translation>
        </message>
        <message>
            <source>Doppeln</source>
            <translation>Doppeln</translation>
        </message>
        <message>
            <source>The contract</source>
            <translation>Napoved igre</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Vzetki</translation>
        </message>
        <message>
            <source>Must play Six</source>
            <translation>Mora igrati šest</translation>
        </message>
        <message>
            <source>{level}, {suit}</source>
            <translation>{level}, {suit}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Adut: {suit}</translation>
        </message>
        <message>
            <source>Knock</source>
            <translation>Potrka</translation>
        </message>
        <message>
            <source>follow suit and head the trick if you can</source>
            <translation>barvaj in vzemi vzetek, če lahko</translation>
        </message>
        <message>
            <source>lead a card (its suit becomes trump)</source>
            <translation>začni z karto (njena barva postane adut)</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>začni z karto</translation>
        </message>
        <message>
            <source>{hint} — or say Kontra (K)</source>
            <translation>{hint} – ali reci kontra (K)</translation>
        </message>
        <message>
            <source>{name}: {contract}</source>
            <translation>{name}: {contract}</translation>
        </message>
        <message>
            <source>Declarer: {name} (bid {level})</source>
            <translation>Igralec: {name} (napoved {level})</translation>
        </message>
        <message>
            <source>stakes ×{factor}</source>
            <translation>vložek ×{factor}</translation>
        </message>
        <message>
            <source>pot {chips}</source>
            <translation>bank {chips}</translation>
        </message>
        <message>
            <source>{name} holds {level}</source>
            <translation>{name} drži {level}</translation>
        </message>
        <message>
            <source>Doppler pushed</source>
            <translation>Doppler potisnjen</translation>
        </message>
        <message>
            <source>no Doppler</source>
            <translation>brez Dopplerja</translation>
        </message>
        <message>
            <source>has chosen</source>
            <translation>je izbral</translation>
        </message>
        <message>
            <source>Doppler</source>
            <translation>Doppler</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>naprej</translation>
        </message>
        <message>
            <source>holds {level}</source>
            <translation>drži {level}</translation>
        </message>
        <message>
            <source>declarer</source>
            <translation>igralec</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>nasprotnik</translation>
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
                <numerusform>%n vzetek</numerusform>
                <numerusform>%n vzetka</numerusform>
                <numerusform>%n vzetki</numerusform>
                <numerusform>%n vzetkov</numerusform>
            </translation>
        </message>
        <message>
            <source>Contract: {level} by {name}</source>
            <translation>Igra: {level}, igra {name}</translation>
        </message>
        <message>
            <source>Trump: the suit of the first lead</source>
            <translation>Adut: barva prve izigrane karte</translation>
        </message>
        <message>
            <source>The auction: {holds}</source>
            <translation>Licitacija: {holds}</translation>
        </message>
        <message>
            <source>Stakes ×{factor} (Kontra, Re)</source>
            <translation>Vložek ×{factor} (kontra, re)</translation>
        </message>
        <message>
            <source>Stakes ×{factor} (Kontra)</source>
            <translation>Vložek ×{factor} (kontra)</translation>
        </message>
        <message>
            <source>Stakes ×{factor}</source>
            <translation>Vložek ×{factor}</translation>
        </message>
        <message>
            <source>{name}: {chips}</source>
            <translation>{name}: {chips}</translation>
        </message>
        <message>
            <source>Pot: {chips}</source>
            <translation>Bank: {chips}</translation>
        </message>
        <message>
            <source>Deals played: {n} of {total}</source>
            <translation>Odigrane igre: {n} od {total}</translation>
        </message>
        <message>
            <source>{result}.</source>
            <translation>{result}.</translation>
        </message>
        <message>
            <source>Trump: {suit}.</source>
            <translation>Adut: {suit}.</translation>
        </message>
        <message numerus="yes">
            <source>%n Dopplers</source>
            <translation>
                <numerusform>%n Doppler</numerusform>
                <numerusform>%n Dopplerja</numerusform>
                <numerusform>%n Dopplerji</numerusform>
                <numerusform>%n Dopplerjev</numerusform>
            </translation>
        </message>
        <message>
            <source>Kontra and Re</source>
            <translation>kontra in re</translation>
        </message>
        <message>
            <source>Stakes ×{factor} ({why}).</source>
            <translation>Vložek ×{factor} ({why}).</translation>
        </message>
        <message>
            <source>Stakes ×{factor}.</source>
            <translation>Vložek ×{factor}.</translation>
        </message>
        <message>
            <source>Payments: {payments}.</source>
            <translation>Plačila: {payments}.</translation>
        </message>
        <message>
            <source>Balances: {balances}; pot {pot}.</source>
            <translation>Stanje: {balances}; bank {pot}.</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>Seja je končana.</translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>Bank</translation>
        </message>
        <message>
            <source>push the Doppler (click it, or D) or not (N)</source>
            <translation>potisni Doppler naprej (klikni ga ali D) ali ne (N)</translation>
        </message>
        <message>
            <source>bid, hold or pass in the auction panel</source>
            <translation>licitiraj, drži ali reci naprej v oknu licitacije</translation>
        </message>
        <message>
            <source>click two cards to lay away, then confirm (L)</source>
            <translation>klikni dve karti, ki ju odložiš, nato potrdi (L)</translation>
        </message>
        <message>
            <source>announce your contract</source>
            <translation>napovej svojo igro</translation>
        </message>
        <message>
            <source>say Kontra (K) or not (N)</source>
            <translation>reci kontra (K) ali ne (N)</translation>
        </message>
        <message>
            <source>say Re (R) or not (N)</source>
            <translation>reci re (R) ali ne (N)</translation>
        </message>
        <message>
            <source>That is not a move of Wallachen</source>
            <translation>To ni poteza v Wallachnu</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>Igra je končana</translation>
        </message>
        <message>
            <source>Now each player decides whether to push the Doppler: double or no</source>
            <translation>Zdaj se vsak igralec odloči, ali porine Doppler: podvoji ali ne</translation>
        </message>
        <message>
            <source>It is the auction: bid, hold or pass</source>
            <translation>Licitacija je: licitiraj, drži ali pojdi naprej</translation>
        </message>
        <message>
            <source>Nobody holds a bid yet: play (bid six) or pass</source>
            <translation>Nihče še nima napovedi: igraj (napovej šest) ali pojdi naprej</translation>
        </message>
        <message>
            <source>Nobody holds a bid yet: bid a Brand, Bettel or Mord, or pass</source>
            <translation>Nihče še nima napovedi: napovej Brand, Bettel ali Mord ali pojdi naprej</translation>
        </message>
        <message>
            <source>{who} bid {level}: hold it or pass</source>
            <translation>{who} je licitiral {level}: drži ali pojdi naprej</translation>
        </message>
        <message>
            <source>You may bid {level}, or pass</source>
            <translation>Lahko licitiraš {level} ali greš naprej</translation>
        </message>
        <message>
            <source>You may bid any level above {level}, or pass</source>
            <translation>Lahko licitiraš katero koli raven nad {level} ali greš naprej</translation>
        </message>
        <message>
            <source>Mord is held: nothing is higher, you can only pass</source>
            <translation>Mord je držan: nič ni višje, lahko le greš naprej</translation>
        </message>
        <message>
            <source>Lay away two cards of your hand</source>
            <translation>Odloži dve karti iz roke</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>Nimaš karte {card}</translation>
        </message>
        <message>
            <source>Your contract must be at least your winning bid, {level}</source>
            <translation>Tvoja igra mora biti vsaj tvoja zmagovalna napoved: {level}</translation>
        </message>
        <message>
            <source>Name the trump suit with a contract of tricks</source>
            <translation>Pri igri na vzetke navedi adutno barvo</translation>
        </message>
        <message>
            <source>Say Kontra or no</source>
            <translation>Reci kontra ali ne</translation>
        </message>
        <message>
            <source>Say Re or no</source>
            <translation>Reci re ali ne</translation>
        </message>
        <message>
            <source>Only a defender may say Kontra, once, before the end of the first trick</source>
            <translation>Kontra sme reči le nasprotnik, enkrat, pred koncem prvega vzetka</translation>
        </message>
        <message>
            <source>You must follow suit and beat the {card}: play a higher {suit}</source>
            <translation>Barvati moraš in preseči karto {card}: igraj višjo v barvi {suit}</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>Barvati moraš: igraj {suit}</translation>
        </message>
        <message>
            <source>You must overtrump the {card}: play a higher {suit}</source>
            <translation>Karto {card} moraš preseči z višjim adutom: igraj višjo v barvi {suit}</translation>
        </message>
        <message>
            <source>You cannot follow suit, so you must trump: play a {suit}</source>
            <translation>Ne moreš barvati, zato moraš dati aduta: igraj {suit}</translation>
        </message>
        <message>
            <source>Play a card</source>
            <translation>Igraj karto</translation>
        </message>
        <message numerus="yes">
            <source>You made {contract} with %n tricks</source>
            <translation>
                <numerusform>Izpolnil si {contract} z %n vzetkom</numerusform>
                <numerusform>Izpolnil si {contract} z %n vzetkoma</numerusform>
                <numerusform>Izpolnil si {contract} s %n vzetki</numerusform>
                <numerusform>Izpolnil si {contract} s %n vzetki</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} made {contract} with %n tricks</source>
            <translation>
                <numerusform>{who} je izpolnil {contract} z %n vzetkom</numerusform>
                <numerusform>{who} je izpolnil {contract} z %n vzetkoma</numerusform>
                <numerusform>{who} je izpolnil {contract} s %n vzetki</numerusform>
                <numerusform>{who} je izpolnil {contract} s %n vzetki</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You failed {contract} with %n tricks</source>
            <translation>
                <numerusform>Nisi izpolnil {contract} z %n vzetkom</numerusform>
                <numerusform>Nisi izpolnil {contract} z %n vzetkoma</numerusform>
                <numerusform>Nisi izpolnil {contract} s %n vzetki</numerusform>
                <numerusform>Nisi izpolnil {contract} s %n vzetki</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} failed {contract} with %n tricks</source>
            <translation>
                <numerusform>{who} ni izpolnil {contract} z %n vzetkom</numerusform>
                <numerusform>{who} ni izpolnil {contract} z %n vzetkoma</numerusform>
                <numerusform>{who} ni izpolnil {contract} s %n vzetki</numerusform>
                <numerusform>{who} ni izpolnil {contract} s %n vzetki</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody played: everybody paid {ante} into the pot</source>
            <translation>Nihče ni igral: vsak je plačal {ante} v banko</translation>
        </message>
        <message>
            <source>Nobody played: the deal is thrown in</source>
            <translation>Nihče ni igral: igra se razveljavi</translation>
        </message>
        <message>
            <source>{balances}; pot {pot}</source>
            <translation>{balances}; banka {pot}</translation>
        </message>
        <message>
            <source>{who}: {chips}</source>
            <translation>{who}: {chips}</translation>
        </message>
        <message>
            <source>Six</source>
            <translation>Šest</translation>
        </message>
        <message>
            <source>Seven</source>
            <translation>Sedem</translation>
        </message>
        <message>
            <source>Eight</source>
            <translation>Osem</translation>
        </message>
        <message>
            <source>Nine</source>
            <translation>Devet</translation>
        </message>
        <message>
            <source>Brand in {suit}</source>
            <translation>Brand v barvi {suit}</translation>
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
            <translation>Dobrodošli. Igra ▸ Nova igra … (Ctrl+N) za začetek.</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Igra</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nova igra …</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Pravila te igre</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Nastavitve …</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistika …</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>Na&amp;mig</translation>
        </message>
        <message>
            <source>THIS DEAL</source>
            <translation>TA IGRA</translation>
        </message>
        <message>
            <source>The deal's calls and plays</source>
            <translation>Napovedi in poteze te igre</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Pomoč</translation>
        </message>
        <message>
            <source>&amp;Choose a game…</source>
            <translation>&amp;Izberi igro …</translation>
        </message>
        <message>
            <source>Play deal &amp;number…</source>
            <translation>Igraj igro s &amp;številko …</translation>
        </message>
        <message>
            <source>Play the last deal &amp;again…</source>
            <translation>Igraj zadnjo igro &amp;znova…</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Razveljavi</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>&amp;Zadnji vzetek</translation>
        </message>
        <message>
            <source>&amp;Review this game's deals…</source>
            <translation>&amp;Preglej igre tega srečanja …</translation>
        </message>
        <message>
            <source>&amp;Past games…</source>
            <translation>Pre&amp;tekle igre …</translation>
        </message>
        <message>
            <source>&amp;Export the last deal…</source>
            <translation>Iz&amp;vozi zadnjo igro …</translation>
        </message>
        <message>
            <source>&amp;Import a deal record…</source>
            <translation>&amp;Uvozi zapis igre …</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Celoten zaslon</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Končaj</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Bližnjice na tipkovnici</translation>
        </message>
        <message>
            <source>&amp;About cardtable</source>
            <translation>&amp;O programu cardtable</translation>
        </message>
        <message>
            <source>Learn {game}</source>
            <translation>Nauči se igre {game}</translation>
        </message>
        <message>
            <source>SCORE</source>
            <translation>REZULTAT</translation>
        </message>
        <message>
            <source>SCORE SHEET</source>
            <translation>ZAPISNIK</translation>
        </message>
        <message>
            <source>The deal's number: Game ▸ Play deal number… deals the same cards again</source>
            <translation>Številka igre: Igra ▸ Igraj igro s številko … znova razdeli iste karte</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Namig (H)</translation>
        </message>
        <message>
            <source>The computer's estimate of each card you may play</source>
            <translation>Računalnikova ocena vsake karte, ki jo smeš igrati</translation>
        </message>
        <message>
            <source>One row per deal; the last row is the running total</source>
            <translation>Ena vrstica na igro; zadnja vrstica je sprotni seštevek</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Zapisnik</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Rezultat</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stanje</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>Igralna miza</translation>
        </message>
        <message>
            <source>{game} — cardtable</source>
            <translation>{game} — cardtable</translation>
        </message>
        <message>
            <source>Each deal's points are added here when it is scored.</source>
            <translation>Točke vsake igre se vpišejo sem, ko je igra ocenjena.</translation>
        </message>
        <message>
            <source>Each hand's points are added here when it is scored; the last row is the running total.</source>
            <translation>Točke vsake igre se vpišejo sem, ko je igra ocenjena; zadnja vrstica je sprotni seštevek.</translation>
        </message>
        <message>
            <source>Each deal's points are added here when it is scored; the last row is the running total.</source>
            <translation>Točke vsake igre se vpišejo sem, ko je igra ocenjena; zadnja vrstica je sprotni seštevek.</translation>
        </message>
        <message>
            <source>Not all of the last choices can be used: {what}. The defaults apply; the settings file keeps the choices as they were.</source>
            <translation>Vseh zadnjih izbir ni mogoče uporabiti: {what}. Veljajo privzete vrednosti; datoteka z nastavitvami ohrani izbire, kot so bile.</translation>
        </message>
        <message>
            <source>The settings could not be saved: {why}</source>
            <translation>Nastavitev ni bilo mogoče shraniti: {why}</translation>
        </message>
        <message>
            <source>Your game of {game} against {who}, deal {n}.</source>
            <translation>Tvoje srečanje v igri {game} proti: {who}, igra {n}.</translation>
        </message>
        <message>
            <source>The game of {game} of {who}, deal {n}.</source>
            <translation>Srečanje v igri {game}, igralci: {who}, igra {n}.</translation>
        </message>
        <message>
            <source>Abandon your game of {game}? It cannot be resumed later.</source>
            <translation>Opustiš svoje srečanje v igri {game}? Pozneje ga ne bo mogoče nadaljevati.</translation>
        </message>
        <message>
            <source>Abandon the game?</source>
            <translation>Opustiš srečanje?</translation>
        </message>
        <message>
            <source>Abandon it</source>
            <translation>Opusti</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Igraj naprej</translation>
        </message>
        <message>
            <source>Choose a game: Play starts it against the computer, Options… lets you choose the rules and the players.</source>
            <translation>Izberi igro: Igraj jo začne proti računalniku, v Možnosti … izbereš pravila in igralce.</translation>
        </message>
        <message>
            <source>Take back {name}'s last move? At a table of several people a move is taken back only if everybody agrees.</source>
            <translation>Vzamem nazaj zadnjo potezo igralca {name}? Za mizo z več ljudmi se poteza vzame nazaj le, če se vsi strinjajo.</translation>
        </message>
        <message>
            <source>Deal {n} of this game</source>
            <translation>Igra {n} tega srečanja</translation>
        </message>
        <message>
            <source>Number {seed}</source>
            <translation>Številka {seed}</translation>
        </message>
        <message>
            <source>Played again: everybody holds the same hand</source>
            <translation>Ponovno odigrano: vsak ima iste karte</translation>
        </message>
        <message>
            <source>No deal of this game has been finished yet.</source>
            <translation>V tem srečanju še ni končana nobena igra.</translation>
        </message>
        <message>
            <source>The deal cannot be shown: {why}</source>
            <translation>Igre ni mogoče pokazati: {why}</translation>
        </message>
        <message>
            <source>Past games are kept only when the app keeps its files (not in this run).</source>
            <translation>Pretekle igre se shranijo le, ko program hrani svoje datoteke (ne v tem zagonu).</translation>
        </message>
        <message>
            <source>{file} cannot be shown: {why}</source>
            <translation>{file} ni mogoče pokazati: {why}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Sedež {n}</translation>
        </message>
        <message>
            <source>Import a deal record</source>
            <translation>Uvozi zapis igre</translation>
        </message>
        <message>
            <source>Deal records and saved games (*.json);;All files (*)</source>
            <translation>Zapisi iger in shranjena srečanja (*.json);;Vse datoteke (*)</translation>
        </message>
        <message>
            <source>Export the last deal</source>
            <translation>Izvozi zadnjo igro</translation>
        </message>
        <message>
            <source>Deal records (*.json)</source>
            <translation>Zapisi iger (*.json)</translation>
        </message>
        <message>
            <source>The deal could not be saved: {why}</source>
            <translation>Igre ni bilo mogoče shraniti: {why}</translation>
        </message>
        <message>
            <source>About cardtable</source>
            <translation>O programu cardtable</translation>
        </message>
    </context>
</TS>
