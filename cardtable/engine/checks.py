"""Checks every game must pass: random legal play with invariants, and perft counts.

Used by each game's tests (a few thousand seeded deals) and by ``benchmarks/`` (long runs
that print the violations found). A check returns readable violation messages instead of
stopping at the first one, so a long run reports everything it saw.

On every state of a random deal: the zones hold the pack exactly, no view reveals a card its
seat may not know, only the seat on turn is offered actions, refused actions change nothing
(whether merely illegal or malformed), every action reads back from its text, reading a
state (its views, its key) changes nothing, a clone equals its original and stays as it was when
the original moves, and in games played for chips the chips on the table and in the balances add up
to the same total on every state of every deal of a match; a finished deal's record replays to
an equal state (``==``: every field, see ``GameState.snapshot``). Where the game has a sampler of
hidden cards, the worlds it samples agree with the view they were sampled from.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from cardtable.cards import card_str
from cardtable.engine.action import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.match import new_match
from cardtable.engine.options import option_specs
from cardtable.engine.record import DealRecord, record_of
from cardtable.engine.registry import GameInfo
from cardtable.engine.start import Start
from cardtable.engine.state import TERMINAL, GameState

StateCheck = Callable[[GameState[Any]], Iterable[str]]
_MALFORMED = (Action("play", card=99), Action("play", card=-3), Action("marry", suit=7),
              Action("bid", n=10**12), Action("discard", cards=1 << 60), Action("x" * 300))


def random_options(info: GameInfo[Any], rng: random.Random,
                   numbers: Mapping[str, Sequence[int]] | None = None) -> Any:
    """Options drawn at random from a game's schema, so that random play meets the options in
    every combination: each choice and flag at random, each whole number named in ``numbers``
    from the values given there, the others at their defaults."""
    values: dict[str, Any] = {}
    for spec in option_specs(info.options_type):
        if spec.kind == "choice":
            values[spec.name] = rng.choice(spec.choices)
        elif spec.kind == "bool":
            values[spec.name] = rng.random() < 0.5
        elif numbers and spec.name in numbers:
            values[spec.name] = rng.choice(list(numbers[spec.name]))
    return info.options_from_dict(values)


def perft(state: GameState[Any], depth: int) -> int:
    """The number of legal action sequences of length ``depth`` (shorter where the deal ends)."""
    if depth == 0 or state.is_over:
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        total += perft(child, depth - 1)
    return total


def count_line(state: GameState[Any], actions: Iterable[str]) -> list[int]:
    """The number of legal actions at each step of a fixed line of play."""
    counts = []
    for text in actions:
        counts.append(len(state.legal_actions()))
        state.apply(text)
    return counts


def _illegal_probe(state: GameState[Any], legal: list[Action]) -> Action:
    """An action that is certainly not legal: a card the seat on turn does not hold, or nonsense."""
    hand = state.view(state.current_player).hand
    for c in range(54):
        if not hand >> c & 1:
            probe = Action("play", card=c)
            if probe not in legal:
                return probe
    return Action("no_such_action")


def check_state(state: GameState[Any], pack: int, chips_total: int | None = None) -> list[str]:
    """Invariants of one state: zones cover the pack exactly, views leak nothing, chips add up."""
    problems = []
    zones = state.card_zones()
    seen = 0
    for name, cs in zones.items():
        if cs & seen:
            problems.append(f"zone {name} shares cards with another zone")
        seen |= cs
    if seen != pack:
        problems.append(f"cards not accounted for: {seen ^ pack:#x}")
    chips = state.chips()
    if chips_total is not None:
        if chips is None or chips.total != chips_total:
            problems.append(f"chips add up to {None if chips is None else chips.total}, "
                            f"not {chips_total}")
        elif any(n < 0 for _, n in chips.places):
            problems.append(f"a place on the table holds fewer than no chips: {chips.places}")
    for seat in range(state.num_seats):
        view = state.view(seat)
        leak = view.known_cards() & state.secret_cards(seat)
        if leak:
            problems.append(f"seat {seat}'s view reveals hidden cards {leak:#x}")
        if view.seat != seat:
            problems.append("a view names the wrong seat")
        if seat != state.current_player and view.legal:
            problems.append(f"seat {seat} is offered actions out of turn")
        if chips is not None and view.chips != chips:
            problems.append(f"seat {seat}'s view shows other chips than lie on the table")
    return problems


def check_sample(info: GameInfo[Any], state: GameState[Any], seat: int,
                 rng: random.Random) -> list[str]:
    """A world sampled from ``seat``'s view agrees with that view."""
    if info.sample is None or info.action_of is None:
        return []
    view = state.view(seat)
    core = info.sample(state.options, view, rng)
    problems = []
    if core.current_player != state.current_player:
        problems.append(f"a world sampled for seat {seat} has seat {core.current_player} on "
                        f"turn, not {state.current_player}")
    if view.hand & ~core.hand(seat):  # (a seat may not have seen its hand: Spades' blind nil)
        problems.append(f"a world sampled for seat {seat} changed its hand")
    for s in range(state.num_seats):
        if core.hand(s).bit_count() != view.hand_sizes[s]:
            problems.append(f"a world sampled for seat {seat} gives seat {s} "
                            f"{core.hand(s).bit_count()} cards, not {view.hand_sizes[s]}")
        if s != seat and core.hand(s) & view.hand:
            problems.append(f"a world sampled for seat {seat} puts its cards in seat {s}'s hand")
    if seat == state.current_player:
        legal = sorted(map(str, (info.action_of(m) for m in core.moves())))
        if legal != sorted(map(str, view.legal)):
            problems.append(f"a world sampled for seat {seat} offers {legal}, not "
                            f"{sorted(map(str, view.legal))}")
    return problems


