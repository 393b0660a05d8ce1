"""Misère quotients heap by heap: an incremental algorithm with an exact certificate.

:func:`cgtalg.impartial.misere_quotient.misere_quotient` certifies a quotient
by walking every multiplicity pattern of heaps ``1..n``, a space that grows
like ``4**n``. This module follows the incremental idea of Plambeck and
Siegel's MisereSolver instead: the quotient ``Q(n-1)`` of heaps ``1..n-1``
is extended by one heap at a time, and each step costs a few passes over
the (much smaller) quotient.

One step, from ``Q = Q(n-1)`` to ``Q(n)``
------------------------------------------
1. **Candidate.** The options of heap ``n`` are sums of smaller heaps, so
   their images ``O_n`` in ``Q`` are known. Give heap ``n`` a new letter
   ``x`` and assume the misère outcome of ``G + k*H_n`` depends only on
   ``y = image(G)`` and ``k``. Then ``row_k[y]`` ("``G + k*H_n`` is a
   P-position") follows from the misère recursion on a *representative*
   ``G_y`` of ``y`` (a position of fewest tokens with that image): its
   options are ``G_y'' + k*H_n`` (images of the options of ``G_y``, all
   with smaller representatives) and ``G_y + (k-1)*H_n + O`` (``O`` an
   option of heap ``n``). ``row_k`` is a function of ``row_(k-1)``, so the
   rows repeat: the first repeat ``row_(i+p) = row_i`` gives the relation
   ``x**(i+p) = x**i``. The candidate is ``Q x {1, x, ..., x**(i+p-1)}``
   with the P-set given by the rows, reduced by partition refinement
   (elements no position tells apart are merged).
2. **Certificate.** The assumption of step 1 is not trusted. The candidate
   ``(Q', P', phi)`` is proved right for *every* position of heaps
   ``1..n`` by a finite check on *states*. The state of a position ``G`` is
   ``(phi(G), h(G))`` where ``h(G)`` is the set of ``z`` in ``Q'`` with
   ``phi(G'') * z`` in ``P'`` for some option ``G''`` of ``G`` (a bit mask),
   plus whether ``G`` has a move at all. Adding a heap ``j`` maps the state
   of ``G`` to that of ``G + H_j`` by a rule that needs nothing else
   (``h(G + H_j) = {z : phi_j z in h(G)}  ∪  {z : phi(G) o z in P', o in
   O_j}``), so the states reachable from the empty position are found by a
   finite search. The check, in every reachable state: ``phi(G)`` is in
   ``P'`` exactly when ``G`` has a move and ``1`` is not in ``h(G)`` (no
   option is a P-position). By induction over the game tree (every option of
   a position is a simpler position; a split without removal keeps the number
   of tokens but not the depth), this
   proves that ``phi(G)`` is in ``P'`` iff ``G`` is a misère P-position,
   for every position of heaps ``1..n`` with any multiplicities. As every
   element of the reduced candidate is the image of a position and no two
   are indistinguishable, ``Q'`` is then the misère quotient of heaps up
   to ``n`` (Plambeck and Siegel 2008, section 3; Siegel, CGT V.1-V.2).
3. **Finer bases.** The assumption of step 1 can be false: heap ``n`` may
   tell apart positions that ``Q(n-1)`` identifies (in Kayles ``5 + 5``
   and the empty position are indistinguishable among heaps up to 8, but
   ``9`` is a misère P-position and ``5 + 5 + 9`` is not). Then the
   candidate fails the certificate. First, up to ``max_rounds`` rounds of
   the misère rule over the failing candidate (:func:`_local_rule_round`)
   are tried: each is right on every position of fewer tokens than the
   previous one's token-least failure, and one that passes the certificate
   is the quotient (one round settles Kayles at heap 9 and 0.07 at heap 10).
   With ``iq.max_merge_rounds`` set (off by default), *merge rounds*
   follow (:func:`_merge_rounds`): the failing candidate is merged below its
   least failure (:func:`_merge_below_failure`, still right there), then a
   round of the rule is applied, in turn.
   Then step 1 is repeated over a finer base in place of ``Q(n-1)``: the monoid of option states of the previous
   base (as long as it grows and stays below ``max_base`` elements), then
   that base with separate counts (``0, 1, 2, 3`` then ``4 = 2``, index
   raised on repeated failures) of the smaller heaps in the failing
   position. If no base within ``max_attempts`` and ``max_base`` passes,
   the step stops with :class:`QuotientNotCertified` naming the heap and
   the failing positions: this module never returns an unproved quotient.
   With ``iq.learn_positions`` set, the step then rebuilds the quotient
   of heaps ``1..n`` with
   :func:`~cgtalg.impartial.misere_quotient_learn.learn_quotient` (learned
   from exact outcomes, then the same certificate). Its outcomes come from
   :class:`~cgtalg.impartial.misere_quotient_learn.ExtensionOutcomes`, not
   from a blind search: a position without heap ``n`` is read off the
   certified ``Q(n-1)``, and a position with fewer tokens than the
   *token-least failure* of a candidate (``certify_quotient(...,
   fewest_tokens=True)``: every smaller position is then proved right) is
   read off that candidate. Before learning, rounds of the misère rule over
   the failing candidate (:func:`_local_rule_round`, at most
   ``iq.max_rounds``) push its least failure out (Dawson's Kayles, heap 25:
   from 46 tokens to 82 in 10 rounds, 120 s); a round that passes the
   certificate is the quotient itself.
   (Representatives are ordered by their number of tokens; for codes whose
   first digit splits heaps without removing tokens, such as ``4.7``, an
   option can have as many tokens as its position, the rows of step 1 may
   then be wrong, and the certificate refuses them: such codes stop early.)

Long runs
---------
:class:`IncrementalQuotient` holds the last certified step;
:meth:`IncrementalQuotient.extend` adds heaps one by one, reports progress,
and can write a checkpoint after each heap (:meth:`IncrementalQuotient.save`,
format described there). A Ctrl-C (``KeyboardInterrupt``) during a step
leaves the object, and the checkpoint, at the last finished heap.
:meth:`IncrementalQuotient.load` re-runs the certificate before it trusts a
file.

References
----------
T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
J. Combin. Theory Ser. A 115 (2008) 593-622.
T. E. Plambeck, *Taming the wild in impartial combinatorial games*,
INTEGERS 5 (2005) G05.
A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, chapter V.
A. N. Siegel, answers on MisereSolver, miseregames.wordpress.com,
28 August 2007 (MisereSolver extends the quotient heap by heap and reduces
at each step).

Examples
--------
>>> from cgtalg.rulesets.heap import TakeAndBreak
>>> q = incremental_misere_quotient(TakeAndBreak("0.[3]"), 3)     # misère Nim: the tame quotient
>>> q.order, sorted(q.p_portion_words())
(6, ['a', 'b^2'])
>>> k = incremental_misere_quotient(TakeAndBreak("0.77"), 12)      # misère Kayles
>>> k.outcome([1, 4, 12]), k.outcome([3, 12])      # brute force agrees (tests)
('P', 'N')
"""

