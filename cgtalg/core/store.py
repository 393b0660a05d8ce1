"""The store: the two representations of a game, and interning.

**Invariant.** Equal values are the same object: games are hash-consed, so
``G == H`` is ``G is H`` and a ``set`` of games holds values, and every game
is in canonical form (no dominated and no reversible options; the store
interns what the canonicaliser gives it and never simplifies). The invariant
holds in every thread: the intern tables are read without a lock, and a live
entry is never overwritten (see :func:`_new_symbolic` and :func:`explicit`).

Representation
--------------
A game (:class:`~cgtalg.core.game_type.Game`) is one of two kinds:

* a *symbolic* value ``x + n.^ + *k`` (a dyadic number ``x``, ``n`` ups, the
  nimber ``*k``), which covers numbers, nimbers, ups and their sums. It is
  stored as its parts, and its options are made on demand
  (:mod:`cgtalg.core.symbolic` has their formulas and the arithmetic), so
  ``integer(2**200)``, ``nimber(10**6)`` and ``1000 * UP`` are instant. The
  number ``x`` is also kept as two integers, ``x = a / 2**e`` (``a`` odd
  unless ``e = 0``), so that the arithmetic is integer arithmetic: see
  :func:`symbolic_dyadic`;
* an *explicit* game ``{L | R}`` whose options are canonical games.

Every canonical game that equals a symbolic value is stored symbolically (the
canonicaliser recognises those shapes), so the representation of a value is
unique. Every game also carries its Left and Right stops from construction.

Here are the constructors of both kinds, the intern tables and their
sweeping, the small values kept for the life of the process, the walks over
a game's subgames and the flat table that pickles a game. The store knows
how games are stored, never how they are compared, added or simplified.

References
----------
Siegel, *Combinatorial Game Theory* (AMS 2013), ch. II.2-II.4 (canonical
forms, the values ``x + n.^ + *k``, stops).
"""

from __future__ import annotations

import itertools
import threading
import weakref
from fractions import Fraction
from typing import Iterator

from ..errors import InputTypeError, describe
from . import _capi
from .cache import register_info
from .dyadic import fast_fractions_in_use, normal_fraction
from .game_type import Game, GameData, install, register_notation  # noqa: F401  (Game and install are documented here)

__all__ = ["Game", "install", "iter_subgames", "interned_count"]

_ids = itertools.count()

# Intern tables: key -> weak reference to the one Game with that value. Read
# without a lock (a dict lookup is atomic). Both tables gain new entries by an
# atomic setdefault without the lock (see _new_symbolic, _new_explicit), and lose only
# entries whose game is gone, by _remove_dead (atomic: it deletes an entry only
# if it is still a dead reference). No entry of a live game is ever removed or
# overwritten, so two threads can never create two objects for one value. The
# references have no callbacks (a callback per game cost more than the game
# itself): the entries of games that are gone are dropped by _sweep, under the
# lock, once a table has doubled since its last sweep, and a lookup that finds
# such an entry treats it as a miss.
_symbolic_table: dict[tuple[int, int, int, int], "weakref.ref[Game]"] = {}
_explicit_table: dict[tuple[tuple[int, ...], tuple[int, ...]], "weakref.ref[Game]"] = {}
_intern_lock = threading.RLock()
# Bound once: the miss paths call these directly (cheaper than `with`, which
# looks up two methods on every use).
_lock_acquire = _intern_lock.acquire
_lock_release = _intern_lock.release


def _remove_dead_locked(table: dict, key: object) -> None:  # type: ignore[type-arg]
    """Delete ``table[key]`` if it is a weak reference whose game is gone (and it is there).

    Under _intern_lock, which every remover holds; the lock-free writers of
    the symbolic table only add missing keys, so an entry seen dead here
    stays in place until this deletes it. Used where
    ``_weakref._remove_dead_weakref`` (the same in one C step) is missing.
    """
    with _intern_lock:
        ref = table.get(key)
        if ref is not None and ref() is None:
            del table[key]


