"""Interoperation with other libraries; each module is optional.

* :mod:`cgtalg.interop.sympy` -- numbers to and from ``sympy.Rational``, and
  games as sympy symbols that print in LaTeX (needs the ``sympy`` extra:
  ``pip install "cgtalg[sympy]"``).

Jupyter needs nothing extra: every :class:`cgtalg.Game` renders as LaTeX
(``_repr_latex_``) and as plain text.

Importing this package is cheap: it imports no third-party library. It
installs on :class:`~cgtalg.Game` the two hooks sympy looks for, so that the
core itself knows nothing of sympy:

* ``Game._sympy_``: ``sympy.sympify(G)`` gives the ``Rational`` of a number
  game, and refuses any other game with ``sympy.SympifyError`` (sympy is
  imported only when this is called);
* ``Game._op_priority``: sympy's numbers hand arithmetic with a game over to
  the game, so ``Rational(1, 2) + G`` is ``G + Rational(1, 2)``, a
  :class:`~cgtalg.Game`, in both orders. Comparisons work in both orders too.

Examples
--------
>>> from cgtalg import parse
>>> parse("{1|*}")._repr_latex_()
'$\\\\{1 \\\\mid \\\\ast\\\\}$'
"""

from __future__ import annotations

from ..core.game import Game

__all__: list[str] = []


def _sympy_(self: Game) -> object:
    """``sympy.sympify(G)``: the ``sympy.Rational`` of a number game (needs the ``sympy`` extra)."""
    from .sympy import sympify_game

    return sympify_game(self)


def install() -> None:
    """Put the sympy hooks on :class:`~cgtalg.Game` (done once, on import).

    Examples
    --------
    >>> from cgtalg import Game
    >>> install(); Game._op_priority > 10.0     # above sympy's Expr (10.0)
    True
    """
    Game._sympy_ = _sympy_  # type: ignore[attr-defined]
    # sympy's binary operators check this attribute: an operand whose
    # priority is above sympy's own is not converted, and sympy returns
    # NotImplemented, so Python calls the Game's reflected operator.
    Game._op_priority = 20.0  # type: ignore[attr-defined]


install()
