"""Wallachen on the table: three seats and the German pack; the Doppeln, the auction, the
Start, the discard, the contract, Kontra and Re each in a panel of their own on the felt, and
a score sheet of each deal's payments with the pot.

* The pack lies face down left of the trick until the Doppeln pause is over; the Start (two
  cards) lies there face down through the auction and flies to the declarer, face up to him
  only.
* The Doppeln: "Push the Doppler" / "No" (D / N). With ``doppeln_order = simultaneous`` the
  choice is secret: no caption, nothing on the plates but "has chosen" until all three have
  chosen, so a person taking the seat after a handover sees nothing of it.
* The auction: a panel with the legal bids only (I play / a bid / hold / pass) and the line
  of who bid what so far.
* The discard: the declarer clicks (or drags, or picks with the arrow keys and Enter) two
  cards of his twelve; they rise, and the panel offers to lay those two away (one action).
  They lie face down beside his tricks, face up to him.
* The contract, Kontra and Re in panels; Kontra in the first trick as a button (K) beside
  the cards.
* The sheet: each seat's payments per deal and the pot's change, balances below.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsObject

from cardtable.cards import HIDDEN, card_list
from cardtable.engine.action import Action, with_cards
from cardtable.engine.chips import ChipMove
from cardtable.engine.events import Event
from cardtable.engine.match import ChipMatch
from cardtable.engine.state import DealResult, View
from cardtable.games.wallachen import (
    BETTEL,
    MORD,
    NINE,
    WallachenView,
    brand_level,
    level_name,
)
from cardtable.ui.games import Choice, TableAdapter, signed_amount
from cardtable.ui.models.sheet import SheetLayout
from cardtable.ui.models.table import Slot, TableModel, hand_order, insert_sorted
from cardtable.ui.table.access import Accessible
from cardtable.ui.table.doppler import DOPPLER_TURN_MS, Doppler
from cardtable.ui.table.layout import ChipSpot, Placement, TableGeometry
from cardtable.ui.table.scene import TableScene
from cardtable.ui.words.i18n import number
from cardtable.ui.words.text import words

DOUBLE, NO, PASS, HOLD = Action("double"), Action("no"), Action("pass"), Action("hold")
KONTRA, RE = Action("kontra"), Action("re")
PACK_SIZE = 32
PACK_SHOWN = 6  # backs drawn for the pack waiting through the Doppeln


def level_of(action: Action) -> int:
    """The level (a ``LEVEL_WORDS`` index) a bid or contract action names, or -1."""
    kind = action.kind
    if kind in ("bid", "declare") and action.n is not None:
        return action.n - 6
    if kind in ("bid_brand", "declare_brand") and action.suit is not None:
        return brand_level(action.suit)
    if kind in ("bid_bettel", "declare_bettel"):
        return BETTEL
    if kind in ("bid_mord", "declare_mord"):
        return MORD
    return -1


class WallachenAdapter(TableAdapter[WallachenView]):
    game_id = "wallachen"
    natural_deck = "german"

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self._marked: list[int] = []  # cards of the hand marked to lay away, in order
        self._pushed = [False, False, False]  # each Doppler as the screen shows it
        self._push_offered = False  # the viewer's own Doppler may be clicked now
        self._dopplers: list[Doppler] = []
        self._scene: TableScene | None = None

    # --- words of the game ---------------------------------------------------------------
    def level_words(self, level: int) -> str:
        return self.say(level_name(level)) if level >= 0 else ""

    def suit_words(self, suit: int) -> str:
        return self.renderer.suit(suit, True)

    def _contract_words(self, view: WallachenView) -> str:
        if view.contract <= NINE and view.trump >= 0:
            return self._with_trump(view.contract, view.trump)
        return self.level_words(view.contract)

    def _with_trump(self, level: int, suit: int) -> str:
        """A contract of tricks with its trump: "Seven, hearts trump"."""
        return words("wallachen", "{level}, {suit} trump").format(
            level=self.level_words(level), suit=self.suit_words(suit))

    def _two_cards(self, cards: Sequence[int]) -> str:
        """Two cards named together ("the Ober of hearts and the Sau of bells"); one alone."""
        named = [self.renderer.card(c) for c in cards]
        if len(named) == 2:
            return words("wallachen", "{first} and {second}").format(first=named[0],
                                                                     second=named[1])
        return ", ".join(named)

    # --- models ----------------------------------------------------------------------------
    def setup(self, model: TableModel) -> None:
        model.zone("pack")  # the cards still to deal after the Doppeln pause
        model.zone("start")  # the two Start cards, face down until the declarer takes them
        model.zone("laid")  # the declarer's two discards

    def show_event(self, model: TableModel, event: Event, viewer: int | None) -> str | None:
        k = event.kind
        if k == "deal" and event.seat >= 0:
            for c in event.cards:
                slot = self._from_pack(model)
                slot.card = c
                insert_sorted(model.hand(event.seat), slot)
            return "deal"
        if k == "start":
            model.zone("start").reset([self._from_pack(model) for _ in event.cards])
            return "deal"
        if k == "take_start" and event.seat >= 0:
            for c in event.cards:
                slot = model.zone("start").take_card(HIDDEN) or Slot.new()
                slot.card = c
                insert_sorted(model.hand(event.seat), slot)
            return "draw"
        if k == "discard" and event.seat >= 0:
            for c in event.cards:
                model.move(f"hand{event.seat}", c, "laid", shown=c)
            self._marked = []
            model.raised = set()
            return "play"
        return None

    @staticmethod
    def _from_pack(model: TableModel) -> Slot:
        return (model.zone("pack").take_card(HIDDEN) or model.zone("deck").take_card(HIDDEN)
                or Slot.new())

    def absorb_deck(self, model: TableModel) -> None:
        deck, pack = model.zone("deck"), model.zone("pack")
        if deck.slots and not pack.slots:  # what is not dealt yet waits for the Doppeln
            pack.reset([Slot(s.uid, HIDDEN) for s in deck.slots])
            deck.reset([])

    def sync(self, model: TableModel, view: WallachenView, private: bool = True) -> None:
        v = view
        waiting = PACK_SIZE - sum(v.hand_sizes) if v.phase == "doppeln" else 0
        # A few backs stand for the rest of the pack: a score of cards, each with its
        # shadow, would stand as a black block (the rest are dealt from the same spot).
        model.zone("pack").sync_cards([HIDDEN] * min(PACK_SHOWN, waiting))
        on_table = v.start_size if v.phase != "doppeln" else 0
        model.zone("start").sync_cards([HIDDEN] * on_table)
        laid: list[int] = []
        if v.declarer >= 0 and not v.thrown_in and v.phase not in ("doppeln", "auction",
                                                                      "discard"):
            laid = sorted(card_list(v.discards), key=hand_order) if private and v.discards \
                else [HIDDEN, HIDDEN]
        model.zone("laid").sync_cards(laid)
        if not (private and self.marking(v)):
            self._marked = []
        self._marked = [c for c in self._marked if v.hand >> c & 1]
        model.raised = set(self._marked)
        secret = getattr(self.options, "doppeln_order", "") == "simultaneous" \
            and v.phase == "doppeln"
        self._pushed = [v.doppeln[s] == 1 and (private or not secret)
                        for s in range(3)]
        self._push_offered = private and DOUBLE in v.legal

    @property
    def dopplers(self) -> list[Doppler]:
        """Each seat's Doppler on the felt (once the table has been laid out)."""
        return list(self._dopplers)

    def arrange(self, scene: TableScene) -> None:
        """Each seat's Doppler between its plate and the middle of the table (yours above
        your plate), turned if it is pushed as far as the seat at the bottom knows."""
        if self._scene is not scene:
            self._scene = scene
            self._dopplers = [Doppler() for _ in range(3)]
            for d in self._dopplers:
                d.clicked.connect(lambda: scene.place_clicked.emit("doppler"))
                scene.addItem(d)
        geom = scene.geom
        size = geom.chip * 1.05
        ms = scene.animator.ms(DOPPLER_TURN_MS)
        for seat, d in enumerate(self._dopplers):
            place = scene.place_of(seat)
            plate = scene.plates[seat]
            half_h = plate.boundingRect().height() / 2
            if place == 0:
                toward = QPointF(0.0, -1.0)
                x, y = plate.pos().x(), plate.pos().y() - half_h - size * 1.6
            else:
                spot = geom.spot(place)
                toward = QPointF(-spot.toward_x, -spot.toward_y)
                x = plate.pos().x() + toward.x() * (half_h + size * 1.4)
                y = plate.pos().y() + toward.y() * (half_h + size * 1.4)
            d.clickable = place == 0 and self._push_offered
            name = self.names[seat]
            if seat == self.you:
                tip = (words("wallachen", "Your Doppler: pushed, the stakes are doubled")
                       if self._pushed[seat] else
                       words("wallachen", "Your Doppler (click it to push it)")
                       if d.clickable else words("wallachen", "Your Doppler"))
            else:
                tip = (words("wallachen", "{name}'s Doppler: pushed, the stakes are doubled")
                       if self._pushed[seat] else
                       words("wallachen", "{name}'s Doppler (click it to push it)")
                       if d.clickable else words("wallachen", "{name}'s Doppler")).format(
                    name=name)
            if d.toolTip() != tip:
                d.setToolTip(tip)
            d.access = Accessible(tip, QAccessible.Role.Button if d.clickable
                                  else QAccessible.Role.StaticText)
            d.set_spot(x, y, toward, size)
            d.set_pushed(self._pushed[seat], ms)

    def accessible_items(self) -> list[QGraphicsObject]:
        return list(self._dopplers)

    def pile_sizes(self, view: WallachenView) -> list[int] | None:
        return [won * 3 for won in view.tricks_won]

    # --- geometry ----------------------------------------------------------------------------
    def _pack_spot(self, geom: TableGeometry) -> tuple[float, float]:
        """Above the trick, between the two opponents' hands (the panels lie below it)."""
        return geom.cx, geom.cy - geom.big * 0.95

    def deck_origin(self, geom: TableGeometry) -> tuple[float, float]:
        return self._pack_spot(geom)

    def placements(self, model: TableModel, geom: TableGeometry) -> dict[int, Placement]:
        out: dict[int, Placement] = {}
        px, py = self._pack_spot(geom)
        for i, s in enumerate(model.zone("pack").slots):
            out[s.uid] = Placement(px - i * 0.35, py - i * 0.5, 0.0, 20 + i, geom.big, HIDDEN)
        for i, s in enumerate(model.zone("start").slots):  # two cards, a little apart
            out[s.uid] = Placement(px + (i - 0.5) * geom.big * 0.35, py + (i - 0.5) * 4,
                                   (i - 0.5) * 12.0, 60 + i, geom.big, HIDDEN)
        laid = model.zone("laid").slots
        if laid:  # laid away where the Start lay, small and crosswise, out of the trick's way
            y = geom.cy - geom.big * 1.45
            for i, s in enumerate(laid):
                out[s.uid] = Placement(geom.cx + (i - 0.5) * geom.small * 0.4, y + i * 2,
                                       90.0 + 6.0 * i, 45 + i, geom.small, s.card)
        return out

    def place_spots(self, geom: TableGeometry, places: Sequence[str],
                    board: Any) -> dict[str, ChipSpot]:
        """The pot lies right of the trick (the pack and the Start lie left of it)."""
        spots = geom.on_felt(places, board)
        if "pot" in spots:
            s = spots["pot"]
            spots["pot"] = ChipSpot(geom.cx + geom.big * 2.1, geom.cy + geom.big * 0.6, s.chip,
                                    s.columns)
        return spots

    def chip_colour(self, place: Any) -> str:
        return "red" if place == "pot" else "gold"

    def drop_targets(self, model: TableModel, geom: TableGeometry) -> dict[str, QRectF]:
        return {}

    # --- gestures ----------------------------------------------------------------------------
    def clickable_zones(self, view: WallachenView) -> dict[str, Action]:
        return {"doppler": DOUBLE} if DOUBLE in view.legal else {}

    def marking(self, view: WallachenView) -> bool:
        return view.phase == "discard" and view.current_player == view.seat and bool(view.legal)

    def toggle_mark(self, card: int, view: WallachenView) -> None:
        if card in self._marked:
            self._marked.remove(card)
        elif view.hand >> card & 1:
            self._marked.append(card)
            del self._marked[:-2]  # a third card takes the place of the first one marked

    def _discard_action(self) -> Action | None:
        if len(self._marked) != 2:
            return None
        return with_cards("discard", (1 << self._marked[0]) | (1 << self._marked[1]))

    def card_action(self, card: int, view: WallachenView) -> Action:
        if view.phase == "discard":  # every card may be laid away: each is bright
            others = [c for c in card_list(view.hand) if c != card]
            if others:
                return with_cards("discard", (1 << card) | (1 << others[0]))
        return self.play_action(card)

    def key_actions(self, view: WallachenView) -> dict[str, Action]:
        keys = {"D": DOUBLE, "N": NO, "P": PASS, "S": HOLD, "K": KONTRA, "R": RE}  # H is Hint
        found = {k: a for k, a in keys.items() if a in view.legal}
        bids = [a for a in view.legal if a.kind.startswith("bid")]
        if len(bids) == 1:
            found["B"] = bids[0]  # the one bid there is (I play, or the next level)
        discard = self._discard_action()
        if discard is not None and discard in view.legal:
            found["L"] = discard
        return found

    def is_gesture(self, action: Action) -> bool:
        return action.kind == "discard"  # two cards marked in the hand, then confirmed

    # --- the panels ----------------------------------------------------------------------------
    def choice(self, view: WallachenView) -> Choice | None:
        v = view
        if not v.legal:
            return None
        if v.phase == "doppeln":
            return self._doppeln_choice(v)
        if v.phase == "auction":
            return self._auction_choice(v)
        if v.phase == "discard":
            return self._discard_choice(v)
        if v.phase == "contract":
            actions = tuple((a, self.action_label(a)) for a in v.legal)
            said = self.level_words(v.winning_bid)
            return Choice(words("wallachen", "Your contract"),
                          words("wallachen", "You won the auction with {level}. Announce your "
                                "contract: {level} or higher.").format(level=said),
                          actions, y=0.56, columns=4 if len(actions) > 6 else 3)
        if v.phase == "kontra":
            return Choice(words("wallachen", "Kontra?"),
                          words("wallachen", "{name} plays {contract}. Say Kontra to double "
                                "the stakes, or let it be.").format(
                              name=self.names[v.declarer], contract=self._contract_words(v)),
                          self._labelled((KONTRA, NO), v), y=0.56, columns=2)
        if v.phase == "re":
            text = words("wallachen", "{name} said Kontra. Say Re to double the stakes again, "
                         "or let it be.").format(name=self.names[v.kontra]) if v.kontra >= 0 \
                else words("wallachen", "A defender said Kontra. Say Re to double the stakes "
                           "again, or let it be.")
            return Choice(words("wallachen", "Re?"), text, self._labelled((RE, NO), v),
                          y=0.56, columns=2)
        return None

    def _labelled(self, actions: Sequence[Action], v: WallachenView) -> tuple[
            tuple[Action, str], ...]:
        return tuple((a, self.action_label(a)) for a in actions if a in v.legal)

    def _doppeln_choice(self, v: WallachenView) -> Choice:
        secret = getattr(self.options, "doppeln_order", "") == "simultaneous"
        text = words("wallachen", "Push the Doppler (click it, beside your name) to double "
                     "the stakes of this deal, whoever plays it?")
        if secret:
            text += " " + words("wallachen", "Your choice stays secret until all three have "
                                "chosen.")
        else:
            pushed = [self.names[s] for s in range(3) if v.doppeln[s] == 1]
            if pushed:
                text += " " + words("wallachen", "Pushed so far: {names} (×{factor}).").format(
                    names=", ".join(pushed), factor=v.multiplier)
        return Choice(words("wallachen", "The Doppler"), text,
                      self._labelled((DOUBLE, NO), v), y=0.56, columns=2)

    def auction_line(self, v: WallachenView) -> str:
        """Who bid what so far, in order: "You: I play · Anna: Seven · You: hold"."""
        said = []
        for e in v.events:
            if e.kind in ("bid", "hold", "pass") and e.seat >= 0:
                said.append(words("wallachen", "{name}: {said}").format(
                    name=self.names[e.seat], said=self._said(e)))
        return " · ".join(said)

    def _said(self, e: Event) -> str:
        if e.kind == "bid":
            return words("wallachen", "I play") if e.value == 0 else self.level_words(e.value)
        return words("wallachen", "hold") if e.kind == "hold" else words("wallachen", "pass")

    def _auction_choice(self, v: WallachenView) -> Choice:
        if v.bid_pending >= 0:
            text = words("wallachen", "{name} bids {level}: hold it (you keep the priority), "
                         "or pass and leave it.").format(name=self.names[v.challenger],
                                                         level=self.level_words(v.bid_pending))
        elif v.holder < 0:
            text = words("wallachen", "Nobody plays yet. Bid a Brand, Bettel or Mord, or "
                         "pass.") if v.variant == "sirch" else \
                words("wallachen", "Nobody plays yet. Play (Six), or pass.")
        else:
            text = words("wallachen", "{name} holds {level}. Bid higher, or pass.").format(
                name=self.names[v.holder], level=self.level_words(v.level))
        line = self.auction_line(v)
        if line:
            text = f"{line}\n{text}"
        order = {"bid": 0, "bid_brand": 0, "bid_bettel": 1, "bid_mord": 2, "hold": 3, "pass": 4}
        legal = sorted(v.legal, key=lambda a: (order.get(a.kind, 5), level_of(a)))
        return Choice(words("wallachen", "The auction"), text, tuple((a, self.action_label(a)) for a in legal),
                      y=0.56, columns=min(6, len(legal)))

    def _discard_choice(self, v: WallachenView) -> Choice:
        start = card_list(v.start_cards)
        text = words("wallachen", "The Start: {cards}. Click two cards to lay away (they rise; "
                     "click again to put one back).").format(cards=self._two_cards(start)) \
            if start else words("wallachen", "Click two cards to lay away (they rise).")
        title = words("wallachen", "Lay away two cards")
        action = self._discard_action()
        if action is None or action not in v.legal:
            text += " " + words("wallachen", "%n more cards to mark.", 2 - len(self._marked))
            return Choice(title, text, (), y=0.4)
        return Choice(title, text, ((action, words("wallachen", "Lay these two away (L)")),),
                      y=0.4, columns=1)  # the two cards raised in the hand

    # --- words -------------------------------------------------------------------------------
    def action_label(self, action: Action) -> str:
        k = action.kind
        level = level_of(action)
        if k == "bid":
            return words("wallachen", "I play (Six)") if level == 0 else self.level_words(level)
        if k.startswith(("bid_", "declare")):
            if k == "declare" and action.suit is not None:
                return self._with_trump(level, action.suit)
            return self.level_words(level)
        if k == "discard":
            return words("wallachen", "Lay away {cards}").format(
                cards=self._two_cards(card_list(action.card_set)))
        labels = {"double": words("wallachen", "Push the Doppler (D)"),
                  "no": words("wallachen", "No (N)"), "pass": words("wallachen", "Pass (P)"),
                  "hold": words("wallachen", "Hold (S)"),
                  "kontra": words("wallachen", "Kontra (K)"), "re": words("wallachen", "Re (R)")}
        return labels.get(k) or super().action_label(action)

    def move_words(self, action: Action, seat: int, before: View | None = None) -> str:
        """A computer's move told to a screen reader, never more than the table shows: the
        two cards laid away unnamed, a secret Doppeln choice only as chosen."""
        name = self.names[seat] if 0 <= seat < len(self.names) else self.renderer.seat(seat)
        if action.kind == "play":
            return super().move_words(action, seat, before)
        return self._move_sentence(name, action, before, open_hands=False)

    def review_words(self, seat_name: str, action: Action, before: View | None = None) -> str:
        """A move in the list of a review, where every card is open: "Anna: Doppler!",
        "Bert plays Six, bells trump", "Bert lays away the seven of acorns and …"."""
        if action.kind == "play":
            return super().review_words(seat_name, action, before)
        return self._move_sentence(seat_name, action, before, open_hands=True)

    def _move_sentence(self, name: str, action: Action, before: View | None,
                       open_hands: bool) -> str:
        """A move other than a card in words, as said at the table (``before``: the view
        just before it, for its phase); ``open_hands`` names the cards laid away and a
        secret Doppeln choice."""
        k = action.kind
        phase = before.phase if isinstance(before, WallachenView) else ""
        if k == "discard":
            if open_hands and action.card_set is not None:
                return words("wallachen", "{name} lays away {cards}").format(
                    name=name, cards=self._two_cards(card_list(action.card_set)))
            return words("wallachen", "{name} lays away two cards").format(name=name)
        if phase == "doppeln" or k == "double":
            if getattr(self.options, "doppeln_order", "") == "simultaneous" and not open_hands:
                return words("wallachen", "{name} has chosen").format(name=name)
            said = words("wallachen", "Doppler!") if k == "double" \
                else words("wallachen", "No Doppler")
        elif k == "no":
            said = words("wallachen", "No Kontra") if phase == "kontra" \
                else words("wallachen", "No Re") if phase == "re" else words("wallachen", "No")
        elif k.startswith("declare"):
            return words("wallachen", "{name} plays {contract}").format(
                name=name, contract=self._with_trump(level_of(action), action.suit)
                if k == "declare" and action.suit is not None else self.level_words(
                    level_of(action)))
        else:
            said = {"pass": words("wallachen", "Pass"), "hold": words("wallachen", "Hold!"),
                    "kontra": words("wallachen", "Kontra!"),
                    "re": words("wallachen", "Re!")}.get(k) or self.action_label(action)
            if k == "bid" and level_of(action) == 0:
                said = words("wallachen", "I play")
        return words("wallachen", "{name}: {said}").format(name=name, said=said)

    def amount_words(self, value: float) -> str:
        return signed_amount(value, lambda n: words("wallachen", "%n chips", n),
                             words("wallachen", "{value} chips"))

    def phase_name(self, event: Event) -> str | None:
        k = event.kind
        if k in ("doppeln", "doppeln_shown"):
            return words("wallachen", "Doppeln")
        if k in ("bid", "hold", "pass", "declarer"):
            return words("wallachen", "The auction")
        if k in ("contract", "trump", "discard", "take_start"):
            return words("wallachen", "The contract")
        if k in ("kontra", "re"):
            return words("wallachen", "Kontra and Re")
        if k in ("play", "trick"):
            return words("wallachen", "Tricks")
        return None

    def caption(self, event: Event) -> str | None:
        k, e = event.kind, event
        if e.seat < 0:
            return None
        if k == "doppeln":  # a secret choice has no caption, not even for the chooser
            return None if e.private or e.masked else (
                words("wallachen", "Doppler!") if e.value else words("wallachen", "No Doppler"))
        if k == "doppeln_shown":
            return words("wallachen", "Doppler!") if e.value else None
        if k == "hold":
            return words("wallachen", "Hold!")
        if k == "pass":
            return words("wallachen", "Pass")
        if k == "bid":
            return self._said(e)
        if k == "declarer" and e.text == "forced":
            return words("wallachen", "Must play Six")
        if k == "contract":
            if e.value <= NINE and e.target >= 0:
                return words("wallachen", "{level}, {suit}").format(
                    level=self.level_words(e.value), suit=self.suit_words(e.target))
            return self.level_words(e.value)
        if k == "kontra" and e.value:
            return words("wallachen", "Kontra!")
        if k == "re" and e.value:
            return words("wallachen", "Re!")
        if k == "trump" and e.target >= 0:
            return words("wallachen", "Trump: {suit}").format(suit=self.suit_words(e.target))
        if k == "knock":
            return words("wallachen", "Knock")
        return None

    def status_hint(self, view: WallachenView) -> str:
        v = view
        hints = _phase_hints()
        if v.phase in hints:
            return hints[v.phase]
        if v.trick:
            hint = words("wallachen", "follow suit and head the trick if you can")
        elif v.trick_number == 1 and v.contract <= NINE and v.trump < 0:
            hint = words("wallachen", "lead a card (its suit becomes trump)")
        else:
            hint = words("wallachen", "lead a card")
        if KONTRA in v.legal:
            hint = words("wallachen", "{hint} — or say Kontra (K)").format(hint=hint)
        return hint

    def table_badge(self, view: WallachenView) -> str:
        v = view
        parts = []
        if v.contract >= 0 and v.declarer >= 0:
            parts.append(words("wallachen", "{name}: {contract}").format(
                name=self.names[v.declarer], contract=self._contract_words(v)))
        elif v.declarer >= 0 and not v.thrown_in:
            parts.append(words("wallachen", "Declarer: {name} (bid {level})").format(
                name=self.names[v.declarer], level=self.level_words(v.winning_bid)))
        elif v.holder >= 0 and v.phase == "auction":
            parts.append(self._holds(v))
        if v.multiplier > 1:
            parts.append(words("wallachen", "stakes ×{factor}").format(factor=v.multiplier))
        if v.pot:
            parts.append(words("wallachen", "pot {chips}").format(chips=number(v.pot)))
        return "  ·  ".join(parts)

    def _holds(self, v: WallachenView) -> str:
        return words("wallachen", "{name} holds {level}").format(
            name=self.names[v.holder], level=self.level_words(v.level))

    def plate_info(self, view: WallachenView, seat: int) -> str:
        v = view
        bits = []
        if v.phase == "doppeln":
            if v.doppeln[seat] == 1:
                bits.append(words("wallachen", "Doppler pushed"))
            elif v.chosen[seat]:
                bits.append(words("wallachen", "no Doppler") if v.doppeln[seat] == 0
                            else words("wallachen", "has chosen"))
            return " · ".join(bits)
        if v.doppeln[seat] == 1:
            bits.append(words("wallachen", "Doppler"))
        if v.phase == "auction":
            if v.passed[seat]:
                bits.append(words("wallachen", "passed"))
            elif seat == v.holder:
                bits.append(words("wallachen", "holds {level}").format(
                    level=self.level_words(v.level)))
            return " · ".join(bits)
        if v.declarer >= 0 and not v.thrown_in:
            bits.append(words("wallachen", "declarer") if seat == v.declarer
                        else words("wallachen", "defender"))
            if v.kontra == seat:
                bits.append(words("wallachen", "Kontra"))
            if v.re and seat == v.declarer:
                bits.append(words("wallachen", "Re"))
            if v.phase == "play" or v.is_over:
                bits.append(words("wallachen", "%n tricks", v.tricks_won[seat]))
        return " · ".join(bits)

    def score_text(self, view: WallachenView, match: Any, totals: Sequence[int] = ()) -> str:
        v = view
        lines = []
        if v.contract >= 0 and v.declarer >= 0:
            lines.append(words("wallachen", "Contract: {level} by {name}").format(
                level=self.level_words(v.contract), name=self.names[v.declarer]))
            if v.contract <= NINE:
                lines.append(words("wallachen", "Trump: {suit}").format(
                    suit=self.suit_words(v.trump)) if v.trump >= 0 else
                    words("wallachen", "Trump: the suit of the first lead"))
        elif v.phase == "auction":
            lines.append(words("wallachen", "The auction: {holds}").format(holds=self._holds(v))
                         if v.holder >= 0 else words("wallachen", "The auction"))
        stakes = words("wallachen", "Stakes ×{factor} (Kontra, Re)") if v.re else \
            words("wallachen", "Stakes ×{factor} (Kontra)") if v.kontra >= 0 else \
            words("wallachen", "Stakes ×{factor}")
        lines.append(stakes.format(factor=v.multiplier))
        if match is not None and isinstance(match, ChipMatch):
            chips = match.chips()
            if chips is not None:
                for s in range(3):
                    lines.append(words("wallachen", "{name}: {chips}").format(
                        name=self.names[s], chips=number(chips.balances[s])))
                lines.append(words("wallachen", "Pot: {chips}").format(
                    chips=number(chips.at("pot"))))
            deals = getattr(match.options, "session_deals", 0)
            if deals:
                lines.append(words("wallachen", "Deals played: {n} of {total}").format(
                    n=len(match.results), total=deals))
        return "\n".join(lines)

    def summary(self, result: DealResult, match: Any) -> str:
        d = result.details
        lines = [words("wallachen", "{result}.").format(result=self.say(result.summary))]
        if not d.get("thrown_in"):
            level = d.get("level", -1)
            trump = d.get("trump", -1)
            if isinstance(level, int) and level <= NINE and isinstance(trump, int) and trump >= 0:
                lines.append(words("wallachen", "Trump: {suit}.").format(
                    suit=self.suit_words(trump)))
            said = []
            doppeln = d.get("doppeln", 0)
            if isinstance(doppeln, int) and doppeln:
                said.append(words("wallachen", "%n Dopplers", doppeln.bit_count()))
            if d.get("kontra", -1) >= 0:
                said.append(words("wallachen", "Kontra and Re") if d.get("re")
                            else words("wallachen", "Kontra"))
            if d.get("multiplier", 1) > 1:
                stakes = words("wallachen", "Stakes ×{factor} ({why}).") if said else \
                    words("wallachen", "Stakes ×{factor}.")
                lines.append(stakes.format(factor=d["multiplier"], why=", ".join(said)))
        if any(result.points):
            lines.append(words("wallachen", "Payments: {payments}.").format(payments=", ".join(
                f"{self.names[s]} {p:+d}" for s, p in enumerate(result.points))))
        if match is not None and isinstance(match, ChipMatch):
            chips = match.chips()
            if chips is not None:
                lines.append(words("wallachen", "Balances: {balances}; pot {pot}.").format(
                    balances=", ".join(f"{self.names[s]} {number(chips.balances[s])}"
                                       for s in range(3)), pot=number(chips.at("pot"))))
            if match.is_over():
                lines.append(words("wallachen", "The session is over."))
        return "\n".join(lines)

    # --- the score sheet ---------------------------------------------------------------------
    def sheet_layout(self, match: Any) -> SheetLayout:
        """Each seat's payments per deal, and what went into the pot (or out of it)."""
        base = super().sheet_layout(match)
        if not isinstance(match, ChipMatch):
            return base
        pot = match.start.places.get("pot", 0)  # a pot brought from last time
        return SheetLayout(base.columns + (words("wallachen", "Pot"),), base.start + (pot,),
                           base.total_word, signed=True)

    def sheet_row(self, result: DealResult, match: Any) -> tuple[int, ...]:
        points = tuple(result.points)
        if not isinstance(match, ChipMatch):
            return points
        return points + (-sum(points),)  # every chip a seat loses or wins is the pot's

    def closing_row(self, moves: Sequence[ChipMove], match: Any) -> tuple[tuple[int, ...], str]:
        gains, label = super().closing_row(moves, match)
        return gains + (-sum(gains),), label


def _phase_hints() -> dict[str, str]:
    """The status line's hint in each phase before the play, in the language of the moment."""
    return {
        "doppeln": words("wallachen", "push the Doppler (click it, or D) or not (N)"),
        "auction": words("wallachen", "bid, hold or pass in the auction panel"),
        "discard": words("wallachen", "click two cards to lay away, then confirm (L)"),
        "contract": words("wallachen", "announce your contract"),
        "kontra": words("wallachen", "say Kontra (K) or not (N)"),
        "re": words("wallachen", "say Re (R) or not (N)"),
    }

