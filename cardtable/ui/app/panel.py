"""A panel over the table that does not block the app: framed, kept where it leaves the
table's words readable (or centred where its shares say), answering to the keyboard."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QWidget

from cardtable.ui.table.access import scaled

ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

PANEL_STYLE = ("QFrame#panel { background: rgb(250, 246, 234); border: 2px solid #b8860b;"
                " border-radius: 14px; } QLabel { color: #222; font-size: 16px; }"
                " QPushButton { font-size: 15px; padding: 6px 20px; }"
                # The button Tab reached (ui/app/focus.py) wears a frame.
                " QPushButton:focus { border: 3px solid #1565c0; border-radius: 5px;"
                " background: #eef4fd; color: #111; }")
# A panel's compact form, where the usual one would hide too much of the table: smaller
# words and buttons (the end of a deal's summary, a choice).
COMPACT_STYLE = (" QLabel { font-size: 13px; } QPushButton { font-size: 13px;"
                 " padding: 3px 8px; }")


class Panel(QFrame):
    """A framed panel kept centred on its parent (the table view)."""

    def __init__(self, parent: QWidget, y_share: float = 0.5, x_share: float = 0.5) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(scaled(PANEL_STYLE))
        self.setProperty("css_as_written", PANEL_STYLE)
        self.y_share = y_share
        self.x_share = x_share
        # Where the panel leaves the words on the table readable (the window's, from the
        # scene's clear_spot); None: centred where the shares say.
        self.word_placer: Callable[[QSize, float, float], tuple[QPoint, float] | None] | None \
            = None
        self.covers = 0.0  # how much of the table's words it covers where placed last
        parent.installEventFilter(self)
        self.hide()

    def place(self) -> None:
        """Centred where its shares say; with a ``word_placer``, then moved to the nearest
        spot that leaves the table's words readable."""
        layout = self.layout()
        if layout is not None:  # a button just shown or reworded counts now, not next pass
            layout.invalidate()
            layout.activate()
        self.adjustSize()
        p = self._host().rect()
        x = round(p.width() * self.x_share - self.width() / 2)
        self.move(max(0, min(x, p.width() - self.width())),
                  max(0, round(p.height() * self.y_share - self.height() / 2)))
        self.covers = 0.0
        if self.word_placer is not None:
            found = self.word_placer(self.size(), self.x_share, self.y_share)
            if found is not None:  # inside the view even while the table has an older size
                self.covers = found[1]
                self.move(max(0, min(found[0].x(), p.width() - self.width())),
                          max(0, min(found[0].y(), p.height() - self.height())))

    def _title(self, text: str, pixel_size: int) -> QLabel:
        """The panel's bold, centred heading."""
        title = QLabel(text, self)
        font = title.font()
        font.setPixelSize(pixel_size)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return title

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The panel's own keys (``take_key``) first; then Enter presses the button that has
        the focus and Left/Right move between them."""
        if self.take_key(event):
            return
        focused = self.focusWidget()
        key = event.key()
        buttons = [b for b in self.findChildren(QPushButton)
                   if b.isVisible() and b.focusPolicy() != Qt.FocusPolicy.NoFocus]
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focused, QPushButton):
            focused.click()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and focused in buttons and buttons:
            step = 1 if key == Qt.Key.Key_Right else -1
            buttons[(buttons.index(focused) + step) % len(buttons)].setFocus()
        else:
            super().keyPressEvent(event)

    def popup(self) -> None:
        # Shown first, then placed: a hidden panel's layout does not yet know its size (the
        # summary then grew past the view's edge); no frame is painted in between.
        self.show()
        self.place()
        self.raise_()

    def _host(self) -> QWidget:
        host = self.parentWidget()
        assert host is not None  # made with the table view as parent
        return host

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host() and event.type() == QEvent.Type.Resize and self.isVisible():
            # At once inside the new size, and again once the table is laid out at it (the
            # view's own resize comes after this filter): clear of where the words went.
            self.place()
            QTimer.singleShot(0, self._replace_if_shown)
        return False

    def _replace_if_shown(self) -> None:
        if self.isVisible():
            self.place()

    def take_key(self, event: QKeyEvent) -> bool:
        """A key pressed anywhere on the table while the panel is up; True if it answered."""
        return False


__all__ = ["COMPACT_STYLE", "ENTER", "PANEL_STYLE", "Panel"]
