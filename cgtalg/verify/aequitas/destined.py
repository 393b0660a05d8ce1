"""Section 2 of the Æquitas paper, destined coins, checked claim by claim.

A *destined* coin is known to be either genuine or the counterfeit of one
kind: ``D_{l,h}`` has l light-destined and h heavy-destined coins (N = l + h),
``D+`` adds a genuine coin, ``DM`` is the misère game. Each claim of the
section (with the introduction's remark on these games and the paper's
habit of writing their values as functions of l, h or N alone) is one
function of ``max_n`` that returns its :class:`~.checks.Check`, or one per
column of a table; :data:`CLAIMS` records them in the paper's order, each
with where the paper makes it.

Examples
--------
>>> [c.name for c in CLAIMS][:3]
['example_n2', 'example_n3', 'lemma1_normal']
>>> _example_n2(30).verdict.value
'holds'
"""

from __future__ import annotations

import itertools
from typing import Iterator

from cgtalg.rulesets.coins.aequitas import FIND, CoinPosition, D, DM, Move, classical_misere_value, coin_game, value
from cgtalg.verify.framework import Claims

from .cases import (
    KINDS,
    both_kinds,
    counterfeit_alone,
    destined_cases,
    destined_name,
    first_counts,
    misere_nim,
    own_value,
    ranges,
    smallest_missing,
)
from .checks import Check, Row

__all__ = ["CLAIMS"]

#: The claims of Section 2, in the paper's order; each takes ``max_n``.
CLAIMS: Claims[int] = Claims()


# -- the worked examples N = 2 and N = 3 ----------------------------------------------------------


def _all_weighings(p: CoinPosition) -> list[Move]:
    """Every informative weighing by counts (a literal search, small N only)."""
    have = (p.unknown, p.light, p.heavy, p.genuine)
    out = []
    ranges_ = [range(c + 1) for c in have]
    for left in itertools.product(*ranges_):
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


@CLAIMS("Section 2, example N = 2")
def _example_n2(max_n: int) -> Check:
    """With N = 2, D(1,1) has no informative weighing, and in D(2,0) the only weighing reveals the counterfeit."""
    rows = []
    for l, h in ((2, 0), (1, 1), (0, 2)):
        for fake in KINDS:
            if (l if fake == "light" else h) == 0:
                continue
            moves = D(l, h, fake=fake).moves()
            if l == h:
                ok = not moves
                printed, computed = "no informative weighing", f"{len(moves)} legal weighings"
            else:
                ok = bool(moves) and all(m.after.is_goal() for m in moves)
                printed = "the only weighing reveals the counterfeit"
                computed = f"{len(moves)} weighing(s), all finding it" if ok else f"{len(moves)} weighing(s)"
            rows.append(Row(destined_name(l, h, fake), printed, computed, ok, 2))
    return Check("example-n2", "Section 2, example N = 2",
                 "With N = 2: D(1,1) has no informative weighing; in D(2,0) the only weighing reveals the counterfeit",
                 "all splits of N = 2", rows)


@CLAIMS("Section 2, example N = 3")
def _example_n3(max_n: int) -> Check:
    """With N = 3 only 1-against-1 weighings exist, informative only for two coins of one destiny, and final.

    Wrong as printed: with both destinies present, a light- against a
    heavy-destined coin is informative when the counterfeit is on the scale.
    """
    rows = []
    for _, l, h, fake in destined_cases(3, 3):
        sizes, mixed, unresolved = set(), [], []
        for m in _all_weighings(D(l, h, fake=fake)):
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
        both = bool(l and h)
        fix = ("a light- against a heavy-destined coin is informative when the counterfeit is one of them"
               if both else "holds")
        fix_ok = not both or (bool(mixed) and all(not x.after.is_goal() for x in unresolved))
        rows.append(Row(destined_name(l, h, fake),
                        "1 against 1 only; the two share a destiny; the counterfeit is then found",
                        computed, ok, 3, fix=fix, fix_ok=fix_ok))
    return Check("example-n3", "Section 2, example N = 3",
                 "With N = 3 only 1-against-1 weighings exist; the two coins must share a destiny to be informative, "
                 "and after the weighing the Observer knows the counterfeit",
                 "all splits of N = 3, both counterfeit kinds", rows,
                 correction="With both destinies present, weighing a light- against a heavy-destined coin is also "
                            "informative when the counterfeit is on the scale: it clears the third coin and leaves "
                            "two suspects of opposite destiny")


# -- Lemma 1: an extra coin -----------------------------------------------------------------------


