"""Moved to :mod:`cgtalg.engine.graph_labelling` (importing a name from here warns)."""

from .._moved import forward

__getattr__, __dir__ = forward(__name__, "cgtalg.engine.graph_labelling")
