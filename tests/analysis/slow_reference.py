"""Slow references for the analysis functions, straight from the definitions (tests only).

They are recursive and unoptimised on purpose and share no code with
``cgtalg.analysis``: they use only the engine's Game constructor, sums and
stops.

* Cooling (Siegel, CGT II.5): ``G_t = x`` if ``H_u = {G^L_u - u | G^R_u + u}``
  is infinitely close to a number ``x`` (both stops equal ``x``) for some
  ``u < t`` (the least such), else ``H_t``; integers are fixed. The least ``u``
  is searched on a grid of dyadics of step ``1/2**GRID`` (every temperature
  of a game born by day 3 lies on the grid of step 1/4; the tests use 1/8).
* Temperature and mean: the least grid ``u`` at which ``H_u`` is infinitely
  close to a number, and that number.
* Walls: the stops of the cooled game.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from cgtalg import Game, left_stop, right_stop, number

GRID = 3
STEP = Fraction(1, 2**GRID)


def grid_below(t: Fraction):
    u = Fraction(-1)
    while u < t:
        yield u
        u += STEP


@lru_cache(maxsize=None)
def slow_h(g: Game, u: Fraction) -> Game:
    return Game([slow_cool(x, u) - u for x in g.left_options], [slow_cool(x, u) + u for x in g.right_options])


def _close_number(h: Game) -> Fraction | None:
    a, b = left_stop(h), right_stop(h)
    return a if a == b else None


@lru_cache(maxsize=None)
def slow_cool(g: Game, t: Fraction) -> Game:
    if g.is_integer:
        return g
    for u in grid_below(t):
        x = _close_number(slow_h(g, u))
        if x is not None:
            return number(x)
    return slow_h(g, t)


def slow_temperature_and_mean(g: Game) -> tuple[Fraction, Fraction]:
    if g.is_integer:
        return Fraction(-1), g.as_fraction()
    u = Fraction(-1)
    while True:
        x = _close_number(slow_h(g, u))
        if x is not None:
            return u, x
        u += STEP


def slow_walls(g: Game, t: Fraction) -> tuple[Fraction, Fraction]:
    c = slow_cool(g, t)
    return left_stop(c), right_stop(c)


def slow_heat(g: Game, t: Game) -> Game:
    if g.is_number:
        return g
    return Game([slow_heat(x, t) + t for x in g.left_options], [slow_heat(x, t) - t for x in g.right_options])
