"""Damaged files as a person met them, real saves to mutate, and a guard against hangs.

``DAMAGED`` holds every file that crashed or hung the app when it was tried as a person
would (issue 12); ``fuzzed_autosaves`` mutates real saves with a seeded mutator for the
window's test, which starts a window per file; the headless tests draw their damaged files
from the Hypothesis strategies of ``tests/session/strategies.py``.
"""

from __future__ import annotations

import copy
import json
import random
import shutil
import signal
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

from cardtable.games import get_game
from cardtable.session import Session
from cardtable.storage import AutosaveWriter, Storage
from tests.session.conftest import SPADES_FOUR, YOU_AND_ANNA, play


class Hang(BaseException):
    """A load took longer than its deadline (a BaseException: no ``except Exception`` in the
    code under test may swallow it)."""


@contextmanager
def deadline(seconds: float = 1.0) -> Iterator[None]:
    """Fail with :class:`Hang` if the block runs longer than ``seconds`` (main thread only)."""

    def on_alarm(signum: int, frame: object) -> None:
        raise Hang(f"still loading after {seconds} s")

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


# --- real saves -------------------------------------------------------------------------------

def _saved(session: Session, storage: Storage) -> str:
    session.flush()
    return storage.autosave_path.read_text()


@cache
def real_saves() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Autosaves (as written by the app) and deal records of Schnapsen and Spades, taken at
    the start of a deal, in the middle, and after deals were scored; one with an undo."""
    autosaves, records = [], []
    for game, seats, moves in (("schnapsen", YOU_AND_ANNA, (0, 5, 40)),
                               ("spades", SPADES_FOUR, (2, 9, 70)),
                               ("spades", YOU_AND_ANNA, (3, 30))):
        folder = Path(tempfile.mkdtemp(prefix="cardtable-fuzz-"))
        storage = Storage(folder / "c", folder / "d")
        info = get_game(game)
        session = Session.new(game, info.default_options(), seats, 31,
                              autosave=AutosaveWriter(storage))
        session.start_deal()
        for n in moves:
            while n > 0:
                done = play(session, moves=n)
                n -= len(done)
                if not session.in_play:
                    session.start_deal()
            autosaves.append(_saved(session, storage))
        if session.can_undo():
            session.undo()
            autosaves.append(_saved(session, storage))
        records += [r.to_json() for r in session.match.records]
        records.append(session.match.current_record().to_json())
        session.flush()
        shutil.rmtree(folder, ignore_errors=True)  # the saves are read: nothing stays behind
    return tuple(autosaves), tuple(records)


def spades_autosave() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(real_saves()[0][4])
    assert doc["match"]["game"] == "spades" and doc["match"]["current"]
    return doc


def _with(change: Any) -> str:
    doc = spades_autosave()
    change(doc)
    return json.dumps(doc)


def _seats(n: int) -> Any:
    def change(doc: dict[str, Any]) -> None:
        doc["match"]["seats"] = n
        doc["match"]["current"]["seats"] = n
    return change


NESTED = "[" * 100_000 + "]" * 100_000
# name: (which file, its text)
DAMAGED: dict[str, tuple[str, str]] = {
    "seats are plain numbers": ("autosave", _with(lambda d: d.update(seats=[1, 2, 3, 4]))),
    "seats are names": ("autosave", _with(lambda d: d.update(seats=["You", "Ann", "Ben",
                                                                    "Cid"]))),
    "a Spades record of 0 seats": ("autosave", _with(
        lambda d: d["match"]["current"].update(seats=0))),
    "a Spades match of 0 seats": ("autosave", _with(_seats(0))),
    "a Spades match of ten million seats": ("autosave", _with(_seats(10_000_000))),
    "100,000 nested brackets as the autosave": ("autosave", NESTED),
    "an autosave of just null": ("autosave", "null"),
    "last choices that are a list": ("settings", json.dumps({"last_choices": ["spades"]})),
    "last choices of the wrong shape": ("settings", json.dumps({
        "last_game": "spades", "last_choices": {"spades": {
            "preset": 4, "options": [1], "seats": "You, Ann"}}})),
    "100,000 nested brackets as the settings": ("settings", NESTED),
}

# Autosaves a newer version may write: no damage either. Each is told once and kept,
# unchanged, as autosave.json.newer-<stamp>, out of the way of this version's autosave.
NEWER_AUTOSAVES: dict[str, str] = {
    "a computer seat of an unknown level": _with(lambda d: d["seats"][1].update(
        level="godlike")),
    "a newer format": _with(lambda d: d.update(format=2)),
    "a game this version lacks": _with(lambda d: d["match"].update(game="poker")),
    "an option this version lacks": _with(lambda d: d["match"]["options"].update(
        mirror_bids=True)),
}

# Settings a newer version may write: not damage. Each is told once, the file is left as it
# is, and what this version cannot use gives way to its default.
NEWER_SETTINGS: dict[str, str] = {
    "an unknown deck style": json.dumps({"deck_style": "tarot", "felt": "blue"}),
    "an unknown language and felt": json.dumps({"language": "tlh", "felt": "plaid"}),
    "last choices with a computer of an unknown level": json.dumps({
        "last_game": "schnapsen", "last_choices": {"schnapsen": {
            "seats": [{"name": "You", "human": True}, {"name": "Anna", "level": "god"}]}}}),
    "a computer at master": json.dumps({"last_game": "schnapsen", "last_choices": {
        "schnapsen": {"preset": "", "options": {}, "seats": [
            {"name": "You", "human": True, "level": "easy"},
            {"name": "Anna", "human": False, "level": "master"}]}}}),
    "a game this version lacks": json.dumps({"last_game": "poker", "last_choices": {
        "poker": {"preset": "Texas", "options": {"blinds": 2}}}}),
    "a deck and a start balance this version cannot use": json.dumps({
        "last_game": "tippen", "last_choices": {"tippen": {
            "deck": "klingon", "options": {"start_balance": 10**12}}}}),
    "a setting this version does not have": json.dumps({"cloth_pattern": 3,
                                                        "felt": "dark"}),
}


def damaged_records() -> dict[str, str]:
    """Deal records a person might open: the Spades record with 0 or ten million seats,
    and 100,000 nested brackets."""
    record = json.loads(real_saves()[1][-2])
    assert record["game"] == "spades"
    out = {"nested brackets": NESTED}
    for n in (0, 10_000_000):
        out[f"{n} seats"] = json.dumps(dict(record, seats=n))
    return out


# --- the mutator ------------------------------------------------------------------------------

_ODD_VALUES: tuple[Any, ...] = (
    0, -1, 1, 2, 3, 7, 16, 17, 10_000_000, -10_000_000, 2**63, 2**64, 2**70, 1.5, float("1e300"),
    True, False, None, "", "QS", "BJ", "bid 99", "x" * 500, "9" * 400, [], {}, [[[]]], [None],
    {"format": 2}, [1, 2, 3, 4],
)


def _nodes(doc: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield path, doc
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _nodes(v, (*path, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _nodes(v, (*path, i))


def _mutate_tree(doc: Any, rng: random.Random) -> Any:
    nodes = list(_nodes(doc))
    path, value = rng.choice(nodes[1:] or nodes)
    if not path:
        return copy.deepcopy(rng.choice(_ODD_VALUES))
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    op = rng.randrange(7)
    if op == 0:
        parent[key] = copy.deepcopy(rng.choice(_ODD_VALUES))
    elif op == 1:
        del parent[key]
    elif op == 2 and isinstance(value, int) and not isinstance(value, bool):
        parent[key] = value + rng.choice((-1, 1, -value, value * 1000, 2**40))
    elif op == 3 and isinstance(value, str):
        cut = rng.randrange(len(value) + 1)
        parent[key] = value[:cut] + rng.choice(("", " QS", " 2C", "Z", "  ", " pass"))
    elif op == 4 and isinstance(value, list) and value:
        i, j = rng.randrange(len(value)), rng.randrange(len(value))
        value[i], value[j] = value[j], value[i]
        value.append(copy.deepcopy(rng.choice(value)))
    elif op == 5:
        parent[key] = [value]
    else:
        parent[key] = str(value)[:200] if not isinstance(value, str) else len(value)
    return doc


def _mutate_text(text: str, rng: random.Random) -> str:
    at = rng.randrange(len(text) + 1)
    op = rng.randrange(4)
    if op == 0:
        return text[:at]  # a write cut short
    if op == 1:
        return text[:at] + rng.choice("{}[]\",:0x\\\x00é") + text[at + 1:]
    if op == 2:
        return text[:at] + "[" * 5000 + text[at:]
    return text[:at] + text[at + rng.randrange(1, 200):]


def mutated(texts: tuple[str, ...], count: int, seed: int) -> list[str]:
    """``count`` mutations of the given JSON texts: one to three changes to the values, and
    one in five also damaged as text."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        doc = json.loads(rng.choice(texts))
        for _ in range(rng.randint(1, 3)):
            doc = _mutate_tree(doc, rng)
        text = json.dumps(doc)
        if rng.random() < 0.2:
            text = _mutate_text(text, rng)
        out.append(text)
    return out


def fuzzed_autosaves(count: int, seed: int = 1) -> list[str]:
    return mutated(real_saves()[0], count, seed)
