"""Following the computers: the deal's log beside the table, the keys and the click that go on
after a pause, and the settings of the pace (Settings ▸ Computer players)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QRect, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QTextBlockFormat,
    QTextCursor,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from cardtable.storage import COMPUTER_PACES, Settings
from cardtable.ui.models.deal_log import DealLog
from cardtable.ui.play.controller import Controller
from cardtable.ui.play.pace import Pace
from cardtable.ui.words.text import words

__all__ = ["FollowControls", "LogPanel", "PauseKeys", "attach_follow", "pace_words"]

GO_ON_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


def pace_words(pace: str) -> str:
    """A computer pace as people read it."""
    named = {"instant": words("settings", "Instant"), "brisk": words("settings", "Brisk"),
             "relaxed": words("settings", "Relaxed"), "slow": words("settings", "Slow")}
    return named.get(pace, pace)


def attach_follow(controller: Controller, view: QWidget, side: QWidget) -> LogPanel:
    """Space, Enter or a click on ``view`` to go on after a pause, and the deal's log at the
    foot of the side panel ``side`` (returned). The pace follows the settings with the looks
    (:meth:`~cardtable.ui.play.looks.Looks.follow`)."""
    PauseKeys(controller.pace, view)
    panel = LogPanel(controller.narrator.log, side)
    layout = side.layout()
    if layout is not None:
        layout.addWidget(panel)
        if isinstance(layout, QBoxLayout):
            layout.setStretchFactor(panel, 1)
    return panel


class LogView(QTextEdit):
    """The deal's log as it reads: a paragraph a row of the model (:class:`DealLog`), each
    line after a paragraph's first indented under its words, added as the rows are.

    Text, not a list view: a list lays every row out again when one is added and draws every
    row in sight anew as it scrolls to the new one (in Python, 4 ms a line, in the same frame
    as the table's). The text's own layout lays out the new paragraph only and draws in C++
    (about 2 ms a line, most of it the repaint of the lines in sight)."""

    INDENT = 10  # px: a paragraph's lines after its first
    SPACING = 4  # px after each paragraph
    BACKGROUND = "#1a3326"
    # px at the top that fade into the background while lines are above: the text scrolls
    # by pixels, so the line at the top edge is often cut; faded, it reads as "more above".
    FADE = 14

    def __init__(self, log: DealLog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._log = log
        self.setObjectName("deal_log")
        self.setReadOnly(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        self.setStyleSheet(f"QTextEdit#deal_log {{ background: {self.BACKGROUND}; color: #f4f1e8;"
                           " border: 1px solid #2c4a39; border-radius: 4px;"
                           " font-size: 12px; }")
        self._fade = QLinearGradient(0, 0, 0, self.FADE)
        self._fade.setColorAt(0.0, QColor(self.BACKGROUND))
        self._fade.setColorAt(2 / self.FADE, QColor(self.BACKGROUND))  # the edge: none of a line
        clear = QColor(self.BACKGROUND)
        clear.setAlpha(0)
        self._fade.setColorAt(1.0, clear)
        self._paragraph = QTextBlockFormat()
        self._paragraph.setLeftMargin(self.INDENT)
        self._paragraph.setTextIndent(-self.INDENT)
        self._paragraph.setBottomMargin(self.SPACING)
        log.rowsInserted.connect(self._added)
        log.modelReset.connect(self._anew)
        self._anew()

    def model(self) -> DealLog:
        return self._log

    def lines(self) -> list[str]:
        """The paragraphs shown, in order."""
        doc = self.document()
        return [] if doc.isEmpty() else doc.toPlainText().split("\n")

    def _added(self, _parent: QModelIndex, first: int, last: int) -> None:
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        for line in self._log.lines[first:last + 1]:
            if self.document().isEmpty():
                cursor.setBlockFormat(self._paragraph)
            else:
                cursor.insertBlock(self._paragraph)
            cursor.insertText(line)

    def _anew(self) -> None:
        self.clear()
        self._added(QModelIndex(), 0, self._log.rowCount() - 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        # The viewport is not opaque (the frame's rounded corners): a scroll draws it all
        # anew rather than moving what it shows, so the fade never moves with the lines.
        super().paintEvent(event)
        if self.verticalScrollBar().value() > 0:
            painter = QPainter(self.viewport())
            painter.fillRect(QRect(0, 0, self.viewport().width(), self.FADE), self._fade)
            painter.end()


class LogPanel(QWidget):
    """The deal's calls and plays, newest at the bottom and kept in sight."""

    def __init__(self, log: DealLog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(4)
        self.heading = QLabel("", self)
        self.heading.setObjectName("heading")
        col.addWidget(self.heading)
        self.view = LogView(log, self)
        col.addWidget(self.view, 1)
        # The last line stays in sight as lines are added and laid out, unless the person
        # has scrolled up to read back.
        self._at_end = True
        self._reading = 0  # the first line in sight, when the person scrolled up
        bar = self.view.verticalScrollBar()
        bar.actionTriggered.connect(self._moved)  # by the person only (wheel, drag, arrows)
        bar.rangeChanged.connect(self._grown)
        log.modelReset.connect(self._to_end)  # a new deal (connected after the view's own)
        self.retranslate()

    def _moved(self, _action: int) -> None:
        bar = self.view.verticalScrollBar()
        self._at_end = bar.sliderPosition() >= bar.maximum()
        self._reading = bar.sliderPosition()

    def _to_end(self) -> None:
        self._at_end = True

    def _grown(self, _low: int, high: int) -> None:
        # The line the person reads is kept (the bar counts lines), wherever a layout on the
        # way left the bar.
        self.view.verticalScrollBar().setValue(high if self._at_end else self._reading)

    def retranslate(self) -> None:
        self.heading.setText(words("window", "THIS DEAL"))
        self.view.setAccessibleName(words("window", "The deal's calls and plays"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()


class PauseKeys(QObject):
    """While the table waits after a trick or a call: Space, Enter or a click on the table
    goes on (and does nothing else)."""

    def __init__(self, pace: Pace, view: QAbstractItemView | QWidget) -> None:
        super().__init__(view)
        self.pace = pace
        view.installEventFilter(self)
        viewport = getattr(view, "viewport", None)
        if callable(viewport):
            viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.pace.waiting:
            return False
        kind = event.type()
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() in GO_ON_KEYS:
            return self.pace.go_on()
        if kind == QEvent.Type.MouseButtonPress:
            return self.pace.go_on()
        return False


class FollowControls(QGroupBox):
    """Settings ▸ Computer players: their pace, the pauses, forced moves."""

    changed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        form = QFormLayout(self)
        self.pace = QComboBox(self)
        for pace in COMPUTER_PACES:
            self.pace.addItem(pace, pace)
        self.pace.setCurrentIndex(max(0, self.pace.findData(settings.computer_pace)))
        self.pace_label = QLabel(self)
        self.pace_label.setBuddy(self.pace)
        form.addRow(self.pace_label, self.pace)
        self.after_trick = QCheckBox(self)
        self.after_trick.setChecked(settings.pause_after_trick)
        self.after_call = QCheckBox(self)
        self.after_call.setChecked(settings.pause_after_call)
        self.forced = QCheckBox(self)
        self.forced.setChecked(settings.auto_forced)
        for box in (self.after_trick, self.after_call, self.forced):
            form.addRow(box)
            box.toggled.connect(self._apply)
        self.pace.currentIndexChanged.connect(self._apply)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(words("dialogs", "Computer players"))
        self.pace_label.setText(words("dialogs", "Pace"))
        self.pace.setToolTip(words("dialogs", "How long the table waits after each computer "
                                              "decision before it shows it"))
        for i in range(self.pace.count()):
            self.pace.setItemText(i, pace_words(str(self.pace.itemData(i))))
        self.after_trick.setText(words("dialogs", "Pause after each trick"))
        self.after_call.setText(words("dialogs", "Pause after each computer call"))
        for box in (self.after_trick, self.after_call):
            box.setToolTip(words("dialogs", "The table waits until you press Space or Enter, "
                                            "or click it"))
        self.forced.setText(words("dialogs", "Play my forced moves for me"))
        self.forced.setToolTip(words("dialogs", "When you have only one legal move, it is "
                                                "made for you"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _apply(self) -> None:
        s = self.settings
        s.computer_pace = str(self.pace.currentData())
        s.pause_after_trick = self.after_trick.isChecked()
        s.pause_after_call = self.after_call.isChecked()
        s.auto_forced = self.forced.isChecked()
        self.changed.emit()
