"""The blog post "Onto The Nimbers": every claim about Nim, nimbers and the candy puzzle, recomputed.

The post builds nim-addition from the game: ``*x + *x = *0``, small sums by
listing options, the mex rule, the addition table, powers of two, a worked
three-heap sum, the "nim-sum zero" strategy and the candy-splitting puzzle.
Each claim is checked here by exploring the games themselves
(the engine walks every move of the whole sum, neither splitting it into
heaps nor using the XOR formula); the mex rule and the Sprague-Grundy theorem
are checked by canonical forms too. Each claim is one function, recorded in
the order the post makes them.
The Cram claims of the same post are in :mod:`cgtalg.verify.cram`.

Examples
--------
>>> from cgtalg.verify import run
>>> fs = {f.where: f for f in run("nim", max_heap=7)}
>>> fs["worked example"].verdict.value, fs["worked example"].computed
('corrected', '*22 + *7 + *25 = *8; *24 + *7 + *25 = *6')
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Hashable, Iterator

from cgtalg.core.game import Game
from cgtalg.engine.position_value import value as canonical_value
from cgtalg.core.values import nimber
from cgtalg.impartial.sprague_grundy import _loopfree_grundy, mex
from cgtalg.impartial.winning import sum_winning_moves
from cgtalg.rulesets.heap.nim import Nim
from cgtalg.verify.framework import Claims, Context, Finding, Verdict, reproduction

SOURCE = 'Blog post "Onto The Nimbers" (author not named), with its puzzle "Splitting Candy"'

# The addition table as printed in the post (rows a = 0..7, columns b = 0..7).
PRINTED_TABLE = (
    (0, 1, 2, 3, 4, 5, 6, 7),
    (1, 0, 3, 2, 5, 4, 7, 6),
    (2, 3, 0, 1, 6, 7, 4, 5),
    (3, 2, 1, 0, 7, 6, 5, 4),
    (4, 5, 6, 7, 0, 1, 2, 3),
    (5, 4, 7, 6, 1, 0, 3, 2),
    (6, 7, 4, 5, 2, 3, 0, 1),
    (7, 6, 5, 4, 3, 2, 1, 0),
)


class _Explorer:
    """Grundy values of Nim positions by walking every move of the whole sum.

    Passing ``options=`` makes the engine ignore both ``known_grundy()`` and
    ``components()``, so no nim-addition is used on the game side.
    """

    def __init__(self) -> None:
        self.cache: dict = {}

    def __call__(self, *heaps: int) -> int:
        return _loopfree_grundy(Nim(*heaps), cache=self.cache, options=Nim.options)

    def option_values(self, *heaps: int) -> set[int]:
        return {self(*o.heaps) for o in Nim(*heaps).options()}


def _heap_total(part: Hashable) -> int:
    """The number of counters left in a Nim position returned by the sum solver."""
    if not isinstance(part, Nim):
        raise AssertionError(f"library bug: the winning moves of a sum of Nim heaps gave a "
                             f"{type(part).__name__}, not a Nim position")
    return sum(part.heaps)


def best_candy_split(candies: list[int]) -> int | None:
    """Sean's best pile by trying every split (None if every split makes Patrick cry).

    Parameters
    ----------
    candies : list of int
        The piles of candy.

    Returns
    -------
    int or None
        The most candy Sean can take over the splits into two non-empty parts
        of equal nim-sum; None if there is no such split.

    Examples
    --------
    >>> best_candy_split([3, 4, 7]), best_candy_split([2, 3, 4])
    (11, None)
    """
    best = None
    n = len(candies)
    for mask in range(1, (1 << n) - 1):
        mine = [c for i, c in enumerate(candies) if mask >> i & 1]
        his = [c for i, c in enumerate(candies) if not mask >> i & 1]
        xa = xb = 0
        for c in mine:
            xa ^= c
        for c in his:
            xb ^= c
        if xa == xb and (best is None or sum(mine) > best):
            best = sum(mine)
    return best


class _NimRun:
    """What the claims share: the largest heap, the progress hook, and one explorer (with its cache)."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.top: int = ctx["max_heap"]
        self.g = _Explorer()


_CLAIMS: Claims[_NimRun] = Claims()


@_CLAIMS("mirror strategy")
def _mirror_strategy(run: _NimRun) -> Finding:
    """*x + *x = *0: two equal heaps are a loss for the player to move (the mirror strategy)."""
    g, top = run.g, run.top
    mirror_failures = [x for x in range(top + 1) if g(x, x) != 0]
    return Finding(
        "*x + *x = *0: two equal heaps are a loss for the player to move (mirror strategy)",
        f"*x + *x has value {sorted({g(x, x) for x in range(top + 1)})} for x <= {top}",
        f"x = 0..{top}, by exploring every move",
        Verdict.of(not mirror_failures),
        counterexample=f"x = {mirror_failures[0]}" if mirror_failures else None,
    )


