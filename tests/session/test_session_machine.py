"""The session under random play (Hypothesis, ``tests/session/machine.py``): a bounded
number of examples here, derandomized so every run plays the same; the benchmark
``benchmarks/escapes.py --examples N`` runs as many as asked."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

from tests.session.machine import SessionMachine

TestSession = SessionMachine.TestCase
TestSession.settings = settings(max_examples=25, stateful_step_count=25, deadline=None,
                                derandomize=True, database=None,
                                suppress_health_check=[HealthCheck.too_slow,
                                                       HealthCheck.filter_too_much])