def _lemma1_range(max_n: int) -> str:
    return f"every split l + h = N, 2 <= N <= {max_n}, both counterfeit kinds"


@CLAIMS("Lemma 1")
def _lemma1_normal(max_n: int) -> Check:
    """Lemma 1: G(D+_{l,h}) = N - 1, the game is a Nim heap of N - 1."""
    rows = []
    for n, l, h, fake in destined_cases(max_n, 2):
        g = value(D(l, h, extra=True, fake=fake))
        rows.append(Row(destined_name(l, h, fake, True), str(n - 1), str(g), g == n - 1, n))
    return Check("lemma1-normal", "Lemma 1", "G(D+_{l,h}) = N - 1: the game is a Nim heap of N - 1",
                 _lemma1_range(max_n), rows)


@CLAIMS("Lemma 1")
def _lemma1_misere(max_n: int) -> Check:
    """Lemma 1: G(DM+_{l,h}) = N - 2 (the paper's misère reading; the classical misère value is shown beside)."""
    rows = []
    for n, l, h, fake in destined_cases(max_n, 2):
        gm = value(DM(l, h, extra=True, fake=fake))
        gc = classical_misere_value(D(l, h, extra=True, fake=fake))
        rows.append(Row(destined_name(l, h, fake, True, True), str(n - 2), str(gm), gm == n - 2, n,
                        alt=str(gc), alt_ok=gc == n - 2))
    return Check("lemma1-misere", "Lemma 1", "G(DM+_{l,h}) = N - 2", _lemma1_range(max_n), rows, misere=True,
                 notes=["The formula N - 2 is the paper's misère reading; the classical misère value is N - 1 "
                        "for N >= 3 (see the next claim)."])


@CLAIMS("Lemma 1")
def _lemma1_misere_nim(max_n: int) -> Check:
    """Lemma 1: DM+_{l,h} is the misère play of a Nim heap of N - 1 (compared by classical misère values)."""
    rows = []
    for n, l, h, fake in destined_cases(max_n, 2):
        gm = value(DM(l, h, extra=True, fake=fake))
        gc = classical_misere_value(D(l, h, extra=True, fake=fake))
        heap = misere_nim(n - 1)
        rows.append(Row(destined_name(l, h, fake, True), f"misère Nim heap {n - 1}: {heap}",
                        f"classical {gc}, paper's reading {gm}", gc == heap, n))
    return Check("lemma1-misere-nim", "Lemma 1",
                 "DM+_{l,h} is the misère play of a Nim heap of N - 1 (compared by classical misère Grundy values)",
                 _lemma1_range(max_n), rows,
                 notes=["Under the paper's own reading DM+ is instead the normal play of a Nim heap of N - 2, "
                        "which is what the formula G = N - 2 says."])


@CLAIMS("Section 2.2 and Tables 5, 7 (Lemma 1 used with more genuine coins)")
def _lemma1_ballast(max_n: int) -> Check:
    """With any number g >= 1 of genuine coins the destined values are still N - 1 (normal) and N - 2 (misère).

    Source: Section 2.2 and Tables 5 and 7, which use Lemma 1 for the
    positions met after a first weighing.
    """
    rows = []
    for n, l, h, fake in destined_cases(max_n, 2):
        got_n, got_m = set(), set()
        for extra in range(1, max_n - n + 2):
            got_n.add(value(CoinPosition(0, l, h, extra, fake)))
            got_m.add(value(CoinPosition(0, l, h, extra, fake, FIND, True)))
        ok = got_n == {n - 1} and got_m == {n - 2}
        rows.append(Row(f"D({l},{h}) with 1..{max_n - n + 1} genuine, fake {fake}", f"{n - 1} / {n - 2}",
                        f"{ranges(got_n)} / {ranges(got_m)}", ok, n))
    return Check("lemma1-ballast", "Section 2.2 and Tables 5, 7 (Lemma 1 used with more genuine coins)",
                 "With any number g >= 1 of genuine coins the destined values are still N - 1 (normal) and N - 2 "
                 "(misère)",
                 f"every split 2 <= N <= {max_n}, 1 <= g <= {max_n} - N + 1, both kinds", rows)


def _clear_all_but(p: CoinPosition, keep_light: int, keep_heavy: int) -> Move:
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


