"""Codes and moves of paths, cycles and stars on their permission words (the graph kernel's word route).

A component of a vertex-colouring position (:mod:`cgtalg.engine.graph`) is
coded as :func:`~cgtalg.engine.graph_labelling.pack` codes it: the upper
triangle of its adjacency matrix, two permission bits per vertex, the vertex
count in the low 6 bits. Numbered along the line (a path or a cycle) or
leaves first and centre last (a star), every such component of ``n``
vertices has the same adjacency bits, so its code is fixed by its
*permission word* alone, and the least word over its numberings is a
canonical code. This module computes those codes, and the moves of a path or
a star, on the words themselves: no graph is built or labelled.

The invariant: a code made here is the code :func:`~cgtalg.engine.graph._component_code`
gives the same component (the tests in ``tests/engine/test_graph_paths_cycles_and_stars.py``
and ``test_graph_words.py`` check both routes against the general labelling),
and of a component and its colour swap (L and R exchanged) the lesser code is
taken, negated when it is the swap's. Up to :data:`WORD_VERTICES` vertices the
word and the count fit one 64-bit word, so compiled the readings, the swap
and the moves are C arithmetic.

Examples
--------
>>> from cgtalg.engine.graph_labelling import pack
>>> _line_code(0b11_11_01, 3, False) == pack([0, 1, 2], [2, 5, 2], [3, 3, 1])   # read from the other end
True
"""

from __future__ import annotations

from typing import Sequence

from ..core.cache import BoundedCache
from .search import Key

__all__ = ["WORD_VERTICES"]

#: The most vertices of a graph position (a code keeps a component's count in 6 bits).
MAX_VERTICES = 63

#: The permissions: only Left may colour the vertex, only Right, both.
L, R = 1, 2
_BOTH = 3
_CL, _CR, _CB = L, R, _BOTH  # the same, as C constants when compiled


def _swap(p: int) -> int:
    """The permission *p* with L and R exchanged (the colour swap, which negates the value)."""
    return ((p & L) << 1) | ((p & R) >> 1)


#: Every other bit set: the low bit of each two-bit permission in a word of permissions.
_LOW_BITS = int("01" * MAX_VERTICES, 2)


def _line_bits(n: int, cycle: bool) -> int:
    """The adjacency bits :func:`~cgtalg.engine.graph_labelling.pack` writes for ``0-1-...-(n-1)`` (closed if *cycle*)."""
    bits = 0
    idx = 0
    for a in range(n - 1):
        bits |= 1 << idx          # the edge a-(a+1): the first bit of row a
        idx += n - a - 1
    if cycle:
        bits |= 1 << (n - 2)      # the edge 0-(n-1): the last bit of row 0
    return bits


#: The codes of paths and cycles by their permission words (the same for every ruleset).
_LINE_CODES = BoundedCache("graph line codes", 1 << 18)

_PATH_BITS = tuple(_line_bits(n, False) for n in range(MAX_VERTICES + 1))
_CYCLE_BITS = tuple(_line_bits(n, True) if n >= 3 else 0 for n in range(MAX_VERTICES + 1))


def _star_bits(n: int) -> int:
    """The adjacency bits :func:`~cgtalg.engine.graph_labelling.pack` writes for a star whose centre is ``n - 1``."""
    bits = 0
    idx = 0
    for a in range(n - 1):
        bits |= 1 << (idx + n - a - 2)  # the edge a-(n-1): the last bit of row a
        idx += n - a - 1
    return bits


#: The adjacency bits of stars numbered leaves first, centre last (n >= 4; below, a star is a path).
_STAR_BITS = tuple(_star_bits(n) if n >= 4 else -1 for n in range(MAX_VERTICES + 1))


#: The adjacency bits of a path, cycle and star of n vertices, shifted above its word and count
#: (``_PATH_BITS[n] << (2 * n + 6)``, ...): or-ed with ``(word << 6) | n`` they give its code.
_PATH_HIGH = tuple(b << (2 * n + 6) for n, b in enumerate(_PATH_BITS))
_CYCLE_HIGH = tuple(b << (2 * n + 6) for n, b in enumerate(_CYCLE_BITS))
_STAR_HIGH = tuple(b << (2 * n + 6) if b >= 0 else 0 for n, b in enumerate(_STAR_BITS))

