"""Spades: four individual players with jokers by default; 2, 3, 5 and 6 players, partnerships,
nil, blind nil and bags as options. Rules: ``shared/rules/spades.md`` (the ground truth).

One deal is one *hand*: building the hands, one round of bidding, the optional blind-nil
exchange, T tricks, and the hand's score. The game to 500 (or 200), the tie rule and the bags
carried from hand to hand belong to :class:`SpadesMatch`; a hand receives the running side
scores and bag counters in ``carry`` (:class:`SpadesCarry`, one entry per side) because
blind-nil eligibility and the bag penalty depend on them.

Every rule of the hand is in :class:`SpadesCore` (ints, bitmasks, int moves; the search plays
on it); :class:`SpadesState` wraps a core and adds the checking, the events, the history, the
record and the views. :func:`sample` is the one sampler of the cards a seat cannot see.

Action notation (every action reads back from its text, ``Action.parse(str(a)) == a``), and
the core's move for each (:func:`move_of`, :func:`action_of`):

* ``QH``, ``BJ`` — play that card; move = the card (0–53);
* ``bid 4`` — a bid of four tricks; ``bid 0`` is nil (the text ``nil`` is read as ``bid 0``);
  move = ``BID_MOVE + 4``;
* ``blind_nil`` — blind nil, chosen before looking; ``look`` — pick up the cards first
  (offered only to a seat that may still bid blind nil, at its own bidding turn);
  moves ``BLIND_NIL_MOVE``, ``LOOK_MOVE``;
* ``keep`` / ``reject`` — the 2-player draw: keep the card looked at (the next one is
  discarded) or discard it and take the next one; moves ``KEEP_MOVE``, ``REJECT_MOVE``;
* ``give 7H`` — one card of a blind-nil exchange; a pass of two cards is two ``give`` actions
  by the same seat; move = ``GIVE_MOVE + card`` (not the bare card, so that a move names its
  action without the phase it is made in).

Events, in order: ``deal`` (one per seat, private; the cards of a seat that may still bid blind
nil are withheld from it too), ``draw``/``discard`` (2-player draw, private), ``look``
(private), ``bid`` (value = tricks, text "nil"/"blind nil"), ``give``/``receive`` (exchange,
private to the giver / receiver), ``play``, ``spades_broken``, ``trick`` (seat = winner, cards in
play order, value = trick number) and ``hand_over`` (value = tricks played; the words of the
result are the result's ``summary``).

Decisions where the rules file is silent or where the contract shaped them (see also §5 there):

* The number of players is the contract's ``num_seats``, not an option field: every game
  chooses its seat count the same way (``GameInfo.seat_counts``). Option combinations that
  need a seat count (``pairs`` needs 4 or 6, ``triples`` 6, ``lowest_club`` not 2) are checked
  when a deal is made.
* O10 ``lose_threshold`` ("integer or none") is two fields, ``lose_threshold_on`` and
  ``lose_threshold`` (-200), because an option holds one kind of value.
* O7's pass of two cards is made as two ``give`` actions, one card each; nothing else about
  the exchange changes, and the giver cannot take a card back.
* ``bag_limit`` (10) and ``bag_penalty`` (100) are options with the rules' values.
* A deal's ``points`` are the hand score of each seat's side (partners get the same number,
  as OpenSpiel's ``returns``); ``winners`` are the seats of the side(s) that scored most.
* In the 2-player draw the opponent sees whether a card was kept or rejected (the order of
  the hidden ``draw``/``discard`` events), as at a real table, never which card.
* Shown voids are public (``SpadesView.voids``): a seat that does not follow the suit led
  lacks it; a spade led while spades could not otherwise be led (unbroken, or under
  ``only_when_forced``) shows a hand of spades only, as does a spade discarded on trick 1 under
  ``first_trick_no_spades``. The sampler respects them.
* A seat that may still bid blind nil has not seen its cards (§5 A26): for it, its own hand
  is hidden like the others', and the sampler deals it one too.
* In the words for people (refusals, the hand's summary, the standing) seats are
  ``SeatRef`` parameters, which the table renders as the names of the people sitting there; in
  the engine's own English a seat reads "player 2" (the summary used to say "2", and a side
  "1+3" where it now says "player 1+player 3").
"""

from __future__ import annotations

from typing import Any, Final

