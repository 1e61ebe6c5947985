"""What a screen reader is told of the table: an accessible name, role and description for
each card (the hands, the trick, the won piles, the game's own zones), each seat's plate and
each chip place.

The words are made when the table has caught up with the screen (the flow's ``synced``) and
when the person's turn changes what may be touched; while no assistive technology listens,
the scene keeps the describing to do when its words are first asked for
(:meth:`~cardtable.ui.table.scene.TableScene.catch_up_access`): it costs about a millisecond,
in the middle of the table's motion.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible

from cardtable.cards import HIDDEN
from cardtable.ui.games import TableAdapter
from cardtable.ui.play.flow import Flow
from cardtable.ui.table import table_access
from cardtable.ui.table.access import Accessible
from cardtable.ui.table.scene import TableScene
from cardtable.ui.words.text import words

__all__ = ["Describer"]


class Describer(QObject):
    def __init__(self, flow: Flow) -> None:
        super().__init__(flow)
        self.flow = flow
        flow.synced.connect(self.describe_items)

    def describe_items(self, clickable: Collection[str] = ()) -> None:
        """An accessible name, role and description for each card on the table, ``clickable``
        zones said as buttons; now while an assistive technology listens, else when first
        asked for."""
        scene = self.flow.scene
        if scene is None:
            return
        scene.describe = lambda: self._describe_now(clickable)
        if table_access.listening():
            scene.catch_up_access()

    def _describe_now(self, clickable: Collection[str]) -> None:
        flow = self.flow
        scene, model, adapter = flow.scene, flow.model, flow.adapter
        if scene is None or model is None or adapter is None:
            return
        self._describe_seats_and_chips(scene, adapter)
        marking = self._marking()
        for zone_name, zone in model.zones.items():
            n = len(zone.slots)
            scene.zone_access[zone_name] = table_access.zone_access(
                zone_name, n, flow.seat_names(), flow.viewer, adapter)
            for s in zone.slots:
                item = scene.items_by_uid.get(s.uid)
                if item is not None:
                    told = self._item_access(zone_name, s.card, n, item.playable,
                                             zone_name in clickable, adapter)
                    if marking and zone_name == f"hand{flow.viewer}" and s.card in model.raised:
                        told = replace(told, marked=True)
                    item.access = told
        table_access.tell_changed(scene)

    def _marking(self) -> bool:
        """Whether the person is marking cards of the hand for a move of several cards."""
        flow = self.flow
        state, adapter = flow.state, flow.adapter
        return (state is not None and adapter is not None and flow.viewer is not None
                and flow.human_on_turn() and adapter.marking(state.view(flow.viewer)))

    def _describe_seats_and_chips(self, scene: TableScene, adapter: TableAdapter[Any]) -> None:
        """Each seat's plate (its facts, dealer, on turn, balance) and each chip place."""
        state = self.flow.state
        for seat, plate in enumerate(scene.plates):
            facts = [plate.info] if plate.info else []
            if state is not None and seat == state.dealer:
                facts.append(words("access", "the dealer"))
            if plate.lit:
                facts.append(words("access", "on turn"))
            if plate.balance is not None:
                facts.append(words("access", "%n chips", plate.balance))
            plate.access = Accessible(plate.name, QAccessible.Role.StaticText, ", ".join(facts))
        chips = self.flow.model.chips if self.flow.model is not None else None
        for place, stack in scene.chip_layer.stacks.items():
            count = chips.count(place) if chips is not None else 0
            stack.access = Accessible(adapter.place_name(place), QAccessible.Role.StaticText,
                                      words("access", "%n chips", count))

    def _item_access(self, zone: str, card: int, count: int, playable: bool, clickable: bool,
                     adapter: TableAdapter[Any]) -> Accessible:
        flow = self.flow
        role = QAccessible.Role.Button if clickable else QAccessible.Role.ListItem
        face = adapter.renderer.card(card) if card != HIDDEN else words("access", "a card face "
                                                                            "down")
        seat = int(zone[4:]) if zone[:4] in ("hand", "pile") and zone[4:].isdigit() else -1
        owner = flow.seat_name(seat) if 0 <= seat < len(flow.seats) else ""
        if zone.startswith("hand"):
            # "playable" in the name itself: a screen reader reads the name first.
            name = words("access", "{card}, in your hand, playable").format(card=face) \
                if seat == flow.viewer and playable else \
                words("access", "{card}, in your hand").format(card=face) \
                if seat == flow.viewer else \
                words("access", "{card}, in {name}'s hand").format(card=face, name=owner)
            if seat != flow.viewer:
                why = ""
            elif playable:
                why = words("access", "you may play it: press Enter")
            else:
                why = words("access", "you may not play it now")
        elif zone.startswith("pile"):
            name = table_access.zone_access(zone, count, flow.seat_names(), flow.viewer,
                                            adapter).name
            if card != HIDDEN:  # a won trick still lying face up in the middle
                name = words("access", "{zone}: {card}").format(zone=name, card=face)
            why = ""
        else:
            name = words("access", "{zone}: {card}").format(zone=adapter.zone_words(zone),
                                                            card=face)
            why = words("access", "%n cards", count) if count > 1 else ""
        if clickable:
            role = QAccessible.Role.Button
            why = words("access", "press it to act") if not why else why
        return Accessible(name, role, why)
