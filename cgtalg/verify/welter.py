"""The glasses game (Welter's game) of a question-and-answer thread: every claim, recomputed and where needed corrected.

The thread (December 2014, several contributors) asks: n glasses hold n+1, ..., 2n balls;
a move takes balls from one glass keeping all counts distinct. The answers
give a pairing strategy, identify the game as Welter's, state Welter's two
relations, a binary recursion for the starting values ``w(n)``, values of
special positions, the "mating function" and Mathematica code for Conway's
mating method.

Brute force (``grundy(..., shortcuts=False)``, every move explored) is the
judge for small positions; the fast Welter function, itself checked against
brute force, carries the checks to large n. Four statements are wrong as
printed; each finding gives the smallest counterexample and the corrected
statement, which is then checked:

* the recursion for ``w(n)`` needs a base case ``w(1) = 2``, the exponent
  ``2**(p+1)`` (not ``2**p``) in the second-digit-1 branch, and there the
  remaining digits *complemented*;
* for odd n it is ``[0|n+2|...|2n] = [n+1|...|2n-1]`` that is 0, not
  ``[n+2|...|2n]``;
* the values 3, 7, 3, 15, ... are ``n XOR (n-1)``, which is not the mate
  ``(n|0) = n - 1`` of the thread's own Mathematica code;
* the worked examples have typos (``10 = 1011_2`` for 11, ``28 = 11110_2``).

Examples
--------
>>> from cgtalg.verify import run
>>> fs = list(run("welter", max_glasses=64, brute_glasses=5))
>>> sorted({f.verdict.value for f in fs})
['corrected', 'holds']
"""

from __future__ import annotations

from functools import cached_property
from itertools import combinations
from typing import Any, Iterable, Iterator

from cgtalg.impartial.sprague_grundy import _loopfree_grundy
from cgtalg.rulesets.heap.welter import (
    Welter,
    glasses_start,
    mate,
    start_value,
    welter,
    welter_winning_moves,
)
from cgtalg.verify.framework import Claims, Context, Finding, Verdict, reproduction

SOURCE = ('Question-and-answer thread "Game to maintain distinct number of balls in glasses" '
          "(December 2014, several contributors)")

PRINTED_W = (2, 6, 4, 12, 14, 10, 8, 24, 26, 30, 28, 20, 22, 18, 16, 48, 50, 54, 52, 60, 62, 58)
PRINTED_EVEN = (3, 7, 3, 15, 3, 7, 3, 31, 3)


def literal_start_value(
    n: int, *, exponent_shift: int = 0, complement: bool = False, w1: int | None = None
) -> int | None:
    """The thread's recursion for w(n), read literally (None where it says nothing).

    Binary n = 1 followed by p digits. If they begin with 0 (value n0):
    ``w(n) = 3 * 2**p + w(n0)``. Otherwise strip that 1; the remaining p-1
    digits are n1: ``w(n) = 2**p + w(n1)``. ``w(0) = 0``. The keywords apply
    the corrections one at a time (``w1=2`` supplies the missing base case,
    ``exponent_shift=1`` uses ``2**(p+1)``, ``complement=True`` complements n1).

    Parameters
    ----------
    n : int
        The number of glasses, ``n >= 0``.
    exponent_shift : int, optional
        Added to the exponent of the second branch (1 gives the corrected
        ``2**(p+1)``).
    complement : bool, optional
        Complement the remaining digits in the second branch.
    w1 : int or None, optional
        The value to use for ``w(1)``, which the thread leaves out.

    Returns
    -------
    int or None
        ``w(n)`` as the recursion gives it; None where it reaches ``w(1)``
        and no *w1* is given.

    Examples
    --------
    >>> literal_start_value(3), literal_start_value(1)
    (2, None)

    With the three corrections it gives Welter's starting values:

    >>> [literal_start_value(n, exponent_shift=1, complement=True, w1=2) for n in range(1, 6)]
    [2, 6, 4, 12, 14]
    """
    if n == 0:
        return 0
    p = n.bit_length() - 1
    if p == 0:
        return w1  # no digit after the leading 1: neither branch applies
    r = n - (1 << p)
    if r < 1 << (p - 1):
        inner = literal_start_value(r, exponent_shift=exponent_shift, complement=complement, w1=w1)
        return None if inner is None else 3 * (1 << p) + inner
    n1 = r - (1 << (p - 1))
    if complement:
        n1 = (1 << (p - 1)) - 1 - n1
    inner = literal_start_value(n1, exponent_shift=exponent_shift, complement=complement, w1=w1)
    return None if inner is None else (1 << (p + exponent_shift)) + inner


