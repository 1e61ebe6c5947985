"""Wallachen: the old three-handed Bavarian plain-trick game, per ``rules/wallachen.md``.

Three seats; the 32-card German pack (shown with German faces by default: ``PREFERRED_FACES``).
The dealer is given; forehand (FH) is the seat after the dealer (``dealer + 1``), middlehand
(MH) the next, and play runs in seat order. One deal (:class:`WallachenState`) is: the first
packet, the Doppeln, the rest of the deal and the two-card Start, the auction, the Start taken
and two cards laid away, the contract, Kontra and Re, the tricks, and the settlement in chips.
Every rule is in :class:`WallachenCore` (ints and bitmasks; the search plays on it); the state
wraps it with the checks, events, views and the record.

Action notation (every action reads back from its text, ``Action.parse(str(a)) == a``):

* ``double`` / ``no`` — push the Doppler or not (W2); ``no`` also declines Kontra and Re;
* ``bid 6`` — "ich spiele", the opening of a player with no holder ahead (the rules' PLAY);
  ``bid 7`` … ``bid 9``, ``bid_bettel``, ``bid_mord`` — a bid (a challenge); Sirch:
  ``bid_brand H`` (Brand in hearts), ``bid_bettel``, ``bid_mord``;
* ``hold`` — the holder accepts the challenger's level and keeps priority; ``pass``;
* ``discard 7D 8S`` — the declarer lays away two cards after taking the Start (one action);
* ``declare 7``, ``declare_bettel``, ``declare_mord`` — the contract (W8); with
  ``trump_selection = announced`` a trick contract names its trump: ``declare H 7``; Sirch:
  ``declare_brand H``;
* ``kontra``, ``re``; ``QH`` — play that card.

Suits in text are the engine's letters: Eichel (acorns) ``C``, Schellen (bells) ``D``, Herz
``H``, Gras/Laub (leaves) ``S``; Sau ``A``, Ober ``Q``, Unter ``J``.

Events (``Event.kind``), in the order ``apply`` reports them:

* ``deal`` — one per seat and packet, private: the cards dealt (``value`` = packet number);
  ``start`` — the two Start cards go face down (private to nobody until taken);
* ``doppeln`` — ``seat`` pushed its Doppler (``value`` 1) or not (0); with
  ``doppeln_order = simultaneous`` the value is secret to the other seats (``secret=VALUE``)
  until the ``doppeln_shown`` events (one per seat, public) after the third choice;
* ``bid`` — ``value`` the level (see ``LEVEL_WORDS``), ``text`` its word, ``target`` the
  Brand suit (-1); ``hold`` (``value`` the level now held); ``pass``;
* ``declarer`` — the auction's result: ``seat``, ``value`` the winning bid, ``text``
  "auction" or "forced" (everybody passed, forehand plays);
* ``thrown_in`` — everybody passed and the deal is void (``text`` "pot" or "redeal");
  ``ante`` — each seat's ante into the pot (``chips``);
* ``take_start`` — the declarer takes the Start (cards private to him);
  ``discard`` — he lays away two cards (private to him);
* ``contract`` — ``value`` the level, ``target`` the trump suit if already known, ``text``;
* ``kontra`` / ``re`` — ``value`` 1 said, 0 declined;
* ``play`` — ``seat`` played ``cards[0]``; ``trump`` — the first lead fixed the trump suit
  (``target``); ``knock`` — a defender played his last card of suit ``target``
  (``knock_signal``); ``trick`` — ``seat`` won ``cards`` (play order), ``value`` the trick
  number;
* ``settle`` — ``seat`` the declarer, ``value`` his tricks, ``text`` "made" or "failed",
  ``chips`` the payments; ``pot_award`` — the pot (or a part) goes to the winners
  (``chips``); ``deal_over``.

Decisions where the rules file is silent or needed a reading (also in the report):

* Seats run clockwise as ``seat + 1``: FH = dealer + 1, MH = dealer + 2 (rules §1.4).
* PLAY (the opening "ich spiele") is the action ``bid 6``: it is a bid of six tricks; the
  table words it "I play". Sirch openings are bids of any ladder level.
* ``doppeln_order = simultaneous``: the engine asks FH, MH and D in turn, each choice secret
  to the others (an event whose value is hidden) and shown to all after the third; a seat
  sees its own choice, and the multiplier in its view counts the Dopplers it knows of.
* The Start of a thrown-in deal is never shown; the discards are never shown to the
  defenders, not even after the deal (only the declarer knows them, §2.6).
* ``multipliers_apply_to_fixed_rates = false``: Bettel and Mord pay ``stake × rate``.
* A pot of one unit that the defenders would split stays whole in the pot.
* ``knock_signal``: the knock follows any play of a defender's last card of a suit,
  whether he led, followed or discarded it.
* Kontra in the trick-1 window is offered to each defender at his turn, also to one who said
  ``no`` in W9 (TAR-08/TAR-11).
* ``start_balance`` (0) is the option every chip session has; ``stake``, the rates and
  ``pot_ante`` are whole numbers from 1 to 100, ``session_deals`` from 0 (open-ended) to 240:
  no balance of a session can come near the engine's chip limit.
* Saved games: a record holds every card and choice so that it replays. What a person may
  not read at a glance (a secret Doppeln choice, the Start, the hands) is protected by the
  engine's sealed record form (:meth:`DealRecord.to_dict` with ``sealed=True``), in which
  the session layer autosaves every deal (``Session.save``). Sealed is scrambled, not
  encrypted: it keeps a glance out, not a determined reader (README, "How to play").
"""

