"""Settings and the autosave of the game in progress, in the user's platform directories.

Every write is atomic (a temp file beside the target, fsync, ``os.replace``): a crash mid-write
leaves the old file or the new one, never half of each, and the temp file a killed write left
behind is removed at the next start (:meth:`Storage.remove_stale_temp_files`). A file that
cannot be read is never silently dropped and never crashes the app: it is renamed
``<name>.damaged-<timestamp>`` and the problem is reported through :attr:`Storage.problems`
so the UI can tell the person. Settings with some values this version cannot use keep the
rest; the file as it was is kept aside all the same. No Qt here.
"""

from __future__ import annotations

import json
import os
import threading
import time
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from cardtable.art import BACKS, DECK_STYLES
from cardtable.engine.errors import RecordError
from cardtable.engine.record import MAX_TEXT, load_json

APP = "cardtable"
SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
STATS_FILE = "statistics.sqlite3"
PAST_GAMES_FOLDER = "past games"  # in the data folder (``session/archive.py``)
AUTOSAVE_FORMAT = 1
STALE_TEMP_SECONDS = 60  # an atomic write takes milliseconds: an older temp file was cut short
_ABSENT = object()  # what _read_json returns for a file that is not there

FELT_THEMES = ("green", "blue", "burgundy", "dark")
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.6, "normal": 1.0, "slow": 1.6}
# A finished trick stays on the table until the next card is played, or for a moment.
TRICK_DISPLAYS = ("next_card", "pause")
# The cards' size on the table (a setting), as a share of the size the table's height gives.
CARD_SIZES = {"small": 0.85, "normal": 1.0, "large": 1.15}
# The app's languages ("" follows the system); the table's words are in cardtable/ui/words/i18n.py.
LANGUAGE_CODES = ("", "en", "de", "sl", "pl", "th")


@dataclass
class Settings:
    """Everything the person chose that should survive a restart."""

    deck_style: str = "french"
    back: str = "blue"
    animation_speed: str = "normal"
    felt: str = "green"
    sound_volume: int = 70  # per cent
    sound_muted: bool = False
    language: str = ""  # "" follows the system
    large_text: bool = False
    last_game: str = "schnapsen"
    trick_display: str = "next_card"
    card_size: str = "normal"  # a key of CARD_SIZES
    window_geometry: str = ""  # "x,y,width,height,maximised" (ui/app/placement.py), "" for none
    # per game id: {"preset": str, "options": {...}, "seats": [{"name", "human", "level"}]}
    last_choices: dict[str, Any] = field(default_factory=dict)
    # What the file held that this version does not use: names it does not know and values
    # it does not know of a setting it has (a newer version's). Written back as they were
    # (a value only while the person has not chosen another), so nothing of it is lost.
    kept: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        """The settings as the file keeps them, with :attr:`kept` as it was read."""
        out = {k: v for k, v in self.kept.items() if k not in _FIELDS}
        default = Settings()
        for name in _FIELDS:
            value = getattr(self, name)
            unchanged = value == getattr(default, name)
            out[name] = self.kept[name] if name in self.kept and unchanged else value
        return out

    @property
    def speed_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @property
    def card_scale(self) -> float:
        return CARD_SIZES.get(self.card_size, 1.0)

    @staticmethod
    def read(data: Any) -> tuple[Settings, list[str]]:
        """The settings in ``data`` and what in it could not be used (those keep their
        default; the last choices of a game are dropped whole). Unknown keys are no damage:
        a newer version may have written them; nor is a text this version does not know
        for a setting it has (a newer deck style): both stay in :attr:`kept`, and the
        latter are named in the list all the same."""
        s = Settings()
        if not isinstance(data, dict):
            return s, ["not a settings object"]
        s.kept = {k: v for k, v in data.items() if k not in _FIELDS and isinstance(k, str)}
        bad = []
        allowed = {"deck_style": DECK_STYLES, "back": BACKS, "felt": FELT_THEMES,
                   "animation_speed": tuple(ANIMATION_SPEEDS), "trick_display": TRICK_DISPLAYS,
                   "language": LANGUAGE_CODES, "card_size": tuple(CARD_SIZES)}
        for f in fields(Settings):
            if f.name not in data or f.name not in _FIELDS:
                continue
            value = data[f.name]
            if f.name == "last_choices":
                value, dropped = _read_choices(value)
                bad += dropped
            elif f.name in _NUMBERS:
                low, high = _NUMBERS[f.name]
                if not isinstance(value, int) or isinstance(value, bool) or \
                        not low <= value <= high:
                    bad.append(f"{f.name.replace('_', ' ')} {str(value)[:30]!r}")
                    continue
            elif f.name in _SWITCHES:
                if not isinstance(value, bool):
                    bad.append(f"{f.name.replace('_', ' ')} {str(value)[:30]!r}")
                    continue
            elif not isinstance(value, str) or len(value) > 40:
                bad.append(f"{f.name.replace('_', ' ')} {str(value)[:30]!r}")
                continue
            elif f.name in allowed and value not in allowed[f.name]:
                s.kept[f.name] = value  # a newer version's, most likely: kept for it
                bad.append(f"{f.name.replace('_', ' ')} {value!r}")
                continue
            setattr(s, f.name, value)
        return s, bad

    @property
    def newer(self) -> list[str]:
        """The values of settings this version has that it does not know (kept as read)."""
        return [f"{k.replace('_', ' ')} {v!r}" for k, v in self.kept.items() if k in _FIELDS]