try:
    # What weakref.WeakValueDictionary uses: deletes table[key] only if it is a dead weak
    # reference, in one step (C, no Python code in between); a missing key is no error.
    from _weakref import _remove_dead_weakref  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - another Python implementation
    _remove_dead = _remove_dead_locked
else:
    _remove_dead = _remove_dead_weakref
#: A table is swept when it reaches this size; then the limit becomes twice
#: what is left, so sweeping costs O(1) per insertion.
_SWEEP_MIN = 4096
_symbolic_sweep_at = _SWEEP_MIN
_explicit_sweep_at = _SWEEP_MIN

#: Whether a Fraction's parts can be read from its slots (``_numerator``, ``_denominator``): checked
#: once, at import, by :mod:`cgtalg.core.dyadic`.
_FAST_FRACTIONS = fast_fractions_in_use()

_game_class = Game  # for _new_object: a C variable when compiled, not a module-dictionary look-up


# ----------------------------------------------------------------------------------
# Construction and interning
# ----------------------------------------------------------------------------------



def _new_object() -> Game:
    # A bare instance, without Game.__new__'s canonicalisation: GameData.__new__(Game),
    # which the compiled core makes by one C call (see _capi).
    g = _capi.new_instance(_game_class)
    g._id = next(_ids)
    g._neg = None
    g._birthday = None
    g._le = None  # made on the first comparison remembered (cgtalg.core.order)
    return g


def symbolic(x: Fraction, n: int, k: int) -> Game:
    """The interned game ``x + n.^ + *k`` (x dyadic, k >= 0); engine level, no checks.

    The public constructors (:func:`cgtalg.number`, :func:`cgtalg.nimber`,
    :func:`cgtalg.up`) check their arguments and come here.

    Parameters
    ----------
    x : Fraction
        The number part, a dyadic rational.
    n : int
        The number of ups (negative for downs).
    k : int
        The nimber, at least 0.

    Returns
    -------
    Game
        The one object of that value (equal values are the same object).

    Examples
    --------
    >>> from cgtalg import parse
    >>> symbolic(Fraction(1, 2), 1, 1) is parse("1/2^*")
    True
    """
    if _FAST_FRACTIONS and type(x) is Fraction:
        # The slots _fast_fractions_work checked (the public properties run Python code).
        a = x._numerator  # type: ignore[attr-defined]
        d = x._denominator  # type: ignore[attr-defined]
    else:
        a = x.numerator
        d = x.denominator
    e = d.bit_length() - 1
    key = (a, e, n, k)
    ref = _symbolic_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    return _new_symbolic(key, a, e, n, k, x)


def symbolic_dyadic(a: int, e: int, n: int, k: int) -> Game:
    """The interned game ``a / 2**e + n.^ + *k``; engine level, no checks.

    The number part is given as two ints: ``e >= 0``, and ``a`` is odd
    unless ``e == 0`` (the form :func:`dyadic_normal` returns), so that each
    number has one spelling; ``k >= 0``. The engine's symbolic arithmetic
    works on these ints and never builds a Fraction; the Fraction ``x`` of
    :attr:`Game.number_up_star` is made once, when the game is created.

    Parameters
    ----------
    a : int
        The numerator of the number part.
    e : int
        The exponent of its denominator ``2**e``, at least 0.
    n : int
        The number of ups (negative for downs).
    k : int
        The nimber, at least 0.

    Returns
    -------
    Game
        The one object of that value.

    Examples
    --------
    >>> from cgtalg import parse
    >>> symbolic_dyadic(3, 2, -1, 2) is parse("3/4v*2")
    True
    """
    if _capi.C_INTS:
        ca = _capi.small(a)
        cn = _capi.small(n)
        ck = _capi.small(k)
        if ca != _capi.NOT_SMALL and cn != _capi.NOT_SMALL and ck != _capi.NOT_SMALL:
            return symbolic_dyadic_small(ca, e, cn, ck, a, n, k)
    if e == 0:
        # The small values (kept for the life of the process, see SMALL_INTEGERS) by index:
        # no key tuple, no hash, no weak reference. An entry is None only while the tables fill.
        if n == 0:
            if k == 0:
                if _SMALL_INTEGER_LOW <= a <= _SMALL_INTEGER_HIGH:
                    i = a - _SMALL_INTEGER_LOW
                    g = _small_integers[i]
                    if g is not None:
                        return g
            elif a == 0 and k < _SMALL_NIMBER_END:
                i = k
                g = _small_nimbers[i]
                if g is not None:
                    return g
        elif a == 0 and (k == 0 or k == 1) and _SMALL_UP_LOW <= n <= _SMALL_UP_HIGH:
            i = 2 * (n - _SMALL_UP_LOW) + k
            g = _small_ups[i]
            if g is not None:
                return g
    key = (a, e, n, k)
    ref = _symbolic_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    return _new_symbolic(key, a, e, n, k, None)



