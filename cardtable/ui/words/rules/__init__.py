"""The rules pages: one Markdown page per game and language, ``<language>/<game>.md``.

Every option of a game is explained in a section of its own whose heading carries an anchor
named after the option's field, ``### Going out<a name="claim_mode">&#8203;</a>`` (the anchor after
the words, on a zero-width space: an anchor first would cost the heading its style in Qt's
Markdown reader, and an empty one is dropped): the rules window
scrolls to it, the new-game dialog can link to it, and :func:`option_section` quotes it (the
rules window shows the options of the current game that differ from its preset this way).
``glossary.json`` beside the pages holds the games' terms in every language, for the
translations of the app's strings.

Plain text only, no Qt: the dialogs render the Markdown with ``QTextDocument``.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Final

RULES_DIR: Final = Path(__file__).resolve().parent
# The languages of the pages, each named in its own language (for a language switch).
LANGUAGES: Final = {"en": "English", "de": "Deutsch", "sl": "Slovenščina", "pl": "Polski",
                    "th": "ไทย"}
FALLBACK: Final = "en"
GAME_IDS: Final = ("schnapsen", "spades", "poch", "tippen", "wallachen")

_ANCHOR_HEADING = re.compile(r'^(#{2,6}) (.*)<a name="([a-z0-9_]+)">&#8203;</a>\s*$')
_HEADING = re.compile(r"^(#{1,6}) ")

# The one sentence the rules window adds above the quoted sections (the pages hold the rest).
_DIFFERENCES_TITLE: Final = {
    "en": "This game's rules that differ from the preset",
    "de": "Regeln dieses Spiels, die von der Voreinstellung abweichen",
    "sl": "Pravila te igre, ki se razlikujejo od prednastavitve",
    "pl": "Zasady tej gry, które różnią się od ustawienia wstępnego",
    "th": "กติกาของเกมนี้ที่ต่างจากชุดกติกาที่เลือกไว้ (preset)",
}


def language_of(locale_name: str) -> str:
    """The page language for a locale name (``de_AT``, ``sl-SI``, ``th``): its language if
    there are pages in it, else English."""
    code = locale_name.replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else FALLBACK


def page_path(game_id: str, language: str) -> Path:
    return RULES_DIR / language / f"{game_id}.md"


def rules_page(game_id: str, language: str = FALLBACK) -> str:
    """The page of a game in a language; the English page where that one is missing; a line
    that says so where there is no page at all."""
    for lang in dict.fromkeys((language, FALLBACK)):
        if lang not in LANGUAGES or not re.fullmatch(r"[a-z_]+", game_id):
            continue
        try:
            return page_path(game_id, lang).read_text(encoding="utf-8")
        except OSError:
            continue
    return f"# {game_id}\n\nNo rules page is available."


def option_anchors(page: str) -> list[str]:
    """The option anchors of a page, in page order."""
    return [m.group(3) for m in map(_ANCHOR_HEADING.match, page.splitlines()) if m]


def option_section(page: str, option: str, anchor: bool = True) -> str | None:
    """The section of ``page`` that explains ``option`` (its heading down to the next heading
    of the same or a higher level), or None. ``anchor=False`` drops the anchor from the
    heading, for a quote of the section in the same document."""
    lines = page.splitlines()
    for i, line in enumerate(lines):
        m = _ANCHOR_HEADING.match(line)
        if m is None or m.group(3) != option:
            continue
        level = len(m.group(1))
        end = next((j for j in range(i + 1, len(lines))
                    if (h := _HEADING.match(lines[j])) and len(h.group(1)) <= level), len(lines))
        head = line if anchor else f"{m.group(1)} {m.group(2)}"
        return "\n".join([head, *lines[i + 1:end]]).strip() + "\n"
    return None


def differences(options: object, preset: object) -> list[str]:
    """The names of the option fields whose values differ between two option sets of one
    game (a dataclass each), in declaration order."""
    if not dataclasses.is_dataclass(options) or type(options) is not type(preset):
        return []
    return [f.name for f in dataclasses.fields(options)
            if getattr(options, f.name) != getattr(preset, f.name)]


def differences_text(page: str, changed: list[str], language: str) -> str:
    """Markdown quoting the sections of the changed options (without their anchors), under a
    title in the page's language; empty when nothing changed or no section is found."""
    sections = [s for s in (option_section(page, name, anchor=False) for name in changed) if s]
    if not sections:
        return ""
    title = _DIFFERENCES_TITLE.get(language, _DIFFERENCES_TITLE[FALLBACK])
    # The quoted headings one level below the title, whatever their level in the page.
    quoted = [re.sub(r"^#{2,6} ", "### ", s, count=1) for s in sections]
    return f"## {title}\n\n" + "\n".join(quoted) + "\n---\n"
