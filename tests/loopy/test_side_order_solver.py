"""The solver of the side's order by play (``cgtalg.loopy.side_graph._left_survives``) on arbitrary arenas.

An arena is a list of states, each with the player to move (bit 0 of its
code: 1 for Right) and two lists of moves, *counted* and *other*. A player
with no move loses; an endless play is Left's when it has infinitely many
counted moves (a Büchi game on edges). The fast solver is checked here on
arenas that the pairs of game graphs never make (any shape, repeated moves,
moves both counted and not to the same state) against two references
written from the definition, independently of the fast code and of each
other:

* :func:`fixpoint_reference`, the nested fixed point of Büchi games
  (Siegel, *Combinatorial Game Theory*, ch. VI.5 for the order of sides;
  Grädel, Thomas and Wilke, *Automata, Logics, and Infinite Games*, ch. 2),
  iterated on plain sets until nothing changes;
* :func:`strategy_reference`, by brute force over Right's positional
  strategies (Büchi games are positionally determined): Left survives from a
  state when against every positional strategy of Right she can reach a
  state where Right is stuck, or a cycle with a counted move on it.

The order of every pair of nodes of a game graph, solved in blocks of
pairs of strongly connected components
(:func:`~cgtalg.loopy.side_graph._order_table`), is checked against the
same reference on the arena of every pair.

Checked: every arena of 1 or 2 states (each ordered pair of states joined
by no move, a counted one, another one or both) and of 3 states (no move, a
counted one or another one), with both players to move in each; 9,500
random arenas of 1 to 60 states in shapes that stress the solver
(long chains that need many rounds, many cycles, sinks, self-loops,
repeated moves, one player to move throughout).
"""

from __future__ import annotations

import itertools
import random

from cgtalg.loopy.components import strongly_connected_components
from cgtalg.loopy.side_graph import _arena, _left_survives, _order_table

Arena = tuple[list[int], list[list[int]], list[list[int]]]


def fixpoint_reference(codes: list[int], counted: list[list[int]], others: list[list[int]]) -> list[int]:
    """Per state 1 where Left survives: the greatest ``Z`` equal to the least ``Y`` of the Büchi operator.

    ``Y`` is grown from empty by whole sweeps: a Left-to-move state joins when
    a counted move lands in ``Z`` or another move in ``Y``; a Right-to-move
    state when every counted move lands in ``Z`` and every other move in
    ``Y``. ``Z`` starts as every state and is replaced by ``Y`` until stable.
    """
    states = range(len(codes))
    z = set(states)
    while True:
        y: set[int] = set()
        while True:
            grown = set(y)
            for s in states:
                hits = [t in z for t in counted[s]] + [t in y for t in others[s]]
                if (all(hits) if codes[s] & 1 else any(hits)):
                    grown.add(s)
            if grown == y:
                break
            y = grown
        if y == z:
            return [int(s in z) for s in states]
        z = y


def strategy_reference(codes: list[int], counted: list[list[int]], others: list[list[int]]) -> list[int]:
    """Per state 1 where Left survives, by trying every positional strategy of Right.

    With Right's move fixed at each of his states (one of his moves, counted
    or not), Left wins from ``s`` when she can walk from ``s`` (choosing her
    moves, Right's fixed) to a Right state with no move, or to a counted
    move ``u -> w`` from which she can walk back to ``u``.
    """
    n = len(codes)
    moves = [[(t, True) for t in counted[s]] + [(t, False) for t in others[s]] for s in range(n)]
    right_states = [s for s in range(n) if codes[s] & 1 and moves[s]]
    survives = [1] * n
    for choice in itertools.product(*(moves[s] for s in right_states)):
        fixed = dict(zip(right_states, choice))
        step = [[fixed[s]] if s in fixed else moves[s] for s in range(n)]

        def reach(start: int) -> set[int]:
            seen, todo = {start}, [start]
            while todo:
                for t, _ in step[todo.pop()]:
                    if t not in seen:
                        seen.add(t)
                        todo.append(t)
            return seen

        reached = [reach(s) for s in range(n)]
        good = {s for s in range(n) if codes[s] & 1 and not moves[s]}
        good |= {u for u in range(n) for t, c in step[u] if c and u in reached[t]}
        for s in range(n):
            if not reached[s] & good:
                survives[s] = 0
    return survives


def solve(arena: Arena) -> list[int]:
    return list(_left_survives(*arena))


def arena_from_rows(players: tuple[int, ...], rows: list[list[int]]) -> Arena:
    """``rows[s][t]``: 0 no move from ``s`` to ``t``, 1 counted, 2 other, 3 both."""
    counted = [[t for t, k in enumerate(row) if k & 1] for row in rows]
    others = [[t for t, k in enumerate(row) if k & 2] for row in rows]
    return [(s << 1) | p for s, p in enumerate(players)], counted, others


def every_arena(n: int, kinds: int):
    for players in itertools.product((0, 1), repeat=n):
        for cells in itertools.product(range(kinds), repeat=n * n):
            yield arena_from_rows(players, [list(cells[s * n:(s + 1) * n]) for s in range(n)])


def test_the_references_agree_with_each_other_on_every_arena_of_2_states_and_random_ones():
    for arena in every_arena(2, 4):
        assert fixpoint_reference(*arena) == strategy_reference(*arena), arena
    rng = random.Random(7)
    for _ in range(300):
        arena = random_arena(rng, rng.randint(1, 6), rng.choice(SHAPES))
        assert fixpoint_reference(*arena) == strategy_reference(*arena), arena


