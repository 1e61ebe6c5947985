"""Per-game table adapters: what a game adds to the generic table.

The generic table knows hands, the trick and each seat's won cards, and the events "deal",
"play" and "trick". An adapter adds the game's own zones (a talon, a stock, a pot), shows its
own events, maps gestures on those zones to actions, and words the status line. It never
decides a rule: it offers an action only when it is in ``view.legal``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardtable.engine.action import Action
from cardtable.engine.events import Event
from cardtable.engine.state import View

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF

    from cardtable.ui.layout import Placement, TableGeometry
    from cardtable.ui.models import TableModel


@dataclass(frozen=True)
class Question:
    """A yes/no question the table asks before acting (e.g. announce the marriage?)."""

    text: str
    yes: tuple[Action, ...]
    no: tuple[Action, ...]


@dataclass(frozen=True)
class Choice:
    """A decision the table puts in a panel of its own over the felt (a bid, keep the card
    looked at or take the next, blind nil before looking), instead of the generic button row.

    ``actions`` are legal actions with their button labels; ``more`` further legal actions
    shown smaller under ``more_text``; ``x``/``y`` place the panel's centre as shares of the
    table (beside the card it is about, not on it)."""

    title: str
    text: str
    actions: tuple[tuple[Action, str], ...]
    x: float = 0.5
    y: float = 0.45
    columns: int = 7
    more: tuple[tuple[Action, str], ...] = ()
    more_text: str = ""


class TableAdapter:
    """The defaults: a plain trick-taking game with buttons for every non-card action."""

    game_id = ""
    german_names = False
    deal_word = "Deal"  # what the score sheet calls one deal ("Hand" in Spades)

    def __init__(self, names: list[str]) -> None:
        self.names = names

    # --- models --------------------------------------------------------------------------------
    def setup(self, model: TableModel) -> None:
        """Create the game's own zones."""

    def show_event(self, model: TableModel, event: Event, viewer: int | None) -> str | None:
        """Show one of the game's own events in the models; the motion kind, or None if unknown."""
        return None

    def sync(self, model: TableModel, view: View, private: bool = True) -> None:
        """Bring the game's own zones in line with ``view`` (the truth after each action).
        ``private`` is False while the hands are hidden (a hot-seat handover): then nothing
        only the seat may see is shown."""

    def absorb_deck(self, model: TableModel) -> None:
        """Take what is left of the dealt pack into the game's own zones (a talon)."""

    def pile_sizes(self, view: View) -> list[int] | None:
        return None

    # --- geometry ----------------------------------------------------------------------------
    def trick_centre(self, geom: TableGeometry) -> tuple[float, float]:
        return geom.cx, geom.cy

    def deck_origin(self, geom: TableGeometry) -> tuple[float, float]:
        return geom.cx, geom.cy

    def placements(self, model: TableModel, geom: TableGeometry) -> dict[int, Placement]:
        """Placements of the items of the game's own zones."""
        return {}

    def drop_targets(self, model: TableModel, geom: TableGeometry) -> dict[str, QRectF]:
        """Named places a card may be dropped on besides the trick."""
        return {}

    # --- gestures ----------------------------------------------------------------------------
    def play_action(self, card: int) -> Action:
        return Action("play", card=card)

    def card_action(self, card: int, view: View) -> Action:
        """What pressing Enter on (or double-clicking) a card of the hand asks for."""
        return self.play_action(card)

    def drop_action(self, card: int, target: str, view: View) -> Action | None:
        """The action a drop means; None means "not a place for that"."""
        if target == "trick":
            return self.play_action(card)
        return None

    def question_for(self, action: Action, view: View) -> Question | None:
        return None

    def stop_before_rest(self, view: View) -> bool:
        """After the first action of an answer: let the person choose again instead of
        carrying on (a new choice has appeared)?"""
        return False

    def clickable_zones(self, view: View) -> dict[str, Action]:
        """Zones whose click performs a legal action."""
        return {}

    def key_actions(self, view: View) -> dict[str, Action]:
        """Letter keys (upper case) for legal actions that have no card to press."""
        return {}

    def choice(self, view: View) -> Choice | None:
        """A decision shown in its own panel on the table, or None."""
        return None

    def button_actions(self, view: View) -> list[tuple[Action, str]]:
        """Legal actions that are neither card plays nor gestures, with a button label."""
        handled = set(self.clickable_zones(view).values())
        choice = self.choice(view)
        if choice is not None:
            handled |= {a for a, _ in choice.actions + choice.more}
        return [(a, self.action_label(a)) for a in view.legal
                if a.kind != "play" and a not in handled and not self.is_gesture(a)]

    def is_gesture(self, action: Action) -> bool:
        return False

    def action_label(self, action: Action) -> str:
        return str(action).capitalize()

    # --- words -------------------------------------------------------------------------------
    def caption(self, event: Event) -> str | None:
        return None

    def status_hint(self, view: View) -> str:
        return "play a card"

    def plate_info(self, view: View, seat: int) -> str:
        return ""

    def table_badge(self, view: View) -> str:
        """A short fact shown on the felt's corner (the trump suit, spades broken)."""
        return ""

    def score_text(self, view: View, match: Any) -> str:
        return str(match.standing()) if match is not None else ""


def adapter_for(game_id: str, names: list[str]) -> TableAdapter:
    if game_id == "schnapsen":
        from cardtable.ui.games.schnapsen import SchnapsenAdapter

        return SchnapsenAdapter(names)
    if game_id == "spades":
        from cardtable.ui.games.spades import SpadesAdapter

        return SpadesAdapter(names)
    adapter = TableAdapter(names)
    adapter.game_id = game_id
    return adapter