from __future__ import annotations

import heapq
import os
from dataclasses import dataclass
from typing import Any, Callable

from ..errors import InputTypeError, InputValueError, check_int
from .misere_quotient import (
    MisereQuotient,
    QuotientNotCertified,
    _heap_option_parts,
    _refine_partition,
    _shortest_words,
)

__all__ = [
    "IncrementalQuotient",
    "incremental_misere_quotient",
    "certify_quotient",
    "QuotientPeriod",
    "quotient_period",
    "LowerBoundBelowFailure",
    "lower_bound_below_failure",
    "next_heap_lower_bound",
]

_MAGIC = "# cgtalg misere-quotient v1"

Progress = Callable[[int, int], None]


def _product(table: list[list[int]], images: list[int], parts: tuple[int, ...]) -> int:
    """The image of the position with heaps *parts* (a tuple of heap sizes)."""
    x = 0
    for h in parts:
        x = table[x][images[h]]
    return x


def _option_images(table: list[list[int]], images: list[int], options: list[tuple[int, ...]]) -> list[int]:
    """The images of a heap's options (each option a tuple of heap sizes), sorted, each once."""
    return sorted({_product(table, images, parts) for parts in options})


def _annihilator_masks(table: list[list[int]], p_set: frozenset[int] | set[int]) -> list[int]:
    """``ann[u]`` = the bit mask of ``{z : u z in P}``, for every element ``u`` of the table."""
    q = len(table)
    ann = []
    for u in range(q):
        row = table[u]
        m = 0
        for z in range(q):
            if row[z] in p_set:
                m |= 1 << z
        ann.append(m)
    return ann


def _byte_pullers(table: list[list[int]], elements: list[int]) -> dict[int, list[list[int]]]:
    """For each element ``y`` of *elements*: ``out[y][i][b]`` = bit mask of ``{z : y z in B}``, where ``B``
    is the set of the bits of byte value ``b`` at byte ``i`` (so a pull is one OR per byte of the mask)."""
    q = len(table)
    nbytes = (q + 7) // 8
    out: dict[int, list[list[int]]] = {}
    for y in set(elements):
        pw = [0] * q
        for z, w in enumerate(table[y]):
            pw[w] |= 1 << z
        chunks = []
        for i in range(nbytes):
            line = [0] * 256
            for bit in range(8):
                w = 8 * i + bit
                if w >= q:
                    break
                v, step = pw[w], 1 << bit
                for b in range(step, 256, 2 * step):
                    for c in range(b, b + step):
                        line[c] |= v
            chunks.append(line)
        out[y] = chunks
    return out


def _pull_bytes(chunks: list[list[int]], mask: int) -> int:
    out = 0
    for i, b in enumerate(mask.to_bytes(len(chunks), "little")):
        if b:
            out |= chunks[i][b]
    return out


def certify_quotient(
    table: list[list[int]],
    p_set: frozenset[int] | set[int],
    images: list[int],
    options: list[list[tuple[int, ...]]],
    *,
    fewest_tokens: bool = False,
) -> tuple[bool, int, tuple[int, ...]]:
    """Prove (or refute) that ``images`` and ``p_set`` give every misère outcome of heaps ``1..n``.

    The finite state check of the module docstring (step 2).

    Parameters
    ----------
    table : list of list of int
        The multiplication table of a finite commutative monoid, identity 0.
    p_set : set of int
        The candidate P-portion.
    images : list of int
        ``images[h]`` is the element of a heap of ``h`` (``images[0] == 0``).
    options : list of list of tuple of int
        ``options[h]`` lists the options of a heap of ``h`` as tuples of heap sizes.
    fewest_tokens : bool, default False
        Visit the states in order of the fewest tokens of a position reaching
        them (Dijkstra) instead of depth first. The verdict is the same; on
        a failure the position returned then has the fewest tokens of all
        positions in failing states, and, when every move removes a token,
        *the quotient is right on every position with fewer tokens* (each
        lies in a passing state, and by induction its options are right), so
        the failing position's options are right too: its true outcome is
        the local rule (the token-least failure; MisereSolver improves its
        candidates by their least failures, Siegel 2007).

    Returns
    -------
    (bool, int, tuple of int)
        Whether the check passed, how many states were checked, and a
        position (its heaps) whose image is wrong if not.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import NIM_RULE
    >>> opts = [NIM_RULE.heap_options(h) for h in range(2)]
    >>> certify_quotient([[0, 1], [1, 0]], {1}, [0, 1], opts)[0]     # misère Nim on heaps of 1: parity
    True
    >>> certify_quotient([[0, 1], [1, 0]], {0}, [0, 1], opts)[0]
    False
    """
    n = len(images) - 1
    ann = _annihilator_masks(table, p_set)
    opt_imgs = [_option_images(table, images, options[h]) for h in range(n + 1)]
    # heap_pull[j]: pulls a mask back through multiplication by images[j], one OR per byte of the mask
    pullers = _byte_pullers(table, images[1 : n + 1])
    heap_pull = [pullers[images[j]] if j else [] for j in range(n + 1)]
    start = (0, 0, False)
    seen: dict[tuple[int, int, bool], tuple[int, ...]] = {start: ()}
    stack = [start]
    # Dijkstra: (tokens of the fewest-token position reaching the state, order of discovery, state)
    queue: list[tuple[int, int, tuple[int, int, bool]]] = [(0, 0, start)]
    settled: set[tuple[int, int, bool]] = set()
    checked = 0
    while queue if fewest_tokens else stack:
        if fewest_tokens:
            _tokens, _order, state = heapq.heappop(queue)
            if state in settled:
                continue
            settled.add(state)
        else:
            state = stack.pop()
        x, mask, has_move = state
        checked += 1
        expected = has_move and not (mask & 1)
        if (x in p_set) != expected:
            return False, checked, seen[state]
        for j in range(1, n + 1):
            phi = images[j]
            nm = _pull_bytes(heap_pull[j], mask)
            row = table[x]
            for o in opt_imgs[j]:
                nm |= ann[row[o]]
            new = (table[x][phi], nm, has_move or bool(opt_imgs[j]))
            if fewest_tokens:
                if new not in settled:
                    word = seen[state] + (j,)
                    old = seen.get(new)
                    if old is None or sum(word) < sum(old):
                        seen[new] = word
                        heapq.heappush(queue, (sum(word), len(seen), new))
            elif new not in seen:
                seen[new] = seen[state] + (j,)
                stack.append(new)
    return True, checked, ()


