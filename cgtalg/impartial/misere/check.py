"""Brute-force checks of a misère quotient, independent of how it was computed.

A :class:`~cgtalg.impartial.misere.quotient.MisereQuotient` of order ``k``
claims two things: every position of heaps ``1..n`` is a misère P-position
exactly when its element lies in the P-portion (so the true quotient has at
most ``k`` elements), and its ``k`` elements are pairwise distinguishable
(so it has at least ``k``). The constructions of
:mod:`cgtalg.impartial.misere` prove both by a finite certificate. This
module re-checks them from the rules alone, asking an oracle
(:class:`~cgtalg.impartial.misere.oracle.MisereOracle`; the memoized search
:class:`~cgtalg.impartial.misere.oracle.MisereOutcomes` knows nothing of
quotients) for exact outcomes:

* :func:`check_lower_bound` takes, for every pair of elements, a witness
  ``X`` (a position of fewest tokens of an element ``z`` with ``xz`` and
  ``yz`` on different sides of the P-portion, as the quotient suggests) and
  plays out ``G_x + X`` and ``G_y + X`` by brute force. If every pair's
  outcomes differ, the order of the true quotient is at least ``k``: a
  proof that does not trust the quotient (it only proposes the witnesses).
* :func:`check_outcomes` compares the quotient's outcome with the brute
  force on *every* position of heaps ``1..n`` up to a number of tokens
  (evidence for the upper bound, up to that size).
* :func:`check_random_positions` compares it on random multi-heap
  positions drawn from *all* heaps ``1..n`` (large heaps included, with a
  cap on the tokens so that the brute force stays feasible).

References
----------
T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
J. Combin. Theory Ser. A 115 (2008) 593-622 (indistinguishability, section 2).
A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, chapter V.

Examples
--------
>>> from cgtalg.impartial.misere import MisereOutcomes, incremental_misere_quotient
>>> from cgtalg.rulesets.heap import TakeAndBreak
>>> kayles = TakeAndBreak("0.77")
>>> q = incremental_misere_quotient(kayles, 9)
>>> oracle = MisereOutcomes(kayles)
>>> oracle.outcome([9]), oracle.outcome([5, 5, 9])
('P', 'N')
>>> check_lower_bound(q, oracle).proved_order
18
>>> check_outcomes(q, oracle, tokens=14).mismatches
[]
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass, field
from itertools import combinations
from typing import Iterator

from ...errors import check_instance, check_int
from .oracle import MisereOracle, misere_oracle
from .quotient import MisereQuotient

__all__ = [
    "representatives",
    "LowerBound",
    "OutcomeCheck",
    "check_lower_bound",
    "check_outcomes",
    "check_random_positions",
]


def representatives(q: MisereQuotient) -> list[tuple[int, ...]]:
    """A position (heap sizes, sorted) of fewest tokens for each element of *q* (Dijkstra over adding a heap).

    Parameters
    ----------
    q : MisereQuotient

    Returns
    -------
    list of tuple of int
        Entry ``x`` is a position whose element is ``x``.

    Raises
    ------
    InputTypeError
        If *q* is not a :class:`~cgtalg.impartial.misere.quotient.MisereQuotient`.

    Examples
    --------
    >>> from cgtalg.impartial.misere import misere_quotient
    >>> from cgtalg.rulesets.heap import NIM_RULE
    >>> representatives(misere_quotient(NIM_RULE, 3))
    [(), (1,), (2,), (3,), (2, 2), (2, 3)]
    """
    q = check_instance(q, MisereQuotient, "the quotient")
    dist: list[int | None] = [None] * q.order
    rep: list[tuple[int, ...]] = [()] * q.order
    dist[0] = 0
    queue = [(0, 0)]
    done = [False] * q.order
    while queue:
        d, x = heapq.heappop(queue)
        if done[x]:
            continue
        done[x] = True
        for h in range(1, q.max_heap + 1):
            y = q.table[x][q.heap_images[h]]
            dy = dist[y]
            if dy is None or d + h < dy:
                dist[y] = d + h
                rep[y] = tuple(sorted(rep[x] + (h,)))
                heapq.heappush(queue, (d + h, y))
    return rep


@dataclass
class LowerBound:
    """What :func:`check_lower_bound` proved.

    Attributes
    ----------
    order : int
        The quotient's order.
    proved_order : int
        ``order`` when every pair of elements was told apart by brute force
        (then the true quotient has at least this many elements), else 0.
    witnesses : dict
        ``(x, y) -> (G_x, G_y, X)``: the positions played out.
    failures : list
        Pairs whose suggested witness did *not* separate them by brute force.
    largest : int
        The most tokens in a position played out.
    """

    order: int
    proved_order: int
    witnesses: dict[tuple[int, int], tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = field(repr=False)
    failures: list[tuple[int, int]]
    largest: int


def check_lower_bound(q: MisereQuotient, oracle: MisereOracle) -> LowerBound:
    """Prove by brute force that the elements of *q* are pairwise distinguishable.

    Parameters
    ----------
    q : MisereQuotient
    oracle : MisereOracle
        Exact outcomes for the same rule (a
        :class:`~cgtalg.impartial.misere.oracle.MisereOutcomes`, say).

    Returns
    -------
    LowerBound

    Raises
    ------
    InputTypeError
        If *q* is not a :class:`~cgtalg.impartial.misere.quotient.MisereQuotient`
        or *oracle* is not an oracle (nor a heap rule, which is searched).

    Examples
    --------
    >>> from cgtalg.impartial.misere import MisereOutcomes, misere_quotient
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> r = TakeAndBreak("0.75")
    >>> check_lower_bound(misere_quotient(r, 5), MisereOutcomes(r)).proved_order
    8
    """
    rep = representatives(q)
    oracle = misere_oracle(oracle)
    size = [sum(r) for r in rep]
    by_size = sorted(range(q.order), key=size.__getitem__)
    witnesses = {}
    failures = []
    largest = 0
    t, p = q.table, q.p_portion
    for x, y in combinations(range(q.order), 2):
        z = next((z for z in by_size if (t[x][z] in p) != (t[y][z] in p)), None)
        if z is None:
            failures.append((x, y))
            continue
        gx, gy, w = rep[x] + rep[z], rep[y] + rep[z], rep[z]
        largest = max(largest, sum(gx), sum(gy))
        if oracle.is_p(gx) == oracle.is_p(gy):
            failures.append((x, y))
        else:
            witnesses[(x, y)] = (rep[x], rep[y], w)
    return LowerBound(q.order, 0 if failures else q.order, witnesses, failures, largest)


@dataclass
class OutcomeCheck:
    """What :func:`check_outcomes` compared.

    Attributes
    ----------
    tokens : int
        Positions with at most this many tokens were compared.
    positions : int
        How many (multisets of heaps ``1..max_heap``, the empty one included).
    mismatches : list of tuple of int
        Positions where the quotient's outcome differs from brute force.
    """

    tokens: int
    positions: int
    mismatches: list[tuple[int, ...]]


def _multisets(max_heap: int, tokens: int) -> Iterator[tuple[int, ...]]:
    """Every multiset of heaps ``1..max_heap`` with at most *tokens* tokens (as non-increasing tuples)."""
    stack: list[tuple[tuple[int, ...], int, int]] = [((), tokens, max_heap)]
    while stack:
        pos, left, top = stack.pop()
        yield pos
        for h in range(min(top, left), 0, -1):
            stack.append((pos + (h,), left - h, h))


def check_outcomes(q: MisereQuotient, oracle: MisereOracle, *, tokens: int) -> OutcomeCheck:
    """Compare the quotient's misère outcome with brute force on every position up to *tokens* tokens.

    Parameters
    ----------
    q : MisereQuotient
    oracle : MisereOracle
        Exact outcomes for the same rule.
    tokens : int
        The largest total of a position compared (0..200).

    Returns
    -------
    OutcomeCheck

    Raises
    ------
    InputTypeError
        If *q* is not a :class:`~cgtalg.impartial.misere.quotient.MisereQuotient`,
        *oracle* not an oracle (nor a heap rule), or *tokens* not an int.
    InputValueError
        For *tokens* out of range.

    Examples
    --------
    >>> from cgtalg.impartial.misere import MisereOutcomes, misere_quotient
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> r = TakeAndBreak("0.07")
    >>> c = check_outcomes(misere_quotient(r, 6), MisereOutcomes(r), tokens=18)
    >>> c.positions > 300, c.mismatches
    (True, [])
    """
    q = check_instance(q, MisereQuotient, "the quotient")
    oracle = misere_oracle(oracle)
    tokens = check_int(tokens, "tokens", minimum=0, maximum=200)
    count = 0
    bad = []
    for pos in _multisets(q.max_heap, tokens):
        count += 1
        if q.outcome(pos) != ("P" if oracle.is_p(pos) else "N"):
            bad.append(pos)
    return OutcomeCheck(tokens, count, bad)


def check_random_positions(
    q: MisereQuotient, oracle: MisereOracle, *, count: int, tokens: int, max_parts: int = 5, seed: int = 0
) -> OutcomeCheck:
    """Compare the quotient's misère outcome with brute force on random multi-heap positions.

    Each position has ``1..max_parts`` heaps drawn uniformly from ``1..min(max_heap,
    tokens)`` and at most *tokens* tokens in all (draws over the cap are
    redrawn), so the largest heaps the quotient covers are tried alone or with
    small company, and sums of several middle heaps with each other. The
    oracle (:class:`~cgtalg.impartial.misere.oracle.MisereOutcomes`, say) knows nothing of the quotient.

    Parameters
    ----------
    q : MisereQuotient
    oracle : MisereOracle
        Exact outcomes for the same rule (a
        :class:`~cgtalg.impartial.misere.oracle.MisereOutcomes`, say).
    count : int
        How many positions to compare (1..100000).
    tokens : int
        The most tokens of a position (1..200; the brute force grows fast with it).
    max_parts : int, default 5
        The most heaps in a position (1..20).
    seed : int, default 0
        Seed of the random draws (the same seed gives the same positions).

    Returns
    -------
    OutcomeCheck
        ``positions`` is *count*; ``mismatches`` lists the positions where
        the quotient and brute force differ.

    Raises
    ------
    InputTypeError
        If *q* is not a :class:`~cgtalg.impartial.misere.quotient.MisereQuotient`,
        *oracle* not an oracle (nor a heap rule), or a number not an int.
    InputValueError
        For a *count*, *tokens* or *max_parts* out of range.

    References
    ----------
    Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115
    (2008); Siegel, *Combinatorial Game Theory*, chapter V.

    Examples
    --------
    >>> from cgtalg.impartial.misere import MisereOutcomes, incremental_misere_quotient
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> r = TakeAndBreak("0.07")
    >>> c = check_random_positions(incremental_misere_quotient(r, 20), MisereOutcomes(r), count=40, tokens=24)
    >>> c.positions, c.mismatches
    (40, [])
    """
    q = check_instance(q, MisereQuotient, "the quotient")
    oracle = misere_oracle(oracle)
    count = check_int(count, "count", minimum=1, maximum=100_000)
    tokens = check_int(tokens, "tokens", minimum=1, maximum=200)
    max_parts = check_int(max_parts, "max_parts", minimum=1, maximum=20)
    rng = random.Random(check_int(seed, "seed"))
    top = min(q.max_heap, tokens)
    bad = []
    done = 0
    while done < count:
        heaps = [rng.randint(1, top) for _ in range(rng.randint(1, max_parts))]
        if sum(heaps) > tokens:
            continue
        done += 1
        if q.outcome(heaps) != ("P" if oracle.is_p(heaps) else "N"):
            bad.append(tuple(sorted(heaps)))
    return OutcomeCheck(tokens, count, bad)
