"""Cooling, heating, overheating and freezing of short games.

**Cooling** (Siegel, *Combinatorial Game Theory*, II.5). For ``t >= -1``,
an integer cools to itself; otherwise let
``H_t = {G^L_t - t | G^R_t + t}``. If ``H_u`` is infinitely close to a number
``x`` for some ``u < t``, take the least such ``u``: then ``G_t = x``;
otherwise ``G_t = H_t``. That least ``u`` is the temperature of ``G`` and ``x``
its mean (:mod:`cgtalg.analysis.thermograph`), so ``G_t`` is computed from the
canonical form children first, using the thermographs of the subpositions.
*At* the temperature the game is not yet a number: ``+-1`` cooled by 1 is
``*``, cooled by anything more it is ``0``.

**Heating** ``heat(G, t)`` (``∫^t G``): a number heats to itself, otherwise
``{∫^t G^L + t | ∫^t G^R - t}``. **Overheating** ``overheat(G, s, t)``
(``∫_s^t G``): an integer ``n`` becomes ``n.s`` (``n`` copies of ``s``), any
other game ``{∫_s^t G^L + t | ∫_s^t G^R - t}``. Heating and overheating are
applied to the canonical form (they are not invariant under equality of games
in general; on canonical forms they are well defined). **Freezing** is cooling
by the temperature: ``freeze(G) = G_{temperature(G)}`` for a non-number, ``G``
itself for a number.

Examples
--------
>>> from cgtalg import parse
>>> print(cool(parse("+-1"), 1), cool(parse("+-1"), 2), cool(parse("{3|-1}"), 1))
* 0 {2|0}
>>> print(heat(parse("*"), 1), heat(parse("^"), 1), freeze(parse("{2|{1|0}}")))
+-1 {1||0|-2} 5/4*

References
----------
Siegel, *Combinatorial Game Theory*, II.5 (cooling, heating, overheating);
*Winning Ways*, ch. 6; *Lessons in Play*, ch. 6 and 8.
"""

from __future__ import annotations

from fractions import Fraction
from numbers import Rational

from ..core.cache import BoundedCache
from ..core.game import Game
from ..core.dyadic import as_dyadic
from ..core.store import symbolic_dyadic
from ..core.values import number
from ..errors import InputTypeError, InputValueError, as_integer
from .thermograph import _mean_if_colder, thermograph
from .trajectory import BOTTOM
from .walk import fold, remember

__all__ = ["cool", "heat", "overheat", "freeze"]

# ``G_t`` for the non-number subpositions met by cool(), keyed by (creation
# number of G, t as numerator and exponent of its dyadic denominator): the
# subpositions of many games are shared, and each fold starts afresh.
_COOLED = BoundedCache("analysis.cooled", 100_000)
_cooled_cached = _COOLED.get  # bound once (see thermograph._thermograph_cached)


def _game(g: object, what: str) -> Game:
    if not isinstance(g, Game):
        raise InputTypeError(f"{what} takes a Game, not {type(g).__name__}")
    return g


def _dyadic(t: object, what: str) -> Fraction:
    if isinstance(t, bool) or not isinstance(t, (int, Rational)) and as_integer(t) is None:
        raise InputTypeError(f"{what} must be an int or a dyadic Fraction, not {type(t).__name__}")
    return as_dyadic(t)


