<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th">
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>ตกลง</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ยกเลิก</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>ปิด</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;ใช่</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;ไม่</translation>
        </message>
    </context>
    <context>
        <name>SoundControls</name>
        <message>
            <source>Volume of the table's sounds</source>
            <translation>ความดังของเสียงบนโต๊ะ</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>ความดัง</translation>
        </message>
        <message>
            <source>Mute</source>
            <translation>ปิดเสียง</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>Statistics</source>
            <translation>สถิติ</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>เกม</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>ล้างสถิติ…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>ปิด</translation>
        </message>
        <message>
            <source>No statistics are kept: a demo keeps none, and the statistics file could not be used.</source>
            <translation>ไม่มีการเก็บสถิติ: โหมดสาธิตไม่เก็บสถิติ และใช้ไฟล์สถิติไม่ได้</translation>
        </message>
        <message>
            <source>No deal of {game} has been played to its end yet.</source>
            <translation>ยังไม่มีรอบแจกของ {game} ที่เล่นจนจบ</translation>
        </message>
        <message>
            <source>Over time</source>
            <translation>ตามเวลา</translation>
        </message>
        <message>
            <source>By level</source>
            <translation>ตามระดับ</translation>
        </message>
        <message>
            <source>Bummerl</source>
            <translation>บุมเมิร์ล</translation>
        </message>
        <message>
            <source>Bags</source>
            <translation>ถุง</translation>
        </message>
        <message>
            <source>Chip balances</source>
            <translation>ยอดชิป</translation>
        </message>
        <message>
            <source>Bummerl won</source>
            <translation>บุมเมิร์ลที่ชนะ</translation>
        </message>
        <message>
            <source>Bummerl lost</source>
            <translation>บุมเมิร์ลที่แพ้</translation>
        </message>
        <message>
            <source>Sessions won</source>
            <translation>เซสชันที่ชนะ</translation>
        </message>
        <message>
            <source>Sessions lost</source>
            <translation>เซสชันที่แพ้</translation>
        </message>
        <message>
            <source>Matches won</source>
            <translation>การแข่งขันที่ชนะ</translation>
        </message>
        <message>
            <source>Matches lost</source>
            <translation>การแข่งขันที่แพ้</translation>
        </message>
        <message>
            <source>{game}: {deals}, {won} won, {lost} lost</source>
            <translation>{game}: {deals} ชนะ {won} แพ้ {lost}</translation>
        </message>
        <message numerus="yes">
            <source>%n deals played</source>
            <translation>
                <numerusform>เล่นไปแล้ว %n รอบแจก</numerusform>
            </translation>
        </message>
        <message>
            <source> ({rate} won)</source>
            <translation> (ชนะ {rate})</translation>
        </message>
        <message>
            <source>Bummerl: {won} won, {lost} lost</source>
            <translation>บุมเมิร์ล: ชนะ {won} แพ้ {lost}</translation>
        </message>
        <message>
            <source>Sessions: {won} won, {lost} lost</source>
            <translation>เซสชัน: ชนะ {won} แพ้ {lost}</translation>
        </message>
        <message>
            <source>Matches: {won} won, {lost} lost</source>
            <translation>การแข่งขัน: ชนะ {won} แพ้ {lost}</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>กติกา</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>คู่แข่ง</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>รอบแจก</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>ชนะ</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>แพ้</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>อัตราชนะ</translation>
        </message>
        <message>
            <source>With undo</source>
            <translation>มีการย้อนกลับ</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>กติกาที่กำหนดเอง</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>ง่าย</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>ปกติ</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>เก่ง</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>ระดับปรมาจารย์</translation>
        </message>
        <message>
            <source>Mixed levels</source>
            <translation>หลายระดับ</translation>
        </message>
        <message>
            <source>People only</source>
            <translation>คนเล่นกันเอง</translation>
        </message>
        <message>
            <source>Your win rate over the last {n} deals, deal by deal</source>
            <translation>อัตราชนะของคุณใน {n} รอบแจกล่าสุด ทีละรอบ</translation>
        </message>
        <message>
            <source>Deals won, per cent</source>
            <translation>รอบแจกที่ชนะ (ร้อยละ)</translation>
        </message>
        <message>
            <source>Deals (the last {n})</source>
            <translation>รอบแจก ({n} รอบล่าสุด)</translation>
        </message>
        <message>
            <source>Deals won and lost per day</source>
            <translation>รอบแจกที่ชนะและแพ้ต่อวัน</translation>
        </message>
        <message>
            <source>Neither</source>
            <translation>เสมอ</translation>
        </message>
        <message>
            <source>Win rate by the computers' level</source>
            <translation>อัตราชนะตามระดับของคอมพิวเตอร์</translation>
        </message>
        <message>
            <source>{units}, per cent</source>
            <translation>{units} (ร้อยละ)</translation>
        </message>
        <message>
            <source>Per cent</source>
            <translation>ร้อยละ</translation>
        </message>
        <message>
            <source>Game points in each of the last {n} Bummerl ({won} won, {lost} lost)</source>
            <translation>คะแนนเกมในแต่ละบุมเมิร์ล {n} ครั้งล่าสุด (ชนะ {won} แพ้ {lost})</translation>
        </message>
        <message>
            <source>Your game points</source>
            <translation>คะแนนเกมของคุณ</translation>
        </message>
        <message>
            <source>Your opponent's</source>
            <translation>ของคู่แข่ง</translation>
        </message>
        <message>
            <source>Game points</source>
            <translation>คะแนนเกม</translation>
        </message>
        <message>
            <source>Bags your side took, hand by hand (the last {n} hands)</source>
            <translation>ถุงที่ฝ่ายคุณได้ ทีละรอบ ({n} รอบแจกล่าสุด)</translation>
        </message>
        <message>
            <source>Your chips after each deal (the last {n} sessions)</source>
            <translation>ชิปของคุณหลังแต่ละรอบแจก ({n} เซสชันล่าสุด)</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>รอบแจก</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>ชิป</translation>
        </message>
        <message>
            <source>Session {n}</source>
            <translation>เซสชัน {n}</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>ล้างสถิติ</translation>
        </message>
        <message>
            <source>Forget every deal and match of {game} played so far? This cannot be undone.</source>
            <translation>ลบทุกรอบแจกและการแข่งขันของ {game} ที่เล่นมาทั้งหมดไหม? ย้อนกลับไม่ได้</translation>
        </message>
    </context>
    <context>
        <name>access</name>
        <message>
            <source>the dealer</source>
            <translation>ผู้แจก</translation>
        </message>
        <message>
            <source>on turn</source>
            <translation>ถึงตา</translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n ชิป</numerusform>
            </translation>
        </message>
        <message>
            <source>a card face down</source>
            <translation>ไพ่คว่ำ</translation>
        </message>
        <message>
            <source>{card}, in your hand, playable</source>
            <translation>{card} ในมือคุณ เล่นได้</translation>
        </message>
        <message>
            <source>{card}, in your hand</source>
            <translation>{card} ในมือคุณ</translation>
        </message>
        <message>
            <source>{card}, in {name}'s hand</source>
            <translation>{card} ในมือของ {name}</translation>
        </message>
        <message>
            <source>you may play it: press Enter</source>
            <translation>ลงใบนี้ได้: กด Enter</translation>
        </message>
        <message>
            <source>you may not play it now</source>
            <translation>ตอนนี้ลงใบนี้ไม่ได้</translation>
        </message>
        <message>
            <source>The Poch board</source>
            <translation>กระดานพอค</translation>
        </message>
        <message>
            <source>{name}'s won cards</source>
            <translation>ไพ่ที่ {name} ชนะมา</translation>
        </message>
        <message>
            <source>{zone}: {card}</source>
            <translation>{zone}: {card}</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n ใบ</numerusform>
            </translation>
        </message>
        <message>
            <source>Your won cards</source>
            <translation>ไพ่ที่คุณชนะมา</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>ไพ่ในมือคุณ</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>ไพ่ในมือของ {name}</translation>
        </message>
        <message>
            <source>Your cards, out of this deal</source>
            <translation>ไพ่ของคุณที่ออกจากรอบแจกนี้แล้ว</translation>
        </message>
        <message>
            <source>{name}'s cards, out of this deal</source>
            <translation>ไพ่ของ {name} ที่ออกจากรอบแจกนี้แล้ว</translation>
        </message>
        <message>
            <source>Your cards dealt for the first dealer</source>
            <translation>ไพ่ของคุณที่แจกเพื่อหาผู้แจกคนแรก</translation>
        </message>
        <message>
            <source>{name}'s cards dealt for the first dealer</source>
            <translation>ไพ่ของ {name} ที่แจกเพื่อหาผู้แจกคนแรก</translation>
        </message>
        <message>
            <source>press it to act</source>
            <translation>กดเพื่อเล่น</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>คำถาม</translation>
        </message>
    </context>
    <context>
        <name>again</name>
        <message>
            <source>No deal of this game has been played to its end yet: finish a deal, then play it again.</source>
            <translation>ในเกมนี้ยังไม่มีตาใดเล่นจนจบ: เล่นให้จบหนึ่งตาก่อน แล้วจึงเล่นตานั้นอีกครั้ง</translation>
        </message>
        <message>
            <source>A deal is played again by one person against the computers; at this table several people play.</source>
            <translation>การเล่นตาเดิมอีกครั้งเล่นได้โดยคนเดียวกับคอมพิวเตอร์ แต่โต๊ะนี้มีผู้เล่นหลายคน</translation>
        </message>
        <message>
            <source>This deal cannot be dealt again the same way.</source>
            <translation>ตานี้แจกซ้ำแบบเดิมไม่ได้</translation>
        </message>
        <message>
            <source>This deal cannot be played again.</source>
            <translation>ตานี้เล่นซ้ำไม่ได้</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>เล่นตานี้อีกครั้ง</translation>
        </message>
        <message>
            <source>Everybody gets the same cards again, dealt by the same dealer. Where do you sit this time? The computers play the other seats; your match waits until you are back.</source>
            <translation>ทุกคนได้ไพ่ชุดเดิมอีกครั้ง แจกโดยคนแจกคนเดิม ครั้งนี้คุณจะนั่งที่ไหน? คอมพิวเตอร์เล่นที่นั่งอื่น แมตช์ของคุณจะรอจนคุณกลับมา</translation>
        </message>
        <message>
            <source>Play it</source>
            <translation>เล่นเลย</translation>
        </message>
        <message>
            <source>Deal {n} played again, in your seat</source>
            <translation>เล่นตาที่ {n} อีกครั้ง ในที่นั่งของคุณ</translation>
        </message>
        <message>
            <source>Deal {n} played again, in {name}'s seat</source>
            <translation>เล่นตาที่ {n} อีกครั้ง ในที่นั่งของ {name}</translation>
        </message>
        <message>
            <source>Your seat again ({amount} the first time)</source>
            <translation>ที่นั่งของคุณเหมือนเดิม (ครั้งแรก {amount})</translation>
        </message>
        <message>
            <source>{name}'s seat ({amount} for {name} the first time)</source>
            <translation>ที่นั่งของ {name} (ครั้งแรก {name} ได้ {amount})</translation>
        </message>
        <message>
            <source>First time (you in your seat): {amount}</source>
            <translation>ครั้งแรก (คุณในที่นั่งของคุณ): {amount}</translation>
        </message>
        <message>
            <source>This time (you in your seat again): {amount}</source>
            <translation>ครั้งนี้ (คุณในที่นั่งเดิม): {amount}</translation>
        </message>
        <message>
            <source>First time ({name} in that seat): {amount}</source>
            <translation>ครั้งแรก ({name} ในที่นั่งนั้น): {amount}</translation>
        </message>
        <message>
            <source>This time (you in {name}'s seat): {amount}</source>
            <translation>ครั้งนี้ (คุณในที่นั่งของ {name}): {amount}</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>Good</source>
            <translation>ดี</translation>
        </message>
        <message>
            <source>Inaccuracy</source>
            <translation>ไม่แม่นยำ</translation>
        </message>
        <message>
            <source>Mistake</source>
            <translation>ผิดพลาด</translation>
        </message>
        <message>
            <source>Blunder</source>
            <translation>พลาดร้ายแรง</translation>
        </message>
        <message>
            <source>Good: {move} (expected {amount}).</source>
            <translation>ดี: {move} (คาดว่า {amount})</translation>
        </message>
        <message>
            <source>{verdict}: {move} cost about {amount}; better: {best} (expected {expected}).</source>
            <translation>{verdict}: {move} เสียไปราว {amount} ที่ดีกว่าคือ {best} (คาดว่า {expected})</translation>
        </message>
        <message>
            <source>With all cards open: {move} was the best ({amount}).</source>
            <translation>เมื่อเปิดไพ่ทุกใบ: {move} ดีที่สุดแล้ว ({amount})</translation>
        </message>
        <message>
            <source>With all cards open: {move} gives {amount}, {best} {expected}.</source>
            <translation>เมื่อเปิดไพ่ทุกใบ: {move} ได้ {amount} ส่วน {best} ได้ {expected}</translation>
        </message>
        <message numerus="yes">
            <source>%n blunders</source>
            <translation>
                <numerusform>พลาดร้ายแรง %n ครั้ง</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistakes</source>
            <translation>
                <numerusform>ผิดพลาด %n ครั้ง</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n inaccuracies</source>
            <translation>
                <numerusform>ไม่แม่นยำ %n ครั้ง</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decisions rated</source>
            <translation>
                <numerusform>ประเมิน %n การตัดสินใจ</numerusform>
            </translation>
        </message>
        <message>
            <source>No mistakes: every choice was as good as the best ({rated}).</source>
            <translation>ไม่มีข้อผิดพลาด: ทุกการเลือกดีเท่าตัวเลือกที่ดีที่สุด ({rated})</translation>
        </message>
        <message>
            <source>{counts}; about {amount} lost ({rated}).</source>
            <translation>{counts} เสียไปราว {amount} ({rated})</translation>
        </message>
        <message>
            <source>Analyse my play</source>
            <translation>วิเคราะห์การเล่นของฉัน</translation>
        </message>
        <message>
            <source>Rate each of your decisions by the strongest computer player, knowing only what you knew then</source>
            <translation>ให้ผู้เล่นคอมพิวเตอร์ที่เก่งที่สุดประเมินทุกการตัดสินใจของคุณ โดยรู้เพียงสิ่งที่คุณรู้ในตอนนั้น</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ยกเลิก</translation>
        </message>
        <message>
            <source>Analysing your decisions…</source>
            <translation>กำลังวิเคราะห์การตัดสินใจของคุณ…</translation>
        </message>
        <message>
            <source>The analysis was cancelled.</source>
            <translation>ยกเลิกการวิเคราะห์แล้ว</translation>
        </message>
        <message>
            <source>The analysis failed: {why}</source>
            <translation>การวิเคราะห์ล้มเหลว: {why}</translation>
        </message>
        <message>
            <source>Expected result along the deal</source>
            <translation>ผลที่คาดไว้ตลอดรอบแจก</translation>
        </message>
        <message>
            <source>Your play</source>
            <translation>การเล่นของคุณ</translation>
        </message>
        <message>
            <source>Best play</source>
            <translation>การเล่นที่ดีที่สุด</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>ข้อผิดพลาด</translation>
        </message>
    </context>
    <context>
        <name>board</name>
        <message>
            <source>Mariage</source>
            <translation>มารีอาช</translation>
        </message>
        <message>
            <source>Sequenz</source>
            <translation>เซเควนซ์</translation>
        </message>
        <message>
            <source>Poch</source>
            <translation>พอค</translation>
        </message>
        <message>
            <source>Pocher</source>
            <translation>พอคเคอร์</translation>
        </message>
        <message>
            <source>Pinke</source>
            <translation>พิงเคอ (Pinke)</translation>
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
            <translation>Q</translation>
        </message>
        <message>
            <source>J</source>
            <translation>J</translation>
        </message>
        <message>
            <source>10</source>
            <translation>10</translation>
        </message>
        <message>
            <source>K Q</source>
            <translation>K Q</translation>
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
            <translation>สองดอกจิก</translation>
        </message>
        <message>
            <source>three of clubs</source>
            <translation>สามดอกจิก</translation>
        </message>
        <message>
            <source>four of clubs</source>
            <translation>สี่ดอกจิก</translation>
        </message>
        <message>
            <source>five of clubs</source>
            <translation>ห้าดอกจิก</translation>
        </message>
        <message>
            <source>six of clubs</source>
            <translation>หกดอกจิก</translation>
        </message>
        <message>
            <source>seven of clubs</source>
            <translation>เจ็ดดอกจิก</translation>
        </message>
        <message>
            <source>eight of clubs</source>
            <translation>แปดดอกจิก</translation>
        </message>
        <message>
            <source>nine of clubs</source>
            <translation>เก้าดอกจิก</translation>
        </message>
        <message>
            <source>ten of clubs</source>
            <translation>สิบดอกจิก</translation>
        </message>
        <message>
            <source>jack of clubs</source>
            <translation>แจ็คดอกจิก</translation>
        </message>
        <message>
            <source>queen of clubs</source>
            <translation>ควีนดอกจิก</translation>
        </message>
        <message>
            <source>king of clubs</source>
            <translation>คิงดอกจิก</translation>
        </message>
        <message>
            <source>ace of clubs</source>
            <translation>เอซดอกจิก</translation>
        </message>
        <message>
            <source>two of diamonds</source>
            <translation>สองข้าวหลามตัด</translation>
        </message>
        <message>
            <source>three of diamonds</source>
            <translation>สามข้าวหลามตัด</translation>
        </message>
        <message>
            <source>four of diamonds</source>
            <translation>สี่ข้าวหลามตัด</translation>
        </message>
        <message>
            <source>five of diamonds</source>
            <translation>ห้าข้าวหลามตัด</translation>
        </message>
        <message>
            <source>six of diamonds</source>
            <translation>หกข้าวหลามตัด</translation>
        </message>
        <message>
            <source>seven of diamonds</source>
            <translation>เจ็ดข้าวหลามตัด</translation>
        </message>
        <message>
            <source>eight of diamonds</source>
            <translation>แปดข้าวหลามตัด</translation>
        </message>
        <message>
            <source>nine of diamonds</source>
            <translation>เก้าข้าวหลามตัด</translation>
        </message>
        <message>
            <source>ten of diamonds</source>
            <translation>สิบข้าวหลามตัด</translation>
        </message>
        <message>
            <source>jack of diamonds</source>
            <translation>แจ็คข้าวหลามตัด</translation>
        </message>
        <message>
            <source>queen of diamonds</source>
            <translation>ควีนข้าวหลามตัด</translation>
        </message>
        <message>
            <source>king of diamonds</source>
            <translation>คิงข้าวหลามตัด</translation>
        </message>
        <message>
            <source>ace of diamonds</source>
            <translation>เอซข้าวหลามตัด</translation>
        </message>
        <message>
            <source>two of hearts</source>
            <translation>สองโพแดง</translation>
        </message>
        <message>
            <source>three of hearts</source>
            <translation>สามโพแดง</translation>
        </message>
        <message>
            <source>four of hearts</source>
            <translation>สี่โพแดง</translation>
        </message>
        <message>
            <source>five of hearts</source>
            <translation>ห้าโพแดง</translation>
        </message>
        <message>
            <source>six of hearts</source>
            <translation>หกโพแดง</translation>
        </message>
        <message>
            <source>seven of hearts</source>
            <translation>เจ็ดโพแดง</translation>
        </message>
        <message>
            <source>eight of hearts</source>
            <translation>แปดโพแดง</translation>
        </message>
        <message>
            <source>nine of hearts</source>
            <translation>เก้าโพแดง</translation>
        </message>
        <message>
            <source>ten of hearts</source>
            <translation>สิบโพแดง</translation>
        </message>
        <message>
            <source>jack of hearts</source>
            <translation>แจ็คโพแดง</translation>
        </message>
        <message>
            <source>queen of hearts</source>
            <translation>ควีนโพแดง</translation>
        </message>
        <message>
            <source>king of hearts</source>
            <translation>คิงโพแดง</translation>
        </message>
        <message>
            <source>ace of hearts</source>
            <translation>เอซโพแดง</translation>
        </message>
        <message>
            <source>two of spades</source>
            <translation>สองโพดำ</translation>
        </message>
        <message>
            <source>three of spades</source>
            <translation>สามโพดำ</translation>
        </message>
        <message>
            <source>four of spades</source>
            <translation>สี่โพดำ</translation>
        </message>
        <message>
            <source>five of spades</source>
            <translation>ห้าโพดำ</translation>
        </message>
        <message>
            <source>six of spades</source>
            <translation>หกโพดำ</translation>
        </message>
        <message>
            <source>seven of spades</source>
            <translation>เจ็ดโพดำ</translation>
        </message>
        <message>
            <source>eight of spades</source>
            <translation>แปดโพดำ</translation>
        </message>
        <message>
            <source>nine of spades</source>
            <translation>เก้าโพดำ</translation>
        </message>
        <message>
            <source>ten of spades</source>
            <translation>สิบโพดำ</translation>
        </message>
        <message>
            <source>jack of spades</source>
            <translation>แจ็คโพดำ</translation>
        </message>
        <message>
            <source>queen of spades</source>
            <translation>ควีนโพดำ</translation>
        </message>
        <message>
            <source>king of spades</source>
            <translation>คิงโพดำ</translation>
        </message>
        <message>
            <source>ace of spades</source>
            <translation>เอซโพดำ</translation>
        </message>
        <message>
            <source>little joker</source>
            <translation>โจ๊กเกอร์เล็ก</translation>
        </message>
        <message>
            <source>big joker</source>
            <translation>โจ๊กเกอร์ใหญ่</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>ดอกจิก</translation>
        </message>
        <message>
            <source>club</source>
            <translation>ดอกจิก</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>ข้าวหลามตัด</translation>
        </message>
        <message>
            <source>diamond</source>
            <translation>ข้าวหลามตัด</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>โพแดง</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>โพแดง</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>โพดำ</translation>
        </message>
        <message>
            <source>spade</source>
            <translation>โพดำ</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>เอซ</translation>
        </message>
        <message>
            <source>Sau</source>
            <translation>โซว</translation>
        </message>
        <message>
            <source>King</source>
            <translation>คิง</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>ควีน</translation>
        </message>
        <message>
            <source>Ober</source>
            <translation>โอเบอร์</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>แจ็ค</translation>
        </message>
        <message>
            <source>Unter</source>
            <translation>อันเทอร์</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>สิบ</translation>
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
            <translation>กติกา: {game}</translation>
        </message>
        <message>
            <source>Which game's rules?</source>
            <translation>กติกาของเกมใด</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>ภาษา</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>การตั้งค่า</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>ไพ่</translation>
        </message>
        <message>
            <source>Card back</source>
            <translation>หลังไพ่</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>ความเร็วภาพเคลื่อนไหว</translation>
        </message>
        <message>
            <source>Table felt</source>
            <translation>ผ้าปูโต๊ะ</translation>
        </message>
        <message>
            <source>A finished trick stays</source>
            <translation>ตาที่จบแล้วค้างไว้</translation>
        </message>
        <message>
            <source>Card size</source>
            <translation>ขนาดไพ่</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>เสียง</translation>
        </message>
        <message>
            <source>As the system ({language})</source>
            <translation>ตามระบบ ({language})</translation>
        </message>
        <message>
            <source>How long a finished trick stays on the table before it goes to its winner (T shows the last trick again at any time)</source>
            <translation>ตาที่จบแล้วจะค้างบนโต๊ะนานเท่าใดก่อนไปหาผู้ชนะ (กด T เพื่อดูตาล่าสุดได้ทุกเมื่อ)</translation>
        </message>
        <message>
            <source>Large text</source>
            <translation>ตัวอักษรใหญ่</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>เกมใหม่</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>เกม</translation>
        </message>
        <message>
            <source>Rules preset</source>
            <translation>ชุดกติกา</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>ผู้เล่น</translation>
        </message>
        <message>
            <source>Rules options</source>
            <translation>ตัวเลือกกติกา</translation>
        </message>
        <message>
            <source>Start position</source>
            <translation>ตำแหน่งเริ่มต้น</translation>
        </message>
        <message>
            <source>Begin where you left off: each player's chips, and chips already on the table</source>
            <translation>เริ่มต่อจากที่เล่นค้างไว้: ชิปของผู้เล่นแต่ละคน และชิปที่วางอยู่บนโต๊ะแล้ว</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>ที่นั่ง</translation>
        </message>
        <message>
            <source>Start position: {place}</source>
            <translation>ตำแหน่งเริ่มต้น: {place}</translation>
        </message>
        <message>
            <source>Play deal number</source>
            <translation>เล่นรอบแจกหมายเลข</translation>
        </message>
        <message>
            <source>Every deal has a number: the same number deals the same cards. The end-of-deal panel and the score panel show it. Which deal do you want to play?</source>
            <translation>ทุกรอบแจกมีหมายเลข: หมายเลขเดียวกันแจกไพ่ชุดเดียวกัน แผงจบรอบแจกและแผงคะแนนแสดงหมายเลขนี้ คุณอยากเล่นรอบแจกไหน?</translation>
        </message>
        <message>
            <source>a deal number, e.g. 1234</source>
            <translation>หมายเลขรอบแจก เช่น 1234</translation>
        </message>
        <message>
            <source>Take a move back?</source>
            <translation>ย้อนการเดินไหม?</translation>
        </message>
        <message>
            <source>{name} agrees</source>
            <translation>{name} เห็นด้วย</translation>
        </message>
        <message>
            <source>Take it back</source>
            <translation>ย้อนกลับ</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>ผู้เล่นคอมพิวเตอร์</translation>
        </message>
        <message>
            <source>Pace</source>
            <translation>จังหวะ</translation>
        </message>
        <message>
            <source>How long the table waits after each computer decision before it shows it</source>
            <translation>โต๊ะรอนานเท่าใดหลังคอมพิวเตอร์ตัดสินใจแต่ละครั้งก่อนจะแสดง</translation>
        </message>
        <message>
            <source>Pause after each trick</source>
            <translation>หยุดหลังจบแต่ละตา</translation>
        </message>
        <message>
            <source>Pause after each computer call</source>
            <translation>หยุดหลังคอมพิวเตอร์ประกาศแต่ละครั้ง</translation>
        </message>
        <message>
            <source>The table waits until you press Space or Enter, or click it</source>
            <translation>โต๊ะจะรอจนคุณกด Space หรือ Enter หรือคลิกที่โต๊ะ</translation>
        </message>
        <message>
            <source>Play my forced moves for me</source>
            <translation>เล่นตาที่บังคับแทนฉัน</translation>
        </message>
        <message>
            <source>When you have only one legal move, it is made for you</source>
            <translation>เมื่อคุณมีทางเล่นที่ถูกกติกาเพียงทางเดียว ระบบจะเล่นให้</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>กำหนดเอง</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>ที่นั่ง {n}</translation>
        </message>
        <message>
            <source>{seat}: name</source>
            <translation>{seat}: ชื่อ</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>คน</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>คอมพิวเตอร์</translation>
        </message>
        <message>
            <source>{seat}: who plays</source>
            <translation>{seat}: ใครเล่น</translation>
        </message>
        <message>
            <source>{seat}: level</source>
            <translation>{seat}: ระดับ</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>ผู้เล่น {n}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>คุณ</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>The deal is over</source>
            <translation>รอบแจกนี้จบแล้ว</translation>
        </message>
        <message>
            <source>It is not one of the moves allowed now</source>
            <translation>ตอนนี้เล่นแบบนี้ไม่ได้</translation>
        </message>
        <message>
            <source>That is not a move of this game: {why}</source>
            <translation>นี่ไม่ใช่การเล่นของเกมนี้: {why}</translation>
        </message>
        <message>
            <source>That cannot be read as a move: {why}</source>
            <translation>อ่านเป็นการเล่นไม่ได้: {why}</translation>
        </message>
        <message>
            <source>{line}</source>
            <translation>{line}</translation>
        </message>
        <message>
            <source>{game} is played by {counts} players, not {n}</source>
            <translation>{game} เล่นได้ {counts} คน ไม่ใช่ {n}</translation>
        </message>
    </context>
    <context>
        <name>errors</name>
        <message>
            <source>Something went wrong inside cardtable. The game goes on where it was. What happened is written to {file}; "Copy details" puts it on the clipboard for a bug report.</source>
            <translation>เกิดข้อผิดพลาดบางอย่างภายใน cardtable เกมยังคงดำเนินต่อจากจุดเดิม สิ่งที่เกิดขึ้นถูกบันทึกไว้ใน {file} กด "คัดลอกรายละเอียด" เพื่อคัดลอกไปยังคลิปบอร์ดสำหรับรายงานข้อบกพร่อง</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>คัดลอกรายละเอียด</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>คัดลอกแล้ว</translation>
        </message>
    </context>
    <context>
        <name>games</name>
        <message>
            <source>Poch</source>
            <translation>พอค</translation>
        </message>
        <message>
            <source>Claim the board's compartments, bet on your best set, then shed your cards in rising chains.</source>
            <translation>เก็บช่องบนกระดาน เดิมพันด้วยชุดไพ่ที่ดีที่สุด แล้วลงไพ่ให้หมดเป็นโซ่ที่ไต่ขึ้น</translation>
        </message>
        <message>
            <source>Schnapsen</source>
            <translation>ชนัปเซิน (Schnapsen)</translation>
        </message>
        <message>
            <source>Austrian Sixty-six for two: marriages, trump exchange, closing the talon, first to 66; Bummerl to 7.</source>
            <translation>หกสิบหกแบบออสเตรียสำหรับสองคน: ประกาศคู่ เปลี่ยนแจ็คทรัมป์ ปิดกองจั่ว ใครถึง 66 ก่อนชนะ; บุมเมิร์ลถึง 7</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>สเปดส์ (Spades)</translation>
        </message>
        <message>
            <source>Bid the tricks you will take; spades are always trump, the jokers top them.</source>
            <translation>ประมูลว่าจะชนะกี่ตา โพดำเป็นทรัมป์เสมอ และโจ๊กเกอร์สูงกว่าโพดำ</translation>
        </message>
        <message>
            <source>Tippen</source>
            <translation>ทิพเพิน (Tippen)</translation>
        </message>
        <message>
            <source>Three cards around one pot: each trick takes a third of it, and a player who plays and takes none pays the bête.</source>
            <translation>ไพ่สามใบกับกองกลางหนึ่งกอง: แต่ละตาได้หนึ่งในสามของกองกลาง และผู้ที่เล่นแต่ไม่ได้ตาเลยต้องจ่ายเบต</translation>
        </message>
        <message>
            <source>Wallachen</source>
            <translation>วัลลาเคิน (Wallachen)</translation>
        </message>
        <message>
            <source>Three players: double with the Doppler, bid for the Start, then play alone against two for Six to Nine tricks, Bettel or Mord.</source>
            <translation>ผู้เล่นสามคน: เพิ่มเดิมพันด้วยด็อพเพลอร์ ประมูลชิงชตาร์ท แล้วเล่นเดี่ยวสู้สองคนเพื่อหกถึงเก้าตา เบทเทล หรือมอร์ด</translation>
        </message>
    </context>
    <context>
        <name>german cards</name>
        <message>
            <source>two of acorns</source>
            <translation>สองลูกโอ๊ก</translation>
        </message>
        <message>
            <source>three of acorns</source>
            <translation>สามลูกโอ๊ก</translation>
        </message>
        <message>
            <source>four of acorns</source>
            <translation>สี่ลูกโอ๊ก</translation>
        </message>
        <message>
            <source>five of acorns</source>
            <translation>ห้าลูกโอ๊ก</translation>
        </message>
        <message>
            <source>six of acorns</source>
            <translation>หกลูกโอ๊ก</translation>
        </message>
        <message>
            <source>seven of acorns</source>
            <translation>เจ็ดลูกโอ๊ก</translation>
        </message>
        <message>
            <source>eight of acorns</source>
            <translation>แปดลูกโอ๊ก</translation>
        </message>
        <message>
            <source>nine of acorns</source>
            <translation>เก้าลูกโอ๊ก</translation>
        </message>
        <message>
            <source>ten of acorns</source>
            <translation>สิบลูกโอ๊ก</translation>
        </message>
        <message>
            <source>Unter of acorns</source>
            <translation>อันเทอร์ลูกโอ๊ก</translation>
        </message>
        <message>
            <source>Ober of acorns</source>
            <translation>โอเบอร์ลูกโอ๊ก</translation>
        </message>
        <message>
            <source>King of acorns</source>
            <translation>คิงลูกโอ๊ก</translation>
        </message>
        <message>
            <source>Sau of acorns</source>
            <translation>โซวลูกโอ๊ก</translation>
        </message>
        <message>
            <source>two of bells</source>
            <translation>สองระฆัง</translation>
        </message>
        <message>
            <source>three of bells</source>
            <translation>สามระฆัง</translation>
        </message>
        <message>
            <source>four of bells</source>
            <translation>สี่ระฆัง</translation>
        </message>
        <message>
            <source>five of bells</source>
            <translation>ห้าระฆัง</translation>
        </message>
        <message>
            <source>six of bells</source>
            <translation>หกระฆัง</translation>
        </message>
        <message>
            <source>seven of bells</source>
            <translation>เจ็ดระฆัง</translation>
        </message>
        <message>
            <source>eight of bells</source>
            <translation>แปดระฆัง</translation>
        </message>
        <message>
            <source>nine of bells</source>
            <translation>เก้าระฆัง</translation>
        </message>
        <message>
            <source>ten of bells</source>
            <translation>สิบระฆัง</translation>
        </message>
        <message>
            <source>Unter of bells</source>
            <translation>อันเทอร์ระฆัง</translation>
        </message>
        <message>
            <source>Ober of bells</source>
            <translation>โอเบอร์ระฆัง</translation>
        </message>
        <message>
            <source>King of bells</source>
            <translation>คิงระฆัง</translation>
        </message>
        <message>
            <source>Sau of bells</source>
            <translation>โซวระฆัง</translation>
        </message>
        <message>
            <source>two of hearts</source>
            <translation>สองหัวใจ</translation>
        </message>
        <message>
            <source>three of hearts</source>
            <translation>สามหัวใจ</translation>
        </message>
        <message>
            <source>four of hearts</source>
            <translation>สี่หัวใจ</translation>
        </message>
        <message>
            <source>five of hearts</source>
            <translation>ห้าหัวใจ</translation>
        </message>
        <message>
            <source>six of hearts</source>
            <translation>หกหัวใจ</translation>
        </message>
        <message>
            <source>seven of hearts</source>
            <translation>เจ็ดหัวใจ</translation>
        </message>
        <message>
            <source>eight of hearts</source>
            <translation>แปดหัวใจ</translation>
        </message>
        <message>
            <source>nine of hearts</source>
            <translation>เก้าหัวใจ</translation>
        </message>
        <message>
            <source>ten of hearts</source>
            <translation>สิบหัวใจ</translation>
        </message>
        <message>
            <source>Unter of hearts</source>
            <translation>อันเทอร์หัวใจ</translation>
        </message>
        <message>
            <source>Ober of hearts</source>
            <translation>โอเบอร์หัวใจ</translation>
        </message>
        <message>
            <source>King of hearts</source>
            <translation>คิงหัวใจ</translation>
        </message>
        <message>
            <source>Sau of hearts</source>
            <translation>โซวหัวใจ</translation>
        </message>
        <message>
            <source>two of leaves</source>
            <translation>สองใบไม้</translation>
        </message>
        <message>
            <source>three of leaves</source>
            <translation>สามใบไม้</translation>
        </message>
        <message>
            <source>four of leaves</source>
            <translation>สี่ใบไม้</translation>
        </message>
        <message>
            <source>five of leaves</source>
            <translation>ห้าใบไม้</translation>
        </message>
        <message>
            <source>six of leaves</source>
            <translation>หกใบไม้</translation>
        </message>
        <message>
            <source>seven of leaves</source>
            <translation>เจ็ดใบไม้</translation>
        </message>
        <message>
            <source>eight of leaves</source>
            <translation>แปดใบไม้</translation>
        </message>
        <message>
            <source>nine of leaves</source>
            <translation>เก้าใบไม้</translation>
        </message>
        <message>
            <source>ten of leaves</source>
            <translation>สิบใบไม้</translation>
        </message>
        <message>
            <source>Unter of leaves</source>
            <translation>อันเทอร์ใบไม้</translation>
        </message>
        <message>
            <source>Ober of leaves</source>
            <translation>โอเบอร์ใบไม้</translation>
        </message>
        <message>
            <source>King of leaves</source>
            <translation>คิงใบไม้</translation>
        </message>
        <message>
            <source>Sau of leaves</source>
            <translation>โซวใบไม้</translation>
        </message>
        <message>
            <source>acorns</source>
            <translation>ลูกโอ๊ก</translation>
        </message>
        <message>
            <source>acorn</source>
            <translation>ลูกโอ๊ก</translation>
        </message>
        <message>
            <source>bells</source>
            <translation>ระฆัง</translation>
        </message>
        <message>
            <source>bell</source>
            <translation>ระฆัง</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>หัวใจ</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>หัวใจ</translation>
        </message>
        <message>
            <source>leaves</source>
            <translation>ใบไม้</translation>
        </message>
        <message>
            <source>leaf</source>
            <translation>ใบไม้</translation>
        </message>
    </context>
    <context>
        <name>help</name>
        <message>
            <source>Pick a card you may play, or a button offered (a bid, Keep …)</source>
            <translation>เลือกไพ่ที่คุณเล่นได้ หรือปุ่มที่มีให้ (การประมูล, เก็บไว้ …)</translation>
        </message>
        <message>
            <source>Play the card picked or press the button picked; press the button of a panel (Next deal, Resume …)</source>
            <translation>เล่นไพ่ที่เลือกหรือกดปุ่มที่เลือก; กดปุ่มของแผง (รอบแจกถัดไป, เล่นต่อ …)</translation>
        </message>
        <message>
            <source>Answer the question on the table (announce the marriage?)</source>
            <translation>ตอบคำถามบนโต๊ะ (ประกาศคู่ไหม?)</translation>
        </message>
        <message>
            <source>Review the deal just finished, from its end-of-deal panel</source>
            <translation>ทบทวนรอบแจกที่เพิ่งจบ จากแผงจบรอบแจก</translation>
        </message>
        <message>
            <source>Put the last trick away; No to a question</source>
            <translation>เก็บตาล่าสุด; ตอบไม่ต่อคำถาม</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>เมนู</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>ที่โต๊ะ</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>ปุ่มลัด</translation>
        </message>
        <message>
            <source>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;Traditional European card games at one table: Schnapsen, Wallachen, Tippen, Spades and Poch. Against computer opponents, or hot-seat with friends at one computer.&lt;/p&gt;&lt;p&gt;The rules follow the traditional games with their variants (Help ▸ Rules). Every card, the backs and the Poch board are drawn by the program's own code.&lt;/p&gt;&lt;p&gt;Your games are saved after every move and offered again at the next start; past games can be reviewed with every hand open (Game ▸ Past games).&lt;/p&gt;</source>
            <translation>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;เกมไพ่ดั้งเดิมของยุโรปบนโต๊ะเดียว: ชนัพเซน วัลลาเคิน ทิพเพน สเปดส์ และพอค เล่นกับคู่ต่อสู้คอมพิวเตอร์ หรือสลับกันเล่นกับเพื่อนบนคอมพิวเตอร์เครื่องเดียว&lt;/p&gt;&lt;p&gt;กติกาเป็นไปตามเกมดั้งเดิมพร้อมรูปแบบต่าง ๆ (ช่วยเหลือ ▸ กติกา) ไพ่ทุกใบ ลายหลังไพ่ และกระดานพอค วาดโดยโปรแกรมเอง&lt;/p&gt;&lt;p&gt;เกมของคุณถูกบันทึกหลังทุกการเดินและจะเสนอให้เล่นต่อเมื่อเปิดครั้งถัดไป เกมที่ผ่านมาทบทวนได้โดยเปิดไพ่ทุกมือ (เกม ▸ เกมที่ผ่านมา)&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>learn</name>
        <message>
            <source>Learning {game}: Esc leaves the guide.</source>
            <translation>กำลังเรียน {game}: กด Esc เพื่อออกจากบทแนะนำ</translation>
        </message>
        <message>
            <source>Learn {game} · step {n} of {m}</source>
            <translation>เรียน {game} · ขั้นที่ {n} จาก {m}</translation>
        </message>
        <message>
            <source>Leave the guide</source>
            <translation>ออกจากบทแนะนำ</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>ถัดไป</translation>
        </message>
        <message>
            <source>Play a real game</source>
            <translation>เล่นเกมจริง</translation>
        </message>
        <message>
            <source>First read this, then press Next (or Enter).</source>
            <translation>อ่านข้อความนี้ก่อน แล้วกดถัดไป (หรือ Enter)</translation>
        </message>
    </context>
    <context>
        <name>learn poch</name>
        <message>
            <source>Welcome to Poch! Four players, four cards each, and this board. A deal has three parts: Melden, Pochen and Ausspielen.</source>
            <translation>ยินดีต้อนรับสู่พอค! ผู้เล่นสี่คน คนละสี่ใบ และกระดานนี้ รอบแจกหนึ่งมีสามช่วง: เมลเดน พอคเคิน และเอาส์ชปีเลน</translation>
        </message>
        <message>
            <source>Before the deal, everyone put 1 chip into each of the seven outer compartments. The dealer's last card is shown and sets the trumps: the {7H}, so {H} are trumps.</source>
            <translation>ก่อนแจก ทุกคนวางชิป 1 อันในแต่ละช่องรอบนอกทั้งเจ็ดช่อง ไพ่ใบสุดท้ายของคนแจกถูกเปิดให้เห็นและกำหนดทรัมป์: {7H} ดังนั้น{H}เป็นทรัมป์</translation>
        </message>
        <message>
            <source>Melden: whoever holds the {ace}, {king}, {queen}, {jack} or {ten} of trumps takes that compartment's chips. Anna holds the {KH} and the {QH}: she took {king}, {queen}, and Mariage (the two together).</source>
            <translation>เมลเดน: ใครมี{ace} {king} {queen} {jack} หรือ{ten}ที่เป็นทรัมป์ ได้ชิปในช่องนั้น Anna มี{KH}และ{QH}: เธอได้ช่อง{king} {queen} และมารีอาช (สองใบนี้คู่กัน)</translation>
        </message>
        <message>
            <source>Nobody holds the {ace}, {jack} or {ten} of trumps, and nobody holds a Sequenz (three cards in a row of one suit): those chips stay on the board and wait for the next deal.</source>
            <translation>ไม่มีใครมี{ace} {jack} หรือ{ten}ที่เป็นทรัมป์ และไม่มีใครมีเซเควนซ์ (ไพ่ดอกเดียวกันเรียงกันสามใบ): ชิปเหล่านั้นอยู่บนกระดานรอรอบแจกถัดไป</translation>
        </message>
        <message>
            <source>Now Pochen, a betting round. Only a player with a Kunststück may bet: two or more cards of the same rank. You hold a pair of kings!</source>
            <translation>ต่อไปคือพอคเคิน รอบเดิมพัน เฉพาะผู้ที่มีชุดไพ่เท่านั้นที่เดิมพันได้: ไพ่แต้มเดียวกันตั้งแต่สองใบขึ้นไป คุณมีคิงคู่!</translation>
        </message>
        <message>
            <source>You speak first. Open with 1: your chip goes into the centre, the Poch compartment. Press Open 1.</source>
            <translation>คุณพูดก่อน เปิดด้วย 1: ชิปของคุณไปอยู่ตรงกลาง ในช่องพอค กด “เปิด 1”</translation>
        </message>
        <message>
            <source>Open with 1 this time: a small bet keeps the others in the game.</source>
            <translation>ครั้งนี้เปิดด้วย 1: เดิมพันน้อยทำให้คนอื่นยังอยู่ในเกม</translation>
        </message>
        <message>
            <source>The others answer in turn.</source>
            <translation>คนอื่นตอบทีละคน</translation>
        </message>
        <message>
            <source>Anna raised by 1: she has a Kunststück too. Bert and Clara have none, so they had to pass. The Poch compartment holds 3 chips.</source>
            <translation>Anna เพิ่ม 1: เธอก็มีชุดไพ่ Bert กับ Clara ไม่มี จึงต้องผ่าน ในช่องพอคมีชิป 3 อัน</translation>
        </message>
        <message>
            <source>Hold: pay 1 more to match Anna's bet, and the hands are shown. A pair of kings loses only to aces, or to three or four of a kind.</source>
            <translation>ตาม: จ่ายเพิ่ม 1 ให้เท่าเดิมพันของ Anna แล้วเปิดไพ่ คิงคู่แพ้เฉพาะเอซคู่ หรือไพ่เหมือนกันสามหรือสี่ใบ</translation>
        </message>
        <message>
            <source>Hold: your kings are strong, and holding costs only 1 chip.</source>
            <translation>ตาม: คิงคู่ของคุณแข็ง และการตามเสียแค่ชิป 1 อัน</translation>
        </message>
        <message>
            <source>Your kings beat Anna's nines: the 4 chips of the Poch compartment are yours.</source>
            <translation>คิงคู่ของคุณชนะเก้าคู่ของ Anna: ชิป 4 อันในช่องพอคเป็นของคุณ</translation>
        </message>
        <message>
            <source>Last part, Ausspielen: get rid of your cards. You won the Pochen, so you start. Whoever holds the next higher card of that suit must play it, and so on up the chain.</source>
            <translation>ช่วงสุดท้าย เอาส์ชปีเลน: ลงไพ่ให้หมดมือ คุณชนะพอคเคินจึงเริ่มก่อน ใครมีไพ่ดอกเดียวกันที่สูงกว่าถัดไปต้องลงใบนั้น และไต่ขึ้นไปเป็นโซ่</translation>
        </message>
        <message>
            <source>Start with the {7C}: the {8C} comes next, and it is yours too.</source>
            <translation>เริ่มด้วย{7C}: ใบถัดไปคือ{8C} ซึ่งเป็นของคุณเหมือนกัน</translation>
        </message>
        <message>
            <source>Start with the {7C}: your {8C} follows it, two cards gone at once.</source>
            <translation>เริ่มด้วย{7C}: {8C}ของคุณตามมา หมดไปสองใบในคราวเดียว</translation>
        </message>
        <message>
            <source>The {8C} is next in the chain, and you hold it: play it.</source>
            <translation>{8C}เป็นใบถัดไปในโซ่ และอยู่ในมือคุณ: ลงเลย</translation>
        </message>
        <message>
            <source>The {8C} must come now: it is the next card of the chain.</source>
            <translation>ตอนนี้ต้องลง{8C}: เป็นใบถัดไปของโซ่</translation>
        </message>
        <message>
            <source>Anna holds the {9C}: she must play it.</source>
            <translation>Anna มี{9C}: เธอต้องลงใบนั้น</translation>
        </message>
        <message>
            <source>The {TC} is in the talon, the cards nobody got: the chain stops. Anna played the last card, so she starts the next chain.</source>
            <translation>{TC}อยู่ในกองจั่ว ซึ่งเป็นไพ่ที่ไม่มีใครได้: โซ่จึงหยุด Anna ลงใบสุดท้าย เธอจึงเริ่มโซ่ถัดไป</translation>
        </message>
        <message>
            <source>Anna starts with the {9S}. Bert holds the {TS} and the {JS}, Clara the {QS}.</source>
            <translation>Anna เริ่มด้วย{9S} Bert มี{TS}กับ{JS} Clara มี{QS}</translation>
        </message>
        <message>
            <source>The {KS} comes next, and it is yours: play it. The ace of spades is in the talon, so you will start the next chain.</source>
            <translation>ใบถัดไปคือ{KS} ซึ่งเป็นของคุณ: ลงเลย เอซโพดำอยู่ในกองจั่ว คุณจึงจะได้เริ่มโซ่ถัดไป</translation>
        </message>
        <message>
            <source>The {KS} must come now: it is the next card of the chain.</source>
            <translation>ตอนนี้ต้องลง{KS}: เป็นใบถัดไปของโซ่</translation>
        </message>
        <message>
            <source>One card left: play the {KD} and you are out first.</source>
            <translation>เหลือใบเดียว: ลง{KD} แล้วคุณจะหมดมือเป็นคนแรก</translation>
        </message>
        <message>
            <source>Play the {KD}: it is your last card.</source>
            <translation>ลง{KD}: เป็นใบสุดท้ายของคุณ</translation>
        </message>
        <message>
            <source>You are out! Everyone pays you 1 chip for each card still in hand: 2 + 2 + 3 = 7 chips.</source>
            <translation>คุณหมดมือแล้ว! ทุกคนจ่ายชิปให้คุณ 1 อันต่อไพ่ที่ยังเหลือในมือ: 2 + 2 + 3 = 7 อัน</translation>
        </message>
        <message>
            <source>That is Poch: Melden, Pochen, Ausspielen. The chips nobody won stay on the board for the next deal. Ready for a real game?</source>
            <translation>นี่คือพอค: เมลเดน พอคเคิน เอาส์ชปีเลน ชิปที่ไม่มีใครได้อยู่บนกระดานรอรอบแจกถัดไป พร้อมเล่นเกมจริงหรือยัง?</translation>
        </message>
    </context>
    <context>
        <name>learn schnapsen</name>
        <message>
            <source>Welcome to Schnapsen! Two players, 20 cards. Whoever first counts 66 points wins the deal. These five cards are yours.</source>
            <translation>ยินดีต้อนรับสู่ชนัปเซิน! ผู้เล่นสองคน ไพ่ 20 ใบ ใครนับได้ 66 แต้มก่อนชนะรอบแจกนี้ ไพ่ห้าใบนี้เป็นของคุณ</translation>
        </message>
        <message>
            <source>The card turned up under the pile is the trump card: {H} are trumps this deal. A trump beats any card of another suit.</source>
            <translation>ไพ่ที่หงายอยู่ใต้กองคือไพ่ทรัมป์: รอบแจกนี้{H}เป็นทรัมป์ ทรัมป์ชนะไพ่ทุกใบของดอกอื่น</translation>
        </message>
        <message>
            <source>The face-down pile is the talon. After each trick, both of you draw a card from it: the winner first.</source>
            <translation>กองไพ่ที่คว่ำอยู่คือกองจั่ว หลังแต่ละตา ทั้งสองคนจั่วคนละใบ ผู้ชนะตาจั่วก่อน</translation>
        </message>
        <message>
            <source>Cards count: {ace} 11, {ten} 10, {king} 4, {queen} 3, {jack} 2. You score the cards of the tricks you win. Your points are shown here.</source>
            <translation>แต้มของไพ่: {ace} 11 {ten} 10 {king} 4 {queen} 3 {jack} 2 คุณได้แต้มจากไพ่ในตาที่คุณชนะ แต้มของคุณแสดงอยู่ตรงนี้</translation>
        </message>
        <message>
            <source>Announce it: play the {KS} and answer Yes when you are asked whether to announce the marriage.</source>
            <translation>ประกาศเลย: ลง{KS}แล้วตอบว่าใช่ เมื่อถูกถามว่าจะประกาศคู่ไหม</translation>
        </message>
        <message>
            <source>Not that one: play the {KS} and announce the marriage, it is worth 20 points.</source>
            <translation>ไม่ใช่ใบนั้น: ลง{KS}แล้วประกาศคู่ มีค่า 20 แต้ม</translation>
        </message>
        <message>
            <source>Now lead the {KS} of your marriage.</source>
            <translation>ตอนนี้นำด้วย{KS}ของคู่ที่ประกาศ</translation>
        </message>
        <message>
            <source>Lead the {KS}: a marriage is announced by playing its king or queen.</source>
            <translation>นำด้วย{KS}: การประกาศคู่ทำได้โดยลงคิงหรือควีนของคู่นั้น</translation>
        </message>
        <message>
            <source>Anna answers. While the talon lasts, she need not follow suit.</source>
            <translation>Anna ลงตาม ขณะที่กองจั่วยังมีอยู่ เธอไม่ต้องลงตามดอก</translation>
        </message>
        <message>
            <source>You hold the {jack} of trumps, the {JH}. Before you lead, you may swap it for the trump card: drag the {JH} onto the {AH} (or click the trump card).</source>
            <translation>คุณมี{jack}ทรัมป์ คือ{JH} ก่อนนำไพ่ คุณเปลี่ยนมันกับไพ่ทรัมป์ได้: ลาก{JH}ไปวางบน{AH} (หรือคลิกไพ่ทรัมป์)</translation>
        </message>
        <message>
            <source>Not yet: first swap your {JH} for the {AH}. Drag it onto the trump card.</source>
            <translation>ยังก่อน: เปลี่ยน{JH}กับ{AH}ก่อน ลากไปวางบนไพ่ทรัมป์</translation>
        </message>
        <message>
            <source>Now the {AH} is yours. You also hold the {king} and the {queen} of the same suit, the {KS} and the {QS}: a marriage! It is worth 20 (40 in trumps) once you win a trick.</source>
            <translation>ตอนนี้{AH}เป็นของคุณแล้ว คุณยังมี{king}กับ{queen}ดอกเดียวกัน คือ{KS}และ{QS}: เป็นคู่! มีค่า 20 (40 ถ้าเป็นทรัมป์) เมื่อคุณชนะตาแล้ว</translation>
        </message>
        <message>
            <source>Your {KS} beats her {JD}: the trick is yours, 4 + 2 points, and the marriage's 20 count now: 26. Both of you drew a card.</source>
            <translation>{KS}ของคุณชนะ{JD}ของเธอ: ตานี้เป็นของคุณ 4 + 2 แต้ม และ 20 แต้มของคู่ก็นับแล้ว: 26 ทั้งสองคนจั่วไพ่คนละใบ</translation>
        </message>
        <message>
            <source>The winner leads. Your {AC} is the highest club: lead it.</source>
            <translation>ผู้ชนะตาเป็นคนนำ {AC}ของคุณเป็นดอกจิกที่สูงที่สุด: นำด้วยใบนี้</translation>
        </message>
        <message>
            <source>Lead the {AC}: nothing but a trump could take it, and Anna has no trump.</source>
            <translation>นำด้วย{AC}: มีแต่ทรัมป์ที่ชนะได้ และ Anna ไม่มีทรัมป์</translation>
        </message>
        <message>
            <source>Another trick: 11 + 3 = 14, you have 40. Lead your new ace, the {AD}.</source>
            <translation>อีกตา: 11 + 3 = 14 คุณมี 40 แล้ว นำด้วยเอซใบใหม่ของคุณ คือ{AD}</translation>
        </message>
        <message>
            <source>Lead the {AD}: an ace wins unless it is trumped.</source>
            <translation>นำด้วย{AD}: เอซชนะเสมอ ถ้าไม่ถูกทรัมป์ตัด</translation>
        </message>
        <message>
            <source>55 points! Now lead the {QS}: let us see what Anna does.</source>
            <translation>55 แต้ม! ตอนนี้นำด้วย{QS}: มาดูกันว่า Anna จะทำอย่างไร</translation>
        </message>
        <message>
            <source>Lead the {QS} this time: keep your trumps for later.</source>
            <translation>ครั้งนี้นำด้วย{QS}: เก็บทรัมป์ไว้ใช้ทีหลัง</translation>
        </message>
        <message>
            <source>Anna played the {KH}, a trump: it beats your {QS} even though it is another suit. Her trick, so she leads next.</source>
            <translation>Anna ลง{KH} ซึ่งเป็นทรัมป์: ชนะ{QS}ของคุณแม้จะเป็นคนละดอก ตานี้เป็นของเธอ เธอจึงนำต่อ</translation>
        </message>
        <message>
            <source>Anna leads the {TS}. Take it with your {AS}: 11 + 10 points, and you are past 66.</source>
            <translation>Anna นำด้วย{TS} ชนะด้วย{AS}ของคุณ: 11 + 10 แต้ม แล้วคุณจะเกิน 66</translation>
        </message>
        <message>
            <source>Play the {AS}: the highest spade takes her ten.</source>
            <translation>ลง{AS}: โพดำที่สูงที่สุดชนะสิบของเธอ</translation>
        </message>
        <message>
            <source>You reached 66 and win the deal! Anna has fewer than 33, so it is worth 2 game points. The first to win 7 game points wins the Bummerl.</source>
            <translation>คุณถึง 66 และชนะรอบแจกนี้! Anna มีไม่ถึง 33 จึงได้ 2 คะแนนเกม ใครได้ 7 คะแนนเกมก่อนชนะบุมเมิร์ล</translation>
        </message>
        <message>
            <source>That is Schnapsen. Closing the talon, and the strict rules once it is empty, are in the rules (F1). Ready for a real game?</source>
            <translation>นี่คือชนัปเซิน การปิดกองจั่ว และกติกาที่เข้มงวดเมื่อกองจั่วหมด อยู่ในกติกา (F1) พร้อมเล่นเกมจริงหรือยัง?</translation>
        </message>
    </context>
    <context>
        <name>learn spades</name>
        <message>
            <source>Welcome to Spades! Four players, each playing for themselves, with 13 cards each. In a trick everyone plays one card, and the highest card wins it. These cards are yours.</source>
            <translation>ยินดีต้อนรับสู่ Spades! ผู้เล่นสี่คน ต่างคนต่างเล่นเพื่อตัวเอง คนละ 13 ใบ ในแต่ละตาทุกคนลงไพ่หนึ่งใบ และไพ่ที่สูงที่สุดชนะตานั้น นี่คือไพ่ของคุณ</translation>
        </message>
        <message>
            <source>Spades are always trumps: any spade beats every card of the other suits. The two jokers are the highest spades: the {BJ}, then the {LJ}, then the {AS}.</source>
            <translation>โพดำเป็นทรัมป์เสมอ: โพดำทุกใบชนะไพ่ทุกใบของดอกอื่น โจ๊กเกอร์สองใบเป็นโพดำที่สูงที่สุด: {BJ} ก่อน แล้ว {LJ} แล้ว {AS}</translation>
        </message>
        <message>
            <source>Before the play, everyone bids how many tricks they will take. You dealt, so {seat1}, on your left, bids first.</source>
            <translation>ก่อนเล่น ทุกคนประมูลว่าจะชนะกี่ตา คุณเป็นคนแจก ดังนั้น {seat1} ทางซ้ายของคุณประมูลก่อน</translation>
        </message>
        <message>
            <source>{seat1} bids 4.</source>
            <translation>{seat1} ประมูล 4</translation>
        </message>
        <message>
            <source>{seat2} bids 3.</source>
            <translation>{seat2} ประมูล 3</translation>
        </message>
        <message>
            <source>{seat3} bids 1.</source>
            <translation>{seat3} ประมูล 1</translation>
        </message>
        <message>
            <source>Your turn. Count the tricks you are sure of: the {BJ}, the {AS}, the {AH} and the {AD}: four.</source>
            <translation>ถึงตาคุณ นับตาที่คุณมั่นใจว่าจะชนะ: {BJ}, {AS}, {AH} และ {AD} รวมสี่ตา</translation>
        </message>
        <message>
            <source>Bid 4. A bid you make scores 10 points a trick and 1 more for each extra trick; fall short and the hand scores nothing.</source>
            <translation>ประมูล 4 ถ้าทำได้ตามที่ประมูล ได้ตาละ 10 แต้ม และตาที่เกินได้อีกตาละ 1 แต้ม ถ้าได้น้อยกว่าที่ประมูล รอบนี้ไม่ได้อะไรเลย</translation>
        </message>
        <message>
            <source>Bid 4, the tricks you are sure of: a smaller bid scores less (30 for 3), and a bigger one scores nothing if you fall short.</source>
            <translation>ประมูล 4 ตามจำนวนตาที่มั่นใจ: ประมูลน้อยกว่านี้ได้แต้มน้อยลง (3 ได้ 30) และประมูลมากกว่านี้จะไม่ได้อะไรเลยถ้าทำไม่ถึง</translation>
        </message>
        <message>
            <source>{seat1} leads the {5H}. Everyone must follow suit: play a heart if you have one.</source>
            <translation>{seat1} นำด้วย {5H} ทุกคนต้องลงตามดอก: ลงโพแดงถ้าคุณมี</translation>
        </message>
        <message>
            <source>You have hearts, so you must play one. Your {AH} is the highest heart: play it and the trick is yours.</source>
            <translation>คุณมีโพแดง จึงต้องลงโพแดง {AH} เป็นโพแดงที่สูงที่สุด: ลงใบนี้แล้วตานี้เป็นของคุณ</translation>
        </message>
        <message>
            <source>You must follow suit with a heart, and the {AH} wins the trick: play it.</source>
            <translation>คุณต้องลงตามดอกด้วยโพแดง และ {AH} ชนะตานี้: ลงใบนี้</translation>
        </message>
        <message>
            <source>Your first trick! Whoever wins a trick leads the next one.</source>
            <translation>ตาแรกของคุณ! ผู้ที่ชนะตาจะเป็นผู้นำในตาถัดไป</translation>
        </message>
        <message>
            <source>Your lead. A spade may not be led until spades are broken, that is until a spade has been played to a trick (or you hold nothing else). Lead the {AD}, the highest diamond.</source>
            <translation>ถึงตาคุณนำ ห้ามนำด้วยโพดำจนกว่าโพดำจะแตก คือจนกว่าจะมีโพดำลงในตาใดตาหนึ่งแล้ว (หรือคุณไม่มีไพ่อื่นเลย) นำด้วย {AD} ข้าวหลามตัดที่สูงที่สุด</translation>
        </message>
        <message>
            <source>Spades are not broken yet, so you cannot lead one; and the {AD} is a sure trick. Lead the {AD}.</source>
            <translation>โพดำยังไม่แตก คุณจึงนำด้วยโพดำไม่ได้ และ {AD} ชนะแน่นอน นำด้วย {AD}</translation>
        </message>
        <message>
            <source>Everyone followed: another trick. With the ace gone, your {KH} is the highest heart left. Lead it.</source>
            <translation>ทุกคนลงตามดอก: ได้อีกตา เอซออกไปแล้ว {KH} จึงเป็นโพแดงที่สูงที่สุดที่เหลือ นำด้วยใบนี้</translation>
        </message>
        <message>
            <source>Lead the {KH}: now that the {AH} is gone, it is the highest heart.</source>
            <translation>นำด้วย {KH}: เมื่อ {AH} ออกไปแล้ว ใบนี้คือโพแดงที่สูงที่สุด</translation>
        </message>
        <message>
            <source>Three tricks. Now let the lead go cheaply: lead your smallest card, the {3D}, and keep the {BJ} and the {AS} for later.</source>
            <translation>สามตาแล้ว ตอนนี้ยอมเสียการนำแบบถูก ๆ: นำด้วยไพ่ที่เล็กที่สุด {3D} แล้วเก็บ {BJ} กับ {AS} ไว้ใช้ทีหลัง</translation>
        </message>
        <message>
            <source>Lead the small {3D}: losing it costs nothing, and your big spades can wait.</source>
            <translation>นำด้วย {3D} ใบเล็ก: เสียใบนี้ไปก็ไม่เสียอะไร และโพดำใบใหญ่ของคุณรอได้</translation>
        </message>
        <message>
            <source>{seat2}'s {KD} is the highest diamond.</source>
            <translation>{KD} ของ {seat2} เป็นข้าวหลามตัดที่สูงที่สุด</translation>
        </message>
        <message>
            <source>{seat2} won the trick, so he leads: the {AC}.</source>
            <translation>{seat2} ชนะตานี้ จึงนำด้วย {AC}</translation>
        </message>
        <message>
            <source>You have no clubs. Then you may play any card, and any spade beats them: trump with your smallest spade, the {4S}.</source>
            <translation>คุณไม่มีดอกจิก จึงลงไพ่ใบไหนก็ได้ และโพดำทุกใบชนะดอกจิก: ตัดด้วยโพดำใบเล็กที่สุด {4S}</translation>
        </message>
        <message>
            <source>You have no clubs, so you may trump: the {4S} beats even the {AC}, and your big spades stay in your hand.</source>
            <translation>คุณไม่มีดอกจิก จึงตัดได้: {4S} ชนะแม้แต่ {AC} และโพดำใบใหญ่ยังอยู่ในมือคุณ</translation>
        </message>
        <message>
            <source>You trumped an ace! A spade has been played, so spades are broken: from now on anyone may lead them.</source>
            <translation>คุณตัดเอซได้! มีโพดำลงแล้ว โพดำจึงแตก: จากนี้ไปใครก็นำด้วยโพดำได้</translation>
        </message>
        <message>
            <source>Lead the {BJ}, the highest card of all. Everyone must follow with a spade if they have one.</source>
            <translation>นำด้วย {BJ} ไพ่ที่สูงที่สุดในเกม ทุกคนต้องลงโพดำถ้ามี</translation>
        </message>
        <message>
            <source>Lead the {BJ}: it cannot lose, and it draws the spades out of the other hands.</source>
            <translation>นำด้วย {BJ}: ใบนี้แพ้ไม่ได้ และดึงโพดำออกจากมือคนอื่น</translation>
        </message>
        <message>
            <source>{seat3} had to follow with her only spade, the {LJ}.</source>
            <translation>{seat3} ต้องลงโพดำใบเดียวที่มี: {LJ}</translation>
        </message>
        <message>
            <source>Both jokers are gone, so your {AS} is now the highest spade. Lead it.</source>
            <translation>โจ๊กเกอร์ออกไปแล้วทั้งสองใบ {AS} จึงเป็นโพดำที่สูงที่สุดตอนนี้ นำด้วยใบนี้</translation>
        </message>
        <message>
            <source>Lead the {AS}: with both jokers out, nothing can beat it.</source>
            <translation>นำด้วย {AS}: ไม่มีโจ๊กเกอร์แล้ว ไม่มีอะไรชนะใบนี้ได้</translation>
        </message>
        <message>
            <source>{seat3} has no spade left, so she may play any card.</source>
            <translation>{seat3} ไม่มีโพดำเหลือแล้ว จึงลงไพ่ใบไหนก็ได้</translation>
        </message>
        <message>
            <source>Six tricks: your bid of 4 is made, and every trick more is worth a point.</source>
            <translation>หกตา: คุณทำได้ตามที่ประมูล 4 แล้ว และทุกตาที่เกินได้อีกตาละแต้ม</translation>
        </message>
        <message>
            <source>Your other cards are small. Lead the {3H}.</source>
            <translation>ไพ่ที่เหลือของคุณเป็นใบเล็ก นำด้วย {3H}</translation>
        </message>
        <message>
            <source>Lead the {3H}: your small cards cannot win now, so let one go.</source>
            <translation>นำด้วย {3H}: ไพ่ใบเล็กของคุณตอนนี้ชนะไม่ได้ ยอมเสียไปสักใบ</translation>
        </message>
        <message>
            <source>{seat1} won with the {QH} and leads the {KC}.</source>
            <translation>{seat1} ชนะด้วย {QH} แล้วนำด้วย {KC}</translation>
        </message>
        <message>
            <source>No clubs again, and you play last: trump with the {5S} and the trick is yours.</source>
            <translation>ไม่มีดอกจิกอีกแล้ว และคุณลงเป็นคนสุดท้าย: ตัดด้วย {5S} แล้วตานี้เป็นของคุณ</translation>
        </message>
        <message>
            <source>Trump with the {5S}: you play last, so this small spade wins the trick.</source>
            <translation>ตัดด้วย {5S}: คุณลงคนสุดท้าย โพดำใบเล็กนี้จึงชนะตานี้</translation>
        </message>
        <message>
            <source>Seven tricks. {seat1} still holds high spades, so your last cards will not win. Lead the {4D}.</source>
            <translation>เจ็ดตา {seat1} ยังมีโพดำใบใหญ่ ไพ่สุดท้ายของคุณจึงชนะไม่ได้ นำด้วย {4D}</translation>
        </message>
        <message>
            <source>Lead the {4D}: {seat1}'s high spades will take the rest anyway.</source>
            <translation>นำด้วย {4D}: โพดำใบใหญ่ของ {seat1} จะกินที่เหลือทั้งหมดอยู่ดี</translation>
        </message>
        <message>
            <source>{seat1} has no diamonds left, so she trumps.</source>
            <translation>{seat1} ไม่มีข้าวหลามตัดเหลือแล้ว จึงตัด</translation>
        </message>
        <message>
            <source>{seat1} leads a spade: you must follow with your {9S}.</source>
            <translation>{seat1} นำด้วยโพดำ: คุณต้องลงตามด้วย {9S}</translation>
        </message>
        <message>
            <source>You still have a spade, so you must play it: the {9S}.</source>
            <translation>คุณยังมีโพดำ จึงต้องลง: {9S}</translation>
        </message>
        <message>
            <source>No spade left: any card will do. Play the {7D}.</source>
            <translation>ไม่มีโพดำแล้ว: ลงใบไหนก็ได้ ลง {7D}</translation>
        </message>
        <message>
            <source>Any card may go here; this time play the {7D}.</source>
            <translation>ตรงนี้ลงใบไหนก็ได้ คราวนี้ลง {7D}</translation>
        </message>
        <message>
            <source>Your last card, the {6H}.</source>
            <translation>ไพ่ใบสุดท้ายของคุณ {6H}</translation>
        </message>
        <message>
            <source>Play your last card, the {6H}.</source>
            <translation>ลงไพ่ใบสุดท้าย {6H}</translation>
        </message>
        <message>
            <source>The hand is over. You bid 4 and took 7: 40 points, plus 3 for the extra tricks, 43. {seat2} bid 3 but took only 1, so he scores nothing. Hands follow one another until someone reaches 500.</source>
            <translation>จบรอบแล้ว คุณประมูล 4 และได้ 7 ตา: 40 แต้ม บวก 3 สำหรับตาที่เกิน รวม 43 {seat2} ประมูล 3 แต่ได้แค่ 1 จึงไม่ได้อะไร เล่นต่อไปทีละรอบจนกว่าจะมีคนถึง 500</translation>
        </message>
        <message>
            <source>That is Spades. Nil bids, partnerships and the other variants are in the rules (F1). Ready for a real game?</source>
            <translation>นี่คือ Spades การประมูลนิล การเล่นเป็นคู่ และรูปแบบอื่น ๆ อยู่ในกติกา (F1) พร้อมเล่นเกมจริงหรือยัง?</translation>
        </message>
    </context>
    <context>
        <name>learn tippen</name>
        <message>
            <source>Welcome to Tippen! Everyone gets three cards, and the three tricks share the pot: each trick wins a third of it.</source>
            <translation>ยินดีต้อนรับสู่ Tippen! ทุกคนได้ไพ่สามใบ และสามตาแบ่งกองกลางกัน: แต่ละตาได้หนึ่งในสามของกองกลาง</translation>
        </message>
        <message>
            <source>This is the pot. The last deal left 9 counters in it, and you, the dealer, paid in the basic stake of 3: 12 counters, so each trick is worth 4.</source>
            <translation>นี่คือกองกลาง รอบก่อนเหลือไว้ 9 ชิป และคุณในฐานะผู้แจกจ่ายเดิมพันพื้นฐาน 3: รวม 12 ชิป แต่ละตาจึงมีค่า 4</translation>
        </message>
        <message>
            <source>{seat3}, on your right, cuts the pack, and the cards are dealt.</source>
            <translation>{seat3} ทางขวาของคุณตัดไพ่ แล้วแจกไพ่</translation>
        </message>
        <message>
            <source>The card turned face up is the trump card: {H} are trumps. A trump beats any card of another suit; otherwise the highest card of the suit led wins.</source>
            <translation>ไพ่ที่หงายอยู่คือไพ่ทรัมป์: {H} เป็นทรัมป์ ทรัมป์ชนะไพ่ทุกใบของดอกอื่น นอกนั้นไพ่ที่สูงที่สุดของดอกที่นำชนะ</translation>
        </message>
        <message>
            <source>Your cards: the {KH}, a high trump, and two small {S}.</source>
            <translation>ไพ่ของคุณ: {KH} ทรัมป์ใบสูง และ {S} ใบเล็กสองใบ</translation>
        </message>
        <message>
            <source>Now each player says whether they play or pass, starting on your left. Whoever passes is out of this deal and risks nothing. Whoever plays and takes no trick pays the bête: as much as the pot, 12.</source>
            <translation>ตอนนี้แต่ละคนบอกว่าจะเล่นหรือผ่าน เริ่มจากทางซ้ายของคุณ คนที่ผ่านออกจากรอบนี้และไม่เสี่ยงอะไร คนที่เล่นแล้วไม่ได้สักตาต้องจ่ายเบต: เท่ากับกองกลาง คือ 12</translation>
        </message>
        <message>
            <source>{seat1} plays.</source>
            <translation>{seat1} เล่น</translation>
        </message>
        <message>
            <source>{seat2} passes: his cards go face down.</source>
            <translation>{seat2} ผ่าน: ไพ่ของเขาถูกคว่ำเก็บไป</translation>
        </message>
        <message>
            <source>{seat3} plays.</source>
            <translation>{seat3} เล่น</translation>
        </message>
        <message>
            <source>Your turn. The {KH} is a high trump and very likely takes a trick, worth 4 counters. Play.</source>
            <translation>ถึงตาคุณ {KH} เป็นทรัมป์ใบสูงและน่าจะได้ตาหนึ่งแน่ ๆ มีค่า 4 ชิป เล่น</translation>
        </message>
        <message>
            <source>Play: with the {KH} you will very likely take a trick, and each one is worth 4 counters.</source>
            <translation>เล่น: มี {KH} คุณน่าจะได้ตาหนึ่งแน่ ๆ และแต่ละตามีค่า 4 ชิป</translation>
        </message>
        <message>
            <source>Each player who plays may now exchange up to three cards with the talon: throw them away and take as many new ones from the top.</source>
            <translation>ทุกคนที่เล่นเปลี่ยนไพ่กับกองจั่วได้ไม่เกินสามใบ: ทิ้งไพ่ไปแล้วหยิบใบใหม่จากด้านบนเท่าจำนวนที่ทิ้ง</translation>
        </message>
        <message>
            <source>{seat1} exchanges one card.</source>
            <translation>{seat1} เปลี่ยนไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>{seat3} exchanges one card.</source>
            <translation>{seat3} เปลี่ยนไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>Keep your {KH} and exchange the {9S} and the {8S}: small cards of a plain suit seldom take a trick. Click the two of them, then Exchange.</source>
            <translation>เก็บ {KH} ไว้ แล้วเปลี่ยน {9S} กับ {8S}: ไพ่ใบเล็กของดอกธรรมดาไม่ค่อยได้ตา คลิกทั้งสองใบ แล้วกดแลกไพ่</translation>
        </message>
        <message>
            <source>Exchange just the {9S} and the {8S}, and keep the {KH}, your best card.</source>
            <translation>เปลี่ยนแค่ {9S} กับ {8S} และเก็บ {KH} ไพ่ที่ดีที่สุดของคุณไว้</translation>
        </message>
        <message>
            <source>You drew the {AC} and the {7D}. The {AC} wins its suit unless it is trumped.</source>
            <translation>คุณได้ {AC} และ {7D} {AC} ชนะในดอกของมันถ้าไม่ถูกตัด</translation>
        </message>
        <message>
            <source>Lead the {AC}: the {7D} would surely lose, the {AC} very likely wins.</source>
            <translation>นำด้วย {AC}: {7D} แพ้แน่นอน ส่วน {AC} น่าจะชนะ</translation>
        </message>
        <message>
            <source>{seat1}, first on your left, leads the {AS}.</source>
            <translation>{seat1} คนแรกทางซ้ายของคุณ นำด้วย {AS}</translation>
        </message>
        <message>
            <source>{seat3} has no {S}, so she must trump: the {9H}.</source>
            <translation>{seat3} ไม่มี {S} จึงต้องตัด: {9H}</translation>
        </message>
        <message>
            <source>You have no {S} either. Then you must trump, and beat the trump already in the trick if you can: your {KH} beats {seat3}'s {9H}.</source>
            <translation>คุณก็ไม่มี {S} เหมือนกัน จึงต้องตัด และถ้าทำได้ต้องลงทรัมป์ที่สูงกว่าทรัมป์ที่อยู่ในตานั้น: {KH} ของคุณชนะ {9H} ของ {seat3}</translation>
        </message>
        <message>
            <source>You have no {S}, so you must trump and beat the {9H}: only the {KH} does that.</source>
            <translation>คุณไม่มี {S} จึงต้องตัดและลงสูงกว่า {9H}: มีแค่ {KH} ที่ทำได้</translation>
        </message>
        <message>
            <source>Your trick: a third of the pot, 4 counters, is yours. You lead next.</source>
            <translation>ตานี้เป็นของคุณ: หนึ่งในสามของกองกลาง คือ 4 ชิป เป็นของคุณ ตาต่อไปคุณเป็นผู้นำ</translation>
        </message>
        <message>
            <source>Lead your {AC}: nobody can beat it unless they still have a trump.</source>
            <translation>นำด้วย {AC}: ไม่มีใครชนะได้ นอกจากจะยังมีทรัมป์</translation>
        </message>
        <message>
            <source>Two tricks, 8 counters. Lead your last card, the {7D}.</source>
            <translation>สองตา 8 ชิป นำด้วยไพ่ใบสุดท้าย {7D}</translation>
        </message>
        <message>
            <source>Play your last card, the {7D}.</source>
            <translation>ลงไพ่ใบสุดท้าย {7D}</translation>
        </message>
        <message>
            <source>{seat1}'s {AD} takes the last trick and 4 counters.</source>
            <translation>{AD} ของ {seat1} ได้ตาสุดท้ายและ 4 ชิป</translation>
        </message>
        <message>
            <source>{seat3} played and took no trick, so she pays the bête of 12 into the pot: it waits there for the next deal. You paid 3 and won 8.</source>
            <translation>{seat3} เล่นแต่ไม่ได้สักตา จึงจ่ายเบต 12 เข้ากองกลาง: รออยู่ที่นั่นสำหรับรอบถัดไป คุณจ่ายไป 3 และได้ 8</translation>
        </message>
        <message>
            <source>That is Tippen. Knocking, robbing the trump and the other old variants are options in the rules (F1). Ready for a real game?</source>
            <translation>นี่คือ Tippen การเคาะ การปล้นทรัมป์ และรูปแบบเก่าอื่น ๆ เป็นตัวเลือกในกติกา (F1) พร้อมเล่นเกมจริงหรือยัง?</translation>
        </message>
    </context>
    <context>
        <name>learn wallachen</name>
        <message>
            <source>Welcome to Wallachen! Three players, ten cards each. One of you, the declarer, plays alone against the other two and must take at least the tricks bid.</source>
            <translation>ยินดีต้อนรับสู่ Wallachen! ผู้เล่นสามคน คนละสิบใบ หนึ่งในพวกคุณคือผู้เล่นเดี่ยว เล่นคนเดียวสู้กับอีกสองคน และต้องได้อย่างน้อยเท่ากับจำนวนตาที่ประมูล</translation>
        </message>
        <message>
            <source>Three cards each come first. Before the rest are dealt, each player may push the Doppler: it doubles the stakes of this deal.</source>
            <translation>ทุกคนได้ไพ่สามใบก่อน ก่อนแจกที่เหลือ ทุกคนดันด็อพเพลอร์ของตัวเองได้: มันเพิ่มเดิมพันรอบนี้เป็นสองเท่า</translation>
        </message>
        <message>
            <source>Your first three cards are the {AC}, the {KC} and the {AH}: a fine start. Push your Doppler.</source>
            <translation>ไพ่สามใบแรกของคุณคือ {AC}, {KC} และ {AH}: เริ่มต้นได้ดี ดันด็อพเพลอร์ของคุณ</translation>
        </message>
        <message>
            <source>Push the Doppler: three such high cards to begin with promise a good deal for you.</source>
            <translation>ดันด็อพเพลอร์: ไพ่ใบสูงแบบนี้สามใบตั้งแต่ต้นแปลว่ารอบนี้น่าจะดีสำหรับคุณ</translation>
        </message>
        <message>
            <source>{seat1} does not double.</source>
            <translation>{seat1} ไม่เพิ่มเป็นสองเท่า</translation>
        </message>
        <message>
            <source>Nor does {seat2}. Now the rest is dealt.</source>
            <translation>{seat2} ก็ไม่ ตอนนี้แจกไพ่ที่เหลือ</translation>
        </message>
        <message>
            <source>Ten cards each, and two lie face down: the Start. Whoever wins the auction takes them.</source>
            <translation>คนละสิบใบ และอีกสองใบคว่ำอยู่: นั่นคือสตาร์ท ใครชนะการประมูลได้สองใบนั้นไป</translation>
        </message>
        <message>
            <source>In the auction you say how many of the ten tricks you will take: six at least. You are forehand, so you speak first and keep priority: when someone bids more, you may hold, taking that bid yourself.</source>
            <translation>ในการประมูล คุณบอกว่าจะได้กี่ตาจากสิบตา: อย่างน้อยหก คุณเป็นมือแรก จึงพูดก่อนและมีสิทธิ์ก่อน: เมื่อมีคนประมูลสูงกว่า คุณยืนได้ คือรับการประมูลนั้นมาเป็นของคุณเอง</translation>
        </message>
        <message>
            <source>Five {C} from the {AC} down, and the {AS} and the {AH} besides: a strong hand. Say "I play": six tricks.</source>
            <translation>{C} ห้าใบเรียงลงมาจาก {AC} และยังมี {AS} กับ {AH} อีก: มือแข็ง พูดว่า "ฉันเล่น": หกตา</translation>
        </message>
        <message>
            <source>Say "I play": with five top {C} and two more high cards you will take many tricks.</source>
            <translation>พูดว่า "ฉันเล่น": มี {C} ใบสูงห้าใบและไพ่ใบสูงอีกสองใบ คุณจะได้หลายตา</translation>
        </message>
        <message>
            <source>{seat1} bids seven.</source>
            <translation>{seat1} ประมูลเจ็ด</translation>
        </message>
        <message>
            <source>Hold: you take seven yourself and keep the game. Your cards make seven.</source>
            <translation>ยืน: คุณรับเจ็ดเองและรักษาเกมไว้ ไพ่ของคุณทำเจ็ดได้</translation>
        </message>
        <message>
            <source>Hold: you keep the game at seven, and your cards can make it.</source>
            <translation>ยืน: คุณรักษาเกมไว้ที่เจ็ด และไพ่ของคุณทำได้</translation>
        </message>
        <message>
            <source>{seat1} gives up.</source>
            <translation>{seat1} ยอมแพ้</translation>
        </message>
        <message>
            <source>{seat2} passes too: you are the declarer, for seven.</source>
            <translation>{seat2} ก็ผ่าน: คุณเป็นผู้เล่นเดี่ยว ที่เจ็ด</translation>
        </message>
        <message>
            <source>The Start is yours: the {9C} and the {7H}. Now lay away two cards; they count for nobody.</source>
            <translation>สตาร์ทเป็นของคุณ: {9C} และ {7H} ตอนนี้ทิ้งไพ่สองใบ ไม่นับให้ใคร</translation>
        </message>
        <message>
            <source>Lay away the {7D} and the {8D}, small cards that would only lose tricks. Click both, then lay them away.</source>
            <translation>ทิ้ง {7D} และ {8D} ไพ่ใบเล็กที่จะแพ้ตาเท่านั้น คลิกทั้งสองใบ แล้วทิ้ง</translation>
        </message>
        <message>
            <source>Lay away the {7D} and the {8D}, your weakest cards; keep the {C} and the high cards.</source>
            <translation>ทิ้ง {7D} และ {8D} ไพ่ที่อ่อนที่สุดของคุณ เก็บ {C} กับไพ่ใบสูงไว้</translation>
        </message>
        <message>
            <source>Now announce your contract: seven, or more. You are paid for every trick you take anyway, and a higher contract only costs more if you fail. Announce seven.</source>
            <translation>ตอนนี้ประกาศสัญญาของคุณ: เจ็ดหรือมากกว่า คุณได้เงินทุกตาที่ได้อยู่แล้ว สัญญาที่สูงขึ้นมีแต่จะเสียมากขึ้นถ้าแพ้ ประกาศเจ็ด</translation>
        </message>
        <message>
            <source>Announce seven: you are paid for each trick you take, so a higher contract adds only risk.</source>
            <translation>ประกาศเจ็ด: คุณได้เงินทุกตาที่ได้ สัญญาที่สูงขึ้นจึงเพิ่มแต่ความเสี่ยง</translation>
        </message>
        <message>
            <source>{seat1} says Kontra: she thinks you will fail. That doubles the stakes.</source>
            <translation>{seat1} พูดว่าคอนทรา: เธอคิดว่าคุณจะแพ้ นั่นเพิ่มเดิมพันเป็นสองเท่า</translation>
        </message>
        <message>
            <source>Answer with Re: you are sure of seven tricks, so double once more. With your Doppler, Kontra and Re the deal counts eight times.</source>
            <translation>ตอบด้วยเร: คุณมั่นใจเจ็ดตาแล้ว จึงเพิ่มเป็นสองเท่าอีกครั้ง รวมด็อพเพลอร์ คอนทรา และเร รอบนี้นับแปดเท่า</translation>
        </message>
        <message>
            <source>Say Re: your cards make seven, and Re doubles what they pay you.</source>
            <translation>พูดเร: ไพ่ของคุณทำเจ็ดได้ และเรเพิ่มสิ่งที่พวกเขาจ่ายให้คุณเป็นสองเท่า</translation>
        </message>
        <message>
            <source>You lead, and the suit of the declarer's first card becomes trumps. Lead the {AC}: {C} are trumps.</source>
            <translation>คุณเป็นผู้นำ และดอกของไพ่ใบแรกของผู้เล่นเดี่ยวจะกลายเป็นทรัมป์ นำด้วย {AC}: {C} เป็นทรัมป์</translation>
        </message>
        <message>
            <source>Lead the {AC}: your first card names the trumps, and your {C} are long and strong.</source>
            <translation>นำด้วย {AC}: ไพ่ใบแรกของคุณกำหนดทรัมป์ และ {C} ของคุณยาวและแข็ง</translation>
        </message>
        <message>
            <source>Both had to follow with a trump, and those were their only ones.</source>
            <translation>ทั้งสองต้องลงตามด้วยทรัมป์ และนั่นเป็นทรัมป์ใบเดียวที่พวกเขามี</translation>
        </message>
        <message>
            <source>Nobody else holds a trump now. Give up your one losing card while your trumps can win the lead back: lead the {7H}.</source>
            <translation>ตอนนี้ไม่มีใครมีทรัมป์นอกจากคุณ ยอมเสียไพ่ใบเดียวที่จะแพ้ ในขณะที่ทรัมป์ของคุณยังชิงการนำคืนได้: นำด้วย {7H}</translation>
        </message>
        <message>
            <source>Lead the {7H}: it will lose anyway, and now your trumps can still take the lead back.</source>
            <translation>นำด้วย {7H}: ใบนี้แพ้อยู่แล้ว และตอนนี้ทรัมป์ของคุณยังชิงการนำคืนได้</translation>
        </message>
        <message>
            <source>{seat1} must follow suit and beat the card on the table if she can.</source>
            <translation>{seat1} ต้องลงตามดอกและลงสูงกว่าไพ่บนโต๊ะถ้าทำได้</translation>
        </message>
        <message>
            <source>{seat1} won and leads the {AD}.</source>
            <translation>{seat1} ชนะแล้วนำด้วย {AD}</translation>
        </message>
        <message>
            <source>You have no {D}, so you must trump. Your smallest trump, the {9C}, is enough.</source>
            <translation>คุณไม่มี {D} จึงต้องตัด ทรัมป์ใบเล็กที่สุด {9C} ก็พอ</translation>
        </message>
        <message>
            <source>You have no {D}, so you must play a trump; the smallest, the {9C}, wins.</source>
            <translation>คุณไม่มี {D} จึงต้องลงทรัมป์ ใบเล็กที่สุด {9C} ชนะ</translation>
        </message>
        <message>
            <source>Now every card you hold wins. Lead the {AS}.</source>
            <translation>ตอนนี้ไพ่ทุกใบในมือคุณชนะ นำด้วย {AS}</translation>
        </message>
        <message>
            <source>Lead the {AS}; the other cards will win afterwards.</source>
            <translation>นำด้วย {AS} ไพ่ใบอื่นจะชนะหลังจากนั้น</translation>
        </message>
        <message>
            <source>The {KS} is now the highest {S}.</source>
            <translation>{KS} เป็นไพ่ {S} ที่สูงที่สุดตอนนี้</translation>
        </message>
        <message>
            <source>Lead the {KS}, the highest {S} left.</source>
            <translation>นำด้วย {KS} ไพ่ {S} ที่สูงที่สุดที่เหลือ</translation>
        </message>
        <message>
            <source>Then the {AH}.</source>
            <translation>แล้ว {AH}</translation>
        </message>
        <message>
            <source>Lead the {AH}.</source>
            <translation>นำด้วย {AH}</translation>
        </message>
        <message>
            <source>Seven tricks: your contract is made. Take the rest with your trumps: the {KC}.</source>
            <translation>เจ็ดตา: คุณทำสัญญาได้แล้ว เก็บที่เหลือด้วยทรัมป์: {KC}</translation>
        </message>
        <message>
            <source>Lead the {KC}.</source>
            <translation>นำด้วย {KC}</translation>
        </message>
        <message>
            <source>The {QC}.</source>
            <translation>{QC}</translation>
        </message>
        <message>
            <source>Lead the {QC}.</source>
            <translation>นำด้วย {QC}</translation>
        </message>
        <message>
            <source>The {JC}.</source>
            <translation>{JC}</translation>
        </message>
        <message>
            <source>Lead the {JC}.</source>
            <translation>นำด้วย {JC}</translation>
        </message>
        <message>
            <source>And the last one, the {TC}.</source>
            <translation>และใบสุดท้าย {TC}</translation>
        </message>
        <message>
            <source>Lead the {TC}.</source>
            <translation>นำด้วย {TC}</translation>
        </message>
        <message>
            <source>Nine tricks! You bid seven and made it. Each of them pays you 9 tricks times 8 (Doppler, Kontra and Re): 72.</source>
            <translation>เก้าตา! คุณประมูลเจ็ดและทำได้ แต่ละคนจ่ายให้คุณ 9 ตา คูณ 8 (ด็อพเพลอร์ คอนทรา และเร): 72</translation>
        </message>
        <message>
            <source>That is Wallachen. Bettel (no trick at all) and Mord (all ten) are bids too; they are in the rules (F1). Ready for a real game?</source>
            <translation>นี่คือ Wallachen เบทเทล (ไม่ได้สักตา) และมอร์ด (ได้ทั้งสิบตา) ก็ประมูลได้เหมือนกัน อยู่ในกติกา (F1) พร้อมเล่นเกมจริงหรือยัง?</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <source>Thinks longest where the decision is close (up to a second) and reads your past plays for what you are likely to hold.</source>
            <translation>คิดนานที่สุดเมื่อการตัดสินใจสูสี (ไม่เกินหนึ่งวินาที) และอ่านจากการเล่นที่ผ่านมาของคุณว่าคุณน่าจะถือไพ่อะไร</translation>
        </message>
        <message>
            <source>Plays by rules of thumb and slips about one decision in five.</source>
            <translation>เล่นตามหลักง่าย ๆ และตัดสินใจพลาดราวหนึ่งในห้าครั้ง</translation>
        </message>
        <message>
            <source>Looks ahead over a few guesses at your hand and the talon; makes the odd mistake.</source>
            <translation>มองล่วงหน้าจากการเดาไพ่ในมือคุณและกองจั่วไม่กี่แบบ พลาดบ้างเป็นครั้งคราว</translation>
        </message>
        <message>
            <source>Weighs about two hundred guesses at your hand, plays the deal out exactly once the talon is closed or gone, and closes only when it clearly pays.</source>
            <translation>ชั่งน้ำหนักการเดาไพ่ในมือคุณราวสองร้อยแบบ เล่นจนจบรอบแจกได้แม่นยำเมื่อปิดกองจั่วหรือจั่วหมดแล้ว และปิดกองจั่วเฉพาะเมื่อคุ้มชัดเจน</translation>
        </message>
        <message>
            <source>Plays by rules of thumb, slips about one card in five and misjudges two bids in five.</source>
            <translation>เล่นตามหลักง่าย ๆ ลงไพ่พลาดราวหนึ่งในห้าใบ และประมูลผิดสองในห้าครั้ง</translation>
        </message>
        <message>
            <source>Looks ahead over a few guesses at the other hands; bids by counting its high cards and spades, as a club player does.</source>
            <translation>มองล่วงหน้าจากการเดาไพ่ของผู้อื่นไม่กี่แบบ ประมูลโดยนับไพ่สูงและโพดำของตน อย่างผู้เล่นในชมรม</translation>
        </message>
        <message>
            <source>Bids by playing out sixty sample deals, weighs eighty guesses at the other hands in play, and cashes its sure winners before it leads low.</source>
            <translation>ประมูลหลังลองเล่นรอบแจกตัวอย่างหกสิบรอบ ระหว่างเล่นชั่งน้ำหนักการเดาไพ่ของผู้อื่นแปดสิบแบบ และเก็บกองที่ชนะแน่ก่อนจะลงไพ่ต่ำ</translation>
        </message>
        <message>
            <source>A cautious beginner: bets only with three of a kind and starts every chain with its lowest card.</source>
            <translation>มือใหม่ที่ระมัดระวัง: ลงเดิมพันเฉพาะเมื่อมีตอง และเริ่มทุกสายไพ่ด้วยไพ่ใบต่ำสุดของตน</translation>
        </message>
        <message>
            <source>Opens the betting with almost any set but passes when another player bets, unless it holds four of a kind; looks a little ahead in the chains.</source>
            <translation>เปิดเดิมพันแทบทุกครั้งที่มีชุดไพ่ แต่จะหมอบเมื่อผู้เล่นอื่นลงเดิมพัน เว้นแต่ถือโฟร์ ในสายไพ่จะมองล่วงหน้าเล็กน้อย</translation>
        </message>
        <message>
            <source>Weighs the hands against everyone's bets so far, mixes in bluffs and disguised amounts, learns who bets on a whim, and plays the chains out exactly.</source>
            <translation>ชั่งน้ำหนักไพ่เทียบกับเดิมพันของทุกคนที่ผ่านมา แทรกการบลัฟและจำนวนเดิมพันที่อำพราง จำได้ว่าใครลงเดิมพันตามอารมณ์ และเล่นสายไพ่ได้แม่นยำ</translation>
        </message>
        <message>
            <source>Declares by a rough count of its hand and misjudges two declarations in five; plays by rules of thumb.</source>
            <translation>ประกาศตามการประเมินไพ่ในมือแบบหยาบ ๆ และประกาศผิดสองในห้าครั้ง เล่นตามหลักง่าย ๆ</translation>
        </message>
        <message>
            <source>Declares by the same count without slips; looks ahead over guesses at the other hands for the exchange and the tricks.</source>
            <translation>ประกาศตามการประเมินเดียวกันโดยไม่พลาด มองล่วงหน้าจากการเดาไพ่ของผู้อื่นตอนแลกไพ่และตอนเล่นกอง</translation>
        </message>
        <message>
            <source>Tries each declaration on many sample deals that fit the others' taps and passes, and plays the three tricks out exactly.</source>
            <translation>ลองแต่ละการประกาศกับรอบแจกตัวอย่างจำนวนมากที่สอดคล้องกับการเคาะโต๊ะและการผ่านของผู้อื่น และเล่นสามกองได้แม่นยำ</translation>
        </message>
        <message>
            <source>Doubles, bids and plays by a quick count of its tricks, and slips about one decision in five.</source>
            <translation>เพิ่มเดิมพัน ประมูล และเล่นตามการนับกองของตนอย่างเร็ว และตัดสินใจพลาดราวหนึ่งในห้าครั้ง</translation>
        </message>
        <message>
            <source>Bids by a quick count of its tricks; chooses the contract and plays by looking ahead over a few guesses at the other hands.</source>
            <translation>ประมูลตามการนับกองของตนอย่างเร็ว เลือกสัญญาและเล่นโดยมองล่วงหน้าจากการเดาไพ่ของผู้อื่นไม่กี่แบบ</translation>
        </message>
        <message>
            <source>Bids by playing out sample deals that fit everyone's bids, and looks ahead over many more guesses in play.</source>
            <translation>ประมูลหลังลองเล่นรอบแจกตัวอย่างที่สอดคล้องกับการประมูลของทุกคน และระหว่างเล่นมองล่วงหน้าจากการเดามากกว่าเดิมมาก</translation>
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
            <translation>ชุดไพ่</translation>
        </message>
        <message>
            <source>20 cards (Schnapsen) or 24 cards with the nines (Sixty-six)</source>
            <translation>20 ใบ (Schnapsen) หรือ 24 ใบรวมเก้า (หกสิบหก)</translation>
        </message>
        <message>
            <source>Exchange only after a won trick</source>
            <translation>เปลี่ยนได้หลังชนะตาแล้วเท่านั้น</translation>
        </message>
        <message>
            <source>Smallest talon for the trump exchange</source>
            <translation>กองจั่วขั้นต่ำสำหรับเปลี่ยนทรัมป์</translation>
        </message>
        <message>
            <source>4: no exchange when only two talon cards remain</source>
            <translation>4: เปลี่ยนไม่ได้เมื่อกองจั่วเหลือเพียงสองใบ</translation>
        </message>
        <message>
            <source>Smallest talon for closing</source>
            <translation>กองจั่วขั้นต่ำสำหรับการปิด</translation>
        </message>
        <message>
            <source>4: no closing when only two talon cards remain</source>
            <translation>4: ปิดไม่ได้เมื่อกองจั่วเหลือเพียงสองใบ</translation>
        </message>
        <message>
            <source>Marriage allowed before the first won trick</source>
            <translation>ประกาศคู่ได้ก่อนชนะตาแรก</translation>
        </message>
        <message>
            <source>the points stay pending until a trick is won</source>
            <translation>แต้มจะรอนับจนกว่าจะชนะตา</translation>
        </message>
        <message>
            <source>Marriages after the talon is closed or used up</source>
            <translation>ประกาศคู่หลังปิดกองจั่วหรือกองจั่วหมด</translation>
        </message>
        <message>
            <source>Show the partner card of a marriage</source>
            <translation>เปิดไพ่อีกใบของคู่ให้เห็น</translation>
        </message>
        <message>
            <source>Card led after a marriage</source>
            <translation>ไพ่ที่นำหลังประกาศคู่</translation>
        </message>
        <message>
            <source>When marriage points count</source>
            <translation>แต้มของคู่นับเมื่อใด</translation>
        </message>
        <message>
            <source>Going out (66)</source>
            <translation>การออก (66)</translation>
        </message>
        <message>
            <source>Go out right after announcing a marriage</source>
            <translation>ออกได้ทันทีหลังประกาศคู่</translation>
        </message>
        <message>
            <source>Closing the talon allowed</source>
            <translation>ปิดกองจั่วได้</translation>
        </message>
        <message>
            <source>Scoring after closing</source>
            <translation>การคิดคะแนนหลังปิดกองจั่ว</translation>
        </message>
        <message>
            <source>Penalty for a false claim</source>
            <translation>โทษของการประกาศผิด</translation>
        </message>
        <message>
            <source>Last-trick bonus</source>
            <translation>โบนัสตาสุดท้าย</translation>
        </message>
        <message>
            <source>10 card points for the last trick once the talon is used up</source>
            <translation>10 แต้มสำหรับตาสุดท้ายเมื่อกองจั่วหมด</translation>
        </message>
        <message>
            <source>A 65 : 65 tie</source>
            <translation>เสมอ 65 : 65</translation>
        </message>
        <message>
            <source>Game points for a Bummerl</source>
            <translation>คะแนนเกมต่อบุมเมิร์ล</translation>
        </message>
        <message>
            <source>Double Bummerl for a loser without game points</source>
            <translation>บุมเมิร์ลสองเท่าเมื่อผู้แพ้ไม่มีคะแนนเกม</translation>
        </message>
        <message>
            <source>Show running points</source>
            <translation>แสดงแต้มระหว่างเล่น</translation>
        </message>
        <message>
            <source>Confirm closing the talon</source>
            <translation>ยืนยันการปิดกองจั่ว</translation>
        </message>
        <message>
            <source>Partnerships</source>
            <translation>การจับคู่</translation>
        </message>
        <message>
            <source>Jokers</source>
            <translation>โจ๊กเกอร์</translation>
        </message>
        <message>
            <source>Big and little joker as the two top spades</source>
            <translation>โจ๊กเกอร์ใหญ่และเล็กเป็นโพดำสองใบที่สูงที่สุด</translation>
        </message>
        <message>
            <source>Nil bids</source>
            <translation>การประมูลนิล</translation>
        </message>
        <message>
            <source>A bid of no tricks: +/- nil value</source>
            <translation>ประมูลว่าจะไม่ได้สักตา: +/- ค่านิล</translation>
        </message>
        <message>
            <source>Nil value</source>
            <translation>ค่านิล</translation>
        </message>
        <message>
            <source>Both partners may bid nil</source>
            <translation>คู่หูทั้งสองประมูลนิลได้</translation>
        </message>
        <message>
            <source>Failed nil tricks count for the partner</source>
            <translation>ตาของนิลที่พลาดนับให้คู่หู</translation>
        </message>
        <message>
            <source>Off: they only count as bags (pagat). On: they count toward the contract (OpenSpiel)</source>
            <translation>ปิด: นับเป็นถุงเท่านั้น (pagat) เปิด: นับเข้าสัญญา (OpenSpiel)</translation>
        </message>
        <message>
            <source>Broken contract</source>
            <translation>ทำสัญญาไม่ได้</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>บลายด์นิล</translation>
        </message>
        <message>
            <source>Nil bid before looking; needs nil</source>
            <translation>ประมูลนิลก่อนดูไพ่; ต้องเปิดนิล</translation>
        </message>
        <message>
            <source>Blind nil value</source>
            <translation>ค่าบลายด์นิล</translation>
        </message>
        <message>
            <source>Blind nil only when behind by</source>
            <translation>บลายด์นิลได้เฉพาะเมื่อตามหลังอย่างน้อย</translation>
        </message>
        <message>
            <source>0: always allowed</source>
            <translation>0: ได้เสมอ</translation>
        </message>
        <message>
            <source>Blind nil card exchange</source>
            <translation>การแลกไพ่บลายด์นิล</translation>
        </message>
        <message>
            <source>Cards passed between partners (pairs only)</source>
            <translation>จำนวนไพ่ที่คู่หูแลกกัน (เฉพาะแบบคู่)</translation>
        </message>
        <message>
            <source>Bags penalty</source>
            <translation>โทษของถุง</translation>
        </message>
        <message>
            <source>Lose bag penalty per bag limit</source>
            <translation>เสียคะแนนโทษทุกครั้งที่ถุงครบจำนวน</translation>
        </message>
        <message>
            <source>Bags per penalty</source>
            <translation>จำนวนถุงต่อหนึ่งโทษ</translation>
        </message>
        <message>
            <source>Bag penalty</source>
            <translation>คะแนนโทษของถุง</translation>
        </message>
        <message>
            <source>Game to</source>
            <translation>เกมถึง</translation>
        </message>
        <message>
            <source>500; short game 200</source>
            <translation>500; เกมสั้น 200</translation>
        </message>
        <message>
            <source>Lose threshold</source>
            <translation>เกณฑ์แพ้</translation>
        </message>
        <message>
            <source>Game also ends at or below</source>
            <translation>เกมจบด้วยเมื่อคะแนนเท่ากับหรือต่ำกว่า</translation>
        </message>
        <message>
            <source>Leading spades</source>
            <translation>การนำด้วยโพดำ</translation>
        </message>
        <message>
            <source>First lead</source>
            <translation>การนำครั้งแรก</translation>
        </message>
        <message>
            <source>No spades on the first trick</source>
            <translation>ห้ามโพดำในตาแรก</translation>
        </message>
        <message>
            <source>Side's bids at most the tricks of a hand</source>
            <translation>การประมูลของฝ่ายหนึ่งไม่เกินจำนวนตาในรอบแจก</translation>
        </message>
        <message>
            <source>Partnerships only; needs nil</source>
            <translation>เฉพาะแบบคู่หู; ต้องเปิดนิล</translation>
        </message>
        <message>
            <source>Two players build hands by</source>
            <translation>ผู้เล่นสองคนสร้างไพ่ในมือโดย</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>การแจก</translation>
        </message>
        <message>
            <source>Three cards each, then the trump card (Grupp)</source>
            <translation>คนละสามใบ แล้วเปิดไพ่ทรัมป์ (Grupp)</translation>
        </message>
        <message>
            <source>Two cards each, the trump card, one more each (Katira)</source>
            <translation>คนละสองใบ เปิดไพ่ทรัมป์ แล้วอีกคนละใบ (Katira)</translation>
        </message>
        <message>
            <source>Bête</source>
            <translation>เบต</translation>
        </message>
        <message>
            <source>What a player who plays and takes no trick pays into the pot</source>
            <translation>สิ่งที่ผู้เล่นที่เล่นแต่ไม่ได้ตาเลยต้องจ่ายเข้ากองกลาง</translation>
        </message>
        <message>
            <source>The playing pot</source>
            <translation>กองกลางที่เล่นอยู่</translation>
        </message>
        <message>
            <source>The basic stake</source>
            <translation>เดิมพันพื้นฐาน</translation>
        </message>
        <message>
            <source>Exchange with the talon</source>
            <translation>เปลี่ยนไพ่กับกองจั่ว</translation>
        </message>
        <message>
            <source>Active players may exchange up to three cards (3-5 players)</source>
            <translation>ผู้ที่เล่นเปลี่ยนไพ่ได้ไม่เกินสามใบ (3–5 คน)</translation>
        </message>
        <message>
            <source>Forced play on a bare pot</source>
            <translation>บังคับเล่นเมื่อกองกลางว่าง</translation>
        </message>
        <message>
            <source>When nothing was carried into the pot, everybody must play</source>
            <translation>เมื่อไม่มีอะไรยกเข้ากองกลาง ทุกคนต้องเล่น</translation>
        </message>
        <message>
            <source>Follow rules</source>
            <translation>กติกาการลงตาม</translation>
        </message>
        <message>
            <source>Follow suit, else trump; head the trick</source>
            <translation>ลงตามดอก ไม่งั้นลงทรัมป์; ลงให้ชนะ</translation>
        </message>
        <message>
            <source>Follow suit, else trump an untrumped trick (von Alvensleben)</source>
            <translation>ลงตามดอก ไม่งั้นตัดตาที่ยังไม่มีทรัมป์ (von Alvensleben)</translation>
        </message>
        <message>
            <source>Forced trump leads</source>
            <translation>บังคับนำด้วยทรัมป์</translation>
        </message>
        <message>
            <source>With three players in, the first lead is a trump; the winner of trick 1 who held two trumps leads a trump to trick 2</source>
            <translation>เมื่อมีผู้เล่นสามคน การนำแรกต้องเป็นทรัมป์; ผู้ชนะตาแรกที่มีทรัมป์สองใบต้องนำทรัมป์ในตาที่ 2</translation>
        </message>
        <message>
            <source>Basic stake</source>
            <translation>เดิมพันพื้นฐาน</translation>
        </message>
        <message>
            <source>The dealer's ante, a multiple of 3</source>
            <translation>เงินลงของผู้แจก เป็นพหุคูณของ 3</translation>
        </message>
        <message>
            <source>Pot cap</source>
            <translation>เพดานกองกลาง</translation>
        </message>
        <message>
            <source>The most a deal is played for (0: no cap); a multiple of 3</source>
            <translation>เดิมพันสูงสุดต่อรอบแจก (0: ไม่จำกัด) เป็นพหุคูณของ 3</translation>
        </message>
        <message>
            <source>Robbing the trump</source>
            <translation>การปล้นทรัมป์</translation>
        </message>
        <message>
            <source>An active holder of the seven of trumps may take the trump card</source>
            <translation>ผู้เล่นที่ถือเจ็ดทรัมป์เอาไพ่ทรัมป์ไปได้</translation>
        </message>
        <message>
            <source>Sniffing</source>
            <translation>การดมไพ่</translation>
        </message>
        <message>
            <source>No</source>
            <translation>ไม่มี</translation>
        </message>
        <message>
            <source>Von Alvensleben: the dealer may drop out</source>
            <translation>Von Alvensleben: ผู้แจกถอนตัวได้</translation>
        </message>
        <message>
            <source>Grupp: the dealer must take two tricks</source>
            <translation>Grupp: ผู้แจกต้องได้สองตา</translation>
        </message>
        <message>
            <source>Knocking</source>
            <translation>การเคาะ</translation>
        </message>
        <message>
            <source>The dealer may take the trump card before seeing his hand</source>
            <translation>ผู้แจกเอาไพ่ทรัมป์ได้ก่อนดูไพ่ในมือ</translation>
        </message>
        <message>
            <source>Shoving</source>
            <translation>การเลื่อน</translation>
        </message>
        <message>
            <source>The dealer may pass the deal on, paying</source>
            <translation>ผู้แจกเลื่อนการแจกต่อไปได้โดยจ่ายเงิน</translation>
        </message>
        <message>
            <source>Hupf und Sprung</source>
            <translation>ฮุพฟ์อุนด์ชปรุง (Hupf und Sprung)</translation>
        </message>
        <message>
            <source>An ace or seven at the bottom of the cut moves the deal on; no forced play</source>
            <translation>เอซหรือเจ็ดที่ก้นกองตอนตัดไพ่ทำให้เลื่อนการแจก; ไม่บังคับเล่น</translation>
        </message>
        <message>
            <source>Pot at the end of a session</source>
            <translation>กองกลางเมื่อจบเซสชัน</translation>
        </message>
        <message>
            <source>Shared equally</source>
            <translation>แบ่งเท่ากัน</translation>
        </message>
        <message>
            <source>Left on the table</source>
            <translation>ทิ้งไว้บนโต๊ะ</translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation>ผู้แจกคนแรก</translation>
        </message>
        <message>
            <source>Drawn at random</source>
            <translation>สุ่มเลือก</translation>
        </message>
        <message>
            <source>The first to be dealt an ace</source>
            <translation>คนแรกที่ได้เอซ</translation>
        </message>
        <message>
            <source>Start balance</source>
            <translation>ยอดเริ่มต้น</translation>
        </message>
        <message>
            <source>Deals in a session</source>
            <translation>จำนวนรอบแจกต่อเซสชัน</translation>
        </message>
        <message>
            <source>Cards per player</source>
            <translation>ไพ่ต่อผู้เล่น</translation>
        </message>
        <message>
            <source>The whole pack gives unequal hands when it does not divide evenly</source>
            <translation>ทั้งสำรับทำให้ไพ่ในมือไม่เท่ากันเมื่อแบ่งไม่ลงตัว</translation>
        </message>
        <message>
            <source>4 (the seed)</source>
            <translation>4 (ต้นฉบับ)</translation>
        </message>
        <message>
            <source>5 (Meyers)</source>
            <translation>5 (Meyers)</translation>
        </message>
        <message>
            <source>The whole pack</source>
            <translation>ทั้งสำรับ</translation>
        </message>
        <message>
            <source>Trump card</source>
            <translation>ไพ่ทรัมป์</translation>
        </message>
        <message>
            <source>Where the trump card comes from</source>
            <translation>ไพ่ทรัมป์มาจากไหน</translation>
        </message>
        <message>
            <source>The dealer's last card (he keeps it)</source>
            <translation>ไพ่ใบสุดท้ายของผู้แจก (ผู้แจกเก็บไว้)</translation>
        </message>
        <message>
            <source>Turned from the talon (nobody's card)</source>
            <translation>เปิดจากกองจั่ว (ไม่ใช่ของใคร)</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>กระดาน</translation>
        </message>
        <message>
            <source>The board the deal is played on</source>
            <translation>กระดานที่ใช้เล่นรอบแจกนี้</translation>
        </message>
        <message>
            <source>Eight compartments (bets into the Poch)</source>
            <translation>แปดช่อง (เดิมพันลงช่องพอค)</translation>
        </message>
        <message>
            <source>Nine compartments (Pocher and centre take antes)</source>
            <translation>เก้าช่อง (ช่องพอคเคอร์และตรงกลางรับเงินลง)</translation>
        </message>
        <message>
            <source>Sequenz</source>
            <translation>เซเควนซ์</translation>
        </message>
        <message>
            <source>Which run of cards wins the Sequenz compartment</source>
            <translation>ไพ่เรียงแบบใดชนะช่องเซเควนซ์</translation>
        </message>
        <message>
            <source>The best three-card run of any suit</source>
            <translation>เรียงสามใบที่ดีที่สุดของดอกใดก็ได้</translation>
        </message>
        <message>
            <source>Seven, eight and nine of trumps</source>
            <translation>เจ็ด แปด และเก้าทรัมป์</translation>
        </message>
        <message>
            <source>Equal runs</source>
            <translation>เรียงเท่ากัน</translation>
        </message>
        <message>
            <source>Who wins when two runs are equal</source>
            <translation>ใครชนะเมื่อไพ่เรียงสองชุดเท่ากัน</translation>
        </message>
        <message>
            <source>Clubs, spades, hearts, diamonds</source>
            <translation>ดอกจิก โพดำ โพแดง ข้าวหลามตัด</translation>
        </message>
        <message>
            <source>The player nearest the forehand</source>
            <translation>ผู้เล่นที่ใกล้มือแรกที่สุด</translation>
        </message>
        <message>
            <source>Only a player with a pair or better may bet</source>
            <translation>เฉพาะผู้มีคู่หรือดีกว่าเท่านั้นที่เดิมพันได้</translation>
        </message>
        <message>
            <source>Off: anyone may open, hold or raise (bluffing)</source>
            <translation>ปิด: ใครก็เปิด ตาม หรือเพิ่มได้ (บลัฟ)</translation>
        </message>
        <message>
            <source>Highest opening bet</source>
            <translation>เดิมพันเปิดสูงสุด</translation>
        </message>
        <message>
            <source>The most counters an opening bet may be</source>
            <translation>จำนวนชิปสูงสุดของการเดิมพันเปิด</translation>
        </message>
        <message>
            <source>Highest raise</source>
            <translation>เพิ่มได้สูงสุด</translation>
        </message>
        <message>
            <source>The most a bet may be raised by at once</source>
            <translation>เพิ่มเดิมพันได้มากที่สุดเท่าใดในครั้งเดียว</translation>
        </message>
        <message>
            <source>Raises per betting round</source>
            <translation>จำนวนครั้งที่เพิ่มได้ต่อรอบเดิมพัน</translation>
        </message>
        <message>
            <source>How many times a bet may be raised in one betting round</source>
            <translation>เพิ่มเดิมพันได้กี่ครั้งในการเดิมพันหนึ่งรอบ</translation>
        </message>
        <message>
            <source>Counters left on the board at the end</source>
            <translation>ชิปที่เหลือบนกระดานตอนจบ</translation>
        </message>
        <message>
            <source>What becomes of the counters on the board when the session ends</source>
            <translation>ชิปบนกระดานจะเป็นอย่างไรเมื่อจบเซสชัน</translation>
        </message>
        <message>
            <source>Stay unclaimed</source>
            <translation>ค้างไว้ไม่มีใครเก็บ</translation>
        </message>
        <message>
            <source>Counters each player starts with</source>
            <translation>ชิปเริ่มต้นของผู้เล่นแต่ละคน</translation>
        </message>
        <message>
            <source>The counters each player starts the session with</source>
            <translation>ชิปที่ผู้เล่นแต่ละคนมีตอนเริ่มเซสชัน</translation>
        </message>
        <message>
            <source>0: no fixed length, until the players stop</source>
            <translation>0: ไม่กำหนดความยาว เล่นจนกว่าผู้เล่นจะหยุด</translation>
        </message>
        <message>
            <source>Open-ended</source>
            <translation>ไม่กำหนด</translation>
        </message>
        <message>
            <source>20 cards</source>
            <translation>20 ใบ</translation>
        </message>
        <message>
            <source>24 cards, with the nines</source>
            <translation>24 ใบ รวมไพ่เก้า</translation>
        </message>
        <message>
            <source>On: the trump jack may be exchanged only by a player who has won a trick</source>
            <translation>เปิด: แลกแจ็คทรัมป์ได้เฉพาะผู้ที่ชนะตามาแล้ว</translation>
        </message>
        <message>
            <source>Off: no marriage once the talon is closed or used up (German Sixty-six)</source>
            <translation>ปิด: ประกาศคู่ไม่ได้เมื่อกองจั่วถูกปิดหรือหมดแล้ว (หกสิบหกแบบเยอรมัน)</translation>
        </message>
        <message>
            <source>On: the opponent sees the card you keep; off: only 20 or 40 is said</source>
            <translation>เปิด: อีกฝ่ายเห็นไพ่ที่คุณเก็บไว้ ปิด: บอกเพียง 20 หรือ 40</translation>
        </message>
        <message>
            <source>Which card of the marriage you must lead after announcing it</source>
            <translation>ต้องนำไพ่ใบใดของคู่หลังประกาศ</translation>
        </message>
        <message>
            <source>The king or the queen</source>
            <translation>คิงหรือควีน</translation>
        </message>
        <message>
            <source>The king only</source>
            <translation>คิงเท่านั้น</translation>
        </message>
        <message>
            <source>Whether a marriage's points count once you have any trick, or only after the next trick you win</source>
            <translation>แต้มคู่นับเมื่อคุณชนะตาใดตาหนึ่งแล้ว หรือหลังตาถัดไปที่คุณชนะเท่านั้น</translation>
        </message>
        <message>
            <source>As soon as you have a trick</source>
            <translation>ทันทีที่ชนะตาแล้ว</translation>
        </message>
        <message>
            <source>After the next won trick</source>
            <translation>หลังชนะตาถัดไป</translation>
        </message>
        <message>
            <source>Whether the table ends the deal at 66 or the player must claim it (a false claim loses)</source>
            <translation>โต๊ะจบรอบแจกเองเมื่อถึง 66 หรือผู้เล่นต้องประกาศเอง (ประกาศผิดจะแพ้)</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>อัตโนมัติ</translation>
        </message>
        <message>
            <source>Claimed by the player</source>
            <translation>ผู้เล่นประกาศเอง</translation>
        </message>
        <message>
            <source>Off: a marriage that reaches 66 ends the deal only when you next win a trick</source>
            <translation>ปิด: คู่ที่ทำให้ถึง 66 จะจบรอบแจกเมื่อคุณชนะตาถัดไปเท่านั้น</translation>
        </message>
        <message>
            <source>Off: nobody may close the talon</source>
            <translation>ปิด: ไม่มีใครปิดกองจั่วได้</translation>
        </message>
        <message>
            <source>Whether a closer who goes out is scored by the opponent's state at the close or at the end of the deal</source>
            <translation>ผู้ปิดที่ออกได้คิดคะแนนตามสภาพของอีกฝ่าย ณ ตอนปิด หรือตอนจบรอบแจก</translation>
        </message>
        <message>
            <source>Viennese: as at the close</source>
            <translation>แบบเวียนนา: ตามตอนที่ปิด</translation>
        </message>
        <message>
            <source>As at the end of the deal</source>
            <translation>ตามตอนจบรอบแจก</translation>
        </message>
        <message>
            <source>What the opponent scores when a player claims 66 without having it</source>
            <translation>อีกฝ่ายได้เท่าใดเมื่อผู้เล่นประกาศ 66 ทั้งที่ยังไม่ถึง</translation>
        </message>
        <message>
            <source>2, or 3 if the opponent had no trick</source>
            <translation>2 หรือ 3 ถ้าอีกฝ่ายยังไม่ชนะสักตา</translation>
        </message>
        <message>
            <source>What the claim would have won</source>
            <translation>เท่ากับที่การประกาศนั้นจะได้</translation>
        </message>
        <message>
            <source>None</source>
            <translation>ไม่มี</translation>
        </message>
        <message>
            <source>10 points</source>
            <translation>10 แต้ม</translation>
        </message>
        <message>
            <source>Who scores when both players end on 65</source>
            <translation>ใครได้คะแนนเมื่อทั้งสองจบที่ 65</translation>
        </message>
        <message>
            <source>The last trick wins</source>
            <translation>ตาสุดท้ายชนะ</translation>
        </message>
        <message>
            <source>Carried over to the next deal</source>
            <translation>ยกไปรอบแจกถัดไป</translation>
        </message>
        <message>
            <source>The game points both players count down from</source>
            <translation>คะแนนเกมที่ทั้งสองนับถอยหลังจากนั้น</translation>
        </message>
        <message>
            <source>On: losing a Bummerl without a single game point counts as two</source>
            <translation>เปิด: แพ้บุมเมิร์ลโดยไม่ได้คะแนนเกมเลยนับเป็นสอง</translation>
        </message>
        <message>
            <source>Both players' card points shown during the deal</source>
            <translation>แสดงแต้มไพ่ของทั้งสองระหว่างรอบแจก</translation>
        </message>
        <message>
            <source>On: clicking the talon asks before it closes</source>
            <translation>เปิด: คลิกกองจั่วแล้วจะถามก่อนปิด</translation>
        </message>
        <message>
            <source>Everyone alone, or partners who sit opposite each other and score together</source>
            <translation>เล่นคนเดียว หรือคู่หูที่นั่งตรงข้ามกันและนับคะแนนร่วมกัน</translation>
        </message>
        <message>
            <source>None: everyone plays alone</source>
            <translation>ไม่มี: ทุกคนเล่นคนเดียว</translation>
        </message>
        <message>
            <source>Pairs (4 or 6 players, partners opposite)</source>
            <translation>คู่ (ผู้เล่น 4 หรือ 6 คน คู่หูนั่งตรงข้าม)</translation>
        </message>
        <message>
            <source>Three sides of two (6 players)</source>
            <translation>สามฝ่าย ฝ่ายละสองคน (ผู้เล่น 6 คน)</translation>
        </message>
        <message>
            <source>What a nil bid wins when kept and loses when broken</source>
            <translation>นิลได้เท่าใดเมื่อทำได้ และเสียเท่าใดเมื่อพลาด</translation>
        </message>
        <message>
            <source>Off: only one player of a side may bid nil</source>
            <translation>ปิด: ประมูลนิลได้เพียงคนเดียวในฝ่าย</translation>
        </message>
        <message>
            <source>What a side scores that takes fewer tricks than it bid</source>
            <translation>ฝ่ายที่ได้ตาน้อยกว่าที่ประมูลได้คะแนนเท่าใด</translation>
        </message>
        <message>
            <source>Scores nothing</source>
            <translation>ไม่ได้คะแนน</translation>
        </message>
        <message>
            <source>Loses 10 per trick bid</source>
            <translation>เสีย 10 ต่อตาที่ประมูล</translation>
        </message>
        <message>
            <source>What a blind nil wins when kept and loses when broken</source>
            <translation>บลายด์นิลได้เท่าใดเมื่อทำได้ และเสียเท่าใดเมื่อพลาด</translation>
        </message>
        <message>
            <source>No exchange</source>
            <translation>ไม่แลก</translation>
        </message>
        <message>
            <source>Two cards each way</source>
            <translation>ฝ่ายละสองใบ</translation>
        </message>
        <message>
            <source>How many overtricks (bags) cost one bag penalty</source>
            <translation>ตาเกิน (ถุง) กี่ตาจึงโดนโทษหนึ่งครั้ง</translation>
        </message>
        <message>
            <source>The points lost each time the bags reach the limit</source>
            <translation>แต้มที่เสียทุกครั้งที่ถุงถึงขีดจำกัด</translation>
        </message>
        <message>
            <source>On: the game also ends when a score falls this low</source>
            <translation>เปิด: เกมจบด้วยเมื่อคะแนนลดลงต่ำถึงระดับนี้</translation>
        </message>
        <message>
            <source>The score at which a side loses the game</source>
            <translation>คะแนนที่ทำให้ฝ่ายนั้นแพ้เกม</translation>
        </message>
        <message>
            <source>When a spade may be led to a trick</source>
            <translation>นำโพดำได้เมื่อใด</translation>
        </message>
        <message>
            <source>Once spades are broken</source>
            <translation>เมื่อโพดำถูกทำลายแล้ว</translation>
        </message>
        <message>
            <source>At any time</source>
            <translation>ได้ทุกเมื่อ</translation>
        </message>
        <message>
            <source>Only with nothing but spades</source>
            <translation>เฉพาะเมื่อมีแต่โพดำ</translation>
        </message>
        <message>
            <source>Who leads to the first trick of a hand</source>
            <translation>ใครนำตาแรกของมือ</translation>
        </message>
        <message>
            <source>The player left of the dealer</source>
            <translation>ผู้เล่นทางซ้ายของเจ้ามือ</translation>
        </message>
        <message>
            <source>The holder of the lowest club leads it</source>
            <translation>ผู้ถือดอกจิกต่ำสุดนำใบนั้น</translation>
        </message>
        <message>
            <source>On: nobody may play a spade to the first trick</source>
            <translation>เปิด: ห้ามลงโพดำในตาแรก</translation>
        </message>
        <message>
            <source>How two players get their thirteen cards</source>
            <translation>ผู้เล่นสองคนได้ไพ่สิบสามใบอย่างไร</translation>
        </message>
        <message>
            <source>Drawing: keep or discard from the stock</source>
            <translation>จั่ว: เก็บหรือทิ้งจากกอง</translation>
        </message>
        <message>
            <source>A plain deal of thirteen cards</source>
            <translation>แจกธรรมดาสิบสามใบ</translation>
        </message>
        <message>
            <source>How the cards are dealt around the trump card</source>
            <translation>แจกไพ่รอบไพ่ทรัมป์อย่างไร</translation>
        </message>
        <message>
            <source>What a player must play to a trick</source>
            <translation>ผู้เล่นต้องลงไพ่อะไรในตา</translation>
        </message>
        <message>
            <source>The dealer may take the face-down trump card after looking at his cards</source>
            <translation>เจ้ามือหยิบไพ่ทรัมป์ที่คว่ำอยู่ได้หลังดูไพ่ของตน</translation>
        </message>
        <message>
            <source>What becomes of the chips in the pot when the session ends</source>
            <translation>ชิปในกองกลางจะเป็นอย่างไรเมื่อจบเซสชัน</translation>
        </message>
        <message>
            <source>Who deals the first deal of a session</source>
            <translation>ใครแจกรอบแรกของเซสชัน</translation>
        </message>
        <message>
            <source>The chips each player starts the session with</source>
            <translation>ชิปที่ผู้เล่นแต่ละคนมีตอนเริ่มเซสชัน</translation>
        </message>
        <message>
            <source>0: play until you stop</source>
            <translation>0: เล่นจนกว่าจะหยุด</translation>
        </message>
        <message>
            <source>Until you stop</source>
            <translation>จนกว่าจะหยุด</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>รูปแบบ</translation>
        </message>
        <message>
            <source>Sirch's form: Brand in a named suit, Bettel and Mord</source>
            <translation>แบบของ Sirch: บรันด์ในดอกที่ระบุ เบทเทล และมอร์ด</translation>
        </message>
        <message>
            <source>Standard (Six to Nine, Bettel, Mord)</source>
            <translation>มาตรฐาน (หกถึงเก้า เบทเทล มอร์ด)</translation>
        </message>
        <message>
            <source>Sirch (Brand, Bettel, Mord)</source>
            <translation>Sirch (บรันด์ เบทเทล มอร์ด)</translation>
        </message>
        <message>
            <source>Deal in packets of</source>
            <translation>แจกเป็นชุดละ</translation>
        </message>
        <message>
            <source>Doppeln after the first packet</source>
            <translation>ด็อพเพิลน์หลังชุดแรก</translation>
        </message>
        <message>
            <source>Doppeln</source>
            <translation>ด็อพเพิลน์</translation>
        </message>
        <message>
            <source>Openly one after another, or secretly until all have chosen</source>
            <translation>เปิดเผยทีละคน หรือลับจนกว่าทุกคนจะเลือก</translation>
        </message>
        <message>
            <source>One after another, openly</source>
            <translation>ทีละคน อย่างเปิดเผย</translation>
        </message>
        <message>
            <source>Secretly</source>
            <translation>อย่างลับ ๆ</translation>
        </message>
        <message>
            <source>Jump bids</source>
            <translation>การประมูลข้ามระดับ</translation>
        </message>
        <message>
            <source>A challenger may name any higher level</source>
            <translation>ผู้ท้าประมูลระดับที่สูงกว่าใดก็ได้</translation>
        </message>
        <message>
            <source>When nobody plays</source>
            <translation>เมื่อไม่มีใครเล่น</translation>
        </message>
        <message>
            <source>What happens when every player passes</source>
            <translation>จะเกิดอะไรเมื่อทุกคนผ่าน</translation>
        </message>
        <message>
            <source>Forehand must play Six</source>
            <translation>มือแรกต้องเล่นหก</translation>
        </message>
        <message>
            <source>Everybody pays into the pot</source>
            <translation>ทุกคนจ่ายเข้ากองกลาง</translation>
        </message>
        <message>
            <source>Deal again</source>
            <translation>แจกใหม่</translation>
        </message>
        <message>
            <source>Ante into the pot</source>
            <translation>เงินลงเข้ากองกลาง</translation>
        </message>
        <message>
            <source>What each player pays into the pot when nobody plays</source>
            <translation>แต่ละคนจ่ายเข้ากองกลางเท่าใดเมื่อไม่มีใครเล่น</translation>
        </message>
        <message>
            <source>Who takes the pot</source>
            <translation>ใครได้กองกลาง</translation>
        </message>
        <message>
            <source>Who takes the pot once a deal is played</source>
            <translation>ใครได้กองกลางเมื่อมีการเล่นรอบแจก</translation>
        </message>
        <message>
            <source>The winners of the next deal played</source>
            <translation>ผู้ชนะรอบแจกถัดไปที่มีการเล่น</translation>
        </message>
        <message>
            <source>Only a declarer who wins</source>
            <translation>เฉพาะผู้เล่นเดี่ยวที่ชนะ</translation>
        </message>
        <message>
            <source>A made contract is paid for</source>
            <translation>สัญญาที่ทำได้จ่ายตาม</translation>
        </message>
        <message>
            <source>Whether a made contract is paid for every trick taken or for the tricks bid</source>
            <translation>สัญญาที่ทำได้จ่ายตามตาที่ได้ทุกตา หรือตามตาที่ประมูล</translation>
        </message>
        <message>
            <source>Every trick taken</source>
            <translation>ทุกตาที่ได้</translation>
        </message>
        <message>
            <source>The tricks bid</source>
            <translation>จำนวนตาที่ประมูล</translation>
        </message>
        <message>
            <source>Stake per trick</source>
            <translation>เดิมพันต่อตา</translation>
        </message>
        <message>
            <source>The chips paid for each trick</source>
            <translation>ชิปที่จ่ายต่อหนึ่งตา</translation>
        </message>
        <message>
            <source>Bettel pays</source>
            <translation>เบทเทลจ่าย</translation>
        </message>
        <message>
            <source>The chips a Bettel wins or loses</source>
            <translation>ชิปที่เบ็ทเทิลได้หรือเสีย</translation>
        </message>
        <message>
            <source>Mord pays</source>
            <translation>มอร์ดจ่าย</translation>
        </message>
        <message>
            <source>The chips a Mord wins or loses</source>
            <translation>ชิปที่มอร์ดได้หรือเสีย</translation>
        </message>
        <message>
            <source>Doppeln, Kontra and Re double Bettel and Mord too</source>
            <translation>ด็อพเพิลน์ คอนทรา และเร เพิ่มสองเท่าให้เบทเทลและมอร์ดด้วย</translation>
        </message>
        <message>
            <source>Off: Bettel and Mord always pay their fixed rate</source>
            <translation>ปิด: เบ็ทเทิลและมอร์ดจ่ายตามอัตราคงที่เสมอ</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>ทรัมป์</translation>
        </message>
        <message>
            <source>The first card led makes trumps, or the declarer names them with his contract</source>
            <translation>ไพ่ใบแรกที่นำเป็นตัวกำหนดทรัมป์ หรือผู้ประมูลได้บอกทรัมป์พร้อมสัญญา</translation>
        </message>
        <message>
            <source>The suit of the first lead</source>
            <translation>ดอกของการนำครั้งแรก</translation>
        </message>
        <message>
            <source>Named by the declarer</source>
            <translation>ผู้เล่นเดี่ยวเป็นผู้ระบุ</translation>
        </message>
        <message>
            <source>Head the suit led even when the trick is trumped</source>
            <translation>ลงให้ชนะดอกที่นำแม้ตานั้นถูกตัดด้วยทรัมป์แล้ว</translation>
        </message>
        <message>
            <source>On: a player following suit must beat the highest card of that suit even when the trick is trumped</source>
            <translation>เปิด: ผู้ที่ลงตามดอกต้องลงสูงกว่าไพ่สูงสุดของดอกนั้น แม้ตานั้นจะถูกตัดด้วยทรัมป์แล้ว</translation>
        </message>
        <message>
            <source>Discard instead of undertrumping</source>
            <translation>ทิ้งไพ่แทนการลงทรัมป์ที่ต่ำกว่า</translation>
        </message>
        <message>
            <source>On: a player who cannot beat a trump may play any card instead of a lower trump</source>
            <translation>เปิด: ผู้ที่ตัดทับทรัมป์ไม่ได้ ลงไพ่ใดก็ได้แทนทรัมป์ที่ต่ำกว่า</translation>
        </message>
        <message>
            <source>Head the trick in Bettel and Mord too</source>
            <translation>ต้องลงให้ชนะในเบทเทลและมอร์ดด้วย</translation>
        </message>
        <message>
            <source>On: in Bettel and Mord too a player must beat the trick when he can</source>
            <translation>เปิด: ในเบ็ทเทิลและมอร์ดก็ต้องลงสูงกว่าในตาถ้าทำได้</translation>
        </message>
        <message>
            <source>Play all ten tricks of a decided Bettel or Mord</source>
            <translation>เล่นให้ครบสิบตาแม้เบทเทลหรือมอร์ดตัดสินแล้ว</translation>
        </message>
        <message>
            <source>On: the deal goes on to the last trick even when the contract is decided</source>
            <translation>เปิด: เล่นต่อจนตาสุดท้ายแม้สัญญาจะตัดสินแล้ว</translation>
        </message>
        <message>
            <source>Defenders knock to show a void</source>
            <translation>ฝ่ายรับเคาะเพื่อบอกว่าไม่มีดอกนั้น</translation>
        </message>
        <message>
            <source>On: a defender who cannot follow suit knocks to tell the partner</source>
            <translation>เปิด: ฝ่ายรับที่ลงตามดอกไม่ได้จะเคาะเพื่อบอกคู่หู</translation>
        </message>
        <message>
            <source>0: until the players stop</source>
            <translation>0: จนกว่าผู้เล่นจะหยุด</translation>
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
            <translation>★ {winner} ชนะบุมเมิร์ล! ★</translation>
        </message>
        <message>
            <source>{winner} won the Bummerl</source>
            <translation>{winner} ชนะบุมเมิร์ล</translation>
        </message>
        <message>
            <source>Bummerl {number}: {winner} {won} : {lost} {loser} in game points.</source>
            <translation>บุมเมิร์ล {number}: {winner} {won} : {lost} {loser} คะแนนเกม</translation>
        </message>
        <message>
            <source>{loser} scored nothing: a schneider Bummerl, it counts double.</source>
            <translation>{loser} ไม่ได้คะแนนเลย: บุมเมิร์ลชไนเดอร์ นับสองเท่า</translation>
        </message>
        <message>
            <source>Bummerl so far: {first} {a} : {b} {second}.</source>
            <translation>บุมเมิร์ลจนถึงตอนนี้: {first} {a} : {b} {second}</translation>
        </message>
        <message>
            <source>Most chips at the end of the session: {winners}</source>
            <translation>ชิปมากที่สุดเมื่อจบเซสชัน: {winners}</translation>
        </message>
        <message>
            <source>Balances: {scores}</source>
            <translation>ยอด: {scores}</translation>
        </message>
        <message>
            <source>{winners} won the match</source>
            <translation>{winners} ชนะการแข่งขัน</translation>
        </message>
        <message>
            <source>Final score: {scores}</source>
            <translation>คะแนนสุดท้าย: {scores}</translation>
        </message>
    </context>
    <context>
        <name>past</name>
        <message>
            <source>Past games</source>
            <translation>เกมที่ผ่านมา</translation>
        </message>
        <message>
            <source>When</source>
            <translation>เมื่อ</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>เกม</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>ผู้เล่น</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>รอบแจก</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>คะแนน</translation>
        </message>
        <message>
            <source>No game has been finished yet: every deal you play to its end is kept here.</source>
            <translation>ยังไม่มีเกมที่จบ: ทุกรอบแจกที่คุณเล่นจนจบจะถูกเก็บไว้ที่นี่</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>ทบทวน</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>ส่งออก…</translation>
        </message>
        <message>
            <source>Export the game</source>
            <translation>ส่งออกเกม</translation>
        </message>
        <message>
            <source>Saved games (*.json)</source>
            <translation>เกมที่บันทึกไว้ (*.json)</translation>
        </message>
        <message>
            <source>Not saved: {why}</source>
            <translation>ไม่ได้บันทึก: {why}</translation>
        </message>
        <message>
            <source>{score} (not finished)</source>
            <translation>{score} (ยังไม่จบ)</translation>
        </message>
    </context>
    <context>
        <name>poch</name>
        <message>
            <source>Pochen</source>
            <translation>พอคเคิน</translation>
        </message>
        <message>
            <source>Hold</source>
            <translation>ตาม</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>ผ่าน</translation>
        </message>
        <message>
            <source>You hold no pair</source>
            <translation>คุณไม่มีคู่</translation>
        </message>
        <message>
            <source>Nobody has opened yet</source>
            <translation>ยังไม่มีใครเปิด</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>ผ่านแล้ว</translation>
        </message>
        <message>
            <source>I hold!</source>
            <translation>ตาม!</translation>
        </message>
        <message>
            <source>Out!</source>
            <translation>หมดมือ!</translation>
        </message>
        <message>
            <source>hold the bet, raise it or pass (the Pochen panel, or 0 to hold, a digit to raise, P)</source>
            <translation>ตาม เพิ่ม หรือผ่าน (แผงพอคเคิน หรือ 0 เพื่อตาม ตัวเลขเพื่อเพิ่ม P)</translation>
        </message>
        <message>
            <source>open the betting (Pochen) or pass (or a digit, P)</source>
            <translation>เปิดการเดิมพัน (พอคเคิน) หรือผ่าน (หรือตัวเลข P)</translation>
        </message>
        <message>
            <source>you hold no pair: pass (P)</source>
            <translation>คุณไม่มีคู่: ผ่าน (P)</translation>
        </message>
        <message>
            <source>start the next chain: drag any card to the table, double-click it, or pick it with the arrows and Enter</source>
            <translation>เริ่มโซ่ถัดไป: ลากไพ่ใบใดก็ได้ไปที่โต๊ะ ดับเบิลคลิก หรือเลือกด้วยปุ่มลูกศรแล้วกด Enter</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n ใบ</numerusform>
            </translation>
        </message>
        <message>
            <source>Pochen: nobody has opened yet</source>
            <translation>พอคเคิน: ยังไม่มีใครเปิด</translation>
        </message>
        <message>
            <source>Open {n}</source>
            <translation>เปิด {n}</translation>
        </message>
        <message>
            <source>Raise {n}</source>
            <translation>เพิ่ม {n}</translation>
        </message>
        <message>
            <source>Raise {n} (pay {pay})</source>
            <translation>เพิ่ม {n} (จ่าย {pay})</translation>
        </message>
        <message>
            <source>Hold (pay {pay})</source>
            <translation>ตาม (จ่าย {pay})</translation>
        </message>
        <message>
            <source>Your set: {cards}</source>
            <translation>ชุดของคุณ: {cards}</translation>
        </message>
        <message>
            <source>The bet stands at {n} · raises left: {left}</source>
            <translation>เดิมพันอยู่ที่ {n} · เพิ่มได้อีก: {left}</translation>
        </message>
        <message>
            <source>Bets: {bets}</source>
            <translation>เดิมพัน: {bets}</translation>
        </message>
        <message>
            <source>Nobody opens the betting</source>
            <translation>ไม่มีใครเปิดการเดิมพัน</translation>
        </message>
        <message>
            <source>You poch {n}</source>
            <translation>คุณพอค {n}</translation>
        </message>
        <message>
            <source>{name} pochs {n}</source>
            <translation>{name} พอค {n}</translation>
        </message>
        <message>
            <source>You hold</source>
            <translation>คุณตาม</translation>
        </message>
        <message>
            <source>{name} holds</source>
            <translation>{name} ตาม</translation>
        </message>
        <message>
            <source>You raise to {n}</source>
            <translation>คุณเพิ่มเป็น {n}</translation>
        </message>
        <message>
            <source>{name} raises to {n}</source>
            <translation>{name} เพิ่มเป็น {n}</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>คุณผ่าน</translation>
        </message>
        <message>
            <source>{name} passes</source>
            <translation>{name} ผ่าน</translation>
        </message>
        <message>
            <source>You take {place}: {n}</source>
            <translation>คุณได้ {place}: {n}</translation>
        </message>
        <message>
            <source>{name} takes {place}: {n}</source>
            <translation>{name} ได้ {place}: {n}</translation>
        </message>
        <message>
            <source>You show {set} and win the pool of {n}</source>
            <translation>คุณเปิด {set} และชนะกองเดิมพัน {n}</translation>
        </message>
        <message>
            <source>{name} shows {set} and wins the pool of {n}</source>
            <translation>{name} เปิด {set} และชนะกองเดิมพัน {n}</translation>
        </message>
        <message>
            <source>You win the pool of {n}: everybody else passed</source>
            <translation>คุณชนะกองเดิมพัน {n}: คนอื่นผ่านหมด</translation>
        </message>
        <message>
            <source>{name} wins the pool of {n}: everybody else passed</source>
            <translation>{name} ชนะกองเดิมพัน {n}: คนอื่นผ่านหมด</translation>
        </message>
        <message>
            <source>The chain ends: you start the next</source>
            <translation>โซ่จบแล้ว: คุณเริ่มโซ่ถัดไป</translation>
        </message>
        <message>
            <source>The chain ends: {name} starts the next</source>
            <translation>โซ่จบแล้ว: {name} เริ่มโซ่ถัดไป</translation>
        </message>
        <message>
            <source>You have played your last card</source>
            <translation>คุณลงไพ่ใบสุดท้ายแล้ว</translation>
        </message>
        <message>
            <source>{name} has played the last card</source>
            <translation>{name} ลงไพ่ใบสุดท้ายแล้ว</translation>
        </message>
        <message>
            <source>You pay {other} {n}</source>
            <translation>คุณจ่าย {other} {n}</translation>
        </message>
        <message>
            <source>{name} pays you {n}</source>
            <translation>{name} จ่ายคุณ {n}</translation>
        </message>
        <message>
            <source>{name} pays {other} {n}</source>
            <translation>{name} จ่าย {other} {n}</translation>
        </message>
        <message>
            <source>You take the centre: {n}</source>
            <translation>คุณได้ช่องกลาง: {n}</translation>
        </message>
        <message>
            <source>{name} takes the centre: {n}</source>
            <translation>{name} ได้ช่องกลาง: {n}</translation>
        </message>
        <message>
            <source>four of a kind ({cards})</source>
            <translation>โฟร์ ({cards})</translation>
        </message>
        <message>
            <source>three of a kind ({cards})</source>
            <translation>ตอง ({cards})</translation>
        </message>
        <message>
            <source>a pair ({cards})</source>
            <translation>คู่ ({cards})</translation>
        </message>
        <message numerus="yes">
            <source>%n counters</source>
            <translation>
                <numerusform>%n ชิป</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} counters</source>
            <translation>{value} ชิป</translation>
        </message>
        <message>
            <source>Melden</source>
            <translation>เมลเดน</translation>
        </message>
        <message>
            <source>Ausspielen</source>
            <translation>เอาส์ชปีเลน</translation>
        </message>
        <message>
            <source>I poch {n}!</source>
            <translation>พอค {n}!</translation>
        </message>
        <message>
            <source>Raise to {n}!</source>
            <translation>เพิ่มเป็น {n}!</translation>
        </message>
        <message>
            <source>The pool: +{n}</source>
            <translation>กองเดิมพัน: +{n}</translation>
        </message>
        <message>
            <source>continue the chain with the {card}</source>
            <translation>ต่อโซ่ด้วย {card}</translation>
        </message>
        <message>
            <source>{name} starts the next chain…</source>
            <translation>{name} เริ่มโซ่ถัดไป…</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>ทรัมป์: {suit}</translation>
        </message>
        <message>
            <source>bet {n}</source>
            <translation>เดิมพัน {n}</translation>
        </message>
        <message>
            <source>won the pool · {cards}</source>
            <translation>ชนะกองเดิมพัน · {cards}</translation>
        </message>
        <message>
            <source>Deal {n} of {total}</source>
            <translation>รอบแจก {n} จาก {total}</translation>
        </message>
        <message>
            <source>Deal {n} (no fixed end)</source>
            <translation>รอบแจก {n} (ไม่กำหนดจบ)</translation>
        </message>
        <message>
            <source>This deal: {gains}</source>
            <translation>รอบแจกนี้: {gains}</translation>
        </message>
        <message>
            <source>The antes go onto the board</source>
            <translation>เงินเดิมพันลงกระดาน</translation>
        </message>
        <message>
            <source>Melden: the board pays the best cards</source>
            <translation>เมลเดน: กระดานจ่ายให้ไพ่ที่ดีที่สุด</translation>
        </message>
        <message>
            <source>Pochen: the bet stands at {n}</source>
            <translation>พอคเคิน: เดิมพันอยู่ที่ {n}</translation>
        </message>
        <message>
            <source>Ausspielen: {name} to start the next chain</source>
            <translation>เอาส์ชปีเลน: {name} เริ่มโซ่ถัดไป</translation>
        </message>
        <message>
            <source>Ausspielen: {name} to continue the chain</source>
            <translation>เอาส์ชปีเลน: {name} ต่อโซ่</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>รอบแจกจบแล้ว</translation>
        </message>
        <message>
            <source>you have {n}</source>
            <translation>คุณมี {n}</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>เอซ</translation>
        </message>
        <message>
            <source>King</source>
            <translation>คิง</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>ควีน</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>แจ็ค</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>สิบ</translation>
        </message>
        <message>
            <source>Mariage</source>
            <translation>มารีอาช</translation>
        </message>
        <message>
            <source>Sequenz</source>
            <translation>เซเควนซ์</translation>
        </message>
        <message>
            <source>Poch</source>
            <translation>พอค</translation>
        </message>
        <message>
            <source>Pocher</source>
            <translation>พอคเคอร์</translation>
        </message>
        <message>
            <source>Centre</source>
            <translation>ตรงกลาง</translation>
        </message>
        <message>
            <source>The betting is over: play a card</source>
            <translation>การเดิมพันจบแล้ว: ลงไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>Cards are played after the betting (Pochen) is over</source>
            <translation>ลงไพ่ได้หลังการเดิมพัน (พอคเคิน) จบ</translation>
        </message>
        <message>
            <source>Only a player with a pair or better may bet; you can only pass</source>
            <translation>เฉพาะผู้มีคู่หรือดีกว่าเท่านั้นที่เดิมพันได้ คุณทำได้แค่ผ่าน</translation>
        </message>
        <message>
            <source>The betting is already open: hold, raise or pass</source>
            <translation>การเดิมพันเปิดแล้ว: ตาม เพิ่ม หรือผ่าน</translation>
        </message>
        <message>
            <source>Nobody has opened yet: open or pass</source>
            <translation>ยังไม่มีใครเปิด: เปิดหรือผ่าน</translation>
        </message>
        <message>
            <source>Open with 1 to {most} counters</source>
            <translation>เปิดด้วย 1 ถึง {most} ชิป</translation>
        </message>
        <message>
            <source>Raise by 1 to {most} counters</source>
            <translation>เพิ่ม 1 ถึง {most} ชิป</translation>
        </message>
        <message>
            <source>The bet has been raised {most} times already: hold or pass</source>
            <translation>เดิมพันถูกเพิ่มแล้ว {most} ครั้ง: ตามหรือผ่าน</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>คุณไม่มี {card}</translation>
        </message>
        <message>
            <source>The {card} continues the chain: you must play it</source>
            <translation>{card} ต่อโซ่ได้: คุณต้องลงใบนี้</translation>
        </message>
        <message>
            <source>Poch has no such move</source>
            <translation>พอคไม่มีการเล่นแบบนี้</translation>
        </message>
        <message>
            <source>{place} to you ({n})</source>
            <translation>{place} ให้คุณ ({n})</translation>
        </message>
        <message>
            <source>{place} to {who} ({n})</source>
            <translation>{place} ให้ {who} ({n})</translation>
        </message>
        <message>
            <source>Melden: {claims}</source>
            <translation>เมลเดน: {claims}</translation>
        </message>
        <message>
            <source>Melden: nothing claimed</source>
            <translation>เมลเดน: ไม่มีใครเก็บ</translation>
        </message>
        <message>
            <source>You won the pool of {n} uncontested</source>
            <translation>คุณชนะกองเดิมพัน {n} โดยไม่มีคู่แข่ง</translation>
        </message>
        <message>
            <source>{who} won the pool of {n} uncontested</source>
            <translation>{who} ชนะกองเดิมพัน {n} โดยไม่มีคู่แข่ง</translation>
        </message>
        <message>
            <source>You won the pool of {n} at the showdown</source>
            <translation>คุณชนะกองเดิมพัน {n} ตอนเปิดไพ่</translation>
        </message>
        <message>
            <source>{who} won the pool of {n} at the showdown</source>
            <translation>{who} ชนะกองเดิมพัน {n} ตอนเปิดไพ่</translation>
        </message>
        <message>
            <source>nobody opened the betting</source>
            <translation>ไม่มีใครเปิดการเดิมพัน</translation>
        </message>
        <message numerus="yes">
            <source>You went out first and collected %n counters</source>
            <translation>
                <numerusform>คุณลงไพ่หมดก่อนและเก็บ %n ชิป</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} went out first and collected %n counters</source>
            <translation>
                <numerusform>{who} ลงไพ่หมดก่อนและเก็บ %n ชิป</numerusform>
            </translation>
        </message>
        <message>
            <source>{melden}; {pochen}; {ausspielen}.</source>
            <translation>{melden}; {pochen}; {ausspielen}</translation>
        </message>
        <message>
            <source>{who}: {n}</source>
            <translation>{who}: {n}</translation>
        </message>
        <message>
            <source>Counters: {balances}</source>
            <translation>ชิป: {balances}</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Katira (1983): exchange, the bête is the pot</source>
            <translation>Katira (1983): เปลี่ยนไพ่ได้ เบตเท่ากับกองกลาง</translation>
        </message>
        <message>
            <source>Grupp (1975): exchange, the bête is the basic stake</source>
            <translation>Grupp (1975): เปลี่ยนไพ่ได้ เบตเท่ากับเดิมพันพื้นฐาน</translation>
        </message>
        <message>
            <source>Von Alvensleben (1853): forced play on a bare pot, trump leads</source>
            <translation>Von Alvensleben (1853): บังคับเล่นเมื่อกองกลางว่าง นำด้วยทรัมป์</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>มาตรฐาน</translation>
        </message>
        <message>
            <source>Traditional (Austrian)</source>
            <translation>แบบดั้งเดิม (ออสเตรีย)</translation>
        </message>
        <message>
            <source>Sixty-six (24 cards)</source>
            <translation>หกสิบหก (24 ใบ)</translation>
        </message>
        <message>
            <source>As the VU Amsterdam engine</source>
            <translation>แบบโปรแกรมของ VU Amsterdam</translation>
        </message>
        <message>
            <source>Standard, short game (200)</source>
            <translation>มาตรฐาน เกมสั้น (200)</translation>
        </message>
        <message>
            <source>Classic partnership</source>
            <translation>แบบคู่หูคลาสสิก</translation>
        </message>
        <message>
            <source>As OpenSpiel</source>
            <translation>แบบ OpenSpiel</translation>
        </message>
        <message>
            <source>Four cards, the dealer's last card is trump (the seed)</source>
            <translation>สี่ใบ ไพ่ใบสุดท้ายของผู้แจกเป็นทรัมป์ (ต้นฉบับ)</translation>
        </message>
        <message>
            <source>Five cards, a talon card turned for trump (Meyers 1908)</source>
            <translation>ห้าใบ เปิดไพ่จากกองจั่วเป็นทรัมป์ (Meyers 1908)</translation>
        </message>
        <message>
            <source>The whole pack, nine compartments (modern boards)</source>
            <translation>ทั้งสำรับ เก้าช่อง (กระดานสมัยใหม่)</translation>
        </message>
        <message>
            <source>Traditional</source>
            <translation>ดั้งเดิม</translation>
        </message>
        <message>
            <source>Sixty-six</source>
            <translation>หกสิบหก</translation>
        </message>
        <message>
            <source>Amsterdam rules</source>
            <translation>กติกาอัมสเตอร์ดัม</translation>
        </message>
        <message>
            <source>Individual, with jokers</source>
            <translation>เล่นเดี่ยว มีโจ๊กเกอร์</translation>
        </message>
        <message>
            <source>Individual, to 200</source>
            <translation>เล่นเดี่ยว ถึง 200</translation>
        </message>
        <message>
            <source>OpenSpiel rules</source>
            <translation>กติกา OpenSpiel</translation>
        </message>
        <message>
            <source>Sirch's form</source>
            <translation>แบบของ Sirch</translation>
        </message>
        <message>
            <source>Standard, a pot when nobody plays</source>
            <translation>มาตรฐาน มีกองกลางเมื่อไม่มีใครเล่น</translation>
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
            <translation>ทบทวน — {title}</translation>
        </message>
        <message>
            <source>Seen from {name}'s seat</source>
            <translation>มองจากที่นั่งของ {name}</translation>
        </message>
        <message>
            <source>Whose hand is at the bottom, and whose play is analysed</source>
            <translation>มือไพ่ของใครอยู่ด้านล่าง และวิเคราะห์การเล่นของใคร</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>รอบแจก {n}</translation>
        </message>
        <message>
            <source>Deal {n} — number {seed}</source>
            <translation>รอบแจก {n} — หมายเลข {seed}</translation>
        </message>
        <message>
            <source>Deal {n}: cannot be shown</source>
            <translation>รอบแจก {n}: แสดงไม่ได้</translation>
        </message>
        <message>
            <source>The deal as dealt (Home)</source>
            <translation>รอบแจกตอนแจกเสร็จ (Home)</translation>
        </message>
        <message>
            <source>One move back (←)</source>
            <translation>ย้อนหนึ่งการเดิน (←)</translation>
        </message>
        <message>
            <source>One move on (→)</source>
            <translation>ไปหนึ่งการเดิน (→)</translation>
        </message>
        <message>
            <source>The end of the deal (End)</source>
            <translation>จบรอบแจก (End)</translation>
        </message>
        <message>
            <source>Export this deal…</source>
            <translation>ส่งออกรอบแจกนี้…</translation>
        </message>
        <message>
            <source>Save this deal's record as JSON (Import shows it here again)</source>
            <translation>บันทึกข้อมูลรอบแจกนี้เป็น JSON (นำเข้าเพื่อแสดงที่นี่อีกครั้ง)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>ปิด</translation>
        </message>
        <message>
            <source>Play this deal again</source>
            <translation>เล่นตานี้อีกครั้ง</translation>
        </message>
        <message>
            <source>Play this deal again…</source>
            <translation>เล่นตานี้อีกครั้ง…</translation>
        </message>
        <message>
            <source>A new game with the same players and rules, this deal first: everybody holds the same hand again</source>
            <translation>เกมใหม่กับผู้เล่นและกติกาเดิม เริ่มด้วยตานี้: ทุกคนได้ไพ่มือเดิมอีกครั้ง</translation>
        </message>
        <message>
            <source>Deal {n} cannot be shown: {why}</source>
            <translation>แสดงรอบแจก {n} ไม่ได้: {why}</translation>
        </message>
        <message>
            <source>Dealer: {name}</source>
            <translation>ผู้แจก: {name}</translation>
        </message>
        <message>
            <source>Move {n} of {of}</source>
            <translation>การเดิน {n} จาก {of}</translation>
        </message>
        <message>
            <source>Export the deal</source>
            <translation>ส่งออกรอบแจก</translation>
        </message>
        <message>
            <source>Deal records (*.json)</source>
            <translation>ข้อมูลรอบแจก (*.json)</translation>
        </message>
        <message>
            <source>Not saved: {why}</source>
            <translation>ไม่ได้บันทึก: {why}</translation>
        </message>
    </context>
    <context>
        <name>schnapsen</name>
        <message>
            <source>Announce the marriage in {suit} ({value})?</source>
            <translation>ประกาศคู่ {suit} ({value}) ไหม?</translation>
        </message>
        <message>
            <source>Announce the marriage in {suit}</source>
            <translation>ประกาศคู่ {suit}</translation>
        </message>
        <message>
            <source>Claim 66</source>
            <translation>ประกาศ 66</translation>
        </message>
        <message>
            <source>Do not claim</source>
            <translation>ไม่ประกาศ</translation>
        </message>
        <message>
            <source>Close the talon</source>
            <translation>ปิดกองจั่ว</translation>
        </message>
        <message>
            <source>{name}: marriage in {suit}</source>
            <translation>{name}: คู่ {suit}</translation>
        </message>
        <message>
            <source>Exchange the trump jack</source>
            <translation>เปลี่ยนแจ็คทรัมป์</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>ปิดแล้ว</translation>
        </message>
        <message>
            <source>Exchanged</source>
            <translation>เปลี่ยนแล้ว</translation>
        </message>
        <message>
            <source>Wrong claim!</source>
            <translation>ประกาศผิด!</translation>
        </message>
        <message>
            <source>the cards are played out: claim 66 or not</source>
            <translation>ไพ่ลงหมดแล้ว: ประกาศ 66 หรือไม่</translation>
        </message>
        <message>
            <source>lead the king or queen of the marriage</source>
            <translation>นำด้วยคิงหรือควีนของคู่ที่ประกาศ</translation>
        </message>
        <message>
            <source>follow suit with a higher card if you can</source>
            <translation>ลงตามดอกด้วยไพ่ที่สูงกว่าถ้าทำได้</translation>
        </message>
        <message>
            <source>play a card</source>
            <translation>ลงไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>click the talon (or press C) to close it</source>
            <translation>คลิกกองจั่ว (หรือกด C) เพื่อปิด</translation>
        </message>
        <message>
            <source>drag the trump jack onto the trump card (or press E)</source>
            <translation>ลากแจ็คทรัมป์ไปวางบนไพ่ทรัมป์ (หรือกด E)</translation>
        </message>
        <message>
            <source>claim 66</source>
            <translation>ประกาศ 66</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>นำไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>lead a card — or {more}</source>
            <translation>นำไพ่หนึ่งใบ — หรือ {more}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>ทรัมป์: {suit}</translation>
        </message>
        <message>
            <source>talon closed</source>
            <translation>ปิดกองจั่วแล้ว</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n ตา</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n แต้ม</numerusform>
            </translation>
        </message>
        <message>
            <source>(+{n} waiting)</source>
            <translation>(+{n} รอนับ)</translation>
        </message>
        <message>
            <source>open</source>
            <translation>เปิด</translation>
        </message>
        <message>
            <source>closed</source>
            <translation>ปิด</translation>
        </message>
        <message>
            <source>Talon: {n} ({state})</source>
            <translation>กองจั่ว: {n} ({state})</translation>
        </message>
        <message>
            <source>{name}: {points}, {tricks}</source>
            <translation>{name}: {points}, {tricks}</translation>
        </message>
        <message>
            <source>Points: {first} {a}, {second} {b}; tricks {c} : {d}</source>
            <translation>แต้ม: {first} {a}, {second} {b}; ตา {c} : {d}</translation>
        </message>
        <message>
            <source>{name} announced {value} in {suit}</source>
            <translation>{name} ประกาศ {value} {suit}</translation>
        </message>
        <message>
            <source>Exchange the trump jack for the trump card</source>
            <translation>เปลี่ยนแจ็คทรัมป์กับไพ่ทรัมป์</translation>
        </message>
        <message numerus="yes">
            <source>%n game points</source>
            <translation>
                <numerusform>%n คะแนนเกม</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} game points</source>
            <translation>{value} คะแนนเกม</translation>
        </message>
        <message>
            <source>The trump suit of this deal: the card under the talon shows it, and a trump beats every card of another suit</source>
            <translation>ดอกทรัมป์ของรอบแจกนี้: ไพ่ใต้กองจั่วบอกดอกนี้ และทรัมป์ชนะไพ่ทุกใบของดอกอื่น</translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards. Click it (or press C) to close it</source>
            <translation>
                <numerusform>กองจั่ว: %n ใบ คลิก (หรือกด C) เพื่อปิด</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards, closed</source>
            <translation>
                <numerusform>กองจั่ว: %n ใบ ปิดแล้ว</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The talon: %n cards</source>
            <translation>
                <numerusform>กองจั่ว: %n ใบ</numerusform>
            </translation>
        </message>
        <message>
            <source>The trump card, the {card}: drag the trump jack onto it (or press E) to exchange it</source>
            <translation>ไพ่ทรัมป์ {card}: ลากแจ็คทรัมป์ไปวางบนไพ่นี้ (หรือกด E) เพื่อเปลี่ยน</translation>
        </message>
        <message>
            <source>The trump card, the {card}</source>
            <translation>ไพ่ทรัมป์ {card}</translation>
        </message>
        <message>
            <source>used up</source>
            <translation>หมดแล้ว</translation>
        </message>
        <message>
            <source>To go: {a} {ta}, {b} {tb}</source>
            <translation>ยังขาด: {a} {ta}, {b} {tb}</translation>
        </message>
        <message>
            <source>Game points to go: {a} {ta}, {b} {tb}</source>
            <translation>คะแนนเกมที่ยังขาด: {a} {ta}, {b} {tb}</translation>
        </message>
        <message>
            <source>Bummerl won: {a} {wa}, {b} {wb}</source>
            <translation>บุมเมิร์ลที่ชนะ: {a} {wa}, {b} {wb}</translation>
        </message>
        <message>
            <source>This Bummerl</source>
            <translation>บุมเมิร์ลนี้</translation>
        </message>
        <message>
            <source>Bummerl {n}</source>
            <translation>บุมเมิร์ล {n}</translation>
        </message>
        <message>
            <source>won</source>
            <translation>ชนะ</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>แพ้</translation>
        </message>
        <message>
            <source>The cards are played out: claim 66 or decline</source>
            <translation>ไพ่ลงหมดแล้ว: ประกาศ 66 หรือปฏิเสธ</translation>
        </message>
        <message>
            <source>There is no claim to decline now</source>
            <translation>ตอนนี้ไม่มีการประกาศให้ปฏิเสธ</translation>
        </message>
        <message>
            <source>Schnapsen has no action {kind}</source>
            <translation>Schnapsen ไม่มีการเล่นแบบ {kind}</translation>
        </message>
        <message>
            <source>That card is not in the Schnapsen pack</source>
            <translation>ไพ่ใบนี้ไม่อยู่ในสำรับ Schnapsen</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>คุณไม่มี {card} ในมือ</translation>
        </message>
        <message>
            <source>After announcing the marriage you must lead the king of {suit}</source>
            <translation>หลังประกาศคู่ คุณต้องนำด้วยคิง{suit}</translation>
        </message>
        <message>
            <source>After announcing the marriage you must lead the king or queen of {suit}</source>
            <translation>หลังประกาศคู่ คุณต้องนำด้วยคิงหรือควีน{suit}</translation>
        </message>
        <message>
            <source>It is not your turn to play a card</source>
            <translation>ยังไม่ถึงตาคุณลงไพ่</translation>
        </message>
        <message>
            <source>You must follow suit with a higher {suit} ({led} was led)</source>
            <translation>คุณต้องลงตามดอกด้วย{suit}ที่สูงกว่า (นำด้วย {led})</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>คุณต้องลงตามดอก: ลง{suit}</translation>
        </message>
        <message>
            <source>You have no {suit}, so you must play a trump ({trump})</source>
            <translation>คุณไม่มี{suit} จึงต้องลงทรัมป์ ({trump})</translation>
        </message>
        <message>
            <source>Only the player on lead may {what}, before leading</source>
            <translation>เฉพาะผู้นำเท่านั้นที่{what}ได้ ก่อนนำไพ่</translation>
        </message>
        <message>
            <source>You cannot {what} after announcing a marriage: lead its king or queen</source>
            <translation>หลังประกาศคู่แล้ว คุณ{what}ไม่ได้: นำด้วยคิงหรือควีนของคู่นั้น</translation>
        </message>
        <message>
            <source>exchange the trump jack</source>
            <translation>เปลี่ยนแจ็คทรัมป์</translation>
        </message>
        <message>
            <source>close the talon</source>
            <translation>ปิดกองจั่ว</translation>
        </message>
        <message>
            <source>announce a marriage</source>
            <translation>ประกาศคู่</translation>
        </message>
        <message>
            <source>The talon is closed</source>
            <translation>ปิดกองจั่วแล้ว</translation>
        </message>
        <message>
            <source>The talon is used up</source>
            <translation>กองจั่วหมดแล้ว</translation>
        </message>
        <message>
            <source>No exchange with fewer than {n} cards in the talon</source>
            <translation>เปลี่ยนไม่ได้เมื่อกองจั่วเหลือน้อยกว่า {n} ใบ</translation>
        </message>
        <message>
            <source>You may exchange only after winning a trick</source>
            <translation>คุณเปลี่ยนได้หลังชนะตาแล้วเท่านั้น</translation>
        </message>
        <message>
            <source>Closing the talon is not part of these rules</source>
            <translation>กติกานี้ไม่มีการปิดกองจั่ว</translation>
        </message>
        <message>
            <source>The talon may not be closed with fewer than {n} cards</source>
            <translation>ปิดกองจั่วไม่ได้เมื่อเหลือน้อยกว่า {n} ใบ</translation>
        </message>
        <message>
            <source>Only one marriage may be announced with a lead</source>
            <translation>ประกาศคู่ได้เพียงคู่เดียวต่อการนำหนึ่งครั้ง</translation>
        </message>
        <message>
            <source>Name the suit of the marriage, like 'marry H'</source>
            <translation>ระบุดอกของคู่ เช่น 'marry H'</translation>
        </message>
        <message>
            <source>You do not hold the king and queen of {suit}</source>
            <translation>คุณไม่มีคิงและควีน{suit}</translation>
        </message>
        <message>
            <source>No marriage may be announced once the talon is closed or used up</source>
            <translation>เมื่อปิดกองจั่วหรือกองจั่วหมดแล้ว ประกาศคู่ไม่ได้</translation>
        </message>
        <message>
            <source>You may announce a marriage only after winning a trick</source>
            <translation>คุณประกาศคู่ได้หลังชนะตาแล้วเท่านั้น</translation>
        </message>
        <message>
            <source>Going out is automatic in these rules: nothing to claim</source>
            <translation>ในกติกานี้การออกเป็นไปโดยอัตโนมัติ: ไม่ต้องประกาศ</translation>
        </message>
        <message>
            <source>You may claim only after winning a trick</source>
            <translation>คุณประกาศได้หลังชนะตาแล้วเท่านั้น</translation>
        </message>
        <message>
            <source>You may claim only right after winning a trick, before leading</source>
            <translation>คุณประกาศได้ทันทีหลังชนะตาเท่านั้น ก่อนนำไพ่</translation>
        </message>
        <message>
            <source>the dealer</source>
            <translation>ผู้แจก</translation>
        </message>
        <message>
            <source>the forehand</source>
            <translation>มือแรก</translation>
        </message>
        <message>
            <source>went out first after you closed the talon</source>
            <translation>ออกก่อนหลังจากคุณปิดกองจั่ว</translation>
        </message>
        <message>
            <source>went out first after {role} closed the talon</source>
            <translation>ออกก่อนหลังจาก{role}ปิดกองจั่ว</translation>
        </message>
        <message>
            <source>closed the talon and went out; you had {score} and no trick at the close</source>
            <translation>ปิดกองจั่วแล้วออก; ตอนปิดคุณมี {score} และไม่มีตาเลย</translation>
        </message>
        <message>
            <source>closed the talon and went out; {role} had {score} and no trick at the close</source>
            <translation>ปิดกองจั่วแล้วออก; ตอนปิด {role} มี {score} และไม่มีตาเลย</translation>
        </message>
        <message>
            <source>closed the talon and went out; you had {score} and a trick at the close</source>
            <translation>ปิดกองจั่วแล้วออก; ตอนปิดคุณมี {score} และมีตาแล้ว</translation>
        </message>
        <message>
            <source>closed the talon and went out; {role} had {score} and a trick at the close</source>
            <translation>ปิดกองจั่วแล้วออก; ตอนปิด {role} มี {score} และมีตาแล้ว</translation>
        </message>
        <message>
            <source>went out with {score} while you have no trick</source>
            <translation>ออกด้วย {score} ขณะที่คุณยังไม่มีตาเลย</translation>
        </message>
        <message>
            <source>went out with {score} while {role} has no trick</source>
            <translation>ออกด้วย {score} ขณะที่ {role} ยังไม่มีตาเลย</translation>
        </message>
        <message>
            <source>you claimed 66 with only {score}</source>
            <translation>คุณขอ 66 ทั้งที่มีเพียง {score}</translation>
        </message>
        <message>
            <source>{role} claimed 66 with only {score}</source>
            <translation>{role} ขอ 66 ทั้งที่มีเพียง {score}</translation>
        </message>
        <message>
            <source>you closed the talon and did not reach 66</source>
            <translation>คุณปิดกองจั่วแต่ไม่ถึง 66</translation>
        </message>
        <message>
            <source>{role} closed the talon and did not reach 66</source>
            <translation>{role} ปิดกองจั่วแต่ไม่ถึง 66</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>ผู้แจก</translation>
        </message>
        <message>
            <source>Forehand</source>
            <translation>มือแรก</translation>
        </message>
        <message numerus="yes">
            <source>You win %n game points: {why}.</source>
            <translation>
                <numerusform>คุณได้ %n คะแนนเกม: {why}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{role} wins %n game points: {why}.</source>
            <translation>
                <numerusform>{role} ได้ %n คะแนนเกม: {why}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</source>
            <translation>
                <numerusform>คุณได้ %n คะแนนเกม: {why} (+{bonus} ยกมาจากเสมอ 65 : 65)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{role} wins %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)</source>
            <translation>
                <numerusform>{role} ได้ %n คะแนนเกม: {why} (+{bonus} ยกมาจากเสมอ 65 : 65)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Nobody scores: {why}. The winner of the next deal gets %n more game points.</source>
            <translation>
                <numerusform>ไม่มีใครได้คะแนน: {why} ผู้ชนะรอบแจกถัดไปจะได้เพิ่มอีก %n คะแนนเกม</numerusform>
            </translation>
        </message>
        <message>
            <source>went out with {score} against {other}</source>
            <translation>ออกด้วย {score} ต่อ {other}</translation>
        </message>
        <message>
            <source>won the last trick ({score} against {other})</source>
            <translation>ชนะตาสุดท้าย ({score} ต่อ {other})</translation>
        </message>
        <message>
            <source>65 against 65</source>
            <translation>65 ต่อ 65</translation>
        </message>
        <message>
            <source>to go {to_go_0} : {to_go_1}   Bummerl {bummerl_0} : {bummerl_1}</source>
            <translation>ยังขาด {to_go_0} : {to_go_1}   บุมเมิร์ล {bummerl_0} : {bummerl_1}</translation>
        </message>
        <message>
            <source>Schnapsen needs schnapsen.Options, not {type}</source>
            <translation>Schnapsen ต้องใช้ schnapsen.Options ไม่ใช่ {type}</translation>
        </message>
        <message>
            <source>the dealer is seat 0 or 1, not {dealer}</source>
            <translation>ผู้แจกต้องเป็นที่นั่ง 0 หรือ 1 ไม่ใช่ {dealer}</translation>
        </message>
        <message>
            <source>a Schnapsen deal needs each of the {n} cards of the pack exactly once</source>
            <translation>รอบแจก Schnapsen ต้องมีไพ่ทั้ง {n} ใบของสำรับใบละหนึ่งครั้งพอดี</translation>
        </message>
        <message>
            <source>a Schnapsen deal carries a SchnapsenCarry, not {carry}</source>
            <translation>รอบแจก Schnapsen ต้องยกยอดเป็น SchnapsenCarry ไม่ใช่ {carry}</translation>
        </message>
        <message>
            <source>the tie bonus is a whole number ≥ 0, not {bonus}</source>
            <translation>โบนัสจากการเสมอต้องเป็นจำนวนเต็ม ≥ 0 ไม่ใช่ {bonus}</translation>
        </message>
        <message>
            <source>Schnapsen is played by 2 players, not {n}</source>
            <translation>Schnapsen เล่น 2 คน ไม่ใช่ {n}</translation>
        </message>
        <message>
            <source>{action} is not a Schnapsen move</source>
            <translation>{action} ไม่ใช่การเล่นของ Schnapsen</translation>
        </message>
    </context>
    <context>
        <name>settings</name>
        <message>
            <source>French</source>
            <translation>ไพ่ฝรั่งเศส</translation>
        </message>
        <message>
            <source>French, four colours</source>
            <translation>ไพ่ฝรั่งเศส สี่สี</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>คอนทราสต์สูง</translation>
        </message>
        <message>
            <source>German (Salzburg pattern)</source>
            <translation>ไพ่เยอรมัน (ลายซาลซ์บูร์ก)</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>สีน้ำเงิน</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>สีแดง</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>สีเขียว</translation>
        </message>
        <message>
            <source>Burgundy</source>
            <translation>สีเลือดหมู</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>สีเข้ม</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>ปิด</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>เร็ว</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>ปกติ</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>ช้า</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>ทันที</translation>
        </message>
        <message>
            <source>Brisk</source>
            <translation>เร็ว</translation>
        </message>
        <message>
            <source>Relaxed</source>
            <translation>สบายๆ</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>ง่าย</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>เก่ง</translation>
        </message>
        <message>
            <source>Until the next card is played</source>
            <translation>จนกว่าจะเล่นไพ่ใบถัดไป</translation>
        </message>
        <message>
            <source>For a moment, then to the winner</source>
            <translation>ครู่หนึ่ง แล้วไปหาผู้ชนะ</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>เล็ก</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>ใหญ่</translation>
        </message>
    </context>
    <context>
        <name>spades</name>
        <message>
            <source>Your draw</source>
            <translation>ตาคุณจั่ว</translation>
        </message>
        <message>
            <source>The card from the stock is the {card}. Keep it (the next card is thrown away), or throw it away and take the next one.</source>
            <translation>ไพ่จากกองคือ {card} เก็บไว้ (ใบถัดไปจะถูกทิ้ง) หรือทิ้งแล้วรับใบถัดไป</translation>
        </message>
        <message>
            <source>Your cards are still face down. Bid blind nil now, before you see them — or turn them up and bid as usual.</source>
            <translation>ไพ่ของคุณยังคว่ำอยู่ ประมูลบลายด์นิลตอนนี้ก่อนดูไพ่ — หรือเปิดไพ่แล้วประมูลตามปกติ</translation>
        </message>
        <message>
            <source>Your cards are still face down: turn them up to bid.</source>
            <translation>ไพ่ของคุณยังคว่ำอยู่: เปิดไพ่เพื่อประมูล</translation>
        </message>
        <message>
            <source>Blind nil wins or loses {blind}; Nil bid without looking is an ordinary nil: {nil}.</source>
            <translation>บลายด์นิลได้หรือเสีย {blind} ส่วนนิลที่ประมูลโดยไม่ดูไพ่เป็นนิลธรรมดา: {nil}</translation>
        </message>
        <message>
            <source>Blind nil?</source>
            <translation>บลายด์นิล?</translation>
        </message>
        <message>
            <source>Your cards</source>
            <translation>ไพ่ของคุณ</translation>
        </message>
        <message>
            <source>Or bid without looking:</source>
            <translation>หรือประมูลโดยไม่ดูไพ่:</translation>
        </message>
        <message>
            <source>How many tricks will you take?</source>
            <translation>คุณจะชนะกี่ตา?</translation>
        </message>
        <message>
            <source>Nil: none at all.</source>
            <translation>นิล: ไม่ได้เลยสักตา</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>การประมูลของคุณ</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>คู่หูของคุณ</translation>
        </message>
        <message numerus="yes">
            <source>%n more cards</source>
            <translation>
                <numerusform>อีก %n ใบ</numerusform>
            </translation>
        </message>
        <message>
            <source>a card</source>
            <translation>ไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>Give to {name}</source>
            <translation>ให้ {name}</translation>
        </message>
        <message>
            <source>Blind nil exchange: give {cards} to {name}. Drag them onto {name}'s cards, or double-click them.</source>
            <translation>แลกไพ่บลายด์นิล: ให้ {cards} แก่ {name} ลากไปวางบนไพ่ของ {name} หรือดับเบิลคลิก</translation>
        </message>
        <message>
            <source>Nil</source>
            <translation>นิล</translation>
        </message>
        <message>
            <source>Give the {card}</source>
            <translation>ให้ {card}</translation>
        </message>
        <message>
            <source>Blind nil (B)</source>
            <translation>บลายด์นิล (B)</translation>
        </message>
        <message>
            <source>Look at my cards (L)</source>
            <translation>ดูไพ่ของฉัน (L)</translation>
        </message>
        <message>
            <source>Keep (K)</source>
            <translation>เก็บไว้ (K)</translation>
        </message>
        <message>
            <source>Take next (N)</source>
            <translation>รับใบถัดไป (N)</translation>
        </message>
        <message>
            <source>{name} gives a card to the partner</source>
            <translation>{name} ให้ไพ่หนึ่งใบแก่คู่</translation>
        </message>
        <message>
            <source>{name} bids nil</source>
            <translation>{name} ประมูลนิล</translation>
        </message>
        <message>
            <source>{name} bids {n}</source>
            <translation>{name} ประมูล {n}</translation>
        </message>
        <message>
            <source>{name} bids blind nil</source>
            <translation>{name} ประมูลบลายด์นิล</translation>
        </message>
        <message>
            <source>{name} looks at the cards</source>
            <translation>{name} ดูไพ่ของตน</translation>
        </message>
        <message>
            <source>{name} keeps the card</source>
            <translation>{name} เก็บไพ่ใบนี้</translation>
        </message>
        <message>
            <source>{name} takes the next card</source>
            <translation>{name} หยิบไพ่ใบถัดไป</translation>
        </message>
        <message>
            <source>{name}: bid {bid}</source>
            <translation>{name}: ประมูล {bid}</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n คะแนน</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} points</source>
            <translation>{value} คะแนน</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>การประมูล</translation>
        </message>
        <message>
            <source>The blind nil exchange</source>
            <translation>การแลกไพ่บลายด์นิล</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>การเล่นตา</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>บลายด์นิล</translation>
        </message>
        <message>
            <source>Bid {n}</source>
            <translation>ประมูล {n}</translation>
        </message>
        <message>
            <source>Spades broken!</source>
            <translation>โพดำแตกแล้ว!</translation>
        </message>
        <message>
            <source>Gives a card</source>
            <translation>ให้ไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>bid blind nil (B) before looking, or look at your cards (L)</source>
            <translation>ประมูลบลายด์นิล (B) ก่อนดูไพ่ หรือดูไพ่ของคุณ (L)</translation>
        </message>
        <message>
            <source>look at your cards (L, or click them)</source>
            <translation>ดูไพ่ของคุณ (L หรือคลิกที่ไพ่)</translation>
        </message>
        <message>
            <source>bid how many tricks you will take (the bidding panel)</source>
            <translation>ประมูลว่าจะชนะกี่ตา (แผงประมูล)</translation>
        </message>
        <message>
            <source>keep the card you see (K, or click it), or take the next one (N, or click the stock)</source>
            <translation>เก็บไพ่ที่เห็น (K หรือคลิกที่ไพ่) หรือรับใบถัดไป (N หรือคลิกที่กอง)</translation>
        </message>
        <message>
            <source>give a card to your partner: drag it onto their cards, or double-click it</source>
            <translation>ให้ไพ่หนึ่งใบแก่คู่หู: ลากไปวางบนไพ่ของเขาหรือดับเบิลคลิก</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>นำไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>lead a card (no spade until spades are broken)</source>
            <translation>นำไพ่หนึ่งใบ (ห้ามโพดำจนกว่าโพดำจะแตก)</translation>
        </message>
        <message>
            <source>follow suit if you can</source>
            <translation>ลงตามดอกถ้าทำได้</translation>
        </message>
        <message>
            <source>Spades broken</source>
            <translation>โพดำแตกแล้ว</translation>
        </message>
        <message>
            <source>Spades not broken</source>
            <translation>โพดำยังไม่แตก</translation>
        </message>
        <message>
            <source>Spades are always trump (the jokers are the highest spades); nobody may lead a spade until one has been played on another suit</source>
            <translation>โพดำเป็นทรัมป์เสมอ (โจ๊กเกอร์คือโพดำสูงสุด); ไม่มีใครนำด้วยโพดำได้จนกว่าจะมีการลงโพดำทับดอกอื่นแล้ว</translation>
        </message>
        <message numerus="yes">
            <source>The stock: %n cards</source>
            <translation>
                <numerusform>กองไพ่: %n ใบ</numerusform>
            </translation>
        </message>
        <message>
            <source>The card you look at: click it (or press K) to keep it</source>
            <translation>ไพ่ที่คุณกำลังดู: คลิก (หรือกด K) เพื่อเก็บไว้</translation>
        </message>
        <message>
            <source>drawing · {cards}</source>
            <translation>กำลังจั่ว · {cards}</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n ใบ</numerusform>
            </translation>
        </message>
        <message>
            <source>to bid</source>
            <translation>รอประมูล</translation>
        </message>
        <message>
            <source>nil</source>
            <translation>นิล</translation>
        </message>
        <message>
            <source>bid {n}</source>
            <translation>ประมูล {n}</translation>
        </message>
        <message>
            <source>blind nil</source>
            <translation>บลายด์นิล</translation>
        </message>
        <message>
            <source>{bid} · won {n}</source>
            <translation>{bid} · ชนะ {n}</translation>
        </message>
        <message>
            <source>Spades: broken</source>
            <translation>โพดำ: แตกแล้ว</translation>
        </message>
        <message>
            <source>Spades: not broken yet</source>
            <translation>โพดำ: ยังไม่แตก</translation>
        </message>
        <message numerus="yes">
            <source>Drawing: %n cards in the stock</source>
            <translation>
                <numerusform>กำลังจั่ว: เหลือ %n ใบในกอง</numerusform>
            </translation>
        </message>
        <message>
            <source>Trick {n} of {count}</source>
            <translation>ตาที่ {n} จาก {count}</translation>
        </message>
        <message>
            <source>Game to {n}</source>
            <translation>เกมถึง {n}</translation>
        </message>
        <message>
            <source>{n} points</source>
            <translation>{n} คะแนน</translation>
        </message>
        <message>
            <source>no points</source>
            <translation>ไม่ได้คะแนน</translation>
        </message>
        <message>
            <source>{names}: {bids}, won {n} — {points}, total {total}</source>
            <translation>{names}: {bids} ชนะ {n} — {points} รวม {total}</translation>
        </message>
        <message numerus="yes">
            <source>(%n bags)</source>
            <translation>
                <numerusform>(%n ถุง)</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep the card drawn (two players)</source>
            <translation>เก็บไพ่ที่จั่วไว้ (สองผู้เล่น)</translation>
        </message>
        <message>
            <source>Take the next card instead (two players)</source>
            <translation>เอาใบถัดไปแทน (สองผู้เล่น)</translation>
        </message>
        <message>
            <source>Bid blind nil, before looking</source>
            <translation>ประมูลบลายด์นิล ก่อนดูไพ่</translation>
        </message>
        <message>
            <source>Look at your cards</source>
            <translation>ดูไพ่ของคุณ</translation>
        </message>
        <message>
            <source>Score: {scores} (game to {target})</source>
            <translation>คะแนน: {scores} (เกมถึง {target})</translation>
        </message>
        <message>
            <source>bags</source>
            <translation>ถุง</translation>
        </message>
        <message>
            <source>{names} won the game.</source>
            <translation>{names} ชนะเกม</translation>
        </message>
        <message>
            <source>blind nil needs nil bids to be allowed</source>
            <translation>บลายด์นิลต้องเปิดให้ประมูลนิลได้ก่อน</translation>
        </message>
        <message>
            <source>the side bid cap needs nil bids (a partner could be left with no legal bid)</source>
            <translation>เพดานการประมูลของฝ่ายต้องเปิดให้ประมูลนิลได้ (มิฉะนั้นคู่อาจไม่เหลือการประมูลที่ถูกกติกา)</translation>
        </message>
        <message>
            <source>with triples the side bid cap needs double nil allowed</source>
            <translation>เมื่อเล่นเป็นทีมละสามคน เพดานการประมูลของฝ่ายต้องเปิดให้ประมูลนิลคู่ได้</translation>
        </message>
        <message>
            <source>partnerships in pairs need 4 or 6 players</source>
            <translation>การจับคู่ทีมละสองคนต้องมีผู้เล่น 4 หรือ 6 คน</translation>
        </message>
        <message>
            <source>partnerships in triples need 6 players</source>
            <translation>การจับทีมละสามคนต้องมีผู้เล่น 6 คน</translation>
        </message>
        <message>
            <source>the lowest-club first lead is not played with 2 players</source>
            <translation>การนำด้วยดอกจิกใบต่ำสุดในกองแรกไม่ใช้เมื่อเล่นสองคน</translation>
        </message>
        <message>
            <source>the deck is not the {size}-card Spades pack for {n} players</source>
            <translation>สำรับนี้ไม่ใช่สำรับสเปดส์ {size} ใบสำหรับผู้เล่น {n} คน</translation>
        </message>
        <message>
            <source>dealer {dealer} is not a seat of {n}</source>
            <translation>คนแจก {dealer} ไม่ใช่ที่นั่งใดใน {n} ที่นั่ง</translation>
        </message>
        <message>
            <source>a Spades hand carries side scores and bags</source>
            <translation>รอบแจกของสเปดส์ส่งต่อคะแนนและถุงของแต่ละฝ่าย</translation>
        </message>
        <message>
            <source>carry {name} must be a list of {n} whole numbers</source>
            <translation>ค่าที่ส่งต่อ {name} ต้องเป็นรายการจำนวนเต็ม {n} ตัว</translation>
        </message>
        <message>
            <source>it is not a move of Spades</source>
            <translation>นี่ไม่ใช่การเดินของสเปดส์</translation>
        </message>
        <message>
            <source>the hand is over</source>
            <translation>รอบแจกนี้จบแล้ว</translation>
        </message>
        <message>
            <source>it is not one of the moves allowed now</source>
            <translation>ตอนนี้เล่นแบบนี้ไม่ได้</translation>
        </message>
        <message>
            <source>You may bid blind nil only when your side is at least {deficit} points behind</source>
            <translation>คุณประมูลบลายด์นิลได้เฉพาะเมื่อฝ่ายของคุณตามหลังอย่างน้อย {deficit} แต้ม</translation>
        </message>
        <message>
            <source>Your side's bids may not add up to more than {tricks} tricks</source>
            <translation>การประมูลของฝ่ายคุณรวมกันต้องไม่เกิน {tricks} กอง</translation>
        </message>
        <message>
            <source>{side}: bid {bids}, won {won}, {points}</source>
            <translation>{side}: ประมูล {bids} ได้ {won} {points}</translation>
        </message>
        <message>
            <source>{side}: {score}</source>
            <translation>{side}: {score}</translation>
        </message>
        <message>
            <source>{side}: {score} ({bags} bags)</source>
            <translation>{side}: {score} (ถุง {bags})</translation>
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
            <translation>คุณต้องเก็บหรือทิ้งไพ่ที่กำลังดูอยู่</translation>
        </message>
        <message>
            <source>It is time to bid</source>
            <translation>ถึงเวลาประมูล</translation>
        </message>
        <message>
            <source>You must give a card to your partner</source>
            <translation>คุณต้องให้ไพ่หนึ่งใบแก่คู่หู</translation>
        </message>
        <message>
            <source>Bidding is over; play a card</source>
            <translation>การประมูลจบแล้ว ลงไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>คุณไม่มี {card} ในมือ</translation>
        </message>
        <message>
            <source>You do not hold that card</source>
            <translation>คุณไม่มีไพ่ใบนั้นในมือ</translation>
        </message>
        <message>
            <source>You have already looked at your cards</source>
            <translation>คุณดูไพ่ของคุณไปแล้ว</translation>
        </message>
        <message>
            <source>Nil bids are not allowed in this game</source>
            <translation>เกมนี้ไม่อนุญาตให้ประมูลนิล</translation>
        </message>
        <message>
            <source>Your partner already bid nil</source>
            <translation>คู่หูของคุณประมูลนิลไปแล้ว</translation>
        </message>
        <message>
            <source>Blind nil is not allowed in this game</source>
            <translation>เกมนี้ไม่อนุญาตบลายด์นิล</translation>
        </message>
        <message>
            <source>A bid needs a number of tricks</source>
            <translation>การประมูลต้องระบุจำนวนตา</translation>
        </message>
        <message>
            <source>Bids go from {low} to {high}</source>
            <translation>ประมูลได้ตั้งแต่ {low} ถึง {high}</translation>
        </message>
        <message>
            <source>You must follow suit: {suit}</source>
            <translation>คุณต้องลงตามดอก: {suit}</translation>
        </message>
        <message>
            <source>You may not play a spade on the first trick while you hold another suit</source>
            <translation>ในตาแรกคุณลงโพดำไม่ได้ถ้ายังมีดอกอื่นอยู่</translation>
        </message>
        <message>
            <source>The first trick must be led with the {card}</source>
            <translation>ตาแรกต้องนำด้วย {card}</translation>
        </message>
        <message>
            <source>You may lead a spade only when you hold nothing but spades</source>
            <translation>คุณนำด้วยโพดำได้เฉพาะเมื่อเหลือแต่โพดำเท่านั้น</translation>
        </message>
        <message>
            <source>Spades are not broken yet</source>
            <translation>โพดำยังไม่แตก</translation>
        </message>
    </context>
    <context>
        <name>start</name>
        <message>
            <source>Play</source>
            <translation>เล่น</translation>
        </message>
        <message>
            <source>Against the computer, with the rules you chose last time</source>
            <translation>เล่นกับคอมพิวเตอร์ ด้วยกติกาที่คุณเลือกครั้งล่าสุด</translation>
        </message>
        <message>
            <source>Options…</source>
            <translation>ตัวเลือก…</translation>
        </message>
        <message>
            <source>Choose the rules, the players and the deck</source>
            <translation>เลือกกติกา ผู้เล่น และไพ่</translation>
        </message>
        <message>
            <source>Learn</source>
            <translation>เรียน</translation>
        </message>
        <message>
            <source>A first deal with a guide that explains each step</source>
            <translation>รอบแจกแรกพร้อมบทแนะนำที่อธิบายทุกขั้น</translation>
        </message>
        <message>
            <source>Coming soon: its table is still being built</source>
            <translation>เร็ว ๆ นี้: โต๊ะของเกมนี้ยังสร้างอยู่</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>เลือกเกม</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>กลับไปที่โต๊ะ</translation>
        </message>
        <message>
            <source>Past games…</source>
            <translation>เกมที่ผ่านมา…</translation>
        </message>
        <message>
            <source>The games played at this table: review one, or play one of its deals again</source>
            <translation>เกมที่เล่นที่โต๊ะนี้: ดูย้อนหลังหนึ่งเกม หรือเล่นตาหนึ่งของเกมนั้นอีกครั้ง</translation>
        </message>
    </context>
    <context>
        <name>statistics</name>
        <message>
            <source>The statistics could not be kept: {why}</source>
            <translation>เก็บสถิติไม่ได้: {why}</translation>
        </message>
        <message>
            <source>The statistics could not be read ({why}). They were kept as {name}; new statistics are kept from now on.</source>
            <translation>อ่านสถิติไม่ได้ ({why}) เก็บไว้เป็น {name} แล้ว ตั้งแต่นี้จะเก็บสถิติใหม่</translation>
        </message>
        <message>
            <source>The statistics were written by a newer version of cardtable (schema {version}). This version leaves them as they are and keeps no statistics.</source>
            <translation>สถิติถูกเขียนโดย cardtable รุ่นที่ใหม่กว่า (schema {version}) รุ่นนี้จะไม่แตะต้องและไม่เก็บสถิติ</translation>
        </message>
        <message>
            <source>The statistics could not be opened: {why}. No statistics are kept this time.</source>
            <translation>เปิดสถิติไม่ได้: {why} ครั้งนี้จะไม่เก็บสถิติ</translation>
        </message>
        <message>
            <source>The statistics could not be read ({why}) nor set aside: {error}. No statistics are kept this time.</source>
            <translation>อ่านสถิติไม่ได้ ({why}) และย้ายไปเก็บไม่ได้: {error} ครั้งนี้จะไม่เก็บสถิติ</translation>
        </message>
    </context>
    <context>
        <name>table</name>
        <message>
            <source>Player {n}</source>
            <translation>ผู้เล่น {n}</translation>
        </message>
        <message>
            <source>Finding the first dealer…</source>
            <translation>กำลังหาผู้แจกคนแรก…</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>กำลังแจกไพ่…</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} กำลังคิด…</translation>
        </message>
        <message>
            <source>The computer players' process keeps failing ({why}); they think inside the table from now on.</source>
            <translation>โพรเซสของผู้เล่นคอมพิวเตอร์ล้มเหลวซ้ำ ๆ ({why}); จากนี้จะคิดภายในโต๊ะเอง</translation>
        </message>
        <message>
            <source>The computer player {name} failed:
{why}</source>
            <translation>ผู้เล่นคอมพิวเตอร์ {name} ทำงานผิดพลาด:
{why}</translation>
        </message>
        <message>
            <source>Your turn: {hint}.</source>
            <translation>ตาคุณ: {hint}</translation>
        </message>
        <message>
            <source>{name}, your turn: {hint}.</source>
            <translation>{name} ถึงตาคุณ: {hint}</translation>
        </message>
        <message>
            <source>Pass the computer to {name}.</source>
            <translation>ส่งคอมพิวเตอร์ให้ {name}</translation>
        </message>
        <message>
            <source>That card cannot go there.</source>
            <translation>วางไพ่ใบนี้ตรงนั้นไม่ได้</translation>
        </message>
        <message>
            <source>{name}'s last move was taken back.</source>
            <translation>ย้อนการเดินล่าสุดของ {name} แล้ว</translation>
        </message>
        <message>
            <source>Your last move was taken back.</source>
            <translation>ย้อนการเดินล่าสุดของคุณแล้ว</translation>
        </message>
        <message>
            <source>No trick has been taken yet in this deal.</source>
            <translation>รอบแจกนี้ยังไม่มีใครได้ตาเลย</translation>
        </message>
        <message>
            <source>The last trick, taken by {name}</source>
            <translation>ตาล่าสุด ได้โดย {name}</translation>
        </message>
        <message>
            <source>Thinking about a hint…</source>
            <translation>กำลังหาคำแนะนำ…</translation>
        </message>
        <message>
            <source>Hint: {move}</source>
            <translation>คำแนะนำ: {move}</translation>
        </message>
        <message>
            <source>no advice</source>
            <translation>ไม่มีคำแนะนำ</translation>
        </message>
        <message>
            <source>rule</source>
            <translation>กติกา</translation>
        </message>
        <message>
            <source>The trick</source>
            <translation>ตาที่กำลังเล่น</translation>
        </message>
        <message>
            <source>End the session?</source>
            <translation>จบเซสชันหรือไม่</translation>
        </message>
        <message numerus="yes">
            <source>%n deals of {total} are still to play. End the session now and settle the chips?</source>
            <translation>
                <numerusform>ยังเหลืออีก %n รอบแจกจาก {total} จบเซสชันตอนนี้และชำระชิปหรือไม่</numerusform>
            </translation>
        </message>
        <message>
            <source>End it now</source>
            <translation>จบเลย</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>เล่นต่อ</translation>
        </message>
        <message>
            <source>The talon</source>
            <translation>กองจั่ว</translation>
        </message>
        <message>
            <source>The trump card</source>
            <translation>ไพ่ทรัมป์</translation>
        </message>
        <message>
            <source>The stock</source>
            <translation>กอง</translation>
        </message>
        <message>
            <source>The card looked at</source>
            <translation>ไพ่ที่เปิดดู</translation>
        </message>
        <message>
            <source>The pack</source>
            <translation>สำรับ</translation>
        </message>
        <message>
            <source>The card turned for trumps</source>
            <translation>ไพ่ที่เปิดเป็นทรัมป์</translation>
        </message>
        <message>
            <source>The chain closed last</source>
            <translation>โซ่ที่ปิดล่าสุด</translation>
        </message>
        <message>
            <source>The chains played before</source>
            <translation>โซ่ที่เล่นไปแล้ว</translation>
        </message>
        <message>
            <source>The cards laid away</source>
            <translation>ไพ่ที่ทิ้งไว้</translation>
        </message>
        <message>
            <source>The dealer's cards, face down</source>
            <translation>ไพ่คว่ำของผู้แจก</translation>
        </message>
        <message>
            <source>The Start</source>
            <translation>ชตาร์ท</translation>
        </message>
        <message>
            <source>{name} plays the {card}</source>
            <translation>{name} ลง {card}</translation>
        </message>
        <message>
            <source>{name}: {action}</source>
            <translation>{name}: {action}</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>รอบแจก {n}</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>รอบแจก {n}</translation>
        </message>
        <message>
            <source>The hand is over.</source>
            <translation>รอบแจกนี้จบแล้ว</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>รอบแจกนี้จบแล้ว</translation>
        </message>
        <message>
            <source>play a card</source>
            <translation>ลงไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>Score: {scores}</source>
            <translation>คะแนน: {scores}</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>ยอด</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>รวม</translation>
        </message>
        <message>
            <source>End</source>
            <translation>จบ</translation>
        </message>
        <message>
            <source>Everybody else, look away. The cards appear when you press the button (or Enter).</source>
            <translation>คนอื่นทุกคนโปรดมองไปทางอื่น ไพ่จะปรากฏเมื่อคุณกดปุ่ม (หรือ Enter)</translation>
        </message>
        <message>
            <source>Yes, announce (Y)</source>
            <translation>ใช่ ประกาศ (Y)</translation>
        </message>
        <message>
            <source>No, just play (N)</source>
            <translation>ไม่ เล่นเลย (N)</translation>
        </message>
        <message>
            <source>Pass to {name}</source>
            <translation>ส่งต่อให้ {name}</translation>
        </message>
        <message>
            <source>I am {name}: show my cards</source>
            <translation>ฉันคือ {name}: แสดงไพ่ของฉัน</translation>
        </message>
        <message>
            <source>The match is over</source>
            <translation>การแข่งขันจบแล้ว</translation>
        </message>
        <message>
            <source>The hand is over</source>
            <translation>รอบแจกนี้จบแล้ว</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>รอบแจกนี้จบแล้ว</translation>
        </message>
        <message>
            <source>Deal number {n}</source>
            <translation>รอบแจกหมายเลข {n}</translation>
        </message>
        <message>
            <source>Review (R)</source>
            <translation>ทบทวน (R)</translation>
        </message>
        <message>
            <source>Step through this deal move by move, every hand open</source>
            <translation>ไล่ดูรอบแจกนี้ทีละการเดิน เปิดไพ่ทุกมือ</translation>
        </message>
        <message>
            <source>Analyse (A)</source>
            <translation>วิเคราะห์ (A)</translation>
        </message>
        <message>
            <source>How well you played this deal: each decision rated, the better choice shown</source>
            <translation>คุณเล่นรอบแจกนี้ได้ดีแค่ไหน: ประเมินทุกการตัดสินใจ และแสดงตัวเลือกที่ดีกว่า</translation>
        </message>
        <message>
            <source>Back to the match</source>
            <translation>กลับไปที่แมตช์</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>เกมใหม่</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>รอบแจกถัดไป</translation>
        </message>
        <message>
            <source>Play this deal again…</source>
            <translation>เล่นตานี้อีกครั้ง…</translation>
        </message>
        <message>
            <source>The same cards to the same seats, in your seat or another; the match waits</source>
            <translation>ไพ่ชุดเดิมไปที่ที่นั่งเดิม ในที่นั่งของคุณหรือที่นั่งอื่น แมตช์จะรอ</translation>
        </message>
        <message>
            <source>End the session</source>
            <translation>จบเซสชัน</translation>
        </message>
        <message>
            <source>Welcome back</source>
            <translation>ยินดีต้อนรับกลับ</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>เล่นต่อ</translation>
        </message>
        <message>
            <source>You play the {card}</source>
            <translation>คุณลง {card}</translation>
        </message>
        <message>
            <source>You take the trick</source>
            <translation>คุณได้ตานี้</translation>
        </message>
        <message>
            <source>{name} takes the trick</source>
            <translation>{name} ได้ตานี้</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n คะแนน</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} points</source>
            <translation>{value} คะแนน</translation>
        </message>
        <message>
            <source>Final</source>
            <translation>สุดท้าย</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>เริ่ม</translation>
        </message>
        <message>
            <source>After {n}</source>
            <translation>หลัง {n}</translation>
        </message>
        <message>
            <source>The balances at the end of the session</source>
            <translation>ยอดเมื่อจบเซสชัน</translation>
        </message>
        <message>
            <source>The balances at the start; the name plates show them as they are now</source>
            <translation>ยอดตอนเริ่ม ป้ายชื่อแสดงยอดตอนนี้</translation>
        </message>
        <message>
            <source>The balances after deal {n}; the name plates show them as they are now</source>
            <translation>ยอดหลังรอบแจก {n} ป้ายชื่อแสดงยอดตอนนี้</translation>
        </message>
        <message>
            <source>{move}: {amount}</source>
            <translation>{move}: {amount}</translation>
        </message>
        <message>
            <source>Hint: {move} (by rule).</source>
            <translation>คำแนะนำ: {move} (ตามกติกา)</translation>
        </message>
        <message>
            <source>Hint: best {move} (expected {amount})</source>
            <translation>คำแนะนำ: ดีที่สุดคือ {move} (คาดว่า {amount})</translation>
        </message>
        <message>
            <source>; the figures on the cards are the expected results</source>
            <translation>; ตัวเลขบนไพ่คือผลที่คาดไว้</translation>
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
            <translation>หยุดอยู่: กด Space หรือ Enter หรือคลิกที่โต๊ะเพื่อเล่นต่อ</translation>
        </message>
        <message>
            <source>{some} and {last}</source>
            <translation>{some} และ {last}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>คุณ</translation>
        </message>
        <message>
            <source>{action} is not legal: {why}</source>
            <translation>{action} ไม่ถูกกติกา: {why}</translation>
        </message>
        <message>
            <source>{seat}</source>
            <translation>{seat}</translation>
        </message>
        <message numerus="yes">
            <source>{place}: %n chips</source>
            <translation>
                <numerusform>{place}: %n ชิป</numerusform>
            </translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>กองกลาง</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>กองรวม</translation>
        </message>
    </context>
    <context>
        <name>tippen</name>
        <message>
            <source>Pot</source>
            <translation>กองกลาง</translation>
        </message>
        <message>
            <source>Bêtes of this deal (the next deal's pot)</source>
            <translation>เบตของรอบแจกนี้ (กองกลางของรอบถัดไป)</translation>
        </message>
        <message>
            <source>Reserve over the pot cap</source>
            <translation>ส่วนสำรองเกินเพดานกองกลาง</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>เล่น</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>ผ่าน</translation>
        </message>
        <message>
            <source>Drop out</source>
            <translation>ถอนตัว</translation>
        </message>
        <message>
            <source>Knock</source>
            <translation>เคาะ</translation>
        </message>
        <message>
            <source>Sniff</source>
            <translation>ดมไพ่</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>ไม่</translation>
        </message>
        <message>
            <source>Shove</source>
            <translation>เลื่อน</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>แจก</translation>
        </message>
        <message>
            <source>Rob</source>
            <translation>ปล้น</translation>
        </message>
        <message>
            <source>Cut</source>
            <translation>ตัดไพ่</translation>
        </message>
        <message>
            <source>Throw {cards}</source>
            <translation>ทิ้ง {cards}</translation>
        </message>
        <message>
            <source>Keep my cards</source>
            <translation>เก็บไพ่ของฉันไว้</translation>
        </message>
        <message>
            <source>You have paid the ante. Deal — or shove the deal on to {left}, who pays an ante too.</source>
            <translation>คุณจ่ายเงินลงแล้ว แจกไพ่ หรือเลื่อนการแจกไปให้ {left} ซึ่งต้องจ่ายเงินลงด้วย</translation>
        </message>
        <message>
            <source>Deal or shove?</source>
            <translation>แจกหรือเลื่อน?</translation>
        </message>
        <message>
            <source>Deal (D)</source>
            <translation>แจก (D)</translation>
        </message>
        <message>
            <source>Shove (S)</source>
            <translation>เลื่อน (S)</translation>
        </message>
        <message>
            <source>{dealer} deals: cut the pack (or click it).</source>
            <translation>{dealer} แจก: ตัดไพ่ (หรือคลิกที่สำรับ)</translation>
        </message>
        <message>
            <source>Cut the pack</source>
            <translation>ตัดไพ่</translation>
        </message>
        <message>
            <source>Cut (C)</source>
            <translation>ตัด (C)</translation>
        </message>
        <message>
            <source>Before you look at your cards: knock to take the face-down trump card unseen (its suit is trumps). You then play and must take two tricks: none costs a double bête, one a single bête.</source>
            <translation>ก่อนดูไพ่ของคุณ: เคาะเพื่อรับไพ่ทรัมป์ที่คว่ำอยู่โดยไม่ดู (ดอกของมันเป็นทรัมป์) จากนั้นคุณต้องเล่นและชนะสองตา: ไม่ชนะเลยเสียเบตสองเท่า ชนะหนึ่งตาเสียเบตหนึ่งเท่า</translation>
        </message>
        <message>
            <source>Knock?</source>
            <translation>เคาะไหม?</translation>
        </message>
        <message>
            <source>Knock (K)</source>
            <translation>เคาะ (K)</translation>
        </message>
        <message>
            <source>Don't knock (N)</source>
            <translation>ไม่เคาะ (N)</translation>
        </message>
        <message>
            <source>Take the trump card (turned up for all) and discard a card. You may then drop out for one bête; playing and taking no trick costs a double bête.</source>
            <translation>รับไพ่ทรัมป์ (เปิดให้ทุกคนเห็น) แล้วทิ้งไพ่หนึ่งใบ จากนั้นคุณถอนตัวได้โดยเสียหนึ่งเบต ถ้าเล่นแล้วไม่ชนะสักตาเสียเบตสองเท่า</translation>
        </message>
        <message>
            <source>Take the trump card unseen (its suit is trumps) and discard a card. You then play and must take two tricks: none costs a double bête, one a single bête.</source>
            <translation>รับไพ่ทรัมป์โดยไม่ดู (ดอกของมันเป็นทรัมป์) แล้วทิ้งไพ่หนึ่งใบ จากนั้นคุณต้องเล่นและชนะสองตา: ไม่ชนะเลยเสียเบตสองเท่า ชนะหนึ่งตาเสียเบตหนึ่งเท่า</translation>
        </message>
        <message>
            <source>Sniff?</source>
            <translation>ดมไพ่ไหม?</translation>
        </message>
        <message>
            <source>Sniff (S)</source>
            <translation>ดมไพ่ (S)</translation>
        </message>
        <message>
            <source>Don't sniff (N)</source>
            <translation>ไม่ดม (N)</translation>
        </message>
        <message>
            <source>Discard a card</source>
            <translation>ทิ้งไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>You hold the seven of trumps: swap it for the trump card, {card}.</source>
            <translation>คุณมีเจ็ดทรัมป์: แลกกับไพ่ทรัมป์ {card}</translation>
        </message>
        <message>
            <source>Rob the trump?</source>
            <translation>ปล้นทรัมป์ไหม?</translation>
        </message>
        <message>
            <source>Rob (R)</source>
            <translation>ปล้น (R)</translation>
        </message>
        <message>
            <source>Keep the seven (N)</source>
            <translation>เก็บเจ็ดไว้ (N)</translation>
        </message>
        <message>
            <source>The pot holds {p}: each trick takes {share}.</source>
            <translation>กองกลางมี {p}: แต่ละตาได้ {share}</translation>
        </message>
        <message>
            <source>You sniffed: play (no trick costs a double bête of {b2}) or drop out for {b}.</source>
            <translation>คุณดมไพ่แล้ว: เล่น (ไม่ชนะสักตาเสียเบตสองเท่า {b2}) หรือถอนตัวโดยเสีย {b}</translation>
        </message>
        <message>
            <source>Nothing was carried into the pot: everybody must play.</source>
            <translation>ไม่มีอะไรยกมาในกองกลาง: ทุกคนต้องเล่น</translation>
        </message>
        <message>
            <source>Everybody else has passed: play, and the pot is yours.</source>
            <translation>ทุกคนผ่านหมดแล้ว: เล่น แล้วกองกลางเป็นของคุณ</translation>
        </message>
        <message>
            <source>Play and take no trick: you pay the bête of {b}.</source>
            <translation>เล่นแล้วไม่ชนะสักตา: คุณจ่ายเบต {b}</translation>
        </message>
        <message>
            <source>Play (P)</source>
            <translation>เล่น (P)</translation>
        </message>
        <message>
            <source>Pass (N)</source>
            <translation>ผ่าน (N)</translation>
        </message>
        <message>
            <source>Drop out (D)</source>
            <translation>ถอนตัว (D)</translation>
        </message>
        <message>
            <source>Play or pass?</source>
            <translation>เล่นหรือผ่าน?</translation>
        </message>
        <message>
            <source>Click the cards to throw away (up to {n}), then exchange them for as many from the talon.</source>
            <translation>คลิกไพ่ที่จะทิ้ง (ไม่เกิน {n} ใบ) แล้วแลกกับไพ่จำนวนเท่ากันจากกองจั่ว</translation>
        </message>
        <message numerus="yes">
            <source>Exchange %n (E)</source>
            <translation>
                <numerusform>แลก %n ใบ (E)</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep all (K)</source>
            <translation>เก็บทั้งหมด (K)</translation>
        </message>
        <message>
            <source>Exchange</source>
            <translation>แลกไพ่</translation>
        </message>
        <message>
            <source>{name}: {said}</source>
            <translation>{name}: {said}</translation>
        </message>
        <message>
            <source>{name} discards a card</source>
            <translation>{name} ทิ้งไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>Hupf!</source>
            <translation>ฮุพฟ์!</translation>
        </message>
        <message>
            <source>Sprung!</source>
            <translation>ชปรุง!</translation>
        </message>
        <message>
            <source>discard a card: drag it into the middle of the table, or double-click it</source>
            <translation>ทิ้งไพ่หนึ่งใบ: ลากไปกลางโต๊ะ หรือดับเบิลคลิกที่ไพ่</translation>
        </message>
        <message numerus="yes">
            <source>Talon: %n cards</source>
            <translation>
                <numerusform>กองจั่ว: %n ใบ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exchanges %n</source>
            <translation>
                <numerusform>แลก %n ใบ</numerusform>
            </translation>
        </message>
        <message>
            <source>No exchange</source>
            <translation>ไม่แลกไพ่</translation>
        </message>
        <message>
            <source>Plays (knocked)</source>
            <translation>เล่น (เคาะแล้ว)</translation>
        </message>
        <message>
            <source>Plays</source>
            <translation>เล่น</translation>
        </message>
        <message>
            <source>No knock</source>
            <translation>ไม่เคาะ</translation>
        </message>
        <message>
            <source>Drag a card into the middle of the table, or double-click it.</source>
            <translation>ลากไพ่ไปกลางโต๊ะ หรือดับเบิลคลิกที่ไพ่</translation>
        </message>
        <message>
            <source>No sniff</source>
            <translation>ไม่ดม</translation>
        </message>
        <message>
            <source>Keeps the seven</source>
            <translation>เก็บเจ็ดไว้</translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n ชิป</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} chips</source>
            <translation>{value} ชิป</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>ทรัมป์</translation>
        </message>
        <message>
            <source>Play or pass</source>
            <translation>เล่นหรือผ่าน</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>การเล่นตา</translation>
        </message>
        <message>
            <source>Double bête!</source>
            <translation>เบตสองเท่า!</translation>
        </message>
        <message>
            <source>Bête!</source>
            <translation>เบต!</translation>
        </message>
        <message>
            <source>Shoves</source>
            <translation>เลื่อน</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>แจก</translation>
        </message>
        <message>
            <source>Cuts</source>
            <translation>ตัดไพ่</translation>
        </message>
        <message>
            <source>Knocks!</source>
            <translation>เคาะ!</translation>
        </message>
        <message>
            <source>I smell it!</source>
            <translation>ได้กลิ่น!</translation>
        </message>
        <message>
            <source>Passes</source>
            <translation>ผ่าน</translation>
        </message>
        <message>
            <source>Drops out</source>
            <translation>ถอนตัว</translation>
        </message>
        <message>
            <source>Robs the trump!</source>
            <translation>ปล้นทรัมป์!</translation>
        </message>
        <message>
            <source>Takes the pot!</source>
            <translation>ได้กองกลาง!</translation>
        </message>
        <message>
            <source>Deals first</source>
            <translation>แจกก่อน</translation>
        </message>
        <message>
            <source>deal (D), or shove the deal on (S)</source>
            <translation>แจก (D) หรือเลื่อนการแจก (S)</translation>
        </message>
        <message>
            <source>cut the pack (C, or click it)</source>
            <translation>ตัดไพ่ (C หรือคลิกที่สำรับ)</translation>
        </message>
        <message>
            <source>knock (K) before looking at your cards, or not (N)</source>
            <translation>เคาะ (K) ก่อนดูไพ่ หรือไม่เคาะ (N)</translation>
        </message>
        <message>
            <source>sniff (S), or not (N)</source>
            <translation>ดมไพ่ (S) หรือไม่ (N)</translation>
        </message>
        <message>
            <source>the pot is bare: you must play (P)</source>
            <translation>กองกลางว่าง: คุณต้องเล่น (P)</translation>
        </message>
        <message>
            <source>play (P) or pass (N)</source>
            <translation>เล่น (P) หรือผ่าน (N)</translation>
        </message>
        <message>
            <source>click the cards to throw, then exchange (E); or keep your cards (K)</source>
            <translation>คลิกไพ่ที่จะทิ้ง แล้วแลก (E) หรือเก็บไพ่ไว้ (K)</translation>
        </message>
        <message>
            <source>rob the trump card with your seven (R), or not (N)</source>
            <translation>ปล้นไพ่ทรัมป์ด้วยเจ็ดของคุณ (R) หรือไม่ (N)</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>นำไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>follow suit, else trump; head the trick if you can</source>
            <translation>ลงตามดอก ไม่มีให้ตัดด้วยทรัมป์ ลงให้ชนะถ้าทำได้</translation>
        </message>
        <message>
            <source>follow suit, else trump</source>
            <translation>ลงตามดอก ไม่มีให้ตัดด้วยทรัมป์</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>ผ่านแล้ว</translation>
        </message>
        <message>
            <source>dropped out</source>
            <translation>ถอนตัวแล้ว</translation>
        </message>
        <message>
            <source>plays</source>
            <translation>เล่น</translation>
        </message>
        <message>
            <source>knocked</source>
            <translation>เคาะแล้ว</translation>
        </message>
        <message>
            <source>sniffed</source>
            <translation>ดมแล้ว</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n ตา</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>took %n</source>
            <translation>
                <numerusform>แลก %n</numerusform>
            </translation>
        </message>
        <message>
            <source>to declare</source>
            <translation>ยังต้องตัดสินใจ</translation>
        </message>
        <message>
            <source>Trump: not turned yet</source>
            <translation>ทรัมป์: ยังไม่เปิด</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>ทรัมป์: {suit}</translation>
        </message>
        <message>
            <source>everybody must play</source>
            <translation>ทุกคนต้องเล่น</translation>
        </message>
        <message>
            <source>Deal {i} of {n}</source>
            <translation>รอบแจก {i} จาก {n}</translation>
        </message>
        <message>
            <source>Deal {i} (until you stop)</source>
            <translation>รอบแจก {i} (จนกว่าจะหยุด)</translation>
        </message>
        <message>
            <source>Playing for {p}: {share} a trick</source>
            <translation>เล่นเพื่อ {p}: ตาละ {share}</translation>
        </message>
        <message>
            <source>The bête: {b}</source>
            <translation>เบต: {b}</translation>
        </message>
        <message>
            <source>Trumps: {suit}</source>
            <translation>ทรัมป์: {suit}</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>ยอด</translation>
        </message>
        <message>
            <source>{parts}</source>
            <translation>{parts}</translation>
        </message>
        <message>
            <source>Everybody passes: the pot stays on the table</source>
            <translation>ทุกคนผ่าน: กองกลางยังอยู่บนโต๊ะ</translation>
        </message>
        <message>
            <source>You alone play and take the pot of {chips}</source>
            <translation>คุณเล่นคนเดียวและได้กองกลาง {chips}</translation>
        </message>
        <message>
            <source>{seat} alone plays and takes the pot of {chips}</source>
            <translation>{seat} เล่นคนเดียวและได้กองกลาง {chips}</translation>
        </message>
        <message numerus="yes">
            <source>You take %n tricks: +{chips}</source>
            <translation>
                <numerusform>คุณได้ %n ตา: +{chips}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{seat} takes %n tricks: +{chips}</source>
            <translation>
                <numerusform>{seat} ได้ %n ตา: +{chips}</numerusform>
            </translation>
        </message>
        <message>
            <source>You pay the bête of {chips}</source>
            <translation>คุณจ่ายเบต {chips}</translation>
        </message>
        <message>
            <source>{seat} pays the bête of {chips}</source>
            <translation>{seat} จ่ายเบต {chips}</translation>
        </message>
        <message>
            <source>You pay a double bête of {chips}</source>
            <translation>คุณจ่ายเบตสองเท่า {chips}</translation>
        </message>
        <message>
            <source>{seat} pays a double bête of {chips}</source>
            <translation>{seat} จ่ายเบตสองเท่า {chips}</translation>
        </message>
        <message>
            <source>You drop out and pay {chips}</source>
            <translation>คุณถอนตัวและจ่าย {chips}</translation>
        </message>
        <message>
            <source>{seat} drops out and pays {chips}</source>
            <translation>{seat} ถอนตัวและจ่าย {chips}</translation>
        </message>
        <message>
            <source>{chips} in the pot for the next deal</source>
            <translation>{chips} อยู่ในกองกลางสำหรับรอบแจกถัดไป</translation>
        </message>
        <message>
            <source>{seat} {chips}</source>
            <translation>{seat} {chips}</translation>
        </message>
        <message>
            <source>pot {chips}</source>
            <translation>กองกลาง {chips}</translation>
        </message>
        <message>
            <source>The dealer shoves the deal on or deals</source>
            <translation>ผู้แจกเลื่อนการแจกต่อไปหรือแจกเอง</translation>
        </message>
        <message>
            <source>The deal has gone round the table: you must deal</source>
            <translation>การแจกเวียนครบโต๊ะแล้ว: คุณต้องแจก</translation>
        </message>
        <message>
            <source>Cut the pack: lift 1 to 31 cards</source>
            <translation>ตัดไพ่: ยก 1 ถึง 31 ใบ</translation>
        </message>
        <message>
            <source>Knock or decline, before looking at your cards</source>
            <translation>เคาะหรือปฏิเสธ ก่อนดูไพ่ของคุณ</translation>
        </message>
        <message>
            <source>Sniff or decline</source>
            <translation>ดมไพ่หรือปฏิเสธ</translation>
        </message>
        <message>
            <source>Discard one card</source>
            <translation>ทิ้งไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>Play (tap) or pass</source>
            <translation>เล่น (เคาะโต๊ะ) หรือผ่าน</translation>
        </message>
        <message>
            <source>The pot is bare: everybody must play</source>
            <translation>กองกลางว่าง: ทุกคนต้องเล่น</translation>
        </message>
        <message>
            <source>Having sniffed, you play or drop out</source>
            <translation>เมื่อดมไพ่แล้ว คุณต้องเล่นหรือถอนตัว</translation>
        </message>
        <message>
            <source>Only a dealer who sniffed may drop out</source>
            <translation>เฉพาะผู้แจกที่ดมไพ่แล้วเท่านั้นที่ถอนตัวได้</translation>
        </message>
        <message>
            <source>Exchange up to {n} cards with the talon, or none</source>
            <translation>เปลี่ยนไพ่กับกองจั่วได้ไม่เกิน {n} ใบ หรือไม่เปลี่ยน</translation>
        </message>
        <message>
            <source>Rob the trump card or decline</source>
            <translation>ปล้นไพ่ทรัมป์หรือปฏิเสธ</translation>
        </message>
        <message>
            <source>Play a card</source>
            <translation>ลงไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>คุณไม่มี {card} ในมือ</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>คุณต้องลงตามดอก: ลง{suit}</translation>
        </message>
        <message>
            <source>You must head the trick: play a higher {suit}</source>
            <translation>คุณต้องลงให้ชนะ: ลง{suit}ที่สูงกว่า</translation>
        </message>
        <message>
            <source>You cannot follow suit: you must trump</source>
            <translation>คุณลงตามดอกไม่ได้: ต้องตัดด้วยทรัมป์</translation>
        </message>
        <message>
            <source>You must overtrump</source>
            <translation>คุณต้องลงทรัมป์ที่สูงกว่า</translation>
        </message>
        <message>
            <source>You must lead a trump</source>
            <translation>คุณต้องนำด้วยทรัมป์</translation>
        </message>
    </context>
    <context>
        <name>tips</name>
        <message>
            <source>Your tricks: click to see the last trick again (T)</source>
            <translation>ตาที่คุณได้: คลิกเพื่อดูตาล่าสุดอีกครั้ง (T)</translation>
        </message>
        <message>
            <source>{name}'s tricks: click to see the last trick again (T)</source>
            <translation>ตาที่ {name} ได้: คลิกเพื่อดูตาล่าสุดอีกครั้ง (T)</translation>
        </message>
        <message>
            <source>Your cards: drag one onto the table, double-click it, or pick it with ← → and press Enter</source>
            <translation>ไพ่ของคุณ: ลากใบหนึ่งไปบนโต๊ะ ดับเบิลคลิก หรือเลือกด้วย ← → แล้วกด Enter</translation>
        </message>
        <message>
            <source>{name}'s cards</source>
            <translation>ไพ่ของ {name}</translation>
        </message>
        <message>
            <source>The trick</source>
            <translation>ตานี้</translation>
        </message>
        <message>
            <source>a person</source>
            <translation>คน</translation>
        </message>
        <message>
            <source>the computer, {level}</source>
            <translation>คอมพิวเตอร์ {level}</translation>
        </message>
        <message>
            <source>; deals this time (D)</source>
            <translation>; แจกรอบนี้ (D)</translation>
        </message>
    </context>
    <context>
        <name>wallachen</name>
        <message>
            <source>{level}, {suit} trump</source>
            <translation>{level} ทรัมป์{suit}</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} และ{second}</translation>
        </message>
        <message>
            <source>Your Doppler: pushed, the stakes are doubled</source>
            <translation>ด็อพเพลอร์ของคุณ: ดันแล้ว เดิมพันเป็นสองเท่า</translation>
        </message>
        <message>
            <source>Your Doppler (click it to push it)</source>
            <translation>ด็อพเพลอร์ของคุณ (คลิกเพื่อดัน)</translation>
        </message>
        <message>
            <source>Your Doppler</source>
            <translation>ด็อพเพลอร์ของคุณ</translation>
        </message>
        <message>
            <source>{name}'s Doppler: pushed, the stakes are doubled</source>
            <translation>ด็อพเพลอร์ของ {name}: ดันแล้ว เดิมพันเป็นสองเท่า</translation>
        </message>
        <message>
            <source>{name}'s Doppler (click it to push it)</source>
            <translation>ด็อพเพลอร์ของ {name} (คลิกเพื่อดัน)</translation>
        </message>
        <message>
            <source>{name}'s Doppler</source>
            <translation>ด็อพเพลอร์ของ {name}</translation>
        </message>
        <message>
            <source>Your contract</source>
            <translation>สัญญาของคุณ</translation>
        </message>
        <message>
            <source>You won the auction with {level}. Announce your contract: {level} or higher.</source>
            <translation>คุณชนะการประมูลด้วย{level} ประกาศสัญญาของคุณ: {level}หรือสูงกว่า</translation>
        </message>
        <message>
            <source>Kontra?</source>
            <translation>คอนทรา?</translation>
        </message>
        <message>
            <source>{name} plays {contract}. Say Kontra to double the stakes, or let it be.</source>
            <translation>{name} เล่น{contract} พูดคอนทราเพื่อเพิ่มเดิมพันเป็นสองเท่า หรือปล่อยไป</translation>
        </message>
        <message>
            <source>{name} said Kontra. Say Re to double the stakes again, or let it be.</source>
            <translation>{name} พูดคอนทรา พูดเรเพื่อเพิ่มเดิมพันอีกสองเท่า หรือปล่อยไป</translation>
        </message>
        <message>
            <source>A defender said Kontra. Say Re to double the stakes again, or let it be.</source>
            <translation>ฝ่ายรับพูดคอนทรา พูดเรเพื่อเพิ่มเดิมพันอีกสองเท่า หรือปล่อยไป</translation>
        </message>
        <message>
            <source>Re?</source>
            <translation>เร?</translation>
        </message>
        <message>
            <source>Push the Doppler (click it, beside your name) to double the stakes of this deal, whoever plays it?</source>
            <translation>ดันด็อพเพลอร์ (คลิกที่มัน ข้างชื่อของคุณ) เพื่อเพิ่มเดิมพันของรอบแจกนี้เป็นสองเท่า ไม่ว่าใครจะเล่น?</translation>
        </message>
        <message>
            <source>Your choice stays secret until all three have chosen.</source>
            <translation>ตัวเลือกของคุณเป็นความลับจนกว่าทั้งสามคนจะเลือก</translation>
        </message>
        <message>
            <source>Pushed so far: {names} (×{factor}).</source>
            <translation>ดันแล้ว: {names} (×{factor})</translation>
        </message>
        <message>
            <source>The Doppler</source>
            <translation>ด็อพเพลอร์</translation>
        </message>
        <message>
            <source>{name}: {said}</source>
            <translation>{name}: {said}</translation>
        </message>
        <message>
            <source>I play</source>
            <translation>ฉันเล่น</translation>
        </message>
        <message>
            <source>hold</source>
            <translation>ยืน</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>ผ่าน</translation>
        </message>
        <message>
            <source>{name} bids {level}: hold it (you keep the priority), or pass and leave it.</source>
            <translation>{name} ประมูล{level}: ยืน (คุณยังได้สิทธิ์ก่อน) หรือผ่านแล้วปล่อยไป</translation>
        </message>
        <message>
            <source>Nobody plays yet. Bid a Brand, Bettel or Mord, or pass.</source>
            <translation>ยังไม่มีใครเล่น ประมูลบรันด์ เบทเทล หรือมอร์ด หรือผ่าน</translation>
        </message>
        <message>
            <source>Nobody plays yet. Play (Six), or pass.</source>
            <translation>ยังไม่มีใครเล่น เล่น (หก) หรือผ่าน</translation>
        </message>
        <message>
            <source>{name} holds {level}. Bid higher, or pass.</source>
            <translation>{name} ยืน{level} ประมูลสูงกว่า หรือผ่าน</translation>
        </message>
        <message>
            <source>The auction</source>
            <translation>การประมูล</translation>
        </message>
        <message>
            <source>The Start: {cards}. Click two cards to lay away (they rise; click again to put one back).</source>
            <translation>ชตาร์ท: {cards} คลิกไพ่สองใบที่จะทิ้ง (ไพ่จะยกขึ้น คลิกอีกครั้งเพื่อเอาคืน)</translation>
        </message>
        <message>
            <source>Click two cards to lay away (they rise).</source>
            <translation>คลิกไพ่สองใบที่จะทิ้ง (ไพ่จะยกขึ้น)</translation>
        </message>
        <message>
            <source>Lay away two cards</source>
            <translation>ทิ้งไพ่สองใบ</translation>
        </message>
        <message numerus="yes">
            <source>%n more cards to mark.</source>
            <translation>
                <numerusform>เลือกอีก %n ใบ</numerusform>
            </translation>
        </message>
        <message>
            <source>Lay these two away (L)</source>
            <translation>ทิ้งสองใบนี้ (L)</translation>
        </message>
        <message>
            <source>I play (Six)</source>
            <translation>ฉันเล่น (หก)</translation>
        </message>
        <message>
            <source>Lay away {cards}</source>
            <translation>ทิ้ง {cards}</translation>
        </message>
        <message>
            <source>Push the Doppler (D)</source>
            <translation>ดันด็อพเพลอร์ (D)</translation>
        </message>
        <message>
            <source>No (N)</source>
            <translation>ไม่ (N)</translation>
        </message>
        <message>
            <source>Pass (P)</source>
            <translation>ผ่าน (P)</translation>
        </message>
        <message>
            <source>Hold (S)</source>
            <translation>ยืน (S)</translation>
        </message>
        <message>
            <source>Kontra (K)</source>
            <translation>คอนทรา (K)</translation>
        </message>
        <message>
            <source>Re (R)</source>
            <translation>เร (R)</translation>
        </message>
        <message>
            <source>{name} lays away {cards}</source>
            <translation>{name} ทิ้ง {cards}</translation>
        </message>
        <message>
            <source>{name} lays away two cards</source>
            <translation>{name} ทิ้งไพ่สองใบ</translation>
        </message>
        <message>
            <source>{name} has chosen</source>
            <translation>{name} เลือกแล้ว</translation>
        </message>
        <message>
            <source>Doppler!</source>
            <translation>ด็อพเพลอร์!</translation>
        </message>
        <message>
            <source>No Doppler</source>
            <translation>ไม่ดัน</translation>
        </message>
        <message>
            <source>No Kontra</source>
            <translation>ไม่คอนทรา</translation>
        </message>
        <message>
            <source>No Re</source>
            <translation>ไม่เร</translation>
        </message>
        <message>
            <source>No</source>
            <translation>ไม่</translation>
        </message>
        <message>
            <source>{name} plays {contract}</source>
            <translation>{name} เล่น{contract}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>ผ่าน</translation>
        </message>
        <message>
            <source>Hold!</source>
            <translation>ยืน!</translation>
        </message>
        <message>
            <source>Kontra!</source>
            <translation>คอนทรา!</translation>
        </message>
        <message>
            <source>Re!</source>
            <translation>เร!</translation>
        </message>
        <message numerus="yes">
            <source>%n chips</source>
            <translation>
                <numerusform>%n ชิป</numerusform>
            </translation>
        </message>
        <message>
            <source>{value} chips</source>
            <translation>{value} ชิป</translation>
        </message>
        <message>
            <source>Doppeln</source>
            <translation>ด็อพเพิลน์</translation>
        </message>
        <message>
            <source>The contract</source>
            <translation>สัญญา</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>การเล่นตา</translation>
        </message>
        <message>
            <source>Must play Six</source>
            <translation>ต้องเล่นหก</translation>
        </message>
        <message>
            <source>{level}, {suit}</source>
            <translation>{level} {suit}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>ทรัมป์: {suit}</translation>
        </message>
        <message>
            <source>Knock</source>
            <translation>เคาะ</translation>
        </message>
        <message>
            <source>follow suit and head the trick if you can</source>
            <translation>ลงตามดอกและลงให้ชนะถ้าทำได้</translation>
        </message>
        <message>
            <source>lead a card (its suit becomes trump)</source>
            <translation>นำไพ่หนึ่งใบ (ดอกของมันจะเป็นทรัมป์)</translation>
        </message>
        <message>
            <source>lead a card</source>
            <translation>นำไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <source>{hint} — or say Kontra (K)</source>
            <translation>{hint} หรือพูดคอนทรา (K)</translation>
        </message>
        <message>
            <source>{name}: {contract}</source>
            <translation>{name}: {contract}</translation>
        </message>
        <message>
            <source>Declarer: {name} (bid {level})</source>
            <translation>ผู้เล่นเดี่ยว: {name} (ประมูล{level})</translation>
        </message>
        <message>
            <source>stakes ×{factor}</source>
            <translation>เดิมพัน ×{factor}</translation>
        </message>
        <message>
            <source>pot {chips}</source>
            <translation>กองกลาง {chips}</translation>
        </message>
        <message>
            <source>{name} holds {level}</source>
            <translation>{name} ยืน{level}</translation>
        </message>
        <message>
            <source>Doppler pushed</source>
            <translation>ดันด็อพเพลอร์แล้ว</translation>
        </message>
        <message>
            <source>no Doppler</source>
            <translation>ไม่ดัน</translation>
        </message>
        <message>
            <source>has chosen</source>
            <translation>เลือกแล้ว</translation>
        </message>
        <message>
            <source>Doppler</source>
            <translation>ด็อพเพลอร์</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>ผ่านแล้ว</translation>
        </message>
        <message>
            <source>holds {level}</source>
            <translation>ยืน{level}</translation>
        </message>
        <message>
            <source>declarer</source>
            <translation>ผู้เล่นเดี่ยว</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>ฝ่ายรับ</translation>
        </message>
        <message>
            <source>Kontra</source>
            <translation>คอนทรา</translation>
        </message>
        <message>
            <source>Re</source>
            <translation>เร</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n ตา</numerusform>
            </translation>
        </message>
        <message>
            <source>Contract: {level} by {name}</source>
            <translation>สัญญา: {level} โดย {name}</translation>
        </message>
        <message>
            <source>Trump: the suit of the first lead</source>
            <translation>ทรัมป์: ดอกของไพ่ใบแรกที่นำ</translation>
        </message>
        <message>
            <source>The auction: {holds}</source>
            <translation>การประมูล: {holds}</translation>
        </message>
        <message>
            <source>Stakes ×{factor} (Kontra, Re)</source>
            <translation>เดิมพัน ×{factor} (คอนทรา เร)</translation>
        </message>
        <message>
            <source>Stakes ×{factor} (Kontra)</source>
            <translation>เดิมพัน ×{factor} (คอนทรา)</translation>
        </message>
        <message>
            <source>Stakes ×{factor}</source>
            <translation>เดิมพัน ×{factor}</translation>
        </message>
        <message>
            <source>{name}: {chips}</source>
            <translation>{name}: {chips}</translation>
        </message>
        <message>
            <source>Pot: {chips}</source>
            <translation>กองกลาง: {chips}</translation>
        </message>
        <message>
            <source>Deals played: {n} of {total}</source>
            <translation>รอบแจกที่เล่นแล้ว: {n} จาก {total}</translation>
        </message>
        <message>
            <source>{result}.</source>
            <translation>{result}</translation>
        </message>
        <message>
            <source>Trump: {suit}.</source>
            <translation>ทรัมป์: {suit}</translation>
        </message>
        <message numerus="yes">
            <source>%n Dopplers</source>
            <translation>
                <numerusform>ด็อพเพลอร์ %n อัน</numerusform>
            </translation>
        </message>
        <message>
            <source>Kontra and Re</source>
            <translation>คอนทราและเร</translation>
        </message>
        <message>
            <source>Stakes ×{factor} ({why}).</source>
            <translation>เดิมพัน ×{factor} ({why})</translation>
        </message>
        <message>
            <source>Stakes ×{factor}.</source>
            <translation>เดิมพัน ×{factor}</translation>
        </message>
        <message>
            <source>Payments: {payments}.</source>
            <translation>การจ่าย: {payments}</translation>
        </message>
        <message>
            <source>Balances: {balances}; pot {pot}.</source>
            <translation>ยอด: {balances}; กองกลาง {pot}</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>เซสชันจบแล้ว</translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>กองกลาง</translation>
        </message>
        <message>
            <source>push the Doppler (click it, or D) or not (N)</source>
            <translation>ดันด็อพเพลอร์ (คลิกที่มัน หรือ D) หรือไม่ดัน (N)</translation>
        </message>
        <message>
            <source>bid, hold or pass in the auction panel</source>
            <translation>ประมูล ยืน หรือผ่าน ในแผงการประมูล</translation>
        </message>
        <message>
            <source>click two cards to lay away, then confirm (L)</source>
            <translation>คลิกไพ่สองใบที่จะทิ้ง แล้วยืนยัน (L)</translation>
        </message>
        <message>
            <source>announce your contract</source>
            <translation>ประกาศสัญญาของคุณ</translation>
        </message>
        <message>
            <source>say Kontra (K) or not (N)</source>
            <translation>พูดคอนทรา (K) หรือไม่ (N)</translation>
        </message>
        <message>
            <source>say Re (R) or not (N)</source>
            <translation>พูดเร (R) หรือไม่ (N)</translation>
        </message>
        <message>
            <source>That is not a move of Wallachen</source>
            <translation>นี่ไม่ใช่การเล่นของ Wallachen</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>รอบแจกนี้จบแล้ว</translation>
        </message>
        <message>
            <source>Now each player decides whether to push the Doppler: double or no</source>
            <translation>ตอนนี้ผู้เล่นแต่ละคนตัดสินใจว่าจะดันด็อพเพลอร์ไหม: เพิ่มเป็นสองเท่าหรือไม่</translation>
        </message>
        <message>
            <source>It is the auction: bid, hold or pass</source>
            <translation>ช่วงประมูล: ประมูล ยืน หรือผ่าน</translation>
        </message>
        <message>
            <source>Nobody holds a bid yet: play (bid six) or pass</source>
            <translation>ยังไม่มีใครประมูล: เล่น (ประมูลหก) หรือผ่าน</translation>
        </message>
        <message>
            <source>Nobody holds a bid yet: bid a Brand, Bettel or Mord, or pass</source>
            <translation>ยังไม่มีใครประมูล: ประมูลบรันด์ เบทเทล หรือมอร์ด หรือผ่าน</translation>
        </message>
        <message>
            <source>{who} bid {level}: hold it or pass</source>
            <translation>{who} ประมูล {level}: ยืนหรือผ่าน</translation>
        </message>
        <message>
            <source>You may bid {level}, or pass</source>
            <translation>คุณประมูล {level} ได้ หรือผ่าน</translation>
        </message>
        <message>
            <source>You may bid any level above {level}, or pass</source>
            <translation>คุณประมูลระดับใดก็ได้ที่สูงกว่า {level} หรือผ่าน</translation>
        </message>
        <message>
            <source>Mord is held: nothing is higher, you can only pass</source>
            <translation>มีคนยืนมอร์ด: ไม่มีอะไรสูงกว่า คุณผ่านได้อย่างเดียว</translation>
        </message>
        <message>
            <source>Lay away two cards of your hand</source>
            <translation>วางไพ่สองใบจากมือทิ้งไว้</translation>
        </message>
        <message>
            <source>You do not hold the {card}</source>
            <translation>คุณไม่มี {card} ในมือ</translation>
        </message>
        <message>
            <source>Your contract must be at least your winning bid, {level}</source>
            <translation>สัญญาของคุณต้องไม่ต่ำกว่าการประมูลที่ชนะ: {level}</translation>
        </message>
        <message>
            <source>Name the trump suit with a contract of tricks</source>
            <translation>ระบุดอกทรัมป์เมื่อเป็นสัญญาแบบนับตา</translation>
        </message>
        <message>
            <source>Say Kontra or no</source>
            <translation>พูดคอนทราหรือไม่</translation>
        </message>
        <message>
            <source>Say Re or no</source>
            <translation>พูดเรหรือไม่</translation>
        </message>
        <message>
            <source>Only a defender may say Kontra, once, before the end of the first trick</source>
            <translation>เฉพาะฝ่ายรับเท่านั้นที่พูดคอนทราได้ ครั้งเดียว ก่อนจบตาแรก</translation>
        </message>
        <message>
            <source>You must follow suit and beat the {card}: play a higher {suit}</source>
            <translation>คุณต้องลงตามดอกและชนะ {card}: ลง{suit}ที่สูงกว่า</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}</source>
            <translation>คุณต้องลงตามดอก: ลง{suit}</translation>
        </message>
        <message>
            <source>You must overtrump the {card}: play a higher {suit}</source>
            <translation>คุณต้องลงทรัมป์สูงกว่า {card}: ลง{suit}ที่สูงกว่า</translation>
        </message>
        <message>
            <source>You cannot follow suit, so you must trump: play a {suit}</source>
            <translation>คุณลงตามดอกไม่ได้ จึงต้องตัดด้วยทรัมป์: ลง{suit}</translation>
        </message>
        <message>
            <source>Play a card</source>
            <translation>ลงไพ่หนึ่งใบ</translation>
        </message>
        <message numerus="yes">
            <source>You made {contract} with %n tricks</source>
            <translation>
                <numerusform>คุณทำ {contract} ได้ด้วย %n ตา</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} made {contract} with %n tricks</source>
            <translation>
                <numerusform>{who} ทำ {contract} ได้ด้วย %n ตา</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You failed {contract} with %n tricks</source>
            <translation>
                <numerusform>คุณทำ {contract} ไม่ได้ ได้เพียง %n ตา</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} failed {contract} with %n tricks</source>
            <translation>
                <numerusform>{who} ทำ {contract} ไม่ได้ ได้เพียง %n ตา</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody played: everybody paid {ante} into the pot</source>
            <translation>ไม่มีใครเล่น: ทุกคนจ่าย {ante} เข้ากองกลาง</translation>
        </message>
        <message>
            <source>Nobody played: the deal is thrown in</source>
            <translation>ไม่มีใครเล่น: รอบแจกนี้เป็นโมฆะ</translation>
        </message>
        <message>
            <source>{balances}; pot {pot}</source>
            <translation>{balances}; กองกลาง {pot}</translation>
        </message>
        <message>
            <source>{who}: {chips}</source>
            <translation>{who}: {chips}</translation>
        </message>
        <message>
            <source>Six</source>
            <translation>หก</translation>
        </message>
        <message>
            <source>Seven</source>
            <translation>เจ็ด</translation>
        </message>
        <message>
            <source>Eight</source>
            <translation>แปด</translation>
        </message>
        <message>
            <source>Nine</source>
            <translation>เก้า</translation>
        </message>
        <message>
            <source>Brand in {suit}</source>
            <translation>บรันด์{suit}</translation>
        </message>
        <message>
            <source>Bettel</source>
            <translation>เบทเทล</translation>
        </message>
        <message>
            <source>Mord</source>
            <translation>มอร์ด</translation>
        </message>
    </context>
    <context>
        <name>window</name>
        <message>
            <source>Welcome. Game ▸ New game… (Ctrl+N) to start.</source>
            <translation>ยินดีต้อนรับ เกม ▸ เกมใหม่… (Ctrl+N) เพื่อเริ่ม</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;เกม</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>เกม&amp;ใหม่…</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;กติกาของเกมนี้</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>การ&amp;ตั้งค่า…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>&amp;สถิติ…</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>คำ&amp;แนะนำ</translation>
        </message>
        <message>
            <source>THIS DEAL</source>
            <translation>รอบแจกนี้</translation>
        </message>
        <message>
            <source>The deal's calls and plays</source>
            <translation>การประกาศและการลงไพ่ของรอบแจกนี้</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;ช่วยเหลือ</translation>
        </message>
        <message>
            <source>&amp;Choose a game…</source>
            <translation>&amp;เลือกเกม…</translation>
        </message>
        <message>
            <source>Play deal &amp;number…</source>
            <translation>เล่นรอบแจก&amp;หมายเลข…</translation>
        </message>
        <message>
            <source>Play the last deal &amp;again…</source>
            <translation>เล่นตาล่าสุด&amp;อีกครั้ง…</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;ย้อนกลับ</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>ตา&amp;ล่าสุด</translation>
        </message>
        <message>
            <source>&amp;Review this game's deals…</source>
            <translation>&amp;ทบทวนรอบแจกของเกมนี้…</translation>
        </message>
        <message>
            <source>&amp;Past games…</source>
            <translation>เกมที่&amp;ผ่านมา…</translation>
        </message>
        <message>
            <source>&amp;Export the last deal…</source>
            <translation>&amp;ส่งออกรอบแจกล่าสุด…</translation>
        </message>
        <message>
            <source>&amp;Import a deal record…</source>
            <translation>&amp;นำเข้าข้อมูลรอบแจก…</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>เต็ม&amp;จอ</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;ออก</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>ปุ่ม&amp;ลัด</translation>
        </message>
        <message>
            <source>&amp;About cardtable</source>
            <translation>&amp;เกี่ยวกับ cardtable</translation>
        </message>
        <message>
            <source>Learn {game}</source>
            <translation>เรียน {game}</translation>
        </message>
        <message>
            <source>SCORE</source>
            <translation>คะแนน</translation>
        </message>
        <message>
            <source>SCORE SHEET</source>
            <translation>ตารางคะแนน</translation>
        </message>
        <message>
            <source>The deal's number: Game ▸ Play deal number… deals the same cards again</source>
            <translation>หมายเลขรอบแจก: เกม ▸ เล่นรอบแจกหมายเลข… แจกไพ่ชุดเดิมอีกครั้ง</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>คำแนะนำ (H)</translation>
        </message>
        <message>
            <source>The computer's estimate of each card you may play</source>
            <translation>คอมพิวเตอร์ประเมินไพ่แต่ละใบที่คุณลงได้</translation>
        </message>
        <message>
            <source>One row per deal; the last row is the running total</source>
            <translation>หนึ่งแถวต่อรอบแจก; แถวสุดท้ายคือผลรวมสะสม</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>ตารางคะแนน</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>คะแนน</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>สถานะ</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>โต๊ะไพ่</translation>
        </message>
        <message>
            <source>{game} — cardtable</source>
            <translation>{game} — cardtable</translation>
        </message>
        <message>
            <source>Each deal's points are added here when it is scored.</source>
            <translation>คะแนนของแต่ละรอบแจกจะถูกเพิ่มที่นี่เมื่อคิดคะแนนแล้ว</translation>
        </message>
        <message>
            <source>Each hand's points are added here when it is scored; the last row is the running total.</source>
            <translation>คะแนนของแต่ละรอบแจกจะถูกเพิ่มที่นี่เมื่อคิดคะแนนแล้ว แถวสุดท้ายคือคะแนนรวมสะสม</translation>
        </message>
        <message>
            <source>Each deal's points are added here when it is scored; the last row is the running total.</source>
            <translation>คะแนนของแต่ละรอบแจกจะถูกเพิ่มที่นี่เมื่อคิดคะแนนแล้ว แถวสุดท้ายคือคะแนนรวมสะสม</translation>
        </message>
        <message>
            <source>Not all of the last choices can be used: {what}. The defaults apply; the settings file keeps the choices as they were.</source>
            <translation>ใช้ตัวเลือกครั้งล่าสุดได้ไม่ทั้งหมด: {what} จึงใช้ค่าเริ่มต้นแทน ไฟล์การตั้งค่ายังเก็บตัวเลือกไว้ตามเดิม</translation>
        </message>
        <message>
            <source>The settings could not be saved: {why}</source>
            <translation>บันทึกการตั้งค่าไม่ได้: {why}</translation>
        </message>
        <message>
            <source>Your game of {game} against {who}, deal {n}.</source>
            <translation>เกม {game} ของคุณกับ {who} รอบแจกที่ {n}</translation>
        </message>
        <message>
            <source>The game of {game} of {who}, deal {n}.</source>
            <translation>เกม {game} ของ {who} รอบแจกที่ {n}</translation>
        </message>
        <message>
            <source>Abandon your game of {game}? It cannot be resumed later.</source>
            <translation>ทิ้งเกม {game} ของคุณไหม? จะเล่นต่อภายหลังไม่ได้</translation>
        </message>
        <message>
            <source>Abandon the game?</source>
            <translation>ทิ้งเกมไหม?</translation>
        </message>
        <message>
            <source>Abandon it</source>
            <translation>ทิ้งเกม</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>เล่นต่อไป</translation>
        </message>
        <message>
            <source>Choose a game: Play starts it against the computer, Options… lets you choose the rules and the players.</source>
            <translation>เลือกเกม: เล่น จะเริ่มเกมกับคอมพิวเตอร์ ตัวเลือก… ให้คุณเลือกกติกาและผู้เล่น</translation>
        </message>
        <message>
            <source>Take back {name}'s last move? At a table of several people a move is taken back only if everybody agrees.</source>
            <translation>ย้อนการเดินล่าสุดของ {name} ไหม? เมื่อมีหลายคนที่โต๊ะ จะย้อนได้ก็ต่อเมื่อทุกคนเห็นด้วย</translation>
        </message>
        <message>
            <source>Deal {n} of this game</source>
            <translation>รอบแจกที่ {n} ของเกมนี้</translation>
        </message>
        <message>
            <source>Number {seed}</source>
            <translation>หมายเลข {seed}</translation>
        </message>
        <message>
            <source>Played again: everybody holds the same hand</source>
            <translation>เล่นอีกครั้ง: ทุกคนได้ไพ่มือเดิม</translation>
        </message>
        <message>
            <source>No deal of this game has been finished yet.</source>
            <translation>เกมนี้ยังไม่มีรอบแจกที่จบ</translation>
        </message>
        <message>
            <source>The deal cannot be shown: {why}</source>
            <translation>แสดงรอบแจกไม่ได้: {why}</translation>
        </message>
        <message>
            <source>Past games are kept only when the app keeps its files (not in this run).</source>
            <translation>เกมที่ผ่านมาจะถูกเก็บเฉพาะเมื่อแอปเก็บไฟล์ของมัน (ไม่ใช่ในการเปิดครั้งนี้)</translation>
        </message>
        <message>
            <source>{file} cannot be shown: {why}</source>
            <translation>แสดง {file} ไม่ได้: {why}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>ที่นั่ง {n}</translation>
        </message>
        <message>
            <source>Import a deal record</source>
            <translation>นำเข้าข้อมูลรอบแจก</translation>
        </message>
        <message>
            <source>Deal records and saved games (*.json);;All files (*)</source>
            <translation>ข้อมูลรอบแจกและเกมที่บันทึกไว้ (*.json);;ไฟล์ทั้งหมด (*)</translation>
        </message>
        <message>
            <source>Export the last deal</source>
            <translation>ส่งออกรอบแจกล่าสุด</translation>
        </message>
        <message>
            <source>Deal records (*.json)</source>
            <translation>ข้อมูลรอบแจก (*.json)</translation>
        </message>
        <message>
            <source>The deal could not be saved: {why}</source>
            <translation>บันทึกรอบแจกไม่ได้: {why}</translation>
        </message>
        <message>
            <source>About cardtable</source>
            <translation>เกี่ยวกับ cardtable</translation>
        </message>
    </context>
</TS>
