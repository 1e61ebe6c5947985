"""A Bummerl won inside an open-ended Schnapsen match is told to the observers and to the
table, with its deals, its game points and the Bummerl counted; a resumed match goes on
counting where it was."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games import get_game, match_from_dict
from cardtable.session import Session
from tests.session.conftest import YOU_AND_ANNA, play
from tests.session.test_session import Tally


def short_bummerl_session(seed: int, tally: Tally) -> Session:
    """An open-ended match whose Bummerl are won at 3 game points, so a few deals end one."""
    info = get_game("schnapsen")
    options = replace(info.default_options(), bummerl_target=3)
    return Session.new("schnapsen", options, YOU_AND_ANNA, seed, observers=[tally])


def play_bummerls(session: Session, count: int) -> list[int]:
    """Deals until ``count`` more Bummerl are won; the numbers of the deals that ended one."""
    enders = []
    start = len(session.match.bummerl_winners)  # type: ignore[attr-defined]
    while len(session.match.bummerl_winners) < start + count:  # type: ignore[attr-defined]
        session.start_deal()
        done = play(session)[-1]
        assert done.result is not None and not done.match_over
        if done.bummerl is not None:
            enders.append(session.deal_number)
            assert done.bummerl.deals[1] == session.deal_number
    return enders


def test_each_bummerl_won_is_told_once_with_its_deals_and_points() -> None:
    tally = Tally()
    session = short_bummerl_session(31, tally)
    enders = play_bummerls(session, 3)
    match = session.match
    assert [b.number for b in tally.bummerls] == [1, 2, 3]
    assert [b.winner for b in tally.bummerls] == match.bummerl_winners  # type: ignore[attr-defined]
    assert [b.deals[1] for b in tally.bummerls] == enders
    first = 1
    for b in tally.bummerls:
        assert b.deals[0] == first and b.match_seed == match.seed and b.game == "schnapsen"
        deals = match.results[b.deals[0] - 1:b.deals[1]]
        assert b.points == tuple(sum(r.points[s] for r in deals) for s in (0, 1))
        assert b.points[b.winner] >= 3 and b.value in (1, 2)
        first = b.deals[1] + 1
    assert tally.bummerls[-1].bummerls == tuple(match.bummerls)  # type: ignore[attr-defined]
    assert sum(b.value for b in tally.bummerls) == sum(match.bummerls)  # type: ignore[attr-defined]
    assert not tally.matches  # the match itself goes on
    # the deal reports come first: each Bummerl's last deal was told before it
    assert len(tally.deals) == len(match.results)


def test_a_resumed_match_counts_its_bummerl_on() -> None:
    tally = Tally()
    session = short_bummerl_session(32, tally)
    play_bummerls(session, 1)
    session.start_deal()
    play(session, moves=3)  # a deal in progress when the table closes
    again = Tally()
    resumed = Session(match_from_dict(session.match.to_dict()), YOU_AND_ANNA, observers=[again])
    play(resumed)
    if not again.bummerls:
        play_bummerls(resumed, 1)
    assert [b.number for b in again.bummerls] == [2]
    assert again.bummerls[0].deals[0] == tally.bummerls[0].deals[1] + 1


def test_a_match_not_played_in_bummerl_tells_none() -> None:
    tally = Tally()
    info = get_game("spades")
    seats = YOU_AND_ANNA + [replace(YOU_AND_ANNA[1], name=n) for n in ("Ben", "Cid")]
    session = Session.new("spades", info.default_options(), seats, 5, observers=[tally])
    session.start_deal()
    assert play(session)[-1].bummerl is None and not tally.bummerls and tally.deals
