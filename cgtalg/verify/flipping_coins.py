"""Reproduction: Bonato, Huggan and Nowakowski, *The game of flipping coins*.

Every claim is checked against values computed from the rules alone:

* a brute force over every row of at most ``max_coins`` coins, written on
  integers (bit ``i`` is coin ``i``) independently of the ruleset class: each
  value is the simplest number between the best Left and the best Right
  option, after checking that every Left option is less than every Right
  option (so every value is a number);
* the general canonical-form engine (:func:`cgtalg.value` on
  :class:`~cgtalg.rulesets.coins.flipping_coins.FlippingCoins`) for rows of at most
  ``engine_coins`` coins, and :func:`cgtalg.ordinal_sum` on games;
* random rows of 40-200 coins, where the fast algorithm must satisfy the game
  recursion over all options.

The available copy of the paper lost most of its formulas; where a statement
had to be reconstructed, the claim says so. See ``docs/rulesets/flipping_coins.md``.

Examples
--------
>>> from cgtalg.verify import run
>>> findings = list(run("flipping_coins", max_coins=8, engine_coins=6, random_rows=1))
>>> sorted({f.verdict.value for f in findings})
['corrected', 'holds', 'holds with an exception']
"""

from __future__ import annotations

import random
from collections import deque
from fractions import Fraction
from functools import cached_property
from typing import Any, Callable, Hashable, Iterator

from cgtalg.analysis.flipping_coins import (
    best_left_move,
    best_right_move,
    coins_outcome,
    coins_value,
    decompose,
    hackenbush_split,
    hackenbush_string_value,
    reduce_coins,
)
from cgtalg.core.cache import BoundedCache
from cgtalg.core.dyadic import simplest_between
from cgtalg.core.game import Game
from cgtalg.core.ordinal import ordinal_sum
from cgtalg.engine.position_value import value as canonical_value
from cgtalg.core.sign_expansion import number_ordinal_sum
from cgtalg.core.values import number
from cgtalg.errors import InputValueError, check_int
from cgtalg.rulesets.coins.flipping_coins import FlippingCoins

from .chunks import spans
from .framework import Claims, Context, Finding, Verdict, reproduction

SOURCE = (
    "A. Bonato, M. A. Huggan, R. J. Nowakowski, The game of flipping coins, "
    "arXiv:2102.13225 (2021); also in Combinatorial Game Theory, De Gruyter (2022)"
)


# --------------------------------------------------------------------------
# Rows and the brute force over the rules
# --------------------------------------------------------------------------


def _row(m: int) -> str:
    """The row of coins whose heads are the set bits of *m* (coin i = bit i)."""
    return format(m, "b")[::-1] if m else ""


def _index(row: str) -> int:
    return int(row[::-1], 2) if row else 0


def rows_in_order(max_coins: int) -> Iterator[str]:
    """Every row of at most *max_coins* coins (no trailing tails): shortest first, then lexicographic.

    Parameters
    ----------
    max_coins : int
        The longest row.

    Yields
    ------
    str
        The rows, as strings of ``0`` and ``1``; ``2**max_coins`` of them.

    Examples
    --------
    >>> list(rows_in_order(3))
    ['', '1', '01', '11', '001', '011', '101', '111']
    """
    yield ""
    for length in range(1, max_coins + 1):
        yield from rows_of_length(length)


def rows_of_length(length: int) -> Iterator[str]:
    """Every row of exactly *length* coins ending in heads (``length >= 1``), lexicographic.

    Parameters
    ----------
    length : int
        The number of coins, at least 1.

    Yields
    ------
    str
        The ``2**(length - 1)`` rows of that length whose last coin is a head.

    Examples
    --------
    >>> list(rows_of_length(3))
    ['001', '011', '101', '111']
    """
    for m in range(1 << (length - 1)):
        yield format(m, f"0{length - 1}b") + "1" if length > 1 else "1"


