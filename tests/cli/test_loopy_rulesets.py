"""``cgtalg value``, ``outcome`` and ``grundy`` on the loopy rulesets, against the library and naive references.

The printed value is the str (or ``--latex``) of :meth:`Ruleset.value`, the
outcome that of :func:`cgtalg.engine.loopy_position.loopy_outcome` and of the
naive retrograde of ``tests/rulesets/loopy_reference.py``, the generalised
Grundy values those of the naive Smith labelling of
``tests/rulesets/heap/test_fair_shares.py``.
"""

from __future__ import annotations

import pytest

from cgtalg.engine.loopy_position import loopy_outcome, loopy_value
from cgtalg.loopy import LoopyGrundy
from cgtalg.rulesets import get
from cgtalg.rulesets.heap import FairSharesAndVariedPairs

from ..cli_runner import run_cli
from ..rulesets.heap.test_fair_shares import INF, partitions, smith_values
from ..rulesets.test_registry_loopy import reference_outcome

WORDS = {"L": "Left wins, whoever starts", "R": "Right wins, whoever starts", "N": "the first player wins",
         "P": "the second player wins", "D": "a draw whoever starts: best play never ends"}


@pytest.mark.parametrize("name, text", [
    ("backsliding-toads-and-frogs", "T.F"), ("backsliding-toads-and-frogs", "TT.F"),
    ("backsliding-toads-and-frogs", "F.TT"), ("fox-and-geese", "x.x.|....|....|.o.."),
    ("fox-and-geese", "x.|.o"), ("fair-shares-and-varied-pairs", "1 9"), ("fair-shares-and-varied-pairs", "6"),
])
def test_value_prints_the_loopy_value_and_the_outcome_with_draws(name, text):
    rs = get(name)
    p = rs.parse(text)
    status, out, err = run_cli("value", "--ruleset", name, *text.split())
    expected = str(loopy_outcome(p))
    assert expected == str(reference_outcome([(p, 1)]))
    assert (status, err) == (0, "")
    assert out.splitlines() == [f"{name} {text}", f"value: {loopy_value(p)}",
                                f"outcome: {expected} ({WORDS[expected]})"]
    status, out, _ = run_cli("value", "--ruleset", name, *text.split(), "--latex")
    assert status == 0 and out.splitlines()[1] == f"value: {loopy_value(p).latex()}"


def test_value_examples_and_verbose():
    status, out, _ = run_cli("value", "--ruleset", "fox-and-geese", "x.x.|....|....|.o..", "--latex")
    assert status == 0 and out.splitlines()[1] == r"value: \mathrm{over}"
    status, out, _ = run_cli("value", "--ruleset", "backsliding", "F.TT", "-v")
    assert status == 0 and out.splitlines()[1:] == ["value: {on|0}", "outcome: N (the first player wins)",
                                                    "kind: stopper (play can cycle)", "stops: left on, right 0"]
    status, out, _ = run_cli("value", "--ruleset", "fair-shares", "1", "9", "-v")
    assert status == 0 and out.splitlines()[3] == "kind: stopper-sided, not a stopper (play can cycle)"
    assert out.splitlines()[4].startswith("sides: onside {0,{0,^*|0,^*}|0,*2}, offside ")
    # A loopy ruleset's position whose value is short is reported as any short game.
    status, out, _ = run_cli("value", "--ruleset", "backsliding", "T..F", "-v")
    assert status == 0 and out.splitlines()[1:] == ["value: *", "outcome: N (the first player wins)",
                                                    "stops: left 0, right 0", "birthday: 1"]


def test_latex_is_honoured_for_short_rulesets_too():
    status, out, _ = run_cli("value", "--ruleset", "domineering", "..|..|..", "--latex")
    assert status == 0 and out.splitlines()[1] == r"value: \{\frac{1}{2} \mid -2\}"


@pytest.mark.parametrize("name, text", [
    ("backsliding-toads-and-frogs", ".FFT.T"), ("backsliding-toads-and-frogs", "TT..FF"),
    ("backsliding-toads-and-frogs", "T.FF.T"), ("fox-and-geese", "x.x.|....|.o.."),
    ("fair-shares-and-varied-pairs", "1 9"), ("fair-shares-and-varied-pairs", "2 4"),
    ("domineering", "...|..."),
])
def test_outcome_of_a_ruleset_position(name, text):
    rs = get(name)
    p = rs.parse(text)
    status, out, err = run_cli("outcome", "--ruleset", name, *text.split())
    expected = str(rs.outcome(p))
    if rs.is_loopy:
        assert expected == str(loopy_outcome(p)) == str(reference_outcome([(p, 1)]))
    assert (status, err) == (0, "") and out.splitlines() == [f"{name} {text}", f"{expected}: {WORDS[expected]}"]


