"""Lenstra's α_p in cgtalg.impartial.ordinal_nim: CPU seconds per prime and the degree of its test field.

Each α_p is computed fresh in this process, in order, so the time of a prime is the extra work for it
(the α's of the smaller primes its field needs are already known). A prime whose test field is above
DEGREE_LIMIT is listed as refused.

Run:  python3 benchmarks/bench_lenstra_alpha.py [--up-to 140]
"""

from __future__ import annotations

import argparse
import time

from cgtalg.errors import InputValueError
from cgtalg.impartial import lenstra_alpha, lenstra_excess
from cgtalg.impartial import ordinal_nim


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--up-to", type=int, default=140, help="the largest prime to compute")
    args = parser.parse_args()
    print(f"{'p':>5} {'degree':>7} {'excess':>6} {'alpha_p':>24} {'CPU s':>8}")
    k = 0
    while (p := ordinal_nim._odd_prime(k)) <= args.up_to:
        start = time.process_time()
        try:
            alpha = lenstra_alpha(p)
            element = ordinal_nim._to_element(alpha, "α")
            algebra, _ = ordinal_nim._field_of(element, "α")
            row = f"{algebra.dimension:>7} {lenstra_excess(p):>6} {str(alpha):>24}"
        except InputValueError as refusal:
            row = f"{'refused':>7} {'':>6} {str(refusal)[:24]:>24}"
        print(f"{p:>5} {row} {time.process_time() - start:>8.2f}", flush=True)
        k += 1


if __name__ == "__main__":
    main()
