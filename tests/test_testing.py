"""cgtalg.testing: the form builder is iterative and agrees with direct construction."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from cgtalg import Game, integer
from cgtalg.errors import InputTypeError
from cgtalg.testing import _depth, build, game_trees


def _chain(depth: int) -> tuple:
    """The form {{...{0|}...|}|} of the given depth, whose value is the integer *depth*."""
    form: tuple = ((), ())
    for _ in range(depth):
        form = ((form,), ())
    return form


def test_deep_forms_build_without_recursion() -> None:
    # Far deeper than Python's default recursion limit (1000).
    form = _chain(5000)
    assert _depth(form) == 5000
    assert build(form) == integer(5000)


def test_shared_subforms_and_small_values() -> None:
    zero = ((), ())
    star = ((zero,), (zero,))
    assert str(build(star)) == "*"
    assert str(build(((star, zero), (star, zero)))) == "*2"
    assert str(build(((zero,), ()))) == "1"
    assert _depth(zero) == 0 and _depth(((star,), ())) == 2


@settings(max_examples=60, deadline=None)
@given(game_trees(3))
def test_build_matches_the_recursive_definition(form: tuple) -> None:
    left, right = form
    assert build(form) == Game([build(c) for c in left], [build(c) for c in right])


@pytest.mark.parametrize("bad", [None, (), ((),), (1, ()), (((), ()),), ([1], []), ((((), ()), 5), ())])
def test_malformed_forms_are_refused(bad: object) -> None:
    with pytest.raises(InputTypeError, match="a form must be a pair"):
        build(bad)  # type: ignore[arg-type]
