"""Schnapsen (Austrian Sixty-six) for two players, per ``rules/schnapsen.md``.

Seats are 0 and 1. The dealer is given; the other seat is the *forehand*, who leads to the
first trick. Cards are dealt from an explicit pack order with the canonical mapping of
rules §1.4 (``deck[0]`` is d0): forehand d0–d2, dealer d3–d5, trump card d6, forehand d7–d8,
dealer d9–d10, talon ``[d11 … d19, d6]`` (24 cards: F d0–2, D d3–5, F d6–8, D d9–11, trump
card d12, talon ``[d13 … d23, d12]``).

The module has three layers, as ``docs/engine.md`` describes:

* :class:`SchnapsenCore`, the rules: ints, bitmasks, int moves, no checks, no history. The
  search plays on it; every rule of the game is written there once, for every option.
* :class:`SchnapsenState`, the engine's deal: it wraps a core and adds the checking, the
  events (the core's ``trace``), the history, the record, the views and the refusals.
* :func:`sample`, the one sampler of the cards a seat cannot see (:class:`HiddenCards`).

Action notation (text form, as parsed by :meth:`Action.parse`), and the core's moves:

* ``QH`` – play that card (lead or follow); move: the card (0 … 51);
* ``exchange`` – exchange the trump jack (nine in Sixty-six) for the face-up trump card (64);
* ``close`` – close the talon (*zudrehen*) (65);
* ``claim`` – go out with 66 (manual claim mode only; in auto mode the engine claims) (66);
* ``decline`` – after the last trick in manual claim mode: do not claim, score the deal (67);
* ``marry H`` – announce the marriage in hearts; the same seat then leads ``KH`` or ``QH``
  (68 + suit).

>>> from cardtable.cards import parse_cards
>>> deck = parse_cards("KC QC JH AC TC KH QH AS TD QS JD AH JS KD TS AD QD KS TH JC")
>>> state = SchnapsenState(Options(), 0, deck)  # seat 0 deals, seat 1 is forehand
>>> [str(a) for a in state.legal_actions()]
['exchange', 'close', 'marry C', 'QC', 'KC', 'TD', 'JH', 'AS']
>>> [str(e) for e in state.apply("exchange")]
['exchange seat=1 JH QH']

Events (``Event.kind``), in the order ``apply`` reports them:

* ``deal`` – one per seat, private: the seat's cards in the order dealt;
* ``trump`` – the face-up trump card (``cards[0]``; ``target`` is the trump suit);
* ``exchange`` – ``seat`` exchanged: ``cards = (jack, former trump card)``, public;
* ``close`` – ``seat`` closed the talon; ``value`` is the number of talon cards left;
* ``marriage`` – ``seat`` announced: ``cards = (king, queen)``, ``value`` 20 or 40,
  ``target`` the suit;
* ``play`` – ``seat`` played ``cards[0]``;
* ``trick`` – ``seat`` won the trick ``cards = (led, followed)`` worth ``value`` card points;
* ``draw`` – ``seat`` drew ``cards[0]`` from the talon; private, except the face-up trump
  card drawn last, which everybody sees;
* ``claim`` – ``seat`` went out with ``value`` points (``text`` "66", or "false" for a
  wrong manual claim);
* ``deal_over`` – ``seat`` won the deal (-1: nobody, a 65:65 tie) scoring ``value`` game
  points; ``text`` names the scoring rule (R1 … R6, "tie").

Decisions where the rules file is silent (also in the report to the lead):

* ``claim_after_marriage = false`` together with ``claim_mode = manual``: no claim is offered
  right after an announcement either; the claim waits for the declarer's next won trick.
* ``deck = sixty_six`` changes only the pack (and so the exchange card, the nine); the
  other Sixty-six rules are separate options, bundled by the preset ``sixty_six``.
* Once the talon is exhausted each player can deduce the other's hand, so the view shows it
  in ``opponent_known`` and it is no longer secret. The dead cards of a closed talon stay
  secret to both players, even after the deal.
* In auto mode the engine's own claim is reported as a ``claim`` event too, so the table
  can show "66!" whichever mode is on.
* The view lists marriages as (seat, suit, 20/40); the partner card left in hand after the
  lead stays in ``opponent_known`` until it is played, whatever ``marriage_reveal`` says.
* The tie bonus of ``tie_65 = carry`` travels in ``DealResult.carry`` as
  ``SchnapsenCarry(tie_bonus=n)``; a deal with a winner adds ``n`` to the winner's game points.
  The core knows nothing of it (it scores one deal); the state adds it to the result.
* The sampler takes as known what the rules make public (rules §2.9): the opponent's cards
  shown by an exchange, a marriage or the last draw, and, once the talon is closed, what his
  follows under strict play prove he does not hold (no card of a suit he did not follow, no
  trump when he neither followed nor trumped, no higher card of the suit when he followed
  low). Everything else it deals uniformly at random.
"""

