"""Reproductions of published results, checked by computation.

Each module in this package (other than the framework in :mod:`.framework`
and the machinery of chunks, executors and checkpoints) registers one
*reproduction* with :func:`reproduction`: a function that takes a
:class:`Context` and yields :class:`Finding` records, one per claim of a paper:
the claim as the paper makes it, what was computed, over what range, and the
verdict. Each claim is one small function, recorded in the source's order
with where the source makes it by a :class:`Claims` list; the reproduction
runs the list. ``cgtalg verify`` runs them all; :func:`run` does the same
from Python.

Long checks are split into chunks that run through an executor
(:mod:`.executors`: this process, local processes, a Dask cluster), with an
optional checkpoint file (:mod:`.checkpoint`); :func:`exhaustive` offers the
same to a user's own check (:mod:`.chunks`).

Examples
--------
>>> from cgtalg.verify import registry
>>> "laws" in registry()
True
"""

from .framework import (
    Claim,
    Claims,
    Context,
    Finding,
    Reproduction,
    Verdict,
    registry,
    reproduction,
    run,
)
from .chunks import ExhaustiveResult, exhaustive
from .executors import DaskCluster, Executor, InProcess, LocalProcesses, executor_for

__all__ = [
    "Claim", "Claims", "Context", "Finding", "Reproduction", "Verdict", "registry", "reproduction", "run",
    "exhaustive", "ExhaustiveResult", "Executor", "InProcess", "LocalProcesses", "DaskCluster", "executor_for",
]
