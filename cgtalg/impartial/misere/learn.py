"""A misère quotient rebuilt from scratch by learning it from brute-force outcomes, then certified.

The incremental step of :mod:`~cgtalg.impartial.misere.incremental`
builds ``Q(n)`` on top of ``Q(n-1)``'s elements. When heap ``n`` tells apart
positions that ``Q(n-1)`` identifies (Dawson's Kayles at heap 25: ``4 + 4``,
``21`` and ``23 + 22`` are one element of ``Q(24)``), no base built that way
may be fine enough. This module does not start from ``Q(n-1)``'s elements: it
learns the quotient of heaps ``1..n`` as a minimal automaton, in the manner
of Angluin's L* algorithm, and lets the certificate be the teacher.

* **Observations.** A list ``S`` of positions (access words, the empty one
  first) and a list ``E`` of positions (experiments, the empty one first).
  The *row* of a position ``s`` is the list of misère outcomes of ``s + e``
  for ``e`` in ``E``, computed by brute force from the rules
  (any :class:`~cgtalg.impartial.misere.oracle.MisereOracle`; by default
  :class:`~cgtalg.impartial.misere.oracle.MisereOutcomes`). Rows
  that differ belong to different elements of the quotient.
* **Hypothesis.** ``S`` is closed: every ``s + h`` (``h`` a heap ``1..n``)
  has the row of some ``s'`` in ``S``. The distinct rows are the elements;
  adding heap ``h`` moves ``s`` to the element of ``s + h``; the product
  ``x y`` is ``x`` moved by the heaps of ``y``'s access word; the P-portion
  is the rows whose first entry (``e`` empty) is a P-position.
* **Counterexamples.** The hypothesis is accepted only when its table is a
  commutative monoid (associativity checked on a sample, then proved by the
  certificate's use of it) and it passes
  :func:`~cgtalg.impartial.misere.certificate.certify_quotient`,
  which proves it for every position of heaps ``1..n``. Otherwise a word
  whose outcome the hypothesis predicts wrongly is found (two readings of
  one position that reach different elements, or the position where the
  certificate fails, or one of its options) and the classical
  Rivest-Schapire search finds in it an experiment that splits an element;
  ``E`` grows and the loop repeats. Each round adds an element, so the loop
  ends with the true quotient, whose elements are then pairwise told apart
  by brute-force experiments and whose P-portion is proved by the
  certificate.

The cost is in the outcomes: positions of a representative plus a heap
plus an experiment. Use it for the heaps where the incremental step fails,
with the budget ``max_positions``, and give it an
:class:`~cgtalg.impartial.misere.oracle.ExtensionOutcomes` oracle: it reads
positions without the new heap off the certified smaller quotient and
positions below a candidate's token-least failure off that candidate, and
searches only the rest (the learner hands a
:class:`~cgtalg.impartial.misere.oracle.TrustingOracle` each failing
hypothesis).

Invariant: the learned table is returned only after the certificate passed.

References
----------
D. Angluin, *Learning regular sets from queries and counterexamples*,
Information and Computation 75 (1987) 87-106.
R. L. Rivest, R. E. Schapire, *Inference of finite automata using homing
sequences*, Information and Computation 103 (1993) 299-347.
T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
J. Combin. Theory Ser. A 115 (2008) 593-622.
A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, chapter V.

Examples
--------
>>> from cgtalg.rulesets.heap import TakeAndBreak
>>> table, p_set, images = learn_quotient(TakeAndBreak("0.77"), 9)   # misère Kayles, heaps up to 9
>>> len(table), len(p_set)
(18, 6)
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ...errors import check_int
from .certificate import certify_quotient
from .oracle import MisereOracle, TrustingOracle, misere_oracle, option_parts
from .quotient import QuotientNotCertified

__all__ = ["learn_quotient"]

Word = tuple[int, ...]


def learn_quotient(
    rule: Any,
    max_heap: int,
    *,
    oracle: MisereOracle | None = None,
    access: Sequence[Word] = (),
    experiments: Sequence[Word] = (),
    max_positions: int = 20_000_000,
    max_elements: int = 5000,
) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """Learn and certify the misère quotient of heaps ``1..max_heap`` (see the module docstring).

    Parameters
    ----------
    rule : HeapRule or MisereOracle
        Any rule of :mod:`cgtalg.rulesets.heap` (its moves), or an
        oracle.
    max_heap : int
    oracle : MisereOracle, optional
        The exact outcomes to use (and fill); *rule* itself if it is an
        oracle, else a brute-force search from the rule. A
        :class:`~cgtalg.impartial.misere.oracle.TrustingOracle` is offered
        every failing hypothesis with its token-least failure.
    access, experiments : sequence of tuple of int, optional
        Positions to start from (for instance the representatives and the
        separating positions of a smaller quotient); they only save rounds.
    max_positions : int, default 20_000_000
        Stop (``QuotientNotCertified``) when the oracle has solved more positions.
    max_elements : int, default 5000
        Stop when a hypothesis has more elements.

    Returns
    -------
    (table, p_set, images)
        The multiplication table (element 0 the identity), the P-portion and
        the element of each heap ``0..max_heap``, certified for every
        position of heaps ``1..max_heap`` and reduced.

    Raises
    ------
    QuotientNotCertified
        When a budget is exhausted first.
    InputTypeError, InputValueError
        For a non-rule or a bad bound.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import NIM_RULE
    >>> table, p_set, images = learn_quotient(NIM_RULE, 3)      # the tame quotient of misère Nim
    >>> len(table), len(p_set), len(set(images))
    (6, 2, 4)
    """
    n = check_int(max_heap, "max_heap", minimum=0, maximum=10_000)
    game = misere_oracle(rule)
    options = option_parts(game, n)
    outcomes = game if oracle is None else oracle
    trust = outcomes.trust if isinstance(outcomes, TrustingOracle) else None
    name = game.name

    def truth(word: Word) -> bool:
        return outcomes.is_p(tuple(sorted(word)))

    exps: list[Word] = list(dict.fromkeys([()] + [tuple(sorted(e)) for e in experiments]))
    seeds: list[Word] = [tuple(w) for w in access]
    letters = range(1, n + 1)
    rng = random.Random(0)
    while True:
        if outcomes.positions_solved > max_positions:
            raise QuotientNotCertified(
                f"{name}: learning the quotient of heaps up to {n} solved more than {max_positions} positions "
                f"({len(exps)} experiments so far)"
            )

        def row(word: Word) -> tuple[bool, ...]:
            return tuple(truth(word + e) for e in exps)

        # close the observations: every access word plus a heap has the row of an access word
        # every element's access word is an element's access word plus one heap, so reading it from the
        # identity leads back to the element (seeds are walked heap by heap from the empty position)
        element_of: dict[tuple[bool, ...], int] = {row(()): 0}
        states: list[Word] = [()]
        for seed in seeds:
            x = 0
            for h in seed:
                word = states[x] + (h,)
                r = row(word)
                if r not in element_of:
                    element_of[r] = len(states)
                    states.append(word)
                x = element_of[r]
        trans: list[list[int]] = []
        i = 0
        while i < len(states):
            s = states[i]
            moves = [0]
            for h in letters:
                r = row(s + (h,))
                if r not in element_of:
                    element_of[r] = len(states)
                    states.append(s + (h,))
                    if len(states) > max_elements:
                        raise QuotientNotCertified(f"{name}: a hypothesis has more than {max_elements} elements")
                moves.append(element_of[r])
            trans.append(moves)
            i += 1
        q = len(states)

        def reach(word: Word, x: int = 0) -> int:
            for h in word:
                x = trans[x][h]
            return x

        table = [[reach(states[y], x) for y in range(q)] for x in range(q)]
        p_set = frozenset(x for x in range(q) if truth(states[x]))
        images = [trans[0][h] if h else 0 for h in range(n + 1)]
        new = _counterexample(
            table, trans, images, states, exps, p_set, options, truth, reach, rng, q, n, trust
        )
        if new is None:
            return table, p_set, images
        if new in exps:  # cannot happen for a correct oracle: every round splits an element
            raise QuotientNotCertified(f"{name}: learning made no progress at heaps up to {n}")
        exps.append(new)
        seeds = states


def _counterexample(
    table: list[list[int]],
    trans: list[list[int]],
    images: list[int],
    states: list[Word],
    exps: list[Word],
    p_set: frozenset[int],
    options: list[list[Word]],
    truth: Any,
    reach: Any,
    rng: random.Random,
    q: int,
    n: int,
    trust: Any = None,
) -> Word | None:
    """A new experiment that splits an element of the hypothesis, or None if it is certified."""

    def split_between(a: Word, b: Word) -> Word:
        """Two access words with equal rows whose extensions by one heap differ: a context telling them apart."""
        ra = [truth(a + e) for e in exps]
        rb = [truth(b + e) for e in exps]
        j = next(j for j in range(len(exps)) if ra[j] != rb[j])
        return exps[j]

    # 1. moving by heap h must equal multiplying by h's element
    for x in range(q):
        for h in range(1, n + 1):
            if trans[x][h] != table[x][images[h]]:
                # states[x] + h and states[x] + states[images[h]] differ on some e, so states[x] + e
                # tells apart h and states[images[h]], whose rows are equal
                return tuple(sorted(states[x] + split_between(states[x] + (h,), states[x] + states[images[h]])))
    # 2. commutativity, then associativity on a sample: two readings of one position
    pairs: list[tuple[Word, Word]] = []
    for x in range(q):
        for y in range(x + 1, q):
            if table[x][y] != table[y][x]:
                pairs.append((states[x] + states[y], states[y] + states[x]))
                break
        if pairs:
            break
    if not pairs:
        for _ in range(min(20000, q**3)):
            x, y, z = rng.randrange(q), rng.randrange(q), rng.randrange(q)
            if table[table[x][y]][z] != table[x][table[y][z]]:
                pairs.append((states[x] + states[y] + states[z], states[y] + states[z] + states[x]))
                break
    wrong: tuple[Word, Word] | None = None
    if pairs:
        first, second = pairs[0]
        a, b = reach(first), reach(second)
        e = split_between(states[a], states[b])
        for w in (first, second):
            if truth(states[reach(w)] + e) != truth(w + e):
                wrong = (w, e)
                break
    else:
        ok, _checked, where = certify_quotient(table, p_set, images, options, fewest_tokens=trust is not None)
        if ok:
            return None
        if trust is not None:  # the hypothesis is right below its token-least failure: the oracle may read it
            trust(table, p_set, images, sum(where))
        candidates = [tuple(where)]
        for i, h in enumerate(where):
            rest = tuple(where[:i]) + tuple(where[i + 1 :])
            candidates.extend(rest + o for o in options[h])
        for w in candidates:
            if (reach(w) in p_set) != truth(w):
                wrong = (w, ())
                break
    if wrong is None:  # the argument of the module docstring excludes this
        raise QuotientNotCertified("learning found no mispredicted position for a failing hypothesis")
    # Rivest-Schapire: v(i) = outcome of (access word of the prefix w[:i]) + w[i:] + e; v(0) is the truth,
    # v(len(w)) the prediction; where v changes, the suffix after the change splits an element
    w, e = wrong
    memo: dict[int, bool] = {}

    def v(i: int) -> bool:
        if i not in memo:
            memo[i] = truth(states[reach(w[:i])] + tuple(w[i:]) + e)
        return memo[i]

    lo, hi = 0, len(w)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if v(mid) == v(lo):
            lo = mid
        else:
            hi = mid
    return tuple(sorted(tuple(w[hi:]) + e))
