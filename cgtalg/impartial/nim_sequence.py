"""Nim-sequences of heap games with arrays: the plain mex scan and the sparse-space method.

The *nim-sequence* of a heap game is ``G(0), G(1), G(2), ...``, the Grundy
values of single heaps; the value of a sum of heaps is their nim-sum. Here
the values are computed heap after heap in a Python list, from the rule's
take-and-break digits, without building positions:

* :func:`mex_scan` -- straight from the definition: for each heap, collect
  the values of all its options and take the mex. Two-heap splits of
  ``m`` tokens cost ``m/2`` nim-sums, so a whole sequence costs ``O(n**2)``.
* :func:`sparse_scan` -- the rare/common split ("sparse space", Winning Ways
  ch. 4 Extras, *Sparse space spells speed*). Fix a bit *mask* and call a
  heap ``x`` *rare* when ``parity(G(x) & mask) xor (c * x) == s`` (``c`` in
  {0, 1} and ``s`` chosen from the data; ``c = 1`` is Flammenkamp's
  "domain" variant). A pair of heaps ``a + b = m`` whose values have
  ``parity((G(a) ^ G(b)) & mask) xor c*m == 1`` always has a rare member,
  so such values are found by running over the rare heaps only. Other
  candidate values are searched pair by pair, which stops at the first hit;
  the scan is exhaustive only when the new value itself is of the
  expensive kind, which for most octal games happens finitely often. The
  method is exact whatever mask is chosen (the mask only changes the
  speed); the mask is re-chosen from the values each time the length
  doubles. When, from 2048 heaps on, even the best mask leaves more than one heap in
  ``_COMMON_RARE`` (8) rare -- games without a sparse space, such as
  Dawson's Kayles 0.07 (about a third of the heaps rare) or 0.37 (a fifth)
  -- the pairs over rare heaps cost more than the plain scan's nim-sums, so
  the method hands the rest of the sequence to :func:`mex_scan` (measured
  at 20,000 heaps: 0.07 sparse 8.9 s vs plain 3.0 s, 0.37 40 s vs 4.3 s;
  0.127, 7 % rare, 1.7 s vs 4.1 s stays sparse).

:func:`nim_sequence` picks the sparse method for finite codes with two-heap
splits and the plain scan otherwise, and can extend a list in place, so an
interrupted computation keeps everything it has computed
(:func:`extend_nim_sequence`); :func:`save_nim_sequence` and
:func:`load_nim_sequence` write and read the plain checkpoint file described
there.

A *rule* is any object with the attributes of
:class:`cgtalg.rulesets.heap.HeapRule`: ``digits`` (``d0..dt``),
``repeat`` (a block repeated forever after them, possibly empty),
``unequal`` (splits must leave different sizes: Grundy's game) and ``name``.

References
----------
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 4.
A. Gangolli, T. Plambeck, *A note on periodicity in some octal games*,
Int. J. Game Theory 18 (1989) 311-320.
A. Flammenkamp, *Sparse- and common-positions of Sprague-Grundy values of
octal games*, http://wwwhomes.uni-bielefeld.de/achim/octal_sparse.html.
A. N. Siegel, *Combinatorial Game Theory*, chapter IV.2.

Examples
--------
>>> from cgtalg.rulesets.heap import TakeAndBreak
>>> nim_sequence(TakeAndBreak("0.77"), 12)
[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
>>> nim_sequence(TakeAndBreak("0.77"), 2000) == mex_scan(TakeAndBreak("0.77"), 2000)
True
"""

from __future__ import annotations

import os
from operator import xor
from typing import Any, Callable, Iterable

from ..errors import InputFileError, InputTypeError, InputValueError, as_integer, check_int, check_ints, check_path, check_str, describe

__all__ = [
    "MAX_HEAPS",
    "nim_sequence",
    "extend_nim_sequence",
    "mex_scan",
    "sparse_scan",
    "save_nim_sequence",
    "load_nim_sequence",
]

Progress = Callable[[int, int], None]

#: The largest heap a nim-sequence may be asked to reach: a list of more
#: values (8 bytes each at least) does not fit in memory.
MAX_HEAPS = 1 << 30

