"""The cases of the Æquitas check: every split and counterfeit, their names, and small value helpers.

Both sections of the paper's check (:mod:`.destined`, :mod:`.unknown`)
enumerate and name their cases here, so that a case reads the same in every
claim's table.

Examples
--------
>>> [destined_name(l, h, fake) for _, l, h, fake in destined_cases(2, 2)][:3]
['D(2,0), fake light', 'D(1,1), fake light', 'D(1,1), fake heavy']
"""

from __future__ import annotations

from typing import AbstractSet, Callable, Iterable, Iterator

from cgtalg.core.cache import BoundedCache
from cgtalg.errors import InputTypeError, InputValueError, check_bool, check_instance, check_int, check_ints, check_str, describe
from cgtalg.impartial.sprague_grundy import _loopfree_grundy
from cgtalg.rulesets.coins.aequitas import CoinPosition, value

__all__ = [
    "KINDS", "own_value", "shown", "ranges", "destined_name", "destined_cases", "both_kinds",
    "first_counts", "smallest_missing", "misere_nim", "counterfeit_alone",
]

#: The two kinds of counterfeit coin, light first.
KINDS = ("light", "heavy")


def own_value(p: CoinPosition) -> int | None:
    """The value of *p* under its own rules; None where that is not applicable.

    A misère position whose goal is already met has no value under the
    paper's reading (the move to it is forbidden).

    Parameters
    ----------
    p : CoinPosition

    Returns
    -------
    int or None

    Raises
    ------
    InputTypeError
        If *p* is not a :class:`~cgtalg.rulesets.coins.aequitas.CoinPosition`.

    Examples
    --------
    >>> from cgtalg.rulesets.coins.aequitas import F, FM
    >>> own_value(F(3)), own_value(FM(1))
    (2, None)
    """
    check_instance(p, CoinPosition, "a coin position")
    if p.misere and p.is_goal():
        return None
    return value(p)


def shown(x: object) -> str:
    """*x* as text, None as ``"n/a"``.

    Parameters
    ----------
    x : object

    Returns
    -------
    str

    Examples
    --------
    >>> shown(3), shown(None)
    ('3', 'n/a')
    """
    if x is None:
        return "n/a"
    try:
        return str(x)
    except ValueError:  # an int too long to print in decimal
        return describe(x)


def ranges(values: Iterable[int]) -> str:
    """The set of *values* as runs: ``{1, 2, 3, 5}`` is ``"1-3, 5"``, the empty set ``"none"``.

    Parameters
    ----------
    values : iterable of int

    Returns
    -------
    str

    Raises
    ------
    InputTypeError
        If *values* is not a collection of ints.

    Examples
    --------
    >>> ranges([5, 1, 2, 3]), ranges([])
    ('1-3, 5', 'none')
    """
    vs = sorted(set(check_ints(values, "a value", minimum=None)))
    if not vs:
        return "none"
    out, start, prev = [], vs[0], vs[0]
    for v in vs[1:] + [None]:  # type: ignore[list-item]
        if v is not None and v == prev + 1:
            prev = v
            continue
        out.append(shown(start) if start == prev else f"{shown(start)}-{shown(prev)}")
        if v is not None:
            start = prev = v
    return ", ".join(out)


def destined_name(l: int, h: int, fake: str, extra: bool = False, misere: bool = False) -> str:
    """The name of a destined game as the check's tables print it.

    Parameters
    ----------
    l, h : int
        The light- and heavy-destined coins.
    fake : {"light", "heavy"}
        The counterfeit's kind.
    extra : bool, optional
        With an extra (genuine) coin: ``D+``.
    misere : bool, optional
        The misère game: ``DM``.

    Returns
    -------
    str

    Raises
    ------
    InputTypeError, InputValueError
        If *l* or *h* is not a non-negative int, *fake* not a kind, or a
        flag not a bool.

    Examples
    --------
    >>> destined_name(2, 1, "heavy", extra=True, misere=True)
    'DM+(2,1), fake heavy'
    """
    l, h = check_int(l, "l", minimum=0), check_int(h, "h", minimum=0)
    fake = _kind(fake)
    extra, misere = check_bool(extra, "extra"), check_bool(misere, "misere")
    return f"D{'M' if misere else ''}{'+' if extra else ''}({l},{h}), fake {fake}"


def _kind(fake: object) -> str:
    if check_str(fake, "the counterfeit's kind") not in KINDS:
        raise InputValueError(f"the counterfeit's kind is 'light' or 'heavy', not {describe(fake)}")
    return fake  # type: ignore[return-value]


