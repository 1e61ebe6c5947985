"""Where things go on a table of a given size: seats, hands, the trick, piles, chips and the
Poch board. Pure geometry.

The seat at the bottom is the one whose cards are shown (the human on turn); the others sit
on an arc: top for two players; left, top, right for four; spread for three, five and six
(TABLE_LOOK.md). Card sizes follow the table height: the bottom hand about a quarter of it,
the others two thirds of that. Chips, the board and the fonts of their numbers follow it too,
with a floor so that a count stays readable on a small window.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from cardtable.ui.table.card_item import CARD_ASPECT

_TRICK_TILTS = (-7, 5, -3, 8, -5, 4)  # degrees: a trick's cards lie a little askew
TRICK_TILT = max(abs(t) for t in _TRICK_TILTS)

# Angle of each opponent, in degrees (90 = top, 180 = left, 0 = right), by number of others.
_ARCS = {1: (90,), 2: (150, 30), 3: (180, 90, 0), 4: (170, 120, 60, 10),
         5: (197, 138, 90, 42, -17)}  # six players: the side seats a little lower


@dataclass(frozen=True)
class Placement:
    x: float
    y: float
    rotation: float
    z: float
    width: int
    card: int  # what the item shows: a card or HIDDEN


@dataclass(frozen=True)
class ChipSpot:
    """Where a place's chips lie: the centre of the foot of its stack, the chips' diameter,
    and how many columns the stack may spread over before it only grows taller."""

    x: float
    y: float
    chip: float
    columns: int = 4


@dataclass(frozen=True)
class BoardSpot:
    """Where the Poch board lies: its centre and its diameter."""

    x: float
    y: float
    size: float


@dataclass(frozen=True)
class SeatSpot:
    """Where a seat's hand is centred, which way it runs, and where its plate and pile go."""

    x: float
    y: float
    rotation: float  # of the hand (0 = a horizontal row)
    plate_x: float
    plate_y: float
    pile_x: float
    pile_y: float
    toward_x: float  # unit vector from the table centre toward the seat
    toward_y: float


