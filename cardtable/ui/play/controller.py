"""The table's side of a game: the Qt adapter over a :class:`~cardtable.session.Session`.

The session holds the match, its seats, the flow of its deals and the autosave; this adapter
turns a person's gestures into the session's actions and the session's events into motion on
the screen, lets computer seats think off the GUI thread, and speaks to the window through
signals.

Input is taken only when the screen shows the state: the human on turn may act once motion
has finished, and pressing a card while motion plays finishes it first. Computer seats think
in a worker process (or the thread pool) and see only their view. A new game or an undo moves
the generation on, so an answer still being computed for a position that is gone is dropped.

Every number on the table (name plates, the score panel, the score sheet) changes when the
cards that change it have landed: each action's motion ends with a sync to the view *of that
action*, never to a state the engine has reached since.

Undo: against the computer, the person takes back their last decision and the computer's
answers to it, again and again back to the start of the deal. At a table of several people a
move is taken back only if every one agrees (the window asks them); it is the last decision
of any of them.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace
from time import monotonic
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal
from PySide6.QtGui import QAccessible

from cardtable.ai import make_player
from cardtable.ai import process as ai_process
from cardtable.ai.player import Player
from cardtable.cards import HIDDEN
from cardtable.engine import Action, CardtableError, DealResult, GameState, Match, Start, View
from cardtable.engine.match import ChipMatch
from cardtable.engine.state import TERMINAL
from cardtable.session import Applied, SeatConfig, Session, SessionObserver, first_dealer
from cardtable.storage import AutosaveWriter, Storage
from cardtable.ui.games import Question, TableAdapter, adapter_for
from cardtable.ui.models.sheet import ScoreSheet
from cardtable.ui.models.table import TableModel
from cardtable.ui.play.ai_worker import AIRequest, HintRequest, new_generation, shared_bridge
from cardtable.ui.play.outcome import outcome_of
from cardtable.ui.play.presenter import Presenter
from cardtable.ui.table import table_access
from cardtable.ui.table.access import Accessible
from cardtable.ui.table.animation import Animator, Step
from cardtable.ui.table.card_item import forget_kept_pictures
from cardtable.ui.table.scene import TableScene
from cardtable.ui.words.naming import setting_words
from cardtable.ui.words.text import words

__all__ = ["Controller", "DealEnd", "SeatConfig", "first_dealer"]  # seats live in the session

DEFAULT_NAME = "You"  # the first seat's default name: at a table of people, a seat number
RESTARTS_PER_MINUTE = 3  # a worker lost more often than this is given up


@dataclass(frozen=True)
class DealEnd:
    """What the end-of-deal panel shows: the summary, whether the match is over,
    the deal's place in the match (1 for the first) and its number (its seed; None for a
    deal from a given pack)."""

    text: str
    match_over: bool
    deal: int
    seed: int | None


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
    deal_shown = Signal(object)  # a DealEnd, once the deal's last card has landed
    deal_started = Signal(int, object)  # the deal's place in the match, its number (or None)
    undo_available = Signal(bool)  # whether Undo may take something back now
    choice_hint = Signal(str, str)  # the best action's text and the hint's words (bid panel)
    sound = Signal(str)  # a sound to play now (ui/app/sound.py): a card landed, the deal is over
    outcome = Signal(object)  # a Bummerl or the match won (ui/outcome.Outcome), once shown
    announced = Signal(str)  # a computer's move in words, for the accessible status
    picked_button = Signal(str)  # the action text of the button picked by the keys, or ""
    focus_words = Signal(str)  # what the keyboard pick is on, for a screen reader

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
        self.bridge.lost.connect(self._on_worker_lost)
        self._restarts: list[float] = []  # when the worker was last started again
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
        self._thinking = False
        self._thinking_seat: int | None = None  # who, once the table shows the position
        self._thinking_words = ""
        self.covered = False
        self.question: Question | None = None
        self.selected = -1  # keyboard pick: an index into pick_targets()
        self._building = False
        self.refusal = ""  # why the last attempt was refused (or what Undo took back); shown
        #                    before "your turn" until the next action
        self._offering = False  # buttons or a choice panel are up for the person on turn
        self.held = False  # the table waits (a question over it) before anybody acts
        self.trick_waits = True  # a finished trick stays until the next card is played
        self._screen_view: View | None = None  # the view the plates and panel show now
        self._score_text = ""  # what the score panel says
        self.offered: list[str] = []  # the action texts of the buttons offered now, in order
        self._last_deal_over: DealEnd | None = None

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

    @property
    def hot_seat(self) -> bool:
        """Several people at the table, taking turns at one screen."""
        return len(self.humans) > 1

    def seat_name(self, seat: int) -> str:
        """A seat's name as the table says it: at a table of several people, the default
        "You" is no name (a handover would read "Pass to You"), so the seat's number."""
        name = self.seats[seat].name if 0 <= seat < len(self.seats) else ""
        if self.hot_seat and name == DEFAULT_NAME:
            return words("table", "Player {n}").format(n=seat + 1)
        return name

    # --- starting and stopping --------------------------------------------------------------
    def start(self, game_id: str, options: Any, seats: list[SeatConfig],
              seed: int | None = None, deal_seed: int | None = None,
              start: Start | None = None) -> None:
        """A new match, from the standard start or ``start``; ``deal_seed`` deals its first
        deal from that number (the same number, the same cards)."""
        session = Session.new(game_id, options, seats, seed, start=start)
        if deal_seed is not None:
            session.start_deal(seed=deal_seed)
            self.take(session, fresh=True)
        else:
            self.take(session)

    def begin(self, match: Match[Any], seats: list[SeatConfig],
              players: dict[int, Player] | None = None) -> None:
        """Take over ``match`` (new, or with a deal in progress) with these seats."""
        self.take(Session(match, seats), players)

    def take(self, session: Session, players: dict[int, Player] | None = None,
             fresh: bool = False, held: bool = False) -> None:
        """Show ``session`` (new, or resumed from the autosave) on the table, autosaved by
        this table and told to its observers; ``players`` replaces the computer players of
        some seats (scripted tests, demos); ``fresh``: its deal was just dealt (animate it);
        ``held``: nobody acts until :meth:`hold` lets go (a question over the table)."""
        self.stop()
        self.held = held
        self._building = True  # no idle handling until the table shows this deal
        session.autosave = session.autosave or self.autosaver
        session.observers += [o for o in self.observers if o not in session.observers]
        self.session = session
        match, seats = session.match, session.seats
        self.players = dict(players or {})
        self.worker = ai_process.shared_process(self.bridge) if self.use_process else None
        if self.worker is not None:
            self.worker.forget_except(self.generation)
        names = [self.seat_name(i) for i in range(len(seats))]
        self.adapter = adapter_for(match.info, names)
        self._screen_view = None  # the last game's
        self.adapter.german_names = self.style == "german"
        self.adapter.you = self.humans[0] if len(self.humans) == 1 else None
        if hasattr(self.adapter, "options"):
            self.adapter.options = match.options
        gone = (self.scene, self.score_sheet)  # the last game's, deleted once replaced
        forget_kept_pictures()  # and its pack's pictures, but for those not on disk yet
        self.model = TableModel(len(seats))
        self.adapter.setup(self.model)
        self.scene = TableScene(self.model, self.adapter, self.animator, self.style, self.back,
                                self.felt)
        self.presenter = Presenter(self.model, self.scene, self.adapter, self.animator)
        self.presenter.trick_waits = self.trick_waits
        self.presenter.on_sound = self.sound.emit
        self.score_sheet = ScoreSheet(self.adapter.sheet_layout(match), self)
        for i, result in enumerate(match.results):
            self._add_sheet_row(result, i + 1)
        self.scene.card_dropped.connect(self._on_drop)
        self.scene.card_clicked.connect(self._on_click)
        self.scene.card_activated.connect(self._on_activate)
        self.scene.place_clicked.connect(self._on_place_click)
        self.scene.card_pressed.connect(lambda _uid: self.finish_motion())
        self.scene.pile_clicked.connect(lambda _seat: self.show_last_trick())
        self.scene.last_trick_dismissed.connect(self.hide_last_trick)
        self.scene.chips_shown.connect(self._show_score)
        self.scene_changed.emit(self.scene)
        _delete_later(*gone)
        pack = match.info.pack(match.options, match.num_seats)
        self.scene.warm_up([c for c in range(54) if pack >> c & 1])
        resumed = session.in_play and not fresh
        if not session.in_play:
            session.start_deal()
        self._building = False
        self._show_deal(animate=not resumed)

    @property
    def thinking(self) -> bool:
        """A computer seat is deciding (its plate shows it)."""
        return self._thinking

    @thinking.setter
    def thinking(self, on: bool) -> None:
        self._thinking = on
        if not on:
            self._thinking_seat = None
            if self.scene is not None:
                self.scene.set_thinking(None)

    def _show_thinking(self) -> None:
        """Say who is thinking, on the status line and the seat's plate, once the table has
        caught up with the position being thought about (computers may decide while the
        motion of earlier moves still plays)."""
        if self._thinking_seat is None or self.animator.busy:
            return
        self.status_changed.emit(self._thinking_words)
        if self.scene is not None:
            self.scene.set_thinking(self._thinking_seat)

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
        if self.scene is not None:
            self.scene.hide_last_trick()

    def hold(self, on: bool) -> None:
        """Hold the table (nobody acts, no computer thinks, no handover) while a question is
        over it, e.g. whether to resume; let go, and the game goes on where it stands."""
        self.held = on
        if not on and self.session is not None:
            self._advance()
            self._on_idle()

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
        model = self.model
        assert model is not None
        for zone in model.zones.values():
            zone.reset([])
        model.lying, model.last_trick = None, None
        self.scene.hide_last_trick()
        view = self._display_view()
        assert self.adapter is not None
        self.adapter.begin_deal(animate)
        self._after_sync(view)  # plates and score panel of the new deal at once
        if animate:
            pack = match.info.pack(match.options, match.num_seats)
            opening = match.opening if not match.results else ()
            first: list[Step] = []
            if opening:  # how the first dealer was found (Tippen: dealt the first ace)
                self.status_changed.emit(words("table", "Finding the first dealer…"))
                self.presenter.show_opening(opening, pack.bit_count(), match.carry.chips)
            else:
                self.status_changed.emit(words("table", "Dealing…"))
                first = self.presenter.pack_steps(pack.bit_count())
            shown = self._display_view()
            self.presenter.show_action(state.log, self.viewer, shown, self.viewer is not None,
                                       lambda: self._after_sync(shown), first=first)
        else:
            self.presenter.sync_now(view, self.viewer is not None)
            self._after_sync(view)
        assert self.session is not None
        self.deal_started.emit(self.session.deal_number, self.session.deal_seed)
        self._report_problems()
        self._advance()

    def next_deal(self) -> None:
        if self.session is None or self.session.in_play or self.session.match.is_over():
            return
        self.session.start_deal()
        self._show_deal(animate=True)

    def can_end_session(self) -> bool:
        """Whether the players may end the session now: a session of a chip game, between
        deals, not over by its length."""
        session = self.session
        return (session is not None and isinstance(session.match, ChipMatch)
                and not session.in_play and not session.match.is_over())

    def end_session(self) -> None:
        """End the session between deals: what lies on the table is settled by the game's
        rule (its chips fly), the sheet gets its closing row and the match's summary shows."""
        session, adapter, presenter = self.session, self.adapter, self.presenter
        if not self.can_end_session() or session is None or adapter is None:
            return
        match = session.match
        assert isinstance(match, ChipMatch)
        session.end()
        self._report_problems()
        closing = match.closing_moves
        if closing and presenter is not None:
            presenter.show_moves(closing, match.chips())
        if closing:  # the sheet's row once the chips have landed
            row = adapter.closing_row(closing, match)
            self.animator.enqueue(lambda: self._add_closing_row(row))
        end = DealEnd(adapter.say(match.standing()), True, len(match.results), None)
        self.animator.enqueue(lambda: self._emit_deal_over(end))

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
        self._unpick()
        self.clear_hint()
        self.hide_last_trick()
        self._set_idle_interaction(False)
        self._withdraw_offers()
        # The plates and the score panel follow the screen, not the state: computer seats may
        # act on while this action's motion still plays; the numbers change when cards land.
        shown = self._display_view()
        self.presenter.show_action(done.events, self.viewer, shown, self.viewer is not None,
                                   lambda: self._after_sync(shown),
                                   hold_lying=not self.is_human(done.seat))
        self._report_problems()
        if done.result is not None:
            self._deal_finished(done.result, done.match_over)
            self._announce(done)
        else:
            self._advance()
        return True

    def _advance(self) -> None:
        """After each action: let a computer seat think, or the person on turn act."""
        session = self.session
        if self.held:
            return
        turn = session.computer_turn() if session is not None else None
        if turn is not None and not self.thinking:
            self.thinking = True
            name = self.seat_name(turn.seat)
            self._thinking_seat = turn.seat
            self._thinking_words = self.adapter.thinking_text(turn.view, name) \
                if self.adapter is not None else \
                words("table", "{name} is thinking…").format(name=name)
            self._show_thinking()
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
        before = self._display_view() if self.state is not None and self.scene is not None \
            else None  # the phase the move was made in, as the person at the table sees it
        if self._apply(text) and self.adapter is not None and self.state is not None:
            told = self.adapter.move_words(self.state.parse_action(text), seat, before)
            self.announced.emit(told)

    def _on_worker_lost(self, lost: object, why: str) -> None:
        """The worker process ended or its pipe broke: start a new one and ask again what
        was being asked, so the game carries on. Only if that keeps failing (more than
        RESTARTS_PER_MINUTE) do computer seats think in this process instead, and the
        person is told once."""
        if lost is not self.worker or not isinstance(lost, ai_process.AIProcess):
            return  # another table's, or one already replaced
        now = monotonic()
        self._restarts = [t for t in self._restarts if now - t < 60] + [now]
        if len(self._restarts) > RESTARTS_PER_MINUTE:
            self.worker = None
            self.problem.emit(words("table", "The computer players' process keeps failing "
                                             "({why}); they think inside the table from now "
                                             "on.").format(why=why))
        else:
            self.worker = ai_process.restart(self.bridge, lost)
        asked_hint = getattr(self, "_hint_for", -1)
        if self.thinking:
            self.thinking = False
            self._advance()  # the question again, to the new worker (or this process)
        state = self.state
        if state is not None and asked_hint == len(state.history) and self.human_on_turn():
            self.request_hint()

    def _on_ai_failed(self, generation: int, seat: int, message: str) -> None:
        """A player raised: report it, and let that seat go on with a player in this
        process, so the game does not hang."""
        if generation not in (self.generation, 0) or not self.thinking:
            return
        self.thinking = False
        turn = self.session.computer_turn() if self.session is not None else None
        if turn is None:
            return
        self.problem.emit(words("table", "The computer player {name} failed:\n{why}").format(
            name=self.seat_name(turn.seat), why=message))
        if turn.seat in self.players:
            return  # a player in this process failed: nothing else to fall back on
        self.players[turn.seat] = make_player(turn.game, turn.level, seed=turn.seed,
                                              options=turn.options)
        self._advance()

    def _deal_finished(self, result: DealResult, over: bool) -> None:
        """The session has scored the deal: once its last card has landed, the score sheet,
        the chips a session's end moves, every hand face up, and the summary."""
        match, adapter, presenter, state = self.match, self.adapter, self.presenter, self.state
        assert match is not None and adapter is not None and presenter is not None
        assert state is not None and self.session is not None
        number = len(match.results)
        end = DealEnd(adapter.summary(result, match), over, number, match.records[-1].seed)
        closing = getattr(match, "closing_moves", ()) if over else ()
        self.animator.enqueue(lambda: self._add_sheet_row(result, number))
        if closing:  # chips left on the table at the end fly, then get their row
            presenter.show_moves(closing, match.chips())
            row = adapter.closing_row(closing, match)
            self.animator.enqueue(lambda: self._add_closing_row(row))
        hands = tuple(state.view(seat).hand for seat in range(state.num_seats))
        self.animator.enqueue_all([presenter.reveal_step(hands),
                                   lambda: self._emit_deal_over(end)])

    def _add_sheet_row(self, result: DealResult, number: int) -> None:
        """Deal ``number``'s row on the score sheet, and a dividing row if one follows it."""
        match, adapter, sheet = self.match, self.adapter, self.score_sheet
        assert match is not None and adapter is not None and sheet is not None
        sheet.add_deal(adapter.sheet_row(result, match), adapter.deal_label(number))
        divider = adapter.sheet_break(match, number)
        if divider is not None:
            sheet.add_break(*divider)

    def _add_closing_row(self, row: tuple[tuple[int, ...], str]) -> None:
        if self.score_sheet is not None:
            self.score_sheet.add_deal(*row)

    def _emit_deal_over(self, end: DealEnd) -> None:
        self._after_sync()  # the score panel with the deal's points counted
        assert self.adapter is not None
        self.status_changed.emit(self.adapter.deal_over_words())
        self._withdraw_offers(force=True)
        self.undo_available.emit(False)
        self._last_deal_over = end
        self.deal_shown.emit(end)
        self.deal_over.emit(end.text, end.match_over)

    def _announce(self, done: Applied) -> None:
        """Once the deal's last card has landed: its sound, and a Bummerl or match won."""
        assert self.session is not None
        told = outcome_of(done, self.session)
        sound = "won" if told is not None and told.people_won else "deal_end"

        def tell() -> None:
            self.sound.emit(sound)
            if told is not None:
                self.outcome.emit(told)

        self.animator.enqueue(tell)

    # --- after motion -----------------------------------------------------------------------
    def _after_sync(self, view: View | None = None) -> None:
        """The plates, the score panel, the badge and the tooltips say what ``view`` says
        (the view the screen has just caught up with; by default the state's now)."""
        if self.state is None or self.scene is None:
            return
        view = view or self._display_view()
        self._screen_view = view
        self._update_plates(view)
        if self.adapter is not None:
            self._show_score(force=True)
            self.scene.set_badge(self.adapter.table_badge(view), self.adapter.badge_tip(view))
            self.scene.set_tips(self._zone_tips(view))
        self.describe_items()

    def _show_score(self, force: bool = False) -> None:
        """The score panel for the view on the screen, with the chips as the table shows them
        (in the air until they land): its numbers change when the plates' do. Chips landing
        one after another tell it only when its words change (``force``: always)."""
        view, model, adapter = self._screen_view, self.model, self.adapter
        if view is None or adapter is None:
            return
        if view.chips is not None and model is not None and model.chips.known:
            view = replace(view, chips=model.chips.as_chips())
        text = adapter.score_text(view, self.match)
        if force or text != self._score_text:
            self._score_text = text
            self.score_changed.emit(text)

    def _zone_tips(self, view: View) -> dict[str, str]:
        assert self.adapter is not None
        tips = {}
        for seat in range(view.num_seats):
            tips[f"pile{seat}"] = words("tips", "Your tricks: click to see the last trick again "
                                                "(T)") if seat == self.adapter.you else \
                words("tips", "{name}'s tricks: click to see the last trick again (T)").format(
                    name=self.seat_name(seat))
            if seat == self.viewer:
                tips[f"hand{seat}"] = words("tips", "Your cards: drag one onto the table, "
                                                    "double-click it, or pick it with ← → and "
                                                    "press Enter")
            else:
                tips[f"hand{seat}"] = words("tips", "{name}'s cards").format(
                    name=self.seat_name(seat))
        tips["trick"] = words("tips", "The trick")
        tips.update(self.adapter.zone_tips(view))
        return tips

    def _on_idle(self) -> None:
        state = self.state
        if (state is None or state.is_over or self.covered or self.question is not None
                or self._building or self.held):
            return
        seat = state.current_player
        if seat == TERMINAL or not self.is_human(seat):
            self._update_plates()
            self._show_thinking()
            return
        if seat != self.viewer:
            self._cover_for(seat)
            return
        self._set_idle_interaction(True)
        view = state.view(seat)
        assert self.adapter is not None
        hint = self.adapter.status_hint(view)
        turn_words = words("table", "Your turn: {hint}.").format(hint=hint) \
            if seat == self.adapter.you else \
            words("table", "{name}, your turn: {hint}.").format(name=self.seat_name(seat),
                                                                hint=hint)
        self.status_changed.emit(f"{self.refusal} {turn_words}".lstrip())
        buttons = [(str(a), label) for a, label in self.adapter.button_actions(view)]
        self.buttons_changed.emit(buttons)
        choice = self.adapter.choice(view)
        self.offered = ([str(a) for a, _ in choice.actions + choice.more] if choice else []) \
            + [text for text, _ in buttons]
        self.choice_changed.emit(None if choice is None else {
            "title": choice.title, "text": choice.text,
            "buttons": [(str(a), label) for a, label in choice.actions],
            "more": [(str(a), label) for a, label in choice.more], "more_text": choice.more_text,
            "x": choice.x, "y": choice.y, "columns": choice.columns,
            "keep_clear": choice.keep_clear})
        self._offering = True
        self.turn_ready.emit(seat)

    def _withdraw_offers(self, force: bool = False) -> None:
        """Take the buttons and the choice panel away (an action was taken, a handover)."""
        if self._offering or force:
            self._offering = False
            self.offered = []
            self._unpick()
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
        self.status_changed.emit(words("table", "Pass the computer to {name}.").format(
            name=self.seat_name(seat)))
        self.handover_needed.emit(self.seat_name(seat))

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
        return (state is not None and not state.is_over and not self.covered and not self.held
                and self.question is None and self.viewer is not None
                and state.current_player == self.viewer)

    def _set_idle_interaction(self, on: bool) -> None:
        scene, model, adapter, state = self.scene, self.model, self.adapter, self.state
        if scene is None or model is None or adapter is None:
            return
        self.undo_available.emit(self.can_undo())
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
        if not playable:
            dimmed = set()  # a call to make, no card to play: the hand stays readable
        zones = adapter.clickable_zones(view)
        clickable = {s.uid for z in zones for s in model.zone(z).slots}
        scene.set_interaction(playable, dimmed, clickable)
        self.describe_items(set(zones))

    # --- what a screen reader is told -----------------------------------------------------------
    def describe_items(self, clickable: Collection[str] = ()) -> None:
        """An accessible name, role and description for each card on the table: the hands,
        the trick, the won piles and the game's own zones (the talon, the trump card …).

        Done now while an assistive technology listens; otherwise the scene keeps it to do
        when the table's words are first asked for (:meth:`TableScene.catch_up_access`):
        it costs about a millisecond, in the middle of the table's motion."""
        scene = self.scene
        if scene is None:
            return
        scene.describe = lambda: self._describe_now(clickable)
        if table_access.listening():
            scene.catch_up_access()

    def _describe_now(self, clickable: Collection[str]) -> None:
        scene, model, adapter = self.scene, self.model, self.adapter
        if scene is None or model is None or adapter is None:
            return
        self._describe_seats_and_chips(scene, adapter)
        marking = self._marking()
        for zone_name, zone in model.zones.items():
            n = len(zone.slots)
            scene.zone_access[zone_name] = table_access.zone_access(
                zone_name, n, self._seat_names(), self.viewer, adapter)
            for s in zone.slots:
                item = scene.items_by_uid.get(s.uid)
                if item is not None:
                    told = self._item_access(zone_name, s.card, n, item.playable,
                                             zone_name in clickable, adapter)
                    if marking and zone_name == f"hand{self.viewer}" and s.card in model.raised:
                        told = replace(told, marked=True)
                    item.access = told
        table_access.tell_changed(scene)

    def _seat_names(self) -> list[str]:
        return [self.seat_name(s) for s in range(len(self.seats))]

    def _marking(self) -> bool:
        """Whether the person is marking cards of the hand for a move of several cards."""
        state, adapter = self.state, self.adapter
        return (state is not None and adapter is not None and self.viewer is not None
                and self.human_on_turn() and adapter.marking(state.view(self.viewer)))

    def _describe_seats_and_chips(self, scene: TableScene, adapter: TableAdapter[Any]) -> None:
        """Each seat's plate (its facts, dealer, on turn, balance) and each chip place."""
        state = self.state
        for seat, plate in enumerate(scene.plates):
            facts = [plate.info] if plate.info else []
            if state is not None and seat == state.dealer:
                facts.append(words("access", "the dealer"))
            if plate.lit:
                facts.append(words("access", "on turn"))
            if plate.balance is not None:
                facts.append(words("access", "%n chips", plate.balance))
            plate.access = Accessible(plate.name, QAccessible.Role.StaticText, ", ".join(facts))
        chips = self.model.chips if self.model is not None else None
        for place, stack in scene.stacks.items():
            count = chips.count(place) if chips is not None else 0
            stack.access = Accessible(adapter.place_name(place), QAccessible.Role.StaticText,
                                      words("access", "%n chips", count))

    def _item_access(self, zone: str, card: int, count: int, playable: bool, clickable: bool,
                     adapter: TableAdapter[Any]) -> Accessible:
        role = QAccessible.Role.Button if clickable else QAccessible.Role.ListItem
        face = adapter.renderer.card(card) if card != HIDDEN else words("access", "a card face "
                                                                            "down")
        seat = int(zone[4:]) if zone[:4] in ("hand", "pile") and zone[4:].isdigit() else -1
        owner = self.seat_name(seat) if 0 <= seat < len(self.seats) else ""
        if zone.startswith("hand"):
            name = words("access", "{card}, in your hand").format(card=face) \
                if seat == self.viewer else \
                words("access", "{card}, in {name}'s hand").format(card=face, name=owner)
            if seat != self.viewer:
                why = ""
            elif playable:
                why = words("access", "you may play it: press Enter")
            else:
                why = words("access", "you may not play it now")
        elif zone.startswith("pile"):
            name = table_access.zone_access(zone, count, self._seat_names(), self.viewer,
                                            adapter).name
            why = ""
        else:
            name = words("access", "{zone}: {card}").format(zone=adapter.zone_words(zone),
                                                            card=face)
            why = words("access", "%n cards", count) if count > 1 else ""
        if clickable:
            role = QAccessible.Role.Button
            why = words("access", "press it to act") if not why else why
        return Accessible(name, role, why)

    def retranslate(self) -> None:
        """Every word on the table anew, in the app's language (after a switch)."""
        state, adapter = self.state, self.adapter
        if state is None or adapter is None or self.scene is None:
            return
        self._after_sync()
        self.describe_items()
        if self.covered and state.current_player != TERMINAL:
            self.handover_needed.emit(self.seat_name(state.current_player))
        elif self._offering:
            self._offering = False
            self._on_idle()
        elif self.session is not None and not self.session.in_play and \
                self._last_deal_over is not None and self.match is not None:
            result = self.match.results[-1] if self.match.results else None
            if result is not None:
                end = replace(self._last_deal_over, text=adapter.summary(result, self.match))
                self._last_deal_over = end
                self.status_changed.emit(adapter.deal_over_words())
                self.deal_shown.emit(end)
                self.deal_over.emit(end.text, end.match_over)

    def _update_plates(self, view: View | None = None) -> None:
        state, scene, adapter = self.state, self.scene, self.adapter
        if state is None or scene is None or adapter is None:
            return
        view = view or self._display_view()
        n = view.num_seats
        infos = [adapter.plate_info(view, s) for s in range(n)]
        scene.set_plates([self.seat_name(s) for s in range(n)], infos, view.dealer,
                         view.current_player, [self._plate_tip(s, view.dealer) for s in range(n)])

    def _plate_tip(self, seat: int, dealer: int) -> str:
        who = self.seats[seat]
        kind = words("tips", "a person") if who.human else words(
            "tips", "the computer, {level}").format(level=setting_words(who.level).lower())
        tip = f"{self.seat_name(seat)}: {kind}"
        if seat == dealer:
            tip += words("tips", "; deals this time (D)")
        return tip

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
            if actions and state is not None and not state.is_over and \
                    self.adapter is not None and \
                    self.adapter.stop_before_rest(state.view(state.current_player)):
                break  # e.g. 66 reached by the announcement: claim now, or lead the card

    def _snap_back(self) -> None:
        if self.scene is not None:
            self.animator.enqueue(lambda: self.scene.relayout("settle") if self.scene else None)

    def _select(self, found: tuple[str, int] | None) -> bool:
        """A card of the viewer's hand marked or unmarked for a move of several cards (the
        adapter's :meth:`~TableAdapter.marking`); True if the hand is being marked."""
        state, adapter, presenter = self.state, self.adapter, self.presenter
        if found is None or found[0] != f"hand{self.viewer}" or state is None \
                or adapter is None or presenter is None or not self.human_on_turn():
            return False
        self.finish_motion()
        view = state.view(self.viewer)  # type: ignore[arg-type]
        if not adapter.marking(view):
            return False
        adapter.toggle_mark(found[1], view)
        self.refusal = ""
        presenter.sync_models(view, True)  # the marks, raised
        self.animator.enqueue(lambda: self.scene.relayout("settle") if self.scene else None)
        return True  # once it has moved, the idle table offers the choice anew

    def _on_drop(self, uid: int, target: str) -> None:
        found = self.card_of_uid(uid)
        if target and self._select(found):
            return
        state, adapter = self.state, self.adapter
        done = False
        if found is not None and target and state is not None and adapter is not None \
                and self.human_on_turn():
            view = state.view(self.viewer)  # type: ignore[arg-type]
            action = adapter.drop_action(found[1], target, view)
            if action is None:
                self.refusal = words("table", "That card cannot go there.")
                self.status_changed.emit(self.refusal)
            else:
                done = self.intent(action)
        if not done:
            self._snap_back()

    def _on_click(self, uid: int) -> None:
        found, state, adapter = self.card_of_uid(uid), self.state, self.adapter
        if found is None or state is None or adapter is None or not self.human_on_turn():
            return
        if self._select(found):
            return
        zone, _card = found
        action = adapter.clickable_zones(state.view(self.viewer)).get(zone)  # type: ignore[arg-type]
        if action is not None:
            self.intent(action)

    def _on_place_click(self, name: str) -> None:
        """A game's own item on the felt clicked (the Doppler): its action, if legal."""
        state, adapter = self.state, self.adapter
        if state is None or adapter is None or not self.human_on_turn():
            return
        action = adapter.clickable_zones(state.view(self.viewer)).get(name)  # type: ignore[arg-type]
        if action is not None:
            self.intent(action)

    def _on_activate(self, uid: int) -> None:
        found, adapter = self.card_of_uid(uid), self.adapter
        state = self.state
        if found is None or adapter is None or found[0] != f"hand{self.viewer}":
            return
        if state is not None and self.viewer is not None and \
                adapter.marking(state.view(self.viewer)):
            return  # the click of the double-click has marked (or unmarked) the card
        self.intent(self._card_action(found[1]))

    def _card_action(self, card: int) -> Action:
        """Enter or a double-click on a card of the hand: play it (or give it, …)."""
        state, adapter = self.state, self.adapter
        assert adapter is not None
        if state is None or self.viewer is None or state.current_player != self.viewer:
            return adapter.play_action(card)
        return adapter.card_action(card, state.view(self.viewer))

    # --- undo -------------------------------------------------------------------------------
    def _undo_seat(self) -> int | None:
        """Whose decisions Undo takes back: the one person's against the computer, any
        person's at a table of several."""
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def can_undo(self) -> bool:
        session = self.session
        return (session is not None and bool(session.humans)
                and session.can_undo(1, self._undo_seat()))

    def undo_whose(self) -> str:
        """The name of the person whose decision Undo would take back ("" if none)."""
        session = self.session
        keep = session.undo_target(1, self._undo_seat()) if session is not None else None
        return "" if keep is None or session is None else self.seat_name(session.log[keep].seat)

    def undo(self) -> bool:
        """Take back the last decision of the person (or, hot-seat, of any person: the
        window asks them all first) and everything after it; the table shows the deal as it
        was then, that person on turn. False if there is nothing to take back."""
        session, presenter = self.session, self.presenter
        if session is None or presenter is None or not self.can_undo():
            return False
        name = self.undo_whose()
        self.generation = new_generation()  # a late answer to the position gone is dropped
        if self.worker is not None:
            self.worker.forget_except(self.generation)
        self.animator.clear()
        self.thinking = False
        if self.question is not None:
            self.question = None
            self.question_closed.emit()
        self.refusal = ""
        self.clear_hint()
        self.hide_last_trick()
        self._withdraw_offers(force=True)
        state = session.undo(1, self._undo_seat())
        seat = state.current_player
        if self.hot_seat and seat != self.viewer:
            self._cover_for(seat)  # another person's decision: they take the seat again
        else:
            self.covered = False
            view = self._display_view()
            presenter.sync_now(view, self.viewer is not None)
            self._after_sync(view)
        # Said before "your turn" until the next move.
        self.refusal = words("table", "{name}'s last move was taken back.").format(name=name) \
            if self.hot_seat else words("table", "Your last move was taken back.")
        self.status_changed.emit(self.refusal)
        self._report_problems()
        self._advance()
        self._on_idle()
        self.undo_available.emit(self.can_undo())
        return True

    # --- the last trick -----------------------------------------------------------------------
    def show_last_trick(self) -> bool:
        """Show the last trick taken again (over the table, until a click, T or the next
        move); False if no trick has been taken in this deal."""
        model, scene, adapter = self.model, self.scene, self.adapter
        if model is None or scene is None or adapter is None:
            return False
        last = model.last_trick
        if last is None:
            self.status_changed.emit(words("table", "No trick has been taken yet in this deal."))
            return False
        plays = [(self.seat_name(seat), card) for seat, card in last.plays]
        winner = next((i for i, (seat, _) in enumerate(last.plays) if seat == last.winner), -1)
        scene.show_last_trick(words("table", "The last trick, taken by {name}").format(
            name=adapter.renderer.seat(last.winner)), plays, winner)
        return True

    def hide_last_trick(self) -> bool:
        return self.scene.hide_last_trick() if self.scene is not None else False

    def toggle_last_trick(self) -> bool:
        """T: show the last trick, or put it away."""
        return self.hide_last_trick() or self.show_last_trick()

    # --- hints ------------------------------------------------------------------------------
    def request_hint(self) -> bool:
        """Ask the search about each legal action, in the pool; False if nothing to ask."""
        state, match = self.state, self.match
        if not self.human_on_turn() or state is None or match is None:
            return False
        self.finish_motion()
        self._hint_for = len(state.history)
        self.status_changed.emit(words("table", "Thinking about a hint…"))
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
        adapter = self.adapter
        assert adapter is not None
        by_card = {}
        others = []
        for text, value, label in rated:
            action = state.parse_action(text)
            figure = hint_figure(value, label)
            if action.kind == "play" and action.card is not None:
                by_card[action.card] = figure
            else:
                others.append(f"{adapter.action_label(action)} {figure}")
        for s in model.hand(self.viewer).slots:  # type: ignore[arg-type]
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
    def pick_targets(self) -> list[tuple[str, int | str]]:
        """What the arrow keys move along: the cards of the hand the person may play now
        (never one they may not), then the buttons offered (bids, Keep / Take next …)."""
        scene, model = self.scene, self.model
        if scene is None or model is None or self.viewer is None or not self.human_on_turn():
            return []
        cards: list[tuple[str, int | str]] = []
        for s in model.hand(self.viewer).slots:
            item = scene.items_by_uid.get(s.uid)
            if item is not None and item.playable:
                cards.append(("card", s.uid))
        return cards + [("button", text) for text in self.offered]

    def pick(self, step: int) -> None:
        """Left/Right: move the keyboard pick along the playable cards and the buttons."""
        self.finish_motion()
        targets = self.pick_targets()
        if not targets:
            self._unpick()
            return
        if 0 <= self.selected < len(targets):
            self.selected = (self.selected + step) % len(targets)
        else:
            self.selected = 0 if step > 0 else len(targets) - 1
        self._show_pick(targets)

    def _show_pick(self, targets: list[tuple[str, int | str]]) -> None:
        kind, what = targets[self.selected]
        assert self.scene is not None
        for uid, item in self.scene.items_by_uid.items():
            picked = kind == "card" and uid == what
            if picked or item.selected_by_keyboard:
                item.selected_by_keyboard = picked
                item.set_lift(item.height * 0.08 if picked else 0.0)
                item.update()
        self.picked_button.emit(str(what) if kind == "button" else "")
        card_item = self.scene.items_by_uid.get(int(what)) if kind == "card" else None
        self.scene.catch_up_access()
        if card_item is not None and card_item.access is not None:
            self.focus_words.emit(card_item.access.name + ", " + card_item.access.description)
        if card_item is not None:
            table_access.tell_focus(card_item)

    def _unpick(self) -> None:
        """No keyboard pick (after each action: what may be played has changed)."""
        if self.selected < 0:
            return
        self.selected = -1
        if self.scene is not None:
            for item in self.scene.items_by_uid.values():
                if item.selected_by_keyboard:
                    item.selected_by_keyboard = False
                    item.set_lift(0.0)
                    item.update()
        self.picked_button.emit("")

    def play_picked(self) -> None:
        """Enter: play the picked card, or press the picked button."""
        targets = self.pick_targets()
        if not 0 <= self.selected < len(targets) or self.model is None:
            return
        kind, what = targets[self.selected]
        if kind == "button":
            self._unpick()
            self.press_button(str(what))
            return
        found = self.card_of_uid(int(what))
        if self._select(found):
            return  # the pick stays, to mark the next card from there
        self._unpick()
        if found is not None:
            self.intent(self._card_action(found[1]))

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
        """Switch the deck (mid-deal too): the cards and every word that names a card or a
        suit (the trump badge, the score panel) follow at once."""
        self.style, self.back = style, back
        if self.adapter is not None:
            self.adapter.german_names = style == "german"
        if self.scene is not None:
            self.scene.set_art(style, back)
            if self._screen_view is not None and self.state is not None:
                self._after_sync(self._screen_view)

    def set_trick_display(self, mode: str) -> None:
        """"next_card": a finished trick stays until the next card; "pause": a moment."""
        self.trick_waits = mode != "pause"
        if self.presenter is not None:
            self.presenter.trick_waits = self.trick_waits

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


def hint_figure(value: float, label: str) -> str:
    """A hint's estimate as shown on a card: one decimal with its sign, never "-0.0"."""
    if label == "rule":
        return words("table", "rule")
    shown = round(value, 1)
    return f"{shown:+.1f}" if shown else "0.0"
