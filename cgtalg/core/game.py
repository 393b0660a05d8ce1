"""The core's engine behind :class:`Game`: what its operators and methods compute, installed at import.

:class:`Game` itself is defined in :mod:`cgtalg.core.game_type` (its fields,
its operators and methods) and interned by :mod:`cgtalg.core.store`. This
module is the top of the core's chain (game_type -> store -> symbolic ->
coerce -> order -> canonical -> arithmetic -> game): it installs the engine
that the operators and methods reach (``install(engine=...)``, see
:mod:`cgtalg.core`), which coerces ints and dyadic Fractions (never bools or
floats; :mod:`cgtalg.core.coerce`) and calls the arithmetic, the order and
the canonicaliser. Mixed operands work both ways round (``1 + G``,
``G - Fraction(1, 2)``, ``Fraction(1, 2) <= G``).

**Invariant.** Every :class:`Game` is in canonical form and equal values are
the same object, so ``G == H`` is ``G is H``; two symbolic values are added,
negated, multiplied and compared by :mod:`cgtalg.core.symbolic`'s formulas
without entering the general engine.

Examples
--------
>>> from cgtalg import Game, UP, STAR
>>> UP + STAR > 0, UP > 0, 1 + UP - 1 is UP
(False, True, True)
>>> print(3 * UP, Game([1], [STAR]) - 1)
^3 {0|-1*}

References
----------
Siegel, *Combinatorial Game Theory*, ch. II; *Lessons in Play*, ch. 4-5.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import InputTypeError, describe
from .arithmetic import add, multiple, neg
from .canonical import canonical
from .coerce import coerce_operand, coerce_option
from .game_type import Engine, Game, GameData, install
from .norton import norton
from .order import le
from .store import _from_table, _to_table
from .symbolic import (symbolic_birthday, symbolic_le, symbolic_multiple, symbolic_negative, symbolic_options,
                       symbolic_sum)

__all__ = ["Game"]


class _CoreEngine(Engine):
    """The engine of every game: the operators of :class:`~cgtalg.core.game_type.GameData` and Game's methods call these.

    In the compiled core they are C methods calling the engine's C
    functions (``game.pxd``), so ``G + H`` makes no Python-level call.

    Symbolic values (numbers, nimbers, ups and their sums) are answered by
    :mod:`cgtalg.core.symbolic` directly (:func:`~cgtalg.core.symbolic.symbolic_sum`
    and its kin, which are also the general engine's first step): the same
    results, without entering the general engine's modules.
    """

    __slots__ = ()

    def game(self, left: object, right: object) -> Game:
        tl = type(left)
        tr = type(right)
        if (tl is list or tl is tuple) and (tr is list or tr is tuple):  # the common case, inline
            lo = [o if isinstance(o, GameData) else coerce_option(o) for o in left]  # type: ignore[attr-defined]
            ro = [o if isinstance(o, GameData) else coerce_option(o) for o in right]  # type: ignore[attr-defined]
            return canonical(lo, ro)  # type: ignore[arg-type]
        lo = [o if isinstance(o, GameData) else coerce_option(o) for o in _iterate(left, "left")]
        ro = [o if isinstance(o, GameData) else coerce_option(o) for o in _iterate(right, "right")]
        return canonical(lo, ro)  # type: ignore[arg-type]

    def operand(self, o: object) -> Game | None:
        return coerce_operand(o)

    def add(self, g: GameData, h: GameData) -> Game:
        if g._nus is not None and h._nus is not None:
            return symbolic_sum(g, h)  # type: ignore[arg-type]
        return add(g, h)  # type: ignore[arg-type, no-any-return]

    def neg(self, g: GameData) -> Game:
        if g._nus is not None:
            return symbolic_negative(g)  # type: ignore[arg-type]
        return neg(g)  # type: ignore[arg-type]

    def le(self, g: GameData, h: GameData) -> bool:
        if g._nus is not None and h._nus is not None:
            return symbolic_le(g, h)  # type: ignore[arg-type]
        return le(g, h)  # type: ignore[arg-type]

    def multiple(self, k: int, g: GameData) -> Game:
        if g._nus is not None:
            return symbolic_multiple(k, g)  # type: ignore[arg-type]
        return multiple(k, g)  # type: ignore[arg-type]

    def options(self, g: GameData) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
        nus = g._nus
        return symbolic_options(nus[0], nus[1], nus[2])  # type: ignore[index]

    def birthday(self, g: GameData) -> int:
        _compute_birthdays(g)  # type: ignore[arg-type]
        return g._birthday  # type: ignore[return-value]

    def reduce(self, g: GameData) -> tuple[object, ...]:
        return (_from_table, (_to_table(g),))  # type: ignore[arg-type]

    def norton(self, g: GameData, unit: object) -> Game:
        return norton(g, unit)  # type: ignore[arg-type]


def _iterate(options: object, side: str) -> Iterable[object]:
    if type(options) is list or type(options) is tuple:
        return options  # type: ignore[return-value]
    if isinstance(options, (str, bytes)) or not isinstance(options, Iterable):
        raise InputTypeError(
            f"the {side} options must be an iterable of games, not {type(options).__name__} {describe(options)}"
        )
    return options


def _compute_birthdays(root: Game) -> None:
    """Fill ``_birthday`` on *root* and on each subgame it needs, children first, on an explicit stack."""
    stack: list[tuple[Game, bool]] = [(root, False)]
    while stack:
        g, expanded = stack.pop()
        if g._birthday is not None:
            continue
        if g._nus is not None:
            g._birthday = symbolic_birthday(*g._nus)
            continue
        opts = g.left_options + g.right_options
        if expanded:
            g._birthday = 1 + max((o._birthday for o in opts if o._birthday is not None), default=-1)
            continue
        stack.append((g, True))
        stack.extend((o, False) for o in opts if o._birthday is None)


install(engine=_CoreEngine())
