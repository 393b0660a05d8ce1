"""Every lemma, corollary and table of the Æquitas paper, recomputed.

Burke, Khovanova, Lee, Nowakowski, Rowland and Tennenhouse, *Æquitas:
Two-Player Counterfeit Coin Games* (2022) states Grundy values of
counterfeit-coin games as formulas and small tables. This module puts each
printed value next to the one computed from the rules in
:mod:`cgtalg.rulesets.aequitas`, for every N up to ``max_n`` (every split
``l + h`` for the destined games, every kind of counterfeit), and gives a
verdict per claim: holds, holds with an exception (failures only for N <= 3),
or fails, with the smallest counterexample and, where a claim fails, a
corrected statement that is itself checked against every computed case.

Misère claims are computed under the paper's reading (moves that would meet
the Observer's goal are forbidden, normal play otherwise); the classical
misère value (last mover loses, a position without a move worth 1) is shown
next to it, and each finding says which convention reproduces the printed
numbers.

:func:`check_claims` returns the checks, :func:`render_check_table` prints the
full table (printed against computed, case by case) and
:func:`render_game_table` the values of one named game. The reproduction is
registered as ``"aequitas"``.

Examples
--------
>>> checks = {c.key: c for c in check_claims(max_n=8)}
>>> checks["lemma10-F"].verdict.value
'fails'
>>> print(checks["lemma10-F"].counterexample())
F(3): printed 1, computed 2
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Iterable, Iterator

from cgtalg.errors import InputValueError, check_int
from cgtalg.impartial.sprague_grundy import grundy, mex
from cgtalg.rulesets.aequitas import (
    FIND,
    IDENTIFY,
    CoinPosition,
    D,
    DM,
    F,
    FI,
    FIM,
    FM,
    classical_misere_value,
    coin_game,
    value,
)
from cgtalg.verify.framework import Context, Finding, Verdict, reproduction

__all__ = ["Row", "Check", "check_claims", "render_check_table", "render_summary", "render_game_table", "aequitas"]

SOURCE = ("K. Burke, T. Khovanova, J. Lee, R. J. Nowakowski, A. Rowland, C. Tennenhouse, "
          "Æquitas: Two-Player Counterfeit Coin Games (2022)")

KINDS = ("light", "heavy")


@dataclass
class Row:
    """One case of a claim: what is printed, what is computed, do they agree.

    ``ok`` is None when the case is not applicable. ``alt`` is the classical
    misère value where the claim is a misère one; ``fix`` the value the
    corrected statement predicts.

    Examples
    --------
    >>> Row("F(3)", "1", "2", False, 3).ok
    False
    """

    case: str
    printed: str
    computed: str
    ok: bool | None
    n: int
    alt: str | None = None
    alt_ok: bool | None = None
    fix: str | None = None
    fix_ok: bool | None = None


@dataclass
class Check:
    """One claim of the paper with its cases, verdict and correction.

    Examples
    --------
    >>> c = Check("k", "Lemma 0", "1 = 1", "N <= 1", [Row("N = 1", "1", "1", True, 1)])
    >>> c.verdict.value, c.counterexample() is None
    ('holds', True)
    """

    key: str
    where: str
    claim: str
    checked: str
    rows: list[Row]
    correction: str | None = None
    reading: str | None = None
    misere: bool = False
    notes: list[str] = field(default_factory=list)

    @property
    def failures(self) -> list[Row]:
        """Cases where the printed claim and the computation disagree, smallest N first.

        Returns
        -------
        list of Row

        Examples
        --------
        >>> rows = [Row("N = 2", "0", "0", True, 2), Row("N = 4", "1", "2", False, 4), Row("N = 5", "1", "2", False, 5)]
        >>> c = Check("k", "Lemma 9", "G(N) = 1", "N <= 5", rows, correction="G(N) = 2")
        >>> [r.case for r in c.failures]
        ['N = 4', 'N = 5']
        """
        return sorted((r for r in self.rows if r.ok is False), key=lambda r: r.n)

    @property
    def verdict(self) -> Verdict:
        """Holds; holds with an exception (failures only at N <= 3); or fails.

        Returns
        -------
        Verdict

        Examples
        --------
        >>> early = [Row("N = 2", "1", "0", False, 2), Row("N = 4", "1", "1", True, 4)]
        >>> Check("k", "Lemma 9", "G(N) = 1", "N <= 4", early).verdict.value
        'holds with an exception'
        >>> late = [Row("N = 2", "1", "1", True, 2), Row("N = 4", "1", "0", False, 4)]
        >>> Check("k", "Lemma 9", "G(N) = 1", "N <= 4", late).verdict.value
        'fails'
        """
        bad = self.failures
        if not bad:
            return Verdict.HOLDS
        if all(r.n <= 3 for r in bad) and any(r.ok and r.n > 3 for r in self.rows):
            return Verdict.HOLDS_WITH_EXCEPTION
        return Verdict.FAILS

    def counterexample(self) -> str | None:
        """The smallest failing case, or None.

        Returns
        -------
        str or None
            ``"case: printed P, computed C"`` for the smallest failing case.

        Examples
        --------
        >>> rows = [Row("N = 2", "0", "0", True, 2), Row("N = 4", "1", "2", False, 4), Row("N = 5", "1", "2", False, 5)]
        >>> c = Check("k", "Lemma 9", "G(N) = 1", "N <= 5", rows, correction="G(N) = 2")
        >>> c.counterexample()
        'N = 4: printed 1, computed 2'
        """
        bad = self.failures
        if not bad:
            return None
        r = bad[0]
        return f"{r.case}: printed {r.printed}, computed {r.computed}"

    def correction_status(self) -> str | None:
        """The correction, with whether it matches every computed case.

        Returns
        -------
        str or None
            None without a correction; the correction alone when no case records
            what it predicts; else the correction with ``[matches all ...]`` or
            ``[does NOT match: CASE]``.

        Examples
        --------
        >>> rows = [Row("N = 4", "1", "2", False, 4, fix="2", fix_ok=True)]
        >>> Check("k", "Lemma 9", "G(N) = 1", "N <= 4", rows, correction="G(N) = 2").correction_status()
        'G(N) = 2 [matches all 1 computed cases, N <= 4]'
        """
        if self.correction is None:
            return None
        rows = [r for r in self.rows if r.fix_ok is not None]
        wrong = [r for r in rows if not r.fix_ok]
        if not rows:
            return self.correction
        if wrong:
            return f"{self.correction} [does NOT match: {wrong[0].case}]"
        return f"{self.correction} [matches all {len(rows)} computed cases, {self.checked}]"

    def summary(self) -> str:
        """A short account of what was computed.

        Returns
        -------
        str
            How many cases agree and differ (and are not applicable); for a misère
            claim, how many printed values each misère reading reproduces.

        Examples
        --------
        >>> rows = [Row("N = 2", "0", "0", True, 2), Row("N = 4", "1", "2", False, 4), Row("N = 5", "1", "2", False, 5)]
        >>> c = Check("k", "Lemma 9", "G(N) = 1", "N <= 5", rows, correction="G(N) = 2")
        >>> c.summary()
        '3 cases: 1 agree, 2 differ'
        """
        applicable = [r for r in self.rows if r.ok is not None]
        bad = len(self.failures)
        text = f"{len(applicable)} cases: {len(applicable) - bad} agree, {bad} differ"
        na = len(self.rows) - len(applicable)
        if na:
            text += f", {na} not applicable"
        alts = [r for r in self.rows if r.alt_ok is not None and r.ok is not None]
        if self.misere and alts:
            text += (f"; of {len(alts)} printed misère values the paper's reading reproduces "
                     f"{sum(1 for r in alts if r.ok)}, classical misère {sum(1 for r in alts if r.alt_ok)}")
        return text

    def finding(self) -> Finding:
        """This check as a :class:`~cgtalg.verify.framework.Finding`.

        Returns
        -------
        Finding

        Examples
        --------
        >>> rows = [Row("N = 2", "0", "0", True, 2), Row("N = 4", "1", "2", False, 4), Row("N = 5", "1", "2", False, 5)]
        >>> c = Check("k", "Lemma 9", "G(N) = 1", "N <= 5", rows, correction="G(N) = 2")
        >>> f = c.finding()
        >>> f.verdict.value, f.counterexample, f.where
        ('fails', 'N = 4: printed 1, computed 2', 'Lemma 9')
        """
        return Finding(self.claim, self.summary(), self.checked, self.verdict,
                       self.counterexample(), self.correction_status(), self.where)


# -- small helpers ------------------------------------------------------------
def _val(p: CoinPosition) -> int | None:
    """Value under the position's own rules; None where not applicable."""
    if p.misere and p.is_goal():
        return None
    return value(p)


def _fmt(x: object) -> str:
    return "n/a" if x is None else str(x)


def _ranges(values: Iterable[int]) -> str:
    """``{1, 2, 3, 5}`` as ``"1-3, 5"``."""
    vs = sorted(set(values))
    if not vs:
        return "none"
    out, start, prev = [], vs[0], vs[0]
    for v in vs[1:] + [None]:  # type: ignore[list-item]
        if v is not None and v == prev + 1:
            prev = v
            continue
        out.append(str(start) if start == prev else f"{start}-{prev}")
        if v is not None:
            start = prev = v
    return ", ".join(out)


