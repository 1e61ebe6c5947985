"""Dialogs: a new game (built from the game registry and each game's option schema, with
its start position in a chip game), the settings, the rules of the game, a numbered deal,
and the agreement of everybody at a hot-seat table to take a move back.

Nothing in them changes by the mouse wheel: a wheel turned over a choice or a number scrolls
the dialog instead (a rule once changed silently while the person scrolled past it). Names
are people's words (``setting_words``, ``preset_words``, ``choice_words``); the ids stay in
the items' data.
"""

from __future__ import annotations

from dataclasses import asdict, replace
from typing import Any

from PySide6.QtCore import QEvent, QRect, QRegularExpression, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QGuiApplication,
    QRegularExpressionValidator,
    QShowEvent,
    QTextCursor,
    QTextDocument,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cardtable import art
from cardtable.ai import level_description as level_english
from cardtable.ai import levels
from cardtable.engine import CardtableError, GameInfo, OptionSpec, RecordError, Start, new_match
from cardtable.engine.match import SESSION_FIELDS, ChipMatch
from cardtable.engine.start import MAX_START
from cardtable.games import playable_games as games
from cardtable.session import SeatConfig
from cardtable.storage import (
    ANIMATION_SPEEDS,
    CARD_SIZES,
    FELT_THEMES,
    TRICK_DISPLAYS,
    Settings,
)
from cardtable.ui.app.follow import FollowControls
from cardtable.ui.app.sound import SoundControls
from cardtable.ui.games import adapter_for
from cardtable.ui.table.board import compartment_name
from cardtable.ui.words import i18n
from cardtable.ui.words.naming import (
    DEFAULT_NAMES,
    deck_for,
    default_name,
    game_name,
    named_now,
    preset_words,
    setting_words,
)
from cardtable.ui.words.rules import (
    FALLBACK,
    LANGUAGES,
    differences,
    differences_text,
    option_section,
    rules_page,
)
from cardtable.ui.words.text import words

CUSTOM = "custom"  # the preset combo's id for options that are no preset
OPTIONS_HINT_HEIGHT = 180  # the rules options ask for this much and scroll beyond it …
OPTIONS_MIN_HEIGHT = 120  # … and never shrink below this (they grow with the dialog) …
OPTIONS_LEAST_HEIGHT = 60  # … but on a screen too low for it and the seats
MAX_DEAL_NUMBER = (1 << 64) - 1


def rules_text(game_id: str, language: str = FALLBACK, option: str | None = None) -> str:
    """The rules page of a game in a language (English where that page is missing); with
    ``option``, only the section that explains that option (the English one where the
    language's page lacks it; the whole page where no page has it)."""
    page = rules_page(game_id, language)
    if option is None:
        return page
    return (option_section(page, option) or option_section(rules_page(game_id), option)
            or page)


def system_language() -> str:
    """The language of the rules pages: the app's (English if we have none)."""
    return i18n.current_language()


def screen_room(widget: QWidget) -> QRect:
    """The free area of the screen a window is on (no task bar nor dock)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 640)


def level_description(game_id: str, level: str) -> str:
    """What a level does in that game, in the app's language."""
    english = level_english(game_id, level)
    return words("levels", english) if english else ""


