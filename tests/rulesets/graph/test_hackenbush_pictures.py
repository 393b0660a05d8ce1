"""Hackenbush pictures against a brute force written from the rules.

The rules (*Winning Ways*, ch. 1-2): a picture is edges standing on the
ground; Left cuts a blue or green edge, Right a red or green one; after a cut,
and at the start, every edge no longer connected to the ground falls. The
brute force below plays exactly that on edge lists and builds each value with
``Game(left, right)``; it knows nothing of the engine's keys and parts.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from cgtalg import Game, value
from cgtalg.impartial import grundy
from cgtalg.rulesets import get
from cgtalg.rulesets.graph.hackenbush import Hackenbush

Edge = tuple[int, int, str]


def _standing(edges: tuple[Edge, ...]) -> tuple[Edge, ...]:
    """The edges connected to the ground (vertex 0), found by growing the set reached from it."""
    reached = {0}
    grew = True
    while grew:
        grew = False
        for u, v, _ in edges:
            if (u in reached) != (v in reached):
                reached |= {u, v}
                grew = True
    return tuple(e for e in edges if e[0] in reached)


def _cuts(edges: tuple[Edge, ...], colours: str) -> list[tuple[Edge, ...]]:
    return [_standing(edges[:i] + edges[i + 1:]) for i, e in enumerate(edges) if e[2] in colours]


@lru_cache(maxsize=None)
def _value(edges: tuple[Edge, ...]) -> Game:
    return Game([_value(o) for o in _cuts(edges, "LG")], [_value(o) for o in _cuts(edges, "RG")])


def brute_force(edges: tuple[Edge, ...]) -> Game:
    return _value(tuple(sorted(_standing(edges))))


def _text(edges: tuple[Edge, ...]) -> str:
    return " ".join(f"{'g' if u == 0 else u}-{'g' if v == 0 else v}:{c}" for u, v, c in edges)


def _random_picture(rng: random.Random) -> tuple[Edge, ...]:
    vertices = rng.randint(2, 5)
    edges = []
    for _ in range(rng.randint(1, 6)):
        u, v = rng.sample(range(vertices), 2)
        edges.append((u, v, rng.choice("LRG")))
    return tuple(edges)


PICTURES = [_random_picture(random.Random(seed)) for seed in range(300)]
FLOATING = [p for p in PICTURES if _standing(p) != p]


def test_the_sample_has_edges_off_the_ground():
    assert len(FLOATING) > 30


@pytest.mark.parametrize("edges", PICTURES, ids=_text)
def test_a_picture_has_the_value_of_its_rules(edges):
    assert value(Hackenbush(_text(edges))) is brute_force(edges)


@pytest.mark.parametrize("edges", FLOATING, ids=_text)
def test_no_move_returns_to_the_same_picture(edges):
    p = Hackenbush(_text(edges))
    keys = [o.key() for o in p.left_options() + p.right_options()]
    assert p.key() not in keys
    assert len(p.left_options()) == sum(c in "LG" for _, _, c in _standing(edges))


def test_an_edge_off_the_ground_falls_at_the_start():
    p = Hackenbush("g-1:L 2-3:R")
    assert p.text() == "g-1:L"
    assert [o.text() for o in p.right_options()] == []
    assert [o.text() for o in p.left_options()] == [""]
    assert str(value(p)) == "1"


def test_impartial_hackenbush_of_a_floating_edge_is_not_loopy():
    impartial = get("hackenbush").impartial()
    assert grundy(impartial.parse("g-1:L 2-3:R")) == 1
    assert grundy(impartial.parse("g-1:G 1-2:R 3-4:L")) == 2
