"""Computer seats in another process, so their search never holds the GUI's interpreter lock.

A thread in the GUI process would share the GIL with the table: measured with the strong
Schnapsen search, frames then waited up to ~95 ms for the lock. The worker process receives
only what a thread would: the game id, level, seed, rule options and the seat's *view*
(plain frozen dataclasses, pickled), and answers with the action's text. One worker serves
the whole app; a reader thread turns its answers into queued Qt signals on the shared bridge.
No Qt in the worker.

A worker that ends (killed, crashed, out of memory) or whose pipe breaks is reported on the
bridge's ``lost`` signal; the table then starts a new one with :func:`restart` and asks its
question again, so the game carries on. A worker that is slow to start only delays the first
answer: requests wait in the pipe.

The app starts its worker with :func:`prestart` before it imports Qt, naming the game it will
most likely open: the worker's interpreter and the game's computer players load on the other
core while the table builds itself, so a computer that leads the first trick answers at once.
"""

from __future__ import annotations

import os
import pickle
import struct
import subprocess
import sys
import threading
from typing import Any

from cardtable.engine.state import View


def serve(fds: str, preload: str = "") -> None:
    """The worker's main loop (``cardtable --ai-worker R,W [GAME]``): requests on fd R,
    answers on W; GAME's computer players are loaded before the first request comes."""
    r, w = (int(x) for x in fds.split(","))
    _serve(Pipe(r), Pipe(w), preload)


class Pipe:
    """One end of an OS pipe that carries pickled messages, each after its length (4 bytes,
    big-endian). multiprocessing.connection does the same, with its imports (socket,
    tempfile …) added to every start of the app and of the worker."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def send(self, message: object) -> None:
        data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
        rest = memoryview(struct.pack("!I", len(data)) + data)
        while rest:
            rest = rest[os.write(self._open(), rest):]

    def recv(self) -> Any:
        (size,) = struct.unpack("!I", self._read(4))
        return pickle.loads(self._read(size))

    def close(self) -> None:
        fd, self.fd = self.fd, -1
        if fd >= 0:
            os.close(fd)

    def _open(self) -> int:
        if self.fd < 0:
            raise OSError("the pipe is closed")
        return self.fd

    def _read(self, size: int) -> bytes:
        chunks = []
        while size:
            chunk = os.read(self._open(), min(size, 1 << 20))
            if not chunk:
                raise EOFError("the other end closed the pipe")
            chunks.append(chunk)
            size -= len(chunk)
        return b"".join(chunks)


def _preload(game_id: str) -> None:
    """Import ``game_id``'s rules and computer players (nothing if there is no such game)."""
    from cardtable.engine.errors import RecordError
    from cardtable.games import get_game

    try:
        info = get_game(game_id)
    except RecordError:
        return
    if info.player:
        info.load(info.player)


def _serve(conn: Pipe, out: Pipe,
           preload: str = "") -> None:  # runs in the worker process
    import traceback

    from cardtable.ai import hint, make_player

    if preload:
        _preload(preload)

    players: dict[tuple[int, int], Any] = {}
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        except Exception:  # noqa: BLE001 - a message that does not unpickle: say so, go on
            out.send(("failed", 0, -1, traceback.format_exc()))
            continue
        kind, generation, seat = msg[0], msg[1], msg[2]
        try:
            if kind == "choose":
                game_id, level, seed, options, view = msg[3:]
                key = (generation, seat)
                if key not in players:  # one player per seat and match: it may remember
                    players[key] = make_player(game_id, level, seed, options)
                out.send(("decided", generation, seat, str(players[key].choose(view))))
            elif kind == "hint":
                game_id, seed, options, view = msg[3:]
                rated = hint(game_id, view, seed, options)
                out.send(("hinted", generation, seat,
                           [(str(a), float(v), str(label)) for a, v, label in rated]))
            elif kind == "forget":
                players = {k: p for k, p in players.items() if k[0] == generation}
        except (BrokenPipeError, EOFError, ConnectionError):
            return  # the table is gone (closed, or it gave up on us): nothing to answer
        except Exception:  # noqa: BLE001 - a failing player is reported, the worker lives on
            try:
                out.send(("failed", generation, seat, traceback.format_exc()))
            except OSError:
                return