@CLAIMS("Lemma 1, proof")
def _lemma1_proof(max_n: int) -> Check:
    """The proof of Lemma 1: from D+_{l,h} one weighing can clear any number of coins up to N - 1."""
    rows = []
    for n, l, h, fake in destined_cases(max_n, 2):
        cleared = {n - o.suspects for o in D(l, h, extra=True, fake=fake).options()}
        rows.append(Row(destined_name(l, h, fake, True), f"any of {ranges(range(1, n))}", ranges(cleared),
                        cleared == set(range(1, n)), n))
    return Check("lemma1-proof", "Lemma 1, proof",
                 "From D+_{l,h} one weighing can clear any number of coins up to N - 1",
                 f"every split 2 <= N <= {max_n}, both kinds", rows)


@CLAIMS("Section 2.1, after Lemma 1")
def _lemma1_wins(max_n: int) -> Check:
    """D+ is won at once by clearing every other coin, DM+ by clearing all but two (Section 2.1, after Lemma 1).

    Corrected: the misère win needs N >= 3 (DM+ with N = 2 is a P-position).
    """
    rows = []
    for n, l, h, fake in destined_cases(max_n, 2):
        p = D(l, h, extra=True, fake=fake)
        # normal play: clear every coin but the counterfeit
        alone = (1, 0) if fake == "light" else (0, 1)
        normal_win = _clear_all_but(p, *alone).after.is_goal()
        # misère play: clear all but the counterfeit and one more coin, whichever
        pm = DM(l, h, extra=True, fake=fake)
        keeps = [(alone[0] + a, alone[1] + b) for a, b in ((1, 0), (0, 1)) if (alone[0] + a) <= l and
                 (alone[1] + b) <= h]
        misere_win = n >= 3 and all(value(_clear_all_but(pm, *k).after) == 0 for k in keeps)
        rows.append(Row(destined_name(l, h, fake, True),
                        "normal: win by clearing every other coin; misère: win by clearing all but two",
                        f"normal: {'wins' if normal_win else 'does not win'}; misère: "
                        f"{'wins' if misere_win else 'does not win'} (G(DM+) = {value(pm)})",
                        normal_win and misere_win and value(pm) != 0, n,
                        fix="misère: a P-position when N = 2" if n == 2 else None,
                        fix_ok=(value(pm) == 0) if n == 2 else None))
    return Check("lemma1-wins", "Section 2.1, after Lemma 1",
                 "D+: the first player wins at once by clearing every other coin; DM+: by clearing all but two coins "
                 "(the counterfeit and any other)",
                 f"every split 2 <= N <= {max_n}, both kinds", rows,
                 correction="The misère win needs N >= 3: DM+ with N = 2 is a P-position")


# -- Lemma 2 and Corollary 3: how many destined coins one weighing can leave ------------------------


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
    if n % 2 == 0 and m == 1 and not counterfeit_alone(l, h, fake):
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
    if n % 2 == 0 and m == 1 and counterfeit_alone(l, h, fake):
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


def _informative_cases(max_n: int, lo: int = 2) -> Iterator[tuple[int, int, int, str]]:
    """The destined cases from N = *lo* on without D(1,1), which the paper sets aside (nothing can be learned)."""
    return ((n, l, h, fake) for n, l, h, fake in destined_cases(max_n, lo) if not l == h == 1)


def _lemma2_range(max_n: int) -> str:
    return f"every split 2 <= l + h <= {max_n} except D(1,1), both counterfeit kinds"


@CLAIMS("Lemma 2")
def _lemma2(max_n: int) -> Check:
    """Lemma 2: the numbers of destined coins one weighing can leave (N's parity; up to N - 2 or to N/2 + min(l,h)).

    Corrected: the exception for even N with min(l,h) = 1 holds only when the
    counterfeit is the only coin of its destiny.
    """
    rows = []
    for n, l, h, fake in _informative_cases(max_n):
        reach = first_counts(D(l, h, fake=fake))
        claimed = _lemma2_claimed(l, h)
        fixed = _lemma2_fixed(l, h, fake)
        rows.append(Row(destined_name(l, h, fake), ranges(claimed), ranges(reach), reach == claimed, n,
                        fix=ranges(fixed), fix_ok=reach == fixed))
    return Check("lemma2", "Lemma 2",
                 "The numbers of destined coins one weighing can leave: those of N's parity; for N = 2l anything "
                 "up to N - 2; otherwise anything below N and at most floor(N/2) + min(l,h); except that for even N "
                 "with min(l,h) = 1 one destined coin cannot be reached",
                 _lemma2_range(max_n), rows,
                 correction="The exception holds only when the counterfeit is the only coin of its destiny; when it "
                            "shares its destiny, comparing it with a coin of its destiny leaves 1 destined coin",
                 reading="'Any number' means any positive number below N (a weighing must clear a coin, and the "
                         "counterfeit always stays).")


