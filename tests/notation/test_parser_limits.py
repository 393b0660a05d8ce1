"""The parser on inputs whose size lies in a few characters: refusals by name, closed forms, no hang."""

from __future__ import annotations

import pytest

from cgtalg import ParseError, parse
from cgtalg.notation import parse_loopy_form


@pytest.mark.parametrize("word", ["on", "off", "over", "under", "upon", "dud", "tis", "tisn"])
def test_the_names_of_loopy_games_are_read(word: str) -> None:
    assert parse_loopy_form(word) == parse_loopy_form(_DEFINITIONS[word])


# Winning Ways, ch. 11: the named loopy games as graphs.
_DEFINITIONS = {
    "on": "{pass|}", "off": "{|pass}", "over": "{0|pass}", "under": "{pass|0}", "upon": "{pass|*}",
    "dud": "{pass|pass}", "tis": "a{{|a}|}", "tisn": "a{|{a|}}",
}


@pytest.mark.parametrize("text, message, position", [
    ("pass", "'pass' is a move to the current position", 0),
    ("Upon", "names are case-sensitive; did you mean 'upon'?", 0),
    ("{0|pass + 1}", "'pass' can only be an option by itself", 3),
])
def test_a_misplaced_loopy_word_is_named_where_it_stands(text: str, message: str, position: int) -> None:
    with pytest.raises(ParseError) as info:
        parse(text)
    assert message in info.value.message and info.value.position == position


def test_a_word_that_merely_starts_like_a_name_is_unexpected() -> None:
    with pytest.raises(ParseError, match="unexpected 'onside': no label 'onside' is bound here"):
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
