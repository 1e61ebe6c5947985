"""The statistics window: per game, a table of results by preset and opponents' level, and
charts (QtCharts): results over time, the win rate per level, and what the game adds
(Schnapsen's game points per Bummerl, Spades bags, chip balances in the chip games); the
game's statistics can be reset, after a confirmation.

This module, and QtCharts with it, is imported when the window is first opened
(``MainWindow.show_statistics``), never at start-up. It reads the database through
:meth:`cardtable.stats.Statistics.query` (after every write before it).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QLineSeries,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QDate, QEvent, QMargins, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.games import get_game, playable_games
from cardtable.stats import Statistics
from cardtable.stats.db import GameStats, Tally
from cardtable.ui.words.i18n import number, percent
from cardtable.ui.words.naming import preset_words
from cardtable.ui.words.text import words

WON_COLOUR, LOST_COLOUR, OTHER_COLOUR = "#2e7d32", "#c62828", "#9e9e9e"
YOURS_COLOUR, THEIRS_COLOUR = "#1565c0", "#ef6c00"
MOVING = 20  # deals in the moving win rate


def moving_rate(outcomes: list[str], window: int = MOVING) -> list[tuple[int, float]]:
    """(deal index from 1, per cent won of the deals won or lost among the last ``window``)
    for each deal where there is any.

    >>> moving_rate(["won", "lost", "tie", "won"], 2)
    [(1, 100.0), (2, 50.0), (3, 0.0), (4, 100.0)]
    """
    points = []
    for i in range(len(outcomes)):
        recent = [o for o in outcomes[max(0, i + 1 - window):i + 1] if o in ("won", "lost")]
        if recent:
            points.append((i + 1, 100.0 * recent.count("won") / len(recent)))
    return points


class StatisticsWindow(QDialog):
    """Statistics of one game at a time (a combo box picks it)."""

    def __init__(self, statistics: Statistics | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(980, 720)
        self.data: GameStats | None = None
        self.confirm: QMessageBox | None = None
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.game_label = QLabel(self.tr("Game"), self)
        top.addWidget(self.game_label)
        self.game = QComboBox(self)
        for info in playable_games():
            self.game.addItem(words("games", info.name), info.id)
        self.game.currentIndexChanged.connect(lambda _i: self.refresh())
        top.addWidget(self.game)
        top.addStretch(1)
        self.reset_button = QPushButton(self.tr("Reset statistics…"), self)
        self.reset_button.clicked.connect(self.ask_reset)
        top.addWidget(self.reset_button)
        layout.addLayout(top)
        self.headline = QLabel("", self)
        self.headline.setObjectName("headline")
        self.headline.setStyleSheet("QLabel#headline { font-size: 15px; font-weight: bold; }")
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.table = QTableWidget(0, 0, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMaximumHeight(150)
        layout.addWidget(self.table)
        self.tabs = QTabWidget(self)
        layout.addWidget(self.tabs, 1)
        self.empty = QLabel("", self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty, 1)
        self.close_button = close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.close)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(close)
        layout.addLayout(row)

    def changeEvent(self, event: QEvent) -> None:
        """A new language: every word anew (the charts are made again)."""
        super().changeEvent(event)
        if event.type() != QEvent.Type.LanguageChange:
            return
        self.setWindowTitle(self.tr("Statistics"))
        self.game_label.setText(self.tr("Game"))
        self.reset_button.setText(self.tr("Reset statistics…"))
        self.close_button.setText(self.tr("Close"))
        for i, info in enumerate(playable_games()):
            self.game.setItemText(i, words("games", info.name))
        self.refresh()

    # --- what the main window calls -------------------------------------------------------
    def show_game(self, game_id: str) -> None:
        index = self.game.findData(game_id)
        if index >= 0 and index != self.game.currentIndex():
            self.game.setCurrentIndex(index)  # refreshes
        else:
            self.refresh()
        self.show()
        self.raise_()
        self.activateWindow()

    @property
    def game_id(self) -> str:
        return str(self.game.currentData())

    def charts(self) -> list[QChart]:
        """The charts shown now (for tests and screenshots)."""
        return [view.chart() for view in self.tabs.findChildren(QChartView)]

    # --- showing ----------------------------------------------------------------------------
    def refresh(self) -> None:
        game = self.game_id
        self.data = None if self.statistics is None else \
            self.statistics.query(lambda db: db.game_stats(game))
        while self.tabs.count():
            page = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if page is not None:
                page.deleteLater()
        data = self.data
        has_deals = data is not None and data.deals > 0
        for w in (self.table, self.tabs, self.headline):
            w.setVisible(has_deals)
        self.empty.setVisible(not has_deals)
        self.reset_button.setEnabled(has_deals)
        name = self.game.currentText()
        if data is None:
            self.empty.setText(self.tr("No statistics are kept: a demo keeps none, and the "
                                       "statistics file could not be used."))
            return
        if not has_deals:
            self.empty.setText(self.tr("No deal of {game} has been played to its end yet.")
                               .format(game=name))
            return
        self._fill_headline(data, name)
        self._fill_table(data)
        self.tabs.addTab(self._over_time(data), self.tr("Over time"))
        self.tabs.addTab(self._by_level(data), self.tr("By level"))
        if data.unit == "bummerl":
            self.tabs.addTab(self._bummerl_chart(data), self.tr("Bummerl"))
        if data.bags:
            self.tabs.addTab(self._bags_chart(data), self.tr("Bags"))
        if data.unit == "session" or data.sessions:
            self.tabs.addTab(self._balance_chart(data), self.tr("Chip balances"))

    def _unit_words(self, unit: str) -> tuple[str, str]:
        """(won, lost) column titles for what the game's matches are won in."""
        if unit == "bummerl":
            return self.tr("Bummerl won"), self.tr("Bummerl lost")
        if unit == "session":
            return self.tr("Sessions won"), self.tr("Sessions lost")
        return self.tr("Matches won"), self.tr("Matches lost")

    def _fill_headline(self, data: GameStats, name: str) -> None:
        won = sum(t.deals_won for t in data.tallies)
        lost = sum(t.deals_lost for t in data.tallies)
        rate = Tally.rate(won, lost)
        line = self.tr("{game}: {deals}, {won} won, {lost} lost").format(
            game=name, deals=self.tr("%n deals played", "", data.deals), won=number(won),
            lost=number(lost))
        if rate is not None:
            line += self.tr(" ({rate} won)").format(rate=percent(rate))
        units_won = sum(t.units_won for t in data.tallies)
        units_lost = sum(t.units_lost for t in data.tallies)
        if units_won + units_lost:
            units = {"bummerl": self.tr("Bummerl: {won} won, {lost} lost"),
                     "session": self.tr("Sessions: {won} won, {lost} lost")}.get(
                data.unit, self.tr("Matches: {won} won, {lost} lost"))
            line += "  ·  " + units.format(won=units_won, lost=units_lost)
        self.headline.setText(line)

    def _fill_table(self, data: GameStats) -> None:
        won_words, lost_words = self._unit_words(data.unit)
        heads = [self.tr("Rules"), self.tr("Opponents"), self.tr("Deals"), self.tr("Won"),
                 self.tr("Lost"), self.tr("Win rate"), won_words, lost_words,
                 self.tr("With undo")]
        self.table.clear()
        self.table.setColumnCount(len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.setRowCount(len(data.tallies))
        for r, t in enumerate(data.tallies):
            rate = Tally.rate(t.deals_won, t.deals_lost)
            cells = [self._preset_words(t.preset), self.level_words(t.level), number(t.deals),
                     number(t.deals_won), number(t.deals_lost),
                     "–" if rate is None else percent(rate), number(t.units_won),
                     number(t.units_lost), number(t.undo_deals)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)

    def _preset_words(self, preset: str) -> str:
        if preset == "custom":
            return self.tr("Custom rules")
        return preset_words(get_game(self.game_id), preset)

    def level_words(self, level: str) -> str:
        named = {"easy": self.tr("Easy"), "normal": self.tr("Normal"),
                 "strong": self.tr("Strong"), "master": self.tr("Master"),
                 "mixed": self.tr("Mixed levels"),
                 "people": self.tr("People only")}
        return named.get(level, level)

    # --- charts -----------------------------------------------------------------------------
    def _chart(self, title: str) -> QChart:
        chart = QChart()
        chart.setTitle(title)
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setMargins(QMargins(6, 6, 6, 6))
        return chart

    def _view(self, *charts: QChart) -> QWidget:
        page = QWidget(self.tabs)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        for chart in charts:
            view = QChartView(chart, page)
            view.setRenderHint(QPainter.RenderHint.Antialiasing)
            column.addWidget(view, 1)
        return page

    @staticmethod
    def _axes(chart: QChart, series: Any, categories: list[str], y_title: str,
              y_range: tuple[float, float] | None = None) -> None:
        x = QBarCategoryAxis()
        x.append(categories)
        chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(x)
        y = QValueAxis()
        y.setTitleText(y_title)
        y.setLabelFormat("%d")
        chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(y)
        if y_range is not None:
            y.setRange(*y_range)
            return
        top = max(4.0, y.max())
        if top <= 10:  # counts: a tick on every whole number, never "0 0 0 1"
            y.setRange(0, round(top))
            y.setTickCount(round(top) + 1)
        else:
            y.applyNiceNumbers()

    @staticmethod
    def _bar_set(label: str, colour: str, values: list[float]) -> QBarSet:
        bar = QBarSet(label)
        bar.setColor(QColor(colour))
        bar.setBorderColor(QColor(colour))
        bar.append(values)
        return bar

    @staticmethod
    def _whole_numbers(axis: QValueAxis, low: int, high: int) -> None:
        """A value axis of counts (deals, chips) from ``low`` to ``high``: a tick on whole
        numbers only, at most about ten of them (a range of 1 to 2 read "1 1 1 1 2")."""
        high = max(high, low + 1)
        axis.setRange(low, high)
        axis.setLabelFormat("%d")
        span = high - low
        step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 10 ** 9)
                    if span / s <= 10)
        if step >= 10 ** 9:
            axis.applyNiceNumbers()
            return
        axis.setTickType(QValueAxis.TickType.TicksDynamic)
        axis.setTickAnchor(0)  # ticks on the multiples of the step: 5, 10, 15
        axis.setTickInterval(step)

    @staticmethod
    def _line(name: str, points: list[tuple[int, float]]) -> QLineSeries:
        """A line through ``points``; with one point, that point is drawn (a line of one
        point draws nothing)."""
        line = QLineSeries()
        line.setName(name)
        for x, y in points:
            line.append(x, y)
        line.setPointsVisible(len(points) == 1)
        return line

    def _over_time(self, data: GameStats) -> QWidget:
        rate = self._chart(self.tr("Your win rate over the last {n} deals, deal by deal")
                           .format(n=MOVING))
        line = self._line(self.tr("Deals won, per cent"), moving_rate(data.outcomes))
        line.setColor(QColor(WON_COLOUR))
        rate.addSeries(line)
        x_axis = QValueAxis()
        x_axis.setTitleText(self.tr("Deals (the last {n})").format(n=len(data.outcomes)))
        self._whole_numbers(x_axis, 1, len(data.outcomes))
        rate.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        line.attachAxis(x_axis)
        y_axis = QValueAxis()
        y_axis.setRange(0, 100)
        y_axis.setLabelFormat("%d %%")
        rate.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        line.attachAxis(y_axis)
        days = self._chart(self.tr("Deals won and lost per day"))
        stacked = QStackedBarSeries()
        stacked.append(self._bar_set(self.tr("Won"), WON_COLOUR, [d.won for d in data.days]))
        stacked.append(self._bar_set(self.tr("Lost"), LOST_COLOUR, [d.lost for d in data.days]))
        stacked.append(self._bar_set(self.tr("Neither"), OTHER_COLOUR,
                                     [d.other for d in data.days]))
        stacked.setBarWidth(min(0.8, 0.12 * len(data.days) + 0.1))  # one day: no wall of colour
        days.addSeries(stacked)
        labels = [QDate.fromString(d.day, "yyyy-MM-dd").toString("d MMM") for d in data.days]
        self._axes(days, stacked, labels, self.tr("Deals"))
        return self._view(rate, days)

    def _by_level(self, data: GameStats) -> QWidget:
        levels: dict[str, list[int]] = {}
        for t in data.tallies:
            got = levels.setdefault(t.level, [0, 0, 0, 0])
            for i, v in enumerate((t.deals_won, t.deals_lost, t.units_won, t.units_lost)):
                got[i] += v
        ranks = ("easy", "normal", "strong", "master", "mixed", "people")
        order = sorted(levels, key=lambda lv: ranks.index(lv) if lv in ranks else 9)
        chart = self._chart(self.tr("Win rate by the computers' level"))
        series = QBarSeries()
        deals = [100 * (Tally.rate(levels[lv][0], levels[lv][1]) or 0) for lv in order]
        series.append(self._bar_set(self.tr("Deals won, per cent"), WON_COLOUR, deals))
        won_words, _ = self._unit_words(data.unit)
        units = [100 * (Tally.rate(levels[lv][2], levels[lv][3]) or 0) for lv in order]
        if any(levels[lv][2] + levels[lv][3] for lv in order):
            series.append(self._bar_set(self.tr("{units}, per cent").format(units=won_words),
                                        YOURS_COLOUR, units))
        series.setLabelsVisible(True)
        series.setLabelsFormat("@value %")
        series.setLabelsPrecision(3)
        chart.addSeries(series)
        self._axes(chart, series, [self.level_words(lv) for lv in order], self.tr("Per cent"),
                   (0, 100))
        return self._view(chart)

    def _bummerl_chart(self, data: GameStats) -> QWidget:
        won = sum(1 for b in data.bummerls if b.won)
        chart = self._chart(self.tr("Game points in each of the last {n} Bummerl ({won} won, "
                                    "{lost} lost)").format(n=len(data.bummerls), won=won,
                                                           lost=len(data.bummerls) - won))
        series = QBarSeries()
        series.append(self._bar_set(self.tr("Your game points"), YOURS_COLOUR,
                                    [b.yours for b in data.bummerls]))
        series.append(self._bar_set(self.tr("Your opponent's"), THEIRS_COLOUR,
                                    [b.theirs for b in data.bummerls]))
        chart.addSeries(series)
        labels = [("★ " if b.won else "") + str(i + 1) for i, b in enumerate(data.bummerls)]
        self._axes(chart, series, labels, self.tr("Game points"))
        return self._view(chart)

    def _bags_chart(self, data: GameStats) -> QWidget:
        chart = self._chart(self.tr("Bags your side took, hand by hand (the last {n} hands)")
                            .format(n=len(data.bags)))
        series = QBarSeries()
        series.append(self._bar_set(self.tr("Bags"), THEIRS_COLOUR,
                                    [h.bags for h in data.bags]))
        chart.addSeries(series)
        self._axes(chart, series, [str(i + 1) for i in range(len(data.bags))],
                   self.tr("Bags"))
        return self._view(chart)

    def _balance_chart(self, data: GameStats) -> QWidget:
        chart = self._chart(self.tr("Your chips after each deal (the last {n} sessions)")
                            .format(n=len(data.sessions)))
        longest = max((len(s.balances) for s in data.sessions), default=1)
        x_axis = QValueAxis()
        x_axis.setTitleText(self.tr("Deal"))
        self._whole_numbers(x_axis, 1, longest)
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        y_axis = QValueAxis()
        y_axis.setTitleText(self.tr("Chips"))
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        low = min((min(s.balances) for s in data.sessions if s.balances), default=0)
        high = max((max(s.balances) for s in data.sessions if s.balances), default=1)
        self._whole_numbers(y_axis, min(0, low), high)
        for n, session in enumerate(data.sessions, 1):
            line = self._line(self.tr("Session {n}").format(n=n),
                              list(enumerate(session.balances, 1)))
            chart.addSeries(line)
            line.attachAxis(x_axis)
            line.attachAxis(y_axis)
        return self._view(chart)

    # --- reset ------------------------------------------------------------------------------
    def ask_reset(self) -> QMessageBox:
        """Ask before forgetting the game's statistics (the box does not block the table)."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset statistics"),
                          self.tr("Forget every deal and match of {game} played so far? "
                                  "This cannot be undone.").format(game=self.game.currentText()),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(
            lambda button: self.reset() if box.standardButton(button)
            == QMessageBox.StandardButton.Yes else None)
        self.confirm = box
        box.open()
        return box

    def reset(self) -> None:
        """Forget the statistics of the game shown (asked first by :meth:`ask_reset`)."""
        game = self.game_id
        if self.statistics is not None:
            self.statistics.query(lambda db: db.reset(game))
        self.refresh()
