"""Rulesets: positions that only say what their moves are.

Each module describes one game; the engine computes values. See
:mod:`cgtalg.engine.position` for the protocol a position follows, and
:func:`get` (:mod:`cgtalg.rulesets.registry`) to find a ruleset by name.
"""

from .registry import Ruleset, get, names

__all__ = ["Ruleset", "get", "names"]
