"""Every partizan ruleset has a dicotic variant: its values are the brute force's, its positions dicot.

The brute force (written here from the rule, on the base ruleset's own
option tree) values a position as 0 when Left or Right has no move in it,
else as the canonical form of its options' brute-force values.
"""

from __future__ import annotations

import pytest

from cgtalg import Relation, compare, outcome, parse
from cgtalg.core.canonical import canonical
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get, names
from cgtalg.rulesets.variants import DicoticPlay, dicotic_class, is_dicotic

from ..cli_runner import run_cli

#: Small positions of each registered partizan ruleset that is not loopy.
POSITIONS = {
    "amazons": ["L..|..R", "L.|.R", "L#.|..R"],
    "childish-hackenbush": ["g-1:L 1-2:R g-3:G 3-4:L", "g-1:L g-2:R", "g-1:G 1-2:L 2-3:R"],
    "cannibal-clobber": ["xxo|ox.", "xo.|ox.", "xxo"],
    "clobber": ["xo.|ox.", "xox|oxo", "xxo|o.."],
    "col": ["path 4", "star 4", "cycle 5"],
    "cutcake": ["2x3 1x2", "3x3", "1x4 2x1"],
    "domineering": ["...|...", "3x3", "..|..|..", "....|..#."],
    "eatcake": ["2x3 2x2", "3x3", "1x3"],
    "elephants-and-rhinos": [">>..<.<", ">.<", ">..<<"],
    "fission": ["...|.x.|...", "....|.x..|....", "..x..|....."],
    "fjords": ["0-1 1-2 2-3 0:L 3:R", "0-1 0:L 1:R", "0-1 0-2 0-3 0:L 1:L 2:R"],
    "flipping-coins": ["01011", "1101", "0110"],
    "generalised-toads-and-frogs": ["2:TTF..F", "1:T.F", "3:TFFF.F", "2:T.TFF.F"],
    "hackenbush": ["g-1:L 1-2:R g-3:G 3-4:L", "g-1:L g-2:R", "g-1:G 1-2:L 2-3:R"],
    "konane": ["xox.|o...", "xo.|.ox|...", "xox.ox."],
    "maundy-cake": ["3x4 2x5", "6x4", "2x2 1x3"],
    "nogo": ["...|...", "x..|..o", "...."],
    "partizan-arc-kayles": ["0-1:L 1-2:R 2-3:G 3-4:L", "0-1:L 1-2:R", "0-1:G 1-2:G 2-0:L"],
    "partizan-euclid": ["8 7", "8 3", "13 8"],
    "sheep": ["x3..|..o2", "x2.o2", "x3...|.o2.."],
    "ski-jumps": ["L...|.R..|....", "L.R", "R..|..L"],
    "snort": ["path 4", "star 4", "cycle 5"],
    "toads-and-frogs": ["TT..FF", "T.F", "TF.F", "T.TF.F"],
    "toppling-dominoes": ["LRLG", "LR", "GLRRL"],
}

ZERO = parse("0")


def brute_value(position):
    """The dicotic rule applied to *position*'s option tree: an explicit stack, a memo by position."""
    memo = {}
    stack = [position]
    while stack:
        p = stack[-1]
        if p in memo:
            stack.pop()
            continue
        left, right = list(p.left_options()), list(p.right_options())
        if not left or not right:
            memo[p] = ZERO
            stack.pop()
            continue
        todo = [o for o in left + right if o not in memo]
        if todo:
            stack.extend(todo)
            continue
        memo[p] = canonical([memo[o] for o in left], [memo[o] for o in right])
        stack.pop()
    return memo[position]


