"""Reviewing finished deals: a window of its own with the table as it was, every hand open,
stepped through move by move (←/→, Home/End; PageUp/PageDown for the deal before or after).

It is the real table (the game's adapter, the scene, the presenter) driven by a
:class:`~cardtable.session.Review` instead of a game (``ui/app/review_table.py``): stepping
forward shows the move's events with their motion, stepping back or jumping shows the
position at once. Several deals (a whole match, a past game) are reviewed one after another;
each can be exported as a deal record (JSON) that imports again here, and played again
(``offer_again``). The person's play in each deal can be analysed
(:mod:`cardtable.ui.app.analysis_view`): stepping to a rated move says its verdict and stars
the better card in the hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QHideEvent, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.ai.analysis import Analysis
from cardtable.engine import DealRecord, RecordError, View
from cardtable.games import replay
from cardtable.session import replay_steps
from cardtable.session.archive import kept_analysis, kept_at
from cardtable.ui.app.analysis_view import VERDICT_COLOURS, AnalysisPanel, verdict_word
from cardtable.ui.app.review_table import ReviewTable, cannot_show
from cardtable.ui.table.animation import FRAME_MS, Animator
from cardtable.ui.table.view import SceneView
from cardtable.ui.words.text import words

_KEYS_BACK = (Qt.Key.Key_Left, Qt.Key.Key_Up)
_KEYS_ON = (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Space)


class ReviewWindow(QDialog):
    """Finished deals stepped through with every hand open; ``deals`` in the order played."""

    again = Signal(int)  # play the deal of this index again (offer_again shows its button)

    def __init__(self, deals: Sequence[DealRecord], names: Sequence[str], title: str,
                 style: str, back: str, felt: str, speed: float,
                 parent: QWidget | None = None, start: int = -1, bottom: int = 0,
                 people: Sequence[int] = ()) -> None:
        """``bottom``: the seat drawn at the bottom, whose play is analysed; ``people``: the
        seats of the people at the table (hot-seat: each can see the deal from his seat and
        have his own play analysed)."""
        super().__init__(parent)
        if not deals:
            raise RecordError("there is no finished deal to review")
        # Every deal is checked now, not when chosen: one that does not replay is listed,
        # greyed, with the reason, and never replaces the deal on the table.
        self.unshown = {i: why for i, why in enumerate(map(cannot_show, deals)) if why}
        if len(self.unshown) == len(deals):
            raise RecordError(self.unshown[len(deals) - 1])
        self.setWindowTitle(words("review", "Review — {title}").format(title=title))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.resize(1180, 720)
        self.deals = list(deals)
        self.names = list(names)
        self.art = (style, back, felt)
        self.bottom = bottom
        self.people = [p for p in people if 0 <= p < len(self.names)] or [bottom]
        self.animator = Animator(speed, self)
        self.table: ReviewTable | None = None
        self.shown_index = 0  # the deal on the table
        self.can_again: Callable[[int], bool] | None = None  # may this deal be played again?
        self.again_anew = False  # played again as a new game (a past game's deal)
        self.texts: list[str] = []  # its list of moves in words (before any verdict)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.view = SceneView(self)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the window
        row.addWidget(self.view, 1)
        row.addWidget(self._side())
        start %= len(self.deals)
        start = self._shown_from(start, -1) if start in self.unshown else start
        self.deal_choice.setCurrentIndex(start if start >= 0 else self._shown_from(0, 1))
        self.show_deal(self.deal_choice.currentIndex())
        self.deal_choice.currentIndexChanged.connect(self.show_deal)

    def _shown_from(self, index: int, step: int) -> int:
        """The first deal from ``index`` on (``step`` 1) or back (-1) that can be shown;
        -1 if there is none that way."""
        while 0 <= index < len(self.deals) and index in self.unshown:
            index += step
        return index if 0 <= index < len(self.deals) else -1

    def _side(self) -> QFrame:
        side = QFrame(self)
        side.setFixedWidth(300)
        col = QVBoxLayout(side)
        self.whose = QComboBox(side)  # hot-seat: whose seat the deal is seen from
        for seat in self.people:
            self.whose.addItem("", seat)
        self.whose.setCurrentIndex(max(0, self.whose.findData(self.bottom)))
        self.whose.setVisible(len(self.people) > 1)
        self.whose.currentIndexChanged.connect(self._seen_from)
        col.addWidget(self.whose)
        self.deal_choice = QComboBox(side)
        for i in range(len(self.deals)):
            self.deal_choice.addItem("", i)
        col.addWidget(self.deal_choice)
        self.position = QLabel("", side)
        col.addWidget(self.position)
        self.moves = QListWidget(side)
        self.moves.setWordWrap(True)  # a long move ("… lays away …") on two lines, not cut
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.currentRowChanged.connect(self._row_chosen)
        col.addWidget(self.moves, 1)
        buttons = QHBoxLayout()
        self.first_button = self._button(side, "◀◀", lambda: self.go_to(0))
        self.back_button = self._button(side, "◀", self.step_back)
        self.on_button = self._button(side, "▶", self.step_on)
        self.last_button = self._button(side, "▶▶", lambda: self.go_to(10_000))
        for b in (self.first_button, self.back_button, self.on_button, self.last_button):
            buttons.addWidget(b)
        col.addLayout(buttons)
        self.export_button = QPushButton("", side)
        self.export_button.clicked.connect(self.export)
        col.addWidget(self.export_button)
        self.again_button = QPushButton("", side)
        self.again_button.clicked.connect(lambda: self.again.emit(self.shown_index))
        self.again_button.hide()
        col.addWidget(self.again_button)
        self.analysis = AnalysisPanel(side)
        self.analysis.when_still = self._when_still
        self.analysis.finished.connect(self._analysed)
        col.addWidget(self.analysis)
        self.close_button = QPushButton("", side)
        self.close_button.clicked.connect(self.close)
        col.addWidget(self.close_button)
        self._side_words()
        return side

    def _side_words(self) -> None:
        """The side panel's words in the app's language."""
        for i, seat in enumerate(self.people):
            self.whose.setItemText(i, words("review", "Seen from {name}'s seat").format(
                name=self.names[seat]))
        self.whose.setToolTip(words("review", "Whose hand is at the bottom, and whose play "
                                              "is analysed"))
        for i, record in enumerate(self.deals):
            self.deal_choice.setItemText(i, words("review", "Deal {n}").format(n=i + 1)
                                         if record.seed is None else
                                         words("review", "Deal {n} — number {seed}").format(
                                             n=i + 1, seed=record.seed))
            if i in self.unshown:
                self.deal_choice.setItemText(i, words("review", "Deal {n}: cannot be shown")
                                             .format(n=i + 1))
                self.deal_choice.setItemData(i, self.unshown[i], Qt.ItemDataRole.ToolTipRole)
                item = getattr(self.deal_choice.model(), "item", lambda _i: None)(i)
                if item is not None:
                    item.setEnabled(False)
        for b, tip in ((self.first_button, words("review", "The deal as dealt (Home)")),
                       (self.back_button, words("review", "One move back (←)")),
                       (self.on_button, words("review", "One move on (→)")),
                       (self.last_button, words("review", "The end of the deal (End)"))):
            b.setToolTip(tip)
        self.export_button.setText(words("review", "Export this deal…"))
        self.export_button.setToolTip(words("review", "Save this deal's record as JSON (Import "
                                                      "shows it here again)"))
        self.close_button.setText(words("review", "Close"))
        self.again_button.setText(words("review", "Play this deal again") if self.again_anew
                                  else words("review", "Play this deal again…"))
        self.again_button.setToolTip(words("review", "A new game with the same players and "
                                                     "rules, this deal first: everybody holds "
                                                     "the same hand again")
                                     if self.again_anew else "")

    def offer_again(self, can: Callable[[int], bool], anew: bool = False) -> None:
        """Offer to play again each deal that ``can`` allows (its button shows with it);
        ``anew``: as the first deal of a new game, not beside a match that waits."""
        self.can_again, self.again_anew = can, anew
        self._side_words()
        self._offer_shown_deal()

    def _offer_shown_deal(self) -> None:
        can = self.can_again
        self.again_button.setVisible(can is not None and can(self.shown_index))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.table is not None:
            self._side_words()
            self.analysis.retranslate()
            self.texts = self._move_texts(self.deal_choice.currentIndex())
            self._mark_moves(self.texts)
            self._shown()

    def _button(self, parent: QWidget, text: str, slot: Any) -> QPushButton:
        b = QPushButton(text, parent)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay with the window
        b.clicked.connect(slot)
        return b

    # --- deals and moves ------------------------------------------------------------------
    @property
    def record(self) -> DealRecord:
        return self.deals[self.deal_choice.currentIndex()]

    def show_deal(self, index: int) -> None:
        """Deal ``index`` at its start; a deal that cannot be shown is refused in words and
        the deal on the table stays, named in the list."""
        if index in self.unshown:
            self.deal_choice.blockSignals(True)
            self.deal_choice.setCurrentIndex(self.shown_index)
            self.deal_choice.blockSignals(False)
            self.position.setText(words("review", "Deal {n} cannot be shown: {why}").format(
                n=index + 1, why=self.unshown[index]))
            return
        if self.deal_choice.currentIndex() != index:
            self.deal_choice.setCurrentIndex(index)  # comes back here through its signal
            return
        self.shown_index = index
        self.animator.clear()
        old = self.table
        style, back, felt = self.art
        self.table = ReviewTable(self.deals[index], self.names, style, back, felt,
                                 self.animator, self.bottom)
        self.table.scene.setParent(self)  # it goes with this window
        self.view.setScene(self.table.scene)
        self.view.fit_scene()
        if old is not None:
            old.scene.deleteLater()
        self.moves.blockSignals(True)
        self.moves.clear()
        texts = self.texts = self._move_texts(index)
        self.moves.addItems(texts)
        self.moves.blockSignals(False)
        record = self.deals[index]
        where = kept_at(record)
        kept, problem = (kept_analysis(*where, record, self.bottom) if where is not None
                         else (None, ""))
        self.analysis.set_deal(record, self.bottom, self.table.adapter,
                               self.table.review.state.parse_action, kept, problem)
        self._mark_moves(texts)
        self.table.go_to(0)
        self._offer_shown_deal()
        self._shown()

    def _seen_from(self, row: int) -> None:
        """Hot-seat: the deal on the table seen from another person's seat, at the same
        move, with that person's analysis."""
        seat = self.whose.itemData(row)
        if seat is None or seat == self.bottom or self.table is None:
            return
        position = self.table.review.position
        self.bottom = int(seat)
        self.show_deal(self.shown_index)
        self.go_to(position)

    def _when_still(self, fn: Callable[[], None]) -> None:
        """``fn`` a frame after the table is still (FRAME_MS: the frame being made, and
        what came with the news, go first)."""
        def still() -> None:
            self.animator.idle.disconnect(still)
            QTimer.singleShot(FRAME_MS, self, fn)

        if self.animator.busy:
            self.animator.idle.connect(still)
        else:
            QTimer.singleShot(FRAME_MS, self, fn)

    def _move_texts(self, index: int) -> list[str]:
        """The list of moves of deal ``index``: its dealer, then each move in words."""
        assert self.table is not None
        texts = [words("review", "Dealer: {name}").format(
            name=self.names[self.deals[index].dealer])]
        start = replay(self.deals[index], upto=0)
        before: View = start.view(max(start.current_player, 0))  # the table before each move
        for seat, action, _events, state in replay_steps(self.deals[index]):
            texts.append(self.table.adapter.review_words(self.names[seat], action, before))
            before = state.view(max(state.current_player, 0))
        return texts

    def _shown(self) -> None:
        assert self.table is not None
        review = self.table.review
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(review.position)
        self.moves.blockSignals(False)
        self.position.setText(words("review", "Move {n} of {of}").format(
            n=review.position, of=len(review)))
        self.back_button.setEnabled(review.position > 0)
        self.first_button.setEnabled(review.position > 0)
        self.on_button.setEnabled(review.position < len(review)
                                  or self.deal_choice.currentIndex() < len(self.deals) - 1)
        self.last_button.setEnabled(review.position < len(review))
        self._mark_better()
        if self.animator.busy:  # once the move has landed (the hand sorted anew)
            self.animator.enqueue(self._mark_better)

    # --- the analysis -----------------------------------------------------------------------
    def analyse(self) -> bool:
        """Analyse the person's play in the deal on the table (in the background); False if
        it is being or has been analysed already."""
        return self.analysis.start()

    def _analysed(self, made: Analysis) -> None:
        """Kept with the past game it came from, marked in the list and on the table."""
        where = kept_at(self.record)
        archive = getattr(self.parent(), "archive", None)
        if where is not None and archive is not None:
            archive.keep_analysis(where[0], where[1], made)
        self._mark_moves(self.texts)
        self._shown()

    def _mark_moves(self, texts: list[str]) -> None:
        """The list of moves, each rated move that was not good with its verdict."""
        made = self.analysis.made
        for row, text in enumerate(texts):
            item = self.moves.item(row)
            if item is None:
                continue
            d = made.at(row - 1) if made is not None and row else None
            bad = d is not None and d.verdict != "good"
            item.setText(f"{text} — {verdict_word(d.verdict)}" if d is not None and bad else text)
            if d is not None and bad:
                item.setForeground(QBrush(QColor(VERDICT_COLOURS[d.verdict])))

    def _mark_better(self) -> None:
        """The better card of the move shown starred in the hand, the move's line said."""
        table = self.table
        if table is None:
            return
        for shown in table.scene.items_by_uid.values():
            shown.set_badge("")
        d = self.analysis.decision_shown(table.review.position)
        if d is None or d.best == d.chosen:
            return
        better = table.review.state.parse_action(d.best)
        for slot in table.model.hand(self.bottom).slots:
            item = table.scene.items_by_uid.get(slot.uid)
            if item is not None and better.kind == "play" and slot.card == better.card:
                item.set_badge("★")  # the line says "better: ★ ace of diamonds"

    def hideEvent(self, event: QHideEvent) -> None:
        # Closed (by its button, Escape or the window's frame): the analysis stops with it.
        # Minimised (a spontaneous hide, by the window system), it goes on.
        if not event.spontaneous():
            self.analysis.cancel()
        super().hideEvent(event)

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    def go_to(self, position: int) -> None:
        assert self.table is not None
        self.table.go_to(position)
        self._shown()

    def step_on(self) -> None:
        """One move on; at the end of a deal, the next deal's start."""
        assert self.table is not None
        if not self.table.forward():
            index = self._shown_from(self.deal_choice.currentIndex() + 1, 1)
            if index >= 0:
                self.show_deal(index)
            return
        self._shown()

    def step_back(self) -> None:
        assert self.table is not None
        if self.table.back():
            self._shown()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        index = self.deal_choice.currentIndex()
        if key in _KEYS_ON:
            self.step_on()
        elif key in _KEYS_BACK:
            self.step_back()
        elif key == Qt.Key.Key_Home:
            self.go_to(0)
        elif key == Qt.Key.Key_End:
            self.go_to(10_000)
        elif key == Qt.Key.Key_PageDown and self._shown_from(index + 1, 1) >= 0:
            self.show_deal(self._shown_from(index + 1, 1))
        elif key == Qt.Key.Key_PageUp and self._shown_from(index - 1, -1) >= 0:
            self.show_deal(self._shown_from(index - 1, -1))
        else:
            super().keyPressEvent(event)

    # --- export -------------------------------------------------------------------------------
    def export(self) -> Path | None:
        """Save the deal shown as a record (JSON) where the person chooses."""
        index = self.deal_choice.currentIndex()
        name, _ = QFileDialog.getSaveFileName(
            self, words("review", "Export the deal"),
            f"{self.record.game}-deal-{index + 1}.json", words("review", "Deal records (*.json)"))
        if not name:
            return None
        path = Path(name)
        try:
            path.write_text(self.record.to_json(), encoding="utf-8")
        except OSError as exc:
            self.position.setText(words("review", "Not saved: {why}").format(
                why=exc.strerror or exc))
            return None
        return path
