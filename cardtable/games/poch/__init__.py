"""Poch (Pochen, Pochspiel) for 3 to 6 players, per ``shared/rules/poch.md`` (the ground truth).

One deal runs through every phase of rules §2: the **ante** into the board, the **deal** and
the trump card, **Melden** (the holders of the trump honours, the Mariage and the best
sequence empty their compartments), **Pochen** (a betting round on the best set of equal
ranks, the *Kunststück*), its **resolution** (fold-out, showdown or no opening) and
**Ausspielen** (rising chains of one suit; the first player out is paid one counter per card
left in every other hand), then the **settlement**. Ante, deal, Melden, resolution and
settlement need no decision: they happen inside the action that leads to them (or when the
deal is made) and are told by events.

The rules live once, in :class:`PochCore` (ints and bitmasks, int moves; the search plays on
it). :class:`PochState` wraps it with the checks, the events, the history, the record and the
views. :func:`sample` deals the cards a seat cannot see consistently with its view.
:class:`PochMatch` is the session (start balance, length, ``leftover_at_end``).

Action notation (every action reads back from its text):

* ``pass`` — drop out of the betting (final, also before anyone has opened);
* ``open 2`` — open the betting ("ich poche!") with 2 counters (1 … ``max_open``);
* ``hold`` — pay up to the current level ("ich halte!");
* ``raise 1`` — raise the level by 1 (1 … ``max_raise_step``; at most ``max_raises`` times);
* ``QH`` — play that card in Ausspielen (to start a chain, or the card that continues it).

Board places (the names of :attr:`Chips.places`, in this order): ``ace``, ``king``,
``queen``, ``jack``, ``ten``, ``mariage``, ``sequenz`` and ``poch`` (``classic8``), or the
same seven with ``pocher`` and ``centre`` (``modern9``). The betting pool is the eighth place
(``poch`` or ``pocher``); an event's ``target`` names a place by its index in this order.

Events (``Event.kind``), in order; every chip movement carries its :class:`ChipMove` values in
``Event.chips`` so that the table can fly them:

* ``ante`` — every seat pays 1 into each ante compartment (``value``: counters per seat;
  ``chips``: one move per seat and compartment);
* ``deal`` — one per seat, private: the seat's cards in the order dealt;
* ``trump`` — the card fixing trumps, public (``seat``: the dealer who keeps it, or -1 when
  it is turned from the talon; ``value``: the trump suit; ``text``: the trump source);
* ``talon`` — ``value`` cards stay face down (not sent when there is no talon);
* ``claim`` — Melden: ``seat`` shows ``cards`` and takes compartment ``target`` (``text``:
  its place name, ``value``: the counters taken);
* ``unclaimed`` — compartment ``target`` keeps its ``value`` counters for the next deal;
* ``phase`` — ``text`` "pochen" or "ausspielen" begins; ``seat`` acts first;
* ``pass``, ``open``, ``hold``, ``raise`` — a betting action of ``seat``; ``value``: the bet
  level after it; ``chips``: what the seat paid into the pool;
* ``fold_out`` — ``seat`` is the only one left and takes the pool (shows nothing);
* ``show`` — at a showdown ``seat`` shows its whole hand (``cards``), public;
* ``showdown`` — ``seat`` wins the pool with the set ``cards`` (its highest card when no
  seat had a set, possible only without ``require_kunststueck``);
* ``no_opening`` — nobody opened; the pool keeps its ``value`` counters;
* ``play`` — ``seat`` played ``cards[0]``;
* ``chain_closed`` — the chain ended on ``cards[0]`` (``text``: "ace", or "stopped" when the
  next card is in nobody's hand); ``seat`` starts the next chain;
* ``out`` — ``seat`` played its last card and wins Ausspielen;
* ``payment`` — ``seat`` pays ``value`` counters (one per card left) to ``target``;
* ``centre`` — (``modern9``) ``seat``, the first out, takes the centre's ``value`` counters.

Public: every event but ``deal``. Private: the cards of each hand until they are claimed,
shown at a showdown or played; the talon. The hands left at the end stay hidden (only their
sizes are paid for).

Decisions where the rules file is silent or leaves a choice to the app (also in the report):

* ``hand_size`` takes the values 4, 5 and ``"all"`` (the rules' own words), so records read
  like the rules.
* The session is :class:`PochMatch` (``engine.match.ChipMatch``): ``start_balance`` 100 and
  ``session_deals`` 12 (a whole number of turns at the deal for 3, 4 and 6 players; 0 =
  open-ended, until the players stop) are options. ``leftover_at_end = split`` divides every
  place on the board, the pool and the centre included, equally among all players; the
  remainders stay unclaimed.
* A forced continuation in Ausspielen is an action like any other (the only legal one), not
  played by the engine: the table can then let a person lay the card, and records list every
  card. A seat without a Kunststück under ``require_kunststueck`` likewise says ``pass``.
* At a showdown the hands are shown in betting order (forehand first); the winning set is
  named in the ``showdown`` event.
* A deal's ``points`` are each seat's counters won minus paid in that deal, antes included;
  its ``winners`` are the seats that gained most.
* A Sequenz claim shows the three cards of the winning run (the best window of a longer run).
* What a seat can deduce is public knowledge in its view (``PochView.not_held``): an
  unclaimed trump honour, the turned card, the card after a chain that stopped (it is in
  nobody's hand) and the cards played. Worlds sampled for search respect it, as they respect
  the Melden results (no hidden run beats the claimed Sequenz; none exists when it is
  unclaimed) and the rule that only a seat with a Kunststück may bet.
"""

