"""The names the window gives before any dialog is opened: a game's, a seat's before someone
types theirs, a setting's and a preset's as people read them, and the deck a game is shown
with. (The dialogs use them too; they live here so that the table's start does not import
the dialogs.)"""

from __future__ import annotations

from typing import Any

from cardtable import art
from cardtable.engine import GameInfo
from cardtable.storage import Settings
from cardtable.ui.words.text import words

DEFAULT_NAMES = ("You", "Anna", "Bert", "Clara", "David", "Emma")
# "You" in each language of the app (the translations of default_name(0); a test checks them
# against the .ts files): a seat saved under it is "You" in the language of the day.
YOU_IN_ANY_LANGUAGE = frozenset({"You", "Du", "Ty", "Ti", "คุณ"})


def natural_deck(game: GameInfo[Any]) -> str:
    """The deck style the game's table prefers ("german" for Wallachen), or "": read off the
    game's table adapter, which is loaded by its name (``GameInfo.table``), not imported here."""
    if not game.table:
        return ""
    return str(game.load(game.table).natural_deck)


def game_name(info: GameInfo[Any]) -> str:
    return words("games", info.name)


def default_name(seat: int) -> str:
    """The name a seat has until someone types theirs: "You" for the first, then names."""
    if seat == 0:
        return words("dialogs", "You")
    return DEFAULT_NAMES[seat % len(DEFAULT_NAMES)]


def named_now(name: str) -> str:
    """A saved seat's name as shown now: the default "You" of any language in the app's
    (last time's English "You" is "Du" in a German table)."""
    return default_name(0) if name in YOU_IN_ANY_LANGUAGE else name


def deck_for(info: GameInfo[Any], settings: Settings) -> str:
    """The deck a game is shown with: the one chosen for it last time, else the deck it is
    at home with (German for Wallachen), else the deck chosen last."""
    chosen = settings.last_choices.get(info.id, {}).get("deck")
    if isinstance(chosen, str) and chosen in art.DECK_STYLES:
        return chosen
    return natural_deck(info) or settings.deck_style


def deck_fits(style: str, info: GameInfo[Any], options: Any, seats: int) -> bool:
    """Whether the deck style has art for every card of the game's pack."""
    pack = info.pack(options, seats)
    have = set(art.deck_cards(style))
    return all(c in have for c in range(54) if pack >> c & 1)


def setting_words(value: str) -> str:
    """A setting's value as people read it (deck styles, backs, felts, speeds, levels, card
    sizes)."""
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
        "next_card": words("settings", "Until the next card is played"),
        "pause": words("settings", "For a moment, then to the winner"),
        "small": words("settings", "Small"), "large": words("settings", "Large"),
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