def symbolic_dyadic_small(a: int, e: int, n: int, k: int, oa: int | None, on: int | None, ok: int | None) -> Game:
    """:func:`symbolic_dyadic` for parts that fit in 63 bits, given as machine integers in the compiled core.

    The callers check the parts with :func:`_capi.small` (below ``2**30``)
    and then add, shift or multiply them, which stays below ``2**63``. The
    look-up in the small-value tables is then C arithmetic, and a small
    value's parts never become Python ints. Called where ``_capi.C_INTS``
    is set (the compiled core; tests set it in pure Python too); the
    answers are those of :func:`symbolic_dyadic`'s general path. *oa*, *on*
    and *ok* are the same parts as Python ints when the caller has them
    (:func:`symbolic_dyadic` does), else None: then they are made here.

    Parameters
    ----------
    a, e : int
        The number part ``a / 2**e`` in normal form, ``|a| < 2**62``.
    n, k : int
        The ups and the nimber, ``|n|, k < 2**62``, ``k >= 0``.
    oa, on, ok : int or None
        *a*, *n* and *k* as Python ints, or None (all three) to make them here.

    Returns
    -------
    Game
        The one object of that value.

    Examples
    --------
    >>> from cgtalg import parse
    >>> symbolic_dyadic_small(3, 2, -1, 2, None, None, None) is symbolic_dyadic(3, 2, -1, 2) is parse("3/4v*2")
    True
    """
    if e == 0:
        if n == 0:
            if k == 0:
                if _C_SMALL_INTEGER_LOW <= a <= _C_SMALL_INTEGER_HIGH:
                    g = _small_integers[a - _C_SMALL_INTEGER_LOW]
                    if g is not None:
                        return g
            elif a == 0 and k < _C_SMALL_NIMBER_END:
                g = _small_nimbers[k]
                if g is not None:
                    return g
        elif a == 0 and (k == 0 or k == 1) and _C_SMALL_UP_LOW <= n <= _C_SMALL_UP_HIGH:
            g = _small_ups[2 * (n - _C_SMALL_UP_LOW) + k]
            if g is not None:
                return g
    if oa is None or on is None or ok is None:
        oa = _capi.as_int(a)
        on = _capi.as_int(n)
        ok = _capi.as_int(k)
    key = (oa, e, on, ok)
    ref = _symbolic_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    return _new_symbolic(key, oa, e, on, ok, None)


def _publish(table: dict, key: tuple, g: Game) -> Game:  # type: ignore[type-arg]
    """Publish the new game *g* under *key* in an intern *table*, without the lock; the game now held there.

    That is *g*, or the live game another thread published under *key*
    first (then *g* is dropped). ``dict.setdefault`` is atomic for keys of
    ints and tuples of ints (their hash and equality run no Python code),
    and an entry is never overwritten: a dead one (the value was made before
    and died) is deleted by :func:`_remove_dead`, which deletes only a dead
    reference, and the loop publishes again. Each round either returns or
    has seen a dead entry removed, and a live game is never removed, so two
    threads making one value end with the same object. Used by
    :func:`_new_symbolic` and :func:`_new_explicit`.
    """
    ref = _capi.weak_ref(g)
    while True:
        old = table.setdefault(key, ref)
        if old is ref:
            return g
        found = old()
        if found is not None:
            return found  # type: ignore[no-any-return]
        _remove_dead(table, key)


