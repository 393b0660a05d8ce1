"""The Cram claims of the blog post "Onto The Nimbers", recomputed, with the values of rectangular boards.

The post values a few small Cram boards by listing their moves: one square is
*0, a 2x1 or 3x1 strip is *1, a 4x1 strip or the four-square L is *2. Here
each board is valued by the engine and its option values are listed; the
values of all rectangles up to ``max_area`` squares are computed, and the
machinery behind them (symmetry reduction, splitting into regions) is
checked against plain exploration of the raw squares.

Examples
--------
>>> from cgtalg.verify import run
>>> fs = list(run("cram", max_area=8))
>>> all(f.verdict.value == "holds" for f in fs)
True
"""

from __future__ import annotations

from itertools import product
from typing import Iterator

from cgtalg.engine.position_value import value as canonical_value
from cgtalg.core.values import nimber
from cgtalg.impartial.sprague_grundy import _loopfree_grundy, mex
from cgtalg.rulesets.grid.cram import Cram
from cgtalg.verify.framework import Claims, Context, Finding, Verdict, reproduction

SOURCE = 'Blog post "Onto The Nimbers" (author not named), its closing paragraph on Cram'


def _raw_options(cells: frozenset) -> list[frozenset]:
    """Moves on a raw set of squares: no symmetry, no splitting."""
    out = []
    for r, c in cells:
        for d in ((0, 1), (1, 0)):
            other = (r + d[0], c + d[1])
            if other in cells:
                out.append(cells - {(r, c), other})
    return out


def _strip_values(n: int) -> list[int]:
    """Grundy values of 1 x k Cram for k <= n as a heap game (octal 0.07).

    A domino on a row of k leaves two rows of a and b with a + b = k - 2.
    """
    g = [0] * (n + 1)
    for k in range(2, n + 1):
        g[k] = mex(g[a] ^ g[k - 2 - a] for a in range(k - 1))
    return g


#: The boards the post values: name, board, its value, its option values, the post's reason.
NAMED_BOARDS: tuple[tuple[str, str, int, list[int], str], ...] = (
    ("1x1", "1x1", 0, [], "no legal move, so *0"),
    ("2x1", "2x1", 1, [0], "exactly one move, to *0, so *1"),
    ("3x1", "3x1", 1, [0], "exactly one move (up to symmetry), to *0, so *1"),
    ("4x1", "4x1", 2, [0, 1], "moves to *0 or *1, so *2"),
    ("L", ".#/.#/..", 2, [0, 1], "the four-square L moves to *0 or *1, so *2"),
)


def _board(spec: str) -> Cram:
    """``"3x1"`` is a 3 by 1 rectangle; anything else is a board drawn row by row."""
    if "x" in spec:
        m, n = spec.split("x")
        return Cram.rectangle(int(m), int(n))
    return Cram.from_string(spec)