def test_every_partizan_ruleset_has_positions_here():
    partizan = {n for n in names() if not get(n).is_loopy and get(n).dicotic() is not get(n)}
    assert partizan == set(POSITIONS)


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_dicotic_variant_is_the_brute_force(name):
    ruleset = get(name)
    variant = ruleset.dicotic()
    assert variant.name == f"dicotic {name}"
    assert get(f"dicotic {name}") is variant and get(f"Dicotic_{name}") is variant
    assert variant.dicotic() is variant
    for text in POSITIONS[name]:
        base = ruleset.parse(text)
        position = variant.parse(text)
        assert isinstance(position, DicoticPlay) and position.inner == base
        g = variant.value(position)
        assert g == brute_value(base), (name, text, str(g))
        assert is_dicotic(position), (name, text)
        # Dicotic games are infinitesimal: between -x and x for a small positive number x.
        assert compare(g, parse("1/64")) == Relation.LESS and compare(g, parse("-1/64")) == Relation.GREATER
        assert variant.outcome(text) == outcome(g)
        assert variant.format(position) == ruleset.format(base)


def test_the_rule_changes_values_and_removes_one_sided_positions():
    # Domineering 3 rows x 2 columns is {1/2|-2}; under the rule Left's moves leave a 1 x 2 strip (Right's
    # only) or a 2 x 2 board, so the value is an infinitesimal: v.
    assert str(get("domineering").value("..|..|..")) == "{1/2|-2}"
    assert str(get("dicotic domineering").value("..|..|..")) == "v"
    assert not is_dicotic(get("domineering").parse("..|..|.."))
    assert str(get("dicotic toads-and-frogs").value("TF.F")) == "*"
    assert str(get("dicotic domineering").value(".|.")) == "0"        # Left alone can move: the game is over
    assert get("dicotic domineering").parse("2x2").left_options() != []


def test_impartial_rulesets_are_their_own_dicotic_variant_and_loopy_ones_have_none():
    for name in ("kayles", "nim", "cram", "wythoff"):
        assert get(name).dicotic() is get(name)
    assert get("dicotic kayles") is get("kayles")
    with pytest.raises(InputValueError, match="loopy game: it has no dicotic variant"):
        get("fox-and-geese").dicotic()
    with pytest.raises(InputValueError, match="unknown ruleset 'dicotic nonsense'"):
        get("dicotic nonsense")
    with pytest.raises(InputValueError, match="is a dicotic variant: no impartial variant of it"):
        get("dicotic domineering").impartial()
    with pytest.raises(InputValueError, match="is a dicotic variant"):
        get("impartial dicotic domineering")
    assert get("dicotic cram") is get("cram") and get("dicotic impartial toppling-dominoes").name == (
        "impartial toppling-dominoes")


def test_variant_names_of_the_impartial_kind_resolve_too():
    assert get("impartial toppling-dominoes") is get("toppling-dominoes").impartial()
    assert get("impartial domineering") is get("cram")


def test_bad_positions_are_refused():
    variant = get("dicotic domineering")
    with pytest.raises(InputValueError, match="unknown character 'q'"):
        variant.parse("q.")
    with pytest.raises(InputTypeError):
        variant.value(get("domineering").parse(".."))
    with pytest.raises(InputTypeError):
        DicoticPlay(3)
    with pytest.raises(InputTypeError):
        dicotic_class(3)
    with pytest.raises(InputTypeError):
        is_dicotic(3)


def test_the_command_line_values_the_dicotic_variant():
    status, out, err = run_cli("value", "--ruleset", "dicotic domineering", "3x2")
    assert status == 0 and "value: v" in out
    status, out, _ = run_cli("outcome", "--ruleset", "dicotic-domineering", "..|..|..")
    assert status == 0 and out.startswith("dicotic domineering ..|..|..\nR")
    status, out, _ = run_cli("outcome", "--misere", "--ruleset", "dicotic-domineering", "..|..|..")
    assert status == 0 and "misère play" in out
    status, _, err = run_cli("value", "--ruleset", "dicotic-domineering", "5x5")
    assert status != 0 and "at most 16 in a dicotic variant" in err
