"""Partizan misère forms: construction, printing, parsing, sums, conjugates and outcomes."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgtalg
from cgtalg import Outcome
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.misere import STAR, ZERO, PartizanMisereGame, parse
from tests.misere.reference import forms_born_by

DAY2 = forms_born_by(2)
forms = st.builds(lambda a, b: PartizanMisereGame(a, b), st.lists(st.sampled_from(DAY2), max_size=3),
                  st.lists(st.sampled_from(DAY2), max_size=3)) | st.sampled_from(DAY2)


def test_the_package_is_reachable_from_cgtalg():
    assert cgtalg.misere.PartizanMisereGame is PartizanMisereGame


def test_forms_are_hash_consed_and_equality_is_identity():
    assert PartizanMisereGame([ZERO], [ZERO]) is STAR
    assert parse("{0,0|0}") is STAR
    assert parse("{0|0}") == STAR and parse("{0|}") != STAR
    assert len(set(DAY2)) == 256


def test_every_form_born_by_day_two_prints_and_reads_back():
    for g in DAY2:
        assert parse(str(g)) is g


@pytest.mark.parametrize("text, outcome", [
    ("0", Outcome.N), ("*", Outcome.P), ("1", Outcome.R), ("-1", Outcome.L),
    ("{*|*}", Outcome.N), ("{0|1}", Outcome.R), ("2", Outcome.R), ("{1|}", Outcome.R),
    ("{0,*|0}", Outcome.L), ("{*|0}", Outcome.L), ("{*|}", Outcome.N),
])
def test_outcomes_of_small_forms(text, outcome):
    # Worked by hand: the player with no move on their turn wins.
    assert parse(text).outcome() is outcome


def test_names_and_birthdays():
    assert str(parse("{{0|}|}")) == "2" and str(parse("{|{|0}}")) == "-2"
    assert str(parse("{{0|0}|}")) == "{*|}"
    assert parse("3").birthday == 3 and ZERO.birthday == 0
    assert parse("{|*}").is_left_end and not parse("{|*}").is_right_end
    assert parse("{0,*|0}").is_dicot and not parse("{*|{0|}}").is_dicot


@settings(max_examples=60, deadline=None)
@given(forms, forms, forms)
def test_sum_is_commutative_and_associative_on_forms(g, h, k):
    assert g + h is h + g
    assert (g + h) + k is g + (h + k)
    assert g + ZERO is g


@settings(max_examples=60, deadline=None)
@given(forms, forms)
def test_conjugate_is_an_involution_and_swaps_the_players(g, h):
    assert -(-g) is g
    assert -(g + h) is (-g) + (-h)
    swap = {Outcome.L: Outcome.R, Outcome.R: Outcome.L, Outcome.N: Outcome.N, Outcome.P: Outcome.P}
    assert (-g).outcome() is swap[g.outcome()]


def test_from_game_copies_the_canonical_form_tree():
    assert PartizanMisereGame.from_game(cgtalg.ZERO) is ZERO
    assert PartizanMisereGame.from_game(cgtalg.STAR) is STAR
    assert PartizanMisereGame.from_game(cgtalg.UP) is parse("{0|*}")
    assert PartizanMisereGame.from_game(cgtalg.parse("{2|-1}")) is parse("{2|-1}")
    with pytest.raises(InputTypeError, match="cgtalg.Game"):
        PartizanMisereGame.from_game("0")


@pytest.mark.parametrize("text, words", [
    ("", "expected a form"), ("{0", "expected '|'"), ("{0|", "expected '}'"), ("{0|}}", "end of text"),
    ("{0,|}", "position 3"), ("x", "'x'"), ("007", "leading zeros"), ("5000", "up to 1000"),
])
def test_parse_refuses_bad_text_clearly(text, words):
    with pytest.raises(InputValueError, match=words):
        parse(text)


def test_bad_options_are_refused():
    with pytest.raises(InputTypeError, match="Left option"):
        PartizanMisereGame([0], [])
    with pytest.raises(InputTypeError, match="iterable"):
        PartizanMisereGame(ZERO, [])
    with pytest.raises(InputTypeError):
        parse(3)  # type: ignore[arg-type]


def test_deep_forms_need_no_recursion():
    text = "0"
    for _ in range(3000):
        text = "{*|" + text + "}"
    g = parse(text)
    assert g.birthday == 3001 and parse(str(g)) is g
    assert g.outcome() is Outcome.L
    assert (-g).birthday == 3001 and (g + STAR).birthday == 3002


def test_forms_pickle_to_the_same_form():
    g = parse("{0,*|{0|1}}")
    assert pickle.loads(pickle.dumps(g)) is g


def test_nothing_recurses_on_depth_under_a_low_recursion_limit():
    import subprocess
    import sys
    import textwrap

    script = textwrap.dedent("""
        import pickle, sys
        from cgtalg.misere import STAR, ZERO, canonical, equal, geq, parse
        text = "0"
        for _ in range(2000):
            text = "{*|" + text + "}"
        sys.setrecursionlimit(150)
        g = parse(text)
        assert parse(str(g)) is g and pickle.loads(pickle.dumps(g)) is g
        assert g.outcome().value == "L" and (-g).birthday == 2001 and (g + STAR).birthday == 2002
        assert geq(g, g) and not equal(g, ZERO) and equal(canonical(g), g) and g.is_dicot
        print("ok")
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert out.stdout.strip() == "ok", out.stderr[-2000:]
