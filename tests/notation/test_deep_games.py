"""Printing, LaTeX and parsing of deep games: no recursion, output of the exact expected shape.

The chain G_0 = 0, G_(k+1) = {G_k | -1} is not collapsed by any number, up or
nimber shortcut; G_D prints as

    "{" "0" "|" "-1" "||" "-1" ... ("|" * D) "-1" "}"

so its text has 3 + 2D + D(D+1)/2 characters (bars 1 + 2 + ... + D, D copies
of "-1", the braces and the 0), and its LaTeX 5 + 4D + 2D(D+1) (each bar is
"\\mid", each run of bars is padded by a space on both sides).
"""

from __future__ import annotations

import sys

import pytest

from cgtalg import Game, integer, parse
from cgtalg.notation.latex import to_latex
from cgtalg.notation.printer import iter_text, to_string


def chain(steps: int) -> Game:
    g, minus_one = Game(), integer(-1)
    for _ in range(steps):
        g = Game([g], [minus_one])
    return g


def text_length(d: int) -> int:
    return 3 + 2 * d + d * (d + 1) // 2


def latex_length(d: int) -> int:
    return 5 + 4 * d + 2 * d * (d + 1)


def expected_text(d: int) -> str:
    return "{0" + "".join("|" * k + "-1" for k in range(1, d + 1)) + "}"


@pytest.mark.parametrize("d", [1, 2, 3, 10, 57])
def test_chain_prints_as_the_formula_says(d: int) -> None:
    g = chain(d)
    s = str(g)
    assert s == expected_text(d)
    assert len(s) == text_length(d)
    assert len(g.latex()) == latex_length(d)
    assert parse(s) is g


def test_chain_of_depth_5000_prints_and_round_trips() -> None:
    limit = sys.getrecursionlimit()
    d = 5000
    g = chain(d)
    s = to_string(g)
    assert len(s) == text_length(d)
    assert s.startswith("{0|-1||-1|||-1||||-1|||||-1")
    assert s.endswith("-1" + "|" * d + "-1}")
    assert s == "".join(iter_text(g))
    latex = to_latex(g)
    assert len(latex) == latex_length(d)
    assert latex.startswith("\\{0 \\mid -1 \\mid\\mid -1 ")
    assert latex.endswith(" " + "\\mid" * d + " -1\\}")
    assert sys.getrecursionlimit() == limit


def test_chain_of_birthday_2000_round_trips() -> None:
    limit = sys.getrecursionlimit()
    g = chain(1999)
    assert g.birthday == 2000
    assert parse(str(g)) is g
    assert sys.getrecursionlimit() == limit


@pytest.mark.slow
def test_chain_of_birthday_100000_prints() -> None:
    # The text has about 5 * 10**9 characters, so it is streamed, not joined:
    # iter_text is what to_string joins. Every run of bars is checked.
    limit = sys.getrecursionlimit()
    d = 99_999
    g = chain(d)
    assert g.birthday == 100_000
    length = 0
    head = ""
    tail = ""
    runs = []  # lengths of the runs of bars, in order
    run = 0
    minus_ones = 0
    for piece in iter_text(g):
        length += len(piece)
        if len(head) < 40:
            head += piece[:40]
        tail = (tail + piece[-40:])[-40:]
        if piece and piece.strip("|") == "":
            run += len(piece)
            continue
        if run:
            runs.append(run)
            run = 0
        if piece == "-1":
            minus_ones += 1
    assert length == text_length(d) == 5_000_150_001
    assert head.startswith("{0|-1||-1|||-1||||-1")
    assert tail == "|" * 37 + "-1}"
    assert runs == list(range(1, d + 1))
    assert minus_ones == d
    assert sys.getrecursionlimit() == limit