@CLAIMS("Corollary 3")
def _corollary3(max_n: int) -> Check:
    """Corollary 3: the smallest number of destined coins one weighing cannot leave.

    Corrected: the second rule is capped at N, and the exception applies only
    when the counterfeit is the only coin of its destiny.
    """
    rows = []
    for n, l, h, fake in _informative_cases(max_n):
        c = smallest_missing(first_counts(D(l, h, fake=fake)))
        pc = _cor3_claimed(l, h)
        rows.append(Row(destined_name(l, h, fake), str(pc), str(c), c == pc, n,
                        fix=str(_cor3_fixed(l, h, fake)), fix_ok=c == _cor3_fixed(l, h, fake)))
    return Check("cor3", "Corollary 3",
                 "The smallest number of destined coins one weighing cannot leave: N - 1 if N = 2l; otherwise "
                 "floor(N/2) + min(l,h) plus 1 or 2, whichever differs in parity from N; 1 if N is even and "
                 "min(l,h) = 1",
                 _lemma2_range(max_n), rows,
                 correction="Cap the second rule at N (N itself is never reachable), and apply the exception only "
                            "when the counterfeit is the only coin of its destiny")


@CLAIMS("Corollary 3 with Lemma 1 (Section 2.2); Tables 1, 2 are cases")
def _corollary3_value(max_n: int) -> Check:
    """G(D_{l,h}) = c - 1, with c the number Corollary 3 prints (with Lemma 1, Section 2.2; Tables 1, 2 are cases)."""
    rows = []
    for n, l, h, fake in _informative_cases(max_n):
        g = value(D(l, h, fake=fake))
        pc = _cor3_claimed(l, h)
        rows.append(Row(destined_name(l, h, fake), str(pc - 1), str(g), g == pc - 1, n,
                        fix=str(_cor3_fixed(l, h, fake) - 1), fix_ok=g == _cor3_fixed(l, h, fake) - 1))
    return Check("cor3-value", "Corollary 3 with Lemma 1 (Section 2.2); Tables 1, 2 are cases",
                 "G(D_{l,h}) = c - 1, with c the number Corollary 3 prints", _lemma2_range(max_n), rows,
                 correction="G(D_{l,h}) = c - 1 with c from the corrected Corollary 3")


@CLAIMS("Corollary 3 with Lemma 1 (Section 2.2); Tables 1, 2 are cases")
def _corollary3_value_misere(max_n: int) -> Check:
    """G(DM_{l,h}) = c - 2, with c the number Corollary 3 prints (with Lemma 1, Section 2.2).

    Corrected: c' = the corrected count of the misère game, where reaching one
    coin (which meets the goal) plays no part.
    """
    rows = []
    for n, l, h, fake in _informative_cases(max_n):
        gq = value(DM(l, h, fake=fake))
        gc = classical_misere_value(D(l, h, fake=fake))
        pc = _cor3_claimed(l, h)
        rows.append(Row(destined_name(l, h, fake, misere=True), str(pc - 2), str(gq), gq == pc - 2, n,
                        alt=str(gc), alt_ok=gc == pc - 2,
                        fix=str(_cor3_fixed_misere(l, h) - 2), fix_ok=gq == _cor3_fixed_misere(l, h) - 2))
    return Check("cor3-value-misere", "Corollary 3 with Lemma 1 (Section 2.2); Tables 1, 2 are cases",
                 "G(DM_{l,h}) = c - 2, with c the number Corollary 3 prints", _lemma2_range(max_n), rows,
                 misere=True,
                 correction="G(DM_{l,h}) = c' - 2 where c' = min(N, floor(N/2) + min(l,h) + 1 or 2, of the other "
                            "parity), or N - 1 when l = h: the exception about reaching 1 coin plays no part in misère "
                            "play, since that move meets the goal")


@CLAIMS("Section 2.2, after Corollary 3")
def _section2_2(max_n: int) -> Check:
    """G(D_{l,h}) is the value of D+ with c destined coins, c the smallest count one weighing cannot leave.

    Source: Section 2.2, after Corollary 3; c is computed here, not taken
    from the formula.
    """
    rows = []
    for n, l, h, fake in _informative_cases(max_n):
        p = D(l, h, fake=fake)
        c = smallest_missing(first_counts(p))
        g = value(p)
        rows.append(Row(destined_name(l, h, fake), f"G(D+ with c = {c} coins) = {c - 1}", str(g), g == c - 1, n))
    return Check("section2.2", "Section 2.2, after Corollary 3",
                 "G(D_{l,h}) is the value of the game with an extra coin and c destined coins, c the smallest number "
                 "one weighing cannot leave (c computed here, not taken from the formula)",
                 _lemma2_range(max_n), rows)


