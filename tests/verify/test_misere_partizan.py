"""The partizan misère reproduction: its verdicts, and that it can fail."""

from cgtalg.misere import ZERO, parse
from cgtalg.verify import Verdict, registry, run
from cgtalg.verify import misere_partizan as repro


def test_registered_with_its_sources():
    entry = registry()["misere_partizan"]
    assert "Mesdal" in entry.source and "Siegel" in entry.source


def test_every_claim_holds_and_names_its_range():
    findings = list(run("misere_partizan", random_day3=40))
    assert [f.verdict for f in findings] == [Verdict.HOLDS] * 6
    assert findings[0].computed == "256 canonical forms"
    assert "32640 pairs" in findings[1].checked
    assert "non-zero games born by day 3" in findings[3].checked
    assert findings[5].checked == "n = 1..8"


def test_integer_forms():
    assert [str(repro._integer(n)) for n in (-2, 0, 3)] == ["-2", "0", "3"]


def test_a_wrong_dicot_order_makes_the_dicot_claim_fail(monkeypatch):
    monkeypatch.setattr(repro.DICOT, "equal", lambda g, h: False)
    findings = {f.where: f for f in run("misere_partizan", random_day3=0, max_integer=2)}
    dicot = findings["Allen 2009; Dorbec, Renault, Siegel, Sopena 2015"]
    assert dicot.verdict is Verdict.FAILS and dicot.counterexample == "* + *"


def test_the_random_games_are_born_by_day_3_and_not_all_zero():
    games = repro._random_day3(50, 7)
    assert len(games) == 50 and max(g.birthday for g in games) == 3
    assert any(g is not ZERO for g in games)


def test_a_wrong_equality_makes_the_claims_fail(monkeypatch):
    # With an equality that calls * + * equal to 0, the inverse claim must fail on *.
    star_star = parse("*") + parse("*")
    real = repro.equal

    def wrong(g, h):
        if {g, h} == {star_star, ZERO}:
            return True
        return real(g, h)

    monkeypatch.setattr(repro, "equal", wrong)
    findings = {f.where: f for f in run("misere_partizan", random_day3=0)}
    inverse = findings["Mesdal and Ottaway 2007, no inverses (day 2)"]
    assert inverse.verdict is Verdict.FAILS and inverse.counterexample == "*"
    assert findings["Siegel, GONC 4, uniqueness of the simplest form"].verdict is Verdict.FAILS