def _pairs_strategy_ok(pairs: list[tuple[int, int]], fixed: tuple[int, ...], limit: int) -> str | None:
    """Check the partner strategy from every union of whole pairs (plus *fixed* squares).

    For each such position and each move, the partner reply must be legal and
    restore a union of whole pairs. Returns the first failure or None.
    """
    partner = {}
    for a, b in pairs:
        partner[a], partner[b] = b, a
    usable = [p for p in pairs if p[1] < limit]
    for r in range(len(usable) + 1):
        for chosen in combinations(usable, r):
            occupied = set(fixed) | {x for p in chosen for x in p}
            for c in occupied - set(fixed):
                for v in range(c):
                    if v in occupied:
                        continue
                    after = occupied - {c} | {v}
                    c2, v2 = partner[c], partner.get(v)
                    if v2 is None or v2 >= c2 or v2 in after:
                        return f"{sorted(occupied)}: {c} -> {v}, no partner reply"
    return None


class _WelterRun:
    """What the claims share: the two bounds, the progress hook, the brute force and the starting values."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.max_n: int = ctx["max_glasses"]
        self.brute_n: int = ctx["brute_glasses"]
        self.cache: dict = {}

    def brute(self, counts: Iterable[int]) -> int:
        """The value of the glasses *counts*, by exploring every move."""
        return _loopfree_grundy(Welter(counts), cache=self.cache, shortcuts=False)

    @cached_property
    def fast_w(self) -> list[int]:
        """w(1), ..., w(max_n) by the fast Welter function."""
        return [welter(glasses_start(n).coins) for n in range(1, self.max_n + 1)]

    @cached_property
    def even_seq(self) -> list[int]:
        """[0|n+2|...|2n] for n = 2, 4, ..., 18 (the positions after emptying the (n+1)-glass)."""
        return [welter([0] + list(range(n + 2, 2 * n + 1))) for n in range(2, 2 * len(PRINTED_EVEN) + 1, 2)]


_CLAIMS: Claims[_WelterRun] = Claims()


@_CLAIMS("question")
def _game_end(run: _WelterRun) -> Finding:
    """The game ends exactly when the glasses hold 0, 1, ..., n-1 balls (the question)."""
    small = [s for n in range(0, 5) for s in combinations(range(9), n)]
    bad = [s for s in small if (not Welter(s).options()) != (s == tuple(range(len(s))))]
    return Finding(
        "the game ends exactly at 0, 1, ..., n-1 balls",
        f"{len(small)} positions (<= 4 glasses, counts <= 8): no move iff counts are 0..n-1"
        if not bad else f"fails at {bad[0]}",
        "all sets of at most 4 counts below 9",
        Verdict.of(not bad),
    )


@_CLAIMS("question")
def _two_glasses_start(run: _WelterRun) -> Finding:
    """With n = 2, A takes two balls from the 4-glass, leaving 3, 2, and wins (the question)."""
    brute = run.brute
    ok = brute((2, 3)) == 0 and brute((3, 4)) != 0
    return Finding(
        "n = 2: A takes two balls from the 4-glass, leaving 3, 2, and wins",
        f"[2|3] = {brute((2, 3))}, [3|4] = {brute((3, 4))}",
        "exploring every move",
        Verdict.of(ok),
    )


@_CLAIMS("comments")
def _two_glass_pairs(run: _WelterRun) -> Finding:
    """With two glasses, (2m, 2m+1) is lost for the player to move and every other position moves there (comments)."""
    brute = run.brute
    # A failure is either an m whose pair (2m, 2m+1) is not lost, or another pair that is.
    two_glass_failures: list[int | tuple[int, int]] = [m for m in range(12) if brute((2 * m, 2 * m + 1)) != 0]
    two_glass_failures += [(a, b) for a in range(10) for b in range(a + 2, 12) if a // 2 * 2 != b // 2 * 2
                           and brute((a, b)) == 0]
    return Finding(
        "(comment) with two glasses, (2m, 2m+1) is lost for the player to move, and every other "
        "position can move there",
        "two-glass P-positions below 12 are exactly the pairs (2m, 2m+1)" if not two_glass_failures
        else f"fails at {two_glass_failures[0]}",
        "two glasses, counts below 12, exploring every move",
        Verdict.of(not two_glass_failures),
    )


@_CLAIMS("first answer")
def _pairing_strategy(run: _WelterRun) -> Finding:
    """The pairing strategy wins: the partner reply restores a union of whole pairs (the first answer).

    Even n: take n balls from the 2n-glass and answer in the partner glass of
    (0,1), (2,3), ...; odd n: empty the (n+1)-glass and pair (1,2), (3,4), ...
    """
    pairs_even = [(2 * i, 2 * i + 1) for i in range(8)]
    pairs_odd = [(2 * i - 1, 2 * i) for i in range(1, 8)]
    fail_even = _pairs_strategy_ok(pairs_even, (), 14)
    fail_odd = _pairs_strategy_ok(pairs_odd, (0,), 14)
    whole_even = [tuple(x for p in c for x in p) for r in range(5) for c in combinations(pairs_even[:6], r)]
    whole_odd = [(0,) + tuple(x for p in c for x in p) for r in range(4) for c in combinations(pairs_odd[:5], r)]
    bad = [s for s in whole_even + whole_odd if run.brute(sorted(s)) != 0]
    ok = fail_even is None and fail_odd is None and not bad
    return Finding(
        "pairing strategy: even n, take n balls from the 2n-glass and answer in the partner glass of "
        "(0,1), (2,3), ...; odd n, empty the (n+1)-glass and pair (1,2), (3,4), ...",
        "the partner reply always exists from unions of whole pairs; "
        f"{len(whole_even) + len(whole_odd)} such positions have value 0" if ok
        else (fail_even or fail_odd or f"value not 0 at {bad[0]}"),
        "all unions of whole pairs below 14 (and value 0 for up to 4 pairs below 12)",
        Verdict.of(ok),
    )


@_CLAIMS("first answer")
def _six_glasses_example(run: _WelterRun) -> Finding:
    """With n = 6, A leaves 6..11; B turns 9 into 2; A turns 8 into 3, again a loss for B (the first answer)."""
    brute = run.brute
    after_b = (2, 6, 7, 8, 10, 11)
    after_a = (2, 3, 6, 7, 10, 11)
    ok = brute((6, 7, 8, 9, 10, 11)) == 0 and brute(after_a) == 0 and brute(after_b) != 0
    return Finding(
        "n = 6 example: A leaves 6..11; B turns 9 into 2; A turns 8 into 3",
        f"[6|...|11] = {brute((6, 7, 8, 9, 10, 11))}, after B {brute(after_b)}, after A {brute(after_a)}",
        "exploring every move",
        Verdict.of(ok),
    )


def _few_glasses() -> list[tuple[int, ...]]:
    """Every position of 1..3 glasses holding fewer than 8 balls each."""
    return [s for n in range(1, 4) for s in combinations(range(8), n)]


@_CLAIMS("algebra")
def _relation1(run: _WelterRun) -> Finding:
    """Welter's relation 1: [0|a|b|c|...] = [a-1|b-1|c-1|...]: a glass of 0 shortens the strip (the algebra).

    A comment adds that emptying a glass is knocking it out and lowering the
    others by one.
    """
    sets = _few_glasses()
    bad1 = [s for s in sets if run.brute((0,) + tuple(x + 1 for x in s)) != run.brute(s)]
    return Finding(
        "relation 1: [0|a|b|c|...] = [a-1|b-1|c-1|...] (a glass of 0 shortens the strip); "
        "(comment) emptying a glass is knocking it out and lowering the others by one",
        f"{len(sets)} positions of 1..3 glasses: holds" if not bad1 else f"fails at {bad1[0]}",
        "1..3 glasses below 8, exploring every move",
        Verdict.of(not bad1),
    )


@_CLAIMS("algebra")
def _relation2(run: _WelterRun) -> Finding:
    """Welter's relation 2: nim-adding x to every count nim-adds x to the value for an odd number of glasses.

    For an even number of glasses it changes nothing (the algebra).
    """
    sets = _few_glasses()
    bad2 = [(s, x) for s in sets for x in range(8)
            if run.brute(sorted(a ^ x for a in s)) != run.brute(s) ^ (x if len(s) % 2 else 0)]
    return Finding(
        "relation 2: nim-adding x to every count nim-adds x to the value when the number of glasses "
        "is odd and changes nothing when it is even",
        f"{len(sets) * 8} cases: holds" if not bad2 else f"fails at {bad2[0]}",
        "1..3 glasses below 8, x below 8, exploring every move",
        Verdict.of(not bad2),
    )


@_CLAIMS("algebra; Computation")
def _reduction_and_mating(run: _WelterRun) -> Finding:
    """Nim-adding a count to all and dropping the 0, repeatedly, computes the value; so do Conway's mated pairs.

    Source: the algebra, and the Computation section's Mathematica code for
    Conway's mating method.
    """
    brute_sets = [s for n in range(0, 5) for s in combinations(range(10), n)]
    bad = [s for s in brute_sets
           if not run.brute(s) == welter(s) == welter(s, method="reduction")]
    return Finding(
        "repeatedly nim-adding a count to all and dropping the 0 computes the value; so does Conway's "
        "method of mated pairs (the thread's Mathematica code)",
        f"{len(brute_sets)} positions: brute force = mating = reduction" if not bad else f"fails at {bad[0]}",
        "all sets of at most 4 counts below 10",
        Verdict.of(not bad),
    )


@_CLAIMS("Why this is Welter's game")
def _example_position(run: _WelterRun) -> Finding:
    """Glasses 1, 3, 6, 10 have value 10; the one winning move is to 1, 3, 4, 6 ("Why this is Welter's game")."""
    v = run.brute((1, 3, 6, 10))
    wins = [o.coins for o in Welter((1, 3, 6, 10)).options() if run.brute(o.coins) == 0]
    ok = v == 10 and wins == [(1, 3, 4, 6)]
    return Finding(
        "glasses 1, 3, 6, 10 have value 10; the unique winning move is to 1, 3, 4, 6",
        f"value {v}; winning moves to {wins}",
        "exploring every move",
        Verdict.of(ok),
    )


@_CLAIMS("starting positions")
def _starting_values(run: _WelterRun) -> Finding:
    """w(n) = [n+1|...|2n] starts 2; 6, 4; 12, 14, 10, 8; ... as printed in ``PRINTED_W`` (starting positions)."""
    brute_n, fast_w = run.brute_n, run.fast_w
    brute_w = [run.brute(glasses_start(n).coins) for n in range(1, brute_n + 1)]
    ok = list(PRINTED_W) == fast_w[: len(PRINTED_W)] and brute_w == fast_w[:brute_n]
    return Finding(
        "w(n) = [n+1|...|2n] starts 2; 6, 4; 12, 14, 10, 8; 24, 26, 30, 28, 20, 22, 18, 16; "
        "48, 50, 54, 52, 60, 62, 58, ...",
        "computed: " + ", ".join(map(str, fast_w[: len(PRINTED_W)]))
        + f" (brute force agrees for n <= {brute_n})",
        f"brute force n <= {brute_n}, fast function n <= {len(PRINTED_W)}",
        Verdict.of(ok),
    )


@_CLAIMS("starting positions")
def _starts_are_wins(run: _WelterRun) -> Finding:
    """Every starting position has a nonzero value: the first player wins (starting positions)."""
    fast_w = run.fast_w
    zero = [n for n, w in enumerate(fast_w, 1) if w == 0]
    return Finding(
        "the values of all starting positions are nonzero: the first player wins",
        f"w(n) > 0 for n = 1..{run.max_n}; least value {min(fast_w)}" if not zero else f"w({zero[0]}) = 0",
        f"n <= {run.max_n} (and the corrected recursion gives w(n) >= 2**(p+1) > 0)",
        Verdict.of(not zero),
    )


@_CLAIMS("starting positions")
def _start_recursion(run: _WelterRun) -> Finding:
    """The binary recursion for w(n): 3*2^p + w(n0) after a 0, 2^p + w(n1) after a 1, w(0) = 0 (starting positions).

    Wrong as printed: it needs the base case w(1) = 2, the exponent 2^(p+1)
    in the second branch, and there the remaining digits complemented; each
    correction is applied in turn.
    """
    max_n, fast_w = run.max_n, run.fast_w

    def first_wrong(**fixes: Any) -> tuple[int, int | None, int] | None:
        for n in range(1, max_n + 1):
            got = literal_start_value(n, **fixes)
            if got != fast_w[n - 1]:
                return n, got, fast_w[n - 1]
        return None

    plain = first_wrong()
    with_base = first_wrong(w1=2)
    with_exp = first_wrong(w1=2, exponent_shift=1)
    with_all = first_wrong(w1=2, exponent_shift=1, complement=True)
    if plain is None or with_base is None or with_exp is None:
        # max_glasses >= 18 and these readings go wrong at n = 1, 3 and 6.
        raise AssertionError(f"library bug: a partly corrected recursion matched Welter's function for n <= {max_n}")
    fixed = [n for n in range(0, max_n + 1) if start_value(n) != (fast_w[n - 1] if n else 0)]
    return Finding(
        "recursion: n = 1 followed by p digits; if they begin with 0 (value n0), w(n) = 3*2^p + w(n0); "
        "otherwise strip that 1 (rest n1) and w(n) = 2^p + w(n1); w(0) = 0",
        f"as printed: w({plain[0]}) = {plain[1]} (no rule; true {plain[2]}); given w(1) = 2, first wrong "
        f"w({with_base[0]}) = {with_base[1]} (true {with_base[2]}); with 2^(p+1) too, first wrong "
        f"w({with_exp[0]}) = {with_exp[1]} (true {with_exp[2]}); with n1 complemented as well: "
        + ("all correct" if with_all is None and not fixed else f"wrong at {with_all or fixed[0]}")
        + f" for n <= {max_n}",
        f"n = 0..{max_n} against the fast Welter function",
        Verdict.CORRECTED if plain and with_all is None and not fixed else Verdict.FAILS,
        counterexample=f"n = {with_base[0]} (binary 11): the rule gives 2^1 + w(0) = {with_base[1]}, but "
        f"w(3) = [4|5|6] = {with_base[2]}; n = {with_exp[0]} (binary 110) with 2^(p+1): {with_exp[1]}, but "
        f"w(6) = {with_exp[2]}; and n = 1 has no rule (true w(1) = {fast_w[0]})",
        correction="w(0) = 0, w(1) = 2; n = 2^p + r: if r < 2^(p-1), w(n) = 3*2^p + w(r); "
        "else w(n) = 2^(p+1) + w(2^p - 1 - r) (the p-1 digits after '11', complemented)",
    )


@_CLAIMS("starting positions")
def _worked_start(run: _WelterRun) -> Finding:
    """Worked example: w(11) from 10 = 1011_2 as 3(2^3) + w(11_2) = 24 + (2^2 + w(0)) = 28 (starting positions)."""
    fast_w = run.fast_w
    ok = fast_w[10] == 28 and fast_w[2] == 4
    return Finding(
        "worked example: w(11) is computed from 10 = 1011_2 as 3(2^3) + w(11_2) = 24 + (2^2 + w(0)) = 28",
        f"w(11) = {fast_w[10]}, w(3) = {fast_w[2]}",
        "fast function",
        Verdict.CORRECTED if ok else Verdict.FAILS,
        counterexample="1011_2 is 11, not 10; and the step w(11_2) = 2^2 + w(0) uses 2^(p+1) (p = 1), "
        "not the 2^p of the stated rule",
        correction="w(11) from 11 = 1011_2: 3*2^3 + w(3), w(3) = 2^2 + w(0) = 4, total 28",
    )


@_CLAIMS("Computation")
def _code_for_seven(run: _WelterRun) -> Finding:
    """The thread's code welter[Range[n+1, 2n]] returns 8 for n = 7 (Computation)."""
    n7 = welter(range(8, 15))
    brute_n = run.brute_n
    return Finding(
        "the code's welter[Range[n+1, 2n]] for n = 7 returns 8",
        f"mating method on 8..14: {n7}; brute force: "
        + (str(run.brute(tuple(range(8, 15)))) if brute_n >= 7 else "skipped"),
        "n = 7",
        Verdict.of(n7 == 8 and (brute_n < 7 or run.brute(tuple(range(8, 15))) == 8)),
    )