def _new_symbolic(key: tuple[int, int, int, int], a: int, e: int, n: int, k: int, x: Fraction | None) -> Game:
    """The miss path of :func:`symbolic_dyadic`: create, then intern.

    Without the lock (:func:`_publish`, where the argument is: of two
    threads creating one value at once, both end with the same object);
    only the sweep takes the lock.
    """
    global _symbolic_sweep_at
    if x is None:
        x = normal_fraction(a, e)
    g = _new_object()
    g._xa = a
    g._xe = e
    g._num = x if (n == 0 and k == 0) else None
    g._nus = (x, n, k)
    g._left = None
    g._right = None
    g._ls = g._rs = _dyadic_sort_key(a, e, x)
    found = _publish(_symbolic_table, key, g)
    if found is not g:
        return found  # another thread published this value first
    if len(_symbolic_table) >= _symbolic_sweep_at:
        _lock_acquire()
        try:
            if len(_symbolic_table) >= _symbolic_sweep_at:
                _symbolic_sweep_at = _sweep(_symbolic_table)
        finally:
            _lock_release()
    return g


def number(x: Fraction) -> Game:
    """The interned number *x* (dyadic Fraction); engine level, no checks.

    :func:`cgtalg.number` is the checked version.

    Parameters
    ----------
    x : Fraction
        A dyadic rational.

    Returns
    -------
    Game

    Examples
    --------
    >>> number(Fraction(-3, 8)).as_fraction()
    Fraction(-3, 8)
    """
    return symbolic(x, 0, 0)


def checked_number(x: Fraction) -> Game | None:
    """The interned number *x* (a Fraction), or None when *x* is not dyadic.

    The test :func:`cgtalg.number` makes first, without Fraction's Python-level
    properties.

    Parameters
    ----------
    x : Fraction
        Any rational (a non-Fraction is read through its ``denominator``).

    Returns
    -------
    Game or None
        The number as a game; None if the denominator of *x* is not a power
        of two.

    Examples
    --------
    >>> str(checked_number(Fraction(3, 8))), checked_number(Fraction(1, 3))
    ('3/8', None)
    """
    if _FAST_FRACTIONS and type(x) is Fraction:
        d = x._denominator  # type: ignore[attr-defined]
    else:
        d = x.denominator
    if d & (d - 1):
        return None
    return symbolic(x, 0, 0)


def _by_id(g: Game) -> int:
    return g._id


def explicit(left: list[Game], right: list[Game]) -> Game:
    """Intern ``{left | right}``; the caller guarantees the form is canonical and not symbolic.

    The key is the pair of sorted option ids, so the same options (in any
    order) give the same object. Nothing is checked: a form that is not
    canonical, or one that is a number, nimber or up, would break the
    invariant that equal values are one object. Users build games with
    :class:`Game`, which simplifies first.

    Parameters
    ----------
    left, right : list of Game
        The options of a canonical game that is not symbolic; both non-empty
        (a game with no option on one side is a number, hence symbolic).

    Returns
    -------
    Game
        The interned game.

    Examples
    --------
    >>> from cgtalg import UP, STAR, parse
    >>> explicit([UP], [STAR]) is parse("{^|*}")
    True
    """
    if len(left) == 1 and len(right) == 1:
        return explicit_pair(left[0], right[0])  # the same key, without the lists
    # The key: the options' ids, sorted (ints sort without a key function);
    # the games themselves are sorted only when a new game is made.
    lids = []
    for o in left:
        lids.append(o._id)
    rids = []
    for o in right:
        rids.append(o._id)
    if len(lids) > 1:
        lids.sort()
    if len(rids) > 1:
        rids.sort()
    key = (tuple(lids), tuple(rids))
    ref = _explicit_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    return _new_explicit(key, left, right)


