"""How the table looks and moves, as the settings say: the deck and its backs, the felt, the
speed of motion, and whether a finished trick waits for the next card. Each takes effect at
once, mid-deal too, and on every table built from then on."""

from __future__ import annotations

from PySide6.QtCore import QObject

from cardtable.storage import Settings
from cardtable.ui.play.flow import Flow
from cardtable.ui.table.scene import TableScene

__all__ = ["Looks"]


class Looks(QObject):
    def __init__(self, flow: Flow) -> None:
        super().__init__(flow)
        self.flow = flow
        self.card_scale = 1.0  # the card-size setting, for every table built from now on
        flow.scene_changed.connect(self._new_scene)

    def _new_scene(self, scene: TableScene) -> None:
        scene.card_scale = self.card_scale  # before the view lays the table out

    def set_card_scale(self, scale: float) -> None:
        """The cards' size (``storage.CARD_SIZES``): the table is laid out anew at once."""
        self.card_scale = scale
        if self.flow.scene is not None:
            self.flow.scene.set_card_scale(scale)

    def follow(self, settings: Settings) -> None:
        """The speed, the felt, the trick's display and the card size as ``settings`` say."""
        self.set_speed(settings.speed_factor)
        self.set_felt(settings.felt)
        self.set_trick_display(settings.trick_display)
        self.set_card_scale(settings.card_scale)

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
