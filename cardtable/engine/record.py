"""Deal records: options, the explicit deal, and the actions, as JSON that replays exactly.

Loading never executes code (plain ``json``), checks every field's type and value, and
raises :class:`RecordError` with a readable message on anything it does not accept — never
another exception, however damaged the text (bad nesting, huge numbers, wrong types).

Format 2 (this version) adds the deal's ``seed`` (None for a deal from a given pack) and a
typed carry; records of format 1 still load (their carries have the same fields).

A record holds every card and every choice, or it could not replay; a deal in progress must
not show them to a person who opens the file (the hands, a stock nobody has seen, a choice
made in secret). ``to_dict(sealed=True)`` writes the pack, the seed and the actions as one
``"sealed"`` text that a glance does not read (a fixed scrambling, base64: not a cipher
against someone who sets out to read it, which no file on the player's own disk could be);
``from_dict`` reads either form.

:func:`record_of` is the record of a deal (a :class:`GameState`) as it stands.
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass
from typing import Any

from cardtable.cards import CardError, DealRng, card_str, parse_card
from cardtable.engine.errors import CardtableError, RecordError
from cardtable.engine.options import options_to_dict
from cardtable.engine.registry import GameInfo
from cardtable.engine.state import GameState

RECORD_FORMAT = 2
READABLE_FORMATS = (1, 2)
MAX_ACTIONS = 5_000  # no deal of any of our games comes near this
MAX_TEXT = 20_000_000  # characters: a saved session is far smaller


@dataclass(frozen=True)
class DealRecord:
    game: str
    options: dict[str, Any]
    num_seats: int
    dealer: int
    deck: tuple[int, ...]
    carry: dict[str, Any]
    actions: tuple[str, ...]
    seed: int | None = None

    def to_dict(self, sealed: bool = False) -> dict[str, Any]:
        """Plain JSON values; ``sealed``: the pack, seed and actions in the sealed form."""
        secret = {"deck": " ".join(card_str(c) for c in self.deck), "seed": self.seed,
                  "actions": list(self.actions)}
        data = {"format": RECORD_FORMAT, "game": self.game, "options": dict(self.options),
                "seats": self.num_seats, "dealer": self.dealer, "carry": dict(self.carry)}
        if sealed:
            data["sealed"] = seal(secret)
        else:
            data.update(secret)
        return data

    def to_json(self, sealed: bool = False) -> str:
        return json.dumps(self.to_dict(sealed), indent=1, sort_keys=True)

    @staticmethod
    def from_dict(data: Any) -> DealRecord:
        if not isinstance(data, dict):
            raise RecordError("a deal record is a JSON object")
        if "sealed" in data:
            secret = unseal(data["sealed"], "deal record")
            if not isinstance(secret, dict) or set(secret) != {"deck", "seed", "actions"}:
                raise RecordError("the sealed part of the deal record is damaged")
            data = {k: v for k, v in data.items() if k != "sealed"} | secret
        fmt = data.get("format")
        if fmt not in READABLE_FORMATS or isinstance(fmt, bool):
            raise RecordError(f"unknown record format {str(fmt)[:20]!r} (this version reads "
                              f"{', '.join(map(str, READABLE_FORMATS))}; a newer cardtable "
                              "may have written it)")
        game = _typed(data, "game", str)
        options = _typed(data, "options", dict)
        seats = _typed(data, "seats", int)
        dealer = _typed(data, "dealer", int)
        carry = _typed(data, "carry", dict)
        actions = _typed(data, "actions", list)
        seed = data.get("seed")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)
                                 or not 0 <= seed < 1 << 64):
            raise RecordError("'seed' should be a whole number from 0 to 2**64 - 1")
        if len(actions) > MAX_ACTIONS:
            raise RecordError(f"a deal of {len(actions)} actions is not a real deal")
        if not all(isinstance(a, str) and len(a) <= 200 for a in actions):
            raise RecordError("every action in a record is a short text")
        if not 0 < seats <= 16 or not 0 <= dealer < seats:
            raise RecordError(f"a deal of {str(seats)[:12]} seats with seat {str(dealer)[:12]} "
                              "as the dealer is not a real deal")
        deck_text = _typed(data, "deck", str)
        if len(deck_text) > 54 * 4:
            raise RecordError("bad deck: far more cards than any pack")
        try:
            deck = tuple(parse_card(t) for t in deck_text.split())
        except CardError as exc:
            raise RecordError(f"bad deck: {exc}") from None
        if len(set(deck)) != len(deck):
            raise RecordError("bad deck: a card appears twice")
        return DealRecord(game, options, seats, dealer, deck, carry, tuple(actions), seed)

    @staticmethod
    def from_json(text: str | bytes) -> DealRecord:
        return DealRecord.from_dict(load_json(text, "record"))

    def replay(self, info: GameInfo[Any], upto: int | None = None) -> GameState[Any]:
        """The state this record describes, rebuilt by applying every action in order (or
        the first ``upto`` of them). ``info`` is the game named by :attr:`game`."""
        if info.id != self.game:
            raise RecordError(f"a record of {self.game!r} is not a deal of {info.id!r}")
        try:
            opts = info.options_from_dict(self.options)
            info.check_seats(self.num_seats, opts)
            carry = info.carry_type.from_dict(self.carry)
            state = info.deal(opts, self.num_seats, self.dealer, self.deck, carry)
            actions = self.actions if upto is None else self.actions[:upto]
            for i, text in enumerate(actions):
                try:
                    state.apply(text)
                except CardtableError as exc:
                    raise RecordError(f"action {i + 1} ({text[:30]!r}) does not replay: "
                                      f"{exc}") from None
        except RecordError:
            raise
        except CardtableError as exc:
            raise RecordError(str(exc)) from None
        return state


def record_of(state: GameState[Any], seed: int | None = None) -> DealRecord:
    """The record of ``state``'s deal as it stands: its options, its pack, what it inherited
    and every action so far; ``seed`` is the deal's seed, if it was shuffled from one."""
    return DealRecord(state.game_id, options_to_dict(state.options), state.num_seats,
                      state.dealer, tuple(state.deck), state.carry.to_dict(),
                      tuple(str(a) for a in state.history), seed)