def cool(g: Game, t: int | Fraction) -> Game:
    """*g* cooled by *t* (``G_t``), for dyadic ``t >= -1``.

    Parameters
    ----------
    g : Game
    t : int or dyadic Fraction, at least -1

    Returns
    -------
    Game

    Raises
    ------
    InputTypeError
        If *g* is not a Game or *t* not an int/Fraction.
    InputValueError
        If *t* is not dyadic or below -1 (cooling is not defined there).

    Examples
    --------
    >>> from cgtalg import parse
    >>> [str(cool(parse("{2|{1|0}}"), t)) for t in (0, Fraction(1, 2), Fraction(3, 4), 1)]
    ['{2||1|0}', '{3/2|1*}', '5/4*', '5/4']
    >>> print(cool(parse("1/2"), Fraction(-1, 2)), cool(parse("1/2"), -1))
    1/2* {1|0}
    >>> cool(parse("*"), -2)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: cooling is defined for t >= -1, not t = -2

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.5 (Definition of cooling);
    *Winning Ways*, ch. 6.
    """
    _game(g, "cool()")
    if type(t) is int:
        # the common case, read without building a Fraction (bool is no int here)
        if t < -1:
            raise InputValueError(f"cooling is defined for t >= -1, not t = {t}")
        ta, te = t, 0
    else:
        t = _dyadic(t, "a cooling temperature")
        if t < BOTTOM:
            raise InputValueError(f"cooling is defined for t >= -1, not t = {t}")
        ta, te = t.numerator, t.denominator.bit_length() - 1
    if ta == 0:
        # G_0 = G: only numbers freeze below 0, and a number cools to itself
        return g
    # for t > 0 every number cools to itself (its temperature is at most 0 < t);
    # for -1 <= t < 0 only the integers do (1/2 cooled by -1/2 is 1/2*)
    positive = ta > 0
    # A thermograph's walls close in at slope at most 1 each, so the temperature is
    # at least (L - R) / 2 for the stops L, R of a game (t = 0 on the walls). If that
    # is at least t > 0 the game does not cool to a number: its options are cooled,
    # and its own thermograph is never needed. Decided on the stored float stops when
    # both are floats (exact dyadics) with a margin far above the rounding of one
    # subtraction (a relative 2**-53), so a True is exact; otherwise not used.
    wide = 2 * ta / (1 << te) if positive and ta < 1 << 50 and te < 900 else None

    def leaf(h: Game) -> Game | None:
        return _cooled_leaf(h, ta, te, positive, wide)

    tg = symbolic_dyadic(ta, te, 0, 0)  # once: subtracting a Game skips converting t at every option

    def build(h: Game, left: list[Game], right: list[Game]) -> Game:
        r = Game([x - tg for x in left], [x + tg for x in right])
        remember(_COOLED, (h._id, ta, te), r)
        return r

    return fold(g, leaf, build)


def _cooled_leaf(h: Game, ta: int, te: int, positive: bool, wide: float | None) -> Game | None:
    """``h`` cooled by ``ta / 2**te`` when that needs no look at the options of *h*, else None (for :func:`cool`)."""
    if h._num is not None:  # a number: the stored fields of is_number and is_integer
        if positive or h._xe == 0:
            return h
    got = _cooled_cached((h._id, ta, te))
    if got is not None:
        return got  # type: ignore[no-any-return]
    if wide is not None:
        ls = h._ls
        rs = h._rs
        if type(ls) is float and type(rs) is float:
            d = ls - rs
            if d - d * 2.0 ** -40 >= wide:
                return None
    return _mean_if_colder(h, ta, te)  # the thermographs of h's options, not h's own walls


def heat(g: Game, t: object) -> Game:
    """*g* heated by *t* (``∫^t G``): numbers stay, others get ``{∫G^L + t | ∫G^R - t}``.

    Parameters
    ----------
    g : Game
        Heated through its canonical form.
    t : Game, int or dyadic Fraction
        Usually a positive number; any game is allowed (as in CGSuite).

    Returns
    -------
    Game
        In canonical form.

    Raises
    ------
    InputTypeError
        If *g* is not a Game, or *t* is not a Game, an int or a Fraction.
    InputValueError
        If *t* is a non-dyadic Fraction.

    Examples
    --------
    >>> from cgtalg import parse, UP
    >>> print(heat(parse("*"), 2), heat(parse("{1|0}"), 1), heat(parse("1/2"), 5))
    +-2 {2|-1} 1/2
    >>> cool(heat(UP, 1), 1) is UP
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.5; *Winning Ways*, ch. 6.
    """
    _game(g, "heat()")
    tg = _operand(t, "a heating temperature")
    if tg.is_number:
        return _heated_and_shifted(g, tg)

    def leaf(h: Game) -> Game | None:
        return h if h.is_number else None

    def build(h: Game, left: list[Game], right: list[Game]) -> Game:
        return Game([x + tg for x in left], [x - tg for x in right])

    return fold(g, leaf, build)


