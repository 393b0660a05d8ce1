"""The misère quotient of a heap game by exhaustion: a candidate proved on every multiplicity pattern.

This is the direct construction (``misere_quotient(rule, n, method="direct")``):
simple, independent of the others, and limited to small heaps.

1. **A candidate.** Give heap ``h`` a generator ``x_h`` with
   ``x_h**(i + p) = x_h**i`` (``i``, ``p`` small: 1 and 2 first). The
   product ``Q0`` of these cyclic monoids is finite; every position maps to
   it. A set ``P0`` of ``Q0`` is computed by the misère recursion on the
   smallest position of each element (fewest tokens first: every option of
   it maps to an element with fewer tokens).
2. **The certificate.** ``P0`` is then checked against *every* position of
   ``A_n``, of any size: a position's image, and the images of its
   options, depend only on each multiplicity's class among ``0, 1, ...,
   i + p - 1`` and "``i`` again after a full turn", so finitely many
   *states* cover all positions. The check is that in every state the image
   lies in ``P0`` exactly when some move exists and no option's image
   does (a position without moves is an N-position in misère play). By
   induction on the number of tokens this proves: *a position of A_n is a
   misère P-position iff its image lies in P0*. If the check fails, ``i``
   is raised and the search repeats.
3. **The quotient.** Elements of ``Q0`` that no ``X`` tells apart
   (``xz in P0`` iff ``yz in P0`` for all ``z``) are merged by partition
   refinement (Moore's algorithm with the generators as letters). Since
   every element of ``Q0`` is the image of some position, the result is
   exactly the misère quotient of ``A_n``.

The states number ``(i + p + 1)**n``, so this direct method reaches heaps
of about 8 to 10 (it is exhaustive, not clever); the incremental
construction (:mod:`cgtalg.impartial.misere.incremental`) goes much further.

Invariant: a quotient is returned only after its certificate passed.

References
----------
T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
J. Combin. Theory Ser. A 115 (2008) 593-622.
T. E. Plambeck, *Taming the wild in impartial combinatorial games*,
INTEGERS 5 (2005) G05.
A. N. Siegel, *Combinatorial Game Theory*, chapter V (misère quotients).
Winning Ways, chapter 13.

Examples
--------
>>> from cgtalg.rulesets.heap import TakeAndBreak
>>> q = direct_misere_quotient(TakeAndBreak("0.[3]"), 3)     # misère Nim, heaps up to 3
>>> q.order, sorted(q.p_portion_words())
(6, ['a', 'b^2'])
>>> q.heap_words()
['1', 'a', 'b', 'ab']
>>> q.outcome([1, 2, 3]), q.outcome([1, 1])
('P', 'N')
"""

from __future__ import annotations

from itertools import product
from typing import Any

from ...errors import check_int
from .monoid import refine_partition, shortest_words
from .oracle import misere_oracle, option_parts
from .quotient import MisereQuotient, QuotientNotCertified

__all__ = ["direct_misere_quotient"]


def direct_misere_quotient(rule: Any, max_heap: int, *, max_index: int = 3, period: int = 2) -> MisereQuotient:
    """Compute and certify the misère quotient of a heap game for heaps up to *max_heap*, exhaustively.

    Parameters
    ----------
    rule : HeapRule or MisereOracle
        Any rule of :mod:`cgtalg.rulesets.heap`, or an oracle (only
        its ``heap_parts`` are asked).
    max_heap : int
        The largest heap (1..10: the exhaustive check grows like ``4**max_heap``).
    max_index : int, default 3
        The largest index ``i`` tried for the generators (``x**(i+p) = x**i``).
    period : int, default 2

    Returns
    -------
    MisereQuotient

    Raises
    ------
    InputTypeError
        If *rule* is neither a heap rule nor an oracle.
    InputValueError
        For *max_heap* outside 1..10.
    QuotientNotCertified
        If no candidate with index up to *max_index* passes the check.

    References
    ----------
    Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115
    (2008); Siegel, *Combinatorial Game Theory*, chapter V.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q = direct_misere_quotient(TakeAndBreak("0.77"), 5)     # misère Kayles, heaps up to 5
    >>> q.order % 2, q.outcome([1, 1, 1]), q.outcome([2, 2])
    (0, 'P', 'P')
    """
    n = check_int(max_heap, "max_heap", minimum=1, maximum=10)
    max_index = check_int(max_index, "max_index", minimum=0, maximum=6)
    period = check_int(period, "period", minimum=1, maximum=4)
    oracle = misere_oracle(rule)
    options = option_parts(oracle, n)
    name = oracle.name
    failure = ""
    for index in range(1, max_index + 1):
        in_p, radix = _candidate(options, n, index, period)
        ok, states, where = _certify(options, n, index, period, in_p)
        if not ok:
            failure = f"index {index}: the check fails at {where}"
            continue
        block, count = _minimise(in_p, n, radix, index, period)
        return _build(name, n, in_p, block, count, radix, index, period, states)
    raise QuotientNotCertified(
        f"no certified quotient of {name} for heaps up to {n} with generator index <= {max_index} "
        f"and period {period} ({failure})"
    )


