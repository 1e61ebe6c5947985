"""Statistics at the table: a deal played at the real table is recorded; a damaged database is
set aside with a message and the table plays on; the statistics window opens with its charts
and resets a game after asking; a Bummerl and a match won are said clearly; QtCharts and
QtMultimedia are not loaded at start-up."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCharts import QBarSeries, QChartView, QLineSeries, QStackedBarSeries, QValueAxis
from PySide6.QtWidgets import QMessageBox

from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.stats import Statistics
from cardtable.storage import Settings, Storage
from cardtable.ui.app.window import MainWindow, build_main_window
from tests.session.conftest import SPADES_FOUR, YOU_AND_ANNA, play

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "config", tmp_path / "data")


def table(qtbot: Any, storage: Storage | None) -> MainWindow:
    w = build_main_window(Settings(animation_speed="off", computer_pace="instant"), storage)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def play_deal_at_the_table(qtbot: Any, w: MainWindow) -> None:
    """The person plays the first legal action whenever on turn, until the deal is over."""
    c = w.flow

    def step() -> bool:
        if w.summary.isVisible():
            return True
        if c.human_on_turn() and not c.animator.busy:
            state = c.state
            assert state is not None
            w.gestures.intent(state.view(0).legal[0])
        return False

    qtbot.waitUntil(step, timeout=20_000)


def message_boxes(w: MainWindow) -> list[str]:
    return [b.text() for b in w.findChildren(QMessageBox) if b.isVisible()]


def test_a_deal_played_at_the_table_is_recorded(qtbot: Any, storage: Storage) -> None:
    w = table(qtbot, storage)
    w.start_game("schnapsen", seats=[SeatConfig("You", True), SeatConfig("Anna", False, "easy")])
    play_deal_at_the_table(qtbot, w)
    assert w.statistics is not None
    match = w.flow.match
    assert match is not None
    result = match.results[0]
    stats = w.statistics.query(lambda db: db.game_stats("schnapsen"))
    assert stats is not None and stats.deals == 1
    [tally] = stats.tallies
    assert (tally.level, tally.preset) == ("easy", "traditional")
    assert tally.deals_won == int(result.winners == (0,))
    assert stats.outcomes == ["won" if result.winners == (0,) else
                              "lost" if result.winners else "tie"]
    w.close()
    assert storage.stats_path.exists()


def test_a_damaged_database_is_set_aside_with_a_message(qtbot: Any, storage: Storage) -> None:
    storage.data_dir.mkdir(parents=True)
    storage.stats_path.write_bytes(b"SQLite format 3\x00" + b"\x13" * 3000)
    w = table(qtbot, storage)
    qtbot.waitUntil(lambda: any("statistics could not be read" in t
                                for t in message_boxes(w)), timeout=5000)
    [kept] = list(storage.data_dir.glob("statistics.sqlite3.damaged-*"))
    assert kept.name in " ".join(message_boxes(w))
    assert kept.read_bytes().startswith(b"SQLite format 3\x00\x13")
    w.start_game("schnapsen")  # the table plays on, and keeps new statistics
    play_deal_at_the_table(qtbot, w)
    assert w.statistics is not None
    assert w.statistics.query(lambda db: db.deal_count("schnapsen")) == 1


def fill(storage: Storage) -> None:
    """Some finished deals of Schnapsen (against two levels, Bummerl won at 3 game points)
    and Spades, played headless into the window's database."""
    stats = Statistics(storage.stats_path)
    info = get_game("schnapsen")
    short = dataclasses.replace(info.default_options(), bummerl_target=3)
    for level, seed in (("easy", 1), ("normal", 2)):
        seats = [YOU_AND_ANNA[0], SeatConfig("Anna", False, level)]
        session = Session.new("schnapsen", short, seats, seed, observers=[stats])
        for _ in range(6):
            session.start_deal()
            play(session)
    spades = Session.new("spades", get_game("spades").default_options(), SPADES_FOUR, 3,
                         observers=[stats])
    for _ in range(3):
        spades.start_deal()
        play(spades)
    stats.close()


def test_the_statistics_window_shows_charts_and_resets_a_game(qtbot: Any,
                                                               storage: Storage) -> None:
    fill(storage)
    w = table(qtbot, storage)
    w.game_id = "schnapsen"
    window = w.show_statistics()
    qtbot.waitExposed(window)
    assert window.game_id == "schnapsen" and window.tabs.isVisible()
    tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert tabs == ["Over time", "By level", "Bummerl"]
    charts = window.charts()
    lines = [s for c in charts for s in c.series() if isinstance(s, QLineSeries)]
    assert lines and lines[0].count() > 0  # the win rate, deal by deal
    days = [s for c in charts for s in c.series() if isinstance(s, QStackedBarSeries)]
    assert days and sum(b.sum() for b in days[0].barSets()) == 12  # every deal, by day
    bummerl = [s for c in charts for s in c.series() if isinstance(s, QBarSeries)
               and c.title().startswith("Game points")]
    assert bummerl and bummerl[0].barSets()[0].count() >= 2
    assert window.table.rowCount() == 2  # easy and normal
    assert {window.table.item(r, 1).text() for r in range(2)} == {"Easy", "Normal"}
    box = window.ask_reset()
    qtbot.waitExposed(box)
    box.button(QMessageBox.StandardButton.No).click()
    assert w.statistics is not None
    assert w.statistics.query(lambda db: db.deal_count("schnapsen")) == 12  # No: kept
    box = window.ask_reset()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert w.statistics.query(lambda db: db.deal_count("schnapsen")) == 0
    assert w.statistics.query(lambda db: db.deal_count("spades")) == 3  # another game: kept
    assert window.empty.isVisible() and not window.tabs.isVisible()
    assert not window.reset_button.isEnabled()
    window.show_game("spades")
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Over time", "By level", "Bags"]


