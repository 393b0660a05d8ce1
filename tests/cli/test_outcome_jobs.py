"""``cgtalg outcome --ruleset NAME --jobs N`` / ``--scheduler ADDRESS``: the split search answers as the serial one.

Each board's outcome with ``--jobs 2`` (two worker processes) is compared
with the command without it and with the plain minimax of
``tests/reference_rules.py`` (Winning Ways, chapter 2); the options that
cannot go together, and ``--jobs 0``, are refused with a usage error
(status 2) that names them.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from cgtalg import clear_caches
from tests.cli_runner import run_cli
from tests.engine.test_sum_solver import plain_outcome
from tests.reference_rules import clobber_moves, domineering_moves

BOARDS = [("domineering", ".....|.....|...#.", domineering_moves), ("clobber", "xoxoxoxoxoxoo", clobber_moves)]


@pytest.mark.parametrize("ruleset, board, moves", BOARDS)
def test_jobs_answers_as_without_and_keeps_the_solved_regions(ruleset: str, board: str, moves: Any,
                                                              tmp_path: Any) -> None:
    path = os.path.join(tmp_path, "table.txt")
    clear_caches()
    status, serial, _ = run_cli("outcome", "--ruleset", ruleset, board)
    clear_caches()
    status2, split, _ = run_cli("outcome", "--ruleset", ruleset, "--jobs", "2", "--table", path, board)
    assert (status, status2) == (0, 0)
    assert split == serial
    expected = str(plain_outcome([tuple(board.split("|"))], moves))
    assert split.splitlines()[1].startswith(f"{expected}:"), split
    with open(path, encoding="ascii") as fh:
        count = int(fh.read().splitlines()[4].split(":")[1])
    assert count > 0  # the small regions the workers valued came back and were saved


@pytest.mark.parametrize("argv, words", [
    (["--jobs", "0", "--ruleset", "domineering", "...."], "at least 1"),
    (["--jobs", "2", "{1|-1}"], "give --ruleset NAME"),
    (["--jobs", "2", "--scheduler", "tcp://127.0.0.1:8786", "--ruleset", "clobber", "xo"], "give one of them"),
    (["--jobs", "2", "--misere", "--ruleset", "domineering", ".."], "--misere"),
    (["--jobs", "2", "--mcgs", "[clobber_1xn] XO {B win}"], "--mcgs"),
    (["--jobs", "2", "--ruleset", "nim", "3 4"], "searched by regions"),
])
def test_options_that_do_not_go_together_are_refused(argv: list[str], words: str) -> None:
    status, out, err = run_cli("outcome", *argv)
    assert status == 2 and words in err and out == "", (status, out, err)
