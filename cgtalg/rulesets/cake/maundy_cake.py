"""Maundy Cake: Left cuts a cake into equal pieces side by side, Right one above the other.

**The rules.** A position is a collection of rectangular cakes scored into
unit squares. Left divides one cake with vertical cuts into any number
``k >= 2`` of pieces of equal width (so ``k`` divides the width), Right
divides one with horizontal cuts into ``k >= 2`` pieces of equal height.
Whoever cannot cut loses. Every position is an integer.

A cake ``R x C`` is written ``RxC`` (R rows, C columns); a position is cakes
separated by spaces or ``+``. Turning a cake on its side negates its value.

**The closed form** (the fast path, :meth:`MaundyCakeRules.region_value`).
Write ``Ω(n)`` for the number of prime factors of ``n`` counted with
multiplicity and, for ``n = p1 p2 ... pk`` with ``p1 <= p2 <= ... <= pk``,

``M(n) = n/p1 + n/(p1 p2) + ... + n/(p1 ... pk)``,

the most cuts Left makes on a ``1 x n`` strip alone: she always splits into
the *smallest* prime number of pieces (OEIS A006022; ``M(n) = M(n/p1) + n/p1``). Then an ``R x C`` cake is worth

* ``0`` if ``Ω(R) = Ω(C)``;
* ``M(C / (q1 ... qa))`` if ``a = Ω(R) < Ω(C)``, where ``q1 <= ... <= qa`` are
  the ``a`` smallest prime factors of ``C``;
* the negative of the transposed cake if ``Ω(R) > Ω(C)``.

(Each player's cuts can be matched one for one by the other's on the
smaller number of prime factors; what is left over is Left's or Right's
surplus of moves on the remaining factors.) The formula is checked against
the search from the rules for every cake up to 36 x 36 in the tests.

This is CGSuite's ``MaundyCake``: the generalised Cutcake whose heap rule on
each side is ``{2+}=.0`` (split a heap into two or more equal heaps).

References
----------
Winning Ways, chapter 2 ("Maundy Cake"); OEIS A006022 (Sprague-Grundy values
of Maundy Cake on an ``n x 1`` sheet: ``0, 1, 1, 3, 1, 4, 1, 7, 4, 6, 1, 10``).

Examples
--------
>>> from cgtalg import value
>>> [str(value(MaundyCake(c))) for c in ("1x6", "6x1", "2x8", "4x12", "6x6", "1x4 + 3x1")]
['4', '-4', '3', '1', '0', '2']
>>> str(value(MaundyCake("1x3072")))   # 3072 = 2**10 * 3: 1536 + 768 + ... + 3 + 1
'3070'
"""

from __future__ import annotations

from ...core.game import Game
from ...core.values import integer
from ...engine.search import _refuse_region_key
from ...errors import check_int
from .cutcake import Cutcake, CutcakeRules

__all__ = ["MaundyCake", "MaundyCakeRules", "RULES", "maundy_moves", "prime_factors"]


#: The largest number :func:`prime_factors` factors (and :func:`maundy_moves` takes): trial
#: division needs up to its square root, a million divisions, well under a second.
MAX_FACTORED = 10**12


def prime_factors(n: int) -> list[int]:
    """The prime factors of *n* >= 1 in increasing order, with multiplicity.

    By trial division (cake sides are small).

    Parameters
    ----------
    n : int
        A positive integer.

    Returns
    -------
    list of int
        The primes whose product is *n* (empty for 1).

    Raises
    ------
    InputTypeError
        If *n* is not an int (bools refused).
    InputValueError
        If *n* is less than 1 or above :data:`MAX_FACTORED`.

    Examples
    --------
    >>> prime_factors(360), prime_factors(1)
    ([2, 2, 2, 3, 3, 5], [])
    >>> prime_factors(0)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a number to factor must be >= 1, got 0
    """
    n = check_int(n, "a number to factor", minimum=1, maximum=MAX_FACTORED)
    out = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1
    if n > 1:
        out.append(n)
    return out


