"""Every registered ruleset on every command: the same position text as Python, the same answers.

For each name the registry lists, its example position (or a smaller one where the
example is slow to search) goes through ``value``, ``outcome``, ``outcome --misere``,
``value --latex``, ``thermograph`` and ``grundy`` on the command line. Each command
either answers with what the Python API answers for the parsed position, or refuses
with a message of its own (status 2), never a traceback or a silently dropped flag.
The list grows with the registry: a new ruleset is checked here without a line added.
"""

from __future__ import annotations

import pytest

from cgtalg.errors import InputValueError
from cgtalg.rulesets import get, names

from ..cli_runner import run_cli

#: Positions smaller than the registry's example, where the example's misère search is long.
SMALLER = {"maundy-cake": "2x3 3x2"}


def _position(name: str) -> tuple[str, object]:
    ruleset = get(name)
    text = SMALLER.get(name, ruleset.example)
    return text, ruleset.parse(text)


def _refused(command: str, status: int, out: str, err: str) -> bool:
    """A refusal of the command line's own: status 2, nothing printed, a message naming the command."""
    return status == 2 and out == "" and err.startswith(f"cgtalg {command}: error: ") and "Traceback" not in err


@pytest.mark.parametrize("name", names())
def test_value_and_outcome_print_what_python_answers(name):
    ruleset = get(name)
    text, position = _position(name)
    heading = f"{name} {ruleset.format(position)}"
    status, out, err = run_cli("value", "--ruleset", name, text)
    assert status == 0, err
    value = ruleset.value(position)
    assert out.splitlines()[:2] == [heading, f"value: {value}"], out
    status, out, err = run_cli("outcome", "--ruleset", name, text)
    assert status == 0, err
    found = ruleset.outcome(position)
    assert out.splitlines()[0] == heading and out.splitlines()[1].startswith(f"{found}: "), out


@pytest.mark.parametrize("name", names())
def test_misere_is_answered_for_a_loopfree_ruleset_and_refused_for_a_loopy_one(name):
    ruleset = get(name)
    text, position = _position(name)
    status, out, err = run_cli("outcome", "--misere", "--ruleset", name, text)
    if ruleset.is_loopy:
        assert _refused("outcome", status, out, err) and "loopy" in err, err
        return
    refusal = getattr(ruleset.position, "misere_refusal", "")
    if refusal:  # a ruleset whose misère play is not valued says so, in Python and on the command line
        assert _refused("outcome", status, out, err) and refusal in err, err
        with pytest.raises(InputValueError, match="misère play is not valued"):
            ruleset.outcome(position, misere=True)
        return
    assert status == 0, err
    found = ruleset.outcome(position, misere=True)
    assert out.splitlines()[1].startswith(f"misère play: {found}: "), out


@pytest.mark.parametrize("name", names())
def test_latex_is_honoured_by_value(name):
    ruleset = get(name)
    text, position = _position(name)
    status, out, err = run_cli("value", "--latex", "--ruleset", name, text)
    assert status == 0, err
    if ruleset.is_loopy:
        assert out.splitlines()[1].startswith("value: ") and out != run_cli("value", "--ruleset", name, text)[1]
    else:
        assert out.splitlines()[1] == f"value: {ruleset.value(position).latex()}", out


@pytest.mark.parametrize("name", names())
def test_thermograph_draws_a_short_value_and_refuses_a_loopy_one(name):
    ruleset = get(name)
    text, _ = _position(name)
    status, out, err = run_cli("thermograph", "--ruleset", name, text)
    if ruleset.is_loopy and status == 2:
        assert _refused("thermograph", status, out, err) and "loopy" in err, err
        return
    assert status == 0 and out.startswith("game: "), err


def _impartial(ruleset) -> bool:
    """Whether a ruleset's positions are impartial, by its registry entry (both players have the same moves)."""
    return ruleset.entry.is_impartial


@pytest.mark.parametrize("name", names())
def test_grundy_answers_an_impartial_ruleset_and_refuses_a_partizan_one(name):
    from cgtalg.impartial import grundy

    ruleset = get(name)
    text, position = _position(name)
    status, out, err = run_cli("grundy", name, *text.split())
    if not _impartial(ruleset):
        assert _refused("grundy", status, out, err) and "partizan ruleset" in err, (status, out, err)
        return
    assert status == 0, err
    found = grundy(position)
    first = out.splitlines()[0]
    # Welter's game prints its Welter function, which is the Grundy value: "Welter value [1|3|6|10] = 10".
    assert f"Grundy value {found} " in first or first.split(":")[0].endswith(f" = {found}"), out


@pytest.mark.parametrize("command", ["value", "outcome", "thermograph", "grundy"])
def test_the_help_of_each_command_lists_the_rulesets_it_reads(command, capsys):
    import re

    status, _, _ = run_cli(command, "--help")
    out = capsys.readouterr().out  # argparse prints the help on sys.stdout
    assert status == 0
    # argparse wraps the help and may break a name at its hyphens: join the lines back.
    text = re.sub(r"-\s+", "-", re.sub(r"\s+", " ", out))
    listed = [n for n in names() if n in text]
    wanted = [n for n in names() if command != "grundy" or _impartial(get(n))]
    assert listed and set(wanted) <= set(listed), sorted(set(wanted) - set(listed))
