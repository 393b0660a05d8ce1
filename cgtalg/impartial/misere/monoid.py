"""Finite commutative monoids as multiplication tables: the algebra the quotient constructions share.

A monoid is a table ``table[x][y]`` (the product of elements ``x`` and ``y``)
whose element 0 is the identity. A heap game acts on it through
``images[h]``, the element of a single heap of ``h``; a position, written as
a tuple of heap sizes, has the product of its heaps' images as its image.
The options of a heap come in as tuples of heap sizes (what
:meth:`~cgtalg.impartial.misere.oracle.MisereOracle.heap_parts` answers);
nothing here knows a game or an outcome beyond a set ``p_set`` of elements.

Invariant: the functions are pure (they read tables and return new ones),
and every table they return has the identity as element 0.

Examples
--------
>>> parity = [[0, 1], [1, 0]]          # misère Nim on heaps of 1: the parity of the heap count
>>> image_of(parity, [0, 1], (1, 1, 1)), annihilator_masks(parity, {1})
(1, [2, 1])
"""

from __future__ import annotations

import heapq
from typing import Any, Callable

__all__ = [
    "LETTERS",
    "refine_partition",
    "shortest_words",
    "renumber",
    "image_of",
    "option_images",
    "annihilator_masks",
    "byte_pullers",
    "pull_bytes",
    "preimage_pull",
    "power_extension",
    "reduce_candidate",
    "fewest_token_words",
]

#: The letters of the first 26 generators of a quotient (``a`` for the first).
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def refine_partition(initial: bytearray | list[int], succ: list[list[int]]) -> tuple[list[int], int]:
    """Moore's partition refinement: the coarsest partition finer than *initial* that every map in *succ* respects.

    Parameters
    ----------
    initial : sequence of int
        The class of each element to start from.
    succ : list of list of int
        Maps on the elements (``succ[i][e]`` is the image of ``e`` under map ``i``).

    Returns
    -------
    (list of int, int)
        The block of each element (blocks numbered in order of first
        appearance) and the number of blocks.

    Examples
    --------
    >>> refine_partition([0, 0, 0, 1], [[1, 2, 3, 3]])      # 0 -> 1 -> 2 -> 3, only 3 marked
    ([0, 1, 2, 3], 4)
    >>> refine_partition([0, 0, 1, 1], [[1, 0, 3, 2]])
    ([0, 0, 1, 1], 2)
    """
    block = list(initial)
    count = len(set(block))
    size = len(block)
    while True:
        signatures: dict[tuple[int, ...], int] = {}
        new = [0] * size
        for c in range(size):
            sig = (block[c],) + tuple(block[s[c]] for s in succ)
            new[c] = signatures.setdefault(sig, len(signatures))
        if len(signatures) == count:
            return new, count
        block, count = new, len(signatures)


def shortest_words(identity: int, generator_count: int, step: Callable[[int, int], int]) -> tuple[list[int], list[str]]:
    """The elements generated from *identity*, in breadth-first order, and each one's shortest word.

    Generators are tried in order, so each element is spelled by the first
    shortest word found (``a^2c``; generators past the 26th are ``x26``,
    ``x27``, ...; the identity is ``1``).

    Parameters
    ----------
    identity : int
        The element to start from.
    generator_count : int
        How many generators there are.
    step : callable
        ``step(x, i)`` is ``x`` times the generator ``i``.

    Returns
    -------
    (list of int, list of str)
        The elements in breadth-first order, and the word of each, in the same order.

    Examples
    --------
    >>> z4 = [[(x + y) % 4 for y in range(4)] for x in range(4)]
    >>> shortest_words(0, 1, lambda x, i: z4[x][1])
    ([0, 1, 2, 3], ['1', 'a', 'a^2', 'a^3'])
    """
    exponents: dict[int, tuple[int, ...]] = {identity: (0,) * generator_count}
    queue = [identity]
    for x in queue:
        for i in range(generator_count):
            y = step(x, i)
            if y not in exponents:
                w = list(exponents[x])
                w[i] += 1
                exponents[y] = tuple(w)
                queue.append(y)
    words = [
        "".join((LETTERS[i] if i < 26 else f"x{i}") + (f"^{e}" if e > 1 else "") for i, e in enumerate(exponents[x]) if e)
        or "1"
        for x in queue
    ]
    return queue, words


