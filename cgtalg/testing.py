"""Hypothesis strategies that generate games, for cgtalg's tests and yours.

Requires the ``test`` extra (``pip install cgtalg[test]``). How to use them
in a test suite of your own, with examples: the user guide's page *Testing
with generated games*.

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
from functools import lru_cache

try:
    from hypothesis import strategies as st
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError("cgtalg.testing needs hypothesis: pip install 'cgtalg[test]'") from exc

from .core.game import Game
from .core.values import nimber, number, up
from .errors import InputTypeError, InputValueError, check_int, describe

__all__ = ["games", "dyadics", "numbers", "number_up_stars", "game_trees", "build"]


#: The largest ``max_denominator_exp`` of :func:`dyadics` (denominators up to ``2**64``).
MAX_EXPONENT = 64
#: The most leaves a tree of :func:`game_trees` may be asked to have (``max_options ** max_birthday``).
MAX_LEAVES = 10**6


def _tree_bounds(max_birthday: object, max_options: object) -> tuple[int, int]:
    """The two bounds of a game tree, checked: ints >= 0 whose tree has at most MAX_LEAVES leaves."""
    max_birthday = check_int(max_birthday, "max_birthday", minimum=0)
    max_options = check_int(max_options, "max_options", minimum=0)
    if max_options > 1 and max_birthday * (max_options.bit_length() - 1) > MAX_LEAVES.bit_length():
        raise InputValueError(
            f"max_options ** max_birthday leaves is too many trees to draw from (at most {MAX_LEAVES}); "
            f"got max_options={describe(max_options)}, max_birthday={describe(max_birthday)}"
        )
    if max_options > 1 and max_options**max_birthday > MAX_LEAVES:
        raise InputValueError(
            f"max_options ** max_birthday = {max_options**max_birthday} leaves is too many trees to draw from "
            f"(at most {MAX_LEAVES})"
        )
    return max_birthday, max_options


def dyadics(max_denominator_exp: int = 4, max_abs: int = 8) -> st.SearchStrategy[Fraction]:
    """Dyadic fractions ``p / 2**k`` with ``k <= max_denominator_exp`` and ``|x| <= max_abs``.

    Parameters
    ----------
    max_denominator_exp : int, default 4
        The largest ``k`` in the denominator ``2**k``.
    max_abs : int, default 8
        The bound on ``|x|``.

    Returns
    -------
    hypothesis.strategies.SearchStrategy of Fraction

    Notes
    -----
    The arguments are not checked here; hypothesis refuses impossible bounds
    (``hypothesis.errors.InvalidArgument``) when the strategy is first drawn
    from.

    Examples
    --------
    >>> from hypothesis import given
    >>> @given(dyadics())
    ... def check(q):
    ...     assert q.denominator & (q.denominator - 1) == 0
    >>> check()
    """
    max_denominator_exp = check_int(max_denominator_exp, "max_denominator_exp", minimum=0, maximum=MAX_EXPONENT)
    max_abs = check_int(max_abs, "max_abs", minimum=0)
    return st.builds(
        lambda p, k: Fraction(p, 2**k),
        st.integers(-max_abs * 2**max_denominator_exp, max_abs * 2**max_denominator_exp),
        st.integers(0, max_denominator_exp),
    ).filter(lambda q: abs(q) <= max_abs)


def numbers(**kwargs: int) -> st.SearchStrategy[Game]:
    """Games that are numbers (see :func:`dyadics` for the arguments).

    Parameters
    ----------
    **kwargs : int
        ``max_denominator_exp`` and ``max_abs``, passed to :func:`dyadics`.

    Returns
    -------
    hypothesis.strategies.SearchStrategy of Game

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

    Parameters
    ----------
    max_ups : int, default 4
        The bound on ``|n|``.
    max_nimber : int, default 7
        The largest ``k``.

    Returns
    -------
    hypothesis.strategies.SearchStrategy of Game
        ``x`` is drawn by ``dyadics(3, 4)``.

    Notes
    -----
    The arguments are not checked here; hypothesis refuses impossible bounds
    (``hypothesis.errors.InvalidArgument``) when the strategy is first drawn
    from.

    Examples
    --------
    >>> from hypothesis import given
    >>> @given(number_up_stars())
    ... def check(g):
    ...     assert g.is_number_up_star
    >>> check()
    """
    max_ups = check_int(max_ups, "max_ups", minimum=0)
    max_nimber = check_int(max_nimber, "max_nimber", minimum=0)
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

    Parameters
    ----------
    max_birthday : int, default 3
        The greatest depth of a form.
    max_options : int, default 3
        The most options on each side of each form.

    Returns
    -------
    hypothesis.strategies.SearchStrategy of tuple
        Forms ``(left, right)`` whose sides are tuples of forms; ``((), ())``
        is 0.

    Notes
    -----
    The arguments are not checked here; hypothesis refuses impossible bounds
    (``hypothesis.errors.InvalidArgument``) when the strategy is first drawn
    from.

    Examples
    --------
    >>> from hypothesis import given
    >>> @given(game_trees(2))
    ... def check(t):
    ...     assert build(t).birthday <= 2
    >>> check()
    """
    max_birthday, max_options = _tree_bounds(max_birthday, max_options)
    leaf = st.just(((), ()))

    def extend(children: st.SearchStrategy[tuple]) -> st.SearchStrategy[tuple]:
        side = st.lists(children, max_size=max_options).map(tuple)
        return st.tuples(side, side)

    return st.recursive(leaf, extend, max_leaves=max_options**max_birthday).filter(
        lambda t: _depth(t) <= max_birthday
    )


