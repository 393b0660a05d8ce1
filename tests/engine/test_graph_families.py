"""Snort and Col: the search oracle and the family reading of parse.

``VertexColouringRules.oracle`` (:class:`cgtalg.engine.graph._Colourings`)
moves paths and stars on their words and anything else by ``region_moves``;
``GraphPosition._from_text`` keys an untinted ``path k``, ``cycle k`` or
``star k`` from its family (``_family_key``). The references: the schema's
``region_moves`` and the constructor (parse_graph, then the general
normalisation).
"""

from __future__ import annotations

import pytest

from cgtalg import value
from cgtalg.errors import InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.graph.col import RULES as COL
from cgtalg.rulesets.graph.col import Col
from cgtalg.engine.graph import WORD_VERTICES, _family_reading, parse_graph
from cgtalg.engine.graph_words import _family_key
from cgtalg.rulesets.graph.snort import RULES as SNORT
from cgtalg.rulesets.graph.snort import Snort

from ..reference_rules import colouring_moves, graph_state, reference_value

FAMILIES = ("path", "cycle", "star")


@pytest.mark.parametrize("cls", [Col, Snort])
@pytest.mark.parametrize("family", FAMILIES)
def test_family_keys_are_the_constructors(cls, family) -> None:
    for k in range(0, 63):
        text = f"{family} {k}"
        try:
            slow = cls(text)
        except InputValueError:
            assert _family_key(family, k) is None
            with pytest.raises(InputValueError):
                cls._from_text(text)
            continue
        fast = cls._from_text(text)
        assert (fast.key(), hash(fast), fast.adj, fast.perms, fast.alive) == \
            (slow.key(), hash(slow), slow.adj, slow.perms, slow.alive), text
        n, adj, perms = parse_graph(text)
        found = _family_key(family, k)
        if n <= WORD_VERTICES:
            assert found == cls.rules.normalise(adj, perms, (1 << n) - 1), text
        else:
            assert found is None


@pytest.mark.parametrize("text", ["star 6 ", "  path\t4", "cycle 05"])
def test_spacing_and_leading_zeros_read_as_the_constructor(text) -> None:
    assert _family_reading(text) is not None
    assert Col._from_text(text) == Col(text)


@pytest.mark.parametrize("text", ["Star 6", "path 3 + path 2", "path 3, ", "star", "star six", "star 6 7", "wheel 5",
                                  "star \u0666", "path 100", "0-1 1-2", "cycle 2"])
def test_other_texts_take_the_constructor(text) -> None:
    assert _family_reading(text) is None or _family_key(*_family_reading(text)) is None
    try:
        slow = Col(text)
    except InputValueError as err:
        with pytest.raises(InputValueError) as caught:
            get("col").parse(text)
        assert str(caught.value) == str(err)
    else:
        assert get("col").parse(text) == slow


@pytest.mark.parametrize("rules", [COL, SNORT])
def test_oracle_moves_are_the_region_moves(rules) -> None:
    texts = [f"{f} {k}" for f in FAMILIES for k in range(1, 12) if not (f == "cycle" and k < 3)]
    texts += ["0-1 1-2 2-0 2-3", "grid 2x3", "complete 4", "0-1 1:L 2:R 1-2", "star 4 + path 3", "0-1 0-2 0-3 0-4 0:L 3:R"]
    for text in texts:
        key = rules.normalise(*parse_graph(text)[1:], (1 << parse_graph(text)[0]) - 1)
        for part in key if type(key) is tuple else [key] if key else []:
            region = abs(part)
            assert rules.oracle.moves(region) == rules.region_moves(region), text


@pytest.mark.parametrize("text", ["star 3", "star 5", "path 4", "cycle 5", "0-1 1-2 2-0 2-3"])
def test_values_agree_with_the_game_tree_reference(text) -> None:
    n, adj, perms = parse_graph(text)
    edges = [(u, v) for u in range(n) for v in range(u + 1, n) if adj[u] >> v & 1]
    for cls, rule in ((Col, "col"), (Snort, "snort")):
        start = graph_state(n, edges, rule=rule)
        assert value(cls(text)) == reference_value(start, colouring_moves(rule)), (text, rule)