class RuleTable:
    """Values of every row of at most *max_coins* coins, from the rules alone.

    A row is an integer ``m`` (bit ``i`` = coin ``i``); every move makes ``m``
    smaller, so rows are valued in increasing order of ``m``. Values are kept
    as integers scaled by ``2**scale`` (exact: no value of a row of ``n``
    coins has a denominator above ``2**(2n+2)``, which is asserted).

    Along the way it records every row where a claim of the paper fails:
    ``not_numbers`` (some Left option is not less than some Right option),
    ``left_not_best`` / ``left_not_unique`` (Theorem 4.2 for Left),
    ``right_not_best`` and the number of rows where another Right move ties.

    Parameters
    ----------
    max_coins : int
        The longest row valued (rows are valued up to this many coins).
    track : callable, optional
        A progress wrapper ``track(iterable, total, description)`` returning
        the iterable; the default returns it unchanged.

    Raises
    ------
    InputTypeError
        If *max_coins* is not an int (or is a bool).
    InputValueError
        If *max_coins* is negative.

    Examples
    --------
    >>> t = RuleTable(6)
    >>> str(t.value("011101")), str(t.value("0111"))
    ('3/8', '0')
    >>> t.not_numbers, t.left_not_best, t.right_not_best
    ([], [], [])
    """

    def __init__(self, max_coins: int, track: Callable = lambda it, total, desc: it) -> None:
        max_coins = check_int(max_coins, "max_coins", minimum=0)
        self.max_coins = max_coins
        self.scale = 2 * max_coins + 2
        one = 1 << self.scale
        size = 1 << max_coins
        scaled = [0] * size
        self.not_numbers: list[str] = []
        self.left_not_best: list[str] = []
        self.left_not_unique: list[str] = []
        self.right_not_best: list[str] = []
        self.right_ties = 0
        for m in track(range(1, size), size - 1, "brute force over the rules"):
            top = m.bit_length()
            heads = [i for i in range(top) if m >> i & 1]
            tails = [i for i in range(top) if not m >> i & 1]
            lo = None
            lo_count = 0
            for a, i in enumerate(heads):
                for j in heads[a + 1:]:
                    v = scaled[m ^ (1 << i) ^ (1 << j)]
                    if lo is None or v > lo:
                        lo, lo_count = v, 1
                    elif v == lo:
                        lo_count += 1
            hi = None
            hi_count = 0
            for i in tails:
                for j in heads:
                    if j > i:
                        v = scaled[m ^ (1 << i) ^ (1 << j)]
                        if hi is None or v < hi:
                            hi, hi_count = v, 1
                        elif v == hi:
                            hi_count += 1
            if lo is not None:
                claimed = scaled[m ^ (1 << heads[-1]) ^ (1 << heads[-2])]
                if claimed != lo:
                    self.left_not_best.append(_row(m))
                elif lo_count > 1:
                    self.left_not_unique.append(_row(m))
            if hi is not None:
                z = tails[-1]
                if scaled[m ^ (1 << z) ^ (1 << (z + 1))] != hi:
                    self.right_not_best.append(_row(m))
                elif hi_count > 1:
                    self.right_ties += 1
            if lo is not None and hi is not None and lo >= hi:
                self.not_numbers.append(_row(m))
                continue  # not a number: leave it out (never happens)
            x = simplest_between(
                None if lo is None else Fraction(lo, one), None if hi is None else Fraction(hi, one)
            )
            s = x * one
            if s.denominator != 1:
                raise AssertionError(f"value {x} of {_row(m)!r} is finer than 2**-{self.scale}")
            scaled[m] = int(s)
        self._scaled = scaled

    def value(self, row: str) -> Fraction:
        """The value of *row* (at most ``max_coins`` coins), trailing tails allowed.

        Parameters
        ----------
        row : str
            A row of ``0`` and ``1``.

        Returns
        -------
        Fraction
            The brute-force value from the table.

        Raises
        ------
        InputValueError
            If the row (without its trailing tails) is longer than the table's
            ``max_coins``.

        Examples
        --------
        >>> RuleTable(4).value("0110")      # the same row as "011"
        Fraction(1, 4)
        """
        row = row.rstrip("0")
        if len(row) > self.max_coins:
            raise InputValueError(f"row {row!r} is longer than the table's {self.max_coins} coins")
        return Fraction(self._scaled[_index(row)], 1 << self.scale)


#: Rows per chunk of the engine checks (fixed, so a checkpoint file made with
#: one executor serves another).
ENGINE_CHUNK_ROWS = 256

# The brute-force table each process uses for the engine chunks: made once per
# worker process (a table of n coins serves every row of at most n coins).
_TABLES = BoundedCache("verify.flipping_coins.rule_tables", 1)


def _table_for(max_coins: int) -> RuleTable:
    for table in list(_TABLES.values()):
        if table.max_coins >= max_coins:
            return table  # type: ignore[no-any-return]
    table = RuleTable(max_coins)
    _TABLES.put(max_coins, table)
    return table


