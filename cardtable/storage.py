"""Settings and the autosave of the game in progress, in the user's platform directories.

Every write is atomic (a temp file beside the target, fsync, ``os.replace``): a crash mid-write
leaves the old file or the new one, never half of each. A file that cannot be read is never
silently dropped and never crashes the app: it is renamed ``<name>.damaged-<timestamp>`` and the
problem is reported through :attr:`Storage.problems` so the UI can tell the person.
No Qt here.
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

APP = "cardtable"
SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
AUTOSAVE_FORMAT = 1

FELT_THEMES = ("green", "blue", "burgundy", "dark")
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.6, "normal": 1.0, "slow": 1.6}


@dataclass
class Settings:
    """Everything the person chose that should survive a restart."""

    deck_style: str = "french"
    back: str = "blue"
    animation_speed: str = "normal"
    felt: str = "green"
    last_game: str = "schnapsen"
    # per game id: {"preset": str, "options": {...}, "seats": [{"name", "human", "level"}]}
    last_choices: dict[str, Any] = field(default_factory=dict)

    @property
    def speed_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @staticmethod
    def from_dict(data: Any) -> Settings:
        """Known keys of the right type are taken; anything else keeps its default."""
        s = Settings()
        if not isinstance(data, dict):
            return s
        for f in fields(Settings):
            value = data.get(f.name)
            if value is not None and isinstance(value, type(getattr(s, f.name))):
                setattr(s, f.name, value)
        return s


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old file or the new one, never a mix."""
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

    # --- damaged files ------------------------------------------------------------------------
    def set_aside(self, path: Path, why: str) -> Path:
        """Rename a file that cannot be read, keep it for the person, and report it."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.damaged-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        try:
            os.replace(path, target)
            self.problems.append(f"{path.name} could not be read ({why}); "
                                 f"it was kept as {target.name}.")
        except OSError as exc:
            self.problems.append(f"{path.name} could not be read ({why}) "
                                 f"and could not be set aside: {exc}")
        return target

    def _read_json(self, path: Path) -> Any | None:
        """The parsed file, or None if absent; a damaged file is set aside (None)."""
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            self.problems.append(f"{path.name} could not be opened: {exc}")
            return None
        try:
            return json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError) as exc:
            self.set_aside(path, f"not valid JSON: {exc}")
            return None

    # --- settings -----------------------------------------------------------------------------
    def load_settings(self) -> Settings:
        data = self._read_json(self.settings_path)
        if data is not None and not isinstance(data, dict):
            self.set_aside(self.settings_path, "not a settings object")
            data = None
        return Settings.from_dict(data)

    def save_settings(self, settings: Settings) -> None:
        atomic_write(self.settings_path, json.dumps(asdict(settings), indent=1, sort_keys=True))

    # --- autosave -----------------------------------------------------------------------------
    def save_autosave(self, match_json: str, seats: list[dict[str, Any]]) -> None:
        """Keep the match in progress (its JSON from ``Match.to_json``) and who sits where."""
        doc = {"format": AUTOSAVE_FORMAT, "seats": seats, "match": json.loads(match_json)}
        atomic_write(self.autosave_path, json.dumps(doc, sort_keys=True))

    def load_autosave(self) -> dict[str, Any] | None:
        """``{"seats": [...], "match": {...}}`` or None; a damaged autosave is set aside."""
        data = self._read_json(self.autosave_path)
        if data is None:
            return None
        if (not isinstance(data, dict) or data.get("format") != AUTOSAVE_FORMAT
                or not isinstance(data.get("seats"), list)
                or not isinstance(data.get("match"), dict)):
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
    Errors are kept in :attr:`errors` for the UI to report.
    """

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.errors: list[str] = []
        self._pending: tuple[str, list[dict[str, Any]]] | None = None
        self._writing = False
        self._cv = threading.Condition()
        self._thread = threading.Thread(target=self._run, daemon=True, name="cardtable-autosave")
        self._thread.start()

    def submit(self, match_json: str, seats: list[dict[str, Any]]) -> None:
        with self._cv:
            self._pending = (match_json, seats)
            self._cv.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every submitted save is written; False if that took too long."""
        with self._cv:
            return self._cv.wait_for(lambda: self._pending is None and not self._writing,
                                     timeout)

    def _run(self) -> None:
        while True:
            with self._cv:
                self._cv.wait_for(lambda: self._pending is not None)
                job, self._pending = self._pending, None
                self._writing = True
            try:
                assert job is not None
                self.storage.save_autosave(*job)
            except OSError as exc:
                self.errors.append(f"The game could not be saved: {exc}")
            finally:
                with self._cv:
                    self._writing = False
                    self._cv.notify_all()
