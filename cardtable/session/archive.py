"""Past games: every match played at this table, kept in the user's data folder so that its
finished deals can be looked at again (reviewed with every hand open) and exported.

A match is written after each of its finished deals, as a saved game (the autosave's
``{"seats", "match"}``) with a short summary for the list; the newest :data:`KEEP` are
kept. Writing happens in a thread of its own, so the table never waits for the disk. Reading
refuses anything damaged with :class:`RecordError` only, like every loading in the session
layer. No Qt here.

The analysis of a finished deal (:mod:`cardtable.ai.analysis`) is kept in the file of its
match, under ``"analyses"`` (the deal's place in the match, and after a slash the seat
analysed unless it is seat 0: the analysis), so it is made once; a file without one loads as
before, and a damaged one is left aside with a message.
"""

from __future__ import annotations

import json
import queue
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.ai.analysis import Analysis, fingerprint
from cardtable.engine import DealRecord, RecordError
from cardtable.engine.record import MAX_TEXT, load_json
from cardtable.seats import SeatConfig, seats_from_list, seats_to_list
from cardtable.session.loading import open_record, read_text
from cardtable.session.session import Session
from cardtable.storage import PAST_GAMES_FOLDER, atomic_write, keep_aside

FOLDER = PAST_GAMES_FOLDER
KEEP = 100  # matches; the oldest beyond go
FORMAT = 1


@dataclass(frozen=True)
class PastGame:
    """One past match as the list shows it."""

    path: Path
    game: str  # the game's id
    names: tuple[str, ...]
    deals: int  # finished deals
    totals: tuple[int, ...]
    over: bool
    when: float  # the time of its last finished deal (seconds since the epoch)


