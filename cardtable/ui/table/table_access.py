"""The table as a screen reader sees it: a tree of accessible objects under the table view.

Qt's graphics items have no accessibility interface, so on its own a screen reader finds the
table view a blank pane. An interface factory (``QAccessible.installFactory``, which PySide6
takes as a Python callable) gives every :class:`~cardtable.ui.table.view.SceneView` one
(:class:`TableInterface`) whose children, in reading order, are:

* the panels over the table (a question, the deal's summary …), which are its child widgets;
* for each seat from the viewer on, clockwise: its name plate, its hand (a list of its cards),
  its won cards (their number; the cards lie face down);
* the trick, then the game's own zones that hold cards (the talon, the trump card, the stock …);
* the Poch board (its compartments and their chips), the other chip places, and the game's
  own items (a Wallachen Doppler).

A zone of cards is a :class:`ZoneGroup`, one small QObject per zone, kept by the scene; each
item (a card, a plate, a chip stack, a Doppler) answers with :class:`ItemInterface`: the name,
role and description the describer gave it (``item.access``), its state (focusable, and
focused and selected while the arrow keys pick it; unavailable when it may not be played;
checked when it is marked for a move of several cards) and its rectangle on the screen.

Everything is read from the scene when it is asked for, so it is always in step with what is
drawn and costs nothing while no assistive technology asks. Events go out only while one is
active: :func:`tell_focus` when the keyboard pick moves, :func:`tell_changed` after the table
has caught up with the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from PySide6.QtCore import QObject, QPoint, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsObject, QGraphicsView, QWidget

from cardtable.cards import HIDDEN
from cardtable.ui.table.access import Accessible
from cardtable.ui.table.asks import TableQuestions
from cardtable.ui.table.card_item import CardItem
from cardtable.ui.table.plates import NamePlate
from cardtable.ui.table.scene import TableScene
from cardtable.ui.words.text import words

BOARD = "board"  # the key of the Poch board's group
# No interface (Qt's nullptr): PySide6 passes None on, though its stubs do not allow it.
NOTHING = cast(QAccessibleInterface, None)
_installed = False


class ZoneGroup(QObject):
    """A zone of the table as one accessible object (a hand, the trick, the talon, the Poch
    board): the scene keeps one per zone, for as long as the scene lives."""

    def __init__(self, key: str, scene: TableScene) -> None:
        super().__init__(scene)
        self.key = key
        self.table = scene


def group(scene: TableScene, key: str) -> ZoneGroup:
    found = scene.access_groups.get(key)
    if found is None:
        found = scene.access_groups[key] = ZoneGroup(key, scene)
    return found


# --- what the tree holds ---------------------------------------------------------------------
def table_children(scene: TableScene) -> list[QObject]:
    """The table's groups and items under the view, in reading order."""
    model = scene.model
    out: list[QObject] = []
    n = model.num_seats
    seats = [(scene.viewer_seat + place) % n for place in range(n)]
    for seat in seats:
        out += [scene.plates[seat], group(scene, f"hand{seat}")]
        if _zone_items(scene, f"pile{seat}"):  # read only: no zone made for asking
            out.append(group(scene, f"pile{seat}"))
    out.append(group(scene, "trick"))
    seat_zones = {f"{kind}{seat}" for seat in seats for kind in ("hand", "pile")}
    for name, zone in model.zones.items():
        if zone.slots and name != "trick" and name not in seat_zones:
            out.append(group(scene, name))
    hollows = scene.chip_layer.hollows
    if scene.chip_layer.board_item is not None:
        out.append(group(scene, BOARD))
    out += [stack for name, stack in scene.chip_layer.stacks.items()
            if name not in hollows and stack.isVisible()]
    out += [item for item in scene.adapter.accessible_items() if item.scene() is scene]
    return out


