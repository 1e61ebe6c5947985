"""A match of Wallachen: deals in a row, the dealer's rotation, the end and the standing."""

from __future__ import annotations

from cardtable.engine.match import ChipMatch
from cardtable.engine.messages import Message, SeatRef
from cardtable.games.wallachen.options import Options
from cardtable.games.wallachen.texts import BALANCE, STANDING


class WallachenMatch(ChipMatch[Options]):
    """A session: ``session_deals`` deals (thrown-in deals count), the deal passing clockwise;
    balances follow the players, the pot lies on the table; a pot left at the end stays
    unclaimed (§3.5)."""

    def table_places(self) -> tuple[str, ...]:
        return ("pot",)

    def standing(self) -> Message:
        chips = self.chips()
        if chips is None:
            return super().standing()
        lines = tuple(BALANCE(who=SeatRef(s), chips=b) for s, b in enumerate(chips.balances))
        return STANDING(balances=lines, pot=chips.at("pot"))

