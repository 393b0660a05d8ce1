"""Finite commutative monoids as multiplication tables: the algebra the quotient constructions share.

A monoid is a table ``table[x][y]`` (the product of elements ``x`` and ``y``)
whose element 0 is the identity. A heap game acts on it through
``images[h]``, the element of a single heap of ``h``; a position, written as
a tuple of heap sizes, has the product of its heaps' images as its image.
The options of a heap come in as tuples of heap sizes (what
:meth:`~cgtalg.impartial.misere.oracle.MisereOracle.heap_parts` answers);
nothing here knows a game or an outcome beyond a set ``p_set`` of elements.

Invariant: the functions are pure (they read tables and return new ones),
and every table they return has the identity as element 0. Each public
function checks its arguments (:func:`check_table`, :func:`check_elements`,
:func:`check_heap_options`) and refuses malformed ones with an
:class:`~cgtalg.errors.InputError`. What the constructions ask in their
inner loops is checked once, when it is set up: an :class:`ImageMap`
(images of positions) and the closure of :func:`preimage_pull`.

Examples
--------
>>> parity = [[0, 1], [1, 0]]          # misère Nim on heaps of 1: the parity of the heap count
>>> image_of(parity, [0, 1], (1, 1, 1)), annihilator_masks(parity, {1})
(1, [2, 1])
"""

from __future__ import annotations

import heapq
from typing import Any, Callable, Iterable, Sequence, cast

from ...errors import InputTypeError, InputValueError, as_integer, check_int, check_items, check_str, describe

