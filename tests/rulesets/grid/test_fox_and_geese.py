"""Fox and Geese against its rules, its loops, and CGSuite's published values.

* The moves: a move generator written here from the rules' text (a goose one
  square diagonally down onto an empty square, the fox one square
  diagonally any way onto an empty square) agrees with the ruleset on every
  board of 2 x 3, 3 x 2 and 3 x 3 squares (each square empty, missing or a
  goose, one fox; 3 x 3 without missing squares) and every 4 x 4 board of
  empty squares with up to three geese.
* The keys: two boards are equal exactly when they are the same or mirror
  images left to right.
* The loops: the fox can step back and forth (a cycle of Right's moves), but
  no cycle alternates (every Left move advances a goose): stoppers.
* The values: CGSuite's tests of its ``FoxAndGeese`` (8 squares wide, no end
  behind the geese; here two empty rows behind them) -- geese on the third
  row, the fox on each playing square below them
  (``FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)})``) -- checked by the naive
  stopper order of ``loopy_reference`` (Left survives ``G - H`` moving
  second), each value equal and a near miss not. Values with ``over`` in
  them take seconds each: those are marked slow.
"""

from __future__ import annotations

import itertools

import pytest

from cgtalg import parse, value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.grid import FoxAndGeese

from .. import loopy_reference as ref


def rule_moves(rows):
    """Left's and Right's boards after each move, from the rules alone (rows as strings, top row first)."""
    h, w = len(rows), len(rows[0])
    cells = [list(r) for r in rows]

    def moved(frm, to, piece):
        board = [row[:] for row in cells]
        board[frm[0]][frm[1]] = "."
        board[to[0]][to[1]] = piece
        return "|".join("".join(row) for row in board)

    def empty(r, c):
        return 0 <= r < h and 0 <= c < w and cells[r][c] == "."

    left, right = [], []
    for r, c in itertools.product(range(h), range(w)):
        if cells[r][c] == "x":
            left += [moved((r, c), (r + 1, c + dc), "x") for dc in (-1, 1) if empty(r + 1, c + dc)]
        elif cells[r][c] == "o":
            right += [moved((r, c), (r + dr, c + dc), "o") for dr in (-1, 1) for dc in (-1, 1) if empty(r + dr, c + dc)]
    return sorted(left), sorted(right)


def small_boards():
    """Every board of 2 x 3, 3 x 2 and 3 x 3 squares ('.', '#' or 'x', one 'o'), and 4 x 4 ones with few geese."""
    for h, w, kinds in ((2, 3, ".#x"), (3, 2, ".#x"), (3, 3, ".x")):
        n = h * w
        for fox in range(n):
            for fill in itertools.product(kinds, repeat=n - 1):
                cells = list(fill[:fox]) + ["o"] + list(fill[fox:])
                yield tuple("".join(cells[r * w:(r + 1) * w]) for r in range(h))
    for fox in range(16):
        others = [i for i in range(16) if i != fox]
        for k in range(4):
            for geese in itertools.combinations(others, k):
                cells = ["o" if i == fox else "x" if i in geese else "." for i in range(16)]
                yield tuple("".join(cells[4 * r:4 * r + 4]) for r in range(4))


def test_the_moves_are_the_rules_on_every_small_board():
    count = 0
    for rows in small_boards():
        p = FoxAndGeese("|".join(rows))
        left, right = rule_moves(rows)
        assert sorted(q.text() for q in p.left_options()) == left, rows
        assert sorted(q.text() for q in p.right_options()) == right, rows
        count += 1
    assert count == 2 * 6 * 3**5 + 9 * 2**8 + 16 * (1 + 15 + 105 + 455)


