"""The app's self-test: a check that needs no person, for CI and the frozen bundle.

``cardtable --selftest [--selftest-out PATH]`` opens the main window, starts a game with computer
seats only, lets it play a number of actions through the same path the table uses (computer
players included, in whatever thread or process they think), renders a frame of the window to
a PNG and exits 0; any failure, a timeout included, exits non-zero with a message saying what
went wrong. In code: :func:`run_selftest`.

The self-test runs with private settings and autosave folders, so it never touches a person's
game in progress.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

DEFAULT_GAME = "schnapsen"
DEFAULT_TIMEOUT = 90.0


class SelftestError(RuntimeError):
    """A self-test step failed; the message says which and why."""


def peak_memory_mb() -> float:
    """This process's peak resident memory (ru_maxrss) in MB; 0.0 where unknown (Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / (1024 * 1024) if sys.platform == "darwin" else rss / 1024


def _process_peak_mb(pid: int) -> float:
    """Peak resident memory (VmHWM) of another process in MB; 0.0 where unknown."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0.0


def _worker_peak_mb(computers: Any) -> float:
    """The computer players' process's peak memory, if they think in one (0.0 otherwise)."""
    process = getattr(getattr(computers, "worker", None), "process", None)
    pid = getattr(process, "pid", None)
    return _process_peak_mb(pid) if isinstance(pid, int) else 0.0


def _ensure_app() -> QApplication:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "cardtable"])
    assert isinstance(app, QApplication)
    return app


def _build_main_window_with(settings: Any = None, storage: Any = None) -> Any:
    """The table's main window, through the UI's public factory."""
    try:
        from cardtable.ui.app.window import build_main_window
    except ImportError as exc:
        raise SelftestError(f"the table is not available: {exc}") from exc
    return build_main_window(settings, storage)


_USER_DIRS = (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
              ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache"),
              ("APPDATA", "appdata"), ("LOCALAPPDATA", "localappdata"))


def _isolate_user_dirs() -> tuple[Path, dict[str, str | None]]:
    """Point settings/autosave/statistics at a fresh temporary folder (CLI runs only); the
    folder, and the variables as they were (:func:`_restore_user_dirs`)."""
    home = Path(tempfile.mkdtemp(prefix="cardtable-selftest-"))
    before = {var: os.environ.get(var) for var, _ in _USER_DIRS}
    for var, sub in _USER_DIRS:
        os.environ[var] = str(home / sub)
    return home, before


def _restore_user_dirs(home: Path, before: dict[str, str | None]) -> None:
    """Remove the folder and point the variables back (no later write lands in it)."""
    for var, value in before.items():
        if value is None:
            os.environ.pop(var, None)
        else:
            os.environ[var] = value
    cache = sys.modules.get("cardtable.ui.table.card_cache")
    if cache is not None:
        cache.reset()  # it found its folder in ``home``
    shutil.rmtree(home, ignore_errors=True)


def run_selftest(moves: int = 40, out: Path | None = None, *, game: str = DEFAULT_GAME,
                 timeout: float = DEFAULT_TIMEOUT, seed: int = 1, level: str = "normal",
                 extras: bool = False) -> int:
    """Play ``moves`` computer actions on the real table and save a frame to ``out``; with
    ``extras``, then open the statistics window (QtCharts) and load the sounds (QtMultimedia),
    which the app loads only when first needed: a bundle must carry them all the same.

    Returns 0 on success; otherwise prints what failed to stderr and returns 1.
    """
    try:
        _run(moves, out, game, timeout, seed, level, extras=extras)
    except SelftestError as exc:
        print(f"self-test FAILED: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001  (anything else fails too, with its traceback)
        traceback.print_exc()
        print(f"self-test FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    return 0


class _ActionCounter:
    """Counts the actions the table has applied, across deals, by watching the match."""

    def __init__(self, flow: Any) -> None:
        self.flow = flow
        self.finished = 0  # actions of deals that are over
        self.deals = 0
        self._state: Any = None

    @property
    def count(self) -> int:
        state = self._state
        return self.finished + (len(state.history) if state is not None else 0)

    def poll(self) -> int:
        match = self.flow.match
        state = match.state if match is not None else None
        if state is not self._state:
            if self._state is not None:
                self.finished += len(self._state.history)
            if state is not None:
                self.deals += 1
            self._state = state
        return self.count


def _computer_seats(info: Any, level: str) -> list[Any]:
    from cardtable.session import SeatConfig

    names = ("Anna", "Bert", "Clara", "David", "Emma", "Fritz")
    return [SeatConfig(names[i], False, level) for i in range(info.default_seats)]


def _check_frame(window: QWidget, out: Path) -> tuple[int, int]:
    """Render the window to ``out`` (PNG) and check that something was drawn."""
    pixmap = window.grab()
    if pixmap.isNull() or pixmap.width() < 100 or pixmap.height() < 100:
        raise SelftestError(
            f"the window rendered an empty frame ({pixmap.width()}x{pixmap.height()})")
    image = pixmap.toImage()
    colours = {image.pixel(x, y)
               for x in range(0, image.width(), max(1, image.width() // 64))
               for y in range(0, image.height(), max(1, image.height() // 48))}
    if len(colours) < 16:
        raise SelftestError(f"the rendered frame is nearly blank ({len(colours)} colours)")
    if not pixmap.save(str(out), "PNG"):
        raise SelftestError(f"could not write the frame to {out}")
    return pixmap.width(), pixmap.height()


def _check_art() -> int:
    """Render a face of every deck style, the backs and the boards: the bundle carries its art.

    (A computer-only table shows the cards' backs, so the frame alone would not prove it.)
    """
    from cardtable import art
    from cardtable.cards import parse_card

    images = [art.render_card(parse_card("QS"), style, 60) for style in art.DECK_STYLES]
    images += [art.render_card(None, "french", 60, back=back) for back in art.BACKS]
    images += [art.render_svg(art.board_svg_path(b), 120, 80) for b in art.BOARDS]
    missing = [str(i) for i, img in enumerate(images) if img.isNull()]
    if missing:
        raise SelftestError(f"card art did not render (from {art.assets_dir()})")
    if not all(p.is_file() for p in art.assets_dir().glob("icon/cardtable.svg")):
        raise SelftestError(f"no application icon in {art.assets_dir() / 'icon'}")
    return len(images)


def _settle(app: QApplication, ms: int = 100) -> None:
    """Let the event loop handle what is pending (layout, repaints) for ``ms``."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _run(moves: int, out: Path | None, game: str, timeout: float, seed: int,
         level: str = "normal", speed: float = 0.1, extras: bool = False) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QThreadPool, QTimer

    from cardtable.games import get_game
    from cardtable.storage import Settings, Storage

    started = time.monotonic()
    app = _ensure_app()
    info = get_game(game)
    work = Path(tempfile.mkdtemp(prefix="cardtable-selftest-"))  # removed at the end
    kept = out is not None
    out = out if out is not None else work / "selftest.png"
    # Its own settings and autosave folder: the table autosaves as always, but never over a
    # person's game in progress.
    storage = Storage(work / "config", work / "data")
    settings = Settings(animation_speed="fast", computer_pace="instant")
    window = _build_main_window_with(settings, storage)
    flow = getattr(window, "flow", None)  # the table's flow (ui/play/flow.py)
    if flow is None:
        raise SelftestError("the main window has no table to watch")
    window.looks.set_speed(speed)  # animations run, quickly
    errors: list[str] = []
    old_hook = sys.excepthook

    def hook(kind: type[BaseException], exc: BaseException, tb: Any) -> None:
        errors.append("".join(traceback.format_exception(kind, exc, tb)).rstrip())

    sys.excepthook = hook  # Qt reports exceptions raised in slots through it
    try:
        window.show()
        _wait_until_idle(app, window, min(timeout, 30.0))
        counter = _ActionCounter(flow)
        loop = QEventLoop()
        outcome: list[str] = []

        def finish(why: str) -> None:
            if not outcome:
                outcome.append(why)
                loop.quit()

        def on_deal_over(_summary: str, match_over: bool) -> None:
            # A person would press "Next deal" (or start a new game once the match is over).
            if outcome:
                return  # done: the table stays as it is for the frame
            if match_over:
                QTimer.singleShot(0, lambda: window.start_game(
                    game, None, _computer_seats(info, level), seed + counter.deals))
            else:
                QTimer.singleShot(0, window.summary.button.click)

        window.ending.deal_over.connect(on_deal_over)
        flow.problem.connect(lambda text: errors.append(text))

        def poll() -> None:
            if errors:
                finish("error")
            elif counter.poll() >= moves:
                # The engine runs ahead of the motion. Bring the screen up to the state the way
                # a click during motion does, then stop the computers from playing on.
                finish("done")
                flow.finish_motion()
                flow.stop()
            elif time.monotonic() - started > timeout:
                finish("timeout")

        ticker = QTimer()
        ticker.timeout.connect(poll)
        ticker.start(10)
        window.start_game(game, None, _computer_seats(info, level), seed)
        loop.exec()
        ticker.stop()
        window.ending.deal_over.disconnect(on_deal_over)
        if errors:
            raise SelftestError(
                f"the table reported an error after {counter.poll()} actions (deal "
                f"{counter.deals}):\n" + "\n".join(errors))
        if outcome != ["done"]:
            raise SelftestError(
                f"timed out after {timeout:.0f} s with {counter.poll()} of {moves} actions "
                f"played (deal {counter.deals}); the table's status: "
                f"{window.status_label.text()!r}")
        _settle(app)
        if errors:
            raise SelftestError("the table reported an error while it settled:\n"
                                + "\n".join(errors))
        width, height = _check_frame(window, out)
        rendered = _check_art()
        has_icon = not (window.windowIcon().isNull() and app.windowIcon().isNull())
        played, deals = counter.poll(), counter.deals
        worker_mb = _worker_peak_mb(window.computers)
        table_mb = peak_memory_mb()  # of the game, before the extras load anything more
        if extras:
            _check_extras(app, window)
    finally:
        sys.excepthook = old_hook
        flow.stop()
        window.close()
        # No computer may still be thinking in a worker thread when the interpreter exits.
        QThreadPool.globalInstance().waitForDone(10_000)
        # Destroy the window now, while Python runs, not in the interpreter's final collection.
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        shutil.rmtree(work, ignore_errors=True)  # closing flushed what was being written
    elapsed = time.monotonic() - started
    where = (f"their own process (peak {worker_mb:.0f} MB)" if worker_mb else "this process")
    frame = f"saved to {out}" if kept else "checked (not kept: no --selftest-out)"
    print(f"self-test passed: {played} actions of {info.name} over {deals} deal(s), "
          f"computer seats at level {level} thinking in {where}, in {elapsed:.1f} s; "
          f"frame {width}x{height} {frame}; {rendered} pieces of art rendered",
          flush=True)
    if not has_icon:
        print("note: the window has no icon (assets/icon/cardtable.svg is there for it)",
              flush=True)
    print(f"peak memory: table {table_mb:.0f} MB, computer players {worker_mb:.0f} MB, "
          f"together {table_mb + worker_mb:.0f} MB", flush=True)