from __future__ import annotations

from typing import Any, Final

from cardtable.cards import (
    PACK_32,
    CardSet,
)
from cardtable.engine.registry import GameInfo
from cardtable.games import about
from cardtable.games.poch.core import ACE_BOX as ACE_BOX
from cardtable.games.poch.core import BETTING as BETTING
from cardtable.games.poch.core import CENTRE as CENTRE
from cardtable.games.poch.core import HONOUR_RANKS as HONOUR_RANKS
from cardtable.games.poch.core import JACK_BOX as JACK_BOX
from cardtable.games.poch.core import KING_BOX as KING_BOX
from cardtable.games.poch.core import MARIAGE as MARIAGE
from cardtable.games.poch.core import OVER as OVER
from cardtable.games.poch.core import PLAYING as PLAYING
from cardtable.games.poch.core import POOL as POOL
from cardtable.games.poch.core import QUEEN_BOX as QUEEN_BOX
from cardtable.games.poch.core import SEQUENZ as SEQUENZ
from cardtable.games.poch.core import SUIT_VALUE as SUIT_VALUE
from cardtable.games.poch.core import TEN_BOX as TEN_BOX
from cardtable.games.poch.core import PochCore as PochCore
from cardtable.games.poch.core import best_run as best_run
from cardtable.games.poch.core import cards_in as cards_in
from cardtable.games.poch.core import deal_layout as deal_layout
from cardtable.games.poch.core import hand_key as hand_key
from cardtable.games.poch.core import has_set as has_set
from cardtable.games.poch.core import melden as melden
from cardtable.games.poch.core import new_core as new_core
from cardtable.games.poch.core import sequenz_claim as sequenz_claim
from cardtable.games.poch.core import set_cards as set_cards
from cardtable.games.poch.core import set_size as set_size
from cardtable.games.poch.match import PochMatch as PochMatch
from cardtable.games.poch.options import PRESET_LABELS as PRESET_LABELS
from cardtable.games.poch.options import PRESETS as PRESETS
from cardtable.games.poch.options import Options as Options
from cardtable.games.poch.options import PochCarry as PochCarry
from cardtable.games.poch.rules import CLASSIC_PLACES as CLASSIC_PLACES
from cardtable.games.poch.rules import HOLD as HOLD
from cardtable.games.poch.rules import MODERN_PLACES as MODERN_PLACES
from cardtable.games.poch.rules import OPEN_BASE as OPEN_BASE
from cardtable.games.poch.rules import PASS as PASS
from cardtable.games.poch.rules import RAISE_BASE as RAISE_BASE
from cardtable.games.poch.rules import PochRules as PochRules
from cardtable.games.poch.rules import action_of as action_of
from cardtable.games.poch.rules import board_places as board_places
from cardtable.games.poch.rules import move_of as move_of
from cardtable.games.poch.rules import rules_for as rules_for
from cardtable.games.poch.sampler import PochSampler as PochSampler
from cardtable.games.poch.sampler import sample as sample
from cardtable.games.poch.state import PHASE_NAMES as PHASE_NAMES
from cardtable.games.poch.state import PLACE_NAMES as PLACE_NAMES
from cardtable.games.poch.state import PochState as PochState
from cardtable.games.poch.view import PochView as PochView


def _pack(options: Any, num_seats: int) -> CardSet:
    return PACK_32

GAME: Final = GameInfo(
    about=about("poch"), seat_range=(3, 4, 5, 6), default_seats=4, options_type=Options,
    presets=PRESETS, default_preset="seed", pack=_pack, deal=PochState, rules_file="poch.md",
    match_type=PochMatch, carry_type=PochCarry, new_core=new_core, sample=sample,
    move_of=move_of, action_of=action_of, player="cardtable.ai.poch:make_poch_player",
    chips=True, preset_labels=PRESET_LABELS)


__all__ = [
    "ACE_BOX",
    "BETTING",
    "CENTRE",
    "CLASSIC_PLACES",
    "GAME",
    "HOLD",
    "HONOUR_RANKS",
    "JACK_BOX",
    "KING_BOX",
    "MARIAGE",
    "MODERN_PLACES",
    "OPEN_BASE",
    "OVER",
    "PASS",
    "PHASE_NAMES",
    "PLACE_NAMES",
    "PLAYING",
    "POOL",
    "PRESETS",
    "PRESET_LABELS",
    "QUEEN_BOX",
    "RAISE_BASE",
    "SEQUENZ",
    "SUIT_VALUE",
    "TEN_BOX",
    "Options",
    "PochCarry",
    "PochCore",
    "PochMatch",
    "PochRules",
    "PochSampler",
    "PochState",
    "PochView",
    "action_of",
    "best_run",
    "board_places",
    "cards_in",
    "deal_layout",
    "hand_key",
    "has_set",
    "melden",
    "move_of",
    "new_core",
    "rules_for",
    "sample",
    "sequenz_claim",
    "set_cards",
]
