"""Errors a person can cause: each has a message a person can read.

An error carries its words as a :class:`~cardtable.engine.messages.Message` where the engine
declared them for translation (``error.message``); ``str(error)`` is always the English.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.engine.messages import Message


class CardtableError(ValueError):
    """Base of every error the engine raises on bad input."""

    def __init__(self, message: str | Message) -> None:
        self.message = message
        super().__init__(str(message))


class IllegalActionError(CardtableError):
    """An action that is not legal in this state. The state is left unchanged.

    ``why`` is the reason as a message for the player ("You must follow suit: play a heart").
    """

    def __init__(self, action: object, why: str | Message) -> None:
        self.action = action
        self.why = why
        super().__init__(f"{action} is not legal: {why}")


class RecordError(CardtableError):
    """A deal or match record (a saved game) that cannot be read or does not replay."""


class OptionsError(CardtableError):
    """An option value that a game does not accept."""
