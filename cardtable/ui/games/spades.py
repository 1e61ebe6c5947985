"""Spades on the table: a bidding panel with only the legal bids, each seat's bid and tricks
beside its name, the spades-broken indicator, the running score sheet and the end of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.engine.action import Action
from cardtable.engine.events import Event
from cardtable.engine.state import DealResult, View
from cardtable.ui.games import TableAdapter
from cardtable.ui.layout import Placement, TableGeometry
from cardtable.ui.models import TableModel

if TYPE_CHECKING:
    from cardtable.games.spades import SpadesView


class SpadesAdapter(TableAdapter):
    game_id = "spades"

    def setup(self, model: TableModel) -> None:
        model.zone("offer")  # the card looked at in the two-player draw

    # --- models ------------------------------------------------------------------------------
    def sync(self, model: TableModel, view: View) -> None:
        v: SpadesView = view  # type: ignore[assignment]
        model.zone("offer").sync_cards([v.offered] if v.offered >= 0 else [])

    def pile_sizes(self, view: View) -> list[int] | None:
        v: SpadesView = view  # type: ignore[assignment]
        return [won * v.num_seats for won in v.tricks_won]

    def placements(self, model: TableModel, geom: TableGeometry) -> dict[int, Placement]:
        out = {}
        for s in model.zone("offer").slots:
            out[s.uid] = Placement(geom.cx - geom.big * 1.6, geom.cy, 0.0, 30, geom.big, s.card)
        return out

    # --- gestures and words --------------------------------------------------------------------
    def action_label(self, action: Action) -> str:
        if action.kind == "bid" and action.n is not None:
            return "Nil" if action.n == 0 else str(action.n)
        return {"blind_nil": "Blind nil", "look": "Look at my cards", "keep": "Keep this card",
                "reject": "Take the next card"}.get(action.kind, super().action_label(action))

    def caption(self, event: Event) -> str | None:
        if event.kind == "bid":
            return event.text.capitalize() if event.text else f"Bid {event.value}"
        if event.kind == "spades_broken":
            return "Spades broken!"
        return None

    def status_hint(self, view: View) -> str:
        v: SpadesView = view  # type: ignore[assignment]
        if v.phase == "bid":
            return "bid how many tricks you will take (the buttons below)"
        if v.phase == "draw":
            return "keep the card you see, or take the next one"
        if v.phase == "exchange":
            return "give a card to your partner"
        if not v.trick:
            return "lead a card" + ("" if v.spades_broken else " (no spade until spades are broken)")
        return "follow suit if you can"

    def table_badge(self, view: View) -> str:
        v: SpadesView = view  # type: ignore[assignment]
        return "♠ Spades broken" if v.spades_broken else "♠ Spades not broken"

    def plate_info(self, view: View, seat: int) -> str:
        v: SpadesView = view  # type: ignore[assignment]
        bid = v.bids[seat]
        if bid is None:
            return "to bid" if v.phase in ("bid", "draw") else ""
        said = "nil" if bid == 0 else f"bid {bid}"
        if v.blind[seat]:
            said = "blind nil"
        return f"{said} · won {v.tricks_won[seat]}"

    def score_text(self, view: View, match: Any) -> str:
        v: SpadesView = view  # type: ignore[assignment]
        lines = [f"Spades: {'broken' if v.spades_broken else 'not broken yet'}",
                 f"Trick {max(1, min(v.trick_number, v.tricks_per_hand))} of {v.tricks_per_hand}"]
        scores = match.side_scores() if match is not None and hasattr(match, "side_scores") \
            else list(v.scores)
        for i, members in enumerate(v.sides):
            names = " & ".join(self.names[m] for m in members)
            lines.append(f"{names}: {scores[i] if i < len(scores) else 0}")
        if match is not None:
            lines.append(f"Game to {match.options.target}")
        return "\n".join(lines)

    def summary(self, result: DealResult, match: Any) -> str:
        lines = [result.summary]
        if match is not None and hasattr(match, "side_scores"):
            sides = [tuple(s) for s in getattr(match.state, "sides", ())] or \
                [(i,) for i in range(match.num_seats)]
            scores = match.side_scores()
            lines.append("Scores: " + ", ".join(
                f"{' & '.join(self.names[m] for m in side)} {scores[i]}"
                for i, side in enumerate(sides) if i < len(scores)))
            if match.is_over():
                won = " & ".join(self.names[s] for s in match.winners())
                lines.append(f"{won} won the game.")
        return "\n".join(lines)

