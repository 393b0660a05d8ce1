"""Published periods of octal games, recomputed and certified.

Each claim is a period and a last exceptional value from *Winning Ways*
(chapter 4), the OEIS entries that cite it, Flammenkamp's tables, or
Gangolli and Plambeck (1989). The nim-sequence is computed with arrays
(:mod:`cgtalg.impartial.nim_sequence`), the period found and certified by
the periodicity theorem (:mod:`cgtalg.impartial.periodicity`), and each
finding says how many heaps were computed and how many the theorem needed.
A claim whose certificate needs more heaps than ``max_heaps`` allows is not
run (no verdict is invented for it); the last finding's ``checked`` names the
skipped games and the heaps they need. Raise ``--max-heaps`` to include them
(0.16 needs 509,622 heaps, about 17 s of CPU).

Examples
--------
>>> from cgtalg.verify import run
>>> fs = {f.where.split(";")[0]: f for f in run("octal", max_heaps=1200)}
>>> fs["0.77"].verdict.value, fs["0.77"].computed.split(";")[0]
('holds', 'period 12, last exception 70')
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from cgtalg.impartial.nim_sequence import nim_sequence
from cgtalg.impartial.periodicity import periodicity
from cgtalg.rulesets.heap import TakeAndBreak
from cgtalg.verify.framework import Claims, Context, Finding, Verdict, reproduction

SOURCE = (
    "E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways, ch. 4 (1982); OEIS A002187, A071434, A071435, "
    "A071452, A071453, A071464; A. Flammenkamp, Sprague-Grundy values of octal games (web tables); "
    "A. Gangolli, T. Plambeck, A note on periodicity in some octal games, IJGT 18 (1989)"
)

# code, name, period, last exception, where published
CLAIMS = [
    ("0.77", "Kayles", 12, 70, "Winning Ways ch. 4"),
    ("0.137", "Dawson's chess", 34, 51, "Winning Ways ch. 4 pp. 89, 102; OEIS A002187"),
    ("0.07", "Dawson's Kayles", 34, 52, "OEIS A002187 (values a(n-1))"),
    ("0.1377", "", 24, 140, "Winning Ways ch. 4 p. 102; OEIS A071434"),
    ("0.11377", "", 32, 186, "Winning Ways ch. 4 p. 104; OEIS A071452"),
    ("0.117", "", 48, 46, "Winning Ways ch. 4 p. 104; OEIS A071453"),
    ("0.051", "", 48, 47, "Flammenkamp: period = pre-period = 48"),
    ("0.177", "", 20, 496, "Winning Ways ch. 4 p. 102; OEIS A071435"),
    ("0.127", "", 4, 46577, "Gangolli and Plambeck 1989; OEIS A071464"),
    ("0.16", "", 149459, 105350, "Gangolli and Plambeck 1989"),
]


_CLAIMS: Claims[Context] = Claims()


def _period_finding(code: str, name: str, period: int, last: int, where: str, heaps: int) -> Finding:
    """Compute *heaps* values of the game *code*, certify its period, and compare with the published one."""
    rule = TakeAndBreak(code)
    label = f"{code} ({name})" if name else code
    values = nim_sequence(rule, heaps - 1)
    cert = periodicity(rule, values, heaps=len(values))
    ok = cert.certified and cert.period == period and cert.last_exception == last
    return Finding(
        f"{label} has period {period} with last exceptional value at heap {last}",
        f"period {cert.period}, last exception {cert.last_exception}; "
        f"{'certified' if cert.certified else 'NOT certified'}",
        f"heaps 0..{cert.heaps_computed - 1} computed; the theorem needs {cert.heaps_needed}",
        Verdict.of(ok),
        counterexample=None if ok else str(cert),
        where=f"{code}; {where}",
    )


@_CLAIMS()
def _published_periods(ctx: Context) -> list[Finding]:
    """Each game of ``CLAIMS`` has the published period and last exceptional value (its row names the source).

    A game whose certificate needs more than ``max_heaps`` heaps is not run;
    the last finding's range lists those skipped.
    """
    limit = ctx["max_heaps"]
    findings: list[Finding] = []
    skipped: list[str] = []
    for code, name, period, last, where in ctx.track(CLAIMS, total=len(CLAIMS), desc="octal games"):
        # heaps the theorem needs for the published period, if the publication is right
        needed = 2 * (last + 1) + 2 * period + TakeAndBreak(code).last_digit
        if needed > limit:
            skipped.append(f"{code} (needs {needed} heaps)")
            continue
        findings.append(_period_finding(code, name, period, last, where, min(limit, max(needed, 1024))))
    if skipped and findings:
        findings[-1] = replace(findings[-1], checked=findings[-1].checked + f" (not run at max_heaps = {limit}: "
                               + ", ".join(skipped) + ")")
    return findings


@reproduction(
    "octal",
    "Octal games: published periods and last exceptions, certified by the periodicity theorem",
    SOURCE,
    kind="books",
    max_heaps=(3000, "the most heaps computed per game", 200, 2_000_000),
)
def octal(ctx: Context) -> Iterator[Finding]:
    """Yield one finding per published period.

    Parameters
    ----------
    ctx : Context
        The run's context; its parameters:

        max_heaps : int
            The most heaps computed per game (200 to 2,000,000); a claim that
            needs more is reported as not checked.

    Yields
    ------
    Finding
        One per published period checked; the games skipped for want of
        heaps are listed in the last finding's ``checked``.

    Examples
    --------
    >>> from cgtalg.verify.framework import Context
    >>> fs = list(octal(Context({"max_heaps": 600})))
    >>> [f.verdict.value for f in fs][:3]
    ['holds', 'holds', 'holds']

    References
    ----------
    *Winning Ways*, ch. 4; Siegel, *Combinatorial Game Theory*, IV.2; the
    tables cited in the module's ``SOURCE``.
    """
    yield from _CLAIMS.findings(ctx)
