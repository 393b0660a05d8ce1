"""Swanson's *The Penny Game* (1999), recomputed from its own definitions.

The paper works in the *game space of order k*, the k-tuples of
non-negative integers (rows of pennies, in order). Its definitions,
implemented here literally on a box ``{0..m}^k`` (every reduction of a
position in the box stays in the box, so nothing outside it is needed):

* a *reduction* of x lowers exactly one coordinate; ``s(x)`` is the set of them;
* a *unit* has coordinate sum 1;
* *winners* ``W = W_0 u W_1 u ...``: ``W_0`` the units, and ``x`` in ``W_n``
  when ``s(x)`` is non-empty and every ``y`` in ``s(x)`` has a reduction in
  ``W_0 u ... u W_(n-1)`` (positions you want to leave when taking the last
  penny loses);
* *contrary winners* ``W'``: the same from ``W'_0 = {0}`` without the
  non-emptiness condition (taking the last penny wins);
* *fundamental* positions ``F``: every coordinate 0 or 1; ``F_o``/``F_e``
  those with odd/even sum;
* a set ``S`` is *reduction exclusive* when ``x`` is in ``S`` exactly when
  no reduction of ``x`` is; ``Omega`` is the set of nim-sum-zero positions.

How we read the paper: ``W_n`` is built from the union of the earlier
levels (as printed), so ``W`` is the union of an increasing chain; the
levels are iterated until nothing changes. The headline question (how many
pennies in a fourth row after 9, 18, 34) is answered by the recursive
characterisation "x is a winner iff no reduction of x is" (Theorem 2 for
``W'``, and the same recursion without 0 for ``W``), evaluated on the whole
box below ``(9, 18, 34, 63)``, and separately by Bouton's formula.

Examples
--------
>>> space = GameSpace(2, 2)
>>> sorted(space.winners())
[(0, 1), (1, 0), (2, 2)]
>>> sorted(space.contrary_winners())
[(0, 0), (1, 1), (2, 2)]
"""

from __future__ import annotations

from itertools import product
from typing import Iterator

from cgtalg.errors import InputValueError, check_int
from cgtalg.impartial.misere import bouton_misere_value, direct_misere_quotient, misere_grundy
from cgtalg.impartial.sprague_grundy import grundy
from cgtalg.rulesets.heap import NIM_RULE
from cgtalg.rulesets.heap.penny import Penny, completing_row
from cgtalg.verify.framework import Claims, Context, Finding, Verdict, reproduction

SOURCE = "J. Swanson, The Penny Game (1999, unpublished)"

_MAX_BOX = 50_000  # positions in the largest box {0..max_row}^max_k explored (4096 by default, ~10 s; 32768 ~70 s)

Pos = tuple[int, ...]


def reductions(x: Pos) -> list[Pos]:
    """The reduction function s(x): lower one coordinate (Definition 3).

    Parameters
    ----------
    x : tuple of int
        A position of the game space: the pennies in each row.

    Returns
    -------
    list of tuple of int
        Every position with one row lowered, by row and then by the new count.

    Examples
    --------
    >>> reductions((1, 2))
    [(0, 2), (1, 0), (1, 1)]
    """
    return [x[:j] + (v,) + x[j + 1 :] for j in range(len(x)) for v in range(x[j])]


def is_reduction(y: Pos, x: Pos) -> bool:
    """Definition 2: y is a reduction of x (one coordinate lower, the rest equal).

    Parameters
    ----------
    y, x : tuple of int
        Two positions of the same order (same length).

    Returns
    -------
    bool

    Examples
    --------
    >>> is_reduction((9, 18, 18, 12), (9, 18, 34, 12)), is_reduction((0, 18, 34, 9), (9, 18, 34, 12))
    (True, False)
    """
    diff = [j for j in range(len(x)) if x[j] != y[j]]
    return len(diff) == 1 and x[diff[0]] > y[diff[0]]


