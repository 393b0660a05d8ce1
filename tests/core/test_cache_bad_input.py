"""The named caches refuse bad names and sizes, and a second cache of one name, with the library's errors."""

from __future__ import annotations

import pytest

from cgtalg.core.cache import BoundedCache, PairCache, RowCache, cache_info, clear_caches
from cgtalg.errors import InputTypeError, InputValueError


@pytest.mark.parametrize(
    "make, error, words",
    [
        (lambda: BoundedCache(None, 10), InputTypeError, "a cache's name must be a str"),
        (lambda: BoundedCache([], 10), InputTypeError, "a cache's name must be a str"),
        (lambda: BoundedCache("bad-size", 1.5), InputTypeError, "a cache's maxsize must be an int"),
        (lambda: BoundedCache("bad-size", -1), InputValueError, "a cache's maxsize must be non-negative"),
        (lambda: PairCache("bad-rows", 10, None), InputTypeError, "a cache's row_limit must be an int"),
        (lambda: RowCache(2**100000, 10, dict), InputTypeError, "an int of 100001 bits"),
        (lambda: RowCache("bad-rows", 10, None), InputTypeError, "must be functions, not None"),
    ],
)
def test_bad_arguments(make, error, words):
    with pytest.raises(error) as caught:
        make()
    assert words in str(caught.value)
    # nothing half-made was registered: the report still works
    assert isinstance(cache_info(), dict)
    clear_caches()


def test_a_second_cache_of_one_name_is_refused():
    cache = BoundedCache("one name", 10)
    try:
        with pytest.raises(InputValueError, match="a cache named 'one name' exists already"):
            BoundedCache("one name", 10)
    finally:
        cache.unregister()


def test_a_second_instance_of_a_rulesets_rules_names_the_shared_one():
    from cgtalg.rulesets.grid.domineering import DomineeringRules

    with pytest.raises(InputValueError, match="use the module's RULES"):
        DomineeringRules()
