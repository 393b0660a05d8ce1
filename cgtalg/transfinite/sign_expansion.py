"""Sign expansions of ordinal length: the numbers of :mod:`cgtalg.transfinite.surreal` as walks in the tree.

Every surreal number is reached from 0 by a walk of ``+`` (up) and ``-``
(down) steps, one step on each day before its birthday: its *sign
expansion*, a sequence of signs indexed by an ordinal, the birthday. For the
numbers of :class:`~cgtalg.transfinite.surreal.Surreal` with a finite normal
form these sequences are finite lists of *items*, lengths ordinals below ε₀;
:class:`SignExpansion` holds them. An item is a run ``(sign, length)``
(``ω = +^ω``, ``ω - 1 = +^ω -``, ``1/ω = + -^ω``, ``ω/2 = +^ω -^ω``) or a
*repetition*: a block of runs, each ``ω^p·k`` long for one ``p``, repeated ω
times, ``ω^(p+1)`` signs in all (``1/3 = + - (- +)^ω``, ``2/3 = (+ -)^ω``,
``ω/3 = +^ω -^ω (-^ω +^ω)^ω``).

The items are canonical, so equal sequences are equal objects: runs of one
sign merged, a repeated block cut to its shortest period (a one-letter block
is a run) and rolled left over every sign before it that continues it
backwards (``+ (- +)^ω`` is ``(+ -)^ω``). Why that is enough: a repetition of
unit ``ω^p`` ends where it began plus ``ω^(p+1)``, and any start inside it is
absorbed (``δ + ω^(p+1) = ω^(p+1)`` for ``δ < ω^(p+1)``), so the places where
repetitions end are fixed by the sequence; the leftmost start is then fixed
too, and a primitive word read from a fixed start is unique.

Two numbers compare as their sign expansions do, lexicographically with
``-`` below the end and the end below ``+``; the expansion of ``-x`` flips
every sign of that of ``x``; a proper prefix of the expansion of ``x`` is the
expansion of a number simpler than ``x``, below ``x`` when the next sign is
``+`` and above it when ``-``. The comparison walks both lists; two
repetitions of one unit whose words agree from the letters reached agree to
their common end, and otherwise a difference comes within the two words'
lengths (Fine and Wilf's theorem on periodic words).

:func:`sign_expansion_of` works Gonshor's theorems out on the normal form
``x = Σ ω^(y_i)·r_i`` (exponents ``y_0 > y_1 > ...``, here generalized
ordinals, and rational coefficients ``r_i``):

* a real rational ``r = n + f`` (``0 <= f < 1``): ``n + 1`` pluses, a minus
  (when ``f > 0``), then the binary digits of ``f`` (1 a plus, 0 a minus),
  the last digit 1 dropped when ``f`` is dyadic: the limit of the expansions
  of its dyadic truncations (core/sign_expansion.py). A non-dyadic ``f`` has
  an eventually periodic infinite string of digits, a repetition of unit 1:
  ``1/3 = 0.0101...`` is ``+ - (- +)^ω``;
* ``ω^y`` (Gonshor, Thm 5.11): a ``+``, then for each sign of ``y``, at
  position ``β`` with ``p`` pluses before it, ``ω^(p+1)`` copies of that
  sign (``p + 1`` an ordinal sum); a run of ``n`` pluses after ``p`` pluses
  so gives ``ω^(p+n)`` pluses, ``n`` minuses ``ω^(p+1)·n`` minuses;
* ``ω^y·r`` for a positive rational ``r`` (Gonshor, ch. 5): that of ``ω^y``,
  then the expansion of ``r`` without its first ``+``, each sign repeated
  ``ω^(y⁺)`` times, ``y⁺`` the number of pluses in ``y`` (so a repetition of
  ``r`` becomes one of unit ``ω^(y⁺)``); a negative ``r`` flips every sign;
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
terms, ``1/(ω+1) = ω^-1 - ω^-2 + ...``): its sign expansion has infinitely
many runs that no finite list of runs and repetitions holds (and a
coefficient whose binary period is longer than 4096 digits). The inverse,
:func:`surreal_from_sign_expansion`, reads any list of items and refuses
those whose number lies outside the field: ``+^ω -^(ω^2)`` is
``√ω = ω^(1/2)``, ``+^ω -^(ω^3)`` is ``ω^(1/ω)``, and a repetition that is
not the repeated word of a coefficient (``+^ω (+ -)^ω -^ω``); every answer is
checked by working its expansion out again and comparing.

Text: items separated by spaces, a run's length other than 1 after ``^``,
in parentheses unless an integer or ``ω``: ``+^ω -^(ω^2) +``; a repetition
is its block in parentheses then ``^ω``: ``+ - (- +)^ω``; ``ascii=True``
spells ω as ``omega``; :func:`parse_sign_expansion` reads both back (and
``++-`` too).

References
----------
H. Gonshor, *An Introduction to the Theory of Surreal Numbers*, 1986, ch. 3
(sign expansions and their order, the expansions of reals) and ch. 5 (Thms
5.11 and 5.12, the sign expansion of ``ω^y``, of ``ω^y·r`` and of a normal
form); Conway, *On Numbers and Games*, ch. 3 (the normal form, ω - 1, 1/ω,
ω/2, 1/3); Siegel, *Combinatorial Game Theory*, ch. VIII; N. J. Fine and H. S.
Wilf, Uniqueness theorems for periodic functions, *Proc. AMS* 16 (1965).
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache
from typing import Any, Iterable

from ..errors import InputTypeError, InputValueError, check_bool, check_str, describe
from .generalized_ordinal import GeneralizedOrdinal, omega_power, omega_power_quotient
from .parser import parse_transfinite
from . import surreal as _surreal
from .surreal import Surreal

__all__ = ["SignExpansion", "sign_expansion_of", "surreal_from_sign_expansion", "parse_sign_expansion"]

from .sign_sequence import (_ONE, _WORD_LIMIT, _ZERO, _Item, _Repeat, _as_ordinal, _checked_run, _item_length,
                            _leading_exponent, _left_difference, _normalise, _omega_times, _ordinal_sum,
                            _repeat_of_block, _run_text, _walk_compare)


# -- the sign expansion -------------------------------------------------------------------------

class SignExpansion:
    """A sign expansion of ordinal length below ε₀: finitely many runs ``(sign, length)`` and repetitions.

    A *repetition* is a block of runs, all ``ω^p·k`` long for one ``p``,
    repeated ω times (``ω^(p+1)`` signs): ``1/3 = + - (- +)^ω``.

    Parameters
    ----------
    runs : iterable, optional
        The items in order (default none: the expansion of 0). A run is a
        pair ``(sign, length)``: a sign ``'+'``, ``'-'``, ``1`` or ``-1``, a
        length a nonnegative int or a
        :class:`~cgtalg.transfinite.generalized_ordinal.GeneralizedOrdinal`
        that is an ordinal. A repetition is a list (or tuple) of such pairs.
        The items are made canonical: empty runs dropped, neighbours of one
        sign merged, a repeated block cut to its shortest period and rolled
        left over the signs before it that repeat it (``+ (- +)^ω`` is
        ``(+ -)^ω``), so equal sequences make equal objects.

    Raises
    ------
    InputTypeError
        If a run is not a pair, a sign not one of those, or a length not an int or a GeneralizedOrdinal.
    InputValueError
        If a length is negative or not an ordinal, or a repeated block's runs
        are not all ``ω^p·k`` long for one ``p`` (or longer than 4096 such letters).

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
    >>> third = SignExpansion([("+", 1), ("-", 1), [("-", 1), ("+", 1)]])
    >>> print(third, third.length, SignExpansion([("+", 1), [("-", 1), ("+", 1)]]))
    + - (- +)^ω ω (+ -)^ω
    """

    __slots__ = ("_items", "_hash")

    _items: tuple[_Item, ...]
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
        checked: list[_Item] = []
        for item in items:
            if isinstance(item, (list, tuple)) and item and all(isinstance(r, (list, tuple)) for r in item):
                checked.append(_repeat_of_block(tuple(r) for r in item))
            else:
                checked.append(_checked_run(item))
        self._set(_normalise(checked))

    def _set(self, items: tuple[_Item, ...]) -> None:
        self._items = items
        self._hash = hash(items)

    @classmethod
    def _trusted(cls, items: Iterable[_Item]) -> "SignExpansion":
        """The expansion with these items, made canonical (no type checks)."""
        e = object.__new__(cls)
        e._set(_normalise(items))
        return e

    # -- structure ------------------------------------------------------------------------------

    @property
    def runs(self) -> tuple[tuple[int, GeneralizedOrdinal], ...]:
        """The runs as ``(sign, length)`` pairs, sign ``1`` or ``-1``, neighbours of opposite signs.

        Returns
        -------
        tuple of (int, GeneralizedOrdinal)

        Raises
        ------
        InputValueError
            If the expansion has a repetition (its runs are infinitely many; see :attr:`items`).

        Examples
        --------
        >>> [(s, str(n)) for s, n in parse_sign_expansion("+^omega - -").runs]
        [(1, 'ω'), (-1, '2')]
        """
        if self.has_repetition:
            raise InputValueError(f"the sign expansion {self} has infinitely many runs; read its items")
        return self._items  # type: ignore[return-value]

    @property
    def has_repetition(self) -> bool:
        """Whether a block of runs repeats ω times in the expansion (a coefficient that is not dyadic).

        Returns
        -------
        bool

        Examples
        --------
        >>> parse_sign_expansion("+ - (- +)^omega").has_repetition, parse_sign_expansion("+ -").has_repetition
        (True, False)
        """
        return any(isinstance(item, _Repeat) for item in self._items)

    @property
    def items(self) -> tuple[Any, ...]:
        """The canonical items: a run as ``(sign, length)``, a repetition as the tuple of its block's runs.

        ``SignExpansion(s.items) == s``.

        Returns
        -------
        tuple

        Examples
        --------
        >>> [(s, str(n)) if isinstance(s, int) else [(t, str(m)) for t, m in (s, n)]
        ...  for s, n in parse_sign_expansion("+ - (- +)^omega").items]
        [(1, '1'), (-1, '1'), [(-1, '1'), (1, '1')]]
        """
        return tuple(item.block() if isinstance(item, _Repeat) else item for item in self._items)

    @property
    def length(self) -> GeneralizedOrdinal:
        """The length, an ordinal: the ordinal sum of the items' lengths, the birthday of the number.

        A repetition of a block ``ω^p·k`` long is ``ω^(p+1)`` long.

        Returns
        -------
        GeneralizedOrdinal

        Examples
        --------
        >>> print(parse_sign_expansion("+ -^omega").length, parse_sign_expansion("+^omega -^omega").length)
        ω ω×2
        >>> print(parse_sign_expansion("+^omega -^omega (-^omega +^omega)^omega").length)
        ω^2
        """
        total = _ZERO
        for item in self._items:
            total = _ordinal_sum(total, _item_length(item))
        return total

    @property
    def plus_count(self) -> GeneralizedOrdinal:
        """The number of ``+`` signs, an ordinal (a repetition's are as many as its signs).

        Returns
        -------
        GeneralizedOrdinal

        Examples
        --------
        >>> print(parse_sign_expansion("+^omega - +^2").plus_count)
        ω+2
        """
        total = _ZERO
        for item in self._items:
            if isinstance(item, _Repeat) or item[0] > 0:
                total = _ordinal_sum(total, _item_length(item))
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
        >>> [parse_sign_expansion("+ - (- +)^omega").sign_at(i) for i in range(6)]
        [1, -1, -1, 1, -1, 1]
        """
        i = _as_ordinal(index, "the index of a sign")
        start = _ZERO
        for item in self._items:
            end = _ordinal_sum(start, _item_length(item))
            if i < end:
                if isinstance(item, _Repeat):
                    j = dict(_left_difference(start, i).terms).get(item.p, 0)
                    return item.word[j % len(item.word)]
                return item[0]
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
        >>> print(parse_sign_expansion("+ - (- +)^omega").prefix(5))
        + -^2 + -
        """
        want = _as_ordinal(length, "the length of a prefix")
        kept: list[_Item] = []
        start = _ZERO
        for item in self._items:
            if want <= start:
                break
            n = _item_length(item)
            end = _ordinal_sum(start, n)
            if end <= want:
                kept.append(item)
            elif isinstance(item, _Repeat):
                d = _left_difference(start, want)
                j = dict(d.terms).get(item.p, 0)
                kept += [(item.word[k % len(item.word)], item.unit()) for k in range(j)]
                rest = GeneralizedOrdinal._from_terms({e: c for e, c in d.terms if e < item.p})
                kept.append((item.word[j % len(item.word)], rest))
            else:
                kept.append((item[0], _left_difference(start, want)))
            start = end
        return SignExpansion._trusted(kept)

    def _common_prefix_length(self, other: "SignExpansion") -> GeneralizedOrdinal:
        """The length of the longest common prefix of *self* and *other*."""
        return _walk_compare(self._items, other._items)[0]

    def __neg__(self) -> "SignExpansion":
        return SignExpansion._trusted(_Repeat(item.p, tuple(-s for s in item.word)) if isinstance(item, _Repeat)
                                      else (-item[0], item[1]) for item in self._items)

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
        >>> print(parse_sign_expansion("+^omega -^omega").value(), parse_sign_expansion("+ - (- +)^omega").value())
        ω/2 1/3
        """
        return surreal_from_sign_expansion(self)

    # -- order ----------------------------------------------------------------------------------

    def _compare(self, other: object) -> int | None:
        """-1, 0 or 1 as *self* is below, equal to or above *other* (− < end < +); None for a foreign type."""
        if not isinstance(other, SignExpansion):
            return None
        return _walk_compare(self._items, other._items)[1]

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
        return self._items == other._items

    def __hash__(self) -> int:
        return self._hash

    def __bool__(self) -> bool:
        return bool(self._items)

    # -- text -----------------------------------------------------------------------------------

    def text(self, ascii: bool = False) -> str:
        """The items as text: ``+^ω -^(ω^2) +``, or with ``ascii=True`` ``+^omega -^(omega^2) +``.

        A repetition is its block in parentheses, then ``^ω`` (``^omega``):
        ``+ - (- +)^ω``.

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
        for item in self._items:
            if isinstance(item, _Repeat):
                block = " ".join(_run_text(s, n, ascii) for s, n in item.block())
                parts.append(f"({block})^{'omega' if ascii else 'ω'}")
            else:
                parts.append(_run_text(item[0], item[1], ascii))
        return " ".join(parts)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text()!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (SignExpansion, (self.items,))


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


def _rational_signs(q: Fraction) -> tuple[list[tuple[int, int]], tuple[int, ...]]:
    """The sign expansion of a positive rational *q*: runs of finite length, then a word repeated ω times
    (empty for a dyadic *q*): the integer part's pluses, a minus, then the binary digits of the fraction
    (1 a plus, 0 a minus), the limit of the expansions of its dyadic truncations."""
    if not q.denominator & (q.denominator - 1):
        return _dyadic_runs(q), ()
    whole = q.numerator // q.denominator
    rem, den = q.numerator - whole * q.denominator, q.denominator
    seen: dict[int, int] = {}
    digits: list[int] = []
    while rem not in seen:
        if len(digits) > _WORD_LIMIT:
            raise InputValueError(f"the binary period of the coefficient {q} is longer than {_WORD_LIMIT} digits")
        seen[rem] = len(digits)
        rem *= 2
        digits.append(1 if rem >= den else -1)
        rem %= den
    start = seen[rem]
    runs = [(1, whole + 1), (-1, 1)]
    for s in digits[:start]:
        if runs[-1][0] == s:
            runs[-1] = (s, runs[-1][1] + 1)
        else:
            runs.append((s, 1))
    return runs, tuple(digits[start:])


def _real_from_signs(signs: list[int], period: tuple[int, ...]) -> Fraction:
    """The real number whose sign expansion is *signs* then *period* repeated ω times (none if empty): a first
    run of ``n`` signs ``s`` is worth ``s·n``, the ``t``-th sign after it ``±2^-t``."""
    if period and (not signs or all(s == signs[0] for s in signs)):
        signs = signs + list(period)  # the first run ends inside the period: unroll one period
    if not signs:
        return Fraction(0)
    s0 = signs[0]
    n0 = next((i for i, s in enumerate(signs) if s != s0), len(signs))
    value = Fraction(s0 * n0)
    for t, s in enumerate(signs[n0:], start=1):
        value += Fraction(s, 1 << t)
    if period:
        t0 = len(signs) - n0
        one = sum(Fraction(s, 1 << (t0 + j + 1)) for j, s in enumerate(period))
        value += one / (1 - Fraction(1, 1 << len(period)))
    return value


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


def _term_runs(y: SignExpansion, r: Fraction, common: GeneralizedOrdinal) -> list[_Item]:
    """The items of the term ``ω^y·r`` in a normal form, *common* the length of the common prefix of *y* and
    the previous exponent (0 for the first term): each sign of ``r`` after the first ``ω^(y⁺)`` times, so a
    repeated word of ``r`` becomes a repetition of unit ``ω^(y⁺)``."""
    runs: list[_Item] = [(1, _ONE)]
    runs += _exponent_blocks(y, common)
    pluses = y.plus_count
    tail, period = _rational_signs(abs(r))
    s0, n0 = tail[0]
    tail[0] = (s0, n0 - 1)
    runs += [(s, _omega_times(pluses, GeneralizedOrdinal(n))) for s, n in tail if n]
    if period:
        runs.append(_Repeat(pluses, period))
    if r > 0:
        return runs
    return [_Repeat(i.p, tuple(-s for s in i.word)) if isinstance(i, _Repeat) else (-i[0], i[1]) for i in runs]


def _normal_form(x: Surreal) -> list[tuple[GeneralizedOrdinal, Fraction]]:
    """The terms ``(y, r)`` of the finite normal form ``Σ ω^y·r`` of *x*, or refuse."""
    den = x.denominator
    if len(den.terms) != 1:
        raise InputValueError(f"the normal form of {x} is infinite (its denominator {den} has several terms), "
                              f"so its sign expansion has infinitely many runs, which a SignExpansion does not "
                              f"hold")
    e, c = den.terms[0]
    return [(f - e, Fraction(k, c)) for f, k in x.numerator.terms]


@lru_cache(maxsize=4096)
def _expansion(num: GeneralizedOrdinal, den: GeneralizedOrdinal) -> SignExpansion:
    x = Surreal._reduced(num, den)
    runs: list[_Item] = []
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
        If the normal form of *x* is infinite (``1/(ω+1)``): its expansion has
        infinitely many runs that no repetition holds; if a coefficient's binary
        period is longer than 4096 digits; or if *x* is a game that is not a number.

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
    >>> for x in (Fraction(1, 3), Fraction(2, 3), omega / 3, omega + Fraction(2, 3)):
    ...     print(x, "=", sign_expansion_of(x))
    1/3 = + - (- +)^ω
    2/3 = (+ -)^ω
    ω/3 = +^ω -^ω (-^ω +^ω)^ω
    (ω×3+2)/3 = +^ω (+ -)^ω
    >>> sign_expansion_of(1 / (omega + 1))
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the normal form of 1/(ω+1) is infinite (its denominator ω+1 has several terms), so its sign expansion has infinitely many runs, which a SignExpansion does not hold
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
    """A position in a list of items: the current run's sign and what is left of it.

    A repetition is read as its letters until the reader takes what is left of it as the coefficient's
    repeated word (:meth:`take_repeat`): where the canonical form rolled a word left over signs of the term
    (``2/3 = (+ -)^ω``), its first letters are unrolled into runs again, one run at a time."""

    def __init__(self, items: tuple[_Item, ...]) -> None:
        self.items = list(items)
        self.index = 0
        self.left = _ZERO
        self.unrolls = 0
        self.budget = 16 + 2 * sum(len(i.word) for i in items if isinstance(i, _Repeat))
        self._enter()

    def _enter(self) -> None:
        self.left = _item_length(self.items[self.index]) if self.index < len(self.items) else _ZERO

    def _unroll(self, i: int) -> tuple[int, GeneralizedOrdinal]:
        """Split the first run of letters off the repetition at *i*; return that run."""
        self.unrolls += 1
        if self.unrolls > self.budget:
            raise InputValueError("a repetition of this sign expansion is not the repeated word of a coefficient")
        rep = self.items[i]
        assert isinstance(rep, _Repeat)
        k = next(j for j, s in enumerate(rep.word) if s != rep.word[0])
        run = (rep.word[0], _omega_times(rep.p, GeneralizedOrdinal(k)))
        self.items[i] = _Repeat(rep.p, rep.word[k:] + rep.word[:k])
        return run

    def settle(self, unroll_here: bool = True) -> None:
        """Show the whole run at the position: unroll the repetition there (if *unroll_here*), and pull the
        letters of a repetition that follows and goes on with the same sign into the current run."""
        if self.done():
            return
        if unroll_here and isinstance(self.items[self.index], _Repeat):
            self.items.insert(self.index, self._unroll(self.index))
            self._enter()
        item = self.items[self.index]
        nxt = self.items[self.index + 1] if self.index + 1 < len(self.items) else None
        if not isinstance(item, _Repeat) and isinstance(nxt, _Repeat) and nxt.word[0] == item[0]:
            s, n = self._unroll(self.index + 1)
            self.items[self.index] = (s, _ordinal_sum(item[1], n))
            self.left = _ordinal_sum(self.left, n)

    def done(self) -> bool:
        return self.index >= len(self.items)

    def repeat(self) -> _Repeat | None:
        item = self.items[self.index]
        return item if isinstance(item, _Repeat) else None

    def sign(self) -> int:
        item = self.items[self.index]
        return item.word[0] if isinstance(item, _Repeat) else item[0]

    def next_length(self) -> GeneralizedOrdinal | None:
        """The length of the run after the current one, or None (at the end or before a repetition)."""
        nxt = self.items[self.index + 1] if self.index + 1 < len(self.items) else None
        return None if nxt is None or isinstance(nxt, _Repeat) else nxt[1]

    def take(self, n: GeneralizedOrdinal) -> None:
        """Consume the first *n* signs of what is left of the current run (``n <= left``)."""
        self.left = _left_difference(n, self.left)
        if not self.left:
            self.index += 1
            self._enter()

    def take_repeat(self) -> tuple[int, ...]:
        """Consume the repetition at the position; return its word."""
        rep = self.items[self.index]
        assert isinstance(rep, _Repeat)
        self.index += 1
        self._enter()
        return rep.word


def _high_part(n: GeneralizedOrdinal, q: GeneralizedOrdinal) -> GeneralizedOrdinal:
    """The ordinal ``m`` with ``ω^q·m`` the terms of *n* with exponent at least *q*."""
    return GeneralizedOrdinal._from_terms({_left_difference(q, e): c for e, c in n.terms if e >= q})


def _read_term(cur: _Cursor) -> tuple[int, SignExpansion, list[tuple[int, int]], tuple[int, ...]]:
    """Read one term: its sign, its reduced exponent's expansion, its coefficient's runs and repeated word."""
    cur.settle()
    lead = cur.sign()
    cur.take(_ONE)
    reduced: list[tuple[int, GeneralizedOrdinal]] = []
    pluses = _ZERO
    while True:
        cur.settle()
        if cur.done():
            break
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
    while True:
        cur.settle(unroll_here=False)
        if cur.done():
            break
        rep = cur.repeat()
        if rep is not None:
            if rep.p != pluses:
                break
            return lead, SignExpansion._trusted(reduced), tail, tuple(s * lead for s in cur.take_repeat())
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
    return lead, SignExpansion._trusted(reduced), tail, ()


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
    cur = _Cursor(s._items)
    total = Surreal(0)
    previous: SignExpansion | None = None
    while not cur.done():
        lead, reduced, tail, period = _read_term(cur)
        y = _restore_exponent(reduced, previous)
        if y is None or (previous is not None and not y < previous):
            raise InputValueError(f"the sign expansion {s} is not that of a number with a finite normal form")
        exponent = _read(y, depth + 1)
        if not exponent.is_generalized_ordinal:
            raise InputValueError(f"the sign expansion {s} is that of a number with a term ω^({exponent}): its "
                                  f"exponent is not a generalized ordinal, so the number is outside the field of "
                                  f"quotients of generalized ordinals (ω^(1/2) = √ω is +^ω -^(ω^2))")
        r = _real_from_signs([t for t, k in tail for _ in range(k)], period) if period else _dyadic_from_runs(tail)
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
        normal form (``+^ω -^(ω^2)`` is ``√ω``; ``+^ω -^(ω^3)`` is ``ω^(1/ω)``;
        a repetition that is not the repeated word of a rational coefficient,
        ``+^ω (+ -)^ω -^ω``), or the text does not read.

    References
    ----------
    Gonshor, *An Introduction to the Theory of Surreal Numbers*, ch. 5, Thms
    5.11 and 5.12 (read backwards); Conway, *On Numbers and Games*, ch. 3.

    Examples
    --------
    >>> print(surreal_from_sign_expansion("+ -^(omega+1)"), surreal_from_sign_expansion("+^omega - +"))
    1/(ω×2) (ω×2-1)/2
    >>> print(surreal_from_sign_expansion("+ - (- +)^omega"), surreal_from_sign_expansion("(+^omega -^omega)^omega"))
    1/3 ω×2/3
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
        if signs.has_repetition:
            raise InputValueError(f"the sign expansion {signs} is not that of a number with a finite normal form "
                                  f"in the field of quotients of generalized ordinals: a repetition there is the "
                                  f"repeated binary word of a rational coefficient, each sign ω^(y⁺) times for "
                                  f"its term ω^y, and runs up to that term's end")
        raise InputValueError(f"the sign expansion {signs} is not that of a number with a finite normal form "
                              f"in the field of quotients of generalized ordinals")
    return x


# -- text ---------------------------------------------------------------------------------------

_RUN = re.compile(r"\s*([-+−])(?:\s*\^\s*(?:(\d+)|(omega|ω)|(\()))?")


_REPEAT = re.compile(r"\s*\^\s*(?:omega|ω)")


def _closing(text: str, i: int) -> int:
    """The index just after the ')' that closes a '(' just before *i*."""
    depth, j = 1, i
    while j < len(text) and depth:
        depth += {"(": 1, ")": -1}.get(text[j], 0)
        j += 1
    if depth:
        raise InputValueError(f"an unclosed '(' in the sign expansion {text!r}")
    return j


def parse_sign_expansion(text: object) -> SignExpansion:
    """Read a sign expansion: ``+^ω -^(ω^2) +``, ``+^omega -^(omega^2) +``, ``++-``, ``''`` or ``+ - (- +)^ω``.

    Each sign may be followed by ``^`` and its run's length: an integer, ``ω``
    (or ``omega``) or an ordinal in parentheses, read by
    :func:`~cgtalg.transfinite.parser.parse_transfinite`. A block of runs in
    parentheses followed by ``^ω`` (or ``^omega``) is repeated ω times; its
    runs must all be ``ω^p·k`` long for one ``p``.

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
    >>> print(parse_sign_expansion("+ (- +)^omega"), parse_sign_expansion("+^omega -^omega (-^omega +^omega)^omega").value())
    (+ -)^ω ω/3
    """
    text = check_str(text, "a sign expansion's text", max_length=4000)
    runs: list[_Item] = []
    i = 0
    while text[i:].strip():
        where = len(text) - len(text[i:].lstrip())
        if text[where] == "(":
            j = _closing(text, where + 1)
            m = _REPEAT.match(text, j)
            if not m:
                raise InputValueError(f"a block in parentheses at position {where} of the sign expansion {text!r} "
                                      f"must be followed by ^ω (or ^omega)")
            block = parse_sign_expansion(text[where + 1:j - 1])
            if block.has_repetition:
                raise InputValueError(f"a repeated block in {text!r} has a repetition inside")
            if not block:
                raise InputValueError(f"a repeated block in {text!r} is empty")
            runs.append(_repeat_of_block(block.runs))
            i = m.end()
            continue
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
            j = _closing(text, i)
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
