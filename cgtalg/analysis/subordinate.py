"""The inverse of the ordinal sum: the subordinate ``K`` with ``base : K = G``.

For a fixed base ``B`` the ordinal sum ``K -> B : K`` is one-to-one on
values and keeps the order: in ``(B : K) - (B : K')`` a move in either base
is answered by the mirror move, reaching 0, so only the subordinates are
played and ``B : K >= B : K'`` exactly when ``K >= K'``. So there is at most
one ``K``, and :func:`subordinate` finds it or says that there is none.

Finding it. If ``G = B : K`` with ``K`` canonical, the options of the form
``{B^L, B : K^L | B^R, B : K^R}`` are never reversible through ``B : K^L``
(that would need ``K^LR <= K``), so every canonical Left option of ``G`` is
either one of ``B^L`` or some ``B : K^L``. The candidate is therefore built
followers first: the options of ``G`` that are options of the base on that
side are dropped, the others are subordinated in turn. The candidate is then
checked by forming ``B : K`` again: if it is not ``G``, ``G`` has no
subordinate to that base. Two numbers take a closed form: the sign expansion
of ``B : K`` is ``B``'s followed by ``K``'s.

Like :func:`cgtalg.core.ordinal.ordinal_sum`, the base is its canonical form
(cgtalg's games are canonical).

Examples
--------
>>> from cgtalg import parse
>>> from fractions import Fraction
>>> subordinate(Fraction(3, 8), 1), subordinate(parse("+-1"), parse("+-1"))
(Game('-3/2'), Game('0'))

References
----------
Winning Ways, ch. 6 (ordinal sums); Siegel, *Combinatorial Game Theory*,
II.3; CGSuite, ``CanonicalShortGame.Subordinate``.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from fractions import Fraction

from ..core.canonical import canonical
from ..core.coerce import coerce_operand
from ..core.ordinal import ordinal_sum
from ..core.sign_expansion import from_sign_expansion, sign_expansion
from ..core.store import Game, number
from ..errors import InputTypeError, InputValueError, describe
from ..engine.traversal import traverse
from ._follower_work import check_follower_work

__all__ = ["subordinate", "NoSubordinateError"]


class NoSubordinateError(InputValueError):
    """Raised when a game is not ``base : K`` for any game ``K``.

    Examples
    --------
    >>> from cgtalg import STAR
    >>> try:
    ...     subordinate(STAR, 1)
    ... except NoSubordinateError as e:
    ...     print(e)
    * is not 1 : K for any game K (no ordinal sum on this base equals it)
    """


def subordinate(g: object, base: object) -> Game:
    """Return the game ``K`` with ``ordinal_sum(base, K) == g``.

    Parameters
    ----------
    g : Game, int or dyadic Fraction
        The ordinal sum to take apart.
    base : Game, int or dyadic Fraction
        The base (its canonical form, as in :func:`~cgtalg.core.ordinal.ordinal_sum`).

    Returns
    -------
    Game
        The unique ``K`` with ``base : K = g``.

    Raises
    ------
    InputTypeError
        If *g* or *base* is not a short game (an int, a dyadic Fraction or a
        :class:`~cgtalg.Game`); loopy games are refused by name.
    NoSubordinateError
        If no game ``K`` has ``base : K = g`` (a subclass of
        :class:`~cgtalg.errors.InputValueError`).
    InputValueError
        If a follower of *g* is a number or ``x + n.^ + *k`` whose work
        estimate ``birthday + k**2 // 20`` is over
        :data:`~cgtalg.core.ordinal.SUBORDINATE_LIMIT`, and *g* and *base*
        are not both numbers (each follower is visited).

    Examples
    --------
    >>> from cgtalg import parse, STAR
    >>> from fractions import Fraction
    >>> str(subordinate(Fraction(1, 8), 1)), str(subordinate(Fraction(-13, 16), -1))
    ('-3', '3/8')
    >>> str(subordinate(parse("^.PowTo(5) + *"), STAR)), str(subordinate(parse("+-1"), 0))
    ('5', '+-1')
    >>> from cgtalg.core.ordinal import ordinal_sum
    >>> k = parse("{1|*}")
    >>> subordinate(ordinal_sum(STAR, k), STAR) == k
    True

    References
    ----------
    Winning Ways, ch. 6; Siegel, *Combinatorial Game Theory*, II.3; CGSuite,
    ``CanonicalShortGame.Subordinate`` (the test values above are its).
    """
    a, b = _short(g, "g"), _short(base, "base")
    if a._num is not None and b._num is not None:
        found = _number_subordinate(a._num, b._num)
        candidate = None if found is None else number(found)
    else:
        candidate = _candidate(a, b)
    if candidate is None or ordinal_sum(b, candidate) != a:
        raise NoSubordinateError(f"{a} is not {b} : K for any game K (no ordinal sum on this base equals it)")
    return candidate


def _short(value: object, what: str) -> Game:
    game = coerce_operand(value)
    if game is None:
        kind = type(value).__name__
        loopy = " (loopy games have no ordinal sums here)" if kind in ("Stopper", "LoopyGame", "SidedValue") else ""
        raise InputTypeError(
            f"subordinate() takes short games (Game, int or dyadic Fraction) as {what}, not {describe(value)}{loopy}"
        )
    return game


def _parts(x: Fraction) -> tuple[int, int, str]:
    """The sign expansion of *x* as ``(sign, k, tail)``: ``k`` signs ``sign``, then *tail*.

    Only the first run can be long (an integer part), so it is kept as a
    count; the tail, which starts with the other sign, has the length of the
    binary fraction of *x*.
    """
    if x == 0:
        return 0, 0, ""
    s = 1 if x > 0 else -1
    whole = abs(x.numerator) // x.denominator
    if x.denominator == 1:
        return s, whole, ""
    return s, whole + 1, sign_expansion(x - s * whole, limit=None)[1:]


def _number_subordinate(x: Fraction, base: Fraction) -> Fraction | None:
    """The number ``y`` with ``base : y = x``, from sign expansions, or None if *base*'s is no prefix of *x*'s."""
    bs, bk, btail = _parts(base)
    xs, xk, xtail = _parts(x)
    if bk == 0:
        return x
    if xs != bs:
        return None
    if btail:  # the base's expansion ends inside x's tail
        if xk != bk or not xtail.startswith(btail):
            return None
        return from_sign_expansion(xtail[len(btail):])
    if xk < bk:
        return None
    if xk == bk:
        return from_sign_expansion(xtail)
    first = "+" if xs > 0 else "-"
    return xs * (xk - bk - 1) + from_sign_expansion(first + xtail)


def _candidate(g: Game, base: Game) -> Game:
    """The only possible subordinate, built followers first (see the module notes); to be checked."""
    base_left, base_right = set(base.left_options), set(base.right_options)

    def expand(h: Game) -> tuple[list[Game], int]:
        left = [o for o in h.left_options if o not in base_left]
        right = [o for o in h.right_options if o not in base_right]
        if left or right:
            check_follower_work(h, "subordinate()")
        return left + right, len(left)

    def close(h: Game, kept: list[Game], split: int, memo: MutableMapping[Game, Game], cut: bool) -> Game:
        return canonical([memo[o] for o in kept[:split]], [memo[o] for o in kept[split:]])

    return traverse(g, expand=expand, close=close)
