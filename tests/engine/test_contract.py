"""The value types of the engine contract: multi-card actions, events that hide any field,
chips, typed carries, messages, and the record format versions."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from cardtable.cards import HIDDEN, cardset, parse_card, parse_cards
from cardtable.engine import (
    Action,
    Carry,
    ChipMove,
    Chips,
    DealRecord,
    Event,
    IllegalActionError,
    Message,
    RecordError,
    SeatRef,
    SuitRef,
    Text,
    record_of,
    with_cards,
)
from cardtable.engine.action import well_formed
from cardtable.engine.events import TARGET, TEXT, VALUE
from cardtable.engine.messages import CATALOGUE, CardRef, EnglishRenderer
from cardtable.games import get_game, load_match, replay
from cardtable.games.schnapsen import PRESETS


def test_an_action_with_several_cards_has_one_text_form() -> None:
    two = with_cards("discard", cardset(parse_cards("8S 7S")))
    assert str(two) == "discard 7S 8S" and Action.parse("discard 8S 7S") == two
    assert two.card is None and two.card_set == cardset(parse_cards("7S 8S"))
    one = with_cards("exchange", cardset(parse_cards("QH")))
    assert one == Action("exchange", card=parse_card("QH")) and str(one) == "exchange QH"
    assert Action.parse(str(one)) == one and one.card_set == 1 << parse_card("QH")
    three = with_cards("exchange", cardset(parse_cards("QH 9C AS")), n=3)
    assert Action.parse(str(three)) == three


@pytest.mark.parametrize("bad", ["discard 7S 7S", "play QH KH", "bid " + "9" * 20, "x" * 300])
def test_unreadable_actions_raise_value_error(bad: str) -> None:
    with pytest.raises(ValueError):
        Action.parse(bad)


@pytest.mark.parametrize("action", [
    Action("play", card=54), Action("play", card=-1), Action("marry", suit=4),
    Action("play", card=True), Action("discard", cards=1 << 54), Action("discard", cards=8),
    Action("bid", n=1 << 40), "QH",
])
def test_malformed_actions_are_named(action: object) -> None:
    assert well_formed(action) is not None


@pytest.mark.parametrize("action", [
    Action("play", card=99), Action("marry", suit=9), Action("discard", cards=-5),
    Action("exchange", cards=1 << 3), Action("bid", n=2**70),
])
def test_a_game_refuses_malformed_actions_with_its_own_error(action: Action) -> None:
    for game in ("schnapsen", "spades"):
        info = get_game(game)
        state = info.new_deal(info.default_options(), info.default_seats, 0, 7)
        before = state.key()
        with pytest.raises(IllegalActionError):
            state.apply(action)
        assert state.key() == before


def test_events_hide_any_field_from_the_seats_outside_their_audience() -> None:
    secret = Event("double", 1, value=1, target=2, text="yes", private=True,
                   secret=VALUE | TARGET | TEXT)
    seen = secret.for_seat(0)
    assert (seen.value, seen.target, seen.text, seen.masked) == (0, -1, "", True)
    assert secret.for_seat(1) == secret
    shared = Event("give", 0, (5,), private=True, audience=0b101)
    assert shared.for_seat(2).cards == (5,) and shared.for_seat(1).cards == (HIDDEN,)
    assert shared.for_seat(-1).masked and not Event("play", 0, (5,)).for_seat(3).masked


def test_chips_move_and_keep_their_total() -> None:
    chips = Chips.start(3, 20, ("ace", "pool"))
    after = chips.moved([ChipMove(0, "ace", 1), ChipMove(1, "ace", 1), ChipMove("ace", 2, 2)])
    assert after.balances == (19, 19, 22) and after.at("ace") == 0 and after.total == 60
    with pytest.raises(ValueError):
        chips.moved([ChipMove("pool", 0, 1)])  # the pool is empty
    with pytest.raises(ValueError):
        chips.moved([ChipMove(0, "nowhere", 1)])
    assert Chips.from_dict(json.loads(json.dumps(after.to_dict()))) == after


def test_chips_keep_the_order_of_their_places_through_sorted_json() -> None:
    # Records and saved matches are written with sorted keys; a board's order must survive.
    board = Chips.start(3, 20, ("pool", "king", "ace"))
    text = json.dumps(board.to_dict(), sort_keys=True)
    assert Chips.from_dict(json.loads(text)) == board
    # The form written before (an object of places) still reads.
    assert Chips.from_dict({"balances": [1], "places": {"pot": 2}}) == Chips((1,), (("pot", 2),))


@pytest.mark.parametrize("bad", [None, [], {"balances": []}, {"balances": [1, "2"]},
                                 {"balances": [1], "places": {"pot": -1}},
                                 {"balances": [1], "places": [["pot", 1], ["pot", 2]]},
                                 {"balances": [1], "places": [["pot"]]}, {"balances": [1], "places": 3},
                                 {"balances": [1] * 17}, {"balances": [10**12]}])
def test_damaged_chips_are_refused(bad: object) -> None:
    with pytest.raises(RecordError):
        Chips.from_dict(bad)


@dataclass(frozen=True)
class _Carry(Carry):
    bonus: int = 0
    scores: tuple[int, ...] = ()


def test_a_carry_writes_and_reads_back_every_field() -> None:
    carry = _Carry(chips=Chips.start(2, 5, ("pot",)), bonus=3, scores=(1, -2))
    assert _Carry.from_dict(json.loads(json.dumps(carry.to_dict()))) == carry
    assert _Carry().to_dict() == {}
    for bad in ({"bonus": "3"}, {"scores": [1, 2.5]}, {"nope": 1}, {"chips": 3}, [1]):
        with pytest.raises(RecordError):
            _Carry.from_dict(bad)


def test_messages_are_templates_with_parameters_in_the_catalogue() -> None:
    won = Text("test", "{who} wins %n game points with the {card}", one="{who} wins %n game "
               "point with the {card}", count="n")
    assert ("test", won.source) in CATALOGUE
    msg = won(who=SeatRef(1), n=1, card=CardRef(parse_card("QH")))
    assert str(msg) == "player 2 wins 1 game point with the queen of hearts"
    german = EnglishRenderer(german=True, seat_names=["Anna", "Berta"].__getitem__)
    assert msg.render(german) == "Berta wins 1 game point with the Ober of hearts"
    suit = Text("test", "play a {suit}")
    assert str(suit(suit=SuitRef(3))) == "play a spade"
    assert suit(suit=SuitRef(3, plural=True)).render(german) == "play a leaves"


def test_a_seat_is_its_role_in_english_and_you_have_a_verb_of_your_own() -> None:
    took = Text("test", "{who} takes %n tricks", one="{who} takes %n trick", count="n",
                subject="who", you="You take %n tricks", you_one="You take %n trick")
    assert ("test", "You take %n tricks") in CATALOGUE  # the translators find it
    msg = took(who=SeatRef(1, role=Text("test", "The dealer")()), n=1)
    assert str(msg) == "The dealer takes 1 trick"

    class Table(EnglishRenderer):
        def seat(self, seat: int, role: Message | None = None) -> str:
            return "you" if seat == 1 else "Anna"

        def addressed(self, seat: int) -> bool:
            return seat == 1

    assert msg.render(Table()) == "You take 1 trick"
    assert took(who=SeatRef(0), n=2).render(Table()) == "Anna takes 2 tricks"
    with pytest.raises(ValueError):
        Text("test", "{who} wins", you="You win")  # a "you" form needs its subject field


def test_illegal_moves_say_why_in_a_message() -> None:
    info = get_game("schnapsen")
    state = info.new_deal(PRESETS["traditional"], 2, 0, 3)
    with pytest.raises(IllegalActionError) as caught:
        state.apply("close close")
    assert isinstance(str(caught.value), str) and caught.value.why is not None


def _format_one_record() -> dict[str, object]:
    info = get_game("schnapsen")
    state = info.new_deal(PRESETS["traditional"], 2, 1, 9)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    data = record_of(state).to_dict()
    data["format"] = 1
    del data["seed"]
    return data


def test_records_of_the_first_format_still_load() -> None:
    data = _format_one_record()
    state = replay(DealRecord.from_dict(data))
    assert len(state.history) == 5


@pytest.mark.parametrize("fmt", [3, 0, "2", True, None])
def test_records_of_unknown_formats_get_a_clear_message(fmt: object) -> None:
    data = _format_one_record() | {"format": fmt}
    with pytest.raises(RecordError, match="format"):
        DealRecord.from_dict(data)


def test_a_match_deals_from_its_seeds_from_a_chosen_seed_or_from_a_given_pack() -> None:
    info = get_game("schnapsen")
    match = info.match_type(info, PRESETS["traditional"], 2, 42)
    first = match.start_deal(seed=1234)
    assert first.deck == info.new_deal(PRESETS["traditional"], 2, match.dealer, 1234).deck
    while not first.is_over:
        first.apply(first.legal_actions()[-1])
    match.finish_deal()
    pack = list(reversed(first.deck))
    second = match.start_deal(deck=pack)
    assert second.deck == tuple(pack)
    second.apply(second.legal_actions()[0])
    again = load_match(match.to_json())
    assert again.records[0].seed == 1234 and again.state is not None
    assert again.state.key() == second.key() and again.state.deck == tuple(pack)