class _CramRun:
    """What the claims share: the area bound, the progress hook and one cache of Grundy values."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.top: int = ctx["max_area"]
        self.cache: dict = {}

    def value(self, board: Cram) -> int:
        return _loopfree_grundy(board, cache=self.cache)

    def option_values(self, board: Cram) -> list[int]:
        return sorted({self.value(o) for o in board.options()})


_CLAIMS: Claims[_CramRun] = Claims()


@_CLAIMS("Cram paragraph")
def _named_boards(run: _CramRun) -> Iterator[Finding]:
    """One square is *0, a 2x1 or 3x1 strip *1, a 4x1 strip or the four-square L *2.

    Source: the Cram paragraph, which values each board by listing its moves.
    """
    for name, spec, claimed, claimed_opts, text in NAMED_BOARDS:
        board = _board(spec)
        v = run.value(board)
        opts = run.option_values(board)
        ok = v == claimed and opts == claimed_opts
        yield Finding(
            f"{name}: {text}",
            f"{name} = *{v}, option values {opts}",
            "exploring every placement",
            Verdict.of(ok),
            counterexample=None if ok else f"{name}: *{v}, options {opts}",
        )


@_CLAIMS("Cram paragraph")
def _rectangles(run: _CramRun) -> Finding:
    """Every board is a nimber found by exploring its moves; even x even boards are *0, even x odd are not.

    Source: the Cram paragraph ("you can just sort of explore the entire game
    like this"); the symmetry strategies behind the second half are not in
    the post.
    """
    top = run.top
    sizes = [(m, n) for m in range(1, top + 1) for n in range(m, top + 1) if m * n <= top]
    table = {}
    for m, n in run.ctx.track(sizes, total=len(sizes), desc="rectangles"):
        table[m, n] = run.value(Cram.rectangle(m, n))
    rows = []
    for m in sorted({m for m, _ in sizes}):
        vals = " ".join(str(table[m, n]) for n in range(m, top + 1) if (m, n) in table)
        rows.append(f"{m}x{m}..: {vals}")
    # The symmetry strategies: even x even is a second-player win (point
    # reflection), even x odd a first-player win (centre domino, then reflect).
    even_even = [(m, n) for (m, n), v in table.items() if m % 2 == 0 and n % 2 == 0 and v != 0]
    even_odd = [(m, n) for (m, n), v in table.items() if (m + n) % 2 == 1 and v == 0]
    return Finding(
        "every Cram board is a nimber found by exploring its moves ('you can just sort of explore the "
        "entire game like this'); (not in the post:) even x even boards are *0, even x odd are not",
        "; ".join(rows),
        f"all m x n rectangles with m * n <= {top}",
        Verdict.of(not even_even and not even_odd),
        counterexample=str((even_even + even_odd)[0]) if even_even or even_odd else None,
    )


@_CLAIMS("Cram paragraph")
def _strips_are_octal_007(run: _CramRun) -> Finding:
    """A 1 x n board is the heap game 0.07: a domino splits a row of n into a + b = n - 2.

    Not a claim of the post: a check of the engine behind its Cram paragraph.
    """
    n_max = min(run.top, 40)
    strip = _strip_values(n_max)
    strip_failures = [n for n in range(1, n_max + 1) if run.value(Cram.rectangle(1, n)) != strip[n]]
    return Finding(
        "(check of the engine) a 1 x n board is the heap game 0.07: a domino splits a row of n into a + b = n - 2",
        "1 x n for n = 1..%d: %s" % (n_max, " ".join(str(run.value(Cram.rectangle(1, n)))
                                                     for n in range(1, n_max + 1))),
        f"n <= {n_max}, against the heap recursion",
        Verdict.of(not strip_failures),
        counterexample=f"1 x {strip_failures[0]}" if strip_failures else None,
    )


@_CLAIMS("Cram paragraph")
def _regions_and_symmetry(run: _CramRun) -> Finding:
    """Splitting a board into independent regions, and taking symmetric boards as one, change no value.

    Not a claim of the post: a check of the engine behind its Cram paragraph.
    """
    raw_cache: dict = {}
    boards = [Cram.rectangle(m, n) for m in range(1, 4) for n in range(m, 5) if m * n <= 12]
    boards += [Cram.from_string(s) for s in (".../.#./...", "..../.##./....", "..#/.../#..", ".#./.../.#.")]
    engine_disagreements: list[str] = []
    for b in boards:
        raw = _loopfree_grundy(frozenset(b.cells()), cache=raw_cache, options=_raw_options)
        whole = _loopfree_grundy(b, options=Cram.options)
        if not raw == whole == run.value(b):
            engine_disagreements.append(str(b).replace("\n", "/"))
    return Finding(
        "(check of the engine) boards split into independent regions, and symmetric boards are one game",
        f"{len(boards)} boards: raw squares, whole-board exploration and split/symmetric values agree"
        if not engine_disagreements else f"disagree on {engine_disagreements[0]}",
        "rectangles up to 12 squares and four holed shapes",
        Verdict.of(not engine_disagreements),
        counterexample=engine_disagreements[0] if engine_disagreements else None,
    )


@_CLAIMS("Cram paragraph")
def _reduces_to_nim(run: _CramRun) -> Finding:
    """Cram reduces to Nim: each board equals the Nim heap of its Grundy value.

    Source: the Cram paragraph (the Sprague-Grundy theorem, applied to Cram).
    """
    small = [Cram.rectangle(m, n) for m, n in product(range(1, 4), range(1, 4)) if m <= n and m * n <= 9]
    small.append(_board(NAMED_BOARDS[4][1]))
    sprague_grundy_failures = [str(b) for b in small if canonical_value(b) != nimber(run.value(b))]
    return Finding(
        "Cram reduces to Nim: each board equals the Nim heap of its Grundy value",
        f"{len(small)} boards: canonical form = *grundy" if not sprague_grundy_failures
        else f"fails on {sprague_grundy_failures[0]}",
        "rectangles up to 3x3 and the L",
        Verdict.of(not sprague_grundy_failures),
    )


@reproduction(
    "cram",
    "Cram: the small boards of the blog post and the values of rectangles",
    SOURCE,
    kind="blog post",
    max_area=(20, "largest rectangle area to value (25 takes seconds, 28 a minute)", 4, 30),
)
def cram(ctx: Context) -> Iterator[Finding]:
    """Yield one finding per Cram claim, then the table of rectangle values.

    Parameters
    ----------
    ctx : Context
        The run's context; its parameters:

        max_area : int
            The largest rectangle area valued (4 to 30).

    Yields
    ------
    Finding
        One per claim of the post, then one holding the table of rectangle
        values.

    Examples
    --------
    >>> from cgtalg.verify.framework import Context
    >>> [f.computed for f in cram(Context({"max_area": 6}))][0]
    '1x1 = *0, option values []'

    References
    ----------
    Blog post "Onto The Nimbers" (author not named), its paragraph on Cram;
    Lessons in Play, ch. 7 (impartial games and nim values).
    """
    yield from _CLAIMS.findings(_CramRun(ctx))
