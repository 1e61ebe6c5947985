"""The last trick: it stays in the middle until the next card is played (or a moment, as a
setting says), is shown again by a click on a won-tricks pile or T, and at the end of a
deal every hand is turned face up beside the result."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.cards import HIDDEN, parse_card
from tests.ui.conftest import (
    SCH01,
    claim_in_sch01,
    click_scene,
    drag_card,
    human_vs_computer,
    start_explicit,
    wait_turn,
)

C = parse_card


def test_a_finished_trick_stays_until_the_next_card_is_played(qtbot, window) -> None:
    _first_trick(qtbot, window)  # Anna has answered, the trick is mine and I lead again
    c = window.flow
    assert c.state.view(0).trick == ()  # the engine has moved on …
    assert c.model.zone("trick").cards == [C("AS"), C("AC")]  # … the table shows the trick
    assert c.model.pile(0).slots == [] and c.model.lying == 0
    assert c.scene.plates[0].info.startswith("1 trick")
    lead = next(str(a) for a in c.state.view(0).legal  # no king or queen: no marriage
                if a.kind == "play" and str(a)[0] not in "KQ")
    drag_card(qtbot, window, lead)  # the next card collects it
    assert C("AS") not in c.model.zone("trick").cards
    assert len(c.model.pile(0).slots) >= 2


def _first_trick(qtbot, window, trick_display: str = "next_card") -> None:  # type: ignore[no-untyped-def]
    """SCH-01: I lead the ace of spades, Anna answers with the ace of clubs; my trick."""
    window.settings.trick_display = trick_display
    window.apply_settings()
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer(), script={1: "AC"})
    wait_turn(qtbot, window)
    drag_card(qtbot, window, "AS")
    wait_turn(qtbot, window)


def test_set_to_a_moment_the_trick_goes_to_its_winner_at_once(qtbot, window) -> None:
    _first_trick(qtbot, window, "pause")
    c = window.flow
    assert c.model.zone("trick").slots == [] and c.model.lying is None
    assert [s.card for s in c.model.pile(0).slots] == [HIDDEN, HIDDEN]


def test_t_shows_the_last_trick_again_and_puts_it_away(qtbot, window) -> None:
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer(), script={1: "AC"})
    c = window.flow
    wait_turn(qtbot, window)
    QTest.keyClick(window.view, Qt.Key.Key_T)
    assert c.scene.last_trick_view is None  # no trick yet
    assert "No trick" in window.status_label.text()
    drag_card(qtbot, window, "AS")
    wait_turn(qtbot, window)
    QTest.keyClick(window.view, Qt.Key.Key_T)
    view = c.scene.last_trick_view
    assert view is not None and view.isVisible()
    assert view.plays == [("You", C("AS")), ("Anna", C("AC"))] and view.winner == 0
    assert view.title == "The last trick, taken by you"  # not "by You"
    QTest.keyClick(window.view, Qt.Key.Key_T)
    assert c.scene.last_trick_view is None
    QTest.keyClick(window.view, Qt.Key.Key_T)
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert c.scene.last_trick_view is None


def test_a_click_on_the_won_tricks_shows_the_last_trick(qtbot, window) -> None:
    _first_trick(qtbot, window, "pause")
    c = window.flow
    pile = c.scene.items_by_uid[c.model.pile(0).slots[-1].uid]
    assert pile.toolTip() == "Your tricks: click to see the last trick again (T)"
    click_scene(window, pile.scenePos())
    view = c.scene.last_trick_view
    assert view is not None and [card for _, card in view.plays] == [C("AS"), C("AC")]
    click_scene(window, view.scenePos())  # a click on it puts it away
    assert c.scene.last_trick_view is None
    assert c.state.view(0).trick == ()  # neither click played anything


def test_at_the_end_of_a_deal_every_hand_is_face_up(qtbot, window) -> None:
    claim_in_sch01(qtbot, window)  # Anna still holds five cards
    c = window.flow
    annas = [card for card in range(52) if c.state.view(1).hand >> card & 1]
    assert len(annas) == 5
    shown = [s.card for s in c.model.hand(1).slots]
    assert sorted(shown) == sorted(annas)  # face up beside the result
    assert all(c.scene.items_by_uid[s.uid].card == s.card for s in c.model.hand(1).slots)


def test_the_last_trick_is_drawn_from_the_tables_own_pictures(qtbot, window) -> None:
    """Its smaller cards are the table's pictures scaled, not a third picture of each card of
    the pack kept in memory (ui_memory.py: 3–4 MB more for Spades over a long session)."""
    from PySide6.QtGui import QImage, QPainter

    from cardtable.ui.table import card_item

    _first_trick(qtbot, window, "pause")
    c = window.flow
    QTest.keyClick(window.view, Qt.Key.Key_T)
    view = c.scene.last_trick_view
    assert view is not None and view.card_w < c.scene.geom.big
    made = set(card_item._pixmaps)
    r = view.boundingRect()
    image = QImage(round(r.width()), round(r.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.translate(-r.topLeft())
    view.paint(p, None, None)  # type: ignore[arg-type]
    p.end()
    assert set(card_item._pixmaps) == made  # no picture of a size of its own
    for centre in view.card_centres():  # each card is painted where it lies, full size
        for dx in (-0.45, 0.45):
            for dy in (-0.45, 0.45):
                x = centre.x() - r.left() + dx * view.card_w
                y = centre.y() - r.top() + dy * view.card_w * card_item.CARD_ASPECT
                assert image.pixelColor(round(x), round(y)).alpha() == 255
