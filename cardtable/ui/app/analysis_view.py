"""The analysis of a finished deal, in the review window: a button that starts it, its
progress and Cancel, the summary in words, a chart of the expected result along the deal, and
the line of the move on the table ("Blunder: the ace of spades cost about 2.1 game points;
better: the ace of diamonds"), whose better card is starred in the hand.

The rating itself is :func:`cardtable.ai.analysis.analyse`, run in a thread of its own that
only waits for a pool of worker processes (the search never holds this interpreter's lock),
so the table keeps drawing. An analysis is made once: it is kept in memory for the run and
in the past game's file (:mod:`cardtable.session.archive`).
"""

from __future__ import annotations

import itertools
import os
import sys
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QMargins, QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.ai.analysis import Analysis, Cancelled, Decision, analyse, fingerprint
from cardtable.engine import Action, DealRecord
from cardtable.ui.games import TableAdapter
from cardtable.ui.words.text import words

__all__ = ["AnalysisPanel", "decision_line", "open_line", "summary_words"]

VERDICT_COLOURS = {"inaccuracy": "#9a6b00", "mistake": "#c25400", "blunder": "#b00020"}
CHART_HEIGHT = 190  # px: the chart of the expected result along the deal
LINE_ROWS = 6  # lines kept for a decision's words (its rating, and with all cards open)
SWITCH_INTERVAL_S = 0.0005  # the interpreter's lock handed over this often once analysing
_MADE: dict[tuple[str, int], Analysis] = {}  # the analyses made in this run, by deal and seat
_tokens = itertools.count(1)


class _Bridge(QObject):
    """Lives in the GUI thread (as long as the app); the analysis thread emits on it."""

    progressed = Signal(int, int, int)  # token, done, total
    done = Signal(int, object)  # token, Analysis
    failed = Signal(int, str)  # token, why


_bridge: _Bridge | None = None


def _shared_bridge() -> _Bridge:
    global _bridge
    if _bridge is None:
        _bridge = _Bridge(QCoreApplication.instance())
    return _bridge


def _run(token: int, record: DealRecord, seat: int, stop: threading.Event) -> None:
    bridge = _shared_bridge()
    # Behind the table from the first moment: on Linux a thread has a niceness of its own,
    # and the worker processes it starts inherit it while they load (about half a second of
    # a core each, which at normal priority took the table's core for up to 0.4 s).
    try:
        os.nice(5)
    except (AttributeError, OSError):
        pass
    try:
        made = analyse(record, seat, progress=lambda d, t: bridge.progressed.emit(token, d, t),
                       cancelled=stop.is_set)
    except Cancelled:
        return
    except Exception as exc:  # noqa: BLE001 - told in words, the table carries on
        bridge.failed.emit(token, str(exc) or type(exc).__name__)
        return
    bridge.done.emit(token, made)


# --- words --------------------------------------------------------------------------------
def verdict_word(verdict: str) -> str:
    return {"good": words("analysis", "Good"), "inaccuracy": words("analysis", "Inaccuracy"),
            "mistake": words("analysis", "Mistake"),
            "blunder": words("analysis", "Blunder")}.get(verdict, verdict)


def _unsigned(adapter: TableAdapter[Any], amount: float) -> str:
    """A cost in the game's unit without its sign ("2.1 game points")."""
    return adapter.amount_words(abs(amount)).replace("+", "", 1)


def move_name(adapter: TableAdapter[Any], action: Action) -> str:
    if action.kind == "play" and action.card is not None:
        return adapter.renderer.card(action.card)
    return adapter.action_label(action)


Parse = Callable[[str], Action]


