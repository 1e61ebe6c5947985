"""Help: the keyboard shortcuts (the menus' own, the table's, the game's) and About."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from cardtable.ui.words.text import words
from cardtable.version import version


def _table_keys() -> list[tuple[str, str]]:
    return [
        ("← →", words("help", "Pick a card you may play, or a button offered (a bid, Keep …)")),
        ("Enter", words("help", "Play the card picked or press the button picked; press the "
                                "button of a panel (Next deal, Resume …)")),
        ("Y / N", words("help", "Answer the question on the table (announce the marriage?)")),
        ("R", words("help", "Review the deal just finished, from its end-of-deal panel")),
        ("Esc", words("help", "Put the last trick away; No to a question")),
    ]


def shortcuts_html(actions: Sequence[QAction], game_keys: Sequence[tuple[str, str]],
                   game: str) -> str:
    """The shortcuts as a table: the menus' (from their actions), the table's, the game's."""
    rows = [(a.shortcut().toString(), a.text().replace("&", "").rstrip("…"))
            for a in actions if not a.shortcut().isEmpty()]
    parts = [_table(words("help", "Menus"), rows),
             _table(words("help", "At the table"), _table_keys())]
    if game_keys:
        parts.append(_table(game, list(game_keys)))
    return "".join(parts)


def _table(title: str, rows: Sequence[tuple[str, str]]) -> str:
    body = "".join(f"<tr><td style='padding-right:18px'><b>{key}</b></td><td>{what}</td></tr>"
                   for key, what in rows)
    return f"<h3>{title}</h3><table>{body}</table>"


class ShortcutsDialog(QDialog):
    """The shortcuts, ``html()`` made anew when the language changes."""

    def __init__(self, html: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.html = html
        self.resize(520, 560)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(words("help", "Keyboard shortcuts"))
        self.browser.setHtml(self.html())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "browser"):
            # after the window has worded its menus anew (their texts are listed here)
            QTimer.singleShot(0, self.retranslate)


def about_text() -> str:
    return words("help", "<h3>cardtable {version}</h3><p>Traditional European card games at "
                         "one table: Schnapsen, Wallachen, Tippen, Spades and Poch. Against "
                         "computer opponents, or hot-seat with "
                         "friends at one computer.</p><p>The rules follow the traditional games "
                         "with their variants (Help ▸ Rules). Every card, the backs and the Poch "
                         "board are drawn by the program's own code.</p><p>Your games are saved "
                         "after every move and offered again at the next start; past games can "
                         "be reviewed with every hand open (Game ▸ Past games).</p>"
                 ).format(version=version())
