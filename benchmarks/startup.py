"""Start-up time, bundle size and peak memory of the desktop app, from source and frozen.

    .venv/bin/python benchmarks/startup.py [--runs 5] [--xvfb] [--bundle dist/cardtable]

- **Start-up**: from spawning the process until the table is interactive. Started with
  ``--startup-probe`` (``cardtable/__main__.py``), the app deals a game, you against the
  computer, and prints the wall-clock moments of its first frame and of your first chance to
  act; this script subtracts the moment just before it spawned the process, so the
  interpreter's start, the imports, the bundle's bootloader and the deal all count.
  Goals: 0.5 s from source and frozen. The first run (coldest caches) is shown apart; the
  median is over the other runs.
- **Bundle size** of the PyInstaller one-folder build (goal 150 MB); build it first with
  ``packaging/build.sh``. Frozen figures are skipped when there is no bundle.
- **Peak memory** (ru_maxrss) of a game in progress: the self-test (``--selftest``) playing
  ``--moves`` computer actions on the real table.

Every run gets private settings and autosave folders. Offscreen by default; ``--xvfb`` starts
a private Xvfb and uses the xcb platform, closer to a desktop (it needs the xvfb package).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL_SOURCE_S = 0.5
GOAL_FROZEN_S = 0.5
GOAL_BUNDLE_MB = 150.0
GOAL_MEMORY_MB = 150.0  # the table's process with a game in progress


def source_commands() -> tuple[list[str], list[str]]:
    """(the app, the self-test) as run from the source tree."""
    return [sys.executable, "-m", "cardtable"], [sys.executable, "-m", "cardtable.selftest"]


def frozen_command(bundle: Path) -> list[str] | None:
    for name in ("cardtable", "cardtable.exe"):
        exe = bundle / name
        if exe.is_file():
            return [str(exe)]
    return None


def base_env(display: str | None) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    # As an installed app runs: with its bytecode cached (a shell that sets this would have
    # every start compile every module anew).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["LANG"] = env.get("LANG") or "C.UTF-8"
    env["QT_LOGGING_RULES"] = "qt.multimedia.*=false"
    if display:
        env["QT_QPA_PLATFORM"] = "xcb"
        env["DISPLAY"] = display
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    home = Path(tempfile.mkdtemp(prefix="cardtable-bench-"))
    (home / "runtime").mkdir(mode=0o700)
    env["XDG_RUNTIME_DIR"] = str(home / "runtime")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(home / var.lower())  # never the person's settings or autosave
    return env


def run_probe(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """One start: seconds from spawning the process to (an interactive table, its first frame).

    The app prints ``first_frame_at=<epoch> ready_at=<epoch>`` (wall clock, so a parent that
    knows when it spawned the process can subtract); an older ``interactive after X s`` line is
    timed by its arrival, with no first-frame figure (NaN).
    """
    t0 = time.time()
    proc = subprocess.Popen(cmd + ["--startup-probe"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env,
                            cwd=tempfile.gettempdir())
    assert proc.stdout is not None
    seen: list[str] = []
    try:
        for line in proc.stdout:
            seen.append(line)
            if line.startswith("first_frame_at="):
                stamps = dict(part.split("=", 1) for part in line.split())
                proc.wait(timeout=30)
                return float(stamps["ready_at"]) - t0, float(stamps["first_frame_at"]) - t0
            if line.startswith("interactive after"):
                arrived = time.time() - t0
                proc.wait(timeout=30)
                return arrived, float("nan")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    err = proc.stderr.read() if proc.stderr else ""
    raise RuntimeError(f"{' '.join(cmd)} --startup-probe gave no figure "
                       f"(exit {proc.returncode}):\n{''.join(seen)}\n{err}")


def peak_memory(cmd: list[str], env: dict[str, str], moves: int, game: str) -> str:
    """Peak memory of a game in progress: the self-test playing ``moves`` actions of ``game``.

    The self-test reports the table's process and the computer players' process (they think
    in a process of their own); the table's figure is checked against ru_maxrss from wait4.
    """
    proc = subprocess.Popen(cmd + ["--selftest", "--selftest-moves", str(moves),
                                   "--selftest-game", game],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
                            cwd=tempfile.gettempdir())
    assert proc.stdout is not None
    output = proc.stdout.read().decode(errors="replace")
    _pid, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        print(output, file=sys.stderr)
        return f"self-test FAILED (exit {proc.returncode}); ru_maxrss {usage.ru_maxrss / 1024:.0f} MB"
    line = next((ln for ln in output.splitlines() if ln.startswith("peak memory:")), "")
    reported = line.removeprefix("peak memory:").strip() or "no figure reported"
    table_mb = usage.ru_maxrss / 1024
    return (f"{reported} (ru_maxrss of the table's process: {table_mb:.0f} MB; goal < "
            f"{GOAL_MEMORY_MB:.0f} MB: {verdict(table_mb, GOAL_MEMORY_MB)})")


def bundle_mb(bundle: Path) -> tuple[float, int]:
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files) / 1e6, len(files)


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    if not shutil.which("Xvfb"):
        raise SystemExit("--xvfb needs Xvfb (apt-get install xvfb)")
    for n in range(57, 90):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            break
    display = f":{n}"
    proc = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{n}").exists():
            break
        time.sleep(0.05)
    return proc, display


def verdict(value: float, goal: float) -> str:
    return "ok" if value <= goal else "OVER GOAL"


def report_startup(label: str, runs: list[tuple[float, float]], goal: float) -> float:
    ready = [r for r, _ in runs]
    frames = [f for _, f in runs]
    rest, frame_rest = (ready[1:], frames[1:]) if len(ready) > 1 else (ready, frames)
    med = statistics.median(rest)
    print(f"start-up {label:7s}: median {med:.3f} s to an interactive table (min {min(rest):.3f}, "
          f"max {max(rest):.3f}; first run {ready[0]:.3f}), first frame drawn after "
          f"{statistics.median(frame_rest):.3f} s; {len(runs)} runs; goal <= {goal} s: "
          f"{verdict(med, goal)}")
    return med


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--moves", type=int, default=120,
                    help="actions the game plays before peak memory is read")
    ap.add_argument("--games", default="schnapsen,spades",
                    help="games whose memory is measured, comma-separated")
    ap.add_argument("--bundle", type=Path, default=ROOT / "dist" / "cardtable")
    ap.add_argument("--xvfb", action="store_true", help="a private Xvfb and the xcb platform")
    ap.add_argument("--skip-source", action="store_true")
    args = ap.parse_args()

    xvfb = None
    display = None
    if args.xvfb:
        xvfb, display = start_xvfb()
    try:
        env = base_env(display)
        platform = f"xcb on Xvfb {display}" if display else "offscreen"
        print(f"cardtable start-up benchmark ({platform}, {os.cpu_count()} cores, "
              f"{sys.platform}, Python {sys.version.split()[0]})")
        frozen = frozen_command(args.bundle)
        app, selftest = source_commands()
        targets: list[tuple[str, list[str], list[str], float, dict[str, str]]] = []
        if not args.skip_source:
            # This tree's code, not whatever `cardtable` the interpreter would find from the
            # temporary folder the app runs in (an editable install of another checkout).
            source_env = dict(env, PYTHONPATH=str(ROOT))
            targets.append(("source", app, selftest, GOAL_SOURCE_S, source_env))
        if frozen:
            targets.append(("frozen", frozen, frozen, GOAL_FROZEN_S, env))
        else:
            print(f"no bundle at {args.bundle}: run packaging/build.sh for the frozen figures")
        failed = False
        for label, cmd, _selftest, goal, run_env in targets:
            runs = [run_probe(cmd, run_env) for _ in range(args.runs)]
            report_startup(label, runs, goal)
        if frozen:
            mb, files = bundle_mb(args.bundle)
            print(f"bundle size     : {mb:.1f} MB in {files} files ({args.bundle}); "
                  f"goal <= {GOAL_BUNDLE_MB:.0f} MB: {verdict(mb, GOAL_BUNDLE_MB)}")
        for label, _cmd, selftest_cmd, _goal, run_env in targets:
            for game in args.games.split(","):
                report = peak_memory(selftest_cmd, run_env, args.moves, game)
                failed |= "FAILED" in report
                print(f"peak memory {label:7s}: {game}, {args.moves} actions: {report}")
        return 1 if failed else 0
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
