"""Tippen (Dreiblatt): three cards, one pot, a third of the pot per trick and the bête for
a player who plays and takes none. Rules: ``shared/rules/tippen.md`` (the ground truth; its
section numbers are quoted below). Presets ``katira`` (default), ``grupp`` and
``alvensleben``; every variant of §4 is an option; 3-5 players with the exchange, 3-6 without.

One deal (:class:`TippenState`) runs the state machine of §2 from the ante to the settlement:
the automatic phases (ante, pot set-up, the deal, turning the trump card, resolving the
declarations, the settlement) happen inside the action that leads to them and are told by
events. The rules live in :class:`TippenCore` (ints, bitmasks, int moves: what the search plays
on); the state wraps it with the checks, events, history, views and record. A session is a
:class:`TippenMatch` (:class:`~cardtable.engine.match.ChipMatch`): start balance and length are
options, the chips travel from deal to deal in :class:`TippenCarry`.

Action notation (``Action.parse(str(a)) == a`` for every action):

* ``shove`` / ``deal`` — the dealer passes the deal on (paying another ante) or deals (§2.3 B);
* ``cut 12`` — the cutter lifts 12 cards (1-31) (§2.3 C);
* ``knock``, ``sniff``, ``decline`` — the dealer's calls (F, G); ``decline`` also refuses a rob;
* ``discard 7H`` — the knocking or sniffing dealer's discard (H);
* ``tap`` (play), ``pass``, ``drop_out`` — the declarations (I);
* ``exchange 7S QD`` — throw these cards and take as many from the talon; ``exchange`` alone
  stands pat (K);
* ``rob`` — swap the seven of trumps for the face-up trump card (L);
* ``QH`` — play that card (M).

Chips lie in three places on the table: ``pot`` (the playing pot ``P``; between deals all the
carry), ``reserve`` (``R``, the excess over a pot cap) and ``bete`` (``Bp``, the bêtes paid this
deal, the next deal's pot). At the end of each deal the reserve and the bêtes join the pot.

Events, in order (every chip movement carries its :class:`ChipMove` in ``Event.chips``):
``ante`` (seat pays the basic stake into the pot), ``shove`` (seat, target = the new dealer)
or ``keep_deal``,
``cut`` (seat = cutter, value = cards lifted), ``hupf`` (the bottom card shown, value 1 or 2,
target = the new dealer or -1), ``reserve`` (the excess over the cap set aside), ``pot``
(value = ``P``; text ``forced`` or ``bare`` or ""), ``deal`` (one card to a seat, private to
it; a dealer who may still knock does not see his own: hidden from all), ``trump_card`` (the
card placed; text ``face_down`` — hidden from all — or ``face_up``), ``knock`` (value = the
trump suit; the card taken, private to the dealer), ``pick_up`` (the knocking dealer's three
cards, private), ``sniff`` (value = suit, text ``alvensleben`` with the card public or
``grupp`` with it private), ``decline`` (text ``knock``/``sniff``/``rob``), ``turn_trump``
(public, value = suit), ``discard`` (private), ``tap``/``pass``/``drop_out`` (a passed or
dropped hand goes face down, its cards private to its owner; ``tap`` with text ``automatic``
for a knocking or Grupp-sniffing dealer; ``drop_out`` pays the bête), ``resolve`` (text
``all_pass``, ``sole`` or ``played``), ``exchange`` (value = how many, the thrown cards
private), ``draw`` (the cards from the talon, private to the receiver), ``rob`` (public: the
seven, then the trump card), ``play``, ``trick`` (seat = winner, cards in play order, value =
trick number, chips: a third of the pot to the winner), ``sole`` (the pot to the sole player),
``bete`` (value = the amount, text ``single`` or ``double``), ``carry`` (the reserve and the
bêtes into the pot) and ``deal_over`` (text = the outcome).

Decisions where the rules file is silent, or where the contract shaped them (see also §5):

* The cut is an action of the cutter, ``cut k``: the deal record then holds the shuffled pack
  before the cut (``deck``) and the cut, so a deal replays exactly; computer players cut at
  random (it has no strategic value). Test vectors that give the completed pack are built with
  :func:`deck_before_cut`.
* A trick's third of the pot is paid when the trick is won, not all at the settlement: the
  balances after the deal are those of §2.3 N, and the table can fly each third as it is won.
  Bêtes are paid at the settlement, into ``bete``.
* ``pot_cap`` is a whole number, 0 meaning no cap (the rules' "null").
* The first dealer is found by dealing for the first ace (§1.5) when ``first_dealer`` is
  ``ace`` (preset ``alvensleben``); otherwise at random. With ``ace`` the match's seed decides
  it and a first dealer passed to the match is overruled. The cards dealt are the match's
  ``opening`` events (``first_ace_card``, then ``first_dealer``).
* Before he knocks or declines, the knocking dealer's three cards lie face down in front of him,
  not in his hand (view ``face_down``); he picks them up after the decision.
* A session's length (``session_deals``, 0: until the players stop) and start balance are
  options. At the end, ``leftover_at_end = split`` gives each seat an equal share of the pot;
  the indivisible rest, and the whole pot under ``unclaimed``, stay in the pot, visible
  (chips are never destroyed).
* A deal made without chips in its carry (a single deal, a test) starts every seat with the
  start balance and an empty pot.
* Public inference is part of the view (``TippenView.excluded``): a card played under the
  follow and lead duties shows which cards its player cannot hold (§3.2-3.4). The sampler of
  hidden cards respects it, and the cards known to be in a hand (a robbed trump card, the trump
  card an Alvensleben sniffer took).
"""

