"""A card on the table: its face or back rendered from the SVG art, with a soft shadow baked in.

The item knows its face, not the rules: the scene tells it whether it is playable (bright,
lifts on hover, can be dragged) and listens to its signals (plain uids and positions).
Its position is the card's centre, so it turns about its middle.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from cardtable import art
from cardtable.cards import HIDDEN
from cardtable.ui.table import card_cache
from cardtable.ui.table.access import Accessible

CARD_ASPECT = art.CARD_ASPECT
CORNER = 0.06  # a card's corner radius, over its width (its shadow, its outline, its shape)
# Most recently used last; bounded, since every window size brings new card widths.
_pixmaps: OrderedDict[tuple[str, int, int, float, str], QPixmap] = OrderedDict()
_PIXMAP_LIMIT = 480


def shadow_margin(width: int) -> int:
    return max(3, round(width * 0.07))


def _svg(card: int, style: str, back: str) -> Path:
    return art.back_svg_path(back) if card == HIDDEN else art.card_svg_path(card, style)


def card_pixmap(card: int, style: str, width: int, dpr: float, back: str) -> QPixmap:
    """The card (or back, for HIDDEN) with a soft shadow under it, cached per size and scale."""
    key = (style, card, width, dpr, back)
    pm = _pixmaps.get(key)
    if pm is None:
        # Rendered afresh, not through art's own image cache: once the pixmap with its
        # shadow is made the plain image is not needed, and keeping both doubled the memory
        # the cards take (about 11 MB for the Spades pack at two sizes).
        path = _svg(card, style, back)
        image = card_cache.load(path, width, dpr)
        drawn = image is None
        if image is None:
            face = art.render_svg(path, width, round(width * CARD_ASPECT), dpr)
            image = _with_shadow(face, width, dpr)
        pm = _pixmaps[key] = QPixmap.fromImage(image)
        if drawn:
            card_cache.keep(path, width, dpr, lambda: _kept_image(key))
        if len(_pixmaps) > _PIXMAP_LIMIT:
            _pixmaps.popitem(last=False)
    else:
        _pixmaps.move_to_end(key)
    return pm


_flat_pixmaps: OrderedDict[tuple[str, int, int, float, str], QPixmap] = OrderedDict()


def flat_pixmap(card: int, style: str, width: int, dpr: float, back: str) -> QPixmap:
    """The card as :func:`card_pixmap` draws it, without its shadow: everything outside the
    card's rounded edge cleared (a card inside a stack, ``layout.inside_stacks``). Made from
    that pixmap (a fraction of a millisecond), so a back kept on disk needs no drawing."""
    key = (style, card, width, dpr, back)
    pm = _flat_pixmaps.get(key)
    if pm is None:
        image = card_pixmap(card, style, width, dpr, back).toImage()
        card_shape = QImage(image.size(), QImage.Format.Format_ARGB32_Premultiplied)
        card_shape.setDevicePixelRatio(dpr)
        card_shape.fill(0)
        m = shadow_margin(width)
        p = QPainter(card_shape)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0))
        radius = width * CORNER
        p.drawRoundedRect(QRectF(m, m, width, round(width * CARD_ASPECT)), radius, radius)
        p.end()
        p = QPainter(image)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
        p.drawImage(0, 0, card_shape)
        p.end()
        pm = _flat_pixmaps[key] = QPixmap.fromImage(image)
        if len(_flat_pixmaps) > _PIXMAP_LIMIT // 4:
            _flat_pixmaps.popitem(last=False)
    else:
        _flat_pixmaps.move_to_end(key)
    return pm


PICTURES_PER_FRAME = 4  # cards at rest whose as-laid picture a frame may make (see paint())
_pictures_left = PICTURES_PER_FRAME


def new_frame() -> None:
    """A table frame begins (its background is drawn): cards may make pictures again."""
    global _pictures_left
    _pictures_left = PICTURES_PER_FRAME


def _take_picture() -> bool:
    global _pictures_left
    if _pictures_left <= 0:
        return False
    _pictures_left -= 1
    return True


def _kept_image(key: tuple[str, int, int, float, str]) -> QImage | None:
    pm = _pixmaps.get(key)
    return pm.toImage() if pm is not None else None


def is_drawn(card: int, style: str, width: int, dpr: float, back: str) -> bool:
    """Whether that card's pixmap is made already (it is then drawn at no cost)."""
    return (style, card, width, dpr, back) in _pixmaps


