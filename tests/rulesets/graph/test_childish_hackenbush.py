"""Childish Hackenbush against a brute force written from the rules and CGSuite's values.

The rules (*Winning Ways*, ch. 2; CGSuite's ``ChildishHackenbush``): a
picture of blue, red and green edges stands on the ground; Left cuts a blue
or green edge, Right a red or green one; a blue or red edge may be cut only
if every other edge stays connected to the ground, and after a green cut what
is no longer grounded falls. The brute force below plays that on edge lists
and builds each value with ``Game(left, right)``, knowing nothing of the
edge-cutting schema's keys and parts.
"""

from __future__ import annotations

import random
import re
from functools import lru_cache

import pytest

from cgtalg import Game, value
from cgtalg.analysis.atomic_weight import atomic_weight
from cgtalg.errors import InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.graph.childish_hackenbush import ChildishHackenbush
from cgtalg.rulesets.graph.hackenbush import Hackenbush

Edge = tuple[int, int, str]


def _standing(edges: tuple[Edge, ...]) -> tuple[Edge, ...]:
    reached = {0}
    grew = True
    while grew:
        grew = False
        for u, v, _ in edges:
            if (u in reached) != (v in reached):
                reached |= {u, v}
                grew = True
    return tuple(e for e in edges if e[0] in reached or e[1] in reached)


def _cuts(edges: tuple[Edge, ...], colours: str) -> list[tuple[Edge, ...]]:
    out = []
    for i, e in enumerate(edges):
        if e[2] not in colours:
            continue
        rest = edges[:i] + edges[i + 1:]
        kept = _standing(rest)
        if e[2] in "LR" and len(kept) != len(rest):
            continue  # a childish cut may not make anything fall
        out.append(kept)
    return out


@lru_cache(maxsize=None)
def brute(edges: tuple[Edge, ...]) -> Game:
    return Game([brute(o) for o in _cuts(edges, "LG")], [brute(o) for o in _cuts(edges, "RG")])


def _text(edges: tuple[Edge, ...]) -> str:
    name = lambda v: "g" if v == 0 else str(v)  # noqa: E731
    return " ".join(f"{name(u)}-{name(v)}:{c}" for u, v, c in edges)


def _picture(named: str) -> str:
    """A picture written with vertex names (``g`` the ground) renumbered for the position text."""
    names: dict[str, str] = {"g": "g"}
    words = []
    for u, v, c in re.findall(r"(\w+)-(\w+):(\w)", named):
        for x in (u, v):
            names.setdefault(x, str(len(names)))
        words.append(f"{names[u]}-{names[v]}:{c}")
    return " ".join(words)


def _lollipop(blue: int, red: int, green: int) -> str:
    """*green* green edges from the ground to a vertex holding a cycle of *blue* blue then *red* red edges."""
    seq = "L" * blue + "R" * red
    ring = ["1"] + [str(i) for i in range(2, len(seq) + 1)] + ["1"]
    return " ".join(["g-1:G"] * green + [f"{ring[i]}-{ring[i + 1]}:{c}" for i, c in enumerate(seq)])


#: CGSuite's GameGraphTest, "define Childish Hackenbush properly", each picture redrawn in cgtalg's text.
CGSUITE = [
    ("g-a:L a-b:L a-c:R c-d:L", "2"),                                             # l(l;rl)
    (_picture("g-1:L 1-2:L 2-3:L 3-4:L 4-5:L 5-6:L 6-7:R 7-8:R 8-9:R 9-g:R"), "{4|-2}"),  # :{ground}llllllrrrr:{ground}
    (_picture("g-a:R a-T:L a-b:R b-T:L b-c:R c-T:L c-d:R d-T:L d-e:R e-T:L"), "15/16"),   # r(l:T;r(l:T;...;rl:T))
    (_lollipop(6, 3, 2), "{0|^[4]*||vv}"),                                           # (e:B;e:Bllllllrrr:B)
]


@pytest.mark.parametrize("picture, expected", CGSUITE)
def test_cgsuites_values(picture, expected):
    assert str(value(ChildishHackenbush(_picture(picture)))) == expected


def test_cgsuites_atomic_weight_of_the_second_lollipop():
    # (e:B;e:B;e:Blllllllllrr:B).AtomicWeight == 3/2
    assert str(atomic_weight(value(ChildishHackenbush(_lollipop(9, 2, 3))))) == "3/2"


def test_stalks_only_lose_their_top_edge():
    assert str(value(ChildishHackenbush("LLL"))) == "3"
    assert str(value(ChildishHackenbush("LR"))) == "0"      # Left's edge holds Right's: {|1}
    assert str(value(ChildishHackenbush("RL"))) == "0"
    assert str(value(ChildishHackenbush("LRL"))) == "1"     # {LR = 0 |}: Right's edge holds Left's top edge
    assert [o.text() for o in ChildishHackenbush("LLR").left_options()] == []


def test_green_edges_cut_as_in_hackenbush():
    for p in ("G", "GG", "GGG", "g-1:G g-1:G 1-2:G"):
        assert value(ChildishHackenbush(p)) == value(Hackenbush(p)), p
    # A blue edge on a green one: Left cuts either ({0, * | 0}), Right only the green one.
    assert str(value(ChildishHackenbush("GL"))) == "^*"


def _random_picture(rng: random.Random) -> tuple[Edge, ...]:
    n = rng.randint(1, 4)
    edges = []
    for _ in range(rng.randint(1, 7)):
        u = rng.randint(0, n)
        v = rng.randint(0, n)
        if u == v:
            v = (u + 1) % (n + 1)
        edges.append((u, v, rng.choice("LLRRG")))
    return _standing(tuple(edges))


def test_random_pictures_against_the_brute_force():
    rng = random.Random(36)
    for _ in range(400):
        edges = _random_picture(rng)
        if not edges:
            continue
        text = _text(edges)
        assert value(ChildishHackenbush(text)) == brute(edges), text


def test_the_registry_and_bad_input():
    rs = get("childish-hackenbush")
    assert rs is get("childish hackenbush")
    assert str(rs.value("g-1:L 1-2:L 1-3:R 3-4:L")) == "2"
    assert str(rs.outcome("LRL")) == "L"
    assert str(rs.outcome(CGSUITE[1][0])) == "N"      # {4|-2}
    with pytest.raises(InputValueError, match="Childish Hackenbush edge"):
        ChildishHackenbush("g-1:B")
