"""The analysis of a finished deal: each decision of one seat rated by the strongest computer
player, knowing only what that seat knew then (its view at that point of the record).

``analyse(record, seat)`` replays the record, and at every decision of ``seat`` with more than
one legal action asks :func:`cardtable.ai.hint` for its estimate of every legal action. The
chosen action's estimate against the best's is the decision's cost, in the game's units
(Schnapsen: game points; Spades: points of the hand for the seat's side; Poch: counters;
Tippen and Wallachen: chips); :data:`THRESHOLDS` turn a cost into a verdict. Decisions the
game makes by rule (a Schnapsen claim) are skipped. Where the game has an exact solver
(Schnapsen), each decision is also solved with every card open.

The decisions are rated in a pool of worker processes (``workers``; the search never holds
the caller's interpreter lock, so a table can keep drawing), each with a seed fixed by the
deal and the position, so an analysis is reproducible. ``progress(done, total)`` is called
as decisions come back; ``cancelled()`` is polled, and when it says yes the pool is stopped
and :class:`Cancelled` raised. The workers start in the caller's current folder: a caller
that cannot enter it moves to its home folder first (see ``_stand_where_workers_can_start``).
No Qt here.
"""

from __future__ import annotations

import hashlib
import json
import math
import multiprocessing
import os
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Final

from cardtable.engine import DealRecord, RecordError

FORMAT: Final = 1
VERDICTS: Final = ("good", "inaccuracy", "mistake", "blunder")
# Per game, the cost (in the game's units) from which a decision is an inaccuracy, a mistake,
# a blunder. Schnapsen's deal is worth ±1…3 game points; a Spades trick is about 10 points
# of the hand; Poch's counters and the chips of Tippen and Wallachen by the size of their pots.
THRESHOLDS: Final[dict[str, tuple[float, float, float]]] = {
    "schnapsen": (0.2, 0.5, 1.0),
    "spades": (4.0, 10.0, 25.0),
    "poch": (1.0, 3.0, 8.0),
    "tippen": (0.5, 1.5, 4.0),
    "wallachen": (0.5, 1.5, 4.0),
}
_DEFAULT_THRESHOLDS: Final = (0.5, 1.5, 4.0)
STEADY_MS: Final = 20_000.0  # the search's cap on wall time in an analysis (see _hint)
OPEN_SECONDS: Final = 15.0  # a cap on the exact solver for one decision with every card open (~0.4 s at most seen)
_POLL: Final = 0.05  # seconds between two looks at ``cancelled``


class Cancelled(Exception):
    """The analysis was cancelled before it finished."""


@dataclass(frozen=True)
class Decision:
    """One rated decision: ``position`` is the number of actions before it (the review's
    position where the seat was to decide; the move itself leads to ``position + 1``)."""

    position: int
    chosen: str  # the action's text
    best: str
    chosen_value: float  # the search's estimate, in the game's units, for the seat
    best_value: float
    verdict: str  # one of VERDICTS
    open_chosen: float | None = None  # with every card open (the exact solver), if any
    open_best: float | None = None
    open_best_action: str | None = None

    @property
    def cost(self) -> float:
        return max(0.0, self.best_value - self.chosen_value)

    @property
    def open_cost(self) -> float | None:
        if self.open_best is None or self.open_chosen is None:
            return None
        return max(0.0, self.open_best - self.open_chosen)