def _dname(l: int, h: int, fake: str, extra: bool = False, misere: bool = False) -> str:
    return f"D{'M' if misere else ''}{'+' if extra else ''}({l},{h}), fake {fake}"


def _destined_cases(max_n: int, lo: int = 1) -> Iterator[tuple[int, int, int, str]]:
    """``(N, l, h, fake)`` for every split and every possible counterfeit."""
    for n in range(lo, max_n + 1):
        for l in range(n, -1, -1):
            h = n - l
            for fake in KINDS:
                if (l if fake == "light" else h) > 0:
                    yield n, l, h, fake


def _both_kinds(fn: Callable[[str], int | None]) -> tuple[str, list[int | None]]:
    """Compute for both counterfeit weights; one number if they agree."""
    vals = [fn(k) for k in KINDS]
    if vals[0] == vals[1]:
        return _fmt(vals[0]), vals
    return f"{_fmt(vals[0])} (light) / {_fmt(vals[1])} (heavy)", vals


def _first_counts(p: CoinPosition) -> set[int]:
    """How many suspects can remain after one weighing from *p*."""
    return {o.suspects for o in p.options()}


def _smallest_missing(s: set[int]) -> int:
    k = 1
    while k in s:
        k += 1
    return k


def _misere_nim(k: int) -> int:
    return grundy(k, options=lambda n: range(n), misere=True)


def _nim(k: int) -> int:
    return grundy(k, options=lambda n: range(n))


def _lone(l: int, h: int, fake: str) -> bool:
    """Whether the counterfeit is the only coin of its destiny."""
    return (l if fake == "light" else h) == 1


# -- Section 2: destined coins -----------------------------------------------
def _section2_examples(max_n: int) -> list[Check]:
    rows2 = []
    for l, h in ((2, 0), (1, 1), (0, 2)):
        for fake in KINDS:
            if (l if fake == "light" else h) == 0:
                continue
            p = D(l, h, fake=fake)
            moves = p.moves()
            if l == h:
                ok = not moves
                printed, computed = "no informative weighing", f"{len(moves)} legal weighings"
            else:
                ok = bool(moves) and all(m.after.is_goal() for m in moves)
                printed = "the only weighing reveals the counterfeit"
                computed = f"{len(moves)} weighing(s), all finding it" if ok else f"{len(moves)} weighing(s)"
            rows2.append(Row(_dname(l, h, fake), printed, computed, ok, 2))
    ex2 = Check("example-n2", "Section 2, example N = 2",
                "With N = 2: D(1,1) has no informative weighing; in D(2,0) the only weighing reveals the counterfeit",
                "all splits of N = 2", rows2)

    rows3 = []
    for _, l, h, fake in _destined_cases(3, 3):
        p = D(l, h, fake=fake)
        sizes, mixed, unresolved = set(), [], []
        for m in _all_weighings(p):
            sizes.add(sum(m.weighing.left))
            w = m.weighing
            kinds_on = {i for i in (1, 2) if w.left[i] or w.right[i]}
            if len(kinds_on) > 1:
                mixed.append(m)
            if not m.after.is_goal():
                unresolved.append(m)
        ok = sizes == {1} and not mixed and not unresolved
        if ok:
            computed = "every informative weighing is 1 against 1, same destiny, and finds the counterfeit"
        else:
            bad = (unresolved or mixed)[0]
            computed = f"{bad.weighing} ({bad.outcome}) leaves {bad.after.suspects} suspects"
        rows3.append(Row(_dname(l, h, fake), "1 against 1 only; the two share a destiny; the counterfeit is then found",
                         computed, ok, 3,
                         fix=("holds" if not (l and h) else
                              "a light- against a heavy-destined coin is informative when the counterfeit is one of them"),
                         fix_ok=True if not (l and h) else bool(mixed) and all(not x.after.is_goal() for x in unresolved)))
    ex3 = Check("example-n3", "Section 2, example N = 3",
                "With N = 3 only 1-against-1 weighings exist; the two coins must share a destiny to be informative, "
                "and after the weighing the Observer knows the counterfeit",
                "all splits of N = 3, both counterfeit kinds", rows3,
                correction="With both destinies present, weighing a light- against a heavy-destined coin is also "
                           "informative when the counterfeit is on the scale: it clears the third coin and leaves "
                           "two suspects of opposite destiny")
    return [ex2, ex3]


def _all_weighings(p: CoinPosition):
    """Every informative weighing by counts (a literal search, small N only)."""
    have = (p.unknown, p.light, p.heavy, p.genuine)
    import itertools

    out = []
    ranges = [range(c + 1) for c in have]
    for left in itertools.product(*ranges):
        rest = [have[i] - left[i] for i in range(4)]
        for right in itertools.product(*(range(c + 1) for c in rest)):
            if sum(left) != sum(right) or not sum(left) or left > right:
                continue
            for side in ("left", "right", "off"):
                try:
                    out.append(p.weigh(tuple(left), tuple(right), side))
                except ValueError:
                    pass
    return out


def _lemma1(max_n: int) -> list[Check]:
    norm, mis, nim, ballast = [], [], [], []
    for n, l, h, fake in _destined_cases(max_n, 2):
        g = value(D(l, h, extra=True, fake=fake))
        norm.append(Row(_dname(l, h, fake, True), str(n - 1), str(g), g == n - 1, n))
        gm = value(DM(l, h, extra=True, fake=fake))
        gc = classical_misere_value(D(l, h, extra=True, fake=fake))
        mis.append(Row(_dname(l, h, fake, True, True), str(n - 2), str(gm), gm == n - 2, n,
                       alt=str(gc), alt_ok=gc == n - 2))
        heap = _misere_nim(n - 1)
        nim.append(Row(_dname(l, h, fake, True), f"misère Nim heap {n - 1}: {heap}",
                       f"classical {gc}, paper's reading {gm}", gc == heap, n))
        # any number of genuine coins (the positions met after a first weighing)
        got_n, got_m = set(), set()
        for extra in range(1, max_n - n + 2):
            q = CoinPosition(0, l, h, extra, fake)
            got_n.add(value(q))
            got_m.add(value(CoinPosition(0, l, h, extra, fake, FIND, True)))
        ok = got_n == {n - 1} and got_m == {n - 2}
        ballast.append(Row(f"D({l},{h}) with 1..{max_n - n + 1} genuine, fake {fake}", f"{n - 1} / {n - 2}",
                           f"{_ranges(got_n)} / {_ranges(got_m)}", ok, n))
    checked = f"every split l + h = N, 2 <= N <= {max_n}, both counterfeit kinds"
    return [
        Check("lemma1-normal", "Lemma 1", "G(D+_{l,h}) = N - 1: the game is a Nim heap of N - 1", checked, norm),
        Check("lemma1-misere", "Lemma 1", "G(DM+_{l,h}) = N - 2", checked, mis, misere=True,
              notes=["The formula N - 2 is the paper's misère reading; the classical misère value is N - 1 "
                     "for N >= 3 (see the next claim)."]),
        Check("lemma1-misere-nim", "Lemma 1",
              "DM+_{l,h} is the misère play of a Nim heap of N - 1 (compared by classical misère Grundy values)",
              checked, nim,
              notes=["Under the paper's own reading DM+ is instead the normal play of a Nim heap of N - 2, "
                     "which is what the formula G = N - 2 says."]),
        Check("lemma1-ballast", "Section 2.2 and Tables 5, 7 (Lemma 1 used with more genuine coins)",
              "With any number g >= 1 of genuine coins the destined values are still N - 1 (normal) and N - 2 (misère)",
              f"every split 2 <= N <= {max_n}, 1 <= g <= {max_n} - N + 1, both kinds", ballast),
    ]


def _clear_all_but(p: CoinPosition, keep_light: int, keep_heavy: int):
    """Balance every destined coin except *keep_light* + *keep_heavy* (the counterfeit among them)."""
    on = [0, p.light - keep_light, p.heavy - keep_heavy]
    s = sum(on)
    left, right = [0, 0, 0, 0], [0, 0, 0, 0]
    room = (s + 1) // 2
    for i in (1, 2):
        take = min(on[i], room)
        room -= take
        left[i], right[i] = take, on[i] - take
    right[3] = s % 2
    return p.weigh(tuple(left), tuple(right), "off")


def _lemma1_text(max_n: int) -> list[Check]:
    excl, wins = [], []
    for n, l, h, fake in _destined_cases(max_n, 2):
        p = D(l, h, extra=True, fake=fake)
        cleared = {n - o.suspects for o in p.options()}
        excl.append(Row(_dname(l, h, fake, True), f"any of {_ranges(range(1, n))}", _ranges(cleared),
                        cleared == set(range(1, n)), n))
        # normal play: clear every coin but the counterfeit
        alone = (1, 0) if fake == "light" else (0, 1)
        normal_win = _clear_all_but(p, *alone).after.is_goal()
        # misère play: clear all but the counterfeit and one more coin, whichever
        pm = DM(l, h, extra=True, fake=fake)
        keeps = [(alone[0] + a, alone[1] + b) for a, b in ((1, 0), (0, 1)) if (alone[0] + a) <= l and
                 (alone[1] + b) <= h]
        misere_win = n >= 3 and all(value(_clear_all_but(pm, *k).after) == 0 for k in keeps)
        wins.append(Row(_dname(l, h, fake, True),
                        "normal: win by clearing every other coin; misère: win by clearing all but two",
                        f"normal: {'wins' if normal_win else 'does not win'}; misère: "
                        f"{'wins' if misere_win else 'does not win'} (G(DM+) = {value(pm)})",
                        normal_win and misere_win and value(pm) != 0, n,
                        fix="misère: a P-position when N = 2" if n == 2 else None,
                        fix_ok=(value(pm) == 0) if n == 2 else None))
    checked = f"every split 2 <= N <= {max_n}, both kinds"
    return [
        Check("lemma1-proof", "Lemma 1, proof", "From D+_{l,h} one weighing can clear any number of coins up to N - 1",
              checked, excl),
        Check("lemma1-wins", "Section 2.1, after Lemma 1",
              "D+: the first player wins at once by clearing every other coin; DM+: by clearing all but two coins "
              "(the counterfeit and any other)",
              checked, wins, correction="The misère win needs N >= 3: DM+ with N = 2 is a P-position"),
    ]