@CLAIMS("Section 2.2, after Corollary 3")
def _section2_2_misere(max_n: int) -> Check:
    """The same for misère play: G(DM_{l,h}) = G(DM+ with c coins) = c - 2 (Section 2.2, after Corollary 3).

    Corrected: c' is the smallest unreachable count of at least 2 (reaching
    one coin meets the goal, which misère play forbids).
    """
    rows = []
    for n, l, h, fake in _informative_cases(max_n):
        reach = first_counts(D(l, h, fake=fake))
        gq = value(DM(l, h, fake=fake))
        c = smallest_missing(reach)
        c2 = smallest_missing({k for k in reach if k >= 2} | {1})
        rows.append(Row(destined_name(l, h, fake, misere=True),
                        f"G(DM+ with c = {c} coins) = {c - 2 if c >= 2 else 'n/a'}", str(gq),
                        c >= 2 and gq == c - 2, n, fix=f"c' = {c2}: {c2 - 2}", fix_ok=gq == c2 - 2))
    return Check("section2.2-misere", "Section 2.2, after Corollary 3",
                 "The same for misère play: G(DM_{l,h}) = G(DM+ with c coins) = c - 2", _lemma2_range(max_n), rows,
                 misere=True,
                 correction="Use c' = the smallest unreachable number that is at least 2 (reaching 1 coin meets the "
                            "goal, which misère play forbids); when c = 1 the paper's DM+ with 1 coin does not exist")


# -- Corollary 4: the P-positions -----------------------------------------------------------------


@CLAIMS("Corollary 4")
def _corollary4_normal(max_n: int) -> Check:
    """Corollary 4, normal play: the P-positions of D_{l,h} are N = 1 and the even N with l = 1 or h = 1.

    Corrected: for even N, only when the counterfeit is the only coin of its
    destiny (as the proof argues).
    """
    rows = []
    for n, l, h, fake in _informative_cases(max_n, 1):
        g = value(D(l, h, fake=fake))
        claimed_p = n == 1 or (n % 2 == 0 and min(l, h) == 1)
        fixed_p = n == 1 or (n % 2 == 0 and counterfeit_alone(l, h, fake))
        rows.append(Row(destined_name(l, h, fake), "P" if claimed_p else "N", "P" if g == 0 else "N",
                        (g == 0) == claimed_p, n, fix="P" if fixed_p else "N", fix_ok=(g == 0) == fixed_p))
    return Check("cor4-normal", "Corollary 4",
                 "Normal play: the P-positions of D_{l,h} are N = 1 and the even N with l = 1 or h = 1",
                 f"every split l + h <= {max_n} except D(1,1), both counterfeit kinds", rows,
                 correction="P-positions: N = 1, and even N where the counterfeit is the only coin of its destiny "
                            "(as the proof argues); if it shares its destiny the first player wins by comparing it "
                            "with such a coin")


@CLAIMS("Corollary 4")
def _corollary4_misere(max_n: int) -> Check:
    """Corollary 4, misère play: the P-positions of DM_{l,h} are N = 2 and N = 3, all others N-positions.

    Corrected: N = 3 only with all coins of one destiny.
    """
    rows = []
    for n, l, h, fake in _informative_cases(max_n):
        gq = value(DM(l, h, fake=fake))
        gc = classical_misere_value(D(l, h, fake=fake))
        claimed = n in (2, 3)
        fixed = n == 2 or (n == 3 and min(l, h) == 0)
        rows.append(Row(destined_name(l, h, fake, misere=True), "P" if claimed else "N", "P" if gq == 0 else "N",
                        (gq == 0) == claimed, n, alt="P" if gc == 0 else "N", alt_ok=(gc == 0) == claimed,
                        fix="P" if fixed else "N", fix_ok=(gq == 0) == fixed))
    return Check("cor4-misere", "Corollary 4",
                 "Misère play: the P-positions of DM_{l,h} are N = 2 and N = 3; all others are N-positions",
                 f"every split l + h <= {max_n} except D(1,1), both counterfeit kinds", rows, misere=True,
                 correction="P-positions: N = 2, and N = 3 with all coins of one destiny; with both destinies and "
                            "N = 3 the first player wins by weighing the counterfeit against a coin of the other "
                            "destiny (as the proof says)")


