"""The chips on the table: the Poch board, a stack for every chip place, and the small stacks
that fly chips between places.

The places model says how many chips lie at each place and the seats model each seat's
balance; the stacks, the board's hollows and the plates draw them (:meth:`ChipLayer._draw`, on
the places model's signals). :meth:`ChipLayer.fly` lifts a move's chips off its source (the
chips model then counts them in the air, and the figures no longer show them) and returns the
tweens that fly them; each move lands, and the figures at both ends change, when its tween
ends. A stack on the felt keeps clear of the cards and the plates (:meth:`ChipLayer.keep_clear`,
at every relayout); a stack in a hollow of the board stays there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from cardtable.engine.chips import ChipMove, Place
from cardtable.engine.messages import Text
from cardtable.ui.models.observed import BALANCE
from cardtable.ui.table.animation import Ease, Tween
from cardtable.ui.table.board import BoardItem, Hollow
from cardtable.ui.table.chips import FLYING_MAX, ChipFlight, ChipStack
from cardtable.ui.table.clearance import boxes, free_spot
from cardtable.ui.table.layout import ChipSpot

if TYPE_CHECKING:
    from cardtable.ui.table.scene import TableScene

_STACK_TIP = Text("table", "{place}: %n chips", one="{place}: %n chip", count="n")


class ChipLayer:
    """The board and the chip stacks of one table scene, and the chips in the air."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.board_item: BoardItem | None = None
        self.stacks: dict[str, ChipStack] = {}  # every chip place on the table, by name
        self.spots: dict[str, ChipSpot] = {}  # where each stack lies now
        self._home_spots: dict[str, ChipSpot] = {}  # where each stack lies when no card is there
        self.flying: list[ChipStack] = []  # stacks in the air
        self._spare_flyers: list[ChipStack] = []  # landed, hidden, for the next flight
        self._flights = 0  # moves on with every settle: a flight of before lands on nothing
        places = scene.model.places
        places.dataChanged.connect(self._draw)
        places.modelReset.connect(self._draw)

    @property
    def hollows(self) -> dict[str, Hollow]:
        """The board's compartments by place name; none without a board."""
        return self.board_item.hollows if self.board_item is not None else {}

    def lay_out(self) -> None:
        """Put the board and every chip place's stack where the layout says, at this size."""
        scene, adapter = self.scene, self.scene.adapter
        geom = scene.geom
        board = adapter.board
        if self.board_item is not None and self.board_item.board != board:
            scene.removeItem(self.board_item)
            self.board_item = None
        spot = None
        places = list(scene.model.places.counts())
        spots: dict[str, ChipSpot] = {}
        if board:
            if self.board_item is None:
                self.board_item = BoardItem(board, scene.deck_style == "german")
                scene.addItem(self.board_item)
            spot = adapter.board_spot(geom)
            self.board_item.set_spot(spot, scene.dpr)
            in_hollows = geom.on_board(spot, self.board_item.art_size,
                                       self.board_item.art_hollows)
            spots = {p: in_hollows[p] for p in places if p in in_hollows}
        spots.update(adapter.place_spots(geom, [p for p in places if p not in spots], spot))
        self.spots = dict(spots)
        self._home_spots = spots
        for name in [n for n in self.stacks if n not in spots]:
            scene.removeItem(self.stacks.pop(name))
        for name, s in spots.items():
            stack = self.stacks.get(name)
            if stack is None:
                stack = self.stacks[name] = ChipStack(adapter.chip_colour(name))
                scene.addItem(stack)
            stack.set_look(s.chip, s.columns, geom.chip_font, scene.dpr)
            stack.set_marked(name not in self.hollows)
            stack.setPos(s.x, s.y)
        self.keep_clear()

    def keep_clear(self) -> None:
        """Each stack on the felt (not in a hollow of the board) at its spot, or moved as
        little as it takes to lie clear of every card and of the stacks placed before it (a
        won-tricks pile grew over Wallachen's pot) and the plates; chips fly to where it lies."""
        scene = self.scene
        hollows = self.hollows
        keep_out = scene.card_boxes() + boxes([p.sceneBoundingRect() for p in scene.plates])
        area = scene.sceneRect().adjusted(2, 2, -2, -2)
        for name, stack in self.stacks.items():
            home = self._home_spots.get(name)
            if home is None or name in hollows:
                continue
            bounds = stack.boundingRect()
            corner = free_spot(bounds.translated(home.x, home.y), keep_out, area)
            pos = corner - bounds.topLeft()
            stack.setPos(pos)
            self.spots[name] = ChipSpot(pos.x(), pos.y(), home.chip, home.columns)
            keep_out += boxes([stack.sceneBoundingRect()])

    def show(self) -> None:
        """Tell the models what the chips model says (each place's count and each seat's
        balance: the chips lying there, not those in the air); the stacks, the board and
        the plates draw them (:meth:`_draw`, on the models' signals)."""
        scene = self.scene
        chips = scene.model.chips
        scene.model.places.set_counts({name: chips.resting(name) for name in chips.places})
        seats = scene.model.seats
        for seat in range(len(scene.plates)):
            seats.set(seat, {BALANCE: chips.resting(seat) if chips.known else None})
        self._draw()  # the sizes may have changed without a figure
        scene.chips_shown.emit()

    def _draw(self) -> None:
        """Each place's stack and count, and the board's hollows, as the places model says."""
        adapter = self.scene.adapter
        counts = self.scene.model.places.counts()
        if set(counts) != set(self.stacks) or (self.board_item is None) != (not adapter.board):
            self.lay_out()
        say = adapter.say
        for name, stack in self.stacks.items():
            n = counts.get(name, 0)
            stack.set_chips(n, n)
            stack.setVisible(adapter.place_visible(name, n))
            if name not in self.hollows:
                stack.setToolTip(say(_STACK_TIP(place=adapter.place_name(name), n=n)))
        if self.board_item is not None:
            self.board_item.set_counts({name: n for name, n in counts.items()
                                        if name in self.board_item.hollows})

    def set_german(self, german: bool) -> None:
        """The board's compartments are named after the pack's suits."""
        if self.board_item is not None:
            self.board_item.set_german(german)
            self.show()

    def word_rects(self) -> list[QRectF]:
        """The stacks whose counts are words on the felt, as rectangles of the scene."""
        return [s.sceneBoundingRect() for s in self.stacks.values()
                if s.isVisible() and (s.labelled or s.marked)]

    def anchor(self, place: Place) -> QPointF:
        """Where chips leave from or land: a seat's chip on its plate, a place's stack."""
        scene = self.scene
        if isinstance(place, int):
            if 0 <= place < len(scene.plates):
                plate = scene.plates[place]
                return plate.mapToScene(plate.chip_point())
        else:
            spot = self.spots.get(place)
            if spot is not None:
                return QPointF(spot.x, spot.y)
        return QPointF(scene.geom.cx, scene.geom.cy)

    def fly(self, moves: Sequence[ChipMove], duration: int,
            easing: Ease = Ease.OutCubic) -> list[Tween]:
        """Lift every move's chips off its source and return the tweens that fly them, all at
        once; each move lands (its numbers change at both ends) when its tween ends."""
        scene = self.scene
        chips = scene.model.chips
        generation = self._flights
        tweens: list[Tween] = []
        moves = [m for m in moves if m.amount > 0 and m.source != m.dest]
        for move in moves:
            chips.lift(move)
        self.show()  # the balances without the chips in the air
        for move in moves:
            place = move.dest if isinstance(move.dest, str) else move.source
            item = self._flyer(scene.adapter.chip_colour(place))
            item.set_look(scene.geom.chip * 0.9, 1, scene.geom.chip_font, scene.dpr)
            n = min(move.amount, FLYING_MAX)
            item.set_chips(n, n)
            # Where the ends lie at each frame: a plate may be placed after take-off.
            start = partial(self.anchor, move.source)
            end = partial(self.anchor, move.dest)
            self.flying.append(item)
            flight = ChipFlight(item, start, end, self._lander(move, item, generation))
            tweens.append(Tween(flight, 0.0, 1.0, duration, easing))
        return tweens

    def _flyer(self, colour: str) -> ChipStack:
        """A small stack to fly chips with: one that has landed, or a new one. Made anew for
        every flight, thirty chips taking off in Poch cost 3 ms of a frame."""
        if self._spare_flyers:
            item = self._spare_flyers.pop()
            item.set_colour(colour)
            item.setScale(1.0)
            item.setVisible(True)
            return item
        item = ChipStack(colour, labelled=False)
        item.setZValue(920)
        self.scene.addItem(item)
        return item

    def _put_away(self, item: ChipStack) -> None:
        item.setVisible(False)
        if item in self.flying:
            self.flying.remove(item)
        if item.scene() is self.scene and item not in self._spare_flyers:
            self._spare_flyers.append(item)

    def _lander(self, move: ChipMove, item: ChipStack, generation: int) -> Callable[[], None]:
        def land() -> None:
            self._put_away(item)
            if generation == self._flights:
                self.scene.model.chips.land(move)
                self.scene.animator.once_set(self.show)  # once for the chips landing together

        return land

    def settle(self) -> None:
        """Forget every flight still in the air (the chips model is about to be set to the
        truth); their landings change nothing."""
        self._flights += 1
        for item in list(self.flying):
            self._put_away(item)