@_CLAIMS("special positions")
def _three_glasses(run: _WelterRun) -> Finding:
    """With n = 3, {4,5,6} has value 4 and winning moves to {0,5,6}, {1,4,6}, {2,4,5} (special positions)."""
    v456 = run.brute((4, 5, 6))
    wins = sorted(o.coins for o in Welter((4, 5, 6)).options() if run.brute(o.coins) == 0)
    ok = v456 == 4 and wins == [(0, 5, 6), (1, 4, 6), (2, 4, 5)]
    return Finding(
        "n = 3: {4,5,6} has value 4 and winning moves to {0,5,6}, {1,4,6}, {2,4,5}",
        f"value {v456}; winning moves to {wins}",
        "exploring every move",
        Verdict.of(ok),
    )


@_CLAIMS("special positions")
def _consecutive_counts(run: _WelterRun) -> Finding:
    """[n|n+1|...|2n-1] is 0 for even n (so reducing the 2n-glass to n wins) and 1 for odd n (special positions)."""
    max_n, brute_n = run.max_n, run.brute_n
    ns = range(1, max_n + 1)
    even_bad = [n for n in ns if n % 2 == 0 and welter(range(n, 2 * n)) != 0]
    odd_bad = [n for n in ns if n % 2 == 1 and welter(range(n, 2 * n)) != 1]
    brute_bad = [n for n in range(1, brute_n + 1) if run.brute(tuple(range(n, 2 * n))) != (0 if n % 2 == 0 else 1)]
    return Finding(
        "even n: [n|n+1|...|2n-1] = 0 (so reducing the 2n-glass to n wins); odd n: the value is 1",
        f"n = 1..{max_n}: even n give 0, odd n give 1" if not (even_bad or odd_bad or brute_bad)
        else f"fails at n = {(even_bad + odd_bad + brute_bad)[0]}",
        f"fast function n <= {max_n}; brute force n <= {brute_n}",
        Verdict.of(not (even_bad or odd_bad or brute_bad)),
    )


