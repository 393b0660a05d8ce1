"""The registry's classes and functions refuse what is not theirs with the library's errors."""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError
from cgtalg.rulesets import get
from cgtalg.rulesets.registry import Ruleset, impartial_class


@pytest.mark.parametrize("entry", [None, "domineering", 2**100000], ids=["None", "str", "huge int"])
def test_a_ruleset_is_not_made_by_hand(entry):
    with pytest.raises(InputTypeError) as caught:
        Ruleset(entry)
    message = str(caught.value)
    assert "cgtalg.rulesets.get(name)" in message and type(entry).__name__ in message


def test_a_ruleset_from_get_still_works():
    assert get("nim").name == "nim"


@pytest.mark.parametrize("cls", [int, None, 2**100000], ids=["int", "None", "huge int"])
def test_impartial_class_needs_a_position_class(cls):
    with pytest.raises(InputTypeError) as caught:
        impartial_class(cls)
    assert "needs a position class" in str(caught.value) and len(str(caught.value)) < 200
