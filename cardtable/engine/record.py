"""Deal records: options, the explicit deal, and the actions, as JSON that replays exactly.

Loading never executes code (plain ``json``), checks every field's type and value, and
raises :class:`RecordError` with a readable message on anything it does not accept.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardtable.cards import CardError, card_str, parse_card
from cardtable.engine.errors import CardtableError, RecordError

if TYPE_CHECKING:
    from cardtable.engine.state import GameState

RECORD_FORMAT = 1


@dataclass(frozen=True)
class DealRecord:
    game: str
    options: dict[str, Any]
    num_seats: int
    dealer: int
    deck: tuple[int, ...]
    carry: dict[str, Any]
    actions: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"format": RECORD_FORMAT, "game": self.game, "options": dict(self.options),
                "seats": self.num_seats, "dealer": self.dealer,
                "deck": " ".join(card_str(c) for c in self.deck),
                "carry": dict(self.carry), "actions": list(self.actions)}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1, sort_keys=True)

    @staticmethod
    def from_dict(data: Any) -> DealRecord:
        if not isinstance(data, dict):
            raise RecordError("a deal record is a JSON object")
        if data.get("format") != RECORD_FORMAT:
            raise RecordError(f"unknown record format {data.get('format')!r} (expected {RECORD_FORMAT})")
        game = _typed(data, "game", str)
        options = _typed(data, "options", dict)
        seats = _typed(data, "seats", int)
        dealer = _typed(data, "dealer", int)
        carry = _typed(data, "carry", dict)
        actions = _typed(data, "actions", list)
        if not all(isinstance(a, str) for a in actions):
            raise RecordError("every action in a record is text")
        try:
            deck = tuple(parse_card(t) for t in _typed(data, "deck", str).split())
        except CardError as exc:
            raise RecordError(f"bad deck: {exc}") from None
        if len(set(deck)) != len(deck):
            raise RecordError("bad deck: a card appears twice")
        return DealRecord(game, options, seats, dealer, deck, carry, tuple(actions))

    @staticmethod
    def from_json(text: str | bytes) -> DealRecord:
        return DealRecord.from_dict(load_json(text, "record"))

    def replay(self) -> GameState:
        """The state this record describes, rebuilt by applying every action in order."""
        from cardtable.engine.registry import get_game

        try:
            info = get_game(self.game)
            opts = info.options_from_dict(self.options)
            state = info.deal(opts, self.num_seats, self.dealer, self.deck, self.carry)
            for i, text in enumerate(self.actions):
                try:
                    state.apply(text)
                except CardtableError as exc:
                    raise RecordError(f"action {i + 1} ({text!r}) does not replay: {exc}") from None
        except RecordError:
            raise
        except CardtableError as exc:
            raise RecordError(str(exc)) from None
        return state


def load_json(text: str | bytes, what: str) -> Any:
    """Plain JSON values (never code); RecordError naming ``what`` if the text is not JSON."""
    try:
        return json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise RecordError(f"not a readable {what} (bad JSON: {exc})") from None


def _typed(data: dict[str, Any], name: str, kind: type) -> Any:
    if name not in data:
        raise RecordError(f"the record has no {name!r}")
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"{name!r} should be {kind.__name__}, not {type(value).__name__}")
    return value