def is_fundamental(x: Pos) -> bool:
    """Definition 7: every row holds at most one penny.

    Parameters
    ----------
    x : tuple of int
        A position of the game space: the pennies in each row.

    Returns
    -------
    bool

    Examples
    --------
    >>> is_fundamental((1, 0, 1)), is_fundamental((2, 0))
    (True, False)
    """
    return all(v <= 1 for v in x)


def nim_sum(x: Pos) -> int:
    """Definition 9 applied to all rows: the exclusive or of the coordinates.

    Parameters
    ----------
    x : tuple of int
        A position of the game space: the pennies in each row.

    Returns
    -------
    int

    Examples
    --------
    >>> nim_sum((9, 18, 34))
    57
    """
    total = 0
    for v in x:
        total ^= v
    return total


class GameSpace:
    """The box ``{0..m}^k`` of the game space of order k, with the paper's sets.

    Parameters
    ----------
    k : int
        Order (number of rows), at least 2 as in Definition 1.
    m : int
        Largest row.
    last : int, optional
        Largest value of the last row (default ``m``); a taller last row
        lets Theorem 3's uniqueness be seen over a longer range.

    Raises
    ------
    InputTypeError
        If *k* or *m* is not an int (or is a bool).
    InputValueError
        If *k* is below 2 or *m* is negative.

    Examples
    --------
    >>> len(GameSpace(3, 1).positions)
    8
    """

    def __init__(self, k: int, m: int, last: int | None = None):
        k = check_int(k, "the order k of a game space", minimum=2)
        m = check_int(m, "the number of rows m of a game space", minimum=0)
        self.k, self.m = k, m
        self.last = m if last is None else last
        ranges = [range(m + 1)] * (k - 1) + [range(self.last + 1)]
        # Lexicographic order lists every reduction of x before x.
        self.positions: list[Pos] = list(product(*ranges))
        self.index = {x: i for i, x in enumerate(self.positions)}
        self.s = [[self.index[y] for y in reductions(x)] for x in self.positions]

    def _levels(self, base: set[int], require_move: bool) -> set[int]:
        union = set(base)
        while True:
            # has_step[y]: s(y) meets the union of the levels so far.
            has_step = [any(z in union for z in sy) for sy in self.s]
            level = {
                i
                for i, sx in enumerate(self.s)
                if (sx or not require_move) and all(has_step[y] for y in sx)
            }
            if level <= union:
                return union
            union |= level

    def winners(self) -> set[Pos]:
        """W (Definition 5), by iterating the levels W_0, W_1, ... to a fixed point.

        Returns
        -------
        set of tuple of int

        Examples
        --------
        >>> sorted(GameSpace(2, 1).winners())
        [(0, 1), (1, 0)]
        """
        units = {i for i, x in enumerate(self.positions) if sum(x) == 1}
        return {self.positions[i] for i in self._levels(units, require_move=True)}

    def contrary_winners(self) -> set[Pos]:
        """W' (Definition 6), by iterating the levels W'_0 = {0}, W'_1, ... to a fixed point.

        Returns
        -------
        set of tuple of int

        Examples
        --------
        >>> sorted(GameSpace(2, 1).contrary_winners())
        [(0, 0), (1, 1)]
        """
        zero = {self.index[(0,) * self.k]}
        return {self.positions[i] for i in self._levels(zero, require_move=False)}

    def fundamental(self, parity: int | None = None) -> set[Pos]:
        """F, or F_o (parity 1) or F_e (parity 0) (Definition 7).

        Parameters
        ----------
        parity : {0, 1} or None, optional
            Keep only the positions whose coordinate sum has this parity; all
            fundamental positions when None.

        Returns
        -------
        set of tuple of int

        Examples
        --------
        >>> sorted(GameSpace(2, 3).fundamental(1))
        [(0, 1), (1, 0)]
        """
        return {
            x for x in self.positions if is_fundamental(x) and (parity is None or sum(x) % 2 == parity)
        }

    def symmetric(self) -> set[Pos]:
        """Omega: positions with nim-sum 0 (Definition 10).

        Returns
        -------
        set of tuple of int

        Examples
        --------
        >>> sorted(GameSpace(2, 2).symmetric())
        [(0, 0), (1, 1), (2, 2)]
        """
        return {x for x in self.positions if nim_sum(x) == 0}

    def reduction_exclusive(self, subset: set[Pos]) -> Pos | None:
        """Return the first x breaking Definition 8 for *subset*, or None if it is reduction exclusive.

        Parameters
        ----------
        subset : set of tuple of int
            Positions of this space.

        Returns
        -------
        tuple of int or None
            The first position (in the space's order) that is in *subset* together
            with one of its reductions, or outside it together with all of them.

        Examples
        --------
        >>> sp = GameSpace(2, 2)
        >>> sp.reduction_exclusive(sp.symmetric()), sp.reduction_exclusive(sp.winners())
        (None, (0, 0))
        """
        for x in self.positions:
            if (x in subset) == any(y in subset for y in reductions(x)):
                return x
        return None


