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
from ..core.store import explicit, explicit_pair
from ..core.values import nimber, number, up
from ..errors import InputTypeError, InputValueError, as_integer, describe

__all__ = ["up_nth", "up_to_nth", "uptimal_unit", "ORDER_LIMIT", "UNIT_NIMBER_LIMIT", "SUM_WORK_LIMIT", "UptimalParts", "uptimal_parts", "UptimalExpansion", "uptimal_expansion", "parse_expansion"]

_STAR = nimber(1)

#: The largest order ``n`` of ``^<n>`` and ``^[n]`` that is built. The canonical
#: form of either has ``n`` explicit followers in a chain (its birthday is
#: ``n + 1``), so building it takes time and memory linear in ``n`` (about a
#: second per 10,000 orders in the pure core); no form holds it in less.
ORDER_LIMIT = 10_000

#: The largest nimber ``k`` of ``^<n>*k`` (``n >= 2``) that is built: its canonical
#: form has the ``k + 1`` Left options ``0, *, ..., *k``. (``^[n]*k`` has two
#: options at each level, and any ``k``.)
UNIT_NIMBER_LIMIT = 100_000

#: The largest work estimate (see :func:`uptimal_expansion`) of the sums that
#: recognising an uptimal other than a unit may need; beyond it the expansion
#: is refused rather than searched for minutes (at the limit: seconds).
SUM_WORK_LIMIT = 20_000_000


def _check_order(n: object) -> int:
    order = as_integer(n)
    if order is None:
        raise InputTypeError(f"the order of an uptimal must be an int, not {type(n).__name__}")
    if order < 1:
        raise InputValueError(f"the order of an uptimal must be at least 1, got {order}")
    if order > ORDER_LIMIT:
        raise InputValueError(
            f"the order of an uptimal is at most {ORDER_LIMIT}, got {describe(order)}: the canonical form of "
            f"^<n> or ^[n] has n followers, so this one cannot be built"
        )
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
    for m in range(lower + 1, n + 1):  # canonical forms (checked against Game() in the tests): interned as they are
        nth = explicit_pair(zero, -to_star)
        to = explicit_pair(to, _STAR)
        to_star = explicit([zero, to_star], [zero])
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


def uptimal_unit(n: int, k: int = 0, *, sum: bool = False) -> Game:
    """``^<n> + *k``, or ``^[n] + *k`` with ``sum=True``, built from its canonical form (no sums).

    Parameters
    ----------
    n : int
        The order, from 1 to :data:`ORDER_LIMIT`.
    k : int, default 0
        The nimber, at least 0; at most :data:`UNIT_NIMBER_LIMIT` for
        ``^<n>*k`` with ``n >= 2`` (its ``k + 1`` Left options are built),
        any size for ``^[n]*k``.
    sum : bool, default False
        ``^[n]`` (up to the n-th) rather than ``^<n>`` (up-nth).

    Returns
    -------
    Game
        The same game as ``up_nth(n) + nimber(k)`` (or ``up_to_nth(n) + nimber(k)``),
        in time linear in ``n + k`` where that sum searches the options of both.

    Raises
    ------
    InputTypeError
        If *n* or *k* is not an int.
    InputValueError
        If *n* is not from 1 to :data:`ORDER_LIMIT`, or *k* is negative or
        (for ``^<n>*k``) over :data:`UNIT_NIMBER_LIMIT`.

    Examples
    --------
    >>> from cgtalg import nimber
    >>> uptimal_unit(3, 2) is up_nth(3) + nimber(2), str(uptimal_unit(4, 1, sum=True))
    (True, '^[4]*')
    >>> str(uptimal_unit(2, 64))
    '^<2>*64'

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.7.
    """
    order = _check_order(n)
    star = as_integer(k)
    if star is None:
        raise InputTypeError(f"the nimber of an uptimal must be an int, not {type(k).__name__}")
    if star < 0:
        raise InputValueError(f"the nimber of an uptimal must be at least 0, got {describe(star)}")
    if star > UNIT_NIMBER_LIMIT and not sum and order > 1:
        raise InputValueError(
            f"the nimber of ^<n>*k is at most {UNIT_NIMBER_LIMIT}, got {describe(star)}: the canonical form of "
            f"^<n>*k has the k + 1 Left options 0, *, ..., *k, so this one cannot be built"
        )
    if order == 1:
        return up(1) + nimber(star)
    if star == 0:
        units = _units(order)
        return units[1] if sum else units[0]
    return _unit_star(order, bool(sum), star)


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
        return explicit(nimbers, [-lower])
    g = up(1) + nimber(k)
    start = 2
    for m in range(n - 1, 1, -1):  # reuse the largest order already built
        hit = _unit_star.cache.get((m, True, k))  # type: ignore[attr-defined]
        if hit is not None:
            g, start = hit, m + 1
            break
    zero = number(0)
    star = nimber(k ^ 1)
    for m in range(start, n + 1):
        if k == 0:
            g = explicit_pair(g, _STAR)
        elif k == 1:
            g = explicit([zero, g], [zero])
        else:
            g = explicit_pair(g, star)
        _unit_star.cache.put((m, True, k), g)  # type: ignore[attr-defined]
    return g


