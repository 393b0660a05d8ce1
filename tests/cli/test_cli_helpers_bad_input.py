"""The command line's helper functions refuse bad arguments with the library's errors."""

from __future__ import annotations

import argparse
import io

import pytest

from cgtalg import parse
from cgtalg.analysis.thermograph import thermograph
from cgtalg.cli import coins, common, thermograph as thermograph_cli, verify, welter
from cgtalg.errors import InputTypeError, InputValueError

HUGE = 2**100000


@pytest.mark.parametrize("module", [coins, thermograph_cli, verify, welter], ids=lambda m: m.__name__)
@pytest.mark.parametrize("bad", [None, "x", [], HUGE], ids=["None", "str", "list", "huge"])
def test_add_parser_needs_subparsers(module, bad):
    with pytest.raises(InputTypeError, match=r"ArgumentParser.add_subparsers\(\)"):
        module.add_parser(bad)


def test_add_parser_still_adds():
    sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    welter.add_parser(sub)
    assert "welter" in sub.choices


def test_internal_error_of_an_unprintable_exception():
    text = common.internal_error("cgtalg value", ValueError(HUGE))
    assert text.startswith("cgtalg value: internal error: ValueError: (an int of 100001 bits,)")


@pytest.mark.parametrize("exc", [None, HUGE, "boom"], ids=["None", "huge", "str"])
def test_internal_error_needs_an_exception(exc):
    with pytest.raises(InputTypeError, match="reports an exception"):
        common.internal_error("cgtalg value", exc)


@pytest.mark.parametrize("bad", [None, 1.5, HUGE, []], ids=["None", "float", "huge", "list"])
def test_read_game_needs_text(bad):
    with pytest.raises(InputTypeError, match="the expression must be a str"):
        common.read_game(bad)


@pytest.mark.parametrize("bad", [None, 1.5, HUGE, [[1]]], ids=["None", "float", "huge", "nested"])
def test_read_ints_needs_texts(bad):
    with pytest.raises(InputTypeError):
        common.read_ints(bad, "counts")


@pytest.mark.parametrize("bad", [None, 1.5, HUGE, ["x"]], ids=["None", "float", "huge", "str items"])
def test_coin_counts_must_be_ints(bad):
    with pytest.raises(InputTypeError):
        coins.check_coins(bad)
    with pytest.raises(InputTypeError):
        coins.coin_game("FM", bad)


def test_picture_written_checks_its_arguments():
    g = parse("{3|-1}")
    th = thermograph(g)
    with pytest.raises(InputTypeError, match="must be a path"):
        thermograph_cli.picture_written(None, g, th, th.svg())
    with pytest.raises(InputTypeError, match="g must be the Game drawn"):
        thermograph_cli.picture_written("t.svg", HUGE, th, th.svg())
    with pytest.raises(InputTypeError, match="th must be a Thermograph"):
        thermograph_cli.picture_written("t.svg", g, None, th.svg())


@pytest.mark.parametrize(
    "counts, misere, error",
    [(True, False, InputTypeError), ([1.5], False, InputTypeError), ([-1], False, InputValueError),
     ([1, 2], 1, InputTypeError)],
)
def test_welter_report_checks_its_arguments(counts, misere, error):
    with pytest.raises(error):
        welter.welter_report(counts, io.StringIO(), misere=misere)
