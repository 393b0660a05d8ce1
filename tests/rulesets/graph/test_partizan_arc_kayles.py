"""Partizan Arc Kayles against a brute force written from the rules and CGSuite's values.

The rules (CGSuite's ``PartizanArcKayles``): edges are blue, red or green;
Left picks a blue or green edge, Right a red or green one, and both ends of
the edge go with every edge touching them; whoever cannot move loses. The
brute force plays that on frozensets of ``(u, v, colour)`` and builds values
with ``Game(left, right)``, without components or keys.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from cgtalg import Game, value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.graph.arc_kayles import ArcKayles, grundy
from cgtalg.rulesets.graph.partizan_arc_kayles import PartizanArcKayles

#: CGSuite's GameGraphTest, "define Partizan Arc Kayles properly", pictures redrawn as edge lists:
#: "llr" and "lrlr(ll;ree(rl;l))".
CGSUITE = [
    ("LLR", "1/2"),
    ("0-1:L 1-2:R 2-3:L 3-4:R 4-5:L 5-6:L 4-7:R 7-8:G 8-9:G 9-10:R 10-11:L 9-12:L", "{3*|2*||3/2,3/2*|1/2*}"),
]


def _after(edges: frozenset, u: int, v: int) -> frozenset:
    return frozenset(e for e in edges if not {e[0], e[1]} & {u, v})


@lru_cache(maxsize=None)
def brute(edges: frozenset) -> Game:
    left = [brute(_after(edges, u, v)) for u, v, c in edges if c in "LG"]
    right = [brute(_after(edges, u, v)) for u, v, c in edges if c in "RG"]
    return Game(left, right)


@pytest.mark.parametrize("graph, expected", CGSUITE)
def test_cgsuites_values(graph, expected):
    assert str(value(PartizanArcKayles(graph))) == expected


def test_random_graphs_against_the_brute_force():
    rng = random.Random(36)
    for _ in range(150):
        n = rng.randint(2, 7)
        edges = frozenset((u, v, rng.choice("LRG")) for u in range(n) for v in range(u + 1, n) if rng.random() < 0.4)
        if not edges:
            continue
        text = " ".join(f"{u}-{v}:{c}" for u, v, c in sorted(edges))
        assert value(PartizanArcKayles(text)) == brute(edges), text


def test_all_green_is_arc_kayles():
    for text in ("path 5", "cycle 6", "star 3", "grid 2x3", "0-1 1-2 2-0 2-3 3-4"):
        p = ArcKayles(text)
        green = " ".join(f"{u}-{v}:G" for u, v in p.edges)
        assert value(PartizanArcKayles(green)).nim_value == grundy(p), text


def test_keys_ignore_numbering_and_the_registry():
    assert PartizanArcKayles("0-1:L 1-2:R") == PartizanArcKayles("7-3:R 9-7:L")
    assert PartizanArcKayles("0-1:L 1-2:R") != PartizanArcKayles("0-1:R 1-2:R")
    rs = get("partizan-arc-kayles")
    assert str(rs.value("LLR")) == "1/2" and str(rs.outcome("LLR")) == "L"


def test_vertex_numbers_and_counts_have_no_cap():
    # Each blue edge alone is one move for Left (1), a green one a move for either (*).
    assert str(value(PartizanArcKayles("0-99:L"))) == "1"
    assert str(value(PartizanArcKayles(" ".join(f"{2 * i}-{2 * i + 1}:L" for i in range(80))))) == "80"
    assert str(value(PartizanArcKayles("100-101:L 150-151:L 200-201:G 300-301:G 301-302:R"))) == "2"


def test_bad_input_is_refused():
    for bad in ("0-1:B", "0-0:L", "0-1:L 1-0:R", "zz"):
        with pytest.raises(InputValueError):
            PartizanArcKayles(bad)
    with pytest.raises(InputTypeError):
        PartizanArcKayles(None)  # type: ignore[arg-type]
