"""Generalized ordinals: differences of ordinals below epsilon-zero, in Cantor normal form.

A *generalized ordinal* is a finite sum ``c_1·ω^e_1 + ... + c_k·ω^e_k`` with
nonzero integer coefficients ``c_i`` and exponents ``e_1 > ... > e_k`` that are
themselves ordinals below ε₀ (generalized ordinals whose coefficients are all
positive). Every difference ``α - β`` of two ordinals below ε₀ is one, and
these are all: CGSuite's ``GeneralizedOrdinal`` is this set.

The arithmetic is the surreal one, which on ordinals is Hessenberg's
*natural* sum and product (not the ordinal sum, where ``1 + ω = ω``): terms
add coefficient-wise, and ``ω^a · ω^b = ω^(a ⊕ b)`` with ``⊕`` the natural sum
of the exponents. With these the generalized ordinals form a commutative
ring without zero divisors; as a ring it is the polynomials over the integers
in the variables ``ω^(ω^a)``, one for each ordinal ``a`` (see
:mod:`cgtalg.transfinite.surreal`, which divides them). Two generalized
ordinals compare by their first differing term, the leading term of their
difference deciding: ``ω - 10**100 > 0``.

Integers are the generalized ordinals without ω: they compare and hash as
the ``int`` they are. Division lives in :class:`~cgtalg.transfinite.surreal.Surreal`,
and so does arithmetic with a ``Fraction`` or a number game: ``OMEGA + Fraction(1, 2)``
is a ``Surreal``.

References
----------
Conway, *On Numbers and Games*, ch. 1-3 (the surreal sum and product,
ω, and the normal form); Siegel, *Combinatorial Game Theory*, ch. VIII
(transfinite games and the surreal numbers as games); CGSuite's
``GeneralizedOrdinal`` class (the definition followed here).
"""

from __future__ import annotations

from math import comb
from numbers import Rational
from typing import Any, Callable

from ..core.order import Relation
from ..core.store import Game
from ..errors import InputTypeError, InputValueError, check_int, describe

__all__ = ["GeneralizedOrdinal", "OMEGA", "omega_power", "omega_power_quotient", "POWER_LIMIT", "POWER_SIZE_LIMIT",
           "TERM_LIMIT", "NESTING_LIMIT"]

#: The largest exponent ``n`` of a power ``x ** n`` (the terms of a power grow quickly with ``n``).
POWER_LIMIT = 100
#: The most bits in a coefficient that a power ``x ** n`` may be expected to have.
POWER_SIZE_LIMIT = 100_000
#: The most terms a generalized ordinal may have (a product of two costs the product of their sizes).
TERM_LIMIT = 1000
#: How deeply towers ``ω^ω^...`` may nest (the depth of the exponents' exponents).
NESTING_LIMIT = 50

#: Division, installed by :mod:`cgtalg.transfinite.surreal` (which sits above this module).
_QUOTIENT: list[Callable[[Any, Any], Any]] = []
#: The text of a number, installed by :mod:`cgtalg.transfinite.printer` (which the package imports).
_TEXT: list[Callable[[Any], str]] = []
#: A number with a short game that is not a number, installed by :mod:`cgtalg.transfinite.surreal_plus_game`:
#: ``[(sum, relation)]``, the sum ``x + G`` and the :class:`~cgtalg.core.order.Relation` of ``x`` to ``G``.
_MIXED: list[tuple[Callable[[Any, Any], Any], Callable[[Any, Any], Relation]]] = []


def _is_game_not_number(other: object) -> bool:
    """True for a short game that is not a number (``*``, ``↑``): it takes part in sums and comparisons through
    :data:`_MIXED`."""
    return isinstance(other, Game) and not other.is_number and bool(_MIXED)


class _OrderedByCompare:
    """``<``, ``<=``, ``>``, ``>=`` from ``_compare`` (the sign of ``self - other``, or None for a foreign type),
    and the ``repr`` ``Type('text')``."""

    __slots__ = ()

    def _compare(self, other: object) -> int | None:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def __lt__(self, other: object) -> bool:
        if _is_game_not_number(other):
            return _MIXED[0][1](self, other) is Relation.LESS
        c = self._compare(other)
        return NotImplemented if c is None else c < 0

    def __le__(self, other: object) -> bool:
        if _is_game_not_number(other):
            return _MIXED[0][1](self, other) is Relation.LESS  # never equal: such a game equals no number
        c = self._compare(other)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other: object) -> bool:
        if _is_game_not_number(other):
            return _MIXED[0][1](self, other) is Relation.GREATER
        c = self._compare(other)
        return NotImplemented if c is None else c > 0

    def __ge__(self, other: object) -> bool:
        if _is_game_not_number(other):
            return _MIXED[0][1](self, other) is Relation.GREATER
        c = self._compare(other)
        return NotImplemented if c is None else c >= 0


