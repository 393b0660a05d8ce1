"""The value of a loopy game, in the simplest type that holds it.

:func:`loopy_value` answers with a :class:`~cgtalg.core.game_type.Game` when
the value is a short game, a :class:`~cgtalg.loopy.stopper.Stopper` when it
is a stopper (the game itself is one, or its two sides agree), and a
:class:`~cgtalg.loopy.sided.SidedValue` when it is stopper-sided; a game that
is none of these is refused (its form still has outcomes: see the outcome
module of :mod:`cgtalg.loopy`).

References
----------
.. [Siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. VI.3-VI.5.
"""

from __future__ import annotations

from ..core.game_type import Game
from ..errors import InputValueError
from .sided import SidedValue, _sidle
from .graph import LoopyGame
from .simplest import _alternating_acyclic, _graph_simplest, _NotAStopper
from .stopper import Stopper, _as_form

__all__ = ["loopy_value"]


def loopy_value(g: object) -> Game | Stopper | SidedValue:
    """The value of the loopy game ``g``: a short game, else a stopper, else a sided value.

    Parameters
    ----------
    g : LoopyGame, Stopper, SidedValue, Game or number
        A loopy game.

    Returns
    -------
    Game or Stopper or SidedValue
        A ``Game`` when the value is loopfree; a ``Stopper`` when it is a
        stopper; otherwise its ``SidedValue``.

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.
    InputValueError
        If the library cannot decide within its limits whether ``g`` is
        stopper-sided, or ``g`` is too large.

    Examples
    --------
    >>> from cgtalg import parse
    >>> from cgtalg.loopy import LoopyGame, on, dud
    >>> loopy_value(LoopyGame.from_graph({"a": ([parse("*")], [parse("*")])}, "a"))
    Game('0')
    >>> loopy_value(LoopyGame.from_graph({"a": (["a"], [])}, "a")) is on
    True
    >>> loopy_value(LoopyGame.from_graph({"d": (["d"], ["d"])}, "d")) == dud
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.3-VI.5.
    """
    if isinstance(g, SidedValue):
        value: Stopper | SidedValue = g.onside if g.is_stopper() else g
    else:
        form = _as_form(g, "g")
        if _alternating_acyclic(form.left_arrays, form.right_arrays):
            value = Stopper(form)
        else:
            up, down = _sidle(form, True), _sidle(form, False)
            value = up if up is down else SidedValue(up, down)
    if isinstance(value, Stopper) and value.is_loopfree():
        return value.to_game()
    return value


def _value_of_arrays(left: list[tuple[int, ...]], right: list[tuple[int, ...]], start: int) -> Game | Stopper | SidedValue:
    """:func:`loopy_value` of the graph given by raw arrays (every node reachable from ``start``).

    A stopper graph is valued component by component from the arrays, with no
    canonical :class:`LoopyGame` of the whole graph built; only a graph with an
    alternating cycle in some component is made into a :class:`LoopyGame` and
    sidled.
    """
    try:
        simplest, node, games = _graph_simplest(left, right)
    except _NotAStopper:
        return loopy_value(LoopyGame(left, right, start))
    short = games[start]
    if short is not None:
        return short
    value = Stopper._of_simplest(simplest.form(node[start]))
    return value.to_game() if value.is_loopfree() else value
