"""Scatter plots of nim-sequences with matplotlib (the ``plot`` extra), like CGSuite's nim-value plots.

The plot is drawn from the plain list ``G(0), G(1), ...`` (computed by
:mod:`cgtalg.impartial.nim_sequence`); matplotlib is imported only when a plot
is drawn, with the non-interactive ``Agg`` backend, so drawing needs no display.

Examples
--------
>>> import os, tempfile, pytest
>>> _ = pytest.importorskip("matplotlib")
>>> path = os.path.join(tempfile.mkdtemp(), "kayles.png")
>>> plot_nim_sequence([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6], path, title="0.77")
>>> os.path.getsize(path) > 0
True
"""

from __future__ import annotations

from ..errors import check_ints, check_path, check_str

__all__ = ["plot_nim_sequence"]


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
    InputTypeError, InputValueError
        If *values* are not non-negative ints, *path* is not a path or
        *title* not a str (checked before matplotlib is imported).
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
    values = check_ints(values, "a nim value")
    target = check_path(path, "the image file")
    check_str(title, "the title")
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
    fig.savefig(target, dpi=150)
    plt.close(fig)
