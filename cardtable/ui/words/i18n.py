"""The app's languages: cardtable's own translations (``translations/cardtable_<lang>.qm``)
installed in Qt, switched while the app runs, and numbers written for the language.

Every string a person reads goes through Qt's translation system: the table's own words with
:func:`cardtable.ui.text.words` (or ``self.tr`` in a widget class), the engine's messages with
:class:`cardtable.ui.words.text.TableWords`. :func:`set_language` swaps the installed translator;
Qt then sends every widget a ``LanguageChange`` event, and each window words itself anew
(``retranslate``). ``docs/translation.md`` says how a new string is written and how the
``.ts`` sources and ``.qm`` files are made (``tools/translations.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from cardtable.ui.words.rules import FALLBACK, LANGUAGES, language_of

TRANSLATIONS_DIR: Final = Path(__file__).resolve().parent / "translations"
# The languages translated whole (English is the sources themselves, and has a file of its
# own for the plural forms only: "1 trick", "2 tricks").
TRANSLATED: Final = tuple(code for code in LANGUAGES if code != FALLBACK)
TS_LANGUAGES: Final = (FALLBACK, *TRANSLATED)
# The locale each language's numbers are written in.
_LOCALES: Final = {"en": "en_GB", "de": "de_AT", "sl": "sl_SI", "pl": "pl_PL", "th": "th_TH"}

_translator: QTranslator | None = None
_language = FALLBACK


def qm_path(language: str) -> Path:
    return TRANSLATIONS_DIR / f"cardtable_{language}.qm"


def ts_path(language: str) -> Path:
    return TRANSLATIONS_DIR / f"cardtable_{language}.ts"


def system_language() -> str:
    """The first of the system's preferred languages that cardtable speaks (else English)."""
    for name in QLocale.system().uiLanguages():
        code = language_of(name)
        if code != FALLBACK or name.lower().startswith("en"):
            return code
    return language_of(QLocale.system().name())


def chosen_language(setting: str) -> str:
    """The language for a setting: "" follows the system; an unknown code means English."""
    if not setting:
        return system_language()
    return setting if setting in LANGUAGES else FALLBACK


def current_language() -> str:
    return _language


def set_language(language: str) -> bool:
    """Install ``language`` (a code of :data:`LANGUAGES`) at once; every widget is told
    (``QEvent.LanguageChange``). False, with English installed, when its file is missing."""
    global _translator, _language
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("set_language needs the QApplication")
    if _translator is not None:
        app.removeTranslator(_translator)
        _translator = None
    translator = QTranslator(app)
    ok = language in LANGUAGES and translator.load(str(qm_path(language)))
    if not ok and translator.load(str(qm_path(FALLBACK))):
        language = FALLBACK
    if translator.isEmpty():
        translator.deleteLater()
    else:
        app.installTranslator(translator)
        _translator = translator
    _language = language if ok else FALLBACK
    QLocale.setDefault(QLocale(_LOCALES.get(_language, "en_GB")))
    return ok


def number(value: float, decimals: int = 0) -> str:
    """A number as the language writes it (``1 234,5`` in German and Polish, ``1,234.5`` in
    English and Thai)."""
    locale = QLocale()
    if decimals == 0:
        return str(locale.toString(round(value)))
    return str(locale.toString(float(value), "f", decimals))


def percent(share: float) -> str:
    """A share (0 … 1) as a whole per cent, written for the language."""
    return QCoreApplication.translate("numbers", "{n} %").format(n=number(100 * share))


def standard_button_words() -> tuple[str, ...]:
    """Qt words its standard buttons (OK, Cancel, Yes …) in the context ``QPlatformTheme``;
    they are listed here so that our translations carry them (Qt's own are not bundled)."""
    return (QCoreApplication.translate("QPlatformTheme", "OK"),
            QCoreApplication.translate("QPlatformTheme", "Cancel"),
            QCoreApplication.translate("QPlatformTheme", "Close"),
            QCoreApplication.translate("QPlatformTheme", "&Yes"),
            QCoreApplication.translate("QPlatformTheme", "&No"))
