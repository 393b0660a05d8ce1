"""The training workload of the profile-guided build (private; run by setup.py, not by users).

With GCC, ``setup.py`` builds the compiled core twice: first instrumented
(``-fprofile-generate``), then it runs :func:`train` once in a fresh
interpreter on that build, then it compiles again with the recorded profile
(``-fprofile-use``), which lets GCC put the code that runs together next to
each other and lay out the likely branches first. Small positions and the
first calls of a process gain the most: their time goes to fetching code
touched for the first time, not to executing instructions.

The workload only has to run the *paths* that matter, so it is general and
short: random games born by day 3 with sums, negatives and comparisons,
symbolic values small and large, the mex, the analysis modules (thermograph,
cooling, reduced forms, which run on the walk and trajectory modules), and
each compiled ruleset through the registry. Its positions are deliberately
not the benchmark rows of ``benchmarks/`` (Domineering 2x2 ... 4x4, Snort and
Col on ``star 6``/``star 10``, Clobber ``xoxoxo``, Toads and Frogs
``TT..FF``/``TTT..FFF``): the figures must not be measured on the positions
the profile was trained on.

Every result is checked against its known value, so a broken instrumented
build fails the training and setup.py falls back to a plain build. It is
deterministic (a seeded generator; setup.py also sets ``PYTHONHASHSEED=0``)
and runs in under half a second in pure Python.
"""

from __future__ import annotations

import random
from fractions import Fraction

__all__ = ["train"]

#: The ruleset positions of the training and their values: small, and none of them a benchmark row.
POSITIONS = {
    "domineering": {"...|...": "{2|-1/2}", "#..|...|..#": "+-1*", ".#..|....|..#.": "0", "...|...|...|..#": "{3|1||1/2|-3/2}",
                    ".....|.....|....#": "{2|-3/4||-1|-7/2}"},
    "snort": {"path 5": "+-{1,{3|0}}", "cycle 6": "0", "star 4": "+-4", "grid 2x3": "+-{4||1|0}", "grid 2x5": "+-{3,3*|||3|2||-1}"},
    "col": {"path 6": "0", "star 5": "*", "cycle 5": "0"},
    "toads-and-frogs": {"TT.F.F": "0", "TTT.F.FF": "-1/8", "T..TF.F": "0"},
    "clobber": {"xoxox": "v[2]", "xxoo|oxox": "+-{^^|^*}", "xox|oxo": "0"},
}


def _check(what: str, got: object, want: object) -> None:
    # Not ``assert``: the checks must also run under ``python -O``.
    if got != want:
        raise AssertionError(f"profile training: {what} gave {got!r}, expected {want!r}")


def train() -> None:
    """Run the training workload once, checking every result.

    Returns
    -------
    None

    Raises
    ------
    AssertionError
        If a result differs from its known value (a broken build).

    Examples
    --------
    >>> train()
    """
    from cgtalg import Game, clear_caches, compare, integer, nimber, number, outcome, parse, stops, value, UP
    from cgtalg.analysis.cooling import cool, heat
    from cgtalg.analysis.reduced import reduced
    from cgtalg.analysis.thermograph import mean, temperature, thermograph
    from cgtalg.impartial import grundy, mex
    from cgtalg.rulesets import get
    from cgtalg.verify.laws import games_born_by

    # Construction and canonical simplification: random games with options born by day 2 (not the
    # census of day 3, which is a benchmark).
    rng = random.Random(2026)
    day2 = sorted(games_born_by(2), key=str)  # an order independent of hashing
    _check("the day-2 census", len(day2), 22)
    made = [Game(rng.sample(day2, rng.randint(0, 4)), rng.sample(day2, rng.randint(0, 4))) for _ in range(800)]
    _check("distinct canonical forms of 800 random games", len(set(made)), 217)
    made += [Game(rng.sample(made, rng.randint(0, 3)), rng.sample(made, rng.randint(0, 3))) for _ in range(400)]
    _check("distinct canonical forms of 400 more, born by day 4", len(set(made)), 294)

    # Sums, negatives and comparisons of random pairs of them.
    relations: dict[str, int] = {}
    for _ in range(3000):
        a, b = rng.choice(made), rng.choice(made)
        relation = str(compare(a, b))
        relations[relation] = relations.get(relation, 0) + 1
        _check("G + H - H", (a + b) - b, a)
        _check("-(-G)", -(-a), a)
    _check("relations of 3000 random pairs", sorted(relations.items()), [("<", 953), ("=", 235), (">", 934), ("||", 878)])

    # Symbolic values, small and beyond a machine word: integers, nimbers, ups, dyadics.
    xs = [integer(k) + nimber(k % 9) + k * UP + number(Fraction(5, 2 ** (k % 13))) for k in (3, 41, 2**20, 2**70)]
    _check("symbolic sums", [str(x) for x in xs[:3]], ["29/8^3*3", "169/4^41*5", "536870917/512^1048576*4"])
    _check("symbolic order", [str(compare(x, y)) for x in xs for y in xs],
           ["=", "<", "<", "<", ">", "=", "<", "<", ">", ">", "=", "<", ">", ">", ">", "="])
    _check("a long symbolic sum", str(sum(xs[1:], xs[0]) - xs[0]),
           "1208925819614630248491279/1024^1180591620717412352041*6")

    # The mex and impartial values (a subtraction game: take 1, 3 or 4).
    _check("mex", [mex([0, 1, 2, 4, 5]), mex(range(100)), mex([3, 1, 0])], [3, 100, 2])
    take = {n: [n - k for k in (1, 3, 4) if k <= n] for n in range(60)}
    _check("Grundy values of subtraction(1,3,4)", [grundy(n, options=take.__getitem__) for n in range(8)], [0, 1, 0, 1, 2, 3, 2, 0])

    # Analysis: thermographs (walk, trajectories), cooling, heating, reduced forms, stops.
    expected = {
        "{3|1}": ("2", "1", "{5/2|3/2}", "{3|1}", (3, 1), "L"),
        "{2|{1|-1}}": ("1", "1", "{3/2||1|0}", "{2|+-1}", (2, 1), "L"),
        "{{4|2}|{0|-2}}": ("1", "2", "{3|2||0|-1}", "{4|2||0|-2}", (2, 0), "L"),
        "{1|*}+^": ("1/2", "1/2", "1/2*", "{1|0}", (1, 0), "L"),
        "{5/2|-1/4}": ("9/8", "11/8", "{2|1/4}", "{5/2|-1/4}", (Fraction(5, 2), Fraction(-1, 4)), "N"),
    }
    for text, want in expected.items():
        g = parse(text)
        thermograph(g)
        got = (str(mean(g)), str(temperature(g)), str(cool(g, Fraction(1, 2))), str(reduced(g)), stops(g), str(outcome(g)))
        _check(f"the analysis of {text}", got, want)
    _check("heating a number", str(heat(parse("1/2"), parse("1"))), "1/2")

    # Each compiled ruleset, through the registry's parser (positions unlike the benchmarks').
    for name, cases in POSITIONS.items():
        ruleset = get(name)
        for text, known in cases.items():
            _check(f"{name} {text}", str(value(ruleset.parse(text))), known)
        clear_caches()  # the next ruleset starts from empty tables, as a fresh process would
