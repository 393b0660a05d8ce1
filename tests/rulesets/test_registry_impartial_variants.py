"""Every registered ruleset has an impartial variant, and its values are the brute force's nimbers.

The brute force plays the partizan position with both players given the
union of Left's and Right's moves, straight from the definition: the Grundy
value is the mex of the options' values.
"""

from __future__ import annotations

import pytest

from cgtalg.engine.traversal import moves_of
from cgtalg.rulesets import get, names

#: A small position of each ruleset, small enough for the brute force.
SMALL = {
    "amazons": "L..|..R",
    "arc-kayles": "path 6",
    "cannibal-clobber": "xxo|ox.",
    "clobber": "xo.|ox.",
    "col": "path 4",
    "counterfeit-coins": "FM(5)",
    "cram": "...|..#",
    "cutcake": "2x3 1x2",
    "dawsons-kayles": "4 6",
    "domineering": "...|...",
    "eatcake": "2x3 2x2",
    "fibonacci-nim": "10",
    "elephants-and-rhinos": ">>..<.<",
    "fission": "...|.x.|...",
    "fjords": "0-1 1-2 2-3 0:L 3:R",
    "flipping-coins": "01011",
    "generalised-toads-and-frogs": "2:TTF..F",
    "childish-hackenbush": "g-1:L 1-2:R g-3:G 3-4:L",
    "grundys-game": "7 5",
    "hackenbush": "g-1:L 1-2:R g-3:G 3-4:L",
    "kayles": "3 5",
    "konane": "xox.|o...",
    "maundy-cake": "3x4 2x5",
    "mem0": "5 3_2",
    "mem": "5 3_2 2_1",
    "take-away": "3:10_1 5",
    "mock-turtles": "THHTH",
    "nim": "3 4 5",
    "partizan-arc-kayles": "0-1:L 1-2:R 2-3:G 3-4:L",
    "partizan-euclid": "8 7",
    "nogo": "...|...",
    "nimstring": "2x2 h=11/00/11",
    "penny-game": "1 2 3",
    "ruler": "THHTH",
    "sheep": "x3..|..o2",
    "ski-jumps": "L...|.R..|....",
    "snort": "path 4",
    "toads-and-frogs": "TT..FF",
    "toppling-dominoes": "LRLG",
    "turning-turtles": "THHTH",
    "twins": "THHTH",
    "welter": "1 3 6",
    "wythoff": "4 6",
}


def brute_grundy(position, memo):
    """Normal-play Grundy value with both players given every move of either (an explicit stack)."""
    stack = [position]
    while stack:
        p = stack[-1]
        if p in memo:
            stack.pop()
            continue
        left, right = moves_of(p)
        options = set(left) | set(right)
        todo = [o for o in options if o not in memo]
        if todo:
            stack.extend(todo)
            continue
        seen = {memo[o] for o in options}
        m = 0
        while m in seen:
            m += 1
        memo[p] = m
        stack.pop()
    return memo[position]


#: The loopy rulesets: their impartial variants are loopy too, with generalised Grundy values (see
#: tests/rulesets/test_registry_loopy.py).
LOOPY = {"backsliding-toads-and-frogs", "backsliding-generalised-toads-and-frogs", "fair-shares-and-varied-pairs",
         "fox-and-geese"}


def test_every_registered_ruleset_has_a_small_position_here():
    assert set(SMALL) | LOOPY == set(names())
    assert LOOPY == {n for n in names() if get(n).is_loopy}


@pytest.mark.parametrize("name", sorted(SMALL))
def test_the_impartial_variant_reads_the_same_texts_and_values_nimbers(name):
    ruleset = get(name)
    variant = ruleset.impartial()
    assert variant.impartial() is variant
    position = variant.parse(SMALL[name])
    g = variant.value(position)
    assert g.is_nimber, (name, str(g))
    assert variant.grundy(SMALL[name]) == g.nim_value
    assert str(variant.outcome(position)) == ("P" if g.nim_value == 0 else "N")
    assert variant.format(position) == ruleset.format(ruleset.parse(SMALL[name]))


@pytest.mark.parametrize("name", sorted(n for n in SMALL if get(n).impartial() is not get(n)))
def test_the_impartial_variant_agrees_with_the_brute_force(name):
    ruleset = get(name)
    partizan = ruleset.parse(SMALL[name])
    expected = brute_grundy(partizan, {})
    assert ruleset.impartial().grundy(SMALL[name]) == expected, name


def test_toppling_dominoes_played_impartially():
    variant = get("toppling-dominoes").impartial()
    assert variant.name == "impartial toppling-dominoes"
    assert str(variant.value(variant.parse("LRL"))) == "*3"
    assert variant.parse("LRL") == variant.parse("LRL")
