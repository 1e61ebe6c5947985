"""The rules of a game in a window of its own: in any language of the rules pages, opened at
an option's section, quoting first the options that differ from the preset played."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QShowEvent, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cardtable.games import playable_games as games
from cardtable.ui.app.dialog_parts import choice_box
from cardtable.ui.words import i18n
from cardtable.ui.words.naming import game_name
from cardtable.ui.words.rules import (
    FALLBACK,
    LANGUAGES,
    differences,
    differences_text,
    option_section,
    rules_page,
)
from cardtable.ui.words.text import words


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


class RulesDialog(QDialog):
    """The rules of a game, in any language of the pages (a switch at the top), opened at an
    option's section when one is named. Given the options being played and their preset,
    it first quotes the sections of the options that differ from the preset. With
    ``ask_game`` (from the start screen, where no game is chosen yet) it asks which game's
    rules to show, in a switch above the language's."""

    def __init__(self, game_id: str, title: str, parent: QWidget | None = None,
                 language: str | None = None, option: str | None = None,
                 options: Any = None, preset: Any = None, ask_game: bool = False) -> None:
        super().__init__(parent)
        self.game_id, self.option = game_id, option
        self.changed = differences(options, preset) if options is not None else []
        self.setWindowTitle(words("dialogs", "Rules of {game}").format(game=title))
        self.resize(640, 660)
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game: QComboBox | None = None
        if ask_game:
            self.game = choice_box([(game_name(g), g.id) for g in games()], game_id)
            top.addRow(words("dialogs", "Which game's rules?"), self.game)
            self.game.currentIndexChanged.connect(self._game_chosen)
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

    def _game_chosen(self) -> None:
        assert self.game is not None
        self.game_id = str(self.game.currentData())
        self.setWindowTitle(words("dialogs", "Rules of {game}").format(
            game=self.game.currentText()))
        self._show_page()

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


__all__ = ["RulesDialog", "rules_text", "system_language"]
