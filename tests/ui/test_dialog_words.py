"""The New-game dialog speaks words, not ids: every option of every game, every one of its
choices and every preset reads as people's words and explains itself in a tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox

from cardtable.games import playable_games
from cardtable.storage import Settings
from cardtable.ui.app.dialogs import NewGameDialog


def _looks_like_an_id(text: str, ident: object) -> bool:
    """An internal value shown as it is: the id itself, or words glued by an underscore."""
    return "_" in text or (isinstance(ident, str) and ident.isidentifier()
                           and text.strip() == ident)


def test_every_option_and_choice_of_every_game_has_words_and_a_tooltip(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    found: list[str] = []
    for info in playable_games():
        dialog.game.setCurrentIndex(dialog.game.findData(info.id))
        assert dialog.info.id == info.id
        for k in range(dialog.preset.count()):
            if _looks_like_an_id(dialog.preset.itemText(k), dialog.preset.itemData(k)):
                found.append(f"{info.id} preset {dialog.preset.itemText(k)!r}")
        for spec in info.option_specs():
            w = dialog.option_widgets[spec.name]
            label = dialog.options_form.labelForField(w)
            text = w.text() if isinstance(w, QCheckBox) else \
                label.text() if isinstance(label, QLabel) else ""
            where = f"{info.id}.{spec.name}"
            if not text or _looks_like_an_id(text, spec.name):
                found.append(f"{where}: label {text!r}")
            if not w.toolTip():
                found.append(f"{where}: no tooltip")
            if isinstance(w, QComboBox):
                for k in range(w.count()):
                    item = w.itemText(k)
                    if not item or _looks_like_an_id(item, w.itemData(k)):
                        found.append(f"{where}: choice {item!r}")
                    if not w.itemData(k, Qt.ItemDataRole.ToolTipRole):
                        found.append(f"{where}: choice {item!r} without a tooltip")
            if isinstance(w, QSpinBox) and "_" in w.specialValueText():
                found.append(f"{where}: {w.specialValueText()!r}")
    assert not found, "\n".join(found)
