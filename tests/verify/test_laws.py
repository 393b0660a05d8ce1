"""games_born_by refuses a day it cannot use with the library's own errors.

Found while documenting cgtalg.verify.laws: ``games_born_by(True)`` gave the
games born by day 1, ``games_born_by("2")`` a TypeError from ``range``, a
negative day a plain ValueError, and day 4 would run until memory ran out.
"""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.verify.laws import KNOWN_CENSUS, games_born_by


@pytest.mark.parametrize("day", [True, "2", 2.0, None])
def test_a_day_that_is_not_an_int_is_refused(day):
    with pytest.raises(InputTypeError, match="day must be an int"):
        games_born_by(day)


@pytest.mark.parametrize("day, message", [(-1, "non-negative"), (4, "<= 3")])
def test_a_day_out_of_range_is_refused(day, message):
    with pytest.raises(InputValueError, match=message):
        games_born_by(day)
    with pytest.raises(ValueError):  # still a ValueError, as before
        games_born_by(day)


def test_the_census_of_the_days_that_are_accepted():
    assert [len(games_born_by(d)) for d in range(3)] == list(KNOWN_CENSUS[:3])


def test_verify_helpers_refuse_bad_sizes_with_library_errors() -> None:
    # The reproductions' table builders name the bad argument with cgtalg's own error types.
    from cgtalg.verify.aequitas import check_claims
    from cgtalg.verify.flipping_coins import RuleTable
    from cgtalg.verify.penny import GameSpace

    with pytest.raises(InputValueError, match="order k of a game space must be >= 2"):
        GameSpace(1, 0)
    with pytest.raises(InputValueError, match="rows m of a game space must be non-negative"):
        GameSpace(2, -1)
    with pytest.raises(InputTypeError, match="order k of a game space must be an int"):
        GameSpace(2.0, 1)  # type: ignore[arg-type]
    with pytest.raises(InputValueError, match="must be >= 4"):
        check_claims(3)
    with pytest.raises(InputTypeError, match="must be an int, not bool"):
        check_claims(True)
    with pytest.raises(InputValueError, match="max_coins must be non-negative"):
        RuleTable(-1)
    with pytest.raises(InputValueError, match="longer than the table's 2 coins"):
        RuleTable(2).value("0111")
