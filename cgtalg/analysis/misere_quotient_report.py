"""The ``cgtalg misere-quotient`` report: a heap game's certified misère quotient, heap by heap.

Progress on standard error, Ctrl-C keeps the last finished heap in the
checkpoint file, ``resume`` goes on from it (after re-proving it).
"""

from __future__ import annotations

import os
import sys
import time
from typing import TextIO

from ..errors import InputValueError, check_int
from ..impartial.misere_quotient import MisereQuotient, QuotientNotCertified
from ..impartial.misere_quotient_incremental import IncrementalQuotient
from ..engine.heap import rule_from_name
from .octal import ProgressLine

__all__ = ["misere_quotient_report"]


def misere_quotient_report(
    game: str,
    heaps: int,
    *,
    checkpoint: str | None = None,
    resume: bool = False,
    outcomes: list[list[int]] | None = None,
    progress: bool = False,
    out: TextIO | None = None,
) -> MisereQuotient:
    """Compute the misère quotient of *game* for heaps up to *heaps* and print a report.

    Parameters
    ----------
    game : str
        A rule name as :func:`cgtalg.rulesets.heap.rule_from_name` reads it (``0.77``, ``S(1,2)``...).
    heaps : int
        The largest heap.
    checkpoint : str, optional
        File written after each heap (format: :meth:`IncrementalQuotient.save`).
    resume : bool, default False
        Start from *checkpoint* (re-certified first).
    outcomes : list of list of int, optional
        Positions (lists of heaps) whose misère outcome is printed.
    progress : bool, default False
        Draw a progress line on standard error.
    out : text stream, optional
        Where the report goes (standard output by default).

    Returns
    -------
    MisereQuotient

    Raises
    ------
    InputValueError
        For a bad game or heap count, ``resume`` without a checkpoint, or a checkpoint of another game.
    QuotientNotCertified
        If some heap's quotient cannot be certified: raised after the report of the
        heaps before it (which the checkpoint also keeps).
    KeyboardInterrupt
        Re-raised after a message saying what the checkpoint holds.

    References
    ----------
    Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115 (2008).

    Examples
    --------
    >>> import io
    >>> s = io.StringIO()
    >>> q = misere_quotient_report("0.77", 12, outcomes=[[1, 4, 12]], out=s)
    >>> print(s.getvalue().splitlines()[0])
    0.77: misère quotient for heaps up to 12: order 24, P-portion of 8 elements
    >>> "outcome of 1 + 4 + 12: P" in s.getvalue()
    True
    """
    stream = out if out is not None else sys.stdout
    rule = rule_from_name(game)
    n = check_int(heaps, "the largest heap", minimum=1, maximum=10_000)
    iq = None
    if resume:
        if checkpoint is None:
            raise InputValueError("--resume needs --checkpoint FILE")
        if os.path.exists(checkpoint):
            iq = IncrementalQuotient.load(checkpoint, rule)
            stream.write(f"resumed from {checkpoint}: heaps up to {iq.max_heap} known (re-certified)\n")
    if iq is None:
        iq = IncrementalQuotient(rule)
    start = iq.max_heap
    bar = ProgressLine(rule.name, enabled=progress)
    t0, c0 = time.perf_counter(), time.process_time()
    stopped: QuotientNotCertified | None = None
    try:
        iq.extend(max(n, iq.max_heap), progress=bar, checkpoint=checkpoint)
    except QuotientNotCertified as exc:  # report what is certified, then say why it stopped
        stopped = exc
    except KeyboardInterrupt:
        bar.clear()
        if checkpoint is not None:
            sys.stderr.write(
                f"interrupted: heaps up to {iq.max_heap} are in {checkpoint} (resume with --resume)\n"
            )
        raise
    bar.clear()
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    q = iq.quotient()
    stream.write(
        f"{rule.name}: misère quotient for heaps up to {q.max_heap}: order {q.order}, "
        f"P-portion of {len(q.p_portion)} elements\n"
    )
    stream.write(f"  {q.max_heap - start} new heaps in {wall:.2f} s wall, {cpu:.2f} s CPU\n")
    gens = ", ".join(f"{w}={h}" for w, h in zip("abcdefghijklmnopqrstuvwxyz", q.generators))
    stream.write(f"  generators: {gens}\n")
    stream.write("  heaps: " + " ".join(f"{h}:{w}" for h, w in enumerate(q.heap_words()) if h) + "\n")
    if q.order <= 64:
        stream.write("  P-portion: {" + ", ".join(q.p_portion_words()) + "}\n")
    stream.write(f"  checked: {q.checked}\n")
    if stopped is not None:
        stream.write(f"  stopped before heap {n}: the quotient above is certified up to heap {q.max_heap}\n")
        raise stopped
    for heaps_list in outcomes or []:
        shown = " + ".join(map(str, heaps_list)) or "0"
        stream.write(f"outcome of {shown}: {q.outcome(heaps_list)}\n")
    return q
