"""The table: felt, seats with name plates, the trick area, one card item per model slot, and
in chip games the Poch board, a stack per chip place and the chips flying between them (its
:class:`~cardtable.ui.table.chip_layer.ChipLayer`).

:meth:`TableScene.relayout` reads the models and returns the tweens that move every item to
where the models now put it; the animator plays them. The chip layer's ``fly`` does the same
for chip moves: a small stack flies from its source (a seat's plate, a stack) to its
destination, and the numbers on both change when it lands. The scene reports gestures (a card
dropped somewhere, clicked, double-clicked) as plain uids and place names; the gestures
(``ui/play/gestures.py``) decide what they mean by asking the game's legal actions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, QModelIndex, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsSceneMouseEvent

from cardtable.cards import HIDDEN
from cardtable.ui.models.observed import BALANCE, CALL, DEALER, DISPLAY, INFO, NAME, TIP, TURN
from cardtable.ui.models.table import TableModel
from cardtable.ui.table import animation as anim
from cardtable.ui.table import card_cache, placing
from cardtable.ui.table.access import Accessible, text_scale
from cardtable.ui.table.animation import Ease, StepResult, Tween
from cardtable.ui.table.asks import TableQuestions
from cardtable.ui.table.card_item import CardItem, card_pixmap, is_drawn, must_draw, new_frame
from cardtable.ui.table.card_pool import CardPool
from cardtable.ui.table.chip_layer import ChipLayer
from cardtable.ui.table.clearance import Box, box_of, card_box, panel_spot
from cardtable.ui.table.felt import felt_pixmap
from cardtable.ui.table.layout import (
    TRICK_TILT,
    Placement,
    TableGeometry,
    buried,
    inside_stacks,
)
from cardtable.ui.table.plates import Caption, NamePlate, TableBadge

if TYPE_CHECKING:
    from cardtable.ui.table.table_access import ZoneGroup

CAPTION_MS = 1800  # how long an announcement stays beside its seat

# Motion kinds: base duration, easing, stagger between items.
_MOTION = {
    "deal": (anim.DEAL_MS, Ease.OutCubic, anim.DEAL_STAGGER_MS),
    "play": (anim.PLAY_MS, Ease.OutCubic, 0),
    "collect": (anim.COLLECT_MS, Ease.InOutQuad, 0),
    "draw": (anim.DEAL_MS, Ease.OutCubic, anim.DEAL_STAGGER_MS),
    "settle": (anim.SETTLE_MS, Ease.OutCubic, 0),
    "flip": (anim.FLIP_MS, Ease.InOutSine, 0),
}


def _flipper(item: CardItem, face: int) -> Callable[[Any], None]:
    def flip(progress: Any) -> None:
        item.set_moving("flip", progress != 1.0)
        item.set_flip(float(progress), face)
    return flip


# A card that turns by less than this (degrees) as its hand closes up or spreads turns at
# once and slides: a card turning in motion is drawn anew every frame, turned and smoothed
# (0.25 ms a card, a dozen cards as a hand closes up), one that only slides is copied from
# its picture. Its corners move by a pixel or two.
SNAP_TURN = 3.0


def _motion(item: CardItem, what: str, setter: Callable[[Any], None],
            end: Any) -> Callable[[Any], None]:
    """``setter`` for a tween to ``end`` that tells the item it is moving until it is there
    (it paints directly meanwhile: CardItem.set_moving)."""
    def move(value: Any) -> None:
        item.set_moving(what, value != end)
        setter(value)
    return move


def _in_stack(apply: Callable[[bool], None], now: bool, joins: bool, moved: list[Tween],
              duration: int, delay: int) -> list[Tween]:
    """Set what a card is like while it lies in a stack (``joins``) or not: hidden under
    others (``buried``), drawn without its own shadow (``inside_stacks``). At once if it does
    not travel; one that leaves a stack changes as it sets off, one that joins a stack once
    it has landed."""
    if joins == now:
        return []
    if not moved or not duration:
        apply(joins)
        return []
    if not joins:
        return [Tween(lambda _: apply(False), 0.0, 1.0, 1, Ease.Linear, delay)]
    return [Tween(lambda k: apply(k >= 1.0), 0.0, 1.0, duration, Ease.Linear, delay)]


# A card of the pack is warmed after a frame only if that frame's paint took at most this
# long (ms): a card drawn from its SVG takes 2–4 ms, and after a heavy frame it made the next
# one late.
WARM_AFTER_FRAME_MS = 6


class TableScene(QGraphicsScene):
    card_dropped = Signal(int, str)  # uid, place name ("" when dropped nowhere)
    card_clicked = Signal(int)
    card_pressed = Signal(int)
    card_activated = Signal(int)  # double-click
    pile_clicked = Signal(int)  # a seat's won tricks: show the last trick
    last_trick_dismissed = Signal()
    place_clicked = Signal(str)  # a game's own item on the felt clicked (the Doppler)
    chips_shown = Signal()  # the chips on the table changed (chips landed, or set to the truth)

    def __init__(self, model: TableModel, adapter: TableQuestions, animator: anim.Animator,
                 style: str, back: str, felt: str) -> None:
        super().__init__()
        # Cards move all the time: a BSP index would be rebuilt constantly (and Qt's BSP
        # index has crashed here when moved items were removed), so no index.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.model = model
        self.adapter = adapter
        self.animator = animator
        self.deck_style, self.back, self.felt = style, back, felt
        self.dpr = 1.0
        self.card_scale = 1.0  # the card-size setting
        self.geom = TableGeometry(1100, 720, model.num_seats)
        self.setSceneRect(0, 0, self.geom.width, self.geom.height)
        self.viewer_seat = 0  # the seat drawn at the bottom
        self.items_by_uid: dict[int, CardItem] = {}
        self.plates = [NamePlate("", 14) for _ in range(model.num_seats)]
        # Inside plates_once(): the plates' changes are drawn once, as it ends.
        self._plates_held = 0
        self._plates_due = False  # a placing put off to the block's end
        self.placed_for: object = None  # what the last placing of the words was asked
        self._place_later = QTimer(self)  # a placing put off to the next turn (_plates_now)
        self._place_later.setSingleShot(True)
        self._place_later.setInterval(0)
        self._place_later.timeout.connect(lambda: self._plates_now(wait=False))
        self._last_spot: tuple[object, tuple[QPointF, float]] | None = None  # clear_spot's
        animator.grouping = self.plates_once  # a step's changes drawn once, as it ends
        # The next deal's card items, made while the table is still (ui/table/card_pool.py).
        self.pool = CardPool(animator, self._make_item,
                             lambda: (self.deck_style, self.back, self.dpr), self)
        for p in self.plates:
            self.addItem(p)
        self._felt_key: tuple[int, int, str, float] | None = None
        self._felt = felt_pixmap(10, 10, felt)
        self.drop_glow = QGraphicsPathItem()
        self.drop_glow.setZValue(-10)
        self.addItem(self.drop_glow)
        self._glow(False)
        self.captions: list[Caption] = []
        self._card_boxes: list[Box] = []  # where every card lies once it has settled
        self.badge = TableBadge()
        self.addItem(self.badge)
        self._pack: list[int] = []
        self._warm_todo: list[tuple[int, int]] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(30)
        self._warm_timer.timeout.connect(self._warm_one)
        # In motion a card is warmed right after a frame is painted, where the most time is
        # left before the next: the 30 ms timer fell just before a motion tick as often as
        # not, and the tick, its paint and a card drawn (~2 ms) then made one late frame.
        # After a frame that took long (WARM_AFTER_FRAME_MS) the card waits for a lighter one.
        self._frame_clock = QElapsedTimer()
        self._warm_after_frame = QTimer(self)
        self._warm_after_frame.setSingleShot(True)
        self._warm_after_frame.setInterval(0)
        self._warm_after_frame.timeout.connect(self._warm_after_paint)
        self.chip_layer = ChipLayer(self)  # the board, the chip stacks, the chips in the air
        self.tips: dict[str, str] = {}  # the tooltip of every card of a zone, by zone
        self._pile_seats: dict[int, int] = {}  # uid of a won-tricks card → its pile's seat
        self.last_trick_view: Any = None  # a LastTrickView while the last trick is shown
        # What a screen reader is told of each zone (set by the describer), and the zones as
        # accessible objects (made when a screen reader first asks: ui/table/table_access.py).
        self.zone_access: dict[str, Accessible] = {}
        self.access_groups: dict[str, ZoneGroup] = {}
        # The describing of the table still to do (the describer's, kept while no screen
        # reader listens): catch_up_access() does it before anything is read.
        self.describe: Callable[[], None] | None = None
        # The figures are drawn when their models change (ui/models/observed.py).
        model.seats.dataChanged.connect(self._draw_plates)
        model.seats.modelReset.connect(self._draw_plates)
        model.calls.dataChanged.connect(self._on_call)

    def catch_up_access(self) -> None:
        """What a screen reader is told of the items and zones, up to date."""
        describe, self.describe = self.describe, None
        if describe is not None:
            describe()

    # --- seats ------------------------------------------------------------------------------
    def place_of(self, seat: int) -> int:
        """Display position of a seat: the viewer at the bottom, the others clockwise."""
        return (seat - self.viewer_seat) % self.model.num_seats

    def set_viewer(self, seat: int) -> None:
        self.viewer_seat = seat

    # --- size, felt and art -----------------------------------------------------------------
    def set_card_scale(self, scale: float) -> None:
        """The card-size setting (storage.CARD_SIZES): the table laid out anew, mid-deal too."""
        if scale != self.card_scale:
            self.card_scale = scale
            self.resize_table(self.geom.width, self.geom.height, self.dpr)

    def resize_table(self, width: float, height: float, dpr: float) -> None:
        self.geom = TableGeometry(width, height, self.model.num_seats, self.card_scale)
        if dpr != self.dpr:
            self.dpr = dpr
            for item in self.items_by_uid.values():
                item.set_art(self.deck_style, self.back, dpr)
        self.setSceneRect(0, 0, self.geom.width, self.geom.height)
        self.hide_last_trick()
        self.animator.finish_all()
        self.chip_layer.lay_out()
        for t in self.relayout("settle", instant=True).tweens:
            t.setter(t.end)
        if self._pack:
            self.warm_up(self._pack)  # the sizes changed

    def set_art(self, style: str, back: str) -> None:
        """Switch the deck style (live, mid-deal): every item re-renders, nothing moves."""
        self.deck_style, self.back = style, back
        for item in self.items_by_uid.values():
            item.set_art(style, back, self.dpr)
        self.chip_layer.set_german(style == "german")
        self.warm_up(self._pack)

    def warm_up(self, cards: list[int]) -> None:
        """Render the pack's faces ahead, one card per timer tick from the tick after the
        table's next frame: drawing an SVG court takes several ms, and doing it the moment
        an opponent's card turns up would stall motion. (In a thread of its own it stalled
        the frames more: QtSvg and QPainter hold Python's lock for parts of a render, and the
        table's paint waited for it, up to 65 ms a frame.)"""
        self._pack = list(cards)
        widths = dict.fromkeys([self.geom.big, self.geom.small,
                                *self.adapter.card_widths(self.geom)])
        todo = [(HIDDEN, w) for w in widths] + [(c, w) for w in widths for c in cards]
        self._warm_todo = todo
        # A pack not on disk yet is drawn from its SVGs, and a run's first drawing sets QtSvg
        # up (~20 ms): its backs now, with the deal's start, not in a tick of its motion. The
        # pack and the won tricks lie face down from the deal's first frames, and a back
        # drawn at a new size in a tick made a late frame (6 ms). A back kept on disk is read
        # in a tick (under a millisecond); the faces wait for the ticks.
        for width in widths:
            if must_draw(HIDDEN, self.deck_style, width, self.dpr, self.back):
                card_pixmap(HIDDEN, self.deck_style, width, self.dpr, self.back)
        if not self._warm_timer.isActive():
            self._warm_timer.start()

    def _warm_after_paint(self) -> None:
        if self._frame_clock.elapsed() <= WARM_AFTER_FRAME_MS:
            self._warm_one(after_frame=True)

    def _warm_one(self, after_frame: bool = False) -> None:
        if self.animator.busy and not after_frame:
            return  # the frames warm the pack while there is motion (drawBackground)
        # The first card not drawn yet (those drawn already, e.g. on the table, cost nothing).
        while self._warm_todo:
            card, width = self._warm_todo.pop(0)
            if not is_drawn(card, self.deck_style, width, self.dpr, self.back):
                card_pixmap(card, self.deck_style, width, self.dpr, self.back)
                return
        # Then the new pictures to disk, one a tick while nothing moves: the cache's own
        # thread encodes and writes each (3-9 ms that once made a late frame here).
        if self.animator.busy:
            return
        if not card_cache.save_one():
            self._warm_timer.stop()

    def set_felt(self, felt: str) -> None:
        self.felt = felt
        self._felt_key = None
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        new_frame()
        if self._warm_todo and self.animator.busy:
            self._frame_clock.start()
            self._warm_after_frame.start()  # fires once this frame is painted
        key = (round(self.geom.width), round(self.geom.height), self.felt, self.dpr)
        if key != self._felt_key:
            self._felt = felt_pixmap(key[0], key[1], self.felt, self.dpr)
            self._felt_key = key
        # Only the part being repainted (a moving card's trail), copied 1:1: the whole felt
        # under a clip cost ~0.5 ms a frame.
        r = QRectF(rect).intersected(QRectF(0, 0, key[0], key[1])).toAlignedRect()
        if not r.isEmpty():
            dpr = self._felt.devicePixelRatio()
            smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            # 1:1: without the smooth hint Qt copies instead of resampling (8× faster).
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.drawPixmap(QRectF(r), self._felt,
                               QRectF(r.x() * dpr, r.y() * dpr, r.width() * dpr,
                                      r.height() * dpr))
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)

    # --- layout -----------------------------------------------------------------------------
    def placements(self) -> dict[int, Placement]:
        g, m = self.geom, self.model
        out: dict[int, Placement] = {}
        for seat in range(m.num_seats):
            place = self.place_of(seat)
            width = g.big if place == 0 else g.small
            slots = m.hand(seat).slots
            spot = g.spot(place)
            lift = self._lift(place, width)
            for i, ((x, y, rot), s) in enumerate(zip(g.hand(place, len(slots), width), slots)):
                if s.card in m.raised:  # lifted toward the table centre for all to see
                    x, y = x - spot.toward_x * lift, y - spot.toward_y * lift
                out[s.uid] = Placement(x, y, rot, 100 + i, width, s.card)
            for i, s in enumerate(m.pile(seat).slots):
                out[s.uid] = Placement(spot.pile_x - i * 0.4, spot.pile_y - i * 0.6, 90.0,
                                       50 + i, g.small, HIDDEN)
        cx, cy = self.adapter.trick_centre(g)
        trick = m.zone("trick").slots
        places = [self.place_of(s) for s in m.trick_seats[:len(trick)]]
        places += [0] * (len(trick) - len(places))
        for i, ((x, y, rot), s) in enumerate(zip(g.trick(places, cx, cy), trick)):
            out[s.uid] = Placement(x, y, rot, 400 + i, g.big, s.card)
        ox, oy = self.adapter.deck_origin(g)
        for i, s in enumerate(m.zone("deck").slots):  # the pack before it is dealt
            out[s.uid] = Placement(ox - i * 0.35, oy - i * 0.5, 0.0, 20 + i, g.big, HIDDEN)
        out.update(self.adapter.placements(m, g))
        return out

    def _lift(self, place: int, width: int) -> float:
        """How far a raised card of a hand rises toward the middle: half a card, but your own
        hand's stops short of the board's compartments and their counts (on a low window the
        board reaches down toward your hand)."""
        lift = width * 0.55
        if place == 0 and self.adapter.board:
            g = self.geom
            board = self.adapter.board_spot(g)
            top = g.spot(0).y - g.big_h / 2  # the hand's top, unraised
            room = top - (board.y + board.size / 2) - 4
            lift = max(width * 0.2, min(lift, room))
        return lift

    def relayout(self, kind: str = "settle", instant: bool = False) -> StepResult:
        """Tweens taking every item to its place; items of vanished slots are removed."""
        base, easing, stagger = _MOTION.get(kind, _MOTION["settle"])
        duration = 0 if instant else self.animator.ms(base)
        gap = 0 if instant else self.animator.ms(stagger)
        targets = self.placements()
        under = buried(targets)
        inside = inside_stacks(targets)
        self._card_boxes = [card_box(p) for p in targets.values()]
        self.chip_layer.keep_clear()  # before the plates, which keep clear of the stacks
        for uid in list(self.items_by_uid):
            if uid not in targets:
                self.removeItem(self.items_by_uid.pop(uid))
        tweens: list[Tween] = []
        origin = self.adapter.deck_origin(self.geom)
        delay = 0
        for uid, p in targets.items():
            item = self.items_by_uid.get(uid)
            if item is None:
                item = self._new_item(uid, p, origin if kind in ("deal", "draw") else None)
            # Only a card that travels waits for the one before: the pack settling by a
            # fraction of a pixel as cards leave it must not hold the deal up.
            travels = (item.pos() - QPointF(p.x, p.y)).manhattanLength() > p.width * 0.2
            moved = self._tween_item(item, p, duration, easing, delay)
            moved += _in_stack(item.set_buried, not item.isVisible(), uid in under, moved,
                               duration, delay) + \
                _in_stack(item.set_flat, item.flat, uid in inside, moved, duration, delay)
            tweens += moved
            if moved and gap and kind in ("deal", "draw") and travels:
                delay += gap
        self._draw_plates(resized=True)  # their font follows the table's size
        self.chip_layer.show()
        self._glow(False)
        self._mark_zones()
        return StepResult(tweens)

    # --- tooltips and the won-tricks piles ---------------------------------------------------
    def set_tips(self, tips: dict[str, str]) -> None:
        """The tooltip of each zone's cards (a seat's pile, the talon …), by zone name."""
        self.tips = dict(tips)
        self._mark_zones()

    def _mark_zones(self) -> None:
        """Tooltips on every card of a zone that has one; a won-tricks pile shows a pointing
        hand (a click on it shows the last trick)."""
        self._pile_seats = {s.uid: seat for seat in range(self.model.num_seats)
                            for s in self.model.pile(seat).slots}
        tipped = {s.uid: tip for zone, tip in self.tips.items() if zone in self.model.zones
                  for s in self.model.zones[zone].slots}
        for uid, item in self.items_by_uid.items():
            tip = tipped.get(uid, "")
            if item.tip != tip:  # (asked of Qt for fifty cards at every step: 0.3 ms)
                item.tip = tip
                item.setToolTip(tip)
            if uid in self._pile_seats and not item.interactive:
                item.point_with(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)
        if event.isAccepted() or event.button() != Qt.MouseButton.LeftButton:
            return
        for item in self.items(event.scenePos()):
            seat = self._pile_seats.get(getattr(item, "uid", -1))
            if isinstance(item, CardItem) and seat is not None:
                event.accept()
                self.pile_clicked.emit(seat)
                return

    # --- the last trick, shown again -------------------------------------------------------
    def show_last_trick(self, title: str, plays: Sequence[tuple[str, int]], winner: int) -> None:
        from cardtable.ui.table.last_trick import LastTrickView

        self.hide_last_trick()
        view = LastTrickView(title, plays, winner, round(self.geom.big * 0.8), self.deck_style,
                             self.back, self.dpr, picture_width=self.geom.big)
        view.dismissed.connect(self.last_trick_dismissed)
        cx, cy = self.adapter.trick_centre(self.geom)
        half = view.boundingRect().width() / 2 + self.geom.margin
        view.setPos(max(half, min(self.geom.width - half, cx)), cy)
        self.addItem(view)
        self.last_trick_view = view

    def hide_last_trick(self) -> bool:
        """Put the last trick away; False if it was not shown."""
        view, self.last_trick_view = self.last_trick_view, None
        if view is None:
            return False
        if view.scene() is self:
            self.removeItem(view)
        view.deleteLater()
        return True

    def _new_item(self, uid: int, p: Placement, origin: tuple[float, float] | None) -> CardItem:
        # A new card starts face down where it comes from (the talon, the pack), or in place.
        start_face = HIDDEN if origin is not None else p.card
        item = self.pool.take(p.width) or self._make_item(p.width)
        item.uid = uid
        item.set_face(start_face)
        x, y = origin if origin is not None else (p.x, p.y)
        item.setPos(x, y)
        item.setRotation(p.rotation if origin is None else 0.0)
        item.setZValue(p.z)
        self.addItem(item)
        self.items_by_uid[uid] = item
        self.pool.width = p.width  # the next pack's are made at this width
        self.pool.wanted = max(self.pool.wanted, len(self.items_by_uid))
        return item

    def _make_item(self, width: int) -> CardItem:
        """A new card item, face down, that tells the scene of clicks and drags."""
        item = CardItem(-1, HIDDEN, self.deck_style, self.back, width, self.dpr)
        item.clicked.connect(self.card_clicked)
        item.pressed.connect(self.card_pressed)
        item.double_clicked.connect(self.card_activated)
        item.drag_started.connect(self._on_drag_started)
        item.dropped.connect(self._on_drop)
        return item

    def _tween_item(self, item: CardItem, p: Placement, duration: int, easing: Ease,
                    delay: int) -> list[Tween]:
        out: list[Tween] = []
        item.setZValue(p.z)
        if p.width != item.width:
            # Re-render at the new size at once and ease the scale back to 1: crisp at the end.
            ratio = item.width / p.width
            item.set_width(p.width)
            out.append(Tween(_motion(item, "scale", item.setScale, 1.0), ratio, 1.0, duration,
                             easing, delay))
        target = QPointF(p.x, p.y)
        if (item.pos() - target).manhattanLength() > 0.5:
            out.append(Tween(item.setPos, item.pos(), target, duration, easing, delay))
        turn = abs(item.rotation() - p.rotation)
        if turn > 0.1:
            if turn < SNAP_TURN and duration:
                item.setRotation(p.rotation)  # at once: then it slides as its picture
            else:
                out.append(Tween(_motion(item, "rotation", item.setRotation, p.rotation),
                                 item.rotation(), p.rotation, duration, easing, delay))
        if p.card != item.card:
            flip_ms = min(duration, self.animator.ms(anim.FLIP_MS)) if duration else 0
            out.append(Tween(_flipper(item, p.card), 0.0, 1.0, flip_ms, Ease.InOutSine,
                             delay + max(0, duration - flip_ms) // 2))
        return out

    # --- plates and captions ----------------------------------------------------------------
    def set_plates(self, names: list[str], infos: list[str], dealer: int, turn: int,
                   tips: Sequence[str] = ()) -> None:
        """Tell the seats model each seat's name, line of facts, dealer, turn and tooltip;
        the plates draw it (:meth:`_draw_plates`), once for all the seats: each seat's change
        placing every plate anew made up to three layouts a move."""
        with self.plates_once():
            for seat in range(len(self.plates)):
                values = {NAME: names[seat], DISPLAY: names[seat], INFO: infos[seat],
                          DEALER: seat == dealer, TURN: seat == turn}
                if seat < len(tips):
                    values[TIP] = tips[seat]
                self.model.seats.set(seat, values)
            self._draw_plates()

    @contextmanager
    def plates_once(self) -> Iterator[None]:
        """The plates and captions placed (if anything asks it) once, as the block ends,
        however often the seats model, a caption or a relayout asks for it inside: a move's
        settling told the seats, then laid the cards out, and each placed every plate anew.
        What the plates say changes at once (a number when its chips land)."""
        self._plates_held += 1
        try:
            yield
        finally:
            self._plates_held -= 1
            if self._plates_held == 0:
                self._plates_now()

    def _plates_now(self, wait: bool = True) -> None:
        """The placing that :meth:`plates_once` has put off, now: what comes next needs to
        know where the plates lie. While the table moves (and ``wait``), in the event loop's
        next turn instead: the step that asked for it and the frame it painted, then the
        room searched for every word (up to 6 ms in Poch) and the next frame, each fit in a
        frame's time, where together they made it late. The plates and captions settle a
        frame after the cards start to move; a caption said meanwhile waits unseen. So too
        after a run of steps without motion: as a step of its own, first in the next turn."""
        if not self._plates_due:
            return
        if wait and self.animator.moving:
            if not self._place_later.isActive():
                self._place_later.start()
            return
        if wait and self.animator.stepping:
            # A run of steps asked for it: placed in the next turn, as a step of its own
            # before the steps that come after (they may ask where a plate lies), not on
            # top of this turn's steps.
            self.animator.first_next_turn(self._place_first)
            return
        self._plates_due = False
        self._place_later.stop()
        self._update_plates()

    def _place_first(self) -> None:
        # A placing may ask for another (the game's items beside the plates said anew, a
        # plate grown): that one at once too, not put off to yet another turn.
        for _ in range(3):
            self._plates_now(wait=False)
            if not self._plates_due:
                break

    def _draw_plates(self, *_: Any, resized: bool = False) -> None:
        """Every plate as the seats model says, placed anew if one changed its size (or
        ``resized``: the table did)."""
        seats = self.model.seats
        font = max(12.0, self.geom.height / 48) * text_scale()
        for seat, plate in enumerate(self.plates):
            before = plate.boundingRect()
            plate.set_state(str(seats.value(seat, NAME) or ""), str(seats.value(seat, INFO) or ""),
                            bool(seats.value(seat, DEALER)), bool(seats.value(seat, TURN)), font)
            plate.set_balance(seats.value(seat, BALANCE), self.dpr)
            tip = str(seats.value(seat, TIP) or "")
            if plate.toolTip() != tip:
                plate.setToolTip(tip)
            resized = resized or plate.boundingRect() != before
        if resized:
            self._plates_due = True
            if not self._plates_held:
                self._plates_now()

    def _on_call(self, top: QModelIndex, bottom: QModelIndex, *_: Any) -> None:
        """A seat's call landed: its bubble."""
        for seat in range(top.row(), bottom.row() + 1):
            said = self.model.calls.value(seat, CALL)
            if said:
                self.show_caption(seat, str(said))

    def set_thinking(self, seat: int | None) -> None:
        """Show which seat (a computer) is thinking, or none."""
        for i, plate in enumerate(self.plates):
            plate.set_thinking(i == seat, moving=self.animator.speed > 0)

    def set_badge(self, text: str, tip: str = "") -> None:
        self.badge.set_text(text, self.geom.height / 44 * text_scale())
        self.badge.setPos(self.geom.margin, self.geom.margin)
        self.badge.setToolTip(tip)

    def _update_plates(self) -> None:
        """Each plate and caption placed anew (ui/table/placing.py)."""
        placing.place_plates(self)

    def card_boxes(self) -> list[Box]:
        """Where cards lie or will: every card where it settles, the places of a whole trick
        and the board (words had better not cover them)."""
        g = self.geom
        cx, cy = self.adapter.trick_centre(g)
        # Each seat's trick card at its widest tilt (the tilt follows the order of play).
        trick = [Placement(x, y, TRICK_TILT, 0, g.big, HIDDEN)
                 for x, y, _ in g.trick(list(range(self.model.num_seats)), cx, cy)]
        out = self._card_boxes + [card_box(p) for p in trick]
        board = self.chip_layer.board_item
        if board is not None and board.isVisible():
            out.append(box_of(board.sceneBoundingRect()))
        return out

    def word_boxes(self) -> list[QRectF]:
        """The words on the felt that others must not cover: the chip counts and the badge
        (the plates and the captions are added as they are placed)."""
        out = self.chip_layer.word_rects()
        if self.badge.text:
            out.append(self.badge.sceneBoundingRect())
        return out

    def show_caption(self, seat: int, text: str) -> None:
        """One caption per seat, between its plate and the table centre; a new one replaces
        the seat's last. Inside :meth:`plates_once` it is placed with the plates, as the
        block ends (where they go may change before then)."""
        for old in [c for c in self.captions if c.seat == seat]:
            self._drop_caption(old)
        cap = Caption(text, self.geom.height / 30 * text_scale())
        cap.seat = seat
        if self._plates_held:
            self._plates_due = True  # placed with the plates, as the block ends
            cap.setVisible(False)  # until it has its place
        else:
            placing.place_caption(self, cap)
        self.addItem(cap)
        self.captions.append(cap)
        # A timer of the scene's own: it dies with the scene, so a caption's end never
        # reaches a scene that a new game has replaced.
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self._drop_caption(cap, timer))
        timer.start(CAPTION_MS)

    def drop_captions(self) -> None:
        """Every caption off the table at once (the deal is over: its summary says it all,
        and a crowded table needs the room for it)."""
        for cap in list(self.captions):
            self._drop_caption(cap)

    def _drop_caption(self, cap: Caption, timer: QTimer | None = None) -> None:
        if timer is not None:
            timer.deleteLater()
        if cap in self.captions:
            self.captions.remove(cap)
            if cap.scene() is self:
                self.removeItem(cap)

    # --- drops ------------------------------------------------------------------------------
    def trick_area(self) -> QRectF:
        cx, cy = self.adapter.trick_centre(self.geom)
        w, h = self.geom.big * 2.3, self.geom.big_h * 1.7
        return QRectF(cx - w / 2, cy - h / 2, w, h)

    def drop_targets(self) -> dict[str, QRectF]:
        targets = dict(self.adapter.drop_targets(self.model, self.geom))
        targets["trick"] = self.trick_area()
        return targets

    def _on_drag_started(self, _uid: int) -> None:
        self._glow(True)

    def _glow(self, on: bool) -> None:
        """The drop zone lights up while a card is dragged: the trick, or where the game
        wants the card now (the partner's cards in a blind-nil exchange)."""
        path = QPainterPath()
        r = self.adapter.drop_targets(self.model, self.geom).get("give") or self.trick_area()
        path.addRoundedRect(r, 18, 18)
        self.drop_glow.setPath(path)
        self.drop_glow.setPen(QPen(QColor(255, 230, 140, 200 if on else 0), 3))
        self.drop_glow.setBrush(QColor(255, 240, 180, 38 if on else 0))

    def _on_drop(self, uid: int, pos: QPointF) -> None:
        self._glow(False)
        for name, rect in self.adapter.drop_targets(self.model, self.geom).items():
            if rect.contains(pos):
                self.card_dropped.emit(uid, name)
                return
        self.card_dropped.emit(uid, "trick" if self.trick_area().contains(pos) else "")

    # --- interaction state ------------------------------------------------------------------
    def set_interaction(self, playable: set[int], dimmed: set[int], clickable: set[int],
                        draggable: set[int] | None = None) -> None:
        """Bright and lifting (playable), dimmed, clickable (the talon), or draggable: any
        card of the hand on turn, so an illegal drop can say why."""
        drag = (playable | dimmed) if draggable is None else draggable
        for uid, item in self.items_by_uid.items():
            item.playable = uid in playable
            item.draggable = uid in drag
            item.interactive = item.draggable or uid in clickable
            item.set_dimmed(uid in dimmed)
            item.point_with(Qt.CursorShape.OpenHandCursor if item.draggable else
                            Qt.CursorShape.PointingHandCursor if item.interactive
                            or uid in self._pile_seats else Qt.CursorShape.ArrowCursor)
            if not item.playable:
                item.set_lift(0.0)

    def face_up_cards(self) -> list[int]:
        """Every card whose face an item shows right now (tests check what could be seen)."""
        return [it.card for it in self.items_by_uid.values() if it.card != HIDDEN]

    def item_of_card(self, card: int) -> CardItem | None:
        for it in self.items_by_uid.values():
            if it.card == card:
                return it
        return None

    # --- room for a panel over the felt -------------------------------------------------------
    def keep_clear(self, words: bool = False) -> tuple[list[QRectF], list[QRectF]]:
        """What a panel over the felt must not cover (every name plate, caption and chip
        place, the board, the hand at the bottom) and what it had better not cover (the
        other hands, each pile of cards, the badge), as rectangles of the scene. A panel that only tells (``words``: the
        deal's summary, a question) must not cover any words on the table (the plates, the
        captions, the chip counts, the badge, the board), and had better not cover any
        cards."""
        self._plates_now(wait=False)
        pad = self.geom.margin * 0.5
        must = [p.sceneBoundingRect().adjusted(-pad, -pad, pad, pad) for p in self.plates
                if p.isVisible()]
        must += self.chip_layer.word_rects()  # counts are words
        must += [c.sceneBoundingRect() for c in self.captions]  # what was just said
        rather: list[QRectF] = []
        if words:
            if self.badge.text:
                must.append(self.badge.sceneBoundingRect())
        else:
            rather.append(self.badge.sceneBoundingRect())
        board = self.chip_layer.board_item
        if board is not None:  # its compartments' names and counts are words too
            must.append(board.sceneBoundingRect())
        for name, zone in self.model.zones.items():
            rect = QRectF()
            for slot in zone.slots:
                item = self.items_by_uid.get(slot.uid)
                if item is not None:
                    rect = rect.united(item.sceneBoundingRect())
            if rect.isNull():
                continue
            mine = name == f"hand{self.viewer_seat}" and not words
            (must if mine else rather).append(rect)
        return must, rather

    def clear_spot(self, width: float, height: float, prefer: QPointF,
                   words: bool = False) -> tuple[QPointF, float]:
        """The top left corner for a panel of this size that covers none of what it must keep
        clear (:meth:`keep_clear`) and as little of the rest as it can, nearest ``prefer``
        (the centre it would like); if nothing is clear, the spot that covers least. And how
        much it covers there: the largest share it hides of another hand or pile, plus 1,000
        times the share of the panel over what it must keep clear."""
        must, rather = self.keep_clear(words)
        m = self.geom.margin * 0.5
        area = QRectF(m, m, self.geom.width - 2 * m, self.geom.height - 2 * m)
        # The last question's answer: the deal's summary looks for its room a turn before it
        # shows (the search is 2–4 ms), and asks again as it shows.
        asked = (width, height, prefer.x(), prefer.y(), tuple(box_of(r) for r in must),
                 tuple(box_of(r) for r in rather), box_of(area))
        if self._last_spot is None or self._last_spot[0] != asked:
            self._last_spot = (asked, panel_spot(width, height, prefer, must, rather, area))
        return self._last_spot[1]