def engine_chunk(chunk: list[int]) -> dict[str, Any]:
    """Check the rows numbered ``lo`` to ``hi - 1`` through the canonical-form engine.

    *chunk* is ``[table_coins, lo, hi]``: row ``m`` has coin ``i`` heads when
    bit ``i`` of ``m`` is set (so rows ``0 .. 2**n - 1`` are every row of at
    most ``n`` coins), and the brute-force values come from a
    :class:`RuleTable` of ``table_coins`` coins (built once per process).

    Each row is valued by :func:`cgtalg.value` from its options in
    :class:`~cgtalg.rulesets.coins.flipping_coins.FlippingCoins`, the options
    given their brute-force values: the canonical form of
    ``{number(v(G^L)) | number(v(G^R))}``. By induction on the rows (every
    option is a smaller row, checked too) the engine's value of every row
    equals its brute-force value exactly when this holds for every row, and
    the rows are then independent: any chunk can run anywhere.

    Parameters
    ----------
    chunk : list of int
        ``[table_coins, lo, hi]``, as described above (a JSON value, so that
        the chunk can be checkpointed and sent to another process).

    Returns
    -------
    dict
        ``"not_number"``: rows whose engine value is not the number of the
        brute force; ``"lemma_checked"`` (a count) and
        ``"lemma_bad"``: reduced rows whose prefix H has a tail, and those
        where the engine's value differs from ``ordinal_sum(value(H), value(K^R))``
        (Lemma 4.5).

    Examples
    --------
    >>> engine_chunk([6, 0, 64])["not_number"], engine_chunk([6, 0, 64])["lemma_checked"]
    ([], 11)

    References
    ----------
    Bonato, Huggan and Nowakowski, *The game of flipping coins*, Lemma 4.5.
    """
    table_coins, lo, hi = chunk
    v = _table_for(table_coins).value
    number_bad: list[str] = []
    lemma_bad: list[str] = []
    checked = 0
    for m in range(lo, hi):
        r = _row(m)
        position = FlippingCoins(r)
        known: dict[Hashable, Game] = {o: number(v(o.coins))
                                       for o in [*position.left_options(), *position.right_options()]}
        g = canonical_value(position, cache=known)
        if not g.is_number or g != number(v(r)):
            number_bad.append(r)
        split = _peel(r)
        if split is None or reduce_coins(r) != r or "0" not in split[0]:
            continue
        checked += 1
        h, _, kr, _, _ = split
        if g != ordinal_sum(number(v(h)), number(v(kr))):
            lemma_bad.append(r)
    return {"not_number": number_bad, "lemma_checked": checked, "lemma_bad": lemma_bad}


def _smallest(rows) -> str | None:  # type: ignore[no-untyped-def]
    rows = list(rows)
    return min(rows, key=lambda r: (len(r), r)) if rows else None


def _required_move(move: str | None, row: str, player: str) -> str:
    """*move*, the best move of *player* from *row*, which has an option for that player."""
    if move is None:
        raise AssertionError(f"library bug: {player} has a move from {row!r} but no best move was found")
    return move


def _show(row: str | None) -> str:
    return "(none)" if row is None else repr(row)


def _example(rows) -> str | None:  # type: ignore[no-untyped-def]
    """The smallest row of *rows*, quoted (so the empty row shows as ''), or None."""
    row = _smallest(rows)
    return None if row is None else repr(row)


# --------------------------------------------------------------------------
# Reduction as a rewriting system (for uniqueness of the reduced string)
# --------------------------------------------------------------------------


def _applicable(beta: str) -> bool:
    return beta == "" or beta[0] == "1" or beta.count("1") % 2 == 0


def _rewrites(row: str) -> Iterator[str]:
    start = row.find("0111")
    while start >= 0:
        beta = row[start + 4:]
        if _applicable(beta):
            yield (row[:start] + "10" + beta).rstrip("0")
        start = row.find("0111", start + 1)


def normal_forms(row: str) -> set[str]:
    """Every irreducible string reachable from *row* by the reduction rule, in any order.

    Parameters
    ----------
    row : str
        A row of ``0`` and ``1``.

    Returns
    -------
    set of str
        The strings reached where no rewrite applies; a single one for every
        row, if the reduction is confluent as the paper says.

    Examples
    --------
    >>> normal_forms("0111111"), normal_forms("011101")
    ({'11'}, {'011101'})
    """
    seen = {row}
    queue = deque([row])
    found: set[str] = set()
    while queue:
        current = queue.popleft()
        successors = list(_rewrites(current))
        if not successors:
            found.add(current)
        for nxt in successors:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return found


# --------------------------------------------------------------------------
# The reproduction
# --------------------------------------------------------------------------


def _heads(row: str) -> list[int]:
    return [i for i, c in enumerate(row) if c == "1"]


def _peel(row: str) -> tuple[str, str, str, int, int] | None:
    """Split after the third-last head: (H, K, K^R, b, c), or None if < 3 heads or b + c = 0."""
    o = _heads(row)
    if len(o) < 3:
        return None
    b, c = o[-2] - o[-3] - 1, o[-1] - o[-2] - 1
    if b + c == 0:
        return None
    right = "0" * b + "1" + "0" * (c - 1) + "1" if c >= 1 else "0" * (b - 1) + "101"
    return row[: o[-3] + 1], row[o[-3] + 1:], right, b, c


def _sign(x: Fraction) -> str:
    return "L" if x > 0 else "R" if x < 0 else "P"


def _words(alphabet: str, length: int) -> Iterator[str]:
    if length == 0:
        yield ""
        return
    for m in range(len(alphabet) ** length):
        word = []
        for _ in range(length):
            m, d = divmod(m, len(alphabet))
            word.append(alphabet[d])
        yield "".join(word)


def _random_row_fails(r: str) -> bool:
    """Whether the fast algorithm breaks the game recursion (or names a wrong best move) on the row *r*."""
    g = FlippingCoins(r)
    left = [coins_value(p) for p in g.left_options()]
    right = [coins_value(p) for p in g.right_options()]
    lo, hi = (max(left) if left else None), (min(right) if right else None)
    if lo is not None and hi is not None and lo >= hi:
        return True
    if coins_value(r) != simplest_between(lo, hi):
        return True
    if lo is not None and coins_value(_required_move(best_left_move(r), r, "Left")) != lo:
        return True
    return hi is not None and coins_value(_required_move(best_right_move(r), r, "Right")) != hi


