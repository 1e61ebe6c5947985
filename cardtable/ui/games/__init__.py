"""Per-game table adapters: what a game adds to the generic table.

The generic table knows hands, the trick and each seat's won cards, the events "deal",
"play" and "trick", and chips: every event's chip moves fly between the places of
``view.chips`` (each seat's name plate, a pot, a Poch board's compartments). An adapter adds
the game's own zones (a talon, a stock), shows its own events, says where its chip places
lie (the board, the felt), maps gestures on its zones to actions, and words the status line.
It never decides a rule: it offers an action only when it is in ``view.legal``.

An adapter is generic in the game's view type: ``class PochAdapter(TableAdapter[PochView])``
reads the view's own fields without a cast.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from cardtable.engine.action import Action
from cardtable.engine.chips import ChipMove, Place
from cardtable.engine.errors import CardtableError
from cardtable.engine.events import Event
from cardtable.engine.match import ChipMatch
from cardtable.engine.messages import Message
from cardtable.engine.state import DealResult, View
from cardtable.ui.models.sheet import SheetLayout
from cardtable.ui.models.table import hand_order
from cardtable.ui.table.layout import BoardSpot, ChipSpot
from cardtable.ui.words.i18n import number
from cardtable.ui.words.naming import YOU_IN_ANY_LANGUAGE
from cardtable.ui.words.text import TableWords, words

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsObject

    from cardtable.engine.registry import GameInfo
    from cardtable.ui.models.table import TableModel
    from cardtable.ui.table.layout import Placement, TableGeometry
    from cardtable.ui.table.scene import TableScene

V = TypeVar("V", bound=View)


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
    # Placed nearest x, y where it covers no plate, chip count, board or your hand, and no
    # other hand where there is room beside them; False: just at x, y.
    keep_clear: bool = True


class TableAdapter(Generic[V]):
    """The defaults: a plain trick-taking game with buttons for every non-card action."""

    game_id = ""
    german_names = False
    deal_word = "Deal"  # what the score sheet calls one deal ("Hand" in Spades)
    natural_deck = ""  # the deck style the game is at home with ("german"), if it has one
    options: Any = None  # the match's options (set by the flow): for words, not rules
    # The seat the sentences speak to ("You win …"; set by the flow from you_of): the one
    # person at a table of computers; None where each seat is named.
    you: int | None = None
    # Events that stay in view a while when the computers' pace is not instant, by the
    # share of its pause (Poch: each hand shown, the pool won, a chain ended).
    beats: ClassVar[dict[str, float]] = {}
    hint_lists_choices = False  # the hint words each choice without a card with its estimate
    # Kinds of events that, coming one after another, show in one motion: each one's chips
    # fly a moment after the last one's (Poch's claims in Melden); see Presenter.event_steps.
    shown_together: frozenset[str] = frozenset()

    def __init__(self, names: list[str]) -> None:
        self.names = names

    def you_of(self, humans: Sequence[int]) -> int | None:
        """The seat the table speaks to: the one person at a table of computers; else (several
        people, or a deal the computers play alone) the one seat under the default name "You"
        of any language, whose lines then read "You pass", not "You passes"."""
        if len(humans) == 1:
            return humans[0]
        named_you = [s for s, name in enumerate(self.names) if name in YOU_IN_ANY_LANGUAGE]
        return named_you[0] if len(named_you) == 1 else None

    @property
    def board(self) -> str:
        """The Poch board on the table ("classic8" or "modern9"), or "" for none. A game with
        a board says which (from its options); chip places named like the board's
        compartments ("ace" … "poch", "pocher", "centre") lie in them."""
        return ""

    # --- words -------------------------------------------------------------------------------
    @property
    def renderer(self) -> TableWords:
        """The renderer of engine messages at this table: its people and its pack."""
        return TableWords(self.names, self.german_names, self.you)

    def say(self, message: Message | str) -> str:
        return self.renderer.say(message)

    def error_words(self, exc: CardtableError) -> str:
        return self.renderer.error(exc)

    # --- models --------------------------------------------------------------------------------
    def setup(self, model: TableModel) -> None:
        """Create the game's own zones."""

    def begin_deal(self, shown: bool) -> None:
        """A new deal comes to the table: its events are shown one by one (``shown``) and the
        screen catches up with the state at its end, or it is shown at once."""

    def show_event(self, model: TableModel, event: Event, viewer: int | None) -> str | None:
        """Show one of the game's own events in the models; the motion kind, or None if unknown."""
        return None

    def sync(self, model: TableModel, view: V, private: bool = True) -> None:
        """Bring the game's own zones in line with ``view`` (the truth after each action).
        ``private`` is False while the hands are hidden (a hot-seat handover): then nothing
        only the seat may see is shown."""

    def absorb_deck(self, model: TableModel) -> None:
        """Take what is left of the dealt pack into the game's own zones (a talon)."""

    def pile_sizes(self, view: V) -> list[int] | None:
        return None

    def hand_order(self, card: int) -> tuple[int, int]:
        """The sort key of a card in a hand: suits apart, the highest rank first (a game
        whose ranks go another way, as Schnapsen's A 10 K Q J, says so)."""
        return hand_order(card)

    # --- chips -------------------------------------------------------------------------------
    def card_widths(self, geom: TableGeometry) -> list[int]:
        """The widths cards are laid at besides a hand's and a small card's (the table draws
        the pack at each ahead: a card first drawn at a new width in the middle of its
        motion made that frame late)."""
        return []

    def board_spot(self, geom: TableGeometry) -> BoardSpot:
        """Where the board lies (when there is one): the middle of the felt."""
        return geom.board()

    def place_spots(self, geom: TableGeometry, places: Sequence[str],
                    board: BoardSpot | None) -> dict[str, ChipSpot]:
        """Where the chip places that are not in a compartment of the board lie (a pot)."""
        return geom.on_felt(places, board)

    def zone_words(self, zone: str) -> str:
        """A zone of cards on the table as people call it (for a screen reader)."""
        named = {"trick": words("table", "The trick"), "talon": words("table", "The talon"),
                 "trump": words("table", "The trump card"), "stock": words("table", "The stock"),
                 "offer": words("table", "The card looked at"), "deck": words("table", "The pack"),
                 "pack": words("table", "The pack"),
                 "turned": words("table", "The card turned for trumps"),
                 "closed": words("table", "The chain closed last"),
                 "chains": words("table", "The chains played before"),
                 "dead": words("table", "The cards laid away"),
                 "laid": words("table", "The cards laid away"),
                 "face_down": words("table", "The dealer's cards, face down"),
                 "start": words("table", "The Start")}
        return named.get(zone, zone)

    def place_name(self, place: str) -> str:
        """A chip place's name for people (a board's compartments name themselves)."""
        return words("table", _PLACE_NAMES.get(place, place.replace("_", " ").capitalize()))

    def place_visible(self, place: str, count: int) -> bool:
        """Whether the stack of a place on the table is drawn, holding ``count`` chips (a
        place that is mostly empty may stay out of sight until chips land in it)."""
        return True

    def chip_colour(self, place: Place) -> str:
        """The colour of the chips in a place on the table (a seat's balance has none)."""
        return _PLACE_COLOURS.get(place, "gold") if isinstance(place, str) else "gold"

    # --- geometry ----------------------------------------------------------------------------
    def trick_centre(self, geom: TableGeometry) -> tuple[float, float]:
        return geom.cx, geom.cy

    def deck_origin(self, geom: TableGeometry) -> tuple[float, float]:
        return geom.cx, geom.cy

    def placements(self, model: TableModel, geom: TableGeometry) -> dict[int, Placement]:
        """Placements of the items of the game's own zones."""
        return {}

    def arrange(self, scene: TableScene) -> None:
        """Add or place the game's own items that are no cards (the Doppler beside each
        plate), after the plates have their places; a click on one emits
        ``scene.place_clicked(name)``, which acts as :meth:`clickable_zones` says."""

    def accessible_items(self) -> list[QGraphicsObject]:
        """The game's own items on the felt that a screen reader is told of (each with an
        ``access``: :class:`~cardtable.ui.table.access.Accessible`), after the table's cards."""
        return []

    def drop_targets(self, model: TableModel, geom: TableGeometry) -> dict[str, QRectF]:
        """Named places a card may be dropped on besides the trick."""
        return {}

    # --- gestures ----------------------------------------------------------------------------
    def play_action(self, card: int) -> Action:
        return Action("play", card=card)

    def card_action(self, card: int, view: V) -> Action:
        """What pressing Enter on (or double-clicking) a card of the hand asks for."""
        return self.play_action(card)

    def drop_action(self, card: int, target: str, view: V) -> Action | None:
        """The action a drop means; None means "not a place for that"."""
        if target == "trick":
            return self.play_action(card)
        return None

    def question_for(self, action: Action, view: V) -> Question | None:
        return None

    def marking(self, view: V) -> bool:
        """Whether the person now marks several cards of the hand for one move (lay away
        two): a click, drag or Enter on a card of the hand then marks or unmarks it
        (:meth:`toggle_mark`), and the table asks :meth:`choice` again. Show the marked
        cards raised (``model.raised``, in :meth:`sync`) and offer the move in
        :meth:`choice` once it is legal."""
        return False

    def toggle_mark(self, card: int, view: V) -> None:
        """Mark ``card`` of the hand, or unmark it if it was marked."""

    def stop_before_rest(self, view: V) -> bool:
        """After the first action of an answer: let the person choose again instead of
        carrying on (a new choice has appeared)?"""
        return False

    def clickable_zones(self, view: V) -> dict[str, Action]:
        """Zones whose click performs a legal action."""
        return {}

    def key_actions(self, view: V) -> dict[str, Action]:
        """Letter keys (upper case) for legal actions that have no card to press."""
        return {}

    def key_help(self) -> tuple[tuple[str, str], ...]:
        """The game's letter keys and what each does, for Help ▸ Keyboard shortcuts."""
        return ()

    def choice(self, view: V) -> Choice | None:
        """A decision shown in its own panel on the table, or None."""
        return None

    def button_actions(self, view: V) -> list[tuple[Action, str]]:
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
    def move_words(self, action: Action, seat: int, before: View | None = None) -> str:
        """A seat's move as a sentence (announced to a screen reader): "Anna plays the Ober
        of hearts", else the seat's name and the action's label. ``before``: the table's view
        just before the move (a game whose moves may be secret words them from it)."""
        name = self.names[seat] if 0 <= seat < len(self.names) else self.renderer.seat(seat)
        if action.kind == "play" and action.card is not None:
            return words("table", "{name} plays the {card}").format(
                name=name, card=self.renderer.card(action.card))
        return words("table", "{name}: {action}").format(name=name,
                                                         action=self.action_label(action))

    def log_words(self, event: Event) -> str | None:
        """An event as a line of the deal's log beside the table ("Anna plays the Ober of
        hearts", "Bert takes the trick", "Clara: Bid 4"), or None for one not worth a line.
        ``event`` is as the person at the table sees it (a hidden card is ``HIDDEN``).
        By default: a card played, a trick taken, and any event with a caption on a seat."""
        seat = event.seat
        if seat < 0:
            return None
        name = self.names[seat] if seat < len(self.names) else self.renderer.seat(seat)
        you = seat == self.you  # the one person at a table of computers
        if event.kind == "play" and event.cards and event.cards[0] >= 0:
            return (words("table", "You play the {card}") if you else
                    words("table", "{name} plays the {card}")).format(
                name=name, card=self.renderer.card(event.cards[0]))
        if event.kind == "trick":
            return (words("table", "You take the trick") if you else
                    words("table", "{name} takes the trick")).format(name=name)
        caption = self.caption(event)
        if caption:
            return words("table", "{name}: {action}").format(name=name, action=caption)
        return None

    def amount_words(self, value: float) -> str:
        """An expected result in the game's own unit, with its sign ("+0.9 game points",
        "−57 points"; never "-0.0"): a hint's figure in words. Each game words its unit
        (:func:`signed_amount` with its two forms)."""
        return signed_amount(value, lambda n: words("table", "%n points", n),
                             words("table", "{value} points"))

    def deal_label(self, n: int) -> str:
        """The score sheet's name for deal ``n`` ("Deal 3"; "Hand 3" in Spades)."""
        if self.deal_word == "Hand":
            return words("table", "Hand {n}").format(n=n)
        return words("table", "Deal {n}").format(n=n)

    def deal_over_words(self) -> str:
        """The status line once a deal is over."""
        if self.deal_word == "Hand":
            return words("table", "The hand is over.")
        return words("table", "The deal is over.")

    def caption(self, event: Event) -> str | None:
        return None

    def phase_name(self, event: Event) -> str | None:
        """The phase of the deal ``event`` belongs to ("Pochen", "Bidding"), for the status
        line while the table moves; None: the event names none (the last one goes on)."""
        return None

    def status_hint(self, view: V) -> str:
        return words("table", "play a card")

    def thinking_text(self, view: V, name: str) -> str:
        """The status line while the computer seat ``name`` decides."""
        return words("table", "{name} is thinking…").format(name=name)

    def plate_info(self, view: V, seat: int) -> str:
        return ""

    def plate_call(self, event: Event) -> str | None:
        """A seat's line of facts once ``event`` has landed, if the event changes it (a Poch
        bet), else None: the line changes with the event's chips, not after the action."""
        return None

    def table_badge(self, view: V) -> str:
        """A short fact shown on the felt's corner (the trump suit, spades broken)."""
        return ""

    def badge_tip(self, view: V) -> str:
        """What the badge in the corner means, for its tooltip."""
        return ""

    def zone_tips(self, view: V) -> dict[str, str]:
        """Tooltips of the game's own zones ("talon", "trump", "stock" …) by zone name."""
        return {}

    def review_words(self, seat_name: str, action: Action, before: View | None = None) -> str:
        """One move in words, for the list of moves of a review: "Anna: queen of hearts".
        ``before``: the view just before the move (a game whose words depend on the phase)."""
        if action.kind == "play" and action.card is not None:
            return words("review", "{name}: {card}").format(
                name=seat_name, card=self.renderer.card(action.card))
        return words("review", "{name}: {action}").format(name=seat_name,
                                                          action=self.action_label(action))

    def score_text(self, view: V, match: Any, totals: Sequence[int] = ()) -> str:
        """The score panel's words for ``view``; ``totals``: the score sheet's running totals
        as the screen shows them (the deals whose last card has landed), to word in place
        of the match's own (which may be ahead of the screen)."""
        return self.say(match.standing()) if match is not None else ""

    def summary(self, result: DealResult, match: Any) -> str:
        """The end-of-deal panel's words."""
        return self.say(result.summary)

    def standing_words(self, match: Any) -> str:
        """The match's score in a line, by the players' names (the resume question, the
        question before a game is abandoned)."""
        return words("table", "Score: {scores}").format(scores=", ".join(
            f"{name} {total}" for name, total in zip(self.names, match.totals)))

    # --- the score sheet ---------------------------------------------------------------------
    def sheet_layout(self, match: Any) -> SheetLayout:
        """The sheet's columns: one per seat; in a chip game each seat's gains and losses,
        with the balances in the last row (from the match's start balances)."""
        if isinstance(match, ChipMatch):
            return SheetLayout(tuple(self.names), match.start_balances(),
                               words("table", "Balance"), signed=True, dated=True)
        return SheetLayout(tuple(self.names), total_word=words("table", "Total"))

    def sheet_row(self, result: DealResult, match: Any) -> tuple[int, ...]:
        """A finished deal's figures, one per column of :meth:`sheet_layout`."""
        return tuple(result.points)

    def sheet_break(self, match: Any, number: int) -> tuple[str, tuple[str, ...]] | None:
        """A dividing row after deal ``number`` (1 for the first) of ``match``: its label and
        cells, or None. The running total starts again below it."""
        return None

    def closing_row(self, moves: Sequence[ChipMove], match: Any) -> tuple[tuple[int, ...], str]:
        """The sheet's row for the chips a session's end moves off the table (each seat's
        gain) and its label."""
        gains = [0] * len(self.names)
        for m in moves:
            for place, sign in ((m.source, -1), (m.dest, 1)):
                if isinstance(place, int) and 0 <= place < len(gains):
                    gains[place] += sign * m.amount
        return tuple(gains), words("table", "End")


