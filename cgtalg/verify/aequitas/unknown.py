"""Section 3 of the Æquitas paper, unknown coins, checked claim by claim.

``F_N`` is the game of N unknown coins whose goal is to find the counterfeit,
``FI_N`` to find it and say whether it is light or heavy, ``FM`` and ``FIM``
their misère games; ``+`` adds a genuine coin. Each claim of the section
(with the remark that closes Section 1) is one function of ``max_n`` that
returns its :class:`~.checks.Check`, or one per game for a claim made of
all four; :data:`CLAIMS` records them in the paper's order, each with where
the paper makes it.

Examples
--------
>>> [c.name for c in CLAIMS][:3]
['section3_opening', 'lemma5', 'one_coin']
>>> [c.key for c in _lemma9(6)]
['lemma9-F', 'lemma9-FI', 'lemma9-FM', 'lemma9-FIM']
"""

from __future__ import annotations

from typing import Callable, Iterable, Iterator

from cgtalg.impartial.sprague_grundy import mex
from cgtalg.rulesets.coins.aequitas import (
    FIND,
    IDENTIFY,
    CoinPosition,
    F,
    FI,
    FIM,
    FM,
    classical_misere_value,
    coin_game,
    value,
)
from cgtalg.verify.framework import Claims

from .cases import KINDS, both_kinds, misere_nim, own_value, ranges, shown
from .checks import Check, Row

__all__ = ["CLAIMS"]

#: The claims of Section 3, in the paper's order; each takes ``max_n``.
CLAIMS: Claims[int] = Claims()

#: The four games of unknown coins.
GAMES = ("F", "FI", "FM", "FIM")


def _as_game(o: CoinPosition, game: str, misere: bool | None = None) -> CoinPosition:
    """The position *o* with the goal of *game*, in misère play when *game* is misère (or as *misere* says)."""
    goal = IDENTIFY if "I" in game else FIND
    return CoinPosition(o.unknown, o.light, o.heavy, o.genuine, o.fake, goal,
                        game.endswith("M") if misere is None else misere)


# -- the opening of Section 3 and Lemma 5 -----------------------------------------------------------


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


def _opening_row(n: int, extra: bool, fake: str) -> Row:
    """Whether the opening's three remarks hold at every position reachable from FI_N (or FI+_N)."""
    states = _reachable_states(FI(n, extra=extra, fake=fake))
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
    return Row(f"FI{'+' if extra else ''}({n}), fake {fake}",
               "no mixed positions; destined stays destined; find = find-identify on destined",
               f"{len(states)} positions: {len(mixed)} mixed, {len(back)} return to unknown, {split} differ", ok, n)


@CLAIMS("Section 3, opening")
def _section3_opening(max_n: int) -> Check:
    """Unknown and destined coins never coexist, destined stays destined, and then find = find-identify.

    Source: the opening of Section 3.
    """
    top = min(max_n, 14)
    rows = [_opening_row(n, extra, fake) for n in range(1, top + 1) for extra in (False, True) for fake in KINDS]
    return Check("section3-opening", "Section 3, opening",
                 "Unknown and destined coins never coexist; after an imbalance the game stays destined; once "
                 "coins are destined, find and find-identify have the same values",
                 f"every position reachable from FI_N and FI+_N, N <= {top}, both kinds", rows)


def _lemma5_moves(n: int, fake: str) -> tuple[str, bool]:
    """What one weighing from FI+_N can leave, as text, and whether that is what Lemma 5 says."""
    opts = FI(n, extra=True, fake=fake).options()
    cleared = {n - o.unknown for o in opts if o.unknown}
    destined = {o.light + o.heavy for o in opts if not o.unknown}
    splits_ok = all(abs(o.light - o.heavy) <= 1 for o in opts if not o.unknown)
    other = [o for o in opts if o.unknown and (o.light or o.heavy)]
    ok = (cleared == set(range(1, n)) and destined == set(range(1, n + 1)) and not other)
    return f"cleared {ranges(cleared)}; destined {ranges(destined)}{'' if splits_ok else ' (split!)'}", ok