def must_draw(card: int, style: str, width: int, dpr: float, back: str) -> bool:
    """Whether that card's pixmap must be drawn from its SVG (it is neither made nor kept on
    disk)."""
    return not is_drawn(card, style, width, dpr, back) and \
        not card_cache.has(_svg(card, style, back), width, dpr)


@lru_cache(maxsize=16)
def _bounds(width: int) -> QRectF:
    """A card's bounding rectangle, its shadow included (Qt copies what it is given)."""
    m = shadow_margin(width)
    w, h = width + 2 * m, round(width * CARD_ASPECT) + 2 * m
    return QRectF(-w / 2, -h / 2, w, h)


def forget_kept_pictures() -> None:
    """Forget every picture that is kept on disk: a new game lays out its own pack, and the
    last game's is read back (under a millisecond a card) if it is played again. With all
    five games in a session the pictures took 17 MB; now about one pack's worth. A picture
    not written to disk yet stays."""
    for key in list(_pixmaps):
        style, card, width, dpr, back = key
        if card_cache.has(_svg(card, style, back), width, dpr):
            del _pixmaps[key]
    _flat_pixmaps.clear()  # made again from the pictures in a fraction of a millisecond


def clear_pixmap_cache() -> None:
    _pixmaps.clear()
    _flat_pixmaps.clear()