def _wait_until_idle(app: QApplication, window: QWidget, timeout: float) -> None:
    """Return once ``window`` is shown and exposed and the event loop has run dry twice.

    A zero-ms timer fires only after the events already posted (show, expose, layout, the
    first paint request) have been handled; chaining two makes sure the paint that the first
    pass scheduled has been done as well.
    """
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    passes = [0]
    deadline = time.monotonic() + timeout

    def tick() -> None:
        handle = window.windowHandle()
        ready = window.isVisible() and handle is not None and handle.isExposed()
        passes[0] = passes[0] + 1 if ready else 0
        if passes[0] >= 2 or time.monotonic() > deadline:
            loop.quit()
        else:
            QTimer.singleShot(0 if ready else 5, tick)

    QTimer.singleShot(0, tick)
    loop.exec()
    if passes[0] < 2:
        raise SelftestError(f"the main window was not shown within {timeout:.0f} s")


def _check_extras(app: QApplication, window: Any) -> None:
    """The statistics window shows charts of the deals just played, and the sounds load."""
    import importlib

    from cardtable.ui.app.sound import SOUND_NAMES, sound_path

    stats = window.show_statistics()
    _settle(app)
    charts = stats.charts()
    if not charts or not any(c.series() for c in charts):
        raise SelftestError("the statistics window showed no chart of the deals played (with "
                            "--selftest-extras, play enough moves to finish a deal)")
    if stats.grab().isNull():
        raise SelftestError("the statistics window rendered nothing")
    stats.close()
    missing = [n for n in SOUND_NAMES if not Path(sound_path(n)).is_file()]
    if missing:
        raise SelftestError(f"sounds missing: {', '.join(missing)}")
    multimedia = importlib.import_module("PySide6.QtMultimedia")
    effect = multimedia.QSoundEffect()  # plays where there is an audio device
    from PySide6.QtCore import QUrl

    effect.setSource(QUrl.fromLocalFile(sound_path("play")))
    print(f"extras: {len(charts)} statistics charts drawn; {len(SOUND_NAMES)} sounds, "
          f"QtMultimedia loaded ({len(multimedia.QMediaDevices.audioOutputs())} audio "
          "outputs here)", flush=True)
    _check_analysis(window)


