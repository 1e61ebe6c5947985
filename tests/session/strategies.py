"""Hypothesis strategies for damaged files: real saves and records with one to three
changes to their values (and sometimes to their text), and settings files of every shape,
from this version, an older or a newer one, or none. They replace the seeded mutator's
fixed few hundred files: Hypothesis looks for the damage that breaks a load, and shrinks it
to the smallest file that does."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from cardtable.ai import ALL_LEVELS
from cardtable.art import BACKS, DECK_STYLES
from cardtable.games import LISTED
from cardtable.storage import ANIMATION_SPEEDS, FELT_THEMES, LANGUAGE_CODES, TRICK_DISPLAYS
from tests.session.damaged import _ODD_VALUES, _nodes

json_values: st.SearchStrategy[Any] = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=12)
    # a copy: the changes below edit a document in place, and must not edit the odd values
    | st.sampled_from(_ODD_VALUES).map(copy.deepcopy),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                  max_size=4),
    max_leaves=8)


@st.composite
def damaged_json(draw: st.DrawFn, texts: Callable[[], tuple[str, ...]]) -> str:
    """One of ``texts()`` (JSON) with one to three changes, one in five damaged as text."""
    doc = json.loads(draw(st.sampled_from(texts())))
    for _ in range(draw(st.integers(1, 3))):
        doc = _change(draw, doc)
    text = json.dumps(doc)
    if draw(st.integers(0, 4)) == 0:
        at = draw(st.integers(0, len(text)))
        text = draw(st.sampled_from([
            text[:at],  # a write cut short
            text[:at] + draw(st.sampled_from('{}[]",:0x\\\x00é')) + text[at + 1:],
            text[:at] + "[" * 5000 + text[at:],
            text[:at] + text[at + draw(st.integers(1, 200)):],
        ]))
    return text


def _change(draw: st.DrawFn, doc: Any) -> Any:
    nodes = list(_nodes(doc))
    path, value = draw(st.sampled_from(nodes[1:] or nodes))
    if not path:
        return draw(json_values)
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    # The mildest change of each kind of value first: Hypothesis starts from there.
    if isinstance(value, int) and not isinstance(value, bool):
        ops = ["number", "value", "delete", "wrap", "type"]
    elif isinstance(value, str):
        ops = ["text", "value", "delete", "wrap", "type"]
    elif isinstance(value, list) and value:
        ops = ["list", "value", "delete", "wrap", "type"]
    else:
        ops = ["value", "delete", "wrap", "type"]
    op = draw(st.sampled_from(ops))
    if op == "value":
        parent[key] = draw(json_values)
    elif op == "delete":
        del parent[key]
    elif op == "number" and isinstance(value, int) and not isinstance(value, bool):
        parent[key] = value + draw(st.sampled_from([-1, 1, -value, value * 1000, 2**40,
                                                    2**64]))
    elif op == "text" and isinstance(value, str):
        cut = draw(st.integers(0, len(value)))
        parent[key] = value[:cut] + draw(st.sampled_from(["", " QS", " 2C", "Z", "  ",
                                                          " pass", "sealed1:"]))
    elif op == "list" and isinstance(value, list) and value:
        i, j = draw(st.integers(0, len(value) - 1)), draw(st.integers(0, len(value) - 1))
        value[i], value[j] = value[j], value[i]
        value.append(json.loads(json.dumps(value[i])))
    elif op == "wrap":
        parent[key] = [value]
    else:
        parent[key] = str(value)[:200] if not isinstance(value, str) else len(value)
    return doc


# --- settings ---------------------------------------------------------------------------------

_GAMES = (*LISTED, "poker", "skat", "")
_LEVELS = (*ALL_LEVELS, "grandmaster", "", "Normal")


def _one_of_or_odd(good: tuple[Any, ...]) -> st.SearchStrategy[Any]:
    return st.one_of(st.sampled_from(good), st.sampled_from(good), json_values,
                     st.text(max_size=50))


seat = st.one_of(
    st.fixed_dictionaries({"name": st.text(max_size=12), "human": st.booleans()},
                          optional={"level": _one_of_or_odd(_LEVELS)}),
    json_values)

choice = st.one_of(
    st.fixed_dictionaries({}, optional={
        "preset": _one_of_or_odd(("", "default", "custom", "Texas")),
        "options": st.one_of(st.dictionaries(
            st.sampled_from(["start_balance", "deck_size", "bag_limit", "no_such_rule",
                             "jokers", "stake"]),
            st.one_of(st.integers(-2, 10**13), st.booleans(), st.text(max_size=8)),
            max_size=3), json_values),
        "seats": st.one_of(st.lists(seat, max_size=7), json_values),
        "deck": _one_of_or_odd(DECK_STYLES + ("klingon",)),
    }),
    json_values)

settings_docs: st.SearchStrategy[Any] = st.one_of(
    st.fixed_dictionaries({}, optional={
        "deck_style": _one_of_or_odd(DECK_STYLES + ("tarot",)),
        "back": _one_of_or_odd(BACKS),
        "animation_speed": _one_of_or_odd(tuple(ANIMATION_SPEEDS)),
        "felt": _one_of_or_odd(FELT_THEMES),
        "sound_volume": st.one_of(st.integers(-5, 120), json_values),
        "sound_muted": st.one_of(st.booleans(), json_values),
        "language": _one_of_or_odd(LANGUAGE_CODES + ("tlh",)),
        "large_text": st.one_of(st.booleans(), json_values),
        "last_game": _one_of_or_odd(_GAMES),
        "trick_display": _one_of_or_odd(TRICK_DISPLAYS),
        "last_choices": st.one_of(st.dictionaries(_one_of_or_odd(_GAMES).map(str), choice,
                                                  max_size=3), json_values),
        "cloth_pattern": json_values,  # a setting of a newer version
    }),
    json_values)
