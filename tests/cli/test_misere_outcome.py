"""``cgtalg outcome --misere``: ruleset positions searched, misère forms read, refusals that say why."""

from __future__ import annotations

import pytest

import cgtalg.engine.misere_play as misere_play
from cgtalg.misere import parse
from cgtalg.rulesets import get
from tests.cli_runner import run_cli


@pytest.mark.parametrize("name, text", [
    ("domineering", "..|.."), ("domineering", "...|..."), ("clobber", "xo.|ox."), ("toppling-dominoes", "LRLG"),
    ("nim", "1 1"), ("nim", "2 2"), ("penny-game", "1 2 3"), ("kayles", "3 5"), ("cutcake", "3x4 2x2"),
])
def test_a_ruleset_position_under_misere_play(name, text):
    status, out, err = run_cli("outcome", "--misere", "--ruleset", name, text)
    assert status == 0 and err == ""
    rs = get(name)
    want = str(rs.outcome(text, misere=True))
    assert out.splitlines()[-1].startswith(f"misère play: {want}: ")
    assert out.splitlines()[0] == f"{rs.name} {rs.format(rs.parse(text))}"


def test_normal_and_misere_play_differ_on_one_board():
    assert run_cli("outcome", "--ruleset", "domineering", "..")[1].splitlines()[-1].startswith("R:")
    assert run_cli("outcome", "--misere", "--ruleset", "domineering", "..")[1].splitlines()[-1].startswith(
        "misère play: L:")


@pytest.mark.parametrize("text", ["0", "*", "1", "-1", "{*|*}", "{0|{0|}}", "{ 2 , * | -1 }"])
def test_a_plain_expression_is_a_misere_form(text):
    status, out, _ = run_cli("outcome", "--misere", text)
    want = str(parse(text).outcome())
    assert status == 0 and out.startswith(f"misère play: {want}: ")


@pytest.mark.parametrize("argv, said", [
    (["--misere", "^"], "a normal-play value such as ^"),
    (["--misere", "{0|"], "expected '}'"),
    (["--misere", "--ruleset", "fox-and-geese", "x.x.|....|....|.o.."], "misère play of loopy games is not supported"),
    (["--misere", "--ruleset", "domineering", "..?"], "domineering"),
    (["--misere", "--ruleset", "no-such-game", "1"], "unknown ruleset"),
])
def test_refusals_say_why(argv, said):
    status, out, err = run_cli("outcome", *argv)
    assert status == 2 and out == ""
    assert said in err


def test_a_search_past_the_limit_is_reported(monkeypatch):
    monkeypatch.setattr(misere_play, "MAX_STATES", 200)
    status, out, err = run_cli("outcome", "--misere", "--ruleset", "maundy-cake", "6x12 4x9")
    assert status == 2 and out == ""
    assert "explored 200 states" in err and "limit=" in err and "internal error" not in err