def test_a_bummerl_won_is_said_clearly(qtbot: Any, storage: Storage) -> None:
    w = table(qtbot, storage)
    info = get_game("schnapsen")
    options = dataclasses.replace(info.default_options(), bummerl_target=1)
    w.start_game("schnapsen", options, [SeatConfig("You", True), SeatConfig("Anna", False)])
    heard: list[str] = []
    w.sounds.played.connect(heard.append)
    while True:  # a deal that nobody scores (65 : 65) ends no Bummerl: play another
        play_deal_at_the_table(qtbot, w)
        if w.outcome.isVisible():
            break
        w.summary.button.click()
    match = w.flow.match
    assert match is not None
    shown = w.outcome.shown
    assert shown is not None
    winner = match.bummerl_winners[0]  # type: ignore[attr-defined]
    assert shown.people_won == (winner == 0)
    assert shown.title == ("★ You won the Bummerl! ★" if winner == 0 else "Anna won the Bummerl")
    assert "Bummerl 1:" in shown.text and "Bummerl so far:" in shown.text
    assert heard[-1] == ("won" if winner == 0 else "deal_end")
    assert w.summary.isVisible()  # with the deal's summary
    w.summary.button.click()  # next deal: the banner goes
    assert not w.outcome.isVisible()
    assert w.statistics is not None
    assert w.statistics.query(lambda db: db.game_stats("schnapsen").tallies[0].units) == 1


def test_a_match_won_is_said_clearly(qtbot: Any) -> None:
    w = table(qtbot, None)
    info = get_game("spades")
    options = dataclasses.replace(info.default_options(), target=1)
    w.start_game("spades", options, list(SPADES_FOUR))
    while not w.outcome.isVisible():  # a hand nobody wins alone goes on
        play_deal_at_the_table(qtbot, w)
        if not w.outcome.isVisible():
            w.summary.button.click()
    match = w.flow.match
    assert match is not None and match.is_over()
    shown = w.outcome.shown
    assert shown is not None and "won the match" in shown.title
    assert shown.people_won == (0 in match.winners())
    assert shown.text.startswith("Final score: You ")
    assert w.summary.title.text() == "The match is over"


def test_charts_and_sound_are_not_loaded_at_start_up(tmp_path: Path) -> None:
    code = """
import sys
from PySide6.QtWidgets import QApplication
from cardtable.storage import Settings, Storage
from cardtable.ui.app.window import build_main_window
app = QApplication([])
storage = Storage(sys.argv[1] + '/c', sys.argv[1] + '/d')
w = build_main_window(Settings(animation_speed='off', computer_pace='instant'), storage)
w.show()
w.start_last_game()
for _ in range(50):
    app.processEvents()
print('charts' if 'PySide6.QtCharts' in sys.modules else 'no charts')
print('sound' if 'PySide6.QtMultimedia' in sys.modules else 'no sound')
w.show_statistics()
print('charts' if 'PySide6.QtCharts' in sys.modules else 'no charts')
w.close()
"""
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], check=False,
                          capture_output=True,
                          text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["no", "charts", "no", "sound", "charts"]


def _ticks(axis: Any) -> list[float]:
    """The values an axis puts a tick (and a label) on."""
    low, high = axis.min(), axis.max()
    if axis.tickType() == QValueAxis.TickType.TicksDynamic:
        step, anchor = axis.tickInterval(), axis.tickAnchor()
        first = anchor + step * -((anchor - low) // step)
        return [first + k * step for k in range(int((high - first) // step) + 1)]
    n = axis.tickCount()
    return [low + k * (high - low) / (n - 1) for k in range(n)]


@pytest.mark.parametrize("deals", [1, 2, 3, 7, 40, 333])
def test_the_charts_count_deals_in_whole_numbers_and_draw_a_single_point(
        qtbot: Any, deals: int) -> None:
    from cardtable.stats.db import ChipSession, DayResults, GameStats
    from cardtable.ui.app.stats_window import StatisticsWindow

    window = StatisticsWindow(None)
    qtbot.addWidget(window)
    data = GameStats("poch", "session", [], ["won"] * deals, [DayResults("2026-12-01", 1, 0, 0)],
                     [], [], [ChipSession(1, 0.0, tuple(100 + 7 * k for k in range(deals)))])
    for page in (window._over_time(data), window._balance_chart(data)):
        for view in page.findChildren(QChartView):
            chart = view.chart()
            for axis in chart.axes():
                if isinstance(axis, QValueAxis) and "%%" not in axis.labelFormat():
                    ticks = _ticks(axis)
                    assert 2 <= len(ticks) <= 11, (axis.titleText(), ticks)
                    assert all(t == int(t) for t in ticks), (axis.titleText(), ticks)
            for series in chart.series():
                if isinstance(series, QLineSeries) and series.count() == 1:
                    assert series.pointsVisible(), series.name()  # a lone point is drawn