def test_boards_are_equal_exactly_when_they_are_mirror_images():
    groups = {}
    for rows in small_boards():
        p = FoxAndGeese("|".join(rows))
        groups.setdefault(p.key(), set()).add(rows)
        mirror = FoxAndGeese("|".join(r[::-1] for r in rows))
        assert mirror == p and hash(mirror) == hash(p)
    for members in groups.values():
        first = next(iter(members))
        assert members <= {first, tuple(r[::-1] for r in first)}
    # Turned over, the geese would walk the other way: another game.
    assert FoxAndGeese("x..|...|..o") != FoxAndGeese("..o|...|x..")


def reachable(start):
    """Every position reachable from *start* (an explicit work list)."""
    seen = {start}
    todo = [start]
    while todo:
        p = todo.pop()
        for q in list(p.left_options()) + list(p.right_options()):
            if q not in seen:
                seen.add(q)
                todo.append(q)
    return seen


def has_cycle(nodes, edges):
    """Whether the directed graph (*edges*: node -> successors) has a cycle (colouring, explicit stack)."""
    colour = {}
    for root in nodes:
        if root in colour:
            continue
        colour[root] = 1
        stack = [(root, iter(edges(root)))]
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                colour[node] = 2
                stack.pop()
            elif colour.get(nxt) == 1:
                return True
            elif nxt not in colour:
                colour[nxt] = 1
                stack.append((nxt, iter(edges(nxt))))
    return False


@pytest.mark.parametrize("board", ["x.x.|....|....|.o..", ".x.x|....|....|o...", "x.x.x.|......|......|...o.."])
def test_the_fox_makes_cycles_but_alternating_play_always_ends(board):
    positions = reachable(FoxAndGeese(board))
    # Right alone can return to a position: the fox steps out and back.
    assert has_cycle(positions, lambda p: p.right_options())
    # Left's moves alone cannot (every one advances a goose).
    assert not has_cycle(positions, lambda p: p.left_options())
    # Play alternating between the players never returns: every position is a stopper.
    assert not has_cycle([(p, 0) for p in positions],
                         lambda n: [(q, 1 - n[1]) for q in (n[0].left_options() if n[1] == 0 else n[0].right_options())])


def test_a_loopy_position_is_valued_as_a_stopper():
    # The fox's moves cycle, so value() answers through cgtalg.loopy; checked against the
    # stopper of the explored graph and against the naive reference below.
    from cgtalg.engine.loopy_position import loopy_game
    from cgtalg.loopy import Stopper, off, over

    for board, expected in (("x.x.|....|.o..", off), ("x.x.|....|....|.o..", over)):
        for shortcuts in (True, False):
            got = value(FoxAndGeese(board), shortcuts=shortcuts)
            assert got is expected
        assert Stopper(loopy_game(FoxAndGeese(board))) is expected


ROW3 = [(3, 1), (3, 3), (3, 5), (3, 7)]


def _node(name, left, right):
    node = ref.Node(name)
    node.left, node.right = left, right
    return node


def _plus_over(n):
    """``n + over`` as components."""
    return [(parse(str(n)), 1), (ref.over(), 1)]


# CGSuite's FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}) (GameGridTest.scala): the fox's square -> the value.
SHORT_ROW3 = {(2, 4): "2", (2, 6): "3*", (1, 5): "{4|3||2}"}


def _check_short(geese, fox, text, near_miss):
    p = FoxAndGeese.from_coordinates(geese, fox)
    assert ref.equal([(p, 1)], [(parse(text), 1)]), (fox, text)
    # A near miss is not equal: the reference tells values apart.
    assert not ref.equal([(p, 1)], [(parse(near_miss), 1)]), (fox, near_miss)


def test_cgsuite_values_with_geese_on_the_third_row_short():
    assert FoxAndGeese.from_coordinates(ROW3, (2, 4)).height == 5
    _check_short(ROW3, (2, 4), "2", "2*")
    _check_short(ROW3, (2, 6), "3*", "3")


@pytest.mark.slow
def test_cgsuite_values_of_larger_short_positions():
    # (The fourth-row position, {4*|7/2}, 26,198 positions, is checked by cgtalg.value and the
    # stopper order in test_loopy_values.py; this naive reference would take half a minute on it.)
    _check_short(ROW3, (1, 5), "{4|3||2}", "{4|3||2*}")


