"""Spades on the table: a bidding panel with only the legal bids, each seat's bid and tricks
beside its name, the spades-broken indicator, the running score sheet and the end of the game.

The hand's own decisions each get a control of their own:

* the 2-player draw: the stock face down in the centre, the card looked at face up beside it
  (to its owner only: never while the hands are hidden for a handover), and a panel with
  Keep / Take next; clicking the card keeps it, clicking the stock takes the next one;
* blind nil: the hand lies face down and a panel offers "Blind nil" before it is turned up;
  clicking the hand turns it up (look);
* the blind-nil exchange: the cards to give are dragged onto the partner's cards (or
  double-clicked), with a panel saying how many are still to go.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF

from cardtable.cards import HIDDEN
from cardtable.engine.action import Action
from cardtable.engine.events import Event
from cardtable.engine.state import DealResult, View
from cardtable.games.spades import SpadesView, sides_of
from cardtable.ui.games import Choice, TableAdapter, signed_amount
from cardtable.ui.models.sheet import SheetLayout
from cardtable.ui.models.table import Slot, TableModel, insert_sorted
from cardtable.ui.table.layout import Placement, TableGeometry
from cardtable.ui.words.text import words

KEEP, REJECT = Action("keep"), Action("reject")
LOOK, BLIND_NIL = Action("look"), Action("blind_nil")
STOCK_SHOWN = 6  # backs drawn for the 2-player stock


def _give(card: int) -> Action:
    return Action("give", card=card)


class SpadesAdapter(TableAdapter[SpadesView]):
    game_id = "spades"
    deal_word = "Hand"

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self._seat = 0  # the seat whose view was synced last, drawn at the bottom
        self._give_to: int | None = None  # the partner the seat at the bottom gives to now

    def setup(self, model: TableModel) -> None:
        model.zone("offer")  # the card looked at in the two-player draw
        model.zone("stock")  # the rest of the two-player stock, face down

    # --- models ------------------------------------------------------------------------------
    def show_event(self, model: TableModel, event: Event, viewer: int | None) -> str | None:
        if event.kind == "draw" and event.seat >= 0:
            c = event.cards[0] if event.cards else HIDDEN
            slot = (model.zone("offer").take_card(c) if c != HIDDEN else None) \
                or model.zone("stock").take_card(HIDDEN) or Slot.new()
            slot.card = c
            insert_sorted(model.hand(event.seat), slot)
            return "draw"
        if event.kind == "discard" and event.seat >= 0:
            c = event.cards[0] if event.cards else HIDDEN
            if c == HIDDEN or model.zone("offer").take_card(c) is None:
                model.zone("stock").take_card(HIDDEN)
            return "settle"
        return None

    def absorb_deck(self, model: TableModel) -> None:
        deck, stock = model.zone("deck"), model.zone("stock")
        if deck.slots and not stock.slots:  # the 2-player draw starts from the whole pack
            stock.reset([Slot(s.uid, HIDDEN) for s in deck.slots])
            deck.reset([])

    def sync(self, model: TableModel, view: SpadesView, private: bool = True) -> None:
        v = view
        self._seat = v.seat
        shown = [v.offered] if private and v.offered >= 0 else []
        model.zone("offer").sync_cards(shown)
        # A few backs stand for the stock (its count is in the score panel): a whole pack of
        # cards, each with its shadow, would stand as a black block.
        model.zone("stock").sync_cards([HIDDEN] * min(STOCK_SHOWN, v.stock_size - len(shown)))
        self._give_to = None
        if private and v.phase == "exchange" and v.current_player == v.seat:
            self._give_to = _partner(v)

    def pile_sizes(self, view: SpadesView) -> list[int] | None:
        v = view
        return [won * v.num_seats for won in v.tricks_won]

    def placements(self, model: TableModel, geom: TableGeometry) -> dict[int, Placement]:
        out = {}
        sx, sy = self._stock_spot(geom)
        for i, s in enumerate(model.zone("stock").slots):
            out[s.uid] = Placement(sx - i * 0.5, sy - i * 0.7, 0.0, 20 + i, geom.big, HIDDEN)
        for s in model.zone("offer").slots:  # turned up from the stock, beside it
            out[s.uid] = Placement(geom.cx, geom.cy, 0.0, 90, geom.big, s.card)
        return out

    def _stock_spot(self, geom: TableGeometry) -> tuple[float, float]:
        return geom.cx - geom.big * 1.3, geom.cy

    def deck_origin(self, geom: TableGeometry) -> tuple[float, float]:
        return (self._stock_spot(geom) if self.options is not None and
                getattr(self.options, "two_player_hand_building", "") == "draw"
                and len(self.names) == 2 else (geom.cx, geom.cy))

    def drop_targets(self, model: TableModel, geom: TableGeometry) -> dict[str, QRectF]:
        if self._give_to is None:
            return {}
        place = (self._give_to - self._seat) % len(self.names)
        spot = geom.spot(place)
        w, h = geom.others_span + geom.small * 1.4, geom.small_h * 1.8
        if abs(spot.rotation) > 45:
            w, h = h, w
        return {"give": QRectF(spot.x - w / 2, spot.y - h / 2, w, h)}

    # --- gestures ----------------------------------------------------------------------------
    def card_action(self, card: int, view: SpadesView) -> Action:
        v = view
        return _give(card) if v.phase == "exchange" else self.play_action(card)

    def drop_action(self, card: int, target: str, view: SpadesView) -> Action | None:
        if target == "give":
            v = view
            return _give(card) if v.phase == "exchange" else None
        return super().drop_action(card, target, view)

    def clickable_zones(self, view: SpadesView) -> dict[str, Action]:
        v = view
        if v.phase == "draw" and KEEP in v.legal:
            return {"offer": KEEP, "stock": REJECT}
        if LOOK in v.legal:
            return {f"hand{v.seat}": LOOK}  # turn the face-down hand up
        return {}

    def key_actions(self, view: SpadesView) -> dict[str, Action]:
        keys = {"K": KEEP, "N": REJECT, "B": BLIND_NIL, "L": LOOK}
        return {k: a for k, a in keys.items() if a in view.legal}

    def key_help(self) -> tuple[tuple[str, str], ...]:
        return (("K", words("spades", "Keep the card drawn (two players)")),
                ("N", words("spades", "Take the next card instead (two players)")),
                ("B", words("spades", "Bid blind nil, before looking")),
                ("L", words("spades", "Look at your cards")))

    def is_gesture(self, action: Action) -> bool:
        return action.kind == "give"  # dragged onto the partner's cards

    def choice(self, view: SpadesView) -> Choice | None:
        v = view
        legal = v.legal
        if not legal:
            return None
        if v.phase == "draw":
            return Choice(
                words("spades", "Your draw"),
                words("spades", "The card from the stock is the {card}. Keep it (the next card "
                      "is thrown away), or throw it away and take the next one.").format(
                    card=self.renderer.card(v.offered)),
                ((KEEP, self.action_label(KEEP)), (REJECT, self.action_label(REJECT))),
                x=0.75, y=0.47, columns=2)
        if LOOK in legal:
            actions: tuple[tuple[Action, str], ...]
            if BLIND_NIL in legal:
                text = words("spades", "Your cards are still face down. Bid blind nil now, "
                             "before you see them — or turn them up and bid as usual.")
                actions = ((BLIND_NIL, self.action_label(BLIND_NIL)),
                           (LOOK, self.action_label(LOOK)))
            else:
                text = words("spades", "Your cards are still face down: turn them up to bid.")
                actions = ((LOOK, self.action_label(LOOK)),)
            blind_bids = tuple((a, self.action_label(a)) for a in legal if a.kind == "bid")
            if BLIND_NIL in legal and any(a.n == 0 for a, _ in blind_bids):
                # two ways to bid no tricks unseen: say how they differ
                text += " " + words("spades", "Blind nil wins or loses {blind}; Nil bid "
                                    "without looking is an ordinary nil: {nil}.").format(
                    blind=getattr(self.options, "blind_nil_value", 200),
                    nil=getattr(self.options, "nil_value", 100))
            return Choice(words("spades", "Blind nil?") if BLIND_NIL in legal
                          else words("spades", "Your cards"), text, actions,
                          y=0.42, columns=2, more=blind_bids,
                          more_text=words("spades", "Or bid without looking:")
                          if blind_bids else "")
        if v.phase == "bid":
            bids = tuple((a, self.action_label(a)) for a in legal if a.kind == "bid")
            text = words("spades", "How many tricks will you take?")
            if any(a.n == 0 for a, _ in bids):
                text += " " + words("spades", "Nil: none at all.")
            # Below the seats' plates (they show the bids made so far), above the hand.
            return Choice(words("spades", "Your bid"), text, bids, y=0.56,
                          columns=9 if len(bids) > 14 else 7)
        if v.phase == "exchange":
            partner = _partner(v)
            name = self.names[partner] if partner is not None else \
                words("spades", "your partner")
            given = sum(1 for e in v.events if e.kind == "give" and e.seat == v.seat)
            total = getattr(self.options, "blind_nil_exchange", 0) or 0
            left = words("spades", "%n more cards", total - given) if total > given \
                else words("spades", "a card")
            return Choice(words("spades", "Give to {name}").format(name=name),
                          words("spades", "Blind nil exchange: give {cards} to {name}. Drag "
                                "them onto {name}'s cards, or double-click them.").format(
                              cards=left, name=name), (), y=0.5)
        return None

    # --- words -------------------------------------------------------------------------------
    def action_label(self, action: Action) -> str:
        if action.kind == "bid" and action.n is not None:
            return words("spades", "Nil") if action.n == 0 else str(action.n)
        if action.kind == "give" and action.card is not None:
            return words("spades", "Give the {card}").format(card=self.renderer.card(action.card))
        labels = {"blind_nil": words("spades", "Blind nil (B)"),
                  "look": words("spades", "Look at my cards (L)"),
                  "keep": words("spades", "Keep (K)"), "reject": words("spades", "Take next (N)")}
        return labels.get(action.kind) or super().action_label(action)

    def move_words(self, action: Action, seat: int, before: View | None = None) -> str:
        """A computer's move told to a screen reader, never more than the table shows: the card
        given to a partner in the blind-nil exchange is not named, and no key hints are read."""
        name = self.names[seat] if 0 <= seat < len(self.names) else self.renderer.seat(seat)
        k = action.kind
        if k == "give":
            return words("spades", "{name} gives a card to the partner").format(name=name)
        if k == "bid" and action.n is not None:
            if action.n == 0:
                return words("spades", "{name} bids nil").format(name=name)
            return words("spades", "{name} bids {n}").format(name=name, n=action.n)
        said = {"blind_nil": words("spades", "{name} bids blind nil"),
                "look": words("spades", "{name} looks at the cards"),
                "keep": words("spades", "{name} keeps the card"),
                "reject": words("spades", "{name} takes the next card")}.get(k)
        if said is not None:
            return said.format(name=name)
        return super().move_words(action, seat, before)

    def review_words(self, seat_name: str, action: Action, before: View | None = None) -> str:
        if action.kind == "bid" and action.n is not None:
            bid = words("spades", "nil") if action.n == 0 else str(action.n)
            return words("spades", "{name}: bid {bid}").format(name=seat_name, bid=bid)
        return super().review_words(seat_name, action, before)

    def amount_words(self, value: float) -> str:
        return signed_amount(value, lambda n: words("spades", "%n points", n),
                             words("spades", "{value} points"))

    def phase_name(self, event: Event) -> str | None:
        k = event.kind
        if k in ("bid", "look"):
            return words("spades", "Bidding")
        if k in ("give", "receive", "discard", "draw"):
            return words("spades", "The blind nil exchange")
        if k in ("play", "spades_broken"):
            return words("spades", "Tricks")
        return None

    def caption(self, event: Event) -> str | None:
        if event.kind == "bid":
            said = {"nil": words("spades", "Nil"), "blind nil": words("spades", "Blind nil")}
            return said.get(event.text, event.text.capitalize()) if event.text else \
                words("spades", "Bid {n}").format(n=event.value)
        if event.kind == "spades_broken":
            return words("spades", "Spades broken!")
        if event.kind == "give":
            return words("spades", "Gives a card")
        return None

    def status_hint(self, view: SpadesView) -> str:
        v = view
        if v.phase == "bid" and LOOK in v.legal:
            if BLIND_NIL in v.legal:
                return words("spades", "bid blind nil (B) before looking, or look at your "
                             "cards (L)")
            return words("spades", "look at your cards (L, or click them)")
        if v.phase == "bid":
            return words("spades", "bid how many tricks you will take (the bidding panel)")
        if v.phase == "draw":
            return words("spades", "keep the card you see (K, or click it), or take the next "
                         "one (N, or click the stock)")
        if v.phase == "exchange":
            return words("spades", "give a card to your partner: drag it onto their cards, or "
                         "double-click it")
        if not v.trick:
            return words("spades", "lead a card") if v.spades_broken else \
                words("spades", "lead a card (no spade until spades are broken)")
        return words("spades", "follow suit if you can")

    def table_badge(self, view: SpadesView) -> str:
        v = view
        return "♠ " + (words("spades", "Spades broken") if v.spades_broken else
                       words("spades", "Spades not broken"))

    def badge_tip(self, view: SpadesView) -> str:
        return words("spades", "Spades are always trump (the jokers are the highest spades); "
                               "nobody may lead a spade until one has been played on another "
                               "suit")

    def zone_tips(self, view: SpadesView) -> dict[str, str]:
        v = view
        tips = {"stock": words("spades", "The stock: %n cards", v.stock_size)}
        if v.offered >= 0:
            tips["offer"] = words("spades", "The card you look at: click it (or press K) to "
                                            "keep it")
        return tips

    def plate_info(self, view: SpadesView, seat: int) -> str:
        v = view
        bid = v.bids[seat]
        if v.phase == "draw":
            return words("spades", "drawing · {cards}").format(
                cards=words("spades", "%n cards", v.hand_sizes[seat]))
        if bid is None:
            return words("spades", "to bid") if v.phase == "bid" else ""
        said = words("spades", "nil") if bid == 0 else words("spades", "bid {n}").format(n=bid)
        if v.blind[seat]:
            said = words("spades", "blind nil")
        return words("spades", "{bid} · won {n}").format(bid=said, n=v.tricks_won[seat])

    def score_text(self, view: SpadesView, match: Any, totals: Sequence[int] = ()) -> str:
        v = view
        lines = [words("spades", "Spades: broken") if v.spades_broken else
                 words("spades", "Spades: not broken yet"),
                 words("spades", "Drawing: %n cards in the stock", v.stock_size)
                 if v.phase == "draw" else
                 words("spades", "Trick {n} of {count}").format(
                     n=max(1, min(v.trick_number, v.tricks_per_hand)), count=v.tricks_per_hand)]
        # Each side's score and bags as the score sheet shows them (its running totals: the
        # hands whose last card has landed); the view's own (this hand's start) without one.
        bags = _with_bags(match)
        step = 2 if bags else 1
        if len(totals) == step * len(v.sides):
            scores, counts = list(totals[::step]), list(totals[1::step]) if bags else []
        else:
            scores, counts = list(v.scores), list(v.bags)
        for i, members in enumerate(v.sides):
            names = " & ".join(self.names[m] for m in members)
            line = f"{names}: {scores[i] if i < len(scores) else 0}"
            if bags and i < len(counts):
                line += " " + words("spades", "(%n bags)", counts[i])
            lines.append(line)
        if match is not None:
            lines.append(words("spades", "Game to {n}").format(n=match.options.target))
        return "\n".join(lines)

    def standing_words(self, match: Any) -> str:
        sides = sides_of(match.options, match.num_seats)
        scores = match.side_scores() if hasattr(match, "side_scores") else list(match.totals)
        return words("spades", "Score: {scores} (game to {target})").format(
            scores=", ".join(f"{' & '.join(self.names[p] for p in side)} {scores[i]}"
                             for i, side in enumerate(sides)), target=match.options.target)

    def sheet_layout(self, match: Any) -> SheetLayout:
        """One column per side (a partnership scores as one); with the bags penalty each
        side's bag counter beside its points."""
        sides = sides_of(match.options, match.num_seats)
        columns: list[str] = []
        counters: list[int] = []
        for side in sides:
            columns.append(" & ".join(self.names[p] for p in side))
            if _with_bags(match):
                counters.append(len(columns))
                columns.append(words("spades", "bags"))
        return SheetLayout(tuple(columns), total_word=words("table", "Total"),
                           counters=tuple(counters))

    def sheet_row(self, result: DealResult, match: Any) -> tuple[int, ...]:
        row: list[int] = []
        bags = result.details.get("bags", [])
        for i, side in enumerate(sides_of(match.options, match.num_seats)):
            row.append(result.points[side[0]])
            if _with_bags(match):
                row.append(bags[i] if i < len(bags) else 0)
        return tuple(row)

    def summary(self, result: DealResult, match: Any) -> str:
        """Each side by name: its bids, tricks, the hand's points and the new total."""
        d = result.details
        if match is None or not {"bids", "won", "side_points", "scores"} <= set(d):
            return self.say(result.summary)
        sides = sides_of(match.options, match.num_seats)
        blind = d.get("blind", [False] * 9)
        lines = []
        for i, side in enumerate(sides):
            said = " + ".join(words("spades", "blind nil") if blind[p] else
                              words("spades", "nil") if d["bids"][p] == 0 else
                              words("spades", "bid {n}").format(n=d["bids"][p]) for p in side)
            tricks = sum(d["won"][p] for p in side)
            delta = d["side_points"][i]
            points = words("spades", "{n} points").format(n=f"{delta:+d}") if delta else \
                words("spades", "no points")
            line = words("spades", "{names}: {bids}, won {n} — {points}, total {total}").format(
                names=" & ".join(self.names[p] for p in side), bids=said, n=tricks,
                points=points, total=d["scores"][i])
            if _with_bags(match) and "bags" in d:
                line += " " + words("spades", "(%n bags)", d["bags"][i])
            lines.append(line)
        if hasattr(match, "side_scores") and match.is_over():
            winners = " & ".join(self.names[s] for s in match.winners())
            lines.append(words("spades", "{names} won the game.").format(names=winners))
        return "\n".join(lines)


def _with_bags(match: Any) -> bool:
    """Whether bags count apart from points (the bags penalty); without it a bag is just a
    point and there is no counter to show."""
    return match is not None and bool(getattr(match.options, "bags_penalty", False))


def _partner(v: SpadesView) -> int | None:
    for side in v.sides:
        if v.seat in side:
            others = [s for s in side if s != v.seat]
            return others[0] if others else None
    return None
