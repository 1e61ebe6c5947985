"""Dialogs: a new game (built from the game registry and each game's option schema), the
settings, and the rules of the game."""

from __future__ import annotations

from dataclasses import asdict, replace
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
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
from cardtable.ai import LEVEL_DESCRIPTIONS, LEVELS
from cardtable.engine import GameInfo, OptionSpec
from cardtable.games import playable_games as games
from cardtable.session import SeatConfig
from cardtable.storage import ANIMATION_SPEEDS, FELT_THEMES, Settings
from cardtable.ui import i18n
from cardtable.ui.games import natural_deck
from cardtable.ui.rules import (
    FALLBACK,
    LANGUAGES,
    differences,
    differences_text,
    option_section,
    rules_page,
)
from cardtable.ui.sound import SoundControls
from cardtable.ui.text import words

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
    """The language of the rules pages: the app's (English if we have none)."""
    return i18n.current_language()


def game_name(info: GameInfo[Any]) -> str:
    return words("games", info.name)


def setting_words(value: str) -> str:
    """A setting's value as people read it (deck styles, backs, felts, speeds, levels)."""
    named = {
        "french": words("settings", "French"),
        "french4": words("settings", "French, four colours"),
        "contrast": words("settings", "High contrast"),
        "german": words("settings", "German (Salzburg pattern)"),
        "blue": words("settings", "Blue"), "red": words("settings", "Red"),
        "green": words("settings", "Green"), "burgundy": words("settings", "Burgundy"),
        "dark": words("settings", "Dark"), "off": words("settings", "Off"),
        "fast": words("settings", "Fast"), "normal": words("settings", "Normal"),
        "slow": words("settings", "Slow"), "easy": words("settings", "Easy"),
        "strong": words("settings", "Strong"),
    }
    return named.get(value, value)


def preset_words(info: GameInfo[Any], preset: str) -> str:
    """A preset's name for people: the game's label, else ours for the presets without one."""
    label = info.preset_labels.get(preset)
    if label:
        return words("presets", label)
    named = {"traditional": words("presets", "Traditional (Austrian)"),
             "sixty_six": words("presets", "Sixty-six (24 cards)"),
             "vu_compat": words("presets", "As the VU Amsterdam engine"),
             "seed": words("presets", "Standard"),
             "seed_short": words("presets", "Standard, short game (200)"),
             "classic_partnership": words("presets", "Classic partnership"),
             "openspiel": words("presets", "As OpenSpiel"),
             "custom": words("dialogs", "Custom rules")}
    return named.get(preset, words("presets", info.preset_label(preset)))