def _lemma2_claimed(l: int, h: int) -> set[int]:
    n, m = l + h, min(l, h)
    s = {k for k in range(1, n) if (n - k) % 2 == 0}
    if l == h:
        s |= set(range(1, n - 1))
    else:
        s |= set(range(1, min(n - 1, n // 2 + m) + 1))
    if n % 2 == 0 and m == 1:
        s.discard(1)
    return s


def _lemma2_fixed(l: int, h: int, fake: str) -> set[int]:
    s = _lemma2_claimed(l, h)
    n, m = l + h, min(l, h)
    if n % 2 == 0 and m == 1 and not _lone(l, h, fake):
        s.add(1)
    return s


def _cor3_claimed(l: int, h: int) -> int:
    n, m = l + h, min(l, h)
    if l == h:
        return n - 1
    if n % 2 == 0 and m == 1:
        return 1
    b = n // 2 + m
    return b + 1 if (b + 1 - n) % 2 else b + 2


def _cor3_fixed(l: int, h: int, fake: str) -> int:
    """Smallest count not reachable: the printed rule, capped at N, exception only for a lone counterfeit."""
    n, m = l + h, min(l, h)
    if l == h:
        return n - 1
    if n % 2 == 0 and m == 1 and _lone(l, h, fake):
        return 1
    b = n // 2 + m
    return min(n, b + 1 if (b + 1 - n) % 2 else b + 2)


def _cor3_fixed_misere(l: int, h: int) -> int:
    """Smallest count >= 2 not reachable (the exception about 1 does not matter)."""
    n, m = l + h, min(l, h)
    if l == h:
        return n - 1
    b = n // 2 + m
    return min(n, b + 1 if (b + 1 - n) % 2 else b + 2)


def _lemma2_cor3(max_n: int) -> list[Check]:
    l2, c3, gv, gm, through, through_m = [], [], [], [], [], []
    for n, l, h, fake in _destined_cases(max_n, 2):
        if l == h == 1:
            continue  # the paper sets D(1,1) aside: nothing can be learned
        p = D(l, h, fake=fake)
        reach = _first_counts(p)
        claimed = _lemma2_claimed(l, h)
        fixed = _lemma2_fixed(l, h, fake)
        l2.append(Row(_dname(l, h, fake), _ranges(claimed), _ranges(reach), reach == claimed, n,
                      fix=_ranges(fixed), fix_ok=reach == fixed))
        c = _smallest_missing(reach)
        pc = _cor3_claimed(l, h)
        c3.append(Row(_dname(l, h, fake), str(pc), str(c), c == pc, n,
                      fix=str(_cor3_fixed(l, h, fake)), fix_ok=c == _cor3_fixed(l, h, fake)))
        g = value(p)
        gv.append(Row(_dname(l, h, fake), str(pc - 1), str(g), g == pc - 1, n,
                      fix=str(_cor3_fixed(l, h, fake) - 1), fix_ok=g == _cor3_fixed(l, h, fake) - 1))
        q = DM(l, h, fake=fake)
        gq = value(q)
        gc = classical_misere_value(p)
        gm.append(Row(_dname(l, h, fake, misere=True), str(pc - 2), str(gq), gq == pc - 2, n,
                      alt=str(gc), alt_ok=gc == pc - 2,
                      fix=str(_cor3_fixed_misere(l, h) - 2), fix_ok=gq == _cor3_fixed_misere(l, h) - 2))
        # the argument itself: value = value of D+ with c suspects, c the smallest unreachable count
        c2 = _smallest_missing({k for k in reach if k >= 2} | {1})
        through.append(Row(_dname(l, h, fake), f"G(D+ with c = {c} coins) = {c - 1}", str(g), g == c - 1, n))
        through_m.append(Row(_dname(l, h, fake, misere=True),
                             f"G(DM+ with c = {c} coins) = {c - 2 if c >= 2 else 'n/a'}", str(gq),
                             c >= 2 and gq == c - 2, n, fix=f"c' = {c2}: {c2 - 2}", fix_ok=gq == c2 - 2))
    checked = f"every split 2 <= l + h <= {max_n} except D(1,1), both counterfeit kinds"
    return [
        Check("lemma2", "Lemma 2",
              "The numbers of destined coins one weighing can leave: those of N's parity; for N = 2l anything "
              "up to N - 2; otherwise anything below N and at most floor(N/2) + min(l,h); except that for even N "
              "with min(l,h) = 1 one destined coin cannot be reached",
              checked, l2,
              correction="The exception holds only when the counterfeit is the only coin of its destiny; when it "
                         "shares its destiny, comparing it with a coin of its destiny leaves 1 destined coin",
              reading="'Any number' means any positive number below N (a weighing must clear a coin, and the "
                      "counterfeit always stays)."),
        Check("cor3", "Corollary 3",
              "The smallest number of destined coins one weighing cannot leave: N - 1 if N = 2l; otherwise "
              "floor(N/2) + min(l,h) plus 1 or 2, whichever differs in parity from N; 1 if N is even and "
              "min(l,h) = 1",
              checked, c3,
              correction="Cap the second rule at N (N itself is never reachable), and apply the exception only "
                         "when the counterfeit is the only coin of its destiny"),
        Check("cor3-value", "Corollary 3 with Lemma 1 (Section 2.2); Tables 1, 2 are cases",
              "G(D_{l,h}) = c - 1, with c the number Corollary 3 prints", checked, gv,
              correction="G(D_{l,h}) = c - 1 with c from the corrected Corollary 3"),
        Check("cor3-value-misere", "Corollary 3 with Lemma 1 (Section 2.2); Tables 1, 2 are cases",
              "G(DM_{l,h}) = c - 2, with c the number Corollary 3 prints", checked, gm, misere=True,
              correction="G(DM_{l,h}) = c' - 2 where c' = min(N, floor(N/2) + min(l,h) + 1 or 2, of the other "
                         "parity), or N - 1 when l = h: the exception about reaching 1 coin plays no part in misère "
                         "play, since that move meets the goal"),
        Check("section2.2", "Section 2.2, after Corollary 3",
              "G(D_{l,h}) is the value of the game with an extra coin and c destined coins, c the smallest number "
              "one weighing cannot leave (c computed here, not taken from the formula)",
              checked, through),
        Check("section2.2-misere", "Section 2.2, after Corollary 3",
              "The same for misère play: G(DM_{l,h}) = G(DM+ with c coins) = c - 2", checked, through_m, misere=True,
              correction="Use c' = the smallest unreachable number that is at least 2 (reaching 1 coin meets the "
                         "goal, which misère play forbids); when c = 1 the paper's DM+ with 1 coin does not exist"),
    ]


def _cor4(max_n: int) -> list[Check]:
    normal, mis, proof = [], [], []
    for n, l, h, fake in _destined_cases(max_n, 1):
        if l == h == 1:
            continue
        p = D(l, h, fake=fake)
        g = value(p)
        claimed_p = n == 1 or (n % 2 == 0 and min(l, h) == 1)
        fixed_p = n == 1 or (n % 2 == 0 and _lone(l, h, fake))
        normal.append(Row(_dname(l, h, fake), "P" if claimed_p else "N", "P" if g == 0 else "N",
                          (g == 0) == claimed_p, n, fix="P" if fixed_p else "N", fix_ok=(g == 0) == fixed_p))
        if n >= 2:
            q = DM(l, h, fake=fake)
            gq = value(q)
            gc = classical_misere_value(p)
            claimed = n in (2, 3)
            fixed = n == 2 or (n == 3 and min(l, h) == 0)
            mis.append(Row(_dname(l, h, fake, misere=True), "P" if claimed else "N", "P" if gq == 0 else "N",
                           (gq == 0) == claimed, n, alt="P" if gc == 0 else "N", alt_ok=(gc == 0) == claimed,
                           fix="P" if fixed else "N", fix_ok=(gq == 0) == fixed))
        if n >= 2:
            proof.append(_cor4_proof_row(l, h, fake))
    checked = f"every split l + h <= {max_n} except D(1,1), both counterfeit kinds"
    return [
        Check("cor4-normal", "Corollary 4",
              "Normal play: the P-positions of D_{l,h} are N = 1 and the even N with l = 1 or h = 1",
              checked, normal,
              correction="P-positions: N = 1, and even N where the counterfeit is the only coin of its destiny "
                         "(as the proof argues); if it shares its destiny the first player wins by comparing it "
                         "with such a coin"),
        Check("cor4-misere", "Corollary 4",
              "Misère play: the P-positions of DM_{l,h} are N = 2 and N = 3; all others are N-positions",
              checked, mis, misere=True,
              correction="P-positions: N = 2, and N = 3 with all coins of one destiny; with both destinies and "
                         "N = 3 the first player wins by weighing the counterfeit against a coin of the other "
                         "destiny (as the proof says)"),
        Check("cor4-proof", "Corollary 4, proof",
              "Winning weighings: normal play, the counterfeit against a coin of its destiny, or (if it is alone) "
              "balancing all other coins when there is an even number of them; misère play, the counterfeit "
              "against a coin of the other destiny, or 2 against 2 with the counterfeit among them when all "
              "coins share a destiny and N > 3",
              f"every split 2 <= l + h <= {max_n} except D(1,1), both counterfeit kinds", proof),
    ]


def _cor4_proof_row(l: int, h: int, fake: str) -> Row:
    n = l + h
    fi = 1 if fake == "light" else 2           # index of the counterfeit's kind in (u, l, h, g)
    oi = 3 - fi
    same, other = (l, h) if fake == "light" else (h, l)
    notes, ok = [], True
    p, q = D(l, h, fake=fake), DM(l, h, fake=fake)

    def pan(i: int, k: int = 1) -> tuple[int, int, int, int]:
        t = [0, 0, 0, 0]
        t[i] = k
        return tuple(t)  # type: ignore[return-value]

    # normal play
    if same >= 2:
        m = p.weigh(pan(fi), pan(fi), "left")
        good = value(m.after) == 0 and m.after.is_goal()
        notes.append(f"normal: counterfeit v same destiny {'wins' if good else 'does not win'}")
        ok &= good
    elif other % 2 == 0:
        m = p.weigh(pan(oi, other // 2), pan(oi, other // 2), "off")
        good = m.after.is_goal()
        notes.append(f"normal: balancing the {other} others {'wins' if good else 'does not win'}")
        ok &= good
    else:
        notes.append(f"normal: {'P' if value(p) == 0 else 'N'}-position (proof: P)")
        ok &= value(p) == 0
    # misère play
    if l and h:
        try:
            m = q.weigh(pan(fi), pan(oi), "left")
            good = value(m.after) == 0
        except ValueError:
            good = False
        notes.append(f"misère: counterfeit v other destiny {'wins' if good else 'does not win'}")
        ok &= good
    elif n > 3:
        m = q.weigh(pan(fi, 2), pan(fi, 2), "left")
        good = value(m.after) == 0
        notes.append(f"misère: 2 v 2 with the counterfeit {'wins' if good else 'does not win'}")
        ok &= good
    return Row(_dname(l, h, fake), "the weighings named in the proof win", "; ".join(notes), ok, n)


def _table1(max_n: int) -> list[Check]:
    reach: list[Row] = []
    gn: list[Row] = []
    gm: list[Row] = []
    for n in range(1, max_n + 1):
        k, r = divmod(n, 4)
        printed = {0: (2 * k + 1, 2 * k, 2 * k - 1), 1: (2 * k + 2, 2 * k + 1, 2 * k),
                   2: (2 * k + 3, 2 * k + 2, 2 * k + 1), 3: (2 * k + 2, 2 * k + 1, 2 * k)}[r]
        case = f"N = {n} = 4*{k} + {r}"
        if n == 1:
            for rows, i in ((reach, 0), (gn, 1), (gm, 2)):
                rows.append(Row(case, str(printed[i]), "n/a (one coin: the goal is met)", None, n))
            continue
        p = D(n, 0)
        c = _smallest_missing(_first_counts(p))
        fixed = (2, 1, 0) if n == 2 else printed  # the corrections: N = 2 is special
        reach.append(Row(case, str(printed[0]), str(c), c == printed[0], n, fix=str(fixed[0]), fix_ok=c == fixed[0]))
        g = value(p)
        gn.append(Row(case, str(printed[1]), str(g), g == printed[1], n, fix=str(fixed[1]), fix_ok=g == fixed[1]))
        q = value(DM(n, 0))
        gc = classical_misere_value(p)
        gm.append(Row(case, str(printed[2]), str(q), q == printed[2], n, alt=str(gc), alt_ok=gc == printed[2],
                      fix=str(fixed[2]), fix_ok=q == fixed[2]))
    checked = f"1 <= N <= {max_n}"
    reading = "Rows N = 4k .. 4k+3, columns: smallest count not reachable, G(D_{N,0}), G(DM_{N,0}); k >= 0."
    return [
        Check("table1-reach", "Table 1", "D_{N,0}: smallest number of destined coins not reachable in one weighing",
              checked, reach, reading=reading,
              correction="For N = 2 it is 2 = N (a weighing must clear a coin), not 3; the formula holds from N = 3"),
        Check("table1-normal", "Table 1", "G(D_{N,0}) = 2k, 2k+1, 2k+2, 2k+1 for N = 4k, 4k+1, 4k+2, 4k+3",
              checked, gn, reading=reading,
              correction="G(D_{2,0}) = 1 (its one weighing finds the counterfeit); the formula holds from N = 3"),
        Check("table1-misere", "Table 1", "G(DM_{N,0}) = 2k-1, 2k, 2k+1, 2k for N = 4k, 4k+1, 4k+2, 4k+3",
              checked, gm, reading=reading, misere=True,
              correction="G(DM_{2,0}) = 0 (both weighings meet the goal); the formula holds from N = 3"),
    ]


def _table2(max_n: int) -> list[Check]:
    reach, gn, gm = [], [], []
    for l in range(1, max_n // 2 + 1):
        n = 2 * l
        for fake in KINDS:
            case = _dname(l, l, fake)
            if l == 1:
                note = "n/a (the paper sets D(1,1) aside: no weighing is informative)"
                reach.append(Row(case, "1", note, None, n))
                gn.append(Row(case, "0", note, None, n))
                gm.append(Row(case, "-1", note, None, n))
                continue
            p = D(l, l, fake=fake)
            c = _smallest_missing(_first_counts(p))
            reach.append(Row(case, str(n - 1), str(c), c == n - 1, n))
            g = value(p)
            gn.append(Row(case, str(n - 2), str(g), g == n - 2, n))
            q = value(DM(l, l, fake=fake))
            gc = classical_misere_value(p)
            gm.append(Row(case, str(n - 3), str(q), q == n - 3, n, alt=str(gc), alt_ok=gc == n - 3))
    checked = f"l = h, 2 <= N = 2l <= {max_n}, both counterfeit kinds"
    return [
        Check("table2-reach", "Table 2", "D_{l,l}: the smallest count not reachable is 2l - 1", checked, reach),
        Check("table2-normal", "Table 2", "G(D_{l,l}) = 2l - 2", checked, gn),
        Check("table2-misere", "Table 2", "G(DM_{l,l}) = 2l - 3", checked, gm, misere=True),
    ]


def _intro(max_n: int) -> list[Check]:
    rows = []
    for n, l, h, fake in _destined_cases(max_n, 2):
        if l == h == 1:
            continue
        ref = value(D(n, 0))
        g = value(D(l, h, fake=fake))
        rows.append(Row(_dname(l, h, fake), f"as D({n},0): {ref}", str(g), g == ref, n,
                        fix=str(_cor3_fixed(l, h, fake) - 1), fix_ok=g == _cor3_fixed(l, h, fake) - 1))
    return [Check("intro-destined", "Section 1 (introduction)",
                  "The destined games are almost identical to the all-light game: Grundy values and P-positions "
                  "depend on the total N, with few exceptions",
                  f"every split 2 <= l + h <= {max_n} except D(1,1), both kinds", rows,
                  correction="The value depends on min(l,h) (and, for even N with min(l,h) = 1, on where the "
                             "counterfeit is): G(D_{l,h}) = c - 1 with c from the corrected Corollary 3")]


def _fake_matters(max_n: int) -> list[Check]:
    """Where the counterfeit's place changes a value (the paper writes values of l, h or N only)."""
    rows = []
    for n in range(2, max_n + 1):
        for l in range(n - 1, 0, -1):
            h = n - l
            vals = []
            for fake in KINDS:
                p = D(l, h, fake=fake)
                vals.append((value(p), value(DM(l, h, fake=fake)), classical_misere_value(p)))
            same = vals[0] == vals[1]
            predicted = not (n % 2 == 0 and min(l, h) == 1 and l != h)
            shown = "; ".join(f"{name} {a}/{b}" for name, a, b in zip(("normal", "misère", "classical"), *vals))
            rows.append(Row(f"D({l},{h}), fake light/heavy", "same", shown, same, n,
                            fix="same" if predicted else "normal and classical differ",
                            fix_ok=same == predicted and vals[0][1] == vals[1][1]))
        for game in ("F", "FI", "FM", "FIM", "F+", "FI+", "FM+", "FIM+"):
            ps = [coin_game(game, n, fake=k) for k in KINDS]
            a = [(_val(p), classical_misere_value(p)) for p in ps]
            rows.append(Row(f"{game}({n}), fake light/heavy", "same", f"{a[0]} / {a[1]}", a[0] == a[1], n,
                            fix="same", fix_ok=a[0] == a[1]))
    return [Check("fake-matters", "Sections 2 and 3 (values written as functions of l, h or N alone)",
                  "The values do not depend on which coin is the counterfeit",
                  f"2 <= N <= {max_n}, every split with both destinies, every unknown-coin game, all three "
                  "conventions", rows,
                  correction="They do, for D_{l,h} with N even and min(l,h) = 1 (l != h), in normal and classical "
                             "misère play: a counterfeit alone in its destiny gives a P-position. The paper's "
                             "misère reading and every unknown-coin game do not depend on it")]


# -- Section 3: unknown coins --------------------------------------------------
def _reachable_states(p: CoinPosition) -> list[CoinPosition]:
    seen = {p}
    stack = [p]
    while stack:
        q = stack.pop()
        for o in q.options():
            if o not in seen:
                seen.add(o)
                stack.append(o)
    return list(seen)


def _section3_opening(max_n: int) -> list[Check]:
    rows = []
    top = min(max_n, 14)
    for n in range(1, top + 1):
        for extra in (False, True):
            for fake in KINDS:
                start = FI(n, extra=extra, fake=fake)
                states = _reachable_states(start)
                mixed = [s for s in states if s.unknown and (s.light or s.heavy)]
                back = [s for s in states if not s.unknown and any(o.unknown for o in s.options())]
                split = 0
                for s in states:
                    if s.unknown or s.is_goal():
                        continue
                    a = value(CoinPosition(0, s.light, s.heavy, s.genuine, s.fake, FIND))
                    b = value(CoinPosition(0, s.light, s.heavy, s.genuine, s.fake, IDENTIFY))
                    am = value(CoinPosition(0, s.light, s.heavy, s.genuine, s.fake, FIND, True))
                    bm = value(CoinPosition(0, s.light, s.heavy, s.genuine, s.fake, IDENTIFY, True))
                    split += (a != b) + (am != bm)
                ok = not mixed and not back and not split
                name = f"FI{'+' if extra else ''}({n}), fake {fake}"
                rows.append(Row(name, "no mixed positions; destined stays destined; find = find-identify on destined",
                                f"{len(states)} positions: {len(mixed)} mixed, {len(back)} return to unknown, "
                                f"{split} differ", ok, n))
    return [Check("section3-opening", "Section 3, opening",
                  "Unknown and destined coins never coexist; after an imbalance the game stays destined; once "
                  "coins are destined, find and find-identify have the same values",
                  f"every position reachable from FI_N and FI+_N, N <= {top}, both kinds", rows)]


def _lemma5(max_n: int) -> list[Check]:
    rows = []
    for n in range(1, max_n + 1):
        def moves(fake: str) -> str:
            opts = FI(n, extra=True, fake=fake).options()
            cleared = {n - o.unknown for o in opts if o.unknown}
            destined = {o.light + o.heavy for o in opts if not o.unknown}
            splits_ok = all(abs(o.light - o.heavy) <= 1 for o in opts if not o.unknown)
            other = [o for o in opts if o.unknown and (o.light or o.heavy)]
            ok = (cleared == set(range(1, n)) and destined == set(range(1, n + 1)) and not other)
            return f"cleared {_ranges(cleared)}; destined {_ranges(destined)}{'' if splits_ok else ' (split!)'}" \
                   f"|{ok}"
        texts = [moves(k) for k in KINDS]
        ok = all(t.endswith("|True") for t in texts)
        shown = texts[0].split("|")[0] if texts[0] == texts[1] else " / ".join(t.split("|")[0] for t in texts)
        rows.append(Row(f"F+({n})", f"cleared {_ranges(range(1, n))}; destined {_ranges(range(1, n + 1))}",
                        shown, ok, n))
    return [Check("lemma5", "Lemma 5",
                  "From N unknown coins and an extra coin, one weighing leaves either 1..N-1 coins cleared and the "
                  "rest unknown, or 1..N destined coins and the rest cleared, and nothing else",
                  f"1 <= N <= {max_n}, both kinds", rows)]


def _one_coin() -> list[Check]:
    rows = []
    f1 = F(1, extra=True)
    rows.append(Row("G(F+_1)", "0 (terminal)", f"{value(f1)} ({'terminal' if not f1.options() else 'not terminal'})",
                    value(f1) == 0 and not f1.options(), 1))
    fi1 = FI(1, extra=True)
    one_away = bool(fi1.options()) and all(o.is_goal() for o in fi1.options())
    rows.append(Row("G(FI+_1)", "1 (one move from the end)",
                    f"{value(fi1)} ({'one move from the end' if one_away else '?'})", value(fi1) == 1 and one_away, 1))
    fim1 = FIM(1, extra=True)
    gc = classical_misere_value(fim1)
    rows.append(Row("G(FIM+_1)", "1 (terminal)", f"{value(fim1)} ({'terminal' if not fim1.options() else '?'})",
                    value(fim1) == 1, 1, alt=str(gc), alt_ok=gc == 1,
                    fix="0: a position without a move is worth 0 under the paper's reading", fix_ok=value(fim1) == 0))
    fm1 = FM(1, extra=True)
    rows.append(Row("FM+_1", "impossible", "impossible (the goal is met before any move)" if fm1.is_goal() else "?",
                    fm1.is_goal(), 1))
    return [Check("one-coin", "Section 3.1, one unknown coin and an extra coin",
                  "G(F+_1) = 0, G(FI+_1) = 1, G(FIM+_1) = 1; FM+_1 is impossible", "N = 1, both readings of misère",
                  rows, misere=True,
                  correction="G(FIM+_1) = 0 under the paper's reading (its one weighing meets the goal, so there is "
                             "no move), and 0 under classical misère too; the printed 1 is what a move-less "
                             "position is worth only if misère values are taken inside the pruned game",
                  notes=["The paper's own later values (G(FM+_2) = G(FIM+_2) = 1, Tables 4 and 8) need "
                         "G(FIM+_1) = 0."])]


def _table3() -> list[Check]:
    """Values after each of the three moves from two unknown coins and an extra coin."""
    start = FI(2, extra=True)  # moves are the same in all four games
    weighings = [
        ("1: counterfeit v extra coin", (1, 0, 0, 0), (0, 0, 0, 1), "left"),
        ("2: real unknown coin v extra coin", (1, 0, 0, 0), (0, 0, 0, 1), "off"),
        ("3: unknown v unknown", (1, 0, 0, 0), (1, 0, 0, 0), "left"),
    ]
    printed = {"F": ("0", "0", "1"), "FI": ("0", "1", "1"), "FM": ("N/A", "N/A", "1"), "FIM": ("N/A", "1", "1")}
    checks = []
    distinct = len(start.options())
    for game in ("F", "FI", "FM", "FIM"):
        goal = IDENTIFY if "I" in game else FIND
        misere = game.endswith("M")
        rows = []
        for (label, left, right, side), pv in zip(weighings, printed[game]):
            after = start.weigh(left, right, side).after
            after = CoinPosition(after.unknown, after.light, after.heavy, after.genuine, after.fake, goal, misere)
            if misere and after.is_goal():
                goal_alt = classical_misere_value(after)
                rows.append(Row(f"{game}+_2, move {label}", pv, "N/A (meets the goal: forbidden)", pv == "N/A", 2,
                                alt=str(goal_alt), alt_ok=str(goal_alt) == pv))
                continue
            got = value(after)
            alt = classical_misere_value(after) if misere else None
            fix = ("0" if pv == "1" else pv) if misere else pv
            rows.append(Row(f"{game}+_2, move {label}", pv, str(got), str(got) == pv, 2,
                            alt=None if alt is None else str(alt), alt_ok=None if alt is None else str(alt) == pv,
                            fix=fix, fix_ok=str(got) == fix))
        checks.append(Check(f"table3-{game}", "Table 3",
                            f"Values after each move from {game}+_2: {', '.join(printed[game])}",
                            f"N = 2 ({distinct} distinct moves: {'the three listed' if distinct == 3 else 'NOT three'})",
                            rows, misere=misere,
                            reading="Rows are the three moves listed in the text; N/A = the move meets the goal, "
                                    "so the misère reading forbids it.",
                            correction=None if not misere else
                            "Under the paper's reading every entry of the misère columns that is printed 1 is 0: "
                            "D+(1,1) and FIM+_1 have no legal move"))
    return checks


def _two_coins() -> list[Check]:
    printed = {"F": 2, "FI": 2, "FM": 1, "FIM": 1}
    rows = []
    for game, pv in printed.items():
        p = coin_game(game + "+", 2)
        got = value(p)
        alt = classical_misere_value(p) if game.endswith("M") else None
        rows.append(Row(f"G({game}+_2)", str(pv), str(got), got == pv, 2,
                        alt=None if alt is None else str(alt), alt_ok=None if alt is None else alt == pv))
    return [Check("two-coins", "Section 3.1, two unknown coins and an extra coin",
                  "G(F+_2) = 2, G(FI+_2) = 2, G(FM+_2) = 1, G(FIM+_2) = 1", "N = 2", rows, misere=True,
                  notes=["The printed misère values are right, but they are not the mex of the printed Table 3 "
                         "columns (mex{1} = 0 for FM, mex{1, 1} = 0 for FIM): the table's misère entries are wrong, "
                         "the conclusion is not."])]


def _per_n_check(key: str, where: str, claim: str, ns: Iterable[int], game: str, printed: Callable[[int], int],
                 extra: bool, fix: Callable[[int], int] | None = None, correction: str | None = None,
                 reading: str | None = None) -> Check:
    rows = []
    misere = game.endswith("M")
    ns = list(ns)
    for n in ns:
        pv = printed(n)
        name = f"{game}{'+' if extra else ''}({n})"
        probe = coin_game(game + ("+" if extra else ""), n)
        if probe.is_goal():
            rows.append(Row(name, str(pv), "n/a (the goal is met before any move)", None, n))
            continue
        shown, vals = _both_kinds(lambda k: value(coin_game(game + ("+" if extra else ""), n, fake=k)))
        alt = alt_ok = None
        if misere:
            alt, avals = _both_kinds(lambda k: classical_misere_value(coin_game(game + ("+" if extra else ""), n,
                                                                                  fake=k)))
            alt_ok = all(v == pv for v in avals)
        fx = None if fix is None else fix(n)
        rows.append(Row(name, str(pv), shown, all(v == pv for v in vals), n, alt=alt, alt_ok=alt_ok,
                        fix=None if fx is None else str(fx), fix_ok=None if fx is None else all(v == fx for v in vals)))
    checked = f"N = {ns[0]}..{ns[-1]}{' (odd)' if len(ns) > 1 and ns[1] - ns[0] == 2 and ns[0] % 2 else ''}" \
              f"{' (even)' if len(ns) > 1 and ns[1] - ns[0] == 2 and ns[0] % 2 == 0 else ''}, both counterfeit weights"
    return Check(key, where, claim, checked, rows, correction=correction, reading=reading, misere=misere)


def _lemma6(max_n: int) -> list[Check]:
    ns = range(2, max_n + 1)
    checks = [
        _per_n_check("lemma6-F", "Lemma 6 / Table 4", "G(F+_N) = N for N > 1", ns, "F", lambda n: n, True),
        _per_n_check("lemma6-FI", "Lemma 6 / Table 4", "G(FI+_N) = N for N > 1", ns, "FI", lambda n: n, True),
        _per_n_check("lemma6-FM", "Lemma 6 / Table 4", "G(FM+_N) = N - 1 for N > 1", ns, "FM", lambda n: n - 1, True),
        _per_n_check("lemma6-FIM", "Lemma 6 / Table 4", "G(FIM+_N) = N - 1 for N > 1", ns, "FIM", lambda n: n - 1,
                     True),
    ]
    rows = []
    for n in ns:
        heap = _misere_nim(n)
        vals = [classical_misere_value(coin_game(g, n, fake=k)) for g in ("FM+", "FIM+") for k in KINDS]
        paper = [value(coin_game(g, n, fake=k)) for g in ("FM+", "FIM+") for k in KINDS]
        rows.append(Row(f"FM+({n}), FIM+({n})", f"misère Nim heap {n}: {heap}",
                        f"classical {_ranges(vals)}, paper's reading {_ranges(paper)}", set(vals) == {heap}, n))
    checks.append(Check("lemma6-misere-nim", "Lemma 6",
                        "FM+_N and FIM+_N are the misère play of a Nim heap of N (compared by classical misère "
                        "Grundy values)", f"2 <= N <= {max_n}, both kinds", rows,
                        notes=["Under the paper's own reading FM+_N is the normal play of a Nim heap of N - 1, which "
                               "is what Table 4 prints."]))
    return checks


def _after_table4(max_n: int) -> list[Check]:
    same, imb = [], []
    for n in range(1, max_n + 1):
        a, b = value(F(n, extra=True)), value(FI(n, extra=True))
        c = _val(FM(n, extra=True))
        d = value(FIM(n, extra=True))
        ok = a == b and (c is None or c == d)
        same.append(Row(f"N = {n}", "F+ = FI+ and FM+ = FIM+" + (" (from N = 2)" if n == 1 else ""),
                        f"{a} / {b}; {_fmt(c)} / {d}", ok if n >= 2 else None, n))
        for game in ("F", "FI", "FM", "FIM"):
            p = coin_game(game + "+", n)
            if p.misere and p.is_goal():
                continue
            full = value(p)
            opts = [o for o in p.options() if not o.unknown]
            only = mex(value(o) for o in opts)
            imb.append(Row(f"{game}+({n})", "unchanged", f"{full} -> {only}", full == only, n))
    return [
        Check("after-table4-same", "Section 3.1, after Table 4",
              "From N = 2 on, the find and find-identify games with an extra coin have the same values",
              f"1 <= N <= {max_n}", same),
        Check("after-table4-imbalance", "Section 3.1, after Table 4",
              "Allowing only imbalances (from unknown coins) does not change the values", f"1 <= N <= {max_n}", imb,
              reading="Balances are forbidden while coins are unknown; once destined, the game is played as usual."),
    ]


def _cor7(max_n: int) -> list[Check]:
    rows = []
    for n in range(2, max_n + 1):
        notes, ok = [], True
        for game in ("F", "FI"):
            m = coin_game(game + "+", n).weigh((1, 0, 0, 0), (0, 0, 0, 1), "left")
            good = m.after.is_goal()
            ok &= good
            notes.append(f"{game}+: counterfeit v extra coin {'ends it' if good else 'does not end it'}")
        for game in ("FM", "FIM"):
            m = coin_game(game + "+", n).weigh((1, 0, 0, 0), (1, 0, 0, 0), "left")
            good = not m.after.options() and value(m.after) == 0
            ok &= good
            notes.append(f"{game}+: counterfeit v unknown {'leaves no move' if good else 'does not win'}")
        rows.append(Row(f"N = {n}", "won in one move by the named weighing", "; ".join(notes), ok, n))
    return [Check("cor7", "Corollary 7",
                  "With an extra coin and N > 1 the first player wins in one move: normal play, counterfeit v extra "
                  "coin; misère play, counterfeit v another unknown coin",
                  f"2 <= N <= {max_n}", rows)]


def _lemma8(max_n: int) -> list[Check]:
    rows = []
    for n in range(1, max_n + 1):
        opts = FI(n).options()
        cleared = {n - o.unknown for o in opts if o.unknown}
        destined = {o.light + o.heavy for o in opts if not o.unknown}
        balanced = all(o.light == o.heavy for o in opts if not o.unknown)
        claimed_c = set(range(2, n - 1, 2))
        claimed_d = set(range(2, n + 1, 2))
        fixed_c = set(range(2, n, 2))
        ok = cleared == claimed_c and destined == claimed_d and balanced
        rows.append(Row(f"F({n})", f"cleared {_ranges(claimed_c)}; destined {_ranges(claimed_d)}",
                        f"cleared {_ranges(cleared)}; destined {_ranges(destined)}", ok, n,
                        fix=f"cleared {_ranges(fixed_c)}",
                        fix_ok=cleared == fixed_c and destined == claimed_d and balanced))
    return [Check("lemma8", "Lemma 8",
                  "From N unknown coins (no extra coin) one weighing leaves an even number <= N - 2 of coins cleared "
                  "and the rest unknown, or an even number of destined coins (half of each destiny) and the rest "
                  "cleared, and nothing else",
                  f"1 <= N <= {max_n}", rows,
                  correction="Cleared coins: any even number below N. For odd N a balance can clear N - 1 coins, "
                             "leaving one unknown coin (Table 7 lists that move)")]


def _table5_7(max_n: int) -> list[Check]:
    games = ("F", "FI", "FM", "FIM")
    t5: dict[str, list[Row]] = {g: [] for g in games}
    t7: dict[str, list[Row]] = {g: [] for g in games}
    for n in range(2, max_n + 1):
        k = n // 2
        start = FI(n)
        opts = start.options()
        for g in games:
            goal = IDENTIFY if "I" in g else FIND
            misere = g.endswith("M")

            def val(o: CoinPosition) -> int | None:
                q = CoinPosition(o.unknown, o.light, o.heavy, o.genuine, o.fake, goal, misere)
                return _val(q)

            def alt(o: CoinPosition) -> int:
                return classical_misere_value(CoinPosition(o.unknown, o.light, o.heavy, o.genuine, o.fake, goal))

            def add(rows: list[Row], label: str, pv: str, found: list[CoinPosition], fix: str | None = None) -> None:
                if not found:
                    rows.append(Row(label, pv, "no such move", False, n))
                    return
                got = {_fmt(val(o)) for o in found}
                shown = ", ".join(sorted(got))
                ok = got == {pv}
                a = {str(alt(o)) for o in found} if misere else None
                fix = pv if fix is None else fix
                rows.append(Row(label, pv, shown, ok, n, alt=None if a is None else ", ".join(sorted(a)),
                                alt_ok=None if a is None else a == {pv}, fix=fix, fix_ok=got == {fix}))

            if n % 2 == 0:
                for i in range(1, k):
                    found = [o for o in opts if o.unknown == 2 * i]
                    pv = str(2 * i if not misere else 2 * i - 1)
                    add(t5[g], f"{g}({n}): {2 * i} unknown", pv, found)
                for i in range(1, k):
                    found = [o for o in opts if not o.unknown and o.light + o.heavy == 2 * i]
                    pv = str(2 * i - 1 if not misere else 2 * i - 2)
                    add(t5[g], f"{g}({n}): {2 * i} destined", pv, found)
                found = [o for o in opts if not o.unknown and o.light + o.heavy == n]
                pv = str(n - 2 if not misere else n - 3)
                add(t5[g], f"{g}({n}): all {n} destined", pv, found, fix="0" if n == 2 else None)
            else:
                for i in range(1, k):
                    found = [o for o in opts if o.unknown == 2 * i + 1]
                    pv = str(2 * i + 1 if not misere else 2 * i)
                    add(t7[g], f"{g}({n}): {2 * i + 1} unknown", pv, found)
                found = [o for o in opts if o.unknown == 1]
                pv = {"F": "0", "FI": "1", "FM": "N/A", "FIM": "1"}[g]
                if g == "FM":
                    ok = all(CoinPosition(o.unknown, o.light, o.heavy, o.genuine, o.fake, goal).is_goal()
                             for o in found) and bool(found)
                    t7[g].append(Row(f"{g}({n}): 1 unknown", pv, "N/A (meets the goal: forbidden)" if ok else "?",
                                     ok, n))
                else:
                    add(t7[g], f"{g}({n}): 1 unknown", pv, found, fix="0" if g == "FIM" else None)
                for i in range(1, k + 1):
                    found = [o for o in opts if not o.unknown and o.light + o.heavy == 2 * i]
                    pv = str(2 * i - 1 if not misere else 2 * i - 2)
                    add(t7[g], f"{g}({n}): {2 * i} destined", pv, found)
    checks = []
    r5 = "Rows: a balance leaving 2i unknown coins (0 < 2i < N) and N - 2i genuine; an imbalance with i coins a " \
         "pan, leaving i light- and i heavy-destined coins; all N coins on the scale (no genuine coin left)."
    r7 = "The caption 'N = 2k moves' is read as N = 2k + 1. Rows: a balance leaving 2i + 1 unknown coins " \
         "(1 < 2i + 1 < N); a balance leaving 1 unknown coin; an imbalance leaving i light- and i heavy-destined coins."
    for g in games:
        m = g.endswith("M")
        checks.append(Check(f"table5-{g}", "Table 5", f"Values of the moves from {g}_N, N = 2k even",
                            f"even 2 <= N <= {max_n}", t5[g], reading=r5, misere=m,
                            correction="The row 'all 2k destined' is 2k - 3 only from k = 2: for k = 1 the position "
                                       "D(1,1) has no move and is worth 0" if m else None))
        checks.append(Check(f"table7-{g}", "Table 7", f"Values of the moves from {g}_N, N = 2k + 1 odd",
                            f"odd 3 <= N <= {max_n}", t7[g], reading=r7, misere=m,
                            correction="The '1 unknown' entry is 0: FIM+_1 has no move under the paper's reading"
                            if g == "FIM" else None))
    return checks


def _lemma9_10(max_n: int) -> list[Check]:
    even = range(2, max_n + 1, 2)
    odd = range(1, max_n + 1, 2)
    r8 = "Table 8 is read as printed: F_N = 1, FI_N = 0, FM_N = 1, FIM_N = 1 for odd N."
    return [
        _per_n_check("lemma9-F", "Lemma 9 / Table 6", "G(F_N) = 0 for even N", even, "F", lambda n: 0, False,
                     fix=lambda n: 1 if n == 2 else 0, correction="G(F_2) = 1: its one weighing leaves two coins of opposite destiny and no genuine "
                                "coin, a dead position"),
        _per_n_check("lemma9-FI", "Lemma 9 / Table 6", "G(FI_N) = 0 for even N", even, "FI", lambda n: 0, False,
                     fix=lambda n: 1 if n == 2 else 0, correction="G(FI_2) = 1, as for F_2"),
        _per_n_check("lemma9-FM", "Lemma 9 / Table 6", "G(FM_N) = N - 2 for even N", even, "FM", lambda n: n - 2,
                     False, fix=lambda n: 1 if n == 2 else n - 2, correction="G(FM_2) = 1: the dead position D(1,1) does not meet the goal, so moving "
                                       "there is allowed and wins"),
        _per_n_check("lemma9-FIM", "Lemma 9 / Table 6", "G(FIM_N) = N - 2 for even N", even, "FIM",
                     lambda n: n - 2, False, fix=lambda n: 1 if n == 2 else n - 2,
                     correction="G(FIM_2) = 1, as for FM_2"),
        _per_n_check("lemma10-F", "Lemma 10 / Table 8", "G(F_N) = 1 for odd N", odd, "F", lambda n: 1, False,
                     fix=lambda n: 2, reading=r8,
                     correction="G(F_N) = 2 for every odd N >= 3: the moves reach 0 (clear all but one coin: found) "
                                "and 1 (two destined coins and a genuine one), so the mex is 2; F_1 is not "
                                "applicable"),
        _per_n_check("lemma10-FI", "Lemma 10 / Table 8", "G(FI_N) = 0 for odd N", odd, "FI", lambda n: 0, False,
                     reading=r8),
        _per_n_check("lemma10-FM", "Lemma 10 / Table 8", "G(FM_N) = 1 for odd N", odd, "FM", lambda n: 1, False,
                     reading=r8),
        _per_n_check("lemma10-FIM", "Lemma 10 / Table 8", "G(FIM_N) = 1 for odd N", odd, "FIM", lambda n: 1, False,
                     fix=lambda n: 0 if n == 1 else 1, reading=r8, correction="G(FIM_1) = 0: one unknown coin and no genuine coin, no weighing is "
                                            "possible"),
    ]


def _after_lemma10(max_n: int) -> list[Check]:
    normal, mis = [], []
    for n in range(3, max_n + 1, 2):
        for game in ("F", "FI"):
            p = coin_game(game, n)
            m = p.weigh((1, 0, 0, 0), (1, 0, 0, 0), "left")
            named = value(m.after) == 0
            instant = [w for w in p.moves() if w.after.is_goal()]
            fix_ok = (game == "F" and bool(instant)) or (game == "FI" and value(p) == 0)
            normal.append(Row(f"{game}({n})", "won in one move: counterfeit v a real coin",
                              f"that weighing leaves value {value(m.after)}; "
                              f"{'a one-move win exists' if instant else 'no one-move win'}; "
                              f"G = {value(p)}", named and bool(instant), n,
                              fix="F: win by balancing all other coins; FI: P-position",
                              fix_ok=fix_ok))
        for game in ("FM", "FIM"):
            p = coin_game(game, n)
            m = p.weigh((1, 0, 0, 0), (1, 0, 0, 0), "left")
            a = m.after
            ok = (not a.options() and a.light == 1 and a.heavy == 1 and value(a) == 0)
            mis.append(Row(f"{game}({n})", "counterfeit v a real coin leaves a terminal position, D+(1,1)",
                           f"leaves {a.light} light + {a.heavy} heavy, {len(a.options())} moves", ok, n))
    checked = f"odd 3 <= N <= {max_n}"
    return [
        Check("after-lemma10-normal", "Section 3.2, after Lemma 10",
              "For odd N, normal play is won in one move by comparing the counterfeit with a real coin",
              checked, normal,
              correction="F_N (odd N) is won at once by balancing all other coins (the counterfeit is then found); "
                         "the counterfeit-v-real weighing leaves D+(1,1), worth 1, so it loses. FI_N (odd N) is a "
                         "P-position: there is no winning move"),
        Check("after-lemma10-misere", "Section 3.2, after Lemma 10",
              "For odd N, misère play: the same first move wins, leaving two coins of opposite destiny and no move",
              checked, mis),
    ]


def _find_vs_identify(max_n: int) -> list[Check]:
    rows = []
    for n in range(1, max_n + 1):
        pairs = [("F+", "FI+"), ("FM+", "FIM+"), ("FM", "FIM")]
        for a, b in pairs:
            pa, pb = coin_game(a, n), coin_game(b, n)
            va, vb = _val(pa), _val(pb)
            applicable = va is not None and vb is not None and n >= 2
            rows.append(Row(f"{a}({n}) v {b}({n})", "equal", f"{_fmt(va)} / {_fmt(vb)}",
                            (va == vb) if applicable else None, n))
    diff = [n for n in range(2, max_n + 1) if value(F(n)) != value(FI(n))]
    rows.append(Row(f"F(N) v FI(N), 2 <= N <= {max_n}", "not almost identical",
                    f"differ at N = {_ranges(diff)}", len(diff) * 4 >= max_n - 1, max_n))
    return [Check("find-vs-identify", "Section 1 (end) and Section 3.1",
                  "With an extra coin, find and find-identify are almost identical; without it, only the misère "
                  "games are", f"1 <= N <= {max_n} (N = 1 set aside)", rows)]


def check_claims(max_n: int = 30, ctx: Context | None = None) -> list[Check]:
    """Recompute every claim of the paper up to *max_n* coins.

    Parameters
    ----------
    max_n : int
        Largest number of coins (``l + h`` for the destined games).
    ctx : Context, optional
        Progress reporting (``ctx.track``) when run as a reproduction.

    Returns
    -------
    list of Check
        One per claim, in the order of the paper.

    Raises
    ------
    InputTypeError
        If *max_n* is not an int (or is a bool).
    InputValueError
        If *max_n* is below 4.

    Examples
    --------
    >>> [c.verdict.value for c in check_claims(6) if c.key in ("lemma6-F", "lemma10-F")]
    ['holds', 'fails']
    """
    max_n = check_int(max_n, "max_n (the claims start at N = 1..4)", minimum=4)
    parts = _parts(max_n)
    if ctx is None:
        return [check for build in parts for check in build()]
    # each part of the paper is one chunk, which may run in another process
    results = ctx.map_chunks(claims_chunk, [[max_n, i] for i in range(len(parts))], desc="aequitas")
    return [_check_from_json(entry) for result in results for entry in result]


def _parts(max_n: int) -> list[Callable[[], list[Check]]]:
    """The checks of the paper, part by part (each independent of the others)."""
    return [
        lambda: _section2_examples(max_n),
        lambda: _lemma1(max_n),
        lambda: _lemma1_text(max_n),
        lambda: _lemma2_cor3(max_n),
        lambda: _cor4(max_n),
        lambda: _table1(max_n),
        lambda: _table2(max_n),
        lambda: _intro(max_n),
        lambda: _fake_matters(max_n),
        lambda: _section3_opening(max_n),
        lambda: _lemma5(max_n),
        _one_coin,
        _table3,
        _two_coins,
        lambda: _lemma6(max_n),
        lambda: _after_table4(max_n),
        lambda: _cor7(max_n),
        lambda: _lemma8(max_n),
        lambda: _table5_7(max_n),
        lambda: _lemma9_10(max_n),
        lambda: _after_lemma10(max_n),
        lambda: _find_vs_identify(max_n),
    ]


def claims_chunk(chunk: list[int]) -> list[dict[str, Any]]:
    """The checks of one part of the paper, as JSON: *chunk* is ``[max_n, part]``.

    The chunk task of the reproduction (see
    :meth:`cgtalg.verify.Context.map_chunks`): the parts are independent, so
    they may run in other processes; :func:`check_claims` turns the results
    back into :class:`Check` records.

    Parameters
    ----------
    chunk : list of int
        ``[max_n, part]``: the largest number of coins, and the index of the
        part of the paper to check.

    Returns
    -------
    list of dict
        Each :class:`Check` of that part as a dict (``dataclasses.asdict``).

    Examples
    --------
    >>> [c["key"] for c in claims_chunk([6, 13])]
    ['two-coins']
    >>> _check_from_json(claims_chunk([6, 13])[0]) == _parts(6)[13]()[0]
    True
    """
    max_n, part = chunk
    return [asdict(check) for check in _parts(max_n)[part]()]


def _check_from_json(entry: dict[str, Any]) -> Check:
    fields = dict(entry)
    fields["rows"] = [Row(**row) for row in fields["rows"]]
    return Check(**fields)


def _table_lines(check: Check) -> list[str]:
    lines = [f"== {check.where}: {check.claim}"]
    if check.reading:
        lines.append(f"   reading: {check.reading}")
    head = ("case", "printed", "computed")
    misere = check.misere and any(r.alt is not None for r in check.rows)
    fixes = any(r.fix is not None for r in check.rows) and check.verdict is not Verdict.HOLDS
    widths = [max([len(head[0])] + [len(r.case) for r in check.rows]),
              max([len(head[1])] + [len(r.printed) for r in check.rows])]
    header = f"   {head[0]:<{widths[0]}}  {head[1]:<{widths[1]}}  computed"
    if misere:
        header += "  | classical misère"
    lines.append(header)
    for r in check.rows:
        mark = {True: "ok", False: "DIFFERS", None: "n/a"}[r.ok]
        line = f"   {r.case:<{widths[0]}}  {r.printed:<{widths[1]}}  {r.computed}  [{mark}]"
        if misere and r.alt is not None:
            line += f"  | {r.alt}{'' if r.alt_ok is None else ' (matches)' if r.alt_ok else ''}"
        if fixes and r.fix is not None and r.ok is False:
            line += f"  -> corrected: {r.fix}"
        lines.append(line)
    lines.append(f"   verdict: {check.verdict.value} ({check.checked}); {check.summary()}")
    if check.counterexample():
        lines.append(f"   smallest counterexample: {check.counterexample()}")
    if check.correction_status():
        lines.append(f"   correction: {check.correction_status()}")
    for note in check.notes:
        lines.append(f"   note: {note}")
    return lines


def render_check_table(max_n: int = 30, only: str | None = None, checks: list[Check] | None = None) -> str:
    """The full check table, printed against computed, case by case, and a summary.

    Parameters
    ----------
    max_n : int
        Largest number of coins.
    only : str, optional
        Keep the claims whose key or place in the paper contains this text
        (``"Table 1"``, ``"lemma10"``), case-insensitively.
    checks : list of Check, optional
        Already computed checks (from :func:`check_claims`).

    Returns
    -------
    str
        Each claim's table of cases, then :func:`render_summary`.

    Raises
    ------
    InputValueError
        If *only* matches no claim's key or place in the paper.

    Examples
    --------
    >>> print(render_check_table(6, only="lemma10-FI").splitlines()[0])
    == Lemma 10 / Table 8: G(FI_N) = 0 for odd N
    """
    checks = check_claims(max_n) if checks is None else checks
    if only is not None:
        key = only.lower()
        checks = [c for c in checks if key in c.key.lower() or key in c.where.lower()]
        if not checks:
            raise InputValueError(f"no claim matches {only!r}")
    out: list[str] = []
    for c in checks:
        out.extend(_table_lines(c))
        out.append("")
    out.append(render_summary(checks))
    return "\n".join(out)


def render_summary(checks: list[Check]) -> str:
    """One line per claim: where, verdict, smallest counterexample.

    Parameters
    ----------
    checks : list of Check
        The checks, as :func:`check_claims` returns them.

    Returns
    -------
    str
        A count of the verdicts, then one line per check.

    Examples
    --------
    >>> print(render_summary(check_claims(5)).splitlines()[0])
    Summary: 61 claims; 33 hold, 12 hold with an exception, 16 fail.
    """
    counts = {v: sum(1 for c in checks if c.verdict is v) for v in Verdict}
    lines = [f"Summary: {len(checks)} claims; {counts[Verdict.HOLDS]} hold, "
             f"{counts[Verdict.HOLDS_WITH_EXCEPTION]} hold with an exception, {counts[Verdict.FAILS]} fail."]
    for c in checks:
        line = f"  {c.verdict.value:<24} {c.where}: {c.claim}"
        if c.counterexample():
            line += f"  -- smallest counterexample {c.counterexample()}"
        lines.append(line)
    return "\n".join(lines)


def render_game_table(name: str, max_n: int = 30) -> str:
    """The values of one named game for every size up to *max_n*.

    *name* is as in :func:`~cgtalg.rulesets.aequitas.coin_game` (``"F"``,
    ``"FIM+"``, ``"D"``, ``"DM+"``...). Columns: the value under the game's
    own rules and the classical misère value, for each counterfeit weight.

    Parameters
    ----------
    name : str
        The game's name.
    max_n : int, optional
        The largest number of coins (``l + h`` for the destined games), at
        least 1.

    Returns
    -------
    str
        A header line and one line per size (per split ``l, h`` and counterfeit
        kind for the destined games).

    Raises
    ------
    InputTypeError
        If *max_n* is not an int (or is a bool).
    InputValueError
        If *max_n* is not positive.
    InputValueError
        If *name* is not the name of a game of the paper.

    Examples
    --------
    >>> print(render_game_table("F", 4))
    F(N), value under its own rules; classical misère value; counterfeit light / heavy
      N = 1: n/a (goal met) / n/a (goal met); classical 1 / 1
      N = 2: 1 / 1; classical 0 / 0
      N = 3: 2 / 2; classical 2 / 2
      N = 4: 0 / 0; classical 1 / 1
    """
    max_n = check_int(max_n, "max_n", minimum=1)
    coin_game(name, *((1, 0) if name.strip().startswith("D") else (1,)))  # validates the name
    base = name.strip()
    lines = [f"{base}(N), value under its own rules; classical misère value; counterfeit light / heavy"]

    def own(p: CoinPosition) -> str:
        if p.is_goal():
            return "n/a (goal met)"
        return str(value(p))

    if base.startswith("D"):
        lines[0] = f"{base}(l,h), value under its own rules; classical misère value"
        for n, l, h, fake in _destined_cases(max_n):
            p = coin_game(base, l, h, fake=fake)
            lines.append(f"  {base}({l},{h}), fake {fake}: {own(p)}; classical {classical_misere_value(p)}")
        return "\n".join(lines)
    for n in range(1, max_n + 1):
        ps = [coin_game(base, n, fake=k) for k in KINDS]
        lines.append(f"  N = {n}: {own(ps[0])} / {own(ps[1])}; classical "
                     f"{classical_misere_value(ps[0])} / {classical_misere_value(ps[1])}")
    return "\n".join(lines)


@reproduction(
    "aequitas",
    "Æquitas: two-player counterfeit coin games",
    SOURCE,
    kind="paper",
    max_n=(30, "largest number of coins checked (l + h for the destined games)", 4, 60),
)
def aequitas(ctx: Context) -> Iterator[Finding]:
    """Yield one finding per claim of the paper (see :func:`check_claims`).

    Parameters
    ----------
    ctx : Context
        The run's context; its parameters:

        max_n : int
            The largest number of coins checked (4 to 60; ``l + h`` for the
            destined games).

    Yields
    ------
    Finding
        One per claim of the paper, in the order of :func:`check_claims`.

    Examples
    --------
    >>> from cgtalg.verify import run
    >>> fs = list(run("aequitas", max_n=6))
    >>> sum(f.verdict.value == "fails" for f in fs) > 0
    True

    References
    ----------
    K. Burke, T. Khovanova, J. Lee, R. J. Nowakowski, A. Rowland and
    C. Tennenhouse, *Æquitas: Two-Player Counterfeit Coin Games* (2022).
    """
    for check in check_claims(ctx["max_n"], ctx):
        yield check.finding()