@_CLAIMS("special positions")
def _odd_emptying(run: _WelterRun) -> Finding:
    """For odd n, [n+2|n+3|...|2n] = 0, showing that emptying the (n+1)-glass wins (special positions).

    Wrong as printed: the emptied glass stays as a glass of 0, and it is
    [0|n+2|...|2n] = [n+1|...|2n-1] that is 0.
    """
    max_n, brute_n = run.max_n, run.brute_n
    ns = range(1, max_n + 1)
    literal = [(n, welter(range(n + 2, 2 * n + 1))) for n in ns if n % 2 == 1]
    lit_bad = [(n, v) for n, v in literal if v != 0]
    emptied = [n for n in ns if n % 2 == 1 and welter([0] + list(range(n + 2, 2 * n + 1))) != 0]
    emptied_brute = [n for n in range(1, brute_n + 1, 2) if run.brute((0,) + tuple(range(n + 2, 2 * n + 1))) != 0]
    return Finding(
        "odd n: [n+2|n+3|...|2n] = 0, showing that emptying the (n+1)-glass wins",
        f"[n+2|...|2n] for odd n: {', '.join(f'n={n}: {v}' for n, v in literal[:5])}, ...; "
        f"[0|n+2|...|2n] = 0 for all odd n <= {max_n}: {not emptied and not emptied_brute}",
        f"odd n <= {max_n} (fast), <= {brute_n} (brute force)",
        Verdict.CORRECTED if lit_bad and not emptied and not emptied_brute else Verdict.of(not lit_bad),
        counterexample=f"n = {lit_bad[0][0]}: [{'|'.join(map(str, range(lit_bad[0][0] + 2, 2 * lit_bad[0][0] + 1)))}]"
        f" = {lit_bad[0][1]}" if lit_bad else None,
        correction="odd n: [0|n+2|...|2n] = [n+1|n+2|...|2n-1] = 0 (the emptied glass stays on the "
        "table as a glass of 0), so emptying the (n+1)-glass wins",
    )


