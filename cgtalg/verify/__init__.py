"""Reproductions of published results, checked by computation.

Each module in this package (other than the framework in :mod:`.framework`)
registers one *reproduction* with :func:`reproduction`: a function that takes a
:class:`Context` and yields :class:`Finding` records, one per claim of a paper:
the claim as the paper makes it, what was computed, over what range, and the
verdict. ``cgtalg verify`` runs them all; :func:`run` does the same from Python.

Examples
--------
>>> from cgtalg.verify import registry
>>> "laws" in registry()
True
"""

from .framework import (
    Context,
    Finding,
    Reproduction,
    Verdict,
    registry,
    reproduction,
    run,
)

__all__ = ["Context", "Finding", "Reproduction", "Verdict", "registry", "reproduction", "run"]
