"""Hints: the search's estimate of each move the person on turn may make.

Asked of the computer seats' worker (or the thread pool), for the position on the screen;
an answer about a position that is gone is dropped. The estimates show on the cards of the
hand (or, for a choice without cards, in the status line and the choice panel).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

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
        by_card = {}
        others = []
        for text, value, label in rated:
            action = state.parse_action(text)
            figure = hint_figure(value, label)
            if action.kind == "play" and action.card is not None:
                by_card[action.card] = figure
            else:
                others.append(f"{adapter.action_label(action)} {figure}")
        for s in model.hand(flow.viewer).slots:  # type: ignore[arg-type]
            item = scene.items_by_uid.get(s.uid)
            if item is not None:
                item.set_badge(by_card.get(s.card, ""))
        best = max(rated, key=lambda r: r[1]) if rated else None
        best_words = ""
        if best is not None:
            act = state.parse_action(best[0])
            best_words = adapter.renderer.card(act.card) \
                if act.kind == "play" and act.card is not None else adapter.action_label(act)
        if by_card:
            text = words("table", "Hint: the numbers on the cards are expected points")
            if best_words:
                text += words("table", "; best: {move}").format(move=best_words)
            if others:
                text += words("table", "; also {moves}").format(moves=", ".join(others))
        elif best is not None:  # a choice without cards (keep or take the next, a bid …): name
            # the best one, and the estimate of each (a few: not 66 discards; always for Poch)
            text = words("table", "Hint: {move}").format(move=best_words)
            if 1 < len(others) <= 12 or (others and adapter.hint_lists_choices):
                text += " (" + ", ".join(others) + ")"
            elif best[2] != "rule":
                text += f" ({hint_figure(best[1], best[2])})"
            self.choice_hint.emit(best[0], text + ".")
        else:
            text = words("table", "Hint: {move}").format(move=words("table", "no advice"))
        self.hint_ready.emit(text + ".")
        flow.status_changed.emit(text + ".")

    def clear_hint(self) -> None:
        scene = self.flow.scene
        if scene is not None:
            for item in scene.items_by_uid.values():
                item.set_badge("")


def hint_figure(value: float, label: str) -> str:
    """A hint's estimate as shown on a card: one decimal with its sign, never "-0.0"."""
    if label == "rule":
        return words("table", "rule")
    shown = round(value, 1)
    return f"{shown:+.1f}" if shown else "0.0"