def _new_explicit(key: tuple[tuple[int, ...], tuple[int, ...]], left: list[Game], right: list[Game]) -> Game:
    """The miss path of :func:`explicit`: create, then intern, without the lock.

    Published by :func:`_publish` (the key is a tuple of tuples of ints), as
    :func:`_new_symbolic` does for symbolic values; only the sweep takes
    the lock.
    """
    g = _new_object()
    g._num = None
    g._nus = None
    g._left = _sorted_by_id(left)
    g._right = _sorted_by_id(right)
    # A canonical non-number has options on both sides: its stops come from them.
    # (Options read into the typed local o: the compiled core reads their C fields.)
    o = left[0]
    ls = o._rs
    for o in left:
        if o._rs > ls:
            ls = o._rs
    o = right[0]
    rs = o._ls
    for o in right:
        if o._ls < rs:
            rs = o._ls
    g._ls = ls
    g._rs = rs
    return _publish_explicit(key, g)


def explicit_pair(left: Game, right: Game) -> Game:
    """Intern ``{left | right}`` with one option a side: :func:`explicit` for ``[left], [right]``.

    The same object :func:`explicit` gives for these options (the same
    key, the same table), made without lists, sorting or loops: the form of
    a switch such as ``{1 | -1}`` and of many canonical forms. As with
    :func:`explicit`, nothing is checked: the caller guarantees that the
    form is canonical and not symbolic (here: not a number, nimber or up).

    Parameters
    ----------
    left, right : Game
        The one Left option and the one Right option.

    Returns
    -------
    Game
        The interned game.

    Raises
    ------
    InputTypeError
        If an option is None (compiled, it would crash the interpreter; any
        other non-Game fails with whatever error Python raises).

    Examples
    --------
    >>> from cgtalg import integer, parse
    >>> g = explicit_pair(integer(2), integer(-1))
    >>> g is parse("{2|-1}") is explicit([integer(2)], [integer(-1)])
    True
    """
    if left is None or right is None:
        raise InputTypeError("explicit_pair() takes two Games, not None")
    key = ((left._id,), (right._id,))
    ref = _explicit_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    g = _new_object()
    g._num = None
    g._nus = None
    g._left = (left,)
    g._right = (right,)
    g._ls = left._rs
    g._rs = right._ls
    return _publish_explicit(key, g)


def _publish_explicit(key: tuple[tuple[int, ...], tuple[int, ...]], g: Game) -> Game:
    """Publish the new explicit game *g* under *key* (:func:`_publish`) and sweep the table when due.

    The game now held under *key*: *g*, or the one another thread published first.
    """
    global _explicit_sweep_at
    found = _publish(_explicit_table, key, g)
    if found is not g:
        return found  # another thread published this value first
    if len(_explicit_table) >= _explicit_sweep_at:
        _lock_acquire()
        try:
            if len(_explicit_table) >= _explicit_sweep_at:
                _explicit_sweep_at = _sweep(_explicit_table)
        finally:
            _lock_release()
    return g


def _sorted_by_id(games: list[Game]) -> tuple[Game, ...]:
    """*games* (distinct) as a tuple in the order of their ids: the order of a new game's options."""
    n = len(games)
    if n == 1:
        return (games[0],)  # the commonest case (a form with one option on a side): nothing to sort
    if n > 8:
        return tuple(sorted(games, key=_by_id))
    out = list(games)
    # Insertion sort: option lists are short, and this needs no key function call per game.
    for i in range(1, n):
        g = out[i]
        j = i - 1
        h = out[j]
        while h._id > g._id:
            out[j + 1] = h
            j -= 1
            if j < 0:
                break
            h = out[j]
        out[j + 1] = g
    return tuple(out)


def _sweep(table: dict) -> int:  # type: ignore[type-arg]
    """Drop the entries of *table* whose game is gone; return the size at which to sweep next.

    Called with _intern_lock held (one sweeper at a time). A key found dead
    here may have been refilled by a lock-free writer of the symbolic table
    before it is deleted (:func:`_new_symbolic` removes a dead entry and
    publishes anew), so the deletion is :func:`_remove_dead`'s, which leaves
    a live entry in place.
    """
    # Over a copy (atomic, and a block copy of the entries: no tuple per entry), since the
    # symbolic table gains entries without the lock.
    dead = [key for key, ref in table.copy().items() if ref() is None]
    for key in dead:
        _remove_dead(table, key)
    return max(2 * len(table), _SWEEP_MIN)


