"""The names people read for things the code knows by an id: decks, card backs, felts,
animation speeds, computer levels, presets and the choices of a rule option.

Every name goes through Qt's translation (context ``"names"``, or the engine's contexts for
what a game module words itself); menus and dialogs show these and keep the id as the item's
data, so no internal id reaches the screen.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.options import OptionSpec
from cardtable.engine.registry import GameInfo
from cardtable.ui.text import words

_DECKS = {"french": "French", "french4": "Four-colour", "contrast": "High contrast",
          "german": "German"}
_BACKS = {"blue": "Blue", "red": "Red"}
_FELTS = {"green": "Green", "blue": "Blue", "burgundy": "Burgundy", "dark": "Dark"}
_SPEEDS = {"off": "Off", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
_LEVELS = {"easy": "Easy", "normal": "Normal", "strong": "Strong"}
_TRICK_DISPLAY = {"next_card": "Until the next card is played",
                  "pause": "For a moment, then to the winner"}
CUSTOM = "custom"  # the preset combo's id for options that are no preset


def _named(table: dict[str, str], key: str) -> str:
    return words("names", table[key]) if key in table else prettified(key)


def deck_name(style: str) -> str:
    return _named(_DECKS, style)


def back_name(back: str) -> str:
    return _named(_BACKS, back)


def felt_name(felt: str) -> str:
    return _named(_FELTS, felt)


def speed_name(speed: str) -> str:
    return _named(_SPEEDS, speed)


def level_name(level: str) -> str:
    return _named(_LEVELS, level)


def trick_display_name(mode: str) -> str:
    return _named(_TRICK_DISPLAY, mode)


def preset_name(info: GameInfo[Any], preset: str) -> str:
    """A preset's words: the game's label for it ("Traditional", "Sixty-six"), "Custom" for
    options that are no preset, else its id made readable."""
    if preset == CUSTOM:
        return words("names", "Custom")
    label = info.preset_labels.get(preset)
    return words("presets", label) if label else prettified(preset)


def choice_name(spec: OptionSpec, value: Any) -> str:
    """One choice of a rule option, as the game words it (else its value made readable)."""
    for choice, label in spec.labels:
        if choice == value:
            return words("options", label)
    return prettified(str(value))


def prettified(key: str) -> str:
    """An id made readable where nobody has worded it yet: ``sixty_six`` → "Sixty six"."""
    text = key.replace("_", " ").strip()
    return text[:1].upper() + text[1:]
