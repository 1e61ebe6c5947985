"""The games played, looked back at from the main window: the statistics (kept of every
finished deal, shown in their window), the review of this match's deals, the past games,
a file's deals imported for review, the last deal exported as a record.

The windows these open (the review, past games, statistics) are imported when first asked
for, so that the table is up as fast as it can be.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFileDialog

from cardtable.engine import DealRecord, RecordError
from cardtable.engine.messages import Message
from cardtable.games import get_game
from cardtable.stats import Statistics
from cardtable.ui.app.session_end import offer_anew
from cardtable.ui.words.text import TableWords, words

if TYPE_CHECKING:
    from cardtable.ui.app.past_games import PastGamesDialog
    from cardtable.ui.app.review import ReviewWindow
    from cardtable.ui.app.stats_window import StatisticsWindow

__all__ = ["History"]


class _Relay(QObject):
    """Carries what the statistics thread says to the table's thread."""

    told = Signal(object)  # a Message


class History:
    """The main window's ``window`` ways back to the games played."""

    def __init__(self, window: Any) -> None:
        """The statistics of every finished deal, kept only with a storage (a demo keeps
        none)."""
        self.window = window
        self.statistics: Statistics | None = None
        self.stats_window: StatisticsWindow | None = None  # made when first opened (QtCharts)
        self._relay = _Relay(window)
        self._relay.told.connect(self._statistics_problem, Qt.ConnectionType.QueuedConnection)
        if window.storage is not None:
            stats = Statistics(window.storage.stats_path, self._relay.told.emit)
            self.statistics = stats
            window.flow.observers.append(stats)
            # Opened (a thread, SQLite, the file checked) once the table is still, not
            # during the start-up: at the person's first turn, or a deal's end, or in 3 s.
            window.turns.turn_ready.connect(lambda _seat: stats.open())
            window.ending.deal_over.connect(lambda *_: stats.open())
            QTimer.singleShot(3000, window, stats.open)  # not once the window is gone

    def _statistics_problem(self, message: Message) -> None:
        self.window.show_problem(TableWords().say(message))

    def show_statistics(self) -> StatisticsWindow:
        """The statistics window, on the game at the table (made when first opened)."""
        from cardtable.ui.app.stats_window import StatisticsWindow

        window = self.window
        if self.stats_window is None:
            self.stats_window = StatisticsWindow(self.statistics, window)
        self.stats_window.show_game(window.game_id or window.settings.last_game)
        return self.stats_window

    # --- reviews ------------------------------------------------------------------------------
    def review_this_match(self, start: int = -1) -> ReviewWindow | None:
        """The finished deals of the game on the table, from the last one (every hand open)."""
        window = self.window
        c = window.flow
        session = c.session
        if session is None or not session.match.records:
            window.status_label.setText(words("window", "No deal of this game has been "
                                                        "finished yet."))
            return None
        names = [c.seat_name(i) for i in range(len(session.seats))]
        bottom = c.humans[0] if c.humans else 0
        return window.deal_again.offer_in(self.review_deals(  # type: ignore[no-any-return]
            session.match.records, names, words("games", session.info.name), start, bottom,
            c.humans))

    def review_deals(self, records: Sequence[DealRecord], names: Sequence[str], title: str,
                     start: int = -1, bottom: int = 0,
                     people: Sequence[int] = ()) -> ReviewWindow | None:
        from cardtable.ui.app.review import ReviewWindow

        window, flow, settings = self.window, self.window.flow, self.window.settings
        try:
            review = ReviewWindow(records, names, title, flow.style, flow.back, settings.felt,
                                  settings.speed_factor, window, start, bottom, people)
        except RecordError as exc:
            window.show_problem(words("window", "The deal cannot be shown: {why}")
                                .format(why=exc))
            return None
        review.show()
        return review

    def show_past_games(self) -> PastGamesDialog | None:
        """The past games kept at this table; Review steps through one."""
        window = self.window
        if window.archive is None:
            window.status_label.setText(words("window", "Past games are kept only when the "
                                                        "app keeps its files (not in this "
                                                        "run)."))
            return None
        from cardtable.ui.app.past_games import PastGamesDialog

        dialog = PastGamesDialog(window.archive, window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.review.connect(lambda game: self.review_file(game.path))
        dialog.open()
        window.report_storage_problems()  # a past game that could not be read, set aside
        return dialog

    def review_file(self, path: Path) -> ReviewWindow | None:
        """The finished deals of a file: a deal record, a saved game or a past game; one
        kept with its seats offers to play its deals again."""
        from cardtable.session.archive import seated_deals

        try:
            records, seats = seated_deals(path)
            title = words("games", get_game(records[0].game).name)
        except RecordError as exc:
            self.window.show_problem(words("window", "{file} cannot be shown: {why}").format(
                file=path.name, why=exc))
            return None
        names = [s.name for s in seats] if seats is not None else [
            words("window", "Seat {n}").format(n=i + 1) for i in range(records[0].num_seats)]
        people = [i for i, s in enumerate(seats or ()) if s.human]
        return offer_anew(self.window, self.review_deals(records, names, title,
                                                         bottom=people[0] if people else 0,
                                                         people=people), seats)

    # --- records ------------------------------------------------------------------------------
    def import_record(self) -> ReviewWindow | None:
        name, _ = QFileDialog.getOpenFileName(
            self.window, words("window", "Import a deal record"), "",
            words("window", "Deal records and saved games (*.json);;All files (*)"))
        return self.review_file(Path(name)) if name else None

    def export_last_deal(self) -> Path | None:
        """Save the last finished deal of this game as a record (JSON)."""
        window = self.window
        session = window.flow.session
        if session is None or not session.match.records:
            window.status_label.setText(words("window", "No deal of this game has been "
                                                        "finished yet."))
            return None
        record = session.match.records[-1]
        name, _ = QFileDialog.getSaveFileName(
            window, words("window", "Export the last deal"),
            f"{record.game}-deal-{len(session.match.records)}.json",
            words("window", "Deal records (*.json)"))
        if not name:
            return None
        try:
            Path(name).write_text(record.to_json(), encoding="utf-8")
        except OSError as exc:
            window.show_problem(words("window", "The deal could not be saved: {why}")
                                .format(why=exc.strerror or exc))
            return None
        return Path(name)
