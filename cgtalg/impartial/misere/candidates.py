"""Candidate quotients for the next heap, and the ways a failing candidate is improved.

The incremental construction (:mod:`cgtalg.impartial.misere.incremental`)
extends the certified quotient ``Q(n-1)`` of heaps ``1..n-1`` by heap ``n``.
This module makes the candidates it then proves with
:func:`~cgtalg.impartial.misere.certificate.certify_quotient`.

**The first candidate** (:func:`next_heap_candidate`). The options of heap
``n`` are sums of smaller heaps, so their images ``O_n`` in ``Q`` are known.
Give heap ``n`` a new letter ``x`` and assume the misère outcome of
``G + k*H_n`` depends only on ``y = image(G)`` and ``k``. Then ``row_k[y]``
("``G + k*H_n`` is a P-position") follows from the misère recursion on a
*representative* ``G_y`` of ``y`` (a position of fewest tokens with that
image): its options are ``G_y'' + k*H_n`` (images of the options of
``G_y``, all with smaller representatives) and ``G_y + (k-1)*H_n + O``
(``O`` an option of heap ``n``). ``row_k`` is a function of ``row_(k-1)``,
so the rows repeat: the first repeat ``row_(i+p) = row_i`` gives the
relation ``x**(i+p) = x**i``. The candidate is
``Q x {1, x, ..., x**(i+p-1)}`` with the P-set given by the rows, reduced by
partition refinement. (Representatives are ordered by their number of
tokens; for codes whose first digit splits heaps without removing tokens,
such as ``4.7``, an option can have as many tokens as its position, the rows
may then be wrong, and the certificate refuses them.)

**When it fails.** The assumption can be false: heap ``n`` may tell apart
positions that ``Q(n-1)`` identifies (in Kayles ``5 + 5`` and the empty
position are indistinguishable among heaps up to 8, but ``9`` is a misère
P-position and ``5 + 5 + 9`` is not). Then:

* :func:`local_rule_round` -- a round of the misère rule over the failing
  candidate's certificate states; each round is right on every position of
  fewer tokens than the previous one's token-least failure (one round
  settles 0.07 at heap 10);
* :func:`merge_below_failure` and :func:`merge_rounds` -- merge what the
  candidate cannot know (outcomes above its least failure), then a round of
  the rule, in turn;
* finer bases in place of ``Q(n-1)``: :func:`option_state_base` (the monoid
  of option states of the base) and :func:`refined_base` (the base with
  separate counts of some smaller heaps).

Invariant: nothing here is trusted; a candidate becomes a quotient only by
passing the certificate.

References
----------
T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*,
J. Combin. Theory Ser. A 115 (2008) 593-622.
A. N. Siegel, *Some MisereSolver questions answered*,
miseregames.wordpress.com, 28 August 2007 (MisereSolver extends the quotient
heap by heap and improves its candidates by their least failures).
"""

from __future__ import annotations

import heapq
from typing import Callable

from ...errors import InputTypeError, InputValueError, as_integer, check_int, check_items, describe
from .certificate import certify_quotient
from .monoid import (
    ImageMap,
    check_candidate,
    check_elements,
    check_heap_options,
    check_table,
    annihilator_masks,
    fewest_token_words,
    power_extension,
    preimage_pull,
    reduce_candidate,
    refine_partition,
)

__all__ = [
    "check_log",
    "next_heap_candidate",
    "refined_base",
    "option_state_base",
    "local_rule_round",
    "merge_below_failure",
    "merge_rounds",
]


def check_log(log: object) -> Callable[[str], None] | None:
    """Return *log* if it is None or callable (a function taking a line of text).

    Parameters
    ----------
    log : object
        The argument to check.

    Returns
    -------
    callable or None

    Raises
    ------
    InputTypeError
        If *log* is neither.

    Examples
    --------
    >>> check_log(print) is print, check_log(None)
    (True, None)
    """
    if log is not None and not callable(log):
        raise InputTypeError(f"log must be a function of one line of text, or None, not {type(log).__name__} ({describe(log)})")
    return log  # type: ignore[return-value]


