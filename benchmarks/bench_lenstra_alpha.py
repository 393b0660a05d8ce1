"""Lenstra's α_p in cgtalg.impartial.ordinal_nim: CPU seconds per prime and the degree of its test field.

Each α_p is computed fresh in this process, in order, so the time of a prime is the extra work for it
(the α's of the smaller primes its field needs are already known). A prime whose test field is above
DEGREE_LIMIT is listed as refused.

Figures (pure Python, CPU s, on a shared 2-core machine), the wide layout (bits spread, 2.6-48 times the
degree) against the dense one (exactly the degree, slots moved by masked shifts):

    p    degree   wide    dense
    47     5060   2.72    0.10
    59     2436   1.02    0.05
   107     8268  12.2     0.40
   139    15180   minutes 1.1
   167    68060   refused 9.1
   263   102180   refused 25
   269    44220   refused 6.7
   499    68060   refused 13
   563   118020   refused 41

Every prime up to 281 is computed (DEGREE_LIMIT = 2^17), and 94 of the 105 published below 578; the
first refused is 283 (degree 237820).

Run:  python3 benchmarks/bench_lenstra_alpha.py [--up-to 300]
"""

from __future__ import annotations

import argparse
import time

from cgtalg.errors import InputValueError
from cgtalg.impartial import lenstra_alpha, lenstra_excess
from cgtalg.impartial import ordinal_nim


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--up-to", type=int, default=300, help="the largest prime to compute")
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