def renumber(block: list[int], succ: list[list[int]], start: int) -> tuple[dict[int, int], list[int]]:
    """Number the blocks reachable from *start*'s, breadth-first by the letters of *succ*.

    Parameters
    ----------
    block : list of int
        ``block[e]`` is the block of element ``e`` of a refined partition.
    succ : list of list of int
        ``succ[i][e]`` is the element that letter ``i`` sends ``e`` to.
    start : int
        The element whose block gets the number 0.

    Returns
    -------
    (dict, list of int)
        The new number of each reachable block, and one element of each, in that order.

    Examples
    --------
    >>> renumber([0, 0, 1, 1], [[2, 3, 0, 1]], 0)
    ({0: 0, 1: 1}, [0, 2])
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


def image_of(table: list[list[int]], images: list[int], parts: tuple[int, ...]) -> int:
    """The image of the position with heaps *parts*: the product of the heaps' images.

    Parameters
    ----------
    table : list of list of int
        The multiplication table (element 0 the identity).
    images : list of int
        The element of each heap size.
    parts : tuple of int
        The heap sizes of the position.

    Returns
    -------
    int

    Examples
    --------
    >>> image_of([[0, 1], [1, 0]], [0, 1], (1, 1)), image_of([[0, 1], [1, 0]], [0, 1], ())
    (0, 0)
    """
    x = 0
    for h in parts:
        x = table[x][images[h]]
    return x


def option_images(table: list[list[int]], images: list[int], options: list[tuple[int, ...]]) -> list[int]:
    """The images of a heap's options, sorted, each once.

    Parameters
    ----------
    table : list of list of int
        The multiplication table.
    images : list of int
        The element of each heap size.
    options : list of tuple of int
        The heap's options, each as the heap sizes it leaves.

    Returns
    -------
    list of int

    Examples
    --------
    >>> option_images([[0, 1], [1, 0]], [0, 1, 0], [(1,), ()])     # the options of a Nim heap of 2
    [0, 1]
    """
    return sorted({image_of(table, images, parts) for parts in options})


def annihilator_masks(table: list[list[int]], p_set: frozenset[int] | set[int]) -> list[int]:
    """For every element ``u``, the bit mask of ``{z : u z in P}``.

    Parameters
    ----------
    table : list of list of int
        The multiplication table.
    p_set : set of int
        The set ``P`` (a P-portion, or any set of elements).

    Returns
    -------
    list of int
        Bit ``z`` of entry ``u`` is set when ``table[u][z]`` lies in *p_set*.

    Examples
    --------
    >>> annihilator_masks([[0, 1], [1, 0]], {0})
    [1, 2]
    """
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


def byte_pullers(table: list[list[int]], elements: list[int]) -> dict[int, list[list[int]]]:
    """Tables that pull a bit mask back through a product one byte at a time.

    For each ``y`` of *elements*, entry ``[i][b]`` is the bit mask of
    ``{z : y z in B}``, ``B`` the set of the bits of byte value ``b`` at
    byte ``i``; so :func:`pull_bytes` computes ``{z : y z in mask}`` with
    one OR per byte of the mask.

    Parameters
    ----------
    table : list of list of int
        The multiplication table.
    elements : list of int
        The elements to pull through (duplicates are built once).

    Returns
    -------
    dict
        ``y -> chunks`` for each element ``y``.

    Examples
    --------
    >>> pullers = byte_pullers([[0, 1], [1, 0]], [1])
    >>> pull_bytes(pullers[1], 0b01)            # {z : 1 * z = 0} = {1}
    2
    """
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


def pull_bytes(chunks: list[list[int]], mask: int) -> int:
    """The bit mask of ``{z : y z in mask}``, with the tables :func:`byte_pullers` built for ``y``.

    Parameters
    ----------
    chunks : list of list of int
        ``byte_pullers(table, [y])[y]``.
    mask : int
        A bit mask of elements.

    Returns
    -------
    int

    Examples
    --------
    >>> pull_bytes(byte_pullers([[0, 1], [1, 0]], [0])[0], 0b10)     # the identity pulls back to itself
    2
    """
    out = 0
    for i, b in enumerate(mask.to_bytes(len(chunks), "little")):
        if b:
            out |= chunks[i][b]
    return out


def preimage_pull(table: list[list[int]]) -> Callable[[int, int], int]:
    """The function ``pull(x, mask)``: the bit mask of ``{z : x * z in mask}`` in the monoid with this *table*.

    It carries a certificate state's option mask across a sum (see
    :func:`~cgtalg.impartial.misere.certificate.certify_quotient`).

    Parameters
    ----------
    table : list of list of int
        The multiplication table.

    Returns
    -------
    callable
        ``pull(x, mask) -> int``.

    Examples
    --------
    >>> pull = preimage_pull([[0, 1], [1, 0]])
    >>> pull(1, 0b01), pull(0, 0b01)
    (2, 1)
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