def test_outcome_draws():
    assert run_cli("outcome", "--ruleset", "backsliding", ".FFT.T")[1].splitlines()[1] == \
        "D: a draw whoever starts: best play never ends"


def test_grundy_of_fair_shares_matches_smith_labelling():
    naive = smith_values([FairSharesAndVariedPairs(p) for p in partitions(10)])
    for p, v in naive.items():
        expected = LoopyGrundy.infinity(v[1]) if isinstance(v, tuple) and v[0] == INF else LoopyGrundy(v)
        status, out, _ = run_cli("grundy", "fair-shares-and-varied-pairs", *map(str, p.heaps))
        nimber = f" (*{expected.n})" if expected.is_finite else ""
        wins = {"N": "a first-player win", "P": "a second-player win (a P-position)",
                "D": "a draw (best play never ends)"}[str(expected.outcome)]
        assert status == 0
        assert out == f"fair-shares-and-varied-pairs {p.text()}: generalised Grundy value {expected}{nimber}, {wins}\n"
    status, out, _ = run_cli("grundy", "fair-shares", "1", "9")
    assert out == "fair-shares-and-varied-pairs 1 9: generalised Grundy value ∞_{0,2}, a first-player win\n"


def test_grundy_of_other_registry_rulesets():
    assert run_cli("grundy", "kayles", "3", "5")[1] == "kayles 3 5: Grundy value 7 (*7), a first-player win\n"


@pytest.mark.parametrize("argv, needle", [
    (["grundy", "fair-shares", "6", "--misere"], "--misere: fair-shares-and-varied-pairs is a loopy game"),
    (["grundy", "domineering", "2x2", "--misere"], "domineering is a partizan ruleset"),
    (["grundy", "backsliding", "T.F"], "backsliding-toads-and-frogs is a partizan ruleset"),
    (["grundy", "fox-and-geese", "x.|.o"], "fox-and-geese is a partizan ruleset"),
    (["grundy", "kayels", "3"], "did you mean 'kayles'?"),
    (["value", "--ruleset", "fox-and-geese", "x.x.|....|....|.o..", "--analyse"],
     "--analyse and --json analyse short games"),
    (["value", "--ruleset", "fox-and-geese", "x.x.|....|....|.o..", "--json"], "is a loopy game of value over"),
    (["value", "--ruleset", "domineering", "..", "--analyse", "--latex"], "--latex prints the value alone"),
])
def test_refusals_are_one_clear_line_and_status_2(argv, needle):
    status, out, err = run_cli(*argv)
    assert status == 2 and out == "" and needle in err and len(err.splitlines()) == 1, err


def test_a_game_whose_sides_are_not_found_is_refused_in_one_line(monkeypatch):
    # no strip of up to 6 squares is undecided, so the graph simplification is made to fail here
    from cgtalg.loopy import sided

    assert run_cli("value", "--ruleset", "backsliding", ".FFT.T")[1].splitlines()[1] == "value: dud"
    monkeypatch.setattr(sided, "_side_graph", lambda *args: None)
    status, out, err = run_cli("value", "--ruleset", "backsliding", ".FFT.T")
    assert status == 2 and out == "" and len(err.splitlines()) == 1, err
    assert "'.FFT.T' (a loopy game): could not decide whether this game is stopper-sided" in err


def test_the_command_line_explores_a_bounded_number_of_positions(monkeypatch):
    from cgtalg.rulesets import registry

    assert registry.CLI_LOOPY_POSITIONS == 100_000
    monkeypatch.setattr(registry, "CLI_LOOPY_POSITIONS", 50)
    status, out, err = run_cli("value", "--ruleset", "fox-and-geese", "x.x.x|.....|.....|....o")
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert "more than 50 positions are reachable" in err and "the most the command line explores" in err
    # The same position within the limit, and from Python (which explores as far as MAX_POSITIONS).
    monkeypatch.setattr(registry, "CLI_LOOPY_POSITIONS", 100_000)
    status, out, _ = run_cli("value", "--ruleset", "fox-and-geese", "x.x.x|.....|.....|....o")
    assert status == 0 and out.splitlines()[1] == f"value: {get('fox-and-geese').value('x.x.x|.....|.....|....o')}"
