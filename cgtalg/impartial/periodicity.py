"""Periodicity of nim-sequences, certified by the periodicity theorem.

A nim-sequence is *periodic* with pre-period ``n0`` and period ``p`` when
``G(n + p) = G(n)`` for every ``n >= n0``; *arithmetic-periodic* with saltus
``s`` when ``G(n + p) = G(n) + s`` instead. A finite prefix can only
*suggest* this. For a take-and-break game with finitely many digits the
periodicity theorem (Guy and Smith 1956; Winning Ways ch. 4; Siegel, CGT
IV.2) turns a finite check into a proof:

    If every move removes at most ``t`` tokens and leaves at most two
    heaps, and ``G(n + p) = G(n)`` for all ``n0 <= n < 2*n0 + p + t``, then
    ``G(n + p) = G(n)`` for all ``n >= n0``.

(The proof: an option of a heap ``N >= 2*n0 + 2p + t`` leaves heaps summing
to at least ``2*(n0 + p)``, so one of them is at least ``n0 + p`` and can be
shortened by ``p`` without changing its value; conversely an option of
``N - p`` has a heap of at least ``n0`` to lengthen by ``p``.) The same
argument for moves leaving up to ``J`` heaps (hexadecimal digits) needs the
check up to heap ``t + J*(n0 + p - 1)`` instead; this module uses
``max(2*n0' + 2p + t, t + J*(n0' + p - 1) + 1)`` heaps, ``n0' = max(n0, 1)``
(with ``n0 = 0`` a heap shortened to nothing would change the number of
heaps a move leaves).

**Arithmetic periodicity** (saltus ``s > 0``, hexadecimal codes whose moves
may leave three heaps) is certified by a test proved here, in the spirit of
the arithmetic-periodicity theorems of Austin (1976) and of Howse and
Nowakowski (TCS 313, 2004), whose exact statements could not be consulted
(see :func:`arithmetic_certificate` for the statement and the proof). It
needs ``s`` a power of 2 and every value below the pre-period under ``s``
(retrying with period and saltus doubled when not); the repeating values
may exceed the saltus (0.9F: ``0 1 1 0 | 2 2 3 | 4 4 5 | ...``): their high
parts are tracked as lower bounds on the big heaps' period counts.
Otherwise, or when its finite check of the option shapes fails, an
apparent arithmetic period is reported, not certified.

:func:`periodicity` finds the least period and pre-period consistent with
the values and says whether the theorem certifies them with the heaps
computed: a :class:`Periodicity` is *certified* only then. Codes with a
repeating block (Nim, all-but subtraction games) and Grundy's game have no
such theorem here: their apparent (arithmetic) periods are reported as
**not certified**, and so are arithmetic periods the test cannot prove.

References
----------
R. K. Guy, C. A. B. Smith, *The G-values of various games*, Proc. Cambridge
Philos. Soc. 52 (1956).
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 4.
A. N. Siegel, *Combinatorial Game Theory*, chapter IV.2 (the periodicity
theorem for octal games).

Examples
--------
>>> from cgtalg.rulesets.heap import TakeAndBreak
>>> cert = periodicity(TakeAndBreak("0.77"))
>>> cert.certified, cert.period, cert.preperiod, cert.last_exception
(True, 12, 71, 70)
>>> print(cert)
0.77: periodic with period 12 from heap 71 (last exception at heap 70); certified by the periodicity theorem: G(n+12) = G(n) checked for 71 <= n <= 499 (heaps 0..511); the theorem needs heaps 0..167
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import Any, Callable

from ..errors import InputValueError, check_instance, check_int, check_ints, describe
from .nim_sequence import MAX_HEAPS, _rule_parts, extend_nim_sequence

__all__ = ["Periodicity", "periodicity", "find_period", "heaps_needed", "extend_periodic", "arithmetic_certificate"]


@dataclass(frozen=True)
class Periodicity:
    """What is known of the periodicity of a nim-sequence, and how far it was checked.

    Attributes
    ----------
    game : str
        The rule's name.
    period, preperiod : int or None
        The least period ``p`` and the least ``n0`` with ``G(n + p) = G(n) + saltus``
        for every checked ``n >= n0`` (None when no period was found).
    saltus : int
        0 for plain periodicity.
    last_exception : int or None
        ``n0 - 1``: the last heap whose value breaks the pattern (None if ``n0 = 0``).
    heaps_computed : int
        The values used: heaps ``0 .. heaps_computed - 1``.
    heaps_needed : int or None
        How many values the periodicity theorem needs for this (p, n0).
    certified : bool
        True only when the theorem applies and ``heaps_computed >= heaps_needed``.
    reason : str
        Why it is (not) certified.
    """

    game: str
    period: int | None
    preperiod: int | None
    saltus: int
    last_exception: int | None
    heaps_computed: int
    heaps_needed: int | None
    certified: bool
    reason: str

    @property
    def is_periodic(self) -> bool:
        """True only for a certified period (never for a mere repetition).

        Returns
        -------
        bool
            The same as ``certified``.

        Examples
        --------
        >>> from cgtalg.rulesets.heap import Subtraction
        >>> periodicity(Subtraction({1, 2})).is_periodic
        True
        """
        return self.certified

    def __str__(self) -> str:
        if self.period is None:
            return f"{self.game}: no period found in heaps 0..{self.heaps_computed - 1}; {self.reason}"
        kind = "periodic" if self.saltus == 0 else f"arithmetic-periodic (saltus {self.saltus})"
        exc = "no exception" if self.last_exception is None else f"last exception at heap {self.last_exception}"
        if self.certified:
            return (
                f"{self.game}: {kind} with period {self.period} from heap {self.preperiod} ({exc}); "
                f"certified by {'the periodicity theorem: ' if self.saltus == 0 else ''}{self.reason}"
            )
        return (
            f"{self.game}: APPARENTLY {kind} with period {self.period} from heap {self.preperiod} ({exc}) "
            f"in heaps 0..{self.heaps_computed - 1}; NOT certified: {self.reason}"
        )


def heaps_needed(preperiod: int, period: int, last_digit: int, max_parts: int) -> int:
    """How many values (heaps ``0..N-1``) the periodicity theorem needs.

    Parameters
    ----------
    preperiod, period : int
        ``n0`` and ``p``.
    last_digit : int
        ``t``, the most tokens one move removes.
    max_parts : int
        The most heaps one move leaves.

    Returns
    -------
    int
        ``N``: values ``G(0..N-1)`` satisfying the period decide every heap.

    Raises
    ------
    InputTypeError
        If an argument is not an int (or is a bool).
    InputValueError
        If *preperiod*, *last_digit* or *max_parts* is negative, or
        *period* is below 1.

    References
    ----------
    Winning Ways, chapter 4 (the periodicity theorem).

    Examples
    --------
    >>> heaps_needed(71, 12, 2, 2)      # Kayles: check n < 2*71 + 12 + 2, i.e. heaps up to 167
    168
    >>> heaps_needed(0, 4, 3, 1)        # a subtraction game
    11
    """
    preperiod = check_int(preperiod, "the pre-period", minimum=0)
    period = check_int(period, "the period", minimum=1)
    last_digit = check_int(last_digit, "the most tokens one move removes", minimum=0)
    max_parts = check_int(max_parts, "the most heaps one move leaves", minimum=0)
    n0 = max(preperiod, 1) if max_parts >= 2 else preperiod
    j = max(max_parts, 2)
    return max(2 * n0 + 2 * period + last_digit, last_digit + j * (n0 + period - 1) + 1)


def find_period(values: list[int], *, saltus: int = 0, max_period: int | None = None) -> tuple[int, int] | None:
    """Return ``(period, preperiod)`` with the least period that the values allow, or None.

    For each ``p`` the pre-period is one past the last ``n`` with
    ``G(n + p) != G(n) + saltus``; a period is accepted when at least two
    whole periods follow the pre-period and the pattern covers at least the
    second half of the values (a filter only: certification is
    :func:`periodicity`'s job).

    Parameters
    ----------
    values : list of int
        ``G(0), G(1), ...``.
    saltus : int, default 0
        The arithmetic step: the pattern looked for is
        ``G(n + p) == G(n) + saltus``.
    max_period : int, optional
        The largest period tried; default half the number of values.

    Returns
    -------
    tuple of (int, int) or None
        ``(period, preperiod)``, or None when no period up to *max_period*
        passes the filter.

    Raises
    ------
    InputTypeError
        If *values* is not a collection of ints, or *saltus* or
        *max_period* is not an int.
    InputValueError
        If a value or *saltus* is negative, or *max_period* is below 1.

    Examples
    --------
    >>> find_period([5, 0, 1, 2, 0, 1, 2, 0, 1, 2])
    (3, 1)
    >>> find_period([0, 1, 2, 3, 4, 5], saltus=1)
    (1, 0)
    >>> find_period([0, 1, 2, 3]) is None
    True
    >>> find_period([0, 'a'])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: a nim-value must be an int, not str ('a')
    """
    checked = check_ints(values, "a nim-value")
    saltus = check_int(saltus, "the saltus", minimum=0)
    if max_period is not None:
        max_period = check_int(max_period, "the largest period", minimum=1)
    return _find_period(checked, saltus, max_period)


def _find_period(values: list[int], saltus: int, max_period: int | None) -> tuple[int, int] | None:
    """:func:`find_period` on arguments already checked (the library's own calls)."""
    n = len(values)
    top = n // 2 if max_period is None else min(max_period, n // 2)
    for p in range(1, top + 1):
        i = n - p - 1
        while i >= 0 and values[i + p] == values[i] + saltus:
            i -= 1
        n0 = i + 1
        if n - n0 >= max(2 * p + 1, n // 2):
            return p, n0
    return None


def _shape_table(
    digits: tuple[int, ...], values: list[int], period: int, n0: int, saltus: int
) -> tuple[list[tuple[int, int, int, int, int]], dict[int, int], dict[int, int], dict[int, int]]:
    """Option shapes of a heap game whose values follow ``G(v_r + p*u) = L_r + s*u`` past heap ``n0``.

    Returns ``(raw, low, hi, virtual)``: ``raw`` holds, for every way a move
    can remove ``i`` tokens and leave one to three heaps each either *small*
    (a size below ``n0``) or *big* (a residue class ``r`` in ``[n0, n0+p)``),
    the tuple ``(t, low, b, hmin, hmax)`` with ``t = i + sizes + virtual
    residues``, ``low`` the nim-sum of the small values and the big classes'
    low parts, ``b`` the number of big heaps and ``hmin``/``hmax`` the least
    and greatest ``h_r`` among them (0 when ``b = 0``); ``low[r] = G(r) mod
    s``, ``hi[r] = h_r = G(r) // s`` and ``virtual[r] = v_r = r - p*h_r``.
    """
    p, s = period, saltus
    low = {r: values[r] & (s - 1) for r in range(n0, n0 + p)}
    hi = {r: values[r] // s for r in range(n0, n0 + p)}
    virtual = {r: r - p * hi[r] for r in range(n0, n0 + p)}
    # (size or virtual residue, low part, big?, h)
    kinds = [(a, values[a], 0, 0) for a in range(1, n0)] + [(virtual[r], low[r], 1, hi[r]) for r in range(n0, n0 + p)]
    raw: set[tuple[int, int, int, int, int]] = set()
    for i, d in enumerate(digits):
        for j in (1, 2, 3):
            if not d >> j & 1 or (i == 0 and j == 1):
                continue
            for combo in combinations_with_replacement(kinds, j):
                x = 0
                for part in combo:
                    x ^= part[1]
                hs = [part[3] for part in combo if part[2]]
                if hs:  # a move leaving only small heaps exists only for heaps <= k + 3(n0 - 1)
                    raw.add((i + sum(part[0] for part in combo), x, len(hs), min(hs), max(hs)))
    return sorted(raw), low, hi, virtual


def arithmetic_certificate(
    digits: tuple[int, ...], values: list[int], period: int, preperiod: int, saltus: int
) -> tuple[bool, int | None, str]:
    """Prove ``G(n + p) = G(n) + s`` for every ``n >= n0`` from finitely many values, when the test applies.

    The test is cgtalg's own, stated and proved here (the published
    arithmetic-periodicity theorems -- Austin 1976, Howse and Nowakowski
    2004 -- could not be consulted in full; this one is in their spirit:
    the saltus a power of two, so that nim-sums split into low and high
    bits). Let the code have digits ``d0..dk`` (moves leave at most three
    heaps), ``s = 2**m``, ``n0 >= 1``, ``p >= 1``. Call a heap ``a < n0``
    *small*, and for each residue ``r`` in ``[n0, n0 + p)`` write
    ``G(r) = L_r + s*h_r`` with ``L_r < s`` (the *low part* and the *high
    part*), and ``v_r = r - p*h_r`` (the *virtual residue*: the heap where
    the pattern, run backwards, would reach high part 0; it need not be a
    real heap). Suppose

    (a) ``G(a) < s`` for every small heap ``a``;
    (b) ``G(n + p) = G(n) + s`` for ``n0 <= n`` and ``n + p < B``, where
        ``B = max(n0 + p, k + 3*(n0 - 1) + 1, max_r v_r + p*U0)`` and
        ``U0 = 0`` if every ``h_r = 0``, else ``U0 = max(H, cmax + 3H)``
        with ``H = max_r h_r`` (``cmax`` below).

    A *shape* of a move from a heap of class ``rho`` is: the tokens ``i``
    removed and, for each of the ``j`` heaps left (``j`` allowed by
    ``d_i``), a small size or a class ``r`` (a *big* heap). It has ``c =
    (i + sizes + sum of the big heaps' v_r - v_rho) / p`` (an integer),
    ``low`` = the nim-sum of the small heaps' values and the big heaps'
    ``L_r``, ``b >= 1`` big heaps (shapes with none cannot occur past
    heap ``k + 3(n0 - 1)``) and their least and greatest ``h_r``, ``hmin``
    and ``hmax``. ``cmax`` is the largest ``c`` of any shape. Require, for
    every class ``rho`` (``L = L_rho``), with ``full = {0..s-1}``:

    (c) *near*: for ``d = 1 .. max(cmax, 0) + 2H + 2`` the lows of shapes
        with [``b = 1``, ``c = d``], [``b = 2``, ``hmin = 0``, ``c = d``] or
        [``b = 3``, ``c <= d``, ``c = d (mod 2)``, ``(d - c)/2 >= hmax``]
        make ``full``;
    (d) *far* (only if ``H > 0``): for ``y = 0 .. H - 1`` and each parity
        ``e`` in {0, 1}, the lows of shapes with [``b = 2``, ``y = 0``,
        ``c = e (mod 2)``] or [``b = 3``, ``hmin <= y``, ``c + y = e
        (mod 2)``] make ``full``;
    (e) *top*: the lows of shapes with [``b = 1``, ``c = 0``], [``b = 2``,
        ``hmin = 0``, ``c = 0``] or [``b = 3``, ``c <= 0`` even, ``-c/2 >=
        hmax``] contain ``0 .. L - 1``, and ``L`` is not the low of any shape
        with [``b = 1``, ``c = 0``] or [``b >= 2``, ``c <= 0`` even].

    Then ``G(n + p) = G(n) + s`` for every ``n >= n0``.

    *Proof.* Induction on ``n >= B``; below ``B`` (b) gives the pattern, so
    every heap ``a >= n0`` of class ``r`` has ``a = v_r + p*u`` with ``u >=
    h_r`` and ``G(a) = L_r + s*u``. Write ``n = v_rho + p*U``; ``n >= B``
    gives ``U >= U0`` and ``n - p >= n0``, and we must show ``G(n) = L + s*U``.
    Every option of ``n`` leaves only heaps ``>= 1``, at least one of them
    big (``n > k + 3(n0 - 1)``); it has one shape, and its big heaps have
    high parts ``u_1..u_b`` with ``u_i >= h_i`` and ``u_1 + ... + u_b = U - c``
    (=: ``M``); conversely every such choice of ``u``'s is a legal move.
    As ``s`` is a power of two and every low part and small value is below
    ``s`` (a), the option's value is ``low + s*y`` with ``y = u_1 XOR ... XOR
    u_b``. Facts on ``y`` (sums and nim-sums): always ``y <= M`` and ``y = M
    (mod 2)``, and ``y = M`` when ``b = 1``; reachable for sure are ``y = M``
    when ``b = 1``, or ``b = 2`` and some ``h_i = 0`` (``u = (0, M)``); ``y = 0``
    when ``b = 2``, ``M`` even and ``M/2 >= hmax`` (``u = (M/2, M/2)``); and,
    when ``b = 3``, any ``y = M (mod 2)`` with ``y >= hmin`` and ``(M - y)/2 >=
    hmax`` (``u = (y, w, w)``, ``w = (M - y)/2``, ``y`` on the heap with the
    least ``h``). Now take ``x < s`` and ``y < U``; some option has value
    ``x + s*y``: if ``y >= H`` and ``d = U - y <= max(cmax, 0) + 2H + 2``, by
    (c) (the side conditions ``M = y >= H`` and ``(M - y)/2 = (d - c)/2 >=
    hmax`` hold); if ``y >= H`` and ``d`` is larger, only the ``b = 3`` clause
    of (c) can apply to it and that clause only grows with ``d`` in steps of
    2, so the two largest ``d`` checked in (c) (one of each parity) cover
    it; if ``y < H``, by (d) with ``e = U mod 2`` (``M = U - c >= 2H`` and
    ``(M - y)/2 >= H`` as ``U >= cmax + 3H``). The values ``x + s*U`` with
    ``x < L`` are reached by (e) (``U >= H``). Finally ``L + s*U`` is not an
    option: ``y = U`` needs ``U <= M = U - c`` and ``c`` even, or ``c = 0``
    when ``b = 1``, and (e) excludes ``L`` there. So ``G(n) = mex = L +
    s*U = G(n - p) + s``. QED.

    When every ``h_r = 0`` (every value below heap ``n0 + p`` under ``s``)
    only (c) and (e) remain and ``B`` is about ``n0 + p``; codes whose
    repeating values exceed the saltus (``0.9F``, ``0.8F``) need (d) and
    the bound ``U0``. When (a) fails, :func:`periodicity` retries with the
    period and saltus doubled (``G(n + 2p) = G(n) + 2s`` follows from the
    pattern, and conversely gives it back with (b)).

    Parameters
    ----------
    digits : tuple of int
        ``d0..dk`` (no repeating block).
    values : list of int
        ``G(0..N-1)``.
    period, preperiod, saltus : int
        ``p``, ``n0`` and ``s`` as found in *values*.

    Returns
    -------
    (bool, int or None, str)
        Whether the test proves the pattern with these values, the number of
        values ``B`` it needs (None if it cannot apply), and why.

    Raises
    ------
    InputTypeError
        If an argument is not an int (or, for *digits* and *values*, a
        collection of ints).
    InputValueError
        If a digit or value is negative, *period* is below 1 or
        *preperiod* negative.

    References
    ----------
    Winning Ways, chapter 4 (hexadecimal games); Siegel, *Combinatorial Game
    Theory*, IV.2 (arithmetic periodicity); S. Howse, R. J. Nowakowski,
    *Periodicity and arithmetic-periodicity in hexadecimal games*, TCS 313
    (2004).

    Examples
    --------
    >>> from cgtalg.impartial.nim_sequence import mex_scan
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> g = mex_scan(TakeAndBreak("0.8"), 60)          # remove 1, leave three heaps: 0,0,0,0,1,1,1,2,...
    >>> arithmetic_certificate((0, 8), g, 3, 1, 1)[:2]
    (True, 4)
    >>> arithmetic_certificate((0, 9, 15), mex_scan(TakeAndBreak("0.9f"), 60), 3, 4, 2)[:2]
    (True, 21)
    """
    digits = tuple(check_ints(digits, "a digit"))
    values = check_ints(values, "a nim-value")
    p = check_int(period, "the period", minimum=1)
    preperiod = check_int(preperiod, "the pre-period", minimum=0)
    s = check_int(saltus, "the saltus")
    if s <= 0 or s & (s - 1):
        return False, None, f"the saltus {describe(s)} is not a power of 2 (the test needs s = 2**m)"
    if any(d >> 4 for d in digits):
        return False, None, "moves may leave four or more heaps (the test covers at most three)"
    n0 = max(preperiod, 1)
    if len(values) < n0 + p:
        return False, n0 + p, f"needs the values of heaps 0..{describe(n0 + p - 1)}"
    small = max(values[:n0])
    if small < s:
        return _arithmetic_test(digits, values, p, n0, s, 0)
    # (a) fails for (p, s): G(n + 2^j p) = G(n) + 2^j s is the same pattern with a larger saltus
    j = (small // s).bit_length()
    why = ""
    for jj in range(j, j + _MAX_DOUBLINGS):
        ok, need, why = _arithmetic_test(digits, values, p << jj, n0, s << jj, jj)
        if ok or need is not None:
            return ok, need, why
    return False, None, why


_MAX_DOUBLINGS = 3  # period/saltus doublings tried when a small heap's value is not below the saltus


def _arithmetic_test(
    digits: tuple[int, ...], values: list[int], p: int, n0: int, s: int, doublings: int
) -> tuple[bool, int | None, str]:
    """The test of :func:`arithmetic_certificate` for one (p, s); *doublings* only changes the messages."""
    base_p = p >> doublings
    top = n0 + p
    if len(values) < top:
        return False, top, f"needs the values of heaps 0..{top - 1}"
    over = next((a for a in range(n0) if values[a] >= s), None)
    if over is not None:
        return False, None, (
            f"the small heap {over} has G({over}) = {values[over]}, not below the saltus {s} (the test needs "
            f"every value below the pre-period n0 = {n0} under s)"
        )
    raw, low, hi, virtual = _shape_table(digits, values, p, n0, s)
    big_h = max(hi.values())
    shapes = {
        rho: [((t - virtual[rho]) // p, x, b, hmin, hmax) for t, x, b, hmin, hmax in raw
              if (t - virtual[rho]) % p == 0]
        for rho in range(n0, top)
    }
    cmax = max((sh[0] for shs in shapes.values() for sh in shs), default=0)
    near = max(cmax, 0) + 2 * big_h + 2
    u0 = 0 if big_h == 0 else max(big_h, cmax + 3 * big_h)
    k = len(digits) - 1
    need = max(top, k + 3 * (n0 - 1) + 1, max(virtual.values()) + p * u0)
    full = set(range(s))
    for rho, sh in shapes.items():
        for d in range(1, near + 1):
            cov = {x for c, x, b, hmin, hmax in sh
                   if (b == 1 and c == d) or (b == 2 and hmin == 0 and c == d)
                   or (b == 3 and c <= d and (d - c) % 2 == 0 and (d - c) // 2 >= hmax)}
            if cov != full:
                return False, None, (
                    f"no option shape is known to reach low part {min(full - cov)} at high part U - {d}, for heaps "
                    f"{rho} (mod {p}): the test does not apply"
                )
        for y in range(big_h):
            for e in (0, 1):
                cov = {x for c, x, b, hmin, _hmax in sh
                       if (b == 2 and y == 0 and (c - e) % 2 == 0) or (b == 3 and hmin <= y and (c + y - e) % 2 == 0)}
                if cov != full:
                    return False, None, (
                        f"no option shape is known to reach low part {min(full - cov)} at high part {y} when the "
                        f"high part of the heap is {'even' if e == 0 else 'odd'}, for heaps {rho} (mod {p}) (the "
                        f"repeating values exceed the saltus, and far-below values need two or three big heaps): "
                        f"the test does not apply"
                    )
        cov0 = {x for c, x, b, hmin, hmax in sh
                if (b == 1 and c == 0) or (b == 2 and hmin == 0 and c == 0)
                or (b == 3 and c <= 0 and c % 2 == 0 and -c // 2 >= hmax)}
        absent = {x for c, x, b, _hmin, _hmax in sh if (b == 1 and c == 0) or (b >= 2 and c <= 0 and c % 2 == 0)}
        if not set(range(low[rho])) <= cov0 or low[rho] in absent:
            return False, None, f"the next value of heaps {rho} (mod {p}) is not pinned down by the option shapes"
    if len(values) < need:
        return False, need, f"the test needs the values of heaps 0..{need - 1}; only {len(values)} computed"
    s0 = s >> doublings
    bad = next((n for n in range(n0, need - base_p) if values[n + base_p] != values[n] + s0), None)
    if bad is not None:
        return False, None, (
            f"G({bad + base_p}) = {values[bad + base_p]} is not G({bad}) + {s0}: the pattern fails below the bound"
        )
    via = f" applied to G(n+{p}) = G(n) + {s} (period and saltus doubled {doublings} times)" if doublings else ""
    return True, need, (
        f"cgtalg's arithmetic-periodicity test{via}: G(n) < {s} for n < {n0}, G(n+{base_p}) = G(n) + {s0} checked "
        f"for {n0} <= n <= {len(values) - 1 - base_p} (heaps 0..{len(values) - 1}; the test needs heaps "
        f"0..{need - 1}), and every option shape of every residue checked"
        + (f" (repeating values up to {big_h} saltus above the residues)" if big_h else "")
    )


def periodicity(
    rule: Any,
    values: list[int] | None = None,
    *,
    heaps: int | None = None,
    max_heaps: int = 2_000_000,
    progress: Callable[[int, int], None] | None = None,
) -> Periodicity:
    """Find the period of a heap game's nim-sequence and certify it if the theorem allows.

    Without *values* and *heaps*, values are computed in doubling rounds
    (from 512 heaps) until a period is certified or *max_heaps* is reached.

    Parameters
    ----------
    rule : HeapRule
        ``TakeAndBreak(code)``, ``Subtraction(set)``, ``GrundysGame()``.
    values : list of int, optional
        Known values ``G(0..L-1)``; extended in place when more are needed.
    heaps : int, optional
        Compute exactly this many values (``G(0..heaps-1)``) and stop.
    max_heaps : int, default 2_000_000
        The most values computed in doubling rounds.
    progress : callable, optional
        ``progress(heaps_done, heaps_total)`` during the computation.

    Returns
    -------
    Periodicity

    Raises
    ------
    InputTypeError, InputValueError
        For a non-rule or a bad count.

    References
    ----------
    Winning Ways, chapter 4 (the periodicity theorem); Siegel, *Combinatorial
    Game Theory*, IV.2.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak, Subtraction
    >>> c = periodicity(TakeAndBreak("0.07"))
    >>> c.certified, c.period, c.last_exception      # Dawson's Kayles
    (True, 34, 52)
    >>> periodicity(Subtraction({1, 3, 4}), heaps=100).period
    7
    >>> nim = periodicity(TakeAndBreak("0.[3]"), heaps=50)
    >>> nim.certified, nim.saltus, nim.is_periodic
    (False, 1, False)
    """
    digits, repeat, unequal = _rule_parts(rule)
    name = getattr(rule, "name", repr(rule))
    theorem_applies = not repeat and not unequal
    vals = [] if values is None else values
    max_heaps = check_int(max_heaps, "max_heaps", minimum=1)
    if heaps is not None:
        heaps = check_int(heaps, "heaps", minimum=1)
        if len(vals) < heaps:
            extend_nim_sequence(rule, vals, heaps - 1, progress=progress)
        return _judge(name, vals[:heaps], digits, theorem_applies, repeat, unequal)
    target = max(len(vals), 512)
    while True:
        if len(vals) < target:
            extend_nim_sequence(rule, vals, target - 1, progress=progress)
        result = _judge(name, vals, digits, theorem_applies, repeat, unequal)
        hopeless = result.saltus and result.heaps_needed is None
        if result.certified or not theorem_applies or hopeless or target >= max_heaps:
            return result
        needed = result.heaps_needed or 0
        target = min(max_heaps, max(2 * target, needed))


def _judge(
    name: str,
    vals: list[int],
    digits: tuple[int, ...],
    theorem_applies: bool,
    repeat: tuple[int, ...],
    unequal: bool,
) -> Periodicity:
    n = len(vals)
    if n < 2:
        raise InputValueError("periodicity needs at least two values")
    t = len(digits) - 1
    parts = max((d.bit_length() - 1 for d in digits + repeat if d), default=0)
    found = _find_period(vals, 0, None)
    saltus = 0
    # finite octal codes (moves leave at most two heaps) are never arithmetic-periodic (Horrocks and
    # Nowakowski 2003): look for a saltus only for hexadecimal splits and rules without the theorem
    if found is None and (parts >= 3 or not theorem_applies):
        # look for arithmetic periodicity: try the saltus suggested by the last values
        for p in range(1, n // 3 + 1):
            s = vals[-1] - vals[-1 - p]
            if s > 0:
                cand = _find_period(vals, s, p)
                if cand is not None and cand[0] == p:
                    found, saltus = cand, s
                    break
    if found is None:
        why = "the periodicity theorem applies; compute more heaps" if theorem_applies else "no theorem here"
        return Periodicity(name, None, None, 0, None, n, None, False, why)
    p, n0 = found
    last = n0 - 1 if n0 > 0 else None
    if not theorem_applies:
        why = (
            "the rule has a repeating block (infinitely many digits): the finite periodicity theorem does not apply"
            if repeat
            else "Grundy's game (unequal splits) has no periodicity theorem"
        )
        return Periodicity(name, p, n0, saltus, last, n, None, False, why)
    if saltus:
        ok, need_ap, why = arithmetic_certificate(digits, vals, p, n0, saltus)
        if not ok:
            why = f"arithmetic periodicity not certified: {why}"
        return Periodicity(name, p, n0, saltus, last, n, need_ap, ok, why)
    need = heaps_needed(n0, p, t, parts)
    if need <= n:
        why = (
            f"G(n+{p}) = G(n) checked for {n0} <= n <= {n - 1 - p} (heaps 0..{n - 1}); "
            f"the theorem needs heaps 0..{need - 1}"
        )
        return Periodicity(name, p, n0, 0, last, n, need, True, why)
    return Periodicity(
        name, p, n0, 0, last, n, need, False,
        f"the theorem needs {need} heaps for this pre-period and period; only {n} computed",
    )


def extend_periodic(values: list[int], cert: Periodicity, n: int) -> list[int]:
    """Return ``G(0..n)`` from certified values: the theorem gives every later value.

    Each value past the known ones is ``G(m) = G(m - period) + saltus``.

    Parameters
    ----------
    values : list of int
        The values the certificate was computed from (or more).
    cert : Periodicity
        A certified result of :func:`periodicity` for these values.
    n : int
        The largest heap wanted.

    Returns
    -------
    list of int
        A new list ``[G(0), ..., G(n)]`` (*values* is not changed).

    Raises
    ------
    InputTypeError
        If *values* are not ints, *cert* is not a :class:`Periodicity`, or
        *n* is not an int.
    InputValueError
        If *n* is negative or over :data:`~cgtalg.impartial.nim_sequence.MAX_HEAPS`, *cert* is not certified (an apparent period proves nothing), or
        *values* are fewer than the certificate used.

    References
    ----------
    Winning Ways, chapter 4 (the periodicity theorem).

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> from cgtalg.impartial.nim_sequence import nim_sequence
    >>> vals = nim_sequence(TakeAndBreak("0.77"), 200)
    >>> cert = periodicity(TakeAndBreak("0.77"), vals)
    >>> extend_periodic(vals, cert, 5000) == nim_sequence(TakeAndBreak("0.77"), 5000)
    True
    """
    values = check_ints(values, "a nim-value")
    cert = check_instance(cert, Periodicity, "the certificate")
    n = check_int(n, "the largest heap", minimum=0, maximum=MAX_HEAPS)
    if not cert.certified or cert.period is None or cert.preperiod is None:
        raise InputValueError(f"{cert.game}: only a certified period determines later values ({cert.reason})")
    if len(values) < cert.heaps_computed:
        raise InputValueError("fewer values than the certificate was computed from")
    p = check_int(cert.period, "the certificate's period", minimum=1)
    preperiod = check_int(cert.preperiod, "the certificate's preperiod", minimum=0)
    saltus = check_int(cert.saltus, "the certificate's saltus", minimum=0)
    if len(values) < preperiod + p:
        raise InputValueError(
            f"the certificate's preperiod {preperiod} and period {p} need {preperiod + p} values, got {len(values)}"
        )
    out = list(values[: n + 1])
    while len(out) <= n:
        out.append(out[len(out) - p] + saltus)
    return out
