"""What fills a table's observed models (``ui/models/observed.py``), from the view the screen
has just caught up with.

The flow calls these at its catch-up points, one line each: after an action's motion has
landed (the plates, the score panel), when an event's motion lands (a seat's call), when the
deal's end is shown, and when the words change (the language, the deck). Chips landing write
the balances and counts themselves (``ChipLayer.show``). The game's adapter words the
figures; the models hold the figures and the words the views show.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from cardtable.engine.chips import Chips
from cardtable.engine.events import Event
from cardtable.engine.state import View
from cardtable.ui.games import TableAdapter
from cardtable.ui.models.observed import INFO
from cardtable.ui.models.sheet import ScoreSheet
from cardtable.ui.models.table import TableModel
from cardtable.ui.table.scene import TableScene


def fill_seats(scene: TableScene, adapter: TableAdapter[Any], view: View,
               names: Sequence[str], tips: Sequence[str]) -> None:
    """Each seat's name, line of facts (the adapter's words for ``view``), dealer, turn and
    tooltip, into the scene's seats model; the plates are drawn anew too (their font
    follows the text size, which is no figure)."""
    n = view.num_seats
    scene.set_plates(list(names), [adapter.plate_info(view, s) for s in range(n)], view.dealer,
                     view.current_player, list(tips))


def call_landed(model: TableModel | None, adapter: TableAdapter[Any] | None,
                event: Event) -> None:
    """An event's motion has landed: a call that changes its seat's line of facts (a Poch
    bet held at 9: "bet 9") changes it now, with the chips it paid."""
    if model is not None and adapter is not None and 0 <= event.seat < model.num_seats:
        said = adapter.plate_call(event)
        if said is not None:
            model.seats.set(event.seat, {INFO: said})


def shown_chips(model: TableModel, view: View) -> Chips | None:
    """The chips as the screen shows them (the places model and the plates' balances: chips
    in the air counted nowhere), or None outside a chip game."""
    if view.chips is None or not model.chips.known:
        return None
    balances = tuple(int(b) if b is not None else 0 for b in model.seats.balances())
    return Chips(balances, tuple(model.places.counts().items()))


def fill_score(model: TableModel, adapter: TableAdapter[Any], view: View, match: Any,
               sheet: ScoreSheet | None) -> str:
    """The score panel's words for ``view``, with the chips as the table shows them and the
    score sheet's running totals (the deals scored so far on the screen); its text."""
    chips = shown_chips(model, view)
    if chips is not None:
        view = replace(view, chips=chips)
    totals = tuple(sheet.totals) if sheet is not None else ()
    text = adapter.score_text(view, match, totals)
    model.score.set_text(text)
    return text


def word_deal_end(model: TableModel | None, wording: Callable[[], str]) -> str:
    """The end-of-deal panel's words as ``wording`` gives them now; kept, to be shown when
    the deal's last card has landed (:func:`show_deal_end`) and worded anew when the
    language or the deck changes (:func:`reword`)."""
    if model is not None:
        model.deal_end_words = wording
    return wording()


def show_deal_end(model: TableModel | None) -> None:
    """The deal's last card has landed: the end-of-deal panel's words."""
    if model is not None and model.deal_end_words is not None:
        model.deal_end.set_text(model.deal_end_words())


def reword(model: TableModel | None) -> None:
    """The end-of-deal panel's words anew, if it is shown (the language or the deck
    changed: the suits' names follow the pack)."""
    if model is not None and model.deal_end.rows and model.deal_end_words is not None:
        model.deal_end.set_text(model.deal_end_words())


def clear_deal_end(model: TableModel | None) -> None:
    """A new deal: no end-of-deal words."""
    if model is not None:
        model.deal_end_words = None
        model.deal_end.set_text("")
