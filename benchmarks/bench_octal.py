"""Benchmark: nim-sequences of octal games, certified periods, misère quotients.

Prints CPU time (time.process_time) and wall time side by side for

1. the sparse-space method against the plain mex scan and the position
   engine (grundy on HeapPosition), on the same heaps, results checked equal;
2. Kayles (0.77) to 10**6 heaps (10**7 with --big) by the sparse method, in heaps/s;
3. Dawson's Kayles (0.07), which has no rare/common split: the plain scan
   as far as the time budget allows, and the certified extension (the
   periodicity theorem gives every later value) to 10**6 / 10**7;
4. other codes (.1777, .354, .16, .127, ...) for a time budget each, with
   their certified period when the theorem applies;
5. certified misère quotients (heaps up to n) with their order;
6. with --hexadecimal (only this section): the soundness sweep of certified
   arithmetic periods -- every hexadecimal code 0.d and z.de (z in 0,4,8,c)
   and 100 random 3-digit codes that leave three heaps; each period
   certified from 200 values is checked against the plain mex scan to
   --hex-heaps (600) heaps, and certified again from exactly the heaps it
   needs.

The peers installed for benchmarks (pycgt 0.3, cgt_py 0.11) have no
take-and-break games, nim-sequences or misère quotients (checked by listing
their modules), so every comparison here is between our own algorithms.

Run: python3 benchmarks/bench_octal.py [--budget SECONDS] [--big] [--hexadecimal [--hex-heaps N]]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cgtalg.impartial import grundy  # noqa: E402
from cgtalg.impartial.misere import direct_misere_quotient  # noqa: E402
from cgtalg.impartial.nim_sequence import extend_nim_sequence, mex_scan, sparse_scan  # noqa: E402
from cgtalg.impartial.periodicity import extend_periodic, periodicity  # noqa: E402
from cgtalg.rulesets.heap import HeapPosition, TakeAndBreak  # noqa: E402


class _Budget(Exception):
    pass


def timed(fn, *args, **kw):
    c0, w0 = time.process_time(), time.perf_counter()
    out = fn(*args, **kw)
    return out, time.process_time() - c0, time.perf_counter() - w0


def budgeted(rule, n, seconds, method):
    """Extend as far as *seconds* of wall time allow (interrupting the scan keeps its values)."""
    values: list[int] = []
    start = time.perf_counter()

    def stop(done, total):
        if time.perf_counter() - start > seconds:
            raise _Budget

    c0, w0 = time.process_time(), time.perf_counter()
    try:
        extend_nim_sequence(rule, values, n, method=method, progress=stop)
    except _Budget:
        pass
    return values, time.process_time() - c0, time.perf_counter() - w0


def row(label, n, cpu, wall, extra=""):
    rate = n / wall if wall > 0 else float("inf")
    print(f"  {label:<44} {n:>10,} heaps  cpu {cpu:8.2f} s  wall {wall:8.2f} s  {rate:>12,.0f} heaps/s {extra}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--budget", type=float, default=60.0, help="seconds per open-ended computation")
    ap.add_argument("--big", action="store_true", help="also Kayles to 10**7 heaps")
    ap.add_argument("--hexadecimal", action="store_true", help="only the arithmetic-periodicity soundness sweep")
    ap.add_argument("--hex-heaps", type=int, default=600, help="heaps of the plain scan in the sweep")
    args = ap.parse_args()
    if args.hexadecimal:
        hexadecimal_sweep(args.hex_heaps)
        return

    print("1. Same heaps, three algorithms (results checked equal)")
    kayles = TakeAndBreak("0.77")
    n = 400
    cache: dict = {}
    eng, c, w = timed(lambda: [grundy(HeapPosition(kayles, h), cache=cache) for h in range(n + 1)])
    row("0.77 position engine (grundy on HeapPosition)", n + 1, c, w)
    mex, c2, w2 = timed(mex_scan, kayles, n)
    row("0.77 plain mex scan", n + 1, c2, w2, f"engine/mex {w / w2:6.1f}x")
    assert mex == eng
    for code, n in [("0.77", 20000), ("0.1377", 20000), ("0.16", 20000)]:
        rule = TakeAndBreak(code)
        sp, cs, ws = timed(sparse_scan, rule, n)
        mx, cm, wm = timed(mex_scan, rule, n)
        assert sp == mx
        row(f"{code} sparse-space method", n + 1, cs, ws)
        row(f"{code} plain mex scan", n + 1, cm, wm, f"mex/sparse {wm / ws:6.1f}x (CPU {cm / cs:5.1f}x)")

    print("\n2. Kayles by the sparse-space method")
    sizes = [10**6] + ([10**7] if args.big else [])
    for n in sizes:
        vals, c, w = timed(sparse_scan, kayles, n)
        row(f"0.77 sparse, G(0..{n:,})", n + 1, c, w)
        cert = periodicity(kayles, vals[:1000])
        assert all(vals[i] == vals[i - 12] for i in range(83, len(vals)))
        print(f"    every value from heap 71 on repeats with period 12: checked over all {n + 1:,} heaps; "
              f"certificate: {cert.certified}")
    mx, cm, wm = budgeted(kayles, 10**6, min(args.budget, 30.0), "mex")
    row("0.77 plain mex scan within the budget", len(mx), cm, wm)

    print("\n3. Dawson's Kayles (0.07): no rare/common split exists")
    dk = TakeAndBreak("0.07")
    mx, cm, wm = budgeted(dk, 10**6, args.budget, "mex")
    row("0.07 plain mex scan within the budget", len(mx), cm, wm)
    sp, cs, ws = budgeted(dk, 10**6, min(args.budget, 20.0), "sparse")
    row("0.07 sparse method (degenerates) within budget", len(sp), cs, ws)
    assert sp == mx[: len(sp)]
    cert, cc, wc = timed(periodicity, dk)
    print(f"    {cert}")
    for n in [10**6, 10**7]:
        base = mx if len(mx) >= cert.heaps_computed else None
        base = base or sparse_scan(dk, cert.heaps_computed - 1)
        ext, ce, we = timed(extend_periodic, base, cert, n)
        row(f"0.07 certified extension to {n:,}", n + 1, ce + cc, we + wc, "(scan to the bound + period)")
        assert ext[: len(mx)] == mx[: n + 1]

    print("\n4. Other codes, each for the budget (sparse when it applies)")
    for code in ["0.1777", "0.354", "0.356", "0.16", "0.127", "0.106", "0.644"]:
        rule = TakeAndBreak(code)
        vals, c, w = budgeted(rule, 10**7, args.budget, "auto")
        cert = periodicity(rule, vals, heaps=len(vals))
        status = (f"period {cert.period}, last exception {cert.last_exception}, certified"
                  if cert.certified else "no certified period in range")
        row(f"{code}", len(vals), c, w, status)

    print("\n5. Certified misère quotients (every position of heaps <= n)")
    for code, n in [("0.[3]", 3), ("0.[3]", 7), ("0.77", 6), ("0.77", 9), ("0.07", 9), ("0.75", 7), ("4.7", 8)]:
        q, c, w = timed(direct_misere_quotient, TakeAndBreak(code), n)
        print(f"  {code:<6} heaps <= {n}: order {q.order:>3}, P-portion {{{', '.join(q.p_portion_words())}}}  "
              f"cpu {c:6.2f} s wall {w:6.2f} s")


def hexadecimal_sweep(n: int, prefix: int = 200) -> None:
    """Section 6: every arithmetic period certified from *prefix* values must hold on G(0..n)."""
    import random

    from cgtalg.impartial.periodicity import arithmetic_certificate

    hexd = "0123456789abcdef"
    codes = [f"0.{a}" for a in hexd[8:]] + [f"{z}.{a}{b}" for z in "048c" for a in hexd for b in hexd[1:]]
    rng = random.Random(1)
    codes += [f"0.{rng.choice(hexd)}{rng.choice(hexd)}{rng.choice(hexd[1:])}" for _ in range(100)]
    print(f"6. Arithmetic periods of hexadecimal codes: certified from {prefix} values, checked to heap {n}")
    counts = {"codes": 0, "certified": 0, "high parts above the saltus": 0, "doubled": 0, "refused": 0}
    most = (0, "")
    c0, w0 = time.process_time(), time.perf_counter()
    for code in codes:
        rule = TakeAndBreak(code)
        if rule.max_parts < 3:
            continue
        counts["codes"] += 1
        vals = mex_scan(rule, n)
        res = periodicity(rule, vals[:prefix], heaps=prefix)
        if not (res.saltus and res.period):
            continue
        if not res.certified:
            counts["refused"] += 1
            continue
        p, s, n0 = res.period, res.saltus, res.preperiod
        assert all(vals[i + p] == vals[i] + s for i in range(max(n0, 1), n + 1 - p)), (code, str(res))
        assert arithmetic_certificate(rule.digits, vals[: res.heaps_needed], p, n0, s)[0], code
        counts["certified"] += 1
        counts["high parts above the saltus"] += "saltus above" in res.reason
        counts["doubled"] += "doubled" in res.reason
        most = max(most, (res.heaps_needed, code))
    c, w = time.process_time() - c0, time.perf_counter() - w0
    print("  " + ", ".join(f"{k}: {v}" for k, v in counts.items()))
    print(f"  every certificate held to heap {n}; the largest bound was {most[0]} heaps ({most[1]}); "
          f"cpu {c:.1f} s, wall {w:.1f} s")
    for code in ["0.8", "0.9f", "0.8f", "0.cda", "0.ad9", "4.91", "c.18"]:
        res = periodicity(TakeAndBreak(code), heaps=prefix)
        print(f"    {res}")


if __name__ == "__main__":
    main()