class TableGeometry:
    """``card_scale``: the card-size setting (storage.CARD_SIZES), a share of the size the
    table's height gives the cards."""

    def __init__(self, width: float, height: float, num_seats: int,
                 card_scale: float = 1.0) -> None:
        self._spots: list[SeatSpot] | None = None
        self.width = max(320.0, width)
        self.height = max(240.0, height)
        self.num_seats = num_seats
        self.big = max(40, round(self.height / 4 / CARD_ASPECT * card_scale))
        # Opponents' cards two thirds of the player's; a little smaller round a crowded table.
        self.small = max(30, round(self.big * (2 / 3 if num_seats <= 4 else 0.55)))
        self.others_span = self.width * (0.3 if num_seats <= 4 else 0.19)
        self.margin = max(10.0, self.height * 0.02)
        self.cx = self.width / 2
        self.cy = self.height * 0.47
        self.upper_span = self._upper_span()

    def _side(self, place: int) -> bool:
        """Whether the seat at ``place`` sits at the left or right edge (an upright fan)."""
        if place == 0:
            return False
        return abs(math.cos(math.radians(_ARCS[self.num_seats - 1][place - 1]))) > 0.9

    def _upper_span(self) -> float:
        """How long a fan on the upper arc may be. Between seats at the edges (four or more
        players) the upper fans share the felt left between the edge seats and their won
        cards, so a wide table spreads them (up to 45 % of each card shown, ``hand``); their
        won cards then lie under their plates. Else the usual share of the width."""
        places = range(1, self.num_seats)
        upper = [p for p in places if not self._side(p)]
        if not upper or len(upper) == len(places):
            return self.others_span
        edge = self.margin + 2 * self.small_h + self.margin  # an edge seat and its pile
        room = (self.width - 2 * edge) / len(upper) - self.small - 2 * self.margin
        return max(self.others_span, min(room, self.width * 0.45))

    def span(self, place: int) -> float:
        """The length a fan of an opponent at ``place`` may take along its row."""
        return self.others_span if self._side(place) else self.upper_span

    # --- chips and the board ------------------------------------------------------------------
    @property
    def chip(self) -> float:
        """The diameter of a chip on the felt (a pot, a flying stack)."""
        return max(16.0, self.height / 30)

    @property
    def chip_font(self) -> float:
        """Pixel size of the numbers beside stacks and on name plates."""
        return max(11.0, self.height / 52)

    def board(self) -> BoardSpot:
        """The board in the middle of the felt, as large as the seats round it allow."""
        return BoardSpot(self.cx, self.cy + self.height * 0.01,
                         min(self.height * 0.44, self.width * 0.4))

    def on_board(self, board: BoardSpot, view_size: float,
                 hollows: Mapping[str, tuple[float, float, float]]) -> dict[str, ChipSpot]:
        """Each compartment's stack, from its hollow (centre x, y and radius in the board
        art's coordinates, ``view_size`` across): in the lower part of the hollow, leaving
        the upper part to the compartment's label."""
        k = board.size / view_size
        out = {}
        for name, (hx, hy, r) in hollows.items():
            x = board.x + (hx - view_size / 2) * k
            y = board.y + (hy - view_size / 2) * k
            radius = r * k
            out[name] = ChipSpot(x - radius * 0.2, y + radius * 0.45, radius * 0.5, columns=3)
        return out

    def on_felt(self, names: Sequence[str], board: BoardSpot | None) -> dict[str, ChipSpot]:
        """Places that lie on the felt (a pot, a pool): left of the trick, or right of the
        board where there is one; one under the other if there are several."""
        if board is not None:
            x = board.x + board.size / 2 + self.chip * 2.6
        else:
            x = self.cx - self.big * 1.75
        gap = self.chip * 3.2
        top = self.cy - gap * (len(names) - 1) / 2 + self.chip
        return {name: ChipSpot(x, top + i * gap, self.chip) for i, name in enumerate(names)}

    @property
    def big_h(self) -> float:
        return self.big * CARD_ASPECT

    @property
    def small_h(self) -> float:
        return self.small * CARD_ASPECT

    def spot(self, place: int) -> SeatSpot:
        """``place`` 0 is the bottom; 1 … n-1 go round the arc from the left."""
        spots = self._spots
        if spots is None:
            spots = self._spots = _with_piles(self, [self._seat(p)
                                                     for p in range(self.num_seats)])
        return spots[place]

    def _seat(self, place: int) -> SeatSpot:
        """The seat's hand and plate (its pile is placed by ``_with_piles``)."""
        if place == 0:
            y = self.height - self.margin - self.big_h / 2
            return SeatSpot(self.cx, y, 0.0, self.cx, y - self.big_h * 0.62 - 16,
                            self.width - self.margin - self.small_h / 2, y, 0.0, 1.0)
        angle = math.radians(_ARCS[self.num_seats - 1][place - 1])
        dx, dy = math.cos(angle), -math.sin(angle)
        rx = self.width / 2 - self.margin - self.small_h / 2
        ry = self.cy - self.margin - self.small_h / 2
        x, y = self.cx + rx * dx, self.cy + ry * dy
        if self._side(place):  # a side seat: an upright fan, plate above it, its tricks beside
            rotation = 90.0 if dx < 0 else -90.0
            reach = self.others_span / 2 + self.small * 0.6 + 18
            # Round a table of five or six the upper seats sit close above: the plate goes
            # below the fan there, clear of theirs.
            below = self.num_seats >= 5
            plate_x, plate_y = x - dx * 12, y + reach if below else y - reach
            return SeatSpot(x, y, rotation, plate_x, plate_y, x, y, dx, dy)
        # On the upper arc the fan turns only a little toward the centre, and stays on the
        # table: its centre moves in from the edge by half its width.
        rotation = max(-22.0, min(22.0, 90.0 - math.degrees(angle)))
        half = (self.upper_span + self.small) / 2
        x = max(self.margin + half, min(self.width - self.margin - half, x))
        y = max(self.margin + self.small_h / 2, y)
        return SeatSpot(x, y, rotation, x, y + self.small_h / 2 + 22, x, y, dx, dy)

    def pile_places(self, seat: SeatSpot, place: int) -> list[tuple[float, float]]:
        """Where a seat's won tricks may lie, best first: in front of a side seat's fan,
        toward the centre; beside an upper fan on its outer side, under its plate, beside
        it on its inner side."""
        gap = self.margin
        x, y, dx = seat.x, seat.y, seat.toward_x
        if abs(seat.rotation) > 45:
            inward = x - dx * (self.small_h + gap)
            end = self.others_span / 2 + self.small + gap
            return [(inward, y), (inward, y + self.small), (inward, y - self.small),
                    (x, y + end), (x, y - end)]
        outward = 1.0 if dx >= -0.1 else -1.0  # the top seat's tricks go right
        beside = (self.span(place) + self.small) / 2 + gap + self.small_h / 2
        under = seat.plate_y + 22 + gap + self.small / 2
        return [(x + outward * beside, y), (x, under), (x - outward * beside, y),
                (x - outward * self.small_h, under), (x + outward * self.small_h, under)]
    def bottom_reach(self) -> float:
        """How far right of the centre the bottom hand's cards may reach: short of its pile."""
        return self.width - self.margin - self.small_h - self.margin - self.cx

    def hand(self, place: int, n: int, face_width: int) -> list[tuple[float, float, float]]:
        """Centre and rotation of each card of a fanned hand (35–45 % of each card shows)."""
        spot = self.spot(place)
        if n == 0:
            return []
        # As much of each card as the room allows, up to 45 % (TABLE_LOOK.md: 35–45 %).
        step = face_width * 0.45
        if place == 0:  # the fan's sag and tilt reach a little beyond its cards' centres
            limit = min(self.width * 0.66, 2 * self.bottom_reach() - face_width * 0.3) \
                - face_width
        else:
            limit = self.span(place) - face_width
        if n > 1 and step * (n - 1) > limit:
            step = max(face_width * 0.18, limit / (n - 1))
        half = max(1.0, (n - 1) / 2)
        spread = min(7.0, n * (1.2 if place == 0 else 1.0))  # degrees at the outer cards
        out = []
        rad = math.radians(spot.rotation)
        for i in range(n):
            k = i - (n - 1) / 2
            t = k / half  # -1 … 1 along the fan
            along = k * step
            sag = t * t * face_width * (0.07 if n > 2 else 0.0)  # a gentle arc
            # The arc bows away from the table centre, whichever side the seat is on.
            x = spot.x + along * math.cos(rad) + sag * spot.toward_x
            y = spot.y + along * math.sin(rad) + sag * spot.toward_y
            out.append((x, y, spot.rotation + t * spread))
        return out

    def trick(self, places: list[int], cx: float, cy: float) -> list[tuple[float, float, float]]:
        """Each trick card a little toward its player and slightly turned."""
        out: list[tuple[float, float, float]] = []
        for i, place in enumerate(places):
            spot = self.spot(place)
            reach = self.big_h * 0.28
            tilt = _TRICK_TILTS[(place + i) % 6]
            out.append((cx + spot.toward_x * reach, cy + spot.toward_y * reach, tilt))
        return out


