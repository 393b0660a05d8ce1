"""Hypothesis strategies that generate games, for cgtalg's tests and yours.

Requires the ``test`` extra (``pip install cgtalg[test]``).

Examples
--------
>>> from hypothesis import given, settings
>>> @settings(max_examples=20)
... @given(games(max_birthday=2))
... def check(g):
...     assert g + -g == 0
>>> check()
"""

from __future__ import annotations

from fractions import Fraction

try:
    from hypothesis import strategies as st
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError("cgtalg.testing needs hypothesis: pip install 'cgtalg[test]'") from exc

from .core.game import Game
from .core.values import nimber, number, up

__all__ = ["games", "dyadics", "numbers", "number_up_stars", "game_trees"]


def dyadics(max_denominator_exp: int = 4, max_abs: int = 8) -> st.SearchStrategy[Fraction]:
    """Dyadic fractions ``p / 2**k`` with ``k <= max_denominator_exp`` and ``|x| <= max_abs``.

    Examples
    --------
    >>> from hypothesis import given
    >>> @given(dyadics())
    ... def check(q):
    ...     assert q.denominator & (q.denominator - 1) == 0
    >>> check()
    """
    return st.builds(
        lambda p, k: Fraction(p, 2**k),
        st.integers(-max_abs * 2**max_denominator_exp, max_abs * 2**max_denominator_exp),
        st.integers(0, max_denominator_exp),
    ).filter(lambda q: abs(q) <= max_abs)


def numbers(**kwargs: int) -> st.SearchStrategy[Game]:
    """Games that are numbers (see :func:`dyadics` for the arguments).

    Examples
    --------
    >>> from hypothesis import given
    >>> @given(numbers())
    ... def check(g):
    ...     assert g.is_number
    >>> check()
    """
    return dyadics(**kwargs).map(number)


def number_up_stars(max_ups: int = 4, max_nimber: int = 7) -> st.SearchStrategy[Game]:
    """Games ``x + n.^ + *k``.

    Examples
    --------
    >>> from hypothesis import given
    >>> @given(number_up_stars())
    ... def check(g):
    ...     assert g.is_number_up_star
    >>> check()
    """
    return st.builds(
        lambda x, n, k: number(x) + up(n) + nimber(k),
        dyadics(3, 4),
        st.integers(-max_ups, max_ups),
        st.integers(0, max_nimber),
    )


def game_trees(max_birthday: int = 3, max_options: int = 3) -> st.SearchStrategy[tuple]:
    """Game *forms* as nested ``(left_list, right_list)`` tuples (not simplified).

    Use :func:`build` to turn one into a :class:`Game`; the raw form is handy
    for checking a simplifier against another.

    Examples
    --------
    >>> from hypothesis import given
    >>> @given(game_trees(2))
    ... def check(t):
    ...     assert build(t).birthday <= 2
    >>> check()
    """
    leaf = st.just(((), ()))

    def extend(children: st.SearchStrategy[tuple]) -> st.SearchStrategy[tuple]:
        side = st.lists(children, max_size=max_options).map(tuple)
        return st.tuples(side, side)

    return st.recursive(leaf, extend, max_leaves=max_options**max_birthday).filter(
        lambda t: _depth(t) <= max_birthday
    )


def _depth(t: tuple) -> int:
    left, right = t
    return 1 + max((_depth(c) for c in left + right), default=-1)


def build(tree: tuple) -> Game:
    """Build the canonical :class:`Game` of a nested ``(left, right)`` form.

    Examples
    --------
    >>> str(build(((((), ()),), (((), ()),))))
    '*'
    """
    left, right = tree
    return Game([build(c) for c in left], [build(c) for c in right])


def games(max_birthday: int = 3, max_options: int = 3) -> st.SearchStrategy[Game]:
    """Canonical games built from random forms of bounded depth, plus symbolic values.

    Examples
    --------
    >>> from hypothesis import given
    >>> @given(games(2))
    ... def check(g):
    ...     assert isinstance(g, Game)
    >>> check()
    """
    return st.one_of(
        game_trees(max_birthday, max_options).map(build),
        number_up_stars(),
        numbers(),
    )
