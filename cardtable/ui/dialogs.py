"""Dialogs: a new game (built from the game registry and each game's option schema), the
settings, and the rules of the game."""

from __future__ import annotations

from dataclasses import asdict, replace
from typing import Any

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QShowEvent, QTextCursor, QTextDocument
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
    QScrollArea,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cardtable import art
from cardtable.ai import LEVEL_DESCRIPTIONS, levels
from cardtable.engine import GameInfo, OptionSpec
from cardtable.games import playable_games as games
from cardtable.session import SeatConfig
from cardtable.storage import ANIMATION_SPEEDS, FELT_THEMES, Settings
from cardtable.ui.rules import (
    FALLBACK,
    LANGUAGES,
    differences,
    differences_text,
    language_of,
    option_section,
    rules_page,
)
from cardtable.ui.sound import SoundControls

DEFAULT_NAMES = ("You", "Anna", "Bert", "Clara", "David", "Emma")
OPTIONS_MAX_HEIGHT = 190  # the rules options scroll beyond this
OPTIONS_MIN_HEIGHT = 120


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
    """The language of the rules pages for this machine's locale (English if we have none)."""
    return language_of(QLocale.system().name())


def deck_fits(style: str, info: GameInfo[Any], options: Any, seats: int) -> bool:
    """Whether the deck style has art for every card of the game's pack."""
    pack = info.pack(options, seats)
    have = set(art.deck_cards(style))
    return all(c in have for c in range(54) if pack >> c & 1)


class RulesDialog(QDialog):
    """The rules of a game, in any language of the pages (a switch at the top), opened at an
    option's section when one is named. Given the options being played and their preset,
    it first quotes the sections of the options that differ from the preset."""

    def __init__(self, game_id: str, title: str, parent: QWidget | None = None,
                 language: str | None = None, option: str | None = None,
                 options: Any = None, preset: Any = None) -> None:
        super().__init__(parent)
        self.game_id, self.option = game_id, option
        self.changed = differences(options, preset) if options is not None else []
        self.setWindowTitle(f"Rules of {title}")
        self.resize(640, 660)
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.language = QComboBox(self)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(language or
                                                                    system_language())))
        top.addRow("Language", self.language)
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


class SettingsDialog(QDialog):
    """Every change applies at once (the deck switches live, mid-deal)."""

    changed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.settings = settings
        form = QFormLayout(self)
        self.deck = _combo(art.DECK_STYLES, settings.deck_style)
        self.back = _combo(art.BACKS, settings.back)
        self.speed = _combo(tuple(ANIMATION_SPEEDS), settings.animation_speed)
        self.felt = _combo(FELT_THEMES, settings.felt)
        form.addRow("Deck", self.deck)
        form.addRow("Card back", self.back)
        form.addRow("Animation speed", self.speed)
        form.addRow("Table felt", self.felt)
        for combo in (self.deck, self.back, self.speed, self.felt):
            combo.currentTextChanged.connect(self._apply)
        self.sound = SoundControls(settings, self)
        self.sound.changed.connect(self.changed)
        form.addRow(self.tr("Sound"), self.sound)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.accept)
        form.addRow(buttons)

    def _apply(self) -> None:
        s = self.settings
        s.deck_style, s.back = self.deck.currentText(), self.back.currentText()
        s.animation_speed, s.felt = self.speed.currentText(), self.felt.currentText()
        self.changed.emit()