def _expansion_from_options(g: Game, found: dict, work: list) -> "UptimalExpansion | None":
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
                work[0] += o.birthday * (K + 2) * (e.k + 2) ** 3
                if work[0] > SUM_WORK_LIMIT:
                    raise InputValueError(
                        f"cannot tell whether this game is an uptimal: the sums o + ^[K]* that tell it have a work "
                        f"estimate (the sum over them of birthday(o) * (K + 2) * (k + 2)**3, *k the nimber of o) of "
                        f"{describe(work[0])} at least, over the limit {SUM_WORK_LIMIT} (the last: birthday "
                        f"{describe(o.birthday)}, K = {K}, k = {describe(e.k)})"
                    )
                c = o + _unit_sum_star(K, sign)
            if c is g:
                return candidate
    return None


def uptimal_expansion(g: Game) -> "UptimalExpansion | None":
    """The uptimal expansion of *g*, or None if *g* is not an uptimal.

    An *uptimal* is ``x + *k + d1.^<1> + d2.^<2> + ... + dn.^<n>`` (CGSuite's
    ``Uptimal``; Siegel, *Combinatorial Game Theory*, II.7). The followers of
    *g* are examined children first with an explicit stack (no recursion on
    depth), so uptimals of any birthday are recognised. Units and unit sums
    ``x ± ^<n> + *k``, ``x ± ^[n] + *k`` are told by the shape of their
    canonical forms, in time linear in ``n``; any other follower is checked
    by building one sum ``o ± ^[K]*`` from one of its options ``o`` and
    comparing. The walk is refused once the work estimate of these sums,
    the total of ``birthday(o) * (K + 2) * (k + 2)**3`` (``*k`` the nimber of
    ``o``'s expansion), exceeds :data:`SUM_WORK_LIMIT`.

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
    InputValueError
        If telling it needs a sum over :data:`SUM_WORK_LIMIT` (see above).

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
    if not g.is_number_up_star:
        p = _unit_parts(g)
        if p is not None:
            digits = (p.sign,) * p.n if p.sum else (0,) * (p.n - 1) + (p.sign,)
            return UptimalExpansion(p.x, p.k, digits)
    found: dict[int, UptimalExpansion | None] = {}
    work = [0]  # the estimated work of the sums built so far (see SUM_WORK_LIMIT)

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
        p = _unit_parts(h)  # x ± ^<n> + *k or x ± ^[n] + *k: by shape, without walking its chain
        if p is not None:
            digits = (p.sign,) * p.n if p.sum else (0,) * (p.n - 1) + (p.sign,)
            found[id(h)] = UptimalExpansion(p.x, p.k, digits)
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
            result = _expansion_from_options(h, found, work)
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


_PARTS = BoundedCache("uptimal units recognised", 1 << 15)


def _descriptor(o: Game, sign: int, known: dict) -> tuple | None:
    """Option *o* as seen in the positive mirror image (*sign* -1 negates): ``("s", x, n, k)`` or ``("p", x, s, n, sum, k)``.

    None for an explicit option that is not a unit; *known* holds the parts of the explicit options by id.
    """
    if o.is_number_up_star:
        x, n, k = o.number_up_star
        return ("s", sign * x, sign * n, k)
    p = known.get(id(o))
    if p is None:
        return None
    return ("p", sign * p.x, sign * p.sign, p.n, p.sum, p.k)


def _positive_shape(left: list, right: list) -> "tuple[Fraction, int, bool, int] | None":
    """``(x, n, sum, k)`` when options (descriptors) are those of ``x + ^<n> + *k`` or ``x + ^[n] + *k``, n >= 2.

    The canonical forms (each is the form the builders above intern):
    ``x + ^[n] = {x + ^[n-1] | x + *}``, ``x + ^[n]* = {x, x + ^[n-1]* | x}``,
    ``x + ^[n]*k = {x + ^[n-1]*k | x + *(k^1)}`` for ``k >= 2``, and
    ``x + ^<n>*k = {x, x + *, .., x + *k | x - ^[n-1]*(k^1)}``, with
    ``^[1] = ^``; a translation by the number ``x`` keeps a canonical form.
    """
    if len(right) != 1 or right[0] is None:
        return None
    r = right[0]
    x = r[1]
    if r[0] == "s":
        if r[2] == -1:  # ^<2>*k: Right's option x + v*(k^1)
            return _unit_left(left, x, 2, r[3] ^ 1)
        if r[2] != 0:
            return None
        j = r[3]  # x + *j: a unit sum
        if j == 1:
            k, lower = 0, left
        elif j == 0:
            k = 1
            if len(left) != 2 or ("s", x, 0, 0) not in left:
                return None
            lower = [o for o in left if o != ("s", x, 0, 0)]
        else:
            k, lower = j ^ 1, left
        if len(lower) != 1 or lower[0] is None:
            return None
        lo = lower[0]
        if lo == ("s", x, 1, k):
            return x, 2, True, k
        if lo[0] == "p" and lo[1:] == (x, 1, lo[3], True, k):
            return x, lo[3] + 1, True, k
        return None
    if r[2] != -1 or not r[4]:  # x - ^[n-1]*(k^1)
        return None
    return _unit_left(left, x, r[3] + 1, r[5] ^ 1)


def _unit_left(left: list, x: Fraction, n: int, k: int) -> "tuple[Fraction, int, bool, int] | None":
    """``(x, n, False, k)`` if the Left options are ``x + *j`` for ``j = 0, .., k``."""
    if len(left) != k + 1:
        return None
    for o in left:
        if o is None or o[0] != "s" or o[1] != x or o[2] != 0 or o[3] > k:
            return None
    return x, n, False, k


def _unit_parts(g: Game) -> UptimalParts | None:
    """:func:`uptimal_parts` of an explicit *g*, from the options' shapes alone (no sums).

    Every follower of ``x ± ^<n> + *k`` and ``x ± ^[n] + *k`` is one of
    them or a value ``x + m.^ + *j``, and each has at most one explicit
    option: the followers form a chain, read from its end upwards, so the
    work is linear in ``n``, without recursion.
    """
    known: dict[int, UptimalParts | None] = {}  # by id; the chain keeps the games alive
    chain = []
    h = g
    while not h.is_number_up_star:
        hit = _PARTS.get(h, _NOT_UPTIMAL)
        if hit is not _NOT_UPTIMAL:
            known[id(h)] = hit  # type: ignore[assignment]
            chain.append(h)
            break
        explicit_options = [o for o in h.left_options + h.right_options if not o.is_number_up_star]
        chain.append(h)
        if len(explicit_options) > 1:
            known[id(h)] = None
            break
        if not explicit_options:
            break
        h = explicit_options[0]
    for h in reversed(chain):
        if id(h) in known:
            continue
        found = None
        for sign in (1, -1):
            left = [_descriptor(o, sign, known) for o in (h.left_options if sign > 0 else h.right_options)]
            right = [_descriptor(o, sign, known) for o in (h.right_options if sign > 0 else h.left_options)]
            shape = _positive_shape(left, right)
            if shape is not None:
                x, n, is_sum, k = shape
                found = UptimalParts(sign * x, sign, n, is_sum, k)
                break
        known[id(h)] = found
        _PARTS.put(h, found)
    return known[id(g)]


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
    return _unit_parts(g)
