"""Misère forms of ruleset positions, and the misère order of positions modulo all games or a universe.

Under misère play a position is worth its whole game tree: two positions
with the same normal-play value can play quite differently beside other
games. :func:`misere_form` copies the tree of a position into a
:class:`~cgtalg.misere.PartizanMisereGame` (each position met becomes the
form of its options; a position offering ``components()`` becomes the sum
of its components' forms, which is the same game). :func:`misere_compare`
then compares two positions, or a position and a form, by the order of
:mod:`cgtalg.misere`: modulo all games (Siegel's theorem,
:func:`cgtalg.misere.geq`), or modulo a
:class:`~cgtalg.misere.Universe` such as the dicots or the dead-ending
games, where far more positions are comparable.

The walk is :func:`cgtalg.engine.traversal.traverse` (explicit stack, memo,
and a cycle check: a loopy position is refused). It meets every position
reachable from the root once, and stops with an error after
:data:`MAX_POSITIONS` of them (or the ``limit=`` given).

References
----------
A. N. Siegel, "Misère canonical forms of partizan games", in *Games of No
Chance 4* (2015); A. N. Siegel, *Combinatorial Game Theory*, ch. V.
U. Larsson, R. Milley, R. J. Nowakowski, G. Renault, C. P. Santos,
"Progress on misère dead ends", arXiv:1807.11297 (comparison modulo the
dicot and dead-ending universes).

Examples
--------
A 1 x 2 Domineering board is Right's one move, a 2 x 1 board Left's; a
board with one of each is their sum:

>>> from cgtalg.rulesets.grid.domineering import Domineering
>>> misere_form(Domineering("..")), misere_form(Domineering(".|.")), misere_form(Domineering("..#|##.|##."))
(-1, 1, {-1|1})
>>> from cgtalg.misere import DEAD_ENDING
>>> board = Domineering("..#|##.|##.")
>>> str(misere_compare(board, 0)), str(misere_compare(board, 0, universe=DEAD_ENDING))
('||', '=')
"""

from __future__ import annotations

from typing import Any

from ..core.order import Relation
from ..errors import InputTypeError, InputValueError, check_int, describe
from ..misere.canonical import geq
from ..misere.form import ZERO, PartizanMisereGame
from ..misere.universe import Universe
from .misere_play import _check_part
from .traversal import MoveCycleError, TypeGuard, components_of, moves_of, traverse

__all__ = ["misere_form", "misere_compare", "MAX_POSITIONS"]

#: The most positions one :func:`misere_form` walk meets by default.
MAX_POSITIONS = 200_000

#: The token of a position that is the sum of its components.
_SUM = "sum"


def misere_form(position: Any, *, limit: int | None = None) -> PartizanMisereGame:
    """The misère form of a position: its game tree as a :class:`~cgtalg.misere.PartizanMisereGame`.

    Parameters
    ----------
    position : object
        A position (``left_options()``/``right_options()``, or ``options()``
        for an impartial one), hashable and comparing by value; a
        :class:`~cgtalg.misere.PartizanMisereGame` is returned as it is; the
        int ``0`` is the empty game.
    limit : int, optional
        The most positions to meet (default :data:`MAX_POSITIONS`).

    Returns
    -------
    PartizanMisereGame
        The form whose Left and Right options are the forms of the
        position's options (not simplified: take
        :func:`cgtalg.misere.canonical` or a universe's ``canonical``).

    Raises
    ------
    InputTypeError
        If *position* is not a position, is a normal-play value (a
        :class:`~cgtalg.Game`, a Fraction, an int other than 0: its canonical
        form has forgotten the options misère play needs) or a loopy value, or
        compares by identity.
    InputValueError
        If moves can cycle (misère play of loopy games is not supported), or
        more than *limit* positions are met.

    References
    ----------
    A. N. Siegel, *Combinatorial Game Theory*, ch. V.1 (misère games as
    forms).

    Examples
    --------
    >>> from cgtalg.rulesets.grid.clobber import Clobber
    >>> misere_form(Clobber("xo")), misere_form(Clobber("xo.ox"))
    (*, {*|*})
    >>> misere_form(3)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: 3 is a normal-play value (int): a canonical value forgets the options that misère play needs, so it has no misère form; use a position, or a misère form (cgtalg.misere.PartizanMisereGame.from_game(g) for the form of a game's canonical tree, or cgtalg.misere.parse)
    """
    bound = MAX_POSITIONS if limit is None else check_int(limit, "the position limit", minimum=1)
    if isinstance(position, int) and not isinstance(position, bool) and position == 0:
        return ZERO
    _check_position(position)
    if isinstance(position, PartizanMisereGame):
        return position
    count = [0]
    guard = TypeGuard(strict=True)
    guard._ok.add(PartizanMisereGame)  # hash-consed: identity is equality of forms

    def expand(p: Any) -> tuple[Any, Any]:
        if isinstance(p, PartizanMisereGame):
            return None, p
        count[0] += 1
        if count[0] > bound:
            raise InputValueError(f"the misère form of {_short(position)} has more than {bound} positions: "
                                  f"pass a larger limit= to misere_form (the default is "
                                  f"cgtalg.engine.misere_forms.MAX_POSITIONS = {MAX_POSITIONS})")
        parts = components_of(p)
        if parts is not None:
            for q in parts:
                _check_position(q)
            return parts, _SUM
        left, right = moves_of(p)
        left, right = list(left), list(right)
        for q in left + right:
            _check_position(q)
        return left + right, len(left)

    def close(p: Any, children: list, token: Any, memo: Any, cut: bool) -> PartizanMisereGame:
        if token == _SUM:
            return sum((memo[c] for c in children), ZERO)
        return PartizanMisereGame([memo[c] for c in children[:token]], [memo[c] for c in children[token:]])

    try:
        return traverse(position, expand=expand, close=close, guard=guard)  # type: ignore[no-any-return]
    except MoveCycleError as exc:
        raise InputValueError(f"misère play of loopy games is not supported: {exc}") from None


