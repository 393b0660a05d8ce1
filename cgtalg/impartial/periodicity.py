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
the arithmetic-periodicity theorem of Howse and Nowakowski (TCS 313, 2004),
whose exact statement could not be consulted (see
:func:`arithmetic_certificate` for the statement and the proof). It applies
when ``s`` is a power of 2 and every value below heap ``n0 + p`` is below
``s``; otherwise an apparent arithmetic period is reported, not certified.

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
>>> from cgtalg.rulesets.heap_games import TakeAndBreak
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

from ..errors import InputValueError, check_int
from .nim_sequence import _rule_parts, extend_nim_sequence

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
        """True only for a certified period (never for a mere repetition)."""
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

    Examples
    --------
    >>> heaps_needed(71, 12, 2, 2)      # Kayles: check n < 2*71 + 12 + 2, i.e. heaps up to 167
    168
    >>> heaps_needed(0, 4, 3, 1)        # a subtraction game
    11
    """
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

    Examples
    --------
    >>> find_period([5, 0, 1, 2, 0, 1, 2, 0, 1, 2])
    (3, 1)
    >>> find_period([0, 1, 2, 3, 4, 5], saltus=1)
    (1, 0)
    """
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


def arithmetic_certificate(
    digits: tuple[int, ...], values: list[int], period: int, preperiod: int, saltus: int
) -> tuple[bool, int | None, str]:
    """Prove ``G(n + p) = G(n) + s`` for every ``n >= n0`` from finitely many values, when the test applies.

    The test (cgtalg's; the published arithmetic-periodicity theorem of Howse
    and Nowakowski could not be consulted, so this one is proved here).
    Let the code have digits ``d0..dk`` (moves leave at most three heaps),
    ``s = 2**m``, ``n0 >= 1`` and ``p >= 1``, and suppose

    (a) ``G(n) < s`` for every heap ``n < n0 + p``;
    (b) ``G(n + p) = G(n) + s`` for ``n0 <= n`` and ``n + p < B``, where
        ``B = max(n0 + p * (cmax + 1), k + 1)`` (``cmax`` below).

    Call a heap ``a < n0`` *small* and write a heap ``a >= n0`` as
    ``r + p*q`` with residue ``r`` in ``[n0, n0 + p)``. A *shape* of a move
    from a heap of residue ``rho`` is: the tokens ``i`` removed, and for each
    of the ``j`` heaps left (``j`` allowed by ``d_i``) either a small size or
    a residue; ``c = (i + sum of sizes and residues - rho) / p`` (an
    integer), ``low`` the nim-sum of ``G`` of those sizes and residues, and
    ``b`` the number of residues (*big* heaps). Let

    * ``Cov(d)`` = lows of shapes with ``b`` in {1, 2} and ``c = d``, and of
      shapes with ``b = 3``, ``c <= d`` and ``c = d (mod 2)``;
    * ``Abs`` = lows of shapes with ``b = 1``, ``c = 0``, and of shapes with
      ``b`` in {2, 3}, ``c <= 0`` and ``c`` even;

    and require, for every residue ``rho`` (with ``L = G(rho)``):

    (c) ``Cov(d)`` contains every number below ``s`` for ``d = 1 .. cmax + 2``;
    (d) ``Cov(0)`` contains ``0 .. L - 1`` and ``Abs`` does not contain ``L``.

    Then ``G(n + p) = G(n) + s`` for every ``n >= n0``.

    *Proof.* By induction, every heap ``a >= n0`` has ``G(a) = G(r) + s*q``
    with ``G(r) < s`` (by (a), (b) below ``B``). Take ``n = rho + p*Q >= B``,
    so ``Q > cmax`` and ``n > k`` (no move removes the whole heap). An option leaves heaps whose values are ``low + s*h``
    with ``h`` the nim-sum of the big heaps' ``q`` (small heaps and the
    residues contribute only to ``low``, as all their values are below the
    power of two ``s``), and the big heaps' ``q`` are any numbers ``>= 0``
    with sum ``Q - c``; every such choice is a legal move. The nim-sums of
    ``b`` numbers with sum ``M`` are: ``{M}`` for ``b = 1``; a set that
    contains ``M`` and lies in ``{z <= M, z = M (mod 2)}`` for ``b = 2``;
    exactly that set for ``b = 3`` (``z + w + w`` with ``w = (M - z)/2``).
    So for ``h = Q - d < Q`` the options include ``x + s*h`` for every ``x``
    in ``Cov(d)``, which is everything below ``s`` by (c) (for ``d >
    cmax`` ``Cov(d)`` only depends on the parity of ``d``); for ``h = Q``
    they include ``Cov(0) + s*Q`` and every option with ``h = Q`` has its low
    in ``Abs``. By (d) the mex is ``L + s*Q = G(n - p) + s``. (A shape
    with no big heap needs ``Q = c``, impossible for ``Q > cmax``; ``n0 >=
    1`` keeps every big heap non-empty.) QED.

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

    Examples
    --------
    >>> from cgtalg.impartial.nim_sequence import mex_scan
    >>> from cgtalg.rulesets.heap_games import TakeAndBreak
    >>> g = mex_scan(TakeAndBreak("0.8"), 60)          # remove 1, leave three heaps: 0,0,0,0,1,1,1,2,...
    >>> arithmetic_certificate((0, 8), g, 3, 1, 1)[:2]
    (True, 13)
    >>> arithmetic_certificate((0, 9, 15), mex_scan(TakeAndBreak("0.9f"), 60), 3, 4, 2)[0]
    False
    """
    p, s = period, saltus
    if s <= 0 or s & (s - 1):
        return False, None, f"the saltus {s} is not a power of 2 (the test needs s = 2**m)"
    if any(d >> 4 for d in digits):
        return False, None, "moves may leave four or more heaps (the test covers at most three)"
    n0 = max(preperiod, 1)
    top = n0 + p
    if len(values) < top:
        return False, top, f"needs the values of heaps 0..{top - 1}"
    over = next((x for x in range(top) if values[x] >= s), None)
    if over is not None:
        return False, None, (
            f"G({over}) = {values[over]} is not below the saltus {s} (the test needs every value below heap "
            f"n0 + p = {top} under s)"
        )
    kinds = [(a, values[a], 0) for a in range(1, n0)] + [(r, values[r], 1) for r in range(n0, top)]
    raw: set[tuple[int, int, int]] = set()  # (i + sizes, low, b)
    for i, d in enumerate(digits):
        for j in (1, 2, 3):
            if not d >> j & 1 or (i == 0 and j == 1):
                continue
            for combo in combinations_with_replacement(kinds, j):
                low = 0
                for part in combo:
                    low ^= part[1]
                raw.add((i + sum(part[0] for part in combo), low, sum(part[2] for part in combo)))
    shapes = {
        rho: [((t - rho) // p, low, b) for t, low, b in raw if (t - rho) % p == 0] for rho in range(n0, top)
    }
    cmax = max((c for sh in shapes.values() for c, _low, _b in sh), default=0)
    cmax = max(cmax, 0)
    need = max(n0 + p * (cmax + 1), len(digits))  # also past every heap k that a move may remove whole
    full = set(range(s))
    for rho, sh in shapes.items():
        for d in range(1, cmax + 3):
            cov = {low for c, low, b in sh if (b in (1, 2) and c == d) or (b == 3 and c <= d and (d - c) % 2 == 0)}
            if cov != full:
                missing = min(full - cov)
                return False, None, (
                    f"no option shape is known to reach low part {missing} at {d} periods below, for heaps "
                    f"{rho} (mod {p}): the test does not apply"
                )
        cov0 = {low for c, low, b in sh if (b in (1, 2) and c == 0) or (b == 3 and c <= 0 and c % 2 == 0)}
        absent = {low for c, low, b in sh if (b == 1 and c == 0) or (b in (2, 3) and c <= 0 and c % 2 == 0)}
        value = values[rho]
        if not set(range(value)) <= cov0 or value in absent:
            return False, None, f"the next value of heaps {rho} (mod {p}) is not pinned down by the option shapes"
    if len(values) < need:
        return False, need, f"the test needs the values of heaps 0..{need - 1}; only {len(values)} computed"
    return True, need, (
        f"cgtalg's arithmetic-periodicity test: G(n) < {s} for n < {top}, G(n+{p}) = G(n) + {s} checked for "
        f"{n0} <= n <= {len(values) - 1 - p} (heaps 0..{len(values) - 1}; the test needs heaps 0..{need - 1}), "
        f"and every option shape of every residue checked"
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
    >>> from cgtalg.rulesets.heap_games import TakeAndBreak, Subtraction
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
    found = find_period(vals)
    saltus = 0
    # finite octal codes (moves leave at most two heaps) are never arithmetic-periodic (Horrocks and
    # Nowakowski 2003): look for a saltus only for hexadecimal splits and rules without the theorem
    if found is None and (parts >= 3 or not theorem_applies):
        # look for arithmetic periodicity: try the saltus suggested by the last values
        for p in range(1, n // 3 + 1):
            s = vals[-1] - vals[-1 - p]
            if s > 0:
                cand = find_period(vals, saltus=s, max_period=p)
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

    Raises
    ------
    InputValueError
        If *cert* is not certified (an apparent period proves nothing), or
        *values* are fewer than the certificate used.

    Examples
    --------
    >>> from cgtalg.rulesets.heap_games import TakeAndBreak
    >>> from cgtalg.impartial.nim_sequence import nim_sequence
    >>> vals = nim_sequence(TakeAndBreak("0.77"), 200)
    >>> cert = periodicity(TakeAndBreak("0.77"), vals)
    >>> extend_periodic(vals, cert, 5000) == nim_sequence(TakeAndBreak("0.77"), 5000)
    True
    """
    if not cert.certified or cert.period is None or cert.preperiod is None:
        raise InputValueError(f"{cert.game}: only a certified period determines later values ({cert.reason})")
    n = check_int(n, "the largest heap", minimum=0)
    if len(values) < cert.heaps_computed:
        raise InputValueError("fewer values than the certificate was computed from")
    out = list(values[: n + 1])
    p = cert.period
    while len(out) <= n:
        out.append(out[len(out) - p] + cert.saltus)
    return out