def decision_line(adapter: TableAdapter[Any], parse: Parse, d: Decision) -> str:
    """The decision in words: its verdict, what it cost and the better choice."""
    chosen = move_name(adapter, parse(d.chosen))
    if d.verdict == "good":
        return words("analysis", "Good: {move} (expected {amount}).").format(
            move=chosen, amount=adapter.amount_words(d.chosen_value))
    better = parse(d.best)
    marked = "★ " if better.kind == "play" else ""  # the star the table puts on that card
    return words("analysis", "{verdict}: {move} cost about {amount}; better: {best} "
                             "(expected {expected}).").format(
        verdict=verdict_word(d.verdict), move=chosen, amount=_unsigned(adapter, d.cost),
        best=marked + move_name(adapter, better), expected=adapter.amount_words(d.best_value))


def open_line(adapter: TableAdapter[Any], parse: Parse, d: Decision) -> str:
    """The exact solver's word with every card open ("" where the game has none)."""
    if d.open_chosen is None or d.open_best is None or d.open_best_action is None:
        return ""
    chosen = move_name(adapter, parse(d.chosen))
    if d.open_best_action == d.chosen:
        return words("analysis", "With all cards open: {move} was the best ({amount}).").format(
            move=chosen, amount=adapter.amount_words(d.open_chosen))
    return words("analysis", "With all cards open: {move} gives {amount}, {best} "
                             "{expected}.").format(
        move=chosen, amount=adapter.amount_words(d.open_chosen),
        best=move_name(adapter, parse(d.open_best_action)),
        expected=adapter.amount_words(d.open_best))


def summary_words(adapter: TableAdapter[Any], made: Analysis) -> str:
    """"1 blunder, 2 mistakes; about 2.6 game points lost (9 decisions rated)."."""
    blunders, mistakes = made.count("blunder"), made.count("mistake")
    inaccuracies = made.count("inaccuracy")
    parts = ([words("analysis", "%n blunders", blunders)] if blunders else []) \
        + ([words("analysis", "%n mistakes", mistakes)] if mistakes else []) \
        + ([words("analysis", "%n inaccuracies", inaccuracies)] if inaccuracies else [])
    rated = words("analysis", "%n decisions rated", len(made.decisions))
    if not parts:
        return words("analysis", "No mistakes: every choice was as good as the best "
                                 "({rated}).").format(rated=rated)
    return words("analysis", "{counts}; about {amount} lost ({rated}).").format(
        counts=", ".join(parts), amount=_unsigned(adapter, made.lost), rated=rated)