def misere_compare(g: Any, h: Any, universe: Universe | None = None) -> Relation:
    """How *g* and *h* compare under misère play, modulo all games or modulo *universe*.

    ``g >= h`` means ``o(g + X) >= o(h + X)`` for every *X* (of the
    universe), misère outcomes ordered ``L > P > R`` and ``L > N > R``.

    Parameters
    ----------
    g, h : object
        Positions or :class:`~cgtalg.misere.PartizanMisereGame` forms (as
        for :func:`misere_form`).
    universe : Universe, optional
        :data:`cgtalg.misere.DICOT`, :data:`cgtalg.misere.DEAD_ENDING` or
        another :class:`~cgtalg.misere.Universe`; ``None`` (the default)
        compares modulo all games.

    Returns
    -------
    Relation
        ``LESS``, ``EQUAL``, ``GREATER`` or ``CONFUSED`` (incomparable).

    Raises
    ------
    InputTypeError
        If *g* or *h* is not usable (see :func:`misere_form`), or *universe*
        is neither None nor a :class:`~cgtalg.misere.Universe`.
    InputValueError
        If moves can cycle, a walk meets more than :data:`MAX_POSITIONS`
        positions, or the form of *g* or *h* is not in *universe*.

    References
    ----------
    A. N. Siegel, "Misère canonical forms of partizan games" (GONC 4), the
    order modulo all games; Larsson, Milley, Nowakowski, Renault, Santos,
    arXiv:1807.11297 (modulo the dicot and dead-ending universes).

    Examples
    --------
    A Domineering board with one domino each way, ``1 + (-1)``, is not
    ``0`` modulo all games but is modulo the dead-ending games:

    >>> from cgtalg.rulesets.grid.domineering import Domineering
    >>> from cgtalg.misere import DEAD_ENDING, DICOT, parse
    >>> pair = Domineering("..#|##.|##.")
    >>> str(misere_compare(pair, 0)), str(misere_compare(pair, 0, universe=DEAD_ENDING))
    ('||', '=')
    >>> str(misere_compare(Domineering(".|."), Domineering("..")))
    '||'
    >>> from cgtalg.rulesets.grid.clobber import Clobber
    >>> str(misere_compare(Clobber("xo.xo"), parse("0"), universe=DICOT)), str(misere_compare(Clobber("xo.xo"), parse("0")))
    ('=', '||')
    >>> misere_compare(Domineering(".."), 0, universe=DICOT)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the first game must be in the dicot universe, got -1
    """
    if universe is not None and not isinstance(universe, Universe):
        raise InputTypeError(f"the universe must be a cgtalg.misere.Universe (such as cgtalg.misere.DICOT) or None "
                             f"for all games, got {describe(universe)}")
    a, b = misere_form(g), misere_form(h)
    if universe is None:
        above, below = geq(a, b), geq(b, a)
    else:
        universe.check(a, "the first game")
        universe.check(b, "the second game")
        above, below = universe.geq(a, b), universe.geq(b, a)
    if above:
        return Relation.EQUAL if below else Relation.GREATER
    return Relation.LESS if below else Relation.CONFUSED


def _check_position(p: object) -> None:
    """Refuse a normal-play value, a loopy value or a non-position."""
    _check_part(p, "misère form")


def _short(p: object) -> str:
    text = repr(p)
    return text if len(text) <= 80 else text[:77] + "..."
