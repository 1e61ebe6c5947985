"""A stateful property test of the session (Hypothesis): random sequences of legal and
illegal moves, undo, the next deal, saving and resuming, a kill between the autosave's
write and its rename, and reviews, in every game. After every step:

* the deal in play replays from its record, and the match from its saved (sealed) JSON, to
  the same state, totals and log;
* in a chip game, balances plus everything on the table add up to the start's total;
* nothing escapes but the project's own errors (``CardtableError``): anything else fails
  the test, with the shortest sequence of steps that shows it.

``tests/session/test_session_machine.py`` runs a few dozen examples in the suite;
``benchmarks/escapes.py --examples N`` runs as many as asked.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from cardtable.engine import Action, Start
from cardtable.engine.errors import CardtableError
from cardtable.games import get_game, match_from_dict
from cardtable.session import SeatConfig, Session, SessionError, resume
from cardtable.storage import AUTOSAVE_FORMAT, AutosaveWriter, Storage

GAMES = ("schnapsen", "spades", "tippen", "wallachen", "poch")

# Texts a person, a damaged file or a confused table might hand the session as an action.
ODD_TEXTS = ("", " ", "pass", "QS", "BJ", "close", "exchange", "double", "bid 7", "bid 99",
             "bid -1", "play QS", "marry H", "discard", "x" * 300, "\x00", "10H 10H", "knock",
             "call 3", "kontra", "1e999", "None")
odd_actions = st.one_of(
    st.sampled_from(ODD_TEXTS),
    st.text(max_size=12),
    st.builds(Action, st.sampled_from(["play", "bid", "marry", "discard", "pass", "zzz"]),
              card=st.integers(-5, 60)),
)


class SessionMachine(RuleBasedStateMachine):
    """One match of one game, at a table of people and computers, played by Hypothesis."""

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="cardtable-machine-"))
        self.storage = Storage(self.folder / "config", self.folder / "data")
        self.writer = AutosaveWriter(self.storage)
        self.session: Session | None = None
        self.total: int | None = None  # the chips of a chip game

    def teardown(self) -> None:
        self.writer.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    @property
    def s(self) -> Session:
        assert self.session is not None
        return self.session

    # --- the start ------------------------------------------------------------------------
    @initialize(game=st.sampled_from(GAMES), seed=st.integers(0, 2**40),
                people=st.integers(1, 2),
                balances=st.none() | st.lists(st.integers(0, 300), min_size=6, max_size=6),
                dealer=st.none() | st.integers(0, 6))
    def start(self, game: str, seed: int, people: int, balances: list[int] | None,
              dealer: int | None) -> None:
        """A new match, from the standard start or a start position (a chip game's
        balances, the first dealer); a start the game refuses is refused in words."""
        info = get_game(game)
        n = info.default_seats
        seats = [SeatConfig(f"P{i}", i < people, "easy") for i in range(n)]
        try:
            start = None if balances is None and dealer is None else Start(
                tuple(balances[:n]) if balances is not None else (), first_dealer=dealer)
            self.session = Session.new(game, info.default_options(), seats, seed,
                                       autosave=self.writer, start=start)
        except CardtableError:
            self.session = Session.new(game, info.default_options(), seats, seed,
                                       autosave=self.writer)
        self.session.start_deal()
        chips = self.session.match.chips()
        self.total = chips.total if chips is not None else None

    # --- moves ----------------------------------------------------------------------------
    @precondition(lambda self: self.session is not None and self.session.turn is not None)
    @rule(pick=st.integers(0, 10**6), many=st.integers(1, 30))
    def legal_moves(self, pick: int, many: int) -> None:
        for k in range(many):
            state = self.s.match.state
            if state is None or self.s.turn is None:
                return
            legal = state.legal_actions()
            self.s.apply(legal[(pick + k * 7919) % len(legal)])

    @precondition(lambda self: self.session is not None)
    @rule(action=odd_actions)
    def odd_move(self, action: Action | str) -> None:
        """Legal or not: either it is applied, or a CardtableError leaves all as it was."""
        before = self._fingerprint()
        try:
            self.s.apply(action)
        except CardtableError:
            assert self._fingerprint() == before, f"{action!r} was refused but changed the deal"

    @precondition(lambda self: self.session is not None)
    @rule(n=st.integers(0, 3), own=st.booleans())
    def undo(self, n: int, own: bool) -> None:
        seat = self.s.humans[0] if own else None
        if self.s.can_undo(n, seat):
            self.s.undo(n, seat)
        else:
            before = self._fingerprint()
            try:
                self.s.undo(n, seat)
            except SessionError:
                assert self._fingerprint() == before
            else:
                raise AssertionError("undo did what can_undo said it could not")

    @precondition(lambda self: self.session is not None and not self.session.in_play)
    @rule()
    def next_deal(self) -> None:
        if self.s.match.is_over():
            try:
                self.s.start_deal()
            except SessionError:
                return
            raise AssertionError("a deal was dealt in a match that is over")
        self.s.start_deal()

    @precondition(lambda self: self.session is not None and not self.session.in_play)
    @rule()
    def end_session(self) -> None:
        try:
            self.s.end()
        except SessionError:
            pass  # not a chip game: it ends by its own rules

    # --- files ----------------------------------------------------------------------------
    @precondition(lambda self: self.session is not None)
    @rule()
    def save_and_resume(self) -> None:
        """Quit and start again: the autosave resumes at the exact move."""
        self.s.flush()
        before = self._fingerprint()
        back = resume(Storage(self.storage.config_dir, self.storage.data_dir), self.writer)
        if self.s.match.is_over() and not self.s.in_play:
            assert back is None and not self.storage.autosave_path.exists()
            return
        assert back is not None, "the autosave of a match in progress did not resume"
        assert self._fingerprint(back) == before
        self.session = back

    @precondition(lambda self: self.session is not None and self.session.turn is not None)
    @rule(cut=st.integers(0, 10**6))
    def kill_between_write_and_rename(self, cut: int) -> None:
        """A move is made and its save half written to the temp file when the app is
        killed: the next start removes the temp file and resumes at the move before."""
        self.s.flush()
        before = self._fingerprint()
        self.s.autosave = None  # the save of this move never reaches autosave.json
        state = self.s.match.state
        assert state is not None
        self.s.apply(state.legal_actions()[cut % len(state.legal_actions())])
        text = json.dumps({"format": AUTOSAVE_FORMAT, "seats": [s.to_dict() for s in
                                                                 self.s.seats],
                           "match": json.loads(self.s.match.to_json(sealed=True)),
                           "session": {"undone": sorted(self.s.undone)}}, sort_keys=True)
        temp = self.storage.data_dir / ".autosave.json.k1ll3d.tmp"
        temp.write_text(text[:cut % (len(text) + 1)])
        old = time.time() - 3600
        os.utime(temp, (old, old))
        again = Storage(self.storage.config_dir, self.storage.data_dir)
        again.remove_stale_temp_files()
        assert not temp.exists()
        back = resume(again, self.writer)
        assert back is not None and self._fingerprint(back) == before
        assert again.problems == []
        self.session = back

    # --- review ---------------------------------------------------------------------------
    @precondition(lambda self: self.session is not None)
    @rule(pick=st.integers(0, 1000), step=st.integers(-3, 300))
    def review(self, pick: int, step: int) -> None:
        records = self.s.match.records
        if not records:
            try:
                self.s.review(1)
            except SessionError:
                return
            raise AssertionError("a deal was reviewed before one was finished")
        number = pick % len(records) + 1
        review = self.s.review(number)
        assert review.go_to(len(review)).is_over
        review.go_to(step)
        assert 0 <= review.position <= len(review)
        assert len(review.hands()) == records[number - 1].num_seats

    # --- after every step -----------------------------------------------------------------
    @invariant()
    def replays_from_its_record(self) -> None:
        if self.session is None:
            return
        match = self.s.match
        if match.state is not None:
            again = match.current_record().replay(match.info)
            assert again.key() == match.state.key(), "the deal does not replay from its record"
            assert len(self.s.log) == len(match.state.history)
        copy = match_from_dict(json.loads(match.to_json(sealed=True)))
        assert copy.totals == match.totals and len(copy.records) == len(match.records)
        if match.state is not None:
            assert copy.state is not None and copy.state.key() == match.state.key()

    @invariant()
    def chips_are_conserved(self) -> None:
        if self.session is None or self.total is None:
            return
        state = self.s.match.state
        chips = state.chips() if state is not None else self.s.match.chips()
        assert chips is not None and chips.total == self.total, (chips, self.total)
        assert all(n >= 0 for _, n in chips.places)

    def _fingerprint(self, session: Session | None = None) -> tuple[Any, ...]:
        s = session or self.s
        state = s.match.state
        # Between deals the log of the deal just finished is not part of the save.
        return (state.key() if state is not None else None, tuple(s.match.totals),
                len(s.match.records), tuple(s.log) if state is not None else (),
                tuple(sorted(s.undone)))