def all_reduction_exclusive(k: int, m: int) -> list[frozenset[Pos]]:
    """Every reduction-exclusive subset of the box {0..m}^k, by trying all subsets (Theorem 4).

    Parameters
    ----------
    k : int
        The order (number of rows).
    m : int
        The largest row in the box.

    Returns
    -------
    list of frozenset
        Every reduction-exclusive subset; Theorem 4 says there is exactly one.

    Notes
    -----
    All ``2**((m+1)**k)`` subsets are tried, so keep the box tiny.

    Examples
    --------
    >>> [sorted(s) for s in all_reduction_exclusive(2, 1)]
    [[(0, 0), (1, 1)]]
    """
    space = GameSpace(k, m)
    n = len(space.positions)
    below = [sum(1 << y for y in sy) for sy in space.s]
    found = []
    for subset in range(1 << n):
        if all(bool(subset >> i & 1) == (subset & below[i] == 0) for i in range(n)):
            found.append(frozenset(space.positions[i] for i in range(n) if subset >> i & 1))
    return found


def winners_by_recursion(box: Pos, misere: bool) -> set[Pos]:
    """The winners in a box: x is one iff no reduction of x is (0 excluded when *misere*).

    One pass in lexicographic order, remembering for every line (all
    coordinates but one fixed) whether a winner has been met on it.

    Parameters
    ----------
    box : tuple of int
        The largest row of each coordinate: the box ``{0..box[0]} x ...``.
    misere : bool
        Exclude 0 from the winners (Swanson's ``W``: taking the last penny
        loses); when False, 0 is a winner (``W'``).

    Returns
    -------
    set of tuple of int

    Examples
    --------
    >>> sorted(winners_by_recursion((2, 2), misere=True))
    [(0, 1), (1, 0), (2, 2)]
    """
    k = len(box)
    strides = [1] * k
    for j in range(k - 2, -1, -1):
        strides[j] = strides[j + 1] * (box[j + 1] + 1)
    size = strides[0] * (box[0] + 1)
    # seen[j][i]: a winner lies on the line through position i along coordinate j,
    # i being the index of the position with coordinate j set to 0.
    seen = [bytearray(size) for _ in range(k)]
    out = set()
    for idx, x in enumerate(product(*(range(b + 1) for b in box))):
        keys = [idx - x[j] * strides[j] for j in range(k)]
        if any(seen[j][keys[j]] for j in range(k)):
            continue
        if misere and not idx:
            continue
        out.add(x)
        for j in range(k):
            seen[j][keys[j]] = 1
    return out


def _first(items: set | list) -> str | None:
    items = sorted(items)
    return str(items[0]) if items else None