class _CoinsRun:
    """What the claims share: the brute-force table and its rows, the engine's chunk results, two row scans.

    The table of every row of at most ``max_coins`` coins is built first (it
    is the judge of every claim); the engine chunks run when a claim first
    needs them.
    """

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.n: int = ctx["max_coins"]
        self.en: int = min(ctx["engine_coins"], self.n)
        self.table = RuleTable(self.n, ctx.track)
        self.v = self.table.value
        self.rows = list(rows_in_order(self.n))
        self.upto = f"all {len(self.rows):,} rows of at most {self.n} coins"

    @cached_property
    def engine_results(self) -> list[dict[str, Any]]:
        """The results of :func:`engine_chunk` on every row of at most ``en`` coins, chunk by chunk."""
        _TABLES.put(self.n, self.table)  # the chunks that run in this process use this table
        engine_count = 1 << self.en  # rows 0 .. 2**en - 1: every row of at most en coins
        chunks = [[self.en, lo, hi] for lo, hi in spans(engine_count, ENGINE_CHUNK_ROWS)]
        return self.ctx.map_chunks(engine_chunk, chunks, desc="canonical forms from the rules")

    @cached_property
    def lemma44(self) -> dict[str, list[str]]:
        """Every place a0111b of every row, sorted by what the rewriting to a10b does to the value.

        ``right_reading_bad``: allowed by the reconstructed conditions, value
        changed; ``necessary_fail`` / ``necessary_hold``: not allowed, value
        changed / kept; ``misread_allows_false`` / ``misread_forbids_true``:
        the swapped reading allows a change / forbids a valid one.
        """
        v = self.v
        out: dict[str, list[str]] = {k: [] for k in ("right_reading_bad", "necessary_fail", "necessary_hold",
                                                      "misread_allows_false", "misread_forbids_true")}
        for r in self.rows:
            start = r.find("0111")
            while start >= 0:
                beta = r[start + 4:]
                if beta:
                    same = v(r) == v(r[:start] + "10" + beta)
                    ok = _applicable(beta)
                    if ok and not same:
                        out["right_reading_bad"].append(r)
                    if not ok:
                        out["necessary_hold" if same else "necessary_fail"].append(r)
                    misread = beta[0] == "0" or beta.count("1") % 2 == 0
                    if misread and not same:
                        out["misread_allows_false"].append(r)
                    if not misread and same:
                        out["misread_forbids_true"].append(r)
                start = r.find("0111", start + 1)
        return out

    @cached_property
    def lemma45(self) -> dict[str, list[str]]:
        """The rows where G = H : K^R (and G = H : K) fails, by kind of row (see the Lemma 4.5 claim).

        ``lemma_bad``: reduced rows whose H has a tail; ``unreduced_bad``:
        unreduced rows; ``no_tail_bad``: rows whose H is all heads;
        ``plain_k_bad``: reduced rows with a tail in H where G != H : K.
        """
        v = self.v
        out: dict[str, list[str]] = {k: [] for k in ("lemma_bad", "unreduced_bad", "no_tail_bad", "plain_k_bad")}
        for r in self.rows:
            split = _peel(r)
            if split is None:
                continue
            h, k_row, kr, b, c = split
            holds = v(r) == number_ordinal_sum(v(h), v(kr))
            reduced = reduce_coins(r) == r
            if reduced and "0" in h:
                if not holds:
                    out["lemma_bad"].append(r)
                if v(r) != number_ordinal_sum(v(h), v(k_row)):
                    out["plain_k_bad"].append(r)
            elif not holds:
                out["no_tail_bad" if "0" not in h else "unreduced_bad"].append(r)
        return out


_CLAIMS: Claims[_CoinsRun] = Claims()


@_CLAIMS("Theorem 3.2")
def _theorem_3_2(run: _CoinsRun) -> Finding:
    """Theorem 3.2: every flipping-coins position is a number (every Left option below every Right option)."""
    not_numbers = run.table.not_numbers
    return Finding(
        "Theorem 3.2: every flipping-coins position is a number",
        f"every Left option < every Right option at every row; first failure: {_show(_smallest(not_numbers))}",
        run.upto,
        Verdict.HOLDS if not not_numbers else Verdict.FAILS,
        counterexample=_example(not_numbers),
    )


@_CLAIMS("Theorem 3.2")
def _theorem_3_2_canonical(run: _CoinsRun) -> Finding:
    """Theorem 3.2 through the canonical-form engine: every position's canonical form is that of a number."""
    engine_bad = [r for result in run.engine_results for r in result["not_number"]]
    engine_rows = [r for r in run.rows if len(r) <= run.en]
    return Finding(
        "Theorem 3.2 (canonical forms): the canonical form of every position is that of a number",
        f"engine canonical form == number from the brute force: {len(engine_rows) - len(engine_bad):,} of "
        f"{len(engine_rows):,} rows",
        f"all rows of at most {run.en} coins, general engine",
        Verdict.HOLDS if not engine_bad else Verdict.FAILS,
        counterexample=_example(engine_bad),
    )