# --- the panel ----------------------------------------------------------------------------
class AnalysisPanel(QFrame):
    """The review's analysis of the deal on the table, for the seat at the bottom."""

    finished = Signal(object)  # the Analysis, made or read back
    cancelled = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.record: DealRecord | None = None
        self.seat = 0
        self.adapter: TableAdapter[Any] | None = None
        self.parse: Parse | None = None
        self.made: Analysis | None = None
        self.problem = ""  # what was wrong with a kept analysis
        # Runs what it is given once the table is still (the review sets it): the chart of
        # an analysis that comes back while the table moves waits for that.
        self.when_still: Callable[[Callable[[], None]], None] = \
            lambda fn: QTimer.singleShot(0, self, fn)
        self._token = 0
        self._stop: threading.Event | None = None
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.start_button = QPushButton("", self)
        self.start_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrows stay with the review
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton("", self)
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.start_button, 1)
        row.addWidget(self.cancel_button)
        col.addLayout(row)
        self.progress = QProgressBar(self)
        col.addWidget(self.progress)
        self.summary = QLabel("", self)
        self.summary.setWordWrap(True)
        col.addWidget(self.summary)
        self.line = QLabel("", self)
        self.line.setWordWrap(True)
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        col.addWidget(self.line)
        self.chart_view = QChartView(self)
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setFixedHeight(CHART_HEIGHT)
        # Its room kept while hidden: showing it when an analysis comes back lays nothing else
        # in the side panel out anew. And its height fixed: a chart resized lays itself out
        # anew (some 5 ms), and the decision line above it changed its height at every step.
        policy = self.chart_view.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.chart_view.setSizePolicy(policy)
        col.addWidget(self.chart_view)
        self._build_chart()
        bridge = _shared_bridge()
        bridge.progressed.connect(self._progressed)
        bridge.done.connect(self._done)
        bridge.failed.connect(self._failed)
        self.retranslate()
        self._idle()

    @property
    def running(self) -> bool:
        return self._stop is not None

    def retranslate(self) -> None:
        self.start_button.setText(words("analysis", "Analyse my play"))
        self.start_button.setToolTip(words("analysis", "Rate each of your decisions by the "
                                                       "strongest computer player, knowing only "
                                                       "what you knew then"))
        self.cancel_button.setText(words("analysis", "Cancel"))
        if self.made is not None:
            self.summary.setText(summary_words(self.adapter, self.made)
                                 if self.adapter is not None else "")
            self._chart()

    # --- which deal ---------------------------------------------------------------------------
    def set_deal(self, record: DealRecord, seat: int, adapter: TableAdapter[Any], parse: Parse,
                 kept: Analysis | None = None, problem: str = "") -> None:
        """The deal on the review's table; ``kept``: its analysis read back, ``problem``:
        why a kept one could not be used."""
        self.cancel()
        self.record, self.seat, self.adapter, self.parse = record, seat, adapter, parse
        self.made = kept if kept is not None else _MADE.get((fingerprint(record), seat))
        if self.made is not None and self.made.seat != seat:
            self.made = None
        self.problem = problem
        if self.made is not None:
            self._show_made()
        else:
            self._idle()
            self.summary.setText(problem)

    def _idle(self) -> None:
        self.start_button.setEnabled(self.record is not None)
        self.cancel_button.hide()
        self.progress.hide()
        self.chart_view.hide()
        self.line.setText("")
        self.line.setMinimumHeight(0)

    # --- running ------------------------------------------------------------------------------
    def start(self) -> bool:
        """Analyse the deal in the background; False (nothing done) if it is being or has
        been analysed."""
        if self.record is None or self.running or self.made is not None:
            return False
        self._token = next(_tokens)
        self._stop = threading.Event()
        self.start_button.setEnabled(False)
        self.cancel_button.show()
        self.progress.setRange(0, 0)  # busy until the first count
        self.progress.show()
        self.summary.setText(words("analysis", "Analysing your decisions…"))
        # The analysis thread starts the worker processes: Python's own work (a spawn's
        # preparation, its fork and exec, holding the interpreter's lock) that made the
        # longest frame of all when cards moved meanwhile (benchmarks/analysis.py). So it
        # starts once the table is still, and hands the lock over every 0.5 ms, not 5.
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))
        token, record, seat, stop = self._token, self.record, self.seat, self._stop

        def begin() -> None:
            if token == self._token and not stop.is_set():
                threading.Thread(target=_run, args=(token, record, seat, stop), daemon=True,
                                 name="cardtable-analysis").start()

        self.when_still(begin)
        return True

    def cancel(self) -> None:
        if self._stop is None:
            return
        self._stop.set()
        self._stop = None
        self._token = 0
        self._idle()
        self.summary.setText(words("analysis", "The analysis was cancelled."))
        self.cancelled.emit()

    def _progressed(self, token: int, done: int, total: int) -> None:
        if token == self._token:
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(done)

    def _failed(self, token: int, why: str) -> None:
        if token == self._token:
            self._stop, self._token = None, 0
            self._idle()
            self.summary.setText(words("analysis", "The analysis failed: {why}").format(why=why))

    def _done(self, token: int, made: Analysis) -> None:
        if token != self._token or self.record is None:
            return
        self._stop, self._token = None, 0
        _MADE[(made.deal, made.seat)] = made
        self.made = made
        self._show_made(chart_later=True)
        self.finished.emit(made)

    def _show_made(self, chart_later: bool = False) -> None:
        """The summary, and the chart (``chart_later``: once the table is still, so that an
        analysis coming back while the table moves adds no frame of 2–5 ms more work: the
        chart's layout)."""
        assert self.made is not None and self.adapter is not None
        self.start_button.setEnabled(False)
        self.cancel_button.hide()
        self.progress.hide()
        self.summary.setText(summary_words(self.adapter, self.made))
        # Room for the decision lines kept from now on: one of a few lines more or less at
        # each step laid the whole side panel out anew.
        self.line.setMinimumHeight(self.line.fontMetrics().lineSpacing() * LINE_ROWS)
        if chart_later:
            self.when_still(self._chart)
        else:
            self._chart()

    # --- the position on the table ---------------------------------------------------------
    def decision_shown(self, position: int) -> Decision | None:
        """Say the decision whose move led to review ``position``; it, if rated."""
        made, adapter, parse = self.made, self.adapter, self.parse
        d = made.at(position - 1) if made is not None and position > 0 else None
        if d is None or adapter is None or parse is None:
            self.line.setText("")
            return None
        text = decision_line(adapter, parse, d)
        extra = open_line(adapter, parse, d)
        self.line.setText(text + ("\n" + extra if extra else ""))
        colour = VERDICT_COLOURS.get(d.verdict)
        self.line.setStyleSheet(f"color: {colour}; font-weight: bold;" if colour else "")
        return d

    def _build_chart(self) -> None:
        """The chart, built once with its series and axes (QtCharts lays a new chart out in
        some 5 ms); :meth:`_chart` fills it for each analysis."""
        chart = QChart()
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.setMargins(QMargins(0, 0, 0, 0))
        small = QFont(self.font())
        small.setPixelSize(10)
        chart.setTitleFont(small)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.legend().setFont(small)
        self.played, self.best, self.marks = QLineSeries(), QLineSeries(), QScatterSeries()
        self.best.setPen(QColor("#7a9a7a"))
        self.marks.setColor(QColor(VERDICT_COLOURS["blunder"]))
        self.marks.setMarkerSize(9)
        self.x_axis, self.y_axis = QValueAxis(), QValueAxis()
        self.x_axis.setLabelFormat("%d")
        for axis in (self.x_axis, self.y_axis):
            axis.setLabelsFont(small)
        chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        for series in (self.best, self.played, self.marks):
            chart.addSeries(series)
            series.attachAxis(self.x_axis)
            series.attachAxis(self.y_axis)
        old = self.chart_view.chart()
        self.chart_view.setChart(chart)
        if old is not None:
            old.deleteLater()

    def _chart(self) -> None:
        """The expected result of the chosen and the best choices along the deal."""
        made, adapter = self.made, self.adapter
        if made is None or adapter is None or not made.decisions:
            self.chart_view.hide()
            return
        chart = self.chart_view.chart()
        chart.setTitle(words("analysis", "Expected result along the deal"))
        self.played.setName(words("analysis", "Your play"))
        self.best.setName(words("analysis", "Best play"))
        self.marks.setName(words("analysis", "Mistakes"))
        self.played.replace([QPointF(d.position + 1, d.chosen_value) for d in made.decisions])
        self.best.replace([QPointF(d.position + 1, d.best_value) for d in made.decisions])
        self.marks.replace([QPointF(d.position + 1, d.chosen_value) for d in made.decisions
                            if d.verdict in ("mistake", "blunder")])
        values = [v for d in made.decisions for v in (d.chosen_value, d.best_value)]
        low, high = min(values + [0.0]), max(values + [0.0])
        y = self.y_axis
        y.setRange(low - 0.1 * (high - low + 1), high + 0.1 * (high - low + 1))
        y.applyNiceNumbers()
        y.setLabelFormat("%.1f" if y.max() - y.min() < 10 else "%d")
        self.x_axis.setRange(0, max(d.position for d in made.decisions) + 2)
        self.x_axis.applyNiceNumbers()
        self.chart_view.show()
