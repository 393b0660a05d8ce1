"""The ``cgtalg octal`` report: a heap game's nim-sequence, its certified period, a plot.

This module holds the logic of the command (the command line only parses
arguments): compute ``G(0..N)`` with :mod:`cgtalg.impartial.nim_sequence`
showing progress, save a checkpoint on Ctrl-C and resume from it, report
the period with its certificate (:mod:`cgtalg.impartial.periodicity`), and
draw CGSuite-style nim-value scatter plots with matplotlib (the ``plot``
extra, imported only when a plot is asked for).

Examples
--------
>>> import io
>>> out = io.StringIO()
>>> _ = octal_report("0.77", 300, period=True, out=out)
>>> print(out.getvalue().splitlines()[-1])
period: 0.77: periodic with period 12 from heap 71 (last exception at heap 70); certified by the periodicity theorem: G(n+12) = G(n) checked for 71 <= n <= 288 (heaps 0..300); the theorem needs heaps 0..167
"""

from __future__ import annotations

import os
import sys
import time
from typing import TextIO

from ..errors import InputValueError, check_int
from ..impartial.nim_sequence import extend_nim_sequence, load_nim_sequence, save_nim_sequence
from ..impartial.periodicity import Periodicity, periodicity
from ..engine.heap import rule_from_name

__all__ = ["octal_report", "ProgressLine", "plot_nim_sequence"]


class ProgressLine:
    """A one-line progress bar with heaps per second, on a terminal stream.

    Called as ``bar(done, total)`` (the progress hook of the nim-sequence
    functions); draws at most five times a second, nothing when disabled.

    Examples
    --------
    >>> import io
    >>> s = io.StringIO()
    >>> bar = ProgressLine("0.77", stream=s, enabled=True, every=0.0)
    >>> bar(50, 100); "50/100" in s.getvalue()
    True
    """

    def __init__(self, label: str, *, stream: TextIO | None = None, enabled: bool = True, every: float = 0.2):
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled
        self.every = every
        self.start = time.monotonic()
        self.first: int | None = None
        self.last = 0.0
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if self.first is None:
            self.first = done
        if now - self.last < self.every and done < total:
            return
        self.last = now
        rate = (done - self.first) / max(now - self.start, 1e-9)
        filled = int(20 * done / max(total, 1))
        text = f"{self.label} [{'#' * filled}{'.' * (20 - filled)}] {done}/{total} {rate:,.0f} heaps/s"
        self.stream.write("\r" + text[:79].ljust(79))
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        r"""Erase the bar from its line, if it was ever drawn.

        Examples
        --------
        >>> import io
        >>> s = io.StringIO()
        >>> bar = ProgressLine("0.07", stream=s, every=0.0)
        >>> bar.clear(); s.getvalue()
        ''
        >>> bar(1, 2); bar.clear(); s.getvalue().endswith("\r" + " " * 79 + "\r")
        True
        """
        if self.shown:
            self.stream.write("\r" + " " * 79 + "\r")
            self.stream.flush()


def plot_nim_sequence(values: list[int], path: str, title: str = "") -> None:
    """Save a scatter plot of ``G(n)`` against ``n`` (like CGSuite's nim-value plots).

    Parameters
    ----------
    values : list of int
        ``G(0), G(1), ...``: the nim value of each heap size.
    path : str
        The image file to write; matplotlib picks the format from its ending
        (``.png``, ``.svg``, ``.pdf``, ...).
    title : str, optional
        The title over the plot.

    Returns
    -------
    None

    Raises
    ------
    ImportError
        If matplotlib is not installed (``pip install 'cgtalg[plot]'``).

    Examples
    --------
    >>> import os, tempfile, pytest
    >>> _ = pytest.importorskip("matplotlib")
    >>> path = os.path.join(tempfile.mkdtemp(), "nim.png")
    >>> plot_nim_sequence([0, 1, 2, 0, 1, 2], path, title="S(1,2)")
    >>> os.path.getsize(path) > 0
    True
    """
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise ImportError("plotting needs matplotlib: pip install 'cgtalg[plot]'") from None
    fig, ax = plt.subplots(figsize=(10, 4))
    ax.scatter(range(len(values)), values, s=2 if len(values) > 2000 else 8, marker="o", linewidths=0)
    ax.set_xlabel("heap size n")
    ax.set_ylabel("nim value G(n)")
    ax.set_title(title)
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)


