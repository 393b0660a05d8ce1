"""Moved to :mod:`cgtalg.rulesets.strip.toppling_dominoes` (importing a name from here warns)."""

from .._moved import forward

__getattr__, __dir__ = forward(__name__, "cgtalg.rulesets.strip.toppling_dominoes")
