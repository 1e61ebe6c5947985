"""What the table asks a game: the few questions the scene and its screen-reader view put to
the game's table adapter (``ui.games``), as libkcardgame's scene asks ``allowedToAdd``.

The scene holds a :class:`TableQuestions`; every ``TableAdapter`` answers them, and the scene
never imports the adapters, so the table stays below the games.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsObject

    from cardtable.engine.chips import Place
    from cardtable.engine.messages import Message
    from cardtable.ui.models.table import TableModel
    from cardtable.ui.table.layout import BoardSpot, ChipSpot, Placement, TableGeometry
    from cardtable.ui.table.scene import TableScene
    from cardtable.ui.words.text import TableWords


class TableQuestions(Protocol):
    """Where things lie, what may be dropped where, and how the game's things are named."""

    @property
    def board(self) -> str:
        """The Poch board on the table ("classic8" or "modern9"), or "" for none."""

    @property
    def renderer(self) -> TableWords:
        """The words of the table's people and pack."""

    def trick_centre(self, geom: TableGeometry) -> tuple[float, float]: ...

    def card_widths(self, geom: TableGeometry) -> list[int]: ...

    def deck_origin(self, geom: TableGeometry) -> tuple[float, float]: ...

    def placements(self, model: TableModel, geom: TableGeometry) -> dict[int, Placement]: ...

    def board_spot(self, geom: TableGeometry) -> BoardSpot: ...

    def place_spots(self, geom: TableGeometry, places: Sequence[str],
                    board: BoardSpot | None) -> dict[str, ChipSpot]: ...

    def chip_colour(self, place: Place) -> str: ...

    def place_visible(self, place: str, count: int) -> bool: ...

    def place_name(self, place: str) -> str: ...

    def say(self, message: Message | str) -> str: ...

    def arrange(self, scene: TableScene) -> None: ...

    def drop_targets(self, model: TableModel, geom: TableGeometry) -> dict[str, QRectF]: ...

    def zone_words(self, zone: str) -> str: ...

    def accessible_items(self) -> list[QGraphicsObject]: ...