@pytest.mark.slow
def test_cgsuite_values_with_geese_on_the_third_row_with_over():
    # 2over, {6|2over}, {4over|3*}: loopy values, not short games. (4over at (2,8) and {2over|2}
    # at (1,3) are checked by cgtalg.value and the stopper order in test_loopy_values.py.)
    expected = {
        (2, 2): _plus_over(2),
        (1, 1): [(_node("{6|2over}", [parse("6")], [ref.Sum(_plus_over(2))]), 1)],
        (1, 7): [(_node("{4over|3*}", [ref.Sum(_plus_over(4))], [parse("3*")]), 1)],
    }
    for fox, components in expected.items():
        p = FoxAndGeese.from_coordinates(ROW3, fox)
        assert ref.equal([(p, 1)], components), fox
    # Without its over, 2over is not 2.
    assert not ref.equal([(FoxAndGeese.from_coordinates(ROW3, (2, 2)), 1)], [(parse("2"), 1)])


def test_boards_from_coordinates_and_the_start():
    p = FoxAndGeese.from_coordinates(ROW3, (1, 1))
    assert p.rows() == ["........", "........", "x.x.x.x.", "........", "o......."]
    assert FoxAndGeese.start().rows()[0] == ".x.x.x.x" and FoxAndGeese.start().rows()[-1] == "....o..."
    assert FoxAndGeese.start(behind=2).rows()[:3] == ["........", "........", ".x.x.x.x"]
    assert FoxAndGeese("G.G.|....|.F..") == FoxAndGeese("x.x.|....|.o..")


def test_the_registry_reads_prints_and_draws_positions():
    rs = get("Fox and Geese")
    assert rs.name == "fox-and-geese" and rs.is_loopy
    p = rs.parse(rs.example)
    assert rs.format(p) == rs.example and rs.svg(p).startswith("<svg")
    assert str(rs.value(p)) == "over" and str(rs.outcome(p)) == "L"


@pytest.mark.parametrize("bad, error, message", [
    ("x.x.|....", InputValueError, "exactly one fox"),
    ("o.o.|....", InputValueError, "exactly one fox"),
    ("x.q", InputValueError, "unknown character 'q'"),
    ("x.|...", InputValueError, "ragged"),
    (3, InputTypeError, "is a str"),
])
def test_bad_boards_are_refused(bad, error, message):
    with pytest.raises(error, match=message):
        FoxAndGeese(bad)


@pytest.mark.parametrize("call, error, message", [
    (lambda: FoxAndGeese.from_coordinates([(3, 2)], (1, 1)), InputValueError, "not on a playing square"),
    (lambda: FoxAndGeese.from_coordinates([(1, 1)], (1, 1)), InputValueError, "two pieces"),
    (lambda: FoxAndGeese.from_coordinates([(3, 9)], (1, 1)), InputValueError, "off the"),
    (lambda: FoxAndGeese.from_coordinates([(3, 1)], (1, 1), height=2), InputValueError, "off the"),
    (lambda: FoxAndGeese.from_coordinates("ab", (1, 1)), InputTypeError, "iterable of"),
    (lambda: FoxAndGeese.from_coordinates([(3, 1)], 5), InputTypeError, "pair"),
    (lambda: FoxAndGeese.from_coordinates([(0, 2)], (1, 1)), InputValueError, "row"),
    (lambda: FoxAndGeese.from_coordinates([(3, 1)], (1, 1), width=0), InputValueError, "width"),
    (lambda: FoxAndGeese.start(behind=-1), InputValueError, "behind"),
    (lambda: FoxAndGeese.start(behind="2"), InputTypeError, "behind"),
])
def test_bad_coordinates_are_refused(call, error, message):
    with pytest.raises(error, match=message):
        call()
