"""Learn a game: its guided first deal (the data in ``ui/learn/guides/<game>.py``) on the
table, with a bubble of words that points at what it is about (docs/guides.md).

The guide plays a session of its own (:class:`GuideSession`, a ``side`` session): it saves
nothing, tells no observer and is kept among no past games, so the statistics, the past
games and the autosave of a real game never hear of it; the real game in progress, if any,
comes back on the table when the guide is left (Esc, Leave, or Play at its end). Every
move goes by the flow's one road; while the guide runs, that road passes a gate
(:meth:`GuideRun.hand_in`) that lets through only the move the guide expects now and
answers any other with the step's explanation.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QShortcut,
)
from PySide6.QtWidgets import QWidget

from cardtable.ai.player import Player
from cardtable.cards import SUITS, parse_cards
from cardtable.engine import Action, Start, View
from cardtable.games import get_game, listed_games
from cardtable.session import SeatConfig, Session
from cardtable.ui.app.again import show_left_panel
from cardtable.ui.app.guide_bubble import BUBBLE_W, Bubble, Pointer, bubble_spot
from cardtable.ui.learn.guide import Guide, Say, They, You
from cardtable.ui.learn.index import load_guide
from cardtable.ui.play.ending import DealEnd
from cardtable.ui.table import access
from cardtable.ui.table.board import compartment_name
from cardtable.ui.words.naming import default_name
from cardtable.ui.words.text import words

if TYPE_CHECKING:
    from cardtable.ui.app.window import MainWindow

__all__ = ["GuidePlayer", "GuideRun", "GuideSession", "guide_session", "learn_game"]

WIDGET_TARGETS = ("choice", "buttons", "score", "sheet")
RANK_FIELDS = ("ace", "king", "queen", "jack", "ten")  # {queen} in a guide's words
# The menu entries off while a guide runs: each would put another deal on the table (or play
# the guide's again) behind the guide's back.
_OFF = ("new", "choose", "number", "again", "review")


def learn_game(window: MainWindow, game_id: str) -> GuideRun:
    """Put ``game_id``'s guided deal on the table (leaving a guide already running)."""
    running = getattr(window, "guide_run", None)
    if isinstance(running, GuideRun):
        running.leave(restore=False)
        back = running.previous
    else:
        back = window.flow.session
    run = GuideRun(window, load_guide(game_id), back)
    window.guide_run = run  # type: ignore[attr-defined]
    run.begin()
    return run


class GuideSession(Session):
    """A guide's match: dealt as the guide says; beside the person's games (``side``: kept
    among no past games), never autosaved, told to no observer (no statistics)."""

    guide: Guide
    side = True

    def save(self) -> None:
        """Nothing to resume: the real game in progress keeps its own autosave."""

    def _tell(self, call: Any) -> None:
        """Not counted: a guided deal is no game won or lost."""

    def start_deal(self, seed: int | None = None, deck: Any = None) -> Any:
        cards = tuple(parse_cards(self.guide.deck)) if self.guide.deck else None
        return super().start_deal(seed=self.guide.deal_seed if cards is None else None,
                                  deck=cards)


def guide_session(guide: Guide) -> GuideSession:
    """The guide's match, its deal not dealt yet (``start_deal`` deals the guide's)."""
    game = get_game(guide.game)
    options = replace(game.default_options(), **guide.options)
    n = guide.seats or game.default_seats
    seats = [SeatConfig(default_name(i), i == 0) for i in range(n)]
    start = Start(first_dealer=guide.dealer, **guide.start)
    session = GuideSession.new(guide.game, options, seats, guide.seed, start=start)
    assert isinstance(session, GuideSession)
    session.guide = guide
    return session


class GuidePlayer:
    """A computer seat of the guide: plays the move the guide has for it now."""

    name = "guide"

    def __init__(self, moves: list[tuple[int, str]], session: Session) -> None:
        self.moves, self.session = moves, session

    def choose(self, view: View) -> Action:
        done = len(self.session.log)
        if done < len(self.moves) and self.moves[done][0] == view.seat:
            return next((a for a in view.legal if str(a) == self.moves[done][1]),
                        view.legal[0])
        return view.legal[0]


