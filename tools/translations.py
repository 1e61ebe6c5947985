"""The app's translations: list every string, refresh the ``.ts`` sources, build the ``.qm``.

    python tools/translations.py update   # every string into cardtable/ui/words/translations/*.ts
    python tools/translations.py build    # the .qm files from the .ts (pyside6-lrelease)
    python tools/translations.py check    # unfinished strings and broken {fields}, per language
    python tools/translations.py fill de FILE.json   # put translations from a JSON file in
    python tools/translations.py list     # every string, one JSON line each

``update`` then ``build`` is the one way after strings changed (``./dev translations`` runs
both). The strings come from three places (docs/translation.md):

* the table's own words: calls ``words("context", "source"[, n])``, ``teach("context",
  "source")`` (the guides' words, ui/learn/guide.py),
  ``QCoreApplication.translate("context", "source"[, None, n])`` and ``self.tr("source")``
  (context: the class) in ``cardtable/ui``, found by reading the code (string literals only);
* the engine's messages: every :class:`~cardtable.engine.messages.Text` in ``CATALOGUE``
  once every game module is imported (option labels and help, game names, presets);
* names made from data: the cards and suits of both packs, the computers' levels, the
  options' choices without a label.

``pyside6-lupdate`` cannot see the last two (nor ``words``), so this script writes every
string as a ``QCoreApplication.translate`` call into a scratch file and lets ``pyside6-lupdate``
merge that into the ``.ts`` files (translations kept, vanished strings dropped, new ones
marked unfinished); ``pyside6-lrelease`` then builds the ``.qm`` files, which are committed
(``tests/ui/test_translations.py`` checks they are up to date with the ``.ts``).
"""

from __future__ import annotations

import ast
import importlib
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardtable.ui.words.i18n import TRANSLATED, TRANSLATIONS_DIR, TS_LANGUAGES, ts_path

UI_DIR = ROOT / "cardtable" / "ui"
# How many plural forms Qt's rules have for each language (Slovenian: 1, 2, 3–4, other).
PLURAL_FORMS = {"en": 2, "de": 2, "sl": 4, "pl": 3, "th": 1}
Entry = tuple[str, str, bool]  # context, source, plural