def _heated_and_shifted(root: Game, t: Game) -> Game:
    """``∫^t root`` for a number *t*, built top-down with the shifts carried along.

    ``F(h, c) = ∫^t h + c`` for numbers ``c``: a number ``h`` gives ``h + c``;
    otherwise let ``K' = {F(h^L, c + t) | F(h^R, c - t)}``, the form
    ``{∫h^L + t | ∫h^R - t}`` translated option by option by ``c``. If ``K'``
    is not a number, it is ``∫^t h + c`` (number translation, Siegel, *CGT*,
    II.3: a form ``K`` not equal to a number has ``K + c = {K^L + c | K^R + c}``,
    and ``K' - c = K`` by the same theorem when ``K'`` is no number). If ``K'``
    is a number, so is ``∫^t h``, which is then computed at shift 0 and
    shifted. The bottom-up definition heats every subposition and adds ``t``
    to the result, translating whole subtrees again at every level: quadratic
    in the depth on the chain ``{G | -1}``; this visits one pair (``h``, ``c``)
    per shift that play reaches, children first on an explicit stack.
    """
    zero = number(Fraction(0))
    done: dict[tuple[Game, Game], Game] = {}
    stack: list[tuple[Game, Game]] = [(root, zero)]
    while stack:
        key = stack[-1]
        if key in done:
            stack.pop()
            continue
        h, c = key
        if h.is_number:
            done[key] = h + c
            stack.pop()
            continue
        left = [(o, c + t) for o in h.left_options]
        right = [(o, c - t) for o in h.right_options]
        missing = [p for p in left + right if p not in done]
        if missing:
            stack.extend(missing)
            continue
        shifted = Game([done[p] for p in left], [done[p] for p in right])
        if shifted.is_number and c is not zero:
            unshifted = (h, zero)
            if unshifted not in done:
                stack.append(unshifted)
                continue
            shifted = done[unshifted] + c
        stack.pop()
        done[key] = shifted
    return done[(root, zero)]


def _operand(t: object, what: str) -> Game:
    if isinstance(t, Game):
        return t
    return number(_dyadic(t, what))


def overheat(g: Game, s: object, t: object) -> Game:
    """*g* overheated from *s* to *t* (``∫_s^t G``).

    An integer ``n`` becomes ``n.s`` (``n`` copies of *s*, negated for
    ``n < 0``); any other game ``{∫G^L + t | ∫G^R - t}``.

    Parameters
    ----------
    g : Game
        Overheated through its canonical form.
    s, t : Game, int or dyadic Fraction

    Returns
    -------
    Game
        In canonical form.

    Raises
    ------
    InputTypeError
        If *g* is not a Game, or *s* or *t* is not a Game, an int or a Fraction.
    InputValueError
        If *s* or *t* is a non-dyadic Fraction.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(overheat(parse("*"), 1, 1), overheat(parse("2"), parse("1*"), 1), overheat(parse("1/2"), 1, 1))
    +-1 2 {1|0}

    References
    ----------
    *Winning Ways*, ch. 6 (overheating, Blockbusting);
    Siegel, *Combinatorial Game Theory*, II.5.
    """
    _game(g, "overheat()")
    sg = _operand(s, "the overheating base s")
    tg = _operand(t, "the overheating temperature t")

    def leaf(h: Game) -> Game | None:
        if h.is_integer:
            return h.as_fraction().numerator * sg
        return None

    def build(h: Game, left: list[Game], right: list[Game]) -> Game:
        return Game([x + tg for x in left], [x - tg for x in right])

    return fold(g, leaf, build)


def freeze(g: Game) -> Game:
    """*g* cooled by its own temperature (a number stays as it is).

    The frozen game is infinitely close to the mean: ``freeze(G) - mean(G)``
    is infinitesimal.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    Game
        *g* itself if it is a number, else *g* cooled by its temperature, in
        canonical form.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(freeze(parse("+-1")), freeze(parse("{3|{2|0}}")), freeze(parse("3/8")))
    * 2^ 3/8

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.5 (the frozen value, G cooled by
    its temperature); *Winning Ways*, ch. 6.
    """
    _game(g, "freeze()")
    if g.is_number:
        return g
    return cool(g, thermograph(g).temperature)