from __future__ import annotations

from typing import Final

from cardtable.engine.registry import GameInfo
from cardtable.games import about
from cardtable.games.tippen.core import ACTIVE as ACTIVE
from cardtable.games.tippen.core import CUTTING as CUTTING
from cardtable.games.tippen.core import DECLARING as DECLARING
from cardtable.games.tippen.core import DISCARDING as DISCARDING
from cardtable.games.tippen.core import DROPPED as DROPPED
from cardtable.games.tippen.core import EXCHANGING as EXCHANGING
from cardtable.games.tippen.core import FACE_DOWN as FACE_DOWN
from cardtable.games.tippen.core import FACE_UP as FACE_UP
from cardtable.games.tippen.core import KNOCKING as KNOCKING
from cardtable.games.tippen.core import NO_TRUMP_CARD as NO_TRUMP_CARD
from cardtable.games.tippen.core import NOT_SNIFFED as NOT_SNIFFED
from cardtable.games.tippen.core import OVER as OVER
from cardtable.games.tippen.core import PASSED as PASSED
from cardtable.games.tippen.core import PLACES as PLACES
from cardtable.games.tippen.core import PLAYING as PLAYING
from cardtable.games.tippen.core import ROBBED as ROBBED
from cardtable.games.tippen.core import ROBBING as ROBBING
from cardtable.games.tippen.core import SEVENS as SEVENS
from cardtable.games.tippen.core import SHOVING as SHOVING
from cardtable.games.tippen.core import SNIFF_ALV as SNIFF_ALV
from cardtable.games.tippen.core import SNIFF_GRUPP as SNIFF_GRUPP
from cardtable.games.tippen.core import SNIFF_NAMES as SNIFF_NAMES
from cardtable.games.tippen.core import SNIFFING as SNIFFING
from cardtable.games.tippen.core import TAKEN as TAKEN
from cardtable.games.tippen.core import WAITING as WAITING
from cardtable.games.tippen.core import TippenCore as TippenCore
from cardtable.games.tippen.core import chips_of as chips_of
from cardtable.games.tippen.core import deck_before_cut as deck_before_cut
from cardtable.games.tippen.core import new_core as new_core
from cardtable.games.tippen.core import start_chips as start_chips
from cardtable.games.tippen.match import TippenMatch as TippenMatch
from cardtable.games.tippen.match import deal_for_first_ace as deal_for_first_ace
from cardtable.games.tippen.options import PRESET_LABELS as PRESET_LABELS
from cardtable.games.tippen.options import PRESETS as PRESETS
from cardtable.games.tippen.options import Options as Options
from cardtable.games.tippen.options import TippenCarry as TippenCarry
from cardtable.games.tippen.rules import ABOVE as ABOVE
from cardtable.games.tippen.rules import CUT as CUT
from cardtable.games.tippen.rules import DEAL as DEAL
from cardtable.games.tippen.rules import DECLINE as DECLINE
from cardtable.games.tippen.rules import DISCARD as DISCARD
from cardtable.games.tippen.rules import DROP_OUT as DROP_OUT
from cardtable.games.tippen.rules import EXCHANGE as EXCHANGE
from cardtable.games.tippen.rules import KNOCK as KNOCK
from cardtable.games.tippen.rules import PACK as PACK
from cardtable.games.tippen.rules import PASS as PASS
from cardtable.games.tippen.rules import ROB as ROB
from cardtable.games.tippen.rules import SHOVE as SHOVE
from cardtable.games.tippen.rules import SNIFF as SNIFF
from cardtable.games.tippen.rules import TAP as TAP
from cardtable.games.tippen.rules import Rules as Rules
from cardtable.games.tippen.rules import action_of as action_of
from cardtable.games.tippen.rules import beats as beats
from cardtable.games.tippen.rules import deal_positions as deal_positions
from cardtable.games.tippen.rules import exchange_cards as exchange_cards
from cardtable.games.tippen.rules import exchange_move as exchange_move
from cardtable.games.tippen.rules import follow_cards as follow_cards
from cardtable.games.tippen.rules import is_seven_or_ace as is_seven_or_ace
from cardtable.games.tippen.rules import lead_cards as lead_cards
from cardtable.games.tippen.rules import move_of as move_of
from cardtable.games.tippen.rules import rules_of as rules_of
from cardtable.games.tippen.sampler import sample as sample
from cardtable.games.tippen.state import PACK_LIST as PACK_LIST
from cardtable.games.tippen.state import PHASE_NAMES as PHASE_NAMES
from cardtable.games.tippen.state import STATUS_NAMES as STATUS_NAMES
from cardtable.games.tippen.state import TRUMP_STATES as TRUMP_STATES
from cardtable.games.tippen.state import TippenState as TippenState
from cardtable.games.tippen.state import seats_for as seats_for
from cardtable.games.tippen.state import shown_absent as shown_absent
from cardtable.games.tippen.texts import BETE as BETE
from cardtable.games.tippen.texts import PARTS as PARTS
from cardtable.games.tippen.texts import TOOK as TOOK
from cardtable.games.tippen.view import TippenView as TippenView