_SEALED = "sealed1:"
_SEAL_KEY = 0x5EA1ED  # the scrambling is fixed: any cardtable reads any sealed file


def _scramble(raw: bytes) -> bytes:
    rng = DealRng(_SEAL_KEY)
    out = bytearray(raw)
    for i in range(0, len(out), 8):
        pad = rng.next64().to_bytes(8, "little")
        for j in range(i, min(i + 8, len(out))):
            out[j] ^= pad[j - i]
    return bytes(out)


def seal(data: Any) -> str:
    """Plain JSON values as one text a glance does not read (see the module docstring)."""
    raw = json.dumps(data, separators=(",", ":"), sort_keys=True).encode()
    return _SEALED + base64.b64encode(_scramble(raw)).decode("ascii")


def unseal(text: Any, what: str) -> Any:
    """The values :func:`seal` wrote; RecordError naming ``what`` if the text is damaged."""
    if not isinstance(text, str) or not text.startswith(_SEALED) or len(text) > MAX_TEXT:
        raise RecordError(f"the sealed part of the {what} is damaged")
    try:
        raw = base64.b64decode(text[len(_SEALED):].encode("ascii"), validate=True)
    except (binascii.Error, ValueError, UnicodeEncodeError):
        raise RecordError(f"the sealed part of the {what} is damaged") from None
    try:
        return load_json(_scramble(raw).decode("utf-8"), what)
    except (RecordError, UnicodeDecodeError):
        raise RecordError(f"the sealed part of the {what} is damaged") from None


def load_json(text: str | bytes, what: str) -> Any:
    """Plain JSON values (never code); RecordError naming ``what`` if the text is not JSON."""
    if len(text) > MAX_TEXT:
        raise RecordError(f"not a readable {what} (far too large)")
    try:
        return json.loads(text)
    except RecursionError:
        raise RecordError(f"not a readable {what} (nested too deeply)") from None
    except (ValueError, UnicodeDecodeError, TypeError) as exc:
        raise RecordError(f"not a readable {what} (bad JSON: {str(exc)[:120]})") from None


def _typed(data: dict[str, Any], name: str, kind: type) -> Any:
    if name not in data:
        raise RecordError(f"the record has no {name!r}")
    value: Any = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"{name!r} should be {kind.__name__}, not {type(value).__name__}")
    if isinstance(value, int) and abs(value) > 1 << 64:
        raise RecordError(f"{name!r} is far too large a number")
    return value
