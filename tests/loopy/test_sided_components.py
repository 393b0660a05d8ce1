"""Sidling component by component on shared nodes against the whole-graph slow reference.

The fast sidling (``cgtalg.loopy.sided``) takes the strongly connected
components in reverse topological order and sidles each on raw arrays with
its exits fixed; the reference (``sidle_reference``) sidles every non-stopper
node of the whole graph at once, building every candidate as a new
``LoopyGame``. Sidling that settles gives the side (Winning Ways ch. 11;
Siegel, *Combinatorial Game Theory*, ch. VI.5), so whenever both settle they
must agree.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import parse
from cgtalg.errors import InputValueError
from cgtalg.loopy import LoopyGame, is_stopper_sided, offside, onside

from .sidle_reference import sidle_reference

STAR = parse("*")

#: Rounds of the whole-graph reference before it gives up (it is slow: every candidate a new LoopyGame).
REFERENCE_ROUNDS = 16


@st.composite
def loopy_graphs(draw: st.DrawFn, max_nodes: int = 8) -> LoopyGame:
    n = draw(st.integers(1, max_nodes))
    option = st.one_of(
        st.integers(0, n - 1).map(lambda v: f"n{v}"),
        st.sampled_from([Fraction(0), Fraction(1), Fraction(-1), STAR, parse("{1|0}")]),
    )
    mapping = {f"n{v}": (draw(st.lists(option, max_size=2)), draw(st.lists(option, max_size=2))) for v in range(n)}
    return LoopyGame.from_graph(mapping, "n0")


def _fast(g: LoopyGame, up: bool):
    try:
        return onside(g) if up else offside(g)
    except InputValueError as exc:
        assert "could not decide" in str(exc) or "work limit" in str(exc), str(exc)
        return None


@given(loopy_graphs())
@settings(max_examples=250, deadline=None)
def test_component_sidling_agrees_with_the_whole_graph_reference(g):
    """Both settled: the same side. The reference settled: so does the fast sidling.

    The fast sidling may settle where the reference has not yet (its exits
    are fixed at their final sides), so a refusal by the reference alone is
    no disagreement; a refusal by the fast sidling alone would be one.
    A refusal by the fast sidling comes with a refusal by the reference.
    """
    for up in (True, False):
        fast = _fast(g, up)
        slow = sidle_reference(g, up, rounds=REFERENCE_ROUNDS)
        if slow is not None:
            assert fast is slow, (up, fast, slow)
        if fast is None:  # the fast sidling gave up with more rounds: so does the reference
            assert slow is None


def test_where_sidling_never_settles_the_graph_simplification_finds_the_side():
    # the sidling approximations of some nodes of Backsliding Toads and Frogs .FFT.T climb or fall
    # for ever (0, 1, 2, ... for the offside), so sidling alone proves nothing; simplifying the graph
    # under each side's order finds on and off: toads and frogs can always move, so .FFT.T = dud
    from cgtalg.engine.loopy_position import loopy_game
    from cgtalg.loopy import dud, off, on, sided
    from cgtalg.rulesets.strip.backsliding_toads_and_frogs import BackslidingToadsAndFrogs

    g = loopy_game(BackslidingToadsAndFrogs(".FFT.T"))
    for up in (True, False):
        with pytest.raises(sided._Unsettled):
            sided._Sidling(g.left_arrays, g.right_arrays, up).side(g.start)
    assert onside(g) is on and offside(g) is off and is_stopper_sided(g)
    assert sided.SidedValue.of(g) == dud