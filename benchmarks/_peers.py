"""Adapters that let the core benchmark drive cgtalg and its PyPI peers alike.

Each adapter exposes the same small vocabulary (zero, build a game from two
option lists, le, add, neg, the named values) so that every workload in
``bench_core.py`` runs the *same* algorithm on each library. Nothing here is
a dependency of cgtalg: the peers are imported only when a benchmark asks for
them, and a missing peer is reported as "n/a".

* ``pycgt`` (pure Python): games are frozen dataclasses of frozensets of
  options; ``pycgt.game(L, R)`` returns the canonical form.
* ``cgt-py`` (import name ``cgt_py``, Rust-backed): ``CanonicalForm`` has no
  constructor from option objects, only from ints (64-bit) and strings in its
  own notation, so ``{A,B|C}`` is built by printing the options and parsing
  ``"{...|...}"``. Its objects are unhashable; ``str`` (its canonical
  printout) serves as the key.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable


class Unsupported(Exception):
    """The library cannot express this operation (e.g. an int beyond 64 bits)."""


class CgtalgAdapter:
    name = "cgtalg"

    def __init__(self) -> None:
        import cgtalg

        self.m = cgtalg
        self.compare = cgtalg.compare
        self.less, self.greater, self.equal = cgtalg.Relation.LESS, cgtalg.Relation.GREATER, cgtalg.Relation.EQUAL
        self.zero = cgtalg.ZERO
        self.star = cgtalg.STAR
        self.up_ = cgtalg.UP

    def clear(self) -> None:
        self.m.clear_caches()

    def game(self, left: list[Any], right: list[Any]) -> Any:
        return self.m.Game(left, right)

    def key(self, g: Any) -> Any:
        return g

    def le(self, g: Any, h: Any) -> bool:
        return g <= h

    def relation(self, g: Any, h: Any) -> str:
        # Names by identity: Enum's .name is a Python-level descriptor, and
        # converting the answer should not cost more than computing it.
        r = self.compare(g, h)
        return "LESS" if r is self.less else "GREATER" if r is self.greater else "EQUAL" if r is self.equal else "CONFUSED"

    def add(self, g: Any, h: Any) -> Any:
        return g + h

    def neg(self, g: Any) -> Any:
        return -g

    def eq(self, g: Any, h: Any) -> bool:
        return g == h

    def integer(self, n: int) -> Any:
        return self.m.integer(n)

    def number(self, q: Fraction) -> Any:
        return self.m.number(q)

    def nimber(self, k: int) -> Any:
        return self.m.nimber(k)

    def times(self, k: int, g: Any) -> Any:
        return k * g

    def options(self, g: Any) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
        return g.left_options, g.right_options


class PycgtAdapter:
    name = "pycgt"

    def __init__(self) -> None:
        import pycgt

        self.m = pycgt
        self.zero = pycgt.ZERO
        self.star = pycgt.STAR
        self.up_ = pycgt.UP

    def clear(self) -> None:
        """Empty every memo table pycgt keeps (functools caches and the >= table)."""
        import sys

        pg, pv = sys.modules["pycgt.game"], sys.modules["pycgt.values"]

        pg._geq_cache.clear()
        for mod in (pg, pv):
            for obj in vars(mod).values():
                if callable(getattr(obj, "cache_clear", None)):
                    obj.cache_clear()

    def game(self, left: list[Any], right: list[Any]) -> Any:
        return self.m.game(left, right)

    def key(self, g: Any) -> Any:
        return g

    def le(self, g: Any, h: Any) -> bool:
        return self.m.leq(g, h)

    def relation(self, g: Any, h: Any) -> str:
        return self.m.compare(g, h).name  # type: ignore[no-any-return]

    def add(self, g: Any, h: Any) -> Any:
        return self.m.add(g, h)

    def neg(self, g: Any) -> Any:
        return self.m.negate(g)

    def eq(self, g: Any, h: Any) -> bool:
        return g == h  # canonical forms: structural equality is value equality

    def integer(self, n: int) -> Any:
        return self.m.integer(n)

    def number(self, q: Fraction) -> Any:
        return self.m.number(q)

    def nimber(self, k: int) -> Any:
        return self.m.nimber(k)

    def times(self, k: int, g: Any) -> Any:
        return self.m.multiple(g, k)

    def options(self, g: Any) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
        return tuple(g.left), tuple(g.right)


class CgtPyAdapter:
    name = "cgt-py"

    def __init__(self) -> None:
        import cgt_py

        self.m = cgt_py
        self.CF = cgt_py.CanonicalForm
        self.zero = self.CF(0)
        self.star = self.CF("*")
        self.up_ = self.CF("^")

    def clear(self) -> None:
        """cgt-py keeps no Python-visible cache; each worker is a fresh process."""

    @staticmethod
    def text(g: Any) -> str:
        """cgt-py's own notation for *g* (its ``str`` is the repr ``CanonicalForm('...')``)."""
        return repr(g)[15:-2]

    def game(self, left: list[Any], right: list[Any]) -> Any:
        text = self.text
        return self.CF("{" + ",".join(map(text, left)) + "|" + ",".join(map(text, right)) + "}")

    def key(self, g: Any) -> Any:
        return repr(g)

    def le(self, g: Any, h: Any) -> bool:
        return g <= h

    def relation(self, g: Any, h: Any) -> str:
        a, b = g <= h, h <= g
        return "EQUAL" if a and b else "LESS" if a else "GREATER" if b else "CONFUSED"

    def add(self, g: Any, h: Any) -> Any:
        return g + h

    def neg(self, g: Any) -> Any:
        return -g

    def eq(self, g: Any, h: Any) -> bool:
        return g == h

    def integer(self, n: int) -> Any:
        try:
            return self.CF(n)
        except (TypeError, OverflowError, ValueError) as exc:
            raise Unsupported(f"CanonicalForm({n if n.bit_length() < 64 else '2**%d' % (n.bit_length() - 1)}): {exc}")

    def number(self, q: Fraction) -> Any:
        q = Fraction(q)
        try:
            return self.CF(f"{q.numerator}/{q.denominator}" if q.denominator != 1 else q.numerator)
        except (TypeError, OverflowError, ValueError, SyntaxError) as exc:
            raise Unsupported(f"CanonicalForm('{q}'): {str(exc).splitlines()[0]}")

    def nimber(self, k: int) -> Any:
        try:
            return self.CF(f"*{k}")
        except (TypeError, OverflowError, ValueError, SyntaxError) as exc:
            raise Unsupported(f"CanonicalForm('*{k}'): {str(exc).splitlines()[0]}")

    def times(self, k: int, g: Any) -> Any:
        # No integer multiple in cgt-py: sum by doubling, as cgtalg does.
        result, power, neg = self.zero, g, k < 0
        k = abs(k)
        while k:
            if k & 1:
                result = result + power
            k >>= 1
            if k:
                power = power + power
        return -result if neg else result

    def options(self, g: Any) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
        return tuple(g.left_options), tuple(g.right_options)


