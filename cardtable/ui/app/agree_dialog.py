"""Taking a move back at a table of several people: only if every one of them agrees."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.words.text import words


class AgreeDialog(QDialog):
    """At a table of several people a move is taken back only if every one of them agrees:
    each ticks their own box; OK stays off until all have."""

    def __init__(self, question: str, people: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(words("dialogs", "Take a move back?"))
        layout = QVBoxLayout(self)
        text = QLabel(question, self)
        text.setWordWrap(True)
        layout.addWidget(text)
        self.boxes = [QCheckBox(words("dialogs", "{name} agrees").format(name=p), self)
                      for p in people]
        for box in self.boxes:
            layout.addWidget(box)
            box.toggled.connect(self._check)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.ok = QPushButton(words("dialogs", "Take it back"), self)
        self.buttons.addButton(self.ok, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._check()

    def _check(self) -> None:
        self.ok.setEnabled(all(b.isChecked() for b in self.boxes))


__all__ = ["AgreeDialog"]
