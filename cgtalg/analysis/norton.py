"""Norton multiplication ``G.U``, listed with the analyses: :func:`cgtalg.core.norton.norton`.

The product is algebra of games and lives in the core
(:mod:`cgtalg.core.norton`, behind ``Game.norton``); this module names it
where the analyses are listed, so ``from cgtalg.analysis import norton`` and
``from cgtalg.analysis.norton import norton`` give that function.

Examples
--------
>>> from cgtalg import parse, UP
>>> print(norton(parse("3"), UP))
^3
"""

from __future__ import annotations

from ..core.norton import norton

__all__ = ["norton"]
