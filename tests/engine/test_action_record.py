from __future__ import annotations

from dataclasses import dataclass

import pytest

from cardtable.cards import parse_card
from cardtable.engine import Action, DealRecord, RecordError
from cardtable.engine.errors import OptionsError
from cardtable.engine.options import option, option_specs, options_from_dict
from cardtable.games import replay


@pytest.mark.parametrize("text", ["QH", "close", "exchange", "marry H", "bid 7", "pass",
                                  "claim", "bid 0", "discard 7S", "BJ"])
def test_action_text_round_trips(text: str) -> None:
    assert str(Action.parse(text)) == text


def test_action_parse_reads_card_plays() -> None:
    assert Action.parse("qh") == Action("play", card=parse_card("QH"))


@pytest.mark.parametrize("bad", ["", "   ", "bid seven", "play QH KH", "7?"])
def test_bad_action_text_raises_value_error(bad: str) -> None:
    with pytest.raises(ValueError):
        Action.parse(bad)


@pytest.mark.parametrize("bad", [
    "", "{", "[]", '{"format": 99}',
    ('{"format": 1, "game": "schnapsen", "options": {}, "seats": 2, "dealer": 0,'
     ' "deck": "AS AS", "carry": {}, "actions": []}'),
    ('{"format": 1, "game": "schnapsen", "options": {}, "seats": "2", "dealer": 0,'
     ' "deck": "AS", "carry": {}, "actions": []}'),
    ('{"format": 1, "game": "nogame", "options": {}, "seats": 2, "dealer": 0,'
     ' "deck": "AS", "carry": {}, "actions": []}'),
])
def test_bad_records_raise_record_error(bad: str) -> None:
    with pytest.raises(RecordError):
        replay(DealRecord.from_json(bad))


@dataclass(frozen=True)
class _Opts:
    deck: str = option("twenty", "Deck", choices=("twenty", "twenty_four"))
    target: int = option(66, "Target", minimum=1, maximum=200)
    strict: bool = option(True, "Strict")


def test_options_schema_and_validation() -> None:
    specs = {s.name: s for s in option_specs(_Opts)}
    assert specs["deck"].kind == "choice" and specs["target"].kind == "int"
    assert specs["strict"].kind == "bool"
    assert options_from_dict(_Opts, {"target": 70}).target == 70
    for bad in ({"deck": "thirty"}, {"target": 0}, {"strict": "yes"}, {"colour": 1}):
        with pytest.raises(OptionsError):
            options_from_dict(_Opts, bad)
