"""Uptimals: ``^<n>`` (up-nth), ``^[n]`` (up-to-the-nth) and their recognition.

Definitions (Siegel, *Combinatorial Game Theory*, II.7 (uptimals);
*Winning Ways*, ch. 8 (``^^n`` and ``^^->n``); CGSuite's ``^.Pow(n)`` and
``^.PowTo(n)``):

* ``^<1> = ^`` and ``^<n> = {0 | v[n-1]*}`` for ``n >= 2`` (up-nth, ``↑^n``);
* ``^[n] = ^<1> + ^<2> + ... + ^<n>`` (``↑^{→n}``), so ``^[1] = ^``;
  in canonical form ``^[n] = {^[n-1] | *}`` for ``n >= 2``;
* ``v<n> = -^<n>`` and ``v[n] = -^[n]``.

An *uptimal* is ``x + a1.^<1> + a2.^<2> + ... + *k``; CGSuite writes its
*uptimal expansion* as ``x*k.a1a2...`` (digits with a trailing ``-`` for a
negative one; :func:`uptimal_expansion`, :class:`UptimalExpansion`,
:func:`parse_expansion`), but prints the game itself in uptimal notation
only in two shapes, and so does cgtalg (:func:`uptimal_parts`):

* ``x ± ^<n> + *k`` prints ``x^<n>*k`` (``xv<n>*k`` for the minus sign);
* ``x ± ^[n] + *k`` prints ``x^[n]*k`` (``xv[n]*k``);

for ``n >= 2`` (``n = 1`` is plain ``^``), with the number omitted when 0
and the nimber when 0, exactly as for ``x + n.^ + *k``. Every other game
keeps its braces.

Examples
--------
>>> print(up_nth(2), up_to_nth(3), up_nth(2) + up_nth(3))
^<2> ^[3] {^<2>|v*}
>>> from cgtalg import parse
>>> parse("{0|v*}") is up_nth(2), parse("1/2v[3]*2") is parse("1/2") - up_to_nth(3) + parse("*2")
(True, True)
"""

from __future__ import annotations

from fractions import Fraction
import re
from typing import NamedTuple

from ..core.cache import BoundedCache, memoized
from ..core.game import Game
from ..core.values import nimber, number, up
from ..errors import InputTypeError, InputValueError, as_integer

__all__ = ["up_nth", "up_to_nth", "UptimalParts", "uptimal_parts", "UptimalExpansion", "uptimal_expansion", "parse_expansion"]

_STAR = nimber(1)


def _check_order(n: object) -> int:
    order = as_integer(n)
    if order is None:
        raise InputTypeError(f"the order of an uptimal must be an int, not {type(n).__name__}")
    if order < 1:
        raise InputValueError(f"the order of an uptimal must be at least 1, got {order}")
    return order


@memoized("uptimal units", 4096)
def _units(n: int) -> tuple[Game, Game, Game]:
    # (^<n>, ^[n], ^[n] + *) from their canonical forms, built upwards from the
    # largest order already cached (n small steps, no recursion, no sums):
    #   ^[n] = {^[n-1] | *},  ^[n]* = {0, ^[n-1]* | 0},  ^<n> = {0 | -(^[n-1]*)}
    # for n >= 2 (the sums they stand for are checked in the tests).
    lower = n - 1
    while lower >= 1 and lower not in _units.cache:  # type: ignore[attr-defined]
        lower -= 1
    if lower == 0:
        nth, to, to_star = up(1), up(1), up(1) + _STAR
        lower = 1
    else:
        nth, to, to_star = _units.cache[lower]  # type: ignore[attr-defined]
    zero = number(0)
    for m in range(lower + 1, n + 1):
        nth = Game([zero], [-to_star])
        to = Game([to], [_STAR])
        to_star = Game([zero, to_star], [zero])
        if m < n:
            _units.cache.put(m, (nth, to, to_star))  # type: ignore[attr-defined]
    return nth, to, to_star


def up_nth(n: int) -> Game:
    """``^<n>``, up-nth: ``^<1> = ^``, ``^<n> = {0 | v[n-1]*}``.

    Parameters
    ----------
    n : int, at least 1

    Returns
    -------
    Game

    Raises
    ------
    InputTypeError, InputValueError
        If *n* is not an int at least 1.

    Examples
    --------
    >>> [str(up_nth(n)) for n in (1, 2, 3)], up_nth(2).birthday
    (['^', '^<2>', '^<3>'], 3)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.7; *Winning Ways*, ch. 8.
    """
    return _units(_check_order(n))[0]