class _PennySpaces:
    """What the claims share: the game spaces of orders 2..max_k and the paper's sets in each.

    Each space is the box ``{0..max_row}^(k-1) x {0..2 max_row + 1}``: the
    last row runs past ``max_row`` so that Theorem 3's uniqueness is seen
    further.
    """

    def __init__(self, ctx: Context) -> None:
        k_max, m = ctx["max_k"], ctx["max_row"]
        if (m + 1) ** k_max > _MAX_BOX:
            raise InputValueError(
                f"the box {{0..{m}}}^{k_max} has {(m + 1) ** k_max} positions; at most {_MAX_BOX} are "
                "explored (lower max_k or max_row)"
            )
        self.k_max, self.m = k_max, m
        self.spaces: dict[int, GameSpace] = {}
        self.sets: dict[int, dict[str, set[Pos]]] = {}
        for k in ctx.track(range(2, k_max + 1), total=k_max - 1, desc="game spaces"):
            sp = GameSpace(k, m, 2 * m + 1)
            self.spaces[k] = sp
            self.sets[k] = dict(W=sp.winners(), Wc=sp.contrary_winners(), Fo=sp.fundamental(1),
                                Fe=sp.fundamental(0), F=sp.fundamental(), Omega=sp.symmetric())
        self.checked = f"k = 2..{k_max}, rows 0..{m} (last row 0..{2 * m + 1}); every position"
        self.total = sum(len(sp.positions) for sp in self.spaces.values())

    def positions(self) -> Iterator[tuple[int, Pos]]:
        """Every position of every space, with its order k."""
        for k, sp in self.spaces.items():
            for x in sp.positions:
                yield k, x


_CLAIMS: Claims[_PennySpaces] = Claims()


@_CLAIMS("Definitions 5, 6")
def _game_reading(run: _PennySpaces) -> Finding:
    """Leaving a winner wins when taking the last penny loses, leaving a contrary winner when it wins.

    Source: Definitions 5 and 6 (W and W' are the misère and the normal-play
    P-positions of the game).
    """
    bad = []
    for k, sp in run.spaces.items():
        mc: dict = {}
        nc: dict = {}
        for x in sp.positions:
            p = Penny(*x)
            if (misere_grundy(p, cache=mc) == 0) != (x in run.sets[k]["W"]):
                bad.append(("W", x))
            if (grundy(p, cache=nc) == 0) != (x in run.sets[k]["Wc"]):
                bad.append(("W'", x))
    return Finding(
        "leaving a winner ensures victory when taking the last penny loses; leaving a contrary winner "
        "when it wins (W, W' are the misère and normal-play P-positions)",
        f"{run.total} positions: W = misère P-positions, W' = normal P-positions" if not bad
        else f"differs at {bad[0]}",
        run.checked,
        Verdict.of(not bad),
        counterexample=str(bad[0]) if bad else None,
    )


@_CLAIMS("Definitions 5, 6 (misère Nim); quotient: Plambeck and Siegel 2008")
def _misere_quotient(run: _PennySpaces) -> Finding:
    """W (the misère P-positions of Definition 5) is read off the misère quotient of Nim, with no search.

    Source: Definitions 5 and 6 read as misère Nim; the quotient is that of
    Plambeck and Siegel, Misère quotients for impartial games, JCTA 115 (2008).
    """
    qmax = min(run.m, 7)
    tame = direct_misere_quotient(NIM_RULE, min(qmax, 3))
    quotient = direct_misere_quotient(NIM_RULE, qmax)
    quotient_mismatches = []
    count = 0
    for k, x in run.positions():
        if max(x) <= qmax:
            count += 1
            if (quotient.outcome(x) == "P") != (x in run.sets[k]["W"]):
                quotient_mismatches.append(x)
    tame_ok = tame.order == 6 and sorted(tame.p_portion_words()) == ["a", "b^2"]
    return Finding(
        "W (the misère P-positions) is read off the misère quotient of Nim: heaps map to a finite monoid "
        "and a position is in W exactly when its product lies in the P-portion "
        "(Plambeck and Siegel, Misère quotients for impartial games, JCTA 115 (2008); heaps up to 3 "
        "give the tame quotient of order 6 with P-portion {a, b^2})",
        (f"quotient of Nim for heaps <= {qmax}: order {quotient.order}; heaps <= {min(qmax, 3)}: order "
         f"{tame.order}, P-portion {{{', '.join(tame.p_portion_words())}}}; {count} positions agree with W")
        if not quotient_mismatches else f"differs at {quotient_mismatches[0]}",
        f"every position of the boxes with rows <= {qmax}; the quotient itself is certified for all "
        f"positions of heaps <= {qmax} ({quotient.checked})",
        Verdict.of(not quotient_mismatches and tame_ok),
        counterexample=str(quotient_mismatches[0]) if quotient_mismatches else None,
    )