@dataclass(frozen=True)
class Analysis:
    """Every rated decision of ``seat`` in the deal whose fingerprint is ``deal``."""

    game: str
    seat: int
    deal: str  # :func:`fingerprint` of the record analysed
    decisions: tuple[Decision, ...] = ()
    skipped: int = 0  # decisions with one choice only, or made by rule
    format: int = field(default=FORMAT)

    def count(self, verdict: str) -> int:
        return sum(1 for d in self.decisions if d.verdict == verdict)

    @property
    def lost(self) -> float:
        """The expected result the decisions that were not good gave away, in all."""
        return sum(d.cost for d in self.decisions if d.verdict != "good")

    def at(self, position: int) -> Decision | None:
        """The decision taken at review position ``position`` (before its move), if rated."""
        return next((d for d in self.decisions if d.position == position), None)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["decisions"] = [asdict(d) for d in self.decisions]
        return data

    @classmethod
    def from_dict(cls, data: Any, record: DealRecord | None = None) -> Analysis:
        """The analysis ``to_dict`` wrote; RecordError naming what is wrong for anything
        else, or for an analysis of another deal than ``record``."""
        if not isinstance(data, dict):
            raise RecordError("the analysis is not a table of values")
        if data.get("format") != FORMAT:
            raise RecordError(f"the analysis has an unknown format {str(data.get('format'))[:12]!r}")
        game, seat, deal = data.get("game"), data.get("seat"), data.get("deal")
        if not isinstance(game, str) or not isinstance(seat, int) or isinstance(seat, bool) \
                or not isinstance(deal, str):
            raise RecordError("the analysis does not say its game, seat and deal")
        if record is not None and deal != fingerprint(record):
            raise RecordError("the analysis is of another deal")
        raw, skipped = data.get("decisions"), data.get("skipped", 0)
        if not isinstance(raw, list) or not _whole(skipped):
            raise RecordError("the analysis has no list of decisions")
        return cls(game, seat, deal, tuple(_decision(d) for d in raw), skipped)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _figure(value: object, optional: bool = False) -> bool:
    if optional and value is None:
        return True
    return isinstance(value, int | float) and not isinstance(value, bool) \
        and math.isfinite(value) and abs(value) < 1e9


def _decision(d: Any) -> Decision:
    if not isinstance(d, dict):
        raise RecordError("a decision of the analysis is not a table of values")
    ok = (_whole(d.get("position")) and isinstance(d.get("chosen"), str)
          and isinstance(d.get("best"), str) and _figure(d.get("chosen_value"))
          and _figure(d.get("best_value")) and d.get("verdict") in VERDICTS
          and _figure(d.get("open_chosen"), True) and _figure(d.get("open_best"), True)
          and (d.get("open_best_action") is None or isinstance(d.get("open_best_action"), str)))
    if not ok:
        raise RecordError("a decision of the analysis is damaged")
    return Decision(d["position"], d["chosen"][:40], d["best"][:40], float(d["chosen_value"]),
                    float(d["best_value"]), d["verdict"],
                    None if d.get("open_chosen") is None else float(d["open_chosen"]),
                    None if d.get("open_best") is None else float(d["open_best"]),
                    None if d.get("open_best_action") is None else d["open_best_action"][:40])


