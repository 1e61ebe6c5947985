"""How the table looks and moves, as the settings say: the deck and its backs, the felt, the
speed of motion, and whether a finished trick waits for the next card. Each takes effect at
once, mid-deal too, and on every table built from then on."""

from __future__ import annotations

from PySide6.QtCore import QObject

from cardtable.ui.play.flow import Flow

__all__ = ["Looks"]


class Looks(QObject):
    def __init__(self, flow: Flow) -> None:
        super().__init__(flow)
        self.flow = flow

    def set_speed(self, speed: float) -> None:
        self.flow.animator.speed = speed

    def set_art(self, style: str, back: str) -> None:
        """Switch the deck (mid-deal too): the cards and every word that names a card or a
        suit (the trump badge, the score panel) follow at once."""
        flow = self.flow
        flow.style, flow.back = style, back
        if flow.adapter is not None:
            flow.adapter.german_names = style == "german"
        if flow.scene is not None:
            flow.scene.set_art(style, back)
            flow.reword()

    def set_trick_display(self, mode: str) -> None:
        """"next_card": a finished trick stays until the next card; "pause": a moment."""
        flow = self.flow
        flow.trick_waits = mode != "pause"
        if flow.presenter is not None:
            flow.presenter.trick_waits = flow.trick_waits

    def set_felt(self, felt: str) -> None:
        self.flow.felt = felt
        if self.flow.scene is not None:
            self.flow.scene.set_felt(felt)