@_CLAIMS("after Definition 1")
def _one_turn_example(run: _PennySpaces) -> Finding:
    """(9,18,34,12) -> (9,18,18,12) is one turn; (9,18,34,12) and (0,18,34,9) are not so related.

    Source: the examples after Definition 1.
    """
    x0 = (9, 18, 34, 12)
    ok = is_reduction((9, 18, 18, 12), x0) and not is_reduction((0, 18, 34, 9), x0)
    return Finding(
        "(9,18,34,12) -> (9,18,18,12) is one turn; (9,18,34,12) and (0,18,34,9) are not so related",
        f"reduction: {is_reduction((9, 18, 18, 12), x0)}; other pair: "
        f"{is_reduction((0, 18, 34, 9), x0) or is_reduction(x0, (0, 18, 34, 9))}",
        "the two pairs",
        Verdict.of(ok),
    )


@_CLAIMS("after Definition 3; proof of Lemma 1")
def _reduction_count(run: _PennySpaces) -> Finding:
    """s(x) is empty iff x = 0, and |s(x)| = x_1 + ... + x_k (after Definition 3; the proof of Lemma 1)."""
    count_failures = [x for _, x in run.positions()
                      if (not reductions(x)) != (not any(x)) or len(reductions(x)) != sum(x)]
    return Finding(
        "s(x) is empty iff x = 0, and |s(x)| = x_1 + ... + x_k",
        f"{run.total} positions: " + ("both hold" if not count_failures else f"fails at {count_failures[0]}"),
        run.checked,
        Verdict.of(not count_failures),
    )


@_CLAIMS("before Definition 5")
def _unit_from_220(run: _PennySpaces) -> Finding:
    """From (2,2,0), whatever the opponent does, you can make a unit (before Definition 5)."""
    sp3 = GameSpace(3, 2)
    units = {x for x in sp3.positions if sum(x) == 1}
    ok = all(any(z in units for z in reductions(y)) for y in reductions((2, 2, 0)))
    return Finding(
        "from (2,2,0), whatever the opponent does, you can make a unit",
        f"every reduction of (2,2,0) has a unit among its reductions: {ok}",
        "(2,2,0) in order 3",
        Verdict.of(ok),
    )


@_CLAIMS("Lemma 2")
def _lemma2(run: _PennySpaces) -> Finding:
    """Lemma 2: a reduction of an odd fundamental position is even fundamental, and vice versa."""
    sets = run.sets
    lemma2_failures = [x for k in run.spaces for x in sets[k]["F"]
                       if any(sum(y) % 2 == sum(x) % 2 or not is_fundamental(y) for y in reductions(x))]
    return Finding(
        "Lemma 2: a reduction of an odd fundamental position is even fundamental, and vice versa",
        f"{sum(len(sets[k]['F']) for k in run.spaces)} fundamental positions"
        + (": holds" if not lemma2_failures else ""),
        run.checked,
        Verdict.of(not lemma2_failures),
        counterexample=_first(lemma2_failures),
    )


