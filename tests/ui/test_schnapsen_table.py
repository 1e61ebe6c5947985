"""Schnapsen played on the real table with mouse and keys (animations off unless stated)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.cards import HIDDEN, parse_card
from cardtable.engine import Action
from cardtable.session import SeatConfig
from cardtable.ui.app.dialogs import rules_text
from tests.ui.conftest import (
    SCH01,
    click_scene,
    drag_card,
    human_vs_computer,
    item_point,
    playable_card,
    scene_point,
    start_explicit,
    wait_turn,
)

C = parse_card


def test_a_full_deal_by_drags_alone_reaches_the_summary(qtbot, window) -> None:
    window.start_game("schnapsen", seats=human_vs_computer(), seed=11)
    c = window.flow
    human_moves = 0
    for _ in range(40):
        wait_turn(qtbot, window)
        if window.summary.isVisible():
            break
        if window.question.isVisible():  # a marriage question: answer as a person would
            QTest.mouseClick(window.question.no, Qt.MouseButton.LeftButton)
            continue
        before = len(c.state.history)
        drag_card(qtbot, window, playable_card(window))
        qtbot.waitUntil(lambda before=before: len(c.state.history) > before
                        or window.question.isVisible() or window.summary.isVisible(),
                        timeout=3000)
        human_moves += 1
    assert window.summary.isVisible(), "the deal never reached its summary"
    assert human_moves >= 3
    match = c.match
    assert match.state is None and len(match.results) == 1
    assert c.score_sheet.rowCount() == 2  # the deal and the total
    assert "wins" in window.summary.text.text().replace("\xa0", " ") or "Nobody" in window.summary.text.text().replace("\xa0", " ")
    QTest.mouseClick(window.summary.button, Qt.MouseButton.LeftButton)
    # The summary goes at once; the next deal starts in the event loop's next turn, after
    # the table under the summary is drawn (in one turn they made a long frame).
    assert not window.summary.isVisible() and match.state is None
    qtbot.waitUntil(lambda: match.state is not None)
    assert not match.state.is_over and len(match.records) == 1


def test_clicking_the_talon_closes_it(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    wait_turn(qtbot, window)
    c = window.flow
    talon = c.model.zone("talon").slots
    top = c.scene.items_by_uid[talon[-1].uid]
    click_scene(window, top.scenePos())
    assert c.state.talon_state == 1  # closed
    assert c.state.history[-1] == Action("close")
    trump_item = c.scene.items_by_uid[c.model.zone("trump").slots[0].uid]
    assert trump_item.card == HIDDEN  # the talon is turned face down on the trump
    assert "Closed" in [cap.text for cap in c.scene.captions]


def test_dragging_the_trump_jack_onto_the_trump_card_exchanges(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    wait_turn(qtbot, window)
    c = window.flow
    drag_card(qtbot, window, "JH", target="trump")
    assert c.state.history == [Action("exchange")]
    assert c.state.hands[0] >> C("QH") & 1 and not c.state.hands[0] >> C("JH") & 1
    trump_slot = c.model.zone("trump").slots[0]
    assert c.scene.items_by_uid[trump_slot.uid].card == C("JH")
    assert C("QH") in [s.card for s in c.model.hand(0).slots]


def test_a_card_dropped_on_the_trump_that_is_not_the_jack_changes_nothing(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    wait_turn(qtbot, window)
    c = window.flow
    key = c.state.key()
    home = c.scene.item_of_card(C("AS")).pos()
    drag_card(qtbot, window, "AS", target="trump")
    assert c.state.key() == key
    assert c.scene.item_of_card(C("AS")).pos() == home


def test_leading_a_queen_with_her_king_asks_and_yes_announces(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    wait_turn(qtbot, window)
    c = window.flow
    drag_card(qtbot, window, "QC")
    assert window.question.isVisible()
    assert "marriage" in window.question.label.text() and "20" in window.question.label.text()
    assert c.state.history == []  # nothing happens before the answer
    QTest.mouseClick(window.question.yes, Qt.MouseButton.LeftButton)
    assert [str(a) for a in c.state.history[:2]] == ["marry C", "QC"]
    assert "20!" in [cap.text for cap in c.scene.captions]


def test_leading_a_queen_with_her_king_and_answering_no_just_plays(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    wait_turn(qtbot, window)
    c = window.flow
    drag_card(qtbot, window, "QC")
    QTest.mouseClick(window.question.no, Qt.MouseButton.LeftButton)
    assert [str(a) for a in c.state.history[:1]] == ["QC"]
    assert all(a.kind != "marry" for a in c.state.history)


def test_an_illegal_drop_snaps_back_says_why_and_changes_nothing(qtbot, window) -> None:
    # The computer (forehand) closes and leads the ace of spades: the human must play QS.
    start_explicit(window, SCH01, dealer=0, seats=[SeatConfig("You", True),
                                                   SeatConfig("Anna", False)],
                   script={1: "close,AS"})
    wait_turn(qtbot, window)
    c = window.flow
    assert c.state.led == C("AS")
    key, history = c.state.key(), list(c.state.history)
    item = c.scene.item_of_card(C("AC"))
    home = item.pos()
    assert item.dimmed and not item.playable
    drag_card(qtbot, window, "AC")
    assert c.state.key() == key and c.state.history == history
    assert item.pos() == home
    assert "spade" in window.status_label.text()
    assert c.human_on_turn()


def test_double_click_and_keyboard_play_like_a_drag(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    wait_turn(qtbot, window)
    c = window.flow
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, item_point(window, "AS"))
    assert c.state.history[0] == Action("play", card=C("AS"))
    wait_turn(qtbot, window)
    n = len(c.state.history)
    window.view.setFocus()
    hand = [s.card for s in c.model.hand(0).slots]
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert len(c.state.history) > n, window.status_label.text()
    assert c.state.history[n] == Action("play", card=hand[1])  # talon open: any card goes


def test_the_deck_style_switches_mid_deal(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    wait_turn(qtbot, window)
    c = window.flow
    drag_card(qtbot, window, "AS")
    wait_turn(qtbot, window)
    key = c.state.key()
    items = list(c.scene.items_by_uid.values())
    before = {it.uid: (it.pos(), it._pixmap.cacheKey()) for it in items}
    dialog = window.show_settings()
    dialog.deck.setCurrentIndex(dialog.deck.findData("german"))
    for it in items:
        pos, pm = before[it.uid]
        assert it._style == "german" and it.pos() == pos
        assert it._pixmap.cacheKey() != pm
    assert c.state.key() == key
    dialog.close()
    n = len(c.state.history)
    drag_card(qtbot, window, playable_card(window))  # play goes on in the new deck
    assert len(c.state.history) > n


def test_normal_speed_animates_and_input_during_motion_finishes_it(qtbot, window) -> None:
    window.settings.animation_speed = "normal"
    window.apply_settings()
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    c = window.flow
    wait_turn(qtbot, window)
    item = c.scene.item_of_card(C("AS"))
    drag_card(qtbot, window, "AS")
    assert c.animator.busy  # the card glides; the computer answers meanwhile
    trick_centre = c.scene.trick_area().center()
    qtbot.waitUntil(lambda: (item.pos() - trick_centre).manhattanLength() < c.scene.geom.big,
                    timeout=3000)
    wait_turn(qtbot, window, timeout=8000)
    assert c.state.current_player == 0 and len(c.state.history) >= 2
    assert item.pos() != trick_centre  # collected to a pile by now
    # A press while cards move finishes the motion at once, then acts on what is shown.
    drag_card(qtbot, window, playable_card(window))
    if c.animator.busy:
        n = len(c.state.history)
        QTest.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, scene_point(window, trick_centre))
        QTest.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier, scene_point(window, trick_centre))
        assert len(c.state.history) == n


def test_a_new_game_while_the_computer_thinks_cancels_it(qtbot, window) -> None:
    import threading

    gate = threading.Event()

    class SlowPlayer:
        name = "slow"

        def choose(self, view):  # type: ignore[no-untyped-def]
            gate.wait(2)
            return view.legal[0]

    start_explicit(window, SCH01, dealer=0, seats=human_vs_computer())
    c = window.flow
    window.computers.players[1] = SlowPlayer()
    window.computers.thinking = False
    from cardtable.ui.play.ai_worker import new_generation

    window.computers.generation = new_generation()  # drop the answer already on its way from the first player
    c._advance()
    assert window.computers.thinking
    window.start_game("schnapsen", seats=human_vs_computer(), seed=3)
    new_state = c.state
    wait_turn(qtbot, window)
    history = list(new_state.history)
    gate.set()  # the old game's answer arrives now
    qtbot.wait(300)
    assert c.state is new_state and new_state.history == history
    assert c.human_on_turn()


def test_the_hint_key_puts_an_estimate_on_each_playable_card(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    wait_turn(qtbot, window)
    c = window.flow
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    hand = [c.scene.items_by_uid[s.uid] for s in c.model.hand(0).slots]
    qtbot.waitUntil(lambda: all(it.badge for it in hand), timeout=20000)
    for it in hand:  # a signed figure (the best one starred), its unit in the line
        assert it.badge == "rule" or \
            -3.0 <= float(it.badge.lstrip("★").replace("\u2212", "-")) <= 3.0
    assert sum(it.badge.startswith("★") for it in hand) <= 1
    assert "game point" in window.status_label.text()
    assert window.status_label.text().startswith("Hint")
    assert "Close" in window.status_label.text() or "close" in window.status_label.text()
    assert window.hint_button.isEnabled()
    drag_card(qtbot, window, "AS")  # an action clears the estimates
    assert not any(it.badge for it in c.scene.items_by_uid.values())
    assert not window.hint_button.isEnabled()  # the computer's turn: nothing to hint


def test_manual_claim_after_announcing_forty_in_the_line_of_sch01(qtbot, window) -> None:
    # SCH-01 with claim_mode = manual: after announcing the marriage in diamonds the human has
    # 66 and claims with the button instead of leading (rules/schnapsen.md, SCH-01 and SCH-16).
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer(),
                   script={1: "AC,JD,TS,QS"}, claim_mode="manual")
    c = window.flow

    def move(card: str, target: str = "trick") -> None:
        wait_turn(qtbot, window)
        drag_card(qtbot, window, card, target)

    move("JH", "trump")
    move("QC")
    QTest.mouseClick(window.question.yes, Qt.MouseButton.LeftButton)
    move("TD")
    move("JS")
    move("AS")
    move("QD")
    assert "diamonds" in window.question.label.text()
    QTest.mouseClick(window.question.yes, Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window)
    assert str(c.state.history[-1]) == "marry D"  # stopped before leading: may claim now
    claim = [b for b in window.action_buttons() if b.text() == "Claim 66"]
    assert claim, [b.text() for b in window.action_buttons()]
    QTest.mouseClick(claim[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.summary.isVisible, timeout=3000)
    assert c.match.results[-1].points == (2, 0)
    assert "You wins 2" in window.summary.text.text().replace("\xa0", " ") or "You win" in window.summary.text.text().replace("\xa0", " ")


def test_the_keyboard_exchanges_with_e_and_closes_with_c(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    wait_turn(qtbot, window)
    c = window.flow
    status = window.status_label.text()
    assert "press C" in status and "press E" in status, status
    key = c.state.key()
    QTest.keyClick(window.view, Qt.Key.Key_X)  # no action: nothing happens
    assert c.state.key() == key
    QTest.keyClick(window.view, Qt.Key.Key_E)
    assert c.state.history == [Action("exchange")]
    assert c.model.zone("trump").slots[0].card == C("JH")
    wait_turn(qtbot, window)
    assert "press E" not in window.status_label.text()  # no second exchange to offer
    QTest.keyClick(window.view, Qt.Key.Key_E)
    assert c.state.history == [Action("exchange")]
    QTest.keyClick(window.view, Qt.Key.Key_C)
    assert c.state.history == [Action("exchange"), Action("close")]
    assert c.scene.items_by_uid[c.model.zone("trump").slots[0].uid].card == HIDDEN
    assert "Closed" in [cap.text for cap in c.scene.captions]
    assert "C closes the talon" in rules_text("schnapsen").replace("**", "")


def test_the_close_key_does_nothing_on_the_opponents_turn(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=0, seats=human_vs_computer(), script={1: "AS"})
    wait_turn(qtbot, window)
    c = window.flow
    assert c.state.current_player == 0 and c.state.history  # Anna led; now we follow
    n = len(c.state.history)
    QTest.keyClick(window.view, Qt.Key.Key_C)
    assert len(c.state.history) == n and Action("close") not in c.state.history