def next_heap_candidate(
    table: list[list[int]], images: list[int], options: list[list[tuple[int, ...]]], n: int
) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """The reduced candidate quotient for heaps ``1..n`` over a base of heaps ``1..n-1`` (step 1 above).

    Parameters
    ----------
    table : list of list of int
        The base monoid's table (``Q(n-1)``, or a finer base).
    images : list of int
        The base element of each heap ``0..n-1``.
    options : list of list of tuple of int
        The options of each heap ``0..n`` as heap parts.
    n : int
        The new heap.

    Returns
    -------
    (table, p_set, images)
        The candidate for heaps ``1..n``, reduced; it is not yet proved
        (:func:`~cgtalg.impartial.misere.certificate.certify_quotient`).

    Raises
    ------
    InputTypeError, InputValueError
        If the base, its images or the options are malformed (see
        :mod:`~cgtalg.impartial.misere.monoid`'s checks), or *n* is not a
        heap ``1..len(images)``.

    Examples
    --------
    >>> from cgtalg.impartial.misere import IncrementalQuotient, certify_quotient
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q8 = IncrementalQuotient(TakeAndBreak("0.77")).extend(8)     # misère Kayles, heaps up to 8
    >>> options = q8.next_option_parts()
    >>> table, p_set, images = next_heap_candidate(q8.table, q8.images, options, 9)
    >>> len(table), certify_quotient(table, p_set, images, options)[0]     # heap 9 splits 5 + 5 from 0
    (20, False)
    """
    image = ImageMap(table, images)
    table, images = image.table, image.images
    n = check_int(n, "the new heap", minimum=1, maximum=len(images))
    options = check_heap_options(options, n)
    q = len(table)
    o_new = image.of_options(options[n])
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
    opt_imgs = [image.of_options(options[h]) for h in range(n)]
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
    block, number, rep_elem, new_table, new_images = power_extension(table, images, n, index, period, in_p)
    new_p = frozenset(number[block[e]] for e in rep_elem if in_p[e])
    return new_table, new_p, new_images


def refined_base(
    table: list[list[int]], images: list[int], n: int, counters: dict[int, int], limit: int
) -> tuple[list[list[int]], list[int]] | None:
    """A finer base: ``Q(n-1)`` recording, next to its element, the number of copies of some heaps.

    ``counters[h] = i`` counts the copies of heap ``h`` as ``0, 1, ..., i+1``,
    then ``i+2 = i``. With no counters this is ``Q(n-1)`` itself. A finer
    base is needed when heap ``n`` tells apart positions that ``Q(n-1)``
    identifies.

    Parameters
    ----------
    table : list of list of int
        The table of ``Q(n-1)``.
    images : list of int
        Its element of each heap ``0..n-1``.
    n : int
        The new heap.
    counters : dict
        ``heap -> index`` for the heaps counted separately.
    limit : int
        The most elements the base may have.

    Returns
    -------
    (table, images) or None
        The base and its element of each heap ``0..n-1``; None if it would
        have more than *limit* elements.

    Raises
    ------
    InputTypeError, InputValueError
        If the base or its images are malformed, *n* is not a heap
        ``1..len(images)``, a counter is not ``heap -> index`` for a heap
        below *n*, or *limit* is not a positive int.

    Examples
    --------
    >>> table, images = refined_base([[0, 1], [1, 0]], [0, 1], 2, {1: 2}, 100)     # count heaps of 1 up to 4 = 2
    >>> len(table), images
    (4, [0, 1])
    """
    table = check_table(table)
    images = check_elements(images, len(table), "the images")
    n = check_int(n, "the new heap", minimum=1, maximum=len(images))
    counters = _check_counters(counters, n)
    limit = check_int(limit, "the limit", minimum=1)
    if not counters:
        return table, images[:n]  # type: ignore[return-value]
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


def _check_counters(counters: object, n: int) -> dict[int, int]:
    """``heap -> index`` for heaps ``1..n-1``, each index at least 0."""
    if not isinstance(counters, dict):
        raise InputTypeError(f"counters must be a dict heap -> index, not {type(counters).__name__} ({describe(counters)})")
    out = {}
    for heap, index in counters.items():
        h, i = as_integer(heap), as_integer(index)
        if h is None or i is None:
            raise InputTypeError(f"counters must map int heaps to int indices, got {describe(heap)}: {describe(index)}")
        if not 1 <= h < n or i < 0:
            raise InputValueError(f"counters must map heaps 1..{n - 1} to indices >= 0, got {describe(heap)}: {describe(index)}")
        out[h] = i
    return out


