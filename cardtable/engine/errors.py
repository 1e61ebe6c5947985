"""Errors a person can cause: each has a message a person can read."""

from __future__ import annotations


class CardtableError(ValueError):
    """Base of every error the engine raises on bad input."""


class IllegalActionError(CardtableError):
    """An action that is not legal in this state. The state is left unchanged."""

    def __init__(self, action: object, why: str) -> None:
        self.action = action
        self.why = why
        super().__init__(f"{action} is not legal: {why}")


class RecordError(CardtableError):
    """A deal or match record (a saved game) that cannot be read or does not replay."""


class OptionsError(CardtableError):
    """An option value that a game does not accept."""
