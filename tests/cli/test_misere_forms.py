"""``cgtalg misere``: sums of misère forms on the command line, checked against the library and a search."""

from __future__ import annotations

import random

import pytest

import cgtalg.cli.misere as misere_cli
from cgtalg.engine.misere_forms import misere_form
from cgtalg.engine.misere_play import misere_outcome_of_sum
from cgtalg.misere import DEAD_ENDING, DICOT, born_by, canonical, parse
from cgtalg.rulesets import get
from tests.cli_runner import run_cli

DAY2 = born_by(2)


def _fields(out):
    """The report as {label: value}."""
    return {line.split(":", 1)[0]: line.split(":", 1)[1].strip() for line in out.splitlines() if ":" in line}


@pytest.mark.parametrize("seed", range(12))
def test_a_sum_of_two_forms_gives_its_canonical_form_and_its_outcome_by_play(seed):
    rng = random.Random(seed)
    g, h = rng.choice(DAY2), rng.choice(DAY2)
    status, out, err = run_cli("misere", f"{g} + {h}")
    assert status == 0 and err == ""
    got = _fields(out)
    assert got["game"] == f"{g} + {h}"
    assert got["canonical form"] == str(canonical(g + h))
    # The outcome by the misère search over the two parts, not through the sum's form.
    want = str(misere_outcome_of_sum([g, h]))
    assert got["misère outcome"].startswith(want + " (")


def test_minus_is_the_conjugate():
    g = parse("{0,*|{0|1}}")
    got = _fields(run_cli("misere", "1", "-", str(g))[1])
    assert got["game"] == f"1 + {-g}" and got["canonical form"] == str(canonical(parse("1") + -g))
    assert _fields(run_cli("misere", "-", "-2")[1])["game"] == "2"
    # A minus sign inside braces is part of an integer.
    assert _fields(run_cli("misere", "{-1|1}")[1])["game"] == "{-1|1}"


@pytest.mark.parametrize("expr, universe, reduced", [
    ("* + *", "dicot", "0"),
    ("* + * + *", "dicot", "*"),
    ("1 - 1", "dead-ending", "0"),
    ("2 - 2", "dead-ending", "0"),
    ("{0,*|1}", "dead-ending", "{0,-1|1}"),
])
def test_the_reduced_form_modulo_a_universe(expr, universe, reduced):
    status, out, _ = run_cli("misere", expr, "--universe", universe)
    assert status == 0
    assert _fields(out)[f"reduced form modulo {universe} games"] == reduced
    u = {"dicot": DICOT, "dead-ending": DEAD_ENDING}[universe]
    terms, total = misere_cli.read_misere_sum(expr)
    assert str(u.canonical(total)) == reduced


@pytest.mark.parametrize("name, text, universe", [
    ("domineering", "..|..", "dead-ending"), ("domineering", "...|..#", None), ("clobber", "xo.ox", "dicot"),
    ("clobber", "xox|o..", "dicot"), ("toppling-dominoes", "LRG", None),
])
def test_a_ruleset_position(name, text, universe):
    argv = ["misere", "--ruleset", name, text] + (["--universe", universe] if universe else [])
    status, out, err = run_cli(*argv)
    assert status == 0 and err == ""
    rs = get(name)
    pos = rs.parse(text)
    assert out.splitlines()[0] == f"{rs.name} {rs.format(pos)}"
    got = _fields(out)
    form = misere_form(pos)
    assert got["canonical form"] == str(canonical(form))
    assert got["misère outcome"].startswith(str(rs.outcome(pos, misere=True)) + " (")
    if universe:
        u = {"dicot": DICOT, "dead-ending": DEAD_ENDING}[universe]
        assert got[f"reduced form modulo {universe} games"] == str(u.canonical(form))


def test_outcome_misere_reads_sums_too():
    status, out, _ = run_cli("outcome", "--misere", "* + *")
    assert status == 0 and out == "misère play: N: the first player wins\n"
    assert run_cli("outcome", "--misere", "1 - 1")[1].startswith("misère play: N:")


@pytest.mark.parametrize("argv, said", [
    (["1 +"], "is empty"),
    (["+ 1"], "is empty"),
    (["^"], "a normal-play value such as ^"),
    (["{0|"], "expected '}'"),
    (["1/2"], "a normal-play value"),
    (["1", "--universe", "dicot"], "1 is not in the dicot universe"),
    (["{|*}", "--universe", "dead-ending"], "not in the dead-ending universe"),
    (["--ruleset", "domineering", "..", "--universe", "dicot"], "this domineering position is not in the dicot"),
    (["--ruleset", "fox-and-geese", "x.x.|....|....|.o.."], "misère play of loopy games is not supported"),
    (["--ruleset", "no-such-game", "1"], "unknown ruleset"),
    (["*", "--universe", "all"], "invalid choice"),
])
def test_refusals_say_why(argv, said):
    status, out, err = run_cli("misere", *argv)
    assert status == 2 and out == ""
    assert said in err and "internal error" not in err


def test_forms_too_large_for_the_command_line_are_refused(monkeypatch):
    monkeypatch.setattr(misere_cli, "MAX_FOLLOWERS", 20)
    status, out, err = run_cli("misere", "{0,*|1} + {0,*|1} + {0,*|1}")
    assert status == 2 and "followers" in err and "from Python" in err
    status, out, err = run_cli("misere", "--ruleset", "domineering", "...|...|...")
    assert status == 2 and "more than 20 followers" in err