@_CLAIMS("Theorem 3.1")
def _theorem_3_1(run: _CoinsRun) -> Finding:
    """Theorem 3.1: Left wins if the row has an even number of heads, or starts with a head and has two or more.

    Holds with one exception: "even" must be "non-zero even" (the empty row is
    a second-player win), as the introduction says.
    """
    v = run.v
    as_stated = [
        r for r in run.rows
        if (r.count("1") % 2 == 0 or (r[:1] == "1" and r.count("1") >= 2)) and v(r) <= 0
    ]
    nonzero = [r for r in as_stated if r.count("1") != 0 or r[:1] == "1"]
    return Finding(
        "Theorem 3.1: Left wins if the row has an even number of heads, or starts with a head and has at least two",
        f"{len(as_stated)} row(s) meet the condition without Left winning: "
        f"{', '.join(map(repr, as_stated[:3])) or 'none'}; "
        f"with 'non-zero even' (as in the introduction): {len(nonzero)}",
        run.upto,
        Verdict.HOLDS if not as_stated else Verdict.HOLDS_WITH_EXCEPTION if not nonzero else Verdict.FAILS,
        counterexample=_example(as_stated),
        correction="'even' must be 'non-zero even': the empty row has value 0 (second player wins)"
        if as_stated else None,
    )


@_CLAIMS("after Theorem 3.1")
def _remaining_case(run: _CoinsRun) -> Finding:
    """The case Theorem 3.1 leaves (first coin a tail, an odd number of heads) holds wins for both players."""
    rest = [r for r in run.rows if r[:1] != "1" and r.count("1") % 2 == 1]
    counts = {s: sum(1 for r in rest if _sign(run.v(r)) == s) for s in "RLP"}
    return Finding(
        "Section 3: the remaining case (first coin a tail, odd number of heads) holds wins for both players",
        f"{counts['R']:,} Right wins, {counts['L']:,} Left wins, {counts['P']:,} zero positions",
        run.upto,
        Verdict.HOLDS if counts["R"] and counts["L"] else Verdict.FAILS,
    )


@_CLAIMS("Theorem 4.2")
def _theorem_4_2_left(run: _CoinsRun) -> Finding:
    """Theorem 4.2 for Left: Left's best move turns over the two rightmost heads."""
    table = run.table
    return Finding(
        "Theorem 4.2 (Left): Left's best move turns over the two rightmost heads",
        f"it attains the largest Left option everywhere ({len(table.left_not_best)} failures); "
        f"it is the unique best Left move except in {len(table.left_not_unique)} rows",
        run.upto,
        Verdict.HOLDS if not table.left_not_best else Verdict.FAILS,
        counterexample=_example(table.left_not_best),
    )


@_CLAIMS("Theorem 4.2")
def _theorem_4_2_right(run: _CoinsRun) -> Finding:
    """Theorem 4.2 for Right: Right's best move turns over the rightmost tail and the head just after it."""
    table = run.table
    return Finding(
        "Theorem 4.2 (Right): Right's best move turns over the rightmost tail and the head just after it",
        f"it attains the smallest Right option everywhere ({len(table.right_not_best)} failures); "
        f"another Right move ties with it in {table.right_ties:,} rows",
        run.upto,
        Verdict.HOLDS if not table.right_not_best else Verdict.FAILS,
        counterexample=_example(table.right_not_best),
    )


@_CLAIMS("Algorithm, Theorem 3.3")
def _theorem_3_3(run: _CoinsRun) -> Finding:
    """Theorem 3.3: the algorithm (as reconstructed) gives the value, on every short row and random long ones.

    Reduce 0111b to 10b unless b starts with 0 and has an odd number of
    heads; peel while the prefix through the third-last head has a tail; take
    the base value; fold the ordinal sum.
    """
    ctx, rows = run.ctx, run.rows
    wrong = [r for r in ctx.track(rows, len(rows), "fast algorithm") if coins_value(r) != run.v(r)]
    rng = random.Random(ctx["random_state"])
    long_bad = []
    for _ in ctx.track(range(ctx["random_rows"]), ctx["random_rows"], "random long rows"):
        r = "".join(rng.choice("01") for _ in range(rng.randint(40, 200))).rstrip("0")
        if _random_row_fails(r):
            long_bad.append(r)
    return Finding(
        "Theorem 3.3: the algorithm gives the value (as reconstructed: reduce 0111b to 10b unless b starts "
        "with 0 and has an odd number of heads; peel while the prefix through the third-last head has a tail; "
        "base value; fold the ordinal sum)",
        f"algorithm == brute force on {len(rows) - len(wrong):,} of {len(rows):,} rows; "
        f"{ctx['random_rows'] - len(long_bad)} of {ctx['random_rows']} random long rows satisfy the game recursion",
        f"{run.upto}; {ctx['random_rows']} random rows of 40-200 coins (random state {ctx['random_state']})",
        Verdict.HOLDS if not wrong and not long_bad else Verdict.FAILS,
        counterexample=_example(wrong + long_bad),
    )


