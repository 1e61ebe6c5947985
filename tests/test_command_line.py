"""The command line refuses bad input in words, before any window opens."""

from __future__ import annotations

import pytest

from cardtable.__main__ import _parse


@pytest.mark.parametrize(("argv", "words"), [
    (["--demo", "chess"], "no game 'chess'"),
    (["--size", "big"], "not WIDTHxHEIGHT"),
    (["--size", "10x10"], "not WIDTHxHEIGHT"),
    (["--moves", "-1"], "0 or more"),
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
    (["--demo", "spades", "--preset", "classic"], "spades has no preset 'classic'"),
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
