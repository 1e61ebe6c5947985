"""The new-game dialog, built from the game registry and each game's option schema: the
game, its preset, each rules option, the seats, the deck, and in a chip game the start
position (``ui/app/start_position.py``). Names are people's words (``setting_words``,
``preset_words``, ``choice_words``); the ids stay in the items' data.
"""

from __future__ import annotations

from dataclasses import asdict, replace
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer
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
    QVBoxLayout,
    QWidget,
)

from cardtable import art
from cardtable.ai import levels
from cardtable.engine import CardtableError, GameInfo, OptionSpec, RecordError, Start
from cardtable.engine.match import SESSION_FIELDS
from cardtable.games import playable_games as games
from cardtable.session import SeatConfig
from cardtable.storage import Settings
from cardtable.ui.app.dialog_parts import (
    Choice,
    Number,
    choice_box,
    level_description,
    screen_room,
    setting_combo,
    word_items,
)
from cardtable.ui.app.start_position import StartPositionBox
from cardtable.ui.words import i18n
from cardtable.ui.words.naming import (
    DEFAULT_NAMES,
    deck_for,
    default_name,
    game_name,
    named_now,
    preset_words,
)
from cardtable.ui.words.text import words

CUSTOM = "custom"  # the preset combo's id for options that are no preset
OPTIONS_HINT_HEIGHT = 180  # the rules options ask for this much and scroll beyond it …
OPTIONS_MIN_HEIGHT = 120  # … and never shrink below this (they grow with the dialog) …
OPTIONS_LEAST_HEIGHT = 60  # … but on a screen too low for it and the seats


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
        self.deck = setting_combo(art.DECK_STYLES, settings.deck_style)
        self.seat_count = Choice()
        word_items(self.deck)
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
        self.start_box = StartPositionBox(inner, self.options_scroll)
        self.start_grid = self.start_box.grid
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
            level = setting_combo(offered, old.level if old.level in offered else "normal")
            word_items(level)
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

    # --- the start position (ui/app/start_position.py) ----------------------------------------
    @property
    def start_balances(self) -> list[QSpinBox]:
        return self.start_box.balances

    @property
    def start_places(self) -> dict[str, QSpinBox]:
        return self.start_box.places

    def _build_start(self) -> None:
        if self.start_box.build(self.info, self.options, len(self.seat_rows)):
            self._name_start_rows()

    def _name_start_rows(self, *_: Any) -> None:
        self.start_box.name_rows(self.info, self.options,
                                 [name.text() for name, _, _ in self.seat_rows],
                                 self.deck.currentData() == "german")

    def start_position(self) -> Start | None:
        """The start position as set, or None for the usual start (the group unticked);
        OptionsError if it does not fit the game as now chosen."""
        return self.start_box.position(self.info, self.options, len(self.seat_rows))

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


__all__ = ["NewGameDialog", "choice_words", "with_options"]