def tool(name: str) -> str:
    """A Qt tool that ships with PySide6: beside this Python, else on PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        sys.exit(f"{name} not found: it comes with PySide6 (pip install PySide6)")
    return found


# --- finding the strings -----------------------------------------------------------------


def code_strings(paths: list[Path]) -> list[Entry]:
    """The literal strings of ``words``/``translate``/``self.tr`` calls in the code."""
    found: list[Entry] = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        _visit(tree, None, found, _constants(tree))
    return found


def _constants(tree: ast.Module) -> dict[str, str]:
    """The module's ``NAME = "text"`` lines: a guide names its words' context once
    (``C = "learn schnapsen"``, ``teach(C, "…")``)."""
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Name):
            text = _literal(node.value)
            if text is not None:
                out[node.targets[0].id] = text
    return out


def _visit(node: ast.AST, cls: str | None, found: list[Entry],
           constants: dict[str, str]) -> None:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.ClassDef):
            _visit(child, child.name, found, constants)
            continue
        if isinstance(child, ast.Call):
            entry = _call_entry(child, cls, constants)
            if entry is not None:
                found.append(entry)
        _visit(child, cls, found, constants)


def _literal(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _call_entry(call: ast.Call, cls: str | None,
                constants: dict[str, str] | None = None) -> Entry | None:
    f = call.func
    name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
    args = call.args
    plural = any(k.arg == "n" for k in call.keywords)
    if name in ("words", "translate", "teach") and len(args) >= 2:
        context, source = _literal(args[0]), _literal(args[1])
        if context is None and name == "teach" and isinstance(args[0], ast.Name):
            context = (constants or {}).get(args[0].id)
        count = args[2] if name == "words" and len(args) > 2 else \
            args[3] if name == "translate" and len(args) > 3 else None
    elif name == "tr" and isinstance(f, ast.Attribute) and cls is not None and args:
        context, source = cls, _literal(args[0])
        count = args[2] if len(args) > 2 else None
    else:
        return None
    if context is None or source is None:
        return None  # a name made at run time: listed by data_strings
    plural = plural or (count is not None and not (isinstance(count, ast.Constant)
                                                   and count.value is None))
    return context, source, plural


def catalogue_strings() -> list[Entry]:
    """Every sentence the engine may say, once every game, the statistics and the computer
    players are imported."""
    import cardtable.games  # noqa: F401  (every game module)
    from cardtable.engine.messages import CATALOGUE

    for path in sorted(UI_DIR.rglob("*.py")):  # the table's own messages (ui/table/board.py …)
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        importlib.import_module(module.removesuffix(".__init__"))
    importlib.import_module("cardtable.stats")
    importlib.import_module("cardtable.stats.db")
    return [(c, s, bool(t.count)) for (c, s), t in CATALOGUE.items()]


def data_strings() -> list[Entry]:
    """Names made from data: cards and suits, the computers' levels, options' bare choices."""
    from cardtable.ai import GAME_LEVEL_DESCRIPTIONS, LEVEL_DESCRIPTIONS
    from cardtable.cards import JOKERS, SUITS, card_name, suit_name
    from cardtable.engine.messages import EnglishRenderer
    from cardtable.games import all_games
    from cardtable.ui.words.text import CARDS, GERMAN_CARDS

    out: list[Entry] = []
    for german in (False, True):
        renderer = EnglishRenderer(german)
        context = GERMAN_CARDS if german else CARDS
        for c in list(range(52)) + list(JOKERS):
            if not german or c < 52:
                out.append((context, card_name(c, german), False))
        for s in SUITS:
            out.append((context, suit_name(s, german), False))
            out.append((context, renderer.suit(s, False), False))
    out += board_strings()
    for description in LEVEL_DESCRIPTIONS.values():
        out.append(("levels", description, False))
    for described in GAME_LEVEL_DESCRIPTIONS.values():
        out += [("levels", description, False) for description in described.values()]
    for info in all_games():
        for spec in info.option_specs():
            labelled = {choice for choice, _ in spec.labels}
            for choice in spec.choices:
                if isinstance(choice, str) and choice not in labelled:
                    out.append(("options", choice.replace("_", " "), False))
    return out


def board_strings() -> list[Entry]:
    """The Poch board's compartment names and painted labels (ui/table/board.py)."""
    from cardtable.cards import FRENCH_RANK_NAMES, GERMAN_RANK_NAMES
    from cardtable.ui.table import board

    out: list[Entry] = []
    for rank in board._RANKS.values():
        for names in (FRENCH_RANK_NAMES, GERMAN_RANK_NAMES):
            english = names[rank]
            out.append(("cards", english[:1].upper() + english[1:], False))
    from cardtable.ui import games

    out += [("table", name, False) for name in games._PLACE_NAMES.values()]
    for word in board._GAME_WORDS.values():
        out.append(("board", word, False))
    for labels in (board._FRENCH_LABELS, board._GERMAN_LABELS):
        out += [("board", label, False) for label in labels.values() if label]
    return out


def all_strings() -> list[Entry]:
    code = sorted(p for p in UI_DIR.rglob("*.py"))
    seen: dict[tuple[str, str], bool] = {}
    for context, source, plural in code_strings(code) + catalogue_strings() + data_strings():
        seen[context, source] = seen.get((context, source), False) or plural
    return [(c, s, p) for (c, s), p in seen.items()]


# --- the commands ------------------------------------------------------------------------


