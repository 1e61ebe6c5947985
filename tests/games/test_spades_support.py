"""Helpers shared by the Spades tests: explicit deals from hands, lines of play, score checks."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from cardtable.cards import card_list, cardset, format_cards, parse_cards
from cardtable.engine import Action
from cardtable.engine.carry import Carry
from cardtable.games.spades import GAME, Options, SpadesState, spades_pack, tricks_per_hand


def deck_for(hands: Mapping[int, str], dealer: int, num_seats: int) -> list[int]:
    """The pack order that deals exactly these hands: card k goes to seat dealer+1+k (§1.4)."""
    lists = {s: parse_cards(h) for s, h in hands.items()}
    size = len(lists[0])
    return [lists[(dealer + 1 + k) % num_seats][k // num_seats] for k in range(num_seats * size)]


def fill_hands(options: Options, num_seats: int, fixed: Mapping[int, str],
               void: Mapping[int, str] = {}) -> dict[int, str]:
    """Hands holding the ``fixed`` cards, the rest of the pack spread so that each seat of
    ``void`` holds no card of the suits named there ('S' includes the jokers)."""
    pack = spades_pack(options, num_seats)
    size = tricks_per_hand(options, num_seats)
    hands = {s: parse_cards(fixed.get(s, "")) for s in range(num_seats)}
    rest = card_list(pack & ~cardset(c for h in hands.values() for c in h))

    def allowed(seat: int, c: int) -> bool:
        letter = "S" if c >= 39 else "CDHS"[c // 13]
        return letter not in void.get(seat, "")

    rest.sort(key=lambda c: sum(allowed(s, c) for s in range(num_seats)))
    for c in rest:
        seats = [s for s in range(num_seats) if allowed(s, c) and len(hands[s]) < size]
        assert seats, "the constraints leave no seat for a card"
        hands[max(seats, key=lambda s: size - len(hands[s]))].append(c)
    return {s: format_cards(h) for s, h in hands.items()}


def new_hand(options: Options, num_seats: int, dealer: int, hands: Mapping[int, str],
             carry: Carry | None = None) -> SpadesState:
    state = GAME.deal(options, num_seats, dealer, deck_for(hands, dealer, num_seats),
                      carry or Carry())
    assert isinstance(state, SpadesState)
    return state


def legal_texts(state: SpadesState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def cards_text(text: str) -> set[str]:
    return {str(Action("play", card=c)) for c in parse_cards(text)}


def bids_text(values: Iterable[int]) -> set[str]:
    return {f"bid {b}" for b in values}


def play_line(state: SpadesState, cards: str) -> None:
    for text in cards.replace(",", " ").split():
        state.apply(text)