#: The codes of a single vertex only Left may colour and of one both may (Right's is ``-_SINGLE_L``).
_SINGLE_L = (L << 6) | 1
_SINGLE_BOTH = (_BOTH << 6) | 1
#: Runs of single vertices' codes (Right's, Left's, both players'), sliced by _singles_key.
_RUN_R = (-_SINGLE_L,) * (MAX_VERTICES + 1)
_RUN_L = (_SINGLE_L,) * (MAX_VERTICES + 1)
_RUN_BOTH = (_SINGLE_BOTH,) * (MAX_VERTICES + 1)
#: ``(1 << (2 * n + 6)) - 1``: the permission word and vertex count of a code of n vertices.
_LOW_MASKS = tuple((1 << (2 * n + 6)) - 1 for n in range(MAX_VERTICES + 1))


def _vertex_code(p: int) -> int:
    """The signed code of a single vertex with permission *p* (Right's is the negative of Left's)."""
    return ((p << 6) | 1) if p != R else -((L << 6) | 1)


def _star_word(centre: int, counts: Sequence[int]) -> int:
    """The permission word of a star numbered leaves first (L-only, R-only, then both), centre last.

    In closed form: ``(4**c - 1) // 3`` is ``c`` two-bit cells holding 1 each.

    Examples
    --------
    >>> bin(_star_word(3, [0, 2, 1, 1]))
    '0b1111100101'
    """
    a = counts[L]
    b = counts[R]
    c = counts[_BOTH]
    if a + b + c < 31:
        return _small_star_word(centre, a, b, c)
    word = ((1 << (2 * a)) - 1) // 3  # a leaves of permission L (01 each)
    word |= (((1 << (2 * b)) - 1) // 3 * R) << (2 * a)  # then b of permission R (10 each)
    word |= ((1 << (2 * c)) - 1) << (2 * (a + b))  # then c of both (11 each)
    return word | (centre << (2 * (a + b + c)))


def _small_star_word(centre: int, a: int, b: int, c: int) -> int:
    """:func:`_star_word` of a star with ``a + b + c < 31`` leaves (``a`` L-only, ``b`` R-only, ``c`` both).

    The same closed form; the word has at most 62 bits, so compiled it is
    computed in one machine word.

    Examples
    --------
    >>> _small_star_word(3, 2, 1, 1) == _star_word(3, [0, 2, 1, 1]) == 0b1111100101
    True
    """
    one = 1
    word = ((one << (2 * a)) - 1) // 3
    word |= (((one << (2 * b)) - 1) // 3 * 2) << (2 * a)
    word |= ((one << (2 * c)) - 1) << (2 * (a + b))
    return word | (centre << (2 * (a + b + c)))


def _parts_key(parts: list[int]) -> Key:
    """:func:`~cgtalg.engine.search.add_keys` of *parts* that are non-zero ints (components' codes).

    ``0`` for none, the part for one, else the parts sorted (in place) as a
    tuple: what ``add_keys`` gives for such parts, without its flattening
    (and, compiled, without a Python call into another module).

    Examples
    --------
    >>> _parts_key([]), _parts_key([-5]), _parts_key([7, -3, 7])
    (0, -5, (-3, 7, 7))
    """
    if not parts:
        return 0
    if len(parts) == 1:
        return parts[0]
    parts.sort()
    return tuple(parts)


def _star_code(centre: int, counts: Sequence[int]) -> int:
    """The signed code of a star of at least 4 vertices: centre permission and leaf permission counts.

    A star's isomorphism class is its centre's permission and how many
    leaves carry each permission, so numbering the leaves in the order of
    their permissions and the centre last gives one code per class (as
    :func:`_line_code` does for paths; the general labelling is not used).
    The colour swap exchanges the L-only and R-only leaves and swaps the
    centre's permission; as everywhere in this module, the lesser of the two
    codes is taken, negated if it is the swap's.

    Examples
    --------
    >>> from cgtalg.engine.graph import unpack_graph
    >>> unpack_graph(_star_code(3, [0, 0, 0, 3]))                      # the centre comes last
    (4, [8, 8, 8, 7], [3, 3, 3, 3])
    >>> _star_code(1, [0, 2, 0, 1]) == -_star_code(2, [0, 0, 2, 1])    # the colour swap negates
    True
    """
    a = counts[L]
    b = counts[R]
    c = counts[_BOTH]
    n = a + b + c + 1
    if n <= _WORD_VERTICES:
        return _small_star_code(centre, a, b, c)
    if n <= 31:
        word = _small_star_word(centre, a, b, c)
        swapped = _small_star_word(_swap(centre), b, a, c)
    else:
        word = _star_word(centre, counts)
        swapped = _star_word(_swap(centre), (0, b, a, c))
    base = _STAR_BITS[n] << (2 * n)
    if swapped < word:
        return -((((base | swapped) << 6)) | n)
    return (((base | word) << 6)) | n


def _star_rest(centre: int, counts: Sequence[int]) -> Key:
    """The key of a star after a leaf is coloured: centre permission *centre* (0: gone) and leaf counts."""
    m = counts[L] + counts[R] + counts[_BOTH]
    if not centre:
        parts: list[Key] = []
        for p in (L, R, _BOTH):
            if counts[p]:
                parts.extend([_vertex_code(p)] * counts[p])
        return _parts_key(parts)
    if m >= 3:
        return _star_code(centre, counts)
    if m == 0:
        return _vertex_code(centre)
    leaves = [p for p in (L, R, _BOTH) for _ in range(counts[p])]
    if m == 1:
        return _line_code(leaves[0] | (centre << 2), 2, False)
    return _line_code(leaves[0] | (centre << 2) | (leaves[1] << 4), 3, False)


def _line_code(word: int, n: int, cycle: bool) -> int:
    """The signed code of the path (or cycle) of *n* vertices whose permissions along the line are *word*.

    Numbered along the line, every path of *n* vertices has the same
    adjacency bits (and so has every cycle), so of all the numberings along
    the line (two for a path, ``2n`` for a cycle: each start and direction)
    the one with the least permission word gives the least
    :func:`~cgtalg.engine.graph_labelling.pack` code. That least code
    depends only on the component up to isomorphism and describes it fully,
    so it serves as its canonical code (it need not be the code
    :func:`~cgtalg.engine.graph_labelling.canonical_code` would give: a
    path or cycle is always coded here, whatever it came from). As in
    :meth:`~cgtalg.engine.graph.VertexColouringRules._canonical`, the code with L and R exchanged
    is taken, negated, when it is less.

    Examples
    --------
    A path of three vertices whose first vertex only Left may colour is coded
    as read from its other end; with Right's tint instead, it is the negative:

    >>> from cgtalg.engine.graph_labelling import pack
    >>> _line_code(0b11_11_01, 3, False) == pack([0, 1, 2], [2, 5, 2], [3, 3, 1])
    True
    >>> _line_code(0b11_11_10, 3, False) == -_line_code(0b11_11_01, 3, False)
    True
    """
    if n <= _WORD_VERTICES:
        return _small_line_code(word, n, cycle)
    memo = (word << 7) | (n << 1) | cycle
    found = dict.get(_LINE_CODES, memo)  # compiled: a C look-up, no method call on the dict subclass
    if found is not None:
        return found
    swapped = ((word & _LOW_BITS) << 1) | ((word >> 1) & _LOW_BITS)
    if not cycle and n <= 31:
        # A path's two readings, in one machine word each (compiled): what min(_line_words(...)) gives.
        best = _small_path_least(word, n)
        best_swapped = _small_path_least(swapped, n)
    else:
        best = min(_line_words(word, n, cycle))
        best_swapped = min(_line_words(swapped, n, cycle))
    base = (_CYCLE_BITS[n] if cycle else _PATH_BITS[n]) << (2 * n)
    if best_swapped < best:
        found = -(((base | best_swapped) << 6) | n)
    else:
        found = ((base | best) << 6) | n
    if len(_LINE_CODES) < _LINE_CODES.maxsize:  # BoundedCache.put inline (an interpreted call)
        _LINE_CODES[memo] = found
    else:
        _LINE_CODES.put(memo, found)
    return found


def _small_path_least(word: int, n: int) -> int:
    """The lesser of a path's permission word *word* (``n <= 31`` vertices) and its reversal.

    ``min(_line_words(word, n, False))`` in one machine word when compiled.

    Examples
    --------
    >>> _small_path_least(0b11_11_01, 3) == min(_line_words(0b11_11_01, 3, False)) == 0b01_11_11
    True
    """
    rev = 0
    w = word
    for _ in range(n):
        rev = (rev << 2) | (w & 3)
        w >>= 2
    return word if word < rev else rev


# -- paths, cycles and stars of at most WORD_VERTICES vertices, in machine words ----------------
#
# A path's, a cycle's or a star's code is its adjacency bits (the same for every such component of
# n vertices: _PATH_BITS, _CYCLE_BITS, _STAR_BITS), its permission word (2n bits) and n (6 bits).
# Up to WORD_VERTICES vertices the word and n fit in one 64-bit word, so compiled the least reading,
# the colour swap and the moves are C arithmetic; the adjacency bits above them are one Python int
# (_PATH_HIGH, _CYCLE_HIGH, _STAR_HIGH), or-ed in once per code. Same codes as _line_code's table
# route and _star_code's Python-int route (checked in tests/engine/test_graph_paths_cycles_and_stars.py).

#: The most vertices of a path, cycle or star coded and moved in machine words (2n + 6 <= 64).
WORD_VERTICES = 29
_WORD_VERTICES = WORD_VERTICES  # a C constant when compiled

#: The low bit of every two-bit permission of a machine word.
_LOW_WORD = 0x5555555555555555


def _least_reading(word: int, n: int, cycle: bool) -> int:
    """The least permission word over the numberings along a path or cycle of ``n <= WORD_VERTICES`` vertices.

    ``min(_line_words(word, n, cycle))`` in machine words.

    Examples
    --------
    >>> all(_least_reading(w, 3, c) == min(_line_words(w, 3, c)) for w in range(64) for c in (False, True))
    True
    """
    one = 1  # typed in the .pxd: shifts stay in 64 bits
    rev = 0
    w = word
    for _ in range(n):
        rev = (rev << 2) | (w & 3)
        w >>= 2
    if not cycle:
        return word if word < rev else rev
    mask = (one << (2 * n)) - 1
    best = mask
    for k in range(n):
        x = ((word >> (2 * k)) | (word << (2 * (n - k)))) & mask
        if x < best:
            best = x
        x = ((rev >> (2 * k)) | (rev << (2 * (n - k)))) & mask
        if x < best:
            best = x
    return best


def _small_line_code(word: int, n: int, cycle: bool) -> int:
    """:func:`_line_code` of a path or cycle of ``n <= WORD_VERTICES`` vertices, in machine words.

    Examples
    --------
    >>> _small_line_code(0b11_11_01, 3, False) == _line_code(0b11_11_01, 3, False)
    True
    """
    if n == 1:
        return ((word << 6) | 1) if word != _CR else -((_CL << 6) | 1)
    swapped = ((word & _LOW_WORD) << 1) | ((word >> 1) & _LOW_WORD)
    best = _least_reading(word, n, cycle)
    other = _least_reading(swapped, n, cycle)
    high = _CYCLE_HIGH[n] if cycle else _PATH_HIGH[n]
    if other < best:
        return -(high | ((other << 6) | n))
    return high | ((best << 6) | n)


def _small_star_code(centre: int, a: int, b: int, c: int) -> int:
    """:func:`_star_code` of a star of ``4 <= a + b + c + 1 <= WORD_VERTICES`` vertices, in machine words.

    ``a``, ``b``, ``c``: how many leaves only Left, only Right, both may colour.

    Examples
    --------
    >>> _small_star_code(3, 0, 2, 1) == _star_code(3, [0, 0, 2, 1])
    True
    """
    n = a + b + c + 1
    word = _small_star_word(centre, a, b, c)
    swapped = _small_star_word(((centre & _CL) << 1) | ((centre & _CR) >> 1), b, a, c)
    high = _STAR_HIGH[n]
    if swapped < word:
        return -(high | ((swapped << 6) | n))
    return high | ((word << 6) | n)


def _singles_key(r: int, l: int, both: int) -> Key:
    """The key of *r* single vertices only Right may colour, *l* only Left, *both* either: sorted codes."""
    total = r + l + both
    if total == 0:
        return 0
    if total == 1:
        return -_SINGLE_L if r else (_SINGLE_L if l else _SINGLE_BOTH)
    # Slices of ready-made runs of each code (a tuple slice is one C call; no list is built).
    if r == total:
        return _RUN_R[:r]
    if l == total:
        return _RUN_L[:l]
    if both == total:
        return _RUN_BOTH[:both]
    return _RUN_R[:r] + _RUN_L[:l] + _RUN_BOTH[:both]


def _small_star_rest(centre: int, a: int, b: int, c: int) -> Key:
    """:func:`_star_rest` of a star whose centre has permission *centre* (0: gone) and ``a, b, c`` leaves (L, R, both)."""
    m = a + b + c
    if not centre:
        return _singles_key(b, a, c)
    if m >= 3:
        return _small_star_code(centre, a, b, c)
    if m == 0:
        return ((centre << 6) | 1) if centre != _CR else -((_CL << 6) | 1)
    # One or two leaves: a path through the centre, the leaves in the order L, R, both.
    if a:
        first = _CL
        a -= 1
    elif b:
        first = _CR
        b -= 1
    else:
        first = _CB
        c -= 1
    if m == 1:
        return _small_line_code(first | (centre << 2), 2, False)
    second = _CL if a else (_CR if b else _CB)
    return _small_line_code(first | (centre << 2) | (second << 4), 3, False)


def _small_star_moves(word: int, n: int, snort: bool) -> tuple[list[Key], list[Key]]:
    """:meth:`~cgtalg.engine.graph.VertexColouringRules.star_moves` of the star with permission word *word* (leaves, then the centre last).

    *n* (``4 .. WORD_VERTICES``) counts the centre; *snort*: a move takes the
    opponent's permission from the neighbours (else the mover's own, Col).
    The same keys in the same order, in machine words.

    Examples
    --------
    >>> from cgtalg.rulesets.graph.snort import RULES
    >>> _small_star_moves(0b11_11_11_11, 4, True) == RULES.star_moves(3, [0, 0, 0, 3])
    True
    """
    a = b = c = 0
    for k in range(n - 1):
        p = (word >> (2 * k)) & 3
        if p == _CL:
            a += 1
        elif p == _CR:
            b += 1
        else:
            c += 1
    centre = (word >> (2 * n - 2)) & 3
    left: list[Key] = []
    right: list[Key] = []
    for me in range(1, 3):
        lost = (3 - me) if snort else me
        keep = _CB ^ lost
        out = left if me == _CL else right
        if centre & me:
            # The centre coloured: the leaves fall apart, each with a permission less (or gone).
            nl = nr = nb = 0
            for p in range(1, 4):
                cnt = a if p == _CL else (b if p == _CR else c)
                q = p & keep
                if q == _CL:
                    nl += cnt
                elif q == _CR:
                    nr += cnt
                elif q == _CB:
                    nb += cnt
            out.append(_singles_key(nr, nl, nb))
        rest = centre & keep
        if a and me == _CL:
            out.append(_small_star_rest(rest, a - 1, b, c))
        if b and me == _CR:
            out.append(_small_star_rest(rest, a, b - 1, c))
        if c:
            out.append(_small_star_rest(rest, a, b, c - 1))
    return left, right


def _word_region_moves(key: int, snort: bool) -> tuple[list[Key], list[Key]] | None:
    """The moves of component *key* if it is a path or star of at most :data:`WORD_VERTICES` vertices, else None.

    Made on its permission word by :func:`_small_path_moves` or
    :func:`_small_star_moves` (*snort* as there). Not checked: *key* is a
    positive component code.

    Examples
    --------
    >>> from cgtalg.rulesets.graph.col import RULES, Col
    >>> _word_region_moves(Col("path 3").key(), False) == RULES.path_moves(0b111111, 3)
    True
    >>> _word_region_moves(Col("cycle 3").key(), False) is None
    True
    """
    n = key & 63
    if n > _WORD_VERTICES:
        return None
    high = key >> (6 + 2 * n)
    if high == _PATH_BITS[n]:
        low = key & _LOW_MASKS[n]
        return _small_path_moves(low >> 6, n, snort)
    if n >= 4 and high == _STAR_BITS[n]:
        low = key & _LOW_MASKS[n]
        return _small_star_moves(low >> 6, n, snort)
    return None


def _small_path_moves(word: int, n: int, snort: bool) -> tuple[list[Key], list[Key]]:
    """:meth:`~cgtalg.engine.graph.VertexColouringRules.path_moves` of a path of ``n <= WORD_VERTICES`` vertices, in machine words.

    The same keys in the same order (*snort* as for :func:`_small_star_moves`).

    Examples
    --------
    >>> from cgtalg.rulesets.graph.col import RULES
    >>> _small_path_moves(0b11_01_11, 3, False) == RULES.path_moves(0b11_01_11, 3)
    True
    """
    one = 1  # typed in the .pxd: shifts stay in 64 bits
    left: list[Key] = []
    right: list[Key] = []
    for me in range(1, 3):
        lost = (3 - me) if snort else me
        keep = _CB ^ lost
        out = left if me == _CL else right
        for i in range(n):
            if not (word >> (2 * i)) & me:
                continue
            first = None
            second = None
            if i:
                m = i
                w = word & ((one << (2 * m)) - 1)
                end = (w >> (2 * m - 2)) & keep
                if not end:
                    m -= 1
                    w &= (one << (2 * m)) - 1
                else:
                    w = (w & ((one << (2 * m - 2)) - 1)) | (end << (2 * m - 2))
                if m:
                    first = _small_line_code(w, m, False)
            if i < n - 1:
                m = n - 1 - i
                w = word >> (2 * i + 2)
                end = w & keep
                if not end:
                    m -= 1
                    w >>= 2
                else:
                    w = (w ^ (w & 3)) | end
                if m:
                    second = _small_line_code(w, m, False)
            if first is None:
                out.append(0 if second is None else second)
            elif second is None:
                out.append(first)
            elif second < first:
                out.append((second, first))
            else:
                out.append((first, second))
    return left, right


def _line_words(word: int, n: int, cycle: bool) -> list[int]:
    """The permission words of every numbering along a path (both directions) or cycle (every start too)."""
    rev = 0
    w = word
    for _ in range(n):
        rev = (rev << 2) | (w & 3)
        w >>= 2
    if not cycle:
        return [word, rev]
    mask = (1 << (2 * n)) - 1
    out = []
    for k in range(n):
        out.append(((word >> (2 * k)) | (word << (2 * (n - k)))) & mask)
        out.append(((rev >> (2 * k)) | (rev << (2 * (n - k)))) & mask)
    return out


def _family_key(family: str, k: int) -> Key | None:
    """The key of the untinted ``path k``, ``cycle k`` or ``star k`` (as :meth:`~cgtalg.engine.graph.VertexColouringRules.normalise` gives it), or None.

    None when the graph has more than :data:`WORD_VERTICES` vertices (or is
    a cycle of fewer than 3). The graph is one component with every
    permission "both": a single vertex, a path or cycle coded from its
    word of permissions (:func:`_small_line_code`), or a star of at least
    4 vertices coded from its leaves (:func:`_small_star_code`), the codes
    :func:`~cgtalg.engine.graph._component_code` finds for it after looking at its degrees.

    Examples
    --------
    >>> from cgtalg.engine.graph import parse_graph
    >>> from cgtalg.rulesets.graph.col import RULES
    >>> n, adj, perms = parse_graph("star 6")
    >>> _family_key("star", 6) == RULES.normalise(adj, perms, (1 << n) - 1), _family_key("path", 40)
    (True, None)
    """
    one = 1  # typed in the .pxd
    n = k + 1 if family == "star" else k
    if n > _WORD_VERTICES or (family == "cycle" and n < 3):
        return None
    if n == 0:
        return 0
    if n == 1:
        return _SINGLE_BOTH
    if family == "star" and n >= 4:
        return _small_star_code(_CB, 0, 0, k)
    return _small_line_code((one << (2 * n)) - 1, n, family == "cycle")


