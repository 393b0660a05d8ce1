"""Powers of a game ``{0 | H}``: ``G^x`` and ``G^→x``, the generalisation of up-nth and up-to-the-nth.

For a game ``G = {0 | H}`` (one Left option, ``0``, and one Right option)
and a dyadic exponent ``x``:

* the *cumulative power* ``G^→x`` is ``0`` for ``x = 0`` and otherwise the
  ordinal sum ``G : K``, where ``K`` is the number with ``1 : K = x``, the
  sign expansion of ``x`` without its first ``+`` (so ``G^→n = G : (n-1)``
  for an integer ``n >= 1``); it needs ``x >= 0``;
* the *power* ``G^x`` is ``{0 | H - G^→(x-1)}``; it needs ``x >= 1``.

For ``G = ^ = {0|*}`` these are up-nth ``^<n> = ^^n`` and up to the nth
``^[n] = ^<1> + ... + ^<n>`` (Siegel, *Combinatorial Game Theory*, II.5),
and dyadic exponents between the integers interpolate them. CGSuite names
them ``G.Pow(x)`` and ``G.PowTo(x)``; :func:`cgtalg.parse` reads those
spellings.

References
----------
A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. II.5 (uptimals) and
II.3 (ordinal sums); Berlekamp, Conway, Guy, *Winning Ways*, ch. 6.

Examples
--------
>>> from cgtalg import UP, parse
>>> power(UP, 3) == parse("^<3>"), cumulative_power(UP, 3) == parse("^[3]")
(True, True)
>>> str(power(UP, 2)), str(cumulative_power(UP, 2))
('^<2>', '^[2]')
"""

from __future__ import annotations

from fractions import Fraction

from ..errors import InputTypeError, InputValueError, describe
from .coerce import coerce_operand
from .ordinal import ordinal_sum
from .sign_expansion import from_sign_expansion, sign_expansion
from .store import Game, number

__all__ = ["power", "cumulative_power"]


def _base(g: object, what: str) -> tuple[Game, Game]:
    """*g* as a Game ``{0 | H}``: (the game, ``H``); refuse anything else by name."""
    a = coerce_operand(g)
    if a is None:
        raise InputTypeError(f"{what} takes a Game {{0 | H}} as its base, not {type(g).__name__} {describe(g)}")
    left, right = a.left_options, a.right_options
    if len(left) != 1 or left[0] != 0 or len(right) != 1:
        raise InputValueError(f"{what} needs a base of the form {{0 | H}} (one Left option 0 and one Right "
                              f"option), not {a}")
    return a, right[0]


def _exponent(x: object, what: str) -> Fraction:
    """*x* as a dyadic Fraction, or a clear refusal."""
    e = coerce_operand(x)
    if e is None or e._num is None:
        raise InputTypeError(f"the exponent of {what} is a dyadic number (an int, a dyadic Fraction or a "
                             f"number Game), not {type(x).__name__} {describe(x)}")
    return e._num


def _cumulative(g: Game, x: Fraction) -> Game:
    if x == 0:
        return number(Fraction(0))
    if x < 0:
        raise InputValueError(f"the cumulative power G^->x needs an exponent x >= 0, not {x}")
    # 1 : K = x: K's sign expansion is x's without its first '+'.
    k = from_sign_expansion(sign_expansion(x)[1:])
    return ordinal_sum(g, k)


def cumulative_power(g: object, x: object) -> Game:
    """The cumulative power ``G^→x`` of ``G = {0 | H}``: ``G : K`` with ``1 : K = x`` (``0`` for ``x = 0``).

    Parameters
    ----------
    g : Game
        The base, of the form ``{0 | H}``.
    x : int, dyadic Fraction or number Game
        The exponent, ``x >= 0``.

    Returns
    -------
    Game
        ``^[n]`` (up to the nth) for ``g = ^`` and an integer ``x = n``.

    Raises
    ------
    InputTypeError
        If *g* is not a game or *x* not a dyadic number.
    InputValueError
        If *g* is not of the form ``{0 | H}`` or *x* is negative.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.5; CGSuite's ``G.PowTo(x)``.

    Examples
    --------
    >>> from fractions import Fraction
    >>> from cgtalg import UP
    >>> [str(cumulative_power(UP, n)) for n in range(4)]
    ['0', '^', '^[2]', '^[3]']
    >>> str(cumulative_power(UP, Fraction(7, 4)))
    '{^|*,^[2]||*,^[2]}'
    >>> cumulative_power(UP, -1)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the cumulative power G^->x needs an exponent x >= 0, not -1
    """
    base, _ = _base(g, "cumulative_power()")
    return _cumulative(base, _exponent(x, "cumulative_power()"))


def power(g: object, x: object) -> Game:
    """The power ``G^x`` of ``G = {0 | H}``: ``{0 | H - G^→(x-1)}``.

    Parameters
    ----------
    g : Game
        The base, of the form ``{0 | H}``.
    x : int, dyadic Fraction or number Game
        The exponent, ``x >= 1``.

    Returns
    -------
    Game
        ``^<n>`` (up-nth) for ``g = ^`` and an integer ``x = n``; ``G`` itself for ``x = 1``.

    Raises
    ------
    InputTypeError
        If *g* is not a game or *x* not a dyadic number.
    InputValueError
        If *g* is not of the form ``{0 | H}`` or *x* is below 1.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.5; CGSuite's ``G.Pow(x)``.

    Examples
    --------
    >>> from fractions import Fraction
    >>> from cgtalg import UP, parse
    >>> [str(power(UP, n)) for n in range(1, 4)]
    ['^', '^<2>', '^<3>']
    >>> power(UP, Fraction(7, 4)) == parse("{0||0,v*|0,{0,v*|0,*}}")   # as CGSuite prints ^.Pow(7/4)
    True
    >>> str(power(parse("{0||0|-2}"), 3))
    '{0||0|-2,{0|-2,{0|-2}}}'
    """
    base, right = _base(g, "power()")
    e = _exponent(x, "power()")
    if e < 1:
        raise InputValueError(f"the power G^x needs an exponent x >= 1, not {e}")
    return Game([0], [right - _cumulative(base, e - 1)])