def group_children(scene: TableScene, key: str) -> list[QObject]:
    """A group's items: a zone's cards (of a won-tricks pile only those that show their face:
    the last trick, still lying in the middle; the rest is face down)."""
    if key == BOARD:
        hollows = scene.chip_layer.hollows
        return [stack for name, stack in scene.chip_layer.stacks.items() if name in hollows]
    if key.startswith("pile"):
        return [it for it in _zone_items(scene, key) if it.card != HIDDEN and it.isVisible()]
    return list(_zone_items(scene, key))


def _zone_items(scene: TableScene, key: str) -> list[CardItem]:
    zone = scene.model.zones.get(key)
    if zone is None:
        return []
    return [scene.items_by_uid[s.uid] for s in zone.slots if s.uid in scene.items_by_uid]


def zone_access(zone: str, count: int, names: Sequence[str], viewer: int | None,
                adapter: TableQuestions) -> Accessible:
    """A zone of cards as a screen reader is told it: its name (a seat's zone by the seat's
    name in ``names``, or "your" for the ``viewer``'s) and how many cards it holds."""
    kind = zone.rstrip("0123456789")
    seat = int(zone[len(kind):]) if zone[len(kind):] else -1
    yours = seat >= 0 and seat == viewer
    owner = names[seat] if 0 <= seat < len(names) else ""
    if kind == "hand":
        name = words("access", "Your hand") if yours else \
            words("access", "{name}'s hand").format(name=owner)
    elif kind == "pile":
        name = words("access", "Your won cards") if yours else \
            words("access", "{name}'s won cards").format(name=owner)
    elif kind == "folded":
        name = words("access", "Your cards, out of this deal") if yours else \
            words("access", "{name}'s cards, out of this deal").format(name=owner)
    elif kind == "ace":
        name = words("access", "Your cards dealt for the first dealer") if yours else \
            words("access", "{name}'s cards dealt for the first dealer").format(name=owner)
    else:
        name = adapter.zone_words(zone)
    return Accessible(name, QAccessible.Role.List, words("access", "%n cards", count))


def group_access(scene: TableScene, key: str) -> Accessible:
    """What a group is called: the describer's words, or (a review's table, which nobody
    plays) the zone's name by the seats' plates."""
    scene.catch_up_access()
    told = scene.zone_access.get(key)
    if told is not None:
        return told
    if key == BOARD:
        return Accessible(words("access", "The Poch board"), QAccessible.Role.Grouping)
    return zone_access(key, len(_zone_items(scene, key)), [p.name for p in scene.plates], None,
                       scene.adapter)


def item_access(item: QObject) -> Accessible:
    """What an item is called: the describer's words, or (a card not yet described, moving
    in) its face."""
    if isinstance(item, QGraphicsObject):
        _caught_up(item.scene())
    told = getattr(item, "access", None)
    if isinstance(told, Accessible):
        return told
    if isinstance(item, CardItem):
        adapter = getattr(item.scene(), "adapter", None)
        face = adapter.renderer.card(item.card) if item.card != HIDDEN and adapter is not None \
            else words("access", "a card face down")
        return Accessible(face, QAccessible.Role.ListItem)
    if isinstance(item, NamePlate):
        return Accessible(item.name, QAccessible.Role.StaticText, item.info)
    return Accessible("", QAccessible.Role.StaticText)


# --- where things are on the screen --------------------------------------------------------------
def _view_of(scene: object) -> QGraphicsView | None:
    views = scene.views() if isinstance(scene, QObject) and hasattr(scene, "views") else []
    return views[0] if views else None


def screen_rect(item: QGraphicsObject) -> QRect:
    """An item's rectangle in screen coordinates (a card without its shadow)."""
    scene = item.scene()
    view = _view_of(scene)
    if view is None:
        return QRect()
    local = item.card_rect() if isinstance(item, CardItem) else item.boundingRect()
    in_view = view.mapFromScene(item.mapRectToScene(local)).boundingRect()
    return in_view.translated(view.viewport().mapToGlobal(QPoint(0, 0)))


