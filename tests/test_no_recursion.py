"""No module of cgtalg recurses on the depth of a game: the check.

Every operation below runs on games thousands of levels deep in a child
process whose recursion limit has been *lowered* to 150 after the imports.
Any code path that recursed once per level of a game would raise
RecursionError there; the engine's explicit work stacks do not. (The
operations' results are checked too, against facts about the chain.)
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import copy, pickle, sys
    from fractions import Fraction
    from cgtalg import (Game, UP, ZERO, STAR, compare, outcome, ordinal_sum, parse, stops, value,
                        Relation, Outcome, nimber)
    from cgtalg.core.store import iter_subgames
    from cgtalg.impartial import grundy
    from cgtalg.engine.traversal import outcome_of_position

    DEPTH = 3000
    games = [ZERO]
    for _ in range(DEPTH):
        games.append(Game([games[-1]], [-1]))
    g = games[-1]
    short = games[300]
    sys.setrecursionlimit(150)

    assert g.birthday == DEPTH + 1
    h = g + UP
    assert compare(g, h) is Relation.LESS and compare(g, games[-2]) is Relation.CONFUSED
    assert outcome(g) is Outcome.R
    assert (g - g) is ZERO and (-(-g)) is g and (h - UP) is g
    assert stops(g) == (Fraction(-1), Fraction(-1)) and not g.is_infinitesimal
    assert sum(1 for _ in iter_subgames(g)) == DEPTH + 2  # the chain and -1
    assert Game(g.left_options, g.right_options) is g
    assert copy.deepcopy(g) is g and pickle.loads(pickle.dumps(g)) is g
    assert ordinal_sum(1, g).birthday == DEPTH + 2
    assert ordinal_sum(g, 1) is Game(list(g.left_options) + [g], list(g.right_options))
    assert (3 * short).birthday > 300
    text = str(g)
    assert text.startswith("{") and parse(str(games[2000])) is games[2000]
    assert g.latex().startswith("\\\\{")
    # positions: a chain of moves as deep as the game
    assert grundy(DEPTH, options=lambda n: [n - 1] if n else []) == 0
    assert value(DEPTH, left_options=lambda n: [n - 1] if n else [], right_options=lambda n: []) == DEPTH
    assert outcome_of_position(DEPTH, options=lambda n: [n - 1] if n else []) is Outcome.P
    assert grundy(nimber(DEPTH)) == DEPTH
    print("ok")
    """
)


def test_every_engine_operation_runs_under_a_tiny_recursion_limit():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.strip() == "ok"