@CLAIMS("Lemma 5")
def _lemma5(max_n: int) -> Check:
    """Lemma 5: from N unknown coins and an extra coin, one weighing leaves 1..N-1 cleared, or 1..N destined."""
    rows = []
    for n in range(1, max_n + 1):
        moves = [_lemma5_moves(n, k) for k in KINDS]
        text = moves[0][0] if moves[0] == moves[1] else " / ".join(t for t, _ in moves)
        rows.append(Row(f"F+({n})", f"cleared {ranges(range(1, n))}; destined {ranges(range(1, n + 1))}",
                        text, all(ok for _, ok in moves), n))
    return Check("lemma5", "Lemma 5",
                 "From N unknown coins and an extra coin, one weighing leaves either 1..N-1 coins cleared and the "
                 "rest unknown, or 1..N destined coins and the rest cleared, and nothing else",
                 f"1 <= N <= {max_n}, both kinds", rows)


# -- Section 3.1: with an extra coin -----------------------------------------------------------------


@CLAIMS("Section 3.1, one unknown coin and an extra coin")
def _one_coin(max_n: int) -> Check:
    """G(F+_1) = 0, G(FI+_1) = 1, G(FIM+_1) = 1, and FM+_1 is impossible (Section 3.1, one coin and an extra).

    Wrong as printed: G(FIM+_1) = 0 (its one weighing meets the goal, so it
    has no move).
    """
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
    return Check("one-coin", "Section 3.1, one unknown coin and an extra coin",
                 "G(F+_1) = 0, G(FI+_1) = 1, G(FIM+_1) = 1; FM+_1 is impossible", "N = 1, both readings of misère",
                 rows, misere=True,
                 correction="G(FIM+_1) = 0 under the paper's reading (its one weighing meets the goal, so there is "
                            "no move), and 0 under classical misère too; the printed 1 is what a move-less "
                            "position is worth only if misère values are taken inside the pruned game",
                 notes=["The paper's own later values (G(FM+_2) = G(FIM+_2) = 1, Tables 4 and 8) need "
                        "G(FIM+_1) = 0."])


#: The three moves from two unknown coins and an extra coin, as Table 3 lists them.
_TABLE3_MOVES = (
    ("1: counterfeit v extra coin", (1, 0, 0, 0), (0, 0, 0, 1), "left"),
    ("2: real unknown coin v extra coin", (1, 0, 0, 0), (0, 0, 0, 1), "off"),
    ("3: unknown v unknown", (1, 0, 0, 0), (1, 0, 0, 0), "left"),
)
#: Table 3 as printed: the value after each of the three moves, game by game.
_TABLE3_PRINTED = {"F": ("0", "0", "1"), "FI": ("0", "1", "1"), "FM": ("N/A", "N/A", "1"), "FIM": ("N/A", "1", "1")}


def _table3_row(game: str, label: str, pv: str, after: CoinPosition) -> Row:
    """Table 3's entry *pv* for *game* next to the value after the move *label*."""
    misere = game.endswith("M")
    if misere and after.is_goal():
        goal_alt = classical_misere_value(after)
        return Row(f"{game}+_2, move {label}", pv, "N/A (meets the goal: forbidden)", pv == "N/A", 2,
                   alt=str(goal_alt), alt_ok=str(goal_alt) == pv)
    got = value(after)
    alt = classical_misere_value(after) if misere else None
    fix = ("0" if pv == "1" else pv) if misere else pv
    return Row(f"{game}+_2, move {label}", pv, str(got), str(got) == pv, 2,
               alt=None if alt is None else str(alt), alt_ok=None if alt is None else str(alt) == pv,
               fix=fix, fix_ok=str(got) == fix)


@CLAIMS("Table 3")
def _table3(max_n: int) -> Iterator[Check]:
    """Table 3: the values after each of the three moves from two unknown coins and an extra coin, game by game.

    Wrong in the misère columns: every entry printed 1 is 0 under the paper's
    reading.
    """
    start = FI(2, extra=True)  # moves are the same in all four games
    distinct = len(start.options())
    for game in GAMES:
        misere = game.endswith("M")
        rows = [_table3_row(game, label, pv, _as_game(start.weigh(left, right, side).after, game))
                for (label, left, right, side), pv in zip(_TABLE3_MOVES, _TABLE3_PRINTED[game])]
        yield Check(f"table3-{game}", "Table 3",
                    f"Values after each move from {game}+_2: {', '.join(_TABLE3_PRINTED[game])}",
                    f"N = 2 ({distinct} distinct moves: {'the three listed' if distinct == 3 else 'NOT three'})",
                    rows, misere=misere,
                    reading="Rows are the three moves listed in the text; N/A = the move meets the goal, "
                            "so the misère reading forbids it.",
                    correction=None if not misere else
                    "Under the paper's reading every entry of the misère columns that is printed 1 is 0: "
                    "D+(1,1) and FIM+_1 have no legal move")