@_CLAIMS("mirror strategy")
def _empty_heap(run: _NimRun) -> Finding:
    """Adding *0 to a game changes nothing (with the mirror strategy)."""
    g, top = run.g, run.top
    empty_heap_failures = [(a, b) for a, b in product(range(top + 1), repeat=2) if g(a, b, 0) != g(a, b)]
    return Finding(
        "adding *0 to a game changes nothing",
        f"{(top + 1) ** 2} two-heap positions unchanged by an empty heap" if not empty_heap_failures
        else f"changed: {empty_heap_failures[0]}",
        f"heaps 0..{top}",
        Verdict.of(not empty_heap_failures),
    )


#: The small sums the post works out: heaps, their value, the option values it lists (None: none listed).
SMALL_SUMS = (
    ((2, 1), 3, {2, 0, 1}),
    ((3, 2, 1), 0, None),
    ((3, 1), 2, {3, 0, 1}),
    ((3, 2), 1, None),
    ((4, 1), 5, {4, 2, 3, 0, 1}),
    ((1, 5), 4, {5, 2, 3, 0, 1}),
)


@_CLAIMS("small sums")
def _small_sums(run: _NimRun) -> Iterator[Finding]:
    """Each small sum of ``SMALL_SUMS`` has the value, and the options, that the post lists."""
    for heaps, claimed, claimed_options in SMALL_SUMS:
        sum_value = run.g(*heaps)
        opts = run.g.option_values(*heaps)
        ok = sum_value == claimed and (claimed_options is None or opts == claimed_options)
        text = " + ".join(f"*{h}" for h in heaps)
        yield Finding(
            f"{text} = *{claimed}" + (f" (options {sorted(claimed_options)})" if claimed_options else ""),
            f"{text} = *{sum_value}, option values {sorted(opts)}",
            "exploring every move",
            Verdict.of(ok),
            counterexample=None if ok else f"{text}: value *{sum_value}, options {sorted(opts)}",
        )


@_CLAIMS("mex rule")
def _mex_rule(run: _NimRun) -> Finding:
    """The mex rule: a game whose options are nimbers is the nimber of their mex; {*0, *1, *2, *5, *9} = *3."""
    sets = [frozenset(c) for r in range(5) for c in combinations(range(6), r)] + [frozenset({0, 1, 2, 5, 9})]
    mex_failures = []
    for s in sets:
        nimber_options = [nimber(v) for v in s]
        if Game(nimber_options, nimber_options) != nimber(mex(s)):
            mex_failures.append(sorted(s))
    options_game = {s: _loopfree_grundy(s, options=lambda t: [frozenset(range(v)) for v in t]) for s in sets}
    mex_failures += [sorted(s) for s, v in options_game.items() if v != mex(s)]
    return Finding(
        "mex rule: {*a, *b, ...} = *mex{a, b, ...}; e.g. {*0, *1, *2, *5, *9} = *3",
        f"{{*0,*1,*2,*5,*9}} = *{options_game[frozenset({0, 1, 2, 5, 9})]}; "
        f"{len(sets)} option sets agree (canonical forms too)",
        "all option sets of at most 4 nimbers below *6, and {0,1,2,5,9}",
        Verdict.of(not mex_failures),
        counterexample=str(mex_failures[0]) if mex_failures else None,
    )


@_CLAIMS("mex rule for sums")
def _sum_rule(run: _NimRun) -> Finding:
    """*a + *b is the least value not of the form *a' + *b or *a + *b' (a' < a, b' < b)."""
    size = 2 * (run.top + 1)
    table: dict[tuple[int, int], int] = {}
    for a in range(size):
        for b in range(size):
            table[a, b] = mex([table[x, b] for x in range(a)] + [table[a, y] for y in range(b)])
    sum_rule_failures = [(a, b) for a in range(size) for b in range(size) if table[a, b] != run.g(a, b)]
    return Finding(
        "*a + *b = *c with c the least number not of the form a' + b or a + b' (a' < a, b' < b)",
        f"the recursion matches the game on all {size * size} pairs" if not sum_rule_failures
        else f"differs at {sum_rule_failures[0]}",
        f"a, b < {size}",
        Verdict.of(not sum_rule_failures),
    )


