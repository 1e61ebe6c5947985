"""The layer between the engine and the table, without Qt: a match at a table and its seats,
the flow of its deals, undo, review, statistics hooks, the autosave and safe loading.

Read :mod:`cardtable.session.session` first: it is the flow of a game.
"""

from cardtable.seats import SeatConfig, seats_from_list, seats_to_list
from cardtable.session.loading import open_record, open_saved_game, resume, session_from_save
from cardtable.session.review import Review, replay_steps
from cardtable.session.session import (
    Applied,
    BummerlReport,
    ComputerTurn,
    DealReport,
    MatchReport,
    PlayedInBummerl,
    Report,
    Session,
    SessionError,
    SessionObserver,
    Step,
    first_dealer,
    preset_of,
)

__all__ = [
    "Applied",
    "BummerlReport",
    "ComputerTurn",
    "DealReport",
    "MatchReport",
    "PlayedInBummerl",
    "Report",
    "Review",
    "SeatConfig",
    "Session",
    "SessionError",
    "SessionObserver",
    "Step",
    "first_dealer",
    "open_record",
    "open_saved_game",
    "preset_of",
    "replay_steps",
    "resume",
    "seats_from_list",
    "seats_to_list",
    "session_from_save",
]
