"""Time the canonical minimal graph of a loopy game form, and the naive refinement it replaced.

Every :class:`~cgtalg.loopy.LoopyGame` is built through
``cgtalg.loopy.graph._canonical``: the graph cut down to its bisimulation
classes and numbered by a rule that reads only the form. Workloads (each timed
in CPU and wall seconds, the node count of the result printed so a change of
answer shows):

* ``chain n`` -- n nodes, each a pass to the next (both players move there),
  the last one ``0``: a minimal graph on which naive refinement needs n rounds;
* ``random n`` -- n nodes with 0 to 3 random Left and 0 to 3 random Right
  options each (seed 1), started at node 0.

``_canonical_reference`` (the naive refinement, kept as the tests' reference)
is timed on the workloads of at most ``--reference-max`` nodes: it is
quadratic on chains, so the default is 2,000.

Run: ``python3 benchmarks/bench_loopy_canonical.py [--chains 2000,20000,200000] [--random 100000]
[--reference-max 2000]``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

Graph = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], int]


def _timed(label: str, work: Callable[[], object]) -> None:
    cpu, wall = time.process_time(), time.perf_counter()
    answer = work()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    print(f"  {label:44} {cpu:8.3f} CPU-s {wall:8.3f} s   {str(answer)[:60]}")


def chain(n: int) -> Graph:
    row = tuple((i + 1,) for i in range(n - 1)) + ((),)
    return row, row, 0


def random_graph(n: int, seed: int = 1) -> Graph:
    rng = random.Random(seed)
    left = tuple(tuple(rng.randrange(n) for _ in range(rng.randint(0, 3))) for _ in range(n))
    right = tuple(tuple(rng.randrange(n) for _ in range(rng.randint(0, 3))) for _ in range(n))
    return left, right, 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chains", default="2000,20000,200000", help="chain lengths, comma-separated")
    parser.add_argument("--random", default="100000", help="sizes of random graphs, comma-separated")
    parser.add_argument("--reference-max", type=int, default=2000, help="time the naive reference up to this size")
    args = parser.parse_args()

    from cgtalg.loopy.graph import _canonical, _canonical_reference

    workloads = [(f"chain {n:,}", chain(n)) for n in map(int, filter(None, args.chains.split(",")))]
    workloads += [(f"random {n:,}", random_graph(n)) for n in map(int, filter(None, args.random.split(",")))]
    for label, graph in workloads:
        print(label)
        _timed("canonical (refinement)", lambda graph=graph: f"{len(_canonical(*graph)[0]):,} nodes")
        if len(graph[0]) <= args.reference_max:
            _timed("reference (naive rounds)", lambda graph=graph: f"{len(_canonical_reference(*graph)[0]):,} nodes")


if __name__ == "__main__":
    main()
