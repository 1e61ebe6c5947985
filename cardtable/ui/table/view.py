"""The view that shows a table scene 1:1: the scene is laid out for the view's size (and
the screen's scale), so nothing is ever scaled after it is drawn. The main window's table and
a review's table are both one."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFocusEvent, QPainter, QPaintEvent, QPen, QRegion, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from cardtable.ui.table import table_access
from cardtable.ui.table.scene import TableScene

# The frame round the table while the keys are on it (the arrows, Enter and the letter keys
# act on the table): the focus is always visible, here as on every button and the sheet.
FOCUS_FRAME = QColor(240, 192, 64, 220)
FOCUS_FRAME_WIDTH = 3


class SceneView(QGraphicsView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        table_access.install(SceneView)  # a screen reader sees the table's cards, not a blank pane
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)

    def table_scene(self) -> TableScene | None:
        s = self.scene()
        return s if isinstance(s, TableScene) else None

    def fit_scene(self) -> None:
        scene = self.table_scene()
        if scene is not None:
            vp = self.viewport()
            scene.resize_table(vp.width(), vp.height(), self.devicePixelRatioF())
            self.setSceneRect(scene.sceneRect())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_scene()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():
            painter = QPainter(self.viewport())
            painter.setPen(QPen(FOCUS_FRAME, FOCUS_FRAME_WIDTH))
            half = FOCUS_FRAME_WIDTH // 2
            painter.drawRect(self.viewport().rect().adjusted(half, half, -half - 1, -half - 1))
            painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._frame_anew()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._frame_anew()

    def _frame_anew(self) -> None:
        """Repaint the strips the focus frame lies on, not the whole table (a full repaint
        is 10–15 ms, and focus comes and goes with every deal's summary)."""
        r = self.viewport().rect()
        w = FOCUS_FRAME_WIDTH + 1
        strips = QRegion(r.left(), r.top(), r.width(), w)
        strips += QRegion(r.left(), r.bottom() - w + 1, r.width(), w)
        strips += QRegion(r.left(), r.top(), w, r.height())
        strips += QRegion(r.right() - w + 1, r.top(), w, r.height())
        self.viewport().update(strips)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.fit_scene()  # moved to a screen of another scale: render the cards anew
