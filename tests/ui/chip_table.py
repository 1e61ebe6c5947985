"""A chip table to test against before any chip game exists.

* :class:`ChipBoardAdapter`: a scripted table adapter with a Poch board (``classic8`` or
  ``modern9``) and a pot on the felt.
* :func:`chip_table`: the real model, scene and presenter with that adapter, in a view on
  screen, fed events with chip moves (:func:`ante`, :func:`claim`) and views with chips.
* ``GAME``: a toy chip game that runs through the real controller and window: every seat
  antes one chip into each of the board's ante compartments and one into the pot, gets one
  card, plays it; the best card takes the pot and the ace compartment. Its table adapter is
  :class:`ChipBoardAdapter`, found from ``GameInfo.table`` as a real game's is.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace

from PySide6.QtWidgets import QGraphicsView

from cardtable.cards import parse_cards, rank_of
from cardtable.engine import Action, View
from cardtable.engine.carry import Carry
from cardtable.engine.chips import ChipMove, Chips, Place
from cardtable.engine.events import Event, chips_event
from cardtable.engine.match import ChipMatch
from cardtable.engine.messages import SeatRef, Text
from cardtable.engine.options import option
from cardtable.engine.registry import GameAbout, GameInfo
from cardtable.engine.state import TERMINAL, DealResult, GameState
from cardtable.ui.games import TableAdapter
from cardtable.ui.models.table import TableModel
from cardtable.ui.play.presenter import Presenter
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.scene import TableScene

NAMES = ["You", "Anna", "Bert", "Clara", "David", "Emma"]
ANTE = ("ace", "king", "queen", "jack", "ten", "mariage", "sequenz")
COMPARTMENTS = {"classic8": ANTE + ("poch",), "modern9": ANTE + ("pocher", "centre")}


class ChipBoardAdapter(TableAdapter[View]):
    """A board in the middle (the options' board, else the one given), a pot beside it."""

    game_id = "chip_toy"

    def __init__(self, names: list[str], board: str = "classic8") -> None:
        super().__init__(names)
        self._board = board

    @property
    def board(self) -> str:
        return self.options.board if self.options is not None else self._board

    def status_hint(self, view: View) -> str:
        return "play your card"


def places(board: str) -> tuple[str, ...]:
    return COMPARTMENTS[board] + ("pot",)


def chip_view(chips: Chips, seat: int = 0) -> View:
    n = len(chips.balances)
    return View(seat, n, 0, seat, 0, (0,) * n, (), (), False, (), chips=chips)


def ante(num_seats: int, board: str = "classic8") -> Event:
    """Every seat pays one chip into each ante compartment and one into the pot."""
    return chips_event("ante", tuple(ChipMove(s, p, 1) for s in range(num_seats)
                                     for p in ANTE + ("pot",)))


def claim(place: str, seat: int, amount: int) -> Event:
    return chips_event("claim", (ChipMove(place, seat, amount),), seat=seat)


@dataclass
class ChipTable:
    model: TableModel
    scene: TableScene
    presenter: Presenter
    animator: Animator
    view: QGraphicsView
    adapter: ChipBoardAdapter
    chips: Chips  # the truth after the events shown so far

    def show(self, *events: Event) -> Chips:
        """Apply the events' moves to the truth and hand both to the presenter."""
        moves = [m for e in events for m in e.chips]
        self.chips = self.chips.moved(moves)
        self.presenter.show_action(events, 0, chip_view(self.chips), True)
        return self.chips

    def shown(self, place: Place) -> int:
        """The number on screen for a place: its stack's count, or a seat's plate."""
        if isinstance(place, int):
            balance = self.scene.plates[place].balance
            assert balance is not None
            return balance
        return self.scene.chip_layer.stacks[place].count

    def all_shown(self) -> dict[Place, int]:
        n = len(self.chips.balances)
        return {p: self.shown(p) for p in (*range(n), *self.chips.place_names())}


def chip_table(qtbot, board: str = "classic8", seats: int = 4, speed: float = 1.0,  # type: ignore[no-untyped-def]
               balance: int = 100, size: tuple[int, int] = (1100, 720),
               style: str = "french") -> ChipTable:
    animator = Animator(speed)
    model = TableModel(seats)
    adapter = ChipBoardAdapter(NAMES[:seats], board)
    adapter.german_names = style == "german"
    scene = TableScene(model, adapter, animator, style, "blue", "green")
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    scene.resize_table(size[0], size[1], 1.0)
    scene.set_plates(NAMES[:seats], [""] * seats, 0, -1)
    presenter = Presenter(model, scene, adapter, animator)
    chips = Chips.start(seats, balance, places(board))
    presenter.sync_now(chip_view(chips), True)
    return ChipTable(model, scene, presenter, animator, view, adapter, chips)


# --- a toy chip game, for the whole table ------------------------------------------------------

PACK = parse_cards("AS KS QS JS TS 9S")
_TAKES = Text("chip_toy", "{who} takes %n chips", one="{who} takes %n chip", count="n")


@dataclass(frozen=True)
class ToyOptions:
    start_balance: int = option(20, "Start balance", minimum=1, maximum=1000)
    session_deals: int = option(3, "Deals", minimum=0, maximum=100)
    board: str = option("classic8", "Board", choices=("classic8", "modern9"))


class ToyState(GameState[ToyOptions]):
    game_id = "chip_toy"

    def __init__(self, options: ToyOptions, num_seats: int, dealer: int, deck: tuple[int, ...],
                 carry: Carry) -> None:
        self.options, self.num_seats, self.dealer = options, num_seats, dealer
        self.deck, self.carry = tuple(deck), carry
        self.history: list[Action] = []
        start = carry.chips or Chips.start(num_seats, options.start_balance,
                                           places(options.board))
        moves = tuple(ChipMove(s, p, 1) for s in range(num_seats) for p in ANTE + ("pot",))
        self._chips = start.moved(moves)
        self.hands = [1 << self.deck[s] for s in range(num_seats)]
        self.trick: list[tuple[int, int]] = []
        self.turn = (dealer + 1) % num_seats
        self.winner = -1
        self.taken = 0
        self.log: list[Event] = [chips_event("ante", moves)]
        self.log += [Event("deal", s, (self.deck[s],), private=True) for s in range(num_seats)]

    @property
    def current_player(self) -> int:
        return TERMINAL if self.winner >= 0 else self.turn

    @property
    def is_over(self) -> bool:
        return self.winner >= 0

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        return [Action("play", card=c) for c in range(54) if self.hands[self.turn] >> c & 1]

    def _apply(self, action: Action) -> list[Event]:
        seat, card = self.turn, action.card
        assert card is not None
        self.hands[seat] = 0
        self.trick.append((seat, card))
        events = [Event("play", seat, (card,))]
        self.turn = (seat + 1) % self.num_seats
        if len(self.trick) == self.num_seats:
            self.winner = max(self.trick, key=lambda sc: rank_of(sc[1]))[0]
            events.append(Event("trick", self.winner, tuple(c for _, c in self.trick)))
            pay = (ChipMove("pot", self.winner, self._chips.at("pot")),
                   ChipMove("ace", self.winner, self._chips.at("ace")))
            self.taken = sum(m.amount for m in pay)
            self._chips = self._chips.moved(pay)
            events.append(chips_event("pay", pay, seat=self.winner))
            self.trick = []
        return events

    def clone(self) -> ToyState:
        return copy.deepcopy(self)

    def result(self) -> DealResult:
        start = self.carry.chips.balances if self.carry.chips else \
            (self.options.start_balance,) * self.num_seats
        gains = tuple(b - s for b, s in zip(self._chips.balances, start))
        return DealResult(gains, (self.winner,), _TAKES(who=SeatRef(self.winner), n=self.taken),
                          carry=Carry(chips=self._chips))

    def view(self, seat: int) -> View:
        legal = tuple(self.legal_actions()) if seat == self.current_player else ()
        return View(seat, self.num_seats, self.dealer, self.current_player, self.hands[seat],
                    tuple(h.bit_count() for h in self.hands), tuple(self.trick), legal,
                    self.is_over, self.events_for(seat), chips=self._chips)

    def secret_cards(self, seat: int) -> int:
        return sum(h for s, h in enumerate(self.hands) if s != seat)

    def card_zones(self) -> dict[str, int]:
        zones = {f"hand{s}": h for s, h in enumerate(self.hands)}
        zones["trick"] = sum(1 << c for _, c in self.trick)
        return zones

    def key(self) -> object:
        return (tuple(self.hands), tuple(self.trick), self.turn, self.winner)

    def chips(self) -> Chips:
        return self._chips


class ToyMatch(ChipMatch[ToyOptions]):
    def table_places(self) -> tuple[str, ...]:
        return places(self.options.board)

    def leftover(self, chips: Chips) -> tuple[ChipMove, ...]:
        """At the end, whatever lies on the table goes to the last dealer."""
        return tuple(ChipMove(p, self.dealer, n) for p, n in chips.places if n)


GAME: GameInfo[ToyOptions] = GameInfo(
    about=GameAbout("chip_toy", "Chip toy", "A chip game for the table's tests.",
                    "tests.ui.chip_table", "tests.ui.chip_table:ChipBoardAdapter"),
    options_type=ToyOptions, presets={"toy": ToyOptions()}, default_preset="toy",
    seat_range=(3, 4, 5, 6), default_seats=3,
    pack=lambda options, n: sum(1 << c for c in PACK),
    deal=ToyState, rules_file="", match_type=ToyMatch, chips=True)


def toy_match(seats: int = 3, board: str = "classic8", deals: int = 3,
              first_dealer: int = 0) -> ToyMatch:
    """A session of the toy game, its first deal not started."""
    options = replace(ToyOptions(), board=board, session_deals=deals)
    return ToyMatch(GAME, options, seats, seed=7, first_dealer=first_dealer)
