"""One strength table for all five games, written to ``docs/ai-strength.md``.

    .venv/bin/python benchmarks/strength_table.py --deals 40 --seed 1
    .venv/bin/python benchmarks/strength_table.py --deals 40 --deals-for spades=10 --jobs 2
    .venv/bin/python benchmarks/strength_table.py --quick --games poch tippen --out /tmp/t.md

For each game (its default preset): each level against the level below (normal vs easy,
strong vs normal, master vs strong where a master is built) and the top level against
random, on duplicate deals (``benchmarks/strength_matches.py``: each pack dealt once per seat
rotation); beside each match its open-hands ceiling, the same player seeing every hidden card
(``benchmarks/open_hands.py``, a measuring stick, never a level) against the same opponent on
the same packs, and the level's share of that ceiling. Then each level's think time per
decision and the external peers (RdeepBot, OpenSpiel ISMCTS) where their packages are
installed. ``--deals`` is the number of packs per match (a pack is 2 deals in Schnapsen,
3 in Wallachen, 4 in Spades, Poch and Tippen); ``--json`` also keeps the raw figures.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.strength_matches import GAMES, OPEN_HERO, PEERS, job_of, pairs, run_job, wall_cap_ms
from cardtable.ai.arena import mean_interval, wilson

LEVEL_ORDER = ("easy", "normal", "strong", "master")
QUICK_PACKS = 1
# Seconds a pack of each game took on the 2-core machine under load (all its matches and
# ceilings and the peer): only to order the games, cheapest first.
COST = {"tippen": 1, "poch": 2, "wallachen": 8, "schnapsen": 20, "spades": 120}


def jobs_for(games: Sequence[str], packs: dict[str, int], seed: int,
             peers: bool) -> list[tuple[str, str, str, bool, int, int]]:
    """Every match of the table: each pair, its ceiling, and the peer."""
    jobs = []
    for g in games:
        for a, b in pairs(g):
            jobs += [(g, a, b, False, packs[g], seed), (g, a, b, True, packs[g], seed)]
        if peers and g in PEERS:
            jobs.append((g, "strong", "peer", False, packs[g], seed))
    return jobs


def run_all(jobs: list[tuple[str, str, str, bool, int, int]], workers: int,
            on_result: Callable[[list[dict[str, Any]]], None],
            done_before: Sequence[dict[str, Any]] = ()) -> list[dict[str, Any]]:
    """Play ``jobs`` (``workers`` at once), calling ``on_result`` with the results so far
    after each match, so that a run cut short still leaves its finished matches. A job with
    a result in ``done_before`` (``--resume``) is taken from there instead of played."""
    out: list[dict[str, Any]] = []
    known = {job_of(r): r for r in done_before}
    for job in [j for j in jobs if j in known]:
        out.append({**known[job], "reused": True})
    jobs = [j for j in jobs if j not in known]

    def done(r: dict[str, Any]) -> None:
        who = "open " + r["a"] if r["open"] else r["a"]
        print(f"{r['game']} {who} vs {r['b']}: {r['deals']} deals, gain "
              f"{statistics.fmean(r['packs']) if r['packs'] else 0:+.3f} "
              f"[{r['seconds']:.0f} s]{' ' + r['note'] if r['note'] else ''}", flush=True)
        out.append(r)
        on_result(out)

    if out:
        on_result(out)  # the table with what was taken over, even if nothing is left to play
    if workers <= 1:
        for job in jobs:
            done(run_job(job))
        return out
    from concurrent.futures import ProcessPoolExecutor, as_completed

    with ProcessPoolExecutor(workers) as pool:
        for future in as_completed([pool.submit(run_job, job) for job in jobs]):
            done(future.result())
    return out


# --- figures -------------------------------------------------------------------------------------


def gain(packs: list[float]) -> tuple[float, float]:
    """The mean paired gain and the half-width of its 95 % interval."""
    return mean_interval(packs)


def share(level: list[float], ceiling: list[float]) -> tuple[float, float] | None:
    """The level's gain over the ceiling's on the same packs, with a 95 % half-width by the
    delta method (None when the ceiling's gain is not above zero)."""
    n = min(len(level), len(ceiling))
    x, y = level[:n], ceiling[:n]
    if not n or statistics.fmean(y) <= 0:
        return None
    mx, my = statistics.fmean(x), statistics.fmean(y)
    r = mx / my
    if n < 2:
        return r, 0.0
    vx, vy = statistics.variance(x), statistics.variance(y)
    cov = sum((a - mx) * (b - my) for a, b in zip(x, y)) / (n - 1)
    var = max(0.0, vx + r * r * vy - 2 * r * cov) / (n * my * my)
    return r, 1.96 * math.sqrt(var)


def fmt_gain(packs: list[float]) -> str:
    if not packs:
        return "—"
    m, h = gain(packs)
    return f"{m:+.2f} ({m - h:+.2f} to {m + h:+.2f})"


def fmt_win(r: dict[str, Any]) -> str:
    if not r["deals"]:
        return "—"
    lo, hi = wilson(r["wins"], r["deals"])
    return f"{r['wins'] / r['deals']:.1%} ({lo:.1%}–{hi:.1%})"


def fmt_share(level: list[float], ceiling: list[float]) -> str:
    s = share(level, ceiling)
    if s is None:
        return "n/a (ceiling ≤ 0)"
    r, h = s
    return f"{r:.0%} ({r - h:.0%} to {r + h:.0%})"


def percentile(times: list[float], p: float) -> float:
    t = sorted(times)
    return t[min(len(t) - 1, int(p * len(t)))]


# --- the document --------------------------------------------------------------------------------


def git(*args: str) -> str:
    try:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"


def commit_now(out: Path | None = None) -> str:
    """The commit the code runs from (marked when the tracked files but ``out``, the table
    being written, differ from it)."""
    skip = [f":!{out.resolve().relative_to(ROOT)}"] if out and out.resolve().is_relative_to(ROOT) \
        else []
    dirty = git("status", "--porcelain", "--untracked-files=no", "--", ".", *skip)
    return git("rev-parse", "--short", "HEAD") + (" (with uncommitted changes)" if dirty else "")


def game_section(g: str, results: list[dict[str, Any]], packs: int,
                 partial: bool = False) -> list[str]:
    spec = GAMES[g]
    mine = [r for r in results if r["game"] == g]
    level = {(r["a"], r["b"]): r for r in mine if not r["open"] and r["b"] != "peer"}
    ceiling = {(r["a"], r["b"]): r for r in mine if r["open"]}
    rotations = "seats swapped" if spec.seats == 2 else f"A at each of the {spec.seats} seats"
    out = [f"## {g.capitalize()}", "",
           (f"Preset `{spec.preset}`, {spec.seats} players; unit: **{spec.unit} per deal** "
            f"(A's less the mean of the B seats'). {packs} packs per match, each dealt "
            f"{spec.seats} times ({rotations}). Open-hands player: {OPEN_HERO[g]}."), "",
           (f"| A vs B | Deals | Paired gain of A, {spec.unit}/deal (95 % CI) | A's win share "
            "(Wilson 95 %) | Points A : B | Open-hands A vs B: paired gain (95 % CI) | "
            "Open-hands win share | A's share of the ceiling (95 % CI) |"),
           "|---|---:|---|---|---|---|---|---|"]
    for a, b in pairs(g):
        r, c = level.get((a, b)), ceiling.get((a, b))
        if r is None or c is None:
            continue
        out.append(f"| {a} vs {b} | {r['deals']} | {fmt_gain(r['packs'])} | {fmt_win(r)} | "
                   f"{r['points_a']:.0f} : {r['points_b']:.0f} | {fmt_gain(c['packs'])} | "
                   f"{fmt_win(c)} | {fmt_share(r['packs'], c['packs'])} |")
    times: dict[str, list[float]] = {}
    for r in mine:
        for lv, ts in r["times"].items():
            times.setdefault(lv, []).extend(ts)
    out += ["", ("| Level | Think time per decision: median ms | p95 ms | Decisions timed | "
                 "The app's cap on a search, ms |"), "|---|---:|---:|---:|---:|"]
    for lv in LEVEL_ORDER:
        ts = times.get(lv)
        if ts:
            cap = wall_cap_ms(g, lv)
            out.append(f"| {lv} | {statistics.median(ts) * 1000:.1f} | "
                       f"{percentile(ts, 0.95) * 1000:.1f} | {len(ts)} | "
                       f"{'none: no search' if cap is None else f'{cap:.0f}'} |")
    if g in PEERS:
        peer = next((r for r in mine if r["b"] == "peer"), None)
        out += ["", f"External peer: {PEERS[g][0]}.", ""]
        if peer is None:
            out.append("Not played yet." if partial else "Not played in this run (`--no-peers`).")
        elif peer["note"]:
            out.append(f"Not played: {peer['note']}.")
        else:
            out += [(f"| A vs peer | Deals | Paired gain of A, {spec.unit}/deal (95 % CI) | "
                     "A's win share (Wilson 95 %) | Points A : peer |"), "|---|---:|---|---|---|",
                    (f"| {peer['a']} vs peer | {peer['deals']} | {fmt_gain(peer['packs'])} | "
                     f"{fmt_win(peer)} | {peer['points_a']:.0f} : {peer['points_b']:.0f} |")]
    return out + [""]


def document(results: list[dict[str, Any]], games: Sequence[str], packs: dict[str, int],
             command: str, started: datetime, loads: tuple[float, float], seconds: float,
             commit: str = "", partial: bool = False) -> str:
    lines = [
        "# How strong the computer players are", "",
        *([("**Incomplete: the run is still going (or was cut short); the matches missing "
           "from the tables were not played.**"), ""] if partial else []),
        ("Generated by `benchmarks/strength_table.py`; do not edit by hand. Regenerate (larger "
         "samples: raise `--deals`; `nice -n 19`, one job):"), "",
        f"    {command}", "",
        (f"- Commit {commit or commit_now()}, "
         f"{started:%Y-%m-%d %H:%M} UTC, {seconds / 60:.0f} min of wall time."),
        (f"- Load average (1 min) {loads[0]:.2f} at the start, {loads[1]:.2f} at the end "
         f"({os.cpu_count()} cores). Every player ran without its wall-clock caps (work "
         "budgets only), so the decisions do not depend on the load; the think times do."),
        "- Packs per match: " + ", ".join(f"{g} {packs[g]}" for g in games) + ".",
        *reused_note(results), "",
        ("How to read it: a *pack* is one shuffled deck dealt once per seat rotation (two "
         "players: the seats swapped; more: A alone at each seat in turn against copies of B), "
         "so the luck of the cards mostly cancels within a pack. *Paired gain*: A's points less "
         "the mean of the B seats' per deal, averaged over the pack, with a 95 % interval over "
         "the packs. *Win share*: the deals where A scored more than a B seat (averaged over "
         "the B seats, ties half), Wilson 95 % over the deals (the deals of a pack are not "
         "independent, so it is a little narrow). *Open-hands ceiling*: the same player as A "
         "given every hidden card (a measuring stick in `benchmarks/open_hands.py`, never a "
         "level) against the same B on the same packs; *share of the ceiling*: A's paired gain "
         "over the ceiling's (same packs, delta-method interval; n/a when the ceiling is not "
         "above zero). The open-hands player is built from A's own search (Poch: a "
         "player of its own), the true deal drawn where A draws sampled deals, each played "
         "out with fresh noise: it bounds what better guesses at the hidden cards could give "
         "that search, not what any player could win; where it gains no more than A, the "
         "hidden cards are not what holds A back (or the sample is too small). Wallachen's "
         "chips have heavy tails (doubled and redoubled stakes): its intervals are wide. "
         "Small samples give wide intervals: read the intervals, not the means. "
         "The top level is strong: no game offers its master yet (`MASTER_GAMES` in "
         "`cardtable/ai/__init__.py`), so the master, where one is built, is measured "
         "against strong only."),
        "",
    ]
    for g in games:
        lines += game_section(g, results, packs[g], partial)
    return "\n".join(lines)


def reused_note(results: list[dict[str, Any]]) -> list[str]:
    """A line naming the matches taken from earlier runs (``--resume``), if any."""
    reused = [r for r in results if r.get("reused")]
    if not reused:
        return []
    by_commit: dict[str, list[str]] = {}
    for r in reused:
        name = f"{r['game']} {'open ' if r['open'] else ''}{r['a']} vs {r['b']}"
        by_commit.setdefault(r.get("commit", "?"), []).append(name)
    parts = "; ".join(f"at commit {c}: {', '.join(names)}" for c, names in by_commit.items())
    return [(f"- {len(reused)} of the {len(results)} matches were not played by this run but "
            f"taken from an earlier run's raw figures (`--resume`, the same games, levels, "
            f"packs and seed; the players run unclocked, so the same code plays them alike) "
            f"— {parts}.")]


def parse_sizes(words: list[str], default: int) -> dict[str, int]:
    sizes = dict.fromkeys(GAMES, default)
    for word in words:
        g, _, n = word.partition("=")
        if g not in GAMES or not n.isdigit() or int(n) < 1:
            raise SystemExit(f"--deals-for: {word!r} is not GAME=PACKS with a game of "
                             f"{', '.join(GAMES)}")
        sizes[g] = int(n)
    return sizes


def main(argv: list[str] | None = None) -> Path:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=40, help="packs per match")
    parser.add_argument("--deals-for", nargs="*", default=[],
                        help="packs per match for single games, e.g. spades=10")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", nargs="*", choices=list(GAMES), default=list(GAMES))
    parser.add_argument("--jobs", type=int, default=1, help="matches played at once")
    parser.add_argument("--no-peers", action="store_true", help="leave the external peers out")
    parser.add_argument("--quick", action="store_true",
                        help=f"{QUICK_PACKS} pack per match, no peers (to test the table)")
    parser.add_argument("--out", default=str(ROOT / "docs" / "ai-strength.md"))
    parser.add_argument("--json", default="", help="also write the raw figures here")
    parser.add_argument("--resume", nargs="*", default=[],
                        help="raw figures (--json files) of earlier runs: a match found there "
                             "(same game, levels, packs, seed) is taken instead of played")
    parser.add_argument("--fresh", nargs="*", default=[], choices=list(GAMES),
                        help="games played anew although --resume holds their matches (their "
                             "players changed)")
    args = parser.parse_args(argv)
    packs = parse_sizes(args.deals_for, QUICK_PACKS if args.quick else args.deals)
    started = datetime.now(UTC)
    load0 = os.getloadavg()[0]
    commit = commit_now(Path(args.out))  # at the start: the code the run plays
    t0 = time.perf_counter()
    # The cheapest games first, so that a run cut short has the most games done.
    order = sorted(args.games, key=lambda g: COST.get(g, 0) * packs[g])
    jobs = jobs_for(order, packs, args.seed, not (args.no_peers or args.quick))
    command = "nice -n 19 .venv/bin/python benchmarks/strength_table.py " + " ".join(
        sys.argv[1:] if argv is None else argv)
    out = Path(args.out)

    def write(results: list[dict[str, Any]]) -> None:
        partial = len(results) < len(jobs)
        for r in results:
            r.setdefault("commit", commit)  # the code that played it (for a later --resume)
        out.write_text(document(results, args.games, packs, command.strip(), started,
                                (load0, os.getloadavg()[0]), time.perf_counter() - t0,
                                commit, partial), encoding="utf-8")
        if args.json:
            Path(args.json).write_text(json.dumps(results), encoding="utf-8")

    done_before = [r for f in args.resume
                   for r in json.loads(Path(f).read_text(encoding="utf-8"))
                   if r["game"] not in args.fresh]
    run_all(jobs, args.jobs, write, done_before)
    print(f"wrote {out}")
    return out


if __name__ == "__main__":
    main()