from __future__ import annotations

from typing import Any, Final

from cardtable.cards import (
    PACK_32,
    CardSet,
)
from cardtable.engine.registry import GameInfo
from cardtable.games import about
from cardtable.games.wallachen.core import AUCTION as AUCTION
from cardtable.games.wallachen.core import CONTRACT as CONTRACT
from cardtable.games.wallachen.core import DISCARD as DISCARD
from cardtable.games.wallachen.core import DOPPELN as DOPPELN
from cardtable.games.wallachen.core import KONTRA_ASK as KONTRA_ASK
from cardtable.games.wallachen.core import LEVEL_WORDS as LEVEL_WORDS
from cardtable.games.wallachen.core import NEEDED as NEEDED
from cardtable.games.wallachen.core import OVER as OVER
from cardtable.games.wallachen.core import PLAY_PHASE as PLAY_PHASE
from cardtable.games.wallachen.core import RE_ASK as RE_ASK
from cardtable.games.wallachen.core import Payment as Payment
from cardtable.games.wallachen.core import WallachenCore as WallachenCore
from cardtable.games.wallachen.core import new_core as new_core
from cardtable.games.wallachen.match import WallachenMatch as WallachenMatch
from cardtable.games.wallachen.options import PRESET_LABELS as PRESET_LABELS
from cardtable.games.wallachen.options import PRESETS as PRESETS
from cardtable.games.wallachen.options import Options as Options
from cardtable.games.wallachen.options import WallachenCarry as WallachenCarry
from cardtable.games.wallachen.rules import BETTEL as BETTEL
from cardtable.games.wallachen.rules import BID_BASE as BID_BASE
from cardtable.games.wallachen.rules import BRAND_C as BRAND_C
from cardtable.games.wallachen.rules import BRAND_D as BRAND_D
from cardtable.games.wallachen.rules import BRAND_H as BRAND_H
from cardtable.games.wallachen.rules import BRAND_S as BRAND_S
from cardtable.games.wallachen.rules import BRAND_SUIT as BRAND_SUIT
from cardtable.games.wallachen.rules import CONTRACT_BASE as CONTRACT_BASE
from cardtable.games.wallachen.rules import DISCARD_BASE as DISCARD_BASE
from cardtable.games.wallachen.rules import DOUBLE as DOUBLE
from cardtable.games.wallachen.rules import EIGHT as EIGHT
from cardtable.games.wallachen.rules import HOLD as HOLD
from cardtable.games.wallachen.rules import KONTRA as KONTRA
from cardtable.games.wallachen.rules import MORD as MORD
from cardtable.games.wallachen.rules import NINE as NINE
from cardtable.games.wallachen.rules import NO as NO
from cardtable.games.wallachen.rules import PACKETS as PACKETS
from cardtable.games.wallachen.rules import PASS as PASS
from cardtable.games.wallachen.rules import PREFERRED_FACES as PREFERRED_FACES
from cardtable.games.wallachen.rules import RE as RE
from cardtable.games.wallachen.rules import SEVEN as SEVEN
from cardtable.games.wallachen.rules import SIRCH_LADDER as SIRCH_LADDER
from cardtable.games.wallachen.rules import SIX as SIX
from cardtable.games.wallachen.rules import STANDARD_LADDER as STANDARD_LADDER
from cardtable.games.wallachen.rules import Rules as Rules
from cardtable.games.wallachen.rules import action_of as action_of
from cardtable.games.wallachen.rules import brand_level as brand_level
from cardtable.games.wallachen.rules import cards_in as cards_in
from cardtable.games.wallachen.rules import legal_cards as legal_cards
from cardtable.games.wallachen.rules import move_of as move_of
from cardtable.games.wallachen.rules import multiplier as multiplier
from cardtable.games.wallachen.rules import rules_of as rules_of
from cardtable.games.wallachen.rules import shown_absent as shown_absent
from cardtable.games.wallachen.sampler import DOPPEL_PRIOR as DOPPEL_PRIOR
from cardtable.games.wallachen.sampler import deal_hidden as deal_hidden
from cardtable.games.wallachen.sampler import sample as sample
from cardtable.games.wallachen.state import PHASE_NAMES as PHASE_NAMES
from cardtable.games.wallachen.state import WallachenState as WallachenState
from cardtable.games.wallachen.state import level_name as level_name
from cardtable.games.wallachen.view import WallachenView as WallachenView


