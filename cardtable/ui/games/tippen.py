"""Tippen on the table: the pot in the middle with its count, the talon with the trump card
beside the trick, balances on the name plates, the calls in a panel on the felt, the exchange
by picking cards, and a session sheet of every deal's gains and losses.

* The pot lies left of the trick; the bêtes paid in a deal gather beside it (they are the next
  deal's pot) and join it when the deal is settled; the reserve over a pot cap lies under it
  (only where a cap is agreed). Antes, each trick's third of the pot, the bêtes and a sole
  player's pot fly as chips; every number changes when its chips land.
* Right of the trick: the talon (the pack before the deal) and the trump card face up beside
  it (face down while the dealer may still knock or sniff; the seven lies there once robbed).
  Discards go face down onto the dead pile under the talon. A passed or dropped hand is pushed
  together face down in front of its player: out of the deal for all to see.
* The calls (shove or deal, cut, knock, sniff, play or pass or drop out, rob) are one panel
  with only the legal choices; a letter key for each. The knocking dealer's three cards lie
  face down in front of him until he has decided.
* The exchange: click, drag or Enter marks the cards to throw (they rise; the table's
  marking, :meth:`TableAdapter.marking`), then Exchange (E) — one action with every card
  picked; Keep (K) stands pat. A pick over what the rules allow takes the place of the first
  one picked. The new cards fly in from the talon.
* Before the first deal of a von Alvensleben session the cards dealt for the first ace lie
  face up before the seats, and the first dealer is named.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF

from cardtable.cards import HIDDEN, SEVEN, card, cardset
from cardtable.engine.action import Action, with_cards
from cardtable.engine.chips import ChipMove
from cardtable.engine.events import Event
from cardtable.engine.match import ChipMatch
from cardtable.engine.messages import Message
from cardtable.engine.state import DealResult, View
from cardtable.games.tippen import TippenView
from cardtable.ui.games import Choice, TableAdapter, signed_amount
from cardtable.ui.models.sheet import SheetLayout
from cardtable.ui.models.table import Slot, TableModel, insert_sorted
from cardtable.ui.table.layout import BoardSpot, ChipSpot, Placement, TableGeometry
from cardtable.ui.words.text import words

TAP, PASS, DROP_OUT = Action("tap"), Action("pass"), Action("drop_out")
KNOCK, SNIFF, DECLINE = Action("knock"), Action("sniff"), Action("decline")
SHOVE, DEAL, ROB = Action("shove"), Action("deal"), Action("rob")
STAND_PAT = Action("exchange")
_CUTS = random.Random()  # where a person's cut lifts the pack: it has no strategic value
# Backs drawn for the talon and the dead pile (their counts are in the side panel): a whole
# pack of cards, each with its shadow, stands as a block and costs every frame drawing it.
TALON_SHOWN, DEAD_SHOWN = 6, 4


def exchange_of(cards: Sequence[int]) -> Action:
    """The exchange of these cards (none: standing pat)."""
    return with_cards("exchange", cardset(cards))


class TippenAdapter(TableAdapter[TippenView]):
    game_id = "tippen"

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self._bottom = 0  # the seat drawn at the bottom (of the view synced last)
        self._dealer = -1  # the dealer as the events have told him so far (ante, shove, hupf)
        self.picked: tuple[int, ...] = ()  # cards of the hand picked to throw, in order

    @property
    def _n(self) -> int:
        return len(self.names)

    def setup(self, model: TableModel) -> None:
        for name in ("talon", "trump", "dead", "face_down"):
            model.zone(name)
        for seat in range(self._n):
            model.zone(f"folded{seat}")
            model.zone(f"ace{seat}")

    # --- events ------------------------------------------------------------------------------
    def show_event(self, model: TableModel, event: Event, viewer: int | None) -> str | None:
        k, seat = event.kind, event.seat
        if k == "ante":
            self._dealer = seat
            return None  # the chips fly
        if k == "shove" or (k == "hupf" and event.target >= 0):
            self._dealer = event.target
            return None
        if k == "first_ace_card" and event.cards:
            model.zone(f"ace{seat}").insert(Slot.new(event.cards[0]))
            return "deal"
        if k == "first_dealer":
            return "hold"
        if k == "deal" and seat >= 0:
            return self._deal_card(model, seat, event.cards[0] if event.cards else HIDDEN)
        if k == "trump_card" and event.cards:
            slot = _from_pack(model)
            slot.card = event.cards[0]
            model.zone("trump").reset([slot])
            return "deal"
        if k == "turn_trump" and event.cards:
            trump = model.zone("trump")
            if trump.slots:
                trump.set_card(0, event.cards[0])
            return "flip"
        if k in ("knock", "sniff") and seat >= 0:
            trump = model.zone("trump")
            slot = trump.take(0) if trump.slots else Slot.new()
            slot.card = event.cards[0] if event.cards else HIDDEN
            insert_sorted(model.hand(seat), slot)
            return "draw"
        if k == "pick_up" and seat >= 0:
            _into_hand(model, "face_down", seat, event.cards)
            return "draw"
        if k == "discard" and seat >= 0:
            model.move(f"hand{seat}", event.cards[0] if event.cards else HIDDEN, "dead",
                       shown=HIDDEN)
            return "play"
        if k in ("pass", "drop_out") and seat >= 0:
            hand, folded = model.hand(seat), model.zone(f"folded{seat}")
            while hand.slots:
                slot = hand.take(0)
                slot.card = HIDDEN
                folded.insert(slot)
            return "settle"
        if k == "exchange" and seat >= 0:
            for c in event.cards:
                model.move(f"hand{seat}", c, "dead", shown=HIDDEN)
            return "play" if event.cards else None
        if k == "draw" and seat >= 0:  # the new cards fly in from the talon
            _into_hand(model, "talon", seat, event.cards)
            return "draw"
        if k == "rob" and len(event.cards) == 2:
            seven, trump_card = event.cards
            trump = model.zone("trump")
            old = trump.take(0) if trump.slots else Slot.new()
            model.move(f"hand{seat}", seven, "trump", shown=seven)
            old.card = trump_card
            insert_sorted(model.hand(seat), old)
            return "play"
        return None

    def _deal_card(self, model: TableModel, seat: int, c: int) -> str:
        slot = _from_pack(model)
        slot.card = c
        knocking = self.options is not None and getattr(self.options, "knocking", False)
        if c == HIDDEN and knocking and seat == self._dealer:
            model.zone("face_down").insert(slot)  # he decides before he sees them
        else:
            insert_sorted(model.hand(seat), slot)
        return "deal"

    def sync(self, model: TableModel, view: TippenView, private: bool = True) -> None:
        v = view
        self._bottom, self._dealer = v.seat, v.dealer
        if not (private and self.marking(v)):
            self.picked = ()
        self.picked = tuple(c for c in self.picked if v.hand >> c & 1)
        model.raised = set(self.picked)
        before_deal = v.phase in ("shove", "cut")
        talon = 32 if before_deal else v.talon_size
        model.zone("talon").sync_cards([HIDDEN] * min(TALON_SHOWN, talon))
        state = v.trump_state
        if state == "face_down":
            shown = [HIDDEN]
        elif state == "face_up":
            shown = [v.trump_card]
        elif state == "robbed":
            shown = [card(v.trump, SEVEN)]  # the seven lies face up where the trump card lay
        else:
            shown = []
        model.zone("trump").sync_cards(shown)
        model.zone("face_down").sync_cards([HIDDEN] * v.face_down)
        out = [s for s in range(v.num_seats) if v.status[s] in ("passed", "dropped")]
        for seat in range(v.num_seats):
            model.zone(f"folded{seat}").sync_cards([HIDDEN] * 3 if seat in out else [])
            model.zone(f"ace{seat}").sync_cards([])
        dead = v.dead_count - 3 * len(out) - (1 if state == "robbed" else 0)
        model.zone("dead").sync_cards([HIDDEN] * min(DEAD_SHOWN, max(0, dead)))

    def absorb_deck(self, model: TableModel) -> None:
        deck, talon = model.zone("deck"), model.zone("talon")
        if deck.slots and not talon.slots:  # the pack waits for the cut where the talon lies
            talon.reset([Slot(s.uid, HIDDEN) for s in deck.slots[-TALON_SHOWN:]])
            deck.reset([])

    def pile_sizes(self, view: TippenView) -> list[int] | None:
        v = view
        playing = sum(1 for s in v.status if s == "active")
        return [t * playing for t in v.tricks_won]

    # --- geometry ----------------------------------------------------------------------------
    def _talon_spot(self, geom: TableGeometry) -> tuple[float, float]:
        """Right of the trick, clear of the seats: with four the right seat's fan fills the
        right side, so the talon moves up between it and the top seat."""
        if self._n == 4:  # under the right seat's tricks
            return geom.cx + geom.big * 1.5, geom.cy - geom.big_h * 0.42
        if self._n == 3:  # below the plate of the seat on the upper right
            return geom.cx + geom.big * 1.8, geom.cy + geom.small_h * 0.45
        return geom.cx + geom.big * 1.8, geom.cy - geom.small_h * 0.1

    def deck_origin(self, geom: TableGeometry) -> tuple[float, float]:
        return self._talon_spot(geom)

    def _dead_spot(self, geom: TableGeometry) -> tuple[float, float]:
        tx, ty = self._talon_spot(geom)
        return tx + geom.small * 0.55, ty + geom.small_h * 1.0

    def _place(self, seat: int) -> int:
        return (seat - self._bottom) % self._n

    def _before(self, geom: TableGeometry, seat: int, share: float) -> tuple[float, float, float]:
        """A point between ``seat``'s hand and the table centre (``share`` of the way in) and
        the rotation of that seat's cards."""
        spot = geom.spot(self._place(seat))
        x = spot.x + (geom.cx - spot.x) * share
        y = spot.y + (geom.cy - spot.y) * share
        return x, y, spot.rotation

    def placements(self, model: TableModel, geom: TableGeometry) -> dict[int, Placement]:
        out: dict[int, Placement] = {}
        small = geom.small
        tx, ty = self._talon_spot(geom)
        for i, s in enumerate(model.zone("talon").slots):
            out[s.uid] = Placement(tx - i * 0.3, ty - i * 0.45, 0.0, 20 + i, small, HIDDEN)
        for s in model.zone("trump").slots:  # face up beside the talon
            out[s.uid] = Placement(tx + small * 1.1, ty, 0.0, 60, small, s.card)
        dx, dy = self._dead_spot(geom)
        for i, s in enumerate(model.zone("dead").slots):
            out[s.uid] = Placement(dx - i * 0.3, dy - i * 0.4, 90.0 + (i % 3 - 1) * 4, 10 + i,
                                   small, HIDDEN)
        dealer = max(self._dealer, 0)
        fx, fy, rot = self._before(geom, dealer, 0.0)  # where his hand will be
        if self._place(dealer) == 0:
            fx += small * 0.6  # clear of the plate, which stands left of an empty hand
        face_down = model.zone("face_down").slots
        for i, s in enumerate(face_down):
            k = i - (len(face_down) - 1) / 2
            out[s.uid] = Placement(fx + k * small * 0.6, fy, rot, 70 + i, small, HIDDEN)
        for seat in range(self._n):
            px, py, rot = self._before(geom, seat, 0.0)
            for i, s in enumerate(model.zone(f"folded{seat}").slots):  # pushed together
                out[s.uid] = Placement(px + i * 1.5, py - i * 1.5, rot + 6, 40 + i, small,
                                       HIDDEN)
            ax, ay, rot = self._before(geom, seat, 0.42)
            for i, s in enumerate(model.zone(f"ace{seat}").slots):  # dealt face up, one on one
                out[s.uid] = Placement(ax + i * small * 0.22, ay + i * 3, rot, 200 + i, small,
                                       s.card)
        return out

    def drop_targets(self, model: TableModel, geom: TableGeometry) -> dict[str, QRectF]:
        dx, dy = self._dead_spot(geom)
        w, h = geom.small_h * 1.3, geom.small * 1.5
        return {"dead": QRectF(dx - w / 2, dy - h / 2, w, h)}

    # --- chips -------------------------------------------------------------------------------
    def place_spots(self, geom: TableGeometry, places: Sequence[str],
                    board: BoardSpot | None) -> dict[str, ChipSpot]:
        """The pot left of the trick, larger than any other stack; the bêtes of the deal
        beside it (they are the next deal's pot), the reserve over a cap under it."""
        x, y = geom.cx - geom.big * 1.85, geom.cy - geom.chip * 0.6
        if self._n == 3:  # below the plate of the seat on the upper left
            y = geom.cy + geom.big_h * 0.25
        chip = geom.chip * 1.25
        spots = {"pot": ChipSpot(x, y, chip, columns=5),
                 "bete": ChipSpot(x + geom.chip * 0.2, y + geom.chip * 3.6, geom.chip, 3),
                 "reserve": ChipSpot(x + geom.chip * 0.2, y - geom.chip * 3.4, geom.chip, 3)}
        return {p: spots.get(p, ChipSpot(x, y, geom.chip)) for p in places}

    def place_visible(self, place: str, count: int) -> bool:
        """The pot always; the bêtes of the deal and the reserve over a cap while they hold
        chips."""
        return place == "pot" or count > 0

    def place_name(self, place: str) -> str:
        if place == "pot":
            return words("tippen", "Pot")
        if place == "bete":
            return words("tippen", "Bêtes of this deal (the next deal's pot)")
        if place == "reserve":
            return words("tippen", "Reserve over the pot cap")
        return super().place_name(place)

    def chip_colour(self, place: Any) -> str:
        return {"pot": "red", "bete": "blue", "reserve": "ivory"}.get(place, "gold") \
            if isinstance(place, str) else "gold"

    # --- gestures ----------------------------------------------------------------------------
    def card_action(self, card_: int, view: TippenView) -> Action:
        if view.phase == "discard":
            return Action("discard", card=card_)
        if view.phase == "exchange":
            return exchange_of((card_,))
        return self.play_action(card_)

    def drop_action(self, card_: int, target: str, view: TippenView) -> Action | None:
        if view.phase == "discard" and target in ("dead", "trick"):
            return Action("discard", card=card_)
        if target == "dead":
            return None
        return super().drop_action(card_, target, view)

    def marking(self, view: TippenView) -> bool:
        return view.phase == "exchange" and bool(view.legal)

    def toggle_mark(self, card_: int, view: TippenView) -> None:
        """Pick a card to throw, or put it back; a pick over what the rules allow (more cards
        than the talon holds, more than three) takes the place of the first one picked."""
        if card_ in self.picked:
            self.picked = tuple(c for c in self.picked if c != card_)
            return
        picked = (*self.picked, card_)
        while picked and exchange_of(picked) not in view.legal:
            picked = picked[1:]
        self.picked = picked

    def clickable_zones(self, view: TippenView) -> dict[str, Action]:
        cut = self._cut(view)
        return {"talon": cut} if cut is not None else {}

    def _cut(self, view: TippenView) -> Action | None:
        cuts = [a for a in view.legal if a.kind == "cut"]
        return _CUTS.choice(cuts) if cuts else None

    def key_actions(self, view: TippenView) -> dict[str, Action]:
        v = view
        keys: dict[str, Action] = {}
        if v.phase == "declare":
            keys = {"P": TAP, "N": PASS, "D": DROP_OUT}
        elif v.phase == "knock":
            keys = {"K": KNOCK, "N": DECLINE}
        elif v.phase == "sniff":
            keys = {"S": SNIFF, "N": DECLINE}
        elif v.phase == "rob":
            keys = {"R": ROB, "N": DECLINE}
        elif v.phase == "shove":
            keys = {"S": SHOVE, "D": DEAL}
        elif v.phase == "exchange":
            keys = {"E": exchange_of(self.picked), "K": STAND_PAT}
        cut = self._cut(v)
        if cut is not None:
            keys["C"] = cut
        return {k: a for k, a in keys.items() if a in v.legal}

    def is_gesture(self, action: Action) -> bool:
        return action.kind in ("exchange", "discard", "cut")

    def action_label(self, action: Action) -> str:
        labels = {"tap": words("tippen", "Play"), "pass": words("tippen", "Pass"),
                  "drop_out": words("tippen", "Drop out"), "knock": words("tippen", "Knock"),
                  "sniff": words("tippen", "Sniff"), "decline": words("tippen", "Decline"),
                  "shove": words("tippen", "Shove"), "deal": words("tippen", "Deal"),
                  "rob": words("tippen", "Rob"), "cut": words("tippen", "Cut")}
        if action.kind == "exchange":  # the cards named: a hint weighs each exchange
            thrown = [self.renderer.card(c) for c in range(52) if action.card_set >> c & 1]
            return words("tippen", "Throw {cards}").format(cards=", ".join(thrown)) if thrown \
                else words("tippen", "Keep my cards")
        if action.kind in labels:
            return labels[action.kind]
        return super().action_label(action)

    # --- the panel ---------------------------------------------------------------------------
    def choice(self, view: TippenView) -> Choice | None:
        v = view
        if not v.legal:
            return None
        ph = v.phase
        if ph == "declare":
            return self._declare_choice(v)
        if ph == "exchange":
            return self._exchange_choice(v)
        if ph == "shove":
            left = self.names[(v.dealer + 1) % v.num_seats]
            text = words("tippen", "You have paid the ante. Deal — or shove the deal on to {left}, who pays "
                      "an ante too.").format(left=left)
            return self._panel(words("tippen", "Deal or shove?"), text, v,
                               ((DEAL, words("tippen", "Deal (D)")), (SHOVE, words("tippen", "Shove (S)"))))
        if ph == "cut":
            cut = self._cut(v)
            assert cut is not None
            text = words("tippen", "{dealer} deals: cut the pack (or click it).").format(
                dealer=self.names[v.dealer])
            return Choice(words("tippen", "Cut the pack"), text, ((cut, words("tippen", "Cut (C)")),), x=0.5, y=0.6,
                          columns=1)
        if ph == "knock":
            text = words("tippen", "Before you look at your cards: knock to take the face-down trump card "
                      "unseen (its suit is trumps). You then play and must take two tricks: "
                      "none costs a double bête, one a single bête.")
            return self._panel(words("tippen", "Knock?"), text, v,
                               ((KNOCK, words("tippen", "Knock (K)")), (DECLINE, words("tippen", "Don't knock (N)"))))
        if ph == "sniff":
            if getattr(self.options, "sniffing", "") == "alvensleben":
                text = words("tippen", "Take the trump card (turned up for all) and discard a card. You may "
                          "then drop out for one bête; playing and taking no trick costs a "
                          "double bête.")
            else:
                text = words("tippen", "Take the trump card unseen (its suit is trumps) and discard a card. "
                          "You then play and must take two tricks: none costs a double bête, "
                          "one a single bête.")
            return self._panel(words("tippen", "Sniff?"), text, v,
                               ((SNIFF, words("tippen", "Sniff (S)")), (DECLINE, words("tippen", "Don't sniff (N)"))))
        if ph == "discard":
            return Choice(words("tippen", "Discard a card"),
                          words("tippen", "Drag a card into the middle of the table, or double-click it."), (),
                          x=0.5, y=0.6)
        if ph == "rob":
            text = words("tippen", "You hold the seven of trumps: swap it for the trump card, {card}.")
            text = text.format(card=self.renderer.card(v.trump_card))
            return self._panel(words("tippen", "Rob the trump?"), text, v,
                               ((ROB, words("tippen", "Rob (R)")), (DECLINE, words("tippen", "Keep the seven (N)"))))
        return None

    def _panel(self, title: str, text: str, view: TippenView,
               offered: tuple[tuple[Action, str], ...]) -> Choice:
        """A panel with the offered actions that are legal, below the middle of the felt."""
        actions = tuple((a, label) for a, label in offered if a in view.legal)
        return Choice(title, text, actions, x=0.5, y=0.58, columns=3)

    def _declare_choice(self, v: TippenView) -> Choice:
        p, b = v.playing_pot, v.bete_unit
        share = p // 3
        lines = [words("tippen", "The pot holds {p}: each trick takes {share}.").format(
            p=p, share=share)]
        if v.seat == v.dealer and v.sniffed == "alvensleben":
            lines.append(words("tippen", "You sniffed: play (no trick costs a double bête of {b2}) or drop "
                            "out for {b}.").format(b2=2 * b, b=b))
        elif v.forced:
            lines.append(words("tippen", "Nothing was carried into the pot: everybody must play."))
        elif all(st in ("passed", "dropped") for s, st in enumerate(v.status) if s != v.seat):
            lines.append(words("tippen", "Everybody else has passed: play, and the pot is yours."))
        else:
            lines.append(words("tippen", "Play and take no trick: you pay the bête of {b}.")
                         .format(b=b))
        offered = ((TAP, words("tippen", "Play (P)")), (PASS, words("tippen", "Pass (N)")),
                   (DROP_OUT, words("tippen", "Drop out (D)")))
        return self._panel(words("tippen", "Play or pass?"), " ".join(lines), v, offered)

    def _exchange_choice(self, v: TippenView) -> Choice:
        most = min(3, v.talon_size)
        text = words("tippen", "Click the cards to throw away (up to {n}), then exchange them for as many "
                  "from the talon.").format(n=most)
        offered: list[tuple[Action, str]] = []
        if self.picked:
            n = len(self.picked)
            offered.append((exchange_of(self.picked), words("tippen", "Exchange %n (E)", n)))
        offered.append((STAND_PAT, words("tippen", "Keep all (K)")))
        actions = tuple((a, label) for a, label in offered if a in v.legal)
        return Choice(words("tippen", "Exchange"), text, actions, x=0.5, y=0.5, columns=2)

    # --- words -------------------------------------------------------------------------------
    def move_words(self, action: Action, seat: int, before: View | None = None) -> str:
        """A computer's move told to a screen reader, never the cards it throws away in the
        exchange or discards face down."""
        name = self.names[seat] if 0 <= seat < len(self.names) else self.renderer.seat(seat)
        if action.kind == "exchange":
            n = action.card_set.bit_count()
            said = words("tippen", "Exchanges %n", n) if n else words("tippen", "No exchange")
            return words("tippen", "{name}: {said}").format(name=name, said=said)
        if action.kind == "discard":
            return words("tippen", "{name} discards a card").format(name=name)
        return super().move_words(action, seat, before)

    def review_words(self, seat_name: str, action: Action, before: View | None = None) -> str:
        """A move in the list of a review: a declined knock, sniff or robbing said as such
        ("Anna: No knock"), the rest as its button says it."""
        if action.kind == "decline" and isinstance(before, TippenView):
            said = self._declined(before.phase)
            if said:
                return words("tippen", "{name}: {said}").format(name=seat_name, said=said)
        return super().review_words(seat_name, action, before)

    @staticmethod
    def _declined(what: str) -> str | None:
        """A declined knock, sniff or robbing in words."""
        return {"knock": words("tippen", "No knock"), "sniff": words("tippen", "No sniff"),
                "rob": words("tippen", "Keeps the seven")}.get(what)

    def amount_words(self, value: float) -> str:
        return signed_amount(value, lambda n: words("tippen", "%n chips", n),
                             words("tippen", "{value} chips"))

    def phase_name(self, event: Event) -> str | None:
        k = event.kind
        if k in ("knock", "sniff", "rob", "discard", "pick_up", "decline"):
            return words("tippen", "Trumps")
        if k in ("tap", "pass"):
            return words("tippen", "Play or pass")
        if k in ("exchange", "draw"):
            return words("tippen", "Exchange")
        if k in ("play", "trick"):
            return words("tippen", "Tricks")
        return None

    def caption(self, event: Event) -> str | None:
        k = event.kind
        if event.seat < 0:
            return None
        if k == "hupf":
            shown = self.renderer.card(event.cards[0]) if event.cards and \
                event.cards[0] >= 0 else ""
            if event.target < 0:
                return shown
            return (words("tippen", "Hupf!") if event.value == 1 else words("tippen", "Sprung!")) + " " + shown
        if k == "exchange":
            n = event.value
            return words("tippen", "No exchange") if not n else \
                words("tippen", "Exchanges %n", n)
        if k == "tap":
            return words("tippen", "Plays (knocked)") if event.text == "automatic" else words("tippen", "Plays")
        if k == "decline":
            return self._declined(event.text)
        if k == "bete":
            return words("tippen", "Double bête!") if event.text == "double" else words("tippen", "Bête!")
        said = {"shove": words("tippen", "Shoves"), "keep_deal": words("tippen", "Deals"),
                "cut": words("tippen", "Cuts"), "knock": words("tippen", "Knocks!"),
                "sniff": words("tippen", "I smell it!"), "pass": words("tippen", "Passes"),
                "drop_out": words("tippen", "Drops out"),
                "rob": words("tippen", "Robs the trump!"),
                "sole": words("tippen", "Takes the pot!"),
                "first_dealer": words("tippen", "Deals first")}.get(k)
        return said

    def status_hint(self, view: TippenView) -> str:
        v = view
        ph = v.phase
        if ph == "shove":
            return words("tippen", "deal (D), or shove the deal on (S)")
        if ph == "cut":
            return words("tippen", "cut the pack (C, or click it)")
        if ph == "knock":
            return words("tippen", "knock (K) before looking at your cards, or not (N)")
        if ph == "sniff":
            return words("tippen", "sniff (S), or not (N)")
        if ph == "discard":
            return words("tippen", "discard a card: drag it into the middle of the table, or double-click it")
        if ph == "declare":
            if TAP in v.legal and PASS not in v.legal and DROP_OUT not in v.legal:
                return words("tippen", "the pot is bare: you must play (P)")
            return words("tippen", "play (P) or pass (N)")
        if ph == "exchange":
            return words("tippen", "click the cards to throw, then exchange (E); or keep your cards (K)")
        if ph == "rob":
            return words("tippen", "rob the trump card with your seven (R), or not (N)")
        if not v.trick:
            return words("tippen", "lead a card")
        return words("tippen", "follow suit, else trump; head the trick if you can") \
            if getattr(self.options, "play_rule", "strict") == "strict" else \
            words("tippen", "follow suit, else trump")

    def plate_info(self, view: TippenView, seat: int) -> str:
        v = view
        status = v.status[seat] if seat < len(v.status) else "waiting"
        if status == "passed":
            return words("tippen", "passed")
        if status == "dropped":
            return words("tippen", "dropped out")
        if status == "active":
            said = words("tippen", "plays")
            if seat == v.dealer and v.knocked:
                said = words("tippen", "knocked")
            elif seat == v.dealer and v.sniffed:
                said = words("tippen", "sniffed")
            if v.phase in ("play", "over", "rob") or v.tricks_done:
                t = v.tricks_won[seat]
                said += " · " + words("tippen", "%n tricks", t)
            elif v.exchanged[seat] > 0:
                said += " · " + words("tippen", "took %n", v.exchanged[seat])
            return said
        if v.phase == "declare":
            return words("tippen", "to declare")
        return ""

    def table_badge(self, view: TippenView) -> str:
        v = view
        if v.trump < 0:
            trump = words("tippen", "Trump: not turned yet")
        elif self.german_names:
            trump = words("tippen", "Trump: {suit}").format(
                suit=self.renderer.suit(v.trump, True).capitalize())
        else:
            trump = words("tippen", "Trump: {suit}").format(
                suit=f"{'♣♦♥♠'[v.trump]} {self.renderer.suit(v.trump, True).capitalize()}")
        parts = [trump]
        if v.forced:
            parts.append(words("tippen", "everybody must play"))
        return "  ·  ".join(parts)

    def score_text(self, view: TippenView, match: Any, totals: Sequence[int] = ()) -> str:
        v = view
        lines = []
        if isinstance(match, ChipMatch):
            number = len(match.results) + (0 if v.is_over else 1)
            deals = match.options.session_deals
            lines.append(words("tippen", "Deal {i} of {n}").format(i=number, n=deals) if deals
                         else words("tippen", "Deal {i} (until you stop)").format(i=number))
        if v.phase not in ("shove", "cut"):
            lines.append(words("tippen", "Playing for {p}: {share} a trick").format(
                p=v.playing_pot, share=v.playing_pot // 3))
            lines.append(words("tippen", "The bête: {b}").format(b=v.bete_unit))
            if v.trump >= 0:
                lines.append(words("tippen", "Trumps: {suit}").format(
                    suit=self.renderer.suit(v.trump, True)))
            lines.append(words("tippen", "Talon: %n cards", v.talon_size))
        if v.chips is not None:
            lines.append(" · ".join(f"{self.names[s]} {b}" for s, b in
                                    enumerate(v.chips.balances)))
        return "\n".join(lines)

    def summary(self, result: DealResult, match: Any) -> str:
        """Each part of the engine's summary on a line of its own, then the balances."""
        args = dict(result.summary.args)
        parts = args.get("parts")
        if isinstance(parts, tuple):
            lines = [self.say(p) for p in parts if isinstance(p, Message)]
        else:
            lines = [self.say(result.summary)]
        chips = result.carry.chips
        if chips is not None:
            lines.append(" · ".join(f"{self.names[s]} {b}" for s, b in
                                    enumerate(chips.balances)))
        return "\n".join(lines)

    # --- the session sheet -------------------------------------------------------------------
    def sheet_layout(self, match: Any) -> SheetLayout:
        """Each seat's gains and losses per deal, and the pot's: the row sums to nothing (no
        chip is made or lost); the last row is the balances and the pot, from the match's
        start (a pot brought from last time too)."""
        start = (*match.start_balances(), match.start.places.get("pot", 0))
        return SheetLayout((*self.names, words("tippen", "Pot")), start,
                           words("tippen", "Balance"), signed=True, dated=True)

    def sheet_row(self, result: DealResult, match: Any) -> tuple[int, ...]:
        points = tuple(result.points)
        return (*points, -sum(points))

    def closing_row(self, moves: Sequence[ChipMove], match: Any) -> tuple[tuple[int, ...], str]:
        gains, label = super().closing_row(moves, match)
        return (*gains, -sum(gains)), label


def _into_hand(model: TableModel, source: str, seat: int, cards: Sequence[int]) -> None:
    """``cards`` from the backs of zone ``source`` into ``seat``'s hand (new items where the
    zone has too few)."""
    for c in cards:
        slot = model.zone(source).take_card(HIDDEN) or Slot.new()
        slot.card = c
        insert_sorted(model.hand(seat), slot)


def _from_pack(model: TableModel) -> Slot:
    """A card off the pack: the talon where it lies, else the pack laid for the deal."""
    return model.zone("talon").take_card(HIDDEN) or model.zone("deck").take_card(HIDDEN) \
        or Slot.new()