@CLAIMS("Section 3.1, two unknown coins and an extra coin")
def _two_coins(max_n: int) -> Check:
    """G(F+_2) = 2, G(FI+_2) = 2, G(FM+_2) = 1, G(FIM+_2) = 1 (Section 3.1, two coins and an extra)."""
    printed = {"F": 2, "FI": 2, "FM": 1, "FIM": 1}
    rows = []
    for game, pv in printed.items():
        p = coin_game(game + "+", 2)
        got = value(p)
        alt = classical_misere_value(p) if game.endswith("M") else None
        rows.append(Row(f"G({game}+_2)", str(pv), str(got), got == pv, 2,
                        alt=None if alt is None else str(alt), alt_ok=None if alt is None else alt == pv))
    return Check("two-coins", "Section 3.1, two unknown coins and an extra coin",
                 "G(F+_2) = 2, G(FI+_2) = 2, G(FM+_2) = 1, G(FIM+_2) = 1", "N = 2", rows, misere=True,
                 notes=["The printed misère values are right, but they are not the mex of the printed Table 3 "
                        "columns (mex{1} = 0 for FM, mex{1, 1} = 0 for FIM): the table's misère entries are wrong, "
                        "the conclusion is not."])


def _per_n_check(key: str, where: str, claim: str, ns: Iterable[int], game: str, printed: Callable[[int], int],
                 extra: bool, fix: Callable[[int], int] | None = None, correction: str | None = None,
                 reading: str | None = None) -> Check:
    """The check that *game* (with an extra coin when *extra*) has the value ``printed(N)`` for each N of *ns*."""
    rows = []
    misere = game.endswith("M")
    name_of = game + ("+" if extra else "")
    ns = list(ns)
    for n in ns:
        pv = printed(n)
        name = f"{game}{'+' if extra else ''}({n})"
        if coin_game(name_of, n).is_goal():
            rows.append(Row(name, str(pv), "n/a (the goal is met before any move)", None, n))
            continue
        text, vals = both_kinds(lambda k: value(coin_game(name_of, n, fake=k)))
        alt = alt_ok = None
        if misere:
            alt, avals = both_kinds(lambda k: classical_misere_value(coin_game(name_of, n, fake=k)))
            alt_ok = all(v == pv for v in avals)
        fx = None if fix is None else fix(n)
        rows.append(Row(name, str(pv), text, all(v == pv for v in vals), n, alt=alt, alt_ok=alt_ok,
                        fix=None if fx is None else str(fx), fix_ok=None if fx is None else all(v == fx for v in vals)))
    checked = f"N = {ns[0]}..{ns[-1]}{' (odd)' if len(ns) > 1 and ns[1] - ns[0] == 2 and ns[0] % 2 else ''}" \
              f"{' (even)' if len(ns) > 1 and ns[1] - ns[0] == 2 and ns[0] % 2 == 0 else ''}, both counterfeit weights"
    return Check(key, where, claim, checked, rows, correction=correction, reading=reading, misere=misere)


@CLAIMS("Lemma 6 / Table 4")
def _lemma6(max_n: int) -> Iterator[Check]:
    """Lemma 6 and Table 4: G(F+_N) = G(FI+_N) = N and G(FM+_N) = G(FIM+_N) = N - 1 for N > 1."""
    ns = range(2, max_n + 1)
    yield _per_n_check("lemma6-F", "Lemma 6 / Table 4", "G(F+_N) = N for N > 1", ns, "F", lambda n: n, True)
    yield _per_n_check("lemma6-FI", "Lemma 6 / Table 4", "G(FI+_N) = N for N > 1", ns, "FI", lambda n: n, True)
    yield _per_n_check("lemma6-FM", "Lemma 6 / Table 4", "G(FM+_N) = N - 1 for N > 1", ns, "FM", lambda n: n - 1,
                       True)
    yield _per_n_check("lemma6-FIM", "Lemma 6 / Table 4", "G(FIM+_N) = N - 1 for N > 1", ns, "FIM",
                       lambda n: n - 1, True)


