"""One board notation: every command and ``get(name).parse`` read the same grid texts (``RxC`` or a drawing)."""

from __future__ import annotations

import pytest

from cgtalg.errors import InputValueError
from cgtalg.impartial import grundy
from cgtalg.rulesets import get
from cgtalg.rulesets.grid.cram import Cram
from cgtalg.rulesets.notation import board_size

from ..cli_runner import run_cli

#: The grid rulesets whose empty board is a position (Fox and Geese needs its fox).
GRID = ["amazons", "clobber", "cram", "domineering", "fission", "konane"]


@pytest.mark.parametrize("name", GRID)
@pytest.mark.parametrize("rows, cols", [(1, 1), (1, 4), (2, 3), (3, 2), (3, 3), (0, 5)])
def test_size_is_the_empty_drawn_board(name: str, rows: int, cols: int) -> None:
    rs = get(name)
    drawing = "|".join(["." * cols] * rows) if rows and cols else ""
    for text in (f"{rows}x{cols}", f" {rows} X {cols} ", f"{rows}×{cols}"):
        p = rs.parse(text)
        assert p == rs.parse(drawing)
        assert rs.format(p) == drawing


def test_size_of_domineering_and_cram_values() -> None:
    # Published: Domineering 2x2 = +-1, 3x3 = +-1 ... (Winning Ways, ch. 3 / Lessons in Play table 2x n),
    # checked here against the drawn board, and Cram 3x4 against the Cram class's own search.
    dom = get("domineering")
    assert str(dom.value("2x2")) == "+-1"
    assert dom.value("3x4") == dom.value("...." + "|...." * 2)
    assert get("cram").grundy("3x4") == grundy(Cram.rectangle(3, 4)) == 1


def test_fox_and_geese_and_bad_sizes_are_refused() -> None:
    with pytest.raises(InputValueError, match="one fox"):
        get("fox-and-geese").parse("3x3")
    assert get("domineering").parse("64x2").height == 64  # no cap at 63 a side
    with pytest.raises(InputValueError, match="too large to hold in memory"):
        get("domineering").parse("5000x5000")
    with pytest.raises(InputValueError, match="unknown character '3'"):
        get("domineering").parse("3y4")
    assert board_size("3x") is None and board_size("1" * 12 + "x2") is None


def test_value_outcome_and_grundy_agree_on_a_size() -> None:
    status, out, err = run_cli("value", "--ruleset", "cram", "3x4")
    assert status == 0 and err == ""
    assert "value: *" in out and "cram ....|....|...." in out
    status, out, _ = run_cli("outcome", "--ruleset", "cram", "3x4")
    assert status == 0 and out.startswith("cram ....|....|....\nN")
    status, out, _ = run_cli("grundy", "cram", "3x4")
    assert status == 0 and out == "Cram 3x4: Grundy value 1 (*1), a first-player win\n"
    status, out, _ = run_cli("outcome", "--misere", "--ruleset", "domineering", "2x2")
    assert status == 0 and "P" in out


def test_grundy_cram_reads_the_registry_drawing() -> None:
    for text, g in (("..|..", 0), ("...|.##", 2), ("...|...", 1)):
        status, out, _ = run_cli("grundy", "cram", text)
        assert status == 0 and f"Grundy value {g} " in out
        assert get("cram").grundy(text) == g


def test_value_refuses_latex_with_analyse() -> None:
    for extra in (["--analyse"], ["--json", "--analyse"]):
        status, _, err = run_cli("value", "--latex", *extra, "{1|-1}")
        assert status != 0 and "--latex prints the value alone" in err
    status, out, _ = run_cli("value", "--latex", "--ruleset", "domineering", "2x2")
    assert status == 0 and r"\pm 1" in out


@pytest.mark.parametrize("text, needle", [("../...", "ragged"), ("..?", "unknown character '?'")])
def test_grundy_cram_refuses_what_the_registry_refuses(text, needle):
    with pytest.raises(InputValueError, match=needle):
        get("cram").parse(text)
    status, out, err = run_cli("grundy", "cram", text)
    assert status == 2 and out == "" and needle in err
    status, _, err = run_cli("value", "--ruleset", "cram", text)
    assert status == 2 and needle in err
