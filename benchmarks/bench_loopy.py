"""Time the loopy-game algorithms where users wait: simplification, sidling, outcome search, Smith's values.

Workloads (each timed in CPU and wall seconds, the answers printed so a
change of value shows):

* ``stoppers`` -- the simplest forms of CGSuite's table of canonical
  stoppers (``3/2under``, ``-1/4v[on]``, ``{0|Tiny(on)}``, ``Miny(on)``,
  ...), parsed from their input spellings;
* ``sums`` -- sums of stoppers: ``upon + upon + ... `` (k terms) and
  ``over + 1/2 + ^ + ...``;
* ``sidling`` -- the sides of sums that are not stoppers (``over - over``,
  ``upon - upon``, ``on + off``);
* ``outcomes`` -- the outcome classes, draws included, of Backsliding Toads
  and Frogs strips ``T^a . . F^a`` and of sums of two of them (retrograde
  search, no value built);
* ``toads`` -- the values of every Backsliding Toads and Frogs strip of n
  squares, n = 4 .. ``--squares``: how many are short games, stoppers and
  sided values, and how many sides sidling alone does not settle on (found
  by simplifying the graph under the side's order);
* ``grundy`` -- generalised Sprague-Grundy values of every Fair Shares and
  Varied Pairs position of n beans;
* ``fox`` -- Fox and Geese on boards of 8 columns and r rows, the geese on
  the back row and the fox on the first, r = 4 .. ``--rows`` (8 is the
  checkerboard start, 966,123 positions, worth ``2 + over``, Winning Ways
  2nd ed. vol. 3 ch. 20): the positions are explored and valued strongly
  connected component by component (``cgtalg.engine.loopy_position.loopy_value``).

The peers: cgt-py's Python module (0.11) and pycgt expose no loopy games
(cgt-py's impartial loopy solver is in its Rust crate only), so there is no
peer column; the script says which peers it found.

Run: ``python3 benchmarks/bench_loopy.py [--only stoppers,outcomes] [--beans 12] [--squares 6]``.
"""

from __future__ import annotations

import argparse
import importlib.util
import time
from collections.abc import Callable


def _timed(label: str, work: Callable[[], object]) -> None:
    cpu, wall = time.process_time(), time.perf_counter()
    answer = work()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    print(f"  {label:44} {cpu:8.3f} CPU-s {wall:8.3f} s   {str(answer)[:60]}")


def stoppers() -> None:
    from cgtalg import parse

    for text in ["{pass|3/2}", "{-1/4+*|pass}", "{0|||0||0|off}", "{on|0||0}", "a{0||||0|||a|*||*}",
                 "{0||0|0,pass}", "Tiny(over)"]:
        _timed(text, lambda text=text: parse(text))


def sums() -> None:
    from cgtalg import parse

    for k in (2, 4, 8):
        _timed(f"upon x {k}", lambda k=k: parse(" + ".join(["upon"] * k)))
    _timed("over + 1/2 + ^ + *2 + {1|0}", lambda: parse("over + 1/2 + ^ + *2 + {1|0}"))


def sidling() -> None:
    from cgtalg import parse

    for text in ["over - over", "upon - upon", "on + off", "{0|{dud|},*}"]:
        _timed(text, lambda text=text: parse(text))


def outcomes() -> None:
    from cgtalg import outcome
    from cgtalg.rulesets import get

    rules = get("backsliding-toads-and-frogs")
    for a in (1, 2, 3):
        strip = "T" * a + ".." + "F" * a
        _timed(f"outcome {strip}", lambda strip=strip: outcome(rules.parse(strip)))
    from cgtalg.engine.loopy_position import loopy_outcome_of_sum

    _timed("outcome TT..FF + T..F", lambda: loopy_outcome_of_sum(rules.parse("TT..FF"), rules.parse("T..F")))


def toads(squares: int) -> None:
    import itertools

    from cgtalg.engine.loopy_position import _explore_arrays, loopy_game, loopy_value
    from cgtalg.loopy import SidedValue, Stopper
    from cgtalg.loopy.sided import _Sidling, _Unsettled
    from cgtalg.loopy.simplest import _alternating_acyclic
    from cgtalg.rulesets.strip import BackslidingToadsAndFrogs

    for n in range(4, squares + 1):
        boards = [BackslidingToadsAndFrogs("".join(c)) for c in itertools.product(".TF", repeat=n)]

        def run(boards: list[BackslidingToadsAndFrogs] = boards) -> str:
            kinds = {"short": 0, "stopper": 0, "sided": 0}
            for board in boards:
                value = loopy_value(board)
                kind = "sided" if isinstance(value, SidedValue) else "stopper" if isinstance(value, Stopper) else "short"
                kinds[kind] += 1
            return ", ".join(f"{count} {kind}" for kind, count in kinds.items())

        _timed(f"values of the {len(boards)} strips of {n}", run)
        unsettled = 0
        for board in boards:
            form = loopy_game(board)
            if not _alternating_acyclic(form.left_arrays, form.right_arrays):
                for up in (True, False):
                    try:
                        _Sidling(form.left_arrays, form.right_arrays, up).side(form.start)
                    except _Unsettled:
                        unsettled += 1
        largest = max(len(_explore_arrays(board, None, 100_000)[0]) for board in boards)
        print(f"  {'':44} sides sidling alone does not settle on: {unsettled}; largest graph {largest} nodes")
    # CGSuite's published value (its GameStripTest): {on||0|-1/2} & {1/2|0||off}
    from cgtalg import parse

    published = parse("{on||0|-1/2} & {1/2|0||off}")
    _timed("TTT..FFF (560 positions) = CGSuite's value", lambda: loopy_value(BackslidingToadsAndFrogs("TTT..FFF")) == published)


def grundy(beans: int) -> None:
    from cgtalg.engine.loopy_position import loopy_grundy
    from cgtalg.rulesets import get

    rules = get("fair-shares-and-varied-pairs")

    def run() -> str:
        values = [str(loopy_grundy(rules.parse(str(n)))) for n in range(1, beans + 1)]
        return " ".join(values)

    _timed(f"heaps 1 .. {beans}", run)


def fox(rows: int) -> None:
    from cgtalg.engine.loopy_position import _explore_arrays, loopy_value
    from cgtalg.rulesets.grid import FoxAndGeese

    for r in range(4, rows + 1):
        columns = (2, 4, 6, 8) if r % 2 == 0 else (1, 3, 5, 7)
        board = FoxAndGeese.from_coordinates([(r, c) for c in columns], (1, 5), height=r)
        count = len(_explore_arrays(board, None, 2_000_000)[0])
        _timed(f"{r} x 8, {count:,} positions", lambda board=board: loopy_value(board, limit=2_000_000))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="stoppers,sums,sidling,outcomes,toads,grundy,fox")
    parser.add_argument("--squares", type=int, default=6)
    parser.add_argument("--beans", type=int, default=12)
    parser.add_argument("--rows", type=int, default=6)
    args = parser.parse_args()
    found = [name for name in ("cgt_py", "pycgt") if importlib.util.find_spec(name)]
    print(f"peers installed: {', '.join(found) or 'none'}; none has loopy games in Python, so no peer column")
    import cgtalg.accelerated as accelerated

    print(f"core: {accelerated.REASON}")
    for name in args.only.split(","):
        print(name)
        if name == "grundy":
            grundy(args.beans)
        elif name == "fox":
            fox(args.rows)
        elif name == "toads":
            toads(args.squares)
        else:
            globals()[name]()


if __name__ == "__main__":
    main()