@CLAIMS("Lemma 6")
def _lemma6_misere_nim(max_n: int) -> Check:
    """Lemma 6: FM+_N and FIM+_N are the misère play of a Nim heap of N (compared by classical misère values)."""
    rows = []
    for n in range(2, max_n + 1):
        heap = misere_nim(n)
        vals = [classical_misere_value(coin_game(g, n, fake=k)) for g in ("FM+", "FIM+") for k in KINDS]
        paper = [value(coin_game(g, n, fake=k)) for g in ("FM+", "FIM+") for k in KINDS]
        rows.append(Row(f"FM+({n}), FIM+({n})", f"misère Nim heap {n}: {heap}",
                        f"classical {ranges(vals)}, paper's reading {ranges(paper)}", set(vals) == {heap}, n))
    return Check("lemma6-misere-nim", "Lemma 6",
                 "FM+_N and FIM+_N are the misère play of a Nim heap of N (compared by classical misère "
                 "Grundy values)", f"2 <= N <= {max_n}, both kinds", rows,
                 notes=["Under the paper's own reading FM+_N is the normal play of a Nim heap of N - 1, which "
                        "is what Table 4 prints."])


@CLAIMS("Section 3.1, after Table 4")
def _after_table4_same(max_n: int) -> Check:
    """From N = 2 on, find and find-identify with an extra coin have the same values (Section 3.1, after Table 4)."""
    rows = []
    for n in range(1, max_n + 1):
        a, b = value(F(n, extra=True)), value(FI(n, extra=True))
        c = own_value(FM(n, extra=True))
        d = value(FIM(n, extra=True))
        ok = a == b and (c is None or c == d)
        rows.append(Row(f"N = {n}", "F+ = FI+ and FM+ = FIM+" + (" (from N = 2)" if n == 1 else ""),
                        f"{a} / {b}; {shown(c)} / {d}", ok if n >= 2 else None, n))
    return Check("after-table4-same", "Section 3.1, after Table 4",
                 "From N = 2 on, the find and find-identify games with an extra coin have the same values",
                 f"1 <= N <= {max_n}", rows)


@CLAIMS("Section 3.1, after Table 4")
def _after_table4_imbalance(max_n: int) -> Check:
    """Allowing only imbalances while coins are unknown does not change the values (Section 3.1, after Table 4)."""
    rows = []
    for n in range(1, max_n + 1):
        for game in GAMES:
            p = coin_game(game + "+", n)
            if p.misere and p.is_goal():
                continue
            full = value(p)
            only = mex(value(o) for o in p.options() if not o.unknown)
            rows.append(Row(f"{game}+({n})", "unchanged", f"{full} -> {only}", full == only, n))
    return Check("after-table4-imbalance", "Section 3.1, after Table 4",
                 "Allowing only imbalances (from unknown coins) does not change the values", f"1 <= N <= {max_n}",
                 rows, reading="Balances are forbidden while coins are unknown; once destined, the game is played "
                               "as usual.")


@CLAIMS("Corollary 7")
def _corollary7(max_n: int) -> Check:
    """Corollary 7: with an extra coin and N > 1 the first player wins in one move, by the weighing it names."""
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
    return Check("cor7", "Corollary 7",
                 "With an extra coin and N > 1 the first player wins in one move: normal play, counterfeit v extra "
                 "coin; misère play, counterfeit v another unknown coin",
                 f"2 <= N <= {max_n}", rows)


# -- Section 3.2: without an extra coin --------------------------------------------------------------


@CLAIMS("Lemma 8")
def _lemma8(max_n: int) -> Check:
    """Lemma 8: from N unknown coins one weighing leaves an even number <= N - 2 cleared, or evenly many destined.

    Corrected: any even number of cleared coins below N (for odd N a balance
    can clear N - 1 coins).
    """
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
        rows.append(Row(f"F({n})", f"cleared {ranges(claimed_c)}; destined {ranges(claimed_d)}",
                        f"cleared {ranges(cleared)}; destined {ranges(destined)}", ok, n,
                        fix=f"cleared {ranges(fixed_c)}",
                        fix_ok=cleared == fixed_c and destined == claimed_d and balanced))
    return Check("lemma8", "Lemma 8",
                 "From N unknown coins (no extra coin) one weighing leaves an even number <= N - 2 of coins cleared "
                 "and the rest unknown, or an even number of destined coins (half of each destiny) and the rest "
                 "cleared, and nothing else",
                 f"1 <= N <= {max_n}", rows,
                 correction="Cleared coins: any even number below N. For odd N a balance can clear N - 1 coins, "
                            "leaving one unknown coin (Table 7 lists that move)")


