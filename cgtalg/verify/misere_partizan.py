"""Partizan misère play: the published facts about canonical forms, recomputed.

The claims come from the papers that founded the theory of partizan games
under misère play in the general universe (every short game may be added):

* Mesdal and Ottaway (2007): no game other than 0 has an inverse; in
  particular ``G + (-G)`` is never equal to 0 unless ``G`` is;
* Siegel (GONC 4): every game has a unique simplest form, reached by
  removing dominated options and bypassing reversible ones (with the rule
  for reversing through an end); there are 256 canonical forms born by day 2,
  pairwise unequal;
* Allen (2009), proved by Dorbec, Renault, Siegel and Sopena (2015):
  ``* + * = 0`` modulo the dicot universe, though not modulo all games;
* Milley and Renault (2013): ``n + (-n) = 0`` for every integer ``n``
  modulo the dead-ending universe, though not modulo all games (checked for
  ``1 <= n <= max_integer``).

Each claim is checked on every canonical form born by day 2 (computed by
:func:`cgtalg.misere.born_by`), and the inverse claim also on random games
born by day 3 (``random_day3`` of them, always the same ones: they are
drawn from a fixed pseudo-random sequence, so that every run checks the same
games).

Examples
--------
>>> from cgtalg.verify import run
>>> [f.verdict.value for f in run("misere_partizan", random_day3=20)]
['holds', 'holds', 'holds', 'holds', 'holds', 'holds']
"""

from __future__ import annotations

import random
from typing import Iterator

from cgtalg.misere import (
    DEAD_ENDING, DICOT, STAR, ZERO, PartizanMisereGame, born_by, canonical, equal,
)
from cgtalg.verify.framework import Claims, Context, Finding, Verdict, reproduction

SOURCE = (
    "G. A. Mesdal, P. Ottaway, Simplification of partizan games in misère play, INTEGERS 7 (2007) #G06; "
    "A. N. Siegel, Misère canonical forms of partizan games, Games of No Chance 4, MSRI Publ. 63 (2015), "
    "arXiv:math/0703565; M. R. Allen, An investigation of partizan misère games, PhD thesis, Dalhousie (2009); "
    "P. Dorbec, G. Renault, A. N. Siegel, E. Sopena, Dicots, and a taxonomy of ranks for misère games, JCTA 134 "
    "(2015); R. Milley, G. Renault, Dead ends in misère play: the misère monoid of canonical numbers, Discrete "
    "Math. 313 (2013)"
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


def _integer(n: int) -> PartizanMisereGame:
    """The integer form *n*: ``{n-1 |}`` for ``n > 0``, ``{| n+1}`` for ``n < 0``."""
    g = ZERO
    for _ in range(abs(n)):
        g = PartizanMisereGame([g], []) if n > 0 else PartizanMisereGame([], [g])
    return g


@_CLAIMS("Allen 2009; Dorbec, Renault, Siegel, Sopena 2015")
def _star_star_dicot(ctx: Context) -> Finding:
    """``* + * = 0`` modulo dicots, and not modulo all games."""
    modulo_dicots = DICOT.equal(STAR + STAR, ZERO)
    in_general = equal(STAR + STAR, ZERO)
    ok = modulo_dicots and not in_general
    return Finding(
        "* + * = 0 modulo the dicot universe, though not modulo all games",
        f"modulo dicots: {'equal' if modulo_dicots else 'not equal'}; "
        f"modulo all games: {'equal' if in_general else 'not equal'}",
        "the comparison of forms in each universe (maintenance and proviso)",
        Verdict.of(ok),
        counterexample=None if ok else "* + *",
    )


@_CLAIMS("Milley and Renault 2013")
def _integers_dead_ending(ctx: Context) -> Finding:
    """``n + (-n) = 0`` modulo dead-ending games for every integer n, and not modulo all games."""
    top = ctx["max_integer"]
    bad = [n for n in range(1, top + 1) if not DEAD_ENDING.equal(_integer(n) + _integer(-n), ZERO)]
    general = [n for n in range(1, top + 1) if equal(_integer(n) + _integer(-n), ZERO)]
    ok = not bad and not general
    return Finding(
        "n + (-n) = 0 modulo the dead-ending universe for every integer n, though not modulo all games",
        f"{len(bad)} integers n with n + (-n) != 0 modulo E; {len(general)} with n + (-n) = 0 modulo all games",
        f"n = 1..{top}",
        Verdict.of(ok),
        counterexample=None if ok else f"n = {(bad or general)[0]}",
    )


@reproduction(
    "misere_partizan",
    "Partizan misère play: canonical forms, the day-2 census, inverses in three universes",
    SOURCE,
    kind="papers",
    random_day3=(300, "random games born by day 3 checked for an inverse", 0, 100_000),
    max_integer=(8, "the largest integer n with n + (-n) checked modulo dead-ending games", 1, 64),
)
def misere_partizan(ctx: Context) -> Iterator[Finding]:
    """Yield one finding per claim of the papers on partizan misère canonical forms.

    Parameters
    ----------
    ctx : Context
        The run's context; its parameters:

        random_day3 : int
            How many random games born by day 3 are checked for an inverse.
        max_integer : int
            The largest integer n for which ``n + (-n) = 0`` modulo
            dead-ending games is checked.

    Yields
    ------
    Finding
        The census of day 2, the uniqueness of canonical forms, the
        absence of inverses on day 2 and on the random day-3 games, ``* + *``
        modulo dicots, and the integers modulo dead-ending games.

    Examples
    --------
    >>> from cgtalg.verify.framework import Context
    >>> fs = list(misere_partizan(Context({"random_day3": 10, "max_integer": 4})))
    >>> fs[0].computed
    '256 canonical forms'

    References
    ----------
    Mesdal and Ottaway, INTEGERS 7 (2007) #G06; Siegel, "Misère canonical
    forms of partizan games", GONC 4 (2015); Dorbec, Renault, Siegel and
    Sopena, JCTA 134 (2015); Milley and Renault, Discrete Math. 313 (2013).
    """
    yield from _CLAIMS.findings(ctx)