class GeneralizedOrdinal(_OrderedByCompare):
    """A generalized ordinal: a sum of terms ``c·ω^e``, exactly, in Cantor normal form.

    Build one from an integer, from :data:`OMEGA` and :func:`omega_power`
    with ``+``, ``-``, ``*`` and ``**`` (a nonnegative integer power), or read
    one with :func:`cgtalg.transfinite.parser.parse_transfinite`.

    Parameters
    ----------
    n : int, optional
        The integer to embed (default 0).

    Raises
    ------
    InputTypeError
        If *n* is not an integer.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 3 (the normal form); CGSuite's
    ``GeneralizedOrdinal``.

    Examples
    --------
    >>> from cgtalg.transfinite import OMEGA, GeneralizedOrdinal
    >>> print(OMEGA * 3 + 5 - OMEGA ** 2)
    -ω^2+ω×3+5
    >>> GeneralizedOrdinal(7) == 7, OMEGA > 10 ** 100, -OMEGA < 1
    (True, True, True)
    >>> (OMEGA + 5) - OMEGA == 5
    True
    """

    __slots__ = ("_terms", "_key", "_depth", "_hash")

    _terms: tuple[tuple["GeneralizedOrdinal", int], ...]
    _key: tuple[Any, ...]
    _depth: int
    _hash: int

    def __init__(self, n: int = 0) -> None:
        n = check_int(n, "the integer of a GeneralizedOrdinal")
        self._set(((_ZERO, n),) if n else ())

    def _set(self, terms: tuple[tuple["GeneralizedOrdinal", int], ...]) -> None:
        self._terms = terms
        self._key = tuple((e._key, c) for e, c in terms)
        self._depth = max((e._depth + 1 for e, _ in terms if e._terms), default=0)
        finite = not terms or not terms[0][0]._terms
        self._hash = hash(terms[0][1] if terms else 0) if finite else hash(self._key)

    @classmethod
    def _from_terms(cls, coefficients: dict["GeneralizedOrdinal", int]) -> "GeneralizedOrdinal":
        """The generalized ordinal with these coefficients by exponent (zeros dropped, sorted)."""
        kept = [(e, c) for e, c in coefficients.items() if c]
        if len(kept) > TERM_LIMIT:
            raise InputValueError(f"a generalized ordinal may have at most {TERM_LIMIT} terms; this one has {len(kept)}")
        kept.sort(key=lambda term: term[0]._key, reverse=True)
        g = object.__new__(cls)
        g._set(tuple(kept))
        return g

    # -- structure ------------------------------------------------------------------

    @property
    def terms(self) -> tuple[tuple["GeneralizedOrdinal", int], ...]:
        """The terms as ``(exponent, coefficient)`` pairs, the largest exponent first.

        Returns
        -------
        tuple of (GeneralizedOrdinal, int)
            The exponents are ordinals; the coefficients nonzero integers.

        Examples
        --------
        >>> from cgtalg.transfinite import OMEGA
        >>> [(str(e), c) for e, c in (OMEGA * 3 - 2).terms]
        [('1', 3), ('0', -2)]
        """
        return self._terms

    @property
    def is_ordinal(self) -> bool:
        """True if every coefficient is positive (or there is none): an ordinal below ε₀.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg.transfinite import OMEGA
        >>> (OMEGA + 1).is_ordinal, (OMEGA - 1).is_ordinal
        (True, False)
        """
        return all(c > 0 for _, c in self._terms)

    @property
    def is_integer(self) -> bool:
        """True if there is no ω in it: it is an integer.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg.transfinite import OMEGA
        >>> (OMEGA - OMEGA + 4).is_integer, OMEGA.is_integer
        (True, False)
        """
        return not self._terms or not self._terms[0][0]._terms

    def as_int(self) -> int:
        """This generalized ordinal as an ``int``.

        Returns
        -------
        int

        Raises
        ------
        InputValueError
            If it has a term with ω.

        Examples
        --------
        >>> from cgtalg.transfinite import OMEGA
        >>> (OMEGA + 3 - OMEGA).as_int()
        3
        """
        if not self.is_integer:
            raise InputValueError(f"{self} is not an integer")
        return self._terms[0][1] if self._terms else 0

    @property
    def sign(self) -> int:
        """1, 0 or -1: the sign of the leading coefficient.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.transfinite import OMEGA
        >>> (OMEGA - 10 ** 9).sign, (1 - OMEGA).sign
        (1, -1)
        """
        return (self._terms[0][1] > 0) - (self._terms[0][1] < 0) if self._terms else 0

    @property
    def birthday(self) -> "GeneralizedOrdinal":
        """The day this number is born: the ordinal with the coefficients' sizes, ``Σ |c|·ω^e``.

        An ordinal is born on its own day; ``ω - 1 = {0, 1, 2, ... | ω}`` on day ω+1.

        Returns
        -------
        GeneralizedOrdinal
            An ordinal.

        References
        ----------
        Conway, *On Numbers and Games*, ch. 3; CGSuite's ``GeneralizedOrdinal.Birthday``.

        Examples
        --------
        >>> from cgtalg.transfinite import OMEGA
        >>> print((OMEGA - 1).birthday, (OMEGA * 2 - 3 * OMEGA ** 2).birthday)
        ω+1 ω^2×3+ω×2
        """
        return GeneralizedOrdinal._from_terms({e: abs(c) for e, c in self._terms})

    # -- arithmetic -------------------------------------------------------------------

    def _lift(self, other: object) -> Any:
        """This number as a Surreal when *other* is a Fraction or a Game (which the Surreal takes), else None."""
        if isinstance(other, (Rational, Game)) and not isinstance(other, int):
            return _QUOTIENT[0](self, 1)
        return None

    def __add__(self, other: object) -> Any:
        o = _operand(other)
        if o is None:
            s = self._lift(other)
            return NotImplemented if s is None else s + other
        merged = dict(self._terms)
        for e, c in o._terms:
            merged[e] = merged.get(e, 0) + c
        return GeneralizedOrdinal._from_terms(merged)

    __radd__ = __add__

    def __neg__(self) -> "GeneralizedOrdinal":
        return GeneralizedOrdinal._from_terms({e: -c for e, c in self._terms})

    def __pos__(self) -> "GeneralizedOrdinal":
        return self

    def __abs__(self) -> "GeneralizedOrdinal":
        return -self if self.sign < 0 else self

    def __sub__(self, other: object) -> Any:
        o = _operand(other)
        if o is not None:
            return self + (-o)
        s = self._lift(other)
        return NotImplemented if s is None else s - other

    def __rsub__(self, other: object) -> Any:
        o = _operand(other)
        if o is not None:
            return o + (-self)
        s = self._lift(other)
        return NotImplemented if s is None else other - s

    def __mul__(self, other: object) -> Any:
        o = _operand(other)
        if o is None:
            s = self._lift(other)
            return NotImplemented if s is None else s * other
        product: dict[GeneralizedOrdinal, int] = {}
        for e, c in self._terms:
            for f, d in o._terms:
                s = e + f
                product[s] = product.get(s, 0) + c * d
        return GeneralizedOrdinal._from_terms(product)

    __rmul__ = __mul__

    def __truediv__(self, other: object) -> Any:
        return _QUOTIENT[0](self, other)

    def __rtruediv__(self, other: object) -> Any:
        o = _operand(other)
        return NotImplemented if o is None else _QUOTIENT[0](o, self)

    def __pow__(self, n: object) -> Any:
        if self == OMEGA and isinstance(n, GeneralizedOrdinal):
            return omega_power(n) if n.is_ordinal else omega_power_quotient(n)
        if isinstance(n, bool) or not isinstance(n, int):
            return NotImplemented
        if self == OMEGA:
            return omega_power(n) if n >= 0 else _QUOTIENT[0](1, omega_power(-n))
        n = check_int(n, "the exponent of a power", minimum=-POWER_LIMIT, maximum=POWER_LIMIT)
        if n < 0:
            return _QUOTIENT[0](1, self ** -n)
        self._check_power_size(n)
        result, base = ONE, self
        while n:
            if n & 1:
                result = result * base
            n >>= 1
            if n:
                base = base * base
        return result

    def _check_power_size(self, n: int) -> None:
        """Refuse ``self ** n`` when it would have too many terms or too long coefficients."""
        k = len(self._terms)
        bits = n * (max((abs(c).bit_length() for _, c in self._terms), default=0) + k.bit_length())
        if bits > POWER_SIZE_LIMIT or (k > 1 and comb(n + k - 1, k - 1) > TERM_LIMIT):
            raise InputValueError(f"the power ({self})**{n} would be too large (over {TERM_LIMIT} terms "
                                  f"or {POWER_SIZE_LIMIT} coefficient bits)")

    # -- order --------------------------------------------------------------------------

    def _compare(self, other: object) -> int | None:
        o = _operand(other)
        if o is None:
            s = self._lift(other)
            return None if s is None else s._compare(other)  # type: ignore[no-any-return]
        return (self - o).sign

    def __eq__(self, other: object) -> bool:
        if isinstance(other, GeneralizedOrdinal):
            return self._terms == other._terms
        o = _operand(other)
        if o is None:
            s = self._lift(other)
            return NotImplemented if s is None else s == other  # type: ignore[no-any-return]
        return self._terms == o._terms

    def __hash__(self) -> int:
        return self._hash

    def __bool__(self) -> bool:
        return bool(self._terms)

    # -- text --------------------------------------------------------------------------

    def __str__(self) -> str:
        return _TEXT[0](self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (tuple((e, c) for e, c in self._terms),))


