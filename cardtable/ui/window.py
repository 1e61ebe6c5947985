"""The main window: the table view with its overlays, a side panel with the score, menus,
shortcuts and a status line saying whose turn it is and what they may do."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QIcon, QKeyEvent, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardtable.art import assets_dir
from cardtable.engine import Match, RecordError
from cardtable.engine.messages import Message
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session, resume, seats_from_list
from cardtable.stats import Statistics
from cardtable.storage import Settings, Storage
from cardtable.ui import access, i18n
from cardtable.ui.controller import Controller
from cardtable.ui.dialogs import (
    NewGameDialog,
    RulesDialog,
    SettingsDialog,
    deck_fits,
    deck_for,
    default_name,
    game_name,
)
from cardtable.ui.handover import HandoverCover
from cardtable.ui.outcome import OutcomeBanner
from cardtable.ui.overlays import ChoicePanel, DealSummaryPanel, QuestionPanel
from cardtable.ui.scene import TableScene
from cardtable.ui.sound import SoundBoard
from cardtable.ui.text import TableWords, words

MIN_W, MIN_H = 960, 640
_COMMAND_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                      | Qt.KeyboardModifier.MetaModifier)


class TableView(QGraphicsView):
    """Shows the scene 1:1 (the scene is laid out for the view's size) and takes the keys."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def table_scene(self) -> TableScene | None:
        s = self.scene()
        return s if isinstance(s, TableScene) else None

    def fit_scene(self) -> None:
        scene = self.table_scene()
        if scene is not None:
            vp = self.viewport()
            scene.resize_table(vp.width(), vp.height(), self.devicePixelRatioF())
            self.setSceneRect(scene.sceneRect())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_scene()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.fit_scene()  # moved to a screen of another scale: render the cards anew

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Left:
            self.controller.pick(-1)
        elif key == Qt.Key.Key_Right:
            self.controller.pick(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.controller.play_picked()
        elif event.modifiers() & _COMMAND_MODIFIERS or \
                not self.controller.press_key(event.text()):  # C closes the talon …
            super().keyPressEvent(event)
        else:
            event.accept()


class MainWindow(QMainWindow):
    def __init__(self, storage: Storage | None = None, settings: Settings | None = None) -> None:
        super().__init__()
        self.storage = storage
        self.settings = settings or (storage.load_settings() if storage else Settings())
        i18n.set_language(i18n.chosen_language(self.settings.language))
        self.setWindowTitle("cardtable")
        self.setWindowIcon(QIcon(str(assets_dir() / "icon" / "cardtable.svg")))
        self.setMinimumSize(MIN_W, MIN_H)
        self.resize(1280, 800)
        self.controller = Controller(storage, self.settings.deck_style, self.settings.back,
                                     self.settings.felt, self.settings.speed_factor)
        self.game_id = ""
        self.announcements: list[str] = []  # the computers' moves told to a screen reader
        self.save_settings_enabled = True  # off for runs with command-line overrides
        self.deck_override = ""  # a deck for every game of this run (--deck)
        self._build_widgets()
        self._add_statistics_and_sound()
        self._build_menus()
        self._connect()
        access.install(self)
        self.retranslate()
        access.set_large_text(self, self.settings.large_text)

    # --- building ---------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        central = QWidget(self)
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        left = QVBoxLayout()
        left.setSpacing(0)
        self.view = TableView(self.controller, central)
        left.addWidget(self.view, 1)
        self.action_bar = QWidget(central)
        self.action_bar.setStyleSheet("background: #0b2a1b; QPushButton { font-size: 15px; }")
        self.action_layout = QHBoxLayout(self.action_bar)
        self.action_layout.setContentsMargins(8, 4, 8, 4)
        self.action_bar.hide()
        left.addWidget(self.action_bar)
        row.addLayout(left, 1)
        self.side = self._side_panel(central)
        row.addWidget(self.side)
        self.setCentralWidget(central)
        self.status_label = QLabel("")  # the welcome, in retranslate
        self.statusBar().addWidget(self.status_label, 1)
        self.cover = HandoverCover(self.view)
        self.question = QuestionPanel(self.view)
        self.summary = DealSummaryPanel(self.view)
        self.choice = ChoicePanel(self.view)

    def _side_panel(self, parent: QWidget) -> QFrame:
        side = QFrame(parent)
        side.setObjectName("side")
        side.setFixedWidth(260)
        side.setStyleSheet(
            "#side { background: #13281d; border-left: 1px solid #0a1510; }"
            " QLabel { color: #efe9d8; font-size: 14px; }"
            " QLabel#heading { color: #e8c66a; font-size: 13px; font-weight: bold;"
            " letter-spacing: 1px; }"
            " QPushButton { background: #2c4a39; color: #f4f1e8; border: 1px solid #4f7a60;"
            " border-radius: 6px; padding: 6px; font-size: 14px; }"
            " QPushButton:hover { background: #36604a; }"
            " QTableView { background: #1a3326; color: #f4f1e8; gridline-color: #2c4a39;"
            " border: 1px solid #2c4a39; border-radius: 4px; font-size: 13px; }"
            " QLabel#sheet_hint { color: #a9b8ad; font-size: 12px; font-style: italic; }"
            " QHeaderView { background: #1a3326; }"
            " QTableCornerButton::section { background: #e3d9bd; border: none; }"
            " QHeaderView::section { background: #e3d9bd; color: #333; border: none;"
            " padding: 3px; font-weight: bold; }")
        col = QVBoxLayout(side)
        col.setContentsMargins(14, 14, 14, 14)
        col.setSpacing(8)
        self.score_heading = _heading("")
        col.addWidget(self.score_heading)
        self.score_label = QLabel("")
        self.score_label.setWordWrap(True)
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        col.addWidget(self.score_label)
        self.hint_button = QPushButton("", side)
        self.hint_button.clicked.connect(lambda: self.controller.request_hint())
        self.hint_button.setEnabled(False)
        col.addWidget(self.hint_button)
        col.addSpacing(6)
        self.sheet_heading = _heading("")
        col.addWidget(self.sheet_heading)
        self.sheet = QTableView(side)
        self.sheet.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        col.addWidget(self.sheet, 1)
        self.sheet_hint = QLabel("", side)
        self.sheet_hint.setObjectName("sheet_hint")
        self.sheet_hint.setWordWrap(True)
        col.addWidget(self.sheet_hint)
        return side

    def _build_menus(self) -> None:
        self.game_menu = game = self.menuBar().addMenu("")
        self.new_action = self._add(game, "", QKeySequence.StandardKey.New,
                                    self.new_game_dialog)
        self.rules_action = self._add(game, "", QKeySequence("F1"),
                                      self.show_rules)
        self.settings_action = self._add(game, "", QKeySequence("Ctrl+,"),
                                         self.show_settings)
        self.statistics_action = self._add(game, "", QKeySequence("Ctrl+T"),
                                           self.show_statistics)
        self.hint_action = self._add(game, "", QKeySequence("H"), self.controller.request_hint)
        self.hint_action.setEnabled(False)  # only on the person's turn
        game.addSeparator()
        self.quit_action = self._add(game, "", QKeySequence("Ctrl+Q"), self.close)

    def retranslate(self) -> None:
        """Every word of the window and the table in the app's language (at a switch too)."""
        self.game_menu.setTitle(words("window", "&Game"))
        for action, text in ((self.new_action, words("window", "&New game…")),
                             (self.rules_action, words("window", "&Rules of this game")),
                             (self.settings_action, words("window", "&Settings…")),
                             (self.statistics_action, words("window", "S&tatistics…")),
                             (self.hint_action, words("window", "&Hint")),
                             (self.quit_action, words("window", "&Quit"))):
            action.setText(text)
        if self.controller.match is None:  # nothing on the table yet: the welcome
            self.status_label.setText(words("window", "Welcome. Game ▸ New game… (Ctrl+N) "
                                            "to start."))
        self.score_heading.setText(words("window", "SCORE"))
        self.sheet_heading.setText(words("window", "SCORE SHEET"))
        self.hint_button.setText(words("window", "Hint (H)"))
        self.hint_button.setToolTip(words("window", "The computer's estimate of each card you "
                                          "may play"))
        self.sheet.setAccessibleName(words("window", "Score sheet"))
        self.score_label.setAccessibleName(words("window", "Score"))
        self.status_label.setAccessibleName(words("window", "Status"))
        self.view.setAccessibleName(words("window", "Card table"))
        self._sheet_changed()
        self.controller.retranslate()
        match = self.controller.match
        self.setWindowTitle(words("window", "{game} — cardtable").format(
            game=game_name(match.info)) if match is not None else "cardtable")
        if self.controller.adapter is not None:
            self.summary.deal_word = self.controller.adapter.deal_word.lower()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _add(self, menu: Any, text: str, keys: Any, slot: Any) -> QAction:
        action = QAction(text, self)
        action.setShortcut(keys)
        action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)
        return action

    def _connect(self) -> None:
        c = self.controller
        c.scene_changed.connect(self._on_scene)
        c.status_changed.connect(self.status_label.setText)
        c.buttons_changed.connect(self._set_buttons)
        c.choice_changed.connect(self.choice.offer)
        self.choice.chosen.connect(c.press_button)
        c.question_asked.connect(self.question.ask)
        c.question_closed.connect(self.question.hide)
        c.handover_needed.connect(self.cover.show_for)
        c.deal_over.connect(self._show_summary)
        c.score_changed.connect(self.score_label.setText)
        c.problem.connect(self._show_problem)
        c.can_act.connect(self.hint_button.setEnabled)
        c.can_act.connect(self.hint_action.setEnabled)
        c.announced.connect(self._announce)
        c.focus_words.connect(self._focus_words)
        c.picked_button.connect(self._mark_button)
        for done in (self.question.answered, self.cover.confirmed, self.summary.next_deal):
            done.connect(lambda *_: self.view.setFocus())  # the keys go back to the table
        self.question.answered.connect(c.answer)
        self.cover.confirmed.connect(c.confirm_handover)
        self.summary.next_deal.connect(c.next_deal)
        self.summary.end_session.connect(c.end_session)
        self.summary.new_game.connect(self.new_game_dialog)

    # --- games ------------------------------------------------------------------------------
    def start_game(self, game_id: str, options: Any = None, seats: list[SeatConfig] | None = None,
                   seed: int | None = None) -> None:
        """Start a match programmatically (the dialog, the demo, tests and the self-test)."""
        info = get_game(game_id)
        options = info.default_options() if options is None else options
        seats = seats or [SeatConfig(default_name(i), i == 0)
                          for i in range(info.default_seats)]
        self._hide_overlays()
        self.game_id = game_id
        self._fit_deck(info, options, len(seats))
        self.controller.start(game_id, options, seats, seed)

    def resume_match(self, match: Match[Any], seats: list[SeatConfig],
                     players: dict[int, Any] | None = None) -> None:
        self.resume_session(Session(match, seats), players)

    def resume_session(self, session: Session, players: dict[int, Any] | None = None) -> None:
        """Show a session already under way (resumed, or played ahead by the demo)."""
        self._hide_overlays()
        self.game_id = session.info.id
        self._fit_deck(session.info, session.match.options, session.match.num_seats)
        self.controller.take(session, players)

    def _fit_deck(self, info: Any, options: Any, seats: int) -> None:
        style = self.deck_override or deck_for(info, self.settings)
        if not deck_fits(style, info, options, seats):
            style = "french"  # the German pack has no 2–6: use the French cards for this game
        self.controller.set_art(style, self.settings.back)

    def _show_summary(self, text: str, over: bool) -> None:
        self.summary.can_end = self.controller.can_end_session()
        self.summary.show_summary(text, over)

    def _hide_overlays(self) -> None:
        for w in (self.cover, self.question, self.summary, self.choice):
            w.hide()

    def _on_scene(self, scene: TableScene) -> None:
        match = self.controller.match
        if match is not None:
            self.setWindowTitle(words("window", "{game} — cardtable").format(
                game=game_name(match.info)))
        self.view.setScene(scene)
        self.view.fit_scene()
        if self.controller.adapter is not None:
            self.summary.deal_word = self.controller.adapter.deal_word.lower()
        sheet = self.controller.score_sheet
        if sheet is not None:
            self.sheet.setModel(sheet)
            # Five or six players' columns: the side panel widens so that every balance
            # shows whole (at 260 px a six-column sheet cut 100 to "1…").
            self.side.setFixedWidth(260 + 34 * max(0, sheet.columnCount() - 4))
            sheet.rowsInserted.connect(self._sheet_changed)
            self._sheet_changed()
        self.view.setFocus()

    def _sheet_changed(self, *_: Any) -> None:
        """Until the first deal is scored, a line under the sheet says what it will hold."""
        sheet = self.controller.score_sheet
        if sheet is None:
            self.sheet_hint.setText(words("window", "Each deal's points are added here when "
                                          "it is scored."))
            return
        hand = self.controller.adapter is not None and \
            self.controller.adapter.deal_word == "Hand"
        self.sheet_hint.setText(
            words("window", "Each hand's points are added here when it is scored; the last "
                  "row is the running total.") if hand else
            words("window", "Each deal's points are added here when it is scored; the last "
                  "row is the running total."))
        self.sheet_hint.setVisible(sheet.deals == 0)

    def _set_buttons(self, buttons: list[tuple[str, str]]) -> None:
        while self.action_layout.count():
            item = self.action_layout.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:  # gone at once, not only at the next event loop pass
                old.hide()
                old.setParent(None)
                old.deleteLater()
        self.action_layout.addStretch(1)
        for text, label in buttons:
            b = QPushButton(label, self.action_bar)
            b.setObjectName(f"action:{text}")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
            b.clicked.connect(lambda _=False, t=text: self.controller.press_button(t))
            self.action_layout.addWidget(b)
            b.show()  # a layout shows a new child only at the next event loop pass
        self.action_layout.addStretch(1)
        self.action_bar.setVisible(bool(buttons))

    def _announce(self, text: str) -> None:
        """A computer's move, told to a screen reader through the status line."""
        self.announcements.append(text)
        del self.announcements[:-50]
        access.announce(self.status_label, text)

    def _focus_words(self, text: str) -> None:
        access.announce(self.view, text)

    def _mark_button(self, action_text: str) -> None:
        """The button the arrow keys picked gets a focus frame (not only a colour)."""
        for b in self.action_buttons():
            picked = b.objectName() == f"action:{action_text}"
            if picked != bool(b.property("picked")):
                b.setProperty("picked", picked)
                plain = b.property("css_plain")
                if plain is None:
                    plain = b.styleSheet()
                    b.setProperty("css_plain", plain)
                b.setStyleSheet(f"{plain} QPushButton {{ border: 3px dashed #1565c0; }}"
                                if picked else str(plain))
            if picked:
                access.announce(self.view, b.text())

    def action_buttons(self) -> list[QPushButton]:
        """The buttons of the person's choices now: the row below the table, then the choice
        panel on it (the bids, Keep / Take next, Blind nil)."""
        return [w for w in self.action_bar.findChildren(QPushButton) + self.choice.buttons
                if w.objectName().startswith("action:") and not w.isHidden()]

    # --- menus ------------------------------------------------------------------------------
    def new_game_dialog(self) -> NewGameDialog:
        """The new-game dialog, open over the table; OK starts the game."""
        dialog = NewGameDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._start_from(dialog))
        dialog.open()
        return dialog

    def _start_from(self, dialog: NewGameDialog) -> None:
        try:
            options, seats = dialog.options(), dialog.seats()
            dialog.info.check_seats(len(seats), options)  # Spades in pairs: 4 or 6 …
        except ValueError as exc:
            self._show_problem(str(exc))
            return
        dialog.remember()
        self._save_settings()
        self.start_game(dialog.info.id, options, seats)

    def start_last_game(self) -> None:
        """The game chosen last time, with its options and seats (or Schnapsen)."""
        s = self.settings
        try:
            info = get_game(s.last_game)
        except RecordError:
            info = get_game("schnapsen")
        last = s.last_choices.get(info.id, {})
        try:
            options = info.options_from_dict(last.get("options") or {})
        except ValueError:
            options = info.default_options()
        try:
            seats: list[SeatConfig] | None = seats_from_list(last.get("seats"))
        except RecordError:
            seats = None  # none kept (the settings were checked when read)
        if seats is not None and len(seats) not in info.seat_counts(options):
            seats = None
        self.start_game(info.id, options, seats)

    def show_rules(self) -> RulesDialog:
        game_id = self.game_id or self.settings.last_game
        try:
            title = game_name(get_game(game_id))
        except RecordError:
            title = game_id
        dialog = RulesDialog(game_id, title, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_settings(self) -> SettingsDialog:
        """The settings, open beside the table (changes show at once, mid-deal)."""
        dialog = SettingsDialog(self.settings, self)
        dialog.deck.blockSignals(True)  # the deck of the table on the screen
        dialog.deck.setCurrentIndex(max(0, dialog.deck.findData(self.controller.style)))
        dialog.deck.blockSignals(False)
        dialog.changed.connect(self.apply_settings)
        dialog.finished.connect(lambda _r: self._save_settings())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def apply_settings(self) -> None:
        """Language, text size, deck, back, speed and felt take effect at once, mid-deal
        too."""
        s = self.settings
        if i18n.chosen_language(s.language) != i18n.current_language():
            i18n.set_language(i18n.chosen_language(s.language))  # every window rewords
        access.set_large_text(self, s.large_text)
        self._apply_sound_settings()
        self.controller.set_speed(s.speed_factor)
        self.controller.set_felt(s.felt)
        match = self.controller.match
        if match is not None:  # the deck chosen here is this game's from now on
            self.settings.last_choices.setdefault(match.info.id, {})["deck"] = s.deck_style
            self.deck_override = ""
            self._fit_deck(match.info, match.options, match.num_seats)
        else:
            self.controller.set_art(s.deck_style, s.back)

    def _save_settings(self) -> None:
        if self.storage is not None and self.save_settings_enabled:
            try:
                self.storage.save_settings(self.settings)
            except OSError as exc:
                self._show_problem(words("window", "The settings could not be saved: {why}")
                                   .format(why=exc))

    def _show_problem(self, text: str) -> None:
        self.status_label.setText(text.splitlines()[0])
        box = QMessageBox(QMessageBox.Icon.Warning, "cardtable", text,
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # never blocks the table

    # --- statistics, sound and the banner of a Bummerl or match won --------------------------
    def _add_statistics_and_sound(self) -> None:
        """The statistics of every finished deal (kept only with a storage: a demo keeps
        none), the table's sounds, and the banner of a Bummerl or a match won."""
        self.statistics: Statistics | None = None
        self._stats_relay = _Relay(self)
        self._stats_relay.told.connect(self._statistics_problem,
                                       Qt.ConnectionType.QueuedConnection)
        if self.storage is not None:
            stats = Statistics(self.storage.stats_path, self._stats_relay.told.emit)
            self.statistics = stats
            self.controller.observers.append(stats)
            # Opened (a thread, SQLite, the file checked) once the table is still, not
            # during the start-up: at the person's first turn, or a deal's end, or in 3 s.
            self.controller.turn_ready.connect(lambda _seat: stats.open())
            self.controller.deal_over.connect(lambda *_: stats.open())
            QTimer.singleShot(3000, self, stats.open)  # not once the window is gone
        self.stats_window: Any = None  # made when first opened (QtCharts loads then)
        self.sounds = SoundBoard(self.settings.sound_volume, self.settings.sound_muted, self)
        self.controller.sound.connect(self.sounds.play)
        self.controller.turn_ready.connect(lambda _seat: self.sounds.prepare())
        self.controller.deal_over.connect(lambda *_: self.sounds.prepare())
        self.outcome = OutcomeBanner(self.view, self.summary)
        self.controller.outcome.connect(self.outcome.show_outcome)
        self.controller.scene_changed.connect(lambda _scene: self.outcome.hide())
        self.summary.next_deal.connect(self.outcome.hide)
        self.summary.new_game.connect(self.outcome.hide)

    def _statistics_problem(self, message: Message) -> None:
        self._show_problem(TableWords().say(message))

    def _apply_sound_settings(self) -> None:
        s, board = self.settings, self.sounds
        if (s.sound_volume, s.sound_muted) != (board.volume, board.muted):
            board.set_level(s.sound_volume, s.sound_muted)
            board.play("play")  # the new volume, heard

    def show_statistics(self) -> Any:
        """The statistics window, on the game at the table (made when first opened)."""
        from cardtable.ui.stats_window import StatisticsWindow

        if self.stats_window is None:
            self.stats_window = StatisticsWindow(self.statistics, self)
        self.stats_window.show_game(self.game_id or self.settings.last_game)
        return self.stats_window

    # --- start-up ---------------------------------------------------------------------------
    def start_up(self) -> None:
        """A person's start: tidy the folders, say what could not be read, then offer to
        resume the game in progress or start the last game. Whatever file is damaged, the
        table opens."""
        if self.storage is not None:
            self.storage.remove_stale_temp_files()
        self.report_storage_problems()
        if not self.offer_resume():
            self.start_last_game()

    def report_storage_problems(self) -> None:
        if self.storage is not None and self.storage.problems:
            self._show_problem("\n".join(self.storage.problems))
            self.storage.problems.clear()

    def offer_resume(self) -> bool:
        """If a game was in progress, ask whether to resume it; True if it was resumed."""
        if self.storage is None:
            return False
        session = resume(self.storage)
        self.report_storage_problems()
        if session is None:
            return False
        answer = QMessageBox.question(self, "cardtable",
                                      words("window", "Resume the game in progress?"))
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.resume_session(session)
        return True

    def closeEvent(self, event: Any) -> None:
        self.controller.stop()
        self._save_settings()
        if self.statistics is not None:
            self.statistics.close()  # what is still being written, written
        super().closeEvent(event)


class _Relay(QObject):
    """Carries what the statistics thread says to the table's thread."""

    told = Signal(object)  # a Message


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("heading")
    return label


def build_main_window(settings: Settings | None = None,
                      storage: Storage | None = None) -> MainWindow:
    """The app's window (the QApplication must exist). Tests pass their own settings."""
    return MainWindow(storage, settings)