def octal_report(
    game: str,
    heaps: int,
    *,
    period: bool = False,
    method: str = "auto",
    checkpoint: str | None = None,
    resume: bool = False,
    plot: str | None = None,
    show: int = 40,
    progress: bool = False,
    out: TextIO | None = None,
) -> tuple[list[int], Periodicity | None]:
    """Compute and print the nim-sequence of *game* for heaps ``0..heaps``.

    Parameters
    ----------
    game : str
        A code (``0.77``), ``S(1,3,4)``, ``S(all but 1,2)`` or ``grundy``.
    heaps : int
        The largest heap.
    period : bool
        Also report the period and its certificate (or why there is none).
    method : {"auto", "mex", "sparse"}
    checkpoint : str, optional
        A file to save the values to when the computation is interrupted
        (Ctrl-C) and when it ends; see :func:`cgtalg.impartial.nim_sequence.save_nim_sequence`.
    resume : bool
        Start from the values in *checkpoint* (which must be for the same game).
    plot : str, optional
        Save a scatter plot of the values to this file (needs matplotlib).
    show : int
        How many leading values to print.
    progress : bool
        Draw a progress bar on standard error.
    out : text stream

    Returns
    -------
    (list of int, Periodicity or None)

    Raises
    ------
    InputValueError
        For a bad game, heap count, or a checkpoint of another game.
    KeyboardInterrupt
        Re-raised after the checkpoint is saved.

    Examples
    --------
    >>> import io
    >>> out = io.StringIO()
    >>> values, period = octal_report("0.07", 30, show=10, out=out)
    >>> values[:10], period
    ([0, 0, 1, 1, 2, 0, 3, 1, 1, 0], None)
    >>> for line in out.getvalue().splitlines()[1:]:
    ...     print(line)
    G(0..9): 0 0 1 1 2 0 3 1 1 0
    largest value: 5 (first at heap 16)

    References
    ----------
    *Winning Ways*, ch. 4 (octal games and the periodicity theorem); Siegel,
    *Combinatorial Game Theory*, IV.2.
    """
    stream = out if out is not None else sys.stdout
    rule = rule_from_name(game)
    heaps = check_int(heaps, "the number of heaps", minimum=0, maximum=10**9)
    values: list[int] = []
    if resume:
        if checkpoint is None:
            raise InputValueError("--resume needs --checkpoint FILE")
        if os.path.exists(checkpoint):
            saved_game, values = load_nim_sequence(checkpoint)
            if rule_from_name(saved_game) != rule:
                raise InputValueError(f"{checkpoint} holds values of {saved_game}, not of {rule.name}")
            stream.write(f"resumed from {checkpoint}: heaps 0..{len(values) - 1} known\n")
    bar = ProgressLine(rule.name, enabled=progress)
    start_len = len(values)
    t0, c0 = time.perf_counter(), time.process_time()
    try:
        extend_nim_sequence(rule, values, heaps, method=method, progress=bar)
    except KeyboardInterrupt:
        bar.clear()
        if checkpoint is not None:
            save_nim_sequence(checkpoint, rule.name, values)
            sys.stderr.write(f"interrupted: heaps 0..{len(values) - 1} saved to {checkpoint} (resume with --resume)\n")
        raise
    bar.clear()
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    if checkpoint is not None:
        save_nim_sequence(checkpoint, rule.name, values)
    done = len(values) - start_len
    rate = f"{done / wall:,.0f} heaps/s" if wall > 0 and done else "nothing new to compute"
    stream.write(f"{rule.name}: G(0..{heaps}) computed; {done} new heaps in {wall:.2f} s wall, "
                 f"{cpu:.2f} s CPU ({rate})\n")
    shown = " ".join(map(str, values[: min(show, heaps + 1)]))
    stream.write(f"G(0..{min(show, heaps + 1) - 1}): {shown}\n")
    stream.write(f"largest value: {max(values)} (first at heap {values.index(max(values))})\n")
    cert = None
    if period:
        cert = periodicity(rule, values[: heaps + 1], heaps=heaps + 1)
        stream.write(f"period: {cert}\n")
    if plot is not None:
        plot_nim_sequence(values[: heaps + 1], plot, title=f"nim-sequence of {rule.name}")
        stream.write(f"plot saved to {plot}\n")
    return values, cert
