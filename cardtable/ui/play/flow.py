"""The flow of a table: the Qt side of a :class:`~cardtable.session.Session`, deal by deal.

The session holds the match, its seats, the flow of its deals and the autosave; the flow
builds the table of a game (adapter, model, scene, presenter, score sheet), deals, applies
the moves handed in, lets the next seat act, and catches the plates and the score panel up
with the screen when motion lands: each action's motion ends with a sync to the view *of
that action* (:meth:`ScreenFigures.after_sync`, ui/play/screen_figures.py), never to a
state the engine has reached since.

**One road for moves.** People (gestures, keys, buttons) and computer seats hand in their
moves by one signal, :attr:`Flow.move_handed_in` ``(seat, action)``; the flow applies it
if that seat is on turn (:attr:`Flow.taken` says), never asking who decided, or hands it
to its :attr:`Flow.gate` (a guide, which lets through only the move it expects).

The flow knows none of its parts (ui/play/controller.py): it tells them what happened by
its hook signals, which the Controller connects.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from cardtable.ai.player import Player
from cardtable.engine import Action, CardtableError, GameState, Match, Start, View
from cardtable.engine.state import TERMINAL
from cardtable.session import SeatConfig, Session, SessionObserver
from cardtable.storage import AutosaveWriter, Storage
from cardtable.ui.games import Question, TableAdapter, adapter_for
from cardtable.ui.models.sheet import ScoreSheet
from cardtable.ui.models.table import TableModel
from cardtable.ui.play import feed
from cardtable.ui.play.presenter import Presenter
from cardtable.ui.play.screen_figures import ScreenFigures
from cardtable.ui.table.animation import Animator, Step
from cardtable.ui.table.card_item import forget_kept_pictures
from cardtable.ui.table.scene import TableScene
from cardtable.ui.words.text import words

__all__ = ["DEFAULT_NAME", "Flow"]

DEFAULT_NAME = "You"  # the first seat's default name: at a table of people, a seat number


class Flow(QObject):
    scene_changed = Signal(object)  # the new TableScene
    status_changed = Signal(str)
    question_asked = Signal(str)
    question_closed = Signal()
    score_changed = Signal(str)
    problem = Signal(str)
    deal_started = Signal(int, object)  # the deal's place in the match, its number (or None)
    sound = Signal(str)  # a sound to play now (ui/app/sound.py): a card landed, the deal is over

    # The one road for moves: (seat, action or its text), from a person or a computer.
    move_handed_in = Signal(int, object)

    # Hooks for the parts (connected by the Controller).
    seated = Signal(object)  # a new table: {seat: Player} given for some computer seats
    cleared = Signal()  # whatever ran is cancelled (a new table, an undo)
    acted = Signal()  # a move was taken: picks, hints, offers of the last position go
    computer_to_move = Signal(object)  # a session.ComputerTurn: that seat must think
    viewer_to_move = Signal()  # the person looking at the table is on turn
    computer_waits = Signal()  # the table is still, a computer on turn (say it thinks)
    person_waits = Signal(int)  # the table is still, this person on turn
    deal_scored = Signal(object)  # the session.Applied that ended a deal (the ending part)
    synced = Signal()  # the plates and panel caught up with the screen: describe the items

    def __init__(self, storage: Storage | None, style: str, back: str, felt: str,
                 speed: float) -> None:
        super().__init__()
        self.storage = storage
        self.autosaver = AutosaveWriter(storage) if storage is not None else None
        self.style, self.back, self.felt = style, back, felt  # set by the looks
        self.animator = Animator(speed, self)
        self.animator.idle.connect(self.on_idle)
        self.session: Session | None = None
        self.observers: list[SessionObserver] = []  # told of every finished deal and match
        self.adapter: TableAdapter[Any] | None = None
        self.model: TableModel | None = None
        self.scene: TableScene | None = None
        self.presenter: Presenter | None = None
        self.score_sheet: ScoreSheet | None = None
        self.viewer: int | None = None  # whose hand is shown face up
        self.question: Question | None = None  # asked of the person on turn (gestures)
        self.covered = False  # hot-seat: every hand hidden until the next person comes (turns)
        self.building = False  # no idle handling until the table shows this deal
        self.refusal = ""  # why a try was refused (or what Undo took back), till the next move
        self.held = False  # the table waits (a question over it) before anybody acts
        self.trick_waits = True  # a finished trick stays until the next card (the looks)
        self.taken = False  # whether the last move handed in was applied
        self.gate: Callable[[int, Action | str], None] | None = None
        self.figures = ScreenFigures(self)  # the plates, score panel, badge, tips on screen
        self.move_handed_in.connect(self._take_move)

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

    def seat_names(self) -> list[str]:
        return [self.seat_name(s) for s in range(len(self.seats))]

    def human_on_turn(self) -> bool:
        """The person looking at the table may act now (nothing covers or holds it)."""
        state = self.state
        return (state is not None and not state.is_over and not self.covered and not self.held
                and self.question is None and self.viewer is not None
                and state.current_player == self.viewer)

    def display_view(self) -> View:
        """The deal as the screen shows it: the viewer's view (or, covered, the bottom
        seat's)."""
        state = self.state
        assert state is not None and self.scene is not None
        return state.view(self.viewer if self.viewer is not None else self.scene.viewer_seat)

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

    def take(self, session: Session, players: dict[int, Player] | None = None,
             fresh: bool = False, held: bool = False, between: bool = False) -> None:
        """Show ``session`` (new, resumed, or gone back to) on the table, autosaved by this
        table and told to its observers; ``players`` replaces the computer players of some
        seats (scripted tests, demos); ``fresh``: its deal was just dealt (animate it);
        ``held``: nobody acts until :meth:`hold` lets go (a question over the table);
        ``between``: between deals, the last deal stays shown (none is dealt)."""
        self.stop()
        self.held = held
        self.building = True
        session.autosave = session.autosave or self.autosaver
        session.observers += [o for o in self.observers if o not in session.observers]
        self.session = session
        match, seats = session.match, session.seats
        self.seated.emit(dict(players or {}))
        self.adapter = adapter_for(match.info, self.seat_names())
        self.figures.view = None  # the last game's
        self.adapter.german_names = self.style == "german"
        self.adapter.you = self.adapter.you_of(self.humans)
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
        self.presenter.on_landed = lambda e: feed.call_landed(self.model, self.adapter, e)
        self.score_sheet = ScoreSheet(self.adapter.sheet_layout(match), self)
        self.score_sheet.rowsInserted.connect(lambda *_: self.figures.show_score())  # its totals
        self.scene.card_pressed.connect(lambda _uid: self.finish_motion())
        self.scene.last_trick_dismissed.connect(self.hide_last_trick)
        self.scene.chips_shown.connect(self.figures.show_score)
        self.scene_changed.emit(self.scene)  # the parts first: gestures, the sheet's rows
        _delete_later(*gone)
        pack = match.info.pack(match.options, match.num_seats)
        self.scene.warm_up([c for c in range(54) if pack >> c & 1])
        resumed = (session.in_play and not fresh) or between
        if not session.in_play and not between:
            session.start_deal()
        self.building = False
        self._show_deal(animate=not resumed)

    def clear(self) -> None:
        """Cancel whatever runs: motion, a computer thinking, a question, the offers."""
        self.animator.clear()
        self.cleared.emit()
        if self.question is not None:
            self.question = None
            self.question_closed.emit()
        self.refusal = ""
        self.covered = False
        self.hide_last_trick()

    def stop(self) -> None:
        """Cancel whatever runs: motion, a computer thinking, a question, a handover."""
        self.clear()
        self.flush_autosave()

    def hold(self, on: bool) -> None:
        """Hold the table (nobody acts, no computer thinks, no handover) while a question is
        over it, e.g. whether to resume; let go, and the game goes on where it stands."""
        self.held = on
        if not on and self.session is not None:
            self.go_on()

    def go_on(self) -> None:
        """Whoever is on turn now acts: a computer thinks, a person is offered the turn."""
        self._advance()
        self.on_idle()

    def finish_motion(self) -> None:
        """Input during motion: bring the screen up to the state first."""
        if self.animator.busy:
            self.animator.finish_all()

    def hide_last_trick(self) -> bool:
        return self.scene.hide_last_trick() if self.scene is not None else False

    # --- a deal -----------------------------------------------------------------------------
    def _show_deal(self, animate: bool) -> None:
        state, match, scene, presenter = self.state, self.match, self.scene, self.presenter
        assert state is not None and match is not None and self.session is not None
        assert scene is not None and presenter is not None and self.adapter is not None
        humans = self.humans
        self.viewer = humans[0] if len(humans) == 1 else None
        scene.set_viewer(self.viewer if self.viewer is not None else (humans[0] if humans else 0))
        model = self.model
        assert model is not None
        for zone in model.zones.values():
            zone.reset([])
        model.lying, model.last_trick = None, None
        scene.hide_last_trick()
        view = self.display_view()
        self.adapter.begin_deal(animate)
        feed.clear_deal_end(self.model)
        # The plates placed once, as the deal's first steps are set going (while the cards
        # move, in a turn of its own): the new deal's figures placed them, then its pack.
        with scene.plates_once():
            self.figures.after_sync(view)  # plates and score panel of the new deal at once
            if animate:
                pack = match.info.pack(match.options, match.num_seats)
                opening = match.opening if not match.results else ()
                first: list[Step] = []
                if opening:  # how the first dealer was found (Tippen: dealt the first ace)
                    self.status_changed.emit(words("table", "Finding the first dealer…"))
                    presenter.show_opening(opening, pack.bit_count(), match.carry.chips)
                else:
                    self.status_changed.emit(words("table", "Dealing…"))
                    first = presenter.pack_steps(pack.bit_count())
                shown = self.display_view()
                presenter.show_action(state.log, self.viewer, shown, self.viewer is not None,
                                      lambda: self.figures.after_sync(shown), first=first)
            else:
                presenter.sync_now(view, self.viewer is not None)
                self.figures.after_sync(view)
        self.deal_started.emit(self.session.deal_number, self.session.deal_seed)
        self.report_problems()
        self._advance()

    def next_deal(self) -> None:
        if self.session is None or self.session.in_play or self.session.match.is_over():
            return
        self.session.start_deal()
        self._show_deal(animate=True)

    # --- acting -----------------------------------------------------------------------------
    def _take_move(self, seat: int, action: Action | str) -> None:
        """A move handed in (by a person or a computer): to the :attr:`gate`, or taken."""
        (self.take_move if self.gate is None else self.gate)(seat, action)

    def take_move(self, seat: int, action: Action | str) -> None:
        """A move applied if ``seat`` is on turn (:attr:`taken` says whether it was)."""
        self.taken = self.session is not None and self.session.turn == seat \
            and self._apply(action)

    def _apply(self, action: Action | str) -> bool:
        assert self.session is not None and self.presenter is not None
        try:
            done = self.session.apply(action)
        except CardtableError as exc:
            self.status_changed.emit(self.adapter.error_words(exc) if self.adapter else str(exc))
            return False
        self.refusal = ""
        self.hide_last_trick()
        self.acted.emit()
        # The plates and the score panel follow the screen, not the state: computer seats may
        # act on while this action's motion still plays; the numbers change when cards land.
        shown = self.display_view()
        self.presenter.show_action(done.events, self.viewer, shown, self.viewer is not None,
                                   lambda: self.figures.after_sync(shown),
                                   hold_lying=not self.is_human(done.seat))
        self.report_problems()
        if done.result is not None:
            self.deal_scored.emit(done)
        else:
            self._advance()
        return True

    def _advance(self) -> None:
        """After each action: let a computer seat think, or the person on turn act."""
        session = self.session
        if self.held or session is None:
            return
        turn = session.computer_turn()
        if turn is not None:
            self.computer_to_move.emit(turn)
        elif session.turn is not None and session.turn == self.viewer:
            self.viewer_to_move.emit()

    def on_idle(self) -> None:
        """The table is still: a computer on turn is said to think, a person is offered
        their turn (or, hot-seat, asked to take the seat)."""
        state = self.state
        if (state is None or state.is_over or self.covered or self.question is not None
                or self.building or self.held):
            return
        seat = state.current_player
        if seat == TERMINAL or not self.is_human(seat):
            self.figures.update_plates()
            self.computer_waits.emit()
        else:
            self.person_waits.emit(seat)

    # --- after motion (ui/play/screen_figures.py) --------------------------------------------
    def catch_up(self) -> None:
        """The plates, the panel and the words at once for the deal as the screen shows it
        now (after a handover, an undo)."""
        self.figures.after_sync()

    def reword(self) -> None:
        """The figures' words again (a deck switched: the words that name cards)."""
        self.figures.reword()

    def retranslate(self) -> bool:
        """Every word of the table anew, in the app's language; False if no table."""
        return self.figures.retranslate()

    # --- saving -----------------------------------------------------------------------------
    def report_problems(self) -> None:
        """What the session could not do (save the game, keep the statistics), told once."""
        while self.session is not None and self.session.problems:
            self.problem.emit(self.session.problems.pop(0))

    def flush_autosave(self) -> None:
        if self.session is not None:
            self.session.flush()


def _delete_later(*objects: QObject | None) -> None:
    """Delete a replaced scene and score sheet. Its items hold connections to Python functions
    that refer to the scene: a cycle through C++ that Python's collector cannot see, so a
    scene only goes when deleted (each kept ~3.5 MB: its items, their pixmaps, the felt)."""
    for obj in objects:
        if obj is not None:
            obj.deleteLater()
