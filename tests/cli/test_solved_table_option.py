"""``--table FILE`` of ``cgtalg outcome`` and ``cgtalg value``: solved regions kept on disk between runs.

The answers with a table (first run: the file is written; second run: it
is read back, and the search starts from it) are compared with the same
commands without one, and with the outcome the plain minimax of
``tests/reference_rules.py`` finds; an interrupted run exits with 130 and
leaves a file that a later run reads.
"""

from __future__ import annotations

import io
import os
from typing import Any

import pytest

from cgtalg import clear_caches
from cgtalg.cli import solved_table_option
from cgtalg.engine.solved_table import FORMAT_LINE
from cgtalg.engine.sum_solver import SolveStats
from tests.cli_runner import run_cli
from tests.engine.test_sum_solver import plain_outcome
from tests.reference_rules import clobber_moves, domineering_moves

BOARDS = [("domineering", "...|...|...", domineering_moves), ("domineering", "....|....|.#..", domineering_moves),
          ("domineering", "...#..|...#..", domineering_moves), ("clobber", "xoxo|o..x", clobber_moves),
          ("clobber", "xoxox.xo", clobber_moves)]


def _count(path: str) -> int:
    with open(path, encoding="ascii") as fh:
        lines = fh.read().splitlines()
    assert lines[0] == FORMAT_LINE
    return int(lines[4].split(":")[1])


@pytest.mark.parametrize("ruleset, board, moves", BOARDS)
def test_outcome_and_value_with_a_table_answer_as_without(ruleset: str, board: str, moves: Any, tmp_path: Any) -> None:
    path = os.path.join(tmp_path, "table.txt")
    clear_caches()
    plain = run_cli("outcome", "--ruleset", ruleset, board)
    assert plain[0] == 0
    expected = str(plain_outcome([tuple(board.split("|"))], moves))
    assert plain[1].splitlines()[1].startswith(expected + ":")
    clear_caches()
    first = run_cli("outcome", "--ruleset", ruleset, "--table", path, board)
    assert first == plain and _count(path) > 0
    clear_caches()
    again = run_cli("outcome", "--ruleset", ruleset, "--table", path, board)
    assert again == plain
    clear_caches()
    value = run_cli("value", "--ruleset", ruleset, board)
    clear_caches()
    assert run_cli("value", "--ruleset", ruleset, "--table", path, board) == value


def test_table_needs_a_ruleset_searched_by_regions(tmp_path: Any) -> None:
    path = os.path.join(tmp_path, "t.txt")
    for argv in (("outcome", "--table", path, "*"), ("value", "--table", path, "1/2"),
                 ("outcome", "--ruleset", "nim", "--table", path, "1 2"),
                 ("outcome", "--misere", "--ruleset", "domineering", "--table", path, "..|..")):
        status, out, err = run_cli(*argv)
        assert status == 2 and out == "" and "--table" in err + out, argv
    assert not os.path.exists(path)


def test_a_table_of_another_ruleset_is_refused(tmp_path: Any) -> None:
    path = os.path.join(tmp_path, "t.txt")
    assert run_cli("outcome", "--ruleset", "domineering", "--table", path, "..|..")[0] == 0
    status, out, err = run_cli("outcome", "--ruleset", "clobber", "--table", path, "xo")
    assert status == 2 and "of domineering, not of clobber" in err


def test_an_interrupted_run_saves_the_table_and_exits_130(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    path = os.path.join(tmp_path, "t.txt")
    solve = solved_table_option.ruleset_outcome

    def interrupted(rs: Any, position: Any, stream: Any = None) -> Any:
        solve(rs, position)  # solves (the table fills), then Ctrl-C before the answer is printed
        raise KeyboardInterrupt

    monkeypatch.setattr("cgtalg.cli.outcome.ruleset_outcome", interrupted)
    clear_caches()
    status, out, err = run_cli("outcome", "--ruleset", "domineering", "--table", path, "....|....|....")
    assert status == 130 and out == ""
    assert f"solved regions are saved to {path}" in err
    saved = _count(path)
    assert saved > 0
    monkeypatch.setattr("cgtalg.cli.outcome.ruleset_outcome", solve)
    clear_caches()
    assert run_cli("outcome", "--ruleset", "domineering", "--table", path, "....|....|....")[0] == 0
    assert _count(path) >= saved


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_progress_line_is_drawn_on_a_terminal_and_erased() -> None:
    from cgtalg.rulesets.registry import get

    rs = get("domineering")
    stream = _Terminal()
    clear_caches()
    found = solved_table_option.ruleset_outcome(rs, rs.parse("....|....|....|...."), stream=stream)
    assert str(found) == "N"
    line = solved_table_option.SearchLine(stream=stream, every=0.0)
    line._tqdm = None
    stats = SolveStats()
    stats.nodes, stats.hits, stats.max_depth = 4321, 17, 9
    line(stats)
    assert "states 4,321, table hits 17, depth 0/9" in stream.getvalue()
    line.clear()
    assert stream.getvalue().endswith("\r" + " " * 79 + "\r")