# --- where the won tricks lie ------------------------------------------------------------------

Shape = list[tuple[float, float]]


def _box(x: float, y: float, w: float, h: float, rotation: float = 0.0) -> Shape:
    r = math.radians(rotation)
    c, s = math.cos(r), math.sin(r)
    return [(x + px * c - py * s, y + px * s + py * c)
            for px, py in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]


def _meet(a: Shape, b: Shape) -> bool:
    """Whether two convex shapes overlap (no separating axis between them)."""
    for poly in (a, b):
        for i, (x1, y1) in enumerate(poly):
            x2, y2 = poly[(i + 1) % len(poly)]
            nx, ny = y2 - y1, x1 - x2
            pa = [nx * px + ny * py for px, py in a]
            pb = [nx * px + ny * py for px, py in b]
            if max(pa) <= min(pb) or max(pb) <= min(pa):
                return False
    return True


def _with_piles(g: TableGeometry, seats: list[SeatSpot]) -> list[SeatSpot]:
    """The seats with their won-tricks piles placed: each at the first of its places
    (``pile_places``) on the table that is clear of every hand, plate, the trick and the
    piles placed before it (where none is, the one that meets the fewest of them)."""
    taken: list[Shape] = []
    for place, seat in enumerate(seats):
        width = g.big if place == 0 else g.small
        length = 2 * g.bottom_reach() if place == 0 else g.span(place) + width * 1.3
        taken.append(_box(seat.x, seat.y, length, width * CARD_ASPECT * 1.3, seat.rotation))
        taken.append(_box(seat.plate_x, seat.plate_y, max(130.0, g.small * 1.6), 44.0))
    reach = g.big_h * 0.28
    taken.append(_box(g.cx, g.cy, 2 * (reach + g.big / 2), 2 * (reach + g.big_h / 2)))
    out = [seats[0]]
    taken.append(_box(seats[0].pile_x, seats[0].pile_y, g.small_h + 8, g.small + 8))
    for place, seat in enumerate(seats[1:], start=1):
        fits = [(x, y) for x, y in g.pile_places(seat, place)
                if g.margin + g.small_h / 2 <= x <= g.width - g.margin - g.small_h / 2
                and g.margin + g.small / 2 <= y <= g.height - g.margin - g.small / 2]
        # The clearest place, the first of those equally clear.
        x, y = min(fits or [(seat.x, seat.y)], key=lambda p: sum(
            _meet(_box(p[0], p[1], g.small_h + 8, g.small + 8), t) for t in taken))
        taken.append(_box(x, y, g.small_h + 8, g.small + 8))
        out.append(replace(seat, pile_x=x, pile_y=y))
    return out