@_CLAIMS("special positions")
def _even_emptied_values(run: _WelterRun) -> Finding:
    """For even n, [0|n+2|...|2n] runs 3, 7, 3, 15, 3, 7, 3, 31, 3, ...: 2^(d+1) - 1, d the final zeros of n.

    Source: the special positions ("keep the d final zeros of n, write d+1
    ones"), read as the positions after emptying the (n+1)-glass.
    """
    max_n, even_seq = run.max_n, run.even_seq
    rule_bad = [n for n in range(2, max_n + 1, 2) if welter([0] + list(range(n + 2, 2 * n + 1))) != n ^ (n - 1)]
    ok = even_seq == list(PRINTED_EVEN) and not rule_bad
    return Finding(
        "for even n the values of 'these positions' (read: after emptying the (n+1)-glass, "
        "[0|n+2|...|2n] = [n+1|...|2n-1]) run 3, 7, 3, 15, 3, 7, 3, 31, 3, ...: the rule 'keep the d "
        "final zeros of n, write d+1 ones' (2^(d+1) - 1)",
        f"n = 2..18: {even_seq}; equals 2^(d+1) - 1 = n XOR (n-1) for every even n <= {max_n}: {not rule_bad}",
        f"even n <= {max_n}",
        Verdict.of(ok),
    )