def _pack(options: Any, num_seats: int) -> CardSet:
    return PACK_32

GAME: Final = GameInfo(
    about=about("wallachen"), seat_range=(3,), default_seats=3,
    options_type=Options, presets=PRESETS, default_preset="standard", pack=_pack,
    deal=WallachenState, rules_file="wallachen.md", match_type=WallachenMatch,
    carry_type=WallachenCarry, new_core=new_core, sample=sample, move_of=move_of,
    action_of=action_of, player="cardtable.ai.wallachen:make_wallachen_player", chips=True,
    preset_labels=PRESET_LABELS)


__all__ = [
    "AUCTION",
    "BETTEL",
    "BID_BASE",
    "BRAND_C",
    "BRAND_D",
    "BRAND_H",
    "BRAND_S",
    "BRAND_SUIT",
    "CONTRACT",
    "CONTRACT_BASE",
    "DISCARD",
    "DISCARD_BASE",
    "DOPPELN",
    "DOPPEL_PRIOR",
    "DOUBLE",
    "EIGHT",
    "GAME",
    "HOLD",
    "KONTRA",
    "KONTRA_ASK",
    "LEVEL_WORDS",
    "MORD",
    "NEEDED",
    "NINE",
    "NO",
    "OVER",
    "PACKETS",
    "PASS",
    "PHASE_NAMES",
    "PLAY_PHASE",
    "PREFERRED_FACES",
    "PRESETS",
    "PRESET_LABELS",
    "RE",
    "RE_ASK",
    "SEVEN",
    "SIRCH_LADDER",
    "SIX",
    "STANDARD_LADDER",
    "Options",
    "Payment",
    "Rules",
    "WallachenCarry",
    "WallachenCore",
    "WallachenMatch",
    "WallachenState",
    "WallachenView",
    "action_of",
    "brand_level",
    "cards_in",
    "deal_hidden",
    "legal_cards",
    "level_name",
    "move_of",
    "multiplier",
    "new_core",
    "rules_of",
    "sample",
    "shown_absent",
]