@_CLAIMS("Introduction")
def _right_wins(run: _CoinsRun) -> Finding:
    """Right wins exactly when the piece left at the end of the decomposition is 0...01 (the introduction)."""
    v, rows = run.v, run.rows
    outcome_bad = [r for r in rows if str(coins_outcome(r)) != _sign(v(r))]
    right_wins_bad = [
        r for r in rows if (v(r) < 0) != (decompose(r).base.startswith("0") and decompose(r).base.count("1") == 1)
    ]
    return Finding(
        "Introduction: Right wins exactly when the piece left at the end of the decomposition is 0...01 (a tail first)",
        f"{len(right_wins_bad)} exceptions; the outcome read off the reduced string agrees on "
        f"{len(rows) - len(outcome_bad):,} of {len(rows):,} rows",
        run.upto,
        Verdict.HOLDS if not right_wins_bad and not outcome_bad else Verdict.FAILS,
        counterexample=_example(right_wins_bad + outcome_bad),
    )


@_CLAIMS("Lemma 4.3")
def _lemma_4_3(run: _CoinsRun) -> Finding:
    """Lemma 4.3 (reconstructed): a 0 1^k = a 1 0 1^(k-3) for k >= 3."""
    l43 = 0
    bad43 = []
    for r in run.rows:
        tail = r.rfind("0")
        k = len(r) - tail - 1
        if tail >= 0 and k >= 3:
            l43 += 1
            if run.v(r) != run.v(r[:tail] + "10" + "1" * (k - 3)):
                bad43.append(r)
    return Finding(
        "Lemma 4.3 (reconstructed): a 0 1^k = a 1 0 1^(k-3) for k >= 3 (one best move each)",
        f"{l43 - len(bad43):,} of {l43:,} rows ending in 0 1^k, k >= 3, keep their value",
        run.upto,
        Verdict.HOLDS if not bad43 else Verdict.FAILS,
        counterexample=_example(bad43),
    )


@_CLAIMS("Lemma 4.4")
def _lemma_4_4(run: _CoinsRun) -> Finding:
    """Lemma 4.4 (conditions reconstructed): a0111b = a10b when b starts with 1, or with 0 and has evenly many heads."""
    scan = run.lemma44
    bad, fail, hold = scan["right_reading_bad"], scan["necessary_fail"], scan["necessary_hold"]
    return Finding(
        "Lemma 4.4 (conditions reconstructed): a0111b = a10b when b starts with 1, or b starts with 0 and has "
        "an even number of heads",
        f"{len(bad)} failures; where b starts with 0 and has an odd number of heads the equation fails "
        f"in {len(fail):,} rows (smallest {_show(_smallest(fail))}) and holds by accident in {len(hold):,}",
        run.upto,
        Verdict.HOLDS if not bad else Verdict.FAILS,
        counterexample=_example(bad),
    )


@_CLAIMS("Lemma 4.4, Step 2 of the algorithm")
def _lemma_4_4_as_first_read(run: _CoinsRun) -> Finding:
    """Lemma 4.4 as the stripped text first reads: (a) b starts with 0, or (b) with 1 and has evenly many heads.

    Source: Lemma 4.4 and Step 2 of the algorithm. Wrong as read: the digits
    were swapped.
    """
    v, scan = run.v, run.lemma44
    bad = _smallest(scan["misread_allows_false"])
    return Finding(
        "Lemma 4.4 as the stripped text first reads: (a) b starts with 0, or (b) b starts with 1 and has an even "
        "number of heads",
        f"allows {len(scan['misread_allows_false']):,} false reductions (smallest {_show(bad)}: "
        f"{'' if bad is None else str(v(bad))} before, "
        f"{'' if bad is None else str(v(bad[:bad.find('0111')] + '10' + bad[bad.find('0111') + 4:]))} after) "
        f"and forbids {len(scan['misread_forbids_true']):,} valid ones "
        f"(smallest {_show(_smallest(scan['misread_forbids_true']))})",
        run.upto,
        Verdict.CORRECTED if scan["misread_allows_false"] else Verdict.HOLDS,
        counterexample=_example([bad] if bad is not None else []),
        correction="the digits were swapped: (a) b starts with 1 (or is empty); (b) b starts with 0 and has an "
        "even number of heads",
    )


@_CLAIMS("Algorithm, Step 2")
def _any_order(run: _CoinsRun) -> Finding:
    """Step 2 of the algorithm: the reductions may be applied in any order (the reduced string is unique)."""
    size = min(run.n, 12)
    small = [r for r in run.rows if len(r) <= size]
    not_unique = [r for r in run.ctx.track(small, len(small), "reduction orders")
                  if normal_forms(r) != {reduce_coins(r)}]
    return Finding(
        "Algorithm, Step 2: the reductions may be applied in any order (the reduced string is unique)",
        f"one normal form, equal to the linear-time reduction, for {len(small) - len(not_unique):,} of "
        f"{len(small):,} rows",
        f"all rows of at most {size} coins, every order of rewriting",
        Verdict.HOLDS if not not_unique else Verdict.FAILS,
        counterexample=_example(not_unique),
    )