@_CLAIMS("addition table")
def _addition_table(run: _NimRun) -> Finding:
    """The post's partial nim-addition table for 0..7 (``PRINTED_TABLE``) is right entry by entry."""
    computed = tuple(tuple(run.g(a, b) for b in range(8)) for a in range(8))
    diff = [(a, b) for a in range(8) for b in range(8) if computed[a][b] != PRINTED_TABLE[a][b]]
    return Finding(
        "the partial nim-addition table for 0..7",
        "all 64 entries agree with the explored games" if not diff else f"{len(diff)} entries differ",
        "a, b = 0..7",
        Verdict.of(not diff),
        counterexample=(f"*{diff[0][0]} + *{diff[0][1]}: printed {PRINTED_TABLE[diff[0][0]][diff[0][1]]}, "
                        f"computed {computed[diff[0][0]][diff[0][1]]}") if diff else None,
    )


@_CLAIMS("powers of two")
def _powers_of_two(run: _NimRun) -> Finding:
    """*2^a + *2^b = *(2^a + 2^b) unless a = b, when it is *0."""
    exps = range(0, 5)
    power_failures = [(a, b) for a in exps for b in exps if a != b and run.g(2**a, 2**b) != 2**a + 2**b]
    same = [a for a in exps if run.g(2**a, 2**a) != 0]
    return Finding(
        "*2^a + *2^b = *(2^a + 2^b) unless a = b (then *0)",
        f"checked {len(exps) ** 2} pairs of heaps 1..16: "
        + ("all agree" if not power_failures and not same else f"fails at {(power_failures + same)[0]}"),
        "a, b = 0..4, by exploring every move",
        Verdict.of(not power_failures and not same),
    )


@_CLAIMS("group laws")
def _group_laws(run: _NimRun) -> Finding:
    """Nim-addition is commutative and associative, *0 is its identity, every nimber its own inverse."""
    g, rng = run.g, range(run.top + 1)
    comm = all(g(a, b) == g(b, a) for a in rng for b in rng)
    assoc = all(g(g(a, b), c) == g(a, g(b, c)) == g(a, b, c) for a in rng for b in rng for c in rng)
    return Finding(
        "nim-addition is commutative and associative; *0 is the identity; every nimber is its own inverse",
        f"commutative: {comm}, associative (and equal to the three-heap game): {assoc}",
        f"heaps 0..{run.top}",
        Verdict.of(comm and assoc),
    )


@_CLAIMS("worked example")
def _worked_example(run: _NimRun) -> Finding:
    """*22 + *7 + *25 = *6, worked out by writing *22 = *16 + *8 (the post's worked example)."""
    v22 = run.g(22, 7, 25)
    v24 = run.g(24, 7, 25)
    ok = v22 == 6
    return Finding(
        "*22 + *7 + *25 = *6, via *22 = *16 + *8",
        f"*22 + *7 + *25 = *{v22}; *24 + *7 + *25 = *{v24}",
        "exploring every move of the three-heap game",
        Verdict.HOLDS if ok else Verdict.CORRECTED,
        counterexample=None if ok else f"22 = 16 + 4 + 2, not 16 + 8 (= 24); *22 + *7 + *25 = *{v22}",
        correction=None if ok else f"*24 + *7 + *25 = *{v24} (the expansion shown is that of 24)",
    )


#: The winning moves the post names: the heaps, the move (heap index, what is left) and the post's words.
NAMED_MOVES = (
    ((7, 4), (0, (4,)), "*7 + *4: take three from the 7 to leave *4 + *4"),
    ((8, 6, 6), (0, ()), "*8 + *6 + *6: remove the heap of 8"),
    ((9, 8, 6, 6), (0, (8,)), "*9 + *8 + *6 + *6: reduce the 9 to 8"),
)


@_CLAIMS("strategy")
def _named_winning_moves(run: _NimRun) -> Iterator[Finding]:
    """Each move of ``NAMED_MOVES`` is a winning move of its sum."""
    for heaps, (index, left), text in NAMED_MOVES:
        moves = sum_winning_moves([Nim(h) for h in heaps], cache={})
        ok = (index, Nim(*left)) in moves
        yield Finding(
            text,
            "winning moves: " + ", ".join(f"heap {heaps[i]} -> {_heap_total(q)}" for i, q in moves),
            "exploring the sum",
            Verdict.of(ok),
        )


