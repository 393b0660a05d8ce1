"""The Penny Game: the paper's definitions, its theorems exhaustively, and the headline answer."""

from itertools import product

import pytest

from cgtalg import Outcome
from cgtalg.impartial import bouton_misere_outcome, grundy, misere_grundy, misere_outcome
from cgtalg.rulesets.heap import Penny, completing_row
from cgtalg.verify.penny import (
    GameSpace,
    all_reduction_exclusive,
    is_reduction,
    reductions,
    winners_by_recursion,
)


@pytest.fixture(scope="module")
def spaces():
    out = {}
    for k in (2, 3, 4):
        sp = GameSpace(k, 7)
        out[k] = (sp, sp.winners(), sp.contrary_winners())
    return out


def test_definitions_on_tiny_spaces():
    sp = GameSpace(2, 2)
    assert sorted(sp.winners()) == [(0, 1), (1, 0), (2, 2)]
    assert sorted(sp.contrary_winners()) == [(0, 0), (1, 1), (2, 2)]
    assert reductions((0, 0)) == []
    assert sorted(reductions((2, 1))) == [(0, 1), (1, 1), (2, 0)]
    assert is_reduction((9, 18, 18, 12), (9, 18, 34, 12))
    assert not is_reduction((0, 18, 34, 9), (9, 18, 34, 12))
    with pytest.raises(ValueError):
        GameSpace(1, 3)


def test_winners_are_the_p_positions(spaces):
    # W: misère P-positions; W': normal-play P-positions; from the engine, not the paper.
    for k, (sp, w, wc) in spaces.items():
        mc, nc = {}, {}
        for x in sp.positions:
            assert (x in w) == (misere_grundy(Penny(*x), cache=mc) == 0)
            assert (x in wc) == (grundy(Penny(*x), cache=nc) == 0)


def test_theorem_1_and_corollary_1(spaces):
    for k, (sp, w, wc) in spaces.items():
        assert w - wc == sp.fundamental(1)
        assert wc - w == sp.fundamental(0)
        assert len(w ^ wc) == 2**k


def test_theorem_2_and_6_and_corollary_2(spaces):
    for k, (sp, w, wc) in spaces.items():
        assert sp.reduction_exclusive(wc) is None
        assert sp.reduction_exclusive(sp.symmetric()) is None
        assert wc == sp.symmetric()
        assert sp.reduction_exclusive(w) is not None  # W itself is not reduction exclusive


def test_theorem_3_unique_completing_row():
    sp = GameSpace(3, 7, last=31)
    wc = sp.contrary_winners()
    w = sp.winners()
    for a, b in product(range(8), repeat=2):
        assert [n for n in range(32) if (a, b, n) in wc] == [a ^ b]
        # The same holds for W, the game actually asked about, with completing_row.
        assert [n for n in range(32) if (a, b, n) in w] == [completing_row([a, b])]


def test_theorem_4_by_all_subsets():
    for k, m in [(2, 1), (2, 2), (3, 1)]:
        found = all_reduction_exclusive(k, m)
        assert found == [frozenset(GameSpace(k, m).contrary_winners())]


def test_headline_answer():
    box = (9, 18, 34, 63)
    w = winners_by_recursion(box, misere=True)
    wc = winners_by_recursion(box, misere=False)
    assert [n for n in range(64) if (9, 18, 34, n) in w] == [57]
    assert [n for n in range(64) if (9, 18, 34, n) in wc] == [57]
    assert completing_row([9, 18, 34]) == 57
    assert bouton_misere_outcome([9, 18, 34, 57]) is Outcome.P


def test_recursion_matches_definitions(spaces):
    sp, w, wc = spaces[3]
    assert winners_by_recursion((7, 7, 7), misere=True) == w
    assert winners_by_recursion((7, 7, 7), misere=False) == wc


def test_penny_positions():
    assert misere_outcome(Penny(1)) is Outcome.P
    assert misere_outcome(Penny(0, 0)) is Outcome.N
    assert len(Penny(2, 3).options()) == 5
    assert Penny(1, 2) != Penny(2, 1)  # rows keep their places
    with pytest.raises(ValueError):
        Penny(1, -2)
    with pytest.raises(TypeError):
        Penny([1, 2])
    with pytest.raises(TypeError):
        completing_row("12")
