"""Rulesets: positions that only say what their moves are.

Each module describes one game; the engine computes values. See
:mod:`cgtalg.engine.position` for the protocol a position follows,
:func:`get` (:mod:`cgtalg.rulesets.registry`) to find a ruleset by name, and
:func:`register` (:mod:`cgtalg.rulesets.registration`) to add one of your own.
"""

from .registry import Ruleset, get, names
from .registration import register, unregister

__all__ = ["Ruleset", "get", "names", "register", "unregister"]