def destined_cases(max_n: int, lo: int = 1) -> Iterator[tuple[int, int, int, str]]:
    """``(N, l, h, fake)`` for every split ``l + h = N``, ``lo <= N <= max_n``, and every possible counterfeit.

    Parameters
    ----------
    max_n : int
        The largest N.
    lo : int, optional
        The smallest N.

    Yields
    ------
    tuple
        ``(N, l, h, fake)``: N by N, l from N down, light before heavy
        (a kind is left out when no coin has its destiny).

    Raises
    ------
    InputTypeError
        If *max_n* or *lo* is not an int (raised when the first case is
        asked for).

    Examples
    --------
    >>> list(destined_cases(1))
    [(1, 1, 0, 'light'), (1, 0, 1, 'heavy')]
    """
    max_n, lo = check_int(max_n, "max_n"), check_int(lo, "lo")
    for n in range(lo, max_n + 1):
        for l in range(n, -1, -1):
            h = n - l
            for fake in KINDS:
                if (l if fake == "light" else h) > 0:
                    yield n, l, h, fake


def both_kinds(fn: Callable[[str], int | None]) -> tuple[str, list[int | None]]:
    """``fn(kind)`` for both kinds of counterfeit, and the text showing them (one number if they agree).

    Parameters
    ----------
    fn : callable
        A value for each kind, ``"light"`` and ``"heavy"``.

    Returns
    -------
    tuple
        The text, and the two values (light first).

    Raises
    ------
    InputTypeError
        If *fn* is not callable.

    Examples
    --------
    >>> both_kinds(len)
    ('5', [5, 5])
    >>> both_kinds(lambda kind: 1 if kind == "light" else 2)
    ('1 (light) / 2 (heavy)', [1, 2])
    """
    if not callable(fn):
        raise InputTypeError(f"fn must be a function of a kind, not {type(fn).__name__} ({describe(fn)})")
    vals = [fn(k) for k in KINDS]
    if vals[0] == vals[1]:
        return shown(vals[0]), vals
    return f"{shown(vals[0])} (light) / {shown(vals[1])} (heavy)", vals


# first_counts of the positions met so far: several claims of Section 2 ask for the same ones
_FIRST_COUNTS = BoundedCache("verify.aequitas.first_counts", 20_000)


def first_counts(p: CoinPosition) -> frozenset[int]:
    """How many suspects can remain after one weighing from *p*.

    Parameters
    ----------
    p : CoinPosition

    Returns
    -------
    frozenset of int

    Raises
    ------
    InputTypeError
        If *p* is not a :class:`~cgtalg.rulesets.coins.aequitas.CoinPosition`.

    Examples
    --------
    >>> from cgtalg.rulesets.coins.aequitas import D
    >>> sorted(first_counts(D(3, 0))), sorted(first_counts(D(3, 1, fake="heavy")))
    ([1], [2, 3])
    """
    check_instance(p, CoinPosition, "a coin position")
    counts = _FIRST_COUNTS.get(p)
    if counts is None:
        counts = frozenset(o.suspects for o in p.options())
        _FIRST_COUNTS.put(p, counts)
    return counts  # type: ignore[no-any-return]


def smallest_missing(s: AbstractSet[int]) -> int:
    """The least positive integer not in *s*.

    Parameters
    ----------
    s : set of int

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If *s* is neither a set nor a collection of ints.

    Examples
    --------
    >>> smallest_missing({1, 2, 4})
    3
    """
    if not isinstance(s, AbstractSet):
        s = set(check_ints(s, "an element", minimum=None))
    k = 1
    while k in s:
        k += 1
    return k


def misere_nim(k: int) -> int:
    """The classical misère Grundy value of a Nim heap of *k*.

    Parameters
    ----------
    k : int

    Returns
    -------
    int

    Raises
    ------
    InputTypeError, InputValueError
        If *k* is not an int in ``0..1000`` (the heap is searched move by move).

    Examples
    --------
    >>> [misere_nim(k) for k in range(4)]
    [1, 0, 2, 3]
    """
    k = check_int(k, "a Nim heap", minimum=0, maximum=1000)
    return _loopfree_grundy(k, options=lambda n: range(n), misere=True)


def counterfeit_alone(l: int, h: int, fake: str) -> bool:
    """Whether the counterfeit is the only coin of its destiny.

    Parameters
    ----------
    l, h : int
        The light- and heavy-destined coins.
    fake : {"light", "heavy"}
        The counterfeit's kind.

    Returns
    -------
    bool

    Examples
    --------
    >>> counterfeit_alone(3, 1, "heavy"), counterfeit_alone(3, 1, "light")
    (True, False)
    """
    return (l if fake == "light" else h) == 1