def _refined_base(
    table: list[list[int]], images: list[int], n: int, counters: dict[int, int], limit: int
) -> tuple[list[list[int]], list[int]] | None:
    """The monoid of heaps ``1..n-1`` that records, next to the element of ``Q(n-1)``, the number of
    copies of each heap in *counters* (``counters[h] = i``: counts ``0, 1, ..., i+1``, then ``i+2 = i``).

    With no counters this is ``Q(n-1)`` itself. A finer base is needed when heap ``n`` tells apart
    positions that ``Q(n-1)`` identifies. None if it would have more than *limit* elements.
    """
    if not counters:
        return table, images[:n]
    hs = sorted(counters)
    slot = {h: i for i, h in enumerate(hs)}

    def red(h: int, e: int) -> int:
        i = counters[h]
        return e if e < i + 2 else i + (e - i) % 2

    start = (0,) + (0,) * len(hs)
    index = {start: 0}
    elems = [start]
    k = 0
    while k < len(elems):
        e = elems[k]
        k += 1
        for h in range(1, n):
            exps = list(e[1:])
            if h in slot:
                exps[slot[h]] = red(h, exps[slot[h]] + 1)
            f = (table[e[0]][images[h]],) + tuple(exps)
            if f not in index:
                index[f] = len(elems)
                elems.append(f)
                if len(elems) > limit:
                    return None
    out = []
    for a in elems:
        ta = table[a[0]]
        row = []
        for b in elems:
            f = (ta[b[0]],) + tuple(red(h, a[1 + i] + b[1 + i]) for i, h in enumerate(hs))
            row.append(index[f])
        out.append(row)
    base_images = [0]
    for h in range(1, n):
        exps = [0] * len(hs)
        if h in slot:
            exps[slot[h]] = 1
        base_images.append(index[(images[h],) + tuple(exps)])
    return out, base_images


def _candidate(
    name: str, table: list[list[int]], images: list[int], options: list[list[tuple[int, ...]]], n: int
) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """Step 1 of the module docstring: the reduced candidate quotient for heaps ``1..n`` over a base."""
    q = len(table)
    o_new = _option_images(table, images, options[n])
    # representatives: positions of fewest tokens per element (Dijkstra over heap additions)
    reps: list[tuple[int, ...] | None] = [None] * q
    reps[0] = ()
    dist = [-1] * q
    dist[0] = 0
    pq: list[tuple[int, int]] = [(0, 0)]
    order: list[int] = []
    done = bytearray(q)
    while pq:
        d, y = heapq.heappop(pq)
        if done[y]:
            continue
        done[y] = 1
        order.append(y)
        rep = reps[y]
        assert rep is not None
        for h in range(1, n):
            z = table[y][images[h]]
            if not done[z] and (dist[z] < 0 or d + h < dist[z]):
                dist[z] = d + h
                reps[z] = rep + (h,)
                heapq.heappush(pq, (d + h, z))
    # option images of each representative
    opt_imgs = [_option_images(table, images, options[h]) for h in range(n)]
    opt_of: list[list[int]] = []
    for y in range(q):
        rep = reps[y]
        assert rep is not None
        us: set[int] = set()
        for idx, h in enumerate(rep):
            if idx and rep[idx - 1] == h:
                continue
            rest = 0
            for jdx, g in enumerate(rep):
                if jdx != idx:
                    rest = table[rest][images[g]]
            for o in opt_imgs[h]:
                us.add(table[rest][o])
        opt_of.append(sorted(us))
    # rows of the recursion until one repeats
    rows: list[bytearray] = []
    seen: dict[bytes, int] = {}
    while True:
        k = len(rows)
        row = bytearray(q)
        prev = rows[-1] if rows else None
        for y in order:
            has_move = bool(opt_of[y]) or (k > 0 and bool(o_new))
            if not has_move:
                continue
            win = any(row[u] for u in opt_of[y])
            if not win and prev is not None:
                ty = table[y]
                win = any(prev[ty[o]] for o in o_new)
            row[y] = 0 if win else 1
        key = bytes(row)
        if key in seen:
            index, period = seen[key], k - seen[key]
            break
        seen[key] = k
        rows.append(row)
    span = index + period
    in_p = bytearray(q * span)
    for c in range(span):
        in_p[c * q : (c + 1) * q] = rows[c]
    block, number, rep_elem, new_table, new_images = _power_extension(table, images, n, index, period, in_p)
    new_p = frozenset(number[block[e]] for e in rep_elem if in_p[e])
    return new_table, new_p, new_images


