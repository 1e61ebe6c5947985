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
