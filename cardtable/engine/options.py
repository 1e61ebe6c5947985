"""Option schemas: every game's ``Options`` is a frozen dataclass whose fields carry metadata.

A field is declared with :func:`option`, which records a label, a help text and, for a
choice, the allowed values and a label for each. The UI builds its "new game" dialog from
:func:`option_specs`; saved games and records read options back with
:func:`options_from_dict`, which rejects unknown names and bad values with an
:class:`OptionsError`. Labels and help texts are English sources registered for translation
(context ``"options"``, see :mod:`messages`); the table shows them translated.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from cardtable.engine.errors import OptionsError
from cardtable.engine.messages import Text

T = TypeVar("T")
CONTEXT = "options"


def option(default: Any, label: str, help: str = "", choices: Sequence[Any] = (),
           minimum: int | None = None, maximum: int | None = None,
           labels: Mapping[Any, str] | None = None) -> Any:
    """A dataclass field for one rule variant; ``labels`` words each choice for people."""
    for words in (label, help, *(labels or {}).values()):
        if words:
            Text(CONTEXT, words)
    meta = {"label": label, "help": help, "choices": tuple(choices),
            "minimum": minimum, "maximum": maximum,
            "labels": tuple((labels or {}).items())}
    return dataclasses.field(default=default, metadata=meta)


@dataclass(frozen=True, slots=True)
class OptionSpec:
    name: str
    label: str
    help: str
    kind: str  # "bool", "int", "choice", "str"
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    labels: tuple[tuple[Any, str], ...] = ()  # (choice, its words), where the game gave them

    def choice_label(self, value: Any) -> str:
        """The English words for one choice: its label, else the value itself."""
        for choice, words in self.labels:
            if choice == value:
                return words
        return str(value)


def option_specs(options_type: type) -> list[OptionSpec]:
    """The schema of an options dataclass, in declaration order."""
    return list(_specs(options_type))


@functools.cache
def _specs(options_type: type) -> tuple[OptionSpec, ...]:
    """The schema, read once per options type: every record and saved match that is loaded
    checks its options against it."""
    specs = []
    for f in dataclasses.fields(options_type):
        meta = f.metadata
        default = f.default
        choices = tuple(meta.get("choices", ()))
        if choices:
            kind = "choice"
        elif isinstance(default, bool):
            kind = "bool"
        elif isinstance(default, int):
            kind = "int"
        else:
            kind = "str"
        specs.append(OptionSpec(f.name, meta.get("label", f.name), meta.get("help", ""), kind,
                                default, choices, meta.get("minimum"), meta.get("maximum"),
                                tuple(meta.get("labels", ()))))
    return tuple(specs)


def check_value(spec: OptionSpec, value: Any) -> None:
    """Raise OptionsError if ``value`` does not fit ``spec``."""
    if spec.kind == "choice":
        if value not in spec.choices:
            allowed = ", ".join(map(str, spec.choices))
            raise OptionsError(f"option {spec.name!r} is {value!r}; allowed: {allowed}")
        return
    if spec.kind == "bool":
        if not isinstance(value, bool):
            raise OptionsError(f"option {spec.name!r} is yes/no (true or false), not {value!r}")
        return
    if spec.kind == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            raise OptionsError(f"option {spec.name!r} is a whole number, not {value!r}")
        if spec.minimum is not None and value < spec.minimum:
            raise OptionsError(f"option {spec.name!r} is {value}; at least {spec.minimum}")
        if spec.maximum is not None and value > spec.maximum:
            raise OptionsError(f"option {spec.name!r} is {value}; at most {spec.maximum}")
        return
    if not isinstance(value, str):
        raise OptionsError(f"option {spec.name!r} is text, not {value!r}")


def validate_options(opts: object) -> None:
    """Check every field of an options instance against its schema."""
    for spec in option_specs(type(opts)):
        check_value(spec, getattr(opts, spec.name))


def options_from_dict(options_type: type[T], data: Mapping[str, Any]) -> T:
    """Build options from plain values (JSON); unknown names and bad values raise OptionsError."""
    if not isinstance(data, Mapping):
        raise OptionsError(f"options must be a mapping of names to values, not {type(data).__name__}")
    if len(data) > 200:
        raise OptionsError("far more options than any game has")
    specs = {s.name: s for s in option_specs(options_type)}
    unknown = sorted(set(data) - set(specs))
    if unknown:
        raise OptionsError(f"unknown option(s) {', '.join(map(repr, unknown))}; "
                           f"known: {', '.join(specs)}")
    for name, value in data.items():
        check_value(specs[name], value)
    try:
        return options_type(**dict(data))
    except (TypeError, ValueError) as exc:
        raise OptionsError(str(exc)) from None


def options_to_dict(opts: Any) -> dict[str, Any]:
    """Plain values of every option, for JSON."""
    return {f.name: getattr(opts, f.name) for f in dataclasses.fields(opts)}
