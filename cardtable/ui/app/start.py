"""The start screen: a picture of each game, a line on what it is, and a button to play it.

Shown at the very first start (before any game has been played) and from Game ▸ Choose a
game. Only the games whose table is built can be played (``games.playable_games``); a game
whose rules exist but whose table is still being built is shown greyed as "coming", with no
button. The pictures are drawn from our own card art when the screen is first shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable import art
from cardtable.cards import (
    ACE,
    BIG_JOKER,
    CLUBS,
    HEARTS,
    HIDDEN,
    JACK,
    KING,
    QUEEN,
    SPADES,
    card,
)
from cardtable.engine.registry import GameAbout
from cardtable.games import game_of, listed_games
from cardtable.ui.app.handover import Cover
from cardtable.ui.learn.index import guide_ids
from cardtable.ui.table.card_item import card_pixmap
from cardtable.ui.table.felt import felt_pixmap
from cardtable.ui.words.text import words

PICTURE_W, PICTURE_H = 260, 150

# What each game's picture shows: (deck style, cards of a fan, a card lying crosswise under
# a face-down talon or None). A game not listed here shows three cards of its own pack.
_PICTURES: dict[str, tuple[str, tuple[int, ...], int | None]] = {
    "schnapsen": ("german", (card(HEARTS, KING), card(HEARTS, QUEEN), card(HEARTS, ACE)),
                  card(CLUBS, JACK)),
    "spades": ("french", (card(SPADES, KING), card(SPADES, ACE), BIG_JOKER), None),
    "tippen": ("french", (card(CLUBS, ACE), card(HEARTS, ACE), card(SPADES, ACE)), None),
    "wallachen": ("german", (card(CLUBS, QUEEN), card(SPADES, QUEEN), card(HEARTS, QUEEN)),
                  None),
}


def game_picture(info: GameAbout, dpr: float = 1.0) -> QPixmap:
    """A picture of the game on a piece of felt: its characteristic cards, or its board."""
    pm = felt_pixmap(PICTURE_W, PICTURE_H, "green", dpr)
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if info.id == "poch":
        board = art.render_svg(art.board_svg_path("poch_classic8"), 130, 130, dpr)
        painter.drawImage(QRectF(PICTURE_W / 2 - 65, 10, 130, 130), board)
    else:
        picture = _PICTURES.get(info.id)
        style, fan, trump = picture if picture else ("french", _pack_sample(info), None)
        _draw_fan(painter, style, fan, trump, dpr)
    painter.end()
    return pm


def _pack_sample(about: GameAbout) -> tuple[int, ...]:
    info = game_of(about)  # only a game without a picture of its own is imported
    pack = info.pack(info.default_options(), info.default_seats)
    cards = [c for c in range(54) if pack >> c & 1]
    return tuple(cards[-3:])


def _draw_fan(painter: QPainter, style: str, fan: Sequence[int], trump: int | None,
              dpr: float) -> None:
    width = 72
    cx = PICTURE_W / 2 + (40 if trump is not None else 0)
    if trump is not None:  # the trump card crosswise under the talon, left of the fan
        tx, ty = 88.0, PICTURE_H / 2
        _draw_card(painter, trump, style, width, dpr, tx - 28, ty + 4, 90)
        _draw_card(painter, HIDDEN, style, width, dpr, tx, ty, 0)
    n = len(fan)
    for i, c in enumerate(fan):
        t = i - (n - 1) / 2
        _draw_card(painter, c, style, width, dpr, cx + t * width * 0.5,
                   PICTURE_H / 2 + 8 + abs(t) * 5, t * 11)


def _draw_card(painter: QPainter, c: int, style: str, width: int, dpr: float, x: float,
               y: float, rotation: float) -> None:
    pm = card_pixmap(c, style, width, dpr, "blue")
    painter.save()
    painter.translate(x, y)
    painter.rotate(rotation)
    w, h = pm.width() / pm.devicePixelRatio(), pm.height() / pm.devicePixelRatio()
    painter.drawPixmap(QPointF(-w / 2, -h / 2), pm)
    painter.restore()


class _Picture(QWidget):
    """A game's picture at its size, or smaller (its shape kept) where the screen is too low
    for the tiles at full size: a 1280x720 window's tiles laid the pictures over the games'
    names."""

    def __init__(self, pixmap: QPixmap, parent: QWidget) -> None:
        super().__init__(parent)
        self.pixmap = pixmap
        self.setFixedWidth(PICTURE_W)
        self.setMinimumHeight(PICTURE_H // 2)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)

    def sizeHint(self) -> QSize:
        return QSize(PICTURE_W, PICTURE_H)

    def paintEvent(self, event: QPaintEvent) -> None:
        height = min(self.height(), PICTURE_H)
        width = PICTURE_W * height / PICTURE_H
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF((PICTURE_W - width) / 2, 0, width, height), self.pixmap,
                           QRectF(self.pixmap.rect()))
        painter.end()


class GameTile(QFrame):
    """One game: its picture, its name, a line on what it is, and Play / Options."""

    def __init__(self, info: GameAbout, playable: bool, dpr: float,
                 parent: QWidget | None = None, guided: bool = False) -> None:
        super().__init__(parent)
        self.game_id = info.id
        self.setObjectName("tile")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        self.picture = picture = _Picture(game_picture(info, dpr), self)
        layout.addWidget(picture, 0, Qt.AlignmentFlag.AlignHCenter)
        self.info = info
        self.name = name = QLabel("", self)
        name.setObjectName("name")
        layout.addWidget(name)
        self.line = line = QLabel("", self)
        line.setWordWrap(True)
        line.setFixedWidth(PICTURE_W)
        line.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(line)
        layout.addStretch(1)
        row = QHBoxLayout()
        self.play = QPushButton("", self)
        self.play.setObjectName(f"play:{info.id}")
        self.options = QPushButton("", self)
        self.soon: QLabel | None = None
        row.addWidget(self.play)
        row.addWidget(self.options)
        self.learn = QPushButton("", self)  # its guided first deal (ui/app/learn.py)
        self.learn.setObjectName(f"learn:{info.id}")
        self.learn.setVisible(guided)
        row.addWidget(self.learn)
        if playable:
            layout.addLayout(row)
        else:
            self.play.hide()
            self.options.hide()
            self.soon = soon = QLabel("", self)
            soon.setObjectName("soon")
            soon.setWordWrap(True)
            soon.setFixedWidth(PICTURE_W)  # every tile as wide as its picture
            layout.addWidget(soon)
            self.setEnabled(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.name.setText(words("games", self.info.name))
        self.line.setText(words("games", self.info.description))
        self.play.setText(words("start", "Play"))
        self.play.setToolTip(words("start", "Against the computer, with the rules you chose "
                                            "last time"))
        self.options.setText(words("start", "Options…"))
        self.options.setToolTip(words("start", "Choose the rules, the players and the deck"))
        self.learn.setText(words("start", "Learn"))
        self.learn.setToolTip(words("start", "A first deal with a guide that explains each "
                                             "step"))
        if self.soon is not None:
            self.soon.setText(words("start", "Coming soon: its table is still being built"))


class StartScreen(Cover):
    """Every game as a tile over the felt; covers the table view like the handover screen."""

    play = Signal(str)  # a game id: play it against the computer
    options = Signal(str)  # a game id: open the new-game dialog on it
    learn = Signal(str)  # a game id: its guided first deal
    closed = Signal()  # closed without choosing (a game was already on the table)
    past = Signal()  # the past games kept at this table, to review or play again

    def __init__(self, parent: QWidget, can_close: bool) -> None:
        super().__init__(parent)
        self.setObjectName("start")
        self.setStyleSheet(
            "QLabel { color: #f4f1e8; font-size: 14px; }"
            " QLabel#title { font-size: 30px; font-weight: bold; color: #f6e7b0; }"
            " QLabel#name { font-size: 20px; font-weight: bold; color: #f6e7b0; }"
            " QLabel#soon { color: #c9c3ae; font-style: italic; }"
            " QFrame#tile { background: rgba(0, 0, 0, 90); border: 1px solid #b8860b;"
            " border-radius: 12px; }"
            " QFrame#tile:disabled { background: rgba(0, 0, 0, 50); border-color: #6b6b6b; }"
            " QPushButton { font-size: 15px; padding: 6px 18px; }")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = title = QLabel("", self)
        title.setObjectName("title")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The past games beside the title, on the right (a row of its own below the games
        # took the height a 1280x720 table's tiles need for their pictures).
        self.past_button = QPushButton("", self)  # shown where past games are kept
        self.past_button.setVisible(False)
        self.past_button.clicked.connect(self.past)
        heading = QGridLayout()
        heading.addWidget(title, 0, 1)
        heading.addWidget(self.past_button, 0, 2, Qt.AlignmentFlag.AlignRight)
        heading.setColumnStretch(0, 1)
        heading.setColumnStretch(2, 1)
        self._heading = heading
        layout.addLayout(heading)
        layout.addSpacing(16)
        grid = QGridLayout()
        grid.setSpacing(18)
        dpr = parent.devicePixelRatioF()
        self.tiles: list[GameTile] = []
        # The games' listings only: none of their modules is imported for the start screen.
        guided = set(guide_ids())
        for i, info in enumerate(listed_games()):
            tile = GameTile(info, info.playable, dpr, self, info.id in guided)
            tile.learn.clicked.connect(lambda _=False, g=info.id: self._choose(self.learn, g))
            tile.play.clicked.connect(lambda _=False, g=info.id: self._choose(self.play, g))
            tile.options.clicked.connect(lambda _=False, g=info.id: self._choose(self.options, g))
            grid.addWidget(tile, i // 3, i % 3)
            self.tiles.append(tile)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(grid)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addSpacing(12)
        self.close_button = QPushButton("", self)
        self.close_button.setVisible(can_close)
        self.close_button.clicked.connect(self._close)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(2)
        self._felt: QPixmap | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """The screen's words in the app's language (again after a switch in Settings)."""
        self.title.setText(words("start", "Choose a game"))
        self.close_button.setText(words("start", "Back to the table"))
        self.past_button.setText(words("start", "Past games…"))
        self.past_button.setToolTip(words("start", "The games played at this table: review "
                                                   "one, or play one of its deals again"))
        # The title stays in the middle: the column left of it as wide as the button's.
        self._heading.setColumnMinimumWidth(0, self.past_button.sizeHint().width())
        for tile in self.tiles:
            tile.retranslate()
        for tile in self.tiles:  # every tile as wide as the widest (three buttons, a long word)
            tile.setMinimumWidth(0)
        widest = max((t.sizeHint().width() for t in self.tiles), default=0)
        for tile in self.tiles:
            tile.setMinimumWidth(widest)
        # Every description as tall as the longest: a low window shrinks every picture alike.
        tallest = max((t.line.heightForWidth(PICTURE_W) for t in self.tiles), default=0)
        for tile in self.tiles:
            tile.line.setMinimumHeight(tallest)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_felt"):
            self.retranslate()

    def popup(self) -> None:
        self.cover()
        first = next((t.play for t in self.tiles if t.isEnabled()), None)
        if first is not None:
            first.setFocus()

    def _choose(self, signal: Any, game_id: str) -> None:
        self.hide()
        signal.emit(game_id)

    def _close(self) -> None:
        self.hide()
        self.closed.emit()

    def take_key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and self.close_button.isVisible():
            self._close()
            return True
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._felt is None or self._felt.size() != self.size() * self.devicePixelRatioF():
            self._felt = felt_pixmap(self.width(), self.height(), "green",
                                     self.devicePixelRatioF())
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._felt)
        painter.end()
