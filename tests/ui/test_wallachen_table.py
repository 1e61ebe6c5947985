"""Wallachen on the real table: a whole deal by mouse (the Doppler, the auction panel, the
two-card discard, the contract, Re after a Kontra, the tricks by dragging) checked against the
state after each phase; Kontra as a button in the first trick; refusals; a secret Doppeln
choice that never shows to the next person in hot-seat; the new-game dialog."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from cardtable.cards import HIDDEN, card_list, card_str
from cardtable.games import get_game
from cardtable.session import SeatConfig
from cardtable.storage import Settings
from cardtable.ui.app.dialogs import NewGameDialog
from cardtable.ui.games.wallachen import WallachenAdapter
from cardtable.ui.words.naming import deck_for
from tests.ui.conftest import (
    Quiet,
    ScriptedPlayer,
    drag_card,
    item_point,
    playable_card,
    wait_turn,
    watch_faces,
)

LEFT = Qt.MouseButton.LeftButton
SEATS = [SeatConfig("You", True), SeatConfig("Anna", False), SeatConfig("Bert", False)]
GAME = get_game("wallachen")


def _start(window: Any, dealer: int, players: dict[int, ScriptedPlayer],
           seats: list[SeatConfig] = SEATS, seed: int = 5, **changes: Any) -> None:
    options = replace(GAME.default_options(), **changes)
    match = GAME.match_type(GAME, options, 3, seed, dealer)  # type: ignore[call-arg]
    window.resume_match(match, seats, players)


def _button(window: Any, action: str) -> QPushButton:
    for b in window.action_buttons():
        if b.objectName() == f"action:{action}":
            return b  # type: ignore[no-any-return]
    shown = [b.objectName() for b in window.action_buttons()]
    raise AssertionError(f"no button for {action!r}; shown: {shown}")


def _click(window: Any, action: str) -> None:
    QTest.mouseClick(_button(window, action), LEFT)


def _hand_on_screen(window: Any, seat: int = 0) -> list[int]:
    return sorted(window.flow.model.hand(seat).cards)


def _wait(qtbot: Any, window: Any) -> None:
    c = window.flow
    qtbot.waitUntil(lambda: window.cover.isVisible() or window.summary.isVisible()
                    or (c.human_on_turn() and not c.animator.busy), timeout=10000)


def test_a_whole_deal_by_mouse_checked_after_each_phase(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    # Bert deals: you are forehand. Anna and Bert push no Doppler and pass; Anna says Kontra.
    _start(window, dealer=2, players={1: ScriptedPlayer("no,pass,kontra"),
                                      2: ScriptedPlayer("no,pass")})
    c = window.flow
    st = c.state
    wait_turn(qtbot, window)
    assert c.style == "german"  # Wallachen's own pack
    v = st.view(0)
    assert v.phase == "doppeln" and st.current_player == 0
    assert window.choice.isVisible() and window.choice.title.text() == "The Doppler"
    assert _hand_on_screen(window) == card_list(st.core.hands[0])  # the first packet, face up
    assert len(c.model.zone("pack").slots) == 6 < 32 - sum(v.hand_sizes)  # the rest waits
    assert not c.model.zone("start").slots
    doppler = c.adapter.dopplers[0]
    assert doppler.clickable and not doppler.pushed and doppler.rotation() == 0
    assert not c.adapter.dopplers[1].clickable
    QTest.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                     window.view.mapFromScene(doppler.scenePos()))  # push it

    # The auction: only the legal bids, and who said what.
    wait_turn(qtbot, window)
    v = st.view(0)
    assert v.phase == "auction" and v.doppeln == (1, 0, 0) and v.multiplier == 2
    assert "Doppler" in c.scene.plates[0].info and "Doppler" not in c.scene.plates[1].info
    assert "×2" in c.scene.badge.text
    assert [d.pushed for d in c.adapter.dopplers] == [True, False, False]
    assert doppler.rotation() == 90 and not doppler.clickable  # turned crosswise
    assert window.choice.title.text() == "The auction"
    assert [b.text() for b in window.choice.buttons] == ["I play (Six)", "Pass (P)"]
    assert {b.objectName() for b in window.choice.buttons} == {f"action:{a}" for a in v.legal}
    assert len(c.model.zone("start").slots) == 2  # the Start, face down in the middle
    assert all(s.card == HIDDEN for s in c.model.zone("start").slots)
    assert _hand_on_screen(window) == card_list(st.core.hands[0])  # ten cards now
    _click(window, "bid 6")

    # You won the auction: the Start flew into your hand; mark two cards and lay them away.
    wait_turn(qtbot, window)
    v = st.view(0)
    assert v.phase == "discard" and v.declarer == 0
    assert not c.model.zone("start").slots
    assert _hand_on_screen(window) == card_list(st.core.hands[0]) and len(card_list(st.core.hands[0])) == 12
    assert v.start_cards and v.start_cards & st.core.hands[0] == v.start_cards
    assert window.choice.title.text() == "Lay away two cards" and not window.choice.buttons
    a, b, d, e = card_list(st.core.hands[0])[:4]
    for card in (a, b, a):  # mark a and b, then put a back
        QTest.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                         item_point(window, card_str(card)))
        wait_turn(qtbot, window)
    assert c.model.raised == {b} and not window.choice.buttons
    drag_card(qtbot, window, card_str(d))  # dragged out of the hand: marked too
    wait_turn(qtbot, window)
    assert c.model.raised == {b, d}
    raised = c.scene.items_by_uid[next(s.uid for s in c.model.hand(0).slots if s.card == b)]
    flat = c.scene.items_by_uid[next(s.uid for s in c.model.hand(0).slots if s.card == e)]
    assert raised.pos().y() < flat.pos().y() - 20  # risen out of the hand
    assert [x.text() for x in window.choice.buttons] == ["Lay these two away (L)"]
    assert st.view(0).phase == "discard"  # nothing is laid away before the confirmation
    QTest.mouseClick(window.choice.buttons[0], LEFT)

    # The contract.
    wait_turn(qtbot, window)
    v = st.view(0)
    assert st.core.discards == (1 << b) | (1 << d)
    assert sorted(c.model.zone("laid").cards) == sorted((b, d))  # face up to you alone
    assert _hand_on_screen(window) == card_list(st.core.hands[0]) and len(c.model.hand(0).slots) == 10
    assert v.phase == "contract" and window.choice.title.text() == "Your contract"
    adapter = c.adapter
    assert [x.text() for x in window.choice.buttons] == [adapter.action_label(x)
                                                        for x in v.legal]
    assert "Six" in [x.text() for x in window.choice.buttons]
    _click(window, "declare 6")

    # Anna said Kontra: Re?
    wait_turn(qtbot, window)
    v = st.view(0)
    assert v.phase == "re" and v.kontra == 1 and v.multiplier == 4
    assert "Kontra" in c.scene.plates[1].info and "×4" in c.scene.badge.text
    assert window.choice.title.text() == "Re?"
    _click(window, "re")

    # The tricks, by dragging; the screen follows the state at each of your turns.
    plays = 0
    for _ in range(40):
        wait_turn(qtbot, window)
        if window.summary.isVisible():
            break
        v = st.view(0)
        assert v.phase == "play" and v.multiplier == 8 and "×8" in c.scene.badge.text
        # A won trick lies in the middle until the next card is played (the last trick).
        shown = c.model.zone("trick").cards
        lying = shown if not v.trick and len(shown) == 3 else []
        assert lying or shown == [x for _, x in v.trick]
        short = [3 * won - len(c.model.pile(s).slots) for s, won in enumerate(v.tricks_won)]
        assert sorted(short) == ([0, 0, 3] if lying else [0, 0, 0])
        assert _hand_on_screen(window) == card_list(st.core.hands[0])
        assert not window.action_bar.isVisible()  # no Kontra for the declarer
        n = len(st.history)
        drag_card(qtbot, window, playable_card(window))
        assert len(st.history) == n + 1
        plays += 1
    assert window.summary.isVisible(), "the deal did not reach its summary"
    assert plays == 10
    result = st.result()
    chips = c.match.chips()
    assert [p.balance for p in c.scene.plates] == list(chips.balances)
    sheet = c.score_sheet
    shown = [sheet.item(0, i).text() for i in range(4)]
    assert shown == [f"{p:+d}" if p else "0" for p in result.points] + ["0"]
    assert [sheet.item(1, i).text() for i in range(3)] == [str(b) for b in chips.balances]
    words = window.summary.text.text().replace("\xa0", " ")
    assert "Stakes ×8" in words and "Kontra and Re" in words
    assert "Payments: You " in words


def _to_the_first_lead(qtbot: Any, window: Any) -> None:
    """You deal: Anna (forehand) plays Six, Bert and you pass; Bert and you let it be before
    the lead (no Doppler, pass, no Kontra), up to your first card."""
    _start(window, dealer=0, players={1: Quiet("no,bid 6"), 2: Quiet("no,pass,no")})
    st = window.flow.state
    for _ in range(10):
        wait_turn(qtbot, window)
        phase = st.view(0).phase
        if phase == "play":
            return
        _click(window, {"doppeln": "no", "auction": "pass", "kontra": "no"}[phase])
    raise AssertionError("the cards were never played")


def test_kontra_is_a_button_beside_the_cards_in_the_first_trick(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _to_the_first_lead(qtbot, window)  # then you say Kontra in the first trick
    c = window.flow
    st = c.state
    wait_turn(qtbot, window)
    v = st.view(0)
    assert v.phase == "play" and v.trick_number == 1 and v.kontra < 0
    assert "kontra" in {str(a) for a in v.legal}
    assert window.action_bar.isVisible() and _button(window, "kontra").text() == "Kontra (K)"
    _click(window, "kontra")
    wait_turn(qtbot, window)
    v = st.view(0)
    assert v.kontra == 0 and "Kontra" in c.scene.plates[0].info
    assert not any(b.objectName() == "action:kontra" for b in window.action_buttons())
    n = len(st.history)
    drag_card(qtbot, window, playable_card(window))
    assert len(st.history) == n + 1


def test_an_illegal_card_glides_back_and_the_status_says_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _to_the_first_lead(qtbot, window)
    c = window.flow
    st = c.state
    for _ in range(60):
        wait_turn(qtbot, window)
        assert not window.summary.isVisible(), "never held a card that was not playable"
        dimmed = [s for s in c.model.hand(0).slots if c.scene.items_by_uid[s.uid].dimmed]
        if dimmed:
            key, item = st.key(), c.scene.items_by_uid[dimmed[0].uid]
            home = item.pos()
            drag_card(qtbot, window, card_str(dimmed[0].card))
            qtbot.waitUntil(lambda: not c.animator.busy)
            assert st.key() == key and window.gestures.card_of_uid(item.uid)[0] == "hand0"
            assert (item.pos() - home).manhattanLength() < 1  # glided back home
            status = window.status_label.text()
            assert status.startswith("You must"), status  # follow suit / head / trump
            return
        drag_card(qtbot, window, playable_card(window))
    raise AssertionError("never held a card that was not playable")


def _screen_words(window: Any) -> list[str]:
    """Every word the table shows about the game (not the hand): plates, badge, captions,
    status, the panel and its buttons, the score panel."""
    c = window.flow
    out = [f"{p.name}|{p.info}" for p in c.scene.plates]
    out += [c.scene.badge.text, window.status_label.text(), window.score_label.text().replace("\xa0", " ")]
    out += sorted(cap.text for cap in c.scene.captions)
    out += [f"{d.pushed} {d.rotation()} {d.toolTip()}" for d in c.adapter.dopplers]
    if window.choice.isVisible():
        out += [window.choice.title.text(), window.choice.text.text()]
        out += [b.text() for b in window.choice.buttons]
    return out


def _secret_doppeln(qtbot: Any, window: Any, push: bool) -> tuple[list[str], list[str]]:
    """Ann pushes (or not) in secret; what the table shows Ann, and then Ben after the
    handover."""
    people = [SeatConfig("Ann", True), SeatConfig("Ben", True), SeatConfig("Cid", False)]
    _start(window, dealer=2, players={2: ScriptedPlayer("no")}, seats=people,
           doppeln_order="simultaneous")
    c = window.flow
    _wait(qtbot, window)
    if window.cover.isVisible():
        QTest.mouseClick(window.cover.button, LEFT)
        _wait(qtbot, window)
    assert c.viewer == 0 and c.state.view(0).phase == "doppeln"
    assert "secret" in window.choice.text.text()
    _click(window, "double" if push else "no")
    _wait(qtbot, window)
    ann = [p.info for p in c.scene.plates]  # still Ann's table, before the cover
    assert not any(d.pushed for d in c.adapter.dopplers)  # under the cover: nothing turned
    assert window.cover.isVisible() and c.viewer is None
    QTest.mouseClick(window.cover.button, LEFT)
    _wait(qtbot, window)
    assert c.viewer == 1 and c.state.view(1).phase == "doppeln"
    return ann, _screen_words(window)


def test_a_secret_doppler_never_shows_to_the_next_person(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ann_pushed, ben_sees_pushed = _secret_doppeln(qtbot, window, True)
    assert ann_pushed[0] == "Doppler pushed"  # Ann sees her own choice …
    window.flow.stop()
    ann_not, ben_sees_not = _secret_doppeln(qtbot, window, False)
    assert ann_not[0] == "no Doppler"
    assert ben_sees_pushed == ben_sees_not  # … Ben sees nothing of it, word for word
    assert "has chosen" in ben_sees_pushed[0]
    assert not window.flow.scene.captions or all(
        "Doppler" not in cap.text for cap in window.flow.scene.captions)


def test_the_new_game_dialog_offers_wallachen_by_friendly_names_with_its_pack(qtbot) -> None:  # type: ignore[no-untyped-def]
    settings = Settings(deck_style="french")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("wallachen"))
    names = [dialog.preset.itemText(i) for i in range(dialog.preset.count())]
    assert names == [GAME.preset_label(p) for p in GAME.presets] + ["Custom rules"]
    assert "Sirch's form" in names and "sirch" not in names
    assert dialog.deck.currentData() == "german"  # Wallachen's own pack by default
    dialog.preset.setCurrentIndex(dialog.preset.findData("sirch"))
    assert dialog.options().variant == "sirch"
    variant = dialog.option_widgets["variant"]
    assert variant.currentText() == "Sirch (Brand, Bettel, Mord)"  # type: ignore[attr-defined]
    dialog.deck.setCurrentIndex(dialog.deck.findData("french"))  # the French pack is there too, and remembered
    dialog.remember()
    assert settings.last_choices["wallachen"]["preset"] == "sirch"
    assert deck_for(GAME, settings) == "french"
    dialog.game.setCurrentIndex(dialog.game.findData("schnapsen"))
    assert dialog.deck.currentData() == "french"
    assert deck_for(get_game("schnapsen"), Settings(deck_style="german")) == "german"
    assert WallachenAdapter.natural_deck == "german"


def test_hotseat_deal_never_shows_a_card_another_person_may_not_see(qtbot, window,  # type: ignore[no-untyped-def]
                                                                    monkeypatch) -> None:
    """Two people and a computer play a whole deal; every face any card item takes is one
    the person at the table may see (under the cover: one nobody's hand hides)."""
    leaks: list[str] = []

    def check(card: int) -> None:
        c = window.flow
        st = c.state
        if card == HIDDEN or st is None:
            return
        seats = range(3) if c.covered or c.viewer is None else (c.viewer,)
        hidden = 0
        for s in seats:
            hidden |= st.secret_cards(s)
        if hidden >> card & 1:
            leaks.append(f"{card_str(card)} shown to {c.viewer} after "
                         f"{[str(a) for a in st.history]}")

    watch_faces(monkeypatch, check)
    people = [SeatConfig("Ann", True), SeatConfig("Ben", True), SeatConfig("Cid", False)]
    # Cid deals: Ann (forehand) plays Six, Ben and Cid pass.
    _start(window, dealer=2, players={2: Quiet("no,pass")}, seats=people)
    c = window.flow
    handovers = 0
    for _ in range(80):
        _wait(qtbot, window)
        if window.summary.isVisible():
            break
        for card in c.scene.face_up_cards():  # what lies face up now, at each step
            check(card)
        if window.cover.isVisible():
            QTest.mouseClick(window.cover.button, LEFT)
            handovers += 1
            continue
        v = c.state.view(c.viewer)
        if v.phase == "discard":
            for card in card_list(v.hand)[-2:]:
                QTest.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                                 item_point(window, card_str(card)))
                _wait(qtbot, window)
            QTest.mouseClick(window.choice.buttons[0], LEFT)
            continue
        if v.phase != "play":
            wanted = {"doppeln": "no", "auction": "bid 6" if c.viewer == 0 else "pass",
                      "contract": "declare 6", "kontra": "no", "re": "no"}[v.phase]
            _click(window, wanted)
            continue
        drag_card(qtbot, window, playable_card(window, c.viewer))
    assert window.summary.isVisible(), "the deal did not reach its summary"
    assert c.state.core.declarer == 0 and handovers >= 10
    assert leaks == []


