"""The table's side of a game: the Qt adapter over a :class:`~cardtable.session.Session`.

The session holds the match, its seats, the flow of its deals and the autosave; this adapter
turns a person's gestures into the session's actions and the session's events into motion on
the screen, lets computer seats think off the GUI thread, and speaks to the window through
signals.

Input is taken only when the screen shows the state: the human on turn may act once motion
has finished, and pressing a card while motion plays finishes it first. Computer seats think
in a worker process (or the thread pool) and see only their view. A new game moves the
generation on, so an answer still being computed for the old game is dropped.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from cardtable.ai import make_player
from cardtable.ai.player import Player
from cardtable.cards import HIDDEN
from cardtable.engine import Action, CardtableError, DealResult, GameState, Match, View
from cardtable.engine.state import TERMINAL
from cardtable.session import SeatConfig, Session, SessionObserver, first_dealer
from cardtable.storage import AutosaveWriter, Storage
from cardtable.ui import ai_process
from cardtable.ui.ai_worker import AIRequest, HintRequest, new_generation, shared_bridge
from cardtable.ui.animation import Animator
from cardtable.ui.games import Question, TableAdapter, adapter_for
from cardtable.ui.models import ScoreSheet, TableModel
from cardtable.ui.presenter import Presenter
from cardtable.ui.scene import TableScene

__all__ = ["Controller", "SeatConfig", "first_dealer"]  # the seats live in the session


class Controller(QObject):
    # Computer seats think in a worker process (no GIL shared with the table); players given
    # as objects (scripted tests) and machines where no process starts use the thread pool.
    use_process = True

    scene_changed = Signal(object)  # the new TableScene
    status_changed = Signal(str)
    buttons_changed = Signal(list)  # [(action text, label)]
    # A decision in its own panel on the table: {"title", "text", "buttons": [(action text,
    # label)], "x", "y", "columns"}, or None when there is none (plain values, no widgets).
    choice_changed = Signal(object)
    question_asked = Signal(str)
    question_closed = Signal()
    handover_needed = Signal(str)  # the name of the next player
    handover_done = Signal()
    deal_over = Signal(str, bool)  # summary, whether the match is over
    score_changed = Signal(str)
    turn_ready = Signal(int)  # a human seat may act now
    hint_ready = Signal(str)  # the hint's words for the status line
    can_act = Signal(bool)  # whether the person at the table may act now (enables Hint)
    problem = Signal(str)

    def __init__(self, storage: Storage | None, style: str, back: str, felt: str,
                 speed: float) -> None:
        super().__init__()
        self.storage = storage
        self.autosaver = AutosaveWriter(storage) if storage is not None else None
        self.style, self.back, self.felt = style, back, felt
        self.animator = Animator(speed, self)
        self.animator.idle.connect(self._on_idle)
        self.bridge = shared_bridge()
        self.bridge.decided.connect(self._on_ai_decided)
        self.bridge.failed.connect(self._on_ai_failed)
        self.bridge.hinted.connect(self._on_hint)
        self.pool = QThreadPool.globalInstance()
        self.generation = new_generation()
        self.session: Session | None = None
        self.observers: list[SessionObserver] = []  # told of every finished deal and match
        self.players: dict[int, Player] = {}  # computer seats thinking in this process
        self.worker: ai_process.AIProcess | None = None
        self.adapter: TableAdapter[Any] | None = None
        self.model: TableModel | None = None
        self.scene: TableScene | None = None
        self.presenter: Presenter | None = None
        self.score_sheet: ScoreSheet | None = None
        self.viewer: int | None = None  # whose hand is shown face up
        self.thinking = False
        self.covered = False
        self.question: Question | None = None
        self.selected = -1  # keyboard pick in the viewer's hand
        self._building = False
        self.refusal = ""  # why the last attempt was refused; shown until the next action
        self._offering = False  # buttons or a choice panel are up for the person on turn

    # --- what the session knows -------------------------------------------------------------
    @property
    def match(self) -> Match[Any] | None:
        return self.session.match if self.session is not None else None

    @property
    def state(self) -> GameState[Any] | None:
        """The deal on the table; it stays after the match has scored it (for the screen)."""
        return self.session.state if self.session is not None else None

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        return self.session.seats if self.session is not None else ()

    def is_human(self, seat: int) -> bool:
        return self.session is not None and self.session.is_human(seat)

    @property
    def humans(self) -> list[int]:
        return self.session.humans if self.session is not None else []

    # --- starting and stopping --------------------------------------------------------------
    def start(self, game_id: str, options: Any, seats: list[SeatConfig],
              seed: int | None = None) -> None:
        self.take(Session.new(game_id, options, seats, seed))

    def begin(self, match: Match[Any], seats: list[SeatConfig],
              players: dict[int, Player] | None = None) -> None:
        """Take over ``match`` (new, or with a deal in progress) with these seats."""
        self.take(Session(match, seats), players)

    def take(self, session: Session, players: dict[int, Player] | None = None) -> None:
        """Show ``session`` (new, or resumed from the autosave) on the table, autosaved by
        this table and told to its observers; ``players`` replaces the computer players of
        some seats (scripted tests, demos)."""
        self.stop()
        self._building = True  # no idle handling until the table shows this deal
        session.autosave = session.autosave or self.autosaver
        session.observers += [o for o in self.observers if o not in session.observers]
        self.session = session
        match, seats = session.match, session.seats
        self.players = dict(players or {})
        self.worker = ai_process.shared_process(self.bridge) if self.use_process else None
        if self.worker is not None:
            self.worker.forget_except(self.generation)
        names = [s.name for s in seats]
        self.adapter = adapter_for(match.info, names)
        self.adapter.german_names = self.style == "german"
        if hasattr(self.adapter, "options"):
            self.adapter.options = match.options
        gone = (self.scene, self.score_sheet)  # the last game's, deleted once replaced
        self.model = TableModel(len(seats))
        self.adapter.setup(self.model)
        self.scene = TableScene(self.model, self.adapter, self.animator, self.style, self.back,
                                self.felt)
        self.presenter = Presenter(self.model, self.scene, self.adapter, self.animator)
        self.score_sheet = ScoreSheet(self.adapter.sheet_layout(match), self)
        for i, result in enumerate(match.results):
            self.score_sheet.add_deal(self.adapter.sheet_row(result, match),
                                      f"{self.adapter.deal_word} {i + 1}")
        self.scene.card_dropped.connect(self._on_drop)
        self.scene.card_clicked.connect(self._on_click)
        self.scene.card_activated.connect(self._on_activate)
        self.scene.card_pressed.connect(lambda _uid: self.finish_motion())
        self.scene_changed.emit(self.scene)
        _delete_later(*gone)
        pack = match.info.pack(match.options, match.num_seats)
        self.scene.warm_up([c for c in range(54) if pack >> c & 1])
        resumed = session.in_play
        if not resumed:
            session.start_deal()
        self._building = False
        self._show_deal(animate=not resumed)

    def stop(self) -> None:
        """Cancel whatever runs: motion, a computer thinking, a question, a handover."""
        self.generation = new_generation()
        self.animator.clear()
        self.flush_autosave()
        self.thinking = False
        if self.question is not None:
            self.question = None
            self.question_closed.emit()
        self.covered = False
        self._withdraw_offers()

    # --- a deal -----------------------------------------------------------------------------
    def _show_deal(self, animate: bool) -> None:
        state, match = self.state, self.match
        assert state is not None and match is not None
        assert self.scene is not None and self.presenter is not None
        humans = self.humans
        self.viewer = humans[0] if len(humans) == 1 else None
        self.scene.set_viewer(self.viewer if self.viewer is not None else
                              (humans[0] if humans else 0))
        self.selected = -1
        for zone in self.model.zones.values():  # type: ignore[union-attr]
            zone.reset([])
        self._after_sync()  # plates and score panel of the new deal at once
        if animate:
            pack = match.info.pack(match.options, match.num_seats)
            self.presenter.lay_pack(pack.bit_count())
            self.presenter.show_action(state.log, self.viewer, self._display_view(),
                                       self.viewer is not None, self._after_sync)
        else:
            self.presenter.sync_now(self._display_view(), self.viewer is not None)
            self._after_sync()
        self._report_problems()
        self._advance()

    def next_deal(self) -> None:
        if self.session is None or self.session.in_play or self.session.match.is_over():
            return
        self.session.start_deal()
        self._show_deal(animate=True)

    def _display_view(self) -> View:
        state = self.state
        assert state is not None and self.scene is not None
        return state.view(self.viewer if self.viewer is not None else self.scene.viewer_seat)

    # --- acting -----------------------------------------------------------------------------
    def _apply(self, action: Action | str) -> bool:
        assert self.session is not None and self.presenter is not None
        try:
            done = self.session.apply(action)
        except CardtableError as exc:
            self.status_changed.emit(self.adapter.error_words(exc) if self.adapter else str(exc))
            return False
        self.refusal = ""
        self.clear_hint()
        self._set_idle_interaction(False)
        self._withdraw_offers()
        self.presenter.show_action(done.events, self.viewer, self._display_view(),
                                   self.viewer is not None, self._after_sync)
        self._report_problems()
        if done.result is not None:
            self._deal_finished(done.result, done.match_over)
        else:
            self._advance()
        return True

    def _advance(self) -> None:
        """After each action: let a computer seat think, or the person on turn act."""
        session = self.session
        turn = session.computer_turn() if session is not None else None
        if turn is not None and not self.thinking:
            self.thinking = True
            self.status_changed.emit(f"{self.seats[turn.seat].name} is thinking…")
            if self.worker is None and turn.seat not in self.players:
                self.players[turn.seat] = make_player(turn.game, turn.level, seed=turn.seed,
                                                      options=turn.options)
            if turn.seat in self.players:
                self.pool.start(AIRequest(self.players[turn.seat], turn.view, self.generation,
                                          self.bridge))
            else:
                assert self.worker is not None
                self.worker.choose(self.generation, turn.game, turn.level, turn.seed,
                                   turn.options, turn.view)
        elif session is not None and session.turn is not None and session.turn == self.viewer:
            self._set_idle_interaction(True)  # the person looking at the table is on turn

    def _on_ai_decided(self, generation: int, seat: int, text: str) -> None:
        if generation != self.generation:
            return  # an answer for a game that is gone
        self.thinking = False
        if self.session is None or self.session.turn != seat:
            return
        self._apply(text)

    def _on_ai_failed(self, generation: int, seat: int, message: str) -> None:
        """A player raised, or the worker process ended (generation 0): report it, and let
        that seat go on with a player in this process, so the game does not hang."""
        if generation not in (self.generation, 0) or not self.thinking:
            return
        self.thinking = False
        turn = self.session.computer_turn() if self.session is not None else None
        if turn is None:
            return
        self.problem.emit(f"The computer player {self.seats[turn.seat].name} failed:\n{message}")
        if turn.seat in self.players:
            return  # a player in this process failed: nothing else to fall back on
        self.players[turn.seat] = make_player(turn.game, turn.level, seed=turn.seed,
                                              options=turn.options)
        self._advance()

    def _deal_finished(self, result: DealResult, over: bool) -> None:
        """The session has scored the deal: the score sheet, then the summary once the last
        card has landed."""
        match, adapter = self.match, self.adapter
        assert match is not None and adapter is not None and self.score_sheet is not None
        self.score_sheet.add_deal(adapter.sheet_row(result, match),
                                  f"{adapter.deal_word} {len(match.results)}")
        text = adapter.summary(result, match)
        closing = getattr(match, "closing_moves", ()) if over else ()
        if closing and self.presenter is not None:  # chips left on the table at the end fly
            self.presenter.show_moves(closing, match.chips())
            self.score_sheet.add_deal(*adapter.closing_row(closing, match))
        self.animator.enqueue(lambda: self._emit_deal_over(text, over))

    def _emit_deal_over(self, text: str, over: bool) -> None:
        self._after_sync()  # the score panel with the deal's points counted
        word = self.adapter.deal_word.lower() if self.adapter is not None else "deal"
        self.status_changed.emit(f"The {word} is over.")
        self._withdraw_offers(force=True)
        self.deal_over.emit(text, over)

    # --- after motion -----------------------------------------------------------------------
    def _after_sync(self) -> None:
        self._update_plates()
        view = self._display_view()
        if self.adapter is not None:
            self.score_changed.emit(self.adapter.score_text(view, self.match))
            if self.scene is not None:
                self.scene.set_badge(self.adapter.table_badge(view))

    def _on_idle(self) -> None:
        state = self.state
        if (state is None or state.is_over or self.covered or self.question is not None
                or self._building):
            return
        seat = state.current_player
        if seat == TERMINAL or not self.is_human(seat):
            self._update_plates()
            return
        if seat != self.viewer:
            self._cover_for(seat)
            return
        self._set_idle_interaction(True)
        view = state.view(seat)
        assert self.adapter is not None
        self.status_changed.emit(f"{self.refusal} {self.seats[seat].name}, your turn: "
                                 f"{self.adapter.status_hint(view)}.".lstrip())
        self.buttons_changed.emit([(str(a), label) for a, label in
                                   self.adapter.button_actions(view)])
        choice = self.adapter.choice(view)
        self.choice_changed.emit(None if choice is None else {
            "title": choice.title, "text": choice.text,
            "buttons": [(str(a), label) for a, label in choice.actions],
            "more": [(str(a), label) for a, label in choice.more], "more_text": choice.more_text,
            "x": choice.x, "y": choice.y, "columns": choice.columns})
        self._offering = True
        self.turn_ready.emit(seat)

    def _withdraw_offers(self, force: bool = False) -> None:
        """Take the buttons and the choice panel away (an action was taken, a handover)."""
        if self._offering or force:
            self._offering = False
            self.buttons_changed.emit([])
            self.choice_changed.emit(None)

    # --- hot-seat -----------------------------------------------------------------------------
    def _cover_for(self, seat: int) -> None:
        """Hide every hand at once, then ask the next person to take the seat."""
        assert self.presenter is not None
        self.covered = True
        self.viewer = None
        self._set_idle_interaction(False)
        self.presenter.sync_now(self._display_view(), show_hand=False)
        self._withdraw_offers(force=True)
        self.status_changed.emit(f"Pass the computer to {self.seats[seat].name}.")
        self.handover_needed.emit(self.seats[seat].name)

    def confirm_handover(self) -> None:
        state = self.state
        if not self.covered or state is None or self.scene is None or self.presenter is None:
            return
        self.covered = False
        self.viewer = state.current_player
        self.scene.set_viewer(self.viewer)
        self.presenter.sync_now(self._display_view(), show_hand=True)
        self._after_sync()
        self.handover_done.emit()
        self._on_idle()

    # --- what the person may touch ----------------------------------------------------------
    def human_on_turn(self) -> bool:
        state = self.state
        return (state is not None and not state.is_over and not self.covered
                and self.question is None and self.viewer is not None
                and state.current_player == self.viewer)

    def _set_idle_interaction(self, on: bool) -> None:
        scene, model, adapter, state = self.scene, self.model, self.adapter, self.state
        if scene is None or model is None or adapter is None:
            return
        if not on or state is None or not self.human_on_turn():
            scene.set_interaction(set(), set(), set())
            self.can_act.emit(False)
            return
        self.can_act.emit(not self.animator.busy)
        view = state.view(self.viewer)  # type: ignore[arg-type]
        hand = model.hand(self.viewer).slots  # type: ignore[arg-type]
        if self.animator.busy:
            # The screen is behind the state: no highlighting yet, but a press on a card of
            # the hand finishes the motion and then acts on what is shown.
            scene.set_interaction(set(), set(), set(), {s.uid for s in hand})
            return
        legal = set(view.legal)
        playable: set[int] = set()
        dimmed: set[int] = set()
        for s in hand:
            if s.card != HIDDEN:  # a hand not looked at yet is only clicked (turned up)
                (playable if adapter.card_action(s.card, view) in legal else dimmed).add(s.uid)
        clickable = {s.uid for z in adapter.clickable_zones(view) for s in model.zone(z).slots}
        scene.set_interaction(playable, dimmed, clickable)

    def _update_plates(self) -> None:
        state, scene, adapter = self.state, self.scene, self.adapter
        if state is None or scene is None or adapter is None:
            return
        view = self._display_view()
        infos = [adapter.plate_info(view, s) for s in range(state.num_seats)]
        scene.set_plates([s.name for s in self.seats], infos, state.dealer,
                         state.current_player)

    # --- gestures -----------------------------------------------------------------------------
    def card_of_uid(self, uid: int) -> tuple[str, int] | None:
        if self.model is None:
            return None
        where = self.model.zone_of_uid(uid)
        if where is None:
            return None
        zone, row = where
        return zone, self.model.zones[zone].slots[row].card

    def finish_motion(self) -> None:
        """Input during motion: bring the screen up to the state first."""
        if self.animator.busy:
            self.animator.finish_all()

    def intent(self, action: Action) -> bool:
        """A person asks for ``action``; refused with the reason unless it is legal now."""
        self.finish_motion()
        state, adapter = self.state, self.adapter
        if not self.human_on_turn() or state is None or adapter is None:
            return False
        view = state.view(self.viewer)  # type: ignore[arg-type]
        if action not in view.legal:
            self.refusal = adapter.say(state.why_illegal(action)) + "."
            self.status_changed.emit(self.refusal)
            return False
        question = adapter.question_for(action, view)
        if question is not None:
            self.question = question
            self._set_idle_interaction(False)
            self.question_asked.emit(question.text)
            return True
        return self._apply(action)

    def answer(self, yes: bool) -> None:
        question, self.question = self.question, None
        if question is None:
            return
        self.question_closed.emit()
        actions = list(question.yes if yes else question.no)
        while actions:
            if not self._apply(actions.pop(0)):
                break
            state = self.state
            if actions and state is not None and self.adapter is not None and \
                    self.adapter.stop_before_rest(state.view(state.current_player)):
                break  # e.g. 66 reached by the announcement: claim now, or lead the card

    def _snap_back(self) -> None:
        if self.scene is not None:
            self.animator.enqueue(lambda: self.scene.relayout("settle") if self.scene else None)

    def _on_drop(self, uid: int, target: str) -> None:
        found = self.card_of_uid(uid)
        state, adapter = self.state, self.adapter
        done = False
        if found is not None and target and state is not None and adapter is not None \
                and self.human_on_turn():
            view = state.view(self.viewer)  # type: ignore[arg-type]
            action = adapter.drop_action(found[1], target, view)
            if action is None:
                self.refusal = "That card cannot go there."
                self.status_changed.emit(self.refusal)
            else:
                done = self.intent(action)
        if not done:
            self._snap_back()

    def _on_click(self, uid: int) -> None:
        found, state, adapter = self.card_of_uid(uid), self.state, self.adapter
        if found is None or state is None or adapter is None or not self.human_on_turn():
            return
        zone, _card = found
        action = adapter.clickable_zones(state.view(self.viewer)).get(zone)  # type: ignore[arg-type]
        if action is not None:
            self.intent(action)

    def _on_activate(self, uid: int) -> None:
        found, adapter = self.card_of_uid(uid), self.adapter
        if found is not None and adapter is not None and found[0] == f"hand{self.viewer}":
            self.intent(self._card_action(found[1]))

    def _card_action(self, card: int) -> Action:
        """Enter or a double-click on a card of the hand: play it (or give it, …)."""
        state, adapter = self.state, self.adapter
        assert adapter is not None
        if state is None or self.viewer is None or state.current_player != self.viewer:
            return adapter.play_action(card)
        return adapter.card_action(card, state.view(self.viewer))

    # --- hints ------------------------------------------------------------------------------
    def request_hint(self) -> bool:
        """Ask the search about each legal action, in the pool; False if nothing to ask."""
        state, match = self.state, self.match
        if not self.human_on_turn() or state is None or match is None:
            return False
        self.finish_motion()
        self._hint_for = len(state.history)
        self.status_changed.emit("Thinking about a hint…")
        view = state.view(self.viewer)  # type: ignore[arg-type]
        seed = match.seed + len(state.history)
        if self.worker is not None:
            self.worker.hint(self.generation, match.info.id, seed, match.options, view)
        else:
            self.pool.start(HintRequest(match.info.id, view, seed, match.options,
                                        self.generation, self.bridge))
        return True

    def _on_hint(self, generation: int, rated: list[tuple[str, float, str]]) -> None:
        state, model, scene = self.state, self.model, self.scene
        if (generation != self.generation or state is None or model is None or scene is None
                or getattr(self, "_hint_for", -1) != len(state.history)
                or not self.human_on_turn()):
            return  # the position moved on: this hint is about a table that is gone
        by_card = {}
        others = []
        for text, value, label in rated:
            action = state.parse_action(text)
            words = label if label == "rule" else f"{value:+.1f}"
            if action.kind == "play" and action.card is not None:
                by_card[action.card] = words
            else:
                others.append(f"{self.adapter.action_label(action) if self.adapter else text}"
                              f" {words}")
        for s in model.hand(self.viewer).slots:  # type: ignore[arg-type]
            item = scene.items_by_uid.get(s.uid)
            if item is not None:
                item.set_badge(by_card.get(s.card, ""))
        best = max(rated, key=lambda r: r[1]) if rated else None
        best_words = ""
        if best is not None:
            act = state.parse_action(best[0])
            best_words = best[0] if act.kind == "play" or self.adapter is None \
                else self.adapter.action_label(act)
        if by_card:
            text = "Hint: the numbers on the cards are expected points"
            if best_words:
                text += f"; best: {best_words}"
            if others:
                text += "; also " + ", ".join(others)
        else:  # a choice without cards (keep or take the next, a bid …): name the best one
            text = f"Hint: {best_words or 'no advice'}"
        self.hint_ready.emit(text + ".")
        self.status_changed.emit(text + ".")

    def clear_hint(self) -> None:
        if self.scene is not None:
            for item in self.scene.items_by_uid.values():
                item.set_badge("")

    def press_button(self, text: str) -> None:
        state = self.state
        if state is not None:
            self.intent(state.parse_action(text))

    # --- keyboard ---------------------------------------------------------------------------
    def pick(self, step: int) -> None:
        """Left/Right: move the keyboard pick along the viewer's hand."""
        self.finish_motion()
        if self.model is None or self.viewer is None or self.scene is None:
            return
        slots = self.model.hand(self.viewer).slots
        if not slots:
            return
        self.selected = (self.selected + step) % len(slots) if self.selected >= 0 else \
            (0 if step > 0 else len(slots) - 1)
        for i, s in enumerate(slots):
            item = self.scene.items_by_uid.get(s.uid)
            if item is not None:
                item.selected_by_keyboard = i == self.selected
                item.set_lift(item.height * 0.08 if i == self.selected else 0.0)
                item.update()

    def play_picked(self) -> None:
        if self.model is None or self.viewer is None or self.adapter is None:
            return
        slots = self.model.hand(self.viewer).slots
        if 0 <= self.selected < len(slots):
            card = slots[self.selected].card
            self.selected = -1
            if not self.intent(self._card_action(card)):
                self.selected = -1

    def press_key(self, text: str) -> bool:
        """A letter key for an action without a card (C closes the talon …); True if taken."""
        state, adapter = self.state, self.adapter
        if not text or state is None or adapter is None or not self.human_on_turn():
            return False
        self.finish_motion()
        if not self.human_on_turn():
            return False
        action = adapter.key_actions(state.view(self.viewer)).get(text.upper())  # type: ignore[arg-type]
        return action is not None and self.intent(action)

    # --- saving -----------------------------------------------------------------------------
    def _report_problems(self) -> None:
        """What the session could not do (save the game, keep the statistics), told once."""
        while self.session is not None and self.session.problems:
            self.problem.emit(self.session.problems.pop(0))

    def flush_autosave(self) -> None:
        if self.session is not None:
            self.session.flush()

    # --- settings -----------------------------------------------------------------------------
    def set_speed(self, speed: float) -> None:
        self.animator.speed = speed

    def set_art(self, style: str, back: str) -> None:
        self.style, self.back = style, back
        if self.adapter is not None:
            self.adapter.german_names = style == "german"
        if self.scene is not None:
            self.scene.set_art(style, back)

    def set_felt(self, felt: str) -> None:
        self.felt = felt
        if self.scene is not None:
            self.scene.set_felt(felt)


def _delete_later(*objects: QObject | None) -> None:
    """Delete a replaced scene and score sheet. A scene's items hold connections to Python
    functions that refer to the scene again: a cycle through C++ that Python's collector
    cannot see, so a scene only goes when it is deleted (each kept about 3.5 MB: its items,
    their pixmaps and the felt)."""
    for obj in objects:
        if obj is not None:
            obj.deleteLater()
