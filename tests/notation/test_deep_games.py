"""Printing, LaTeX and parsing of deep games: no recursion, output of the exact expected shape.

The chain G_0 = 0, G_(k+1) = {G_k | -1} is not collapsed by any number, up or
nimber shortcut. Its bottom games are number-minies and print as CGSuite
prints them: G_2 = {0|-1||-1} = -1 + miny-1 is "-1Miny(1)" and
G_3 = {{0|-1}|-1||-1} = -1 + miny-{1|0} is "-1Miny({1|0})" (G_(k-1) = {G_(k-2) | -1}
with mean(G_(k-2)) > -1 only for k <= 3: the chain's mean is -1 from G_2 on).
G_D for D >= 4 prints as

    "{" "-1Miny({1|0})" "|" "-1" "||" "-1" ... ("|" * (D - 3)) "-1" "}"

so its text has 2 + len(G_3) + 2m + m(m+1)/2 characters for m = D - 3 (bars
1 + 2 + ... + m, m copies of "-1", the braces and the miny), and its LaTeX
4 + len(latex(G_3)) + 4m + 2m(m+1) (each bar is "\\mid", each run of bars is
padded by a space on both sides).
"""

from __future__ import annotations

import sys

import pytest

from cgtalg import Game, integer, miny, parse
from cgtalg.notation.latex import to_latex
from cgtalg.notation.printer import iter_text, to_string


def chain(steps: int) -> Game:
    g, minus_one = Game(), integer(-1)
    for _ in range(steps):
        g = Game([g], [minus_one])
    return g


MINY = "-1Miny({1|0})"  # G_3
MINY_LATEX = "-1\\operatorname{miny}_{\\{1 \\mid 0\\}}"


def text_length(d: int) -> int:
    m = d - 3
    return 2 + len(MINY) + 2 * m + m * (m + 1) // 2


def latex_length(d: int) -> int:
    m = d - 3
    return 4 + len(MINY_LATEX) + 4 * m + 2 * m * (m + 1)


def expected_text(d: int) -> str:
    if d == 1:
        return "{0|-1}"
    if d == 2:
        return "-1Miny(1)"
    if d == 3:
        return MINY
    return "{" + MINY + "".join("|" * k + "-1" for k in range(1, d - 2)) + "}"


def test_the_bottom_of_the_chain_is_a_miny() -> None:
    assert chain(2) is integer(-1) + miny(integer(1))
    assert chain(3) is integer(-1) + miny(Game([integer(1)], [integer(0)]))
    assert str(chain(3)) == MINY and chain(3).latex() == MINY_LATEX
    assert str(chain(4)) == "{" + MINY + "|-1}"


@pytest.mark.parametrize("d", [1, 2, 3, 10, 57])
def test_chain_prints_as_the_formula_says(d: int) -> None:
    g = chain(d)
    s = str(g)
    assert s == expected_text(d)
    if d >= 4:
        assert len(s) == text_length(d)
        assert len(g.latex()) == latex_length(d)
    assert parse(s) is g


def test_chain_of_depth_5000_prints_and_round_trips() -> None:
    limit = sys.getrecursionlimit()
    d = 5000
    g = chain(d)
    s = to_string(g)
    assert len(s) == text_length(d)
    assert s.startswith("{-1Miny({1|0})|-1||-1|||-1||||-1|||||-1")
    assert s.endswith("-1" + "|" * (d - 3) + "-1}")
    assert s == "".join(iter_text(g))
    latex = to_latex(g)
    assert len(latex) == latex_length(d)
    assert latex.startswith("\\{" + MINY_LATEX + " \\mid -1 \\mid\\mid -1 ")
    assert latex.endswith(" " + "\\mid" * (d - 3) + " -1\\}")
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
    assert length == text_length(d) == 4_999_850_013
    assert head.startswith("{-1Miny({1|0})|-1||-1|||-1||||-1")
    assert tail == "|" * 37 + "-1}"
    assert runs == [1] + list(range(1, d - 2))  # the bar of {1|0} in the miny, then the chain's
    assert minus_ones == d - 3
    assert sys.getrecursionlimit() == limit
