"""``cgtalg outcome --mcgs`` and ``--mcgs-file``: MCGS's test text answered case by case and compared.

The cases are copied from MCGS's test files (``input/autotests/`` of
https://github.com/ualberta-mueller-group/MCGS): ``clobber_1xn_le_4_moves.test``,
``td_10_imp.test`` and ``misc.test``, with the results they expect.
"""

from __future__ import annotations

import io
from pathlib import Path

from cgtalg.cli import main

FILE = """{version 1.7}
/*_
    Results from: MCGS
*/
[clobber_1xn]
XOXO
    {B win}
[impartial toppling_dominoes]
/* ten dominoes */ XXOOOXOXOX {N 10}
[clobber_1xn] XO
[elephants] X.O
{B loss, W loss}
"""


def _run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    return main(list(argv), out=out), out.getvalue()


def test_a_file_is_answered_and_every_answer_agrees(tmp_path: Path) -> None:
    path = tmp_path / "sample.test"
    path.write_text(FILE, encoding="utf-8")
    status, text = _run("outcome", "--mcgs-file", str(path))
    assert status == 0
    assert text.splitlines() == [
        "case 1 (line 7): clobber xoxo",
        "N: the first player wins",
        "  B win: win, agree",
        "case 2 (line 9): impartial toppling-dominoes LLRRRLRLRL",
        "  N 10: 10, agree",
        "case 3 (line 12): clobber xo + elephants-and-rhinos >.<",
        "P: the second player wins",
        "  B loss: loss, agree",
        "  W loss: loss, agree",
        "3 cases: 4 answers agree, 0 disagree",
    ]


def test_a_disagreement_is_marked_and_sets_the_exit_status() -> None:
    status, text = _run("outcome", "--mcgs", "[clobber_1xn] XO [elephants] X.O {B win, W loss}")
    assert status == 3
    assert "  B win: loss, DISAGREE\n  W loss: loss, agree\n" in text
    assert text.endswith("1 case: 1 answer agrees, 1 disagrees\n")


def test_commands_it_does_not_answer_are_listed() -> None:
    status, text = _run("outcome", "--mcgs", "[clobber_1xn] XOXO {winning moves B, B win}")
    assert status == 0
    assert "  winning moves B: not answered (cgtalg answers B, W and N)\n" in text
    assert text.endswith("1 case: 1 answer agrees, 0 disagree, 1 command not answered\n")


def test_bad_input_is_refused_with_a_message(tmp_path: Path, capsys) -> None:
    assert _run("outcome", "--mcgs", "[chess] e4")[0] == 2
    assert "[chess] is not a game cgtalg has" in capsys.readouterr().err
    assert _run("outcome", "--mcgs-file", str(tmp_path / "missing.test"))[0] == 2
    assert "cannot read the MCGS file" in capsys.readouterr().err
    assert _run("outcome", "--mcgs-file", "x.test", "XO")[0] == 2
    assert "give no EXPR" in capsys.readouterr().err
    assert _run("outcome", "--mcgs", "--misere", "[clobber_1xn] XO")[0] == 2
    assert "--misere cannot be combined" in capsys.readouterr().err
    assert _run("outcome")[0] == 2
    assert "give an expression" in capsys.readouterr().err


def test_a_case_too_large_for_the_command_line_is_listed_and_the_rest_answered() -> None:
    board = "|".join(["XOXOXOXO", "OXOXOXOX"] * 4)
    status, text = _run("outcome", "--mcgs", f"[clobber] {board} {{B win}} [clobber_1xn] XO {{B win}}")
    assert status == 0
    assert "  not answered: this clobber position has size 64" in text
    assert text.endswith("2 cases: 1 answer agrees, 0 disagree, 1 command not answered\n")
