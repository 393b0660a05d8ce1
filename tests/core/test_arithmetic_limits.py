"""Sums of a value x + n.^ + *k with huge n or k and an explicit game: done, or refused by name."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cgtalg import Game, nimber, parse, up
from cgtalg.core.arithmetic import SUM_WORK_LIMIT
from cgtalg.errors import InputValueError


def bounded(code: str, timeout: float = 120) -> str:
    """Run *code* in a fresh interpreter and return its output; a hang fails the test at *timeout* seconds."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.parametrize("text", [
    "v" + "1" * 30 + " + {1|0}", "{1|0} + ^" + "9" * 30 + "*3", "*" + "1" * 30 + " + {1|0}",
    "{2|1} + {1|*} - v" + "7" * 30,
])
def test_a_sum_with_a_thirty_digit_multiple_is_refused_by_name(text: str) -> None:
    with pytest.raises(InputValueError, match=f"over the limit {SUM_WORK_LIMIT}"):
        parse(text)


def test_the_refusal_names_the_size() -> None:
    with pytest.raises(InputValueError, match=r"\|n\| \+ k = 300000\) and a game that is not a number"):
        up(-300_000) + Game([1], [0])
    switches = parse("+-1 + +-2 + +-3 + +-4 + +-5 + +-6")  # 49 explicit subpositions
    with pytest.raises(InputValueError, match="5000 ups .* more than 40 explicit subpositions"):
        up(5000) + switches


@pytest.mark.parametrize("n", [2, 5, 1500])
def test_sums_below_the_limit_are_still_built(n: int) -> None:
    # reference: the general engine built the same sum from the options before the limit was counted
    g = parse(f"v{n} + {{1|0}}")
    assert g is Game([1 + up(-n)], [up(-n)])
    h = up(n) + nimber(3)
    assert parse(f"{{1|0}} + ^{n}*3") is Game([1 + h], [h])


def test_a_sum_with_a_large_multiple_finishes() -> None:
    assert bounded("from cgtalg import parse\nprint(parse('v20000 + {1|0}'))") == "{1v20000|v20000}"


def test_a_number_takes_the_translation_whatever_its_size() -> None:
    x = parse("1" + "0" * 40)
    assert parse("1" + "0" * 40 + " + {1|0}") is Game([x + 1], [x])
    assert (nimber(10**30) + 5).number_up_star[2] == 10**30
