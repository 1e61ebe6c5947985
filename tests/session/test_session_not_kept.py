"""A session that is not ``kept`` (a guided first deal) plays like any other, but writes no
autosave, tells no observer (no statistics) and is kept among no past games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardtable.session import Session
from cardtable.session.archive import Archive
from cardtable.storage import AutosaveWriter, Storage
from tests.session.conftest import YOU_AND_ANNA, play


class Listener:
    def __init__(self) -> None:
        self.heard: list[str] = []

    def deal_finished(self, report: Any) -> None:
        self.heard.append("deal")

    def bummerl_finished(self, report: Any) -> None:
        self.heard.append("bummerl")

    def match_finished(self, report: Any) -> None:
        self.heard.append("match")


def _deal(tmp_path: Path, kept: bool) -> tuple[Session, Storage, Listener]:
    storage = Storage(tmp_path / "config", tmp_path / "data")
    listener = Listener()
    session = Session.new("schnapsen", _options(), YOU_AND_ANNA, 7,
                          autosave=AutosaveWriter(storage), observers=[listener])
    session.kept = kept
    session.start_deal()
    play(session, moves=4)
    session.flush()
    return session, storage, listener


def _options() -> Any:
    from cardtable.games import get_game

    return get_game("schnapsen").default_options()


def test_a_kept_session_saves_tells_and_is_kept(tmp_path: Path) -> None:
    session, storage, listener = _deal(tmp_path, kept=True)
    assert storage.autosave_path.exists()
    play(session)
    assert listener.heard[:1] == ["deal"]
    archive = Archive(tmp_path / "past")
    archive.keep(session)
    archive.flush()
    assert list((tmp_path / "past").glob("*.json"))


def test_a_session_not_kept_saves_nothing_tells_nobody_and_is_no_past_game(
        tmp_path: Path) -> None:
    session, storage, listener = _deal(tmp_path, kept=False)
    assert not storage.autosave_path.exists()
    play(session)
    assert session.match.records and listener.heard == []
    archive = Archive(tmp_path / "past")
    archive.keep(session)
    archive.flush()
    assert not list((tmp_path / "past").glob("*.json"))