def maundy_moves(n: int) -> int:
    """The most cuts one player makes on a ``1 x n`` strip alone (OEIS A006022).

    Cutting off the smallest prime factor each time is best: with
    ``n = p1 p2 ... pk`` (increasing), that is ``n/p1 + n/(p1 p2) + ... + 1``
    cuts. It is the value of a ``1 x n`` Maundy cake.

    Parameters
    ----------
    n : int
        The strip's length, at least 1.

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If *n* is not an int (bools refused).
    InputValueError
        If *n* is less than 1 or above :data:`MAX_FACTORED`.

    References
    ----------
    Winning Ways (Maundy Cake).

    Examples
    --------
    >>> [maundy_moves(n) for n in range(1, 13)]
    [0, 1, 1, 3, 1, 4, 1, 7, 4, 6, 1, 10]
    """
    n = check_int(n, "a strip length", minimum=1, maximum=MAX_FACTORED)
    total = 0
    for p in prime_factors(n):
        n //= p
        total += n
    return total


class MaundyCakeRules(CutcakeRules):
    """Maundy Cake on the cake keys of :class:`~cgtalg.rulesets.cake.cutcake.CutcakeRules`."""

    name = "maundy-cake"
    #: Cakes the command line values at once (each is valued by the closed form, at once).
    cli_limit = 10_000

    def region_size(self, key: int) -> int:
        """1: every cake is valued by the closed form, however big (see :meth:`Schema.region_size`).

        Parameters
        ----------
        key : int
            A positive cake key.

        Returns
        -------
        int
            Always 1.

        Examples
        --------
        >>> RULES.region_size(RULES.cake(4000, 4000))
        1
        """
        return 1

    def pieces(self, side: int) -> list[tuple[int, ...]]:
        """The ways to cut a side of *side* squares into two or more equal pieces.

        Parameters
        ----------
        side : int
            The length of the side the move acts on.

        Returns
        -------
        list of tuple of int
            For each divisor ``k >= 2`` of *side*, ``k`` pieces of ``side // k``.

        Examples
        --------
        >>> RULES.pieces(6)
        [(3, 3), (2, 2, 2), (1, 1, 1, 1, 1, 1)]
        >>> RULES.pieces(3), RULES.pieces(1)
        ([(1, 1, 1)], [])
        """
        return [(side // k,) * k for k in range(2, side + 1) if side % k == 0]

    def region_value(self, key: int) -> Game | None:
        """The value of the cake *key* by the closed form (see the module docstring).

        Parameters
        ----------
        key : int
            A positive cake key.

        Returns
        -------
        Game
            An integer.

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negative key is the cake turned on its side).

        Examples
        --------
        >>> str(RULES.region_value(RULES.cake(1, 12))), str(RULES.region_value(RULES.cake(6, 6)))
        ('10', '0')
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "cake")
        rows, cols = key >> 13, key & 8191
        fr, fc = prime_factors(rows), prime_factors(cols)
        if len(fr) >= len(fc):
            if len(fr) == len(fc):
                return integer(0)
            return integer(-maundy_moves(_drop_smallest(rows, len(fc))))
        return integer(maundy_moves(_drop_smallest(cols, len(fr))))


def _drop_smallest(n: int, count: int) -> int:
    for p in prime_factors(n)[:count]:
        n //= p
    return n


RULES = MaundyCakeRules()


class MaundyCake(Cutcake):
    """A Maundy Cake position: cakes ``RxC`` separated by spaces or ``+``.

    Raises
    ------
    InputValueError
        On anything that is not ``RxC`` with sides from 1 to
        :data:`~cgtalg.rulesets.cake.cutcake.MAX_SIDE`.

    Examples
    --------
    >>> MaundyCake("2x6").left_options()
    [MaundyCake('2x3 2x3'), MaundyCake('2x2 2x2 2x2'), MaundyCake('2x1 2x1 2x1 2x1 2x1 2x1')]
    >>> MaundyCake("0x4")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a cake's sides are 1 to 4096 squares: '0x4'
    """

    __slots__ = ()
    rules = RULES