__all__ = [
    "LETTERS",
    "check_table",
    "check_elements",
    "check_candidate",
    "check_heap_options",
    "refine_partition",
    "shortest_words",
    "renumber",
    "ImageMap",
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


def _is_int_row(row: Any, size: int) -> bool:
    """True if *row* is a list or tuple of plain ints in ``0..size-1`` (the fast path of the checks)."""
    return (
        type(row) in (list, tuple)
        and all(type(v) is int for v in row)
        and (not row or (min(row) >= 0 and max(row) < size))
    )


def check_elements(values: object, order: int, what: str) -> list[int]:
    """Return *values*, a collection of elements of a monoid of *order* elements, each an int in ``0..order-1``.

    Parameters
    ----------
    values : object
        The argument to check (images of heaps, a P-portion, a starting partition, ...).
    order : int
        The number of elements.
    what : str
        How to name the collection in messages, e.g. ``"images"``.

    Returns
    -------
    list of int
        *values* itself if it is a list or tuple of plain ints (it is only
        read), else its items as a list.

    Raises
    ------
    InputTypeError
        If *values* is not a collection of ints (bools refused), or *order* not an int.
    InputValueError
        If an element is out of range, or *order* is negative.

    Examples
    --------
    >>> check_elements([0, 1, 1], 2, "images")
    [0, 1, 1]
    >>> check_elements([0, 2], 2, "images")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: images must be elements 0..1 of the monoid, got 2 at index 1
    """
    order = check_int(order, "the order", minimum=0)
    what = check_str(what, "what")
    if _is_int_row(values, order):
        return cast("list[int]", values)  # a list, or a tuple used as one: it is only read
    items = check_items(values, what)
    for i, v in enumerate(items):
        number = as_integer(v)
        if number is None:
            raise InputTypeError(f"{what} must be ints, not {type(v).__name__} ({describe(v)}) at index {i}")
        if not 0 <= number < order:
            raise InputValueError(
                f"{what} must be elements 0..{describe(order - 1)} of the monoid, got {describe(v)} at index {i}"
            )
        items[i] = number
    return items


def _check_classes(values: Any, what: str) -> list[int]:
    """The items of *values* as ints of any size (classes of a partition, blocks)."""
    if type(values) in (list, tuple, bytearray) and all(type(v) is int for v in values):
        return cast("list[int]", values)  # only read
    items = check_items(values, what)
    for i, v in enumerate(items):
        number = as_integer(v)
        if number is None:
            raise InputTypeError(f"{what} must be ints, not {type(v).__name__} ({describe(v)}) at index {i}")
        items[i] = number
    return items


def _check_maps(succ: object, size: int, what: str) -> list[list[int]]:
    """Maps on ``0..size-1``, each a sequence of *size* elements."""
    out = []
    for i, given in enumerate(check_items(succ, what)):
        m = check_elements(given, size, f"map {i} of {what}")
        if len(m) != size:
            raise InputValueError(
                f"map {i} of {what} must send each of the {size} elements somewhere, got {len(m)} images"
            )
        out.append(m)
    return out


def check_table(table: object, what: str = "the multiplication table") -> list[list[int]]:
    """Return *table* if it is the table of a finite magma on ``0..q-1``: ``q >= 1`` rows of ``q`` elements each.

    Only the shape is checked (square, every entry an element); that the
    table is a commutative monoid with identity 0 is what the functions
    using it assume, not what they check.

    Parameters
    ----------
    table : object
        The argument to check.
    what : str, optional
        How to name it in messages.

    Returns
    -------
    list of list of int
        The rows (each a list, or a tuple used as one).

    Raises
    ------
    InputTypeError
        If *table* is not a collection of rows of ints.
    InputValueError
        If it is empty, not square, or an entry is not an element.

    Examples
    --------
    >>> check_table([[0, 1], [1, 0]])
    [[0, 1], [1, 0]]
    >>> check_table([[0, 1], [1]])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the multiplication table must be square: row 1 has 1 entries, not 2
    """
    what = check_str(what, "what")
    rows: Any = table if type(table) in (list, tuple) else check_items(table, what)
    q = len(rows)
    if q == 0:
        raise InputValueError(f"{what} must have at least one row (the identity's)")
    out: list[list[int]] = []
    for x, row in enumerate(rows):
        if not _is_int_row(row, q):
            row = check_elements(row, q, f"row {x} of {what}")
        if len(row) != q:
            raise InputValueError(f"{what} must be square: row {x} has {len(row)} entries, not {q}")
        out.append(row)
    return out


def check_candidate(table: object, p_set: object, images: object) -> tuple[list[list[int]], frozenset[int], list[int]]:
    """Return a candidate quotient ``(table, p_set, images)`` checked: a table, a set of its elements, and heap images.

    Parameters
    ----------
    table : object
        The multiplication table (:func:`check_table`).
    p_set : object
        The P-portion: a collection of elements.
    images : object
        The element of each heap ``0..n``: at least heap 0's.

    Returns
    -------
    (list of list of int, frozenset of int, list of int)

    Raises
    ------
    InputTypeError, InputValueError
        If a part is malformed (see :func:`check_table`, :func:`check_elements`).

    Examples
    --------
    >>> check_candidate([[0, 1], [1, 0]], {1}, [0, 1])
    ([[0, 1], [1, 0]], frozenset({1}), [0, 1])
    """
    table = check_table(table)
    q = len(table)
    p_set = frozenset(check_elements(p_set, q, "the P-portion"))
    images = check_elements(images, q, "the images")
    if not images:
        raise InputValueError("the images must give at least heap 0's element (the identity)")
    return table, p_set, images


def check_heap_options(options: object, largest: int, what: str = "the heaps' options") -> list[list[tuple[int, ...]]]:
    """Return the options of heaps ``0..largest``, each a tuple of the heaps it leaves (each smaller than its heap).

    Parameters
    ----------
    options : object
        The argument to check: entry ``h`` lists the options of a heap of ``h``
        (what :func:`~cgtalg.impartial.misere.oracle.option_parts` returns);
        entries past *largest* are ignored.
    largest : int
        The largest heap whose options are needed.
    what : str, optional
        How to name the argument in messages.

    Returns
    -------
    list of list of tuple of int
        Entries ``0..largest``.

    Raises
    ------
    InputTypeError
        If *options* is not a collection of collections of tuples of ints,
        or *largest* not an int.
    InputValueError
        If *largest* is negative, *options* has fewer than ``largest + 1``
        entries, or an option of heap ``h`` leaves a heap outside ``1..h-1``.

    Examples
    --------
    >>> check_heap_options([[], [()], [(), (1,)]], 2)       # Nim heaps 0, 1, 2
    [[], [()], [(), (1,)]]
    >>> check_heap_options([[], [(1,)]], 1)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the heaps' options: an option of heap 1 leaves a heap of 1 (each must be 1..0)
    """
    largest = check_int(largest, "the largest heap", minimum=0)
    what = check_str(what, "what")
    entries = check_items(options, what)
    if len(entries) < largest + 1:
        raise InputValueError(f"{what} must list heaps 0..{describe(largest)}: got {len(entries)} entries")
    out: list[list[tuple[int, ...]]] = []
    for h in range(largest + 1):
        heap_options = []
        for parts in check_items(entries[h], f"the options of heap {h}"):
            if type(parts) is not tuple:
                raise InputTypeError(
                    f"{what}: an option of heap {h} must be a tuple of heap sizes, not {type(parts).__name__} "
                    f"({describe(parts)})"
                )
            if not _is_int_row(parts, h) or 0 in parts:
                for part in parts:
                    size = as_integer(part)
                    if size is None:
                        raise InputTypeError(
                            f"{what}: an option of heap {h} must leave int heaps, not {type(part).__name__} ({describe(part)})"
                        )
                    if not 1 <= size < h:
                        raise InputValueError(
                            f"{what}: an option of heap {h} leaves a heap of {describe(part)} (each must be 1..{h - 1})"
                        )
                parts = tuple(int(part) for part in parts)
            heap_options.append(parts)
        out.append(heap_options)
    return out


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

    Raises
    ------
    InputTypeError, InputValueError
        If *initial* is not a collection of ints, or a map of *succ* does
        not send each element to an element.

    Examples
    --------
    >>> refine_partition([0, 0, 0, 1], [[1, 2, 3, 3]])      # 0 -> 1 -> 2 -> 3, only 3 marked
    ([0, 1, 2, 3], 4)
    >>> refine_partition([0, 0, 1, 1], [[1, 0, 3, 2]])
    ([0, 0, 1, 1], 2)
    """
    block = list(_check_classes(initial, "the initial classes"))
    size = len(block)
    succ = _check_maps(succ, size, "the maps")
    count = len(set(block))
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

    Raises
    ------
    InputTypeError
        If *identity* or *generator_count* is not an int, or *step* is not callable.
    InputValueError
        If *generator_count* is negative or over 65536.

    Examples
    --------
    >>> z4 = [[(x + y) % 4 for y in range(4)] for x in range(4)]
    >>> shortest_words(0, 1, lambda x, i: z4[x][1])
    ([0, 1, 2, 3], ['1', 'a', 'a^2', 'a^3'])
    """
    identity = check_int(identity, "the identity")
    generator_count = check_int(generator_count, "the number of generators", minimum=0, maximum=1 << 16)
    if not callable(step):
        raise InputTypeError(f"step must be a function step(x, i), not {type(step).__name__} ({describe(step)})")
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

    Raises
    ------
    InputTypeError, InputValueError
        If *block* is not a collection of ints, a map of *succ* does not
        send each element to an element, or *start* is not an element.

    Examples
    --------
    >>> renumber([0, 0, 1, 1], [[2, 3, 0, 1]], 0)
    ({0: 0, 1: 1}, [0, 2])
    """
    block = _check_classes(block, "the blocks")
    succ = _check_maps(succ, len(block), "the maps")
    start = check_int(start, "the start element", minimum=0, maximum=len(block) - 1)
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


class ImageMap:
    """The images of positions in a monoid, from its table and the element of each heap.

    The table and the images are checked once, when the map is made; its
    methods then take positions as they are (tuples of heap sizes that have
    an image), for the inner loops of the constructions.

    Parameters
    ----------
    table : list of list of int
        The multiplication table (element 0 the identity).
    images : list of int
        The element of each heap size ``0, 1, ...``.

    Attributes
    ----------
    table, images : sequence
        As given (checked).

    Raises
    ------
    InputTypeError, InputValueError
        If *table* is not a square table of elements, or *images* not elements of it.

    Examples
    --------
    >>> nim_parity = ImageMap([[0, 1], [1, 0]], [0, 1])
    >>> nim_parity.of((1, 1, 1)), nim_parity.of_options([(1,), (), (1,)])
    (1, [0, 1])
    """

    __slots__ = ("table", "images")

    def __init__(self, table: object, images: object) -> None:
        self.table = check_table(table)
        self.images = check_elements(images, len(self.table), "the images")

    def of(self, parts: Sequence[int]) -> int:
        """The image of the position with heaps *parts* (not checked).

        Parameters
        ----------
        parts : sequence of int
            Heap sizes, each with an image.

        Returns
        -------
        int
            The product of the heaps' images.

        Examples
        --------
        >>> ImageMap([[0, 1], [1, 0]], [0, 1]).of((1, 1))
        0
        """
        table, images = self.table, self.images
        x = 0
        for h in parts:
            x = table[x][images[h]]
        return x

    def of_options(self, options: Iterable[Sequence[int]]) -> list[int]:
        """The images of *options* (positions, not checked), sorted, each once.

        Parameters
        ----------
        options : iterable of sequence of int
            Positions, each as its heap sizes.

        Returns
        -------
        list of int

        Examples
        --------
        >>> ImageMap([[0, 1], [1, 0]], [0, 1, 0]).of_options([(1,), ()])
        [0, 1]
        """
        of = self.of
        return sorted({of(parts) for parts in options})


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

    Raises
    ------
    InputTypeError, InputValueError
        If *table* is not a square table of elements, an image is not an
        element, or a heap size has no image.

    Examples
    --------
    >>> image_of([[0, 1], [1, 0]], [0, 1], (1, 1)), image_of([[0, 1], [1, 0]], [0, 1], ())
    (0, 0)
    """
    image = ImageMap(table, images)
    return image.of(check_elements(parts, len(image.images), "the heap sizes"))


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

    Raises
    ------
    InputTypeError, InputValueError
        As :func:`image_of`, for each option.

    Examples
    --------
    >>> option_images([[0, 1], [1, 0]], [0, 1, 0], [(1,), ()])     # the options of a Nim heap of 2
    [0, 1]
    """
    image = ImageMap(table, images)
    heaps = len(image.images)
    return image.of_options(
        [check_elements(parts, heaps, "the heap sizes of an option") for parts in check_items(options, "options")]
    )


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

    Raises
    ------
    InputTypeError, InputValueError
        If *table* is not a square table of elements, or *p_set* not a set of elements.

    Examples
    --------
    >>> annihilator_masks([[0, 1], [1, 0]], {0})
    [1, 2]
    """
    table = check_table(table)
    q = len(table)
    p_set = frozenset(check_elements(p_set, q, "the P-portion"))
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

    Raises
    ------
    InputTypeError, InputValueError
        If *table* is not a square table of elements, or *elements* not elements.

    Examples
    --------
    >>> pullers = byte_pullers([[0, 1], [1, 0]], [1])
    >>> pull_bytes(pullers[1], 0b01)            # {z : 1 * z = 0} = {1}
    2
    """
    table = check_table(table)
    q = len(table)
    elements = check_elements(elements, q, "the elements")
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

    Raises
    ------
    InputTypeError, InputValueError
        If *chunks* is not a list of 256-entry tables of masks, or *mask* is
        not a non-negative int of at most ``8 * len(chunks)`` bits.

    Examples
    --------
    >>> pull_bytes(byte_pullers([[0, 1], [1, 0]], [0])[0], 0b10)     # the identity pulls back to itself
    2
    """
    lines = check_items(chunks, "the pull tables")
    for i, line in enumerate(lines):
        line = _check_classes(line, f"pull table {i}")
        if len(line) != 256 or min(line) < 0:
            raise InputValueError(f"pull table {i} must hold 256 non-negative masks (one per byte value)")
        lines[i] = line
    mask = check_int(mask, "the mask", minimum=0)
    if mask.bit_length() > 8 * len(lines):
        raise InputValueError(f"the mask has {mask.bit_length()} bits; these pull tables cover {8 * len(lines)}")
    out = 0
    for i, b in enumerate(mask.to_bytes(len(lines), "little")):
        if b:
            out |= lines[i][b]
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
        ``pull(x, mask) -> int``, for an element ``x`` and a bit mask of
        elements (not checked: it runs in the constructions' inner loops).

    Raises
    ------
    InputTypeError, InputValueError
        If *table* is not a square table of elements.

    Examples
    --------
    >>> pull = preimage_pull([[0, 1], [1, 0]])
    >>> pull(1, 0b01), pull(0, 0b01)
    (2, 1)
    """
    table = check_table(table)
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

    Raises
    ------
    InputTypeError, InputValueError
        If *table* is not a square table of elements, *images* are not
        elements of it for heaps ``0..n-1``, *n*, *index* or *period* is out
        of range, or *label* does not have ``q * (index + period)`` classes.

    Examples
    --------
    >>> _block, _number, _reps, table, images = power_extension([[0]], [0], 1, 1, 2, [0, 1, 0])
    >>> table, images                     # misère Nim on heaps of 1: x^3 = x, P-portion {x}
    ([[0, 1], [1, 0]], [0, 1])
    """
    table = check_table(table)
    q = len(table)
    images = check_elements(images, q, "the images")
    n = check_int(n, "the new heap", minimum=1, maximum=len(images))
    index = check_int(index, "the index", minimum=0)
    period = check_int(period, "the period", minimum=1)
    label = _check_classes(label, "the labels")
    span = index + period
    if len(label) != q * span:
        raise InputValueError(
            f"the labels must give a class to each of the {describe(q * span)} pairs (y, x^c), got {len(label)}"
        )

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

    Raises
    ------
    InputTypeError, InputValueError
        If *table* is not a square table of elements, or *p_set* or
        *images* are not elements of it.

    Examples
    --------
    >>> z4 = [[(x + y) % 4 for y in range(4)] for x in range(4)]
    >>> reduce_candidate(z4, {1, 3}, [0, 1])        # only the parity matters
    ([[0, 1], [1, 0]], frozenset({1}), [0, 1])
    """
    table, p_set, images = check_candidate(table, p_set, images)
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

    Raises
    ------
    InputTypeError, InputValueError
        If *table* is not a square table of elements, *images* are not
        elements of it, or *n* is not a heap of *images*.

    Examples
    --------
    >>> z4 = [[(x + y) % 4 for y in range(4)] for x in range(4)]
    >>> fewest_token_words(z4, [0, 1, 2], 2)
    ([0, 1, 2, 3], [(), (1,), (2,), (1, 2)])
    """
    table = check_table(table)
    q = len(table)
    images = check_elements(images, q, "the images")
    n = check_int(n, "the largest heap", minimum=0, maximum=len(images) - 1)
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
