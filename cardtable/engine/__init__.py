"""The contract every game implements, and what all games share. No Qt here."""

from cardtable.engine.action import PLAY, Action, play
from cardtable.engine.errors import CardtableError, IllegalActionError, OptionsError, RecordError
from cardtable.engine.events import Event
from cardtable.engine.match import Match
from cardtable.engine.options import OptionSpec, option, option_specs, options_from_dict
from cardtable.engine.record import DealRecord
from cardtable.engine.registry import GameInfo, games, get_game
from cardtable.engine.state import TERMINAL, DealResult, GameState, View

__all__ = [
    "PLAY",
    "TERMINAL",
    "Action",
    "CardtableError",
    "DealRecord",
    "DealResult",
    "Event",
    "GameInfo",
    "GameState",
    "IllegalActionError",
    "Match",
    "OptionSpec",
    "OptionsError",
    "RecordError",
    "View",
    "games",
    "get_game",
    "option",
    "option_specs",
    "options_from_dict",
    "play",
]