class Archive:
    """The past games in ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.errors: list[str] = []
        # (file, the match to write | None, an analysis to add: (deal index, Analysis) | None)
        self._jobs: queue.Queue[_Job] = queue.Queue()
        self._failing: str | None = None  # told once, until a past game is kept again
        self._told: set[Path] = set()  # past games of a newer version, told of once
        self._thread: threading.Thread | None = None

    # --- keeping ----------------------------------------------------------------------------
    def keep(self, session: Session) -> None:
        """Keep ``session``'s match as it stands (its finished deals), written in the
        background. A match with no finished deal is not a past game yet, nor is a deal
        played again beside a match."""
        match = session.match
        if not match.records or session.side:
            return
        data = match.to_dict()
        data["current"] = None  # only finished deals: a deal in play keeps its secrets
        doc = {"format": FORMAT, "seats": seats_to_list(session.seats), "match": data,
               "summary": {"game": match.info.id, "deals": len(match.records),
                           "totals": list(match.totals), "over": match.is_over()}}
        path = self.folder / f"{match.info.id}-{match.seed}.json"
        for i, record in enumerate(match.records):
            _WHERE[fingerprint(record)] = (path, i)
        self._jobs.put((path, doc, None))
        self._start()

    def keep_analysis(self, path: Path, index: int, analysis: Analysis) -> None:
        """Add the analysis of deal ``index`` to the past game (or saved game) at ``path``,
        written in the background; a file that cannot be read is left as it is."""
        self._jobs.put((path, None, (index, analysis)))
        self._start()

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._write, daemon=True,
                                            name="cardtable-past-games")
            self._thread.start()

    def flush(self) -> None:
        """Wait until every match handed over is on disk."""
        self._jobs.join()

    def _write(self) -> None:
        while True:
            path, doc, analysis = self._jobs.get()
            try:
                atomic_write(path, json.dumps(_with_analyses(path, doc, analysis),
                                              sort_keys=True))
                self._drop_oldest()
                self._failing = None
            except RecordError:
                pass  # no analysis is added to a file that cannot be read; reading tells
            except OSError as exc:
                why = exc.strerror or str(exc)
                if self._failing != why:  # once per problem, not once per deal
                    self._failing = why
                    self.errors.append(f"A past game could not be kept: {why}")
            finally:
                self._jobs.task_done()

    def _drop_oldest(self) -> None:
        files = sorted(self.folder.glob("*.json"), key=_mtime, reverse=True)
        for old in files[KEEP:]:
            old.unlink(missing_ok=True)

    # --- reading ----------------------------------------------------------------------------
    def has_games(self) -> bool:
        """Whether any past game is kept (its file not read: the start screen asks)."""
        return self.folder.is_dir() and any(self.folder.glob("*.json"))

    def past_games(self) -> list[PastGame]:
        """The past games, newest first. A file that cannot be read is left out of the list,
        set aside as ``<name>.damaged-<stamp>`` and reported in :attr:`errors`, as a damaged
        autosave is."""
        out = []
        for path in sorted(self.folder.glob("*.json"), key=_mtime, reverse=True):
            try:
                out.append(_summary(path))
            except _Newer as exc:  # no damage: left where it is, for the version that wrote it
                if path not in self._told:
                    self._told.add(path)
                    self.errors.append(f"{path.name} was written by a newer version of "
                                       f"cardtable ({exc}); it is left as it is.")
            except RecordError as exc:
                self.errors.append(keep_aside(path, str(exc))[1])
        return out


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _summary(path: Path) -> PastGame:
    data = load_json(read_text(path, "past game"), "past game")
    newer = data.get("format") if isinstance(data, dict) else None
    if isinstance(newer, int) and not isinstance(newer, bool) and newer > FORMAT:
        raise _Newer(f"format {newer}")
    if not isinstance(data, dict) or not isinstance(data.get("summary"), dict):
        raise RecordError("it is not a past game")
    summary = data["summary"]
    names = tuple(s.name for s in seats_from_list(data.get("seats")))
    totals, deals = summary.get("totals"), summary.get("deals", 0)
    if not isinstance(totals, list) or not all(_whole(t) for t in totals):
        raise RecordError("it has no totals")
    if not _whole(deals) or not 0 <= deals <= 1_000_000:
        raise RecordError(f"its number of deals {str(deals)[:20]!r} is not a whole number")
    return PastGame(path, str(summary.get("game", ""))[:40], names, deals, tuple(totals),
                    bool(summary.get("over")), _mtime(path))


_Job = tuple[Path, dict[str, Any] | None, tuple[int, Analysis] | None]
# Where each deal kept or read lives (its fingerprint: its file and its place in the match),
# so that a review finds the analysis kept with it.
_WHERE: dict[str, tuple[Path, int]] = {}


def kept_at(record: DealRecord) -> tuple[Path, int] | None:
    """The file a deal was kept in or read from in this run, and its place there."""
    return _WHERE.get(fingerprint(record))


def _with_analyses(path: Path, doc: dict[str, Any] | None,
                   added: tuple[int, Analysis] | None) -> dict[str, Any]:
    """``doc`` (None: the file as it is) with the analyses the file on disk keeps, and
    ``added``. RecordError when there is no ``doc`` and the file cannot be read."""
    old: Any = None
    try:
        old = load_json(read_text(path, "past game"), "past game")
    except RecordError:
        if doc is None:
            raise
    if doc is None:
        if not isinstance(old, dict) or not isinstance(old.get("match"), dict):
            raise RecordError("it is not a saved game")
        doc = old
    kept = old.get("analyses") if isinstance(old, dict) else None
    analyses = dict(kept) if isinstance(kept, dict) else {}
    if added is not None:
        analyses[_key(added[0], added[1].seat)] = added[1].to_dict()
    if analyses:
        doc["analyses"] = analyses
    return doc


def _key(index: int, seat: int) -> str:
    """Where the analysis of ``seat``'s play in deal ``index`` is kept: ``"3"`` for seat 0
    (the person at a table of computers), ``"3/1"`` for another (hot-seat)."""
    return str(index) if seat == 0 else f"{index}/{seat}"


def kept_analysis(path: Path, index: int, record: DealRecord,
                  seat: int = 0) -> tuple[Analysis | None, str]:
    """The analysis of ``seat``'s play in deal ``index`` kept in ``path`` (None if there is
    none), and what is wrong with it if it cannot be used (it is then made again; the file
    stays readable)."""
    try:
        data = load_json(read_text(path, "past game"), "past game")
    except RecordError:
        return None, ""
    kept = data.get("analyses") if isinstance(data, dict) else None
    if kept is None:
        return None, ""
    raw = kept.get(_key(index, seat)) if isinstance(kept, dict) else kept
    if raw is None:
        return None, ""
    try:
        made = Analysis.from_dict(raw, record)
        if made.seat != seat:
            raise RecordError(f"it is of seat {made.seat}, not {seat}")
        return made, ""
    except RecordError as exc:
        return None, f"The analysis kept in {path.name} cannot be used ({exc}); it is made again."


class _Newer(RecordError):
    """A past game in a format a newer version writes."""


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def finished_deals(path: Path) -> tuple[list[DealRecord], list[str] | None, list[int]]:
    """The finished deals a file holds, the players' names and the seats of its people: a
    deal record (no names, no people: a record keeps seats, not people), or a saved game or
    past game (its finished deals). RecordError for anything else; each deal is checked
    again when it is reviewed."""
    records, seats = seated_deals(path)
    if seats is None:
        return records, None, []
    return records, [s.name for s in seats], [i for i, s in enumerate(seats) if s.human]


def seated_deals(path: Path) -> tuple[list[DealRecord], list[SeatConfig] | None]:
    """The finished deals a file holds and the seats they were played at (None for a deal
    record, which keeps no seats), as :func:`finished_deals` reads them."""
    raw = read_text(path, "deal record")
    if len(raw) > MAX_TEXT:
        raise RecordError(f"{path.name} is far too large")
    data = load_json(raw, "file")
    if isinstance(data, dict) and "actions" in data:
        return [open_record(path)], None
    if not isinstance(data, dict) or not isinstance(data.get("match"), dict):
        raise RecordError(f"{path.name} is neither a deal record nor a saved game")
    deals = data["match"].get("deals")
    if not isinstance(deals, list) or not deals:
        raise RecordError(f"{path.name} holds no finished deal")
    records = [DealRecord.from_dict(d) for d in deals]
    seats = seats_from_list(data.get("seats"))
    if any(r.num_seats != len(seats) for r in records):
        raise RecordError(f"{path.name}: its deals and its seats do not fit together")
    for i, record in enumerate(records):
        _WHERE[fingerprint(record)] = (path, i)
    return records, seats