def up_to_nth(n: int) -> Game:
    """``^[n] = ^<1> + ... + ^<n>``, up to the n-th.

    Parameters
    ----------
    n : int, at least 1

    Returns
    -------
    Game

    Raises
    ------
    InputTypeError, InputValueError
        If *n* is not an int at least 1.

    Examples
    --------
    >>> from cgtalg import Game, STAR
    >>> up_to_nth(3) is Game([up_to_nth(2)], [STAR]), str(up_to_nth(1))
    (True, '^')

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.7; *Winning Ways*, ch. 8.
    """
    return _units(_check_order(n))[1]


class UptimalExpansion(NamedTuple):
    """The uptimal expansion ``x*k.d1d2...dn`` of ``x + *k + d1.^<1> + ... + dn.^<n>``.

    ``digits`` has no trailing zero (``dn != 0``). ``str`` writes it as CGSuite's
    ``UptimalExpansion`` does: the number (left out when it is 0 and there
    is a nimber), the nimber, a dot, then one character per digit (``0``-``9``,
    ``A``-``Z`` for 10-35, ``(d)`` beyond), each negative digit followed by
    ``-``; a plain number or nimber ends in ``.0``. :func:`parse_expansion`
    reads that text back, :meth:`game` builds the game.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [str(uptimal_expansion(parse(s))) for s in ("^", "v*", "^<3>", "1/2v[2]*3", "{0|v[2]*}+^^")]
    ['0.1', '*.1-', '0.001', '1/2*3.1-1-', '0.201']
    >>> uptimal_expansion(parse("{1|-1}")) is None
    True
    """

    x: Fraction
    k: int
    digits: tuple[int, ...]

    def __str__(self) -> str:
        out = []
        if self.k == 0 or self.x != 0:
            x = self.x
            out.append(str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}")
        if self.k:
            out.append("*" if self.k == 1 else f"*{self.k}")
        out.append(".")
        if not self.digits:
            out.append("0")
        for d in self.digits:
            a = abs(d)
            out.append(str(a) if a < 10 else chr(55 + a) if a < 36 else f"({a})")
            if d < 0:
                out.append("-")
        return "".join(out)

    def game(self) -> Game:
        """The game ``x + *k + d1.^<1> + ... + dn.^<n>``.

        Returns
        -------
        Game
            In canonical form.

        Examples
        --------
        >>> str(UptimalExpansion(Fraction(0), 0, (0, 1)).game()), str(UptimalExpansion(Fraction(1), 1, (1, 1, 1)).game())
        ('^<2>', '1^[3]*')
        """
        g = number(self.x)
        if self.digits and self.digits[0]:
            g = g + up(self.digits[0])
        for n, d in enumerate(self.digits[1:], start=2):
            if d:
                g = g + d * up_nth(n)
        return g + nimber(self.k) if self.k else g

    @property
    def is_unit(self) -> bool:
        """One digit is ±1, the others 0 (``x ± ^<n> + *k``).

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg import parse
        >>> [uptimal_expansion(parse(s)).is_unit for s in ("^<2>", "v<3>*", "^[2]", "^^")]
        [True, True, False, False]
        """
        return sum(1 for d in self.digits if d) == 1 and abs(self.digits[-1]) == 1

    @property
    def is_unit_sum(self) -> bool:
        """All digits 1 or all -1 (``x ± ^[n] + *k``).

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg import parse
        >>> [uptimal_expansion(parse(s)).is_unit_sum for s in ("^[3]", "v[2]*", "^<2>", "0")]
        [True, True, False, False]
        """
        return bool(self.digits) and abs(self.digits[0]) == 1 and all(d == self.digits[0] for d in self.digits)


_EXPANSION_TEXT = re.compile(r"(?=[-0-9*])(-?[0-9]+(?:/[0-9]+)?)?(\*[0-9]*)?\.((?:[0-9A-Z]-?|\([0-9]+\)-?)+)$")


