"""The window's menus, Game and Help: their actions, their shortcuts (working wherever the
focus is) and their words in the app's language."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from cardtable.ui.words.text import words

__all__ = ["Menus"]

_NEW, _UNDO, _OPEN = (QKeySequence.StandardKey.New, QKeySequence.StandardKey.Undo,
                      QKeySequence.StandardKey.Open)
# Each menu's actions by name with their keys, in order; "" for a separator.
_GAME: list[tuple[str, QKeySequence.StandardKey | str | None]] = [
    ("new", _NEW), ("choose", "Ctrl+Shift+N"), ("number", None), ("again", None),
    ("", None),
    ("undo", _UNDO), ("last_trick", "T"), ("hint", "H"), ("", None),
    ("review", "Ctrl+R"), ("past", None), ("export", None), ("import", _OPEN), ("", None),
    ("settings", "Ctrl+,"), ("full_screen", "F11"), ("statistics", "Ctrl+T"), ("", None),
    ("quit", "Ctrl+Q")]
_HELP: list[tuple[str, QKeySequence.StandardKey | str | None]] = [
    ("rules", "F1"), ("keys", "Ctrl+/"), ("about", None)]


class Menus:
    """The menus of ``window``; ``does`` names what each action does (its slot)."""

    def __init__(self, window: QMainWindow, does: Mapping[str, Callable[[], object]],
                 learn: Callable[[str], object] | None = None) -> None:
        self.game: QMenu = window.menuBar().addMenu("")
        self.help: QMenu = window.menuBar().addMenu("")
        self.actions: dict[str, QAction] = {}
        for menu, entries in ((self.game, _GAME), (self.help, _HELP)):
            for name, keys in entries:
                if not name:
                    menu.addSeparator()
                    continue
                action = QAction("", window)
                if keys is not None:
                    action.setShortcut(QKeySequence(keys))
                action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
                action.triggered.connect(does[name])
                menu.addAction(action)
                window.addAction(action)
                self.actions[name] = action
        self.learn: dict[str, QAction] = {}  # "Learn Schnapsen" …: each game with a guide
        if learn is not None:
            self._add_learning(window, learn)
        self.actions["undo"].setEnabled(False)  # only when there is a move to take back
        self.actions["hint"].setEnabled(False)  # only on the person's turn
        self.actions["full_screen"].setCheckable(True)

    def _add_learning(self, window: QMainWindow, learn: Callable[[str], object]) -> None:
        from cardtable.games import listed_games
        from cardtable.ui.learn.index import guide_ids

        first = self.help.actions()[0]
        guided = set(guide_ids())
        for game_id in [i.id for i in listed_games() if i.id in guided]:  # the games' order
            action = QAction("", window)
            action.setObjectName(f"learn:{game_id}")
            action.triggered.connect(lambda _=False, g=game_id: learn(g))
            self.help.insertAction(first, action)
            self.learn[game_id] = action
        if self.learn:
            self.help.insertSeparator(first)

    def __getitem__(self, name: str) -> QAction:
        return self.actions[name]

    def retranslate(self) -> None:
        self.game.setTitle(words("window", "&Game"))
        self.help.setTitle(words("window", "&Help"))
        for name, text in (
                ("new", words("window", "&New game…")),
                ("choose", words("window", "&Choose a game…")),
                ("number", words("window", "Play deal &number…")),
                ("again", words("window", "Play the last deal &again…")),
                ("undo", words("window", "&Undo")),
                ("last_trick", words("window", "&Last trick")),
                ("hint", words("window", "&Hint")),
                ("review", words("window", "&Review this game's deals…")),
                ("past", words("window", "&Past games…")),
                ("export", words("window", "&Export the last deal…")),
                ("import", words("window", "&Import a deal record…")),
                ("settings", words("window", "&Settings…")),
                ("full_screen", words("window", "&Full screen")),
                ("statistics", words("window", "S&tatistics…")),
                ("quit", words("window", "&Quit")),
                ("rules", words("window", "&Rules of this game")),
                ("keys", words("window", "&Keyboard shortcuts")),
                ("about", words("window", "&About cardtable"))):
            self.actions[name].setText(text)
        from cardtable.games import listed_games

        for info in listed_games():
            if info.id in self.learn:
                self.learn[info.id].setText(words("window", "Learn {game}").format(
                    game=words("games", info.name)))