def _rebuild(terms: tuple[tuple[GeneralizedOrdinal, int], ...]) -> GeneralizedOrdinal:
    """The generalized ordinal with these terms (for pickle)."""
    return GeneralizedOrdinal._from_terms(dict(terms))


def _operand(other: object) -> GeneralizedOrdinal | None:
    """*other* as a generalized ordinal when it is one or an integer (not a bool), else None."""
    if isinstance(other, GeneralizedOrdinal):
        return other
    if isinstance(other, int) and not isinstance(other, bool):
        return GeneralizedOrdinal(other)
    return None


def omega_power(exponent: object) -> GeneralizedOrdinal:
    """The term ``ω^exponent`` for an ordinal exponent below ε₀.

    Parameters
    ----------
    exponent : GeneralizedOrdinal or int
        An ordinal: a nonnegative integer or a generalized ordinal with positive coefficients.

    Returns
    -------
    GeneralizedOrdinal
        ``ω^exponent`` (``ω^(ω^a)`` is one of the ring's variables).

    Raises
    ------
    InputTypeError
        If *exponent* is not an integer or a generalized ordinal.
    InputValueError
        If *exponent* is not an ordinal (``ω^(ω-1)`` is a surreal number:
        :meth:`cgtalg.transfinite.surreal.Surreal.omega_power` divides), or the
        tower nests deeper than :data:`NESTING_LIMIT`.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 3 (the ω-map ``x ↦ ω^x``).

    Examples
    --------
    >>> from cgtalg.transfinite import OMEGA, omega_power
    >>> print(omega_power(OMEGA ** 2 + OMEGA), omega_power(omega_power(OMEGA)))
    ω^(ω^2+ω) ω^ω^ω
    """
    e = _operand(exponent)
    if e is None:
        raise InputTypeError(f"the exponent of ω must be an ordinal (an int or a GeneralizedOrdinal), "
                             f"not {describe(exponent)}")
    if not e.is_ordinal:
        raise InputValueError(f"the exponent of ω must be an ordinal here (nonnegative coefficients), not {e}")
    if e._depth >= NESTING_LIMIT:
        raise InputValueError(f"ω-towers nest at most {NESTING_LIMIT} deep")
    return GeneralizedOrdinal._from_terms({e: 1})