def parse_expansion(text: str) -> UptimalExpansion:
    """Read an uptimal expansion as CGSuite writes it: ``0.1``, ``*.1-``, ``1/2*3.1-1-``, ``0.0A``.

    Parameters
    ----------
    text : str

    Returns
    -------
    UptimalExpansion
        ``.game()`` is the game.

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        If *text* is not an uptimal expansion (or its number is not dyadic).

    Examples
    --------
    >>> from cgtalg import parse
    >>> parse_expansion("0.01").game() is parse("^<2>"), parse_expansion("-1*2.1-1").game() is parse("-1v*2 + ^<2>")
    (True, True)
    >>> str(parse_expansion("0.(12)"))
    '0.C'

    Notes
    -----
    ``parse`` does not read this notation: ``1.5`` there would be easy to
    mistake for a decimal, so it stays an error.
    """
    if not isinstance(text, str):
        raise InputTypeError(f"parse_expansion() takes a str, not {type(text).__name__}")
    m = _EXPANSION_TEXT.match(text.strip())
    if m is None:
        raise InputValueError(f"not an uptimal expansion x*k.d1d2...: {text!r}")
    x = Fraction(m.group(1)) if m.group(1) else Fraction(0)
    if x.denominator & (x.denominator - 1):
        raise InputValueError(f"{m.group(1)} is not a dyadic rational")
    star = m.group(2)
    k = 0 if not star else (int(star[1:]) if len(star) > 1 else 1)
    digits = []
    for d in re.findall(r"([0-9A-Z]|\([0-9]+\))(-?)", m.group(3)):
        body, minus = d
        v = int(body[1:-1]) if body.startswith("(") else int(body, 36)
        digits.append(-v if minus else v)
    while digits and digits[-1] == 0:
        digits.pop()
    return UptimalExpansion(x, k, tuple(digits))


_EXPANSIONS = BoundedCache("uptimal expansions", 1 << 15)
_NOT_UPTIMAL = object()


def _unit_sum_star(n: int, sign: int) -> Game:
    """``±(^[n] + *)``."""
    g = _units(n)[2]
    return g if sign > 0 else -g


@memoized("uptimal units with a nimber", 1 << 14)
def _unit_star(n: int, is_sum: bool, k: int) -> Game:
    # ^[n] + *k (is_sum) or ^<n> + *k from their canonical forms, for n >= 2:
    #   ^[n]    = {^[n-1] | *},      ^[n]*  = {0, ^[n-1]* | 0},   ^[n]*k  = {^[n-1]*k | *(k^1)} (k >= 2)
    #   ^<n>    = {0 | v[n-1]*},     ^<n>*  = {0, * | v[n-1]},    ^<n>*k  = {0, *, .., *k | v[n-1]*(k^1)}
    # (checked against the sums for n <= 8, k <= 5 in the tests). Built
    # upwards from n = 1 without recursion or sums.
    if not is_sum:
        lower = _unit_star(n - 1, True, k ^ 1) if n > 2 else up(1) + nimber(k ^ 1)
        nimbers = [nimber(j) for j in range(k + 1)] if k else [number(0)]
        return Game(nimbers, [-lower])
    g = up(1) + nimber(k)
    start = 2
    for m in range(n - 1, 1, -1):  # reuse the largest order already built
        hit = _unit_star.cache.get((m, True, k))  # type: ignore[attr-defined]
        if hit is not None:
            g, start = hit, m + 1
            break
    zero = number(0)
    for m in range(start, n + 1):
        if k == 0:
            g = Game([g], [_STAR])
        elif k == 1:
            g = Game([zero, g], [zero])
        else:
            g = Game([g], [nimber(k ^ 1)])
        _unit_star.cache.put((m, True, k), g)  # type: ignore[attr-defined]
    return g


def _expansion_from_options(g: Game, found: dict) -> "UptimalExpansion | None":
    # For a_k > 0 (Siegel, CGT II.7; CGSuite's uptimal recognition rests on the
    # same fact) g has a single Right option, g = g^R + ^[K] + * with K the
    # length of g^R's expansion or one more than the longest option's; for
    # a_k < 0 the same holds for -g, with a single Left option. Each candidate
    # is built and checked by identity, so none is accepted wrongly.
    options = g.left_options + g.right_options
    longest = 0
    for o in options:
        e = found[id(o)]
        if e is None:
            return None
        longest = max(longest, len(e.digits))
    for sign, side in ((1, g.right_options), (-1, g.left_options)):
        if len(side) != 1:
            continue
        o = side[0]
        e = found[id(o)]
        lengths = {longest + 1}
        if e.digits and e.digits[-1] * sign > 0:
            lengths.add(len(e.digits))
        for K in sorted(lengths):
            digits = list(e.digits) + [0] * (K - len(e.digits))
            for i in range(K):
                digits[i] += sign
            while digits and digits[-1] == 0:
                digits.pop()
            candidate = UptimalExpansion(e.x, e.k ^ 1, tuple(digits))
            if len(digits) >= 2 and (candidate.is_unit or candidate.is_unit_sum):
                # built from its canonical form: no sum of two deep games
                unit = _unit_star(len(digits), candidate.is_unit_sum, candidate.k)
                c = unit if digits[-1] > 0 else -unit
                if e.x:
                    c = c + number(e.x)
            else:
                c = o + _unit_sum_star(K, sign)
            if c is g:
                return candidate
    return None


