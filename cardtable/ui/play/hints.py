"""Hints: the search's estimate of each move the person on turn may make.

Asked of the computer seats' worker (or the thread pool), for the position on the screen;
an answer about a position that is gone is dropped. The estimates show on the cards of the
hand (or, for a choice without cards, in the status line and the choice panel).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from cardtable.ui.games import signed_figure
from cardtable.ui.play.ai_worker import HintRequest
from cardtable.ui.play.computers import Computers
from cardtable.ui.play.flow import Flow
from cardtable.ui.words.text import words

__all__ = ["Hints", "hint_figure"]


class Hints(QObject):
    hint_ready = Signal(str)  # the hint's words for the status line
    choice_hint = Signal(str, str)  # the best action's text and the hint's words (bid panel)

    def __init__(self, flow: Flow, computers: Computers) -> None:
        super().__init__(flow)
        self.flow, self.computers = flow, computers
        self.asked_for = -1  # the number of moves of the position asked about
        computers.bridge.hinted.connect(self._on_hint)
        computers.restarted.connect(self._ask_again)
        flow.cleared.connect(self.clear_hint)
        flow.acted.connect(self.clear_hint)

    def request_hint(self) -> bool:
        """Ask the search about each legal action, in the pool; False if nothing to ask."""
        flow, computers = self.flow, self.computers
        state, match = flow.state, flow.match
        if not flow.human_on_turn() or state is None or match is None:
            return False
        flow.finish_motion()
        self.asked_for = len(state.history)
        flow.status_changed.emit(words("table", "Thinking about a hint…"))
        view = state.view(flow.viewer)  # type: ignore[arg-type]
        seed = match.seed + len(state.history)
        if computers.worker is not None:
            computers.worker.hint(computers.generation, match.info.id, seed, match.options, view)
        else:
            computers.pool.start(HintRequest(match.info.id, view, seed, match.options,
                                             computers.generation, computers.bridge))
        return True

    def _ask_again(self) -> None:
        """The worker was replaced: the hint asked of the old one, of the new one."""
        state = self.flow.state
        if state is not None and self.asked_for == len(state.history) \
                and self.flow.human_on_turn():
            self.request_hint()

    def _on_hint(self, generation: int, rated: list[tuple[str, float, str]]) -> None:
        flow = self.flow
        state, model, scene, adapter = flow.state, flow.model, flow.scene, flow.adapter
        if (generation != self.computers.generation or state is None or model is None
                or scene is None or adapter is None or self.asked_for != len(state.history)
                or not flow.human_on_turn()):
            return  # the position moved on: this hint is about a table that is gone
        by_card: dict[int, str] = {}
        others: list[tuple[float, str]] = []  # (estimate, "Pass: −1.2 counters")
        best = max((r for r in rated if r[2] != "rule"), key=lambda r: r[1], default=None)
        for text, value, label in rated:
            action = state.parse_action(text)
            if action.kind == "play" and action.card is not None:
                mark = "★" if best is not None and text == best[0] else ""
                by_card[action.card] = mark + hint_figure(value, label)
            elif label != "rule":
                others.append((value, words("table", "{move}: {amount}").format(
                    move=adapter.action_label(action), amount=adapter.amount_words(value))))
        for s in model.hand(flow.viewer).slots:  # type: ignore[arg-type]
            item = scene.items_by_uid.get(s.uid)
            if item is not None:
                item.set_badge(by_card.get(s.card, ""))
        text = self.hint_words(rated, bool(by_card), [o for _, o in sorted(
            others, key=lambda o: -o[0])])
        if not by_card and rated:
            self.choice_hint.emit((best or max(rated, key=lambda r: r[1]))[0], text)
        self.hint_ready.emit(text)
        flow.status_changed.emit(text)

    def hint_words(self, rated: list[tuple[str, float, str]], on_cards: bool,
                   others: list[str]) -> str:
        """The hint's line: the best choice with its expected result in the game's unit,
        then the others' (a few choices without cards; always for Poch's bets): "Hint: best
        Bid 3 (expected +21 points); Bid 4: −57 points; …"."""
        adapter = self.flow.adapter
        assert adapter is not None
        best = max((r for r in rated if r[2] != "rule"), key=lambda r: r[1], default=None)
        if best is None:  # decided by rule, or nothing to say
            if rated:
                return words("table", "Hint: {move} (by rule).").format(
                    move=self._move_words(max(rated, key=lambda r: r[1])[0]))
            return words("table", "Hint: {move}").format(
                move=words("table", "no advice")) + "."
        text = words("table", "Hint: best {move} (expected {amount})").format(
            move=self._move_words(best[0]), amount=adapter.amount_words(best[1]))
        if on_cards:
            text += words("table", "; the figures on the cards are the expected results")
            rest = others
        else:
            rest = others[1:] if others else []
            if not (1 < len(others) <= 12 or adapter.hint_lists_choices):
                rest = []
        if rest:
            text += "; " + "; ".join(rest)
        return text + "."

    def _move_words(self, text: str) -> str:
        """A move of the hint by name: a card, or the action's label."""
        adapter, state = self.flow.adapter, self.flow.state
        assert adapter is not None and state is not None
        act = state.parse_action(text)
        if act.kind == "play" and act.card is not None:
            return adapter.renderer.card(act.card)
        return adapter.action_label(act)

    def clear_hint(self) -> None:
        scene = self.flow.scene
        if scene is not None:
            for item in scene.items_by_uid.values():
                item.set_badge("")


def hint_figure(value: float, label: str) -> str:
    """A hint's estimate as shown on a card: one decimal with its sign, never "-0.0" (the
    hint's line says its unit)."""
    if label == "rule":
        return words("table", "rule")
    return signed_figure(value, 1)
