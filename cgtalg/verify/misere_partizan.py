"""Partizan misère play: the published facts about canonical forms, recomputed.

The claims come from the papers that founded the theory of partizan games
under misère play in the general universe (every short game may be added):

* Mesdal and Ottaway (2007): no game other than 0 has an inverse; in
  particular ``G + (-G)`` is never equal to 0 unless ``G`` is;
* Siegel (GONC 4): every game has a unique simplest form, reached by
  removing dominated options and bypassing reversible ones (with the rule
  for reversing through an end); there are 256 canonical forms born by day 2,
  pairwise unequal.

Each claim is checked on every canonical form born by day 2 (computed by
:func:`cgtalg.misere.born_by`), and the inverse claim also on random games
born by day 3 (``random_day3`` of them, always the same ones: they are
drawn from a fixed pseudo-random sequence, so that every run checks the same
games).

Examples
--------
>>> from cgtalg.verify import run
>>> [f.verdict.value for f in run("misere_partizan", random_day3=20)]
['holds', 'holds', 'holds', 'holds']
"""

from __future__ import annotations

import random
from typing import Iterator

from cgtalg.misere import ZERO, PartizanMisereGame, born_by, canonical, equal
from cgtalg.verify.framework import Claims, Context, Finding, Verdict, reproduction

SOURCE = (
    "G. A. Mesdal, P. Ottaway, Simplification of partizan games in misère play, INTEGERS 7 (2007) #G06; "
    "A. N. Siegel, Misère canonical forms of partizan games, Games of No Chance 4, MSRI Publ. 63 (2015), "
    "arXiv:math/0703565"
)

#: Siegel's count of the canonical forms born by day 2 in the general universe.
PUBLISHED_DAY2_COUNT = 256

#: The fixed start of the pseudo-random sequence that draws the day-3 games.
_DAY3_DRAW = 1

_CLAIMS: Claims[Context] = Claims()


def _random_day3(count: int, seed: int) -> list[PartizanMisereGame]:
    """*count* games born by day 3, each side a random set of up to three day-2 canonical forms."""
    day2 = list(born_by(2))
    rng = random.Random(seed)
    return [PartizanMisereGame(rng.sample(day2, rng.randint(0, 3)), rng.sample(day2, rng.randint(0, 3)))
            for _ in range(count)]


@_CLAIMS("Siegel, GONC 4, the census of day 2")
def _day2_count(ctx: Context) -> Finding:
    """There are 256 misère canonical forms born by day 2."""
    forms = born_by(2)
    ok = len(forms) == PUBLISHED_DAY2_COUNT
    return Finding(
        f"there are {PUBLISHED_DAY2_COUNT} canonical forms born by day 2 (general universe)",
        f"{len(forms)} canonical forms",
        "every form {A | B} with A, B sets of the 4 values born by day 1, simplified and compared",
        Verdict.of(ok),
        counterexample=None if ok else f"{len(forms)} forms",
    )


@_CLAIMS("Siegel, GONC 4, uniqueness of the simplest form")
def _canonical_forms_are_fixed(ctx: Context) -> Finding:
    """Each canonical form is its own canonical form, and no two of the day-2 census are equal."""
    forms = born_by(2)
    moved = [g for g in forms if canonical(g) is not g]
    equal_pairs = [(g, h) for i, g in enumerate(forms) for h in forms[i + 1:] if equal(g, h)]
    ok = not moved and not equal_pairs
    shown = moved[:1] or equal_pairs[:1]
    return Finding(
        "distinct canonical forms are unequal, and simplifying a canonical form changes nothing",
        f"{len(moved)} forms changed by simplifying; {len(equal_pairs)} equal pairs",
        f"the {len(forms)} forms born by day 2, all {len(forms) * (len(forms) - 1) // 2} pairs",
        Verdict.of(ok),
        counterexample=None if ok else str(shown[0]),
    )


@_CLAIMS("Mesdal and Ottaway 2007, no inverses (day 2)")
def _no_inverses_day2(ctx: Context) -> Finding:
    """``G + (-G) = 0`` only for ``G = 0``, over the day-2 census."""
    forms = born_by(2)
    bad = [g for g in forms if g is not ZERO and equal(g + (-g), ZERO)]
    return Finding(
        "G + (-G) = 0 only when G = 0",
        f"{len(bad)} non-zero forms with G + (-G) = 0",
        f"the {len(forms)} canonical forms born by day 2",
        Verdict.of(not bad),
        counterexample=str(bad[0]) if bad else None,
    )


@_CLAIMS("Mesdal and Ottaway 2007, no inverses (day 3)")
def _no_inverses_day3(ctx: Context) -> Finding:
    """``G + (-G) = 0`` only for ``G = 0``, over random games born by day 3."""
    count = ctx["random_day3"]
    games = [g for g in _random_day3(count, _DAY3_DRAW) if not equal(g, ZERO)]
    bad = [g for g in ctx.track(games, total=len(games), desc="G + (-G)") if equal(g + (-g), ZERO)]
    return Finding(
        "G + (-G) = 0 only when G = 0",
        f"{len(bad)} non-zero games with G + (-G) = 0",
        f"{len(games)} random non-zero games born by day 3",
        Verdict.of(not bad),
        counterexample=str(bad[0]) if bad else None,
    )


@reproduction(
    "misere_partizan",
    "Partizan misère play: canonical forms, the day-2 census, no inverses",
    SOURCE,
    kind="papers",
    random_day3=(300, "random games born by day 3 checked for an inverse", 0, 100_000),
)
def misere_partizan(ctx: Context) -> Iterator[Finding]:
    """Yield one finding per claim of the papers on partizan misère canonical forms.

    Parameters
    ----------
    ctx : Context
        The run's context; its parameters:

        random_day3 : int
            How many random games born by day 3 are checked for an inverse.

    Yields
    ------
    Finding
        The census of day 2, the uniqueness of canonical forms, and the
        absence of inverses on day 2 and on the random day-3 games.

    Examples
    --------
    >>> from cgtalg.verify.framework import Context
    >>> fs = list(misere_partizan(Context({"random_day3": 10})))
    >>> fs[0].computed
    '256 canonical forms'

    References
    ----------
    Mesdal and Ottaway, INTEGERS 7 (2007) #G06; Siegel, "Misère canonical
    forms of partizan games", GONC 4 (2015).
    """
    yield from _CLAIMS.findings(ctx)
