"""Sign expansions of ordinal length: the numbers of :mod:`cgtalg.transfinite.surreal` as walks in the tree.

Every surreal number is reached from 0 by a walk of ``+`` (up) and ``-``
(down) steps, one step on each day before its birthday: its *sign
expansion*, a sequence of signs indexed by an ordinal, the birthday. For the
numbers of :class:`~cgtalg.transfinite.surreal.Surreal` with a finite normal
form these sequences are finite lists of runs ``(sign, length)`` with
lengths ordinals below ε₀; :class:`SignExpansion` holds them: ``ω = +^ω``,
``ω - 1 = +^ω -``, ``1/ω = + -^ω``, ``ω/2 = +^ω -^ω``.

Two numbers compare as their sign expansions do, lexicographically with
``-`` below the end and the end below ``+``; the expansion of ``-x`` flips
every sign of that of ``x``; a proper prefix of the expansion of ``x`` is the
expansion of a number simpler than ``x``, below ``x`` when the next sign is
``+`` and above it when ``-``.

:func:`sign_expansion_of` works Gonshor's theorems out on the normal form
``x = Σ ω^(y_i)·r_i`` (exponents ``y_0 > y_1 > ...``, here generalized
ordinals, and rational coefficients ``r_i``):

* ``ω^y`` (Gonshor, Thm 5.11): a ``+``, then for each sign of ``y``, at
  position ``β`` with ``p`` pluses before it, ``ω^(p+1)`` copies of that
  sign (``p + 1`` an ordinal sum); a run of ``n`` pluses after ``p`` pluses
  so gives ``ω^(p+n)`` pluses, ``n`` minuses ``ω^(p+1)·n`` minuses;
* ``ω^y·r`` for a positive dyadic ``r`` (Gonshor, ch. 5): that of ``ω^y``,
  then the expansion of ``r`` without its first ``+``, each sign repeated
  ``ω^(y⁺)`` times, ``y⁺`` the number of pluses in ``y``; a negative ``r``
  flips every sign;
* the sum (Gonshor, Thm 5.12): the terms' expansions one after the other,
  where term ``i > 0`` drops the signs that its exponent's minus signs would
  bring *inside the common prefix* of ``y_i`` and ``y_(i-1)`` (the minuses of
  ``y_i`` at positions before the first difference): ``1/ω + 1/ω^2`` is
  ``+ -^ω`` then ``+ -^ω``, not ``+ -^ω`` then ``+ -^(ω×2)``.

These give the published cases (``ω/2``, ``1/(2ω) = + -^(ω+1)``,
``√ω = +^ω -^(ω^2)`` from the exponent ``1/2 = + -``), and the tests check
them against the order of the field, the birthdays of generalized ordinals
and rationals, and the simplest-number property of every prefix.

What is refused, with an :class:`~cgtalg.errors.InputValueError` saying
why: a number whose normal form is infinite (a denominator with several
terms, ``1/(ω+1) = ω^-1 - ω^-2 + ...``) or has a coefficient that is not
dyadic (``1/3 = +-+-...``, ``ω/3``): their sign expansions have infinitely
many runs, and a list of runs holds only finitely many. The inverse,
:func:`surreal_from_sign_expansion`, reads any finite list of runs and refuses
those whose number lies outside the field: ``+^ω -^(ω^2)`` is ``√ω = ω^(1/2)``,
``+^ω -^(ω^3)`` is ``ω^(1/ω)``; every answer is checked by working its
expansion out again and comparing.

Text: runs separated by spaces, a length other than 1 after ``^``, in
parentheses unless an integer or ``ω``: ``+^ω -^(ω^2) +``; ``ascii=True``
spells ω as ``omega``; :func:`parse_sign_expansion` reads both back (and
``++-`` too).

References
----------
H. Gonshor, *An Introduction to the Theory of Surreal Numbers*, 1986, ch. 3
(sign expansions and their order) and ch. 5 (Thms 5.11 and 5.12, the sign
expansion of ``ω^y``, of ``ω^y·r`` and of a normal form); Conway, *On Numbers
and Games*, ch. 3 (the normal form, ω - 1, 1/ω, ω/2); Siegel, *Combinatorial
Game Theory*, ch. VIII.
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache
from typing import Any, Iterable

from ..errors import InputTypeError, InputValueError, as_integer, check_bool, check_str, describe
from .generalized_ordinal import GeneralizedOrdinal, omega_power, omega_power_quotient
from .parser import parse_transfinite
from .printer import ordinal_text
from . import surreal as _surreal
from .surreal import Surreal

__all__ = ["SignExpansion", "sign_expansion_of", "surreal_from_sign_expansion", "parse_sign_expansion"]

_ZERO = GeneralizedOrdinal(0)
_ONE = GeneralizedOrdinal(1)


# -- ordinal arithmetic (the ordinal sum, not the natural one) ---------------------------------

def _as_ordinal(n: object, what: str) -> GeneralizedOrdinal:
    """*n* (an int or a GeneralizedOrdinal) as a GeneralizedOrdinal that is an ordinal."""
    if isinstance(n, GeneralizedOrdinal):
        g = n
    else:
        k = as_integer(n)
        if k is None:
            raise InputTypeError(f"{what} must be an ordinal (an int or a GeneralizedOrdinal), not {describe(n)}")
        g = GeneralizedOrdinal(k)
    if not g.is_ordinal:
        raise InputValueError(f"{what} must be an ordinal (no negative coefficient), not {g}")
    return g


def _ordinal_sum(a: GeneralizedOrdinal, b: GeneralizedOrdinal) -> GeneralizedOrdinal:
    """The ordinal sum ``a + b`` (``1 + ω = ω``) of two ordinals in Cantor normal form."""
    if not b.terms:
        return a
    lead, c = b.terms[0]
    terms = {e: k for e, k in a.terms if e > lead}
    terms[lead] = dict(a.terms).get(lead, 0) + c
    terms.update(b.terms[1:])
    return GeneralizedOrdinal._from_terms(terms)


def _left_difference(a: GeneralizedOrdinal, b: GeneralizedOrdinal) -> GeneralizedOrdinal:
    """The ordinal ``d`` with ``a + d = b`` (ordinal sum), for ordinals ``a <= b``."""
    ta, tb = a.terms, b.terms
    i = 0
    while i < len(ta) and i < len(tb) and ta[i] == tb[i]:
        i += 1
    if i == len(ta):
        return GeneralizedOrdinal._from_terms(dict(tb[i:]))
    (ea, ca), (eb, cb) = ta[i], tb[i]
    if eb > ea:
        return GeneralizedOrdinal._from_terms(dict(tb[i:]))
    return GeneralizedOrdinal._from_terms({eb: cb - ca, **dict(tb[i + 1:])})


def _omega_times(a: GeneralizedOrdinal, n: GeneralizedOrdinal) -> GeneralizedOrdinal:
    """The ordinal product ``ω^a · n``: each term ``ω^e·c`` of *n* becomes ``ω^(a+e)·c``."""
    return GeneralizedOrdinal._from_terms({_ordinal_sum(a, e): c for e, c in n.terms})


def _leading_exponent(n: GeneralizedOrdinal) -> GeneralizedOrdinal:
    return n.terms[0][0]


def _sign_char(s: int) -> str:
    return "+" if s > 0 else "-"


# -- the sign expansion -------------------------------------------------------------------------

class SignExpansion:
    """A sign expansion of ordinal length below ε₀: a finite list of runs ``(sign, length)``.

    Parameters
    ----------
    runs : iterable of (sign, length), optional
        The runs in order (default none: the expansion of 0). A sign is
        ``'+'``, ``'-'``, ``1`` or ``-1``; a length is a nonnegative int or a
        :class:`~cgtalg.transfinite.generalized_ordinal.GeneralizedOrdinal`
        that is an ordinal. Empty runs are dropped and adjacent runs of one
        sign merged, so equal sequences have equal runs.

    Raises
    ------
    InputTypeError
        If a run is not a pair, a sign not one of those, or a length not an int or a GeneralizedOrdinal.
    InputValueError
        If a length is negative or not an ordinal.

    References
    ----------
    Gonshor, *An Introduction to the Theory of Surreal Numbers*, ch. 3; Conway,
    *On Numbers and Games*, ch. 3.

    Examples
    --------
    >>> from cgtalg.transfinite import OMEGA
    >>> s = SignExpansion([("+", OMEGA), ("+", 1), ("-", OMEGA ** 2)])
    >>> print(s, s.length)
    +^(ω+1) -^(ω^2) ω^2
    >>> s.sign_at(OMEGA), s.sign_at(OMEGA + 1)
    (1, -1)
    >>> SignExpansion([("+", 1)]) < s < SignExpansion([("+", OMEGA + 2)])
    True
    """

    __slots__ = ("_runs", "_hash")

    _runs: tuple[tuple[int, GeneralizedOrdinal], ...]
    _hash: int

    def __init__(self, runs: Iterable[Any] = ()) -> None:
        if isinstance(runs, (str, bytes)):
            raise InputTypeError("a SignExpansion is made from (sign, length) pairs; read a text with "
                                 "parse_sign_expansion")
        try:
            items = list(runs)
        except TypeError:
            raise InputTypeError(f"the runs of a SignExpansion must be an iterable of (sign, length) pairs, "
                                 f"not {describe(runs)}") from None
        merged: list[list[Any]] = []
        for run in items:
            if not isinstance(run, tuple) or len(run) != 2:
                raise InputTypeError(f"a run is a (sign, length) pair, not {describe(run)}")
            sign, length = run
            if sign in ("+", 1) and not isinstance(sign, bool):
                s = 1
            elif sign in ("-", "−", -1) and not isinstance(sign, bool):
                s = -1
            else:
                raise InputTypeError(f"a sign is '+', '-', 1 or -1, not {describe(sign)}")
            n = _as_ordinal(length, "the length of a run")
            if not n:
                continue
            if merged and merged[-1][0] == s:
                merged[-1][1] = _ordinal_sum(merged[-1][1], n)
            else:
                merged.append([s, n])
        self._set(tuple((s, n) for s, n in merged))

    def _set(self, runs: tuple[tuple[int, GeneralizedOrdinal], ...]) -> None:
        self._runs = runs
        self._hash = hash(runs)

    @classmethod
    def _trusted(cls, runs: Iterable[tuple[int, GeneralizedOrdinal]]) -> "SignExpansion":
        """The expansion with these runs, merging neighbours and dropping empty ones (no type checks)."""
        merged: list[list[Any]] = []
        for s, n in runs:
            if not n:
                continue
            if merged and merged[-1][0] == s:
                merged[-1][1] = _ordinal_sum(merged[-1][1], n)
            else:
                merged.append([s, n])
        e = object.__new__(cls)
        e._set(tuple((s, n) for s, n in merged))
        return e

    # -- structure ------------------------------------------------------------------------------

    @property
    def runs(self) -> tuple[tuple[int, GeneralizedOrdinal], ...]:
        """The runs as ``(sign, length)`` pairs, sign ``1`` or ``-1``, neighbours of opposite signs.

        Returns
        -------
        tuple of (int, GeneralizedOrdinal)

        Examples
        --------
        >>> [(s, str(n)) for s, n in parse_sign_expansion("+^omega - -").runs]
        [(1, 'ω'), (-1, '2')]
        """
        return self._runs

    @property
    def length(self) -> GeneralizedOrdinal:
        """The length, an ordinal: the ordinal sum of the runs' lengths, the birthday of the number.

        Returns
        -------
        GeneralizedOrdinal

        Examples
        --------
        >>> print(parse_sign_expansion("+ -^omega").length, parse_sign_expansion("+^omega -^omega").length)
        ω ω×2
        """
        total = _ZERO
        for _, n in self._runs:
            total = _ordinal_sum(total, n)
        return total

    @property
    def plus_count(self) -> GeneralizedOrdinal:
        """The number of ``+`` signs, an ordinal (the ordinal sum of the plus runs' lengths).

        Returns
        -------
        GeneralizedOrdinal

        Examples
        --------
        >>> print(parse_sign_expansion("+^omega - +^2").plus_count)
        ω+2
        """
        total = _ZERO
        for s, n in self._runs:
            if s > 0:
                total = _ordinal_sum(total, n)
        return total

    def sign_at(self, index: object) -> int:
        """The sign at an ordinal *index*: ``1`` for ``+``, ``-1`` for ``-``.

        Parameters
        ----------
        index : int or GeneralizedOrdinal
            An ordinal below the length.

        Returns
        -------
        int

        Raises
        ------
        InputTypeError
            If *index* is not an int or a GeneralizedOrdinal.
        InputValueError
            If *index* is not an ordinal, or not below the length.

        Examples
        --------
        >>> from cgtalg.transfinite import OMEGA
        >>> s = parse_sign_expansion("+ -^omega +")
        >>> s.sign_at(0), s.sign_at(5), s.sign_at(OMEGA)
        (1, -1, 1)
        """
        i = _as_ordinal(index, "the index of a sign")
        start = _ZERO
        for s, n in self._runs:
            end = _ordinal_sum(start, n)
            if i < end:
                return s
            start = end
        raise InputValueError(f"the index {i} is not below the length {start} of the sign expansion {self}")

    def prefix(self, length: object) -> "SignExpansion":
        """The first *length* signs (the whole expansion if it is shorter).

        Parameters
        ----------
        length : int or GeneralizedOrdinal
            An ordinal.

        Returns
        -------
        SignExpansion

        Raises
        ------
        InputTypeError, InputValueError
            If *length* is not an ordinal.

        Examples
        --------
        >>> from cgtalg.transfinite import OMEGA
        >>> print(parse_sign_expansion("+^omega -^(omega^2)").prefix(OMEGA * 3))
        +^ω -^(ω×2)
        """
        want = _as_ordinal(length, "the length of a prefix")
        kept: list[tuple[int, GeneralizedOrdinal]] = []
        start = _ZERO
        for s, n in self._runs:
            if want <= start:
                break
            end = _ordinal_sum(start, n)
            kept.append((s, n if end <= want else _left_difference(start, want)))
            start = end
        return SignExpansion._trusted(kept)

    def _common_prefix_length(self, other: "SignExpansion") -> GeneralizedOrdinal:
        """The length of the longest common prefix of *self* and *other*."""
        total = _ZERO
        for (s, n), (t, m) in zip(self._runs, other._runs):
            if s != t:
                return total
            if n != m:
                return _ordinal_sum(total, min(n, m))
            total = _ordinal_sum(total, n)
        return total

    def __neg__(self) -> "SignExpansion":
        return SignExpansion._trusted((-s, n) for s, n in self._runs)

    def value(self) -> Surreal:
        """The number with this sign expansion (see :func:`surreal_from_sign_expansion`).

        Returns
        -------
        Surreal

        Raises
        ------
        InputValueError
            If that number is not in the field of quotients of generalized ordinals.

        Examples
        --------
        >>> print(parse_sign_expansion("+^omega -^omega").value())
        ω/2
        """
        return surreal_from_sign_expansion(self)

    # -- order ----------------------------------------------------------------------------------

    def _compare(self, other: object) -> int | None:
        """-1, 0 or 1 as *self* is below, equal to or above *other* (− < end < +); None for a foreign type."""
        if not isinstance(other, SignExpansion):
            return None
        a, b = list(self._runs), list(other._runs)
        i = j = 0
        ra = a[0][1] if a else _ZERO
        rb = b[0][1] if b else _ZERO
        while i < len(a) and j < len(b):
            (s, _), (t, _) = a[i], b[j]
            if s != t:
                return 1 if s > t else -1
            if ra == rb:
                i, j = i + 1, j + 1
                ra = a[i][1] if i < len(a) else _ZERO
                rb = b[j][1] if j < len(b) else _ZERO
            elif ra < rb:
                rb = _left_difference(ra, rb)
                i += 1
                ra = a[i][1] if i < len(a) else _ZERO
            else:
                ra = _left_difference(rb, ra)
                j += 1
                rb = b[j][1] if j < len(b) else _ZERO
        if i < len(a):
            return a[i][0]
        if j < len(b):
            return -b[j][0]
        return 0

    def __lt__(self, other: object) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c < 0

    def __le__(self, other: object) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other: object) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c > 0

    def __ge__(self, other: object) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c >= 0

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SignExpansion):
            return NotImplemented
        return self._runs == other._runs

    def __hash__(self) -> int:
        return self._hash

    def __bool__(self) -> bool:
        return bool(self._runs)

    # -- text -----------------------------------------------------------------------------------

    def text(self, ascii: bool = False) -> str:
        """The runs as text: ``+^ω -^(ω^2) +``, or with ``ascii=True`` ``+^omega -^(omega^2) +``.

        Parameters
        ----------
        ascii : bool, optional
            Spell ω as ``omega`` and × as ``*``.

        Returns
        -------
        str
            ``''`` for the empty expansion (the number 0).

        Raises
        ------
        InputTypeError
            If *ascii* is not a bool.

        Examples
        --------
        >>> from cgtalg.transfinite import OMEGA
        >>> s = SignExpansion([("+", OMEGA), ("-", OMEGA ** 2), ("+", 1)])
        >>> s.text(), s.text(ascii=True)
        ('+^ω -^(ω^2) +', '+^omega -^(omega^2) +')
        """
        check_bool(ascii, "ascii")
        parts = []
        for s, n in self._runs:
            t = ordinal_text(n, ascii)
            if n == 1:
                parts.append(_sign_char(s))
            elif n.is_integer or t in ("ω", "omega"):
                parts.append(f"{_sign_char(s)}^{t}")
            else:
                parts.append(f"{_sign_char(s)}^({t})")
        return " ".join(parts)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text()!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (SignExpansion, (self._runs,))


_EMPTY = SignExpansion()


# -- from a number ------------------------------------------------------------------------------

def _dyadic_runs(q: Fraction) -> list[tuple[int, int]]:
    """The sign expansion of a positive dyadic *q* as runs of finite length."""
    whole = q.numerator // q.denominator
    if q.denominator == 1:
        return [(1, whole)]
    k = q.denominator.bit_length() - 1
    bits = format(q.numerator - whole * q.denominator, f"0{k}b")[:-1]
    runs = [(1, whole + 1), (-1, 1)]
    for b in bits:
        s = 1 if b == "1" else -1
        if runs[-1][0] == s:
            runs[-1] = (s, runs[-1][1] + 1)
        else:
            runs.append((s, 1))
    return runs


def _dyadic_from_runs(runs: list[tuple[int, int]]) -> Fraction:
    """The dyadic number with this finite sign expansion (runs of ints), 0 for none."""
    merged: list[list[int]] = []
    for s, n in runs:
        if merged and merged[-1][0] == s:
            merged[-1][1] += n
        else:
            merged.append([s, n])
    if not merged:
        return Fraction(0)
    s0, n0 = merged[0]
    value = Fraction(s0 * n0)
    t = 0
    for s, n in merged[1:]:
        # the signs t+1 .. t+n are each worth s * 2**-position
        value += s * (Fraction(1, 1 << t) - Fraction(1, 1 << (t + n)))
        t += n
    return value


def _exponent_blocks(y: SignExpansion, common: GeneralizedOrdinal) -> list[tuple[int, GeneralizedOrdinal]]:
    """The runs that the exponent *y* brings into the expansion of ``ω^y`` (Gonshor, Thm 5.11), less the
    minus signs of *y* at positions below *common* (Thm 5.12)."""
    blocks: list[tuple[int, GeneralizedOrdinal]] = []
    pluses = _ZERO
    start = _ZERO
    for s, n in y.runs:
        end = _ordinal_sum(start, n)
        if s > 0:
            pluses = _ordinal_sum(pluses, n)
            blocks.append((1, omega_power(pluses)))
        else:
            kept = n if common <= start else (_ZERO if common >= end else
                                              _left_difference(_left_difference(start, common), n))
            if kept:
                blocks.append((-1, _omega_times(_ordinal_sum(pluses, _ONE), kept)))
        start = end
    return blocks


def _term_runs(y: SignExpansion, r: Fraction, common: GeneralizedOrdinal) -> list[tuple[int, GeneralizedOrdinal]]:
    """The runs of the term ``ω^y·r`` in a normal form, *common* the length of the common prefix of *y* and
    the previous exponent (0 for the first term)."""
    runs = [(1, _ONE)] + _exponent_blocks(y, common)
    pluses = y.plus_count
    tail = _dyadic_runs(abs(r))
    s0, n0 = tail[0]
    tail[0] = (s0, n0 - 1)
    runs += [(s, _omega_times(pluses, GeneralizedOrdinal(n))) for s, n in tail if n]
    return runs if r > 0 else [(-s, n) for s, n in runs]


def _normal_form(x: Surreal) -> list[tuple[GeneralizedOrdinal, Fraction]]:
    """The terms ``(y, r)`` of the finite normal form ``Σ ω^y·r`` of *x*, or refuse."""
    den = x.denominator
    if len(den.terms) != 1:
        raise InputValueError(f"the normal form of {x} is infinite (its denominator {den} has several terms), "
                              f"so its sign expansion has infinitely many runs, which a SignExpansion does not "
                              f"hold")
    e, c = den.terms[0]
    terms = [(f - e, Fraction(k, c)) for f, k in x.numerator.terms]
    for y, r in terms:
        if r.denominator & (r.denominator - 1):
            raise InputValueError(f"the coefficient {r} of ω^{y} in {x} is not dyadic, so the sign expansion "
                                  f"has infinitely many runs (1/3 is +-+-...), which a SignExpansion does not hold")
    return terms


@lru_cache(maxsize=4096)
def _expansion(num: GeneralizedOrdinal, den: GeneralizedOrdinal) -> SignExpansion:
    x = Surreal._reduced(num, den)
    runs: list[tuple[int, GeneralizedOrdinal]] = []
    previous: SignExpansion | None = None
    for y, r in _normal_form(x):
        ys = _expansion(y, _ONE)
        common = ys._common_prefix_length(previous) if previous is not None else _ZERO
        runs += _term_runs(ys, r, common)
        previous = ys
    return SignExpansion._trusted(runs)


def sign_expansion_of(x: object) -> SignExpansion:
    """The sign expansion of a number of the field, by Gonshor's theorems on its normal form.

    Parameters
    ----------
    x : Surreal, GeneralizedOrdinal, int, Fraction or a number Game
        The number.

    Returns
    -------
    SignExpansion
        Its length is the birthday of *x*.

    Raises
    ------
    InputTypeError
        If *x* is not a number of one of those types.
    InputValueError
        If the expansion has infinitely many runs: the normal form of *x* is
        infinite (``1/(ω+1)``) or has a coefficient that is not dyadic (``1/3``,
        ``ω/3``); or *x* is a game that is not a number.

    References
    ----------
    Gonshor, *An Introduction to the Theory of Surreal Numbers*, ch. 5, Thms
    5.11 and 5.12; Conway, *On Numbers and Games*, ch. 3.

    Examples
    --------
    >>> from cgtalg.transfinite import omega
    >>> for x in (omega - 1, 1 / omega, omega / 2, 1 / (2 * omega), omega + 1 / omega, omega ** omega):
    ...     print(x, "=", sign_expansion_of(x))
    ω-1 = +^ω -
    1/ω = + -^ω
    ω/2 = +^ω -^ω
    1/(ω×2) = + -^(ω+1)
    (ω^2+1)/ω = +^(ω+1) -^ω
    ω^ω = +^(ω^ω)
    >>> sign_expansion_of(Fraction(1, 3))
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the coefficient 1/3 of ω^0 in 1/3 is not dyadic, so the sign expansion has infinitely many runs (1/3 is +-+-...), which a SignExpansion does not hold
    """
    if isinstance(x, bool):
        raise InputTypeError(f"the number whose sign expansion is wanted must be a number, not {describe(x)}")
    try:
        s = Surreal(x)
    except InputTypeError:
        raise InputTypeError(f"the number whose sign expansion is wanted must be a Surreal, a GeneralizedOrdinal, "
                             f"an int, a Fraction or a number game, not {describe(x)}") from None
    return _expansion(s.numerator, s.denominator)


# -- back to a number ---------------------------------------------------------------------------

class _Cursor:
    """A position in a list of runs: the current run's sign and what is left of it."""

    def __init__(self, runs: tuple[tuple[int, GeneralizedOrdinal], ...]) -> None:
        self.runs = runs
        self.index = 0
        self.left = runs[0][1] if runs else _ZERO

    def done(self) -> bool:
        return self.index >= len(self.runs)

    def sign(self) -> int:
        return self.runs[self.index][0]

    def next_length(self) -> GeneralizedOrdinal | None:
        """The length of the run after the current one, or None."""
        return self.runs[self.index + 1][1] if self.index + 1 < len(self.runs) else None

    def take(self, n: GeneralizedOrdinal) -> None:
        """Consume the first *n* signs of what is left of the current run (``n <= left``)."""
        self.left = _left_difference(n, self.left)
        if not self.left:
            self.index += 1
            self.left = self.runs[self.index][1] if self.index < len(self.runs) else _ZERO


def _high_part(n: GeneralizedOrdinal, q: GeneralizedOrdinal) -> GeneralizedOrdinal:
    """The ordinal ``m`` with ``ω^q·m`` the terms of *n* with exponent at least *q*."""
    return GeneralizedOrdinal._from_terms({_left_difference(q, e): c for e, c in n.terms if e >= q})


def _read_term(cur: _Cursor) -> tuple[int, SignExpansion, list[tuple[int, int]]]:
    """Read one term: its sign, its reduced exponent's expansion and its coefficient's runs."""
    lead = cur.sign()
    cur.take(_ONE)
    reduced: list[tuple[int, GeneralizedOrdinal]] = []
    pluses = _ZERO
    while not cur.done():
        s, n = cur.sign() * lead, cur.left
        if s > 0:
            top = _leading_exponent(n)
            if top <= pluses:
                break
            reduced.append((1, _left_difference(pluses, top)))
            pluses = top
            cur.take(omega_power(top))
        else:
            q = _ordinal_sum(pluses, _ONE)
            m = _high_part(n, q)
            if not m:
                break
            reduced.append((-1, m))
            cur.take(_omega_times(q, m))
    unit = omega_power(pluses)
    long = omega_power(_ordinal_sum(pluses, _ONE))
    tail: list[tuple[int, int]] = [(1, 1)]
    while not cur.done():
        s, n = cur.sign() * lead, cur.left
        if n >= long:
            break
        units = dict(n.terms).get(pluses, 0)
        whole = n == _omega_times(pluses, GeneralizedOrdinal(units))
        nxt = cur.next_length()
        # the last unit before a long run opens the next term (the real r ends with the sign before it)
        keep_last = whole and nxt is not None and nxt >= long
        take = units - 1 if keep_last else units
        if take > 0:
            tail.append((s, take))
            cur.take(_omega_times(pluses, GeneralizedOrdinal(take)))
        if not whole or keep_last or take <= 0:
            break
    return lead, SignExpansion._trusted(reduced), tail


def _restore_exponent(reduced: SignExpansion, previous: SignExpansion | None) -> SignExpansion | None:
    """The exponent whose expansion, less its minuses inside the common prefix with *previous*, is
    *reduced*; None if there is none below *previous*."""
    if previous is None:
        return reduced
    runs = reduced.runs
    k = runs[0][1] if runs and runs[0][0] > 0 else _ZERO
    rest = runs[1:] if runs and runs[0][0] > 0 else runs
    start, pluses = _ZERO, _ZERO
    split = None
    for s, n in previous.runs:
        if s > 0:
            after = _ordinal_sum(pluses, n)
            if pluses <= k < after:
                split = _ordinal_sum(start, _left_difference(pluses, k))
                break
            pluses = after
        start = _ordinal_sum(start, n)
    if split is None:
        if pluses != k or not rest:
            return None
        split = start
    return SignExpansion._trusted(previous.prefix(split).runs + rest)


def _read(s: SignExpansion, depth: int) -> Surreal:
    if depth > 60:
        raise InputValueError("the exponents of this sign expansion nest too deeply")
    cur = _Cursor(s.runs)
    total = Surreal(0)
    previous: SignExpansion | None = None
    while not cur.done():
        lead, reduced, tail = _read_term(cur)
        y = _restore_exponent(reduced, previous)
        if y is None or (previous is not None and not y < previous):
            raise InputValueError(f"the sign expansion {s} is not that of a number with a finite normal form")
        exponent = _read(y, depth + 1)
        if not exponent.is_generalized_ordinal:
            raise InputValueError(f"the sign expansion {s} is that of a number with a term ω^({exponent}): its "
                                  f"exponent is not a generalized ordinal, so the number is outside the field of "
                                  f"quotients of generalized ordinals (ω^(1/2) = √ω is +^ω -^(ω^2))")
        r = _dyadic_from_runs(tail)
        total = total + lead * r * omega_power_quotient(exponent.numerator)
        previous = y
    return total


def surreal_from_sign_expansion(signs: object) -> Surreal:
    """The number with this sign expansion, exactly, or a refusal when it is outside the field.

    Parameters
    ----------
    signs : SignExpansion or str
        The expansion, or its text (read with :func:`parse_sign_expansion`).

    Returns
    -------
    Surreal

    Raises
    ------
    InputTypeError
        If *signs* is neither a SignExpansion nor a str.
    InputValueError
        If the number is not a quotient of generalized ordinals with a finite
        normal form (``+^ω -^(ω^2)`` is ``√ω``; ``+^ω -^(ω^3)`` is ``ω^(1/ω)``),
        or the text does not read.

    References
    ----------
    Gonshor, *An Introduction to the Theory of Surreal Numbers*, ch. 5, Thms
    5.11 and 5.12 (read backwards); Conway, *On Numbers and Games*, ch. 3.

    Examples
    --------
    >>> print(surreal_from_sign_expansion("+ -^(omega+1)"), surreal_from_sign_expansion("+^omega - +"))
    1/(ω×2) (ω×2-1)/2
    >>> surreal_from_sign_expansion("+^omega -^(omega^2)")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the sign expansion +^ω -^(ω^2) is that of a number with a term ω^(1/2): its exponent is not a generalized ordinal, so the number is outside the field of quotients of generalized ordinals (ω^(1/2) = √ω is +^ω -^(ω^2))
    """
    if isinstance(signs, str):
        signs = parse_sign_expansion(signs)
    if not isinstance(signs, SignExpansion):
        raise InputTypeError(f"a sign expansion must be a SignExpansion or its text, not {describe(signs)}")
    x = _read(signs, 0)
    if sign_expansion_of(x) != signs:
        raise InputValueError(f"the sign expansion {signs} is not that of a number with a finite normal form "
                              f"in the field of quotients of generalized ordinals")
    return x


# -- text ---------------------------------------------------------------------------------------

_RUN = re.compile(r"\s*([-+−])(?:\s*\^\s*(?:(\d+)|(omega|ω)|(\()))?")


def parse_sign_expansion(text: object) -> SignExpansion:
    """Read a sign expansion: ``+^ω -^(ω^2) +``, ``+^omega -^(omega^2) +``, ``++-`` or ``''``.

    Each sign may be followed by ``^`` and its run's length: an integer, ``ω``
    (or ``omega``) or an ordinal in parentheses, read by
    :func:`~cgtalg.transfinite.parser.parse_transfinite`.

    Parameters
    ----------
    text : str
        The text; spaces between runs are optional.

    Returns
    -------
    SignExpansion

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        If the text is not a sign expansion, or a length is not an ordinal.

    Examples
    --------
    >>> s = parse_sign_expansion("+^omega -^(omega^2) +")
    >>> s == parse_sign_expansion(str(s)), str(parse_sign_expansion("++-"))
    (True, '+^2 -')
    """
    text = check_str(text, "a sign expansion's text", max_length=4000)
    runs: list[tuple[int, GeneralizedOrdinal]] = []
    i = 0
    while text[i:].strip():
        m = _RUN.match(text, i)
        if not m:
            where = len(text) - len(text[i:].lstrip())
            raise InputValueError(f"a sign '+' or '-' expected at position {where} of the sign expansion {text!r}")
        sign = 1 if m.group(1) == "+" else -1
        i = m.end()
        if m.group(2) is not None:
            length = GeneralizedOrdinal(int(m.group(2)))
        elif m.group(3) is not None:
            length = omega_power(1)
        elif m.group(4) is not None:
            depth, j = 1, i
            while j < len(text) and depth:
                depth += {"(": 1, ")": -1}.get(text[j], 0)
                j += 1
            if depth:
                raise InputValueError(f"an unclosed '(' in the sign expansion {text!r}")
            value = parse_transfinite(text[i:j - 1])
            if not value.is_ordinal:
                raise InputValueError(f"the length {value} of a run in {text!r} is not an ordinal")
            length = value.numerator
            i = j
        else:
            length = _ONE
        runs.append((sign, length))
    return SignExpansion._trusted(runs)


_surreal._SIGN_EXPANSION[:] = [sign_expansion_of]