def _union(rects: list[QRect]) -> QRect:
    out = QRect()
    for r in rects:
        out = out.united(r)
    return out


def _on_screen(view: QGraphicsView, rect: QRect) -> bool:
    port = view.viewport()
    shown = QRect(port.mapToGlobal(QPoint(0, 0)), port.size())
    return shown.intersects(rect)


# --- the interfaces ---------------------------------------------------------------------------
class _Told:
    """Name, description and role from what the item or group is told (``_told``)."""

    def _told(self) -> Accessible | None:
        raise NotImplementedError

    def text(self, t: QAccessible.Text) -> str:
        told = self._told()
        if told is None:
            return ""
        if t == QAccessible.Text.Name:
            return told.name
        return told.description if t == QAccessible.Text.Description else ""

    def role(self) -> QAccessible.Role:
        told = self._told()
        return told.role if told is not None else QAccessible.Role.NoRole


class ItemInterface(_Told, QAccessibleObject):
    """A card, a name plate, a chip place or a game's own item on the table."""

    def _item(self) -> QGraphicsObject | None:
        obj = self.object()
        return obj if isinstance(obj, QGraphicsObject) else None

    def _told(self) -> Accessible | None:
        item = self._item()
        return item_access(item) if item is not None else None

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        item = self._item()
        if item is None:
            s.invalid = True
            return s
        view = _view_of(item.scene())
        if not item.isVisible() or view is None:
            s.invisible = True
        elif not _on_screen(view, screen_rect(item)):
            s.offscreen = True
        if isinstance(item, CardItem):
            s.focusable = s.selectable = item.playable
            s.focused = s.selected = item.selected_by_keyboard
            s.disabled = item.dimmed
            marked = item_access(item).marked
            s.checkable = s.checked = marked
        return s

    def rect(self) -> QRect:
        item = self._item()
        return screen_rect(item) if item is not None else QRect()

    def parent(self) -> QAccessibleInterface:
        item = self._item()
        scene = item.scene() if item is not None else None
        if not isinstance(scene, TableScene):
            return NOTHING
        key = _group_key(scene, item)
        if key is not None:
            return QAccessible.queryAccessibleInterface(group(scene, key))
        view = _view_of(scene)
        return QAccessible.queryAccessibleInterface(view) if view is not None else NOTHING

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface:
        return NOTHING

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface:
        return NOTHING


def _group_key(scene: TableScene, item: QObject | None) -> str | None:
    """The group an item lies in (a card's zone, a compartment's board), or None (the view)."""
    if isinstance(item, CardItem):
        where = scene.model.zone_of_uid(item.uid)
        return where[0] if where is not None else None
    if scene.chip_layer.board_item is not None:
        for name, stack in scene.chip_layer.stacks.items():
            if stack is item:
                return BOARD if name in scene.chip_layer.hollows else None
    return None


class _Parent:
    """The children of an interface, from the list its ``_children`` makes when asked."""

    def _children(self) -> list[QObject]:
        raise NotImplementedError

    def childCount(self) -> int:
        return len(self._children())

    def child(self, index: int) -> QAccessibleInterface:
        children = self._children()
        return QAccessible.queryAccessibleInterface(children[index]) \
            if 0 <= index < len(children) else NOTHING

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return _index(self._children(), child)

    def childAt(self, x: int, y: int) -> QAccessibleInterface:
        return _at(self._children(), x, y)