def _with_shadow(face: QImage, width: int, dpr: float) -> QImage:
    # A live QGraphicsDropShadowEffect on dozens of items is slow; a few translucent rounded
    # rects of growing size give a soft shadow once, at render time.
    m = shadow_margin(width)
    height = round(width * CARD_ASPECT)
    img = QImage(round((width + 2 * m) * dpr), round((height + 2 * m) * dpr),
                 QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(0)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    radius = width * CORNER
    offset = m * 0.35
    steps = 6
    for i in range(steps, 0, -1):
        grow = m * i / steps
        p.setBrush(QColor(0, 0, 0, round(70 / steps)))
        p.drawRoundedRect(QRectF(m - grow * 0.8, m - grow * 0.8 + offset, width + grow * 1.6,
                                 height + grow * 1.6), radius + grow, radius + grow)
    p.drawImage(QPointF(m, m), face)
    p.end()
    return img


class CardItem(QGraphicsObject):
    """One card. ``card`` is HIDDEN when its back is shown."""

    pressed = Signal(int)
    clicked = Signal(int)
    double_clicked = Signal(int)
    drag_started = Signal(int)
    dragged = Signal(int, QPointF)
    dropped = Signal(int, QPointF)

    def __init__(self, uid: int, card: int, style: str, back: str, width: int,
                 dpr: float = 1.0) -> None:
        super().__init__()
        self.uid = uid
        self.card = card
        self._style, self._back, self._width, self._dpr = style, back, width, dpr
        self._pixmap = card_pixmap(card, style, width, dpr, back)
        self.playable = False  # bright, lifts on hover
        self.draggable = False  # may be dragged (a dimmed card too: its drop says why not)
        self.interactive = False  # reacts to clicks (a playable card, the talon …)
        self.tip = ""  # its tooltip, as last set by the scene
        self.pointer: Qt.CursorShape | None = None  # its mouse pointer, as last set by the scene
        self.dimmed = False
        self.flat = False  # drawn without its shadow: it lies inside a stack
        self.selected_by_keyboard = False
        # What a screen reader is told of this card (set by the describer for the items a
        # person can act on, and the cards of the hand and the trick).
        self.access: Accessible | None = None
        self.badge = ""  # a hint's estimate, shown on the card
        self._lift = 0.0
        self._flip = 1.0  # horizontal scale during a flip
        self._press: QPointF | None = None
        self._press_item_pos = QPointF()
        self.dragging = False
        self.setAcceptHoverEvents(True)
        # Painted once into a pixmap in the view's pixels and blitted 1:1 after that: drawing
        # the card's pixmap turned (a fan) or at a fraction of a pixel takes a smooth,
        # transformed draw, about 0.4 ms a card, and a frame repaints every card the moving
        # one passes over (ten-card hands: 15–40 ms frames). The cache is painted by this
        # very paint(), so the card looks the same; it is made again when the card turns,
        # scales or changes (update()).
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)  # paint() keeps its own
        # The card as it lies on the table: (its look and turn, the pixmap, the card's
        # centre in the pixmap); see paint().
        self._as_laid: tuple[tuple[object, ...], QPixmap, QPointF] | None = None
        self._last_look: tuple[object, ...] | None = None  # of the last direct paint
        self._moving: set[str] = set()  # what of it is being animated ("rotation", "scale" …)

    # --- appearance --------------------------------------------------------------------------
    @property
    def width(self) -> int:
        return self._width

    @property
    def height(self) -> int:
        return round(self._width * CARD_ASPECT)

    def _refresh(self) -> None:
        self.prepareGeometryChange()
        draw = flat_pixmap if self.flat else card_pixmap
        self._pixmap = draw(self.card, self._style, self._width, self._dpr, self._back)
        self.update()

    def set_buried(self, buried: bool) -> None:
        """Hidden under others of its stack (``layout.buried``: no one can see it), or shown."""
        self.setVisible(not buried)

    def set_flat(self, flat: bool) -> None:
        """Without its own shadow (inside a stack: ``layout.inside_stacks``), or with it."""
        if flat != self.flat:
            self.flat = flat
            self._refresh()

    def set_face(self, card: int) -> None:
        if card != self.card:
            self.card = card
            self._refresh()

    def set_width(self, width: int) -> None:
        if width != self._width:
            self._width = width
            self._refresh()

    def set_art(self, style: str, back: str, dpr: float) -> None:
        if (style, back, dpr) != (self._style, self._back, self._dpr):
            self._style, self._back, self._dpr = style, back, dpr
            self._refresh()

    def set_moving(self, what: str, moving: bool) -> None:
        """While the card turns, scales or flips, the picture of it as it lies would be made
        anew every frame (a turned draw into a new pixmap, then a copy): it paints directly
        until the last of those motions is at its end, then from that picture again."""
        if moving:
            self._moving.add(what)
        else:
            self._moving.discard(what)

    def point_with(self, shape: Qt.CursorShape) -> None:
        """The mouse pointer over this card. Asked of Qt only when it changes: with the mouse
        over the table, each call asks the display server where the mouse is (a round trip
        per card; 4 ms for Spades' piles at every step under X)."""
        if shape != self.pointer:
            self.pointer = shape
            self.setCursor(shape)

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.update()

    def set_badge(self, text: str) -> None:
        if text != self.badge:
            self.badge = text
            self.update()

    def set_lift(self, lift: float) -> None:
        self._lift = lift
        self._apply_transform()

    def set_flip(self, progress: float, new_face: int) -> None:
        """Part of a flip: the card narrows to nothing, shows its new side and widens again."""
        if progress >= 0.5:
            self.set_face(new_face)
        self._flip = max(0.02, abs(1.0 - 2.0 * progress))
        self._apply_transform()

    def _apply_transform(self) -> None:
        self.setTransform(QTransform().translate(0, -self._lift).scale(self._flip, 1.0))

    def boundingRect(self) -> QRectF:
        return QRectF(_bounds(self._width))  # asked for often: ~40 times a card a second

    def card_rect(self) -> QRectF:
        return QRectF(-self._width / 2, -self.height / 2, self._width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._moving:  # turning, scaling or flipping: a new picture every frame anyway
            self._paint_card(painter)
            return
        # A card at rest (or only sliding) is painted once as it lies, turned, into a pixmap
        # in the view's pixels, and that pixmap is copied 1:1 at every repaint after. Drawing
        # the card's pixmap turned (a fanned hand) takes a smooth transformed draw, ~0.4 ms
        # a card, and a moving card repaints every card it passes over. (Qt's own
        # DeviceCoordinateCache paints a turned item anew at every repaint.)
        t = painter.worldTransform()
        dpr = painter.device().devicePixelRatio()
        look = (t.m11(), t.m12(), t.m21(), t.m22(), dpr, self._pixmap.cacheKey(), self.dimmed,
                self.selected_by_keyboard, self.badge)
        origin = t.map(QPointF(0, 0))
        if self._as_laid is None or self._as_laid[0] != look:
            if self._last_look != look or not _take_picture():
                # Painted once as it now lies: directly. The picture is made at the second
                # paint so: a card only passing through (the pack dealt out, a card flying
                # to the trick) never makes one; and a few a frame at most, so a new deal's
                # second frame does not make twenty (0.5–0.9 ms each) at once.
                self._last_look = look
                self._paint_card(painter)
                return
            area = t.mapRect(self.boundingRect())
            left, top = math.floor(area.left()), math.floor(area.top())
            pm = QPixmap(max(1, round((math.ceil(area.right()) - left) * dpr)),
                         max(1, round((math.ceil(area.bottom()) - top) * dpr)))
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)
            p = QPainter(pm)
            p.setRenderHints(painter.renderHints())
            p.setBrushOrigin(QPointF(-left, -top))  # the dimmed hatching lines up as ever
            p.setWorldTransform(t * QTransform.fromTranslate(-left, -top))
            self._paint_card(p)
            p.end()
            self._as_laid = (look, pm, origin - QPointF(left, top))
        _, pm, offset = self._as_laid
        at = origin - offset  # where the pixmap's corner goes: whole pixels
        painter.save()
        painter.setWorldTransform(QTransform())
        # 1:1 at whole pixels: a smooth draw would take Qt's resampling path all the same
        # (0.11 ms a card instead of 0.015).
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawPixmap(QPointF(round(at.x()), round(at.y())), pm)
        painter.restore()

    def _paint_card(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        # The pixmap's own edge is its transparent shadow margin, so antialiasing that edge
        # changes no pixel a person can see (at most 5/255 in a channel, at the margin) and
        # costs three quarters of a turned card's paint (0.70 → 0.18 ms at 120 px).
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.drawPixmap(self.boundingRect().topLeft(), self._pixmap)
        if self.dimmed or self.selected_by_keyboard:
            path = QPainterPath()
            r = self._width * CORNER
            path.addRoundedRect(self.card_rect(), r, r)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            if self.dimmed:  # about 60 % brightness, and hatched: not by colour alone
                painter.fillPath(path, QColor(0, 0, 0, 102))
                painter.fillPath(path, QBrush(QColor(0, 0, 0, 70), Qt.BrushStyle.BDiagPattern))
            if self.selected_by_keyboard:
                painter.setPen(self.selection_pen())
                painter.drawPath(path)
        if self.badge:
            self._paint_badge(painter)

    def selection_pen(self) -> QPen:
        """The keyboard pick's outline: gold on a card that may be played, a thin dashed
        grey on a dimmed one (which must not look playable)."""
        width = max(2.0, self._width * 0.03)
        if self.dimmed:
            pen = QPen(QColor(220, 220, 220, 200), width * 0.7, Qt.PenStyle.DashLine)
            return pen
        return QPen(QColor("#ffd54a"), width)

    def _paint_badge(self, painter: QPainter) -> None:
        font = QFont()
        font.setPixelSize(max(10, round(self._width * 0.13)))
        font.setBold(True)
        painter.setFont(font)
        r = self.card_rect()
        # In the left strip, the part of a fanned card that stays visible.
        box = QRectF(r.left() + r.width() * 0.03, r.top() + r.height() * 0.36, r.width() * 0.42,
                     r.width() * 0.24)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#6b4e00"), 1.5))
        painter.setBrush(QColor(255, 236, 160, 240))
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        painter.setPen(QColor("#1d1d1d"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.badge)

    # --- input -------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.playable and not self.dragging:
            self.set_lift(self.height * 0.08)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if not self.selected_by_keyboard:
            self.set_lift(0.0)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self.pressed.emit(self.uid)  # motion still playing is finished first
        self._press = event.scenePos()
        self._press_item_pos = self.pos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.draggable:
            return
        delta = event.scenePos() - self._press
        if not self.dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self.dragging = True
            self.set_lift(0.0)
            self.setZValue(1000)
            self.drag_started.emit(self.uid)
        self.setPos(self._press_item_pos + delta)
        self.dragged.emit(self.uid, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        if self.dragging:
            self.dragging = False
            self.dropped.emit(self.uid, event.scenePos())
        else:
            self.clicked.emit(self.uid)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.interactive:
            self.double_clicked.emit(self.uid)
