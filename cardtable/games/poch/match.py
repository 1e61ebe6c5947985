"""A match of Poch: deals in a row, the dealer's rotation, the end and the standing."""

from __future__ import annotations

from cardtable.engine.chips import ChipMove, Chips
from cardtable.engine.match import ChipMatch
from cardtable.engine.messages import Message, SeatRef
from cardtable.games.poch.options import Options
from cardtable.games.poch.rules import board_places
from cardtable.games.poch.texts import BALANCE, STANDING


class PochMatch(ChipMatch[Options]):
    """A session of Poch: the board's compartments and every balance travel from deal to deal."""

    def table_places(self) -> tuple[str, ...]:
        return board_places(self.options.board)

    def leftover(self, chips: Chips) -> tuple[ChipMove, ...]:
        """§4.8: ``unclaimed`` leaves the board as it is; ``split`` shares each place equally
        among all players, the remainder staying where it lies."""
        if self.options.leftover_at_end != "split":
            return ()
        n = self.num_seats
        return tuple(ChipMove(name, seat, amount // n) for name, amount in chips.places
                     if amount >= n for seat in range(n))

    def standing(self) -> Message:
        chips = self.chips()
        balances = chips.balances if chips is not None else ()
        return STANDING(balances=tuple(BALANCE(who=SeatRef(s), n=b)
                                        for s, b in enumerate(balances)))