def option_state_base(
    table: list[list[int]], p_set: frozenset[int], images: list[int], options: list[list[tuple[int, ...]]], n: int
) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """A finer base for heaps ``1..n-1``: the monoid of certificate states ``(phi(G), h(G), G has a move)``.

    The state of a sum is a function of the states of its parts
    (``h(G + K) = {z : phi(K) z in h(G)} ∪ {z : phi(G) z in h(K)}``), so the
    reachable states form a commutative monoid that maps onto the base; it
    tells apart positions with the same image but different options (such as
    ``0`` and ``5 + 5`` in Kayles, equal for heaps up to 8 but not up to 9).

    Parameters
    ----------
    table : list of list of int
        The base's table.
    p_set : frozenset of int
        Its P-portion.
    images : list of int
        Its element of each heap ``0..n-1``.
    options : list of list of tuple of int
        The options of each heap as heap parts.
    n : int
        The new heap.

    Returns
    -------
    (table, p_set, images)
        The state monoid's table, the states whose element is in ``P``, and
        the state of each heap ``0..n-1``.

    Raises
    ------
    InputTypeError, InputValueError
        If the base or the options are malformed (see
        :mod:`~cgtalg.impartial.misere.monoid`'s checks), or *n* is not a
        heap ``1..len(images)``.

    Examples
    --------
    >>> from cgtalg.impartial.misere import IncrementalQuotient
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q8 = IncrementalQuotient(TakeAndBreak("0.77")).extend(8)
    >>> base = option_state_base(q8.table, q8.p_set, q8.images, q8.next_option_parts(), 9)
    >>> len(base[0]) > q8.order
    True
    """
    table, p_set, images = check_candidate(table, p_set, images)
    n = check_int(n, "the new heap", minimum=1, maximum=len(images))
    options = check_heap_options(options, n - 1)
    ann = annihilator_masks(table, p_set)
    pull = preimage_pull(table)
    image = ImageMap(table, images)
    heap_state = [(0, 0, False)]
    for h in range(1, n):
        m = 0
        for o in image.of_options(options[h]):
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


def local_rule_round(
    table: list[list[int]], p_set: frozenset[int], images: list[int], options: list[list[tuple[int, ...]]], n: int
) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """One round of the misère rule over a candidate for heaps ``1..n``: right on more positions.

    The certificate states ``(phi(G), h(G), G has a move)`` of the candidate
    form a commutative monoid (the state of a sum is a function of the
    states of its parts, as in :func:`option_state_base`). Give a state the
    P-portion the misère rule asks for: *it has a move and no option's
    image is in P* (``1`` not in ``h``), and merge by partition refinement
    the states no position tells apart. If the candidate is right on every
    position of fewer than ``T`` tokens (its token-least failure,
    :func:`~cgtalg.impartial.misere.certificate.certify_quotient` with
    ``fewest_tokens=True``), the result is right on every position whose
    options all have fewer than ``T`` tokens, so its own least failure lies
    further out. It can also keep distinctions that only wrong outcomes
    made, so it may grow: it serves as a *trusted oracle below its least
    failure*, not as the answer, unless it passes the certificate.

    Parameters
    ----------
    table : list of list of int
        The candidate's table.
    p_set : frozenset of int
        Its P-portion.
    images : list of int
        Its element of each heap ``0..n``.
    options : list of list of tuple of int
        The options of each heap ``0..n`` as heap parts.
    n : int
        The largest heap.

    Returns
    -------
    (table, p_set, images)
        The next candidate.

    Raises
    ------
    InputTypeError, InputValueError
        If the candidate or the options are malformed (see
        :mod:`~cgtalg.impartial.misere.monoid`'s checks), or *n* is not a
        heap of *images*.

    Examples
    --------
    >>> from cgtalg.impartial.misere import IncrementalQuotient, certify_quotient
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q9 = IncrementalQuotient(TakeAndBreak("0.07")).extend(9)     # Dawson's Kayles, heaps up to 9
    >>> options = q9.next_option_parts()
    >>> first = next_heap_candidate(q9.table, q9.images, options, 10)
    >>> found = local_rule_round(*first, options, 10)
    >>> certify_quotient(*first, options)[0], len(found[0]), certify_quotient(*found, options)[0]
    (False, 12, True)
    """
    table, p_set, images = check_candidate(table, p_set, images)
    n = check_int(n, "the largest heap", minimum=0, maximum=len(images) - 1)
    options = check_heap_options(options, n)
    ann = annihilator_masks(table, p_set)
    pull = preimage_pull(table)
    image = ImageMap(table, images)
    heap_state = [(0, 0, False)]
    for h in range(1, n + 1):
        m = 0
        for o in image.of_options(options[h]):
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
    block, count = refine_partition(in_p, succ)
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