class RulesDialog(QDialog):
    """The rules of a game, in any language of the pages (a switch at the top), opened at an
    option's section when one is named. Given the options being played and their preset,
    it first quotes the sections of the options that differ from the preset. With
    ``ask_game`` (from the start screen, where no game is chosen yet) it asks which game's
    rules to show, in a switch above the language's."""

    def __init__(self, game_id: str, title: str, parent: QWidget | None = None,
                 language: str | None = None, option: str | None = None,
                 options: Any = None, preset: Any = None, ask_game: bool = False) -> None:
        super().__init__(parent)
        self.game_id, self.option = game_id, option
        self.changed = differences(options, preset) if options is not None else []
        self.setWindowTitle(words("dialogs", "Rules of {game}").format(game=title))
        self.resize(640, 660)
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game: QComboBox | None = None
        if ask_game:
            self.game = choice_box([(game_name(g), g.id) for g in games()], game_id)
            top.addRow(words("dialogs", "Which game's rules?"), self.game)
            self.game.currentIndexChanged.connect(self._game_chosen)
        self.language = QComboBox(self)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(language or
                                                                    system_language())))
        top.addRow(words("dialogs", "Language"), self.language)
        layout.addLayout(top)
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(True)
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.language.currentIndexChanged.connect(self._show_page)
        self._show_page()

    @property
    def page_language(self) -> str:
        return str(self.language.currentData())

    def _game_chosen(self) -> None:
        assert self.game is not None
        self.game_id = str(self.game.currentData())
        self.setWindowTitle(words("dialogs", "Rules of {game}").format(
            game=self.game.currentText()))
        self._show_page()

    def _show_page(self) -> None:
        language = self.page_language
        page = rules_page(self.game_id, language)
        quoted = differences_text(page, self.changed, language)
        if quoted:  # under the page's title
            title, _, rest = page.partition("\n")
            page = f"{title}\n\n{quoted}\n{rest}"
        self.browser.setMarkdown(page)
        _space_headings(self.browser.document())
        self.scroll_to_option()

    def scroll_to_option(self) -> None:
        """Show the option's section at the top (the page's top when no option is named)."""
        if self.option:
            self.browser.scrollToAnchor(self.option)
        else:
            self.browser.verticalScrollBar().setValue(0)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.scroll_to_option()  # the page is laid out only now


def _space_headings(doc: QTextDocument) -> None:
    """Some room above each heading (Qt's Markdown reader gives headings none)."""
    cursor = QTextCursor(doc)
    block = doc.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if level > 1:
            cursor.setPosition(block.position())
            fmt = block.blockFormat()
            fmt.setTopMargin(14 if level == 2 else 10)
            fmt.setBottomMargin(4)
            cursor.setBlockFormat(fmt)
        block = block.next()


class Choice(QComboBox):
    """A drop-down list that the mouse wheel never changes: the wheel scrolls what holds it."""

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.ignore()


class Number(QSpinBox):
    """A number field that the mouse wheel never changes."""

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.ignore()


def choice_box(items: list[tuple[str, object]], current: object = None) -> Choice:
    """A wheel-proof drop-down of (words, id) items, ``current`` chosen by its id."""
    box = Choice()
    for text, data in items:
        box.addItem(text, data)
    found = box.findData(current)
    if found >= 0:
        box.setCurrentIndex(found)
    return box