_FIELDS = tuple(f.name for f in fields(Settings) if f.name != "kept")
_NUMBERS = {"sound_volume": (0, 100)}  # settings that are whole numbers, and their range
_SWITCHES = {"sound_muted", "large_text"}  # settings that are on or off


def _read_choices(data: Any) -> tuple[dict[str, Any], list[str]]:
    """The last choices per game id that have the shape the new-game dialog writes, and
    the names of those that do not."""
    from cardtable.seats import seats_from_list

    if not isinstance(data, dict):
        return {}, ["the last choices"]
    good, bad = {}, []
    for game, choice in data.items():
        try:
            if not isinstance(choice, dict) or not isinstance(choice.get("preset", ""), str):
                raise RecordError("not a choice")
            options = choice.get("options", {})
            if not isinstance(options, dict) or not all(
                    isinstance(v, (str, int, float, bool)) for v in options.values()):
                raise RecordError("options are names and plain values")
            if "seats" in choice:  # of the right shape; a level this version lacks is
                seats_from_list(_any_level(choice["seats"]))  # named when the game starts
            good[game] = choice
        except RecordError:
            bad.append(f"the last choices for {str(game)[:30]!r}")
    return good, bad


def _any_level(seats: Any) -> Any:
    """``seats`` with every computer level that is a short text taken as a known one."""
    if not isinstance(seats, list):
        return seats
    return [dict(seat, level="normal") if isinstance(seat, dict) and isinstance(
        seat.get("level"), str) and len(seat["level"]) <= 40 else seat for seat in seats]


def aside_path(path: Path, why: str = "damaged") -> Path:
    """Where a file that cannot be read is kept: ``<name>.damaged-<stamp>`` (``why``:
    ``newer`` for a newer version's file), not yet taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{why}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{why}-{stamp}-{n}")
    return target


def keep_aside(path: Path, why: str) -> tuple[Path, str]:
    """Rename a file that cannot be read to :func:`aside_path`; where it went, and the
    message that tells the person."""
    target = aside_path(path)
    try:
        os.replace(path, target)
    except OSError as exc:
        return target, (f"{path.name} could not be read: {why}. "
                        f"It could not be set aside: {exc.strerror or exc}")
    return target, f"{path.name} could not be read: {why}. It was kept as {target.name}."


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old file or the new one, never a mix."""
    import tempfile  # here: not imported by every start

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    # The rename itself is durable only once the directory entry is on disk (POSIX).
    try:
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