_PLACE_NAMES = {"pot": "Pot", "pool": "Pool"}
_PLACE_COLOURS = {"pot": "red", "pool": "red", "poch": "red", "pocher": "red"}


MINUS = "\u2212"  # a figure's minus sign, as print sets it


def signed_figure(value: float, decimals: int = 0) -> str:
    """A figure with its sign as the language writes it: "+0.9", "−57", "0" (never "-0.0")."""
    shown = round(value, decimals)
    if not shown:
        return number(0)
    sign = "+" if shown > 0 else MINUS
    return sign + number(abs(shown), decimals)


def signed_amount(value: float, whole: Callable[[int], str], part: str) -> str:
    """An expected amount in a unit: ``whole(n)`` words a whole number ("%n game points",
    its plural forms by the language), ``part`` (with ``{value}``) one with a decimal
    ("{value} game points"). Under ten, one decimal (dropped when it is 0); from ten on,
    whole numbers: "+0.9 game points", "+2 game points", "−57 points", "0 points"."""
    decimals = 1 if abs(value) < 9.95 else 0
    shown = round(value, decimals)
    if shown == round(shown):
        n = round(shown)
        text = whole(abs(n))
        return text.replace(str(abs(n)), signed_figure(n), 1) if n else text
    return part.format(value=signed_figure(shown, 1))


def adapter_for(game: GameInfo[Any], names: list[str]) -> TableAdapter[Any]:
    """The table adapter the game names (``GameInfo.table``), or the plain defaults."""
    if not game.table:
        adapter: TableAdapter[Any] = TableAdapter(names)
        adapter.game_id = game.id
        return adapter
    made = game.load(game.table)(names)
    assert isinstance(made, TableAdapter)
    return made