class GuideRun(QObject):
    """One guide on the table, from its deal to its end or until it is left."""

    def __init__(self, window: MainWindow, guide: Guide, previous: Session | None) -> None:
        super().__init__(window)
        self.window, self.guide = window, guide
        self.flow = window.flow
        self.previous = previous  # the real game, back on the table when the guide is left
        self.steps = guide.steps
        self.moves = guide.moves()
        self.index = 0  # the step shown now
        self.waiting = True  # for the table to be still before the next words
        self.active = False
        self.refused = ""  # the explanation of the last move refused, shown till the next step
        self.session: GuideSession | None = None
        central = window.centralWidget()
        assert central is not None
        self.central = central
        self.pointer = Pointer(central)
        self.bubble = Bubble(central)
        self.bubble.on_language = self.show_step
        self.bubble.next_button.clicked.connect(self.next)
        self.bubble.leave_button.clicked.connect(lambda: self.leave())
        self.bubble.play_button.clicked.connect(self.play)
        self.bubble.hide()
        self.pointer.hide()
        self._escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        self._escape.setContext(Qt.ShortcutContext.WindowShortcut)
        self._escape.activated.connect(lambda: self.leave())
        self._escape.setEnabled(False)
        self._keys: Any = None
        self._left: DealEnd | None = None

    # --- starting and leaving ---------------------------------------------------------------
    def begin(self) -> None:
        w, flow = self.window, self.flow
        flow.flush_autosave()  # the real game, on disk as it stands
        self._left = w.ending.last_deal_over  # its deal's panel, if it was left at it
        session = guide_session(self.guide)
        n = session.match.num_seats
        self.session = session
        self.active = True
        flow.gate = self.hand_in  # the road's moves come to the guide (hand_in)
        self._keys, w.view.key_filter = w.view.key_filter, self._key
        self._escape.setEnabled(True)
        for name in _OFF + ("undo",):  # another game, or back in this one, is for later
            w.menus[name].setEnabled(False)
        w.turns.undo_available.connect(self._no_undo)
        flow.animator.idle.connect(self._on_idle)
        flow.status_changed.connect(self._on_status)
        flow.scene_changed.connect(self._on_scene)
        w.ending.deal_shown.connect(self._on_deal_shown)
        w.turns.turn_ready.connect(self._repoint)  # the choice panel is up now
        flow.question_asked.connect(self._repoint_soon)  # the question's panel, placed
        w.view.installEventFilter(self)  # a resized table: the bubble and ring follow
        w.view.viewport().installEventFilter(self)  # a card pressed too early
        players: dict[int, Player] = {s: GuidePlayer(self.moves, session)
                                      for s in range(1, n)}
        w.resume_session(session, players, held=True)
        self._say_learning()
        QTimer.singleShot(0, self._on_idle)  # motion may be off: the table is still now

    def leave(self, restore: bool = True) -> None:
        """Leave the guide: the table as it was (the real game, or the start screen)."""
        if not self.active:
            return
        self.active = False
        w, flow = self.window, self.flow
        self._escape.setEnabled(False)
        flow.animator.idle.disconnect(self._on_idle)
        flow.status_changed.disconnect(self._on_status)
        flow.scene_changed.disconnect(self._on_scene)
        w.ending.deal_shown.disconnect(self._on_deal_shown)
        w.turns.undo_available.disconnect(self._no_undo)
        w.turns.turn_ready.disconnect(self._repoint)
        flow.question_asked.disconnect(self._repoint_soon)
        w.view.removeEventFilter(self)
        w.view.viewport().removeEventFilter(self)
        flow.gate = None
        w.view.key_filter = self._keys
        for name in _OFF:
            w.menus[name].setEnabled(True)
        for gone in (self.bubble, self.pointer, self._escape):
            if isinstance(gone, QWidget):
                gone.hide()
            gone.deleteLater()
        self.deleteLater()  # a guide runs once
        if getattr(w, "guide_run", None) is self:
            w.guide_run = None  # type: ignore[attr-defined]
        if not restore:
            return
        w.summary.hide()
        w.outcome.hide()
        previous = self.previous
        if previous is not None:  # as it was left: in a deal, or at its deal's panel
            w.resume_session(previous, between=not previous.in_play)
            show_left_panel(w, previous, self._left)
        else:  # nothing was on the table: the games to choose from, and no way back
            flow.stop()
            flow.session = None
            w.show_start_screen()

    def play(self) -> None:
        """The end's invitation taken: a real game (after asking, if one is in progress)."""
        game, w = self.guide.game, self.window
        self.leave()
        w.confirm_abandon(lambda: w.start_saved_choices(game))  # asks if a game is on

    # --- the steps --------------------------------------------------------------------------
    def step(self) -> Say | You | They | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    def next(self) -> None:
        if isinstance(self.step(), Say):
            self.index += 1
            self.refused = ""
            self.show_step()

    def show_step(self) -> None:
        """The step at hand, on the table: words and where they point; the table held for
        words, let go for a move."""
        if not self.active:
            return
        step, b = self.step(), self.bubble
        told = [i for i, s in enumerate(self.steps) if _has_words(s)]  # the steps a person reads
        b.title.setText(words("learn", "Learn {game} · step {n} of {m}").format(
            game=self._game_name(), n=max(1, sum(i <= self.index for i in told)),
            m=len(told)))
        b.leave_button.setText(words("learn", "Leave the guide"))
        b.next_button.setText(words("learn", "Next"))
        b.play_button.setText(words("learn", "Play a real game"))
        b.refusal.setText(self.refused)
        b.refusal.setVisible(bool(self.refused))
        b.play_button.setVisible(step is None)
        b.next_button.setVisible(isinstance(step, Say))
        if step is None or isinstance(step, Say):
            self._say_learning()  # not "Anna is thinking…" while the table waits for Next
        if step is None:
            self.flow.held = True
            self._show(self.fill(str(self.guide.end)), "")
            b.play_button.setFocus()
        elif isinstance(step, Say):
            self.flow.held = True
            self._show(self.fill(str(step.text)), step.target)
            b.next_button.setFocus()
        else:
            text = step.text
            before = self.steps[self.index - 1] if self.index else None
            if text is None and not isinstance(before, They):
                b.hide()
                self.pointer.hide()
            elif text is not None:  # (a computer's move without words: the last ones stay)
                self._show(self.fill(str(text)), step.target)
            self.window.view.setFocus()  # the keys play cards
            if self.flow.held:
                self.flow.hold(False)  # whoever is on turn acts

    def fill(self, text: str) -> str:
        """``{KS}`` the king of spades, ``{H}`` hearts, ``{queen}`` the rank (Ober with the
        German pack), ``{seat1}`` a name, in the table's words (its deck)."""
        adapter = self.flow.adapter

        class Names(dict[str, str]):
            def __missing__(self, key: str) -> str:
                if adapter is None:
                    return key
                r = adapter.renderer
                if key.startswith("seat") and key[4:].isdigit():
                    return r.names[int(key[4:])] if int(key[4:]) < len(r.names) else key
                if len(key) == 1 and key in "CDHS":
                    return r.suit(SUITS["CDHS".index(key)], True)
                if key in RANK_FIELDS:  # Ober, not Queen, with the German pack
                    return compartment_name(key, adapter.german_names)
                try:
                    return r.card(parse_cards(key)[0])
                except (ValueError, IndexError):
                    return key

        try:
            return text.format_map(Names())
        except (ValueError, IndexError):
            return text

    def _say_learning(self) -> None:
        self.window.status_label.setText(words("learn", "Learning {game}: Esc leaves the "
                                               "guide.").format(game=self._game_name()))

    def _game_name(self) -> str:
        info = next(i for i in listed_games() if i.id == self.guide.game)
        return words("games", info.name)

    # --- the one road, gated ----------------------------------------------------------------
    def hand_in(self, seat: int, action: Action | str) -> None:
        """A move on the one road: made if it is the guide's move now, else refused (a
        person's with the step's explanation)."""
        flow, step = self.flow, self.step()
        expected = (0, step.action) if isinstance(step, You) else \
            (step.seat, step.action) if isinstance(step, They) else None
        if expected is None or (expected[0], _text(expected[1], flow)) != (seat, _text(action, flow)):
            flow.taken = False
            if seat == 0 and isinstance(step, You):
                self.refuse(str(step.why_not))
            return
        after = self.steps[self.index + 1] if self.index + 1 < len(self.steps) else None
        held = flow.held
        flow.held = not isinstance(after, (You, They))  # words next: nobody acts after it
        flow.take_move(seat, action)
        if not flow.taken:
            flow.held = held
            return
        self.index += 1
        self.refused = ""
        if isinstance(after, (You, They)):
            self.show_step()
        else:
            self.waiting = True
            self.bubble.hide()
            self.pointer.hide()
            if not flow.animator.busy:
                QTimer.singleShot(0, self._on_idle)

    def refuse(self, why: str) -> None:
        self.refused = self.fill(why)
        self.bubble.refusal.setText(self.refused)
        self.bubble.refusal.show()
        self.bubble.show()
        self.bubble.adjustSize()
        self._place(self._target_rect(getattr(self.step(), "target", "")))

    def _on_status(self, text: str) -> None:
        """A move the table refused (not legal at all): the guide's explanation too."""
        step = self.step()
        if self.active and isinstance(step, You) and text and text == self.flow.refusal:
            self.refuse(str(step.why_not))

    def _on_idle(self) -> None:
        if self.active and self.waiting and not self.flow.animator.busy:
            self.waiting = False
            self.show_step()

    def _on_deal_shown(self, *_: Any) -> None:
        self.window.summary.hide()  # the guide tells the end in its own words
        QTimer.singleShot(0, self.window.outcome, self.window.outcome.hide)  # not once it is gone

    def _on_scene(self, *_: Any) -> None:
        if self.active and self.flow.session is not self.session:
            self.leave(restore=False)  # another game took the table

    def _no_undo(self, *_: Any) -> None:
        self.window.undo_action.setEnabled(False)

    def _key(self, event: QKeyEvent) -> bool:
        """Keys on the table: Enter or Space is Next (at the end: Play a real game)."""
        step = self.step()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and \
                self.bubble.isVisible() and (step is None or isinstance(step, Say)):
            if step is None:
                self.play()
            else:
                self.next()
            return True
        return bool(self._keys(event)) if self._keys is not None else False

    # --- pointing ---------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._repoint_soon()
        elif isinstance(event, QMouseEvent) and event.type() == QEvent.Type.MouseButtonPress \
                and isinstance(self.step(), Say) and self.bubble.isVisible() \
                and hasattr(self.window.view.itemAt(event.position().toPoint()), "card"):
            # A card pressed while the words wait for Next: say so (nothing else would).
            self.refuse(words("learn", "First read this, then press Next (or Enter)."))
        return False

    def _repoint_soon(self, *_: Any) -> None:
        QTimer.singleShot(0, self._repoint)

    def _repoint(self, *_: Any) -> None:
        """The bubble and the ring where the target is now (it may have just appeared, or
        the table changed its size)."""
        if self.active and self.bubble.isVisible():
            self._place(self._target_rect(getattr(self.step(), "target", "")))

    def _show(self, text: str, target: str) -> None:
        b = self.bubble
        if text != b.text.text():
            access.announce(self.window.view, text)  # a screen reader says it too
        b.text.setText(text)
        b.show()
        b.adjustSize()
        self._place(self._target_rect(target))

    def _target_rect(self, target: str) -> QRect | None:
        """The target's box in the central widget's coordinates; None if not on screen."""
        w, central = self.window, self.central
        if not target:
            return None
        if target in WIDGET_TARGETS:
            widget: QWidget = {"choice": w.choice, "buttons": w.action_bar,
                               "score": w.score_label, "sheet": w.sheet}[target]
            if not widget.isVisible():
                return None
            return QRect(widget.mapTo(central, QPoint(0, 0)), widget.size())
        rect = self._scene_rect(target)
        if rect is None or rect.isEmpty():
            return None
        view = w.view
        box = view.mapFromScene(rect).boundingRect()
        return QRect(view.viewport().mapTo(central, box.topLeft()), box.size())

    def _scene_rect(self, target: str) -> QRectF | None:
        scene, model = self.flow.scene, self.flow.model
        if scene is None or model is None:
            return None
        if target.startswith("card:"):
            item = scene.item_of_card(parse_cards(target[5:])[0])
            return item.sceneBoundingRect() if item is not None else None
        if target.startswith("plate") and target[5:].isdigit():
            seat = int(target[5:])
            return scene.plates[seat].sceneBoundingRect() if seat < len(scene.plates) else None
        chips = scene.chip_layer
        if target == "board" and chips.board_item is not None:
            return chips.board_item.sceneBoundingRect()
        if target in chips.hollows:
            return chips.hollows[target].sceneBoundingRect()
        if target in chips.stacks:
            return chips.stacks[target].sceneBoundingRect()
        if target in model.zones:
            rect = QRectF()
            for slot in model.zones[target].slots:
                item = scene.items_by_uid.get(slot.uid)
                if item is not None:
                    rect = rect.united(item.sceneBoundingRect())
            return rect
        return None

    def _place(self, target: QRect | None) -> None:
        """The bubble near its target (else near the top of the table), covering neither
        the target nor the table's words, plates and your hand where it can, and as few
        cards as it can; the arrow from it to the target."""
        w, b, central = self.window, self.bubble, self.central
        view = w.view
        area = QRect(view.mapTo(central, QPoint(0, 0)), view.size()).adjusted(8, 8, -8, -8)
        size = b.sizeHint()
        size.setWidth(BUBBLE_W)
        must, rather = self._kept_clear()
        best = bubble_spot(area, size, target, must, rather)
        b.setGeometry(best)
        self.pointer.setGeometry(central.rect())
        self.pointer.point(target, best)
        self.pointer.setVisible(target is not None)
        self.pointer.raise_()
        b.raise_()

    def _kept_clear(self) -> tuple[list[QRect], list[QRect]]:
        """What the bubble must not cover (the plates, the board, your hand, the words on
        the table, the choice panel, a question) and had better not (the other cards), in
        the central widget's coordinates."""
        scene = self.flow.scene
        if scene is None:
            return [], []
        view, central = self.window.view, self.central
        words_kept, cards = scene.keep_clear(words=True)
        hand_kept, _ = scene.keep_clear(words=False)

        def mapped(r: QRectF) -> QRect:
            box = view.mapFromScene(r).boundingRect()
            return QRect(view.viewport().mapTo(central, box.topLeft()), box.size())

        must = [mapped(r) for r in words_kept + hand_kept]
        for panel in (self.window.choice, self.window.question):  # a bet, a yes or no
            if panel.isVisible():
                must.append(QRect(panel.mapTo(central, QPoint(0, 0)), panel.size()))
        return must, [mapped(r) for r in cards]


def _has_words(step: Say | You | They) -> bool:
    return not isinstance(step, They) or step.text is not None


def _text(action: Action | str, flow: Any) -> str:
    """An action's text as the guide writes it (``"KS"``, ``"marry S"``)."""
    if isinstance(action, str) and flow.state is not None:
        try:
            return str(flow.state.parse_action(action))
        except Exception:  # noqa: BLE001 - a text the game cannot read is simply not it
            return action
    return str(action)
