"""The one entry point for misère quotients: :func:`misere_quotient`, whose *method* picks the construction.

Every construction proves what it returns with a finite certificate, and all
of them return the same quotient (the misère quotient is unique, and the
elements are numbered the same way); they differ in how far they reach and
what they cost:

=================  =============================================================  ==========================
method             how                                                            reach
=================  =============================================================  ==========================
``"incremental"``  heap by heap over the last quotient; where a heap splits it,   Kayles to heap 170,
(default)          by layers (:mod:`.incremental`, :mod:`.layers`)                Dawson's Kayles to 33
``"layers"``       heap by heap, every failing first candidate by layers, no      as ``"incremental"``
                   finer bases (:func:`.incremental.extend_layered`)
``"direct"``       every multiplicity pattern of heaps ``1..n`` (:mod:`.direct`)  heaps up to 10
``"learn"``        learned from exact outcomes (L*), then certified               small heaps; a check
                   (:mod:`.learn`)
=================  =============================================================  ==========================

Each construction reads the game through the
:class:`~cgtalg.impartial.misere.oracle.MisereOracle` protocol: *rule* is a
rule of :mod:`cgtalg.rulesets.heap` (turned into an oracle by
:func:`~cgtalg.impartial.misere.oracle.misere_oracle`) or an oracle itself.

Invariant: :func:`misere_quotient` returns a certified quotient or raises
:class:`~cgtalg.impartial.misere.quotient.QuotientNotCertified`.

Examples
--------
>>> from cgtalg.rulesets.heap import TakeAndBreak
>>> kayles = TakeAndBreak("0.77")
>>> misere_quotient(kayles, 9).order
18
>>> [misere_quotient(kayles, 6, method=m).table == misere_quotient(kayles, 6).table for m in ("direct", "layers", "learn")]
[True, True, True]
"""

from __future__ import annotations

from typing import Any, Callable

from ...errors import InputTypeError, InputValueError, check_int
from .direct import direct_misere_quotient
from .incremental import IncrementalQuotient, Progress, extend_layered, incremental_misere_quotient
from .learn import learn_quotient
from .oracle import MisereOracle, misere_oracle
from .quotient import MisereQuotient, quotient_from_table

__all__ = ["misere_quotient", "METHODS"]

#: The constructions :func:`misere_quotient` offers, and the options each one takes.
METHODS: dict[str, tuple[str, ...]] = {
    "incremental": ("progress", "checkpoint", "resume", "layers"),
    "layers": ("log",),
    "direct": ("max_index", "period"),
    "learn": ("oracle", "max_positions", "max_elements"),
}


def misere_quotient(
    rule: Any,
    max_heap: int,
    *,
    method: str = "incremental",
    progress: Progress | None = None,
    checkpoint: str | None = None,
    resume: bool | None = None,
    layers: bool | None = None,
    log: Callable[[str], None] | None = None,
    max_index: int | None = None,
    period: int | None = None,
    oracle: MisereOracle | None = None,
    max_positions: int | None = None,
    max_elements: int | None = None,
) -> MisereQuotient:
    """The certified misère quotient of a heap game for heaps up to *max_heap*.

    Parameters
    ----------
    rule : HeapRule or MisereOracle
        Any rule of :mod:`cgtalg.rulesets.heap`, or an oracle.
    max_heap : int
        The largest heap (1..10 for ``"direct"``, 0..10000 otherwise).
    method : {"incremental", "layers", "direct", "learn"}, default "incremental"
        The construction (see the module docstring).
    progress : callable, optional
        ``"incremental"``: ``progress(heap_done, max_heap)`` after each heap.
    checkpoint : str, optional
        ``"incremental"``: a file written after each heap
        (:meth:`~cgtalg.impartial.misere.incremental.IncrementalQuotient.save`).
    resume : bool, default False
        ``"incremental"``: start from *checkpoint* if it exists (re-certified first).
    layers : bool, default True
        ``"incremental"``: build a heap that splits the last quotient by
        layers (False: by rounds of the misère rule).
    log : callable, optional
        ``"layers"``: called with lines of text on the way.
    max_index : int, default 3
        ``"direct"``: the largest index ``i`` tried for the generators (``x**(i+p) = x**i``).
    period : int, default 2
        ``"direct"``: the period ``p`` of the generators.
    oracle : MisereOracle, optional
        ``"learn"``: the exact outcomes to learn from (a search from *rule* by default).
    max_positions : int, default 20_000_000
        ``"learn"``: stop when the oracle has solved more positions.
    max_elements : int, default 5000
        ``"learn"``: stop when a hypothesis has more elements.

    Returns
    -------
    MisereQuotient
        Its ``checked`` field says which certificate proved it.

    Raises
    ------
    InputTypeError
        If *rule* is neither a heap rule nor an oracle, or *method* is not a str.
    InputValueError
        For an unknown *method*, an option of another method, or a bad *max_heap*.
    QuotientNotCertified
        If the construction cannot prove a quotient within its limits.

    References
    ----------
    Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115
    (2008); Siegel, *Combinatorial Game Theory*, chapter V.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import TakeAndBreak
    >>> q = misere_quotient(TakeAndBreak("0.77"), 5)     # misère Kayles, heaps up to 5
    >>> q.order % 2, q.outcome([1, 1, 1]), q.outcome([2, 2])
    (0, 'P', 'P')
    >>> misere_quotient(TakeAndBreak("0.07"), 30).order    # Dawson's Kayles: Siegel's 360
    360
    >>> misere_quotient(TakeAndBreak("0.77"), 5, method="direct", layers=False)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: layers is an option of method 'incremental', not of 'direct'
    """
    if not isinstance(method, str):
        raise InputTypeError(f"method must be a str such as 'incremental', not {type(method).__name__}")
    if method not in METHODS:
        raise InputValueError(f"unknown method {method!r}: choose one of {', '.join(map(repr, METHODS))}")
    given = {
        "progress": progress, "checkpoint": checkpoint, "resume": resume, "layers": layers, "log": log,
        "max_index": max_index, "period": period,
        "oracle": oracle, "max_positions": max_positions, "max_elements": max_elements,
    }
    for option, value in given.items():
        if value is not None and option not in METHODS[method]:
            owner = next(m for m, names in METHODS.items() if option in names)
            raise InputValueError(f"{option} is an option of method {owner!r}, not of {method!r}")
    if method == "incremental":
        return incremental_misere_quotient(
            rule, max_heap, progress=progress, checkpoint=checkpoint,
            resume=bool(resume), layers=True if layers is None else layers,
        )
    if method == "direct":
        return direct_misere_quotient(
            rule, max_heap, max_index=3 if max_index is None else max_index, period=2 if period is None else period
        )
    n = check_int(max_heap, "max_heap", minimum=0, maximum=10_000)
    if method == "layers":
        return extend_layered(IncrementalQuotient(rule), n, log=log).quotient()
    moves = misere_oracle(rule)
    table, p_set, images = learn_quotient(
        moves, n, oracle=oracle,
        max_positions=20_000_000 if max_positions is None else max_positions,
        max_elements=5000 if max_elements is None else max_elements,
    )
    checked = (
        f"learned from exact misère outcomes; P-correctness proved for every position of heaps 1..{n} "
        f"(any multiplicities) by the incremental state certificate; the quotient is reduced"
    )
    return quotient_from_table(moves.name, n, table, p_set, images, checked)
