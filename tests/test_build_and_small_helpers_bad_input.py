"""Small public helpers (the build's, the sign expansions', Maundy Cake's, heap printing) refuse bad input cleanly."""

from __future__ import annotations

import pytest

from cgtalg import compilation
from cgtalg.core.sign_expansion import number_ordinal_sum, sign_expansion
from cgtalg.engine.heap import heap_repr
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.cake.maundy_cake import MAX_FACTORED, maundy_moves, prime_factors

HUGE = 2**100000


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: compilation.module_path(None, "core.order", ".py"), "package_dir must be a str"),
        (lambda: compilation.source_digest("/pkg", None), "module must be a str"),
        (lambda: compilation.pgo_requested(None), "environ must be a mapping"),
        (lambda: compilation.is_gcc(None), "version_text must be a str"),
        (lambda: compilation.pgo_flags({}, None), "version_text must be a str"),
        (lambda: compilation.build_kind(HUGE), "an int of 100001 bits"),
    ],
)
def test_build_helpers(call, words):
    with pytest.raises(InputTypeError) as caught:
        call()
    assert words in str(caught.value)


@pytest.mark.parametrize("call", [lambda: sign_expansion(HUGE), lambda: number_ordinal_sum(HUGE, HUGE)])
def test_sign_expansion_of_a_huge_number_is_refused_by_size(call):
    with pytest.raises(InputValueError) as caught:
        call()
    assert "an int of 100001 bits" in str(caught.value)


@pytest.mark.parametrize("function", [prime_factors, maundy_moves])
def test_factoring_is_limited(function):
    with pytest.raises(InputValueError, match=f"<= {MAX_FACTORED}"):
        function(HUGE)
    assert function(MAX_FACTORED) >= 0 if function is maundy_moves else function(MAX_FACTORED)


@pytest.mark.parametrize("bad, error", [(None, InputTypeError), (1.5, InputTypeError), ("3", InputTypeError)])
def test_heap_repr_needs_an_int(bad, error):
    with pytest.raises(error):
        heap_repr(bad)
