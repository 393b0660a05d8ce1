"""Moved to :mod:`cgtalg.engine.position_value` (importing a name from here warns)."""

from .._moved import forward

__getattr__, __dir__ = forward(__name__, "cgtalg.engine.position_value")
