"""What one deal of a match hands to the next: chips, and a game's own counters.

Each game that carries something derives a frozen dataclass from :class:`Carry` (Schnapsen:
the tie bonus; Spades: the side scores and bags; Poch and Tippen: their chips). The fields
may be whole numbers, yes/no, text, tuples of whole numbers and :class:`Chips`; that is
enough for every game and lets one codec write and read every carry as plain JSON, checking
each value, so that a damaged saved game gets a clear error instead of a crash later.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Demo(Carry):
...     bonus: int = 0
>>> Demo.from_dict({"bonus": 2}) == Demo(bonus=2)
True
>>> Demo(bonus=2).to_dict()
{'bonus': 2}
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from cardtable.engine.chips import Chips
from cardtable.engine.errors import RecordError

C = TypeVar("C", bound="Carry")
_LIMIT = 10**9  # no counter of a real game comes near this


@dataclass(frozen=True)
class Carry:
    """Nothing carried: the first deal of a match, or a game that carries nothing."""

    chips: Chips | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON values; fields at their default are left out."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if value == f.default:
                continue
            if isinstance(value, Chips):
                out[f.name] = value.to_dict()
            elif isinstance(value, tuple):
                out[f.name] = list(value)
            else:
                out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> typing.Self:
        """Read a carry back; RecordError naming the field on anything that does not fit."""
        if not isinstance(data, Mapping):
            raise RecordError(f"a carry is an object, not {type(data).__name__}")
        hints = _hints(typing.cast(type, cls))
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise RecordError(f"unknown carry field(s) {', '.join(map(repr, unknown))[:200]}")
        values = {name: _read(name, hints[name], raw) for name, raw in data.items()}
        try:
            return cls(**values)
        except (TypeError, ValueError) as exc:
            raise RecordError(f"a carry that does not fit: {exc}") from None


@functools.cache
def _hints(cls: Any) -> dict[str, Any]:
    """A carry type's field types, worked out once (``get_type_hints`` is slow, and every deal
    record and saved match that is loaded reads a carry)."""
    return typing.get_type_hints(cls)


def _read(name: str, hint: Any, raw: Any) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is bool:
        if not isinstance(raw, bool):
            raise RecordError(f"carry {name!r} is yes/no")
        return raw
    if hint is int:
        if not _whole(raw):
            raise RecordError(f"carry {name!r} is a whole number")
        return raw
    if hint is str:
        if not isinstance(raw, str) or len(raw) > 100:
            raise RecordError(f"carry {name!r} is a short text")
        return raw
    if origin is tuple:
        if not isinstance(raw, list) or len(raw) > 16 or not all(_whole(v) for v in raw):
            raise RecordError(f"carry {name!r} is a list of at most 16 whole numbers")
        return tuple(raw)
    if Chips in args or hint is Chips:
        if raw is None and type(None) in args:
            return None
        try:
            return Chips.from_dict(raw)
        except RecordError as exc:
            raise RecordError(f"carry {name!r}: {exc}") from None
    raise RecordError(f"carry {name!r} has a type the codec does not know")  # a game's bug


def _whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and abs(v) < _LIMIT