def test_sirch_offers_brand_bettel_and_mord_in_the_panel(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _start(window, dealer=2, players={1: Quiet("no"), 2: Quiet("no")}, variant="sirch")
    c = window.flow
    wait_turn(qtbot, window)
    _click(window, "no")
    wait_turn(qtbot, window)
    v = c.state.view(0)
    assert v.phase == "auction"
    labels = [b.text() for b in window.choice.buttons]
    assert sorted(labels) == sorted(c.adapter.action_label(a) for a in v.legal)
    assert {b.objectName() for b in window.choice.buttons} == {f"action:{a}" for a in v.legal}
    assert any(t.startswith("Brand in ") for t in labels)
    assert "Bettel" in labels and "Mord" in labels and labels[-1] == "Pass (P)"


def test_a_hint_in_the_auction_gives_the_estimate_of_each_choice(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _start(window, dealer=2, players={1: Quiet("no"), 2: Quiet("no")})
    c = window.flow
    wait_turn(qtbot, window)
    _click(window, "no")
    wait_turn(qtbot, window)
    assert c.state.view(0).phase == "auction"
    hints: list[str] = []
    window.hints.hint_ready.connect(hints.append)
    QTest.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(hints), timeout=30000)
    text = hints[0]
    assert text.startswith(("Hint: best I play (Six) (expected ", "Hint: best Pass (P) (expected "))
    # each with its expected chips (0: no sign)
    assert re.search(r"I play \(Six\)( \(expected|:) ([+−][\d.]+|0) chips?", text), text
    assert re.search(r"Pass \(P\)( \(expected|:) ([+−][\d.]+|0) chips?", text), text
    assert c.state.view(0).phase == "auction"  # a hint changes nothing


def test_the_keyboard_reaches_every_choice_up_to_the_discard(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _start(window, dealer=2, players={1: Quiet("no,pass"), 2: Quiet("no,pass")})
    c = window.flow
    st = c.state
    wait_turn(qtbot, window)
    QTest.keyClick(window.view, Qt.Key.Key_N)  # no Doppler
    wait_turn(qtbot, window)
    assert st.view(0).doppeln[0] == 0 and st.view(0).phase == "auction"
    QTest.keyClick(window.view, Qt.Key.Key_B)  # the one bid there is: I play
    wait_turn(qtbot, window)
    assert st.view(0).phase == "discard"
    hand = [s.card for s in c.model.hand(0).slots]
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Right, Qt.Key.Key_Right,
                Qt.Key.Key_Return):  # mark the first and the third card
        QTest.keyClick(window.view, key)
        wait_turn(qtbot, window)
    assert c.model.raised == {hand[0], hand[2]}
    assert st.view(0).phase == "discard"
    QTest.keyClick(window.view, Qt.Key.Key_L)  # lay them away
    wait_turn(qtbot, window)
    assert st.core.discards == (1 << hand[0]) | (1 << hand[2])
    assert st.view(0).phase == "contract"


def test_when_nobody_plays_everybody_pays_into_the_pot_on_the_sheet(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _start(window, dealer=2, players={1: Quiet("no,pass"), 2: Quiet("no,pass")},
           all_pass_rule="pot")
    c = window.flow
    wait_turn(qtbot, window)
    _click(window, "no")
    wait_turn(qtbot, window)
    _click(window, "pass")
    wait_turn(qtbot, window)
    assert window.summary.isVisible() and c.state.is_over
    assert "Nobody played: everybody paid 1 into the pot." in window.summary.text.text().replace("\xa0", " ")
    sheet = c.score_sheet
    assert [sheet.item(0, i).text() for i in range(4)] == ["-1", "-1", "-1", "+3"]
    assert [sheet.item(1, i).text() for i in range(4)] == ["-1", "-1", "-1", "3"]
    assert c.model.chips.count("pot") == 3 and c.scene.chip_layer.stacks["pot"].isVisible()
    assert [p.balance for p in c.scene.plates] == [-1, -1, -1]
    assert c.model.zone("start").cards == [HIDDEN, HIDDEN]  # the Start is never shown
    assert not c.model.zone("laid").slots
