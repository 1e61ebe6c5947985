"""The figures beside the cards — the plates, the score panel, the badge and the tooltips —
caught up with the screen: each action's motion ends with a sync to the view *of that action*
(:meth:`ScreenFigures.after_sync`), never to a state the engine has reached since, since
computer seats may act on while the motion plays. The flow owns one and calls it at its
catch-up points; what fills the models is ``ui/play/feed.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine import View
from cardtable.ui.play import feed
from cardtable.ui.play.tips import plate_tip, zone_tips

if TYPE_CHECKING:  # the flow makes this part; it is not imported back
    from cardtable.ui.play.flow import Flow

__all__ = ["ScreenFigures"]


class ScreenFigures:
    """The figures of ``flow``'s table as the view the screen shows says them."""

    def __init__(self, flow: Flow) -> None:
        self.flow = flow
        self.view: View | None = None  # the view the plates and panel show now
        self.score_text = ""  # what the score panel says

    def after_sync(self, view: View | None = None) -> None:
        """The plates, the score panel, the badge and the tooltips say what ``view`` says
        (the view the screen has just caught up with; by default the state's now)."""
        flow = self.flow
        if flow.state is None or flow.scene is None:
            return
        view = view or flow.display_view()
        self.view = view
        self.update_plates(view)
        if flow.adapter is not None:
            self.show_score(force=True)
            flow.scene.set_badge(flow.adapter.table_badge(view), flow.adapter.badge_tip(view))
            flow.scene.set_tips(zone_tips(view, flow.adapter, flow.seat_names(), flow.viewer))
        flow.synced.emit()

    def show_score(self, force: bool = False) -> None:
        """The score panel for the view on the screen, with the chips as the table shows them
        and the sheet's totals (ui/play/feed.py): its numbers change when the plates' and the
        sheet's do. Chips landing tell it only when its words change (``force``: always)."""
        flow = self.flow
        view, model, adapter = self.view, flow.model, flow.adapter
        if view is None or adapter is None or model is None:
            return
        text = feed.fill_score(model, adapter, view, flow.match, flow.score_sheet)
        if force or text != self.score_text:
            self.score_text = text
            flow.score_changed.emit(text)

    def update_plates(self, view: View | None = None) -> None:
        flow = self.flow
        state, scene, adapter = flow.state, flow.scene, flow.adapter
        if state is None or scene is None or adapter is None:
            return
        view = view or flow.display_view()
        n = view.num_seats
        names = [flow.seat_name(s) for s in range(n)]
        tips = [plate_tip(names[s], flow.seats[s], s == view.dealer) for s in range(n)]
        feed.fill_seats(scene, adapter, view, names, tips)

    def reword(self) -> None:
        """The plates, the panel and the words again for the view on the screen (a deck
        switched: the words that name cards and suits)."""
        if self.view is not None and self.flow.state is not None:
            self.after_sync(self.view)
        feed.reword(self.flow.model)  # the end-of-deal panel's words

    def retranslate(self) -> bool:
        """Every word of the table anew, in the app's language; False if no table."""
        flow = self.flow
        if flow.state is None or flow.adapter is None or flow.scene is None:
            return False
        self.after_sync()
        feed.reword(flow.model)
        return True
