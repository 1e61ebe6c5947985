"""Following the computers: the deal's log beside the table, the keys and the click that go on
after a pause, and the settings of the pace (Settings ▸ Computer players)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
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


class _LinesOnce(QStyledItemDelegate):
    """Each line measured and drawn once for its words, font, width and colour. The view lays
    every line out again whenever one is added, and measuring a wrapped line is most of that
    (2–3 ms a line added, late in a deal). And it repaints every line in sight as the list
    scrolls to the new one: drawn anew, each line was laid out again and the model asked for
    a dozen roles (17 lines in 4 ms, in the same frame as the table's; copied from their
    pictures, 2 ms)."""

    LIMIT = 2000  # lines kept, measured or drawn: a long session of deals, each its own lines

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sizes: dict[tuple[str, str, int], QSize] = {}
        self._drawn: dict[tuple[Any, ...], QPixmap] = {}

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        key = (str(index.data()), option.font.key(), option.rect.width())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > self.LIMIT:
                self._sizes.clear()
            size = self._sizes[key] = super().sizeHint(option, index)
        return QSize(size)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        rect = option.rect
        dpr = painter.device().devicePixelRatio()
        text = option.palette.color(QPalette.ColorRole.Text)
        key = (str(index.data()), option.font.key(), rect.width(), rect.height(), dpr,
               text.rgba(), option.state.value)
        pm = self._drawn.get(key)
        if pm is None:
            if len(self._drawn) > self.LIMIT:
                self._drawn.clear()
            pm = QPixmap(round(rect.width() * dpr), round(rect.height() * dpr))
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)  # the list's ground shows through, as before
            p = QPainter(pm)
            at = QStyleOptionViewItem(option)
            at.rect = QRect(0, 0, rect.width(), rect.height())
            super().paint(p, at, index)
            p.end()
            self._drawn[key] = pm
        painter.drawPixmap(rect.topLeft(), pm)


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
        self.list = QListView(self)
        self.list.setObjectName("deal_log")
        self.list.setModel(log)
        self.list.setWordWrap(True)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setStyleSheet("QListView#deal_log { background: #1a3326; color: #f4f1e8;"
                                " border: 1px solid #2c4a39; border-radius: 4px;"
                                " font-size: 12px; }")
        col.addWidget(self.list, 1)
        self.list.setItemDelegate(_LinesOnce(self.list))
        # The last line stays in sight as lines are added and laid out, unless the person
        # has scrolled up to read back.
        self._at_end = True
        self._reading = 0  # the first line in sight, when the person scrolled up
        bar = self.list.verticalScrollBar()
        bar.actionTriggered.connect(self._moved)  # by the person only (wheel, drag, arrows)
        bar.rangeChanged.connect(self._grown)
        log.modelReset.connect(self._to_end)  # a new deal
        self.retranslate()

    def _moved(self, _action: int) -> None:
        bar = self.list.verticalScrollBar()
        self._at_end = bar.sliderPosition() >= bar.maximum()
        self._reading = bar.sliderPosition()

    def _to_end(self) -> None:
        self._at_end = True

    def _grown(self, _low: int, high: int) -> None:
        # The line the person reads is kept (the bar counts lines), wherever a layout on the
        # way left the bar.
        self.list.verticalScrollBar().setValue(high if self._at_end else self._reading)

    def retranslate(self) -> None:
        self.heading.setText(words("window", "THIS DEAL"))
        self.list.setAccessibleName(words("window", "The deal's calls and plays"))

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
