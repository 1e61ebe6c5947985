"""Nothing escapes (issue 32): the measurements behind it, repeated in one command.

Run: ``.venv/bin/python benchmarks/escapes.py [--examples N] [--kills K] [--only PART,...]``

The parts (``--only kills,files,fuzz,cli``; all by default):

- **kills**: a headless table (the session and its background autosave) plays each game in
  a process of its own, killed with SIGKILL after a random moment, K times per game. The
  next start must remove the cut-short temp file and resume at the exact move (the last
  one saved or the one after it), with no message.
- **files**: the hostile-file set: damaged, truncated, foreign and newer-version settings,
  autosaves, statistics databases and past games, a full and a read-only disk. Each is met
  by a headless start (the steps of ``MainWindow.start_up``: settings, temp cleanup,
  resume, the last game's choices, the past games, the statistics). Counted: crashes
  (anything but the clean path), hangs (over a second), the messages per problem (one, or
  none for what is no problem) and whether the file was kept (set aside with its bytes, or
  left as it was).
- **fuzz**: Hypothesis, ``--examples`` examples each: the session machine
  (``tests/session/machine.py``: legal and odd moves, undo, save and resume, a kill between
  write and rename, review, in all five games), damaged records, saved matches, autosaves
  and settings (``tests/session/strategies.py``), and odd actions on random positions.
  The time per example gives the time of 10,000.
- **cli**: bad command lines, each run as ``python -m cardtable ...``: a usage error
  (status 2), no traceback, within 20 s.

Prints figures; exits 1 if anything escaped. Nothing is left in the temp folder.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from cardtable.games import LISTED, get_game
from cardtable.session import SeatConfig, Session, resume
from cardtable.storage import AutosaveWriter, Storage

GAMES = tuple(LISTED)


@contextmanager
def _folder() -> Iterator[Path]:
    path = Path(tempfile.mkdtemp(prefix="cardtable-escapes-"))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


class Hang(BaseException):
    pass


@contextmanager
def _deadline(seconds: float) -> Iterator[None]:
    def on_alarm(signum: int, frame: object) -> None:
        raise Hang(f"over {seconds} s")

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


# --- kill -9 ----------------------------------------------------------------------------------

def _played(session: Session) -> int:
    """Every action of the match so far (finished deals and the deal in play)."""
    done = sum(len(r.actions) for r in session.match.records)
    state = session.match.state
    return done + (len(state.history) if state is not None else 0)


def child(game: str, seed: int, folder: str) -> None:
    """The killed table: plays ``game`` for ever (new matches as they end), saying how many
    actions are on disk after each one."""
    from cardtable.ai.player import RandomPlayer

    storage = Storage(Path(folder) / "config", Path(folder) / "data")
    writer = AutosaveWriter(storage)
    info = get_game(game)
    rng, player = random.Random(seed), RandomPlayer(seed)
    seats = [SeatConfig("You", True)] + [SeatConfig(f"C{i}", False, "easy")
                                         for i in range(1, info.default_seats)]
    session = Session.new(game, info.default_options(), seats, rng.randrange(1 << 40),
                          autosave=writer)
    while True:
        if session.turn is None:
            if session.match.is_over():
                session = Session.new(game, info.default_options(), seats,
                                      rng.randrange(1 << 40), autosave=writer)
            session.start_deal()
        else:
            state = session.match.state
            assert state is not None
            session.apply(player.choose(state.view(state.current_player)))
        session.flush()
        print(session.match.seed, _played(session), flush=True)


def kills(per_game: int, rng: random.Random) -> dict[str, Any]:
    out: Counter[str] = Counter()
    lost: list[str] = []
    for game in GAMES:
        for k in range(per_game):
            with _folder() as folder:
                proc = subprocess.Popen(
                    [sys.executable, __file__, "--child", game, str(rng.randrange(1 << 30)),
                     str(folder)], stdout=subprocess.PIPE, text=True, cwd=ROOT,
                    env=dict(os.environ, PYTHONPATH=str(ROOT)))
                assert proc.stdout is not None
                first = proc.stdout.readline()  # it has started playing
                time.sleep(rng.uniform(0.05, 1.0))
                proc.send_signal(signal.SIGKILL)
                rest = proc.communicate()[0]
                lines = [line.split() for line in (first + rest).splitlines() if line.strip()]
                seed, said = int(lines[-1][0]), int(lines[-1][1])
                storage = Storage(folder / "config", folder / "data")
                old = time.time() - 3600
                for temp in storage.data_dir.glob(".*.tmp"):
                    os.utime(temp, (old, old))
                    out["temp files left by the kill"] += 1
                storage.remove_stale_temp_files()
                back = resume(storage)
                out["runs"] += 1
                if list(storage.data_dir.glob(".*.tmp")):
                    lost.append(f"{game} #{k}: a temp file stayed")
                if storage.problems:
                    lost.append(f"{game} #{k}: {storage.problems}")
                if back is None:
                    out["a match over: nothing to resume"] += 1
                    continue
                got = _played(back)
                if back.match.seed != seed and got == 0:
                    out["resumed at the exact move"] += 1  # a new match, just dealt
                elif back.match.seed != seed or got not in (said, said + 1):
                    lost.append(f"{game} #{k}: resumed at action {got}, {said} were saved")
                else:
                    out["resumed at the exact move"] += 1
    return {"counts": dict(out), "lost": lost}


# --- hostile files ----------------------------------------------------------------------------

Case = tuple[str, str, Callable[[Storage], None], str]  # name, file, make, expected outcome


def _real() -> tuple[tuple[str, ...], tuple[str, ...]]:
    from tests.session.damaged import real_saves

    return real_saves()


def _write(path_of: Callable[[Storage], Path], data: bytes | str) -> Callable[[Storage], None]:
    def make(storage: Storage) -> None:
        path = path_of(storage)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data.encode() if isinstance(data, str) else data)
    return make


def _autosave(s: Storage) -> Path:
    return s.autosave_path


def _settings(s: Storage) -> Path:
    return s.settings_path


def _stats(s: Storage) -> Path:
    return s.stats_path


def _past(s: Storage) -> Path:
    from cardtable.storage import PAST_GAMES_FOLDER

    return s.data_dir / PAST_GAMES_FOLDER / "schnapsen-99.json"


def hostile_cases() -> list[Case]:
    from tests.session.damaged import DAMAGED, NESTED, NEWER_AUTOSAVES, NEWER_SETTINGS

    autosaves, _records = _real()
    cases: list[Case] = []
    for name, (kind, text) in DAMAGED.items():
        cases.append((name, kind, _write(_autosave if kind == "autosave" else _settings,
                                         text), "aside"))
    for name, text in NEWER_AUTOSAVES.items():
        cases.append((f"autosave: {name}", "autosave", _write(_autosave, text), "newer"))
    for name, text in NEWER_SETTINGS.items():
        silent = name == "a setting this version does not have"
        cases.append((name, "settings", _write(_settings, text), "none" if silent else "told"))
    spades = json.loads(autosaves[4])
    for i, text in enumerate(autosaves):
        for cut in (1, len(text) // 3, len(text) - 2):
            cases.append((f"autosave {i} cut at {cut}", "autosave",
                          _write(_autosave, text[:cut]), "aside"))
    for name, data in (("empty", b""), ("zeros", b"\0" * 4096), ("random bytes",
                                                                 random.Random(1).randbytes(999)),
                       ("an object", b"{}"), ("a list", b"[]"), ("UTF-16", '{"a": 1}'.encode(
                           "utf-16")), ("far too large", b" " * 20_000_001)):
        cases.append((f"autosave: {name}", "autosave", _write(_autosave, data), "aside"))
        cases.append((f"settings: {name}", "settings", _write(_settings, data),
                      "none" if name in ("an object", "UTF-16") else "aside"))  # {"a": 1}
    cases.append(("autosave with an extra field", "autosave", _write(
        _autosave, json.dumps(dict(spades, shuffle_art=True))), "resumed"))
    for field in ("deck_style", "back", "animation_speed", "felt", "sound_volume",
                  "sound_muted", "language", "large_text", "last_game", "trick_display",
                  "last_choices"):
        cases.append((f"settings: {field} a list", "settings",
                      _write(_settings, json.dumps({field: [1]})), "aside"))
    cases.append(("settings: nested brackets", "settings", _write(_settings, NESTED), "aside"))
    for name, data in (("text", b"not a database"), ("empty", b""), ("random bytes",
                                                                    random.Random(2).randbytes(
                                                                        4096))):
        cases.append((f"statistics: {name}", "statistics", _write(_stats, data),
                       "none" if name == "empty" else "aside"))
    cases.append(("statistics of a newer schema", "statistics", _newer_stats, "newer-kept"))
    cases.append(("statistics without our tables", "statistics", _foreign_stats, "aside"))
    cases.append(("statistics cut short", "statistics", _cut_stats, "aside"))
    past = _past_game()
    for name, text in (("deals 'abc'", past.replace('"deals": 1,', '"deals": "abc",')),
                       ("deals [1]", past.replace('"deals": 1,', '"deals": [1],')),
                       ("deals 1e999", past.replace('"deals": 1,', '"deals": 1e999,')),
                       ("cut short", past[: len(past) // 2]), ("empty", ""), ("null", "null"),
                       ("no summary", json.dumps({"format": 1})),
                       ("seats of numbers", past.replace('"name": "You"', '"name": 5'))):
        cases.append((f"past game: {name}", "past game", _write(_past, text), "aside"))
    cases.append(("past game of a newer format", "past game",
                  _write(_past, past.replace('"format": 1', '"format": 2', 1)), "newer-kept"))
    for what, expect in (("a directory", "problem"), ("a symlink to nowhere", "none")):
        for path_of, kind in ((_autosave, "autosave"), (_settings, "settings")):
            cases.append((f"{kind}: {what}", kind, _odd_file(path_of, what), expect))
    return cases


def _past_game() -> str:
    from cardtable.session.archive import Archive

    with _folder() as folder:
        info = get_game("schnapsen")
        session = Session.new("schnapsen", info.default_options(),
                              [SeatConfig("You", True), SeatConfig("Anna", False)], 5)
        session.start_deal()
        while session.turn is not None:
            state = session.match.state
            assert state is not None
            session.apply(state.legal_actions()[0])
        archive = Archive(folder)
        archive.keep(session)
        archive.flush()
        [path] = folder.glob("*.json")
        return path.read_text()


def _newer_stats(s: Storage) -> None:
    s.data_dir.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(s.stats_path) as conn:
        conn.execute("PRAGMA user_version = 999")
        conn.execute("CREATE TABLE t (x)")
    conn.close()


def _foreign_stats(s: Storage) -> None:
    s.data_dir.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(s.stats_path) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.close()


def _cut_stats(s: Storage) -> None:
    from cardtable.stats.db import StatsDB

    s.data_dir.mkdir(parents=True, exist_ok=True)
    db, _ = StatsDB.open(s.stats_path)
    assert db is not None
    db.close()
    data = s.stats_path.read_bytes()
    for extra in s.data_dir.glob("statistics.sqlite3-*"):
        extra.unlink()
    s.stats_path.write_bytes(data[: len(data) // 2 + 100])


def _odd_file(path_of: Callable[[Storage], Path], what: str) -> Callable[[Storage], None]:
    def make(storage: Storage) -> None:
        path = path_of(storage)
        path.parent.mkdir(parents=True, exist_ok=True)
        if what == "a directory":
            path.mkdir()
        else:
            path.symlink_to(path.parent / "nowhere" / "x.json")
    return make


def headless_start(storage: Storage) -> list[str]:
    """What ``MainWindow.start_up`` does, without the window: every message it would show."""
    from cardtable.session.archive import Archive
    from cardtable.session.choices import last_choice
    from cardtable.stats.db import StatsDB
    from cardtable.storage import PAST_GAMES_FOLDER

    settings = storage.load_settings()
    storage.remove_stale_temp_files()
    told = list(storage.problems)
    storage.problems.clear()
    session = resume(storage)
    told += storage.problems
    if session is None:
        choice = last_choice(settings.last_choices, settings.last_game)
        told += [f"last choices: {'; '.join(choice.unused)}"] if choice.unused else []
        info = choice.info
        seats = choice.seats or [SeatConfig("You", True)] + [
            SeatConfig(f"C{k}", False) for k in range(1, info.default_seats)]
        Session.new(info.id, choice.options, seats, 1).start_deal()
    archive = Archive(storage.data_dir / PAST_GAMES_FOLDER)
    archive.past_games()
    told += archive.errors
    db, messages = StatsDB.open(storage.stats_path)
    if db is not None:
        db.close()
    told += [str(m) for m in messages]
    return told


def _kept(storage: Storage, kind: str, before: bytes | None) -> str:
    path = {"autosave": storage.autosave_path, "settings": storage.settings_path,
            "statistics": storage.stats_path, "past game": _past(storage)}[kind]
    aside = [p for p in path.parent.glob(f"{path.name}.*-*")
             if ".damaged-" in p.name or ".newer-" in p.name]
    if before is None:
        return "n/a"
    if any(p.read_bytes() == before for p in aside if p.is_file()):
        return "aside"
    if path.is_file() and path.read_bytes() == before:
        return "in place"
    return "lost"


def hostile_files() -> dict[str, Any]:
    cases = hostile_cases()
    results: Counter[str] = Counter()
    escaped: list[str] = []
    for name, kind, make, expect in cases:
        with _folder() as folder:
            storage = Storage(folder / "config", folder / "data")
            make(storage)
            path = {"autosave": storage.autosave_path, "settings": storage.settings_path,
                    "statistics": storage.stats_path, "past game": _past(storage)}[kind]
            before = path.read_bytes() if path.is_file() and not path.is_symlink() else None
            try:
                with _deadline(2.0):
                    told = headless_start(storage)
            except Hang:
                escaped.append(f"{name}: hung")
                continue
            except Exception as exc:  # noqa: BLE001 - what escaped is what we count
                escaped.append(f"{name}: {type(exc).__name__}: {exc}"[:200])
                continue
            results["cases"] += 1
            kept = _kept(storage, kind, before)
            want_messages = 0 if expect in ("none", "resumed") else 1
            if len(told) != want_messages:
                escaped.append(f"{name}: {len(told)} messages, not {want_messages}: {told}")
            elif expect in ("aside", "newer") and kept != "aside":
                escaped.append(f"{name}: the file was {kept}")
            elif expect == "newer-kept" and kept != "in place":
                escaped.append(f"{name}: the newer file was {kept}")
            else:
                results["as expected"] += 1
    results_disk, escaped_disk = full_disks()
    results.update(results_disk)
    escaped += escaped_disk
    return {"counts": dict(results), "escaped": escaped}


def full_disks() -> tuple[Counter[str], list[str]]:
    """A full and a read-only disk while a game is played, then space again: the autosave,
    the past games and the settings each say so once, and once more when it works again."""
    from cardtable import storage as storage_module
    from cardtable.session.archive import Archive

    results: Counter[str] = Counter()
    escaped: list[str] = []
    real = storage_module.atomic_write
    for code in (errno.ENOSPC, errno.EROFS, errno.EACCES):
        for game in GAMES:
            with _folder() as folder:
                storage = Storage(folder / "c", folder / "d")
                archive = Archive(folder / "d" / "past games")
                info = get_game(game)
                seats = [SeatConfig("You", True)] + [SeatConfig(f"C{i}", False)
                                                     for i in range(1, info.default_seats)]
                session = Session.new(game, info.default_options(), seats, 3,
                                      autosave=AutosaveWriter(storage))

                def broken(path: Path, text: str, code: int = code) -> None:
                    raise OSError(code, os.strerror(code))

                storage_module.atomic_write = broken
                import cardtable.session.archive as archive_module
                archive_module.atomic_write = broken
                told: list[str] = []
                try:
                    for phase in ("broken", "mended"):
                        if phase == "mended":
                            storage_module.atomic_write = real
                            archive_module.atomic_write = real
                        for _ in range(40):
                            if session.turn is None:
                                if session.match.is_over():
                                    break
                                if session.match.records:
                                    archive.keep(session)
                                    archive.flush()
                                session.start_deal()
                            else:
                                state = session.match.state
                                assert state is not None
                                session.apply(state.legal_actions()[0])
                            session.flush()
                            writer = session.autosave
                            assert writer is not None
                            told += session.problems + writer.errors + archive.errors
                            for kept in (session.problems, writer.errors, archive.errors):
                                kept.clear()
                        try:
                            storage.save_settings(storage.load_settings())
                        except OSError as exc:
                            told.append(f"settings: {exc}")
                except Exception as exc:  # noqa: BLE001
                    escaped.append(f"{os.strerror(code)} in {game}: {type(exc).__name__}: {exc}")
                    continue
                finally:
                    storage_module.atomic_write = real
                    archive_module.atomic_write = real
                    session.autosave.close()  # type: ignore[union-attr]
                results["full or read-only disk runs"] += 1
                saves = [t for t in told if "could not be saved" in t]
                if len(saves) != 1 or told.count("The game is saved again.") != 1:
                    escaped.append(f"{os.strerror(code)} in {game}: told {told}")
                else:
                    results["full or read-only disk: told once, and again when mended"] += 1
    return results, escaped


# --- fuzz (Hypothesis) ------------------------------------------------------------------------

def fuzz(examples: int) -> dict[str, Any]:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st
    from hypothesis.stateful import run_state_machine_as_test

    from tests.session import test_loading
    from tests.session.machine import SessionMachine, odd_actions
    from tests.session.strategies import damaged_json, settings_docs

    budget = settings(max_examples=examples, deadline=None, database=None,
                      suppress_health_check=list(HealthCheck))
    timings: dict[str, float] = {}
    failures: list[str] = []

    def timed(name: str, run: Callable[[], None]) -> None:
        started = time.perf_counter()
        try:
            run()
        except Exception as exc:  # noqa: BLE001 - Hypothesis' report of what escaped
            failures.append(f"{name}: {type(exc).__name__}: {str(exc)[:2000]}")
        timings[name] = time.perf_counter() - started

    machine = settings(budget, stateful_step_count=25)
    timed("session machine", lambda: run_state_machine_as_test(SessionMachine,
                                                               settings=machine))
    for name, test, strategy in (
            ("damaged records", test_loading.test_damaged_records_raise_only_record_error,
             damaged_json(lambda: _real()[1])),
            ("damaged saved matches",
             test_loading.test_damaged_saved_matches_raise_only_record_error,
             damaged_json(test_loading._matches)),
            ("damaged autosaves",
             test_loading.test_damaged_autosaves_give_the_clean_error_and_are_kept,
             damaged_json(lambda: _real()[0])),
            ("damaged saved and past games for review",
             test_loading.test_damaged_saved_games_open_for_review_or_give_the_clean_error,
             damaged_json(lambda: _real()[0])),
            ("settings files",
             test_loading.test_any_settings_file_starts_a_game_and_is_told_of_once,
             settings_docs)):
        inner = test.hypothesis.inner_test  # type: ignore[attr-defined]
        timed(name, budget(given(strategy)(inner)))

    @budget
    @given(game=st.sampled_from(GAMES), seed=st.integers(0, 2**40),
           moves=st.integers(0, 60), action=odd_actions)
    def odd_action(game: str, seed: int, moves: int, action: Any) -> None:
        from cardtable.engine.errors import CardtableError

        info = get_game(game)
        state = info.new_deal(info.default_options(), info.default_seats, 0, seed)
        rng = random.Random(seed)
        for _ in range(moves):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            return
        key = state.key()
        try:
            state.apply(action if not isinstance(action, str) else state.parse_action(action))
        except CardtableError:
            assert state.key() == key, "a refused action changed the state"

    timed("odd actions", odd_action)
    return {"timings": timings, "failures": failures}


# --- bad command lines ------------------------------------------------------------------------

BAD_LINES: tuple[tuple[str, ...], ...] = (
    ("--demo", "chess"), ("--demo", ""), ("--demo", "schnapsen", "--preset", "bogus"),
    ("--demo", "spades", "--preset", "Classic"), ("--demo",), ("--size", "big"), ("--size", "10x10"),
    ("--size", "²000x800"), ("--size", "1280x"), ("--size", "x800"), ("--size", "1280X800"),
    ("--size", "-1280x800"), ("--size", "99999999999999999999x800"), ("--size", "1e3x800"),
    ("--size", "١٢٨٠x٨٠٠"), ("--size", ""), ("--moves", "-1"), ("--moves", "abc"),
    ("--moves", "1.5"), ("--moves",), ("--seed", "x"), ("--seed", "1e9"), ("--speed", "warp"),
    ("--speed",), ("--deck", "klingon"), ("--lang", "tlh"), ("--lang", "EN"),
    ("--show", "everything"), ("--freeze-ms", "-5"), ("--freeze-ms", "x"),
    ("--freeze-ms", "99999999"), ("--no-such-option",), ("stray",), ("--demo", "poch", "extra"),
    ("--ai-worker",), ("--ai-worker", "abc"), ("--ai-worker", "3"), ("--ai-worker", "3,x"),
    ("--ai-worker", "¹,²"), ("--ai-worker", ","), ("--ai-worker", "-1,2"),
    ("--selftest", "--selftest-game", "poker"), ("--selftest", "--selftest-game", ","),
    ("--selftest", "--selftest-level", "grandmaster"),
    ("--selftest", "--selftest-level", "master"), ("--selftest", "--selftest-moves", "0"),
    ("--selftest", "--selftest-moves", "x"), ("--selftest", "--selftest-timeout", "nan"),
    ("--selftest", "--selftest-timeout", "-1"), ("--selftest", "--selftest-timeout", "inf"),
    ("--selftest", "--selftest-out", "/no/such/folder/f.png"),
    ("--selftest", "--selftest-out", "/"), ("--selftest", "--selftest-game", "schnapsen,poker"),
)


def command_lines() -> dict[str, Any]:
    results: Counter[str] = Counter()
    escaped: list[str] = []
    with _folder() as folder:
        env = dict(os.environ, PYTHONPATH=str(ROOT), TMPDIR=str(folder),
                   XDG_CONFIG_HOME=str(folder / "c"), XDG_DATA_HOME=str(folder / "d"),
                   XDG_CACHE_HOME=str(folder / "k"), QT_QPA_PLATFORM="offscreen")
        for line in BAD_LINES:
            proc = subprocess.Popen([sys.executable, "-m", "cardtable", *line], env=env,
                                    cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    text=True, start_new_session=True)
            try:
                err = proc.communicate(timeout=20)[1]
            except subprocess.TimeoutExpired:  # it took the line and opened a table
                os.killpg(proc.pid, signal.SIGKILL)  # with its computer players' process
                proc.communicate()
                escaped.append(f"{' '.join(line)}: still running after 20 s")
                continue
            results["lines"] += 1
            if "Traceback" in err or proc.returncode != 2:
                escaped.append(f"{' '.join(line)}: status {proc.returncode}: "
                               f"{err.strip().splitlines()[-1:]}")
            else:
                results["usage error, no traceback"] += 1
        leftovers = [p.name for p in folder.iterdir() if p.name not in ("c", "d", "k")]
        if leftovers:
            escaped.append(f"left in the temp folder: {leftovers}")
    return {"counts": dict(results), "escaped": escaped}


# --- main -------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--examples", type=int, default=100, help="Hypothesis examples per part")
    p.add_argument("--kills", type=int, default=4, help="kill -9 runs per game")
    p.add_argument("--only", default="kills,files,fuzz,cli")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--child", nargs=3, metavar=("GAME", "SEED", "FOLDER"),
                   help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        child(args.child[0], int(args.child[1]), args.child[2])
        return 0
    parts = set(args.only.split(","))
    rng = random.Random(args.seed)
    bad = 0
    started = time.perf_counter()
    if "kills" in parts:
        t = time.perf_counter()
        out = kills(args.kills, rng)
        print(f"kill -9: {out['counts']} in {time.perf_counter() - t:.0f} s")
        for line in out["lost"]:
            print("  LOST:", line)
        bad += len(out["lost"])
    if "files" in parts:
        t = time.perf_counter()
        out = hostile_files()
        print(f"hostile files: {out['counts']} in {time.perf_counter() - t:.0f} s")
        for line in out["escaped"]:
            print("  ESCAPED:", line)
        bad += len(out["escaped"])
    if "fuzz" in parts:
        out = fuzz(args.examples)
        for name, seconds in out["timings"].items():
            print(f"fuzz: {name}: {args.examples} examples in {seconds:.1f} s "
                  f"({seconds / args.examples * 1000:.0f} ms each; 10,000 would take "
                  f"{seconds / args.examples * 10_000 / 60:.0f} min)")
        for line in out["failures"]:
            print("  FAILED:", line)
        bad += len(out["failures"])
    if "cli" in parts:
        t = time.perf_counter()
        out = command_lines()
        print(f"bad command lines: {out['counts']} in {time.perf_counter() - t:.0f} s")
        for line in out["escaped"]:
            print("  ESCAPED:", line)
        bad += len(out["escaped"])
    print(f"{'nothing escaped' if not bad else f'{bad} escaped'} "
          f"({time.perf_counter() - started:.0f} s in all)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
