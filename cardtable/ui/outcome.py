"""A Bummerl or a match won, said clearly: a banner over the table above the deal's summary.

A Schnapsen match is open-ended, but each Bummerl in it is won (the session reports it in
``Applied.bummerl``); Spades and the chip games end their matches (``Applied.match_over``).
:func:`outcome_of` words either for the people at the table; :class:`OutcomeBanner` shows it
until the next deal starts.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from cardtable.engine.match import ChipMatch
from cardtable.session import Applied, BummerlReport, Session
from cardtable.stats import WON, people_outcome
from cardtable.ui.overlays import _Panel
from cardtable.ui.text import listed, words

_WON_STYLE = ("QFrame#panel { background: rgba(255, 248, 220, 248); border: 3px solid #c9a227;"
              " border-radius: 16px; } QLabel { color: #2b2412; font-size: 16px; }"
              " QLabel#outcome_title { color: #7a5a00; }")
_LOST_STYLE = ("QFrame#panel { background: rgba(238, 240, 244, 248); border: 3px solid #7b8494;"
               " border-radius: 16px; } QLabel { color: #1e2430; font-size: 16px; }"
               " QLabel#outcome_title { color: #303a4c; }")


@dataclass(frozen=True)
class Outcome:
    """What the banner says: a title, a line or two, and whether the people won."""

    title: str
    text: str
    people_won: bool


def _names(seats: list[str], who: tuple[int, ...] | list[int]) -> str:
    return listed([seats[s] for s in who])


def outcome_of(done: Applied, session: Session) -> Outcome | None:
    """The words for a Bummerl or match that ``done`` ended, or None if it ended neither."""
    names = [s.name for s in session.seats]
    humans = session.humans
    bummerl = done.bummerl
    if done.match_over:
        return _match_outcome(session, names, humans, bummerl)
    if bummerl is not None:
        won = people_outcome(humans, [bummerl.winner]) == WON
        return Outcome(words("outcome", "★ {winner} won the Bummerl! ★").format(
            winner=names[bummerl.winner]) if won else words(
            "outcome", "{winner} won the Bummerl").format(winner=names[bummerl.winner]),
            _bummerl_text(bummerl, names), won)
    return None


def _bummerl_text(b: BummerlReport, names: list[str]) -> str:
    loser = 1 - b.winner
    lines = [words("outcome", "Bummerl {number}: {winner} {won} : {lost} {loser} in game "
                              "points.").format(number=b.number, winner=names[b.winner],
                                                won=b.points[b.winner], lost=b.points[loser],
                                                loser=names[loser])]
    if b.value > 1:
        lines.append(words("outcome", "{loser} scored nothing: a schneider Bummerl, it counts "
                                      "double.").format(loser=names[loser]))
    # the Bummerl each seat has won: those counted against the other
    lines.append(words("outcome", "Bummerl so far: {first} {a} : {b} {second}.").format(
        first=names[0], a=b.bummerls[1], b=b.bummerls[0], second=names[1]))
    return "\n".join(lines)


def _match_outcome(session: Session, names: list[str], humans: list[int],
                   bummerl: BummerlReport | None) -> Outcome:
    match = session.match
    winners = match.winners()
    won = people_outcome(humans, winners) == WON
    who = _names(names, winners)
    if isinstance(match, ChipMatch):
        title = words("outcome", "{winners} end the session with the most chips") \
            if len(winners) > 1 else words("outcome", "{winners} ends the session with the "
                                                      "most chips")
        scores = words("outcome", "Balances: {scores}")
        chips = match.chips()
        totals = list(chips.balances) if chips is not None else list(match.totals)
    else:
        title = words("outcome", "{winners} won the match")
        scores = words("outcome", "Final score: {scores}")
        totals = list(match.totals)
    title = title.format(winners=who)
    if won:
        title = f"★ {title}! ★"
    text = scores.format(scores="  ·  ".join(f"{n} {t}" for n, t in zip(names, totals)))
    if bummerl is not None:
        text = _bummerl_text(bummerl, names) + "\n" + text
    return Outcome(title, text, won)


class OutcomeBanner(_Panel):
    """The banner over the table, just above the deal's summary (``anchor``), until the
    next deal."""

    GAP = 10  # pixels between the banner and the summary

    def __init__(self, parent: QWidget, anchor: QWidget | None = None) -> None:
        super().__init__(parent, y_share=0.13)
        self.anchor = anchor
        if anchor is not None:
            anchor.installEventFilter(self)  # the summary moves (a resize): follow it
        self.setObjectName("panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 14, 28, 14)
        self.title = self._title("", 26)
        self.title.setObjectName("outcome_title")
        layout.addWidget(self.title)
        self.text = QLabel("", self)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.text)
        self.shown: Outcome | None = None

    def place(self) -> None:
        super().place()
        anchor = self.anchor
        if anchor is not None and anchor.isVisible():
            # The banner and the summary, one above the other, centred on the table together
            # (the banner above the summary where it lay covered the top seat's name plate).
            host_h = self._host().height()
            top = max(0, round(host_h / 2 - (self.height() + self.GAP + anchor.height()) / 2))
            self.move(self.x(), top)
            anchor.move(anchor.x(), top + self.height() + self.GAP)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.anchor and event.type() in (QEvent.Type.Move, QEvent.Type.Resize,
                                                        QEvent.Type.Show) and self.isVisible():
            self.place()
            return False
        return super().eventFilter(watched, event)

    def show_outcome(self, outcome: Outcome) -> None:
        self.shown = outcome
        self.setStyleSheet(_WON_STYLE if outcome.people_won else _LOST_STYLE)
        self.title.setText(outcome.title)
        self.text.setText(outcome.text)
        self.popup()
