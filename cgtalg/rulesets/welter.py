"""Moved to :mod:`cgtalg.rulesets.heap.welter` (importing a name from here warns)."""

from .._moved import forward

__getattr__, __dir__ = forward(__name__, "cgtalg.rulesets.heap.welter")