def level_description(level: str) -> str:
    english = LEVEL_DESCRIPTIONS.get(level, "")
    return words("levels", english) if english else ""


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
        self.setWindowTitle(words("dialogs", "Rules of {game}").format(game=title))
        self.resize(640, 660)
        layout = QVBoxLayout(self)
        top = QFormLayout()
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
        self.settings = settings
        self.form = form = QFormLayout(self)
        self.language = QComboBox(self)
        self.language.addItem("", "")  # follow the system
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.deck = _combo(art.DECK_STYLES, settings.deck_style)
        self.back = _combo(art.BACKS, settings.back)
        self.speed = _combo(tuple(ANIMATION_SPEEDS), settings.animation_speed)
        self.felt = _combo(FELT_THEMES, settings.felt)
        self.large_text = QCheckBox(self)
        self.large_text.setChecked(settings.large_text)
        self.sound = SoundControls(settings, self)
        self.sound.changed.connect(self.changed)
        self.labels: list[QLabel] = []
        for widget in (self.language, self.deck, self.back, self.speed, self.felt,
                       self.large_text, self.sound):
            label = QLabel(self)
            label.setBuddy(widget)
            self.labels.append(label)
            form.addRow(label, widget)
        for combo in (self.language, self.deck, self.back, self.speed, self.felt):
            combo.currentIndexChanged.connect(self._apply)
        self.large_text.toggled.connect(self._apply)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.accept)
        form.addRow(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the dialog in the app's language (again, after a switch)."""
        self.setWindowTitle(words("dialogs", "Settings"))
        labels = (words("dialogs", "Language"), words("dialogs", "Deck"),
                  words("dialogs", "Card back"), words("dialogs", "Animation speed"),
                  words("dialogs", "Table felt"), "", words("dialogs", "Sound"))
        for label, text in zip(self.labels, labels, strict=True):
            label.setText(text)
        self.language.setItemText(0, words("dialogs", "As the system ({language})").format(
            language=LANGUAGES[i18n.system_language()]))
        for combo in (self.deck, self.back, self.speed, self.felt):
            _word_items(combo)
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
        s.large_text = self.large_text.isChecked()
        self.changed.emit()


def deck_for(info: GameInfo[Any], settings: Settings) -> str:
    """The deck a game is shown with: the one chosen for it last time, else the deck it is
    at home with (German for Wallachen), else the deck chosen last."""
    chosen = settings.last_choices.get(info.id, {}).get("deck")
    if isinstance(chosen, str) and chosen in art.DECK_STYLES:
        return chosen
    return natural_deck(info) or settings.deck_style


class NewGameDialog(QDialog):
    """Game, preset, each option, each seat (name, human or computer, level), deck style."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(words("dialogs", "New game"))
        self.settings = settings
        self.infos = {g.id: g for g in games()}
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game = QComboBox()
        for g in self.infos.values():
            self.game.addItem(game_name(g), g.id)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.preset = QComboBox()
        self.deck = _combo(art.DECK_STYLES, settings.deck_style)
        self.seat_count = QComboBox()
        _word_items(self.deck)
        top.addRow(words("dialogs", "Game"), self.game)
        top.addRow("", self.description)
        top.addRow(words("dialogs", "Rules preset"), self.preset)
        top.addRow(words("dialogs", "Players"), self.seat_count)
        top.addRow(words("dialogs", "Deck"), self.deck)
        layout.addLayout(top)
        # Spades has some twenty options: they scroll inside their group, so the dialog fits
        # a 640 px high screen (the table's minimum) whatever the game.
        self.options_box = QGroupBox(words("dialogs", "Rules options"))
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
        self.seats_box = QGroupBox(words("dialogs", "Seats"))
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
        self.preset.currentIndexChanged.connect(self._preset_changed)
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
        self.description.setText(words("games", info.description))
        self.preset.blockSignals(True)
        self.preset.clear()
        for name in info.presets:
            self.preset.addItem(preset_words(info, name), name)
        self.preset.addItem(words("dialogs", "Custom rules"), "custom")
        self.preset.blockSignals(False)
        self._build_options(info)
        preset = last.get("preset", info.default_preset or "custom")
        self.preset.setCurrentIndex(max(0, self.preset.findData(
            preset if preset in info.presets else "custom")))
        self.deck.setCurrentIndex(max(0, self.deck.findData(deck_for(info, self.settings))))
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
            w.setToolTip(words("options", spec.help) if spec.help else "")
            w.setAccessibleName(words("options", spec.label))
            self.option_widgets[spec.name] = w
            self.options_form.addRow(words("options", spec.label) if spec.kind != "bool"
                                     else "", w)
        self._fit_options()
        # Rows added to a dialog already open show only at the next pass of the event loop
        # (until then they do not count): measure again then, or another game chosen in the
        # open dialog gets a strip of one row.
        QTimer.singleShot(0, self, self._fit_options)

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

    def _preset_changed(self, *_: Any) -> None:
        preset = self.info.presets.get(str(self.preset.currentData()))
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
                SeatConfig(default_name(i), i == 0)
            seat_words = words("dialogs", "Seat {n}").format(n=i18n.number(i + 1))
            name = QLineEdit(old.name)
            name.setAccessibleName(words("dialogs", "{seat}: name").format(seat=seat_words))
            kind = _combo(("Human", "Computer"), "Human" if old.human else "Computer")
            kind.setItemText(0, words("dialogs", "Human"))
            kind.setItemText(1, words("dialogs", "Computer"))
            kind.setAccessibleName(words("dialogs", "{seat}: who plays").format(seat=seat_words))
            level = _combo(LEVELS, old.level if old.level in LEVELS else "normal")
            _word_items(level)
            level.setAccessibleName(words("dialogs", "{seat}: level").format(seat=seat_words))
            for k, lv in enumerate(LEVELS):
                level.setItemData(k, level_description(lv), Qt.ItemDataRole.ToolTipRole)
            level.setToolTip(level_description(str(level.currentData())))
            level.currentIndexChanged.connect(
                lambda _i, lv=level: lv.setToolTip(level_description(str(lv.currentData()))))
            kind.currentIndexChanged.connect(
                lambda _i, k=kind, lv=level: lv.setEnabled(k.currentData() == "Computer"))
            level.setEnabled(not old.human)
            self.seats_grid.addWidget(QLabel(seat_words), i, 0)
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
        return [SeatConfig(name.text().strip() or words("dialogs", "Seat {n}").format(n=i + 1),
                           kind.currentData() == "Human", str(level.currentData()))
                for i, (name, kind, level) in enumerate(self.seat_rows)]

    def remember(self) -> None:
        """Keep these choices in the settings for next time."""
        info = self.info
        self.settings.last_game = info.id
        self.settings.deck_style = str(self.deck.currentData())
        self.settings.last_choices[info.id] = {
            "preset": str(self.preset.currentData()), "options": asdict(self.options()),
            "seats": [asdict(s) for s in self.seats()], "deck": str(self.deck.currentData())}


def default_name(seat: int) -> str:
    """The name a seat has until someone types theirs: "You" for the first, then names."""
    if seat == 0:
        return words("dialogs", "You")
    return DEFAULT_NAMES[seat % len(DEFAULT_NAMES)]


def _combo(items: tuple[str, ...] | list[str], current: str) -> QComboBox:
    """A combo box whose items carry their value as data (shown as words by _word_items)."""
    box = QComboBox()
    for item in items:
        box.addItem(item, item)
    if current in items:
        box.setCurrentIndex(list(items).index(current))
    return box


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
        s = QSpinBox()
        s.setRange(spec.minimum if spec.minimum is not None else -999,
                   spec.maximum if spec.maximum is not None else 999)
        s.setValue(spec.default)
        if spec.minimum is not None and spec.choice_label(spec.minimum) != str(spec.minimum):
            s.setSpecialValueText(spec.choice_label(spec.minimum))  # "Open-ended" for 0
        return s
    if spec.kind == "choice":
        c = QComboBox()
        for choice in spec.choices:
            c.addItem(choice_words(spec, choice), choice)
        c.setCurrentIndex(max(0, c.findData(spec.default)))
        return c
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
