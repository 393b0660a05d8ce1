"""``--latex`` and ``--misere`` on every command: honoured, or refused with a message (never ignored)."""

from __future__ import annotations

import pytest

from cgtalg.rulesets import get

from ..cli_runner import run_cli


@pytest.mark.parametrize("argv", [
    ["value", "--misere", "{1|-1}"],
    ["value", "--misere", "--ruleset", "cram", "2x2"],
    ["thermograph", "--latex", "{1|-1}"],
    ["thermograph", "--misere", "{1|-1}"],
    ["compare", "--latex", "1", "2"],
    ["compare", "--misere", "1", "2"],
    ["outcome", "--latex", "--ruleset", "cram", "2x2"],
    ["grundy", "--latex", "kayles", "3"],
    ["value", "--latex", "--analyse", "{1|-1}"],
    ["value", "--latex", "--json", "{1|-1}"],
])
def test_a_flag_a_command_does_not_honour_is_refused(argv):
    status, out, err = run_cli(*argv)
    assert status == 2 and out == ""
    flag = "--latex" if "--latex" in argv else "--misere"
    assert flag in err, err


def test_latex_is_honoured_by_value():
    assert run_cli("value", "--latex", "1/2")[1] == "\\frac{1}{2}\n"
    out = run_cli("value", "--latex", "--ruleset", "dicotic domineering", "3x2")[1]
    assert out == "dicotic domineering ..|..|..\nvalue: \\downarrow\noutcome: R (Right wins, whoever starts)\n"


@pytest.mark.parametrize("name, text", [("kayles", "3"), ("kayles", "1"), ("fibonacci-nim", "10"),
                                        ("mem0", "3 3"), ("wythoff", "1 2"), ("dawsons-kayles", "4 6")])
def test_grundy_misere_of_a_registry_ruleset_is_its_misere_outcome(name, text):
    status, out, _ = run_cli("grundy", name, *text.split(), "--misere")
    found = str(get(name).outcome(text, misere=True))
    wins = "a second-player win (a P-position)" if found == "P" else "a first-player win"
    assert status == 0 and out == f"{name} {get(name).format(get(name).parse(text))}, misère play: outcome {found}, {wins}\n"


def test_grundy_misere_is_refused_for_partizan_and_loopy_rulesets():
    status, _, err = run_cli("grundy", "toads-and-frogs", "T.F", "--misere")
    assert status == 2 and "partizan ruleset" in err
    status, _, err = run_cli("grundy", "fair-shares", "6", "--misere")
    assert status == 2 and "loopy game" in err


def test_the_misere_outcome_of_small_kayles_rows():
    # One pin: the player to move must knock it down and then has the last move, which loses misère.
    # Two pins: knock down one, and the opponent must take the last.
    assert str(get("kayles").outcome("1", misere=True)) == "P"
    assert str(get("kayles").outcome("2", misere=True)) == "N"


def test_variant_names_on_every_command():
    status, out, _ = run_cli("outcome", "--ruleset", "impartial toppling-dominoes", "LRL")
    assert status == 0 and out == "impartial toppling-dominoes LRL\nN: the first player wins\n"
    status, out, _ = run_cli("grundy", "impartial-toppling-dominoes", "LRL")
    assert status == 0 and out == "impartial toppling-dominoes LRL: Grundy value 3 (*3), a first-player win\n"
    status, out, _ = run_cli("grundy", "dicotic kayles", "3")
    assert status == 0 and out.startswith("kayles 3: Grundy value 3 ")
    status, _, err = run_cli("grundy", "dicotic domineering", "2x2")
    assert status == 2 and "partizan ruleset" in err