@_CLAIMS("special positions")
def _mating_function(run: _WelterRun) -> Finding:
    """These values are Conway's mating function (n|0) (special positions).

    Wrong as printed: they are n XOR (n-1), not the mate (n|0) = n - 1 of the
    thread's own Mathematica code.
    """
    even_seq = run.even_seq
    mates = [mate(n, 0) for n in range(2, 19, 2)]
    return Finding(
        "this is Conway's mating function (n|0)",
        f"the code's mate[n, 0] = (n XOR 0) - 1 for n = 2..18: {mates}; the values are {even_seq}",
        "even n = 2..18",
        Verdict.CORRECTED if mates != even_seq else Verdict.HOLDS,
        counterexample=f"n = 2: [3] = {even_seq[0]}, but mate(2, 0) = [2|0] = {mate(2, 0)}",
        correction="the values are n XOR (n-1) = 2^(d+1) - 1 (d = number of final zeros of n), "
        "as the prose rule says; with the thread's own mate(a, b) = (a XOR b) - 1 that is not (n|0)",
    )


@_CLAIMS("special positions")
def _binary_example(run: _WelterRun) -> Finding:
    """Example: n = 28 = 11110_2 has d = 1 final zero, giving 11_2 = 3 (special positions; a typo for 30 or 7)."""
    v28, v30 = welter([0] + list(range(30, 57))), welter([0] + list(range(32, 61)))
    return Finding(
        "example: n = 28 = 11110_2 has d = 1 final zero, giving 11_2 = 3",
        f"value for n = 28: {v28}; for n = 30 (= 11110_2): {v30}",
        "fast function",
        Verdict.CORRECTED if (v28, v30) == (7, 3) else Verdict.FAILS,
        counterexample=f"28 = 11100_2 has d = 2 final zeros and value {v28}",
        correction="either n = 30 = 11110_2 (value 3), or n = 28 = 11100_2 (value 111_2 = 7)",
    )


