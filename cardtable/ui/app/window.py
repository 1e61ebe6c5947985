"""The main window: the table view with its overlays, a side panel with the score, menus,
shortcuts and a status line saying whose turn it is and what they may do.

The side panel is ``ui/app/side_panel.py``; the statistics, reviews, past games and deal
records are reached through ``ui/app/history.py``. What only some people open (the dialogs,
the start screen, a review, past games, help) is imported when first asked for, so that the
table is up as fast as it can be.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.art import assets_dir
from cardtable.engine import DealRecord, Match, RecordError, Start
from cardtable.games import get_game
from cardtable.memory import return_large_blocks
from cardtable.session import SeatConfig, Session, resume
from cardtable.session.archive import FOLDER, Archive
from cardtable.session.choices import last_choice
from cardtable.storage import Settings, Storage
from cardtable.ui.app import bindings, follow, placement
from cardtable.ui.app.action_bar import ActionBar, mark_picked
from cardtable.ui.app.again import DealAgain
from cardtable.ui.app.focus import FocusChain
from cardtable.ui.app.handover import HandoverCover
from cardtable.ui.app.history import History
from cardtable.ui.app.learn import learn_game
from cardtable.ui.app.menus import Menus
from cardtable.ui.app.outcome_banner import OutcomeBanner
from cardtable.ui.app.overlays import ChoicePanel, DealSummaryPanel, QuestionPanel, ResumePanel
from cardtable.ui.app.session_end import end_asking, play_number
from cardtable.ui.app.side_panel import SidePanel
from cardtable.ui.app.sound import SoundBoard
from cardtable.ui.play.controller import Controller
from cardtable.ui.play.ending import DealEnd
from cardtable.ui.play.gestures import Gestures
from cardtable.ui.play.picking import Picking
from cardtable.ui.table import access
from cardtable.ui.table.scene import TableScene
from cardtable.ui.table.view import SceneView
from cardtable.ui.words import i18n
from cardtable.ui.words.naming import deck_fits, deck_for, default_name, game_name, named_now
from cardtable.ui.words.text import listed, words

if TYPE_CHECKING:
    from cardtable.ui.app.deal_number import DealNumberDialog
    from cardtable.ui.app.new_game import NewGameDialog
    from cardtable.ui.app.past_games import PastGamesDialog
    from cardtable.ui.app.review import ReviewWindow
    from cardtable.ui.app.rules_dialog import RulesDialog
    from cardtable.ui.app.settings_dialog import SettingsDialog
    from cardtable.ui.app.start import StartScreen
    from cardtable.ui.app.stats_window import StatisticsWindow

MIN_W, MIN_H = 960, 640
_COMMAND_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                      | Qt.KeyboardModifier.MetaModifier)


class TableView(SceneView):
    """The table of the window: the scene 1:1, and the keys of the person at the table."""

    def __init__(self, picking: Picking, gestures: Gestures,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picking, self.gestures = picking, gestures
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The window's panels over the table take their keys first (Enter for Next deal,
        # Y/N for a question …); True if one did.
        self.key_filter: Callable[[QKeyEvent], bool] | None = None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.key_filter is not None and self.key_filter(event):
            event.accept()
        elif key == Qt.Key.Key_Left:
            self.picking.pick(-1)
        elif key == Qt.Key.Key_Right:
            self.picking.pick(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.picking.play_picked()
        elif event.modifiers() & _COMMAND_MODIFIERS or \
                not self.gestures.press_key(event.text()):  # C closes the talon …
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
        self.open_maximised = placement.place(
            self, self.settings.window_geometry if storage is not None else "")
        self.controller = Controller(storage, self.settings.deck_style, self.settings.back,
                                     self.settings.felt, self.settings.speed_factor)
        # The parts of the table, each connected to directly (ui/play/controller.py).
        self.flow, self.turns = self.controller.flow, self.controller.turns
        self.gestures, self.hints = self.controller.gestures, self.controller.hints
        self.picking, self.computers = self.controller.picking, self.controller.computers
        self.ending, self.looks = self.controller.ending, self.controller.looks
        self.looks.follow(self.settings)  # the trick's display, the card size …
        self.game_id = ""
        self.announcements: list[str] = []  # the computers' moves told to a screen reader
        self.save_settings_enabled = True  # off for runs with command-line overrides
        self._maximised_before_full = False  # F11 goes back to a maximised window
        # Nothing kept here yet (no settings, no game, not even a damaged file): the start
        # screen shows the games instead of a table.
        self.first_start = storage is not None and not any(
            p.exists() for folder in (storage.config_dir, storage.data_dir)
            for p in (folder.glob("*") if folder.is_dir() else ()))
        self.archive = Archive(storage.data_dir / FOLDER) if storage is not None else None
        self.start_screen: StartScreen | None = None  # made when first shown
        self.deck_override = ""  # a deck for every game of this run (--deck)
        self._told_choices: set[str] = set()  # games whose unusable last choices were told
        self.replayed: int | None = None  # a deal's number played again with its dealer
        self._build_widgets()
        self.history = History(self)  # the statistics kept, reviews, past games, records
        self.statistics = self.history.statistics
        self._add_sound_and_banner()
        self._build_menus()
        self._connect()
        self.deal_again = DealAgain(self)  # after _connect: its words on the panel go last
        self.log_panel = follow.attach_follow(self.controller, self.view, self.side)
        self.focus_chain = FocusChain(self)  # Tab: table, panels' buttons, side panel
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
        self.view = TableView(self.picking, self.gestures, central)
        left.addWidget(self.view, 1)
        self.action_bar = ActionBar(central)
        self.action_bar.pressed.connect(self.gestures.press_button)
        left.addWidget(self.action_bar)
        row.addLayout(left, 1)
        self.side = SidePanel(central)
        row.addWidget(self.side)
        # The panel's parts, as the window's parts and tests know them.
        self.deal_label, self.score_label = self.side.deal_label, self.side.score_label
        self.hint_button, self.sheet = self.side.hint_button, self.side.sheet
        self.sheet_hint = self.side.sheet_hint
        self.hint_button.clicked.connect(lambda: self.hints.request_hint())
        self.setCentralWidget(central)
        self.status_label = QLabel("")  # the welcome, in retranslate
        self.statusBar().addWidget(self.status_label, 1)
        self.cover = HandoverCover(self.view)
        self.question = QuestionPanel(self.view)
        self.summary = DealSummaryPanel(self.view)
        self.choice = ChoicePanel(self.view)
        self.choice.placer = self._clear_spot
        for panel in (self.question, self.summary):
            panel.word_placer = self._clear_of_words
        self.resume_panel = ResumePanel(self.view)
        self.view.key_filter = self.handle_key

    def _clear_of_words(self, size: QSize, x_share: float, y_share: float
                        ) -> tuple[QPoint, float] | None:
        """Where a panel that tells (the deal's summary, a question) covers none of the
        table's words."""
        return self._clear_spot(size, x_share, y_share, words=True)

    def _clear_spot(self, size: QSize, x_share: float, y_share: float, words: bool = False
                    ) -> tuple[QPoint, float] | None:
        """Where a panel of ``size`` covers no plate, the board or your hand (the view's
        coordinates), nearest the shares of the table it asks for; and how much it covers
        (``TableScene.clear_spot``)."""
        scene = self.view.table_scene()
        if scene is None:
            return None
        vp = self.view.viewport()
        prefer = self.view.mapToScene(QPoint(round(vp.width() * x_share),
                                             round(vp.height() * y_share)))
        spot, covers = scene.clear_spot(size.width(), size.height(), prefer, words)
        return vp.mapTo(self.view, self.view.mapFromScene(spot)), covers

    def _build_menus(self) -> None:
        self.menus = Menus(self, {
            "new": self.new_game_dialog, "choose": self.show_start_screen,
            "number": self.play_deal_number, "undo": self.undo_move,
            "again": lambda: self.deal_again.ask(),
            "last_trick": self.gestures.toggle_last_trick, "hint": self.hints.request_hint,
            "review": lambda: self.review_this_match(), "past": self.show_past_games,
            "export": self.export_last_deal, "import": self.import_record,
            "settings": self.show_settings, "full_screen": self.toggle_full_screen,
            "statistics": self.show_statistics,
            "quit": self.close, "rules": self.show_rules, "keys": self.show_shortcuts,
            "about": self.show_about}, learn=lambda g: learn_game(self, g))
        self.game_menu = self.menus.game
        self.undo_action, self.hint_action = self.menus["undo"], self.menus["hint"]
        self.full_screen_action = self.menus["full_screen"]

    def retranslate(self) -> None:
        """Every word of the window and the table in the app's language (at a switch too)."""
        self.menus.retranslate()
        if self.flow.match is None:  # nothing on the table yet: the welcome
            self.status_label.setText(words("window", "Welcome. Game ▸ New game… (Ctrl+N) "
                                            "to start."))
        self.side.retranslate()
        self.status_label.setAccessibleName(words("window", "Status"))
        self.view.setAccessibleName(words("window", "Card table"))
        self.controller.retranslate()
        match = self.flow.match
        self.setWindowTitle(words("window", "{game} — cardtable").format(
            game=game_name(match.info)) if match is not None else "cardtable")
        if self.flow.adapter is not None:
            self.summary.deal_word = self.flow.adapter.deal_word.lower()
        if self.resume_panel.isVisible() and self.flow.session is not None:
            self.resume_panel.ask(self.resume_words(self.flow.session))
        self.side.fit()  # the sheet's headings in the new language

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def focusNextPrevChild(self, next: bool) -> bool:
        return self.focus_chain.step(next)

    def _connect(self) -> None:
        flow, turns, hints, picking = self.flow, self.turns, self.hints, self.picking
        flow.scene_changed.connect(self._on_scene)
        flow.status_changed.connect(self.status_label.setText)
        turns.buttons_changed.connect(self.action_bar.set_buttons)
        turns.choice_changed.connect(self.choice.offer)
        self.choice.chosen.connect(self.gestures.press_button)
        flow.question_asked.connect(self.question.ask)
        flow.question_closed.connect(self.question.hide)
        turns.handover_needed.connect(self.cover.show_for)
        self.ending.deal_ending.connect(self._on_deal_ending)
        self.ending.deal_room.connect(lambda _end: self.summary.find_room())
        self.ending.deal_shown.connect(self._on_deal_shown)
        flow.deal_started.connect(self._on_deal_started)
        flow.problem.connect(self.show_problem)
        turns.can_act.connect(self.hint_button.setEnabled)
        turns.can_act.connect(self.hint_action.setEnabled)
        turns.undo_available.connect(self.undo_action.setEnabled)
        hints.choice_hint.connect(self.choice.show_hint)
        self.computers.announced.connect(self._announce)
        picking.focus_words.connect(self._focus_words)
        picking.picked_button.connect(self._mark_button)
        for done in (self.question.answered, self.cover.confirmed, self.summary.next_deal):
            done.connect(lambda *_: self.view.setFocus())  # the keys go back to the table
        self.question.answered.connect(self.gestures.answer)
        self.cover.confirmed.connect(turns.confirm_handover)
        # The next deal in the event loop's next turn: the table under the summary is drawn
        # first (with the deal's start, one turn of 8-9 ms); not once the table is gone.
        self.summary.next_deal.connect(lambda: QTimer.singleShot(0, flow, flow.next_deal))
        self.summary.end_session.connect(lambda: end_asking(self))
        self.summary.new_game.connect(self.new_game_dialog)
        self.summary.review.connect(self.review_this_match)
        self.summary.analyse.connect(lambda: (w := self.review_this_match()) and w.analyse())
        self.resume_panel.resume.connect(lambda: self.flow.hold(False))
        self.resume_panel.new_game.connect(self.start_last_game)

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keys on the table go to the panel over it first: Enter presses Next deal,
        Resume or the handover's button, Y/N answer a question, Escape puts the last trick
        away. True if one took the key."""
        panels = (self.start_screen, self.resume_panel, self.cover, self.question, self.summary)
        for panel in panels:
            if panel is not None and panel.isVisible() and panel.take_key(event):
                return True
        return event.key() == Qt.Key.Key_Escape and self.gestures.hide_last_trick()

    # --- games ------------------------------------------------------------------------------
    def start_game(self, game_id: str, options: Any = None, seats: list[SeatConfig] | None = None,
                   seed: int | None = None, deal_seed: int | None = None,
                   start: Start | None = None) -> None:
        """Start a match programmatically (the dialog, the demo, tests and the self-test);
        ``deal_seed`` deals its first deal from that number; ``start``: from that position
        (balances, chips on the table) instead of the standard start."""
        info = get_game(game_id)
        options = info.default_options() if options is None else options
        seats = seats or [SeatConfig(default_name(i), i == 0)
                          for i in range(info.default_seats)]
        self._hide_overlays()
        self.game_id = game_id
        self._fit_deck(info, options, len(seats))
        self.flow.start(game_id, options, seats, seed, deal_seed, start)

    def resume_match(self, match: Match[Any], seats: list[SeatConfig],
                     players: dict[int, Any] | None = None) -> None:
        self.resume_session(Session(match, seats), players)

    def resume_session(self, session: Session, players: dict[int, Any] | None = None,
                       held: bool = False, between: bool = False) -> None:
        """Show a session already under way (resumed, or played ahead by the demo); ``held``:
        nobody acts until the flow's hold is let go; ``between``: between deals, as it is."""
        self._hide_overlays()
        self.game_id = session.info.id
        self._fit_deck(session.info, session.match.options, session.match.num_seats)
        self.flow.take(session, players, held=held, between=between)

    def _fit_deck(self, info: Any, options: Any, seats: int) -> None:
        style = self.deck_override or deck_for(info, self.settings)
        if not deck_fits(style, info, options, seats):
            style = "french"  # the German pack has no 2–6: use the French cards for this game
        self.looks.set_art(style, self.settings.back)

    def _hide_overlays(self) -> None:
        for w in (self.cover, self.question, self.summary, self.choice, self.resume_panel,
                  self.start_screen):
            if w is not None:
                w.hide()

    def _on_scene(self, scene: TableScene) -> None:
        self.side.show()
        match = self.flow.match
        if match is not None:
            self.setWindowTitle(words("window", "{game} — cardtable").format(
                game=game_name(match.info)))
        self.view.setScene(scene)
        if self.flow.adapter is not None:
            self.summary.deal_word = self.flow.adapter.deal_word.lower()
        model, adapter = self.flow.model, self.flow.adapter
        self.side.follow(model, self.flow.score_sheet,  # the side panel observes the table
                         adapter.deal_word if adapter is not None else "Deal")
        if model is not None:  # and so does the end-of-deal panel
            self.summary.follow(model.deal_end)
        central = self.centralWidget()
        row = central.layout() if central is not None else None
        if row is not None:
            row.activate()  # the table's size now, before the deal's motion
        self.view.fit_scene()
        self.view.setFocus()

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
            mark_picked(b, picked)
            if picked:
                access.announce(self.view, b.text())

    def action_buttons(self) -> list[QPushButton]:
        """The buttons of the person's choices now: the row below the table, then the choice
        panel on it (the bids, Keep / Take next, Blind nil)."""
        return [w for w in self.action_bar.findChildren(QPushButton) + self.choice.buttons
                if w.objectName().startswith("action:") and not w.isHidden()]

    # --- menus ------------------------------------------------------------------------------
    def new_game_dialog(self, game_id: str | None = None) -> NewGameDialog:
        """The new-game dialog, open over the table; OK starts the game (after asking, if a
        game is in progress)."""
        from cardtable.ui.app.new_game import NewGameDialog

        dialog = NewGameDialog(self.settings, self, game_id if isinstance(game_id, str) else None)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._start_from(dialog))
        dialog.rejected.connect(self._nothing_chosen)
        dialog.open()
        return dialog

    def _start_from(self, dialog: NewGameDialog) -> None:
        try:
            options, seats = dialog.options(), dialog.seats()
            dialog.info.check_seats(len(seats), options)  # Spades in pairs: 4 or 6 …
            start = dialog.start_position()
        except ValueError as exc:
            self.show_problem(str(exc))
            return
        dialog.remember()
        self._save_settings()
        game_id = dialog.info.id
        self.confirm_abandon(lambda: self.start_game(game_id, options, seats, start=start),
                             self._nothing_chosen)

    def _nothing_chosen(self) -> None:
        """A choice was cancelled: with no game on the table, the games are offered again;
        else the game goes on (unless the resume question still stands over it)."""
        if self.flow.session is None:
            self.show_start_screen()
        elif not self.resume_panel.isVisible() and self.flow.held:
            self.flow.hold(False)

    def start_last_game(self) -> None:
        """The game chosen last time, with its options and seats (or Schnapsen)."""
        self.start_saved_choices(self.settings.last_game)

    def start_saved_choices(self, game_id: str) -> None:
        """``game_id`` with the options and seats chosen for it last time (or its defaults,
        you against the computer); what of them this version cannot use (a newer version's
        game, level, deck or option) gives way to the default and is told, once a run."""
        choice = last_choice(self.settings.last_choices, game_id)
        self.settings.last_game = choice.info.id
        if choice.unused and game_id not in self._told_choices:
            self._told_choices.add(game_id)
            self.show_problem(words("window", "Not all of the last choices can be used: "
                                    "{what}. The defaults apply; the settings file keeps "
                                    "the choices as they were.").format(
                what="; ".join(choice.unused)))
        seats = choice.seats and [SeatConfig(named_now(s.name), s.human, s.level)
                                  for s in choice.seats]  # last time's "You" in today's words
        self.start_game(choice.info.id, choice.options, seats)

    def show_rules(self) -> RulesDialog:
        game_id = self.game_id or self.settings.last_game
        try:
            title = game_name(get_game(game_id))
        except RecordError:
            title = game_id
        from cardtable.ui.app.rules_dialog import RulesDialog

        asking = self.start_screen is not None and self.start_screen.isVisible()
        dialog = RulesDialog(game_id, title, self, ask_game=asking)  # from the start screen
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_settings(self) -> SettingsDialog:
        """The settings, open beside the table (changes show at once, mid-deal)."""
        from cardtable.ui.app.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.deck.blockSignals(True)  # the deck of the table on the screen
        dialog.deck.setCurrentIndex(max(0, dialog.deck.findData(self.flow.style)))
        dialog.deck.blockSignals(False)
        dialog.changed.connect(self.apply_settings)
        dialog.finished.connect(lambda _r: self._save_settings())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def apply_settings(self) -> None:
        """Language, text size, deck, back, speed, felt and card size take effect at once,
        mid-deal too."""
        s = self.settings
        if i18n.chosen_language(s.language) != i18n.current_language():
            i18n.set_language(i18n.chosen_language(s.language))  # every window rewords
        access.set_large_text(self, s.large_text)
        self._apply_sound_settings()
        self.looks.follow(s)
        match = self.flow.match
        if match is not None:  # the deck chosen here is this game's from now on
            self.settings.last_choices.setdefault(match.info.id, {})["deck"] = s.deck_style
            self.deck_override = ""
            self._fit_deck(match.info, match.options, match.num_seats)
        else:
            self.looks.set_art(s.deck_style, s.back)

    def toggle_full_screen(self) -> None:
        """F11: the table fills the screen, or goes back to the window it was."""
        if self.isFullScreen() and self._maximised_before_full:
            self.showMaximized()
        elif self.isFullScreen():
            self.showNormal()
        else:
            self._maximised_before_full = self.isMaximized()
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def _save_settings(self) -> None:
        if self.storage is not None and self.save_settings_enabled:
            try:
                self.storage.save_settings(self.settings)
            except OSError as exc:
                self.show_problem(words("window", "The settings could not be saved: {why}")
                                  .format(why=exc))

    def show_problem(self, text: str) -> None:
        self.status_label.setText(text.splitlines()[0])
        box = QMessageBox(QMessageBox.Icon.Warning, "cardtable", text,
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # never blocks the table

    # --- sound and the banner of a Bummerl or match won ---------------------------------------
    def _add_sound_and_banner(self) -> None:
        """The table's sounds, and the banner of a Bummerl or a match won."""
        self.sounds = SoundBoard(self.settings.sound_volume, self.settings.sound_muted, self)
        self.flow.sound.connect(self.sounds.play)
        self.turns.turn_ready.connect(lambda _seat: self.sounds.prepare())
        self.ending.deal_over.connect(lambda *_: self.sounds.prepare())
        self.outcome = OutcomeBanner(self.view, self.summary)
        self.ending.outcome.connect(self.outcome.show_outcome)
        self.flow.scene_changed.connect(lambda _scene: self.outcome.hide())
        self.summary.next_deal.connect(self.outcome.hide)
        self.summary.new_game.connect(self.outcome.hide)

    def _apply_sound_settings(self) -> None:
        s, board = self.settings, self.sounds
        if (s.sound_volume, s.sound_muted) != (board.volume, board.muted):
            board.set_level(s.sound_volume, s.sound_muted)
            board.play("play")  # the new volume, heard

    # --- start-up ---------------------------------------------------------------------------
    def start_up(self) -> None:
        """A person's start: tidy the folders, say what could not be read, then offer to
        resume the game in progress or start the last game. Whatever file is damaged, the
        table opens."""
        if self.storage is not None:
            self.storage.remove_stale_temp_files()
        self.report_storage_problems()
        if self.offer_resume():
            return
        if self.first_start:
            self.show_start_screen()
        else:
            self.start_last_game()

    def report_storage_problems(self) -> None:
        """What the files said (one damaged or newer, a past game not kept), in one message."""
        for told in (self.storage.problems if self.storage else [],
                     self.archive.errors if self.archive else []):
            if told:
                self.show_problem("\n".join(told))
                told.clear()

    def offer_resume(self) -> bool:
        """If a game was in progress, show it on the table, held, with the question whether
        to resume it over it (naming the game and the score); True if there was one. Resume
        lets the game go on; New game starts the last game afresh."""
        if self.storage is None:
            return False
        session = resume(self.storage)
        self.report_storage_problems()
        if session is None:
            return False
        self.resume_session(session, held=True)
        self.resume_panel.ask(self.resume_words(session))
        return True

    def resume_words(self, session: Session) -> str:
        """"Your game of Schnapsen against Anna, deal 4. Game points to go: …"."""
        c = self.flow
        me = c.humans[0] if len(c.humans) == 1 else None
        others = [c.seat_name(i) for i in range(len(session.seats)) if i != me]
        who = listed(others)
        game = words("games", session.info.name)
        first = words("window", "Your game of {game} against {who}, deal {n}.") if me is not None \
            else words("window", "The game of {game} of {who}, deal {n}.")
        text = first.format(game=game, who=who, n=session.deal_number)
        if c.adapter is not None:
            text += "\n" + c.adapter.standing_words(session.match)
        return text

    # --- flow around the games ----------------------------------------------------------------
    def game_in_progress(self) -> bool:
        """A game someone would be sorry to lose: a deal finished, or a person has moved."""
        session = self.deal_again.match or self.flow.session  # a match waiting behind one
        if session is None or session.match.is_over():
            return False
        return bool(session.match.results) or any(session.is_human(step.seat)
                                                   for step in session.log)

    def confirm_abandon(self, then: Callable[[], None],
                        otherwise: Callable[[], None] | None = None) -> QMessageBox | None:
        """Before a new game replaces one in progress, ask (naming the game and its score);
        ``then`` runs at once if nothing would be lost, or once the person agrees."""
        if not self.game_in_progress():
            then()
            return None
        session, adapter = self.deal_again.match or self.flow.session, self.flow.adapter
        assert session is not None and adapter is not None
        text = words("window", "Abandon your game of {game}? It cannot be resumed later.")\
            .format(game=words("games", session.info.name))
        box = QMessageBox(QMessageBox.Icon.Question, words("window", "Abandon the game?"),
                          text + "\n" + adapter.standing_words(session.match),
                          QMessageBox.StandardButton.NoButton, self)
        abandon = box.addButton(words("window", "Abandon it"),
                                QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(words("window", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(button: Any) -> None:
            if button is abandon:
                then()
            elif otherwise is not None:
                otherwise()

        box.buttonClicked.connect(answered)
        box.open()
        return box

    def show_start_screen(self) -> StartScreen:
        """The games, each with its picture: Play starts it against the computer."""
        from cardtable.ui.app.start import StartScreen

        if self.start_screen is None:
            self.start_screen = StartScreen(self.view, can_close=True)
            self.start_screen.play.connect(
                lambda g: self.confirm_abandon(lambda: self.start_saved_choices(g),
                                               self._back_to_table))
            self.start_screen.options.connect(self.new_game_dialog)
            self.start_screen.learn.connect(lambda g: learn_game(self, g))
            self.start_screen.closed.connect(self._back_to_table)
            self.start_screen.past.connect(self.show_past_games)
        playing = self.flow.session is not None
        self.start_screen.close_button.setVisible(playing)
        self.start_screen.past_button.setVisible(self.archive is not None
                                                 and self.archive.has_games())
        self.side.setVisible(playing)  # no score to show before the first game
        self.flow.hold(True)
        self.start_screen.popup()
        self.status_label.setText(words("window", "Choose a game: Play starts it against the "
                                                  "computer, Options… lets you choose the "
                                                  "rules and the players."))
        return self.start_screen

    def _back_to_table(self) -> None:
        if self.flow.session is None:
            self.show_start_screen()
        else:
            self.flow.hold(False)

    def play_deal_number(self) -> DealNumberDialog:
        """Play deal number …: this game (or the last one) again, from that deal."""
        from cardtable.ui.app.deal_number import DealNumberDialog

        session = self.flow.session
        dialog = DealNumberDialog(self, session.deal_seed if session is not None else None)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: play_number(self, dialog.value()))
        dialog.open()
        return dialog

    def undo_move(self) -> None:
        """Ctrl+Z: against the computer at once; at a table of several people only if every
        one of them agrees."""
        c, flow = self.turns, self.flow
        if not c.can_undo():
            return
        if not flow.hot_seat:
            c.undo()
            return
        question = words("window", "Take back {name}'s last move? At a table of several "
                                   "people a move is taken back only if everybody agrees.")\
            .format(name=c.undo_whose())
        from cardtable.ui.app.agree_dialog import AgreeDialog

        dialog = AgreeDialog(question, [flow.seat_name(s) for s in flow.humans], self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(c.undo)
        dialog.open()

    def _on_deal_started(self, number: int, seed: int | None) -> None:
        self.summary.hide()  # whoever started the deal, the last one's panel goes
        self.side.show_deal(number, seed, replayed=seed == self.replayed)

    def _on_deal_ending(self, end: DealEnd) -> None:
        self._summary_buttons()
        self.summary.prepare(end.text, end.match_over, end.seed)

    def _summary_buttons(self) -> None:
        self.summary.can_end = self.ending.can_end_session()
        self.summary.analyse_button.setVisible(bool(self.flow.humans))  # whose play, else?

    def _on_deal_shown(self, end: DealEnd) -> None:
        self._summary_buttons()
        self.summary.show_summary(end.text, end.match_over, end.seed)
        if self.archive is not None and self.flow.session is not None:
            self.report_storage_problems()  # a past game the last deal could not keep
            self.archive.keep(self.flow.session)

    # --- reviews, past games, records, statistics (ui/app/history.py) -------------------------
    def review_this_match(self, start: int = -1) -> ReviewWindow | None:
        return self.history.review_this_match(start)

    def review_deals(self, records: Sequence[DealRecord], names: Sequence[str], title: str,
                     start: int = -1, bottom: int = 0,
                     people: Sequence[int] = ()) -> ReviewWindow | None:
        return self.history.review_deals(records, names, title, start, bottom, people)

    def show_past_games(self) -> PastGamesDialog | None:
        return self.history.show_past_games()

    def review_file(self, path: Path) -> ReviewWindow | None:
        return self.history.review_file(path)

    def import_record(self) -> ReviewWindow | None:
        return self.history.import_record()

    def export_last_deal(self) -> Path | None:
        return self.history.export_last_deal()

    def show_statistics(self) -> StatisticsWindow:
        return self.history.show_statistics()

    # --- help ---------------------------------------------------------------------------------
    def show_shortcuts(self) -> Any:
        from cardtable.ui.app.help import ShortcutsDialog, shortcuts_html

        def html() -> str:
            adapter = self.flow.adapter
            session = self.flow.session
            game = words("games", session.info.name) if session is not None else ""
            return shortcuts_html(self.actions(), adapter.key_help() if adapter else (), game)

        dialog = ShortcutsDialog(html, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_about(self) -> QMessageBox:
        from cardtable.ui.app.help import about_text

        box = QMessageBox(QMessageBox.Icon.NoIcon, words("window", "About cardtable"),
                          about_text(), QMessageBox.StandardButton.Ok, self)
        box.setIconPixmap(self.windowIcon().pixmap(64, 64))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def closeEvent(self, event: Any) -> None:
        self.flow.stop()
        self.settings.window_geometry = placement.kept_text(self)
        self._save_settings()
        if self.archive is not None:
            self.archive.flush()
        if self.statistics is not None:
            self.statistics.close()  # what is still being written, written
        super().closeEvent(event)


def build_main_window(settings: Settings | None = None,
                      storage: Storage | None = None) -> MainWindow:
    """The app's window (the QApplication must exist). Tests pass their own settings.

    What exists once it is built (modules, classes, Qt's wrappers: ~30,000 objects) lives as
    long as the app, so Python's cycle collector is told to leave it be (``gc.freeze``): a
    full collection, which comes now and then as a game goes on, then walks only what the
    games made since (~1 ms instead of ~9 ms in the middle of motion). Freed pictures go
    back to the system (:func:`cardtable.memory.return_large_blocks`)."""
    return_large_blocks()
    bindings.make_ahead()
    window = MainWindow(storage, settings)
    if not gc.get_freeze_count():  # once a process: a second window's own objects can go
        gc.freeze()
    return window