class GroupInterface(_Told, _Parent, QAccessibleObject):
    """A zone of cards (a hand, the trick …) or the Poch board: its items as children."""

    def _group(self) -> ZoneGroup | None:
        obj = self.object()
        return obj if isinstance(obj, ZoneGroup) else None

    def _children(self) -> list[QObject]:
        g = self._group()
        return group_children(g.table, g.key) if g is not None else []

    def _told(self) -> Accessible | None:
        g = self._group()
        return group_access(g.table, g.key) if g is not None else None

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        if self._group() is None:
            s.invalid = True
        return s

    def rect(self) -> QRect:
        g = self._group()
        if g is None:
            return QRect()
        if g.key == BOARD and g.table.chip_layer.board_item is not None:
            return screen_rect(g.table.chip_layer.board_item)
        return _union([screen_rect(it) for it in _zone_items(g.table, g.key)])

    def parent(self) -> QAccessibleInterface:
        g = self._group()
        view = _view_of(g.table) if g is not None else None
        return QAccessible.queryAccessibleInterface(view) if view is not None else NOTHING



class TableInterface(_Parent, QAccessibleWidget):
    """The table view: the panels over it, then the table's groups and items."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.Client)

    def _view(self) -> QGraphicsView | None:
        w = self.widget()
        return w if isinstance(w, QGraphicsView) else None

    def _children(self) -> list[QObject]:
        view = self._view()
        if view is None:
            return []
        panels: list[QObject] = [
            w for w in view.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if w.isVisible() and not w.isWindow() and w is not view.viewport()]
        scene = view.scene()
        table = table_children(scene) if isinstance(scene, TableScene) else []
        return panels + table


    def focusChild(self) -> QAccessibleInterface:
        view = self._view()
        scene = view.scene() if view is not None else None
        for item in getattr(scene, "items_by_uid", {}).values():
            if item.selected_by_keyboard:
                return QAccessible.queryAccessibleInterface(item)
        return super().focusChild()


def _index(children: list[QObject], child: QAccessibleInterface) -> int:
    obj = child.object() if child else None
    for i, c in enumerate(children):
        if c is obj:
            return i
    return -1


def _at(children: list[QObject], x: int, y: int) -> QAccessibleInterface:
    """The child at a point of the screen (the last drawn, the topmost, wins)."""
    found = NOTHING
    for c in children:
        face = QAccessible.queryAccessibleInterface(c)
        if face and face.rect().contains(x, y):
            found = face
    return found


# --- the factory and the events ------------------------------------------------------------------
def _factory_for(view_type: type[QGraphicsView]) -> Callable[[str, QObject], QAccessibleInterface | None]:
    def factory(key: str, obj: QObject) -> QAccessibleInterface | None:
        if isinstance(obj, view_type):
            return TableInterface(obj)
        if isinstance(obj, ZoneGroup):
            return GroupInterface(obj)
        if isinstance(obj, QGraphicsObject) and hasattr(obj, "access"):
            return ItemInterface(obj)  # a card, a plate, a chip place, a Doppler
        return None
    return factory


def install(view_type: type[QGraphicsView]) -> None:
    """The table's interfaces for assistive technology (once per process); ``view_type`` is
    the view that shows a table (``SceneView``, which calls this, so that this module need not
    import it)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory_for(view_type))
        _installed = True


def _active() -> bool:
    return QAccessible.isActive()


def listening() -> bool:
    """Whether an assistive technology listens now (the table's words are then kept up to
    date as the game goes; otherwise they are made when first asked for)."""
    return _active()


def _caught_up(scene: object) -> None:
    if isinstance(scene, TableScene):
        scene.catch_up_access()


def _post(event: QAccessibleEvent) -> None:
    QAccessible.updateAccessibility(event)


def tell_focus(item: QGraphicsObject) -> None:
    """The keyboard pick moved to ``item``: a focus event (a screen reader reads it)."""
    if _active():
        _post(QAccessibleEvent(item, QAccessible.Event.Focus))


def tell_changed(scene: TableScene) -> None:
    """The table caught up with the game (cards moved, turned, became playable): the view's
    children changed."""
    view = _view_of(scene)
    if view is not None and _active():
        _post(QAccessibleEvent(view, QAccessible.Event.ObjectReorder))
