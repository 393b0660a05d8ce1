"""Interoperation with other libraries; each module is optional.

* :mod:`cgtalg.interop.sympy` -- numbers to and from ``sympy.Rational``, and
  games as sympy symbols that print in LaTeX (needs the ``sympy`` extra:
  ``pip install "cgtalg[sympy]"``).

Jupyter needs nothing extra: every :class:`cgtalg.Game` renders as LaTeX
(``_repr_latex_``) and as plain text.

Examples
--------
>>> from cgtalg import parse
>>> parse("{1|*}")._repr_latex_()
'$\\\\{1 \\\\mid \\\\ast\\\\}$'
"""

from ..core.store import Game


def _sympy_(self: Game) -> object:
    """Let ``sympy.sympify(G)`` work (needs the ``sympy`` extra); sympy is imported only here."""
    from .sympy import to_sympy

    return to_sympy(self)


Game._sympy_ = _sympy_  # type: ignore[attr-defined]