class Storage:
    """The settings file and the autosave, in ``config_dir`` and ``data_dir``."""

    def __init__(self, config_dir: Path | None = None, data_dir: Path | None = None) -> None:
        self.config_dir = Path(config_dir or platformdirs.user_config_dir(APP))
        self.data_dir = Path(data_dir or platformdirs.user_data_dir(APP))
        self.problems: list[str] = []

    @property
    def settings_path(self) -> Path:
        return self.config_dir / SETTINGS_FILE

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / AUTOSAVE_FILE

    @property
    def stats_path(self) -> Path:
        """The statistics database (``cardtable/stats.py``)."""
        return self.data_dir / STATS_FILE

    # --- damaged files ------------------------------------------------------------------------
    def set_aside(self, path: Path, why: str) -> Path:
        """Rename a file that cannot be read, keep it for the person, and report it."""
        target, message = keep_aside(path, why)
        self.problems.append(message)
        return target

    def keep_newer(self, path: Path, what: str) -> None:
        """Move a file a newer version wrote out of this version's way, unchanged, as
        ``<name>.newer-<stamp>``, and say so (it is no damage)."""
        target = aside_path(path, "newer")
        try:
            os.replace(path, target)
        except OSError as exc:
            self.problems.append(f"{path.name} was written by a newer version of cardtable "
                                 f"({what}); it could not be moved aside: "
                                 f"{exc.strerror or exc}")
            return
        self.problems.append(f"{path.name} was written by a newer version of cardtable "
                             f"({what}), which this version cannot resume. It is kept, "
                             f"unchanged, as {target.name}.")

    def _read_json(self, path: Path) -> Any:
        """The parsed file, or ``_ABSENT`` if there is none or it cannot be read (a damaged
        file is set aside; JSON's ``null`` is a value like any other)."""
        try:
            if path.stat().st_size > MAX_TEXT:
                self.set_aside(path, "far too large")
                return _ABSENT
            raw = path.read_bytes()
        except FileNotFoundError:
            return _ABSENT
        except OSError as exc:
            self.problems.append(f"{path.name} could not be opened: {exc}")
            return _ABSENT
        try:
            return load_json(raw, "JSON file")
        except RecordError as exc:
            self.set_aside(path, str(exc))
            return _ABSENT

    def remove_stale_temp_files(self) -> None:
        """Remove what a write cut short by a kill left behind (``.<name>.*.tmp``); a temp
        file younger than a minute may be another running cardtable's write, and stays."""
        now = time.time()
        for folder in (self.config_dir, self.data_dir, self.data_dir / PAST_GAMES_FOLDER):
            try:
                stale = [p for p in folder.glob(".*.tmp")
                         if now - p.stat().st_mtime > STALE_TEMP_SECONDS]
                for p in stale:
                    p.unlink()
            except OSError:
                pass  # not there, or not ours to remove: the next start tries again

    # --- settings -----------------------------------------------------------------------------
    def load_settings(self) -> Settings:
        """The person's settings; a file with values this version cannot use is kept aside,
        and what could be used is written back at once, so that nothing else is lost."""
        data = self._read_json(self.settings_path)
        if data is _ABSENT:
            return Settings()
        settings, bad = Settings.read(data)
        newer = settings.newer
        if len(bad) > len(newer):  # damage, not only a newer version's values
            self.set_aside(self.settings_path, f"{'; '.join(bad)} this version cannot use "
                                               "(the other settings still apply)")
            try:
                self.save_settings(settings)
            except OSError as exc:
                self.problems.append(f"The settings could not be saved: {exc}")
        elif newer:
            self.problems.append(f"{SETTINGS_FILE}: {'; '.join(newer)} this version does not "
                                 "know (a newer version's?). The defaults apply; the file "
                                 "keeps them as they are.")
        return settings

    def save_settings(self, settings: Settings) -> None:
        atomic_write(self.settings_path, json.dumps(settings.to_dict(), indent=1,
                                                    sort_keys=True))

    # --- autosave -----------------------------------------------------------------------------
    def save_autosave(self, match_json: str, seats: list[dict[str, Any]],
                      session: dict[str, Any] | None = None) -> None:
        """Keep the match in progress (its JSON from ``Match.to_json``), who sits where and
        what the session notes of it (the deals in which undo was used)."""
        doc = {"format": AUTOSAVE_FORMAT, "seats": seats, "match": json.loads(match_json),
               "session": session or {}}
        atomic_write(self.autosave_path, json.dumps(doc, sort_keys=True))

    def load_autosave(self) -> dict[str, Any] | None:
        """``{"seats": [...], "match": {...}, "session": {...}}`` or None; a damaged autosave
        is set aside."""
        data = self._read_json(self.autosave_path)
        if data is _ABSENT:
            return None
        newer = data.get("format") if isinstance(data, dict) else None
        if isinstance(newer, int) and not isinstance(newer, bool) and newer > AUTOSAVE_FORMAT:
            self.keep_newer(self.autosave_path, f"format {newer}")
            return None
        if (not isinstance(data, dict) or data.get("format") != AUTOSAVE_FORMAT
                or not isinstance(data.get("seats"), list)
                or not isinstance(data.get("match"), dict)
                or not isinstance(data.get("session", {}), dict)):
            self.set_aside(self.autosave_path, "not a cardtable autosave")
            return None
        return data

    def clear_autosave(self) -> None:
        try:
            self.autosave_path.unlink()
        except FileNotFoundError:
            pass


