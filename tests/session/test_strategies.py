"""The damaged-file strategies draw the same data for the same choices: changing a document
must never change the odd values it was made from (a 10,000-example run once mutated a shared
list of them until drawing one overflowed the stack, and Hypothesis called the strategy flaky)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, given, settings

from tests.session.damaged import _ODD_VALUES, real_saves
from tests.session.strategies import damaged_json, json_values

BUDGET = settings(max_examples=300, deadline=None, database=None, derandomize=True,
                  suppress_health_check=list(HealthCheck))
SHARED = [v for v in _ODD_VALUES if isinstance(v, list | dict)]


def _parts(value: Any) -> Iterator[Any]:
    yield value
    for inner in (value.values() if isinstance(value, dict) else
                  value if isinstance(value, list) else ()):
        yield from _parts(inner)


def test_a_drawn_value_is_never_one_of_the_odd_values_themselves() -> None:
    @BUDGET
    @given(value=json_values)
    def draw(value: Any) -> None:
        assert not [p for p in _parts(value) if any(p is s for s in SHARED)]

    draw()


def test_damaging_a_document_leaves_the_odd_values_as_they_were() -> None:
    before = copy.deepcopy(_ODD_VALUES)

    @BUDGET
    @given(text=damaged_json(lambda: real_saves()[0]))
    def draw(text: str) -> None:
        assert isinstance(text, str)

    draw()
    assert _ODD_VALUES == before