def _power_extension(
    table: list[list[int]], images: list[int], n: int, index: int, period: int, label: Any
) -> tuple[list[int], dict[int, int], list[int], list[list[int]], list[int]]:
    """The reduced monoid of pairs ``(y, x^c)``: *table*'s elements times powers of a new heap ``x``.

    Element ``c * q + y`` (``q = len(table)``) is ``y x^c`` for ``c`` below
    ``index + period``, with ``x^(index + period) = x^index``; *label* gives
    each element's class to start from (the outcome data the monoid must
    respect). Heaps ``1..n-1`` act on ``y`` (by ``images``) and ``x`` on the
    power; the coarsest partition refining *label* that the actions respect
    is numbered breadth-first from the identity.

    Returns
    -------
    tuple
        ``(block, number, reps, new_table, new_images)``: each element's
        block, each reachable block's new number, one element per new
        number, the new multiplication table, and the images of heaps
        ``0..n-1`` and then of ``x``.
    """
    q = len(table)
    span = index + period

    def red(c: int) -> int:
        return c if c < span else index + (c - index) % period

    # successors under each letter: heaps 1..n-1 act on the base element, heap n on the power of x
    succ: list[list[int]] = []
    for h in range(1, n):
        ty = [table[y][images[h]] for y in range(q)]
        succ.append([c * q + ty[y] for c in range(span) for y in range(q)])
    succ.append([red(c + 1) * q + y for c in range(span) for y in range(q)])
    block, _count = _refine_partition(label, succ)
    # renumber: identity first, then breadth-first from it by letters 1..n
    number, reps = _renumber(block, succ, 0)
    new_table = []
    for a in reps:
        ya, ca = a % q, a // q
        ta = table[ya]
        new_table.append([number[block[red(ca + b // q) * q + ta[b % q]]] for b in reps])
    new_images = [number[block[images[h]]] for h in range(n)] + [number[block[red(1) * q]]]
    return block, number, reps, new_table, new_images


def _renumber(block: list[int], succ: list[list[int]], start: int) -> tuple[dict[int, int], list[int]]:
    """Number the blocks reachable from *start*'s, breadth-first by the letters of *succ*.

    ``block[e]`` is the block of element ``e`` of a refined partition and
    ``succ[i][e]`` the element that letter ``i`` sends ``e`` to. Returns
    ``(number, reps)``: the new number of each reachable block (*start*'s is
    0) and one element of each, in that order.
    """
    number = {block[start]: 0}
    reps = [start]
    i = 0
    while i < len(reps):
        e = reps[i]
        i += 1
        for s in succ:
            b = block[s[e]]
            if b not in number:
                number[b] = len(reps)
                reps.append(s[e])
    return number, reps


def _preimage_pull(table: list[list[int]]) -> Callable[[int, int], int]:
    """``pull(x, mask)``: the bitmask of ``{z : x * z in mask}`` in the monoid with this *table*.

    Used to carry a certificate state's option mask ``h`` across a sum: the
    ``z`` with ``(x * z)`` in ``h`` (see :func:`certify_quotient`).
    """
    q = len(table)
    pre: list[list[int]] = []  # pre[x][w] = mask of {z : x z == w}
    for x in range(q):
        pw = [0] * q
        row = table[x]
        for z in range(q):
            pw[row[z]] |= 1 << z
        pre.append(pw)

    def pull(x: int, mask: int) -> int:
        out = 0
        px = pre[x]
        while mask:
            low = mask & -mask
            out |= px[low.bit_length() - 1]
            mask ^= low
        return out

    return pull


def _option_state_base(
    table: list[list[int]], p_set: frozenset[int], images: list[int], options: list[list[tuple[int, ...]]], n: int
) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """A finer base for heaps ``1..n-1``: the monoid of certificate states ``(phi(G), h(G), G has a move)``.

    The state of a sum is a function of the states of its parts
    (``h(G + K) = {z : phi(K) z in h(G)} ∪ {z : phi(G) z in h(K)}``), so the
    reachable states form a commutative monoid that maps onto the base; it
    tells apart positions with the same image but different options (such as
    ``0`` and ``5 + 5`` in Kayles, equal for heaps up to 8 but not up to 9).
    Returns its table, the states in ``P`` and the state of each heap ``0..n-1``.
    """
    ann = _annihilator_masks(table, p_set)
    pull = _preimage_pull(table)

    heap_state = [(0, 0, False)]
    for h in range(1, n):
        m = 0
        for o in _option_images(table, images, options[h]):
            m |= ann[o]
        heap_state.append((images[h], m, bool(options[h])))
    index = {heap_state[0]: 0}
    states = [heap_state[0]]
    k = 0
    while k < len(states):
        x, m, mv = states[k]
        k += 1
        for h in range(1, n):
            y, hm, hmv = heap_state[h]
            new = (table[x][y], pull(y, m) | pull(x, hm), mv or hmv)
            if new not in index:
                index[new] = len(states)
                states.append(new)
    out = []
    for x1, m1, v1 in states:
        row = []
        for x2, m2, v2 in states:
            row.append(index[(table[x1][x2], pull(x2, m1) | pull(x1, m2), v1 or v2)])
        out.append(row)
    base_p = frozenset(i for i, (x, _m, _v) in enumerate(states) if x in p_set)
    return out, base_p, [index[st] for st in heap_state]


def _local_rule_round(
    table: list[list[int]], p_set: frozenset[int], images: list[int], options: list[list[tuple[int, ...]]], n: int
) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """One round of the misère rule over a candidate for heaps ``1..n``: right on more positions.

    The certificate states ``(phi(G), h(G), G has a move)`` of the candidate
    form a commutative monoid (the state of a sum is a function of the
    states of its parts, as in :func:`_option_state_base`). Give a state the
    P-portion the misère rule asks for: *it has a move and no option's
    image is in P* (``1`` not in ``h``), and merge by partition refinement
    the states no position tells apart. If the candidate is right on every
    position of fewer than ``T`` tokens (its token-least failure,
    :func:`certify_quotient` with ``fewest_tokens=True``), the result is
    right on every position whose options all have fewer than ``T`` tokens,
    so its own least failure lies further out. It can also keep distinctions
    that only wrong outcomes made, so it may grow: it serves as a *trusted
    oracle below its least failure*, not as the answer, unless it passes the
    certificate.
    """
    ann = _annihilator_masks(table, p_set)
    pull = _preimage_pull(table)

    heap_state = [(0, 0, False)]
    for h in range(1, n + 1):
        m = 0
        for o in _option_images(table, images, options[h]):
            m |= ann[o]
        heap_state.append((images[h], m, bool(options[h])))
    index = {heap_state[0]: 0}
    states = [heap_state[0]]
    succ: list[list[int]] = [[] for _ in range(n)]
    k = 0
    while k < len(states):
        x, m, mv = states[k]
        k += 1
        for h in range(1, n + 1):
            y, hm, hmv = heap_state[h]
            new = (table[x][y], pull(y, m) | pull(x, hm), mv or hmv)
            i = index.get(new)
            if i is None:
                i = index[new] = len(states)
                states.append(new)
            succ[h - 1].append(i)
    in_p = bytearray(1 if mv and not m & 1 else 0 for _x, m, mv in states)
    block, count = _refine_partition(in_p, succ)
    first: dict[int, int] = {}
    for i, b in enumerate(block):
        first.setdefault(b, i)
    reps = [first[b] for b in range(count)]

    def times(i: int, j: int) -> int:
        x1, m1, v1 = states[i]
        x2, m2, v2 = states[j]
        return block[index[(table[x1][x2], pull(x2, m1) | pull(x1, m2), v1 or v2)]]

    new_table = [[times(a, b) for b in reps] for a in reps]
    new_p = frozenset(b for b in range(count) if in_p[reps[b]])
    return new_table, new_p, [block[index[st]] for st in heap_state]


def _reduce_candidate(
    table: list[list[int]], p_set: frozenset[int] | set[int], images: list[int]
) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """Merge the elements of a candidate that no product tells apart (partition refinement).

    Every element must be the image of a position (reachable from the identity by the heaps'
    images); the identity keeps the number 0.
    """
    q = len(table)
    gens = sorted(set(images[1:]))
    in_p = bytearray(1 if u in p_set else 0 for u in range(q))
    block, count = _refine_partition(in_p, [[table[u][g] for u in range(q)] for g in gens])
    first: dict[int, int] = {}
    for i, b in enumerate(block):
        first.setdefault(b, i)
    reps = [first[b] for b in range(count)]
    renum = {b: i for i, b in enumerate(sorted(range(count), key=lambda b: (b != block[0], reps[b])))}
    out = [[0] * count for _ in range(count)]
    for b in range(count):
        row, line = table[reps[b]], out[renum[b]]
        for c in range(count):
            line[renum[c]] = renum[block[row[reps[c]]]]
    return out, frozenset(renum[b] for b in range(count) if in_p[reps[b]]), [renum[block[v]] for v in images]


def _merge_below_failure(
    table: list[list[int]], p_set: frozenset[int] | set[int], images: list[int], tokens: int
) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """A smaller candidate that agrees with this one on every position of fewer than *tokens* tokens.

    The candidate is trusted only below its token-least failure ``T = tokens``
    (:func:`certify_quotient` with ``fewest_tokens=True``): the P-status of an
    element is *known* when some position of fewer than ``T`` tokens has it
    as image (:func:`_fewest_token_words`), and *free* otherwise. Elements are
    merged greedily, in order of their fewest tokens, into the first earlier
    class they can join: a merge is closed under the heaps' images
    (union-find: merging ``u`` and ``v`` merges ``u g`` and ``v g`` for every
    heap image ``g``, so the classes form a congruence of the commutative
    monoid) and refused when it would put a known P-element and a known
    N-element into one class. A class takes the status of its known members
    (all equal), or the old status of its first member when it has none.

    Why the result is right below ``T``: a position ``G`` of fewer than ``T``
    tokens has an old image ``u`` with known status, equal to ``G``'s true
    outcome; its new image is the class of ``u``, whose status is that of
    its known members, ``u``'s. So the new candidate's own token-least
    failure has at least ``T`` tokens, and distinctions the old candidate
    drew only from outcomes above ``T`` (wrong ones included) are dropped.
    It is a candidate like any other: only :func:`certify_quotient` makes it
    the quotient. (Merging an incompletely specified automaton into the
    fewest classes is NP-hard in general; the greedy order is a heuristic,
    not a minimum.)
    """
    q = len(table)
    n = len(images) - 1
    dist, _words = _fewest_token_words(table, images, n)
    gens = sorted(set(images[1:]))
    # -1: free; 0: known N-position image; 1: known P-position image
    status = [(1 if u in p_set else 0) if 0 <= dist[u] < tokens else -1 for u in range(q)]
    parent = list(range(q))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def try_merge(a: int, b: int) -> bool:
        saved_parent, saved_status = parent[:], status[:]
        stack = [(a, b)]
        while stack:
            x, y = stack.pop()
            rx, ry = find(x), find(y)
            if rx == ry:
                continue
            sx, sy = status[rx], status[ry]
            if sx >= 0 and sy >= 0 and sx != sy:
                parent[:] = saved_parent
                status[:] = saved_status
                return False
            parent[ry] = rx
            if sx < 0:
                status[rx] = sy
            tx, ty = table[x], table[y]
            for g in gens:
                stack.append((tx[g], ty[g]))
        return True

    order = sorted((u for u in range(q) if dist[u] >= 0), key=lambda u: (dist[u], u))
    roots: list[int] = []
    for u in order:
        for r in roots:
            if find(r) == find(u) or try_merge(r, u):
                break
        else:
            roots.append(u)
    number: dict[int, int] = {}
    first: list[int] = []
    for u in order:  # the identity (0 tokens) comes first and keeps the number 0
        r = find(u)
        if r not in number:
            number[r] = len(first)
            first.append(u)
    new_table = [[number[find(table[a][b])] for b in first] for a in first]
    new_p = frozenset(
        number[r] for r in number if (status[r] == 1 if status[r] >= 0 else first[number[r]] in p_set)
    )
    return new_table, new_p, [number[find(v)] for v in images]


def _merge_rounds(
    candidate: tuple[list[list[int]], frozenset[int], list[int]],
    options: list[list[tuple[int, ...]]],
    rounds: int,
    max_order: int,
    log: Callable[[str], None] | None = None,
) -> tuple[tuple[list[list[int]], frozenset[int], list[int]] | None, int, int]:
    """Alternate :func:`_merge_below_failure` and a round of the misère rule on a failing candidate.

    Each merge keeps the candidate right below its least failure ``T`` while
    dropping distinctions made above it; each round of the misère rule
    (:func:`_local_rule_round`) then makes it right one move further. Returns
    ``(certified, T, rounds_done)``: the reduced candidate that passed the
    certificate (None if none did within *rounds* or *max_order*), the
    tokens of the last least failure, and the rounds used.
    """
    n = len(candidate[2]) - 1
    cand = candidate
    tokens = 0
    for r in range(rounds + 1):
        ok, _states, where = certify_quotient(*cand, options, fewest_tokens=True)
        if ok:
            return _reduce_candidate(*cand), tokens, r
        tokens = sum(where)
        merged = _merge_below_failure(*cand, tokens)
        ok, _states, where = certify_quotient(*merged, options, fewest_tokens=True)
        if log is not None:
            log(f"merge round {r}: candidate {len(cand[0])} -> merged {len(merged[0])}, right below {tokens} tokens")
        if ok:
            return _reduce_candidate(*merged), tokens, r
        if r == rounds or len(merged[0]) > max_order:
            break
        cand = _local_rule_round(*merged, options, n)
    return None, tokens, rounds


class IncrementalQuotient:
    """The certified misère quotient of a heap game, extended one heap at a time.

    Parameters
    ----------
    rule : HeapRule
        Any rule of :mod:`cgtalg.rulesets.heap` (it needs ``heap_options``).

    Attributes
    ----------
    max_heap : int
        The largest heap covered so far (0 at the start: the trivial quotient).
    table : list of list of int
        Multiplication table, element 0 the identity.
    p_set : frozenset of int
    images : list of int
        The element of each heap ``0..max_heap``.
    states_checked : list of int
        For each heap ``n``, the number of states the certificate of ``Q(n)`` checked.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> iq = IncrementalQuotient(TakeAndBreak("0.07"))
    >>> iq.extend(10).max_heap, iq.order
    (10, 12)
    """

    def __init__(self, rule: Any):
        self.rule = rule
        self.name = getattr(rule, "name", repr(rule))
        _heap_option_parts(rule, 0)  # raises InputTypeError for a non-rule
        self.max_heap = 0
        self.table: list[list[int]] = [[0]]
        self.p_set: frozenset[int] = frozenset()
        self.images: list[int] = [0]
        self.states_checked: list[int] = [1]
        self._options: list[list[tuple[int, ...]]] = [[]]
        self.candidates_tried: list[int] = [1]
        self.max_attempts = 12
        self.max_base = 2000
        self.counter_index = 2
        self.max_option_depth = 4
        #: When the bases above all fail, rebuild the quotient of heaps 1..n from scratch with
        #: :func:`~cgtalg.impartial.misere_quotient_learn.learn_quotient` (brute-force outcomes, then the
        #: same certificate) if this is a positive budget of positions to solve; 0 (default) = off.
        self.learn_positions = 0
        #: Rounds of the misère rule (:func:`_local_rule_round`) tried after the first candidate fails.
        self.max_rounds = 4
        #: Rounds in all (these first) before learning, to push the trusted region of its oracle out.
        self.max_learn_rounds = 10
        #: Merge rounds (:func:`_merge_rounds`: merge below the least failure, then a round of the misère
        #: rule) tried after the plain rounds fail; 0 (default) = off: on the codes measured they certified
        #: nothing the plain rounds do not (docs/misere.md, "Merge rounds").
        self.max_merge_rounds = 0
        #: After the first candidate fails, build the heap by layers
        #: (:func:`~cgtalg.impartial.misere_quotient_layers.layered_next_heap`: copies of the new heap counted
        #: one at a time, every stage certified) instead of the rounds of the misère rule, before the finer
        #: bases. On by default: it reaches Dawson's Kayles' heap 30 where the rounds stop at 24. False
        #: restores the rounds (``incremental_misere_quotient(..., layers=False)``).
        self.use_layers = True

    @property
    def order(self) -> int:
        """The number of elements of the current quotient.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> iq = IncrementalQuotient(TakeAndBreak("0.77"))
        >>> iq.order, iq.extend(6).order        # misère Kayles
        (1, 12)
        """
        return len(self.table)

    def extend(
        self,
        max_heap: int,
        *,
        progress: Progress | None = None,
        checkpoint: str | None = None,
    ) -> "IncrementalQuotient":
        """Add heaps until *max_heap* is covered; return self.

        Heaps already covered are not recomputed; a *max_heap* at or below
        the current one does nothing.

        Parameters
        ----------
        max_heap : int
            The largest heap to cover, from 0 to 10000.
        progress : callable, optional
            ``progress(heap_done, max_heap)`` after each heap.
        checkpoint : str, optional
            Write the quotient to this file (see :meth:`save`) after each heap.

        Returns
        -------
        IncrementalQuotient
            This object, so calls can be chained.

        Raises
        ------
        InputTypeError
            If *max_heap* is not an int.
        InputValueError
            If *max_heap* is negative or above 10000.
        QuotientNotCertified
            If the certificate fails for some heap (the object keeps the last certified heap).

        References
        ----------
        Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115 (2008).

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> seen = []
        >>> iq = IncrementalQuotient(TakeAndBreak("0.77")).extend(3, progress=lambda h, n: seen.append(h))
        >>> iq.max_heap, seen
        (3, [1, 2, 3])
        """
        target = check_int(max_heap, "max_heap", minimum=0, maximum=10_000)
        while self.max_heap < target:
            self._step()
            if checkpoint is not None:
                self.save(checkpoint)
            if progress is not None:
                progress(self.max_heap, target)
        return self

    def _step(self) -> None:
        n = self.max_heap + 1
        options = self._options + [[tuple(x for x in o if x) for o in self.rule.heap_options(n)]]
        counters: dict[int, int] = {}
        failures: list[str] = []
        first_candidate: tuple[list[list[int]], frozenset[int], list[int]] | None = None
        rounds_done: list[tuple[list[list[int]], frozenset[int], list[int]]] = []
        # bases tried in turn: Q(n-1) itself, then option-state monoids over the previous base (as long
        # as they stay below max_base), then the last of these with heap counters
        ladder = [(self.table, self.p_set, self.images[:n])]
        for attempt in range(self.max_attempts):
            if attempt < len(ladder):
                base_table, _bp, base_images = ladder[attempt]
            else:
                top = ladder[-1]
                refined = _refined_base(top[0], top[2], n, counters, self.max_base)
                if refined is None:
                    failures.append(f"a refined base would exceed max_base={self.max_base} elements")
                    break
                base_table, base_images = refined
            new_table, new_p, new_images = _candidate(self.name, base_table, base_images, options, n)
            if attempt == 0:
                first_candidate = (new_table, new_p, new_images)
            ok, states, where = certify_quotient(new_table, new_p, new_images, options)
            if ok:
                # commit (only now: an interrupted step leaves the previous quotient)
                self.table, self.p_set, self.images = new_table, new_p, new_images
                self._options = options
                self.states_checked.append(states)
                self.candidates_tried.append(attempt + 1)
                self.max_heap = n
                return
            shown = ", ".join(map(str, where[:12])) + (", ..." if len(where) > 12 else "")
            failures.append(f"heaps [{shown}]")
            if attempt == 0 and self.use_layers:
                from .misere_quotient_layers import layered_next_heap

                try:
                    lt, lp, li, lstats = layered_next_heap(self)
                except QuotientNotCertified as exc:
                    failures.append(f"layers: {exc}")
                else:
                    self.table, self.p_set, self.images = lt, lp, li
                    self._options = options
                    self.states_checked.append(lstats["states"])
                    self.candidates_tried.append(2)
                    self.max_heap = n
                    return
            if attempt == 0 and not self.use_layers:
                # rounds of the misère rule over the failing candidate: each is right on more positions, and
                # one that passes the certificate is the quotient (reduced, every element a position's)
                cand = (new_table, new_p, new_images)
                for r in range(self.max_rounds):
                    if len(cand[0]) > self.max_base // 4:
                        break
                    cand = _local_rule_round(*cand, options, n)
                    rounds_done.append(cand)
                    ok, states, where_r = certify_quotient(*cand, options)
                    if ok:
                        self.table, self.p_set, self.images = cand
                        self._options = options
                        self.states_checked.append(states)
                        self.candidates_tried.append(1 + r + 1)
                        self.max_heap = n
                        return
                    failures.append(f"round {r + 1} of the misère rule ({len(cand[0])} elements)")
            if attempt == 0 and self.max_merge_rounds > 0:
                # merge what the candidate cannot know (outcomes above its least failure), then a round
                # of the misère rule, in turn: the candidates stay small while their least failures grow
                found, _t, r = _merge_rounds(
                    (new_table, new_p, new_images), options, self.max_merge_rounds, self.max_base // 4
                )
                if found is not None:
                    ok, states, _w = certify_quotient(*found, options)
                    if ok:  # checked once more on the reduced form before it is kept
                        self.table, self.p_set, self.images = found
                        self._options = options
                        self.states_checked.append(states)
                        self.candidates_tried.append(1 + self.max_rounds + r + 1)
                        self.max_heap = n
                        return
                failures.append(f"{self.max_merge_rounds} merge rounds (right below {_t} tokens)")
            if attempt == len(ladder) - 1 and not counters and len(ladder) <= self.max_option_depth:
                finer = _option_state_base(*ladder[-1], options, n)
                if len(finer[0]) <= self.max_base and len(finer[0]) > len(ladder[-1][0]):
                    ladder.append(finer)
                    continue
            # the failing position tells which smaller heaps the base must count separately
            involved = sorted({h for h in where if h < n}) or list(range(1, n))
            grown = False
            for h in involved:
                if h not in counters:
                    counters[h] = self.counter_index
                    grown = True
            if not grown:
                for h in involved:
                    counters[h] += 2
        if self.learn_positions > 0:
            from .misere_quotient_check import _representatives
            from .misere_quotient_learn import ExtensionOutcomes, learn_quotient

            words = [tuple(w) for w in _representatives(self.quotient())]
            # outcomes of positions without heap n are read off the certified Q(n-1); only the rest is searched
            oracle = ExtensionOutcomes(self.rule, self.table, self.p_set, self.images, n - 1)
            # a candidate is right below its token-least failure; rounds of the misère rule push that
            # failure out, and the oracle reads every position below it off the candidate
            last = rounds_done[-1] if rounds_done else first_candidate
            rounds = len(rounds_done)
            while last is not None:
                cand = last
                ok, states, where = certify_quotient(*cand, options, fewest_tokens=True)
                if ok:  # a round can land on the quotient itself (reduced: every element is a position's)
                    self.table, self.p_set, self.images = cand
                    self._options = options
                    self.states_checked.append(states)
                    self.candidates_tried.append(self.max_attempts + 1 + rounds)
                    self.max_heap = n
                    return
                oracle.trust(*cand, sum(where))
                if rounds >= self.max_learn_rounds or len(cand[0]) > self.max_base // 4:
                    break
                last = _local_rule_round(*cand, options, n)
                rounds += 1
            try:
                table, p_set, images = learn_quotient(
                    self.rule, n, oracle=oracle, access=words, experiments=words, max_positions=self.learn_positions
                )
            except QuotientNotCertified as exc:
                failures.append(f"learning from scratch: {exc}")
            else:
                ok, states, _where = certify_quotient(table, p_set, images, options)
                if ok:  # learn_quotient certified it already; checked again before it is kept
                    self.table, self.p_set, self.images = table, p_set, images
                    self._options = options
                    self.states_checked.append(states)
                    self.candidates_tried.append(self.max_attempts + 1)
                    self.max_heap = n
                    return
        raise QuotientNotCertified(
            f"{self.name}: no candidate quotient for heaps up to {n} passed the certificate in "
            f"{len(failures)} attempts (failures at {'; '.join(failures)}); heaps up to {self.max_heap} "
            f"are certified"
        )

    def quotient(self) -> MisereQuotient:
        """The current quotient as a :class:`~cgtalg.impartial.misere_quotient.MisereQuotient`.

        Elements are renumbered breadth-first from the identity by the
        generators (the heaps whose image is not a product of smaller
        heaps' images), and each gets a shortest word.

        Returns
        -------
        MisereQuotient
            For heaps ``0..max_heap``; its ``checked`` field says what the
            certificate proved.

        Examples
        --------
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> q = IncrementalQuotient(TakeAndBreak("0.[3]")).extend(3).quotient()
        >>> q.heap_words()
        ['1', 'a', 'b', 'ab']
        """
        table, images = self.table, self.images
        gens: list[int] = []
        reached = {0}
        for h in range(1, self.max_heap + 1):
            if images[h] not in reached:
                gens.append(h)
                frontier = list(reached)
                while frontier:
                    nxt = []
                    for x in frontier:
                        for g in gens:
                            y = table[x][images[g]]
                            if y not in reached:
                                reached.add(y)
                                nxt.append(y)
                    frontier = nxt
        queue, words = _shortest_words(0, len(gens), lambda x, i: table[x][images[gens[i]]])
        number = {x: i for i, x in enumerate(queue)}

        out_table = tuple(tuple(number[table[a][b]] for b in queue) for a in queue)
        checked = (
            f"P-correctness proved for every position of heaps 1..{self.max_heap} (any multiplicities) by the "
            f"incremental state certificate ({sum(self.states_checked)} states over all heaps, "
            f"{self.states_checked[-1]} for the last); the quotient is reduced"
        )
        return MisereQuotient(
            self.name,
            self.max_heap,
            out_table,
            frozenset(number[x] for x in self.p_set),
            tuple(number[x] for x in images),
            tuple(words),
            tuple(gens),
            checked,
        )

    def save(self, path: str) -> None:
        """Write the quotient to a plain text checkpoint file.

        The format (version 1)::

            # cgtalg misere-quotient v1
            game: 0.77
            max_heap: 3
            order: 4
            images: 0 1 2 3
            p: 1 3
            table:
            0 1 2 3
            1 0 3 2
            ...

        ``images`` are the elements of heaps ``0..max_heap``, ``p`` the
        P-portion, and the ``order`` table rows follow (row ``x`` lists
        ``x*y`` for ``y = 0..order-1``; element 0 is the identity). The file
        is written to ``path + ".tmp"`` and renamed, so an interruption never
        leaves half a file.

        Parameters
        ----------
        path : str
            The file to write (replaced if it exists).

        Raises
        ------
        OSError
            If the file cannot be written (for instance, its directory does
            not exist).

        Examples
        --------
        >>> import os, tempfile
        >>> from cgtalg.rulesets.heap import TakeAndBreak
        >>> p = os.path.join(tempfile.mkdtemp(), "kayles.txt")
        >>> IncrementalQuotient(TakeAndBreak("0.77")).extend(6).save(p)
        >>> IncrementalQuotient.load(p).max_heap
        6
        """
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="ascii") as fh:
            fh.write(f"{_MAGIC}\ngame: {self.name}\nmax_heap: {self.max_heap}\norder: {self.order}\n")
            fh.write("images: " + " ".join(map(str, self.images)) + "\n")
            fh.write("p: " + " ".join(map(str, sorted(self.p_set))) + "\n")
            fh.write("table:\n")
            for row in self.table:
                fh.write(" ".join(map(str, row)) + "\n")
        os.replace(tmp, path)

    @classmethod
    def load(cls, path: str, rule: Any = None) -> "IncrementalQuotient":
        """Read a checkpoint written by :meth:`save` and re-certify it before use.

        Parameters
        ----------
        path : str
            A file written by :meth:`save`.
        rule : HeapRule, optional
            The rule; by default read from the file's ``game`` line.

        Returns
        -------
        IncrementalQuotient
            Covering the heaps the file covers, certified again.

        Raises
        ------
        InputValueError
            If the file is not a version-1 checkpoint, is truncated or inconsistent.
        QuotientNotCertified
            If the stored quotient fails the certificate (a damaged or foreign file).

        Examples
        --------
        >>> import os, tempfile
        >>> p = os.path.join(tempfile.mkdtemp(), "bad.txt")
        >>> _ = open(p, "w").write("hello\\n")
        >>> IncrementalQuotient.load(p)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: ...bad.txt is not a cgtalg misère-quotient checkpoint...
        """
        from ..engine.heap import rule_from_name

        with open(path, encoding="ascii") as fh:
            lines = fh.read().splitlines()
        if not lines or lines[0].strip() != _MAGIC:
            raise InputValueError(f"{path} is not a cgtalg misère-quotient checkpoint (first line should be {_MAGIC!r})")
        try:
            fields = {}
            for line in lines[1:7]:
                key, _, value = line.partition(":")
                fields[key.strip()] = value.strip()
            game = fields["game"]
            n = int(fields["max_heap"])
            order = int(fields["order"])
            images = [int(v) for v in fields["images"].split()]
            p_set = frozenset(int(v) for v in fields["p"].split())
            if "table" not in fields:
                raise KeyError("table")
            table = [[int(v) for v in line.split()] for line in lines[7 : 7 + order]]
        except (KeyError, ValueError, IndexError) as exc:
            raise InputValueError(f"{path}: malformed misère-quotient checkpoint ({exc})") from None
        if (
            len(images) != n + 1
            or len(table) != order
            or any(len(r) != order for r in table)
            or any(not 0 <= v < order for r in table for v in r)
            or any(not 0 <= v < order for v in images)
            or any(not 0 <= v < order for v in p_set)
        ):
            raise InputValueError(f"{path}: truncated or inconsistent misère-quotient checkpoint")
        if rule is None:
            rule = rule_from_name(game)
        out = cls(rule)
        if out.name != game:
            raise InputValueError(f"{path} holds a quotient of {game}, not of {out.name}")
        options = [[tuple(x for x in o if x) for o in rule.heap_options(h)] for h in range(n + 1)]
        ok, states, where = certify_quotient(table, p_set, images, options)
        if not ok:
            raise QuotientNotCertified(f"{path}: the stored quotient of {game} fails the certificate at heaps {list(where)}")
        out.table, out.p_set, out.images, out._options = table, p_set, images, options
        out.max_heap = n
        out.states_checked = [states]
        return out


def incremental_misere_quotient(
    rule: Any,
    max_heap: int,
    *,
    progress: Progress | None = None,
    checkpoint: str | None = None,
    resume: bool = False,
    layers: bool = True,
) -> MisereQuotient:
    """The certified misère quotient of a heap game for heaps up to *max_heap*, heap by heap.

    Parameters
    ----------
    rule : HeapRule
        Any rule of :mod:`cgtalg.rulesets.heap`.
    max_heap : int
    progress : callable, optional
        ``progress(heap_done, max_heap)`` after each heap.
    checkpoint : str, optional
        A file written after each heap (:meth:`IncrementalQuotient.save`).
    resume : bool, default False
        Start from *checkpoint* if it exists (it is re-certified first).
    layers : bool, default True
        Where heap ``n`` splits ``Q(n-1)``, build it by layers
        (:attr:`IncrementalQuotient.use_layers`,
        :mod:`cgtalg.impartial.misere_quotient_layers`): Dawson's Kayles
        goes past heap 24 this way. False uses the older rounds of the
        misère rule instead, which stop there.

    Returns
    -------
    MisereQuotient

    Raises
    ------
    InputValueError
        For a bad *max_heap*, or a checkpoint of another game.
    QuotientNotCertified
        If the certificate fails at some heap.

    References
    ----------
    Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115
    (2008); Siegel, *Combinatorial Game Theory*, chapter V.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q = incremental_misere_quotient(TakeAndBreak("0.75"), 8)
    >>> q.max_heap, q.order % 2
    (8, 0)
    >>> incremental_misere_quotient(TakeAndBreak("0.07"), 25).order     # heap 25 splits Q_24: built by layers
    144
    """
    n = check_int(max_heap, "max_heap", minimum=0, maximum=10_000)
    iq: IncrementalQuotient | None = None
    if resume and checkpoint is not None and os.path.exists(checkpoint):
        iq = IncrementalQuotient.load(checkpoint, rule)
    if iq is None:
        iq = IncrementalQuotient(rule)
    iq.use_layers = bool(layers)
    if iq.max_heap > n:
        raise InputValueError(f"{checkpoint} already covers heaps up to {iq.max_heap} > {n}")
    return iq.extend(n, progress=progress, checkpoint=checkpoint).quotient()


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


def _fewest_token_words(table: list[list[int]], images: list[int], n: int) -> tuple[list[int], list[tuple[int, ...]]]:
    """For every element reachable by heaps ``1..n``: the fewest tokens of a position with that image, and one."""
    q = len(table)
    dist: list[int] = [-1] * q
    words: list[tuple[int, ...]] = [()] * q
    dist[0] = 0
    pq: list[tuple[int, int]] = [(0, 0)]
    while pq:
        d, y = heapq.heappop(pq)
        if d > dist[y]:
            continue
        row = table[y]
        for h in range(1, n + 1):
            z = row[images[h]]
            if dist[z] < 0 or d + h < dist[z]:
                dist[z] = d + h
                words[z] = words[y] + (h,)
                heapq.heappush(pq, (d + h, z))
    return dist, words


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
    rule : HeapRule
        A rule of :mod:`cgtalg.rulesets.heap` whose every move removes a token.
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
        If *rule* is not a heap rule.
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
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q8 = IncrementalQuotient(TakeAndBreak("0.77")).extend(8)     # misère Kayles, heaps up to 8
    >>> b = lower_bound_below_failure(TakeAndBreak("0.77"), q8.table, q8.p_set, q8.images)
    >>> b.tokens is None, b.order_at_least, q8.order   # a certified quotient: every element told apart
    (True, 12, 12)
    """
    n = len(images) - 1
    options = _heap_option_parts(rule, n)
    if any(sum(parts) >= h for h in range(1, n + 1) for parts in options[h]):
        raise InputValueError(f"{getattr(rule, 'name', rule)}: a move keeps every token, so a token bound proves nothing")
    q = len(table)
    if q == 0 or any(len(r) != q for r in table) or any(not 0 <= v < q for v in images) or images[0] != 0:
        raise InputValueError("the candidate's table and images do not fit together")
    ok, _states, where = certify_quotient(table, p_set, images, options, fewest_tokens=True)
    bound: int | None = None if ok else sum(where)
    dist, words = _fewest_token_words(table, images, n)
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
    return LowerBoundBelowFailure(
        getattr(rule, "name", repr(rule)), n, bound, tuple(words[u] for u in kept), tuple(separators)
    )


def next_heap_lower_bound(iq: IncrementalQuotient, rounds: int = 0, *, merge: bool = False) -> LowerBoundBelowFailure:
    """A proved lower bound on the order of the quotient of heaps ``1..iq.max_heap + 1``.

    Builds the first candidate for the next heap over ``Q(iq.max_heap)``
    (step 1 of the module docstring), applies *rounds* rounds of the misère
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
        least failure (:func:`_merge_below_failure`): the candidates stay
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
    n = iq.max_heap + 1
    options = iq._options + [[tuple(x for x in o if x) for o in iq.rule.heap_options(n)]]
    cand = _candidate(iq.name, iq.table, iq.images, options, n)
    for i in range(r + 1):
        if merge:
            ok, _states, where = certify_quotient(*cand, options, fewest_tokens=True)
            if ok:
                break
            cand = _merge_below_failure(*cand, sum(where))
        if i < r:
            cand = _local_rule_round(*cand, options, n)
    return lower_bound_below_failure(iq.rule, *cand)