class NewGameDialog(QDialog):
    """Game, preset, each option, each seat (name, human or computer, level), deck style."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.settings = settings
        self.infos = {g.id: g for g in games()}
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game = QComboBox()
        for g in self.infos.values():
            self.game.addItem(g.name, g.id)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.preset = QComboBox()
        self.deck = _combo(art.DECK_STYLES, settings.deck_style)
        self.seat_count = QComboBox()
        top.addRow("Game", self.game)
        top.addRow("", self.description)
        top.addRow("Rules preset", self.preset)
        top.addRow("Players", self.seat_count)
        top.addRow("Deck", self.deck)
        layout.addLayout(top)
        # Spades has some twenty options: they scroll inside their group, so the dialog fits
        # a 640 px high screen (the table's minimum) whatever the game.
        self.options_box = QGroupBox("Rules options")
        box_layout = QVBoxLayout(self.options_box)
        box_layout.setContentsMargins(4, 4, 4, 4)
        self.options_scroll = QScrollArea(self.options_box)
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget(self.options_scroll)
        self.options_form = QFormLayout(inner)
        self.options_scroll.setWidget(inner)
        box_layout.addWidget(self.options_scroll)
        layout.addWidget(self.options_box, 1)
        self.seats_box = QGroupBox("Seats")
        self.seats_grid = QGridLayout(self.seats_box)
        layout.addWidget(self.seats_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.option_widgets: dict[str, QWidget] = {}
        self.seat_rows: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        self.game.currentIndexChanged.connect(self._game_changed)
        self.preset.currentTextChanged.connect(self._preset_changed)
        self.seat_count.currentTextChanged.connect(self._build_seats)
        last = self.game.findData(settings.last_game)
        self.game.setCurrentIndex(max(0, last))
        self._game_changed()

    @property
    def info(self) -> GameInfo[Any]:
        return self.infos[self.game.currentData()]

    # --- building -------------------------------------------------------------------------------
    def _game_changed(self) -> None:
        info = self.info
        last = self.settings.last_choices.get(info.id, {})
        self.description.setText(info.description)
        self.preset.blockSignals(True)
        self.preset.clear()
        self.preset.addItems(list(info.presets) + ["custom"])
        self.preset.blockSignals(False)
        self._build_options(info)
        preset = last.get("preset", info.default_preset or "custom")
        self.preset.setCurrentText(preset if preset in info.presets or preset == "custom"
                                   else "custom")
        if preset == "custom":
            values = last.get("options") or asdict(info.default_options())
        else:
            values = asdict(info.presets.get(preset, info.default_options()))
        self._set_options(values)
        self.seat_count.blockSignals(True)
        self.seat_count.clear()
        self.seat_count.addItems([str(n) for n in info.seat_counts()])
        seats = last.get("seats") or []
        n = len(seats) if len(seats) in info.seat_counts() else info.default_seats
        self.seat_count.setCurrentText(str(n))
        self.seat_count.blockSignals(False)
        self._build_seats(saved=seats)

    def _build_options(self, info: GameInfo[Any]) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        for spec in info.option_specs():
            w = _option_widget(spec)
            w.setToolTip(spec.help)
            self.option_widgets[spec.name] = w
            self.options_form.addRow(spec.label if spec.kind != "bool" else "", w)
        self._fit_options()

    def _fit_options(self) -> None:
        """The options' area as high as they need, up to OPTIONS_MAX_HEIGHT (then it scrolls)."""
        inner = self.options_scroll.widget()
        assert inner is not None  # set in __init__
        inner.adjustSize()
        need = inner.sizeHint().height() + 2
        self.options_scroll.setMinimumHeight(min(need, OPTIONS_MIN_HEIGHT))
        self.options_scroll.setMaximumHeight(min(need, OPTIONS_MAX_HEIGHT))
        self.options_scroll.setMinimumWidth(inner.sizeHint().width()
                                            + self.options_scroll.verticalScrollBar()
                                            .sizeHint().width() + 4)

    def _preset_changed(self, name: str) -> None:
        preset = self.info.presets.get(name)
        if preset is not None:
            self._set_options(asdict(preset))

    def _set_options(self, values: dict[str, Any]) -> None:
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

    def _build_seats(self, *_: Any, saved: list[dict[str, Any]] | None = None) -> None:
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            gone = item.widget() if item is not None else None
            if gone is not None:
                gone.deleteLater()
        self.seat_rows = []
        n = int(self.seat_count.currentText() or self.info.default_seats)
        saved = saved or []
        for i in range(n):
            old = SeatConfig.from_dict(saved[i]) if i < len(saved) else \
                SeatConfig(DEFAULT_NAMES[i % len(DEFAULT_NAMES)], i == 0)
            name = QLineEdit(old.name)
            kind = _combo(("Human", "Computer"), "Human" if old.human else "Computer")
            offered = levels(self.info.id)
            level = _combo(offered, old.level if old.level in offered else "normal")
            for k, lv in enumerate(offered):
                level.setItemData(k, LEVEL_DESCRIPTIONS[lv], Qt.ItemDataRole.ToolTipRole)
            level.setToolTip(LEVEL_DESCRIPTIONS[level.currentText()])
            level.currentTextChanged.connect(
                lambda t, lv=level: lv.setToolTip(LEVEL_DESCRIPTIONS.get(t, "")))
            kind.currentTextChanged.connect(lambda t, lv=level: lv.setEnabled(t == "Computer"))
            level.setEnabled(not old.human)
            self.seats_grid.addWidget(QLabel(f"Seat {i + 1}"), i, 0)
            self.seats_grid.addWidget(name, i, 1)
            self.seats_grid.addWidget(kind, i, 2)
            self.seats_grid.addWidget(level, i, 3)
            self.seat_rows.append((name, kind, level))

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
        return [SeatConfig(name.text().strip() or f"Seat {i + 1}", kind.currentText() == "Human",
                           level.currentText())
                for i, (name, kind, level) in enumerate(self.seat_rows)]

    def remember(self) -> None:
        """Keep these choices in the settings for next time."""
        info = self.info
        self.settings.last_game = info.id
        self.settings.deck_style = self.deck.currentText()
        self.settings.last_choices[info.id] = {
            "preset": self.preset.currentText(), "options": asdict(self.options()),
            "seats": [asdict(s) for s in self.seats()]}


def _combo(items: tuple[str, ...] | list[str], current: str) -> QComboBox:
    box = QComboBox()
    box.addItems(list(items))
    if current in items:
        box.setCurrentText(current)
    return box


def _option_widget(spec: OptionSpec) -> QWidget:
    if spec.kind == "bool":
        w = QCheckBox(spec.label)
        w.setChecked(bool(spec.default))
        return w
    if spec.kind == "int":
        s = QSpinBox()
        s.setRange(spec.minimum if spec.minimum is not None else -999,
                   spec.maximum if spec.maximum is not None else 999)
        s.setValue(spec.default)
        return s
    if spec.kind == "choice":
        c = QComboBox()
        for choice in spec.choices:
            c.addItem(str(choice).replace("_", " "), choice)
        c.setCurrentIndex(max(0, c.findData(spec.default)))
        return c
    return QLineEdit(str(spec.default))


def with_options(info: GameInfo[Any], preset: str, **changes: Any) -> Any:
    """A preset with some options changed (for the command line and tests)."""
    return replace(info.presets.get(preset, info.default_options()), **changes)