def merge_below_failure(
    table: list[list[int]], p_set: frozenset[int] | set[int], images: list[int], tokens: int
) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """A smaller candidate that agrees with this one on every position of fewer than *tokens* tokens.

    The candidate is trusted only below its token-least failure ``T = tokens``
    (:func:`~cgtalg.impartial.misere.certificate.certify_quotient` with
    ``fewest_tokens=True``): the P-status of an element is *known* when some
    position of fewer than ``T`` tokens has it as image
    (:func:`~cgtalg.impartial.misere.monoid.fewest_token_words`), and *free*
    otherwise. Elements are merged greedily, in order of their fewest tokens,
    into the first earlier class they can join: a merge is closed under the
    heaps' images (union-find: merging ``u`` and ``v`` merges ``u g`` and
    ``v g`` for every heap image ``g``, so the classes form a congruence of
    the commutative monoid) and refused when it would put a known P-element
    and a known N-element into one class. A class takes the status of its
    known members (all equal), or the old status of its first member when it
    has none.

    Why the result is right below ``T``: a position ``G`` of fewer than ``T``
    tokens has an old image ``u`` with known status, equal to ``G``'s true
    outcome; its new image is the class of ``u``, whose status is that of
    its known members, ``u``'s. So the new candidate's own token-least
    failure has at least ``T`` tokens, and distinctions the old candidate
    drew only from outcomes above ``T`` (wrong ones included) are dropped.
    It is a candidate like any other: only the certificate makes it the
    quotient. (Merging an incompletely specified automaton into the fewest
    classes is NP-hard in general; the greedy order is a heuristic, not a
    minimum.)

    Parameters
    ----------
    table : list of list of int
        The candidate's table.
    p_set : set of int
        Its P-portion.
    images : list of int
        Its element of each heap ``0..n``.
    tokens : int
        Its token-least failure ``T``.

    Returns
    -------
    (table, p_set, images)
        The merged candidate.

    Raises
    ------
    InputTypeError, InputValueError
        If the candidate is malformed (see
        :func:`~cgtalg.impartial.misere.monoid.check_candidate`), or
        *tokens* is not a non-negative int.

    Examples
    --------
    >>> z4 = [[(x + y) % 4 for y in range(4)] for x in range(4)]
    >>> merge_below_failure(z4, {1, 3}, [0, 1], 2)     # right below 2 tokens: only 0 and 1 are known
    ([[0, 1], [1, 0]], frozenset({1}), [0, 1])
    """
    table, p_set, images = check_candidate(table, p_set, images)
    tokens = check_int(tokens, "the tokens", minimum=0)
    q = len(table)
    n = len(images) - 1
    dist, _words = fewest_token_words(table, images, n)
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


def merge_rounds(
    candidate: tuple[list[list[int]], frozenset[int], list[int]],
    options: list[list[tuple[int, ...]]],
    rounds: int,
    max_order: int,
    log: Callable[[str], None] | None = None,
) -> tuple[tuple[list[list[int]], frozenset[int], list[int]] | None, int, int]:
    """Alternate :func:`merge_below_failure` and a round of the misère rule on a failing candidate.

    Each merge keeps the candidate right below its least failure ``T`` while
    dropping distinctions made above it; each round of the misère rule
    (:func:`local_rule_round`) then makes it right one move further.

    Parameters
    ----------
    candidate : (table, p_set, images)
        The failing candidate for heaps ``1..n``.
    options : list of list of tuple of int
        The options of each heap ``0..n`` as heap parts.
    rounds : int
        The most rounds.
    max_order : int
        Stop when a merged candidate has more elements.
    log : callable, optional
        Called with a line of text per round.

    Returns
    -------
    (candidate or None, int, int)
        The reduced candidate that passed the certificate (None if none did
        within *rounds* or *max_order*), the tokens of the last least
        failure, and the rounds used.

    Raises
    ------
    InputTypeError, InputValueError
        If the candidate or the options are malformed, *rounds* is not a
        non-negative int, *max_order* not a positive int, or *log* not
        callable.

    Examples
    --------
    >>> from cgtalg.impartial.misere import IncrementalQuotient
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q8 = IncrementalQuotient(TakeAndBreak("0.77")).extend(8)
    >>> options = q8.next_option_parts()
    >>> found, tokens, used = merge_rounds(next_heap_candidate(q8.table, q8.images, options, 9), options, 3, 500)
    >>> len(found[0]), used                        # Kayles' heap 9 after one merge round
    (18, 1)
    """
    parts = check_items(candidate, "the candidate")
    if len(parts) != 3:
        raise InputValueError(f"the candidate must be (table, p_set, images), got {len(parts)} parts")
    cand = check_candidate(*parts)
    n = len(cand[2]) - 1
    options = check_heap_options(options, n)
    rounds = check_int(rounds, "the rounds", minimum=0)
    max_order = check_int(max_order, "the largest order", minimum=1)
    log = check_log(log)
    tokens = 0
    for r in range(rounds + 1):
        ok, _states, where = certify_quotient(*cand, options, fewest_tokens=True)
        if ok:
            return reduce_candidate(*cand), tokens, r
        tokens = sum(where)
        merged = merge_below_failure(*cand, tokens)
        ok, _states, where = certify_quotient(*merged, options, fewest_tokens=True)
        if log is not None:
            log(f"merge round {r}: candidate {len(cand[0])} -> merged {len(merged[0])}, right below {tokens} tokens")
        if ok:
            return reduce_candidate(*merged), tokens, r
        if r == rounds or len(merged[0]) > max_order:
            break
        cand = local_rule_round(*merged, options, n)
    return None, tokens, rounds