@_CLAIMS("Lemma 3")
def _lemma3(run: _PennySpaces) -> Finding:
    """Lemma 3: W meets F in exactly the odd positions, W' in exactly the even ones."""
    sets = run.sets
    lemma3_failures = [(k, "i") for k in run.spaces if sets[k]["W"] & sets[k]["F"] != sets[k]["Fo"]]
    lemma3_failures += [(k, "ii") for k in run.spaces if sets[k]["Wc"] & sets[k]["F"] != sets[k]["Fe"]]
    return Finding(
        "Lemma 3: W meets F in exactly the odd positions, W' in exactly the even ones",
        "; ".join(f"k={k}: |W n F| = {len(sets[k]['W'] & sets[k]['F'])} = |F_o|, "
                  f"|W' n F| = {len(sets[k]['Wc'] & sets[k]['F'])} = |F_e|" for k in run.spaces)
        if not lemma3_failures else f"fails for {lemma3_failures[0]}",
        run.checked,
        Verdict.of(not lemma3_failures),
    )


@_CLAIMS("Lemma 4")
def _lemma4(run: _PennySpaces) -> Finding:
    """Lemma 4: a non-fundamental position has both odd and even fundamental reductions, or neither."""
    lemma4_failures = []
    for _, x in run.positions():
        if not is_fundamental(x):
            rs = [y for y in reductions(x) if is_fundamental(y)]
            odd = any(sum(y) % 2 for y in rs)
            even = any(sum(y) % 2 == 0 for y in rs)
            if odd != even:
                lemma4_failures.append(x)
    return Finding(
        "Lemma 4: a non-fundamental position has both odd and even fundamental reductions, or neither",
        f"{run.total - sum(len(run.sets[k]['F']) for k in run.spaces)} non-fundamental positions"
        + (": holds" if not lemma4_failures else f": fails at {_first(lemma4_failures)}"),
        run.checked,
        Verdict.of(not lemma4_failures),
        counterexample=_first(lemma4_failures),
    )


@_CLAIMS("Theorem 1")
def _theorem1(run: _PennySpaces) -> Finding:
    """Theorem 1: W - W' = F_o (the odd fundamental positions) and W' - W = F_e (the even ones)."""
    rows = []
    theorem1_failures = []
    for k in run.spaces:
        s = run.sets[k]
        a, b = s["W"] - s["Wc"], s["Wc"] - s["W"]
        rows.append(f"k={k}: |W-W'| = {len(a)}, |W'-W| = {len(b)}")
        if a != s["Fo"]:
            theorem1_failures.append(("W - W' != F_o", k, _first(a ^ s["Fo"])))
        if b != s["Fe"]:
            theorem1_failures.append(("W' - W != F_e", k, _first(b ^ s["Fe"])))
    return Finding(
        "Theorem 1: W - W' = F_o (odd fundamental positions) and W' - W = F_e (even ones)",
        "; ".join(rows) + (" (= 2^(k-1) each, as F_o and F_e)" if not theorem1_failures else ""),
        run.checked,
        Verdict.of(not theorem1_failures),
        counterexample=str(theorem1_failures[0]) if theorem1_failures else None,
    )


@_CLAIMS("Corollary 1")
def _corollary1(run: _PennySpaces) -> Finding:
    """Corollary 1: off F, x is in W iff in W'; W and W' differ on the 2^k positions of F only.

    Source: Corollary 1, and the remark that only finitely many elements are
    not common to both sets.
    """
    sets = run.sets
    corollary1_failures = [x for k, x in run.positions()
                           if not is_fundamental(x) and ((x in sets[k]["W"]) != (x in sets[k]["Wc"]))]
    return Finding(
        "Corollary 1 (and 'only finitely many elements are not common to both sets'): off F, "
        "x is in W iff in W'; W and W' differ on F only, 2^k positions",
        "; ".join(f"k={k}: |W xor W'| = {len(sets[k]['W'] ^ sets[k]['Wc'])}" for k in run.spaces)
        + ("" if not corollary1_failures else f"; differs off F at {_first(corollary1_failures)}"),
        run.checked,
        Verdict.of(not corollary1_failures and all(len(sets[k]["W"] ^ sets[k]["Wc"]) == 2**k for k in run.spaces)),
        counterexample=_first(corollary1_failures),
    )