GAME: Final = GameInfo(
    about=about("tippen"), seat_range=(3, 4, 5, 6), default_seats=4,
    options_type=Options, presets=PRESETS, default_preset="katira",
    pack=lambda options, num_seats: PACK, deal=TippenState, rules_file="tippen.md",
    match_type=TippenMatch, carry_type=TippenCarry, seats_for=seats_for, new_core=new_core,
    sample=sample, move_of=move_of, action_of=action_of,
    player="cardtable.ai.tippen:make_tippen_player",
    chips=True,
    preset_labels=PRESET_LABELS)


__all__ = [
    "ABOVE",
    "ACTIVE",
    "CUT",
    "CUTTING",
    "DEAL",
    "DECLARING",
    "DECLINE",
    "DISCARD",
    "DISCARDING",
    "DROPPED",
    "DROP_OUT",
    "EXCHANGE",
    "EXCHANGING",
    "FACE_DOWN",
    "FACE_UP",
    "GAME",
    "KNOCK",
    "KNOCKING",
    "NOT_SNIFFED",
    "NO_TRUMP_CARD",
    "OVER",
    "PACK",
    "PACK_LIST",
    "PASS",
    "PASSED",
    "PHASE_NAMES",
    "PLACES",
    "PLAYING",
    "PRESETS",
    "PRESET_LABELS",
    "ROB",
    "ROBBED",
    "ROBBING",
    "SEVENS",
    "SHOVE",
    "SHOVING",
    "SNIFF",
    "SNIFFING",
    "SNIFF_ALV",
    "SNIFF_GRUPP",
    "SNIFF_NAMES",
    "STATUS_NAMES",
    "TAKEN",
    "TAP",
    "TRUMP_STATES",
    "WAITING",
    "Options",
    "Rules",
    "TippenCarry",
    "TippenCore",
    "TippenMatch",
    "TippenState",
    "TippenView",
    "action_of",
    "beats",
    "chips_of",
    "deal_for_first_ace",
    "deal_positions",
    "deck_before_cut",
    "exchange_cards",
    "exchange_move",
    "follow_cards",
    "is_seven_or_ace",
    "lead_cards",
    "move_of",
    "new_core",
    "rules_of",
    "sample",
    "seats_for",
    "shown_absent",
    "start_chips",
]