def _candidate(options: list[list[tuple[int, ...]]], n: int, index: int, period: int) -> tuple[bytearray, int]:
    """P0 on Q0 (exponent vectors in base R = index + period) by the recursion on smallest positions."""
    radix = index + period
    size = radix**n
    weight = [radix**h for h in range(n)]  # digit of heap h+1

    def reduce(e: int) -> int:
        return e if e < radix else index + (e - index) % period

    # element codes sorted by the number of tokens of their smallest position
    digits_of = list(product(range(radix), repeat=n))  # digits_of[c] lists digits, most significant first
    tokens = [sum(d * (n - j) for j, d in enumerate(ds)) for ds in digits_of]
    order = sorted(range(size), key=tokens.__getitem__)
    in_p = bytearray(size)
    for code in order:
        ds = digits_of[code]
        if code == 0:
            continue  # the empty position: the player to move has won (N)
        winning_move = False
        has_move = False
        for h in range(1, n + 1):
            e = ds[n - h]
            if e == 0 or not options[h]:
                continue
            has_move = True
            base = code - weight[h - 1]  # one heap h fewer (the smallest position has exactly e copies)
            for parts in options[h]:
                c = _times(base, parts, weight, radix, reduce)
                if in_p[c]:
                    winning_move = True
                    break
            if winning_move:
                break
        # no move at all: the player to move has won (N); else P iff no option is P
        in_p[code] = 1 if has_move and not winning_move else 0
    return in_p, radix


def _times(code: int, parts: tuple[int, ...], weight: list[int], radix: int, reduce: Any) -> int:
    for q in parts:
        w = weight[q - 1]
        d = (code // w) % radix
        code += (reduce(d + 1) - d) * w
    return code


def _certify(
    options: list[list[tuple[int, ...]]], n: int, index: int, period: int, in_p: bytearray
) -> tuple[bool, int, str | None]:
    """Check P0 on every state (multiplicity classes, with 'index again after a turn')."""
    radix = index + period
    weight = [radix**h for h in range(n)]

    def reduce(e: int) -> int:
        return e if e < radix else index + (e - index) % period

    # per heap: (exponent of the image, exponent after removing one copy or None if absent)
    states = [(e, e - 1 if e > 0 else None) for e in range(radix)]
    states.append((index, radix - 1))  # m = index + k*period, k >= 1
    checked = 0
    for combo in product(states, repeat=n):
        code = 0
        for j, (exp, _dec) in enumerate(combo):
            code += exp * weight[j]
        has_move = any(dec is not None and options[j + 1] for j, (_exp, dec) in enumerate(combo))
        any_p_option = False
        for j, (exp, dec) in enumerate(combo):
            if dec is None or not options[j + 1]:
                continue
            base = code + (dec - exp) * weight[j]
            for parts in options[j + 1]:
                if in_p[_times(base, parts, weight, radix, reduce)]:
                    any_p_option = True
                    break
            if any_p_option:
                break
        checked += 1
        expected = has_move and not any_p_option
        if bool(in_p[code]) != expected:
            return False, checked, f"state {combo}"
    return True, checked, None


def _minimise(in_p: bytearray, n: int, radix: int, index: int, period: int) -> tuple[list[int], int]:
    """Moore's partition refinement: block of each element of Q0."""
    size = len(in_p)
    weight = [radix**h for h in range(n)]

    def reduce(e: int) -> int:
        return e if e < radix else index + (e - index) % period

    succ = [[_times(c, (h,), weight, radix, reduce) for c in range(size)] for h in range(1, n + 1)]
    return refine_partition(in_p, succ)


def _build(
    name: str, n: int, in_p: bytearray, block: list[int], count: int, radix: int, index: int, period: int, states: int
) -> MisereQuotient:
    weight = [radix**h for h in range(n)]

    def reduce(e: int) -> int:
        return e if e < radix else index + (e - index) % period

    # renumber blocks: identity first, then in order of discovery by words
    rep: dict[int, int] = {}
    for c in range(len(block)):
        rep.setdefault(block[c], c)
    heap_codes = [0] + [weight[h - 1] for h in range(1, n + 1)]

    def mult(a: int, b: int) -> int:
        # add exponent vectors digit by digit
        out = 0
        for j in range(n):
            da = (a // weight[j]) % radix
            db = (b // weight[j]) % radix
            out += reduce(da + db) * weight[j]
        return out

    # generators: heaps whose block is not reachable from smaller heaps' blocks
    gens: list[int] = []
    reached = {block[0]}
    for h in range(1, n + 1):
        b = block[heap_codes[h]]
        if b not in reached:
            gens.append(h)
            frontier = list(reached)
            while frontier:
                nxt = []
                for x in frontier:
                    for g in gens:
                        y = block[mult(rep[x], heap_codes[g])]
                        if y not in reached:
                            reached.add(y)
                            nxt.append(y)
                frontier = nxt
    queue, words = shortest_words(block[0], len(gens), lambda x, i: block[mult(rep[x], heap_codes[gens[i]])])
    number = {b: i for i, b in enumerate(queue)}

    table = tuple(
        tuple(number[block[mult(rep[a], rep[b])]] for b in queue) for a in queue
    )
    p_portion = frozenset(number[b] for b in queue if in_p[rep[b]])
    heap_images = tuple(number[block[heap_codes[h]]] for h in range(n + 1))
    checked = (
        f"P-correctness proved for every position of heaps 1..{n} (any multiplicities) by checking "
        f"{states} multiplicity states (generators x^{index + period} = x^{index}); "
        f"then reduced to {count} classes by partition refinement"
    )
    return MisereQuotient(name, n, table, p_portion, heap_images, tuple(words), tuple(gens), checked)
