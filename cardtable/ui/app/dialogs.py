"""Dialogs: a new game (built from the game registry and each game's option schema, with
its start position in a chip game), the settings, the rules of the game, a numbered deal,
and the agreement of everybody at a hot-seat table to take a move back. Each is in a module
of its own; they are all importable from here by name, as before.

Nothing in them changes by the mouse wheel: a wheel turned over a choice or a number scrolls
the dialog instead (a rule once changed silently while the person scrolled past it). Names
are people's words (``setting_words``, ``preset_words``, ``choice_words``); the ids stay in
the items' data.
"""

from __future__ import annotations

from cardtable.ui.app.agree_dialog import AgreeDialog
from cardtable.ui.app.deal_number import MAX_DEAL_NUMBER, DealNumberDialog
from cardtable.ui.app.dialog_parts import (
    Choice,
    Number,
    choice_box,
    level_description,
    screen_room,
)
from cardtable.ui.app.new_game import (
    CUSTOM,
    OPTIONS_HINT_HEIGHT,
    OPTIONS_LEAST_HEIGHT,
    OPTIONS_MIN_HEIGHT,
    NewGameDialog,
    choice_words,
    with_options,
)
from cardtable.ui.app.rules_dialog import RulesDialog, rules_text, system_language
from cardtable.ui.app.settings_dialog import SettingsDialog

__all__ = ["CUSTOM", "MAX_DEAL_NUMBER", "OPTIONS_HINT_HEIGHT", "OPTIONS_LEAST_HEIGHT",
           "OPTIONS_MIN_HEIGHT", "AgreeDialog", "Choice", "DealNumberDialog", "NewGameDialog",
           "Number", "RulesDialog", "SettingsDialog", "choice_box", "choice_words",
           "level_description", "rules_text", "screen_room", "system_language", "with_options"]