@_CLAIMS("Introduction; Section 4")
def _runs_of_heads(run: _CoinsRun) -> Finding:
    """The reduction cuts every run of consecutive heads to at most three (the introduction; Section 4).

    Holds with an exception: the leading run of heads is not cut.
    """
    reduced_rows = [r for r in run.rows if reduce_coins(r) == r]
    long_runs = [r for r in reduced_rows if "01111" in r]
    leading = [r for r in reduced_rows if r.startswith("1111")]
    bad_ends = [r for r in reduced_rows if "0" in r and not (r.endswith("01") or r.endswith("011"))]
    return Finding(
        "Introduction: the reduction cuts every run of consecutive heads to at most three",
        f"runs after a tail: {len(long_runs)} reduced rows with four or more; the leading run is unbounded: "
        f"{len(leading):,} reduced rows start with 1111; reduced rows with a tail end in 01 or 011 "
        f"(exceptions: {len(bad_ends)})",
        f"all {len(reduced_rows):,} reduced rows of at most {run.n} coins",
        Verdict.HOLDS_WITH_EXCEPTION if leading and not long_runs and not bad_ends else Verdict.FAILS,
        counterexample=_example(leading),
        correction="only runs that follow a tail are cut to three or fewer; the leading run of heads can be any "
        "length",
    )


@_CLAIMS("Lemma 4.5")
def _lemma_4_5(run: _CoinsRun) -> Finding:
    """Lemma 4.5: G = H : K^R (K removed by Left's best move, K^R Right's best move in K), given K's tails.

    Corrected: G must also be reduced and H must contain a tail.
    """
    scan = run.lemma45
    unreduced_bad, no_tail_bad = scan["unreduced_bad"], scan["no_tail_bad"]
    return Finding(
        "Lemma 4.5 (G = H : K^R; K removed by Left's best move, K^R Right's best move in K) with only the "
        "condition on K's tails",
        f"holds on every reduced row whose prefix H has a tail ({len(scan['lemma_bad'])} failures); fails on "
        f"{len(unreduced_bad):,} unreduced rows (smallest {_show(_smallest(unreduced_bad))}) and on "
        f"{len(no_tail_bad):,} rows whose H is all heads (smallest {_show(_smallest(no_tail_bad))})",
        run.upto,
        Verdict.CORRECTED if not scan["lemma_bad"] else Verdict.FAILS,
        counterexample=_example(no_tail_bad + unreduced_bad),
        correction="G must be reduced and H must contain a tail (Right must have a move in H); "
        "then b + c >= 1 holds automatically. Rows 1^m 0^b 1 0^c 1 are the base case (Lemma 4.6)",
    )


@_CLAIMS("Lemma 4.5")
def _lemma_4_5_engine(run: _CoinsRun) -> Finding:
    """Lemma 4.5 through the general engine: value(G) = ordinal_sum(value(H), value(K^R)) on canonical games."""
    engine_lemma_bad = [r for result in run.engine_results for r in result["lemma_bad"]]
    checked = sum(result["lemma_checked"] for result in run.engine_results)
    return Finding(
        "Lemma 4.5 through the general engine: value(G) == ordinal_sum(value(H), value(K^R)) on canonical games",
        f"{checked - len(engine_lemma_bad):,} of {checked:,} reduced rows with a tail in H",
        f"all rows of at most {run.en} coins",
        Verdict.HOLDS if not engine_lemma_bad else Verdict.FAILS,
        counterexample=_example(engine_lemma_bad),
    )


def _base_value(r: str) -> Fraction | None:
    """Lemma 4.6's value of *r* when it has one of the lemma's forms, else None."""
    o = _heads(r)
    if len(o) == 1:
        return Fraction(-o[0])
    if len(o) >= 2 and "0" not in r[: o[-3] + 1 if len(o) >= 3 else 0]:
        m = len(o) - 2
        prev = o[-3] if len(o) >= 3 else -1
        b, c = o[-2] - prev - 1, o[-1] - o[-2] - 1
        return m // 2 + Fraction(1, 1 << (2 * b + c))
    return None


@_CLAIMS("Lemma 4.6")
def _lemma_4_6(run: _CoinsRun) -> Finding:
    """Lemma 4.6 (reconstructed): 0^a 1 = -a, 1^a = floor(a/2), 1^a 0^b 1 0^c 1 = floor(a/2) + 2^-(2b+c)."""
    base_bad = []
    base_count = 0
    for r in run.rows:
        expected = _base_value(r)
        if expected is None:
            continue
        base_count += 1
        if run.v(r) != expected:
            base_bad.append(r)
    return Finding(
        "Lemma 4.6 (reconstructed): 0^a 1 = -a, 1^a = floor(a/2), 1^a 0^b 1 0^c 1 = floor(a/2) + 2^-(2b+c)",
        f"{base_count - len(base_bad):,} of {base_count:,} rows of these forms",
        run.upto,
        Verdict.HOLDS if not base_bad else Verdict.FAILS,
        counterexample=_example(base_bad),
    )


