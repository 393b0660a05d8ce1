"""Interop: Jupyter rendering, and sympy conversions (skipped when sympy is absent)."""

from __future__ import annotations

import os
import subprocess
import sys
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import STAR, UP, Game, number, parse
from cgtalg.testing import games

dyadics = st.builds(lambda n, e: Fraction(n, 2**e), st.integers(-10**6, 10**6), st.integers(0, 30))


# -- Jupyter (no extra needed) -------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(games(max_birthday=3))
def test_repr_latex_is_dollar_wrapped_latex(g: Game) -> None:
    text = g._repr_latex_()
    assert text == f"${g.latex()}$"
    assert text.count("\\{") == text.count("\\}")  # braces balance
    assert "\n" not in text


def test_plain_text_repr_names_the_game() -> None:
    for g in (UP, STAR, parse("{1|*}"), number(Fraction(3, 4))):
        assert str(g) in repr(g)


def test_missing_sympy_gives_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "sympy", None)  # import sympy now fails
    from cgtalg.interop import sympy as interop

    with pytest.raises(ImportError, match=r"cgtalg\[sympy\]"):
        interop.to_sympy(parse("1/2"))


# -- sympy (each test skips without it) ----------------------------------------

try:
    import sympy
except ImportError:  # the tests below skip; the ones above still run
    sympy = None

from cgtalg.interop.sympy import as_symbol, from_sympy, game_symbol_class, to_sympy  # noqa: E402
from cgtalg.notation.latex import number_latex  # noqa: E402

needs_sympy = pytest.mark.skipif(sympy is None, reason="sympy is not installed (the sympy extra)")


@needs_sympy
@settings(max_examples=200, deadline=None)
@given(dyadics)
def test_round_trip_through_rational(x: Fraction) -> None:
    g = number(x)
    r = to_sympy(g)
    assert isinstance(r, sympy.Rational)
    assert (int(r.p), int(r.q)) == (x.numerator, x.denominator)
    assert from_sympy(r) is g          # hash-consed: the very same object
    assert sympy.sympify(g) == r      # through Game._sympy_


@needs_sympy
@settings(max_examples=100, deadline=None)
@given(dyadics, dyadics)
def test_arithmetic_commutes_with_conversion(x: Fraction, y: Fraction) -> None:
    a, b = number(x), number(y)
    assert to_sympy(a + b) == to_sympy(a) + to_sympy(b)
    assert to_sympy(a - b) == to_sympy(a) - to_sympy(b)
    assert to_sympy(-a) == -to_sympy(a)
    assert (a <= b) == bool(to_sympy(a) <= to_sympy(b))


@needs_sympy
@settings(max_examples=200, deadline=None)
@given(dyadics)
def test_number_latex_matches_sympy_printer(x: Fraction) -> None:
    r = sympy.Rational(x.numerator, x.denominator)
    assert number_latex(x) == sympy.latex(r)
    assert number(x).latex() == sympy.latex(r)


@needs_sympy
def test_non_numbers_and_non_dyadics_are_refused() -> None:
    for g in (STAR, UP, parse("{1|-1}")):
        with pytest.raises(TypeError, match="not a number"):
            to_sympy(g)
    with pytest.raises(ValueError, match="not a dyadic"):
        from_sympy(sympy.Rational(2, 3))
    for bad in (sympy.Symbol("x"), sympy.sqrt(2), sympy.Float(0.5), "x + 1"):
        with pytest.raises(TypeError):
            from_sympy(bad)
    with pytest.raises(TypeError):
        to_sympy("1/2")
    assert from_sympy("5/4") == number(Fraction(5, 4))


@needs_sympy
@settings(max_examples=60, deadline=None)
@given(games(max_birthday=3))
def test_as_symbol_prints_the_games_latex(g: Game) -> None:
    s = as_symbol(g)
    if g.is_number:
        assert s == to_sympy(g)
        return
    assert isinstance(s, game_symbol_class()) and s.game is g
    assert sympy.latex(s) == g.latex()
    x = sympy.Symbol("x")
    assert g.latex() in sympy.latex(x + 3 * s)
    assert str(s) == str(g)


# -- mixed operators with sympy numbers (issue: Rational(1, 2) + UP raised) -----


def test_importing_interop_does_not_import_sympy() -> None:
    code = "import sys, cgtalg, cgtalg.interop; print('sympy' in sys.modules)"
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root)
    assert out.stdout.strip() == "False"


MIXED_GAMES = ["1/2", "3", "-3/4", "0", "^", "*", "^*", "+-1", "{1|*}", "{2|-1}", "v3*2"]


@needs_sympy
@pytest.mark.parametrize("text", MIXED_GAMES)
@pytest.mark.parametrize("r", ["Rational(1, 2)", "Rational(-3, 4)", "Integer(0)", "Integer(2)", "Integer(-1)"])
def test_mixed_operators_with_sympy_numbers_are_symmetric(text: str, r: str) -> None:
    g = parse(text)
    s = getattr(sympy, r.split("(")[0])(*map(int, r[r.index("(") + 1 : -1].split(",")))
    x = Fraction(int(s.p), int(s.q))
    h = number(x)  # the same number as a game: the reference for every result
    assert s + g is g + s is h + g
    assert s - g is h - g
    assert g - s is g - h
    for a, b in ((s, g), (g, s)):
        assert type(a + b) is Game
    assert bool(s < g) == bool(g > s) == (h < g)
    assert bool(s <= g) == bool(g >= s) == (h <= g)
    assert bool(s > g) == bool(g < s) == (h > g)
    assert bool(s >= g) == bool(g <= s) == (h >= g)
    assert bool(s == g) == bool(g == s) == (h == g)
    assert bool(s != g) == bool(g != s) == (h != g)


@needs_sympy
def test_sympify_of_a_non_number_is_a_sympify_error() -> None:
    with pytest.raises(sympy.SympifyError, match="not a number"):
        sympy.sympify(UP)
    assert sympy.sympify(parse("-7/8")) == sympy.Rational(-7, 8)