class AIProcess:
    """The worker process and the thread reading its answers (from when a bridge is
    attached: answers wait in the pipe until then)."""

    def __init__(self, bridge: Any, preload: str = "") -> None:
        # A fresh interpreter rather than multiprocessing: "spawn" re-runs the parent's main
        # script in the child (any script without a __main__ guard would open a second
        # table), and fork must never copy a process that runs Qt.
        self.bridge = bridge
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        fds = f"{to_child_r},{from_child_w}"
        if getattr(sys, "frozen", False):
            cmd = [sys.executable, "--ai-worker", fds]
        else:
            cmd = [sys.executable, "-m", "cardtable", "--ai-worker", fds]
        if preload:
            cmd.append(preload)
        env = dict(os.environ)
        if not getattr(sys, "frozen", False):  # find this very cardtable, installed or not
            root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
            env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
        try:
            self.process = subprocess.Popen(cmd, pass_fds=(to_child_r, from_child_w), env=env,
                                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        finally:
            os.close(to_child_r)
            os.close(from_child_w)
        self.conn = Pipe(to_child_w)
        self.answers = Pipe(from_child_r)
        self._lock = threading.Lock()
        self._closing = False
        self.reader = threading.Thread(target=self._read, daemon=True, name="cardtable-ai-reader")
        if bridge is not None:
            self.reader.start()

    def attach(self, bridge: Any) -> None:
        """Report answers on ``bridge`` from now on (a worker prestarted without one)."""
        if self.bridge is None:
            self.bridge = bridge
            self.reader.start()

    def _read(self) -> None:
        while True:
            try:
                kind, generation, seat, payload = self.answers.recv()
            except (EOFError, OSError):
                if not self._closing:
                    code = self.process.poll()
                    why = f" (exit status {code})" if code is not None else ""
                    self.bridge.lost.emit(self, f"the computer players' process ended{why}")
                return
            signal = getattr(self.bridge, kind, None)
            if kind == "hinted":
                self.bridge.hinted.emit(generation, payload)
            elif signal is not None:
                signal.emit(generation, seat, payload)

    def _send(self, msg: tuple[Any, ...]) -> None:
        with self._lock:
            try:
                self.conn.send(msg)
            except OSError as exc:  # the worker is gone: a new one is started
                self.bridge.lost.emit(self, f"cannot reach the worker: {exc.strerror or exc}")

    def choose(self, generation: int, game_id: str, level: str, seed: int, options: Any,
               view: View) -> None:
        self._send(("choose", generation, view.seat, game_id, level, seed, options, view))

    def hint(self, generation: int, game_id: str, seed: int, options: Any, view: View) -> None:
        self._send(("hint", generation, view.seat, game_id, seed, options, view))

    def forget_except(self, generation: int) -> None:
        self._send(("forget", generation, -1))

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def close(self) -> None:
        self._closing = True
        try:
            self.conn.close()  # the worker reads EOF and ends
        except OSError:
            pass
        try:
            self.process.wait(1.0)
        except subprocess.TimeoutExpired:
            self.process.kill()

    def discard(self) -> None:
        """Let go of a worker that is lost: end it if it still runs, without waiting on it."""
        self._closing = True
        for conn in (self.conn, self.answers):
            try:
                conn.close()
            except OSError:
                pass
        if self.process.poll() is None:
            self.process.kill()
        try:
            self.process.wait(0.5)
        except subprocess.TimeoutExpired:
            pass


_worker: AIProcess | None = None


def prestart(game_id: str) -> None:
    """Start the app's worker now, before there is a table (or Qt) to report to, loading
    ``game_id``'s computer players; the first table takes it over. Nothing if it cannot
    start: the table starts one when it needs it, as ever."""
    global _worker
    if _worker is None:
        try:
            _worker = AIProcess(None, game_id)
        except (OSError, ValueError, RuntimeError):
            _worker = None


def shared_process(bridge: Any) -> AIProcess | None:
    """The app's worker, started on first use; None if no process can be started here."""
    global _worker
    if _worker is None or not _worker.alive:
        try:
            _worker = AIProcess(bridge)
        except (OSError, ValueError, RuntimeError):
            return None
    _worker.attach(bridge)
    return _worker


def restart(bridge: Any, lost: AIProcess) -> AIProcess | None:
    """A new worker in place of ``lost`` (which ended or cannot be reached); the one already
    started if another table got there first; None if no process can be started here."""
    global _worker
    if _worker is lost:
        lost.discard()
        _worker = None
    return shared_process(bridge)


def shutdown() -> None:
    global _worker
    if _worker is not None:
        _worker.close()
        _worker = None
