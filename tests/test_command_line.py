"""The command line refuses bad input in words, before any window opens."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardtable.__main__ import _parse


@pytest.mark.parametrize(("argv", "words"), [
    (["--demo", "chess"], "no game 'chess'"),
    (["--size", "big"], "not WIDTHxHEIGHT"),
    (["--size", "10x10"], "not WIDTHxHEIGHT"),
    (["--moves", "-1"], "0 or more"),
    (["--demo", "schnapsen", "--preset", "bogus"], "no preset 'bogus' of schnapsen"),
    (["--size", "\u00b2000x800"], "not WIDTHxHEIGHT"),
    (["--size", "1280x\u0668\u0660\u0660"], "not WIDTHxHEIGHT"),  # Arabic-Indic digits
    (["--size", "99999999999999999999x800"], "not WIDTHxHEIGHT"),
    (["--freeze-ms", "-4"], "--freeze-ms"),
    (["--size", ""], "not WIDTHxHEIGHT"),
])
def test_a_bad_command_line_is_refused_in_words(argv: list[str], words: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        _parse(argv)
    assert exit_info.value.code == 2
    assert words in capsys.readouterr().err


def test_a_good_command_line_is_accepted() -> None:
    args = _parse(["--demo", "spades", "--size", "1024x640", "--moves", "3"])
    assert (args.demo, args.size, args.moves) == ("spades", "1024x640", 3)


@pytest.mark.parametrize(("argv", "words"), [
    (["--demo", "spades", "--preset", "classic"], "no preset 'classic' of spades"),
    (["--preset", "seed"], "--preset: goes with --demo"),
])
def test_a_preset_is_checked_like_a_deck(argv: list[str], words: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        _parse(argv)
    assert exit_info.value.code == 2
    assert words in capsys.readouterr().err
    assert _parse(["--demo", "spades", "--preset", "classic_partnership"]).preset == \
        "classic_partnership"


def test_help_lists_the_games_their_presets_and_the_decks(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        _parse(["--help"])
    text = capsys.readouterr().out
    for word in ("schnapsen", "vu_compat", "classic_partnership", "poch", "meyers", "german",
                 "french4"):
        assert word in text


@pytest.mark.parametrize("argv", [["--ai-worker"], ["--ai-worker", "abc"], ["--ai-worker", "3"],
                                  ["--ai-worker", "3,x"], ["--ai-worker", "\u00b9,\u00b2"]])
def test_a_bad_worker_command_line_is_refused_in_words(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from cardtable.__main__ import main

    before = os.nice(0)
    assert main(argv) == 2
    assert "--ai-worker R,W" in capsys.readouterr().err
    # Refused, it stays at its priority: the worker's lower one once left five such runs
    # (this test's) at niceness 19, and the rest of the suite starved beside a busy machine.
    assert os.nice(0) == before


@pytest.mark.parametrize(("argv", "words"), [
    (["--selftest", "--selftest-game", "poker"], "no game 'poker'"),
    (["--selftest", "--selftest-game", ","], "no game ''"),
    (["--selftest", "--selftest-level", "grandmaster"], "no level 'grandmaster'"),
    (["--selftest", "--selftest-level", "master"], "no level 'master'"),
    (["--selftest", "--selftest-moves", "0"], "1 or more"),
    (["--selftest", "--selftest-timeout", "nan"], "--selftest-timeout"),
    (["--selftest", "--selftest-out", "{tmp}/no/such/folder/frame.png"], "--selftest-out"),
    (["--selftest", "--selftest-out", "{tmp}"], "--selftest-out"),
])
def test_a_bad_selftest_command_line_is_refused_before_any_window(
        argv: list[str], words: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from cardtable.selftest import main

    with pytest.raises(SystemExit) as exit_info:
        main([a.format(tmp=tmp_path) for a in argv])
    assert exit_info.value.code == 2
    assert words in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []  # no folder made
