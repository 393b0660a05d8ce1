"""The Æquitas check as text: each claim's table of cases, a summary, and the values of one named game.

Examples
--------
>>> print(render_summary(check_claims(5)).splitlines()[0])
Summary: 61 claims; 33 hold, 12 hold with an exception, 16 fail.
"""

from __future__ import annotations

from cgtalg.errors import InputValueError, check_instance, check_int, check_items, check_str, describe
from cgtalg.rulesets.coins.aequitas import CoinPosition, classical_misere_value, coin_game, value
from cgtalg.verify.framework import Verdict

from .cases import KINDS, destined_cases
from .checks import Check
from .claims import MAX_N, check_claims

__all__ = ["render_check_table", "render_summary", "render_game_table"]


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
    InputTypeError
        If *only* is not a str, or *checks* not a list of :class:`~.checks.Check`.
    InputValueError
        If *max_n* is out of range (see :func:`~.claims.check_claims`), or
        *only* matches no claim's key or place in the paper.

    Examples
    --------
    >>> print(render_check_table(6, only="lemma10-FI").splitlines()[0])
    == Lemma 10 / Table 8: G(FI_N) = 0 for odd N
    """
    if only is not None:
        only = check_str(only, "only")
    checks = check_claims(max_n) if checks is None else _check_checks(checks)
    if only is not None:
        key = only.lower()
        checks = [c for c in checks if key in c.key.lower() or key in c.where.lower()]
        if not checks:
            raise InputValueError(f"no claim matches {describe(only)}")
    out: list[str] = []
    for c in checks:
        out.extend(_table_lines(c))
        out.append("")
    out.append(render_summary(checks))
    return "\n".join(out)


def _check_checks(checks: object) -> list[Check]:
    items = check_items(checks, "the checks")
    for c in items:
        check_instance(c, Check, "a check")
    return items


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

    Raises
    ------
    InputTypeError
        If *checks* is not a list of :class:`~.checks.Check`.

    Examples
    --------
    >>> print(render_summary(check_claims(5)).splitlines()[0])
    Summary: 61 claims; 33 hold, 12 hold with an exception, 16 fail.
    """
    checks = _check_checks(checks)
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

    *name* is as in :func:`~cgtalg.rulesets.coins.aequitas.coin_game` (``"F"``,
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
        If *name* is not a str, or *max_n* not an int (or is a bool).
    InputValueError
        If *max_n* is not in ``1..MAX_N``, or *name* is not the name of a
        game of the paper.

    Examples
    --------
    >>> print(render_game_table("F", 4))
    F(N), value under its own rules; classical misère value; counterfeit light / heavy
      N = 1: n/a (goal met) / n/a (goal met); classical 1 / 1
      N = 2: 1 / 1; classical 0 / 0
      N = 3: 2 / 2; classical 2 / 2
      N = 4: 0 / 0; classical 1 / 1
    """
    name = check_str(name, "the game's name")
    max_n = check_int(max_n, "max_n", minimum=1, maximum=MAX_N)
    coin_game(name, *((1, 0) if name.strip().startswith("D") else (1,)))  # validates the name
    base = name.strip()
    lines = [f"{base}(N), value under its own rules; classical misère value; counterfeit light / heavy"]

    def own(p: CoinPosition) -> str:
        if p.is_goal():
            return "n/a (goal met)"
        return str(value(p))

    if base.startswith("D"):
        lines[0] = f"{base}(l,h), value under its own rules; classical misère value"
        for n, l, h, fake in destined_cases(max_n):
            p = coin_game(base, l, h, fake=fake)
            lines.append(f"  {base}({l},{h}), fake {fake}: {own(p)}; classical {classical_misere_value(p)}")
        return "\n".join(lines)
    for n in range(1, max_n + 1):
        ps = [coin_game(base, n, fake=k) for k in KINDS]
        lines.append(f"  N = {n}: {own(ps[0])} / {own(ps[1])}; classical "
                     f"{classical_misere_value(ps[0])} / {classical_misere_value(ps[1])}")
    return "\n".join(lines)