def update() -> None:
    """Merge every string into each language's .ts (pyside6-lupdate keeps what is there)."""
    entries = all_strings()
    TRANSLATIONS_DIR.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        stub = Path(tmp) / "strings.py"
        lines = ["from PySide6.QtCore import QCoreApplication", ""]
        for context, source, plural in entries:
            extra = ", None, 1" if plural else ""
            lines.append(f"QCoreApplication.translate({json.dumps(context)}, "
                         f"{json.dumps(source, ensure_ascii=False)}{extra})")
        stub.write_text("\n".join(lines) + "\n", encoding="utf-8")
        for language in TS_LANGUAGES:  # English: only the plural forms
            only = ["-pluralonly"] if language not in TRANSLATED else []
            subprocess.run([tool("pyside6-lupdate"), str(stub), "-ts", str(ts_path(language)),
                            "-target-language", language, "-locations", "none",
                            "-no-obsolete", "-silent", *only], check=True)
            if language in TRANSLATED:  # in the layout ``fill`` writes: a change, not a reflow
                write_ts(ET.parse(ts_path(language)), ts_path(language))
    english_plurals()
    print(f"{len(entries)} strings in {len(TS_LANGUAGES)} .ts files")


def english_plurals() -> None:
    """The English file's forms for the engine's messages: its ``one`` and its source."""
    from cardtable.engine.messages import CATALOGUE

    tree = ET.parse(ts_path("en"))
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            text = CATALOGUE.get((context.findtext("name") or "", message.findtext("source")
                                  or ""))
            tr = message.find("translation")
            if text is None or text.one is None or tr is None or \
                    tr.get("type") != "unfinished":
                continue
            _set_translation(message, tr, [text.one, text.source])
    write_ts(tree, ts_path("en"))


def build() -> None:
    for language in TS_LANGUAGES:
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_path(language)), "-qm",
                        str(ts_path(language).with_suffix(".qm"))], check=True)
    print(f"built {len(TS_LANGUAGES)} .qm files in {TRANSLATIONS_DIR.relative_to(ROOT)}")


def problems(language: str) -> list[str]:
    """Unfinished strings and translations whose {fields} differ from the source's."""
    import re

    fields = re.compile(r"\{[a-z_0-9]*(?::[^}]*)?\}")
    out = []
    for context in ET.parse(ts_path(language)).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            tr = message.find("translation")
            assert tr is not None
            forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            if tr.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
                out.append(f"{language} {name}: untranslated {source!r}")
                continue
            if message.get("numerus") == "yes" and len(forms) != PLURAL_FORMS[language]:
                out.append(f"{language} {name}: {len(forms)} plural forms for {source!r}, "
                           f"not {PLURAL_FORMS[language]}")
            want = sorted(fields.findall(source))
            for form in forms:
                if sorted(fields.findall(form)) != want:
                    out.append(f"{language} {name}: fields of {form!r} differ from {source!r}")
    return out


def check() -> int:
    bad = [p for language in TS_LANGUAGES for p in problems(language)]
    for line in bad:
        print(line)
    print(f"{len(bad)} problems")
    return 1 if bad else 0


def fill(language: str, path: Path) -> None:
    """Set translations from ``{context: {source: translation | [plural forms]}}``."""
    given = json.loads(path.read_text(encoding="utf-8"))
    tree = ET.parse(ts_path(language))
    done = 0
    for context in tree.getroot().iter("context"):
        words = given.get(context.findtext("name"), {})
        for message in context.iter("message"):
            text = words.get(message.findtext("source"))
            tr = message.find("translation")
            if text is None or tr is None:
                continue
            _set_translation(message, tr, text)
            done += 1
    write_ts(tree, ts_path(language))
    print(f"{language}: {done} translations set")


def _set_translation(message: ET.Element, tr: ET.Element, text: str | list[str]) -> None:
    for child in list(tr):
        tr.remove(child)
    if message.get("numerus") == "yes":
        tr.text = None
        for form in text if isinstance(text, list) else [text]:
            ET.SubElement(tr, "numerusform").text = form
    else:
        tr.text = text if isinstance(text, str) else text[0]
    tr.attrib.pop("type", None)


def write_ts(tree: Any, path: Path) -> None:
    ET.indent(tree, "    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "update":
        update()
    elif command == "build":
        build()
    elif command == "check":
        return check()
    elif command == "list":  # every string as JSON lines: [context, source, plural]
        for entry in all_strings():
            print(json.dumps(entry, ensure_ascii=False))
    elif command == "fill" and len(argv) == 3:
        fill(argv[1], Path(argv[2]))
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
