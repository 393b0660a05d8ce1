"""The algebraic laws of short games, checked exhaustively on small birthdays.

These are theorems, not a paper's claims, but checking them over every game
born by a given day is the strongest test of the engine itself: the census
(1, 4, 22, 1474 games born by days 0-3), ``G + -G = 0``, commutativity,
associativity, the order as ``G <= H iff H - G >= 0``, transitivity,
outcomes against comparisons with 0, and ``parse(str(G)) == G``.
"""

from __future__ import annotations

import itertools
from functools import cached_property
from typing import Callable

from ..core.game import Game
from ..core.order import le
from ..core.order import Outcome
from ..core.relations import outcome
from ..core.values import ZERO
from ..errors import InputTypeError, check_int, check_items, describe
from ..notation import parse
from .framework import Claims, Context, Finding, Verdict, reproduction

__all__ = ["games_born_by", "antichains"]

#: Number of distinct games born by day 0, 1, 2, 3 (Winning Ways; Siegel, CGT).
KNOWN_CENSUS = (1, 4, 22, 1474)


def antichains(games: list, ordered_le) -> list[list]:  # type: ignore[no-untyped-def,type-arg]
    """Every set of pairwise incomparable games (the possible option sets).

    *ordered_le* is the ``<=`` to use, so the same enumeration can drive
    another library's games (the core benchmark does).

    Parameters
    ----------
    games : list
        The games to choose from, without repeats.
    ordered_le : callable
        ``ordered_le(g, h)`` is True when ``g <= h``.

    Returns
    -------
    list of list
        Every antichain (the empty one first), each in the order of *games*.

    Raises
    ------
    InputTypeError
        If *games* is not a collection or *ordered_le* not callable.

    Examples
    --------
    >>> from cgtalg import ZERO, STAR, ONE
    >>> len(antichains([ZERO, STAR, ONE], lambda g, h: g <= h))   # {}, {0}, {*}, {1}, {0,*}; * < 1
    5
    """
    games = check_items(games, "the games")
    if not callable(ordered_le):
        raise InputTypeError(f"ordered_le must be a function (g, h) -> bool, not {type(ordered_le).__name__} "
                             f"({describe(ordered_le)})")
    out: list[list[Game]] = [[]]
    stack: list[tuple[int, list[Game]]] = [(0, [])]
    while stack:
        start, current = stack.pop()
        for j in range(start, len(games)):
            g = games[j]
            if all(not ordered_le(g, h) and not ordered_le(h, g) for h in current):
                nxt = current + [g]
                out.append(nxt)
                stack.append((j + 1, nxt))
    return out


def games_born_by(day: int) -> list[Game]:
    """Every distinct game born by *day*, in canonical form.

    A game born by day n+1 is ``{A | B}`` for antichains A, B of games born by
    day n (in canonical form no option dominates another).

    Parameters
    ----------
    day : int
        The birthday bound, ``0 <= day <= 3`` (day 3 has 1474 games; day 4
        is far out of reach).

    Returns
    -------
    list of Game
        Sorted by creation order of the games (stable within a session).

    Raises
    ------
    InputTypeError
        If *day* is not an int (or is a bool).
    InputValueError
        If *day* is negative or above 3 (a ``ValueError`` too).

    Examples
    --------
    >>> [len(games_born_by(d)) for d in range(3)]
    [1, 4, 22]

    References
    ----------
    Conway, *On Numbers and Games*; Siegel, *Combinatorial Game Theory*, ch. II.
    """
    day = check_int(day, "day", minimum=0, maximum=3)
    current = [ZERO]
    for _ in range(day):
        chains = antichains(current, le)
        current = list({Game(a, b) for a in chains for b in chains})
    return sorted(current, key=lambda g: g._id)