def interned_count() -> int:
    """How many distinct game values are alive (and interned) right now.

    Sweeps the intern tables of games already gone first, so the count is
    exact.

    Returns
    -------
    int

    Examples
    --------
    >>> interned_count() > 0
    True
    """
    global _symbolic_sweep_at, _explicit_sweep_at
    with _intern_lock:
        _symbolic_sweep_at = _sweep(_symbolic_table)
        _explicit_sweep_at = _sweep(_explicit_table)
        return len(_symbolic_table) + len(_explicit_table)


def _table_sizes() -> tuple[int, int]:
    """The sizes of the two intern tables, entries of games already gone included (for tests)."""
    return len(_symbolic_table), len(_explicit_table)


def live_games() -> list[Game]:
    """Every game alive (and interned) right now, in no particular order.

    Returns
    -------
    list of Game

    Examples
    --------
    >>> from cgtalg import UP
    >>> UP in live_games()
    True
    """
    with _intern_lock:
        refs = list(_symbolic_table.values()) + list(_explicit_table.values())
    games = [ref() for ref in refs]
    return [g for g in games if g is not None]


register_info(lambda: {"interned games": {"size": interned_count(), "maxsize": -1, "clears": 0}})


#: 2**-e for e <= 1000 (exact floats, far from the subnormal range).
_INVERSE_POWERS: list[float] = [2.0 ** -e for e in range(1001)]
_FLOAT_EXACT_BOUND = 2**53
_FLOAT_EXACT_LOW = -(2**53)


def _dyadic_sort_key(a: int, e: int, x: Fraction) -> float | Fraction:
    """:func:`_sort_key` of ``x = a / 2**e``, without Fraction arithmetic when ``|a| < 2**53``."""
    if e <= 1000 and _FLOAT_EXACT_LOW < a < _FLOAT_EXACT_BOUND:
        return float(a) * _INVERSE_POWERS[e]  # both factors exact, and so is their product
    return _sort_key(x)


def _sort_key(x: Fraction) -> float | Fraction:
    """*x* as a float when the float is exactly *x*, else *x* itself.

    Dyadic numbers of moderate size are exact floats, and float comparisons
    are far cheaper than Fraction ones; a float and a Fraction still compare
    exactly, so mixing the two never gives a wrong answer.
    """
    try:
        f = x.numerator / x.denominator
    except OverflowError:
        return x
    return f if f.as_integer_ratio() == (x.numerator, x.denominator) else x



# ----------------------------------------------------------------------------------
# Walks (iterative) and pickling
# ----------------------------------------------------------------------------------


def iter_subgames(g: Game, *, expand_symbolic: bool = True) -> Iterator[Game]:
    """Yield every distinct subposition of *g*'s canonical form, *g* first.

    Parameters
    ----------
    g : Game
        The game to walk.
    expand_symbolic : bool, default True
        With False, symbolic values (numbers, nimbers, ups) are yielded but
        their options are not followed.

    Yields
    ------
    Game
        Each subposition once, *g* first (then in depth-first order).

    Raises
    ------
    InputTypeError
        If *g* is not a game (raised when the first item is asked for).

    Examples
    --------
    >>> from cgtalg import UP
    >>> sorted(str(s) for s in iter_subgames(UP))
    ['*', '0', '^']
    """
    if not isinstance(g, GameData):
        raise InputTypeError(f"iter_subgames() takes a game, not {type(g).__name__} ({describe(g)})")
    seen = {g._id}
    stack = [g]
    while stack:
        s = stack.pop()
        yield s
        if s._nus is not None and not expand_symbolic:
            continue
        for o in s.left_options + s.right_options:
            if o._id not in seen:
                seen.add(o._id)
                stack.append(o)


