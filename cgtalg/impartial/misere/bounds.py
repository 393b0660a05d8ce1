"""What a certified quotient proves beyond its heaps, and what a failing candidate still proves.

* :func:`quotient_period` -- the misère form of the Guy-Smith periodicity
  argument: when the heap elements of a certified quotient repeat long
  enough, no larger heap adds an element, and the quotient is that of *all*
  heaps (:class:`QuotientPeriod`).
* :func:`lower_bound_below_failure` and :func:`next_heap_lower_bound` -- a
  candidate that fails the certificate is still right on every position
  with fewer tokens than its token-least failure; positions told apart
  there prove a lower bound on the order of the true quotient
  (:class:`LowerBoundBelowFailure`).

Invariant: every bound returned is proved (from the certificate or from
outcomes below a proved token bound), never estimated.

References
----------
T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
J. Combin. Theory Ser. A 115 (2008) 593-622.
A. N. Siegel, *Some MisereSolver questions answered*,
miseregames.wordpress.com, 28 August 2007 (candidates improve by their
least failures).
Winning Ways, chapter 4 (the normal-play periodicity theorem).

Examples
--------
>>> from cgtalg.impartial.misere import IncrementalQuotient
>>> from cgtalg.rulesets.heap import TakeAndBreak
>>> quotient_period(IncrementalQuotient(TakeAndBreak("0.75")).extend(24)).period
2
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...errors import InputTypeError, InputValueError, check_bool, check_int
from .candidates import local_rule_round, merge_below_failure, next_heap_candidate
from .certificate import certify_quotient
from .incremental import IncrementalQuotient
from .monoid import check_candidate, fewest_token_words
from .oracle import misere_oracle, option_parts

__all__ = [
    "QuotientPeriod",
    "quotient_period",
    "LowerBoundBelowFailure",
    "lower_bound_below_failure",
    "next_heap_lower_bound",
]


@dataclass(frozen=True)
class QuotientPeriod:
    """A proof that a heap game's misère quotient stops growing: the quotient of *all* its heaps.

    Attributes
    ----------
    game : str
    preperiod : int
        ``n0``: heap ``n`` and heap ``n + period`` have the same element for every ``n >= n0``.
    period : int
    checked_to : int
        The largest heap whose element was computed (and certified).
    order : int
        The order of the quotient, which is then the order for every heap bound ``>= checked_to``.
    """

    game: str
    preperiod: int
    period: int
    checked_to: int
    order: int

    def __str__(self) -> str:
        return (
            f"misère quotient of {self.game}: order {self.order} for all heaps; heap elements periodic "
            f"with period {self.period} from heap {self.preperiod} (checked to heap {self.checked_to})"
        )


def quotient_period(iq: IncrementalQuotient) -> QuotientPeriod | None:
    """Prove, if the computed heaps allow it, that the quotient is the same for every larger heap.

    Let ``t`` be the largest number of tokens a move removes (a finite
    take-and-break code with moves leaving at most two heaps). Suppose the
    certified quotient of heaps up to ``N`` maps heap ``n`` and heap
    ``n - p`` to the same element for every ``n0 + p <= n <= N``, and
    ``N >= 2 n0 + 2 p + t - 1``. Then the same holds for every ``n > N``
    and no heap adds an element. Proof, by induction on ``n > N``: the
    options of heap ``n`` (a heap of ``n - k`` or two heaps ``a + b = n -
    k``, ``k <= t``) and of heap ``n - p`` have the same set of images: the
    larger part ``a >= (n - t) / 2 >= n0 + p`` of a split of ``n - k`` can
    be shortened by ``p``, and the larger part ``c >= n0`` of a split of
    ``n - p - k`` lengthened by ``p``, without changing their elements (the
    one-heap options likewise). In the certificate of
    :func:`certify_quotient` a heap acts only through its element and the
    images of its options, so giving heap ``n`` the element of heap ``n -
    p`` adds no new state and the certificate still passes with the same
    monoid, whose elements are already told apart by positions of smaller
    heaps. This is the misère form of the Guy-Smith periodicity argument
    (the Guy-Smith-Plambeck periodicity theorem of Plambeck and Siegel;
    Siegel, *Misère games and misère quotients*, Weizmann notes 2006).

    Parameters
    ----------
    iq : IncrementalQuotient
        A certified quotient of a finite take-and-break code.

    Returns
    -------
    QuotientPeriod or None
        The shortest period (and, for it, the smallest preperiod) for which
        the computed heaps suffice, or None if none does yet (compute more
        heaps).

    Raises
    ------
    InputTypeError
        If *iq* is not an :class:`IncrementalQuotient`.
    InputValueError
        For a rule the argument does not cover: a repeating code (no largest
        removal), moves leaving three or more heaps, or Grundy-type rules
        (``unequal``).

    References
    ----------
    Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115
    (2008); Winning Ways, chapter 4 (the normal-play periodicity theorem).

    Examples
    --------
    >>> from cgtalg.impartial.misere import IncrementalQuotient
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> iq = IncrementalQuotient(TakeAndBreak("0.75")).extend(30)
    >>> str(quotient_period(iq))
    'misère quotient of 0.75: order 8 for all heaps; heap elements periodic with period 2 from heap 8 (checked to heap 30)'
    >>> quotient_period(IncrementalQuotient(TakeAndBreak("0.75")).extend(12)) is None
    True
    """
    if not isinstance(iq, IncrementalQuotient):
        raise InputTypeError(f"quotient_period needs an IncrementalQuotient, not {type(iq).__name__}")
    rule = iq.rule
    if getattr(rule, "repeat", ()) or getattr(rule, "unequal", False) or not hasattr(rule, "digits"):
        raise InputValueError(f"{iq.name}: the periodicity argument needs a finite take-and-break code")
    if rule.max_parts > 2:
        raise InputValueError(f"{iq.name}: the periodicity argument covers moves leaving at most two heaps")
    t = rule.last_digit
    images = iq.images
    top = iq.max_heap
    for p in range(1, top + 1):
        # smallest n0 with images[n] == images[n - p] for all n0 + p <= n <= top
        n = top
        while n - p >= 1 and images[n] == images[n - p]:
            n -= 1
        n0 = max(n - p + 1, 1)
        if top >= 2 * n0 + 2 * p + t - 1:
            return QuotientPeriod(iq.name, n0, p, top, iq.order)
    return None


@dataclass(frozen=True)
class LowerBoundBelowFailure:
    """Positions proved pairwise distinguishable from a candidate's certified region.

    Attributes
    ----------
    game : str
    max_heap : int
        The heaps ``1..max_heap`` the candidate covers.
    tokens : int or None
        The candidate gives the true misère outcome of every position of fewer
        than ``tokens`` tokens (its token-least failure has ``tokens``
        tokens); None when the candidate passed the certificate outright.
    positions : tuple of tuple of int
        Positions (heap sizes) that are pairwise *not* equivalent in the
        misère quotient of heaps ``1..max_heap``, so that quotient has at
        least ``len(positions)`` elements.
    separators : tuple of (int, int, tuple of int)
        For each pair ``(i, j)`` of ``positions``, a context ``X`` such that
        exactly one of ``positions[i] + X`` and ``positions[j] + X`` is a
        misère P-position; both sums have fewer than ``tokens`` tokens.
    """

    game: str
    max_heap: int
    tokens: int | None
    positions: tuple[tuple[int, ...], ...]
    separators: tuple[tuple[int, int, tuple[int, ...]], ...]

    @property
    def order_at_least(self) -> int:
        """The proved lower bound on the order of the quotient of heaps ``1..max_heap``.

        Returns
        -------
        int
            ``len(positions)``.

        Examples
        --------
        >>> b = LowerBoundBelowFailure("0.77", 1, None, ((), (1,)), ((0, 1, ()),))
        >>> b.order_at_least
        2
        """
        return len(self.positions)

    def __str__(self) -> str:
        where = "every position" if self.tokens is None else f"every position of fewer than {self.tokens} tokens"
        return (
            f"misère quotient of {self.game}, heaps 1..{self.max_heap}: order >= {self.order_at_least} "
            f"({len(self.positions)} positions pairwise told apart; outcomes from a candidate proved right on {where})"
        )


def lower_bound_below_failure(
    rule: Any, table: list[list[int]], p_set: frozenset[int] | set[int], images: list[int]
) -> LowerBoundBelowFailure:
    """A proved lower bound on the order of a misère quotient, read off a candidate that may be wrong.

    A candidate ``(table, p_set, images)`` for heaps ``1..n`` that fails the
    certificate is still right on every position with fewer tokens than its
    token-least failure ``T`` (:func:`certify_quotient` with
    ``fewest_tokens=True``; this needs every move to remove a token). Two
    positions ``A`` and ``B`` are then proved inequivalent in the true
    quotient as soon as some context ``X`` with ``A + X`` and ``B + X``
    both below ``T`` tokens gets different outcomes from the candidate.
    This function takes, for each element of the candidate, a position of
    fewest tokens with that image, in order of tokens, and keeps each one
    told apart in this way from all those kept before (a greedy choice: the
    bound is proved, not necessarily the best such set gives).

    Parameters
    ----------
    rule : HeapRule or MisereOracle
        A rule of :mod:`cgtalg.rulesets.heap` (or an oracle) whose every move removes a token.
    table : list of list of int
        The candidate's multiplication table (element 0 the identity).
    p_set : set of int
        The candidate's P-portion.
    images : list of int
        The candidate's element for each heap ``0..n``.

    Returns
    -------
    LowerBoundBelowFailure

    Raises
    ------
    InputTypeError
        If *rule* is neither a heap rule nor an oracle, or the candidate's
        arrays are not collections of ints.
    InputValueError
        If a move keeps every token (the token bound would not hold), or the
        candidate's arrays do not fit together.

    References
    ----------
    A. N. Siegel, *Some MisereSolver questions answered*,
    miseregames.wordpress.com, 28 August 2007 (candidates improve by their
    least failures); Plambeck and Siegel, *Misère quotients for impartial
    games*, JCTA 115 (2008) (indistinguishability).

    Examples
    --------
    >>> from cgtalg.impartial.misere import IncrementalQuotient
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q8 = IncrementalQuotient(TakeAndBreak("0.77")).extend(8)     # misère Kayles, heaps up to 8
    >>> b = lower_bound_below_failure(TakeAndBreak("0.77"), q8.table, q8.p_set, q8.images)
    >>> b.tokens is None, b.order_at_least, q8.order   # a certified quotient: every element told apart
    (True, 12, 12)
    """
    oracle = misere_oracle(rule)
    table, p_set, images = check_candidate(table, p_set, images)
    if images[0] != 0:
        raise InputValueError("the candidate's image of heap 0 must be the identity, element 0")
    n = len(images) - 1
    options = option_parts(oracle, n)
    if any(sum(parts) >= h for h in range(1, n + 1) for parts in options[h]):
        raise InputValueError(f"{oracle.name}: a move keeps every token, so a token bound proves nothing")
    q = len(table)
    ok, _states, where = certify_quotient(table, p_set, images, options, fewest_tokens=True)
    bound: int | None = None if ok else sum(where)
    dist, words = fewest_token_words(table, images, n)
    reached = sorted((y for y in range(q) if dist[y] >= 0), key=lambda y: (dist[y], y))
    limit = float("inf") if bound is None else bound

    def separator(u: int, v: int) -> int | None:
        tu, tv = table[u], table[v]
        for z in reached:
            if dist[u] + dist[z] >= limit or dist[v] + dist[z] >= limit:
                continue
            if (tu[z] in p_set) != (tv[z] in p_set):
                return z
        return None

    kept: list[int] = []
    separators: list[tuple[int, int, tuple[int, ...]]] = []
    for u in reached:
        found = []
        for i, v in enumerate(kept):
            z = separator(v, u)
            if z is None:
                break
            found.append((i, len(kept), words[z]))
        else:
            kept.append(u)
            separators.extend(found)
    return LowerBoundBelowFailure(oracle.name, n, bound, tuple(words[u] for u in kept), tuple(separators))


def next_heap_lower_bound(iq: IncrementalQuotient, rounds: int = 0, *, merge: bool = False) -> LowerBoundBelowFailure:
    """A proved lower bound on the order of the quotient of heaps ``1..iq.max_heap + 1``.

    Builds the first candidate for the next heap over ``Q(iq.max_heap)``
    (:func:`~cgtalg.impartial.misere.candidates.next_heap_candidate`), applies *rounds* rounds of the misère
    rule (each is right on more positions), and reads the bound off the
    result with :func:`lower_bound_below_failure`. Useful exactly where the
    incremental step fails (Dawson's Kayles at heap 25): the bound is
    proved even though no quotient is.

    Parameters
    ----------
    iq : IncrementalQuotient
    rounds : int, default 0
    merge : bool, default False
        Before each round (and after the last), merge the candidate below its
        least failure (:func:`merge_below_failure`): the candidates stay
        smaller, are right below the same number of tokens, and the bound is
        read off the last merged candidate (Dawson's Kayles, heap 25, 14
        rounds: right below 87 tokens, ``|Q_25| >= 64``).

    Returns
    -------
    LowerBoundBelowFailure

    Raises
    ------
    InputTypeError
        If *iq* is not an :class:`IncrementalQuotient`.
    InputValueError
        For a negative *rounds*, or a rule with a move that keeps every token.

    Examples
    --------
    >>> from cgtalg.impartial.misere import IncrementalQuotient
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q8 = IncrementalQuotient(TakeAndBreak("0.77")).extend(8)
    >>> [(b.tokens, b.order_at_least) for b in (next_heap_lower_bound(q8, r) for r in range(3))]
    [(19, 13), (23, 16), (29, 18)]
    >>> q8.extend(9).order          # the certified Q_9 of Kayles: the bound after two rounds is exact
    18
    """
    if not isinstance(iq, IncrementalQuotient):
        raise InputTypeError(f"next_heap_lower_bound needs an IncrementalQuotient, not {type(iq).__name__}")
    r = check_int(rounds, "rounds", minimum=0, maximum=1000)
    merge = check_bool(merge, "merge")
    n = iq.max_heap + 1
    options = iq.next_option_parts()
    cand = next_heap_candidate(iq.table, iq.images, options, n)
    for i in range(r + 1):
        if merge:
            ok, _states, where = certify_quotient(*cand, options, fewest_tokens=True)
            if ok:
                break
            cand = merge_below_failure(*cand, sum(where))
        if i < r:
            cand = local_rule_round(*cand, options, n)
    return lower_bound_below_failure(iq.oracle, *cand)
