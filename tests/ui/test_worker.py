"""The computer players' process: when it dies or its pipe breaks, a new one takes over and
the game carries on, nobody told; only a worker lost again and again is given up."""

from __future__ import annotations

import os
import threading

import pytest

from cardtable.ai import process as ai_process
from cardtable.ui.play.computers import RESTARTS_PER_MINUTE
from tests.ui.conftest import SCH01, drag_card, human_vs_computer, start_explicit, wait_turn


@pytest.fixture
def worker_table(qtbot, window):  # type: ignore[no-untyped-def]
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer())
    wait_turn(qtbot, window)
    if window.computers.worker is None:
        pytest.skip("no worker process on this machine: the thread pool is used anyway")
    problems: list[str] = []
    window.flow.problem.connect(problems.append)
    yield window, problems
    ai_process.shutdown()  # the next table starts a fresh worker


def test_a_worker_that_dies_is_started_again_and_the_game_goes_on(qtbot, worker_table) -> None:
    window, problems = worker_table
    c = window.flow
    old = window.computers.worker
    old.process.kill()  # the process dies while the person thinks
    old.process.wait(5)
    qtbot.waitUntil(lambda: window.computers.worker is not old, timeout=5000)  # noticed, and replaced
    drag_card(qtbot, window, "AS")
    wait_turn(qtbot, window, timeout=15000)
    assert len(c.state.history) >= 2  # the computer answered
    assert window.computers.worker is not None and window.computers.worker.alive and window.computers.worker.process.pid != old.process.pid
    assert not window.computers.players  # no fallback into the table's own process
    assert problems == []


def test_a_broken_pipe_while_asking_restarts_the_worker_and_asks_again(qtbot,
                                                                      worker_table) -> None:
    window, problems = worker_table
    c = window.flow
    old = window.computers.worker
    old.conn.close()  # the next question cannot reach it: "cannot reach the worker"
    drag_card(qtbot, window, "AS")  # the computer must answer now
    wait_turn(qtbot, window, timeout=15000)
    assert len(c.state.history) >= 2
    assert window.computers.worker is not old and window.computers.worker.alive
    assert problems == []


def test_a_worker_lost_again_and_again_is_given_up_once(qtbot, worker_table) -> None:
    window, problems = worker_table
    c = window.flow
    for _ in range(RESTARTS_PER_MINUTE + 1):
        lost = window.computers.worker
        assert lost is not None
        window.computers.bridge.lost.emit(lost, "killed for the test")
        qtbot.waitUntil(lambda lost=lost: window.computers.worker is not lost, timeout=5000)
    assert window.computers.worker is None  # computers think in the table's own process now
    assert len(problems) == 1 and "keeps failing" in problems[0]
    drag_card(qtbot, window, "AS")
    wait_turn(qtbot, window, timeout=15000)
    assert len(c.state.history) >= 2


def test_a_worker_whose_table_is_gone_ends_quietly() -> None:
    """The table closed while the worker was answering: no BrokenPipeError traceback on the
    terminal, the worker just ends."""
    from multiprocessing import Pipe

    from cardtable.ai.process import _serve

    requests, to_worker = Pipe(duplex=False)
    from_worker, answers = Pipe(duplex=False)
    to_worker.send(("hint", 1, 0))  # a request too short to read: the worker says it failed …
    to_worker.send(("hint", 1, 0))
    from_worker.close()  # … to a table that is gone
    to_worker.close()
    _serve(requests, answers)  # returns; before, BrokenPipeError


def test_the_pipe_carries_messages_whole_and_says_when_an_end_is_gone() -> None:
    r, w = os.pipe()
    reader, writer = ai_process.Pipe(r), ai_process.Pipe(w)
    big = ("choose", 3, 1, "x" * 300_000)  # more than a pipe holds: written in parts
    got: list[object] = []
    t = threading.Thread(target=lambda: got.extend([reader.recv(), reader.recv()]))
    t.start()
    writer.send(big)
    writer.send(("forget", 4, -1))
    t.join(5)
    assert got == [big, ("forget", 4, -1)]
    writer.close()
    with pytest.raises(EOFError):
        reader.recv()
    with pytest.raises(OSError):
        writer.send("after close")
    reader.close()