def _pan(i: int, k: int = 1) -> tuple[int, int, int, int]:
    """A pan holding *k* coins of kind *i* (0 unknown, 1 light-, 2 heavy-destined, 3 genuine)."""
    t = [0, 0, 0, 0]
    t[i] = k
    return (t[0], t[1], t[2], t[3])


def _cor4_normal_move(p: CoinPosition, same: int, other: int, fi: int, oi: int) -> tuple[str, bool]:
    """The proof's winning weighing in normal play, and whether it wins."""
    if same >= 2:
        m = p.weigh(_pan(fi), _pan(fi), "left")
        good = value(m.after) == 0 and m.after.is_goal()
        return f"normal: counterfeit v same destiny {'wins' if good else 'does not win'}", good
    if other % 2 == 0:
        m = p.weigh(_pan(oi, other // 2), _pan(oi, other // 2), "off")
        good = m.after.is_goal()
        return f"normal: balancing the {other} others {'wins' if good else 'does not win'}", good
    return f"normal: {'P' if value(p) == 0 else 'N'}-position (proof: P)", value(p) == 0


def _cor4_misere_move(q: CoinPosition, l: int, h: int, fi: int, oi: int) -> tuple[str, bool] | None:
    """The proof's winning weighing in misère play, and whether it wins (None: the proof names none)."""
    n = l + h
    if l and h:
        try:
            good = value(q.weigh(_pan(fi), _pan(oi), "left").after) == 0
        except ValueError:
            good = False
        return f"misère: counterfeit v other destiny {'wins' if good else 'does not win'}", good
    if n > 3:
        good = value(q.weigh(_pan(fi, 2), _pan(fi, 2), "left").after) == 0
        return f"misère: 2 v 2 with the counterfeit {'wins' if good else 'does not win'}", good
    return None


def _cor4_proof_row(l: int, h: int, fake: str) -> Row:
    """Whether the weighings the proof of Corollary 4 names win from D_{l,h} and DM_{l,h}."""
    fi = 1 if fake == "light" else 2           # index of the counterfeit's kind in (u, l, h, g)
    oi = 3 - fi
    same, other = (l, h) if fake == "light" else (h, l)
    moves = [_cor4_normal_move(D(l, h, fake=fake), same, other, fi, oi)]
    misere = _cor4_misere_move(DM(l, h, fake=fake), l, h, fi, oi)
    if misere is not None:
        moves.append(misere)
    return Row(destined_name(l, h, fake), "the weighings named in the proof win",
               "; ".join(note for note, _ in moves), all(good for _, good in moves), l + h)


@CLAIMS("Corollary 4, proof")
def _corollary4_proof(max_n: int) -> Check:
    """The winning weighings the proof of Corollary 4 names do win, in normal and in misère play."""
    rows = [_cor4_proof_row(l, h, fake) for n, l, h, fake in _informative_cases(max_n)]
    return Check("cor4-proof", "Corollary 4, proof",
                 "Winning weighings: normal play, the counterfeit against a coin of its destiny, or (if it is alone) "
                 "balancing all other coins when there is an even number of them; misère play, the counterfeit "
                 "against a coin of the other destiny, or 2 against 2 with the counterfeit among them when all "
                 "coins share a destiny and N > 3",
                 _lemma2_range(max_n), rows)


# -- Tables 1 and 2 ---------------------------------------------------------------------------------


_TABLE1_READING = ("Rows N = 4k .. 4k+3, columns: smallest count not reachable, G(D_{N,0}), G(DM_{N,0}); "
                   "k >= 0.")
_ONE_COIN = "n/a (one coin: the goal is met)"


def _table1_case(n: int) -> tuple[str, tuple[int, int, int], tuple[int, int, int]]:
    """Table 1's row for N = *n*: its label, the printed columns, and the columns as corrected (N = 2 differs)."""
    k, r = divmod(n, 4)
    printed = {0: (2 * k + 1, 2 * k, 2 * k - 1), 1: (2 * k + 2, 2 * k + 1, 2 * k),
               2: (2 * k + 3, 2 * k + 2, 2 * k + 1), 3: (2 * k + 2, 2 * k + 1, 2 * k)}[r]
    return f"N = {n} = 4*{k} + {r}", printed, (2, 1, 0) if n == 2 else printed


@CLAIMS("Table 1")
def _table1_reach(max_n: int) -> Check:
    """Table 1, first column: the smallest number of destined coins D_{N,0} cannot reach in one weighing.

    Corrected: for N = 2 it is 2, not 3; the formula holds from N = 3.
    """
    rows = []
    for n in range(1, max_n + 1):
        case, printed, fixed = _table1_case(n)
        if n == 1:
            rows.append(Row(case, str(printed[0]), _ONE_COIN, None, n))
            continue
        c = smallest_missing(first_counts(D(n, 0)))
        rows.append(Row(case, str(printed[0]), str(c), c == printed[0], n, fix=str(fixed[0]), fix_ok=c == fixed[0]))
    return Check("table1-reach", "Table 1", "D_{N,0}: smallest number of destined coins not reachable in one weighing",
                 f"1 <= N <= {max_n}", rows, reading=_TABLE1_READING,
                 correction="For N = 2 it is 2 = N (a weighing must clear a coin), not 3; the formula holds from N = 3")


@CLAIMS("Table 1")
def _table1_normal(max_n: int) -> Check:
    """Table 1, second column: G(D_{N,0}) = 2k, 2k+1, 2k+2, 2k+1 for N = 4k, ..., 4k+3.

    Corrected: G(D_{2,0}) = 1; the formula holds from N = 3.
    """
    rows = []
    for n in range(1, max_n + 1):
        case, printed, fixed = _table1_case(n)
        if n == 1:
            rows.append(Row(case, str(printed[1]), _ONE_COIN, None, n))
            continue
        g = value(D(n, 0))
        rows.append(Row(case, str(printed[1]), str(g), g == printed[1], n, fix=str(fixed[1]), fix_ok=g == fixed[1]))
    return Check("table1-normal", "Table 1", "G(D_{N,0}) = 2k, 2k+1, 2k+2, 2k+1 for N = 4k, 4k+1, 4k+2, 4k+3",
                 f"1 <= N <= {max_n}", rows, reading=_TABLE1_READING,
                 correction="G(D_{2,0}) = 1 (its one weighing finds the counterfeit); the formula holds from N = 3")


@CLAIMS("Table 1")
def _table1_misere(max_n: int) -> Check:
    """Table 1, third column: G(DM_{N,0}) = 2k-1, 2k, 2k+1, 2k for N = 4k, ..., 4k+3.

    Corrected: G(DM_{2,0}) = 0; the formula holds from N = 3.
    """
    rows = []
    for n in range(1, max_n + 1):
        case, printed, fixed = _table1_case(n)
        if n == 1:
            rows.append(Row(case, str(printed[2]), _ONE_COIN, None, n))
            continue
        q = value(DM(n, 0))
        gc = classical_misere_value(D(n, 0))
        rows.append(Row(case, str(printed[2]), str(q), q == printed[2], n, alt=str(gc), alt_ok=gc == printed[2],
                        fix=str(fixed[2]), fix_ok=q == fixed[2]))
    return Check("table1-misere", "Table 1", "G(DM_{N,0}) = 2k-1, 2k, 2k+1, 2k for N = 4k, 4k+1, 4k+2, 4k+3",
                 f"1 <= N <= {max_n}", rows, reading=_TABLE1_READING, misere=True,
                 correction="G(DM_{2,0}) = 0 (both weighings meet the goal); the formula holds from N = 3")


_D11 = "n/a (the paper sets D(1,1) aside: no weighing is informative)"


def _table2_cases(max_n: int) -> Iterator[tuple[int, int, str, str]]:
    """``(N, l, fake, case)`` for every row of Table 2: l = h, N = 2l <= *max_n*, both kinds."""
    for l in range(1, max_n // 2 + 1):
        for fake in KINDS:
            yield 2 * l, l, fake, destined_name(l, l, fake)


def _table2_range(max_n: int) -> str:
    return f"l = h, 2 <= N = 2l <= {max_n}, both counterfeit kinds"


@CLAIMS("Table 2")
def _table2_reach(max_n: int) -> Check:
    """Table 2: from D_{l,l} the smallest count one weighing cannot leave is 2l - 1."""
    rows = []
    for n, l, fake, case in _table2_cases(max_n):
        if l == 1:
            rows.append(Row(case, "1", _D11, None, n))
            continue
        c = smallest_missing(first_counts(D(l, l, fake=fake)))
        rows.append(Row(case, str(n - 1), str(c), c == n - 1, n))
    return Check("table2-reach", "Table 2", "D_{l,l}: the smallest count not reachable is 2l - 1",
                 _table2_range(max_n), rows)


@CLAIMS("Table 2")
def _table2_normal(max_n: int) -> Check:
    """Table 2: G(D_{l,l}) = 2l - 2."""
    rows = []
    for n, l, fake, case in _table2_cases(max_n):
        if l == 1:
            rows.append(Row(case, "0", _D11, None, n))
            continue
        g = value(D(l, l, fake=fake))
        rows.append(Row(case, str(n - 2), str(g), g == n - 2, n))
    return Check("table2-normal", "Table 2", "G(D_{l,l}) = 2l - 2", _table2_range(max_n), rows)


@CLAIMS("Table 2")
def _table2_misere(max_n: int) -> Check:
    """Table 2: G(DM_{l,l}) = 2l - 3 (the classical misère value beside it)."""
    rows = []
    for n, l, fake, case in _table2_cases(max_n):
        if l == 1:
            rows.append(Row(case, "-1", _D11, None, n))
            continue
        q = value(DM(l, l, fake=fake))
        gc = classical_misere_value(D(l, l, fake=fake))
        rows.append(Row(case, str(n - 3), str(q), q == n - 3, n, alt=str(gc), alt_ok=gc == n - 3))
    return Check("table2-misere", "Table 2", "G(DM_{l,l}) = 2l - 3", _table2_range(max_n), rows, misere=True)


# -- what the paper says of the destined games as a whole ------------------------------------------


@CLAIMS("Section 1 (introduction)")
def _intro_destined(max_n: int) -> Check:
    """The destined games are almost identical to the all-light game: the values depend on N, with few exceptions.

    Source: Section 1 (introduction). Corrected: the value depends on
    min(l,h), and for even N with min(l,h) = 1 on where the counterfeit is.
    """
    rows = []
    for n, l, h, fake in _informative_cases(max_n):
        ref = value(D(n, 0))
        g = value(D(l, h, fake=fake))
        rows.append(Row(destined_name(l, h, fake), f"as D({n},0): {ref}", str(g), g == ref, n,
                        fix=str(_cor3_fixed(l, h, fake) - 1), fix_ok=g == _cor3_fixed(l, h, fake) - 1))
    return Check("intro-destined", "Section 1 (introduction)",
                 "The destined games are almost identical to the all-light game: Grundy values and P-positions "
                 "depend on the total N, with few exceptions",
                 f"every split 2 <= l + h <= {max_n} except D(1,1), both kinds", rows,
                 correction="The value depends on min(l,h) (and, for even N with min(l,h) = 1, on where the "
                            "counterfeit is): G(D_{l,h}) = c - 1 with c from the corrected Corollary 3")


def _destined_fake_row(n: int, l: int, h: int) -> Row:
    """Whether D(l,h) has the same values with a light and with a heavy counterfeit, in all three conventions."""
    vals = []
    for fake in KINDS:
        p = D(l, h, fake=fake)
        vals.append((value(p), value(DM(l, h, fake=fake)), classical_misere_value(p)))
    same = vals[0] == vals[1]
    predicted = not (n % 2 == 0 and min(l, h) == 1 and l != h)
    text = "; ".join(f"{name} {a}/{b}" for name, a, b in zip(("normal", "misère", "classical"), *vals))
    return Row(f"D({l},{h}), fake light/heavy", "same", text, same, n,
               fix="same" if predicted else "normal and classical differ",
               fix_ok=same == predicted and vals[0][1] == vals[1][1])


@CLAIMS("Sections 2 and 3 (values written as functions of l, h or N alone)")
def _fake_matters(max_n: int) -> Check:
    """The values do not depend on which coin is the counterfeit (Sections 2 and 3 write them in l, h or N alone).

    Wrong for D_{l,h} with N even and min(l,h) = 1 (l != h), in normal and
    classical misère play.
    """
    rows = []
    for n in range(2, max_n + 1):
        for l in range(n - 1, 0, -1):
            rows.append(_destined_fake_row(n, l, n - l))
        for game in ("F", "FI", "FM", "FIM", "F+", "FI+", "FM+", "FIM+"):
            ps = [coin_game(game, n, fake=k) for k in KINDS]
            a = [(own_value(p), classical_misere_value(p)) for p in ps]
            rows.append(Row(f"{game}({n}), fake light/heavy", "same", f"{a[0]} / {a[1]}", a[0] == a[1], n,
                            fix="same", fix_ok=a[0] == a[1]))
    return Check("fake-matters", "Sections 2 and 3 (values written as functions of l, h or N alone)",
                 "The values do not depend on which coin is the counterfeit",
                 f"2 <= N <= {max_n}, every split with both destinies, every unknown-coin game, all three "
                 "conventions", rows,
                 correction="They do, for D_{l,h} with N even and min(l,h) = 1 (l != h), in normal and classical "
                            "misère play: a counterfeit alone in its destiny gives a P-position. The paper's "
                            "misère reading and every unknown-coin game do not depend on it")
