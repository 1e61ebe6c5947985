"""The settings: every change applies at once (the deck switches live, mid-deal)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from cardtable import art
from cardtable.storage import ANIMATION_SPEEDS, CARD_SIZES, FELT_THEMES, TRICK_DISPLAYS, Settings
from cardtable.ui.app.dialog_parts import Choice, setting_combo, word_items
from cardtable.ui.app.follow import FollowControls
from cardtable.ui.app.sound import SoundControls
from cardtable.ui.words import i18n
from cardtable.ui.words.rules import LANGUAGES
from cardtable.ui.words.text import words


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
        self.deck = setting_combo(art.DECK_STYLES, settings.deck_style)
        self.back = setting_combo(art.BACKS, settings.back)
        self.speed = setting_combo(tuple(ANIMATION_SPEEDS), settings.animation_speed)
        self.felt = setting_combo(FELT_THEMES, settings.felt)
        self.trick = setting_combo(TRICK_DISPLAYS, settings.trick_display)
        self.card_size = setting_combo(tuple(CARD_SIZES), settings.card_size)
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
            word_items(combo)
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


__all__ = ["SettingsDialog"]