class SettingsDialog(QDialog):
    """Every change applies at once (the deck switches live, mid-deal)."""

    changed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.form = form = QFormLayout(self)
        self.language = Choice(self)
        self.language.addItem("", "")  # follow the system
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.deck = _combo(art.DECK_STYLES, settings.deck_style)
        self.back = _combo(art.BACKS, settings.back)
        self.speed = _combo(tuple(ANIMATION_SPEEDS), settings.animation_speed)
        self.felt = _combo(FELT_THEMES, settings.felt)
        self.trick = _combo(TRICK_DISPLAYS, settings.trick_display)
        self.card_size = _combo(tuple(CARD_SIZES), settings.card_size)
        self.large_text = QCheckBox(self)
        self.large_text.setChecked(settings.large_text)
        self.sound = SoundControls(settings, self)
        self.sound.changed.connect(self.changed)
        self.labels: list[QLabel] = []
        for widget in (self.language, self.deck, self.back, self.speed, self.felt, self.trick,
                       self.card_size, self.large_text, self.sound):
            label = QLabel(self)
            label.setBuddy(widget)
            self.labels.append(label)
            form.addRow(label, widget)
        for combo in (self.language, self.deck, self.back, self.speed, self.felt, self.trick,
                      self.card_size):
            combo.currentIndexChanged.connect(self._apply)
        self.large_text.toggled.connect(self._apply)
        self.follow = FollowControls(settings, self)  # the computers' pace, the pauses
        self.follow.changed.connect(self.changed)
        form.addRow(self.follow)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.accept)
        form.addRow(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the dialog in the app's language (again, after a switch)."""
        self.setWindowTitle(words("dialogs", "Settings"))
        labels = (words("dialogs", "Language"), words("dialogs", "Deck"),
                  words("dialogs", "Card back"), words("dialogs", "Animation speed"),
                  words("dialogs", "Table felt"), words("dialogs", "A finished trick stays"),
                  words("dialogs", "Card size"), "", words("dialogs", "Sound"))
        for label, text in zip(self.labels, labels, strict=True):
            label.setText(text)
        self.language.setItemText(0, words("dialogs", "As the system ({language})").format(
            language=LANGUAGES[i18n.system_language()]))
        for combo in (self.deck, self.back, self.speed, self.felt, self.trick, self.card_size):
            _word_items(combo)
        self.trick.setToolTip(words("dialogs", "How long a finished trick stays on the table "
                                               "before it goes to its winner (T shows the last "
                                               "trick again at any time)"))
        self.large_text.setText(words("dialogs", "Large text"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _apply(self) -> None:
        s = self.settings
        s.language = str(self.language.currentData())
        s.deck_style, s.back = str(self.deck.currentData()), str(self.back.currentData())
        s.animation_speed, s.felt = str(self.speed.currentData()), str(self.felt.currentData())
        s.trick_display = str(self.trick.currentData())
        s.card_size = str(self.card_size.currentData())
        s.large_text = self.large_text.isChecked()
        self.changed.emit()


class _OptionsArea(QScrollArea):
    """The rules options: they ask for a moderate height (the dialog fits a 640 px screen
    whatever the game), scroll beyond it, and take whatever height the dialog is given."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        inner = self.widget()
        need = inner.sizeHint().height() + 2 if inner is not None else hint.height()
        return QSize(hint.width(), min(need, OPTIONS_HINT_HEIGHT))


class NewGameDialog(QDialog):
    """Game, preset, each option, each seat (name, human or computer, level), deck style,
    and in a chip game the start position.

    The preset reads "Custom" as soon as the options are no preset (and a preset's name again
    when they are set back to it). The start position ("bring last week's pot") is a group
    that opens when ticked: each seat's balance, and the chips already lying in each place a
    start may hold (the Tippen pot, each Poch compartment); unticked, the game starts as
    usual. It is not remembered: each new game starts as usual unless told otherwise."""

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 game_id: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(words("dialogs", "New game"))
        self.settings = settings
        self.infos = {g.id: g for g in games()}
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game = choice_box([(game_name(g), g.id) for g in self.infos.values()])
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.preset = Choice()
        self.deck = _combo(art.DECK_STYLES, settings.deck_style)
        self.seat_count = Choice()
        _word_items(self.deck)
        top.addRow(words("dialogs", "Game"), self.game)
        top.addRow("", self.description)
        top.addRow(words("dialogs", "Rules preset"), self.preset)
        top.addRow(words("dialogs", "Players"), self.seat_count)
        top.addRow(words("dialogs", "Deck"), self.deck)
        layout.addLayout(top)
        self.options_box = QGroupBox(words("dialogs", "Rules options"))
        box_layout = QVBoxLayout(self.options_box)
        box_layout.setContentsMargins(4, 4, 4, 4)
        self.options_scroll = _OptionsArea(self.options_box)
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget(self.options_scroll)
        inner_layout = QVBoxLayout(inner)
        inner_layout.setContentsMargins(0, 0, 0, 0)
        self.options_form = QFormLayout()
        inner_layout.addLayout(self.options_form)
        # Below the options, scrolling with them: open, it may need more room than a small
        # screen leaves the dialog.
        self.start_box = QGroupBox(words("dialogs", "Start position"), inner)
        self.start_box.setCheckable(True)
        self.start_box.setChecked(False)
        self.start_box.setToolTip(words(
            "dialogs", "Begin where you left off: each player's chips, and chips already on "
                       "the table"))
        self.start_grid = QGridLayout(self.start_box)
        self.start_box.toggled.connect(self._start_toggled)
        inner_layout.addWidget(self.start_box)
        self.options_scroll.setWidget(inner)
        box_layout.addWidget(self.options_scroll)
        layout.addWidget(self.options_box, 1)  # the part that grows with the dialog
        self.seats_box = QGroupBox(words("dialogs", "Seats"))
        seats_layout = QVBoxLayout(self.seats_box)
        seats_layout.setContentsMargins(4, 4, 4, 4)
        # The seats scroll too, on a screen too low for six of them and the options.
        self.seats_scroll = QScrollArea(self.seats_box)
        self.seats_scroll.setWidgetResizable(True)
        self.seats_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.seats_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        seats_inner = QWidget(self.seats_scroll)
        self.seats_grid = QGridLayout(seats_inner)
        self.seats_grid.setContentsMargins(0, 0, 0, 0)
        self.seats_scroll.setWidget(seats_inner)
        seats_layout.addWidget(self.seats_scroll)
        layout.addWidget(self.seats_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.option_widgets: dict[str, QWidget] = {}
        self.seat_rows: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        self.start_balances: list[QSpinBox] = []
        self.start_places: dict[str, QSpinBox] = {}
        self._start_labels: list[tuple[QLabel, int | str]] = []  # a seat, or a place
        self._start_shape: tuple[Any, ...] | None = None  # what the start rows were built for
        self._setting_options = False  # a preset is being applied: no "Custom" meanwhile
        self.game.currentIndexChanged.connect(self._game_changed)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.seat_count.currentIndexChanged.connect(self._build_seats)
        self.deck.currentIndexChanged.connect(self._name_start_rows)  # Ober, or Queen
        first = self.game.findData(game_id or settings.last_game)
        self.game.setCurrentIndex(max(0, first))
        self._game_changed()

    @property
    def info(self) -> GameInfo[Any]:
        return self.infos[self.game.currentData()]

    # --- building -------------------------------------------------------------------------------
    def _game_changed(self) -> None:
        info = self.info
        last = self.settings.last_choices.get(info.id, {})
        self.description.setText(words("games", info.description))
        self.preset.blockSignals(True)
        self.preset.clear()
        for preset in [*info.presets, CUSTOM]:
            self.preset.addItem(preset_words(info, preset), preset)
        self.preset.blockSignals(False)
        self._build_options(info)
        preset = last.get("preset", info.default_preset or CUSTOM)
        self.deck.setCurrentIndex(max(0, self.deck.findData(deck_for(info, self.settings))))
        if preset == CUSTOM:
            values = last.get("options") or asdict(info.default_options())
        else:
            values = asdict(info.presets.get(preset, info.default_options()))
        self._set_options(values)
        self.seat_count.blockSignals(True)
        self.seat_count.clear()
        for n in info.seat_counts():
            self.seat_count.addItem(str(n), n)
        seats = last.get("seats") or []
        n = len(seats) if len(seats) in info.seat_counts() else info.default_seats
        self.seat_count.setCurrentIndex(max(0, self.seat_count.findData(n)))
        self.seat_count.blockSignals(False)
        self._build_seats(saved=seats)

    def _build_options(self, info: GameInfo[Any]) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        for spec in info.option_specs():
            w = _option_widget(spec)
            w.setToolTip(words("options", spec.help) if spec.help else "")
            w.setAccessibleName(words("options", spec.label))
            self.option_widgets[spec.name] = w
            self.options_form.addRow(words("options", spec.label) if spec.kind != "bool"
                                     else "", w)
            # Shown now, not at the next pass of the event loop: a layout leaves hidden
            # widgets out, and the area would be measured as a thin strip.
            for part in (w, self.options_form.labelForField(w)):
                if part is not None:
                    part.show()
            _on_change(w, self._options_changed)
        self.options_form.activate()
        self._fit_options()
        # Rows added to a dialog already open show only at the next pass of the event loop
        # (until then they do not count): measure again then, or another game chosen in the
        # open dialog gets a strip of one row.
        QTimer.singleShot(0, self, self._fit_options)

    def _fit_options(self) -> None:
        """The options' area: never a thin strip, growing with the dialog; the dialog opens
        as tall as the options need, within the screen. On a screen too low for the
        options' least height and every seat, the seats scroll too (two rows shown at the
        least) and then the options give up some of theirs: OK and Cancel stay on the
        screen."""
        inner, seats = self.options_scroll.widget(), self.seats_scroll.widget()
        assert inner is not None and seats is not None  # set in __init__
        inner.adjustSize()
        need = inner.sizeHint().height() + 2
        self.options_scroll.setMinimumHeight(min(need, OPTIONS_MIN_HEIGHT))
        self.options_scroll.setMinimumWidth(inner.sizeHint().width()
                                            + self.options_scroll.verticalScrollBar()
                                            .sizeHint().width() + 4)
        self.seats_grid.activate()
        seats_need = seats.sizeHint().height()
        self.seats_scroll.setMinimumHeight(seats_need)
        self.seats_scroll.setMinimumWidth(seats.sizeHint().width()
                                          + self.seats_scroll.verticalScrollBar()
                                          .sizeHint().width())
        room = screen_room(self).height() - 60  # the window's frame and title bar
        self._relayout()
        over = self.minimumSizeHint().height() - room
        if over > 0:
            two_rows = min(seats_need, 2 * seats_need // max(1, len(self.seat_rows)))
            self.seats_scroll.setMinimumHeight(max(two_rows, seats_need - over))
            over -= seats_need - self.seats_scroll.minimumHeight()
        if over > 0:
            self.options_scroll.setMinimumHeight(
                max(OPTIONS_LEAST_HEIGHT, self.options_scroll.minimumHeight() - over))
        self._relayout()
        extra = max(0, need - self.options_scroll.sizeHint().height())
        self.resize(self.sizeHint().width(), min(room, self.sizeHint().height() + extra))

    def _relayout(self) -> None:
        """The least heights just set count at once (not at the next pass of the loop)."""
        for box in (self.options_box, self.seats_box, self):
            layout = box.layout()
            assert layout is not None
            layout.invalidate()
            layout.activate()

    def _preset_changed(self, *_: Any) -> None:
        preset = self.info.presets.get(str(self.preset.currentData()))
        if preset is not None:
            self._set_options(asdict(preset))

    def _set_options(self, values: dict[str, Any]) -> None:
        self._setting_options = True
        try:
            for name, value in values.items():
                w = self.option_widgets.get(name)
                if isinstance(w, QCheckBox):
                    w.setChecked(bool(value))
                elif isinstance(w, QSpinBox) and isinstance(value, int):
                    w.setValue(value)
                elif isinstance(w, QComboBox):
                    w.setCurrentIndex(max(0, w.findData(value)))
                elif isinstance(w, QLineEdit):
                    w.setText(str(value))
        finally:
            self._setting_options = False
        self._options_changed()

    def _options_changed(self) -> None:
        """The preset that the options are now, or "Custom"."""
        if self._setting_options:
            return
        try:
            options = self.options()
        except CardtableError:
            options = None  # not a valid set of rules yet: no preset either
        # A session's length and start balance are not rules: a preset stays itself with others.
        session = {f: getattr(options, f) for f in SESSION_FIELDS if hasattr(options, f)}
        found = next((p for p, o in self.info.presets.items()
                      if options is not None and replace(o, **session) == options), CUSTOM)
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(max(0, self.preset.findData(found)))
        self.preset.blockSignals(False)
        self._build_start()

    def _build_seats(self, *_: Any, saved: list[dict[str, Any]] | None = None) -> None:
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            gone = item.widget() if item is not None else None
            if gone is not None:
                gone.deleteLater()
        self.seat_rows = []
        n = int(self.seat_count.currentData() or self.info.default_seats)
        saved = saved or []
        for i in range(n):
            try:
                old = SeatConfig.from_dict(saved[i]) if i < len(saved) else None
            except RecordError:  # a newer version's seat: a level this one does not have
                old = None
            old = old or SeatConfig(default_name(i), i == 0)
            seat_words = words("dialogs", "Seat {n}").format(n=i18n.number(i + 1))
            name = QLineEdit(named_now(old.name))
            name.setAccessibleName(words("dialogs", "{seat}: name").format(seat=seat_words))
            kind = choice_box([(words("dialogs", "Human"), True),
                               (words("dialogs", "Computer"), False)], old.human)
            kind.setAccessibleName(words("dialogs", "{seat}: who plays").format(seat=seat_words))
            offered = levels(self.info.id)
            level = _combo(offered, old.level if old.level in offered else "normal")
            _word_items(level)
            level.setAccessibleName(words("dialogs", "{seat}: level").format(seat=seat_words))
            for k, lv in enumerate(offered):
                level.setItemData(k, level_description(self.info.id, lv),
                                  Qt.ItemDataRole.ToolTipRole)
            level.setToolTip(level_description(self.info.id, str(level.currentData())))
            level.currentIndexChanged.connect(lambda _i, lv=level, g=self.info.id: lv.setToolTip(
                level_description(g, str(lv.currentData()))))
            kind.currentIndexChanged.connect(
                lambda _i, k=kind, lv=level: lv.setEnabled(not k.currentData()))
            level.setEnabled(not old.human)
            for column, part in enumerate((QLabel(seat_words), name, kind, level)):
                self.seats_grid.addWidget(part, i, column)
                part.show()  # now, so that the seats are measured whole (as the options)
            self.seat_rows.append((name, kind, level))
            name.textChanged.connect(self._name_start_rows)
        self._build_start()
        self._fit_options()  # as many seats as the screen has room for

    # --- the start position ---------------------------------------------------------------------
    def _build_start(self) -> None:
        """The start position's rows for this game, its options and seats: a balance per seat
        and a count per place a start may hold chips in; none in a game without chips. Rows
        that stay keep what was typed in them; balances still at the old start balance follow
        a new one."""
        try:
            match = new_match(self.info, self.options(), len(self.seat_rows), 0)
        except CardtableError:
            return  # rules half changed: the rows stay as they are until they are whole again
        if not isinstance(match, ChipMatch):
            self.start_box.setChecked(False)
            self.start_box.hide()
            self._start_shape = None
            return
        self.start_box.show()
        balance, places = match.options.start_balance, match.start_places()
        shape = (self.info.id, len(self.seat_rows), places)
        old_balance = self._start_shape[-1] if self._start_shape is not None else balance
        if self._start_shape is not None and self._start_shape[:-1] == shape:
            for spin in self.start_balances:
                if spin.value() == old_balance:
                    spin.setValue(balance)
            self._start_shape = (*shape, balance)
            return
        same_game = self._start_shape is not None and self._start_shape[0] == self.info.id
        kept = [s.value() for s in self.start_balances] if same_game else []
        kept_places = {n: s.value() for n, s in self.start_places.items()} if same_game else {}
        self._clear_start_rows()
        for seat in range(len(self.seat_rows)):
            value = kept[seat] if seat < len(kept) and kept[seat] != old_balance else balance
            self.start_balances.append(self._start_row(seat, value))
        for name in places:
            self.start_places[name] = self._start_row(name, kept_places.get(name, 0))
        self._start_shape = (*shape, balance)
        self._name_start_rows()
        self._start_toggled(self.start_box.isChecked())

    def _clear_start_rows(self) -> None:
        while self.start_grid.count():
            item = self.start_grid.takeAt(0)
            gone = item.widget() if item is not None else None
            if gone is not None:
                gone.deleteLater()
        self.start_balances, self.start_places, self._start_labels = [], {}, []

    def _start_row(self, what: int | str, value: int) -> QSpinBox:
        """A label and a count, two to a line of the start's grid (the places on a line of
        their own after the seats)."""
        k = len(self._start_labels)
        if isinstance(what, str):
            k += len(self.start_balances) % 2  # the places begin on a new line
        label = QLabel()
        spin = Number()
        spin.setRange(0, MAX_START)
        spin.setValue(value)
        label.setBuddy(spin)
        self.start_grid.addWidget(label, k // 2, (k % 2) * 2)
        self.start_grid.addWidget(spin, k // 2, (k % 2) * 2 + 1)
        self._start_labels.append((label, what))
        return spin

    def _name_start_rows(self, *_: Any) -> None:
        """Each seat's row by the name typed for it, each place by the table's word for it
        (a compartment by the pack on the table: Ober or Queen)."""
        adapter = adapter_for(self.info, [])
        try:
            adapter.options = self.options()
        except CardtableError:
            pass
        german = self.deck.currentData() == "german"
        for label, what in self._start_labels:
            if isinstance(what, int):
                typed = self.seat_rows[what][0].text().strip() if what < len(self.seat_rows) \
                    else ""
                text = typed or words("dialogs", "Seat {n}").format(n=i18n.number(what + 1))
            elif adapter.board:
                text = compartment_name(what, german)
            else:
                text = adapter.place_name(what)
            label.setText(text)
            buddy = label.buddy()
            if buddy is not None:
                buddy.setAccessibleName(words("dialogs", "Start position: {place}")
                                        .format(place=text))

    def _start_toggled(self, on: bool) -> None:
        """Ticked, the group opens (and is scrolled into sight); unticked, it closes to its
        title and the game starts as usual."""
        for spin in (*self.start_balances, *self.start_places.values()):
            spin.setVisible(on)
        for label, _ in self._start_labels:
            label.setVisible(on)
        if on:  # once the rows shown have their room (at the next pass of the event loop)
            QTimer.singleShot(0, self, lambda: self.options_scroll.ensureWidgetVisible(
                self.start_box))

    def start_position(self) -> Start | None:
        """The start position as set, or None for the usual start (the group unticked);
        OptionsError if it does not fit the game as now chosen."""
        if not self.start_box.isChecked() or self.start_box.isHidden():
            return None
        start = Start(tuple(s.value() for s in self.start_balances),
                      {name: s.value() for name, s in self.start_places.items()})
        new_match(self.info, self.options(), len(self.seat_rows), 0, start=start)  # checks it
        return start

    # --- reading ----------------------------------------------------------------------------
    def options(self) -> Any:
        values: dict[str, Any] = {}
        for name, w in self.option_widgets.items():
            if isinstance(w, QCheckBox):
                values[name] = w.isChecked()
            elif isinstance(w, QSpinBox):
                values[name] = w.value()
            elif isinstance(w, QComboBox):
                values[name] = w.currentData()
            elif isinstance(w, QLineEdit):
                values[name] = w.text()
        return self.info.options_from_dict(values)

    def seats(self) -> list[SeatConfig]:
        """The seats as chosen. At a table of several people nobody is called "You" (the
        handover would say "Pass to You"): a seat left with that default name is called by
        its number."""
        people = sum(1 for _, kind, _ in self.seat_rows if kind.currentData())
        you = {DEFAULT_NAMES[0], default_name(0)}
        seats = []
        for i, (name, kind, level) in enumerate(self.seat_rows):
            number = i18n.number(i + 1)
            text = name.text().strip() or words("dialogs", "Seat {n}").format(n=number)
            if people > 1 and text in you:
                text = words("dialogs", "Player {n}").format(n=number)
            seats.append(SeatConfig(text, bool(kind.currentData()), str(level.currentData())))
        return seats

    @property
    def preset_id(self) -> str:
        return str(self.preset.currentData())

    def remember(self) -> None:
        """Keep these choices in the settings for next time."""
        info = self.info
        self.settings.last_game = info.id
        self.settings.deck_style = str(self.deck.currentData())
        self.settings.last_choices[info.id] = {
            "preset": self.preset_id, "options": asdict(self.options()),
            "seats": [asdict(s) for s in self.seats()], "deck": str(self.deck.currentData())}


def _combo(items: tuple[str, ...] | list[str], current: str) -> Choice:
    """A wheel-proof combo box whose items carry their value as data (shown as words by
    _word_items)."""
    box = Choice()
    for item in items:
        box.addItem(item, item)
    if current in items:
        box.setCurrentIndex(list(items).index(current))
    return box


class DealNumberDialog(QDialog):
    """Play deal number …: every deal has a number (its seed); the same number deals the same
    cards. OK only for a whole number a deal can have."""

    def __init__(self, parent: QWidget | None = None, current: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(words("dialogs", "Play deal number"))
        layout = QVBoxLayout(self)
        text = QLabel(words("dialogs", "Every deal has a number: the same number deals the "
                                       "same cards. The end-of-deal panel and the score panel "
                                       "show it. Which deal do you want to play?"), self)
        text.setWordWrap(True)
        layout.addWidget(text)
        self.number = QLineEdit(self)
        self.number.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,20}"),
                                                             self.number))
        self.number.setPlaceholderText(words("dialogs", "a deal number, e.g. 1234"))
        if current is not None:
            self.number.setText(str(current))
        layout.addWidget(self.number)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.number.textChanged.connect(self._check)
        self._check()

    def value(self) -> int | None:
        text = self.number.text().strip()
        if not text.isdigit():
            return None
        n = int(text)
        return n if n <= MAX_DEAL_NUMBER else None

    def _check(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None
        ok.setEnabled(self.value() is not None)


class AgreeDialog(QDialog):
    """At a table of several people a move is taken back only if every one of them agrees:
    each ticks their own box; OK stays off until all have."""

    def __init__(self, question: str, people: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(words("dialogs", "Take a move back?"))
        layout = QVBoxLayout(self)
        text = QLabel(question, self)
        text.setWordWrap(True)
        layout.addWidget(text)
        self.boxes = [QCheckBox(words("dialogs", "{name} agrees").format(name=p), self)
                      for p in people]
        for box in self.boxes:
            layout.addWidget(box)
            box.toggled.connect(self._check)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.ok = QPushButton(words("dialogs", "Take it back"), self)
        self.buttons.addButton(self.ok, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._check()

    def _check(self) -> None:
        self.ok.setEnabled(all(b.isChecked() for b in self.boxes))


def _on_change(w: QWidget, slot: Any) -> None:
    """Call ``slot`` whenever the value of an option's widget changes."""
    if isinstance(w, QCheckBox):
        w.toggled.connect(slot)
    elif isinstance(w, QSpinBox):
        w.valueChanged.connect(slot)
    elif isinstance(w, QComboBox):
        w.currentIndexChanged.connect(slot)
    elif isinstance(w, QLineEdit):
        w.textChanged.connect(slot)


def _word_items(box: QComboBox) -> None:
    """Each item of a settings combo box in the app's language."""
    for i in range(box.count()):
        box.setItemText(i, setting_words(str(box.itemData(i))))


def _option_widget(spec: OptionSpec) -> QWidget:
    if spec.kind == "bool":
        w = QCheckBox(words("options", spec.label))
        w.setChecked(bool(spec.default))
        return w
    if spec.kind == "int":
        s = Number()
        s.setRange(spec.minimum if spec.minimum is not None else -999,
                   spec.maximum if spec.maximum is not None else 999)
        s.setValue(spec.default)
        if spec.minimum is not None and spec.choice_label(spec.minimum) != str(spec.minimum):
            s.setSpecialValueText(words("options", spec.choice_label(spec.minimum)))  # "Open-ended" for 0
        return s
    if spec.kind == "choice":
        box = choice_box([(choice_words(spec, c), c) for c in spec.choices], spec.default)
        for k in range(box.count()):  # the list's items explain themselves too
            box.setItemData(k, words("options", spec.help), Qt.ItemDataRole.ToolTipRole)
        return box
    return QLineEdit(str(spec.default))


def choice_words(spec: OptionSpec, choice: Any) -> str:
    """An option's choice as people read it (its label, or the value in words)."""
    if any(value == choice for value, _ in spec.labels):
        return words("options", spec.choice_label(choice))
    if isinstance(choice, str):
        return words("options", choice.replace("_", " "))
    return i18n.number(choice) if isinstance(choice, int) else str(choice)


def with_options(info: GameInfo[Any], preset: str, **changes: Any) -> Any:
    """A preset with some options changed (for the command line and tests)."""
    return replace(info.presets.get(preset, info.default_options()), **changes)