def test_every_arena_of_up_to_2_states_with_every_kind_of_move():
    checked = survivors = 0
    for n in (1, 2):
        for arena in every_arena(n, 4):
            expected = fixpoint_reference(*arena)
            assert solve(arena) == expected, arena
            checked += 1
            survivors += sum(expected)
    assert checked == 2 * 4 + 4 * 4**4 and 0 < survivors < 8 + 2 * 4 * 4**4


def test_every_arena_of_3_states_with_one_move_between_two_states_at_most():
    checked = 0
    for arena in every_arena(3, 3):
        assert solve(arena) == fixpoint_reference(*arena), arena
        checked += 1
    assert checked == 8 * 3**9


# -- random arenas ---------------------------------------------------------------------------------------

SHAPES = ("any", "sparse", "chain", "cycles", "one player", "repeated", "alternating")


def random_arena(rng: random.Random, n: int, shape: str) -> Arena:
    """An arena of ``n`` states of one of :data:`SHAPES`.

    ``chain``: a path back from the last state with a few shortcuts and
    counted moves, so that the winning set shrinks one state per round;
    ``cycles``: several rings joined by a few moves; ``alternating``: the
    player to move changes with every move, as in the arenas of pairs of
    games; ``repeated``: moves repeated, and the same state often both a
    counted and another move away.
    """
    players = [rng.randrange(2) for _ in range(n)]
    if shape == "one player":
        players = [rng.randrange(2)] * n
    counted: list[list[int]] = [[] for _ in range(n)]
    others: list[list[int]] = [[] for _ in range(n)]

    def add(s: int, t: int) -> None:
        (counted if rng.random() < 0.4 else others)[s].append(t)

    if shape == "chain":
        for s in range(1, n):
            add(s, s - 1)
            if rng.random() < 0.3:
                add(s - 1, s)
            if rng.random() < 0.15:
                add(s, rng.randrange(n))
    elif shape == "cycles":
        ring = rng.randint(1, max(1, n // 2))
        for s in range(n):
            add(s, (s // ring) * ring + (s % ring + 1) % ring if (s // ring + 1) * ring <= n else s)
            if rng.random() < 0.2:
                add(s, rng.randrange(n))
    elif shape == "alternating":
        players = [s % 2 for s in range(n)]
        for s in range(n):
            for _ in range(rng.randint(0, 3)):
                add(s, rng.randrange(1 - s % 2, n, 2) if n > 1 else s)
    else:
        width = 1.5 if shape == "sparse" else 3
        for s in range(n):
            for _ in range(int(rng.random() * width) + (rng.random() < 0.5)):
                t = rng.randrange(n) if rng.random() > 0.15 else s  # self-loops
                add(s, t)
                if shape == "repeated" and rng.random() < 0.5:
                    (counted[s] if rng.random() < 0.5 else others[s]).append(t)
    return [(s << 1) | p for s, p in enumerate(players)], counted, others


def test_random_arenas_of_every_shape_against_the_fixed_point_by_sweeps():
    rng = random.Random(2024)
    survivors = losers = 0
    for k in range(8000):
        arena = random_arena(rng, rng.randint(1, 12 if k % 3 else 60), SHAPES[k % len(SHAPES)])
        expected = fixpoint_reference(*arena)
        assert solve(arena) == expected, arena
        survivors += sum(expected)
        losers += len(expected) - sum(expected)
    assert survivors > 15000 and losers > 15000


def test_random_small_arenas_against_rights_strategies():
    rng = random.Random(99)
    for k in range(1500):
        arena = random_arena(rng, rng.randint(1, 7), SHAPES[k % len(SHAPES)])
        assert solve(arena) == strategy_reference(*arena), arena


def test_one_state_arenas_by_the_rules():
    # Right to move, counted moves, other moves, and whether Left survives
    cases = [
        (0, [], [], 0),  # Left cannot move: she loses
        (1, [], [], 1),  # Right cannot move: he loses
        (0, [0], [], 1),  # Left passes for ever, every move counted
        (0, [], [0], 0),  # Left passes for ever, no move counted
        (1, [0], [], 1),
        (1, [], [0], 0),
        (1, [0], [0], 0),  # Right picks the move not counted
        (0, [0], [0], 1),  # Left picks the counted one
    ]
    for p, c, o, survives in cases:
        assert solve(([p], [c], [o])) == [survives]


def random_game_graph(rng: random.Random, n: int) -> tuple[list[list[int]], list[list[int]]]:
    """``n`` nodes, each with 0 to 2 Left and 0 to 2 Right options, mostly to later nodes (a few cycles)."""
    def options(v: int) -> list[int]:
        return sorted({rng.randrange(v, n) if rng.random() < 0.8 else rng.randrange(n) for _ in range(rng.randint(0, 2))})

    return [options(v) for v in range(n)], [options(v) for v in range(n)]


def test_the_order_of_every_pair_solved_in_blocks_of_components():
    rng = random.Random(5)
    cyclic = 0
    for k in range(600):
        g = random_game_graph(rng, rng.randint(1, 8))
        onside = k % 3 != 0
        arena = _arena(g[0], g[1], g[0], g[1], onside, None)
        expected = fixpoint_reference(*arena)[1::2]  # Right to move at (u, v): u >= v
        assert list(_order_table(g, onside)) == expected, (g, onside)
        assert solve(arena)[1::2] == expected
        cyclic += any(len(c) > 1 for c in strongly_connected_components(*g))
    assert cyclic > 50
