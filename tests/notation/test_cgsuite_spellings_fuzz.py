"""cgtalg.parse over CGSuite's spellings mixed with garbage: a value or cgtalg's own input error, never a hang.

The spellings are those cgtalg reads from CGSuite: the ordinal sum ``G:H``,
``G.Pow(x)`` and ``G.PowTo(x)``, misère forms ``*[...]`` (lists, digits,
``#``, added heaps and ``[-k]`` differences), ``omega`` and ``1/omega``,
and loopy labelled switches such as ``a{+-a}``. Texts are bounded (at most
24 tokens here), and deep nesting (10,000 brackets of each kind) is either
read or refused by name.
"""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import cgtalg
from cgtalg.errors import InputError
from cgtalg.impartial.misere import MisereGame
from cgtalg.impartial.misere.cgsuite_spelling import to_cgsuite

_SPELLINGS = [
    ":", ".Pow(", ".PowTo(", ")", "(", "{0|1}", "{0|", "{0|{0|1}}", "1/2", "-1", "2", "^", "v", "*", "*2",
    "*[", "]", "[", "#", "-", "-2", "[-2]", "&", ";", "&12;", "&1234567;", "0", "1", "3", "9", ",", "+", "[#",
    "omega", "1/omega", "ω", "omega^", "2omega", "omega-1", "1/",
    "a{", "b{", "+-", "a", "b", "}", "|", "||", "pass", "on", "off", "over", "Tiny(", "&", " ",
]
_TEXTS = st.lists(st.one_of(st.sampled_from(_SPELLINGS), st.text(max_size=3)), max_size=24).map("".join)
_MISERE = st.lists(st.sampled_from(["2", "3", "4", "1", "0", "#", "(", ")", "[", "]", "-", "-2", "[2", "[#", "&10;", ",",
                                    "+", "*[", "[-2]"]), max_size=16).map(lambda ts: "*[" + "".join(ts) + "]")


def _parse_or_refuse(text: str) -> object | None:
    """The value of *text*, or None when cgtalg refuses it with its own input error."""
    try:
        return cgtalg.parse(text)
    except InputError:
        return None


@settings(max_examples=600, deadline=None, database=None)
@given(_TEXTS)
@example("*[432+23-*]-]")          # a short text whose sum of heaps once took forty seconds
@example("*[&" + "9" * 5000 + ";]")  # a heap size too long to convert to an int
@example("{0|1}.Pow(omega)")
@example("a{+-a}:1")
@example("over&1234567;")        # a sided value whose side is born on day 1,234,567
def test_fuzzed_text_gives_a_value_or_an_input_error(text: str) -> None:
    value = _parse_or_refuse(text)
    if isinstance(value, MisereGame):
        assert cgtalg.parse(to_cgsuite(value)) is value


@settings(max_examples=400, deadline=None, database=None)
@given(_MISERE)
@example("*[2[#-2]]")
@example("*[2[#-2-2]]")
@example("*[(2[##-2]0)[2]]")
def test_fuzzed_misere_forms_give_a_form_that_reads_back_or_an_input_error(text: str) -> None:
    value = _parse_or_refuse(text)
    assert value is None or isinstance(value, MisereGame)
    if value is not None:
        assert cgtalg.parse(to_cgsuite(value)) is value


N = 10_000


@pytest.mark.parametrize("text", [
    "{" * N + "}" * N,
    "{" * N + "0" + "|}" * N,
    "(" * N + "0" + ")" * N,
    "*[" + "[" * N + "1" + "]" * N + "]",
    "*[" * N + "1" + "]" * N,
    "*[" + "(" * N + "1" + ")" * N + "]",
    "*[" + "(21" * N + ")" * N + "]",
    "*[2" + "#" * N + "]",
    "*[2[" + "#" * N + "-2]]",
    "*[2[#" + "-2" * N + "]]",
    "*[2[-&100000;]]",
    ":".join(["1"] * N),
    "{0|1}" + ".Pow(" * N + "1" + ")" * N,
    "(" * N + "omega" + ")" * N,
    "1/" * N + "omega",
    "a{" + "{0|" * N + "a" + "}" * N + "|}",
    "a{+-" * N + "a" + "}" * N,
    "-" * N + "1",
    "+-" * N + "1",
], ids=lambda t: f"{t[:12]}...({len(t)} chars)")
def test_ten_thousand_deep_is_read_or_refused_by_name(text: str) -> None:
    _parse_or_refuse(text)
