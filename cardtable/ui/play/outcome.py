"""A Bummerl or a match won, said clearly: a banner over the table above the deal's summary.

A Schnapsen match is open-ended, but each Bummerl in it is won (the session reports it in
``Applied.bummerl``); Spades and the chip games end their matches (``Applied.match_over``).
:func:`outcome_of` words either for the people at the table;
:class:`~cardtable.ui.app.outcome_banner.OutcomeBanner` shows it until the next deal starts.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.match import ChipMatch
from cardtable.session import Applied, BummerlReport, Session
from cardtable.stats import WON, people_outcome
from cardtable.ui.words.text import listed, words


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


def session_outcome(session: Session) -> Outcome:
    """The words for a match or session that is over, however it ended (by its length, or
    by the players between deals)."""
    return _match_outcome(session, [s.name for s in session.seats], session.humans, None)


def _match_outcome(session: Session, names: list[str], humans: list[int],
                   bummerl: BummerlReport | None) -> Outcome:
    match = session.match
    winners = match.winners()
    won = people_outcome(humans, winners) == WON
    who = _names(names, winners)
    if isinstance(match, ChipMatch):
        # one sentence for one winner or several, and for "You" (no verb to agree with it)
        title = words("outcome", "Most chips at the end of the session: {winners}")
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