_FIRST_PREFIX = 256  # heaps computed by the plain scan before the sparse method starts
_COMMON_RARE = 8  # more than one heap in this many rare: no sparse space, the plain scan is faster
_JUDGE_FROM = 2048  # ... judged only on this many values or more (early values are not typical)


def _rule_parts(rule: Any) -> tuple[tuple[int, ...], tuple[int, ...], bool]:
    try:
        digits, repeat, unequal = rule.digits, rule.repeat, rule.unequal
    except AttributeError:
        raise InputTypeError(
            f"{type(rule).__name__} is not a heap rule: it needs digits, repeat and unequal "
            "(use cgtalg.rulesets.heap.TakeAndBreak('0.77'), Subtraction({1, 2}) or GrundysGame())"
        ) from None
    if not (digits and _are_digits(digits) and _are_digits(repeat)):
        raise InputTypeError(
            f"{type(rule).__name__} {describe(rule)} has invalid digits {describe(digits)} "
            f"(repeat {describe(repeat)}): each must be a tuple of non-negative ints"
        )
    digits, repeat = tuple(map(int, digits)), tuple(map(int, repeat))
    if unequal and any(d >> 3 for d in digits + repeat):
        raise InputValueError("unequal splits into three or more heaps are not supported")
    return tuple(digits), tuple(repeat), bool(unequal)


def _are_digits(digits: object) -> bool:
    if not isinstance(digits, (tuple, list)):
        return False
    return all((d := as_integer(x)) is not None and d >= 0 for x in digits)


def _digit(digits: tuple[int, ...], repeat: tuple[int, ...], k: int) -> int:
    if k < len(digits):
        return digits[k]
    if not repeat:
        return 0
    return repeat[(k - len(digits)) % len(repeat)]


def _mex(seen: set[int]) -> int:
    v = 0
    while v in seen:
        v += 1
    return v