def _depth(t: tuple) -> int:
    """The depth of a form (0 for ``((), ())``), by an explicit stack, not recursion."""
    deepest, stack = 0, [(t, 0)]
    while stack:
        (left, right), d = stack.pop()
        deepest = max(deepest, d)
        stack.extend((c, d + 1) for c in (*left, *right))
    return deepest


def build(tree: tuple) -> Game:
    """Build the canonical :class:`Game` of a nested ``(left, right)`` form.

    Parameters
    ----------
    tree : tuple
        A form ``(left, right)``, each side a sequence of forms, as drawn by
        :func:`game_trees`.

    Returns
    -------
    Game
        The canonical form. The form is walked with an explicit stack, so
        its depth is not limited by Python's recursion limit; shared
        subforms (the same tuple object) are built once.

    Raises
    ------
    InputTypeError
        If *tree*, or a form inside it, is not a pair ``(left, right)`` of
        sequences of forms.

    Examples
    --------
    >>> str(build(((((), ()),), (((), ()),))))
    '*'
    >>> build(((), ((), ())))
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: a form must be a pair (left, right) of sequences of forms, not ()
    """
    built: dict[int, Game] = {}
    stack: list[tuple[tuple, bool]] = [(tree, False)]
    while stack:
        form, expanded = stack.pop()
        if id(form) in built:
            continue
        sides = _sides(form)
        if expanded:
            built[id(form)] = Game([built[id(c)] for c in sides[0]], [built[id(c)] for c in sides[1]])
            continue
        stack.append((form, True))
        stack.extend((c, False) for c in (*sides[0], *sides[1]) if id(c) not in built)
    return built[id(tree)]


def _sides(form: object) -> tuple[tuple, tuple]:
    """The two sides of a form, or InputTypeError naming the malformed part."""
    if (isinstance(form, (tuple, list)) and len(form) == 2
            and all(isinstance(side, (tuple, list)) and all(isinstance(c, (tuple, list)) for c in side)
                    for side in form)):
        return tuple(form[0]), tuple(form[1])
    raise InputTypeError(f"a form must be a pair (left, right) of sequences of forms, not {describe(form)}")


#: Up to this bound the symbolic values ``x + n.^ + *k`` of :func:`games` are
#: drawn from the full list of those born by then; above it, from fixed
#: ranges (whose values are all born by day 16 or so), filtered by birthday.
_LISTED_UP_TO = 5


@lru_cache(maxsize=None)
def _symbolic_born_by(day: int) -> tuple[Game, ...]:
    """Every ``x + n.^ + *k`` born by *day* (x a number, n an integer, k >= 0)."""
    xs = [Fraction(p, 2**e) for e in range(day) for p in range(-day * 2**e, day * 2**e + 1)]
    xs = sorted({x for x in xs if number(x).birthday <= day} | {Fraction(0)})
    found: dict[Game, None] = {}  # an ordered set
    for x in xs:
        for n in range(-day, day + 1):
            for k in range(day + 1):
                g = number(x) + up(n) + nimber(k)
                if g.birthday <= day:
                    found[g] = None
    return tuple(found)


def games(max_birthday: int = 3, max_options: int = 3) -> st.SearchStrategy[Game]:
    """Canonical games of birthday at most *max_birthday*.

    Games built from random forms of bounded depth (:func:`game_trees`), and
    symbolic values ``x + n.^ + *k`` (numbers, ups, nimbers and their sums)
    born by the same day, so that every game drawn has
    ``g.birthday <= max_birthday``.

    Parameters
    ----------
    max_birthday : int, default 3
        The latest day on which a generated game may be born.
    max_options : int, default 3
        The most options on each side of each form (canonical forms may have
        fewer).

    Returns
    -------
    hypothesis.strategies.SearchStrategy of Game

    Raises
    ------
    InputTypeError, InputValueError
        If *max_birthday* or *max_options* is not an int >= 0.

    Examples
    --------
    >>> from hypothesis import given
    >>> @given(games(2))
    ... def check(g):
    ...     assert isinstance(g, Game) and g.birthday <= 2
    >>> check()
    """
    max_birthday, max_options = _tree_bounds(max_birthday, max_options)
    if max_birthday <= _LISTED_UP_TO:
        symbolic = st.sampled_from(_symbolic_born_by(max_birthday))
    else:
        symbolic = st.one_of(number_up_stars(), numbers()).filter(lambda g: g.birthday <= max_birthday)
    return st.one_of(game_trees(max_birthday, max_options).map(build), symbolic)
