"""The parser on inputs whose size lies in a few characters: refusals by name, closed forms, no hang."""

from __future__ import annotations

import pytest

from cgtalg import ParseError, parse


@pytest.mark.parametrize("word", ["on", "off", "over", "under", "upon", "dud", "pass", "Upon", "tis", "tisn"])
def test_loopy_games_are_refused_by_name(word: str) -> None:
    with pytest.raises(ParseError) as info:
        parse(word)
    assert f"{word!r} is a loopy game" in info.value.message
    assert "are not short games and are not supported" in info.value.message
    assert info.value.position == 0


def test_a_loopy_option_is_named_where_it_stands() -> None:
    with pytest.raises(ParseError) as info:
        parse("{0|pass}")
    assert "'pass' is a loopy game" in info.value.message and info.value.position == 3


def test_a_word_that_merely_starts_like_one_is_unexpected() -> None:
    with pytest.raises(ParseError, match="unexpected 'o'"):
        parse("onside")


@pytest.mark.parametrize("text, message, position", [
    ("{" * 10**6, "'{' is never closed", 10**6 - 1),
    ("(" * 10**6, "expected ')'", 10**6),
    ("{0|" * 10**5, "'{' is never closed", 3 * 10**5 - 3),
])
def test_a_million_open_marks_end_in_the_parse_error(text: str, message: str, position: int) -> None:
    with pytest.raises(ParseError) as info:
        parse(text)
    assert info.value.message.startswith(message) and info.value.position == position