class _MultiSplits:
    """Sets of nim-sums of splits of m into j >= 3 heaps (hexadecimal digits), built as needed."""

    def __init__(self, values: list[int]):
        self.values = values
        self.tables: dict[int, list[frozenset[int]]] = {}

    def get(self, m: int, j: int) -> frozenset[int]:
        if m < j:
            return frozenset()
        table = self.tables.setdefault(j, [])
        while len(table) <= m:
            table.append(self._compute(len(table), j))
        return table[m]

    def _compute(self, m: int, j: int) -> frozenset[int]:
        g = self.values
        if m < j:
            return frozenset()
        if j == 1:
            return frozenset((g[m],))
        if j == 2:
            return frozenset(map(xor, g[1 : m // 2 + 1], g[m - 1 : m - m // 2 - 1 : -1]))
        out: set[int] = set()
        for a in range(1, m - j + 2):
            ga = g[a]
            out.update(ga ^ x for x in self.get(m - a, j - 1))
        return frozenset(out)


def _check_target(values: list[int], n: object) -> int:
    if not isinstance(values, list):
        raise InputTypeError(f"values must be a list of the known values G(0), G(1), ..., not {type(values).__name__}")
    return check_int(n, "the largest heap", minimum=0, maximum=MAX_HEAPS)


def _report(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None:
        progress(done, total)


def mex_scan(rule: Any, n: int, *, values: list[int] | None = None, progress: Progress | None = None) -> list[int]:
    """Return ``G(0..n)`` by the plain mex scan (every option of every heap).

    Works for every rule: finite or repeating codes, hexadecimal digits
    (splits into three or more heaps), Grundy's game.

    Parameters
    ----------
    rule : HeapRule
        See the module docstring.
    n : int
        The largest heap.
    values : list of int, optional
        Known values ``G(0..L-1)`` to extend **in place** (a checkpoint);
        the same list is returned.
    progress : callable, optional
        Called as ``progress(heaps_done, heaps_total)`` now and then.

    Returns
    -------
    list of int
        ``[G(0), ..., G(n)]``.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak, GrundysGame
    >>> mex_scan(TakeAndBreak("0.[3]"), 6)          # Nim
    [0, 1, 2, 3, 4, 5, 6]
    >>> mex_scan(GrundysGame(), 12)
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]
    >>> mex_scan(TakeAndBreak("0.8"), 7)             # remove 1, leave exactly 3 heaps
    [0, 0, 0, 0, 1, 1, 1, 2]
    """
    digits, repeat, unequal = _rule_parts(rule)
    g = [] if values is None else values
    n = _check_target(g, n)
    multi = _MultiSplits(g)
    step = max(1, (n + 1) // 100)
    while len(g) <= n:
        h = len(g)
        seen: set[int] = set()
        top = h if repeat else min(h, len(digits) - 1)
        for k in range(top + 1):
            d = _digit(digits, repeat, k)
            if not d:
                continue
            m = h - k
            if d & 1 and m == 0:
                seen.add(0)
            if d & 2 and m >= 1:
                seen.add(g[m])
            if d & 4 and m >= 2:
                half = (m - 1) // 2 if unequal else m // 2  # unequal: a < b only
                seen.update(map(xor, g[1 : half + 1], g[m - 1 : m - half - 1 : -1]))
            j = 3
            while d >> j:
                if d >> j & 1 and m >= j:
                    seen.update(multi.get(m, j))
                j += 1
        g.append(_mex(seen))
        if h % step == 0:
            _report(progress, h, n)
    _report(progress, n, n)
    return g


def _parity(x: int) -> int:
    return bin(x).count("1") & 1


def _choose_mask(g: list[int], split: list[int], same_parity: bool) -> tuple[int, int, int]:
    """Pick (mask, c, s) that makes the rare class smallest on the second half of *g*."""
    lo = len(g) // 2
    counts: dict[tuple[int, int], int] = {}
    for x in range(max(lo, 1), len(g)):
        key = (g[x], x & 1)
        counts[key] = counts.get(key, 0) + 1
    bits = max(g).bit_length() if g else 1
    bits = max(1, min(bits, 10))
    best: tuple[int, int, int, int] | None = None
    t = split[0]
    for c in ((0, 1) if same_parity else (0,)):
        # the rare class s: the class of a heap whose value is expensive to confirm
        s = (t & 1) if c else 0
        for mask in range(1, 1 << bits):
            rare = sum(cnt for (v, par), cnt in counts.items() if (_parity(v & mask) ^ (c & par)) == s)
            if best is None or rare < best[0]:
                best = (rare, mask, c, s)
    assert best is not None
    return best[1], best[2], best[3]


def _sparse_mex(g: list[int], h: int, seen: set[int], split: list[int], unequal: bool,
                parity_table: list[int], mask: int, c: int, witnesses: dict[int, list[int]]) -> int:
    """The nim-value of heap *h* in the sparse scan: the least value that no option gives.

    *seen* holds the values of the options found so far (the moves that
    leave one heap, and the splits with a rare part). A candidate ``v`` not
    in *seen* may still come from a split into two common parts; only the
    pair sums ``m`` whose class allows that are searched, first from the
    heaps that gave ``v`` lately (*witnesses*, updated here), then every
    pair.
    """
    v = 0
    while True:
        if v in seen:
            v += 1
            continue
        pv = parity_table[v] if v < 64 else _parity(v & mask)
        # pair sums m = a + b where v could come from two heaps of the same class
        ms = [h - k for k in split if h - k >= 2 and pv ^ (c & (h - k)) == 0]
        found = False
        if ms:
            # first the heaps that gave v lately (the sequence is nearly periodic) ...
            for a in witnesses.get(v, ()):
                for m in ms:
                    if 2 * a <= m and g[a] ^ g[m - a] == v and not (unequal and 2 * a == m):
                        found = True
                        break
                if found:
                    break
            # ... then every pair, all sums at once, smallest heap first
            if not found:
                top = max(ms) // 2
                for a in range(1, top + 1):
                    ga = g[a] ^ v
                    for m in ms:
                        if 2 * a <= m and ga == g[m - a] and not (unequal and 2 * a == m):
                            found = True
                            break
                    if found:
                        recent = witnesses.setdefault(v, [])
                        recent.insert(0, a)
                        del recent[4:]
                        break
        if not found:
            break
        seen.add(v)
        v += 1
    return v


def sparse_scan(
    rule: Any,
    n: int,
    *,
    values: list[int] | None = None,
    progress: Progress | None = None,
    prefix: int = _FIRST_PREFIX,
    common_limit: int | None = _COMMON_RARE,
) -> list[int]:
    """Return ``G(0..n)`` by the sparse-space (rare/common) method.

    Applies to finite codes whose moves leave at most two heaps (octal
    games with finitely many digits, and Grundy's game). The result is the
    same as :func:`mex_scan` whatever the data look like; the speed-up comes
    when one class of values is rare (see the module docstring).

    Parameters
    ----------
    rule : HeapRule
    n : int
        The largest heap.
    values : list of int, optional
        Known values to extend **in place**.
    progress : callable, optional
        ``progress(heaps_done, heaps_total)``.
    prefix : int, default 256
        Heaps computed by the plain scan before the mask is first chosen
        (the tests lower it to exercise the sparse machinery on small heaps).
    common_limit : int or None, default 8
        When more than one heap in *common_limit* is rare under the best
        mask, the rest is computed by :func:`mex_scan` (faster then, same
        values). None keeps the sparse method whatever the data (tests).

    Returns
    -------
    list of int
        ``[G(0), ..., G(n)]``: *values* itself when it was given.

    Raises
    ------
    InputTypeError
        If *rule* is not a heap rule, *values* is not a list, or *n* is not
        an int.
    InputValueError
        For a rule with a repeating block or splits into three or more
        heaps, or *n* negative or over :data:`MAX_HEAPS`.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> sparse_scan(TakeAndBreak("0.07"), 3000) == mex_scan(TakeAndBreak("0.07"), 3000)
    True
    """
    digits, repeat, unequal = _rule_parts(rule)
    if repeat or any(d >> 3 for d in digits):
        raise InputValueError(
            f"the sparse-space method needs a finite code with at most two heaps left by a move; "
            f"use mex_scan for {getattr(rule, 'name', rule)}"
        )
    g = [] if values is None else values
    n = _check_target(g, n)
    split = [k for k, d in enumerate(digits) if d & 4]
    if not split or len(g) > n:
        return mex_scan(rule, n, values=g, progress=progress)
    prefix = check_int(prefix, "prefix", minimum=2)
    if len(g) < prefix:
        mex_scan(rule, min(n, prefix - 1), values=g)
    if len(g) > n:
        return g
    whole = [k for k, d in enumerate(digits) if d & 1]
    single = [k for k, d in enumerate(digits) if d & 2]
    same_parity = len({k & 1 for k in split}) == 1

    def setup() -> tuple[int, int, int, list[int]]:
        mask, c, s = _choose_mask(g, split, same_parity)
        rare = [x for x in range(1, len(g)) if (_parity(g[x] & mask) ^ (c & x)) == s]
        return mask, c, s, rare

    if common_limit is not None:
        common_limit = check_int(common_limit, "common_limit", minimum=1)

    def too_common(rare: list[int]) -> bool:
        return common_limit is not None and len(g) >= _JUDGE_FROM and len(rare) * common_limit > len(g)

    mask, c, s, rare = setup()
    if too_common(rare):
        return mex_scan(rule, n, values=g, progress=progress)
    witnesses: dict[int, list[int]] = {}
    parity_table = [_parity(v & mask) for v in range(64)]
    next_setup = 2 * len(g)
    step = max(1, (n + 1) // 100)
    h = len(g)
    while h <= n:
        if h >= next_setup:
            mask, c, s, rare = setup()
            if too_common(rare):
                return mex_scan(rule, n, values=g, progress=progress)
            parity_table = [_parity(v & mask) for v in range(64)]
            next_setup = 2 * h
        seen = set()
        for k in whole:
            if h == k:
                seen.add(0)
        for k in single:
            if h > k:
                seen.add(g[h - k])
        for k in split:
            m = h - k
            if m < 2:
                continue
            for a in rare:
                if a >= m:
                    break
                b = m - a
                if unequal and a == b:
                    continue
                seen.add(g[a] ^ g[b])
        v = _sparse_mex(g, h, seen, split, unequal, parity_table, mask, c, witnesses)
        g.append(v)
        if ((parity_table[v] if v < 64 else _parity(v & mask)) ^ (c & h)) == s:
            rare.append(h)
        if h % step == 0:
            _report(progress, h, n)
        h += 1
    _report(progress, n, n)
    return g


def extend_nim_sequence(
    rule: Any, values: list[int], n: int, *, method: str = "auto", progress: Progress | None = None
) -> list[int]:
    """Extend *values* (``G(0..L-1)``) in place to ``G(0..n)`` and return it.

    If the computation is interrupted (``KeyboardInterrupt``), *values*
    still holds every value computed so far, ready to be saved with
    :func:`save_nim_sequence` and resumed. The known values are trusted,
    not checked; if *values* already reaches heap *n* it is returned as it
    is.

    Parameters
    ----------
    rule : HeapRule
        ``TakeAndBreak(code)``, ``Subtraction(set)``, ``GrundysGame()``.
    values : list of int
        ``G(0), G(1), ...`` known so far (may be empty); extended in place.
    n : int
        The largest heap wanted.
    method : {"auto", "mex", "sparse"}
        As for :func:`nim_sequence`.
    progress : callable, optional
        ``progress(heaps_done, heaps_total)``.

    Returns
    -------
    list of int
        *values* itself, now holding at least ``G(0..n)``.

    Raises
    ------
    InputTypeError
        If *rule* is not a heap rule, *values* is not a list, or *n* is not
        an int.
    InputValueError
        For *n* negative or over :data:`MAX_HEAPS`, an unknown method, or ``method="sparse"`` for a
        rule the sparse method does not handle.

    References
    ----------
    Winning Ways, chapter 4.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> known = [0, 1, 2]
    >>> extend_nim_sequence(TakeAndBreak("0.77"), known, 5) is known, known
    (True, [0, 1, 2, 3, 1, 4])
    """
    if method not in ("auto", "mex", "sparse"):
        raise InputValueError(f"method must be 'auto', 'mex' or 'sparse', not {describe(method)}")
    digits, repeat, _unequal = _rule_parts(rule)
    sparse_ok = not repeat and not any(d >> 3 for d in digits) and any(d & 4 for d in digits)
    if method == "sparse" or (method == "auto" and sparse_ok):
        return sparse_scan(rule, n, values=values, progress=progress)
    return mex_scan(rule, n, values=values, progress=progress)


def nim_sequence(rule: Any, n: int, *, method: str = "auto", progress: Progress | None = None) -> list[int]:
    """Return the nim-sequence ``[G(0), ..., G(n)]`` of a heap game.

    Parameters
    ----------
    rule : HeapRule
        ``TakeAndBreak(code)``, ``Subtraction(set)``, ``GrundysGame()``.
    n : int
        The largest heap.
    method : {"auto", "mex", "sparse"}
        ``"auto"`` uses the sparse-space method for finite codes with
        two-heap splits and the plain mex scan otherwise.
    progress : callable, optional
        ``progress(heaps_done, heaps_total)``.

    Returns
    -------
    list of int

    Raises
    ------
    InputTypeError
        If *rule* is not a heap rule.
    InputValueError
        For *n* negative or over :data:`MAX_HEAPS`, or an unknown method.

    References
    ----------
    Winning Ways, chapter 4; Siegel, *Combinatorial Game Theory*, IV.2.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak, Subtraction
    >>> nim_sequence(TakeAndBreak("0.07"), 10)
    [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]
    >>> nim_sequence(Subtraction({1, 3, 4}), 10)
    [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1]
    """
    return extend_nim_sequence(rule, [], n, method=method, progress=progress)


_MAGIC = "# cgtalg nim-sequence v1"


def save_nim_sequence(path: str, game: str, values: Iterable[int]) -> None:
    """Write a nim-sequence checkpoint: a plain text file.

    The format (version 1) is three kinds of lines::

        # cgtalg nim-sequence v1
        game: 0.77
        count: 13
        0 1 2 3 1 4 3 2 1 4 2 6 4

    ``game`` is the rule's name as :func:`cgtalg.rulesets.heap.rule_from_name`
    reads it, ``count`` the number of values (heaps ``0..count-1``), and the
    values follow, space-separated, any number per line. The file is
    written to ``path + ".tmp"`` and renamed, so an interruption never
    leaves half a checkpoint.

    Parameters
    ----------
    path : str
        The file to write (replaced if it exists).
    game : str
        The rule's name, e.g. ``"0.77"``.
    values : iterable of int
        ``G(0), G(1), ...``.

    Raises
    ------
    InputTypeError
        If *path* is not a path, *game* not a str, or *values* not
        non-negative ints.
    InputFileError
        If the file cannot be written (an :class:`~cgtalg.errors.InputValueError`
        that is also an :class:`OSError`).

    Examples
    --------
    >>> import os, tempfile
    >>> p = os.path.join(tempfile.mkdtemp(), "kayles.txt")
    >>> save_nim_sequence(p, "0.77", [0, 1, 2, 3])
    >>> load_nim_sequence(p)
    ('0.77', [0, 1, 2, 3])
    """
    path = os.fsdecode(check_path(path, "a nim-sequence checkpoint"))
    game = check_str(game, "the game's name")
    if "\n" in game or "\r" in game:
        raise InputValueError(f"the game's name must be one line, got {describe(game)}")
    vals = check_ints(values, "a nim-value")
    tmp = path + ".tmp"
    try:
        with open(tmp, "w", encoding="ascii") as fh:
            fh.write(f"{_MAGIC}\ngame: {game}\ncount: {len(vals)}\n")
            for i in range(0, len(vals), 10000):
                fh.write(" ".join(map(str, vals[i : i + 10000])) + "\n")
        os.replace(tmp, path)
    except (OSError, UnicodeEncodeError) as exc:
        raise InputFileError.because(f"cannot write the nim-sequence checkpoint {path}", exc) from exc


def load_nim_sequence(path: str) -> tuple[str, list[int]]:
    """Read a checkpoint written by :func:`save_nim_sequence`: ``(game, values)``.

    Parameters
    ----------
    path : str
        The checkpoint file.

    Returns
    -------
    tuple of (str, list of int)
        The rule's name and the values ``G(0), G(1), ...``.

    Raises
    ------
    InputTypeError
        If *path* is not a path (an int would be read as a file descriptor).
    InputFileError
        If the file cannot be read (an :class:`~cgtalg.errors.InputValueError`
        that is also an :class:`OSError`).
    InputValueError
        If the file is not a version-1 checkpoint, or its count does not
        match the values (a truncated file).

    Examples
    --------
    >>> import os, tempfile
    >>> p = os.path.join(tempfile.mkdtemp(), "bad.txt")
    >>> _ = open(p, "w").write("hello\\n")
    >>> load_nim_sequence(p)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: ...bad.txt is not a cgtalg nim-sequence checkpoint (first line should be '# cgtalg nim-sequence v1')
    """
    path = os.fsdecode(check_path(path, "a nim-sequence checkpoint"))
    try:
        with open(path, encoding="ascii") as fh:
            lines = fh.read().splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InputFileError.because(f"cannot read the nim-sequence checkpoint {path}", exc) from exc
    if not lines or lines[0].strip() != _MAGIC:
        raise InputValueError(f"{path} is not a cgtalg nim-sequence checkpoint (first line should be {_MAGIC!r})")
    try:
        game = lines[1].split(":", 1)[1].strip()
        count = int(lines[2].split(":", 1)[1])
        values = [int(tok) for line in lines[3:] for tok in line.split()]
    except (IndexError, ValueError):
        raise InputValueError(f"{path}: malformed checkpoint header or values") from None
    if len(values) != count or any(v < 0 for v in values):
        raise InputValueError(f"{path}: the checkpoint says {count} values but holds {len(values)} (truncated?)")
    return game, values
