"""Arithmetic: negation, disjunctive sums and integer multiples, iteratively.

``-G = {-G^R | -G^L}`` and ``G + H = {G^L + H, G + H^L | G^R + H, G + H^R}``.
Both walk the game trees with explicit work stacks, so the depth of a game
never meets Python's recursion limit. Sums take every shortcut the theory
offers before building options:

* symbolic values add componentwise: ``(x + n.^ + *k) + (y + m.^ + *j) =
  (x + y) + (n + m).^ + *(k ^ j)``;
* ``G + (-G) = 0`` once ``-G`` is known;
* number translation: ``G + x = {G^L + x | G^R + x}`` for a number ``x`` and a
  non-number ``G``, already canonical;
* the options ``G^L + H`` are pairwise incomparable, and so are the
  ``G + H^L``, so only pairs across the two groups are tested for dominance;
* a nimber ``x + *k`` with many options (``k >= NIMBER_PRUNE_FROM``) added to
  a small explicit game ``G`` (at most ``PRUNE_SIZE_LIMIT`` explicit
  subpositions) no older than it: an option ``G + x + *j`` is left
  out before it is built when an option ``G^L + x + *k`` dominates it, which
  the incentives decide (``G + *j <= G^L + *k`` iff ``G^L - G >= *(j xor k)``;
  for Right ``G + *j >= G^R + *k`` iff ``G^R - G <= *(j xor k)``). Without
  it, ``G + *k`` builds all the ``G + *j`` (``j < k``) with up to ``j``
  options each, and costs about ``k**3``: ``{1|-1} + *1000``, whose canonical
  form is ``{1*1000 | -1*1000}``, takes 14 s of CPU (compiled core) that way
  and 0.02 s with the pruning (``benchmarks/bench_nimber_sum_pruning.py``).

Leaving out dominated options changes no value, and the canonicaliser does
the rest, so the result is the same canonical game. The incentives are sums
of older games: ``G^L - G`` has a smaller birthday total than ``G + *k``
when ``G`` is no older than ``*k``, so the construction is well founded.

The sum of two explicit games still visits every pair of their subpositions
that play can reach, which is what the definition asks for: for games of
birthdays ``a`` and ``b`` that is up to ``a * b`` sums (see
``benchmarks/bench_core.py --deep`` for the figures).

References
----------
Siegel, *Combinatorial Game Theory*, II.1-II.2 (sums, negatives, number
translation); *Winning Ways*, ch. 2.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..errors import InputTypeError, InputValueError, describe
from .cache import PairCache
from .canonical import canonical
from .order import SHALLOW_LEVELS, le
from .store import Game, explicit, number, symbolic
from .symbolic import symbolic_multiple, symbolic_negative, symbolic_sum

__all__ = ["NIMBER_PRUNE_FROM", "PRUNE_SIZE_LIMIT", "SUM_WORK_LIMIT"]

_add_cache = PairCache("add", 500_000)
_add_memo = _add_cache.get  # smaller id -> {larger id: sum}
_ZERO = number(Fraction(0))
_NO_NUMBER = Fraction(0)

#: ``G + x + *k`` leaves out the dominated options ``G + x + *j`` before
#: building them (see the module docstring) from this ``k`` on. Below it the
#: incentives cost more than the few options they save.
NIMBER_PRUNE_FROM = 8


def neg(g: Game) -> Game:
    """``-g`` (engine level).

    ``-G = {-G^R | -G^L}``, built bottom-up with an explicit stack; each
    game remembers its negative, and the negative remembers it, so the
    walk stops at games already negated.

    Parameters
    ----------
    g : Game
        A canonical game.

    Returns
    -------
    Game
        The canonical form of ``-g``.

    Notes
    -----
    Only None is refused here (InputTypeError; compiled, it would crash
    the interpreter): any other non-Game argument fails with whatever error
    Python raises. The operators of :class:`cgtalg.Game` check their
    operands and call this.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1; Winning Ways, chapter 2.

    Examples
    --------
    >>> from cgtalg import UP, parse
    >>> str(neg(UP)), str(neg(parse("{2|*}")))
    ('v', '{*|-2}')
    """
    if g is None:  # a typed argument lets None through when compiled: fields of None would crash
        raise InputTypeError('neg() takes a Game, not None')
    r = g._neg
    if r is not None:
        return r
    if g._nus is not None:
        return symbolic_negative(g)
    stack: list[tuple[Game, bool]] = [(g, False)]
    while stack:
        s, expanded = stack.pop()
        if s._neg is not None:
            continue
        if s._nus is not None:
            symbolic_negative(s)
            continue
        if not expanded:
            stack.append((s, True))
            for o in s._left + s._right:  # type: ignore[operator]
                if o._neg is None:
                    stack.append((o, False))
            continue
        r = explicit([o._neg for o in s._right], [o._neg for o in s._left])  # type: ignore[misc, union-attr]
        s._neg = r
        r._neg = s
    return g._neg  # type: ignore[return-value]


def _pair_key(g: Game, h: Game) -> tuple[int, int]:
    a, b = g._id, h._id
    return (a, b) if a < b else (b, a)


def add(g: Game, h: Game, levels: int = SHALLOW_LEVELS) -> Game:
    """``g + h`` (engine level).

    The shortcuts come first (symbolic arithmetic, zero, ``g + -g``, the
    cache); a sum they leave open is built from its options, at most
    *levels* calls deep on Python's stack and then on an explicit one
    (:func:`_add_search`). With ``levels=-1`` an open sum is returned as
    None instead, which is how :func:`_add_search` asks.

    Parameters
    ----------
    g, h : Game
        Canonical games.
    levels : int, default SHALLOW_LEVELS
        How many nested calls may build options on Python's stack before
        the explicit stack takes over; -1 asks for None rather than
        building an open sum.

    Returns
    -------
    Game or None
        The canonical form of ``g + h``; None only with ``levels=-1`` when
        no shortcut (the cache included, so the answer depends on what was
        computed before) answers.

    Notes
    -----
    Only None is refused here (InputTypeError; compiled, it would crash
    the interpreter): any other non-Game argument fails with whatever error
    Python raises. The operators of :class:`cgtalg.Game` check their
    operands and call this.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1-II.2; Winning Ways, chapter 2.

    Examples
    --------
    >>> from cgtalg import UP, STAR, parse
    >>> str(add(UP, STAR)), str(add(parse("{1|*}"), UP))
    ('^*', '{1^|^*}')
    >>> str(add(UP, UP, -1))            # symbolic sums need no search
    '^^'
    """
    if g is None or h is None:  # a typed argument lets None through when compiled: fields of None would crash
        raise InputTypeError('add() takes two Games, not None')
    if g._nus is not None and h._nus is not None:
        return symbolic_sum(g, h)  # componentwise, on the stored ints
    if g is _ZERO:
        return h
    if h is _ZERO:
        return g
    if g._neg is h:
        return _ZERO
    if g._id > h._id:
        g, h = h, g
    memo = _add_memo(g._id)
    if memo is not None:
        r = memo.get(h._id)
        if r is not None:
            return r  # type: ignore[no-any-return]
    if levels <= 0:
        # levels=-1 is the probe of _add_search, which checks for None (see
        # order.le for why the annotation says Game).
        return None if levels else _add_search(g, h)  # type: ignore[return-value]
    levels -= 1
    if (g._nus is None) != (h._nus is None) and g._num is None and h._num is None:
        _check_work(g, h)
    # Number translation: G + x = {G^L + x | G^R + x} for G not a number, a
    # form that is canonical when G's is.
    if g._num is not None or h._num is not None:
        x, other = (g, h) if g._num is not None else (h, g)
        r = explicit([add(o, x, levels) for o in other.left_options],  # type: ignore[misc]
                     [add(o, x, levels) for o in other.right_options])  # type: ignore[misc]
    elif (g._nus is not None or h._nus is not None) and _nimber_operand(g, h) is not None:
        nimber_game, other = (g, h) if g._nus is not None else (h, g)
        part, _, k = nimber_game._nus  # type: ignore[misc]
        minus = neg(other)
        left_js, right_js = _kept_nimbers(
            k, [add(o, minus, levels) for o in other.left_options],  # type: ignore[misc]
            [add(o, minus, levels) for o in other.right_options])  # type: ignore[misc]
        left = [add(o, nimber_game, levels) for o in other.left_options]
        left_split = len(left)
        left.extend([add(other, symbolic(part, 0, j), levels) for j in left_js])
        right = [add(o, nimber_game, levels) for o in other.right_options]
        right_split = len(right)
        right.extend([add(other, symbolic(part, 0, j), levels) for j in right_js])
        r = canonical(left, right, left_split if left_split < len(left) else 0,  # type: ignore[arg-type]
                      right_split if right_split < len(right) else 0)
    else:
        left = [add(o, h, levels) for o in g.left_options]
        left_split = len(left)
        left.extend([add(g, o, levels) for o in h.left_options])
        right = [add(o, h, levels) for o in g.right_options]
        right_split = len(right)
        right.extend([add(g, o, levels) for o in h.right_options])
        # Each group is pairwise incomparable (canonical options, translated).
        r = canonical(left, right, left_split if left_split < len(left) else 0,  # type: ignore[arg-type]
                      right_split if right_split < len(right) else 0)
    _add_cache.put_pair(g._id, h._id, r)
    return r


#: The most work :func:`add` takes on for the sum of a value ``x + n.^ + *k`` (not a number) and an
#: explicit game ``G``, counted as ``(|n| + k) * (the explicit subpositions of G)``: about that many
#: sums are built (the followers of ``n.^ + *k`` number about ``|n| + k``). At the limit, tens of
#: seconds; past it the sum is refused (it has no closed form to take instead).
SUM_WORK_LIMIT = 200_000

#: Values with ``|n| + k`` below this are not counted (their sums are small whatever ``G``).
_COUNT_FROM = 1024


def _check_work(g: Game, h: Game) -> None:
    """Refuse (InputValueError) the sum of a symbolic and an explicit game past ``SUM_WORK_LIMIT``."""
    s, other = (g, h) if g._nus is not None else (h, g)
    nus = s._nus
    size = abs(nus[1]) + nus[2]  # type: ignore[index]
    if size < _COUNT_FROM:
        return
    most = SUM_WORK_LIMIT // size  # count G's explicit subpositions up to this
    seen = {other._id}
    stack = [other]
    while stack and len(seen) <= most:
        t = stack.pop()
        for o in t.left_options + t.right_options:
            if o._nus is None and o._id not in seen:
                seen.add(o._id)
                stack.append(o)
    if len(seen) > most:
        game = f"a game of more than {most} explicit subpositions" if most else "a game that is not a number"
        raise InputValueError(
            f"the sum of a value with {describe(abs(nus[1]))} ups and the nimber *{describe(nus[2])} "  # type: ignore[index]
            f"(|n| + k = {describe(size)}) and {game} builds about (|n| + k) * (its explicit subpositions) "
            f"sums, over the limit {SUM_WORK_LIMIT}: no closed form gives it, and it cannot finish"
        )


def _nimber_operand(g: Game, h: Game) -> Game | None:
    """The nimber ``x + *k`` of the sum ``g + h`` whose options are pruned (see the module docstring), or None.

    That is when one of the two is ``x + *k`` with ``k >= NIMBER_PRUNE_FROM``
    and the other a small explicit game (:func:`_small`) no older than it
    (which keeps the incentives it needs smaller sums than ``g + h``).
    """
    if g._nus is not None:
        s, other = g, h
    else:
        s, other = h, g
    nus = s._nus
    if nus is None or other._nus is not None or nus[1] != 0 or nus[2] < NIMBER_PRUNE_FROM:
        return None
    born, limit = other._birthday, s._birthday
    if born is None:
        born = other.birthday
    if limit is None:
        limit = s.birthday
    if born > limit:
        return None
    # Only small games: the incentives of a large one can cost far more than
    # the options they save (a sum of two day-3 games plus *24 took 100 s
    # pruned against 0.1 s unpruned).
    return s if _small(other) else None


#: The most explicit subpositions a game may have for its sums with nimbers to be pruned.
PRUNE_SIZE_LIMIT = 6


def _small(g: Game) -> bool:
    """Whether *g* has at most ``PRUNE_SIZE_LIMIT`` explicit subpositions (a walk that stops early)."""
    seen = {g._id}
    stack = [g]
    while stack:
        s = stack.pop()
        for o in s.left_options + s.right_options:
            if o._nus is None and o._id not in seen:
                if len(seen) >= PRUNE_SIZE_LIMIT:
                    return False
                seen.add(o._id)
                stack.append(o)
    return True


def _kept_nimbers(k: int, left_incentives: list[Game], right_incentives: list[Game]) -> tuple[list[int], list[int]]:
    """The ``j < k`` whose option ``G + x + *j`` of ``G + x + *k`` no ``G^L + x + *k`` (resp. ``G^R + x + *k``) dominates.

    ``G + *j <= G^L + *k`` iff the incentive ``G^L - G >= *(j xor k)``, and
    ``G + *j >= G^R + *k`` iff ``G^R - G <= *(j xor k)``; the incentives
    are given. How ``*m`` compares with a game ``d`` is the same for every
    ``m > birthday(d) + 1`` (a remote star: in the recurrence of
    :func:`cgtalg.core.order.nimber_sweep` no answer changes past the
    birthday), so each incentive is compared with at most
    ``birthday(d) + 3`` nimbers, however large ``k`` is.
    """
    lefts = [_far_comparison(d, True) for d in left_incentives]
    rights = [_far_comparison(d, False) for d in right_incentives]
    # Past every incentive's `far` only the remote answers count, and no star is needed.
    farthest = max([far for _d, far, _r in lefts + rights], default=0)
    left_js: list[int] = []
    right_js: list[int] = []
    for j in range(k):
        m = j ^ k
        star = symbolic(_NO_NUMBER, 0, m) if m < farthest else None
        if not _dominated(lefts, m, star, True):
            left_js.append(j)
        if not _dominated(rights, m, star, False):
            right_js.append(j)
    return left_js, right_js


def _dominated(comparisons: list[tuple[Game, int, bool]], m: int, star: Game | None, above: bool) -> bool:
    """Whether some incentive ``d`` of *comparisons* has ``*m <= d`` (above) or ``d <= *m``; *star* is ``*m``.

    *star* may be None only when ``m`` is at least every ``far`` (then only the remote answers are read).
    """
    for d, far, remote in comparisons:
        if m >= far:
            if remote:
                return True
        elif le(star, d) if above else le(d, star):  # type: ignore[arg-type]
            return True
    return False


def _far_comparison(d: Game, above: bool) -> tuple[Game, int, bool]:
    """``(d, far, answer)``: ``*m <= d`` (above) or ``d <= *m`` for every ``m >= far``."""
    born = d._birthday
    if born is None:
        born = d.birthday
    far = born + 2
    star = symbolic(_NO_NUMBER, 0, far)
    return d, far, (le(star, d) if above else le(d, star))


def _sum_parts(g: Game, h: Game, incentives: tuple[list[Game], list[Game]] | None = None
               ) -> tuple[list[tuple[Game, Game]], list[tuple[Game, Game]], int, int, bool]:
    """The option pairs of ``g + h``: (left pairs, right pairs, left split, right split, translated).

    *incentives* (``G^L - G`` and ``G^R - G``) are given when the sum's
    nimber options are pruned (:func:`_nimber_operand`).
    """
    if g._num is not None or h._num is not None:
        x, other = (g, h) if g._num is not None else (h, g)
        return ([(o, x) for o in other.left_options], [(o, x) for o in other.right_options], 0, 0, True)
    if incentives is not None:
        s, other = (g, h) if g._nus is not None else (h, g)
        part, _, k = s._nus  # type: ignore[misc]
        left_js, right_js = _kept_nimbers(k, *incentives)
        gl, gr = other.left_options, other.right_options
        left = [(o, s) for o in gl] + [(other, symbolic(part, 0, j)) for j in left_js]
        right = [(o, s) for o in gr] + [(other, symbolic(part, 0, j)) for j in right_js]
        left_split = len(gl) if len(gl) < len(left) else 0
        right_split = len(gr) if len(gr) < len(right) else 0
        return left, right, left_split, right_split, False
    gl, gr, hl, hr = g.left_options, g.right_options, h.left_options, h.right_options
    left = [(o, h) for o in gl] + [(g, o) for o in hl]
    right = [(o, h) for o in gr] + [(g, o) for o in hr]
    left_split = len(gl) if len(gl) < len(left) else 0
    right_split = len(gr) if len(gr) < len(right) else 0
    return left, right, left_split, right_split, False


def _add_search(g0: Game, h0: Game) -> Game:
    """``g0 + h0`` by the definition, children first, on an explicit stack.

    The same steps as :func:`add` below its shortcuts, with the open sums of
    options as frames on a stack instead of calls. A frame ``[g, h, parts,
    incentives]`` whose nimber options are pruned first waits for the
    incentives (sums of older games, also frames), then for its options.
    """
    done: dict[tuple[int, int], Game] = {}  # the sums of this computation, whatever the cache drops
    stack: list[list[Any]] = [[g0, h0, None, None]]
    while stack:
        frame = stack[-1]
        g, h, parts, incentives = frame  # type: ignore[misc]
        key = _pair_key(g, h)
        if key in done:
            stack.pop()
            continue
        if parts is None:
            if (g._nus is None) != (h._nus is None) and g._num is None and h._num is None:
                _check_work(g, h)
            known = None
            if (g._nus is not None or h._nus is not None) and g._num is None and h._num is None \
                    and _nimber_operand(g, h) is not None:
                if incentives is None:
                    other = h if g._nus is not None else g
                    minus = neg(other)
                    incentives = frame[3] = ([_sum_or_pair(o, minus) for o in other.left_options],
                                             [_sum_or_pair(o, minus) for o in other.right_options])
                    pending = [[o[0], o[1], None, None] for o in incentives[0] + incentives[1]
                               if type(o) is tuple and _pair_key(o[0], o[1]) not in done]
                    if pending:
                        stack.extend(pending)
                        continue
                known = ([done[_pair_key(*o)] if type(o) is tuple else o for o in incentives[0]],
                         [done[_pair_key(*o)] if type(o) is tuple else o for o in incentives[1]])
            left_pairs, right_pairs, left_split, right_split, translated = _sum_parts(g, h, known)
            # Each option is a known sum, or a pair still to add (looked up in `done` later).
            left = [_sum_or_pair(a, b) for a, b in left_pairs]
            right = [_sum_or_pair(a, b) for a, b in right_pairs]
            parts = frame[2] = (left, right, left_split, right_split, translated)
            pending = [[o[0], o[1], None, None] for o in left + right
                       if type(o) is tuple and _pair_key(o[0], o[1]) not in done]
            if pending:
                stack.extend(pending)
                continue
        stack.pop()
        pending_left, pending_right, left_split, right_split, translated = parts
        lo: list[Game] = [done[_pair_key(*o)] if type(o) is tuple else o for o in pending_left]
        ro: list[Game] = [done[_pair_key(*o)] if type(o) is tuple else o for o in pending_right]
        if translated:
            r = explicit(lo, ro)  # a translated canonical form is canonical
        else:
            r = canonical(lo, ro, left_split, right_split)
        _add_cache.put_pair(*key, r)
        done[key] = r
    return done[_pair_key(g0, h0)]


def _sum_or_pair(a: Game, b: Game) -> Game | tuple[Game, Game]:
    r: Game | None = add(a, b, -1)
    return (a, b) if r is None else r


def multiple(k: int, g: Game) -> Game:
    """``k * g`` for an integer k, by doubling (engine level).

    A negative *k* multiplies ``-g``; ``multiple(0, g)`` is 0.

    Parameters
    ----------
    k : int
        The multiplier, of any sign.
    g : Game
        A canonical game.

    Returns
    -------
    Game
        The canonical form of ``g + g + ... + g`` (*k* copies).

    Notes
    -----
    Only None is refused here (InputTypeError; compiled, it would crash
    the interpreter): any other non-Game argument fails with whatever error
    Python raises. The operators of :class:`cgtalg.Game` check their
    operands and call this.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1.

    Examples
    --------
    >>> from cgtalg import parse
    >>> str(multiple(3, parse("{1|*}"))), str(multiple(-2, parse("^*")))
    ('{2*|1}', 'vv')
    """
    if g is None:  # a typed argument lets None through when compiled: fields of None would crash
        raise InputTypeError('multiple() takes a Game, not None')
    if g._nus is not None:
        return symbolic_multiple(k, g)
    if k < 0:
        return multiple(-k, neg(g))
    result = _ZERO
    power = g
    while k:
        if k & 1:
            result = add(result, power)
        k >>= 1
        if k:
            power = add(power, power)
    return result
