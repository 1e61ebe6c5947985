"""The tooltips of the table: what each zone is and what a click on it does, and who sits at
each seat."""

from __future__ import annotations

from typing import Any

from cardtable.engine import View
from cardtable.session import SeatConfig
from cardtable.ui.games import TableAdapter
from cardtable.ui.words.naming import setting_words
from cardtable.ui.words.text import words

__all__ = ["plate_tip", "zone_tips"]


def zone_tips(view: View, adapter: TableAdapter[Any], names: list[str],
              viewer: int | None) -> dict[str, str]:
    """Each zone's tooltip for ``view``, ``names`` the seats' names as the table says them."""
    tips = {}
    for seat in range(view.num_seats):
        tips[f"pile{seat}"] = words("tips", "Your tricks: click to see the last trick again "
                                            "(T)") if seat == adapter.you else \
            words("tips", "{name}'s tricks: click to see the last trick again (T)").format(
                name=names[seat])
        if seat == viewer:
            tips[f"hand{seat}"] = words("tips", "Your cards: drag one onto the table, "
                                                "double-click it, or pick it with ← → and "
                                                "press Enter")
        else:
            tips[f"hand{seat}"] = words("tips", "{name}'s cards").format(name=names[seat])
    tips["trick"] = words("tips", "The trick")
    tips.update(adapter.zone_tips(view))
    return tips


def plate_tip(name: str, who: SeatConfig, deals: bool) -> str:
    """A name plate's tooltip: who sits there (a person, the computer at its level), and
    whether they deal this time."""
    kind = words("tips", "a person") if who.human else words(
        "tips", "the computer, {level}").format(level=setting_words(who.level).lower())
    tip = f"{name}: {kind}"
    if deals:
        tip += words("tips", "; deals this time (D)")
    return tip