from __future__ import annotations

from typing import Final

from cardtable.cards import PACK_20
from cardtable.engine.registry import GameInfo
from cardtable.games import about
from cardtable.games.schnapsen.core import ACTIONS as ACTIONS
from cardtable.games.schnapsen.core import CLAIM as CLAIM
from cardtable.games.schnapsen.core import CLOSE as CLOSE
from cardtable.games.schnapsen.core import DECLINE as DECLINE
from cardtable.games.schnapsen.core import EXCHANGE as EXCHANGE
from cardtable.games.schnapsen.core import HIGHER as HIGHER
from cardtable.games.schnapsen.core import KINGS as KINGS
from cardtable.games.schnapsen.core import MARRY as MARRY
from cardtable.games.schnapsen.core import POINTS as POINTS
from cardtable.games.schnapsen.core import QUEEN_BITS as QUEEN_BITS
from cardtable.games.schnapsen.core import QUEENS as QUEENS
from cardtable.games.schnapsen.core import STRENGTH as STRENGTH
from cardtable.games.schnapsen.core import SUIT as SUIT
from cardtable.games.schnapsen.core import SUIT_MASK_OF as SUIT_MASK_OF
from cardtable.games.schnapsen.core import Rules as Rules
from cardtable.games.schnapsen.core import SchnapsenCore as SchnapsenCore
from cardtable.games.schnapsen.core import action_of as action_of
from cardtable.games.schnapsen.core import game_points as game_points
from cardtable.games.schnapsen.core import move_of as move_of
from cardtable.games.schnapsen.core import new_core as new_core
from cardtable.games.schnapsen.core import pack_of as pack_of
from cardtable.games.schnapsen.core import rules_for as rules_for
from cardtable.games.schnapsen.match import SchnapsenMatch as SchnapsenMatch
from cardtable.games.schnapsen.options import PRESETS as PRESETS
from cardtable.games.schnapsen.options import Options as Options
from cardtable.games.schnapsen.options import SchnapsenCarry as SchnapsenCarry
from cardtable.games.schnapsen.sampler import HiddenCards as HiddenCards
from cardtable.games.schnapsen.sampler import sample as sample
from cardtable.games.schnapsen.state import CLOSED as CLOSED
from cardtable.games.schnapsen.state import EXHAUSTED as EXHAUSTED
from cardtable.games.schnapsen.state import FOLLOW_STAGE as FOLLOW_STAGE
from cardtable.games.schnapsen.state import LEAD_STAGE as LEAD_STAGE
from cardtable.games.schnapsen.state import MARRIED_STAGE as MARRIED_STAGE
from cardtable.games.schnapsen.state import OPEN as OPEN
from cardtable.games.schnapsen.state import TALON_STATES as TALON_STATES
from cardtable.games.schnapsen.state import SchnapsenState as SchnapsenState
from cardtable.games.schnapsen.state import new_deal as new_deal
from cardtable.games.schnapsen.view import SchnapsenView as SchnapsenView

GAME: Final = GameInfo(
    about=about("schnapsen"), seat_range=(2,), default_seats=2, options_type=Options,
    presets=PRESETS, pack=pack_of, deal=new_deal, rules_file="rules/schnapsen.md",
    match_type=SchnapsenMatch, default_preset="traditional", carry_type=SchnapsenCarry,
    preset_labels={"traditional": "Traditional", "sixty_six": "Sixty-six",
                   "vu_compat": "Amsterdam rules"},
    new_core=new_core, sample=sample, move_of=move_of, action_of=action_of,
    player="cardtable.ai.schnapsen_levels:make_schnapsen_player")


__all__ = [
    "ACTIONS",
    "CLAIM",
    "CLOSE",
    "CLOSED",
    "DECLINE",
    "EXCHANGE",
    "EXHAUSTED",
    "GAME",
    "HIGHER",
    "KINGS",
    "MARRY",
    "OPEN",
    "PACK_20",
    "POINTS",
    "PRESETS",
    "QUEENS",
    "QUEEN_BITS",
    "STRENGTH",
    "SUIT",
    "SUIT_MASK_OF",
    "TALON_STATES",
    "HiddenCards",
    "Options",
    "Rules",
    "SchnapsenCarry",
    "SchnapsenCore",
    "SchnapsenMatch",
    "SchnapsenState",
    "SchnapsenView",
    "action_of",
    "game_points",
    "move_of",
    "new_core",
    "new_deal",
    "pack_of",
    "rules_for",
    "sample",
]
