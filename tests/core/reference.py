"""A deliberately naive reference implementation of short games, for tests only.

Games are pairs of frozensets of games (nested tuples), with no caching beyond
``functools.cache`` on the order and no special cases: the textbook
definitions of <=, sum and canonical form. The engine is checked against it.
"""

from __future__ import annotations

from functools import cache

RGame = tuple  # (frozenset of RGame, frozenset of RGame)

R_ZERO: RGame = (frozenset(), frozenset())


def rgame(left, right) -> RGame:
    return (frozenset(left), frozenset(right))


@cache
def r_le(g: RGame, h: RGame) -> bool:
    return not any(r_le(h, gl) for gl in g[0]) and not any(r_le(hr, g) for hr in h[1])


def r_eq(g: RGame, h: RGame) -> bool:
    return r_le(g, h) and r_le(h, g)


@cache
def r_neg(g: RGame) -> RGame:
    return rgame((r_neg(x) for x in g[1]), (r_neg(x) for x in g[0]))


@cache
def r_add(g: RGame, h: RGame) -> RGame:
    left = [r_add(x, h) for x in g[0]] + [r_add(g, x) for x in h[0]]
    right = [r_add(x, h) for x in g[1]] + [r_add(g, x) for x in h[1]]
    return rgame(left, right)


@cache
def r_canonical(g: RGame) -> RGame:
    """Textbook simplification: canonical options, drop dominated, bypass reversible, repeat."""
    left = {r_canonical(x) for x in g[0]}
    right = {r_canonical(x) for x in g[1]}
    whole = rgame(left, right)
    while True:
        changed = False
        left = {a for a in left if not any(a != b and r_le(a, b) for b in left)}
        right = {a for a in right if not any(a != b and r_le(b, a) for b in right)}
        for a in list(left):
            for ar in a[1]:
                if r_le(ar, whole):
                    left.remove(a)
                    left |= set(ar[0])
                    changed = True
                    break
            if changed:
                break
        if not changed:
            for a in list(right):
                for al in a[0]:
                    if r_le(whole, al):
                        right.remove(a)
                        right |= set(al[1])
                        changed = True
                        break
                if changed:
                    break
        if not changed:
            return rgame(left, right)


def from_game(g) -> RGame:
    """Expand a cgtalg Game's canonical form into a reference game."""
    return rgame((from_game(x) for x in g.left_options), (from_game(x) for x in g.right_options))


def r_integer(n: int) -> RGame:
    g = R_ZERO
    for _ in range(abs(n)):
        g = rgame([g], []) if n > 0 else rgame([], [g])
    return g


def r_nimber(k: int) -> RGame:
    opts = [r_nimber(i) for i in range(k)]
    return rgame(opts, opts)


R_STAR = r_nimber(1)
R_UP = rgame([R_ZERO], [R_STAR])


def r_symbolic_le(a: tuple, b: tuple) -> bool:
    """``x + n.^ + *k <= y + m.^ + *j`` for ``a = (x, n, k)``, ``b = (y, m, j)`` (x, y Fractions), by Siegel II.4.

    Written out on Fractions, apart from the store's two routes (machine
    integers and Python ints): different numbers decide alone; with equal
    numbers ``b`` is at least ``a`` when it has two or more ups more, or one
    more and the nimbers do not differ by ``*1`` (``^*`` is confused with 0),
    or the same ups and the same nimber.
    """
    (x, n, k), (y, m, j) = a, b
    if x != y:
        return x < y
    if m - n >= 2:
        return True
    if m - n == 1:
        return k ^ j != 1
    return m == n and k == j