def _check_analysis(window: Any) -> None:
    """The analysis of the last deal runs in its two worker processes (spawned: in the frozen
    app they are the app itself, started with --multiprocessing-fork)."""
    from cardtable.ai.analysis import analyse

    session = window.flow.session
    record = session.match.records[-1] if session is not None and session.match.records \
        else None
    if record is None:
        raise SelftestError("no finished deal to analyse (play enough moves to finish one)")
    started = time.perf_counter()
    made = analyse(record, 0, workers=2, open_cards=False)
    if not made.decisions and not made.skipped:
        raise SelftestError("the analysis of the last deal rated no decision")
    print(f"analysis: {len(made.decisions)} decisions of seat 0 rated in two worker processes "
          f"in {time.perf_counter() - started:.1f} s", flush=True)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cardtable", description="cardtable self-checks")
    p.add_argument("--selftest", action="store_true",
                   help="play a computer-only game on the real window and exit 0 if all is well")
    p.add_argument("--selftest-out", type=Path, default=None, metavar="PATH",
                   help="where to save the rendered frame (default: a temporary file); with "
                        "several games, PATH-GAME.png each")
    p.add_argument("--selftest-moves", type=int, default=40, metavar="N")
    p.add_argument("--selftest-game", default=DEFAULT_GAME, metavar="GAME[,GAME...]",
                   help="the game(s) to play, one after another (default: schnapsen)")
    p.add_argument("--selftest-timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS")
    p.add_argument("--selftest-level", default="normal", metavar="LEVEL",
                   help="level of the computer seats (easy, normal, strong)")
    p.add_argument("--selftest-extras", action="store_true",
                   help="after the first game, open the statistics window and load the sounds "
                        "(it needs a deal played to its end)")
    return p


