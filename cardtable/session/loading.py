"""Loading a game safely: the autosave at start-up, a saved game or a deal record from a file.

Every way in raises only :class:`RecordError`, with words a person can read, however the file
is damaged (not JSON, nested too deeply, of the wrong shape, seats that are not seats, a
computer at a level this version does not have, a match that does not replay). The files the
app keeps itself are then set aside as ``<name>.damaged-<stamp>`` and reported through
``Storage.problems``, so the app starts all the same and nothing is lost; a file the person
picked is left where it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from cardtable.engine import DealRecord, RecordError
from cardtable.engine.errors import CardtableError
from cardtable.engine.record import MAX_TEXT, load_json
from cardtable.games import LISTED, get_game, load_record, match_from_dict, replay
from cardtable.seats import ALL_LEVELS, seats_from_list
from cardtable.session.session import Session, SessionObserver
from cardtable.storage import AutosaveWriter, Storage


def session_from_save(data: Any, autosave: AutosaveWriter | None = None,
                      observers: Iterable[SessionObserver] = ()) -> Session:
    """The session a saved game or the autosave holds (``{"seats", "match", "session"}``),
    its match replayed; RecordError (only) on anything that does not fit."""
    if not isinstance(data, dict):
        raise RecordError("not a saved cardtable game")
    match = match_from_dict(data.get("match"))
    seats = seats_from_list(data.get("seats"))
    if len(seats) != match.num_seats:
        raise RecordError(f"{len(seats)} seats for a match of {match.num_seats} players")
    notes = data.get("session", {})
    undone = notes.get("undone", []) if isinstance(notes, dict) else None
    if not isinstance(undone, list) or not all(
            isinstance(n, int) and not isinstance(n, bool) and 0 < n <= len(match.records) + 1
            for n in undone):
        raise RecordError("the deals in which undo was used are not a list of deal numbers")
    try:
        return Session(match, seats, autosave, observers, undone)
    except CardtableError as exc:  # a deal saved between its end and its scoring
        raise RecordError(str(exc)) from None


def resume(storage: Storage, autosave: AutosaveWriter | None = None,
           observers: Iterable[SessionObserver] = ()) -> Session | None:
    """The game in progress, from the autosave; None if there is none to resume. A damaged
    autosave is set aside and reported (``storage.problems``); that of a match that is over
    is removed."""
    data = storage.load_autosave()
    if data is None:
        return None
    try:
        session = session_from_save(data, autosave, observers)
    except RecordError as exc:
        newer = _newer_part(data)
        if newer:
            storage.keep_newer(storage.autosave_path, newer)
        else:
            storage.set_aside(storage.autosave_path, str(exc))
        return None
    if session.match.is_over() and not session.in_play:
        storage.clear_autosave()
        return None
    return session


def _newer_part(data: dict[str, Any]) -> str:
    """What in an autosave that does not load a newer version most likely wrote: a game,
    an option or a computer level this version does not know by name ("" if none)."""
    def name(value: Any) -> bool:  # a name as the app writes them, not a damaged value
        return isinstance(value, str) and value.isascii() and value.isidentifier() and \
            len(value) <= 40

    match = data["match"]
    game = match.get("game")
    if not name(game):
        return ""
    if game not in LISTED:
        return f"the game {game!r}"
    options = match.get("options")
    if isinstance(options, dict):
        known = {spec.name for spec in get_game(game).option_specs()}
        unknown = sorted(k for k in options if name(k) and k not in known)
        if unknown:
            return f"the option {unknown[0]!r} of {get_game(game).name}"
    seats = data.get("seats")
    levels = [s.get("level") for s in seats if isinstance(s, dict)] if isinstance(
        seats, list) else []
    strange = [lv for lv in levels if name(lv) and lv not in ALL_LEVELS]
    return f"a computer at level {strange[0]!r}" if strange else ""


def read_text(path: Path, what: str) -> bytes:
    """A file's bytes, refused with RecordError if it cannot be read or is far too large."""
    try:
        if path.stat().st_size > MAX_TEXT:
            raise RecordError(f"{path.name} is far too large to be a {what}")
        return path.read_bytes()
    except OSError as exc:
        raise RecordError(f"{path.name} could not be opened: {exc.strerror or exc}") from None


def open_saved_game(path: Path, autosave: AutosaveWriter | None = None,
                    observers: Iterable[SessionObserver] = ()) -> Session:
    """A saved game (the autosave's format) from a file the person picked."""
    return session_from_save(load_json(read_text(path, "saved game"), "saved game"),
                             autosave, observers)


def open_record(path: Path) -> DealRecord:
    """A deal record from a file the person picked, checked to replay."""
    record = load_record(read_text(path, "deal record"))
    replay(record)
    return record