def _to_table(g: Game) -> tuple[tuple[object, ...], ...]:
    """*g* as a flat table: symbolic entries ``(num, den, n, k)``, explicit ones ``(left idx, right idx)``; *g* last."""
    index: dict[int, int] = {}
    rows: list[tuple[object, ...]] = []
    stack: list[tuple[Game, bool]] = [(g, False)]
    while stack:
        s, expanded = stack.pop()
        if s._id in index:
            continue
        if s._nus is not None:
            x, n, k = s._nus
            index[s._id] = len(rows)
            rows.append((x.numerator, x.denominator, n, k))
            continue
        opts = s._left + s._right  # type: ignore[operator]
        if not expanded:
            stack.append((s, True))
            stack.extend((o, False) for o in opts if o._id not in index)
            continue
        index[s._id] = len(rows)
        rows.append((tuple(index[o._id] for o in s._left), tuple(index[o._id] for o in s._right)))  # type: ignore[union-attr]
    return tuple(rows)


def _from_table(rows: tuple[tuple[object, ...], ...]) -> Game:
    """Rebuild (and intern) a game pickled by :func:`_to_table`."""
    built: list[Game] = []
    for row in rows:
        if len(row) == 4:
            num, den, n, k = row
            built.append(symbolic(Fraction(num, den), n, k))  # type: ignore[call-overload, arg-type]
        else:
            left, right = row
            built.append(explicit([built[i] for i in left], [built[i] for i in right]))  # type: ignore[attr-defined]
    return built[-1]


# ----------------------------------------------------------------------------------
# Small values, kept for the life of the process
# ----------------------------------------------------------------------------------

#: The small symbolic values that are created once, at import, and never
#: freed (as CPython keeps its small ints): the integers ``-128 .. 128``, the
#: nimbers ``*0 .. *63`` and ``n.^`` and ``n.^*`` for ``0 < |n| <= 32``.
#: Asking for one of them is an intern-table hit, never a creation: a
#: creation costs about ten hits (allocation, a Fraction, a weak reference,
#: the lock), and values this small are made, dropped and made again all the
#: time (sums of small games, loops over small numbers). 448 games, about
#: 0.2 MB.
SMALL_INTEGERS = range(-128, 129)
SMALL_NIMBERS = range(64)
SMALL_UPS = range(-32, 33)


_SMALL_INTEGER_LOW, _SMALL_INTEGER_HIGH = SMALL_INTEGERS[0], SMALL_INTEGERS[-1]
_SMALL_NIMBER_END = SMALL_NIMBERS[-1] + 1
_SMALL_UP_LOW, _SMALL_UP_HIGH = SMALL_UPS[0], SMALL_UPS[-1]
# The same bounds as machine integers in the compiled core, for symbolic_dyadic_small.
_C_SMALL_INTEGER_LOW, _C_SMALL_INTEGER_HIGH = _SMALL_INTEGER_LOW, _SMALL_INTEGER_HIGH
_C_SMALL_NIMBER_END = _SMALL_NIMBER_END
_C_SMALL_UP_LOW, _C_SMALL_UP_HIGH = _SMALL_UP_LOW, _SMALL_UP_HIGH
#: The small values by index, read by symbolic_dyadic before the intern table:
#: integer a at a - _SMALL_INTEGER_LOW, *k at k, n.^ + *k (k in 0, 1) at
#: 2 * (n - _SMALL_UP_LOW) + k (the entries of n = 0 stay None: those are
#: integers and nimbers). Filled once, at import, by _small_values.
_small_integers: list[Game | None] = [None] * len(SMALL_INTEGERS)
_small_nimbers: list[Game | None] = [None] * len(SMALL_NIMBERS)
_small_ups: list[Game | None] = [None] * (2 * len(SMALL_UPS))


def _small_values() -> tuple[Game, ...]:
    values = []
    for a in SMALL_INTEGERS:
        g = symbolic_dyadic(a, 0, 0, 0)
        _small_integers[a - _SMALL_INTEGER_LOW] = g
        values.append(g)
    for k in SMALL_NIMBERS:
        g = symbolic_dyadic(0, 0, 0, k)
        _small_nimbers[k] = g
        if k:
            values.append(g)  # *0 is the integer 0
    for n in SMALL_UPS:
        if n != 0:
            for k in (0, 1):
                g = symbolic_dyadic(0, 0, n, k)
                _small_ups[2 * (n - _SMALL_UP_LOW) + k] = g
                values.append(g)
    return tuple(values)


_SMALL_VALUES = _small_values()
