"""Start the table: ``cardtable`` or ``python -m cardtable``.

``cardtable --version`` prints the version (``pyproject.toml``'s, see ``cardtable/version.py``).

Options for screenshots, demos and measurements (none is needed to play):

* ``--demo GAME`` start straight into a deal of GAME, you against the computer, with the
  default rules, instead of offering to resume;
* ``--deck STYLE`` the deck style for this run (french, french4, contrast, german);
  ``--deck`` and ``--speed`` are not saved as settings; ``--demo`` saves nothing at all;
* ``--moves N`` with ``--demo``: let the computer play the first N actions for both seats, so
  the table shows a deal in progress (it stops when it is your turn);
* ``--seed S`` with ``--demo``: the match seed (the same seed, the same deals);
* ``--preset NAME`` with ``--demo``: that rules preset instead of the game's default;
* ``--watch`` with ``--demo``: your seat is a computer too, the deal plays itself;
* ``--freeze-on KIND [--freeze-ms MS]`` with ``--demo``: hold the motion still MS ms (default
  150) after the first event of KIND starts to show (``claim``: chips in the air), for a
  screenshot; without ``--moves`` the deal is dealt on screen from its start;
* ``--speed off|fast|normal|slow`` animation speed for this run;
* ``--size WxH`` the window size (default: as last time, or 1280x800; never past the screen);
* ``--show start|last-trick|review|learn`` a view for a screenshot (with ``--demo`` for the
  last trick, the review and the guided deal; ``--moves`` is then the review's move or the
  guide's step), nothing saved;
* ``--lang en|de|sl|pl|th`` the language for this run (not saved; the setting follows the
  system unless chosen in Settings);
* ``--selftest [--selftest-out PATH]`` play computer seats through the table without a person,
  save a frame, exit 0 (or non-zero with the reason): see ``cardtable/selftest.py``;
* ``--startup-probe`` start as usual (the last game's choices, the deal animated) but save
  nothing, print when the table first drew itself and when you could act (wall clock, for
  ``benchmarks/ui_responsiveness.py``), then quit.
"""

from __future__ import annotations

import argparse
import os
import sys


def _parse(argv: list[str]) -> argparse.Namespace:
    from cardtable.art import DECK_STYLES
    from cardtable.version import version

    p = _Parser(prog="cardtable", description="A desktop card table.")
    p.add_argument("--version", action="version", version=f"cardtable {version()}")
    p.add_argument("--demo", metavar="GAME", help="start straight into a deal of GAME")
    p.add_argument("--deck", metavar="STYLE", choices=DECK_STYLES, help="deck style for this run")
    p.add_argument("--moves", type=int, default=0, help="with --demo: actions played for you")
    p.add_argument("--seed", type=int, default=None, help="with --demo: the match seed")
    p.add_argument("--preset", default="", help="with --demo: the rules preset (default: the "
                   "game's default)")
    p.add_argument("--watch", action="store_true",
                   help="with --demo: your seat is a computer too (the deal plays itself)")
    p.add_argument("--freeze-on", metavar="KIND", default="",
                   help="with --demo: hold the motion still once an event of KIND shows")
    p.add_argument("--freeze-ms", type=int, default=150, metavar="MS",
                   help="with --freeze-on: how long after the event starts")
    p.add_argument("--speed", choices=("off", "fast", "normal", "slow"), default=None)
    p.add_argument("--size", default=None, help="window size WxH (default: as last time, or "
                   "1280x800; never larger than the screen)")
    p.add_argument("--show", choices=("start", "last-trick", "review", "learn"), default=None,
                   help="a view for a screenshot (nothing is saved)")
    p.add_argument("--lang", choices=("en", "de", "sl", "pl", "th"), default=None,
                   help="the language for this run")
    p.add_argument("--startup-probe", action="store_true",
                   help="print the time to an interactive table and quit")
    args = p.parse_args(argv)
    _check(p, args)
    return args


class _Parser(argparse.ArgumentParser):
    """--help ends with the games, each with its presets, and the deck styles (worked out only
    when asked: listing the presets imports every game)."""

    def format_help(self) -> str:
        from cardtable.art import DECK_STYLES
        from cardtable.games import playable_games

        lines = ["games (--demo GAME) and their rules presets (--preset NAME):"]
        lines += [f"  {g.id:<11} {g.name}: {', '.join(g.presets)}" for g in playable_games()]
        lines.append(f"deck styles (--deck STYLE): {', '.join(DECK_STYLES)}")
        return super().format_help() + "\n" + "\n".join(lines) + "\n"


