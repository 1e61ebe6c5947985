"""The view that shows a table scene 1:1: the scene is laid out for the view's size (and
the screen's scale), so nothing is ever scaled after it is drawn. The main window's table and
a review's table are both one."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from cardtable.ui.table import table_access
from cardtable.ui.table.scene import TableScene


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

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.fit_scene()  # moved to a screen of another scale: render the cards anew