# --- cards no one can see ----------------------------------------------------------------------


def buried(places: Mapping[int, Placement]) -> set[int]:
    """The cards that lie under another of the same size and turn less than a pixel away:
    most of a pack or a won-tricks pile, stacked a fraction of a pixel apart for its
    thickness. Only whole pixels are drawn, so every other card of such a stack shows its
    edge and the rest are covered; left out of a repaint, they change nothing a person can
    see, and a card flying off the pack does not repaint fifty under it."""
    out: set[int] = set()
    # Top first: each card against the last one of its width and turn that shows (a stack's
    # cards follow each other in z; a card of another stack or a hand lies far from it).
    above: dict[tuple[int, int], Placement] = {}
    for uid, p in sorted(places.items(), key=lambda up: -up[1].z):
        key = (p.width, round(p.rotation * 10))
        q = above.get(key)
        if q is not None and q.z > p.z and abs(q.x - p.x) < 1.0 and abs(q.y - p.y) < 1.0:
            out.add(uid)
        else:
            above[key] = p
    return out


def inside_stacks(places: Mapping[int, Placement]) -> set[int]:
    """The cards that lie between two others of their stack (the same size and turn, less
    than two pixels apart below and above): each is drawn without its own shadow. The bottom
    card casts the stack's shadow and the top card's falls over the stack's side; a shadow for
    every card in between made the side of a pack or a won-tricks pile a black slab."""
    below: dict[tuple[int, int], tuple[int, Placement]] = {}  # the last card of each kind
    on_another: set[int] = set()
    under_another: set[int] = set()
    for uid, p in sorted(places.items(), key=lambda up: up[1].z):  # bottom first
        key = (p.width, round(p.rotation * 10))
        last = below.get(key)
        if last is not None and last[1].z < p.z and abs(last[1].x - p.x) < 2.0 \
                and abs(last[1].y - p.y) < 2.0:
            on_another.add(uid)
            under_another.add(last[0])
        below[key] = (uid, p)
    return on_another & under_another