def fingerprint(record: DealRecord) -> str:
    """A short name of the deal and its play, so an analysis is never shown for another."""
    text = json.dumps(record.to_dict(), sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def verdict(game_id: str, cost: float) -> str:
    """The verdict of a decision that cost ``cost`` (in the game's units)."""
    limits = THRESHOLDS.get(game_id, _DEFAULT_THRESHOLDS)
    return next((VERDICTS[i] for i in (3, 2, 1) if cost >= limits[i - 1] - 1e-9), "good")


# --- rating one decision (in a worker process) ------------------------------------------
Rated = tuple[int, list[tuple[str, float, str]], list[tuple[str, float]] | None]


def rate(record: DealRecord, position: int, seat: int, seed: int,
         open_cards: bool = True) -> Rated:
    """The estimates at ``position`` for ``seat`` from its view, and (Schnapsen) the exact
    solver's value of each legal action with every card open (None if none, or too slow)."""
    from cardtable.games import replay

    state = replay(record, upto=position)
    view = state.view(seat)
    rated = _hint(record.game, view, seed, state.options)
    chosen = record.actions[position]
    opened = _open_values(state, seat, view.legal, chosen) if open_cards else None
    return position, rated, opened


def _hint(game_id: str, view: Any, seed: int, options: Any) -> list[tuple[str, float, str]]:
    """:func:`cardtable.ai.hint`, by a strong player whose search is bounded by its work
    only: its cap on wall time (a safety for play, which bites on a busy machine) is
    lifted, so that an analysis is the same on every run."""
    from cardtable.ai import make_player
    from cardtable.ai.search import Budget

    player = make_player(game_id, "strong", seed, options)
    for part in (player, getattr(player, "search", None)):
        budget = getattr(part, "budget", None)
        if isinstance(budget, Budget):
            part.budget = replace(budget, ms=STEADY_MS)  # type: ignore[union-attr]
    evaluate = getattr(player, "evaluate", None)
    if evaluate is None:
        return []
    rated = [(str(a), float(v), str(label)) for a, v, label in evaluate(view)]
    seen = {a for a, _, _ in rated}
    return rated + [(str(a), 0.0, "rule") for a in view.legal if str(a) not in seen]


def _open_values(state: Any, seat: int, legal: tuple[Any, ...],
                 chosen: str) -> list[tuple[str, float]] | None:
    """With every card open (Schnapsen's exact solver): the chosen action's value and the
    best action's, [(chosen, value), (best, value)] (one pair if the chosen is the best).
    The others are searched only for whether they beat the best so far (a narrow window),
    which is much quicker than the exact value of each; positions of one deal share the
    solver's table."""
    if state.game_id != "schnapsen":
        return None
    from cardtable.ai.adaptive import OutOfTime
    from cardtable.ai.schnapsen_solver import INF
    from cardtable.games.schnapsen.core import CLAIM, DECLINE, action_of, move_of

    moves = [m for m in map(move_of, legal) if m not in (CLAIM, DECLINE)]
    mine = next((m for m in moves if str(action_of(m)) == chosen), None)
    if mine is None:
        return None
    solver = _solver_for(state)
    solver.deadline = time.perf_counter() + OPEN_SECONDS
    core = state.core

    def value(move: int, floor: float) -> float:
        """The move's value for ``seat``: exact if above ``floor``, else at most ``floor``."""
        child = core.clone()
        child.play(move)
        if child.is_over:
            return float(child.value(seat))
        if child.to_move == seat:
            return float(solver.search(child, floor, INF, None))
        return -float(solver.search(child, -INF, -floor, None))

    try:
        chosen_value = value(mine, -INF)
        best, best_value = mine, chosen_value
        for m in moves:
            if m != mine:
                v = value(m, best_value)
                if v > best_value:
                    best, best_value = m, v
    except OutOfTime:
        return None
    out = [(chosen, chosen_value)]
    if best != mine:
        out.append((str(action_of(best)), best_value))
    return out


_solvers: dict[tuple[int, ...], Any] = {}  # in a worker: the solver of the deal it rates


def _solver_for(state: Any) -> Any:
    from cardtable.ai.schnapsen_solver import Solver

    deal = tuple(state.deck)
    solver = _solvers.get(deal)
    if solver is None:
        _solvers.clear()  # another deal: its positions never come again
        solver = _solvers[deal] = Solver()
    return solver


def _rate_job(job: tuple[DealRecord, int, int, int, bool]) -> Rated:
    return rate(*job)


# --- the whole deal ---------------------------------------------------------------------
def decision_points(record: DealRecord, seat: int) -> tuple[list[int], int]:
    """The positions where ``seat`` chose among more than one action, and the number of its
    decisions with one action only."""
    from cardtable.games import replay

    state = replay(record, upto=0)
    points, forced = [], 0
    for i, text in enumerate(record.actions):
        if state.current_player == seat:
            if len(state.legal_actions()) > 1:
                points.append(i)
            else:
                forced += 1
        state.apply(state.parse_action(text))
    return points, forced


def analyse(record: DealRecord, seat: int, seed: int = 0, workers: int = 2,
            progress: Callable[[int, int], None] | None = None,
            cancelled: Callable[[], bool] | None = None,
            open_cards: bool = True) -> Analysis:
    """Every decision of ``seat`` in the finished deal ``record``, rated (see the module)."""
    points, skipped = decision_points(record, seat)
    base = (record.seed or 0) * 7919 + seed
    jobs = [(record, p, seat, base + p, open_cards) for p in points]
    results: dict[int, Rated] = {}
    if progress is not None:
        progress(0, len(jobs))
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            if cancelled is not None and cancelled():
                raise Cancelled
            results[job[1]] = _rate_job(job)
            if progress is not None:
                progress(len(results), len(jobs))
    else:
        _in_pool(jobs, workers, results, progress, cancelled)
    decisions = []
    for p in points:
        decision = _judge(record, p, results[p])
        if decision is None:
            skipped += 1
        else:
            decisions.append(decision)
    return Analysis(record.game, seat, fingerprint(record), tuple(decisions), skipped)


def _in_pool(jobs: list[tuple[DealRecord, int, int, int, bool]], workers: int,
             results: dict[int, Rated], progress: Callable[[int, int], None] | None,
             cancelled: Callable[[], bool] | None) -> None:
    # Spawned, not forked: the caller may be a Qt app with threads of its own. A worker that
    # dies breaks the pool (an error here), where multiprocessing.Pool would start another.
    _stand_where_workers_can_start()
    context = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(min(workers, len(jobs)), mp_context=context,
                               initializer=_behind_the_table)
    try:
        waiting = {pool.submit(_rate_job, job) for job in jobs}
        while waiting:
            if cancelled is not None and cancelled():
                raise Cancelled
            done, waiting = wait(waiting, timeout=_POLL, return_when=FIRST_COMPLETED)
            for future in done:
                answer = future.result()
                results[answer[0]] = answer
            if done and progress is not None:
                progress(len(results), len(jobs))
    finally:
        # A cancelled analysis returns at once: the decisions being rated finish in the
        # background (a second or so) and their workers end; the rest are never started.
        pool.shutdown(wait=False, cancel_futures=True)


def _stand_where_workers_can_start() -> None:
    """A spawned worker first goes to its caller's current folder (multiprocessing's
    ``spawn.prepare``), and one that cannot dies before it starts (BrokenProcessPool). So a
    caller standing in a folder it cannot enter (started as another user from root's own
    folder: ``runuser``, ``sudo -u``; or a folder deleted since) moves to its home folder, or
    to ``/``, first. Nothing that worked changes: no relative path resolves from there."""
    try:
        if os.access(os.getcwd(), os.X_OK):
            return
    except OSError:  # the folder is gone
        pass
    home = os.path.expanduser("~")
    os.chdir(home if os.path.isdir(home) and os.access(home, os.X_OK) else os.sep)


def _behind_the_table() -> None:
    """A worker yields a core to the table (and the computer seats) when both want it."""
    try:
        os.nice(5)
    except (AttributeError, OSError):  # no niceness here (Windows): as it is
        pass


def _judge(record: DealRecord, position: int, answer: Rated) -> Decision | None:
    """The decision at ``position`` rated, or None if the search had no choice to weigh."""
    _, rated, opened = answer
    chosen = record.actions[position]
    weighed = [r for r in rated if r[2] != "rule"]
    mine = next((r for r in weighed if r[0] == chosen), None)
    if len(weighed) < 2 or mine is None:
        return None  # a choice made by rule, or one the search does not weigh
    best = max(weighed, key=lambda r: r[1])
    cost = max(0.0, best[1] - mine[1])
    if best[0] != chosen and cost < 1e-9:
        best = mine  # as good as the best: the chosen action is the best
    open_chosen = open_best = None
    open_action = None
    if opened:
        values = dict(opened)
        if chosen in values:
            open_action, open_best = max(opened, key=lambda r: r[1])
            open_chosen = values[chosen]
            if open_best <= open_chosen:
                open_action = chosen
    return Decision(position, chosen, best[0], mine[1], best[1], verdict(record.game, cost),
                    open_chosen, open_best, open_action)


__all__ = ["THRESHOLDS", "VERDICTS", "Analysis", "Cancelled", "Decision", "analyse",
           "decision_points", "fingerprint", "rate", "verdict"]