def _probe_refusals(state: GameState[Any], legal: list[Action]) -> list[str]:
    problems = []
    before = state.snapshot()
    for probe in (_illegal_probe(state, legal), *_MALFORMED):
        try:
            state.apply(probe)
            problems.append(f"illegal {probe!r} was accepted")
        except IllegalActionError:
            if state.snapshot() != before:
                problems.append(f"a refused {probe!r} changed the state")  # (str fails on nonsense)
        except Exception as exc:  # noqa: BLE001 - the point is that nothing else escapes
            problems.append(f"{probe!r} raised {type(exc).__name__}, not IllegalActionError")
    return problems


def play_random_deal(info: GameInfo[Any], options: Any, num_seats: int, seed: int,
                     extra: StateCheck | None = None, thorough: bool = True,
                     state: GameState[Any] | None = None) -> list[str]:
    """Play one seeded deal at random (or ``state``, a deal already made), checking the
    contract on every state."""
    rng = random.Random(seed)
    if state is None:
        state = info.new_deal(options, num_seats, seed % num_seats, seed)
    pack = info.pack(options, num_seats)
    start_chips = state.chips()
    total = start_chips.total if start_chips is not None else None
    problems: list[str] = []
    steps = 0
    while not state.is_over:
        steps += 1
        if steps > 10_000:
            return [f"seed {seed}: the deal did not end after 10,000 actions"]
        before = state.snapshot() if thorough else ()
        legal = state.legal_actions()
        if not legal or state.current_player == TERMINAL:
            return [f"seed {seed}: no legal action in a deal that is not over"]
        if len(set(legal)) != len(legal):
            problems.append(f"seed {seed}: duplicate legal actions {legal}")
        if thorough:
            problems += check_state(state, pack, total)
            problems += [f"seed {seed}: {p}" for p in _probe_refusals(state, legal)]
            if problems:  # no more reading of, and no move on, a state found broken
                return problems
            if steps % 3 == 1:
                problems += [f"seed {seed}: {p}" for p in
                             check_sample(info, state, state.current_player, rng)]
            if state.snapshot() != before:  # after its views, legal actions, sample, zones
                problems.append(f"seed {seed}: reading the state changed it")
            clone = state.clone()
            if clone != state:
                problems.append(f"seed {seed}: a clone is not equal to its original")
        action = rng.choice(legal)
        if state.parse_action(str(action)) != action:
            problems.append(f"seed {seed}: {action} does not read back from its text")
        state.apply(action)
        if thorough and clone.snapshot() != before:
            problems.append(f"seed {seed}: a clone changed when the original moved")
        if extra is not None:
            problems += [f"seed {seed}: {p}" for p in extra(state)]
        if problems:
            return problems
    if state.legal_actions():
        problems.append(f"seed {seed}: legal actions after the deal is over")
    problems += check_state(state, pack, total)
    result = state.result()
    if len(result.points) != num_seats:
        problems.append(f"seed {seed}: the result has {len(result.points)} scores for {num_seats} seats")
    if total is not None and (result.carry.chips is None or result.carry.chips.total != total):
        problems.append(f"seed {seed}: the chips carried to the next deal do not add up")
    replayed = DealRecord.from_json(record_of(state).to_json()).replay(info)
    if replayed != state:
        problems.append(f"seed {seed}: the record does not replay to the same state")
    if replayed.result() != result:
        problems.append(f"seed {seed}: the replayed deal has another result")
    return problems


def check_random_deals(info: GameInfo[Any], options: Any, num_seats: int, seeds: Iterable[int],
                       extra: StateCheck | None = None, thorough: bool = True) -> list[str]:
    """Violations over many seeded random deals (empty when all is well)."""
    problems: list[str] = []
    for seed in seeds:
        problems += play_random_deal(info, options, num_seats, seed, extra, thorough)
    return problems


def check_random_match(info: GameInfo[Any], options: Any, num_seats: int, seed: int,
                       deals: int, thorough: bool = True,
                       extra: StateCheck | None = None, start: Start | None = None) -> list[str]:
    """Deals of one match at random (from ``start``, if given), each checked (with the game's
    ``extra`` invariants, if any); in chip games the chips of the whole match (balances plus
    everything on the table) never change, from deal to deal."""
    match = new_match(info, options, num_seats, seed, start=start)
    first = match.chips()
    total = first.total if first is not None else None
    problems: list[str] = []
    for k in range(deals):
        if match.is_over():
            break
        state = match.start_deal()
        problems += play_random_deal(info, options, num_seats, seed * 1000 + k, extra, thorough,
                                     state)
        match.finish_deal()
        now = match.chips()
        if total is not None and (now is None or now.total != total):
            problems.append(f"match {seed}, deal {k + 1}: the chips add up to "
                            f"{None if now is None else now.total}, not {total}")
        if problems:
            break
    return problems


def describe(state: GameState[Any]) -> str:
    """A one-line picture of a state for failure messages."""
    hands = [state.view(s).hand for s in range(state.num_seats)]
    shown = " | ".join(" ".join(card_str(c) for c in range(54) if h >> c & 1) for h in hands)
    return f"to move {state.current_player}; hands {shown}"