@_CLAIMS("special positions")
def _winning_moves(run: _WelterRun) -> Finding:
    """Conway's inversion of the Welter function finds the winning moves from any position (special positions)."""
    positions = [s for n in range(1, 5) for s in combinations(range(10), n)]
    bad = []
    for s in run.ctx.track(positions, total=len(positions), desc="winning moves"):
        fast = welter_winning_moves(s)
        slow = sorted((c, v) for c in s for v in range(c)
                      if v not in s and run.brute(tuple(sorted(set(s) - {c} | {v}))) == 0)
        if fast != slow:
            bad.append(s)
    return Finding(
        "Conway's inversion of the Welter function finds the winning moves from any position",
        f"{len(positions)} positions: moves from the inverse = moves found by brute force"
        if not bad else f"differ at {bad[0]}",
        "all sets of 1..4 counts below 10",
        Verdict.of(not bad),
    )


@reproduction(
    "welter",
    "The glasses game is Welter's game: values, special positions, winning moves",
    SOURCE,
    kind="Q&A thread",
    max_glasses=(512, "largest number of glasses for the fast checks", 18, 2048),
    brute_glasses=(7, "largest number of glasses valued by exploring every move", 2, 9),
)
def welter_repro(ctx: Context) -> Iterator[Finding]:
    """Yield one finding per claim of the thread.

    Parameters
    ----------
    ctx : Context
        The run's context; its parameters:

        max_glasses : int
            The most glasses in the fast checks (18 to 2048).
        brute_glasses : int
            The most glasses valued by exploring every move (2 to 9).

    Yields
    ------
    Finding
        One per claim of the thread; a wrong claim has its smallest
        counterexample and its correction.

    Examples
    --------
    >>> from cgtalg.verify.framework import Context
    >>> fs = list(welter_repro(Context({"max_glasses": 16, "brute_glasses": 4})))
    >>> sum(f.verdict.value == "corrected" for f in fs)
    5

    References
    ----------
    The question-and-answer thread "Game to maintain distinct number of balls
    in glasses" (December 2014); Conway, *On Numbers and Games*, ch. 13
    (Welter's game).
    """
    yield from _CLAIMS.findings(_WelterRun(ctx))