@_CLAIMS("strategy")
def _move_to_zero(run: _NimRun) -> Finding:
    """If the nim-sum is not zero some move makes it zero; if it is zero no move does."""
    top = run.top
    move_to_zero_failures = []
    count = 0
    for heaps in run.ctx.track(product(range(top + 1), repeat=3), total=(top + 1) ** 3, desc="three heaps"):
        count += 1
        sum_value = run.g(*heaps)
        to_zero = any(run.g(*o.heaps) == 0 for o in Nim(*heaps).options())
        if (sum_value != 0) != to_zero:
            move_to_zero_failures.append(heaps)
    return Finding(
        "if the nim-sum is not zero there is a move making it zero; if it is zero there is none",
        f"{count} three-heap positions: " + (
            "all agree" if not move_to_zero_failures else f"fails at {move_to_zero_failures[0]}"),
        f"three heaps of 0..{top}",
        Verdict.of(not move_to_zero_failures),
        counterexample=str(move_to_zero_failures[0]) if move_to_zero_failures else None,
    )


@_CLAIMS("Splitting Candy")
def _carry_free_additions(run: _NimRun) -> Finding:
    """Patrick's additions 13+6=11, 3+5=6, 4+10=14, 7+4=3 are nim-additions (the puzzle "Splitting Candy")."""
    pairs = [((13, 6), 11), ((3, 5), 6), ((4, 10), 14), ((7, 4), 3)]
    got = [(a, b, run.g(a, b)) for (a, b), _ in pairs]
    ok = all(v == c for (_, c), (_, _, v) in zip(pairs, got))
    return Finding(
        "Patrick's additions 13+6=11, 3+5=6, 4+10=14, 7+4=3 are nim-additions",
        ", ".join(f"*{a} + *{b} = *{v}" for a, b, v in got),
        "exploring the two-heap games",
        Verdict.of(ok),
    )


@_CLAIMS("Splitting Candy")
def _candy_split(run: _NimRun) -> Finding:
    """A fair split of the candies exists iff their nim-sum is 0, and then Sean gives away only the smallest.

    Source: the puzzle "Splitting Candy", with its examples 3, 4, 7 (Sean
    keeps 11) and 2, 3, 4 (no split works).
    """
    ex1, ex2 = best_candy_split([3, 4, 7]), best_candy_split([2, 3, 4])
    split_failures = []
    bags = 0
    for n in range(2, 6):
        for bag in product(range(1, 8), repeat=n):
            if list(bag) != sorted(bag):
                continue
            bags += 1
            total = 0
            for c in bag:
                total ^= c
            rule = sum(bag) - min(bag) if total == 0 else None
            if best_candy_split(list(bag)) != rule:
                split_failures.append(bag)
    ok = ex1 == 11 and ex2 is None and not split_failures
    return Finding(
        "candies 3,4,7: Sean keeps 11; 2,3,4: no split works; a split works iff the nim-sum "
        "is 0, and then any does, so Sean gives away the smallest candy",
        f"3,4,7 -> {ex1}; 2,3,4 -> {ex2}; rule matches every split of {bags} bags" if not split_failures
        else f"rule fails for {split_failures[0]}",
        "bags of 2..5 candies valued 1..7, all splits tried",
        Verdict.of(ok),
        counterexample=str(split_failures[0]) if split_failures else None,
    )


@_CLAIMS("Sprague-Grundy")
def _sprague_grundy(run: _NimRun) -> Finding:
    """Every finite impartial game equals a Nim heap: its canonical form is the nimber of its Grundy value."""
    positions = [Nim(*h) for h in product(range(5), repeat=3)]
    sprague_grundy_failures = [p for p in positions if canonical_value(p) != nimber(_loopfree_grundy(p, shortcuts=False))]
    return Finding(
        "every finite impartial game equals a Nim heap (its canonical form is the nimber of its Grundy value)",
        f"{len(positions)} Nim positions: canonical value = *grundy" if not sprague_grundy_failures
        else f"fails at {sprague_grundy_failures[0]!r}",
        "three heaps of 0..4 (Cram boards in the cram reproduction)",
        Verdict.of(not sprague_grundy_failures),
    )


@reproduction(
    "nim",
    "Nim and nimbers: sums, the mex rule, the addition table, the candy puzzle",
    SOURCE,
    kind="blog post",
    max_heap=(7, "largest heap in the exhaustive checks (the printed table is 0..7)", 7, 31),
)
def nim(ctx: Context) -> Iterator[Finding]:
    """Yield one finding per claim of the blog post about Nim.

    Parameters
    ----------
    ctx : Context
        The run's context; its parameters:

        max_heap : int
            The largest heap in the exhaustive checks (7 to 31).

    Yields
    ------
    Finding
        One per claim, in the order the source makes them.

    Examples
    --------
    >>> from cgtalg.verify.framework import Context
    >>> sum(f.verdict.value == "holds" for f in nim(Context({"max_heap": 3})))
    20

    References
    ----------
    Blog post "Onto The Nimbers" (author not named); *Lessons in Play*, ch. 7.
    """
    yield from _CLAIMS.findings(_NimRun(ctx))