class _LawsRun:
    """What the claims share: the birthday bound, every game born by it, the progress hook."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.day = int(ctx["max_birthday"])

    @cached_property
    def games(self) -> list[Game]:
        return games_born_by(self.day)


_CLAIMS: Claims[_LawsRun] = Claims()


def _first_bad(games: list[Game], holds: Callable[[Game], bool]) -> str | None:
    """The first game (as text) for which *holds* is false, or None."""
    bad = next((g for g in games if not holds(g)), None)
    return None if bad is None else str(bad)


@_CLAIMS()
def _census(run: _LawsRun) -> Finding:
    """1, 4, 22, 1474 games are born by days 0, 1, 2, 3 (Winning Ways; Siegel, CGT, ch. II)."""
    counts = [len(games_born_by(d)) for d in range(run.day + 1)]
    known = list(KNOWN_CENSUS[: run.day + 1])
    return Finding(
        "Census: 1, 4, 22, 1474 games are born by days 0, 1, 2, 3",
        f"counts {counts}",
        f"days 0..{run.day}",
        Verdict.of(counts == known),
        None if counts == known else f"expected {known}",
    )


@_CLAIMS()
def _negative_is_inverse(run: _LawsRun) -> Finding:
    """G + -G = 0 for every game (ONAG, ch. 1; Siegel, CGT, ch. II)."""
    bad = _first_bad(run.games, lambda g: g + -g == ZERO)
    return Finding("G + -G = 0", f"{len(run.games)} games", f"born by day {run.day}", Verdict.of(bad is None), bad)


@_CLAIMS()
def _text_round_trip(run: _LawsRun) -> Finding:
    """A game is its printed form read back, and the game of its own options (the notation and the engine)."""
    bad = _first_bad(run.games, lambda g: parse(str(g)) == g and Game(*g.options) == g)
    return Finding("parse(str(G)) = G and Game(*G.options) = G", f"{len(run.games)} games",
                   f"born by day {run.day}", Verdict.of(bad is None), bad)


@_CLAIMS()
def _commutativity_and_order(run: _LawsRun) -> Finding:
    """G + H = H + G; G <= H iff H - G >= 0; G <= H <= G iff G = H (ONAG, ch. 1; Siegel, CGT, ch. II)."""
    pairs = list(itertools.product(run.games, repeat=2))
    bad_pair = None
    for g, h in run.ctx.track(pairs, total=len(pairs), desc="laws: pairs"):
        if g + h != h + g or (g <= h) != (h - g >= 0) or ((g <= h) and (h <= g)) != (g == h):
            bad_pair = (g, h)
            break
    return Finding("G + H = H + G; G <= H iff H - G >= 0; G <= H <= G iff G = H",
                   f"{len(pairs)} ordered pairs", f"born by day {run.day}", Verdict.of(bad_pair is None),
                   None if bad_pair is None else f"G = {bad_pair[0]}, H = {bad_pair[1]}")


@_CLAIMS()
def _outcome_classes(run: _LawsRun) -> Finding:
    """G's outcome is read off comparing G with 0: L if G > 0, R if G < 0, P if G = 0, N if G || 0."""
    expected = {(True, True): Outcome.P, (True, False): Outcome.L, (False, True): Outcome.R, (False, False): Outcome.N}
    bad = _first_bad(run.games, lambda g: outcome(g) == expected[(g >= 0, g <= 0)])
    return Finding("outcome(G) agrees with comparing G to 0", f"{len(run.games)} games", f"born by day {run.day}",
                   Verdict.of(bad is None), bad)


@_CLAIMS()
def _associativity_and_transitivity(run: _LawsRun) -> Finding:
    """(G + H) + K = G + (H + K), and <= is transitive (ONAG, ch. 1), over the games born by day 1."""
    small = games_born_by(1) if run.day >= 2 else run.games
    triples = list(itertools.product(small, repeat=3))
    bad_t = None
    for a, b, c in triples:
        if (a + b) + c != a + (b + c) or (a <= b and b <= c and not a <= c):
            bad_t = (a, b, c)
            break
    return Finding("(G + H) + K = G + (H + K); transitivity of <=", f"{len(triples)} triples",
                   f"born by day {min(run.day, 1)}", Verdict.of(bad_t is None),
                   None if bad_t is None else ", ".join(map(str, bad_t)))


@reproduction(
    "laws",
    "Algebraic laws of short games",
    "J. H. Conway, On Numbers and Games (2nd ed., 2001); A. N. Siegel, Combinatorial Game Theory (2013), ch. II",
    kind="books",
    max_birthday=(2, "check every game born by this day (3 takes about a minute)", 1, 3),
)
def laws(ctx: Context) -> list[Finding]:
    """The laws, over every game born by ``max_birthday``.

    Parameters
    ----------
    ctx : Context
        The run's context; its parameters:

        max_birthday : int
            Check every game born by this day (1 to 3).

    Returns
    -------
    list of Finding
        The census first, then one finding per law.

    Examples
    --------
    >>> from cgtalg.verify import run
    >>> [f.verdict.value for f in run("laws", max_birthday=1)][:2]
    ['holds', 'holds']
    """
    return list(_CLAIMS.findings(_LawsRun(ctx)))