@_CLAIMS("Theorem 2")
def _theorem2(run: _PennySpaces) -> Finding:
    """Theorem 2: x is in W' iff no reduction of x is in W' (W' is reduction exclusive)."""
    theorem2_failures = [(k, run.spaces[k].reduction_exclusive(run.sets[k]["Wc"])) for k in run.spaces]
    theorem2_failures = [b for b in theorem2_failures if b[1] is not None]
    return Finding(
        "Theorem 2: x is in W' iff no reduction of x is in W' (W' is reduction exclusive)",
        "holds at every position" if not theorem2_failures else f"fails at {theorem2_failures[0]}",
        run.checked,
        Verdict.of(not theorem2_failures),
        counterexample=str(theorem2_failures[0]) if theorem2_failures else None,
    )


@_CLAIMS("Theorem 3")
def _theorem3(run: _PennySpaces) -> Finding:
    """Theorem 3: for any first k-1 rows exactly one last row puts the position in W'."""
    theorem3_failures = []
    prefixes = 0
    for k, sp in run.spaces.items():
        members = run.sets[k]["Wc"]
        for prefix in product(range(run.m + 1), repeat=k - 1):
            prefixes += 1
            hits = [n for n in range(sp.last + 1) if prefix + (n,) in members]
            if len(hits) != 1:
                theorem3_failures.append((prefix, hits))
    return Finding(
        "Theorem 3: for any first k-1 rows there is exactly one last row putting the position in W'",
        f"{prefixes} prefixes, each with exactly one completing row in 0..{2 * run.m + 1}"
        if not theorem3_failures else f"{theorem3_failures[0][0]}: completing rows {theorem3_failures[0][1]}",
        run.checked,
        Verdict.of(not theorem3_failures),
        counterexample=str(theorem3_failures[0]) if theorem3_failures else None,
    )


@_CLAIMS("Theorem 4")
def _theorem4(run: _PennySpaces) -> Finding:
    """Theorem 4: W' is the only reduction-exclusive subset of the game space (every subset of tiny boxes tried)."""
    tiny = [(k, r) for k, r in [(2, 1), (2, 2), (2, 3), (3, 1)] if r <= run.m and k <= run.k_max]
    found = {km: all_reduction_exclusive(*km) for km in tiny}
    ok = all(len(v) == 1 and set(v[0]) == GameSpace(*km).contrary_winners() for km, v in found.items())
    return Finding(
        "Theorem 4: the only reduction-exclusive subset of G is W'",
        "; ".join(f"{{0..{km[1]}}}^{km[0]}: {len(v)} such subset(s) of {2 ** ((km[1] + 1) ** km[0])}"
                  for km, v in found.items()) + (", equal to W'" if ok else ""),
        "every subset of the boxes " + ", ".join(f"{{0..{r}}}^{k}" for k, r in tiny),
        Verdict.of(ok),
    )


@_CLAIMS("Theorem 5")
def _theorem5(run: _PennySpaces) -> Finding:
    """Theorem 5: a^0 = a, a^b = 0 iff a = b, and ^ (exclusive or) is commutative and associative."""
    r = range(16)
    ok = all(a ^ 0 == a and ((a ^ b) == 0) == (a == b) and a ^ b == b ^ a for a in r for b in r)
    ok = ok and all((a ^ b) ^ c == a ^ (b ^ c) for a in r for b in r for c in r)
    return Finding(
        "Theorem 5: a^0 = a, a^b = 0 iff a = b, ^ is commutative and associative",
        f"checked on 0..15: {ok}",
        "a, b, c = 0..15",
        Verdict.of(ok),
    )


@_CLAIMS("Theorem 6")
def _theorem6(run: _PennySpaces) -> Finding:
    """Theorem 6: the symmetric subset Omega (the positions of nim-sum zero) is reduction exclusive."""
    theorem6_failures = [(k, run.spaces[k].reduction_exclusive(run.sets[k]["Omega"])) for k in run.spaces]
    theorem6_failures = [b for b in theorem6_failures if b[1] is not None]
    return Finding(
        "Theorem 6: the symmetric subset Omega (nim-sum zero) is reduction exclusive",
        "holds at every position" if not theorem6_failures else f"fails at {theorem6_failures[0]}",
        run.checked,
        Verdict.of(not theorem6_failures),
    )