def _move_row(n: int, game: str, label: str, pv: str, found: list[CoinPosition], fix: str | None = None) -> Row:
    """The printed value *pv* of a move from *game* of N = *n* coins, next to the values of the moves *found*."""
    if not found:
        return Row(label, pv, "no such move", False, n)
    got = {shown(own_value(_as_game(o, game))) for o in found}
    alts = {str(classical_misere_value(_as_game(o, game, misere=False))) for o in found} \
        if game.endswith("M") else None
    fix = pv if fix is None else fix
    return Row(label, pv, ", ".join(sorted(got)), got == {pv}, n,
               alt=None if alts is None else ", ".join(sorted(alts)),
               alt_ok=None if alts is None else alts == {pv}, fix=fix, fix_ok=got == {fix})


def _table5_rows(game: str, moves: dict[int, list[CoinPosition]]) -> list[Row]:
    """Table 5's rows for *game*: the moves from N = 2k unknown coins, N even (*moves*: the options of FI_N by N)."""
    misere = game.endswith("M")
    rows = []
    for n in range(2, max(moves) + 1, 2):
        opts = moves[n]
        for i in range(1, n // 2):
            found = [o for o in opts if o.unknown == 2 * i]
            rows.append(_move_row(n, game, f"{game}({n}): {2 * i} unknown", str(2 * i if not misere else 2 * i - 1),
                                  found))
        for i in range(1, n // 2):
            found = [o for o in opts if not o.unknown and o.light + o.heavy == 2 * i]
            rows.append(_move_row(n, game, f"{game}({n}): {2 * i} destined",
                                  str(2 * i - 1 if not misere else 2 * i - 2), found))
        found = [o for o in opts if not o.unknown and o.light + o.heavy == n]
        rows.append(_move_row(n, game, f"{game}({n}): all {n} destined", str(n - 2 if not misere else n - 3), found,
                              fix="0" if n == 2 else None))
    return rows


def _table7_rows(game: str, moves: dict[int, list[CoinPosition]]) -> list[Row]:
    """Table 7's rows for *game*: the moves from N = 2k + 1 unknown coins, N odd (*moves*: as for Table 5)."""
    misere = game.endswith("M")
    rows = []
    for n in range(3, max(moves) + 1, 2):
        k = n // 2
        opts = moves[n]
        for i in range(1, k):
            found = [o for o in opts if o.unknown == 2 * i + 1]
            rows.append(_move_row(n, game, f"{game}({n}): {2 * i + 1} unknown", str(2 * i + 1 if not misere else 2 * i),
                                  found))
        found = [o for o in opts if o.unknown == 1]
        pv = {"F": "0", "FI": "1", "FM": "N/A", "FIM": "1"}[game]
        if game == "FM":
            ok = all(_as_game(o, game, misere=False).is_goal() for o in found) and bool(found)
            rows.append(Row(f"{game}({n}): 1 unknown", pv, "N/A (meets the goal: forbidden)" if ok else "?", ok, n))
        else:
            rows.append(_move_row(n, game, f"{game}({n}): 1 unknown", pv, found, fix="0" if game == "FIM" else None))
        for i in range(1, k + 1):
            found = [o for o in opts if not o.unknown and o.light + o.heavy == 2 * i]
            rows.append(_move_row(n, game, f"{game}({n}): {2 * i} destined",
                                  str(2 * i - 1 if not misere else 2 * i - 2), found))
    return rows


_TABLE5_READING = ("Rows: a balance leaving 2i unknown coins (0 < 2i < N) and N - 2i genuine; an imbalance with i "
                   "coins a pan, leaving i light- and i heavy-destined coins; all N coins on the scale (no genuine "
                   "coin left).")
_TABLE7_READING = ("The caption 'N = 2k moves' is read as N = 2k + 1. Rows: a balance leaving 2i + 1 unknown coins "
                   "(1 < 2i + 1 < N); a balance leaving 1 unknown coin; an imbalance leaving i light- and i "
                   "heavy-destined coins.")


@CLAIMS()
def _tables5_and_7(max_n: int) -> Iterator[Check]:
    """Tables 5 and 7: the values of the moves from F_N, FI_N, FM_N, FIM_N, N even (Table 5) and odd (Table 7).

    Game by game, Table 5 then Table 7. Corrected: in the misère games the
    row 'all 2k destined' is 2k - 3 only from k = 2, and FIM's '1 unknown'
    entry is 0.
    """
    moves = {n: FI(n).options() for n in range(2, max_n + 1)}  # the moves are the same in all four games
    for game in GAMES:
        misere = game.endswith("M")
        yield Check(f"table5-{game}", "Table 5", f"Values of the moves from {game}_N, N = 2k even",
                    f"even 2 <= N <= {max_n}", _table5_rows(game, moves), reading=_TABLE5_READING, misere=misere,
                    correction="The row 'all 2k destined' is 2k - 3 only from k = 2: for k = 1 the position "
                               "D(1,1) has no move and is worth 0" if misere else None)
        yield Check(f"table7-{game}", "Table 7", f"Values of the moves from {game}_N, N = 2k + 1 odd",
                    f"odd 3 <= N <= {max_n}", _table7_rows(game, moves), reading=_TABLE7_READING, misere=misere,
                    correction="The '1 unknown' entry is 0: FIM+_1 has no move under the paper's reading"
                    if game == "FIM" else None)


@CLAIMS("Lemma 9 / Table 6")
def _lemma9(max_n: int) -> Iterator[Check]:
    """Lemma 9 and Table 6: for even N, G(F_N) = G(FI_N) = 0 and G(FM_N) = G(FIM_N) = N - 2.

    Holds with an exception: N = 2, where each value is 1.
    """
    even = range(2, max_n + 1, 2)
    yield _per_n_check("lemma9-F", "Lemma 9 / Table 6", "G(F_N) = 0 for even N", even, "F", lambda n: 0, False,
                       fix=lambda n: 1 if n == 2 else 0,
                       correction="G(F_2) = 1: its one weighing leaves two coins of opposite destiny and no genuine "
                                  "coin, a dead position")
    yield _per_n_check("lemma9-FI", "Lemma 9 / Table 6", "G(FI_N) = 0 for even N", even, "FI", lambda n: 0, False,
                       fix=lambda n: 1 if n == 2 else 0, correction="G(FI_2) = 1, as for F_2")
    yield _per_n_check("lemma9-FM", "Lemma 9 / Table 6", "G(FM_N) = N - 2 for even N", even, "FM", lambda n: n - 2,
                       False, fix=lambda n: 1 if n == 2 else n - 2,
                       correction="G(FM_2) = 1: the dead position D(1,1) does not meet the goal, so moving "
                                  "there is allowed and wins")
    yield _per_n_check("lemma9-FIM", "Lemma 9 / Table 6", "G(FIM_N) = N - 2 for even N", even, "FIM",
                       lambda n: n - 2, False, fix=lambda n: 1 if n == 2 else n - 2,
                       correction="G(FIM_2) = 1, as for FM_2")


_TABLE8_READING = "Table 8 is read as printed: F_N = 1, FI_N = 0, FM_N = 1, FIM_N = 1 for odd N."


@CLAIMS("Lemma 10 / Table 8")
def _lemma10(max_n: int) -> Iterator[Check]:
    """Lemma 10 and Table 8: for odd N, G(F_N) = 1, G(FI_N) = 0, G(FM_N) = 1, G(FIM_N) = 1.

    Wrong for F: G(F_N) = 2 for every odd N >= 3. FIM_1 is an exception (0).
    """
    odd = range(1, max_n + 1, 2)
    yield _per_n_check("lemma10-F", "Lemma 10 / Table 8", "G(F_N) = 1 for odd N", odd, "F", lambda n: 1, False,
                       fix=lambda n: 2, reading=_TABLE8_READING,
                       correction="G(F_N) = 2 for every odd N >= 3: the moves reach 0 (clear all but one coin: found) "
                                  "and 1 (two destined coins and a genuine one), so the mex is 2; F_1 is not "
                                  "applicable")
    yield _per_n_check("lemma10-FI", "Lemma 10 / Table 8", "G(FI_N) = 0 for odd N", odd, "FI", lambda n: 0, False,
                       reading=_TABLE8_READING)
    yield _per_n_check("lemma10-FM", "Lemma 10 / Table 8", "G(FM_N) = 1 for odd N", odd, "FM", lambda n: 1, False,
                       reading=_TABLE8_READING)
    yield _per_n_check("lemma10-FIM", "Lemma 10 / Table 8", "G(FIM_N) = 1 for odd N", odd, "FIM", lambda n: 1, False,
                       fix=lambda n: 0 if n == 1 else 1, reading=_TABLE8_READING,
                       correction="G(FIM_1) = 0: one unknown coin and no genuine coin, no weighing is possible")


@CLAIMS("Section 3.2, after Lemma 10")
def _after_lemma10_normal(max_n: int) -> Check:
    """For odd N, normal play is won in one move by weighing the counterfeit against a real coin (after Lemma 10).

    Wrong: F_N is won by balancing all other coins, and FI_N is a P-position.
    """
    rows = []
    for n in range(3, max_n + 1, 2):
        for game in ("F", "FI"):
            p = coin_game(game, n)
            m = p.weigh((1, 0, 0, 0), (1, 0, 0, 0), "left")
            named = value(m.after) == 0
            instant = [w for w in p.moves() if w.after.is_goal()]
            fix_ok = (game == "F" and bool(instant)) or (game == "FI" and value(p) == 0)
            rows.append(Row(f"{game}({n})", "won in one move: counterfeit v a real coin",
                            f"that weighing leaves value {value(m.after)}; "
                            f"{'a one-move win exists' if instant else 'no one-move win'}; "
                            f"G = {value(p)}", named and bool(instant), n,
                            fix="F: win by balancing all other coins; FI: P-position",
                            fix_ok=fix_ok))
    return Check("after-lemma10-normal", "Section 3.2, after Lemma 10",
                 "For odd N, normal play is won in one move by comparing the counterfeit with a real coin",
                 f"odd 3 <= N <= {max_n}", rows,
                 correction="F_N (odd N) is won at once by balancing all other coins (the counterfeit is then found); "
                            "the counterfeit-v-real weighing leaves D+(1,1), worth 1, so it loses. FI_N (odd N) is a "
                            "P-position: there is no winning move")


@CLAIMS("Section 3.2, after Lemma 10")
def _after_lemma10_misere(max_n: int) -> Check:
    """For odd N, in misère play the same first move wins, leaving two coins of opposite destiny and no move."""
    rows = []
    for n in range(3, max_n + 1, 2):
        for game in ("FM", "FIM"):
            a = coin_game(game, n).weigh((1, 0, 0, 0), (1, 0, 0, 0), "left").after
            ok = (not a.options() and a.light == 1 and a.heavy == 1 and value(a) == 0)
            rows.append(Row(f"{game}({n})", "counterfeit v a real coin leaves a terminal position, D+(1,1)",
                            f"leaves {a.light} light + {a.heavy} heavy, {len(a.options())} moves", ok, n))
    return Check("after-lemma10-misere", "Section 3.2, after Lemma 10",
                 "For odd N, misère play: the same first move wins, leaving two coins of opposite destiny and no move",
                 f"odd 3 <= N <= {max_n}", rows)


@CLAIMS("Section 1 (end) and Section 3.1")
def _find_vs_identify(max_n: int) -> Check:
    """With an extra coin, find and find-identify are almost identical; without it only the misère games are.

    Source: the end of Section 1, and Section 3.1.
    """
    rows = []
    for n in range(1, max_n + 1):
        for a, b in (("F+", "FI+"), ("FM+", "FIM+"), ("FM", "FIM")):
            va, vb = own_value(coin_game(a, n)), own_value(coin_game(b, n))
            applicable = va is not None and vb is not None and n >= 2
            rows.append(Row(f"{a}({n}) v {b}({n})", "equal", f"{shown(va)} / {shown(vb)}",
                            (va == vb) if applicable else None, n))
    diff = [n for n in range(2, max_n + 1) if value(F(n)) != value(FI(n))]
    rows.append(Row(f"F(N) v FI(N), 2 <= N <= {max_n}", "not almost identical",
                    f"differ at N = {ranges(diff)}", len(diff) * 4 >= max_n - 1, max_n))
    return Check("find-vs-identify", "Section 1 (end) and Section 3.1",
                 "With an extra coin, find and find-identify are almost identical; without it, only the misère "
                 "games are", f"1 <= N <= {max_n} (N = 1 set aside)", rows)
