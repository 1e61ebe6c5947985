"""Poch on the table: the board with its compartments, Melden, Pochen and Ausspielen.

* The board lies left of the middle, scaled with the table; each compartment holds its
  counters as a stack with a count and names itself on hover (the deck's rank names). The
  counters fly: the antes from every plate into the compartments, a claimed compartment to
  its claimant, bets into the pool
  (``poch`` or ``pocher``), the pool to its winner, the payments of Ausspielen between the
  plates, the centre to the first player out. Each number changes when its counters land.
* Melden is one motion: every claimed card rises out of its claimant's hand at once, beside
  his plate, and the claimed compartments' counters fly one a moment after another (their
  flights overlap); the claims stay up until Pochen begins.
* Pochen is a panel on the felt beside the board with only the legal choices and what each
  costs, the level, the raises left and what every seat has put in (also on the plates).
* At a showdown the hands turn face up and the winning set rises out of its hand; it stays
  marked until the first card of Ausspielen is played.
* Ausspielen: the next card of the chain is dragged to the table, double-clicked or chosen
  with the arrow keys and Enter; only the legal cards are bright. The running chain lies in a
  row right of the board so its run reads from left to right; a closed chain stays in view
  until the next one starts, then joins the face-down pile above. The status line and the
  badge say whose card continues the chain, or who starts the next one.

Cards every seat has seen (the dealer's trump card, claimed cards, a showdown hand) lie face
up in their owner's fan until played: what is public in the seat's view is shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from cardtable.cards import HIDDEN, card_list
from cardtable.engine.action import Action
from cardtable.engine.events import Event
from cardtable.engine.state import DealResult
from cardtable.games.poch import PochView, hand_key, has_set, set_cards
from cardtable.ui.games import Choice, TableAdapter, signed_amount
from cardtable.ui.models.table import Slot, TableModel, hand_order
from cardtable.ui.table.board import compartment_name
from cardtable.ui.table.layout import BoardSpot, Placement, TableGeometry
from cardtable.ui.words.text import words

PASS, HOLD = Action("pass"), Action("hold")
CHAIN_LONGEST = 8  # seven to ace
CHAIN_STEP = 0.34  # of a card's width: the index of each card of the chain shows


class PochAdapter(TableAdapter[PochView]):
    game_id = "poch"
    hint_lists_choices = True  # every bet with the counters it is expected to bring
    # Melden in one motion: every claimed card rises at once, each compartment's counters fly
    # a moment after the last one's, and the claims stay up until Pochen begins.
    shown_together = frozenset({"claim", "unclaimed"})
    # The showdown hand by hand, then the pool won; each chain's end, and the last card.
    beats: ClassVar[dict[str, float]] = {"show": 0.6, "showdown": 1.0, "fold_out": 1.0, "chain_closed": 0.6, "out": 1.0}

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self._marked: set[int] = set()  # the winning set, marked until Ausspielen begins
        # The start of the deal the screen shows while the state is already past it: "ante"
        # until the claims, then "melden", "" once the screen has caught up.
        self._start = ""

    @property
    def board(self) -> str:
        return str(getattr(self.options, "board", "classic8") or "classic8")

    def setup(self, model: TableModel) -> None:
        model.zone("talon")  # the cards not dealt (Meyers), face down
        model.zone("turned")  # the card turned from the talon for trumps (nobody's)
        model.zone("closed")  # the chain closed last, in view until the next one starts
        model.zone("chains")  # every chain before it, face down

    # --- events ------------------------------------------------------------------------------
    def begin_deal(self, shown: bool) -> None:
        self._start = "ante" if shown else ""

    def show_event(self, model: TableModel, event: Event, viewer: int | None) -> str | None:
        k = event.kind
        if self._start and k in ("claim", "unclaimed"):
            self._start = "melden"
        if k == "trump" and event.cards:
            if event.seat >= 0:  # the dealer's last card, shown and kept
                self._turn_up(model, event.seat, event.cards)
                return "flip"
            slot = model.zone("deck").take_card(HIDDEN) or Slot.new()  # turned from the talon
            slot.card = event.cards[0]
            model.zone("turned").reset([slot])
            return "flip"
        if k == "claim":  # the claimed cards rise and stay up (all of them) until Pochen
            self._turn_up(model, event.seat, event.cards)
            model.raised = model.raised | set(event.cards)
            return "settle"
        if k == "phase" and event.text == "pochen":
            model.raised = set()
            return None
        if k == "show":
            self._turn_up(model, event.seat, event.cards)
            return "flip"
        if k == "showdown":
            self._marked = set(event.cards)
            model.raised = set(event.cards)
            return "hold"
        if k == "play" and event.cards:
            model.raised = set()
            self._marked = set()
            self._gather_closed(model)
            model.play_to_trick(event.seat, event.cards[0])
            return "play"
        if k == "chain_closed":
            closed = model.zone("closed")
            trick = model.zone("trick")
            closed.reset(trick.slots)
            trick.reset([])
            model.trick_seats = []
            return "settle"
        return None

    def _turn_up(self, model: TableModel, seat: int, cards: tuple[int, ...]) -> None:
        """Show ``cards`` face up in ``seat``'s fan (hidden slots take their faces)."""
        hand = model.hand(seat)
        for c in cards:
            if hand.row_of(c) is None:
                hidden = [i for i, s in enumerate(hand.slots) if s.card == HIDDEN]
                if hidden:
                    hand.set_card(hidden[0], c)

    def _gather_closed(self, model: TableModel) -> None:
        """The closed chain joins the pile of chains, face down, as the next one starts."""
        closed, pile = model.zone("closed"), model.zone("chains")
        for slot in closed.slots:
            slot.card = HIDDEN
            pile.insert(slot)
        closed.reset([])

    def absorb_deck(self, model: TableModel) -> None:
        deck, talon = model.zone("deck"), model.zone("talon")
        if deck.slots and not talon.slots:
            talon.reset([Slot(s.uid, HIDDEN) for s in deck.slots])
            deck.reset([])

    def sync(self, model: TableModel, view: PochView, private: bool = True) -> None:
        v = view
        self._start = ""  # the screen has caught up with the state
        model.zone("talon").sync_cards([HIDDEN] * v.talon_size)
        model.zone("turned").sync_cards([v.trump_card] if v.trump_holder < 0 else [])
        for seat in range(v.num_seats):
            if seat == v.seat and private:
                continue  # the seat's own hand is face up already
            known = self.known_in_hand(v, seat)
            n = v.hand_sizes[seat]
            cards = sorted(known, key=hand_order)[:n]
            model.hand(seat).sync_cards(cards + [HIDDEN] * (n - len(cards)))
        closed = _closed_chain(v)
        running = len(v.trick)
        model.zone("closed").sync_cards(closed if not running else [])
        shown = running + (0 if running else len(closed))
        model.zone("chains").sync_cards([HIDDEN] * (v.played.bit_count() - shown))
        if v.phase == "ausspielen" and not v.played:
            model.raised = set(self._marked)
        else:
            self._marked = set()

    @staticmethod
    def known_in_hand(view: PochView, seat: int) -> list[int]:
        """The cards every seat knows to be in ``seat``'s hand: shown (claims, a showdown) or
        the dealer's trump card, and not played yet."""
        known = view.shown[seat]
        if view.trump_holder == seat:
            known |= 1 << view.trump_card
        return card_list(known & ~view.played)

    # --- geometry ----------------------------------------------------------------------------
    def board_spot(self, geom: TableGeometry) -> BoardSpot:
        """Left of the middle, so that the chain and the Pochen panel lie beside it."""
        if len(self.names) == 3:  # the two others sit up left and right: the board between
            size = min(geom.height * 0.42, geom.width * 0.32)
            return BoardSpot(geom.width * 0.47, geom.cy + geom.height * 0.04, size)
        size = min(geom.height * 0.46, geom.width * 0.36)
        return BoardSpot(geom.width * 0.39, geom.cy + geom.height * 0.01, size)

    def _play_area(self, geom: TableGeometry) -> tuple[float, float, float]:
        """The centre and width of the room right of the board, before the seat on the
        right."""
        board = self.board_spot(geom)
        left = board.x + board.size / 2 + geom.margin
        right = geom.width - geom.margin - geom.small_h * (1.15 if len(self.names) != 3
                                                            else 0.2)
        y = geom.cy + (geom.height * 0.1 if len(self.names) == 3 else 0.0)  # under the fans
        return (left + right) / 2, y, max(geom.small * 2.0, right - left)

    def card_widths(self, geom: TableGeometry) -> list[int]:
        return [self.chain_width(geom)]

    def chain_width(self, geom: TableGeometry) -> int:
        """The width of a card in the chain: eight of them fit beside the board."""
        _, _, room = self._play_area(geom)
        return max(28, round(min(geom.big * 0.85, room / (1 + CHAIN_STEP * (CHAIN_LONGEST - 1)))))

    def trick_centre(self, geom: TableGeometry) -> tuple[float, float]:
        x, y, _ = self._play_area(geom)
        return x, y

    def _talon_spot(self, geom: TableGeometry) -> tuple[float, float]:
        """The pack before the deal and the cards not dealt: left below the board."""
        board = self.board_spot(geom)
        if len(self.names) == 3:  # beside the board: your hand comes up close below it
            return board.x - board.size * 0.72, board.y + board.size * 0.12
        return board.x - board.size * 0.55, board.y + board.size * 0.42

    def deck_origin(self, geom: TableGeometry) -> tuple[float, float]:
        return self._talon_spot(geom)

    def panel_share(self, geom: TableGeometry) -> float:
        """Where the Pochen panel's centre lies across the table (a share of its width): low
        on the right, under the seat there and clear of the board and of your hand."""
        board = self.board_spot(geom)
        hand_right = geom.cx + geom.width * 0.33
        left = max(board.x + board.size / 2, min(hand_right, geom.width - 340))
        return min(0.84, (left + 170) / geom.width)

    def placements(self, model: TableModel, geom: TableGeometry) -> dict[int, Placement]:
        out: dict[int, Placement] = {}
        self._panel_x = self.panel_share(geom)
        cx, cy, _ = self._play_area(geom)
        w = self.chain_width(geom)
        step = w * CHAIN_STEP
        start = cx - step * (CHAIN_LONGEST - 1) / 2
        # The running chain (or the one just closed) in a row, each card a little higher
        # than the one before: a run rising from seven to ace.
        row = model.zone("trick").slots or model.zone("closed").slots
        for i, s in enumerate(row):
            out[s.uid] = Placement(start + i * step, cy + w * 0.06 * (3.5 - i), 0.0, 400 + i, w,
                                   s.card)
        px, py = start - step * 0.2, cy - w * 1.45 * 0.95
        for i, s in enumerate(model.zone("chains").slots):
            out[s.uid] = Placement(px + i * 0.5, py - i * 0.4, 90.0, 60 + i, w, HIDDEN)
        tx, ty = self._talon_spot(geom)
        for i, s in enumerate(model.zone("deck").slots + model.zone("talon").slots):
            out[s.uid] = Placement(tx - i * 0.4, ty - i * 0.5, 0.0, 20 + i, geom.small, HIDDEN)
        for s in model.zone("turned").slots:
            out[s.uid] = Placement(tx - geom.small * 0.6, ty + geom.small * 0.2, 90.0, 40,
                                   geom.small, s.card)
        return out

    # --- gestures ----------------------------------------------------------------------------
    def key_actions(self, view: PochView) -> dict[str, Action]:
        """P passes, 0 holds (raises by nothing), another digit opens or raises by that many
        counters. (H is the hint.)"""
        keys: dict[str, Action] = {}
        for a in view.legal:
            if a == PASS:
                keys["P"] = a
            elif a == HOLD:
                keys["0"] = a
            elif a.kind in ("open", "raise") and a.n is not None and a.n < 10:
                keys[str(a.n)] = a
        return keys

    def is_gesture(self, action: Action) -> bool:
        return action.kind in ("pass", "hold", "open", "raise")

    def choice(self, view: PochView) -> Choice | None:
        v = view
        bets = [a for a in v.legal if a.kind in ("pass", "hold", "open", "raise")]
        if v.phase != "pochen" or not bets:
            return None
        paid = v.contrib[v.seat]
        actions = tuple((a, self._bet_label(a, v.level, paid)) for a in _bet_order(bets))
        return Choice(words("poch", "Pochen"), self._pochen_text(v), actions,
                      x=self._panel_x, y=0.76, columns=2, keep_clear=True)

    _panel_x = 0.82  # set from the table's geometry at each layout (``placements``)

    def _bet_label(self, action: Action, level: int, paid: int) -> str:
        """A bet's button: "Raise 2 (pay 3)"; without the cost (``level`` 0) "Raise 2"."""
        if action.kind == "open":
            return words("poch", "Open {n}").format(n=action.n)
        if action.kind == "raise":
            n = action.n or 0
            if not level:
                return words("poch", "Raise {n}").format(n=n)
            return words("poch", "Raise {n} (pay {pay})").format(n=n, pay=level + n - paid)
        if action.kind == "hold":
            if not level:
                return words("poch", "Hold")
            return words("poch", "Hold (pay {pay})").format(pay=level - paid)
        return words("poch", "Pass")

    def _pochen_text(self, v: PochView) -> str:
        lines = []
        best = set_cards(v.hand, hand_key(v.hand, v.trump)) if has_set(v.hand) else 0
        if best:
            cards = ", ".join(self.renderer.card(c) for c in sorted(card_list(best),
                                                                    key=hand_order))
            lines.append(words("poch", "Your set: {cards}").format(cards=cards))
        else:
            lines.append(words("poch", "You hold no pair"))
        if v.level:
            rules = self.options
            most = getattr(rules, "max_raises", 0)
            lines.append(words("poch", "The bet stands at {n} · raises left: {left}").format(
                n=v.level, left=max(0, most - v.raises)))
        else:
            lines.append(words("poch", "Nobody has opened yet"))
        lines.append(words("poch", "Bets: {bets}").format(bets=", ".join(
            f"{self.names[s]} {self._put_in(v, s)}" for s in range(v.num_seats))))
        return "\n".join(lines)

    def _put_in(self, v: PochView, seat: int) -> str:
        if v.folded[seat]:
            return words("poch", "passed")
        return str(v.contrib[seat]) if v.contrib[seat] else "–"

    def action_label(self, action: Action) -> str:
        if action.kind in ("pass", "hold", "open", "raise"):
            return self._bet_label(action, 0, 0)
        return super().action_label(action)

    # --- words -------------------------------------------------------------------------------
    def log_words(self, event: Event) -> str | None:
        """Melden, Pochen and Ausspielen in words: "Bert pochs 3", "Anna holds", "Clara shows
        a pair (…) and wins the pool of 14", "Anna plays the nine of hearts" ("You hold" for
        the one person at a table of computers)."""
        k, e = event.kind, event
        if e.seat < 0:
            return words("poch", "Nobody opens the betting") if k == "no_opening" else None
        you = e.seat == self.you
        name = self.names[e.seat] if e.seat < len(self.names) else self.renderer.seat(e.seat)
        n = e.value
        said = {
            "open": lambda: words("poch", "You poch {n}") if you else
            words("poch", "{name} pochs {n}"),
            "hold": lambda: words("poch", "You hold") if you else words("poch", "{name} holds"),
            "raise": lambda: words("poch", "You raise to {n}") if you else
            words("poch", "{name} raises to {n}"),
            "pass": lambda: words("poch", "You pass") if you else words("poch", "{name} passes"),
            "claim": lambda: words("poch", "You take {place}: {n}") if you else
            words("poch", "{name} takes {place}: {n}"),
            "showdown": lambda: words("poch", "You show {set} and win the pool of {n}") if you
            else words("poch", "{name} shows {set} and wins the pool of {n}"),
            "fold_out": lambda: words("poch", "You win the pool of {n}: everybody else passed")
            if you else words("poch", "{name} wins the pool of {n}: everybody else passed"),
            "chain_closed": lambda: words("poch", "The chain ends: you start the next") if you
            else words("poch", "The chain ends: {name} starts the next"),
            "out": lambda: words("poch", "You have played your last card") if you else
            words("poch", "{name} has played the last card"),
            "payment": lambda: words("poch", "You pay {other} {n}") if you else
            words("poch", "{name} pays you {n}") if e.target == self.you else
            words("poch", "{name} pays {other} {n}"),
            "centre": lambda: words("poch", "You take the centre: {n}") if you else
            words("poch", "{name} takes the centre: {n}"),
        }
        if k not in said:
            return super().log_words(event)
        return said[k]().format(
            name=name, n=n, place=compartment_name(e.text, self.german_names) if e.text else "",
            set=self._set_words(e.cards) if k == "showdown" else "",
            other=self.names[e.target] if k == "payment" and 0 <= e.target < len(self.names)
            else "")

    def _set_words(self, cards: tuple[int, ...]) -> str:
        """A shown set: "a pair (ace of hearts, ace of clubs)", "three of a kind (…)"."""
        listed = ", ".join(self.renderer.card(c) for c in cards if c >= 0)
        if len(cards) >= 4:
            return words("poch", "four of a kind ({cards})").format(cards=listed)
        if len(cards) == 3:
            return words("poch", "three of a kind ({cards})").format(cards=listed)
        return words("poch", "a pair ({cards})").format(cards=listed)

    def amount_words(self, value: float) -> str:
        return signed_amount(value, lambda n: words("poch", "%n counters", n),
                             words("poch", "{value} counters"))

    def phase_name(self, event: Event) -> str | None:
        k = event.kind
        if k in ("claim", "unclaimed"):
            return words("poch", "Melden")
        if k in ("open", "hold", "raise", "pass") or (k == "phase" and event.text == "pochen"):
            return words("poch", "Pochen")
        if k in ("play", "chain_closed", "out") or k == "phase":
            return words("poch", "Ausspielen")
        return None

    def caption(self, event: Event) -> str | None:
        k = event.kind
        if k == "claim":
            return f"{compartment_name(event.text, self.german_names)} +{event.value}"
        if k == "open":
            return words("poch", "I poch {n}!").format(n=event.value)
        if k == "hold":
            return words("poch", "I hold!")
        if k == "raise":
            return words("poch", "Raise to {n}!").format(n=event.value)
        if k == "pass":
            return words("poch", "Pass")
        if k in ("fold_out", "showdown"):
            return words("poch", "The pool: +{n}").format(n=event.value)
        if k == "out":
            return words("poch", "Out!")
        return None

    def status_hint(self, view: PochView) -> str:
        v = view
        if v.phase == "pochen":
            if Action("hold") in v.legal:
                return words("poch", "hold the bet, raise it or pass (the Pochen panel, or "
                                     "0 to hold, a digit to raise, P)")
            if any(a.kind == "open" for a in v.legal):
                return words("poch", "open the betting (Pochen) or pass (or a digit, P)")
            return words("poch", "you hold no pair: pass (P)")
        if v.need >= 0:
            return words("poch", "continue the chain with the {card}").format(
                card=self.renderer.card(v.need))
        return words("poch", "start the next chain: drag any card to the table, "
                             "double-click it, or pick it with the arrows and Enter")

    def thinking_text(self, view: PochView, name: str) -> str:
        v = view
        if v.phase == "ausspielen" and v.need < 0:
            return words("poch", "{name} starts the next chain…").format(name=name)
        return super().thinking_text(view, name)

    def table_badge(self, view: PochView) -> str:
        v = view
        suit = self.renderer.suit(v.trump, True)
        trump = suit if self.german_names else f"{'♣♦♥♠'[v.trump]} {suit}"
        return words("poch", "Trump: {suit}").format(suit=trump)

    def plate_info(self, view: PochView, seat: int) -> str:
        v = view
        if v.phase == "pochen":
            if v.folded[seat]:
                return words("poch", "passed")
            return words("poch", "bet {n}").format(n=v.contrib[seat]) if v.contrib[seat] else ""
        left = words("poch", "%n cards", v.hand_sizes[seat])
        if v.poch_winner == seat:
            return words("poch", "won the pool · {cards}").format(cards=left)
        return left

    def plate_call(self, event: Event) -> str | None:
        """A bet changes the bettor's line when its chips land: "bet 9" once held at 9."""
        if event.kind in ("open", "raise", "hold"):
            return words("poch", "bet {n}").format(n=event.value)
        if event.kind == "pass":
            return words("poch", "passed")
        return None

    def score_text(self, view: PochView, match: Any, totals: Sequence[int] = ()) -> str:
        v = view
        lines = [self.table_badge(v), self._phase_words(v)]
        if match is not None:
            deals = getattr(match.options, "session_deals", 0)
            scored = match.state is None or match.state.is_over  # the deal on the table
            played = len(match.results) + (0 if scored else 1)
            lines.append(words("poch", "Deal {n} of {total}").format(n=played, total=deals)
                         if deals else
                         words("poch", "Deal {n} (no fixed end)").format(n=played))
        if v.chips is not None:  # as the plates show them, not ahead of the screen
            lines.append(words("poch", "Counters: {balances}").format(balances=", ".join(
                f"{self.names[s]} {b}" for s, b in enumerate(v.chips.balances))))
        return "\n".join(lines)

    def summary(self, result: DealResult, match: Any) -> str:
        """The engine's account of the deal, each seat's gain or loss, the balances."""
        gains = ", ".join(f"{self.names[s]} {p:+d}" if p else f"{self.names[s]} 0"
                          for s, p in enumerate(result.points))
        lines = [self.say(result.summary), words("poch", "This deal: {gains}").format(gains=gains)]
        if match is not None:
            lines.append(self.say(match.standing()))
        return "\n".join(lines)

    def _phase_words(self, v: PochView) -> str:
        """Where the deal stands as the screen shows it: the antes and claims still landing,
        the bet, or who plays the next card."""
        if self._start == "ante":
            return words("poch", "The antes go onto the board")
        if self._start == "melden":
            return words("poch", "Melden: the board pays the best cards")
        if v.phase == "pochen":
            return words("poch", "Pochen: the bet stands at {n}").format(n=v.level) if v.level \
                else \
                words("poch", "Pochen: nobody has opened yet")
        if v.phase == "ausspielen" and v.current_player >= 0:
            who = self.names[v.current_player]
            return (words("poch", "Ausspielen: {name} to start the next chain") if v.need < 0
                    else words("poch", "Ausspielen: {name} to continue the chain")).format(
                        name=who)
        return words("poch", "The deal is over")


def _bet_order(bets: list[Action]) -> list[Action]:
    """Opening and raising bets by size, then hold, then pass."""
    rank = {"open": 0, "raise": 0, "hold": 1, "pass": 2}
    return sorted(bets, key=lambda a: (rank[a.kind], a.n or 0))


def _closed_chain(view: PochView) -> list[int]:
    """The cards of the chain closed last, in the order played."""
    closed: list[int] = []
    running: list[int] = []
    for e in view.events:
        if e.kind == "play" and e.cards:
            running.append(e.cards[0])
        elif e.kind == "chain_closed":
            closed, running = running, []
    return closed