@_CLAIMS("Corollary 2")
def _corollary2(run: _PennySpaces) -> Finding:
    """Corollary 2: W' = Omega, the positions of nim-sum zero (it follows from Theorems 4 and 6, not 4 and 5)."""
    sets = run.sets
    corollary2_failures = [(k, _first(sets[k]["Wc"] ^ sets[k]["Omega"])) for k in run.spaces
                           if sets[k]["Wc"] != sets[k]["Omega"]]
    return Finding(
        "Corollary 2: W' = Omega, the positions of nim-sum zero (the paper says it follows from "
        "Theorems 4 and 5; it is Theorems 4 and 6)",
        "; ".join(f"k={k}: |W'| = |Omega| = {len(sets[k]['Omega'])}" for k in run.spaces)
        if not corollary2_failures else f"differs at {corollary2_failures[0]}",
        run.checked,
        Verdict.of(not corollary2_failures),
        counterexample=str(corollary2_failures[0]) if corollary2_failures else None,
    )


@_CLAIMS("end of Part II")
def _fourth_row(run: _PennySpaces) -> Finding:
    """Brian should put 57 pennies in the fourth row after 9, 18, 34: 9 ^ 18 ^ 34 = 57 (the end of Part II)."""
    box = (9, 18, 34, 63)
    w_misere = winners_by_recursion(box, misere=True)
    w_normal = winners_by_recursion(box, misere=False)
    in_w = [n for n in range(64) if (9, 18, 34, n) in w_misere]
    in_wc = [n for n in range(64) if (9, 18, 34, n) in w_normal]
    formula = completing_row([9, 18, 34])
    bouton = bouton_misere_value([9, 18, 34, formula])
    ok = in_w == in_wc == [57] and formula == 57 == 9 ^ 18 ^ 34 and bouton == 0
    return Finding(
        "Brian should put 57 pennies in the fourth row: 9 ^ 18 ^ 34 = 57, and (9,18,34,57) is in W' and in W",
        f"fourth rows 0..63 making a winner: W {in_w}, W' {in_wc}; 9^18^34 = {9 ^ 18 ^ 34}; "
        f"Bouton's misère value of (9,18,34,{formula}) = {bouton}",
        "every position below (9,18,34,63), by the recursion 'a winner has no winning reduction'",
        Verdict.of(ok),
    )


@reproduction(
    "penny",
    "The Penny Game: winners, contrary winners, fundamental positions, nim-sum zero",
    SOURCE,
    kind="paper",
    max_k=(4, "largest order k of the game spaces (k = 2..max_k)", 2, 8),
    max_row=(7, "largest row in the exhaustive boxes {0..max_row}^k", 1, 63),
)
def penny(ctx: Context) -> Iterator[Finding]:
    """Yield one finding per claim of the paper.

    Parameters
    ----------
    ctx : Context
        The run's context; its parameters:

        max_k : int
            The largest order of the game spaces (2 to 8).
        max_row : int
            The largest row in the exhaustive boxes (1 to 63).

    Yields
    ------
    Finding
        One per claim of the paper, the fourth-row question last.

    Raises
    ------
    InputValueError
        If the box ``{0..max_row}^max_k`` has more than 50,000 positions
        (raised when the first finding is asked for).

    Examples
    --------
    >>> from cgtalg.verify.framework import Context
    >>> fs = list(penny(Context({"max_k": 2, "max_row": 2})))
    >>> fs[-1].computed.startswith("fourth rows 0..63 making a winner: W [57]")
    True

    References
    ----------
    J. Swanson, *The Penny Game* (1999, unpublished), Definitions 2-9 and
    Theorems 1-4.
    """
    yield from _CLAIMS.findings(_PennySpaces(ctx))
