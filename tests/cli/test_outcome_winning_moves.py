"""``cgtalg outcome --winning-moves``: each player's good first moves, for games and ruleset positions."""

from __future__ import annotations

import pytest

from tests.cli_runner import run_cli


def test_a_game_expression():
    status, out, err = run_cli("outcome", "--winning-moves", "{0,*|1}")
    assert status == 0 and err == ""
    assert out == ("L: Left wins, whoever starts\n"
                   "Left wins moving first by moving to: 0\n"
                   "Right has no winning move: Right loses moving first\n")


def test_a_domineering_board():
    status, out, err = run_cli("outcome", "--winning-moves", "--ruleset", "domineering", "...|...")
    assert status == 0
    assert out.splitlines() == [
        "domineering ...|...",
        "N: the first player wins",
        "Left wins moving first by moving to: .#.|.#.",  # {2 | -1/2}: only the middle column
        "Right wins moving first by moving to: ##.|..., .##|..., ...|##., ...|.##",
    ]


def test_an_empty_option_is_named_and_an_impartial_ruleset_works():
    status, out, _ = run_cli("outcome", "--winning-moves", "--ruleset", "toppling-dominoes", "LRG")
    assert status == 0 and out.splitlines()[-1] == "Right wins moving first by moving to: (empty)"
    status, out, _ = run_cli("outcome", "--winning-moves", "--ruleset", "nim", "1 2 4")
    assert status == 0 and out.splitlines()[-2:] == ["Left wins moving first by moving to: 1 2 3",
                                                     "Right wins moving first by moving to: 1 2 3"]


@pytest.mark.parametrize("argv, said", [
    (["--winning-moves", "--misere", "0"], "cannot be combined with --misere"),
    (["--winning-moves", "--ruleset", "backsliding-toads-and-frogs", ".FFT.T"], "can cycle"),
])
def test_refusals_say_why(argv, said):
    status, out, err = run_cli("outcome", *argv)
    assert status == 2 and out == ""
    assert said in err
