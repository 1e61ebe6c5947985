"""A card lying on the table paints from a picture of itself as it lies (turned, in the view's
pixels), the same as painting it anew; a table draws its whole pack ahead."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from cardtable.cards import HEARTS, HIDDEN, KING, card
from cardtable.ui.table import card_item
from cardtable.ui.table.card_item import CardItem


def _grab(view: QGraphicsView) -> QImage:
    # The viewport paints itself as on screen (the item's cache is kept per viewport).
    return view.viewport().grab().toImage()


def test_a_turned_card_paints_the_same_from_its_cache(qtbot) -> None:
    scene = QGraphicsScene(0, 0, 300, 300)
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing
                        | QPainter.RenderHint.SmoothPixmapTransform)
    view.resize(300, 300)
    qtbot.addWidget(view)
    view.show()
    item = CardItem(1, card(HEARTS, KING), "french", "blue", 120)
    item.setPos(QPointF(150.3, 150.6))
    item.setRotation(11.0)
    scene.addItem(item)
    _grab(view)  # the first paint is direct, the second makes the picture of it as it lies
    card_item.new_frame()  # (a table's scene starts each frame so; this plain one does not)
    _grab(view)
    laid = item._as_laid
    cached = _grab(view)
    assert laid is not None and item._as_laid is laid  # painted from it, not anew
    item.set_moving("test", True)  # painted directly, as while it turns
    fresh = _grab(view)
    item.set_moving("test", False)
    points = [(x, y) for x in range(0, cached.width(), 2) for y in range(0, cached.height(), 2)]
    background = cached.pixel(1, 1)
    assert sum(cached.pixel(x, y) != background for x, y in points) > len(points) / 10
    differ = sum(cached.pixel(x, y) != fresh.pixel(x, y) for x, y in points)
    assert differ <= len(points) * 0.001  # the same picture (a turn of 1° differs by ~15 %)


def test_the_table_draws_its_whole_pack_ahead(qtbot, window) -> None:
    card_item.clear_pixmap_cache()  # nothing drawn by an earlier test
    window.start_game("tippen", seed=3)
    scene = window.flow.scene
    assert scene is not None
    pack = [c for c in range(54) if window.flow.match.info.pack(
        window.flow.match.options, window.flow.match.num_seats) >> c & 1]
    wanted = {(scene.deck_style, c, width, scene.dpr, scene.back)
              for c in [*pack, HIDDEN] for width in (scene.geom.big, scene.geom.small)}
    qtbot.waitUntil(lambda: wanted <= set(card_item._pixmaps), timeout=20000)
    window.flow.stop()