def omega_power_quotient(exponent: object) -> Any:
    """``ω^(α - β)`` as the surreal ``ω^α / ω^β``, for a generalized ordinal exponent ``α - β``.

    Parameters
    ----------
    exponent : GeneralizedOrdinal or int
        Any generalized ordinal; ``α`` collects its positive terms, ``β`` its negative ones.

    Returns
    -------
    Surreal
        ``ω^α / ω^β`` (a :class:`~cgtalg.transfinite.surreal.Surreal`).

    Raises
    ------
    InputTypeError
        If *exponent* is not a generalized ordinal or an int.
    InputValueError
        If the tower nests deeper than :data:`NESTING_LIMIT`.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 3; CGSuite's ``OmegaPower``.

    Examples
    --------
    >>> from cgtalg.transfinite import OMEGA
    >>> from cgtalg.transfinite.generalized_ordinal import omega_power_quotient
    >>> print(omega_power_quotient(OMEGA - 1), omega_power_quotient(GeneralizedOrdinal(-2)))
    ω^ω/ω 1/ω^2
    """
    g = _operand(exponent)
    if g is None:
        raise InputTypeError(f"the exponent must be a generalized ordinal or an int, not {describe(exponent)}")
    up = GeneralizedOrdinal._from_terms({e: c for e, c in g.terms if c > 0})
    down = GeneralizedOrdinal._from_terms({e: -c for e, c in g.terms if c < 0})
    return _QUOTIENT[0](omega_power(up), omega_power(down))


_ZERO = object.__new__(GeneralizedOrdinal)
_ZERO._set(())
ONE = GeneralizedOrdinal(1)
#: The first infinite ordinal ω.
OMEGA = omega_power(1)
