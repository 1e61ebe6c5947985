"""Schnapsen on the table: the talon on the trump card left of the trick, closing by a click,
the exchange by dragging the trump jack onto the trump card, the marriage question, the claim,
and a score panel with card points, game points and the Bummerl.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF

from cardtable.cards import (
    GERMAN_SUIT_NAMES_DE,
    HIDDEN,
    JACK,
    KING,
    NINE,
    QUEEN,
    card,
    rank_of,
    suit_of,
)
from cardtable.engine.action import Action
from cardtable.engine.events import Event
from cardtable.engine.state import DealResult, View
from cardtable.games.schnapsen import POINTS, SchnapsenView
from cardtable.ui.games import Question, TableAdapter, signed_amount
from cardtable.ui.models.sheet import SheetLayout
from cardtable.ui.models.table import Slot, TableModel, hand_order, insert_sorted
from cardtable.ui.table.layout import Placement, TableGeometry
from cardtable.ui.words.i18n import current_language
from cardtable.ui.words.text import words

CLOSE = Action("close")
EXCHANGE = Action("exchange")


class SchnapsenAdapter(TableAdapter[SchnapsenView]):
    game_id = "schnapsen"

    def setup(self, model: TableModel) -> None:
        model.zone("talon")
        model.zone("trump")

    # --- events ------------------------------------------------------------------------------
    def show_event(self, model: TableModel, event: Event, viewer: int | None) -> str | None:
        k = event.kind
        if k == "trump" and event.cards:
            slot = model.zone("deck").take_card(HIDDEN) or Slot.new()
            slot.card = event.cards[0]  # turned face up under the talon
            model.zone("trump").reset([slot])
            return "flip"
        if k == "draw" and event.seat >= 0:
            src = "talon" if model.zone("talon").slots else "trump"
            drawn = model.zone(src).take_card(HIDDEN) or model.zone(src).take_card(event.cards[0])
            slot = drawn or Slot.new()
            slot.card = event.cards[0] if event.cards else HIDDEN
            insert_sorted(model.hand(event.seat), slot)
            return "draw"
        if k == "exchange":
            jack, old = event.cards
            trump_zone = model.zone("trump")
            old_slot = trump_zone.take(0) if trump_zone.slots else Slot.new()
            model.move(f"hand{event.seat}", jack, "trump", shown=jack)
            old_slot.card = old if event.seat == viewer else HIDDEN
            insert_sorted(model.hand(event.seat), old_slot)
            return "play"
        if k == "close":
            trump_zone = model.zone("trump")
            if trump_zone.slots:
                trump_zone.set_card(0, HIDDEN)  # the talon is turned face down on the trump
            return "flip"
        if k == "marriage":
            self._show_marriage(model, event, viewer)
            return "hold"
        return None

    def _show_marriage(self, model: TableModel, event: Event, viewer: int | None) -> None:
        # Both cards rise for about a second so the opponent sees them.
        hand = model.hand(event.seat)
        for c in event.cards:
            if hand.row_of(c) is None:
                hidden = [i for i, s in enumerate(hand.slots) if s.card == HIDDEN]
                if hidden:
                    hand.set_card(hidden[0], c)
        model.raised = set(event.cards)

    def sync(self, model: TableModel, view: SchnapsenView, private: bool = True) -> None:
        v = view
        model.raised = set()
        trump = v.trump_card
        model.zone("talon").sync_cards([HIDDEN] * (v.talon_size - (0 if trump is None else 1)))
        if trump is None:
            model.zone("trump").sync_cards([])
        elif v.talon_state == "closed":
            model.zone("trump").sync_cards([HIDDEN])
        else:
            model.zone("trump").sync_cards([trump])

    def absorb_deck(self, model: TableModel) -> None:
        deck, talon = model.zone("deck"), model.zone("talon")
        if deck.slots and not talon.slots:
            talon.reset([Slot(s.uid, HIDDEN) for s in deck.slots])
            deck.reset([])

    def pile_sizes(self, view: SchnapsenView) -> list[int] | None:
        v = view
        return [v.won[0].bit_count(), v.won[1].bit_count()]

    def _insert_sorted(self, model: TableModel, seat: int, slot: Slot) -> None:
        hand = model.hand(seat)
        if slot.card == HIDDEN:
            hand.insert(slot)
            return
        key = self.hand_order(slot.card)
        hand.insert(slot, sum(1 for s in hand.slots if s.card != HIDDEN
                              and self.hand_order(s.card) < key))

    def hand_order(self, card_: int) -> tuple[int, int]:
        """Suits apart, each by strength: A 10 K Q J (9). In Schnapsen the order of strength
        is the order of the card points, so the game's own ``POINTS`` sorts them."""
        return hand_order(card_)[0], -POINTS[card_]

    # --- geometry ----------------------------------------------------------------------------
    def trick_centre(self, geom: TableGeometry) -> tuple[float, float]:
        return geom.cx + geom.big * 0.75, geom.cy

    def _talon_spot(self, geom: TableGeometry) -> tuple[float, float]:
        return geom.cx - geom.big * 1.55, geom.cy

    def deck_origin(self, geom: TableGeometry) -> tuple[float, float]:
        return self._talon_spot(geom)

    def placements(self, model: TableModel, geom: TableGeometry) -> dict[int, Placement]:
        tx, ty = self._talon_spot(geom)
        out: dict[int, Placement] = {}
        # The trump card lies crosswise under the talon, sticking out to the left.
        for s in model.zone("trump").slots:
            out[s.uid] = Placement(tx - geom.big * 0.6, ty, 90.0, 10, geom.big, s.card)
        for i, s in enumerate(model.zone("talon").slots):
            out[s.uid] = Placement(tx - i * 0.35, ty - i * 0.5, 0.0, 20 + i, geom.big, HIDDEN)
        return out

    def drop_targets(self, model: TableModel, geom: TableGeometry) -> dict[str, QRectF]:
        if not model.zone("trump").slots:
            return {}
        tx, ty = self._talon_spot(geom)
        h = geom.big_h
        return {"trump": QRectF(tx - geom.big * 0.6 - h / 2, ty - geom.big / 2 - 10, h + 10,
                                geom.big + 20)}

    # --- gestures ----------------------------------------------------------------------------
    def drop_action(self, card_: int, target: str, view: SchnapsenView) -> Action | None:
        if target == "trump":
            v = view
            if suit_of(card_) == v.trump and rank_of(card_) in (JACK, NINE):
                return EXCHANGE
            return None
        return super().drop_action(card_, target, view)

    def question_for(self, action: Action, view: SchnapsenView) -> Question | None:
        v = view
        if action.kind != "play" or action.card is None or v.phase != "lead":
            return None
        if rank_of(action.card) not in (KING, QUEEN):
            return None
        marry = Action("marry", suit=suit_of(action.card))
        if marry not in view.legal:
            return None
        value = 40 if marry.suit == v.trump else 20
        name = self.renderer.suit(suit_of(action.card), True)
        return Question(words("schnapsen", "Announce the marriage in {suit} ({value})?").format(
            suit=name, value=value), (marry, action), (action,))

    def stop_before_rest(self, view: SchnapsenView) -> bool:
        return Action("claim") in view.legal  # manual claim: announce, then claim 66

    def clickable_zones(self, view: SchnapsenView) -> dict[str, Action]:
        zones = {}
        if CLOSE in view.legal:
            zones["talon"] = CLOSE
        if EXCHANGE in view.legal:
            zones["trump"] = EXCHANGE
        return zones

    def key_actions(self, view: SchnapsenView) -> dict[str, Action]:
        """C closes the talon, E exchanges the trump jack: the keyboard reaches both too."""
        return {k: a for k, a in (("C", CLOSE), ("E", EXCHANGE)) if a in view.legal}

    def review_words(self, seat_name: str, action: Action, before: View | None = None) -> str:
        if action.kind == "marry" and action.suit is not None:
            return words("schnapsen", "{name}: marriage in {suit}").format(
                name=seat_name, suit=self.renderer.suit(action.suit, True))
        return super().review_words(seat_name, action, before)

    def key_help(self) -> tuple[tuple[str, str], ...]:
        return (("C", words("schnapsen", "Close the talon")),
                ("E", words("schnapsen", "Exchange the trump jack for the trump card")))

    def is_gesture(self, action: Action) -> bool:
        return action.kind in ("close", "exchange", "marry")

    def action_label(self, action: Action) -> str:
        if action.kind == "marry" and action.suit is not None:
            return words("schnapsen", "Announce the marriage in {suit}").format(
                suit=self.renderer.suit(action.suit, True))
        labels = {"claim": words("schnapsen", "Claim 66"),
                  "decline": words("schnapsen", "Do not claim"),
                  "close": words("schnapsen", "Close the talon"),
                  "exchange": words("schnapsen", "Exchange the trump jack")}
        return labels.get(action.kind) or super().action_label(action)

    # --- words -------------------------------------------------------------------------------
    def amount_words(self, value: float) -> str:
        return signed_amount(value, lambda n: words("schnapsen", "%n game points", n),
                             words("schnapsen", "{value} game points"))

    def phase_name(self, event: Event) -> str | None:
        if event.kind == "close":
            return words("schnapsen", "The talon is closed")
        return None  # before it is closed: only the moves (a marriage, a trick) are said

    def caption(self, event: Event) -> str | None:
        k = event.kind
        if k == "marriage":
            return f"{event.value}!"
        if k == "close":
            return words("schnapsen", "Closed")
        if k == "exchange":
            return words("schnapsen", "Exchanged")
        if k == "claim":
            return "66!" if event.text == "66" else words("schnapsen", "Wrong claim!")
        return None

    def status_hint(self, view: SchnapsenView) -> str:
        v = view
        if v.phase == "last claim":
            return words("schnapsen", "the cards are played out: claim 66 or not")
        if v.phase == "marriage":
            return words("schnapsen", "lead the king or queen of the marriage")
        if v.phase == "follow":
            strict = v.talon_state != "open"
            return words("schnapsen", "follow suit with a higher card if you can") if strict \
                else words("schnapsen", "play a card")
        extras = []
        if CLOSE in v.legal:
            extras.append(words("schnapsen", "click the talon (or press C) to close it"))
        if EXCHANGE in v.legal:
            extras.append(words("schnapsen", "drag the trump jack onto the trump card (or "
                                             "press E)"))
        if Action("claim") in v.legal:
            extras.append(words("schnapsen", "claim 66"))
        if not extras:
            return words("schnapsen", "lead a card")
        return words("schnapsen", "lead a card — or {more}").format(more=", ".join(extras))

    def _trump_words(self, v: SchnapsenView) -> str:
        suit = self.renderer.suit(v.trump, True)
        if self.german_names:  # no French suit signs beside a German pack
            return f"{GERMAN_SUIT_NAMES_DE[v.trump]} ({suit})" \
                if current_language() == "en" else suit
        return f"{'♣♦♥♠'[v.trump]} {suit[:1].upper()}{suit[1:]}"

    def table_badge(self, view: SchnapsenView) -> str:
        v = view
        badge = words("schnapsen", "Trump: {suit}").format(suit=self._trump_words(v))
        if v.talon_state == "closed":
            badge += "  ·  " + words("schnapsen", "talon closed")
        return badge

    def badge_tip(self, view: SchnapsenView) -> str:
        return words("schnapsen", "The trump suit of this deal: the card under the talon "
                                  "shows it, and a trump beats every card of another suit")

    def zone_tips(self, view: SchnapsenView) -> dict[str, str]:
        v = view
        size = v.talon_size - (0 if v.trump_card is None else 1)
        if CLOSE in v.legal:
            talon = words("schnapsen", "The talon: %n cards. Click it (or press C) to close it",
                          size)
        elif v.talon_state == "closed":
            talon = words("schnapsen", "The talon: %n cards, closed", size)
        else:
            talon = words("schnapsen", "The talon: %n cards", size)
        tips = {"talon": talon}
        if v.trump_card is not None:
            card_name = self.renderer.card(v.trump_card)
            tips["trump"] = words("schnapsen", "The trump card, the {card}: drag the trump jack "
                                               "onto it (or press E) to exchange it").format(
                card=card_name) if EXCHANGE in v.legal else \
                words("schnapsen", "The trump card, the {card}").format(card=card_name)
        return tips

    def plate_info(self, view: SchnapsenView, seat: int) -> str:
        v = view
        said = words("schnapsen", "%n tricks", v.tricks[seat])
        pts = v.score if seat == v.seat else v.opponent_score
        if pts is not None:
            said += " · " + words("schnapsen", "%n points", pts)
        if seat == v.seat and v.pending:
            said += " " + words("schnapsen", "(+{n} waiting)").format(n=v.pending)
        for who, suit, value in v.marriages:  # announced this deal: nobody misses one
            if who == seat:
                said += f" · {value} {self.renderer.suit(suit, True)}"
        return said

    def score_text(self, view: SchnapsenView, match: Any, totals: Sequence[int] = ()) -> str:
        v = view
        state = {"open": words("schnapsen", "open"), "closed": words("schnapsen", "closed"),
                 "exhausted": words("schnapsen", "used up")}
        lines = [words("schnapsen", "Trump: {suit}").format(suit=self._trump_words(v)),
                 words("schnapsen", "Talon: {n} ({state})").format(
                     n=v.talon_size, state=state[v.talon_state])]
        for seat in range(2):
            pts = v.score if seat == v.seat else v.opponent_score
            shown = "?" if pts is None else words("schnapsen", "%n points", pts)
            lines.append(words("schnapsen", "{name}: {points}, {tricks}").format(
                name=self.names[seat], points=shown,
                tricks=words("schnapsen", "%n tricks", v.tricks[seat])))
        for seat, suit, value in v.marriages:
            lines.append(words("schnapsen", "{name} announced {value} in {suit}").format(
                name=self.renderer.seat_word(seat), value=value,
                suit=self.renderer.suit(suit, True)))
        if match is not None and hasattr(match, "to_go"):
            a, b = self.names  # the panel is narrow: "To go", the game points understood
            lines.append(words("schnapsen", "To go: {a} {ta}, {b} {tb}").format(
                a=a, ta=match.to_go[0], b=b, tb=match.to_go[1]))
            lines.append(self._standing(match)[1])
        return "\n".join(lines)

    def summary(self, result: DealResult, match: Any) -> str:
        d = result.details
        lines = [self.say(result.summary)]
        pts = d.get("scores", d.get("card_points"))
        if pts:
            lines.append(words("schnapsen", "Points: {first} {a}, {second} {b}; tricks {c} : {d}")
                         .format(first=self.names[0], a=pts[0], second=self.names[1], b=pts[1],
                                 c=d["tricks"][0], d=d["tricks"][1]))
        for seat, suit, value in d.get("marriages", []):
            lines.append(words("schnapsen", "{name} announced {value} in {suit}").format(
                name=self.renderer.seat_word(seat), value=value,
                suit=self.renderer.suit("CDHS".index(suit), True)))
        if match is not None and hasattr(match, "to_go"):
            lines += self._standing(match)
        return "\n".join(lines)

    def standing_words(self, match: Any) -> str:
        if not hasattr(match, "to_go"):
            return super().standing_words(match)
        return "; ".join(self._standing(match))

    def _standing(self, match: Any) -> list[str]:
        """The game points each still needs, and the Bummerl each has won (the match counts
        them against the loser, as the score is kept on paper; a schneider Bummerl twice)."""
        a, b = self.names
        return [words("schnapsen", "Game points to go: {a} {ta}, {b} {tb}").format(
                    a=a, ta=match.to_go[0], b=b, tb=match.to_go[1]),
                words("schnapsen", "Bummerl won: {a} {wa}, {b} {wb}").format(
                    a=a, wa=match.bummerls[1], b=b, wb=match.bummerls[0])]

    # --- the Bummerl ------------------------------------------------------------------------
    def sheet_layout(self, match: Any) -> SheetLayout:
        """One column per player; the total row counts the game points of the Bummerl in
        play (a dividing row closes each Bummerl)."""
        return SheetLayout(tuple(self.names), total_word=words("schnapsen", "This Bummerl"))

    def sheet_break(self, match: Any, number: int) -> tuple[str, tuple[str, ...]] | None:
        """A dividing row after the deal that ends a Bummerl: who won it, who lost it; the
        game points count again from there."""
        ended = _bummerl_ended(match, number)
        if ended is None:
            return None
        done = len(_bummerl_winners(match, number))
        return (words("schnapsen", "Bummerl {n}").format(n=done),
                tuple(words("schnapsen", "won") if seat == ended else words("schnapsen", "lost")
                      for seat in range(2)))


def _bummerl_winners(match: Any, upto: int) -> list[int]:
    """Who won each Bummerl finished in the first ``upto`` deals of ``match``: the deals'
    results counted again by a fresh match of the game (its own rule, not ours)."""
    if not hasattr(match, "bummerl_winners"):
        return []
    fresh = type(match)(match.info, match.options, match.num_seats, match.seed,
                        match.first_dealer)
    for result in match.results[:upto]:
        fresh.add_result(result)
    return list(fresh.bummerl_winners)


def _bummerl_ended(match: Any, number: int) -> int | None:
    """The winner of the Bummerl that deal ``number`` ended, or None."""
    if number < 1:
        return None
    before, after = _bummerl_winners(match, number - 1), _bummerl_winners(match, number)
    return after[-1] if len(after) > len(before) else None


def marriage_pair(suit: int) -> tuple[int, int]:
    return card(suit, KING), card(suit, QUEEN)