class AutosaveWriter:
    """Writes the autosave in a background thread, so the fsync never holds up the table.

    Only the newest match matters: a save submitted while another is being written replaces
    any save still waiting. :meth:`flush` waits until everything submitted is on disk.
    Errors are kept in :attr:`errors` for the UI to report, once per problem: a full or
    read-only disk is told at the first save that fails (play goes on), and again when a save
    works again, not at every move.
    """

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.errors: list[str] = []
        self._pending: tuple[str, list[dict[str, Any]], dict[str, Any] | None] | None = None
        self._writing = False
        self._failing: str | None = None  # the problem told, while saves keep failing
        self._closed = False
        self._cv = threading.Condition()
        self._thread = threading.Thread(target=self._run, daemon=True, name="cardtable-autosave")
        self._thread.start()

    def submit(self, match_json: str, seats: list[dict[str, Any]],
               session: dict[str, Any] | None = None) -> None:
        with self._cv:
            self._pending = (match_json, seats, session)
            self._cv.notify_all()

    def clear(self) -> None:
        """No game to resume any more: wait for the saves submitted, then remove the file."""
        self.flush()
        try:
            self.storage.clear_autosave()
        except OSError as exc:
            self.errors.append(f"The finished game's autosave could not be removed: {exc}")

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every submitted save is written; False if that took too long."""
        with self._cv:
            return self._cv.wait_for(lambda: self._pending is None and not self._writing,
                                     timeout)

    def close(self) -> None:
        """Write what was submitted, then end the thread (no save is taken after this)."""
        self.flush()
        with self._cv:
            self._closed = True
            self._cv.notify_all()
        self._thread.join(5.0)

    def _run(self) -> None:
        while True:
            with self._cv:
                self._cv.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return  # closed, and everything written
                job, self._pending = self._pending, None
                self._writing = True
            try:
                assert job is not None
                self.storage.save_autosave(*job)
                if self._failing is not None:
                    self._failing = None
                    self.errors.append("The game is saved again.")
            except OSError as exc:
                why = exc.strerror or str(exc)
                if self._failing != why:
                    self._failing = why
                    self.errors.append(f"The game could not be saved: {why}. You can play "
                                       "on; you will be told when it is saved again.")
            finally:
                with self._cv:
                    self._writing = False
                    self._cv.notify_all()
