"""Every lemma, corollary and table of the Æquitas paper, recomputed.

Burke, Khovanova, Lee, Nowakowski, Rowland and Tennenhouse, *Æquitas:
Two-Player Counterfeit Coin Games* (2022) states Grundy values of
counterfeit-coin games as formulas and small tables. This package puts each
printed value next to the one computed from the rules in
:mod:`cgtalg.rulesets.coins.aequitas`, for every N up to ``max_n`` (every split
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

The package follows the paper: :mod:`.destined` holds the claims of Section
2 (destined coins), :mod:`.unknown` those of Section 3 (unknown coins), one
function per claim, each recorded with where the paper makes it;
:mod:`.claims` runs them in the paper's order, :mod:`.checks` holds the
records (:class:`Row`, :class:`Check`), :mod:`.cases` the cases they share and
:mod:`.report` the text.

Examples
--------
>>> checks = {c.key: c for c in check_claims(max_n=8)}
>>> checks["lemma10-F"].verdict.value
'fails'
>>> print(checks["lemma10-F"].counterexample())
F(3): printed 1, computed 2
"""

from __future__ import annotations

from typing import Iterator

from cgtalg.errors import check_instance
from cgtalg.verify.framework import Context, Finding, reproduction

from .checks import Check, Row
from .claims import check_claims, claims_chunk
from .report import render_check_table, render_game_table, render_summary

__all__ = ["Row", "Check", "check_claims", "claims_chunk", "render_check_table", "render_summary",
           "render_game_table", "aequitas"]

SOURCE = ("K. Burke, T. Khovanova, J. Lee, R. J. Nowakowski, A. Rowland, C. Tennenhouse, "
          "Æquitas: Two-Player Counterfeit Coin Games (2022)")


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

    Raises
    ------
    InputTypeError
        If *ctx* is not a :class:`~cgtalg.verify.framework.Context` (raised
        when the first finding is asked for).

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
    check_instance(ctx, Context, "the context")
    for check in check_claims(ctx["max_n"], ctx):
        yield check.finding()
