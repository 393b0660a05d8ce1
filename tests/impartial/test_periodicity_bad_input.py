"""extend_periodic refuses bad arguments, and certificates it cannot use, with the library's errors."""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial.nim_sequence import nim_sequence
from cgtalg.impartial.periodicity import Periodicity, extend_periodic, periodicity
from cgtalg.rulesets.heap import TakeAndBreak

KAYLES = TakeAndBreak("0.77")
VALUES = nim_sequence(KAYLES, 200)
CERT = periodicity(KAYLES, VALUES)


@pytest.mark.parametrize(
    "values, cert, n, error, words",
    [
        (1.5, CERT, 3, InputTypeError, "nim-values must be an iterable"),
        (VALUES, 1.5, 3, InputTypeError, "the certificate must be a Periodicity, not float"),
        (VALUES, CERT, 1.5, InputTypeError, "the largest heap must be an int, not float"),
        (VALUES, CERT, 2**100000, InputValueError, "an int of 100001 bits"),
        (VALUES[:3], CERT, 10, InputValueError, "fewer values than the certificate"),
    ],
    ids=["values", "cert", "n", "huge n", "short values"],
)
def test_bad_arguments(values, cert, n, error, words):
    with pytest.raises(error) as caught:
        extend_periodic(values, cert, n)
    assert words in str(caught.value)


def _forged(period, preperiod=0, saltus=0):
    return Periodicity("forged", period, preperiod, saltus, None, 0, 0, True, "made by hand")


@pytest.mark.parametrize(
    "cert, error, words",
    [
        (_forged(0), InputValueError, "the certificate's period must be >= 1, got 0"),
        (_forged(1.5), InputTypeError, "the certificate's period must be an int, not float"),
        (_forged(5), InputValueError, "preperiod 0 and period 5 need 5 values, got 2"),
        (_forged(1, saltus=-1), InputValueError, "the certificate's saltus must be non-negative"),
    ],
    ids=["period 0", "float period", "too few values", "negative saltus"],
)
def test_a_hand_made_certificate_that_cannot_extend(cert, error, words):
    with pytest.raises(error) as caught:
        extend_periodic([0, 1], cert, 10)
    assert words in str(caught.value)


def test_a_hand_made_certificate_that_can_extend():
    assert extend_periodic([0, 1], _forged(2, saltus=2), 5) == [0, 1, 2, 3, 4, 5]
