"""Poch's rules as tables: the options made into what the core reads, the card tables,
the moves and their actions (the move codec)."""

from __future__ import annotations

from typing import Final

from cardtable.engine.action import PLAY, Action
from cardtable.engine.chips import ChipMove
from cardtable.engine.events import Event
from cardtable.games.poch.options import Options

CLASSIC_PLACES: Final = ("ace", "king", "queen", "jack", "ten", "mariage", "sequenz", "poch")

MODERN_PLACES: Final = ("ace", "king", "queen", "jack", "ten", "mariage", "sequenz", "pocher",
                        "centre")

def board_places(board: str) -> tuple[str, ...]:
    """The places of a board, in the order of :attr:`Chips.places`."""
    return MODERN_PLACES if board == "modern9" else CLASSIC_PLACES

class PochRules:
    """What a deal needs from the options and the number of players, made once per pair."""

    __slots__ = ("after", "ante_event", "ante_moves", "antes", "forehand_tiebreak",
                 "hand_size", "max_open", "max_raises", "modern", "n", "open_moves",
                 "options", "order", "places", "raise_moves", "require", "step",
                 "talon_turn", "trump_789")

    def __init__(self, options: Options, n: int) -> None:
        self.options = options
        self.n = n
        self.hand_size = 0 if options.hand_size == "all" else int(options.hand_size)
        self.talon_turn = options.trump_source == "talon_turn"
        self.modern = options.board == "modern9"
        self.trump_789 = options.sequence_rule == "trump_789"
        self.forehand_tiebreak = options.sequence_tiebreak == "forehand"
        self.require = options.require_kunststueck
        self.max_open = options.max_open
        self.step = options.max_raise_step
        self.max_raises = options.max_raises
        self.places = board_places(options.board)
        self.antes = tuple(range(9)) if self.modern else tuple(range(7))
        # order[d]: the seats from forehand to dealer d; after[i]: the others from left(i).
        self.order = tuple(tuple((d + 1 + j) % n for j in range(n)) for d in range(n))
        self.after = tuple(tuple((i + k) % n for k in range(1, n)) for i in range(n))
        self.open_moves = (PASS, *(OPEN_BASE + a for a in range(1, self.max_open + 1)))
        self.raise_moves = (PASS, HOLD, *(RAISE_BASE + r for r in range(1, self.step + 1)))
        self.ante_moves = tuple(ChipMove(seat, self.places[p], 1)
                                for seat in range(n) for p in self.antes)
        self.ante_event = Event("ante", -1, value=len(self.antes), chips=self.ante_moves)

_RULES: dict[tuple[Options, int], PochRules] = {}

def rules_for(options: Options, n: int) -> PochRules:
    found = _RULES.get((options, n))
    if found is None:
        if len(_RULES) > 500:  # option sets made and dropped (dialogs, tests)
            _RULES.clear()
        found = _RULES[(options, n)] = PochRules(options, n)
    return found

PASS: Final = 64

HOLD: Final = 65

OPEN_BASE: Final = 100  # open a: 100 + a

RAISE_BASE: Final = 200  # raise r: 200 + r

ACTIONS: Final[dict[int, Action]] = {
    **{c: Action(PLAY, card=c) for c in range(52)}, PASS: Action("pass"), HOLD: Action("hold"),
    **{OPEN_BASE + a: Action("open", n=a) for a in range(1, 51)},
    **{RAISE_BASE + r: Action("raise", n=r) for r in range(1, 51)}}

MOVES: Final[dict[Action, int]] = {a: m for m, a in ACTIONS.items()}

def action_of(move: int) -> Action:
    """The action of a core move (cached: the same object each time)."""
    return ACTIONS[move]

def move_of(action: Action) -> int:
    """The core move of an action; ValueError for an action that is not a Poch move."""
    move = MOVES.get(action)
    if move is None:
        raise ValueError(f"{action} is not a move of Poch")
    return move