@_CLAIMS("Theorem 2.3")
def _theorem_2_3(run: _CoinsRun) -> Finding:
    """Theorem 2.3: for numbers, G^L < G : H < G^R, and G : H lies above G when H > 0, below when H < 0."""
    smalls = sorted({Fraction(p, 1 << k) for k in range(3) for p in range(-3 << k, (3 << k) + 1)})
    t23_bad = []
    for x in smalls:
        gx = number(x)
        for y in smalls:
            s = ordinal_sum(gx, number(y))
            ok = s == number(number_ordinal_sum(x, y))
            ok = ok and all(gl < s for gl in gx.left_options) and all(s < gr for gr in gx.right_options)
            ok = ok and ((s > gx) if y > 0 else (s < gx) if y < 0 else (s == gx))
            if not ok:
                t23_bad.append(f"{x} : {y}")
    return Finding(
        "Theorem 2.3: for numbers, G^L < G : H < G^R, and G : H lies above G when H > 0, below when H < 0",
        f"{len(smalls) ** 2 - len(t23_bad):,} of {len(smalls) ** 2:,} pairs; each ordinal sum (engine) also equals "
        "the number whose sign expansion is G's followed by H's",
        "x, y = p/2^k with k <= 2 and |x|, |y| <= 3, canonical forms through cgtalg.ordinal_sum",
        Verdict.HOLDS if not t23_bad else Verdict.FAILS,
        counterexample=t23_bad[0] if t23_bad else None,
    )


@_CLAIMS("Abstract, Introduction")
def _hackenbush_contrast(run: _CoinsRun) -> Finding:
    """Hackenbush strings decompose as G = H : K (K itself), flipping coins as G = H : K^R (abstract, introduction)."""
    hack = ["".join(p) for length in range(9) for p in _words("LR", length)]
    hack_bad = [e for e in hack for cut in range(len(e) + 1)
                if hackenbush_split(e, cut)[2] != hackenbush_string_value(e)]
    plain_k_bad = run.lemma45["plain_k_bad"]
    return Finding(
        "Abstract: Hackenbush strings decompose as G = H : K (K itself), flipping coins as G = H : K^R",
        f"Hackenbush strings: G = H : K at every cut of {len(hack):,} strings ({len(hack_bad)} failures); "
        f"flipping coins with K in place of K^R fails on {len(plain_k_bad):,} reduced rows "
        f"(smallest {_show(_smallest(plain_k_bad))})",
        f"Hackenbush strings of at most 8 edges; {run.upto}",
        Verdict.HOLDS if not hack_bad and plain_k_bad else Verdict.FAILS,
    )


@reproduction(
    "flipping_coins",
    "The game of flipping coins: values are numbers, best moves, reductions, ordinal sums",
    SOURCE,
    kind="paper",
    max_coins=(14, "check every row of at most this many coins by brute force over the rules", 7, 20),
    engine_coins=(10, "rows of at most this many coins also go through the canonical-form engine "
                  "(about a millisecond a row; spread them with --jobs or --scheduler)", 4, 20),
    random_rows=(8, "random rows of 40-200 coins checked against the game recursion", 1, 10_000),
    random_state=(2021, "starting state of the random-number generator that draws the random rows"),
)
def flipping_coins(ctx: Context) -> Iterator[Finding]:
    """Yield one finding per claim of *The game of flipping coins*, checked from the rules.

    Parameters
    ----------
    ctx : Context
        The run's context; its parameters:

        max_coins : int
            Every row of at most this many coins is checked by brute force
            over the rules (7 to 20).
        engine_coins : int
            Rows of at most this many coins (and of at most ``max_coins``) also
            go through the canonical-form engine (4 to 20), in chunks run by
            :meth:`Context.map_chunks`.
        random_rows : int
            How many random rows of 40-200 coins are checked against the game
            recursion (1 to 10,000).
        random_state : int
            The seed of the random rows.

    Yields
    ------
    Finding
        One per claim of the paper, Theorem 3.2 first.

    Examples
    --------
    >>> from cgtalg.verify.framework import Context
    >>> params = {"max_coins": 7, "engine_coins": 4, "random_rows": 1, "random_state": 2021}
    >>> first = next(flipping_coins(Context(params)))
    >>> first.claim, first.checked, first.verdict.value
    ('Theorem 3.2: every flipping-coins position is a number', 'all 128 rows of at most 7 coins', 'holds')

    References
    ----------
    A. Bonato, M. A. Huggan and R. J. Nowakowski, *The game of flipping
    coins*, arXiv:2102.13225 (2021).
    """
    yield from _CLAIMS.findings(_CoinsRun(ctx))