def uptimal_expansion(g: Game) -> "UptimalExpansion | None":
    """The uptimal expansion of *g*, or None if *g* is not an uptimal.

    An *uptimal* is ``x + *k + d1.^<1> + d2.^<2> + ... + dn.^<n>`` (CGSuite's
    ``Uptimal``; Siegel, *Combinatorial Game Theory*, II.7). The followers of
    *g* are examined children first with an explicit stack (no recursion on
    depth), so uptimals of any birthday are recognised.

    Parameters
    ----------
    g : Game

    Returns
    -------
    UptimalExpansion or None

    Raises
    ------
    InputTypeError
        If *g* is not a Game.

    Examples
    --------
    >>> from cgtalg import parse
    >>> uptimal_expansion(parse("^<2> + ^<2> + *3"))
    UptimalExpansion(x=Fraction(0, 1), k=3, digits=(0, 2))
    >>> str(uptimal_expansion(up_to_nth(200)))[:8], uptimal_expansion(parse("{0||0|-1}")) is None
    ('0.111111', True)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.7 (uptimals); *Winning Ways*, ch. 8.
    """
    if not isinstance(g, Game):
        raise InputTypeError(f"uptimal_expansion() takes a Game, not {type(g).__name__}")
    found: dict[int, UptimalExpansion | None] = {}

    def known(h: Game) -> bool:
        if id(h) in found:
            return True
        if h.is_number_up_star:
            x, n, k = h.number_up_star
            found[id(h)] = UptimalExpansion(x, k, (n,) if n else ())
            return True
        r = _EXPANSIONS.get(h, _NOT_UPTIMAL)
        if r is not _NOT_UPTIMAL:
            found[id(h)] = r
            return True
        if h._ls != h._rs:  # an uptimal's stops agree
            found[id(h)] = None
            return True
        return False

    keep = [g]  # holds the games whose ids are keys of found
    stack = [g]
    while stack:
        h = stack[-1]
        if known(h):
            stack.pop()
            continue
        pending = []
        dead = False
        for o in h.left_options + h.right_options:
            if not known(o):
                pending.append(o)
            elif found[id(o)] is None:
                dead = True
                break
        if dead:
            result = None
        elif pending:
            keep.extend(pending)
            stack.extend(pending)
            continue
        else:
            result = _expansion_from_options(h, found)
        found[id(h)] = result
        _EXPANSIONS.put(h, result)
        stack.pop()
    return found[id(g)]


class UptimalParts(NamedTuple):
    """``x + sign * unit + *k`` where the unit is ``^<n>`` (sum=False) or ``^[n]`` (sum=True)."""

    x: Fraction
    sign: int
    n: int
    sum: bool
    k: int


def uptimal_parts(g: Game) -> UptimalParts | None:
    """Split *g* as ``x ± ^<n> + *k`` or ``x ± ^[n] + *k`` with ``n >= 2``, if it is one.

    These are the uptimals CGSuite prints without braces (its ``isUnit`` and
    ``isUnitSum``); None for every other game (in particular for
    ``x + n.^ + *k``, which has its own notation). Any birthday: see
    :func:`uptimal_expansion`.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    UptimalParts or None
        ``x``, the sign, ``n``, whether it is ``^[n]`` (``sum``) and ``k``.

    Raises
    ------
    InputTypeError
        If *g* is not a Game.

    Examples
    --------
    >>> from cgtalg import parse
    >>> uptimal_parts(parse("{0|v*}") + parse("*3") - 1)
    UptimalParts(x=Fraction(-1, 1), sign=1, n=2, sum=False, k=3)
    >>> uptimal_parts(parse("^^*")) is None, uptimal_parts(parse("{1|0}")) is None
    (True, True)
    >>> uptimal_parts(up_to_nth(100) + parse("*2"))
    UptimalParts(x=Fraction(0, 1), sign=1, n=100, sum=True, k=2)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.7.
    """
    if not isinstance(g, Game):
        raise InputTypeError(f"uptimal_parts() takes a Game, not {type(g).__name__}")
    if g.is_number_up_star:
        return None
    e = uptimal_expansion(g)
    if e is None or len(e.digits) < 2:
        return None
    sign = 1 if e.digits[-1] > 0 else -1
    if e.is_unit:
        return UptimalParts(e.x, sign, len(e.digits), False, e.k)
    if e.is_unit_sum:
        return UptimalParts(e.x, sign, len(e.digits), True, e.k)
    return None
