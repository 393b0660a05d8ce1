"""Backsliding Toads and Frogs against its rules and its loops.

* The moves: a move generator written here from the rules' text (a toad
  steps right or jumps one frog into the empty square beyond, or slides
  back left one square into an empty one; frogs the other way round) agrees
  with the ruleset on every strip of up to 8 squares.
* The keys: every strip is its own position; reading it backwards with the
  creatures exchanged gives the negative key.
* The loops: a creature steps forward and slides back (cycles of one
  player's moves), and the players' moves alternate round cycles too
  (``T..F -> .T.F -> .TF. -> T.F. -> T..F``): positions that are not
  stoppers, as the theory of sides needs.
* Outcomes with draws, by the naive retrograde of ``loopy_reference``: a
  lone toad with room never loses; in ``T.F`` every move is forced and the
  first player is the one stuck; a few more small strips as the retrograde
  finds them, among them draws (from 6 squares on: ``.FFT.T`` is drawn
  whoever starts); and the negative (the strip reversed, creatures exchanged)
  has the mirrored outcomes on every strip of up to 5 squares.
"""

from __future__ import annotations

import itertools

import pytest

from cgtalg import value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.strip import BackslidingToadsAndFrogs, ToadsAndFrogs

from .. import loopy_reference as ref


def rule_moves(strip):
    """Left's and Right's strips after each move, from the rules alone."""
    n = len(strip)

    def moved(i, j):
        cells = list(strip)
        cells[i], cells[j] = ".", strip[i]
        return "".join(cells)

    left, right = [], []
    for i, ch in enumerate(strip):
        if ch == "T":
            if i + 1 < n and strip[i + 1] == ".":
                left.append(moved(i, i + 1))
            if i + 2 < n and strip[i + 1] == "F" and strip[i + 2] == ".":
                left.append(moved(i, i + 2))
            if i >= 1 and strip[i - 1] == ".":
                left.append(moved(i, i - 1))
        elif ch == "F":
            if i >= 1 and strip[i - 1] == ".":
                right.append(moved(i, i - 1))
            if i >= 2 and strip[i - 1] == "T" and strip[i - 2] == ".":
                right.append(moved(i, i - 2))
            if i + 1 < n and strip[i + 1] == ".":
                right.append(moved(i, i + 1))
    return sorted(left), sorted(right)


def strips(most):
    for n in range(most + 1):
        for cells in itertools.product(".TF", repeat=n):
            yield "".join(cells)


def test_the_moves_are_the_rules_on_every_short_strip():
    count = 0
    for s in strips(8):
        p = BackslidingToadsAndFrogs(s)
        left, right = rule_moves(s)
        assert sorted(q.strip for q in p.left_options()) == left, s
        assert sorted(q.strip for q in p.right_options()) == right, s
        count += 1
    assert count == sum(3**n for n in range(9))


def test_every_strip_is_its_own_position_and_its_mirror_is_the_negative():
    keys = {}
    swap = str.maketrans("TF", "FT")
    for s in strips(7):
        k = BackslidingToadsAndFrogs(s).key()
        assert k not in keys, (s, keys.get(k))
        keys[k] = s
        image = s[::-1].translate(swap)
        assert BackslidingToadsAndFrogs(image).key() == (k if image == s else -k), s
    # Ordinary Toads and Frogs drops the stuck creatures at the ends; here they can slide back.
    assert ToadsAndFrogs("FT.F") == ToadsAndFrogs("T.F")
    assert BackslidingToadsAndFrogs("FT.F") != BackslidingToadsAndFrogs("T.F")
    assert [q.strip for q in BackslidingToadsAndFrogs("F.T").left_options()] == ["FT."]


def _graph(start):
    seen = {start}
    todo = [start]
    while todo:
        p = todo.pop()
        for q in list(p.left_options()) + list(p.right_options()):
            if q not in seen:
                seen.add(q)
                todo.append(q)
    return seen


def test_play_cycles_and_alternating_play_cycles_too():
    p = BackslidingToadsAndFrogs("T..F")
    line = ["T..F", ".T.F", ".TF.", "T.F.", "T..F"]
    for i, (a, b) in enumerate(zip(line, line[1:])):
        moves = BackslidingToadsAndFrogs(a).left_options() if i % 2 == 0 else BackslidingToadsAndFrogs(a).right_options()
        assert BackslidingToadsAndFrogs(b) in moves, (a, b)
    # One player's moves alone: a toad steps forward and back.
    assert p in BackslidingToadsAndFrogs(".T.F").left_options()
    assert len(_graph(BackslidingToadsAndFrogs("TT..FF"))) > 1
    # value() answers through cgtalg.loopy: T..F is * (each side can only race the other)
    assert str(value(p)) == "*"


@pytest.mark.parametrize("strip, left_first, right_first", [
    ("T.", ref.WIN, ref.LOSS),      # Left always has a move, Right never: Left wins
    ("..F", ref.LOSS, ref.WIN),
    ("T.F", ref.LOSS, ref.LOSS),    # every move is forced: .TF, FT., F.T, .FT and Left is stuck
    ("TF", ref.LOSS, ref.LOSS),     # nobody can move
    ("T..F", ref.WIN, ref.WIN),
    ("T...F", ref.LOSS, ref.LOSS),
    ("TT..FF", ref.WIN, ref.WIN),
    (".FFT.T", ref.DRAW, ref.DRAW),  # the shortest strips where play goes on for ever
    ("FF.T.T", ref.WIN, ref.DRAW),
])
def test_outcomes_with_draws(strip, left_first, right_first):
    state = ((BackslidingToadsAndFrogs(strip), 1),)
    assert ref.outcome(state, ref.LEFT) == left_first
    assert ref.outcome(state, ref.RIGHT) == right_first


def test_outcomes_of_the_negative_are_the_mirror_image():
    swap = str.maketrans("TF", "FT")
    for s in strips(5):
        image = s[::-1].translate(swap)
        a = ((BackslidingToadsAndFrogs(s), 1),)
        b = ((BackslidingToadsAndFrogs(image), 1),)
        negated = ((BackslidingToadsAndFrogs(s), -1),)
        for who in (ref.LEFT, ref.RIGHT):
            assert ref.outcome(a, who) == ref.outcome(b, 1 - who) == ref.outcome(negated, 1 - who), s


def test_the_registry_reads_and_values_strips():
    rs = get("backsliding toads and frogs")
    assert rs.name == "backsliding-toads-and-frogs" and rs.is_loopy
    assert rs.format(rs.parse(" TT..FF ")) == "TT..FF"
    assert str(rs.outcome("T..F")) == "N" and str(rs.value("T..F")) == "*"
    with pytest.raises(InputValueError, match="is a partizan ruleset"):
        rs.grundy("T..F")


@pytest.mark.parametrize("bad, error", [("T.X", InputValueError), (5, InputTypeError), ("T" * 5000, InputValueError)])
def test_bad_strips_are_refused(bad, error):
    with pytest.raises(error):
        BackslidingToadsAndFrogs(bad)