def _check(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse a bad command line in words (argparse exits with status 2), before any window."""
    from cardtable.games import get_game, listed_games

    games = [g.id for g in listed_games() if g.playable]  # no game's module is imported
    if args.demo is not None and args.demo not in games:
        p.error(f"--demo: no game '{args.demo}' (choose from {', '.join(games)})")
    if args.preset and args.demo is None:
        p.error("--preset: goes with --demo GAME")
    if args.preset and args.demo:
        presets = get_game(args.demo).presets  # the one game it names is imported
        if args.preset not in presets:
            p.error(f"--preset: no preset '{args.preset}' of {args.demo} "
                    f"(choose from {', '.join(presets)})")
    w, x, h = (args.size if args.size is not None else "1280x800").partition("x")
    if not (x and _digits(w) and _digits(h) and 200 <= int(w) <= 10000
            and 200 <= int(h) <= 10000):
        p.error(f"--size: '{args.size}' is not WIDTHxHEIGHT in pixels, as 1280x800")
    if args.moves < 0:
        p.error("--moves: must be 0 or more")
    if not 0 <= args.freeze_ms <= 60_000:
        p.error("--freeze-ms: from 0 to 60000")


def _digits(text: str) -> bool:
    """Only the digits 0-9 (``str.isdigit`` takes '²' too, which ``int`` refuses)."""
    return text.isascii() and text.isdigit() and len(text) <= 9


def _worker_fds(argv: list[str]) -> str | None:
    """The ``R,W`` of ``--ai-worker R,W [GAME]`` if it is two descriptors, else None."""
    fds = argv[1] if len(argv) > 1 else ""
    r, comma, w = fds.partition(",")
    return fds if comma and _digits(r) and _digits(w) else None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if getattr(sys, "frozen", False) and "--multiprocessing-fork" in argv:
        import multiprocessing  # a worker of an analysis (ai/analysis.py) in the frozen app

        multiprocessing.freeze_support()  # runs the worker and exits (PyInstaller's hook)
    if argv[:1] == ["--ai-worker"]:  # the computer players' process (no Qt, no window)
        fds = _worker_fds(argv)
        if fds is None:
            print("cardtable: error: --ai-worker R,W [GAME] is the computer players' process, "
                  "which the table starts itself (R and W are its pipes' descriptors)",
                  file=sys.stderr)
            return 2
        # Lower, before its imports: the table's start comes first. Only once it is surely the
        # worker: a refused command line leaves the process (a test's, say) as it was.
        if hasattr(os, "nice"):
            try:
                os.nice(5)
            except OSError:
                pass
        from cardtable.ai.process import serve

        serve(fds, argv[2] if len(argv) > 2 else "")
        return 0
    if "--selftest" in argv:  # no person: play computer seats, save a frame, exit 0 or explain
        from cardtable.selftest import main as selftest_main

        return selftest_main(argv)
    args = _parse(argv)
    from cardtable.ai import process as ai_process
    from cardtable.storage import Storage

    storage = Storage()
    settings = storage.load_settings()
    # The computer players' process loads the game it will most likely play while this one
    # imports Qt and builds the table (two cores: both at once).
    ai_process.prestart(args.demo or settings.last_game)
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.app import placement
    from cardtable.ui.app.window import build_main_window

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("cardtable")
    app.aboutToQuit.connect(ai_process.shutdown)
    if args.deck:
        settings.deck_style = args.deck
    if args.speed:
        settings.animation_speed = args.speed
    if args.lang:
        settings.language = args.lang
    # A demo or a probe never replaces the game in progress; run-only choices are not saved.
    keep = not (args.demo or args.startup_probe or args.show)
    window = build_main_window(settings, storage if keep else None)
    from cardtable.ui.app.errors import install as install_error_boundary

    # An exception that reaches the event loop is logged and told once; the table goes on.
    install_error_boundary(window, storage.data_dir, window.flow.finish_motion)
    window.save_settings_enabled = not (args.deck or args.speed or args.lang)
    window.deck_override = args.deck or ""
    if args.size:
        w, _, h = args.size.partition("x")
        window.open_maximised = placement.place(window, "", QSize(int(w), int(h)))
    if window.open_maximised:
        window.showMaximized()
    else:
        window.show()
    if args.show:
        from cardtable.ui.app.demo import show_for_screenshot

        show_for_screenshot(window, args.show, args.demo or "schnapsen", args.moves, args.seed)
    elif args.demo:
        from cardtable.ui.app.demo import start_demo

        start_demo(window, args.demo, args.moves, args.seed, args.freeze_on, args.freeze_ms,
                   args.preset, args.watch)
    elif args.startup_probe:
        window.start_last_game()  # as a person's start, without the resume question
    else:
        window.start_up()  # damaged files are set aside and reported; the table always opens
    if args.startup_probe:
        from cardtable.ui.app.demo import probe_startup

        probe_startup(window)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