def power_extension(
    table: list[list[int]], images: list[int], n: int, index: int, period: int, label: Any
) -> tuple[list[int], dict[int, int], list[int], list[list[int]], list[int]]:
    """The reduced monoid of pairs ``(y, x^c)``: *table*'s elements times powers of a new heap ``x``.

    Element ``c * q + y`` (``q = len(table)``) is ``y x^c`` for ``c`` below
    ``index + period``, with ``x^(index + period) = x^index``; *label* gives
    each element's class to start from (the outcome data the monoid must
    respect). Heaps ``1..n-1`` act on ``y`` (by ``images``) and ``x`` on the
    power; the coarsest partition refining *label* that the actions respect
    is numbered breadth-first from the identity.

    Parameters
    ----------
    table : list of list of int
        The base monoid (heaps ``1..n-1``).
    images : list of int
        The base element of each heap ``0..n-1``.
    n : int
        The new heap.
    index, period : int
        The relation ``x^(index + period) = x^index``.
    label : sequence of int
        The starting class of each of the ``q * (index + period)`` pairs.

    Returns
    -------
    tuple
        ``(block, number, reps, new_table, new_images)``: each element's
        block, each reachable block's new number, one element per new
        number, the new multiplication table, and the images of heaps
        ``0..n-1`` and then of ``x``.

    Examples
    --------
    >>> _block, _number, _reps, table, images = power_extension([[0]], [0], 1, 1, 2, [0, 1, 0])
    >>> table, images                     # misère Nim on heaps of 1: x^3 = x, P-portion {x}
    ([[0, 1], [1, 0]], [0, 1])
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
    block, _count = refine_partition(label, succ)
    # renumber: identity first, then breadth-first from it by letters 1..n
    number, reps = renumber(block, succ, 0)
    new_table = []
    for a in reps:
        ya, ca = a % q, a // q
        ta = table[ya]
        new_table.append([number[block[red(ca + b // q) * q + ta[b % q]]] for b in reps])
    new_images = [number[block[images[h]]] for h in range(n)] + [number[block[red(1) * q]]]
    return block, number, reps, new_table, new_images


def reduce_candidate(
    table: list[list[int]], p_set: frozenset[int] | set[int], images: list[int]
) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """Merge the elements of a candidate that no product tells apart (partition refinement).

    Every element must be the image of a position (reachable from the
    identity by the heaps' images); the identity keeps the number 0.

    Parameters
    ----------
    table : list of list of int
        The candidate's multiplication table.
    p_set : set of int
        Its P-portion.
    images : list of int
        The element of each heap ``0..n``.

    Returns
    -------
    (table, p_set, images)
        The reduced candidate.

    Examples
    --------
    >>> z4 = [[(x + y) % 4 for y in range(4)] for x in range(4)]
    >>> reduce_candidate(z4, {1, 3}, [0, 1])        # only the parity matters
    ([[0, 1], [1, 0]], frozenset({1}), [0, 1])
    """
    q = len(table)
    gens = sorted(set(images[1:]))
    in_p = bytearray(1 if u in p_set else 0 for u in range(q))
    block, count = refine_partition(in_p, [[table[u][g] for u in range(q)] for g in gens])
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


def fewest_token_words(table: list[list[int]], images: list[int], n: int) -> tuple[list[int], list[tuple[int, ...]]]:
    """For every element reachable by heaps ``1..n``: the fewest tokens of a position with that image, and one.

    Parameters
    ----------
    table : list of list of int
        The multiplication table.
    images : list of int
        The element of each heap ``0..n``.
    n : int
        The largest heap.

    Returns
    -------
    (list of int, list of tuple of int)
        The fewest tokens per element (-1 for an element no position
        reaches) and a position (its heaps) with that many tokens.

    Examples
    --------
    >>> z4 = [[(x + y) % 4 for y in range(4)] for x in range(4)]
    >>> fewest_token_words(z4, [0, 1, 2], 2)
    ([0, 1, 2, 3], [(), (1,), (2,), (1, 2)])
    """
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