ADAPTERS: dict[str, Callable[[], Any]] = {
    "cgtalg": CgtalgAdapter,
    "pycgt": PycgtAdapter,
    "cgt-py": CgtPyAdapter,
}


def from_cgtalg(lib: Any, games: list[Any]) -> list[Any]:
    """Build each cgtalg game in *lib* from its canonical option tree (iterative, memoized)."""
    memo: dict[int, Any] = {}
    out = []
    for root in games:
        stack = [(root, False)]
        while stack:
            g, ready = stack.pop()
            if g._id in memo:
                continue
            left, right = g.left_options, g.right_options
            if ready:
                memo[g._id] = lib.game([memo[o._id] for o in left], [memo[o._id] for o in right])
            else:
                stack.append((g, True))
                stack.extend((o, False) for o in left + right if o._id not in memo)
        out.append(memo[root._id])
    return out


def to_cgtalg(lib: Any, games: list[Any]) -> list[tuple[Any, bool]]:
    """Rebuild each of *lib*'s games in cgtalg from its option tree.

    Returns ``(game, canonical)`` pairs: *canonical* says the peer's options
    were exactly the canonical options of that value (no dominated or
    reversible option left in), so agreement is checked on form, not only on
    value.
    """
    import cgtalg

    memo: dict[Any, tuple[Any, bool]] = {}
    out = []
    for root in games:
        stack = [(root, False)]
        while stack:
            g, ready = stack.pop()
            k = lib.key(g)
            if k in memo:
                continue
            left, right = lib.options(g)
            if ready:
                lc = [memo[lib.key(o)] for o in left]
                rc = [memo[lib.key(o)] for o in right]
                G = cgtalg.Game([x for x, _ in lc], [x for x, _ in rc])
                ok = (
                    all(c for _, c in lc + rc)
                    and len(G.left_options) == len(lc)
                    and len(G.right_options) == len(rc)
                    and set(G.left_options) == {x for x, _ in lc}
                    and set(G.right_options) == {x for x, _ in rc}
                )
                memo[k] = (G, ok)
            else:
                stack.append((g, True))
                stack.extend((o, False) for o in left + right if lib.key(o) not in memo)
        out.append(memo[lib.key(root)])
    return out
