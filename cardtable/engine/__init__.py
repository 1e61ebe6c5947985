"""The contract every game implements, and what all games share. No Qt here, and no game:
the list of games is :mod:`cardtable.games`."""

from cardtable.engine.action import PLAY, Action, play, with_cards
from cardtable.engine.carry import Carry
from cardtable.engine.chips import ChipMove, Chips, Place
from cardtable.engine.errors import CardtableError, IllegalActionError, OptionsError, RecordError
from cardtable.engine.events import Event
from cardtable.engine.match import Match, new_match
from cardtable.engine.messages import CardRef, Message, SeatRef, SuitRef, Text
from cardtable.engine.options import OptionSpec, option, option_specs, options_from_dict
from cardtable.engine.record import DealRecord, record_of
from cardtable.engine.registry import GameAbout, GameInfo
from cardtable.engine.start import Start
from cardtable.engine.state import TERMINAL, Core, DealResult, GameState, View

__all__ = [
    "PLAY",
    "TERMINAL",
    "Action",
    "CardRef",
    "CardtableError",
    "Carry",
    "ChipMove",
    "Chips",
    "Core",
    "DealRecord",
    "DealResult",
    "Event",
    "GameAbout",
    "GameInfo",
    "GameState",
    "IllegalActionError",
    "Match",
    "Message",
    "OptionSpec",
    "OptionsError",
    "Place",
    "RecordError",
    "SeatRef",
    "Start",
    "SuitRef",
    "Text",
    "View",
    "new_match",
    "option",
    "option_specs",
    "options_from_dict",
    "play",
    "record_of",
    "with_cards",
]