from cardtable.cards import CardSet
from cardtable.engine.errors import OptionsError
from cardtable.engine.registry import GameInfo
from cardtable.games import about
from cardtable.games.spades.core import BID as BID
from cardtable.games.spades.core import CLUB_SUIT as CLUB_SUIT
from cardtable.games.spades.core import DRAW as DRAW
from cardtable.games.spades.core import EXCHANGE as EXCHANGE
from cardtable.games.spades.core import FIRST_SPADE as FIRST_SPADE
from cardtable.games.spades.core import FOLLOWS as FOLLOWS
from cardtable.games.spades.core import OVER as OVER
from cardtable.games.spades.core import PLAY_PHASE as PLAY_PHASE
from cardtable.games.spades.core import TOP_OF_SUIT as TOP_OF_SUIT
from cardtable.games.spades.core import SpadesCore as SpadesCore
from cardtable.games.spades.core import blind_nil_eligible as blind_nil_eligible
from cardtable.games.spades.core import deal_core as deal_core
from cardtable.games.spades.core import new_core as new_core
from cardtable.games.spades.core import new_event as new_event
from cardtable.games.spades.core import score_side as score_side
from cardtable.games.spades.match import SpadesMatch as SpadesMatch
from cardtable.games.spades.match import game_winner as game_winner
from cardtable.games.spades.options import PRESETS as PRESETS
from cardtable.games.spades.options import Options as Options
from cardtable.games.spades.options import SpadesCarry as SpadesCarry
from cardtable.games.spades.rules import AFTER_BROKEN as AFTER_BROKEN
from cardtable.games.spades.rules import ALL_CARDS as ALL_CARDS
from cardtable.games.spades.rules import ANYTIME as ANYTIME
from cardtable.games.spades.rules import BID_ACTIONS as BID_ACTIONS
from cardtable.games.spades.rules import BID_MOVE as BID_MOVE
from cardtable.games.spades.rules import BLIND_NIL as BLIND_NIL
from cardtable.games.spades.rules import BLIND_NIL_MOVE as BLIND_NIL_MOVE
from cardtable.games.spades.rules import GIVE_ACTIONS as GIVE_ACTIONS
from cardtable.games.spades.rules import GIVE_MOVE as GIVE_MOVE
from cardtable.games.spades.rules import KEEP as KEEP
from cardtable.games.spades.rules import KEEP_MOVE as KEEP_MOVE
from cardtable.games.spades.rules import LOOK as LOOK
from cardtable.games.spades.rules import LOOK_MOVE as LOOK_MOVE
from cardtable.games.spades.rules import MAX_BID as MAX_BID
from cardtable.games.spades.rules import NO_BID as NO_BID
from cardtable.games.spades.rules import ONLY_WHEN_FORCED as ONLY_WHEN_FORCED
from cardtable.games.spades.rules import OTHER_SUITS as OTHER_SUITS
from cardtable.games.spades.rules import PLAY_ACTIONS as PLAY_ACTIONS
from cardtable.games.spades.rules import REJECT as REJECT
from cardtable.games.spades.rules import REJECT_MOVE as REJECT_MOVE
from cardtable.games.spades.rules import SPADE_SUIT as SPADE_SUIT
from cardtable.games.spades.rules import SpadesRules as SpadesRules
from cardtable.games.spades.rules import action_of as action_of
from cardtable.games.spades.rules import card_moves as card_moves
from cardtable.games.spades.rules import check_layout as check_layout
from cardtable.games.spades.rules import move_of as move_of
from cardtable.games.spades.rules import removed_cards as removed_cards
from cardtable.games.spades.rules import rules_for as rules_for
from cardtable.games.spades.rules import sides_of as sides_of
from cardtable.games.spades.rules import spades_pack as spades_pack
from cardtable.games.spades.rules import tricks_per_hand as tricks_per_hand
from cardtable.games.spades.sampler import SpadesSampler as SpadesSampler
from cardtable.games.spades.sampler import sample as sample
from cardtable.games.spades.state import PHASE_NAMES as PHASE_NAMES
from cardtable.games.spades.state import SpadesState as SpadesState
from cardtable.games.spades.state import side_name as side_name
from cardtable.games.spades.view import SpadesView as SpadesView

_PACKS: dict[tuple[int, int], tuple[Options, CardSet]] = {}  # as _RULES, for GAME.pack

def _pack(options: Any, num_seats: int) -> CardSet:
    found = _PACKS.get((id(options), num_seats))
    if found is not None and found[0] is options:
        return found[1]
    pack = spades_pack(options, num_seats)
    if len(_PACKS) > 1000:
        _PACKS.clear()
    _PACKS[(id(options), num_seats)] = (options, pack)
    return pack

def seats_for(options: Options) -> tuple[int, ...]:
    """The numbers of players ``options`` allow (partnerships and the first lead limit them)."""
    counts = []
    for n in (2, 3, 4, 5, 6):
        try:
            check_layout(options, n)
        except OptionsError:
            continue
        counts.append(n)
    return tuple(counts)

GAME: Final = GameInfo(
    about=about("spades"), seat_range=(2, 3, 4, 5, 6), default_seats=4,
    options_type=Options, presets=PRESETS, pack=_pack, deal=SpadesState,
    rules_file="spades.md",
    match_type=SpadesMatch, default_preset="seed", carry_type=SpadesCarry, seats_for=seats_for,
    preset_labels={"seed": "Individual, with jokers", "seed_short": "Individual, to 200",
                   "classic_partnership": "Classic partnership", "openspiel": "OpenSpiel rules"},
    new_core=new_core, sample=sample, move_of=move_of, action_of=action_of,
    player="cardtable.ai.spades_levels:make_spades_player")


__all__ = [
    "AFTER_BROKEN",
    "ALL_CARDS",
    "ANYTIME",
    "BID",
    "BID_ACTIONS",
    "BID_MOVE",
    "BLIND_NIL",
    "BLIND_NIL_MOVE",
    "CLUB_SUIT",
    "DRAW",
    "EXCHANGE",
    "FIRST_SPADE",
    "FOLLOWS",
    "GAME",
    "GIVE_ACTIONS",
    "GIVE_MOVE",
    "KEEP",
    "KEEP_MOVE",
    "LOOK",
    "LOOK_MOVE",
    "MAX_BID",
    "NO_BID",
    "ONLY_WHEN_FORCED",
    "OTHER_SUITS",
    "OVER",
    "PHASE_NAMES",
    "PLAY_ACTIONS",
    "PLAY_PHASE",
    "PRESETS",
    "REJECT",
    "REJECT_MOVE",
    "SPADE_SUIT",
    "TOP_OF_SUIT",
    "Options",
    "SpadesCarry",
    "SpadesCore",
    "SpadesMatch",
    "SpadesRules",
    "SpadesSampler",
    "SpadesState",
    "SpadesView",
    "action_of",
    "blind_nil_eligible",
    "card_moves",
    "check_layout",
    "deal_core",
    "game_winner",
    "move_of",
    "new_core",
    "removed_cards",
    "rules_for",
    "sample",
    "score_side",
    "seats_for",
    "side_name",
    "sides_of",
    "spades_pack",
    "tricks_per_hand",
]