def _check(p: argparse.ArgumentParser, args: argparse.Namespace, games: list[str]) -> None:
    """Refuse a bad command line in words (argparse exits with status 2) before any window."""
    from cardtable.ai import levels
    from cardtable.games import listed_games

    known = [g.id for g in listed_games() if g.playable]
    for game in games or [""]:
        if game not in known:
            p.error(f"--selftest-game: no game '{game}' (choose from {', '.join(known)})")
        if args.selftest_level not in levels(game):
            p.error(f"--selftest-level: {game} has no level '{args.selftest_level}' (choose "
                    f"from {', '.join(levels(game))})")
    if args.selftest_moves < 1:
        p.error("--selftest-moves: 1 or more")
    if not 0 < args.selftest_timeout <= 3600:
        p.error("--selftest-timeout: more than 0 and at most 3600 seconds")
    out = args.selftest_out
    if out is not None and (out.is_dir() or not out.parent.is_dir()):
        p.error(f"--selftest-out: '{out}' is not a file in a folder that exists")


def main(argv: list[str] | None = None) -> int:
    """``cardtable --selftest [--selftest-out PATH] ...``: the entry point hands its argv here."""
    parser = _parser()
    args, _unknown = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    games = [g.strip() for g in args.selftest_game.split(",") if g.strip()]
    _check(parser, args, games)
    home, before = _isolate_user_dirs()
    status = 0
    try:
        for game in games:
            out = args.selftest_out
            if out is not None and len(games) > 1:
                out = out.with_name(f"{out.stem}-{game}{out.suffix or '.png'}")
            status = run_selftest(args.selftest_moves, out, game=game,
                                  timeout=args.selftest_timeout, level=args.selftest_level,
                                  extras=args.selftest_extras and game == games[0])
            if status != 0:
                break
    finally:
        _restore_user_dirs(home, before)
    try:  # end the computer players' process, if they used one, before we exit
        from cardtable.ai import process as ai_process
    except ImportError:
        return status
    shutdown = getattr(ai_process, "shutdown", None)
    if callable(shutdown):
        shutdown()
    return status


if __name__ == "__main__":
    sys.exit(main())
